//! Round robin pairing from the FIDE Berger tables (Handbook C.05 Annex 1).
//!
//! A round robin is paired once and for all by the players' pairing numbers: the TPN
//! of each player is its Berger number, so the draw of those numbers (by lot, or by
//! [`team_first_order`] for school events) is the whole pairing decision. Nothing a
//! player scores changes the pairings, so [`pair_round`] reads only the section's
//! system, its players and their pairing numbers.
//!
//! What happens on the boards:
//! - With an odd number of players the highest table number is a dummy ("the highest
//!   number counts as a bye"); the player it meets has that round off and is recorded as
//!   [`ByeKind::Pab`]. The Berger text says only that this number "counts as a bye"
//!   and names no score for it; unlike a Swiss bye it needs no compensation, since every
//!   player has exactly one such round per cycle. The points come from the section's
//!   `pab` value, so a round robin section should carry a `pab` of 0 (the Swiss default
//!   is a win, which would add a point to everyone and distort Sonneborn-Berger);
//!   setting it is the job of whoever creates the section.
//! - A withdrawn, absent or late player keeps the board the table gives him: a round
//!   robin's pairings never move. The arbiter enters the forfeit (`+-`, `-+` or `--`)
//!   as the result; whether a withdrawn player's games then count is a matter for the
//!   standings (C.05 on withdrawals), not for the pairing. Bye requests have no place
//!   in a round robin and are ignored for the same reason.
//! - The section's initial colour is not used: the table fixes every colour.

mod berger;
mod team_first;

pub use berger::{
    MAX_PLAYERS, MIN_PLAYERS, PUBLISHED_MAX, TableGame, is_published, rounds_needed,
    schedule_round, table_round, table_round_for, table_size,
};
pub use team_first::{team_first_order, team_meeting_rounds};

use crate::model::{
    Board, ByeKind, Language, Outcome, PairingSystem, PlayerId, Round, RoundNo, Section, Tpn,
    Unpaired,
};

/// Why a round robin round could not be paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoundRobinError {
    NotRoundRobin {
        section: String,
    },
    TooFewPlayers {
        players: u32,
    },
    TooManyPlayers {
        players: u32,
    },
    RoundOutOfRange {
        round: RoundNo,
        players: u32,
        double: bool,
        last: RoundNo,
    },
    PairingNumberOutOfRange {
        player: PlayerId,
        name: String,
        tpn: Tpn,
        players: u32,
    },
    DuplicatePairingNumber {
        tpn: Tpn,
        first: PlayerId,
        second: PlayerId,
    },
}

impl RoundRobinError {
    /// Why the table cannot give the round, in `lang`, naming players by their ids.
    pub fn say(&self, lang: Language) -> String {
        self.say_named(lang, |_| None)
    }

    /// Why the table cannot give the round, in `lang`, naming each player by `name`
    /// (or by the id when it gives none).
    pub fn say_named(&self, lang: Language, name: impl Fn(PlayerId) -> Option<String>) -> String {
        let named = |id: PlayerId| {
            let number = id.0;
            name(id).unwrap_or_else(|| crate::in_lang!(lang, "{id}", "pemain #{number}"))
        };
        match self {
            RoundRobinError::NotRoundRobin { section } => crate::in_lang!(
                lang,
                "section {section} is paired by the Swiss system, not as a round robin",
                "kategori {section} dipasangkan dengan sistem Swiss, bukan round robin"
            ),
            RoundRobinError::TooFewPlayers { players } => crate::in_lang!(
                lang,
                "a round robin needs at least {MIN_PLAYERS} players; this one has {players}",
                "round robin memerlukan sekurang-kurangnya {MIN_PLAYERS} pemain; yang ini ada {players}"
            ),
            RoundRobinError::TooManyPlayers { players } => crate::in_lang!(
                lang,
                "a round robin of {players} players is more than the {MAX_PLAYERS} this program pairs; split the section or play a Swiss",
                "round robin {players} pemain melebihi {MAX_PLAYERS} yang dapat dipasangkan oleh program ini; bahagikan kategori atau guna sistem Swiss"
            ),
            RoundRobinError::RoundOutOfRange {
                round,
                players,
                double,
                last,
            } => {
                let kind = if *double {
                    lang.pick("double", "berganda")
                } else {
                    lang.pick("single", "tunggal")
                };
                crate::in_lang!(
                    lang,
                    "round {round} does not exist: a {kind} round robin of {players} players has rounds 1 to {last}",
                    "pusingan {round} tiada: round robin {kind} bagi {players} pemain ada pusingan 1 hingga {last}"
                )
            }
            RoundRobinError::PairingNumberOutOfRange {
                player,
                name,
                tpn,
                players,
            } => {
                let number = player.0;
                crate::in_lang!(
                    lang,
                    "{name} ({player}) has pairing number {tpn}; give the {players} players the numbers 1 to {players} before pairing the round robin",
                    "{name} (pemain #{number}) ada nombor pasangan {tpn}; beri {players} pemain itu nombor 1 hingga {players} sebelum round robin dipasangkan"
                )
            }
            RoundRobinError::DuplicatePairingNumber { tpn, first, second } => {
                let (first, second) = (named(*first), named(*second));
                crate::in_lang!(
                    lang,
                    "{first} and {second} both have pairing number {tpn}; every player needs their own",
                    "{first} dan {second} sama-sama ada nombor pasangan {tpn}; setiap pemain perlu nombor sendiri"
                )
            }
        }
    }
}

