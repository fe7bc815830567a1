//! Messages that are never cut: the message row grows to show a long message whole
//! (wrapped), every confirmation is a centred dialog with its whole text and keys, and
//! the last [`HISTORY_KEPT`] messages can be read again (F12), scrolled.

use super::app::{App, Severity};
use super::command::Command;
use super::overlay::Pending;
use super::strings::Language;
use super::strings::words::W;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph};
use std::path::PathBuf;

/// How many messages the history keeps.
pub const HISTORY_KEPT: usize = 50;

/// At most this many rows for the message line; a longer message ends with a pointer
/// to the history, where it can be read whole.
pub const MESSAGE_ROWS: usize = 5;

/// The desk's state for messages, preferences and new files.
#[derive(Debug, Clone, Default)]
pub struct Extras {
    /// The last messages shown, oldest first.
    pub history: Vec<(String, Severity)>,
    /// Where the desk's preferences are kept; `None` (tests) keeps them in memory.
    pub prefs_file: Option<PathBuf>,
    /// Where a new championship file goes by default (the user's data directory);
    /// `None`: beside the open file.
    pub new_dir: Option<PathBuf>,
    /// The championship name of each recent file that could be read.
    pub recent_names: Vec<(PathBuf, String)>,
}

pub use crate::model::wrap;

/// The message row's lines for a text at this width: wrapped, at most
/// [`MESSAGE_ROWS`], the last one pointing to the history when some were left out.
/// `key` is the key that opens the history.
pub fn message_rows(text: &str, width: u16, lang: Language, key: &str) -> Vec<String> {
    let width = usize::from(width);
    let mut lines = wrap(text, width);
    if lines.len() > MESSAGE_ROWS {
        lines.truncate(MESSAGE_ROWS);
        let more = W::MoreInHistory.fill(lang, &[&key]);
        if let Some(last) = lines.last_mut() {
            let keep = width.saturating_sub(more.chars().count() + 1);
            *last = format!("{} {more}", last.chars().take(keep).collect::<String>());
        }
    }
    lines
}

impl App {
    /// Keeps the message on show in the history (called before each key is handled),
    /// with the section and round it was said on, so that every line of the history
    /// names them.
    pub(super) fn remember_message(&mut self) {
        let Some((text, severity)) = self.message.clone() else {
            return;
        };
        let place = self.section().map(|s| match self.round {
            0 => s.code.clone(),
            n => W::HistoryPlace.fill(self.lang, &[&s.code, &n]),
        });
        let text = match place {
            Some(p) if !text.starts_with(&p) => format!("{p}: {text}"),
            _ => text,
        };
        let m = (text, severity);
        let h = &mut self.extras.history;
        if h.last() != Some(&m) {
            h.push(m);
            if h.len() > HISTORY_KEPT {
                h.remove(0);
            }
        }
    }

    /// The history's keys while it is open; `true` when the key was for it.
    pub(super) fn history_key(&mut self, cmd: &Command) -> bool {
        let Some(scroll) = self.layers.history else {
            return false;
        };
        // The view counts messages back from the newest (0: the newest at the bottom).
        let oldest = self.extras.history.len().saturating_sub(1);
        self.layers.history = match cmd {
            Command::Up => Some((scroll + 1).min(oldest)),
            Command::Down => Some(scroll.saturating_sub(1)),
            Command::PageUp => Some((scroll + 10).min(oldest)),
            Command::PageDown => Some(scroll.saturating_sub(10)),
            Command::Home => Some(oldest),
            Command::End => Some(0),
            _ => None,
        };
        true
    }

    /// Opens the history on the newest message, at the bottom of the box.
    pub(super) fn show_messages(&mut self) {
        self.remember_message();
        self.layers.history = Some(0);
    }
}

/// A box of this size centred in `area` (never larger than it).
fn centred(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    }
}

