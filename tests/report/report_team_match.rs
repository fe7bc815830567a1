//! The printed team-match reports of a real venue (school names of 40 characters, team
//! codes of 8) on an 80-column printer: every team code is printed whole, in the
//! headings of the player columns and in the team tables, where a long school name
//! gives up characters instead of its code.

use crate::common;

use common::teams::GIVEN;

use catur::model::{GameResult, Language, Outcome, Tournament};
use catur::ops;
use catur::report::{self, Profile, ReportKind, Request};

/// The ten long-named schools, round 1 paired and played.
fn played() -> Tournament {
    let mut t = common::teams::ten_schools(
        9,
        Some(Language::Malay),
        &common::teams::long_schools(),
        &GIVEN,
    );
    ops::pair_team_round(&mut t, "T12").expect("round 1");
    let boards = t
        .section("T12")
        .and_then(|s| s.round(1))
        .map_or(0, |r| r.boards.len());
    for b in 1..=boards {
        let r = [
            GameResult::WhiteWins,
            GameResult::Draw,
            GameResult::BlackWins,
        ][b % 3];
        ops::set_result(&mut t, "T12", 1, b, Outcome::Played(r)).expect("result");
    }
    t
}

fn printed(t: &Tournament, kind: ReportKind) -> String {
    let req = Request {
        kind,
        section: "T12",
        round: Some(1),
        printed_at: "2026-03-15 17:30".into(),
        wide: false,
        zone: jiff::tz::TimeZone::fixed(jiff::tz::offset(8)),
    };
    let doc = report::build(t, &req).unwrap_or_else(|e| panic!("{kind}: {e}"));
    let mut out = Vec::new();
    report::render(&doc, &Profile::plain80(), &mut out).expect("renders");
    String::from_utf8(out)
        .expect("ASCII")
        .replace('\r', "")
        .replace('\u{c}', "<FF>\n")
}

#[test]
fn team_reports_print_every_team_code_whole_at_80_columns() {
    let t = played();
    let codes: Vec<String> = common::teams::long_schools()
        .into_iter()
        .map(|(_, code)| code)
        .collect();
    for kind in [
        ReportKind::TeamPairings,
        ReportKind::TeamResults,
        ReportKind::TeamStandings,
        ReportKind::TeamCrosstable,
    ] {
        let text = printed(&t, kind);
        for line in text.lines() {
            assert!(line.chars().count() <= 80, "{kind}: {line}");
        }
        for code in &codes {
            assert!(
                text.contains(code.as_str()),
                "{kind}: {code} not whole:\n{text}"
            );
        }
        // A cut code would end in the shortening mark.
        for word in text.split_whitespace() {
            let bare = word.trim_start_matches('(');
            assert!(
                !(bare.starts_with("SKP") && bare.ends_with('~')),
                "{kind}: a code cut to {word}:\n{text}"
            );
        }
    }
    insta::assert_snapshot!(
        "team_pairings_long_codes_80",
        printed(&t, ReportKind::TeamPairings)
    );
    insta::assert_snapshot!(
        "team_crosstable_long_codes_80",
        printed(&t, ReportKind::TeamCrosstable)
    );
    insta::assert_snapshot!(
        "team_standings_long_codes_80",
        printed(&t, ReportKind::TeamStandings)
    );
}
