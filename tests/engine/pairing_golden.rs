//! Golden cases of the 2026 Dutch rules, one per rule, in `tests/corpus/golden/`: each
//! `NAME.trf` is a tournament before its next round, `NAME.expected` the reference
//! engine's pairing of it (bbpPairings 6.0.0, see the folder's README).

use crate::common;

use catur::cli::pair::{load_section, pair_next};

/// Pairs `golden/NAME.trf` and compares with `golden/NAME.expected` exactly.
fn golden(name: &str) {
    let dir = common::corpus_dir("golden");
    let trf = dir.join(format!("{name}.trf"));
    let expected = std::fs::read_to_string(dir.join(format!("{name}.expected")))
        .unwrap_or_else(|e| panic!("{name}.expected: {e}"));
    let got = load_section(&trf)
        .and_then(|s| pair_next(&s))
        .unwrap_or_else(|e| panic!("{name}: exit {}: {e}", e.exit_code()));
    assert_eq!(got.trim(), expected.trim(), "{name}");
}

/// Eleven players before the last round; only 1 and 4 (7 points) and 2 (6 points) never
/// had the bye. Leaving 2 over still lets everybody else be paired, so the bye goes to
/// 2, the lowest score that may have it (C2, then C5), not to a 7-point player.
#[test]
fn dutch_2026_pab_lowest_score_eligible() {
    golden("dutch_2026_pab_lowest_score_eligible");
}

/// Nine players in round 8 of 9: everybody but 4 already had the bye or a forfeit win
/// (C2; 4's half-point bye does not count). The round can be paired with 4 left over,
/// so it must be paired, with the bye to 4.
#[test]
fn dutch_2026_pab_only_one_eligible_player() {
    golden("dutch_2026_pab_only_one_eligible_player");
}

/// Eleven players in round 9: 3 and 4 met in round 4 only by a forfeit, which is not a
/// game played (C.04.2 Art. 3.5), so C1 lets them meet now, and the reference pairs
/// them.
#[test]
fn dutch_2026_c1_forfeit_is_not_a_game() {
    golden("dutch_2026_c1_forfeit_is_not_a_game");
}

/// Thirteen players in round 10: two pairs of the reference pairing (3-5, 6-13) only
/// met by forfeit before.
#[test]
fn dutch_2026_c1_two_forfeits_are_not_games() {
    golden("dutch_2026_c1_two_forfeits_are_not_games");
}

/// Every golden case has its named test above.
#[test]
fn every_golden_case_is_tested() {
    let dir = common::corpus_dir("golden");
    let named = [
        "dutch_2026_pab_lowest_score_eligible",
        "dutch_2026_pab_only_one_eligible_player",
        "dutch_2026_c1_forfeit_is_not_a_game",
        "dutch_2026_c1_two_forfeits_are_not_games",
    ];
    let found = common::files_with_extension(&dir, "trf");
    for f in &found {
        let stem = f.file_stem().map(|s| s.to_string_lossy().to_string());
        assert!(
            stem.as_deref().is_some_and(|s| named.contains(&s)),
            "{} has no test",
            f.display()
        );
    }
    common::assert_ran_all("golden cases", named.len(), found.len());
}
