//! What the Dutch system needs to know about each player, derived from the rounds
//! already paired (never stored).
//!
//! C.04.3 Art. 1 (2026): "the colour difference of a player is the number of games played
//! with white minus the number of games played with black"; colour preferences are
//! absolute (difference above 1 or below -1, or the same colour in the two latest played
//! games), strong (difference 1 or -1), mild (difference 0, alternate from the last played
//! game) or none (no game played). Art. 1.4: "when two players with different scores
//! meet, the higher-ranked one receives a downfloat and the other an upfloat; a
//! downfloat also goes to the receiver of a pairing-allocated bye and to anyone who
//! scores more than a loss without playing". C.04.2 Art. 3.4-3.5: unplayed games carry
//! no colour and are not meetings.

use crate::model::{
    ByeKind, Colour, PlayerId, PlayerStatus, PointValues, Points, RoundEntry, RoundNo, Section,
};
use std::collections::HashSet;

/// One past round from a player's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundFact {
    /// The game was played over the board (counts for colours and meetings).
    pub played: bool,
    pub colour: Option<Colour>,
    /// The colour written on the board even if the game was not played (forfeits).
    pub board_colour: Option<Colour>,
    pub opponent: Option<PlayerId>,
    pub points: Points,
    /// The player was paired (with an opponent, even a forfeiting one) or got the PAB.
    pub participated: bool,
    pub pab: bool,
}

/// Float direction of one round (Art. 1.4, 2026 definitions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Float {
    Down,
    Up,
    None,
}

/// A player as the pairing of one round sees them.
#[derive(Debug, Clone)]
pub struct PlayerState {
    pub id: PlayerId,
    /// Position among the players taking part (0-based, TPN order); rule 5 of the
    /// colour allocation reads the parity of `rank + 1`.
    pub rank: u32,
    pub score: Points,
    /// Score before each past round (index 0 = before round 1).
    pub score_before: Vec<Points>,
    pub rounds: Vec<RoundFact>,
    pub played_games: u32,
    /// |whites - blacks| over played games.
    pub imbalance: u32,
    pub preference: Option<Colour>,
    pub strong: bool,
    /// The colour of the two latest played games when they were the same.
    pub repeated: Option<Colour>,
    pub eligible_for_bye: bool,
    pub opponents: HashSet<PlayerId>,
}

impl PlayerState {
    /// Absolute because of the colour difference alone.
    pub fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }

    /// Absolute colour preference (difference beyond 1, or same colour twice running).
    pub fn absolute(&self) -> bool {
        self.absolute_imbalance() || self.repeated.is_some()
    }

    /// Float of the round `back` rounds before the one being paired (1 = last round).
    pub fn float(
        &self,
        back: usize,
        opponent_score_before: impl Fn(PlayerId, usize) -> Points,
        values: &PointValues,
    ) -> Float {
        let Some(index) = self.rounds.len().checked_sub(back) else {
            return Float::None;
        };
        let fact = self.rounds[index];
        if !fact.played {
            return if fact.points > values.loss {
                Float::Down
            } else {
                Float::None
            };
        }
        let Some(opponent) = fact.opponent else {
            return Float::None;
        };
        let mine = self.score_before[index];
        let theirs = opponent_score_before(opponent, index);
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => Float::Down,
            std::cmp::Ordering::Less => Float::Up,
            std::cmp::Ordering::Equal => Float::None,
        }
    }
}

/// Every player's derived state for pairing `round`, plus who takes part.
#[derive(Debug, Clone)]
pub struct History {
    /// All players counted in the effective pairing numbers, in TPN order.
    pub players: Vec<PlayerState>,
    /// Indices into `players` of those to be paired this round.
    pub present: Vec<usize>,
    /// Rounds already played (the round being paired minus one).
    pub played_rounds: u32,
}

impl History {
    pub fn index_of(&self, id: PlayerId) -> Option<usize> {
        self.players.iter().position(|p| p.id == id)
    }
}

fn fact_of(entry: Option<RoundEntry>, values: &PointValues) -> RoundFact {
    match entry {
        Some(RoundEntry::Game {
            opponent,
            colour,
            result,
        }) => {
            let played = result.is_played();
            RoundFact {
                played,
                colour: played.then_some(colour),
                board_colour: Some(colour),
                opponent: Some(opponent),
                points: result.points(values),
                participated: true,
                pab: false,
            }
        }
        Some(RoundEntry::Bye(kind)) => RoundFact {
            played: false,
            colour: None,
            board_colour: None,
            opponent: None,
            points: kind.points(values),
            participated: kind == ByeKind::Pab,
            pab: kind == ByeKind::Pab,
        },
        None => RoundFact {
            played: false,
            colour: None,
            board_colour: None,
            opponent: None,
            points: ByeKind::Absent.points(values),
            participated: false,
            pab: false,
        },
    }
}

