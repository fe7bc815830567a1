//! Scores, and the round-by-round view every tie-break reads.
//!
//! Each player's round is reduced once to a [`Slot`]: who the opponent was (if any),
//! the colour of a game played, the points under the section's [`PointValues`], and
//! what kind of round it was. Handling rules (../rules/handling.md 2.3):
//! - a game of fewer than one move scores and counts as played;
//! - a forfeit scores the forfeit values and is not a game;
//! - a double forfeit is a forfeit loss for both;
//! - an arbiter-adjusted result scores what the arbiter set; if marked unplayed it is
//!   a forfeit win when worth a win or more, else a forfeit loss;
//! - a pending game counts as played and scores nothing yet;
//! - a round the player is not in (late entry, withdrawal, reserve off the line-up)
//!   is an absence at the zero-point-bye value.

use crate::model::{
    ByeKind, Colour, PairingSystem, Player, PlayerId, PlayerRoundResult, PointValues, Points,
    RoundEntry, RoundNo, Section,
};
use std::collections::HashMap;

/// What kind of round a player had.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SlotKind {
    /// A game over the board (including short and pending games).
    Played,
    ForfeitWin,
    /// Lost by forfeit, alone or in a double forfeit.
    ForfeitLoss,
    /// Pairing-allocated bye.
    Pab,
    FullBye,
    /// Half-point or zero-point bye, absence, withdrawal, not yet entered.
    RequestedBye,
}

/// One player's round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Slot {
    pub kind: SlotKind,
    /// Index (into [`Sheet::players`]) of the opponent paired, forfeits included.
    pub opponent: Option<usize>,
    /// Colour of a game played over the board.
    pub colour: Option<Colour>,
    pub points: Points,
    /// The result on the 1 / ½ / 0 scale (in tenths), for rating tie-breaks.
    pub rating_points: Points,
}

impl Slot {
    fn unpaired(kind: SlotKind, points: Points) -> Slot {
        Slot {
            kind,
            opponent: None,
            colour: None,
            points,
            rating_points: Points::ZERO,
        }
    }

    /// A game over the board.
    pub fn played(&self) -> bool {
        self.kind == SlotKind::Played
    }

    /// Voluntary unplayed round (C.07 Art. 16.1): a requested bye or a forfeit loss.
    pub fn voluntary(&self) -> bool {
        matches!(self.kind, SlotKind::RequestedBye | SlotKind::ForfeitLoss)
    }
}

/// A section read up to one round, ready for tie-breaks.
#[derive(Debug, Clone)]
pub struct Sheet<'a> {
    pub section: &'a Section,
    /// Players in pairing-number order.
    pub players: Vec<&'a Player>,
    /// `slots[player][round - 1]` for rounds `1..=rounds`.
    pub slots: Vec<Vec<Slot>>,
    /// Standings after this round.
    pub rounds: RoundNo,
    /// The last round of the event (for Fore Buchholz).
    pub final_round: RoundNo,
    pub values: PointValues,
    pub swiss: bool,
    /// Score after `rounds`.
    pub score: Vec<Points>,
}

impl<'a> Sheet<'a> {
    /// Reads `section` up to round `rounds`; rounds not paired yet are absences.
    pub fn new(section: &'a Section, rounds: RoundNo) -> Sheet<'a> {
        let players = section.players_by_tpn();
        let index = Index::new(&players);
        let v = section.settings.points;
        let absent = Slot::unpaired(SlotKind::RequestedBye, v.zero_bye);
        let mut slots = vec![vec![absent; rounds as usize]; players.len()];
        // A late entry's rounds before his first: the section's late-entry bye.
        for (i, p) in players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.entry_round > 1)
        {
            for (r, slot) in slots[i].iter_mut().enumerate() {
                let round = r as RoundNo + 1;
                if round <= section.rounds_paired()
                    && let Some(e) = section.late_entry_bye(p.id, round)
                {
                    *slot = slot_of(e, &v, &index);
                }
            }
        }
        // One pass over each round (as `Round::entry` reads it: a board before a bye).
        for (r, round) in section.rounds.iter().take(rounds as usize).enumerate() {
            let mut seen = vec![false; players.len()];
            let mut put = |id: PlayerId, e: RoundEntry| {
                if let Some(i) = index.get(id)
                    && !seen[i]
                {
                    seen[i] = true;
                    slots[i][r] = slot_of(e, &v, &index);
                }
            };
            for b in &round.boards {
                for (me, opponent, colour) in [
                    (b.white, b.black, Colour::White),
                    (b.black, b.white, Colour::Black),
                ] {
                    let result = b.outcome.for_colour(colour);
                    put(
                        me,
                        RoundEntry::Game {
                            opponent,
                            colour,
                            result,
                        },
                    );
                }
            }
            for u in &round.unpaired {
                let late = (u.kind == ByeKind::Absent)
                    .then(|| section.late_entry_bye(u.player, r as RoundNo + 1))
                    .flatten();
                put(u.player, late.unwrap_or(RoundEntry::Bye(u.kind)));
            }
        }
        let score = slots
            .iter()
            .map(|s| s.iter().map(|x| x.points).sum())
            .collect();
        Sheet {
            section,
            players,
            slots,
            rounds,
            final_round: last_round(section),
            values: v,
            swiss: matches!(section.settings.system, PairingSystem::SwissDutch),
            score,
        }
    }

