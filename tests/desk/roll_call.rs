//! The roll call at the desk: on F3 before round 1 is paired, `a` asks for the pairing
//! numbers of the players who did not sign in, and Enter gives each the zero-point bye
//! of the round as one change (one undo takes them all back), or, under the section's
//! withdraw rule (F8), withdraws each from that round on. F3's title says when the
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

/// The pairing numbers of L12's players now absent in round 1.
fn absent(t: &catur::model::Tournament) -> Vec<u32> {
    let s = t.section("L12").expect("L12");
    let mut v: Vec<u32> = s
        .players
        .iter()
        .filter(|p| p.status(1) == PlayerStatus::Bye(ByeKind::Zero))
        .map(|p| p.tpn)
        .collect();
    v.sort();
    v
}

#[test]
fn three_marked_by_space_and_search_are_the_change_of_catur_players_absent() {
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("kuantan.catur");
    let start = app(Language::English).tournament;
    catur::store::save(&file, &start).expect("saved");
    common::cli::succeeds(&[
        "players",
        "absent",
        common::cli::s(&file),
        "--section",
        "L12",
        "--round",
        "1",
        "2",
        "18",
        "27",
    ]);
    let by_command = catur::store::load(&file).expect("loads");

    let mut app = app(Language::English);
    key(&mut app, 'a');
    // By the arrows and Space: number 2, the second in the list.
    press(&mut app, KeyCode::Down);
    key(&mut app, ' ');
    // By part of a name, then Space.
    type_text(&mut app, "haziq ");
    // By a number, then Space.
    type_text(&mut app, "27 ");
    assert!(
        draw(&app, 80, 25).contains("Marked absent: 3"),
        "{}",
        draw(&app, 80, 25)
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(absent(&app.tournament), [2, 18, 27], "{}", message(&app));
    let (desk, cli) = (app.tournament.section("L12"), by_command.section("L12"));
    assert_eq!(desk.map(|s| &s.players), cli.map(|s| &s.players));
    let last = |t: &catur::model::Tournament| catur::ops::description(t, t.journal.cursor - 1);
    assert_eq!(last(&app.tournament), last(&by_command));
    assert_eq!(
        app.tournament.journal.entries.len(),
        start.journal.entries.len() + 1
    );
}

#[test]
fn space_unmarks_and_esc_gives_the_roll_call_up() {
    let mut app = app(Language::Malay);
    let before = app.tournament.clone();
    key(&mut app, 'a');
    key(&mut app, ' ');
    press(&mut app, KeyCode::Up);
    key(&mut app, ' ');
    assert!(draw(&app, 80, 25).contains("Ditanda tidak hadir: 0"));
    key(&mut app, ' ');
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.top_layer(), None);
    assert_eq!(app.tournament, before);
    // Nobody marked: Enter changes nothing and says so.
    key(&mut app, 'a');
    press(&mut app, KeyCode::Enter);
    assert!(
        message(&app).contains("tiada pemain ditanda"),
        "{}",
        message(&app)
    );
    assert_eq!(app.tournament, before);
}

#[test]
fn the_list_leaves_out_the_withdrawn_and_pages() {
    let mut app = app(Language::English);
    let id = app
        .section()
        .and_then(|s| s.player_by_tpn(1))
        .map(|p| p.id)
        .expect("player 1");
    let code = app.section().expect("L12").code.clone();
    catur::ops::withdraw(&mut app.tournament, &code, id, 1, None).expect("withdraws");
    key(&mut app, 'a');
    let screen = draw(&app, 80, 25);
    assert!(!screen.contains("Haikal bin Rahman"), "{screen}");
    assert!(screen.contains("Darshan a/l Pillai"), "{screen}");
    // PgDn goes a page on: the first rows leave the screen.
    press(&mut app, KeyCode::PageDown);
    press(&mut app, KeyCode::PageDown);
    key(&mut app, ' ');
    press(&mut app, KeyCode::Enter);
    let marked = absent(&app.tournament);
    assert_eq!(marked.len(), 1, "{}", message(&app));
    assert!(marked[0] > 20, "{marked:?}");
}

