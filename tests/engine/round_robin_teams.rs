//! Team-first Berger numbers: team-mates meet in the earliest rounds the table allows.
//! Small fields are checked against an exhaustive search over every way of seating the
//! teams in the table.

use catur::model::{PairingSystem, Player, PlayerId, Section, Team, TeamId};
use catur::pairing::round_robin::{
    pair_round, rounds_needed, schedule_round, team_first_order, team_meeting_rounds,
};

/// A round robin of teams of the given sizes, then `loners` players without a team.
fn school(teams: &[u32], loners: u32, double: bool) -> Section {
    let mut s = Section::new("L15", "Lelaki Bawah 15", 1);
    s.settings.system = PairingSystem::RoundRobin { double };
    let mut next = 1;
    for (t, &size) in teams.iter().enumerate() {
        let id = TeamId(t as u32 + 1);
        s.teams.push(Team {
            id,
            name: format!("SMK Bukit Gambir {}", t + 1),
            code: format!("SMKBG{}", t + 1),
        });
        for board in 1..=size {
            let mut p = Player::new(PlayerId(next), format!("Priya a/p Raman {next}"));
            p.tpn = next;
            p.team = Some(id);
            p.board = Some(board as u8);
            s.players.push(p);
            next += 1;
        }
    }
    for _ in 0..loners {
        let mut p = Player::new(PlayerId(next), format!("Tan Wei Ming {next}"));
        p.tpn = next;
        s.players.push(p);
        next += 1;
    }
    s.settings.rounds_planned = rounds_needed(next - 1, double);
    s
}

/// The section with its players renumbered in `order`.
fn numbered(s: &Section, order: &[PlayerId]) -> Section {
    let mut s = s.clone();
    for (i, id) in order.iter().enumerate() {
        if let Some(p) = s.player_mut(*id) {
            p.tpn = i as u32 + 1;
        }
    }
    s
}

/// The best possible team-meeting rounds (latest first, smallest list wins), by trying
/// every distinct arrangement of team labels over the Berger numbers.
fn exhaustive_best(s: &Section) -> Vec<u32> {
    let n = s.players.len();
    let double = matches!(
        s.settings.system,
        PairingSystem::RoundRobin { double: true }
    );
    let mut meet = vec![vec![0u32; n]; n];
    for r in 1..=rounds_needed(n as u32, false) {
        for g in schedule_round(n as u32, double, r).unwrap_or_default() {
            let (w, b) = (g.white as usize - 1, g.black as usize - 1);
            if w < n && b < n {
                meet[w][b] = r;
                meet[b][w] = r;
            }
        }
    }
    // Label 0: no team; others: the team id.
    let mut labels: Vec<u32> = s
        .players
        .iter()
        .map(|p| p.team.map_or(0, |t| t.0))
        .collect();
    labels.sort_unstable();
    let mut best: Option<Vec<u32>> = None;
    loop {
        let mut rounds = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                if labels[i] != 0 && labels[i] == labels[j] {
                    rounds.push(meet[i][j]);
                }
            }
        }
        rounds.sort_unstable_by(|a, b| b.cmp(a));
        if best.as_ref().is_none_or(|b| rounds < *b) {
            best = Some(rounds);
        }
        if !next_permutation(&mut labels) {
            break;
        }
    }
    best.unwrap_or_default()
}

fn next_permutation(v: &mut [u32]) -> bool {
    let Some(i) = (1..v.len()).rev().find(|&i| v[i - 1] < v[i]) else {
        return false;
    };
    let j = (i..v.len()).rev().find(|&j| v[j] > v[i - 1]).unwrap_or(i);
    v.swap(i - 1, j);
    v[i..].reverse();
    true
}

