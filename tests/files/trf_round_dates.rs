//! Record `132`: the round dates travel in a TRF export, each under its round's block,
//! come back on import (without times: TRF has no place for them), and a date that
//! does not read is refused with its line and column.

use crate::common;

use catur::model::Schedule;
use common::cli::{catur, code, s, stderr};

fn ok(o: &std::process::Output) {
    assert_eq!(
        code(o),
        0,
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        stderr(o)
    );
}

#[test]
fn round_dates_go_out_as_record_132_and_come_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    let demo = dir.path().join("demo.catur");
    let other = dir.path().join("other.catur");
    let trf = dir.path().join("l12.trf");
    ok(&catur(&["demo", s(&demo), "--played", "2"]));
    ok(&catur(&[
        "section",
        "edit",
        s(&demo),
        "--section",
        "L12",
        "--schedule",
        "1=2026-12-05 08:30, 2=2026-12-05 14:30, 4=2026-12-06 08:30",
    ]));
    ok(&catur(&[
        "export",
        s(&demo),
        "--section",
        "L12",
        "--trf",
        s(&trf),
    ]));
    let text = std::fs::read_to_string(&trf).expect("written");
    let line = text
        .lines()
        .find(|l| l.starts_with("132"))
        .unwrap_or_else(|| panic!("no 132 line:\n{text}"));
    let at = |col: usize| line.get(col - 1..col + 7).unwrap_or("");
    assert_eq!(at(92), "26/12/05", "{line}");
    assert_eq!(at(102), "26/12/05", "{line}");
    assert_eq!(at(112).trim(), "", "{line}");
    assert_eq!(at(122), "26/12/06", "{line}");
    // catur's own checker reads the file as before.
    ok(&catur(&["check", "--trf", s(&trf)]));

    ok(&catur(&[
        "new",
        s(&other),
        "--name",
        "Kejohanan Catur Negeri",
    ]));
    ok(&catur(&[
        "import",
        s(&other),
        "--trf",
        s(&trf),
        "--section",
        "L12",
    ]));
    let t = catur::store::load(&other).expect("loads");
    assert_eq!(
        t.section("L12").expect("L12").settings.schedule,
        Schedule::parse("1=2026-12-05, 2=2026-12-05, 4=2026-12-06").unwrap()
    );
}

#[test]
fn a_round_date_that_does_not_read_names_its_line_and_column() {
    let dir = tempfile::tempdir().expect("temp dir");
    let trf = dir.path().join("bad.trf");
    let other = dir.path().join("other.catur");
    let text = format!(
        "012 Kejohanan\n{:<91}26/12/05  26/13/05\n\
         001    1      Tan Wei Ming                                                                       \n\
         001    2      Priya a/p Raman                                                                    \n",
        "132"
    );
    std::fs::write(&trf, text).expect("written");
    ok(&catur(&["new", s(&other), "--name", "Kejohanan"]));
    let o = catur(&["import", s(&other), "--trf", s(&trf), "--section", "L12"]);
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("line 2, column 102") && stderr(&o).contains("26/13/05"),
        "{}",
        stderr(&o)
    );
    assert!(
        catur::store::load(&other)
            .expect("loads")
            .sections
            .is_empty()
    );
}
