//! The files the full-screen program needs, kept below it so the screens never touch
//! files themselves: the list of recently opened championships (in the user's config
//! directory), the optional key file, a player list to import, the demo championship and
//! report output to a file or a printer device.

use super::{HostError, load, make_dir};
use crate::model::Tournament;
use crate::store::limits;
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
    limits::read_limited(list, limits::SETTINGS_FILE)
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
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
pub fn remember(list: &Path, file: &Path) -> Result<Vec<PathBuf>, HostError> {
    let file = std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf());
    let mut v = read_recent(list);
    v.retain(|p| p != &file);
    v.insert(0, file);
    v.truncate(RECENT_KEPT);
    if let Some(dir) = list.parent() {
        make_dir(dir)?;
    }
    let text: String = v.iter().map(|p| format!("{}\n", p.display())).collect();
    write_file(list, text.as_bytes())?;
    Ok(v)
}

/// A text file (the key file), read whole; at most a settings file's size.
pub fn read_text(path: &Path) -> Result<String, HostError> {
    let bytes = read_limited_file(path, limits::SETTINGS_FILE)?;
    String::from_utf8(bytes).map_err(|_| HostError::NotText(path.to_path_buf()))
}

/// A player list's bytes, read whole (decoded by the caller).
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, HostError> {
    read_limited_file(path, limits::PLAYER_LIST)
}

/// A file read whole, refused before it is read when it is a folder, FIFO or device
/// or larger than `limit`.
fn read_limited_file(path: &Path, limit: limits::Limit) -> Result<Vec<u8>, HostError> {
    limits::read_limited(path, limit).map_err(|e| match e {
        limits::LimitedError::Unfit(u) => HostError::Unfit(u),
        limits::LimitedError::Io(source) => HostError::Read {
            path: path.to_path_buf(),
            source,
        },
    })
}

/// Opens a championship file (the same checks as every command).
pub fn open(path: &Path) -> Result<Tournament, HostError> {
    load(path)
}

/// The demo championship in `dir/demo.catur`, made on first use; returns its path.
pub fn demo_file(dir: &Path) -> Result<PathBuf, HostError> {
    let path = dir.join("demo.catur");
    if !path.exists() {
        make_dir(dir)?;
        let t = super::build_demo()?;
        super::create(&path, &t)?;
    }
    Ok(path)
}

/// Writes a text file a user may open in Notepad (an HTML report, an exported TRF
/// file): on Windows with CR LF line ends, as Notepad before Windows 10 shows bare LF
/// ends as one long line; elsewhere as given, so files and golden tests stay the same
/// on Linux. (catur's own TRF reader, FIDE's checkers and the spreadsheets and browsers
/// we know read both.) Text reports and CSV are made with CR LF already.
pub fn write_text_document(path: &Path, text: &[u8]) -> Result<(), HostError> {
    if cfg!(windows) {
        write_file(path, &crlf(text))
    } else {
        write_file(path, text)
    }
}

/// `text` with every line feed not already after a carriage return made CR LF.
pub fn crlf(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() + text.len() / 32);
    for (i, &b) in text.iter().enumerate() {
        if b == b'\n' && (i == 0 || text[i - 1] != b'\r') {
            out.push(b'\r');
        }
        out.push(b);
    }
    out
}

/// Writes a file whole, replacing it (a report, the recent list).
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), HostError> {
    std::fs::write(path, bytes).map_err(|source| HostError::Write {
        path: path.to_path_buf(),
        source,
    })
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
pub fn new_championship(path: &Path, name: &str) -> Result<(), HostError> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        make_dir(dir)?;
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
    fn line_feeds_become_crlf_once() {
        assert_eq!(crlf(b"012 A\n001 B\r\n\nend"), b"012 A\r\n001 B\r\n\r\nend");
        assert_eq!(crlf(b"\n"), b"\r\n");
        assert_eq!(crlf(b"no end"), b"no end");
    }

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
    fn the_demo_file_is_made_once() {
        let dir = tempfile::tempdir().unwrap();
        let p = demo_file(dir.path()).unwrap();
        let t = open(&p).unwrap();
        assert_eq!(t.sections.len(), 6);
        assert_eq!(demo_file(dir.path()).unwrap(), p);
    }
}
