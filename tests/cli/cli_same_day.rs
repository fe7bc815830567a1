//! Issue 38: the command line does everything the desk does. One section's day is run
//! twice from the same file: once with commands only (`catur players import/add/delete/
//! edit/withdraw`, `catur bye`, `catur pair`, `catur result`, a protest with `--change`),
//! once at the desk with its keys (F2 `i` `a` Delete `e` `w` `y`, F3 `p` Enter, F4 result
//! keys, board mode for the protest). At the end the two files hold the same section:
//! the same players with the same numbers, teams, ratings and absences, the same
//! pairings on the same boards, the same results.

use crate::common;

use catur::model::{ByeKind, Language, Section, Tournament};
use catur::tui::{App, ScreenId};
use common::cli::{catur, code, s, stderr, stdout};
use common::tui::{message, press, type_text};
use crossterm::event::KeyCode;
use std::path::Path;

fn ok(args: &[&str]) -> String {
    let o = catur(args);
    assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
    stdout(&o)
}

/// Three schools of four boards, and a line typed by mistake.
const LIST: &str = "Nama,Sekolah,Papan,Jantina,Penarafan\n\
Ahmad bin Ismail,SK Seri Indah,1,L,1510\n\
Tan Wei Ming,SK Seri Indah,2,L,1490\n\
Arjun a/l Raman,SK Seri Indah,3,L,\n\
Haikal bin Omar,SK Seri Indah,4,L,\n\
Lee Zhi Hao,SK Bukit Tinggi,1,L,1620\n\
Ravi a/l Kumar,SK Bukit Tinggi,2,L,1300\n\
Chong Kah Seng,SK Bukit Tinggi,3,L,\n\
Muhammad Danish bin Yusof,SK Bukit Tinggi,4,L,\n\
Irfan bin Hassan,SK Taman Maju,1,L,1555\n\
Lim Jun Hao,SK Taman Maju,2,L,\n\
Kavin a/l Selvam,SK Taman Maju,3,L,\n\
Zulkifli bin Omar,SK Taman Maju,4,L,\n\
Salah Taip Dua Kali,SK Taman Maju,5,L,\n";

const MISTAKE: &str = "Salah Taip Dua Kali";
const LATE: (&str, &str) = ("Muhammad Hafiz bin Rahman", "SK Air Putih");
/// The player whose rating is corrected, and the rating.
const RATED: (&str, &str) = ("Lim Jun Hao", "1400");
/// Withdrawn from round 2; a half-point bye in round 2.
const WITHDRAWN: &str = "Chong Kah Seng";
const HALF_BYE: &str = "Haikal bin Omar";

/// The slips of a round, board by board: the result keys of the desk, which the
/// command line writes as these results.
const SLIPS: [[char; 6]; 2] = [
    ['1', '0', '=', '1', '1', '0'],
    ['0', '=', '1', '1', '0', '1'],
];

fn written(key: char) -> &'static str {
    match key {
        '1' => "1-0",
        '0' => "0-1",
        _ => "1/2",
    }
}

/// The day's start: a championship with section L12 (5 rounds), made by the command
/// line, and the list beside it.
fn start(dir: &Path) -> std::path::PathBuf {
    let file = dir.join("mssd.catur");
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
    std::fs::write(dir.join("l12.csv"), LIST).expect("list written");
    file
}

fn tpn_of(file: &Path, name: &str) -> String {
    let t: Tournament = catur::store::load(file).expect("loads");
    let s = t.section("L12").expect("L12");
    let p = s
        .players
        .iter()
        .find(|p| p.name == name)
        .expect("the player");
    if p.tpn > 0 {
        p.tpn.to_string()
    } else {
        format!("#{}", p.id.0)
    }
}

/// The day with commands only.
fn by_commands(dir: &Path) -> Section {
    let file = start(dir);
    let f = s(&file);
    let csv = dir.join("l12.csv");
    ok(&["players", "import", f, "--section", "L12", "--csv", s(&csv)]);
    let mistake = tpn_of(&file, MISTAKE);
    ok(&["players", "delete", f, "--section", "L12", &mistake]);
    ok(&[
        "players",
        "add",
        f,
        "--section",
        "L12",
        "--name",
        LATE.0,
        "--school",
        LATE.1,
        "--board",
        "1",
    ]);
    let rated = tpn_of(&file, RATED.0);
    ok(&[
        "players",
        "edit",
        f,
        "--section",
        "L12",
        &rated,
        "--rating",
        RATED.1,
    ]);
    ok(&["pair", f, "--section", "L12"]);
    for (b, key) in SLIPS[0].iter().enumerate() {
        let board = (b + 1).to_string();
        ok(&[
            "result",
            f,
            "--section",
            "L12",
            "--round",
            "1",
            "--board",
            &board,
            written(*key),
        ]);
    }
    let out = tpn_of(&file, WITHDRAWN);
    ok(&["players", "withdraw", f, "--section", "L12", &out]);
    let bye = tpn_of(&file, HALF_BYE);
    ok(&[
        "bye",
        f,
        "--section",
        "L12",
        "--player",
        &bye,
        "--round",
        "2",
        "--kind",
        "half",
    ]);
    ok(&["pair", f, "--section", "L12"]);
    let boards = section_of(&file).round(2).expect("round 2").boards.len();
    for (b, key) in SLIPS[1].iter().take(boards).enumerate() {
        let board = (b + 1).to_string();
        ok(&[
            "result",
            f,
            "--section",
            "L12",
            "--round",
            "2",
            "--board",
            &board,
            written(*key),
        ]);
    }
    // The protest: round 1 board 3 was a win for white, not a draw.
    ok(&[
        "result",
        f,
        "--section",
        "L12",
        "--round",
        "1",
        "--board",
        "3",
        "--change",
        "1-0",
    ]);
    section_of(&file)
}

