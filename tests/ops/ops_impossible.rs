//! A round the constraints make impossible: the error names the constraint, says the
//! round pairs without it and how to relax it; nothing is changed. When the absolute
//! criteria alone leave no pairing, the engine's own error stays.

use catur::model::{GameResult, Outcome, PlayerId, Tournament};
use catur::ops::{self, Blocker, ConstraintFacts, PairError, Remedy, TeamShare};

use crate::common;

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
    let text = e.to_string();
    assert!(
        !text.contains("catur ") && !text.contains("--") && !text.contains("F8"),
        "the operation's own words name no command or key: {text}"
    );
    e
}

/// The facts of a constrained refusal.
fn facts(e: &PairError) -> &ConstraintFacts {
    match e {
        PairError::Constrained { facts, .. } => facts,
        e => panic!("not a constrained refusal: {e:?}"),
    }
}

/// `catur pair FILE --section L12` on the championship as it stands: refused (exit 1),
/// the file unchanged; returns what the command line says.
fn cli_refusal(t: &Tournament) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("gombak.catur");
    catur::store::save(&path, t).unwrap();
    let before = std::fs::read(&path).unwrap();
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_catur"))
        .args(["pair", path.to_str().unwrap(), "--section", "L12"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), before, "nothing saved");
    err
}

#[test]
fn same_team_avoidance_is_named_with_the_team_and_the_way_out() {
    let mut t = championship(2, 0);
    assert_eq!(
        ops::available_players(t.section("L12").unwrap(), 1).len(),
        9
    );
    let e = refused(&mut t);
    assert!(
        matches!(&e, PairError::Constrained { round: 1, blockers, remedy: Some(Remedy::SameTeamRounds { rounds: 0 }), .. } if blockers == &[Blocker::SameTeam]),
        "{e:?}"
    );
    assert_eq!(facts(&e).same_team_rounds, 2);
    assert_eq!(
        facts(&e).largest_team,
        Some(TeamShare {
            team: "SMK Taman Melawati".into(),
            players: 6,
            present: 9
        })
    );
    assert_eq!(
        cli_refusal(&t).trim_end(),
        "catur: L12: round 1 cannot be paired: same-team avoidance for rounds 1-2 leaves no legal \
         pairing (SMK Taman Melawati has 6 of the 9 players); without it the round can be \
         paired. Relax it: catur section edit FILE --section L12 --same-team-rounds 0 (or the \
         same-team rounds in the section settings, F8)"
    );
    // Relaxed as proposed, the round pairs.
    let mut set = t.section("L12").unwrap().settings.clone();
    set.local_rules.same_team_rounds = 0;
    ops::edit_section(&mut t, "L12", set).unwrap();
    ops::pair_next_round(&mut t, "L12").unwrap();
}

/// The players of L12 in pairing-number order.
fn by_tpn(t: &Tournament) -> Vec<PlayerId> {
    t.section("L12")
        .unwrap()
        .players_by_tpn()
        .into_iter()
        .map(|p| p.id)
        .collect()
}

#[test]
fn top_seeds_apart_over_the_whole_field_is_capped_and_the_round_pairs() {
    // Nine players present and the default seeds 1-10 apart: capped to seeds 1-4.
    let mut t = championship(0, 10);
    let round = ops::propose_next_round(&t, "L12").unwrap();
    let top = &by_tpn(&t)[..4];
    for b in &round.boards {
        assert!(
            !(top.contains(&b.white) && top.contains(&b.black)),
            "two of the top four seeds meet: {b:?}"
        );
    }
    let s = t.section("L12").unwrap();
    let mut with = s.clone();
    with.rounds.push(round);
    let why = catur::pairing::check::explain::explain(&with, 1).unwrap();
    assert_eq!(
        why.top_seeds.and_then(|seeds| seeds.note()).as_deref(),
        Some(
            "top seeds apart capped to 1-4 (the rule asks 1-10; 9 players present, at most \
          half of them can be kept apart)"
        )
    );
    assert!(
        why.to_string()
            .contains("School rules: top seeds apart capped to 1-4")
    );
    ops::pair_next_round(&mut t, "L12").unwrap();
}

