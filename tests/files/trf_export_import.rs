//! `catur export` and `catur import`: a played section written as TRF and read back
//! into another championship is the same section (players, results, standings), and
//! a bad TRF file is refused with its line and column, leaving the championship as it was.

use crate::common;

use catur::model::{RoundEntry, Section, Tpn};
use common::cli::{catur, s};
use std::process::Output;

fn ok(o: &Output) {
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
}

/// Every player's round entries with opponents as pairing numbers.
fn entries(section: &Section) -> Vec<(Tpn, Vec<String>)> {
    let mut v: Vec<_> = section
        .players
        .iter()
        .map(|p| {
            let rounds = (1..=section.rounds_paired())
                .map(|r| match section.entry(p.id, r) {
                    Some(RoundEntry::Game {
                        opponent,
                        colour,
                        result,
                    }) => format!(
                        "{} {colour:?} {result:?}",
                        section.player(opponent).map_or(0, |o| o.tpn)
                    ),
                    other => format!("{other:?}"),
                })
                .collect();
            (p.tpn, rounds)
        })
        .collect();
    v.sort();
    v
}

fn standings(section: &Section) -> Vec<(Tpn, String, String, String)> {
    let st = catur::standings::section_standings(section, None).expect("standings");
    st.rows
        .iter()
        .map(|r| {
            (
                r.tpn,
                format!("{:?}", r.points),
                format!("{:?}", r.values),
                format!("{:?}", r.place),
            )
        })
        .collect()
}

#[test]
fn a_played_section_comes_back_equal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let demo = dir.path().join("demo.catur");
    let other = dir.path().join("other.catur");
    let trf = dir.path().join("l12.trf");
    ok(&catur(&["demo", s(&demo), "--played", "4"]));
    ok(&catur(&[
        "export",
        s(&demo),
        "--section",
        "L12",
        "--trf",
        s(&trf),
    ]));
    ok(&catur(&[
        "new",
        s(&other),
        "--name",
        "Kejohanan Catur Daerah",
    ]));
    ok(&catur(&[
        "import",
        s(&other),
        "--trf",
        s(&trf),
        "--section",
        "L12",
    ]));
    let a = catur::store::load(&demo).expect("demo loads");
    let b = catur::store::load(&other).expect("imported loads");
    let (a, b) = (
        a.section("L12").expect("L12"),
        b.section("L12").expect("L12 imported"),
    );
    let people = |s: &Section| {
        let mut v: Vec<_> = s
            .players
            .iter()
            .map(|p| (p.tpn, p.name.clone(), p.rating))
            .collect();
        v.sort();
        v
    };
    assert_eq!(people(a), people(b));
    assert_eq!(b.rounds_paired(), 4);
    assert_eq!(b.settings.rounds_planned, a.settings.rounds_planned);
    assert_eq!(entries(a), entries(b));
    assert_eq!(a.settings.tiebreaks, b.settings.tiebreaks);
    // TRF carries no teams, so the demo's reserves who never played (not ranked in the
    // demo) are ordinary players of the imported section, ranked after everybody else.
    let (ranked, all) = (standings(a), standings(b));
    assert_eq!(all[..ranked.len()], ranked[..]);
    let unranked = catur::standings::section_standings(a, None)
        .expect("standings")
        .unranked;
    let reserves: Vec<Tpn> = unranked
        .iter()
        .filter_map(|id| a.player(*id).map(|p| p.tpn))
        .collect();
    let extra: Vec<Tpn> = all[ranked.len()..].iter().map(|r| r.0).collect();
    assert_eq!(extra, reserves);

    // The imported section can be continued: its next round pairs.
    ok(&catur(&["pair", s(&other), "--section", "L12"]));
}

#[test]
fn trf16_has_no_trf26_records() {
    let dir = tempfile::tempdir().expect("temp dir");
    let demo = dir.path().join("demo.catur");
    let trf = dir.path().join("p12.trf");
    ok(&catur(&["demo", s(&demo), "--played", "2"]));
    ok(&catur(&[
        "export",
        s(&demo),
        "--section",
        "P12",
        "--trf",
        s(&trf),
        "--format",
        "trf16",
    ]));
    let text = std::fs::read_to_string(&trf).expect("written");
    assert!(text.lines().any(|l| l.starts_with("XXR ")));
    for code in ["142 ", "152 ", "162 ", "202 "] {
        assert!(!text.lines().any(|l| l.starts_with(code)), "{code}");
    }
    assert_eq!(text.lines().filter(|l| l.starts_with("001 ")).count(), 43);
}

