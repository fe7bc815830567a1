//! Issue 29, items 1-4: the result desk never puts a result on the wrong board. A new
//! round opens on board 1 whatever board the last one was left on; the jump after a
//! result goes forward and says when it goes back to the top; the status line names the
//! board, both players and the result; a digit typed outside board mode enters nothing;
//! a protest correction is one dialog that names everything and only Esc backs out of;
//! the message history names the section and round and opens on the newest message.
//! Each test runs at 80x25 on the Malay and the English desk.

use crate::common;

use catur::cli::build_demo;
use catur::model::{GameResult, Language, Outcome, Round, Tournament};
use catur::ops;
use catur::tui::{App, ScreenId};
use common::tui::{draw, key, message, press};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const LANGUAGES: [Language; 2] = [Language::Malay, Language::English];

/// The demo championship with round 1 of L12 paired.
fn demo_round1() -> Tournament {
    let mut t = build_demo().expect("demo builds");
    ops::pair_next_round(&mut t, "L12").expect("round 1 pairs");
    t
}

fn desk(t: Tournament, lang: Language) -> App {
    let mut app = App::new(t, None);
    app.lang = lang;
    app.clock = "2026-03-14 10:00".into();
    app
}

fn shown_round(app: &App) -> Round {
    app.section()
        .and_then(|s| s.round(app.round))
        .cloned()
        .expect("a round on show")
}

fn outcome(app: &App, round: u32, board: usize) -> Outcome {
    app.section()
        .and_then(|s| s.round(round))
        .map(|r| r.boards[board - 1].outcome)
        .expect("the board")
}

/// The players of a board (1-based) of the shown round, as the status line names them.
fn names(app: &App, board: usize) -> (String, String) {
    let s = app.section().expect("a section");
    let b = &shown_round(app).boards[board - 1];
    let name = |id| s.player(id).map(|p| p.name.clone()).expect("a player");
    (name(b.white), name(b.black))
}

/// Every board of the shown round gets a draw, entered from its own row, the last one
/// entered on `last` (so the cursor is left there).
fn fill_round_ending_on(app: &mut App, last: usize) {
    let boards = shown_round(app).boards.len();
    let order: Vec<usize> = (1..=boards).filter(|&b| b != last).chain([last]).collect();
    for b in order {
        *app.cursor_mut() = b - 1;
        key(app, '=');
    }
    assert!(
        shown_round(app)
            .boards
            .iter()
            .all(|b| !b.outcome.is_pending()),
        "every board has its result"
    );
    assert_eq!(
        app.cursor(),
        last - 1,
        "the cursor stays on the last board entered"
    );
}

#[test]
fn a_published_round_opens_on_board_1_whatever_board_the_last_was_left_on() {
    for lang in LANGUAGES {
        let mut app = desk(demo_round1(), lang);
        press(&mut app, KeyCode::F(4));
        fill_round_ending_on(&mut app, 5);
        press(&mut app, KeyCode::F(3));
        key(&mut app, 'p');
        assert!(app.preview.is_some(), "round 2 proposed: {}", message(&app));
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.round, 2);
        press(&mut app, KeyCode::F(4));
        assert_eq!(app.cursor(), 0, "{lang:?}: round 2 opens on board 1");
        // Slips typed in board order land on their boards.
        for (k, c) in ['1', '0', '='].into_iter().enumerate() {
            key(&mut app, c);
            assert!(
                !outcome(&app, 2, k + 1).is_pending(),
                "{lang:?}: board {} has its slip",
                k + 1
            );
        }
        assert_eq!(outcome(&app, 2, 1), Outcome::Played(GameResult::WhiteWins));
        assert_eq!(outcome(&app, 2, 2), Outcome::Played(GameResult::BlackWins));
        assert_eq!(outcome(&app, 2, 3), Outcome::Played(GameResult::Draw));
        // F3 too opens the new round on its first row.
        press(&mut app, KeyCode::F(3));
        assert_eq!(app.cursor(), 0, "{lang:?}: F3 opens round 2 on board 1");
        press(&mut app, KeyCode::Left);
        assert_eq!(app.round, 1);
        press(&mut app, KeyCode::F(4));
        assert_eq!(
            app.cursor(),
            4,
            "{lang:?}: round 1 keeps the board it was left on"
        );
    }
}

