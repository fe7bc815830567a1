//! A championship that uses every kind of value the model can hold, shared by the store
//! tests (and used once per format version to write the sample file in `tests/data/`).
#![allow(dead_code)]

use catur::model::*;

/// Two sections (Swiss chess with teams, double round-robin draughts), every outcome
/// and bye kind, players with and without every optional field, a reserve substituted
/// in, forbidden pairs, hand edits of a round, a printer, and a journal with undone
/// entries.
pub fn rich_tournament() -> Tournament {
    let mut t = Tournament::new("Kejohanan Catur dan Dam MSSD Kuantan 2026");
    t.championship.venue = "Dewan SMK Seri Indah, Kuantan".into();
    t.championship.start = Some(Date::ymd(2026, 3, 14));
    t.championship.end = Some(Date {
        year: 2026,
        month: Some(3),
        day: None,
    });
    t.championship.chief_arbiter = "Ahmad bin Ismail".into();
    t.championship.deputy_arbiters = vec!["Nur Aisyah binti Hassan".into(), "Tan Wei Ming".into()];
    t.championship.federation = "MAS".into();
    t.championship.medal_points = Some(MedalPoints {
        individual: [5, 3, 1],
        team: [10, 6, 2],
    });
    t.championship.results_address = Some("http://192.168.1.10:8080/".into());
    t.championship.site_folder = Some("E:\\keputusan".into());
    t.sections.push(chess_section());
    t.sections.push(draughts_section());
    t.printer = PrinterSetup {
        width: 136,
        charset: Charset::Cp850,
        escp: true,
        device: "LPT1".into(),
    };
    t.sections[0].team_match = Some(Box::new(team_match()));
    t.journal = journal(&t);
    t.journal.entries.push(entry(
        23,
        "L12: pasukan",
        vec![Change::TeamMatch {
            section: 0,
            before: None,
            after: t.sections[0].team_match.clone(),
        }],
    ));
    // Format version 11: what an entry did, kept as facts.
    t.journal.entries.push(JournalEntry {
        after_previous: 31,
        deed: Deed::PairingEdited {
            section: "L12".into(),
            round: 2,
            edit: HandEdit::Swap("Tan Wei Ming".into(), "Priya a/p Raman".into()),
            reason: "salah papan".into(),
            forced: vec!["C3: same team".into()],
        },
        changes: Vec::new(),
    });
    t.journal.entries.push(JournalEntry {
        after_previous: 7,
        deed: Deed::Withdrawn {
            section: "L12".into(),
            name: "Nur Aisyah binti Hassan".into(),
            from: 3,
            back: Some(5),
            reserve: false,
        },
        changes: Vec::new(),
    });
    t
}

/// Team-match data of format version 5: a double team round robin on two boards ranked
/// by game points, the Johor substitution rule, a line-up handed in and one round of
/// matches with a short line-up and a bye (the file format does not check them against
/// the section; the operations do).
fn team_match() -> TeamMatchSection {
    let mut settings = TeamMatchSettings::new(2, TeamSystem::RoundRobin { double: true });
    settings.ranking = TeamRanking::GamePoints;
    settings.substitutions_until = Some(0);
    settings.board_prize_min_games = 3;
    settings.match_points.bye = Points(5);
    settings.colour_preferences = ColourPreferences::TypeB;
    TeamMatchSection {
        settings,
        lineups: vec![LineUp {
            round: 2,
            team: TeamId(2),
            players: vec![PlayerId(4), PlayerId(6)],
        }],
        rounds: vec![TeamRound {
            matches: vec![
                TeamMatch {
                    white: TeamId(1),
                    black: Some(TeamId(2)),
                    white_players: vec![PlayerId(1), PlayerId(3)],
                    black_players: vec![PlayerId(2)],
                    first_board: 0,
                },
                TeamMatch {
                    white: TeamId(3),
                    black: None,
                    white_players: vec![PlayerId(5)],
                    black_players: Vec::new(),
                    first_board: 1,
                },
            ],
        }],
    }
}

