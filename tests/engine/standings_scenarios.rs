//! Hand-made tournaments for the cases the reference corpus rarely shows: each kind of
//! unplayed round, forfeits both ways, a withdrawal, double forfeits, draughts scoring,
//! shared places, the worked example of the rules notes (4.4) and team totals.

use catur::model::{
    Board, ByeKind, GameResult, Outcome, Player, PlayerId, PointValues, Points, Round, Section,
    Substitution, Team, TeamId,
};
use catur::standings::{
    Category, TeamTieBreak, category_of, parse_list, standings, team_standings,
};

const W: Outcome = Outcome::Played(GameResult::WhiteWins);
const D: Outcome = Outcome::Played(GameResult::Draw);
const B: Outcome = Outcome::Played(GameResult::BlackWins);

fn section(names: &[&str], rounds: u32) -> Section {
    let mut s = Section::new("L12", "Lelaki bawah 12", rounds);
    for (i, n) in names.iter().enumerate() {
        let mut p = Player::new(PlayerId(i as u32 + 1), *n);
        p.tpn = i as u32 + 1;
        p.rating = Some(1800 - 20 * i as u16);
        s.players.push(p);
    }
    s
}

fn play(s: &mut Section, boards: &[(u32, u32, Outcome)], byes: &[(u32, ByeKind)]) {
    let mut r = Round::new(s.rounds.len() as u32 + 1);
    for &(w, b, outcome) in boards {
        r.boards.push(Board::new(PlayerId(w), PlayerId(b), outcome));
    }
    for &(p, kind) in byes {
        r.unpaired.push(catur::model::Unpaired {
            player: PlayerId(p),
            kind,
        });
    }
    s.rounds.push(r);
}

/// Values of one player, as text, under a code list.
fn values(s: &Section, round: Option<u32>, codes: &str, tpn: u32) -> Vec<String> {
    let st = standings(s, round, &parse_list(codes).unwrap()).unwrap();
    let row = st.rows.iter().find(|r| r.tpn == tpn).unwrap();
    let mut v = vec![row.points.to_string()];
    v.extend(
        row.values
            .iter()
            .map(|x| x.map_or("-".into(), |x| x.to_string())),
    );
    v
}

/// The worked example of the rules notes (tiebreaks.md 4.4): A = TPN 1.
fn worked_example() -> Section {
    let mut s = section(&["A", "B", "D", "E", "F", "G", "H", "J"], 5);
    play(&mut s, &[(1, 2, W), (3, 5, D), (4, 6, D), (7, 8, W)], &[]);
    play(&mut s, &[(1, 5, D), (2, 8, W), (3, 6, W), (4, 7, D)], &[]);
    play(
        &mut s,
        &[(5, 8, D), (2, 3, B), (6, 7, D)],
        &[(1, ByeKind::Half), (4, ByeKind::Pab)],
    );
    play(
        &mut s,
        &[(3, 1, W), (2, 4, W), (6, 8, D)],
        &[(5, ByeKind::Zero), (7, ByeKind::Pab)],
    );
    play(
        &mut s,
        &[(1, 4, W), (2, 6, W), (3, 7, D)],
        &[(5, ByeKind::Absent), (8, ByeKind::Pab)],
    );
    s
}

#[test]
fn worked_example_of_the_2026_rules() {
    let s = worked_example();
    let got = values(
        &s,
        None,
        "BH,BH-C1,BH-M1,SB,SB-C1,PS,PS-C1,WIN,WON,REP,STD",
        1,
    );
    assert_eq!(
        got,
        [
            "3", "14", "11.5", "7.5", "7.5", "5.5", "9.5", "8.5", "2", "2", "4", "3"
        ]
    );
    // F's rounds 4 and 5 are category 5, A's round 3 category 3.
    assert_eq!(
        category_of(&s, PlayerId(5), 4, 5),
        Some(Category::RequestedByeAtEnd)
    );
    assert_eq!(
        category_of(&s, PlayerId(5), 5, 5),
        Some(Category::RequestedByeAtEnd)
    );
    assert_eq!(
        category_of(&s, PlayerId(1), 3, 5),
        Some(Category::RequestedByeThenPlayed)
    );
    assert_eq!(category_of(&s, PlayerId(1), 1, 5), None);
}

