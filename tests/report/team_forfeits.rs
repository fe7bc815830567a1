//! Forfeits in team matches (issue 33 items 1 and 2): a match nobody played prints as
//! won by forfeit (`+`/`-` on its boards, a word on its line, in both languages), and
//! the board prizes count games played only.
//!
//! The championship: five schools of `common::teams` (SKSI, SKBT, SKTM, SKSL, SKAP),
//! numbered 1-5 by rating, a team Swiss on 4 boards. Player `N k` is the k-th school's
//! player named `GIVEN[board - 1]`: board 1 "Ahmad bin Ismail k", board 2 "Nur Aisyah
//! binti Hassan k", board 3 "Tan Wei Ming k", board 4 "Priya a/p Raman k".
//!
//! Round 1: SKAP (5) has the bye; SKSI (1) - SKTM (3), SKSL (4) - SKBT (2) (the first
//! named has White on board 1).
//! - SKSI does not come: a team forfeit, SKTM wins 4-0 without a game.
//! - SKSL - SKBT: board 1 SKSL's player wins, board 2 a draw, board 3 SKSL's player is
//!   absent (SKBT's wins by forfeit), board 4 SKSL's player wins.
//!
//! Round 2: SKAP's players all withdrawn (no match); SKSL hands in 3 players (board 4
//! empty). SKTM - SKSL and SKSI - SKBT:
//! - SKTM - SKSL: board 1 SKTM wins, board 2 SKSL wins, board 3 a draw, board 4 SKTM's
//!   player has no opponent (a forfeit, no game).
//! - SKSI - SKBT: board 1 SKSI wins, board 2 both absent (double forfeit), board 3 SKBT
//!   wins, board 4 SKBT's player wins by forfeit.

use crate::common;

use catur::model::{GameResult, Language, Outcome, PlayerId, RoundNo, TeamId, Tournament};
use catur::ops;
use catur::report::{self, Profile, ReportKind, Request};
use catur::standings::team_match::board_prizes;
use common::teams::GIVEN;

fn player(t: &Tournament, name: &str) -> PlayerId {
    t.section("T12")
        .and_then(|s| s.players.iter().find(|p| p.name == name))
        .map(|p| p.id)
        .unwrap_or_else(|| panic!("no player {name}"))
}

fn team(t: &Tournament, code: &str) -> TeamId {
    t.section("T12")
        .and_then(|s| s.teams.iter().find(|x| x.code == code))
        .map(|x| x.id)
        .unwrap_or_else(|| panic!("no team {code}"))
}

/// What happened to `name` on his board of round `r`.
#[derive(Clone, Copy)]
enum Got {
    Win,
    Draw,
    ForfeitWin,
    BothAbsent,
}

/// Enters the result of `name`'s board in round `r` as seen from `name`'s side.
fn got(t: &mut Tournament, r: RoundNo, name: &str, what: Got) {
    let id = player(t, name);
    let round = t.section("T12").and_then(|s| s.round(r)).expect("round");
    let (k, b) = round
        .boards
        .iter()
        .enumerate()
        .find(|(_, b)| b.white == id || b.black == id)
        .unwrap_or_else(|| panic!("{name} has no board in round {r}"));
    let white = b.white == id;
    let outcome = match (what, white) {
        (Got::Win, true) => Outcome::Played(GameResult::WhiteWins),
        (Got::Win, false) => Outcome::Played(GameResult::BlackWins),
        (Got::Draw, _) => Outcome::Played(GameResult::Draw),
        (Got::ForfeitWin, true) => Outcome::WhiteForfeitWin,
        (Got::ForfeitWin, false) => Outcome::BlackForfeitWin,
        (Got::BothAbsent, _) => Outcome::DoubleForfeit,
    };
    ops::set_result(t, "T12", r, k + 1, outcome).expect("result");
}

fn n(given: usize, school: usize) -> String {
    format!("{} {school}", GIVEN[given - 1])
}

/// Round 1 as the file's doc says.
fn round_one(language: Language) -> Tournament {
    let schools = common::teams::schools();
    let mut t = common::teams::ten_schools(5, Some(language), &schools[..5], &GIVEN);
    ops::pair_team_round(&mut t, "T12").expect("round 1");
    let (sksi, sktm) = (team(&t, "SKSI"), team(&t, "SKTM"));
    let matches = ops::round_matches(&t, "T12", 1).to_vec();
    let at = matches
        .iter()
        .position(|m| m.white == sksi && m.black == Some(sktm))
        .expect("SKSI - SKTM in round 1");
    ops::team_forfeit(&mut t, "T12", 1, at + 1, sksi).expect("team forfeit");
    got(&mut t, 1, &n(1, 4), Got::Win);
    got(&mut t, 1, &n(2, 4), Got::Draw);
    got(&mut t, 1, &n(3, 2), Got::ForfeitWin);
    got(&mut t, 1, &n(4, 4), Got::Win);
    t
}

