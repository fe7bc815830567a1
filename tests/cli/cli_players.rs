//! A whole section run from the command line only, as an arbiter without the desk runs
//! it: teams and players entered one by one, a mistaken entry deleted, the roll call
//! before each round, a late entry from a school new to the section, a withdrawal and
//! the return, a reserve substituted in; then every refusal with its exit code and the
//! file left byte for byte.

use std::path::Path;

use crate::common;

use common::cli::{catur, code, s, stderr, stdout};

/// Runs a command that must succeed and returns what it printed.
fn ok(args: &[&str]) -> String {
    let o = catur(args);
    assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
    stdout(&o)
}

/// Runs a command that must be refused with `exit` and leave the file byte for byte;
/// returns what it said on stderr.
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

/// A championship with section L12 (5 rounds) and two schools.
fn championship(dir: &Path) -> std::path::PathBuf {
    let file = dir.join("kuantan.catur");
    let f = s(&file);
    ok(&["new", f, "--name", "Kejohanan Catur MSSD Kuantan 2026"]);
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
    for (code, name) in [("SKSI", "SK Seri Indah"), ("SKBT", "SK Bukit Tinggi")] {
        let said = ok(&[
            "teams",
            "add",
            f,
            "--section",
            "L12",
            "--code",
            code,
            "--name",
            name,
        ]);
        assert_eq!(said, format!("L12: new team {name} ({code})\n"));
    }
    file
}

const PLAYERS: [(&str, &str, &str, &str); 6] = [
    ("Ahmad bin Ismail", "SKSI", "1", "1500"),
    ("Tan Wei Ming", "SKSI", "2", "1420"),
    ("Muhammad Hafiz", "SKSI", "3", "1300"),
    ("Arjun a/l Kumar", "SKBT", "1", "1550"),
    ("Mohd Firdaus", "SKBT", "2", "1400"),
    ("Chong Wei Jie", "SKBT", "3", "1310"),
];

/// Enters every result of a round as a white win, so the next round can be paired.
fn play(f: &str, round: u32, boards: usize) {
    for b in 1..=boards {
        let board = b.to_string();
        let r = round.to_string();
        ok(&[
            "result",
            f,
            "--section",
            "L12",
            "--round",
            &r,
            "--board",
            &board,
            "1-0",
        ]);
    }
}

