//! The model as format version 9 wrote it, frozen where it differs from version 10:
//! the section's settings had no roll-call rule (`SectionSettings::roll_call`). The
//! settings sit in the section and in the journal's changes, so these are frozen too;
//! everything inside them that version 10 left as it was (the player, the championship)
//! is read with the model's own type. Version 8 reads its sections with these types.

use crate::model as m;
use serde::Deserialize;

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
    pub byes: m::ByeRules,
    pub team_tiebreaks: m::TeamTiebreaks,
    pub prizes: m::PrizeRules,
    pub schedule: m::Schedule,
}

#[derive(Deserialize)]
pub struct Section {
    pub code: String,
    pub settings: SectionSettings,
    pub players: Vec<m::Player>,
    pub teams: Vec<m::Team>,
    pub rounds: Vec<m::Round>,
    pub forbidden: Vec<m::ForbiddenPair>,
    pub substitutions: Vec<m::Substitution>,
    pub next_player_id: u32,
    pub next_team_id: u32,
    pub team_match: Option<Box<m::TeamMatchSection>>,
}

/// The changes of version 9: those that hold a section or its settings differ.
#[derive(Deserialize)]
pub enum Change {
    Championship {
        before: Box<m::Championship>,
        after: Box<m::Championship>,
    },
    SectionAdded {
        index: u32,
        stash: Option<Box<Section>>,
    },
    Settings {
        section: u32,
        before: Box<SectionSettings>,
        after: Box<SectionSettings>,
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
    pub championship: m::Championship,
    pub sections: Vec<Section>,
    pub printer: m::PrinterSetup,
    pub journal: Journal,
}
