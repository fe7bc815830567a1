//! `catur export FILE --section CODE --trf OUT [--format trf16|trf26]` and
//! `catur import FILE --trf IN.trf --section CODE`: a section to and from a FIDE TRF
//! file, for the rating report, publishing results, or carrying on a section started in
//! another program.

use super::args::TrfFormatArg;
use super::{CliError, change, exit, load};
use crate::model::{Points, Section};
use crate::trf::{self, BbCode, Record, TrfFile, TrfHeader};
use std::io::Write;
use std::path::Path;

/// Writes a section as TRF.
pub fn export(
    file: &Path,
    code: &str,
    out_path: &Path,
    format: TrfFormatArg,
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
    let text = trf_text(section, &TrfHeader::for_section(&t, section), format)?;
    std::fs::write(out_path, text)
        .map_err(|e| CliError::BadInput(format!("cannot write {}: {e}", out_path.display())))?;
    let _ = writeln!(
        out,
        "wrote {} ({} {}: {} players, {} of {} rounds)",
        out_path.display(),
        section.code,
        section.settings.name,
        section.players.len(),
        section.rounds_paired(),
        section.settings.rounds_planned
    );
    Ok(exit::OK)
}

/// The TRF text of a section in the edition asked. Refused while the players have no
/// distinct pairing numbers (the file is keyed by them).
pub fn trf_text(
    section: &Section,
    header: &TrfHeader,
    format: TrfFormatArg,
) -> Result<String, CliError> {
    let mut seen = std::collections::HashSet::new();
    if let Some(p) = section
        .players
        .iter()
        .find(|p| p.tpn == 0 || !seen.insert(p.tpn))
    {
        return Err(CliError::Refused(format!(
            "section {}: {} has no pairing number of his own yet; pair round 1 (or set the \
             starting order) before exporting",
            section.code, p.name
        )));
    }
    let mut file = trf::from_section(section, header);
    if format == TrfFormatArg::Trf16 {
        to_trf16(&mut file, section);
    }
    Ok(file.to_string())
}

/// TRF16 has no `142`, `152`, `162`, `202`, `240` or `260` records: the engine
/// extensions written beside them (`XXR`, `XXC`) carry the rounds and the first colour,
/// and bbpPairings' `BB*` records the point values when they are not chess's.
fn to_trf16(file: &mut TrfFile, section: &Section) {
    file.records.retain(|r| match r {
        Record::TotalRounds(_)
        | Record::InitialColour(_)
        | Record::Scoring(_)
        | Record::Byes(_)
        | Record::Forbidden(_)
        | Record::Comment(_) => false,
        Record::Header { code, .. } => code != "202",
        _ => true,
    });
    let v = &section.settings.points;
    if *v != crate::model::PointValues::chess() {
        let at = file
            .records
            .iter()
            .position(|r| matches!(r, Record::Player(_)))
            .unwrap_or(file.records.len());
        let values: [(BbCode, Points); 6] = [
            (BbCode::Win, v.win),
            (BbCode::Draw, v.draw),
            (BbCode::Loss, v.loss),
            (BbCode::ZeroBye, v.zero_bye),
            (BbCode::ForfeitLoss, v.forfeit_loss),
            (BbCode::Pab, v.pab),
        ];
        for (i, (code, points)) in values.into_iter().enumerate() {
            file.records.insert(at + i, Record::BbPoints(code, points));
        }
    }
}

/// Creates a section from a TRF file, as one change of the championship file.
pub fn import(
    file: &Path,
    trf_path: &Path,
    code: &str,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let input =
        super::pair::load_input(trf_path).map_err(|(message, _)| CliError::BadInput(message))?;
    for w in &input.warnings {
        let _ = writeln!(err, "{w}");
    }
    let mut section = input.section;
    let (players, paired, planned) = (
        section.players.len(),
        section.rounds_paired(),
        section.settings.rounds_planned,
    );
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
