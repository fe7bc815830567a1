//! F1 Help: every key of the current and global maps, generated from the key map so it
//! always tells the truth.

use super::super::app::App;
use super::super::command::ScreenId;
use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::widgets::Row;

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let mut rows = Vec::new();
    for (screen, list) in &app.keymap.screens {
        for b in list {
            rows.push(Row::new(vec![
                format!("{screen:?}"),
                b.key.to_string(),
                b.command.label(),
            ]));
        }
    }
    for b in &app.keymap.global {
        rows.push(Row::new(vec![
            "everywhere".to_string(),
            b.key.to_string(),
            b.command.label(),
        ]));
    }
    let _ = ScreenId::Help;
    super::cursor_table(
        frame,
        area,
        Row::new(vec!["Screen", "Key", "Does"]),
        rows,
        &[
            Constraint::Length(12),
            Constraint::Length(10),
            Constraint::Min(20),
        ],
        app.cursor,
    );
}
