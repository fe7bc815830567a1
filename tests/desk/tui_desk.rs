//! The arbiter's desk beyond results, driven by key presses: a new championship from
//! the start screen, a section made in the form, players added with the form (a late
//! entry among them), a CSV list imported, a reserve substituted, the tie-break order
//! edited and the screen language switched; every change saved to the file at once.

use crate::common;

use catur::model::{Language, Tournament};
use catur::tui::{App, ScreenId};
use common::tui::{message, press, type_text};
use crossterm::event::KeyCode;

/// Fills the open form field by field (Tab between them) and sends it with Enter.
fn fill_form(app: &mut App, values: &[&str]) {
    for v in values {
        type_text(app, v);
        press(app, KeyCode::Tab);
    }
    press(app, KeyCode::Enter);
}

#[test]
fn from_an_empty_file_to_a_section_with_players_by_keys() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("baru.catur");
    catur::store::save(&path, &Tournament::new("Kejohanan Catur")).expect("saved");
    let mut app = App::new(
        catur::store::load(&path).expect("loads"),
        Some(path.clone()),
    );
    assert_eq!(app.screen, ScreenId::Start);

    // n: name the championship, then Enter on the file offered (beside the open one):
    // a new championship is a new file, and the section form opens next.
    press(&mut app, KeyCode::Char('n'));
    type_text(&mut app, "Kejohanan Catur MSSD Temerloh 2026");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    let path = app.path.clone().expect("a file");
    assert_eq!(
        path,
        dir.path().join("kejohanan-catur-mssd-temerloh-2026.catur")
    );
    assert_eq!(app.screen, ScreenId::Settings);
    assert!(app.layers.form.is_some(), "{}", message(&app));
    type_text(&mut app, "L12");
    press(&mut app, KeyCode::Tab);
    type_text(&mut app, "Lelaki Bawah 12 Tahun");
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Backspace); // the 7 offered
    type_text(&mut app, "lima");
    press(&mut app, KeyCode::Enter);
    let marked = app
        .layers
        .form
        .as_ref()
        .map(|f| (f.focus, f.fields[2].error.is_some()));
    assert_eq!(
        marked,
        Some((2, true)),
        "rounds not a number: marked, focus on it"
    );
    for _ in 0..4 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "5");
    press(&mut app, KeyCode::Enter);
    assert!(app.layers.form.is_none(), "{}", message(&app));
    assert_eq!(app.tournament.sections.len(), 1);
    assert_eq!(app.tournament.sections[0].settings.rounds_planned, 5);

    // Players: a CSV list through the import prompt, then one more with the form.
    let csv = dir.path().join("l12.csv");
    std::fs::write(
        &csv,
        "nama,sekolah,papan,rating\n\
         Ahmad bin Ismail,SK Seri Indah,1,1500\n\
         Tan Wei Ming,SK Seri Indah,2,1400\n\
         Muhammad Hafiz bin Rahman,SK Seri Indah,5,\n\
         Priya a/p Raman,SK Taman Maju,1,1450\n\
         Lim Jia Hao,SK Taman Maju,2,1300\n",
    )
    .expect("csv written");
    press(&mut app, KeyCode::F(2));
    press(&mut app, KeyCode::Char('i'));
    type_text(&mut app, csv.to_str().expect("utf-8 path"));
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.section().map(|s| s.players.len()),
        Some(5),
        "{}",
        message(&app)
    );
    press(&mut app, KeyCode::Char('a'));
    fill_form(
        &mut app,
        &[
            "Nur Aisyah binti Hassan",
            "",
            "",
            "1350",
            "P",
            "2014",
            "t",
            "",
        ],
    );
    assert!(app.layers.form.is_none(), "{}", message(&app));
    let s = app.section().expect("section");
    let nur = s
        .players
        .iter()
        .find(|p| p.name == "Nur Aisyah binti Hassan")
        .expect("added");
    assert_eq!(nur.rating, Some(1350));

    // Edit: Enter on the first row opens the form filled in; the rating is corrected.
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Enter);
    assert!(app.layers.form.is_some());
    for _ in 0..3 {
        press(&mut app, KeyCode::Tab);
    }
    for _ in 0..4 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "1510");
    press(&mut app, KeyCode::Enter);
    assert!(app.layers.form.is_none(), "{}", message(&app));
    let first = app
        .section()
        .and_then(|s| s.players_by_tpn().first().map(|p| p.rating));
    assert_eq!(first, Some(Some(1510)));

    // Sort by name: the first row is now Ahmad.
    press(&mut app, KeyCode::Char('o'));
    press(&mut app, KeyCode::Home);
    let top = app.section().and_then(|s| {
        catur::tui::screens::players::visible(&app, s)
            .first()
            .map(|p| p.name.clone())
    });
    assert_eq!(top.as_deref(), Some("Ahmad bin Ismail"));

    // Pairing numbers from the initial order (n), pair round 1, then a late entry: the
    // newcomer plays from round 2.
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(
        app.section().map(|s| s.player_by_tpn(1).is_some()),
        Some(true),
        "{}",
        message(&app)
    );
    // Six players are all "top seeds": the school rule keeping the top 10 apart in
    // round 1 is set to 0 on F8 (typed over), or no pairing exists.
    press(&mut app, KeyCode::F(8));
    let row = catur::tui::settings_edit::rows(app.section())
        .iter()
        .position(|r| Some(*r) == catur::tui::settings_edit::Row::setting("top-seeds-apart"))
        .expect("row");
    for _ in 0..row {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Backspace);
    type_text(&mut app, "0");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.section()
            .map(|s| s.settings.local_rules.top_seeds_apart),
        Some(0),
        "{}",
        message(&app)
    );
    press(&mut app, KeyCode::F(3));
    press(&mut app, KeyCode::Char('p'));
    assert!(app.preview.is_some(), "{}", message(&app));
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.section().map(|s| s.rounds_paired()),
        Some(1),
        "{}",
        message(&app)
    );
    press(&mut app, KeyCode::F(2));
    press(&mut app, KeyCode::Char('a'));
    fill_form(&mut app, &["Siti binti Osman", "", "", "", "", "", "", ""]);
    let late = app
        .section()
        .and_then(|s| s.players.iter().find(|p| p.name == "Siti binti Osman"))
        .map(|p| p.entry_round);
    assert_eq!(late, Some(2), "{}", message(&app));

    // Reserve substitution: Hafiz (board 5, the reserve) plays for Tan Wei Ming.
    let (tan, hafiz_tpn) = {
        let s = app.section().expect("section");
        let tan = s
            .players
            .iter()
            .find(|p| p.name == "Tan Wei Ming")
            .map(|p| p.id);
        let hafiz = s
            .players
            .iter()
            .find(|p| p.name.starts_with("Muhammad Hafiz"))
            .map(|p| p.tpn);
        (tan.expect("tan"), hafiz.expect("hafiz"))
    };
    press(&mut app, KeyCode::Char('o'));
    press(&mut app, KeyCode::Char('o'));
    press(&mut app, KeyCode::Char('o')); // back to pairing-number order
    let row = app
        .section()
        .map(|s| catur::tui::screens::players::visible(&app, s))
        .and_then(|v| v.iter().position(|p| p.id == tan))
        .expect("tan's row");
    press(&mut app, KeyCode::Home);
    for _ in 0..row {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Char('s'));
    type_text(&mut app, &hafiz_tpn.to_string());
    press(&mut app, KeyCode::Enter);
    let subs = app.section().map_or(0, |s| s.substitutions.len());
    assert_eq!(subs, 1, "{}", message(&app));

    // Tie-breaks: move the third up, add SB after it, refuse a made-up code, remove one.
    press(&mut app, KeyCode::F(8));
    // F8 keeps the row it was left on (each screen keeps its cursor): start at the top.
    press(&mut app, KeyCode::Home);
    let rows = catur::tui::settings_edit::rows(app.section());
    let tb3 = rows
        .iter()
        .position(|r| *r == catur::tui::settings_edit::Row::Tiebreak(2))
        .expect("third tie-break row");
    for _ in 0..tb3 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Char('u'));
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "sb");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "XYZ");
    press(&mut app, KeyCode::Enter);
    assert!(message(&app).contains("XYZ"), "{}", message(&app));
    assert_eq!(
        app.section().map(|s| s.settings.tiebreaks.clone()),
        Some(vec![
            "BH-M1".into(),
            "BH-C1".into(),
            "SB".into(),
            "BH".into()
        ])
    );
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(app.section().map(|s| s.settings.tiebreaks.len()), Some(3));

    // The screen language switches at once.
    assert_eq!(app.lang, Language::English);
    press(&mut app, KeyCode::Char('l'));
    assert_eq!(app.lang, Language::Malay);

    // Everything is in the file.
    let back = catur::store::load(&path).expect("reopens");
    assert_eq!(back, app.tournament);
    assert_eq!(back.championship.name, "Kejohanan Catur MSSD Temerloh 2026");
}