#[test]
fn each_result_is_said_with_its_board_and_both_players() {
    for lang in LANGUAGES {
        let mut app = desk(demo_round1(), lang);
        press(&mut app, KeyCode::F(4));
        *app.cursor_mut() = 2;
        key(&mut app, '1');
        let said = message(&app);
        let (white, black) = names(&app, 3);
        let (round, board) = match lang {
            Language::Malay => ("pusingan 1", "papan 3"),
            Language::English => ("round 1", "board 3"),
        };
        for part in ["L12", round, board, white.as_str(), black.as_str(), "1-0"] {
            assert!(said.contains(part), "{lang:?}: '{part}' not in: {said}");
        }
        // The whole line is on the 80-column screen.
        let screen = draw(&app, 80, 25);
        let first: String = white.chars().take(12).collect();
        assert!(screen.contains(&first), "{lang:?}:\n{screen}");
    }
}

#[test]
fn the_jump_after_the_last_board_goes_back_to_the_top_and_says_so() {
    for lang in LANGUAGES {
        let mut app = desk(demo_round1(), lang);
        press(&mut app, KeyCode::F(4));
        let boards = shown_round(&app).boards.len();
        assert!(boards >= 6, "the fixture has enough boards");
        // Slips from board 4 down to the last board: the cursor follows forward.
        *app.cursor_mut() = 3;
        for b in 4..=boards {
            assert_eq!(app.cursor(), b - 1, "{lang:?}: forward to board {b}");
            key(&mut app, '=');
        }
        assert_eq!(app.cursor(), 0, "{lang:?}: back to the first empty board");
        let said = message(&app);
        let empty = match lang {
            Language::Malay => "kembali ke atas: papan 1-3 masih tiada keputusan",
            Language::English => "back to the top: boards 1-3 still without a result",
        };
        assert!(said.contains(empty), "{lang:?}: {said}");
    }
}

#[test]
fn a_digit_outside_board_mode_enters_nothing_and_says_so() {
    for lang in LANGUAGES {
        let mut app = desk(demo_round1(), lang);
        press(&mut app, KeyCode::F(4));
        let before = shown_round(&app);
        // `5` was a hidden draw key: a slip "board 5" typed outside board mode drew the
        // game on the highlighted board.
        key(&mut app, '5');
        assert_eq!(shown_round(&app), before, "{lang:?}: nothing entered");
        let said = message(&app);
        assert!(said.starts_with("'5'"), "{lang:?}: {said}");
        // In board mode the same digit names board 5, under a banner that says so.
        key(&mut app, 'b');
        let banner = match lang {
            Language::Malay => "MOD PAPAN",
            Language::English => "BOARD MODE",
        };
        assert!(draw(&app, 80, 25).contains(banner), "{lang:?}: no banner");
        key(&mut app, '5');
        key(&mut app, '=');
        assert_eq!(outcome(&app, 1, 5), Outcome::Played(GameResult::Draw));
        key(&mut app, 'b');
        assert!(
            !draw(&app, 80, 25).contains(banner),
            "{lang:?}: banner left"
        );
    }
}

