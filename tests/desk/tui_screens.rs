//! The full-screen program driven by commands, as the keyboard would, and drawn on a
//! test terminal at 80x24 and 80x25 (the school PC consoles) and 132x43 (a wide console), in
//! Malay and in English. Snapshots pin every screen; assertions pin the behaviour.

use crate::common;

use catur::cli::build_demo;
use catur::model::Language;
use catur::model::{Board, ByeKind, Outcome, Round, Tournament, Unpaired};
use catur::ops;
use catur::tui::command::ResultKey;
use catur::tui::{App, Command, ScreenId};
use common::tui::draw;

/// The demo championship with round 1 of L12 paired top half against bottom half.
fn demo_with_round() -> Tournament {
    let mut t = build_demo().expect("demo builds");
    let s = t.section("L12").expect("L12");
    let ids: Vec<_> = s
        .players_by_tpn()
        .iter()
        .filter(|p| p.is_available(1))
        .map(|p| p.id)
        .collect();
    let half = ids.len() / 2;
    let mut round = Round::new(1);
    for i in 0..half {
        let (a, b) = (ids[i], ids[half + i]);
        let (white, black) = if i % 2 == 0 { (a, b) } else { (b, a) };
        round
            .boards
            .push(Board::new(white, black, Outcome::Pending));
    }
    if ids.len() % 2 == 1 {
        round.unpaired.push(Unpaired {
            player: ids[ids.len() - 1],
            kind: ByeKind::Pab,
        });
    }
    ops::publish_round(&mut t, "L12", round).expect("round publishes");
    t
}

fn app() -> App {
    let mut app = App::new(demo_with_round(), None);
    app.clock = "2026-03-14 10:00".into();
    app
}

#[test]
fn result_keys_fill_boards_and_jump_to_the_next_open_one() {
    let mut app = app();
    app.update(Command::GoTo(ScreenId::Results));
    assert_eq!(app.cursor(), 0);
    app.update(Command::SetResult(ResultKey::WhiteWins));
    assert_eq!(app.cursor(), 1, "cursor moves on");
    app.update(Command::SetResult(ResultKey::Draw));
    app.update(Command::SetResult(ResultKey::DoubleForfeit));
    let r = app.section().unwrap().round(1).unwrap();
    assert_eq!(r.progress().0, 3);
    // Back to board 1: a second key press does not overwrite the result.
    app.update(Command::Home);
    app.update(Command::SetResult(ResultKey::BlackWins));
    let r = app.section().unwrap().round(1).unwrap();
    assert_eq!(r.boards[0].outcome.code(), "1-0");
    assert!(
        app.message
            .as_ref()
            .is_some_and(|(m, _)| m.contains("already")),
        "{:?}",
        app.message
    );
    // Clear, then enter the corrected result; undo brings the old one back.
    app.update(Command::ClearResult);
    app.update(Command::Home);
    app.update(Command::SetResult(ResultKey::BlackWins));
    assert_eq!(
        app.section().unwrap().round(1).unwrap().boards[0]
            .outcome
            .code(),
        "0-1"
    );
    // Undo names the change first and waits for Enter (issue 12).
    app.update(Command::Undo);
    let question = app
        .layers
        .confirm
        .as_ref()
        .expect("undo asks first")
        .question
        .clone();
    assert!(question.contains("board 1"), "{question}");
    app.update(Command::Accept);
    app.update(Command::Undo);
    app.update(Command::Accept);
    assert_eq!(
        app.section().unwrap().round(1).unwrap().boards[0]
            .outcome
            .code(),
        "1-0"
    );
}

#[test]
fn go_to_board_prompt() {
    let mut app = app();
    app.update(Command::GoTo(ScreenId::Results));
    app.update(Command::GotoBoard);
    app.update(Command::Type('1'));
    app.update(Command::Type('2'));
    app.update(Command::Accept);
    assert_eq!(app.cursor(), 11);
    app.update(Command::GotoBoard);
    app.update(Command::Type('9'));
    app.update(Command::Type('9'));
    app.update(Command::Accept);
    assert_eq!(
        app.cursor(),
        11,
        "a board that does not exist changes nothing"
    );
    assert!(app.message.is_some());
}

