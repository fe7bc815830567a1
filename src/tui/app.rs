//! The program's state and the one place it changes. `update` turns a [`Command`] into
//! an operation on the tournament (through `ops`), records the outcome for the status
//! line and saves; drawing (in `view`) only reads.

use super::command::{Command, ScreenId};
use super::form::Form;
use super::keymap::KeyMap;
use super::overlay::{Confirm, Pending, Prompt, PromptKind};
use super::strings::keys::K;
use super::strings::words::W;
use super::strings::{Language, T};
use crate::model::{RoundNo, Section, Tournament};
use crate::ops;
use crate::report::Profile;
use crate::store::Shared;
use std::path::PathBuf;
use std::time::Instant;

/// How serious a status-line message is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Info,
    Warning,
    Error,
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
    pub message: Option<(String, Severity)>,
    /// The modal layers over the screen (history, form, prompt, question, explanation).
    pub layers: super::overlay::Overlays,
    /// Each screen's own state: cursors (F3/F4: one per round), scroll, search, order.
    pub views: super::views::Views,
    /// The language of the screens (F8 switches it at once).
    pub lang: Language,
    /// Whether the file holds every change (`None`: a scratch tournament, no file);
    /// the title line shows it.
    pub saved: Option<bool>,
    /// Recently opened files, newest first (the start screen offers them).
    pub recent: Vec<PathBuf>,
    /// Where the recent list is kept; `None` (tests) keeps it in memory only.
    pub recent_list: Option<PathBuf>,
    /// A round the engine proposed, shown on the pairing screen until published (Enter)
    /// or discarded (Esc).
    pub preview: Option<crate::model::Round>,
    /// Printed in reports' footers; fixed in tests so screens compare equal.
    pub clock: String,
    /// The PC's time zone for the times of day in reports (UTC until the program sets it;
    /// fixed in tests).
    pub zone: jiff::tz::TimeZone,
    pub quit: bool,
    /// The file as shared with other processes (see `store::Shared`); `None` for a
    /// scratch tournament, or while the file cannot be opened.
    pub shared: Option<Shared>,
    /// The section as it was when the preview was made: publishing it is refused if
    /// another desk changed the section since.
    pub preview_base: Option<Section>,
    /// When the desk last looked at the file for changes made elsewhere.
    pub followed_at: Option<Instant>,
    /// What other desks did, found during the last change, to say with its outcome.
    pub(super) news: Vec<String>,
    /// The journal entries this desk made (undo says when it would take back another
    /// desk's change).
    pub(super) made_here: Vec<crate::model::JournalEntry>,
    /// Message history, preferences, new files (see `dialog`).
    pub extras: super::dialog::Extras,
    /// A pairing being worked out off the drawing thread.
    pub job: Option<super::worker::Job>,
    /// Whether long work runs in the background (the terminal loop sets it; tests that
    /// drive `update` alone get the answer at once).
    pub background: bool,
    /// The team-match desk's proposal and views (see `act_team`).
    pub team: super::act_team::TeamDesk,
    /// Results typed while another process held the file's lock (see `act_wait`).
    pub waiting: Option<super::act_wait::Waiting>,
    /// How a change other than a result waits for a busy lock without freezing the
    /// screen (the terminal loop sets it; see `act_wait`). Without it such a change is
    /// refused as busy after a moment.
    pub asker: Option<super::act_wait::Asker>,
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
            message: None,
            layers: Default::default(),
            views: Default::default(),
            lang: Language::English,
            saved: None,
            recent: Vec::new(),
            recent_list: None,
            preview: None,
            clock: String::new(),
            zone: jiff::tz::TimeZone::UTC,
            quit: false,
            shared: None,
            preview_base: None,
            followed_at: None,
            news: Vec::new(),
            made_here: Vec::new(),
            extras: Default::default(),
            job: None,
            background: false,
            team: Default::default(),
            waiting: None,
            asker: None,
        };
        app.saved = app.path.is_some().then_some(true);
        app.connect();
        app.round = app.section().map_or(0, Section::rounds_paired);
        *app.cursor_mut() = app.opening_cursor();
        app
    }

    /// Shows `screen` at `round`. The view left keeps its cursor (on F3/F4 the round's
    /// own); the view shown gets back the cursor it was left with, or, shown for the
    /// first time, [`opening_cursor`](Self::opening_cursor).
    pub(super) fn show(&mut self, screen: ScreenId, round: RoundNo) {
        self.screen = screen;
        self.round = round;
        let cursor = match self.views.cursor(self.place()) {
            Some(c) => c.min(self.rows().saturating_sub(1)),
            None => self.opening_cursor(),
        };
        *self.cursor_mut() = cursor;
    }

    /// The shown screen, and on F3/F4 the shown round: whose cursor the arrows move.
    pub fn place(&self) -> super::views::Place {
        super::views::Place::new(self.screen, self.round)
    }

    /// The row the shown screen's cursor is on.
    pub fn cursor(&self) -> usize {
        self.views.cursor(self.place()).unwrap_or(0)
    }

    /// The shown screen's cursor, to move.
    pub fn cursor_mut(&mut self) -> &mut usize {
        let place = self.place();
        self.views.cursor_mut(place)
    }

    /// Where the cursor starts on a view not shown before: F4 on the round's first board
    /// without a result (board 1 of a new round), every other view on its first row.
    pub(super) fn opening_cursor(&self) -> usize {
        match self.screen {
            ScreenId::Results => self.first_open_board().unwrap_or(0),
            _ => 0,
        }
    }

    pub fn section(&self) -> Option<&Section> {
        self.tournament.sections.get(self.section)
    }

    /// The page profile of the championship's printer (width, characters, codes).
    pub fn profile(&self) -> Profile {
        Profile::from_setup(&self.tournament.printer)
    }

    /// A fixed text in the screen language.
    pub fn t(&self, text: T) -> &'static str {
        text.get(self.lang)
    }

    pub(super) fn section_code(&self) -> Option<String> {
        self.section().map(|s| s.code.clone())
    }

    pub(super) fn info(&mut self, text: impl Into<String>) {
        self.message = Some((text.into(), Severity::Info));
    }

    pub(super) fn error(&mut self, text: impl Into<String>) {
        self.message = Some((text.into(), Severity::Error));
    }

    /// Rows of the current screen's main table (for cursor movement).
    pub fn rows(&self) -> usize {
        if let Some(n) = super::act_team::rows(self) {
            return n;
        }
        if self.screen == ScreenId::Start {
            return super::act_setup::start_items(self).len();
        }
        if self.screen == ScreenId::Settings {
            return super::settings_edit::rows(self.section()).len();
        }
        if self.screen == ScreenId::Help {
            return super::screens::help::rows(self);
        }
        let Some(s) = self.section() else {
            return 0;
        };
        match self.screen {
            ScreenId::Players => super::screens::players::visible(self, s).len(),
            ScreenId::Teams => super::screens::teams::rows(self),
            ScreenId::Pairings | ScreenId::Results => self
                .shown_round()
                .map_or(0, |r| r.boards.len() + r.unpaired.len()),
            ScreenId::Standings if self.views.show_prizes => {
                super::screens::prizes::row_lines(self).len()
            }
            ScreenId::Standings => s.players.len(),
            ScreenId::Reports => super::act_team::report_kinds(self).len(),
            _ => 0,
        }
    }

    /// The round F3/F4 show: the preview on F3 while there is one, else the chosen round.
    pub fn shown_round(&self) -> Option<&crate::model::Round> {
        match &self.preview {
            Some(p) if self.screen == ScreenId::Pairings => Some(p),
            _ => self.section()?.round(self.round),
        }
    }

    pub fn update(&mut self, cmd: Command) {
        self.remember_message();
        if cmd == Command::Quit
            && let Some(w) = &self.waiting
        {
            return self.error(K::WaitingQuit.fill(self.lang, &[&w.items.len()]));
        }
        // An open layer (history, form, pairing at work, prompt, question) takes the key.
        let Some(cmd) = self.layer_key(cmd) else {
            return;
        };
        if cmd == Command::Cancel && self.waiting.is_some() {
            return self.give_up_waiting();
        }
        self.message = None;
        if self.board_mode_key(&cmd)
            || self.stray_digit(&cmd)
            || self.explanation_key(&cmd)
            || self.team_key(&cmd)
        {
            return;
        }
        self.screen_key(cmd);
    }

    /// A key for the shown screen, no layer being open: a navigation key moves the
    /// screen's own state (see `views`), any other acts.
    fn screen_key(&mut self, cmd: Command) {
        let (place, rows) = (self.place(), self.rows());
        if !self.views.navigate(place, &cmd, rows) {
            self.screen_action(cmd);
        }
        if self.screen == ScreenId::Reports {
            let kind = self.cursor().min(self.rows().saturating_sub(1));
            self.views.reports.choose(kind);
        }
    }

    /// A key that acts on the shown screen (not one that only moves its cursor).
    fn screen_action(&mut self, cmd: Command) {
        match cmd {
            Command::Quit => self.quit = true,
            Command::GoTo(s) => self.show(s, self.round),
            Command::NextSection | Command::PrevSection => {
                let n = self.tournament.sections.len();
                if n > 0 {
                    self.section = if cmd == Command::NextSection {
                        (self.section + 1) % n
                    } else {
                        (self.section + n - 1) % n
                    };
                    self.round = self.section().map_or(0, Section::rounds_paired);
                    self.views.forget();
                    *self.cursor_mut() = self.opening_cursor();
                }
            }
            Command::PrevRound => {
                if self.round > 1 {
                    self.show(self.screen, self.round - 1);
                }
            }
            Command::NextRound => {
                if self.round < self.section().map_or(0, Section::rounds_paired) {
                    self.show(self.screen, self.round + 1);
                }
            }
            Command::Accept if self.preview.is_some() && self.screen == ScreenId::Pairings => {
                self.publish_preview()
            }
            Command::Cancel if self.preview.is_some() && self.screen == ScreenId::Pairings => {
                self.preview = None;
                self.info(self.t(T::PreviewDiscarded));
            }
            Command::Accept if self.screen == ScreenId::Results && self.rows() > 0 => {
                self.layers.prompt = Some(Prompt {
                    kind: PromptKind::Result,
                    input: Default::default(),
                })
            }
            Command::Accept => match self.screen {
                ScreenId::Start => self.start_accept(),
                ScreenId::Settings => self.settings_accept(),
                ScreenId::Players => self.open_player_form(false),
                ScreenId::Standings => self.prize_key(&Command::EditPrize),
                _ => {}
            },
            Command::Cancel
                if self.screen == ScreenId::Players && self.views.players.clear_search() => {}
            Command::Cancel => {
                if self.screen == ScreenId::Help {
                    self.screen = ScreenId::Results;
                }
            }
            Command::Undo => self.ask_undo(),
            Command::Redo => {
                let lang = self.lang;
                let result = self.apply(|t| {
                    let i = t.journal.cursor;
                    ops::redo(t).map(|_| ops::said(t, i, lang))
                });
                self.clamp_round();
                match result {
                    Ok(what) => self.done(T::Redone.fill(self.lang, &[&what])),
                    Err(e) => self.after_op(Err(e), String::new()),
                }
            }
            Command::SetResult(k) => self.set_result(k),
            Command::ClearResult => self.clear_result(),
            Command::GotoBoard => {
                self.layers.prompt = Some(Prompt {
                    kind: PromptKind::GotoBoard,
                    input: Default::default(),
                })
            }
            Command::Search if matches!(self.screen, ScreenId::Pairings | ScreenId::Results) => {
                self.ask(PromptKind::FindPlayer(self.cursor()), String::new())
            }
            Command::BoardMode => self.toggle_board_mode(),
            Command::SwitchView => {
                if self.screen == ScreenId::Teams {
                    self.views.teams.show_schools = !self.views.teams.show_schools;
                    *self.cursor_mut() = 0;
                }
            }
            Command::Search => {
                self.layers.prompt = Some(Prompt {
                    kind: PromptKind::Search,
                    input: tui_input::Input::default()
                        .with_value(self.views.players.search.clone()),
                })
            }
            Command::DeleteLastRound => {
                if let Some(s) = self.section() {
                    let n = s.rounds_paired();
                    if n == 0 {
                        self.error(W::NoRoundYet.get(self.lang));
                    } else {
                        let done = s.round(n).map_or(0, |r| r.progress().0);
                        let question = format!(
                            "{} {}",
                            T::ConfirmDelete.fill(self.lang, &[&n, &s.code, &done]),
                            self.t(T::YesEnterNoEsc)
                        );
                        self.layers.confirm = Some(Confirm {
                            question,
                            action: Pending::DeleteLastRound,
                        });
                    }
                }
            }
            Command::ToggleWithdraw => self.toggle_withdraw(),
            Command::RequestBye => self.ask_bye(),
            Command::RollCall => self.ask_roll_call(),
            Command::TogglePrizes => {
                self.views.show_prizes = !self.views.show_prizes;
                *self.cursor_mut() = 0;
            }
            // The report screen's printer keys change the championship's printer (kept
            // in the file, undoable), the same setting F8 shows.
            Command::CycleWidth | Command::CycleCharset | Command::CycleMode => {
                use super::settings_edit::{Row, cycle, describe};
                let row = match cmd {
                    Command::CycleWidth => Row::PrinterWidth,
                    Command::CycleCharset => Row::PrinterCharset,
                    _ => Row::PrinterCodes,
                };
                let code = self.section_code().unwrap_or_default();
                let result = self.apply(|t| cycle(t, &code, row));
                let (name, value) = describe(row, &self.tournament, self.section(), self.lang);
                self.after_op(result, format!("{name}: {value}"));
            }
            Command::Print => self.print(),
            Command::ExportTrf => self.export_trf(),
            Command::PairNext => self.propose(),
            Command::SwapPlayers => self.ask_edit(PromptKind::SwapPlayers),
            Command::MoveToBye => self.ask_edit(PromptKind::MoveToBye),
            Command::SwapColours => self.swap_colours(),
            Command::Explain => self.explain(),
            Command::AddPlayer => self.open_player_form(true),
            Command::EditPlayer => self.open_player_form(false),
            Command::Substitute => self.ask_substitute(),
            Command::ImportCsv => self.ask(PromptKind::ImportCsv, String::new()),
            Command::DeletePlayer => self.ask_delete_player(),
            Command::Sort => {
                self.views.players.next_order();
                let order = self.views.players.sort.label(self.lang);
                self.info(T::SortedBy.fill(self.lang, &[&order]));
            }
            Command::AssignTpns => {
                if let Some(code) = self.section_code() {
                    let result = self.apply(|t| ops::assign_tpns(t, &code));
                    let n = self.section().map_or(0, |s| s.players.len());
                    self.after_op(result, format!("{code}: 1-{n}"));
                }
            }
            Command::ToggleLanguage => self.switch_language(),
            Command::NewSection => self.layers.form = Some(Form::new_section(self.lang)),
            Command::TiebreaksEverywhere => self.ask_tiebreaks_everywhere(),
            Command::AddItem | Command::RemoveItem | Command::MoveUp | Command::MoveDown => {
                self.tiebreak_edit(&cmd)
            }
            Command::NewChampionship => self.ask(PromptKind::Championship, String::new()),
            Command::OpenFile => self.ask(PromptKind::OpenFile, String::new()),
            Command::OpenDemo => self.open_demo(),
            Command::Messages => self.show_messages(),
            Command::Type(_) | Command::Backspace | Command::Field(_) => {}
            // Taken by the screen's own state before this (see `screen_key`).
            Command::Up
            | Command::Down
            | Command::PageUp
            | Command::PageDown
            | Command::Home
            | Command::End
            | Command::ScrollLeft
            | Command::ScrollRight => {}
            Command::AddPrize
            | Command::EditPrize
            | Command::RemovePrize
            | Command::PrizeUp
            | Command::PrizeDown
            | Command::PrizesPerPlayer => self.prize_key(&cmd),
            // On an individual section these keys do nothing (see `act_team`).
            Command::TeamForfeit | Command::LineUps => {}
        }
    }

    pub(super) fn clamp_round(&mut self) {
        let paired = self.section().map_or(0, Section::rounds_paired);
        if self.round > paired || self.round == 0 {
            self.show(self.screen, paired);
        }
        *self.cursor_mut() = self.cursor().min(self.rows().saturating_sub(1));
    }

    /// Opens a one-line input with a starting value.
    pub(super) fn ask(&mut self, kind: PromptKind, value: String) {
        self.layers.prompt = Some(Prompt {
            kind,
            input: tui_input::Input::new(value),
        });
    }

    /// A finished one-line input of the newer kinds (players, settings, start screen).
    pub(super) fn prompt_done(&mut self, kind: PromptKind, text: &str) {
        let text = text.trim().to_string();
        match kind {
            PromptKind::ImportCsv => self.import_csv(&text),
            PromptKind::Substitute(out) => self.substitute(out, &text),
            PromptKind::Setting(row) => self.setting_typed(row, &text),
            PromptKind::AddTiebreak(at) => self.add_tiebreak(at, &text),
            PromptKind::Championship => self.ask_new_path(&text),
            PromptKind::NewFilePath(name) => self.new_file_at(&name, &text),
            PromptKind::OpenFile => self.open_or_offer(PathBuf::from(text)),
            PromptKind::SwapPlayers | PromptKind::MoveToBye => self.edit_typed(&kind, &text),
            PromptKind::FindPlayer(_) => self.found_player(&text),
            PromptKind::RequestBye(id) => self.request_bye(id, &text),
            PromptKind::LineUp(_) | PromptKind::TeamForfeit(_) => {
                self.team_prompt_done(kind, &text)
            }
            PromptKind::GotoBoard | PromptKind::Search | PromptKind::Result => {}
        }
    }
}
