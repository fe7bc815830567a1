//! F3, F4 and F6 on a team-match section: one row per match (White's team on board 1
//! first, the match score so far) with its boards below, White's player first on every
//! board (the team on board 1 has White on the odd boards); the proposal and the
//! line-ups of the next round on F3; the team standings and the board prizes on F6.

use super::super::act_team::{self, code, matches, preview, teams_in_order};
use super::super::app::App;
use super::super::strings::T;
use super::super::strings::team::TM;
use crate::model::{PlayerId, RoundNo, Section, TeamId, TeamMatchSection, TeamRanking};
use crate::standings::team_match::{
    MatchForfeit, board_prizes, match_forfeit, match_score, ranking, tiebreak_headings,
};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Text};
use ratatui::widgets::{Paragraph, Row};

/// The columns of a round's table: board in the round, board in the match, White,
/// White's team, result, Black, Black's team. The team columns are as wide as the
/// section's longest code (up to 8 characters), at least their heading's 7.
fn widths(s: &Section) -> [Constraint; 7] {
    let code = code_width(s);
    [
        Constraint::Length(3),
        Constraint::Length(2),
        Constraint::Fill(1),
        Constraint::Length(code),
        Constraint::Length(9),
        Constraint::Fill(1),
        Constraint::Length(code),
    ]
}

fn code_width(s: &Section) -> u16 {
    let longest = s.teams.iter().map(|t| t.code.chars().count()).max();
    u16::try_from(longest.unwrap_or(0)).map_or(7, |n| n.max(7))
}

/// The width of White's and Black's columns of a round's table `width` wide: what the
/// fixed columns, the six gaps and the cursor's mark leave, halved (rounded down, so a
/// name wrapped to it always fits).
fn name_width(s: &Section, width: u16) -> usize {
    let fixed = usize::from(3 + 2 + 2 * code_width(s) + 9 + 6 + 1);
    (usize::from(width).saturating_sub(fixed) / 2).max(8)
}

/// A board's row: its numbers, White, White's team, the result, Black, Black's team;
/// a long player's name wraps in its column (`width`) rather than being cut.
fn board_row(
    s: &Section,
    numbers: (String, String),
    (white, black): (PlayerId, PlayerId),
    result: String,
    width: usize,
) -> Row<'static> {
    let (w, wh) = wrapped(&player(s, white), width);
    let (b, bh) = wrapped(&player(s, black), width);
    Row::new(vec![
        Text::from(numbers.0),
        Text::from(numbers.1),
        w,
        Text::from(team_of(s, white)),
        Text::from(result),
        b,
        Text::from(team_of(s, black)),
    ])
    .height(wh.max(bh))
}

/// A text wrapped to `width` columns as one cell, with its number of lines.
fn wrapped(text: &str, width: usize) -> (Text<'static>, u16) {
    let lines = crate::model::wrap(text, width);
    let height = u16::try_from(lines.len().max(1)).unwrap_or(u16::MAX);
    (Text::from(lines.join("\n")), height)
}

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

