//! Drawing: the frame every screen shares (title line, body, message line, key bar) and
//! one module per screen. Everything here takes `&App` and only reads.

pub mod help;
pub mod pairings;
pub mod players;
pub mod prizes;
pub mod reports;
pub mod results;
pub mod roll_call;
pub mod settings;
pub mod standings;
pub mod start;
pub mod team_match;
pub mod teams;

use super::app::{App, Severity};
use super::command::ScreenId;
use super::overlay::PromptKind;
use super::strings::{self, T};
use crate::ops;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Row, Table, TableState};

/// Draws the whole screen.
pub fn view(app: &App, frame: &mut Frame) {
    // A long message takes more rows (never cut); the screen's body gives them up.
    // An open prompt stands there instead, its cursor at (column, row) of these rows.
    let (rows, style, prompt_cursor) = match prompt_rows(app, frame.area().width) {
        Some((rows, at)) => (rows, Style::default(), Some(at)),
        None => {
            let (text, style) = message_line(app);
            let key = app
                .keymap
                .key_for(app.screen, &super::command::Command::Messages)
                .map(|k| k.to_string())
                .unwrap_or_default();
            let rows = super::dialog::message_rows(&text, frame.area().width, app.lang, &key);
            (rows, style, None)
        }
    };
    let [title, body, message, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(3),
        Constraint::Length(rows.len() as u16),
        Constraint::Length(1),
    ])
    .areas(frame.area());
    frame.render_widget(Paragraph::new(title_line(app)).style(bar_style()), title);
    // PgUp/PgDn move by what fits: the body less its header (and check) line.
    app.views
        .set_page(usize::from(body.height.saturating_sub(2)));
    let team = app.section().is_some_and(|s| s.team_match.is_some());
    match app.screen {
        ScreenId::Pairings if team => team_match::pairings(app, frame, body),
        ScreenId::Results if team => team_match::results(app, frame, body),
        ScreenId::Teams if team && !app.views.teams.show_schools => {
            team_match::standings(app, frame, body)
        }
        ScreenId::Start => start::draw(app, frame, body),
        ScreenId::Players => players::draw(app, frame, body),
        ScreenId::Pairings => pairings::draw(app, frame, body),
        ScreenId::Results => results::draw(app, frame, body),
        ScreenId::Standings => standings::draw(app, frame, body),
        ScreenId::Teams => teams::draw(app, frame, body),
        ScreenId::Reports => reports::draw(app, frame, body),
        ScreenId::Settings => settings::draw(app, frame, body),
        ScreenId::Help => help::draw(app, frame, body),
    }
    if let Some(rc) = &app.layers.roll_call {
        roll_call::draw(app, rc, frame, body);
    }
    let form_cursor = app
        .layers
        .form
        .as_ref()
        .and_then(|form| draw_form(app, form, frame, body));
    let rows: Vec<Line> = rows.into_iter().map(Line::from).collect();
    frame.render_widget(Paragraph::new(rows).style(style), message);
    frame.render_widget(
        Paragraph::new(key_bar(app, keys.width)).style(bar_style()),
        keys,
    );
    super::dialog::draw_history(app, frame, body);
    super::dialog::draw_confirm(app, frame);
    // The terminal's cursor stands in the field being typed into (hidden otherwise).
    let cursor = prompt_cursor
        .map(|(x, y)| (message.x + x, message.y + y))
        .or(form_cursor);
    if let Some((x, y)) = cursor
        && app.layers.history.is_none()
        && app.layers.confirm.is_none()
    {
        frame.set_cursor_position((x, y));
    }
}