#[test]
fn the_demo_opens_from_the_start_screen() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("kosong.catur");
    catur::store::save(&path, &Tournament::new("Kejohanan Catur")).expect("saved");
    let mut app = App::new(catur::store::load(&path).expect("loads"), Some(path));
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.tournament.sections.len(), 6, "{}", message(&app));
    assert_eq!(app.path, Some(dir.path().join("demo.catur")));
    assert_eq!(app.screen, ScreenId::Results);
    // F9 brings the start screen back, with the sections listed after the three choices.
    press(&mut app, KeyCode::F(9));
    assert_eq!(app.screen, ScreenId::Start);
    assert_eq!(app.rows(), 3 + 6);
}

#[test]
fn reports_print_to_the_championships_printer() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("demo.catur");
    let mut t = catur::cli::build_demo().expect("demo");
    catur::cli::play_rounds(&mut t, 1, 3).expect("one round");
    catur::store::save(&path, &t).expect("saved");
    let mut app = App::new(
        catur::store::load(&path).expect("loads"),
        Some(path.clone()),
    );
    let printer = dir.path().join("lp0");
    std::fs::write(&printer, b"").expect("a device to print on");

    // F8: the printer's device typed in, ESC/P switched on.
    press(&mut app, KeyCode::F(8));
    let rows = catur::tui::settings_edit::rows(app.section());
    let at = |r| rows.iter().position(|x| *x == r).expect("row");
    use catur::tui::settings_edit::Row;
    for _ in 0..at(Row::PrinterCodes) {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, printer.to_str().expect("utf-8 path"));
    press(&mut app, KeyCode::Enter);
    assert!(app.tournament.printer.escp, "{}", message(&app));
    assert_eq!(
        app.tournament.printer.device,
        printer.to_str().unwrap_or("")
    );

    // F7: w makes the printer wide (the same setting), p prints the pairing list.
    press(&mut app, KeyCode::F(7));
    press(&mut app, KeyCode::Char('w'));
    assert_eq!(app.tournament.printer.width, 136);
    press(&mut app, KeyCode::Char('p'));
    let bytes = std::fs::read(&printer).expect("printed");
    assert!(
        bytes.starts_with(b"\x1b@"),
        "ESC/P reset first: {:?}",
        &bytes[..8.min(bytes.len())]
    );
    assert!(
        String::from_utf8_lossy(&bytes).contains("L12"),
        "{}",
        message(&app)
    );
    let back = catur::store::load(&path).expect("reopens");
    assert_eq!(
        back.printer, app.tournament.printer,
        "the printer is kept in the file"
    );
}

