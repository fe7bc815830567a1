//! Saving so that a crash, a kill, a full disk or a power cut at any moment leaves the
//! last good file in place, and keeping earlier states as backups.
//!
//! The order of the steps is the whole point:
//! 1. the file at the target, if any, must load; otherwise nothing is touched;
//! 2. the new bytes go to `NAME.PID.catur.tmp` beside the target, are flushed and synced
//!    (a full disk or a read-only folder fails here, before anything else changed);
//! 3. the current file is linked (or copied) into the backup folder under a staging
//!    name, so the state being replaced exists in two places before anything changes;
//! 4. the temporary file is renamed over the target (atomic on every supported system:
//!    a reader sees either the old file or the new one, never a mix);
//! 5. the folder is synced so the rename itself survives a power cut (Unix);
//! 6. only now do the backups rotate (`NAME.1` becomes `NAME.2` ...) and the staged
//!    copy becomes `NAME.1`; round snapshots are written for rounds that have just
//!    become complete.
//!
//! So a save that fails leaves the file and every backup exactly as they were. A path
//! that is a symbolic link is followed: the file it points to is replaced and the link
//! stays a link. Only the target is synced: backups are a second line of defence, and
//! syncing them too would double the time of a save on an old disk.

use super::error::{IoAction, StoreError};
use super::format::{decode, encode};
use super::lock::FileLock;
use super::paths::{BACKUPS_KEPT, Names};
use super::shareable;
use crate::model::{RoundState, Tournament};
use std::collections::HashSet;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// What a successful [`save`] did.
#[derive(Debug)]
pub struct SaveReport {
    /// Size of the tournament file now on disk, in bytes.
    pub bytes: u64,
    /// The file already held exactly this tournament, so nothing was rewritten and no
    /// backup was rotated (saving twice must not push real history out of the backups).
    pub unchanged: bool,
    /// Where the replaced state was kept (`NAME.backup/NAME.1.catur`); `None` when the
    /// file was new or unchanged.
    pub backup: Option<PathBuf>,
    /// Round snapshots made by this save.
    pub snapshots: Vec<PathBuf>,
    /// Things that went wrong after the tournament itself was safely saved (a backup
    /// folder that cannot be written, a folder that cannot be synced). The save counts;
    /// the program should show these to the arbiter.
    pub warnings: Vec<StoreError>,
}

/// Saves `t` to `path` atomically, rotating backups and taking round snapshots.
///
/// Refuses with [`StoreError::TargetDamaged`] if a file exists at `path` that does not
/// load (damaged, not a catur file, or written by a newer catur): that file is left
/// exactly as it is, and the arbiter must restore a backup or choose another name.
/// This alone does not keep other processes out: changes go through
/// [`Shared`](super::Shared), which takes the file's lock around the save.
pub fn save(path: &Path, t: &Tournament) -> Result<SaveReport, StoreError> {
    let target = resolve(path)?;
    let previous = read_previous(&target)?;
    save_encoded(
        &target,
        t,
        &encode(t),
        previous.as_deref(),
        None,
        None,
        None,
    )
}

/// The points between steps where the tests stop a save to play a crash.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Step {
    Checked,
    TempWritten,
    TempSynced,
    Staged,
    Renamed,
    DirSynced,
}

/// [`save`], stopping after `crash` as if the process had died there.
#[cfg(test)]
pub(crate) fn save_until(
    path: &Path,
    t: &Tournament,
    crash: Option<Step>,
) -> Result<SaveReport, StoreError> {
    let target = resolve(path)?;
    let previous = read_previous(&target)?;
    save_encoded(
        &target,
        t,
        &encode(t),
        previous.as_deref(),
        crash,
        None,
        None,
    )
}

/// The file a path stands for: symbolic links followed (to at most 40 levels), so
/// that a save replaces the file the link points to and never the link itself.
pub(crate) fn resolve(path: &Path) -> Result<PathBuf, StoreError> {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        match fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let link =
                    fs::read_link(&p).map_err(|e| StoreError::io(IoAction::Follow, &p, e))?;
                p = match p.parent() {
                    Some(dir) if link.is_relative() => dir.join(link),
                    _ => link,
                };
            }
            _ => return Ok(p),
        }
    }
    let loop_error = io::Error::other("too many levels of symbolic links");
    Err(StoreError::io(IoAction::Follow, path, loop_error))
}

