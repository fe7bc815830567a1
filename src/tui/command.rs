//! Everything a user can ask of the full-screen program, as data. Key presses become
//! commands through the [`super::keymap`]; only [`super::app::App::update`] acts on them.

/// The screens, each reachable by a function key and an Alt+letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScreenId {
    Start,
    Players,
    Pairings,
    Results,
    Standings,
    Teams,
    Reports,
    Settings,
    Help,
}

impl ScreenId {
    /// The screens of the function-key row, in order (F1 help ... F8 settings).
    pub const ROW: [ScreenId; 8] = [
        ScreenId::Help,
        ScreenId::Players,
        ScreenId::Pairings,
        ScreenId::Results,
        ScreenId::Standings,
        ScreenId::Teams,
        ScreenId::Reports,
        ScreenId::Settings,
    ];
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Command {
    Quit,
    GoTo(ScreenId),
    NextSection,
    PrevSection,
    PrevRound,
    NextRound,
    Up,
    Down,
    PageUp,
    PageDown,
    Home,
    End,
    /// Enter: open, confirm or publish, depending on the screen.
    Accept,
    /// Esc: close a dialog, discard a preview, leave a screen.
    Cancel,
    Undo,
    Redo,
    /// Results: enter this result on the selected board and move on.
    SetResult(ResultKey),
    ClearResult,
    /// Results: ask for a board number and jump to it.
    GotoBoard,
    /// Pairings: pair the next round (a preview until accepted).
    PairNext,
    /// Pairings: delete the last round's pairings (asks first).
    DeleteLastRound,
    /// Players: withdraw the selected player from the next round, or bring him back.
    ToggleWithdraw,
    /// Players: type to search by name.
    Search,
    /// Reports: cycle the printer profile width, character set and mode.
    CycleWidth,
    CycleCharset,
    CycleMode,
    /// Reports: print to the configured device or save to a file.
    Print,
    /// A character typed into the open input line.
    Type(char),
    Backspace,
}

/// The one-key results of the results desk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResultKey {
    WhiteWins,
    BlackWins,
    Draw,
    WhiteForfeit,
    BlackForfeit,
    DoubleForfeit,
}

impl Command {
    /// A short label for the key bar and the help screen.
    pub fn label(&self) -> String {
        match self {
            Command::Quit => "quit".into(),
            Command::GoTo(s) => match s {
                ScreenId::Start => "start",
                ScreenId::Players => "players",
                ScreenId::Pairings => "pairs",
                ScreenId::Results => "results",
                ScreenId::Standings => "standing",
                ScreenId::Teams => "teams",
                ScreenId::Reports => "print",
                ScreenId::Settings => "setup",
                ScreenId::Help => "help",
            }
            .into(),
            Command::NextSection => "next section".into(),
            Command::PrevSection => "prev section".into(),
            Command::PrevRound => "prev round".into(),
            Command::NextRound => "next round".into(),
            Command::Up => "up".into(),
            Command::Down => "down".into(),
            Command::PageUp => "page up".into(),
            Command::PageDown => "page down".into(),
            Command::Home => "first".into(),
            Command::End => "last".into(),
            Command::Accept => "ok".into(),
            Command::Cancel => "back".into(),
            Command::Undo => "undo".into(),
            Command::Redo => "redo".into(),
            Command::SetResult(r) => match r {
                ResultKey::WhiteWins => "1-0".into(),
                ResultKey::BlackWins => "0-1".into(),
                ResultKey::Draw => "draw".into(),
                ResultKey::WhiteForfeit => "+- forfeit".into(),
                ResultKey::BlackForfeit => "-+ forfeit".into(),
                ResultKey::DoubleForfeit => "-- double forfeit".into(),
            },
            Command::ClearResult => "clear".into(),
            Command::GotoBoard => "go to board".into(),
            Command::PairNext => "pair next".into(),
            Command::DeleteLastRound => "delete last round".into(),
            Command::ToggleWithdraw => "withdraw/return".into(),
            Command::Search => "search".into(),
            Command::CycleWidth => "width".into(),
            Command::CycleCharset => "charset".into(),
            Command::CycleMode => "printer".into(),
            Command::Print => "print/save".into(),
            Command::Type(_) => "type".into(),
            Command::Backspace => "delete char".into(),
        }
    }
}
