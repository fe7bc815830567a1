//! Everything fixed for the whole pairing of one round: the derived player states, who
//! is to be paired and in which order, forbidden pairs, topscorers and floats.
//!
//! C.04.3 Art. 1 (2026): players are ordered by score, then TPN. "Topscorers are players
//! who have a score of over 50% of the maximum possible score when pairing the final
//! round of the tournament."
//!
//! With acceleration (C.04.7) every score the engine compares is the pairing score:
//! the real score plus the virtual points of the round being paired, and for the floats
//! of past rounds, the score before that round plus that round's virtual points ("engines
//! judge floats on the pairing score"). Only the topscorer test keeps the real score,
//! and the board order (see `pair_round_accelerated`), as the reference engine does.

use super::acceleration::{self, Acceleration};
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
    /// Virtual points of the round being paired, by history index.
    virtual_now: Vec<Points>,
}

impl Context {
    /// The context with the section's own acceleration setting.
    pub fn new(section: &Section, round: RoundNo) -> Self {
        Self::with_acceleration(section, round, Acceleration::Section)
    }

    /// As [`Context::new`], with the virtual points taken from `source`.
    pub fn with_acceleration(section: &Section, round: RoundNo, source: Acceleration<'_>) -> Self {
        let mut history = history::derive(section, round);
        let virtual_now = add_virtual_points(&mut history, section, round, source);
        let values = section.settings.points;
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
        let final_round = played_rounds + 1 >= section.settings.rounds_planned;
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
            virtual_now,
        }
    }

    pub fn forbidden(&self, a: usize, b: usize) -> bool {
        self.forbidden.contains(&(a.min(b), a.max(b)))
    }

    /// Topscorer: only when pairing the final round (C.04.3 Art. 1.7).
    pub fn is_topscorer(&self, i: usize) -> bool {
        self.final_round && self.real_score(i) > self.top_threshold
    }

    /// The pairing score: real score plus this round's virtual points.
    pub fn score(&self, i: usize) -> Points {
        self.history.players[i].score
    }

    /// The score without virtual points.
    pub fn real_score(&self, i: usize) -> Points {
        self.history.players[i].score - self.virtual_now[i]
    }

    /// Whether anybody has virtual points this round.
    pub fn accelerated(&self) -> bool {
        self.virtual_now.iter().any(|p| *p != Points::ZERO)
    }

    /// This round's virtual points.
    pub fn virtual_points(&self, i: usize) -> Points {
        self.virtual_now[i]
    }

    /// Whether this round's pairing is the final round's (topscorers exist).
    pub fn final_round(&self) -> bool {
        self.final_round
    }

    pub fn float(&self, i: usize, back: usize) -> Float {
        self.floats[i][back - 1]
    }
}

/// Turns every score of the history into a pairing score (see the module comment);
/// returns the virtual points of the round being paired, by history index.
fn add_virtual_points(
    history: &mut History,
    section: &Section,
    round: RoundNo,
    source: Acceleration<'_>,
) -> Vec<Points> {
    let by_round: Vec<_> = (1..=round)
        .map(|r| acceleration::virtual_points(section, r, source))
        .collect();
    let mut now = vec![Points::ZERO; history.players.len()];
    if by_round.iter().all(|m| m.is_empty()) {
        return now;
    }
    for (i, p) in history.players.iter_mut().enumerate() {
        for (k, points) in by_round.iter().enumerate() {
            let extra = points.get(&p.id).copied().unwrap_or(Points::ZERO);
            if let Some(s) = p.score_before.get_mut(k) {
                *s += extra;
            }
        }
        now[i] = by_round[round as usize - 1]
            .get(&p.id)
            .copied()
            .unwrap_or(Points::ZERO);
        p.score += now[i];
    }
    now
}

#[cfg(test)]
pub mod tests {
    use super::*;
    use crate::model::{Board, ByeKind, GameResult, Outcome, Player, PlayerId, Round, Unpaired};

    /// A section of five rounds with `n` players, pairing numbers 1 to `n`, no round
    /// played.
    pub fn field(n: u32) -> Section {
        let mut s = Section::new("L12", "Lelaki 12", 5);
        let names = [
            "Ahmad bin Ismail",
            "Nur Aisyah binti Hassan",
            "Tan Wei Ming",
            "Priya a/p Raman",
        ];
        for i in 0..n {
            let mut p = Player::new(PlayerId(i + 1), names[i as usize % 4]);
            p.tpn = i + 1;
            s.players.push(p);
        }
        s
    }

    /// Four players, two rounds: 1-3 1-0 and 4-2 forfeit, then 1-2 draw, PAB to 3, 4 absent.
    pub fn two_rounds() -> Section {
        let mut s = field(4);
        let board = |w, b, outcome| Board::new(PlayerId(w), PlayerId(b), outcome);
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
