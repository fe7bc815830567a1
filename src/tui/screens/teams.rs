//! F6 Teams: the section's team table (best N, counted players marked `*`) and the
//! school table across all sections.

use super::super::app::App;
use super::super::command::ScreenId;
use super::super::strings::T;
use super::super::strings::keys::K;
use crate::standings::{
    Standings, TeamStandings, TeamTieBreak, school_table, section_standings, team_standings,
};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Text;
use ratatui::widgets::{Paragraph, Row};

/// Two views (`v` switches): the section's teams, and the schools of the championship.
pub fn draw(app: &App, frame: &mut Frame, area: Rect) {
    if app.views.teams.show_schools {
        return draw_schools(app, frame, area);
    }
    let Some(s) = app.section() else { return };
    let round = (app.round > 0).then_some(app.round);
    let st = match section_standings(s, round) {
        Ok(st) => st,
        Err(e) => return frame.render_widget(Paragraph::new(e.to_string()), area),
    };
    let ts = team_standings(s, &st, &TeamTieBreak::of_section(s));
    // A line above the table says after which round the teams stand and what ranks
    // them after their points; each team tie-break has a column of its own.
    let labels: Vec<String> = ts.tiebreaks.iter().map(|tb| tb.label(&st)).collect();
    let said = T::TeamsAfterRound.fill(
        app.lang,
        &[
            &s.code,
            &st.round,
            &s.settings.rounds_planned,
            &if labels.is_empty() {
                "-".to_string()
            } else {
                labels.join(", ")
            },
        ],
    );
    // Place, team (its name, its players under it) and points stay; the team
    // tie-breaks (each a column) and what separates a team from its neighbour scroll
    // sideways. The players under the team leave the scrolled columns room at 80.
    let left_header = [
        app.t(T::Place).to_string(),
        format!(
            "{} / {}",
            app.t(T::Team),
            T::PlayersBestN.fill(app.lang, &[&ts.counted])
        ),
        app.t(T::Pts).to_string(),
    ];
    let mut scrolled_header = labels.clone();
    scrolled_header.push(app.t_keys(K::Separates).to_string());
    // Each team's name, then its players, full names, the counted ones `*`.
    let teams: Vec<Vec<String>> = ts
        .rows
        .iter()
        .map(|t| {
            std::iter::once(t.name.clone())
                .chain(t.members.iter().filter_map(|m| {
                    let p = s.player(m.player)?;
                    let mark = if m.counted { "*" } else { " " };
                    Some(format!("  {mark}{} {}", p.name, m.points))
                }))
                .collect()
        })
        .collect();
    let scrolled: Vec<Vec<String>> = ts
        .rows
        .iter()
        .enumerate()
        .map(|(i, t)| {
            (0..ts.tiebreaks.len())
                .map(|k| {
                    t.values
                        .get(k)
                        .and_then(|v| v.as_ref())
                        .map_or_else(String::new, |v| v.to_string())
                })
                .chain(std::iter::once(separating(&ts, &st, i)))
                .collect()
        })
        .collect();
    let mut left_w = vec![
        super::column_width(
            &left_header[0],
            ts.rows
                .iter()
                .map(|t| t.place.to_string())
                .collect::<Vec<_>>()
                .iter(),
        ),
        super::column_width(&left_header[1], teams.iter().flatten()),
        super::column_width(
            &left_header[2],
            ts.rows
                .iter()
                .map(|t| t.score.to_string())
                .collect::<Vec<_>>()
                .iter(),
        ),
    ];
    let scrolled_w: Vec<usize> = (0..scrolled_header.len())
        .map(|k| {
            super::column_width(
                &scrolled_header[k],
                scrolled.iter().filter_map(|r| r.get(k)),
            )
        })
        .collect();
    // The cursor's mark, the gaps, the first scrolled column (and a mark): what is left
    // is the team column's, whole when it fits.
    let room = usize::from(area.width).saturating_sub(1);
    let first = scrolled_w.first().map_or(0, |w| w + 1) + 2;
    let others = left_w[0] + left_w[2] + 2;
    let natural = left_w[1];
    left_w[1] = natural
        .min(room.saturating_sub(others + first))
        .max(natural.min(super::TEAM_ROOM));
    let free = room.saturating_sub(others + left_w[1]);
    let (start, end, max) = super::sideways(&scrolled_w, free, app.views.across(ScreenId::Teams));
    app.views.set_across_max(max);
    let shown = (start, end);
    let marks = ("«", "»");
    // The heading says which columns are shown, on a second line when it must.
    let columns = super::columns_line(app, shown, scrolled_w.len());
    let said = if columns.is_empty() {
        said
    } else if super::text_width(&said) + 3 + super::text_width(&columns) <= usize::from(area.width)
    {
        format!("{said}   {columns}")
    } else {
        format!("{said}\n{columns}")
    };
    let lines = u16::try_from(said.lines().count()).unwrap_or(1);
    let [heading, area] =
        Layout::vertical([Constraint::Length(lines), Constraint::Min(1)]).areas(area);
    frame.render_widget(Paragraph::new(said), heading);
    let team_w = left_w[1];
    let rows = ts
        .rows
        .iter()
        .zip(&scrolled)
        .zip(&teams)
        .map(|((t, sc), lines)| {
            let names: Vec<String> = lines.iter().map(|l| super::fit_name(l, team_w)).collect();
            let left = [t.place.to_string(), names.join("\n"), t.score.to_string()];
            let cells: Vec<Text> = super::sideways_cells(&left, sc, shown, marks)
                .into_iter()
                .map(Text::from)
                .collect();
            let height = u16::try_from(lines.len().max(1)).unwrap_or(u16::MAX);
            Row::new(cells).height(height)
        })
        .collect();
    let header = super::sideways_cells(&left_header, &scrolled_header, shown, marks);
    let widths = super::sideways_widths(&left_w, &scrolled_w, shown);
    super::cursor_table(frame, area, Row::new(header), rows, &widths, app.cursor());
}

