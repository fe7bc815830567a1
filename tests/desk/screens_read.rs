//! What people read on the screens (issue 30 items 2, 3, 4, 6): F5 and F6 keep place,
//! number, name and points in view and scroll the tie-break columns sideways; F3 and F4
//! give names the room the screen has and cut one only keeping its start and end; the
//! hall display keeps each name beside its figures and cuts nothing; a withdrawn player
//! reads withdrawn, not absent. Drawn at 80x25 and 80x24 (160x50 for the hall display),
//! in English and in Malay.

use crate::common;

use catur::cli::{build_demo, play_rounds};
use catur::model::{Language, PlayerId, Tournament};
use catur::ops;
use catur::tui::{App, Command, ScreenId};
use common::tui::draw;
use std::sync::OnceLock;

const LANGUAGES: [(Language, &str); 2] = [(Language::English, "en"), (Language::Malay, "ms")];

/// The demo championship after six played rounds, L12 on the Pahang tie-break list
/// (ten columns once `PS-C*` expands), as `catur demo F --played 6` and
/// `catur section edit F --section L12 --preset pahang` leave it.
fn pahang() -> &'static Tournament {
    static DEMO: OnceLock<Tournament> = OnceLock::new();
    DEMO.get_or_init(|| {
        let mut t = build_demo().expect("demo builds");
        play_rounds(&mut t, 6, 2026).expect("six rounds play");
        let mut settings = t.section("L12").expect("L12").settings.clone();
        settings.tiebreaks = catur::standings::preset("pahang")
            .expect("the Pahang preset")
            .to_codes();
        ops::edit_section(&mut t, "L12", settings).expect("preset set");
        t
    })
}

fn app_on(t: &Tournament, screen: ScreenId, lang: Language) -> App {
    let mut app = App::new(t.clone(), None);
    app.clock = "2026-03-14 10:00".into();
    app.lang = lang;
    app.update(Command::GoTo(screen));
    app
}

/// The screen's rows as text, without the frame's quotes.
fn rows(screen: &str) -> Vec<String> {
    screen
        .lines()
        .map(|l| l.trim_matches('"').to_string())
        .collect()
}

/// Issue 30 item 1: with the Pahang preset F5 shows place, number, whole names and
/// points at 80 columns, and every tie-break heading can be reached whole with `>`.
#[test]
fn standings_keep_names_and_scroll_the_tiebreaks_at_80_columns() {
    let t = pahang();
    let s = t.section("L12").expect("L12");
    let st = catur::standings::section_standings(s, None).expect("standings");
    assert!(st.tiebreaks.len() >= 10, "{}", st.tiebreaks.len());
    for (lang, tag) in LANGUAGES {
        for h in [25u16, 24] {
            let mut app = app_on(t, ScreenId::Standings, lang);
            let first = draw(&app, 80, h);
            insta::assert_snapshot!(format!("standings_pahang_{tag}_80x{h}"), first);
            let shown = rows(&first);
            // The table's rows: the heading of the table is the third line.
            let table = &shown[3..];
            for r in st.rows.iter().take(15) {
                let line = table
                    .iter()
                    .find(|l| l.contains(&r.name))
                    .unwrap_or_else(|| panic!("{} not whole on F5:\n{first}", r.name));
                assert!(
                    line.contains(&format!(" {} ", r.tpn)) && line.contains(&r.place.to_string()),
                    "{line}"
                );
            }
            assert!(shown[1].contains('>'), "the heading says how: {}", shown[1]);
            assert!(shown[2].contains('»'), "a mark says more: {}", shown[2]);
            let keys = shown.last().expect("key bar");
            assert!(keys.contains("< ") && keys.contains("> "), "{keys}");
            // Scrolling right, every heading shows whole at some point; the names stay.
            let mut seen: Vec<String> = Vec::new();
            for _ in 0..st.tiebreaks.len() + 2 {
                let now = draw(&app, 80, h);
                let head = &rows(&now)[2];
                seen.extend(head.split_whitespace().map(str::to_string));
                assert!(now.contains(&st.rows[0].name), "{now}");
                app.update(Command::ScrollRight);
            }
            for tb in &st.tiebreaks {
                assert!(seen.contains(&tb.to_string()), "{tb} never whole: {seen:?}");
            }
            let last = draw(&app, 80, h);
            assert!(rows(&last)[2].contains('«'), "{last}");
            insta::assert_snapshot!(format!("standings_pahang_right_{tag}_80x{h}"), last);
        }
    }
}

