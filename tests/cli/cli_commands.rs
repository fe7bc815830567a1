//! The `catur` program as a user runs it: exit codes, messages, and files left as they
//! should be.

use crate::common;

use common::cli::{catur, code, s};
use std::process::Output;

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn a_championship_from_scratch() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("kuantan.catur");
    let f = s(&file);
    assert_eq!(
        code(&catur(&[
            "new",
            f,
            "--name",
            "Kejohanan Catur MSSD Kuantan 2026"
        ])),
        0
    );
    assert_eq!(
        code(&catur(&["new", f, "--name", "Again"])),
        1,
        "never overwrites"
    );
    let o = catur(&[
        "section",
        "add",
        f,
        "--code",
        "L12",
        "--name",
        "Lelaki Bawah 12",
        "--rounds",
        "7",
        "--preset",
        "pahang",
    ]);
    assert_eq!(code(&o), 0, "{:?}", text(&o));
    let o = catur(&[
        "section", "add", f, "--code", "P12", "--name", "x", "--rounds", "7", "--preset",
        "nonsense",
    ]);
    assert_eq!(code(&o), 2);

    let bad = dir.path().join("bad.csv");
    std::fs::write(&bad, "name,team,board,rating\nAhmad bin Ismail,SK Seri Indah,1,1500\nTan Wei Ming,SK Seri Indah,2,abc\n").unwrap();
    let before = std::fs::read(&file).unwrap();
    let o = catur(&["players", "import", f, "--section", "L12", "--csv", s(&bad)]);
    let (_, err) = text(&o);
    assert_eq!(code(&o), 3);
    assert!(err.contains("row 2") && err.contains("rating"), "{err}");
    assert_eq!(
        std::fs::read(&file).unwrap(),
        before,
        "a refused import leaves the file as it was"
    );

    let good = dir.path().join("good.csv");
    std::fs::write(&good, "\u{feff}name;team;board;sex;birth\nAhmad bin Ismail;SK Seri Indah;1;m;2015\nTan Wei Ming;SK Seri Indah;2;m;2014\nPriya a/p Raman;SJK(T) Ladang;1;f;2015-02-03\n").unwrap();
    let o = catur(&[
        "players",
        "import",
        f,
        "--section",
        "L12",
        "--csv",
        s(&good),
    ]);
    assert_eq!(code(&o), 0, "{:?}", text(&o));
    let (out, _) = text(&catur(&["players", "list", f, "--section", "L12"]));
    assert!(
        out.contains("Priya a/p Raman") && out.contains("3 players"),
        "{out}"
    );
    let (out, _) = text(&catur(&["info", f]));
    assert!(out.contains("1 sections, 3 players"), "{out}");
    assert_eq!(code(&catur(&["undo", f])), 0);
    let (out, _) = text(&catur(&["info", f]));
    assert!(out.contains("0 players"), "{out}");
    assert_eq!(code(&catur(&["redo", f])), 0);
    let (out, _) = text(&catur(&["info", f]));
    assert!(out.contains("3 players"), "{out}");
    assert_eq!(code(&catur(&["players", "list", f, "--section", "L13"])), 2);
}

#[test]
fn a_damaged_file_is_a_bad_input_and_stays_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("x.catur");
    std::fs::write(&file, b"CATUR\x01\x00garbage").unwrap();
    let o = catur(&["info", s(&file)]);
    assert_eq!(code(&o), 3);
    let o = catur(&[
        "section",
        "add",
        s(&file),
        "--code",
        "L12",
        "--name",
        "x",
        "--rounds",
        "5",
    ]);
    assert_eq!(code(&o), 3);
    assert_eq!(std::fs::read(&file).unwrap(), b"CATUR\x01\x00garbage");
}

