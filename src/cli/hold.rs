//! `catur hold-open FILE --ms N --until STOP`: an unpublished helper (hidden from the
//! help) that plays an antivirus scanner for the Windows CI step
//! (`scripts/windows-ci.sh`). Each time the file changes it opens it, letting others
//! only read it (not write, delete or replace it, the worst a scanner does), keeps it
//! open for N milliseconds and closes it; it stops when the file STOP exists, and
//! prints how often it held the file.
//!
//! `catur hold-lock FILE --ms N`, the other unpublished helper of that step, takes the
//! championship's write lock as a desk saving a change does, says `holding`, keeps it
//! N milliseconds and lets it go without changing anything: meanwhile another process
//! must be refused with the holder's name (`catur hold-lock on PC (process P)`).

use super::CliError;
use crate::store::{self, Shared, TxError};
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::Path;
use std::time::{Duration, SystemTime};

pub fn run(file: &Path, ms: u64, until: &Path, out: &mut dyn Write) -> Result<u8, CliError> {
    let seen = |p: &Path| -> Option<(SystemTime, u64)> {
        let m = fs::metadata(p).ok()?;
        Some((m.modified().ok()?, m.len()))
    };
    let mut last = seen(file);
    let (mut held, mut refused) = (0u32, 0u32);
    while !until.exists() {
        let now = seen(file);
        if now.is_some() && now != last {
            last = now;
            let mut o = OpenOptions::new();
            o.read(true);
            #[cfg(windows)]
            {
                use std::os::windows::fs::OpenOptionsExt;
                o.share_mode(0x1); // FILE_SHARE_READ only
            }
            match o.open(file) {
                Ok(f) => {
                    held += 1;
                    std::thread::sleep(Duration::from_millis(ms));
                    drop(f);
                }
                Err(_) => refused += 1,
            }
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    writeln!(
        out,
        "held {} open {held} times ({refused} opens refused)",
        file.display()
    )
    .map_err(|e| CliError::NotSaved(e.to_string()))?;
    Ok(0)
}

pub fn hold_lock(file: &Path, ms: u64, out: &mut dyn Write) -> Result<u8, CliError> {
    let (mut shared, mut t) = Shared::open(file, &store::who("catur hold-lock"))?;
    let said = |out: &mut dyn Write, text: &str| {
        writeln!(out, "{text}")
            .and_then(|()| out.flush())
            .map_err(|e| CliError::NotSaved(e.to_string()))
    };
    // The operation runs under the lock; refusing afterwards saves nothing.
    let held = shared.transact(&mut t, |_| -> Result<(), ()> {
        let _ = said(out, "holding");
        std::thread::sleep(Duration::from_millis(ms));
        Err(())
    });
    match held {
        Err(TxError::Refused(())) => said(out, "released").map(|()| 0),
        Err(TxError::Unreadable(e) | TxError::NotSaved(e)) => Err(e.into()),
        Ok(_) => Err(CliError::NotSaved("hold-lock changed the file".into())),
    }
}
