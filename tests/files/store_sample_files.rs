//! Files written by earlier versions of catur must keep opening. Each format version has
//! a sample file in `tests/data/`, written once by `write_sample_of_current_version` and
//! then never regenerated: the committed bytes are the reference. Its test checks the
//! facts it holds one by one (not equality with today's builder, which may grow with
//! the model), so it keeps passing through every later migration.

use crate::store_support;

use catur::model::*;
use catur::store::{self, FORMAT_VERSION, StoreError};
use std::path::{Path, PathBuf};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

fn id(n: u32) -> PlayerId {
    PlayerId(n)
}

#[test]
fn version_1_sample_still_loads_with_every_fact() {
    let path = data("store-v1.catur");
    let bytes = std::fs::read(&path).expect("the version 1 sample is committed");
    assert_eq!(&bytes[..5], b"CATUR");
    assert_eq!(
        u16::from_le_bytes([bytes[5], bytes[6]]),
        1,
        "the sample must stay version 1"
    );
    let t = store::load(&path).unwrap();

    assert_eq!(
        t.championship.name,
        "Kejohanan Catur dan Dam MSSD Kuantan 2026"
    );
    assert_eq!(t.championship.venue, "Dewan SMK Seri Indah, Kuantan");
    assert_eq!(t.championship.start, Some(Date::ymd(2026, 3, 14)));
    assert_eq!(
        t.championship.end,
        Some(Date {
            year: 2026,
            month: Some(3),
            day: None
        })
    );
    assert_eq!(t.championship.chief_arbiter, "Ahmad bin Ismail");
    assert_eq!(
        t.championship.deputy_arbiters,
        ["Nur Aisyah binti Hassan", "Tan Wei Ming"]
    );
    assert_eq!(t.championship.federation, "MAS");
    journal_facts(&t.journal);
    assert_eq!(t.sections.len(), 2);

    let s = t.section("L12").unwrap();
    assert_eq!(s.settings.name, "Lelaki Bawah 12 Tahun");
    assert_eq!(
        (
            s.settings.sport,
            s.settings.system,
            s.settings.rounds_planned
        ),
        (Sport::Chess, PairingSystem::SwissDutch, 7)
    );
    assert_eq!(s.settings.points, PointValues::chess());
    assert_eq!(s.settings.tiebreaks, ["BH-M1", "BH", "BH-C1", "PS", "SB"]);
    assert_eq!(s.settings.team_settings.counted, 3);
    assert_eq!(
        s.settings.local_rules,
        LocalRules {
            same_team_rounds: 3,
            top_seeds_apart: 4
        }
    );
    assert_eq!(s.settings.initial_order, InitialOrder::BoardValue);
    assert_eq!(s.settings.initial_colour, Some(Colour::White));
    assert!(!s.settings.accelerated);
    assert_eq!(s.settings.language, Language::Malay);
    assert_eq!(s.settings.lots_seed, Some(0x5eed_cafe_f00d));
    assert_eq!((s.next_player_id, s.next_team_id), (7, 3));
    assert_eq!(s.teams.len(), 2);
    assert_eq!(s.team(TeamId(2)).unwrap().name, "SJK(C) Chung Hwa");
    assert_eq!(s.team(TeamId(1)).unwrap().code, "SKSI");

    let a = s.player(id(1)).unwrap();
    assert_eq!(a.name, "Ahmad bin Ismail");
    assert_eq!(
        (a.tpn, a.sex, a.rating, a.title),
        (1, Some(Sex::Male), Some(1650), Some(Title::CM))
    );
    assert_eq!(a.birth, Some(Date::ymd(2014, 5, 11)));
    assert_eq!(a.federation, "PHG");
    assert_eq!(a.national_id.as_deref(), Some("140511-06-1234"));
    assert_eq!(a.fide_id, Some(5_712_345));
    assert_eq!(
        (a.team, a.board, a.reserve, a.entry_round),
        (Some(TeamId(1)), Some(1), false, 1)
    );
    assert_eq!(
        a.absences,
        [Absence {
            from: 6,
            until: None
        }]
    );
    assert_eq!(
        a.bye_requests,
        [ByeRequest {
            round: 5,
            kind: ByeKind::Half
        }]
    );
    let tan = s.player(id(2)).unwrap();
    assert_eq!(tan.birth, Some(Date::year(2015)));
    assert_eq!(
        tan.absences,
        [Absence {
            from: 3,
            until: Some(4)
        }]
    );
    let raj = s.player(id(3)).unwrap();
    assert_eq!(
        raj.bye_requests,
        [ByeRequest {
            round: 2,
            kind: ByeKind::Zero
        }]
    );
    assert_eq!(s.player(id(4)).unwrap().entry_round, 2);
    let hafiz = s.player(id(5)).unwrap();
    assert_eq!(
        (hafiz.sex, hafiz.rating, hafiz.title, hafiz.team),
        (None, None, None, None)
    );
    assert_eq!(
        hafiz.birth,
        Some(Date {
            year: 2014,
            month: Some(12),
            day: None
        })
    );
    let reserve = s.player(id(6)).unwrap();
    assert!(reserve.reserve);
    assert_eq!((reserve.tpn, reserve.board), (0, Some(5)));

    assert_eq!(s.forbidden.len(), 2);
    assert_eq!(s.forbidden[1].players, [id(2), id(4), id(6)]);
    assert_eq!(
        (s.forbidden[1].first_round, s.forbidden[1].last_round),
        (2, 3)
    );
    assert_eq!(
        s.substitutions,
        [Substitution {
            team: TeamId(2),
            from_round: 3,
            incoming: id(6),
            outgoing: id(2)
        }]
    );

    assert_eq!(s.rounds.len(), 5);
    let outcomes: Vec<Vec<(u32, u32, Outcome)>> = s
        .rounds
        .iter()
        .map(|r| {
            r.boards
                .iter()
                .map(|b| (b.white.0, b.black.0, b.outcome))
                .collect()
        })
        .collect();
    use GameResult::*;
    assert_eq!(
        outcomes,
        vec![
            vec![
                (1, 2, Outcome::Played(WhiteWins)),
                (5, 3, Outcome::Played(Draw))
            ],
            vec![
                (2, 5, Outcome::ShortGame(BlackWins)),
                (4, 1, Outcome::WhiteForfeitWin)
            ],
            vec![
                (1, 5, Outcome::BlackForfeitWin),
                (3, 4, Outcome::DoubleForfeit),
                (
                    6,
                    2,
                    Outcome::Adjusted {
                        white: Points(5),
                        black: Points(0),
                        played: true
                    }
                ),
            ],
            vec![
                (
                    5,
                    4,
                    Outcome::Adjusted {
                        white: Points(0),
                        black: Points(-10),
                        played: false
                    }
                ),
                (3, 6, Outcome::ShortGame(Draw)),
                (2, 1, Outcome::ShortGame(WhiteWins)),
            ],
            vec![(4, 3, Outcome::Played(BlackWins)), (6, 5, Outcome::Pending)],
        ]
    );
    assert!(s.rounds[1].boards[1].manual && !s.rounds[1].boards[0].manual);
    assert_eq!(
        s.rounds[0].unpaired,
        [Unpaired {
            player: id(4),
            kind: ByeKind::Absent
        }]
    );
    assert_eq!(
        s.rounds[1].unpaired,
        [Unpaired {
            player: id(3),
            kind: ByeKind::Zero
        }]
    );
    assert_eq!(s.rounds[4].pab(), Some(id(2)));
    assert_eq!(s.entry(id(1), 5), Some(RoundEntry::Bye(ByeKind::Half)));
    assert_eq!(s.rounds[3].state(), RoundState::ResultsComplete);
    assert_eq!(s.rounds[4].state(), RoundState::Paired);

    let d = t.section("P15 Dam").unwrap();
    assert_eq!(d.settings.sport, Sport::Draughts);
    assert_eq!(
        d.settings.system,
        PairingSystem::RoundRobin { double: true }
    );
    assert_eq!(d.settings.points.win, Points(20));
    assert_eq!(d.settings.points.full_bye, Points(15));
    assert_eq!(d.settings.tiebreaks, ["SB", "DE"]);
    assert_eq!(d.settings.initial_order, InitialOrder::Manual);
    assert_eq!(d.settings.initial_colour, None);
    assert!(d.settings.accelerated);
    assert_eq!(d.settings.language, Language::English);
    assert_eq!(d.settings.lots_seed, None);
    assert_eq!(d.player(id(1)).unwrap().title, Some(Title::WCM));
    assert_eq!(d.player(id(2)).unwrap().rating, Some(0));
    assert!(d.teams.is_empty() && d.forbidden.is_empty() && d.substitutions.is_empty());
    assert_eq!(
        d.rounds[0].unpaired,
        [Unpaired {
            player: id(3),
            kind: ByeKind::Full
        }]
    );
}

