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
    assert!(teams.contains("SAP"), "{teams}");
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
