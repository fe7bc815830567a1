//! The engine of catur: what a championship is and the rules that act on it, with no
//! file, terminal, command line or operating system in sight (this crate depends on
//! none of them, so the compiler keeps the layers apart).
//!
//! - [`model`]: the data of a championship (sections, players, teams, rounds, outcomes).
//! - [`pairing`]: the FIDE Dutch engine, the team Swiss and Berger tables over a generic
//!   maximum-weight matching ([`pairing::matching`], which knows no chess).
//! - [`standings`]: scores, FIDE tie-breaks, ranking and team totals.
//! - [`trf`]: the FIDE TRF exchange format, read from and written to text.
//!
//! Each may use only the ones listed before it (`tests/layers.rs` in the application
//! checks the order inside this crate).
#![deny(unsafe_code)]

pub mod model;
pub mod pairing;
pub mod standings;
pub mod trf;