/// The version 1 journal: one entry per kind of change, the last four undone.
fn journal_facts(j: &Journal) {
    assert_eq!((j.entries.len(), j.cursor), (16, 12));
    assert_eq!(j.times()[0], 1_773_446_400);
    assert_eq!(j.times()[15], 1_773_446_400 + 3_032);
    let e = &j.entries;
    assert_eq!(e[0].deed, Deed::Words("maklumat kejohanan".into()));
    assert!(matches!(&e[0].changes[..],
        [Change::Championship { before, after }]
            if before.name == "Kejohanan Catur MSSD Kuantan" && after.chief_arbiter == "Ahmad bin Ismail"));
    assert_eq!(
        e[1].changes,
        [Change::SectionAdded {
            index: 0,
            stash: None
        }]
    );
    assert!(matches!(&e[2].changes[..],
        [Change::Settings { section: 0, before, after }]
            if before.rounds_planned == 6 && after.rounds_planned == 7 && after.lots_seed == Some(0x5eed_cafe_f00d)));
    assert_eq!(e[3].deed, Deed::Words("pasukan dan pemain".into()));
    assert!(matches!(&e[3].changes[..], [
        Change::TeamsAdded { section: 0, count: 2, stash: t },
        Change::PlayersAdded { section: 0, count: 6, stash: p },
        Change::Team { section: 0, before, after },
    ] if t.is_empty() && p.is_empty() && before.code == "CHWA" && before == after));
    assert!(matches!(&e[4].changes[..],
        [Change::Player { section: 0, before, after }]
            if before.rating == Some(1490) && after.rating == Some(1502) && after.name == "Tan Wei Ming"));
    assert_eq!(e[4].deed, Deed::Told);
    assert_eq!(
        e[5].changes,
        [Change::Tpns {
            section: 0,
            before: vec![2, 1, 3, 4, 5, 0],
            after: vec![1, 2, 3, 4, 5, 0]
        }]
    );
    assert!(matches!(&e[6].changes[..],
        [Change::Forbidden { section: 0, before, after }] if before.is_empty() && after.len() == 2));
    assert_eq!(
        e[7].changes,
        [Change::RoundAdded {
            section: 0,
            stash: None
        }]
    );
    // The compact form of a result: no description, one packed change.
    assert_eq!(e[8].deed, Deed::Told);
    let [Change::Result(packed)] = &e[8].changes[..] else {
        panic!("entry 9 is a packed result: {:?}", e[8]);
    };
    assert_eq!(
        packed.unpack(),
        Some((
            0,
            1,
            0,
            Outcome::Pending,
            Outcome::Played(GameResult::WhiteWins)
        ))
    );
    assert_eq!(
        e[9].changes,
        [Change::Outcome {
            section: 0,
            round: 3,
            board: 2,
            before: Outcome::Pending,
            after: Outcome::Adjusted {
                white: Points(5),
                black: Points(0),
                played: true
            },
        }]
    );
    assert_eq!(
        e[10].changes,
        [Change::SubstitutionAdded {
            section: 0,
            substitution: Substitution {
                team: TeamId(2),
                from_round: 3,
                incoming: id(6),
                outgoing: id(2)
            },
        }]
    );
    assert!(e[11].changes.is_empty());
    assert!(matches!(&e[12].changes[..],
        [Change::RoundAdded { section: 0, stash: Some(r) }] if r.number == 6 && r.boards.is_empty()));
    assert!(matches!(&e[13].changes[..],
        [Change::RoundRemoved { section: 0, stash: Some(r) }]
            if r.number == 5 && r.pab() == Some(id(2)) && r.boards[1].outcome == Outcome::Pending));
    assert!(matches!(&e[14].changes[..],
        [Change::PlayerRemoved { section: 0, index: 4, stash: Some(p) }] if p.name == "Muhammad Hafiz bin Rahman"));
    assert!(matches!(&e[15].changes[..], [
        Change::SectionAdded { index: 2, stash: Some(s) },
        Change::TeamsAdded { section: 2, count: 1, stash: t },
        Change::PlayersAdded { section: 2, count: 1, stash: p },
    ] if s.code == "L7" && s.settings.rounds_planned == 5 && t[0].code == "SKBU" && p[0].name == "Arjun a/l Suresh"));
}