    pub fn len(&self) -> usize {
        self.players.len()
    }
}

/// Player id to position: a plain table when ids are small (they are numbered from 1
/// in a section, and TPNs in a TRF file), a hash map otherwise.
enum Index {
    Table(Vec<Option<usize>>),
    Map(HashMap<PlayerId, usize>),
}

impl Index {
    fn new(players: &[&Player]) -> Index {
        let max = players.iter().map(|p| p.id.0 as usize).max().unwrap_or(0);
        if max <= 16 * players.len() + 1024 {
            let mut t = vec![None; max + 1];
            for (i, p) in players.iter().enumerate() {
                t[p.id.0 as usize] = Some(i);
            }
            Index::Table(t)
        } else {
            Index::Map(players.iter().enumerate().map(|(i, p)| (p.id, i)).collect())
        }
    }

    fn get(&self, id: PlayerId) -> Option<usize> {
        match self {
            Index::Table(t) => t.get(id.0 as usize).copied().flatten(),
            Index::Map(m) => m.get(&id).copied(),
        }
    }
}

fn slot_of(e: RoundEntry, v: &PointValues, index: &Index) -> Slot {
    use PlayerRoundResult as R;
    match e {
        RoundEntry::Bye(kind) => {
            let k = match kind {
                ByeKind::Pab => SlotKind::Pab,
                ByeKind::Full => SlotKind::FullBye,
                ByeKind::Half | ByeKind::Zero | ByeKind::Absent => SlotKind::RequestedBye,
            };
            Slot::unpaired(k, kind.points(v))
        }
        RoundEntry::Game {
            opponent,
            colour,
            result,
        } => {
            let points = result.points(v);
            let kind = match result {
                R::ForfeitWin => SlotKind::ForfeitWin,
                R::ForfeitLoss | R::DoubleForfeit => SlotKind::ForfeitLoss,
                R::Adjusted {
                    played: false,
                    points,
                } if points >= v.win => SlotKind::ForfeitWin,
                R::Adjusted { played: false, .. } => SlotKind::ForfeitLoss,
                _ => SlotKind::Played,
            };
            let rating_points = match result {
                R::Win | R::ShortWin => Points(10),
                R::Draw | R::ShortDraw => Points(5),
                R::Adjusted { points, .. } if points >= v.win => Points(10),
                R::Adjusted { points, .. } if points > v.loss && points >= v.draw => Points(5),
                _ => Points::ZERO,
            };
            Slot {
                kind,
                opponent: index.get(opponent),
                colour: (kind == SlotKind::Played).then_some(colour),
                points,
                rating_points,
            }
        }
    }
}

/// The last round of the event: the rounds planned, or more if more were paired. FIDE's
/// reference checker ranks a TRF file after this round when none is given, counting
/// rounds nobody played as absences.
pub fn last_round(section: &Section) -> RoundNo {
    section.settings.rounds_planned.max(section.rounds_paired())
}

