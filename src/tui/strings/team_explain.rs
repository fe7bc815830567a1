//! The team pairing's explanation (`e` on F3 of a team-match section) in the screen
//! language. The engine gives facts ([`TeamStep`]); this table words them. The English
//! wording is the facts' own `Display`, the text `catur pair` prints, so the desk and the
//! command line say the same.

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

super::two_languages!(E);

impl E {
    /// Every text, for the tests that compare the two languages.
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

    /// (English, Malay).
    fn both(self) -> (&'static str, &'static str) {
        match self {
            E::Ranking => (
                "round {}: {} teams by score, second score and pairing number: {}",
                "pusingan {}: {} pasukan mengikut mata, mata kedua dan nombor pasangan: {}",
            ),
            E::LastTwoRounds => (
                "one of the last two rounds: C7 and C10 (floaters of the previous round) do \
                 not apply",
                "salah satu daripada dua pusingan terakhir: C7 dan C10 (pasukan yang bertukar \
                 kumpulan mata pada pusingan lalu) tidak digunakan",
            ),
            E::HadBye => (
                "team {} already had the bye (C2): not given it again",
                "pasukan {} sudah mendapat bai (C2): tidak diberi lagi",
            ),
            E::WonByForfeit => (
                "team {} won a match by forfeit (C2): not given the bye",
                "pasukan {} pernah menang perlawanan secara walkover (C2): tidak diberi bai",
            ),
            E::Bye => (
                "bye: team {} (Art. 3.4: leaves a legal pairing, lowest score, most matches \
                 played, largest pairing number)",
                "bai: pasukan {} (Perkara 3.4: pasangan yang tinggal masih sah, mata terendah, \
                 paling banyak perlawanan dimainkan, nombor pasangan terbesar)",
            ),
            E::Upfloaters => (
                "upfloaters {} join the {} team(s) of score {} (C4: fewest; C5: highest \
                 scores{}{})",
                "pasukan {} naik menyertai {} pasukan bermata {} (C4: paling sedikit; C5: \
                 mata tertinggi{}{})",
            ),
            E::NoSetForC6 => (
                "; no set lets the next scoregroup pair itself (C6)",
                "; tiada set yang membolehkan kumpulan mata berikutnya berpasangan sesama \
                 sendiri (C6)",
            ),
            E::FloatedLastRound => (
                "; {} of them floated last round (C7)",
                "; {} daripadanya bertukar kumpulan mata pada pusingan lalu (C7)",
            ),
            E::Bracket => ("bracket of score {}: {}{}", "kumpulan bermata {}: {}{}"),
            E::FewestUnmet => (
                " (the first pairing with the fewest unmet preferences: C8 {}, C9 {}, C10 {})",
                " (pasangan pertama dengan paling sedikit pilihan warna tidak dipenuhi: C8 {}, \
                 C9 {}, C10 {})",
            ),
            E::IdentifierOrder => (
                " (Art. 3.6: the first pairing in identifier order)",
                " (Perkara 3.6: pasangan pertama mengikut susunan pengenal)",
            ),
            E::Match => (
                "match {}: team {} - team {} ({}); colours: {}",
                "perlawanan {}: pasukan {} - pasukan {} ({}); warna: {}",
            ),
            E::SameScore => ("same score", "mata sama"),
            E::FloatsUp => (
                "team {} floats up from {} to {}",
                "pasukan {} naik dari {} ke {}",
            ),
            E::NeitherPlayed => (
                "4.3.1 neither team has played: team {} ({} pairing number) takes {}",
                "4.3.1 kedua-dua pasukan belum bermain: pasukan {} (nombor pasangan {}) \
                 mendapat {}",
            ),
            E::Odd => ("odd", "ganjil"),
            E::Even => ("even", "genap"),
            E::OnlyPreference => (
                "4.3.2 only team {} has a preference ({})",
                "4.3.2 hanya pasukan {} ada pilihan warna ({})",
            ),
            E::BothMet => (
                "4.3.3 both preferences met",
                "4.3.3 pilihan kedua-dua pasukan dipenuhi",
            ),
            E::OnlyStrong => (
                "4.3.4 only team {}'s preference ({}) is strong",
                "4.3.4 hanya pilihan pasukan {} ({}) yang kuat",
            ),
            E::LowerDifference => (
                "4.3.5 team {} has the lower colour difference: White",
                "4.3.5 pasukan {} ada beza warna lebih rendah: Putih",
            ),
            E::Alternate => (
                "4.3.6 both alternate from the latest match they had different colours (team \
                 {} had {})",
                "4.3.6 kedua-duanya berselang dari perlawanan terakhir yang warna mereka \
                 berbeza (pasukan {} mendapat {})",
            ),
            E::FirstTeamPreference => (
                "4.3.7 the first-team {}'s preference ({})",
                "4.3.7 pilihan pasukan pertama {} ({})",
            ),
            E::FirstTeamAlternates => (
                "4.3.8 team {} alternates from {}",
                "4.3.8 pasukan {} berselang dari {}",
            ),
            E::OtherTeamAlternates => (
                "4.3.9 team {} alternates from {}",
                "4.3.9 pasukan {} berselang dari {}",
            ),
            E::FirstTeamWhite => ("team {} takes White", "pasukan {} mendapat Putih"),
            E::White => ("White", "Putih"),
            E::Black => ("Black", "Hitam"),
            E::BergerTable => (
                "round {}: Berger table for {} numbers{}",
                "pusingan {}: jadual Berger bagi {} nombor{}",
            ),
            E::DoubleRoundRobin => (", double round robin", ", round robin berganda"),
            E::TableMatch => (
                "match {}: team {} - team {} as the table gives (White on board 1 to the first)",
                "perlawanan {}: pasukan {} - pasukan {} seperti dalam jadual (Putih di papan 1 \
                 bagi yang pertama)",
            ),
            E::DummyNumber => (
                "team {} meets the dummy number: no match this round",
                "pasukan {} bertemu nombor kosong: tiada perlawanan pusingan ini",
            ),
        }
    }
}

