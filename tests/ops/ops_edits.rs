//! Hand edits of a round through the operations: each is re-checked, a rule broken
//! refuses it (naming the rule) unless forced, the touched boards are marked, the edit
//! is kept on the round with its time and reason, and undo takes it back whole.

use catur::model::{EditKind, GameResult, Outcome, PlayerId, RoundEntry, Tournament};
use catur::ops::{self, EditError, EditRequest};

use crate::common;

const LIST: &str = common::THREE_SCHOOLS;

const AT: u64 = 1_773_500_000;

/// Nine players of three schools, TPNs by board value; same-team rounds and top seeds
/// as given.
fn championship(same_team_rounds: u32, top_seeds_apart: u32) -> Tournament {
    common::school_section(
        "Kejohanan Catur MSSD Kuantan 2026",
        LIST,
        same_team_rounds,
        top_seeds_apart,
    )
}

fn tpn(t: &Tournament, n: u32) -> PlayerId {
    t.section("L12").unwrap().player_by_tpn(n).unwrap().id
}

fn request(edit: EditKind, force: bool) -> EditRequest {
    EditRequest {
        at: AT,
        edit,
        reason: "permintaan pengurus pasukan".into(),
        force,
    }
}

fn opponent(t: &Tournament, round: u32, p: PlayerId) -> Option<PlayerId> {
    match t.section("L12").unwrap().entry(p, round) {
        Some(RoundEntry::Game { opponent, .. }) => Some(opponent),
        _ => None,
    }
}

fn play_all(t: &mut Tournament, round: u32) {
    let n = t.section("L12").unwrap().round(round).unwrap().boards.len();
    for b in 1..=n {
        ops::set_result(t, "L12", round, b, Outcome::Played(GameResult::Draw)).unwrap();
    }
}

#[test]
fn a_swap_marks_both_boards_keeps_the_edit_and_undoes_whole() {
    let mut t = championship(0, 0);
    ops::pair_next_round(&mut t, "L12").unwrap();
    let before = t.clone();
    let r = t.section("L12").unwrap().round(1).unwrap().clone();
    let (a, b) = (r.boards[0].white, r.boards[1].black);
    let warnings =
        ops::edit_pairing(&mut t, "L12", 1, request(EditKind::Swap { a, b }, false)).unwrap();
    assert!(warnings.is_empty());
    let r1 = t.section("L12").unwrap().round(1).unwrap();
    assert_eq!((r1.boards[0].white, r1.boards[1].black), (b, a));
    assert!(r1.boards[0].manual && r1.boards[1].manual);
    assert!(r1.boards[2..].iter().all(|x| !x.manual));
    assert_eq!(r1.edits.len(), 1);
    assert_eq!(r1.edits[0].at, AT);
    assert_eq!(r1.edits[0].reason, "permintaan pengurus pasukan");
    assert_eq!(r1.edits[0].edit, EditKind::Swap { a, b });
    let said = ops::undo(&mut t).unwrap();
    assert!(said.starts_with("L12 round 1: swap "), "{said}");
    assert_eq!(t.sections, before.sections);
    ops::redo(&mut t).unwrap();
    assert_eq!(t.section("L12").unwrap().round(1).unwrap().edits.len(), 1);
}

#[test]
fn a_rematch_is_refused_with_the_rule_named_and_applied_when_forced() {
    let mut t = championship(0, 0);
    ops::pair_next_round(&mut t, "L12").unwrap();
    play_all(&mut t, 1);
    ops::pair_next_round(&mut t, "L12").unwrap();
    // Force the top seed to meet his round 1 opponent again.
    let a = tpn(&t, 1);
    let b = opponent(&t, 1, a).unwrap();
    let before = t.clone();
    let e =
        ops::edit_pairing(&mut t, "L12", 2, request(EditKind::Force { a, b }, false)).unwrap_err();
    let text = e.to_string();
    assert!(matches!(e, EditError::Breaks { .. }), "{e:?}");
    assert!(text.contains("C1: "), "{text}");
    assert!(text.contains("already met in round 1"), "{text}");
    assert!(text.contains("Arjun a/l Kumar (1)"), "{text}");
    assert_eq!(t, before, "a refused edit changes nothing");

    let warnings: Vec<String> =
        ops::edit_pairing(&mut t, "L12", 2, request(EditKind::Force { a, b }, true))
            .unwrap()
            .into_iter()
            .map(|v| v.text)
            .collect();
    assert!(
        warnings.iter().any(|w| w.starts_with("C1: ")),
        "{warnings:?}"
    );
    assert_eq!(opponent(&t, 2, a), Some(b));
    let r2 = t.section("L12").unwrap().round(2).unwrap();
    assert_eq!(r2.edits[0].warnings, warnings);
    assert!(r2.boards.iter().filter(|x| x.manual).count() >= 1);
    // The round still pairs everybody exactly once.
    let seen: Vec<PlayerId> = r2
        .boards
        .iter()
        .flat_map(|x| [x.white, x.black])
        .chain(r2.pab())
        .collect();
    assert_eq!(seen.len(), 9);
}

