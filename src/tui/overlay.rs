//! The desk's modal layers, topmost first: the message history (F12), a form, a
//! pairing at work, a one-line prompt and a question waiting for Enter or Esc. The
//! topmost open layer takes every key, so the screen below never acts on a key meant
//! for it; the explanation of a pairing is lighter: it takes its scroll keys, and any
//! other key closes it and goes on to the screen.

use super::app::App;
use super::command::Command;
use super::form::Form;
use super::strings::T;
use crate::model::{Outcome, PlayerId, RoundNo};
use crate::ops;
use std::path::PathBuf;

/// A modal layer over the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layer {
    History,
    Form,
    Job,
    /// The roll call's list (F3 `a`).
    RollCall,
    Prompt,
    Confirm,
}

/// A one-line input the user is typing into (board number, search text).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PromptKind {
    GotoBoard,
    Search,
    /// An unusual result typed out: `1-0s` (game of less than one move), `a:1-0.5`
    /// (scores fixed by the arbiter, game played), `af:0-0` (fixed, not played).
    Result,
    /// A path of a CSV player list to import into the section.
    ImportCsv,
    /// The pairing number of the reserve to play instead of this player.
    Substitute(PlayerId),
    /// A new value for a row of the settings screen.
    Setting(super::settings_edit::Row),
    /// A tie-break code to add after this row (`None`: at the end).
    AddTiebreak(Option<usize>),
    /// The name of a new championship (start screen).
    Championship,
    /// A championship file to open (start screen).
    OpenFile,
    /// Where to create the new championship of this name.
    NewFilePath(String),
    /// Two pairing numbers to swap in the last round.
    SwapPlayers,
    /// The pairing number of the player to get the bye.
    MoveToBye,
    /// A name or pairing number to find on F3/F4; the cursor before it (Esc goes back).
    FindPlayer(usize),
    /// The round and kind of a bye this player requests (or `x` to cancel one).
    RequestBye(PlayerId),
    /// The pairing numbers of a team's line-up for the next round (team-match section).
    LineUp(crate::model::TeamId),
    /// The code of the team that forfeits this match (1-based) of the shown round.
    TeamForfeit(usize),
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
    /// Undo the change at this position of the journal, named in the question; it must
    /// still be the last one in the scope when Enter comes.
    Undo {
        scope: ops::UndoScope,
        index: usize,
        entry: crate::model::JournalEntry,
    },
    Quit,
    /// A hand edit that breaks a pairing rule, applied (and the rule recorded) on Enter.
    ForceEdit(crate::model::EditKind, String),
    /// Pair the section's next round with this rule relaxed, for that round only.
    Relax(ops::Remedy),
    /// Give the shown section's tie-break list to every section.
    TiebreaksEverywhere,
    /// Give the shown section's round times to every section.
    ScheduleEverywhere,
    /// Delete this player, entered by mistake (named in the question).
    DeletePlayer(PlayerId),
    /// Create a new championship file here (with this name) and open it.
    CreateFile(PathBuf, String),
    /// A result entered (or cleared: `Pending`) in a round followed by a paired round.
    EarlierResult {
        round: RoundNo,
        board: usize,
        outcome: Outcome,
    },
    /// A team forfeit (match number, 1-based, and the absent team) in a round followed
    /// by a paired round.
    EarlierTeamForfeit {
        round: RoundNo,
        match_no: usize,
        team: crate::model::TeamId,
    },
}

/// The open modal layers. The topmost open one takes every key (see [`Overlays::top`]);
/// closing a layer shows the one below it, and the screen once none is open.
#[derive(Debug, Default)]
pub struct Overlays {
    /// The message history (F12), scrolled to this line.
    pub history: Option<usize>,
    /// The open form (player, section), drawn over the screen.
    pub form: Option<Form>,
    /// A one-line input (board number, search text, a path ...).
    pub prompt: Option<Prompt>,
    /// The roll call of the next round (the players who did not sign in).
    pub roll_call: Option<super::act_roll_call::RollCall>,
    /// A question waiting for Enter or Esc.
    pub confirm: Option<Confirm>,
    /// The explanation of the shown round's pairing (F3, `e`) and how far it is
    /// scrolled: lighter than the others, it takes only its scroll keys.
    pub explanation: Option<(Vec<String>, usize)>,
}

