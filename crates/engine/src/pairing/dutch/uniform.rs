//! A round that is one bracket whose every pair weighs the same: its pairing is the
//! natural one, found without a matching.
//!
//! C.04.3 Art. 3 (2026): in a homogeneous bracket, S1 holds the first MaxPairs players
//! and S2 the rest; the first candidate of the generation order pairs S1's first player
//! with S2's first, the second with the second, and so on (the last of S2 is left over
//! when the bracket is odd). Candidates are compared by the quality criteria only, and
//! the first of the best is taken. When every player may meet every other one and every
//! pair scores the same on every criterion (which the edge weights hold, field by
//! field), every candidate that pairs as many players as possible is equally good, so
//! the first one is the pairing: round 1 of an open without acceleration is the usual
//! case. The check costs one weight per pair and no memory beyond one weight, where the
//! matching would cost a cubic time and a table of all pairs.

use super::context::Context;
use super::weights::{Bracket, Layout, edge_weight};
use crate::pairing::matching::Wide;

/// The natural pairing of the whole round (for each position in `ctx.sorted`, the
/// position of the opponent; `None`: the pairing-allocated bye), when every player has
/// the same score, every pair may meet and every pair weighs the same under `b`, and,
/// if the number is odd, the last player may take the bye; otherwise `None`.
pub fn natural_pairing<const L: usize>(
    ctx: &Context,
    lay: &Layout,
    b: &Bracket,
) -> Option<Vec<Option<usize>>> {
    let n = ctx.sorted.len();
    let first = *ctx.sorted.first()?;
    let last = *ctx.sorted.last()?;
    if n < 2 || ctx.score(last) != ctx.score(first) {
        return None;
    }
    if n % 2 == 1 && !super::bye::is_candidate(ctx, last, b.bye_score) {
        return None;
    }
    let weight = |higher: usize, lower: usize| -> Wide<L> {
        edge_weight(
            ctx,
            lay,
            ctx.sorted[higher],
            ctx.sorted[lower],
            true,
            false,
            b,
        )
    };
    let every = weight(0, 1);
    if every.is_zero() {
        return None;
    }
    for lower in 1..n {
        for higher in 0..lower {
            if weight(higher, lower) != every {
                return None;
            }
        }
    }
    let half = n / 2;
    let mut mates = vec![None; n];
    for s1 in 0..half {
        mates[s1] = Some(half + s1);
        mates[half + s1] = Some(s1);
    }
    Some(mates)
}
