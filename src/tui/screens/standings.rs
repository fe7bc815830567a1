//! F5 Standings after the chosen round (Left/Right), with the section's tie-break
//! columns and shared places, computed afresh from the rounds each time.

use super::super::app::App;
use super::super::strings::T;
use crate::standings::section_standings;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::{Paragraph, Row};

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let Some(s) = app.section() else { return };
    let round = (app.round > 0).then_some(app.round);
    let st = match section_standings(s, round) {
        Ok(st) => st,
        Err(e) => return frame.render_widget(Paragraph::new(e.to_string()), area),
    };
    let notes = st.notes.len().min(2) as u16;
    let [head, table, foot] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(1),
        Constraint::Length(notes),
    ])
    .areas(area);
    frame.render_widget(
        Paragraph::new(T::AfterRound.fill(app.lang, &[&st.round])),
        head,
    );
    let mut header: Vec<String> = [T::Place, T::No, T::Name, T::Team, T::Pts]
        .iter()
        .map(|x| app.t(*x).to_string())
        .collect();
    header.extend(st.tiebreaks.iter().map(|t| t.to_string()));
    let rows = st
        .rows
        .iter()
        .map(|r| {
            let team = s.team_code(r.player).to_string();
            let mut cells = vec![
                r.place.to_string(),
                r.tpn.to_string(),
                r.name.clone(),
                team,
                r.points.to_string(),
            ];
            cells.extend(
                r.values
                    .iter()
                    .map(|v| v.map(|v| v.to_string()).unwrap_or_default()),
            );
            Row::new(cells)
        })
        .collect();
    let mut widths = vec![
        Constraint::Length(6),
        Constraint::Length(4),
        Constraint::Fill(1),
        Constraint::Length(7),
        Constraint::Length(4),
    ];
    widths.extend(st.tiebreaks.iter().map(|_| Constraint::Length(6)));
    super::cursor_table(frame, table, Row::new(header), rows, &widths, app.cursor);
    frame.render_widget(Paragraph::new(st.notes.join(" ")), foot);
}
