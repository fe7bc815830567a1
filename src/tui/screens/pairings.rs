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
    if let Some((lines, scroll)) = &app.explanation {
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
    let label = |id| {
        s.player(id)
            .map(|p| format!("{:>3} {}", p.tpn, p.name))
            .unwrap_or_default()
    };
    let mut rows: Vec<Row> = r
        .boards
        .iter()
        .enumerate()
        .map(|(i, b)| {
            Row::new(vec![
                format!("{}{}", i + 1, if b.manual { "*" } else { "" }),
                label(b.white),
                team(b.white),
                label(b.black),
                team(b.black),
                b.outcome.code(),
            ])
        })
        .collect();
    for u in &r.unpaired {
        rows.push(Row::new(vec![
            String::new(),
            label(u.player),
            team(u.player),
            super::unpaired_label(s, u, r.number, app.lang),
            String::new(),
            String::new(),
        ]));
    }
    super::cursor_table(
        frame,
        area,
        Row::new(vec![
            app.t(T::Bd),
            app.t(T::White),
            app.t(T::Team),
            app.t(T::Black),
            app.t(T::Team),
            app.t(T::Result),
        ]),
        rows,
        &[
            Constraint::Length(4),
            Constraint::Fill(1),
            Constraint::Length(7),
            Constraint::Fill(1),
            Constraint::Length(7),
            Constraint::Length(9),
        ],
        app.cursor,
    );
}
