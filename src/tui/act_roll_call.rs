//! The roll call at the desk (F3 `a`, before the next round is paired): the arbiter
//! types the pairing numbers of the players who did not sign in, and Enter gives each
//! the zero-point bye of that round as one change ([`ops::mark_absent`]), which one undo
//! takes back.

use super::app::App;
use super::command::ScreenId;
use super::overlay::PromptKind;
use super::strings::keys::K;
use crate::model::{PlayerId, RoundNo, Tpn};
use crate::ops;

/// The players a typed list of pairing numbers names (`3 7, 12`), or the first word
/// that names nobody.
pub fn absent_players(s: &crate::model::Section, text: &str) -> Result<Vec<PlayerId>, String> {
    text.split([' ', ','])
        .filter(|w| !w.is_empty())
        .map(|w| {
            w.parse::<Tpn>()
                .ok()
                .filter(|n| *n > 0)
                .and_then(|n| s.player_by_tpn(n))
                .map(|p| p.id)
                .ok_or_else(|| w.to_string())
        })
        .collect()
}

impl App {
    /// Opens the roll call of the section's next round (F3 only).
    pub(super) fn ask_roll_call(&mut self) {
        if self.screen != ScreenId::Pairings {
            return;
        }
        let Some(s) = self.section() else { return };
        let next = s.rounds_paired() + 1;
        self.ask(PromptKind::RollCall(next), String::new());
    }

    /// Marks the players typed absent from `round`, as one change.
    pub(super) fn roll_call_typed(&mut self, round: RoundNo, text: &str) {
        let Some(s) = self.section() else { return };
        let code = s.code.clone();
        let ids = match absent_players(s, text) {
            Ok(ids) => ids,
            Err(word) => return self.error(K::RollCallNotANumber.fill(self.lang, &[&word])),
        };
        let names: Vec<String> = ids
            .iter()
            .filter_map(|id| s.player(*id).map(|p| p.name.clone()))
            .collect();
        let result = self.apply(|t| ops::mark_absent(t, &code, round, &ids));
        let done = K::RollCallDone.fill(self.lang, &[&round, &names.join(", ")]);
        self.after_op(result, done);
    }
}
