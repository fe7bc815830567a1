//! The write lock of a tournament file: the operating system's exclusive lock on a
//! small file beside it (`NAME.lock`), so that two processes (two desks on a shared
//! folder, the desk and the command line) never change the file at the same time.
//!
//! The lock is taken on a separate file, never on the tournament file itself, because
//! saving replaces the tournament file by a rename: a lock held on the old file would
//! not keep anyone out of the new one. The lock file is never removed (removing it
//! while another process waits on it would let two processes hold "the" lock). It holds
//! one line saying who has the lock, so a process that waits too long can say who is
//! in the way. The operating system releases the lock when its holder exits, also when
//! it is killed, so a crash never leaves the championship locked.

use super::error::StoreError;
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::Path;
use std::time::{Duration, Instant};

/// How long a change waits for another process to finish its own before giving up.
/// A change holds the lock for milliseconds; seconds mean a process is stuck.
pub const LOCK_WAIT: Duration = Duration::from_secs(5);

/// The write lock, held until dropped.
#[derive(Debug)]
pub struct FileLock {
    file: File,
}

impl FileLock {
    /// Takes the lock at `lock_path`, waiting at most `wait`. `who` is written into the
    /// lock file while it is held (for the message of a process that has to wait).
    pub fn acquire(lock_path: &Path, who: &str, wait: Duration) -> Result<FileLock, StoreError> {
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(lock_path)
            .map_err(|e| StoreError::io("create the lock file", lock_path, e))?;
        let start = Instant::now();
        let mut pause = Duration::from_millis(1);
        loop {
            match file.try_lock() {
                Ok(()) => break,
                Err(TryLockError::WouldBlock) if start.elapsed() < wait => {
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(Duration::from_millis(25));
                }
                Err(TryLockError::WouldBlock) => {
                    return Err(StoreError::Busy {
                        path: lock_path.to_path_buf(),
                        holder: holder(&mut file),
                        waited: wait,
                    });
                }
                Err(TryLockError::Error(e)) => {
                    return Err(StoreError::io("lock", lock_path, e));
                }
            }
        }
        // Who holds it, for anyone who has to wait; failing to write it is harmless.
        // Written only when it says someone else: a desk entering results one after
        // the other does not touch the disk for it.
        if holder(&mut file) != who {
            let _ = file
                .set_len(0)
                .and_then(|()| file.rewind())
                .and_then(|()| file.write_all(who.as_bytes()));
        }
        Ok(FileLock { file })
    }
}

impl Drop for FileLock {
    fn drop(&mut self) {
        let _ = self.file.unlock();
    }
}

/// The line the holder of the lock wrote, shortened for a message.
fn holder(file: &mut File) -> String {
    let mut text = String::new();
    let _ = file
        .rewind()
        .and_then(|()| file.take(200).read_to_string(&mut text).map(|_| ()));
    let line = text.lines().next().unwrap_or("").trim().to_string();
    if line.is_empty() {
        "another program".to_string()
    } else {
        line
    }
}

/// What a process writes into the lock file while it holds it: the program, the
/// computer and the process, so that the other arbiter knows where to look.
pub fn who(program: &str) -> String {
    let host = std::env::var("COMPUTERNAME")
        .or_else(|_| std::env::var("HOSTNAME"))
        .ok()
        .filter(|h| !h.trim().is_empty())
        .or_else(|| {
            std::fs::read_to_string("/etc/hostname")
                .ok()
                .map(|h| h.trim().to_string())
                .filter(|h| !h.is_empty())
        })
        .unwrap_or_else(|| "this computer".to_string());
    format!("{program} on {host} (process {})", std::process::id())
}

/// Reads a lock file's holder line without taking the lock.
#[cfg(test)]
fn read_holder(lock_path: &Path) -> std::io::Result<String> {
    let mut f = File::open(lock_path)?;
    Ok(holder(&mut f))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_holder_waits_then_names_the_first() {
        let dir = tempfile::tempdir().unwrap();
        let lock = dir.path().join("champ.lock");
        let first = FileLock::acquire(&lock, "desk on PC-1 (process 7)", LOCK_WAIT).unwrap();
        let err = FileLock::acquire(&lock, "catur result", Duration::from_millis(60)).unwrap_err();
        let text = err.to_string();
        assert!(text.contains("desk on PC-1 (process 7)"), "{text}");
        drop(first);
        let second = FileLock::acquire(&lock, "catur result", Duration::from_millis(60));
        assert!(second.is_ok());
        assert_eq!(read_holder(&lock).unwrap(), "catur result");
    }
}
