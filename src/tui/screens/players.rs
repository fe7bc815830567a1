//! F2 Players: the section's players in the chosen order (`o` cycles TPN, name, team,
//! rating), filtered by the search text.

use super::super::app::App;
use super::super::strings::T;
use super::super::views::SortKey;
use crate::model::{Player, Section};
use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::widgets::Row;

/// The players shown, in the chosen order, matching the search text.
pub fn visible<'a>(app: &App, s: &'a Section) -> Vec<&'a Player> {
    let needle = app.views.players.search.to_lowercase();
    let mut v: Vec<&Player> = s
        .players_by_tpn()
        .into_iter()
        .filter(|p| needle.is_empty() || p.name.to_lowercase().contains(&needle))
        .collect();
    let team = |p: &Player| {
        p.team
            .and_then(|t| s.team(t))
            .map(|t| t.code.clone())
            .unwrap_or_default()
    };
    // Stable sorts: players that tie stay in pairing-number order.
    match app.views.players.sort {
        SortKey::Tpn => {}
        SortKey::Name => v.sort_by_key(|p| p.name.to_lowercase()),
        SortKey::Team => v.sort_by_key(|p| (team(p), p.board.unwrap_or(u8::MAX))),
        SortKey::Rating => v.sort_by_key(|p| std::cmp::Reverse(p.rating.unwrap_or(0))),
    }
    v
}

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let Some(s) = app.section() else { return };
    let shown = visible(app, s);
    let statuses: Vec<String> = shown
        .iter()
        .map(|p| crate::ops::player_status(s, p, app.lang))
        .collect();
    // The status column is as wide as its longest entry (spelled out in words), as far
    // as the other columns leave room (54 with the name's 24 and the gaps); the name
    // takes the rest.
    let status_width = statuses
        .iter()
        .map(|t| t.chars().count())
        .chain([app.t(T::Status).chars().count()])
        .max()
        .unwrap_or(0)
        .min(usize::from(area.width.saturating_sub(54))) as u16;
    let rows = shown
        .into_iter()
        .zip(statuses)
        .map(|(p, status)| {
            let team = p
                .team
                .and_then(|t| s.team(t))
                .map(|t| t.code.clone())
                .unwrap_or_default();
            Row::new(vec![
                p.tpn.to_string(),
                p.name.clone(),
                team,
                p.board.map(|b| b.to_string()).unwrap_or_default(),
                p.rating.map(|r| r.to_string()).unwrap_or_default(),
                s.score_after(p.id, s.rounds_paired()).to_string(),
                status,
            ])
        })
        .collect();
    let header = [
        T::Tpn,
        T::Name,
        T::Team,
        T::Bd,
        T::Rating,
        T::Pts,
        T::Status,
    ]
    .iter()
    .map(|x| app.t(*x))
    .collect::<Vec<_>>();
    // A filter in force is always shown, with the key that clears it.
    let area = if app.views.players.search.is_empty() {
        area
    } else {
        let [line, rest] =
            ratatui::layout::Layout::vertical([Constraint::Length(1), Constraint::Min(1)])
                .areas(area);
        let text =
            super::super::strings::keys::K::Filter.fill(app.lang, &[&app.views.players.search]);
        frame.render_widget(
            ratatui::widgets::Paragraph::new(text)
                .style(ratatui::style::Style::default().fg(ratatui::style::Color::Yellow)),
            line,
        );
        rest
    };
    super::cursor_table(
        frame,
        area,
        Row::new(header),
        rows,
        &[
            Constraint::Length(4),
            Constraint::Min(24),
            Constraint::Length(8),
            Constraint::Length(2),
            Constraint::Length(6),
            Constraint::Length(4),
            Constraint::Length(status_width),
        ],
        app.cursor(),
    );
}