impl Overlays {
    /// The topmost open layer; `working`: a pairing is being worked out (it lies between
    /// a form and a prompt).
    pub fn top(&self, working: bool) -> Option<Layer> {
        if self.history.is_some() {
            Some(Layer::History)
        } else if self.form.is_some() {
            Some(Layer::Form)
        } else if working {
            Some(Layer::Job)
        } else if self.roll_call.is_some() {
            Some(Layer::RollCall)
        } else if self.prompt.is_some() {
            Some(Layer::Prompt)
        } else if self.confirm.is_some() {
            Some(Layer::Confirm)
        } else {
            None
        }
    }
}

impl App {
    /// The topmost open layer, if any.
    pub fn top_layer(&self) -> Option<Layer> {
        self.layers.top(self.job.is_some())
    }

    /// Gives the key to the topmost open layer; the key comes back when none is open.
    pub(super) fn layer_key(&mut self, cmd: Command) -> Option<Command> {
        match self.top_layer() {
            Some(Layer::History) => {
                self.history_key(&cmd);
            }
            Some(Layer::Form) => self.update_form(cmd),
            Some(Layer::Job) => self.while_working(cmd),
            Some(Layer::RollCall) => self.roll_call_key(cmd),
            Some(Layer::Prompt) => self.prompt_key(cmd),
            Some(Layer::Confirm) => self.confirm_key(cmd),
            None => return Some(cmd),
        }
        None
    }

    /// A key while a one-line prompt is open: it edits the line, Enter finishes it and
    /// Esc gives it up.
    fn prompt_key(&mut self, cmd: Command) {
        let Some(prompt) = &mut self.layers.prompt else {
            return;
        };
        match cmd {
            // The prompt keeps its Input: typing, deleting and moving the cursor
            // work anywhere in the line.
            Command::Type(_) | Command::Backspace | Command::Field(_) => {
                let typed = matches!(cmd, Command::Type(_));
                if !super::text_field::edit(&mut prompt.input, &cmd) {
                    return;
                }
                let text = prompt.input.value().to_string();
                match prompt.kind {
                    PromptKind::Search => {
                        self.views.players.search = text;
                        if typed {
                            *self.cursor_mut() = 0;
                        }
                    }
                    PromptKind::FindPlayer(from) if typed => self.find_player(&text, from),
                    _ => {}
                }
            }
            Command::Accept => match self.layers.prompt.take() {
                Some(Prompt {
                    kind: PromptKind::GotoBoard,
                    input,
                }) => self.goto_board(input.value()),
                Some(Prompt {
                    kind: PromptKind::Result,
                    input,
                }) => self.typed_result(input.value()),
                Some(Prompt { kind, input }) => self.prompt_done(kind, input.value()),
                None => {}
            },
            Command::Cancel => match self.layers.prompt.take() {
                Some(Prompt {
                    kind: PromptKind::Search,
                    ..
                }) => self.views.players.search.clear(),
                Some(Prompt {
                    kind: PromptKind::FindPlayer(from),
                    ..
                }) => *self.cursor_mut() = from,
                _ => {}
            },
            _ => {}
        }
    }

    /// A key while a question is open: Enter answers yes, Esc no; any other key leaves
    /// the question on screen.
    fn confirm_key(&mut self, cmd: Command) {
        let Some(confirm) = self.layers.confirm.take() else {
            return;
        };
        // Only Enter answers yes and only Esc answers no: any other key leaves the
        // question on screen, so a stray key never decides it.
        if !matches!(cmd, Command::Accept | Command::Cancel) {
            self.layers.confirm = Some(confirm);
            return;
        }
        if cmd == Command::Accept {
            match confirm.action {
                Pending::DeleteLastRound => self.delete_last_round(),
                Pending::Undo {
                    scope,
                    index,
                    entry,
                } => self.undo_confirmed(scope, index, entry),
                Pending::Quit => self.quit = true,
                Pending::ForceEdit(edit, reason) => self.hand_edit(edit, reason, true),
                Pending::Relax(remedy) => self.propose_relaxed(remedy),
                Pending::CreateFile(path, name) => self.create_file(path, &name),
                Pending::DeletePlayer(id) => self.delete_player(id),
                Pending::TiebreaksEverywhere => self.tiebreaks_everywhere(),
                Pending::ScheduleEverywhere => self.schedule_everywhere(),
                Pending::EarlierResult {
                    round,
                    board,
                    outcome,
                } => self.earlier_result(round, board, outcome),
                Pending::EarlierTeamForfeit {
                    round,
                    match_no,
                    team,
                } => self.record_team_forfeit(round, match_no, team),
            }
        } else {
            self.info(self.t(T::Cancelled));
        }
    }

