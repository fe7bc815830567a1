//! `catur pair --trf IN.trf [-o OUT]`: pair the next round of a TRF tournament.
//!
//! Output is the format every Swiss engine uses: the number of pairs, then `WHITE BLACK`
//! per board in board order, the pairing-allocated bye as `TPN 0`. Exit 0 on success, 1
//! when no legal pairing exists, 3 for invalid input (line and column on stderr).

use super::exit;
use crate::model::{Round, Section};
use crate::pairing::dutch::{PairingError, pair_round};
use crate::trf;
use std::io::Write;
use std::path::Path;

/// Reads a TRF file into a section, or the message to print and the exit code.
pub fn load_section(input: &Path) -> Result<Section, (String, u8)> {
    let text = std::fs::read_to_string(input).map_err(|e| {
        (
            format!("{}: cannot read: {e}", input.display()),
            exit::BAD_INPUT,
        )
    })?;
    let file =
        trf::parse(&text).map_err(|e| (format!("{}: {e}", input.display()), exit::BAD_INPUT))?;
    trf::to_section(&file).map_err(|e| (format!("{}: {e}", input.display()), exit::BAD_INPUT))
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

/// Pairs the next round of `section` and formats it, or the message and exit code.
pub fn pair_next(section: &Section) -> Result<String, (String, u8)> {
    let round = section.rounds_paired() + 1;
    match pair_round(section, round) {
        Ok(r) => Ok(format_round(section, &r)),
        Err(e @ PairingError::NoLegalPairing { .. }) => Err((e.to_string(), exit::REFUSED)),
        Err(e) => Err((e.to_string(), exit::BAD_INPUT)),
    }
}

/// Runs the command; returns the exit code.
pub fn run_pair(
    input: &Path,
    out: Option<&Path>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let result = load_section(input).and_then(|s| pair_next(&s));
    match result {
        Ok(text) => {
            let written = match out {
                Some(path) => std::fs::write(path, &text)
                    .map_err(|e| format!("{}: cannot write: {e}", path.display())),
                None => stdout.write_all(text.as_bytes()).map_err(|e| e.to_string()),
            };
            match written {
                Ok(()) => exit::OK,
                Err(msg) => {
                    let _ = writeln!(stderr, "{msg}");
                    exit::BAD_INPUT
                }
            }
        }
        Err((msg, code)) => {
            let _ = writeln!(stderr, "{msg}");
            code
        }
    }
}
