//! The desk on a team-match section (issue 18): `p` on F3 proposes the next round of
//! matches and Enter pairs it, `e` explains it, `l` shows the line-ups the next round
//! will use and Enter on a team changes its line-up; on F4 the boards take results with
//! the ordinary keys and `f` records a team forfeit for the match of the selected board;
//! F6 shows the team standings and `v` the board prizes; F7 lists the team reports.
//! Every change goes through `ops::team_match` as the command line's do.

use super::app::{App, Severity};
use super::command::{Command, ScreenId};
use super::overlay::{Confirm, Pending, PromptKind};
use super::strings::team::TM;
use super::strings::words::{W, pair_refusal, refusal};
use crate::model::{RoundNo, Section, TeamId, TeamMatch, TeamMatchSection};
use crate::ops;
use crate::report::ReportKind;

/// What the desk keeps while a team-match section is on screen.
#[derive(Debug, Clone, Default)]
pub struct TeamDesk {
    /// A round of matches the engine proposed, shown on F3 until paired or discarded.
    pub preview: Option<TeamPreview>,
    /// F3 shows the line-ups of the next round instead of the round's boards.
    pub lineups: bool,
    /// F6 shows the board prizes instead of the team standings.
    pub prizes: bool,
}

/// A proposed round of matches.
#[derive(Debug, Clone)]
pub struct TeamPreview {
    /// The section it was proposed for.
    pub code: String,
    pub round: RoundNo,
    /// White's team (board 1) and Black's; `None`: the bye.
    pub pairs: Vec<(TeamId, Option<TeamId>)>,
    pub explanation: Vec<crate::pairing::team_swiss::TeamStep>,
    /// The section as it was proposed on: pairing is refused if it changed since.
    base: Option<Section>,
}

/// The team-match part of the shown section, if it is one.
pub fn team_section(app: &App) -> Option<&TeamMatchSection> {
    app.section()?.team_match.as_deref()
}

/// The proposal on F3, if it belongs to the section shown.
pub fn preview(app: &App) -> Option<&TeamPreview> {
    let p = app.team.preview.as_ref()?;
    (app.section()?.code == p.code).then_some(p)
}

/// The matches of a paired round (none for a round not paired).
pub fn matches(s: &Section, round: RoundNo) -> &[TeamMatch] {
    if s.round(round).is_none() {
        return &[];
    }
    s.team_match
        .as_deref()
        .and_then(|tm| tm.rounds.get((round as usize).wrapping_sub(1)))
        .map_or(&[][..], |r| &r.matches[..])
}

/// The match (its 0-based position) a board of the round (0-based) belongs to.
pub fn match_of_board(s: &Section, round: RoundNo, board: usize) -> Option<usize> {
    matches(s, round).iter().position(|m| {
        let first = m.first_board as usize;
        board >= first && board < first + m.games()
    })
}

/// The teams in pairing-number order (the order of the line-up view).
pub fn teams_in_order(s: &Section) -> Vec<TeamId> {
    let boards = s.team_match.as_deref().map_or(4, |tm| tm.settings.boards);
    ops::team_order(s, boards)
}

/// The round whose line-ups can still be handed in (`None`: every round is paired).
pub fn lineup_round(s: &Section) -> Option<RoundNo> {
    let next = s.rounds_paired() + 1;
    (next <= s.settings.rounds_planned).then_some(next)
}

/// A team's code, or `?`.
pub fn code(s: &Section, team: TeamId) -> String {
    s.team(team).map_or_else(|| "?".into(), |t| t.code.clone())
}

/// The reports F7 lists: every section's, then on a team-match section the team ones,
/// then the prize list and the qualifiers where the section has them.
pub fn report_kinds(app: &App) -> Vec<ReportKind> {
    let mut v = ReportKind::ALL.to_vec();
    if team_section(app).is_some() {
        v.extend(ReportKind::TEAM);
    }
    // The prize list and the qualifiers, once the section has them (`catur prizes`).
    if let Some(s) = app.section() {
        if !s.settings.prizes.prizes.is_empty() {
            v.push(ReportKind::Prizes);
        }
        if !s.settings.prizes.qualifiers.is_empty() {
            v.push(ReportKind::Qualifiers);
        }
    }
    v
}

