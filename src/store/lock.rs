//! The write lock of a tournament file: the operating system's exclusive lock on a
//! small file beside it (`NAME.lock`), so that two processes (two desks on a shared
//! folder, the desk and the command line) never change the file at the same time.
//!
//! The lock is taken on a separate file, never on the tournament file itself, because
//! saving replaces the tournament file by a rename: a lock held on the old file would
//! not keep anyone out of the new one. catur never removes the lock file, but people
//! and cleaning tools do (it is a stray-looking file in a shared folder). A lock held
//! on a file that is no longer at the path keeps nobody out: the next process creates
//! a new file there and locks that. So the lock is only the lock while the file locked
//! is the file at the path:
//!
//! - after taking it, a process checks that the file at the path is the one it locked
//!   (same file identity: device and inode on Unix, volume and file index on Windows),
//!   and starts again if not;
//! - before the rename that commits a save, it checks again ([`FileLock::held`]); a
//!   lock lost in between is taken again and the change is saved only if the
//!   championship file is still what it was read as (see `Shared::transact`);
//! - on Windows the lock file is opened without `FILE_SHARE_DELETE`, so nobody can
//!   delete, rename or replace it while any catur process has it open. The server of a
//!   shared folder enforces sharing modes for every client, whereas file indexes are
//!   not reliable on every network file system: there the identity check is the
//!   second guard and the sharing mode the first.
//!
//! Who holds the lock is written in a third file, `NAME.holder`, which is never locked:
//! on Windows a locked file cannot even be read by another process, so the name of the
//! other desk must live elsewhere. The operating system releases the lock when its
//! holder exits, also when it is killed, so a crash never leaves the championship
//! locked.

use super::error::{IoAction, StoreError};
use super::shareable::{self, same_file};
use std::fs::{File, TryLockError};
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How long a change waits for another process to finish its own before giving up.
/// A change holds the lock for milliseconds; seconds mean a process is stuck.
pub const LOCK_WAIT: Duration = Duration::from_secs(5);

/// Asked while a lock stays busy, with the holder's name and the time waited: whether
/// to go on waiting (see [`FileLock::acquire_asking`]).
pub type AskToWait<'a> = &'a mut dyn FnMut(&str, Duration) -> bool;

/// The write lock, held until dropped.
#[derive(Debug)]
pub struct FileLock {
    file: File,
    path: PathBuf,
}

impl FileLock {
    /// Takes the lock at `lock_path`, waiting at most `wait`. `who` is written into the
    /// holder file beside it while it is held (for the message of a process that has to
    /// wait).
    pub fn acquire(lock_path: &Path, who: &str, wait: Duration) -> Result<FileLock, StoreError> {
        Self::acquire_asking(lock_path, who, wait, None)
    }

    /// [`acquire`](Self::acquire), but once `wait` has passed, `ask` (when given) is
    /// called with the holder's name and the time waited, again and again, instead of
    /// giving up: it answers whether to go on waiting. It is expected to take a moment
    /// itself (the desk draws the waiting line and reads the keyboard in it, so that a
    /// change can wait for the lock without freezing the screen, and Esc gives it up).
    pub fn acquire_asking(
        lock_path: &Path,
        who: &str,
        wait: Duration,
        mut ask: Option<AskToWait>,
    ) -> Result<FileLock, StoreError> {
        let start = Instant::now();
        let mut pause = Duration::from_millis(1);
        loop {
            let busy = match try_once(lock_path)? {
                Some(lock) => {
                    lock.write_holder(who);
                    return Ok(lock);
                }
                None => start.elapsed() >= wait,
            };
            if busy {
                let (holder, gone) = read_holder(&holder_path(lock_path));
                // The holder may have finished while its name was being read.
                if let Some(lock) = try_once(lock_path)? {
                    lock.write_holder(who);
                    return Ok(lock);
                }
                if let Some(ask) = ask.as_mut()
                    && ask(&holder, start.elapsed())
                {
                    continue;
                }
                return Err(StoreError::Busy {
                    path: lock_path.to_path_buf(),
                    holder,
                    gone,
                    waited: wait,
                });
            }
            std::thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(25));
        }
    }

    /// Whether the file locked is still the lock file at the path (see the module
    /// docs); checked just before a save commits.
    pub fn held(&self) -> Result<(), StoreError> {
        match same_file(&self.file, &self.path) {
            Ok(true) => Ok(()),
            Ok(false) => Err(self.lost()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Err(self.lost()),
            Err(e) => Err(StoreError::io(IoAction::CheckLockFile, &self.path, e)),
        }
    }

    fn lost(&self) -> StoreError {
        StoreError::LockLost {
            path: self.path.clone(),
        }
    }

    /// Writes who holds the lock into the holder file, unless it says so already (a
    /// desk entering results one after the other does not touch the disk for it).
    /// Failing to write it is harmless: it only serves a message.
    fn write_holder(&self, who: &str) {
        let path = holder_path(&self.path);
        let text = format!("{who}\n{} {}\n", std::process::id(), host());
        let mut now = Vec::new();
        if shareable::open_read(&path)
            .and_then(|f| f.take(400).read_to_end(&mut now))
            .is_ok()
            && now == text.as_bytes()
        {
            return;
        }
        let _ = shareable::write(&path, text.as_bytes());
    }
}