/// The confirmation waiting for Enter or Esc, as a centred dialog over the whole screen.
pub fn draw_confirm(app: &App, frame: &mut Frame) {
    let Some(c) = &app.layers.confirm else {
        return;
    };
    let area = frame.area();
    let width = area.width.saturating_sub(4).min(72);
    let inner = usize::from(width.saturating_sub(4));
    let mut lines = Vec::new();
    for (k, para) in c.question.split("\n\n").enumerate() {
        if k > 0 {
            lines.push(String::new());
        }
        // A single line break inside a paragraph starts a line of its own (a player's
        // name on each line), its indent kept when it wraps.
        for line in para.split('\n') {
            let indent = line.len() - line.trim_start().len();
            for part in wrap(line.trim_start(), inner.saturating_sub(indent)) {
                lines.push(format!("{}{part}", " ".repeat(indent)));
            }
        }
    }
    let height = lines.len() as u16 + 2;
    let title = match c.action {
        Pending::Relax(..) => W::PairingBlocked,
        Pending::EarlierResult { .. } => W::ChangeResultTitle,
        _ => W::ConfirmTitle,
    };
    let rect = centred(area, width, height);
    let text: Vec<Line> = lines
        .into_iter()
        .map(|l| Line::from(format!(" {l}")))
        .collect();
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(text)
            .style(Style::default().fg(Color::Black).bg(Color::Yellow))
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(title.get(app.lang))
                    .title_style(Style::default().add_modifier(Modifier::BOLD)),
            ),
        rect,
    );
}

/// The message history, over the screen's body, newest last.
pub fn draw_history(app: &App, frame: &mut Frame, body: Rect) {
    let Some(scroll) = app.layers.history else {
        return;
    };
    let inner = usize::from(body.width.saturating_sub(2)).max(1);
    let mut lines: Vec<Line> = Vec::new();
    if app.extras.history.is_empty() {
        lines.push(Line::from(W::NoMessages.get(app.lang)));
    }
    // Messages up to the one `scroll` back from the newest, the last of them on the
    // box's bottom row: the box opens on the newest message, never on blank rows.
    let shown = app.extras.history.len().saturating_sub(scroll);
    for (text, sev) in app.extras.history.iter().take(shown) {
        let mark = match sev {
            Severity::Info => "  ",
            Severity::Warning | Severity::Error => "! ",
        };
        for (k, l) in wrap(text, inner.saturating_sub(2)).into_iter().enumerate() {
            let lead = if k == 0 { mark } else { "  " };
            lines.push(Line::from(format!("{lead}{l}")));
        }
    }
    let rows = usize::from(body.height.saturating_sub(2));
    let lines: Vec<Line> = lines.split_off(lines.len().saturating_sub(rows));
    frame.render_widget(Clear, body);
    frame.render_widget(
        Paragraph::new(lines).block(
            Block::default()
                .borders(Borders::ALL)
                .title(W::MessagesTitle.get(app.lang))
                .title_bottom(W::MessagesHint.get(app.lang)),
        ),
        body,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_every_word() {
        let text = "round 1 cannot be paired: keeping the top seeds 1-10 apart leaves no pairing";
        let lines = wrap(text, 20);
        assert!(lines.iter().all(|l| l.chars().count() <= 20), "{lines:?}");
        assert_eq!(lines.join(" "), text);
        assert_eq!(wrap("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
    }

    #[test]
    fn a_message_too_long_for_the_rows_points_to_the_history() {
        let text = "word ".repeat(200);
        let rows = message_rows(&text, 40, Language::English, "F12");
        assert_eq!(rows.len(), MESSAGE_ROWS);
        assert!(rows[MESSAGE_ROWS - 1].ends_with("(F12: all messages)"));
        assert!(rows.iter().all(|l| l.chars().count() <= 40));
    }

    #[test]
    fn the_history_keeps_the_last_fifty_messages() {
        let mut app = App::new(crate::model::Tournament::new("Kejohanan Catur"), None);
        for k in 0..60 {
            app.message = Some((format!("message {k}"), Severity::Info));
            app.remember_message();
            app.remember_message();
        }
        assert_eq!(app.extras.history.len(), HISTORY_KEPT);
        assert_eq!(app.extras.history[0].0, "message 10");
    }
}
