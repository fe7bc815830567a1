//! What the settings screen (F8) and the start screen do: edit a setting, edit the
//! tie-break list, name a new championship, open a file, the demo or a recent file.

use super::act_file::Refusal;
use super::app::App;
use super::command::{Command, ScreenId};
use super::overlay::PromptKind;
use super::settings_edit::{self, EditError, ListEdit, Row};
use super::strings::T;
use super::strings::words::W;
use crate::model::Section;
use std::path::PathBuf;

/// An entry of the start screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartItem {
    New,
    Open,
    Demo,
    Recent(PathBuf),
    Section(usize),
}

/// The start screen's entries: the three ways to begin, the recent files, then the
/// sections of the open championship.
pub fn start_items(app: &App) -> Vec<StartItem> {
    let mut v = vec![StartItem::New, StartItem::Open, StartItem::Demo];
    v.extend(app.recent.iter().cloned().map(StartItem::Recent));
    v.extend((0..app.tournament.sections.len()).map(StartItem::Section));
    v
}

impl App {
    fn settings_row(&self) -> Option<Row> {
        settings_edit::rows(self.section())
            .get(self.cursor())
            .copied()
    }

    pub(super) fn settings_accept(&mut self) {
        let Some(row) = self.settings_row() else {
            return;
        };
        if row == Row::ScreenLanguage {
            return self.update(Command::ToggleLanguage);
        }
        if settings_edit::cycles(row) {
            let code = self.section_code().unwrap_or_default();
            let result = self.apply(|t| settings_edit::cycle(t, &code, row));
            let (name, value) =
                settings_edit::describe(row, &self.tournament, self.section(), self.lang);
            return self.after_op(result, format!("{name}: {value}"));
        }
        let value = settings_edit::current_text(row, &self.tournament, self.section());
        self.ask(PromptKind::Setting(row), value);
    }

    pub(super) fn setting_typed(&mut self, row: Row, text: &str) {
        let code = self.section_code();
        match self.apply(|t| settings_edit::apply_text(t, code.as_deref(), row, text)) {
            Ok(()) => {
                let (name, value) =
                    settings_edit::describe(row, &self.tournament, self.section(), self.lang);
                self.done(format!("{name}: {value}"));
            }
            Err(Refusal::Op(e @ EditError::MedalPoints(_))) => {
                use super::strings::words::Worded;
                self.error(e.worded(self.lang))
            }
            Err(Refusal::Op(EditError::NotANumber(t))) => {
                self.error(format!("'{t}': {}", self.t(T::NotANumber)))
            }
            Err(Refusal::Op(EditError::Op(e))) => {
                self.error(super::strings::words::refusal(&e, self.lang))
            }
            Err(Refusal::Store) => {}
            Err(Refusal::Busy(h)) => self.after_op::<String>(Err(Refusal::Busy(h)), String::new()),
        }
        *self.cursor_mut() = self.cursor().min(self.rows().saturating_sub(1));
    }

    /// a / x / u / d on the settings screen: the tie-break list.
    pub(super) fn tiebreak_edit(&mut self, cmd: &Command) {
        if self.screen != ScreenId::Settings {
            return;
        }
        let Some(code) = self.section_code() else {
            return;
        };
        let at = match self.settings_row() {
            Some(Row::Tiebreak(i)) => Some(i),
            _ => None,
        };
        let edit = match (cmd, at) {
            (Command::AddItem, _) => return self.ask(PromptKind::AddTiebreak(at), String::new()),
            (Command::RemoveItem, Some(i)) => ListEdit::Remove(i),
            (Command::MoveUp, Some(i)) => ListEdit::MoveUp(i),
            (Command::MoveDown, Some(i)) => ListEdit::MoveDown(i),
            _ => return,
        };
        self.apply_list_edit(&code, edit);
    }

    pub(super) fn add_tiebreak(&mut self, at: Option<usize>, text: &str) {
        let Some(code) = self.section_code() else {
            return;
        };
        if text.is_empty() {
            return;
        }
        self.apply_list_edit(
            &code,
            ListEdit::Add {
                at,
                code: text.to_string(),
            },
        );
    }

    fn apply_list_edit(&mut self, code: &str, edit: ListEdit) {
        match self.apply(|t| settings_edit::edit_tiebreaks(t, code, edit)) {
            Ok(k) => {
                let tb = self
                    .section()
                    .map(|s| s.settings.tiebreaks.join(", "))
                    .unwrap_or_default();
                self.done(tb);
                // The cursor follows the code that moved or was added.
                if let Some(pos) = settings_edit::rows(self.section())
                    .iter()
                    .position(|r| *r == Row::Tiebreak(k))
                {
                    *self.cursor_mut() = pos;
                }
            }
            Err(e) => self.after_op(Err(e), String::new()),
        }
        *self.cursor_mut() = self.cursor().min(self.rows().saturating_sub(1));
    }

    pub(super) fn start_accept(&mut self) {
        let items = start_items(self);
        match items.get(self.cursor()).cloned() {
            Some(StartItem::New) => self.update(Command::NewChampionship),
            Some(StartItem::Open) => self.update(Command::OpenFile),
            Some(StartItem::Demo) => self.update(Command::OpenDemo),
            Some(StartItem::Recent(p)) => self.open_path(p),
            Some(StartItem::Section(i)) => {
                self.section = i;
                self.views.forget();
                self.round = self.section().map_or(0, Section::rounds_paired);
                self.screen = ScreenId::Players;
                *self.cursor_mut() = 0;
            }
            None => {}
        }
    }

