//! Sonneborn-Berger (C.07 Art. 9.1) with Cut (Art. 14) and unplayed rounds (Art. 16).
//!
//! The sum, over the rounds, of the opponent's score times the points scored against
//! that opponent. Opponents count at their Art. 16.3 adjusted score; an unplayed round
//! is the capped dummy of Art. 16.4 times the points the round gave. SB-C1 (since August
//! 2024) removes the product of the lowest-scoring opponent, and on equal scores the
//! smallest product, unless a voluntary unplayed round's product is not lower (16.5).

use super::buchholz::contributions;
use super::code::TieBreak;
use super::context::Context;
use super::cuts::cut_sum;
use super::value::Value;

pub fn sonneborn_berger(ctx: &Context, tb: &TieBreak) -> Vec<Option<Value>> {
    let os = ctx.opponent_scores(false);
    (0..ctx.sheet.len())
        .map(|p| {
            let list = contributions(ctx, os, p, true);
            Some(cut_sum(list, tb.cut_low, tb.cut_high, ctx.sheet.rounds))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::buchholz::tests::worked_example;
    use super::super::code::Kind;
    use super::super::scores::Sheet;
    use super::*;

    #[test]
    fn worked_example_sonneborn_berger() {
        let s = worked_example();
        let ctx = Context::new(Sheet::new(&s, 5));
        let sb = |tb: TieBreak| sonneborn_berger(&ctx, &tb)[0].map(|v| v.to_string());
        assert_eq!(sb(TieBreak::new(Kind::Sb)).as_deref(), Some("7.5"));
        assert_eq!(sb(TieBreak::new(Kind::Sb).cut(1)).as_deref(), Some("5.5"));
    }
}