fn colour(c: Colour, lang: Language) -> &'static str {
    match c {
        Colour::White => E::White.get(lang),
        Colour::Black => E::Black.get(lang),
    }
}

/// The explanation as the lines of the dialog.
pub fn steps(steps: &[TeamStep], lang: Language) -> Vec<String> {
    steps.iter().map(|s| step(s, lang)).collect()
}

/// One step of the team pairing in `lang`.
pub fn step(s: &TeamStep, lang: Language) -> String {
    match s {
        TeamStep::Ranking { round, teams } => {
            let list = teams
                .iter()
                .map(|(n, p)| format!("{n} ({})", show(*p)))
                .collect::<Vec<_>>()
                .join(", ");
            E::Ranking.fill(lang, &[round, &teams.len(), &list])
        }
        TeamStep::LastTwoRounds => E::LastTwoRounds.get(lang).to_string(),
        TeamStep::HadBye { team } => E::HadBye.fill(lang, &[team]),
        TeamStep::WonByForfeit { team } => E::WonByForfeit.fill(lang, &[team]),
        TeamStep::Bye { team } => E::Bye.fill(lang, &[team]),
        TeamStep::Upfloaters {
            teams,
            residents,
            score,
            c6_failed,
            floated,
        } => {
            let c6 = if *c6_failed {
                E::NoSetForC6.get(lang)
            } else {
                ""
            };
            let c7 = if *floated > 0 {
                E::FloatedLastRound.fill(lang, &[floated])
            } else {
                String::new()
            };
            E::Upfloaters.fill(lang, &[&numbers(teams), residents, &show(*score), &c6, &c7])
        }
        TeamStep::Bracket {
            score,
            pairs,
            c8,
            c9,
            c10,
        } => {
            let why = if c8 + c9 + c10 > 0 {
                E::FewestUnmet.fill(lang, &[c8, c9, c10])
            } else {
                E::IdentifierOrder.get(lang).to_string()
            };
            E::Bracket.fill(lang, &[&show(*score), &dashed(pairs), &why])
        }
        TeamStep::Match {
            number,
            white,
            black,
            float,
            colours,
        } => {
            let float = match float {
                None => E::SameScore.get(lang).to_string(),
                Some(x) => E::FloatsUp.fill(lang, &[&x.team, &show(x.from), &show(x.to)]),
            };
            let colours = colour_step(colours, lang);
            E::Match.fill(lang, &[number, white, black, &float, &colours])
        }
        TeamStep::BergerTable {
            round,
            numbers,
            double,
        } => {
            let double = if *double {
                E::DoubleRoundRobin.get(lang)
            } else {
                ""
            };
            E::BergerTable.fill(lang, &[round, numbers, &double])
        }
        TeamStep::TableMatch {
            number,
            white,
            black,
        } => E::TableMatch.fill(lang, &[number, white, black]),
        TeamStep::DummyNumber { team } => E::DummyNumber.fill(lang, &[team]),
    }
}

/// The step of Art. 4.3 that gave a match its colours, in `lang`.
pub fn colour_step(c: &ColourStep, lang: Language) -> String {
    match *c {
        ColourStep::NeitherPlayed { team, colour: c } => {
            let parity = if team % 2 == 1 { E::Odd } else { E::Even }.get(lang);
            E::NeitherPlayed.fill(lang, &[&team, &parity, &colour(c, lang)])
        }
        ColourStep::OnlyPreference { team, colour: c } => {
            E::OnlyPreference.fill(lang, &[&team, &colour(c, lang)])
        }
        ColourStep::BothMet => E::BothMet.get(lang).to_string(),
        ColourStep::OnlyStrong { team, colour: c } => {
            E::OnlyStrong.fill(lang, &[&team, &colour(c, lang)])
        }
        ColourStep::LowerDifference { team } => E::LowerDifference.fill(lang, &[&team]),
        ColourStep::Alternate { team, had } => {
            E::Alternate.fill(lang, &[&team, &colour(had, lang)])
        }
        ColourStep::FirstTeamPreference { team, colour: c } => {
            E::FirstTeamPreference.fill(lang, &[&team, &colour(c, lang)])
        }
        ColourStep::FirstTeamAlternates { team, from } => {
            E::FirstTeamAlternates.fill(lang, &[&team, &colour(from, lang)])
        }
        ColourStep::OtherTeamAlternates { team, from } => {
            E::OtherTeamAlternates.fill(lang, &[&team, &colour(from, lang)])
        }
        ColourStep::FirstTeamWhite { team } => E::FirstTeamWhite.fill(lang, &[&team]),
    }
}

/// One of each fact the team pairing gives, every branch of its wording taken (for
/// the tests of both languages, here and in `tests/tui_languages.rs`).
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

    #[test]
    fn both_languages_have_the_same_blanks() {
        for e in E::ALL {
            let (en, ms) = e.both();
            assert_eq!(en.matches("{}").count(), ms.matches("{}").count(), "{e:?}");
        }
    }

    #[test]
    fn the_english_words_are_the_text_catur_pair_prints() {
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
            // "round robin" is the Malay desk's own word for it.
            let ms = step(&s, Language::Malay).replace("round robin", "");
            assert_ne!(ms, s.to_string(), "{s:?}");
            for w in english {
                assert!(!ms.contains(w), "'{w}' in the Malay of {s:?}: {ms}");
            }
        }
    }
}
