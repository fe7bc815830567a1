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
    /// Pairings: hand edits of the last round (re-checked; a rule broken asks first).
    SwapPlayers,
    SwapColours,
    MoveToBye,
    /// Pairings: why the round is paired as it is (Esc closes).
    Explain,
    /// Players: type to search by name.
    Search,
    /// Reports: cycle the printer profile width, character set and mode.
    CycleWidth,
    CycleCharset,
    CycleMode,
    /// Reports: print to the configured device or save to a file.
    Print,
    /// Reports: write the section as a TRF file beside the championship file.
    ExportTrf,
    /// Players: a new player (a late entry once round 1 is paired).
    AddPlayer,
    /// Players: the selected player's data in a form.
    EditPlayer,
    /// Players: the team's reserve plays instead of the selected player from the next round.
    Substitute,
    /// Players: import a player list from a CSV file.
    ImportCsv,
    /// Players: delete the selected player, entered by mistake (asks first).
    DeletePlayer,
    /// Players: the next sort order (TPN, name, team, rating).
    Sort,
    /// Players: pairing numbers from the section's initial order (before round 4).
    AssignTpns,
    /// Settings: switch the screen language between Malay and English.
    ToggleLanguage,
    /// Settings: a new section.
    NewSection,
    /// Settings: the section's tie-break list given to every section (asks first).
    TiebreaksEverywhere,
    /// Settings: tie-break list editing.
    AddItem,
    RemoveItem,
    MoveUp,
    MoveDown,
    /// Start: name a new championship, open a file, open the demo championship.
    NewChampionship,
    OpenFile,
    OpenDemo,
    /// A character typed into the open input line.
    Type(char),
    Backspace,
    /// Everywhere: the last messages, scrollable (a long message can be read whole).
    Messages,
    /// Results: board mode on or off (digits name the board, then a result key).
    BoardMode,
    /// Reports: scroll the preview sideways.
    ScrollLeft,
    ScrollRight,
    /// Teams: the section's teams or the championship's schools.
    SwitchView,
    /// Players: request a bye for the selected player (round and kind), or cancel one.
    RequestBye,
    /// A text field (form line, prompt): move the cursor or delete at it.
    Field(super::text_field::FieldEdit),
    /// Results (team-match section): the team that did not come loses every board of
    /// the selected board's match.
    TeamForfeit,
    /// Pairings (team-match section): the next round's line-ups, to check and change.
    LineUps,
    /// Pairings: the roll call of the next round (the players who did not sign in).
    RollCall,
    /// Standings: the standings or the prize list.
    TogglePrizes,
    /// Prize list (F5 `v`): a new line at the end, in a form.
    AddPrize,
    /// Prize list: the selected line in a form, to correct.
    EditPrize,
    /// Prize list: take the selected line off the list.
    RemovePrize,
    /// Prize list: the selected line one place up (before the one above: it goes first)
    /// or down.
    PrizeUp,
    PrizeDown,
    /// Prize list: one prize per player, or several.
    PrizesPerPlayer,
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
    /// The commands a user key file can name, by name (`F3 = pairings`).
    pub fn named() -> Vec<(&'static str, Command)> {
        use Command as C;
        use ScreenId as S;
        vec![
            ("quit", C::Quit),
            ("help", C::GoTo(S::Help)),
            ("start", C::GoTo(S::Start)),
            ("players", C::GoTo(S::Players)),
            ("pairings", C::GoTo(S::Pairings)),
            ("results", C::GoTo(S::Results)),
            ("standings", C::GoTo(S::Standings)),
            ("teams", C::GoTo(S::Teams)),
            ("reports", C::GoTo(S::Reports)),
            ("settings", C::GoTo(S::Settings)),
            ("next-section", C::NextSection),
            ("prev-section", C::PrevSection),
            ("prev-round", C::PrevRound),
            ("next-round", C::NextRound),
            ("up", C::Up),
            ("down", C::Down),
            ("page-up", C::PageUp),
            ("page-down", C::PageDown),
            ("first", C::Home),
            ("last", C::End),
            ("ok", C::Accept),
            ("back", C::Cancel),
            ("undo", C::Undo),
            ("redo", C::Redo),
            ("white-wins", C::SetResult(ResultKey::WhiteWins)),
            ("black-wins", C::SetResult(ResultKey::BlackWins)),
            ("draw", C::SetResult(ResultKey::Draw)),
            ("white-forfeit", C::SetResult(ResultKey::WhiteForfeit)),
            ("black-forfeit", C::SetResult(ResultKey::BlackForfeit)),
            ("double-forfeit", C::SetResult(ResultKey::DoubleForfeit)),
            ("clear-result", C::ClearResult),
            ("go-to-board", C::GotoBoard),
            ("pair-next", C::PairNext),
            ("delete-last-round", C::DeleteLastRound),
            ("swap-players", C::SwapPlayers),
            ("swap-colours", C::SwapColours),
            ("move-to-bye", C::MoveToBye),
            ("roll-call", C::RollCall),
            ("prize-list", C::TogglePrizes),
            ("add-prize", C::AddPrize),
            ("edit-prize", C::EditPrize),
            ("remove-prize", C::RemovePrize),
            ("prize-up", C::PrizeUp),
            ("prize-down", C::PrizeDown),
            ("prizes-per-player", C::PrizesPerPlayer),
            ("explain", C::Explain),
            ("withdraw", C::ToggleWithdraw),
            ("search", C::Search),
            ("width", C::CycleWidth),
            ("charset", C::CycleCharset),
            ("printer-codes", C::CycleMode),
            ("print", C::Print),
            ("export-trf", C::ExportTrf),
            ("add-player", C::AddPlayer),
            ("edit-player", C::EditPlayer),
            ("substitute", C::Substitute),
            ("import-csv", C::ImportCsv),
            ("delete-player", C::DeletePlayer),
            ("sort", C::Sort),
            ("number-players", C::AssignTpns),
            ("language", C::ToggleLanguage),
            ("new-section", C::NewSection),
            ("tiebreaks-everywhere", C::TiebreaksEverywhere),
            ("add", C::AddItem),
            ("remove", C::RemoveItem),
            ("move-up", C::MoveUp),
            ("move-down", C::MoveDown),
            ("new-championship", C::NewChampionship),
            ("open-file", C::OpenFile),
            ("open-demo", C::OpenDemo),
            ("messages", C::Messages),
            ("board-mode", C::BoardMode),
            ("scroll-left", C::ScrollLeft),
            ("scroll-right", C::ScrollRight),
            ("switch-view", C::SwitchView),
            ("request-bye", C::RequestBye),
            ("team-forfeit", C::TeamForfeit),
            ("line-ups", C::LineUps),
        ]
        .into_iter()
        .chain(super::text_field::FieldEdit::named())
        .collect()
    }

    /// A short English label (the help screen has both languages through
    /// [`super::strings::command_label`]).
    pub fn label(&self) -> String {
        super::strings::command_label(self, crate::model::Language::English).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_names_are_unique() {
        let all = Command::named();
        for (i, (n, c)) in all.iter().enumerate() {
            assert!(all[i + 1..].iter().all(|(m, d)| m != n && d != c), "{n}");
        }
    }
}
