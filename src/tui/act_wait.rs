//! A busy lock never freezes the desk (issue 29 item 10). When another desk or the
//! command line holds the championship's lock, a result does not wait on the drawing
//! thread: it is queued, the screen keeps drawing with a line naming the holder, and
//! the terminal loop tries the lock again every [`POLL_EVERY`](super::worker::POLL_EVERY)
//! without waiting for it. When the lock comes free each queued result is made as its
//! own transaction (lock, re-read, apply, save), in the order typed.
//!
//! Keys typed while results wait: result keys (and Backspace, which clears) queue
//! behind the waiting ones, and the cursor moves on as if they had landed. An arbiter
//! types the slips of a round one after the other and must not have to stop because
//! another desk is saving; each queued result keeps its own section, round and board,
//! so it lands where it was typed whatever the screen shows by then. Any other change
//! is refused with a message (never silently) until the queue is empty: it could
//! depend on the waiting results, and making it first would reorder the arbiter's
//! work. Esc gives up every waiting result (nothing is saved, the status line names
//! the boards); quitting is refused while results wait.
//!
//! Any other change (a player, a setting, a pairing published, an undo) waits where it
//! was asked for: the store keeps trying the lock and calls the desk's [`Asker`], which
//! keeps the screen drawn with a line naming the holder and reads the keyboard (Esc
//! gives the change up; keys typed meanwhile act after it). Such changes are few and
//! may depend on each other, so they are not queued: the arbiter sees each one made or
//! given up before the next key acts.

use super::act_file::Refusal;
use super::app::{App, Severity};
use super::strings::keys::K;
use super::strings::words::{W, Worded};
use crate::model::{Outcome, RoundNo};
use crate::ops;
use std::time::{Duration, Instant};

/// How long a change at the desk waits for the lock on the drawing thread before it is
/// left to wait in the background: another process holds the lock for milliseconds
/// per change, so a moment's wait avoids queueing for nothing.
pub const QUICK_WAIT: Duration = Duration::from_millis(150);

/// How the desk waits for a busy lock when a change other than a result is made: the
/// store calls it again and again with the waiting line (who holds the lock, for how
/// long, that Esc gives up) while another process holds the lock, and it answers
/// whether to go on waiting. The terminal loop's asker draws the last frame with the
/// line and reads the keyboard for a moment: Esc says no, other keys are kept and act
/// after the change. The change itself is made as soon as the lock is free, as one
/// transaction on what the other process saved.
pub struct Asker(pub Box<dyn FnMut(&str) -> bool>);

impl std::fmt::Debug for Asker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Asker")
    }
}

/// A result typed while the file was locked elsewhere (`Pending`: the board cleared).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Queued {
    pub section: String,
    pub round: RoundNo,
    pub board: usize,
    pub outcome: Outcome,
}

/// The results waiting for the lock, in the order typed.
#[derive(Debug)]
pub struct Waiting {
    pub items: Vec<Queued>,
    /// Who holds the lock, as its holder file says.
    pub holder: String,
    pub since: Instant,
}

impl App {
    /// Queues a result behind the lock held by `holder` (`None`: the queue's holder),
    /// and moves the cursor on as if it had landed.
    pub(super) fn queue_result(&mut self, item: Queued, holder: Option<String>) {
        let w = self.waiting.get_or_insert_with(|| Waiting {
            items: Vec::new(),
            holder: String::new(),
            since: Instant::now(),
        });
        if let Some(h) = holder {
            w.holder = h;
        }
        w.items.push(item);
        self.board_entered();
        if let Some(n) = self.next_open_row(self.cursor()) {
            *self.cursor_mut() = n;
        }
    }

    /// The result queued for a board of the shown section, if one waits.
    pub fn queued_outcome(&self, round: RoundNo, board: usize) -> Option<Outcome> {
        let code = &self.section()?.code;
        self.waiting
            .as_ref()?
            .items
            .iter()
            .rev()
            .find(|q| q.section == *code && q.round == round && q.board == board)
            .map(|q| q.outcome)
    }

    /// The message line while results wait: who holds the lock, for how long, which
    /// boards wait, and that Esc gives them up.
    pub fn waiting_line(&self) -> Option<String> {
        let w = self.waiting.as_ref()?;
        Some(K::Waiting.fill(
            self.lang,
            &[
                &w.since.elapsed().as_secs(),
                &w.holder,
                &self.queued_said(&w.items),
            ],
        ))
    }