/// Pairs the next round; returns its boards and its bye lines.
fn pair(f: &str) -> (usize, String) {
    let out = ok(&["pair", f, "--section", "L12"]);
    let boards = out
        .lines()
        .next()
        .and_then(|l| l.split(": ").nth(1))
        .and_then(|l| l.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{out}"));
    (boards, out)
}

#[test]
fn a_section_run_from_the_command_line_only() {
    let dir = tempfile::tempdir().unwrap();
    let file = championship(dir.path());
    let f = s(&file);
    for (name, team, board, rating) in PLAYERS {
        ok(&[
            "players",
            "add",
            f,
            "--section",
            "L12",
            "--name",
            name,
            "--team",
            team,
            "--board",
            board,
            "--rating",
            rating,
            "--sex",
            "m",
        ]);
    }
    // The reserve of SK Seri Indah, out of the line-up until substituted in.
    let said = ok(&[
        "players",
        "add",
        f,
        "--section",
        "L12",
        "--name",
        "Wong Kah Mun",
        "--team",
        "sksi",
        "--board",
        "5",
        "--reserve",
        "--born",
        "2014/03/02",
    ]);
    assert_eq!(said, "L12: add Wong Kah Mun; #7\n");
    // A name typed twice by mistake, deleted as if never entered.
    let said = ok(&[
        "players",
        "add",
        f,
        "--section",
        "L12",
        "--name",
        "Tan Wei Ming",
    ]);
    assert_eq!(said, "L12: add Tan Wei Ming; #8\n");
    assert_eq!(
        ok(&["players", "delete", f, "--section", "L12", "#8"]),
        "L12: remove Tan Wei Ming\n"
    );
    // Roll call of round 1: Chong Wei Jie (#6) did not sign in.
    assert_eq!(
        ok(&[
            "players",
            "absent",
            f,
            "--section",
            "L12",
            "--round",
            "1",
            "#6"
        ]),
        "L12: absent in round 1 (zero-point bye): Chong Wei Jie\n"
    );
    let (boards, out) = pair(f);
    assert_eq!(boards, 2, "{out}");
    assert!(out.contains("Chong Wei Jie: bye (Z)"), "{out}");
    assert!(
        boards_of(&out).all(|l| !l.contains("Wong Kah Mun")),
        "the reserve is not paired: {out}"
    );
    play(f, 1, boards);

    // A late entry from a school new to the section: its team comes with the player.
    let said = ok(&[
        "players",
        "add",
        f,
        "--section",
        "L12",
        "--name",
        "Nur Aisyah binti Hassan",
        "--school",
        "SK Air Putih",
        "--board",
        "1",
        "--sex",
        "f",
    ]);
    assert_eq!(
        said,
        "L12: add Nur Aisyah binti Hassan (late entry from round 2) with the new team \
         SK Air Putih (SKAP); pairing number 8, #9\n"
    );
    // Another late entry typed by mistake: the highest number, no round names it yet.
    ok(&[
        "players",
        "add",
        f,
        "--section",
        "L12",
        "--name",
        "Priya a/p Raman",
        "--school",
        "SK Air Putih",
        "--board",
        "2",
    ]);
    assert_eq!(
        ok(&["players", "delete", f, "--section", "L12", "9"]),
        "L12: remove Priya a/p Raman\n"
    );
    let info = ok(&["info", f]);
    assert!(
        info.contains("L12    Lelaki Bawah 12                      8     3"),
        "{info}"
    );

    // Round 2: Tan Wei Ming withdraws, Muhammad Hafiz is absent at the roll call.
    let tan = tpn_of(f, "Tan Wei Ming");
    let hafiz = tpn_of(f, "Muhammad Hafiz");
    assert_eq!(
        ok(&["players", "withdraw", f, "--section", "L12", &tan]),
        "L12: withdraw Tan Wei Ming from round 2\n"
    );
    ok(&[
        "players",
        "absent",
        f,
        "--section",
        "L12",
        "--round",
        "2",
        &hafiz,
    ]);
    // The list says both before the round is paired, in words.
    let list = ok(&["players", "list", f, "--section", "L12"]);
    for (name, status) in [
        ("Tan Wei Ming", "withdrawn"),
        ("Muhammad Hafiz", "zero-point bye"),
    ] {
        let line = list
            .lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{name} listed:\n{list}"));
        assert!(line.trim_end().ends_with(status), "{line}");
    }
    let (boards, out) = pair(f);
    assert!(out.contains("Nur Aisyah binti Hassan"), "{out}");
    assert!(
        boards_of(&out).all(|l| !l.contains("Tan Wei Ming")),
        "withdrawn, not paired: {out}"
    );
    assert!(out.contains("Muhammad Hafiz: bye (Z)"), "{out}");
    play(f, 2, boards);

    // Round 3: Tan Wei Ming back; the reserve plays for Ahmad bin Ismail.
    assert_eq!(
        ok(&["players", "return", f, "--section", "L12", &tan]),
        "L12: Tan Wei Ming back from round 3\n"
    );
    let ahmad = tpn_of(f, "Ahmad bin Ismail");
    assert_eq!(
        ok(&[
            "players",
            "substitute",
            f,
            "--section",
            "L12",
            "--round",
            "3",
            "--reserve",
            "#7",
            "--for",
            &ahmad,
        ]),
        "L12: from round 3 Wong Kah Mun plays for Ahmad bin Ismail (SKSI)\n"
    );
    let (_, out) = pair(f);
    // Back in the pairing (on a board, or with the pairing-allocated bye).
    assert!(
        out.contains("Tan Wei Ming") && !out.contains("Tan Wei Ming: bye (Z)"),
        "{out}"
    );
    assert!(boards_of(&out).any(|l| l.contains("Wong Kah Mun")), "{out}");
    assert!(
        boards_of(&out).all(|l| !l.contains("Ahmad bin Ismail")),
        "{out}"
    );

    // A player whom a paired round names is withdrawn, never deleted.
    let e = refused(
        &file,
        &["players", "delete", f, "--section", "L12", &ahmad],
        1,
    );
    assert!(
        e.contains("cannot be removed") && e.contains("catur players withdraw"),
        "{e}"
    );
}

/// The board lines of `pair`'s output (the byes left out).
fn boards_of(out: &str) -> impl Iterator<Item = &str> {
    out.lines()
        .skip(1)
        .filter(|l| {
            l.trim_start()
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_digit())
        })
        .filter(|l| !l.contains(": bye ("))
}