/// An open prompt's rows: its label (wrapped) and the value, scrolled sideways so the
/// cursor stays on screen; with the cursor's (column, row) among them. When the label's
/// last row leaves too little room for typing, the value has a row of its own.
fn prompt_rows(app: &App, width: u16) -> Option<(Vec<String>, (u16, u16))> {
    let p = app.layers.prompt.as_ref()?;
    if app.progress_line().is_some() {
        return None;
    }
    let width = usize::from(width).max(1);
    let label = prompt_label(app, &p.kind);
    let mut rows = crate::model::wrap(label.trim_end(), width);
    let last = rows
        .last()
        .map_or(0, |r| ratatui::text::Span::raw(r.as_str()).width());
    let column = if last > 0 && last + 1 + PROMPT_ROOM <= width {
        if let Some(r) = rows.last_mut() {
            r.push(' ');
        }
        last + 1
    } else {
        rows.push(String::new());
        0
    };
    let (shown, at) = super::text_field::visible(&p.input, width - column);
    // The end of the value is marked, as the cursor stands there while typing.
    let end = p.input.cursor() == p.input.value().chars().count();
    let row = rows.len() - 1;
    if let Some(r) = rows.last_mut() {
        r.push_str(&shown);
        if end {
            r.push('_');
        }
    }
    Some((rows, ((column + at) as u16, row as u16)))
}

/// The columns a prompt keeps for typing beside its label.
const PROMPT_ROOM: usize = 16;

/// The words before a prompt's value, in the screen language.
fn prompt_label(app: &App, kind: &PromptKind) -> String {
    match kind {
        PromptKind::GotoBoard => app.t(T::PromptBoard).to_string(),
        PromptKind::Search => app.t(T::PromptSearch).to_string(),
        PromptKind::Result => app.t(T::PromptResult).to_string(),
        PromptKind::ImportCsv => app.t(T::PromptCsv).to_string(),
        PromptKind::OpenFile => app.t(T::PromptOpen).to_string(),
        PromptKind::Championship => app.t(T::PromptChampionship).to_string(),
        PromptKind::AddTiebreak(_) => app.t(T::PromptTiebreak).to_string(),
        PromptKind::SwapPlayers => app.t(T::PromptSwap).to_string(),
        PromptKind::MoveToBye => app.t(T::PromptBye).to_string(),
        PromptKind::NewFilePath(_) => super::strings::words::W::PromptNewPath
            .get(app.lang)
            .to_string(),
        PromptKind::FindPlayer(_) => app.t_keys(super::strings::keys::K::FindPrompt).to_string(),
        PromptKind::RequestBye(id) => {
            let name = app
                .section()
                .and_then(|s| s.player(*id))
                .map(|p| p.name.clone())
                .unwrap_or_default();
            crate::tui::strings::byes::B::PromptRequestBye.fill(app.lang, &[&name])
        }
        PromptKind::LineUp(_) | PromptKind::TeamForfeit(_) => {
            super::act_team::prompt_label(app, kind)
        }
        PromptKind::Substitute(id) => {
            let name = app
                .section()
                .and_then(|s| s.player(*id))
                .map(|p| p.name.clone())
                .unwrap_or_default();
            T::PromptSubstitute.fill(app.lang, &[&name])
        }
        PromptKind::Setting(row) => {
            let (name, _) =
                super::settings_edit::describe(*row, &app.tournament, app.section(), app.lang);
            format!("{name}: ")
        }
    }
}

