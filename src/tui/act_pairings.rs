//! Hand edits of the last round on F3: swap two players, swap the colours of a board,
//! give a player the bye. Each goes through `ops::edit_pairing`, which re-checks the
//! round and marks the boards as manual; an edit breaking a rule is applied only after
//! the arbiter confirms, and the rules broken are recorded with the round.

use super::act_file::Refusal;
use super::app::App;
use super::app::Severity;
use super::command::ScreenId;
use super::overlay::{Confirm, Pending, PromptKind};
use super::strings::T;
use super::strings::words::W;
use crate::model::Section;
use crate::model::{EditKind, PlayerId};
use crate::ops::{self, EditError, EditRequest};

impl App {
    /// Opens the explanation of the preview, or of the round shown on F3.
    pub(super) fn explain(&mut self) {
        if self.screen != ScreenId::Pairings {
            return;
        }
        let Some(s) = self.section() else { return };
        let result = match &self.preview {
            Some(round) => {
                let mut with = s.clone();
                with.rounds.push(round.clone());
                crate::pairing::check::explain::explain(&with, round.number)
            }
            None => crate::pairing::check::explain::explain(s, self.round),
        };
        match result {
            Ok(e) => {
                let lines = e.lines(self.lang);
                self.layers.explanation = Some((lines, 0));
            }
            Err(e) => self.error(e.say(self.lang)),
        }
    }

    /// Hand edits apply to the last published round, shown on F3 (not to a preview).
    fn editable_round(&self) -> Option<crate::model::RoundNo> {
        let s = self.section()?;
        let last = s.rounds_paired();
        (self.screen == ScreenId::Pairings && self.preview.is_none() && last > 0).then_some(last)
    }

    pub(super) fn ask_edit(&mut self, kind: PromptKind) {
        if self.editable_round().is_some() {
            self.round = self.section().map_or(0, |s| s.rounds_paired());
            self.ask(kind, String::new());
        }
    }

    pub(super) fn swap_colours(&mut self) {
        let Some(last) = self.editable_round() else {
            return;
        };
        let boards = self
            .section()
            .and_then(|s| s.round(last))
            .map_or(0, |r| r.boards.len());
        if self.round != last || self.cursor() >= boards {
            return;
        }
        self.hand_edit(
            EditKind::Colours {
                board: self.cursor() as u32 + 1,
            },
            String::new(),
            false,
        );
    }

    fn player_by_number(&mut self, text: &str) -> Option<PlayerId> {
        let found = text
            .parse::<u32>()
            .ok()
            .and_then(|n| self.section()?.player_by_tpn(n))
            .map(|p| p.id);
        if found.is_none() {
            self.error(T::NoSuchTpn.fill(self.lang, &[&text]));
        }
        found
    }

    /// A typed hand edit: the pairing numbers first, then the reason in free text
    /// (`5 12 siblings`, `7 arrived late`), kept with the edit.
    pub(super) fn edit_typed(&mut self, kind: &PromptKind, text: &str) {
        let count = if *kind == PromptKind::SwapPlayers {
            2
        } else {
            1
        };
        let (numbers, reason) = numbers_then_reason(text, count);
        let edit = match (kind, numbers.as_slice()) {
            (PromptKind::SwapPlayers, [a, b]) => {
                let (Some(a), Some(b)) = (self.player_by_number(a), self.player_by_number(b))
                else {
                    return;
                };
                EditKind::Swap { a, b }
            }
            (PromptKind::MoveToBye, [p]) => {
                let Some(player) = self.player_by_number(p) else {
                    return;
                };
                EditKind::Bye { player }
            }
            _ => return self.error(format!("'{text}': {}", self.t(T::NotANumber))),
        };
        self.hand_edit(edit, reason, false);
    }

