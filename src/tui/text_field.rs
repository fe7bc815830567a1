//! Text fields: the lines of a form and the one-line prompts edit like text fields
//! (tui-input keeps the value and the cursor). The movement keys are data like every
//! other key: a table of their own in the [`super::keymap::KeyMap`], looked up first
//! while a field is open, listed by the help screen and rebound from the key file
//! (`field Ctrl+b = cursor-left`).

use super::command::Command;
use super::keymap::{Binding, Key};
use super::strings::Language;
use crossterm::event::{KeyCode, KeyModifiers};
use tui_input::{Input, InputRequest};

/// A cursor movement or a deletion at the cursor of the open text field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FieldEdit {
    Left,
    Right,
    /// To the start of the value (Home).
    Start,
    /// To the end of the value (End).
    End,
    WordLeft,
    WordRight,
    /// Delete the character under the cursor (Delete).
    Delete,
}

impl FieldEdit {
    /// What tui-input is asked to do.
    pub fn request(self) -> InputRequest {
        match self {
            FieldEdit::Left => InputRequest::GoToPrevChar,
            FieldEdit::Right => InputRequest::GoToNextChar,
            FieldEdit::Start => InputRequest::GoToStart,
            FieldEdit::End => InputRequest::GoToEnd,
            FieldEdit::WordLeft => InputRequest::GoToPrevWord,
            FieldEdit::WordRight => InputRequest::GoToNextWord,
            FieldEdit::Delete => InputRequest::DeleteNextChar,
        }
    }

    /// The names a key file uses (`field Ctrl+b = cursor-left`).
    pub fn named() -> [(&'static str, Command); 7] {
        let f = Command::Field;
        [
            ("cursor-left", f(FieldEdit::Left)),
            ("cursor-right", f(FieldEdit::Right)),
            ("line-start", f(FieldEdit::Start)),
            ("line-end", f(FieldEdit::End)),
            ("word-left", f(FieldEdit::WordLeft)),
            ("word-right", f(FieldEdit::WordRight)),
            ("delete-char", f(FieldEdit::Delete)),
        ]
    }

    /// The key-bar word and the help text, in English and in Malay (the shape of
    /// [`super::strings::command_label`]'s table).
    #[allow(clippy::type_complexity)]
    pub fn labels(self) -> ((&'static str, &'static str), (&'static str, &'static str)) {
        match self {
            FieldEdit::Left => (
                ("left", "cursor one character left"),
                ("kiri", "kursor satu aksara ke kiri"),
            ),
            FieldEdit::Right => (
                ("right", "cursor one character right"),
                ("kanan", "kursor satu aksara ke kanan"),
            ),
            FieldEdit::Start => (("start", "cursor to the start"), ("awal", "kursor ke awal")),
            FieldEdit::End => (("end", "cursor to the end"), ("akhir", "kursor ke akhir")),
            FieldEdit::WordLeft => (
                ("word<", "cursor one word left"),
                ("kata<", "kursor satu perkataan ke kiri"),
            ),
            FieldEdit::WordRight => (
                ("word>", "cursor one word right"),
                ("kata>", "kursor satu perkataan ke kanan"),
            ),
            FieldEdit::Delete => (
                ("del", "delete the character at the cursor"),
                ("hapus", "padam aksara di kursor"),
            ),
        }
    }
}

/// The help screen's "where" for the text-field keys.
pub fn where_label(lang: Language) -> &'static str {
    match lang {
        Language::English => "text field",
        Language::Malay => "ruang teks",
    }
}

