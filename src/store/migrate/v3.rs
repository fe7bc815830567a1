//! The model as format version 3 wrote it, frozen where it differs from version 4: the
//! section's settings had no team tie-breaks. Everything else of version 3 is version
//! 2's shape (`v2.rs`, whose types are generic over the settings) around these settings.

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
}

/// A version 3 file: version 2's types around version 3's settings.
pub type Tournament = super::v2::Tournament<SectionSettings>;