/// The open form over the screen's body: one line per field, its problem beside it.
/// A value longer than its field scrolls sideways so the cursor stays in it; the
/// cursor's place on screen is returned.
fn draw_form(
    app: &App,
    form: &super::form::Form,
    frame: &mut Frame,
    body: Rect,
) -> Option<(u16, u16)> {
    use super::form::FormKind;
    let title = match form.kind {
        FormKind::AddPlayer => T::FormAddPlayer,
        FormKind::EditPlayer(_) => T::FormEditPlayer,
        FormKind::NewSection => T::FormNewSection,
        FormKind::Prize(None) => T::FormAddPrize,
        FormKind::Prize(Some(_)) => T::FormEditPrize,
    };
    let height = (form.fields.len() as u16 + 4).min(body.height);
    let width = body.width.min(76);
    let area = Rect {
        x: body.x + (body.width - width) / 2,
        y: body.y + (body.height - height) / 2,
        width,
        height,
    };
    let label_width = 24usize;
    let inner = usize::from(width.saturating_sub(2));
    let mut cursor = None;
    let mut lines: Vec<Line> = form
        .fields
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let focused = i == form.focus;
            let marker = if focused { ">" } else { " " };
            let label = Span::raw(format!("{marker}{:<label_width$} ", f.label.get(app.lang)));
            let room = inner.saturating_sub(label.width()).max(1);
            let (shown, at) = super::text_field::visible(&f.input, room);
            let end = f.input.cursor() == f.input.value().chars().count();
            if focused {
                let x = area.x + 1 + (label.width() + at) as u16;
                let y = area.y + 1 + i as u16;
                if x < area.right().saturating_sub(1) && y < area.bottom().saturating_sub(1) {
                    cursor = Some((x, y));
                }
            }
            let mut spans = vec![
                label,
                Span::styled(
                    format!("{shown}{}", if focused && end { "_" } else { "" }),
                    if focused {
                        Style::default().add_modifier(Modifier::UNDERLINED)
                    } else {
                        Style::default()
                    },
                ),
            ];
            if let Some(e) = &f.error {
                spans.push(Span::styled(
                    format!("  ! {e}"),
                    Style::default().fg(Color::Red).add_modifier(Modifier::BOLD),
                ));
            }
            if let (None, Some(note)) = (&f.error, &f.note) {
                spans.push(Span::styled(
                    format!("  {note}"),
                    Style::default().fg(Color::Yellow),
                ));
            }
            Line::from(spans)
        })
        .collect();
    lines.push(Line::from(""));
    lines.push(Line::from(app.t(T::FormHint)));
    frame.render_widget(Clear, area);
    frame.render_widget(
        Paragraph::new(lines).block(
            Block::default()
                .borders(Borders::ALL)
                .title(title.get(app.lang)),
        ),
        area,
    );
    cursor
}

/// A change waiting for another process's lock: the last frame stays as it was, with
/// the waiting line in a box across its middle (the desk's own state cannot be drawn
/// while the change is being made; see `act_wait::Asker`). The line is wrapped, never
/// cut.
pub fn waiting(frame: &mut Frame, last: &ratatui::buffer::Buffer, line: &str) {
    let area = frame.area();
    if last.area == area {
        frame.buffer_mut().clone_from(last);
    }
    let inner = usize::from(area.width.saturating_sub(4)).max(1);
    let rows = super::dialog::wrap(line, inner);
    let width = rows.iter().map(|r| text_width(r)).max().unwrap_or(0) + 4;
    let width = (width as u16).min(area.width);
    let height = (rows.len() as u16 + 2).min(area.height);
    let popup = Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    };
    let text: Vec<Line> = rows
        .into_iter()
        .map(|r| Line::from(format!(" {r}")))
        .collect();
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(text)
            .style(Style::default().fg(Color::Black).bg(Color::Yellow))
            .block(Block::default().borders(Borders::ALL)),
        popup,
    );
}

fn bar_style() -> Style {
    Style::default().fg(Color::Black).bg(Color::Cyan)
}

fn title_line(app: &App) -> Line<'static> {
    // What the arbiter must never misread comes first: section, round, screen. The
    // championship's name takes whatever room is left.
    let mut parts = Vec::new();
    if let Some(s) = app.section() {
        parts.push(format!(" {} {}", s.code, s.settings.name));
        let round = T::Round.get(app.lang);
        // A proposal not yet paired, individual or team, says so before its round.
        let proposed = match (&app.preview, super::act_team::preview(app)) {
            (Some(p), _) => Some(p.number),
            (None, Some(p)) => Some(p.round),
            (None, None) => None,
        };
        if let (Some(number), ScreenId::Pairings) = (proposed, app.screen) {
            let preview = app.t(T::Preview);
            parts.push(format!(
                "{preview} {round} {number}/{}",
                s.settings.rounds_planned
            ));
        } else if matches!(app.screen, ScreenId::Pairings | ScreenId::Results) && app.round > 0 {
            parts.push(format!(
                "{round} {}/{}",
                app.round, s.settings.rounds_planned
            ));
        }
        // F3 says when its round starts, if the schedule has it.
        if let (ScreenId::Pairings, Some(rt)) = (
            app.screen,
            s.settings.schedule.round(proposed.unwrap_or(app.round)),
        ) && let Some(last) = parts.last_mut()
        {
            last.push_str(&format!(
                ", {}",
                crate::report::schedule::short_when(rt, app.lang)
            ));
        }
    }
    parts.push(strings::screen_name(app.screen, app.lang).to_string());
    match app.saved {
        Some(true) => parts.push(app.t(T::Saved).to_string()),
        Some(false) => parts.push(app.t(T::NotSavedMark).to_string()),
        None => {}
    }
    parts.push(app.tournament.championship.name.clone());
    Line::from(parts.join(" | "))
}

