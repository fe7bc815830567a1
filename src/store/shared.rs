//! One championship file, several hands: two desks on a shared folder, the desk and the
//! command line, a hall display. Every change is a short transaction:
//!
//! 1. take the file's write lock (`NAME.lock`, see [`FileLock`]), waiting a few seconds
//!    at most and then naming who holds it;
//! 2. read the file; if it is not byte for byte what this process last read or wrote,
//!    another process changed it, and the change is applied to the file's state instead
//!    of the stale one in memory (the operation re-validates its input there, so "pair
//!    round 5" finds round 5 already paired and is refused);
//! 3. apply the operation to a copy; a refusal leaves everything as it was;
//! 4. save atomically (see [`save`](super::save)), then release the lock.
//!
//! If the lock file is removed or replaced while the lock is held (see `lock.rs`),
//! another process may have taken a new lock and saved in between. The save notices
//! this just before its rename, takes the lock again and re-reads the file: unchanged,
//! the change is saved under the new lock; changed, it is not saved at all
//! ([`StoreError::LockLost`]), since the operation has already been applied to a state
//! that is no longer the file's. Either way nothing another process confirmed is lost.
//!
//! Comparing the whole file, not a date or a counter, makes the check exact: the
//! encoding is deterministic, so equal bytes are an equal championship. Readers (the
//! desk between changes, `show`, reports) take no lock at all: a save replaces the file
//! by a rename, so a reader always sees one whole version.

use super::error::{IoAction, StoreError};
use super::format::{HEADER_LEN, decode, encode};
use super::lock::{AskToWait, FileLock, LOCK_WAIT};
use super::paths::Names;
use super::save::{SaveReport, resolve, save_encoded};
use super::shareable;
use crate::model::Tournament;
use std::collections::HashSet;
use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A process's hold on one championship file.
#[derive(Debug)]
pub struct Shared {
    /// The path as the user gave it (shown in messages).
    path: PathBuf,
    /// The file itself, symbolic links followed.
    target: PathBuf,
    names: Names,
    /// Written into the lock file while this process holds it.
    who: String,
    /// The file's bytes as this process last read or wrote them.
    known: Vec<u8>,
    /// Names in the backup folder known to exist (round snapshots are never removed).
    snapshots: HashSet<String>,
    /// How long a transaction waits for the lock before it is refused as busy.
    wait: Duration,
}

/// Why a change did not happen. In every case the file on disk is as it was.
#[derive(Debug)]
pub enum TxError<E> {
    /// The operation refused (its reason); nothing was saved.
    Refused(E),
    /// The file could not be read (missing, damaged) or another process held the lock
    /// too long.
    Unreadable(StoreError),
    /// The change was made in memory but could not be saved (disk full, read-only
    /// folder, no permission); the file and its backups are untouched.
    NotSaved(StoreError),
}

impl<E: std::fmt::Display> std::fmt::Display for TxError<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TxError::Refused(e) => write!(f, "{e}"),
            TxError::Unreadable(e) => write!(f, "{e}"),
            TxError::NotSaved(e) => write!(f, "NOT SAVED: {e}"),
        }
    }
}

/// What a change did.
#[derive(Debug)]
pub struct Committed<R> {
    /// What the operation returned.
    pub value: R,
    pub report: SaveReport,
    /// The state this process had in memory, when the file had been changed elsewhere
    /// since: the operation ran on the file's state instead. The desk compares the two
    /// to say what the other hands did.
    pub replaced: Option<Tournament>,
}

impl Shared {
    /// Opens an existing championship file: loads it, and removes what crashed saves of
    /// any process left beside it (under the lock, no save can be in progress).
    pub fn open(path: &Path, who: &str) -> Result<(Shared, Tournament), StoreError> {
        let (shared, t) = Shared::follow(path, who)?;
        if let Ok(_lock) = FileLock::acquire(&shared.names.lock(), who, Duration::from_millis(200))
        {
            shared.sweep();
        }
        Ok((shared, t))
    }