fn entry(after_previous: u64, description: &str, changes: Vec<Change>) -> JournalEntry {
    JournalEntry {
        after_previous,
        deed: match description {
            "" => Deed::Told,
            words => Deed::Words(words.into()),
        },
        changes,
    }
}

/// One entry per kind of change, some of them undone; one result entry in the compact
/// form (no description, one change). The changes need not replay onto the tournament:
/// the store keeps them as they are.
fn journal(t: &Tournament) -> Journal {
    let l12 = &t.sections[0];
    let mut renamed = t.championship.clone();
    renamed.name = "Kejohanan Catur MSSD Kuantan".into();
    let mut settings = l12.settings.clone();
    settings.rounds_planned = 6;
    let mut moved = l12.players[1].clone();
    moved.rating = Some(1490);
    let result = PackedResult::pack(
        0,
        1,
        0,
        Outcome::Pending,
        Outcome::Played(GameResult::WhiteWins),
    );
    let entries = vec![
        entry(
            1_773_446_400,
            "maklumat kejohanan",
            vec![Change::Championship {
                before: Box::new(renamed),
                after: Box::new(t.championship.clone()),
            }],
        ),
        entry(
            60,
            "bahagian L12",
            vec![Change::SectionAdded {
                index: 0,
                stash: None,
            }],
        ),
        entry(
            5,
            "tetapan L12",
            vec![Change::Settings {
                section: 0,
                before: Box::new(settings),
                after: Box::new(l12.settings.clone()),
            }],
        ),
        entry(
            120,
            "pasukan dan pemain",
            vec![
                Change::TeamsAdded {
                    section: 0,
                    count: 2,
                    stash: Vec::new(),
                },
                Change::PlayersAdded {
                    section: 0,
                    count: 6,
                    stash: Vec::new(),
                },
                Change::Team {
                    section: 0,
                    before: l12.teams[1].clone(),
                    after: l12.teams[1].clone(),
                },
            ],
        ),
        entry(
            30,
            "",
            vec![Change::Player {
                section: 0,
                before: Box::new(moved),
                after: Box::new(l12.players[1].clone()),
            }],
        ),
        entry(
            10,
            "nombor pasangan",
            vec![Change::Tpns {
                section: 0,
                before: vec![2, 1, 3, 4, 5, 0],
                after: vec![1, 2, 3, 4, 5, 0],
            }],
        ),
        entry(
            15,
            "larangan",
            vec![Change::Forbidden {
                section: 0,
                before: Vec::new(),
                after: l12.forbidden.clone(),
            }],
        ),
        entry(
            600,
            "pusingan 1 dipasangkan",
            vec![Change::RoundAdded {
                section: 0,
                stash: None,
            }],
        ),
        entry(1800, "", result.map(Change::Result).into_iter().collect()),
        entry(
            40,
            "keputusan pengadil",
            vec![Change::Outcome {
                section: 0,
                round: 3,
                board: 2,
                before: Outcome::Pending,
                after: Outcome::Adjusted {
                    white: Points(5),
                    black: Points(0),
                    played: true,
                },
            }],
        ),
        entry(
            300,
            "pemain simpanan masuk",
            vec![Change::SubstitutionAdded {
                section: 0,
                substitution: l12.substitutions[0],
            }],
        ),
        entry(5, "", Vec::new()),
        // Undone: kept for redo, with what they removed in their stash.
        entry(
            20,
            "pusingan 6 dipasangkan",
            vec![Change::RoundAdded {
                section: 0,
                stash: Some(Box::new(Round::new(6))),
            }],
        ),
        entry(
            7,
            "pusingan 5 dibatalkan",
            vec![Change::RoundRemoved {
                section: 0,
                stash: Some(Box::new(l12.rounds[4].clone())),
            }],
        ),
        entry(
            9,
            "keluarkan pemain",
            vec![Change::PlayerRemoved {
                section: 0,
                index: 4,
                stash: Some(Box::new(l12.players[4].clone())),
            }],
        ),
        entry(
            11,
            "bahagian baru dibatalkan",
            vec![
                Change::SectionAdded {
                    index: 2,
                    stash: Some(Box::new(Section::new("L7", "Lelaki Bawah 7", 5))),
                },
                Change::TeamsAdded {
                    section: 2,
                    count: 1,
                    stash: vec![Team {
                        id: TeamId(1),
                        name: "SK Bukit Ubi".into(),
                        code: "SKBU".into(),
                    }],
                },
                Change::PlayersAdded {
                    section: 2,
                    count: 1,
                    stash: vec![player(1, 1, "Arjun a/l Suresh")],
                },
            ],
        ),
        // Format version 2: a hand edit of a round and the printer setup.
        entry(
            13,
            "L12 pusingan 2: tukar",
            vec![Change::Pairing {
                section: 0,
                before: Box::new(Round::new(2)),
                after: Box::new(l12.rounds[1].clone()),
            }],
        ),
        entry(
            17,
            "pencetak",
            vec![Change::Printer {
                before: PrinterSetup::default(),
                after: t.printer.clone(),
            }],
        ),
    ];
    Journal {
        cursor: 12,
        entries,
    }
}