/// The message row's text and style (the confirmation dialog and an open prompt are
/// drawn apart; the progress of long work comes first).
fn message_line(app: &App) -> (String, Style) {
    if let Some((text, _)) = app.progress_line() {
        return (
            format!("! {text}"),
            Style::default().fg(Color::Black).bg(Color::Yellow),
        );
    }
    // Results waiting for another desk's lock: the line names it until they are saved.
    if let Some(text) = app.waiting_line() {
        return (
            format!("! {text}"),
            Style::default().fg(Color::Black).bg(Color::Yellow),
        );
    }
    // The preview's keys stay said while it is open and nothing else is to be said.
    let hint = match (&app.preview, app.screen) {
        (Some(p), ScreenId::Pairings) if app.message.is_none() => Some((
            T::PreviewHint.fill(app.lang, &[&p.number]),
            Severity::Warning,
        )),
        _ => None,
    };
    match app.message.as_ref().or(hint.as_ref()) {
        Some((text, sev)) => {
            let style = match sev {
                Severity::Info => Style::default().fg(Color::Green),
                Severity::Warning => Style::default().fg(Color::Yellow),
                Severity::Error => Style::default().fg(Color::White).bg(Color::Red),
            };
            // Without colour a warning or refusal still stands out by its mark.
            let mark = match sev {
                Severity::Info => "",
                Severity::Warning | Severity::Error => "! ",
            };
            (format!("{mark}{text}"), style)
        }
        None => (String::new(), Style::default()),
    }
}

/// The key bar, generated from the key map.
///
/// When the whole bar does not fit the width (80 columns with a screen's own keys), the
/// screen's own keys stay and of the screen-changing keys only help remains: F1 lists
/// them all, and the title line names the screen.
fn key_bar(app: &App, width: u16) -> Line<'static> {
    // In board mode the mode's mark (the number typed) stands where its key was.
    let mark = app.board_mode_mark();
    let team_match = super::act_team::team_section(app).is_some();
    let mut all = app.keymap.bar_on(app.screen, team_match);
    if mark.is_some() {
        all.retain(|b| b.command != super::command::Command::BoardMode);
    }
    // F6 scrolls only the section's team table of an individual section.
    if app.screen == ScreenId::Teams && (team_match || app.views.teams.show_schools) {
        use super::command::Command::{ScrollLeft, ScrollRight};
        all.retain(|b| !matches!(b.command, ScrollLeft | ScrollRight));
    }
    // F5's prize keys only on the prize list, its scroll keys only on the standings.
    if app.screen == ScreenId::Standings {
        use super::command::Command as C;
        let prizes = app.views.show_prizes;
        all.retain(|b| match b.command {
            C::ScrollLeft | C::ScrollRight => !prizes,
            C::AddPrize
            | C::EditPrize
            | C::RemovePrize
            | C::PrizeUp
            | C::PrizeDown
            | C::PrizesPerPlayer => prizes,
            _ => true,
        });
    }
    let length: usize = all
        .iter()
        .map(|b| {
            b.key.to_string().chars().count()
                + strings::command_short(&b.command, app.lang).chars().count()
                + 2
        })
        .sum();
    let length = length + mark.as_ref().map_or(0, |m| m.chars().count() + 1);
    let fits = length <= usize::from(width);
    let shown = all.into_iter().filter(|b| {
        fits || !matches!(b.command, super::command::Command::GoTo(s) if s != ScreenId::Help)
    });
    let mut spans = Vec::new();
    if let Some(m) = mark {
        spans.push(Span::styled(
            format!("{m} "),
            Style::default()
                .fg(Color::White)
                .bg(Color::Blue)
                .add_modifier(Modifier::BOLD),
        ));
    }
    for b in shown {
        spans.push(Span::styled(
            format!("{}", b.key),
            Style::default().add_modifier(Modifier::BOLD),
        ));
        spans.push(Span::raw(format!(
            " {} ",
            strings::command_short(&b.command, app.lang)
        )));
    }
    Line::from(spans)
}