impl Drop for FileLock {
    fn drop(&mut self) {
        let _ = self.file.unlock();
    }
}

/// One attempt: opens the file at the path and tries to lock it. `None` while another
/// process holds it. A file that is replaced or removed between the open and the lock
/// is let go and the one now at the path tried instead, at once.
fn try_once(lock_path: &Path) -> Result<Option<FileLock>, StoreError> {
    // A lock file removed again and again (a cleaning tool in a loop) must not keep
    // this process spinning: after a few tries it counts as busy.
    for _ in 0..20 {
        let file = match shareable::open_lock(lock_path) {
            Ok(f) => f,
            Err(e) if shareable::is_sharing_violation(&e) => return Ok(None),
            Err(e) => return Err(StoreError::io(IoAction::CreateLockFile, lock_path, e)),
        };
        #[cfg(test)]
        tests::BEFORE_LOCK.with(|hook| {
            if let Some(f) = hook.borrow_mut().take() {
                f();
            }
        });
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => return Ok(None),
            Err(TryLockError::Error(e)) => {
                return Err(StoreError::io(IoAction::Lock, lock_path, e));
            }
        }
        let lock = FileLock {
            file,
            path: lock_path.to_path_buf(),
        };
        match lock.held() {
            Ok(()) => return Ok(Some(lock)),
            Err(StoreError::LockLost { .. }) => continue,
            Err(e) => return Err(e),
        }
    }
    Ok(None)
}

/// `NAME.holder` beside `NAME.lock`.
pub(crate) fn holder_path(lock_path: &Path) -> PathBuf {
    lock_path.with_extension("holder")
}

/// The holder file's first line, shortened for a message, and whether the process it
/// names has ended (known only for a process on this computer).
fn read_holder(path: &Path) -> (String, bool) {
    let mut text = String::new();
    let _ = shareable::open_read(path).and_then(|f| f.take(400).read_to_string(&mut text));
    let mut lines = text.lines();
    let line = lines.next().unwrap_or("").trim();
    if line.is_empty() {
        return ("another program".to_string(), false);
    }
    let line: String = line.chars().take(200).collect();
    let gone = lines
        .next()
        .and_then(|l| l.split_once(' '))
        .is_some_and(|(pid, h)| {
            h.trim() == host() && pid.parse().is_ok_and(|pid| !shareable::process_alive(pid))
        });
    (line, gone)
}

/// The name of this computer as the holder file gives it.
fn host() -> String {
    std::env::var("COMPUTERNAME")
        .or_else(|_| std::env::var("HOSTNAME"))
        .ok()
        .filter(|h| !h.trim().is_empty())
        .or_else(|| {
            std::fs::read_to_string("/etc/hostname")
                .ok()
                .map(|h| h.trim().to_string())
                .filter(|h| !h.is_empty())
        })
        .unwrap_or_else(|| "this computer".to_string())
}

/// What a process writes into the holder file while it holds the lock: the program,
/// the computer and the process, so that the other arbiter knows where to look.
pub fn who(program: &str) -> String {
    format!("{program} on {} (process {})", host(), std::process::id())
}