/// What version 2 added arrives in a version 1 file as "nothing yet": no hand edits,
/// the plain printer.
#[test]
fn version_1_sample_upgrades_with_empty_version_2_fields() {
    let t = store::load(&data("store-v1.catur")).unwrap();
    assert_eq!(t.printer, PrinterSetup::default());
    for s in &t.sections {
        assert!(s.rounds.iter().all(|r| r.edits.is_empty()));
    }
    assert!(t.journal.entries.iter().all(|e| {
        e.changes
            .iter()
            .all(|c| !matches!(c, Change::Pairing { .. } | Change::Printer { .. }))
    }));
}

#[test]
fn version_2_sample_still_loads_with_every_fact() {
    let path = data("store-v2.catur");
    let bytes = std::fs::read(&path).expect("the version 2 sample is committed");
    assert_eq!(
        u16::from_le_bytes([bytes[5], bytes[6]]),
        2,
        "the sample must stay version 2"
    );
    let t = store::load(&path).unwrap();
    assert_eq!(
        t.championship.name,
        "Kejohanan Catur dan Dam MSSD Kuantan 2026"
    );
    assert_eq!(t.championship.chief_arbiter, "Ahmad bin Ismail");
    assert_eq!(
        t.printer,
        PrinterSetup {
            width: 136,
            charset: Charset::Cp850,
            escp: true,
            device: "LPT1".into()
        }
    );
    assert_eq!(t.sections.len(), 2);
    let s = t.section("L12").unwrap();
    assert_eq!(s.players.len(), 6);
    assert_eq!(s.rounds.len(), 5);
    assert_eq!(s.player(id(6)).unwrap().name, "Wong Kah Seng");
    assert_eq!(
        s.settings.local_rules,
        LocalRules {
            same_team_rounds: 3,
            top_seeds_apart: 4
        }
    );

    let edits = &s.rounds[1].edits;
    assert_eq!(edits.len(), 5);
    assert_eq!(edits[0].at, 1_773_450_000);
    assert_eq!(edits[0].edit, EditKind::Swap { a: id(1), b: id(5) });
    assert_eq!(edits[0].reason, "ibu bapa meminta");
    assert_eq!(edits[0].warnings.len(), 1);
    assert!(edits[0].warnings[0].starts_with("C1: Ahmad bin Ismail (1)"));
    assert_eq!(edits[1].edit, EditKind::Colours { board: 2 });
    assert!(edits[1].reason.is_empty() && edits[1].warnings.is_empty());
    assert_eq!(edits[2].edit, EditKind::Force { a: id(4), b: id(1) });
    assert_eq!(
        edits[3].edit,
        EditKind::Forbid {
            a: id(2),
            b: id(4),
            first: 2,
            last: 3
        }
    );
    assert_eq!(edits[4].edit, EditKind::Bye { player: id(3) });
    assert_eq!(edits[4].warnings, ["a", "b"]);
    assert!(
        s.rounds
            .iter()
            .enumerate()
            .all(|(k, r)| k == 1 || r.edits.is_empty())
    );
    assert!(s.rounds[1].boards[1].manual);

    let j = &t.journal;
    assert_eq!((j.entries.len(), j.cursor), (18, 12));
    assert!(matches!(&j.entries[16].changes[..],
        [Change::Pairing { section: 0, before, after }]
            if before.number == 2 && before.boards.is_empty() && after.edits.len() == 5));
    assert!(matches!(&j.entries[17].changes[..],
        [Change::Printer { before, after }]
            if *before == PrinterSetup::default() && after.width == 136));
    assert_eq!(j.entries[17].deed, Deed::Words("pencetak".into()));
}