/// Rounds 1 and 2 as the file's doc says.
fn two_rounds() -> Tournament {
    let mut t = round_one(Language::English);
    for b in 1..=5 {
        let name = if b == 5 {
            "Hafiz bin Omar 5".to_string()
        } else {
            n(b, 5)
        };
        let id = player(&t, &name);
        ops::withdraw_member(&mut t, "T12", id, 2).expect("withdrawn");
    }
    let sksl = team(&t, "SKSL");
    let three = vec![
        player(&t, &n(1, 4)),
        player(&t, &n(2, 4)),
        player(&t, &n(3, 4)),
    ];
    ops::set_lineup(&mut t, "T12", 2, sksl, three).expect("line-up");
    ops::pair_team_round(&mut t, "T12").expect("round 2");
    let meets = |t: &Tournament, a: &str, b: &str| {
        let (a, b) = (team(t, a), team(t, b));
        ops::round_matches(t, "T12", 2)
            .iter()
            .any(|m| (m.white == a && m.black == Some(b)) || (m.white == b && m.black == Some(a)))
    };
    assert!(meets(&t, "SKTM", "SKSL") && meets(&t, "SKSI", "SKBT"));
    got(&mut t, 2, &n(1, 3), Got::Win);
    got(&mut t, 2, &n(2, 4), Got::Win);
    got(&mut t, 2, &n(3, 3), Got::Draw);
    got(&mut t, 2, &n(1, 1), Got::Win);
    got(&mut t, 2, &n(2, 1), Got::BothAbsent);
    got(&mut t, 2, &n(3, 2), Got::Win);
    got(&mut t, 2, &n(4, 2), Got::ForfeitWin);
    t
}

fn printed(t: &Tournament, kind: ReportKind, round: RoundNo) -> String {
    let req = Request {
        kind,
        section: "T12",
        round: Some(round),
        printed_at: "2026-03-15 17:30".into(),
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

/// The line of the printed results that starts a match between two codes, and the
/// line under it.
fn match_line<'a>(text: &'a str, a: &str, b: &str) -> (&'a str, &'a str) {
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains(&format!("({a})")) && l.contains(&format!("({b})")))
        .unwrap_or_else(|| panic!("no match {a} - {b}:\n{text}"));
    (lines[at], lines.get(at + 1).copied().unwrap_or(""))
}

#[test]
fn issue_33_a_team_forfeit_prints_as_a_forfeit_in_english() {
    let t = round_one(Language::English);
    let text = printed(&t, ReportKind::TeamResults, 1);
    // SKSI (White on board 1) did not come: each board `- - +`, never `0 - 1`.
    let (line, under) = match_line(&text, "SKSI", "SKTM");
    assert!(line.contains("0 - 4"), "{line}");
    assert_eq!(under.trim(), "SKTM won by forfeit");
    assert!(!match_line(&text, "SKSL", "SKBT").1.contains("forfeit"));
    // Four boards of the team forfeit, and SKSL's absent board 3 (SKBT's player wins):
    // the White team's side first, so `- - +` each time (these printed `0 - 1`).
    assert_eq!(text.matches("- - +").count(), 5, "{text}");
    assert!(!text.contains("+ - -"), "{text}");
    assert!(!text.contains("0 - 1"), "{text}");
    insta::assert_snapshot!("team_results_forfeit_en_80", text);
}

#[test]
fn issue_33_a_team_forfeit_prints_as_a_forfeit_in_malay() {
    let t = round_one(Language::Malay);
    let text = printed(&t, ReportKind::TeamResults, 1);
    let (_, under) = match_line(&text, "SKSI", "SKTM");
    assert_eq!(under.trim(), "SKTM menang tanpa bertanding");
    insta::assert_snapshot!("team_results_forfeit_ms_80", text);
}

#[test]
fn issue_33_the_team_crosstable_marks_a_forfeited_match() {
    let t = round_one(Language::English);
    let text = printed(&t, ReportKind::TeamCrosstable, 1);
    // SKTM's row has `+` against SKSI, SKSI's row `-` against SKTM; the played match
    // keeps its game points (SKSL 2 1/2, SKBT 1 1/2).
    let row = |code: &str| {
        text.lines()
            .find(|l| l.split_whitespace().nth(1) == Some(code))
            .unwrap_or_else(|| panic!("no row {code}:\n{text}"))
            .to_string()
    };
    assert!(row("SKTM").split_whitespace().any(|c| c == "+"), "{text}");
    assert!(row("SKSI").split_whitespace().any(|c| c == "-"), "{text}");
    assert!(row("SKSL").contains("2 1/2"), "{text}");
    insta::assert_snapshot!("team_crosstable_forfeit_en_80", text);
}