#[test]
fn teammates_made_to_meet_are_refused_by_name_of_the_rule() {
    let mut t = championship(2, 0);
    ops::pair_next_round(&mut t, "L12").unwrap();
    // Ahmad (TPN 2) and Tan Wei Ming, both of SK Seri Indah.
    let s = t.section("L12").unwrap();
    let ahmad = s
        .players
        .iter()
        .find(|p| p.name == "Ahmad bin Ismail")
        .unwrap()
        .id;
    let tan = s
        .players
        .iter()
        .find(|p| p.name == "Tan Wei Ming")
        .unwrap()
        .id;
    let e = ops::edit_pairing(
        &mut t,
        "L12",
        1,
        request(EditKind::Force { a: ahmad, b: tan }, false),
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("same-team avoidance (rounds 1-2): ")
            && e.contains("both play for SK Seri Indah"),
        "{e}"
    );
}

#[test]
fn colours_bye_and_results_follow_the_rules_of_editing() {
    let mut t = championship(0, 0);
    ops::pair_next_round(&mut t, "L12").unwrap();
    let r = t.section("L12").unwrap().round(1).unwrap().clone();
    ops::edit_pairing(
        &mut t,
        "L12",
        1,
        request(EditKind::Colours { board: 2 }, false),
    )
    .unwrap();
    let b2 = &t.section("L12").unwrap().round(1).unwrap().boards[1];
    assert_eq!(
        (b2.white, b2.black, b2.manual),
        (r.boards[1].black, r.boards[1].white, true)
    );

    // The bye goes to the player asked; the old holder takes his place.
    let holder = r.pab().unwrap();
    let a = r.boards[3].white;
    ops::edit_pairing(
        &mut t,
        "L12",
        1,
        request(EditKind::Bye { player: a }, false),
    )
    .unwrap();
    let r1 = t.section("L12").unwrap().round(1).unwrap();
    assert_eq!(r1.pab(), Some(a));
    assert_eq!(r1.boards[3].white, holder);
    assert_eq!(r1.edits.len(), 2);

    // A board with a result is not edited.
    ops::set_result(&mut t, "L12", 1, 1, Outcome::Played(GameResult::WhiteWins)).unwrap();
    let e = ops::edit_pairing(
        &mut t,
        "L12",
        1,
        request(EditKind::Colours { board: 1 }, true),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("already has a result"), "{e}");
    // Only the last round.
    ops::set_result(&mut t, "L12", 1, 2, Outcome::Played(GameResult::Draw)).unwrap();
    for b in 3..=4 {
        ops::set_result(&mut t, "L12", 1, b, Outcome::Played(GameResult::Draw)).unwrap();
    }
    ops::pair_next_round(&mut t, "L12").unwrap();
    let e = ops::edit_pairing(
        &mut t,
        "L12",
        1,
        request(EditKind::Colours { board: 1 }, true),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("only the last round of L12 (2)"), "{e}");
}

#[test]
fn forbidding_a_pair_that_meets_pairs_the_round_again() {
    let mut t = championship(0, 0);
    ops::pair_next_round(&mut t, "L12").unwrap();
    let before = t.clone();
    let a = tpn(&t, 1);
    let b = opponent(&t, 1, a).unwrap();
    let warnings = ops::edit_pairing(
        &mut t,
        "L12",
        1,
        request(
            EditKind::Forbid {
                a,
                b,
                first: 1,
                last: 5,
            },
            false,
        ),
    )
    .unwrap();
    assert!(warnings.is_empty(), "{warnings:?}");
    let s = t.section("L12").unwrap();
    assert_ne!(opponent(&t, 1, a), Some(b));
    assert_eq!(s.forbidden.len(), 1);
    assert_eq!(s.forbidden[0].players, [a, b]);
    assert_eq!(s.round(1).unwrap().edits.len(), 1);
    // One entry: undo lifts the pair and restores the pairing together.
    ops::undo(&mut t).unwrap();
    assert_eq!(t.sections, before.sections);
}
