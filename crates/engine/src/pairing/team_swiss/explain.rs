//! The team pairing's explanation as facts: each decision of the C.04.6 procedure
//! ([`TeamStep`]) and each colour step of Art. 4.3 ([`ColourStep`]), with their English
//! wording (`Display`), which `catur pair` prints.

use super::show;
use crate::model::{Colour, RoundNo};

/// One decision of the team pairing, as facts; the interfaces word it. Teams are named
/// by pairing number, scores are in tenths. `Display` is the English wording, the text
/// `catur pair` prints; the desk words it in its language (`tui::strings::team_explain`).
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

fn colour_name(c: Colour) -> &'static str {
    match c {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

impl std::fmt::Display for ColourStep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            ColourStep::NeitherPlayed { team, colour } => write!(
                f,
                "4.3.1 neither team has played: team {team} ({} pairing number) takes {}",
                if team % 2 == 1 { "odd" } else { "even" },
                colour_name(colour)
            ),
            ColourStep::OnlyPreference { team, colour } => write!(
                f,
                "4.3.2 only team {team} has a preference ({})",
                colour_name(colour)
            ),
            ColourStep::BothMet => f.write_str("4.3.3 both preferences met"),
            ColourStep::OnlyStrong { team, colour } => write!(
                f,
                "4.3.4 only team {team}'s preference ({}) is strong",
                colour_name(colour)
            ),
            ColourStep::LowerDifference { team } => write!(
                f,
                "4.3.5 team {team} has the lower colour difference: White"
            ),
            ColourStep::Alternate { team, had } => write!(
                f,
                "4.3.6 both alternate from the latest match they had different colours \
                 (team {team} had {})",
                colour_name(had)
            ),
            ColourStep::FirstTeamPreference { team, colour } => write!(
                f,
                "4.3.7 the first-team {team}'s preference ({})",
                colour_name(colour)
            ),
            ColourStep::FirstTeamAlternates { team, from } => {
                write!(f, "4.3.8 team {team} alternates from {}", colour_name(from))
            }
            ColourStep::OtherTeamAlternates { team, from } => {
                write!(f, "4.3.9 team {team} alternates from {}", colour_name(from))
            }
            ColourStep::FirstTeamWhite { team } => write!(f, "team {team} takes White"),
        }
    }
}

impl std::fmt::Display for TeamStep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TeamStep::Ranking { round, teams } => write!(
                f,
                "round {round}: {} teams by score, second score and pairing number: {}",
                teams.len(),
                teams
                    .iter()
                    .map(|(n, p)| format!("{n} ({})", show(*p)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            TeamStep::LastTwoRounds => f.write_str(
                "one of the last two rounds: C7 and C10 (floaters of the previous round) do \
                 not apply",
            ),
            TeamStep::HadBye { team } => {
                write!(
                    f,
                    "team {team} already had the bye (C2): not given it again"
                )
            }
            TeamStep::WonByForfeit { team } => {
                write!(
                    f,
                    "team {team} won a match by forfeit (C2): not given the bye"
                )
            }
            TeamStep::Bye { team } => write!(
                f,
                "bye: team {team} (Art. 3.4: leaves a legal pairing, lowest score, most \
                 matches played, largest pairing number)"
            ),
            TeamStep::Upfloaters {
                teams,
                residents,
                score,
                c6_failed,
                floated,
            } => {
                write!(
                    f,
                    "upfloaters {} join the {residents} team(s) of score {} (C4: fewest; C5: \
                     highest scores",
                    numbers(teams),
                    show(*score)
                )?;
                if *c6_failed {
                    f.write_str("; no set lets the next scoregroup pair itself (C6)")?;
                }
                if *floated > 0 {
                    write!(f, "; {floated} of them floated last round (C7)")?;
                }
                f.write_str(")")
            }
            TeamStep::Bracket {
                score,
                pairs,
                c8,
                c9,
                c10,
            } => {
                write!(f, "bracket of score {}: {}", show(*score), dashed(pairs))?;
                if c8 + c9 + c10 > 0 {
                    write!(
                        f,
                        " (the first pairing with the fewest unmet preferences: C8 {c8}, C9 \
                         {c9}, C10 {c10})"
                    )
                } else {
                    f.write_str(" (Art. 3.6: the first pairing in identifier order)")
                }
            }
            TeamStep::Match {
                number,
                white,
                black,
                float,
                colours,
            } => {
                let float = match float {
                    None => "same score".to_string(),
                    Some(x) => format!(
                        "team {} floats up from {} to {}",
                        x.team,
                        show(x.from),
                        show(x.to)
                    ),
                };
                write!(
                    f,
                    "match {number}: team {white} - team {black} ({float}); colours: {colours}"
                )
            }
            TeamStep::BergerTable {
                round,
                numbers,
                double,
            } => write!(
                f,
                "round {round}: Berger table for {numbers} numbers{}",
                if *double { ", double round robin" } else { "" }
            ),
            TeamStep::TableMatch {
                number,
                white,
                black,
            } => write!(
                f,
                "match {number}: team {white} - team {black} as the table gives (White on \
                 board 1 to the first)"
            ),
            TeamStep::DummyNumber { team } => {
                write!(f, "team {team} meets the dummy number: no match this round")
            }
        }
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