/// A player's pairing number, read from `players list`.
fn tpn_of(f: &str, name: &str) -> String {
    let list = ok(&["players", "list", f, "--section", "L12"]);
    list.lines()
        .find(|l| l.contains(name))
        .and_then(|l| l.split_whitespace().next())
        .unwrap_or_else(|| panic!("{name} in {list}"))
        .to_string()
}

#[test]
fn a_new_school_is_one_undo() {
    let dir = tempfile::tempdir().unwrap();
    let file = championship(dir.path());
    let f = s(&file);
    ok(&[
        "players",
        "add",
        f,
        "--section",
        "L12",
        "--name",
        "Nur Aisyah binti Hassan",
        "--school",
        "SK Air Putih",
        "--team-code",
        "SKAPH",
    ]);
    let info = ok(&["info", f]);
    assert!(info.contains("journal: 4 entries"), "{info}");
    assert_eq!(
        ok(&["undo", f]),
        "undone: L12: add Nur Aisyah binti Hassan with the new team SK Air Putih (SKAPH)\n"
    );
    let info = ok(&["info", f]);
    assert!(
        info.contains("Lelaki Bawah 12                      0     2"),
        "{info}"
    );
    // A school that has its team: the player joins it.
    ok(&[
        "players",
        "add",
        f,
        "--section",
        "L12",
        "--name",
        "Tan Wei Ming",
        "--school",
        "sk seri indah",
        "--board",
        "1",
    ]);
    let list = ok(&["players", "list", f, "--section", "L12"]);
    assert!(
        list.contains("Tan Wei Ming                       SKSI      1"),
        "{list}"
    );
}

/// A player entered under the wrong school, whose school has no team in the section:
/// `players edit --school` creates the team with him, one change, one undo.
#[test]
fn a_player_edited_into_a_new_school_brings_its_team() {
    let dir = tempfile::tempdir().unwrap();
    let file = championship(dir.path());
    let f = s(&file);
    ok(&[
        "players",
        "add",
        f,
        "--section",
        "L12",
        "--name",
        "Tan Wei Ming",
        "--team",
        "SKSI",
        "--board",
        "2",
    ]);
    let said = ok(&[
        "players",
        "edit",
        f,
        "--section",
        "L12",
        "#1",
        "--school",
        "SK Air Putih",
    ]);
    assert!(
        said.contains("edit Tan Wei Ming into the new team SK Air Putih (SKAP)"),
        "{said}"
    );
    let list = ok(&["players", "list", f, "--section", "L12"]);
    let row = list
        .lines()
        .find(|l| l.contains("Tan Wei Ming"))
        .unwrap_or_default();
    // The board of the old team means nothing in the new one.
    assert!(row.contains("SKAP") && !row.contains(" 2 "), "{list}");
    assert!(ok(&["undo", f]).contains("SK Air Putih (SKAP)"));
    let list = ok(&["players", "list", f, "--section", "L12"]);
    assert!(!list.contains("SKAP"), "{list}");
}

