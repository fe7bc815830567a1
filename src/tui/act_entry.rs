//! Fast entry at the desk: board mode on F4 (board number, then result key), `/` to
//! find a player on F3/F4, the next step said after the last result and after
//! publishing, and pairing that runs off the drawing thread.

use super::app::{App, Severity};
use super::command::{Command, ScreenId};
use super::overlay::PromptKind;
use super::strings::keys::K;
use super::views::{BoardEntry, Typed, find_row};
use super::worker::Poll;
use crate::model::Section;

impl App {
    /// A fixed text of fast entry in the screen language.
    pub fn t_keys(&self, text: K) -> &'static str {
        text.get(self.lang)
    }

    /// The key a command has on a screen, as the key bar writes it ("?" if unbound).
    fn key_name(&self, screen: ScreenId, command: &Command) -> String {
        self.keymap
            .key_for(screen, command)
            .map_or_else(|| "?".to_string(), |k| k.to_string())
    }

    /// Board mode on or off (F4 only).
    pub(super) fn toggle_board_mode(&mut self) {
        if self.screen != ScreenId::Results {
            return;
        }
        if self.views.results.board_entry.take().is_some() {
            self.info(self.t_keys(K::BoardModeOff));
        } else {
            self.views.results.board_entry = Some(BoardEntry::default());
            let key = self.key_name(ScreenId::Results, &Command::BoardMode);
            self.info(K::BoardModeOn.fill(self.lang, &[&key]));
        }
    }

    /// A key in board mode: digits (sent as `Type`), Enter, Backspace and Esc work on
    /// the board number; a result key enters the result on the chosen board. Returns
    /// whether the key was taken.
    pub(super) fn board_mode_key(&mut self, cmd: &Command) -> bool {
        if self.screen != ScreenId::Results {
            return false;
        }
        let boards = self.boards();
        let Some(entry) = self.views.results.board_entry.as_mut() else {
            return false;
        };
        // A digit while a board waits for its result is a slip gone wrong (`1` `1` read
        // as board 11, say): said, and nothing entered. A result key with no board
        // typed would land wherever the cursor is: refused too.
        match (cmd, entry.board) {
            (Command::Type(d), Some(n)) if d.is_ascii_digit() => {
                let d = *d;
                self.error(K::BoardWaitsResult.fill(self.lang, &[&n, &d]));
                return true;
            }
            (Command::SetResult(_), None) if entry.typed.is_empty() => {
                let key = self.key_name(ScreenId::Results, &Command::BoardMode);
                self.error(K::BoardFirst.fill(self.lang, &[&key]));
                return true;
            }
            _ => {}
        }
        let typed = match cmd {
            Command::Type(d) if d.is_ascii_digit() && entry.board.is_none() => {
                entry.digit(*d, boards)
            }
            Command::Accept if !entry.typed.is_empty() => entry.enter(boards),
            Command::Backspace | Command::ClearResult if !entry.is_idle() => {
                entry.back();
                return true;
            }
            Command::Cancel if !entry.is_idle() => {
                *entry = BoardEntry::default();
                return true;
            }
            Command::Cancel => {
                self.toggle_board_mode();
                return true;
            }
            // A result key right after the digits ends the number (`2=`).
            Command::SetResult(_) if !entry.typed.is_empty() => match entry.enter(boards) {
                Typed::Board(n) => {
                    *self.cursor_mut() = n - 1;
                    return false;
                }
                other => other,
            },
            _ => return false,
        };
        match typed {
            Typed::More => {}
            Typed::Board(n) => *self.cursor_mut() = n - 1,
            Typed::NoSuchBoard(text) => {
                self.error(K::NoSuchBoard.fill(self.lang, &[&text, &boards]))
            }
        }
        true
    }

    /// After a result was entered in board mode: the next number may be typed.
    pub(super) fn board_entered(&mut self) {
        if let Some(entry) = self.views.results.board_entry.as_mut() {
            *entry = BoardEntry::default();
        }
    }

    /// Moves the cursor to the first row (from the row `/` started on) with a player
    /// matching the text typed so far.
    pub(super) fn find_player(&mut self, text: &str, from: usize) {
        let (Some(s), Some(r)) = (self.section(), self.shown_round()) else {
            return;
        };
        if let Some(row) = find_row(s, r, text, from) {
            *self.cursor_mut() = row;
        }
    }

    /// Enter on the finder: a text that matches nobody is said.
    pub(super) fn found_player(&mut self, text: &str) {
        let (Some(s), Some(r)) = (self.section(), self.shown_round()) else {
            return;
        };
        if !text.is_empty() && find_row(s, r, text, 0).is_none() {
            self.error(K::NotFound.fill(self.lang, &[&text]));
        }
    }

    /// What to do after publishing a round, with its keys.
    pub(super) fn next_after_publish(&self) -> String {
        let reports = self.key_name(ScreenId::Results, &Command::GoTo(ScreenId::Reports));
        let print = self.key_name(ScreenId::Reports, &Command::Print);
        let results = self.key_name(ScreenId::Pairings, &Command::GoTo(ScreenId::Results));
        K::NextAfterPublish.fill(self.lang, &[&reports, &print, &results])
    }

    /// What to do once every result of the round is in, with its keys.
    pub(super) fn next_after_results(&self) -> String {
        let planned = self.section().map_or(0, |s| s.settings.rounds_planned);
        if self.round < planned {
            let pairings = self.key_name(ScreenId::Results, &Command::GoTo(ScreenId::Pairings));
            let pair = self.key_name(ScreenId::Pairings, &Command::PairNext);
            K::NextPair.fill(self.lang, &[&(self.round + 1), &pairings, &pair])
        } else {
            let standings = self.key_name(ScreenId::Results, &Command::GoTo(ScreenId::Standings));
            let reports = self.key_name(ScreenId::Results, &Command::GoTo(ScreenId::Reports));
            K::NextLast.fill(self.lang, &[&standings, &reports])
        }
    }

    /// A key while a pairing is worked out: Esc abandons it (nothing was changed),
    /// quitting still quits; everything else waits.
    pub(super) fn while_working(&mut self, cmd: Command) {
        match cmd {
            Command::Cancel => {
                if let Some(job) = self.job.take() {
                    self.info(K::JobCancelled.fill(self.lang, &[&job.section]));
                }
            }
            Command::Quit => {
                self.job = None;
                self.quit = true;
            }
            _ => {}
        }
    }

    /// Takes the pairing's answer when it has come (the terminal loop calls this).
    pub fn poll_job(&mut self) {
        let Some(job) = &self.job else { return };
        match job.poll() {
            Poll::Running => {}
            Poll::Done(answer) => {
                if let Some(job) = self.job.take() {
                    let base: Option<Section> = job.base;
                    self.proposed(answer, base);
                }
            }
            Poll::Lost => {
                if let Some(job) = self.job.take() {
                    self.error(K::JobLost.fill(self.lang, &[&job.section]));
                }
            }
        }
    }

    /// The progress line of the running job, if one runs.
    pub fn progress_line(&self) -> Option<(String, Severity)> {
        let job = self.job.as_ref()?;
        Some((
            K::Working.fill(self.lang, &[&job.section, &job.seconds()]),
            Severity::Warning,
        ))
    }

    /// What the key bar shows first in board mode: the number typed or the board chosen.
    pub fn board_mode_mark(&self) -> Option<String> {
        if self.screen != ScreenId::Results {
            return None;
        }
        let e = self.views.results.board_entry.as_ref()?;
        Some(match e.board {
            Some(n) => K::ModeChosen.fill(self.lang, &[&n]),
            None if e.typed.is_empty() => self.t_keys(K::ModeIdle).to_string(),
            None => K::ModeTyping.fill(self.lang, &[&e.typed]),
        })
    }

    /// The banner F4 shows in board mode, with the key that ends it.
    pub fn board_mode_banner(&self) -> String {
        let key = self.key_name(ScreenId::Results, &Command::BoardMode);
        K::BoardModeBanner.fill(self.lang, &[&key])
    }

    /// A digit typed on F4 outside board mode that is no result key (`1` and `0` are):
    /// said, so a slip typed in the wrong mode is noticed and nothing is entered.
    pub(super) fn stray_digit(&mut self, cmd: &Command) -> bool {
        match cmd {
            Command::Type(d)
                if self.screen == ScreenId::Results
                    && self.views.results.board_entry.is_none()
                    && d.is_ascii_digit() =>
            {
                let key = self.key_name(ScreenId::Results, &Command::BoardMode);
                self.error(K::NotAResultKey.fill(self.lang, &[d, &key]));
                true
            }
            _ => false,
        }
    }

    /// Whether the open prompt is the finder (the message line labels it).
    pub fn finding(&self) -> bool {
        matches!(
            self.layers.prompt.as_ref().map(|p| &p.kind),
            Some(PromptKind::FindPlayer(_))
        )
    }
}