#[test]
fn deleting_a_round_asks_first() {
    let mut app = app();
    app.update(Command::GoTo(ScreenId::Pairings));
    app.update(Command::DeleteLastRound);
    assert!(app.layers.confirm.is_some());
    app.update(Command::Cancel);
    assert_eq!(app.section().unwrap().rounds_paired(), 1);
    app.update(Command::DeleteLastRound);
    app.update(Command::Accept);
    assert_eq!(app.section().unwrap().rounds_paired(), 0);
}

/// The sizes every screen is drawn at, and the languages.
const SIZES: [(u16, u16); 3] = [(80, 24), (80, 25), (132, 43)];
const LANGUAGES: [(Language, &str); 2] = [(Language::Malay, "ms"), (Language::English, "en")];

fn snap_all(app: &mut App, name: &str) {
    let keep = app.lang;
    for (lang, tag) in LANGUAGES {
        app.lang = lang;
        for (w, h) in SIZES {
            insta::assert_snapshot!(format!("{name}_{tag}_{w}x{h}"), draw(app, w, h));
        }
    }
    app.lang = keep;
}

#[test]
fn every_screen_at_two_sizes_in_both_languages() {
    let mut app = app();
    app.update(Command::GoTo(ScreenId::Results));
    for k in [
        ResultKey::WhiteWins,
        ResultKey::Draw,
        ResultKey::BlackWins,
        ResultKey::WhiteForfeit,
    ] {
        app.update(Command::SetResult(k));
    }
    for (screen, name) in [
        (ScreenId::Results, "results"),
        (ScreenId::Pairings, "pairings"),
        (ScreenId::Players, "players"),
        (ScreenId::Standings, "standings"),
        (ScreenId::Teams, "teams"),
        (ScreenId::Reports, "reports"),
        (ScreenId::Settings, "settings"),
        (ScreenId::Help, "help"),
        (ScreenId::Start, "start"),
    ] {
        app.update(Command::GoTo(screen));
        snap_all(&mut app, name);
    }
}

#[test]
fn forms_prompts_and_the_empty_start_screen() {
    let mut empty = App::new(Tournament::new("Kejohanan Catur"), None);
    empty.recent = vec!["/sekolah/mssd-2025.catur".into()];
    snap_all(&mut empty, "start_empty");

    let mut app = app();
    app.update(Command::GoTo(ScreenId::Players));
    app.update(Command::AddPlayer);
    for c in "Nur Aisyah binti Hassan".chars() {
        app.update(Command::Type(c));
    }
    app.update(Command::Down);
    for c in "XYZ".chars() {
        app.update(Command::Type(c));
    }
    app.update(Command::Down);
    app.update(Command::Type('9'));
    app.update(Command::Accept);
    assert!(app.layers.form.is_some(), "a form with problems stays open");
    snap_all(&mut app, "player_form_with_problems");
    app.update(Command::Cancel);

    app.update(Command::GoTo(ScreenId::Settings));
    app.update(Command::NewSection);
    snap_all(&mut app, "section_form");
    app.update(Command::Cancel);

    app.update(Command::GoTo(ScreenId::Pairings));
    app.update(Command::DeleteLastRound);
    assert!(app.layers.confirm.is_some());
    snap_all(&mut app, "confirm_delete");
}

#[test]
fn pairing_is_a_preview_until_published() {
    let mut app = App::new(build_demo().expect("demo"), None);
    app.update(Command::GoTo(ScreenId::Pairings));
    app.update(Command::PairNext);
    assert!(app.preview.is_some(), "{:?}", app.message);
    assert_eq!(
        app.section().unwrap().rounds_paired(),
        0,
        "a preview changes nothing"
    );
    assert!(
        app.round_check().is_empty(),
        "the engine's preview passes the re-check: {:?}",
        app.round_check()
    );
    snap_all(&mut app, "pairing_preview");
    app.update(Command::Cancel);
    assert!(app.preview.is_none());
    assert_eq!(app.section().unwrap().rounds_paired(), 0);
    app.update(Command::PairNext);
    app.update(Command::Accept);
    assert_eq!(app.section().unwrap().rounds_paired(), 1);
    // The next round cannot be paired before the results are in.
    app.update(Command::PairNext);
    assert!(app.preview.is_none());
    assert!(
        app.message
            .as_ref()
            .is_some_and(|(m, _)| m.contains("results")),
        "{:?}",
        app.message
    );
}