#[test]
fn top_seeds_apart_still_blocking_after_the_cap_is_named_with_the_value_that_works() {
    let mut t = championship(0, 10);
    // Seed 1 kept apart from everyone outside the top four: only seeds 2-4 are left
    // for seed 1, and the capped rule keeps those apart too.
    // Eight present (the ninth withdrawn), so nobody gets a bye.
    let ids = by_tpn(&t);
    ops::withdraw(&mut t, "L12", ids[8], 1, None).unwrap();
    for &other in &ids[4..8] {
        ops::add_forbidden_pair(&mut t, "L12", &[ids[0], other], 1, 1).unwrap();
    }
    let e = refused(&mut t);
    assert!(
        matches!(
            &e,
            PairError::Constrained {
                blockers,
                remedy: Some(Remedy::TopSeedsApart { seeds: 3 }),
                ..
            } if blockers == &[Blocker::TopSeeds]
        ),
        "{e:?}"
    );
    let f = facts(&e);
    assert!(
        matches!(&e, PairError::Constrained { seeds_kept: 4, .. }),
        "{e:?}"
    );
    assert_eq!((f.seeds_asked, f.seeds_capped, f.present), (10, true, 8));
    let text = cli_refusal(&t);
    assert!(
        text.contains(
            "keeping the top seeds 1-4 apart in round 1 (the rule's 1-10 capped at half of \
             the 8 players present) leaves no legal pairing"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "Relax it: catur section edit FILE --section L12 --top-seeds-apart 3; \
             --top-seeds-apart 0 switches the rule off"
        ),
        "{text}"
    );
    // Relaxed as proposed, the round pairs.
    let mut set = t.section("L12").unwrap().settings.clone();
    set.local_rules.top_seeds_apart = 3;
    ops::edit_section(&mut t, "L12", set).unwrap();
    ops::pair_next_round(&mut t, "L12").unwrap();
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
    assert!(
        matches!(&e, PairError::Constrained { round: 2, blockers, remedy: Some(Remedy::EndForbidden { index: 0, last_round: 1 }), .. } if blockers == &[Blocker::Forbidden { index: 0 }]),
        "{e:?}"
    );
    let pair = &facts(&e).forbidden;
    assert_eq!(pair.len(), 1);
    assert_eq!(
        (pair[0].index, pair[0].first_round, pair[0].last_round),
        (0, 2, 2)
    );
    assert_eq!(pair[0].players.len(), 9);
    assert!(pair[0].players[0].starts_with("Ahmad bin Ismail ("));
    let text = cli_refusal(&t);
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

/// A girls' category of twelve, as a district imports it from Excel, with the default
/// school rules: the default top seeds 1-10 apart used to leave round 1 unpairable; it
/// is now capped to seeds 1-6 and the round pairs.
#[test]
fn a_twelve_player_section_with_the_default_top_seeds_rule_pairs_round_1() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sample-data/excel-p12.csv");
    let text = std::fs::read_to_string(path).unwrap();
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    ops::create_section(
        &mut t,
        "P12",
        "Perempuan Bawah 12",
        5,
        catur::model::Sport::Chess,
    )
    .unwrap();
    let rows = ops::parse_players_csv(&text).unwrap();
    ops::import_players(&mut t, "P12", &rows).unwrap();
    ops::assign_tpns(&mut t, "P12").unwrap();
    let s = t.section("P12").unwrap();
    assert_eq!(
        s.settings.local_rules.top_seeds_apart, 10,
        "the default rule"
    );
    let seeds = catur::pairing::constraints::top_seeds(s, 1).unwrap();
    assert_eq!((seeds.asked, seeds.kept, seeds.present), (10, 6, 12));
    let round = ops::propose_next_round(&t, "P12").unwrap();
    assert_eq!(round.boards.len(), 6);
    let top: Vec<PlayerId> = s
        .players_by_tpn()
        .into_iter()
        .filter(|p| p.tpn <= 6)
        .map(|p| p.id)
        .collect();
    for b in &round.boards {
        assert!(
            top.contains(&b.white) != top.contains(&b.black),
            "each board has one of the top six seeds: {b:?}"
        );
    }
    let mut with = s.clone();
    with.rounds.push(round);
    let why = catur::pairing::check::explain::explain(&with, 1).unwrap();
    assert!(
        why.to_string()
            .contains("School rules: top seeds apart capped to 1-6 (the rule asks 1-10; 12"),
        "{why}"
    );
    assert_eq!(ops::pair_next_round(&mut t, "P12").unwrap(), 1);
}
