//! `catur report`: a report of a section as printer text (to a file, standard output, a
//! printer device or the system queue), CSV or HTML. The whole report is made in memory
//! first, so a bad section, round or destination writes nothing.

use super::args::{OutputFormat, PrinterArg, ReportArgs};
use super::{CliError, load};
use crate::host::print::{local_zone, printed_at, spool};
use crate::report::{self, Charset, PrinterMode, Profile, ReportKind, Request};
use std::io::Write;

pub fn run(a: ReportArgs, out: &mut dyn Write, _err: &mut dyn Write) -> Result<u8, CliError> {
    let t = load(&a.file)?;
    let kind: ReportKind = a
        .kind
        .parse()
        .map_err(|e: report::ReportError| CliError::Usage(e.to_string()))?;
    if a.width != 80 && a.width != 136 {
        return Err(CliError::Usage(format!(
            "--width {} is not 80 or 136",
            a.width
        )));
    }
    let charset: Charset = a
        .charset
        .parse()
        .map_err(|e: report::UnknownCharset| CliError::Usage(e.to_string()))?;
    let profile = Profile::plain80()
        .with_width(a.width)
        .with_charset(charset)
        .with_mode(match a.printer {
            PrinterArg::Plain => PrinterMode::Plain,
            PrinterArg::Escp => PrinterMode::EscP,
        });
    let section = match (&a.section, kind) {
        (Some(s), _) => s.clone(),
        // Every section's rounds.
        (None, ReportKind::Schedule) => String::new(),
        (None, ReportKind::TestPage) => t
            .sections
            .first()
            .map(|s| s.code.clone())
            .unwrap_or_default(),
        (None, _) => {
            return Err(CliError::Usage(
                "--section CODE is needed for this report".into(),
            ));
        }
    };
    let req = Request {
        kind,
        section: &section,
        round: a.round,
        printed_at: printed_at(),
        wide: a.width > 80,
        zone: local_zone(),
    };
    let mut doc = report::build(&t, &req).map_err(|e| CliError::Usage(e.to_string()))?;
    // The stored address goes under the pairing lists (what players read in the hall);
    // one given with --address under any report.
    let address = super::championship::address_for(a.address.as_deref(), &t)?
        .filter(|_| a.address.is_some() || kind.is_pairing_list());
    if let (Some(address), Some(s)) = (&address, t.section(&section)) {
        report::add_address(&mut doc, s, address)
            .map_err(|e| CliError::Usage(format!("--address {address}: {e}")))?;
    }
    let mut bytes = Vec::new();
    let made = match a.format {
        OutputFormat::Text => report::render(&doc, &profile, &mut bytes),
        OutputFormat::Csv => report::write_csv(&doc, &mut bytes),
        OutputFormat::Html => report::write_html(&doc, &mut bytes),
        OutputFormat::Json => super::json::write(&super::json::report(&doc), &mut bytes),
    };
    made.map_err(|e| CliError::BadInput(format!("could not lay out the report: {e}")))?;
    if let Some(path) = &a.output {
        match a.format {
            // Printer text keeps its bytes (ESC/P parameters may be 0x0A); it and CSV
            // have CR LF line ends already.
            OutputFormat::Html | OutputFormat::Json => {
                crate::host::files::write_text_document(path, &bytes)?
            }
            OutputFormat::Text | OutputFormat::Csv => crate::host::files::write_file(path, &bytes)?,
        }
    } else if let Some(dev) = &a.device {
        crate::host::print::send_to_device(dev, &bytes)?;
    } else if let Some(queue) = &a.spool {
        spool(queue, &bytes)?;
    } else {
        out.write_all(&bytes)
            .map_err(|e| CliError::BadInput(format!("standard output: {e}")))?;
    }
    Ok(super::exit::OK)
}
