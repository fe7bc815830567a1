//! `catur restore FILE [--from N]`: the backups of a championship file, newest first,
//! with what each holds, and putting one back. The list is numbered in the order
//! `store::backups` gives (the latest change recorded inside each file first), so the
//! number an arbiter reads is the number to type. A backup put back is a change like
//! any other: the championship's kept results site follows it.

use super::CliError;
use crate::host::print::{local_zone, time_text};
use crate::store::{self, BackupInfo};
use std::io::Write;
use std::path::Path;

pub fn run(
    file: &Path,
    from: Option<usize>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let list = store::backups(file);
    match from {
        None => {
            list_backups(file, &list, out);
            Ok(super::exit::OK)
        }
        Some(n) => {
            let Some(b) = n.checked_sub(1).and_then(|i| list.get(i)) else {
                return Err(CliError::Usage(format!(
                    "there is no backup {n} of {} ({} listed; catur restore {} shows them)",
                    file.display(),
                    list.len(),
                    file.display()
                )));
            };
            if !b.loads {
                return Err(CliError::BadInput(format!(
                    "backup {n} ({}) does not load: {}",
                    b.path.display(),
                    b.problem.as_deref().unwrap_or("")
                )));
            }
            let done = store::restore(file, &b.path).map_err(CliError::from)?;
            // The backup is back and the lock let go: the kept site follows it.
            super::keep_site(file, &done.tournament, err);
            let _ = writeln!(
                out,
                "{} now holds backup {n} ({})",
                file.display(),
                b.path.display()
            );
            if let Some(kept) = &done.damaged_kept {
                let _ = writeln!(out, "the damaged file was kept as {}", kept.display());
            } else if let Some(prev) = &done.report.backup {
                let _ = writeln!(
                    out,
                    "what it held before is kept as {}; catur restore {} lists it first, to take this back",
                    prev.display(),
                    file.display()
                );
            }
            Ok(super::exit::OK)
        }
    }
}

fn list_backups(file: &Path, list: &[BackupInfo], out: &mut dyn Write) {
    if list.is_empty() {
        let _ = writeln!(out, "{}: no backups yet", file.display());
        return;
    }
    let zone = local_zone();
    let _ = writeln!(out, "Backups of {}, newest first:", file.display());
    let _ = writeln!(
        out,
        "{:>3}  {:<30} {:<20} {:>6} {:>9}",
        "no", "file", "last change", "rounds", "results"
    );
    for (i, b) in list.iter().enumerate() {
        let name = b
            .path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        match &b.summary {
            Some(s) => {
                let _ = writeln!(
                    out,
                    "{:>3}  {:<30} {:<20} {:>6} {:>9}",
                    i + 1,
                    name,
                    s.saved_at
                        .map(|at| time_text(at, &zone))
                        .unwrap_or_else(|| "-".into()),
                    s.rounds,
                    format!("{}/{}", s.results, s.boards)
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "{:>3}  {:<30} does not load: {}",
                    i + 1,
                    name,
                    b.problem.as_deref().unwrap_or("")
                );
            }
        }
    }
    let _ = writeln!(
        out,
        "put one back with: catur restore {} --from N",
        file.display()
    );
}
