//! F7 Reports: choose a report and a printer profile and see the exact pages that will
//! be printed; `p` saves them beside the tournament file.

use super::super::app::App;
use super::super::strings::T;
use super::super::strings::keys::K;
use super::super::strings::reports::{mode_name, report_name};
use crate::report::{self, Request};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, List, ListItem, ListState, Paragraph};

pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    let [menu, preview] =
        Layout::horizontal([Constraint::Length(20), Constraint::Min(20)]).areas(area);
    let kinds = super::super::act_team::report_kinds(app);
    let items: Vec<ListItem> = kinds
        .iter()
        .map(|k| ListItem::new(report_name(*k, app.lang)))
        .collect();
    let profile = app.profile();
    let p = &profile;
    let title = format!(
        " {} {} {} ",
        p.width,
        p.charset,
        mode_name(p.mode, app.lang)
    );
    let device = &app.tournament.printer.device;
    let form_feed = app.t(T::FormFeed);
    let list = List::new(items)
        .block(Block::default().borders(Borders::ALL).title(title))
        .highlight_style(Style::default().add_modifier(Modifier::REVERSED));
    let mut state = ListState::default().with_selected(Some(app.views.reports.kind));
    frame.render_stateful_widget(list, menu, &mut state);

    let Some(s) = app.section() else { return };
    let Some(&kind) = kinds.get(app.views.reports.kind).or(kinds.last()) else {
        return;
    };
    let req = Request {
        kind,
        section: &s.code,
        round: Some(app.round).filter(|r| *r > 0),
        printed_at: app.clock.clone(),
        wide: p.width > 80,
        zone: app.zone.clone(),
    };
    let lines: Vec<Line> = match report::build(&app.tournament, &req) {
        Ok(doc) => report::layout(&doc, p)
            .iter()
            .flat_map(|page| {
                page.iter()
                    .map(|l| {
                        let style = if l.bold {
                            Style::default().add_modifier(Modifier::BOLD)
                        } else {
                            Style::default()
                        };
                        Line::styled(l.text.clone(), style)
                    })
                    .chain(std::iter::once(Line::from(form_feed)))
                    .collect::<Vec<_>>()
            })
            .collect(),
        Err(e) => vec![Line::from(e.to_string())],
    };
    // The preview stops at its end, down and across (`<` `>` scroll across, so all 80
    // or 136 printed columns can be read in the narrower frame).
    let (high, wide) = (
        usize::from(preview.height.saturating_sub(2)),
        usize::from(preview.width.saturating_sub(2)),
    );
    let widest = lines.iter().map(Line::width).max().unwrap_or(0);
    let (down, across) = (
        lines.len().saturating_sub(high),
        widest.saturating_sub(wide),
    );
    app.views.set_report_extent(down, across);
    let scroll = app.views.reports.scroll.min(down);
    let side = app.views.reports.across.min(across);
    let to = |n: usize| u16::try_from(n).unwrap_or(u16::MAX);
    let mut title = if device.is_empty() {
        format!(" {} ", report_name(kind, app.lang))
    } else {
        format!(" {} -> {device} ", report_name(kind, app.lang))
    };
    // A page wider than the frame says which of its columns show: the right edge is
    // the frame's, not the page's.
    if across > 0 {
        let shown = (side + 1, side + wide.min(widest), widest);
        title.push_str(&K::PreviewColumns.fill(app.lang, &[&shown.0, &shown.1, &shown.2]));
        title.push(' ');
    }
    frame.render_widget(
        Paragraph::new(lines)
            .scroll((to(scroll), to(side)))
            .block(Block::default().borders(Borders::ALL).title(title)),
        preview,
    );
}
