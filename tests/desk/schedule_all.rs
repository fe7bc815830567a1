//! One schedule for every section at the desk (issue 34): on F8's round-times row the
//! hint offers `e`, which (after Enter) gives the shown section's round times to every
//! section as one change, the change `catur section edit --section all --schedule`
//! makes; one undo takes it back. Both languages.

use crate::common;

use catur::cli::build_demo;
use catur::model::{Language, Schedule};
use catur::tui::settings_edit::{Row, rows};
use catur::tui::{App, Command, ScreenId};
use common::tui::{draw, key, message, press, type_text};
use crossterm::event::KeyCode;

const DAY: &str = "1=2026-12-05 08:30, 2=2026-12-05 14:30, 3=2026-12-06 08:30";

/// F8 with the cursor on the round-times row of the first section.
fn on_schedule_row(lang: Language) -> App {
    let mut app = App::new(build_demo().expect("demo builds"), None);
    app.lang = lang;
    app.update(Command::GoTo(ScreenId::Settings));
    let at = rows(app.section())
        .iter()
        .position(|r| Some(*r) == Row::setting("schedule"))
        .expect("a round-times row");
    press(&mut app, KeyCode::Home);
    for _ in 0..at {
        press(&mut app, KeyCode::Down);
    }
    app
}

#[test]
fn the_round_times_go_to_every_section_from_f8() {
    for (lang, hint, done) in [
        (
            Language::English,
            "e: the same round times for every section",
            "given to",
        ),
        (
            Language::Malay,
            "e: masa pusingan yang sama untuk semua kategori",
            "diberi kepada",
        ),
    ] {
        let mut app = on_schedule_row(lang);
        assert!(draw(&app, 80, 25).contains(hint), "{}", draw(&app, 80, 25));
        press(&mut app, KeyCode::Enter);
        for _ in 0..80 {
            press(&mut app, KeyCode::Backspace);
        }
        type_text(&mut app, DAY);
        press(&mut app, KeyCode::Enter);
        let day = Schedule::parse(DAY).expect("reads");
        assert_eq!(app.section().map(|s| &s.settings.schedule), Some(&day));
        let entries = app.tournament.journal.entries.len();
        key(&mut app, 'e');
        assert!(app.layers.confirm.is_some(), "{}", message(&app));
        press(&mut app, KeyCode::Enter);
        assert!(message(&app).contains(done), "{}", message(&app));
        assert!(
            app.tournament
                .sections
                .iter()
                .all(|s| s.settings.schedule == day)
        );
        assert_eq!(app.tournament.journal.entries.len(), entries + 1);
        // The same change as the command line's --section all.
        let mut by_command = app.tournament.clone();
        catur::ops::undo(&mut by_command).expect("undoes");
        catur::ops::schedule_to_every_section(&mut by_command, &day, None).expect("gives");
        for (a, b) in app.tournament.sections.iter().zip(&by_command.sections) {
            assert_eq!(a.settings, b.settings);
        }
        // Again: every section has them already; nothing to ask.
        key(&mut app, 'e');
        assert!(app.layers.confirm.is_none());
        // One undo takes the other sections' times back.
        app.update(Command::Undo);
        press(&mut app, KeyCode::Enter);
        let others = &app.tournament.sections[1..];
        assert!(
            others.iter().all(|s| s.settings.schedule != day),
            "{}",
            message(&app)
        );
        assert_eq!(app.section().map(|s| &s.settings.schedule), Some(&day));
    }
}
