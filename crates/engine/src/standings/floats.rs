//! Number of upfloats (MSS Johor rules 5.1.3, after direct encounter and games with
//! Black): the rounds in which the player met, over the board, an opponent who had a
//! higher score before the round. A player who floated up faced the stronger field, so
//! more upfloats rank higher (`UF-R` reverses it). Forfeits are not counted: the Dutch
//! rules give no upfloat to a forfeit loss (../rules/handling.md 2.3).

use super::context::Context;
use super::value::Value;
use crate::model::RoundNo;

pub fn upfloats(ctx: &Context) -> Vec<Option<Value>> {
    let sheet = &ctx.sheet;
    // Running scores before each round: before[p][r - 1].
    let before: Vec<Vec<i32>> = sheet
        .slots
        .iter()
        .map(|slots| {
            slots
                .iter()
                .scan(0, |acc, s| {
                    let b = *acc;
                    *acc += s.points.0;
                    Some(b)
                })
                .collect()
        })
        .collect();
    (0..sheet.len())
        .map(|p| {
            let n = (1..=sheet.rounds)
                .filter(|&r: &RoundNo| {
                    let i = (r - 1) as usize;
                    let s = &sheet.slots[p][i];
                    s.played() && s.opponent.is_some_and(|o| before[o][i] > before[p][i])
                })
                .count();
            Some(Value::int(n as i64))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::scores::Sheet;
    use super::super::scores::tests::{D, W, round, section};
    use super::*;
    use crate::model::Outcome;

    #[test]
    fn counts_games_against_higher_scores() {
        let mut s = section(4, 3);
        round(&mut s, &[(1, 2, W), (3, 4, W)], &[]);
        // 2 (0) meets 3 (1): an upfloat for 2; 1 and 4 by forfeit: not counted.
        round(&mut s, &[(2, 3, D), (4, 1, Outcome::BlackForfeitWin)], &[]);
        round(&mut s, &[(4, 2, D), (1, 3, W)], &[]);
        let ctx = Context::new(Sheet::new(&s, 3));
        let uf: Vec<i64> = upfloats(&ctx)
            .iter()
            .map(|v| v.map_or(-1, |v| v.0 / 100))
            .collect();
        // Round 3: 4 (0) meets 2 (0.5): upfloat for 4; 3 (1.5) meets 1 (2): upfloat for 3.
        assert_eq!(uf, [0, 1, 1, 1]);
    }
}
