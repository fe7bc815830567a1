//! The team pairing's explanation as facts: each decision of the C.04.6 procedure
//! ([`TeamStep`]) and each colour step of Art. 4.3 ([`ColourStep`]), worded once in
//! English and Malay side by side (`say`); the English (`Display`) is what `catur pair`
//! prints, the desk shows the screen language.

use super::show;
use crate::in_lang;
use crate::model::{Colour, Language, RoundNo};

/// One decision of the team pairing, as facts, worded by [`TeamStep::say`]. Teams are
/// named by pairing number, scores are in tenths.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamStep {
    /// The teams of the round in ranking order: (pairing number, primary score).
    Ranking {
        round: RoundNo,
        teams: Vec<(u32, i32)>,
    },
    /// One of the last two rounds: [C7] and [C10] do not apply.
    LastTwoRounds,
    /// [C2]: the team already had the bye.
    HadBye { team: u32 },
    /// [C2]: the team won a match by forfeit.
    WonByForfeit { team: u32 },
    /// Art. 3.4: the bye.
    Bye { team: u32 },
    /// Art. 3.5: the upfloaters joining the top scoregroup's `residents` teams of
    /// `score`; `c6_failed`: no set let the next scoregroup pair itself; `floated`: how
    /// many of them floated in the previous round ([C7]).
    Upfloaters {
        teams: Vec<u32>,
        residents: usize,
        score: i32,
        c6_failed: bool,
        floated: usize,
    },
    /// Art. 3.6: a bracket's pairs (smaller pairing number first) and what its pairing
    /// costs under [C8], [C9] and [C10] (all 0: the first identifier).
    Bracket {
        score: i32,
        pairs: Vec<(u32, u32)>,
        c8: u32,
        c9: u32,
        c10: u32,
    },
    /// A match of the round, White's team first, the float and the colour rule.
    Match {
        number: usize,
        white: u32,
        black: u32,
        float: Option<Float>,
        colours: ColourStep,
    },
    /// A team round robin: the Berger table used.
    BergerTable {
        round: RoundNo,
        numbers: u32,
        double: bool,
    },
    /// A match of a team round robin as the table gives it.
    TableMatch {
        number: usize,
        white: u32,
        black: u32,
    },
    /// A team round robin with an odd number of teams: the team meeting the dummy.
    DummyNumber { team: u32 },
}

/// A team that plays a team of a higher score (Art. 1.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Float {
    pub team: u32,
    /// Its score and the opponent's, in tenths.
    pub from: i32,
    pub to: i32,
}

/// The step of Art. 4.3 that gave a match its colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourStep {
    /// 4.3.1: neither team has played; the first-team takes `colour` by the parity of
    /// its pairing number.
    NeitherPlayed { team: u32, colour: Colour },
    /// 4.3.2: only `team` has a preference.
    OnlyPreference { team: u32, colour: Colour },
    /// 4.3.3: opposite preferences, both met.
    BothMet,
    /// 4.3.4: only `team`'s preference is strong.
    OnlyStrong { team: u32, colour: Colour },
    /// 4.3.5: `team` has the lower colour difference and takes White.
    LowerDifference { team: u32 },
    /// 4.3.6: both alternate from the latest match they had different colours, when
    /// the first-team `team` had `had`.
    Alternate { team: u32, had: Colour },
    /// 4.3.7: the first-team's preference.
    FirstTeamPreference { team: u32, colour: Colour },
    /// 4.3.8: the first-team alternates from its last played colour.
    FirstTeamAlternates { team: u32, from: Colour },
    /// 4.3.9: the other team alternates from its last played colour.
    OtherTeamAlternates { team: u32, from: Colour },
    /// None of the steps applies: the first-team takes White.
    FirstTeamWhite { team: u32 },
}

