//! Absolute criteria: pairs that may never be made.
//!
//! C.04.3 Art. 2.1 (2026): "C1: two participants shall not play against each other more
//! than once. C2: a participant who has already received a pairing-allocated bye, or has
//! already scored in one single round, without playing, as many points as rewarded for a
//! win, shall not receive the pairing-allocated bye. C3: non-topscorers with the same
//! absolute colour preference shall not meet." Forfeited games are not meetings (C.04.2
//! Art. 3.5); pairs the arbiter forbids (TRF `260`) are treated like C1. C2 is applied
//! in [`super::bye`], since it concerns a single player.

use super::context::Context;

/// Whether players `a` and `b` (indices into the history) may meet at all.
pub fn compatible(ctx: &Context, a: usize, b: usize) -> bool {
    let (pa, pb) = (&ctx.history.players[a], &ctx.history.players[b]);
    if pa.opponents.contains(&pb.id) || ctx.forbidden(a, b) {
        return false;
    }
    // C3: only when both have the same absolute preference, and neither is a topscorer.
    !pa.absolute()
        || !pb.absolute()
        || pa.preference != pb.preference
        || ctx.is_topscorer(a)
        || ctx.is_topscorer(b)
}

#[cfg(test)]
mod tests {
    use super::super::context::tests::two_rounds;
    use super::*;

    #[test]
    fn rematches_and_equal_absolute_preferences_are_excluded() {
        let s = two_rounds();
        let ctx = Context::new(&s, 3);
        // 1 and 2 met in round 2; 1 and 3 in round 1.
        assert!(!compatible(&ctx, 0, 1));
        assert!(!compatible(&ctx, 0, 2));
        // 2 and 4 only had a forfeit: they may meet.
        assert!(compatible(&ctx, 1, 3));
    }
}
