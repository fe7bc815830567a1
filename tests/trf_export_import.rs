//! `catur export` and `catur import`: a played section written as TRF and read back
//! into another championship is the same section (players, results, standings), and
//! a bad TRF file is refused with its line and column, leaving the championship as it was.

use catur::model::{RoundEntry, Section, Tpn};
use std::path::Path;
use std::process::{Command, Output};

fn catur(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_catur"))
        .args(args)
        .env("CATUR_PRINTED_AT", "2026-03-15 17:30")
        .output()
        .expect("catur runs")
}

fn ok(o: &Output) {
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

/// Every player's round entries with opponents as pairing numbers.
fn entries(section: &Section) -> Vec<(Tpn, Vec<String>)> {
    let mut v: Vec<_> = section
        .players
        .iter()
        .map(|p| {
            let rounds = (1..=section.rounds_paired())
                .map(|r| match section.entry(p.id, r) {
                    Some(RoundEntry::Game {
                        opponent,
                        colour,
                        result,
                    }) => format!(
                        "{} {colour:?} {result:?}",
                        section.player(opponent).map_or(0, |o| o.tpn)
                    ),
                    other => format!("{other:?}"),
                })
                .collect();
            (p.tpn, rounds)
        })
        .collect();
    v.sort();
    v
}

fn standings(section: &Section) -> Vec<(Tpn, String, String, String)> {
    let st = catur::standings::section_standings(section, None).expect("standings");
    st.rows
        .iter()
        .map(|r| {
            (
                r.tpn,
                format!("{:?}", r.points),
                format!("{:?}", r.values),
                format!("{:?}", r.place),
            )
        })
        .collect()
}

#[test]
fn a_played_section_comes_back_equal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let demo = dir.path().join("demo.catur");
    let other = dir.path().join("other.catur");
    let trf = dir.path().join("l12.trf");
    ok(&catur(&["demo", s(&demo), "--played", "4"]));
    ok(&catur(&[
        "export",
        s(&demo),
        "--section",
        "L12",
        "--trf",
        s(&trf),
    ]));
    ok(&catur(&[
        "new",
        s(&other),
        "--name",
        "Kejohanan Catur Daerah",
    ]));
    ok(&catur(&[
        "import",
        s(&other),
        "--trf",
        s(&trf),
        "--section",
        "L12",
    ]));
    let a = catur::store::load(&demo).expect("demo loads");
    let b = catur::store::load(&other).expect("imported loads");
    let (a, b) = (
        a.section("L12").expect("L12"),
        b.section("L12").expect("L12 imported"),
    );
    let people = |s: &Section| {
        let mut v: Vec<_> = s
            .players
            .iter()
            .map(|p| (p.tpn, p.name.clone(), p.rating))
            .collect();
        v.sort();
        v
    };
    assert_eq!(people(a), people(b));
    assert_eq!(b.rounds_paired(), 4);
    assert_eq!(b.settings.rounds_planned, a.settings.rounds_planned);
    assert_eq!(entries(a), entries(b));
    assert_eq!(a.settings.tiebreaks, b.settings.tiebreaks);
    // TRF carries no teams, so the demo's reserves who never played (not ranked in the
    // demo) are ordinary players of the imported section, ranked after everybody else.
    let (ranked, all) = (standings(a), standings(b));
    assert_eq!(all[..ranked.len()], ranked[..]);
    let unranked = catur::standings::section_standings(a, None)
        .expect("standings")
        .unranked;
    let reserves: Vec<Tpn> = unranked
        .iter()
        .filter_map(|id| a.player(*id).map(|p| p.tpn))
        .collect();
    let extra: Vec<Tpn> = all[ranked.len()..].iter().map(|r| r.0).collect();
    assert_eq!(extra, reserves);

    // The imported section can be continued: its next round pairs.
    ok(&catur(&["pair", s(&other), "--section", "L12"]));
}

#[test]
fn trf16_has_no_trf26_records() {
    let dir = tempfile::tempdir().expect("temp dir");
    let demo = dir.path().join("demo.catur");
    let trf = dir.path().join("p12.trf");
    ok(&catur(&["demo", s(&demo), "--played", "2"]));
    ok(&catur(&[
        "export",
        s(&demo),
        "--section",
        "P12",
        "--trf",
        s(&trf),
        "--format",
        "trf16",
    ]));
    let text = std::fs::read_to_string(&trf).expect("written");
    assert!(text.lines().any(|l| l.starts_with("XXR ")));
    for code in ["142 ", "152 ", "162 ", "202 "] {
        assert!(!text.lines().any(|l| l.starts_with(code)), "{code}");
    }
    assert_eq!(text.lines().filter(|l| l.starts_with("001 ")).count(), 43);
}

#[test]
fn a_bad_trf_is_refused_with_line_and_column() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("c.catur");
    let trf = dir.path().join("bad.trf");
    ok(&catur(&["new", s(&file), "--name", "Kejohanan"]));
    std::fs::write(
        &trf,
        "012 Kejohanan\n001    1 m    Ahmad bin Ismail                  1500 MAS            2014/01/01  0.0    1  XXXX w 1\n",
    )
    .expect("written");
    let o = catur(&["import", s(&file), "--trf", s(&trf), "--section", "L12"]);
    assert_eq!(o.status.code(), Some(3));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("line 2"), "{err}");
    assert!(err.contains("column"), "{err}");
    let t = catur::store::load(&file).expect("loads");
    assert!(t.sections.is_empty(), "nothing imported");
}

#[test]
fn an_existing_section_is_not_replaced() {
    let dir = tempfile::tempdir().expect("temp dir");
    let demo = dir.path().join("demo.catur");
    let trf = dir.path().join("l12.trf");
    ok(&catur(&["demo", s(&demo), "--played", "1"]));
    ok(&catur(&[
        "export",
        s(&demo),
        "--section",
        "L12",
        "--trf",
        s(&trf),
    ]));
    let o = catur(&["import", s(&demo), "--trf", s(&trf), "--section", "L12"]);
    assert_eq!(o.status.code(), Some(1));
}
