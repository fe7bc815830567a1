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

use crate::model::Tournament;
use crate::ops::OpError;
use crate::store::StoreError;
use std::path::{Path, PathBuf};

/// Why a file or device could not be used.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    /// A championship file that cannot be read (missing, damaged, busy), with the newest
    /// good backup when there is one.
    #[error("{error}{}", backup_hint(.path, .backup.as_deref()))]
    Unreadable {
        path: PathBuf,
        /// Boxed: the store's errors are large, and this one is rare.
        error: Box<StoreError>,
        backup: Option<PathBuf>,
    },
    /// A new championship would replace a file that is there.
    #[error(
        "{} already exists; choose another name (catur never overwrites a championship)",
        .0.display()
    )]
    Exists(PathBuf),
    /// The championship file could not be written; nothing changed on disk.
    #[error("NOT SAVED: {0}")]
    NotSaved(StoreError),
    /// A folder, FIFO or device, or a file larger than its kind ever is.
    #[error("{0}")]
    Unfit(#[from] crate::store::limits::Unfit),
    #[error("cannot read {}: {source}", .path.display())]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// A file or folder (not the championship) could not be written or made.
    #[error("cannot write {}: {source}", .path.display())]
    Write {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// The folder the results site is kept in is not there (a USB stick taken out, a
    /// shared drive not connected): it is not made, lest the site land on this computer
    /// in its place.
    #[error(
        "the folder {} is not there (a USB stick taken out, a shared drive not connected?)",
        .0.display()
    )]
    NoFolder(PathBuf),
    /// The preferences file has a line that does not read; `line` counts from 1.
    #[error("{}: line {line}: {problem}", .path.display())]
    BadLine {
        path: PathBuf,
        line: usize,
        problem: prefs::PrefsProblem,
    },
    #[error("{}: not a text file (UTF-8)", .0.display())]
    NotText(PathBuf),
    /// A printer device or print queue refused the report.
    #[error(transparent)]
    Printer(#[from] print::PrinterError),
    /// An operation refused (building the demo championship).
    #[error(transparent)]
    Refused(#[from] OpError),
    /// A round of the demo championship could not be paired.
    #[error(transparent)]
    Pairing(#[from] crate::ops::PairError),
    /// The demo player list embedded in the program does not read (a build mistake).
    #[error("embedded demo list: {0}")]
    Demo(String),
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

fn backup_hint(path: &Path, backup: Option<&Path>) -> String {
    backup
        .map(|b| {
            format!(
                "\nthe newest good backup is {} (catur restore {} lists them all)",
                b.display(),
                path.display()
            )
        })
        .unwrap_or_default()
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
}
