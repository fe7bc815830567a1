//! Report output that leaves the program: the time printed in footers, and the bytes
//! sent to a printer device or handed to the system print queue unchanged.

use super::HostError;
use std::io::Write;
use std::path::Path;

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
        .map_err(|e| {
            HostError::Printer(format!(
                "cannot open printer device {}: {e}",
                device.display()
            ))
        })?;
    f.write_all(bytes)
        .and_then(|()| f.flush())
        .map_err(|e| HostError::Printer(format!("printer device {}: {e}", device.display())))
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
        .map_err(|e| HostError::Printer(format!("cannot start 'lp' for queue {queue}: {e}")))?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(bytes)
            .map_err(|e| HostError::Printer(format!("print queue {queue}: {e}")))?;
    }
    let status = child
        .wait()
        .map_err(|e| HostError::Printer(format!("print queue {queue}: {e}")))?;
    if status.success() {
        Ok(())
    } else {
        Err(HostError::Printer(format!(
            "'lp -d {queue}' failed ({status})"
        )))
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
