//! Dense graphs solved on a few edges per vertex first.
//!
//! On a dense graph the matcher's work is its scans: every time a vertex becomes outer,
//! each of its edges is looked at, and on a graph where nearly every pair may meet that
//! is the whole graph many times over. But a best matching uses only edges that are
//! tight under its duals, and duals that cover the edges of a smaller graph and leave
//! no other edge uncovered prove that matching best in the whole graph as well (the
//! duals are feasible for every edge, matched edges are tight, unmatched vertices sit at
//! zero and full blossoms keep their duals: the conditions of optimality do not ask
//! which edges a solve looked at).
//!
//! So the graph is first cut down to the *core*: each vertex's edges of least slack
//! under the greedy start's duals (see [`Matcher::solve_greedy`]), the ones a best
//! matching most likely uses, and a few more spread evenly over its other edges. Edges
//! of least slack alone crowd onto the few vertices whose start duals are low: on a
//! bracket of 645 players, hundreds of vertices then had no partner in the core but
//! those few, the core's best matching left them unpaired, its duals covered a third of
//! the graph, and the core was grown and solved four more times, each time undoing most
//! pairs. With edges spread over the whole bracket the core has a partner for nearly
//! every vertex, and its duals mostly cover the graph at once (the 645 players: one
//! solve of the core, no edge to add). Which edges make the core changes how fast the
//! answer is found, never the answer: the proof below holds for any core. The core is
//! solved from that start. Every edge left out
//! is then checked against the duals (one pass over the graph); of those they leave
//! uncovered, each vertex's most uncovered ones join the core, and the core is solved
//! again from the last solution, until no edge is left uncovered. An edge's cover is
//! its two vertex duals and, counted twice like the doubled weights, the duals of the
//! blossoms that hold both its ends ([`Nest`]). The matcher keeps every edge of the graph
//! under its own number throughout and links only the core's into the adjacency its
//! search walks; at the end every edge is linked under the core's last solution,
//! blossoms and all,
//! so that the duals the bracket procedure reads afterwards ([`Matcher::tight_at`]) see
//! every edge. That solution needs no further solve: its duals cover every edge, its
//! matched edges are tight and its blossoms full, which is what proves a matching best
//! in any graph that holds its edges. (Before, the whole graph was solved once more
//! from the flattened duals, which undid the pair leaving each blossom and formed the
//! blossoms again: round 3 of 2,001 players 2.35 -> 2.17 s.)

use super::{Matcher, MatchingError, NONE, Weight, listed};

/// An earlier solution's matching and vertex duals (see [`Matcher::solve_from`]).
pub type Start<'a, W> = (&'a [Option<usize>], &'a [Option<W>]);

/// A start that leaves at most one vertex in this many to match is solved whole.
const FEW_ROOTS: usize = 2;

/// Which edges of each vertex make a dense problem's first core (see the module text):
/// its `least` edges of least slack under the start's duals and `spread` more taken
/// evenly from the rest of its edges. `least` is also how many of its most uncovered
/// edges a vertex brings when the core grows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Core {
    pub least: usize,
    pub spread: usize,
}

impl<W: Weight> Matcher<W> {
    /// How many solves so far went through a core, and how many of those had edges
    /// added to it.
    pub fn priced(&self) -> (usize, usize) {
        (self.priced_solves, self.priced_grown)
    }

    /// Like [`Matcher::solve_greedy`] (no `start`) or [`Matcher::solve_from`] (a
    /// start's matching and duals), for a dense graph: when the start leaves many
    /// vertices to match, solved on a core of the edges `core` names first, with edges
    /// added until the duals cover every edge (see the module text). The matching is a
    /// best one of the whole graph.
    pub fn solve_priced(
        &mut self,
        vertex_count: usize,
        edges: &[(usize, usize, W)],
        start: Option<Start<'_, W>>,
        core: Core,
    ) -> Result<Vec<Option<usize>>, MatchingError> {
        self.solve_priced_with(vertex_count, listed(edges), start, core)
    }

