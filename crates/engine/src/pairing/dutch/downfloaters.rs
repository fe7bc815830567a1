//! C6-C8: how many players float down, which scores, and the look-ahead.
//!
//! C.04.3 Art. 2.3 (2026): "C6: minimise the number of downfloaters (maximise the number
//! of pairs)." "C7: minimise the scores of the downfloaters, compared from the highest
//! down." "C8: choose the set of downfloaters so that in the following bracket C1-C7 are
//! satisfied as well as possible."
//!
//! A pair inside the current bracket counts one unit in the pairs field and one unit in
//! the sub-field of its higher player's score, so pairing more players, and higher ones,
//! weighs more. The same two fields for pairs whose lower player is in the next
//! scoregroup carry the look-ahead.

use super::context::Context;
use super::weights::{Layout, Packer};

pub fn fields<const L: usize>(
    p: &mut Packer<L>,
    ctx: &Context,
    lay: &Layout,
    higher: usize,
    _lower: usize,
    in_current: bool,
    in_next: bool,
) {
    let score = Some(ctx.score(higher));
    // C6, C7: the current bracket.
    p.field(lay.group_bits, in_current as u64);
    p.score_field(lay, &[score.filter(|_| in_current)]);
    // C8: the next bracket.
    p.field(lay.group_bits, in_next as u64);
    p.score_field(lay, &[score.filter(|_| in_next)]);
}
