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
    /// The sections whose key bar shows it (when `in_bar`): a key that only acts on a
    /// team-match section (or is refused there) takes no room on the other kind's bar.
    pub bar_for: BarFor,
}

/// Which kind of section a key's place in the key bar is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BarFor {
    /// Every section.
    #[default]
    All,
    /// Individual sections only (the key is refused on a team-match section).
    Individual,
    /// Team-match sections only (the key does nothing on an individual one).
    TeamMatch,
}

impl BarFor {
    fn shows(self, team_match: bool) -> bool {
        match self {
            BarFor::All => true,
            BarFor::Individual => !team_match,
            BarFor::TeamMatch => team_match,
        }
    }
}

fn b(key: Key, command: Command, in_bar: bool) -> Binding {
    Binding {
        key,
        command,
        in_bar,
        bar_for: BarFor::All,
    }
}

/// A binding whose key bar place is for one kind of section only.
fn only(bar_for: BarFor, binding: Binding) -> Binding {
    Binding { bar_for, ..binding }
}

/// The key tables: global bindings and one table per screen (screen first).
#[derive(Debug, Clone)]
pub struct KeyMap {
    pub global: Vec<Binding>,
    pub screens: Vec<(ScreenId, Vec<Binding>)>,
    /// The keys of an open text field (form line, prompt), looked up before anything
    /// else while one is open (see [`super::text_field`]).
    pub fields: Vec<Binding>,
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
        self.bar_on(screen, false)
    }

    /// The key bar of a screen on an individual or a team-match section.
    pub fn bar_on(&self, screen: ScreenId, team_match: bool) -> Vec<&Binding> {
        self.screen(screen)
            .iter()
            .chain(&self.global)
            .filter(|bd| bd.in_bar && bd.bar_for.shows(team_match))
            .collect()
    }

    /// What a key does in an open text field, if the field table binds it.
    pub fn field(&self, key: Key) -> Option<Command> {
        self.fields
            .iter()
            .find(|bd| bd.key == key)
            .map(|bd| bd.command.clone())
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

/// The word a key file puts before a key of the text fields (`field Ctrl+b = cursor-left`).
const FIELD: &str = "field";

/// The screens a key file may name before a key (`results 1 = white-wins`).
const SCREEN_NAMES: [(&str, ScreenId); 9] = [
    ("start", ScreenId::Start),
    ("players", ScreenId::Players),
    ("pairings", ScreenId::Pairings),
    ("results", ScreenId::Results),
    ("standings", ScreenId::Standings),
    ("teams", ScreenId::Teams),
    ("reports", ScreenId::Reports),
    ("settings", ScreenId::Settings),
    ("help", ScreenId::Help),
];

impl Key {
    /// Reads a key as the key file and the help screen write it: `F3`, `Alt+p`,
    /// `Ctrl+q`, `Enter`, `Esc`, `Tab`, `Space`, `PgDn`, or one character.
    pub fn parse(text: &str) -> Option<Key> {
        let mut mods = KeyModifiers::NONE;
        let mut rest = text.trim();
        loop {
            let lower = rest.to_ascii_lowercase();
            if lower.starts_with("ctrl+") && rest.len() > 5 {
                mods |= KeyModifiers::CONTROL;
                rest = &rest[5..];
            } else if lower.starts_with("alt+") && rest.len() > 4 {
                mods |= KeyModifiers::ALT;
                rest = &rest[4..];
            } else {
                break;
            }
        }
        let mut chars = rest.chars();
        let code = match (chars.next(), chars.next()) {
            (Some(c), None) => KeyCode::Char(if mods.is_empty() {
                c
            } else {
                c.to_ascii_lowercase()
            }),
            _ => {
                let lower = rest.to_ascii_lowercase();
                if let Some(n) = lower.strip_prefix('f').and_then(|n| n.parse::<u8>().ok()) {
                    if !(1..=12).contains(&n) {
                        return None;
                    }
                    KeyCode::F(n)
                } else {
                    match lower.as_str() {
                        "enter" => KeyCode::Enter,
                        "esc" => KeyCode::Esc,
                        "tab" => KeyCode::Tab,
                        "s-tab" | "backtab" => KeyCode::BackTab,
                        "space" => KeyCode::Char(' '),
                        "bksp" | "backspace" => KeyCode::Backspace,
                        "del" | "delete" => KeyCode::Delete,
                        "up" => KeyCode::Up,
                        "down" => KeyCode::Down,
                        "left" => KeyCode::Left,
                        "right" => KeyCode::Right,
                        "pgup" | "pageup" => KeyCode::PageUp,
                        "pgdn" | "pagedown" => KeyCode::PageDown,
                        "home" => KeyCode::Home,
                        "end" => KeyCode::End,
                        _ => return None,
                    }
                }
            }
        };
        Some(Key { code, mods })
    }
}

/// A line of a user key file that was not taken, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct KeyFileError {
    pub line: usize,
    pub problem: KeyLineProblem,
}

