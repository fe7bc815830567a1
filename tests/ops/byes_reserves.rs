//! Requested byes, late entries, reserves and results changed under a later pairing
//! (issue 13 items 2, 3, 4 and 8): through the operations, the command line and the
//! desk's keys, and as every printed report names them in both languages.

use crate::common;

use catur::model::*;
use catur::ops::{self, ByeRule, OpError, PlayerFields};
use catur::report::{self, Profile, ReportKind, Request};
use catur::standings::{Category, category_of, section_standings};
use catur::tui::{App, ScreenId};
use common::cli::{catur, stderr as err_text};
use common::tui::{message, press, type_text};
use crossterm::event::KeyCode;

const NAMES: [&str; 6] = [
    "Ahmad bin Ismail",
    "Nur Aisyah binti Hassan",
    "Tan Wei Ming",
    "Priya a/p Raman",
    "Muhammad Hafiz bin Osman",
    "Lim Jia Hui",
];

/// Section L12 of `rounds` rounds with the six players, numbered.
fn section(rounds: RoundNo) -> Tournament {
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    ops::create_section(&mut t, "L12", "Lelaki Bawah 12", rounds, Sport::Chess).unwrap();
    for n in NAMES {
        ops::add_player(&mut t, "L12", PlayerFields::named(n)).unwrap();
    }
    ops::assign_tpns(&mut t, "L12").unwrap();
    t
}

fn id_of(t: &Tournament, name: &str) -> PlayerId {
    let s = t.section("L12").unwrap();
    s.players.iter().find(|p| p.name == name).unwrap().id
}

/// Pairs the next round and gives White the win on every board.
fn play(t: &mut Tournament) -> RoundNo {
    let r = ops::pair_next_round(t, "L12").unwrap();
    let boards = t.section("L12").unwrap().round(r).unwrap().boards.len();
    for b in 1..=boards {
        ops::set_result(t, "L12", r, b, Outcome::Played(GameResult::WhiteWins)).unwrap();
    }
    r
}

fn set_byes(t: &mut Tournament, byes: ByeRules) {
    let mut v = t.section("L12").unwrap().settings.clone();
    if v.byes != byes {
        v.byes = byes;
        ops::edit_section(t, "L12", v).unwrap();
    }
}

#[test]
fn a_requested_half_point_bye_leaves_the_player_unpaired_with_half_a_point_and_code_h() {
    let mut t = section(5);
    let tan = id_of(&t, "Tan Wei Ming");
    ops::request_bye(&mut t, "L12", tan, 1, ByeKind::Half).unwrap();
    play(&mut t);
    let s = t.section("L12").unwrap();
    let r = s.round(1).unwrap();
    assert!(r.boards.iter().all(|b| b.white != tan && b.black != tan));
    assert_eq!(s.entry(tan, 1), Some(RoundEntry::Bye(ByeKind::Half)));
    assert_eq!(s.score_after(tan, 1), Points(5));
    assert_eq!(ByeKind::Half.trf_code(), 'H');
}

#[test]
fn a_second_half_point_bye_over_the_limit_is_refused_with_the_rule_named() {
    let mut t = section(5);
    set_byes(
        &mut t,
        ByeRules {
            max_half_byes: Some(1),
            ..ByeRules::default()
        },
    );
    let tan = id_of(&t, "Tan Wei Ming");
    ops::request_bye(&mut t, "L12", tan, 2, ByeKind::Half).unwrap();
    let e = ops::request_bye(&mut t, "L12", tan, 3, ByeKind::Half).unwrap_err();
    assert_eq!(
        e,
        OpError::ByeRefused {
            name: "Tan Wei Ming".into(),
            round: 3,
            kind: ByeKind::Half,
            rule: ByeRule::MostHalfByes { max: 1 },
        }
    );
    assert!(e.to_string().contains("rule: most half-point byes"), "{e}");
    // A zero-point bye is not limited: the player is away anyway.
    ops::request_bye(&mut t, "L12", tan, 3, ByeKind::Zero).unwrap();
}

