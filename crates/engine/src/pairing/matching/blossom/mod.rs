//! Edmonds' blossom algorithm for maximum-weight matching, primal-dual form.
//!
//! The algorithm keeps a dual variable per vertex and per blossom (an odd set of vertices
//! shrunk into one) and grows alternating trees from every unmatched vertex along edges of
//! zero slack. When no tight edge is left it moves the duals by the largest step that keeps
//! them feasible, which is the least of four bounds: (1) a vertex dual reaching zero, which
//! proves the matching optimal; (2) an edge from the trees to a free vertex becoming tight;
//! (3) an edge between two outer vertices becoming tight; (4) an inner blossom's dual reaching
//! zero, which lets it be opened up. There are at most n/2 augmentations and O(n) dual
//! steps between two of them, each step O(n), and every edge is scanned O(1) times between
//! augmentations: O(n³) in all. Unlike the textbook version, an augmentation keeps the trees
//! it did not touch (see `regrow`), which on dense graphs saves most of the rescanning.
//!
//! Weights are doubled internally so that the half-steps of case (3) stay integral. The
//! invariants that make the unsigned arithmetic safe:
//! - every vertex dual stays in `0..=2·max`: it only grows while the vertex is inner, and an
//!   inner vertex lies on a tight edge whose other end has a non-negative dual;
//! - every blossom dual (counted twice in a slack, like the weights) stays in `0..=max`,
//!   bounded the same way by a tight inner edge;
//! - the slack `dual(u) + dual(v) - 2w` is only formed for an edge between different
//!   top-level blossoms, where dual feasibility makes it non-negative, and its sum of duals
//!   stays below `4·max`; [`Weight::MAX_EDGE`] keeps that within the type.
//!
//! Every tree holds the unmatched vertices at its roots, and all unmatched vertices share the
//! smallest vertex dual; tight edges join vertices of equal dual parity, so the slack between
//! two outer vertices is always even and case (3) halves it exactly.
//!
//! A started solve ([`Matcher::solve_from`], [`Matcher::solve_greedy`]) relaxes the first of
//! those: roots may have different duals (all even, so the parity argument holds), an
//! unmatched vertex at zero is no root but may end an augmenting path, and case (1) becomes
//! "an outer vertex's dual reaches zero", after which that vertex is left unmatched in
//! place of its root. The search ends when no tree is left.

mod priced;
mod regrow;
mod reshape;

pub use priced::Core;

use super::{MatchingError, Weight};

/// No vertex, edge, endpoint or blossom.
const NONE: u32 = u32::MAX;
/// The edge of a stale best-edge record that had none (see `regrow`): never a real edge,
/// and never `NONE`, so that the record moves with the duals.
const STALE: u32 = u32::MAX - 1;

/// Labels of top-level blossoms (and of vertices inside inner blossoms).
const FREE: u8 = 0;
const OUTER: u8 = 1;
const INNER: u8 = 2;
/// Marks an outer blossom already visited while looking for a common ancestor.
const SEEN: u8 = 4;

/// What ended a dual step.
#[derive(Clone, Copy)]
enum Step {
    Optimal,
    GrowTo(u32),
    Join(u32),
    Open(u32),
    /// Warm start only: this outer vertex's dual reached zero.
    Zero(u32),
}

/// A reusable maximum-weight matcher: keeps its buffers between graphs.
///
/// Vertices and blossoms share one index space: `0..n` are vertices, `n..2n` blossoms.
/// An edge `k` has two endpoints `2k` and `2k + 1`; `endpoint[p]` is the vertex at endpoint
/// `p` and `p ^ 1` is the other end, which lets a vertex record both the edge and the
/// direction it was reached through in one number.
///
/// The graph's edges (`endpoint`, `weight`) are kept apart from the adjacency the search
/// walks, which may hold only some of them (a core, see `priced`): the edges keep their
/// numbers whichever are linked.
#[derive(Debug, Clone, Default)]
pub struct Matcher<W> {
    n: usize,
    endpoint: Vec<u32>,
    /// Each edge's doubled weight.
    weight: Vec<W>,
    /// For each vertex, where its linked edges start in `adj`, `adj_to` (and `adj_w`).
    adj_start: Vec<usize>,
    /// The far endpoint of each linked edge of each vertex.
    adj: Vec<u32>,
    /// The far vertex of each linked edge of each vertex.
    adj_to: Vec<u32>,
    /// The doubled weight of each linked edge of each vertex, a copy beside its neighbours
    /// kept for narrow weights only (see [`Matcher::BESIDE`]).
    adj_w: Vec<W>,
    mate: Vec<u32>,
    label: Vec<u8>,
    label_end: Vec<u32>,
    in_blossom: Vec<u32>,
    parent: Vec<u32>,
    children: Vec<Vec<u32>>,
    base: Vec<u32>,
    endps: Vec<Vec<u32>>,
    best_edge: Vec<u32>,
    best_slack: Vec<W>,
    blossom_best: Vec<Option<Vec<u32>>>,
    unused: Vec<u32>,
    dual: Vec<W>,
    attached: Vec<bool>,
    gone: Vec<bool>,
    mark: Vec<bool>,
    root_of: Vec<u32>,
    dead: Vec<u32>,
    tops: Vec<u32>,
    queue: Vec<u32>,
    best_to: Vec<u32>,
    best_to_slack: Vec<W>,
    touched: Vec<u32>,
    stack: Vec<u32>,
    leaves: Vec<u32>,
    work: Vec<(u32, u32)>,
    /// Best-edge records (of a vertex or an outer blossom) that lost their edge to an
    /// augmentation: their slack is only a lower bound, and a dual step recomputes one
    /// when that bound is below its step (see `regrow`). `stale_list` names them (and
    /// some no longer stale), `stale` marks them.
    stale: Vec<bool>,
    stale_list: Vec<u32>,
    /// How many records went stale, and how many of those were recomputed, over every
    /// solve (for the tests).
    stale_marked: usize,
    stale_recomputed: usize,
    /// How many solves went through a core (see `priced`), and how many of those had
    /// edges added to it, over every solve (for the tests).
    priced_solves: usize,
    priced_grown: usize,
    /// Started from an earlier solution: the trees grow only from the unmatched vertices
    /// with a positive dual, and an unmatched vertex at zero may end a path.
    warm: bool,
}

