//! Results at the desk (F4): a result key, a typed result or a cleared board on the
//! board under the cursor, then the cursor to the next board without a result, each
//! result said with its board and players so a slip on the wrong board shows at once.

use super::act_file::Refusal;
use super::app::App;
use super::command::{ResultKey, ScreenId};
use super::strings::T;
use super::strings::words::W;
use crate::model::{GameResult, Outcome, RoundNo};
use crate::ops;

/// Where the cursor goes after a result is entered.
enum Next {
    /// To this board (0-based) further down.
    Forward(usize),
    /// Back up to this board: none is left below; the boards still empty, as ranges.
    BackToTop(usize, String),
    /// Every board has its result.
    None,
}

impl App {
    /// The number of boards of the round on F4 (the rows after them are byes).
    pub(super) fn boards(&self) -> usize {
        self.section()
            .and_then(|s| s.round(self.round))
            .map_or(0, |r| r.boards.len())
    }

    /// The first board of the shown round without a result.
    pub fn first_open_board(&self) -> Option<usize> {
        let r = self.section()?.round(self.round)?;
        r.boards.iter().position(|b| b.outcome.is_pending())
    }

    /// Where the cursor goes after a result on row `from`: forward to the next board
    /// without a result, or, when none is left below, back to the first one above (with
    /// the boards still empty, to say so).
    fn next_open_board(&self, from: usize) -> Next {
        let Some(r) = self.section().and_then(|s| s.round(self.round)) else {
            return Next::None;
        };
        // A board whose result waits for the file (see `act_wait`) counts as entered.
        let open: Vec<usize> = (0..r.boards.len())
            .filter(|&i| {
                r.boards[i].outcome.is_pending() && self.queued_outcome(self.round, i + 1).is_none()
            })
            .collect();
        match (open.iter().find(|&&i| i > from), open.first()) {
            (Some(&next), _) => Next::Forward(next),
            (None, Some(&first)) => {
                let numbers: Vec<usize> = open.iter().map(|i| i + 1).collect();
                Next::BackToTop(first, super::views::ranges(&numbers))
            }
            (None, None) => Next::None,
        }
    }

    /// The row the cursor goes to after a result on row `from` (see `next_open_board`).
    pub(super) fn next_open_row(&self, from: usize) -> Option<usize> {
        match self.next_open_board(from) {
            Next::Forward(n) | Next::BackToTop(n, _) => Some(n),
            Next::None => None,
        }
    }

    pub(super) fn goto_board(&mut self, text: &str) {
        match text.trim().parse::<usize>() {
            Ok(b) if b >= 1 && b <= self.boards() => *self.cursor_mut() = b - 1,
            _ => self.error(W::NoBoardHere.fill(self.lang, &[&text.trim(), &self.boards()])),
        }
    }

    pub(super) fn typed_result(&mut self, text: &str) {
        match Outcome::parse(text) {
            Some(outcome) => self.enter_outcome(outcome),
            None => self.error(W::NotAResult.fill(self.lang, &[&text.trim()])),
        }
    }

    pub(super) fn set_result(&mut self, k: ResultKey) {
        if self.screen != ScreenId::Results {
            return;
        }
        let outcome = match k {
            ResultKey::WhiteWins => Outcome::Played(GameResult::WhiteWins),
            ResultKey::BlackWins => Outcome::Played(GameResult::BlackWins),
            ResultKey::Draw => Outcome::Played(GameResult::Draw),
            ResultKey::WhiteForfeit => Outcome::WhiteForfeitWin,
            ResultKey::BlackForfeit => Outcome::BlackForfeitWin,
            ResultKey::DoubleForfeit => Outcome::DoubleForfeit,
        };
        self.enter_outcome(outcome);
    }

    /// Enters a result on the selected board and moves to the next board without one.
    pub(super) fn enter_outcome(&mut self, outcome: Outcome) {
        let Some(code) = self.section_code() else {
            return;
        };
        if self.cursor() >= self.boards() {
            return self.error(self.t_keys(super::strings::keys::K::NotABoard));
        }
        let board = self.cursor() + 1;
        let round = self.round;
        if self.ask_earlier_result(round, board, outcome) {
            return;
        }
        let queued = super::act_wait::Queued {
            section: code.clone(),
            round,
            board,
            outcome,
        };
        if self.waiting.is_some() {
            return self.queue_result(queued, None);
        }
        // A board that already has a result is never overwritten by one key press: the
        // refusal says to clear it first (Backspace), and the change is then journaled.
        let result = self.apply_or_queue(|t| ops::set_result(t, &code, round, board, outcome));
        if let Err(Refusal::Busy(holder)) = result {
            return self.queue_result(queued, Some(holder));
        }
        // The status line names the board, both players and the result, so a slip
        // entered on the wrong board is seen at once; when the cursor goes back to the
        // top, it says which boards are still empty.
        let next = result.is_ok().then(|| self.next_open_board(self.cursor()));
        let mut done = self.board_said(round, board, &outcome.code());
        if let Some(Next::BackToTop(_, empty)) = &next {
            done = format!("{done}; {}", W::BackToTop.fill(self.lang, &[empty]));
        }
        self.after_op(result, done.clone());
        self.board_entered();
        match next {
            Some(Next::Forward(n) | Next::BackToTop(n, _)) => *self.cursor_mut() = n,
            Some(Next::None) => {
                let next = self.next_after_results();
                self.info(format!(
                    "{done}; {}; {next}",
                    T::AllResultsIn.fill(self.lang, &[&round])
                ));
            }
            None => {}
        }
    }

    /// `L12 round 2 board 5: Nur Aisyah binti Hassan (3) - Tan Wei Ming (8) 1-0`.
    pub(super) fn board_said(&self, round: RoundNo, board: usize, result: &str) -> String {
        let Some(s) = self.section() else {
            return W::BoardResult.fill(self.lang, &[&round, &board, &result]);
        };
        let (white, black) = super::views::board_players(s, round, board);
        W::BoardResultNamed.fill(
            self.lang,
            &[&s.code, &round, &board, &white, &black, &result],
        )
    }

    pub(super) fn clear_result(&mut self) {
        if self.screen != ScreenId::Results {
            return;
        }
        let Some(code) = self.section_code() else {
            return;
        };
        if self.cursor() >= self.boards() {
            return self.error(self.t_keys(super::strings::keys::K::NotABoard));
        }
        let (round, board) = (self.round, self.cursor() + 1);
        if self.ask_earlier_result(round, board, Outcome::Pending) {
            return;
        }
        let queued = super::act_wait::Queued {
            section: code.clone(),
            round,
            board,
            outcome: Outcome::Pending,
        };
        if self.waiting.is_some() {
            return self.queue_result(queued, None);
        }
        let result = self.apply_or_queue(|t| ops::clear_result(t, &code, round, board));
        if let Err(Refusal::Busy(holder)) = result {
            return self.queue_result(queued, Some(holder));
        }
        self.after_op(result, W::BoardCleared.fill(self.lang, &[&round, &board]));
    }
}