#[test]
fn four_pairs_of_team_mates_in_eight_all_meet_in_round_one() {
    let s = school(&[2, 2, 2, 2], 0, false);
    let order = team_first_order(&s);
    assert_eq!(team_meeting_rounds(&s, &order), [1, 1, 1, 1]);
    // And the paired round 1 really seats every team-mate against the other.
    let s = numbered(&s, &order);
    let r1 = pair_round(&s, 1).unwrap_or_else(|e| panic!("{e}"));
    let team = |id: PlayerId| s.player(id).and_then(|p| p.team);
    assert_eq!(r1.boards.len(), 4);
    for b in &r1.boards {
        assert_eq!(team(b.white), team(b.black), "board {b:?}");
    }
}

#[test]
fn pairs_meet_in_round_one_in_odd_and_double_fields_too() {
    for (teams, loners, double) in [
        (vec![2, 2, 2], 1, false),
        (vec![2, 2, 2, 2, 2], 0, false),
        (vec![2, 2, 2, 2], 0, true),
        (vec![2, 2, 2, 2, 2, 2, 2], 1, true),
    ] {
        let s = school(&teams, loners, double);
        let order = team_first_order(&s);
        let rounds = team_meeting_rounds(&s, &order);
        assert_eq!(rounds, vec![1; teams.len()], "{teams:?} + {loners}");
    }
}

#[test]
fn larger_teams_meet_as_early_as_the_table_allows() {
    let cases: [(&[u32], u32, bool); 8] = [
        (&[3, 3], 0, false),
        (&[3, 3], 2, false),
        (&[4, 4], 0, false),
        (&[4, 4], 0, true),
        (&[3, 3, 3], 0, false),
        (&[4, 3], 1, false),
        (&[4, 4, 4], 0, false),
        (&[5, 5], 0, false),
    ];
    for (teams, loners, double) in cases {
        let s = school(teams, loners, double);
        let order = team_first_order(&s);
        let mut sorted = order.clone();
        sorted.sort();
        let all: Vec<PlayerId> = s.players.iter().map(|p| p.id).collect();
        assert_eq!(sorted, all, "{teams:?}: not a numbering of the players");
        let got = team_meeting_rounds(&s, &order);
        let best = exhaustive_best(&s);
        assert_eq!(got, best, "teams {teams:?} + {loners} (double {double})");
    }
}

#[test]
fn team_mates_meet_early_in_a_full_school_field() {
    // Five schools of four in a 20-player table. Disjoint sets of four numbers whose six
    // meetings all come early are scarce in a Berger table; an independent annealing
    // search over the same measure found nothing better than a last team game in
    // round 12 of 19, with 14 of the 30 team games in rounds 1-4.
    let s = school(&[4, 4, 4, 4, 4], 0, false);
    let order = team_first_order(&s);
    let rounds = team_meeting_rounds(&s, &order);
    assert_eq!(rounds.len(), 30);
    let latest = rounds.first().copied().unwrap_or(0);
    assert!(
        latest <= 12,
        "latest team game in round {latest}: {rounds:?}"
    );
    let early = rounds.iter().filter(|r| **r <= 4).count();
    assert!(early >= 14, "{early} team games in rounds 1-4: {rounds:?}");
}

#[test]
fn the_largest_field_gets_a_numbering_quickly() {
    let s = school(&[4; 16], 0, true);
    let started = std::time::Instant::now();
    let order = team_first_order(&s);
    let spent = started.elapsed();
    let mut sorted = order.clone();
    sorted.sort();
    let all: Vec<PlayerId> = s.players.iter().map(|p| p.id).collect();
    assert_eq!(sorted, all);
    // The TPN order leaves each team in four neighbouring numbers; ours must do better.
    let tpn_order = team_meeting_rounds(&s, &all);
    let ours = team_meeting_rounds(&s, &order);
    assert!(ours < tpn_order, "{ours:?} not better than {tpn_order:?}");
    eprintln!(
        "64 players in 16 teams of 4: {spent:?}, latest team game {:?}",
        ours.first()
    );
}
