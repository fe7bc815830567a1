//! Issue 33 item 5: the school table keeps the team-match results apart from the
//! best-four totals of the individual sections, and says which sections count where.
//!
//! The championship: the team-match section T12 of `common::teams` (five schools, round
//! 1 paired: SKAP has the bye, every board won by White) and the individual section L12
//! where two of the same schools (SK Seri Indah, SK Bukit Tinggi) have four players
//! each, round 1 paired and every board won by White.

use crate::common;

use catur::model::{GameResult, Language, Outcome, Sport, Tournament};
use catur::ops::{self, PlayerFields};
use catur::report::{self, Profile, ReportKind, Request};
use catur::standings::school_table;
use common::teams::GIVEN;

fn championship() -> Tournament {
    let schools = common::teams::schools();
    let mut t = common::teams::ten_schools(5, Some(Language::English), &schools[..5], &GIVEN);
    ops::pair_team_round(&mut t, "T12").expect("T12 round 1");
    let boards = t
        .section("T12")
        .and_then(|s| s.round(1))
        .expect("round")
        .boards
        .len();
    for b in 1..=boards {
        ops::set_result(&mut t, "T12", 1, b, Outcome::Played(GameResult::WhiteWins))
            .expect("result");
    }
    ops::create_section(&mut t, "L12", "Lelaki Bawah 12", 5, Sport::Chess).expect("L12");
    t.sections[1].settings.language = Language::English;
    for (k, (name, code)) in schools[..2].iter().enumerate() {
        let team = ops::add_team(&mut t, "L12", name, Some(code)).expect("team");
        for b in 1..=4u8 {
            let mut f = PlayerFields::named(format!("Tan Wei Ming {k}{b}"));
            f.team = Some(team);
            f.board = Some(b);
            f.rating = Some(1500 - 10 * u16::from(b) - k as u16);
            ops::add_player(&mut t, "L12", f).expect("player");
        }
    }
    // Two teams of four: the school rules' constraints would leave no pairing.
    let off = [
        (
            ops::section_setting("same-team-rounds").expect("setting"),
            "0",
        ),
        (
            ops::section_setting("top-seeds-apart").expect("setting"),
            "0",
        ),
    ];
    ops::edit_section_settings(&mut t, "L12", &off).expect("constraints off");
    ops::assign_tpns(&mut t, "L12").expect("numbers");
    ops::pair_next_round(&mut t, "L12").expect("L12 round 1");
    for b in 1..=4 {
        ops::set_result(&mut t, "L12", 1, b, Outcome::Played(GameResult::WhiteWins))
            .expect("result");
    }
    t
}

/// Each school's best-four total is its L12 team score alone (before, its T12 game
/// points were added to it); its match and game points are its T12 record alone.
#[test]
fn issue_33_team_match_points_stay_out_of_the_best_four_totals() {
    let t = championship();
    let table = school_table(&t, None).expect("school table");
    let l12 = t.section("L12").expect("L12");
    let st = catur::standings::section_standings(l12, None).expect("standings");
    let ts = catur::standings::team_standings(
        l12,
        &st,
        &catur::standings::TeamTieBreak::of_section(l12),
    );
    let t12 = t.section("T12").expect("T12");
    let tm = t12.team_match.as_deref().expect("team match");
    let ranked = catur::standings::team_match::ranking(t12, tm, 1);
    for row in &table.rows {
        let best_four = ts
            .rows
            .iter()
            .find(|x| x.name == row.name)
            .map_or(0, |x| x.score.tenths());
        assert_eq!(row.team_points.tenths(), best_four, "{}", row.name);
        let team = t12.teams.iter().find(|x| x.name == row.name).expect("team");
        let r = ranked
            .iter()
            .find(|x| x.record.team == team.id)
            .expect("ranked");
        assert_eq!(row.match_points, r.record.match_points, "{}", row.name);
        assert_eq!(row.game_points, r.record.game_points, "{}", row.name);
    }
    // T12's game points in all: two matches of 4 boards (8) and the bye's 2 (a drawn
    // match: 4 boards of 1/2).
    let total: i32 = table.rows.iter().map(|r| r.game_points.tenths()).sum();
    assert_eq!(total, 100);
    assert!(table.has_team_matches());
}

#[test]
fn issue_33_the_printed_school_table_says_which_sections_count_where() {
    let t = championship();
    let req = Request {
        kind: ReportKind::Schools,
        section: "L12",
        round: None,
        printed_at: "2026-03-15 17:30".into(),
        wide: false,
        zone: jiff::tz::TimeZone::fixed(jiff::tz::offset(8)),
    };
    let doc = report::build(&t, &req).expect("school table");
    let mut out = Vec::new();
    report::render(&doc, &Profile::plain80(), &mut out).expect("renders");
    let text = String::from_utf8(out).expect("ASCII").replace('\r', "");
    assert!(text.contains("Team matches"), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    let at = |label: &str| {
        lines
            .iter()
            .position(|l| l.starts_with(label))
            .unwrap_or_else(|| panic!("no {label}:\n{text}"))
    };
    assert_eq!(
        lines[at("Points (best players' totals):") + 1].trim(),
        "L12"
    );
    assert_eq!(
        lines[at("Team matches (MP, GP; kept apart):") + 1].trim(),
        "T12"
    );
    insta::assert_snapshot!("school_table_with_team_matches_en_80", text);
}