fn section_of(file: &Path) -> Section {
    let t: Tournament = catur::store::load(file).expect("loads");
    t.section("L12").expect("L12").clone()
}

/// F2 with the cursor on the named player.
fn select(app: &mut App, name: &str) {
    press(app, KeyCode::F(2));
    press(app, KeyCode::Home);
    for _ in 0..40 {
        let s = app.section().expect("L12");
        let rows = catur::tui::screens::players::visible(app, s);
        if rows.get(app.cursor()).is_some_and(|p| p.name == name) {
            return;
        }
        press(app, KeyCode::Down);
    }
    panic!("{name} is not listed");
}

/// F3 `p` and Enter: the round proposed and published.
fn pair(app: &mut App, round: u32) {
    press(app, KeyCode::F(3));
    type_text(app, "p");
    assert!(app.preview.is_some(), "round {round}: {}", message(app));
    press(app, KeyCode::Enter);
    assert_eq!(app.round, round, "{}", message(app));
}

/// The same day at the desk, on the Malay desk.
fn at_the_desk(dir: &Path) -> Section {
    let file = start(dir);
    let t = catur::store::load(&file).expect("loads");
    let mut app = App::new(t, Some(file.clone()));
    app.lang = Language::Malay;
    app.clock = "2026-03-14 08:00".into();
    // The list, the mistaken line deleted, the late entry from a new school.
    press(&mut app, KeyCode::F(2));
    type_text(&mut app, "i");
    type_text(&mut app, s(&dir.join("l12.csv")));
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.section().map(|s| s.players.len()),
        Some(13),
        "{}",
        message(&app)
    );
    select(&mut app, MISTAKE);
    press(&mut app, KeyCode::Delete);
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "a");
    type_text(&mut app, LATE.0);
    press(&mut app, KeyCode::Down);
    type_text(&mut app, LATE.1);
    press(&mut app, KeyCode::Down);
    type_text(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert!(app.layers.form.is_none(), "{}", message(&app));
    // The rating corrected: the fourth field of the form.
    select(&mut app, RATED.0);
    type_text(&mut app, "e");
    for _ in 0..3 {
        press(&mut app, KeyCode::Down);
    }
    type_text(&mut app, RATED.1);
    press(&mut app, KeyCode::Enter);
    assert!(app.layers.form.is_none(), "{}", message(&app));
    // Pairing numbers, round 1, its slips in board order.
    type_text(&mut app, "n");
    if app.layers.confirm.is_some() {
        press(&mut app, KeyCode::Enter);
    }
    pair(&mut app, 1);
    press(&mut app, KeyCode::F(4));
    for key in SLIPS[0] {
        type_text(&mut app, &key.to_string());
    }
    // The withdrawal and the half-point bye for round 2, then round 2.
    select(&mut app, WITHDRAWN);
    type_text(&mut app, "w");
    select(&mut app, HALF_BYE);
    type_text(&mut app, "y");
    press(&mut app, KeyCode::Enter);
    pair(&mut app, 2);
    press(&mut app, KeyCode::F(4));
    let boards = app
        .section()
        .and_then(|s| s.round(2))
        .map_or(0, |r| r.boards.len());
    for key in SLIPS[1].iter().take(boards) {
        type_text(&mut app, &key.to_string());
    }
    // The protest in board mode: the round before, board 3, white won; one question.
    type_text(&mut app, "b");
    press(&mut app, KeyCode::Left);
    type_text(&mut app, "3");
    type_text(&mut app, "1");
    assert!(app.layers.confirm.is_some(), "{}", message(&app));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen, ScreenId::Results);
    section_of(&file)
}

#[test]
fn a_day_run_with_commands_leaves_the_file_the_desk_leaves() {
    let (one, two) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let commands = by_commands(one.path());
    let desk = at_the_desk(two.path());
    // The day did what it says, on both.
    for s in [&commands, &desk] {
        assert_eq!(s.players.len(), 13);
        assert!(s.players.iter().all(|p| p.name != MISTAKE));
        assert!(s.teams.iter().any(|t| t.name == LATE.1));
        assert_eq!(s.rounds_paired(), 2);
        let r1 = s.round(1).expect("round 1");
        assert_eq!(r1.boards.len(), 6);
        assert!(r1.boards.iter().all(|b| !b.outcome.is_pending()));
        assert_eq!(r1.boards[2].outcome.code(), "1-0", "the protest");
        let r2 = s.round(2).expect("round 2");
        assert!(r2.boards.iter().all(|b| !b.outcome.is_pending()));
        // Neither the withdrawn player nor the one with the bye is on a board of round 2;
        // the rating corrected.
        let id = |name: &str| s.players.iter().find(|p| p.name == name).expect(name).id;
        let (out, bye) = (id(WITHDRAWN), id(HALF_BYE));
        let on_board = |p| r2.boards.iter().any(|b| b.white == p || b.black == p);
        assert!(!on_board(out) && !on_board(bye));
        assert!(
            r2.unpaired
                .iter()
                .any(|u| u.player == bye && u.kind == ByeKind::Half)
        );
        assert!(r2.unpaired.iter().any(|u| u.player == out));
        let rated = s.players.iter().find(|p| p.name == RATED.0).expect("rated");
        assert_eq!(rated.rating, Some(1400));
    }
    assert_eq!(commands.players, desk.players, "the players");
    assert_eq!(commands.teams, desk.teams, "the teams");
    assert_eq!(commands.rounds, desk.rounds, "the rounds");
    assert_eq!(commands, desk, "the whole section");
}
