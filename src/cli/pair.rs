//! `catur pair --trf IN.trf [-o OUT] [--explain]`: pair the next round of a TRF
//! tournament.
//!
//! Output is the format every Swiss engine uses: the number of pairs, then `WHITE BLACK`
//! per board in board order, the pairing-allocated bye as `TPN 0`. Exit 0 on success, 1
//! when no legal pairing exists, 3 for invalid input (line and column on stderr).
//! `--explain` adds, after a blank line, the explanation of the round just paired
//! (always on standard output, also with `-o`). Explicit virtual points of the file
//! (`250`, `XXA`) replace the Baku rule of a `_BAKU` type code.

use super::{CliError, exit};
use crate::model::{Round, Section};
use crate::pairing::check::explain::explain_accelerated;
use crate::pairing::dutch::{Acceleration, PairingError, VirtualPoints, pair_round_accelerated};
use crate::trf;
use std::io::Write;
use std::path::Path;

/// What a TRF file gives the pairing: the section and any explicit virtual points.
pub struct TrfInput {
    pub section: Section,
    /// The file as read, for what the section does not keep (the points and rank
    /// columns the file claims).
    pub file: trf::TrfFile,
    pub virtual_points: Option<VirtualPoints>,
    /// How the file was read, for standard error (a file read as Windows-1252).
    pub warnings: Vec<String>,
}

impl TrfInput {
    pub fn acceleration(&self) -> Acceleration<'_> {
        match &self.virtual_points {
            Some(v) => Acceleration::Explicit(v),
            None => Acceleration::Section,
        }
    }
}

/// Reads a TRF file into a section, or why not (its message and exit code).
pub fn load_section(input: &Path) -> Result<Section, CliError> {
    load_input(input).map(|i| i.section)
}

/// Reads a TRF file into a section plus its explicit virtual points.
pub fn load_input(input: &Path) -> Result<TrfInput, CliError> {
    let (text, warnings) = read_trf_text(input)?;
    let file = trf::parse(&text)
        .and_then(|f| f.require_players().map(|()| f))
        .map_err(|e| CliError::BadInput(format!("{}: {e}", input.display())))?;
    let section = trf::to_section(&file)
        .map_err(|e| CliError::BadInput(format!("{}: {e}", input.display())))?;
    Ok(TrfInput {
        section,
        virtual_points: file.virtual_points(),
        file,
        warnings: warnings
            .iter()
            .map(|w| format!("{}: warning: {w}", input.display()))
            .collect(),
    })
}

/// The text of a TRF file (see [`trf::decode`]) and the warnings on how it was read.
pub fn read_trf_text(input: &Path) -> Result<(String, Vec<trf::TrfWarning>), CliError> {
    let bytes = super::read_input(input, crate::store::limits::TRF_FILE, |e| {
        format!("{}: cannot read: {e}", input.display())
    })?;
    trf::decode(&bytes).map_err(|e| CliError::BadInput(format!("{}: {e}", input.display())))
}

/// The engine format of a round: number of pairs, boards, then the PAB as `TPN 0`.
pub fn format_round(section: &Section, round: &Round) -> String {
    let tpn = |id| section.player(id).map_or(0, |p| p.tpn);
    let pab = round.pab();
    let mut out = format!("{}\n", round.boards.len() + pab.is_some() as usize);
    for b in &round.boards {
        out += &format!("{} {}\n", tpn(b.white), tpn(b.black));
    }
    if let Some(p) = pab {
        out += &format!("{} 0\n", tpn(p));
    }
    out
}

/// Pairs the next round of `section` and formats it, or why not.
pub fn pair_next(section: &Section) -> Result<String, CliError> {
    pair_next_round(section, Acceleration::Section).map(|r| format_round(section, &r))
}

/// Pairs the next round of `section` with the virtual points given.
pub fn pair_next_round(
    section: &Section,
    acceleration: Acceleration<'_>,
) -> Result<Round, CliError> {
    let round = section.rounds_paired() + 1;
    match pair_round_accelerated(section, round, acceleration) {
        Ok(r) => Ok(r),
        Err(e @ PairingError::NoLegalPairing { .. }) => Err(CliError::Refused(e.to_string())),
        Err(e) => Err(CliError::BadInput(e.to_string())),
    }
}

/// The engine output of the next round and, with `explain`, its explanation.
fn pair_and_explain(input: &TrfInput, explain: bool) -> Result<(String, String), CliError> {
    let acceleration = input.acceleration();
    let round = pair_next_round(&input.section, acceleration)?;
    let text = format_round(&input.section, &round);
    if !explain {
        return Ok((text, String::new()));
    }
    let number = round.number;
    let mut after = input.section.clone();
    after.rounds.push(round);
    let explanation = explain_accelerated(&after, number, acceleration)
        .map_err(|e| CliError::BadInput(e.to_string()))?;
    Ok((text, explanation.to_string()))
}

/// Runs the command; returns the exit code.
pub fn run_pair(
    input: &Path,
    out: Option<&Path>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    run_pair_explained(input, out, false, stdout, stderr)
}

/// Runs the command, with `--explain` when `explain`; returns the exit code.
pub fn run_pair_explained(
    input: &Path,
    out: Option<&Path>,
    explain: bool,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let result = load_input(input).and_then(|i| {
        for w in &i.warnings {
            let _ = writeln!(stderr, "{w}");
        }
        pair_and_explain(&i, explain)
    });
    match result {
        Ok((text, explanation)) => {
            let written = match out {
                Some(path) => std::fs::write(path, &text)
                    .map_err(|e| format!("{}: cannot write: {e}", path.display())),
                None => stdout.write_all(text.as_bytes()).map_err(|e| e.to_string()),
            };
            let written = written.and_then(|()| {
                if explanation.is_empty() {
                    return Ok(());
                }
                let gap = if out.is_none() { "\n" } else { "" };
                write!(stdout, "{gap}{explanation}").map_err(|e| e.to_string())
            });
            match written {
                Ok(()) => exit::OK,
                Err(msg) => {
                    let _ = writeln!(stderr, "{msg}");
                    exit::BAD_INPUT
                }
            }
        }
        Err(e) => {
            let _ = writeln!(stderr, "{e}");
            e.exit_code()
        }
    }
}