/// Board prizes after round 2, worked out by hand (a forfeit is neither a game nor a
/// point; a bye, an absence and a board without opponent are nothing):
/// - board 1: Ahmad 1 (R1 forfeit loss, R2 win) 1/1 = 100 %; Ahmad 3 (R1 forfeit win,
///   R2 win) 1/1 = 100 %; Ahmad 4 (R1 win, R2 loss) 1/2 = 50 %; Ahmad 2 (two losses)
///   0/2; Ahmad 5 (R1 bye, then withdrawn) no game, not listed. Ahmad 1 and 3 tie on
///   100 % and 1 point: the order of entry.
/// - board 2: Nur Aisyah 4 (draw, win) 1.5/2 = 75 %; Nur Aisyah 2 (draw, double
///   forfeit) 0.5/1 = 50 %; Nur Aisyah 3 (forfeit win, loss) 0/1 = 0 % (she stood at
///   100 % before: the forfeit's point over her only game); Nur Aisyah 1 (forfeit loss,
///   double forfeit) no game.
/// - board 3: Tan 2 (forfeit win, win) 1/1 = 100 %; Tan 3 (forfeit win, draw) and Tan 4
///   (forfeit loss, draw) 0.5/1 = 50 %, in order of entry; Tan 1 (forfeit loss, loss)
///   0/1.
/// - board 4: Priya 4 (win, then out of the line-up) 1/1 = 100 %; Priya 2 (loss,
///   forfeit win) 0/1; Priya 3 (forfeit win, no opponent) and Priya 1 (forfeit loss,
///   forfeit loss) no game.
#[test]
fn issue_33_board_prizes_count_games_played_only() {
    let t = two_rounds();
    let s = t.section("T12").expect("section");
    let tm = s.team_match.as_deref().expect("team match");
    let got: Vec<Vec<(String, i32, u32)>> = board_prizes(s, tm, 2)
        .iter()
        .map(|list| {
            list.iter()
                .map(|b| {
                    let name = s
                        .player(b.player)
                        .map(|p| p.name.clone())
                        .unwrap_or_default();
                    (name, b.points.tenths(), b.games)
                })
                .collect()
        })
        .collect();
    let want = |rows: &[(String, i32, u32)]| rows.to_vec();
    assert_eq!(
        got[0],
        want(&[
            (n(1, 1), 10, 1),
            (n(1, 3), 10, 1),
            (n(1, 4), 10, 2),
            (n(1, 2), 0, 2)
        ])
    );
    assert_eq!(
        got[1],
        want(&[(n(2, 4), 15, 2), (n(2, 2), 5, 1), (n(2, 3), 0, 1)])
    );
    assert_eq!(
        got[2],
        want(&[
            (n(3, 2), 10, 1),
            (n(3, 3), 5, 1),
            (n(3, 4), 5, 1),
            (n(3, 1), 0, 1)
        ])
    );
    assert_eq!(got[3], want(&[(n(4, 4), 10, 1), (n(4, 2), 0, 1)]));
}

/// The minimum-games rule is as before, over games played: with 2 games required only
/// Ahmad 4 (1/2) and Ahmad 2 (0/2) are ranked on board 1, Nur Aisyah 4 (1.5/2) on board
/// 2, nobody on boards 3 and 4 (nobody played twice there). With 1 game required, board
/// 2 is Nur Aisyah 4 (75 %), 2 (50 %), 3 (0 %; her forfeit's point made her first at
/// 100 % before).
#[test]
fn issue_33_board_prize_minimum_counts_games_played() {
    let mut t = two_rounds();
    let mut one = t
        .section("T12")
        .and_then(|s| s.team_match.as_deref())
        .expect("tm")
        .settings
        .clone();
    one.board_prize_min_games = 1;
    ops::set_team_match(&mut t, "T12", one).expect("settings");
    let s = t.section("T12").expect("section");
    let tm = s.team_match.as_deref().expect("team match");
    let board_two: Vec<String> = board_prizes(s, tm, 2)[1]
        .iter()
        .map(|b| {
            s.player(b.player)
                .map(|p| p.name.clone())
                .unwrap_or_default()
        })
        .collect();
    assert_eq!(board_two, [n(2, 4), n(2, 2), n(2, 3)]);
    let mut settings = t
        .section("T12")
        .and_then(|s| s.team_match.as_deref())
        .expect("tm")
        .settings
        .clone();
    settings.board_prize_min_games = 2;
    ops::set_team_match(&mut t, "T12", settings).expect("settings");
    let s = t.section("T12").expect("section");
    let tm = s.team_match.as_deref().expect("team match");
    let names: Vec<Vec<String>> = board_prizes(s, tm, 2)
        .iter()
        .map(|l| {
            l.iter()
                .map(|b| {
                    s.player(b.player)
                        .map(|p| p.name.clone())
                        .unwrap_or_default()
                })
                .collect()
        })
        .collect();
    assert_eq!(
        names,
        vec![vec![n(1, 4), n(1, 2)], vec![n(2, 4)], vec![], vec![]]
    );
}

#[test]
fn issue_33_printed_board_prizes_show_the_percentage_of_games_played() {
    let t = two_rounds();
    let text = printed(&t, ReportKind::BoardResults, 2);
    // Nur Aisyah 3: 0 points in 1 game, 0 % (was 1 point, 100 %).
    let line = text
        .lines()
        .find(|l| l.contains(&n(2, 3)))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(line.trim_end().ends_with(" 0"), "{line}");
    insta::assert_snapshot!("board_results_forfeits_en_80", text);
}