#[test]
fn a_slip_whose_board_number_ends_in_a_result_key_never_lands_on_another_board() {
    // Found by the district-day test: with 11 boards or more, the slip "board 1, 1-0"
    // typed `1` `1` chose board 11; the next slip's `3` was dropped without a word and
    // its `=` drew board 11.
    for lang in LANGUAGES {
        let mut app = desk(demo_round1(), lang);
        press(&mut app, KeyCode::F(4));
        assert!(
            shown_round(&app).boards.len() >= 12,
            "the demo round is big enough"
        );
        let before = shown_round(&app);
        key(&mut app, 'b');
        for c in ['1', '1', '3', '='] {
            key(&mut app, c);
        }
        assert_eq!(
            shown_round(&app),
            before,
            "{lang:?}: nothing entered anywhere"
        );
        let said = message(&app);
        assert!(!said.is_empty(), "{lang:?}: the wrong slip is said");
        // Board 11 is typed with Enter (or `=`) after its number.
        for c in ['1', '1'] {
            key(&mut app, c);
        }
        press(&mut app, KeyCode::Enter);
        key(&mut app, '1');
        assert_eq!(outcome(&app, 1, 11), Outcome::Played(GameResult::WhiteWins));
        // A chosen board takes only a result: a digit there is said, not dropped.
        key(&mut app, '4');
        key(&mut app, '5');
        let said = message(&app);
        assert!(said.contains('5'), "{lang:?}: {said}");
        key(&mut app, '=');
        assert_eq!(outcome(&app, 1, 4), Outcome::Played(GameResult::Draw));
        assert_eq!(
            shown_round(&app)
                .boards
                .iter()
                .filter(|b| !b.outcome.is_pending())
                .count(),
            2,
            "{lang:?}: boards 11 and 4 only"
        );
    }
}

#[test]
fn a_protest_correction_is_one_dialog_that_names_everything() {
    for lang in LANGUAGES {
        let mut t = demo_round1();
        let boards = t
            .section("L12")
            .and_then(|s| s.round(1))
            .expect("r1")
            .boards
            .len();
        for b in 1..=boards {
            ops::set_result(&mut t, "L12", 1, b, Outcome::Played(GameResult::Draw)).expect("set");
        }
        ops::pair_next_round(&mut t, "L12").expect("round 2 pairs");
        let mut app = desk(t, lang);
        press(&mut app, KeyCode::F(4));
        assert_eq!(app.round, 2);
        // The protest: round 1, board 4 was 1-0, not a draw. Board mode is on, as it is
        // for slips in random order.
        key(&mut app, 'b');
        let mut keys = 0;
        let mut count = |app: &mut App, c: KeyCode| {
            keys += 1;
            press(app, c);
        };
        count(&mut app, KeyCode::Left);
        count(&mut app, KeyCode::Char('4'));
        count(&mut app, KeyCode::Char('1'));
        let question = app.layers.confirm.as_ref().map(|c| c.question.clone());
        let question = question.expect("one dialog");
        let (white, black) = names(&app, 4);
        let (round, board, later) = match lang {
            Language::Malay => ("pusingan 1 papan 4", "Keputusan: 1/2 -> 1-0", "pusingan 2"),
            Language::English => ("round 1 board 4", "Result: 1/2 -> 1-0", "round 2"),
        };
        for part in ["L12", round, &white, &black, board, later] {
            assert!(
                question.contains(part),
                "{lang:?}: '{part}' not in:\n{question}"
            );
        }
        // The whole dialog is on the 80x25 screen.
        let screen = draw(&app, 80, 25);
        assert!(screen.contains("1/2 -> 1-0"), "{lang:?}:\n{screen}");
        // A stray key does not decide it; only Esc or Enter does.
        press(&mut app, KeyCode::Char('x'));
        press(&mut app, KeyCode::Down);
        assert!(
            app.layers.confirm.is_some(),
            "{lang:?}: a stray key closed the dialog"
        );
        count(&mut app, KeyCode::Enter);
        assert!(app.layers.confirm.is_none());
        assert_eq!(outcome(&app, 1, 4), Outcome::Played(GameResult::WhiteWins));
        assert!(keys <= 5, "{lang:?}: {keys} keys");
        // Esc backs out and keeps the old result.
        key(&mut app, '5');
        key(&mut app, '0');
        assert!(app.layers.confirm.is_some());
        press(&mut app, KeyCode::Esc);
        assert!(app.layers.confirm.is_none());
        assert_eq!(outcome(&app, 1, 5), Outcome::Played(GameResult::Draw));
    }
}

