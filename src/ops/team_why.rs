//! Why a team-match input was refused, as typed data (one variant of [`Why`](super::Why)),
//! worded once in English and Malay side by side ([`TeamWhy::say`]); the English is its
//! `Display`, what the command line prints.

use crate::model::{Language, RoundNo};
use catur_engine::in_lang;
use std::fmt;

/// A team-match input that does not make sense, with what makes it so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamWhy {
    NotATiebreak {
        code: String,
        known: String,
    },
    FixedAfterRoundOne {
        section: String,
    },
    PairedIndividually {
        section: String,
    },
    NotTeamMatch {
        section: String,
    },
    TooManyPlayers {
        team: String,
        named: usize,
        boards: u8,
    },
    NotInTeam {
        board: usize,
        name: String,
        team: String,
    },
    NamedTwice {
        board: usize,
        name: String,
    },
    CannotPlay {
        board: usize,
        name: String,
        round: RoundNo,
    },
    OutOfBoardOrder {
        board: usize,
        name: String,
    },
    /// The Johor rule (seed 001, 3.2): no newcomer to a line-up after round `until`.
    NoSubstitution {
        team: String,
        name: String,
        until: RoundNo,
    },
    LineUpTooLate {
        round: RoundNo,
    },
    NoMatch {
        round: RoundNo,
        matches: usize,
        number: usize,
    },
    NotInMatch {
        team: String,
        number: usize,
        round: RoundNo,
    },
}

impl TeamWhy {
    /// The reason in `lang`.
    pub fn say(&self, lang: Language) -> String {
        match self {
            TeamWhy::NotATiebreak { code, known } => in_lang!(
                lang,
                "'{code}' is not a team-match tie-break (use {known})",
                "'{code}' bukan penentu seri perlawanan pasukan (guna {known})"
            ),
            TeamWhy::FixedAfterRoundOne { section } => in_lang!(
                lang,
                "{section}: the boards per match and the pairing system are fixed once round 1 is paired",
                "{section}: bilangan papan dan sistem pasangan tetap selepas pusingan 1 dipasangkan"
            ),
            TeamWhy::PairedIndividually { section } => in_lang!(
                lang,
                "{section} already has rounds paired as an individual section",
                "{section} sudah ada pusingan dipasangkan sebagai bahagian individu"
            ),
            TeamWhy::NotTeamMatch { section } => in_lang!(
                lang,
                "{section} is not a team-match section (catur team-match FILE --section {section} makes it one)",
                "{section} bukan bahagian perlawanan pasukan (catur team-match FAIL --section {section})"
            ),
            TeamWhy::TooManyPlayers {
                team,
                named,
                boards,
            } => in_lang!(
                lang,
                "team {team}: {named} players named for {boards} boards",
                "pasukan {team}: {named} pemain dinamakan untuk {boards} papan"
            ),
            TeamWhy::NotInTeam { board, name, team } => in_lang!(
                lang,
                "board {board}: {name} is not in team {team}",
                "papan {board}: {name} bukan ahli pasukan {team}"
            ),
            TeamWhy::NamedTwice { board, name } => in_lang!(
                lang,
                "board {board}: {name} is named twice",
                "papan {board}: {name} dinamakan dua kali"
            ),
            TeamWhy::CannotPlay { board, name, round } => in_lang!(
                lang,
                "board {board}: {name} cannot play in round {round} (withdrawn, absent or not yet entered)",
                "papan {board}: {name} tidak boleh bermain dalam pusingan {round} (tarik diri, tidak hadir atau belum masuk)"
            ),
            TeamWhy::OutOfBoardOrder { board, name } => in_lang!(
                lang,
                "board {board}: {name} stands above a player of a higher board in the roster; a line-up keeps the roster's board order",
                "papan {board}: {name} di atas pemain papan lebih tinggi dalam senarai; barisan mengikut susunan papan senarai pasukan"
            ),
            TeamWhy::NoSubstitution { team, name, until } => in_lang!(
                lang,
                "team {team}: {name} did not play in round 1, and the section's substitution rule (Johor, seed 001 3.2) allows no substitution after round {until}",
                "pasukan {team}: {name} tidak bermain dalam pusingan 1, dan peraturan pertukaran pemain bahagian ini (Johor, benih 001 3.2) tidak membenarkan pertukaran selepas pusingan {until}"
            ),
            TeamWhy::LineUpTooLate { round } => in_lang!(
                lang,
                "round {round} is already paired; a line-up is handed in before its round is paired",
                "pusingan {round} sudah dipasangkan; barisan diserahkan sebelum pusingannya dipasangkan"
            ),
            TeamWhy::NoMatch {
                round,
                matches,
                number,
            } => in_lang!(
                lang,
                "round {round} has {matches} matches; there is no match {number}",
                "pusingan {round} ada {matches} perlawanan; tiada perlawanan {number}"
            ),
            TeamWhy::NotInMatch {
                team,
                number,
                round,
            } => in_lang!(
                lang,
                "team {team} does not play in match {number} of round {round}",
                "pasukan {team} tidak bermain dalam perlawanan {number} pusingan {round}"
            ),
        }
    }
}

impl fmt::Display for TeamWhy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for TeamWhy {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::{OpError, Why};

    /// The Johor rule is named in both languages, from the same fields.
    #[test]
    fn johor_refusal_names_the_rule_in_malay_and_english() {
        let w = Why::Team(TeamWhy::NoSubstitution {
            team: "SKSI".into(),
            name: "Priya a/p Raman".into(),
            until: 1,
        });
        let en = w.say(Language::English);
        let ms = w.say(Language::Malay);
        assert!(en.contains("Johor") && en.contains("after round 1"), "{en}");
        assert!(
            ms.contains("Johor") && ms.contains("selepas pusingan 1"),
            "{ms}"
        );
        assert!(
            ms.contains("Priya a/p Raman") && ms.contains("SKSI"),
            "{ms}"
        );
        assert_eq!(OpError::Invalid(w).to_string(), en);
    }

    #[test]
    fn every_team_reason_differs_between_the_languages() {
        let all = [
            TeamWhy::NotATiebreak {
                code: "XX".into(),
                known: "MP, GP".into(),
            },
            TeamWhy::FixedAfterRoundOne {
                section: "L12".into(),
            },
            TeamWhy::PairedIndividually {
                section: "L12".into(),
            },
            TeamWhy::NotTeamMatch {
                section: "L12".into(),
            },
            TeamWhy::TooManyPlayers {
                team: "SKSI".into(),
                named: 5,
                boards: 4,
            },
            TeamWhy::NotInTeam {
                board: 1,
                name: "Tan Wei Ming".into(),
                team: "SKSI".into(),
            },
            TeamWhy::NamedTwice {
                board: 2,
                name: "Tan Wei Ming".into(),
            },
            TeamWhy::CannotPlay {
                board: 3,
                name: "Tan Wei Ming".into(),
                round: 2,
            },
            TeamWhy::OutOfBoardOrder {
                board: 2,
                name: "Tan Wei Ming".into(),
            },
            TeamWhy::LineUpTooLate { round: 2 },
            TeamWhy::NoMatch {
                round: 2,
                matches: 5,
                number: 6,
            },
            TeamWhy::NotInMatch {
                team: "SKSI".into(),
                number: 1,
                round: 2,
            },
        ];
        for w in all {
            let w = Why::Team(w);
            assert_ne!(w.say(Language::English), w.say(Language::Malay), "{w:?}");
        }
    }
}
