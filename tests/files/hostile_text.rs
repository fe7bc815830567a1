//! Control characters never pass: escape sequences (a window title, clear screen, the
//! OSC 52 clipboard write), BEL, NUL, form feed and ESC/P printer codes are refused at
//! every entry point (command-line values, the operations behind the desk's forms, CSV
//! and TRF import), and every output escapes what an older file may still hold.

use crate::common;

use catur::model::Tournament;
use common::cli::{catur, code, s, stderr};
use std::path::Path;

/// The texts a tester typed or put in files, one per kind of control code.
const HOSTILE: [&str; 7] = [
    "Tan\u{1b}]0;owned\u{7}Wei Ming",      // window title (OSC 0), BEL
    "Tan\u{1b}]52;c;ZWNobyBoaQ==\u{7}Wei", // clipboard write (OSC 52)
    "Tan\u{1b}[2J\u{1b}[HWei",             // clear screen
    "Tan\u{7}Wei",                         // bell
    "Tan\u{0}Wei",                         // NUL
    "Tan\u{c}Wei",                         // form feed
    "Tan\u{1b}@\u{1b}E\u{f}Wei",           // ESC/P: reset, bold, condensed
];

fn assert_clean(what: &str, bytes: &[u8]) {
    if let Some((i, b)) = catur::model::first_raw_control(bytes) {
        panic!(
            "{what}: raw control byte 0x{b:02X} at {i} in {:?}",
            String::from_utf8_lossy(bytes)
        );
    }
}

