//! Writing the results site (`report::site`) into a folder: a page is written only
//! when its bytes changed, through a temporary file of this process's own renamed over
//! the old one, so a browser, a copy to a shared drive or another process writing the
//! same site at once never sees half a page, and an unchanged site leaves every file
//! (and its time) alone.
//!
//! [`keep_current`] is what the desk and the command line call after every change they
//! saved, when the championship keeps its site in a folder
//! (`Championship::site_folder`): outside the file's lock, and whatever goes wrong there
//! is said but changes nothing of what was saved.

use super::HostError;
use crate::model::{Language, Tournament};
use crate::report::site::SitePage;
use catur_engine::in_lang;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Temporary files written by this process so far (part of their names).
static TEMPS: AtomicU64 = AtomicU64::new(0);

/// Why the site kept beside a championship was not written; the change was saved.
#[derive(Debug)]
pub struct NotKept {
    /// The folder as the championship gives it (resolved beside the file).
    pub folder: PathBuf,
    pub error: HostError,
}

impl NotKept {
    /// The warning after a change saved, in `lang` (the desk's status line; the
    /// command line's standard error in English).
    pub fn say(&self, lang: Language) -> String {
        let (folder, why) = (self.folder.display(), self.error.say(lang));
        in_lang!(
            lang,
            "saved; the results site in {folder} was not written: {why}",
            "disimpan; laman keputusan di {folder} tidak ditulis: {why}"
        )
    }
}

/// The folder of the championship's kept site: as typed, a relative one beside the
/// championship file. `None` when the championship keeps no site.
pub fn kept_folder(file: &Path, t: &Tournament) -> Option<PathBuf> {
    let typed = Path::new(t.championship.site_folder.as_deref()?);
    if typed.is_absolute() {
        return Some(typed.to_path_buf());
    }
    let beside = file.parent().unwrap_or(Path::new(""));
    Some(beside.join(typed))
}

/// Rewrites the championship's kept site (only the pages that changed) after a change
/// of `file` was saved; `None` when it keeps none. The folder must be there: it is
/// never made (see [`HostError::NoFolder`]). Call it outside the file's lock.
pub fn keep_current(file: &Path, t: &Tournament) -> Option<Result<Written, NotKept>> {
    let folder = kept_folder(file, t)?;
    if !folder.is_dir() {
        let error = HostError::NoFolder(folder.clone());
        return Some(Err(NotKept { folder, error }));
    }
    let pages = crate::report::site::site(t, &super::print::local_zone());
    Some(write_site(&folder, &pages).map_err(|error| NotKept { folder, error }))
}

/// How many pages a run wrote and how many were already as they should be.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Written {
    pub changed: usize,
    pub unchanged: usize,
}

/// A temporary file's name beside `path` that no other writer uses: the process and a
/// count in it, so that two processes (or threads) writing the site at once each rename
/// a whole page of their own, never one the other is still writing.
fn temp_beside(path: &Path) -> PathBuf {
    let mut temp = path.as_os_str().to_owned();
    let n = TEMPS.fetch_add(1, Ordering::Relaxed);
    temp.push(format!(".{}-{n}.tmp", std::process::id()));
    PathBuf::from(temp)
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
        let temp = temp_beside(&path);
        let written = std::fs::write(&temp, &p.bytes).and_then(|()| std::fs::rename(&temp, &path));
        if let Err(e) = written {
            let _ = std::fs::remove_file(&temp);
            return Err(write(e));
        }
        done.changed += 1;
    }
    Ok(done)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(path: &str, text: &str) -> SitePage {
        SitePage {
            path: path.into(),
            bytes: text.as_bytes().to_vec(),
        }
    }

    #[test]
    fn a_championship_without_a_site_folder_keeps_no_site() {
        let t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
        assert!(keep_current(Path::new("kuantan.catur"), &t).is_none());
    }

    #[test]
    fn a_relative_site_folder_is_beside_the_championship_file() {
        let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
        t.championship.site_folder = Some("laman".into());
        let file = Path::new("kejohanan").join("kuantan.catur");
        assert_eq!(
            kept_folder(&file, &t),
            Some(Path::new("kejohanan").join("laman"))
        );
    }

    #[test]
    fn a_missing_site_folder_is_said_and_not_made() {
        let dir = tempfile::tempdir().unwrap();
        let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
        t.championship.site_folder = Some("usb".into());
        let file = dir.path().join("kuantan.catur");
        let Some(Err(e)) = keep_current(&file, &t) else {
            panic!("a missing folder must be said");
        };
        assert!(matches!(e.error, HostError::NoFolder(_)), "{:?}", e.error);
        assert!(e.error.to_string().contains("is not there"));
        assert!(!dir.path().join("usb").exists());
    }

    #[test]
    fn no_two_writers_share_a_temporary_file() {
        let path = Path::new("laman").join("index.html");
        let (a, b) = (temp_beside(&path), temp_beside(&path));
        assert_ne!(a, b);
        let pid = std::process::id().to_string();
        for t in [&a, &b] {
            let name = t.file_name().unwrap().to_string_lossy().into_owned();
            assert!(
                name.starts_with("index.html.") && name.ends_with(".tmp"),
                "{name}"
            );
            assert!(name.contains(&pid), "{name}");
            assert_eq!(t.parent(), path.parent());
        }
    }

    #[test]
    fn a_site_written_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let pages = [page("index.html", "a"), page("en/index.html", "b")];
        write_site(dir.path(), &pages).unwrap();
        write_site(dir.path(), &[page("index.html", "c")]).unwrap();
        let left: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| e.file_name())
            .collect();
        assert_eq!(left.len(), 2, "{left:?}");
        assert_eq!(std::fs::read(dir.path().join("index.html")).unwrap(), b"c");
    }
}