#[test]
fn no_half_or_full_point_bye_in_the_last_rounds() {
    let mut t = section(5);
    set_byes(
        &mut t,
        ByeRules {
            none_in_last: 2,
            ..ByeRules::default()
        },
    );
    let priya = id_of(&t, "Priya a/p Raman");
    let e = ops::request_bye(&mut t, "L12", priya, 4, ByeKind::Half).unwrap_err();
    assert!(matches!(
        e,
        OpError::ByeRefused {
            rule: ByeRule::NoneInLastRounds { last: 2, from: 4 },
            ..
        }
    ));
    assert!(
        e.to_string().contains("rule: no byes in the last rounds"),
        "{e}"
    );
    let e = ops::request_bye(&mut t, "L12", priya, 5, ByeKind::Full).unwrap_err();
    assert!(matches!(e, OpError::ByeRefused { .. }), "{e}");
    ops::request_bye(&mut t, "L12", priya, 3, ByeKind::Half).unwrap();
    ops::request_bye(&mut t, "L12", priya, 5, ByeKind::Zero).unwrap();
}

/// Two rounds played, then Siti enters for round 3 and plays it.
fn late_entry(late: LateEntryScore) -> (Tournament, PlayerId) {
    let mut t = section(5);
    set_byes(
        &mut t,
        ByeRules {
            late_entry: late,
            ..ByeRules::default()
        },
    );
    play(&mut t);
    play(&mut t);
    let siti = ops::add_player(&mut t, "L12", PlayerFields::named("Siti Zulaikha")).unwrap();
    let lim = id_of(&t, "Lim Jia Hui");
    ops::request_bye(&mut t, "L12", lim, 3, ByeKind::Zero).unwrap();
    play(&mut t);
    (t, siti)
}

#[test]
fn a_late_entry_scores_zero_for_the_rounds_missed_by_default() {
    let (t, siti) = late_entry(LateEntryScore::Zero);
    let s = t.section("L12").unwrap();
    assert_eq!(s.player(siti).unwrap().entry_round, 3);
    assert_eq!(s.entry(siti, 1), Some(RoundEntry::Bye(ByeKind::Zero)));
    assert_eq!(s.entry(siti, 2), Some(RoundEntry::Bye(ByeKind::Zero)));
    assert_eq!(s.score_after(siti, 2), Points(0));
    // Followed by a round played: C.07 Art. 16 category 3.
    assert_eq!(
        category_of(s, siti, 1, 3),
        Some(Category::RequestedByeThenPlayed)
    );
}

#[test]
fn a_late_entry_scores_half_point_byes_when_the_section_says_so() {
    let (t, siti) = late_entry(LateEntryScore::HalfBye);
    let s = t.section("L12").unwrap();
    assert_eq!(s.entry(siti, 1), Some(RoundEntry::Bye(ByeKind::Half)));
    assert_eq!(s.entry(siti, 2), Some(RoundEntry::Bye(ByeKind::Half)));
    assert_eq!(s.score_after(siti, 2), Points(10));
    assert_eq!(
        category_of(s, siti, 2, 3),
        Some(Category::RequestedByeThenPlayed)
    );
    let st = section_standings(s, Some(3)).unwrap();
    let row = st.row(siti).unwrap();
    assert!(row.points >= Points(10), "{row:?}");
    let text = render(&t, ReportKind::Crosstable, Language::English);
    let line = text.lines().find(|l| l.contains("Siti Zulaikha")).unwrap();
    // ASCII printers spell the half point 1/2.
    assert!(line.contains("H1/2 H1/2"), "{line}");
}