#[test]
fn every_refusal_has_its_exit_code_and_leaves_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = championship(dir.path());
    let f = s(&file);
    let add = |extra: &[&'static str]| {
        [
            &[
                "players",
                "add",
                f,
                "--section",
                "L12",
                "--name",
                "Tan Wei Ming",
            ][..],
            extra,
        ]
        .concat()
    };
    // Wrong use of the command line: 2.
    let e = refused(&file, &add(&["--team", "SKX"]), 2);
    assert!(
        e.contains("no team 'SKX' in L12 (teams: SKSI SKBT)") && e.contains("--school"),
        "{e}"
    );
    refused(&file, &add(&["--rating", "abc"]), 2);
    refused(
        &file,
        &add(&["--team", "SKSI", "--school", "SK Seri Indah"]),
        2,
    );
    let e = refused(
        &file,
        &add(&["--school", "SK Seri Indah", "--team-code", "X"]),
        2,
    );
    assert!(e.contains("--team-code is only for a new school"), "{e}");
    let e = refused(&file, &add(&["--born", "2014/13/40"]), 2);
    assert!(e.contains("--born '2014/13/40'"), "{e}");
    let e = refused(
        &file,
        &[
            "players",
            "add",
            f,
            "--section",
            "X9",
            "--name",
            "Tan Wei Ming",
        ],
        2,
    );
    assert!(e.contains("no section 'X9'"), "{e}");
    // Refused by the rules: 1, the operations' own words.
    let e = refused(&file, &add(&["--team", "SKSI", "--board", "7"]), 1);
    assert!(e.contains("the board must be 1-5, not 7"), "{e}");
    let e = refused(&file, &add(&["--board", "1"]), 1);
    assert!(e.contains("Tan Wei Ming has a board but no team"), "{e}");
    let e = refused(&file, &add(&["--rating", "3600"]), 1);
    assert!(e.contains("the rating must be 0-3500, not 3600"), "{e}");
    let e = refused(
        &file,
        &add(&["--school", "SK Air Putih", "--team-code", "SKSI"]),
        1,
    );
    assert!(e.contains("SKSI"), "{e}");
    let e = refused(
        &file,
        &[
            "teams",
            "add",
            f,
            "--section",
            "L12",
            "--code",
            "SKBT",
            "--name",
            "SK Baru",
        ],
        1,
    );
    assert!(e.contains("SKBT"), "{e}");
    let e = refused(
        &file,
        &[
            "teams",
            "edit",
            f,
            "--section",
            "L12",
            "--code",
            "SKXX",
            "--name",
            "SK Baru",
        ],
        2,
    );
    assert!(e.contains("no team 'SKXX'"), "{e}");
    refused(
        &file,
        &["teams", "edit", f, "--section", "L12", "--code", "SKBT"],
        2,
    );

    // A section with players and round 1 paired.
    for (name, team, board, rating) in PLAYERS {
        ok(&[
            "players",
            "add",
            f,
            "--section",
            "L12",
            "--name",
            name,
            "--team",
            team,
            "--board",
            board,
            "--rating",
            rating,
        ]);
    }
    ok(&[
        "players",
        "add",
        f,
        "--section",
        "L12",
        "--name",
        "Wong Kah Mun",
        "--team",
        "SKSI",
        "--board",
        "5",
        "--reserve",
    ]);
    let e = refused(
        &file,
        &[
            "players",
            "edit",
            f,
            "--section",
            "L12",
            "#1",
            "--rating",
            "1500",
        ],
        1,
    );
    assert!(e.contains("nothing to change"), "{e}");
    let e = refused(&file, &["players", "edit", f, "--section", "L12", "1"], 2);
    assert!(e.contains("no player with pairing number 1"), "{e}");
    ok(&[
        "players",
        "edit",
        f,
        "--section",
        "L12",
        "#1",
        "--rating",
        "1510",
    ]);
    pair(f);
    let p = |args: &[&'static str]| {
        [
            &["players"][..],
            &[args[0], f, "--section", "L12"][..],
            &args[1..],
        ]
        .concat()
    };
    let e = refused(&file, &p(&["withdraw", "1", "--from-round", "1"]), 1);
    assert!(e.contains("round 1 of L12 is already paired"), "{e}");
    let e = refused(&file, &p(&["return", "1"]), 1);
    assert!(e.contains("is not withdrawn in round 2"), "{e}");
    let e = refused(
        &file,
        &p(&["substitute", "--round", "2", "--reserve", "3", "--for", "2"]),
        1,
    );
    assert!(
        e.contains("Tan Wei Ming is not a reserve of team SKSI"),
        "{e}"
    );
    let e = refused(&file, &p(&["delete", "1"]), 1);
    assert!(
        e.contains("withdraw") && e.contains("catur players withdraw"),
        "{e}"
    );
    let e = refused(&file, &p(&["absent", "--round", "1", "2"]), 1);
    assert!(e.contains("round 1 of L12 is already paired"), "{e}");
    let e = refused(&file, &p(&["absent", "--round", "2", "2", "99"]), 2);
    assert!(e.contains("no player with pairing number 99"), "{e}");
    refused(&file, &p(&["absent", "--round", "2"]), 2);
    ok(&p(&["withdraw", "1"]));
    let e = refused(&file, &p(&["withdraw", "1"]), 1);
    assert!(e.contains("already out from round 2"), "{e}");
    // A damaged championship file: 3, and nothing written.
    let bad = dir.path().join("bad.catur");
    std::fs::write(&bad, b"CATUR not really").unwrap();
    refused(
        &bad,
        &["players", "add", s(&bad), "--section", "L12", "--name", "X"],
        3,
    );
}

