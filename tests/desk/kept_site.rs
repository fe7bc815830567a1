//! Issue 35: the desk keeps the championship's results site current after every result
//! it saves; a site folder that is not there is said on the status line in the screen's
//! language, and the result stands.

use crate::common;

use catur::cli::{build_demo, play_rounds};
use catur::model::{Language, Tournament};
use catur::ops;
use catur::tui::command::ResultKey;
use catur::tui::{App, Command, ScreenId};
use common::tui::draw;

/// The demo with one round played and round 2 of L12 paired, its site kept in `folder`.
fn demo(folder: &std::path::Path) -> Tournament {
    let mut t = build_demo().expect("demo builds");
    play_rounds(&mut t, 1, 7).expect("a round plays");
    ops::pair_next_round(&mut t, "L12").expect("round 2 paired");
    let mut c = t.championship.clone();
    c.site_folder = Some(folder.display().to_string());
    ops::edit_championship(&mut t, c).expect("the folder is set");
    t
}

fn desk_with(t: Tournament, file: &std::path::Path, lang: Language) -> App {
    catur::store::save(file, &t).expect("saved");
    let mut app = App::new(t, Some(file.to_path_buf()));
    app.lang = lang;
    app.update(Command::GoTo(ScreenId::Results));
    app
}

#[test]
fn a_result_at_the_desk_rewrites_the_kept_site() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("laman");
    std::fs::create_dir(&site).unwrap();
    let file = dir.path().join("kuantan.catur");
    let mut app = desk_with(demo(&site), &file, Language::English);
    app.update(Command::SetResult(ResultKey::WhiteWins));
    assert_eq!(app.saved, Some(true));
    let page = std::fs::read_to_string(site.join("L12-round-2.html")).expect("written");
    let first = page.find("<td class=\"c\">").map(|at| &page[at..at + 24]);
    assert_eq!(first, Some("<td class=\"c\">1 - 0</td>"), "{page}");
    let said = app.message.clone().map(|m| m.0).unwrap_or_default();
    assert!(!said.contains("site"), "{said}");
}

#[test]
fn a_missing_site_folder_is_said_on_the_status_line_in_both_languages() {
    for (lang, words) in [
        (Language::English, "the results site in"),
        (Language::Malay, "laman keputusan di"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let usb = dir.path().join("usb");
        let file = dir.path().join("kuantan.catur");
        let mut app = desk_with(demo(&usb), &file, lang);
        app.update(Command::SetResult(ResultKey::WhiteWins));
        assert_eq!(app.saved, Some(true), "{lang:?}");
        let (text, _) = app.message.clone().expect("a message");
        assert!(text.contains(words), "{lang:?}: {text}");
        let screen = draw(&app, 132, 43);
        assert!(screen.contains(words), "{lang:?}:\n{screen}");
        // The result is in the file all the same.
        let saved = catur::store::load(&file).expect("loads");
        let board = &saved.section("L12").unwrap().round(2).unwrap().boards[0];
        assert!(!board.outcome.is_pending(), "{lang:?}");
        assert!(!usb.exists());
    }
}

#[test]
fn f7_prints_the_stored_address_under_the_pairing_list_only() {
    use catur::report::ReportKind;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kuantan.catur");
    let mut t = build_demo().expect("demo builds");
    play_rounds(&mut t, 1, 7).expect("a round plays");
    let mut c = t.championship.clone();
    c.results_address = Some("192.168.1.10:8080".into());
    ops::edit_championship(&mut t, c).expect("the address is set");
    catur::store::save(&file, &t).expect("saved");
    let mut app = App::new(t, Some(file.clone()));
    app.lang = Language::Malay;
    app.update(Command::GoTo(ScreenId::Reports));
    let kinds = catur::tui::act_team::report_kinds(&app);
    let words = "Keputusan di telefon anda (Wi-Fi dewan): http://192.168.1.10:8080";
    for (kind, name, shown) in [
        (ReportKind::Pairings, "L12-pasangan-p1.txt", true),
        (ReportKind::Standings, "L12-kedudukan-p1.txt", false),
    ] {
        let at = kinds.iter().position(|k| *k == kind).expect("on F7");
        app.update(Command::Home);
        for _ in 0..at {
            app.update(Command::Down);
        }
        app.update(Command::Print);
        let printed = std::fs::read_dir(dir.path())
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| e.path())
            .find(|p| p.file_name().is_some_and(|n| n == name));
        let Some(printed) = printed else {
            panic!("no {name}: {:?}", app.message);
        };
        let text = std::fs::read_to_string(&printed).unwrap();
        assert_eq!(text.contains(words), shown, "{kind:?}:\n{text}");
    }
}
