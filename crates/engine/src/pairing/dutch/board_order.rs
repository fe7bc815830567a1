//! Board order of the published pairing.
//!
//! C.04.2 Art. 3.6 (2026, recommended): "the score of the higher-ranked player of the
//! pair, then the sum of the scores of both players, then the TPN of the higher-ranked
//! player". Read as the reference engine does: boards by the higher score in the pair,
//! then the lower score, then the higher-ranked player's pairing number; the
//! pairing-allocated bye last. Under acceleration the boards go by the real scores,
//! not the pairing scores: our rules notes (handling.md 2.2) say "with acceleration, use
//! the pairing score", but the reference engine orders by the real score, and its
//! reading decides where the wording leaves room.

use super::history::PlayerState;
use std::cmp::Reverse;

/// Higher-ranked first: more points, then smaller pairing number.
pub fn ranks_higher(a: &PlayerState, b: &PlayerState) -> bool {
    (a.score, Reverse(a.rank)) > (b.score, Reverse(b.rank))
}

/// Sorts pairs (given as the two players) into board order.
pub fn sort_boards<'p, T>(
    boards: &mut [T],
    players: impl Fn(&T) -> (&'p PlayerState, &'p PlayerState),
) {
    boards.sort_by_key(|t| {
        let (a, b) = players(t);
        let (hi, lo) = if ranks_higher(a, b) { (a, b) } else { (b, a) };
        (Reverse(hi.score), Reverse(lo.score), hi.rank)
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::dutch::context::tests::two_rounds;
    use crate::pairing::dutch::history::derive;

    #[test]
    fn boards_go_by_higher_score_then_lower_score_then_rank() {
        let h = derive(&two_rounds(), 3);
        // Scores 1.5, 1.5, 1.0, 0.
        let mut pairs = vec![(2, 3), (1, 2), (0, 3), (0, 2)];
        sort_boards(&mut pairs, |&(a, b)| (&h.players[a], &h.players[b]));
        assert_eq!(pairs, vec![(0, 2), (1, 2), (0, 3), (2, 3)]);
    }
}
