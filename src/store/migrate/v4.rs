//! The model as format version 4 wrote it: version 5 added the team-match data at the end
//! of the section (`Section::team_match`) and a journal change at the end of `Change`.
//! Version 4's section and journal are version 2's shapes (`v2.rs`, generic over the
//! settings) around the settings as version 6 froze them (`v6.rs`): versions 5 and 6 left them as they
//! were.

/// A version 4 file: version 2's types around version 6's section settings.
pub type Tournament = super::v2::Tournament<super::v6::SectionSettings>;
