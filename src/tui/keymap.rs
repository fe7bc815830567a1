//! Keys are data: a table per screen with a global fallback. The key bar and the help
//! screen are generated from these tables, so they never disagree with what the keys do.

use super::command::{Command, ResultKey, ScreenId};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::fmt;

/// A key with its modifiers, as bound in a key map.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key {
    pub code: KeyCode,
    pub mods: KeyModifiers,
}

impl Key {
    pub const fn plain(code: KeyCode) -> Self {
        Key {
            code,
            mods: KeyModifiers::NONE,
        }
    }
    pub const fn ch(c: char) -> Self {
        Key::plain(KeyCode::Char(c))
    }
    pub const fn alt(c: char) -> Self {
        Key {
            code: KeyCode::Char(c),
            mods: KeyModifiers::ALT,
        }
    }
    pub const fn ctrl(c: char) -> Self {
        Key {
            code: KeyCode::Char(c),
            mods: KeyModifiers::CONTROL,
        }
    }
    pub const fn f(n: u8) -> Self {
        Key::plain(KeyCode::F(n))
    }

    /// The key of a terminal event; Shift is folded into the character it produced.
    pub fn from_event(e: &KeyEvent) -> Self {
        let mut mods = e.modifiers & (KeyModifiers::ALT | KeyModifiers::CONTROL);
        if let KeyCode::Char(c) = e.code {
            if mods.contains(KeyModifiers::ALT) || mods.contains(KeyModifiers::CONTROL) {
                return Key {
                    code: KeyCode::Char(c.to_ascii_lowercase()),
                    mods,
                };
            }
            mods = KeyModifiers::NONE;
        }
        Key { code: e.code, mods }
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.mods.contains(KeyModifiers::CONTROL) {
            f.write_str("Ctrl+")?;
        }
        if self.mods.contains(KeyModifiers::ALT) {
            f.write_str("Alt+")?;
        }
        match self.code {
            KeyCode::F(n) => write!(f, "F{n}"),
            KeyCode::Char(' ') => f.write_str("Space"),
            KeyCode::Char(c) => write!(f, "{c}"),
            KeyCode::Enter => f.write_str("Enter"),
            KeyCode::Esc => f.write_str("Esc"),
            KeyCode::Backspace => f.write_str("Bksp"),
            KeyCode::Delete => f.write_str("Del"),
            KeyCode::Up => f.write_str("Up"),
            KeyCode::Down => f.write_str("Down"),
            KeyCode::Left => f.write_str("Left"),
            KeyCode::Right => f.write_str("Right"),
            KeyCode::PageUp => f.write_str("PgUp"),
            KeyCode::PageDown => f.write_str("PgDn"),
            KeyCode::Home => f.write_str("Home"),
            KeyCode::End => f.write_str("End"),
            KeyCode::Tab => f.write_str("Tab"),
            KeyCode::BackTab => f.write_str("S-Tab"),
            other => write!(f, "{other:?}"),
        }
    }
}

/// One binding: a key, what it does, and whether the key bar shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Binding {
    pub key: Key,
    pub command: Command,
    pub in_bar: bool,
}

fn b(key: Key, command: Command, in_bar: bool) -> Binding {
    Binding {
        key,
        command,
        in_bar,
    }
}

/// The key tables: global bindings and one table per screen (screen first).
#[derive(Debug, Clone)]
pub struct KeyMap {
    pub global: Vec<Binding>,
    pub screens: Vec<(ScreenId, Vec<Binding>)>,
}

impl KeyMap {
    pub fn lookup(&self, screen: ScreenId, key: Key) -> Option<Command> {
        self.screen(screen)
            .iter()
            .chain(&self.global)
            .find(|bd| bd.key == key)
            .map(|bd| bd.command.clone())
    }

    pub fn screen(&self, screen: ScreenId) -> &[Binding] {
        self.screens
            .iter()
            .find(|(s, _)| *s == screen)
            .map_or(&[], |(_, v)| v.as_slice())
    }

    /// The bindings a screen shows in its key bar: its own first, then the global ones.
    pub fn bar(&self, screen: ScreenId) -> Vec<&Binding> {
        self.screen(screen)
            .iter()
            .chain(&self.global)
            .filter(|bd| bd.in_bar)
            .collect()
    }

    /// The first key bound to a command on a screen (for hints such as "press p").
    pub fn key_for(&self, screen: ScreenId, command: &Command) -> Option<Key> {
        self.screen(screen)
            .iter()
            .chain(&self.global)
            .find(|bd| &bd.command == command)
            .map(|bd| bd.key)
    }
}

