//! Issue 17, item 5: every form field and every prompt edits like a text field. The
//! keys go through `command_for` as the terminal's would: arrows, Home/End, Ctrl+arrows
//! for words, Delete and Backspace anywhere in the value; a value longer than its field
//! scrolls sideways and the terminal's cursor stands where the next character goes.

use crate::common;

use catur::cli::build_demo;
use catur::model::{Language, Tournament};
use catur::tui::keymap::KeyMap;
use catur::tui::{App, Command, ScreenId, command_for};
use common::tui::type_text;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Position;

fn app() -> App {
    let mut app = App::new(build_demo().expect("demo builds"), None);
    app.clock = "2026-03-14 10:00".into();
    app
}

fn key(app: &mut App, code: KeyCode, mods: KeyModifiers) {
    if let Some(cmd) = command_for(app, &KeyEvent::new(code, mods)) {
        app.update(cmd);
    }
}

fn press(app: &mut App, code: KeyCode) {
    key(app, code, KeyModifiers::NONE);
}

fn ctrl(app: &mut App, code: KeyCode) {
    key(app, code, KeyModifiers::CONTROL);
}

fn field(app: &App, i: usize) -> String {
    app.layers
        .form
        .as_ref()
        .and_then(|f| f.fields.get(i))
        .map(|f| f.input.value().to_string())
        .unwrap_or_default()
}

fn prompt(app: &App) -> String {
    app.layers
        .prompt
        .as_ref()
        .map(|p| p.input.value().to_string())
        .unwrap_or_default()
}

/// The screen as text and where the terminal's cursor stands (`None`: hidden).
fn draw(app: &App, w: u16, h: u16) -> (String, Option<Position>) {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("test terminal");
    terminal
        .draw(|f| catur::tui::screens::view(app, f))
        .expect("draws");
    let b = terminal.backend();
    let cursor = b.cursor_visible().then(|| b.cursor_position());
    (b.to_string(), cursor)
}

/// The character at a place of the drawn screen.
fn at(screen: &str, p: Position) -> Option<char> {
    screen
        .lines()
        .nth(usize::from(p.y))?
        .trim_matches('"')
        .chars()
        .nth(usize::from(p.x))
}

#[test]
fn a_form_field_edits_in_the_middle() {
    let mut app = app();
    app.update(Command::GoTo(ScreenId::Players));
    app.update(Command::AddPlayer);
    type_text(&mut app, "hmad bin Ismail");
    press(&mut app, KeyCode::Home);
    type_text(&mut app, "A");
    assert_eq!(field(&app, 0), "Ahmad bin Ismail");
    press(&mut app, KeyCode::End);
    type_text(&mut app, "x");
    // Ctrl+Left to the start of the last word; Delete takes its first letter.
    ctrl(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Delete);
    assert_eq!(field(&app, 0), "Ahmad bin smailx");
    type_text(&mut app, "I");
    press(&mut app, KeyCode::End);
    press(&mut app, KeyCode::Backspace);
    assert_eq!(field(&app, 0), "Ahmad bin Ismail");
    // Backspace in the middle: "bin" loses its "n" and gets it back.
    ctrl(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Backspace);
    assert_eq!(field(&app, 0), "Ahmad bi Ismail");
    type_text(&mut app, "n");
    ctrl(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    type_text(&mut app, "-");
    assert_eq!(field(&app, 0), "Ahmad bin I-smail");
    // The arrows move inside the field; Up/Down and Tab still move between fields.
    press(&mut app, KeyCode::Down);
    type_text(&mut app, "SKSI");
    assert_eq!(app.layers.form.as_ref().map(|f| f.focus), Some(1));
    assert_eq!(field(&app, 0), "Ahmad bin I-smail");
    assert_eq!(field(&app, 1), "SKSI");
}

#[test]
fn delete_at_the_end_and_a_move_do_not_clear_a_fields_problem() {
    let mut app = app();
    app.update(Command::GoTo(ScreenId::Players));
    app.update(Command::AddPlayer);
    app.update(Command::Accept);
    let error = |app: &App| {
        app.layers
            .form
            .as_ref()
            .and_then(|f| f.fields[0].error.clone())
    };
    assert!(error(&app).is_some(), "an empty name is marked");
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Delete);
    assert!(error(&app).is_some(), "nothing was typed yet");
    type_text(&mut app, "T");
    assert!(error(&app).is_none(), "typing clears the mark");
}

