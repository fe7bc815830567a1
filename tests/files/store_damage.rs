//! Damaged files: each kind of damage is named by its own error, loading leaves the file
//! byte for byte as it was, and saving over a damaged file is refused without touching
//! it (nor creating backups or temporary files beside it).

use crate::store_support;

use catur::store::{self, FORMAT_VERSION, HEADER_LEN, StoreError};
use std::fs;
use std::path::{Path, PathBuf};

struct Damaged {
    _dir: tempfile::TempDir,
    path: PathBuf,
    bytes: Vec<u8>,
}

/// A folder holding `kejohanan.catur` with the rich championship, damaged by `harm`.
fn damaged(harm: impl FnOnce(&mut Vec<u8>)) -> Damaged {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kejohanan.catur");
    let mut bytes = store::encode(&store_support::rich_tournament());
    harm(&mut bytes);
    fs::write(&path, &bytes).unwrap();
    Damaged {
        _dir: dir,
        path,
        bytes,
    }
}

/// Loads and then tries to save over the file; both must leave it exactly as it was.
/// Returns the load error and the refusal's message.
fn load_and_save_over(d: &Damaged) -> (StoreError, String) {
    let err = store::load(&d.path).unwrap_err();
    assert_eq!(fs::read(&d.path).unwrap(), d.bytes, "load changed the file");
    let before = fs::metadata(&d.path).unwrap().modified().unwrap();

    let refused = store::save(&d.path, &catur::model::Tournament::new("Baru")).unwrap_err();
    let StoreError::TargetDamaged {
        ref cause,
        ref path,
    } = refused
    else {
        panic!("save over a damaged file must refuse, got {refused}")
    };
    assert_eq!(path, &d.path);
    assert_eq!(
        cause.to_string(),
        err.to_string(),
        "the refusal names the same problem"
    );
    let message = refused.to_string();
    assert!(message.contains("refusing to save over"), "{message}");
    assert!(
        message.contains("restore a backup or save under another name"),
        "{message}"
    );

    assert_eq!(
        fs::read(&d.path).unwrap(),
        d.bytes,
        "a refused save changed the file"
    );
    assert_eq!(fs::metadata(&d.path).unwrap().modified().unwrap(), before);
    let folder = d.path.parent().unwrap();
    let others: Vec<_> = fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(
        others,
        ["kejohanan.catur"],
        "a refused save left files beside the target"
    );
    (err, message)
}

fn names_file(err: &StoreError, path: &Path) {
    let m = err.to_string();
    assert!(m.starts_with(&format!("{}: ", path.display())), "{m}");
}

#[test]
fn a_truncated_file_says_how_much_is_missing() {
    let d = damaged(|b| b.truncate(b.len() - 100));
    let (err, refusal) = load_and_save_over(&d);
    let payload = (d.bytes.len() + 100 - HEADER_LEN) as u64;
    assert!(
        matches!(err, StoreError::Truncated { part: "payload", expected, found, .. }
            if expected == payload && found == payload - 100),
        "{err:?}"
    );
    names_file(&err, &d.path);
    let m = err.to_string();
    assert!(
        m.contains(&format!(
            "file truncated: expected {payload} bytes of payload, found {}",
            payload - 100
        )),
        "{m}"
    );
    assert!(refusal.contains("file truncated"), "{refusal}");
}

#[test]
fn a_file_cut_inside_the_header_or_emptied_is_truncated() {
    for keep in [0, 3, 5, 12, HEADER_LEN - 1] {
        let d = damaged(|b| b.truncate(keep));
        let (err, _) = load_and_save_over(&d);
        assert!(
            matches!(err, StoreError::Truncated { part: "header", found, .. } if found == keep as u64),
            "{keep}: {err:?}"
        );
        assert!(err.to_string().contains("bytes of header"), "{err}");
    }
}

#[test]
fn a_flipped_byte_in_the_payload_is_a_checksum_mismatch() {
    let len = store::encode(&store_support::rich_tournament()).len();
    for at in [HEADER_LEN, HEADER_LEN + 1, len / 2, len - 1] {
        let d = damaged(|b| b[at] ^= 0x10);
        let (err, refusal) = load_and_save_over(&d);
        assert!(
            matches!(err, StoreError::ChecksumMismatch { .. }),
            "{at}: {err:?}"
        );
        names_file(&err, &d.path);
        assert!(
            err.to_string()
                .contains("checksum mismatch, the file is damaged"),
            "{err}"
        );
        assert!(refusal.contains("checksum mismatch"), "{refusal}");
    }
}

