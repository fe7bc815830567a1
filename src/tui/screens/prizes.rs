//! F5's second view (`v`): who takes which prize after the chosen round, from the same
//! function the printed prize list uses ([`award_prizes`]), each line of the section's
//! list with its winners under it. The prize keys (a, e, x, u, d, o: `act_prizes`)
//! act on the line under the cursor.

use super::super::app::App;
use super::super::command::{Command, ScreenId};
use super::super::strings::T;
use super::super::strings::keys::K;
use crate::standings::prizes::award_prizes;
use crate::standings::section_standings;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::{Paragraph, Row, Wrap};

/// The rows of the view: a line's label and amount, then one row per winner; each with
/// the line (0 first) it belongs to.
fn rows(app: &App) -> Result<Vec<(usize, [String; 5])>, String> {
    let Some(s) = app.section() else {
        return Ok(Vec::new());
    };
    let round = (app.round > 0).then_some(app.round);
    let st = section_standings(s, round).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for (k, line) in award_prizes(s, &st).into_iter().enumerate() {
        let mut label = line.prize.label.clone();
        if !line.prize.amount.trim().is_empty() {
            label.push_str(&format!(" ({})", line.prize.amount.trim()));
        }
        if line.unresolved {
            label.push_str(" =");
        }
        if line.winners.is_empty() {
            let nobody = K::PrizeNobody.get(app.lang).to_string();
            out.push((
                k,
                [
                    label.clone(),
                    String::new(),
                    String::new(),
                    nobody,
                    String::new(),
                ],
            ));
        }
        for (i, w) in line.winners.iter().enumerate() {
            let p = s.player(w.player);
            let points = st
                .rows
                .iter()
                .find(|r| r.player == w.player)
                .map_or_else(String::new, |r| crate::report::points_text(r.points));
            out.push((
                k,
                [
                    if i == 0 { label.clone() } else { String::new() },
                    w.place.to_string(),
                    p.map_or_else(String::new, |p| p.tpn.to_string()),
                    p.map_or_else(String::new, |p| p.name.clone()),
                    points,
                ],
            ));
        }
    }
    Ok(out)
}

/// The rows of the view, for the cursor: a line with no winner has a row too. When
/// the standings cannot be worked out, one row per line.
pub fn row_lines(app: &App) -> Vec<usize> {
    match rows(app) {
        Ok(rows) => rows.into_iter().map(|(k, _)| k).collect(),
        Err(_) => (0..app.section().map_or(0, |s| s.settings.prizes.prizes.len())).collect(),
    }
}

/// The prize line (0 first) of row `row`.
pub fn line_at(app: &App, row: usize) -> Option<usize> {
    row_lines(app).get(row).copied()
}

/// The first row of prize line `line` (the last row when there is no such line).
pub fn first_row(app: &App, line: usize) -> usize {
    let lines = row_lines(app);
    lines
        .iter()
        .position(|k| *k == line)
        .unwrap_or(lines.len().saturating_sub(1))
}

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let Some(s) = app.section() else { return };
    let [head, list, foot] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let key = |c: Command| {
        app.keymap
            .key_for(ScreenId::Standings, &c)
            .map_or_else(String::new, |k| k.to_string())
    };
    if s.settings.prizes.prizes.is_empty() {
        let (add, back) = (key(Command::AddPrize), key(Command::TogglePrizes));
        let text = K::PrizeNone.fill(app.lang, &[&add, &back]);
        return frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
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
    let rule = crate::ops::prizes_per_player(s.settings.prizes.several_per_player, app.lang);
    let title = format!("{title}: {rule}");
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
    let tie = rows.iter().any(|(_, r)| r[0].ends_with(" ="));
    let shown = rows
        .into_iter()
        .map(|(_, r)| Row::new(r.to_vec()))
        .collect();
    super::cursor_table(frame, list, header, shown, &widths, app.cursor());
    if tie {
        let note = K::PrizeTie.get(app.lang).to_string();
        frame.render_widget(Paragraph::new(note), foot);
    }
}
