//! Koya system (C.07 Art. 9.2): the points scored against the opponents who finished
//! with at least half of the maximum score (the limit in percent is the `L` modifier,
//! `KS-L60`). Meant for round robins; every paired round counts, forfeits included.

use super::code::TieBreak;
use super::context::Context;
use super::value::Value;

pub fn koya(ctx: &Context, tb: &TieBreak) -> Vec<Option<Value>> {
    let sheet = &ctx.sheet;
    // limit = percent x win x rounds / 100, compared in hundredths of a tenth.
    let limit = tb.koya_percent as i64 * sheet.values.win.0 as i64 * sheet.rounds as i64;
    (0..sheet.len())
        .map(|p| {
            let sum = sheet.slots[p]
                .iter()
                .filter(|s| {
                    s.opponent
                        .is_some_and(|o| sheet.score[o].0 as i64 * 100 >= limit)
                })
                .map(|s| Value::points(s.points))
                .sum();
            Some(sum)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::code::Kind;
    use super::super::scores::Sheet;
    use super::super::scores::tests::{D, W, round, section};
    use super::*;

    #[test]
    fn points_against_the_upper_half() {
        let mut s = section(4, 3);
        round(&mut s, &[(1, 2, W), (3, 4, D)], &[]);
        round(&mut s, &[(1, 3, D), (2, 4, W)], &[]);
        round(&mut s, &[(1, 4, W), (2, 3, D)], &[]);
        // Scores: 1 2.5, 2 1.5, 3 1.5, 4 0.5; the limit is 1.5.
        let ctx = Context::new(Sheet::new(&s, 3));
        let ks: Vec<String> = koya(&ctx, &TieBreak::new(Kind::Ks))
            .iter()
            .flatten()
            .map(|v| v.to_string())
            .collect();
        assert_eq!(ks, ["1.5", "0.5", "1", "0.5"]);
    }
}
