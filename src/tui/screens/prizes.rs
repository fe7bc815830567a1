//! F5's second view (`v`): who takes which prize after the chosen round, from the same
//! function the printed prize list uses ([`award_prizes`]), each line of the section's
//! list with its winners under it.

use super::super::app::App;
use super::super::strings::T;
use super::super::strings::keys::K;
use crate::standings::prizes::award_prizes;
use crate::standings::section_standings;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::{Paragraph, Row};

/// The rows of the view: a line's label and amount, then one row per winner.
fn rows(app: &App) -> Result<Vec<[String; 5]>, String> {
    let Some(s) = app.section() else {
        return Ok(Vec::new());
    };
    let round = (app.round > 0).then_some(app.round);
    let st = section_standings(s, round).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for line in award_prizes(s, &st) {
        let mut label = line.prize.label.clone();
        if !line.prize.amount.trim().is_empty() {
            label.push_str(&format!(" ({})", line.prize.amount.trim()));
        }
        if line.unresolved {
            label.push_str(" =");
        }
        if line.winners.is_empty() {
            let nobody = K::PrizeNobody.get(app.lang).to_string();
            out.push([
                label.clone(),
                String::new(),
                String::new(),
                nobody,
                String::new(),
            ]);
        }
        for (i, w) in line.winners.iter().enumerate() {
            let p = s.player(w.player);
            let points = st
                .rows
                .iter()
                .find(|r| r.player == w.player)
                .map_or_else(String::new, |r| crate::report::points_text(r.points));
            out.push([
                if i == 0 { label.clone() } else { String::new() },
                w.place.to_string(),
                p.map_or_else(String::new, |p| p.tpn.to_string()),
                p.map_or_else(String::new, |p| p.name.clone()),
                points,
            ]);
        }
    }
    Ok(out)
}

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let Some(s) = app.section() else { return };
    let [head, list, foot] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(1),
        Constraint::Length(1),
    ])
    .areas(area);
    if s.settings.prizes.prizes.is_empty() {
        let text = K::PrizeNone.get(app.lang).to_string();
        return frame.render_widget(Paragraph::new(text), area);
    }
    let rows = match rows(app) {
        Ok(rows) => rows,
        Err(e) => return frame.render_widget(Paragraph::new(e), area),
    };
    let title = if app.round > 0 {
        K::PrizeListAfter.fill(app.lang, &[&app.round])
    } else {
        K::PrizeList.get(app.lang).to_string()
    };
    frame.render_widget(Paragraph::new(title), head);
    let header = Row::new(vec![
        K::PrizeColumn.get(app.lang).to_string(),
        app.t(T::Place).to_string(),
        app.t(T::No).to_string(),
        app.t(T::Name).to_string(),
        app.t(T::Pts).to_string(),
    ]);
    let widths = [
        Constraint::Fill(1),
        Constraint::Length(6),
        Constraint::Length(4),
        Constraint::Fill(2),
        Constraint::Length(5),
    ];
    let tie = rows.iter().any(|r| r[0].ends_with(" ="));
    let shown = rows.into_iter().map(|r| Row::new(r.to_vec())).collect();
    super::cursor_table(frame, list, header, shown, &widths, app.cursor());
    if tie {
        let note = K::PrizeTie.get(app.lang).to_string();
        frame.render_widget(Paragraph::new(note), foot);
    }
}