/// The first team tie-break that tells row `i` apart from a neighbour with the same
/// score, with its value (empty when the score alone places the team).
fn separating(ts: &TeamStandings, st: &Standings, i: usize) -> String {
    let Some(row) = ts.rows.get(i) else {
        return String::new();
    };
    let level = [i.checked_sub(1), Some(i + 1)]
        .into_iter()
        .flatten()
        .filter_map(|j| ts.rows.get(j))
        .filter(|o| o.score == row.score)
        .collect::<Vec<_>>();
    if level.is_empty() {
        return String::new();
    }
    let differs = |k: usize| level.iter().any(|o| o.values.get(k) != row.values.get(k));
    match (0..ts.tiebreaks.len()).find(|&k| differs(k)) {
        Some(k) => {
            let value = row
                .values
                .get(k)
                .and_then(|v| v.as_ref())
                .map_or_else(|| "-".to_string(), |v| v.to_string());
            format!("{} {value}", ts.tiebreaks[k].label(st))
        }
        None => "=".into(),
    }
}

/// The schools across all sections, full width, with the notes under them.
fn draw_schools(app: &App, frame: &mut Frame, area: Rect) {
    // The same round as the team view (the round chosen on F5/F6), said above the table.
    let round = (app.round > 0).then_some(app.round);
    let table = match school_table(&app.tournament, round) {
        Ok(table) => table,
        Err(e) => return frame.render_widget(Paragraph::new(e.to_string()), area),
    };
    let medals = table.has_medals();
    // Team-match sections count apart: their match and game points in columns of their
    // own (the notes say which sections count where).
    let matches = table.has_team_matches();
    let notes =
        crate::report::teams::school_notes(&table, crate::report::strings::labels(app.lang));
    let room = usize::from(area.width).max(10);
    let notes: Vec<String> = notes.iter().flat_map(|n| word_wrap(n, room)).collect();
    let lines = u16::try_from(notes.len()).unwrap_or(u16::MAX);
    let [heading, list, below] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(3),
        Constraint::Length(lines),
    ])
    .areas(area);
    if let Some(r) = round {
        frame.render_widget(
            Paragraph::new(T::SchoolsAfterRound.fill(app.lang, &[&r])),
            heading,
        );
    }
    let rows = table
        .rows
        .iter()
        .map(|r| {
            let mut cells = vec![
                r.place.to_string(),
                r.name.clone(),
                r.team_points.to_string(),
            ];
            if matches {
                cells.push(r.match_points.to_string());
                cells.push(r.game_points.to_string());
            }
            if medals {
                let [ig, is, ib] = r.individual_medals;
                let [tg, ts, tb] = r.team_medals;
                cells.push(format!("{ig}/{is}/{ib}"));
                cells.push(format!("{tg}/{ts}/{tb}"));
            }
            if table.medal_points.is_some() {
                cells.push(r.medal_points.to_string());
            }
            Row::new(cells)
        })
        .collect();
    let title = if medals { T::SchoolsMedals } else { T::Schools };
    let mut header = vec![
        app.t(T::Place).to_string(),
        app.t(title).to_string(),
        app.t(T::Pts).to_string(),
    ];
    // With the team-match columns the points column narrows by one, so that a school's
    // name of 40 characters still shows whole at 80 columns.
    let points = if matches { 5 } else { 6 };
    let mut widths = vec![
        Constraint::Length(3),
        Constraint::Fill(1),
        Constraint::Length(points),
    ];
    if matches {
        let l = crate::report::strings::labels(app.lang);
        header.extend(["MP".to_string(), l.gp.to_string()]);
        widths.extend([Constraint::Length(4), Constraint::Length(5)]);
    }
    if medals {
        header.extend(["1/2/3".to_string(), app.t(T::Teams).to_string()]);
        widths.extend([Constraint::Length(8), Constraint::Length(8)]);
    }
    if table.medal_points.is_some() {
        let l = crate::report::strings::labels(app.lang);
        header.push(l.medal_points.to_string());
        widths.push(Constraint::Length(12));
    }
    super::cursor_table(frame, list, Row::new(header), rows, &widths, app.cursor());
    frame.render_widget(Paragraph::new(notes.join("\n")), below);
}

/// How many rows the shown view of F6 has (for the cursor).
pub fn rows(app: &App) -> usize {
    if app.views.teams.show_schools {
        let round = (app.round > 0).then_some(app.round);
        return school_table(&app.tournament, round).map_or(0, |t| t.rows.len());
    }
    app.section().map_or(0, |s| s.teams.len())
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
