//! What the desk and the command line share that knows files and the operating system
//! but no terminal: opening and creating a championship file with the remedy named,
//! the user's folders, the recent list and the desk's preferences, the demo
//! championship, and report output to a file, a printer device or a print queue.
//! Both interfaces call this layer; it calls neither.
//!
//! Its failures are one typed [`HostError`]; each interface words or maps it (the
//! command line to its exit codes, the desk to its message line).

pub mod demo;
pub mod files;
pub mod folders;
pub mod prefs;
pub mod print;
pub mod serve;
pub mod site;
pub mod trf_export;
#[cfg(windows)]
pub mod windows;

pub use demo::{build_demo, play_rounds};

use crate::model::{Language, Tournament};
use crate::ops::OpError;
use crate::store::{StoreError, say_io};
use catur_engine::in_lang;
use std::path::{Path, PathBuf};

/// Why a file or device could not be used, worded in [`HostError::say`].
#[derive(Debug)]
pub enum HostError {
    /// A championship file that cannot be read (missing, damaged, busy), with the newest
    /// good backup when there is one.
    Unreadable {
        path: PathBuf,
        /// Boxed: the store's errors are large, and this one is rare.
        error: Box<StoreError>,
        backup: Option<PathBuf>,
    },
    /// A new championship would replace a file that is there.
    Exists(PathBuf),
    /// The championship file could not be written; nothing changed on disk.
    NotSaved(StoreError),
    /// A folder, FIFO or device, or a file larger than its kind ever is.
    Unfit(crate::store::limits::Unfit),
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A file or folder (not the championship) could not be written or made.
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The folder the results site is kept in is not there (a USB stick taken out, a
    /// shared drive not connected): it is not made, lest the site land on this computer
    /// in its place.
    NoFolder(PathBuf),
    /// The preferences file has a line that does not read; `line` counts from 1.
    BadLine {
        path: PathBuf,
        line: usize,
        problem: prefs::PrefsProblem,
    },
    NotText(PathBuf),
    /// A printer device or print queue refused the report.
    Printer(print::PrinterError),
    /// An operation refused (building the demo championship).
    Refused(OpError),
    /// A round of the demo championship could not be paired.
    Pairing(crate::ops::PairError),
    /// The demo player list embedded in the program does not read (a build mistake).
    Demo(String),
}

impl HostError {
    /// The failure in `lang`: what could not be done, with which file, and the remedy.
    pub fn say(&self, lang: Language) -> String {
        match self {
            HostError::Unreadable {
                path,
                error,
                backup,
            } => {
                let mut said = error.say(lang);
                if let Some(b) = backup {
                    let (b, path) = (b.display(), path.display());
                    said += &in_lang!(
                        lang,
                        "\nthe newest good backup is {b} (catur restore {path} lists them all)",
                        "\nsandaran baik yang terbaharu ialah {b} (catur restore {path} \
                         menyenaraikan semuanya)"
                    );
                }
                said
            }
            HostError::Exists(p) => {
                let p = p.display();
                in_lang!(
                    lang,
                    "{p} already exists; choose another name (catur never overwrites a \
                     championship)",
                    "{p} sudah wujud; pilih nama lain (catur tidak pernah menulis ganti \
                     kejohanan)"
                )
            }
            HostError::NotSaved(e) => {
                let e = e.say(lang);
                in_lang!(lang, "NOT SAVED: {e}", "TIDAK DISIMPAN: {e}")
            }
            HostError::Unfit(u) => u.say(lang),
            HostError::Read { path, source } => {
                let (path, why) = (path.display(), say_io(source, lang));
                in_lang!(
                    lang,
                    "cannot read {path}: {why}",
                    "tidak dapat membaca {path}: {why}"
                )
            }
            HostError::Write { path, source } => {
                let (path, why) = (path.display(), say_io(source, lang));
                in_lang!(
                    lang,
                    "cannot write {path}: {why}",
                    "tidak dapat menulis {path}: {why}"
                )
            }
            HostError::NoFolder(path) => {
                let path = path.display();
                in_lang!(
                    lang,
                    "the folder {path} is not there (a USB stick taken out, a shared drive \
                     not connected?)",
                    "folder {path} tiada (pemacu USB dicabut, pemacu kongsi tidak \
                     bersambung?)"
                )
            }
            HostError::BadLine {
                path,
                line,
                problem,
            } => {
                let (path, problem) = (path.display(), problem.say(lang));
                in_lang!(
                    lang,
                    "{path}: line {line}: {problem}",
                    "{path}: baris {line}: {problem}"
                )
            }
            HostError::NotText(p) => {
                let p = p.display();
                in_lang!(
                    lang,
                    "{p}: not a text file (UTF-8)",
                    "{p}: bukan fail teks (UTF-8)"
                )
            }
            HostError::Printer(e) => e.say(lang),
            HostError::Refused(e) => e.say(lang),
            HostError::Pairing(e) => e.say(lang),
            HostError::Demo(text) => in_lang!(
                lang,
                "embedded demo list: {text}",
                "senarai demo terbina: {text}"
            ),
        }
    }
}

impl std::fmt::Display for HostError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for HostError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            HostError::Read { source, .. } | HostError::Write { source, .. } => Some(source),
            HostError::Unfit(u) => Some(u),
            // These stand for the error they hold (it is the whole message).
            HostError::Printer(e) => std::error::Error::source(e),
            HostError::Refused(e) => std::error::Error::source(e),
            HostError::Pairing(e) => std::error::Error::source(e),
            HostError::Unreadable { .. }
            | HostError::Exists(_)
            | HostError::NotSaved(_)
            | HostError::NoFolder(_)
            | HostError::BadLine { .. }
            | HostError::NotText(_)
            | HostError::Demo(_) => None,
        }
    }
}