/// The key bar as plain text (to check that it fits).
pub fn key_bar_text(app: &App, width: u16) -> String {
    key_bar(app, width)
        .spans
        .iter()
        .map(|s| s.content.as_ref())
        .collect()
}

/// A table with a highlighted cursor row, scrolled so the cursor stays visible.
pub fn cursor_table<'a>(
    frame: &mut Frame,
    area: Rect,
    header: Row<'a>,
    rows: Vec<Row<'a>>,
    widths: &[Constraint],
    cursor: usize,
) {
    let table = Table::new(rows, widths.to_vec())
        .header(header.style(Style::default().add_modifier(Modifier::BOLD | Modifier::UNDERLINED)))
        .row_highlight_style(
            Style::default()
                .bg(Color::Blue)
                .fg(Color::White)
                .add_modifier(Modifier::BOLD),
        )
        // The marker keeps the cursor row visible on a terminal without colour.
        .highlight_symbol(">");
    let mut state = TableState::default().with_selected(Some(cursor));
    frame.render_stateful_widget(table, area, &mut state);
}

/// The room a team's name keeps on F6 before its scrolled columns take any.
pub const TEAM_ROOM: usize = 18;

/// Columns a text takes on screen.
pub fn text_width(text: &str) -> usize {
    Span::raw(text).width()
}

/// A name in at most `width` columns: whole when it fits; otherwise its start and its
/// last word with `…` between: "Siti Khadijah binti…Rahman". Malay and Indian names
/// share their start ("Siti Khadijah binti", "Arjun a/l") and differ at the end, the
/// father's name, so the end is what tells two players apart; the start keeps the name
/// the player is called by. The end takes at most half the room.
pub fn fit_name(name: &str, width: usize) -> String {
    let chars: Vec<char> = name.chars().collect();
    if chars.len() <= width {
        return name.to_string();
    }
    if width < 2 {
        return "…".chars().take(width).collect();
    }
    let last_word = name.rsplit(' ').next().map_or(0, |w| w.chars().count());
    let tail = last_word.min((width - 1) / 2);
    let head = width - 1 - tail;
    let start: String = chars[..head].iter().collect();
    let end: String = chars[chars.len() - tail..].iter().collect();
    format!("{}…{end}", start.trim_end())
}

/// Two names' columns sharing `room`: each as wide as it asks when both fit; else a
/// side that fits in half keeps its width and the other takes the rest.
pub fn share(room: usize, a: usize, b: usize) -> (usize, usize) {
    if a + b <= room {
        return (a, b);
    }
    let half = room / 2;
    let a = a.min(half.max(room.saturating_sub(b)));
    (a, room.saturating_sub(a))
}

/// Which of a table's sideways-scrolled columns are shown: the range `start..end` of
/// `widths`, beginning at `from` (or as near as keeps the screen full), that fits in
/// `room` columns with a column gap before each and a mark (`«` `»`, two columns with
/// its gap) on a side where columns are hidden (none when not even one fits: the
/// fixed columns are never squeezed). Also the furthest `from` can go.
pub fn sideways(widths: &[usize], room: usize, from: usize) -> (usize, usize, usize) {
    let n = widths.len();
    let cost = |a: usize, b: usize| -> usize {
        let marks = if a > 0 { 2 } else { 0 } + if b < n { 2 } else { 0 };
        widths[a..b].iter().map(|w| w + 1).sum::<usize>() + marks
    };
    // The furthest start: the smallest one from which the last columns all fit.
    let max = (0..n)
        .find(|&a| cost(a, n) <= room)
        .unwrap_or(n.saturating_sub(1));
    let start = from.min(max);
    let mut end = start;
    while end < n && cost(start, end + 1) <= room {
        end += 1;
    }
    (start, end, max)
}

