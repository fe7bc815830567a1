//! Why an operation was refused. Every message names the thing concerned and, where
//! there is one, the way forward, because the arbiter reads it on the screen mid-round.

use super::import::CsvImportError;
use super::why::{Hint, Quantity, Same, Why};
use crate::model::{ByeKind, RoundNo};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OpError {
    #[error("no section {code} ({})", sections_list(.known))]
    NoSection { code: String, known: Vec<String> },

    #[error("section code {0} is already used")]
    SectionExists(String),

    #[error("section code '{0}' is not valid: use 1 to 8 letters or digits, e.g. L12")]
    BadSectionCode(String),

    #[error("no player #{id} in section {section}")]
    NoPlayer { section: String, id: u32 },

    #[error("no team #{id} in section {section}")]
    NoTeam { section: String, id: u32 },

    #[error("{what} must be {min}-{max}, not {value}")]
    OutOfRange {
        what: Quantity,
        value: i64,
        min: i64,
        max: i64,
    },

    #[error(
        "'{code}' is not a team tie-break: use SUM1 to SUM{sums} (the counted players' sum of \
         the section's first, second, ... tie-break), NEXT or BEST, each once"
    )]
    BadTeamTiebreak { code: String, sums: usize },

    /// An input that does not make sense, with the reason as typed data.
    #[error("{0}")]
    Invalid(Why),

    #[error(
        "player '{name}' cannot be removed: paired rounds name {pronoun}; withdraw {pronoun} instead"
    )]
    RemoveAfterPairing { name: String, pronoun: &'static str },

    #[error("round {round} of {section} is not paired (rounds paired: {paired})")]
    NoRound {
        section: String,
        round: RoundNo,
        paired: RoundNo,
    },

    #[error("round {round} of {section} is already paired; {hint}")]
    RoundAlreadyPaired {
        section: String,
        round: RoundNo,
        hint: Hint,
    },

    #[error("round {round} has {boards} boards; there is no board {board}")]
    NoBoard {
        round: RoundNo,
        board: usize,
        boards: usize,
    },

    #[error("board {board} of round {round} already has a result: {result}; clear it first")]
    ResultExists {
        round: RoundNo,
        board: usize,
        result: String,
    },

    #[error("board {board} of round {round} has no result to clear")]
    NoResult { round: RoundNo, board: usize },

    #[error("pairing numbers of {section} are frozen: round 4 is already paired (C.04.2 Art. 2)")]
    TpnsFrozen { section: String },

    #[error(
        "round {round} of {section} has {results} result(s); deleting its pairings would lose \
         them (force the deletion to go ahead)"
    )]
    RoundHasResults {
        section: String,
        round: RoundNo,
        results: usize,
    },

    #[error("the round cannot be published: {0}")]
    BadRound(super::RoundProblem),

    #[error("nothing to change: {0}")]
    NoChange(Same),

    #[error("nothing to undo")]
    NothingToUndo,

    #[error("nothing to redo")]
    NothingToRedo,

    #[error("'{what}' cannot be undone alone: '{later}' was done after it and depends on it")]
    UndoBlocked {
        what: String,
        later: String,
        /// The journal positions of the two entries, for the desk to name them.
        entries: (usize, usize),
    },

    /// The journal does not fit the tournament (a damaged or hand-edited file, or a bug).
    #[error("the undo history does not match the tournament ({0}); nothing was changed")]
    Journal(super::JournalProblem),

    #[error(transparent)]
    Import(#[from] CsvImportError),

    /// A result entered or cleared in a round after which another is already paired;
    /// the interface asks first (desk) or needs `--change` (command line).
    #[error(
        "round {later} of {section} was paired on the old result of round {round}; its \
         pairing stands (confirm the change to go ahead)"
    )]
    LaterRoundPaired {
        section: String,
        round: RoundNo,
        later: RoundNo,
    },

    /// A requested bye the section's bye rules do not allow (the interface words it in
    /// the screen's language from the fields).
    #[error("{name} cannot have a {} in round {round}: {rule}", super::attendance::bye_name(*.kind))]
    ByeRefused {
        name: String,
        round: RoundNo,
        kind: ByeKind,
        rule: ByeRule,
    },
}

/// The section bye rule a requested bye breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ByeRule {
    /// The player already has `max` half-point byes, the most the section allows.
    MostHalfByes { max: u8 },
    /// No half-point or full-point bye in the last `last` rounds (from round `from`).
    NoneInLastRounds { last: RoundNo, from: RoundNo },
}

impl fmt::Display for ByeRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ByeRule::MostHalfByes { max } => write!(
                f,
                "the section allows at most {max} half-point bye(s) per player (rule: most half-point byes)"
            ),
            ByeRule::NoneInLastRounds { last, from } => write!(
                f,
                "the section allows no half-point or full-point bye in the last {last} round(s), \
                 from round {from} on (rule: no byes in the last rounds)"
            ),
        }
    }
}

fn sections_list(known: &[String]) -> String {
    if known.is_empty() {
        "there are no sections yet".to_string()
    } else {
        format!("sections: {}", known.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_section_lists_the_sections() {
        let e = OpError::NoSection {
            code: "L13".into(),
            known: vec!["L12".into(), "P12".into(), "L15".into()],
        };
        assert_eq!(e.to_string(), "no section L13 (sections: L12 P12 L15)");
        let e = OpError::NoSection {
            code: "L13".into(),
            known: vec![],
        };
        assert_eq!(e.to_string(), "no section L13 (there are no sections yet)");
    }
}