/// Version 3 added the section's bye rules: older sections read with the defaults.
#[test]
fn version_2_sample_upgrades_with_default_bye_rules() {
    let t = store::load(&data("store-v2.catur")).unwrap();
    assert!(
        t.sections
            .iter()
            .all(|s| s.settings.byes == ByeRules::default())
    );
    assert_eq!(ByeRules::default().late_entry, LateEntryScore::Zero);
    assert_eq!(ByeRules::default().max_half_byes, None);
}

#[test]
fn version_3_sample_still_loads_with_every_fact() {
    let path = data("store-v3.catur");
    let bytes = std::fs::read(&path).expect("the version 3 sample is committed");
    assert_eq!(u16::from_le_bytes([bytes[5], bytes[6]]), 3);
    let t = store::load(&path).unwrap();
    let s = t.section("L12").unwrap();
    assert_eq!(
        s.settings.byes,
        ByeRules {
            max_half_byes: Some(2),
            none_in_last: 1,
            late_entry: LateEntryScore::HalfBye,
        }
    );
    assert_eq!(s.players.len(), 6);
    assert_eq!(s.rounds.len(), 5);
    assert_eq!(t.journal.entries.len(), 18);
}

/// Version 4 added the team tie-breaks: older sections read with `SUM1 NEXT BEST`.
#[test]
fn version_3_sample_upgrades_with_default_team_tiebreaks() {
    let t = store::load(&data("store-v3.catur")).unwrap();
    assert!(
        t.sections
            .iter()
            .all(|s| s.settings.team_tiebreaks == TeamTiebreaks::default())
    );
    assert_eq!(TeamTiebreaks::default().0, ["SUM1", "NEXT", "BEST"]);
    // The bye rules of version 3 come through unchanged.
    assert_eq!(
        t.section("L12").unwrap().settings.byes.max_half_byes,
        Some(2)
    );
}

