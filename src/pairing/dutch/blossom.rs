//! Maximum-weight matching on a general graph (Edmonds' blossom method with Galil's
//! dual updates, O(n^3)), over the wide edge weights of [`super::wide`].
//!
//! Only maximum weight is sought (not maximum cardinality): the completion field at the
//! top of every weight already makes more pairs worth more than anything below it.

use super::wide::Wide;

const NONE: usize = usize::MAX;

struct Solver<'a, const L: usize> {
    n: usize,
    edges: &'a [(usize, usize, Wide<L>)],
    endpoint: Vec<usize>,
    neighbend: Vec<Vec<usize>>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    parent: Vec<usize>,
    childs: Vec<Vec<usize>>,
    base: Vec<usize>,
    endps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombest: Vec<Option<Vec<usize>>>,
    unused: Vec<usize>,
    dual: Vec<Wide<L>>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

impl<const L: usize> Solver<'_, L> {
    fn slack(&self, k: usize) -> Wide<L> {
        let (i, j, w) = &self.edges[k];
        let mut s = self.dual[*i];
        s.add(&self.dual[*j]);
        s.sub(w);
        s.sub(w);
        s
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &c in &self.childs[b] {
                self.leaves(c, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut v = Vec::new();
        self.leaves(b, &mut v);
        v
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else if t == 2 {
            let base = self.base[b];
            let m = self.mate[base];
            self.assign_label(self.endpoint[m], 1, m ^ 1);
        }
    }

    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let Some(b) = self.unused.pop() else { return };
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dual[b] = Wide::zero();
        for v in self.leaves_of(b) {
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &bv in &path {
            let lists: Vec<Vec<usize>> = match self.blossombest[bv].take() {
                Some(list) => vec![list],
                None => self
                    .leaves_of(bv)
                    .into_iter()
                    .map(|v| self.neighbend[v].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for list in lists {
                for k in list {
                    let (mut i, mut j, _) = self.edges[k];
                    if self.inblossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let _ = i;
                    let bj = self.inblossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (bestedgeto[bj] == NONE || self.slack(k) < self.slack(bestedgeto[bj]))
                    {
                        bestedgeto[bj] = k;
                    }
                }
            }
            self.bestedge[bv] = NONE;
        }
        let best: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        self.bestedge[b] = NONE;
        for &k in &best {
            if self.bestedge[b] == NONE || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
            }
        }
        self.blossombest[b] = Some(best);
        self.childs[b] = path;
        self.endps[b] = endps;
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.childs[b].clone();
        for &s in &childs {
            self.parent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dual[s].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let len = childs.len() as isize;
            let at = |j: isize| childs[j.rem_euclid(len) as usize];
            let endps = self.endps[b].clone();
            let ep = |j: isize| endps[j.rem_euclid(len) as usize];
            let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
            let mut j = childs.iter().position(|&c| c == entrychild).unwrap_or(0) as isize;
            let (jstep, trick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.labelend[b];
            while j != 0 {
                let e1 = self.endpoint[p ^ 1];
                self.label[e1] = 0;
                let e2 = self.endpoint[ep(j - trick as isize) ^ trick ^ 1];
                self.label[e2] = 0;
                self.assign_label(e1, 2, p);
                self.allowedge[ep(j - trick as isize) / 2] = true;
                j += jstep;
                p = ep(j - trick as isize) ^ trick;
                self.allowedge[p / 2] = true;
                j += jstep;
            }
            let bv = at(j);
            let e = self.endpoint[p ^ 1];
            self.label[e] = 2;
            self.label[bv] = 2;
            self.labelend[e] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while at(j) != entrychild {
                let bv = at(j);
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                if let Some(v) = self.leaves_of(bv).into_iter().find(|&v| self.label[v] != 0) {
                    self.label[v] = 0;
                    let m = self.endpoint[self.mate[self.base[bv]]];
                    self.label[m] = 0;
                    self.assign_label(v, 2, self.labelend[v]);
                }
                j += jstep;
            }
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.childs[b] = Vec::new();
        self.endps[b] = Vec::new();
        self.base[b] = NONE;
        self.blossombest[b] = None;
        self.bestedge[b] = NONE;
        self.unused.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.childs[b].len() as isize;
        let i = self.childs[b].iter().position(|&c| c == t).unwrap_or(0);
        let mut j = i as isize;
        let (jstep, trick): (isize, usize) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t = self.childs[b][j.rem_euclid(len) as usize];
            let p = self.endps[b][(j - trick as isize).rem_euclid(len) as usize] ^ trick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = self.childs[b][j.rem_euclid(len) as usize];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        self.childs[b].rotate_left(i);
        self.endps[b].rotate_left(i);
        self.base[b] = self.base[self.childs[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    fn run(&mut self) {
        let n = self.n;
        for _ in 0..n {
            self.label.iter_mut().for_each(|l| *l = 0);
            self.bestedge.iter_mut().for_each(|e| *e = NONE);
            for b in n..2 * n {
                self.blossombest[b] = None;
            }
            self.allowedge.iter_mut().for_each(|a| *a = false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if augmented {
                        break;
                    }
                    for idx in 0..self.neighbend[v].len() {
                        let p = self.neighbend[v][idx];
                        let k = p / 2;
                        let w = self.endpoint[p];
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = Wide::zero();
                        if !self.allowedge[k] {
                            kslack = self.slack(k);
                            if kslack.is_zero() {
                                self.allowedge[k] = true;
                            }
                        }
                        if self.allowedge[k] {
                            if self.label[self.inblossom[w]] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[self.inblossom[w]] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == 1 {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                                self.bestedge[b] = k;
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                        {
                            self.bestedge[w] = k;
                        }
                    }
                }
                if augmented {
                    break;
                }
                // Dual update.
                let mut deltatype = 1;
                let mut delta = (0..n).map(|v| self.dual[v]).min().unwrap_or_default();
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                        let d = self.slack(self.bestedge[v]);
                        if d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.parent[b] == NONE && self.label[b] == 1 && self.bestedge[b] != NONE {
                        let mut d = self.slack(self.bestedge[b]);
                        d.shr1();
                        if d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE
                        && self.parent[b] == NONE
                        && self.label[b] == 2
                        && self.dual[b] < delta
                    {
                        delta = self.dual[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                for v in 0..n {
                    match self.label[self.inblossom[v]] {
                        1 => self.dual[v].sub(&delta),
                        2 => self.dual[v].add(&delta),
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE && self.parent[b] == NONE {
                        match self.label[b] {
                            1 => self.dual[b].add(&delta),
                            2 => self.dual[b].sub(&delta),
                            _ => {}
                        }
                    }
                }
                match deltatype {
                    2 => {
                        self.allowedge[deltaedge] = true;
                        let (mut i, mut j, _) = self.edges[deltaedge];
                        if self.label[self.inblossom[i]] == 0 {
                            std::mem::swap(&mut i, &mut j);
                        }
                        let _ = j;
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowedge[deltaedge] = true;
                        self.queue.push(self.edges[deltaedge].0);
                    }
                    4 => self.expand_blossom(deltablossom, false),
                    _ => break,
                }
            }
            if !augmented {
                break;
            }
            for b in n..2 * n {
                if self.parent[b] == NONE
                    && self.base[b] != NONE
                    && self.label[b] == 1
                    && self.dual[b].is_zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}

/// A maximum-weight matching of the graph on `n` vertices with the given edges (zero
/// weights are left out by the caller). Returns each vertex's mate.
pub fn max_weight_matching<const L: usize>(
    n: usize,
    edges: &[(usize, usize, Wide<L>)],
) -> Vec<Option<usize>> {
    if n == 0 || edges.is_empty() {
        return vec![None; n];
    }
    let mut endpoint = Vec::with_capacity(2 * edges.len());
    let mut neighbend = vec![Vec::new(); n];
    for (k, &(i, j, _)) in edges.iter().enumerate() {
        endpoint.push(i);
        endpoint.push(j);
        neighbend[i].push(2 * k + 1);
        neighbend[j].push(2 * k);
    }
    let maxweight = edges.iter().map(|e| e.2).max().unwrap_or_default();
    let mut dual = vec![maxweight; n];
    dual.extend(std::iter::repeat_n(Wide::zero(), n));
    let mut s = Solver {
        n,
        edges,
        endpoint,
        neighbend,
        mate: vec![NONE; n],
        label: vec![0; 2 * n],
        labelend: vec![NONE; 2 * n],
        inblossom: (0..n).collect(),
        parent: vec![NONE; 2 * n],
        childs: vec![Vec::new(); 2 * n],
        base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
        endps: vec![Vec::new(); 2 * n],
        bestedge: vec![NONE; 2 * n],
        blossombest: vec![None; 2 * n],
        unused: (n..2 * n).collect(),
        dual,
        allowedge: vec![false; edges.len()],
        queue: Vec::new(),
    };
    s.run();
    (0..n).map(|v| (s.mate[v] != NONE).then(|| s.endpoint[s.mate[v]])).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(v: u64) -> Wide<2> {
        Wide::from_u64(v)
    }

    #[test]
    fn small_graphs() {
        assert_eq!(max_weight_matching::<2>(2, &[(0, 1, w(1))]), vec![Some(1), Some(0)]);
        let m = max_weight_matching(4, &[(0, 1, w(2)), (1, 2, w(3)), (2, 3, w(2))]);
        assert_eq!(m, vec![Some(1), Some(0), Some(3), Some(2)]);
        let m = max_weight_matching(3, &[(0, 1, w(5)), (1, 2, w(11)), (2, 0, w(5))]);
        assert_eq!(m, vec![None, Some(2), Some(1)]);
        // Blossom: triangle plus a pendant.
        let m = max_weight_matching(
            6,
            &[(0, 1, w(9)), (0, 2, w(9)), (1, 2, w(10)), (1, 3, w(7)), (2, 4, w(6)), (3, 5, w(5)), (4, 5, w(1))],
        );
        let total: u64 = [(0, 1, 9), (0, 2, 9), (1, 2, 10), (1, 3, 7), (2, 4, 6), (3, 5, 5), (4, 5, 1)]
            .iter()
            .filter(|(a, b, _)| m[*a] == Some(*b))
            .map(|e| e.2)
            .sum();
        assert_eq!(total, 9 + 7 + 6);
    }

    /// Best total weight over all matchings, by brute force.
    fn brute(n: usize, e: &[(usize, usize, u64)], used: u32, from: usize) -> u64 {
        let mut best = 0;
        for (k, &(a, b, x)) in e.iter().enumerate().skip(from) {
            if used & (1 << a) == 0 && used & (1 << b) == 0 {
                best = best.max(x + brute(n, e, used | 1 << a | 1 << b, k + 1));
            }
        }
        best
    }

    #[test]
    fn agrees_with_brute_force_on_random_graphs() {
        let mut seed = 12345u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..400 {
            let n = 2 + (next() % 9) as usize;
            let mut e = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    if next() % 3 > 0 {
                        e.push((a, b, 1 + next() % 20));
                    }
                }
            }
            let edges: Vec<_> = e.iter().map(|&(a, b, x)| (a, b, w(x))).collect();
            let m = max_weight_matching(n, &edges);
            let mut total = 0;
            for &(a, b, x) in &e {
                if m[a] == Some(b) {
                    assert_eq!(m[b], Some(a));
                    total += x;
                }
            }
            assert_eq!(total, brute(n, &e, 0, 0), "{e:?}");
        }
    }
}
