//! The championship: one tournament file holds exactly one.

use super::date::Date;
use super::journal::Journal;
use super::printer::PrinterSetup;
use super::section::Section;
use serde::{Deserialize, Serialize};

/// The championship's details: the one home of what the arbiter sets for the whole
/// championship. The details screen, the command line, the journal and the file use this
/// type. Its fields sit first in the file, in this order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Championship {
    pub name: String,
    pub venue: String,
    pub start: Option<Date>,
    pub end: Option<Date>,
    pub chief_arbiter: String,
    pub deputy_arbiters: Vec<String>,
    /// Organising federation or state, e.g. `MAS`.
    pub federation: String,
    /// Points per medal for the school table; `None`: ranked by team points, then
    /// medals (format version 7).
    pub medal_points: Option<super::prize::MedalPoints>,
    /// The address phones open for the results pages (what `catur serve` says), as
    /// [`web_address`](super::web_address) gives it; the hall display and the printed
    /// pairing list show it unless told otherwise. `None`: none stored (format version 9).
    pub results_address: Option<String>,
    /// The folder the results site is kept in, as the arbiter typed it (a relative
    /// folder is beside the championship file): every change saved rewrites it. `None`:
    /// no site is kept (format version 9).
    pub site_folder: Option<String>,
}

impl Championship {
    /// A championship called `name`, every other detail empty.
    pub fn new(name: impl Into<String>) -> Self {
        Championship {
            name: name.into(),
            venue: String::new(),
            start: None,
            end: None,
            chief_arbiter: String::new(),
            deputy_arbiters: Vec::new(),
            federation: String::new(),
            medal_points: None,
            results_address: None,
            site_folder: None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tournament {
    /// The championship's details (F9, `catur edit`).
    pub championship: Championship,
    pub sections: Vec<Section>,
    /// The printer reports go to.
    pub printer: PrinterSetup,
    /// Every change made through the operations layer, for undo and redo.
    pub journal: Journal,
}

impl Tournament {
    pub fn new(name: impl Into<String>) -> Self {
        Tournament {
            championship: Championship::new(name),
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
