//! The matchers a round's problems are solved in, one per narrow weight type a
//! squeezed problem may fit (see [`super::squeeze`]), and what the last problem left
//! behind for the next one to start from: its squeeze, ids, matching and duals (see
//! [`super::graph`], which builds the problems).

use super::shortcuts::took;
use super::squeeze::{Narrow, Squeeze};
use crate::pairing::matching::Wide;
use crate::pairing::matching::{Core, Matcher};

const NONE: u32 = u32::MAX;
/// The edges each vertex brings to the core a dense problem is solved on first (see
/// [`Matcher::solve_priced`]): 8 of least slack and 16 spread over the rest. Measured on
/// round 3 of 1,000-5,000 players against 32 of least slack alone (the old core): 1,001
/// players 0.90 -> 0.60 s, 2,001 players 3.45 -> 2.39 s, 5,000 players 25.6 -> 18.3 s;
/// 16 + 16, 24 + 8, 12 + 12, 4 + 12 and 4 + 20 came within a tenth of it.
const CORE: Core = Core {
    least: 8,
    spread: 16,
};

/// Matchers for the narrow weight types a squeezed problem may fit (see
/// [`super::squeeze`]), kept so that their buffers are reused, and what the last
/// problem left behind for the next one to start from.
#[derive(Default)]
pub(super) struct Pool<const L: usize> {
    pub(super) wide: Slot<Wide<L>>,
    pub(super) m1: Slot<u64>,
    pub(super) m2: Slot<u128>,
    pub(super) m3: Slot<Wide<3>>,
    pub(super) m4: Slot<Wide<4>>,
    pub(super) m5: Slot<Wide<5>>,
    pub(super) m6: Slot<Wide<6>>,
    pub(super) m8: Slot<Wide<8>>,
    pub(super) last: Option<Last<L>>,
    /// Amounts to move some vertices' duals by when the next problem starts from the
    /// last one (see [`Graph::shift_start`]).
    pub(super) shifts: Vec<Shift<L>>,
    /// No squeeze and no warm start: every problem solved afresh in `Wide<L>`.
    pub(super) plain: bool,
    /// The edges per vertex of a dense problem's first core (see
    /// [`Matcher::solve_priced`]; none of least slack: [`CORE`]).
    pub(super) core: Core,
}

/// How a problem without a start is begun (greedily, or from every dual at the
/// heaviest weight), and the edges per vertex of a dense problem's first core.
#[derive(Clone, Copy)]
pub(super) struct How {
    greedy: bool,
    core: Core,
}

impl How {
    const PLAIN: How = How {
        greedy: false,
        core: CORE,
    };
}

/// A vertex (by id) whose dual moves up (or `down`) by twice `by` at a warm start.
#[derive(Clone, Copy)]
pub struct Shift<const L: usize> {
    pub vertex: usize,
    pub by: Wide<L>,
    pub down: bool,
}

/// One weight type's matcher (which keeps the edges of its problems, in room reused
/// from one problem to the next) and the duals of its last solution.
#[derive(Default)]
pub(super) struct Slot<T> {
    pub(super) m: Matcher<T>,
    pub(super) duals: Vec<T>,
}

/// The last problem solved: its squeeze (a warm start needs the same units), the bits
/// its values used, how many values a compared sum had at most, its vertices (as
/// stable ids), its kind and its matching.
pub(super) struct Last<const L: usize> {
    pub(super) sq: Squeeze,
    pub(super) used: Wide<L>,
    pub(super) terms: usize,
    pub(super) ids: Vec<u32>,
    pub(super) split: bool,
    pub(super) mates: Vec<Option<usize>>,
    /// Which matcher of the pool solved it (see [`Pool::last_duals`]).
    pub(super) kind: u8,
}

/// A problem's vertices as stable ids, and whether it is a focus problem of the split
/// (only a problem of the same kind may start from the last one's solution).
#[derive(Clone, Copy)]
pub(super) struct Ids<'a> {
    pub(super) of: &'a [u32],
    pub(super) split: bool,
}

/// What an edge of a problem gives up from its weight: nothing, one vertex's share, or
/// the constant `unit` plus the shares of two vertices (indices into the problem's
/// shares).
#[derive(Clone, Copy)]
pub(super) enum Less {
    Nothing,
    Share(usize),
    Pair(usize, usize),
}

/// Calls its argument with `(i, j, plus, less)` for every edge of a problem, whose weight
/// is `plus` less what `less` names; an edge is kept only when that is positive.
pub(super) type Edges<'a, const L: usize> =
    &'a dyn Fn(&mut dyn FnMut(usize, usize, &Wide<L>, Less));

/// The constant and the per-vertex shares that [`Less`] refers to.
pub(super) struct Shares<'a, const L: usize> {
    pub(super) unit: &'a Wide<L>,
    pub(super) of: &'a [Wide<L>],
}