#[test]
fn enter_opens_a_dialog_for_unusual_results() {
    let mut app = app();
    app.update(Command::GoTo(ScreenId::Results));
    app.update(Command::Accept);
    for c in "a:1-0.5".chars() {
        app.update(Command::Type(c));
    }
    app.update(Command::Accept);
    let b = &app.section().unwrap().round(1).unwrap().boards[0];
    assert_eq!(b.outcome.code(), "a:1-0.5", "{:?}", app.message);
    assert_eq!(app.cursor(), 1);
    app.update(Command::Accept);
    for c in "nonsense".chars() {
        app.update(Command::Type(c));
    }
    app.update(Command::Accept);
    assert!(
        app.message
            .as_ref()
            .is_some_and(|(m, _)| m.contains("not a result"))
    );
    assert!(
        app.section().unwrap().round(1).unwrap().boards[1]
            .outcome
            .is_pending()
    );
}

#[test]
fn the_key_bar_fits_80_columns_on_every_screen_in_both_languages() {
    let mut app = app();
    for screen in ScreenId::ROW.into_iter().chain([ScreenId::Start]) {
        app.update(Command::GoTo(screen));
        for (lang, _) in LANGUAGES {
            app.lang = lang;
            let bar = catur::tui::screens::key_bar_text(&app, 80);
            assert!(
                bar.trim_end().chars().count() <= 80,
                "{screen:?} {lang:?}: {} columns: {bar}",
                bar.trim_end().chars().count()
            );
            let wide = catur::tui::screens::key_bar_text(&app, 132);
            assert!(wide.contains("F10"), "{screen:?} {lang:?}: {wide}");
        }
    }
}

#[test]
fn a_failed_save_is_shown_and_never_hidden() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("no-such-folder").join("x.catur");
    let mut app = App::new(demo_with_round(), Some(path));
    assert_eq!(app.saved, Some(true));
    app.update(Command::GoTo(ScreenId::Results));
    app.update(Command::SetResult(ResultKey::WhiteWins));
    assert_eq!(app.saved, Some(false));
    let (text, _) = app.message.clone().expect("a message");
    assert!(text.contains("NOT SAVED"), "{text}");
    let title = draw(&app, 80, 25);
    assert!(
        title
            .lines()
            .next()
            .is_some_and(|l| l.contains("NOT SAVED")),
        "{title}"
    );
}

#[test]
fn a_round_breaking_the_school_rules_is_flagged_on_f3() {
    // The test round pairs top half against bottom half without regard to teams.
    let mut app = app();
    app.update(Command::GoTo(ScreenId::Pairings));
    let problems = app.round_check();
    assert!(
        problems.iter().any(|p| p.contains("same-team")),
        "{problems:?}"
    );
}