/// Writes `bytes` (the encoding of `t`) over `target`, a resolved path whose current
/// contents, already checked to load, are `previous`.
///
/// `held` is given by a process that holds the file's lock ([`Shared`](super::Shared)):
/// it remembers the round snapshots known to exist, so that a save need not list the
/// backup folder each time, and stray temporary files are left to the sweep made when
/// the file is opened. Without it (a plain [`save`]) the folders are looked at.
///
/// `lock` is the file's lock when the caller holds it: it is checked to be still the
/// lock just before the rename that commits the save ([`StoreError::LockLost`] if not,
/// with nothing changed). A rename refused because another program has the file open
/// (Windows) is retried for a few seconds first (see `shareable.rs`).
pub(crate) fn save_encoded(
    target: &Path,
    t: &Tournament,
    bytes: &[u8],
    previous: Option<&[u8]>,
    crash: Option<Step>,
    held: Option<&mut HashSet<String>>,
    lock: Option<&FileLock>,
) -> Result<SaveReport, StoreError> {
    let stop = |step: Step| -> Result<(), StoreError> {
        if crash == Some(step) {
            let simulated = io::Error::other("simulated crash");
            Err(StoreError::io(IoAction::FinishSaving, target, simulated))
        } else {
            Ok(())
        }
    };
    let names = Names::of(target).map_err(|e| StoreError::io(IoAction::SaveTo, target, e))?;
    let mut report = SaveReport {
        bytes: bytes.len() as u64,
        unchanged: previous == Some(bytes),
        backup: None,
        snapshots: Vec::new(),
        warnings: Vec::new(),
    };
    let permissions = fs::metadata(target).ok().map(|m| m.permissions());
    if permissions.as_ref().is_some_and(|p| p.readonly()) {
        // Renaming over it would succeed on Unix; the arbiter protected it on purpose.
        let why = io::Error::new(io::ErrorKind::PermissionDenied, "the file is read-only");
        return Err(StoreError::io(IoAction::SaveOver, target, why));
    }
    stop(Step::Checked)?;
    let dir = names.backup_dir();

    if !report.unchanged {
        let tmp = names.temp();
        let forget = |e: StoreError| {
            let _ = fs::remove_file(&tmp);
            e
        };
        let file = write_temp(&tmp, bytes).map_err(forget)?;
        stop(Step::TempWritten)?;
        file.sync_all()
            .map_err(|e| forget(StoreError::io(IoAction::Sync, &tmp, e)))?;
        drop(file);
        stop(Step::TempSynced)?;
        if let Some(p) = permissions {
            // Keep the file's permissions (e.g. read access for other accounts).
            let _ = fs::set_permissions(&tmp, p);
        }
        let staged = match previous {
            Some(old) => match stage(target, &names, &dir, old) {
                Ok(p) => Some(p),
                Err(e) => {
                    report.warnings.push(e);
                    None
                }
            },
            None => None,
        };
        stop(Step::Staged)?;
        let still_held = || lock.map_or(Ok(()), FileLock::held);
        let renamed = match shareable::rename(&tmp, target, still_held) {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(StoreError::io(IoAction::Replace, target, e)),
            Err(lost) => Err(lost),
        };
        if let Err(e) = renamed {
            let _ = fs::remove_file(&tmp);
            if let Some(s) = &staged {
                let _ = fs::remove_file(s);
            }
            return Err(e);
        }
        stop(Step::Renamed)?;
        if let Err(e) = sync_dir(&names.parent) {
            report
                .warnings
                .push(StoreError::io(IoAction::SyncFolder, &names.parent, e));
        }
        stop(Step::DirSynced)?;
        if let Some(s) = staged {
            match rotate(&names, &dir, &s) {
                Ok(p) => report.backup = Some(p),
                Err(e) => report.warnings.push(e),
            }
        }
        if held.is_none() {
            sweep_stray_temps(&names);
        }
    }

    match snapshot_rounds(t, &names, &dir, bytes, held) {
        Ok(made) => report.snapshots = made,
        Err(e) => report.warnings.push(e),
    }
    Ok(report)
}

