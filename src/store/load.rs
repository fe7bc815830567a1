//! Opening a tournament file. Loading only reads: a damaged file stays exactly as it was,
//! so the arbiter (or a developer) can still inspect it or send it in.

use super::error::{IoAction, StoreError};
use super::format::decode;
use super::limits::{CHAMPIONSHIP_FILE, Unfit, check_file};
use super::shareable;
use crate::model::Tournament;
use std::path::Path;

/// Reads and checks the tournament file at `path` (see [`decode`] for the checks); the
/// error names the file and the problem.
pub fn load(path: &Path) -> Result<Tournament, StoreError> {
    let bytes = read_file(path)?;
    decode(&bytes).map_err(|e| e.at(path))
}

/// The bytes of a championship file (or a backup): a folder, FIFO or device, or more
/// than [`CHAMPIONSHIP_FILE`] bytes, is refused before it is read.
/// It is read with the sharing that lets another process replace it meanwhile (see
/// [`shareable`]), and never beyond its limit.
pub(crate) fn read_file(path: &Path) -> Result<Vec<u8>, StoreError> {
    check_file(path, CHAMPIONSHIP_FILE).map_err(StoreError::Unfit)?;
    read_bounded(path).map_err(|e| match e {
        Bounded::Io(e) => StoreError::io(IoAction::Read, path, e),
        Bounded::TooLarge(e) => e,
    })
}

/// Why [`read_bounded`] gave no bytes.
pub(crate) enum Bounded {
    Io(std::io::Error),
    /// More than [`CHAMPIONSHIP_FILE`] bytes: refused, worded with the path.
    TooLarge(StoreError),
}

/// The bytes of a championship file that is known to be one (the store's own re-reads
/// and the file about to be replaced), read as [`read_file`] reads it but without the
/// type check: never more than [`CHAMPIONSHIP_FILE`] bytes, whatever replaced the file.
pub(crate) fn read_bounded(path: &Path) -> Result<Vec<u8>, Bounded> {
    let bytes = shareable::read_at_most(path, CHAMPIONSHIP_FILE.bytes + 1).map_err(Bounded::Io)?;
    if bytes.len() as u64 > CHAMPIONSHIP_FILE.bytes {
        return Err(Bounded::TooLarge(StoreError::Unfit(Unfit::TooLarge {
            path: path.to_path_buf(),
            size: None,
            limit: CHAMPIONSHIP_FILE,
        })));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_file_is_an_io_error_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("tiada.catur");
        let err = load(&path).unwrap_err();
        assert!(matches!(err, StoreError::Io { .. }));
        assert!(err.to_string().contains("tiada.catur"), "{err}");
    }

    #[test]
    fn damage_errors_carry_the_path() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("rosak.catur");
        std::fs::write(&path, b"hello").unwrap();
        let err = load(&path).unwrap_err();
        assert!(matches!(err, StoreError::NotCatur { .. }));
        assert!(
            err.to_string().contains("rosak.catur: not a catur"),
            "{err}"
        );
    }
}