#[test]
fn a_bad_trf_is_refused_with_line_and_column() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("c.catur");
    let trf = dir.path().join("bad.trf");
    ok(&catur(&["new", s(&file), "--name", "Kejohanan"]));
    std::fs::write(
        &trf,
        "012 Kejohanan\n001    1 m    Ahmad bin Ismail                  1500 MAS            2014/01/01  0.0    1  XXXX w 1\n",
    )
    .expect("written");
    let o = catur(&["import", s(&file), "--trf", s(&trf), "--section", "L12"]);
    assert_eq!(o.status.code(), Some(3));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("line 2"), "{err}");
    assert!(err.contains("column"), "{err}");
    let t = catur::store::load(&file).expect("loads");
    assert!(t.sections.is_empty(), "nothing imported");
}

#[test]
fn an_existing_section_is_not_replaced() {
    let dir = tempfile::tempdir().expect("temp dir");
    let demo = dir.path().join("demo.catur");
    let trf = dir.path().join("l12.trf");
    ok(&catur(&["demo", s(&demo), "--played", "1"]));
    ok(&catur(&[
        "export",
        s(&demo),
        "--section",
        "L12",
        "--trf",
        s(&trf),
    ]));
    let o = catur(&["import", s(&demo), "--trf", s(&trf), "--section", "L12"]);
    assert_eq!(o.status.code(), Some(1));
}

/// Five school teams of four boards and a reserve, team Swiss of `rounds` rounds, teams
/// numbered 1-5 by rating (the first-named school strongest).
fn team_section(rounds: u32) -> catur::model::Tournament {
    use catur::model::{Sport, TeamMatchSettings, TeamSystem, Tournament};
    use catur::ops::{self, PlayerFields};
    let mut t = Tournament::new("Kejohanan Catur Berpasukan Kuantan 2026");
    ops::create_section(&mut t, "T12", "Berpasukan", rounds, Sport::Chess).unwrap();
    for (i, name) in [
        "SK Seri Indah",
        "SK Bukit Tinggi",
        "SK Taman Maju",
        "SK Air Putih",
        "SK Beserah",
    ]
    .iter()
    .enumerate()
    {
        let team = ops::add_team(&mut t, "T12", name, None).unwrap();
        for b in 1..=5u8 {
            let mut f = PlayerFields::named(format!("Ahmad bin Ismail {}{b}", i + 1));
            f.rating = Some(1800 - 50 * i as u16 - 10 * u16::from(b));
            f.team = Some(team);
            f.board = Some(b);
            f.reserve = b == 5;
            ops::add_player(&mut t, "T12", f).unwrap();
        }
    }
    ops::set_team_match(&mut t, "T12", TeamMatchSettings::new(4, TeamSystem::Swiss)).unwrap();
    ops::assign_tpns(&mut t, "T12").unwrap();
    t
}

