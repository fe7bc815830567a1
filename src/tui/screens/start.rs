//! The start screen: the championship's sections at a glance, or how to begin when the
//! file is empty.

use super::super::app::App;
use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Paragraph, Row};

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let t = &app.tournament;
    if t.sections.is_empty() {
        let text = vec![
            Line::from(format!("{} has no sections yet.", t.name)),
            Line::from(""),
            Line::from("Add a section and import players from the command line:"),
            Line::from("  catur section add FILE --code L12 --name \"Lelaki Bawah 12\" --rounds 7"),
            Line::from("  catur players import FILE --section L12 --csv l12.csv"),
            Line::from("or try the demo championship:  catur demo demo.catur"),
        ];
        frame.render_widget(
            Paragraph::new(text).block(Block::default().borders(Borders::ALL).title(" Start ")),
            area,
        );
        return;
    }
    let rows = t
        .sections
        .iter()
        .map(|s| {
            let last = s.rounds.last();
            let (done, boards) = last.map_or((0, 0), |r| r.progress());
            Row::new(vec![
                s.code.clone(),
                s.name.clone(),
                s.players.len().to_string(),
                s.teams.len().to_string(),
                format!("{}/{}", s.rounds_paired(), s.rounds_planned),
                if boards == 0 {
                    String::new()
                } else {
                    format!("{done}/{boards}")
                },
            ])
        })
        .collect();
    super::cursor_table(
        frame,
        area,
        Row::new(vec![
            "Code", "Section", "Players", "Teams", "Rounds", "Results",
        ]),
        rows,
        &[
            Constraint::Length(6),
            Constraint::Min(20),
            Constraint::Length(8),
            Constraint::Length(6),
            Constraint::Length(7),
            Constraint::Length(8),
        ],
        app.cursor,
    );
}