#[test]
fn roll_call_list_screens() {
    for (lang, code) in [(Language::English, "en"), (Language::Malay, "ms")] {
        let mut app = app(lang);
        key(&mut app, 'a');
        press(&mut app, KeyCode::Down);
        key(&mut app, ' ');
        type_text(&mut app, "muhammad");
        let screen = draw(&app, 80, 25);
        assert!(screen.contains("Muhammad Haziq bin Harun"), "{screen}");
        insta::assert_snapshot!(format!("roll_call_find_{code}_80x25"), screen);
        press(&mut app, KeyCode::Backspace);
        for _ in 0.."muhammad".len() {
            press(&mut app, KeyCode::Backspace);
        }
        insta::assert_snapshot!(format!("roll_call_list_{code}_80x25"), draw(&app, 80, 25));
    }
}

/// The screen line that holds `label`.
fn line_of(screen: &str, label: &str) -> String {
    screen
        .lines()
        .find(|l| l.contains(label))
        .map(String::from)
        .unwrap_or_else(|| panic!("no line with {label}:\n{screen}"))
}

/// Issue 34 item 6: F8's roll-call row sets what the roll call does with who did not
/// sign in (both languages), and under the withdraw rule F3 `a` withdraws them from
/// that round on, as one change that one undo takes back.
#[test]
fn under_the_withdraw_rule_the_roll_call_withdraws() {
    use catur::model::RollCallRule;
    use catur::tui::settings_edit::{Row, rows};
    for (lang, label, bye, withdrawn, enter, done) in [
        (
            Language::English,
            "Not signed in at the roll call",
            "zero-point bye",
            "withdrawn",
            "Enter withdraws",
            "L12: absent in round 1 (withdrawn from round 1 on): ",
        ),
        (
            Language::Malay,
            "Tidak mendaftar semasa panggilan",
            "bai kosong",
            "tarik diri",
            "Enter tarik diri",
            "L12: tidak hadir dalam pusingan 1 (tarik diri mulai pusingan 1): ",
        ),
    ] {
        let mut app = app(lang);
        app.update(Command::GoTo(ScreenId::Settings));
        let at = rows(app.section())
            .iter()
            .position(|r| Some(*r) == Row::setting("roll-call"))
            .expect("a roll-call row");
        press(&mut app, KeyCode::Home);
        for _ in 0..at {
            press(&mut app, KeyCode::Down);
        }
        let line = line_of(&draw(&app, 80, 25), label);
        assert!(line.contains(bye), "{line}");
        press(&mut app, KeyCode::Enter);
        let line = line_of(&draw(&app, 80, 25), label);
        assert!(line.contains(withdrawn), "{line}");
        assert_eq!(
            app.section().map(|s| s.settings.roll_call),
            Some(RollCallRule::Withdraw),
            "{}",
            message(&app)
        );
        app.update(Command::GoTo(ScreenId::Pairings));
        let entries = app.tournament.journal.entries.len();
        key(&mut app, 'a');
        let screen = draw(&app, 80, 25);
        assert!(screen.contains(enter), "{screen}");
        type_text(&mut app, "3 7");
        press(&mut app, KeyCode::Enter);
        assert!(message(&app).contains(done), "{}", message(&app));
        for tpn in [3, 7] {
            assert_eq!(status(&app, tpn), PlayerStatus::Withdrawn);
            let later = app
                .section()
                .and_then(|s| s.player_by_tpn(tpn))
                .map(|p| p.status(2));
            assert_eq!(later, Some(PlayerStatus::Withdrawn));
        }
        assert_eq!(status(&app, 4), PlayerStatus::Present);
        assert_eq!(app.tournament.journal.entries.len(), entries + 1);
        app.update(Command::Undo);
        press(&mut app, KeyCode::Enter);
        assert_eq!(status(&app, 3), PlayerStatus::Present, "{}", message(&app));
        assert_eq!(status(&app, 7), PlayerStatus::Present);
    }
}
