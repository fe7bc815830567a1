//! Every reference case of the shared corpus, paired by catur and compared exactly
//! (pairs, colours, board order) with the reference engine's answer.

use crate::common;

use catur::cli::pair::{load_section, pair_next};
use std::path::Path;

/// Pairs every `NAME.trf` of the folder that has a `NAME.expected` or `NAME.nopairing`;
/// returns (passed, total, names of the failures).
fn run_folder(dir: &Path) -> (usize, usize, Vec<String>) {
    let filter = common::case_filter().unwrap_or_default();
    let (mut pass, mut total, mut failed) = (0, 0, Vec::new());
    for trf in common::files_with_extension(dir, "trf") {
        let name = trf
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_default();
        if !name.contains(&filter) {
            continue;
        }
        let expected = std::fs::read_to_string(trf.with_extension("expected")).ok();
        let nopairing = trf.with_extension("nopairing").exists();
        if expected.is_none() && !nopairing {
            continue;
        }
        total += 1;
        let got = load_section(&trf).and_then(|s| pair_next(&s));
        let ok = match (&expected, &got) {
            (Some(e), Ok(g)) => e.trim() == g.trim(),
            (None, Err(e)) => e.exit_code() == 1,
            _ => false,
        };
        if ok {
            pass += 1;
        } else {
            if std::env::var("SHOW").is_ok() {
                eprintln!("{name}: expected\n{expected:?}\ngot\n{got:?}");
            }
            failed.push(name);
        }
    }
    (pass, total, failed)
}

/// Pairs the cases of `sub` and asserts that every one of them ran and matched.
fn check_folder(sub: &str) {
    let dir = common::corpus_dir(sub);
    let (pass, total, failed) = run_folder(&dir);
    eprintln!("{sub}: {pass}/{total} exact; failing: {failed:?}");
    let found = common::files_with_extension(&dir, "expected").len()
        + common::files_with_extension(&dir, "nopairing").len();
    common::assert_ran_all(sub, total, found);
    assert_eq!(pass, total, "failing: {failed:?}");
}

#[test]
fn corpus_pairing_exact() {
    check_folder("pairing");
}

#[test]
fn corpus_pairing_school_exact() {
    check_folder("pairing-school");
}

/// Cases cut from tournaments generated in December 2026 (the pairing-allocated bye in
/// small fields near the end).
#[test]
fn corpus_pairing_fresh_exact() {
    check_folder("pairing-fresh");
}
