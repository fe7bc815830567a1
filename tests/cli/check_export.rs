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

/// Issue 35 item 4: `--without-unfinished-round` leaves out a round paired without
/// every result, so that the file is the one that round was paired from: pairing the
/// file again gives the round as paired, and no game is left without a result (which
/// bbpPairings refuses). A round with every result is kept.
#[test]
fn an_unfinished_round_can_be_left_out_of_the_export() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("demo.catur");
    let f = s(&file);
    assert_eq!(code(&catur(&["demo", f, "--played", "2"])), 0);
    let paired = catur(&["pair", f, "--section", "L12"]);
    assert_eq!(code(&paired), 0);
    let trf = dir.path().join("L12.trf");
    let t = s(&trf);
    let export = |more: &[&str]| {
        let mut args = vec!["export", f, "--section", "L12", "--trf", t];
        args.extend_from_slice(more);
        let o = catur(&args);
        assert_eq!(code(&o), 0, "{}", String::from_utf8_lossy(&o.stderr));
        let said = String::from_utf8_lossy(&o.stdout).into_owned();
        (said, std::fs::read_to_string(&trf).expect("exported"))
    };
    // The last round with a game in it: round r's colour is column 97 + 10 (r - 1).
    let rounds_written = |text: &str| {
        text.lines()
            .filter(|l| l.starts_with("001 "))
            .flat_map(|l| {
                let c: Vec<char> = l.chars().collect();
                (1..=9).filter(move |r| matches!(c.get(96 + 10 * (r - 1)), Some('w' | 'b')))
            })
            .max()
            .unwrap_or(0)
    };
    let (_, with) = export(&[]);
    assert_eq!(rounds_written(&with), 3);
    let (said, without) = export(&["--without-unfinished-round"]);
    assert!(
        said.contains("round 3 left out, 0 of 20 results in"),
        "{said}"
    );
    assert_eq!(rounds_written(&without), 2, "{without}");
    // The file round 3 was paired from: pairing it gives round 3 again.
    let again = catur(&["pair", "--trf", t]);
    assert_eq!(code(&again), 0);
    let boards: Vec<(String, String)> = String::from_utf8_lossy(&again.stdout)
        .lines()
        .skip(1)
        .filter_map(|l| {
            l.split_once(' ')
                .map(|(a, b)| (a.to_string(), b.to_string()))
        })
        .collect();
    let tsv = catur(&[
        "report",
        f,
        "--section",
        "L12",
        "--kind",
        "pairings",
        "--format",
        "csv",
    ]);
    let csv = String::from_utf8_lossy(&tsv.stdout);
    let printed: Vec<(String, String)> = csv
        .lines()
        .skip(1)
        .filter_map(|l| {
            let cells: Vec<&str> = l.split(',').collect();
            (cells.len() > 6 && !cells[1].is_empty())
                .then(|| (cells[1].to_string(), cells[5].to_string()))
        })
        .collect();
    assert_eq!(boards.len(), 20);
    assert_eq!(&printed[..20], &boards[..], "{csv}");
    // Every result in: nothing is left out.
    for board in 1..=20 {
        let b = board.to_string();
        let o = catur(&[
            "result",
            f,
            "--section",
            "L12",
            "--round",
            "3",
            "--board",
            &b,
            "1/2",
        ]);
        assert_eq!(code(&o), 0);
    }
    let (said, complete) = export(&["--without-unfinished-round"]);
    assert!(!said.contains("left out"), "{said}");
    assert_eq!(rounds_written(&complete), 3);
}
