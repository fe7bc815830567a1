//! The weights of a focus's pairs, held in little room.
//!
//! A focus of a big open holds a bracket and its next scoregroup: a few thousand
//! players, millions of pairs, each weight several hundred bits wide. Held whole, those
//! weights took most of the memory of a 5,000-player round. Above their lowest bits the
//! weights take few values, though: the criteria fields take few values (the bracket
//! keeps a table of its distinct criteria weights for that reason), and what the
//! bracket procedure adds to single pairs, its nudges, lives in the low bits it keeps
//! free, moved up by at most the lift. So each weight is held as the number of its high
//! part in a table of the distinct high parts, plus its lowest 128 bits, read as a
//! signed amount: a nudge below zero then leaves the high part as it was.
//!
//! The split is exact for every weight (high part plus low amount gives the weight back
//! bit for bit, wrapping as the weight type wraps); only its size depends on the
//! weights. With nudges below 2^127 a criteria weight has at most two high parts, the
//! one it rounds to and the one above (a nudge that carries into bit 128). A big
//! bracket's weights move up further (see `WIDE_FROM` in the bracket procedure), and
//! then its nudges reach above the low part: the pairs nudged get high parts of their
//! own, and the parts that later weights replaced are let go once they pile up.

use super::super::quick_hash::QuickMap;
use crate::pairing::matching::Wide;

/// The lower triangle of a focus's pairs: pair (i, j), i > j, at `i * (i - 1) / 2 + j`.
pub(super) struct Triangle<const L: usize> {
    /// The distinct high parts, zero first, and the number of each.
    highs: Vec<Wide<L>>,
    number: QuickMap<Wide<L>, u32>,
    /// The high part interned last and its number: weights set one after the other
    /// often share it, and a comparison costs less than the table.
    last: (Wide<L>, u32),
    /// Per pair: the number of its weight's high part, and its lowest 128 bits.
    high: Vec<u32>,
    low: Vec<[u64; 2]>,
    /// How many high parts the table held when it was last made afresh (or filled):
    /// once it holds twice that and more, parts no pair holds any more are let go.
    kept: usize,
}

/// How many more high parts than twice those last kept the table may hold (so that a
/// small table is not made afresh over and over).
const SPARE_HIGHS: usize = 4096;

impl<const L: usize> Triangle<L> {
    /// Room for `pairs` pairs, none held yet.
    pub fn with_capacity(pairs: usize) -> Self {
        const { assert!(L >= 2, "a weight has at least two limbs") };
        Triangle {
            highs: vec![Wide::ZERO],
            number: QuickMap::from_iter([(Wide::ZERO, 0)]),
            last: (Wide::ZERO, 0),
            high: Vec::with_capacity(pairs),
            low: Vec::with_capacity(pairs),
            kept: 1,
        }
    }

    /// Holds `w` as the next pair.
    pub fn push(&mut self, w: Wide<L>) {
        let (h, low) = self.split(w);
        self.high.push(h);
        self.low.push(low);
        self.kept = self.highs.len();
    }

    /// The weight of the pair at `at`.
    #[inline]
    pub fn get(&self, at: usize) -> Wide<L> {
        whole(&self.highs[self.high[at] as usize], self.low[at])
    }

    /// Makes `w` the weight of the pair at `at`. Nudges wider than the low part (a
    /// weight moved up far) give many pairs a high part of their own; the parts that
    /// weights set since have replaced are let go when they have piled up.
    pub fn set(&mut self, at: usize, w: Wide<L>) {
        let (h, low) = self.split(w);
        self.high[at] = h;
        self.low[at] = low;
        if self.highs.len() > 2 * self.kept + SPARE_HIGHS {
            self.remake(|_| {});
        }
    }

    /// Every weight shifted left (`up`) or right by `bits`, as `Wide`'s shifts do, bits
    /// moved out lost.
    pub fn shift(&mut self, bits: u32, up: bool) {
        if bits == 0 {
            return;
        }
        self.remake(|w| {
            if up {
                w.shl_in_place(bits);
            } else {
                w.shr_in_place(bits);
            }
        });
    }

    /// Every weight passed through `f`, and the table of high parts made afresh from
    /// the pairs' own, so that parts no pair holds any more do not pile up.
    fn remake(&mut self, f: impl Fn(&mut Wide<L>)) {
        let highs = std::mem::replace(&mut self.highs, vec![Wide::ZERO]);
        self.number.clear();
        self.number.insert(Wide::ZERO, 0);
        self.last = (Wide::ZERO, 0);
        for at in 0..self.high.len() {
            let mut w = whole(&highs[self.high[at] as usize], self.low[at]);
            f(&mut w);
            let (h, low) = self.split(w);
            self.high[at] = h;
            self.low[at] = low;
        }
        self.kept = self.highs.len();
    }

    /// The number of pairs held.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.high.len()
    }

    /// How many distinct high parts the table holds.
    #[cfg(test)]
    pub fn distinct_highs(&self) -> usize {
        self.highs.len()
    }

    fn split(&mut self, w: Wide<L>) -> (u32, [u64; 2]) {
        let (high, low) = parts(w);
        (self.intern(high), low)
    }

    fn intern(&mut self, high: Wide<L>) -> u32 {
        if self.last.0 == high {
            return self.last.1;
        }
        let h = match self.number.get(&high) {
            Some(&h) => h,
            None => {
                let h = self.highs.len() as u32;
                self.highs.push(high);
                self.number.insert(high, h);
                h
            }
        };
        self.last = (high, h);
        h
    }
}