#[test]
fn the_bye_moves_by_hand_on_f3() {
    let mut app = App::new(catur::cli::build_demo().expect("demo"), None);
    // Every school sends four players: one is withdrawn (w on F2) so that round 1 has an
    // odd number to pair, and so a pairing-allocated bye.
    press(&mut app, KeyCode::F(2));
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Char('w'));
    press(&mut app, KeyCode::F(3));
    press(&mut app, KeyCode::Char('p'));
    press(&mut app, KeyCode::Enter);
    let r = app.section().and_then(|s| s.round(1)).cloned();
    let r = r.expect("round 1 paired");
    let had = r.pab().expect("a bye");
    let s = app.section().expect("section");
    let last_board = r.boards.last().expect("boards");
    let to = s.player(last_board.black).expect("player").tpn;
    press(&mut app, KeyCode::Char('b'));
    type_text(&mut app, &to.to_string());
    press(&mut app, KeyCode::Enter);
    if app.layers.confirm.is_some() {
        press(&mut app, KeyCode::Enter);
    }
    let r = app.section().and_then(|s| s.round(1)).expect("round 1");
    assert_eq!(r.pab(), Some(last_board.black), "{}", message(&app));
    assert!(
        r.entry(had).is_some_and(|e| e.played_opponent().is_some()),
        "the former bye plays"
    );
    assert_eq!(r.edits.len(), 1);
}
