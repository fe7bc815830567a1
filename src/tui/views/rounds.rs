//! The rows of the round screens (F3, F4) and the words about them: which players a row
//! holds, the two players of a board, a player found by number or name, boards as ranges.

use crate::model::{PlayerId, Round, RoundNo, Section};

/// The rows of F3/F4 in drawing order: each board, then each unpaired player (bye,
/// absent, reserve); `/` and the cursor count them the same way.
pub fn row_players(r: &Round) -> Vec<Vec<PlayerId>> {
    r.boards
        .iter()
        .map(|b| vec![b.white, b.black])
        .chain(r.unpaired.iter().map(|u| vec![u.player]))
        .collect()
}

/// The two players of a board (1-based) of a round, as `Name (number)`; empty texts for
/// a board that is not there.
pub fn board_players(s: &Section, round: RoundNo, board: usize) -> (String, String) {
    let Some(b) = s
        .round(round)
        .and_then(|r| r.boards.get(board.wrapping_sub(1)))
    else {
        return Default::default();
    };
    let said = |id: PlayerId| {
        s.player(id)
            .map(|p| format!("{} ({})", p.name, p.tpn))
            .unwrap_or_default()
    };
    (said(b.white), said(b.black))
}

/// Numbers in ascending order as ranges: `1-3, 7, 9-10`.
pub fn ranges(numbers: &[usize]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut k = 0;
    while k < numbers.len() {
        let start = numbers[k];
        let mut end = start;
        while k + 1 < numbers.len() && numbers[k + 1] == end + 1 {
            k += 1;
            end = numbers[k];
        }
        parts.push(if end == start {
            start.to_string()
        } else {
            format!("{start}-{end}")
        });
        k += 1;
    }
    parts.join(", ")
}

/// The first row at or after `from` (wrapping) with a player whose pairing number is
/// `text`, or whose name contains `text` (any case).
pub fn find_row(s: &Section, r: &Round, text: &str, from: usize) -> Option<usize> {
    let needle = text.trim().to_lowercase();
    if needle.is_empty() {
        return None;
    }
    let number: Option<u32> = needle.parse().ok();
    let rows = row_players(r);
    let hit = |ids: &Vec<PlayerId>| {
        ids.iter()
            .filter_map(|id| s.player(*id))
            .any(|p| match number {
                Some(n) => p.tpn == n,
                None => p.name.to_lowercase().contains(&needle),
            })
    };
    let n = rows.len();
    (0..n).map(|k| (from + k) % n).find(|&i| hit(&rows[i]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_said_as_ranges() {
        assert_eq!(ranges(&[1, 2, 3, 7, 9, 10]), "1-3, 7, 9-10");
        assert_eq!(ranges(&[4]), "4");
        assert_eq!(ranges(&[]), "");
    }
}
