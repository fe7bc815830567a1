//! Bounded inputs: a file larger than any real list, TRF or championship is refused
//! before it is read, with its size; a FIFO, a device or a folder is refused at once
//! (exit 3). Each answer comes within a second: nothing waits for a FIFO's writer or
//! reads `/dev/zero` until the memory is full.

use crate::common;

use common::cli::{catur, code, s, stderr};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Runs catur and checks it refused the input as a bad file within a second.
fn refused_at_once(args: &[&str], says: &str) {
    let started = Instant::now();
    let o = catur(args);
    let took = started.elapsed();
    assert_eq!(code(&o), 3, "{args:?}: {}", stderr(&o));
    assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    assert!(took < Duration::from_secs(1), "{args:?} took {took:?}");
}

fn demo(dir: &Path) -> PathBuf {
    let file = dir.join("demo.catur");
    assert_eq!(code(&catur(&["demo", s(&file)])), 0);
    file
}

/// Every command that reads a file a user names, with `input` in that place.
fn every_reader<'a>(file: &'a str, input: &'a str) -> Vec<Vec<&'a str>> {
    vec![
        vec![
            "players",
            "import",
            file,
            "--section",
            "L12",
            "--csv",
            input,
        ],
        vec!["pair", "--trf", input],
        vec!["check", "--trf", input],
        vec!["standings", "--trf", input, "--tiebreaks", "BH"],
        vec!["import", file, "--trf", input, "--section", "T1"],
        vec!["simulate", "--config", input],
        vec!["info", input],
        vec!["players", "list", input, "--section", "L12"],
        vec![
            "section", "add", input, "--code", "P9", "--name", "P9", "--rounds", "5",
        ],
    ]
}

#[cfg(unix)]
#[test]
fn dev_zero_is_refused_at_once_everywhere() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo(dir.path());
    for args in every_reader(s(&file), "/dev/zero") {
        refused_at_once(&args, "/dev/zero: this is a device, not a");
    }
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_at_once_everywhere() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo(dir.path());
    let fifo = dir.path().join("pipe");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    for args in every_reader(s(&file), s(&fifo)) {
        refused_at_once(&args, "this is a FIFO (named pipe), not a");
    }
}

#[cfg(unix)]
#[test]
fn a_fifo_in_a_championships_place_is_refused_by_restore() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo(dir.path());
    let o = catur(&[
        "section",
        "add",
        s(&file),
        "--code",
        "P9",
        "--name",
        "P9",
        "--rounds",
        "5",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    std::fs::remove_file(&file).expect("removed");
    let made = std::process::Command::new("mkfifo")
        .arg(&file)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    refused_at_once(&["restore", s(&file), "--from", "1"], "this is a FIFO");
}

#[test]
fn an_oversized_file_is_refused_with_its_size_before_it_is_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo(dir.path());
    let big = dir.path().join("big");
    // Sparse: 5 GB that take no room on the disk.
    let f = std::fs::File::create(&big).expect("created");
    f.set_len(5 * 1024 * 1024 * 1024).expect("sized");
    drop(f);
    for args in every_reader(s(&file), s(&big)) {
        refused_at_once(&args, "5120.0 MB is more than any");
    }
    refused_at_once(
        &["info", s(&big)],
        "more than any championship file holds (at most 16.0 MB)",
    );
    refused_at_once(
        &[
            "players",
            "import",
            s(&file),
            "--section",
            "L12",
            "--csv",
            s(&big),
        ],
        "more than any player list holds (at most 4.0 MB)",
    );
}

#[test]
fn a_folder_is_refused_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo(dir.path());
    for args in every_reader(s(&file), s(dir.path())) {
        refused_at_once(&args, "this is a folder, not a");
    }
}