/// A table row of texts, the sideways-scrolled part cut to `start..end`, with the marks
/// of hidden columns (`«` before, `»` after) where there are some.
pub fn sideways_cells(
    fixed: &[String],
    scrolled: &[String],
    (start, end): (usize, usize),
    marks: (&str, &str),
) -> Vec<String> {
    let mut cells = fixed.to_vec();
    if start > 0 {
        cells.push(marks.0.to_string());
    }
    cells.extend(scrolled[start..end].iter().cloned());
    if end < scrolled.len() {
        cells.push(marks.1.to_string());
    }
    cells
}

/// The constraints of a sideways table: the fixed columns' widths, then the marks' and
/// the shown scrolled columns'.
pub fn sideways_widths(
    fixed: &[usize],
    scrolled: &[usize],
    (start, end): (usize, usize),
) -> Vec<Constraint> {
    let mut widths: Vec<usize> = fixed.to_vec();
    if start > 0 {
        widths.push(1);
    }
    widths.extend(&scrolled[start..end]);
    if end < scrolled.len() {
        widths.push(1);
    }
    widths
        .into_iter()
        .map(|w| Constraint::Length(u16::try_from(w).unwrap_or(u16::MAX)))
        .collect()
}

/// The widest of a column's texts, its header included.
pub fn column_width<'a>(header: &str, cells: impl Iterator<Item = &'a String>) -> usize {
    cells
        .map(|c| text_width(c))
        .chain(std::iter::once(text_width(header)))
        .max()
        .unwrap_or(0)
}

/// The line that says which sideways columns are shown and which keys show the others
/// (empty when every column is shown).
pub fn columns_line(app: &App, (start, end): (usize, usize), n: usize) -> String {
    if (start == 0 && end >= n) || end <= start {
        return String::new();
    }
    let key = |c: &super::command::Command| {
        app.keymap
            .key_for(app.screen, c)
            .map(|k| k.to_string())
            .unwrap_or_default()
    };
    T::ColumnsShown.fill(
        app.lang,
        &[
            &(start + 1),
            &end,
            &n,
            &key(&super::command::Command::ScrollLeft),
            &key(&super::command::Command::ScrollRight),
        ],
    )
}

/// How an unpaired player of a paired round is shown: the kind of bye, or why the
/// player sits out (withdrawn, a reserve, entering later, absent).
pub fn unpaired_label(
    s: &crate::model::Section,
    u: &crate::model::Unpaired,
    round: crate::model::RoundNo,
    lang: strings::Language,
) -> String {
    use crate::model::WhyUnpaired;
    match s.why_unpaired(u, round) {
        WhyUnpaired::Bye(kind) => bye_word(kind, false, lang),
        WhyUnpaired::Withdrawn => ops::withdrawn_word(lang).to_string(),
        WhyUnpaired::Reserve => ops::reserve_word(lang).to_string(),
        WhyUnpaired::Absent => T::Absent.get(lang).to_string(),
        WhyUnpaired::NotYetEntered => {
            let first = s.player(u.player).map_or(round, |p| p.entry_round);
            ops::enters_in_round(first, lang)
        }
    }
}

/// The word for a player left unpaired this way (a reserve out of the line-up is a
/// reserve, not absent).
fn bye_word(kind: crate::model::ByeKind, reserve: bool, lang: strings::Language) -> String {
    use crate::model::ByeKind;
    match kind {
        ByeKind::Absent if reserve => ops::reserve_word(lang).to_string(),
        ByeKind::Absent => T::Absent.get(lang).to_string(),
        ByeKind::Pab => T::ByePab.get(lang).to_string(),
        ByeKind::Half | ByeKind::Full | ByeKind::Zero => kind.name(lang).to_string(),
    }
}

