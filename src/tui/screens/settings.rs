//! F8 Championship and sections: every setting as a row; Enter changes the selected
//! one (typing, or cycling a choice), a/x/u/d edit the tie-break list, n makes a new
//! section, l switches the screen language, e gives the tie-break list (or, on its row,
//! the round times) to every section.

use super::super::app::App;
use super::super::command::{Command, ScreenId};
use super::super::settings_edit::{Row as SettingRow, describe, rows};
use super::super::strings::T;
use super::super::strings::keys::K;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::{Paragraph, Row};

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let [table, hint] = Layout::vertical([Constraint::Min(3), Constraint::Length(1)]).areas(area);
    let s = app.section();
    let lines = rows(s)
        .into_iter()
        .map(|r| {
            let (name, value) = describe(r, &app.tournament, s, app.lang);
            Row::new(vec![name, value])
        })
        .collect();
    super::cursor_table(
        frame,
        table,
        Row::new(vec![app.t(T::Setting), app.t(T::Value)]),
        lines,
        &[Constraint::Length(38), Constraint::Fill(1)],
        app.cursor(),
    );
    // The round-times row offers them to every section.
    let on = rows(s).get(app.cursor()).copied();
    let text = match app
        .keymap
        .key_for(ScreenId::Settings, &Command::TiebreaksEverywhere)
    {
        Some(key) if on.is_some() && on == SettingRow::setting("schedule") => {
            K::ScheduleHint.fill(app.lang, &[&key])
        }
        _ => app.t(T::EditHint).to_string(),
    };
    frame.render_widget(Paragraph::new(text), hint);
}
