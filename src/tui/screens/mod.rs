//! Drawing: the frame every screen shares (title line, body, message line, key bar) and
//! one module per screen. Everything here takes `&App` and only reads.

pub mod help;
pub mod pairings;
pub mod players;
pub mod reports;
pub mod results;
pub mod settings;
pub mod standings;
pub mod start;
pub mod teams;

use super::app::{App, Severity};
use super::command::ScreenId;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Row, Table, TableState};

/// Draws the whole screen.
pub fn view(app: &App, frame: &mut Frame) {
    let [title, body, message, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(3),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(frame.area());
    frame.render_widget(Paragraph::new(title_line(app)).style(bar_style()), title);
    match app.screen {
        ScreenId::Start => start::draw(app, frame, body),
        ScreenId::Players => players::draw(app, frame, body),
        ScreenId::Pairings => pairings::draw(app, frame, body),
        ScreenId::Results => results::draw(app, frame, body),
        ScreenId::Standings => standings::draw(app, frame, body),
        ScreenId::Teams => teams::draw(app, frame, body),
        ScreenId::Reports => reports::draw(app, frame, body),
        ScreenId::Settings => settings::draw(app, frame, body),
        ScreenId::Help => help::draw(app, frame, body),
    }
    frame.render_widget(message_line(app), message);
    frame.render_widget(Paragraph::new(key_bar(app)).style(bar_style()), keys);
}

fn bar_style() -> Style {
    Style::default().fg(Color::Black).bg(Color::Cyan)
}

fn title_line(app: &App) -> Line<'static> {
    // What the arbiter must never misread comes first: section, round, screen. The
    // championship's name takes whatever room is left.
    let mut parts = Vec::new();
    if let Some(s) = app.section() {
        parts.push(format!(" {} {}", s.code, s.name));
        if let (Some(p), ScreenId::Pairings) = (&app.preview, app.screen) {
            parts.push(format!("PREVIEW round {}/{}", p.number, s.rounds_planned));
        } else if matches!(app.screen, ScreenId::Pairings | ScreenId::Results) && app.round > 0 {
            parts.push(format!("Round {}/{}", app.round, s.rounds_planned));
        }
    }
    parts.push(format!("{:?}", app.screen));
    parts.push(app.tournament.name.clone());
    Line::from(parts.join(" | "))
}

fn message_line(app: &App) -> Paragraph<'static> {
    if let Some(c) = &app.confirm {
        return Paragraph::new(c.question.clone())
            .style(Style::default().fg(Color::Black).bg(Color::Yellow));
    }
    if let Some(p) = &app.prompt {
        let label = match p.kind {
            super::app::PromptKind::GotoBoard => "Board number: ",
            super::app::PromptKind::Search => "Search name: ",
            super::app::PromptKind::Result => {
                "Result (1-0s short game, a:1-0.5 arbiter's score, af:0-0 not played): "
            }
        };
        return Paragraph::new(format!("{label}{}_", p.input.value()));
    }
    match &app.message {
        Some((text, sev)) => {
            let style = match sev {
                Severity::Info => Style::default().fg(Color::Green),
                Severity::Warning => Style::default().fg(Color::Yellow),
                Severity::Error => Style::default().fg(Color::White).bg(Color::Red),
            };
            Paragraph::new(text.clone()).style(style)
        }
        None => Paragraph::new(""),
    }
}

/// The key bar, generated from the key map.
fn key_bar(app: &App) -> Line<'static> {
    let mut spans = Vec::new();
    for b in app.keymap.bar(app.screen) {
        spans.push(Span::styled(
            format!("{}", b.key),
            Style::default().add_modifier(Modifier::BOLD),
        ));
        spans.push(Span::raw(format!(" {} ", short(&b.command.label()))));
    }
    Line::from(spans)
}

/// Key-bar labels are cut to one word so the bar fits 80 columns.
fn short(label: &str) -> String {
    label.split(' ').next().unwrap_or(label).to_string()
}

/// A table with a highlighted cursor row, scrolled so the cursor stays visible.
pub fn cursor_table<'a>(
    frame: &mut Frame,
    area: Rect,
    header: Row<'a>,
    rows: Vec<Row<'a>>,
    widths: &[Constraint],
    cursor: usize,
) {
    let table = Table::new(rows, widths.to_vec())
        .header(header.style(Style::default().add_modifier(Modifier::BOLD | Modifier::UNDERLINED)))
        .row_highlight_style(Style::default().bg(Color::Blue).fg(Color::White));
    let mut state = TableState::default().with_selected(Some(cursor));
    frame.render_stateful_widget(table, area, &mut state);
}

/// How an unpaired player of a round is shown: the kind of bye, or why the player sits out.
pub fn unpaired_label(s: &crate::model::Section, u: &crate::model::Unpaired) -> String {
    use crate::model::ByeKind;
    let reserve = s.player(u.player).is_some_and(|p| p.reserve);
    match u.kind {
        ByeKind::Absent if reserve => "reserve".into(),
        ByeKind::Absent => "absent".into(),
        ByeKind::Pab => "bye (PAB)".into(),
        ByeKind::Half => "half-point bye".into(),
        ByeKind::Full => "full-point bye".into(),
        ByeKind::Zero => "zero-point bye".into(),
    }
}
