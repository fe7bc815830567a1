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

mod common;

use catur::model::{GameResult, Language, Outcome, PlayerId, RoundNo, TeamId, Tournament};
use catur::ops;
use catur::report::{self, Profile, ReportKind, Request};
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
