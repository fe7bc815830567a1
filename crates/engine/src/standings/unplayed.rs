//! Unplayed rounds (C.07 Art. 15-16, as in force since 1 March 2026).
//!
//! Art. 16.2 sorts a player's unplayed rounds into five categories:
//! 1. pairing-allocated or full-point bye;
//! 2. forfeit win;
//! 3. requested bye followed by at least one round that is not voluntarily unplayed;
//! 4. forfeit loss;
//! 5. requested bye followed only by voluntary unplayed rounds, or in the last round
//!    (this covers withdrawals).
//!
//! Art. 16.3: seen by opponents, categories 1-4 count what they scored and category 5
//! counts as a draw (the "adjusted score"). Art. 16.4: the player's own unplayed round is
//! a game against a dummy whose score is the player's own score, capped since 2026 by
//! the scheduled opponent's adjusted score for forfeits (16.4.1) and by draw points times
//! the rounds for the other categories (16.4.2). In a round robin (Art. 15.2) a round
//! without a game and without an opponent counts nothing for opponents and has no dummy.
//!
//! Fore Buchholz (Art. 8.3) reads every paired final-round game as a draw; the same
//! adjusted scores are then computed as if that were the result.

use super::scores::{Sheet, Slot, SlotKind};
use crate::model::{Points, RoundNo};

/// Art. 16.2 categories.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Category {
    Bye = 1,
    ForfeitWin = 2,
    RequestedByeThenPlayed = 3,
    ForfeitLoss = 4,
    RequestedByeAtEnd = 5,
}

/// The last round, up to the standings' round, that is not voluntarily unplayed.
fn last_not_voluntary(slots: &[Slot]) -> RoundNo {
    slots
        .iter()
        .rposition(|s| !s.voluntary())
        .map_or(0, |i| i as RoundNo + 1)
}

/// The category of round `r` of `player`, or `None` for a game played.
pub fn category(sheet: &Sheet, player: usize, r: RoundNo) -> Option<Category> {
    let slots = &sheet.slots[player];
    let s = slots.get((r as usize).checked_sub(1)?)?;
    Some(match s.kind {
        SlotKind::Played => return None,
        SlotKind::Pab | SlotKind::FullBye => Category::Bye,
        SlotKind::ForfeitWin => Category::ForfeitWin,
        SlotKind::ForfeitLoss => Category::ForfeitLoss,
        SlotKind::RequestedBye if r < last_not_voluntary(slots) => Category::RequestedByeThenPlayed,
        SlotKind::RequestedBye => Category::RequestedByeAtEnd,
    })
}

/// The Art. 16.2 category of a player's round in a section read up to `after_round`
/// (category 3 or 5 depends on the rounds that follow); `None` for a game played or an
/// unknown player or round.
pub fn category_of(
    section: &crate::model::Section,
    player: crate::model::PlayerId,
    round: RoundNo,
    after_round: RoundNo,
) -> Option<Category> {
    let sheet = Sheet::new(section, after_round);
    let i = sheet.players.iter().position(|p| p.id == player)?;
    category(&sheet, i, round)
}

/// What the tie-breaks of one kind (ordinary or Fore Buchholz) see of every player.
#[derive(Debug, Clone)]
pub struct OpponentScores {
    /// Art. 16.3 adjusted score, used only in other players' tie-breaks.
    pub adjusted: Vec<Points>,
    /// The player's own score as the dummy opponent starts from (16.4).
    pub own: Vec<Points>,
    /// Fore Buchholz: the final round's pairings count as games.
    pub fore: bool,
}

impl OpponentScores {
    pub fn new(sheet: &Sheet, fore: bool) -> OpponentScores {
        let draw = sheet.values.draw;
        let fore_round = fore && sheet.rounds == sheet.final_round;
        let mut adjusted = Vec::with_capacity(sheet.len());
        let mut own = Vec::with_capacity(sheet.len());
        for (p, slots) in sheet.slots.iter().enumerate() {
            let mut last = last_not_voluntary(slots);
            let paired_last = slots.last().is_some_and(|s| {
                s.opponent.is_some() || matches!(s.kind, SlotKind::Played | SlotKind::Pab)
            });
            let mut own_score = sheet.score[p];
            if fore_round && paired_last {
                last = sheet.rounds;
            }
            let mut adj = Points::ZERO;
            for (i, s) in slots.iter().enumerate() {
                let r = i as RoundNo + 1;
                adj += if r <= last || s.opponent.is_some() {
                    s.points
                } else if sheet.swiss {
                    draw
                } else {
                    Points::ZERO
                };
            }
            if let Some(s) = slots.last().filter(|s| fore_round && s.opponent.is_some()) {
                adj = adj - s.points + draw;
                own_score = own_score - s.points + draw;
            }
            adjusted.push(adj);
            own.push(own_score);
        }
        OpponentScores {
            adjusted,
            own,
            fore: fore_round,
        }
    }

    /// Whether round `r` of `player` counts as a game against the paired opponent:
    /// a game played, any paired round of a round robin (Art. 15.2), and for Fore
    /// Buchholz any paired final round.
    fn as_game(&self, sheet: &Sheet, player: usize, r: RoundNo) -> bool {
        let s = &sheet.slots[player][(r - 1) as usize];
        s.opponent.is_some() && (s.played() || !sheet.swiss || (self.fore && r == sheet.rounds))
    }