/// The rows of a team-match screen's table (`None`: not a team-match section, or a
/// screen the team desk does not draw).
pub fn rows(app: &App) -> Option<usize> {
    let s = app.section()?;
    let tm = s.team_match.as_deref()?;
    match app.screen {
        ScreenId::Pairings => Some(if let Some(p) = preview(app) {
            p.pairs.len()
        } else if app.team.lineups {
            s.teams.len()
        } else {
            s.round(app.round).map_or(0, |r| r.boards.len())
        }),
        ScreenId::Results => Some(s.round(app.round).map_or(0, |r| r.boards.len())),
        ScreenId::Teams if app.views.teams.show_schools => None,
        ScreenId::Teams if app.team.prizes => {
            let upto = s.rounds_paired();
            let prizes = crate::standings::team_match::board_prizes(s, tm, upto);
            Some(prizes.iter().map(|b| b.len().max(1) + 1).sum())
        }
        ScreenId::Teams => Some(s.teams.len()),
        _ => None,
    }
}

/// The words before an open team prompt's value.
pub fn prompt_label(app: &App, kind: &PromptKind) -> String {
    let Some(s) = app.section() else {
        return String::new();
    };
    match kind {
        PromptKind::LineUp(team) => {
            let round = lineup_round(s).unwrap_or(0);
            TM::LineUpPrompt.fill(app.lang, &[&code(s, *team), &round])
        }
        PromptKind::TeamForfeit(k) => {
            let m = matches(s, app.round).get(k.wrapping_sub(1));
            let (w, b) = m.map_or_else(Default::default, |m| {
                (
                    code(s, m.white),
                    m.black.map(|b| code(s, b)).unwrap_or_default(),
                )
            });
            TM::ForfeitPrompt.fill(app.lang, &[k, &w, &b])
        }
        _ => String::new(),
    }
}

impl App {
    /// The team desk's share of a key on a team-match section: `true` when it acted.
    pub(super) fn team_key(&mut self, cmd: &Command) -> bool {
        if team_section(self).is_none() {
            return false;
        }
        let has_preview = preview(self).is_some();
        match (self.screen, cmd) {
            (ScreenId::Pairings, Command::Accept) if has_preview => self.pair_team(),
            (ScreenId::Pairings, Command::Cancel) if has_preview => {
                self.team.preview = None;
                *self.cursor_mut() = 0;
                self.info(TM::PreviewGone.get(self.lang));
            }
            (ScreenId::Pairings, Command::Accept) if self.team.lineups => self.ask_lineup(),
            (ScreenId::Pairings, Command::Cancel) if self.team.lineups => {
                self.team.lineups = false;
                *self.cursor_mut() = 0;
            }
            (ScreenId::Pairings, Command::LineUps) if !has_preview => {
                self.team.lineups = !self.team.lineups;
                *self.cursor_mut() = 0;
                if self.team.lineups
                    && let Some(s) = self.section()
                    && lineup_round(s).is_none()
                {
                    self.team.lineups = false;
                    self.error(TM::LineUpTooLate.get(self.lang));
                } else if self.team.lineups {
                    self.number_before_lineups();
                }
            }
            (ScreenId::Pairings, Command::Explain) => self.explain_team(),
            (
                ScreenId::Pairings,
                Command::SwapPlayers | Command::SwapColours | Command::MoveToBye,
            ) => self.error(TM::NoHandEdits.get(self.lang)),
            (ScreenId::Results, Command::TeamForfeit) => self.ask_forfeit(),
            (ScreenId::Players, Command::ToggleWithdraw) => self.toggle_member(),
            // Three views: team standings, board prizes, the championship's schools.
            (ScreenId::Teams, Command::SwitchView) => {
                let schools = self.team.prizes;
                self.team.prizes = !self.team.prizes && !self.views.teams.show_schools;
                self.views.teams.show_schools = schools;
                *self.cursor_mut() = 0;
            }
            _ => return false,
        }
        true
    }

    /// Asks the engine for the next round of matches; nothing changes until Enter.
    pub(super) fn propose_team(&mut self) {
        let Some(code) = self.section_code() else {
            return;
        };
        match ops::propose_team_round(&self.tournament, &code) {
            Ok((round, pairs, explanation)) => {
                self.show(ScreenId::Pairings, self.round);
                *self.cursor_mut() = 0;
                self.team.lineups = false;
                self.layers.explanation = None;
                let n = pairs.len();
                self.team.preview = Some(TeamPreview {
                    code,
                    round,
                    pairs,
                    explanation,
                    base: self.section().cloned(),
                });
                self.message = Some((
                    TM::Previewed.fill(self.lang, &[&round, &n]),
                    Severity::Warning,
                ));
            }
            Err(e) => self.pairing_refused(e),
        }
    }

