//! Changing the shape of blossoms: opening one (mid-stage when its dual reaches zero, or at
//! the end of a stage when that is free) and rematching inside blossoms along an augmenting
//! path, so that the path's vertex becomes each blossom's new base.
//!
//! A blossom keeps its sub-blossoms in cycle order starting at the base, with the edges
//! between consecutive ones; walking the cycle one way or the other from a given child
//! always gives an even-length alternating path back to the base, which is the path both
//! operations follow.

use super::{FREE, INNER, Matcher, NONE, OUTER, Weight};

impl<W: Weight> Matcher<W> {
    /// Opens blossom `b`. Mid-stage (`end_of_stage` false) `b` is inner and its
    /// sub-blossoms on the even path through it are relabelled so the tree stays alternating;
    /// at the end of a stage, sub-blossoms with zero dual are opened too.
    pub(super) fn expand(&mut self, b: usize, end_of_stage: bool) {
        let n = self.n;
        let mut todo = vec![b as u32];
        while let Some(x) = todo.pop() {
            let x = x as usize;
            let kids = std::mem::take(&mut self.children[x]);
            let mut leaves = std::mem::take(&mut self.leaves);
            for &s in &kids {
                let s = s as usize;
                self.parent[s] = NONE;
                if s < n {
                    self.in_blossom[s] = s as u32;
                } else if end_of_stage && self.dual[s] == W::ZERO {
                    todo.push(s as u32);
                } else {
                    self.collect_leaves(s, &mut leaves);
                    for &v in &leaves {
                        self.in_blossom[v as usize] = s as u32;
                    }
                }
            }
            self.leaves = leaves;
            self.children[x] = kids;
            if !end_of_stage && self.label[x] == INNER {
                self.relabel_opened(x);
            }
            self.label[x] = FREE;
            self.label_end[x] = NONE;
            self.children[x].clear();
            self.endps[x].clear();
            self.base[x] = NONE;
            self.blossom_best[x] = None;
            self.forget_best(x);
            self.unused.push(x as u32);
        }
    }

    /// After inner blossom `b` was opened mid-stage: labels the sub-blossoms on the even-length
    /// path from the entry child to the base, and gives the others back their own labels.
    fn relabel_opened(&mut self, b: usize) {
        let len = self.children[b].len() as isize;
        let at = |j: isize| j.rem_euclid(len) as usize;
        let entry = self.in_blossom[self.endpoint[(self.label_end[b] ^ 1) as usize] as usize];
        let i = self.children[b]
            .iter()
            .position(|&c| c == entry)
            .unwrap_or(0) as isize;
        let (mut j, step, trick) = if i & 1 == 1 {
            (i - len, 1, 0)
        } else {
            (i, -1, 1)
        };
        let mut p = self.label_end[b];
        while j != 0 {
            let q = self.endps[b][at(j - trick)] ^ trick as u32;
            self.label[self.endpoint[(p ^ 1) as usize] as usize] = FREE;
            self.label[self.endpoint[(q ^ 1) as usize] as usize] = FREE;
            self.assign_label(self.endpoint[(p ^ 1) as usize] as usize, INNER, p);
            j += step;
            p = self.endps[b][at(j - trick)] ^ trick as u32;
            j += step;
        }
        let bv = self.children[b][at(j)] as usize;
        let v = self.endpoint[(p ^ 1) as usize] as usize;
        self.label[v] = INNER;
        self.label[bv] = INNER;
        self.label_end[v] = p;
        self.label_end[bv] = p;
        self.forget_best(bv);
        j += step;
        let mut leaves = std::mem::take(&mut self.leaves);
        while self.children[b][at(j)] != entry {
            let bv = self.children[b][at(j)] as usize;
            j += step;
            if self.label[bv] == OUTER {
                continue;
            }
            self.collect_leaves(bv, &mut leaves);
            let reached = leaves
                .iter()
                .copied()
                .find(|&x| self.label[x as usize] != FREE);
            if let Some(x) = reached {
                let x = x as usize;
                self.label[x] = FREE;
                let mate = self.mate[self.base[bv] as usize];
                self.label[self.endpoint[mate as usize] as usize] = FREE;
                self.assign_label(x, INNER, self.label_end[x]);
            }
        }
        self.leaves = leaves;
    }

    /// Rematches the inside of blossom `b` so that vertex `v` becomes its base.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let n = self.n;
        let mut work = std::mem::take(&mut self.work);
        work.clear();
        work.push((b as u32, v as u32));
        while let Some((b, v)) = work.pop() {
            let (b, v) = (b as usize, v as usize);
            let mut t = v;
            while self.parent[t] as usize != b {
                t = self.parent[t] as usize;
            }
            if t >= n {
                work.push((t as u32, v as u32));
            }
            let len = self.children[b].len() as isize;
            let at = |j: isize| j.rem_euclid(len) as usize;
            let i = self.children[b]
                .iter()
                .position(|&c| c as usize == t)
                .unwrap_or(0);
            let (mut j, step, trick) = if i & 1 == 1 {
                (i as isize - len, 1, 0)
            } else {
                (i as isize, -1, 1)
            };
            while j != 0 {
                j += step;
                let t = self.children[b][at(j)] as usize;
                let p = (self.endps[b][at(j - trick)] ^ trick as u32) as usize;
                if t >= n {
                    work.push((t as u32, self.endpoint[p]));
                }
                j += step;
                let t = self.children[b][at(j)] as usize;
                if t >= n {
                    work.push((t as u32, self.endpoint[p ^ 1]));
                }
                self.mate[self.endpoint[p] as usize] = (p ^ 1) as u32;
                self.mate[self.endpoint[p ^ 1] as usize] = p as u32;
            }
            self.children[b].rotate_left(i);
            self.endps[b].rotate_left(i);
            self.base[b] = v as u32;
        }
        self.work = work;
    }

    /// Flips the augmenting path through edge `k` between two different trees (or, in a
    /// warm start, from a tree to an unmatched vertex outside the trees).
    pub(super) fn augment(&mut self, k: usize) {
        let (v, w) = self.ends(k);
        self.flip_from(v, (2 * k + 1) as u32);
        self.flip_from(w, (2 * k) as u32);
    }

    /// Matches vertex `s` to the far end of endpoint `p` (`NONE`: leaves it unmatched)
    /// and flips the alternating path from its blossom up to the root of its tree.
    pub(super) fn flip_from(&mut self, mut s: usize, p: u32) {
        let n = self.n;
        let mut p = p as usize;
        loop {
            let bs = self.in_blossom[s] as usize;
            if bs >= n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = p as u32;
            if self.label_end[bs] == NONE {
                break;
            }
            let t = self.endpoint[self.label_end[bs] as usize] as usize;
            let bt = self.in_blossom[t] as usize;
            let end = self.label_end[bt] as usize;
            s = self.endpoint[end] as usize;
            let j = self.endpoint[end ^ 1] as usize;
            if bt >= n {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = end as u32;
            p = end ^ 1;
        }
    }
}
