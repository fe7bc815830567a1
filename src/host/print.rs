//! Report output that leaves the program: the time printed in footers, and the bytes
//! sent to a printer device or handed to the system print queue unchanged.

use super::HostError;
use crate::model::Language;
use crate::store::say_io;
use catur_engine::in_lang;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Why a report did not reach the printer: the device or queue named, the step that
/// failed and the system's reason, worded in [`PrinterError::say`].
#[derive(Debug)]
pub enum PrinterError {
    DeviceOpen {
        device: PathBuf,
        source: std::io::Error,
    },
    DeviceWrite {
        device: PathBuf,
        source: std::io::Error,
    },
    QueueStart {
        queue: String,
        source: std::io::Error,
    },
    QueueWrite {
        queue: String,
        source: std::io::Error,
    },
    /// `lp` ended with a failure status (its text, e.g. `exit status: 1`), and what it
    /// said on its error output (control characters shown as `?`).
    QueueRefused {
        queue: String,
        status: String,
        message: String,
    },
    /// The print system has no queue of that name.
    NoQueue { queue: String },
    /// The queue is stopped: a job would wait in it and never print.
    QueueStopped { queue: String },
    /// A Windows print queue is paused, or set to use the printer offline: the spooler
    /// would take the job and keep it unprinted.
    QueuePaused { queue: String, offline: bool },
    /// A step of the Windows spooler failed.
    Spooler {
        queue: String,
        step: SpoolStep,
        source: std::io::Error,
    },
}

impl PrinterError {
    /// The failure in `lang`, with the device or queue and the system's reason.
    pub fn say(&self, lang: Language) -> String {
        match self {
            PrinterError::DeviceOpen { device, source } => {
                let (device, why) = (device.display(), say_io(source, lang));
                in_lang!(
                    lang,
                    "cannot open printer device {device}: {why}",
                    "tidak dapat membuka peranti pencetak {device}: {why}"
                )
            }
            PrinterError::DeviceWrite { device, source } => {
                let (device, why) = (device.display(), say_io(source, lang));
                in_lang!(
                    lang,
                    "printer device {device}: {why}",
                    "peranti pencetak {device}: {why}"
                )
            }
            PrinterError::QueueStart { queue, source } => {
                let why = say_io(source, lang);
                in_lang!(
                    lang,
                    "cannot start 'lp' for queue {queue}: {why}",
                    "tidak dapat memulakan 'lp' untuk baris gilir {queue}: {why}"
                )
            }
            PrinterError::QueueWrite { queue, source } => {
                let why = say_io(source, lang);
                in_lang!(
                    lang,
                    "print queue {queue}: {why}",
                    "baris gilir cetak {queue}: {why}"
                )
            }
            PrinterError::QueueRefused {
                queue,
                status,
                message,
            } => {
                let said = said(message);
                in_lang!(
                    lang,
                    "'lp -d {queue}' failed ({status}){said}",
                    "'lp -d {queue}' gagal ({status}){said}"
                )
            }
            PrinterError::NoQueue { queue } => in_lang!(
                lang,
                "there is no print queue '{queue}' (`lpstat -p` lists the queues)",
                "tiada baris gilir cetak '{queue}' (`lpstat -p` menyenaraikannya)"
            ),
            PrinterError::QueueStopped { queue } => in_lang!(
                lang,
                "print queue '{queue}' is stopped; start it (`cupsenable {queue}`) and print again",
                "baris gilir cetak '{queue}' dihentikan; mulakannya (`cupsenable {queue}`) dan cetak semula"
            ),
            PrinterError::QueuePaused {
                queue,
                offline: false,
            } => in_lang!(
                lang,
                "Windows print queue '{queue}' is paused; resume it (Devices and Printers, the printer, See what's printing, menu Printer: untick Pause Printing) and print again",
                "baris gilir cetak Windows '{queue}' dijeda; sambung semula (Peranti dan Pencetak, pencetak itu, Lihat apa yang sedang dicetak, menu Pencetak: nyahtanda Jeda Pencetakan) dan cetak semula"
            ),
            PrinterError::QueuePaused {
                queue,
                offline: true,
            } => in_lang!(
                lang,
                "Windows print queue '{queue}' is set to use the printer offline; untick Use Printer Offline (Devices and Printers, the printer, See what's printing, menu Printer) and print again",
                "baris gilir cetak Windows '{queue}' ditetapkan guna pencetak di luar talian; nyahtanda Guna Pencetak Di Luar Talian (Peranti dan Pencetak, pencetak itu, Lihat apa yang sedang dicetak, menu Pencetak) dan cetak semula"
            ),
            PrinterError::Spooler {
                queue,
                step,
                source,
            } => {
                let (step, why) = (step.say(lang), say_io(source, lang));
                in_lang!(
                    lang,
                    "Windows print queue '{queue}': {step}: {why}",
                    "baris gilir cetak Windows '{queue}': {step}: {why}"
                )
            }
        }
    }
}