    /// Publishes the proposed round, if the section is still as it was proposed on
    /// (the pairing is not worked out again under the file's lock).
    fn pair_team(&mut self) {
        let Some(p) = self.team.preview.take() else {
            return;
        };
        let lang = self.lang;
        let TeamPreview {
            code,
            round,
            pairs,
            explanation,
            base,
        } = p;
        let result = self.apply(move |t| {
            if t.section(&code) != base.as_ref() {
                return Err(TM::ChangedSince.fill(lang, &[&code]));
            }
            ops::publish_team_round(t, &code, (round, pairs, explanation))
                .map_err(|e| pair_refusal(&e, t.section(&code), lang))
        });
        match result {
            Ok((round, _)) => {
                self.round = round;
                *self.cursor_mut() = 0;
                let s = self.section();
                let n = s.map_or(0, |s| matches(s, round).len());
                let boards = s.and_then(|s| s.round(round)).map_or(0, |r| r.boards.len());
                let next = self.next_after_publish();
                let done = TM::Paired.fill(self.lang, &[&round, &n, &boards]);
                self.done(format!("{done}; {next}"));
            }
            Err(e) => self.after_op::<String>(Err(e), String::new()),
        }
    }

    /// `e` on F3: how the proposal, or the round shown, was paired. A paired round is
    /// proposed again on a copy of the section as it was before it.
    fn explain_team(&mut self) {
        if let Some(p) = preview(self) {
            let mut lines = vec![TM::ExplainTitle.fill(self.lang, &[&p.round])];
            lines.extend(super::strings::team_explain::steps(
                &p.explanation,
                self.lang,
            ));
            self.layers.explanation = Some((lines, 0));
            return;
        }
        let Some(code) = self.section_code() else {
            return;
        };
        let round = self.round;
        if round == 0 || self.section().is_none_or(|s| s.round(round).is_none()) {
            return self.error(TM::NoExplanation.fill(self.lang, &[&round]));
        }
        let mut before = self.tournament.clone();
        while before
            .section(&code)
            .is_some_and(|s| s.rounds_paired() >= round)
        {
            if let Err(e) = ops::delete_last_round(&mut before, &code, true) {
                return self.error(refusal(&e, self.lang));
            }
        }
        match ops::propose_team_round(&before, &code) {
            Ok((_, _, explanation)) => {
                let mut lines = vec![TM::ExplainTitle.fill(self.lang, &[&round])];
                lines.extend(super::strings::team_explain::steps(&explanation, self.lang));
                self.layers.explanation = Some((lines, 0));
            }
            Err(e) => self.pairing_refused(e),
        }
    }

    /// Line-ups are typed as pairing numbers: a section whose players have none yet
    /// (before round 1) gets them from its initial order first, as pairing round 1
    /// would give them, a change saved and undoable like any other. `false` when the
    /// numbers could not be given (the message line says why).
    fn number_before_lineups(&mut self) -> bool {
        let Some(s) = self.section() else {
            return false;
        };
        if s.rounds_paired() > 0 || s.players.iter().all(|p| p.tpn != 0) {
            return true;
        }
        let code = s.code.clone();
        let result = self.apply(|t| ops::assign_tpns(t, &code));
        let ok = result.is_ok();
        self.after_op(result, W::NumbersFromOrder.fill(self.lang, &[&code]));
        ok
    }

    /// Enter on a team of the line-up view: its line-up to edit, as pairing numbers.
    fn ask_lineup(&mut self) {
        if !self.number_before_lineups() {
            return;
        }
        let Some(s) = self.section() else { return };
        let Some(tm) = s.team_match.as_deref() else {
            return;
        };
        let Some(round) = lineup_round(s) else {
            return self.error(TM::LineUpTooLate.get(self.lang));
        };
        let Some(team) = teams_in_order(s).get(self.cursor()).copied() else {
            return;
        };
        let now: Vec<String> = ops::team_lineup(s, tm, team, round)
            .iter()
            .filter_map(|id| s.player(*id))
            .map(|p| p.tpn.to_string())
            .collect();
        self.ask(PromptKind::LineUp(team), now.join(" "));
    }

    /// A typed line-up: pairing numbers, board 1 first.
    fn lineup_typed(&mut self, team: TeamId, text: &str) {
        let Some(s) = self.section() else { return };
        let Some(round) = lineup_round(s) else {
            return self.error(TM::LineUpTooLate.get(self.lang));
        };
        let team_code = code(s, team);
        let mut players = Vec::new();
        let mut names = Vec::new();
        for word in text.split([' ', ',', ';']).filter(|w| !w.is_empty()) {
            let found = word
                .parse::<u32>()
                .ok()
                .and_then(|n| s.player_by_tpn(n))
                .filter(|p| p.team == Some(team));
            match found {
                Some(p) => {
                    players.push(p.id);
                    names.push(p.tpn.to_string());
                }
                None => return self.error(TM::LineUpNotTeam.fill(self.lang, &[&word, &team_code])),
            }
        }
        let section = s.code.clone();
        let result = self.apply(|t| ops::set_lineup(t, &section, round, team, players));
        let done = TM::LineUpSet.fill(self.lang, &[&team_code, &round, &names.join(" ")]);
        self.after_op(result, done);
    }

