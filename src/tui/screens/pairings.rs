//! F3 Pairings: the boards of the chosen round (Left/Right change the round), with
//! manual boards marked, under the result of re-checking the round against the rules
//! (for a preview, before it is published).

use super::super::app::App;
use super::super::strings::T;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Style};
use ratatui::widgets::{Paragraph, Row};

/// The check line: every rule holds, or how many problems and the first of them.
fn check_line(app: &App) -> (String, bool) {
    let problems = app.round_check();
    match problems.first() {
        None => (app.t(T::CheckOk).to_string(), true),
        Some(first) => (
            T::CheckProblems.fill(app.lang, &[&problems.len(), first]),
            false,
        ),
    }
}

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let Some(s) = app.section() else { return };
    let shown = app.preview.as_ref().or_else(|| s.round(app.round));
    let Some(r) = shown else {
        let mut lines = vec![if s.rounds_paired() == 0 {
            T::NoRoundPaired.fill(app.lang, &[&s.code, &s.players.len()])
        } else {
            T::RoundNotPairedYet.fill(app.lang, &[&app.round])
        }];
        if app.round == s.rounds_paired() + 1 {
            lines.extend(super::not_playing_lines(s, app.round, app.lang));
        }
        frame.render_widget(Paragraph::new(lines.join("\n")), area);
        return;
    };
    // The check line wraps rather than being cut (a broken rule names players, boards
    // and rounds, often more than one line of an 80-column screen).
    let (text, ok) = check_line(app);
    let wrapped = crate::model::wrap(&text, usize::from(area.width));
    let height = (wrapped.len() as u16).clamp(1, (area.height / 2).max(1));
    let text = wrapped.join("\n");
    let [check, area] =
        Layout::vertical([Constraint::Length(height), Constraint::Min(1)]).areas(area);
    let style = if ok {
        Style::default().fg(Color::Green)
    } else {
        Style::default().fg(Color::Yellow)
    };
    frame.render_widget(Paragraph::new(text).style(style), check);
    if let Some((lines, scroll)) = &app.layers.explanation {
        let shown: Vec<ratatui::text::Line> = lines
            .iter()
            .skip(*scroll)
            .map(|l| ratatui::text::Line::from(l.as_str()))
            .collect();
        frame.render_widget(Paragraph::new(shown), area);
        return;
    }
    let team = |id| {
        s.player(id)
            .and_then(|p| p.team)
            .and_then(|t| s.team(t))
            .map(|t| t.code.clone())
            .unwrap_or_default()
    };
    let player = |id| s.player(id).map(|p| (p.tpn.to_string(), p.name.clone()));
    // Each row: board, white (number, name), white's team, black (number, name) or why
    // an unpaired player sits out, black's team, result.
    struct Line {
        board: String,
        white: Option<(String, String)>,
        white_team: String,
        black: Option<(String, String)>,
        why: String,
        black_team: String,
        result: String,
    }
    let mut lines: Vec<Line> = r
        .boards
        .iter()
        .enumerate()
        .map(|(i, b)| Line {
            board: format!("{}{}", i + 1, if b.manual { "*" } else { "" }),
            white: player(b.white),
            white_team: team(b.white),
            black: player(b.black),
            why: String::new(),
            black_team: team(b.black),
            result: b.outcome.code(),
        })
        .collect();
    for u in &r.unpaired {
        lines.push(Line {
            board: String::new(),
            white: player(u.player),
            white_team: team(u.player),
            black: None,
            why: super::unpaired_label(s, u, r.number, app.lang),
            black_team: String::new(),
            result: String::new(),
        });
    }
    let header = [
        app.t(T::Bd),
        app.t(T::White),
        app.t(T::Team),
        app.t(T::Black),
        app.t(T::Team),
        app.t(T::Result),
    ];
    // Names are given the width the screen has: whole when they fit with the school
    // codes, whole without the codes when only that fits, else cut keeping their start
    // and end (see `fit_name`).
    let tpn_w = lines
        .iter()
        .flat_map(|l| [&l.white, &l.black])
        .flatten()
        .map(|(n, _)| n.len())
        .max()
        .unwrap_or(1);
    let label_w = |side: &Option<(String, String)>| {
        side.as_ref()
            .map_or(0, |(_, name)| tpn_w + 1 + super::text_width(name))
    };
    let white_w = lines
        .iter()
        .map(|l| label_w(&l.white))
        .chain(std::iter::once(super::text_width(header[1])))
        .max()
        .unwrap_or(0);
    let black_w = lines
        .iter()
        .map(|l| label_w(&l.black).max(super::text_width(&l.why)))
        .chain(std::iter::once(super::text_width(header[3])))
        .max()
        .unwrap_or(0);
    let board_w = super::column_width(header[0], lines.iter().map(|l| &l.board));
    let team_w = super::column_width(
        header[2],
        lines.iter().flat_map(|l| [&l.white_team, &l.black_team]),
    );
    let result_w = super::column_width(header[5], lines.iter().map(|l| &l.result));
    // The cursor's mark, then the columns with a gap between each two.
    let room = usize::from(area.width).saturating_sub(1);
    let bare = board_w + result_w + 3;
    let with_teams = bare + 2 * (team_w + 1) + white_w + black_w <= room;
    let names = room.saturating_sub(if with_teams {
        bare + 2 * (team_w + 1)
    } else {
        bare
    });
    let (white_w, black_w) = super::share(names, white_w, black_w);
    let label = |side: &Option<(String, String)>, width: usize| {
        side.as_ref().map_or_else(String::new, |(n, name)| {
            let name = super::fit_name(name, width.saturating_sub(tpn_w + 1));
            format!("{n:>tpn_w$} {name}")
        })
    };
    let rows: Vec<Row> = lines
        .iter()
        .map(|l| {
            let black = if l.black.is_some() {
                label(&l.black, black_w)
            } else {
                l.why.clone()
            };
            let mut cells = vec![l.board.clone(), label(&l.white, white_w)];
            if with_teams {
                cells.push(l.white_team.clone());
            }
            cells.push(black);
            if with_teams {
                cells.push(l.black_team.clone());
            }
            cells.push(l.result.clone());
            Row::new(cells)
        })
        .collect();
    let length = |w: usize| Constraint::Length(u16::try_from(w).unwrap_or(u16::MAX));
    let (header, widths): (Vec<&str>, Vec<Constraint>) = if with_teams {
        (
            header.to_vec(),
            vec![
                length(board_w),
                length(white_w),
                length(team_w),
                length(black_w),
                length(team_w),
                length(result_w),
            ],
        )
    } else {
        (
            vec![header[0], header[1], header[3], header[5]],
            vec![
                length(board_w),
                length(white_w),
                length(black_w),
                length(result_w),
            ],
        )
    };
    super::cursor_table(frame, area, Row::new(header), rows, &widths, app.cursor());
}
