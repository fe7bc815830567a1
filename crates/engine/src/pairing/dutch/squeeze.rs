//! Narrower weights for one matching problem: the bit ranges that no weight in it uses
//! are cut out, which keeps every sum and every comparison the matcher makes exact.
//!
//! A round's weights are as wide as the whole round needs: one score sub-field per
//! scoregroup in each of several criteria. The matching of one bracket and the next
//! scoregroup only sees the sub-fields of the scores in it, so most of those bits are
//! zero in every weight it is given, and the matcher's work grows with the width of
//! its numbers.
//!
//! Why cutting is exact. Say every value the problem is built from (edge weights and the
//! amounts subtracted from them) is zero on a bit range `R`, and every number the matcher
//! compares is a sum or difference of at most `terms` such values. The bits below `R` of
//! `terms` values add up to less than `terms · 2^bottom(R)`, so the carry into `R` fits in
//! its lowest `guard = bits_for(terms)` bits. Keep those, drop the rest of `R`: the map is
//! then additive over such sums, and monotone on them (it only removes bits that are zero
//! in every operand of a comparison), so every comparison comes out as before, ties
//! included.

use super::weights::bits_for;
use crate::pairing::matching::Weight;
use crate::pairing::matching::Wide;

/// One kept run of bits: `len` bits from bit `from` of the wide value, written at bit `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Run {
    from: u32,
    to: u32,
    len: u32,
}

/// A piece of a run that lies in one limb of the wide value and in one limb of the
/// narrow one: `(wide[from] >> shift) & mask`, written at bit `at` of `narrow[to]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Piece {
    from: usize,
    shift: u32,
    mask: u64,
    to: usize,
    at: u32,
}

/// The map from a problem's wide weights to narrow ones.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Squeeze {
    /// The kept runs cut where either number's limbs end, done once per problem so
    /// that each of its weights takes a shift, a mask and an or per piece.
    pieces: Vec<Piece>,
    /// Width of the narrow numbers.
    pub bits: u32,
}

/// The pieces of `runs` (see [`Piece`]).
fn pieces(runs: &[Run]) -> Vec<Piece> {
    let mut pieces = Vec::new();
    for r in runs {
        let mut done = 0;
        while done < r.len {
            let (from, to) = (r.from + done, r.to + done);
            let n = (r.len - done).min(64 - from % 64).min(64 - to % 64);
            pieces.push(Piece {
                from: (from / 64) as usize,
                shift: from % 64,
                mask: if n < 64 { (1u64 << n) - 1 } else { u64::MAX },
                to: (to / 64) as usize,
                at: to % 64,
            });
            done += n;
        }
    }
    pieces
}

impl Squeeze {
    /// The map for a problem whose values together set the bits of `used`, compared in
    /// sums of at most `terms` values.
    pub fn new<const L: usize>(used: &Wide<L>, terms: usize) -> Self {
        let guard = bits_for(terms).max(1);
        let mut runs: Vec<Run> = Vec::new();
        let mut to = 0u32;
        let mut zeros = 0u32;
        // Bits are visited low to high; a run of zeros keeps its lowest `guard` bits.
        let keep = |runs: &mut Vec<Run>, from: u32, to: &mut u32| {
            match runs.last_mut() {
                Some(r) if r.from + r.len == from => r.len += 1,
                _ => runs.push(Run {
                    from,
                    to: *to,
                    len: 1,
                }),
            }
            *to += 1;
        };
        for bit in 0..Wide::<L>::BITS {
            let set = used.0[(bit / 64) as usize] >> (bit % 64) & 1 == 1;
            if set {
                zeros = 0;
                keep(&mut runs, bit, &mut to);
            } else {
                zeros += 1;
                if zeros <= guard {
                    keep(&mut runs, bit, &mut to);
                }
            }
        }
        Squeeze {
            pieces: pieces(&runs),
            bits: to,
        }
    }

    /// The map that keeps every bit of an `L`-limb number.
    pub fn identity<const L: usize>() -> Self {
        let bits = Wide::<L>::BITS;
        Squeeze {
            pieces: pieces(&[Run {
                from: 0,
                to: 0,
                len: bits,
            }]),
            bits,
        }
    }

    /// The narrow form of `w` in `K` limbs (`K · 64` must cover [`Squeeze::bits`]).
    pub fn apply<const L: usize, const K: usize>(&self, w: &Wide<L>) -> [u64; K] {
        let mut out = [0u64; K];
        for p in &self.pieces {
            out[p.to] |= (w.0[p.from] >> p.shift & p.mask) << p.at;
        }
        out
    }
}

/// A weight type a squeezed problem can be solved in.
pub trait Narrow: Weight {
    /// Bits available to weights (the matcher needs the top two of the type).
    const ROOM: u32;
    /// The narrow form of `w`.
    fn squeezed<const L: usize>(sq: &Squeeze, w: &Wide<L>) -> Self;
}

impl Narrow for u64 {
    const ROOM: u32 = 62;
    fn squeezed<const L: usize>(sq: &Squeeze, w: &Wide<L>) -> Self {
        sq.apply::<L, 1>(w)[0]
    }
}