    /// `f` on F4: asks which team of the selected board's match did not come.
    fn ask_forfeit(&mut self) {
        let Some(s) = self.section() else { return };
        match match_of_board(s, self.round, self.cursor()) {
            Some(k) => self.ask(PromptKind::TeamForfeit(k + 1), String::new()),
            None => self.error(TM::ForfeitNoMatch.get(self.lang)),
        }
    }

    /// The typed code of the team that forfeits match `match_no` of the shown round.
    fn forfeit_typed(&mut self, match_no: usize, text: &str) {
        let Some(s) = self.section() else { return };
        let round = self.round;
        let Some(m) = matches(s, round).get(match_no.wrapping_sub(1)) else {
            return self.error(TM::ForfeitNoMatch.get(self.lang));
        };
        let sides = [Some(m.white), m.black];
        let team = sides
            .iter()
            .flatten()
            .find(|t| code(s, **t).eq_ignore_ascii_case(text.trim()))
            .copied();
        let Some(team) = team else {
            let b = m.black.map(|b| code(s, b)).unwrap_or_default();
            return self
                .error(TM::ForfeitNoTeam.fill(self.lang, &[&text.trim(), &code(s, m.white), &b]));
        };
        // A later round paired on the old results: asked first, as for a board's result.
        if let Some(later) = ops::later_round_paired(s, round) {
            let team_code = code(s, team);
            self.layers.confirm = Some(Confirm {
                question: TM::EarlierForfeit
                    .fill(self.lang, &[&round, &match_no, &team_code, &later]),
                action: Pending::EarlierTeamForfeit {
                    round,
                    match_no,
                    team,
                },
            });
            return;
        }
        self.record_team_forfeit(round, match_no, team);
    }

    /// Records a team forfeit (asked first when a later round is paired).
    pub(super) fn record_team_forfeit(&mut self, round: RoundNo, match_no: usize, team: TeamId) {
        let Some(s) = self.section() else { return };
        let (section, team_code) = (s.code.clone(), code(s, team));
        let result = self.apply(|t| ops::team_forfeit(t, &section, round, match_no, team));
        let done = ops::team_forfeit_said(&section, round, match_no, &team_code, self.lang);
        self.after_op(result, done);
    }

    /// `w` on F2 of a team-match section: the selected member (a reserve too) is
    /// withdrawn from the next round on, out of his team's line-ups, or brought back.
    fn toggle_member(&mut self) {
        let Some(s) = self.section() else { return };
        let rows = super::screens::players::visible(self, s);
        let Some(p) = rows.get(self.cursor()).copied() else {
            return;
        };
        let next = s.rounds_paired() + 1;
        let (id, name, team) = (p.id, p.name.clone(), p.team);
        let out = ops::member_withdrawn(s, id, next);
        let done = if out {
            ops::attendance_done::member_back(s, p, next)
        } else {
            ops::attendance_done::member_out(s, p, next)
        };
        let team_code = team.map_or_else(|| "?".to_string(), |t| code(s, t));
        // A line-up already handed in for a later round that names him.
        let named = s.team_match.as_deref().and_then(|tm| {
            tm.lineups
                .iter()
                .filter(|l| l.round >= next && l.players.contains(&id))
                .map(|l| l.round)
                .min()
        });
        let section = s.code.clone();
        let result = self.apply(|t| {
            if out {
                ops::return_member(t, &section, id, next)
            } else {
                ops::withdraw_member(t, &section, id, next)
            }
        });
        let done = done.say(self.lang);
        let ok = result.is_ok();
        self.after_op(result, done.clone());
        if let (true, false, Some(round)) = (ok, out, named) {
            let warn = TM::LineUpNamesOut.fill(self.lang, &[&team_code, &round, &name]);
            self.message = Some((format!("{done}; {warn}"), Severity::Warning));
        }
    }

    /// A finished team prompt.
    pub(super) fn team_prompt_done(&mut self, kind: PromptKind, text: &str) {
        match kind {
            PromptKind::LineUp(team) => self.lineup_typed(team, text),
            PromptKind::TeamForfeit(k) => self.forfeit_typed(k, text),
            _ => {}
        }
    }
}

/// The line on a team screen before round 1 is paired.
pub fn nothing_yet(app: &App) -> &'static str {
    TM::NothingYet.get(app.lang)
}
