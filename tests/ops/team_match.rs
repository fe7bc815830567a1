//! Team matches (issue 18): a 10-team, 7-round team Swiss played through with the
//! operations and reopened from disk; a team round robin against the Berger tables; the
//! Johor substitution rule; forfeits and the bye; the command line and the reports.

use crate::common;

use catur::model::{
    GameResult, Outcome, PlayerId, RoundNo, TeamId, TeamMatchSettings, TeamSystem, Tournament,
};
use catur::ops::{self, PlayerFields};
use catur::standings::team_match::{board_prizes, ranking, records};
use common::cli::{catur, s};
use std::collections::HashSet;
use std::path::Path;

const SCHOOLS: [&str; 10] = [
    "SK Seri Indah",
    "SK Bukit Tinggi",
    "SK Taman Maju",
    "SK Sungai Lembing",
    "SK Air Putih",
    "SK Padang Jawa",
    "SK Kubang Buaya",
    "SK Indera Mahkota",
    "SK Beserah",
    "SK Kempadang",
];

/// A section of `teams` school teams of 5 players (4 boards and a reserve).
fn championship(teams: usize, rounds: RoundNo, system: TeamSystem) -> (Tournament, Vec<TeamId>) {
    let mut t = Tournament::new("Kejohanan Catur Berpasukan MSSD Kuantan 2026");
    ops::create_section(
        &mut t,
        "T12",
        "Berpasukan Bawah 12",
        rounds,
        catur::model::Sport::Chess,
    )
    .unwrap();
    let mut ids = Vec::new();
    for (i, name) in SCHOOLS.iter().take(teams).enumerate() {
        let team = ops::add_team(&mut t, "T12", name, None).unwrap();
        ids.push(team);
        for b in 1..=5u8 {
            let mut f = PlayerFields::named(format!("Pemain {} {}", i + 1, b));
            f.rating = Some(1800 - 40 * i as u16 - 10 * u16::from(b));
            f.team = Some(team);
            f.board = Some(b);
            f.reserve = b == 5;
            ops::add_player(&mut t, "T12", f).unwrap();
        }
    }
    ops::set_team_match(&mut t, "T12", TeamMatchSettings::new(4, system)).unwrap();
    ops::assign_tpns(&mut t, "T12").unwrap();
    (t, ids)
}

/// A fixed, varied result for board `k` of round `r`.
fn outcome(r: RoundNo, k: usize) -> Outcome {
    match (r as usize * 7 + k * 3) % 5 {
        0 | 3 => Outcome::Played(GameResult::WhiteWins),
        1 => Outcome::Played(GameResult::Draw),
        _ => Outcome::Played(GameResult::BlackWins),
    }
}

fn play_round(t: &mut Tournament, r: RoundNo) {
    let boards = t.section("T12").unwrap().round(r).unwrap().boards.len();
    for k in 1..=boards {
        ops::set_result(t, "T12", r, k, outcome(r, k)).unwrap();
    }
}

#[test]
fn ten_team_swiss_of_seven_rounds_played_through_and_reopened() {
    let (mut t, ids) = championship(10, 7, TeamSystem::Swiss);
    let mut met = HashSet::new();
    for r in 1..=7 {
        let (round, explanation) = ops::pair_team_round(&mut t, "T12").unwrap();
        assert_eq!(round, r);
        assert!(
            explanation
                .iter()
                .any(|l| l.to_string().starts_with("match 1:"))
        );
        let matches = ops::round_matches(&t, "T12", r).to_vec();
        assert_eq!(matches.len(), 5, "round {r}");
        for m in &matches {
            let b = m.black.unwrap();
            assert!(
                met.insert((m.white.min(b), m.white.max(b))),
                "rematch in round {r}"
            );
            assert_eq!(m.games(), 4);
        }
        assert_eq!(t.section("T12").unwrap().round(r).unwrap().boards.len(), 20);
        play_round(&mut t, r);
    }
    let s = t.section("T12").unwrap();
    let tm = t.section("T12").unwrap().team_match.as_deref().unwrap();
    let recs = records(s, tm, 7);
    // Every match hands out 2 match points and 4 game points in all.
    let mp: i32 = recs.iter().map(|r| r.match_points.tenths()).sum();
    let gp: i32 = recs.iter().map(|r| r.game_points.tenths()).sum();
    assert_eq!(mp, 35 * 20);
    assert_eq!(gp, 35 * 40);
    let table = ranking(s, tm, 7);
    assert_eq!(table.len(), 10);
    assert!(table.windows(2).all(|w| w[0].rank <= w[1].rank));
    let prizes = board_prizes(s, tm, 7);
    assert_eq!(prizes.len(), 4);
    assert!(prizes.iter().all(|b| b.len() == 10));

    // Reopened: everything kept.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("berpasukan.catur");
    catur::store::save(&file, &t).unwrap();
    let back = catur::store::load(&file).unwrap();
    assert_eq!(back.sections, t.sections);
    let s2 = back.section("T12").unwrap();
    assert_eq!(
        ranking(
            s2,
            back.section("T12").unwrap().team_match.as_deref().unwrap(),
            7
        ),
        table
    );
    assert_eq!(ids.len(), 10);
}

