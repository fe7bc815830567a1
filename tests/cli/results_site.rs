//! The championship's results address and site folder (`catur championship`): set,
//! undone and refused like any detail; then used by default (the printed pairing list)
//! and the site kept current after every change saved, even when its folder is gone.

use std::path::Path;

use crate::common;

use common::cli::{catur, code, s, stderr, stdout};

fn ok(args: &[&str]) -> String {
    let o = catur(args);
    assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
    stdout(&o)
}

fn demo(dir: &Path) -> std::path::PathBuf {
    let file = dir.join("kuantan.catur");
    ok(&["demo", s(&file), "--played", "1"]);
    file
}

#[test]
fn the_address_and_folder_are_set_shown_undone_and_checked() {
    let dir = tempfile::tempdir().unwrap();
    let file = demo(dir.path());
    let f = s(&file);
    assert_eq!(
        ok(&["championship", f]),
        "results address: none\nsite folder: none\n"
    );
    let said = ok(&[
        "championship",
        f,
        "--address",
        "192.168.1.10:8080/",
        "--site-folder",
        "laman",
    ]);
    assert_eq!(
        said,
        "results address: http://192.168.1.10:8080/\nsite folder: laman\n"
    );
    ok(&["undo", f]);
    assert!(ok(&["championship", f]).contains("results address: none"));
    ok(&["redo", f]);
    assert!(ok(&["championship", f, "--site-folder", "none"]).contains("site folder: none"));
    let before = std::fs::read(&file).unwrap();
    let o = catur(&["championship", f, "--address", "http://dewan sekolah/"]);
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(stderr(&o).contains("character 13"), "{}", stderr(&o));
    assert_eq!(std::fs::read(&file).unwrap(), before);
}

#[test]
fn the_pairing_list_prints_the_stored_address_unless_told_none() {
    let dir = tempfile::tempdir().unwrap();
    let file = demo(dir.path());
    let f = s(&file);
    let pairings = |extra: &[&str]| {
        let mut args = vec!["report", f, "--section", "L12", "--kind", "pairings"];
        args.extend_from_slice(extra);
        ok(&args)
    };
    let words = "Keputusan di telefon anda (Wi-Fi dewan): http://192.168.1.10:8080/";
    assert!(!pairings(&[]).contains("telefon"));
    ok(&["championship", f, "--address", "192.168.1.10:8080/"]);
    assert!(pairings(&[]).contains(words), "{}", pairings(&[]));
    assert!(!pairings(&["--address", "none"]).contains("telefon"));
    let other = pairings(&["--address", "http://keputusan.local/"]);
    assert!(other.contains("http://keputusan.local/") && !other.contains("8080"));
    // A standings list is no pairing list: the stored address stays off it.
    let standings = ok(&["report", f, "--section", "L12", "--kind", "standings"]);
    assert!(!standings.contains("telefon"));
}