impl<W: Weight> Matcher<W> {
    /// A matcher with empty buffers.
    pub fn new() -> Self {
        Matcher {
            n: 0,
            endpoint: Vec::new(),
            weight: Vec::new(),
            adj_start: Vec::new(),
            adj: Vec::new(),
            adj_to: Vec::new(),
            adj_w: Vec::new(),
            mate: Vec::new(),
            label: Vec::new(),
            label_end: Vec::new(),
            in_blossom: Vec::new(),
            parent: Vec::new(),
            children: Vec::new(),
            base: Vec::new(),
            endps: Vec::new(),
            best_edge: Vec::new(),
            best_slack: Vec::new(),
            blossom_best: Vec::new(),
            unused: Vec::new(),
            dual: Vec::new(),
            attached: Vec::new(),
            gone: Vec::new(),
            mark: Vec::new(),
            root_of: Vec::new(),
            dead: Vec::new(),
            tops: Vec::new(),
            queue: Vec::new(),
            best_to: Vec::new(),
            best_to_slack: Vec::new(),
            touched: Vec::new(),
            stack: Vec::new(),
            leaves: Vec::new(),
            work: Vec::new(),
            stale: Vec::new(),
            stale_list: Vec::new(),
            stale_marked: 0,
            stale_recomputed: 0,
            priced_solves: 0,
            priced_grown: 0,
            warm: false,
        }
    }

    /// The maximum-weight matching of the graph; see
    /// [`max_weight_matching`](super::max_weight_matching) for the contract.
    pub fn solve(
        &mut self,
        vertex_count: usize,
        edges: &[(usize, usize, W)],
    ) -> Result<Vec<Option<usize>>, MatchingError> {
        self.solve_with(vertex_count, listed(edges))
    }

    /// [`Matcher::solve`] of the graph whose edges `fill` gives, one call of its argument
    /// per edge (numbered by the calls in a refusal): no list of them is made beside
    /// the matcher's own.
    pub fn solve_with(
        &mut self,
        vertex_count: usize,
        fill: impl FnOnce(&mut dyn FnMut(usize, usize, W)),
    ) -> Result<Vec<Option<usize>>, MatchingError> {
        self.take_edges(vertex_count, fill)?;
        self.link(None);
        self.warm = false;
        self.run();
        Ok(self.mates())
    }

    /// Lets go of every buffer, the last graph's edges with them: the matcher is as new,
    /// but for its counters of the work done so far.
    pub fn release(&mut self) {
        *self = Matcher {
            stale_marked: self.stale_marked,
            stale_recomputed: self.stale_recomputed,
            priced_solves: self.priced_solves,
            priced_grown: self.priced_grown,
            ..Matcher::new()
        };
    }

    fn mates(&self) -> Vec<Option<usize>> {
        (0..self.n)
            .map(|v| match self.mate[v] {
                NONE => None,
                p => Some(self.endpoint[p as usize] as usize),
            })
            .collect()
    }

    /// Like [`Matcher::solve`], but starting from the matching `mates` and the vertex
    /// duals `duals` (`None`: a vertex new to the graph) of an earlier solution (see [`Matcher::flat_duals`]) of a graph that
    /// differs from this one in the edges of a few vertices. The result is a maximum-
    /// weight matching of this graph whatever the start; a start close to it saves most
    /// of the work.
    ///
    /// The start is made valid first: a vertex with an edge the duals no longer cover
    /// has its dual raised just enough to cover all its edges, a pair whose edge is not
    /// tight is undone (unless one of the two can come down by the slack and still
    /// cover its edges), and every unmatched vertex with a positive dual is raised to
    /// twice the largest weight. The search then grows trees from the unmatched vertices
    /// with a positive dual only (their duals all even, so the slack between two trees
    /// halves exactly), and
    /// an unmatched vertex at zero may end an augmenting path; when an outer vertex's
    /// dual reaches zero, the path from its root is flipped so that it is the one left
    /// unmatched. Every step keeps the duals feasible and the matched edges tight, and
    /// the search ends when no unmatched vertex has a positive dual: the duals then prove
    /// the matching optimal.
    pub fn solve_from(
        &mut self,
        vertex_count: usize,
        edges: &[(usize, usize, W)],
        mates: &[Option<usize>],
        duals: &[Option<W>],
    ) -> Result<Vec<Option<usize>>, MatchingError> {
        self.load(vertex_count, edges)?;
        self.start_from(mates, duals, true);
        self.run();
        Ok(self.mates())
    }