    /// Opens an existing championship file only to follow it ([`Shared::changed`]): it
    /// loads it and touches nothing, not even the lock (a reader such as the results
    /// site or its server; a change through it still takes the lock as any does).
    pub fn follow(path: &Path, who: &str) -> Result<(Shared, Tournament), StoreError> {
        let target = resolve(path)?;
        let names = Names::of(&target).map_err(|e| StoreError::io(IoAction::Open, path, e))?;
        let known = read(&target, path)?;
        let t = decode(&known).map_err(|e| e.at(path))?;
        let shared = Shared {
            path: path.to_path_buf(),
            target,
            names,
            who: who.to_string(),
            known,
            snapshots: HashSet::new(),
            wait: LOCK_WAIT,
        };
        Ok((shared, t))
    }

    /// Creates a championship file at `path`, refusing if one is there already.
    pub fn create(path: &Path, t: &Tournament, who: &str) -> Result<Shared, StoreError> {
        let target = resolve(path)?;
        let names = Names::of(&target).map_err(|e| StoreError::io(IoAction::Create, path, e))?;
        let _lock = FileLock::acquire(&names.lock(), who, LOCK_WAIT)?;
        if fs::symlink_metadata(&target).is_ok() {
            let exists = io::Error::new(io::ErrorKind::AlreadyExists, "the file exists already");
            return Err(StoreError::io(IoAction::Create, path, exists));
        }
        let bytes = encode(t);
        save_encoded(&target, t, &bytes, None, None, None, Some(&_lock))?;
        Ok(Shared {
            path: path.to_path_buf(),
            target,
            names,
            who: who.to_string(),
            known: bytes,
            snapshots: HashSet::new(),
            wait: LOCK_WAIT,
        })
    }

    /// How long a transaction waits for another process's lock before it is refused
    /// with [`StoreError::Busy`] ([`LOCK_WAIT`] unless set). The desk asks for a short
    /// wait and lets the change wait in the background instead of freezing the screen.
    pub fn set_lock_wait(&mut self, wait: Duration) {
        self.wait = wait;
    }

    /// The path as the user gave it.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Applies `op` as one transaction (see the module docs). On success `t` is the
    /// championship as now saved; on a refusal or a failed save it is the file's state
    /// (which may hold other processes' changes).
    pub fn transact<R, E>(
        &mut self,
        t: &mut Tournament,
        op: impl FnOnce(&mut Tournament) -> Result<R, E>,
    ) -> Result<Committed<R>, TxError<E>> {
        self.transact_asking(t, op, None)
    }

    /// [`transact`](Self::transact), but a lock busy for longer than the set wait is
    /// waited for as long as `ask` says (see [`FileLock::acquire_asking`]); when it says
    /// no, the change is refused as busy and nothing happened.
    pub fn transact_asking<R, E>(
        &mut self,
        t: &mut Tournament,
        op: impl FnOnce(&mut Tournament) -> Result<R, E>,
        ask: Option<AskToWait>,
    ) -> Result<Committed<R>, TxError<E>> {
        let mut lock = self.lock_asking(ask)?;
        let current = read(&self.target, &self.path).map_err(TxError::Unreadable)?;
        let replaced = if current != self.known {
            let fresh = decode(&current).map_err(|e| TxError::Unreadable(e.at(&self.path)))?;
            self.known.clone_from(&current);
            Some(std::mem::replace(t, fresh))
        } else {
            None
        };
        // The operation works on the state itself (no copy: a result entry must cost
        // little more than the disk); whatever it or a failed save leaves behind is put
        // back from the file's bytes, which are the state before it.
        let undo = |t: &mut Tournament| {
            if let Ok(before) = decode(&current) {
                *t = before;
            }
        };
        let value = match op(t) {
            Ok(v) => v,
            Err(e) => {
                undo(t);
                return Err(TxError::Refused(e));
            }
        };
        let bytes = encode(t);
        let mut report = None;
        // At most twice: a second loss of the lock in a row is given up.
        for _ in 0..2 {
            let held = Some(&mut self.snapshots);
            let saved = save_encoded(
                &self.target,
                t,
                &bytes,
                Some(&current),
                None,
                held,
                Some(&lock),
            );
            match saved {
                Ok(r) => {
                    report = Some(r);
                    break;
                }
                Err(StoreError::LockLost { .. }) => {
                    // Someone removed the lock file: take the lock again, and save only
                    // if nobody changed the file in the meantime.
                    drop(lock);
                    lock = match self.lock() {
                        Ok(l) => l,
                        Err(e) => {
                            undo(t);
                            return Err(e);
                        }
                    };
                    if read(&self.target, &self.path).ok().as_ref() != Some(&current) {
                        undo(t);
                        let lost = StoreError::LockLost {
                            path: self.names.lock(),
                        };
                        return Err(TxError::NotSaved(lost));
                    }
                }
                Err(e) => {
                    undo(t);
                    return Err(TxError::NotSaved(e));
                }
            }
        }
        let Some(report) = report else {
            undo(t);
            let lost = StoreError::LockLost {
                path: self.names.lock(),
            };
            return Err(TxError::NotSaved(lost));
        };
        drop(lock);
        self.known = bytes;
        Ok(Committed {
            value,
            report,
            replaced,
        })
    }