#[test]
fn version_4_sample_still_loads_with_every_fact() {
    let path = data("store-v4.catur");
    let bytes = std::fs::read(&path).expect("the version 4 sample is committed");
    assert_eq!(u16::from_le_bytes([bytes[5], bytes[6]]), 4);
    let t = store::load(&path).unwrap();
    let s = t.section("L12").unwrap();
    assert_eq!(s.settings.team_tiebreaks.0, ["SUM2", "BEST", "NEXT"]);
    assert_eq!(s.settings.byes.none_in_last, 1);
    assert_eq!(s.players.len(), 6);
    assert_eq!(s.rounds.len(), 5);
    assert_eq!(t.journal.entries.len(), 18);
}

/// Version 5 added the team matches: every section of a version 4 file is individual.
#[test]
fn version_4_sample_upgrades_with_no_team_matches() {
    let t = store::load(&data("store-v4.catur")).unwrap();
    assert!(t.sections.iter().all(|s| s.team_match.is_none()));
    // Everything else of version 4 comes through unchanged.
    assert_eq!(
        t.section("L12").unwrap().settings.team_tiebreaks.0,
        ["SUM2", "BEST", "NEXT"]
    );
    assert_eq!(t.journal.entries.len(), 18);
}

#[test]
fn version_5_sample_still_loads_with_every_fact() {
    let path = data("store-v5.catur");
    let bytes = std::fs::read(&path).expect("the version 5 sample is committed");
    assert_eq!(u16::from_le_bytes([bytes[5], bytes[6]]), 5);
    let t = store::load(&path).unwrap();
    let s = t.section("L12").unwrap();
    let tm = s
        .team_match
        .as_deref()
        .expect("L12 is played as team matches");
    assert_eq!(tm.settings.boards, 2);
    assert_eq!(tm.settings.system, TeamSystem::RoundRobin { double: true });
    assert_eq!(tm.settings.ranking, TeamRanking::GamePoints);
    assert_eq!(tm.settings.substitutions_until, Some(0));
    assert_eq!(tm.settings.board_prize_min_games, 3);
    assert_eq!(tm.settings.match_points.bye, Points(5));
    assert_eq!(tm.settings.match_points.win, Points::whole(2));
    assert_eq!(tm.lineups.len(), 1);
    assert_eq!(tm.lineups[0].players, [id(4), id(6)]);
    let m = &tm.rounds[0].matches;
    assert_eq!(m.len(), 2);
    assert_eq!((m[0].white, m[0].black), (TeamId(1), Some(TeamId(2))));
    assert_eq!(m[0].black_players, [id(2)]);
    assert_eq!((m[1].black, m[1].first_board), (None, 1));
    assert!(t.section("P15 Dam").unwrap().team_match.is_none());
    assert_eq!(s.settings.team_tiebreaks.0, ["SUM2", "BEST", "NEXT"]);
    let j = &t.journal;
    assert_eq!(j.entries.len(), 19);
    assert!(matches!(&j.entries[18].changes[..],
        [Change::TeamMatch { section: 0, before: None, after: Some(a) }] if a.settings.boards == 2));
}

