//! The roll call at the desk: on F3 before round 1 is paired, `a` asks for the pairing
//! numbers of the players who did not sign in, and Enter gives each the zero-point bye
//! of the round as one change (one undo takes them all back). F3's title says when the
//! round starts. Both languages.

use crate::common;

use catur::cli::build_demo;
use catur::model::{ByeKind, Language, PlayerStatus, Schedule};
use catur::tui::{App, Command, ScreenId};
use common::tui::{draw, key, message, press, type_text};
use crossterm::event::KeyCode;

fn app(lang: Language) -> App {
    let mut t = build_demo().expect("demo builds");
    let l12 = t
        .sections
        .iter_mut()
        .find(|s| s.code == "L12")
        .expect("L12");
    l12.settings.schedule = Schedule::parse("1=2026-12-05 08:30").expect("reads");
    let mut app = App::new(t, None);
    app.clock = "2026-12-05 08:00".into();
    app.lang = lang;
    app.update(Command::GoTo(ScreenId::Pairings));
    app
}

fn status(app: &App, tpn: u32) -> PlayerStatus {
    app.section()
        .and_then(|s| s.player_by_tpn(tpn))
        .map(|p| p.status(1))
        .expect("player")
}

#[test]
fn absent_players_are_marked_in_a_few_keys_as_one_change() {
    for (lang, label) in [
        (Language::English, "Absent in round 1"),
        (Language::Malay, "Tidak hadir pusingan 1"),
    ] {
        let mut app = app(lang);
        let entries = app.tournament.journal.entries.len();
        key(&mut app, 'a');
        assert!(draw(&app, 80, 25).contains(label), "{}", draw(&app, 80, 25));
        type_text(&mut app, "3 7");
        press(&mut app, KeyCode::Enter);
        assert_eq!(
            status(&app, 3),
            PlayerStatus::Bye(ByeKind::Zero),
            "{}",
            message(&app)
        );
        assert_eq!(status(&app, 7), PlayerStatus::Bye(ByeKind::Zero));
        assert_eq!(status(&app, 4), PlayerStatus::Present);
        assert_eq!(app.tournament.journal.entries.len(), entries + 1);
        // One undo takes both back.
        app.update(Command::Undo);
        press(&mut app, KeyCode::Enter);
        assert_eq!(status(&app, 3), PlayerStatus::Present, "{}", message(&app));
        assert_eq!(status(&app, 7), PlayerStatus::Present);
    }
}

#[test]
fn a_number_of_nobody_is_refused_and_nothing_changes() {
    for (lang, words) in [
        (Language::English, "'999' is not a pairing number"),
        (Language::Malay, "'999' bukan nombor pemain"),
    ] {
        let mut app = app(lang);
        let before = app.tournament.clone();
        key(&mut app, 'a');
        type_text(&mut app, "3 999");
        press(&mut app, KeyCode::Enter);
        assert!(message(&app).contains(words), "{}", message(&app));
        assert_eq!(app.tournament, before);
    }
}

#[test]
fn f3_title_says_when_the_round_starts() {
    let mut t = build_demo().expect("demo builds");
    t.sections[0].settings.schedule = Schedule::parse("1=2026-12-05 08:30").expect("reads");
    let code = t.sections[0].code.clone();
    catur::ops::pair_next_round(&mut t, &code).expect("pairs");
    for (lang, when) in [
        (Language::English, "Sat 5/12 08:30"),
        (Language::Malay, "Sab 5/12 08:30"),
    ] {
        let mut app = App::new(t.clone(), None);
        app.lang = lang;
        app.update(Command::GoTo(ScreenId::Pairings));
        let screen = draw(&app, 80, 25);
        let title = screen.lines().next().unwrap_or_default();
        assert!(title.contains(when), "{screen}");
    }
}
