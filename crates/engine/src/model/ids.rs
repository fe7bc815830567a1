//! Identifiers. Internal ids never change once given; the TPN is the pairing number
//! the arbiter sees and may change until round 4 is paired.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player's permanent id inside one section (never reused, survives renumbering).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PlayerId(pub u32);

/// A team's permanent id inside one section.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct TeamId(pub u32);

/// Tournament pairing number (1-based), as printed on pairing lists and in TRF files.
pub type Tpn = u32;

/// Round number, 1-based.
pub type RoundNo = u32;

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player#{}", self.0)
    }
}

impl fmt::Display for TeamId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "team#{}", self.0)
    }
}