/// The bytes of the file being replaced, once they are known to load; `None` when there
/// is no file yet.
fn read_previous(path: &Path) -> Result<Option<Vec<u8>>, StoreError> {
    use super::load::{Bounded, read_bounded};
    match read_bounded(path) {
        Ok(old) => match decode(&old) {
            Ok(_) => Ok(Some(old)),
            Err(cause) => Err(StoreError::TargetDamaged {
                path: path.to_path_buf(),
                cause: Box::new(cause.at(path)),
            }),
        },
        Err(Bounded::Io(e)) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(Bounded::Io(e)) => Err(StoreError::io(IoAction::Read, path, e)),
        Err(Bounded::TooLarge(cause)) => Err(StoreError::TargetDamaged {
            path: path.to_path_buf(),
            cause: Box::new(cause),
        }),
    }
}

/// Keeps the file being replaced in the backup folder under this process's staging
/// name (`NAME.next.PID.tmp`): a hard link where the file system has them (no copy, and
/// its data was synced when it was saved), a copy of its verified bytes elsewhere (FAT
/// drives).
fn stage(target: &Path, names: &Names, dir: &Path, old: &[u8]) -> Result<PathBuf, StoreError> {
    fs::create_dir_all(dir).map_err(|e| StoreError::io(IoAction::CreateBackupFolder, dir, e))?;
    let staged = dir.join(names.staged());
    let _ = fs::remove_file(&staged);
    if fs::hard_link(target, &staged).is_err() {
        fs::write(&staged, old).map_err(|e| {
            let _ = fs::remove_file(&staged);
            StoreError::io(IoAction::Write, &staged, e)
        })?;
    }
    Ok(staged)
}

/// Shifts `NAME.1` .. `NAME.2` to `NAME.2` .. `NAME.3` (each rename replacing, and so
/// dropping, the oldest) and makes the staged copy `NAME.1`. Runs only after the new
/// file is in place, so a failed save never pushes a backup out.
fn rotate(names: &Names, dir: &Path, staged: &Path) -> Result<PathBuf, StoreError> {
    let at = |n: u32| dir.join(names.rotating(n));
    for n in (1..BACKUPS_KEPT).rev() {
        match shareable::retrying(|| fs::rename(at(n), at(n + 1))) {
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(StoreError::io(IoAction::Rotate, &at(n), e)),
        }
    }
    let first = at(1);
    shareable::retrying(|| fs::rename(staged, &first))
        .map_err(|e| StoreError::io(IoAction::Rotate, staged, e))?;
    Ok(first)
}

#[cfg(test)]
thread_local! {
    /// A write failure the tests inject (a full disk, a folder without permission).
    static FAULT: std::cell::Cell<Option<io::ErrorKind>> = const { std::cell::Cell::new(None) };
}

/// Writes the temporary file (a stray one from an earlier crash is truncated first).
fn write_temp(tmp: &Path, bytes: &[u8]) -> Result<File, StoreError> {
    #[cfg(test)]
    if let Some(kind) = FAULT.get() {
        // Fail as the system would: after creating the file, while writing it.
        let _ = File::create(tmp);
        return Err(StoreError::io(IoAction::Write, tmp, io::Error::from(kind)));
    }
    let mut f = shareable::retrying(|| File::create(tmp))
        .map_err(|e| StoreError::io(IoAction::Create, tmp, e))?;
    f.write_all(bytes)
        .map_err(|e| StoreError::io(IoAction::Write, tmp, e))?;
    f.flush()
        .map_err(|e| StoreError::io(IoAction::Write, tmp, e))?;
    Ok(f)
}

/// How old another process's temporary file must be before a save takes it for the
/// trace of a crash even without holding the lock: a save in progress is milliseconds
/// old. (Under the lock, [`Shared::open`](super::Shared::open) removes them all.)
const STRAY_AGE: std::time::Duration = std::time::Duration::from_secs(60);

