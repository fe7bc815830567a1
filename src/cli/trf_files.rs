//! `catur export FILE --section CODE --trf OUT [--format trf16|trf26]` and
//! `catur import FILE --trf IN.trf --section CODE`: a section to and from a FIDE TRF
//! file, for the rating report, publishing results, or carrying on a section started in
//! another program.

use super::args::TrfFormatArg;
use super::{CliError, change, exit, load};
use crate::model::Section;
use crate::trf::{self, TrfHeader};
use std::io::Write;
use std::path::Path;

/// Writes a section as TRF.
pub fn export(
    file: &Path,
    code: &str,
    out_path: &Path,
    format: TrfFormatArg,
    without_unfinished: bool,
    out: &mut dyn Write,
) -> Result<u8, CliError> {
    let t = load(file)?;
    let section = t.section(code).ok_or_else(|| {
        let known: Vec<&str> = t.sections.iter().map(|s| s.code.as_str()).collect();
        CliError::Usage(format!(
            "no section '{code}' (sections: {})",
            known.join(" ")
        ))
    })?;
    let earlier = without_unfinished
        .then(|| crate::host::trf_export::without_unfinished_round(section))
        .flatten();
    let (section, left) = match &earlier {
        Some((s, left)) => (s, Some(left)),
        None => (section, None),
    };
    let header = crate::host::trf_export::trf_header(&t, section);
    let text = trf_text(section, &header, format)?;
    crate::host::files::write_text_document(out_path, text.as_bytes())?;
    let left = left.map_or_else(String::new, |l| {
        format!(
            "; round {} left out, {} of {} results in",
            l.round, l.results, l.boards
        )
    });
    let _ = writeln!(
        out,
        "wrote {} ({} {}: {} players, {} of {} rounds{left})",
        out_path.display(),
        section.code,
        section.settings.name,
        section.players.len(),
        section.rounds_paired(),
        section.settings.rounds_planned
    );
    Ok(exit::OK)
}

/// The TRF text of a section in the edition asked (see `trf::section_text`).
pub fn trf_text(
    section: &Section,
    header: &TrfHeader,
    format: TrfFormatArg,
) -> Result<String, CliError> {
    let edition = match format {
        TrfFormatArg::Trf16 => trf::Edition::Trf16,
        TrfFormatArg::Trf26 => trf::Edition::Trf26,
    };
    trf::section_text(section, header, edition).map_err(|e| CliError::Refused(e.to_string()))
}

/// Creates a section from a TRF file, as one change of the championship file.
pub fn import(
    file: &Path,
    trf_path: &Path,
    code: &str,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let input = super::pair::load_input(trf_path).map_err(|e| CliError::BadInput(e.to_string()))?;
    for w in &input.warnings {
        let _ = writeln!(err, "{w}");
    }
    let mut section = input.section;
    let (players, paired, planned) = (
        section.players.len(),
        section.rounds_paired(),
        section.settings.rounds_planned,
    );
    // The TRF format allows 999 rounds, a section of a championship far fewer: a file
    // beyond that is a bad input file, whatever the championship holds.
    let rounds = planned.max(paired);
    if rounds > crate::ops::MAX_ROUNDS {
        return Err(CliError::BadInput(format!(
            "{}: {rounds} rounds; a section holds at most {} (see the 142 or XXR line \
             and the player lines)",
            trf_path.display(),
            crate::ops::MAX_ROUNDS
        )));
    }
    let (_, t) = change(file, err, move |t| {
        // A file this championship exported names "championship - section" in `012`.
        let ours = format!("{} - ", t.championship.name);
        if let Some(name) = section.settings.name.strip_prefix(&ours) {
            section.settings.name = name.to_string();
        }
        crate::ops::import_section(t, code, section).map_err(CliError::from)
    })?;
    let name = t
        .section(&code.trim().to_ascii_uppercase())
        .map(|s| format!("{} {}", s.code, s.settings.name))
        .unwrap_or_else(|| code.to_string());
    let _ = writeln!(
        out,
        "imported {name} from {}: {players} players, {paired} of {} rounds",
        trf_path.display(),
        planned.max(paired)
    );
    Ok(exit::OK)
}
