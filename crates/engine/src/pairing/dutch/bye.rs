//! The pairing-allocated bye: who may get it (C2), whose score (C5) and how many games
//! they missed (C9).
//!
//! C.04.3 Art. 2 (2026): "C2: a participant who has already received a pairing-allocated
//! bye, or has already scored in one single round, without playing, as many points as
//! rewarded for a win, shall not receive the pairing-allocated bye." "C5: minimise the
//! score of the participant who receives the pairing-allocated bye." "C9: minimise the
//! number of unplayed games of the participant who receives the pairing-allocated bye"
//! (it applies where the bracket downfloats exactly one player, who then gets the bye).

use super::context::Context;
use super::weights::{Bracket, Layout, Packer};
use crate::model::Points;
use std::collections::HashMap;

/// C2 and C5: may get the bye, and does not score more than the chosen bye score.
pub fn is_candidate(ctx: &Context, i: usize, bye_score: Points) -> bool {
    ctx.history.players[i].eligible_for_bye && ctx.score(i) <= bye_score
}

/// C9 ranks: among the players on the bye score, more played games give a lower rank,
/// so pairing a player who missed more games weighs more and the bye goes to one who
/// missed fewer.
pub fn unplayed_ranks(ctx: &Context, bye_score: Points) -> HashMap<u32, u64> {
    let mut played: Vec<u32> = ctx
        .sorted
        .iter()
        .filter(|&&i| ctx.score(i) == bye_score)
        .map(|&i| ctx.history.players[i].played_games)
        .collect();
    played.sort_unstable_by(|a, b| b.cmp(a));
    let mut ranks = HashMap::new();
    for (rank, g) in played.into_iter().enumerate() {
        ranks.insert(g, rank as u64);
    }
    ranks
}

/// The C9 field (two group widths).
/// One player's share of the unplayed-games field: the rank of their played games among
/// the bye candidates' when a single downfloater is to get the bye, else nothing.
pub fn unplayed_value(ctx: &Context, i: usize, b: &Bracket) -> u64 {
    if b.single_downfloater_bye && ctx.score(i) == b.bye_score {
        b.unplayed_ranks
            .get(&ctx.history.players[i].played_games)
            .copied()
            .unwrap_or(0)
    } else {
        0
    }
}

pub fn unplayed_field<const L: usize>(
    p: &mut Packer<L>,
    ctx: &Context,
    lay: &Layout,
    higher: usize,
    lower: usize,
    b: &Bracket,
) {
    let value = unplayed_value(ctx, higher, b) + unplayed_value(ctx, lower, b);
    p.field(2 * lay.group_bits, value);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::dutch::context::tests::two_rounds;

    #[test]
    fn bye_candidates_and_ranks() {
        let s = two_rounds();
        let ctx = Context::new(&s, 3);
        // 2 won by forfeit and 3 had the PAB: neither may get it again.
        assert!(is_candidate(&ctx, 0, Points(15)));
        assert!(!is_candidate(&ctx, 1, Points(15)));
        assert!(!is_candidate(&ctx, 2, Points(15)));
        assert!(!is_candidate(&ctx, 0, Points(10)));
        let ranks = unplayed_ranks(&ctx, Points(15));
        // Players on 1.5: 1 (two games) and 2 (one game).
        assert_eq!(ranks.get(&2), Some(&0));
        assert_eq!(ranks.get(&1), Some(&1));
    }
}
