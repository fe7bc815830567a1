//! What the desk does for its own sake: a pairing refused by a rule offers to relax the
//! rule for the round, a new championship is a new file, a missing file can be created,
//! and the screen language is remembered.

use super::app::{App, Severity};
use super::command::{Command, ScreenId};
use super::form::Form;
use super::overlay::{Confirm, Pending, PromptKind};
use super::strings::words::{self, W};
use super::strings::{self, T};
use crate::model::Section;
use crate::ops::{self, PairError, Remedy};
use std::path::PathBuf;

/// The section with `remedy` applied: the rule relaxed as the remedy says.
fn relaxed(s: &mut Section, remedy: Remedy) {
    match remedy {
        Remedy::TopSeedsApart { seeds } => s.settings.local_rules.top_seeds_apart = seeds,
        Remedy::SameTeamRounds { rounds } => s.settings.local_rules.same_team_rounds = rounds,
        Remedy::EndForbidden { index, last_round } => {
            if let Some(f) = s.forbidden.get_mut(index) {
                f.last_round = last_round;
            }
        }
    }
}

impl App {
    /// Puts a message in the history without showing it on the message line.
    fn log(&mut self, text: String, severity: Severity) {
        self.message = Some((text, severity));
        self.remember_message();
        self.message = None;
    }

    /// Says why the next round cannot be paired; when one rule is the cause and can be
    /// relaxed, a dialog names it with its remedy and offers to pair this round so.
    pub(super) fn pairing_refused(&mut self, e: PairError) {
        let key = self
            .keymap
            .key_for(self.screen, &Command::GoTo(ScreenId::Settings))
            .map(|k| k.to_string());
        let text = words::pair_refusal_keyed(&e, self.section(), self.lang, key.as_deref());
        match e {
            PairError::Constrained {
                round,
                remedy: Some(r),
                ..
            } => {
                self.log(text.clone(), Severity::Error);
                let ask = W::RelaxAsk.fill(self.lang, &[&round, &words::remedy(r, self.lang)]);
                self.layers.confirm = Some(Confirm {
                    question: format!("{text}\n\n{ask}"),
                    action: Pending::Relax(r),
                });
            }
            _ => self.error(text),
        }
    }

    /// Pairs the next round with one rule relaxed for this round only: the section's
    /// setting is not changed, and the preview is published as any other.
    pub(super) fn propose_relaxed(&mut self, remedy: Remedy) {
        let Some(code) = self.section_code() else {
            return;
        };
        let mut t = self.tournament.clone();
        if let Some(s) = t.sections.iter_mut().find(|s| s.code == code) {
            relaxed(s, remedy);
        }
        match ops::propose_next_round(&t, &code) {
            Ok(round) => {
                let n = round.number;
                self.screen = ScreenId::Pairings;
                *self.cursor_mut() = 0;
                self.preview = Some(round);
                self.preview_base = self.section().cloned();
                let how = words::remedy(remedy, self.lang);
                self.message = Some((
                    W::RelaxedPreview.fill(self.lang, &[&n, &how]),
                    Severity::Warning,
                ));
            }
            Err(e) => self.pairing_refused(e),
        }
    }

    /// F8 `l`: the other screen language, remembered for the next start.
    pub(super) fn switch_language(&mut self) {
        self.lang = strings::other(self.lang);
        let name = strings::language_name(self.lang);
        let Some(file) = self.extras.prefs_file.clone() else {
            return self.info(name);
        };
        let prefs = crate::host::prefs::Prefs {
            language: Some(self.lang),
        };
        match crate::host::prefs::write_prefs(&file, &prefs) {
            Ok(()) => self.info(W::LanguageKept.fill(self.lang, &[&name])),
            Err(e) => {
                let e = e.say(self.lang);
                self.message = Some((format!("{name}; {e}"), Severity::Warning));
            }
        }
    }

    /// Restores the preferences kept in `file` (the screen language) and remembers the
    /// file for later changes. A damaged file changes nothing; its problem is returned
    /// in the screen language, to be shown.
    pub fn use_prefs(&mut self, file: PathBuf) -> Option<String> {
        let warning = match crate::host::prefs::read_prefs(&file) {
            Ok(p) => {
                self.lang = p.language.unwrap_or(self.lang);
                None
            }
            Err(e) => Some(W::PrefsIgnored.fill(self.lang, &[&e.say(self.lang)])),
        };
        self.extras.prefs_file = Some(file);
        warning
    }

    /// After the new championship's name: where to keep it, a free file name offered in
    /// the data directory (or beside the open file).
    pub(super) fn ask_new_path(&mut self, name: &str) {
        if name.is_empty() {
            return self.error(self.t(T::NeedName));
        }
        let dir = self
            .extras
            .new_dir
            .clone()
            .or_else(|| {
                self.path
                    .as_ref()
                    .and_then(|p| p.parent())
                    .map(PathBuf::from)
            })
            .unwrap_or_else(|| PathBuf::from("."));
        let path = crate::host::files::new_file_path(&dir, name);
        self.ask(
            PromptKind::NewFilePath(name.to_string()),
            path.display().to_string(),
        );
    }

    /// Creates the new championship at the path typed, unless a file is there already.
    pub(super) fn new_file_at(&mut self, name: &str, text: &str) {
        if text.is_empty() {
            return self.info(self.t(T::Cancelled));
        }
        let path = PathBuf::from(text);
        if crate::host::files::exists(&path) {
            return self.error(W::FileExists.fill(self.lang, &[&path.display()]));
        }
        self.create_file(path, name);
    }

    /// Creates a championship file and opens it, with the form for its first section.
    pub(super) fn create_file(&mut self, path: PathBuf, name: &str) {
        if let Err(e) = crate::host::files::new_championship(&path, name) {
            return self.error(e.say(self.lang));
        }
        self.open_path(path.clone());
        if self.path.as_ref() != Some(&path) {
            return; // not opened: the message line says why
        }
        self.remember_recent_names();
        self.screen = ScreenId::Settings;
        *self.cursor_mut() = 0;
        self.layers.form = Some(Form::new_section(self.lang));
        self.info(W::Created.fill(self.lang, &[&name, &path.display()]));
    }

    /// Open: a path where no file is offers to create a championship there.
    pub(super) fn open_or_offer(&mut self, path: PathBuf) {
        if path.as_os_str().is_empty() {
            return;
        }
        if crate::host::files::exists(&path) {
            self.open_path(path);
            return self.remember_recent_names();
        }
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().replace(['-', '_'], " "))
            .unwrap_or_default();
        let question = W::CreateMissing.fill(self.lang, &[&path.display(), &name]);
        self.layers.confirm = Some(Confirm {
            question,
            action: Pending::CreateFile(path, name),
        });
    }

    /// The championship names of the recent files, read again (when the list changed).
    pub(super) fn remember_recent_names(&mut self) {
        if self.recent_list.is_some() {
            self.extras.recent_names = crate::host::files::championship_names(&self.recent);
        }
    }

    /// A recent file's championship name, when it could be read.
    pub fn recent_name(&self, path: &std::path::Path) -> Option<&str> {
        self.extras
            .recent_names
            .iter()
            .find(|(p, _)| p == path)
            .map(|(_, n)| n.as_str())
    }
}
