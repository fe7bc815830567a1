//! The model as format version 8 wrote it, frozen where it differs from version 9: the
//! championship had no results address and no site folder
//! (`Championship::results_address`, `Championship::site_folder`). The championship sits
//! in the tournament and in the journal's changes, so these are frozen too; everything
//! else version 9 left as it was is read with the model's own type, the section with
//! version 9's. Version 7 reads its championship with this type as well.

use crate::model as m;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct Championship {
    pub name: String,
    pub venue: String,
    pub start: Option<m::Date>,
    pub end: Option<m::Date>,
    pub chief_arbiter: String,
    pub deputy_arbiters: Vec<String>,
    pub federation: String,
    pub medal_points: Option<m::MedalPoints>,
}

/// The changes of version 8: only the championship's differs.
#[derive(Deserialize)]
pub enum Change {
    Championship {
        before: Box<Championship>,
        after: Box<Championship>,
    },
    SectionAdded {
        index: u32,
        stash: Option<Box<super::v9::Section>>,
    },
    Settings {
        section: u32,
        before: Box<super::v9::SectionSettings>,
        after: Box<super::v9::SectionSettings>,
    },
    PlayersAdded {
        section: u32,
        count: u32,
        stash: Vec<m::Player>,
    },
    PlayerRemoved {
        section: u32,
        index: u32,
        stash: Option<Box<m::Player>>,
    },
    Player {
        section: u32,
        before: Box<m::Player>,
        after: Box<m::Player>,
    },
    TeamsAdded {
        section: u32,
        count: u32,
        stash: Vec<m::Team>,
    },
    Team {
        section: u32,
        before: m::Team,
        after: m::Team,
    },
    Tpns {
        section: u32,
        before: Vec<u32>,
        after: Vec<u32>,
    },
    RoundAdded {
        section: u32,
        stash: Option<Box<m::Round>>,
    },
    RoundRemoved {
        section: u32,
        stash: Option<Box<m::Round>>,
    },
    Result(m::PackedResult),
    Outcome {
        section: u32,
        round: u32,
        board: u32,
        before: m::Outcome,
        after: m::Outcome,
    },
    Forbidden {
        section: u32,
        before: Vec<m::ForbiddenPair>,
        after: Vec<m::ForbiddenPair>,
    },
    SubstitutionAdded {
        section: u32,
        substitution: m::Substitution,
    },
    Pairing {
        section: u32,
        before: Box<m::Round>,
        after: Box<m::Round>,
    },
    Printer {
        before: m::PrinterSetup,
        after: m::PrinterSetup,
    },
    TeamMatch {
        section: u32,
        before: Option<Box<m::TeamMatchSection>>,
        after: Option<Box<m::TeamMatchSection>>,
    },
}

/// A journal entry as written: a lone change without description, or the full form.
#[derive(Deserialize)]
pub enum JournalEntry {
    One(u64, Change),
    Many(u64, String, Vec<Change>),
}

#[derive(Deserialize)]
pub struct Journal {
    pub entries: Vec<JournalEntry>,
    pub cursor: usize,
}

#[derive(Deserialize)]
pub struct Tournament {
    pub championship: Championship,
    pub sections: Vec<super::v9::Section>,
    pub printer: m::PrinterSetup,
    pub journal: Journal,
}