/// The default keys of a text field: the arrows, Home/End, Ctrl+arrows for words,
/// Delete and Backspace.
pub fn default_bindings() -> Vec<Binding> {
    let ctrl = |code| Key {
        code,
        mods: KeyModifiers::CONTROL,
    };
    let bind = |key, command| Binding {
        key,
        command,
        in_bar: false,
        bar_for: super::keymap::BarFor::All,
    };
    let f = Command::Field;
    vec![
        bind(Key::plain(KeyCode::Left), f(FieldEdit::Left)),
        bind(Key::plain(KeyCode::Right), f(FieldEdit::Right)),
        bind(Key::plain(KeyCode::Home), f(FieldEdit::Start)),
        bind(Key::plain(KeyCode::End), f(FieldEdit::End)),
        bind(ctrl(KeyCode::Left), f(FieldEdit::WordLeft)),
        bind(ctrl(KeyCode::Right), f(FieldEdit::WordRight)),
        bind(Key::plain(KeyCode::Delete), f(FieldEdit::Delete)),
        bind(Key::plain(KeyCode::Backspace), Command::Backspace),
    ]
}

/// What a command does to a text field, if it edits one (typing, deleting, moving).
pub fn request_of(cmd: &Command) -> Option<InputRequest> {
    match cmd {
        Command::Type(c) => Some(InputRequest::InsertChar(*c)),
        Command::Backspace => Some(InputRequest::DeletePrevChar),
        Command::Field(e) => Some(e.request()),
        _ => None,
    }
}

/// Applies an editing command; true when the value (not only the cursor) changed.
pub fn edit(input: &mut Input, cmd: &Command) -> bool {
    request_of(cmd)
        .and_then(|req| input.handle(req))
        .is_some_and(|changed| changed.value)
}

/// The part of a value shown in a field `width` columns wide, scrolled sideways so the
/// cursor stays inside, and the cursor's column within the field.
pub fn visible(input: &Input, width: usize) -> (String, usize) {
    // The cursor may stand just after the last character, so it needs a column too.
    let scroll = input.visual_scroll(width.saturating_sub(1));
    let mut shown = String::new();
    let mut column = 0;
    for c in input.value().chars() {
        let w = ratatui::text::Span::raw(c.to_string()).width();
        if column >= scroll && column + w <= scroll + width {
            shown.push(c);
        }
        column += w;
    }
    (shown, input.visual_cursor().saturating_sub(scroll))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(text: &str) -> Input {
        let mut input = Input::default();
        for c in text.chars() {
            edit(&mut input, &Command::Type(c));
        }
        input
    }

    #[test]
    fn typing_in_the_middle_inserts_at_the_cursor() {
        let mut input = typed("Ahmad Ismail");
        for _ in 0.."Ismail".len() {
            edit(&mut input, &Command::Field(FieldEdit::Left));
        }
        for c in "bin ".chars() {
            edit(&mut input, &Command::Type(c));
        }
        assert_eq!(input.value(), "Ahmad bin Ismail");
    }

    #[test]
    fn a_cursor_move_is_not_a_change_of_value() {
        let mut input = typed("Tan");
        assert!(!edit(&mut input, &Command::Field(FieldEdit::Start)));
        assert!(edit(&mut input, &Command::Field(FieldEdit::Delete)));
        assert_eq!(input.value(), "an");
    }

    #[test]
    fn a_long_value_scrolls_so_the_cursor_stays_in_the_field() {
        let mut input = typed("Nur Aisyah binti Hassan");
        let (shown, at) = visible(&input, 10);
        // The end of the name and, in the field's last column, the cursor.
        assert_eq!((shown.as_str(), at), ("ti Hassan", 9));
        edit(&mut input, &Command::Field(FieldEdit::Start));
        assert_eq!(visible(&input, 10), ("Nur Aisyah".to_string(), 0));
    }

    #[test]
    fn a_short_value_is_shown_whole() {
        let input = typed("Priya");
        assert_eq!(visible(&input, 10), ("Priya".to_string(), 5));
    }

    #[test]
    fn every_field_key_has_a_name_a_key_file_can_use() {
        for b in default_bindings() {
            if let Command::Field(e) = b.command {
                assert!(
                    FieldEdit::named()
                        .iter()
                        .any(|(_, c)| *c == Command::Field(e)),
                    "{e:?}"
                );
            }
        }
    }
}
