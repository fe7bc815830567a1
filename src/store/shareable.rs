//! Opening files so that several processes can share them, and waiting out the
//! moments when another program has a file open.
//!
//! On Windows a file cannot be replaced by a rename while another process holds it open,
//! unless that process allowed it (`FILE_SHARE_DELETE`), and not at all on Windows 7/8.1
//! or FAT drives, where the newer rename over an open file does not exist. Other catur
//! processes read the championship file outside the lock (when they open it, and the
//! desk while idle), and antivirus scanners open every newly written file for a moment.
//! So every read here opens with every sharing mode and holds the file only while
//! reading, and a save retries a refused replace for a short, bounded time (as SQLite
//! does on Windows) before it reports the file as not saved. On Unix none of this
//! arises: a rename replaces an open file, and the retries never trigger.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::Path;
use std::time::{Duration, Instant};

/// How long a save keeps retrying a file that another program has open. A scanner
/// holds a file for some tens of milliseconds; another catur reads it in less.
pub const RETRY_FOR: Duration = Duration::from_secs(4);

#[cfg(windows)]
mod share {
    // FILE_SHARE_READ, FILE_SHARE_WRITE, FILE_SHARE_DELETE (winnt.h).
    pub const READ: u32 = 0x1;
    pub const WRITE: u32 = 0x2;
    pub const DELETE: u32 = 0x4;
}

/// Opens `path` for reading, letting other processes read, write, delete and replace it
/// meanwhile.
pub fn open_read(path: &Path) -> io::Result<File> {
    let mut o = OpenOptions::new();
    o.read(true);
    #[cfg(windows)]
    {
        use std::os::windows::fs::OpenOptionsExt;
        o.share_mode(share::READ | share::WRITE | share::DELETE);
    }
    o.open(path)
}

/// At most `limit` bytes of the file at `path`, read with [`open_read`]; a moment when
/// another program holds it locked is waited out (see [`retrying`]). There is no
/// unbounded read: every caller names the most it expects.
pub fn read_at_most(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    retrying(|| {
        let mut bytes = Vec::new();
        open_read(path)?.take(limit).read_to_end(&mut bytes)?;
        Ok(bytes)
    })
}

/// Writes `bytes` as the whole file at `path`, sharing it as [`open_read`] does.
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut o = OpenOptions::new();
    o.write(true).create(true).truncate(true);
    #[cfg(windows)]
    {
        use std::os::windows::fs::OpenOptionsExt;
        o.share_mode(share::READ | share::WRITE | share::DELETE);
    }
    o.open(path)?.write_all(bytes)
}

/// Opens (creating it if needed) the lock file. On Windows without `FILE_SHARE_DELETE`:
/// while any catur process has it open, nobody can delete, rename or replace it.
pub fn open_lock(path: &Path) -> io::Result<File> {
    let mut o = OpenOptions::new();
    o.read(true).write(true).create(true).truncate(false);
    #[cfg(windows)]
    {
        use std::os::windows::fs::OpenOptionsExt;
        o.share_mode(share::READ | share::WRITE);
    }
    o.open(path)
}

/// Whether an error means that another program has the file open for a moment (a
/// sharing violation, or the access denied that a replace of an open file gives on
/// Windows), so that trying again shortly may succeed. Never on Unix.
pub fn is_transient(e: &io::Error) -> bool {
    // ERROR_ACCESS_DENIED, ERROR_SHARING_VIOLATION, ERROR_LOCK_VIOLATION.
    cfg!(windows) && matches!(e.raw_os_error(), Some(5 | 32 | 33))
}

/// Whether an error is a sharing violation: another program has the file open in a
/// way that excludes this open (Windows). Unlike [`is_transient`] never an access
/// denied, which may also mean a folder this account cannot write.
pub fn is_sharing_violation(e: &io::Error) -> bool {
    // ERROR_SHARING_VIOLATION, ERROR_LOCK_VIOLATION.
    cfg!(windows) && matches!(e.raw_os_error(), Some(32 | 33))
}

