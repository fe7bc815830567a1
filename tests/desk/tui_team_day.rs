//! Issue 33, "what it must show": a team-match day at the desk, driven by keys on a
//! Malay desk of 80x25. The section is made on F8's new-section form (played as team
//! matches, 4 boards, Swiss); six schools of four and a reserve come from a CSV list on
//! F2; three rounds are paired on F3 (`p`, Enter). Round 1 has a board won by forfeit
//! (`+`); before round 2 a school hands in a line-up with its reserve on board 4 (`l`);
//! in round 2 a school does not come (`f`, its code). Then the team standings (F6), the
//! board prizes, the hall display, and the printed team reports as golden files.

use crate::common;
use crate::team_keys::{enter_results, go_to_board, section};

use catur::model::{Language, Outcome, RoundNo, Tournament};
use catur::ops;
use catur::report::{self, Profile, ReportKind, Request};
use catur::standings::team_match::{board_prizes, ranking};
use catur::tui::App;
use common::tui::{draw, key, message, press, type_text};
use crossterm::event::KeyCode;

const SCHOOLS: [&str; 6] = [
    "SK Seri Indah",
    "SK Bukit Tinggi",
    "SK Sungai Lembing",
    "SK Taman Maju",
    "SK Padang Luas",
    "SK Teluk Cempedak",
];

const GIVEN: [&str; 5] = [
    "Nur Aisyah binti Hassan",
    "Tan Wei Ming",
    "Priya a/p Raman",
    "Ahmad bin Ismail",
    "Siti Khadijah binti Omar",
];

/// Six schools, boards 1-4 and the reserve on board 5.
fn roster_csv() -> String {
    let mut out = String::from("Bil,Nama,Sekolah,Papan\n");
    let mut n = 0;
    for (s, school) in SCHOOLS.iter().enumerate() {
        for (b, given) in GIVEN.iter().enumerate() {
            n += 1;
            out.push_str(&format!("{n},{given} {},{school},{}\n", s + 1, b + 1));
        }
    }
    out
}

/// A fixed, varied result key for board `k` of round `r`.
fn result_key(r: RoundNo, k: usize) -> char {
    match (r as usize * 5 + k * 3) % 5 {
        0 | 3 => '1',
        1 => '=',
        _ => '0',
    }
}

fn pair_round(app: &mut App, r: RoundNo) {
    press(app, KeyCode::F(3));
    key(app, 'p');
    let proposed = catur::tui::act_team::preview(app).map(|p| p.round);
    assert_eq!(proposed, Some(r), "round {r}: {}", message(app));
    press(app, KeyCode::Enter);
    assert_eq!(section(app).rounds_paired(), r, "{}", message(app));
}

fn printed(t: &Tournament, kind: ReportKind, round: RoundNo) -> String {
    let req = Request {
        kind,
        section: "B12",
        round: Some(round),
        printed_at: "2026-05-16 13:00".into(),
        wide: false,
        zone: jiff::tz::TimeZone::fixed(jiff::tz::offset(8)),
    };
    let doc = report::build(t, &req).unwrap_or_else(|e| panic!("{kind}: {e}"));
    let mut out = Vec::new();
    report::render(&doc, &Profile::plain80(), &mut out).expect("renders");
    String::from_utf8(out)
        .expect("ASCII")
        .replace('\r', "")
        .replace('\u{c}', "<FF>\n")
}

