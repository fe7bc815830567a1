//! Invariants of the standings over random tournaments (random pairings, every kind of
//! outcome, byes and absences): they hold after every round.

use catur::model::{
    Board, ByeKind, GameResult, Outcome, Player, PlayerId, Points, Round, Section, Unpaired,
};
use catur::standings::{Value, parse_list, standings};
use proptest::prelude::*;

fn outcome(k: u8) -> Outcome {
    match k % 12 {
        0..=2 => Outcome::Played(GameResult::WhiteWins),
        3..=5 => Outcome::Played(GameResult::Draw),
        6..=8 => Outcome::Played(GameResult::BlackWins),
        9 => Outcome::WhiteForfeitWin,
        10 => Outcome::BlackForfeitWin,
        _ => Outcome::DoubleForfeit,
    }
}

/// A section from random choices: per round an order of the players (a rotation and a
/// stride), an outcome code per board, and who stays away.
fn tournament(n: u32, rounds: Vec<(u32, Vec<u8>, Vec<bool>)>) -> Section {
    let mut s = Section::new("L12", "random", rounds.len() as u32);
    for i in 1..=n {
        let mut p = Player::new(PlayerId(i), format!("Pemain {i}"));
        p.tpn = i;
        p.rating = Some(1500 + 7 * i as u16);
        s.players.push(p);
    }
    for (r, (shift, codes, away)) in rounds.into_iter().enumerate() {
        let mut round = Round::new(r as u32 + 1);
        let mut present = Vec::new();
        for i in 0..n {
            let p = (i + shift) % n + 1;
            if away.get(i as usize).copied().unwrap_or(false) {
                let kind = if p.is_multiple_of(2) {
                    ByeKind::Half
                } else {
                    ByeKind::Zero
                };
                round.unpaired.push(Unpaired {
                    player: PlayerId(p),
                    kind,
                });
            } else {
                present.push(p);
            }
        }
        if present.len() % 2 == 1 {
            let p = present.pop().unwrap_or(1);
            round.unpaired.push(Unpaired {
                player: PlayerId(p),
                kind: ByeKind::Pab,
            });
        }
        for (b, pair) in present.chunks(2).enumerate() {
            let code = codes.get(b).copied().unwrap_or(4);
            round.boards.push(Board::new(
                PlayerId(pair[0]),
                PlayerId(pair[1]),
                outcome(code),
            ));
        }
        s.rounds.push(round);
    }
    s
}

fn arb_tournament() -> impl Strategy<Value = Section> {
    (2u32..24).prop_flat_map(|n| {
        let round = (
            0..n,
            prop::collection::vec(any::<u8>(), 12),
            prop::collection::vec(prop::bool::weighted(0.1), n as usize),
        );
        prop::collection::vec(round, 1..8).prop_map(move |rs| tournament(n, rs))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn standings_are_consistent_after_every_round(s in arb_tournament()) {
        let codes = parse_list("BH,BH-C1,BH-C2,BH-M1,BH-M2,SB,SB-C1,PS,PS-C1,DE,AOB,FB,ARO,TPR").unwrap();
        for r in 0..=s.rounds_paired() {
            let st = standings(&s, Some(r), &codes).unwrap();
            prop_assert_eq!(st.rows.len(), s.players.len());
            for (i, row) in st.rows.iter().enumerate() {
                prop_assert_eq!(row.points, s.score_after(row.player, r));
                prop_assert!(row.place.first as usize <= i + 1 && i < row.place.last as usize);
                if i > 0 {
                    prop_assert!(st.rows[i - 1].points >= row.points);
                }
                let v = |k: usize| row.values[k].unwrap_or(Value(-1));
                prop_assert!(v(0) >= v(1) && v(1) >= v(2), "BH cuts grow: {:?}", row.values);
                prop_assert!(v(1) >= v(3) && v(3) >= v(4), "medians: {:?}", row.values);
                prop_assert!(v(5) >= v(6) && v(7) >= v(8));
                prop_assert!(v(9) >= Value(0) && v(9) <= Value::int(s.players.len() as i64));
                prop_assert!(row.values.iter().all(|x| x.is_some_and(|x| x >= Value(0))));
            }
            let total: Points = st.rows.iter().map(|r| r.points).sum();
            prop_assert!(total.0 <= (r as i32) * 10 * s.players.len() as i32);
        }
    }
}
