//! A school round robin numbered so that team-mates meet first, through the operations:
//! recorded, undoable, refused for a Swiss or once rounds are paired.

use catur::model::{
    GameResult, Outcome, PairingSystem, Player, PlayerId, Section, Team, TeamId, Tournament,
};
use catur::ops;
use catur::pairing::round_robin::rounds_needed;

/// Three schools of three players and one player without a school, numbered in entry
/// order (which puts each school's players next to each other in the table).
fn championship() -> Tournament {
    let mut s = Section::new("P12", "Perempuan Bawah 12", rounds_needed(10, false));
    s.settings.system = PairingSystem::RoundRobin { double: false };
    let mut next = 1;
    for t in 1..=3u32 {
        s.teams.push(Team {
            id: TeamId(t),
            name: format!("SK Taman Melawati {t}"),
            code: format!("SKTM{t}"),
        });
        for board in 1..=3u8 {
            let mut p = Player::new(PlayerId(next), format!("Nur Aisyah binti Hassan {next}"));
            p.tpn = next;
            p.team = Some(TeamId(t));
            p.board = Some(board);
            s.players.push(p);
            next += 1;
        }
    }
    let mut p = Player::new(PlayerId(next), "Priya a/p Raman");
    p.tpn = next;
    s.players.push(p);
    s.next_player_id = next + 1;
    s.next_team_id = 4;
    let mut t = Tournament::new("Kejohanan Catur MSSD");
    t.sections.push(s);
    t
}

/// The round in which each pair of team-mates meets, latest first.
fn team_rounds(t: &Tournament) -> Vec<u32> {
    let s = t.section("P12").expect("section");
    let mut rounds = Vec::new();
    for r in &s.rounds {
        for b in &r.boards {
            let team = |id| s.player(id).and_then(|p| p.team);
            if team(b.white).is_some() && team(b.white) == team(b.black) {
                rounds.push(r.number);
            }
        }
    }
    rounds.sort_unstable_by(|a, b| b.cmp(a));
    rounds
}

/// Pairs every round through the operations, each game a draw.
fn play_all(t: &mut Tournament) {
    while t.section("P12").expect("section").rounds_paired() < rounds_needed(10, false) {
        let r = ops::pair_next_round(t, "P12").expect("round robin pairs");
        let boards = t
            .section("P12")
            .and_then(|s| s.round(r))
            .map_or(0, |r| r.boards.len());
        for b in 1..=boards {
            ops::set_result(t, "P12", r, b, Outcome::Played(GameResult::Draw)).expect("result");
        }
    }
}

#[test]
fn team_mates_meet_earlier_than_in_entry_order() {
    let mut plain = championship();
    play_all(&mut plain);
    let before = team_rounds(&plain);

    let mut t = championship();
    ops::order_team_mates_first(&mut t, "P12").expect("ordered");
    play_all(&mut t);
    let after = team_rounds(&t);

    assert_eq!(
        after.len(),
        9,
        "three pairs of team-mates in each of three schools"
    );
    assert!(
        after < before,
        "latest team games {after:?} vs entry order {before:?}"
    );
    // Nine team games fit in the first cycle's early rounds: none in the last round.
    assert!(after[0] < rounds_needed(10, false), "{after:?}");
}

#[test]
fn the_order_is_recorded_and_can_be_undone() {
    let mut t = championship();
    let tpns = |t: &Tournament| -> Vec<u32> {
        t.section("P12")
            .expect("section")
            .players
            .iter()
            .map(|p| p.tpn)
            .collect()
    };
    let entry = tpns(&t);
    ops::order_team_mates_first(&mut t, "P12").expect("ordered");
    assert_ne!(tpns(&t), entry);
    ops::undo(&mut t).expect("undo");
    assert_eq!(tpns(&t), entry);
}

#[test]
fn refused_for_a_swiss_and_after_round_one() {
    let mut t = championship();
    ops::pair_next_round(&mut t, "P12").expect("round 1");
    let err = ops::order_team_mates_first(&mut t, "P12").expect_err("paired already");
    assert!(err.to_string().contains("paired rounds"), "{err}");

    let mut swiss = championship();
    if let Some(s) = swiss.section_mut("P12") {
        s.settings.system = PairingSystem::SwissDutch;
    }
    let err = ops::order_team_mates_first(&mut swiss, "P12").expect_err("a Swiss");
    assert!(err.to_string().contains("not a round robin"), "{err}");
}