impl Narrow for u128 {
    const ROOM: u32 = 126;
    fn squeezed<const L: usize>(sq: &Squeeze, w: &Wide<L>) -> Self {
        let [lo, hi] = sq.apply::<L, 2>(w);
        (hi as u128) << 64 | lo as u128
    }
}

impl<const K: usize> Narrow for Wide<K> {
    const ROOM: u32 = 64 * K as u32 - 2;
    fn squeezed<const L: usize>(sq: &Squeeze, w: &Wide<L>) -> Self {
        Wide(sq.apply::<L, K>(w))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wide(bits: &[u32]) -> Wide<4> {
        let mut w = Wide::ZERO;
        for &b in bits {
            w.add_at(b, 1);
        }
        w
    }

    #[test]
    fn zero_runs_keep_a_guard_and_lose_the_rest() {
        // Bits 0..3 and 100..102 used; sums of up to 3 values need 2 guard bits.
        let used = wide(&[0, 1, 2, 100, 101]);
        let sq = Squeeze::new(&used, 3);
        // 3 + 2 guard, then 2 + 2 guard at the top.
        assert_eq!(sq.bits, 3 + 2 + 2 + 2);
        let x: [u64; 1] = sq.apply(&wide(&[1, 100, 101]));
        assert_eq!(x[0], (1 << 1) | (1 << 5) | (1 << 6));
    }

    /// Each kept bit lands where counting the kept bits below it says, for runs that
    /// cross the limbs of both numbers anywhere, in narrow types of one to four limbs.
    #[test]
    fn every_kept_bit_lands_at_its_rank_among_the_kept_bits() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..400 {
            let terms = 1 + (next() % 40) as usize;
            let guard = bits_for(terms).max(1);
            // Used bits in a few runs of random places and lengths.
            let mut used = Wide::<4>::ZERO;
            for _ in 0..1 + next() % 6 {
                let from = (next() % 256) as u32;
                let len = 1 + (next() % 80) as u32;
                for b in from..(from + len).min(256) {
                    used.0[(b / 64) as usize] |= 1 << (b % 64);
                }
            }
            let sq = Squeeze::new(&used, terms);
            // The kept bits by the rule, one at a time: the used ones and the lowest
            // `guard` of every run of unused ones.
            let mut kept = Vec::new();
            let mut zeros = 0;
            for b in 0..256u32 {
                if used.0[(b / 64) as usize] >> (b % 64) & 1 == 1 {
                    zeros = 0;
                    kept.push(b);
                } else {
                    zeros += 1;
                    if zeros <= guard {
                        kept.push(b);
                    }
                }
            }
            assert_eq!(sq.bits as usize, kept.len(), "round {round}");
            let value = Wide::<4>([next(), next(), next(), next()]);
            let mut expected = [0u64; 4];
            for (rank, &b) in kept.iter().enumerate() {
                if value.0[(b / 64) as usize] >> (b % 64) & 1 == 1 {
                    expected[rank / 64] |= 1 << (rank % 64);
                }
            }
            let limbs = kept.len().div_ceil(64).max(1);
            match limbs {
                1 => assert_eq!(sq.apply::<4, 1>(&value)[..], expected[..1], "round {round}"),
                2 => assert_eq!(sq.apply::<4, 2>(&value)[..], expected[..2], "round {round}"),
                3 => assert_eq!(sq.apply::<4, 3>(&value)[..], expected[..3], "round {round}"),
                _ => assert_eq!(sq.apply::<4, 4>(&value)[..], expected[..], "round {round}"),
            }
        }
    }

    #[test]
    fn sums_and_order_survive() {
        // Values with scattered fields; compare sums of three of them both ways.
        let values: Vec<Wide<4>> = [
            vec![3, 70, 200],
            vec![0, 1, 70, 71],
            vec![2, 130, 200, 201],
            vec![5, 64, 199],
            vec![63, 64, 65, 130],
        ]
        .iter()
        .map(|b| wide(b))
        .collect();
        let mut used = Wide::<4>::ZERO;
        for v in &values {
            for (u, l) in used.0.iter_mut().zip(v.0) {
                *u |= l;
            }
        }
        let sq = Squeeze::new(&used, 6);
        assert!(sq.bits < 64);
        let narrow = |w: &Wide<4>| u64::squeezed(&sq, w);
        let n = values.len();
        let mut sums: Vec<(Wide<4>, u64)> = Vec::new();
        for a in 0..n {
            for b in 0..n {
                for c in 0..n {
                    let mut s = values[a];
                    s.add_wrapping(&values[b]);
                    s.add_wrapping(&values[c]);
                    let t = narrow(&values[a]) + narrow(&values[b]) + narrow(&values[c]);
                    assert_eq!(narrow(&s), t, "squeezing is additive");
                    sums.push((s, t));
                }
            }
        }
        for (s1, t1) in &sums {
            for (s2, t2) in &sums {
                assert_eq!(s1.cmp(s2), t1.cmp(t2));
            }
        }
    }
}
