//! From TRF to a section: rounds, boards, byes, and the round still to be paired.

use crate::common;

use catur::model::*;
use catur::trf;

fn corpus_file(sub: &str, name: &str) -> String {
    std::fs::read_to_string(common::corpus_dir(sub).join(name)).unwrap()
}

fn board(white: u32, black: u32, outcome: Outcome) -> Board {
    Board::new(PlayerId(white), PlayerId(black), outcome)
}

#[test]
fn k03_file_has_three_rounds_and_the_fourth_rounds_byes_as_requests() {
    let text = corpus_file("pairing", "n009_r5_heavy__k03.trf");
    let file = trf::parse(&text).unwrap();
    let s = trf::to_section(&file).unwrap();
    assert_eq!(s.rounds.len(), 3);
    assert_eq!(s.settings.rounds_planned, 5);
    let requests: Vec<(u32, ByeRequest)> = s
        .players
        .iter()
        .flat_map(|p| p.bye_requests.iter().map(move |b| (p.tpn, *b)))
        .collect();
    assert_eq!(
        requests,
        vec![(
            5,
            ByeRequest {
                round: 4,
                kind: ByeKind::Zero
            }
        )]
    );
    assert_eq!(s.players[4].status(4), PlayerStatus::Bye(ByeKind::Zero));

    // Round 1: 1-5 1-0, 6-2 draw, 3-7 1-0, 8-4 won by forfeit; 9 has the PAB.
    let r1 = &s.rounds[0];
    use GameResult::*;
    assert_eq!(
        r1.boards,
        vec![
            board(1, 5, Outcome::Played(WhiteWins)),
            board(6, 2, Outcome::Played(Draw)),
            board(3, 7, Outcome::Played(WhiteWins)),
            board(8, 4, Outcome::WhiteForfeitWin),
        ]
    );
    assert_eq!(
        r1.unpaired,
        vec![Unpaired {
            player: PlayerId(9),
            kind: ByeKind::Pab
        }]
    );
    // Round 2: 2 and 5 took half-point byes, 7 the PAB.
    let r2 = &s.rounds[1];
    assert_eq!(
        r2.unpaired,
        vec![
            Unpaired {
                player: PlayerId(2),
                kind: ByeKind::Half
            },
            Unpaired {
                player: PlayerId(5),
                kind: ByeKind::Half
            },
            Unpaired {
                player: PlayerId(7),
                kind: ByeKind::Pab
            },
        ]
    );
    // Board order: the pair with the higher score first (player 1 had 1 point).
    assert_eq!(r2.boards[0].black, PlayerId(1));
}

#[test]
fn k00_file_has_no_rounds_and_the_first_rounds_bye_as_a_request() {
    let text = corpus_file("pairing-school", "sch_n016_r6_b__k00.trf");
    let file = trf::parse(&text).unwrap();
    let s = trf::to_section(&file).unwrap();
    assert!(s.rounds.is_empty());
    assert_eq!(s.settings.rounds_planned, 6);
    assert_eq!(s.settings.initial_colour, Some(Colour::White));
    let p4 = s.player_by_tpn(4).unwrap();
    assert_eq!(
        p4.bye_requests,
        vec![ByeRequest {
            round: 1,
            kind: ByeKind::Half
        }]
    );
    assert_eq!(p4.name, "Tharun a/l Muthu");
    assert_eq!(p4.birth, Some(Date::ymd(2016, 10, 25)));
    let p1 = s.player_by_tpn(1).unwrap();
    assert_eq!(
        (p1.rating, p1.sex, p1.federation.as_str()),
        (Some(1455), Some(Sex::Male), "MAS")
    );
    assert_eq!(s.player_by_tpn(2).unwrap().rating, None);
    assert_eq!(s.player_by_tpn(3).unwrap().sex, Some(Sex::Female));
    assert_eq!(s.forbidden.len(), 4);
    let first: Vec<u32> = s.forbidden[0].players.iter().map(|p| p.0).collect();
    assert_eq!(first, vec![1, 5, 10, 16]);
    assert_eq!(
        (s.forbidden[0].first_round, s.forbidden[0].last_round),
        (1, 2)
    );
    // No school rules beyond what the file says.
    assert_eq!(
        s.settings.local_rules,
        LocalRules {
            same_team_rounds: 0,
            top_seeds_apart: 0
        }
    );
}

