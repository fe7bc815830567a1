//! The roll call at the desk (F3 `a`, before the next round is paired): the section's
//! players in a list (number, name, school; the withdrawn and those with a bye left
//! out), Space marking who did not sign in, typing part of a name or a number to find a
//! player, Enter giving every marked player the zero-point bye of that round, or
//! withdrawing him from that round on, by the section's roll-call rule (F8), as one
//! change ([`ops::mark_absent`], the operation of `catur players absent`), which one undo
//! takes back. Numbers typed and left in the search line when Enter comes are marked
//! too (`3 7 12` typed as before: each number, then Space, then the last, then Enter).

use super::app::App;
use super::command::{Command, ScreenId};
use super::strings::keys::K;
use crate::model::{Player, PlayerId, RoundNo, Section, Tpn};
use crate::ops;

/// The open roll call: its round, the players marked so far, the search line and
/// the cursor in the list the search leaves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollCall {
    pub round: RoundNo,
    pub marked: Vec<PlayerId>,
    pub search: String,
    pub cursor: usize,
}

/// The players a typed list of pairing numbers names (`3 7, 12`), or the first word
/// that names nobody.
pub fn absent_players(s: &Section, text: &str) -> Result<Vec<PlayerId>, String> {
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

/// Whether the search line holds pairing numbers rather than part of a name.
fn is_numbers(text: &str) -> bool {
    text.chars().any(|c| c.is_ascii_digit())
        && text
            .chars()
            .all(|c| c.is_ascii_digit() || c == ' ' || c == ',')
}

/// The players the roll call lists for `round`, in pairing-number order: those expected
/// at the board (not withdrawn, not yet entered, nor with a bye; in a team-match
/// section under the withdraw rule also a reserve named only in line-ups, see
/// [`ops::on_roll_call`]), that the search finds (a number: the pairing numbers it
/// begins; else part of the name, any case).
pub fn listed<'a>(s: &'a Section, round: RoundNo, search: &str) -> Vec<&'a Player> {
    let search = search.trim().to_lowercase();
    let mut v: Vec<&Player> = s
        .players
        .iter()
        .filter(|p| ops::on_roll_call(s, p, round))
        .filter(|p| {
            search.is_empty()
                || if is_numbers(&search) {
                    p.tpn.to_string().starts_with(&search)
                } else {
                    p.name.to_lowercase().contains(&search)
                }
        })
        .collect();
    v.sort_by_key(|p| p.tpn);
    v
}

impl App {
    /// Opens the roll call of the section's next round (F3 only).
    pub(super) fn ask_roll_call(&mut self) {
        if self.screen != ScreenId::Pairings {
            return;
        }
        let Some(s) = self.section() else { return };
        self.layers.roll_call = Some(RollCall {
            round: s.rounds_paired() + 1,
            marked: Vec::new(),
            search: String::new(),
            cursor: 0,
        });
    }

    /// A key while the roll call is open.
    pub(super) fn roll_call_key(&mut self, cmd: Command) {
        let page = self.views.page().saturating_sub(4).max(1);
        let s = self.tournament.sections.get(self.section);
        let (Some(rc), Some(s)) = (self.layers.roll_call.as_mut(), s) else {
            return;
        };
        let rows = listed(s, rc.round, &rc.search);
        let last = rows.len().saturating_sub(1);
        match cmd {
            Command::Type(' ') => {
                if let Some(p) = rows.get(rc.cursor) {
                    match rc.marked.iter().position(|id| *id == p.id) {
                        Some(k) => {
                            rc.marked.remove(k);
                        }
                        None => rc.marked.push(p.id),
                    }
                    // The next name or number is typed at once; the cursor stays on
                    // the player just marked.
                    if !rc.search.is_empty() {
                        let id = p.id;
                        rc.search.clear();
                        let all = listed(s, rc.round, "");
                        rc.cursor = all.iter().position(|q| q.id == id).unwrap_or(0);
                    } else {
                        rc.cursor = (rc.cursor + 1).min(last);
                    }
                }
            }
            Command::Type(c) => {
                rc.search.push(c);
                rc.cursor = 0;
            }
            Command::Backspace => {
                rc.search.pop();
                rc.cursor = 0;
            }
            Command::Up => rc.cursor = rc.cursor.saturating_sub(1),
            Command::Down => rc.cursor = (rc.cursor + 1).min(last),
            Command::PageUp => rc.cursor = rc.cursor.saturating_sub(page),
            Command::PageDown => rc.cursor = (rc.cursor + page).min(last),
            Command::Home => rc.cursor = 0,
            Command::End => rc.cursor = last,
            Command::Cancel => {
                self.layers.roll_call = None;
                self.info(self.t(super::strings::T::Cancelled));
            }
            Command::Accept => self.roll_call_confirmed(),
            _ => {}
        }
    }

    /// Enter: every marked player (and the numbers left in the search line) gets the
    /// zero-point bye of the round or is withdrawn from it on (the section's rule), as
    /// one change.
    fn roll_call_confirmed(&mut self) {
        let (Some(rc), Some(s)) = (self.layers.roll_call.as_ref(), self.section()) else {
            return;
        };
        let code = s.code.clone();
        let round = rc.round;
        let mut ids = rc.marked.clone();
        if is_numbers(&rc.search) {
            match absent_players(s, &rc.search) {
                Ok(typed) => {
                    for id in typed {
                        if !ids.contains(&id) {
                            ids.push(id);
                        }
                    }
                }
                Err(word) => {
                    return self.error(K::RollCallNotANumber.fill(self.lang, &[&word]));
                }
            }
        }
        if ids.is_empty() {
            self.layers.roll_call = None;
            return self.info(K::RollCallNobody.get(self.lang));
        }
        let tpn = |id: &PlayerId| s.player(*id).map_or(0, |p| p.tpn);
        ids.sort_by_key(tpn);
        let done = ops::attendance_done::absent(s, round, &ids).say(self.lang);
        let result = self.apply(|t| ops::mark_absent(t, &code, round, &ids));
        if result.is_ok() {
            self.layers.roll_call = None;
        }
        self.after_op(result, done);
    }
}
