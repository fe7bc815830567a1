//! The journal must not swell the tournament file: a championship of 6 sections x 100
//! players x 7 rounds, entered entirely through the operations (imports, pairing
//! numbers, rounds, every result and some corrections), stays under 64 KB with its
//! whole undo history (DESIGN.md section 8), encoded the way the tournament file is.

use catur::model::{Board, ByeKind, GameResult, Outcome, Round, Sport, Tournament, Unpaired};
use catur::ops;

const GIVEN: [&str; 10] = [
    "Ahmad",
    "Nur Aisyah",
    "Tan Wei",
    "Priya",
    "Muhammad",
    "Siti",
    "Lim Jia",
    "Arjun",
    "Farah",
    "Wong Kah",
];
const FAMILY: [&str; 10] = [
    "bin Ismail",
    "binti Hassan",
    "Ming",
    "a/p Raman",
    "bin Yusof",
    "binti Omar",
    "Hui",
    "a/l Kumar",
    "binti Ali",
    "Mun",
];

fn championship() -> Tournament {
    let mut t = Tournament::new("Kejohanan Catur MSSM Pahang 2026");
    for (k, code) in ["L12", "P12", "L15", "P15", "L18", "P18"]
        .into_iter()
        .enumerate()
    {
        ops::create_section(&mut t, code, "Bahagian", 7, Sport::Chess).unwrap();
        let mut csv = String::from("name,team,board,sex,birth,rating\n");
        for p in 0..100 {
            let name = format!("{} {}", GIVEN[(p + k) % 10], FAMILY[(p / 10 + k) % 10]);
            let rating = if p % 3 == 0 {
                format!("{}", 1000 + p * 7)
            } else {
                String::new()
            };
            csv.push_str(&format!(
                "{name},SK Sekolah {},{},M,{},{rating}\n",
                p / 4,
                1 + p % 4,
                2010 + p % 6
            ));
        }
        let rows = ops::parse_players_csv(&csv).unwrap();
        ops::import_players(&mut t, code, &rows).unwrap();
        ops::assign_tpns(&mut t, code).unwrap();
        for n in 1..=7 {
            let s = t.section(code).unwrap();
            let mut ids = ops::available_players(s, n);
            ids.rotate_left(n as usize * 3);
            let mut r = Round::new(n);
            if ids.len() % 2 == 1 {
                r.unpaired.push(Unpaired {
                    player: ids.pop().unwrap(),
                    kind: ByeKind::Pab,
                });
            }
            for c in ids.chunks(2) {
                r.boards.push(Board::new(c[0], c[1], Outcome::Pending));
            }
            ops::publish_round(&mut t, code, r).unwrap();
            for b in 1..=50 {
                let o = [
                    GameResult::WhiteWins,
                    GameResult::Draw,
                    GameResult::BlackWins,
                ][(b + n as usize) % 3];
                ops::set_result(&mut t, code, n, b, Outcome::Played(o)).unwrap();
            }
            ops::change_result(&mut t, code, n, 7, Outcome::WhiteForfeitWin).unwrap();
        }
    }
    t
}

#[test]
fn six_sections_of_a_hundred_players_and_seven_rounds_fit_in_64_kb() {
    let mut t = championship();
    // Give every entry a realistic gap after the one before (minutes between results
    // entered at the arbiters' table, which postcard writes in two bytes).
    for e in t.journal.entries.iter_mut().skip(1) {
        e.after_previous = 200;
    }
    let with_journal = postcard::to_allocvec(&t).unwrap().len();
    let mut bare = t.clone();
    bare.journal = Default::default();
    let without = postcard::to_allocvec(&bare).unwrap().len();
    eprintln!(
        "tournament {without} bytes, with {} journal entries {with_journal} bytes",
        t.journal.entries.len()
    );
    assert!(with_journal < 64 * 1024, "{with_journal} bytes");
}

#[test]
fn the_journal_survives_saving_and_reopening() {
    let mut t = championship();
    for _ in 0..60 {
        ops::undo(&mut t).unwrap();
    }
    let bytes = postcard::to_allocvec(&t).unwrap();
    let mut reopened: Tournament = postcard::from_bytes(&bytes).unwrap();
    assert_eq!(reopened, t);
    // Undo further and redo everything, in both copies alike.
    for _ in 0..700 {
        ops::undo(&mut t).unwrap();
        ops::undo(&mut reopened).unwrap();
    }
    assert_eq!(reopened, t);
    while ops::can_redo(&reopened) {
        ops::redo(&mut reopened).unwrap();
    }
    assert_eq!(
        reopened,
        championship_without_times(&championship(), &reopened)
    );
}

/// `expected` with the journal times of `actual` (the two were built at different moments).
fn championship_without_times(expected: &Tournament, actual: &Tournament) -> Tournament {
    let mut e = expected.clone();
    for (x, y) in e.journal.entries.iter_mut().zip(&actual.journal.entries) {
        x.after_previous = y.after_previous;
    }
    e
}
