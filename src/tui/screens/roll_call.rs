//! The roll call's list over F3 (see `act_roll_call`): a frame titled with the round,
//! the count of players marked and the search line, then the players (mark, number,
//! name, school) and the keys (saying so when Enter withdraws, by the section's rule). Names are whole up to the width: the school column
//! takes what the longest name leaves.

use super::super::act_roll_call::{RollCall, listed};
use super::super::app::App;
use super::super::strings::T;
use super::super::strings::keys::K;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Row};

/// The least room the school column keeps beside a long name.
const SCHOOL_ROOM: usize = 12;

pub fn draw(app: &App, rc: &RollCall, frame: &mut Frame, body: Rect) {
    let Some(s) = app.section() else { return };
    frame.render_widget(Clear, body);
    let title = K::RollCallTitle.fill(app.lang, &[&rc.round]);
    let block = Block::default().borders(Borders::ALL).title(title);
    let inner = block.inner(body);
    frame.render_widget(block, body);
    let [count, list, hint] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(1),
        Constraint::Length(1),
    ])
    .areas(inner);
    let search = format!("{} {}_", K::RollCallFind.get(app.lang), rc.search);
    let marked = K::RollCallCount.fill(app.lang, &[&rc.marked.len()]);
    frame.render_widget(Paragraph::new(format!("{marked}   {search}")), count);
    // Under the section's withdraw rule the keys say what Enter does.
    let keys = match s.settings.roll_call {
        crate::model::RollCallRule::ZeroBye => K::RollCallHint,
        crate::model::RollCallRule::Withdraw => K::RollCallHintWithdraw,
    };
    frame.render_widget(Paragraph::new(keys.get(app.lang)), hint);
    let players = listed(s, rc.round, &rc.search);
    if players.is_empty() {
        let text = K::RollCallNoMatch.fill(app.lang, &[&rc.search]);
        return frame.render_widget(Paragraph::new(text), list);
    }
    let school = |p: &crate::model::Player| {
        p.team
            .and_then(|t| s.team(t))
            .map_or_else(String::new, |t| t.name.clone())
    };
    // Mark (3), number (4), the highlight mark (1) and the gaps between columns (3).
    let room = usize::from(list.width).saturating_sub(3 + 4 + 1 + 3);
    let longest = players
        .iter()
        .map(|p| super::text_width(&p.name))
        .max()
        .unwrap_or(0);
    let name_width = longest.min(room.saturating_sub(SCHOOL_ROOM)).max(4);
    let rows = players
        .iter()
        .map(|p| {
            let mark = if rc.marked.contains(&p.id) {
                "[x]"
            } else {
                "[ ]"
            };
            Row::new(vec![
                mark.to_string(),
                p.tpn.to_string(),
                super::fit_name(&p.name, name_width),
                school(p),
            ])
        })
        .collect();
    let header = Row::new(vec![
        String::new(),
        app.t(T::No).to_string(),
        app.t(T::Name).to_string(),
        K::RollCallSchool.get(app.lang).to_string(),
    ]);
    let widths = [
        Constraint::Length(3),
        Constraint::Length(4),
        Constraint::Length(name_width as u16),
        Constraint::Fill(1),
    ];
    super::cursor_table(frame, list, header, rows, &widths, rc.cursor);
}
