//! `catur site FILE -o DIR [--watch]`: the results site of the whole championship
//! (`report::site`), written by `host::site` (only the pages that changed). With
//! `--watch` it follows the file as the hall display does: each time the file changes
//! (another desk saved a result), the site is made again; it never takes the write lock.

use super::{CliError, exit};
use std::io::Write;
use std::path::Path;
use std::time::Duration;

/// Makes the site once; returns what was written.
/// Makes the site once from the championship; returns what was written.
pub fn write_once(
    t: &crate::model::Tournament,
    dir: &Path,
) -> Result<crate::host::site::Written, CliError> {
    let pages = crate::report::site::site(t, &crate::host::print::local_zone());
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
    let (mut followed, t) = crate::host::follow(file)?;
    said(out, dir, write_once(&t, dir)?);
    if !watch {
        return Ok(exit::OK);
    }
    loop {
        std::thread::sleep(Duration::from_millis(500));
        // A file caught between two saves is read again at the next look.
        let written = match followed.changed() {
            Ok(None) => continue,
            Ok(Some(t)) => write_once(&t, dir),
            Err(e) => Err(CliError::from(e)),
        };
        match written {
            Ok(w) => said(out, dir, w),
            Err(e) => {
                let _ = writeln!(err, "{e} (trying again)");
            }
        }
    }
}
