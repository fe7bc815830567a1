//! A small school section from the player list to round 4, through the operations
//! only: import, pairing numbers, rounds, results, a corrected result, a withdrawal, a
//! reserve coming in and the player going back, a late entry and a requested bye.

use catur::model::{
    Board, ByeKind, GameResult, Outcome, PlayerId, Points, Round, RoundEntry, RoundNo, Section,
    Sport, Tournament, Unpaired,
};
use catur::ops;

const LIST: &str = "\
Nama,Pasukan,Papan,Jantina,Rating
Ahmad bin Ismail,SK Seri Indah,1,L,1500
Tan Wei Ming,SK Seri Indah,2,L,1420
Muhammad Hafiz,SK Seri Indah,3,L,
Lim Jun Jie,SK Seri Indah,4,L,
Wong Kah Mun,SK Seri Indah,5,L,
Arjun a/l Kumar,SK Bukit Tinggi,1,L,1550
Mohd Firdaus,SK Bukit Tinggi,2,L,
Chong Wei Jie,SK Bukit Tinggi,3,L,
Danial Haziq,SK Bukit Tinggi,4,L,
Kevin Ong,SK Bukit Tinggi,5,L,
Aiman Hakimi,SK Sungai Lembing,1,L,1380
Lee Zhi Hao,SK Sungai Lembing,2,L,
Ravi a/l Muthu,SK Sungai Lembing,3,L,
Syafiq Irfan,SK Sungai Lembing,4,L,
";

const WIN: Outcome = Outcome::Played(GameResult::WhiteWins);
const LOSS: Outcome = Outcome::Played(GameResult::BlackWins);
const DRAW: Outcome = Outcome::Played(GameResult::Draw);

fn l12(t: &Tournament) -> &Section {
    t.section("L12").unwrap()
}

fn id(t: &Tournament, name: &str) -> PlayerId {
    l12(t)
        .players
        .iter()
        .find(|p| p.name == name)
        .map(|p| p.id)
        .unwrap()
}

/// A hand pairing of the available players in TPN order, top half against bottom
/// half, the odd one out getting the pairing-allocated bye.
fn pair(t: &mut Tournament, n: RoundNo) {
    let mut ids = ops::available_players(l12(t), n);
    let mut r = Round::new(n);
    if !ids.len().is_multiple_of(2) {
        // The lowest-ranked player who has not had the bye yet.
        let s = l12(t);
        let had =
            |p: PlayerId| (1..n).any(|k| s.entry(p, k) == Some(RoundEntry::Bye(ByeKind::Pab)));
        let k = ids.iter().rposition(|&p| !had(p)).unwrap();
        let last = ids.remove(k);
        r.unpaired.push(Unpaired {
            player: last,
            kind: ByeKind::Pab,
        });
    }
    let half = ids.len() / 2;
    for k in 0..half {
        let (a, b) = (ids[k], ids[k + half]);
        let (white, black) = if (k + n as usize).is_multiple_of(2) {
            (a, b)
        } else {
            (b, a)
        };
        r.boards.push(Board::new(white, black, Outcome::Pending));
    }
    ops::publish_round(t, "L12", r).unwrap();
}

fn score(s: &Section, p: PlayerId) -> Points {
    (1..=s.rounds_paired())
        .filter_map(|n| s.entry(p, n))
        .map(|e| e.points(&s.settings.points))
        .sum()
}

fn play_all(t: &mut Tournament, n: RoundNo, outcomes: &[Outcome]) {
    let boards = l12(t).round(n).unwrap().boards.len();
    for b in 1..=boards {
        ops::set_result(t, "L12", n, b, outcomes[(b - 1) % outcomes.len()]).unwrap();
    }
}

