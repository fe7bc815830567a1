//! Buchholz (C.07 Art. 8.1), Fore Buchholz (Art. 8.3) and the Average of Opponents'
//! Buchholz (Art. 8.2), with Cut and Median (Art. 14) and unplayed rounds (Art. 16).
//!
//! Buchholz is the sum of the opponents' scores, each opponent counted at the Art. 16.3
//! adjusted score and each unplayed round as the capped dummy of Art. 16.4. Fore
//! Buchholz is the same once every paired final-round game is read as a draw; it differs
//! from Buchholz only in standings after the final round. AOB averages, over the games
//! played over the board, the opponents' Buchholz, rounded half up to two decimals.

use super::code::TieBreak;
use super::context::Context;
use super::cuts::{Contribution, cut_sum};
use super::unplayed::OpponentScores;
use super::value::Value;
use crate::model::RoundNo;

/// Every round's contribution to `player`'s Buchholz (`sb`: Sonneborn-Berger products).
pub fn contributions(
    ctx: &Context,
    os: &OpponentScores,
    player: usize,
    sb: bool,
) -> Vec<Contribution> {
    let sheet = &ctx.sheet;
    (1..=sheet.rounds)
        .filter_map(|r: RoundNo| {
            let (score, voluntary) = os.opponent_value(sheet, player, r)?;
            let value = if sb {
                Value::product(score, sheet.slots[player][(r - 1) as usize].points)
            } else {
                Value::points(score)
            };
            Some(Contribution {
                round: r,
                score,
                value,
                voluntary,
            })
        })
        .collect()
}

/// BH or FB with the tie-break's cuts.
pub fn buchholz(ctx: &Context, tb: &TieBreak, fore: bool) -> Vec<Option<Value>> {
    let os = ctx.opponent_scores(fore);
    (0..ctx.sheet.len())
        .map(|p| {
            let list = contributions(ctx, os, p, false);
            Some(cut_sum(list, tb.cut_low, tb.cut_high, ctx.sheet.rounds))
        })
        .collect()
}

/// AOB: opponents' plain Buchholz, averaged over games played (0 without any).
pub fn average_of_buchholz(ctx: &Context) -> Vec<Option<Value>> {
    let bh = buchholz(ctx, &TieBreak::new(super::code::Kind::Bh), false);
    let sheet = &ctx.sheet;
    (0..sheet.len())
        .map(|p| {
            let opponents: Vec<usize> = sheet.slots[p]
                .iter()
                .filter(|s| s.played())
                .filter_map(|s| s.opponent)
                .collect();
            let sum: Value = opponents.iter().filter_map(|&o| bh[o]).sum();
            // No game played: nothing to average; 0 ranks last.
            Value::average(sum, opponents.len() as i64).or(Some(Value::ZERO))
        })
        .collect()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::super::code::Kind;
    use super::super::scores::Sheet;
    use super::super::scores::tests::{B, D, W, round, section};
    use super::*;
    use crate::model::{ByeKind, Outcome, Section};

    /// The tournament of tiebreaks.md 4.4 (5 rounds, 1 / ½ / 0), built so that player A
    /// (TPN 1) meets B (3.0) in round 1, draws with F in round 2, takes a half-point bye
    /// in round 3, loses to D (4.0) in round 4 and beats E (2.0) in round 5. F scores 1.5
    /// in rounds 1-3, takes a zero-point bye in round 4 and withdraws.
    /// TPNs: 1 A, 2 B, 3 D, 4 E, 5 F, 6 G, 7 H, 8 J.
    pub fn worked_example() -> Section {
        let mut s = section(8, 5);
        // Round 1: A-B 1-0, D-F ½, E-G ½, H-J 1-0
        round(&mut s, &[(1, 2, W), (3, 5, D), (4, 6, D), (7, 8, W)], &[]);
        // Round 2: A-F ½, B-J 1-0, D-G 1-0, E-H ½
        round(&mut s, &[(1, 5, D), (2, 8, W), (3, 6, W), (4, 7, D)], &[]);
        // Round 3: A half bye, F-J ½, B-D 0-1, G-H ½, E bye (PAB)
        round(
            &mut s,
            &[(5, 8, D), (2, 3, B), (6, 7, D)],
            &[(1, ByeKind::Half), (4, ByeKind::Pab)],
        );
        // Round 4: D-A 1-0, F zero bye, B-E 1-0, G-J ½, H bye
        round(
            &mut s,
            &[(3, 1, W), (2, 4, W), (6, 8, D)],
            &[(5, ByeKind::Zero), (7, ByeKind::Pab)],
        );
        // Round 5: A-E 1-0, F absent, B-G 1-0, D-H ½, J bye
        round(
            &mut s,
            &[(1, 4, W), (2, 6, W), (3, 7, D)],
            &[(5, ByeKind::Absent), (8, ByeKind::Pab)],
        );
        s
    }

    #[test]
    fn worked_example_scores() {
        let s = worked_example();
        let sheet = Sheet::new(&s, 5);
        let got: Vec<String> = sheet.score.iter().map(|p| p.to_string()).collect();
        // A 3, B 3, D 4, E 2, F 1.5 (adjusted 2.5)
        assert_eq!(&got[..5], ["3", "3", "4", "2", "1.5"]);
        let ctx = Context::new(sheet);
        assert_eq!(ctx.opponent_scores(false).adjusted[4].to_string(), "2.5");
    }

    #[test]
    fn worked_example_buchholz() {
        let s = worked_example();
        let ctx = Context::new(Sheet::new(&s, 5));
        let bh = |tb: TieBreak| buchholz(&ctx, &tb, false)[0].map(|v| v.to_string());
        assert_eq!(bh(TieBreak::new(Kind::Bh)).as_deref(), Some("14"));
        assert_eq!(bh(TieBreak::new(Kind::Bh).cut(1)).as_deref(), Some("11.5"));
        assert_eq!(
            bh(TieBreak::new(Kind::Bh).median(1)).as_deref(),
            Some("7.5")
        );
    }

    #[test]
    fn fore_buchholz_reads_the_last_round_as_drawn() {
        let mut s = section(4, 2);
        round(&mut s, &[(1, 2, W), (3, 4, W)], &[]);
        round(&mut s, &[(1, 3, W), (2, 4, Outcome::WhiteForfeitWin)], &[]);
        let ctx = Context::new(Sheet::new(&s, 2));
        let fb = buchholz(&ctx, &TieBreak::new(Kind::Fb), true);
        let bh = buchholz(&ctx, &TieBreak::new(Kind::Bh), false);
        // FB reads round 2 as drawn: 1 1.5, 2 0.5, 3 1.5, 4 0.5.
        // Player 1 met 2 and 3: FB 0.5 + 1.5, BH 1 + 1.
        assert_eq!(fb[0], Some(Value(200)));
        assert_eq!(bh[0], Some(Value(200)));
        // Player 2 met 1, and 4 by forfeit, which FB counts as a game: 1.5 + 0.5.
        assert_eq!(fb[1], Some(Value(200)));
        // In BH the forfeit win is a dummy: 2 + min(own 1, 4's adjusted 0).
        assert_eq!(bh[1], Some(Value(200)));
        // Player 4: FB 1.5 (from 3) + 0.5 (from 2, read as drawn); BH 1 + the dummy
        // min(own 0, 2's adjusted 1) = 1.
        assert_eq!(fb[3], Some(Value(200)));
        assert_eq!(bh[3], Some(Value(100)));
        let aob = average_of_buchholz(&ctx);
        assert!(aob[0].is_some());
    }
}