impl From<crate::store::limits::Unfit> for HostError {
    fn from(u: crate::store::limits::Unfit) -> Self {
        HostError::Unfit(u)
    }
}

impl From<print::PrinterError> for HostError {
    fn from(e: print::PrinterError) -> Self {
        HostError::Printer(e)
    }
}

impl From<OpError> for HostError {
    fn from(e: OpError) -> Self {
        HostError::Refused(e)
    }
}

impl From<crate::ops::PairError> for HostError {
    fn from(e: crate::ops::PairError) -> Self {
        HostError::Pairing(e)
    }
}

impl HostError {
    /// Whether nothing could be written (the command line's exit code 4), as opposed to
    /// something that could not be read or was refused.
    pub fn is_not_saved(&self) -> bool {
        match self {
            HostError::NotSaved(_) | HostError::Write { .. } => true,
            HostError::Unreadable { error, .. } => matches!(**error, StoreError::Busy { .. }),
            _ => false,
        }
    }

    /// Whether the rules or the state of things forbid it (exit code 1).
    pub fn is_refusal(&self) -> bool {
        matches!(
            self,
            HostError::Exists(_) | HostError::Refused(_) | HostError::Pairing(_)
        )
    }
}

/// What the lock file says while catur creates a championship file.
fn who() -> String {
    crate::store::who("catur (command line)")
}

/// A championship file that does not load, with the newest good backup named when there
/// is one (a busy file has no backup to offer: it is not damaged).
pub fn unreadable(path: &Path, error: StoreError) -> HostError {
    let backup = if matches!(error, StoreError::Busy { .. }) {
        None
    } else {
        crate::store::newest_good_backup(path).map(|b| b.path)
    };
    HostError::Unreadable {
        path: path.to_path_buf(),
        error: Box::new(error),
        backup,
    }
}

/// Loads a championship file to read it; a missing or damaged file names the newest
/// good backup when there is one.
///
/// Reading takes no lock and writes nothing: a save replaces the file by a rename, so a
/// reader always sees one whole version.
pub fn load(path: &Path) -> Result<Tournament, HostError> {
    crate::store::load(path).map_err(|e| read_error(path, e))
}

/// Opens a championship file to follow as other processes change it
/// ([`crate::store::Shared::changed`]), taking no lock and writing nothing; the errors
/// are [`load`]'s.
pub fn follow(path: &Path) -> Result<(crate::store::Shared, Tournament), HostError> {
    crate::store::Shared::follow(path, &who()).map_err(|e| read_error(path, e))
}

/// Why a championship file could not be read, with the newest good backup.
fn read_error(path: &Path, e: StoreError) -> HostError {
    match e {
        StoreError::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound => {
            unreadable(
                path,
                StoreError::Missing {
                    path: path.to_path_buf(),
                },
            )
        }
        other => unreadable(path, other),
    }
}

/// Creates a championship file, refusing to replace one (catur never overwrites a
/// championship).
pub fn create(path: &Path, t: &Tournament) -> Result<(), HostError> {
    refuse_existing(path)?;
    crate::store::Shared::create(path, t, &who())
        .map(|_| ())
        .map_err(|e| match e {
            StoreError::Io { source, .. } if source.kind() == std::io::ErrorKind::AlreadyExists => {
                HostError::Exists(path.to_path_buf())
            }
            other => HostError::NotSaved(other),
        })
}

/// Refuses a path where a file (or a link) is already.
pub fn refuse_existing(path: &Path) -> Result<(), HostError> {
    match path.symlink_metadata() {
        Ok(_) => Err(HostError::Exists(path.to_path_buf())),
        Err(_) => Ok(()),
    }
}

/// Makes a folder and its parents.
pub fn make_dir(dir: &Path) -> Result<(), HostError> {
    std::fs::create_dir_all(dir).map_err(|source| HostError::Write {
        path: dir.to_path_buf(),
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_failure_is_not_saved_and_an_existing_file_a_refusal() {
        let w = HostError::Write {
            path: "x".into(),
            source: std::io::Error::other("read-only"),
        };
        assert!(w.is_not_saved() && !w.is_refusal());
        let e = HostError::Exists("a.catur".into());
        assert!(e.is_refusal() && !e.is_not_saved());
        assert!(e.to_string().contains("never overwrites"));
    }

    #[test]
    fn a_missing_file_is_said_in_malay() {
        let e = HostError::Read {
            path: "senarai.csv".into(),
            source: std::io::Error::from(std::io::ErrorKind::NotFound),
        };
        assert_eq!(
            e.say(Language::Malay),
            "tidak dapat membaca senarai.csv: fail atau folder tidak wujud"
        );
        assert!(e.to_string().starts_with("cannot read senarai.csv"));
    }

    /// A damaged file names its newest backup in both languages.
    #[test]
    fn an_unreadable_file_names_its_backup_in_both_languages() {
        let e = HostError::Unreadable {
            path: "l12.catur".into(),
            error: Box::new(StoreError::Missing {
                path: "l12.catur".into(),
            }),
            backup: Some("l12.1.catur".into()),
        };
        let (en, ms) = (e.to_string(), e.say(Language::Malay));
        assert!(
            en.ends_with(
                "\nthe newest good backup is l12.1.catur (catur restore l12.catur lists them all)"
            ),
            "{en}"
        );
        assert!(ms.starts_with("l12.catur: tiada fail kejohanan"), "{ms}");
        assert!(ms.ends_with("\nsandaran baik yang terbaharu ialah l12.1.catur (catur restore l12.catur menyenaraikan semuanya)"), "{ms}");
    }
}
