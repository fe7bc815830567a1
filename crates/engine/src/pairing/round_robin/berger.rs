//! FIDE Handbook C.05 Annex 1, "Berger Tables for Round-Robin Tournaments".
//!
//! FIDE publishes the tables for 3 or 4 up to 15 or 16 players: "Where there is an odd
//! number of players, the highest number counts as a bye", and "For a double-round
//! tournament it is recommended to reverse the order of the last two rounds of the first
//! cycle. This is to avoid three consecutive games with the same colour."
//!
//! The published tables follow one rule, which is what is computed here rather than
//! stored (the published text itself is kept as test data, and the tests compare every
//! round, board and colour of sizes 4 to 16 with it). For a table of `n` numbers (`n`
//! even), number `n` stays put and the others 1..n-1 stand on a circle:
//! - in round `r` number `n` meets `a = 1 + (r-1)·n/2 (mod n-1)`; `a` has White in odd
//!   rounds and `n` has White in even rounds (so `n` alternates colours every round);
//! - the other boards pair the numbers `k` steps either side of `a` on the circle,
//!   `a+k` with White against `a-k`, for `k = 1 .. n/2-1`, in that board order.
//!
//! Tables above 16 numbers are made by the same rule; FIDE does not print them, and
//! [`is_published`] says so.

use super::RoundRobinError;
use crate::model::{RoundNo, Tpn};

/// The fewest players a round robin table is made for.
pub const MIN_PLAYERS: u32 = 3;
/// The largest table FIDE prints (15 or 16 players).
pub const PUBLISHED_MAX: u32 = 16;
/// The most players paired here: a round robin of more would take longer than any school
/// championship, and the limit keeps every round number small.
pub const MAX_PLAYERS: u32 = 64;

/// One game of a Berger table by Berger number; the first-named number plays White.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TableGame {
    pub white: Tpn,
    pub black: Tpn,
}

/// The numbers of the table used for `players` players: the next even number, since an
/// odd field gets a dummy number whose opponent has the round off.
pub fn table_size(players: u32) -> u32 {
    players + players % 2
}

/// Whether FIDE prints the table for this many players (3 to 16).
pub fn is_published(players: u32) -> bool {
    (MIN_PLAYERS..=PUBLISHED_MAX).contains(&players)
}

/// Rounds of one cycle for `players` players, and of the whole event when `double`.
pub fn rounds_needed(players: u32, double: bool) -> RoundNo {
    let cycle = table_size(players).saturating_sub(1);
    if double { cycle * 2 } else { cycle }
}

/// Round `round` of the single-cycle table for `size` numbers, in the printed board
/// order. `None` when `size` is odd or below 2, or the round is not in 1..size.
pub fn table_round(size: u32, round: RoundNo) -> Option<Vec<TableGame>> {
    if size < 2 || !size.is_multiple_of(2) || round == 0 || round >= size {
        return None;
    }
    let circle = u64::from(size - 1);
    let half = u64::from(size / 2);
    // 0-based place on the circle of the number that meets `size` this round.
    let a = (u64::from(round) - 1) * half % circle;
    let number = |place: u64| (place % circle + 1) as Tpn;
    let mut games = Vec::with_capacity((size / 2) as usize);
    games.push(if round % 2 == 1 {
        TableGame {
            white: number(a),
            black: size,
        }
    } else {
        TableGame {
            white: size,
            black: number(a),
        }
    });
    for k in 1..half {
        games.push(TableGame {
            white: number(a + k),
            black: number(a + circle - k),
        });
    }
    Some(games)
}

/// Where tournament round `round` comes from: the round of the single-cycle table and
/// whether its colours are reversed.
///
/// A single round robin plays the table as printed. A double one follows FIDE's
/// recommendation: the first cycle plays the last two table rounds in reverse order
/// (table round n-1 before n-2), and the second cycle plays the table again in its
/// printed order with every colour reversed. Without the exchange, the players who
/// have the same colour in the last table round and (reversed) in the first would have
/// it three times running; the tests check that no one does with it.
pub fn table_round_for(size: u32, double: bool, round: RoundNo) -> Option<(RoundNo, bool)> {
    let cycle = size.checked_sub(1)?;
    if round == 0 || round > rounds_needed(size, double) {
        return None;
    }
    if round > cycle {
        return Some((round - cycle, true));
    }
    if double && cycle >= 3 {
        if round == cycle - 1 {
            return Some((cycle, false));
        }
        if round == cycle {
            return Some((cycle - 1, false));
        }
    }
    Some((round, false))
}