#[test]
fn a_team_section_exports_every_trf26_team_record_in_its_columns_and_imports_again() {
    use catur::model::{GameResult, Outcome};
    use catur::ops;
    let mut t = team_section(5);
    // Round 1 played on every board; round 2: match 1 forfeited by its second team.
    ops::pair_team_round(&mut t, "T12").unwrap();
    let boards = t.section("T12").unwrap().round(1).unwrap().boards.len();
    for k in 1..=boards {
        ops::set_result(&mut t, "T12", 1, k, Outcome::Played(GameResult::Draw)).unwrap();
    }
    ops::pair_team_round(&mut t, "T12").unwrap();
    let matches = ops::round_matches(&t, "T12", 2).to_vec();
    let forfeiter = matches[0].black.unwrap();
    ops::team_forfeit(&mut t, "T12", 2, 1, forfeiter).unwrap();
    let boards = t.section("T12").unwrap().round(2).unwrap().boards.len();
    for k in 5..=boards {
        ops::set_result(&mut t, "T12", 2, k, Outcome::Played(GameResult::WhiteWins)).unwrap();
    }
    let sec = t.section("T12").unwrap();
    let tm = sec.team_match.as_deref().unwrap();
    let order = ops::team_order(sec, 4);
    let number = |id| order.iter().position(|x| *x == id).unwrap() + 1;
    let bye = |r: u32| {
        let m = ops::round_matches(&t, "T12", r);
        number(m.iter().find(|m| m.black.is_none()).unwrap().white)
    };
    let (bye1, bye2) = (bye(1), bye(2));
    assert_eq!(tm.rounds.len(), 2);

    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("t12.catur");
    catur::store::save(&file, &t).unwrap();
    let trf = dir.path().join("t12.trf");
    ok(&catur(&[
        "export",
        s(&file),
        "--section",
        "T12",
        "--trf",
        s(&trf),
    ]));
    let text = std::fs::read_to_string(&trf).expect("written");
    let line = |code: &str| -> &str {
        let mut found = text.lines().filter(|l| l.starts_with(code));
        let l = found
            .next()
            .unwrap_or_else(|| panic!("no {code} in\n{text}"));
        assert!(found.next().is_none(), "two {code} lines in\n{text}");
        l
    };
    let col = |l: &str, a: usize, b: usize| l[a - 1..b.min(l.len())].to_string();
    assert_eq!(line("192 "), "192 FIDE_TEAM_TYPEA_MP_GP");
    assert_eq!(line("352 "), "352 WBWB");
    let mp = line("362 ");
    assert_eq!(col(mp, 5, 6), "TW");
    assert_eq!(col(mp, 7, 10), " 2.0");
    assert_eq!(col(mp, 14, 15), "TD");
    assert_eq!(col(mp, 16, 19), " 1.0");
    assert_eq!(col(mp, 23, 24), "TL");
    assert_eq!(col(mp, 25, 28), " 0.0");
    // The bye scores a drawn match: 1 match point, 2 game points on four boards.
    let pab = line("320 ");
    assert_eq!(col(pab, 5, 8), " 1.0");
    assert_eq!(col(pab, 10, 13), " 2.0");
    assert_eq!(col(pab, 15, 17), format!("{bye1:>3}"));
    assert_eq!(col(pab, 19, 21), format!("{bye2:>3}"));
    assert_eq!(pab.len(), 21);
    let forfeit = line("330 ");
    assert_eq!(col(forfeit, 5, 6), "+-");
    assert_eq!(col(forfeit, 8, 10), "  2");
    assert_eq!(
        col(forfeit, 12, 14),
        format!("{:>3}", number(matches[0].white))
    );
    assert_eq!(col(forfeit, 16, 18), format!("{:>3}", number(forfeiter)));
    // Every line-up kept the roster's order: no `300`.
    assert!(!text.lines().any(|l| l.starts_with("300")), "{text}");
    // The header records come before the players, the match records after the teams.
    let at = |code: &str| text.lines().position(|l| l.starts_with(code)).unwrap();
    assert!(at("192") < at("001") && at("362") < at("001"));
    assert!(at("310") < at("320") && at("320") < at("330"));

    // The reader keeps them (192, 352, 362 as header text; 320, 330 verbatim) ...
    let parsed = catur::trf::parse(&text).expect("reads");
    assert!(parsed.warnings.is_empty(), "{:?}", parsed.warnings);
    assert_eq!(parsed.header("192"), Some("FIDE_TEAM_TYPEA_MP_GP"));
    assert_eq!(parsed.header("352"), Some("WBWB"));
    assert_eq!(parsed.to_string(), text);
    // ... and the file imports again.
    let other = dir.path().join("other.catur");
    ok(&catur(&[
        "new",
        s(&other),
        "--name",
        "Kejohanan Catur Daerah",
    ]));
    ok(&catur(&[
        "import",
        s(&other),
        "--trf",
        s(&trf),
        "--section",
        "T12",
    ]));
    let back = catur::store::load(&other).expect("imported loads");
    let b = back.section("T12").expect("T12 imported");
    assert_eq!(b.rounds_paired(), 2);
    assert_eq!(b.players.len(), 25);

    // TRF16 has none of them.
    let old = dir.path().join("t12-16.trf");
    ok(&catur(&[
        "export",
        s(&file),
        "--section",
        "T12",
        "--trf",
        s(&old),
        "--format",
        "trf16",
    ]));
    let text16 = std::fs::read_to_string(&old).expect("written");
    for code in ["192", "352", "362", "310", "320", "330", "300"] {
        assert!(!text16.lines().any(|l| l.starts_with(code)), "{code}");
    }
}

#[test]
fn a_team_round_robin_exports_its_own_type_code_and_no_bye_record() {
    use catur::model::{TeamMatchSettings, TeamSystem};
    let mut t = team_section(5);
    catur::ops::set_team_match(
        &mut t,
        "T12",
        TeamMatchSettings::new(4, TeamSystem::RoundRobin { double: false }),
    )
    .unwrap();
    catur::ops::pair_team_round(&mut t, "T12").unwrap();
    let sec = t.section("T12").unwrap();
    let header = catur::host::trf_export::trf_header(&t, sec);
    let text = catur::trf::from_section(sec, &header).to_string();
    assert!(
        text.lines().any(|l| l == "192 FIDE_TEAM_ROUNDROBIN"),
        "{text}"
    );
    // Five teams: one has the round off, which is no pairing-allocated bye.
    assert!(!text.lines().any(|l| l.starts_with("320")), "{text}");
}

