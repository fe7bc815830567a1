//! The files the full-screen program needs, kept here so the screens never touch files
//! themselves: the list of recently opened championships (in the user's config
//! directory), the optional key file, a player list to import, the demo championship and
//! report output to a file or a printer device.

use super::{CliError, load};
use crate::model::Tournament;
use std::io::Write;
use std::path::{Path, PathBuf};

/// How many files the recent list keeps.
pub const RECENT_KEPT: usize = 8;

/// The user's config directory for catur (key file, recent list), if there is a home.
pub fn config_dir() -> Option<PathBuf> {
    super::folders::config_dir()
}

/// The file holding the recent list.
pub fn recent_list_file() -> Option<PathBuf> {
    config_dir().map(|d| d.join("recent.txt"))
}

/// The optional key file (`KEY = COMMAND` lines).
pub fn key_file() -> Option<PathBuf> {
    config_dir().map(|d| d.join("keys.txt"))
}

/// The recent list: one path a line, newest first. A missing file is an empty list.
pub fn read_recent(list: &Path) -> Vec<PathBuf> {
    std::fs::read_to_string(list)
        .map(|text| parse_recent(&text))
        .unwrap_or_default()
}

fn parse_recent(text: &str) -> Vec<PathBuf> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(PathBuf::from)
        .take(RECENT_KEPT)
        .collect()
}

/// Puts `file` first in the recent list (written back at once) and returns the new list.
pub fn remember(list: &Path, file: &Path) -> Result<Vec<PathBuf>, CliError> {
    let file = std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf());
    let mut v = read_recent(list);
    v.retain(|p| p != &file);
    v.insert(0, file);
    v.truncate(RECENT_KEPT);
    if let Some(dir) = list.parent() {
        std::fs::create_dir_all(dir)
            .map_err(|e| CliError::BadInput(format!("cannot create {}: {e}", dir.display())))?;
    }
    let text: String = v.iter().map(|p| format!("{}\n", p.display())).collect();
    std::fs::write(list, text)
        .map_err(|e| CliError::BadInput(format!("cannot write {}: {e}", list.display())))?;
    Ok(v)
}

/// A text file (the key file), read whole.
pub fn read_text(path: &Path) -> Result<String, CliError> {
    std::fs::read_to_string(path)
        .map_err(|e| CliError::BadInput(format!("cannot read {}: {e}", path.display())))
}

/// A file's bytes, read whole (a player list, decoded by the caller).
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, CliError> {
    std::fs::read(path)
        .map_err(|e| CliError::BadInput(format!("cannot read {}: {e}", path.display())))
}

/// Opens a championship file (the same checks as every command).
pub fn open(path: &Path) -> Result<Tournament, CliError> {
    load(path)
}

/// The demo championship in `dir/demo.catur`, made on first use; returns its path.
pub fn demo_file(dir: &Path) -> Result<PathBuf, CliError> {
    let path = dir.join("demo.catur");
    if !path.exists() {
        std::fs::create_dir_all(dir)
            .map_err(|e| CliError::BadInput(format!("cannot create {}: {e}", dir.display())))?;
        let t = super::build_demo()?;
        super::create(&path, &t)?;
    }
    Ok(path)
}

/// The time printed in report footers: now, or `CATUR_PRINTED_AT` when set.
pub fn printed_at() -> String {
    super::report::printed_at()
}

/// A section as TRF26 text (refused while the players have no pairing numbers).
pub fn trf_text(
    section: &crate::model::Section,
    header: &crate::trf::TrfHeader,
) -> Result<String, CliError> {
    super::trf_files::trf_text(section, header, super::args::TrfFormatArg::Trf26)
}

/// The PC's time zone, for the times printed in reports (see `report::local_zone`).
pub fn local_zone() -> jiff::tz::TimeZone {
    super::report::local_zone()
}

/// Writes report bytes to a file, replacing it.
pub fn write_report(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes)
        .map_err(|e| CliError::BadInput(format!("cannot write {}: {e}", path.display())))
}

/// Sends report bytes to a printer device (`/dev/lp0`, `LPT1`), which must exist.
pub fn send_to_device(device: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .open(device)
        .map_err(|e| {
            CliError::BadInput(format!(
                "cannot open printer device {}: {e}",
                device.display()
            ))
        })?;
    f.write_all(bytes)
        .and_then(|()| f.flush())
        .map_err(|e| CliError::BadInput(format!("printer device {}: {e}", device.display())))
}

/// Sends report bytes to the printer named in the championship's printer setting: a
/// device path (`/dev/usb/lp0`, `LPT1`, `PRN`) is written directly, any other name is a
/// system print queue (`lp -d NAME -o raw`, on Windows the spooler with the RAW datatype).
pub fn send_to_printer(printer: &str, bytes: &[u8]) -> Result<(), CliError> {
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
        super::report::spool(name, bytes)
    }
}

/// The user's data directory for catur, where new championship files go by default
/// (`%APPDATA%\catur\data` on Windows: see [`super::folders`]).
pub fn data_dir() -> Option<PathBuf> {
    super::folders::data_dir()
}

/// A file name for a new championship in `dir`: its name in lower case, letters and
/// digits joined by `-`, and `-2`, `-3` ... when a file of that name is already there.
pub fn new_file_path(dir: &Path, name: &str) -> PathBuf {
    let mut stem = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            stem.push(c);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
    }
    let stem: String = stem.trim_end_matches('-').chars().take(40).collect();
    let stem = if stem.is_empty() {
        "kejohanan".to_string()
    } else {
        stem
    };
    let mut path = dir.join(format!("{stem}.catur"));
    let mut k = 2;
    while path.symlink_metadata().is_ok() {
        path = dir.join(format!("{stem}-{k}.catur"));
        k += 1;
    }
    path
}

/// Whether something is at `path` already (a new championship never replaces it).
pub fn exists(path: &Path) -> bool {
    path.symlink_metadata().is_ok()
}

/// Creates a new, empty championship file named `name` (its folder is made when
/// missing); an existing file is never replaced.
pub fn new_championship(path: &Path, name: &str) -> Result<(), CliError> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| CliError::BadInput(format!("cannot create {}: {e}", dir.display())))?;
    }
    super::create(path, &Tournament::new(name))
}

/// The championship name of each file that can be read (the start screen's recent list).
pub fn championship_names(files: &[PathBuf]) -> Vec<(PathBuf, String)> {
    files
        .iter()
        .filter_map(|p| load(p).ok().map(|t| (p.clone(), t.championship.name)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_recent_list_keeps_the_newest_first_without_repeats() {
        let dir = tempfile::tempdir().unwrap();
        let list = dir.path().join("cfg").join("recent.txt");
        assert!(read_recent(&list).is_empty());
        let a = dir.path().join("a.catur");
        let b = dir.path().join("b.catur");
        remember(&list, &a).unwrap();
        remember(&list, &b).unwrap();
        let v = remember(&list, &a).unwrap();
        assert_eq!(v, vec![a.clone(), b.clone()]);
        assert_eq!(read_recent(&list), v);
        for k in 0..20 {
            remember(&list, &dir.path().join(format!("{k}.catur"))).unwrap();
        }
        assert_eq!(read_recent(&list).len(), RECENT_KEPT);
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

    #[test]
    fn the_demo_file_is_made_once() {
        let dir = tempfile::tempdir().unwrap();
        let p = demo_file(dir.path()).unwrap();
        let t = open(&p).unwrap();
        assert_eq!(t.sections.len(), 6);
        assert_eq!(demo_file(dir.path()).unwrap(), p);
    }
}
