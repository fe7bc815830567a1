//! The program's state and the one place it changes. `update` turns a [`Command`] into
//! an operation on the tournament (through `ops`), records the outcome for the status
//! line and saves; drawing (in `view`) only reads.

use super::command::{Command, ResultKey, ScreenId};
use super::keymap::KeyMap;
use crate::model::{GameResult, Outcome, RoundNo, Section, Tournament};
use crate::report::{Charset, PrinterMode, Profile, ReportKind};
use crate::{ops, store};
use std::path::PathBuf;

/// How serious a status-line message is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Info,
    Warning,
    Error,
}

/// A one-line input the user is typing into (board number, search text).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PromptKind {
    GotoBoard,
    Search,
    /// An unusual result typed out: `1-0s` (game of less than one move), `a:1-0.5`
    /// (scores fixed by the arbiter, game played), `af:0-0` (fixed, not played).
    Result,
}

#[derive(Debug, Clone)]
pub struct Prompt {
    pub kind: PromptKind,
    pub input: tui_input::Input,
}

/// A destructive action waiting for Enter (or Esc to back out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirm {
    pub question: String,
    pub action: Pending,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pending {
    DeleteLastRound,
    Quit,
}

/// The state of the report screen: which report, which printer profile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportState {
    pub kind: usize,
    pub profile: Profile,
    pub scroll: usize,
}

pub struct App {
    pub tournament: Tournament,
    /// Where every change is saved; `None` for a scratch tournament (tests, demo preview).
    pub path: Option<PathBuf>,
    pub keymap: KeyMap,
    pub screen: ScreenId,
    pub section: usize,
    /// The round shown on the pairing and result screens (0: none paired yet).
    pub round: RoundNo,
    /// Selected row of the current screen's table.
    pub cursor: usize,
    pub message: Option<(String, Severity)>,
    pub prompt: Option<Prompt>,
    pub confirm: Option<Confirm>,
    pub search: String,
    /// A round the engine proposed, shown on the pairing screen until published (Enter)
    /// or discarded (Esc).
    pub preview: Option<crate::model::Round>,
    pub report: ReportState,
    /// Printed in reports' footers; fixed in tests so screens compare equal.
    pub clock: String,
    pub quit: bool,
}

impl App {
    pub fn new(tournament: Tournament, path: Option<PathBuf>) -> Self {
        let screen = if tournament.sections.is_empty() {
            ScreenId::Start
        } else {
            ScreenId::Results
        };
        let mut app = App {
            tournament,
            path,
            keymap: KeyMap::default(),
            screen,
            section: 0,
            round: 0,
            cursor: 0,
            message: None,
            prompt: None,
            confirm: None,
            search: String::new(),
            preview: None,
            report: ReportState {
                kind: 0,
                profile: Profile::plain80(),
                scroll: 0,
            },
            clock: String::new(),
            quit: false,
        };
        app.round = app.section().map_or(0, Section::rounds_paired);
        app.cursor = app.first_open_board().unwrap_or(0);
        app
    }

    pub fn section(&self) -> Option<&Section> {
        self.tournament.sections.get(self.section)
    }

    fn section_code(&self) -> Option<String> {
        self.section().map(|s| s.code.clone())
    }

    fn info(&mut self, text: impl Into<String>) {
        self.message = Some((text.into(), Severity::Info));
    }

    fn error(&mut self, text: impl Into<String>) {
        self.message = Some((text.into(), Severity::Error));
    }

    /// Saves after a change; a failed save is shown and never hidden.
    fn save(&mut self) {
        let Some(path) = self.path.clone() else {
            return;
        };
        match store::save(&path, &self.tournament) {
            Ok(report) if !report.warnings.is_empty() => {
                let text: Vec<String> = report.warnings.iter().map(|w| w.to_string()).collect();
                self.message = Some((text.join("; "), Severity::Warning));
            }
            Ok(_) => {}
            Err(e) => self.error(format!("NOT SAVED: {e}")),
        }
    }

    /// Applies an operation's outcome: on success save and say so, on refusal show why.
    fn after_op(&mut self, result: Result<(), ops::OpError>, done: String) {
        match result {
            Ok(()) => {
                self.save();
                if !matches!(self.message, Some((_, Severity::Error | Severity::Warning))) {
                    self.info(done);
                }
            }
            Err(e) => self.error(e.to_string()),
        }
    }