#[test]
fn hand_edits_on_f3_are_rechecked_and_a_broken_rule_asks_first() {
    let mut app = app();
    app.update(Command::GoTo(ScreenId::Pairings));
    let board = |app: &App, k: usize| app.section().unwrap().round(1).unwrap().boards[k].clone();
    let before = board(&app, 0);
    // c: colours of the selected board.
    app.update(Command::SwapColours);
    let after = board(&app, 0);
    assert_eq!(
        (after.white, after.black),
        (before.black, before.white),
        "{:?}",
        app.message
    );
    assert!(after.manual, "the board is marked as changed by hand");

    // s: board 1's opponent swapped for a teammate of the player on board 1: the school
    // rule keeps team-mates apart in round 1, so the edit asks before it is applied.
    let s = app.section().unwrap();
    let top = s.player(after.black).unwrap();
    let mate = s
        .players
        .iter()
        .find(|p| p.team == top.team && p.id != top.id && p.is_available(1))
        .unwrap()
        .tpn;
    let opponent = s.player(after.white).unwrap().tpn;
    app.update(Command::SwapPlayers);
    for c in format!("{opponent} {mate}").chars() {
        app.update(Command::Type(c));
    }
    app.update(Command::Accept);
    let question = app.layers.confirm.as_ref().map(|c| c.question.clone());
    assert!(
        question.as_deref().is_some_and(|q| q.contains("Enter")),
        "{question:?} {:?}",
        app.message
    );
    snap_all(&mut app, "hand_edit_confirm");
    app.update(Command::Cancel);
    assert_eq!(board(&app, 0).white, after.white, "Esc changes nothing");
    app.update(Command::SwapPlayers);
    for c in format!("{opponent} {mate} coach's protest").chars() {
        app.update(Command::Type(c));
    }
    app.update(Command::Accept);
    app.update(Command::Accept);
    let r = app.section().unwrap().round(1).unwrap();
    assert_eq!(r.edits.len(), 2, "{:?}", app.message);
    assert!(
        !r.edits[1].warnings.is_empty(),
        "the broken rule is recorded"
    );
    assert_eq!(
        r.edits[1].reason, "coach's protest",
        "the reason typed after the numbers"
    );

    // b: the test round has an even number of players, so there is no bye to move:
    // refused with the reason, nothing changed.
    let someone = app
        .section()
        .unwrap()
        .player(r.boards[3].white)
        .unwrap()
        .tpn;
    app.update(Command::MoveToBye);
    for c in someone.to_string().chars() {
        app.update(Command::Type(c));
    }
    app.update(Command::Accept);
    let text = app.message.clone().map(|m| m.0).unwrap_or_default();
    assert!(text.contains("no pairing-allocated bye"), "{text}");
    assert_eq!(app.section().unwrap().round(1).unwrap().edits.len(), 2);
}

#[test]
fn pairing_round_one_numbers_the_players_first() {
    let mut app = App::new(build_demo().expect("demo"), None);
    let code = app.section().expect("a section").code.clone();
    if let Some(s) = app.tournament.section_mut(&code) {
        s.players.iter_mut().for_each(|p| p.tpn = 0);
    }
    app.update(Command::GoTo(ScreenId::Pairings));
    app.update(Command::PairNext);
    assert!(app.preview.is_some(), "{:?}", app.message);
    let s = app.section().expect("a section");
    assert!(
        s.players.iter().filter(|p| !p.reserve).all(|p| p.tpn > 0),
        "every player numbered before pairing"
    );
}

#[test]
fn the_preview_is_explained_on_f3() {
    let mut app = App::new(build_demo().expect("demo"), None);
    app.update(Command::GoTo(ScreenId::Pairings));
    app.update(Command::PairNext);
    app.update(Command::Explain);
    let lines = app
        .layers
        .explanation
        .as_ref()
        .map(|(l, _)| l.len())
        .unwrap_or(0);
    assert!(
        lines > 10,
        "an explanation of the preview: {:?}",
        app.message
    );
    snap_all(&mut app, "explain_preview");
    // PgDn moves by the screenful last drawn, and never past the last full page.
    app.update(Command::PageDown);
    let page = app.views.page();
    assert_eq!(
        app.layers.explanation.as_ref().map(|(_, s)| *s),
        Some(page.min(lines - page))
    );
    app.update(Command::Cancel);
    assert!(app.layers.explanation.is_none());
    assert!(app.preview.is_some(), "Esc closes the explanation first");
}

#[test]
fn the_explanation_is_worded_in_the_screen_language() {
    for (lang, tag) in LANGUAGES {
        let mut app = App::new(build_demo().expect("demo"), None);
        app.clock = "2026-03-14 10:00".into();
        app.lang = lang;
        app.update(Command::GoTo(ScreenId::Pairings));
        app.update(Command::PairNext);
        app.update(Command::Explain);
        let first = app
            .layers
            .explanation
            .as_ref()
            .and_then(|(l, _)| l.first().cloned())
            .unwrap_or_default();
        let title = match lang {
            Language::Malay => "Pusingan 1 daripada",
            Language::English => "Round 1 of",
        };
        assert!(first.starts_with(title), "{lang:?}: {first}");
        insta::assert_snapshot!(format!("explanation_{tag}_80x25"), draw(&app, 80, 25));
        app.update(Command::PageDown);
        app.update(Command::PageDown);
        insta::assert_snapshot!(
            format!("explanation_boards_{tag}_80x25"),
            draw(&app, 80, 25)
        );
    }
}

