//! Issue 14, items 5, 6, 8 and 9 at the desk: every row of F3/F4 reachable at 80x24
//! and 80x25 (byes, absentees and reserves after the last board), paging by a screenful,
//! F6 as two readable views, F7 scrolled sideways, board mode and the finder, each
//! screen keeping its cursor, the F2 filter shown, the preview hint kept, Esc closing
//! only the topmost thing, and pairing off the drawing thread.

use crate::common;

use catur::cli::build_demo;
use catur::model::{GameResult, Outcome, Tournament};
use catur::ops;
use catur::tui::command::ResultKey;
use catur::tui::{App, Command, ScreenId};
use common::tui::{draw, message, press};
use crossterm::event::KeyCode;
use std::time::{Duration, Instant};

/// The demo championship with round 1 of L12 paired by the engine (its reserves and one
/// absent player sit out after the last board).
fn demo_paired() -> Tournament {
    let mut t = build_demo().expect("demo builds");
    let s = t.section("L12").expect("L12");
    let out = s
        .players_by_tpn()
        .iter()
        .find(|p| !p.reserve)
        .map(|p| p.id)
        .expect("a player");
    ops::withdraw(&mut t, "L12", out, 1, None).expect("withdrawn from round 1");
    ops::pair_next_round(&mut t, "L12").expect("round 1 pairs");
    t
}

fn app() -> App {
    let mut app = App::new(demo_paired(), None);
    app.clock = "2026-03-14 10:00".into();
    app
}

fn round1(app: &App) -> catur::model::Round {
    app.section()
        .and_then(|s| s.round(1))
        .cloned()
        .expect("round 1")
}

#[test]
fn the_rows_after_the_last_board_can_be_scrolled_into_view() {
    let mut app = app();
    let r = round1(&app);
    assert!(
        r.unpaired.len() >= 2,
        "the fixture has byes: {:?}",
        r.unpaired
    );
    for screen in [ScreenId::Pairings, ScreenId::Results] {
        app.update(Command::GoTo(screen));
        app.update(Command::End);
        assert_eq!(app.cursor(), r.boards.len() + r.unpaired.len() - 1);
        for h in [24, 25] {
            let text = draw(&app, 80, h);
            let name = format!("{screen:?}_end_80x{h}").to_lowercase();
            insta::assert_snapshot!(name, text);
            // The last unpaired player is on screen.
            let last = app
                .section()
                .and_then(|s| s.player(r.unpaired[r.unpaired.len() - 1].player))
                .map(|p| p.name.clone())
                .expect("a player");
            let shown: String = last.chars().take(12).collect();
            assert!(text.contains(&shown), "{shown} not on:\n{text}");
        }
    }
}

#[test]
fn a_result_key_on_a_bye_row_is_refused_in_words() {
    let mut app = app();
    app.update(Command::GoTo(ScreenId::Results));
    app.update(Command::End);
    app.update(Command::SetResult(ResultKey::WhiteWins));
    assert!(message(&app).contains("not a board"), "{}", message(&app));
    assert!(round1(&app).boards.iter().all(|b| b.outcome.is_pending()));
}

#[test]
fn page_keys_move_by_what_the_screen_shows() {
    let mut app = app();
    app.update(Command::GoTo(ScreenId::Results));
    app.update(Command::Home);
    draw(&app, 80, 25);
    app.update(Command::PageDown);
    // 25 lines: title, message, key bar, progress and header leave 20 rows.
    assert_eq!(app.cursor(), 20);
    app.update(Command::PageUp);
    assert_eq!(app.cursor(), 0);
}

#[test]
fn the_report_preview_stops_at_its_end_and_scrolls_sideways() {
    let mut app = app();
    app.update(Command::GoTo(ScreenId::Reports));
    draw(&app, 80, 24);
    for _ in 0..200 {
        app.update(Command::PageDown);
    }
    let bottom = app.views.reports.scroll;
    draw(&app, 80, 24);
    app.update(Command::PageDown);
    assert_eq!(
        app.views.reports.scroll, bottom,
        "the preview scrolled past its end"
    );
    app.views.reports.scroll = 0;
    for _ in 0..20 {
        app.update(Command::ScrollRight);
    }
    // The printed lines are wider than the 58 columns of the frame: the preview scrolls
    // across as far as the widest line needs, and no further.
    let across = app.views.reports.across;
    assert!(across >= 10, "only {across} columns across");
    let text = draw(&app, 80, 24);
    app.update(Command::ScrollRight);
    assert_eq!(app.views.reports.across, across);
    insta::assert_snapshot!("reports_across_80x24", text);
    app.update(Command::ScrollLeft);
    assert_eq!(app.views.reports.across, across - 10);
}