#[test]
fn each_unplayed_category_in_buchholz() {
    // Player 1: half bye then plays on (cat 3), forfeit win (cat 2), PAB (cat 1),
    // forfeit loss (cat 4), zero bye in the last round (cat 5).
    let names = ["Ahmad", "Aisyah", "Wei Ming", "Priya", "Mei Ling", "Hafiz"];
    let mut s = section(&names, 5);
    play(
        &mut s,
        &[(2, 3, B), (4, 5, D)],
        &[(1, ByeKind::Half), (6, ByeKind::Pab)],
    );
    play(
        &mut s,
        &[(1, 2, Outcome::WhiteForfeitWin), (3, 4, D), (5, 6, B)],
        &[],
    );
    play(
        &mut s,
        &[(2, 4, D), (3, 6, W)],
        &[(1, ByeKind::Pab), (5, ByeKind::Half)],
    );
    play(
        &mut s,
        &[(3, 1, Outcome::WhiteForfeitWin), (2, 5, D), (4, 6, W)],
        &[],
    );
    play(
        &mut s,
        &[(2, 6, D), (4, 3, B)],
        &[(1, ByeKind::Zero), (5, ByeKind::Pab)],
    );
    let cats: Vec<Option<Category>> = (1..=5)
        .map(|r| category_of(&s, PlayerId(1), r, 5))
        .collect();
    use Category::*;
    assert_eq!(
        cats,
        [
            Some(RequestedByeThenPlayed),
            Some(ForfeitWin),
            Some(Bye),
            Some(ForfeitLoss),
            Some(RequestedByeAtEnd)
        ]
    );
    // Player 1 scored 0.5 + 1 + 1 + 0 + 0 = 2.5 and played no game: every round is a
    // dummy of at most 2.5 (0.5 x 5 rounds); the forfeit win is capped by Aisyah's
    // score (0 + 0 + 0.5 + 0.5 + 0.5 = 1.5), the forfeit loss by Wei Ming's (4.5).
    // BH = 2.5 + 1.5 + 2.5 + 2.5 + 2.5.
    let v = values(&s, None, "BH,BH-C1,SB,REP,WIN,STD", 1);
    assert_eq!(v[0], "2.5");
    assert_eq!(v[1], "11.5");
    // The cut removes a voluntary round (2.5) before the lower forfeit-win dummy (16.5).
    assert_eq!(v[2], "9");
    // SB = 2.5 x 0.5 + 1.5 x 1 + 2.5 x 1 + 2.5 x 0 + 2.5 x 0.
    assert_eq!(v[3], "5.25");
    assert_eq!(v[4], "2");
    assert_eq!(v[5], "2");
    assert_eq!(v[6], "2.5");
}

#[test]
fn forfeits_both_ways_and_double_forfeit() {
    let mut s = section(&["Ahmad", "Aisyah", "Wei Ming", "Priya"], 2);
    play(
        &mut s,
        &[
            (1, 2, Outcome::WhiteForfeitWin),
            (3, 4, Outcome::BlackForfeitWin),
        ],
        &[],
    );
    play(&mut s, &[(1, 4, Outcome::DoubleForfeit), (2, 3, D)], &[]);
    let pts = |t| values(&s, None, "WIN,WON,REP", t);
    assert_eq!(pts(1), ["1", "1", "0", "1"]);
    assert_eq!(pts(2), ["0.5", "0", "0", "1"]);
    assert_eq!(pts(3), ["0.5", "0", "0", "1"]);
    assert_eq!(pts(4), ["1", "1", "0", "1"]);
    // A forfeit is no game: direct encounter ignores it, nobody separates 1 and 4.
    assert_eq!(values(&s, None, "DE", 1)[1], "0");
}

#[test]
fn withdrawal_counts_as_draws_for_opponents() {
    let mut s = section(&["Ahmad", "Aisyah", "Wei Ming", "Priya"], 3);
    s.players[3].absences.push(catur::model::Absence {
        from: 2,
        until: None,
    });
    play(&mut s, &[(1, 4, W), (2, 3, D)], &[]);
    play(
        &mut s,
        &[(1, 2, D)],
        &[(3, ByeKind::Pab), (4, ByeKind::Absent)],
    );
    play(
        &mut s,
        &[(3, 1, D)],
        &[(2, ByeKind::Pab), (4, ByeKind::Absent)],
    );
    // Priya withdrew after round 1: 0 + ½ + ½ = 1 for her opponents. Ahmad met Priya,
    // Aisyah (2) and Wei Ming (2): BH 5.
    assert_eq!(values(&s, None, "BH", 1), ["2", "5"]);
    // After round 1 Priya has not withdrawn yet: she counts her 0.
    assert_eq!(values(&s, Some(1), "BH", 1), ["1", "0"]);
}