    /// Like [`Matcher::solve`], but from a start made greedily: every dual at its
    /// vertex's heaviest edge, which covers every edge; then each vertex not yet paired
    /// in turn lowers its dual to the least that still covers its edges, which makes at
    /// least one of them tight, and takes a tight edge to a vertex not yet paired. A
    /// paired vertex's dual stays put, so its edge stays tight, and no dual goes below
    /// what covers an edge, so the start is feasible. On dense graphs with many
    /// distinct weights most of the work of a fresh start is done at once.
    pub fn solve_greedy(
        &mut self,
        vertex_count: usize,
        edges: &[(usize, usize, W)],
    ) -> Result<Vec<Option<usize>>, MatchingError> {
        self.load(vertex_count, edges)?;
        let (mates, duals) = self.greedy_start();
        let duals: Vec<Option<W>> = duals.into_iter().map(Some).collect();
        self.start_from(&mates, &duals, false);
        self.run();
        Ok(self.mates())
    }

    /// The greedy start of [`Matcher::solve_greedy`] for the graph loaded: a matching
    /// and vertex duals that cover every edge and keep its pairs tight.
    fn greedy_start(&self) -> (Vec<Option<usize>>, Vec<W>) {
        let n = self.n;
        // Doubled weights: a dual at the heaviest weight covers every edge of a vertex.
        let mut duals: Vec<W> = (0..n)
            .map(|v| {
                let heaviest = (self.adj_start[v]..self.adj_start[v + 1])
                    .map(|idx| self.weight_at(idx))
                    .max();
                heaviest.map_or(W::ZERO, W::halve)
            })
            .collect();
        let mut mates = vec![None; n];
        for v in 0..n {
            if mates[v].is_some() {
                continue;
            }
            // The least dual covering every edge of `v`, and a tight edge it leaves to
            // a vertex not yet paired.
            let mut least = W::ZERO;
            let mut take = None;
            for idx in self.adj_start[v]..self.adj_start[v + 1] {
                let (u, w) = (self.adj_to[idx] as usize, self.weight_at(idx));
                if w <= duals[u] {
                    continue;
                }
                let need = w - duals[u];
                if need > least {
                    least = need;
                    take = mates[u].is_none().then_some(u);
                } else if need == least && take.is_none() && mates[u].is_none() {
                    take = Some(u);
                }
            }
            duals[v] = least;
            if let Some(u) = take {
                mates[v] = Some(u);
                mates[u] = Some(v);
            }
        }
        (mates, duals)
    }

    /// Sets up a warm start (see [`Matcher::solve_from`]) after `load`; the unmatched
    /// vertices with a positive dual either all go to twice the largest weight (which
    /// measured faster after a small change) or up to the next even value (after a
    /// greedy start, whose duals are low on purpose).
    fn start_from(&mut self, mates: &[Option<usize>], duals: &[Option<W>], roots_at_top: bool) {
        self.warm = true;
        let n = self.n;
        // `load` left every dual at the largest weight; twice that covers any edge.
        let top = if n > 0 {
            self.dual[0] + self.dual[0]
        } else {
            W::ZERO
        };
        let mut raised = vec![false; n];
        for (v, r) in raised.iter_mut().enumerate() {
            let d = duals.get(v).copied().flatten().unwrap_or(top);
            *r = d > top;
            self.dual[v] = d.min(top);
        }
        // Cover every edge: a vertex with an uncovered edge is raised just enough to
        // cover all of its edges.
        for (v, r) in raised.iter_mut().enumerate() {
            if *r {
                continue;
            }
            let need = self.least_cover(v);
            if need > self.dual[v] {
                self.dual[v] = need;
                *r = true;
            }
        }
        // Keep the pairs whose edge is still there and tight. A pair whose edge has
        // slack (one of them was raised, or the blossoms around them were flattened
        // into the duals) is made tight when one of the two can come down by that
        // slack and still cover every edge of its own: the duals stay feasible.
        for v in 0..n {
            let Some(w) = mates.get(v).copied().flatten() else {
                continue;
            };
            if w <= v || w >= n || mates.get(w).copied().flatten() != Some(v) {
                continue;
            }
            let Some(idx) = (self.adj_start[v]..self.adj_start[v + 1])
                .find(|&idx| self.adj_to[idx] as usize == w)
            else {
                continue;
            };
            let cover = self.dual[v] + self.dual[w];
            if cover > self.weight_at(idx) {
                let slack = cover - self.weight_at(idx);
                let lowered = [v, w].into_iter().find(|&x| {
                    let need = self.least_cover(x);
                    self.dual[x] >= need && self.dual[x] - need >= slack
                });
                match lowered {
                    Some(x) => self.dual[x] = self.dual[x] - slack,
                    None => continue,
                }
            }
            let p = self.adj[idx] as usize;
            self.mate[v] = p as u32;
            self.mate[w] = (p ^ 1) as u32;
        }
        // The roots share the parity of their duals (even), so that the slack between
        // two outer vertices stays even and halves exactly.
        for v in 0..n {
            let d = self.dual[v];
            if self.mate[v] == NONE && d != W::ZERO {
                let half = d.halve();
                self.dual[v] = if roots_at_top {
                    top
                } else {
                    d + (d - (half + half))
                };
            }
        }
    }