    /// Applies a hand edit; one that breaks a rule asks first (Enter forces it).
    pub(super) fn hand_edit(&mut self, edit: EditKind, reason: String, force: bool) {
        let (Some(code), Some(last)) = (
            self.section_code(),
            self.section().map(|s| s.rounds_paired()),
        ) else {
            return;
        };
        let at = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let request = EditRequest {
            at,
            edit,
            reason: reason.clone(),
            force,
        };
        match self.apply(|t| ops::edit_pairing(t, &code, last, request)) {
            Ok(warnings) => {
                let done = if warnings.is_empty() {
                    format!("{code} R{last}: ok")
                } else {
                    let words = self.section().map_or_else(String::new, |s| {
                        crate::pairing::check::say_all(&warnings, s, self.lang)
                    });
                    format!("{code} R{last}: {words}")
                };
                self.done(done);
            }
            Err(Refusal::Op(EditError::Breaks { violations })) => {
                let why = self.section().map_or_else(String::new, |s| {
                    crate::pairing::check::say_all(&violations, s, self.lang)
                });
                self.layers.confirm = Some(Confirm {
                    question: T::ForceEdit.fill(self.lang, &[&why]),
                    action: Pending::ForceEdit(edit, reason),
                });
            }
            Err(Refusal::Op(e)) => {
                let text = match (&e, self.section()) {
                    (EditError::Op(op), _) => super::strings::words::refusal(op, self.lang),
                    (_, Some(s)) => e.say(s, self.lang),
                    (_, None) => e.to_string(),
                };
                self.after_op::<String>(Err(Refusal::Op(text)), String::new());
            }
            Err(Refusal::Store) => self.after_op::<String>(Err(Refusal::Store), String::new()),
            Err(Refusal::Busy(h)) => self.after_op::<String>(Err(Refusal::Busy(h)), String::new()),
        }
    }
}

/// Splits `5 12 siblings` into the first `count` numbers (separated by spaces, commas or
/// dashes) and the text after them.
fn numbers_then_reason(text: &str, count: usize) -> (Vec<&str>, String) {
    let mut rest = text.trim_start();
    let mut numbers = Vec::new();
    while numbers.len() < count {
        let end = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        numbers.push(&rest[..end]);
        rest = rest[end..].trim_start_matches([' ', ',', '-']);
    }
    (numbers, rest.trim().to_string())
}

impl App {
    /// What re-checking the shown round (the preview, or the round chosen on F3) finds:
    /// each broken rule in words, none when the pairing is sound.
    pub fn round_check(&self) -> Vec<String> {
        let Some(s) = self.section() else {
            return Vec::new();
        };
        let words = |v: Vec<crate::pairing::check::Violation>| -> Vec<String> {
            v.iter().map(|x| x.say(s, self.lang)).collect()
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

    /// Asks the engine for the next round; nothing changes until the preview is published,
    /// except that a section not yet numbered gets its pairing numbers from the initial
    /// order first (as `catur pair` does), a change saved and undoable like any other.
    pub(super) fn propose(&mut self) {
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
                *self.cursor_mut() = 0;
                self.preview = Some(round);
                self.preview_base = base;
                self.message = Some((T::PreviewHint.fill(self.lang, &[&n]), Severity::Warning));
            }
            Err(e) => self.pairing_refused(e),
        }
    }

    pub(super) fn publish_preview(&mut self) {
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
            *self.cursor_mut() = self.opening_cursor();
        }
    }

    pub(super) fn delete_last_round(&mut self) {
        let Some(code) = self.section_code() else {
            return;
        };
        let result = self.apply(|t| ops::delete_last_round(t, &code, true));
        self.after_op(result, W::LastRoundDeleted.get(self.lang).into());
        self.clamp_round();
    }
}

#[cfg(test)]
mod tests {
    use super::numbers_then_reason;

    #[test]
    fn numbers_come_first_and_the_rest_is_the_reason() {
        let (n, r) = numbers_then_reason("5 12 adik-beradik", 2);
        assert_eq!((n, r.as_str()), (vec!["5", "12"], "adik-beradik"));
        let (n, r) = numbers_then_reason(" 5-12", 2);
        assert_eq!((n, r.as_str()), (vec!["5", "12"], ""));
        let (n, r) = numbers_then_reason("7, arrived late", 1);
        assert_eq!((n, r.as_str()), (vec!["7"], "arrived late"));
        let (n, _) = numbers_then_reason("five", 1);
        assert!(n.is_empty());
    }
}