/// Every player's score after round `round` (all rounds paired when `None`), by player id.
pub fn scores(section: &Section, round: Option<RoundNo>) -> Vec<(PlayerId, Points)> {
    let round = round
        .unwrap_or(section.rounds_paired())
        .min(section.rounds_paired());
    let sheet = Sheet::new(section, round);
    sheet
        .players
        .iter()
        .zip(&sheet.score)
        .map(|(p, s)| (p.id, *s))
        .collect()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::model::{Board, GameResult, Outcome, Round, Unpaired};

    /// A section of `n` players (TPN = id) named after the invented test players.
    pub fn section(n: u32, rounds: RoundNo) -> Section {
        const NAMES: [&str; 6] = [
            "Ahmad bin Ismail",
            "Nur Aisyah binti Hassan",
            "Tan Wei Ming",
            "Priya a/p Raman",
            "Lim Mei Ling",
            "Muhammad Hafiz bin Osman",
        ];
        let mut s = Section::new("L12", "Boys under 12", rounds);
        for i in 1..=n {
            let mut p = Player::new(PlayerId(i), NAMES[(i as usize - 1) % NAMES.len()]);
            p.tpn = i;
            p.rating = Some(2000 - 10 * i as u16);
            s.players.push(p);
        }
        s.next_player_id = n + 1;
        s
    }

    /// Adds a round from `(white, black, outcome)` boards and `(player, bye)` entries.
    pub fn round(s: &mut Section, boards: &[(u32, u32, Outcome)], byes: &[(u32, ByeKind)]) {
        let mut r = Round::new(s.rounds.len() as RoundNo + 1);
        for &(w, b, outcome) in boards {
            r.boards.push(Board::new(PlayerId(w), PlayerId(b), outcome));
        }
        for &(p, kind) in byes {
            r.unpaired.push(Unpaired {
                player: PlayerId(p),
                kind,
            });
        }
        s.rounds.push(r);
    }

    pub const W: Outcome = Outcome::Played(GameResult::WhiteWins);
    pub const D: Outcome = Outcome::Played(GameResult::Draw);
    pub const B: Outcome = Outcome::Played(GameResult::BlackWins);

    #[test]
    fn every_outcome_scores_under_the_section_values() {
        let mut s = section(6, 1);
        round(
            &mut s,
            &[
                (1, 2, Outcome::ShortGame(GameResult::WhiteWins)),
                (3, 4, Outcome::DoubleForfeit),
            ],
            &[(5, ByeKind::Half), (6, ByeKind::Pab)],
        );
        let got: Vec<i32> = scores(&s, None).iter().map(|(_, p)| p.0).collect();
        assert_eq!(got, [10, 0, 0, 0, 5, 10]);
        s.settings.points = PointValues::draughts();
        let got: Vec<i32> = scores(&s, None).iter().map(|(_, p)| p.0).collect();
        assert_eq!(got, [20, 0, 0, 0, 10, 20]);
    }

    #[test]
    fn kinds_of_rounds() {
        let mut s = section(6, 1);
        round(
            &mut s,
            &[
                (1, 2, Outcome::BlackForfeitWin),
                (
                    3,
                    4,
                    Outcome::Adjusted {
                        white: Points(5),
                        black: Points(0),
                        played: true,
                    },
                ),
            ],
            &[(5, ByeKind::Full)],
        );
        let sheet = Sheet::new(&s, 1);
        let k: Vec<SlotKind> = sheet.slots.iter().map(|v| v[0].kind).collect();
        use SlotKind::*;
        assert_eq!(
            k,
            [
                ForfeitLoss,
                ForfeitWin,
                Played,
                Played,
                FullBye,
                RequestedBye
            ]
        );
        assert_eq!(sheet.slots[1][0].opponent, Some(0));
        assert!(sheet.slots[0][0].voluntary() && !sheet.slots[1][0].voluntary());
        assert_eq!(sheet.slots[0][0].colour, None);
        assert_eq!(sheet.slots[2][0].colour, Some(Colour::White));
        assert_eq!(
            sheet.score,
            [
                Points(0),
                Points(10),
                Points(5),
                Points(0),
                Points(10),
                Points(0)
            ]
        );
    }

    #[test]
    fn scores_after_any_round() {
        let mut s = section(2, 3);
        round(&mut s, &[(1, 2, W)], &[]);
        round(&mut s, &[(2, 1, D)], &[]);
        round(&mut s, &[(1, 2, B)], &[]);
        let after = |r| {
            scores(&s, Some(r))
                .iter()
                .map(|(_, p)| p.0)
                .collect::<Vec<_>>()
        };
        assert_eq!(after(1), [10, 0]);
        assert_eq!(after(2), [15, 5]);
        assert_eq!(after(3), [15, 15]);
        assert_eq!(after(9), [15, 15]);
    }
}
