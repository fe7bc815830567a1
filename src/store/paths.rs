//! The names of the files that live beside a tournament file. They are part of what the
//! arbiter sees (in a file manager, or when asked which backup to restore), so they are
//! plain and predictable, and they are documented in the module docs of `store`.

use crate::model::RoundNo;
use std::io;
use std::path::{Path, PathBuf};

/// How many rotating backups are kept (the previous saves, newest first).
pub const BACKUPS_KEPT: u32 = 3;

/// The extension of every file the store writes into the backup folder.
const EXT: &str = "catur";

/// What a file in the backup folder holds.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum BackupKind {
    /// One of the previous saves: 1 is the save before the current file, up to
    /// [`BACKUPS_KEPT`].
    Rotating(u32),
    /// The tournament as saved when this round of this section first had every result.
    /// `section` is the section code as written in the file name (characters that are not
    /// safe in a file name become `_`).
    RoundSnapshot { section: String, round: RoundNo },
}

/// The parts of a tournament file's path the other names are made from.
#[derive(Debug, Clone)]
pub(crate) struct Names {
    /// The folder holding the tournament file.
    pub parent: PathBuf,
    /// The file name without its extension (`champ` for `champ.catur`), lossily as text.
    pub stem: String,
    /// The extension (`catur`), lossily as text; `None` for a name without one.
    pub ext: Option<String>,
}

impl Names {
    /// Fails only for paths that name no file (`/`, `..`, an empty path).
    pub fn of(path: &Path) -> io::Result<Names> {
        let (Some(_), Some(stem)) = (path.file_name(), path.file_stem()) else {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "the path does not name a file",
            ));
        };
        let parent = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        Ok(Names {
            parent,
            stem: stem.to_string_lossy().into_owned(),
            ext: path.extension().map(|e| e.to_string_lossy().into_owned()),
        })
    }

    /// `champ.backup/` beside `champ.catur`.
    pub fn backup_dir(&self) -> PathBuf {
        self.parent.join(format!("{}.backup", self.stem))
    }

    /// `champ.4242.catur.tmp` beside `champ.catur` for the process with id 4242: where
    /// a save is written before the rename. Each process has its own, so two programs
    /// saving the same file at once can never write into each other's file (nor, after
    /// one has renamed it, into the tournament file itself).
    pub fn temp(&self) -> PathBuf {
        self.temp_of(std::process::id())
    }

    fn temp_of(&self, pid: u32) -> PathBuf {
        let name = match &self.ext {
            Some(ext) => format!("{}.{pid}.{ext}.tmp", self.stem),
            None => format!("{}.{pid}.tmp", self.stem),
        };
        self.parent.join(name)
    }

    /// The process id in a temporary file name of this file, if `file_name` is one.
    pub fn temp_pid(&self, file_name: &str) -> Option<u32> {
        let rest = file_name
            .strip_prefix(self.stem.as_str())?
            .strip_prefix('.')?;
        let rest = rest.strip_suffix(".tmp")?;
        let digits = match &self.ext {
            Some(ext) => rest.strip_suffix(ext.as_str())?.strip_suffix('.')?,
            None => rest,
        };
        let pid: u32 = digits.parse().ok()?;
        (pid.to_string() == digits).then_some(pid)
    }

    /// `champ.next.4242.tmp` in the backup folder: the file a save of process 4242 is
    /// about to replace, kept there until the new file is in place and the backups
    /// rotate (see [`save`](super::save)).
    pub fn staged(&self) -> String {
        format!("{}.next.{}.tmp", self.stem, std::process::id())
    }

    /// Whether `file_name` (in the backup folder) is a temporary file of any process:
    /// a staged copy, or a backup or round snapshot whose writing never finished
    /// (`champ.L12-r3.catur.4242.tmp`, left by a full disk or a crash).
    pub fn is_staged(&self, file_name: &str) -> bool {
        let digits = |pid: &str| !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit());
        let staged = file_name
            .strip_prefix(self.stem.as_str())
            .and_then(|r| r.strip_prefix(".next."))
            .and_then(|r| r.strip_suffix(".tmp"))
            .is_some_and(digits);
        let unfinished = file_name
            .strip_suffix(".tmp")
            .and_then(|r| r.rsplit_once('.'))
            .is_some_and(|(backup, pid)| digits(pid) && self.parse(backup).is_some());
        staged || unfinished
    }

    /// `champ.lock` beside `champ.catur`: the file whose lock guards every change.
    pub fn lock(&self) -> PathBuf {
        self.parent.join(format!("{}.lock", self.stem))
    }

    /// `champ.1.catur` .. `champ.3.catur`.
    pub fn rotating(&self, n: u32) -> String {
        format!("{}.{n}.{EXT}", self.stem)
    }

    /// `champ.L12-r3.catur`.
    pub fn snapshot(&self, section_code: &str, round: RoundNo) -> String {
        format!(
            "{}.{}-r{round}.{EXT}",
            self.stem,
            crate::model::file_safe(section_code)
        )
    }

    /// `champ.damaged-1.catur`: where `restore` moves a damaged file it replaces.
    pub fn damaged(&self, n: u32) -> String {
        format!("{}.damaged-{n}.{EXT}", self.stem)
    }

    /// What a file in the backup folder is, from its name; `None` for anything else.
    pub fn parse(&self, file_name: &str) -> Option<BackupKind> {
        let middle = file_name
            .strip_prefix(self.stem.as_str())?
            .strip_prefix('.')?
            .strip_suffix(EXT)?
            .strip_suffix('.')?;
        if let Ok(n) = middle.parse::<u32>() {
            return (n >= 1 && middle == n.to_string()).then_some(BackupKind::Rotating(n));
        }
        let (code, round) = middle.rsplit_once("-r")?;
        let round: RoundNo = round.parse().ok()?;
        let plain = !code.is_empty()
            && crate::model::file_safe(code) == code
            && round.to_string() == middle[code.len() + 2..];
        plain.then(|| BackupKind::RoundSnapshot {
            section: code.to_string(),
            round,
        })
    }
}

