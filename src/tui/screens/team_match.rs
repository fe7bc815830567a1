//! F3, F4 and F6 on a team-match section: one row per match (White's team on board 1
//! first, the match score so far) with its boards below, White's player first on every
//! board (the team on board 1 has White on the odd boards); the proposal and the
//! line-ups of the next round on F3; the team standings and the board prizes on F6.

use super::super::act_team::{self, code, matches, preview, teams_in_order};
use super::super::app::App;
use super::super::strings::T;
use super::super::strings::team::TM;
use crate::model::{PlayerId, RoundNo, Section, TeamId, TeamMatchSection, TeamRanking};
use crate::standings::team_match::{board_prizes, match_score, ranking, tiebreak_headings};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Text};
use ratatui::widgets::{Paragraph, Row};

/// The columns of a round's table: board in the round, board in the match, White,
/// White's team, result, Black, Black's team.
const WIDTHS: [Constraint; 7] = [
    Constraint::Length(3),
    Constraint::Length(2),
    Constraint::Fill(1),
    Constraint::Length(7),
    Constraint::Length(9),
    Constraint::Fill(1),
    Constraint::Length(7),
];

fn header(app: &App) -> Row<'static> {
    Row::new(vec![
        app.t(T::Bd).to_string(),
        String::new(),
        app.t(T::White).into(),
        app.t(T::Team).into(),
        app.t(T::Result).into(),
        app.t(T::Black).into(),
        app.t(T::Team).into(),
    ])
}

fn match_style() -> Style {
    Style::default().add_modifier(Modifier::BOLD)
}

fn player(s: &Section, id: PlayerId) -> String {
    s.player(id)
        .map(|p| format!("{:>2} {}", p.tpn, p.name))
        .unwrap_or_default()
}

fn team_of(s: &Section, id: PlayerId) -> String {
    s.player(id)
        .and_then(|p| p.team)
        .map(|t| code(s, t))
        .unwrap_or_default()
}

fn team_name(s: &Section, team: TeamId) -> String {
    s.team(team).map_or_else(|| "?".into(), |t| t.name.clone())
}

/// The row of a match: its number (1-based), its teams and `score`, or the bye.
fn match_row(
    app: &App,
    s: &Section,
    number: usize,
    white: TeamId,
    black: Option<TeamId>,
    score: String,
) -> Row<'static> {
    let (score, right, right_code) = match black {
        Some(b) => (score, team_name(s, b), code(s, b)),
        None => {
            let mp = s
                .team_match
                .as_deref()
                .map_or(String::new(), |tm| tm.settings.match_points.bye.to_string());
            (
                String::new(),
                TM::TeamBye.fill(app.lang, &[&mp]),
                String::new(),
            )
        }
    };
    Row::new(vec![
        String::new(),
        String::new(),
        format!("{number}. {}", team_name(s, white)),
        code(s, white),
        score,
        right,
        right_code,
    ])
    .style(match_style())
}

/// A paired round: each match, then its boards; the cursor stands on a board.
fn round_table(app: &App, s: &Section, frame: &mut Frame, area: Rect) {
    let Some(r) = s.round(app.round) else { return };
    let [line, table] = Layout::vertical([Constraint::Length(1), Constraint::Min(1)]).areas(area);
    let (text, style) = super::progress_line(app, r);
    frame.render_widget(Paragraph::new(text).style(style), line);
    let mut rows = Vec::new();
    let mut selected = 0;
    for (k, m) in matches(s, app.round).iter().enumerate() {
        let (w, b, _, _) = match_score(s, m, app.round);
        rows.push(match_row(
            app,
            s,
            k + 1,
            m.white,
            m.black,
            format!("{w}-{b}"),
        ));
        for j in 0..m.games() {
            let at = m.first_board as usize + j;
            let Some(b) = r.boards.get(at) else { continue };
            if at == app.cursor {
                selected = rows.len();
            }
            rows.push(Row::new(vec![
                (at + 1).to_string(),
                (j + 1).to_string(),
                player(s, b.white),
                team_of(s, b.white),
                b.outcome.code(),
                player(s, b.black),
                team_of(s, b.black),
            ]));
        }
    }
    super::cursor_table(frame, table, header(app), rows, &WIDTHS, selected);
}

