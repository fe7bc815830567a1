//! The Berger tables as FIDE prints them (Handbook C.05 Annex 1, "Berger Tables for
//! Round-Robin Tournaments"), typed from the Handbook text, against the generated ones:
//! every round, every board, every colour, for each printed size.

use catur::pairing::round_robin::{TableGame, schedule_round, table_round};

/// The printed tables, one block per size ("N or N+1 players"), one line per round,
/// first-named number White.
const FIDE_TEXT: &str = "
3 or 4 players:
Rd 1: 1-4, 2-3.
Rd 2: 4-3, 1-2.
Rd 3: 2-4, 3-1.

5 or 6 players:
Rd 1: 1-6, 2-5, 3-4.
Rd 2: 6-4, 5-3, 1-2.
Rd 3: 2-6, 3-1, 4-5.
Rd 4: 6-5, 1-4, 2-3.
Rd 5: 3-6, 4-2, 5-1.

7 or 8 players:
Rd 1: 1-8, 2-7, 3-6, 4-5.
Rd 2: 8-5, 6-4, 7-3, 1-2.
Rd 3: 2-8, 3-1, 4-7, 5-6.
Rd 4: 8-6, 7-5, 1-4, 2-3.
Rd 5: 3-8, 4-2, 5-1, 6-7.
Rd 6: 8-7, 1-6, 2-5, 3-4.
Rd 7: 4-8, 5-3, 6-2, 7-1.

9 or 10 players:
Rd 1: 1-10, 2-9, 3-8, 4-7, 5-6.
Rd 2: 10-6, 7-5, 8-4, 9-3, 1-2.
Rd 3: 2-10, 3-1, 4-9, 5-8, 6-7.
Rd 4: 10-7, 8-6, 9-5, 1-4, 2-3.
Rd 5: 3-10, 4-2, 5-1, 6-9, 7-8.
Rd 6: 10-8, 9-7, 1-6, 2-5, 3-4.
Rd 7: 4-10, 5-3, 6-2, 7-1, 8-9.
Rd 8: 10-9, 1-8, 2-7, 3-6, 4-5.
Rd 9: 5-10, 6-4, 7-3, 8-2, 9-1.

11 or 12 players:
Rd 1: 1-12, 2-11, 3-10, 4-9, 5-8, 6-7.
Rd 2: 12-7, 8-6, 9-5, 10-4, 11-3, 1-2.
Rd 3: 2-12, 3-1, 4-11, 5-10, 6-9, 7-8.
Rd 4: 12-8, 9-7, 10-6, 11-5, 1-4, 2-3.
Rd 5: 3-12, 4-2, 5-1, 6-11, 7-10, 8-9.
Rd 6: 12-9, 10-8, 11-7, 1-6, 2-5, 3-4.
Rd 7: 4-12, 5-3, 6-2, 7-1, 8-11, 9-10.
Rd 8: 12-10, 11-9, 1-8, 2-7, 3-6, 4-5.
Rd 9: 5-12, 6-4, 7-3, 8-2, 9-1, 10-11.
Rd 10: 12-11, 1-10, 2-9, 3-8, 4-7, 5-6.
Rd 11: 6-12, 7-5, 8-4, 9-3, 10-2, 11-1.

13 or 14 players:
Rd 1: 1-14, 2-13, 3-12, 4-11, 5-10, 6-9, 7-8.
Rd 2: 14-8, 9-7, 10-6, 11-5, 12-4, 13-3, 1-2.
Rd 3: 2-14, 3-1, 4-13, 5-12, 6-11, 7-10, 8-9.
Rd 4: 14-9, 10-8, 11-7, 12-6, 13-5, 1-4, 2-3.
Rd 5: 3-14, 4-2, 5-1, 6-13, 7-12, 8-11, 9-10.
Rd 6: 14-10, 11-9, 12-8, 13-7, 1-6, 2-5, 3-4.
Rd 7: 4-14, 5-3, 6-2, 7-1, 8-13, 9-12, 10-11.
Rd 8: 14-11, 12-10, 13-9, 1-8, 2-7, 3-6, 4-5.
Rd 9: 5-14, 6-4, 7-3, 8-2, 9-1, 10-13, 11-12.
Rd 10: 14-12, 13-11, 1-10, 2-9, 3-8, 4-7, 5-6.
Rd 11: 6-14, 7-5, 8-4, 9-3, 10-2, 11-1, 12-13.
Rd 12: 14-13, 1-12, 2-11, 3-10, 4-9, 5-8, 6-7.
Rd 13: 7-14, 8-6, 9-5, 10-4, 11-3, 12-2, 13-1.