#[test]
fn the_history_names_section_and_round_and_opens_on_the_newest_message() {
    for lang in LANGUAGES {
        let mut app = desk(demo_round1(), lang);
        press(&mut app, KeyCode::F(4));
        for _ in 0..4 {
            key(&mut app, '=');
        }
        let newest = message(&app);
        press(&mut app, KeyCode::F(12));
        let screen = draw(&app, 80, 25);
        let rows: Vec<&str> = screen.lines().collect();
        // The newest message's first words are on the box's last text row.
        let start: String = newest.chars().take(20).collect();
        let at = rows
            .iter()
            .rposition(|r| r.contains(&start))
            .unwrap_or_else(|| panic!("{lang:?}: newest message not shown:\n{screen}"));
        let below = rows[at + 1..]
            .iter()
            .take_while(|r| !r.contains('└'))
            .filter(|r| r.trim_matches(|c| c == '"' || c == ' ' || c == '│').len() > 1)
            .count();
        assert!(
            below <= 1,
            "{lang:?}: the box opened above the newest:\n{screen}"
        );
        assert!(
            app.extras
                .history
                .iter()
                .all(|(text, _)| text.starts_with("L12 ")),
            "{lang:?}: {:?}",
            app.extras.history
        );
    }
}

#[test]
fn a_round_shown_for_the_first_time_on_f4_opens_on_its_first_empty_board() {
    let mut t = demo_round1();
    ops::set_result(&mut t, "L12", 1, 1, Outcome::Played(GameResult::Draw)).expect("set");
    ops::set_result(&mut t, "L12", 1, 2, Outcome::Played(GameResult::Draw)).expect("set");
    let mut app = desk(t, Language::Malay);
    press(&mut app, KeyCode::F(4));
    assert_eq!(app.screen, ScreenId::Results);
    assert_eq!(app.cursor(), 2);
}

#[test]
fn a_late_entry_typed_by_mistake_is_deleted_after_asking_and_a_paired_player_is_not() {
    for lang in LANGUAGES {
        let mut t = demo_round1();
        let mut fields = ops::PlayerFields::named("Tan Wei Ming Tersilap");
        fields.reserve = false;
        let late = ops::add_player(&mut t, "L12", fields).expect("late entry");
        let mut app = desk(t, lang);
        press(&mut app, KeyCode::F(2));
        press(&mut app, KeyCode::End);
        let selected = |app: &App| {
            let s = app.section().expect("L12");
            catur::tui::screens::players::visible(app, s)
                .get(app.cursor())
                .map(|p| p.id)
        };
        assert_eq!(
            selected(&app),
            Some(late),
            "{lang:?}: the late entry is last"
        );
        press(&mut app, KeyCode::Delete);
        let question = app.layers.confirm.as_ref().map(|c| c.question.clone());
        let question = question.expect("asks first");
        assert!(question.contains("Tan Wei Ming Tersilap"), "{question}");
        press(&mut app, KeyCode::Enter);
        let gone = app.section().and_then(|s| s.player(late)).is_none();
        assert!(gone, "{lang:?}: deleted: {}", message(&app));
        // A player whom round 1 names is refused at once, naming withdrawal.
        press(&mut app, KeyCode::Home);
        let first = selected(&app).expect("a player");
        press(&mut app, KeyCode::Delete);
        assert!(
            app.layers.confirm.is_none(),
            "{lang:?}: no question for a paired player"
        );
        let said = message(&app);
        let withdraw = match lang {
            Language::Malay => "tarik diri",
            Language::English => "withdraw",
        };
        assert!(said.contains(withdraw), "{lang:?}: {said}");
        assert!(app.section().and_then(|s| s.player(first)).is_some());
    }
}

