//! catur: a Swiss-system tournament manager for chess and draughts school championships.
//!
//! Layers (see DESIGN.md), each may use only those above it:
//! - [`model`]: the data of a championship (sections, players, teams, rounds, outcomes).
//! - [`pairing`]: the FIDE Dutch engine over a generic maximum-weight matching.
//! - [`standings`]: scores, FIDE tie-breaks, ranking and team totals.
//! - [`trf`]: the FIDE TRF exchange format; [`store`]: the crash-proof tournament file.
//! - [`ops`]: the arbiter's operations, the only way a tournament changes, with undo.
//! - [`cli`]: the headless command line over all of the above.
// Denied, not forbidden: `cli::windows` (Windows only) allows it for its API calls.
#![deny(unsafe_code)]

pub mod cli;
pub mod model;
pub mod ops;
pub mod pairing;
pub mod report;
pub mod standings;
pub mod store;
pub mod trf;
pub mod tui;
