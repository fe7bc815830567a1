//! What a section gives at its end: the prize list, the places that go on to the next
//! level (qualifiers), and the championship's medal points. The model only keeps what
//! the arbiter set; who wins what is worked out by the standings (`standings::prizes`).

use super::date::Date;
use super::ids::TeamId;
use super::player::Sex;
use serde::{Deserialize, Serialize};

/// Who may win a prize (or qualify through a line of the qualifier list).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PrizeFilter {
    /// Everyone in the section.
    Overall,
    /// Girls (or boys) only: the best girl.
    Sex(Sex),
    /// Born on or after this date: the age prize (a player with no birth date is not
    /// eligible).
    BornFrom(Date),
    /// Players of one school (team).
    Team(TeamId),
    /// Players with no rating.
    Unrated,
    /// Players rated `min..=max`.
    Rating { min: u16, max: u16 },
}

/// One line of a prize (or qualifier) list: `places` prizes under one label, e.g. the
/// first three overall, or the best girl (one place).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Prize {
    /// What the prize is called on the list, e.g. `Johan` or `Best girl`.
    pub label: String,
    /// What it is worth, as the arbiter writes it (`RM 300`, `trophy`); may be empty.
    pub amount: String,
    /// How many places the line gives (1 or more).
    pub places: u32,
    pub filter: PrizeFilter,
}

/// A section's prizes and qualifiers (format version 7).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct PrizeRules {
    /// The prizes in order of precedence: a player who could win several takes the first
    /// on this list that still has a place for him.
    pub prizes: Vec<Prize>,
    /// A player may take every prize he wins (the default is one prize per player).
    pub several_per_player: bool,
    /// The lines of places that go on to the next level (e.g. the top four overall);
    /// a player qualifies once, through the first line that has a place for him.
    pub qualifiers: Vec<Prize>,
}

/// Points per gold, silver and bronze medal, for individual and for team events
/// (format version 7). With them the school table ranks by medal points, then golds,
/// silvers and bronzes; without them (the default) by team points, then medals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MedalPoints {
    /// Gold, silver, bronze of an individual section.
    pub individual: [u32; 3],
    /// Gold, silver, bronze of a team place.
    pub team: [u32; 3],
}

impl MedalPoints {
    /// The figures catur offers as the MSSM preset. The school rules catur started from
    /// (Pahang, Johor) decide the overall champion by medals but print no figures, so
    /// these are our own documented choice: 3, 2 and 1 points for gold, silver and
    /// bronze, the same for individual and team places.
    pub const MSSM: MedalPoints = MedalPoints {
        individual: [3, 2, 1],
        team: [3, 2, 1],
    };
}
