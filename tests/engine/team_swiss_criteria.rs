//! FIDE Swiss Team Pairing System (C.04.6, 2026 text): one hand-made case per criterion
//! and colour rule, each where the rule changes the answer (the comment says what the
//! pairing would be without it). The older cases live beside the engine in
//! `crates/engine/src/pairing/team_swiss/tests.rs`.

use catur::model::Colour::{self, Black as B, White as W};
use catur::pairing::team_swiss::{
    Preference, Preferences, TeamEntrant, TeamPairing, TeamSwissRules, pair_swiss_with,
    preference_of,
};

fn team(number: u32, primary: i32) -> TeamEntrant {
    TeamEntrant {
        number,
        primary,
        ..TeamEntrant::default()
    }
}

fn coloured(number: u32, primary: i32, colours: &[Option<Colour>]) -> TeamEntrant {
    TeamEntrant {
        colours: colours.to_vec(),
        ..team(number, primary)
    }
}

fn rules() -> TeamSwissRules {
    TeamSwissRules::new(W)
}

fn unordered(p: &TeamPairing) -> Vec<(u32, u32)> {
    let mut v: Vec<(u32, u32)> = p
        .matches
        .iter()
        .map(|m| (m.white.min(m.black), m.white.max(m.black)))
        .collect();
    v.sort();
    v
}

fn white_of(p: &TeamPairing, a: u32, b: u32) -> u32 {
    p.matches
        .iter()
        .find(|m| (m.white, m.black) == (a, b) || (m.white, m.black) == (b, a))
        .map(|m| m.white)
        .expect("the two teams meet")
}

#[test]
fn team_swiss_c2_a_match_won_by_forfeit_bars_the_bye() {
    // Without the rule team 3 (largest pairing number) has the bye.
    let mut teams = vec![team(1, 0), team(2, 0), team(3, 0)];
    teams[2].forfeit_win = true;
    let p = pair_swiss_with(&teams, 2, &rules()).unwrap();
    assert_eq!(p.bye, Some(2));
    assert!(
        p.explanation
            .iter()
            .any(|l| l.to_string().contains("by forfeit (C2)"))
    );
}

#[test]
fn team_swiss_c4_no_upfloater_when_the_top_scoregroup_pairs_itself() {
    // A bracket of all four (an upfloater set of two) would pair 1-3, 2-4.
    let teams = vec![team(1, 40), team(2, 40), team(3, 20), team(4, 20)];
    let p = pair_swiss_with(&teams, 3, &rules()).unwrap();
    assert_eq!(unordered(&p), vec![(1, 2), (3, 4)]);
}

#[test]
fn team_swiss_c5_the_upfloater_comes_from_the_highest_lower_score() {
    // Team 1 leads alone. The first set in TPN order is {2}, but team 2 has 0 and teams 3
    // and 4 have 2: C5 takes 3.
    let teams = vec![team(1, 40), team(2, 0), team(3, 20), team(4, 20)];
    let p = pair_swiss_with(&teams, 3, &rules()).unwrap();
    assert_eq!(unordered(&p), vec![(1, 3), (2, 4)]);
}

#[test]
fn team_swiss_c6_the_next_scoregroup_can_still_pair_itself() {
    // Team 1 leads alone; 2, 3, 4 have 2 points, 5 and 6 none. Taking 2 (the first set)
    // would leave 3 and 4, who met, to float; taking 3 leaves 2-4 in their own group.
    let mut teams = vec![
        team(1, 40),
        team(2, 20),
        team(3, 20),
        team(4, 20),
        team(5, 0),
        team(6, 0),
    ];
    teams[2].opponents = vec![4];
    teams[3].opponents = vec![3];
    let p = pair_swiss_with(&teams, 3, &rules()).unwrap();
    assert_eq!(unordered(&p), vec![(1, 3), (2, 4), (5, 6)]);
}

fn c7_field() -> Vec<TeamEntrant> {
    let mut teams = vec![
        team(1, 40),
        team(2, 20),
        team(3, 20),
        team(4, 20),
        team(5, 0),
        team(6, 0),
    ];
    teams[1].floated = true;
    teams
}

#[test]
fn team_swiss_c7_an_upfloater_that_floated_last_round_is_avoided() {
    // Team 2 floated in the previous round: team 3 floats up instead (without C7: 1-2).
    let p = pair_swiss_with(&c7_field(), 3, &rules()).unwrap();
    assert_eq!(unordered(&p), vec![(1, 3), (2, 4), (5, 6)]);
    assert!(
        !p.explanation
            .iter()
            .any(|l| l.to_string().contains("last two rounds"))
    );
}

