//! Writing the results site (`report::site`) into a folder: a page is written only
//! when its bytes changed, through a temporary file renamed over the old one, so a
//! browser or a copy to a shared drive never sees half a page and an unchanged site
//! leaves every file (and its time) alone.

use super::HostError;
use crate::report::site::SitePage;
use std::path::Path;

/// How many pages a run wrote and how many were already as they should be.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Written {
    pub changed: usize,
    pub unchanged: usize,
}

/// Writes `pages` under `dir` (created when missing).
pub fn write_site(dir: &Path, pages: &[SitePage]) -> Result<Written, HostError> {
    let mut done = Written::default();
    for p in pages {
        let path = p
            .path
            .split('/')
            .fold(dir.to_path_buf(), |acc, part| acc.join(part));
        if std::fs::read(&path).is_ok_and(|old| old == p.bytes) {
            done.unchanged += 1;
            continue;
        }
        let write = |source| HostError::Write {
            path: path.clone(),
            source,
        };
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(write)?;
        }
        let mut temp = path.clone().into_os_string();
        temp.push(".tmp");
        std::fs::write(&temp, &p.bytes).map_err(write)?;
        std::fs::rename(&temp, &path).map_err(write)?;
        done.changed += 1;
    }
    Ok(done)
}
