//! Counting tie-breaks (C.07 Art. 7): WIN, WON, BPG, BWG, REP, STD and TPN.
//!
//! - WIN (7.1): rounds scored at a win's value, played or not (forfeit wins, PAB and
//!   full-point byes included when they are worth a win).
//! - WON (7.2): games won over the board.
//! - BPG / BWG (7.3 / 7.4): games played, and won, with Black over the board.
//! - REP (7.6, formerly GE): rounds the player elected to play, that is all rounds but
//!   the half- and zero-point byes, absences and forfeit losses.
//! - STD (7.7, 2026): per round 1 for scoring more than a draw, ½ for a draw's value,
//!   whatever the point system (so 3/1/0 and 2/1/0 events compare on 1/½/0).
//! - TPN (7.8, 2026): the pairing number, lower first.
//!
//! Games of fewer than one move count as played, as they do for pairing.

use super::code::Kind;
use super::context::Context;
use super::scores::{Slot, SlotKind};
use super::value::Value;
use crate::model::{Colour, PointValues};

pub fn count(ctx: &Context, kind: Kind) -> Vec<Option<Value>> {
    let sheet = &ctx.sheet;
    let v = &sheet.values;
    if kind == Kind::Tpn {
        return sheet
            .players
            .iter()
            .map(|p| Some(Value::int(p.tpn as i64)))
            .collect();
    }
    sheet
        .slots
        .iter()
        .map(|slots| Some(slots.iter().map(|s| one_round(kind, s, v)).sum()))
        .collect()
}

fn one_round(kind: Kind, s: &Slot, v: &PointValues) -> Value {
    let win = s.points == v.win;
    let black = s.played() && s.colour == Some(Colour::Black);
    let yes = match kind {
        Kind::Win => win,
        Kind::Won => win && s.played() && s.opponent.is_some(),
        Kind::Bpg => black,
        Kind::Bwg => black && win,
        Kind::Rep => win || matches!(s.kind, SlotKind::Played | SlotKind::Pab),
        Kind::Std => {
            return if s.points > v.draw {
                Value::int(1)
            } else if s.points == v.draw {
                Value(50)
            } else {
                Value::ZERO
            };
        }
        _ => false,
    };
    Value::int(yes as i64)
}

#[cfg(test)]
mod tests {
    use super::super::buchholz::tests::worked_example;
    use super::super::scores::Sheet;
    use super::super::scores::tests::{B, D, round, section};
    use super::*;
    use crate::model::{ByeKind, Outcome};

    fn first(ctx: &Context, kind: Kind) -> String {
        count(ctx, kind)[0]
            .map(|v| v.to_string())
            .unwrap_or_default()
    }

    #[test]
    fn worked_example_counts() {
        let s = worked_example();
        let ctx = Context::new(Sheet::new(&s, 5));
        assert_eq!(first(&ctx, Kind::Win), "2");
        assert_eq!(first(&ctx, Kind::Won), "2");
        assert_eq!(first(&ctx, Kind::Rep), "4");
        assert_eq!(first(&ctx, Kind::Std), "3");
        assert_eq!(first(&ctx, Kind::Bpg), "1");
        assert_eq!(first(&ctx, Kind::Bwg), "0");
    }

    #[test]
    fn forfeits_both_ways_and_byes() {
        let mut s = section(4, 4);
        round(&mut s, &[(1, 2, Outcome::WhiteForfeitWin), (3, 4, B)], &[]);
        round(&mut s, &[(2, 1, Outcome::WhiteForfeitWin), (4, 3, D)], &[]);
        round(
            &mut s,
            &[(3, 4, Outcome::DoubleForfeit)],
            &[(1, ByeKind::Pab), (2, ByeKind::Half)],
        );
        round(
            &mut s,
            &[(
                1,
                2,
                Outcome::ShortGame(crate::model::GameResult::BlackWins),
            )],
            &[(3, ByeKind::Full), (4, ByeKind::Zero)],
        );
        let ctx = Context::new(Sheet::new(&s, 4));
        let all = |k| {
            count(&ctx, k)
                .iter()
                .map(|v| v.map_or(-1, |v| v.0 / 50))
                .collect::<Vec<_>>()
        };
        // In half units: player 1 won by forfeit, lost by forfeit, PAB, lost a short game.
        assert_eq!(all(Kind::Win), [4, 4, 2, 2]);
        assert_eq!(all(Kind::Won), [0, 2, 0, 2]);
        assert_eq!(all(Kind::Bpg), [0, 2, 2, 2]);
        assert_eq!(all(Kind::Bwg), [0, 2, 0, 2]);
        assert_eq!(all(Kind::Rep), [6, 4, 6, 4]);
        assert_eq!(all(Kind::Std), [4, 5, 3, 3]);
        assert_eq!(all(Kind::Tpn), [2, 4, 6, 8]);
    }
}
