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
    let mut title = app.t(T::Schools);
    let schools = match school_table(&app.tournament, None) {
        Ok(table) => {
            let medals = table.has_medals();
            if medals {
                title = app.t(T::SchoolsMedals);
            }
            let mut lines: Vec<String> = table
                .rows
                .iter()
                .map(|r| {
                    let mut line = format!(
                        "{:>3} {:<18} {:>5}",
                        r.place.to_string(),
                        r.name,
                        r.team_points.to_string()
                    );
                    if medals {
                        let [ig, is, ib] = r.individual_medals;
                        let [tg, ts, tb] = r.team_medals;
                        line.push_str(&format!(" {ig}/{is}/{ib} {tg}/{ts}/{tb}"));
                    }
                    line
                })
                .collect();
            let notes = crate::report::teams::school_notes(
                &table,
                crate::report::strings::labels(app.lang),
            );
            if !notes.is_empty() {
                lines.push(String::new());
                let room = usize::from(right.width.saturating_sub(2)).max(10);
                lines.extend(notes.iter().flat_map(|n| word_wrap(n, room)));
            }
            lines.join("\n")
        }
        Err(e) => e.to_string(),
    };
    frame.render_widget(
        Paragraph::new(schools).block(Block::default().borders(Borders::ALL).title(title)),
        right,
    );
}

/// A note broken at spaces into lines of at most `width` characters (a longer word
/// stays whole on its own line; the frame cuts it).
fn word_wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    #[test]
    fn notes_wrap_at_spaces() {
        assert_eq!(
            super::word_wrap("L12 after Round 3 of 6, P12 after Round 3 of 6", 24),
            ["L12 after Round 3 of 6,", "P12 after Round 3 of 6"]
        );
    }
}
