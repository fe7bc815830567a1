//! `catur demo`: the demo championship (see `host::demo`) written to a new file, with
//! some rounds played when asked.

use super::CliError;
use crate::host::{build_demo, play_rounds};
use std::io::Write;
use std::path::Path;

pub fn run(
    file: &Path,
    played: u32,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    crate::host::refuse_existing(file)?;
    let mut t = build_demo()?;
    play_rounds(&mut t, played, 2026)?;
    crate::host::create(file, &t)?;
    let _ = err;
    let players: usize = t.sections.iter().map(|s| s.players.len()).sum();
    let _ = writeln!(
        out,
        "created {}: {} with {} sections and {players} players",
        file.display(),
        t.championship.name,
        t.sections.len()
    );
    Ok(super::exit::OK)
}
