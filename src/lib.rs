//! catur: a Swiss-system tournament manager for chess and draughts school championships.
//!
//! Layers (see DESIGN.md and docs/ARCHITECTURE.md); each may use only the layers listed
//! before it that its row of the table allows, and `tests/layers.rs` checks every path:
//! - [`model`]: the data of a championship (sections, players, teams, rounds, outcomes).
//! - [`pairing`]: the FIDE Dutch engine and Berger tables over a generic maximum-weight
//!   matching ([`pairing::matching`], which knows no chess).
//! - [`standings`]: scores, FIDE tie-breaks, ranking and team totals.
//! - [`trf`]: the FIDE TRF exchange format; [`store`]: the crash-proof championship file.
//! - [`report`]: printouts for 80- and 136-column printers, CSV and HTML.
//! - [`ops`]: the arbiter's operations, the only way a championship changes, with undo.
//! - [`host`]: what both interfaces share that knows files and the operating system
//!   (opening and creating championship files, the user's folders, preferences, the demo
//!   championship, printing) but no terminal.
//! - [`cli`]: the headless command line; [`tui`]: the desk (the only layer that knows
//!   the terminal). Both call the same operations and `host`, never each other.
#![deny(unsafe_code)]

pub mod cli;
pub mod host;
pub mod ops;
pub mod report;
pub mod store;
pub mod tui;

// The engine's layers, from their own crate: paths such as `crate::model::Section` and
// `catur::pairing::dutch` read as before.
pub use catur_engine::{model, pairing, standings, trf};
