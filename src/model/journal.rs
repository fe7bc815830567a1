//! The record of changes made through the operations layer, kept in the file so that
//! undo and redo survive saving and reopening. The operations layer defines what a
//! change holds and how it is applied and reversed; the model only keeps the list.

use serde::{Deserialize, Serialize};

/// One recorded change: what was done, when, and the data needed to undo and redo it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct JournalEntry {
    /// Seconds since the Unix epoch when the change was made.
    pub at: u64,
    /// What the arbiter did, in words ("round 3 board 7: 1-0").
    pub description: String,
}

/// Changes in order; `cursor` entries are applied, the rest can be redone.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Journal {
    pub entries: Vec<JournalEntry>,
    pub cursor: usize,
}
