//! Keeping the forest after an augmentation.
//!
//! The textbook algorithm throws away every label after each augmentation and rescans the
//! whole graph, which on a dense graph costs O(m) for each of the n/2 augmentations. But an
//! augmentation only changes the two trees it joins: every other tree is still a valid
//! alternating tree over tight edges, so only the vertices of the two joined trees go back to
//! being unlabelled. What must be redone is every record that counted those vertices as
//! outer or as reached:
//! - their own best edges (from the remaining outer vertices, since they are now free);
//! - any best edge elsewhere that points at one of their edges, since its slack no longer
//!   moves like the others it was compared with (found by walking their edges);
//! - "reached" marks on vertices inside remaining inner blossoms that were reached from them.
//!
//! (No mark of tightness is kept per edge: the duals are exact, so the scan reads an
//! edge's slack, and nothing per edge has to be undone.)
//!
//! The records of the last two kinds are not recomputed at once but marked stale, keeping
//! their slack as a lower bound (their outer vertices are fewer now; a vertex that was
//! reached took no offers, and gets the bound zero). A dual step recomputes only a stale
//! record whose bound is below the step it would otherwise take: most records lose their
//! edge again, or their owner is labelled, before one is needed.
//!
//! Blossom lists of remaining outer blossoms may still name their edges; those entries are
//! filtered by label when read and are never the only record of an edge (the side that
//! becomes outer later is always scanned again), so they are left alone.

use super::{FREE, INNER, Matcher, NONE, OUTER, STALE, Step, Weight};

impl<W: Weight> Matcher<W> {
    /// Whether `v` is an unmatched vertex alone in its tree (no blossom, nothing grown).
    pub(super) fn is_lone_root(&self, v: usize) -> bool {
        self.in_blossom[v] as usize == v && self.label_end[v] == NONE && !self.attached[v]
    }

    /// Matches two lone roots joined by the tight edge at far endpoint `p`: the cheap, common
    /// case of [`Self::dissolve_trees`].
    pub(super) fn match_lone_roots(&mut self, p: usize) {
        let (w, v) = (self.endpoint[p] as usize, self.endpoint[p ^ 1] as usize);
        self.mate[v] = p as u32;
        self.mate[w] = (p ^ 1) as u32;
        let mut dead = std::mem::take(&mut self.dead);
        dead.clear();
        dead.extend([v as u32, w as u32]);
        for x in [v, w] {
            self.label[x] = FREE;
            self.label_end[x] = NONE;
            self.forget_best(x);
            self.gone[x] = true;
        }
        let mut redo = std::mem::take(&mut self.work);
        redo.clear();
        self.refresh_around(&dead, &redo);
        for x in [v, w] {
            self.gone[x] = false;
        }
        self.work = redo;
        self.dead = dead;
    }

    /// After augmenting along the tight edge between outer vertices `v` and `w`: returns the
    /// vertices of their two trees to the unlabelled state and redoes the records that
    /// depended on them.
    pub(super) fn dissolve_trees(&mut self, v: usize, w: usize) {
        let n = self.n;
        self.root_of.fill(NONE);
        let r1 = self.root(self.in_blossom[v] as usize);
        let r2 = self.root(self.in_blossom[w] as usize);
        let mut tops = std::mem::take(&mut self.tops);
        tops.clear();
        for b in 0..2 * n {
            let top_level = self.parent[b] == NONE && (b < n || self.base[b] != NONE);
            if top_level && self.label[b] != FREE {
                let r = self.root(b);
                if r == r1 || r == r2 {
                    tops.push(b as u32);
                }
            }
        }
        let mut dead = std::mem::take(&mut self.dead);
        dead.clear();
        let mut leaves = std::mem::take(&mut self.leaves);
        for &b in &tops {
            self.collect_leaves(b as usize, &mut leaves);
            dead.extend_from_slice(&leaves);
        }
        self.leaves = leaves;
        // Outer blossoms with zero dual are opened, as at the end of a textbook stage; their
        // vertices stay in `dead` and their sub-blossoms are reset below like the others.
        for &b in &tops {
            let b = b as usize;
            if b >= n && self.label[b] == OUTER && self.dual[b] == W::ZERO {
                self.expand(b, true);
            }
        }
        for &x in &dead {
            self.gone[x as usize] = true;
        }
        // Forget every label, best edge and list at every level of the dissolved blossoms.
        for &x in &dead {
            let mut node = x as usize;
            loop {
                if self.mark[node] {
                    break;
                }
                self.mark[node] = true;
                self.label[node] = FREE;
                self.label_end[node] = NONE;
                self.forget_best(node);
                if node < n {
                    self.attached[node] = false;
                } else {
                    self.blossom_best[node] = None;
                }
                if self.parent[node] == NONE {
                    break;
                }
                node = self.parent[node] as usize;
            }
        }
        for &x in &dead {
            let mut node = x as usize;
            while self.mark[node] {
                self.mark[node] = false;
                if self.parent[node] == NONE {
                    break;
                }
                node = self.parent[node] as usize;
            }
        }
        let mut redo = std::mem::take(&mut self.work);
        redo.clear();
        // Vertices inside remaining inner blossoms that were reached from a dissolved tree.
        for x in 0..n {
            if !self.gone[x]
                && self.in_blossom[x] as usize != x
                && self.label[x] == INNER
                && self.label_end[x] != NONE
                && self.gone[self.endpoint[self.label_end[x] as usize] as usize]
            {
                self.label[x] = FREE;
                self.label_end[x] = NONE;
                redo.push((x as u32, 0));
            }
        }
        self.refresh_around(&dead, &redo);
        for &x in &dead {
            self.gone[x as usize] = false;
        }
        self.work = redo;
        self.dead = dead;
        self.tops = tops;
    }