/// Version 6 added the team Swiss's colour preferences: a version 5 team-match section
/// keeps Type A, the only kind paired before.
#[test]
fn version_5_sample_upgrades_with_type_a_colour_preferences() {
    let t = store::load(&data("store-v5.catur")).unwrap();
    let tm = t.section("L12").unwrap().team_match.as_deref().unwrap();
    assert_eq!(tm.settings.colour_preferences, ColourPreferences::TypeA);
    assert_eq!(tm.settings.boards, 2);
    // The team-match change of the journal comes through with the same default.
    assert!(matches!(&t.journal.entries[18].changes[..],
        [Change::TeamMatch { after: Some(a), .. }]
            if a.settings.colour_preferences == ColourPreferences::TypeA));
}

#[test]
fn version_6_sample_still_loads_with_every_fact() {
    let path = data("store-v6.catur");
    let bytes = std::fs::read(&path).expect("the version 6 sample is committed");
    assert_eq!(u16::from_le_bytes([bytes[5], bytes[6]]), 6);
    let t = store::load(&path).unwrap();
    let s = t.section("L12").unwrap();
    let tm = s
        .team_match
        .as_deref()
        .expect("L12 is played as team matches");
    assert_eq!(tm.settings.colour_preferences, ColourPreferences::TypeB);
    assert_eq!(tm.settings.boards, 2);
    assert_eq!(tm.settings.system, TeamSystem::RoundRobin { double: true });
    assert_eq!(tm.settings.substitutions_until, Some(0));
    assert_eq!(tm.settings.board_prize_min_games, 3);
    assert_eq!(tm.lineups.len(), 1);
    assert_eq!(tm.rounds[0].matches.len(), 2);
    assert!(t.section("P15 Dam").unwrap().team_match.is_none());
    let j = &t.journal;
    assert_eq!(j.entries.len(), 19);
    assert!(matches!(&j.entries[18].changes[..],
        [Change::TeamMatch { section: 0, before: None, after: Some(a) }]
            if a.settings.colour_preferences == ColourPreferences::TypeB));
}

/// Version 7 added the filler mark, the prize list and the medal points: a version 6
/// file has no filler, no prizes or qualifiers, and no medal points (the school table
/// ranks as before), in the section, the players and the journal's copies alike.
#[test]
fn version_6_sample_upgrades_with_no_filler_no_prizes_no_medal_points() {
    let t = store::load(&data("store-v6.catur")).unwrap();
    assert_eq!(t.championship.medal_points, None);
    for s in &t.sections {
        assert_eq!(s.settings.prizes, PrizeRules::default());
        assert!(s.players.iter().all(|p| !p.filler));
    }
    assert_eq!(t.section("L12").unwrap().players.len(), 6);
    let stashed: Vec<&Player> = t
        .journal
        .entries
        .iter()
        .flat_map(|e| &e.changes)
        .flat_map(|c| match c {
            Change::PlayersAdded { stash, .. } => stash.iter().collect(),
            Change::Player { before, after, .. } => vec![&**before, &**after],
            _ => Vec::new(),
        })
        .collect();
    assert!(!stashed.is_empty());
    assert!(stashed.iter().all(|p| !p.filler));
}

#[test]
fn version_7_sample_still_loads_with_every_fact() {
    let path = data("store-v7.catur");
    let bytes = std::fs::read(&path).expect("the version 7 sample is committed");
    assert_eq!(u16::from_le_bytes([bytes[5], bytes[6]]), 7);
    let t = store::load(&path).unwrap();
    assert_eq!(
        t.championship.medal_points,
        Some(MedalPoints {
            individual: [5, 3, 1],
            team: [10, 6, 2]
        })
    );
    let s = t.section("L12").unwrap();
    let fillers: Vec<&str> = s
        .players
        .iter()
        .filter(|p| p.filler)
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(fillers, ["Muhammad Hafiz bin Rahman"]);
    let rules = &s.settings.prizes;
    assert!(rules.several_per_player);
    let filters: Vec<&PrizeFilter> = rules.prizes.iter().map(|p| &p.filter).collect();
    assert_eq!(
        filters,
        [
            &PrizeFilter::Overall,
            &PrizeFilter::Sex(Sex::Female),
            &PrizeFilter::BornFrom(Date::ymd(2015, 1, 1)),
            &PrizeFilter::Team(TeamId(1)),
            &PrizeFilter::Unrated,
            &PrizeFilter::Rating {
                min: 1400,
                max: 1599
            },
        ]
    );
    assert_eq!(rules.prizes[0].amount, "RM 300");
    assert_eq!(rules.prizes[0].places, 3);
    assert_eq!(rules.qualifiers.len(), 1);
    assert_eq!(rules.qualifiers[0].places, 4);
    assert!(
        t.section("P15 Dam")
            .unwrap()
            .settings
            .prizes
            .prizes
            .is_empty()
    );
}