#[test]
fn demo_results_and_reports() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("demo.catur");
    let f = s(&file);
    let o = catur(&["demo", f, "--played", "2"]);
    assert_eq!(code(&o), 0, "{:?}", text(&o));
    let (out, _) = text(&catur(&["info", f]));
    assert!(out.contains("6 sections, 252 players"), "{out}");
    for code_ in ["L12", "P12", "L15", "P15", "L18", "P18"] {
        assert!(out.contains(code_), "{out}");
    }
    // A result over an existing one is refused (exit 1) unless --change says so.
    let o = catur(&[
        "result",
        f,
        "--section",
        "L12",
        "--round",
        "2",
        "--board",
        "1",
        "0-1",
    ]);
    let again = catur(&[
        "result",
        f,
        "--section",
        "L12",
        "--round",
        "2",
        "--board",
        "1",
        "1-0",
    ]);
    assert!(code(&o) == 0 || code(&again) == 1);
    let o = catur(&[
        "result",
        f,
        "--section",
        "L12",
        "--round",
        "2",
        "--board",
        "1",
        "1/2",
        "--change",
    ]);
    assert_eq!(code(&o), 0, "{:?}", text(&o));
    assert_eq!(
        code(&catur(&[
            "result",
            f,
            "--section",
            "L12",
            "--round",
            "2",
            "--board",
            "1",
            "7-7"
        ])),
        2
    );

    let kinds = [
        "pairings",
        "pairings-by-name",
        "results",
        "standings",
        "crosstable",
        "teams",
        "schools",
        "players",
        "players-by-name",
        "players-by-team",
        "test-page",
    ];
    for kind in kinds {
        for (width, charset, printer) in [
            ("80", "ascii", "plain"),
            ("136", "cp437", "escp"),
            ("80", "cp850", "escp"),
        ] {
            let o = catur(&[
                "report",
                f,
                "--section",
                "P15",
                "--kind",
                kind,
                "--width",
                width,
                "--charset",
                charset,
                "--printer",
                printer,
            ]);
            assert_eq!(
                code(&o),
                0,
                "{kind} {width} {charset} {printer}: {:?}",
                text(&o).1
            );
            assert!(!o.stdout.is_empty());
        }
    }
    for format in ["csv", "html"] {
        assert_eq!(
            code(&catur(&[
                "report",
                f,
                "--section",
                "L12",
                "--kind",
                "standings",
                "--format",
                format
            ])),
            0
        );
    }
    let out = dir.path().join("out.txt");
    let o = catur(&[
        "report",
        f,
        "--section",
        "X99",
        "--kind",
        "pairings",
        "-o",
        s(&out),
    ]);
    assert_eq!(code(&o), 2);
    assert!(text(&o).1.contains("no section"), "{:?}", text(&o));
    let o = catur(&[
        "report",
        f,
        "--section",
        "L12",
        "--kind",
        "pairings",
        "--round",
        "9",
        "-o",
        s(&out),
    ]);
    assert_eq!(code(&o), 2);
    assert!(text(&o).1.contains("not paired"));
    let o = catur(&[
        "report",
        f,
        "--section",
        "L12",
        "--kind",
        "nonsense",
        "-o",
        s(&out),
    ]);
    assert_eq!(code(&o), 2);
    assert!(!out.exists(), "a refused report writes nothing");
    let o = catur(&[
        "report",
        f,
        "--section",
        "L12",
        "--kind",
        "pairings",
        "--device",
        "/nonexistent/lp0",
    ]);
    // A printer that cannot be reached is "could not print" (README's exit codes).
    assert_eq!(code(&o), 6);
    assert!(text(&o).1.contains("/nonexistent/lp0"));
    let o = catur(&[
        "report",
        f,
        "--section",
        "L12",
        "--kind",
        "pairings",
        "-o",
        s(&out),
    ]);
    assert_eq!(code(&o), 0);
    assert!(std::fs::read(&out).unwrap().ends_with(b"\x0c"));
}

#[test]
fn opening_a_file_without_a_terminal_prints_its_state() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("new.catur");
    let o = catur(&["new", s(&file), "--name", "Kejohanan Catur MSSD Temerloh"]);
    assert_eq!(code(&o), 0, "{:?}", text(&o));
    let o = catur(&[s(&file)]);
    assert_eq!(code(&o), 0, "{:?}", text(&o));
    let (out, _) = text(&o);
    assert!(out.contains("0 sections") && out.contains("Next:"), "{out}");
}

/// Issue 12: a mistyped file name once created an empty championship silently.
#[test]
fn issue_12_a_missing_file_is_refused_and_not_created() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("kuantan.catr");
    let o = catur(&[s(&file)]);
    assert_eq!(code(&o), 3, "{:?}", text(&o));
    assert!(
        text(&o).1.contains("no such championship file"),
        "{:?}",
        text(&o)
    );
    for args in [
        vec!["info", s(&file)],
        vec![
            "result",
            s(&file),
            "--section",
            "L12",
            "--round",
            "1",
            "--board",
            "1",
            "1-0",
        ],
        vec!["pair", s(&file), "--section", "L12"],
        vec!["undo", s(&file)],
    ] {
        let o = catur(&args);
        assert_eq!(code(&o), 3, "{args:?}: {:?}", text(&o));
        assert!(
            text(&o).1.contains("no such championship file"),
            "{:?}",
            text(&o)
        );
    }
    assert!(!file.exists(), "nothing created");
}

/// Issue 38 item 3: `catur help` groups the commands (championship, players, rounds,
/// results, reports, files), each command listed once under its group.
#[test]
fn help_groups_the_commands() {
    let out = catur(&["help"]);
    assert_eq!(code(&out), 0);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let headings = [
        "Championship:",
        "Players and teams:",
        "Rounds:",
        "Results:",
        "Reports:",
        "Files:",
    ];
    let at: Vec<usize> = headings
        .iter()
        .map(|h| text.find(h).unwrap_or_else(|| panic!("{h} in:\n{text}")))
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "in order:\n{text}");
    for (heading, names) in catur::cli::help::GROUPS {
        let start = text.find(&format!("{heading}:")).expect("heading");
        let block = text[start..].split("\n\n").next().unwrap_or("");
        for name in names {
            assert!(
                block.lines().any(|l| l.starts_with(&format!("  {name} "))),
                "{name} under {heading}:\n{block}"
            );
            let listed = text
                .lines()
                .filter(|l| l.starts_with(&format!("  {name} ")))
                .count();
            assert_eq!(listed, 1, "{name} listed once:\n{text}");
        }
    }
    assert!(!text.contains("hold-open") && !text.contains("hold-lock"));
}