    /// The least dual of `x` that covers every edge of it, with the other duals as
    /// they stand.
    fn least_cover(&self, x: usize) -> W {
        let mut least = W::ZERO;
        for idx in self.adj_start[x]..self.adj_start[x + 1] {
            let (u, w) = (self.adj_to[idx] as usize, self.weight_at(idx));
            if w > self.dual[u] && w - self.dual[u] > least {
                least = w - self.dual[u];
            }
        }
        least
    }

    /// After a solve: each vertex's dual plus the duals of the blossoms around it, which
    /// cover every edge and keep every matched edge inside one blossom tight; a start for
    /// [`Matcher::solve_from`].
    pub fn flat_duals(&self) -> Vec<W> {
        (0..self.n)
            .map(|v| {
                let mut d = self.dual[v];
                let mut b = self.parent[v];
                while b != NONE {
                    d = d + self.dual[b as usize];
                    b = self.parent[b as usize];
                }
                d
            })
            .collect()
    }

    /// Checks the input and sets up the first stage: all vertices unmatched, every vertex
    /// dual at the largest weight (feasible, since `max + max >= 2w`).
    fn load(&mut self, n: usize, edges: &[(usize, usize, W)]) -> Result<(), MatchingError> {
        self.take_edges(n, listed(edges))?;
        self.link(None);
        Ok(())
    }

    /// Takes a graph of `n` vertices whose edges `fill` gives, one call of its argument
    /// per edge, and keeps those of positive weight (doubled) as the matcher's edges. The
    /// first edge that names a vertex out of range, joins a vertex to itself or weighs
    /// too much is refused by its place among the calls, and the matcher is then left
    /// with no graph; otherwise nothing is linked yet (see [`Matcher::link`]).
    fn take_edges(
        &mut self,
        n: usize,
        fill: impl FnOnce(&mut dyn FnMut(usize, usize, W)),
    ) -> Result<(), MatchingError> {
        let limit = (u32::MAX / 2 - 1) as usize;
        if n > limit {
            return Err(MatchingError::TooLarge {
                vertex_count: n,
                edge_count: 0,
            });
        }
        self.n = n;
        self.endpoint.clear();
        self.weight.clear();
        let mut calls = 0usize;
        let mut refused = None;
        let (endpoint, weight) = (&mut self.endpoint, &mut self.weight);
        fill(&mut |u, v, w| {
            let edge = calls;
            calls += 1;
            if refused.is_some() {
                return;
            }
            refused = if u >= n || v >= n {
                Some(MatchingError::VertexOutOfRange {
                    edge,
                    vertex: if u >= n { u } else { v },
                    vertex_count: n,
                })
            } else if u == v {
                Some(MatchingError::SelfLoop { edge, vertex: u })
            } else if w > W::MAX_EDGE {
                Some(MatchingError::WeightTooLarge { edge })
            } else if weight.len() >= limit {
                Some(MatchingError::TooLarge {
                    vertex_count: n,
                    edge_count: edge + 1,
                })
            } else {
                if w != W::ZERO {
                    endpoint.push(u as u32);
                    endpoint.push(v as u32);
                    weight.push(w + w);
                }
                None
            };
        });
        match refused {
            Some(refusal) => {
                // No half-taken graph is left behind: the matcher holds none, and what
                // reads its last solve finds no vertex.
                self.n = 0;
                self.endpoint.clear();
                self.weight.clear();
                self.link(None);
                Err(refusal)
            }
            None => Ok(()),
        }
    }

    /// Links the edges taken (only those `only` marks, when given) into the adjacency the
    /// search walks, and sets up its first stage: all vertices unmatched, every vertex
    /// dual at the largest weight linked (feasible, since `max + max >= 2w`).
    fn link(&mut self, only: Option<&[bool]>) {
        let max = self.link_edges(only);
        self.first_stage(max);
    }