impl Default for KeyMap {
    fn default() -> Self {
        use Command as C;
        use KeyCode as K;
        use ScreenId as S;
        let mut global = vec![
            b(Key::f(1), C::GoTo(S::Help), true),
            b(Key::alt('h'), C::GoTo(S::Help), false),
            b(Key::f(2), C::GoTo(S::Players), true),
            b(Key::alt('p'), C::GoTo(S::Players), false),
            b(Key::f(3), C::GoTo(S::Pairings), true),
            b(Key::alt('a'), C::GoTo(S::Pairings), false),
            b(Key::f(4), C::GoTo(S::Results), true),
            b(Key::alt('r'), C::GoTo(S::Results), false),
            b(Key::f(5), C::GoTo(S::Standings), true),
            b(Key::alt('s'), C::GoTo(S::Standings), false),
            b(Key::f(6), C::GoTo(S::Teams), true),
            b(Key::alt('t'), C::GoTo(S::Teams), false),
            b(Key::f(7), C::GoTo(S::Reports), true),
            b(Key::alt('c'), C::GoTo(S::Reports), false),
            b(Key::f(8), C::GoTo(S::Settings), true),
            b(Key::alt('e'), C::GoTo(S::Settings), false),
            b(Key::f(10), C::Quit, true),
            b(Key::alt('x'), C::Quit, false),
            b(Key::ctrl('z'), C::Undo, false),
            b(Key::ctrl('y'), C::Redo, false),
            b(Key::plain(K::Tab), C::NextSection, false),
            b(Key::plain(K::BackTab), C::PrevSection, false),
            b(Key::plain(K::Up), C::Up, false),
            b(Key::plain(K::Down), C::Down, false),
            b(Key::plain(K::PageUp), C::PageUp, false),
            b(Key::plain(K::PageDown), C::PageDown, false),
            b(Key::plain(K::Home), C::Home, false),
            b(Key::plain(K::End), C::End, false),
            b(Key::plain(K::Enter), C::Accept, false),
            b(Key::plain(K::Esc), C::Cancel, false),
        ];
        global.push(b(Key::plain(K::Left), C::PrevRound, false));
        global.push(b(Key::plain(K::Right), C::NextRound, false));
        let results = vec![
            b(Key::ch('1'), C::SetResult(ResultKey::WhiteWins), true),
            b(Key::ch('0'), C::SetResult(ResultKey::BlackWins), true),
            b(Key::ch('='), C::SetResult(ResultKey::Draw), true),
            b(Key::ch('5'), C::SetResult(ResultKey::Draw), false),
            b(Key::ch('+'), C::SetResult(ResultKey::WhiteForfeit), true),
            b(Key::ch('-'), C::SetResult(ResultKey::BlackForfeit), true),
            b(Key::ch('*'), C::SetResult(ResultKey::DoubleForfeit), true),
            b(Key::plain(K::Backspace), C::ClearResult, false),
            b(Key::plain(K::Delete), C::ClearResult, false),
            b(Key::ch('g'), C::GotoBoard, true),
        ];
        let pairings = vec![
            b(Key::ch('p'), C::PairNext, true),
            b(Key::ch('d'), C::DeleteLastRound, true),
        ];
        let players = vec![
            b(Key::ch('w'), C::ToggleWithdraw, true),
            b(Key::ch('/'), C::Search, true),
        ];
        let reports = vec![
            b(Key::ch('w'), C::CycleWidth, true),
            b(Key::ch('c'), C::CycleCharset, true),
            b(Key::ch('m'), C::CycleMode, true),
            b(Key::ch('p'), C::Print, true),
        ];
        let start = vec![b(Key::ch('q'), C::Quit, false)];
        KeyMap {
            global,
            screens: vec![
                (S::Results, results),
                (S::Pairings, pairings),
                (S::Players, players),
                (S::Reports, reports),
                (S::Start, start),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_screen_has_a_function_key_and_an_alt_letter() {
        let km = KeyMap::default();
        for s in ScreenId::ROW {
            let keys: Vec<Key> = km
                .global
                .iter()
                .filter(|bd| bd.command == Command::GoTo(s))
                .map(|bd| bd.key)
                .collect();
            assert!(
                keys.iter().any(|k| matches!(k.code, KeyCode::F(_))),
                "{s:?} has no F-key"
            );
            assert!(
                keys.iter().any(|k| k.mods == KeyModifiers::ALT),
                "{s:?} has no Alt key"
            );
        }
    }

    #[test]
    fn no_key_is_bound_twice_on_a_screen() {
        let km = KeyMap::default();
        for (s, list) in &km.screens {
            for (i, a) in list.iter().enumerate() {
                assert!(
                    list[i + 1..].iter().all(|x| x.key != a.key),
                    "{s:?} binds {} twice",
                    a.key
                );
            }
        }
        for (i, a) in km.global.iter().enumerate() {
            assert!(
                km.global[i + 1..].iter().all(|x| x.key != a.key),
                "global binds {} twice",
                a.key
            );
        }
    }

    #[test]
    fn screen_keys_win_over_global_ones() {
        let km = KeyMap::default();
        assert_eq!(
            km.lookup(ScreenId::Results, Key::ch('1')),
            Some(Command::SetResult(ResultKey::WhiteWins))
        );
        assert_eq!(km.lookup(ScreenId::Players, Key::ch('1')), None);
        assert_eq!(
            km.lookup(ScreenId::Players, Key::f(4)),
            Some(Command::GoTo(ScreenId::Results))
        );
    }
}