/// The weight of a high part and a low amount: the amount's two limbs in place of the
/// high part's (which are zero), one taken off the limbs above when it is below zero.
#[inline]
fn whole<const L: usize>(high: &Wide<L>, [l0, l1]: [u64; 2]) -> Wide<L> {
    let mut w = *high;
    w.0[0] = l0;
    w.0[1] = l1;
    if (l1 as i64) < 0 {
        for limb in &mut w.0[2..] {
            let (x, borrow) = limb.overflowing_sub(1);
            *limb = x;
            if !borrow {
                break;
            }
        }
    }
    w
}

/// `w` as a high part and its lowest 128 bits, read as a signed amount: the high part is
/// `w` less that amount (its lowest 128 bits are zero).
fn parts<const L: usize>(w: Wide<L>) -> (Wide<L>, [u64; 2]) {
    let limbs = w.limbs();
    let low = [limbs[0], limbs[1]];
    let mut high = w;
    high.0[0] = 0;
    high.0[1] = 0;
    if (low[1] as i64) < 0 {
        // The low amount is below zero: the high part is one unit of 2^128 above.
        high.add_at(128, 1);
    }
    (high, low)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A few criteria-like values high up, nudged by amounts of either sign below 2^60
    /// (and a few weights with arbitrary bits everywhere).
    fn weights<const L: usize>(seed: u64, count: usize) -> Vec<Wide<L>> {
        let mut s = seed;
        let mut next = move || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        let bases: Vec<Wide<L>> = (0..5)
            .map(|_| {
                let mut limbs = [0u64; L];
                for limb in limbs.iter_mut().skip(1) {
                    *limb = next() >> 3;
                }
                Wide::from_limbs(limbs)
            })
            .collect();
        (0..count)
            .map(|k| {
                if k % 97 == 0 {
                    let mut limbs = [0u64; L];
                    limbs.iter_mut().for_each(|l| *l = next());
                    return Wide::from_limbs(limbs);
                }
                let mut w = bases[(next() % 5) as usize];
                let nudge = Wide::<L>::from_u128(((next() >> 24) as u128) << (next() % 20));
                if next() % 2 == 0 {
                    w.add_wrapping(&nudge);
                } else {
                    w.sub_wrapping(&nudge);
                }
                w
            })
            .collect()
    }

    #[test]
    fn every_weight_is_read_back_as_it_was_set_and_shifted() {
        let ws = weights::<6>(7, 2_000);
        let mut t = Triangle::<6>::with_capacity(ws.len());
        ws.iter().for_each(|&w| t.push(w));
        assert_eq!(t.len(), ws.len());
        for (at, w) in ws.iter().enumerate() {
            assert_eq!(t.get(at), *w, "pair {at} as pushed");
        }
        // Criteria-like weights share their high parts.
        assert!(
            t.distinct_highs() < 100,
            "{} high parts",
            t.distinct_highs()
        );
        let later = weights::<6>(11, 2_000);
        for (at, w) in later.iter().enumerate().step_by(3) {
            t.set(at, *w);
        }
        let mut expected: Vec<Wide<6>> = (0..ws.len())
            .map(|at| if at % 3 == 0 { later[at] } else { ws[at] })
            .collect();
        for (bits, up) in [(1, true), (20, true), (43, true), (43, false)] {
            t.shift(bits, up);
            for (at, w) in expected.iter_mut().enumerate() {
                if up {
                    w.shl_in_place(bits);
                } else {
                    w.shr_in_place(bits);
                }
                assert_eq!(t.get(at), *w, "pair {at} after a shift of {bits}");
            }
            assert!(
                t.distinct_highs() < 200,
                "{} high parts",
                t.distinct_highs()
            );
        }
    }

    #[test]
    fn high_parts_no_pair_holds_are_let_go() {
        let ws = weights::<4>(5, 300);
        let mut t = Triangle::<4>::with_capacity(ws.len());
        ws.iter().for_each(|&w| t.push(w));
        let mut now = ws.clone();
        let mut most = 0;
        // Every pair set again and again to weights with a high part of its own.
        for round in 1..=100u64 {
            for (at, w) in now.iter_mut().enumerate() {
                *w = Wide::from_limbs([at as u64, 0, round, at as u64 + 1]);
                t.set(at, *w);
                most = most.max(t.distinct_highs());
            }
        }
        for (at, w) in now.iter().enumerate() {
            assert_eq!(t.get(at), *w, "pair {at}");
        }
        // Never more than twice the live parts and the spare: 30,000 were made.
        assert!(
            most <= 2 * (ws.len() + 10) + SPARE_HIGHS + 1,
            "{most} high parts"
        );
        assert!(
            most > SPARE_HIGHS,
            "the table did grow before it was made afresh"
        );
    }

    #[test]
    fn a_weight_of_two_limbs_is_its_low_amount_alone() {
        let ws = weights::<2>(3, 500);
        let mut t = Triangle::<2>::with_capacity(ws.len());
        ws.iter().for_each(|&w| t.push(w));
        for (at, w) in ws.iter().enumerate() {
            assert_eq!(t.get(at), *w);
        }
        assert_eq!(t.distinct_highs(), 1);
    }
}