    /// Rows of the current screen's main table (for cursor movement).
    pub fn rows(&self) -> usize {
        let Some(s) = self.section() else {
            return self.tournament.sections.len();
        };
        match self.screen {
            ScreenId::Players => super::screens::players::visible(self, s).len(),
            ScreenId::Teams => s.teams.len(),
            ScreenId::Pairings | ScreenId::Results => {
                s.round(self.round).map_or(0, |r| r.boards.len())
            }
            ScreenId::Standings => s.players.len(),
            ScreenId::Reports => ReportKind::ALL.len(),
            _ => 0,
        }
    }

    /// The first board of the shown round without a result.
    pub fn first_open_board(&self) -> Option<usize> {
        let r = self.section()?.round(self.round)?;
        r.boards.iter().position(|b| b.outcome.is_pending())
    }

    fn next_open_board_after(&self, from: usize) -> Option<usize> {
        let r = self.section()?.round(self.round)?;
        let n = r.boards.len();
        (1..=n)
            .map(|k| (from + k) % n)
            .find(|&i| r.boards[i].outcome.is_pending())
    }

    pub fn update(&mut self, cmd: Command) {
        if let Some(prompt) = &mut self.prompt {
            match cmd {
                Command::Type(c) => {
                    prompt.input = prompt
                        .input
                        .clone()
                        .with_value(format!("{}{c}", prompt.input.value()));
                    if prompt.kind == PromptKind::Search {
                        self.search = prompt.input.value().to_string();
                        self.cursor = 0;
                    }
                }
                Command::Backspace => {
                    let mut v = prompt.input.value().to_string();
                    v.pop();
                    prompt.input = prompt.input.clone().with_value(v.clone());
                    if prompt.kind == PromptKind::Search {
                        self.search = v;
                    }
                }
                Command::Accept => match self.prompt.take() {
                    Some(Prompt {
                        kind: PromptKind::GotoBoard,
                        input,
                    }) => self.goto_board(input.value()),
                    Some(Prompt {
                        kind: PromptKind::Result,
                        input,
                    }) => self.typed_result(input.value()),
                    _ => {}
                },
                Command::Cancel => {
                    if let Some(Prompt {
                        kind: PromptKind::Search,
                        ..
                    }) = self.prompt.take()
                    {
                        self.search.clear();
                    }
                }
                _ => {}
            }
            return;
        }
        if let Some(confirm) = self.confirm.take() {
            if cmd == Command::Accept {
                match confirm.action {
                    Pending::DeleteLastRound => self.delete_last_round(),
                    Pending::Quit => self.quit = true,
                }
            } else {
                self.info("cancelled");
            }
            return;
        }
        self.message = None;
        match cmd {
            Command::Quit => self.quit = true,
            Command::GoTo(s) => {
                self.screen = s;
                self.cursor = 0;
                if s == ScreenId::Results {
                    self.cursor = self.first_open_board().unwrap_or(0);
                }
            }
            Command::NextSection | Command::PrevSection => {
                let n = self.tournament.sections.len();
                if n > 0 {
                    self.section = if cmd == Command::NextSection {
                        (self.section + 1) % n
                    } else {
                        (self.section + n - 1) % n
                    };
                    self.round = self.section().map_or(0, Section::rounds_paired);
                    self.cursor = if self.screen == ScreenId::Results {
                        self.first_open_board().unwrap_or(0)
                    } else {
                        0
                    };
                }
            }
            Command::PrevRound => {
                if self.round > 1 {
                    self.round -= 1;
                    self.cursor = 0;
                }
            }
            Command::NextRound => {
                if self.round < self.section().map_or(0, Section::rounds_paired) {
                    self.round += 1;
                    self.cursor = 0;
                }
            }
            Command::Up => self.cursor = self.cursor.saturating_sub(1),
            Command::Down => self.cursor = (self.cursor + 1).min(self.rows().saturating_sub(1)),
            Command::PageUp => self.cursor = self.cursor.saturating_sub(10),
            Command::PageDown => {
                self.cursor = (self.cursor + 10).min(self.rows().saturating_sub(1))
            }
            Command::Home => self.cursor = 0,
            Command::End => self.cursor = self.rows().saturating_sub(1),
            Command::Accept if self.preview.is_some() && self.screen == ScreenId::Pairings => {
                self.publish_preview()
            }
            Command::Cancel if self.preview.is_some() => {
                self.preview = None;
                self.info("preview discarded; nothing was changed");
            }
            Command::Accept if self.screen == ScreenId::Results && self.rows() > 0 => {
                self.prompt = Some(Prompt {
                    kind: PromptKind::Result,
                    input: Default::default(),
                })
            }
            Command::Accept => {
                if self.screen == ScreenId::Start && !self.tournament.sections.is_empty() {
                    self.section = self.cursor.min(self.tournament.sections.len() - 1);
                    self.round = self.section().map_or(0, Section::rounds_paired);
                    self.screen = ScreenId::Players;
                    self.cursor = 0;
                }
            }
            Command::Cancel => {
                if self.screen == ScreenId::Help {
                    self.screen = ScreenId::Results;
                }
            }
            Command::Undo => match ops::undo(&mut self.tournament) {
                Ok(what) => {
                    self.save();
                    self.clamp_round();
                    self.info(format!("undone: {what}"));
                }
                Err(e) => self.error(e.to_string()),
            },
            Command::Redo => match ops::redo(&mut self.tournament) {
                Ok(what) => {
                    self.save();
                    self.clamp_round();
                    self.info(format!("redone: {what}"));
                }
                Err(e) => self.error(e.to_string()),
            },
            Command::SetResult(k) => self.set_result(k),
            Command::ClearResult => self.clear_result(),
            Command::GotoBoard => {
                self.prompt = Some(Prompt {
                    kind: PromptKind::GotoBoard,
                    input: Default::default(),
                })
            }
            Command::Search => {
                self.prompt = Some(Prompt {
                    kind: PromptKind::Search,
                    input: tui_input::Input::default().with_value(self.search.clone()),
                })
            }
            Command::DeleteLastRound => {
                if let Some(s) = self.section() {
                    let n = s.rounds_paired();
                    if n == 0 {
                        self.error("no round is paired yet");
                    } else {
                        let done = s.round(n).map_or(0, |r| r.progress().0);
                        self.confirm = Some(Confirm {
                            question: format!(
                                "Delete the pairings of round {n} of {} ({done} results would be lost)? Enter = yes, Esc = no",
                                s.code
                            ),
                            action: Pending::DeleteLastRound,
                        });
                    }
                }
            }
            Command::ToggleWithdraw => self.toggle_withdraw(),
            Command::CycleWidth => {
                let p = &mut self.report.profile;
                p.width = if p.width == 80 { 136 } else { 80 };
            }
            Command::CycleCharset => {
                let p = &mut self.report.profile;
                p.charset = match p.charset {
                    Charset::Ascii => Charset::Cp437,
                    Charset::Cp437 => Charset::Cp850,
                    Charset::Cp850 => Charset::Ascii,
                };
            }
            Command::CycleMode => {
                let p = &mut self.report.profile;
                p.mode = match p.mode {
                    PrinterMode::Plain => PrinterMode::EscP,
                    PrinterMode::EscP => PrinterMode::Plain,
                };
            }
            Command::Print => self.print(),
            Command::PairNext => self.propose(),
            Command::Type(_) | Command::Backspace => {}
        }
        if self.screen == ScreenId::Reports {
            self.report.kind = self.cursor.min(ReportKind::ALL.len() - 1);
        }
    }

