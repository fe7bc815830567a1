//! Scores, FIDE tie-breaks (C.07 as in force since 1 March 2026), ranking, presets and
//! team totals.
//!
//! Everything here is derived from the model and never stored: [`standings`] reads a
//! section after any round and ranks it under a list of tie-break codes, [`teams`] adds
//! the school team totals (best N players) and the championship-wide school table.
//! One file per tie-break family, each quoting its article; unplayed rounds (Art. 16)
//! and the cut exception live in `unplayed.rs` and `cuts.rs`.

mod buchholz;
mod code;
mod context;
mod counts;
mod cuts;
mod direct;
mod floats;
mod koya;
mod lots;
mod presets;
pub mod prizes;
mod progressive;
mod ranking;
mod ratings;
mod scores;
mod sonneborn;
pub mod team_match;
mod teams;
mod unplayed;
mod value;

pub use code::{CodeError, Kind, TieBreak, parse_codes, parse_list};
pub use presets::{PRESETS, Preset, preset};
pub use ranking::{Place, Row, Standings, section_standings, standings};
pub use scores::{last_round, scores};
pub use teams::{
    SchoolRow, SchoolTable, SectionProgress, TeamMember, TeamRow, TeamStandings, TeamTieBreak,
    UnresolvedTie, school_table, section_finished, team_standings,
};
pub use unplayed::{Category, category_of};
pub use value::Value;

use crate::model::RoundNo;

/// Why standings could not be computed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StandingsError {
    #[error(
        "section {section}: standings after round {round} asked, but the section has only {last} rounds"
    )]
    RoundOutOfRange {
        section: String,
        round: RoundNo,
        last: RoundNo,
    },
    #[error("section {section}: {source}")]
    Code { section: String, source: CodeError },
}
