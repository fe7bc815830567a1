//! Issue 29 item 5: a late entry from a school that has no team in the section yet. On
//! F2 `a` the team field takes the school's name; the first Enter shows the team code
//! offered for it (editable), the second creates the team with the player as one
//! change. A code already used is refused beside the code. At 80x25 on the Malay and
//! the English desk.

use crate::common;

use catur::model::{Language, Tournament};
use catur::ops;
use catur::tui::App;
use catur::tui::form::FormKind;
use common::tui::{draw, key, message, press, type_text};
use crossterm::event::KeyCode;

const LANGUAGES: [Language; 2] = [Language::Malay, Language::English];

/// Section L12 of three schools with round 1 paired: a new player is a late entry.
fn desk(lang: Language) -> App {
    let mut t: Tournament = common::school_section("Kejohanan", common::THREE_SCHOOLS, 0, 0);
    ops::pair_next_round(&mut t, "L12").expect("round 1 pairs");
    let mut app = App::new(t, None);
    app.lang = lang;
    app.clock = "2026-03-14 10:00".into();
    press(&mut app, KeyCode::F(2));
    app
}

/// Opens the add form and fills name, team (school) and board, then Enter.
fn enter_school(app: &mut App, school: &str) {
    key(app, 'a');
    type_text(app, "Nur Aisyah binti Hassan");
    press(app, KeyCode::Down);
    type_text(app, school);
    press(app, KeyCode::Down);
    type_text(app, "1");
    press(app, KeyCode::Enter);
}

fn note(lang: Language) -> &'static str {
    match lang {
        Language::English => "new school: Enter adds it",
        Language::Malay => "sekolah baharu: Enter menambahnya",
    }
}

#[test]
fn the_form_offers_the_new_schools_code_then_adds_team_and_player_together() {
    for lang in LANGUAGES {
        let mut app = desk(lang);
        let entries = app.tournament.journal.entries.len();
        enter_school(&mut app, "SK Air Putih");
        // Nothing saved yet: the code offered is shown, whole, with what Enter does.
        assert!(app.layers.form.is_some(), "{lang:?}: the form stays open");
        assert_eq!(app.tournament.journal.entries.len(), entries);
        let screen = draw(&app, 80, 25);
        let row = screen
            .lines()
            .find(|l| l.contains("SKAP"))
            .unwrap_or_else(|| panic!("{lang:?}: the code offered\n{screen}"));
        assert!(row.contains(note(lang)), "{lang:?}: {row}");
        assert!(
            !screen.contains("  ! "),
            "{lang:?}: no problem shown\n{screen}"
        );

        press(&mut app, KeyCode::Enter);
        assert!(app.layers.form.is_none(), "{lang:?}: {}", message(&app));
        assert_eq!(
            app.tournament.journal.entries.len(),
            entries + 1,
            "one change"
        );
        let s = app.section().expect("L12");
        let team = s
            .teams
            .iter()
            .find(|x| x.name == "SK Air Putih")
            .expect("the new team");
        assert_eq!(team.code, "SKAP");
        let p = s
            .players
            .iter()
            .find(|p| p.name == "Nur Aisyah binti Hassan")
            .expect("the player");
        assert_eq!(
            (p.team, p.board, p.entry_round),
            (Some(team.id), Some(1), 2)
        );
        assert!(
            message(&app).contains("SK Air Putih (SKAP)"),
            "{}",
            message(&app)
        );
        // The message says it in words: who, from which round, with which new team.
        let said = match lang {
            Language::English => {
                "Nur Aisyah binti Hassan entered: plays from round 2, with the new team SK Air Putih (SKAP)"
            }
            Language::Malay => {
                "Nur Aisyah binti Hassan didaftarkan: bermain mulai pusingan 2, bersama pasukan baharu SK Air Putih (SKAP)"
            }
        };
        assert!(message(&app).contains(said), "{}", message(&app));

        // One undo takes both back.
        ops::undo(&mut app.tournament).expect("undo");
        let s = app.section().expect("L12");
        assert_eq!((s.teams.len(), s.players.len()), (3, 9));
    }
}

#[test]
fn the_offered_code_can_be_changed_and_a_used_one_is_refused_beside_it() {
    for lang in LANGUAGES {
        let mut app = desk(lang);
        enter_school(&mut app, "SK Air Putih");
        // The code belongs to SK Seri Indah already (its CSV code): refused in place.
        let taken = app.section().expect("L12").teams[0].code.clone();
        for _ in 0..4 {
            press(&mut app, KeyCode::Backspace);
        }
        type_text(&mut app, &taken);
        press(&mut app, KeyCode::Enter);
        assert!(
            app.layers.form.is_some(),
            "{lang:?}: refused, the form stays"
        );
        assert_eq!(app.section().expect("L12").teams.len(), 3);
        let form = app.layers.form.as_ref().expect("form");
        assert_eq!(form.focus, 9, "{lang:?}: the focus on the code");
        assert!(
            form.fields[9]
                .error
                .as_deref()
                .unwrap_or("")
                .contains(&taken)
        );
        let screen = draw(&app, 80, 25);
        assert!(screen.contains(&taken), "{screen}");

        for _ in 0..taken.chars().count() {
            press(&mut app, KeyCode::Backspace);
        }
        type_text(&mut app, "skap2");
        press(&mut app, KeyCode::Enter);
        assert!(app.layers.form.is_none(), "{lang:?}: {}", message(&app));
        let s = app.section().expect("L12");
        assert!(
            s.teams
                .iter()
                .any(|x| x.name == "SK Air Putih" && x.code == "SKAP2")
        );
    }
}

/// A player entered under the wrong school, whose school has no team yet: F2 `e`, the
/// school's name in the team field, Enter shows the code offered, Enter again moves
/// the player into the new team, one change (it was refused as an unknown team).
#[test]
fn a_player_edited_into_a_new_school_brings_its_team() {
    for lang in LANGUAGES {
        let mut app = desk(lang);
        let entries = app.tournament.journal.entries.len();
        key(&mut app, 'e');
        let Some(FormKind::EditPlayer(id)) = app.layers.form.as_ref().map(|f| f.kind) else {
            panic!("{lang:?}: the edit form opens");
        };
        press(&mut app, KeyCode::Down);
        press(&mut app, KeyCode::End);
        for _ in 0..12 {
            press(&mut app, KeyCode::Backspace);
        }
        type_text(&mut app, "SK Air Putih");
        press(&mut app, KeyCode::Enter);
        let screen = draw(&app, 80, 25);
        assert!(
            screen.contains("SKAP"),
            "{lang:?}: the code offered\n{screen}"
        );
        assert!(!screen.contains("  ! "), "{lang:?}: no problem\n{screen}");
        press(&mut app, KeyCode::Enter);
        assert!(app.layers.form.is_none(), "{lang:?}: {}", message(&app));
        assert_eq!(app.tournament.journal.entries.len(), entries + 1);
        let s = app.section().expect("L12");
        let team = s.teams.iter().find(|x| x.code == "SKAP").expect("the team");
        assert_eq!(s.player(id).expect("the player").team, Some(team.id));
        assert!(
            message(&app).contains("SK Air Putih (SKAP)"),
            "{}",
            message(&app)
        );
        let moved = match lang {
            Language::English => "moved to the new team SK Air Putih (SKAP)",
            Language::Malay => "dipindahkan ke pasukan baharu SK Air Putih (SKAP)",
        };
        assert!(message(&app).contains(moved), "{}", message(&app));
    }
}
