//! The start screen: new championship, open a file, the demo championship, recent
//! files, and the sections of the open championship at a glance.

use super::super::act_setup::{StartItem, start_items};
use super::super::app::App;
use super::super::strings::T;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::{Paragraph, Row};

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let t = &app.tournament;
    let [head, table] = Layout::vertical([Constraint::Length(2), Constraint::Min(3)]).areas(area);
    let title = if t.sections.is_empty() {
        T::NoSectionYet.fill(app.lang, &[&t.championship.name])
    } else {
        t.championship.name.clone()
    };
    frame.render_widget(Paragraph::new(title), head);
    let rows = start_items(app)
        .into_iter()
        .map(|item| match item {
            StartItem::New => Row::new(vec!["n".into(), app.t(T::StartNew).to_string()]),
            StartItem::Open => Row::new(vec!["o".into(), app.t(T::StartOpen).to_string()]),
            StartItem::Demo => Row::new(vec!["d".into(), app.t(T::StartDemo).to_string()]),
            StartItem::Recent(p) => {
                let shown = match app.recent_name(&p) {
                    Some(name) => format!("{name} ({})", p.display()),
                    None => p.display().to_string(),
                };
                Row::new(vec![String::new(), T::Recent.fill(app.lang, &[&shown])])
            }
            StartItem::Section(i) => {
                let Some(s) = t.sections.get(i) else {
                    return Row::new(Vec::<String>::new());
                };
                let (done, boards) = s.rounds.last().map_or((0, 0), |r| r.progress());
                let results = if boards == 0 {
                    String::new()
                } else {
                    format!("  {} {done}/{boards}", app.t(T::Results))
                };
                Row::new(vec![
                    s.code.clone(),
                    format!(
                        "{}  {} {}  {} {}  {} {}/{}{results}",
                        s.settings.name,
                        s.players.len(),
                        app.t(T::Players),
                        s.teams.len(),
                        app.t(T::Teams),
                        app.t(T::Rounds),
                        s.rounds_paired(),
                        s.settings.rounds_planned
                    ),
                ])
            }
        })
        .collect();
    super::cursor_table(
        frame,
        table,
        Row::new(vec![app.t(T::Code), app.t(T::Section)]),
        rows,
        &[Constraint::Length(6), Constraint::Fill(1)],
        app.cursor(),
    );
}
