//! The program's state and the one place it changes. `update` turns a [`Command`] into
//! an operation on the tournament (through `ops`), records the outcome for the status
//! line and saves; drawing (in `view`) only reads.

use super::command::{Command, ResultKey, ScreenId};
use super::form::Form;
use super::overlay::{Confirm, Pending, Prompt, PromptKind};
use super::keymap::KeyMap;
use super::strings::keys::K;
use super::strings::words::W;
use super::strings::{Language, T};
use crate::model::{GameResult, Outcome, RoundNo, Section, Tournament};
use crate::report::Profile;
use crate::store::{Committed, Shared, TxError};
use crate::{ops, store};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Why a change asked for at the desk did not happen.
#[derive(Debug)]
pub(super) enum Refusal<E> {
    /// The operation refused, for this reason (not yet shown).
    Op(E),
    /// The file could not be read or saved; the message line says so already.
    Store,
    /// Another process (named) holds the file's lock; nothing was changed.
    Busy(String),
}

/// Where the cursor goes after a result is entered.
enum Next {
    /// To this board (0-based) further down.
    Forward(usize),
    /// Back up to this board: none is left below; the boards still empty, as ranges.
    BackToTop(usize, String),
    /// Every board has its result.
    None,
}

/// How often the desk looks at the file for changes made elsewhere while it is idle.
pub const FOLLOW_EVERY: Duration = Duration::from_millis(700);

/// How serious a status-line message is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Info,
    Warning,
    Error,
}

/// The order of the players table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SortKey {
    #[default]
    Tpn,
    Name,
    Team,
    Rating,
}

impl SortKey {
    pub fn next(self) -> SortKey {
        match self {
            SortKey::Tpn => SortKey::Name,
            SortKey::Name => SortKey::Team,
            SortKey::Team => SortKey::Rating,
            SortKey::Rating => SortKey::Tpn,
        }
    }

    pub fn label(self, lang: Language) -> &'static str {
        match self {
            SortKey::Tpn => T::Tpn.get(lang),
            SortKey::Name => T::Name.get(lang),
            SortKey::Team => T::Team.get(lang),
            SortKey::Rating => T::Rating.get(lang),
        }
    }
}