    /// Takes the file's write lock for a transaction.
    fn lock<E>(&self) -> Result<FileLock, TxError<E>> {
        self.lock_asking(None)
    }

    fn lock_asking<E>(&self, ask: Option<AskToWait>) -> Result<FileLock, TxError<E>> {
        let path = self.names.lock();
        FileLock::acquire_asking(&path, &self.who, self.wait, ask).map_err(|e| match e {
            StoreError::Busy { .. } => TxError::Unreadable(e),
            other => TxError::NotSaved(other),
        })
    }

    /// The file's state if another process changed it since this one last read or
    /// wrote it; `None` when it is unchanged. Takes no lock. Cheap enough to call every
    /// second: the header (with the payload's length and checksum) is read first, and
    /// the whole file only when it differs.
    pub fn changed(&mut self) -> Result<Option<Tournament>, StoreError> {
        let mut head = [0u8; HEADER_LEN];
        let n = shareable::open_read(&self.target)
            .and_then(|f| f.take(HEADER_LEN as u64).read(&mut head))
            .map_err(|e| missing_or(e, &self.path))?;
        if self.known.get(..HEADER_LEN) == Some(&head[..n]) && n == HEADER_LEN {
            return Ok(None);
        }
        let current = read(&self.target, &self.path)?;
        if current == self.known {
            return Ok(None);
        }
        let fresh = decode(&current).map_err(|e| e.at(&self.path))?;
        self.known = current;
        Ok(Some(fresh))
    }

    /// Removes temporary files of saves that never finished (any process's): called
    /// with the lock held, when no save can be running.
    fn sweep(&self) {
        if let Ok(entries) = fs::read_dir(&self.names.parent) {
            for e in entries.flatten() {
                if self
                    .names
                    .temp_pid(&e.file_name().to_string_lossy())
                    .is_some()
                {
                    let _ = fs::remove_file(e.path());
                }
            }
        }
        if let Ok(entries) = fs::read_dir(self.names.backup_dir()) {
            for e in entries.flatten() {
                if self.names.is_staged(&e.file_name().to_string_lossy()) {
                    let _ = fs::remove_file(e.path());
                }
            }
        }
    }
}

/// The whole file (never more than a championship file's limit); a missing file is
/// named as such.
fn read(target: &Path, shown: &Path) -> Result<Vec<u8>, StoreError> {
    super::load::read_bounded(target).map_err(|e| match e {
        super::load::Bounded::Io(e) => missing_or(e, shown),
        super::load::Bounded::TooLarge(e) => e,
    })
}

fn missing_or(e: io::Error, shown: &Path) -> StoreError {
    if e.kind() == io::ErrorKind::NotFound {
        StoreError::Missing {
            path: shown.to_path_buf(),
        }
    } else {
        StoreError::io(IoAction::Read, shown, e)
    }
}