impl ColourStep {
    /// The colour step in `lang`, with the article of Art. 4.3 it applies.
    pub fn say(&self, lang: Language) -> String {
        match *self {
            ColourStep::NeitherPlayed { team, colour } => {
                let parity = match team % 2 == 1 {
                    true => lang.pick("odd", "ganjil"),
                    false => lang.pick("even", "genap"),
                };
                let c = colour.name(lang);
                in_lang!(
                    lang,
                    "4.3.1 neither team has played: team {team} ({parity} pairing number) takes {c}",
                    "4.3.1 kedua-dua pasukan belum bermain: pasukan {team} (nombor pasangan {parity}) mendapat {c}"
                )
            }
            ColourStep::OnlyPreference { team, colour } => {
                let c = colour.name(lang);
                in_lang!(
                    lang,
                    "4.3.2 only team {team} has a preference ({c})",
                    "4.3.2 hanya pasukan {team} ada pilihan warna ({c})"
                )
            }
            ColourStep::BothMet => lang
                .pick(
                    "4.3.3 both preferences met",
                    "4.3.3 pilihan kedua-dua pasukan dipenuhi",
                )
                .to_string(),
            ColourStep::OnlyStrong { team, colour } => {
                let c = colour.name(lang);
                in_lang!(
                    lang,
                    "4.3.4 only team {team}'s preference ({c}) is strong",
                    "4.3.4 hanya pilihan pasukan {team} ({c}) yang kuat"
                )
            }
            ColourStep::LowerDifference { team } => in_lang!(
                lang,
                "4.3.5 team {team} has the lower colour difference: White",
                "4.3.5 pasukan {team} ada beza warna lebih rendah: Putih"
            ),
            ColourStep::Alternate { team, had } => {
                let c = had.name(lang);
                in_lang!(
                    lang,
                    "4.3.6 both alternate from the latest match they had different colours (team {team} had {c})",
                    "4.3.6 kedua-duanya berselang dari perlawanan terakhir yang warna mereka berbeza (pasukan {team} mendapat {c})"
                )
            }
            ColourStep::FirstTeamPreference { team, colour } => {
                let c = colour.name(lang);
                in_lang!(
                    lang,
                    "4.3.7 the first-team {team}'s preference ({c})",
                    "4.3.7 pilihan pasukan pertama {team} ({c})"
                )
            }
            ColourStep::FirstTeamAlternates { team, from } => {
                let c = from.name(lang);
                in_lang!(
                    lang,
                    "4.3.8 team {team} alternates from {c}",
                    "4.3.8 pasukan {team} berselang dari {c}"
                )
            }
            ColourStep::OtherTeamAlternates { team, from } => {
                let c = from.name(lang);
                in_lang!(
                    lang,
                    "4.3.9 team {team} alternates from {c}",
                    "4.3.9 pasukan {team} berselang dari {c}"
                )
            }
            ColourStep::FirstTeamWhite { team } => in_lang!(
                lang,
                "team {team} takes White",
                "pasukan {team} mendapat Putih"
            ),
        }
    }
}