impl<const L: usize> Pool<L> {
    /// Lets go of the room the matchers keep for their problems' edges, except the one
    /// that solved the last problem, whose duals may still be read (a new focus: its
    /// problems have another size, and the memory is better free while the focus's
    /// weights are built).
    pub(super) fn release_graphs(&mut self) {
        let kept = self.last.as_ref().map(|last| last.kind);
        let matchers: [(u8, &mut dyn Release); 8] = [
            (0, &mut self.wide.m),
            (1, &mut self.m1.m),
            (2, &mut self.m2.m),
            (3, &mut self.m3.m),
            (4, &mut self.m4.m),
            (5, &mut self.m5.m),
            (6, &mut self.m6.m),
            (8, &mut self.m8.m),
        ];
        for (kind, m) in matchers {
            if kept != Some(kind) {
                m.release();
            }
        }
    }

    /// A maximum-weight matching of a problem of `count` vertices whose values together
    /// set the bits of `used` (see [`Edges`]), solved in the narrowest weight type that
    /// holds it once squeezed; `None` if the matcher refuses the graph.
    ///
    /// When the last problem was of the same kind and its squeeze still fits this one
    /// (these values use no bit its values did not, and these sums have no more terms),
    /// the problem is solved in the same units, starting from the last solution.
    pub(super) fn solve(
        &mut self,
        used: &Wide<L>,
        ids: Ids,
        shares: &Shares<L>,
        each: Edges<L>,
    ) -> Option<Vec<Option<usize>>> {
        let count = ids.of.len();
        if self.plain {
            let whole = Squeeze::identity::<L>();
            return run(
                &mut self.wide,
                &whole,
                count,
                None,
                How::PLAIN,
                shares,
                each,
            );
        }
        // A compared sum has at most one plus and three minus values per vertex.
        let terms = 4 * count + 8;
        let last = self.last.take().filter(|last| {
            last.split == ids.split
                && terms <= last.terms
                && used.0.iter().zip(last.used.0).all(|(u, l)| u & !l == 0)
        });
        let (sq, used, terms) = match &last {
            Some(last) => (last.sq.clone(), last.used, last.terms),
            None => (Squeeze::new(used, terms), *used, terms),
        };
        let shifts = std::mem::take(&mut self.shifts);
        let start = last.as_ref().map(|last| (last, ids.of, &shifts[..]));
        let kind = match sq.bits {
            b if b <= u64::ROOM => 1,
            b if b <= u128::ROOM => 2,
            b if b <= Wide::<3>::ROOM => 3,
            b if b <= Wide::<4>::ROOM => 4,
            b if b <= Wide::<5>::ROOM => 5,
            b if b <= Wide::<6>::ROOM => 6,
            b if b <= Wide::<8>::ROOM => 8,
            _ => 0,
        };
        // Every problem without a start begins greedily: measured faster on focus
        // problems and on the last brackets of a round, solved whole when nobody is left
        // outside the focus (round 3 of 2,000 players, whose last 498 players took 0.36 s
        // from every dual at the heaviest weight: the round 2.52 -> 2.24 s), and the
        // same on rounds 1 and 2, which the counting paths settle.
        let how = How {
            greedy: true,
            core: match self.core.least {
                0 => CORE,
                _ => self.core,
            },
        };
        let p = &mut *self;
        let mates = match sq.bits {
            b if b <= u64::ROOM => run(&mut p.m1, &sq, count, start, how, shares, each),
            b if b <= u128::ROOM => run(&mut p.m2, &sq, count, start, how, shares, each),
            b if b <= Wide::<3>::ROOM => run(&mut p.m3, &sq, count, start, how, shares, each),
            b if b <= Wide::<4>::ROOM => run(&mut p.m4, &sq, count, start, how, shares, each),
            b if b <= Wide::<5>::ROOM => run(&mut p.m5, &sq, count, start, how, shares, each),
            b if b <= Wide::<6>::ROOM => run(&mut p.m6, &sq, count, start, how, shares, each),
            b if b <= Wide::<8>::ROOM => run(&mut p.m8, &sq, count, start, how, shares, each),
            _ => {
                let whole = Squeeze::identity::<L>();
                run(&mut p.wide, &whole, count, None, how, shares, each)
            }
        }?;
        self.last = Some(Last {
            sq,
            used,
            terms,
            ids: ids.of.to_vec(),
            split: ids.split,
            mates: mates.clone(),
            kind,
        });
        Some(mates)
    }
}

