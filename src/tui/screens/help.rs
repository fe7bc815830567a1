//! F1 Help: every key of the screens', the global and the text-field maps, generated
//! from the key map so it always tells the truth, in the screen language.

use super::super::app::App;
use super::super::strings::{self, T};
use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::widgets::Row;

/// The help lines: (where, key, what it does).
fn lines(app: &App) -> Vec<[String; 3]> {
    let mut v = Vec::new();
    for (screen, list) in &app.keymap.screens {
        for b in list {
            v.push([
                strings::screen_name(*screen, app.lang).to_string(),
                b.key.to_string(),
                strings::command_label(&b.command, app.lang).to_string(),
            ]);
        }
    }
    for b in &app.keymap.global {
        v.push([
            app.t(T::Everywhere).to_string(),
            b.key.to_string(),
            strings::command_label(&b.command, app.lang).to_string(),
        ]);
    }
    for b in &app.keymap.fields {
        v.push([
            super::super::text_field::where_label(app.lang).to_string(),
            b.key.to_string(),
            strings::command_label(&b.command, app.lang).to_string(),
        ]);
    }
    v
}

/// How many lines the help has (for the cursor).
pub fn rows(app: &App) -> usize {
    lines(app).len()
}

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let rows = lines(app).into_iter().map(Row::new).collect();
    super::cursor_table(
        frame,
        area,
        Row::new(vec![app.t(T::Screen), app.t(T::Key), app.t(T::Does)]),
        rows,
        &[
            Constraint::Length(14),
            Constraint::Length(10),
            Constraint::Min(20),
        ],
        app.cursor(),
    );
}
