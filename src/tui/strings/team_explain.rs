//! The team pairing's explanation (`e` on F3 of a team-match section) in the screen
//! language. The engine gives facts ([`TeamStep`]). English is the facts' own `Display`,
//! the text `catur pair` prints, so the desk and the command line say the same; Malay is
//! worded here.

use crate::model::{Colour, Language};
use crate::pairing::team_swiss::{ColourStep, TeamStep, dashed, numbers, show};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum E {
    Ranking,
    LastTwoRounds,
    HadBye,
    WonByForfeit,
    Bye,
    Upfloaters,
    NoSetForC6,
    FloatedLastRound,
    Bracket,
    FewestUnmet,
    IdentifierOrder,
    Match,
    SameScore,
    FloatsUp,
    NeitherPlayed,
    Odd,
    Even,
    OnlyPreference,
    BothMet,
    OnlyStrong,
    LowerDifference,
    Alternate,
    FirstTeamPreference,
    FirstTeamAlternates,
    OtherTeamAlternates,
    FirstTeamWhite,
    White,
    Black,
    BergerTable,
    DoubleRoundRobin,
    TableMatch,
    DummyNumber,
}

impl E {
    /// Every Malay text, for the tests.
    pub const ALL: [E; 32] = [
        E::Ranking,
        E::LastTwoRounds,
        E::HadBye,
        E::WonByForfeit,
        E::Bye,
        E::Upfloaters,
        E::NoSetForC6,
        E::FloatedLastRound,
        E::Bracket,
        E::FewestUnmet,
        E::IdentifierOrder,
        E::Match,
        E::SameScore,
        E::FloatsUp,
        E::NeitherPlayed,
        E::Odd,
        E::Even,
        E::OnlyPreference,
        E::BothMet,
        E::OnlyStrong,
        E::LowerDifference,
        E::Alternate,
        E::FirstTeamPreference,
        E::FirstTeamAlternates,
        E::OtherTeamAlternates,
        E::FirstTeamWhite,
        E::White,
        E::Black,
        E::BergerTable,
        E::DoubleRoundRobin,
        E::TableMatch,
        E::DummyNumber,
    ];

