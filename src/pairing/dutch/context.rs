//! Everything fixed for the whole pairing of one round: the derived player states, who
//! is to be paired and in which order, forbidden pairs, topscorers and floats.
//!
//! C.04.3 Art. 1 (2026): players are ordered by score, then TPN. "Topscorers are players
//! who have a score of over 50% of the maximum possible score when pairing the final
//! round of the tournament."

use super::history::{self, Float, History};
use crate::model::{Points, RoundNo, Section};
use std::collections::HashSet;

pub struct Context {
    pub history: History,
    pub played_rounds: u32,
    /// Players to pair (indices into `history.players`), best score first, then TPN.
    pub sorted: Vec<usize>,
    /// Pairs forbidden by the arbiter this round, by history index (smaller first).
    forbidden: HashSet<(usize, usize)>,
    final_round: bool,
    top_threshold: Points,
    /// Float of each player 1 and 2 rounds back.
    floats: Vec<[Float; 2]>,
}

impl Context {
    pub fn new(section: &Section, round: RoundNo) -> Self {
        let history = history::derive(section, round);
        let values = section.points;
        let played_rounds = history.played_rounds;
        let mut sorted = history.present.clone();
        sorted.sort_by(|&a, &b| {
            let (pa, pb) = (&history.players[a], &history.players[b]);
            pb.score.cmp(&pa.score).then(pa.rank.cmp(&pb.rank))
        });
        let mut forbidden = HashSet::new();
        for f in &section.forbidden {
            if round < f.first_round || round > f.last_round {
                continue;
            }
            let idx: Vec<usize> = f
                .players
                .iter()
                .filter_map(|&id| history.index_of(id))
                .collect();
            for (i, &a) in idx.iter().enumerate() {
                for &b in &idx[i + 1..] {
                    if a != b {
                        forbidden.insert((a.min(b), a.max(b)));
                    }
                }
            }
        }
        let best = values.win.max(values.draw);
        let top_threshold = Points((played_rounds as i32 * best.0).div_euclid(2));
        let final_round = played_rounds + 1 >= section.rounds_planned;
        let score_before = |i: usize, id, round: usize| -> Points {
            let _ = i;
            history
                .index_of(id)
                .map_or(Points::ZERO, |j| history.players[j].score_before[round])
        };
        let floats = (0..history.players.len())
            .map(|i| {
                let p = &history.players[i];
                let f = |back| p.float(back, |id, r| score_before(i, id, r), &values);
                [f(1), f(2)]
            })
            .collect();
        Context {
            history,
            played_rounds,
            sorted,
            forbidden,
            final_round,
            top_threshold,
            floats,
        }
    }

    pub fn forbidden(&self, a: usize, b: usize) -> bool {
        self.forbidden.contains(&(a.min(b), a.max(b)))
    }

    /// Topscorer: only when pairing the final round (C.04.3 Art. 1.7).
    pub fn is_topscorer(&self, i: usize) -> bool {
        self.final_round && self.history.players[i].score > self.top_threshold
    }

    pub fn score(&self, i: usize) -> Points {
        self.history.players[i].score
    }

    pub fn float(&self, i: usize, back: usize) -> Float {
        self.floats[i][back - 1]
    }
}

#[cfg(test)]
pub mod tests {
    use super::*;
    use crate::model::{Board, ByeKind, GameResult, Outcome, Player, PlayerId, Round, Unpaired};

    /// Four players, two rounds: 1-3 1-0 and 4-2 forfeit, then 1-2 draw, PAB to 3, 4 absent.
    pub fn two_rounds() -> Section {
        let mut s = Section::new("L12", "Lelaki 12", 5);
        let names = [
            "Ahmad bin Ismail",
            "Nur Aisyah binti Hassan",
            "Tan Wei Ming",
            "Priya a/p Raman",
        ];
        for (i, name) in names.iter().enumerate() {
            let mut p = Player::new(PlayerId(i as u32 + 1), *name);
            p.tpn = i as u32 + 1;
            s.players.push(p);
        }
        let board = |w, b, outcome| Board {
            white: PlayerId(w),
            black: PlayerId(b),
            outcome,
            manual: false,
        };
        let mut r1 = Round::new(1);
        r1.boards
            .push(board(1, 3, Outcome::Played(GameResult::WhiteWins)));
        r1.boards.push(board(4, 2, Outcome::BlackForfeitWin));
        s.rounds.push(r1);
        let mut r2 = Round::new(2);
        r2.boards
            .push(board(1, 2, Outcome::Played(GameResult::Draw)));
        r2.unpaired.push(Unpaired {
            player: PlayerId(3),
            kind: ByeKind::Pab,
        });
        r2.unpaired.push(Unpaired {
            player: PlayerId(4),
            kind: ByeKind::Zero,
        });
        s.rounds.push(r2);
        s
    }

    #[test]
    fn players_are_sorted_by_score_then_tpn() {
        let s = two_rounds();
        let ctx = Context::new(&s, 3);
        // Scores: 1: 1.5, 2: 1.5, 3: 1.0, 4: 0.
        assert_eq!(ctx.sorted, vec![0, 1, 2, 3]);
        assert!(!ctx.is_topscorer(0));
        assert_eq!(ctx.float(2, 1), Float::Down);
    }
}
