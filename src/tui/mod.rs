//! The full-screen program: the only code that knows ratatui and crossterm. Key events
//! become [`Command`]s through the [`keymap`]; [`app::App::update`] acts; [`screens`] draw.

mod act_players;
mod act_setup;
pub mod app;
pub mod command;
pub mod form;
pub mod keymap;
pub mod screens;
pub mod settings_edit;
pub mod strings;

pub use act_setup::{StartItem, start_items};

pub use app::App;
pub use command::{Command, ScreenId};

use crossterm::event::{self, Event, KeyCode, KeyEventKind};
use keymap::Key;
use std::io;

/// The command a key press means right now: typing while an input line is open,
/// otherwise whatever the key map says for the current screen.
pub fn command_for(app: &App, key: &event::KeyEvent) -> Option<Command> {
    if app.form.is_some() {
        return match key.code {
            KeyCode::Char(c) => Some(Command::Type(c)),
            KeyCode::Backspace => Some(Command::Backspace),
            KeyCode::Enter => Some(Command::Accept),
            KeyCode::Esc => Some(Command::Cancel),
            KeyCode::Tab | KeyCode::Down => Some(Command::Down),
            KeyCode::BackTab | KeyCode::Up => Some(Command::Up),
            KeyCode::F(10) => Some(Command::Quit),
            _ => None,
        };
    }
    if app.prompt.is_some() {
        return match key.code {
            KeyCode::Char(c) => Some(Command::Type(c)),
            KeyCode::Backspace => Some(Command::Backspace),
            KeyCode::Enter => Some(Command::Accept),
            KeyCode::Esc => Some(Command::Cancel),
            _ => None,
        };
    }
    app.keymap.lookup(app.screen, Key::from_event(key))
}

/// Runs the program until the user quits. The terminal is restored on the way out,
/// also after a panic (ratatui's init installs that hook).
pub fn run(mut app: App) -> io::Result<()> {
    let mut terminal = ratatui::init();
    let result = (|| -> io::Result<()> {
        while !app.quit {
            terminal.draw(|f| screens::view(&app, f))?;
            if let Event::Key(key) = event::read()? {
                if key.kind != KeyEventKind::Press {
                    continue;
                }
                if let Some(cmd) = command_for(&app, &key) {
                    app.update(cmd);
                }
            }
        }
        Ok(())
    })();
    ratatui::restore();
    result
}