#[test]
fn undo_takes_back_the_round_and_its_matches_together() {
    let (mut t, _) = championship(4, 3, TeamSystem::Swiss);
    ops::pair_team_round(&mut t, "T12").unwrap();
    ops::undo(&mut t).unwrap();
    assert_eq!(t.section("T12").unwrap().rounds_paired(), 0);
    assert!(
        t.section("T12")
            .unwrap()
            .team_match
            .as_deref()
            .unwrap()
            .rounds
            .is_empty()
    );
    ops::redo(&mut t).unwrap();
    assert_eq!(ops::round_matches(&t, "T12", 1).len(), 2);
}

#[test]
fn team_round_robin_follows_the_berger_tables() {
    // C.05 Annex 1, table for 5-6 players: round 1 1-6 2-5 3-4, round 3 6-5 1-4 2-3 …
    let table: [[(usize, usize); 3]; 5] = [
        [(1, 6), (2, 5), (3, 4)],
        [(6, 4), (5, 3), (1, 2)],
        [(2, 6), (3, 1), (4, 5)],
        [(6, 5), (1, 4), (2, 3)],
        [(3, 6), (4, 2), (5, 1)],
    ];
    let (mut t, _) = championship(6, 5, TeamSystem::RoundRobin { double: false });
    let order = ops::team_order(t.section("T12").unwrap(), 4);
    for (r, games) in table.iter().enumerate() {
        ops::pair_team_round(&mut t, "T12").unwrap();
        let got: Vec<(usize, usize)> = ops::round_matches(&t, "T12", r as RoundNo + 1)
            .iter()
            .map(|m| {
                let n = |id| order.iter().position(|x| *x == id).unwrap() + 1;
                (n(m.white), n(m.black.unwrap()))
            })
            .collect();
        assert_eq!(got, games.to_vec(), "round {}", r + 1);
        play_round(&mut t, r as RoundNo + 1);
    }
}

#[test]
fn board_colours_alternate_from_the_team_with_white_on_board_one() {
    let (mut t, _) = championship(2, 3, TeamSystem::Swiss);
    ops::pair_team_round(&mut t, "T12").unwrap();
    let m = ops::round_matches(&t, "T12", 1)[0].clone();
    let r = t.section("T12").unwrap().round(1).unwrap().clone();
    for k in 0..4 {
        let b = &r.boards[k];
        let (w, bl) = (m.white_players[k], m.black_players[k]);
        if k % 2 == 0 {
            assert_eq!((b.white, b.black), (w, bl), "board {}", k + 1);
        } else {
            assert_eq!((b.white, b.black), (bl, w), "board {}", k + 1);
        }
    }
}

#[test]
fn team_forfeit_loses_every_board_and_the_match() {
    let (mut t, ids) = championship(2, 3, TeamSystem::Swiss);
    ops::pair_team_round(&mut t, "T12").unwrap();
    let m = ops::round_matches(&t, "T12", 1)[0].clone();
    ops::team_forfeit(&mut t, "T12", 1, 1, m.white).unwrap();
    let s = t.section("T12").unwrap();
    let recs = records(
        s,
        t.section("T12").unwrap().team_match.as_deref().unwrap(),
        1,
    );
    let loser = recs.iter().find(|r| r.team == m.white).unwrap();
    let winner = recs.iter().find(|r| r.team != m.white).unwrap();
    assert_eq!(loser.match_points.tenths(), 0);
    assert_eq!(winner.match_points.tenths(), 20);
    assert_eq!(winner.game_points.tenths(), 40);
    assert_eq!(ids.len(), 2);
}

