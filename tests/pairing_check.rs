//! `catur check` finds no difference on the whole reference tournaments: every round of
//! each is what the reference engine paired from the rounds before it.

mod common;

use catur::cli::check::differences;
use catur::cli::pair::load_section;

fn check_folder(sub: &str) {
    let Some(dir) = common::corpus_dir(sub) else {
        return;
    };
    let dir = dir.join("full");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut files: Vec<_> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    files.retain(|p| p.extension().is_some_and(|x| x == "trf"));
    files.sort();
    let filter = std::env::var("CASE").unwrap_or_default();
    let (mut clean, mut total, mut bad) = (0, 0, Vec::new());
    for f in files {
        let name = f
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        if !name.contains(&filter) {
            continue;
        }
        total += 1;
        match load_section(&f) {
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
