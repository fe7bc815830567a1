//! The championship: one tournament file holds exactly one.

use super::date::Date;
use super::journal::Journal;
use super::printer::PrinterSetup;
use super::section::Section;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tournament {
    pub name: String,
    pub venue: String,
    pub start: Option<Date>,
    pub end: Option<Date>,
    pub chief_arbiter: String,
    pub deputy_arbiters: Vec<String>,
    /// Organising federation or state, e.g. `MAS`.
    pub federation: String,
    pub sections: Vec<Section>,
    /// The printer reports go to.
    pub printer: PrinterSetup,
    /// Every change made through the operations layer, for undo and redo.
    pub journal: Journal,
}

impl Tournament {
    pub fn new(name: impl Into<String>) -> Self {
        Tournament {
            name: name.into(),
            venue: String::new(),
            start: None,
            end: None,
            chief_arbiter: String::new(),
            deputy_arbiters: Vec::new(),
            federation: String::new(),
            sections: Vec::new(),
            printer: PrinterSetup::default(),
            journal: Journal::default(),
        }
    }

    pub fn section(&self, code: &str) -> Option<&Section> {
        self.sections
            .iter()
            .find(|s| s.code.eq_ignore_ascii_case(code))
    }

    pub fn section_mut(&mut self, code: &str) -> Option<&mut Section> {
        self.sections
            .iter_mut()
            .find(|s| s.code.eq_ignore_ascii_case(code))
    }
}