/// What F3 and F4 show before any round is paired, or for a round not paired.
fn not_paired(app: &App, s: &Section, frame: &mut Frame, area: Rect) {
    let mut lines = vec![if s.rounds_paired() == 0 {
        act_team::nothing_yet(app).to_string()
    } else {
        T::RoundNotPairedYet.fill(app.lang, &[&app.round])
    }];
    if app.round == s.rounds_paired() + 1 || s.rounds_paired() == 0 {
        lines.extend(super::not_playing_lines(s, s.rounds_paired() + 1, app.lang));
    }
    frame.render_widget(Paragraph::new(lines.join("\n")), area);
}

/// F3: the proposal, the line-ups, the explanation, or the round's matches.
pub fn pairings(app: &App, frame: &mut Frame, area: Rect) {
    let Some(s) = app.section() else { return };
    let Some(tm) = s.team_match.as_deref() else {
        return;
    };
    if let Some((lines, scroll)) = &app.explanation {
        let shown: Vec<Line> = lines
            .iter()
            .skip(*scroll)
            .map(|l| Line::from(l.as_str()))
            .collect();
        frame.render_widget(Paragraph::new(shown), area);
        return;
    }
    if let Some(p) = preview(app) {
        return proposal(app, s, tm, p, frame, area);
    }
    if app.team.lineups {
        return lineups(app, s, tm, frame, area);
    }
    if s.round(app.round).is_some() {
        return round_table(app, s, frame, area);
    }
    not_paired(app, s, frame, area);
}

/// F4: the round's matches and boards, results entered on the boards.
pub fn results(app: &App, frame: &mut Frame, area: Rect) {
    let Some(s) = app.section() else { return };
    if s.round(app.round).is_some() {
        return round_table(app, s, frame, area);
    }
    not_paired(app, s, frame, area);
}

/// The proposed round: each match with the boards its line-ups would play.
fn proposal(
    app: &App,
    s: &Section,
    tm: &TeamMatchSection,
    p: &act_team::TeamPreview,
    frame: &mut Frame,
    area: Rect,
) {
    let [line, table] = Layout::vertical([Constraint::Length(1), Constraint::Min(1)]).areas(area);
    let title = format!("{} {} {}", app.t(T::Preview), app.t(T::Round), p.round);
    frame.render_widget(
        Paragraph::new(title).style(Style::default().fg(Color::Yellow)),
        line,
    );
    let mut rows = Vec::new();
    let mut selected = 0;
    for (k, (white, black)) in p.pairs.iter().enumerate() {
        if k == app.cursor {
            selected = rows.len();
        }
        rows.push(match_row(app, s, k + 1, *white, *black, "-".into()));
        let Some(black) = black else { continue };
        let w = ops_lineup(s, tm, *white, p.round);
        let b = ops_lineup(s, tm, *black, p.round);
        for j in 0..w.len().min(b.len()) {
            let (white_player, black_player) = if j % 2 == 0 {
                (w[j], b[j])
            } else {
                (b[j], w[j])
            };
            rows.push(Row::new(vec![
                String::new(),
                (j + 1).to_string(),
                player(s, white_player),
                team_of(s, white_player),
                String::new(),
                player(s, black_player),
                team_of(s, black_player),
            ]));
        }
    }
    super::cursor_table(frame, table, header(app), rows, &WIDTHS, selected);
}

fn ops_lineup(s: &Section, tm: &TeamMatchSection, team: TeamId, round: RoundNo) -> Vec<PlayerId> {
    crate::ops::team_lineup(s, tm, team, round)
}

/// The line-ups of the next round, one team after another in pairing-number order.
fn lineups(app: &App, s: &Section, tm: &TeamMatchSection, frame: &mut Frame, area: Rect) {
    let Some(round) = act_team::lineup_round(s) else {
        return;
    };
    let [line, table] = Layout::vertical([Constraint::Length(1), Constraint::Min(1)]).areas(area);
    frame.render_widget(
        Paragraph::new(TM::LineUps.fill(app.lang, &[&round]))
            .style(Style::default().fg(Color::Yellow)),
        line,
    );
    let rows: Vec<Row> = teams_in_order(s)
        .into_iter()
        .map(|team| {
            let players = ops_lineup(s, tm, team, round);
            let lines: Vec<String> = if players.is_empty() {
                vec![TM::LineUpNone.get(app.lang).to_string()]
            } else {
                players
                    .iter()
                    .enumerate()
                    .map(|(j, id)| format!("{} {}", j + 1, player(s, *id)))
                    .collect()
            };
            let height = u16::try_from(lines.len()).unwrap_or(u16::MAX);
            Row::new(vec![
                Text::from(code(s, team)),
                Text::from(team_name(s, team)),
                Text::from(lines.join("\n")),
            ])
            .height(height)
        })
        .collect();
    super::cursor_table(
        frame,
        table,
        Row::new(vec![
            app.t(T::Code).to_string(),
            app.t(T::Team).into(),
            app.t(T::Players).into(),
        ]),
        rows,
        &[
            Constraint::Length(6),
            Constraint::Fill(1),
            Constraint::Fill(2),
        ],
        app.cursor,
    );
}

