//! F5 Standings after the chosen round (Left/Right), with the section's tie-break
//! columns and shared places, computed afresh from the rounds each time.
//!
//! Place, number, name and points always stay on screen; the tie-break columns and the
//! team code after them scroll sideways (`<` `>`) when they do not all fit (the Pahang
//! list has ten after six rounds, once `PS-C*` expands), with a mark where columns are
//! hidden.

use super::super::app::App;
use super::super::command::ScreenId;
use super::super::strings::T;
use crate::standings::section_standings;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::{Paragraph, Row};

/// The room a name keeps before the scrolled columns take any (a longer name is whole
/// when the screen has room for it).
const NAME_ROOM: usize = 20;

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    if app.views.show_prizes {
        return super::prizes::draw(app, frame, area);
    }
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
    let fixed_header: Vec<String> = [T::Place, T::No, T::Name, T::Pts]
        .iter()
        .map(|x| app.t(*x).to_string())
        .collect();
    let mut scrolled_header: Vec<String> = st.tiebreaks.iter().map(|t| t.to_string()).collect();
    scrolled_header.push(app.t(T::Team).to_string());
    let fixed: Vec<Vec<String>> = st
        .rows
        .iter()
        .map(|r| {
            vec![
                r.place.to_string(),
                r.tpn.to_string(),
                r.name.clone(),
                r.points.to_string(),
            ]
        })
        .collect();
    let scrolled: Vec<Vec<String>> = st
        .rows
        .iter()
        .map(|r| {
            r.values
                .iter()
                .map(|v| v.map(|v| v.to_string()).unwrap_or_default())
                .chain(std::iter::once(s.team_code(r.player).to_string()))
                .collect()
        })
        .collect();
    let width_of = |header: &[String], rows: &[Vec<String>], k: usize| {
        super::column_width(&header[k], rows.iter().filter_map(|r| r.get(k)))
    };
    let mut fixed_w: Vec<usize> = (0..fixed_header.len())
        .map(|k| width_of(&fixed_header, &fixed, k))
        .collect();
    let scrolled_w: Vec<usize> = (0..scrolled_header.len())
        .map(|k| width_of(&scrolled_header, &scrolled, k))
        .collect();
    // The cursor's mark takes a column, and a gap stands before every column but the
    // first. The name is whole when it fits beside the first scrolled column (and the
    // mark of the others); it keeps NAME_ROOM columns at least.
    let room = usize::from(table.width).saturating_sub(1);
    let others: usize = fixed_w[0] + fixed_w[1] + fixed_w[3] + 3;
    let first = scrolled_w.first().map_or(0, |w| w + 1) + 2;
    let natural = fixed_w[2];
    fixed_w[2] = natural
        .min(room.saturating_sub(others + first))
        .max(natural.min(NAME_ROOM));
    let left = room.saturating_sub(others + fixed_w[2]);
    let (start, end, max) =
        super::sideways(&scrolled_w, left, app.views.across(ScreenId::Standings));
    app.views.set_across_max(max);
    let shown = (start, end);
    let marks = ("«", "»");
    let mut said = T::AfterRound.fill(app.lang, &[&st.round]);
    let columns = super::columns_line(app, shown, scrolled_w.len());
    if !columns.is_empty() {
        said.push_str("   ");
        said.push_str(&columns);
    }
    frame.render_widget(Paragraph::new(said), head);
    let name_w = fixed_w[2];
    let rows = fixed
        .iter()
        .zip(&scrolled)
        .map(|(f, sc)| {
            let mut f = f.clone();
            f[2] = super::fit_name(&f[2], name_w);
            Row::new(super::sideways_cells(&f, sc, shown, marks))
        })
        .collect();
    let header = super::sideways_cells(&fixed_header, &scrolled_header, shown, marks);
    let widths = super::sideways_widths(&fixed_w, &scrolled_w, shown);
    super::cursor_table(frame, table, Row::new(header), rows, &widths, app.cursor());
    frame.render_widget(Paragraph::new(st.notes.join(" ")), foot);
}