    /// Asks the engine for the next round; nothing changes until the preview is published.
    fn propose(&mut self) {
        let Some(code) = self.section_code() else {
            return;
        };
        match ops::propose_next_round(&self.tournament, &code) {
            Ok(round) => {
                let n = round.number;
                self.screen = ScreenId::Pairings;
                self.cursor = 0;
                self.preview = Some(round);
                self.message = Some((
                    format!("PREVIEW of round {n}: Enter publishes, Esc discards"),
                    Severity::Warning,
                ));
            }
            Err(e) => self.error(e.to_string()),
        }
    }

    fn publish_preview(&mut self) {
        let (Some(code), Some(round)) = (self.section_code(), self.preview.take()) else {
            return;
        };
        let n = round.number;
        let boards = round.boards.len();
        let result = ops::publish_round(&mut self.tournament, &code, round);
        let ok = result.is_ok();
        self.after_op(result, format!("round {n} published: {boards} boards"));
        if ok {
            self.round = n;
            self.cursor = 0;
        }
    }

    fn clamp_round(&mut self) {
        let paired = self.section().map_or(0, Section::rounds_paired);
        if self.round > paired || self.round == 0 {
            self.round = paired;
        }
        self.cursor = self.cursor.min(self.rows().saturating_sub(1));
    }