#[test]
fn a_team_match_day_at_the_desk() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("berpasukan-2026.catur");
    let t = Tournament::new("Kejohanan Catur Berpasukan MSSD Kuantan 2026");
    catur::store::save(&file, &t).expect("saved");
    let mut app = App::new(
        catur::store::load(&file).expect("loads"),
        Some(file.clone()),
    );
    app.lang = Language::Malay;
    app.clock = "2026-05-16 08:00".into();

    // F8 `n`: code, name, 5 rounds, chess, played as a team ("pasukan"), 4 boards, Swiss.
    press(&mut app, KeyCode::F(8));
    key(&mut app, 'n');
    type_text(&mut app, "B12");
    press(&mut app, KeyCode::Down);
    type_text(&mut app, "Berpasukan Bawah 12");
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Backspace);
    key(&mut app, '5');
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    for _ in 0.."individu".len() {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "pasukan");
    press(&mut app, KeyCode::Enter);
    let s = section(&app);
    assert_eq!(s.code, "B12", "{}", message(&app));
    let tm = s.team_match.as_deref().expect("played as team matches");
    assert_eq!(tm.settings.boards, 4);
    assert_eq!(s.settings.rounds_planned, 5);

    // The schools from a CSV list on F2 `i`; pairing numbers with `n`.
    let csv = dir.path().join("b12.csv");
    std::fs::write(&csv, roster_csv()).expect("csv");
    press(&mut app, KeyCode::F(2));
    key(&mut app, 'i');
    type_text(&mut app, csv.to_str().expect("utf-8"));
    press(&mut app, KeyCode::Enter);
    assert_eq!(section(&app).players.len(), 30, "{}", message(&app));
    assert_eq!(section(&app).teams.len(), 6);
    assert_eq!(
        section(&app).players.iter().filter(|p| p.reserve).count(),
        6
    );
    key(&mut app, 'n');
    if app.layers.confirm.is_some() {
        press(&mut app, KeyCode::Enter);
    }

    // Round 1: three matches; board 3 won by forfeit by White.
    pair_round(&mut app, 1);
    assert_eq!(ops::round_matches(&app.tournament, "B12", 1).len(), 3);
    enter_results(&mut app, 1, &[(3, '+')], result_key);
    assert_eq!(
        section(&app).round(1).expect("r1").boards[2].outcome,
        Outcome::WhiteForfeitWin
    );

    // Before round 2: SK Seri Indah's reserve plays board 4 (`l` on F3).
    let sksi = section(&app)
        .teams
        .iter()
        .find(|t| t.name == SCHOOLS[0])
        .map(|t| (t.id, t.code.clone()))
        .expect("SK Seri Indah");
    let mut members: Vec<_> = section(&app)
        .team_members(sksi.0)
        .iter()
        .map(|p| (p.reserve, p.board, p.tpn))
        .collect();
    members.sort();
    let numbers: Vec<String> = [0, 1, 2, 4]
        .iter()
        .map(|&k| members[k].2.to_string())
        .collect();
    press(&mut app, KeyCode::F(3));
    key(&mut app, 'l');
    let at = catur::tui::act_team::teams_in_order(section(&app))
        .iter()
        .position(|t| *t == sksi.0)
        .expect("in order");
    press(&mut app, KeyCode::Home);
    for _ in 0..at {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    let offered = app
        .layers
        .prompt
        .as_ref()
        .map(|p| p.input.value().to_string())
        .expect("the line-up prompt");
    for _ in 0..offered.len() {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, &numbers.join(" "));
    press(&mut app, KeyCode::Enter);
    assert!(message(&app).contains(&sksi.1), "{}", message(&app));
    press(&mut app, KeyCode::Esc);

    // Round 2: match 3's Black team does not come (`f` on a board of the match).
    pair_round(&mut app, 2);
    let m = ops::round_matches(&app.tournament, "B12", 2)[2].clone();
    let away = m.black.expect("a match");
    let away_code = section(&app).team(away).expect("team").code.clone();
    press(&mut app, KeyCode::F(4));
    go_to_board(&mut app, m.first_board as usize + 1);
    key(&mut app, 'f');
    assert!(app.layers.prompt.is_some(), "f asks which team");
    type_text(&mut app, &away_code.to_lowercase());
    press(&mut app, KeyCode::Enter);
    let r2 = section(&app).round(2).expect("r2").clone();
    for k in 0..m.games() {
        assert!(
            !r2.boards[m.first_board as usize + k].outcome.is_pending(),
            "{}",
            message(&app)
        );
    }
    enter_results(&mut app, 2, &[], result_key);

    // Round 3.
    pair_round(&mut app, 3);
    enter_results(&mut app, 3, &[], result_key);

    // The file on disk holds the day.
    let back = catur::store::load(&file).expect("reloads");
    assert_eq!(back.section("B12").expect("B12").rounds_paired(), 3);

    // F6: the team standings, leader first.
    let s = section(&app);
    let tm = s.team_match.as_deref().expect("team match");
    let table = ranking(s, tm, 3);
    assert_eq!(table.len(), 6);
    let leader = s.team(table[0].record.team).expect("leader").code.clone();

    // Board prizes: the forfeit of round 1 board 3 and the team forfeit are no games.
    let prizes = board_prizes(s, tm, 3);
    assert_eq!(prizes.len(), 4);
    let games: u32 = prizes.iter().flat_map(|b| b.iter().map(|e| e.games)).sum();
    // 3 rounds x 3 matches x 4 boards x 2 players, less the round 1 forfeit (2) and
    // the team forfeit of round 2 (8): 72 - 10 = 62.
    assert_eq!(games, 62);

    press(&mut app, KeyCode::F(6));
    let screen = draw(&app, 80, 25);
    assert!(screen.contains(&leader), "{screen}");
    insta::assert_snapshot!("team_day_f6_ms_80x25", screen);

    // The hall display: the round as matches, then the team standings.
    let pages = catur::tui::hall::pages(&app.tournament, 25, 80);
    let text: String = pages
        .iter()
        .map(|p| format!("== {} | {}\n{}\n", p.title, p.event, p.lines.join("\n")))
        .collect();
    insta::assert_snapshot!("team_day_hall_80x25", text);

    // The printed reports.
    let t = &app.tournament;
    for (kind, round, name) in [
        (ReportKind::TeamPairings, 3, "team_day_team_pairings_r3"),
        (ReportKind::TeamResults, 2, "team_day_team_results_r2"),
        (ReportKind::TeamStandings, 3, "team_day_team_standings_r3"),
        (ReportKind::TeamCrosstable, 3, "team_day_team_crosstable_r3"),
        (ReportKind::BoardResults, 3, "team_day_board_results_r3"),
    ] {
        insta::assert_snapshot!(name, printed(t, kind, round));
    }
}