    /// The opponent's score counted in `player`'s round `r` (1-based), and whether the
    /// round is a voluntary unplayed one: the opponent's adjusted score for a game, the
    /// capped dummy for an unplayed round (Art. 16.4). `None` where nothing is counted
    /// (a round-robin round without an opponent).
    pub fn opponent_value(
        &self,
        sheet: &Sheet,
        player: usize,
        r: RoundNo,
    ) -> Option<(Points, bool)> {
        let s = &sheet.slots[player][(r - 1) as usize];
        if self.as_game(sheet, player, r) {
            return s.opponent.map(|o| (self.adjusted[o], false));
        }
        if !sheet.swiss {
            return None;
        }
        let cap = match s.opponent {
            Some(o) => self.adjusted[o],
            None => Points(sheet.values.draw.0 * sheet.rounds as i32),
        };
        Some((self.own[player].min(cap), s.voluntary()))
    }
}

#[cfg(test)]
mod tests {
    use super::super::scores::tests::{B, D, W, round, section};
    use super::*;
    use crate::model::{ByeKind, Outcome};

    #[test]
    fn the_five_categories() {
        let mut s = section(6, 5);
        // Player 1: half bye then play, forfeit win, PAB, forfeit loss, zero bye at the end.
        round(
            &mut s,
            &[(2, 3, W), (4, 5, D)],
            &[(1, ByeKind::Half), (6, ByeKind::Zero)],
        );
        round(
            &mut s,
            &[(1, 2, Outcome::WhiteForfeitWin), (3, 4, D)],
            &[(5, ByeKind::Half), (6, ByeKind::Zero)],
        );
        round(
            &mut s,
            &[(2, 3, D), (4, 5, B)],
            &[(1, ByeKind::Pab), (6, ByeKind::Zero)],
        );
        round(
            &mut s,
            &[(3, 1, Outcome::WhiteForfeitWin), (2, 4, D)],
            &[(5, ByeKind::Pab), (6, ByeKind::Zero)],
        );
        round(
            &mut s,
            &[(2, 3, D), (4, 5, D)],
            &[(1, ByeKind::Zero), (6, ByeKind::Zero)],
        );
        let sheet = Sheet::new(&s, 5);
        let cats: Vec<Option<Category>> = (1..=5).map(|r| category(&sheet, 0, r)).collect();
        use Category::*;
        assert_eq!(
            cats,
            [
                Some(RequestedByeThenPlayed),
                Some(ForfeitWin),
                Some(Bye),
                Some(ForfeitLoss),
                Some(RequestedByeAtEnd)
            ]
        );
        assert_eq!(category(&sheet, 1, 1), None);
        // Player 6 never played: every round is category 5.
        assert!((1..=5).all(|r| category(&sheet, 5, r) == Some(RequestedByeAtEnd)));
        // A half bye followed only by a forfeit loss and a zero bye is category 5.
        let mut t = s.clone();
        t.rounds[2].unpaired[0].kind = ByeKind::Half;
        assert_eq!(
            category_of(&t, crate::model::PlayerId(1), 3, 5),
            Some(RequestedByeAtEnd)
        );
        assert_eq!(
            category_of(&t, crate::model::PlayerId(1), 3, 3),
            Some(RequestedByeAtEnd)
        );
        assert_eq!(
            category_of(&t, crate::model::PlayerId(1), 1, 5),
            Some(RequestedByeThenPlayed)
        );
        let os = OpponentScores::new(&sheet, false);
        // Player 1 scored 0.5 + 1 + 1 + 0 + 0 = 2.5; for opponents the last round is a draw.
        assert_eq!(sheet.score[0], Points(25));
        assert_eq!(os.adjusted[0], Points(30));
        // Player 6: five zero-point byes, worth five draws to opponents.
        assert_eq!(os.adjusted[5], Points(25));
    }

    #[test]
    fn dummy_caps_of_2026() {
        let mut s = section(4, 2);
        round(&mut s, &[(1, 2, W), (3, 4, Outcome::WhiteForfeitWin)], &[]);
        round(
            &mut s,
            &[(1, 3, W)],
            &[(2, ByeKind::Pab), (4, ByeKind::Zero)],
        );
        let sheet = Sheet::new(&s, 2);
        let os = OpponentScores::new(&sheet, false);
        // Player 3 won round 1 by forfeit against 4 (adjusted 0 + ½ = 0.5): the dummy is
        // min(own 1.0, 0.5).
        assert_eq!(os.opponent_value(&sheet, 2, 1), Some((Points(5), false)));
        // Player 2's PAB: min(own 1.0, 0.5 x 2 rounds) = 1.0.
        assert_eq!(os.opponent_value(&sheet, 1, 2), Some((Points(10), false)));
        // Player 1 played 2 and 3: their adjusted scores.
        assert_eq!(os.opponent_value(&sheet, 0, 1), Some((Points(10), false)));
        assert_eq!(os.opponent_value(&sheet, 0, 2), Some((Points(10), false)));
    }
}
