//! Cut and Median modifiers (C.07 Art. 14) with the exception for voluntary unplayed
//! rounds (Art. 16.5).
//!
//! `Cn` removes the n least significant contributions, `Mn` the n least and the n most
//! significant. The least significant contribution is the one of the lowest-scoring
//! opponent (for Sonneborn-Berger, since August 2024: on equal scores, the smallest
//! product). Art. 16.5: a low cut first removes the contribution of a voluntary
//! unplayed round, provided it is not below the normal least significant value; for
//! Buchholz this always removes the voluntary round, for Sonneborn-Berger whichever
//! product is higher. It repeats for further cuts; the high cut has no exception.
//! Among equal contributions the earlier round goes first.

use super::value::Value;
use crate::model::{Points, RoundNo};

/// One round's part of a Buchholz-type sum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Contribution {
    pub round: RoundNo,
    /// The opponent's (or the dummy's) score.
    pub score: Points,
    /// What the round adds: the score itself, or for SB the score times the result.
    pub value: Value,
    /// A voluntary unplayed round (Art. 16.1).
    pub voluntary: bool,
}

/// The sum left after cutting `low` and `high` contributions out of `rounds`.
pub fn cut_sum(mut list: Vec<Contribution>, low: u32, high: u32, rounds: u32) -> Value {
    let low = low.min(rounds);
    let high = high.min(rounds - low);
    for _ in 0..low {
        let lowest = list
            .iter()
            .enumerate()
            .min_by_key(|(_, c)| (c.score, c.value));
        let lowest_vur = list
            .iter()
            .enumerate()
            .min_by_key(|(_, c)| (!c.voluntary, c.score, c.value));
        let (Some((i, normal)), Some((j, vur))) = (lowest, lowest_vur) else {
            break;
        };
        list.remove(if normal.value > vur.value { i } else { j });
    }
    for _ in 0..high {
        let top = list
            .iter()
            .enumerate()
            .min_by_key(|(_, c)| (std::cmp::Reverse(c.score), std::cmp::Reverse(c.value)));
        let Some((i, _)) = top else { break };
        list.remove(i);
    }
    list.iter().map(|c| c.value).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(round: RoundNo, score: i32, value: i64, voluntary: bool) -> Contribution {
        Contribution {
            round,
            score: Points(score),
            value: Value(value),
            voluntary,
        }
    }

    /// The Buchholz of tiebreaks.md 4.4: 3 + 2.5 + 2.5 (VUR) + 4 + 2.
    fn bh() -> Vec<Contribution> {
        vec![
            c(1, 30, 300, false),
            c(2, 25, 250, false),
            c(3, 25, 250, true),
            c(4, 40, 400, false),
            c(5, 20, 200, false),
        ]
    }

    #[test]
    fn buchholz_cuts_the_voluntary_round_first() {
        assert_eq!(cut_sum(bh(), 0, 0, 5), Value(1400));
        assert_eq!(cut_sum(bh(), 1, 0, 5), Value(1150));
        assert_eq!(cut_sum(bh(), 1, 1, 5), Value(750));
        assert_eq!(cut_sum(bh(), 2, 0, 5), Value(950));
    }

    #[test]
    fn sonneborn_berger_cuts_the_higher_of_the_two() {
        // 3x1 + 2.5x0.5 + 2.5x0.5 (VUR) + 4x0 + 2x1
        let sb = vec![
            c(1, 30, 300, false),
            c(2, 25, 125, false),
            c(3, 25, 125, true),
            c(4, 40, 0, false),
            c(5, 20, 200, false),
        ];
        assert_eq!(cut_sum(sb.clone(), 0, 0, 5), Value(750));
        assert_eq!(cut_sum(sb, 1, 0, 5), Value(550));
    }

    #[test]
    fn cuts_never_exceed_the_rounds() {
        assert_eq!(cut_sum(bh(), 9, 9, 5), Value(0));
        assert_eq!(cut_sum(Vec::new(), 1, 1, 0), Value(0));
    }
}