/// The row of a match: its number (1-based), its teams and `score`, or the bye; a
/// school's long name wraps in its column (`width`) rather than being cut.
fn match_row(
    app: &App,
    s: &Section,
    (number, width): (usize, usize),
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
    let (left, left_height) = wrapped(&format!("{number}. {}", team_name(s, white)), width);
    let (right, right_height) = wrapped(&right, width);
    Row::new(vec![
        Text::default(),
        Text::default(),
        left,
        Text::from(code(s, white)),
        Text::from(score),
        right,
        Text::from(right_code),
    ])
    .height(left_height.max(right_height))
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
    let width = name_width(s, table.width);
    for (k, m) in matches(s, app.round).iter().enumerate() {
        let (w, b, _, _) = match_score(s, m, app.round);
        rows.push(match_row(
            app,
            s,
            (k + 1, width),
            m.white,
            m.black,
            format!("{w}-{b}"),
        ));
        // A match nobody played says so on a line of its own, under its teams.
        let forfeit = match match_forfeit(s, m, app.round) {
            Some(MatchForfeit::WonBy(team)) => {
                Some(TM::WonByForfeit.fill(app.lang, &[&code(s, team)]))
            }
            Some(MatchForfeit::Neither) => Some(TM::BothForfeit.get(app.lang).to_string()),
            None => None,
        };
        if let Some(text) = forfeit {
            let (text, height) = wrapped(&text, width);
            rows.push(
                Row::new(vec![Text::default(), Text::default(), text])
                    .height(height)
                    .style(match_style()),
            );
        }
        for j in 0..m.games() {
            let at = m.first_board as usize + j;
            let Some(b) = r.boards.get(at) else { continue };
            if at == app.cursor() {
                selected = rows.len();
            }
            rows.push(board_row(
                s,
                ((at + 1).to_string(), (j + 1).to_string()),
                (b.white, b.black),
                b.outcome.code(),
                width,
            ));
        }
    }
    super::cursor_table(frame, table, header(app), rows, &widths(s), selected);
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
    if let Some((lines, scroll)) = &app.layers.explanation {
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
        if k == app.cursor() {
            selected = rows.len();
        }
        let width = name_width(s, table.width);
        rows.push(match_row(
            app,
            s,
            (k + 1, width),
            *white,
            *black,
            "-".into(),
        ));
        let Some(black) = black else { continue };
        let w = ops_lineup(s, tm, *white, p.round);
        let b = ops_lineup(s, tm, *black, p.round);
        for j in 0..w.len().min(b.len()) {
            let (white_player, black_player) = if j % 2 == 0 {
                (w[j], b[j])
            } else {
                (b[j], w[j])
            };
            rows.push(board_row(
                s,
                (String::new(), (j + 1).to_string()),
                (white_player, black_player),
                String::new(),
                width,
            ));
        }
    }
    super::cursor_table(frame, table, header(app), rows, &widths(s), selected);
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
    // The code column: the longest code, at least its heading's room.
    let longest = s.teams.iter().map(|t| t.code.chars().count()).max();
    let codes = u16::try_from(longest.unwrap_or(0)).map_or(6, |n| n.max(6));
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
            // The school's name wraps in its column (a third of what the code leaves).
            let room = usize::from(table.width.saturating_sub(codes + 2 + 1)) / 3;
            let (name, name_height) = wrapped(&team_name(s, team), room.max(8));
            let height = u16::try_from(lines.len())
                .unwrap_or(u16::MAX)
                .max(name_height);
            Row::new(vec![
                Text::from(code(s, team)),
                name,
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
            Constraint::Length(codes),
            Constraint::Fill(1),
            Constraint::Fill(2),
        ],
        app.cursor(),
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
    // The team's code and name wrap in what the rank, the numbers, the gaps between the
    // columns and the cursor's mark leave.
    let room = usize::from(table.width)
        .saturating_sub(3 + 6 * columns + 1 + 1)
        .max(12);
    let rows: Vec<Row> = ranking(s, tm, upto)
        .into_iter()
        .map(|r| {
            let primary = r.record.primary(tm.settings.ranking).to_string();
            let name = format!("{} {}", code(s, r.record.team), team_name(s, r.record.team));
            let (name, height) = wrapped(&name, room);
            let mut cells = vec![Text::from(r.rank.to_string()), name, Text::from(primary)];
            cells.extend(r.values.iter().map(|v| Text::from(tenths(*v))));
            Row::new(cells).height(height)
        })
        .collect();
    let mut widths = vec![Constraint::Length(3), Constraint::Fill(1)];
    widths.extend(std::iter::repeat_n(Constraint::Length(5), columns));
    super::cursor_table(frame, table, Row::new(heads), rows, &widths, app.cursor());
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
            Constraint::Length(code_width(s)),
            Constraint::Length(5),
            Constraint::Length(5),
        ],
        app.cursor(),
    );
}
