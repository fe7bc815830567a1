//! Golden cases of the team Swiss (C.04.6), one per kind of difference found against a
//! second, independent engine (see the README): `tests/corpus/team_swiss/NAME.teams` is
//! the round to pair as C.04.6 sees it, `NAME.expected` the pairing worked out by hand
//! from the rule (the reasoning is in the case's comments), or `none` when the rule
//! leaves no legal pairing.

#[path = "../../examples/shared/team_case.rs"]
mod team_case;

use catur::pairing::team_swiss::pair_swiss_with;
use team_case::{TeamAnswer, read_answer, read_case};

const CASES: usize = 8;

#[test]
fn team_swiss_golden_cases_pair_as_the_rule_says() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/team_swiss");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("the team Swiss cases")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "teams"))
        .collect();
    names.sort();
    let mut ran = 0;
    let mut wrong = Vec::new();
    for path in &names {
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("?");
        let case = read_case(&std::fs::read_to_string(path).expect("case"))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let expected = std::fs::read_to_string(path.with_extension("expected")).expect("answer");
        let got = pair_swiss_with(&case.teams, case.round, &case.rules);
        let ok = if expected.trim() == "none" {
            got.is_err()
        } else {
            let want = read_answer(&expected).unwrap_or_else(|e| panic!("{name}: {e}"));
            got.as_ref().is_ok_and(|p| {
                TeamAnswer {
                    matches: p.matches.iter().map(|m| (m.white, m.black)).collect(),
                    bye: p.bye,
                } == want
            })
        };
        if !ok {
            wrong.push(format!("{name}: got {:?}", got.map(|p| (p.matches, p.bye))));
        }
        ran += 1;
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert_eq!(ran, CASES, "cases run");
}