/// The backup folder of a tournament file (`champ.backup/` beside `champ.catur`).
pub fn backup_dir(path: &Path) -> Option<PathBuf> {
    Names::of(path).ok().map(|n| n.backup_dir())
}

/// The temporary file a save of `path` by this process writes before renaming it over
/// `path` (`champ.4242.catur.tmp`, 4242 being the process id). One left behind by a
/// crash is harmless: loading ignores it, and it is removed the next time a
/// process takes the file's lock to change it (see [`Shared`](super::Shared)).
pub fn temp_path(path: &Path) -> Option<PathBuf> {
    Names::of(path).ok().map(|n| n.temp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_beside_the_file() {
        let n = Names::of(Path::new("data/champ.catur")).unwrap();
        assert_eq!(n.backup_dir(), PathBuf::from("data/champ.backup"));
        assert_eq!(n.temp_of(4242), PathBuf::from("data/champ.4242.catur.tmp"));
        assert_eq!(n.temp_pid("champ.4242.catur.tmp"), Some(4242));
        for other in [
            "champ.catur.tmp",
            "champ.04242.catur.tmp",
            "champ.1.catur",
            "champ.x.catur.tmp",
        ] {
            assert_eq!(n.temp_pid(other), None, "{other}");
        }
        let plain = Names::of(Path::new("champ")).unwrap();
        assert_eq!(plain.temp_of(7), PathBuf::from("./champ.7.tmp"));
        assert_eq!(plain.temp_pid("champ.7.tmp"), Some(7));
        assert_eq!(n.rotating(2), "champ.2.catur");
        assert_eq!(n.snapshot("L12", 3), "champ.L12-r3.catur");
        assert_eq!(n.snapshot("P 15/A", 10), "champ.P_15_A-r10.catur");
        let bare = Names::of(Path::new("champ.catur")).unwrap();
        assert_eq!(bare.backup_dir(), PathBuf::from("./champ.backup"));
        assert!(Names::of(Path::new("/")).is_err());
        assert!(Names::of(Path::new("")).is_err());
    }

    #[test]
    fn unfinished_backups_and_snapshots_are_temporary_files() {
        let n = Names::of(Path::new("champ.catur")).unwrap();
        assert!(n.is_staged(&n.staged()));
        assert!(n.is_staged(&format!("{}.4242.tmp", n.snapshot("L12", 3))));
        assert!(n.is_staged(&format!("{}.7.tmp", n.rotating(2))));
        for kept in [
            n.snapshot("L12", 3),
            n.rotating(1),
            n.damaged(1),
            "champ.L12-r3.catur.tmp".to_string(),
            "champ.L12-r3.catur.x1.tmp".to_string(),
            "other.L12-r3.catur.4242.tmp".to_string(),
            "champ.damaged-1.catur.4242.tmp".to_string(),
        ] {
            assert!(!n.is_staged(&kept), "{kept}");
        }
    }

    #[test]
    fn parse_reads_back_what_the_names_write() {
        let n = Names::of(Path::new("champ.catur")).unwrap();
        assert_eq!(n.parse(&n.rotating(1)), Some(BackupKind::Rotating(1)));
        assert_eq!(
            n.parse(&n.snapshot("L12", 3)),
            Some(BackupKind::RoundSnapshot {
                section: "L12".into(),
                round: 3
            })
        );
        assert_eq!(
            n.parse(&n.snapshot("U-r2", 7)),
            Some(BackupKind::RoundSnapshot {
                section: "U-r2".into(),
                round: 7
            })
        );
        for other in [
            "champ.catur",
            "champ.0.catur",
            "champ.01.catur",
            "champ.1.catur.tmp",
            "champ.damaged-1.catur",
            "other.1.catur",
            "champ.L12-r.catur",
            "champ.L12-r03.catur",
            "champ.-r3.catur",
        ] {
            assert_eq!(n.parse(other), None, "{other}");
        }
    }
}