/// Issue 30 item 1: F6 with the Pahang preset keeps the teams' names whole, their
/// points and players, and scrolls the team tie-break columns.
#[test]
fn teams_keep_names_whole_at_80_columns() {
    let t = pahang();
    let s = t.section("L12").expect("L12");
    for (lang, tag) in LANGUAGES {
        for h in [25u16, 24] {
            let mut app = app_on(t, ScreenId::Teams, lang);
            let screen = draw(&app, 80, h);
            insta::assert_snapshot!(format!("teams_pahang_{tag}_80x{h}"), screen);
            let body = rows(&screen);
            for team in &s.teams {
                // A team in view is named whole.
                let code_only = body.iter().any(|l| l.contains(&format!(" {} ", team.code)));
                assert!(!code_only, "{}: {screen}", team.code);
            }
            let shown: Vec<&String> = body
                .iter()
                .filter(|l| s.teams.iter().any(|tm| l.contains(&tm.name)))
                .collect();
            assert!(shown.len() >= 3, "{screen}");
            for _ in 0..4 {
                app.update(Command::ScrollRight);
            }
            let right = draw(&app, 80, h);
            assert!(
                s.teams.iter().filter(|tm| right.contains(&tm.name)).count() >= 3,
                "{right}"
            );
            // Every team tie-break heading and the separating column show whole.
            let ts = catur::standings::team_standings(
                s,
                &catur::standings::section_standings(s, None).expect("standings"),
                &catur::standings::TeamTieBreak::of_section(s),
            );
            let st = catur::standings::section_standings(s, None).expect("standings");
            assert!(!ts.tiebreaks.is_empty());
            for tb in &ts.tiebreaks {
                let label = tb.label(&st);
                assert!(
                    screen.contains(&label) || right.contains(&label),
                    "{label}: {screen}\n{right}"
                );
            }
            insta::assert_snapshot!(format!("teams_pahang_right_{tag}_80x{h}"), right);
        }
    }
}

/// The demo after two rounds, the two players of L12's board 1 of round 2 renamed to
/// names that share their first 20 characters.
fn long_names() -> Tournament {
    let mut t = build_demo().expect("demo builds");
    play_rounds(&mut t, 2, 7).expect("two rounds play");
    let si = t
        .sections
        .iter()
        .position(|s| s.code == "L12")
        .expect("L12");
    let board = t.sections[si].rounds[1].boards[0].clone();
    for (id, name) in [
        (board.white, "Siti Khadijah binti Abdul Rahman"),
        (board.black, "Siti Khadijah binti Mohd Razali"),
    ] {
        if let Some(p) = t.sections[si].players.iter_mut().find(|p| p.id == id) {
            p.name = name.into();
        }
    }
    t
}

/// Issue 30 item 2: F3 and F4 give names the width the screen has; a name cut keeps
/// its start and its end, so two names with the same start stay apart.
#[test]
fn pairings_and_results_give_names_room_and_cut_keeping_the_end() {
    let t = long_names();
    let s = t.section("L12").expect("L12");
    for screen in [ScreenId::Pairings, ScreenId::Results] {
        for (lang, tag) in LANGUAGES {
            for h in [25u16, 24] {
                let app = app_on(&t, screen, lang);
                let text = draw(&app, 80, h);
                let name = format!("{screen:?}").to_lowercase();
                insta::assert_snapshot!(format!("{name}_long_names_{tag}_80x{h}"), text);
                let lines = rows(&text);
                let board1 = lines
                    .iter()
                    .find(|l| l.contains("Siti Khadijah"))
                    .unwrap_or_else(|| panic!("{text}"));
                assert!(
                    board1.contains("Rahman") && board1.contains("Razali"),
                    "the ends tell them apart: {board1}"
                );
                // Every other player of the round is named whole.
                let r = &s.rounds[1];
                for b in r.boards.iter().skip(1).take(usize::from(h) - 8) {
                    for id in [b.white, b.black] {
                        let p = s.player(id).expect("player");
                        assert!(text.contains(&p.name), "{} cut:\n{text}", p.name);
                    }
                }
            }
        }
    }
}

