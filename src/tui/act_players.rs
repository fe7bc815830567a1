//! What the players screen (F2) does: the player form (add, late entry, edit), reserve
//! substitution and the CSV import. Each ends in one `ops` call.

use super::act_file::Refusal;
use super::app::App;
use super::command::Command;
use super::command::ScreenId;
use super::form::{Form, FormKind};
use super::overlay::PromptKind;
use super::strings::T;
use super::strings::words::W;
use crate::model::Section;
use crate::ops;
use std::path::Path;

impl App {
    /// The selected player on the players screen.
    fn selected_player(&self) -> Option<crate::model::PlayerId> {
        let s = self.section()?;
        super::screens::players::visible(self, s)
            .get(self.cursor())
            .map(|p| p.id)
    }

    /// Opens the player form: empty for a new player, filled for the selected one.
    pub(super) fn open_player_form(&mut self, new: bool) {
        if self.screen != super::command::ScreenId::Players {
            return;
        }
        let Some(s) = self.section() else { return };
        if new {
            self.layers.form = Some(Form::add_player().for_section(s));
        } else if let Some(id) = self.selected_player() {
            self.layers.form = Form::edit_player(s, id, self.lang);
        }
    }

    /// Keys while a form is open: typing, moving between fields, Enter, Esc.
    pub(super) fn update_form(&mut self, cmd: Command) {
        let Some(form) = self.layers.form.as_mut() else {
            return;
        };
        match cmd {
            Command::Type(c) => form.type_char(c),
            Command::Backspace => form.backspace(),
            Command::Field(e) => form.edit(e),
            Command::Down | Command::NextSection => form.next(),
            Command::Up | Command::PrevSection => form.prev(),
            Command::Cancel => {
                self.layers.form = None;
                self.info(self.t(T::Cancelled));
            }
            Command::Accept => self.submit_form(),
            Command::Quit => self.quit = true,
            _ => {}
        }
    }

    fn submit_form(&mut self) {
        let Some(mut form) = self.layers.form.take() else {
            return;
        };
        // A refusal of an earlier try does not outlive this one (success is said).
        self.message = None;
        let lang = self.lang;
        let result = match form.kind {
            FormKind::AddPlayer | FormKind::EditPlayer(_) => {
                let (Some(code), Some(s)) = (self.section_code(), self.section()) else {
                    return;
                };
                let Some(fields) = form.player_fields(s, lang) else {
                    self.layers.form = Some(form);
                    return;
                };
                let name = fields.name.clone();
                let school = form.new_school();
                match (form.kind, school) {
                    (FormKind::EditPlayer(id), None) => self
                        .apply(|t| ops::edit_player(t, &code, id, fields))
                        .map(|()| format!("{name}: ok")),
                    (kind, Some((school, team_code))) => {
                        let made = self.apply(|t| match kind {
                            FormKind::EditPlayer(id) => {
                                let c = Some(team_code.as_str());
                                ops::edit_player_with_team(t, &code, id, fields, &school, c)
                                    .map(|_| ())
                            }
                            _ => ops::add_player_with_team(
                                t,
                                &code,
                                fields,
                                &school,
                                Some(&team_code),
                            )
                            .map(|_| ()),
                        });
                        match made {
                            Err(Refusal::Op(e)) if is_team_code_refusal(&e) => {
                                let text = super::strings::words::refusal(&e, self.lang);
                                form.refused_code(text.clone());
                                self.error(text);
                                self.layers.form = Some(form);
                                return;
                            }
                            made => made.map(|_| {
                                let late = self.section().map_or(0, Section::rounds_paired);
                                let team = format!("{school} ({})", team_code.to_uppercase());
                                if let FormKind::EditPlayer(_) = kind {
                                    T::MovedToTeam.fill(self.lang, &[&name, &team])
                                } else if late > 0 {
                                    T::EnteredFromWithTeam
                                        .fill(self.lang, &[&name, &(late + 1), &team])
                                } else {
                                    T::EnteredWithTeam.fill(self.lang, &[&name, &team])
                                }
                            }),
                        }
                    }
                    _ => self.apply(|t| ops::add_player(t, &code, fields)).map(|_| {
                        let late = self.section().map_or(0, Section::rounds_paired);
                        if late > 0 {
                            T::EnteredFrom.fill(self.lang, &[&name, &(late + 1)])
                        } else {
                            T::Entered.fill(self.lang, &[&name])
                        }
                    }),
                }
            }
            FormKind::Prize(line) => return self.submit_prize_form(form, line),
            FormKind::NewSection => {
                let Some((code, name, rounds, sport, team)) = form.section_fields(lang) else {
                    self.layers.form = Some(form);
                    return;
                };
                let made = self.apply(|t| match team {
                    Some(settings) => {
                        ops::create_team_section(t, &code, &name, rounds, sport, settings)
                    }
                    None => ops::create_section(t, &code, &name, rounds, sport),
                });
                if made.is_ok() {
                    self.section = self.tournament.sections.len().saturating_sub(1);
                    self.views.forget();
                    self.round = 0;
                }
                made.map(|()| format!("{} {}", code.to_ascii_uppercase(), name))
            }
        };
        match result {
            Ok(done) => self.done(done),
            Err(Refusal::Store) => self.layers.form = Some(form),
            Err(Refusal::Busy(h)) => {
                // The form stays open: Enter again once the other desk has saved.
                self.after_op::<String>(Err(Refusal::Busy(h)), String::new());
                self.layers.form = Some(form);
            }
            Err(Refusal::Op(e)) => {
                // The refusal is shown in the form, which stays open for the correction.
                let text = super::strings::words::refusal(&e, self.lang);
                form.refused(text.clone());
                self.error(text);
                self.layers.form = Some(form);
            }
        }
    }