impl std::fmt::Display for ColourStep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl TeamStep {
    /// The decision in `lang`, with the article or criterion it applies.
    pub fn say(&self, lang: Language) -> String {
        match self {
            TeamStep::Ranking { round, teams } => {
                let count = teams.len();
                let list = teams
                    .iter()
                    .map(|(n, p)| format!("{n} ({})", show(*p)))
                    .collect::<Vec<_>>()
                    .join(", ");
                in_lang!(
                    lang,
                    "round {round}: {count} teams by score, second score and pairing number: {list}",
                    "pusingan {round}: {count} pasukan mengikut mata, mata kedua dan nombor pasangan: {list}"
                )
            }
            TeamStep::LastTwoRounds => lang
                .pick(
                    "one of the last two rounds: C7 and C10 (floaters of the previous round) do not apply",
                    "salah satu daripada dua pusingan terakhir: C7 dan C10 (pasukan yang bertukar kumpulan mata pada pusingan lalu) tidak digunakan",
                )
                .to_string(),
            TeamStep::HadBye { team } => in_lang!(
                lang,
                "team {team} already had the bye (C2): not given it again",
                "pasukan {team} sudah mendapat bai (C2): tidak diberi lagi"
            ),
            TeamStep::WonByForfeit { team } => in_lang!(
                lang,
                "team {team} won a match by forfeit (C2): not given the bye",
                "pasukan {team} pernah menang perlawanan secara walkover (C2): tidak diberi bai"
            ),
            TeamStep::Bye { team } => in_lang!(
                lang,
                "bye: team {team} (Art. 3.4: leaves a legal pairing, lowest score, most matches played, largest pairing number)",
                "bai: pasukan {team} (Perkara 3.4: pasangan yang tinggal masih sah, mata terendah, paling banyak perlawanan dimainkan, nombor pasangan terbesar)"
            ),
            TeamStep::Upfloaters {
                teams,
                residents,
                score,
                c6_failed,
                floated,
            } => {
                let (teams, score) = (numbers(teams), show(*score));
                let c6 = match c6_failed {
                    true => lang.pick(
                        "; no set lets the next scoregroup pair itself (C6)",
                        "; tiada set yang membolehkan kumpulan mata berikutnya berpasangan sesama sendiri (C6)",
                    ),
                    false => "",
                };
                let c7 = match floated {
                    0 => String::new(),
                    n => in_lang!(
                        lang,
                        "; {n} of them floated last round (C7)",
                        "; {n} daripadanya bertukar kumpulan mata pada pusingan lalu (C7)"
                    ),
                };
                in_lang!(
                    lang,
                    "upfloaters {teams} join the {residents} team(s) of score {score} (C4: fewest; C5: highest scores{c6}{c7})",
                    "pasukan {teams} naik menyertai {residents} pasukan bermata {score} (C4: paling sedikit; C5: mata tertinggi{c6}{c7})"
                )
            }
            TeamStep::Bracket {
                score,
                pairs,
                c8,
                c9,
                c10,
            } => {
                let (score, pairs) = (show(*score), dashed(pairs));
                let why = match c8 + c9 + c10 > 0 {
                    true => in_lang!(
                        lang,
                        " (the first pairing with the fewest unmet preferences: C8 {c8}, C9 {c9}, C10 {c10})",
                        " (pasangan pertama dengan paling sedikit pilihan warna tidak dipenuhi: C8 {c8}, C9 {c9}, C10 {c10})"
                    ),
                    false => lang
                        .pick(
                            " (Art. 3.6: the first pairing in identifier order)",
                            " (Perkara 3.6: pasangan pertama mengikut susunan pengenal)",
                        )
                        .to_string(),
                };
                in_lang!(
                    lang,
                    "bracket of score {score}: {pairs}{why}",
                    "kumpulan bermata {score}: {pairs}{why}"
                )
            }
            TeamStep::Match {
                number,
                white,
                black,
                float,
                colours,
            } => {
                let float = match float {
                    None => lang.pick("same score", "mata sama").to_string(),
                    Some(x) => {
                        let (team, from, to) = (x.team, show(x.from), show(x.to));
                        in_lang!(
                            lang,
                            "team {team} floats up from {from} to {to}",
                            "pasukan {team} naik dari {from} ke {to}"
                        )
                    }
                };
                let colours = colours.say(lang);
                in_lang!(
                    lang,
                    "match {number}: team {white} - team {black} ({float}); colours: {colours}",
                    "perlawanan {number}: pasukan {white} - pasukan {black} ({float}); warna: {colours}"
                )
            }
            TeamStep::BergerTable {
                round,
                numbers,
                double,
            } => {
                let double = match double {
                    true => lang.pick(", double round robin", ", round robin berganda"),
                    false => "",
                };
                in_lang!(
                    lang,
                    "round {round}: Berger table for {numbers} numbers{double}",
                    "pusingan {round}: jadual Berger bagi {numbers} nombor{double}"
                )
            }
            TeamStep::TableMatch {
                number,
                white,
                black,
            } => in_lang!(
                lang,
                "match {number}: team {white} - team {black} as the table gives (White on board 1 to the first)",
                "perlawanan {number}: pasukan {white} - pasukan {black} seperti dalam jadual (Putih di papan 1 bagi yang pertama)"
            ),
            TeamStep::DummyNumber { team } => in_lang!(
                lang,
                "team {team} meets the dummy number: no match this round",
                "pasukan {team} bertemu nombor kosong: tiada perlawanan pusingan ini"
            ),
        }
    }
}

impl std::fmt::Display for TeamStep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

/// Pairing numbers as a list: `3, 7, 9`.
pub fn numbers(teams: &[u32]) -> String {
    teams
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Pairs as `1-5, 6-2`.
pub fn dashed(pairs: &[(u32, u32)]) -> String {
    pairs
        .iter()
        .map(|(a, b)| format!("{a}-{b}"))
        .collect::<Vec<_>>()
        .join(", ")
}
