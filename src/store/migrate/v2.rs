//! The model as format version 2 wrote it, frozen where it differs from version 3: the
//! section and its settings had no bye rules. Every type that version 3 left as it was
//! is read with the model's own type; when one of those changes, the version that
//! changes it must copy it here first. `migrate.rs` turns these into the current model.
//!
//! Versions 3 and 4 changed only the section's settings, so the types that hold them
//! are generic over the settings (`S`, version 2's by default): version 3 is read as
//! these types with its own settings (`v3.rs`).

use crate::model as m;
use serde::Deserialize;

/// postcard writes a nested struct as its fields in order, so the settings read here as
/// one value are the same bytes as this version's fields of the section.
#[derive(Deserialize)]
pub struct Section<S = SectionSettings> {
    pub code: String,
    pub settings: S,
    pub players: Vec<super::v6::Player>,
    pub teams: Vec<m::Team>,
    pub rounds: Vec<m::Round>,
    pub forbidden: Vec<m::ForbiddenPair>,
    pub substitutions: Vec<m::Substitution>,
    pub next_player_id: u32,
    pub next_team_id: u32,
}

#[derive(Deserialize)]
pub struct SectionSettings {
    pub name: String,
    pub sport: m::Sport,
    pub rounds_planned: u32,
    pub system: m::PairingSystem,
    pub points: m::PointValues,
    pub tiebreaks: Vec<String>,
    pub team_settings: m::TeamSettings,
    pub local_rules: m::LocalRules,
    pub initial_order: m::InitialOrder,
    pub initial_colour: Option<m::Colour>,
    pub accelerated: bool,
    pub language: m::Language,
    pub lots_seed: Option<u64>,
}

/// The changes of version 2: those that hold a section or its settings differ.
#[derive(Deserialize)]
pub enum Change<S = SectionSettings> {
    Championship {
        before: Box<super::v6::Championship>,
        after: Box<super::v6::Championship>,
    },
    SectionAdded {
        index: u32,
        stash: Option<Box<Section<S>>>,
    },
    Settings {
        section: u32,
        before: Box<S>,
        after: Box<S>,
    },
    PlayersAdded {
        section: u32,
        count: u32,
        stash: Vec<super::v6::Player>,
    },
    PlayerRemoved {
        section: u32,
        index: u32,
        stash: Option<Box<super::v6::Player>>,
    },
    Player {
        section: u32,
        before: Box<super::v6::Player>,
        after: Box<super::v6::Player>,
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
}

/// A journal entry as written: a lone change without description, or the full form.
#[derive(Deserialize)]
pub enum JournalEntry<S = SectionSettings> {
    One(u64, Change<S>),
    Many(u64, String, Vec<Change<S>>),
}

#[derive(Deserialize)]
pub struct Journal<S = SectionSettings> {
    pub entries: Vec<JournalEntry<S>>,
    pub cursor: usize,
}

#[derive(Deserialize)]
pub struct Tournament<S = SectionSettings> {
    /// The details, read as one value (the same bytes as this version's fields).
    pub championship: super::v6::Championship,
    pub sections: Vec<Section<S>>,
    pub printer: m::PrinterSetup,
    pub journal: Journal<S>,
}