    fn goto_board(&mut self, text: &str) {
        match text.trim().parse::<usize>() {
            Ok(b) if b >= 1 && b <= self.rows() => self.cursor = b - 1,
            _ => self.error(format!(
                "no board '{}' in this round (1-{})",
                text.trim(),
                self.rows()
            )),
        }
    }

    fn typed_result(&mut self, text: &str) {
        match Outcome::parse(text) {
            Some(outcome) => self.enter_outcome(outcome),
            None => self.error(format!(
                "'{}' is not a result: 1-0 0-1 1/2 +- -+ --, 1-0s (short game), a:1-0.5 (arbiter's score), af:0-0 (not played)",
                text.trim()
            )),
        }
    }

    fn set_result(&mut self, k: ResultKey) {
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
    fn enter_outcome(&mut self, outcome: Outcome) {
        let Some(code) = self.section_code() else {
            return;
        };
        let board = self.cursor + 1;
        let round = self.round;
        // A board that already has a result is never overwritten by one key press: the
        // refusal says to clear it first (Backspace), and the change is then journaled.
        let result = ops::set_result(&mut self.tournament, &code, round, board, outcome);
        let ok = result.is_ok();
        self.after_op(
            result,
            format!("round {round} board {board}: {}", outcome.code()),
        );
        if ok {
            if let Some(next) = self.next_open_board_after(self.cursor) {
                self.cursor = next;
            } else {
                self.info(format!("round {round}: all results entered"));
            }
        }
    }

    fn clear_result(&mut self) {
        if self.screen != ScreenId::Results {
            return;
        }
        let Some(code) = self.section_code() else {
            return;
        };
        let (round, board) = (self.round, self.cursor + 1);
        let result = ops::clear_result(&mut self.tournament, &code, round, board);
        self.after_op(result, format!("round {round} board {board}: cleared"));
    }

    fn delete_last_round(&mut self) {
        let Some(code) = self.section_code() else {
            return;
        };
        let result = ops::delete_last_round(&mut self.tournament, &code, true);
        self.after_op(result, "last round deleted".into());
        self.clamp_round();
    }

    fn toggle_withdraw(&mut self) {
        if self.screen != ScreenId::Players {
            return;
        }
        let Some(s) = self.section() else { return };
        let rows = super::screens::players::visible(self, s);
        let Some(p) = rows.get(self.cursor).copied() else {
            return;
        };
        let next = s.rounds_paired() + 1;
        let (id, name) = (p.id, p.name.clone());
        let withdrawn = !p.is_available(next) && p.absences.iter().any(|a| a.covers(next));
        let code = s.code.clone();
        let result = if withdrawn {
            ops::return_player(&mut self.tournament, &code, id, next)
        } else {
            ops::withdraw(&mut self.tournament, &code, id, next, None)
        };
        let what = if withdrawn { "returns" } else { "withdrawn" };
        self.after_op(result, format!("{name} {what} from round {next}"));
    }

    fn print(&mut self) {
        let Some(code) = self.section_code() else {
            return;
        };
        let kind = ReportKind::ALL[self.report.kind.min(ReportKind::ALL.len() - 1)];
        let req = crate::report::Request {
            kind,
            section: &code,
            round: Some(self.round).filter(|r| *r > 0),
            printed_at: self.clock.clone(),
            wide: self.report.profile.width > 80,
        };
        let doc = match crate::report::build(&self.tournament, &req) {
            Ok(d) => d,
            Err(e) => return self.error(e.to_string()),
        };
        let Some(dir) = self
            .path
            .as_ref()
            .and_then(|p| p.parent())
            .map(PathBuf::from)
        else {
            return self.error("no folder to save the report in (scratch tournament)");
        };
        let file = dir.join(format!("{}-{}-r{}.txt", code, kind.code(), self.round));
        let mut bytes = Vec::new();
        let written = crate::report::render(&doc, &self.report.profile, &mut bytes)
            .and_then(|()| std::fs::write(&file, &bytes));
        match written {
            Ok(()) => self.info(format!("saved {}", file.display())),
            Err(e) => self.error(format!("could not write {}: {e}", file.display())),
        }
    }
}
