//! F4 Results: the result desk. One key per result; the cursor then jumps to the next
//! board without a result; a progress line says how many are in and which are missing.

use super::super::app::App;
use super::super::strings::T;
use crate::model::{RoundEntry, Section};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::{Paragraph, Row};

fn name(s: &Section, id: crate::model::PlayerId) -> (String, String) {
    s.player(id)
        .map(|p| (p.tpn.to_string(), p.name.clone()))
        .unwrap_or_default()
}

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let Some(s) = app.section() else { return };
    let Some(r) = s.round(app.round) else {
        let mut lines = vec![if s.rounds_paired() == 0 {
            app.t(T::PairOnF3).to_string()
        } else {
            T::RoundNotPairedYet.fill(app.lang, &[&app.round])
        }];
        if app.round == s.rounds_paired() + 1 {
            lines.extend(super::not_playing_lines(s, app.round, app.lang));
        }
        frame.render_widget(Paragraph::new(lines.join("\n")), area);
        return;
    };
    let [progress, table] =
        Layout::vertical([Constraint::Length(1), Constraint::Min(1)]).areas(area);
    // Board mode takes the progress line with a banner in reverse video, so the mode in
    // which digits name boards cannot be mistaken for the one in which 1 and 0 are
    // results.
    let (text, style) = match app.board_mode_mark() {
        Some(mark) => (
            format!("{} {mark}", app.board_mode_banner()),
            Style::default()
                .fg(Color::Black)
                .bg(Color::Cyan)
                .add_modifier(Modifier::BOLD),
        ),
        None => super::progress_line(app, r),
    };
    frame.render_widget(Paragraph::new(text).style(style), progress);

    // Each row: board, white (number, name, points before the round), result, black;
    // an unpaired player's row says why (and what it scores) where black would stand.
    struct Line {
        board: String,
        white: (String, String),
        white_pts: String,
        result: String,
        black_pts: String,
        black: (String, String),
        why: String,
    }
    let prev = app.round.saturating_sub(1);
    let mut lines: Vec<Line> = r
        .boards
        .iter()
        .enumerate()
        .map(|(i, b)| Line {
            board: (i + 1).to_string(),
            white: name(s, b.white),
            white_pts: s.score_after(b.white, prev).to_string(),
            // A result waiting for the file is shown on its board, marked.
            result: match app.queued_outcome(app.round, i + 1) {
                Some(q) => format!("{} …", q.code()),
                None => b.outcome.code(),
            },
            black_pts: s.score_after(b.black, prev).to_string(),
            black: name(s, b.black),
            why: String::new(),
        })
        .collect();
    for u in &r.unpaired {
        let pts = RoundEntry::Bye(u.kind).points(&s.settings.points);
        lines.push(Line {
            board: String::new(),
            white: name(s, u.player),
            white_pts: String::new(),
            result: String::new(),
            black_pts: String::new(),
            black: Default::default(),
            why: format!("{} {pts}", super::unpaired_label(s, u, r.number, app.lang)),
        });
    }
    let header = [
        app.t(T::Bd),
        app.t(T::No),
        app.t(T::White),
        app.t(T::Pts),
        app.t(T::Result),
        app.t(T::Pts),
        app.t(T::No),
        app.t(T::Black),
    ];
    let w =
        |k: usize, cells: &mut dyn Iterator<Item = &String>| super::column_width(header[k], cells);
    let board_w = w(0, &mut lines.iter().map(|l| &l.board));
    let no_w = w(1, &mut lines.iter().flat_map(|l| [&l.white.0, &l.black.0]));
    let white_w = w(2, &mut lines.iter().map(|l| &l.white.1));
    let pts_w = w(
        3,
        &mut lines.iter().flat_map(|l| [&l.white_pts, &l.black_pts]),
    );
    let result_w = w(4, &mut lines.iter().map(|l| &l.result));
    let black_w = w(7, &mut lines.iter().flat_map(|l| [&l.black.1, &l.why]));
    // Names are given the width the screen has: whole when they fit with the points
    // before the round, whole without them when only that fits, else cut keeping their
    // start and end (see `fit_name`).
    let room = usize::from(table.width).saturating_sub(1);
    let bare = board_w + 2 * (no_w + 1) + result_w + 3;
    let with_points = bare + 2 * (pts_w + 1) + white_w + black_w <= room;
    let names = room.saturating_sub(if with_points {
        bare + 2 * (pts_w + 1)
    } else {
        bare
    });
    let (white_w, black_w) = super::share(names, white_w, black_w);
    let rows: Vec<Row> = lines
        .iter()
        .map(|l| {
            let black = if l.why.is_empty() {
                super::fit_name(&l.black.1, black_w)
            } else {
                l.why.clone()
            };
            let mut cells = vec![
                l.board.clone(),
                l.white.0.clone(),
                super::fit_name(&l.white.1, white_w),
            ];
            if with_points {
                cells.push(l.white_pts.clone());
            }
            cells.push(l.result.clone());
            if with_points {
                cells.push(l.black_pts.clone());
            }
            cells.extend([l.black.0.clone(), black]);
            Row::new(cells)
        })
        .collect();
    let length = |w: usize| Constraint::Length(u16::try_from(w).unwrap_or(u16::MAX));
    let mut shown = vec![
        (header[0], board_w),
        (header[1], no_w),
        (header[2], white_w),
    ];
    if with_points {
        shown.push((header[3], pts_w));
    }
    shown.push((header[4], result_w));
    if with_points {
        shown.push((header[5], pts_w));
    }
    shown.extend([(header[6], no_w), (header[7], black_w)]);
    let widths: Vec<Constraint> = shown.iter().map(|(_, w)| length(*w)).collect();
    let header: Vec<&str> = shown.iter().map(|(h, _)| *h).collect();
    super::cursor_table(frame, table, Row::new(header), rows, &widths, app.cursor());
}
