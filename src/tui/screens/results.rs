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

    let mut rows: Vec<Row> = r
        .boards
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let (wn, w) = name(s, b.white);
            let (bn, bl) = name(s, b.black);
            let prev = app.round.saturating_sub(1);
            Row::new(vec![
                (i + 1).to_string(),
                wn,
                w,
                s.score_after(b.white, prev).to_string(),
                // A result waiting for the file is shown on its board, marked.
                match app.queued_outcome(app.round, i + 1) {
                    Some(q) => format!("{} …", q.code()),
                    None => b.outcome.code(),
                },
                s.score_after(b.black, prev).to_string(),
                bn,
                bl,
            ])
        })
        .collect();
    for u in &r.unpaired {
        let (n, nm) = name(s, u.player);
        let pts = RoundEntry::Bye(u.kind).points(&s.settings.points);
        rows.push(Row::new(vec![
            String::new(),
            n,
            nm,
            String::new(),
            format!("{} {pts}", super::unpaired_label(s, u, app.lang)),
            String::new(),
            String::new(),
            String::new(),
        ]));
    }
    super::cursor_table(
        frame,
        table,
        Row::new(vec![
            app.t(T::Bd),
            app.t(T::No),
            app.t(T::White),
            app.t(T::Pts),
            app.t(T::Result),
            app.t(T::Pts),
            app.t(T::No),
            app.t(T::Black),
        ]),
        rows,
        &[
            Constraint::Length(3),
            Constraint::Length(4),
            Constraint::Fill(1),
            Constraint::Length(4),
            Constraint::Length(9),
            Constraint::Length(4),
            Constraint::Length(4),
            Constraint::Fill(1),
        ],
        app.cursor,
    );
}
