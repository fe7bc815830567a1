//! `catur check` finds no difference on the whole reference tournaments: every round of
//! each is what the reference engine paired from the rounds before it.

use crate::common;

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
            Err(e) => bad.push(format!("{name}: {e}")),
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

/// A reference tournament whose last round is spoiled by `spoil`, which returns the
/// pairs (`white-black`) it broke: `catur check` must report that round, naming those
/// pairs as the engine's, and no other round. (The last round, so that no later round
/// is paired from the spoiled history.)
fn assert_check_reports_only_the_spoiled_round(
    spoil: impl FnOnce(&mut catur::model::Round) -> Vec<String>,
) {
    let path = common::corpus_dir("pairing").join("full/n015_r7_mod2.trf");
    let mut s = load_section(&path).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        differences(&s).is_empty(),
        "the reference tournament checks clean"
    );
    let last = s.rounds.last_mut().expect("the tournament has rounds");
    let number = last.number;
    let broken = spoil(last);
    let diffs = differences(&s);
    assert_eq!(diffs.len(), 1, "{diffs:#?}");
    let prefix = format!("round {number}: file has ");
    assert!(diffs[0].starts_with(&prefix), "{diffs:#?}");
    let (_, engine) = diffs[0]
        .split_once(" but the engine pairs ")
        .unwrap_or_else(|| panic!("{diffs:#?}"));
    for pair in &broken {
        assert!(engine.split(' ').any(|p| p == pair), "{pair}: {diffs:#?}");
    }
}

fn pair(b: &catur::model::Board) -> String {
    format!("{}-{}", b.white.0, b.black.0)
}

#[test]
fn check_reports_the_round_with_swapped_colours() {
    assert_check_reports_only_the_spoiled_round(|r| {
        let b = &mut r.boards[0];
        let was = pair(b);
        std::mem::swap(&mut b.white, &mut b.black);
        vec![was]
    });
}

#[test]
fn check_reports_the_round_with_a_swapped_pair() {
    assert_check_reports_only_the_spoiled_round(|r| {
        let was = vec![pair(&r.boards[0]), pair(&r.boards[1])];
        let (first, second) = r.boards.split_at_mut(1);
        std::mem::swap(&mut first[0].black, &mut second[0].black);
        was
    });
}

#[test]
fn check_reports_the_round_with_the_wrong_bye() {
    assert_check_reports_only_the_spoiled_round(|r| {
        let pab = r
            .unpaired
            .iter_mut()
            .find(|u| u.kind == catur::model::ByeKind::Pab)
            .expect("the last round has a pairing-allocated bye");
        let board = r.boards.last_mut().expect("the last round has boards");
        let was = pair(board);
        std::mem::swap(&mut pab.player, &mut board.white);
        vec![was]
    });
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