/// Runs `attempt` until it succeeds, fails for a reason that waiting cannot cure, or
/// [`RETRY_FOR`] has passed, pausing a little longer each time (10 ms up to 100 ms).
pub fn retrying<T>(mut attempt: impl FnMut() -> io::Result<T>) -> io::Result<T> {
    let start = Instant::now();
    let mut pause = Duration::from_millis(10);
    loop {
        match attempt() {
            Err(e) if is_transient(&e) && start.elapsed() < RETRY_FOR => {
                std::thread::sleep(pause);
                pause = (pause + Duration::from_millis(10)).min(Duration::from_millis(100));
            }
            other => return other,
        }
    }
}

/// Renames `from` over `to`, waiting out another program's hold on either (see
/// [`retrying`]); `check` runs before every attempt and stops the rename when it fails.
pub fn rename<E>(
    from: &Path,
    to: &Path,
    mut check: impl FnMut() -> Result<(), E>,
) -> Result<Result<(), io::Error>, E> {
    let mut stopped = None;
    let done = retrying(|| {
        if let Err(e) = check() {
            stopped = Some(e);
            return Ok(());
        }
        fs::rename(from, to)
    });
    match stopped {
        Some(e) => Err(e),
        None => Ok(done),
    }
}

/// Whether the open `file` is the file now at `path`. A missing path is `NotFound`.
#[cfg(unix)]
pub fn same_file(file: &File, path: &Path) -> io::Result<bool> {
    use std::os::unix::fs::MetadataExt;
    let (held, now) = (file.metadata()?, fs::metadata(path)?);
    Ok(held.dev() == now.dev() && held.ino() == now.ino())
}

/// Whether the open `file` is the file now at `path`. A missing path is `NotFound`.
/// Where the file system gives no file index (some network servers), the files count
/// as the same: the sharing mode of the lock file is the guard there.
#[cfg(windows)]
pub fn same_file(file: &File, path: &Path) -> io::Result<bool> {
    use std::os::windows::fs::OpenOptionsExt;
    // No access asked for: this open conflicts with no sharing mode.
    let now = OpenOptions::new()
        .access_mode(0)
        .share_mode(share::READ | share::WRITE | share::DELETE)
        .open(path)?;
    let (a, b) = (
        super::windows::file_id(file)?,
        super::windows::file_id(&now)?,
    );
    Ok(a == b || a.1 == 0 || b.1 == 0)
}

#[cfg(not(any(unix, windows)))]
pub fn same_file(_file: &File, path: &Path) -> io::Result<bool> {
    fs::metadata(path).map(|_| true)
}

/// Whether the process `pid` of this computer is still running (`true` when that
/// cannot be told).
pub fn process_alive(pid: u32) -> bool {
    #[cfg(target_os = "linux")]
    {
        let proc = Path::new("/proc");
        !proc.join("self").exists() || proc.join(pid.to_string()).exists()
    }
    #[cfg(windows)]
    {
        super::windows::process_alive(pid)
    }
    #[cfg(not(any(target_os = "linux", windows)))]
    {
        let _ = pid;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_is_transient_on_unix_and_a_sharing_violation_is_on_windows() {
        let sharing = io::Error::from_raw_os_error(32);
        assert_eq!(is_transient(&sharing), cfg!(windows));
        assert!(!is_transient(&io::Error::from(io::ErrorKind::NotFound)));
    }

    #[test]
    fn a_failed_check_stops_the_rename() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a"), dir.path().join("b"));
        fs::write(&a, b"1").unwrap();
        assert!(matches!(rename(&a, &b, || Err("lost")), Err("lost")));
        assert!(a.exists() && !b.exists());
        assert!(rename(&a, &b, || Ok::<(), ()>(())).unwrap().is_ok());
        assert_eq!(fs::read(&b).unwrap(), b"1");
    }

    #[test]
    fn this_process_is_alive() {
        assert!(process_alive(std::process::id()));
    }
}