    /// Opens another championship file in place of this one (this one is saved already).
    pub fn open_path(&mut self, path: PathBuf) {
        let t = match crate::host::files::open(&path) {
            Ok(t) => t,
            Err(e) => return self.error(e.say(self.lang)),
        };
        if let Some(list) = self.recent_list.clone() {
            match crate::host::files::remember(&list, &path) {
                Ok(v) => self.recent = v,
                Err(e) => self.error(e.say(self.lang)),
            }
        }
        let name = t.championship.name.clone();
        self.tournament = t;
        self.path = Some(path);
        self.saved = Some(true);
        self.connect();
        self.preview_base = None;
        self.section = 0;
        self.views.forget();
        self.preview = None;
        self.views.players.search.clear();
        self.round = self.section().map_or(0, Section::rounds_paired);
        self.screen = if self.tournament.sections.is_empty() {
            ScreenId::Start
        } else {
            ScreenId::Results
        };
        *self.cursor_mut() = self.first_open_board().unwrap_or(0);
        self.info(name);
    }

    /// The demo championship, made beside the open file (or in the working folder).
    pub(super) fn open_demo(&mut self) {
        let dir = self
            .path
            .as_ref()
            .and_then(|p| p.parent())
            .map_or_else(|| PathBuf::from("."), PathBuf::from);
        match crate::host::files::demo_file(&dir) {
            Ok(p) => self.open_path(p),
            Err(e) => self.error(e.say(self.lang)),
        }
    }
}

impl App {
    /// `e` on F8: asks before giving the shown section's tie-break list to every other
    /// section (the preset set once for the championship's categories).
    pub(super) fn ask_tiebreaks_everywhere(&mut self) {
        if self.screen != ScreenId::Settings {
            return;
        }
        if self.settings_row().is_some() && self.settings_row() == Row::setting("schedule") {
            return self.ask_schedule_everywhere();
        }
        let Some(s) = self.section() else { return };
        let others: Vec<String> = self
            .tournament
            .sections
            .iter()
            .filter(|o| o.code != s.code && o.settings.tiebreaks != s.settings.tiebreaks)
            .map(|o| o.code.clone())
            .collect();
        if others.is_empty() {
            return self.info(W::TiebreaksEverywhereAlready.fill(self.lang, &[&s.code]));
        }
        let list = s.settings.tiebreaks.join(", ");
        let question = format!(
            "{} {}",
            W::TiebreaksEverywhereAsk.fill(self.lang, &[&s.code, &list, &others.join(" ")]),
            self.t(T::YesEnterNoEsc)
        );
        self.layers.confirm = Some(super::overlay::Confirm {
            question,
            action: super::overlay::Pending::TiebreaksEverywhere,
        });
    }

    /// Gives the shown section's tie-break list to every section, as one change.
    pub(super) fn tiebreaks_everywhere(&mut self) {
        let Some(code) = self.section_code() else {
            return;
        };
        let result = self.apply(|t| crate::ops::tiebreaks_to_every_section(t, &code));
        let done = match &result {
            Ok(codes) => W::TiebreaksEverywhereDone.fill(self.lang, &[&code, &codes.join(" ")]),
            Err(_) => String::new(),
        };
        self.after_op(result.map(|_| ()), done);
    }

    /// `e` on the round-times row: the shown section's schedule for every section
    /// (asks first).
    fn ask_schedule_everywhere(&mut self) {
        use super::strings::keys::K;
        let Some(s) = self.section() else { return };
        let others: Vec<String> = self
            .tournament
            .sections
            .iter()
            .filter(|o| o.settings.schedule != s.settings.schedule)
            .map(|o| o.code.clone())
            .collect();
        if others.is_empty() {
            return self.info(K::ScheduleEverywhereAlready.fill(self.lang, &[&s.code]));
        }
        let times = match s.settings.schedule.to_string() {
            t if t.is_empty() => K::NoSchedule.get(self.lang).to_string(),
            t => t,
        };
        let question = format!(
            "{} {}",
            K::ScheduleEverywhereAsk.fill(self.lang, &[&s.code, &times, &others.join(" ")]),
            self.t(T::YesEnterNoEsc)
        );
        self.layers.confirm = Some(super::overlay::Confirm {
            question,
            action: super::overlay::Pending::ScheduleEverywhere,
        });
    }

    /// Gives the shown section's round times to every section, as one change.
    pub(super) fn schedule_everywhere(&mut self) {
        use super::strings::keys::K;
        let Some(s) = self.section() else { return };
        let (code, schedule) = (s.code.clone(), s.settings.schedule.clone());
        let result =
            self.apply(|t| crate::ops::schedule_to_every_section(t, &schedule, Some(&code)));
        let done = match &result {
            Ok(codes) => K::ScheduleEverywhereDone.fill(self.lang, &[&code, &codes.join(" ")]),
            Err(_) => String::new(),
        };
        self.after_op(result.map(|_| ()), done);
    }
}