#[test]
fn any_changed_payload_byte_is_detected() {
    let good = store::encode(&store_support::rich_tournament());
    for at in HEADER_LEN..good.len() {
        for mask in [0x01, 0x80, 0xff] {
            let mut b = good.clone();
            b[at] ^= mask;
            let err = store::decode(&b).unwrap_err();
            assert!(
                matches!(err, StoreError::ChecksumMismatch { .. }),
                "{at} {mask}: {err}"
            );
        }
    }
}

/// Every header byte flipped: the error says which field is wrong.
#[test]
fn a_flipped_byte_in_the_header_is_named_by_its_field() {
    for at in 0..HEADER_LEN {
        for mask in [0x01u8, 0x80] {
            let d = damaged(|b| b[at] ^= mask);
            let (err, _) = load_and_save_over(&d);
            names_file(&err, &d.path);
            let m = err.to_string();
            match at {
                0..=4 => {
                    assert!(matches!(err, StoreError::NotCatur { .. }), "{at}: {err:?}");
                    assert!(m.contains("not a catur tournament file"), "{m}");
                }
                5 | 6 => {
                    // The version read is the current one with that bit flipped.
                    let flipped = FORMAT_VERSION ^ (u16::from(mask) << (8 * (at - 5)));
                    if flipped == 0 {
                        assert!(
                            matches!(err, StoreError::UnknownVersion { version: 0, .. }),
                            "{err:?}"
                        );
                        assert!(m.contains("never written by catur"), "{m}");
                    } else if flipped > FORMAT_VERSION {
                        assert!(
                            matches!(err, StoreError::NewerVersion { version, .. } if version == flipped),
                            "{at}: {err:?}"
                        );
                    } else {
                        // An older version's reader does not fit the newer payload.
                        assert!(
                            matches!(err, StoreError::Undecodable { version, .. } if version == flipped),
                            "{at}: {err:?}"
                        );
                    }
                }
                7..=14 => assert!(
                    matches!(
                        err,
                        StoreError::Truncated {
                            part: "payload",
                            ..
                        }
                    ) || matches!(err, StoreError::TrailingBytes { .. }),
                    "{at}: {err:?}"
                ),
                _ => {
                    assert!(
                        matches!(err, StoreError::ChecksumMismatch { .. }),
                        "{at}: {err:?}"
                    );
                    assert!(m.contains("checksum mismatch"), "{m}");
                }
            }
        }
    }
}

#[test]
fn a_file_longer_than_its_header_says_is_damaged() {
    let d = damaged(|b| b.extend_from_slice(b"\n\n"));
    let (err, _) = load_and_save_over(&d);
    assert!(matches!(err, StoreError::TrailingBytes { .. }), "{err:?}");
    assert!(
        err.to_string()
            .contains("file damaged: the header announces"),
        "{err}"
    );
}

#[test]
fn another_kind_of_file_is_not_a_catur_file() {
    for other in [
        &b"PK\x03\x04 a spreadsheet"[..],
        b"012 Kejohanan (a TRF file)\n",
        b"C",
    ] {
        let d = damaged(|b| *b = other.to_vec());
        let (err, refusal) = load_and_save_over(&d);
        if other == b"C" {
            // A lone "C" could be our own file cut after one byte.
            assert!(
                matches!(err, StoreError::Truncated { part: "header", .. }),
                "{err:?}"
            );
            continue;
        }
        assert!(matches!(err, StoreError::NotCatur { .. }), "{err:?}");
        names_file(&err, &d.path);
        assert!(
            err.to_string().contains("not a catur tournament file"),
            "{err}"
        );
        assert!(
            err.to_string()
                .contains("check that you opened the right file"),
            "{err}"
        );
        assert!(refusal.contains("not a catur tournament file"), "{refusal}");
    }
}

#[test]
fn a_file_from_a_newer_catur_says_so_and_is_never_overwritten() {
    let future = FORMAT_VERSION + 1;
    let d = damaged(|b| b[5..7].copy_from_slice(&future.to_le_bytes()));
    let (err, refusal) = load_and_save_over(&d);
    assert!(
        matches!(err, StoreError::NewerVersion { version, supported: FORMAT_VERSION, .. } if version == future),
        "{err:?}"
    );
    names_file(&err, &d.path);
    let m = err.to_string();
    assert!(
        m.contains(&format!(
            "written by a newer catur (file format version {future}, this program reads up to {FORMAT_VERSION})"
        )),
        "{m}"
    );
    assert!(m.contains("update catur"), "{m}");
    assert!(refusal.contains("written by a newer catur"), "{refusal}");
}

#[test]
fn damage_is_damage_and_a_missing_file_is_not() {
    let d = damaged(|b| b[HEADER_LEN + 3] ^= 1);
    assert!(store::load(&d.path).unwrap_err().is_damage());
    let missing = store::load(&d.path.with_file_name("tiada.catur")).unwrap_err();
    assert!(matches!(missing, StoreError::Io { .. }) && !missing.is_damage());
}