    pub(super) fn ask_substitute(&mut self) {
        if let Some(id) = self.selected_player() {
            self.ask(PromptKind::Substitute(id), String::new());
        }
    }

    /// Delete on F2: asks before deleting the selected player (a late entry typed by
    /// mistake); one whom a paired round names is refused at once, naming withdrawal.
    pub(super) fn ask_delete_player(&mut self) {
        if self.screen != super::command::ScreenId::Players {
            return;
        }
        let Some(id) = self.selected_player() else {
            return;
        };
        let Some(s) = self.section() else { return };
        let Some(p) = s.player(id) else { return };
        // A refusal comes before the question.
        if let Err(e) = ops::check_remove_player(&self.tournament, &s.code, id) {
            return self.after_op::<ops::OpError>(Err(Refusal::Op(e)), String::new());
        }
        let question = format!(
            "{} {}",
            W::DeletePlayerAsk.fill(self.lang, &[&p.name, &p.tpn, &s.code]),
            self.t(T::YesEnterNoEsc)
        );
        self.layers.confirm = Some(super::overlay::Confirm {
            question,
            action: super::overlay::Pending::DeletePlayer(id),
        });
    }

    /// Deletes the player named in the question (undoable with Ctrl+Z).
    pub(super) fn delete_player(&mut self, id: crate::model::PlayerId) {
        let Some(s) = self.section() else { return };
        let code = s.code.clone();
        let name = s.player(id).map(|p| p.name.clone()).unwrap_or_default();
        let result = self.apply(|t| ops::remove_player(t, &code, id));
        self.after_op(result, W::PlayerDeleted.fill(self.lang, &[&name, &code]));
        *self.cursor_mut() = self.cursor().min(self.rows().saturating_sub(1));
    }

    /// The reserve with this pairing number plays instead of `out` from the next round.
    pub(super) fn substitute(&mut self, out: crate::model::PlayerId, text: &str) {
        let Some(s) = self.section() else { return };
        let code = s.code.clone();
        let next = s.rounds_paired() + 1;
        let Ok(tpn) = text.parse::<u32>() else {
            return self.error(format!("'{text}': {}", self.t(T::NotANumber)));
        };
        let Some((incoming, name)) = s.player_by_tpn(tpn).map(|p| (p.id, p.name.clone())) else {
            return self.error(T::NoSuchTpn.fill(self.lang, &[&tpn]));
        };
        let result = self.apply(|t| ops::substitute(t, &code, out, incoming, next));
        self.after_op(result, format!("{name} R{next}+"));
    }

    /// Reads a CSV player list (through the command-line layer's file helper) and adds
    /// every player at once, or none.
    pub(super) fn import_csv(&mut self, path: &str) {
        let Some(code) = self.section_code() else {
            return;
        };
        let text = match crate::host::files::read_bytes(Path::new(path)) {
            Ok(bytes) => match ops::decode_players_csv(&bytes) {
                Ok((text, _)) => text,
                Err(e) => return self.error(format!("{path}: {}", e.say(self.lang))),
            },
            Err(e) => return self.error(e.say(self.lang)),
        };
        let rows = match ops::parse_players_csv(&text) {
            Ok(r) => r,
            Err(e) => return self.error(format!("{path}: {}", e.say(self.lang))),
        };
        match self.apply(|t| ops::import_players_said(t, &code, &rows)) {
            Ok(report) => {
                // How the initial order will be made, who is reserve, and players
                // whose sex does not fit the section (a warning, not a refusal).
                let (said, warned) = super::strings::import::said(&report, self.lang);
                self.done(format!("{path}: {said}"));
                if warned && let Some(m) = self.message.as_mut() {
                    m.1 = super::app::Severity::Warning;
                }
            }
            Err(Refusal::Op(ops::OpError::Import(e))) => {
                self.error(format!("{path}: {}", e.say(self.lang)))
            }
            Err(e) => self.after_op(Err(e), String::new()),
        }
    }
}

/// A refusal of the code typed for a new school's team (shown beside that field).
fn is_team_code_refusal(e: &ops::OpError) -> bool {
    use crate::ops::{OpError, TextField, Why};
    matches!(
        e,
        OpError::Invalid(
            Why::BadTeamCode { .. }
                | Why::TeamCodeUsed { .. }
                | Why::ControlCharacter {
                    field: TextField::TeamCode,
                    ..
                }
        )
    )
}

impl App {
    pub(super) fn toggle_withdraw(&mut self) {
        if self.screen != ScreenId::Players {
            return;
        }
        let Some(s) = self.section() else { return };
        let rows = super::screens::players::visible(self, s);
        let Some(p) = rows.get(self.cursor()).copied() else {
            return;
        };
        let next = s.rounds_paired() + 1;
        let id = p.id;
        let withdrawn = !p.is_available(next) && p.absences.iter().any(|a| a.covers(next));
        let done = if withdrawn {
            ops::attendance_done::returns(s, p, next)
        } else {
            ops::attendance_done::withdrawn(s, p, next, None)
        };
        let code = s.code.clone();
        let result = self.apply(|t| {
            if withdrawn {
                ops::return_player(t, &code, id, next)
            } else {
                ops::withdraw(t, &code, id, next, None)
            }
        });
        self.after_op(result, done.say(self.lang));
    }
}
