//! A round the constraints make impossible: the error names the constraint, says the
//! round pairs without it and how to relax it; nothing is changed. When the absolute
//! criteria alone leave no pairing, the engine's own error stays.

use catur::model::{GameResult, Outcome, PlayerId, SectionSettings, Tournament};
use catur::ops::{self, Blocker, PairError};

mod common;

/// Nine players, six of them from SMK Taman Melawati.
const LIST: &str = "\
Nama,Pasukan,Papan,Jantina,Rating
Ahmad bin Ismail,SMK Taman Melawati,1,L,1500
Tan Wei Ming,SMK Taman Melawati,2,L,1420
Muhammad Hafiz,SMK Taman Melawati,3,L,1300
Arjun a/l Kumar,SMK Taman Melawati,4,L,1550
Mohd Firdaus,SMK Taman Melawati,,L,1400
Chong Wei Jie,SMK Taman Melawati,,L,1310
Aiman Hakimi,SK Sungai Lembing,1,L,1380
Lee Zhi Hao,SK Sungai Lembing,2,L,1350
Ravi a/l Muthu,SMK Seri Ampang,1,L,1200
";

fn championship(same_team_rounds: u32, top_seeds_apart: u32) -> Tournament {
    common::school_section(
        "Kejohanan Catur MSSD Gombak 2026",
        LIST,
        same_team_rounds,
        top_seeds_apart,
    )
}

fn refused(t: &mut Tournament) -> PairError {
    let before = t.clone();
    let e = ops::pair_next_round(t, "L12").unwrap_err();
    assert_eq!(*t, before, "a round that cannot be paired changes nothing");
    e
}

#[test]
fn same_team_avoidance_is_named_with_the_team_and_the_way_out() {
    let mut t = championship(2, 0);
    assert_eq!(
        ops::available_players(t.section("L12").unwrap(), 1).len(),
        9
    );
    let e = refused(&mut t);
    let text = e.to_string();
    assert!(
        matches!(&e, PairError::Constrained { round: 1, blockers, .. } if blockers == &[Blocker::SameTeam]),
        "{e:?}"
    );
    assert_eq!(
        text,
        "L12: round 1 cannot be paired: same-team avoidance for rounds 1-2 leaves no legal \
         pairing (SMK Taman Melawati has 6 of the 9 players); without it the round can be \
         paired. Relax it: catur section edit FILE --section L12 --same-team-rounds 0 (or the \
         same-team rounds in the section settings, F8)"
    );
    // Relaxed as proposed, the round pairs.
    let mut set = SectionSettings::of(t.section("L12").unwrap());
    set.local_rules.same_team_rounds = 0;
    ops::edit_section(&mut t, "L12", set).unwrap();
    ops::pair_next_round(&mut t, "L12").unwrap();
}

#[test]
fn top_seeds_apart_over_the_whole_field_is_named() {
    let mut t = championship(0, 10);
    let e = refused(&mut t);
    assert!(
        matches!(&e, PairError::Constrained { blockers, .. } if blockers == &[Blocker::TopSeeds]),
        "{e:?}"
    );
    let text = e.to_string();
    assert!(
        text.contains("keeping the top seeds 1-10 apart in round 1 leaves no legal pairing"),
        "{text}"
    );
    assert!(text.contains("--top-seeds-apart 0"), "{text}");
}

#[test]
fn an_arbiters_forbidden_pair_is_named_by_number_and_players() {
    let mut t = championship(0, 0);
    ops::pair_next_round(&mut t, "L12").unwrap();
    for b in 1..=4 {
        ops::set_result(&mut t, "L12", 1, b, Outcome::Played(GameResult::Draw)).unwrap();
    }
    // The arbiter keeps the whole field apart in round 2 (a slip of the keyboard).
    let everyone: Vec<PlayerId> = t
        .section("L12")
        .unwrap()
        .players
        .iter()
        .map(|p| p.id)
        .collect();
    ops::add_forbidden_pair(&mut t, "L12", &everyone, 2, 2).unwrap();
    let e = refused(&mut t);
    let text = e.to_string();
    assert!(
        matches!(&e, PairError::Constrained { round: 2, blockers, .. } if blockers == &[Blocker::Forbidden { index: 0 }]),
        "{e:?}"
    );
    assert!(text.contains("forbidden pair 1 ("), "{text}");
    assert!(
        text.contains("rounds 2-2) leaves no legal pairing"),
        "{text}"
    );
    assert!(
        text.contains("lift forbidden pair 1 or end it at round 1"),
        "{text}"
    );
}

#[test]
fn without_constraints_the_engines_own_refusal_stays() {
    let mut t = championship(0, 0);
    // Two players left: they met in round 1, so round 2 has no legal pairing (C1).
    let s = t.section("L12").unwrap();
    let ids: Vec<PlayerId> = s.players_by_tpn().iter().map(|p| p.id).collect();
    for &p in &ids[2..] {
        ops::withdraw(&mut t, "L12", p, 1, None).unwrap();
    }
    ops::pair_next_round(&mut t, "L12").unwrap();
    ops::set_result(&mut t, "L12", 1, 1, Outcome::Played(GameResult::Draw)).unwrap();
    let e = refused(&mut t);
    assert!(matches!(e, PairError::Engine { .. }), "{e:?}");
    assert!(
        e.to_string()
            .contains("no legal pairing exists for round 2"),
        "{e}"
    );
}
