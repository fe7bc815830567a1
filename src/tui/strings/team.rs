//! The team-match refusals ([`TeamWhy`]) worded in Malay from their fields; English is
//! their own `Display`, as for every other reason (`strings/why.rs`).

use crate::ops::TeamWhy;

/// A team-match reason in Malay.
pub fn team_why_ms(w: &TeamWhy) -> String {
    match w {
        TeamWhy::NotATiebreak { code, known } => {
            format!("'{code}' bukan penentu seri perlawanan pasukan (guna {known})")
        }
        TeamWhy::FixedAfterRoundOne { section } => format!(
            "{section}: bilangan papan dan sistem pasangan tetap selepas pusingan 1 dipasangkan"
        ),
        TeamWhy::PairedIndividually { section } => {
            format!("{section} sudah ada pusingan dipasangkan sebagai bahagian individu")
        }
        TeamWhy::NotTeamMatch { section } => format!(
            "{section} bukan bahagian perlawanan pasukan (catur team-match FAIL --section {section})"
        ),
        TeamWhy::TooManyPlayers {
            team,
            named,
            boards,
        } => format!("pasukan {team}: {named} pemain dinamakan untuk {boards} papan"),
        TeamWhy::NotInTeam { board, name, team } => {
            format!("papan {board}: {name} bukan ahli pasukan {team}")
        }
        TeamWhy::NamedTwice { board, name } => {
            format!("papan {board}: {name} dinamakan dua kali")
        }
        TeamWhy::CannotPlay { board, name, round } => format!(
            "papan {board}: {name} tidak boleh bermain dalam pusingan {round} (tarik diri, \
             tidak hadir atau belum masuk)"
        ),
        TeamWhy::OutOfBoardOrder { board, name } => format!(
            "papan {board}: {name} di atas pemain papan lebih tinggi dalam senarai; barisan \
             mengikut susunan papan senarai pasukan"
        ),
        TeamWhy::NoSubstitution { team, name, until } => format!(
            "pasukan {team}: {name} tidak bermain dalam pusingan 1, dan peraturan pertukaran \
             pemain bahagian ini (Johor, benih 001 3.2) tidak membenarkan pertukaran selepas \
             pusingan {until}"
        ),
        TeamWhy::LineUpTooLate { round } => format!(
            "pusingan {round} sudah dipasangkan; barisan diserahkan sebelum pusingannya dipasangkan"
        ),
        TeamWhy::NoMatch {
            round,
            matches,
            number,
        } => format!("pusingan {round} ada {matches} perlawanan; tiada perlawanan {number}"),
        TeamWhy::NotInMatch {
            team,
            number,
            round,
        } => format!("pasukan {team} tidak bermain dalam perlawanan {number} pusingan {round}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::{OpError, Why};
    use crate::tui::strings::Language;
    use crate::tui::strings::why::why;

    /// The Johor rule is named in both languages, from the same fields.
    #[test]
    fn johor_refusal_names_the_rule_in_malay_and_english() {
        let w = Why::Team(TeamWhy::NoSubstitution {
            team: "SKSI".into(),
            name: "Priya a/p Raman".into(),
            until: 1,
        });
        let en = why(&w, Language::English);
        let ms = why(&w, Language::Malay);
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
            assert_ne!(
                why(&w, Language::English),
                why(&w, Language::Malay),
                "{w:?}"
            );
        }
    }
}