    /// The root (top-level blossom index) of the tree holding top-level blossom `b`, memoised
    /// in `root_of` until the next dissolution.
    fn root(&mut self, b: usize) -> u32 {
        let mut path = std::mem::take(&mut self.stack);
        path.clear();
        let mut x = b;
        let root = loop {
            if self.root_of[x] != NONE {
                break self.root_of[x];
            }
            path.push(x as u32);
            let e = self.label_end[x];
            if e == NONE {
                break x as u32;
            }
            x = self.in_blossom[self.endpoint[e as usize] as usize] as usize;
        };
        for &y in &path {
            self.root_of[y as usize] = root;
        }
        self.stack = path;
        root
    }

    /// With `gone` marking the vertices just returned to the unlabelled state, and their
    /// labels already cleared: gives each its best edge from
    /// the remaining outer vertices, and marks stale every record elsewhere that pointed at
    /// one of their edges (plus the vertices already listed in `redo`, as `(x, _)`), to be
    /// recomputed by [`Self::settle_stale`] when a dual step needs them.
    fn refresh_around(&mut self, dead: &[u32], redo: &[(u32, u32)]) {
        for &x in dead {
            let x = x as usize;
            for idx in self.adj_start[x]..self.adj_start[x + 1] {
                let k = (self.adj[idx] >> 1) as usize;
                let z = self.adj_to[idx] as usize;
                if self.gone[z] {
                    continue;
                }
                let bz = self.in_blossom[z] as usize;
                if self.label[bz] == OUTER {
                    let slack = self.dual[x] + self.dual[z] - self.weight_at(idx);
                    self.offer_best(x, k, slack);
                    if self.best_edge[bz] as usize == k {
                        self.mark_stale(bz);
                    }
                } else if self.best_edge[z] as usize == k {
                    self.mark_stale(z);
                }
            }
        }
        // A vertex that was reached took no offers since: its record bounds nothing.
        for &(x, _) in redo.iter() {
            let x = x as usize;
            self.best_edge[x] = STALE;
            self.best_slack[x] = W::ZERO;
            self.mark_stale(x);
        }
    }

    /// Marks the best-edge record of `x` stale: its edge is gone, and its slack is kept as
    /// a lower bound of the least slack over the edges it stands for (the outer vertices
    /// it looked at are fewer now, and a later offer only lowers it). A record without an
    /// edge gets the bound zero.
    fn mark_stale(&mut self, x: usize) {
        if self.best_edge[x] == NONE {
            self.best_edge[x] = STALE;
            self.best_slack[x] = W::ZERO;
        }
        if !self.stale[x] {
            self.stale[x] = true;
            self.stale_marked += 1;
            self.stale_list.push(x as u32);
        }
    }

    /// The dual step's bound from the stale records, with `delta` and `step` the least
    /// bound found among the others: a stale record that still counts (a free vertex's,
    /// or a top-level outer blossom's) and whose lower bound is below `delta` is
    /// recomputed and may lower `delta`; the others stay stale, and since their bounds
    /// are at least `delta`, they move with the duals like exact records.
    pub(super) fn settle_stale(&mut self, delta: &mut W, step: &mut Step) {
        let n = self.n;
        let mut list = std::mem::take(&mut self.stale_list);
        let mut keep = 0;
        for i in 0..list.len() {
            let x = list[i] as usize;
            if !self.stale[x] {
                continue;
            }
            let outer = self.parent[x] == NONE
                && self.label[x] == OUTER
                && (x < n || self.base[x] != NONE)
                && (x >= n || self.in_blossom[x] as usize == x);
            let free = x < n && self.label[self.in_blossom[x] as usize] == FREE;
            let bound = if outer {
                self.best_slack[x].halve()
            } else {
                self.best_slack[x]
            };
            if !(outer || free) || bound >= *delta {
                list[keep] = x as u32;
                keep += 1;
                continue;
            }
            self.recompute_best(x);
            let k = self.best_edge[x];
            if k == NONE {
                continue;
            }
            let d = if outer {
                self.best_slack[x].halve()
            } else {
                self.best_slack[x]
            };
            if d < *delta {
                *delta = d;
                *step = if outer {
                    Step::Join(k)
                } else {
                    Step::GrowTo(k)
                };
            }
        }
        list.truncate(keep);
        list.extend_from_slice(&self.stale_list);
        self.stale_list = list;
    }

    /// Recomputes the stale record of `x` from the outer vertices as they stand: for a
    /// vertex, its least-slack edge to an outer blossom other than its own; for an outer
    /// blossom, the least-slack edge from its vertices to another outer blossom.
    fn recompute_best(&mut self, x: usize) {
        self.stale[x] = false;
        self.stale_recomputed += 1;
        let mut leaves = std::mem::take(&mut self.leaves);
        if x >= self.n {
            self.collect_leaves(x, &mut leaves);
        } else {
            leaves.clear();
            leaves.push(x as u32);
        }
        let own = leaves
            .first()
            .map_or(x, |&y| self.in_blossom[y as usize] as usize);
        self.best_edge[x] = NONE;
        for &y in &leaves {
            let y = y as usize;
            for idx in self.adj_start[y]..self.adj_start[y + 1] {
                let q = self.adj[idx] as usize;
                let z = self.adj_to[idx] as usize;
                let bz = self.in_blossom[z] as usize;
                if bz != own && self.label[bz] == OUTER {
                    let slack = self.dual[y] + self.dual[z] - self.weight_at(idx);
                    self.offer_best(x, q >> 1, slack);
                }
            }
        }
        self.leaves = leaves;
    }
}