#[test]
fn a_short_line_up_loses_its_empty_board_by_forfeit() {
    let (mut t, ids) = championship(2, 3, TeamSystem::Swiss);
    let s = t.section("T12").unwrap();
    let three: Vec<PlayerId> = s
        .team_members(ids[0])
        .iter()
        .take(3)
        .map(|p| p.id)
        .collect();
    ops::set_lineup(&mut t, "T12", 1, ids[0], three).unwrap();
    ops::pair_team_round(&mut t, "T12").unwrap();
    let m = ops::round_matches(&t, "T12", 1)[0].clone();
    assert_eq!(m.games(), 3);
    for k in 1..=3 {
        ops::set_result(&mut t, "T12", 1, k, Outcome::Played(GameResult::Draw)).unwrap();
    }
    let s = t.section("T12").unwrap();
    let recs = records(
        s,
        t.section("T12").unwrap().team_match.as_deref().unwrap(),
        1,
    );
    let full = recs.iter().find(|r| r.team == ids[1]).unwrap();
    assert_eq!(full.game_points.tenths(), 25);
    assert_eq!(full.match_points.tenths(), 20);
}

#[test]
fn odd_field_gives_a_team_bye_with_the_bye_match_points() {
    let (mut t, _) = championship(5, 3, TeamSystem::Swiss);
    ops::pair_team_round(&mut t, "T12").unwrap();
    let matches = ops::round_matches(&t, "T12", 1).to_vec();
    let bye = matches.iter().find(|m| m.black.is_none()).unwrap().white;
    play_round(&mut t, 1);
    let s = t.section("T12").unwrap();
    let recs = records(
        s,
        t.section("T12").unwrap().team_match.as_deref().unwrap(),
        1,
    );
    let r = recs.iter().find(|r| r.team == bye).unwrap();
    // C.04.6 Art. 1.4: a drawn match's match points and game points (4 boards: 2).
    assert_eq!(r.match_points.tenths(), 10);
    assert_eq!(r.game_points.tenths(), 20);
}

#[test]
fn team_swiss_art1_4_the_bye_scores_a_drawn_match_by_default() {
    let settings = TeamMatchSettings::new(4, TeamSystem::Swiss);
    assert_eq!(settings.match_points.bye, settings.match_points.draw);
}

#[test]
fn team_swiss_c2_a_team_that_won_by_forfeit_gets_no_bye() {
    // Three teams: round 1 has a match and a bye; the match is forfeited by its Black
    // team, so its White team won a match without playing and may not have the bye.
    let (mut t, _) = championship(3, 3, TeamSystem::Swiss);
    ops::pair_team_round(&mut t, "T12").unwrap();
    let matches = ops::round_matches(&t, "T12", 1).to_vec();
    let played = matches.iter().find(|m| m.black.is_some()).unwrap().clone();
    let first_bye = matches.iter().find(|m| m.black.is_none()).unwrap().white;
    let loser = played.black.unwrap();
    ops::team_forfeit(&mut t, "T12", 1, 1, loser).unwrap();
    let (_, explanation) = ops::pair_team_round(&mut t, "T12").unwrap();
    let second = ops::round_matches(&t, "T12", 2).to_vec();
    let bye = second.iter().find(|m| m.black.is_none()).unwrap().white;
    // Not the forfeit winner, not the team that had the bye: the forfeit loser.
    assert_eq!(bye, loser, "{explanation:#?}");
    assert_ne!(bye, first_bye);
    assert!(
        explanation
            .iter()
            .any(|l| l.to_string().contains("by forfeit (C2)"))
    );
}

#[test]
fn deleting_the_last_round_of_a_team_section_takes_its_matches_with_it() {
    let (mut t, _) = championship(4, 3, TeamSystem::Swiss);
    ops::pair_team_round(&mut t, "T12").unwrap();
    assert_eq!(ops::round_matches(&t, "T12", 1).len(), 2);
    ops::delete_last_round(&mut t, "T12", false).unwrap();
    assert!(ops::round_matches(&t, "T12", 1).is_empty());
    let tm = t.section("T12").unwrap().team_match.as_deref().unwrap();
    assert!(tm.rounds.is_empty());
    // Undo brings the round and its matches back together.
    ops::undo(&mut t).unwrap();
    assert_eq!(ops::round_matches(&t, "T12", 1).len(), 2);
    // Pairing again after a delete gives a round 1, not a round 2.
    ops::delete_last_round(&mut t, "T12", false).unwrap();
    let (round, _) = ops::pair_team_round(&mut t, "T12").unwrap();
    assert_eq!(round, 1);
}

