//! A championship that uses every kind of value the model can hold, shared by the store
//! tests (and used once per format version to write the sample file in `tests/data/`).
#![allow(dead_code)]

use catur::model::*;

/// Two sections (Swiss chess with teams, double round-robin draughts), every outcome
/// and bye kind, players with and without every optional field, a reserve substituted
/// in, forbidden pairs, and a journal with undone entries.
pub fn rich_tournament() -> Tournament {
    let mut t = Tournament::new("Kejohanan Catur dan Dam MSSD Kuantan 2026");
    t.venue = "Dewan SMK Seri Indah, Kuantan".into();
    t.start = Some(Date::ymd(2026, 3, 14));
    t.end = Some(Date {
        year: 2026,
        month: Some(3),
        day: None,
    });
    t.chief_arbiter = "Ahmad bin Ismail".into();
    t.deputy_arbiters = vec!["Nur Aisyah binti Hassan".into(), "Tan Wei Ming".into()];
    t.federation = "MAS".into();
    t.sections.push(chess_section());
    t.sections.push(draughts_section());
    t.journal = Journal {
        entries: vec![
            JournalEntry {
                at: 1_773_446_400,
                description: "tambah pemain: Priya a/p Raman".into(),
            },
            JournalEntry {
                at: 1_773_450_000,
                description: "pusingan 1 dipasangkan".into(),
            },
            JournalEntry {
                at: 1_773_453_600,
                description: "pusingan 1 papan 1: 1-0".into(),
            },
            JournalEntry {
                at: 1_773_457_200,
                description: "pusingan 1 papan 2: ½-½".into(),
            },
        ],
        cursor: 3,
    };
    t
}

fn player(id: u32, tpn: Tpn, name: &str) -> Player {
    let mut p = Player::new(PlayerId(id), name);
    p.tpn = tpn;
    p
}

fn board(white: u32, black: u32, outcome: Outcome) -> Board {
    Board {
        white: PlayerId(white),
        black: PlayerId(black),
        outcome,
        manual: false,
    }
}

fn chess_section() -> Section {
    let mut s = Section::new("L12", "Lelaki Bawah 12 Tahun", 7);
    s.initial_colour = Some(Colour::White);
    s.lots_seed = Some(0x5eed_cafe_f00d);
    s.tiebreaks = ["BH-M1", "BH", "BH-C1", "PS", "SB"]
        .map(String::from)
        .to_vec();
    s.team_settings = TeamSettings { counted: 3 };
    s.local_rules = LocalRules {
        same_team_rounds: 3,
        top_seeds_apart: 4,
    };
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
    s.sport = Sport::Draughts;
    s.system = PairingSystem::RoundRobin { double: true };
    s.points = PointValues::draughts();
    s.points.full_bye = Points(15);
    s.tiebreaks = vec!["SB".into(), "DE".into()];
    s.initial_order = InitialOrder::Manual;
    s.initial_colour = None;
    s.accelerated = true;
    s.language = Language::English;

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