/// Version 8 added the round times: a version 7 file has none, in the sections and in
/// the journal's copies of their settings alike.
#[test]
fn version_7_sample_upgrades_with_no_round_times() {
    let t = store::load(&data("store-v7.catur")).unwrap();
    assert!(t.sections.iter().all(|s| s.settings.schedule.is_empty()));
    let settings: Vec<&SectionSettings> = t
        .journal
        .entries
        .iter()
        .flat_map(|e| &e.changes)
        .flat_map(|c| match c {
            Change::Settings { before, after, .. } => vec![&**before, &**after],
            _ => Vec::new(),
        })
        .collect();
    assert!(!settings.is_empty());
    assert!(settings.iter().all(|s| s.schedule.is_empty()));
    // Everything version 7 held is still there.
    assert_eq!(
        t.section("L12").unwrap().settings.prizes.qualifiers.len(),
        1
    );
}

#[test]
fn version_8_sample_still_loads_with_every_fact() {
    let path = data("store-v8.catur");
    let bytes = std::fs::read(&path).expect("the version 8 sample is committed");
    assert_eq!(u16::from_le_bytes([bytes[5], bytes[6]]), 8);
    let t = store::load(&path).unwrap();
    let s = &t.section("L12").unwrap().settings.schedule;
    assert_eq!(
        s.to_string(),
        "1=2026-03-14 08:30, 2=2026-03-14 14:30, 4=2026-03-15"
    );
    assert!(t.section("P15 Dam").unwrap().settings.schedule.is_empty());
}

/// Version 9 added the results address and the site folder: a version 8 file has
/// neither, in the championship and in the journal's copies of it alike.
#[test]
fn version_8_sample_upgrades_with_no_address_and_no_site() {
    let t = store::load(&data("store-v8.catur")).unwrap();
    assert_eq!(t.championship.results_address, None);
    assert_eq!(t.championship.site_folder, None);
    let copies: Vec<&catur::model::Championship> = t
        .journal
        .entries
        .iter()
        .flat_map(|e| &e.changes)
        .flat_map(|c| match c {
            Change::Championship { before, after } => vec![&**before, &**after],
            _ => Vec::new(),
        })
        .collect();
    assert!(!copies.is_empty());
    assert!(
        copies
            .iter()
            .all(|c| c.results_address.is_none() && c.site_folder.is_none())
    );
    assert_eq!(t.championship.federation, "MAS");
}

#[test]
fn version_9_sample_still_loads_with_every_fact() {
    let path = data("store-v9.catur");
    let bytes = std::fs::read(&path).expect("the version 9 sample is committed");
    assert_eq!(u16::from_le_bytes([bytes[5], bytes[6]]), 9);
    let t = store::load(&path).unwrap();
    assert_eq!(
        t.championship.results_address.as_deref(),
        Some("http://192.168.1.10:8080/")
    );
    assert_eq!(t.championship.site_folder.as_deref(), Some("E:\\keputusan"));
    let journalled = t.journal.entries.iter().flat_map(|e| &e.changes).any(|c| {
        matches!(c, Change::Championship { after, .. }
            if after.site_folder.as_deref() == Some("E:\\keputusan"))
    });
    assert!(journalled);
}

/// Version 10 added the roll-call rule: a version 9 file gives the zero-point bye (what
/// the roll call always gave), in the sections and in the journal's copies of their
/// settings alike.
#[test]
fn version_9_sample_upgrades_with_the_bye_roll_call() {
    let t = store::load(&data("store-v9.catur")).unwrap();
    assert!(
        t.sections
            .iter()
            .all(|s| s.settings.roll_call == RollCallRule::ZeroBye)
    );
    let settings: Vec<&SectionSettings> = t
        .journal
        .entries
        .iter()
        .flat_map(|e| &e.changes)
        .flat_map(|c| match c {
            Change::Settings { before, after, .. } => vec![&**before, &**after],
            _ => Vec::new(),
        })
        .collect();
    assert!(!settings.is_empty());
    assert!(
        settings
            .iter()
            .all(|s| s.roll_call == RollCallRule::ZeroBye)
    );
    // Everything version 9 held is still there.
    assert_eq!(
        t.section("L12").unwrap().settings.schedule.to_string(),
        "1=2026-03-14 08:30, 2=2026-03-14 14:30, 4=2026-03-15"
    );
    assert_eq!(t.championship.site_folder.as_deref(), Some("E:\\keputusan"));
}