#[test]
fn f6_shows_teams_with_full_names_then_schools() {
    let mut app = app();
    let mut t = app.tournament.clone();
    let r = round1(&app);
    for b in 1..=r.boards.len() {
        let o = [
            GameResult::WhiteWins,
            GameResult::Draw,
            GameResult::BlackWins,
        ][b % 3];
        ops::set_result(&mut t, "L12", 1, b, Outcome::Played(o)).expect("result");
    }
    app.tournament = t;
    app.update(Command::GoTo(ScreenId::Teams));
    for h in [24, 25] {
        insta::assert_snapshot!(format!("teams_80x{h}"), draw(&app, 80, h));
    }
    let text = draw(&app, 80, 25);
    // A whole name (not just the first word) with its counted mark.
    let s = app.section().expect("L12");
    let counted = s
        .players
        .iter()
        .find(|p| p.team.is_some() && p.name.contains(' ') && text.contains(&p.name))
        .map(|p| p.name.clone());
    assert!(counted.is_some(), "no full name on F6:\n{text}");
    assert!(text.contains('*'), "no counted mark:\n{text}");
    app.update(Command::SwitchView);
    for h in [24, 25] {
        insta::assert_snapshot!(format!("schools_80x{h}"), draw(&app, 80, h));
    }
}

#[test]
fn board_mode_enters_a_result_with_a_digit_and_a_result_key() {
    let mut app = app();
    press(&mut app, KeyCode::F(4));
    press(&mut app, KeyCode::Char('b'));
    assert!(draw(&app, 80, 25).contains("[board?]"));
    let boards = round1(&app).boards.len();
    assert!(boards >= 10, "the fixture has two-digit boards: {boards}");
    // `1` then `2` is board 12 when the round has no board 120; `1` then Enter is board 1.
    for c in ['1', '2'] {
        press(&mut app, KeyCode::Char(c));
    }
    assert_eq!(app.cursor(), 11);
    assert!(draw(&app, 80, 25).contains("[board 12 result?]"));
    press(&mut app, KeyCode::Char('='));
    press(&mut app, KeyCode::Char('1'));
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('0'));
    let r = round1(&app);
    assert_eq!(r.boards[11].outcome, Outcome::Played(GameResult::Draw));
    assert_eq!(r.boards[0].outcome, Outcome::Played(GameResult::BlackWins));
    // A digit, then a non-digit result key ends the number at once (`3=`).
    press(&mut app, KeyCode::Char('3'));
    press(&mut app, KeyCode::Char('='));
    assert_eq!(
        round1(&app).boards[2].outcome,
        Outcome::Played(GameResult::Draw)
    );
    // A board that does not exist is named; Esc leaves board mode.
    press(&mut app, KeyCode::Char('0'));
    assert!(message(&app).contains("no board '0'"), "{}", message(&app));
    press(&mut app, KeyCode::Esc);
    assert!(app.views.results.board_entry.is_none());
    // Out of board mode `1` is a result on the selected board again.
    let at = app.cursor();
    press(&mut app, KeyCode::Char('1'));
    assert_eq!(
        round1(&app).boards[at].outcome,
        Outcome::Played(GameResult::WhiteWins)
    );
}

#[test]
fn slash_finds_a_player_by_name_or_number_on_f3_and_f4() {
    let mut app = app();
    let r = round1(&app);
    let s = app.section().expect("L12").clone();
    let board = 5;
    let black = s.player(r.boards[board].black).expect("a player").clone();
    for screen in [KeyCode::F(3), KeyCode::F(4)] {
        press(&mut app, screen);
        press(&mut app, KeyCode::Home);
        press(&mut app, KeyCode::Char('/'));
        let text = black.name.to_uppercase();
        for c in text.chars() {
            press(&mut app, KeyCode::Char(c));
        }
        assert!(draw(&app, 80, 25).contains("Find player"));
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.cursor(), board, "{}", black.name);
        press(&mut app, KeyCode::Home);
        press(&mut app, KeyCode::Char('/'));
        for c in black.tpn.to_string().chars() {
            press(&mut app, KeyCode::Char(c));
        }
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.cursor(), board);
    }
    // Nobody by that name: said, and Esc on the finder goes back to where it started.
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Char('/'));
    for c in "zzz".chars() {
        press(&mut app, KeyCode::Char(c));
    }
    press(&mut app, KeyCode::Enter);
    assert!(
        message(&app).contains("no player 'zzz'"),
        "{}",
        message(&app)
    );
    press(&mut app, KeyCode::Down);
    let started = app.cursor();
    press(&mut app, KeyCode::Char('/'));
    for c in black.name.chars() {
        press(&mut app, KeyCode::Char(c));
    }
    assert_eq!(app.cursor(), board);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.cursor(), started);
}

#[test]
fn each_screen_keeps_its_cursor() {
    let mut app = app();
    app.update(Command::GoTo(ScreenId::Players));
    for _ in 0..7 {
        app.update(Command::Down);
    }
    app.update(Command::GoTo(ScreenId::Results));
    for _ in 0..3 {
        app.update(Command::Down);
    }
    let results = app.cursor();
    app.update(Command::GoTo(ScreenId::Players));
    assert_eq!(app.cursor(), 7);
    app.update(Command::GoTo(ScreenId::Results));
    assert_eq!(app.cursor(), results);
}

