//! Pairing: the FIDE Dutch system over a generic maximum-weight matching, plus the
//! school rules' constraints.

pub mod check;
pub mod constraints;
pub mod dutch;
pub mod matching;
pub mod round_robin;
pub mod team_swiss;

/// The team Swiss engine's colour preferences for a section's setting.
impl From<crate::model::ColourPreferences> for team_swiss::Preferences {
    fn from(p: crate::model::ColourPreferences) -> Self {
        match p {
            crate::model::ColourPreferences::TypeA => Self::TypeA,
            crate::model::ColourPreferences::TypeB => Self::TypeB,
        }
    }
}
