//! A whole section of the demo championship run from the keyboard alone: the section
//! is cut to 5 rounds on the settings screen, then every round is paired (F3, p, Enter)
//! and every result entered with the result keys (F4, 1 / = / 0), the standings, team
//! and report screens are opened, and finally the file is read back from disk and must
//! hold every result that was keyed in.

use catur::cli::build_demo;
use catur::model::{GameResult, Outcome};
use catur::tui::{App, ScreenId, command_for};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// One key press, through the key map exactly as the terminal loop does it.
fn press(app: &mut App, code: KeyCode) {
    if let Some(cmd) = command_for(app, &key(code)) {
        app.update(cmd);
    }
}

fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

fn screen(app: &App, w: u16, h: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("test terminal");
    terminal
        .draw(|f| catur::tui::screens::view(app, f))
        .expect("draws");
    terminal.backend().to_string()
}

fn message(app: &App) -> String {
    app.message
        .as_ref()
        .map(|m| m.0.clone())
        .unwrap_or_default()
}

#[test]
fn a_whole_five_round_section_by_keys_then_reopened() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("mssd.catur");
    let demo = build_demo().expect("demo builds");
    catur::store::save(&path, &demo).expect("saved");
    let loaded = catur::store::load(&path).expect("loads");
    let mut app = App::new(loaded, Some(path.clone()));

    // Settings: the section's rounds planned, typed over (row 5 of the list).
    press(&mut app, KeyCode::F(8));
    assert_eq!(app.screen, ScreenId::Settings);
    for _ in 0..4 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Backspace);
    type_text(&mut app, "5");
    press(&mut app, KeyCode::Enter);
    let section = app.section().expect("a section").code.clone();
    assert_eq!(
        app.section().map(|s| s.settings.rounds_planned),
        Some(5),
        "{}",
        message(&app)
    );

    // What each key enters, in turn, so some rounds have every kind of result.
    let keys = [
        ('1', Outcome::Played(GameResult::WhiteWins)),
        ('=', Outcome::Played(GameResult::Draw)),
        ('0', Outcome::Played(GameResult::BlackWins)),
    ];
    let mut entered: Vec<Vec<Outcome>> = Vec::new();
    let mut k = 0usize;
    for round in 1..=5u32 {
        press(&mut app, KeyCode::F(3));
        press(&mut app, KeyCode::Char('p'));
        assert!(app.preview.is_some(), "round {round}: {}", message(&app));
        press(&mut app, KeyCode::Enter);
        assert_eq!(
            app.section().map(|s| s.rounds_paired()),
            Some(round),
            "{}",
            message(&app)
        );
        press(&mut app, KeyCode::F(4));
        assert_eq!(app.round, round);
        let boards = app
            .section()
            .and_then(|s| s.round(round))
            .map_or(0, |r| r.boards.len());
        assert!(boards > 15, "round {round} has {boards} boards");
        let mut outcomes = vec![Outcome::Pending; boards];
        for _ in 0..boards {
            let board = app.cursor;
            let (c, outcome) = keys[k % keys.len()];
            k += 1;
            press(&mut app, KeyCode::Char(c));
            outcomes[board] = outcome;
        }
        let r = app.section().and_then(|s| s.round(round)).expect("round");
        assert_eq!(r.progress(), (boards, boards), "round {round}");
        entered.push(outcomes);
    }
    // A sixth round is refused: the section is complete.
    press(&mut app, KeyCode::F(3));
    press(&mut app, KeyCode::Char('p'));
    assert!(app.preview.is_none());

    // Standings, teams, a report preview: drawn from the finished section.
    press(&mut app, KeyCode::F(5));
    let standings = screen(&app, 132, 43);
    assert!(standings.contains("Standings after round 5"), "{standings}");
    press(&mut app, KeyCode::F(6));
    let teams = screen(&app, 132, 43);
    // F6 names the school in full (its code, SAP, is the file's key).
    assert!(teams.contains("Sekolah Air Putih"), "{teams}");
    press(&mut app, KeyCode::F(7));
    for _ in 0..3 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::PageDown);
    let preview = screen(&app, 132, 43);
    assert!(preview.contains(&section), "{preview}");
    assert!(
        screen(&app, 80, 25)
            .lines()
            .next()
            .is_some_and(|l| l.contains("| saved |")),
        "the title line says the file is saved"
    );
    press(&mut app, KeyCode::F(10));
    assert!(app.quit);

    // Reopened from disk: every result keyed in is there, on its board.
    let back = catur::store::load(&path).expect("reopens");
    let s = back.section(&section).expect("section");
    assert_eq!(s.settings.rounds_planned, 5);
    assert_eq!(s.rounds_paired(), 5);
    for (i, outcomes) in entered.iter().enumerate() {
        let r = s.round(i as u32 + 1).expect("round");
        let saved: Vec<Outcome> = r.boards.iter().map(|b| b.outcome).collect();
        assert_eq!(&saved, outcomes, "round {}", i + 1);
    }
    assert_eq!(&back, &app.tournament, "the file is what the screen showed");
}

