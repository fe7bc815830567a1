//! `catur site FILE -o DIR [--watch]`: the results site of the whole championship
//! (`report::site`), written by `host::site` (only the pages that changed). With
//! `--watch` it follows the file as the hall display does: each time the file changes
//! (another desk saved a result), the site is made again; it never takes the write lock.

use super::{CliError, exit, load};
use std::io::Write;
use std::path::Path;
use std::time::{Duration, SystemTime};

/// Makes the site once; returns what was written.
pub fn write_once(file: &Path, dir: &Path) -> Result<crate::host::site::Written, CliError> {
    let t = load(file)?;
    let pages = crate::report::site::site(&t, &crate::host::print::local_zone());
    Ok(crate::host::site::write_site(dir, &pages)?)
}

fn said(out: &mut dyn Write, dir: &Path, w: crate::host::site::Written) {
    let _ = writeln!(
        out,
        "{}: {} pages written, {} unchanged",
        dir.display(),
        w.changed,
        w.unchanged
    );
}

pub fn run(
    file: &Path,
    dir: &Path,
    watch: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let w = write_once(file, dir)?;
    said(out, dir, w);
    if !watch {
        return Ok(exit::OK);
    }
    let seen = |p: &Path| -> Option<(SystemTime, u64)> {
        let m = std::fs::metadata(p).ok()?;
        Some((m.modified().ok()?, m.len()))
    };
    let mut last = seen(file);
    loop {
        std::thread::sleep(Duration::from_millis(500));
        let now = seen(file);
        if now.is_none() || now == last {
            continue;
        }
        // A file caught between two saves is read again at the next look.
        match write_once(file, dir) {
            Ok(w) => {
                last = now;
                said(out, dir, w);
            }
            Err(e) => {
                let _ = writeln!(err, "{e} (trying again)");
            }
        }
    }
}