#[test]
fn the_pahang_preset_goes_to_every_section_in_a_few_keys_and_one_undo() {
    let pahang = catur::standings::preset("pahang")
        .expect("the Pahang preset")
        .to_codes();
    for lang in LANGUAGES {
        let t = build_demo().expect("demo builds");
        let sections = t.sections.len();
        assert!(sections >= 4, "the demo has its categories");
        let before: Vec<Vec<String>> = t
            .sections
            .iter()
            .map(|s| s.settings.tiebreaks.clone())
            .collect();
        let mut app = desk(t, lang);
        let mut keys = 0;
        let mut count = |app: &mut App, c: KeyCode| {
            keys += 1;
            press(app, c);
        };
        count(&mut app, KeyCode::F(8));
        // Down to the preset row, then Enter cycles it to Pahang.
        let rows = catur::tui::settings_edit::rows(app.section());
        let setting = catur::ops::SECTION_SETTINGS
            .iter()
            .position(|s| s.key == "preset")
            .expect("a preset setting");
        let at = rows
            .iter()
            .position(|r| *r == catur::tui::settings_edit::Row::Setting(setting))
            .expect("a preset row");
        for _ in 0..at {
            count(&mut app, KeyCode::Down);
        }
        let mut turns = 0;
        while app.section().expect("L12").settings.tiebreaks != pahang {
            count(&mut app, KeyCode::Enter);
            turns += 1;
            assert!(turns < 12, "{lang:?}: Pahang never came");
        }
        count(&mut app, KeyCode::Char('e'));
        let question = app.layers.confirm.as_ref().map(|c| c.question.clone());
        assert!(
            question.is_some_and(|q| q.contains("L12")),
            "{lang:?}: asks first"
        );
        count(&mut app, KeyCode::Enter);
        assert!(
            app.tournament
                .sections
                .iter()
                .all(|s| s.settings.tiebreaks == pahang),
            "{lang:?}: {}",
            message(&app)
        );
        assert!(keys <= 20, "{lang:?}: {keys} keys for {sections} sections");
        // One undo (it asks first) gives the other sections their lists back.
        let undo = KeyEvent::new(KeyCode::Char('z'), KeyModifiers::CONTROL);
        if let Some(cmd) = catur::tui::command_for(&app, &undo) {
            app.update(cmd);
        }
        press(&mut app, KeyCode::Enter);
        let now: Vec<Vec<String>> = app
            .tournament
            .sections
            .iter()
            .map(|s| s.settings.tiebreaks.clone())
            .collect();
        assert_eq!(now[1..], before[1..], "{lang:?}: one undo");
        eprintln!("{lang:?}: Pahang for {sections} sections in {keys} keys");
    }
}

#[test]
fn f6_says_after_which_round_it_counts_and_both_views_follow_that_round() {
    for lang in LANGUAGES {
        let mut t = demo_round1();
        for round in 1..=2 {
            if round > 1 {
                ops::pair_next_round(&mut t, "L12").expect("pairs");
            }
            let boards = t
                .section("L12")
                .and_then(|s| s.round(round))
                .expect("r")
                .boards
                .len();
            for b in 1..=boards {
                ops::set_result(
                    &mut t,
                    "L12",
                    round,
                    b,
                    Outcome::Played(GameResult::WhiteWins),
                )
                .expect("set");
            }
        }
        let mut app = desk(t, lang);
        press(&mut app, KeyCode::F(5));
        press(&mut app, KeyCode::Left);
        assert_eq!(app.round, 1);
        press(&mut app, KeyCode::F(6));
        let screen = draw(&app, 80, 25);
        let (teams, schools) = match lang {
            Language::Malay => (
                "L12: pasukan selepas pusingan 1 daripada",
                "Sekolah selepas pusingan 1",
            ),
            Language::English => ("L12: teams after round 1 of", "Schools after round 1"),
        };
        assert!(screen.contains(teams), "{lang:?}:\n{screen}");
        key(&mut app, 'v');
        let screen = draw(&app, 80, 25);
        assert!(screen.contains(schools), "{lang:?}:\n{screen}");
    }
}
