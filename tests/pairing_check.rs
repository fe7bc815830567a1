//! `catur check` finds no difference on the whole reference tournaments: every round of
//! each is what the reference engine paired from the rounds before it.

mod common;

use catur::cli::check::differences;
use catur::cli::pair::load_section;

fn check_folder(sub: &str) {
    let dir = common::corpus_dir(sub).join("full");
    let files = common::files_with_extension(&dir, "trf");
    let filter = common::case_filter().unwrap_or_default();
    let (mut clean, mut total, mut bad) = (0, 0, Vec::new());
    for f in &files {
        let name = f
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        if !name.contains(&filter) {
            continue;
        }
        total += 1;
        match load_section(f) {
            Ok(s) => {
                let d = differences(&s);
                if d.is_empty() {
                    clean += 1;
                } else {
                    bad.push(format!("{name}: {}", d.join("; ")));
                }
            }
            Err((msg, _)) => bad.push(format!("{name}: {msg}")),
        }
    }
    eprintln!("{sub}/full: {clean}/{total} without difference");
    common::assert_ran_all(sub, total, files.len());
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn check_finds_no_difference_in_reference_tournaments() {
    check_folder("pairing");
}

#[test]
fn check_finds_no_difference_in_school_tournaments() {
    check_folder("pairing-school");
}

/// 100 simulated tournaments of 9 to 200 players: re-pairing each round from the rounds
/// before it gives the same round (run with `--ignored`, best in release mode).
#[test]
#[ignore]
fn check_finds_no_difference_in_simulated_tournaments() {
    let mut bad = Vec::new();
    for seed in 1..=100u64 {
        let n = 9 + (seed as u32 * 37) % 192;
        let rounds = 5 + (seed as u32) % 5;
        match catur::cli::simulate::simulate(n, rounds, seed) {
            Ok(s) => {
                let d = differences(&s);
                if !d.is_empty() {
                    bad.push(format!("seed {seed} ({n} players): {}", d.join("; ")));
                }
            }
            Err(e) => bad.push(format!("seed {seed}: {e}")),
        }
    }
    eprintln!("simulated: {} of 100 with a difference", bad.len());
    assert!(bad.is_empty(), "{bad:#?}");
}