#[test]
fn johor_rule_refuses_a_new_player_after_round_one() {
    let (mut t, ids) = championship(2, 3, TeamSystem::Swiss);
    let mut st = t
        .section("T12")
        .unwrap()
        .team_match
        .as_deref()
        .unwrap()
        .settings
        .clone();
    st.substitutions_until = Some(0);
    ops::set_team_match(&mut t, "T12", st).unwrap();
    ops::pair_team_round(&mut t, "T12").unwrap();
    play_round(&mut t, 1);
    let s = t.section("T12").unwrap();
    let members: Vec<PlayerId> = s.team_members(ids[0]).iter().map(|p| p.id).collect();
    // The reserve (board 5) comes in for board 4.
    let with_reserve = vec![members[0], members[1], members[2], members[4]];
    let e = ops::set_lineup(&mut t, "T12", 2, ids[0], with_reserve).unwrap_err();
    assert!(e.to_string().contains("Johor"), "{e}");
    // Playing one short is no substitution.
    ops::set_lineup(&mut t, "T12", 2, ids[0], members[..3].to_vec()).unwrap();
}

#[test]
fn line_up_keeps_the_roster_board_order() {
    let (mut t, ids) = championship(2, 3, TeamSystem::Swiss);
    let s = t.section("T12").unwrap();
    let m: Vec<PlayerId> = s.team_members(ids[0]).iter().map(|p| p.id).collect();
    let e = ops::set_lineup(&mut t, "T12", 1, ids[0], vec![m[1], m[0], m[2], m[3]]).unwrap_err();
    assert!(e.to_string().contains("board order"), "{e}");
    let e = ops::set_lineup(&mut t, "T12", 1, ids[1], vec![m[0]]).unwrap_err();
    assert!(e.to_string().contains("is not in team"), "{e}");
}

fn s_path(p: &Path) -> &str {
    s(p)
}