    /// The explanation's scroll keys; any other key closes it and is not taken.
    pub(super) fn explanation_key(&mut self, cmd: &Command) -> bool {
        let page = self.views.page();
        let Some((lines, scroll)) = self.layers.explanation.as_mut() else {
            return false;
        };
        // The last page stays full: scrolling stops at the end.
        let last = lines.len().saturating_sub(page);
        match cmd {
            Command::Up => *scroll = scroll.saturating_sub(1),
            Command::Down => *scroll = (*scroll + 1).min(last),
            Command::PageUp => *scroll = scroll.saturating_sub(page),
            Command::PageDown => *scroll = (*scroll + page).min(last),
            Command::Home => *scroll = 0,
            Command::Cancel | Command::Explain => self.layers.explanation = None,
            _ => {
                self.layers.explanation = None;
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Tournament;

    fn app() -> App {
        App::new(Tournament::new("Kejohanan Catur"), None)
    }

    fn question(app: &mut App) {
        app.layers.confirm = Some(super::super::overlay::Confirm {
            question: "Keluar?".into(),
            action: Pending::Quit,
        });
    }

    #[test]
    fn with_no_layer_open_the_key_goes_to_the_screen() {
        let mut app = app();
        assert_eq!(app.top_layer(), None);
        assert_eq!(app.layer_key(Command::Down), Some(Command::Down));
    }

    #[test]
    fn a_question_takes_only_enter_and_esc() {
        let mut app = app();
        question(&mut app);
        assert_eq!(app.top_layer(), Some(Layer::Confirm));
        for stray in [Command::Down, Command::Type('y'), Command::Quit] {
            assert_eq!(app.layer_key(stray), None);
            assert!(app.layers.confirm.is_some());
        }
        assert_eq!(app.layer_key(Command::Cancel), None);
        assert!(app.layers.confirm.is_none() && !app.quit);
        question(&mut app);
        app.layer_key(Command::Accept);
        assert!(app.quit);
    }

    #[test]
    fn the_history_lies_over_a_question_and_takes_its_keys() {
        let mut app = app();
        question(&mut app);
        app.layers.history = Some(0);
        assert_eq!(app.top_layer(), Some(Layer::History));
        assert_eq!(app.layer_key(Command::Accept), None);
        assert!(!app.quit, "Enter went to the history, not to the question");
        assert_eq!(app.top_layer(), Some(Layer::Confirm));
    }

    #[test]
    fn a_prompt_keeps_what_is_typed_and_esc_gives_it_up() {
        let mut app = app();
        app.ask(PromptKind::Search, String::new());
        assert_eq!(app.top_layer(), Some(Layer::Prompt));
        app.layer_key(Command::Type('T'));
        assert_eq!(app.views.players.search, "T");
        app.layer_key(Command::Cancel);
        assert_eq!(app.top_layer(), None);
        assert_eq!(app.views.players.search, "");
    }

    #[test]
    fn the_explanation_takes_its_scroll_keys_and_closes_on_others() {
        let mut app = app();
        app.layers.explanation = Some((vec!["a".into(); 40], 0));
        assert!(app.explanation_key(&Command::Down));
        assert_eq!(app.layers.explanation.as_ref().map(|e| e.1), Some(1));
        assert!(!app.explanation_key(&Command::NextSection));
        assert!(app.layers.explanation.is_none());
    }
}