#[test]
fn scoring_from_162() {
    let dir = common::corpus_dir("pairing");
    let text = std::fs::read_to_string(dir.join("n016_r7_pts310__k00.trf")).unwrap();
    let s = trf::to_section(&trf::parse(&text).unwrap()).unwrap();
    assert_eq!(
        s.settings.points,
        PointValues::with_win_draw(Points(30), Points(10))
    );
}

const SMALL: &str = "012 Kejohanan Catur Daerah
142 3
XXC black1
202 BH/C1,BH,SB
001    1 m    Ahmad bin Ismail                  1650                             1.5    1     3 b 1  0000 - H
001    2 w    Nur Aisyah binti Hassan           1540                             1.0    2  0000 - U     3 w -
001    3 m    Tan Wei Ming                         0                             1.0    3     1 w 0     2 b +
240 H   3    2
XXZ 3
";

#[test]
fn small_file_with_requests_from_240_and_xxz() {
    let file = trf::parse(SMALL).unwrap();
    assert!(file.warnings.is_empty(), "{:?}", file.warnings);
    assert_eq!(file.tiebreaks(), vec!["BH/C1", "BH", "SB"]);
    let s = trf::to_section(&file).unwrap();
    // The section keeps catur's spelling of the file's list (TRF26 writes `BH/C1`).
    assert_eq!(s.settings.tiebreaks, vec!["BH-C1", "BH", "SB"]);
    assert_eq!(s.settings.initial_colour, Some(Colour::Black));
    assert_eq!(s.rounds.len(), 2);
    assert_eq!(
        s.rounds[1].boards,
        vec![board(2, 3, Outcome::BlackForfeitWin)]
    );
    assert_eq!(
        s.rounds[1].unpaired,
        vec![Unpaired {
            player: PlayerId(1),
            kind: ByeKind::Half
        }]
    );
    assert_eq!(
        s.player_by_tpn(2).unwrap().bye_requests,
        vec![ByeRequest {
            round: 3,
            kind: ByeKind::Half
        }]
    );
    assert_eq!(
        s.player_by_tpn(3).unwrap().bye_requests,
        vec![ByeRequest {
            round: 3,
            kind: ByeKind::Zero
        }]
    );
    assert_eq!(s.player_by_tpn(3).unwrap().rating, None);
}

#[test]
fn every_line_ending_reads_the_same_and_is_kept() {
    let lf = trf::parse(SMALL).unwrap();
    for (eol, kind) in [("\r\n", trf::LineEnding::CrLf), ("\r", trf::LineEnding::Cr)] {
        let text = SMALL.replace('\n', eol);
        let file = trf::parse(&text).unwrap();
        assert_eq!(file.line_ending, kind);
        assert_eq!(file.records, lf.records);
        assert_eq!(
            trf::to_section(&file).unwrap(),
            trf::to_section(&lf).unwrap()
        );
        assert_eq!(file.to_string(), text);
    }
    let no_final = SMALL.trim_end();
    assert_eq!(trf::parse(no_final).unwrap().to_string(), no_final);
}

#[test]
fn double_forfeit_without_colours_and_a_pending_game() {
    let line = |tpn: u32, name: &str, cells: &str| {
        format!(
            "001 {tpn:>4}      {name:<33} {:>32} 0.0 {tpn:>4}  {cells}\n",
            ""
        )
    };
    let text = [
        line(1, "Ahmad bin Ismail", "   2 - -     3 w"),
        line(2, "Tan Wei Ming", "   1 - -"),
        line(3, "Priya a/p Raman", "0000 - Z     1 b"),
    ]
    .concat();
    let text = text.as_str();
    let s = trf::to_section(&trf::parse(text).unwrap()).unwrap();
    assert_eq!(
        s.rounds[0].boards,
        vec![board(1, 2, Outcome::DoubleForfeit)]
    );
    assert_eq!(
        s.rounds[0].unpaired,
        vec![Unpaired {
            player: PlayerId(3),
            kind: ByeKind::Zero
        }]
    );
    assert_eq!(s.rounds[1].boards, vec![board(1, 3, Outcome::Pending)]);
    assert_eq!(
        s.rounds[1].unpaired,
        vec![Unpaired {
            player: PlayerId(2),
            kind: ByeKind::Absent
        }]
    );
}