/// The demo after one round with a player of L12 withdrawn from round 2 on, and round
/// 2 paired.
fn withdrawn() -> (Tournament, String) {
    let mut t = build_demo().expect("demo builds");
    play_rounds(&mut t, 1, 7).expect("a round plays");
    let s = t.section("L12").expect("L12");
    let p = s.players_by_tpn()[2];
    let (id, name): (PlayerId, String) = (p.id, p.name.clone());
    ops::withdraw(&mut t, "L12", id, 2, None).expect("withdrawn");
    ops::pair_next_round(&mut t, "L12").expect("round 2 paired");
    (t, name)
}

/// Issue 30 item 4: a withdrawn player reads withdrawn on F3, F4, the printed pairings
/// and the hall display, in both languages, never absent.
#[test]
fn a_withdrawn_player_reads_withdrawn_everywhere() {
    let (t, name) = withdrawn();
    for (lang, _) in LANGUAGES {
        let (withdrawn, absent) = match lang {
            Language::English => ("withdrawn", "absent"),
            Language::Malay => ("tarik diri", "tidak hadir"),
        };
        for screen in [ScreenId::Pairings, ScreenId::Results] {
            let mut app = app_on(&t, screen, lang);
            app.update(Command::End);
            let text = draw(&app, 80, 25);
            let line = rows(&text)
                .into_iter()
                .find(|l| l.contains(&name))
                .unwrap_or_else(|| panic!("{name} not on {screen:?}:\n{text}"));
            assert!(line.contains(withdrawn), "{screen:?}: {line}");
            assert!(!line.contains(absent), "{screen:?}: {line}");
        }
        // The printed pairing list and the hall display speak the section's language.
        let mut t = t.clone();
        let mut settings = t.section("L12").expect("L12").settings.clone();
        if settings.language != lang {
            settings.language = lang;
            ops::edit_section(&mut t, "L12", settings).expect("language set");
        }
        let req = catur::report::Request {
            kind: catur::report::ReportKind::Pairings,
            section: "L12",
            round: None,
            printed_at: "2026-03-15 17:30".into(),
            wide: false,
            zone: jiff::tz::TimeZone::UTC,
        };
        let doc = catur::report::build(&t, &req).expect("pairings");
        let mut out = Vec::new();
        catur::report::render(&doc, &catur::report::Profile::plain80(), &mut out).expect("renders");
        let printed = String::from_utf8_lossy(&out).to_lowercase();
        let line = printed
            .lines()
            .find(|l| l.contains(&name.to_lowercase()) && !l.contains(" - "))
            .unwrap_or_else(|| panic!("{printed}"));
        assert!(line.contains(withdrawn), "printed: {line}");
        let pages = catur::tui::hall::pages(&t, 50, 160);
        let line = pages
            .iter()
            .flat_map(|p| &p.lines)
            .find(|l| l.contains(&name) && l.contains(':'))
            .unwrap_or_else(|| panic!("{pages:?}"));
        assert!(
            line.contains(withdrawn) && !line.contains(absent),
            "hall: {line}"
        );
    }
}

/// The demo after three rounds, L12 in English and P12 in Malay (the hall display
/// speaks each section's report language).
fn hall_demo() -> Tournament {
    let mut t = build_demo().expect("demo builds");
    play_rounds(&mut t, 3, 7).expect("three rounds play");
    let mut settings = t.section("L12").expect("L12").settings.clone();
    settings.language = Language::English;
    ops::edit_section(&mut t, "L12", settings).expect("language set");
    t
}

/// A hall page drawn as the display draws it.
fn hall_screen(page: &catur::tui::hall::Page, w: u16, h: u16) -> String {
    let backend = ratatui::backend::TestBackend::new(w, h);
    let mut terminal = ratatui::Terminal::new(backend).expect("test terminal");
    terminal
        .draw(|f| catur::tui::hall::draw(f, page))
        .expect("draws");
    terminal.backend().to_string()
}

