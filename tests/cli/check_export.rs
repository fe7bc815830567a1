//! An export that checks (issue 35 item 4): the school rules a round was paired under
//! (same-team avoidance, top seeds apart) travel in the TRF as `260` records, so
//! `catur check` re-pairs every round of every section of the demo championship, a
//! round paired without results included, and finds nothing.

use crate::common;

use common::cli::{catur, code, s};

#[test]
fn check_is_clean_on_every_section_of_the_demo_export() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("demo.catur");
    let f = s(&file);
    assert_eq!(code(&catur(&["demo", f, "--played", "2"])), 0);
    assert_eq!(code(&catur(&["pair", f, "--section", "L12"])), 0);
    for section in ["L12", "P12", "L15", "P15", "L18", "P18"] {
        let trf = dir.path().join(format!("{section}.trf"));
        let t = s(&trf);
        assert_eq!(
            code(&catur(&["export", f, "--section", section, "--trf", t])),
            0
        );
        let text = std::fs::read_to_string(&trf).expect("exported");
        assert!(
            text.lines().any(|l| l.starts_with("260 ")),
            "{section}: no 260"
        );
        let o = catur(&["check", "--trf", t]);
        let out = String::from_utf8_lossy(&o.stdout);
        assert_eq!(code(&o), 0, "{section}:\n{out}");
        assert!(out.contains("no difference"), "{section}:\n{out}");
    }
}