/// Issue 14 item 6: slips arrive in any order. A 16-player section is paired from the
/// keyboard, board mode is switched on once (`b` on F4), and 30 slips are entered out of
/// order, each by its board number and one result key: at most 3 key presses a slip
/// (2 here, with single-digit boards). After each round's last slip and each
/// publication the message names the next step and its key; `/` finds a player by name.
#[test]
fn issue_14_thirty_slips_out_of_order_by_board_number() {
    use catur::model::{Sport, Tournament};
    use catur::ops;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("daerah.catur");
    let mut t = Tournament::new("Kejohanan Catur Daerah Kuantan 2026");
    ops::create_section(&mut t, "L12", "Lelaki Bawah 12 Tahun", 5, Sport::Chess).expect("section");
    let names = [
        "Ahmad bin Ismail",
        "Tan Wei Ming",
        "Priya a/p Raman",
        "Nur Aisyah binti Hassan",
        "Muhammad Aiman bin Yusof",
        "Lim Kah Mun",
        "Siti Nurhaliza binti Omar",
        "Ravi a/l Suresh",
        "Wong Jia Hui",
        "Farah binti Ahmad",
        "Chong Wei Jie",
        "Kavitha a/p Muthu",
        "Hafiz bin Razak",
        "Lee Xin Yi",
        "Aminah binti Salleh",
        "Daniel Tan Jun Hao",
    ];
    let mut csv = String::from("name,team,board\n");
    for (i, n) in names.iter().enumerate() {
        csv.push_str(&format!("{n},SK Sekolah {},{}\n", i / 2, 1 + i % 2));
    }
    let rows = ops::parse_players_csv(&csv).expect("the list reads");
    ops::import_players(&mut t, "L12", &rows).expect("imported");
    catur::store::save(&path, &t).expect("saved");
    let mut app = App::new(
        catur::store::load(&path).expect("loads"),
        Some(path.clone()),
    );

    let presses = std::cell::Cell::new(0usize);
    let key = |app: &mut App, code: KeyCode| {
        presses.set(presses.get() + 1);
        press(app, code);
    };
    let order = [5usize, 2, 8, 1, 7, 3, 6, 4];
    let results = [
        ('1', Outcome::Played(GameResult::WhiteWins)),
        ('=', Outcome::Played(GameResult::Draw)),
        ('0', Outcome::Played(GameResult::BlackWins)),
    ];
    let mut slips = 0usize;
    let mut most = 0usize;
    for round in 1..=4u32 {
        key(&mut app, KeyCode::F(3));
        key(&mut app, KeyCode::Char('p'));
        key(&mut app, KeyCode::Enter);
        assert_eq!(
            app.round,
            round,
            "round {round} published: {}",
            message(&app)
        );
        assert!(
            message(&app).contains("F4"),
            "no next step after publishing: {}",
            message(&app)
        );
        key(&mut app, KeyCode::F(4));
        if round == 1 {
            key(&mut app, KeyCode::Char('b'));
        }
        let count = if round == 4 { 6 } else { 8 };
        for (k, board) in order.iter().take(count).enumerate() {
            let (result, outcome) = results[(k + round as usize) % 3];
            let before = presses.get();
            for c in board.to_string().chars() {
                key(&mut app, KeyCode::Char(c));
            }
            key(&mut app, KeyCode::Char(result));
            most = most.max(presses.get() - before);
            assert!(presses.get() - before <= 3, "slip of board {board}");
            let got = app
                .section()
                .and_then(|s| s.round(round))
                .map(|r| r.boards[board - 1].outcome);
            assert_eq!(
                got,
                Some(outcome),
                "round {round} board {board}: {}",
                message(&app)
            );
            slips += 1;
        }
        if count == 8 {
            let next = format!("next: pair round {} (F3 then p)", round + 1);
            assert!(message(&app).contains(&next), "{}", message(&app));
        }
    }
    assert_eq!(slips, 30);
    assert_eq!(most, 2, "a slip is a board digit and a result key");

    // "Which board is Aiman on?": `/`, part of the name, Enter.
    key(&mut app, KeyCode::Char('/'));
    for c in "aiman".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Enter);
    let s = app.section().expect("L12");
    let r = s.round(4).expect("round 4");
    let aiman = s
        .players
        .iter()
        .find(|p| p.name.contains("Aiman"))
        .map(|p| p.id)
        .expect("Aiman");
    let row = r
        .boards
        .iter()
        .position(|b| b.white == aiman || b.black == aiman)
        .expect("Aiman plays in round 4");
    assert_eq!(app.cursor, row);
    assert!(screen(&app, 80, 25).contains("Aiman"));

    // Every slip is in the file.
    let back = catur::store::load(&path).expect("reloads");
    let done: usize = back
        .section("L12")
        .map(|s| s.rounds.iter().map(|r| r.progress().0).sum())
        .unwrap_or(0);
    assert_eq!(done, 30);
}