/// Issue 38: `teams add` without `--code` takes the code the desk offers for the name,
/// numbered when the section has it already.
#[test]
fn a_team_added_without_a_code_gets_the_offered_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = championship(dir.path());
    let f = s(&file);
    let said = ok(&[
        "teams",
        "add",
        f,
        "--section",
        "L12",
        "--name",
        "SMK Taman Maju",
    ]);
    assert_eq!(said, "L12: new team SMK Taman Maju (SMKTM)\n");
    let said = ok(&[
        "teams",
        "add",
        f,
        "--section",
        "L12",
        "--name",
        "SMK Tanjung Malim",
    ]);
    assert_eq!(said, "L12: new team SMK Tanjung Malim (SMKTM2)\n");
}

/// Issue 38: the plain list shows each player's `#ID`, the name every command takes
/// before pairing numbers are given, and that name works.
#[test]
fn the_players_list_shows_the_id_commands_take() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = championship(dir.path());
    let f = s(&file);
    for name in ["Ahmad bin Ismail", "Tan Wei Ming"] {
        ok(&["players", "add", f, "--section", "L12", "--name", name]);
    }
    let list = ok(&["players", "list", f, "--section", "L12"]);
    let line = list
        .lines()
        .find(|l| l.contains("Tan Wei Ming"))
        .unwrap_or_else(|| panic!("Tan Wei Ming listed:\n{list}"));
    let id = line
        .split_whitespace()
        .find(|w| w.starts_with('#'))
        .unwrap_or_else(|| panic!("an #ID on {line:?}"));
    assert!(
        list.lines().nth(1).is_some_and(|h| h.contains("ID")),
        "{list}"
    );
    let said = ok(&[
        "players",
        "edit",
        f,
        "--section",
        "L12",
        id,
        "--rating",
        "1420",
    ]);
    assert_eq!(said, "L12: edit Tan Wei Ming\n");
}