impl std::fmt::Display for PrinterError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for PrinterError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PrinterError::DeviceOpen { source, .. }
            | PrinterError::DeviceWrite { source, .. }
            | PrinterError::QueueStart { source, .. }
            | PrinterError::QueueWrite { source, .. }
            | PrinterError::Spooler { source, .. } => Some(source),
            PrinterError::QueueRefused { .. }
            | PrinterError::NoQueue { .. }
            | PrinterError::QueueStopped { .. }
            | PrinterError::QueuePaused { .. } => None,
        }
    }
}

/// Bits of a Windows printer's state (`PRINTER_INFO_2`'s `Status` and `Attributes`, as
/// the Windows API documents them) that keep a job from printing.
pub const PRINTER_STATUS_PAUSED: u32 = 0x1;
pub const PRINTER_STATUS_OFFLINE: u32 = 0x80;
pub const PRINTER_ATTRIBUTE_WORK_OFFLINE: u32 = 0x400;

/// Whether a Windows print queue in this state would keep a job unprinted: `Some(false)`
/// when it is paused, `Some(true)` when it is set to use the printer offline (or the
/// printer reports itself offline), `None` when a job may go. The spooler accepts a job
/// either way, so catur asks first, as `lpstat -p` is asked on Linux.
pub fn queue_held(status: u32, attributes: u32) -> Option<bool> {
    if status & PRINTER_STATUS_PAUSED != 0 {
        Some(false)
    } else if attributes & PRINTER_ATTRIBUTE_WORK_OFFLINE != 0
        || status & PRINTER_STATUS_OFFLINE != 0
    {
        Some(true)
    } else {
        None
    }
}

/// The step of handing a document to the Windows spooler that failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpoolStep {
    Open,
    StartDocument,
    Send,
    Finish,
}

impl SpoolStep {
    /// The step that failed, in `lang`.
    pub fn say(self, lang: Language) -> &'static str {
        match self {
            SpoolStep::Open => lang.pick("cannot open the printer", "tidak dapat membuka pencetak"),
            SpoolStep::StartDocument => {
                lang.pick("cannot start the document", "tidak dapat memulakan dokumen")
            }
            SpoolStep::Send => {
                lang.pick("cannot send the report", "tidak dapat menghantar laporan")
            }
            SpoolStep::Finish => lang.pick(
                "cannot finish the document",
                "tidak dapat menamatkan dokumen",
            ),
        }
    }
}

impl std::fmt::Display for SpoolStep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.say(Language::English))
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

