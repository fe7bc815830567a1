//! `catur report`: a report of a section as printer text (to a file, standard output, a
//! printer device or the system queue), CSV or HTML. The whole report is made in memory
//! first, so a bad section, round or destination writes nothing.

use super::args::{OutputFormat, PrinterArg, ReportArgs};
use super::{CliError, load};
use crate::report::{self, Charset, PrinterMode, Profile, ReportKind, Request};
use std::io::Write;

/// The time printed in footers: the environment's `CATUR_PRINTED_AT` (for repeatable
/// output) or now, in UTC.
pub(super) fn printed_at() -> String {
    if let Ok(v) = std::env::var("CATUR_PRINTED_AT") {
        return v;
    }
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    time_text(secs)
}

/// A moment (seconds since the Unix epoch) as `2026-12-01 07:30 UTC`.
pub(super) fn time_text(secs: u64) -> String {
    let days = secs / 86_400;
    let (y, m, d) = civil_from_days(days as i64);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        (secs / 3600) % 24,
        (secs / 60) % 60
    )
}

/// Days since 1970-01-01 to a Gregorian date (Howard Hinnant's well-known algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

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
    let charset: Charset = a.charset.parse().map_err(CliError::Usage)?;
    let profile = Profile::plain80()
        .with_width(a.width)
        .with_charset(charset)
        .with_mode(match a.printer {
            PrinterArg::Plain => PrinterMode::Plain,
            PrinterArg::Escp => PrinterMode::EscP,
        });
    let section = match (&a.section, kind) {
        (Some(s), _) => s.clone(),
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
    };
    let doc = report::build(&t, &req).map_err(|e| CliError::Usage(e.to_string()))?;
    let mut bytes = Vec::new();
    let made = match a.format {
        OutputFormat::Text => report::render(&doc, &profile, &mut bytes),
        OutputFormat::Csv => report::write_csv(&doc, &mut bytes),
        OutputFormat::Html => report::write_html(&doc, &mut bytes),
    };
    made.map_err(|e| CliError::BadInput(format!("could not lay out the report: {e}")))?;
    if let Some(path) = &a.output {
        std::fs::write(path, &bytes)
            .map_err(|e| CliError::BadInput(format!("cannot write {}: {e}", path.display())))?;
    } else if let Some(dev) = &a.device {
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .open(dev)
            .map_err(|e| {
                CliError::BadInput(format!("cannot open printer device {}: {e}", dev.display()))
            })?;
        f.write_all(&bytes)
            .and_then(|()| f.flush())
            .map_err(|e| CliError::BadInput(format!("printer device {}: {e}", dev.display())))?;
    } else if let Some(queue) = &a.spool {
        spool(queue, &bytes)?;
    } else {
        out.write_all(&bytes)
            .map_err(|e| CliError::BadInput(format!("standard output: {e}")))?;
    }
    Ok(super::exit::OK)
}

/// Hands the bytes to the Windows spooler unchanged (the RAW datatype).
#[cfg(windows)]
pub(super) fn spool(queue: &str, bytes: &[u8]) -> Result<(), CliError> {
    super::windows::spool(queue, bytes)
}

/// Hands the bytes to the system print queue unchanged (`lp -o raw`).
#[cfg(not(windows))]
pub(super) fn spool(queue: &str, bytes: &[u8]) -> Result<(), CliError> {
    use std::process::{Command, Stdio};
    let mut child = Command::new("lp")
        .args(["-d", queue, "-o", "raw"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .map_err(|e| CliError::BadInput(format!("cannot start 'lp' for queue {queue}: {e}")))?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(bytes)
            .map_err(|e| CliError::BadInput(format!("print queue {queue}: {e}")))?;
    }
    let status = child
        .wait()
        .map_err(|e| CliError::BadInput(format!("print queue {queue}: {e}")))?;
    if status.success() {
        Ok(())
    } else {
        Err(CliError::BadInput(format!(
            "'lp -d {queue}' failed ({status})"
        )))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn civil_dates() {
        assert_eq!(super::civil_from_days(0), (1970, 1, 1));
        assert_eq!(super::civil_from_days(20_787), (2026, 11, 30));
    }
}