/// The players who will not be paired in `round`, a section's next round, with why:
/// a requested bye (and its kind), a late entry not yet in, a withdrawal, a reserve
/// out of the line-up. Shown on F3 and F4 before the round is paired, so the arbiter
/// sees the requests the pairing will honour.
pub fn not_playing_lines(
    s: &crate::model::Section,
    round: crate::model::RoundNo,
    lang: strings::Language,
) -> Vec<String> {
    use crate::model::PlayerStatus;
    let mut players: Vec<&crate::model::Player> = s.players.iter().collect();
    players.sort_by_key(|p| p.tpn);
    let why: Vec<String> = players
        .iter()
        .filter_map(|p| {
            let reason = match p.status(round) {
                PlayerStatus::Present => return None,
                PlayerStatus::NotYetEntered => ops::enters_in_round(p.entry_round, lang),
                PlayerStatus::Withdrawn if p.reserve => ops::reserve_word(lang).to_string(),
                PlayerStatus::Withdrawn => ops::withdrawn_word(lang).to_string(),
                PlayerStatus::Bye(kind) => bye_word(kind, p.reserve, lang),
            };
            Some(format!("{:>4} {:<30} {reason}", p.tpn, p.name))
        })
        .collect();
    if why.is_empty() {
        return why;
    }
    std::iter::once(String::new())
        .chain(std::iter::once(T::NotPlayingIn.fill(lang, &[&round])))
        .chain(why)
        .collect()
}

/// The progress line of a paired round (F3 and F4, individual and team sections alike):
/// results in, and the first boards still missing.
pub(super) fn progress_line(app: &App, r: &crate::model::Round) -> (String, Style) {
    let (done, total) = r.progress();
    let missing: Vec<String> = r
        .boards
        .iter()
        .enumerate()
        .filter(|(_, b)| b.outcome.is_pending())
        .map(|(i, _)| (i + 1).to_string())
        .collect();
    let mut text = format!(
        "{} {} {} {done}/{total}",
        app.t(T::Round),
        app.round,
        app.t(T::Results)
    );
    if !missing.is_empty() {
        let more = if missing.len() > 16 { " ..." } else { "" };
        let list: Vec<String> = missing.into_iter().take(16).collect();
        text.push_str(&format!(
            "  {}: {}{more}",
            app.t(T::Missing),
            list.join(" ")
        ));
        (text, Style::default().fg(Color::Yellow))
    } else {
        (text, Style::default().fg(Color::Green))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ByeKind, ByeRequest, Player, PlayerId, Section};

    /// Issue 13: before a round is paired, F3 and F4 list who will not be paired in it
    /// and why, so a requested bye can be checked before the pairing honours it.
    #[test]
    fn the_next_rounds_requests_and_absences_are_listed() {
        let mut s = Section::new("L12", "Lelaki Bawah 12", 5);
        let names = [
            "Ahmad bin Ismail",
            "Tan Wei Ming",
            "Priya a/p Raman",
            "Arjun",
        ];
        for (i, name) in names.iter().enumerate() {
            let mut p = Player::new(PlayerId(i as u32 + 1), *name);
            p.tpn = i as u32 + 1;
            s.players.push(p);
        }
        s.players[0].bye_requests.push(ByeRequest {
            round: 1,
            kind: ByeKind::Half,
        });
        s.players[1].bye_requests.push(ByeRequest {
            round: 2,
            kind: ByeKind::Zero,
        });
        s.players[2].entry_round = 3;
        let lines = not_playing_lines(&s, 1, strings::Language::English);
        assert_eq!(lines.len(), 4, "{lines:?}");
        assert!(lines[1].contains("round 1"), "{lines:?}");
        assert!(lines[2].contains("Ahmad bin Ismail") && lines[2].contains("half-point bye"));
        assert!(lines[3].contains("Priya a/p Raman") && lines[3].contains("enters in round 3"));
        let ms = not_playing_lines(&s, 2, strings::Language::Malay);
        assert!(
            ms.iter()
                .any(|l| l.contains("Tan Wei Ming") && l.contains("bai kosong"))
        );
        assert!(not_playing_lines(&s, 4, strings::Language::English).is_empty());
    }
}
