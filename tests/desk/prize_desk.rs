//! Setting the prize-giving up at the desk, without the command line: on F5's prize
//! list (`v`) a line is added and corrected in a form with the command line's fields,
//! removed, moved up and down (its order is its precedence), and the one-prize rule
//! switched; on F8 a row sets the medal points. Each change is the operation
//! `catur prizes` / `catur medals` makes, one journal entry, undone by one undo.
//! Snapshots at 80x25 in both languages.

use crate::common;

use catur::cli::build_demo;
use catur::model::{
    GameResult, Language, MedalPoints, Outcome, Prize, PrizeFilter, Sex, Tournament,
};
use catur::ops::{self, PrizeList};
use catur::tui::settings_edit::{Row, rows};
use catur::tui::{App, Command, ScreenId};
use common::tui::{draw, key, message, press, type_text};
use crossterm::event::KeyCode;

fn demo() -> Tournament {
    build_demo().expect("demo builds")
}

/// The demo with round 1 of its first section played (white wins every board).
fn played() -> Tournament {
    let mut t = demo();
    let code = t.sections[0].code.clone();
    ops::pair_next_round(&mut t, &code).expect("pairs");
    let boards = t.sections[0].rounds[0].boards.len();
    for b in 1..=boards {
        ops::set_result(&mut t, &code, 1, b, Outcome::Played(GameResult::WhiteWins))
            .expect("result");
    }
    t
}

/// The demo's first section on F5's prize list, with no prize yet.
fn app(t: Tournament, lang: Language) -> App {
    let mut app = App::new(t, None);
    app.clock = "2026-12-05 12:00".into();
    app.lang = lang;
    app.update(Command::GoTo(ScreenId::Standings));
    key(&mut app, 'v');
    app
}

fn line(label: &str, amount: &str, places: u32, filter: PrizeFilter) -> Prize {
    Prize {
        label: label.into(),
        amount: amount.into(),
        places,
        filter,
    }
}

/// Types `text` into the form's focused field, replacing what it held.
fn field(app: &mut App, text: &str) {
    for _ in 0..20 {
        press(app, KeyCode::Backspace);
    }
    type_text(app, text);
}

/// Fills the open prize form: label, amount, places, then the filter fields given.
fn fill(app: &mut App, values: &[&str]) {
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            press(app, KeyCode::Down);
        }
        field(app, v);
    }
}

fn prizes(app: &App) -> Vec<Prize> {
    app.tournament.sections[0].settings.prizes.prizes.clone()
}

#[test]
fn lines_added_at_the_desk_are_the_command_lines_lines() {
    let code = demo().sections[0].code.clone();
    let mut app = app(demo(), Language::Malay);
    let entries = app.tournament.journal.entries.len();
    key(&mut app, 'a');
    fill(&mut app, &["Johan", "RM 300", "3"]);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.top_layer(), None, "{}", message(&app));
    key(&mut app, 'a');
    fill(&mut app, &["Pemain perempuan", "RM 50", "1", "P"]);
    press(&mut app, KeyCode::Enter);
    assert!(
        message(&app).contains("baris hadiah 2 ditambah"),
        "{}",
        message(&app)
    );
    // The same lines as the command line's operation makes them.
    let mut by_hand = demo();
    ops::add_prize(
        &mut by_hand,
        &code,
        PrizeList::Prizes,
        line("Johan", "RM 300", 3, PrizeFilter::Overall),
    )
    .expect("adds");
    ops::add_prize(
        &mut by_hand,
        &code,
        PrizeList::Prizes,
        line(
            "Pemain perempuan",
            "RM 50",
            1,
            PrizeFilter::Sex(Sex::Female),
        ),
    )
    .expect("adds");
    assert_eq!(prizes(&app), by_hand.sections[0].settings.prizes.prizes);
    assert_eq!(app.tournament.journal.entries.len(), entries + 2);
    let last = app.tournament.journal.entries.len() - 1;
    assert_eq!(
        ops::description(&app.tournament, last),
        format!("prize list of {code}: line added")
    );
}

#[test]
fn a_line_is_corrected_moved_removed_and_undone() {
    let mut t = demo();
    t.sections[0].settings.prizes.prizes = vec![
        line("Johan", "RM 300", 3, PrizeFilter::Overall),
        line(
            "Pemain perempuan",
            "RM 50",
            1,
            PrizeFilter::Sex(Sex::Female),
        ),
    ];
    let mut app = app(t, Language::English);
    // The cursor on the girls' line (its first row, below the three places).
    press(&mut app, KeyCode::End);
    key(&mut app, 'e');
    press(&mut app, KeyCode::Down);
    field(&mut app, "RM 80");
    press(&mut app, KeyCode::Enter);
    assert_eq!(prizes(&app)[1].amount, "RM 80", "{}", message(&app));
    assert_eq!(prizes(&app)[1].filter, PrizeFilter::Sex(Sex::Female));
    // Up: the girls' prize goes first.
    key(&mut app, 'u');
    assert_eq!(
        prizes(&app)[0].label,
        "Pemain perempuan",
        "{}",
        message(&app)
    );
    assert!(
        message(&app).contains("is now prize line 1"),
        "{}",
        message(&app)
    );
    // The cursor followed the line: up again is refused, nothing changes.
    let before = app.tournament.clone();
    key(&mut app, 'u');
    assert!(
        message(&app).contains("first on the list already"),
        "{}",
        message(&app)
    );
    assert_eq!(app.tournament, before);
    key(&mut app, 'x');
    assert_eq!(prizes(&app).len(), 1);
    assert_eq!(prizes(&app)[0].label, "Johan");
    // One undo (asked, then Enter) brings the removed line back.
    app.update(Command::Undo);
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        prizes(&app)[0].label,
        "Pemain perempuan",
        "{}",
        message(&app)
    );
    assert_eq!(prizes(&app).len(), 2);
}

