//! Progressive score (C.07 Art. 7.5): the sum of the running score after each round.
//! `PS-Cn` leaves out the running scores after the first n rounds. The MSSM Pahang
//! "sum of progressive cuts" (PS, then PS with the first round dropped, then the first
//! two, ...) is the list `PS, PS-C*`, where `PS-C*` stands for PS-C1, PS-C2, and so on.

use super::code::TieBreak;
use super::context::Context;
use super::value::Value;
use crate::model::Points;

pub fn progressive(ctx: &Context, tb: &TieBreak) -> Vec<Option<Value>> {
    ctx.sheet
        .slots
        .iter()
        .map(|slots| {
            let mut running = Points::ZERO;
            let mut sum = Value::ZERO;
            for (i, s) in slots.iter().enumerate() {
                running += s.points;
                if i as u32 >= tb.cut_low {
                    sum += Value::points(running);
                }
            }
            Some(sum)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::buchholz::tests::worked_example;
    use super::super::code::Kind;
    use super::super::scores::Sheet;
    use super::super::scores::tests::{B, D, W, round, section};
    use super::*;

    #[test]
    fn worked_example_progressive() {
        let s = worked_example();
        let ctx = Context::new(Sheet::new(&s, 5));
        let ps = |tb: TieBreak| progressive(&ctx, &tb)[0].map(|v| v.to_string());
        assert_eq!(ps(TieBreak::new(Kind::Ps)).as_deref(), Some("9.5"));
        assert_eq!(ps(TieBreak::new(Kind::Ps).cut(1)).as_deref(), Some("8.5"));
    }

    #[test]
    fn pahang_example() {
        // MSSM Pahang 6.2: W L W D gives 1 + 1 + 2 + 2.5 = 6.5.
        let mut s = section(2, 4);
        round(&mut s, &[(1, 2, W)], &[]);
        round(&mut s, &[(2, 1, W)], &[]);
        round(&mut s, &[(2, 1, B)], &[]);
        round(&mut s, &[(1, 2, D)], &[]);
        let ctx = Context::new(Sheet::new(&s, 4));
        assert_eq!(
            progressive(&ctx, &TieBreak::new(Kind::Ps))[0],
            Some(Value(650))
        );
        assert_eq!(
            progressive(&ctx, &TieBreak::new(Kind::Ps).cut(2))[0],
            Some(Value(450))
        );
    }
}