#[test]
fn draughts_scoring() {
    let mut s = section(&["Ahmad", "Aisyah", "Wei Ming", "Priya"], 2);
    s.settings.points = PointValues::draughts();
    play(&mut s, &[(1, 2, W), (3, 4, D)], &[]);
    play(&mut s, &[(1, 3, D), (2, 4, Outcome::WhiteForfeitWin)], &[]);
    // Ahmad 2 + 1 = 3; SB = 2 x 2 (Aisyah) + 2 (Wei Ming) x 1 = ... Aisyah 0 + 2 = 2,
    // Wei Ming 1 + 1 = 2: SB = 2x2 + 2x1 = 6; STD = 1 + ½.
    assert_eq!(
        values(&s, None, "BH,SB,STD,WIN", 1),
        ["3", "4", "6", "1.5", "1"]
    );
    // Priya: 1 + 0 (forfeit loss); the draw cap is 1 x 2 rounds.
    assert_eq!(values(&s, None, "BH", 4), ["1", "3"]);
}

#[test]
fn shared_places_after_any_round() {
    let mut s = section(&["Ahmad", "Aisyah", "Wei Ming", "Priya"], 2);
    play(&mut s, &[(1, 2, D), (3, 4, D)], &[]);
    play(&mut s, &[(1, 3, W), (2, 4, W)], &[]);
    let st = standings(&s, Some(1), &parse_list("BH").unwrap()).unwrap();
    assert!(st.rows.iter().all(|r| r.place.to_string() == "1-4"));
    let st = standings(&s, None, &parse_list("BH").unwrap()).unwrap();
    let places: Vec<String> = st
        .rows
        .iter()
        .map(|r| format!("{}:{}", r.tpn, r.place))
        .collect();
    assert_eq!(places, ["1:1-2", "2:1-2", "3:3-4", "4:3-4"]);
}

#[test]
fn team_totals_with_a_substitution() {
    let names = [
        "Ahmad", "Aisyah", "Wei Ming", "Priya", "Mei Ling", "Hafiz", "Kumar", "Siti", "Farid",
        "Ling",
    ];
    let mut s = section(&names, 2);
    s.teams.push(Team {
        id: TeamId(1),
        name: "SK Seri Indah".into(),
        code: "SKSI".into(),
    });
    s.teams.push(Team {
        id: TeamId(2),
        name: "SK Taman Melati".into(),
        code: "SKTM".into(),
    });
    for (i, p) in s.players.iter_mut().enumerate() {
        p.team = Some(TeamId(if i < 5 { 1 } else { 2 }));
        p.board = Some(i as u8 % 5 + 1);
        p.reserve = i % 5 == 4;
    }
    // SKSI's reserve (Mei Ling, 5) replaces Ahmad (1) from round 2.
    s.substitutions.push(Substitution {
        team: TeamId(1),
        from_round: 2,
        incoming: PlayerId(5),
        outgoing: PlayerId(1),
    });
    play(
        &mut s,
        &[(1, 6, W), (7, 2, W), (3, 8, D), (9, 4, B)],
        &[(5, ByeKind::Absent), (10, ByeKind::Absent)],
    );
    play(
        &mut s,
        &[(6, 5, B), (2, 7, D), (8, 3, W), (4, 9, W)],
        &[(1, ByeKind::Absent), (10, ByeKind::Absent)],
    );
    let st = standings(&s, None, &parse_list("BH").unwrap()).unwrap();
    let ts = team_standings(&s, &st, &TeamTieBreak::defaults());
    // SKSI: Ahmad 1, Aisyah 0.5, Wei Ming 0.5, Priya 2, Mei Ling 1 -> best 4 = 4.5.
    // SKTM: Hafiz 0, Kumar 1.5, Siti 1.5, Farid 0, Ling 0 -> 3.
    let sksi = ts.rows.iter().find(|r| r.code == "SKSI").unwrap();
    assert_eq!(sksi.score, Points(45));
    assert_eq!(sksi.place.to_string(), "1");
    let counted: Vec<u32> = sksi
        .members
        .iter()
        .filter(|m| m.counted)
        .map(|m| m.player.0)
        .collect();
    assert_eq!(counted.len(), 4);
    assert!(counted.contains(&5) && counted.contains(&4) && counted.contains(&1));
    let sktm = ts.rows.iter().find(|r| r.code == "SKTM").unwrap();
    assert_eq!(sktm.score, Points(30));
}
