//! The exit codes of README's table, one test each for the failures a user meets: a
//! file that is not a championship (3), a save that cannot be written (4), and an
//! operation refused (1).

use crate::common;

use common::cli::{catur, code, s, stderr, stdout};

#[test]
fn a_file_that_is_not_a_championship_is_a_bad_input_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("notes.catur");
    std::fs::write(&file, "Ahmad bin Ismail 1-0 Tan Wei Ming\n").expect("written");
    let o = catur(&["info", s(&file)]);
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("not a catur tournament file"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_new_file_that_cannot_be_written_is_not_saved_not_a_bad_input() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Its folder is a file: nothing can be written there, whoever runs the test.
    let blocker = dir.path().join("folder");
    std::fs::write(&blocker, "").expect("written");
    let file = blocker.join("kuantan.catur");
    let o = catur(&["new", s(&file), "--name", "Kejohanan Catur MSSD Kuantan"]);
    assert_eq!(code(&o), 4, "{}", stderr(&o));
    assert!(stderr(&o).contains("NOT SAVED"), "{}", stderr(&o));
}

#[test]
fn a_report_that_cannot_be_written_is_not_saved() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("demo.catur");
    assert_eq!(code(&catur(&["demo", s(&file)])), 0);
    let blocker = dir.path().join("out");
    std::fs::write(&blocker, "").expect("written");
    let o = catur(&[
        "report",
        s(&file),
        "--kind",
        "standings",
        "--section",
        "L12",
        "-o",
        s(&blocker.join("standings.txt")),
    ]);
    assert_eq!(code(&o), 4, "{}", stderr(&o));
}

#[test]
fn an_operation_the_rules_forbid_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("kuantan.catur");
    assert_eq!(code(&catur(&["new", s(&file), "--name", "Kejohanan"])), 0);
    let o = catur(&["new", s(&file), "--name", "Again"]);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    let o = catur(&["undo", s(&file)]);
    assert_eq!(code(&o), 1, "nothing to undo: {}", stderr(&o));
}

#[test]
fn a_printer_that_fails_is_could_not_print() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("demo.catur");
    assert_eq!(code(&catur(&["demo", s(&file), "--played", "1"])), 0);
    let o = catur(&[
        "report",
        s(&file),
        "--kind",
        "pairings",
        "--section",
        "L12",
        "--device",
        s(&dir.path().join("no-such-port").join("lp0")),
    ]);
    assert_eq!(code(&o), 6, "{}", stderr(&o));
    assert!(stderr(&o).contains("no-such-port"), "{}", stderr(&o));
}

#[test]
fn a_trf_of_999_rounds_is_a_bad_input_file_not_a_refusal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("kuantan.catur");
    assert_eq!(code(&catur(&["new", s(&file), "--name", "Kejohanan"])), 0);
    let trf = dir.path().join("long.trf");
    std::fs::write(
        &trf,
        "012 Kejohanan Panjang\n142 999\n\
         001    1      Nur Aisyah binti Hassan          1500                               0.0    1\n\
         001    2      Tan Wei Ming                     1400                               0.0    2\n",
    )
    .expect("written");
    let o = catur(&["import", s(&file), "--trf", s(&trf), "--section", "P9"]);
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("999 rounds; a section holds at most 30"),
        "{}",
        stderr(&o)
    );
}

/// Issue 35: a results address a phone could not open is wrong use, said before
/// anything is printed or drawn; a good one prints under the pairing list.
#[test]
fn a_bad_results_address_is_wrong_use() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("d.catur");
    assert_eq!(code(&catur(&["demo", s(&file), "--played", "1"])), 0);
    let report = |address: &str| {
        catur(&[
            "report",
            s(&file),
            "--section",
            "L12",
            "--kind",
            "pairings",
            "--charset",
            "cp437",
            "--address",
            address,
        ])
    };
    let o = report("http://dewan sekolah/");
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(stderr(&o).contains("character 13"), "{}", stderr(&o));
    assert!(stdout(&o).is_empty());
    let o = report("192.168.1.10:8080");
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        o.stdout
            .windows(25)
            .any(|w| w == b"http://192.168.1.10:8080\r")
    );
    assert!(o.stdout.contains(&0xDB), "no QR code drawn");
    let o = catur(&["show", s(&file), "--address", "http://dewan sekolah/"]);
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(stderr(&o).contains("--address"), "{}", stderr(&o));
}
