//! `--format json` for scripts: the output of `info`, `players list`, `standings`,
//! `teams` and `report` parses as JSON and carries the fields the README names, with
//! names escaped whatever they hold.

use crate::common;

use common::cli::{catur, code, s, stderr, stdout};
use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let o = catur(args);
    assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
    serde_json::from_str(&stdout(&o)).unwrap_or_else(|e| panic!("{args:?}: {e}\n{}", stdout(&o)))
}

/// The demo championship with two rounds of every section played.
fn demo(dir: &std::path::Path) -> std::path::PathBuf {
    let file = dir.join("demo.catur");
    let o = catur(&["demo", s(&file), "--played", "2"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    file
}

#[test]
fn info_lists_every_section_and_the_journal() {
    let dir = tempfile::tempdir().unwrap();
    let file = demo(dir.path());
    let v = json(&["info", s(&file), "--format", "json"]);
    assert!(v["name"].as_str().is_some_and(|n| !n.is_empty()), "{v}");
    let sections = v["sections"].as_array().expect("sections");
    assert_eq!(sections.len(), 6);
    let l12 = sections.iter().find(|x| x["code"] == "L12").expect("L12");
    assert_eq!(l12["rounds_paired"], 2);
    assert_eq!(l12["results_entered"], l12["games"]);
    assert!(l12["players"].as_u64().is_some_and(|n| n > 10));
    assert!(l12["teams"].as_u64().is_some_and(|n| n > 1));
    assert!(l12["rounds_planned"].as_u64().is_some());
    assert!(v["journal"]["entries"].as_u64().is_some_and(|n| n > 0));
    assert_eq!(v["journal"]["can_undo"], true);
    assert_eq!(v["journal"]["can_redo"], false);
}

#[test]
fn players_list_gives_every_field_in_pairing_number_order() {
    let dir = tempfile::tempdir().unwrap();
    let file = demo(dir.path());
    let f = s(&file);
    let o = catur(&["players", "withdraw", f, "--section", "L12", "3"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let v = json(&["players", "list", f, "--section", "L12", "--format", "json"]);
    assert_eq!(
        (v["section"].as_str(), v["next_round"].as_u64()),
        (Some("L12"), Some(3))
    );
    let players = v["players"].as_array().expect("players");
    let tpns: Vec<u64> = players.iter().filter_map(|p| p["tpn"].as_u64()).collect();
    assert_eq!(tpns, (1..=players.len() as u64).collect::<Vec<_>>());
    for p in players {
        for field in [
            "tpn",
            "id",
            "name",
            "team",
            "team_name",
            "board",
            "reserve",
            "rating",
            "sex",
            "born",
            "fide_id",
            "entry_round",
            "status",
            "bye",
        ] {
            assert!(p.get(field).is_some(), "{field} in {p}");
        }
    }
    assert_eq!(players[2]["status"], "withdrawn");
    assert!(
        players
            .iter()
            .any(|p| p["team"].is_string() && p["board"].is_u64())
    );
}

#[test]
fn standings_and_teams_are_numbers_in_ranking_order() {
    let dir = tempfile::tempdir().unwrap();
    let file = demo(dir.path());
    let f = s(&file);
    let v = json(&["standings", f, "--section", "L12", "--format", "json"]);
    assert_eq!(v["round"], 2);
    let codes = v["tiebreaks"].as_array().expect("codes").len();
    assert!(codes > 0);
    let rows = v["rows"].as_array().expect("rows");
    let mut last = 0;
    let mut total = 0.0;
    for r in rows {
        let rank = r["rank"].as_u64().expect("rank");
        assert!(rank >= last && r["rank_last"].as_u64() >= Some(rank), "{r}");
        last = rank;
        total += r["points"].as_f64().expect("points");
        assert_eq!(r["tiebreaks"].as_array().map(Vec::len), Some(codes), "{r}");
        assert!(r["tpn"].is_u64() && r["name"].is_string(), "{r}");
    }
    assert!(total > 0.0 && total <= 2.0 * rows.len() as f64);

    let v = json(&["teams", f, "--section", "L12", "--format", "json"]);
    let rows = v["rows"].as_array().expect("team rows");
    assert!(!rows.is_empty());
    let counted = v["counted"].as_u64().expect("counted");
    for t in rows {
        let members = t["members"].as_array().expect("members");
        let sum: f64 = members
            .iter()
            .filter(|m| m["counted"] == true)
            .map(|m| m["points"].as_f64().unwrap_or(0.0))
            .sum();
        assert!(members.iter().filter(|m| m["counted"] == true).count() as u64 <= counted);
        assert_eq!(t["points"].as_f64(), Some(sum), "{t}");
        assert!(t["code"].is_string() && t["name"].is_string(), "{t}");
    }
}

#[test]
fn a_report_gives_its_tables_row_by_row() {
    let dir = tempfile::tempdir().unwrap();
    let file = demo(dir.path());
    let v = json(&[
        "report",
        s(&file),
        "--section",
        "L12",
        "--kind",
        "standings",
        "--format",
        "json",
    ]);
    assert!(
        v["championship"].is_string() && v["title"].is_string(),
        "{v}"
    );
    let tables = v["tables"].as_array().expect("tables");
    assert!(!tables.is_empty());
    for t in tables {
        let columns = t["columns"].as_array().expect("columns").len();
        for r in t["rows"].as_array().expect("rows") {
            assert_eq!(r.as_array().map(Vec::len), Some(columns), "{r}");
        }
    }
}

#[test]
fn names_are_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("k.catur");
    let f = s(&file);
    for args in [
        &["new", f, "--name", "Kejohanan \"Terbuka\" \\ 2026"][..],
        &[
            "section", "add", f, "--code", "L12", "--name", "Lelaki", "--rounds", "5",
        ],
        &[
            "players",
            "add",
            f,
            "--section",
            "L12",
            "--name",
            "Tan \"Ah Ming\" Wei\\Ming",
        ],
    ] {
        let o = catur(args);
        assert_eq!(code(&o), 0, "{}", stderr(&o));
    }
    let v = json(&["info", f, "--format", "json"]);
    assert_eq!(v["name"], "Kejohanan \"Terbuka\" \\ 2026");
    let v = json(&["players", "list", f, "--section", "L12", "--format", "json"]);
    assert_eq!(v["players"][0]["name"], "Tan \"Ah Ming\" Wei\\Ming");
    assert_eq!(v["players"][0]["tpn"], 0);
    assert_eq!(v["players"][0]["team"], Value::Null);
}