/// Tester's report: importing a TRF26 file without tie-break records (no `202`, no
/// `212`) was refused with "'SUM1' is not a team tie-break": the section took no
/// individual tie-break, and the default team tie-breaks summed the first one.
#[test]
fn a_trf26_without_tie_break_records_imports() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("kuantan.catur");
    ok(&catur(&[
        "new",
        s(&file),
        "--name",
        "Kejohanan Catur MSSD Kuantan",
    ]));
    let trf = dir.path().join("open.trf");
    std::fs::write(
        &trf,
        "012 Terbuka Kuantan\n\
         042 2026/03/14\n\
         142 5\n\
         XXS W=1.0 D=0.5\n\
         001    1      Nur Aisyah binti Hassan           1500                             1.0    1     2 w 1\n\
         001    2      Tan Wei Ming                      1400                             0.0    2     1 b 0\n",
    )
    .expect("written");
    ok(&catur(&[
        "import",
        s(&file),
        "--trf",
        s(&trf),
        "--section",
        "T1",
    ]));
    let t = catur::store::load(&file).expect("loads");
    let section = t.section("T1").expect("imported");
    assert!(section.settings.tiebreaks.is_empty());
    assert_eq!(section.settings.team_tiebreaks.0, ["NEXT", "BEST"]);
    assert_eq!(section.rounds_paired(), 1);
}

/// Item 3 of issue 33: a board where the other team has no player is won by forfeit and
/// has no opponent; its player's block is `0000 - +` (the point counted, no game, no
/// colour), not a blank block that says the player took no part.
#[test]
fn trf26_empty_opponent_board_is_a_forfeit_win_without_opponent() {
    use catur::model::{GameResult, Outcome, PlayerId};
    use catur::ops;
    let mut t = team_section(3);
    let order = ops::team_order(t.section("T12").unwrap(), 4);
    // Every team but the first hands in three players: the team meeting the first has
    // an empty board 4 (the first team's board-4 player has no opponent).
    for team in order.iter().skip(1) {
        let s = t.section("T12").unwrap();
        let three: Vec<PlayerId> = s.team_members(*team).iter().take(3).map(|p| p.id).collect();
        ops::set_lineup(&mut t, "T12", 1, *team, three).unwrap();
    }
    ops::pair_team_round(&mut t, "T12").unwrap();
    let m = ops::round_matches(&t, "T12", 1)
        .iter()
        .find(|m| m.black.is_some() && (m.white == order[0] || m.black == Some(order[0])))
        .cloned()
        .expect("the first team has a match");
    assert_eq!(m.games(), 3);
    let boards = t.section("T12").unwrap().round(1).unwrap().boards.len();
    for k in 1..=boards {
        ops::set_result(&mut t, "T12", 1, k, Outcome::Played(GameResult::Draw)).unwrap();
    }
    let s = t.section("T12").unwrap();
    let full = if m.white == order[0] {
        &m.white_players
    } else {
        &m.black_players
    };
    let fourth = s.player(full[3]).unwrap().tpn;
    let header = catur::host::trf_export::trf_header(&t, s);
    let text = catur::trf::section_text(s, &header, catur::trf::Edition::Trf26).unwrap();
    let line = text
        .lines()
        .find(|l| l.starts_with("001") && l[4..8].trim() == fourth.to_string())
        .expect("the fourth board's player");
    assert_eq!(&line[91..99], "0000 - +", "{line}");
    // One forfeit point: the player's total says so.
    assert_eq!(line[80..84].trim(), "1.0", "{line}");
    let parsed = catur::trf::parse(&text).expect("reads");
    assert_eq!(parsed.to_string(), text);
}

/// A team-match section's reserve may be fielded in the round to pair: its block for that
/// round is left open, not `0000 - Z` (absent), so that a reader sees the team can play.
#[test]
fn trf26_team_reserve_is_not_written_absent_for_the_round_to_pair() {
    let t = team_section(3);
    let s = t.section("T12").unwrap();
    let reserve = s.players.iter().find(|p| p.reserve).expect("a reserve");
    let header = catur::host::trf_export::trf_header(&t, s);
    let text = catur::trf::section_text(s, &header, catur::trf::Edition::Trf26).unwrap();
    let line = text
        .lines()
        .find(|l| l.starts_with("001") && l[4..8].trim() == reserve.tpn.to_string())
        .expect("the reserve's line");
    assert!(!line.contains("0000 - Z"), "{line}");
}