impl std::fmt::Display for RoundRobinError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for RoundRobinError {}

/// The round `round` of a round robin section: boards in table order with the
/// first-named player as White, and the dummy's opponent (odd fields) unpaired with a
/// pairing-allocated bye. Every board starts pending.
pub fn pair_round(section: &Section, round: RoundNo) -> Result<Round, RoundRobinError> {
    let PairingSystem::RoundRobin { double } = section.settings.system else {
        return Err(RoundRobinError::NotRoundRobin {
            section: section.code.clone(),
        });
    };
    let players = u32::try_from(section.players.len()).unwrap_or(u32::MAX);
    // Size and round are checked before the numbers, so the message fits the first fault.
    let games = schedule_round(players, double, round)?;
    let by_number = players_by_number(section, players)?;
    let mut paired = Round::new(round);
    for game in games {
        let white = by_number.get(game.white as usize - 1).copied();
        let black = by_number.get(game.black as usize - 1).copied();
        match (white, black) {
            (Some(white), Some(black)) => {
                paired
                    .boards
                    .push(Board::new(white, black, Outcome::Pending))
            }
            (Some(player), None) | (None, Some(player)) => paired.unpaired.push(Unpaired {
                player,
                kind: ByeKind::Pab,
            }),
            // Only one number (the dummy) is ever without a player.
            (None, None) => {}
        }
    }
    Ok(paired)
}

/// The players in Berger-number order, after checking that the numbers are 1..=players
/// with none missing or shared.
fn players_by_number(section: &Section, players: u32) -> Result<Vec<PlayerId>, RoundRobinError> {
    let mut slots: Vec<Option<PlayerId>> = vec![None; players as usize];
    for p in &section.players {
        let slot = (p.tpn as usize)
            .checked_sub(1)
            .and_then(|i| slots.get_mut(i))
            .ok_or_else(|| RoundRobinError::PairingNumberOutOfRange {
                player: p.id,
                name: p.name.clone(),
                tpn: p.tpn,
                players,
            })?;
        if let Some(first) = *slot {
            return Err(RoundRobinError::DuplicatePairingNumber {
                tpn: p.tpn,
                first,
                second: p.id,
            });
        }
        *slot = Some(p.id);
    }
    // Every slot is filled: as many players as slots, and no two in one slot.
    Ok(slots.into_iter().flatten().collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Player;

    fn section(players: u32, double: bool) -> Section {
        let mut s = Section::new("L12", "Lelaki Bawah 12", rounds_needed(players, double));
        s.settings.system = PairingSystem::RoundRobin { double };
        for i in 1..=players {
            let mut p = Player::new(PlayerId(100 + i), format!("Pemain {i}"));
            p.tpn = i;
            s.players.push(p);
        }
        s
    }

    #[test]
    fn pairs_by_berger_number_white_first() {
        let s = section(4, false);
        let r = pair_round(&s, 2).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r.number, 2);
        let boards: Vec<_> = r.boards.iter().map(|b| (b.white.0, b.black.0)).collect();
        assert_eq!(boards, [(104, 103), (101, 102)]);
        assert!(r.unpaired.is_empty());
        assert!(r.boards.iter().all(|b| b.outcome.is_pending() && !b.manual));
    }

    #[test]
    fn odd_field_gives_the_dummys_opponent_the_round_off() {
        let s = section(5, false);
        let r = pair_round(&s, 1).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            r.unpaired,
            [Unpaired {
                player: PlayerId(101),
                kind: ByeKind::Pab
            }]
        );
        let boards: Vec<_> = r.boards.iter().map(|b| (b.white.0, b.black.0)).collect();
        assert_eq!(boards, [(102, 105), (103, 104)]);
    }

    #[test]
    fn refuses_a_swiss_section() {
        let mut s = section(4, false);
        s.settings.system = PairingSystem::SwissDutch;
        let e = pair_round(&s, 1).err();
        assert_eq!(
            e,
            Some(RoundRobinError::NotRoundRobin {
                section: "L12".into()
            })
        );
    }

    #[test]
    fn refuses_bad_pairing_numbers() {
        let mut s = section(4, false);
        s.players[2].tpn = 0;
        let e = pair_round(&s, 1).err();
        assert!(matches!(
            e,
            Some(RoundRobinError::PairingNumberOutOfRange { tpn: 0, .. })
        ));
        let msg = e.map(|e| e.to_string()).unwrap_or_default();
        assert!(msg.contains("Pemain 3") && msg.contains("1 to 4"), "{msg}");
        s.players[2].tpn = 2;
        assert_eq!(
            pair_round(&s, 1).err(),
            Some(RoundRobinError::DuplicatePairingNumber {
                tpn: 2,
                first: PlayerId(102),
                second: PlayerId(103)
            })
        );
    }

    #[test]
    fn refuses_rounds_and_sizes_out_of_range() {
        let s = section(4, true);
        assert!(pair_round(&s, 6).is_ok());
        let e = pair_round(&s, 7).err();
        assert!(matches!(
            e,
            Some(RoundRobinError::RoundOutOfRange { last: 6, .. })
        ));
        let msg = e.map(|e| e.to_string()).unwrap_or_default();
        assert!(msg.contains("double") && msg.contains("1 to 6"), "{msg}");
        let s = section(2, false);
        assert_eq!(
            pair_round(&s, 1).err(),
            Some(RoundRobinError::TooFewPlayers { players: 2 })
        );
    }
}