/// Removes temporary files of this tournament file left by crashed saves of other
/// processes over a minute ago. Failures are ignored: a stray file does no harm.
fn sweep_stray_temps(names: &Names) {
    let Ok(entries) = fs::read_dir(&names.parent) else {
        return;
    };
    let me = std::process::id();
    for e in entries.flatten() {
        let Some(pid) = names.temp_pid(&e.file_name().to_string_lossy()) else {
            continue;
        };
        let age = e
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok());
        if pid != me && age.is_some_and(|a| a > STRAY_AGE) {
            let _ = fs::remove_file(e.path());
        }
    }
}

/// Writes a backup file through its own temporary name, so a crash never leaves a
/// half-written backup under a real backup name. Not synced (see the module docs).
fn write_beside(target: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let mut tmp = target.as_os_str().to_os_string();
    tmp.push(format!(".{}.tmp", std::process::id()));
    let tmp = PathBuf::from(tmp);
    fs::write(&tmp, bytes).map_err(|e| StoreError::io(IoAction::Write, &tmp, e))?;
    shareable::retrying(|| fs::rename(&tmp, target)).map_err(|e| {
        let _ = fs::remove_file(&tmp);
        StoreError::io(IoAction::Write, target, e)
    })
}

/// Keeps a copy of the file as just saved for every round that has every result and no
/// snapshot yet. A later correction of a result does not replace the snapshot: it shows
/// the round as it was when first completed.
fn snapshot_rounds(
    t: &Tournament,
    names: &Names,
    dir: &Path,
    bytes: &[u8],
    known: Option<&mut HashSet<String>>,
) -> Result<Vec<PathBuf>, StoreError> {
    let wanted: Vec<String> = t
        .sections
        .iter()
        .flat_map(|s| {
            s.rounds
                .iter()
                .filter(|r| !r.boards.is_empty() && r.state() == RoundState::ResultsComplete)
                .map(|r| names.snapshot(&s.code, r.number))
        })
        .collect();
    let mut listed = HashSet::new();
    let existing = match known {
        Some(k) => k,
        None => &mut listed,
    };
    let wanted: Vec<String> = wanted
        .into_iter()
        .filter(|n| !existing.contains(n))
        .collect();
    if wanted.is_empty() {
        return Ok(Vec::new());
    }
    match fs::read_dir(dir) {
        Ok(entries) => existing.extend(
            entries
                .filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned()),
        ),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(StoreError::io(IoAction::ListBackupFolder, dir, e)),
    }
    let mut made = Vec::new();
    for name in wanted {
        if existing.contains(&name) {
            continue;
        }
        if made.is_empty() {
            fs::create_dir_all(dir)
                .map_err(|e| StoreError::io(IoAction::CreateBackupFolder, dir, e))?;
        }
        let p = dir.join(&name);
        write_beside(&p, bytes)?;
        existing.insert(name);
        made.push(p);
    }
    Ok(made)
}

