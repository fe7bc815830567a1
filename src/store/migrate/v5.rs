//! The model as format version 5 wrote it, frozen where it differs from version 6: the
//! team-match settings had no colour preferences (`TeamMatchSettings::colour_preferences`,
//! C.04.6 Art. 1.7). The settings sit in the section's team-match data, which the section
//! and two journal changes hold, so those are frozen here too; everything inside them
//! that version 6 left as it was is read with the model's own type.

use crate::model as m;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct TeamMatchSettings {
    pub boards: u8,
    pub system: m::TeamSystem,
    pub match_points: m::MatchPointValues,
    pub ranking: m::TeamRanking,
    pub tiebreaks: Vec<String>,
    pub substitutions_until: Option<u32>,
    pub board_prize_min_games: u8,
}

#[derive(Deserialize)]
pub struct TeamMatchSection {
    pub settings: TeamMatchSettings,
    pub lineups: Vec<m::LineUp>,
    pub rounds: Vec<m::TeamRound>,
}

#[derive(Deserialize)]
pub struct Section {
    pub code: String,
    pub settings: super::v6::SectionSettings,
    pub players: Vec<super::v6::Player>,
    pub teams: Vec<m::Team>,
    pub rounds: Vec<m::Round>,
    pub forbidden: Vec<m::ForbiddenPair>,
    pub substitutions: Vec<m::Substitution>,
    pub next_player_id: u32,
    pub next_team_id: u32,
    pub team_match: Option<Box<TeamMatchSection>>,
}

/// The changes of version 5: those that hold a section or its team-match data differ.
#[derive(Deserialize)]
pub enum Change {
    Championship {
        before: Box<super::v6::Championship>,
        after: Box<super::v6::Championship>,
    },
    SectionAdded {
        index: u32,
        stash: Option<Box<Section>>,
    },
    Settings {
        section: u32,
        before: Box<super::v6::SectionSettings>,
        after: Box<super::v6::SectionSettings>,
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
    TeamMatch {
        section: u32,
        before: Option<Box<TeamMatchSection>>,
        after: Option<Box<TeamMatchSection>>,
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
    pub championship: super::v6::Championship,
    pub sections: Vec<Section>,
    pub printer: m::PrinterSetup,
    pub journal: Journal,
}
