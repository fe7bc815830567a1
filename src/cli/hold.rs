//! `catur hold-open FILE --ms N --until STOP`: an unpublished helper (hidden from the
//! help) that plays an antivirus scanner for the Windows CI step
//! (`scripts/windows-ci.sh`). Each time the file changes it opens it, letting others
//! only read it (not write, delete or replace it, the worst a scanner does), keeps it
//! open for N milliseconds and closes it; it stops when the file STOP exists, and
//! prints how often it held the file.

use super::CliError;
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
