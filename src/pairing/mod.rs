//! Pairing: the FIDE Dutch system over a generic maximum-weight matching.

pub mod dutch;
pub mod matching;
pub mod round_robin;