/// A moment (seconds since the Unix epoch) as the date and time on the clock of `zone`,
/// day first as the rest of what catur prints: `01/12/2026 07:30`.
pub fn time_text(secs: u64, zone: &jiff::tz::TimeZone) -> String {
    let at = i64::try_from(secs)
        .ok()
        .and_then(|s| jiff::Timestamp::from_second(s).ok())
        .unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    zone.to_datetime(at).strftime("%d/%m/%Y %H:%M").to_string()
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

/// ": what lp said" when it said something.
fn said(message: &str) -> String {
    if message.is_empty() {
        String::new()
    } else {
        format!(": {message}")
    }
}

/// What `lpstat -p QUEUE` tells of a queue before a job goes to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QueueState {
    Ready,
    /// Disabled: `lp` would take the job and it would wait there unprinted.
    Stopped,
    Missing,
    /// `lpstat` could not be asked (not installed, say): `lp` answers for itself.
    Unknown,
}

/// Reads `lpstat -p QUEUE`: the exit status says whether the queue exists, its text
/// ("printer Q is idle.  enabled since ..." or "printer Q disabled since ...") whether
/// it prints.
pub fn queue_state(exit_ok: bool, stdout: &str, queue: &str) -> QueueState {
    if !exit_ok {
        return QueueState::Missing;
    }
    let line = stdout
        .lines()
        .find(|l| l.split_whitespace().nth(1) == Some(queue));
    match line {
        Some(l) if l.contains(" disabled") => QueueState::Stopped,
        Some(_) => QueueState::Ready,
        None => QueueState::Missing,
    }
}