    /// The Malay wording (the English is the facts' own `Display`).
    pub fn ms(self) -> &'static str {
        match self {
            E::Ranking => {
                "pusingan {}: {} pasukan mengikut mata, mata kedua dan nombor pasangan: {}"
            }
            E::LastTwoRounds => {
                "salah satu daripada dua pusingan terakhir: C7 dan C10 (pasukan yang bertukar \
                 kumpulan mata pada pusingan lalu) tidak digunakan"
            }
            E::HadBye => "pasukan {} sudah mendapat bai (C2): tidak diberi lagi",
            E::WonByForfeit => {
                "pasukan {} pernah menang perlawanan secara walkover (C2): tidak diberi bai"
            }
            E::Bye => {
                "bai: pasukan {} (Perkara 3.4: pasangan yang tinggal masih sah, mata terendah, \
                 paling banyak perlawanan dimainkan, nombor pasangan terbesar)"
            }
            E::Upfloaters => {
                "pasukan {} naik menyertai {} pasukan bermata {} (C4: paling sedikit; C5: \
                 mata tertinggi{}{})"
            }
            E::NoSetForC6 => {
                "; tiada set yang membolehkan kumpulan mata berikutnya berpasangan sesama \
                 sendiri (C6)"
            }
            E::FloatedLastRound => {
                "; {} daripadanya bertukar kumpulan mata pada pusingan lalu (C7)"
            }
            E::Bracket => "kumpulan bermata {}: {}{}",
            E::FewestUnmet => {
                " (pasangan pertama dengan paling sedikit pilihan warna tidak dipenuhi: C8 {}, \
                 C9 {}, C10 {})"
            }
            E::IdentifierOrder => " (Perkara 3.6: pasangan pertama mengikut susunan pengenal)",
            E::Match => "perlawanan {}: pasukan {} - pasukan {} ({}); warna: {}",
            E::SameScore => "mata sama",
            E::FloatsUp => "pasukan {} naik dari {} ke {}",
            E::NeitherPlayed => {
                "4.3.1 kedua-dua pasukan belum bermain: pasukan {} (nombor pasangan {}) \
                 mendapat {}"
            }
            E::Odd => "ganjil",
            E::Even => "genap",
            E::OnlyPreference => "4.3.2 hanya pasukan {} ada pilihan warna ({})",
            E::BothMet => "4.3.3 pilihan kedua-dua pasukan dipenuhi",
            E::OnlyStrong => "4.3.4 hanya pilihan pasukan {} ({}) yang kuat",
            E::LowerDifference => "4.3.5 pasukan {} ada beza warna lebih rendah: Putih",
            E::Alternate => {
                "4.3.6 kedua-duanya berselang dari perlawanan terakhir yang warna mereka \
                 berbeza (pasukan {} mendapat {})"
            }
            E::FirstTeamPreference => "4.3.7 pilihan pasukan pertama {} ({})",
            E::FirstTeamAlternates => "4.3.8 pasukan {} berselang dari {}",
            E::OtherTeamAlternates => "4.3.9 pasukan {} berselang dari {}",
            E::FirstTeamWhite => "pasukan {} mendapat Putih",
            E::White => "Putih",
            E::Black => "Hitam",
            E::BergerTable => "pusingan {}: jadual Berger bagi {} nombor{}",
            E::DoubleRoundRobin => ", round robin berganda",
            E::TableMatch => {
                "perlawanan {}: pasukan {} - pasukan {} seperti dalam jadual (Putih di papan 1 \
                 bagi yang pertama)"
            }
            E::DummyNumber => "pasukan {} bertemu nombor kosong: tiada perlawanan pusingan ini",
        }
    }

    /// The Malay text with each `{}` replaced by the next argument.
    pub fn fill(self, args: &[&dyn std::fmt::Display]) -> String {
        super::fill(self.ms(), args)
    }
}

fn colour(c: Colour) -> &'static str {
    match c {
        Colour::White => E::White.ms(),
        Colour::Black => E::Black.ms(),
    }
}

/// The explanation as the lines of the dialog.
pub fn steps(steps: &[TeamStep], lang: Language) -> Vec<String> {
    steps.iter().map(|s| step(s, lang)).collect()
}

/// One step of the team pairing in `lang`.
pub fn step(s: &TeamStep, lang: Language) -> String {
    match lang {
        Language::English => s.to_string(),
        Language::Malay => step_ms(s),
    }
}

/// The step of Art. 4.3 that gave a match its colours, in `lang`.
pub fn colour_step(c: &ColourStep, lang: Language) -> String {
    match lang {
        Language::English => c.to_string(),
        Language::Malay => colour_step_ms(c),
    }
}