/// The games of tournament round `round` for `players` players by Berger number, White
/// first, in board order. With an odd number of players one game names the dummy
/// number `players + 1`: its opponent has no game that round.
pub fn schedule_round(
    players: u32,
    double: bool,
    round: RoundNo,
) -> Result<Vec<TableGame>, RoundRobinError> {
    if players < MIN_PLAYERS {
        return Err(RoundRobinError::TooFewPlayers { players });
    }
    if players > MAX_PLAYERS {
        return Err(RoundRobinError::TooManyPlayers { players });
    }
    let size = table_size(players);
    let out_of_range = RoundRobinError::RoundOutOfRange {
        round,
        players,
        double,
        last: rounds_needed(players, double),
    };
    let (table_round_no, reversed) =
        table_round_for(size, double, round).ok_or(out_of_range.clone())?;
    let games = table_round(size, table_round_no).ok_or(out_of_range)?;
    Ok(if reversed {
        games
            .into_iter()
            .map(|g| TableGame {
                white: g.black,
                black: g.white,
            })
            .collect()
    } else {
        games
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(size: u32, round: RoundNo) -> Vec<(u32, u32)> {
        table_round(size, round)
            .unwrap_or_default()
            .into_iter()
            .map(|g| (g.white, g.black))
            .collect()
    }

    #[test]
    fn four_numbers_as_printed() {
        assert_eq!(pairs(4, 1), [(1, 4), (2, 3)]);
        assert_eq!(pairs(4, 2), [(4, 3), (1, 2)]);
        assert_eq!(pairs(4, 3), [(2, 4), (3, 1)]);
    }

    #[test]
    fn rejects_what_is_not_a_table() {
        assert_eq!(table_round(5, 1), None);
        assert_eq!(table_round(0, 1), None);
        assert_eq!(table_round(8, 0), None);
        assert_eq!(table_round(8, 8), None);
        assert!(table_round(8, 7).is_some());
    }

    #[test]
    fn rounds_needed_counts_the_dummy() {
        assert_eq!(rounds_needed(7, false), 7);
        assert_eq!(rounds_needed(8, false), 7);
        assert_eq!(rounds_needed(8, true), 14);
        assert_eq!(rounds_needed(3, true), 6);
        assert_eq!(rounds_needed(0, false), 0);
    }

    #[test]
    fn double_cycle_exchanges_the_last_two_rounds_of_the_first_cycle() {
        // 8 numbers: 7 rounds a cycle.
        let order: Vec<_> = (1..=14)
            .map(|r| table_round_for(8, true, r).unwrap_or((0, false)))
            .collect();
        assert_eq!(order[4], (5, false));
        assert_eq!(order[5], (7, false));
        assert_eq!(order[6], (6, false));
        assert_eq!(order[7], (1, true));
        assert_eq!(order[13], (7, true));
        assert_eq!(table_round_for(8, true, 15), None);
        assert_eq!(table_round_for(8, false, 6), Some((6, false)));
        assert_eq!(table_round_for(8, false, 8), None);
    }

    #[test]
    fn second_cycle_reverses_colours() {
        let first = schedule_round(6, true, 1).unwrap_or_default();
        let second = schedule_round(6, true, 6).unwrap_or_default();
        assert_eq!(first.len(), 3);
        for (a, b) in first.iter().zip(&second) {
            assert_eq!((a.white, a.black), (b.black, b.white));
        }
    }

    #[test]
    fn schedule_round_checks_its_input() {
        assert!(matches!(
            schedule_round(2, false, 1),
            Err(RoundRobinError::TooFewPlayers { players: 2 })
        ));
        assert!(matches!(
            schedule_round(MAX_PLAYERS + 1, false, 1),
            Err(RoundRobinError::TooManyPlayers { .. })
        ));
        assert!(matches!(
            schedule_round(5, false, 6),
            Err(RoundRobinError::RoundOutOfRange { last: 5, .. })
        ));
        assert!(matches!(
            schedule_round(5, false, 0),
            Err(RoundRobinError::RoundOutOfRange { .. })
        ));
        // The dummy of an odd field is the highest number.
        let r1 = schedule_round(5, false, 1).unwrap_or_default();
        assert_eq!(r1[0], TableGame { white: 1, black: 6 });
        assert!(is_published(16) && !is_published(17) && !is_published(2));
    }
}