/// Derives the state of every player before `round` is paired.
pub fn derive(section: &Section, round: RoundNo) -> History {
    let values = &section.settings.points;
    let played_rounds = round.saturating_sub(1);
    let mut players = Vec::new();
    let mut present = Vec::new();
    for p in section.players_by_tpn() {
        let rounds: Vec<RoundFact> = (1..round)
            .map(|r| fact_of(section.entry(p.id, r), values))
            .collect();
        let here = p.status(round) == PlayerStatus::Present;
        // A player absent now who never took part in a pairing does not hold an
        // effective pairing number.
        if !here && !rounds.iter().any(|f| f.participated) {
            continue;
        }
        let mut score_before = Vec::with_capacity(rounds.len() + 1);
        let mut score = Points::ZERO;
        for f in &rounds {
            score_before.push(score);
            score += f.points;
        }
        score_before.push(score);
        let (mut whites, mut blacks, mut run, mut last) = (0u32, 0u32, 0u32, None);
        let mut opponents = HashSet::new();
        for f in &rounds {
            if let Some(c) = f.colour {
                match c {
                    Colour::White => whites += 1,
                    Colour::Black => blacks += 1,
                }
                run = if last == Some(c) { run + 1 } else { 1 };
                last = Some(c);
            }
            if let (true, Some(o)) = (f.played, f.opponent) {
                opponents.insert(o);
            }
        }
        let imbalance = whites.abs_diff(blacks);
        let lower = if whites > blacks {
            Colour::Black
        } else {
            Colour::White
        };
        let invert_last = last.map(Colour::opposite);
        let preference = if imbalance > 1 {
            Some(lower)
        } else if run > 1 {
            invert_last
        } else if imbalance > 0 {
            Some(lower)
        } else {
            invert_last
        };
        let repeated = if run > 1 { last } else { None };
        let absolute = imbalance > 1 || repeated.is_some();
        let eligible_for_bye = !rounds
            .iter()
            .any(|f| f.pab || (!f.played && f.points >= values.win));
        if here {
            present.push(players.len());
        }
        players.push(PlayerState {
            id: p.id,
            rank: players.len() as u32,
            score,
            score_before,
            played_games: whites + blacks,
            imbalance,
            preference,
            strong: !absolute && imbalance > 0,
            repeated,
            eligible_for_bye,
            opponents,
            rounds,
        });
    }
    History {
        players,
        present,
        played_rounds,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Board, GameResult, Outcome, Round, Unpaired};

    use super::super::context::tests::field as section;

    fn board(w: u32, b: u32, outcome: Outcome) -> Board {
        Board::new(PlayerId(w), PlayerId(b), outcome)
    }

    #[test]
    fn colours_preferences_and_floats_follow_the_rounds() {
        let mut s = section(4);
        let mut r1 = Round::new(1);
        r1.boards
            .push(board(1, 3, Outcome::Played(GameResult::WhiteWins)));
        r1.boards.push(board(4, 2, Outcome::BlackForfeitWin));
        s.rounds.push(r1);
        let mut r2 = Round::new(2);
        r2.boards
            .push(board(1, 2, Outcome::Played(GameResult::Draw)));
        r2.unpaired.push(Unpaired {
            player: PlayerId(3),
            kind: ByeKind::Pab,
        });
        r2.unpaired.push(Unpaired {
            player: PlayerId(4),
            kind: ByeKind::Zero,
        });
        s.rounds.push(r2);
        let h = derive(&s, 3);
        let p1 = &h.players[0];
        assert_eq!(p1.score, Points(15));
        assert_eq!(
            (p1.imbalance, p1.repeated, p1.preference),
            (2, Some(Colour::White), Some(Colour::Black))
        );
        assert!(p1.absolute());
        let p2 = &h.players[1];
        // The forfeit win carries no colour and is no meeting, and it blocks the PAB.
        assert_eq!(
            (p2.imbalance, p2.preference, p2.strong),
            (1, Some(Colour::White), true)
        );
        assert!(!p2.opponents.contains(&PlayerId(4)));
        assert!(!p2.eligible_for_bye);
        assert!(!h.players[2].eligible_for_bye);
        let sb = |id: PlayerId, i: usize| h.players[id.0 as usize - 1].score_before[i];
        let v = PointValues::chess();
        // Round 2: 1 (1.0) met 2 (1.0 by forfeit): no float. Round 1 for 2: forfeit win = down.
        assert_eq!(p1.float(1, sb, &v), Float::None);
        assert_eq!(p2.float(2, sb, &v), Float::Down);
        assert_eq!(p2.float(1, sb, &v), Float::None);
        assert_eq!(h.players[2].float(1, sb, &v), Float::Down);
        assert_eq!(h.players[3].float(1, sb, &v), Float::None);
    }

    #[test]
    fn absent_newcomers_hold_no_pairing_number() {
        let mut s = section(3);
        s.players[1].entry_round = 3;
        let h = derive(&s, 2);
        assert_eq!(h.players.len(), 2);
        assert_eq!(h.players[1].rank, 1);
        assert_eq!(h.present, vec![0, 1]);
    }
}
