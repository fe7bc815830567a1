//! Requested byes from the players screen (F2 `y`) and the question before a result of
//! an earlier round is changed (its later pairing stands). Each ends in one `ops` call.

use super::act_file::Refusal;
use super::app::App;
use super::command::ScreenId;
use super::overlay::{Confirm, Pending, PromptKind};
use super::strings::byes::{B, parse_bye_input};
use super::strings::words::W;
use crate::model::{Outcome, PlayerId, RoundNo};
use crate::ops;

impl App {
    /// Asks the round and kind of a bye for the selected player.
    pub(super) fn ask_bye(&mut self) {
        if self.screen != ScreenId::Players {
            return;
        }
        let Some(s) = self.section() else { return };
        let rows = super::screens::players::visible(self, s);
        let Some(id) = rows.get(self.cursor()).map(|p| p.id) else {
            return;
        };
        let next = s.rounds_paired() + 1;
        self.ask(PromptKind::RequestBye(id), format!("{next} h"));
    }

    /// Requests (or with `x` cancels) the bye typed into the prompt.
    pub(super) fn request_bye(&mut self, id: PlayerId, text: &str) {
        let Some((round, kind)) = parse_bye_input(text) else {
            return self.error(B::BadByeInput.fill(self.lang, &[&text]));
        };
        let Some(done) = self
            .section()
            .and_then(|s| Some(ops::ByeDone::new(s, s.player(id)?, round, kind)))
        else {
            return;
        };
        let code = done.section.clone();
        let result = self.apply(|t| match kind {
            Some(k) => ops::request_bye(t, &code, id, round, k),
            None => ops::cancel_bye(t, &code, id, round),
        });
        match result {
            // A bye the section's rules refuse: said alone, without the news.
            Err(Refusal::Op(e @ ops::OpError::ByeRefused { .. })) => self.error(e.say(self.lang)),
            other => self.after_op(other, done.say(self.lang)),
        }
    }

    /// When a later round is already paired, asks before a result of `round` is entered
    /// or cleared, and returns true (the change waits for Enter).
    pub(super) fn ask_earlier_result(
        &mut self,
        round: RoundNo,
        board: usize,
        outcome: Outcome,
    ) -> bool {
        let Some(s) = self.section() else {
            return false;
        };
        let Some(later) = ops::later_round_paired(s, round) else {
            return false;
        };
        // One dialog that says everything a protest correction changes: which board of
        // which round, both players, the old and the new result, and the later rounds
        // that were paired on the old one.
        let none = W::NoResultYet.get(self.lang);
        let old = s
            .round(round)
            .and_then(|r| r.boards.get(board.wrapping_sub(1)))
            .map(|b| b.outcome)
            .filter(|o| !o.is_pending())
            .map_or_else(|| none.to_string(), |o| o.code());
        let new = if outcome.is_pending() {
            none.to_string()
        } else {
            outcome.code()
        };
        let (white, black) = super::views::board_players(s, round, board);
        let section = format!("{} ({})", s.code, s.settings.name);
        let rounds: Vec<usize> = (later..=s.rounds_paired()).map(|r| r as usize).collect();
        let later = super::views::ranges(&rounds);
        let question = format!(
            "{}\n\n{}",
            W::ChangeResultAsk.fill(
                self.lang,
                &[&section, &round, &board, &white, &black, &old, &new]
            ),
            W::ChangeResultLater.fill(self.lang, &[&later])
        );
        self.layers.confirm = Some(Confirm {
            question,
            action: Pending::EarlierResult {
                round,
                board,
                outcome,
            },
        });
        true
    }

    /// The confirmed change of an earlier round's result.
    pub(super) fn earlier_result(&mut self, round: RoundNo, board: usize, outcome: Outcome) {
        let Some(code) = self.section_code() else {
            return;
        };
        let result = self.apply(|t| ops::change_earlier_result(t, &code, round, board, outcome));
        let done = if outcome.is_pending() {
            W::BoardCleared.fill(self.lang, &[&round, &board])
        } else {
            self.board_said(round, board, &outcome.code())
        };
        self.after_op(result, done);
    }
}
