//! The prize-giving from the command line: a prize list and a qualifier line set with
//! `catur prizes`, a filler added with `players add --filler`, the medal points with
//! `catur medals`; the refusals with their exit codes, the file left byte for byte.

use std::path::Path;

use crate::common;

use common::cli::{catur, code, s, stderr, stdout};

fn ok(args: &[&str]) -> String {
    let o = catur(args);
    assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
    stdout(&o)
}

fn refused(file: &Path, args: &[&str], exit: i32) -> String {
    let before = std::fs::read(file).unwrap();
    let o = catur(args);
    assert_eq!(code(&o), exit, "{args:?}: {}", stderr(&o));
    assert_eq!(
        std::fs::read(file).unwrap(),
        before,
        "{args:?} left the file"
    );
    stderr(&o)
}

#[test]
fn prizes_qualifiers_filler_and_medal_points() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kuantan.catur");
    let f = s(&file);
    ok(&["new", f, "--name", "Kejohanan Catur MSSD Kuantan 2026"]);
    ok(&[
        "section",
        "add",
        f,
        "--code",
        "P12",
        "--name",
        "Perempuan Bawah 12",
        "--rounds",
        "3",
    ]);
    ok(&[
        "teams",
        "add",
        f,
        "--section",
        "P12",
        "--code",
        "SKSI",
        "--name",
        "SK Seri Indah",
    ]);
    for name in ["Nur Aisyah binti Hassan", "Priya a/p Raman", "Lim Mei Ling"] {
        ok(&[
            "players",
            "add",
            f,
            "--section",
            "P12",
            "--name",
            name,
            "--team",
            "SKSI",
        ]);
    }
    ok(&[
        "players",
        "add",
        f,
        "--section",
        "P12",
        "--name",
        "Siti Hajar binti Ali",
        "--filler",
    ]);
    // The mark can be taken off and put back (#4 is the fourth player entered).
    ok(&[
        "players",
        "edit",
        f,
        "--section",
        "P12",
        "#4",
        "--not-filler",
    ]);
    let t = catur::store::decode(&std::fs::read(&file).unwrap()).unwrap();
    assert!(t.section("P12").unwrap().players.iter().all(|p| !p.filler));
    ok(&["players", "edit", f, "--section", "P12", "#4", "--filler"]);
    ok(&[
        "prizes",
        "add",
        f,
        "--section",
        "P12",
        "--label",
        "Johan",
        "--places",
        "3",
        "--amount",
        "RM 300",
    ]);
    ok(&[
        "prizes",
        "add",
        f,
        "--section",
        "P12",
        "--label",
        "Bawah 10",
        "--born-from",
        "2016",
    ]);
    ok(&[
        "prizes",
        "add",
        f,
        "--section",
        "P12",
        "--label",
        "Sekolah",
        "--team",
        "SKSI",
    ]);
    ok(&[
        "prizes",
        "add",
        f,
        "--section",
        "P12",
        "--label",
        "MSSN",
        "--places",
        "2",
        "--qualifier",
    ]);
    let list = ok(&["prizes", "list", f, "--section", "P12"]);
    assert!(list.contains("1. Johan x3 overall [RM 300]"), "{list}");
    assert!(
        list.contains("2. Bawah 10 x1 born on or after 2016"),
        "{list}"
    );
    assert!(list.contains("3. Sekolah x1 team SKSI"), "{list}");
    assert!(list.contains("qualifiers:\n  1. MSSN x2 overall"), "{list}");
    ok(&["prizes", "remove", f, "--section", "P12", "--line", "3"]);
    ok(&["prizes", "per-player", f, "--section", "P12", "several"]);
    let said = ok(&["medals", f, "--preset", "mssm"]);
    assert!(said.contains("individual 3-2-1, team 3-2-1"), "{said}");
    ok(&["medals", f, "--individual", "5,3,1", "--team", "10,6,2"]);

    // Refused by the rules (exit 1): no places, an empty rating band, no such line.
    let e = refused(
        &file,
        &[
            "prizes",
            "add",
            f,
            "--section",
            "P12",
            "--label",
            "X",
            "--places",
            "0",
        ],
        1,
    );
    assert!(e.contains("give at least 1 place"), "{e}");
    let e = refused(
        &file,
        &[
            "prizes",
            "add",
            f,
            "--section",
            "P12",
            "--label",
            "B",
            "--rating",
            "1600-1400",
        ],
        1,
    );
    assert!(e.contains("rating band 1600-1400 is empty"), "{e}");
    let e = refused(
        &file,
        &["prizes", "remove", f, "--section", "P12", "--line", "9"],
        1,
    );
    assert!(e.contains("no prize line 9 (it has 2)"), "{e}");
    // Wrong use (exit 2): two filters, a bad band, unknown team, medal points half given.
    refused(
        &file,
        &[
            "prizes",
            "add",
            f,
            "--section",
            "P12",
            "--label",
            "B",
            "--unrated",
            "--sex",
            "f",
        ],
        2,
    );
    refused(
        &file,
        &[
            "prizes",
            "add",
            f,
            "--section",
            "P12",
            "--label",
            "B",
            "--rating",
            "x",
        ],
        2,
    );
    refused(
        &file,
        &[
            "prizes",
            "add",
            f,
            "--section",
            "P12",
            "--label",
            "B",
            "--team",
            "ZZZ",
        ],
        2,
    );
    refused(&file, &["medals", f, "--individual", "3,2"], 2);
    refused(
        &file,
        &["medals", f, "--individual", "3,2", "--team", "3,2,1"],
        2,
    );

    // Three rounds with the filler on a board each time, then the lists (one school
    // only: same-team avoidance off).
    ok(&[
        "section",
        "edit",
        f,
        "--section",
        "P12",
        "--same-team-rounds",
        "0",
    ]);
    for round in 1..=3 {
        ok(&["pair", f, "--section", "P12"]);
        for board in 1..=2 {
            ok(&[
                "result",
                f,
                "--section",
                "P12",
                "--round",
                &round.to_string(),
                "--board",
                &board.to_string(),
                "1-0",
            ]);
        }
    }
    let standings = ok(&["report", f, "--section", "P12", "--kind", "standings"]);
    assert!(
        standings.contains("Siti Hajar binti Ali (P)"),
        "{standings}"
    );
    let prizes = ok(&[
        "report",
        f,
        "--section",
        "P12",
        "--kind",
        "prizes",
        "--width",
        "136",
    ]);
    assert!(
        prizes.contains("Senarai Hadiah selepas Pusingan 3"),
        "{prizes}"
    );
    assert!(
        prizes.contains("pemain penggenap: Siti Hajar binti Ali"),
        "{prizes}"
    );
    let csv = ok(&[
        "report",
        f,
        "--section",
        "P12",
        "--kind",
        "qualifiers",
        "--format",
        "csv",
    ]);
    assert!(
        csv.starts_with("Bil,Nama,Sekolah,Jantina,Tarikh lahir,Rating"),
        "{csv}"
    );
    // Two places, but the second is shared after every tie-break: both are listed.
    assert_eq!(csv.lines().count(), 4, "{csv}");
    assert_eq!(csv.matches("2-3=").count(), 2, "{csv}");
    assert!(!csv.contains("Siti Hajar"), "{csv}");
}

