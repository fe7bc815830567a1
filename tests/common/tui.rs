//! Driving the full-screen program's state without a terminal: key presses through the
//! key map exactly as the terminal loop sends them, and the screen drawn as text.

use catur::tui::{App, command_for};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// One key press (no modifier), through the key map as the terminal loop does it.
pub fn press(app: &mut App, code: KeyCode) {
    if let Some(cmd) = command_for(app, &KeyEvent::new(code, KeyModifiers::NONE)) {
        app.update(cmd);
    }
}

/// One character key pressed.
pub fn key(app: &mut App, c: char) {
    press(app, KeyCode::Char(c));
}

/// Each character of `text` pressed in turn.
pub fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        key(app, c);
    }
}

/// The message line's text (empty when there is none).
pub fn message(app: &App) -> String {
    app.message
        .as_ref()
        .map(|m| m.0.clone())
        .unwrap_or_default()
}

/// The screen drawn on a `w` x `h` terminal, as text.
pub fn draw(app: &App, w: u16, h: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("test terminal");
    terminal
        .draw(|f| catur::tui::screens::view(app, f))
        .expect("draws");
    terminal.backend().to_string()
}
