//! The desk and its championship file. Every change is one short transaction on the
//! file (lock, read what other desks saved, apply, save, unlock: see `store::Shared`);
//! while idle the desk follows the file, and what other desks did is said on the message
//! line. Undo and redo name the change they take back, and say when it was another desk's.

use super::app::{App, Severity};
use super::command::ScreenId;
use super::overlay::{Confirm, Pending};
use super::strings::T;
use super::strings::keys::K;
use crate::model::Tournament;
use crate::store::{Committed, Shared, TxError};
use crate::{ops, store};
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

/// How often the desk looks at the file for changes made elsewhere while it is idle.
pub const FOLLOW_EVERY: Duration = Duration::from_millis(700);

impl App {
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
    ///
    /// A lock held elsewhere for longer than a moment is waited for with the screen
    /// still drawn (see [`App::asker`]); Esc gives the change up.
    pub(super) fn apply<R, E>(
        &mut self,
        op: impl FnOnce(&mut Tournament) -> Result<R, E>,
    ) -> Result<R, Refusal<E>> {
        self.apply_waiting(op, true)
    }

    /// [`apply`](Self::apply) for a result: a busy lock is answered at once with
    /// [`Refusal::Busy`], and the result is queued (see `act_wait`) so that the slips
    /// typed next land on the screen as they are typed.
    pub(super) fn apply_or_queue<R, E>(
        &mut self,
        op: impl FnOnce(&mut Tournament) -> Result<R, E>,
    ) -> Result<R, Refusal<E>> {
        self.apply_waiting(op, false)
    }

    fn apply_waiting<R, E>(
        &mut self,
        op: impl FnOnce(&mut Tournament) -> Result<R, E>,
        wait_here: bool,
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
        let result = self.apply_unrecorded(op, wait_here);
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
        wait_here: bool,
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
        let lang = self.lang;
        let mut gave_up = None;
        let mut ask = |holder: &str, waited: Duration| {
            let Some(asker) = self.asker.as_mut() else {
                return false;
            };
            let line = K::WaitingChange.fill(lang, &[&waited.as_secs(), &holder]);
            let go_on = (asker.0)(&line);
            if !go_on {
                gave_up = Some(holder.to_string());
            }
            go_on
        };
        let ask: Option<store::AskToWait> = wait_here.then_some(&mut ask);
        let outcome = shared.transact_asking(&mut self.tournament, op, ask);
        self.followed_at = Some(Instant::now());
        if let Some(holder) = gave_up {
            self.message = Some((
                K::WaitingChangeGaveUp.fill(self.lang, &[&holder]),
                Severity::Warning,
            ));
            return Err(Refusal::Store);
        }
        if let Ok(Committed {
            replaced: Some(old),
            ..
        }) = &outcome
        {
            self.news = ops::news_items(old, &self.tournament)
                .iter()
                .map(|n| n.say(self.lang))
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
                self.keep_site();
                Ok(done.value)
            }
            Err(TxError::Refused(e)) => Err(Refusal::Op(e)),
            Err(TxError::Unreadable(store::StoreError::Busy { holder, .. })) => {
                Err(Refusal::Busy(holder))
            }
            Err(TxError::Unreadable(e)) => {
                let e = e.say(self.lang);
                self.error(T::FileUnreadable.fill(self.lang, &[&e]));
                Err(Refusal::Store)
            }
            Err(TxError::NotSaved(e)) => {
                self.saved = Some(false);
                let e = e.say(self.lang);
                self.error(T::NotSaved.fill(self.lang, &[&e]));
                Err(Refusal::Store)
            }
        }
    }

    /// After a change saved (the lock let go): the championship's kept results site is
    /// rewritten; if it cannot be, the status line says so, and the change stands.
    fn keep_site(&mut self) {
        let Some(path) = self.path.as_deref() else {
            return;
        };
        if let Some(Err(e)) = crate::host::site::keep_current(path, &self.tournament) {
            self.message = Some((e.say(self.lang), Severity::Warning));
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

    /// Where undo looks, for the message that nothing is left to undo there: the
    /// section shown, or the championship.
    fn undo_place(&self) -> String {
        self.section_code()
            .unwrap_or_else(|| self.tournament.championship.name.clone())
    }

    /// Names the change undo would take back and asks first; a change made at another
    /// desk is said to be one.
    pub(super) fn ask_undo(&mut self) {
        self.follow_file_now();
        let scope = self.undo_scope();
        let Some((index, _)) = ops::last_in_scope(&self.tournament, scope) else {
            return self.error(ops::nothing_to_undo_in(&self.undo_place(), self.lang));
        };
        let what = ops::said(&self.tournament, index, self.lang);
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
        let said = ops::said(&self.tournament, index, lang);
        let place = self.undo_place();
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
            Some((k, _)) => Err(T::UndoMoved.fill(lang, &[&ops::said(t, k, lang)])),
            None => Err(ops::nothing_to_undo_in(&place, lang)),
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
            .map(|n| n.say(self.lang))
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
}
