//! C4, completion: the top field of every edge weight.
//!
//! C.04.3 Art. 2.2 (2026): "C4: choose the set of downfloaters in order to complete the
//! round-pairing" — every bracket's choice must leave a legal pairing (C1-C3) possible
//! for everyone still unpaired. Together with C2 and C5: when the number of players is
//! odd, the one left over must be allowed the pairing-allocated bye and have the lowest
//! possible score.
//!
//! Every pair is worth one unit here, plus one for each of its players who is not a
//! candidate for the bye; the matching first maximises this sum, so it pairs as many
//! players as possible and leaves over only a bye candidate.

use super::bye::is_candidate;
use super::context::Context;
use crate::model::Points;

pub fn field(ctx: &Context, higher: usize, lower: usize, bye_score: Points) -> u64 {
    1 + !is_candidate(ctx, higher, bye_score) as u64 + !is_candidate(ctx, lower, bye_score) as u64
}
