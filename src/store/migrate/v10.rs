//! The model as format version 10 wrote it, frozen where it differs from version 11:
//! a journal entry kept what was done as an English sentence (empty for a result told
//! from its change), where version 11 keeps the facts (`model::Deed`). Everything else
//! is read with the model's own types.

use crate::model as m;
use serde::Deserialize;

/// A journal entry as written: a lone change without description, or the full form.
#[derive(Deserialize)]
pub enum JournalEntry {
    One(u64, m::Change),
    Many(u64, String, Vec<m::Change>),
}

#[derive(Deserialize)]
pub struct Journal {
    pub entries: Vec<JournalEntry>,
    pub cursor: usize,
}

#[derive(Deserialize)]
pub struct Tournament {
    pub championship: m::Championship,
    pub sections: Vec<m::Section>,
    pub printer: m::PrinterSetup,
    pub journal: Journal,
}