#[test]
fn team_swiss_c7_does_not_apply_in_the_last_two_rounds() {
    let r = TeamSwissRules {
        rounds_planned: Some(4),
        ..rules()
    };
    let p = pair_swiss_with(&c7_field(), 3, &r).unwrap();
    assert_eq!(unordered(&p), vec![(1, 2), (3, 4), (5, 6)]);
    assert!(
        p.explanation
            .iter()
            .any(|l| l.to_string().contains("last two rounds"))
    );
}

#[test]
fn team_swiss_c8_colour_preferences_choose_between_pairings() {
    // 1 and 3 want White, 2 and 4 Black. The first identifier, 1-3 2-4, leaves two teams
    // without their colour; 1-4 2-3 leaves none.
    let teams = vec![
        coloured(1, 20, &[Some(B), Some(B)]),
        coloured(2, 20, &[Some(W), Some(W)]),
        coloured(3, 20, &[Some(B), Some(B)]),
        coloured(4, 20, &[Some(W), Some(W)]),
    ];
    let p = pair_swiss_with(&teams, 3, &rules()).unwrap();
    assert_eq!(unordered(&p), vec![(1, 4), (2, 3)]);
    assert_eq!(white_of(&p, 1, 4), 1);
    assert_eq!(white_of(&p, 2, 3), 3);
    // With no colour preferences at all, the first identifier.
    let none = TeamSwissRules {
        preferences: Preferences::Unused,
        ..rules()
    };
    let p = pair_swiss_with(&teams, 3, &none).unwrap();
    assert_eq!(unordered(&p), vec![(1, 3), (2, 4)]);
}

#[test]
fn team_swiss_c9_type_b_strong_preferences_are_met_first() {
    // All four want White, so every pairing leaves two teams without it (C8 ties). 1 and 3
    // want it strongly: 1-3 2-4 (the first identifier) leaves a strong preference unmet,
    // 1-4 2-3 does not.
    let strong = [Some(B), Some(B)];
    let mild = [None, Some(B)];
    let teams = vec![
        coloured(1, 20, &strong),
        coloured(2, 20, &mild),
        coloured(3, 20, &strong),
        coloured(4, 20, &mild),
    ];
    let b = TeamSwissRules {
        preferences: Preferences::TypeB,
        ..rules()
    };
    let p = pair_swiss_with(&teams, 3, &b).unwrap();
    assert_eq!(unordered(&p), vec![(1, 4), (2, 3)]);
}

#[test]
fn team_swiss_c10_an_upfloaters_opponent_that_floated_is_avoided() {
    // 1, 2, 3 lead; 4 floats up. The first identifier, 1-3 2-4, gives 4 team 2, which
    // floated last round; 1-4 2-3 does not.
    let mut teams = vec![
        team(1, 40),
        team(2, 40),
        team(3, 40),
        team(4, 20),
        team(5, 20),
        team(6, 0),
    ];
    teams[1].floated = true;
    let p = pair_swiss_with(&teams, 3, &rules()).unwrap();
    assert_eq!(unordered(&p), vec![(1, 4), (2, 3), (5, 6)]);
    // In the last two rounds C10 is left out: the first identifier.
    let last = TeamSwissRules {
        rounds_planned: Some(3),
        ..rules()
    };
    let p = pair_swiss_with(&teams, 3, &last).unwrap();
    assert_eq!(unordered(&p), vec![(1, 3), (2, 4), (5, 6)]);
}

#[test]
fn team_swiss_art3_6_the_first_identifier_in_lexicographic_order() {
    // Six teams with one score; 1 and 4 met. The identifiers with top members 1, 2, 3 come
    // first, and among them 1-5 2-4 3-6 (identifier 1 2 3 5 4 6).
    let mut teams: Vec<TeamEntrant> = (1..=6).map(|n| team(n, 20)).collect();
    teams[0].opponents = vec![4];
    teams[3].opponents = vec![1];
    let p = pair_swiss_with(&teams, 2, &rules()).unwrap();
    assert_eq!(unordered(&p), vec![(1, 5), (2, 4), (3, 6)]);
}