fn player(id: u32, tpn: Tpn, name: &str) -> Player {
    let mut p = Player::new(PlayerId(id), name);
    p.tpn = tpn;
    p
}

fn board(white: u32, black: u32, outcome: Outcome) -> Board {
    Board::new(PlayerId(white), PlayerId(black), outcome)
}

fn chess_section() -> Section {
    let mut s = Section::new("L12", "Lelaki Bawah 12 Tahun", 7);
    s.settings.initial_colour = Some(Colour::White);
    s.settings.lots_seed = Some(0x5eed_cafe_f00d);
    s.settings.tiebreaks = ["BH-M1", "BH", "BH-C1", "PS", "SB"]
        .map(String::from)
        .to_vec();
    s.settings.team_settings = TeamSettings { counted: 3 };
    s.settings.local_rules = LocalRules {
        same_team_rounds: 3,
        top_seeds_apart: 4,
    };
    s.settings.byes = ByeRules {
        max_half_byes: Some(2),
        none_in_last: 1,
        late_entry: LateEntryScore::HalfBye,
    };
    s.settings.team_tiebreaks = TeamTiebreaks(["SUM2", "BEST", "NEXT"].map(String::from).to_vec());
    s.settings.prizes = PrizeRules {
        prizes: vec![
            Prize {
                label: "Johan".into(),
                amount: "RM 300".into(),
                places: 3,
                filter: PrizeFilter::Overall,
            },
            Prize {
                label: "Pemain perempuan terbaik".into(),
                amount: String::new(),
                places: 1,
                filter: PrizeFilter::Sex(Sex::Female),
            },
            Prize {
                label: "Bawah 11".into(),
                amount: "RM 50".into(),
                places: 2,
                filter: PrizeFilter::BornFrom(Date::ymd(2015, 1, 1)),
            },
            Prize {
                label: "SKSI".into(),
                amount: String::new(),
                places: 1,
                filter: PrizeFilter::Team(TeamId(1)),
            },
            Prize {
                label: "Tiada rating".into(),
                amount: String::new(),
                places: 1,
                filter: PrizeFilter::Unrated,
            },
            Prize {
                label: "1400-1599".into(),
                amount: String::new(),
                places: 1,
                filter: PrizeFilter::Rating {
                    min: 1400,
                    max: 1599,
                },
            },
        ],
        several_per_player: true,
        qualifiers: vec![Prize {
            label: "MSSN".into(),
            amount: String::new(),
            places: 4,
            filter: PrizeFilter::Overall,
        }],
    };
    s.settings.schedule = Schedule(vec![
        RoundTime {
            round: 1,
            date: Date::ymd(2026, 3, 14),
            time: Some(ClockTime {
                hour: 8,
                minute: 30,
            }),
        },
        RoundTime {
            round: 2,
            date: Date::ymd(2026, 3, 14),
            time: Some(ClockTime {
                hour: 14,
                minute: 30,
            }),
        },
        RoundTime {
            round: 4,
            date: Date::ymd(2026, 3, 15),
            time: None,
        },
    ]);
    s.settings.roll_call = RollCallRule::Withdraw;
    s.teams = vec![
        Team {
            id: TeamId(1),
            name: "SK Seri Indah".into(),
            code: "SKSI".into(),
        },
        Team {
            id: TeamId(2),
            name: "SJK(C) Chung Hwa".into(),
            code: "CHWA".into(),
        },
    ];

    let mut full = player(1, 1, "Ahmad bin Ismail");
    full.sex = Some(Sex::Male);
    full.birth = Some(Date::ymd(2014, 5, 11));
    full.rating = Some(1650);
    full.title = Some(Title::CM);
    full.federation = "PHG".into();
    full.national_id = Some("140511-06-1234".into());
    full.fide_id = Some(5_712_345);
    full.team = Some(TeamId(1));
    full.board = Some(1);
    full.absences = vec![Absence {
        from: 6,
        until: None,
    }];
    full.bye_requests = vec![ByeRequest {
        round: 5,
        kind: ByeKind::Half,
    }];

    let mut tan = player(2, 2, "Tan Wei Ming");
    tan.sex = Some(Sex::Male);
    tan.birth = Some(Date::year(2015));
    tan.rating = Some(1502);
    tan.team = Some(TeamId(2));
    tan.board = Some(1);
    tan.absences = vec![Absence {
        from: 3,
        until: Some(4),
    }];

    let mut raj = player(3, 3, "Rajesh a/l Kumar");
    raj.team = Some(TeamId(1));
    raj.board = Some(2);
    raj.bye_requests = vec![ByeRequest {
        round: 2,
        kind: ByeKind::Zero,
    }];

    let mut lim = player(4, 4, "Lim Jia Hao");
    lim.team = Some(TeamId(2));
    lim.board = Some(2);
    lim.entry_round = 2;

    let mut hafiz = player(5, 5, "Muhammad Hafiz bin Rahman");
    hafiz.birth = Some(Date {
        year: 2014,
        month: Some(12),
        day: None,
    });
    hafiz.filler = true;

    let mut reserve = player(6, 0, "Wong Kah Seng");
    reserve.team = Some(TeamId(2));
    reserve.board = Some(5);
    reserve.reserve = true;

    s.players = vec![full, tan, raj, lim, hafiz, reserve];
    s.next_player_id = 7;
    s.next_team_id = 3;
    s.forbidden = vec![
        ForbiddenPair {
            first_round: 1,
            last_round: 7,
            players: vec![PlayerId(1), PlayerId(3)],
        },
        ForbiddenPair {
            first_round: 2,
            last_round: 3,
            players: vec![PlayerId(2), PlayerId(4), PlayerId(6)],
        },
    ];
    s.substitutions = vec![Substitution {
        team: TeamId(2),
        from_round: 3,
        incoming: PlayerId(6),
        outgoing: PlayerId(2),
    }];

    let mut r1 = Round::new(1);
    r1.boards = vec![
        board(1, 2, Outcome::Played(GameResult::WhiteWins)),
        board(5, 3, Outcome::Played(GameResult::Draw)),
    ];
    r1.unpaired = vec![Unpaired {
        player: PlayerId(4),
        kind: ByeKind::Absent,
    }];

    let mut r2 = Round::new(2);
    r2.boards = vec![
        board(2, 5, Outcome::ShortGame(GameResult::BlackWins)),
        Board {
            manual: true,
            ..board(4, 1, Outcome::WhiteForfeitWin)
        },
    ];
    r2.unpaired = vec![Unpaired {
        player: PlayerId(3),
        kind: ByeKind::Zero,
    }];
    r2.edits = vec![
        ManualEdit {
            at: 1_773_450_000,
            edit: EditKind::Swap {
                a: PlayerId(1),
                b: PlayerId(5),
            },
            reason: "ibu bapa meminta".into(),
            warnings: vec![
                "C1: Ahmad bin Ismail (1) and Muhammad Hafiz bin Rahman (5) already met in round 1"
                    .into(),
            ],
        },
        ManualEdit {
            at: 1_773_450_060,
            edit: EditKind::Colours { board: 2 },
            reason: String::new(),
            warnings: Vec::new(),
        },
        ManualEdit {
            at: 1_773_450_120,
            edit: EditKind::Force {
                a: PlayerId(4),
                b: PlayerId(1),
            },
            reason: "papan 2".into(),
            warnings: Vec::new(),
        },
        ManualEdit {
            at: 1_773_450_180,
            edit: EditKind::Forbid {
                a: PlayerId(2),
                b: PlayerId(4),
                first: 2,
                last: 3,
            },
            reason: "adik-beradik".into(),
            warnings: Vec::new(),
        },
        ManualEdit {
            at: 1_773_450_240,
            edit: EditKind::Bye {
                player: PlayerId(3),
            },
            reason: "lewat".into(),
            warnings: vec!["a".into(), "b".into()],
        },
    ];

    let mut r3 = Round::new(3);
    r3.boards = vec![
        board(1, 5, Outcome::BlackForfeitWin),
        board(3, 4, Outcome::DoubleForfeit),
        board(
            6,
            2,
            Outcome::Adjusted {
                white: Points(5),
                black: Points(0),
                played: true,
            },
        ),
    ];

    let mut r4 = Round::new(4);
    r4.boards = vec![
        board(
            5,
            4,
            Outcome::Adjusted {
                white: Points(0),
                black: Points(-10),
                played: false,
            },
        ),
        board(3, 6, Outcome::ShortGame(GameResult::Draw)),
        board(2, 1, Outcome::ShortGame(GameResult::WhiteWins)),
    ];

    let mut r5 = Round::new(5);
    r5.boards = vec![
        board(4, 3, Outcome::Played(GameResult::BlackWins)),
        board(6, 5, Outcome::Pending),
    ];
    r5.unpaired = vec![
        Unpaired {
            player: PlayerId(1),
            kind: ByeKind::Half,
        },
        Unpaired {
            player: PlayerId(2),
            kind: ByeKind::Pab,
        },
    ];
    s.rounds = vec![r1, r2, r3, r4, r5];
    s
}

