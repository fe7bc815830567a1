//! The audit trail for the federation: a championship with a hand edit, a changed
//! tie-break list and a result corrected after the next round was paired exports them
//! as `###` comment records with their round and reason, after the round dates of
//! record `132`; catur's own import and `catur check --trf` read the file back.

use crate::common;

use catur::model::{EditKind, GameResult, Outcome, Schedule};
use catur::ops::{self, EditRequest};
use common::cli::{catur, code, s, stderr};

const MARK: &str = "### catur audit: ";

#[test]
fn hand_edits_tiebreak_changes_and_late_corrections_travel_as_comments() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("audit.catur");
    let other = dir.path().join("other.catur");
    let trf = dir.path().join("l12.trf");
    let mut t = catur::cli::build_demo().expect("demo");
    t.sections[0].settings.schedule = Schedule::parse("1=2026-12-05 08:30").expect("reads");
    let l12 = t.sections[0].code.clone();
    ops::pair_next_round(&mut t, &l12).expect("round 1 pairs");
    // A hand edit of round 1: the colours of board 2 swapped, with a reason.
    ops::edit_pairing(
        &mut t,
        &l12,
        1,
        EditRequest {
            at: 1_796_457_600,
            edit: EditKind::Colours { board: 2 },
            reason: "papan 2 tertukar".into(),
            force: true,
        },
    )
    .expect("edit applies");
    let boards = t.sections[0].rounds[0].boards.len();
    for b in 1..=boards {
        ops::set_result(&mut t, &l12, 1, b, Outcome::Played(GameResult::WhiteWins))
            .expect("result");
    }
    ops::pair_next_round(&mut t, &l12).expect("round 2 pairs");
    // Board 1 of round 1 corrected after round 2 was paired.
    ops::change_earlier_result(&mut t, &l12, 1, 1, Outcome::Played(GameResult::Draw))
        .expect("corrected");
    // The tie-break list changed with round 2 paired.
    let mut settings = t.sections[0].settings.clone();
    settings.tiebreaks = vec!["BH".into(), "SB".into()];
    ops::edit_section(&mut t, &l12, settings).expect("tie-breaks change");
    catur::store::save(&file, &t).expect("saved");

    let o = catur(&["export", s(&file), "--section", &l12, "--trf", s(&trf)]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let text = std::fs::read_to_string(&trf).expect("written");
    let audit: Vec<&str> = text.lines().filter(|l| l.starts_with(MARK)).collect();
    assert_eq!(audit.len(), 3, "{text}");
    assert!(
        audit[0].starts_with(
            "### catur audit: round 1: hand edit: colours swapped on board 2 (papan 2 tertukar)"
        ),
        "{audit:?}"
    );
    assert!(
        audit[1].starts_with("### catur audit: round 1: board 1 result corrected from 1-0 to")
            && audit[1].contains("after round 2 was paired"),
        "{audit:?}"
    );
    assert!(
        audit[2].starts_with(
            "### catur audit: round 2: tie-break list changed from BH-M1,BH,BH-C1 to BH,SB"
        ),
        "{audit:?}"
    );
    assert!(text.lines().any(|l| l.starts_with("132 ")), "{text}");

    // catur's own checker and import read the file.
    let o = catur(&["check", "--trf", s(&trf)]);
    assert!(code(&o) == 0 || code(&o) == 1, "{}", stderr(&o));
    assert!(!stderr(&o).contains("line"), "{}", stderr(&o));
    let o = catur(&["new", s(&other), "--name", "Kejohanan Catur Negeri"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let o = catur(&["import", s(&other), "--trf", s(&trf), "--section", "L12"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));

    // TRF16 has no comment records.
    let o = catur(&[
        "export",
        s(&file),
        "--section",
        &l12,
        "--trf",
        s(&trf),
        "--format",
        "trf16",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let text = std::fs::read_to_string(&trf).expect("written");
    assert!(!text.contains("###"), "{text}");
}