    /// [`Matcher::solve_priced`] of the graph whose edges `fill` gives, one call of its
    /// argument per edge (numbered by the calls in a refusal): no list of them is made
    /// beside the matcher's own.
    pub fn solve_priced_with(
        &mut self,
        vertex_count: usize,
        fill: impl FnOnce(&mut dyn FnMut(usize, usize, W)),
        start: Option<Start<'_, W>>,
        core: Core,
    ) -> Result<Vec<Option<usize>>, MatchingError> {
        let keep = core.least;
        self.take_edges(vertex_count, fill)?;
        self.link(None);
        let n = self.n;
        let (mates, duals) = match start {
            Some((mates, duals)) => {
                self.start_from(mates, duals, true);
                (self.mates(), self.dual[..n].to_vec())
            }
            None => self.greedy_start(),
        };
        let roots = (0..n)
            .filter(|&v| mates[v].is_none() && duals[v] != W::ZERO)
            .count();
        // A start that leaves few vertices to match, or a sparse graph, is solved whole.
        let per_vertex = keep.saturating_add(core.spread);
        let count = self.weight.len();
        if roots <= n / FEW_ROOTS || count <= n.saturating_mul(per_vertex) {
            if start.is_none() {
                let duals: Vec<Option<W>> = duals.into_iter().map(Some).collect();
                self.start_from(&mates, &duals, false);
            }
            self.run();
            return Ok(self.mates());
        }
        let mut in_core = vec![false; count];
        let mut least: Vec<(W, u32)> = Vec::new();
        for v in 0..n {
            least.clear();
            for idx in self.adj_start[v]..self.adj_start[v + 1] {
                let (u, k) = (self.adj_to[idx] as usize, self.adj[idx] >> 1);
                if mates[v] == Some(u) {
                    in_core[k as usize] = true;
                }
                least.push((duals[v] + duals[u] - self.weight_at(idx), k));
            }
            take_first(&mut least, keep, &mut in_core, |a, b| a.cmp(b));
            // Every `stride`-th edge, from a place that differs from vertex to vertex
            // (an edge taken already counts again: no harm).
            let (first, end) = (self.adj_start[v], self.adj_start[v + 1]);
            if core.spread > 0 && end > first {
                let stride = ((end - first) / core.spread).max(1);
                for idx in (first + v % stride..end).step_by(stride) {
                    in_core[(self.adj[idx] >> 1) as usize] = true;
                }
            }
        }
        let mut duals: Vec<Option<W>> = duals.into_iter().map(Some).collect();
        let mut mates = mates;
        let mut wanting: Vec<Vec<(W, u32)>> = vec![Vec::new(); n];
        self.priced_solves += 1;
        let mut grown = false;
        loop {
            // Only the core's edges are linked; every edge keeps its number.
            self.link(Some(&in_core));
            self.start_from(&mates, &duals, false);
            self.run();
            // The edges the duals leave uncovered; each vertex keeps its most uncovered.
            wanting.iter_mut().for_each(Vec::clear);
            let mut added = 0usize;
            let nest = Nest::of(self);
            for (k, _) in in_core.iter().enumerate().filter(|(_, linked)| !**linked) {
                let (u, v) = self.ends(k);
                let (cover, weight) = (self.dual[u] + self.dual[v], self.weight[k]);
                if cover >= weight {
                    continue;
                }
                let short = weight - cover;
                // The blossoms around both ends count twice (each sum of them is at
                // most the largest weight, so no sum here overflows).
                let inside = self.in_blossom[u] == self.in_blossom[v] && {
                    let z = nest.common(u, v);
                    z + z >= short
                };
                if !inside {
                    for x in [u, v] {
                        let list = &mut wanting[x];
                        list.push((short, k as u32));
                        if list.len() >= 2 * keep {
                            list.select_nth_unstable_by(keep, |a, b| b.cmp(a));
                            list.truncate(keep);
                        }
                    }
                    added += 1;
                }
            }
            if added == 0 {
                self.priced_grown += grown as usize;
                // The core's solution, blossoms and all, is a best one of the whole
                // graph: every edge is linked under it, so that the duals read
                // afterwards see every edge. The edges keep their numbers, so its
                // matching and blossoms hold as they are.
                self.link_edges(None);
                return Ok(self.mates());
            }
            mates = self.mates();
            duals = self.flat_duals().into_iter().map(Some).collect();
            grown = true;
            for list in &mut wanting {
                take_first(list, keep, &mut in_core, |a, b| b.cmp(a));
            }
        }
    }
}

