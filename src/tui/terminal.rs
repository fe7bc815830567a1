//! Setting the terminal up and putting it back, in our own few lines rather than
//! `ratatui::init`: that one needs ratatui's `crossterm` feature, which turns on the
//! backend's `underline-color`, and a Windows console without VT processing (Windows 7
//! and 8.1, Windows 10's legacy console) refuses SetUnderlineColor, so the desk drew one
//! frame and stopped. The backend here is built without it.
//!
//! The desk also turns the wrap at the end of a line off while it draws (and back on
//! when it ends). With the wrap on, drawing the last cell of the last row moves the
//! cursor past the screen, and a Windows console without VT processing then scrolls the
//! whole screen up one row: the first frame stood one row too high until the next full
//! redraw. The desk places every row itself, so it never needs the wrap.

use crossterm::cursor::Show;
use crossterm::execute;
use crossterm::terminal::{
    DisableLineWrap, EnableLineWrap, EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode,
    enable_raw_mode,
};
use ratatui::Terminal;
use ratatui_crossterm::CrosstermBackend;
use std::io::{self, Stdout};
use std::sync::Once;

/// The terminal the desk and the hall display draw on.
pub type Screen = Terminal<CrosstermBackend<Stdout>>;

/// Raw mode and the alternate screen, with a panic hook that puts the terminal back
/// before the panic message is printed (a panic must not leave a dead console).
pub fn init() -> io::Result<Screen> {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
    enable_raw_mode()?;
    let mut out = io::stdout();
    if let Err(e) = execute!(out, EnterAlternateScreen, DisableLineWrap) {
        restore();
        return Err(e);
    }
    Terminal::new(CrosstermBackend::new(out)).inspect_err(|_| restore())
}

/// Leaves raw mode and the alternate screen and shows the cursor. Safe to call twice
/// and after a failed [`init`]; a failure here has nowhere better to go and is ignored.
pub fn restore() {
    let _ = disable_raw_mode();
    let _ = execute!(io::stdout(), EnableLineWrap, LeaveAlternateScreen, Show);
}

#[cfg(test)]
mod tests {
    use ratatui::backend::Backend;
    use ratatui::buffer::Cell;
    use ratatui::style::{Color, Modifier};
    use ratatui_crossterm::CrosstermBackend;

    /// The backend is built without `underline-color`: drawing never sends
    /// SetUnderlineColor (`ESC [ 58 …` or its reset `ESC [ 59 m`), which a Windows console
    /// without VT processing refuses. With the feature on, every draw ends in `ESC [ 59 m`.
    #[test]
    fn drawing_never_sets_the_underline_colour() {
        let mut bytes = Vec::<u8>::new();
        let mut backend = CrosstermBackend::new(&mut bytes);
        let mut cell = Cell::new("K");
        cell.fg = Color::Yellow;
        cell.bg = Color::Blue;
        cell.modifier = Modifier::UNDERLINED | Modifier::BOLD;
        let plain = Cell::new("a");
        let cells = [(0u16, 0u16, &cell), (1, 0, &plain), (0, 1, &cell)];
        backend.draw(cells.into_iter()).expect("drawn into memory");
        let out = String::from_utf8_lossy(&bytes).into_owned();
        assert!(out.contains('K'), "the cells were drawn: {out:?}");
        assert!(
            !out.contains("\u{1b}[59m"),
            "underline colour reset in {out:?}"
        );
        assert!(
            !out.contains("\u{1b}[58"),
            "underline colour set in {out:?}"
        );
    }
}