    /// `L12 round 2 boards 1-3`, each section and round once, in the order typed.
    fn queued_said(&self, items: &[Queued]) -> String {
        let mut places: Vec<(&str, RoundNo, Vec<usize>)> = Vec::new();
        for q in items {
            match places
                .iter_mut()
                .find(|(s, r, _)| *s == q.section && *r == q.round)
            {
                Some((_, _, boards)) => boards.push(q.board),
                None => places.push((&q.section, q.round, vec![q.board])),
            }
        }
        places
            .into_iter()
            .map(|(s, r, mut boards)| {
                boards.sort_unstable();
                boards.dedup();
                let place = W::HistoryPlace.fill(self.lang, &[&s, &r]);
                let list = super::views::ranges(&boards);
                K::QueuedBoards.fill(self.lang, &[&place, &list])
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Esc while results wait: none of them is saved, and the status line says which.
    pub(super) fn give_up_waiting(&mut self) {
        let Some(w) = self.waiting.take() else {
            return;
        };
        let text = K::WaitingGaveUp.fill(self.lang, &[&self.queued_said(&w.items)]);
        self.message = Some((text, Severity::Warning));
        if let Some(first) = self.first_open_board() {
            *self.cursor_mut() = first;
        }
    }

    /// Tries the lock once without waiting (the terminal loop calls this); when it is
    /// free, makes every queued result in order, each its own transaction.
    pub fn poll_waiting(&mut self) {
        let Some(mut w) = self.waiting.take() else {
            return;
        };
        self.set_lock_wait(Duration::ZERO);
        let (mut saved, mut last, mut refused) = (0, String::new(), Vec::new());
        while let Some(q) = w.items.first().cloned() {
            let Queued {
                section,
                round,
                board,
                outcome,
            } = q.clone();
            let result = self.apply_or_queue(|t| {
                if outcome.is_pending() {
                    ops::clear_result(t, &section, round, board)
                } else {
                    ops::set_result(t, &section, round, board, outcome)
                }
            });
            let said = self.queued_board_said(&q);
            match result {
                Ok(()) => {
                    saved += 1;
                    last = said;
                    w.items.remove(0);
                }
                Err(Refusal::Op(e)) => {
                    refused.push(K::WaitingRefused.fill(self.lang, &[&said, &e.worded(self.lang)]));
                    w.items.remove(0);
                }
                Err(Refusal::Busy(holder)) => {
                    w.holder = holder;
                    self.waiting = Some(w);
                    self.set_lock_wait(QUICK_WAIT);
                    return;
                }
                Err(Refusal::Store) => {
                    // The file cannot be read or saved: the message line says why, and
                    // the results still waiting are named as not saved.
                    let lost = K::WaitingGaveUp.fill(self.lang, &[&self.queued_said(&w.items)]);
                    let why = self.message.take().map(|m| m.0).unwrap_or_default();
                    self.error(format!("{why}; {lost}"));
                    self.set_lock_wait(QUICK_WAIT);
                    return;
                }
            }
        }
        self.set_lock_wait(QUICK_WAIT);
        self.clamp_round();
        if refused.is_empty() {
            // Said with what other desks did meanwhile, as any change is.
            self.message = None;
            self.done(K::WaitingSaved.fill(self.lang, &[&saved, &last]));
        } else {
            self.error(refused.join("; "));
        }
    }

    /// A queued result named with its section, round, board and players.
    fn queued_board_said(&self, q: &Queued) -> String {
        let code = q.outcome.code();
        let result = if code.is_empty() {
            "-".to_string()
        } else {
            code
        };
        let Some(s) = self.tournament.section(&q.section) else {
            return W::BoardResult.fill(self.lang, &[&q.round, &q.board, &result]);
        };
        let (white, black) = super::views::board_players(s, q.round, q.board);
        W::BoardResultNamed.fill(
            self.lang,
            &[&s.code, &q.round, &q.board, &white, &black, &result],
        )
    }

    fn set_lock_wait(&mut self, wait: Duration) {
        if let Some(shared) = self.shared.as_mut() {
            shared.set_lock_wait(wait);
        }
    }
}
