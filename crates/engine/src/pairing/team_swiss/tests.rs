//! The team Swiss rules, one named test per article.

use super::*;
use Colour::{Black as B, White as W};

fn team(number: u32, primary: i32) -> TeamEntrant {
    TeamEntrant {
        number,
        primary,
        ..TeamEntrant::default()
    }
}

fn with_colours(mut t: TeamEntrant, colours: &[Option<Colour>]) -> TeamEntrant {
    t.colours = colours.to_vec();
    t
}

fn pairs(p: &TeamPairing) -> Vec<(u32, u32)> {
    p.matches.iter().map(|m| (m.white, m.black)).collect()
}

fn unordered(p: &TeamPairing) -> Vec<(u32, u32)> {
    let mut v: Vec<(u32, u32)> = pairs(p)
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    v.sort();
    v
}

fn says(p: &TeamPairing, what: &str) -> bool {
    p.explanation.iter().any(|l| l.to_string().contains(what))
}

#[test]
fn team_swiss_round_one_pairs_top_half_against_bottom_half() {
    let teams: Vec<_> = (1..=8).map(|n| team(n, 0)).collect();
    let p = pair_swiss(&teams, 1, W).unwrap();
    // 4.3.1: odd first-teams take the initial colour, even ones the other.
    assert_eq!(pairs(&p), vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
    assert_eq!(p.bye, None);
}

#[test]
fn team_swiss_ranking_uses_the_second_score_then_the_number() {
    let mut teams: Vec<_> = (1..=4).map(|n| team(n, 20)).collect();
    teams[3].secondary = 40; // team 4 heads its group
    let p = pair_swiss(&teams, 2, W).unwrap();
    // Ranking 4, 1, 2, 3: 4 meets 2, 1 meets 3.
    assert_eq!(unordered(&p), vec![(1, 3), (2, 4)]);
}

#[test]
fn team_swiss_c1_no_rematch() {
    let mut teams: Vec<_> = (1..=4).map(|n| team(n, 20)).collect();
    teams[0].opponents = vec![3];
    teams[2].opponents = vec![1];
    let p = pair_swiss(&teams, 2, W).unwrap();
    assert!(!unordered(&p).contains(&(1, 3)), "1 met 3 again: {p:?}");
}

#[test]
fn team_swiss_c1_refuses_when_every_pairing_is_a_rematch() {
    let mut teams = vec![team(1, 0), team(2, 0)];
    teams[0].opponents = vec![2];
    teams[1].opponents = vec![1];
    let e = pair_swiss(&teams, 2, W).unwrap_err();
    assert!(matches!(e, TeamPairingError::NoLegalPairing { .. }));
    assert!(e.to_string().contains("C1"));
}

#[test]
fn team_swiss_c2_no_second_bye() {
    let mut teams: Vec<_> = (1..=5).map(|n| team(n, 10 * (6 - n as i32))).collect();
    teams[4].had_bye = true;
    let p = pair_swiss(&teams, 2, W).unwrap();
    assert_eq!(p.bye, Some(4));
    assert!(says(&p, "(C2)"));
}

#[test]
fn team_swiss_art3_4_bye_to_lowest_score_then_most_matches_then_largest_number() {
    let teams = vec![
        team(1, 40),
        team(2, 20),
        team(3, 20),
        // Same lowest score: team 4 played two matches, team 5 one.
        with_colours(team(4, 0), &[Some(W), Some(B)]),
        with_colours(team(5, 0), &[None, Some(W)]),
    ];
    let p = pair_swiss(&teams, 3, W).unwrap();
    assert_eq!(p.bye, Some(4));
    assert!(says(&p, "Art. 3.4"));
    // Equal matches played: the largest pairing number.
    let teams: Vec<_> = [1, 2, 3, 4, 5].map(|n| team(n, 0)).to_vec();
    assert_eq!(pair_swiss(&teams, 1, W).unwrap().bye, Some(5));
}

#[test]
fn team_swiss_bye_leaves_the_others_pairable() {
    // 4 and 5 met; giving 3 the bye would leave them to meet again.
    let mut teams = vec![team(1, 40), team(2, 40), team(3, 0), team(4, 0), team(5, 0)];
    teams[3].opponents = vec![5];
    teams[4].opponents = vec![4];
    teams[0].opponents = vec![2];
    teams[1].opponents = vec![1];
    let p = pair_swiss(&teams, 3, W).unwrap();
    assert_ne!(p.bye, Some(3));
    assert!(!unordered(&p).contains(&(4, 5)));
}

#[test]
fn team_swiss_float_takes_the_nearest_lower_score() {
    // 1 and 2 met already; 1 meets 3, the best of the next group.
    let mut teams = vec![team(1, 40), team(2, 40), team(3, 20), team(4, 20)];
    teams[0].opponents = vec![2];
    teams[1].opponents = vec![1];
    let p = pair_swiss(&teams, 3, W).unwrap();
    assert_eq!(unordered(&p), vec![(1, 3), (2, 4)]);
    assert!(says(&p, "floats up"));
}

#[test]
fn team_swiss_art1_7_1_type_a_colour_preference() {
    assert_eq!(preference(&[]), None);
    assert_eq!(preference(&[Some(W)]), None);
    assert_eq!(preference(&[Some(W), Some(B)]), None);
    assert_eq!(preference(&[Some(B), Some(B)]), Some(W));
    assert_eq!(preference(&[Some(W), Some(W)]), Some(B));
    // Byes are left out: the last two matches were both with White.
    assert_eq!(preference(&[Some(W), None, Some(W)]), Some(B));
    // CD -1 and the last two with Black.
    assert_eq!(preference(&[Some(W), Some(B), Some(B)]), Some(W));
    // CD +1 without two Whites in a row: no preference.
    assert_eq!(preference(&[Some(W), Some(W), Some(B)]), None);
    // CD < -1 whatever the last two.
    assert_eq!(preference(&[Some(B), Some(B), Some(B), Some(W)]), Some(W));
}

#[test]
fn team_swiss_art4_3_1_neither_played_initial_colour_by_number_parity() {
    // Teams 2 and 4 had no match in round 1: the first-team 2 is even.
    let teams = vec![
        with_colours(team(2, 0), &[None]),
        with_colours(team(4, 0), &[None]),
    ];
    let p = pair_swiss(&teams, 2, W).unwrap();
    assert_eq!(pairs(&p), vec![(4, 2)]);
    assert!(says(&p, "4.3.1"));
    let p = pair_swiss(&teams, 2, B).unwrap();
    assert_eq!(pairs(&p), vec![(2, 4)]);
}

#[test]
fn team_swiss_art4_3_2_only_one_preference_is_met() {
    let teams = vec![
        with_colours(team(1, 20), &[Some(W), Some(B)]),
        with_colours(team(2, 20), &[Some(W), Some(W)]),
    ];
    let p = pair_swiss(&teams, 3, W).unwrap();
    assert_eq!(pairs(&p), vec![(1, 2)]);
    assert!(says(&p, "4.3.2 only team 2"));
}

#[test]
fn team_swiss_art4_3_3_opposite_preferences_are_both_met() {
    let teams = vec![
        with_colours(team(1, 20), &[Some(B), Some(B)]),
        with_colours(team(2, 20), &[Some(W), Some(W)]),
    ];
    let p = pair_swiss(&teams, 3, W).unwrap();
    assert_eq!(pairs(&p), vec![(1, 2)]);
    assert!(says(&p, "4.3.3"));
}

#[test]
fn team_swiss_art4_3_5_lower_colour_difference_takes_white() {
    let teams = vec![
        with_colours(team(1, 20), &[Some(W), Some(W), Some(B)]),
        with_colours(team(2, 20), &[Some(B), Some(W), None]),
    ];
    let p = pair_swiss(&teams, 4, W).unwrap();
    assert_eq!(pairs(&p), vec![(2, 1)]);
    assert!(says(&p, "4.3.5"));
}

#[test]
fn team_swiss_art4_3_6_both_alternate_from_the_last_different_round() {
    let teams = vec![
        with_colours(team(1, 20), &[Some(W), Some(B)]),
        with_colours(team(2, 20), &[Some(B), Some(W)]),
    ];
    let p = pair_swiss(&teams, 3, W).unwrap();
    assert_eq!(pairs(&p), vec![(1, 2)]);
    assert!(says(&p, "4.3.6"));
}

#[test]
fn team_swiss_art4_3_7_the_first_teams_preference() {
    let teams = vec![
        with_colours(team(1, 20), &[Some(B), Some(B)]),
        with_colours(team(2, 20), &[Some(B), Some(B)]),
    ];
    let p = pair_swiss(&teams, 3, W).unwrap();
    assert_eq!(pairs(&p), vec![(1, 2)]);
    assert!(says(&p, "4.3.7"));
}

#[test]
fn team_swiss_art4_3_8_the_first_team_alternates() {
    let teams = vec![
        with_colours(team(1, 20), &[Some(W), None]),
        with_colours(team(2, 20), &[None, Some(W)]),
    ];
    let p = pair_swiss(&teams, 3, W).unwrap();
    assert_eq!(pairs(&p), vec![(2, 1)]);
    assert!(says(&p, "4.3.8"));
}

#[test]
fn team_swiss_art4_2_first_team_is_the_higher_score() {
    // Team 2 leads: it is the first-team, and its preference decides 4.3.7.
    let teams = vec![
        with_colours(team(1, 20), &[Some(W), Some(W)]),
        with_colours(team(2, 40), &[Some(W), Some(W)]),
    ];
    let p = pair_swiss(&teams, 3, W).unwrap();
    assert!(says(&p, "first-team 2"), "{:?}", p.explanation);
}

#[test]
fn team_board_colours_white_team_has_the_odd_boards() {
    assert_eq!(board_colour(1), W);
    assert_eq!(board_colour(2), B);
    assert_eq!(board_colour(3), W);
    assert_eq!(board_colour(4), B);
}

/// C.05 Annex 1, the table for 5 or 6 players, every round.
#[test]
fn team_round_robin_six_teams_follow_the_berger_table() {
    let table = [
        [(1, 6), (2, 5), (3, 4)],
        [(6, 4), (5, 3), (1, 2)],
        [(2, 6), (3, 1), (4, 5)],
        [(6, 5), (1, 4), (2, 3)],
        [(3, 6), (4, 2), (5, 1)],
    ];
    for (r, want) in table.iter().enumerate() {
        let got = pair_round_robin(6, false, r as RoundNo + 1).unwrap();
        assert_eq!(pairs(&got), want.to_vec(), "round {}", r + 1);
        assert_eq!(got.bye, None);
    }
}

/// C.05 Annex 1, the table for 7 or 8 players: with 7 teams the team meeting number
/// 8 has the round off.
#[test]
fn team_round_robin_seven_teams_follow_the_berger_table() {
    let table = [
        [(1, 8), (2, 7), (3, 6), (4, 5)],
        [(8, 5), (6, 4), (7, 3), (1, 2)],
        [(2, 8), (3, 1), (4, 7), (5, 6)],
        [(8, 6), (7, 5), (1, 4), (2, 3)],
        [(3, 8), (4, 2), (5, 1), (6, 7)],
        [(8, 7), (1, 6), (2, 5), (3, 4)],
        [(4, 8), (5, 3), (6, 2), (7, 1)],
    ];
    for (r, want) in table.iter().enumerate() {
        let got = pair_round_robin(7, false, r as RoundNo + 1).unwrap();
        let (off, games): (Vec<_>, Vec<_>) = want.iter().partition(|(w, b)| *w == 8 || *b == 8);
        assert_eq!(pairs(&got), games, "round {}", r + 1);
        let (w, b) = off[0];
        assert_eq!(got.bye, Some(if w == 8 { b } else { w }), "round {}", r + 1);
    }
}

#[test]
fn team_round_robin_every_team_meets_every_other_once() {
    let mut met = std::collections::HashSet::new();
    for r in 1..=9 {
        for m in pair_round_robin(10, false, r).unwrap().matches {
            assert!(met.insert((m.white.min(m.black), m.white.max(m.black))));
        }
    }
    assert_eq!(met.len(), 45);
}

/// Round 1 of 200 teams (one bracket in which every pair is as good as every other)
/// takes a handful of matchings, not one per team: each matching's tie-break leans
/// toward S1 against S2, the pairing the identifier's steps keep.
#[test]
fn team_swiss_3_6_round_one_of_200_teams_takes_few_matchings() {
    let teams: Vec<TeamEntrant> = (1..=200).map(|n| team(n, 0)).collect();
    let before = bracket_matchings();
    let pairing = pair_swiss(&teams, 1, Colour::White).expect("round 1 pairs");
    let ran = bracket_matchings() - before;
    assert_eq!(pairing.matches.len(), 100);
    assert!(ran <= 5, "{ran} matchings");
}
