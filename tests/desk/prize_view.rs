//! Prizes on the desk: F5's `v` shows who takes which prize after the chosen round (the
//! printed list's own function), and F6's school table has a medal-points column once
//! the championship has medal points. Snapshots at 80x25 in both languages.

use crate::common;

use catur::cli::build_demo;
use catur::model::{GameResult, Language, MedalPoints, Outcome, Prize, PrizeFilter, Sex};
use catur::tui::{App, Command, ScreenId};
use common::tui::{draw, key};

/// The demo with round 1 of its first section played (white wins every board), a
/// prize list on that section and MSSM-style medal points.
fn app(lang: Language) -> App {
    let mut t = build_demo().expect("demo builds");
    let code = t.sections[0].code.clone();
    let line = |label: &str, amount: &str, places, filter| Prize {
        label: label.into(),
        amount: amount.into(),
        places,
        filter,
    };
    t.sections[0].settings.prizes.prizes = vec![
        line("Johan", "RM 300", 3, PrizeFilter::Overall),
        line(
            "Pemain perempuan",
            "RM 50",
            1,
            PrizeFilter::Sex(Sex::Female),
        ),
    ];
    catur::ops::pair_next_round(&mut t, &code).expect("pairs");
    let boards = t.sections[0].rounds[0].boards.len();
    for b in 1..=boards {
        catur::ops::set_result(&mut t, &code, 1, b, Outcome::Played(GameResult::WhiteWins))
            .expect("result");
    }
    t.championship.medal_points = Some(MedalPoints {
        individual: [3, 2, 1],
        team: [3, 2, 1],
    });
    let mut app = App::new(t, None);
    app.clock = "2026-12-05 12:00".into();
    app.lang = lang;
    app
}

#[test]
fn f5_shows_the_prize_list_and_back() {
    for (lang, code, title) in [
        (Language::English, "en", "Prize list after round 1"),
        (Language::Malay, "ms", "Senarai hadiah selepas pusingan 1"),
    ] {
        let mut app = app(lang);
        app.update(Command::GoTo(ScreenId::Standings));
        key(&mut app, 'v');
        let screen = draw(&app, 80, 25);
        assert!(screen.contains(title), "{screen}");
        assert!(screen.contains("Johan (RM 300)"), "{screen}");
        insta::assert_snapshot!(format!("prize_view_{code}_80x25"), screen);
        key(&mut app, 'v');
        assert!(!draw(&app, 80, 25).contains(title));
    }
}

#[test]
fn f6_schools_show_medal_points() {
    for (lang, code, column) in [
        (Language::English, "en", "Medal points"),
        (Language::Malay, "ms", "Mata pingat"),
    ] {
        let mut app = app(lang);
        app.update(Command::GoTo(ScreenId::Teams));
        key(&mut app, 'v');
        let screen = draw(&app, 80, 25);
        assert!(screen.contains(column), "{screen}");
        insta::assert_snapshot!(format!("schools_medal_points_{code}_80x25"), screen);
    }
}
