//! The model as format version 4 wrote it: version 5 added the team-match data at the end
//! of the section (`Section::team_match`) and a journal change at the end of `Change`.
//! Version 4's section and journal are version 2's shapes (`v2.rs`, generic over the
//! settings) around the current settings, which version 5 left as they were.

use crate::model as m;

/// A version 4 file: version 2's types around today's section settings.
pub type Tournament = super::v2::Tournament<m::SectionSettings>;