/// What is wrong with one line of a key file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KeyLineProblem {
    #[error("'{0}' is not KEY = COMMAND")]
    NotBinding(String),
    #[error("unknown command '{command}' (known: {known})")]
    UnknownCommand { command: String, known: String },
    #[error("unknown screen '{0}'")]
    UnknownScreen(String),
    #[error("'{0}' is not [SCREEN] KEY")]
    NotScreenKey(String),
    #[error("'{0}' is not a key (F1-F12, Alt+x, Ctrl+x, Enter, a character ...)")]
    NotAKey(String),
}

impl KeyMap {
    /// The defaults with a user key file over them. The file has one binding a line,
    /// `KEY = COMMAND` for every screen or `SCREEN KEY = COMMAND` for one screen
    /// (`F3 = pairings`, `results x = white-wins`), `field KEY = COMMAND` for the text
    /// fields (`field Ctrl+b = cursor-left`); `#` starts a comment. A line that
    /// cannot be read is reported and skipped; the other lines still apply.
    pub fn with_user_file(text: &str) -> (KeyMap, Vec<KeyFileError>) {
        let mut km = KeyMap::default();
        let mut problems = Vec::new();
        for (k, raw) in text.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            if let Err(problem) = km.apply_line(line) {
                problems.push(KeyFileError {
                    line: k + 1,
                    problem,
                });
            }
        }
        (km, problems)
    }

    fn apply_line(&mut self, line: &str) -> Result<(), KeyLineProblem> {
        let Some((left, right)) = line.split_once('=') else {
            return Err(KeyLineProblem::NotBinding(line.to_string()));
        };
        let name = right.trim().to_ascii_lowercase();
        let named = Command::named();
        let Some(command) = named
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, c)| c.clone())
        else {
            let known: Vec<&str> = named.iter().map(|(n, _)| *n).collect();
            return Err(KeyLineProblem::UnknownCommand {
                command: right.trim().to_string(),
                known: known.join(", "),
            });
        };
        let words: Vec<&str> = left.split_whitespace().collect();
        let (screen, key_text) = match words.as_slice() {
            [key] => (None, *key),
            [field, key] if field.eq_ignore_ascii_case(FIELD) => {
                let Some(key) = Key::parse(key) else {
                    return Err(KeyLineProblem::NotAKey(key.to_string()));
                };
                self.fields.retain(|bd| bd.key != key);
                self.fields.insert(0, b(key, command, false));
                return Ok(());
            }
            [screen, key] => {
                let lower = screen.to_ascii_lowercase();
                let Some((_, s)) = SCREEN_NAMES.iter().find(|(n, _)| *n == lower) else {
                    return Err(KeyLineProblem::UnknownScreen(screen.to_string()));
                };
                (Some(*s), *key)
            }
            _ => return Err(KeyLineProblem::NotScreenKey(left.trim().to_string())),
        };
        let Some(key) = Key::parse(key_text) else {
            return Err(KeyLineProblem::NotAKey(key_text.to_string()));
        };
        let list = match screen {
            None => &mut self.global,
            Some(s) => {
                if !self.screens.iter().any(|(x, _)| *x == s) {
                    self.screens.push((s, Vec::new()));
                }
                let k = self.screens.iter().position(|(x, _)| *x == s).unwrap_or(0);
                &mut self.screens[k].1
            }
        };
        // The new key takes the old one's place in the key bar.
        let mut in_bar = false;
        let mut bar_for = BarFor::All;
        for bd in list.iter_mut().filter(|bd| bd.command == command) {
            if bd.in_bar {
                bar_for = bd.bar_for;
            }
            in_bar |= bd.in_bar;
            bd.in_bar = false;
        }
        list.retain(|bd| bd.key != key);
        list.insert(0, only(bar_for, b(key, command, in_bar)));
        Ok(())
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
            b(Key::ch('?'), C::GoTo(S::Help), false),
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
            b(Key::f(9), C::GoTo(S::Start), false),
            b(Key::alt('m'), C::GoTo(S::Start), false),
            b(Key::f(10), C::Quit, true),
            b(Key::alt('x'), C::Quit, false),
            b(Key::ctrl('q'), C::Quit, false),
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
        // F11 is taken by the Windows console (full screen); F12 and Alt+l are free there.
        global.push(b(Key::f(12), C::Messages, false));
        global.push(b(Key::alt('l'), C::Messages, false));
        let results = vec![
            b(Key::ch('1'), C::SetResult(ResultKey::WhiteWins), true),
            b(Key::ch('0'), C::SetResult(ResultKey::BlackWins), true),
            b(Key::ch('='), C::SetResult(ResultKey::Draw), true),
            b(Key::ch('+'), C::SetResult(ResultKey::WhiteForfeit), true),
            b(Key::ch('-'), C::SetResult(ResultKey::BlackForfeit), true),
            b(Key::ch('*'), C::SetResult(ResultKey::DoubleForfeit), true),
            b(Key::plain(K::Backspace), C::ClearResult, false),
            b(Key::plain(K::Delete), C::ClearResult, false),
            b(Key::ch('g'), C::GotoBoard, false),
            b(Key::ch('b'), C::BoardMode, true),
            b(Key::ch('/'), C::Search, true),
            only(BarFor::TeamMatch, b(Key::ch('f'), C::TeamForfeit, true)),
        ];
        let pairings = vec![
            b(Key::ch('p'), C::PairNext, true),
            b(Key::ch('d'), C::DeleteLastRound, true),
            only(BarFor::Individual, b(Key::ch('s'), C::SwapPlayers, true)),
            only(BarFor::Individual, b(Key::ch('c'), C::SwapColours, true)),
            only(BarFor::Individual, b(Key::ch('b'), C::MoveToBye, true)),
            b(Key::ch('e'), C::Explain, true),
            b(Key::ch('/'), C::Search, true),
            only(BarFor::TeamMatch, b(Key::ch('l'), C::LineUps, true)),
            b(Key::ch('a'), C::RollCall, false),
        ];
        let players = vec![
            b(Key::ch('a'), C::AddPlayer, true),
            b(Key::ch('e'), C::EditPlayer, true),
            b(Key::ch('w'), C::ToggleWithdraw, true),
            b(Key::ch('s'), C::Substitute, true),
            b(Key::ch('i'), C::ImportCsv, true),
            b(Key::plain(K::Delete), C::DeletePlayer, false),
            b(Key::ch('o'), C::Sort, true),
            b(Key::ch('n'), C::AssignTpns, true),
            b(Key::ch('/'), C::Search, true),
            b(Key::ch('y'), C::RequestBye, false),
        ];
        let settings = vec![
            b(Key::ch('n'), C::NewSection, true),
            b(Key::ch('a'), C::AddItem, true),
            b(Key::ch('x'), C::RemoveItem, true),
            b(Key::ch('u'), C::MoveUp, true),
            b(Key::ch('d'), C::MoveDown, true),
            b(Key::ch('l'), C::ToggleLanguage, true),
            b(Key::ch('e'), C::TiebreaksEverywhere, true),
        ];
        let reports = vec![
            b(Key::ch('w'), C::CycleWidth, true),
            b(Key::ch('c'), C::CycleCharset, true),
            b(Key::ch('m'), C::CycleMode, true),
            b(Key::ch('p'), C::Print, true),
            b(Key::ch('t'), C::ExportTrf, true),
            b(Key::ch('<'), C::ScrollLeft, true),
            b(Key::ch('>'), C::ScrollRight, true),
        ];
        // Left and Right change the round on F5 and F6; `<` `>` scroll the columns.
        // The prize keys act on the prize list (`v`); the key bar shows them only there.
        let standings = vec![
            b(Key::ch('v'), C::TogglePrizes, true),
            b(Key::ch('<'), C::ScrollLeft, true),
            b(Key::ch('>'), C::ScrollRight, true),
            b(Key::ch('a'), C::AddPrize, true),
            b(Key::ch('e'), C::EditPrize, true),
            b(Key::ch('x'), C::RemovePrize, true),
            b(Key::plain(K::Delete), C::RemovePrize, false),
            b(Key::ch('u'), C::PrizeUp, true),
            b(Key::ch('d'), C::PrizeDown, true),
            b(Key::ch('o'), C::PrizesPerPlayer, true),
        ];
        let teams = vec![
            b(Key::ch('v'), C::SwitchView, true),
            b(Key::ch('<'), C::ScrollLeft, true),
            b(Key::ch('>'), C::ScrollRight, true),
        ];
        let start = vec![
            b(Key::ch('n'), C::NewChampionship, true),
            b(Key::ch('o'), C::OpenFile, true),
            b(Key::ch('d'), C::OpenDemo, true),
            b(Key::ch('q'), C::Quit, false),
        ];
        KeyMap {
            fields: super::text_field::default_bindings(),
            global,
            screens: vec![
                (S::Results, results),
                (S::Pairings, pairings),
                (S::Players, players),
                (S::Reports, reports),
                (S::Settings, settings),
                (S::Start, start),
                (S::Standings, standings),
                (S::Teams, teams),
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

    #[test]
    fn team_keys_are_on_the_team_bar_and_hand_edits_off_it() {
        let km = KeyMap::default();
        let bar = |screen, team| -> Vec<Command> {
            km.bar_on(screen, team)
                .iter()
                .map(|b| b.command.clone())
                .collect()
        };
        let team_f3 = bar(ScreenId::Pairings, true);
        assert!(team_f3.contains(&Command::LineUps), "{team_f3:?}");
        assert!(!team_f3.contains(&Command::SwapPlayers), "{team_f3:?}");
        assert!(bar(ScreenId::Results, true).contains(&Command::TeamForfeit));
        let f3 = bar(ScreenId::Pairings, false);
        assert!(f3.contains(&Command::SwapPlayers) && !f3.contains(&Command::LineUps));
        assert!(!bar(ScreenId::Results, false).contains(&Command::TeamForfeit));
        // A user key for a team command keeps its place on the team bar only.
        let (km, problems) = KeyMap::with_user_file("results x = team-forfeit\n");
        assert!(problems.is_empty(), "{problems:?}");
        let keys: Vec<Key> = km
            .bar_on(ScreenId::Results, true)
            .iter()
            .map(|b| b.key)
            .collect();
        assert!(keys.contains(&Key::ch('x')) && !keys.contains(&Key::ch('f')));
        assert!(
            km.bar(ScreenId::Results)
                .iter()
                .all(|b| b.key != Key::ch('x'))
        );
    }

    #[test]
    fn keys_read_back_as_they_are_shown() {
        for k in [
            Key::f(3),
            Key::alt('p'),
            Key::ctrl('q'),
            Key::ch('='),
            Key::plain(KeyCode::Enter),
            Key::plain(KeyCode::PageDown),
            Key::ch(' '),
        ] {
            assert_eq!(Key::parse(&k.to_string()), Some(k), "{k}");
        }
        assert_eq!(Key::parse("F13"), None);
        assert_eq!(Key::parse("Hyper+x"), None);
    }

    #[test]
    fn a_user_file_rebinds_and_names_bad_lines() {
        let text = "# my keys\nF9 = pairings\nresults x = white-wins\nF11 = fly\nF3 pairings\nnowhere q = quit\n";
        let (km, problems) = KeyMap::with_user_file(text);
        assert_eq!(
            km.lookup(ScreenId::Players, Key::f(9)),
            Some(Command::GoTo(ScreenId::Pairings))
        );
        assert_eq!(
            km.lookup(ScreenId::Results, Key::ch('x')),
            Some(Command::SetResult(ResultKey::WhiteWins))
        );
        let lines: Vec<usize> = problems.iter().map(|p| p.line).collect();
        assert_eq!(lines, vec![4, 5, 6], "{problems:?}");
        assert!(problems[0].to_string().contains("unknown command 'fly'"));
        // The defaults stay for everything the file does not touch.
        assert_eq!(
            km.lookup(ScreenId::Players, Key::f(3)),
            Some(Command::GoTo(ScreenId::Pairings))
        );
        // The bar shows the new key instead of the old one.
        let bar: Vec<String> = km
            .bar(ScreenId::Players)
            .iter()
            .map(|b| b.key.to_string())
            .collect();
        assert!(
            bar.contains(&"F9".to_string()) && !bar.contains(&"F3".to_string()),
            "{bar:?}"
        );
    }
}