#[test]
fn the_one_prize_rule_is_switched_on_the_list() {
    let mut t = demo();
    t.sections[0].settings.prizes.prizes = vec![line("Johan", "", 3, PrizeFilter::Overall)];
    let mut app = app(t, Language::English);
    assert!(draw(&app, 80, 25).contains("one prize per player"));
    key(&mut app, 'o');
    assert!(
        app.tournament.sections[0]
            .settings
            .prizes
            .several_per_player
    );
    assert!(draw(&app, 80, 25).contains("several prizes"));
    key(&mut app, 'o');
    assert!(
        !app.tournament.sections[0]
            .settings
            .prizes
            .several_per_player
    );
}

#[test]
fn a_bad_line_is_refused_in_the_form_in_both_languages() {
    for (lang, words) in [
        (Language::English, "one filter only"),
        (Language::Malay, "satu tapisan sahaja"),
    ] {
        let mut app = app(demo(), lang);
        let before = app.tournament.clone();
        key(&mut app, 'a');
        fill(&mut app, &["Johan", "", "1", "F", "", "", "y"]);
        press(&mut app, KeyCode::Enter);
        assert!(draw(&app, 80, 25).contains(words), "{}", draw(&app, 80, 25));
        assert_eq!(app.tournament, before);
        // The operations' refusal (no places) is worded in the screen language too.
        press(&mut app, KeyCode::Backspace);
        for _ in 0..4 {
            press(&mut app, KeyCode::Up);
        }
        field(&mut app, "0");
        press(&mut app, KeyCode::Enter);
        let said = match lang {
            Language::English => "give at least 1 place",
            Language::Malay => "beri sekurang-kurangnya 1 tempat",
        };
        assert!(message(&app).contains(said), "{}", message(&app));
        assert_eq!(app.tournament, before);
        press(&mut app, KeyCode::Esc);
        assert_eq!(app.top_layer(), None);
    }
}

#[test]
fn the_prize_keys_wait_for_a_line() {
    let mut app = app(demo(), Language::Malay);
    let before = app.tournament.clone();
    key(&mut app, 'x');
    assert!(
        message(&app).contains("tiada baris hadiah"),
        "{}",
        message(&app)
    );
    assert_eq!(app.tournament, before);
    // On the standings the keys do nothing.
    key(&mut app, 'v');
    key(&mut app, 'a');
    assert_eq!(app.top_layer(), None);
}

#[test]
fn prize_form_and_list_screens() {
    for (lang, code) in [(Language::English, "en"), (Language::Malay, "ms")] {
        let mut t = played();
        t.sections[0].settings.prizes.prizes = vec![
            line("Johan", "RM 300", 3, PrizeFilter::Overall),
            line(
                "Pemain perempuan",
                "RM 50",
                1,
                PrizeFilter::Sex(Sex::Female),
            ),
        ];
        let mut app = app(t, lang);
        insta::assert_snapshot!(format!("prize_desk_list_{code}_80x25"), draw(&app, 80, 25));
        press(&mut app, KeyCode::End);
        key(&mut app, 'e');
        insta::assert_snapshot!(format!("prize_desk_form_{code}_80x25"), draw(&app, 80, 25));
    }
}

/// The F8 cursor on the medal-points row.
fn medal_row(app: &mut App) {
    app.update(Command::GoTo(ScreenId::Settings));
    let at = rows(app.section())
        .iter()
        .position(|r| *r == Row::MedalPoints)
        .expect("a medal-points row");
    press(app, KeyCode::Home);
    for _ in 0..at {
        press(app, KeyCode::Down);
    }
}

#[test]
fn f8_sets_the_medal_points_as_the_command_line_does() {
    for (lang, code, shown, bad) in [
        (Language::English, "en", "Medal points", "type none, mssm"),
        (Language::Malay, "ms", "Mata pingat", "taip tiada, mssm"),
    ] {
        let mut app = App::new(demo(), None);
        app.lang = lang;
        medal_row(&mut app);
        press(&mut app, KeyCode::Enter);
        field(&mut app, "mssm");
        press(&mut app, KeyCode::Enter);
        assert_eq!(
            app.tournament.championship.medal_points,
            Some(MedalPoints::MSSM),
            "{}",
            message(&app)
        );
        let screen = draw(&app, 80, 25);
        assert!(screen.contains(shown), "{screen}");
        insta::assert_snapshot!(format!("prize_desk_medal_points_{code}_80x25"), screen);
        press(&mut app, KeyCode::Enter);
        field(&mut app, "5,3,1 10,6,2");
        press(&mut app, KeyCode::Enter);
        let mut by_hand = demo();
        ops::set_medal_points(
            &mut by_hand,
            Some(MedalPoints {
                individual: [5, 3, 1],
                team: [10, 6, 2],
            }),
        )
        .expect("sets");
        assert_eq!(
            app.tournament.championship.medal_points,
            by_hand.championship.medal_points
        );
        let before = app.tournament.clone();
        press(&mut app, KeyCode::Enter);
        field(&mut app, "emas 5");
        press(&mut app, KeyCode::Enter);
        assert!(message(&app).contains(bad), "{}", message(&app));
        assert_eq!(app.tournament, before);
        press(&mut app, KeyCode::Enter);
        field(&mut app, "none");
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.tournament.championship.medal_points, None);
    }
}
