//! The full-screen program: the only code that knows ratatui and crossterm. Key events
//! become [`Command`]s through the [`keymap`]; [`app::App::update`] acts; [`screens`] draw.

mod act_byes;
mod act_desk;
mod act_entry;
pub mod act_file;
mod act_pairings;
mod act_players;
mod act_prizes;
mod act_reports;
mod act_results;
mod act_roll_call;
mod act_setup;
pub mod act_team;
pub mod act_wait;
pub mod app;
pub mod command;
pub mod dialog;
pub mod form;
pub mod hall;
pub mod keymap;
pub mod overlay;
pub mod screens;
pub mod settings_edit;
pub mod strings;
pub mod terminal;
pub mod text_field;
pub mod views;
pub mod worker;

pub use act_setup::{StartItem, start_items};

pub use app::App;
pub use command::{Command, ScreenId};

use crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use keymap::Key;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::io;
use std::rc::Rc;

/// The command a key press means right now: typing while an input line is open,
/// otherwise whatever the key map says for the current screen.
pub fn command_for(app: &App, key: &event::KeyEvent) -> Option<Command> {
    let typing = app.layers.form.is_some() || app.layers.prompt.is_some();
    // The text-field keys (cursor, Delete, Backspace; rebindable) come first.
    if typing && let Some(cmd) = app.keymap.field(Key::from_event(key)) {
        return Some(cmd);
    }
    if typing && let Some(c) = alt_gr_char(key) {
        return Some(Command::Type(c));
    }
    let chord = key
        .modifiers
        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
    if typing && chord {
        // Ctrl+Q still quits from a form; no other chord types a character.
        return (app.layers.form.is_some() && Key::from_event(key) == Key::ctrl('q'))
            .then_some(Command::Quit);
    }
    if app.layers.form.is_some() {
        return match key.code {
            KeyCode::Char(c) => Some(Command::Type(c)),
            KeyCode::Enter => Some(Command::Accept),
            KeyCode::Esc => Some(Command::Cancel),
            KeyCode::Tab | KeyCode::Down => Some(Command::Down),
            KeyCode::BackTab | KeyCode::Up => Some(Command::Up),
            KeyCode::F(10) => Some(Command::Quit),
            _ => None,
        };
    }
    if app.layers.prompt.is_some() {
        return match key.code {
            KeyCode::Char(c) => Some(Command::Type(c)),
            KeyCode::Enter => Some(Command::Accept),
            KeyCode::Esc => Some(Command::Cancel),
            _ => None,
        };
    }
    // The roll call's list: characters find (Space marks), the arrows and pages move.
    if app.top_layer() == Some(overlay::Layer::RollCall) {
        return match key.code {
            KeyCode::Char(c) if !chord => Some(Command::Type(c)),
            KeyCode::Backspace => Some(Command::Backspace),
            KeyCode::Enter => Some(Command::Accept),
            KeyCode::Esc => Some(Command::Cancel),
            KeyCode::Up => Some(Command::Up),
            KeyCode::Down => Some(Command::Down),
            KeyCode::PageUp => Some(Command::PageUp),
            KeyCode::PageDown => Some(Command::PageDown),
            KeyCode::Home => Some(Command::Home),
            KeyCode::End => Some(Command::End),
            _ => None,
        };
    }
    // Board mode on F4: digits belong to the board number until it is chosen.
    if let Some(entry) = &app.views.results.board_entry
        && app.screen == ScreenId::Results
        && app.layers.confirm.is_none()
        && app.job.is_none()
        && !chord
    {
        match key.code {
            KeyCode::Char(c) if c.is_ascii_digit() && entry.board.is_none() => {
                return Some(Command::Type(c));
            }
            KeyCode::Backspace if !entry.is_idle() => return Some(Command::Backspace),
            _ => {}
        }
    }
    let found = app.keymap.lookup(app.screen, Key::from_event(key));
    // On F4 outside board mode a digit that is no result key reaches the desk, which
    // says so: a board number typed in the wrong mode is never silent.
    match (found, key.code) {
        (None, KeyCode::Char(c)) if app.screen == ScreenId::Results && c.is_ascii_digit() => {
            (!chord).then_some(Command::Type(c))
        }
        (found, _) => found,
    }
}

/// A character typed with AltGr: Windows reports it as the character it produced with
/// Ctrl and Alt together (`@`, `\`, `{` on European layouts; Alt+numpad characters may
/// come the same way). In a text field it is text, not a chord.
fn alt_gr_char(key: &event::KeyEvent) -> Option<char> {
    let both = KeyModifiers::CONTROL | KeyModifiers::ALT;
    match key.code {
        KeyCode::Char(c) if key.modifiers.contains(both) && !c.is_control() => Some(c),
        _ => None,
    }
}