#[test]
fn a_prompt_edits_in_the_middle() {
    let mut app = App::new(Tournament::new("Kejohanan Catur"), None);
    app.update(Command::NewChampionship);
    type_text(&mut app, "MSSD Catr 2026");
    for _ in 0.." 2026".len() + 1 {
        press(&mut app, KeyCode::Left);
    }
    type_text(&mut app, "u");
    assert_eq!(prompt(&app), "MSSD Catur 2026");
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Delete);
    type_text(&mut app, "K");
    // Ctrl+Right goes to the start of the next word: "2026", then one back.
    ctrl(&mut app, KeyCode::Right);
    ctrl(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Backspace);
    assert_eq!(prompt(&app), "KSSD Catu 2026");
    // The search prompt filters on what the line says, wherever it was changed.
    let mut app = self::app();
    app.update(Command::GoTo(ScreenId::Players));
    app.update(Command::Search);
    type_text(&mut app, "Ahmd");
    press(&mut app, KeyCode::Left);
    type_text(&mut app, "a");
    assert_eq!(app.views.players.search, "Ahmad");
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Delete);
    assert_eq!(app.views.players.search, "hmad");
}

#[test]
fn board_mode_and_result_keys_are_untouched_by_the_field_keys() {
    let mut app = app();
    // No field open: Left and Right still change the round, Delete still clears.
    app.update(Command::GoTo(ScreenId::Results));
    let left = KeyEvent::new(KeyCode::Left, KeyModifiers::NONE);
    assert_eq!(command_for(&app, &left), Some(Command::PrevRound));
    let del = KeyEvent::new(KeyCode::Delete, KeyModifiers::NONE);
    assert_eq!(command_for(&app, &del), Some(Command::ClearResult));
    let one = KeyEvent::new(KeyCode::Char('1'), KeyModifiers::NONE);
    assert_ne!(command_for(&app, &one), Some(Command::Type('1')));
}

#[test]
fn the_cursor_is_drawn_in_the_prompt_and_in_the_middle_of_it() {
    let mut app = App::new(Tournament::new("Kejohanan Catur"), None);
    app.update(Command::NewChampionship);
    type_text(&mut app, "Kejohanan Catur");
    let (screen, cursor) = draw(&app, 80, 25);
    let c = cursor.expect("the cursor is shown in the prompt");
    assert_eq!(at(&screen, c), Some('_'), "{screen}");
    for _ in 0.."Catur".len() {
        press(&mut app, KeyCode::Left);
    }
    let (screen, cursor) = draw(&app, 80, 25);
    let m = cursor.expect("the cursor is shown");
    assert_eq!(m.y, c.y);
    assert_eq!(m.x + 5, c.x);
    assert_eq!(at(&screen, m), Some('C'), "{screen}");
    app.update(Command::Cancel);
    assert_eq!(draw(&app, 80, 25).1, None, "no field, no cursor");
}

#[test]
fn a_long_prompt_value_scrolls_so_the_cursor_stays_visible() {
    let mut app = App::new(Tournament::new("Kejohanan Catur"), None);
    app.update(Command::OpenFile);
    let path = "C:/Users/guru/Documents/Kejohanan/MSSD Daerah Petaling 2026/catur-bawah-12.catur";
    type_text(&mut app, path);
    let (screen, cursor) = draw(&app, 80, 25);
    let c = cursor.expect("cursor");
    assert!(c.x < 80);
    assert_eq!(at(&screen, c), Some('_'));
    assert!(screen.contains("bawah-12.catur_"), "{screen}");
    press(&mut app, KeyCode::Home);
    let (screen, cursor) = draw(&app, 80, 25);
    assert!(screen.contains("C:/Users/guru"), "{screen}");
    assert_eq!(at(&screen, cursor.expect("cursor")), Some('C'));
}