/// Issue 30 item 3: at 160x50 each board's line stays compact (a name beside its
/// points and the result); standings show the first tie-breaks and school names, not
/// codes; at 80x25 nothing is cut and no page holds only reserves.
#[test]
fn the_hall_display_keeps_names_beside_their_figures() {
    let t = hall_demo();
    let l12 = t.section("L12").expect("L12");
    let longest = l12
        .players
        .iter()
        .map(|p| p.name.chars().count())
        .max()
        .expect("players");
    for (w, h) in [(160u16, 50u16), (80, 25)] {
        let pages = catur::tui::hall::pages(&t, usize::from(h), usize::from(w));
        for (k, page) in pages.iter().enumerate() {
            for line in &page.lines {
                assert!(line.chars().count() <= usize::from(w), "{line}");
                assert!(!line.contains('~'), "cut at {w}x{h}: {line}");
            }
            let only_reserves = !page.lines.is_empty()
                && page.lines.iter().all(|l| {
                    l.contains("reserve") || l.contains("simpanan") || l.trim().is_empty()
                });
            assert!(!only_reserves, "page {k} at {w}x{h}: {page:?}");
        }
        let [pairing, standing] = ["ROUND 3", "STANDINGS AFTER ROUND 3"].map(|t| {
            pages
                .iter()
                .find(|p| p.title.starts_with("L12") && p.title.contains(t))
                .unwrap_or_else(|| panic!("{t}: {pages:?}"))
        });
        // A board's line is no wider than its two names, their points and the result.
        for line in &pairing.lines {
            assert!(
                line.trim_end().chars().count() <= 2 * longest + 30,
                "{w}: {line}"
            );
        }
        let st = catur::standings::section_standings(l12, Some(3)).expect("standings");
        let first = st.tiebreaks[0].to_string();
        assert!(
            standing.lines[0].contains(&first),
            "{:?}",
            standing.lines[0]
        );
        for line in &standing.lines {
            for team in &l12.teams {
                assert!(
                    !line.split_whitespace().any(|word| word == team.code),
                    "{}: {line}",
                    team.code
                );
            }
        }
        if w == 160 {
            assert!(
                l12.teams
                    .iter()
                    .any(|tm| standing.lines.iter().any(|l| l.contains(&tm.name)))
            );
        }
        for (tag, section) in [("en", "L12"), ("ms", "P12")] {
            for (kind, page) in pages
                .iter()
                .filter(|p| p.title.starts_with(section))
                .enumerate()
                .filter(|(k, _)| *k < 2)
            {
                insta::assert_snapshot!(
                    format!("hall_{section}_{kind}_{tag}_{w}x{h}"),
                    hall_screen(page, w, h)
                );
            }
        }
    }
}

/// Issue 30 item 6: F2's status column says each player's state in words of the
/// screen's language (not `R3+` or `bye H`): a withdrawal, a zero-point bye for the
/// next round, a half-point bye requested for a later round, a late entry who plays from
/// a later round.
#[test]
fn the_players_screen_spells_out_each_status() {
    let mut t = build_demo().expect("demo builds");
    play_rounds(&mut t, 1, 7).expect("a round plays");
    let by_tpn: Vec<(PlayerId, String)> = t
        .section("L12")
        .expect("L12")
        .players_by_tpn()
        .iter()
        .map(|p| (p.id, p.name.clone()))
        .collect();
    ops::withdraw(&mut t, "L12", by_tpn[0].0, 2, None).expect("withdrawn");
    ops::request_bye(&mut t, "L12", by_tpn[1].0, 2, catur::model::ByeKind::Zero)
        .expect("zero-point bye");
    ops::request_bye(&mut t, "L12", by_tpn[2].0, 4, catur::model::ByeKind::Half)
        .expect("half-point bye");
    let si = t
        .sections
        .iter()
        .position(|s| s.code == "L12")
        .expect("L12");
    let late = by_tpn[3].0;
    t.sections[si]
        .players
        .iter_mut()
        .find(|p| p.id == late)
        .expect("the late entry")
        .entry_round = 3;
    for (lang, tag) in LANGUAGES {
        let expected = match lang {
            Language::English => [
                "withdrawn",
                "zero-point bye",
                "half-point bye in round 4",
                "enters in round 3",
            ],
            Language::Malay => [
                "tarik diri",
                "bai kosong",
                "bai separuh pusingan 4",
                "masuk pada pusingan 3",
            ],
        };
        let app = app_on(&t, ScreenId::Players, lang);
        let text = draw(&app, 80, 25);
        for ((_, name), status) in by_tpn.iter().zip(expected) {
            let line = rows(&text)
                .into_iter()
                .find(|l| l.contains(name.as_str()))
                .unwrap_or_else(|| panic!("{name} not on F2:\n{text}"));
            assert!(line.contains(status), "{tag}: {line}");
        }
        insta::assert_snapshot!(format!("players_statuses_{tag}_80x25"), text);
    }
}