#[test]
fn the_players_filter_is_shown_and_esc_clears_it() {
    let mut app = app();
    press(&mut app, KeyCode::F(2));
    press(&mut app, KeyCode::Char('/'));
    for c in "bin".chars() {
        press(&mut app, KeyCode::Char(c));
    }
    press(&mut app, KeyCode::Enter);
    assert!(draw(&app, 80, 25).contains("Filter: bin  (Esc clears)"));
    press(&mut app, KeyCode::Esc);
    assert!(app.views.players.search.is_empty());
    assert!(!draw(&app, 80, 25).contains("Filter:"));
}

#[test]
fn the_preview_hint_stays_and_esc_in_the_explanation_keeps_the_preview() {
    let mut app = App::new(build_demo().expect("demo"), None);
    press(&mut app, KeyCode::F(3));
    press(&mut app, KeyCode::Char('p'));
    assert!(app.preview.is_some(), "{}", message(&app));
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    assert!(draw(&app, 80, 25).contains("Enter publishes, Esc discards"));
    press(&mut app, KeyCode::Char('e'));
    assert!(app.layers.explanation.is_some());
    press(&mut app, KeyCode::Esc);
    assert!(app.layers.explanation.is_none());
    assert!(
        app.preview.is_some(),
        "Esc in the explanation discarded the preview"
    );
    // Esc on another screen does not discard the preview on F3 either.
    press(&mut app, KeyCode::F(4));
    press(&mut app, KeyCode::Esc);
    assert!(app.preview.is_some());
    press(&mut app, KeyCode::F(3));
    press(&mut app, KeyCode::Enter);
    assert!(message(&app).contains("F7"), "{}", message(&app));
}

#[test]
fn pairing_in_the_background_shows_progress_and_esc_leaves_the_file_unchanged() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("mssd.catur");
    catur::store::save(&path, &build_demo().expect("demo")).expect("saved");
    let before = std::fs::read(&path).expect("read");
    let mut app = App::new(
        catur::store::load(&path).expect("loads"),
        Some(path.clone()),
    );
    app.background = true;
    press(&mut app, KeyCode::F(3));
    press(&mut app, KeyCode::Char('p'));
    assert!(app.job.is_some());
    let text = draw(&app, 80, 25);
    assert!(text.contains("pairing L12 …"), "{text}");
    // Keys other than Esc wait; Esc abandons the work.
    press(&mut app, KeyCode::Down);
    assert!(app.job.is_some());
    press(&mut app, KeyCode::Esc);
    assert!(app.job.is_none() && app.preview.is_none());
    assert!(message(&app).contains("cancelled"), "{}", message(&app));
    assert_eq!(std::fs::read(&path).expect("read"), before);
    // Again, and wait for the answer: the preview appears.
    press(&mut app, KeyCode::Char('p'));
    let start = Instant::now();
    while app.job.is_some() && start.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(20));
        app.poll_job();
    }
    assert!(app.preview.is_some(), "{}", message(&app));
    assert_eq!(std::fs::read(&path).expect("read"), before);
}

/// Fixed bug: the line after a confirmed change of an earlier round's result was English
/// on the Malay desk ("round 1 board 1: 1-0").
#[test]
fn an_earlier_result_changed_on_the_malay_desk_is_reported_in_malay() {
    let mut t = demo_paired();
    let boards = t
        .section("L12")
        .expect("L12")
        .round(1)
        .expect("round 1")
        .boards
        .len();
    for board in 1..=boards {
        // A bye row already holds its result; only the open boards need one.
        let _ = ops::set_result(&mut t, "L12", 1, board, Outcome::Played(GameResult::Draw));
    }
    ops::pair_next_round(&mut t, "L12").expect("round 2 pairs");
    let mut app = App::new(t, None);
    app.lang = catur::model::Language::Malay;
    press(&mut app, KeyCode::F(4));
    press(&mut app, KeyCode::Left);
    assert_eq!(app.round, 1, "F4 shows round 1 after Left");
    *app.cursor_mut() = 0;
    press(&mut app, KeyCode::Char('1'));
    assert!(
        app.layers.confirm.is_some(),
        "an earlier round's result asks first"
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        round1(&app).boards[0].outcome,
        Outcome::Played(GameResult::WhiteWins)
    );
    let said = message(&app);
    // The line names the section, the board and both players (issue 29), in Malay.
    assert!(said.starts_with("L12 pusingan 1 papan 1: "), "{said}");
    assert!(said.contains(" 1-0"), "{said}");
    assert!(!said.contains("round") && !said.contains("board"), "{said}");
    // Clearing it again says so in Malay too.
    press(&mut app, KeyCode::Backspace);
    if app.layers.confirm.is_some() {
        press(&mut app, KeyCode::Enter);
    }
    let said = message(&app);
    assert!(!said.contains("cleared"), "{said}");
}
