//! The matching problem of one round as the bracket procedure edits it: every player a
//! vertex, a weight on every pair, and the pairs already decided taken out.

use super::wide::Wide;
use crate::pairing::matching::Matcher;

pub struct Graph<const L: usize> {
    n: usize,
    /// Lower triangle: weight of (a, b) with a > b at `a * (a - 1) / 2 + b`.
    weights: Vec<Wide<L>>,
    fixed: Vec<Option<usize>>,
    matcher: Matcher<Wide<L>>,
    edges: Vec<(usize, usize, Wide<L>)>,
}

impl<const L: usize> Graph<L> {
    pub fn new(n: usize, _max: Wide<L>) -> Self {
        Graph {
            n,
            weights: vec![Wide::zero(); n * n.saturating_sub(1) / 2],
            fixed: vec![None; n],
            matcher: Matcher::new(),
            edges: Vec::new(),
        }
    }

    fn at(a: usize, b: usize) -> usize {
        let (hi, lo) = if a > b { (a, b) } else { (b, a) };
        hi * (hi - 1) / 2 + lo
    }

    pub fn set(&mut self, a: usize, b: usize, w: Wide<L>) {
        if a != b {
            self.weights[Self::at(a, b)] = w;
        }
    }

    /// Decides the pair `a`-`b` for good.
    pub fn fix(&mut self, a: usize, b: usize) {
        if a != b {
            self.fixed[a] = Some(b);
            self.fixed[b] = Some(a);
        }
    }

    /// A maximum-weight matching of the undecided players; each vertex's mate, or the
    /// vertex itself when unmatched.
    pub fn solve(&mut self) -> Vec<usize> {
        let free: Vec<usize> = (0..self.n).filter(|&v| self.fixed[v].is_none()).collect();
        let mut edges = std::mem::take(&mut self.edges);
        edges.clear();
        for (i, &a) in free.iter().enumerate() {
            for (j, &b) in free[..i].iter().enumerate() {
                let w = self.weights[Self::at(a, b)];
                if !w.is_zero() {
                    edges.push((i, j, w));
                }
            }
        }
        // Weights are built below the matcher's limit, so it cannot refuse the graph.
        let m = self
            .matcher
            .solve(free.len(), &edges)
            .unwrap_or_else(|_| vec![None; free.len()]);
        self.edges = edges;
        let mut mates: Vec<usize> = (0..self.n).map(|v| self.fixed[v].unwrap_or(v)).collect();
        for (i, &a) in free.iter().enumerate() {
            if let Some(j) = m[i] {
                mates[a] = free[j];
            }
        }
        mates
    }
}
