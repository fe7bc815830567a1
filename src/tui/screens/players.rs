//! F2 Players: the section's players by pairing number, filtered by the search text.

use super::super::app::App;
use crate::model::{Player, PlayerStatus, Section};
use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::widgets::Row;

/// The players shown, in pairing-number order, matching the search text.
pub fn visible<'a>(app: &App, s: &'a Section) -> Vec<&'a Player> {
    let needle = app.search.to_lowercase();
    s.players_by_tpn()
        .into_iter()
        .filter(|p| needle.is_empty() || p.name.to_lowercase().contains(&needle))
        .collect()
}

fn status(s: &Section, p: &Player) -> String {
    let next = s.rounds_paired() + 1;
    if p.reserve && !p.is_available(next) {
        return "reserve".into();
    }
    match p.status(next) {
        PlayerStatus::Present => String::new(),
        PlayerStatus::NotYetEntered => format!("from R{}", p.entry_round),
        PlayerStatus::Withdrawn => "withdrawn".into(),
        PlayerStatus::Bye(k) => format!("bye {}", k.trf_code()),
    }
}

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let Some(s) = app.section() else { return };
    let rows = visible(app, s)
        .into_iter()
        .map(|p| {
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
                status(s, p),
            ])
        })
        .collect();
    super::cursor_table(
        frame,
        area,
        Row::new(vec!["TPN", "Name", "Team", "Bd", "Rating", "Pts", "Status"]),
        rows,
        &[
            Constraint::Length(4),
            Constraint::Min(20),
            Constraint::Length(8),
            Constraint::Length(2),
            Constraint::Length(6),
            Constraint::Length(4),
            Constraint::Length(10),
        ],
        app.cursor,
    );
}
