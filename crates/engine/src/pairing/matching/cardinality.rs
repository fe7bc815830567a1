//! Maximum-cardinality matching on a general graph, kept between calls.
//!
//! Edmonds' algorithm in its plain search form: from one unmatched vertex, grow an
//! alternating tree breadth first; an edge between two outer vertices of the tree closes an
//! odd cycle (a blossom), whose vertices all become outer and share one base; reaching an
//! unmatched vertex gives an augmenting path. One search costs O(V²) on the adjacency
//! predicate, a whole matching O(V³).
//!
//! Weighted matching needs every weight; many questions a pairing asks are only "can these
//! players all be paired?". The matcher answers them cheaply because its matching survives
//! between calls: the caller unmatches what no longer holds and searches only from the
//! vertices left unmatched, usually a handful. After a search that found no augmenting path,
//! the outer vertices of its tree are exactly the vertices some maximum matching leaves
//! unmatched instead of the root (reachable from it by an even alternating path).

/// No vertex.
const NONE: u32 = u32::MAX;

/// A maximum-cardinality matcher over vertices `0..n`; which vertices and edges take part
/// is given with each search, so one matcher serves many related graphs.
#[derive(Debug, Clone, Default)]
pub struct Cardinality {
    mate: Vec<u32>,
    parent: Vec<u32>,
    /// Blossoms as a union-find forest whose roots are the blossom bases: `base(v)` is
    /// the base of the outermost blossom holding `v`.
    link: Vec<u32>,
    outer: Vec<bool>,
    on_path: Vec<bool>,
    queue: Vec<u32>,
    /// The bases of the blossoms a new blossom swallows, linked to its base only after
    /// both sides of the cycle are walked.
    joined: Vec<u32>,
}

impl Cardinality {
    /// A matcher for `n` vertices, all unmatched.
    pub fn new(n: usize) -> Self {
        Cardinality {
            mate: vec![NONE; n],
            parent: vec![NONE; n],
            link: (0..n as u32).collect(),
            outer: vec![false; n],
            on_path: vec![false; n],
            queue: Vec::new(),
            joined: Vec::new(),
        }
    }

    /// The vertex `v` is matched with.
    pub fn mate(&self, v: usize) -> Option<usize> {
        match self.mate[v] {
            NONE => None,
            m => Some(m as usize),
        }
    }

    /// Undoes the pair of `v`, if any.
    pub fn unmatch(&mut self, v: usize) {
        let m = self.mate[v];
        if m != NONE {
            self.mate[m as usize] = NONE;
            self.mate[v] = NONE;
        }
    }

    /// After a search from `root` that found no augmenting path: whether `v` can be the
    /// unmatched vertex of a maximum matching in place of the root.
    pub fn exposable(&self, v: usize) -> bool {
        self.outer[v]
    }

    /// Pairs each unmatched vertex of `order` with the first unmatched vertex after it
    /// that `adjacent` allows: a maximal matching in one pass, so that [`Self::augment`]
    /// then searches only from the vertices it left unmatched. (A search from each
    /// unmatched vertex in turn still ends in a maximum matching: a vertex with no
    /// augmenting path has none after others augment.) On a dense graph this is
    /// about one test per vertex, where a search from each vertex first labels every
    /// matched vertex before it.
    pub fn pair_greedily<F>(&mut self, order: &[u32], adjacent: F)
    where
        F: Fn(usize, usize) -> bool,
    {
        for (i, &v) in order.iter().enumerate() {
            if self.mate[v as usize] != NONE {
                continue;
            }
            let free = order[i + 1..]
                .iter()
                .find(|&&o| self.mate[o as usize] == NONE && adjacent(v as usize, o as usize));
            if let Some(&o) = free {
                self.mate[v as usize] = o;
                self.mate[o as usize] = v;
            }
        }
    }