/// A district championship file: four players of two schools, one round played, the
/// given names in their final ranking (the first two win), and a filler who lost.
fn district(path: &Path, names: [&str; 4], schools: [&str; 2]) {
    use catur::model::*;
    let mut s = Section::new("L12", "Lelaki Bawah 12", 1);
    for (k, name) in schools.iter().enumerate() {
        s.teams.push(Team {
            id: TeamId(k as u32 + 1),
            name: name.to_string(),
            code: format!("S{k}"),
        });
    }
    for (i, name) in names.iter().chain(&["Filler bin Hos"]).enumerate() {
        let mut p = Player::new(PlayerId(i as u32 + 1), *name);
        p.tpn = i as u32 + 1;
        p.team = Some(TeamId(i as u32 % 2 + 1));
        p.board = Some(i as u8 / 2 + 1);
        p.filler = i == 4;
        s.players.push(p);
    }
    let mut r = Round::new(1);
    let won = Outcome::Played(GameResult::WhiteWins);
    r.boards = vec![
        Board::new(PlayerId(1), PlayerId(3), won),
        Board::new(PlayerId(2), PlayerId(5), won),
    ];
    r.unpaired = vec![Unpaired {
        player: PlayerId(4),
        kind: ByeKind::Zero,
    }];
    s.rounds.push(r);
    let mut t = Tournament::new("MSSD");
    t.sections.push(s);
    std::fs::write(path, catur::store::encode(&t)).unwrap();
}

/// The state championship made from two districts' best two, each district's players
/// in its final ranking, with their schools; the filler stays behind.
#[test]
fn a_state_championship_from_two_districts() {
    let dir = tempfile::tempdir().unwrap();
    let (d1, d2) = (
        dir.path().join("kuantan.catur"),
        dir.path().join("temerloh.catur"),
    );
    district(
        &d1,
        [
            "Ahmad bin Ismail",
            "Tan Wei Ming",
            "Lim Jia Hao",
            "Arif bin Zulkifli",
        ],
        ["SK Seri Indah", "SK Taman Melati"],
    );
    district(
        &d2,
        [
            "Rajesh a/l Kumar",
            "Chong Wei Jie",
            "Farid bin Kassim",
            "Wong Kah Seng",
        ],
        ["SK Temerloh", "SJK(C) Mentakab"],
    );
    let state = dir.path().join("pahang.catur");
    let f = s(&state);
    ok(&["new", f, "--name", "Kejohanan Catur MSSN Pahang 2026"]);
    ok(&[
        "section",
        "add",
        f,
        "--code",
        "L12",
        "--name",
        "Lelaki Bawah 12",
        "--rounds",
        "5",
    ]);
    for d in [&d1, &d2] {
        let said = ok(&[
            "players",
            "import",
            f,
            "--section",
            "L12",
            "--from",
            s(d),
            "--from-section",
            "L12",
            "--top",
            "2",
        ]);
        assert!(said.contains("imported 2 players into L12"), "{said}");
    }
    let t = catur::store::decode(&std::fs::read(&state).unwrap()).unwrap();
    let sec = t.section("L12").unwrap();
    let got: Vec<(&str, &str)> = sec
        .players
        .iter()
        .map(|p| (p.name.as_str(), sec.team_code(p.id)))
        .collect();
    let schools: Vec<&str> = sec.teams.iter().map(|x| x.name.as_str()).collect();
    assert_eq!(
        got.iter().map(|g| g.0).collect::<Vec<_>>(),
        [
            "Ahmad bin Ismail",
            "Tan Wei Ming",
            "Rajesh a/l Kumar",
            "Chong Wei Jie"
        ]
    );
    assert_eq!(
        schools,
        [
            "SK Seri Indah",
            "SK Taman Melati",
            "SK Temerloh",
            "SJK(C) Mentakab"
        ]
    );
    // A section that is not there is wrong use of the command line, and nothing changes.
    refused(
        &state,
        &[
            "players",
            "import",
            f,
            "--section",
            "L12",
            "--from",
            s(&d1),
            "--from-section",
            "P99",
        ],
        2,
    );
}