fn step_ms(s: &TeamStep) -> String {
    match s {
        TeamStep::Ranking { round, teams } => {
            let list = teams
                .iter()
                .map(|(n, p)| format!("{n} ({})", show(*p)))
                .collect::<Vec<_>>()
                .join(", ");
            E::Ranking.fill(&[round, &teams.len(), &list])
        }
        TeamStep::LastTwoRounds => E::LastTwoRounds.ms().to_string(),
        TeamStep::HadBye { team } => E::HadBye.fill(&[team]),
        TeamStep::WonByForfeit { team } => E::WonByForfeit.fill(&[team]),
        TeamStep::Bye { team } => E::Bye.fill(&[team]),
        TeamStep::Upfloaters {
            teams,
            residents,
            score,
            c6_failed,
            floated,
        } => {
            let c6 = if *c6_failed { E::NoSetForC6.ms() } else { "" };
            let c7 = if *floated > 0 {
                E::FloatedLastRound.fill(&[floated])
            } else {
                String::new()
            };
            E::Upfloaters.fill(&[&numbers(teams), residents, &show(*score), &c6, &c7])
        }
        TeamStep::Bracket {
            score,
            pairs,
            c8,
            c9,
            c10,
        } => {
            let why = if c8 + c9 + c10 > 0 {
                E::FewestUnmet.fill(&[c8, c9, c10])
            } else {
                E::IdentifierOrder.ms().to_string()
            };
            E::Bracket.fill(&[&show(*score), &dashed(pairs), &why])
        }
        TeamStep::Match {
            number,
            white,
            black,
            float,
            colours,
        } => {
            let float = match float {
                None => E::SameScore.ms().to_string(),
                Some(x) => E::FloatsUp.fill(&[&x.team, &show(x.from), &show(x.to)]),
            };
            let colours = colour_step_ms(colours);
            E::Match.fill(&[number, white, black, &float, &colours])
        }
        TeamStep::BergerTable {
            round,
            numbers,
            double,
        } => {
            let double = if *double {
                E::DoubleRoundRobin.ms()
            } else {
                ""
            };
            E::BergerTable.fill(&[round, numbers, &double])
        }
        TeamStep::TableMatch {
            number,
            white,
            black,
        } => E::TableMatch.fill(&[number, white, black]),
        TeamStep::DummyNumber { team } => E::DummyNumber.fill(&[team]),
    }
}

fn colour_step_ms(c: &ColourStep) -> String {
    match *c {
        ColourStep::NeitherPlayed { team, colour: c } => {
            let parity = if team % 2 == 1 { E::Odd } else { E::Even }.ms();
            E::NeitherPlayed.fill(&[&team, &parity, &colour(c)])
        }
        ColourStep::OnlyPreference { team, colour: c } => {
            E::OnlyPreference.fill(&[&team, &colour(c)])
        }
        ColourStep::BothMet => E::BothMet.ms().to_string(),
        ColourStep::OnlyStrong { team, colour: c } => E::OnlyStrong.fill(&[&team, &colour(c)]),
        ColourStep::LowerDifference { team } => E::LowerDifference.fill(&[&team]),
        ColourStep::Alternate { team, had } => E::Alternate.fill(&[&team, &colour(had)]),
        ColourStep::FirstTeamPreference { team, colour: c } => {
            E::FirstTeamPreference.fill(&[&team, &colour(c)])
        }
        ColourStep::FirstTeamAlternates { team, from } => {
            E::FirstTeamAlternates.fill(&[&team, &colour(from)])
        }
        ColourStep::OtherTeamAlternates { team, from } => {
            E::OtherTeamAlternates.fill(&[&team, &colour(from)])
        }
        ColourStep::FirstTeamWhite { team } => E::FirstTeamWhite.fill(&[&team]),
    }
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

    #[test]
    fn every_malay_text_is_used_by_some_fact() {
        let worded: Vec<String> = every_step()
            .iter()
            .map(|s| step(s, Language::Malay))
            .collect();
        for e in E::ALL {
            let fixed = e
                .ms()
                .split("{}")
                .map(str::trim)
                .filter(|p| p.len() > 1)
                .max_by_key(|p| p.len())
                .unwrap_or(e.ms());
            assert!(
                worded.iter().any(|w| w.contains(fixed)),
                "{e:?} ('{fixed}') is in no Malay fact"
            );
        }
    }

    #[test]
    fn the_desk_says_in_english_what_catur_pair_prints() {
        for s in every_step() {
            assert_eq!(step(&s, Language::English), s.to_string(), "{s:?}");
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
            let ms = step(&s, Language::Malay);
            assert_ne!(ms, s.to_string(), "{s:?}");
            // "round robin" is the Malay desk's own word for it.
            let ms = ms.replace("round robin", "");
            for w in english {
                assert!(!ms.contains(w), "'{w}' in the Malay of {s:?}: {ms}");
            }
        }
    }
}