    /// Links the edges taken (only those `only` marks, when given) into the adjacency the
    /// search walks, and returns the largest weight linked (not doubled). The matching,
    /// blossoms and duals stay as they are.
    fn link_edges(&mut self, only: Option<&[bool]>) -> W {
        let n = self.n;
        let linked = |k: usize| only.is_none_or(|marks| marks[k]);
        let mut degree = vec![0usize; n + 1];
        let mut max = W::ZERO;
        for (k, &w) in self.weight.iter().enumerate() {
            if linked(k) {
                max = max.max(w);
                degree[self.endpoint[2 * k] as usize] += 1;
                degree[self.endpoint[2 * k + 1] as usize] += 1;
            }
        }
        // Adjacency in one flat array: for each vertex the far endpoints of its edges.
        self.adj_start.clear();
        self.adj_start.push(0);
        let mut next = 0;
        for d in &degree[..n] {
            next += d;
            self.adj_start.push(next);
        }
        let mut fill: Vec<usize> = self.adj_start[..n].to_vec();
        self.adj.clear();
        self.adj.resize(next, 0);
        reset(&mut self.adj_to, next, 0);
        if Self::BESIDE {
            reset(&mut self.adj_w, next, W::ZERO);
        } else {
            self.adj_w = Vec::new();
        }
        for k in (0..self.weight.len()).filter(|&k| linked(k)) {
            for p in [2 * k, 2 * k + 1] {
                let v = self.endpoint[p] as usize;
                self.adj[fill[v]] = (p ^ 1) as u32;
                self.adj_to[fill[v]] = self.endpoint[p ^ 1];
                if Self::BESIDE {
                    self.adj_w[fill[v]] = self.weight[k];
                }
                fill[v] += 1;
            }
        }
        max.halve()
    }

    /// The first stage of a search: all vertices unmatched and in no blossom, no tree, and
    /// every vertex dual at `max`.
    fn first_stage(&mut self, max: W) {
        let n = self.n;
        let two_n = 2 * n;
        reset(&mut self.mate, n, NONE);
        reset(&mut self.label, two_n, FREE);
        reset(&mut self.label_end, two_n, NONE);
        self.in_blossom.clear();
        self.in_blossom.extend(0..n as u32);
        reset(&mut self.parent, two_n, NONE);
        self.children.resize_with(two_n, Vec::new);
        self.children.iter_mut().for_each(Vec::clear);
        self.endps.resize_with(two_n, Vec::new);
        self.endps.iter_mut().for_each(Vec::clear);
        reset(&mut self.base, two_n, NONE);
        self.base[..n]
            .iter_mut()
            .enumerate()
            .for_each(|(v, b)| *b = v as u32);
        reset(&mut self.best_edge, two_n, NONE);
        reset(&mut self.best_slack, two_n, W::ZERO);
        self.blossom_best.clear();
        self.blossom_best.resize(two_n, None);
        self.unused.clear();
        self.unused.extend((n as u32..two_n as u32).rev());
        reset(&mut self.dual, two_n, W::ZERO);
        self.dual[..n].iter_mut().for_each(|d| *d = max);
        reset(&mut self.attached, n, false);
        reset(&mut self.gone, n, false);
        reset(&mut self.mark, two_n, false);
        reset(&mut self.root_of, two_n, NONE);
        reset(&mut self.best_to, two_n, NONE);
        reset(&mut self.best_to_slack, two_n, W::ZERO);
        reset(&mut self.stale, two_n, false);
        self.stale_list.clear();
        self.queue.clear();
    }

    /// Whether the linked edges keep a copy of their doubled weight beside their
    /// neighbours (`adj_w`), which the scans read in order, or read it from the edge
    /// (`weight`, one place per edge instead of two). A weight of one or two words
    /// costs little twice over and is read faster beside its neighbour; a wide one (24
    /// bytes and more) fills most of a cache line by itself either way, and kept once it
    /// takes half the memory: at the peak of round 3 of 5,000 players, 2.6 million
    /// edges of 64 bytes.
    const BESIDE: bool = std::mem::size_of::<W>() <= 16;

    /// The doubled weight of the linked edge at `idx` of the adjacency.
    #[inline(always)]
    fn weight_at(&self, idx: usize) -> W {
        if Self::BESIDE {
            self.adj_w[idx]
        } else {
            self.weight[(self.adj[idx] >> 1) as usize]
        }
    }

    /// Grows the forest, moving duals when it is stuck, until the duals prove the matching
    /// optimal. Each augmentation dissolves only the two trees it joined (see `regrow`), so
    /// the other trees and their slack records carry on instead of being rebuilt.
    fn run(&mut self) {
        if self.adj.is_empty() {
            return;
        }
        for v in 0..self.n {
            if self.mate[v] == NONE
                && self.label[self.in_blossom[v] as usize] == FREE
                && (!self.warm || self.dual[v] != W::ZERO)
            {
                self.assign_label(v, OUTER, NONE);
            }
        }
        loop {
            while let Some(v) = self.queue.pop() {
                // A vertex queued as outer may have been matched since.
                if self.label[self.in_blossom[v as usize] as usize] == OUTER {
                    self.scan(v as usize);
                }
            }
            match self.dual_step() {
                Step::Optimal => break,
                Step::GrowTo(k) | Step::Join(k) => {
                    let (i, j) = self.ends(k as usize);
                    let outer = if self.label[self.in_blossom[i] as usize] == OUTER {
                        i
                    } else {
                        j
                    };
                    debug_assert_eq!(self.label[self.in_blossom[outer] as usize], OUTER);
                    self.queue.push(outer as u32);
                }
                Step::Open(b) => self.expand(b as usize, false),
                Step::Zero(x) => {
                    self.flip_from(x as usize, NONE);
                    self.dissolve_trees(x as usize, x as usize);
                }
            }
        }
    }

    fn ends(&self, k: usize) -> (usize, usize) {
        (
            self.endpoint[2 * k] as usize,
            self.endpoint[2 * k + 1] as usize,
        )
    }

