//! Changes the arbiter made by hand to a round the engine paired. They are kept with the
//! round so the pairing report can say what was changed, when and why, and which rules
//! the change was known to break when the arbiter insisted on it.

use super::ids::{PlayerId, RoundNo};
use serde::{Deserialize, Serialize};

/// One hand edit of a round's pairing.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ManualEdit {
    /// Seconds since the Unix epoch, as given by the caller (the operation never reads
    /// the clock itself, so tests and replays are reproducible).
    pub at: u64,
    pub edit: EditKind,
    /// The arbiter's reason, printed under the pairing list.
    pub reason: String,
    /// The rules the edit breaks, in words, when it was applied anyway (empty when it
    /// breaks none).
    pub warnings: Vec<String>,
}

/// What was changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EditKind {
    /// Two players exchanged places (between boards, or one of them with the bye).
    Swap { a: PlayerId, b: PlayerId },
    /// White and black exchanged on a board (1-based, as printed).
    Colours { board: u32 },
    /// A made to play B; their former opponents play each other.
    Force { a: PlayerId, b: PlayerId },
    /// A and B kept apart in rounds `first..=last`, and the round paired again if they
    /// met in it.
    Forbid {
        a: PlayerId,
        b: PlayerId,
        first: RoundNo,
        last: RoundNo,
    },
    /// The player given the pairing-allocated bye.
    Bye { player: PlayerId },
}