/// Solves the problem of `count` vertices in `T`, squeezed by `sq`, from the last
/// solution when `start` gives it (with this problem's ids). Sums of squeezed values are
/// squeezed sums, so the shares are squeezed once and added in `T`.
pub(super) fn run<const L: usize, T: Narrow>(
    slot: &mut Slot<T>,
    sq: &Squeeze,
    count: usize,
    start: Option<(&Last<L>, &[u32], &[Shift<L>])>,
    how: How,
    shares: &Shares<L>,
    each: Edges<L>,
) -> Option<Vec<Option<usize>>> {
    let unit = T::squeezed(sq, shares.unit);
    let of: Vec<T> = shares.of.iter().map(|w| T::squeezed(sq, w)).collect();
    // The problem's edges go straight into the matcher, which keeps them once.
    let fill = |push: &mut dyn FnMut(usize, usize, T)| {
        each(&mut |i, j, plus, less| {
            let plus = T::squeezed(sq, plus);
            let minus = match less {
                Less::Nothing => T::ZERO,
                Less::Share(a) => of[a],
                Less::Pair(a, b) => unit + of[a] + of[b],
            };
            if plus > minus {
                push(i, j, plus - minus);
            }
        })
    };
    let priced = slot.m.priced();
    let result = match start {
        Some((last, ids, shifts)) if slot.duals.len() == last.ids.len() => {
            // Where each vertex of this problem sat in the last one, and back.
            let top = ids
                .iter()
                .chain(&last.ids)
                .max()
                .map_or(0, |&m| m as usize + 1);
            let mut was = vec![NONE; top];
            for (i, &id) in last.ids.iter().enumerate() {
                was[id as usize] = i as u32;
            }
            let mut now = vec![NONE; top];
            for (i, &id) in ids.iter().enumerate() {
                now[id as usize] = i as u32;
            }
            let mut mates = vec![None; count];
            let mut duals = vec![None; count];
            for (i, &id) in ids.iter().enumerate() {
                let w = was[id as usize];
                if w != NONE {
                    duals[i] = Some(slot.duals[w as usize]);
                    mates[i] = last.mates[w as usize]
                        .map(|m| now[last.ids[m] as usize])
                        .filter(|&m| m != NONE)
                        .map(|m| m as usize);
                }
            }
            for shift in shifts {
                let at = now.get(shift.vertex).copied().unwrap_or(NONE);
                let Some(Some(d)) = duals.get_mut(at as usize) else {
                    continue;
                };
                let by = T::squeezed(sq, &shift.by);
                let by = by + by;
                *d = match shift.down {
                    false => d.checked_add(by).unwrap_or(*d),
                    true if *d >= by => *d - by,
                    true => *d,
                };
            }
            slot.m
                .solve_priced_with(count, fill, Some((&mates, &duals)), how.core)
        }
        _ if how.greedy => slot.m.solve_priced_with(count, fill, None, how.core),
        _ => slot.m.solve_with(count, fill),
    };
    let now = slot.m.priced();
    if now.0 > priced.0 {
        took(|s| &mut s.priced);
    }
    if now.1 > priced.1 {
        took(|s| &mut s.priced_grown);
    }
    let mates = result.ok()?;
    slot.duals = slot.m.flat_duals();
    Some(mates)
}

/// A matcher of any weight type, to let go of its buffers (see [`Matcher::release`]).
trait Release {
    fn release(&mut self);
}

impl<W: crate::pairing::matching::Weight> Release for Matcher<W> {
    fn release(&mut self) {
        Matcher::release(self);
    }
}

/// The duals of the last solve, whatever weight type it ran in (see [`Matcher::tight_at`]).
pub(super) trait Duals {
    fn unnested(&self, v: usize) -> bool;
    fn positive(&self, v: usize) -> bool;
    fn tight_at(&self, v: usize, near: &mut Vec<usize>) -> bool;
    fn tight_pair(&self, a: usize, b: usize) -> bool;
}

impl<W: crate::pairing::matching::Weight> Duals for Matcher<W> {
    fn unnested(&self, v: usize) -> bool {
        Matcher::unnested(self, v)
    }
    fn positive(&self, v: usize) -> bool {
        Matcher::dual_positive(self, v)
    }
    fn tight_at(&self, v: usize, near: &mut Vec<usize>) -> bool {
        Matcher::tight_at(self, v, near)
    }
    fn tight_pair(&self, a: usize, b: usize) -> bool {
        Matcher::tight_pair(self, a, b)
    }
}

impl<const L: usize> Pool<L> {
    /// The matcher the last problem was solved in, with its duals.
    pub(super) fn last_duals(&self) -> Option<&dyn Duals> {
        let last = self.last.as_ref()?;
        Some(match last.kind {
            1 => &self.m1.m,
            2 => &self.m2.m,
            3 => &self.m3.m,
            4 => &self.m4.m,
            5 => &self.m5.m,
            6 => &self.m6.m,
            8 => &self.m8.m,
            _ => &self.wide.m,
        })
    }
}