fn draughts_section() -> Section {
    let mut s = Section::new("P15 Dam", "Perempuan Bawah 15 Tahun (Dam)", 6);
    s.settings.sport = Sport::Draughts;
    s.settings.system = PairingSystem::RoundRobin { double: true };
    s.settings.points = PointValues::draughts();
    s.settings.points.full_bye = Points(15);
    s.settings.tiebreaks = vec!["SB".into(), "DE".into()];
    s.settings.initial_order = InitialOrder::Manual;
    s.settings.initial_colour = None;
    s.settings.accelerated = true;
    s.settings.language = Language::English;

    let mut priya = player(1, 1, "Priya a/p Raman");
    priya.sex = Some(Sex::Female);
    priya.title = Some(Title::WCM);
    let mut aisyah = player(2, 2, "Nur Aisyah binti Hassan");
    aisyah.sex = Some(Sex::Female);
    aisyah.rating = Some(0);
    let siti = player(3, 3, "Siti Khadijah binti Osman");
    s.players = vec![priya, aisyah, siti];
    s.next_player_id = 4;

    let mut r1 = Round::new(1);
    r1.boards = vec![board(1, 2, Outcome::Played(GameResult::Draw))];
    r1.unpaired = vec![Unpaired {
        player: PlayerId(3),
        kind: ByeKind::Full,
    }];
    s.rounds = vec![r1];
    s
}