#[test]
fn a_school_section_through_four_rounds() {
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    ops::create_section(&mut t, "L12", "Lelaki Bawah 12", 6, Sport::Chess).unwrap();
    let rows = ops::parse_players_csv(LIST).unwrap();
    ops::import_players(&mut t, "L12", &rows).unwrap();
    assert_eq!(l12(&t).teams.len(), 3);

    // Seeding by board value: all board-1 players first, by rating within a board.
    ops::assign_tpns(&mut t, "L12").unwrap();
    let first: Vec<&str> = l12(&t)
        .players_by_tpn()
        .iter()
        .take(4)
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(
        first,
        [
            "Arjun a/l Kumar",
            "Ahmad bin Ismail",
            "Aiman Hakimi",
            "Tan Wei Ming"
        ]
    );
    // The two reserves (board 5) have numbers but wait outside the line-up.
    assert_eq!(ops::available_players(l12(&t), 1).len(), 12);

    // Round 1: 6 boards, results.
    pair(&mut t, 1);
    play_all(&mut t, 1, &[WIN, DRAW, LOSS]);
    let r1 = l12(&t).round(1).unwrap();
    assert_eq!(r1.boards.len(), 6);
    assert_eq!(
        r1.entry(id(&t, "Wong Kah Mun")),
        Some(RoundEntry::Bye(ByeKind::Absent))
    );

    // A protest upheld: board 2 of round 1 was a win for White, not a draw.
    assert_eq!(
        ops::set_result(&mut t, "L12", 1, 2, WIN)
            .unwrap_err()
            .to_string(),
        "board 2 of round 1 already has a result: 1/2; clear it first"
    );
    let white2 = l12(&t).round(1).unwrap().boards[1].white;
    let before = score(l12(&t), white2);
    ops::change_result(&mut t, "L12", 1, 2, WIN).unwrap();
    assert_eq!(score(l12(&t), white2), before + Points(5));
    assert_eq!(
        ops::journal_entries(&t).last().unwrap().description,
        "L12 R1 board 2: 1/2 -> 1-0"
    );

    // Before round 2: Lim withdraws for rounds 2-3, Muhammad Hafiz falls ill and the
    // reserve Wong Kah Mun plays instead from round 2; a late entry arrives; Lee asks
    // for a half-point bye in round 2.
    let lim = id(&t, "Lim Jun Jie");
    let hafiz = id(&t, "Muhammad Hafiz");
    let wong = id(&t, "Wong Kah Mun");
    let lee = id(&t, "Lee Zhi Hao");
    ops::withdraw(&mut t, "L12", lim, 2, Some(4)).unwrap();
    ops::substitute(&mut t, "L12", hafiz, wong, 2).unwrap();
    let late = ops::add_player(&mut t, "L12", ops::PlayerFields::named("Nur Iman Hakim")).unwrap();
    ops::request_bye(&mut t, "L12", lee, 2, ByeKind::Half).unwrap();
    let p = l12(&t).player(late).unwrap();
    assert_eq!((p.entry_round, p.tpn), (2, 15));

    pair(&mut t, 2);
    let r2 = l12(&t).round(2).unwrap();
    assert_eq!(r2.entry(lim), Some(RoundEntry::Bye(ByeKind::Absent)));
    assert_eq!(r2.entry(hafiz), Some(RoundEntry::Bye(ByeKind::Absent)));
    assert_eq!(r2.entry(lee), Some(RoundEntry::Bye(ByeKind::Half)));
    assert!(matches!(r2.entry(wong), Some(RoundEntry::Game { .. })));
    assert!(matches!(
        r2.entry(late),
        Some(RoundEntry::Game { .. }) | Some(RoundEntry::Bye(ByeKind::Pab))
    ));
    // 12 in the line-up, minus Lim, Lee's bye, plus the newcomer: 11, so one PAB.
    assert_eq!(ops::available_players(l12(&t), 2).len(), 11);
    assert!(r2.pab().is_some());
    play_all(&mut t, 2, &[DRAW, WIN]);

    // The late entry missed round 1 and scores the absence value (0) for it.
    assert_eq!(l12(&t).round(1).unwrap().entry(late), None);
    // Lee's half-point bye scores half a point.
    assert_eq!(
        l12(&t)
            .round(2)
            .unwrap()
            .entry(lee)
            .map(|e| e.points(&l12(&t).settings.points)),
        Some(Points(5))
    );

    pair(&mut t, 3);
    play_all(&mut t, 3, &[LOSS, WIN, DRAW]);

    // Round 4: Lim is back by himself, and Muhammad Hafiz comes back for the reserve.
    ops::substitute(&mut t, "L12", wong, hafiz, 4).unwrap();
    pair(&mut t, 4);
    let s = l12(&t);
    let played = |p, n| {
        matches!(
            s.entry(p, n),
            Some(RoundEntry::Game { .. }) | Some(RoundEntry::Bye(ByeKind::Pab))
        )
    };
    assert_eq!(
        (1..=4).map(|n| played(lim, n)).collect::<Vec<_>>(),
        [true, false, false, true]
    );
    assert_eq!(
        (1..=4).map(|n| played(hafiz, n)).collect::<Vec<_>>(),
        [true, false, false, true]
    );
    assert_eq!(
        (1..=4).map(|n| played(wong, n)).collect::<Vec<_>>(),
        [false, true, true, false]
    );
    assert_eq!(s.substitutions.len(), 2);
    assert!(s.tpns_frozen());
    assert!(ops::assign_tpns(&mut t, "L12").is_err());

    // Every step is in the history, and undoing all of it empties the section again.
    let history = ops::journal_entries(&t);
    assert!(
        history
            .iter()
            .any(|h| h.description
                == "L12: from round 2 Wong Kah Mun plays for Muhammad Hafiz (SSI)")
    );
    assert!(
        history
            .iter()
            .any(|h| h.description == "L12: withdraw Lim Jun Jie from round 2, back at round 4")
    );
    assert!(
        history
            .iter()
            .any(|h| h.description == "L12: add Nur Iman Hakim (late entry from round 2)")
    );
    assert!(
        history
            .iter()
            .any(|h| h.description == "L12: half-point bye for Lee Zhi Hao in round 2")
    );
    let end = t.clone();
    while ops::can_undo(&t) {
        ops::undo(&mut t).unwrap();
    }
    assert!(t.sections.is_empty());
    while ops::can_redo(&t) {
        ops::redo(&mut t).unwrap();
    }
    assert_eq!(t, end);
}
