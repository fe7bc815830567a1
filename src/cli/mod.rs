//! The headless command line: every subcommand of DESIGN.md section 6.

pub mod check;
pub mod pair;
pub mod simulate;
pub mod standings;

/// Exit codes, documented in README.md.
pub mod exit {
    pub const OK: u8 = 0;
    /// Refused by the rules (no legal pairing, an operation the rules forbid).
    pub const REFUSED: u8 = 1;
    /// Wrong usage of the command line.
    pub const USAGE: u8 = 2;
    /// A bad input file (TRF, CSV, tournament file).
    pub const BAD_INPUT: u8 = 3;
}