/// The blossoms as a forest, to find the duals of the blossoms that hold both ends of
/// an edge: each node's depth, its ancestors `2^j` levels up, and the sum of the duals
/// of each blossom and those around it.
pub(super) struct Nest<W> {
    depth: Vec<u32>,
    up: Vec<Vec<u32>>,
    around: Vec<W>,
}

impl<W: Weight> Nest<W> {
    pub(super) fn of(m: &Matcher<W>) -> Self {
        let total = 2 * m.n;
        let mut depth = vec![NONE; total];
        let mut around = vec![W::ZERO; total];
        let mut path = Vec::new();
        for x in 0..total {
            // Up to the first node already placed, then down again.
            let mut y = x;
            while depth[y] == NONE {
                path.push(y);
                match m.parent[y] {
                    NONE => break,
                    p => y = p as usize,
                }
            }
            while let Some(y) = path.pop() {
                let own = if y >= m.n { m.dual[y] } else { W::ZERO };
                (depth[y], around[y]) = match m.parent[y] {
                    NONE => (0, own),
                    p => (depth[p as usize] + 1, around[p as usize] + own),
                };
            }
        }
        let deepest = depth.iter().copied().max().unwrap_or(0);
        let levels = (u32::BITS - deepest.leading_zeros()).max(1) as usize;
        let mut up = vec![
            (0..total as u32)
                .map(|x| match m.parent[x as usize] {
                    NONE => x,
                    p => p,
                })
                .collect::<Vec<u32>>(),
        ];
        for j in 1..levels {
            let last = &up[j - 1];
            let next = last.iter().map(|&x| last[x as usize]).collect();
            up.push(next);
        }
        Nest { depth, up, around }
    }

    /// The duals of every blossom that holds both `u` and `v` (vertices of one
    /// top-level blossom), summed.
    pub(super) fn common(&self, u: usize, v: usize) -> W {
        let (mut a, mut b) = (u, v);
        if self.depth[a] < self.depth[b] {
            std::mem::swap(&mut a, &mut b);
        }
        let mut rise = self.depth[a] - self.depth[b];
        let mut j = 0;
        while rise > 0 {
            if rise & 1 == 1 {
                a = self.up[j][a] as usize;
            }
            rise >>= 1;
            j += 1;
        }
        if a != b {
            for j in (0..self.up.len()).rev() {
                if self.up[j][a] != self.up[j][b] {
                    a = self.up[j][a] as usize;
                    b = self.up[j][b] as usize;
                }
            }
            a = self.up[0][a] as usize;
        }
        self.around[a]
    }
}

/// Marks in `chosen` the edges of the first `keep` entries of `list` in the order
/// `by` (the list's own order is lost).
fn take_first<W: Weight>(
    list: &mut Vec<(W, u32)>,
    keep: usize,
    chosen: &mut [bool],
    by: impl Fn(&(W, u32), &(W, u32)) -> std::cmp::Ordering,
) {
    if list.len() > keep {
        list.select_nth_unstable_by(keep, by);
        list.truncate(keep);
    }
    for &(_, k) in list.iter() {
        chosen[k as usize] = true;
    }
}