/// The state of the report screen: which report, which printer profile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportState {
    pub kind: usize,
    pub scroll: usize,
    /// Columns scrolled sideways (`<` `>`), so every printed column can be read.
    pub across: usize,
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
    /// The modal layers over the screen (history, form, prompt, question, explanation).
    pub layers: super::overlay::Overlays,
    pub search: String,
    pub sort: SortKey,
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
    pub report: ReportState,
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
    news: Vec<String>,
    /// The journal entries this desk made (undo says when it would take back another
    /// desk's change).
    made_here: Vec<crate::model::JournalEntry>,
    /// Message history, preferences, new files (see `dialog`).
    pub extras: super::dialog::Extras,
    /// Each screen's cursor while another one is shown, and the rows of a page.
    pub memory: super::screen_state::ScreenMemory,
    /// Board mode on F4 (`None`: off): digits name a board, then a result key.
    pub board_entry: Option<super::screen_state::BoardEntry>,
    /// A pairing being worked out off the drawing thread.
    pub job: Option<super::worker::Job>,
    /// Whether long work runs in the background (the terminal loop sets it; tests that
    /// drive `update` alone get the answer at once).
    pub background: bool,
    /// The team-match desk's proposal and views (see `act_team`).
    pub team: super::act_team::TeamDesk,
    /// Results typed while another process held the file's lock (see `act_wait`).
    pub waiting: Option<super::act_wait::Waiting>,
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
            layers: Default::default(),
            search: String::new(),
            sort: SortKey::Tpn,
            lang: Language::English,
            saved: None,
            recent: Vec::new(),
            recent_list: None,
            preview: None,
            report: ReportState {
                kind: 0,
                scroll: 0,
                across: 0,
            },
            clock: String::new(),
            zone: jiff::tz::TimeZone::UTC,
            quit: false,
            shared: None,
            preview_base: None,
            followed_at: None,
            news: Vec::new(),
            made_here: Vec::new(),
            extras: Default::default(),
            memory: Default::default(),
            board_entry: None,
            job: None,
            background: false,
            team: Default::default(),
            waiting: None,
        };
        app.saved = app.path.is_some().then_some(true);
        app.connect();
        app.round = app.section().map_or(0, Section::rounds_paired);
        app.cursor = app.opening_cursor();
        app
    }

    /// Shows `screen` at `round`. The view left keeps its cursor (on F3/F4 the round's
    /// own); the view shown gets back the cursor it was left with, or, shown for the
    /// first time, [`opening_cursor`](Self::opening_cursor).
    pub(super) fn show(&mut self, screen: ScreenId, round: RoundNo) {
        use super::screen_state::Place;
        self.memory
            .leave(Place::new(self.screen, self.round), self.cursor);
        self.screen = screen;
        self.round = round;
        self.cursor = match self.memory.cursor(Place::new(screen, round)) {
            Some(c) => c.min(self.rows().saturating_sub(1)),
            None => self.opening_cursor(),
        };
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

    /// What re-checking the shown round (the preview, or the round chosen on F3) finds:
    /// each broken rule in words, none when the pairing is sound.
    pub fn round_check(&self) -> Vec<String> {
        let Some(s) = self.section() else {
            return Vec::new();
        };
        let words = |v: Vec<crate::pairing::check::Violation>| -> Vec<String> {
            v.iter()
                .map(|x| super::strings::breach::violation(x, s, self.lang))
                .collect()
        };
        match &self.preview {
            Some(round) if self.screen == ScreenId::Pairings => {
                let mut with = s.clone();
                with.rounds.push(round.clone());
                words(crate::pairing::check::check_round(&with, round.number))
            }
            _ => words(crate::pairing::check::check_round(s, self.round)),
        }
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

    /// Opens the file for shared use (the lock file, the change check); on failure the
    /// next change tries again and says why it cannot save.
    pub(super) fn connect(&mut self) -> Option<String> {
        let path = self.path.clone()?;
        match Shared::open(&path, &store::who("catur desk")) {
            Ok((mut shared, _)) => {
                // A busy lock is waited for in the background, not on this thread.
                shared.set_lock_wait(super::act_wait::QUICK_WAIT);
                self.shared = Some(shared);
                None
            }
            Err(e) => {
                self.shared = None;
                Some(e.to_string())
            }
        }
    }

    /// Makes a change as one transaction on the file: other desks' changes are read
    /// first and the operation runs on them (re-checked there), then the file is saved,
    /// all under the file's lock. Without a file the change is made in memory only.
    pub(super) fn apply<R, E>(
        &mut self,
        op: impl FnOnce(&mut Tournament) -> Result<R, E>,
    ) -> Result<R, Refusal<E>> {
        let mut made = None;
        let op = |t: &mut Tournament| {
            let cursor = t.journal.cursor;
            let value = op(t)?;
            if t.journal.cursor == cursor + 1 {
                made = t.journal.entries.get(cursor).cloned();
            }
            Ok(value)
        };
        let result = self.apply_unrecorded(op);
        if result.is_ok() && made.is_some() {
            // The newest entry is this desk's own change, not news from elsewhere.
            self.news.pop();
            self.made_here.extend(made);
        }
        result
    }

    fn apply_unrecorded<R, E>(
        &mut self,
        op: impl FnOnce(&mut Tournament) -> Result<R, E>,
    ) -> Result<R, Refusal<E>> {
        if self.path.is_none() {
            return op(&mut self.tournament).map_err(Refusal::Op);
        }
        if let Some(w) = &self.waiting {
            // Results typed earlier wait for the lock: nothing jumps ahead of them.
            self.error(K::WaitingBlocks.fill(self.lang, &[&w.items.len()]));
            return Err(Refusal::Store);
        }
        if self.shared.is_none()
            && let Some(why) = self.connect()
        {
            self.saved = Some(false);
            self.error(T::NotSaved.fill(self.lang, &[&why]));
            return Err(Refusal::Store);
        }
        let Some(shared) = self.shared.as_mut() else {
            return Err(Refusal::Store);
        };
        let outcome = shared.transact(&mut self.tournament, op);
        self.followed_at = Some(Instant::now());
        if let Ok(Committed {
            replaced: Some(old),
            ..
        }) = &outcome
        {
            self.news = ops::news_items(old, &self.tournament)
                .iter()
                .map(|n| super::strings::why::news(n, self.lang))
                .collect();
        }
        match outcome {
            Ok(done) => {
                self.saved = Some(true);
                if done.replaced.is_some() {
                    self.clamp_round();
                }
                if !done.report.warnings.is_empty() {
                    let text: Vec<String> =
                        done.report.warnings.iter().map(|w| w.to_string()).collect();
                    self.message = Some((text.join("; "), Severity::Warning));
                }
                Ok(done.value)
            }
            Err(TxError::Refused(e)) => Err(Refusal::Op(e)),
            Err(TxError::Unreadable(store::StoreError::Busy { holder, .. })) => {
                Err(Refusal::Busy(holder))
            }
            Err(TxError::Unreadable(e)) => {
                let e = super::strings::host::store(&e, self.lang);
                self.error(T::FileUnreadable.fill(self.lang, &[&e]));
                Err(Refusal::Store)
            }
            Err(TxError::NotSaved(e)) => {
                self.saved = Some(false);
                let e = super::strings::host::store(&e, self.lang);
                self.error(T::NotSaved.fill(self.lang, &[&e]));
                Err(Refusal::Store)
            }
        }
    }

    /// What Ctrl+Z takes back here: the section on screen, and on the settings and start
    /// screens the championship's own details too.
    fn undo_scope(&self) -> ops::UndoScope {
        let settings = matches!(self.screen, ScreenId::Settings | ScreenId::Start);
        match (self.section().map(|_| self.section as u32), settings) {
            (Some(s), true) => ops::UndoScope::SectionOrChampionship(s),
            (Some(s), false) => ops::UndoScope::Section(s),
            (None, _) => ops::UndoScope::Championship,
        }
    }

    /// Names the change undo would take back and asks first; a change made at another
    /// desk is said to be one.
    fn ask_undo(&mut self) {
        self.follow_file_now();
        let scope = self.undo_scope();
        let Some((index, _)) = ops::last_in_scope(&self.tournament, scope) else {
            let place = self
                .section_code()
                .unwrap_or_else(|| self.tournament.championship.name.clone());
            return self.error(T::NothingToUndoHere.fill(self.lang, &[&place]));
        };
        let what = super::strings::why::said(&self.tournament, index, self.lang);
        let Some(entry) = self.tournament.journal.entries.get(index).cloned() else {
            return;
        };
        let here = self.made_here.iter().any(|m| ops::same_entry(m, &entry));
        let ask = if here || self.path.is_none() {
            T::ConfirmUndo
        } else {
            T::ConfirmUndoOther
        };
        let question = format!(
            "{} {}",
            ask.fill(self.lang, &[&what]),
            self.t(T::YesEnterNoEsc)
        );
        self.layers.confirm = Some(Confirm {
            question,
            action: Pending::Undo {
                scope,
                index,
                entry,
            },
        });
    }

    /// Undoes the change named in the question, if it is still the last one in its
    /// scope once the file is read again.
    pub(super) fn undo_confirmed(
        &mut self,
        scope: ops::UndoScope,
        index: usize,
        entry: crate::model::JournalEntry,
    ) {
        let lang = self.lang;
        let said = super::strings::why::said(&self.tournament, index, lang);
        let result = self.apply(|t| match ops::last_in_scope(t, scope) {
            Some((k, _))
                if k == index
                    && t.journal
                        .entries
                        .get(k)
                        .is_some_and(|e| ops::same_entry(e, &entry)) =>
            {
                match ops::undo_entry(t, k) {
                    Ok(_) => Ok(said.clone()),
                    Err(e) => Err(super::strings::why::undo_refusal(t, &e, lang)),
                }
            }
            Some((k, _)) => Err(T::UndoMoved.fill(lang, &[&super::strings::why::said(t, k, lang)])),
            None => Err(T::NothingToUndoHere.fill(lang, &[&""])),
        });
        self.clamp_round();
        match result {
            Ok(what) => self.done(T::Undone.fill(self.lang, &[&what])),
            Err(e) => self.after_op(Err(e), String::new()),
        }
    }

    /// [`follow_file`](Self::follow_file) without waiting for its interval.
    fn follow_file_now(&mut self) {
        self.followed_at = None;
        self.follow_file();
    }

    /// What other desks did since `old`, in one line (`None` when nothing).
    fn news_since(&self, old: &Tournament) -> Option<String> {
        let items: Vec<String> = ops::news_items(old, &self.tournament)
            .iter()
            .map(|n| super::strings::why::news(n, self.lang))
            .collect();
        self.news_text(&items)
    }

    /// Changes made elsewhere, the newest named and the others counted.
    fn news_text(&self, items: &[String]) -> Option<String> {
        let first = items.last()?;
        let mut text = T::ElsewhereChanged.fill(self.lang, &[first]);
        if items.len() > 1 {
            text.push(' ');
            text.push_str(&T::ElsewhereMore.fill(self.lang, &[&(items.len() - 1)]));
        }
        Some(text)
    }

    /// Looks at the file for changes made elsewhere (called while the desk is idle, at
    /// most every [`FOLLOW_EVERY`]): the screens show them at once and the message line
    /// says what changed.
    pub fn follow_file(&mut self) {
        if self
            .followed_at
            .is_some_and(|at| at.elapsed() < FOLLOW_EVERY)
        {
            return;
        }
        self.followed_at = Some(Instant::now());
        let Some(shared) = self.shared.as_mut() else {
            return;
        };
        match shared.changed() {
            Ok(Some(fresh)) => {
                let old = std::mem::replace(&mut self.tournament, fresh);
                self.clamp_round();
                let news = self
                    .news_since(&old)
                    .unwrap_or_else(|| T::ElsewhereChanged.fill(self.lang, &[&"…"]));
                self.message = Some((news, Severity::Warning));
            }
            Ok(None) => {}
            Err(e) => {
                let text = T::FileUnreadable.fill(self.lang, &[&e]);
                if self.message.as_ref().is_none_or(|(m, _)| *m != text) {
                    self.message = Some((text, Severity::Error));
                }
            }
        }
    }

    /// Says that a change was made (with what other desks did meanwhile).
    pub(super) fn done(&mut self, done: String) {
        self.after_op(Ok::<(), Refusal<String>>(()), done);
    }

    /// Says how a change ended: done (with what other desks did meanwhile), or why not.
    pub(super) fn after_op<E: super::strings::words::Worded>(
        &mut self,
        result: Result<(), Refusal<E>>,
        done: String,
    ) {
        let items = std::mem::take(&mut self.news);
        let news = self.news_text(&items);
        match result {
            Ok(()) => {
                if !matches!(self.message, Some((_, Severity::Error | Severity::Warning))) {
                    match news {
                        Some(n) => self.message = Some((format!("{done}; {n}"), Severity::Warning)),
                        None => self.info(done),
                    }
                }
            }
            Err(Refusal::Op(e)) => {
                let e = e.worded(self.lang);
                let text = match news {
                    Some(n) => format!("{e}; {n}"),
                    None => e,
                };
                self.error(text)
            }
            Err(Refusal::Store) => {}
            Err(Refusal::Busy(holder)) => self.error(K::WaitingBusy.fill(self.lang, &[&holder])),
        }
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
                Next::BackToTop(first, super::screen_state::ranges(&numbers))
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

    /// A key for the shown screen, no layer being open.
    fn screen_key(&mut self, cmd: Command) {
        let page = self.memory.page();
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
                    self.memory.forget();
                    self.cursor = self.opening_cursor();
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
            Command::Up => self.cursor = self.cursor.saturating_sub(1),
            Command::Down => self.cursor = (self.cursor + 1).min(self.rows().saturating_sub(1)),
            // On the report screen the page keys scroll the preview.
            Command::PageUp if self.screen == ScreenId::Reports => {
                self.report.scroll = self.report.scroll.saturating_sub(page)
            }
            Command::PageDown if self.screen == ScreenId::Reports => {
                let (down, _) = self.memory.report_extent();
                self.report.scroll = (self.report.scroll + page).min(down)
            }
            // F5 and F6 scroll their tie-break columns, F7 its preview.
            Command::ScrollLeft | Command::ScrollRight
                if matches!(self.screen, ScreenId::Standings | ScreenId::Teams) =>
            {
                self.memory
                    .scroll_across(self.screen, cmd == Command::ScrollRight)
            }
            Command::ScrollLeft => self.report.across = self.report.across.saturating_sub(10),
            Command::ScrollRight => {
                let (_, across) = self.memory.report_extent();
                self.report.across = (self.report.across + 10).min(across)
            }
            Command::PageUp => self.cursor = self.cursor.saturating_sub(page),
            Command::PageDown => {
                self.cursor = (self.cursor + page).min(self.rows().saturating_sub(1))
            }
            Command::Home => self.cursor = 0,
            Command::End => self.cursor = self.rows().saturating_sub(1),
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
                _ => {}
            },
            Command::Cancel if self.screen == ScreenId::Players && !self.search.is_empty() => {
                self.search.clear();
                self.cursor = 0;
            }
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
                    ops::redo(t).map(|_| super::strings::why::said(t, i, lang))
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
                self.ask(PromptKind::FindPlayer(self.cursor), String::new())
            }
            Command::BoardMode => self.toggle_board_mode(),
            Command::SwitchView => {
                if self.screen == ScreenId::Teams {
                    self.memory.show_schools = !self.memory.show_schools;
                    self.cursor = 0;
                }
            }
            Command::Search => {
                self.layers.prompt = Some(Prompt {
                    kind: PromptKind::Search,
                    input: tui_input::Input::default().with_value(self.search.clone()),
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
                self.sort = self.sort.next();
                self.cursor = 0;
                self.info(T::SortedBy.fill(self.lang, &[&self.sort.label(self.lang)]));
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
            // On an individual section these keys do nothing (see `act_team`).
            Command::TeamForfeit | Command::LineUps => {}
        }
        if self.screen == ScreenId::Reports {
            let kind = self.cursor.min(self.rows().saturating_sub(1));
            if kind != self.report.kind {
                self.report.scroll = 0;
            }
            self.report.kind = kind;
        }
    }

    /// Asks the engine for the next round; nothing changes until the preview is published,
    /// except that a section not yet numbered gets its pairing numbers from the initial
    /// order first (as `catur pair` does), a change saved and undoable like any other.
    fn propose(&mut self) {
        let Some(code) = self.section_code() else {
            return;
        };
        let unnumbered = self.section().is_some_and(|s| {
            s.rounds_paired() == 0 && s.players.iter().any(|p| p.tpn == 0 && !p.reserve)
        });
        if unnumbered {
            let result = self.apply(|t| ops::assign_tpns(t, &code));
            let failed = result.is_err();
            self.after_op(result, W::NumbersFromOrder.fill(self.lang, &[&code]));
            if failed {
                return;
            }
        }
        if self.section().is_some_and(|s| s.team_match.is_some()) {
            return self.propose_team();
        }
        if self.background {
            self.job = Some(super::worker::Job::pair(&self.tournament, &code));
            return;
        }
        let base = self.section().cloned();
        self.proposed(ops::propose_next_round(&self.tournament, &code), base);
    }

    /// Shows the engine's answer: the proposed round as a preview, or why not.
    pub(super) fn proposed(
        &mut self,
        answer: Result<crate::model::Round, ops::PairError>,
        base: Option<Section>,
    ) {
        match answer {
            Ok(round) => {
                let n = round.number;
                self.show(ScreenId::Pairings, self.round);
                self.cursor = 0;
                self.preview = Some(round);
                self.preview_base = base;
                self.message = Some((T::PreviewHint.fill(self.lang, &[&n]), Severity::Warning));
            }
            Err(e) => self.pairing_refused(e),
        }
    }

    fn publish_preview(&mut self) {
        let (Some(code), Some(round)) = (self.section_code(), self.preview.take()) else {
            return;
        };
        let n = round.number;
        let boards = round.boards.len();
        let base = self.preview_base.take();
        let lang = self.lang;
        let result = self.apply(|t| {
            let now = t.section(&code);
            if now.is_some_and(|s| s.rounds_paired() >= n) {
                return Err(T::PairedElsewhere.fill(lang, &[&n, &code]));
            }
            if base.is_some() && now != base.as_ref() {
                return Err(T::ChangedSincePreview.fill(lang, &[&code]));
            }
            ops::publish_round(t, &code, round)
                .map_err(|e| super::strings::words::refusal(&e, lang))
        });
        let ok = result.is_ok();
        let next = self.next_after_publish();
        let done = W::Published.fill(self.lang, &[&n, &boards]);
        self.after_op(result, format!("{done}; {next}"));
        if ok {
            // The preview's cursor is not the new round's: it opens on its first board.
            self.round = n;
            self.cursor = self.opening_cursor();
        }
    }

    pub(super) fn clamp_round(&mut self) {
        let paired = self.section().map_or(0, Section::rounds_paired);
        if self.round > paired || self.round == 0 {
            self.show(self.screen, paired);
        }
        self.cursor = self.cursor.min(self.rows().saturating_sub(1));
    }

    pub(super) fn goto_board(&mut self, text: &str) {
        match text.trim().parse::<usize>() {
            Ok(b) if b >= 1 && b <= self.boards() => self.cursor = b - 1,
            _ => self.error(W::NoBoardHere.fill(self.lang, &[&text.trim(), &self.boards()])),
        }
    }

    pub(super) fn typed_result(&mut self, text: &str) {
        match Outcome::parse(text) {
            Some(outcome) => self.enter_outcome(outcome),
            None => self.error(W::NotAResult.fill(self.lang, &[&text.trim()])),
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
        if self.cursor >= self.boards() {
            return self.error(self.t_keys(super::strings::keys::K::NotABoard));
        }
        let board = self.cursor + 1;
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
        let result = self.apply(|t| ops::set_result(t, &code, round, board, outcome));
        if let Err(Refusal::Busy(holder)) = result {
            return self.queue_result(queued, Some(holder));
        }
        // The status line names the board, both players and the result, so a slip
        // entered on the wrong board is seen at once; when the cursor goes back to the
        // top, it says which boards are still empty.
        let next = result.is_ok().then(|| self.next_open_board(self.cursor));
        let mut done = self.board_said(round, board, &outcome.code());
        if let Some(Next::BackToTop(_, empty)) = &next {
            done = format!("{done}; {}", W::BackToTop.fill(self.lang, &[empty]));
        }
        self.after_op(result, done.clone());
        self.board_entered();
        match next {
            Some(Next::Forward(n) | Next::BackToTop(n, _)) => self.cursor = n,
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
        let (white, black) = super::screen_state::board_players(s, round, board);
        W::BoardResultNamed.fill(
            self.lang,
            &[&s.code, &round, &board, &white, &black, &result],
        )
    }

    fn clear_result(&mut self) {
        if self.screen != ScreenId::Results {
            return;
        }
        let Some(code) = self.section_code() else {
            return;
        };
        if self.cursor >= self.boards() {
            return self.error(self.t_keys(super::strings::keys::K::NotABoard));
        }
        let (round, board) = (self.round, self.cursor + 1);
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
        let result = self.apply(|t| ops::clear_result(t, &code, round, board));
        if let Err(Refusal::Busy(holder)) = result {
            return self.queue_result(queued, Some(holder));
        }
        self.after_op(result, W::BoardCleared.fill(self.lang, &[&round, &board]));
    }

    pub(super) fn delete_last_round(&mut self) {
        let Some(code) = self.section_code() else {
            return;
        };
        let result = self.apply(|t| ops::delete_last_round(t, &code, true));
        self.after_op(result, W::LastRoundDeleted.get(self.lang).into());
        self.clamp_round();
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
        let result = self.apply(|t| {
            if withdrawn {
                ops::return_player(t, &code, id, next)
            } else {
                ops::withdraw(t, &code, id, next, None)
            }
        });
        let what = if withdrawn {
            W::ReturnsFrom
        } else {
            W::WithdrawnFrom
        };
        self.after_op(result, what.fill(self.lang, &[&name, &next]));
    }

    /// Writes the section as TRF26 beside the championship file (`L12.trf`).
    fn export_trf(&mut self) {
        let Some(s) = self.section() else { return };
        let header = crate::host::trf_export::trf_header(&self.tournament, s);
        let made = crate::trf::section_text(s, &header, crate::trf::Edition::Trf26)
            .map(|text| (s.code.clone(), text));
        let (code, text) = match made {
            Ok(done) => done,
            Err(e) => return self.error(e.to_string()),
        };
        let Some(dir) = self
            .path
            .as_ref()
            .and_then(|p| p.parent())
            .map(PathBuf::from)
        else {
            return self.error(self.t(T::NoFolder));
        };
        let file = dir.join(format!("{code}.trf"));
        match crate::host::files::write_file(&file, text.as_bytes()) {
            Ok(()) => self.info(format!("{} {}", self.t(T::Saved), file.display())),
            Err(e) => self.error(super::strings::host::host(&e, self.lang)),
        }
    }

    fn print(&mut self) {
        let Some(code) = self.section_code() else {
            return;
        };
        let kinds = super::act_team::report_kinds(self);
        let Some(&kind) = kinds.get(self.report.kind).or(kinds.last()) else {
            return;
        };
        let req = crate::report::Request {
            kind,
            section: &code,
            round: Some(self.round).filter(|r| *r > 0),
            printed_at: self.clock.clone(),
            wide: self.profile().width > 80,
            zone: self.zone.clone(),
        };
        let doc = match crate::report::build(&self.tournament, &req) {
            Ok(d) => d,
            Err(e) => return self.error(e.to_string()),
        };
        let mut bytes = Vec::new();
        if let Err(e) = crate::report::render(&doc, &self.profile(), &mut bytes) {
            return self.error(e.to_string());
        }
        let device = self.tournament.printer.device.clone();
        if !device.is_empty() {
            return match crate::host::print::send_to_printer(&device, &bytes) {
                Ok(()) => self.info(T::SentToPrinter.fill(self.lang, &[&device])),
                Err(e) => self.error(super::strings::host::host(&e, self.lang)),
            };
        }
        let Some(dir) = self
            .path
            .as_ref()
            .and_then(|p| p.parent())
            .map(PathBuf::from)
        else {
            return self.error(self.t(T::NoFolder));
        };
        let file = dir.join(format!("{}-{}-r{}.txt", code, kind.code(), self.round));
        match crate::host::files::write_file(&file, &bytes) {
            Ok(()) => self.info(format!("{} {}", self.t(T::Saved), file.display())),
            Err(e) => self.error(super::strings::host::host(&e, self.lang)),
        }
    }
}