#[test]
fn a_long_name_scrolls_in_an_80_column_form_with_the_cursor_visible() {
    for (lang, tag) in [(Language::English, "en"), (Language::Malay, "ms")] {
        let mut app = app();
        app.lang = lang;
        app.update(Command::GoTo(ScreenId::Players));
        app.update(Command::AddPlayer);
        type_text(
            &mut app,
            "Nur Aisyah binti Hassan Priya a/p Raman Tan Wei Ming Ahmad bin Ismail",
        );
        let (screen, cursor) = draw(&app, 80, 25);
        let c = cursor.expect("the cursor is shown in the form");
        assert!(c.x < 78, "inside the form's border: {c:?}");
        assert_eq!(at(&screen, c), Some('_'), "{screen}");
        assert!(screen.contains("Ahmad bin Ismail_"), "{screen}");
        insta::assert_snapshot!(format!("text_field_long_name_end_{tag}_80x25"), screen);
        // To the start: the field scrolls back, the cursor on the first letter.
        press(&mut app, KeyCode::Home);
        let (screen, cursor) = draw(&app, 80, 25);
        let h = cursor.expect("cursor");
        assert_eq!(h.y, c.y);
        assert_eq!(at(&screen, h), Some('N'), "{screen}");
        // A word to the right: the cursor on the 'A' of Aisyah.
        ctrl(&mut app, KeyCode::Right);
        let (screen, cursor) = draw(&app, 80, 25);
        assert_eq!(at(&screen, cursor.expect("cursor")), Some('A'), "{screen}");
        insta::assert_snapshot!(format!("text_field_long_name_start_{tag}_80x25"), screen);
    }
}

#[test]
fn the_field_keys_are_listed_in_help_and_can_be_rebound() {
    let (km, problems) = KeyMap::with_user_file("field Ctrl+b = cursor-left\nfield F5 = fly\n");
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].line, 2);
    let mut app = app();
    app.keymap = km;
    app.update(Command::GoTo(ScreenId::Players));
    app.update(Command::AddPlayer);
    type_text(&mut app, "Tan Wei Mng");
    ctrl(&mut app, KeyCode::Char('b'));
    ctrl(&mut app, KeyCode::Char('b'));
    type_text(&mut app, "i");
    assert_eq!(field(&app, 0), "Tan Wei Ming");
    // The default keys stay; help lists the field keys in both languages.
    press(&mut app, KeyCode::Home);
    type_text(&mut app, "_");
    assert_eq!(field(&app, 0), "_Tan Wei Ming");
    app.update(Command::Cancel);
    for (lang, place, words) in [
        (Language::English, "text field", "cursor one word left"),
        (
            Language::Malay,
            "ruang teks",
            "kursor satu perkataan ke kiri",
        ),
    ] {
        app.lang = lang;
        app.update(Command::GoTo(ScreenId::Help));
        app.update(Command::End);
        let (screen, _) = draw(&app, 100, 60);
        assert!(
            screen.contains(place) && screen.contains("Ctrl+Left") && screen.contains(words),
            "{screen}"
        );
        assert!(
            screen.contains("Ctrl+b"),
            "the rebound key is listed: {screen}"
        );
    }
}

#[test]
fn a_prompt_whose_label_wraps_keeps_its_value_and_cursor_on_screen() {
    // The Malay result prompt is longer than 80 columns: the label wraps and the value
    // follows it, the cursor after the last character typed.
    for lang in [Language::Malay, Language::English] {
        let mut app = app();
        app.lang = lang;
        app.update(Command::GoTo(ScreenId::Pairings));
        app.update(Command::PairNext);
        app.update(Command::Accept);
        app.update(Command::GoTo(ScreenId::Results));
        app.update(Command::Accept);
        assert!(app.layers.prompt.is_some(), "Enter on F4 asks for a result");
        type_text(&mut app, "a:1-0.5");
        press(&mut app, KeyCode::Left);
        let (screen, cursor) = draw(&app, 80, 25);
        let c = cursor.expect("the cursor is shown");
        assert_eq!(at(&screen, c), Some('5'), "{screen}");
        assert!(screen.contains("a:1-0.5"), "{screen}");
    }
}