#[test]
fn version_10_sample_still_loads_with_every_fact() {
    let path = data("store-v10.catur");
    let bytes = std::fs::read(&path).expect("the version 10 sample is committed");
    assert_eq!(u16::from_le_bytes([bytes[5], bytes[6]]), 10);
    let t = store::load(&path).unwrap();
    let rule = |code| t.section(code).unwrap().settings.roll_call;
    assert_eq!(rule("L12"), RollCallRule::Withdraw);
    assert_eq!(rule("P15 Dam"), RollCallRule::ZeroBye);
    let journalled = t.journal.entries.iter().flat_map(|e| &e.changes).any(|c| {
        matches!(c, Change::Settings { after, .. } if after.roll_call == RollCallRule::Withdraw)
    });
    assert!(journalled);
}

/// Version 11 keeps what an entry did as facts: the sentences of a version 10 file come
/// through as they were stored (results told from their change, as before), and the
/// history says them unchanged.
#[test]
fn version_10_sample_upgrades_with_its_sentences_kept() {
    let t = store::load(&data("store-v10.catur")).unwrap();
    let e = &t.journal.entries;
    assert_eq!(e[0].deed, Deed::Words("maklumat kejohanan".into()));
    assert!(
        e.iter()
            .any(|x| x.deed == Deed::Told && x.changes.len() == 1)
    );
    assert!(
        e.iter()
            .all(|x| matches!(x.deed, Deed::Told | Deed::Words(_)))
    );
    assert_eq!(catur::ops::description(&t, 0), "maklumat kejohanan");
    // In Malay, an old sentence is named from what its changes did.
    assert_eq!(
        catur::ops::said(&t, 0, Language::Malay),
        "butiran kejohanan"
    );
}

#[test]
fn version_11_sample_still_loads_with_every_fact() {
    let path = data("store-v11.catur");
    let bytes = std::fs::read(&path).expect("the version 11 sample is committed");
    assert_eq!(u16::from_le_bytes([bytes[5], bytes[6]]), 11);
    let t = store::load(&path).unwrap();
    let n = t.journal.entries.len();
    let said = |i: usize, lang| catur::ops::said(&t, i, lang);
    assert_eq!(
        said(n - 2, Language::English),
        "L12 round 2: swap Tan Wei Ming and Priya a/p Raman (salah papan) [forced: C3: same team]"
    );
    assert_eq!(
        said(n - 1, Language::Malay),
        "L12: Nur Aisyah binti Hassan tarik diri mulai pusingan 3, kembali pada pusingan 5"
    );
    assert_eq!(
        t.journal.entries[0].deed,
        Deed::Words("maklumat kejohanan".into())
    );
}

#[test]
fn a_sample_file_is_never_saved_over_by_loading() {
    let path = data("store-v1.catur");
    let before = std::fs::read(&path).unwrap();
    store::load(&path).unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

/// Writes the sample of the current format version, once: run it by hand after bumping
/// `FORMAT_VERSION` (`CATUR_WRITE_STORE_SAMPLE=1 cargo test --test files
/// store_sample_files -- --ignored`), commit the file, and add a test of its facts like the one above. It
/// refuses to replace a sample that exists, because the committed file is the reference.
#[test]
#[ignore = "writes tests/data/store-vN.catur; run by hand once per format version"]
fn write_sample_of_current_version() -> Result<(), StoreError> {
    if std::env::var_os("CATUR_WRITE_STORE_SAMPLE").is_none() {
        eprintln!("set CATUR_WRITE_STORE_SAMPLE=1 to write the sample");
        return Ok(());
    }
    let path = data(&format!("store-v{FORMAT_VERSION}.catur"));
    assert!(
        !path.exists(),
        "{} exists; samples are never regenerated",
        path.display()
    );
    std::fs::create_dir_all(data("")).unwrap();
    std::fs::write(&path, store::encode(&store_support::rich_tournament())).unwrap();
    assert_eq!(store::load(&path)?, store_support::rich_tournament());
    Ok(())
}