/// Runs the program until the user quits. The terminal is restored on the way out,
/// also after a panic ([`terminal::init`] installs that hook).
pub fn run(mut app: App) -> io::Result<()> {
    let terminal = Rc::new(RefCell::new(terminal::init()?));
    // The frame last drawn, and the keys typed while a change waited for the lock.
    let last = Rc::new(RefCell::new(Buffer::empty(Rect::default())));
    let typed = Rc::new(RefCell::new(VecDeque::new()));
    app.asker = Some(act_wait::Asker(Box::new({
        let (terminal, last, typed) = (terminal.clone(), last.clone(), typed.clone());
        move |line| {
            let mut screen = terminal.borrow_mut();
            wait_for_lock(&mut screen, &last.borrow(), &mut typed.borrow_mut(), line)
        }
    })));
    // Long work (pairing) runs off this thread; the loop shows its progress.
    app.background = true;
    let result = (|| -> io::Result<()> {
        while !app.quit {
            app.poll_job();
            // Results waiting for another desk's lock are saved as soon as it is free.
            app.poll_waiting();
            // Reports printed from the desk carry the time they are printed at.
            app.clock = crate::host::print::printed_at();
            {
                let mut screen = terminal.borrow_mut();
                let drawn = screen.draw(|f| screens::view(&app, f))?;
                last.borrow_mut().clone_from(drawn.buffer);
            }
            // Keys typed while a change waited act first, in the order typed.
            let kept = typed.borrow_mut().pop_front();
            let key = match kept {
                Some(key) => key,
                None => {
                    // While no key comes, the desk follows the file: changes made at
                    // another desk or from the command line appear within a second.
                    app.follow_file();
                    let wait = if app.job.is_some() || app.waiting.is_some() {
                        worker::POLL_EVERY
                    } else {
                        act_file::FOLLOW_EVERY
                    };
                    if !event::poll(wait)? {
                        continue;
                    }
                    match event::read()? {
                        Event::Key(key) if key.kind == KeyEventKind::Press => key,
                        _ => continue,
                    }
                }
            };
            if let Some(cmd) = command_for(&app, &key) {
                app.update(cmd);
            }
        }
        Ok(())
    })();
    terminal::restore();
    result
}

/// One look while a change waits for another process's lock (see `act_wait::Asker`):
/// draws the last frame with the waiting `line`, then reads the keyboard for a moment.
/// Esc gives the change up (`false`); other keys are kept in `typed` to act after it.
fn wait_for_lock(
    screen: &mut terminal::Screen,
    last: &Buffer,
    typed: &mut VecDeque<event::KeyEvent>,
    line: &str,
) -> bool {
    // A terminal that cannot draw now fails again in the loop, which says so.
    let _ = screen.draw(|f| screens::waiting(f, last, line));
    let deadline = std::time::Instant::now() + worker::POLL_EVERY * 2;
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        if left.is_zero() || !event::poll(left).unwrap_or(false) {
            return true;
        }
        match event::read() {
            Ok(Event::Key(key)) if key.kind == KeyEventKind::Press => {
                if key.code == KeyCode::Esc {
                    return false;
                }
                typed.push_back(key);
            }
            Ok(_) => {}
            Err(_) => return true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Tournament;
    use crossterm::event::KeyEvent;

    #[test]
    fn a_chord_never_types_into_an_input() {
        let mut app = App::new(Tournament::new("Kejohanan Catur"), None);
        app.update(Command::NewChampionship);
        assert!(app.layers.prompt.is_some());
        let ctrl_q = KeyEvent::new(KeyCode::Char('q'), KeyModifiers::CONTROL);
        assert_eq!(command_for(&app, &ctrl_q), None);
        let q = KeyEvent::new(KeyCode::Char('q'), KeyModifiers::NONE);
        assert_eq!(command_for(&app, &q), Some(Command::Type('q')));
    }

    #[test]
    fn an_alt_gr_character_types_into_a_field_but_is_no_shortcut_elsewhere() {
        let alt_gr = KeyModifiers::CONTROL | KeyModifiers::ALT;
        let mut app = App::new(Tournament::new("Kejohanan Catur"), None);
        app.update(Command::GoTo(ScreenId::Players));
        // Outside a field Ctrl+Alt+@ is nothing, and Alt+p still goes to F2.
        let at = KeyEvent::new(KeyCode::Char('@'), alt_gr);
        assert_eq!(command_for(&app, &at), None);
        let alt_p = KeyEvent::new(KeyCode::Char('p'), KeyModifiers::ALT);
        assert_eq!(
            command_for(&app, &alt_p),
            Some(Command::GoTo(ScreenId::Players))
        );
        app.update(Command::NewChampionship);
        assert!(app.layers.prompt.is_some());
        for c in ['@', '\\', '{', '}', '[', ']', '€', '~'] {
            let e = KeyEvent::new(KeyCode::Char(c), alt_gr);
            assert_eq!(command_for(&app, &e), Some(Command::Type(c)), "{c}");
        }
        // With Shift too (AltGr+Shift on some layouts).
        let e = KeyEvent::new(KeyCode::Char('|'), alt_gr | KeyModifiers::SHIFT);
        assert_eq!(command_for(&app, &e), Some(Command::Type('|')));
        // Ctrl alone or Alt alone stays a chord that types nothing.
        let ctrl_a = KeyEvent::new(KeyCode::Char('a'), KeyModifiers::CONTROL);
        assert_eq!(command_for(&app, &ctrl_a), None);
        let alt_a = KeyEvent::new(KeyCode::Char('a'), KeyModifiers::ALT);
        assert_eq!(command_for(&app, &alt_a), None);
    }
}