/// A value in tenths as the reports write it (`14`, `14.5`).
fn tenths(v: i64) -> String {
    let sign = if v < 0 { "-" } else { "" };
    let a = v.unsigned_abs();
    if a.is_multiple_of(10) {
        format!("{sign}{}", a / 10)
    } else {
        format!("{sign}{}.{}", a / 10, a % 10)
    }
}

/// F6: the team standings (or, `v`, the board prizes) after the last round paired.
pub fn standings(app: &App, frame: &mut Frame, area: Rect) {
    let Some(s) = app.section() else { return };
    let Some(tm) = s.team_match.as_deref() else {
        return;
    };
    if app.team.prizes {
        return prizes(app, s, tm, frame, area);
    }
    let upto = s.rounds_paired();
    let [line, table] = Layout::vertical([Constraint::Length(1), Constraint::Min(1)]).areas(area);
    frame.render_widget(
        Paragraph::new(TM::Standings.fill(app.lang, &[&upto])).style(match_style()),
        line,
    );
    let first = match tm.settings.ranking {
        TeamRanking::MatchPoints => "MP",
        TeamRanking::GamePoints => "GP",
    };
    let mut heads = vec![
        TM::Rank.get(app.lang).to_string(),
        app.t(T::Team).to_string(),
        first.to_string(),
    ];
    heads.extend(tiebreak_headings(tm));
    let columns = heads.len() - 2;
    let rows: Vec<Row> = ranking(s, tm, upto)
        .into_iter()
        .map(|r| {
            let primary = r.record.primary(tm.settings.ranking).to_string();
            let mut cells = vec![
                r.rank.to_string(),
                format!("{} {}", code(s, r.record.team), team_name(s, r.record.team)),
                primary,
            ];
            cells.extend(r.values.iter().map(|v| tenths(*v)));
            Row::new(cells)
        })
        .collect();
    let mut widths = vec![Constraint::Length(3), Constraint::Fill(1)];
    widths.extend(std::iter::repeat_n(Constraint::Length(5), columns));
    super::cursor_table(frame, table, Row::new(heads), rows, &widths, app.cursor);
}

/// F6, second view: each board's players, best first, with their points and games.
fn prizes(app: &App, s: &Section, tm: &TeamMatchSection, frame: &mut Frame, area: Rect) {
    let upto = s.rounds_paired();
    let [line, table] = Layout::vertical([Constraint::Length(1), Constraint::Min(1)]).areas(area);
    let min = tm.settings.board_prize_min_games;
    frame.render_widget(
        Paragraph::new(TM::BoardPrizes.fill(app.lang, &[&upto, &min])).style(match_style()),
        line,
    );
    let mut rows = Vec::new();
    for (k, list) in board_prizes(s, tm, upto).iter().enumerate() {
        rows.push(
            Row::new(vec![
                String::new(),
                TM::Board.fill(app.lang, &[&(k + 1)]),
                String::new(),
                String::new(),
                String::new(),
            ])
            .style(match_style()),
        );
        if list.is_empty() {
            rows.push(Row::new(vec![
                String::new(),
                TM::NoBoardPrizes.get(app.lang).to_string(),
                String::new(),
                String::new(),
                String::new(),
            ]));
        }
        for (i, b) in list.iter().enumerate() {
            rows.push(Row::new(vec![
                (i + 1).to_string(),
                player(s, b.player),
                code(s, b.team),
                b.points.to_string(),
                b.games.to_string(),
            ]));
        }
    }
    super::cursor_table(
        frame,
        table,
        Row::new(vec![
            TM::Rank.get(app.lang).to_string(),
            app.t(T::Name).into(),
            app.t(T::Team).into(),
            app.t(T::Pts).into(),
            TM::Games.get(app.lang).into(),
        ]),
        rows,
        &[
            Constraint::Length(3),
            Constraint::Fill(1),
            Constraint::Length(7),
            Constraint::Length(5),
            Constraint::Length(5),
        ],
        app.cursor,
    );
}
