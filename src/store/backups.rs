//! Finding the backups of a tournament file, and restoring one when the file is damaged.

use super::error::{IoAction, StoreError};
use super::format::{decode, encode};
use super::limits::Unfit;
use super::load::{load, read_file};
use super::lock::{FileLock, LOCK_WAIT, who};
use super::paths::{BackupKind, Names};
use super::save::{SaveReport, resolve, save_encoded};
use crate::model::Tournament;
use std::cmp::Reverse;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// One file in the backup folder, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupInfo {
    pub path: PathBuf,
    pub kind: BackupKind,
    /// When the state it holds was saved (`None` where the system does not say).
    pub modified: Option<SystemTime>,
    /// Whether it loads; only such backups can be restored.
    pub loads: bool,
    /// Why it does not load, in words.
    pub problem: Option<String>,
    /// What it holds, when it loads.
    pub summary: Option<Summary>,
}

/// What a championship file holds, told from inside the file (file dates change when
/// folders are copied; the journal's times do not).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// When its last change was made (seconds since the Unix epoch; `None` for a file
    /// with no change recorded).
    pub saved_at: Option<u64>,
    /// Rounds paired, over all sections.
    pub rounds: usize,
    /// Results entered and boards paired, over all sections.
    pub results: usize,
    pub boards: usize,
    pub sections: usize,
    pub players: usize,
}

impl Summary {
    pub fn of(t: &Tournament) -> Summary {
        let (mut results, mut boards) = (0, 0);
        for r in t.sections.iter().flat_map(|s| &s.rounds) {
            let (done, all) = r.progress();
            results += done;
            boards += all;
        }
        Summary {
            saved_at: t.journal.times().last().copied(),
            rounds: t.sections.iter().map(|s| s.rounds.len()).sum(),
            results,
            boards,
            sections: t.sections.len(),
            players: t.sections.iter().map(|s| s.players.len()).sum(),
        }
    }
}

/// The backups of the tournament file at `path`, newest state first, each checked by
/// loading it. Empty when there is no backup folder (or it cannot be read).
///
/// Newest means the latest change recorded inside the file (copying a folder changes
/// file dates, not this); backups that do not load come last, by file date. Where two
/// tie, a round snapshot comes before a rotating backup, since a snapshot is taken after
/// the save that the next rotation keeps, later rounds before earlier ones, and
/// `NAME.1` before `NAME.2`.
pub fn backups(path: &Path) -> Vec<BackupInfo> {
    let Ok(names) = Names::of(path) else {
        return Vec::new();
    };
    let Ok(entries) = fs::read_dir(names.backup_dir()) else {
        return Vec::new();
    };
    let mut found: Vec<BackupInfo> = entries
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let kind = names.parse(&e.file_name().to_string_lossy())?;
            let path = e.path();
            let modified = e.metadata().ok().and_then(|m| m.modified().ok());
            let (summary, problem) = match read_file(&path).map(|b| decode(&b)) {
                Ok(Ok(t)) => (Some(Summary::of(&t)), None),
                Ok(Err(err)) => (None, Some(err.at(&path).to_string())),
                Err(err) => (None, Some(err.to_string())),
            };
            Some(BackupInfo {
                path,
                kind,
                modified,
                loads: problem.is_none(),
                problem,
                summary,
            })
        })
        .collect();
    found.sort_by_key(|b| {
        let tie = match &b.kind {
            BackupKind::RoundSnapshot { round, .. } => (0, Reverse(*round), 0),
            BackupKind::Rotating(n) => (1, Reverse(0), *n),
        };
        let inside = b.summary.as_ref().map(|s| s.saved_at);
        (Reverse(inside), Reverse(b.modified), tie, b.path.clone())
    });
    found
}

/// The newest backup that loads, to offer when the file itself is damaged.
pub fn newest_good_backup(path: &Path) -> Option<BackupInfo> {
    backups(path).into_iter().find(|b| b.loads)
}

/// What [`restore`] did.
#[derive(Debug)]
pub struct Restored {
    /// The tournament now in the file.
    pub tournament: Tournament,
    /// Where the damaged file that was replaced now is (`NAME.damaged-N.catur` in the
    /// backup folder); `None` when the file was missing or loaded.
    pub damaged_kept: Option<PathBuf>,
    pub report: SaveReport,
}

/// Puts the tournament of `backup` back at `path`. A damaged file at `path` is not
/// deleted but moved into the backup folder as `NAME.damaged-N.catur`, so nothing the
/// arbiter had is ever destroyed; a good one is rotated into the backups as by any save.
///
/// Runs under the file's write lock like every change; the file it replaces (damaged or
/// not) is kept, so a restore can itself be taken back by restoring that backup.
pub fn restore(path: &Path, backup: &Path) -> Result<Restored, StoreError> {
    let tournament = load(backup)?;
    let target = resolve(path)?;
    let names = Names::of(&target).map_err(|e| StoreError::io(IoAction::Restore, path, e))?;
    let lock = FileLock::acquire(&names.lock(), &who("catur restore"), LOCK_WAIT)?;
    let path = target.as_path();
    // A FIFO or device in the file's place is refused; a file too large to be a
    // championship is damaged (moved aside unread).
    let damaged = match read_file(path) {
        Ok(bytes) => decode(&bytes).is_err(),
        Err(StoreError::Unfit(Unfit::TooLarge { .. })) => true,
        Err(e @ StoreError::Unfit(_)) => return Err(e),
        Err(_) => false,
    };
    let mut damaged_kept = None;
    if damaged {
        let dir = names.backup_dir();
        fs::create_dir_all(&dir)
            .map_err(|e| StoreError::io(IoAction::CreateBackupFolder, &dir, e))?;
        let aside = (1..=u32::MAX)
            .map(|n| dir.join(names.damaged(n)))
            .find(|p| !p.exists())
            .unwrap_or_else(|| dir.join(names.damaged(0)));
        fs::rename(path, &aside).map_err(|e| StoreError::io(IoAction::MoveAside, path, e))?;
        damaged_kept = Some(aside);
    }
    let previous = read_file(path).ok().filter(|b| decode(b).is_ok());
    let report = save_encoded(
        path,
        &tournament,
        &encode(&tournament),
        previous.as_deref(),
        None,
        None,
        Some(&lock),
    )?;
    Ok(Restored {
        tournament,
        damaged_kept,
        report,
    })
}
