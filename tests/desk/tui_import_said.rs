//! Issue 29, item 9: a player list imported on F2 (`i`) says what it did: how the
//! initial order will be made when the list has no rating or board column, who is
//! marked reserve, and, as a warning that refuses nothing, a girl in a boys' section
//! (the section's sex read from the words of its name). 80x25, Malay and English desks.

use crate::common;

use catur::model::{Language, Sport, Tournament};
use catur::ops;
use catur::tui::App;
use common::tui::{draw, message, press, type_text};
use crossterm::event::KeyCode;

/// A list as a school sends it: no rating, no board column; a reserve column.
const LIST: &str = "Bil,Nama,Sekolah,Jantina,Simpanan\n\
    1,Tan Wei Ming,SK Seri Indah,L,\n\
    2,Nur Aisyah binti Hassan,SK Seri Indah,P,\n\
    3,Muhammad Hafiz bin Rahman,SK Seri Indah,L,ya\n\
    4,Arjun a/l Raman,SK Taman Maju,L,\n";

fn desk(lang: Language) -> App {
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    ops::create_section(&mut t, "L12", "Lelaki Bawah 12", 5, Sport::Chess).expect("section");
    let mut app = App::new(t, None);
    app.lang = lang;
    app.clock = "2026-03-14 10:00".into();
    app
}

#[test]
fn an_imported_list_says_its_order_its_reserves_and_a_girl_in_a_boys_section() {
    let dir = tempfile::tempdir().expect("temp dir");
    let csv = dir.path().join("l12.csv");
    std::fs::write(&csv, LIST).expect("csv written");
    for (lang, order, reserve, warning) in [
        (
            Language::Malay,
            "tiada lajur rating atau papan: susunan awal ikut nama",
            "simpanan: Muhammad Hafiz bin Rahman (SK Seri Indah)",
            "AMARAN: rekod 2 (baris 3) Nur Aisyah binti Hassan ialah murid perempuan dalam L12",
        ),
        (
            Language::English,
            "no rating or board column: initial order by name",
            "reserve: Muhammad Hafiz bin Rahman (SK Seri Indah)",
            "WARNING: row 2 (line 3) Nur Aisyah binti Hassan is a girl in L12",
        ),
    ] {
        let mut app = desk(lang);
        press(&mut app, KeyCode::F(2));
        press(&mut app, KeyCode::Char('i'));
        type_text(&mut app, csv.to_str().expect("utf-8 path"));
        press(&mut app, KeyCode::Enter);
        // Every player is in, the girl too: the warning refuses nothing.
        assert_eq!(app.section().map(|s| s.players.len()), Some(4));
        let said = message(&app);
        assert!(said.contains(order), "{lang:?}: {said}");
        assert!(said.contains(reserve), "{lang:?}: {said}");
        assert!(said.contains(warning), "{lang:?}: {said}");
        let severity = app.message.as_ref().map(|m| m.1);
        assert_eq!(severity, Some(catur::tui::app::Severity::Warning));
        // The screen draws at 80x25 with the message line.
        let screen = draw(&app, 80, 25);
        assert!(screen.contains("4 "), "{lang:?}:\n{screen}");
    }
}

#[test]
fn a_list_with_ratings_and_boards_says_no_order_and_an_open_section_warns_nobody() {
    let dir = tempfile::tempdir().expect("temp dir");
    let csv = dir.path().join("terbuka.csv");
    std::fs::write(
        &csv,
        "name,team,board,rating,sex\n\
         Tan Wei Ming,SK Seri Indah,1,1500,M\n\
         Priya a/p Raman,SK Seri Indah,2,1450,F\n",
    )
    .expect("csv written");
    for lang in [Language::Malay, Language::English] {
        let mut t = Tournament::new("Kejohanan");
        ops::create_section(&mut t, "T12", "Terbuka Bawah 12", 5, Sport::Chess).expect("section");
        let mut app = App::new(t, None);
        app.lang = lang;
        press(&mut app, KeyCode::F(2));
        press(&mut app, KeyCode::Char('i'));
        type_text(&mut app, csv.to_str().expect("utf-8 path"));
        press(&mut app, KeyCode::Enter);
        let said = message(&app);
        let imported = match lang {
            Language::Malay => "2 pemain dimasukkan",
            Language::English => "2 players imported",
        };
        assert!(said.contains(imported), "{lang:?}: {said}");
        for word in ["WARNING", "AMARAN", "initial order", "susunan awal"] {
            assert!(!said.contains(word), "{lang:?}: {said}");
        }
    }
}