    /// `dual(u) + dual(v) - 2w`; only for an edge between different top-level blossoms.
    #[inline(always)]
    fn slack(&self, k: usize) -> W {
        let (i, j) = self.ends(k);
        self.dual[i] + self.dual[j] - self.weight[k]
    }

    /// Looks along every edge of a newly outer vertex.
    fn scan(&mut self, v: usize) {
        for idx in self.adj_start[v]..self.adj_start[v + 1] {
            let p = self.adj[idx] as usize;
            let k = p >> 1;
            let w = self.adj_to[idx] as usize;
            let bv = self.in_blossom[v] as usize;
            let bw = self.in_blossom[w] as usize;
            if bv == bw {
                continue;
            }
            // A narrow weight is read from the adjacency copy: it sits next to its
            // neighbours in memory, unlike the edge's own. The duals are exact, so an edge is
            // tight exactly when its slack is zero: no mark per edge is kept (clearing
            // such marks for the edges of every vertex a dissolved tree held, scattered
            // over the edges, cost more than the slacks).
            let slack = self.dual[v] + self.dual[w] - self.weight_at(idx);
            if slack == W::ZERO {
                if self.label[bw] == FREE && self.warm && self.mate[self.base[bw] as usize] == NONE
                {
                    // An unmatched vertex at zero ends an augmenting path.
                    self.augment(k);
                    self.dissolve_trees(v, w);
                    return;
                }
                if self.label[bw] == FREE {
                    self.assign_label(w, INNER, (p ^ 1) as u32);
                } else if self.label[bw] == OUTER {
                    if self.is_lone_root(v) && self.is_lone_root(w) {
                        self.match_lone_roots(p);
                        return;
                    }
                    let base = self.scan_blossom(v, w);
                    if base != NONE {
                        self.add_blossom(base as usize, k);
                    } else {
                        self.augment(k);
                        self.dissolve_trees(v, w);
                        return;
                    }
                } else if self.label[w] == FREE {
                    // w sits inside an inner blossom; remember how it could be reached in
                    // case that blossom is opened later. That record hangs on v, so v is no
                    // lone root any more: matching it alone would leave the record behind.
                    self.label[w] = INNER;
                    self.label_end[w] = (p ^ 1) as u32;
                    self.attached[v] = true;
                }
            } else if self.label[bw] == OUTER {
                self.offer_best(bv, k, slack);
            } else if self.label[w] == FREE {
                self.offer_best(w, k, slack);
            }
        }
    }

    /// Keeps edge `k` (of the given slack) as the best edge of `x` if it beats the one kept.
    #[inline]
    fn offer_best(&mut self, x: usize, k: usize, slack: W) {
        if self.best_edge[x] == NONE || slack < self.best_slack[x] {
            self.best_edge[x] = k as u32;
            self.best_slack[x] = slack;
        }
    }

    /// Drops the best-edge record of `x` (a vertex or a blossom), stale or not.
    #[inline]
    fn forget_best(&mut self, x: usize) {
        self.best_edge[x] = NONE;
        self.stale[x] = false;
    }