/// Hands the bytes to the system print queue unchanged (`lp -o raw`). A queue that
/// does not exist or is stopped is refused before the job is sent; what `lp` says when
/// it refuses is kept for the message, never written to the screen.
#[cfg(not(windows))]
pub fn spool(queue: &str, bytes: &[u8]) -> Result<(), HostError> {
    use std::process::{Command, Stdio};
    let asked = Command::new("lpstat")
        .args(["-p", queue])
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output();
    let state = match &asked {
        Ok(o) => queue_state(
            o.status.success(),
            &String::from_utf8_lossy(&o.stdout),
            queue,
        ),
        Err(_) => QueueState::Unknown,
    };
    match state {
        QueueState::Missing => {
            return Err(PrinterError::NoQueue {
                queue: queue.to_string(),
            }
            .into());
        }
        QueueState::Stopped => {
            return Err(PrinterError::QueueStopped {
                queue: queue.to_string(),
            }
            .into());
        }
        QueueState::Ready | QueueState::Unknown => {}
    }
    let mut child = Command::new("lp")
        .args(["-d", queue, "-o", "raw"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
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
    let output = child
        .wait_with_output()
        .map_err(|source| PrinterError::QueueWrite {
            queue: queue.to_string(),
            source,
        })?;
    if output.status.success() {
        Ok(())
    } else {
        let message: String = String::from_utf8_lossy(&output.stderr)
            .trim()
            .chars()
            .take(300)
            .map(|c| if c.is_control() { '?' } else { c })
            .collect();
        Err(HostError::Printer(PrinterError::QueueRefused {
            queue: queue.to_string(),
            status: output.status.to_string(),
            message,
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
        assert_eq!(time_text(at, &TimeZone::UTC), "30/11/2026 23:30");
        let myt = TimeZone::fixed(offset(8));
        assert_eq!(time_text(at, &myt), "01/12/2026 07:30");
    }

    #[test]
    fn the_epoch_in_utc() {
        assert_eq!(time_text(0, &TimeZone::UTC), "01/01/1970 00:00");
    }

    #[test]
    fn lpstat_tells_a_ready_a_stopped_and_a_missing_queue() {
        let idle = "printer epson is idle.  enabled since Fri Dec  4 20:38:39 2026\n";
        assert_eq!(queue_state(true, idle, "epson"), QueueState::Ready);
        let printing = "printer epson now printing epson-7.  enabled since Fri 04 Dec\n";
        assert_eq!(queue_state(true, printing, "epson"), QueueState::Ready);
        let stopped = "printer epson disabled since Fri Dec  4 20:40:01 2026 -\n\tPaused\n";
        assert_eq!(queue_state(true, stopped, "epson"), QueueState::Stopped);
        assert_eq!(queue_state(false, "", "epson"), QueueState::Missing);
        // A queue whose name only starts the same is another queue.
        assert_eq!(queue_state(true, idle, "eps"), QueueState::Missing);
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

    /// A printer that cannot be reached is named in Malay on the Malay desk, with the
    /// step that failed (before, the English text followed "pencetak:").
    #[test]
    fn a_printer_failure_is_worded_in_malay() {
        let e = HostError::Printer(PrinterError::DeviceOpen {
            device: "LPT1".into(),
            source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
        });
        assert_eq!(
            e.say(Language::Malay),
            "tidak dapat membuka peranti pencetak LPT1: tiada kebenaran"
        );
        assert!(
            e.to_string()
                .starts_with("cannot open printer device LPT1: ")
        );
        let e = HostError::Printer(PrinterError::Spooler {
            queue: "Epson LQ".into(),
            step: SpoolStep::Send,
            source: std::io::Error::from(std::io::ErrorKind::NotFound),
        });
        let ms = e.say(Language::Malay);
        assert!(ms.contains("tidak dapat menghantar laporan"), "{ms}");
        assert!(!ms.contains("cannot"), "{ms}");
    }

    /// A paused queue and one set to use the printer offline are held (the spooler would
    /// keep the job); a printer that is only busy or printing is not.
    #[test]
    fn a_paused_or_offline_windows_queue_holds_the_job() {
        assert_eq!(queue_held(PRINTER_STATUS_PAUSED, 0), Some(false));
        assert_eq!(queue_held(0, PRINTER_ATTRIBUTE_WORK_OFFLINE), Some(true));
        assert_eq!(queue_held(PRINTER_STATUS_OFFLINE, 0), Some(true));
        // Busy (0x200) and printing (0x400) are states of a printer at work.
        assert_eq!(queue_held(0x200 | 0x400, 0x40), None);
        assert_eq!(queue_held(0, 0), None);
    }

    /// Every printer failure names its queue or device in both languages, and the two
    /// texts differ.
    #[test]
    fn every_printer_failure_names_its_queue_in_both_languages() {
        let io = || std::io::Error::from(std::io::ErrorKind::NotFound);
        let queue = || "Epson-LQ".to_string();
        let mut all = vec![
            PrinterError::DeviceOpen {
                device: "Epson-LQ".into(),
                source: io(),
            },
            PrinterError::DeviceWrite {
                device: "Epson-LQ".into(),
                source: io(),
            },
            PrinterError::QueueStart {
                queue: queue(),
                source: io(),
            },
            PrinterError::QueueWrite {
                queue: queue(),
                source: io(),
            },
            PrinterError::QueueRefused {
                queue: queue(),
                status: "exit status: 1".into(),
                message: String::new(),
            },
            PrinterError::NoQueue { queue: queue() },
            PrinterError::QueueStopped { queue: queue() },
            PrinterError::QueuePaused {
                queue: queue(),
                offline: false,
            },
            PrinterError::QueuePaused {
                queue: queue(),
                offline: true,
            },
        ];
        for step in [
            SpoolStep::Open,
            SpoolStep::StartDocument,
            SpoolStep::Send,
            SpoolStep::Finish,
        ] {
            all.push(PrinterError::Spooler {
                queue: queue(),
                step,
                source: io(),
            });
        }
        for e in all {
            let (en, ms) = (e.to_string(), e.say(Language::Malay));
            assert!(en.contains("Epson-LQ") && ms.contains("Epson-LQ"), "{ms}");
            assert_ne!(en, ms);
            for english in ["cannot", "queue", "printer", "device", "failed", "stopped"] {
                assert!(!ms.contains(english), "{english}: {ms}");
            }
        }
    }
}
