//! Helpers shared by the scenario tests.
#![allow(dead_code)]

use std::path::PathBuf;

/// The folder of shared reference cases: `CATUR_CORPUS`, or `../shared/corpus` beside the
/// crate. Returns `None` (after saying so) when it is missing, so that a lone clone still
/// passes `cargo test`; with `CATUR_REQUIRE_CORPUS=1` a missing corpus is a failure.
pub fn corpus_dir(sub: &str) -> Option<PathBuf> {
    let base = std::env::var_os("CATUR_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus"));
    let dir = base.join(sub);
    if dir.is_dir() {
        return Some(dir);
    }
    let required = std::env::var("CATUR_REQUIRE_CORPUS").is_ok_and(|v| v == "1");
    assert!(
        !required,
        "reference corpus {} is missing (CATUR_REQUIRE_CORPUS=1)",
        dir.display()
    );
    eprintln!(
        "skipping: reference corpus {} not found (set CATUR_CORPUS)",
        dir.display()
    );
    None
}