fn demo(dir: &Path) -> std::path::PathBuf {
    let file = dir.join("demo.catur");
    let o = catur(&["demo", s(&file), "--played", "1"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    file
}

#[test]
fn command_line_values_with_control_characters_are_refused_naming_the_field() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo(dir.path());
    let fresh = dir.path().join("new.catur");
    // NUL cannot be passed in a program argument; the files below carry it.
    for bad in HOSTILE.iter().filter(|t| !t.contains('\0')) {
        let cases: [(Vec<&str>, &str); 5] = [
            (
                vec!["new", s(&fresh), "--name", bad],
                "the championship's name",
            ),
            (
                vec!["new", s(&fresh), "--name", "Kejohanan", "--arbiter", bad],
                "the chief arbiter's name",
            ),
            (
                vec!["new", s(&fresh), "--name", "Kejohanan", "--venue", bad],
                "the venue",
            ),
            (
                vec![
                    "section",
                    "add",
                    s(&file),
                    "--code",
                    "P9",
                    "--name",
                    bad,
                    "--rounds",
                    "5",
                ],
                "the section's name",
            ),
            (
                vec![
                    "section",
                    "edit",
                    s(&file),
                    "--section",
                    "L12",
                    "--name",
                    bad,
                ],
                "the section's name",
            ),
        ];
        for (args, field) in cases {
            let o = catur(&args);
            assert_eq!(code(&o), 1, "{args:?}: {}", stderr(&o));
            assert!(
                stderr(&o).contains(&format!("{field} holds a control character")),
                "{args:?}: {}",
                stderr(&o)
            );
            assert_clean("stderr", &o.stderr);
            assert_clean("stdout", &o.stdout);
        }
        assert!(!fresh.exists(), "nothing created for {bad:?}");
        // The wrong value is quoted, escaped, in the message of an unknown section.
        let o = catur(&["players", "list", s(&file), "--section", bad]);
        assert_ne!(code(&o), 0);
        assert_clean("stderr of an unknown section", &o.stderr);
    }
}

#[test]
fn csv_and_trf_files_with_control_characters_are_refused_where_they_are() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo(dir.path());
    let before = std::fs::read(&file).expect("read");
    for bad in HOSTILE {
        let csv = dir.path().join("list.csv");
        std::fs::write(
            &csv,
            format!("name,rating\nNur Aisyah binti Hassan,1500\n{bad},1400\n"),
        )
        .expect("written");
        let o = catur(&[
            "players",
            "import",
            s(&file),
            "--section",
            "L12",
            "--csv",
            s(&csv),
        ]);
        assert_eq!(code(&o), 3, "{bad:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("line 3"), "{}", stderr(&o));
        assert_clean("csv stderr", &o.stderr);

        let trf = dir.path().join("in.trf");
        std::fs::write(
            &trf,
            format!(
                "012 Kejohanan\n\
                 001    1      {:<32}1500                               0.0    1\n\
                 001    2      Priya a/p Raman                 1400                               0.0    2\n",
                bad
            ),
        )
        .expect("written");
        for args in [
            vec!["import", s(&file), "--trf", s(&trf), "--section", "T1"],
            vec!["standings", "--trf", s(&trf), "--tiebreaks", "BH"],
            vec!["pair", "--trf", s(&trf)],
        ] {
            let o = catur(&args);
            assert_eq!(code(&o), 3, "{args:?} {bad:?}: {}", stderr(&o));
            assert!(
                stderr(&o).contains("line 2, column 18: control character"),
                "{args:?}: {}",
                stderr(&o)
            );
            assert_clean("trf stderr", &o.stderr);
            assert_clean("trf stdout", &o.stdout);
        }
    }
    assert_eq!(
        std::fs::read(&file).expect("read"),
        before,
        "file untouched"
    );
}

/// A championship saved before the checks, with a control code in every text.
fn older_file(dir: &Path, bad: &str) -> std::path::PathBuf {
    let file = demo(dir);
    let mut t: Tournament = catur::store::load(&file).expect("loads");
    t.championship.name = format!("Kejohanan {bad}");
    t.championship.venue = bad.to_string();
    t.championship.chief_arbiter = bad.to_string();
    for s in &mut t.sections {
        s.settings.name = format!("Kategori {bad}");
        for p in &mut s.players {
            p.name = format!("{} {bad}", p.name);
            p.federation = "M\u{7}S".into();
        }
        for team in &mut s.teams {
            team.name = format!("{} {bad}", team.name);
        }
    }
    catur::store::save(&file, &t).expect("saved");
    file
}

#[test]
fn every_output_escapes_control_characters_from_an_older_file() {
    for bad in HOSTILE {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = older_file(dir.path(), bad);
        let f = s(&file);
        let mut runs: Vec<Vec<&str>> = vec![
            vec!["info", f],
            vec!["players", "list", f, "--section", "L12"],
            vec!["standings", f, "--section", "L12"],
            vec!["standings", f, "--section", "L12", "--format", "tsv"],
            vec!["teams", f, "--section", "L12"],
            vec!["undo", f],
        ];
        for kind in ["pairings", "standings", "players", "crosstable", "teams"] {
            for format in ["text", "csv", "html"] {
                runs.push(vec![
                    "report",
                    f,
                    "--section",
                    "L12",
                    "--kind",
                    kind,
                    "--format",
                    format,
                ]);
            }
        }
        for args in &runs {
            let o = catur(args);
            assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
            assert_clean(&format!("{args:?} stdout"), &o.stdout);
            assert_clean(&format!("{args:?} stderr"), &o.stderr);
        }
        for format in ["trf16", "trf26"] {
            let out = dir.path().join(format!("out-{format}.trf"));
            let o = catur(&[
                "export",
                f,
                "--section",
                "L12",
                "--trf",
                s(&out),
                "--format",
                format,
            ]);
            assert_eq!(code(&o), 0, "{}", stderr(&o));
            assert_clean("export stdout", &o.stdout);
            assert_clean("exported TRF", &std::fs::read(&out).expect("written"));
        }
        // The hall display's pages.
        let t = catur::store::load(&file).expect("loads");
        for page in catur::tui::hall::pages(&t, 40, 100) {
            for text in [&page.title, &page.event].into_iter().chain(&page.lines) {
                assert_clean("hall display", text.as_bytes());
            }
        }
    }
}

#[test]
fn the_operations_behind_the_desk_forms_refuse_control_characters() {
    use catur::ops::{self, OpError, TextField, Why};
    let mut t = catur::cli::build_demo().expect("demo");
    let field = |r: Result<(), OpError>| match r {
        Err(OpError::Invalid(Why::ControlCharacter { field, .. })) => field,
        other => panic!("not refused for a control character: {other:?}"),
    };
    for bad in HOSTILE {
        let mut c = t.championship.clone();
        c.chief_arbiter = bad.into();
        assert_eq!(
            field(ops::edit_championship(&mut t, c)),
            TextField::ChiefArbiter
        );
        let mut c = t.championship.clone();
        c.deputy_arbiters = vec![bad.into()];
        assert_eq!(
            field(ops::edit_championship(&mut t, c)),
            TextField::DeputyArbiter
        );
        let code = t.sections[0].code.clone();
        let mut settings = t.sections[0].settings.clone();
        settings.name = bad.into();
        assert_eq!(
            field(ops::edit_section(&mut t, &code, settings)),
            TextField::SectionName
        );
        let player = ops::PlayerFields::named(bad);
        assert_eq!(
            field(ops::add_player(&mut t, &code, player).map(|_| ())),
            TextField::PlayerName
        );
        assert_eq!(
            field(ops::add_team(&mut t, &code, bad, None).map(|_| ())),
            TextField::TeamName
        );
    }
}