/// A team of four and a reserve among two players without a team; one round played.
fn with_reserve(lang: Language) -> (Tournament, PlayerId) {
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    ops::create_section(&mut t, "L12", "Lelaki Bawah 12", 5, Sport::Chess).unwrap();
    let team = ops::add_team(&mut t, "L12", "SK Seri Indah", Some("SKSI")).unwrap();
    for (k, n) in NAMES.iter().enumerate() {
        let mut f = PlayerFields::named(*n);
        if k < 4 {
            f.team = Some(team);
            f.board = Some(k as u8 + 1);
        }
        ops::add_player(&mut t, "L12", f).unwrap();
    }
    let reserve = PlayerFields {
        team: Some(team),
        board: Some(5),
        reserve: true,
        ..PlayerFields::named("Wong Kah Mun")
    };
    let wong = ops::add_player(&mut t, "L12", reserve).unwrap();
    ops::assign_tpns(&mut t, "L12").unwrap();
    let mut v = t.section("L12").unwrap().settings.clone();
    v.language = lang;
    // Four team-mates among six players: they may meet from round 1.
    v.local_rules.same_team_rounds = 0;
    ops::edit_section(&mut t, "L12", v).unwrap();
    play(&mut t);
    (t, wong)
}

fn render(t: &Tournament, kind: ReportKind, _lang: Language) -> String {
    let req = Request {
        kind,
        section: "L12",
        round: None,
        printed_at: "2026-03-15 17:30".into(),
        zone: jiff::tz::TimeZone::UTC,
        wide: true,
    };
    let doc = report::build(t, &req).unwrap_or_else(|e| panic!("{kind:?}: {e}"));
    let mut out = Vec::new();
    report::render(&doc, &Profile::plain80(), &mut out).unwrap();
    String::from_utf8_lossy(&out).into_owned()
}

#[test]
fn a_reserve_who_has_not_played_is_a_reserve_in_every_report_in_both_languages() {
    for (lang, reserve, absent) in [
        (Language::Malay, "Simpanan", "Tidak hadir"),
        (Language::English, "Reserve", "Absent"),
    ] {
        let (t, _) = with_reserve(lang);
        for kind in ReportKind::ALL {
            if kind == ReportKind::TestPage {
                continue;
            }
            let text = render(&t, kind, lang);
            for line in text.lines().filter(|l| l.contains("Wong Kah Mun")) {
                assert!(!line.contains(absent), "{kind:?} {lang:?}: {line}");
            }
            if matches!(
                kind,
                ReportKind::Pairings
                    | ReportKind::PairingsByName
                    | ReportKind::Results
                    | ReportKind::Standings
                    | ReportKind::Crosstable
            ) {
                let line = text
                    .lines()
                    .find(|l| l.contains("Wong Kah Mun"))
                    .unwrap_or_else(|| panic!("{kind:?} {lang:?} lists the reserve:\n{text}"));
                assert!(line.contains(reserve), "{kind:?} {lang:?}: {line}");
            }
        }
    }
}

#[test]
fn a_reserve_who_has_not_played_is_not_ranked() {
    let (t, wong) = with_reserve(Language::Malay);
    let st = section_standings(t.section("L12").unwrap(), None).unwrap();
    assert!(st.row(wong).is_none());
    assert_eq!(st.unranked, [wong]);
    assert_eq!(st.rows.len(), 6);
    assert_eq!(st.rows.last().unwrap().place.last, 6);
}

#[test]
fn the_pairing_explanation_calls_a_reserve_a_reserve() {
    let (t, _) = with_reserve(Language::English);
    let s = t.section("L12").unwrap();
    let e = catur::pairing::check::explain::explain(s, 1).unwrap();
    let text = e.to_string();
    let tpn = s.players.iter().find(|p| p.reserve).unwrap().tpn;
    assert!(text.contains(&format!("{tpn} (reserve)")), "{text}");
    assert!(!text.contains("(absent)"), "{text}");
}

#[test]
fn a_substitute_counts_for_the_team_he_played_for() {
    let (mut t, wong) = with_reserve(Language::Malay);
    let out = id_of(&t, "Priya a/p Raman");
    ops::substitute(&mut t, "L12", out, wong, 2).unwrap();
    play(&mut t);
    let s = t.section("L12").unwrap();
    assert!(matches!(s.entry(wong, 2), Some(RoundEntry::Game { .. })));
    assert_eq!(s.team_in_round(wong, 2), s.player(out).unwrap().team);
    let st = section_standings(s, None).unwrap();
    assert!(st.row(wong).is_some() && st.unranked.is_empty());
    let ts = catur::standings::team_standings(s, &st, &catur::standings::TeamTieBreak::defaults());
    assert!(ts.rows[0].members.iter().any(|m| m.player == wong));
}