/// A player list whose second row has 31 February as a birth date.
const BAD_LIST: &str = "tests/data/bad-birth-date.csv";

#[test]
fn an_import_error_is_worded_in_the_screen_language() {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    for (lang, tag) in LANGUAGES {
        let mut app = app();
        app.lang = lang;
        app.update(Command::GoTo(ScreenId::Players));
        app.update(Command::ImportCsv);
        for c in BAD_LIST.chars() {
            let key = KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
            if let Some(cmd) = catur::tui::command_for(&app, &key) {
                app.update(cmd);
            }
        }
        app.update(Command::Accept);
        let said = app
            .message
            .as_ref()
            .map(|m| m.0.clone())
            .unwrap_or_default();
        let want = match lang {
            Language::Malay => {
                "baris data 2 (baris 3), lajur D 'Tarikh Lahir': '31/02/2014' bukan tarikh"
            }
            Language::English => {
                "row 2 (line 3), column D 'Tarikh Lahir': '31/02/2014' is not a date"
            }
        };
        assert!(said.contains(want), "{lang:?}: {said}");
        insta::assert_snapshot!(format!("import_error_{tag}_80x25"), draw(&app, 80, 25));
    }
}

/// Issue 30 item 6: the desk shows a birth date day first (DD/MM/YYYY) in both
/// languages, and saving the form unchanged keeps the date the file had.
#[test]
fn the_player_form_shows_the_birth_date_day_first() {
    for (lang, _) in LANGUAGES {
        let mut t = demo_with_round();
        let s = t
            .sections
            .iter_mut()
            .find(|s| s.code == "L12")
            .expect("L12");
        let first = s.players_by_tpn()[0].id;
        let p = s.player_mut(first).expect("the first player");
        p.birth = Some(catur::model::Date::ymd(2012, 5, 11));
        let mut app = App::new(t, None);
        app.lang = lang;
        app.update(Command::GoTo(ScreenId::Players));
        app.update(Command::Home);
        app.update(Command::EditPlayer);
        let screen = draw(&app, 80, 25);
        assert!(screen.contains("11/05/2012"), "{lang:?}:\n{screen}");
        assert!(!screen.contains("2012/05/11"), "{lang:?}:\n{screen}");
        app.update(Command::Accept);
        let s = app.section().expect("L12");
        assert_eq!(
            s.player(first).and_then(|p| p.birth),
            Some(catur::model::Date::ymd(2012, 5, 11)),
            "{lang:?}"
        );
    }
}

/// Issue 34 on the desk: once the section has a prize list, F7 lists it (`hadiah` on
/// the Malay desk) and prints it; without one, F7 does not offer it.
#[test]
fn f7_offers_the_prize_list_once_the_section_has_one() {
    use catur::model::{Prize, PrizeFilter};
    use catur::report::ReportKind;
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("mssd.catur");
    let mut t = demo_with_round();
    let app = App::new(t.clone(), None);
    assert!(!catur::tui::act_team::report_kinds(&app).contains(&ReportKind::Prizes));
    ops::add_prize(
        &mut t,
        "L12",
        ops::PrizeList::Prizes,
        Prize {
            label: "Johan".into(),
            amount: String::new(),
            places: 3,
            filter: PrizeFilter::Overall,
        },
    )
    .expect("a prize line");
    catur::store::save(&file, &t).expect("saved");
    let mut app = App::new(t, Some(file.clone()));
    app.lang = Language::Malay;
    app.update(Command::GoTo(ScreenId::Reports));
    let kinds = catur::tui::act_team::report_kinds(&app);
    let at = kinds
        .iter()
        .position(|k| *k == ReportKind::Prizes)
        .expect("the prize list on F7");
    assert!(
        !kinds.contains(&ReportKind::Qualifiers),
        "no qualifiers set"
    );
    assert!(draw(&app, 80, 25).contains("hadiah"));
    app.update(Command::Home);
    for _ in 0..at {
        app.update(Command::Down);
    }
    app.update(Command::Print);
    let printed = dir.path().join("L12-hadiah-p1.txt");
    let text = std::fs::read_to_string(&printed).unwrap_or_else(|e| panic!("{e}"));
    assert!(text.contains("Johan"), "{text}");
}