/// Who holds (or last held) the lock of the championship at `path`, read without
/// taking the lock, and whether that process has ended (`None` when no holder is
/// recorded).
pub fn holder_of(lock_path: &Path) -> Option<(String, bool)> {
    shareable::open_read(&holder_path(lock_path)).ok()?;
    Some(read_holder(&holder_path(lock_path)))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::cell::RefCell;

    thread_local! {
        /// Runs once between opening the lock file and locking it (the tests' way to
        /// remove the file at that moment).
        pub(crate) static BEFORE_LOCK: RefCell<Option<Box<dyn FnOnce()>>> =
            RefCell::new(None);
    }

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
        assert_eq!(holder_of(&lock).unwrap().0, "catur result");
    }

    /// Past the wait, the asker is asked with the holder's name as long as the lock
    /// stays busy: going on takes the lock once it is free, no gives up as busy.
    #[test]
    fn a_waiter_that_is_asked_takes_the_lock_once_free_or_gives_up_when_told() {
        let dir = tempfile::tempdir().unwrap();
        let lock = dir.path().join("champ.lock");
        let first = FileLock::acquire(&lock, "desk on PC-1 (process 7)", LOCK_WAIT).unwrap();
        let mut asked = Vec::new();
        let mut holder = Some(first);
        let mut ask = |name: &str, _: Duration| {
            asked.push(name.to_string());
            if asked.len() == 3 {
                holder = None;
            }
            true
        };
        let wait = Duration::from_millis(10);
        let second = FileLock::acquire_asking(&lock, "catur desk", wait, Some(&mut ask));
        assert!(second.is_ok());
        assert_eq!(asked, vec!["desk on PC-1 (process 7)"; 3]);
        drop(second);
        let _first = FileLock::acquire(&lock, "desk on PC-1 (process 7)", LOCK_WAIT).unwrap();
        let mut times = 0;
        let mut no = |_: &str, _: Duration| {
            times += 1;
            false
        };
        let refused = FileLock::acquire_asking(&lock, "catur desk", wait, Some(&mut no));
        assert!(matches!(refused, Err(StoreError::Busy { .. })));
        assert_eq!(times, 1);
    }

    #[test]
    fn the_holder_is_readable_while_the_lock_is_held() {
        let dir = tempfile::tempdir().unwrap();
        let lock = dir.path().join("champ.lock");
        let held = FileLock::acquire(&lock, &who("catur desk"), LOCK_WAIT).unwrap();
        let (name, gone) = holder_of(&lock).unwrap();
        assert_eq!(name, who("catur desk"));
        assert!(!gone);
        // Read the way another program would: a plain open of the file beside the lock.
        let text = std::fs::read_to_string(holder_path(&lock)).unwrap();
        assert!(text.starts_with("catur desk on "), "{text}");
        drop(held);
    }

    #[cfg(windows)]
    #[test]
    fn nobody_can_remove_the_lock_file_while_it_is_held() {
        let dir = tempfile::tempdir().unwrap();
        let lock = dir.path().join("champ.lock");
        let held = FileLock::acquire(&lock, "first", LOCK_WAIT).unwrap();
        assert!(std::fs::remove_file(&lock).is_err());
        assert!(held.held().is_ok());
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_holder_that_has_ended_is_said_to_be_gone() {
        let dir = tempfile::tempdir().unwrap();
        let lock = dir.path().join("champ.lock");
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id();
        child.wait().unwrap();
        let text = format!(
            "catur desk on {} (process {pid})\n{pid} {}\n",
            host(),
            host()
        );
        std::fs::write(holder_path(&lock), text).unwrap();
        // Someone holds the lock without having written its name yet.
        let file = shareable::open_lock(&lock).unwrap();
        file.try_lock().unwrap();
        let err = FileLock::acquire(&lock, "catur result", Duration::from_millis(30)).unwrap_err();
        assert!(matches!(err, StoreError::Busy { gone: true, .. }), "{err}");
        assert!(err.to_string().contains("has ended"), "{err}");
    }

    #[cfg(unix)]
    #[test]
    fn a_lock_file_removed_before_it_is_locked_is_not_the_lock() {
        let dir = tempfile::tempdir().unwrap();
        let lock = dir.path().join("champ.lock");
        // The first holder takes the lock file as it is now ...
        let first = FileLock::acquire(&lock, "first", LOCK_WAIT).unwrap();
        drop(first);
        // ... the second opens it, and it is removed and made anew before the second
        // locks it; a third holds the new one.
        let third: std::rc::Rc<RefCell<Option<File>>> = Default::default();
        let keep = third.clone();
        let at = lock.clone();
        BEFORE_LOCK.with(|hook| {
            *hook.borrow_mut() = Some(Box::new(move || {
                std::fs::remove_file(&at).unwrap();
                let f = shareable::open_lock(&at).unwrap();
                f.try_lock().unwrap();
                *keep.borrow_mut() = Some(f);
            }))
        });
        // Without the identity check the second would lock the removed file and go in
        // beside the third.
        let second = FileLock::acquire(&lock, "second", Duration::from_millis(60));
        assert!(matches!(second, Err(StoreError::Busy { .. })), "{second:?}");
        drop(third);
    }

    #[cfg(unix)]
    #[test]
    fn a_lock_whose_file_was_removed_is_no_longer_held() {
        let dir = tempfile::tempdir().unwrap();
        let lock = dir.path().join("champ.lock");
        let held = FileLock::acquire(&lock, "first", LOCK_WAIT).unwrap();
        assert!(held.held().is_ok());
        std::fs::remove_file(&lock).unwrap();
        assert!(matches!(held.held(), Err(StoreError::LockLost { .. })));
        let other = FileLock::acquire(&lock, "second", LOCK_WAIT).unwrap();
        assert!(other.held().is_ok());
        assert!(matches!(held.held(), Err(StoreError::LockLost { .. })));
    }
}