15 or 16 players:
Rd 1: 1-16, 2-15, 3-14, 4-13, 5-12, 6-11, 7-10, 8-9.
Rd 2: 16-9, 10-8, 11-7, 12-6, 13-5, 14-4, 15-3, 1-2.
Rd 3: 2-16, 3-1, 4-15, 5-14, 6-13, 7-12, 8-11, 9-10.
Rd 4: 16-10, 11-9, 12-8, 13-7, 14-6, 15-5, 1-4, 2-3.
Rd 5: 3-16, 4-2, 5-1, 6-15, 7-14, 8-13, 9-12, 10-11.
Rd 6: 16-11, 12-10, 13-9, 14-8, 15-7, 1-6, 2-5, 3-4.
Rd 7: 4-16, 5-3, 6-2, 7-1, 8-15, 9-14, 10-13, 11-12.
Rd 8: 16-12, 13-11, 14-10, 15-9, 1-8, 2-7, 3-6, 4-5.
Rd 9: 5-16, 6-4, 7-3, 8-2, 9-1, 10-15, 11-14, 12-13.
Rd 10: 16-13, 14-12, 15-11, 1-10, 2-9, 3-8, 4-7, 5-6.
Rd 11: 6-16, 7-5, 8-4, 9-3, 10-2, 11-1, 12-15, 13-14.
Rd 12: 16-14, 15-13, 1-12, 2-11, 3-10, 4-9, 5-8, 6-7.
Rd 13: 7-16, 8-6, 9-5, 10-4, 11-3, 12-2, 13-1, 14-15.
Rd 14: 16-15, 1-14, 2-13, 3-12, 4-11, 5-10, 6-9, 7-8.
Rd 15: 8-16, 9-7, 10-6, 11-5, 12-4, 13-3, 14-2, 15-1.
";

/// One round: (White, Black) by Berger number, in board order.
type Games = Vec<(u32, u32)>;

/// Table size (the even number of the heading) to its rounds.
fn published() -> Vec<(u32, Vec<Games>)> {
    let mut tables: Vec<(u32, Vec<Games>)> = Vec::new();
    for line in FIDE_TEXT.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some(head) = line.strip_suffix(" players:") {
            let size = head
                .rsplit(' ')
                .next()
                .and_then(|s| s.parse().ok())
                .unwrap_or_else(|| panic!("bad heading {line}"));
            tables.push((size, Vec::new()));
            continue;
        }
        let (_, games) = line
            .split_once(": ")
            .unwrap_or_else(|| panic!("bad line {line}"));
        let round: Games = games
            .trim_end_matches('.')
            .split(", ")
            .map(|g| {
                let (w, b) = g.split_once('-').unwrap_or_else(|| panic!("bad game {g}"));
                let num = |s: &str| s.parse::<u32>().unwrap_or_else(|_| panic!("bad {s}"));
                (num(w), num(b))
            })
            .collect();
        tables
            .last_mut()
            .unwrap_or_else(|| panic!("round before a heading: {line}"))
            .1
            .push(round);
    }
    tables
}

fn as_pairs(games: &[TableGame]) -> Vec<(u32, u32)> {
    games.iter().map(|g| (g.white, g.black)).collect()
}

#[test]
fn the_published_text_has_every_size_and_round() {
    let tables = published();
    let sizes: Vec<u32> = tables.iter().map(|t| t.0).collect();
    assert_eq!(sizes, [4, 6, 8, 10, 12, 14, 16]);
    for (size, rounds) in &tables {
        assert_eq!(rounds.len() as u32, size - 1, "size {size}");
        for (r, games) in rounds.iter().enumerate() {
            assert_eq!(games.len() as u32, size / 2, "size {size} round {}", r + 1);
        }
    }
}

#[test]
fn generated_tables_equal_the_fide_tables() {
    let mut differences = Vec::new();
    for (size, rounds) in published() {
        for (r, printed) in rounds.iter().enumerate() {
            let round = r as u32 + 1;
            let made = as_pairs(&table_round(size, round).unwrap_or_default());
            if &made != printed {
                differences.push(format!(
                    "size {size} round {round}: FIDE {printed:?}, generated {made:?}"
                ));
            }
        }
    }
    assert!(differences.is_empty(), "{}", differences.join("\n"));
}

#[test]
fn every_field_from_3_to_16_plays_its_fide_table_in_a_single_round_robin() {
    let tables = published();
    for players in 3..=16u32 {
        let size = players + players % 2;
        let (_, rounds) = tables
            .iter()
            .find(|t| t.0 == size)
            .unwrap_or_else(|| panic!("no table for {players}"));
        for (r, printed) in rounds.iter().enumerate() {
            let round = r as u32 + 1;
            let made = schedule_round(players, false, round)
                .unwrap_or_else(|e| panic!("{players} players round {round}: {e}"));
            assert_eq!(
                &as_pairs(&made),
                printed,
                "{players} players, round {round}"
            );
        }
    }
}

#[test]
fn a_double_round_robin_follows_the_fide_recommendation() {
    // "reverse the order of the last two rounds of the first cycle"; the second cycle
    // repeats the table with colours reversed.
    for (size, rounds) in published() {
        let cycle = size - 1;
        let last = rounds.len();
        let mut expected: Vec<Games> = rounds.clone();
        expected.swap(last - 2, last - 1);
        for r in &rounds {
            expected.push(r.iter().map(|&(w, b)| (b, w)).collect());
        }
        for (i, want) in expected.iter().enumerate() {
            let round = i as u32 + 1;
            let made = schedule_round(size, true, round)
                .unwrap_or_else(|e| panic!("size {size} round {round}: {e}"));
            assert_eq!(&as_pairs(&made), want, "size {size} double, round {round}");
        }
        assert!(schedule_round(size, true, 2 * cycle + 1).is_err());
    }
}
