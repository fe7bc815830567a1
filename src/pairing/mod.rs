//! Pairing: the FIDE Dutch system over a generic maximum-weight matching, plus the
//! school rules' constraints.

pub mod check;
pub mod constraints;
pub mod dutch;
pub mod matching;
pub mod round_robin;
pub mod team_swiss;
