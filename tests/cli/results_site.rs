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

/// Pairs round 2 of L12 and gives the folder the site is kept in.
fn paired_with_site(dir: &Path, folder: &str) -> std::path::PathBuf {
    let file = demo(dir);
    let f = s(&file);
    ok(&["pair", f, "--section", "L12"]);
    let o = catur(&["championship", f, "--site-folder", folder]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    file
}

#[test]
fn a_result_entered_rewrites_the_kept_standings_page() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("laman")).unwrap();
    let file = paired_with_site(dir.path(), "laman");
    let f = s(&file);
    let page = dir.path().join("laman").join("L12-standings.html");
    let before = std::fs::read(&page).expect("setting the folder wrote the site");
    let o = catur(&[
        "result",
        f,
        "--section",
        "L12",
        "--round",
        "2",
        "--board",
        "1",
        "1-0",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
    let after = std::fs::read(&page).unwrap();
    assert_ne!(
        after, before,
        "the standings page did not follow the result"
    );
    // Just what `catur site` makes of the file now.
    let fresh = dir.path().join("fresh");
    ok(&["site", f, "-o", s(&fresh)]);
    assert_eq!(
        after,
        std::fs::read(fresh.join("L12-standings.html")).unwrap()
    );
}

#[test]
fn a_missing_site_folder_is_said_and_the_result_still_saved() {
    let dir = tempfile::tempdir().unwrap();
    let usb = dir.path().join("usb");
    std::fs::create_dir(&usb).unwrap();
    let file = paired_with_site(dir.path(), s(&usb));
    let f = s(&file);
    // The stick is taken out.
    std::fs::remove_dir_all(&usb).unwrap();
    let o = catur(&[
        "result",
        f,
        "--section",
        "L12",
        "--round",
        "2",
        "--board",
        "1",
        "1-0",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let said = stderr(&o);
    assert!(
        said.contains("saved; the results site in") && said.contains("is not there"),
        "{said}"
    );
    assert!(!usb.exists(), "the folder was made again");
    let o = catur(&[
        "result",
        f,
        "--section",
        "L12",
        "--round",
        "2",
        "--board",
        "1",
        "0-1",
    ]);
    assert_eq!(
        code(&o),
        1,
        "the first result was not saved: {}",
        stderr(&o)
    );
}

/// Issue 35: a backup put back with `catur restore` rewrites the kept site, as a change
/// does; a folder gone is said and the backup is back all the same.
#[test]
fn a_restored_backup_rewrites_the_kept_site() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("laman");
    std::fs::create_dir(&site).unwrap();
    let file = paired_with_site(dir.path(), "laman");
    let f = s(&file);
    let page = site.join("L12-round-2.html");
    let result = [
        "result",
        f,
        "--section",
        "L12",
        "--round",
        "2",
        "--board",
        "1",
        "1-0",
    ];
    ok(&result);
    let with_result = std::fs::read(&page).expect("the site is kept");
    // Backup 1 holds the file before the result.
    let said = ok(&["restore", f, "--from", "1"]);
    assert!(said.contains("now holds backup 1"), "{said}");
    let restored = std::fs::read(&page).unwrap();
    assert_ne!(restored, with_result, "the site kept the result taken back");
    let fresh = dir.path().join("fresh");
    ok(&["site", f, "-o", s(&fresh)]);
    for name in ["L12-round-2.html", "L12-standings.html", "index.html"] {
        assert_eq!(
            std::fs::read(site.join(name)).unwrap(),
            std::fs::read(fresh.join(name)).unwrap(),
            "{name}"
        );
    }
    // The folder is gone: said on stderr, never fatal.
    ok(&result);
    std::fs::remove_dir_all(&site).unwrap();
    let o = catur(&["restore", f, "--from", "1"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("saved; the results site in") && stderr(&o).contains("is not there"),
        "{}",
        stderr(&o)
    );
    assert!(!site.exists(), "the folder was made again");
}