#[test]
fn team_swiss_art3_5_an_upfloater_with_a_smaller_number_is_a_top_member() {
    // Team 3 leads alone; team 1 (2 points) floats up; 2 and 4 have none. In the bracket
    // {1, 3} team 1 is the top member; the rest pair 2-4.
    let teams = vec![team(1, 20), team(2, 0), team(3, 40), team(4, 0)];
    let p = pair_swiss_with(&teams, 3, &rules()).unwrap();
    assert_eq!(unordered(&p), vec![(1, 3), (2, 4)]);
    assert!(
        p.explanation
            .iter()
            .any(|l| l.to_string().contains("upfloaters 1 join"))
    );
}

#[test]
fn team_swiss_art1_7_2_type_b_strong_and_mild_preferences() {
    let pref = |c: &[Option<Colour>], last| preference_of(c, Preferences::TypeB, last);
    let strong = |colour| {
        Some(Preference {
            colour,
            strong: true,
        })
    };
    let mild = |colour| {
        Some(Preference {
            colour,
            strong: false,
        })
    };
    // Yet to play: none.
    assert_eq!(pref(&[None], false), None);
    // CD -2: strong White; CD 0 and the last two the same: strong.
    assert_eq!(pref(&[Some(B), Some(B)], false), strong(W));
    assert_eq!(pref(&[Some(B), Some(W), Some(W)], false), strong(B));
    // CD -1 or +1 otherwise: mild.
    assert_eq!(
        pref(&[Some(W), Some(B), Some(B), Some(W), Some(B)], false),
        mild(W)
    );
    assert_eq!(pref(&[Some(W)], true), mild(B));
    // CD 0: mild from the last match, except in the last round.
    assert_eq!(pref(&[Some(W), Some(B)], false), mild(W));
    assert_eq!(pref(&[Some(W), Some(B)], true), None);
    // Type A has none of the mild ones; "no preferences" has none at all.
    assert_eq!(
        preference_of(&[Some(W), Some(B)], Preferences::TypeA, false),
        None
    );
    assert_eq!(
        preference_of(&[Some(B), Some(B)], Preferences::Unused, false),
        None
    );
}

#[test]
fn team_swiss_art4_3_4_type_b_only_the_strong_preference_is_met() {
    // Both want White with the same colour difference (-1); team 2's preference is strong
    // (its last two were Black). Without 4.3.4 the first-team 1's preference (4.3.7) wins.
    let teams = vec![
        coloured(1, 20, &[None, None, Some(B)]),
        coloured(2, 20, &[Some(W), Some(B), Some(B)]),
    ];
    let b = TeamSwissRules {
        preferences: Preferences::TypeB,
        ..rules()
    };
    let p = pair_swiss_with(&teams, 4, &b).unwrap();
    assert_eq!(white_of(&p, 1, 2), 2);
    assert!(
        p.explanation
            .iter()
            .any(|l| l.to_string().contains("4.3.4"))
    );
}

#[test]
fn team_swiss_art4_3_6_compares_the_played_colours_from_the_end() {
    // General Handling Rules 3.4: the unplayed round is squeezed out, so team 1's history
    // reads W B against team 2's B B W... compared from the latest: B against W differ.
    // Same CD (0), no Type A preference for either.
    let teams = vec![
        coloured(1, 20, &[Some(W), None, Some(B)]),
        coloured(2, 20, &[Some(B), Some(W), Some(B), Some(W)]),
    ];
    let p = pair_swiss_with(&teams, 5, &rules()).unwrap();
    // Team 1 had Black where team 2 had White: each alternates, team 1 takes White.
    assert_eq!(white_of(&p, 1, 2), 1);
    assert!(
        p.explanation
            .iter()
            .any(|l| l.to_string().contains("4.3.6"))
    );
}

#[test]
fn team_swiss_art4_3_9_the_other_team_alternates() {
    // The first-team 1 has not played; team 2 had White: 4.3.5 (CD 0 against +1) decides
    // first, so give team 2 a balanced history: W B. Team 1's CD 0, team 2's CD 0; 4.3.6
    // finds nothing to compare, 4.3.7 and 4.3.8 nothing for team 1: team 2 alternates
    // from its last colour (Black) to White.
    let teams = vec![
        coloured(1, 20, &[None, None]),
        coloured(2, 20, &[Some(W), Some(B)]),
    ];
    let p = pair_swiss_with(&teams, 3, &rules()).unwrap();
    assert_eq!(white_of(&p, 1, 2), 2);
    assert!(
        p.explanation
            .iter()
            .any(|l| l.to_string().contains("4.3.9"))
    );
}