// The command line.

#[test]
fn byes_from_the_command_line_with_the_refusals() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kuantan.catur");
    catur::store::save(&path, &section(5)).unwrap();
    let f = path.to_str().unwrap();
    let bye = |extra: &[&str]| {
        let mut a = vec!["bye", f, "--section", "L12"];
        a.extend_from_slice(extra);
        catur(&a)
    };
    let o = catur(&[
        "section",
        "byes",
        f,
        "--section",
        "L12",
        "--max-half-byes",
        "1",
        "--none-in-last",
        "1",
        "--late-entry",
        "half",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err_text(&o));
    let o = bye(&["--player", "3", "--round", "2", "--kind", "half"]);
    assert_eq!(o.status.code(), Some(0), "{}", err_text(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("half-point bye requested"));
    let o = bye(&["--player", "3", "--round", "3", "--kind", "half"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err_text(&o).contains("most half-point byes"),
        "{}",
        err_text(&o)
    );
    let o = bye(&["--player", "4", "--round", "5", "--kind", "full"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(err_text(&o).contains("no byes in the last rounds"));
    let o = bye(&["--player", "4", "--round", "5", "--kind", "zero"]);
    assert_eq!(o.status.code(), Some(0), "{}", err_text(&o));
    let o = bye(&["--player", "99", "--round", "2", "--kind", "zero"]);
    assert_eq!(o.status.code(), Some(3));
    let o = bye(&["--player", "4", "--round", "2"]);
    assert_eq!(o.status.code(), Some(2), "neither --kind nor --cancel");
    let o = bye(&["--player", "3", "--round", "2", "--cancel"]);
    assert_eq!(o.status.code(), Some(0), "{}", err_text(&o));
    let t = catur::store::load(&path).unwrap();
    let s = t.section("L12").unwrap();
    assert_eq!(s.settings.byes.max_half_byes, Some(1));
    assert_eq!(s.settings.byes.late_entry, LateEntryScore::HalfBye);
    let p4 = s.player_by_tpn(4).unwrap();
    assert_eq!(
        p4.bye_requests,
        [ByeRequest {
            round: 5,
            kind: ByeKind::Zero
        }]
    );
    assert!(s.player_by_tpn(3).unwrap().bye_requests.is_empty());
}

#[test]
fn a_result_under_a_later_pairing_needs_change_and_prints_the_warning() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kuantan.catur");
    let mut t = section(5);
    play(&mut t);
    ops::pair_next_round(&mut t, "L12").unwrap();
    catur::store::save(&path, &t).unwrap();
    let f = path.to_str().unwrap();
    let args = [
        "result",
        f,
        "--section",
        "L12",
        "--round",
        "1",
        "--board",
        "1",
        "1/2",
    ];
    let before = std::fs::read(&path).unwrap();
    let o = catur(&args);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err_text(&o).contains("round 2 of L12 was paired on the old result")
            && err_text(&o).contains("--change"),
        "{}",
        err_text(&o)
    );
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "refused: file untouched"
    );
    let mut with_change = args.to_vec();
    with_change.push("--change");
    let o = catur(&with_change);
    assert_eq!(o.status.code(), Some(0), "{}", err_text(&o));
    assert!(
        err_text(&o).contains("warning: round 2 was paired on the old result; its pairing stands"),
        "{}",
        err_text(&o)
    );
    let t = catur::store::load(&path).unwrap();
    assert_eq!(
        t.section("L12").unwrap().round(1).unwrap().boards[0].outcome,
        Outcome::Played(GameResult::Draw)
    );
}

// The desk.

fn desk(t: Tournament) -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("meja.catur");
    catur::store::save(&path, &t).unwrap();
    let app = App::new(catur::store::load(&path).unwrap(), Some(path));
    (dir, app)
}