    /// Chooses the largest feasible dual step, applies it and says what it made possible.
    fn dual_step(&mut self) -> Step {
        let n = self.n;
        let mut step = Step::Optimal;
        let mut delta = self.dual[..n].iter().copied().min().unwrap_or(W::ZERO);
        if self.warm {
            // Only outer vertices move down; the least of them bounds the step.
            let least = (0..n)
                .filter(|&v| self.label[self.in_blossom[v] as usize] == OUTER)
                .min_by_key(|&v| self.dual[v]);
            match least {
                None => return Step::Optimal,
                Some(v) => {
                    delta = self.dual[v];
                    step = Step::Zero(v as u32);
                }
            }
        }
        for v in 0..n {
            let k = self.best_edge[v];
            if self.label[self.in_blossom[v] as usize] == FREE && k != NONE && !self.stale[v] {
                let d = self.best_slack[v];
                debug_assert_eq!(d, self.slack(k as usize), "stale slack of vertex {v}");
                if d < delta {
                    delta = d;
                    step = Step::GrowTo(k);
                }
            }
        }
        for b in 0..2 * n {
            let k = self.best_edge[b];
            if self.parent[b] == NONE && self.label[b] == OUTER && k != NONE && !self.stale[b] {
                debug_assert_eq!(
                    self.best_slack[b],
                    self.slack(k as usize),
                    "stale slack of {b}"
                );
                let d = self.best_slack[b].halve();
                if d < delta {
                    delta = d;
                    step = Step::Join(k);
                }
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE
                && self.parent[b] == NONE
                && self.label[b] == INNER
                && self.dual[b] < delta
            {
                delta = self.dual[b];
                step = Step::Open(b as u32);
            }
        }
        // A stale record holds a lower bound of its slack: only one below the step found
        // so far can bound the step, and only such a one is recomputed.
        self.settle_stale(&mut delta, &mut step);
        for v in 0..n {
            let top = self.in_blossom[v] as usize;
            match self.label[top] {
                OUTER => self.dual[v] = self.dual[v] - delta,
                INNER => self.dual[v] = self.dual[v] + delta,
                _ => {}
            }
            // Cached slacks move with the duals: an edge from an outer vertex to a free one
            // loses delta, one between two outer blossoms twice delta; into an inner
            // blossom it stays put. Records inside outer blossoms are not read again.
            if self.best_edge[v] != NONE {
                match self.label[top] {
                    FREE => self.best_slack[v] = self.best_slack[v] - delta,
                    OUTER if top == v => self.best_slack[v] = self.best_slack[v] - delta - delta,
                    _ => {}
                }
            }
        }
        for b in n..2 * n {
            if self.base[b] != NONE && self.parent[b] == NONE {
                if self.label[b] == OUTER && self.best_edge[b] != NONE {
                    self.best_slack[b] = self.best_slack[b] - delta - delta;
                }
                match self.label[b] {
                    OUTER => self.dual[b] = self.dual[b] + delta,
                    INNER => self.dual[b] = self.dual[b] - delta,
                    _ => {}
                }
            }
        }
        step
    }

    /// Labels the top-level blossom of `w` (reached through endpoint `p`); an inner blossom
    /// drags its mate in as outer.
    fn assign_label(&mut self, w: usize, label: u8, p: u32) {
        let b = self.in_blossom[w] as usize;
        self.label[w] = label;
        self.label[b] = label;
        self.label_end[w] = p;
        self.label_end[b] = p;
        self.forget_best(w);
        self.forget_best(b);
        if label == OUTER {
            let mut leaves = std::mem::take(&mut self.leaves);
            self.collect_leaves(b, &mut leaves);
            self.queue.extend_from_slice(&leaves);
            self.leaves = leaves;
        } else {
            if p != NONE && (self.endpoint[p as usize] as usize) < self.n {
                self.attached[self.endpoint[p as usize] as usize] = true;
            }
            let mate = self.mate[self.base[b] as usize];
            self.assign_label(self.endpoint[mate as usize] as usize, OUTER, mate ^ 1);
        }
    }

    /// Replaces `out` with the vertices inside blossom `b`.
    fn collect_leaves(&mut self, b: usize, out: &mut Vec<u32>) {
        out.clear();
        let n = self.n as u32;
        self.stack.clear();
        self.stack.push(b as u32);
        while let Some(x) = self.stack.pop() {
            if x < n {
                out.push(x);
            } else {
                self.stack.extend(self.children[x as usize].iter().rev());
            }
        }
    }

    /// Walks up from two outer vertices joined by a tight edge: the base of the first
    /// blossom both paths reach, or `NONE` if they end at different roots (an augmenting
    /// path).
    fn scan_blossom(&mut self, v: usize, w: usize) -> u32 {
        let mut path = std::mem::take(&mut self.stack);
        path.clear();
        let mut base = NONE;
        let (mut v, mut w) = (v as u32, w as u32);
        while v != NONE {
            let b = self.in_blossom[v as usize] as usize;
            if self.label[b] & SEEN != 0 {
                base = self.base[b];
                break;
            }
            path.push(b as u32);
            self.label[b] = OUTER | SEEN;
            if self.label_end[b] == NONE {
                v = NONE;
            } else {
                let t = self.endpoint[self.label_end[b] as usize] as usize;
                let bt = self.in_blossom[t] as usize;
                v = self.endpoint[self.label_end[bt] as usize];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for &b in &path {
            self.label[b as usize] = OUTER;
        }
        self.stack = path;
        base
    }

    /// Shrinks the odd cycle closed by edge `k` into a new outer blossom with the given base.
    fn add_blossom(&mut self, base: usize, k: usize) {
        let (v, w) = self.ends(k);
        let bb = self.in_blossom[base] as usize;
        let mut bv = self.in_blossom[v] as usize;
        let mut bw = self.in_blossom[w] as usize;
        let Some(b) = self.unused.pop() else {
            // Cannot happen: at most n - 1 blossoms exist at once (each holds 3+ vertices
            // or sub-blossoms and they nest as a forest).
            debug_assert!(false, "no free blossom slot");
            return;
        };
        let b = b as usize;
        self.base[b] = base as u32;
        self.parent[b] = NONE;
        self.parent[bb] = b as u32;
        let mut kids = std::mem::take(&mut self.children[b]);
        let mut ends = std::mem::take(&mut self.endps[b]);
        kids.clear();
        ends.clear();
        while bv != bb {
            self.parent[bv] = b as u32;
            kids.push(bv as u32);
            ends.push(self.label_end[bv]);
            let t = self.endpoint[self.label_end[bv] as usize] as usize;
            bv = self.in_blossom[t] as usize;
        }
        kids.push(bb as u32);
        kids.reverse();
        ends.reverse();
        ends.push(2 * k as u32);
        while bw != bb {
            self.parent[bw] = b as u32;
            kids.push(bw as u32);
            ends.push(self.label_end[bw] ^ 1);
            let t = self.endpoint[self.label_end[bw] as usize] as usize;
            bw = self.in_blossom[t] as usize;
        }
        self.children[b] = kids;
        self.endps[b] = ends;
        self.label[b] = OUTER;
        self.label_end[b] = self.label_end[bb];
        self.dual[b] = W::ZERO;
        let mut leaves = std::mem::take(&mut self.leaves);
        self.collect_leaves(b, &mut leaves);
        for &x in &leaves {
            if self.label[self.in_blossom[x as usize] as usize] == INNER {
                // Formerly inner vertices are now outer and must be scanned.
                self.queue.push(x);
            }
            self.in_blossom[x as usize] = b as u32;
        }
        self.leaves = leaves;
        self.collect_best_edges(b);
    }

    /// For a new blossom, the least-slack edge to each other outer blossom, gathered from the
    /// lists of its sub-blossoms (or from their vertices' edges when they have no list).
    fn collect_best_edges(&mut self, b: usize) {
        let n = self.n;
        self.touched.clear();
        let kids = std::mem::take(&mut self.children[b]);
        let mut leaves = std::mem::take(&mut self.leaves);
        for &child in &kids {
            let child = child as usize;
            if let Some(list) = self.blossom_best[child].take() {
                for &k in &list {
                    let (i, j) = self.ends(k as usize);
                    let far = if self.in_blossom[j] as usize == b {
                        i
                    } else {
                        j
                    };
                    let bj = self.in_blossom[far] as usize;
                    if bj != b && self.label[bj] == OUTER {
                        let slack = self.slack(k as usize);
                        self.consider_best(bj, k as usize, slack);
                    }
                }
            } else {
                if child < n {
                    leaves.clear();
                    leaves.push(child as u32);
                } else {
                    self.collect_leaves(child, &mut leaves);
                }
                for &x in &leaves {
                    let x = x as usize;
                    for idx in self.adj_start[x]..self.adj_start[x + 1] {
                        let z = self.adj_to[idx] as usize;
                        let bj = self.in_blossom[z] as usize;
                        if bj != b && self.label[bj] == OUTER {
                            let slack = self.dual[x] + self.dual[z] - self.weight_at(idx);
                            self.consider_best(bj, (self.adj[idx] >> 1) as usize, slack);
                        }
                    }
                }
            }
            self.forget_best(child);
        }
        self.children[b] = kids;
        self.leaves = leaves;
        let mut list = Vec::with_capacity(self.touched.len());
        self.forget_best(b);
        for i in 0..self.touched.len() {
            let other = self.touched[i] as usize;
            let k = self.best_to[other];
            self.best_to[other] = NONE;
            list.push(k);
            let slack = self.best_to_slack[other];
            self.offer_best(b, k as usize, slack);
        }
        self.blossom_best[b] = Some(list);
    }

    /// Keeps edge `k` as the new blossom's best edge towards outer blossom `bj` if it beats
    /// the one kept.
    fn consider_best(&mut self, bj: usize, k: usize, slack: W) {
        if self.best_to[bj] == NONE {
            self.touched.push(bj as u32);
            self.best_to[bj] = k as u32;
            self.best_to_slack[bj] = slack;
        } else if slack < self.best_to_slack[bj] {
            self.best_to[bj] = k as u32;
            self.best_to_slack[bj] = slack;
        }
    }
}

/// What the duals of the last solve prove about single edges, read by the bracket
/// procedure to take a decision from the matching in hand without a new matching.
impl<W: Weight> Matcher<W> {
    /// Whether `v` lies in no blossom after the last solve.
    pub fn unnested(&self, v: usize) -> bool {
        v < self.n && self.in_blossom[v] as usize == v && self.parent[v] == NONE
    }

    /// Whether `v`'s dual is positive after the last solve.
    pub fn dual_positive(&self, v: usize) -> bool {
        v < self.n && self.dual[v] != W::ZERO
    }

    /// After a solve, for a vertex `v` in no blossom: pushes onto `near` every neighbour
    /// whose edge to `v` has no slack, and returns `true` (`false` for a vertex in a
    /// blossom). With `v` in no blossom, no blossom dual counts in the slack of its
    /// edges: it is the two vertex duals less the doubled weight.
    pub fn tight_at(&self, v: usize, near: &mut Vec<usize>) -> bool {
        if !self.unnested(v) {
            return false;
        }
        for idx in self.adj_start[v]..self.adj_start[v + 1] {
            let u = self.adj_to[idx] as usize;
            if self.dual[v] + self.dual[u] == self.weight_at(idx) {
                near.push(u);
            }
        }
        true
    }

    /// After a solve: whether `a` and `b`, both in no blossom, are joined by an edge
    /// with no slack.
    pub fn tight_pair(&self, a: usize, b: usize) -> bool {
        if !self.unnested(a) || !self.unnested(b) {
            return false;
        }
        (self.adj_start[a]..self.adj_start[a + 1]).any(|idx| {
            self.adj_to[idx] as usize == b && self.dual[a] + self.dual[b] == self.weight_at(idx)
        })
    }
}

/// The edges of a list as the matcher takes them (see [`Matcher::solve_with`]).
fn listed<W: Weight>(
    edges: &[(usize, usize, W)],
) -> impl FnOnce(&mut dyn FnMut(usize, usize, W)) + '_ {
    move |push| {
        for &(u, v, w) in edges {
            push(u, v, w);
        }
    }
}

fn reset<T: Clone>(buffer: &mut Vec<T>, len: usize, value: T) {
    buffer.clear();
    buffer.resize(len, value);
}

#[cfg(test)]
mod tests;
