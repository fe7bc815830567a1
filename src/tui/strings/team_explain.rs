//! The team pairing's explanation (`e` on F3 of a team-match section) in the screen
//! language. The engine's facts word themselves ([`TeamStep::say`], English and Malay
//! side by side; the English is what `catur pair` prints).

use crate::model::{Colour, Language};
use crate::pairing::team_swiss::{ColourStep, TeamStep};

/// The explanation as the lines of the dialog.
pub fn steps(steps: &[TeamStep], lang: Language) -> Vec<String> {
    steps.iter().map(|s| s.say(lang)).collect()
}

/// One of each fact the team pairing gives, every branch of its wording taken (for
/// the tests of both languages, here and in `tests/desk/tui_languages.rs`).
pub fn every_step() -> Vec<TeamStep> {
    use crate::pairing::team_swiss::Float;
    use Colour::{Black, White};
    let colours = [
        ColourStep::NeitherPlayed {
            team: 3,
            colour: White,
        },
        ColourStep::NeitherPlayed {
            team: 4,
            colour: Black,
        },
        ColourStep::OnlyPreference {
            team: 2,
            colour: Black,
        },
        ColourStep::BothMet,
        ColourStep::OnlyStrong {
            team: 5,
            colour: White,
        },
        ColourStep::LowerDifference { team: 6 },
        ColourStep::Alternate {
            team: 1,
            had: White,
        },
        ColourStep::FirstTeamPreference {
            team: 1,
            colour: Black,
        },
        ColourStep::FirstTeamAlternates {
            team: 7,
            from: White,
        },
        ColourStep::OtherTeamAlternates {
            team: 8,
            from: Black,
        },
        ColourStep::FirstTeamWhite { team: 9 },
    ];
    let mut v = vec![
        TeamStep::Ranking {
            round: 3,
            teams: vec![(1, 40), (4, 25), (2, 0)],
        },
        TeamStep::LastTwoRounds,
        TeamStep::HadBye { team: 5 },
        TeamStep::WonByForfeit { team: 6 },
        TeamStep::Bye { team: 7 },
        TeamStep::Upfloaters {
            teams: vec![3, 8],
            residents: 1,
            score: 40,
            c6_failed: false,
            floated: 0,
        },
        TeamStep::Upfloaters {
            teams: vec![3],
            residents: 3,
            score: 45,
            c6_failed: true,
            floated: 1,
        },
        TeamStep::Bracket {
            score: 20,
            pairs: vec![(1, 5), (2, 6)],
            c8: 0,
            c9: 0,
            c10: 0,
        },
        TeamStep::Bracket {
            score: 25,
            pairs: vec![(1, 3)],
            c8: 2,
            c9: 1,
            c10: 0,
        },
        TeamStep::BergerTable {
            round: 2,
            numbers: 6,
            double: false,
        },
        TeamStep::BergerTable {
            round: 7,
            numbers: 8,
            double: true,
        },
        TeamStep::TableMatch {
            number: 1,
            white: 6,
            black: 4,
        },
        TeamStep::DummyNumber { team: 3 },
    ];
    for (k, c) in colours.into_iter().enumerate() {
        v.push(TeamStep::Match {
            number: k + 1,
            white: 2,
            black: 9,
            float: (k % 2 == 0).then_some(Float {
                team: 9,
                from: 15,
                to: 20,
            }),
            colours: c,
        });
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Which variant a fact is (a new variant does not compile until it is listed here
    /// and given an example in [`every_step`]).
    fn variant(s: &TeamStep) -> &'static str {
        match s {
            TeamStep::Ranking { .. } => "Ranking",
            TeamStep::LastTwoRounds => "LastTwoRounds",
            TeamStep::HadBye { .. } => "HadBye",
            TeamStep::WonByForfeit { .. } => "WonByForfeit",
            TeamStep::Bye { .. } => "Bye",
            TeamStep::Upfloaters { .. } => "Upfloaters",
            TeamStep::Bracket { .. } => "Bracket",
            TeamStep::Match { .. } => "Match",
            TeamStep::BergerTable { .. } => "BergerTable",
            TeamStep::TableMatch { .. } => "TableMatch",
            TeamStep::DummyNumber { .. } => "DummyNumber",
        }
    }

    fn colour_variant(c: &ColourStep) -> &'static str {
        match c {
            ColourStep::NeitherPlayed { .. } => "NeitherPlayed",
            ColourStep::OnlyPreference { .. } => "OnlyPreference",
            ColourStep::BothMet => "BothMet",
            ColourStep::OnlyStrong { .. } => "OnlyStrong",
            ColourStep::LowerDifference { .. } => "LowerDifference",
            ColourStep::Alternate { .. } => "Alternate",
            ColourStep::FirstTeamPreference { .. } => "FirstTeamPreference",
            ColourStep::FirstTeamAlternates { .. } => "FirstTeamAlternates",
            ColourStep::OtherTeamAlternates { .. } => "OtherTeamAlternates",
            ColourStep::FirstTeamWhite { .. } => "FirstTeamWhite",
        }
    }

    #[test]
    fn every_team_fact_and_colour_step_has_an_example() {
        let steps = every_step();
        let facts: std::collections::BTreeSet<&str> = steps.iter().map(variant).collect();
        assert_eq!(facts.len(), 11, "{facts:?}");
        let colours: std::collections::BTreeSet<&str> = steps
            .iter()
            .filter_map(|s| match s {
                TeamStep::Match { colours, .. } => Some(colour_variant(colours)),
                _ => None,
            })
            .collect();
        assert_eq!(colours.len(), 10, "{colours:?}");
    }

    /// The numbers of a fact (teams, rounds, scores, articles) are the same in both
    /// languages: the Malay drops none and adds none.
    #[test]
    fn every_team_fact_keeps_its_numbers_in_malay() {
        let numbers = |text: &str| {
            let mut v: Vec<String> = text
                .split(|c: char| !c.is_ascii_digit())
                .filter(|n| !n.is_empty())
                .map(String::from)
                .collect();
            v.sort();
            v
        };
        for s in every_step() {
            let (en, ms) = (s.say(Language::English), s.say(Language::Malay));
            assert_eq!(en, s.to_string());
            assert_eq!(numbers(&en), numbers(&ms), "{s:?}: {en} / {ms}");
        }
    }

    #[test]
    fn every_team_fact_is_worded_in_malay_without_english() {
        let english = [
            "team",
            "round",
            "match",
            "bye:",
            "score",
            "White",
            "Black",
            "floats",
            "colours",
            "preference",
            "bracket",
            "table",
        ];
        for s in every_step() {
            let ms = s.say(Language::Malay);
            assert_ne!(ms, s.to_string(), "{s:?}");
            // "round robin" is the Malay desk's own word for it.
            let ms = ms.replace("round robin", "");
            for w in english {
                assert!(!ms.contains(w), "'{w}' in the Malay of {s:?}: {ms}");
            }
        }
    }
}
