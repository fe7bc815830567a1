//! Every reference case of the shared corpus, paired by catur and compared exactly
//! (pairs, colours, board order) with the reference engine's answer.

mod common;

use catur::cli::pair::{load_section, pair_next};
use std::path::Path;

/// Pairs every `NAME.trf` of the folder that has a `NAME.expected` or `NAME.nopairing`;
/// returns (passed, total, names of the failures).
fn run_folder(dir: &Path) -> (usize, usize, Vec<String>) {
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    names.retain(|p: &std::path::PathBuf| p.extension().is_some_and(|x| x == "trf"));
    names.sort();
    let filter = std::env::var("CASE").unwrap_or_default();
    let (mut pass, mut total, mut failed) = (0, 0, Vec::new());
    for trf in names {
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
            (None, Err((_, 1))) => true,
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

#[test]
fn corpus_pairing_exact() {
    let Some(dir) = common::corpus_dir("pairing") else {
        return;
    };
    let (pass, total, failed) = run_folder(&dir);
    eprintln!("pairing: {pass}/{total} exact; failing: {failed:?}");
    assert_eq!(pass, total, "failing: {failed:?}");
}

#[test]
fn corpus_pairing_school_exact() {
    let Some(dir) = common::corpus_dir("pairing-school") else {
        return;
    };
    let (pass, total, failed) = run_folder(&dir);
    eprintln!("pairing-school: {pass}/{total} exact; failing: {failed:?}");
    assert_eq!(pass, total, "failing: {failed:?}");
}
