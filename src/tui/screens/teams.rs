//! F6 Teams: the section's team table (best N, counted players marked `*`) and the
//! school table across all sections.

use super::super::app::App;
use super::super::strings::T;
use crate::standings::{TeamTieBreak, school_table, section_standings, team_standings};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::{Block, Borders, Paragraph, Row};

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let Some(s) = app.section() else { return };
    let round = (app.round > 0).then_some(app.round);
    let st = match section_standings(s, round) {
        Ok(st) => st,
        Err(e) => return frame.render_widget(Paragraph::new(e.to_string()), area),
    };
    let ts = team_standings(s, &st, &TeamTieBreak::defaults());
    let [left, right] =
        Layout::horizontal([Constraint::Percentage(60), Constraint::Percentage(40)]).areas(area);
    let rows = ts
        .rows
        .iter()
        .map(|t| {
            let members: Vec<String> = t
                .members
                .iter()
                .filter_map(|m| {
                    let p = s.player(m.player)?;
                    let first = p.name.split(' ').next().unwrap_or(&p.name);
                    Some(format!(
                        "{}{first} {}",
                        if m.counted { "*" } else { "" },
                        m.points
                    ))
                })
                .collect();
            Row::new(vec![
                t.place.to_string(),
                t.code.clone(),
                t.score.to_string(),
                members.join(" "),
            ])
        })
        .collect();
    super::cursor_table(
        frame,
        left,
        Row::new(vec![
            app.t(T::Place).to_string(),
            app.t(T::Team).into(),
            app.t(T::Pts).into(),
            T::PlayersBestN.fill(app.lang, &[&ts.counted]),
        ]),
        rows,
        &[
            Constraint::Length(6),
            Constraint::Length(7),
            Constraint::Length(5),
            Constraint::Fill(1),
        ],
        app.cursor,
    );
    let schools = match school_table(&app.tournament, None) {
        Ok(rows) => rows
            .iter()
            .map(|r| {
                format!(
                    "{:>3} {:<18} {:>5} {}/{}/{}",
                    r.place.to_string(),
                    r.name,
                    r.team_points.to_string(),
                    r.individual_medals[0] + r.team_medals[0],
                    r.individual_medals[1] + r.team_medals[1],
                    r.individual_medals[2] + r.team_medals[2]
                )
            })
            .collect::<Vec<_>>()
            .join("\n"),
        Err(e) => e.to_string(),
    };
    frame.render_widget(
        Paragraph::new(schools).block(
            Block::default()
                .borders(Borders::ALL)
                .title(app.t(T::Schools)),
        ),
        right,
    );
}