#[test]
fn a_bye_requested_and_cancelled_on_the_desk_by_keys() {
    let (_dir, mut app) = desk(section(5));
    press(&mut app, KeyCode::F(2));
    assert_eq!(app.screen, ScreenId::Players);
    let tan = id_of(&app.tournament, "Tan Wei Ming");
    let tpn = app
        .tournament
        .section("L12")
        .unwrap()
        .player(tan)
        .unwrap()
        .tpn;
    *app.cursor_mut() = tpn as usize - 1; // the list is in pairing-number order
    press(&mut app, KeyCode::Char('y'));
    assert!(app.layers.prompt.is_some());
    // The prompt offers the next round and a half-point bye.
    press(&mut app, KeyCode::Enter);
    let p = app.tournament.section("L12").unwrap().player(tan).unwrap();
    assert_eq!(
        p.bye_requests,
        [ByeRequest {
            round: 1,
            kind: ByeKind::Half
        }],
        "{}",
        message(&app)
    );
    press(&mut app, KeyCode::Char('y'));
    for _ in 0..4 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "1 x");
    press(&mut app, KeyCode::Enter);
    let p = app.tournament.section("L12").unwrap().player(tan).unwrap();
    assert!(p.bye_requests.is_empty(), "{}", message(&app));
    // Saved to the file at once.
    let saved = catur::store::load(app.path.as_ref().unwrap()).unwrap();
    assert!(
        saved
            .section("L12")
            .unwrap()
            .player(tan)
            .unwrap()
            .bye_requests
            .is_empty()
    );
}

#[test]
fn a_bye_refused_on_the_desk_is_worded_in_the_screen_language() {
    let mut t = section(5);
    set_byes(
        &mut t,
        ByeRules {
            max_half_byes: Some(0),
            ..ByeRules::default()
        },
    );
    let (_dir, mut app) = desk(t);
    app.lang = Language::Malay;
    press(&mut app, KeyCode::F(2));
    *app.cursor_mut() = 0;
    press(&mut app, KeyCode::Char('y'));
    press(&mut app, KeyCode::Enter);
    let m = message(&app);
    assert!(
        m.contains("tidak boleh diberi bai separuh mata pada pusingan 1")
            && m.contains("had bai separuh mata"),
        "{m}"
    );
    app.lang = Language::English;
    press(&mut app, KeyCode::Char('y'));
    press(&mut app, KeyCode::Enter);
    assert!(
        message(&app).contains("rule: most half-point byes"),
        "{}",
        message(&app)
    );
}

#[test]
fn changing_a_result_under_a_later_pairing_asks_first_on_the_desk() {
    let mut t = section(5);
    play(&mut t);
    ops::pair_next_round(&mut t, "L12").unwrap();
    let (_dir, mut app) = desk(t);
    app.lang = Language::Malay;
    press(&mut app, KeyCode::F(4));
    assert_eq!(app.screen, ScreenId::Results);
    app.round = 1;
    *app.cursor_mut() = 0;
    press(&mut app, KeyCode::Backspace);
    let q = app
        .layers
        .confirm
        .as_ref()
        .map(|c| c.question.clone())
        .unwrap_or_default();
    assert!(
        // One dialog names the board, the players and the rounds paired on the old result.
        q.contains("Dipasangkan mengikut keputusan lama: pusingan 2; pasangan itu kekal")
            && q.contains("pusingan 1 papan 1"),
        "{q}"
    );
    // Esc: nothing changes.
    press(&mut app, KeyCode::Esc);
    let board = |app: &App| {
        app.tournament
            .section("L12")
            .unwrap()
            .round(1)
            .unwrap()
            .boards[0]
            .outcome
    };
    assert_eq!(board(&app), Outcome::Played(GameResult::WhiteWins));
    app.lang = Language::English;
    press(&mut app, KeyCode::Backspace);
    let q = app
        .layers
        .confirm
        .as_ref()
        .map(|c| c.question.clone())
        .unwrap_or_default();
    assert!(
        q.contains("Paired on the old result: round 2; that pairing stands")
            && q.contains("round 1 board 1"),
        "{q}"
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(board(&app), Outcome::Pending, "{}", message(&app));
    press(&mut app, KeyCode::Char('='));
    assert!(app.layers.confirm.is_some());
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        board(&app),
        Outcome::Played(GameResult::Draw),
        "{}",
        message(&app)
    );
}