    /// Searches for an augmenting path from the unmatched vertex `root` among the vertices
    /// of `active`, using the edges `adjacent` allows, and augments along it. Returns
    /// whether the matching grew. `active` must hold `root` and every matched vertex
    /// reachable from it.
    pub fn augment<F>(&mut self, root: usize, active: &[u32], adjacent: F) -> bool
    where
        F: Fn(usize, usize) -> bool,
    {
        for &v in active {
            let v = v as usize;
            self.parent[v] = NONE;
            self.link[v] = v as u32;
            self.outer[v] = false;
        }
        self.outer[root] = true;
        self.queue.clear();
        self.queue.push(root as u32);
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head] as usize;
            head += 1;
            for &to in active {
                let to = to as usize;
                if self.mate[v] == to as u32 || !adjacent(v, to) || self.base(v) == self.base(to) {
                    continue;
                }
                let to_mate = self.mate[to];
                if to == root || (to_mate != NONE && self.parent[to_mate as usize] != NONE) {
                    self.shrink(v, to);
                } else if self.parent[to] == NONE {
                    self.parent[to] = v as u32;
                    if to_mate == NONE {
                        self.flip(to);
                        return true;
                    }
                    self.outer[to_mate as usize] = true;
                    self.queue.push(to_mate);
                }
            }
        }
        false
    }

    /// The edge `v`-`to` joins two outer vertices of the tree: contract the odd cycle
    /// through their nearest common base into one blossom, all of whose vertices are outer.
    /// The blossoms on the cycle join the new one only after both walks: a walk that saw
    /// them joined early would stop at a swallowed blossom's base and leave the rest of
    /// its side (and the vertices beyond) out of the blossom.
    fn shrink(&mut self, v: usize, to: usize) {
        let top = self.common_base(v, to);
        self.joined.clear();
        self.mark_path(v, top, to);
        self.mark_path(to, top, v);
        for k in 0..self.joined.len() {
            let b = self.joined[k] as usize;
            self.link[b] = top as u32;
        }
    }

    /// The base of the outermost blossom holding `v` (halving the paths it walks).
    fn base(&mut self, mut v: usize) -> usize {
        while self.link[v] as usize != v {
            let up = self.link[v];
            self.link[v] = self.link[up as usize];
            v = up as usize;
        }
        v
    }

    /// The base of the blossom where the tree paths of `a` and `b` meet.
    fn common_base(&mut self, a: usize, b: usize) -> usize {
        let mut marked = Vec::new();
        let mut x = a;
        loop {
            x = self.base(x);
            self.on_path[x] = true;
            marked.push(x);
            match self.mate[x] {
                NONE => break,
                m => x = self.parent[m as usize] as usize,
            }
        }
        let mut y = b;
        let found = loop {
            y = self.base(y);
            if self.on_path[y] {
                break y;
            }
            y = self.parent[self.mate[y] as usize] as usize;
        };
        for m in marked {
            self.on_path[m] = false;
        }
        found
    }

    /// Walks from `v` up to the blossom base `top`, noting the blossoms passed for the new
    /// one (its inner vertices become outer and are queued) and pointing the parents along
    /// the cycle so that paths through the new blossom can be traced.
    fn mark_path(&mut self, mut v: usize, top: usize, mut child: usize) {
        loop {
            let bv = self.base(v);
            if bv == top {
                break;
            }
            let m = self.mate[v] as usize;
            let bm = self.base(m);
            self.joined.push(bv as u32);
            self.joined.push(bm as u32);
            if !self.outer[m] {
                self.outer[m] = true;
                self.queue.push(m as u32);
            }
            self.parent[v] = child as u32;
            child = m;
            v = self.parent[m] as usize;
        }
    }

    /// Augments along the tree path ending at the unmatched vertex `end`.
    fn flip(&mut self, mut end: usize) {
        while end != NONE as usize {
            let p = self.parent[end] as usize;
            let next = self.mate[p];
            self.mate[end] = p as u32;
            self.mate[p] = end as u32;
            end = next as usize;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The largest matching by trying every subset of edges (tiny graphs only).
    fn brute_force(n: usize, edges: &[(usize, usize)]) -> usize {
        let mut best = 0;
        for mask in 0u32..(1 << edges.len()) {
            let mut used = vec![false; n];
            let mut ok = true;
            let mut count = 0;
            for (k, &(a, b)) in edges.iter().enumerate() {
                if mask >> k & 1 == 1 {
                    if used[a] || used[b] {
                        ok = false;
                        break;
                    }
                    used[a] = true;
                    used[b] = true;
                    count += 1;
                }
            }
            if ok {
                best = best.max(count);
            }
        }
        best
    }

    /// A xorshift generator from `seed`: each call gives a number below its bound.
    fn xorshift(mut seed: u64) -> impl FnMut(u64) -> u64 {
        move |bound: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % bound
        }
    }

    /// Each pair of `n` vertices an edge with chance `percent` in 100, at most `most`
    /// edges (a number is drawn for every pair all the same).
    fn random_edges(
        next: &mut impl FnMut(u64) -> u64,
        n: usize,
        percent: u64,
        most: usize,
    ) -> Vec<(usize, usize)> {
        let mut edges = Vec::new();
        for a in 0..n {
            for b in 0..a {
                if next(100) < percent && edges.len() < most {
                    edges.push((a, b));
                }
            }
        }
        edges
    }

    /// The edges as an `n` x `n` table, both ways.
    fn adjacency(n: usize, edges: &[(usize, usize)]) -> Vec<bool> {
        let mut adj = vec![false; n * n];
        for &(a, b) in edges {
            adj[a * n + b] = true;
            adj[b * n + a] = true;
        }
        adj
    }

    fn solve(n: usize, edges: &[(usize, usize)]) -> Cardinality {
        let adj = adjacency(n, edges);
        let active: Vec<u32> = (0..n as u32).collect();
        let mut m = Cardinality::new(n);
        for v in 0..n {
            if m.mate(v).is_none() {
                m.augment(v, &active, |a, b| adj[a * n + b]);
            }
        }
        m
    }

    #[test]
    fn equals_brute_force_on_small_random_graphs() {
        let mut next = xorshift(0x2545_f491_4f6c_dd1d);
        for _ in 0..3000 {
            let n = 2 + next(9) as usize;
            let edges = random_edges(&mut next, n, 40, 16);
            let m = solve(n, &edges);
            let size = (0..n).filter(|&v| m.mate(v).is_some()).count() / 2;
            assert_eq!(
                size,
                brute_force(n, &edges),
                "{n} vertices, edges {edges:?}"
            );
            for v in 0..n {
                if let Some(w) = m.mate(v) {
                    assert_eq!(m.mate(w), Some(v));
                    assert!(edges.contains(&(v, w)) || edges.contains(&(w, v)));
                }
            }
        }
    }

    /// `Cardinality::pair_greedily` then a search from each vertex it left unmatched,
    /// the way the stand-ins' matching is found again among real players.
    #[test]
    fn a_greedy_pass_then_searches_from_the_rest_is_maximum() {
        let mut next = xorshift(0x6a09_e667_f3bc_c909);
        let mut short = 0;
        for _ in 0..3000 {
            let n = 2 + next(9) as usize;
            let edges = random_edges(&mut next, n, 45, 16);
            let adj = adjacency(n, &edges);
            // The vertices in a shuffled order.
            let mut order: Vec<u32> = (0..n as u32).collect();
            for i in (1..n).rev() {
                order.swap(i, next(i as u64 + 1) as usize);
            }
            let mut m = Cardinality::new(n);
            m.pair_greedily(&order, |a, b| adj[a * n + b]);
            let greedy = (0..n).filter(|&v| m.mate(v).is_some()).count() / 2;
            for &v in &order {
                if m.mate(v as usize).is_none() {
                    m.augment(v as usize, &order, |a, b| adj[a * n + b]);
                }
            }
            let size = (0..n).filter(|&v| m.mate(v).is_some()).count() / 2;
            let best = brute_force(n, &edges);
            assert_eq!(size, best, "{n} vertices, edges {edges:?}, order {order:?}");
            short += usize::from(greedy < best);
            for v in 0..n {
                if let Some(w) = m.mate(v) {
                    assert_eq!(m.mate(w), Some(v));
                    assert!(adj[v * n + w], "{v}-{w} is no edge");
                }
            }
        }
        // The searches had work to do: the greedy pass alone fell short this often.
        assert!(
            short >= 100,
            "the greedy pass fell short only {short} times"
        );
    }

    #[test]
    fn a_failed_search_finds_every_vertex_that_can_stay_unmatched() {
        // A triangle 0-1-2 with a tail 2-3-4: a maximum matching leaves one of 0, 1, 2, 4
        // unmatched... but not 3, which every maximum matching covers.
        let edges = [(0, 1), (1, 2), (0, 2), (2, 3), (3, 4)];
        let m = solve(5, &edges);
        let root = (0..5).find(|&v| m.mate(v).is_none()).unwrap_or(0);
        let mut m = m;
        let active: Vec<u32> = (0..5).collect();
        let adjacent = |a: usize, b: usize| edges.contains(&(a, b)) || edges.contains(&(b, a));
        assert!(!m.augment(root, &active, adjacent));
        let exposable: Vec<usize> = (0..5).filter(|&v| m.exposable(v)).collect();
        assert_eq!(exposable, vec![0, 1, 2, 4]);
    }

    /// Every vertex some maximum matching leaves unmatched, by brute force.
    fn brute_force_exposable(n: usize, edges: &[(usize, usize)]) -> Vec<usize> {
        let best = brute_force(n, edges);
        (0..n)
            .filter(|&v| {
                let without: Vec<(usize, usize)> = edges
                    .iter()
                    .copied()
                    .filter(|&(a, b)| a != v && b != v)
                    .collect();
                brute_force(n, &without) == best
            })
            .collect()
    }

    fn exposable_after_failed_search(n: usize, edges: &[(usize, usize)]) -> Option<Vec<usize>> {
        let mut m = solve(n, edges);
        let unmatched: Vec<usize> = (0..n).filter(|&v| m.mate(v).is_none()).collect();
        let [root] = unmatched[..] else {
            return None;
        };
        let active: Vec<u32> = (0..n as u32).collect();
        let adjacent = |a: usize, b: usize| edges.contains(&(a, b)) || edges.contains(&(b, a));
        assert!(!m.augment(root, &active, adjacent));
        Some((0..n).filter(|&v| m.exposable(v)).collect())
    }

    #[test]
    fn a_blossom_through_a_blossom_keeps_the_far_side_exposable() {
        // Matched 0-5, 1-4, 2-3; 6 is left over. The search from 6 makes the blossom
        // {4, 2, 3}, then one through it back to 6 that swallows 1 (6-1=4-2=3-0=5-6):
        // 1 can be the one left unmatched (6-5, 0-3, 2-4). Joining the inner blossom
        // early stopped the walk at its base and left 1 out.
        let edges = [
            (1, 0),
            (2, 1),
            (3, 0),
            (3, 2),
            (4, 1),
            (4, 2),
            (4, 3),
            (5, 0),
            (5, 3),
            (6, 1),
            (6, 5),
        ];
        let got = exposable_after_failed_search(7, &edges);
        assert_eq!(got, Some(vec![0, 1, 2, 3, 4, 5, 6]));
    }

    #[test]
    fn a_failed_search_finds_the_exposable_vertices_of_random_graphs() {
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
        let mut searched = 0;
        for _ in 0..1500 {
            let n = 3 + next(7) as usize;
            let density = 20 + next(50);
            let edges = random_edges(&mut next, n, density, 13);
            if let Some(got) = exposable_after_failed_search(n, &edges) {
                searched += 1;
                assert_eq!(
                    got,
                    brute_force_exposable(n, &edges),
                    "{n} vertices, edges {edges:?}"
                );
            }
        }
        assert!(searched > 300, "only {searched} graphs searched");
    }

    #[test]
    fn the_matching_survives_between_searches() {
        let edges = [(0, 1), (2, 3), (1, 2)];
        let mut m = solve(4, &edges);
        assert_eq!(m.mate(0), Some(1));
        m.unmatch(0);
        assert_eq!(m.mate(1), None);
        let active: Vec<u32> = (0..4).collect();
        let adjacent = |a: usize, b: usize| edges.contains(&(a, b)) || edges.contains(&(b, a));
        assert!(m.augment(0, &active, adjacent));
        assert_eq!(m.mate(0), Some(1));
        assert_eq!(m.mate(2), Some(3));
    }
}