/// Makes a rename durable: on Unix a rename lives in the folder, which has to be synced
/// on its own. Windows offers no way to sync a folder; NTFS journals the rename itself.
#[cfg(unix)]
fn sync_dir(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Board, GameResult, Outcome, PlayerId, Round, Section};
    use crate::store::load;

    fn tournament(result: Outcome) -> Tournament {
        let mut t = Tournament::new("Kejohanan Catur MSSD Temerloh");
        let mut s = Section::new("L12", "Lelaki Bawah 12", 5);
        let mut r = Round::new(1);
        r.boards.push(Board::new(PlayerId(1), PlayerId(2), result));
        s.rounds.push(r);
        t.sections.push(s);
        t
    }

    fn names_tmp(path: &Path) -> PathBuf {
        Names::of(path).unwrap().temp()
    }

    #[test]
    fn a_file_replaced_by_a_huge_one_is_not_read_whole_before_a_save() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("champ.catur");
        save(&path, &tournament(Outcome::Pending)).unwrap();
        // Something replaced the championship by a file past the limit (sparse: no
        // disk is used): the save refuses it as damaged, naming the limit, and leaves
        // it as it is.
        let huge = crate::store::limits::CHAMPIONSHIP_FILE.bytes + 1;
        fs::OpenOptions::new()
            .write(true)
            .open(&path)
            .unwrap()
            .set_len(huge)
            .unwrap();
        let err = save(&path, &tournament(Outcome::Pending)).unwrap_err();
        assert!(
            matches!(&err, StoreError::TargetDamaged { cause, .. }
                if matches!(**cause, StoreError::Unfit(_))),
            "{err:?}"
        );
        assert_eq!(fs::metadata(&path).unwrap().len(), huge);
    }

    #[test]
    fn a_crash_between_any_two_steps_leaves_a_loadable_file() {
        let old = tournament(Outcome::Pending);
        let new = tournament(Outcome::Played(GameResult::Draw));
        for step in [
            Step::Checked,
            Step::TempWritten,
            Step::TempSynced,
            Step::Staged,
            Step::Renamed,
            Step::DirSynced,
        ] {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("champ.catur");
            save(&path, &old).unwrap();
            assert!(save_until(&path, &new, Some(step)).is_err());
            let tmp = names_tmp(&path);
            let left = matches!(step, Step::TempWritten | Step::TempSynced | Step::Staged);
            assert_eq!(
                tmp.exists(),
                left,
                "a crash leaves the temporary file: {step:?}"
            );
            let now = load(&path).unwrap();
            let renamed = matches!(step, Step::Renamed | Step::DirSynced);
            assert_eq!(
                now,
                if renamed { new.clone() } else { old.clone() },
                "{step:?}"
            );
            let next = save(&path, &new).unwrap();
            assert!(next.warnings.is_empty(), "{:?}", next.warnings);
            assert_eq!(load(&path).unwrap(), new, "{step:?}");
            assert!(!tmp.exists(), "{step:?}");
        }
    }

    /// Every file in the folder and the backup folder, with its bytes.
    fn everything(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
        let mut v = Vec::new();
        for e in fs::read_dir(dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                v.extend(everything(&p));
            } else {
                v.push((p.clone(), fs::read(&p).unwrap()));
            }
        }
        v.sort();
        v
    }

    #[test]
    fn issue_12_a_failed_save_leaves_the_file_and_every_backup_as_they_were() {
        for kind in [io::ErrorKind::StorageFull, io::ErrorKind::PermissionDenied] {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("champ.catur");
            for k in 0..5 {
                let mut t = tournament(Outcome::Pending);
                t.championship.name = format!("save {k}");
                save(&path, &t).unwrap();
            }
            let before = everything(dir.path());
            assert!(before.len() >= 4, "{before:?}");
            FAULT.set(Some(kind));
            for _ in 0..3 {
                let err = save(&path, &tournament(Outcome::DoubleForfeit)).unwrap_err();
                assert!(matches!(err, StoreError::Io { .. }), "{err}");
            }
            FAULT.set(None);
            assert_eq!(everything(dir.path()), before, "{kind:?}");
        }
    }

    #[test]
    fn a_read_only_file_is_not_saved_over() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("champ.catur");
        save(&path, &tournament(Outcome::Pending)).unwrap();
        let mut p = fs::metadata(&path).unwrap().permissions();
        p.set_readonly(true);
        fs::set_permissions(&path, p).unwrap();
        let err = save(&path, &tournament(Outcome::DoubleForfeit)).unwrap_err();
        assert!(err.to_string().contains("read-only"), "{err}");
        assert_eq!(load(&path).unwrap(), tournament(Outcome::Pending));
        assert!(!dir.path().join("champ.backup").exists());
    }

    #[test]
    fn an_unchanged_tournament_is_not_rewritten() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("champ.catur");
        let t = tournament(Outcome::Pending);
        assert!(save(&path, &t).unwrap().backup.is_none());
        let again = save(&path, &t).unwrap();
        assert!(again.unchanged && again.backup.is_none());
        assert!(!dir.path().join("champ.backup").exists());
    }
}
