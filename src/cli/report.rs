//! `catur report`: a report of a section as printer text (to a file, standard output, a
//! printer device or the system queue), CSV or HTML. The whole report is made in memory
//! first, so a bad section, round or destination writes nothing.

use super::args::{OutputFormat, PrinterArg, ReportArgs};
use super::{CliError, load};
use crate::report::{self, Charset, PrinterMode, Profile, ReportKind, Request};
use std::io::Write;

/// The time printed in footers: the environment's `CATUR_PRINTED_AT` (for repeatable
/// output) or now, on the PC's clock (its time zone, see [`local_zone`]).
pub(super) fn printed_at() -> String {
    if let Ok(v) = std::env::var("CATUR_PRINTED_AT") {
        return v;
    }
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    time_text(secs, &local_zone())
}

/// The PC's time zone: `TZ` when set, else the system's setting (`/etc/localtime` on
/// Linux, the registry on Windows); UTC when neither can be read. Malaysia is UTC+8.
pub fn local_zone() -> jiff::tz::TimeZone {
    jiff::tz::TimeZone::try_system().unwrap_or(jiff::tz::TimeZone::UTC)
}

/// A moment (seconds since the Unix epoch) as the date and time on the clock of `zone`:
/// `2026-12-01 07:30`.
pub(super) fn time_text(secs: u64, zone: &jiff::tz::TimeZone) -> String {
    let at = i64::try_from(secs)
        .ok()
        .and_then(|s| jiff::Timestamp::from_second(s).ok())
        .unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    zone.to_datetime(at).strftime("%Y-%m-%d %H:%M").to_string()
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
        zone: local_zone(),
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
    use super::time_text;
    use jiff::tz::{TimeZone, offset};

    #[test]
    fn late_evening_utc_is_the_next_morning_in_malaysia() {
        // 2026-11-30 23:30 UTC.
        let at = 1_796_081_400;
        assert_eq!(time_text(at, &TimeZone::UTC), "2026-11-30 23:30");
        let myt = TimeZone::fixed(offset(8));
        assert_eq!(time_text(at, &myt), "2026-12-01 07:30");
    }

    #[test]
    fn the_epoch_in_utc() {
        assert_eq!(time_text(0, &TimeZone::UTC), "1970-01-01 00:00");
    }
}
