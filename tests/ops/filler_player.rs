//! The filler player (pemain penggenap, MSSM 4.2.2; Johor 4.2.2b; Pahang 4.1.5): seven
//! players of two schools and the host school's filler make eight (four a school), so
//! every round is paired with no bye and the filler on a board; he wins every game, and still takes no prize,
//! no medal, no place among the qualifiers and no share of his school's team total.

use catur::model::*;
use catur::ops::{self, PlayerFields};
use catur::standings::prizes::{award_prizes, qualifiers};
use catur::standings::{TeamTieBreak, school_table, section_standings, team_standings};

const FILLER: &str = "Wong Kah Seng";

fn championship() -> Tournament {
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    ops::create_section(&mut t, "L12", "Lelaki Bawah 12 Tahun", 3, Sport::Chess).unwrap();
    let sksi = ops::add_team(&mut t, "L12", "SK Seri Indah", Some("SKSI")).unwrap();
    let sktm = ops::add_team(&mut t, "L12", "SK Taman Melati", Some("SKTM")).unwrap();
    let names = [
        ("Ahmad bin Ismail", sksi),
        ("Tan Wei Ming", sktm),
        ("Rajesh a/l Kumar", sksi),
        ("Lim Jia Hao", sktm),
        ("Muhammad Hafiz bin Rahman", sksi),
        ("Chong Wei Jie", sktm),
        ("Arif bin Zulkifli", sktm),
    ];
    for (name, team) in names {
        let mut f = PlayerFields::named(name);
        f.team = Some(team);
        ops::add_player(&mut t, "L12", f).unwrap();
    }
    // The host school's filler.
    let mut f = PlayerFields::named(FILLER);
    f.team = Some(sksi);
    f.filler = true;
    ops::add_player(&mut t, "L12", f).unwrap();
    t.championship.medal_points = Some(MedalPoints::MSSM);
    let mut settings = t.section("L12").unwrap().settings.clone();
    settings.prizes.prizes = vec![Prize {
        label: "Johan".into(),
        amount: "RM 300".into(),
        places: 3,
        filter: PrizeFilter::Overall,
    }];
    settings.prizes.qualifiers = vec![Prize {
        label: "MSSN".into(),
        amount: String::new(),
        places: 2,
        filter: PrizeFilter::Overall,
    }];
    settings.team_settings.counted = 2;
    ops::edit_section(&mut t, "L12", settings).unwrap();
    ops::assign_tpns(&mut t, "L12").unwrap();
    t
}

fn filler_id(t: &Tournament) -> PlayerId {
    t.section("L12")
        .unwrap()
        .players
        .iter()
        .find(|p| p.name == FILLER)
        .unwrap()
        .id
}

/// Plays the section: the filler wins every game, on every other board White wins.
fn play_out(t: &mut Tournament) {
    let filler = filler_id(t);
    for _ in 0..3 {
        let round = ops::pair_next_round(t, "L12").unwrap();
        let r = t.section("L12").unwrap().round(round).unwrap().clone();
        assert!(
            r.unpaired.is_empty(),
            "round {round}: nobody without a board"
        );
        assert!(
            r.boards
                .iter()
                .any(|b| b.white == filler || b.black == filler),
            "round {round}: the filler is paired"
        );
        for (k, b) in r.boards.iter().enumerate() {
            let o = if b.black == filler {
                GameResult::BlackWins
            } else {
                GameResult::WhiteWins
            };
            ops::set_result(t, "L12", round, k + 1, Outcome::Played(o)).unwrap();
        }
    }
}

#[test]
fn the_filler_is_paired_every_round_and_wins_nothing() {
    let mut t = championship();
    play_out(&mut t);
    let filler = filler_id(&t);
    let s = t.section("L12").unwrap();
    let st = section_standings(s, None).unwrap();
    // He heads the standings on 3 points...
    assert_eq!(st.rows[0].player, filler);
    assert_eq!(st.rows[0].points, Points::whole(3));
    // ...and is on no prize line, no qualifier line,
    for line in award_prizes(s, &st).iter().chain(&qualifiers(s, &st)) {
        assert!(line.winners.iter().all(|w| w.player != filler));
        assert_eq!(line.winners.len(), line.prize.places as usize);
    }
    // not in his school's team total,
    let ts = team_standings(s, &st, &TeamTieBreak::of_section(s));
    for row in &ts.rows {
        assert!(row.members.iter().all(|m| m.player != filler));
    }
    // and the individual gold goes to the best of the others.
    let table = school_table(&t, None).unwrap();
    let golds: u32 = table.rows.iter().map(|r| r.individual_medals[0]).sum();
    assert_eq!(golds, 1);
    let best_other = st.rows[1].player;
    let school_of_best = s
        .player(best_other)
        .and_then(|p| p.team)
        .and_then(|id| s.team(id))
        .map(|x| x.name.clone())
        .unwrap();
    let gold_school = table
        .rows
        .iter()
        .find(|r| r.individual_medals[0] == 1)
        .unwrap();
    assert_eq!(gold_school.name, school_of_best);
}

/// The filler is kept across saving (the mark is in the file) and on the printed lists.
#[test]
fn the_filler_is_marked_on_the_printed_lists() {
    let mut t = championship();
    play_out(&mut t);
    let bytes = catur::store::encode(&t);
    let back = catur::store::decode(&bytes).unwrap();
    assert_eq!(back, t);
    for kind in [
        catur::report::ReportKind::Standings,
        catur::report::ReportKind::Players,
        catur::report::ReportKind::Prizes,
    ] {
        let req = catur::report::Request {
            kind,
            section: "L12",
            round: None,
            printed_at: "x".into(),
            wide: false,
            zone: jiff::tz::TimeZone::UTC,
        };
        let doc = catur::report::build(&t, &req).unwrap();
        let mut out = Vec::new();
        catur::report::render(&doc, &catur::report::Profile::plain80(), &mut out).unwrap();
        let text = String::from_utf8_lossy(&out);
        assert!(text.contains("(P)"), "{kind}: {text}");
        assert!(text.contains("pemain penggenap"), "{kind}: {text}");
    }
}
