//! Report output that leaves the program: the time printed in footers, and the bytes
//! sent to a printer device or handed to the system print queue unchanged.

use super::HostError;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Why a report did not reach the printer: the device or queue named, the step that
/// failed and the system's reason. The interfaces word it.
#[derive(Debug, thiserror::Error)]
pub enum PrinterError {
    #[error("cannot open printer device {}: {source}", .device.display())]
    DeviceOpen {
        device: PathBuf,
        source: std::io::Error,
    },
    #[error("printer device {}: {source}", .device.display())]
    DeviceWrite {
        device: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot start 'lp' for queue {queue}: {source}")]
    QueueStart {
        queue: String,
        source: std::io::Error,
    },
    #[error("print queue {queue}: {source}")]
    QueueWrite {
        queue: String,
        source: std::io::Error,
    },
    /// `lp` ended with a failure status (its text, e.g. `exit status: 1`).
    #[error("'lp -d {queue}' failed ({status})")]
    QueueRefused { queue: String, status: String },
    /// A step of the Windows spooler failed.
    #[error("Windows print queue '{queue}': {step}: {source}")]
    Spooler {
        queue: String,
        step: SpoolStep,
        source: std::io::Error,
    },
}

/// The step of handing a document to the Windows spooler that failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpoolStep {
    Open,
    StartDocument,
    Send,
    Finish,
}

impl std::fmt::Display for SpoolStep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SpoolStep::Open => "cannot open the printer",
            SpoolStep::StartDocument => "cannot start the document",
            SpoolStep::Send => "cannot send the report",
            SpoolStep::Finish => "cannot finish the document",
        })
    }
}

/// The time printed in footers: the environment's `CATUR_PRINTED_AT` (for repeatable
/// output) or now, on the PC's clock (its time zone, see [`local_zone`]).
pub fn printed_at() -> String {
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
pub fn time_text(secs: u64, zone: &jiff::tz::TimeZone) -> String {
    let at = i64::try_from(secs)
        .ok()
        .and_then(|s| jiff::Timestamp::from_second(s).ok())
        .unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    zone.to_datetime(at).strftime("%Y-%m-%d %H:%M").to_string()
}

/// Sends report bytes to a printer device (`/dev/lp0`, `LPT1`), which must exist.
pub fn send_to_device(device: &Path, bytes: &[u8]) -> Result<(), HostError> {
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .open(device)
        .map_err(|source| PrinterError::DeviceOpen {
            device: device.to_path_buf(),
            source,
        })?;
    f.write_all(bytes)
        .and_then(|()| f.flush())
        .map_err(|source| {
            HostError::Printer(PrinterError::DeviceWrite {
                device: device.to_path_buf(),
                source,
            })
        })
}

/// Sends report bytes to the printer named in the championship's printer setting: a
/// device path (`/dev/usb/lp0`, `LPT1`, `PRN`) is written directly, any other name is a
/// system print queue (`lp -d NAME -o raw`, on Windows the spooler with the RAW datatype).
pub fn send_to_printer(printer: &str, bytes: &[u8]) -> Result<(), HostError> {
    let name = printer.trim();
    let upper = name.to_ascii_uppercase();
    let dos_port = upper == "PRN"
        || ["LPT", "COM"].iter().any(|p| {
            upper
                .strip_prefix(p)
                .is_some_and(|n| n.parse::<u8>().is_ok())
        });
    if name.contains(['/', '\\']) || dos_port {
        send_to_device(Path::new(name), bytes)
    } else {
        spool(name, bytes)
    }
}

/// Hands the bytes to the Windows spooler unchanged (the RAW datatype).
#[cfg(windows)]
pub fn spool(queue: &str, bytes: &[u8]) -> Result<(), HostError> {
    super::windows::spool(queue, bytes)
}

/// Hands the bytes to the system print queue unchanged (`lp -o raw`).
#[cfg(not(windows))]
pub fn spool(queue: &str, bytes: &[u8]) -> Result<(), HostError> {
    use std::process::{Command, Stdio};
    let mut child = Command::new("lp")
        .args(["-d", queue, "-o", "raw"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .map_err(|source| PrinterError::QueueStart {
            queue: queue.to_string(),
            source,
        })?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(bytes)
            .map_err(|source| PrinterError::QueueWrite {
                queue: queue.to_string(),
                source,
            })?;
    }
    let status = child.wait().map_err(|source| PrinterError::QueueWrite {
        queue: queue.to_string(),
        source,
    })?;
    if status.success() {
        Ok(())
    } else {
        Err(HostError::Printer(PrinterError::QueueRefused {
            queue: queue.to_string(),
            status: status.to_string(),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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

    #[test]
    fn a_printer_device_is_written_directly() {
        let dir = tempfile::tempdir().unwrap();
        let dev = dir.path().join("lp0");
        std::fs::write(&dev, b"").unwrap();
        send_to_printer(dev.to_str().unwrap(), b"\x1b@page\x0c").unwrap();
        assert_eq!(std::fs::read(&dev).unwrap(), b"\x1b@page\x0c");
        let missing = dir.path().join("nope").join("lp9");
        assert!(send_to_printer(missing.to_str().unwrap(), b"x").is_err());
    }
}
