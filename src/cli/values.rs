//! The values the command line's flags take (`--kind half`, `--sex f`, `--format json`):
//! a leaf of the command line, used by the parser and by the commands alike.

use clap::ValueEnum;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ByeKindArg {
    Half,
    Zero,
    Full,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SexArg {
    /// Male (also l, lelaki).
    #[value(alias = "l")]
    M,
    /// Female (also p, perempuan).
    #[value(alias = "p")]
    F,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SportArg {
    Chess,
    Draughts,
}

/// A table on the screen, or JSON for scripts (field names in the README).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TableFormat {
    Text,
    Json,
}
