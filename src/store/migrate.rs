//! Reading payloads of older format versions, keyed by the version in the header.
//!
//! postcard writes no field names: the bytes of a payload only make sense against the
//! exact Rust types that wrote them. So a file of version `v` is read with the types
//! of version `v`, then brought forward one version at a time to the current model.
//!
//! # The rule when the model changes
//! Any change to the serialized shape of `model` (a field added, removed, renamed or
//! reordered, an enum variant added or reordered, a type changed) must:
//! 1. bump [`FORMAT_VERSION`](super::FORMAT_VERSION);
//! 2. freeze a copy of the old types in `src/store/migrate/vN.rs` (plain structs and
//!    enums with `Deserialize`, named after the model ones, no methods) and add a
//!    conversion `vN -> vN+1` here, with an arm in [`upgrade`] that reads the old types
//!    and runs every conversion up to the current version;
//! 3. commit a sample file of the new version under `tests/data/` (the generator is the
//!    ignored test in `tests/store_sample_files.rs`) with a test of its facts.
//!
//! The tests of every older sample file must keep passing unchanged: they prove that
//! arbiters' files from earlier seasons still open.

use crate::model::Tournament;
use serde::de::DeserializeOwned;

/// Decodes a payload written under `version` and upgrades it to the current model.
/// The caller has already checked that `1 <= version <= FORMAT_VERSION`.
pub(crate) fn upgrade(version: u16, payload: &[u8]) -> Result<Tournament, String> {
    match version {
        1 => read_exact::<Tournament>(payload),
        // When version 2 arrives, version 1 files are read with the frozen types:
        // 1 => read_exact::<v1::Tournament>(payload).map(v1_to_v2),
        // 2 => read_exact::<Tournament>(payload),
        other => Err(format!(
            "this program has no reader for format version {other}"
        )),
    }
}

/// Decodes one value and insists that nothing follows it: a payload with spare bytes
/// was not written by the types it is being read with.
fn read_exact<T: DeserializeOwned>(payload: &[u8]) -> Result<T, String> {
    let (value, rest) = postcard::take_from_bytes::<T>(payload).map_err(|e| e.to_string())?;
    if rest.is_empty() {
        Ok(value)
    } else {
        Err(format!(
            "{} unexpected bytes after the tournament",
            rest.len()
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn current_version_reads_exactly_one_tournament() {
        let t = Tournament::new("Kejohanan Catur Sekolah-Sekolah Pahang");
        let mut payload = postcard::to_stdvec(&t).unwrap();
        assert_eq!(upgrade(1, &payload), Ok(t));
        payload.push(0);
        let err = upgrade(1, &payload).unwrap_err();
        assert!(err.contains("1 unexpected bytes"), "{err}");
    }

    #[test]
    fn versions_without_a_reader_are_refused() {
        let err = upgrade(99, &[]).unwrap_err();
        assert!(err.contains("version 99"), "{err}");
    }
}