#[test]
fn command_line_pairs_enters_results_and_prints_team_reports() {
    let (mut t, _) = championship(4, 3, TeamSystem::Swiss);
    t.sections[0].team_match = None;
    let first_code = t.sections[0].teams[0].code.clone();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("t.catur");
    catur::store::save(&file, &t).unwrap();
    let f = s(&file);
    let o = catur(&[
        "team-match",
        f,
        "--section",
        "T12",
        "--boards",
        "4",
        "--substitutions-until",
        "0",
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(String::from_utf8_lossy(&o.stdout).contains("up to round 1"));
    let o = catur(&["pair", f, "--section", "T12"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let out = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(out.starts_with("2\n"), "{out}");
    assert!(out.contains("match 1:"), "{out}");
    for b in 1..=8 {
        let o = catur(&[
            "result",
            f,
            "--section",
            "T12",
            "--round",
            "1",
            "--board",
            &b.to_string(),
            "1-0",
        ]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
    for kind in [
        "team-pairings",
        "team-results",
        "team-standings",
        "team-crosstable",
        "board-results",
    ] {
        let o = catur(&["report", f, "--section", "T12", "--kind", kind]);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{kind}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        assert!(!o.stdout.is_empty());
    }
    let o = catur(&["report", f, "--section", "T12", "--kind", "team-standings"]);
    let out = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(out.contains("Kedudukan Pasukan"), "{out}");
    // The reserve may not come in after round 1 (Johor).
    let o = catur(&[
        "lineup",
        f,
        "--section",
        "T12",
        "--round",
        "2",
        "--team",
        &first_code,
        "#1",
        "#2",
        "#3",
        "#5",
    ]);
    assert_eq!(
        o.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    assert!(String::from_utf8_lossy(&o.stderr).contains("Johor"));
}

fn run_ok(args: &[&str]) -> String {
    let o = catur(args);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The scenario of issue 18 through the command line: a 10-school, 7-round team Swiss on
/// 4 boards with a reserve each, the Johor rule, line-ups, board results, a forfeited
/// board, a team forfeit, a school withdrawn (so another has the bye), the standings by
/// match points then game points, board prizes, the five reports in both languages, and
/// the file reopened with everything kept.
#[test]
fn ten_school_team_swiss_through_the_command_line() {
    let (mut t, ids) = championship(10, 7, TeamSystem::Swiss);
    t.sections[0].team_match = None;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("berpasukan.catur");
    catur::store::save(&file, &t).unwrap();
    let f = s(&file);
    let out = run_ok(&[
        "team-match",
        f,
        "--section",
        "T12",
        "--boards",
        "4",
        "--substitutions-until",
        "0",
        "--board-prize-games",
        "3",
    ]);
    assert!(
        out.contains("4 boards") && out.contains("up to round 1"),
        "{out}"
    );
    let code = |k: usize| t.section("T12").unwrap().team(ids[k]).unwrap().code.clone();
    // Round 1: the second school plays its reserve on board 4 (allowed in round 1).
    let second = code(1);
    run_ok(&[
        "lineup",
        f,
        "--section",
        "T12",
        "--round",
        "1",
        "--team",
        &second,
        "#6",
        "#7",
        "#8",
        "#10",
    ]);
    let mut team_forfeit_done = false;
    for r in 1..=7u32 {
        if r == 6 {
            // The last school withdraws from round 6 (its reserve is out already):
            // nine teams, one bye.
            let mut t = catur::store::load(&file).unwrap();
            for p in 46..=49 {
                ops::withdraw(&mut t, "T12", PlayerId(p), 6, None).unwrap();
            }
            catur::store::save(&file, &t).unwrap();
        }
        let out = run_ok(&["pair", f, "--section", "T12"]);
        let matches: usize = out.lines().next().unwrap().parse().unwrap();
        // From round 6: four matches and the bye.
        assert_eq!(matches, 5, "round {r}: {out}");
        if r >= 6 {
            assert!(out.contains(" bye"), "round {r}: {out}");
        }
        let t = catur::store::load(&file).unwrap();
        let boards = t.section("T12").unwrap().round(r).unwrap().boards.len();
        assert_eq!(boards, if r >= 6 { 16 } else { 20 }, "round {r}");
        if r == 3 {
            // Match 2: its black team does not come.
            let m = &ops::round_matches(&t, "T12", 3)[1];
            let absent = t
                .section("T12")
                .unwrap()
                .team(m.black.unwrap())
                .unwrap()
                .code
                .clone();
            run_ok(&[
                "team-forfeit",
                f,
                "--section",
                "T12",
                "--round",
                "3",
                "--match",
                "2",
                "--team",
                &absent,
            ]);
            team_forfeit_done = true;
        }
        for b in 1..=boards {
            if r == 3 && (5..=8).contains(&b) {
                continue; // the forfeited match
            }
            let result = if r == 2 && b == 1 {
                "+-".to_string() // a forfeited board
            } else {
                outcome(r, b).code()
            };
            run_ok(&[
                "result",
                f,
                "--section",
                "T12",
                "--round",
                &r.to_string(),
                "--board",
                &b.to_string(),
                &result,
            ]);
        }
        if r == 1 {
            // Johor: the first school's reserve did not play in round 1.
            let o = catur(&[
                "lineup",
                f,
                "--section",
                "T12",
                "--round",
                "2",
                "--team",
                &code(0),
                "#1",
                "#2",
                "#3",
                "#5",
            ]);
            assert_eq!(o.status.code(), Some(1));
            let e = String::from_utf8_lossy(&o.stderr);
            assert!(e.contains("Johor") && e.contains("after round 1"), "{e}");
        }
    }
    assert!(team_forfeit_done);

    // Reopened: every round, match, line-up and result kept.
    let back = catur::store::load(&file).unwrap();
    let s = back.section("T12").unwrap();
    let tm = s.team_match.as_deref().unwrap();
    assert_eq!(s.rounds_paired(), 7);
    assert_eq!(tm.rounds.len(), 7);
    assert_eq!(tm.lineups.len(), 1);
    assert_eq!(tm.settings.substitutions_until, Some(0));
    assert_eq!(
        tm.rounds[0]
            .matches
            .iter()
            .find(|m| m.white == ids[1] || m.black == Some(ids[1]))
            .map(|m| if m.white == ids[1] {
                m.white_players[3]
            } else {
                m.black_players[3]
            }),
        Some(PlayerId(10))
    );
    let f3 = &tm.rounds[2].matches[1];
    let r3 = s.round(3).unwrap();
    assert!((0..4).all(|k| matches!(
        r3.boards[f3.first_board as usize + k].outcome,
        Outcome::WhiteForfeitWin | Outcome::BlackForfeitWin
    )));
    assert_eq!(
        s.round(2).unwrap().boards[0].outcome,
        Outcome::WhiteForfeitWin
    );
    let recs = records(s, tm, 7);
    // 33 matches hand out 2 match points each, and the two byes 1 each (a drawn match,
    // C.04.6 Art. 1.4).
    let mp: i32 = recs.iter().map(|r| r.match_points.tenths()).sum();
    assert_eq!(mp, 33 * 20 + 2 * 10);
    let table = ranking(s, tm, 7);
    assert_eq!(table.len(), 10);
    for w in table.windows(2) {
        let (a, b) = (&w[0].record, &w[1].record);
        assert!(
            (a.match_points, a.game_points) >= (b.match_points, b.game_points),
            "match points, then game points"
        );
    }
    assert_eq!(board_prizes(s, tm, 7).len(), 4);

    // The five reports in Malay (the section's language), then in English.
    let kinds = [
        ("team-pairings", "Pasangan", "Pairings"),
        ("team-results", "Keputusan", "Results"),
        ("team-standings", "Kedudukan Pasukan", "Team Standings"),
        ("team-crosstable", "Jadual", "Crosstable"),
        ("board-results", "Papan", "Board"),
    ];
    for (kind, ms, _) in kinds {
        let out = run_ok(&["report", f, "--section", "T12", "--kind", kind]);
        assert!(out.contains(ms), "{kind}: {out}");
    }
    // TRF26 export carries the teams: `082` and one `310` line per school.
    let trf = dir.path().join("t12.trf");
    run_ok(&["export", f, "--section", "T12", "--trf", s_path(&trf)]);
    let text = std::fs::read_to_string(&trf).unwrap();
    assert!(text.lines().any(|l| l == "082 10"), "{text}");
    let team_lines: Vec<&str> = text.lines().filter(|l| l.starts_with("310 ")).collect();
    assert_eq!(team_lines.len(), 10, "{text}");
    let winner = team_lines.iter().find(|l| &l[68..71] == "  1").unwrap();
    assert_eq!(winner[73..].split_whitespace().count(), 5, "{winner}");
    let mut en = back.clone();
    en.sections[0].settings.language = catur::model::Language::English;
    catur::store::save(&file, &en).unwrap();
    for (kind, _, english) in kinds {
        let out = run_ok(&["report", f, "--section", "T12", "--kind", kind]);
        assert!(out.contains(english), "{kind}: {out}");
    }
}

/// C.04.6 Art. 1.7.2 from the command line: `--colour-preference b` sets Type B (said on
/// the confirmation line), the file keeps it and the team Swiss pairs with it; `a` goes
/// back to Type A, the default, and the line is as before.
#[test]
fn colour_preference_type_b_is_a_team_match_setting() {
    let (mut t, _) = championship(4, 3, TeamSystem::Swiss);
    t.sections[0].team_match = None;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("jenis-b.catur");
    catur::store::save(&file, &t).unwrap();
    let f = s(&file);
    let out = run_ok(&[
        "team-match",
        f,
        "--section",
        "T12",
        "--colour-preference",
        "b",
    ]);
    assert!(
        out.trim_end()
            .ends_with("board prizes from 0 games; Type B colour preferences (C.04.6 1.7.2)"),
        "{out}"
    );
    let back = catur::store::load(&file).unwrap();
    let tm = back.section("T12").unwrap().team_match.as_deref().unwrap();
    assert_eq!(
        tm.settings.colour_preferences,
        catur::model::ColourPreferences::TypeB
    );
    run_ok(&["pair", f, "--section", "T12"]);
    let out = run_ok(&[
        "team-match",
        f,
        "--section",
        "T12",
        "--colour-preference",
        "a",
    ]);
    assert!(
        out.trim_end().ends_with("board prizes from 0 games"),
        "{out}"
    );
    let o = catur(&[
        "team-match",
        f,
        "--section",
        "T12",
        "--colour-preference",
        "c",
    ]);
    assert_eq!(o.status.code(), Some(2));
}
