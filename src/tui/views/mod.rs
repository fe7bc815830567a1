//! Each screen's own state: where its cursor is, how far it is scrolled, what it
//! filters and sorts by, kept while another screen is shown and forgotten when another
//! section is chosen. The navigation keys (arrows, pages, Home, End, `<` `>`) act here,
//! on the shown screen's state alone, so they are tested without a terminal or a
//! championship.
//!
//! A cursor on F3 and F4 belongs to a round, not to the screen: a round the desk has not
//! shown yet opens on its first board (F4: its first board without a result), never on
//! the board the previous round was left on, so slips typed in board order right after
//! a round is published land on their own boards.

pub mod board_entry;
pub mod players;
pub mod reports;
pub mod rounds;

pub use board_entry::{BoardEntry, Typed};
pub use players::{PlayersView, SortKey};
pub use reports::ReportView;
pub use rounds::{board_players, find_row, ranges, row_players};

use super::command::{Command, ScreenId};
use crate::model::RoundNo;
use std::cell::Cell;
use std::collections::HashMap;

/// The rows a page holds before the first drawing says how many fit.
const DEFAULT_PAGE: usize = 10;

/// Where a cursor belongs: a screen, and on the round screens (F3, F4) the round shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Place {
    screen: ScreenId,
    /// The round on F3 and F4; 0 on every other screen, whose rows are not a round's.
    round: RoundNo,
}

impl Place {
    pub fn new(screen: ScreenId, round: RoundNo) -> Place {
        let round = if shows_round(screen) { round } else { 0 };
        Place { screen, round }
    }
}

/// The screens whose rows are a round's boards (their cursor belongs to the round).
pub fn shows_round(screen: ScreenId) -> bool {
    matches!(screen, ScreenId::Pairings | ScreenId::Results)
}

/// A round screen (F3, F4): a cursor for each round shown; F4 also types board numbers.
#[derive(Debug, Default)]
pub struct RoundView {
    cursors: HashMap<RoundNo, usize>,
    /// Board mode on F4 (`None`: off): digits name a board, then a result key.
    pub board_entry: Option<BoardEntry>,
}

/// A table whose columns after the first few scroll sideways (F5 standings, F6 teams).
#[derive(Debug, Default)]
pub struct TableView {
    cursor: Option<usize>,
    /// The first of the columns that scroll sideways (`<` `>`); the columns before them
    /// (place, number, name, points) always stay.
    pub across: usize,
}

/// F6: the section's teams, or (Tab) the championship's schools.
#[derive(Debug, Default)]
pub struct TeamsView {
    pub table: TableView,
    pub show_schools: bool,
}

/// Every screen's state.
#[derive(Debug, Default)]
pub struct Views {
    pub players: PlayersView,
    pub pairings: RoundView,
    pub results: RoundView,
    pub standings: TableView,
    pub teams: TeamsView,
    /// F5 shows the prize list instead of the standings (`v`).
    pub show_prizes: bool,
    pub reports: ReportView,
    /// The start screen, F8 and F1: a list each, with a cursor.
    lists: HashMap<ScreenId, usize>,
    /// Rows of the main table the last drawing had room for (drawing only reads the
    /// app, so it leaves the number here).
    page: Cell<usize>,
    /// How far the F7 preview can scroll down and sideways before its end shows.
    report_extent: Cell<(usize, usize)>,
    /// The furthest the shown screen's columns can scroll sideways, as last drawn.
    across_max: Cell<usize>,
}

impl Views {
    /// The cursor a screen (on F3/F4: a round) has, if it was shown since the section
    /// was chosen.
    pub fn cursor(&self, place: Place) -> Option<usize> {
        match place.screen {
            ScreenId::Pairings => self.pairings.cursors.get(&place.round).copied(),
            ScreenId::Results => self.results.cursors.get(&place.round).copied(),
            ScreenId::Players => self.players.cursor,
            ScreenId::Standings => self.standings.cursor,
            ScreenId::Teams => self.teams.table.cursor,
            ScreenId::Reports => self.reports.cursor,
            ScreenId::Start | ScreenId::Settings | ScreenId::Help => {
                self.lists.get(&place.screen).copied()
            }
        }
    }

    /// The cursor of a screen (on F3/F4: of a round) to move; a screen not shown yet
    /// starts on its first row.
    pub fn cursor_mut(&mut self, place: Place) -> &mut usize {
        match place.screen {
            ScreenId::Pairings => self.pairings.cursors.entry(place.round).or_insert(0),
            ScreenId::Results => self.results.cursors.entry(place.round).or_insert(0),
            ScreenId::Players => self.players.cursor.get_or_insert(0),
            ScreenId::Standings => self.standings.cursor.get_or_insert(0),
            ScreenId::Teams => self.teams.table.cursor.get_or_insert(0),
            ScreenId::Reports => self.reports.cursor.get_or_insert(0),
            ScreenId::Start | ScreenId::Settings | ScreenId::Help => {
                self.lists.entry(place.screen).or_insert(0)
            }
        }
    }

    /// Forgets every screen's cursor (another section is shown); the players' search
    /// and order, the chosen report and the sideways scroll stay.
    pub fn forget(&mut self) {
        self.pairings.cursors.clear();
        self.results.cursors.clear();
        self.players.cursor = None;
        self.standings.cursor = None;
        self.teams.table.cursor = None;
        self.reports.cursor = None;
        self.lists.clear();
    }

    /// A navigation key on the shown screen, with `rows` rows in its table: moves its
    /// cursor, scrolls the F7 preview (pages, `<` `>`) or the sideways columns of F5
    /// and F6 (`<` `>`). Whether the key was one of these.
    pub fn navigate(&mut self, place: Place, cmd: &Command, rows: usize) -> bool {
        let page = self.page();
        let last = rows.saturating_sub(1);
        match (place.screen, cmd) {
            (ScreenId::Reports, Command::PageUp) => self.reports.page_up(page),
            (ScreenId::Reports, Command::PageDown) => {
                self.reports.page_down(page, self.report_extent.get().0)
            }
            (ScreenId::Standings | ScreenId::Teams, Command::ScrollLeft | Command::ScrollRight) => {
                let max = self.across_max.get();
                let table = if place.screen == ScreenId::Standings {
                    &mut self.standings
                } else {
                    &mut self.teams.table
                };
                table.across = if *cmd == Command::ScrollRight {
                    (table.across + 1).min(max)
                } else {
                    table.across.saturating_sub(1)
                };
            }
            (_, Command::ScrollLeft) => self.reports.left(),
            (_, Command::ScrollRight) => self.reports.right(self.report_extent.get().1),
            (_, Command::Up | Command::Down | Command::PageUp | Command::PageDown) => {
                let c = self.cursor_mut(place);
                *c = match cmd {
                    Command::Up => c.saturating_sub(1),
                    Command::Down => (*c + 1).min(last),
                    Command::PageUp => c.saturating_sub(page),
                    _ => (*c + page).min(last),
                };
            }
            (_, Command::Home) => *self.cursor_mut(place) = 0,
            (_, Command::End) => *self.cursor_mut(place) = last,
            _ => return false,
        }
        true
    }

    /// Called while drawing: this many table rows fit on the screen.
    pub fn set_page(&self, rows: usize) {
        self.page.set(rows.max(1));
    }

    /// Called while drawing F7: the furthest the preview can scroll down and across.
    pub fn set_report_extent(&self, down: usize, across: usize) {
        self.report_extent.set((down, across));
    }

    /// The first sideways-scrolled column shown on `screen` (F5, F6).
    pub fn across(&self, screen: ScreenId) -> usize {
        match screen {
            ScreenId::Standings => self.standings.across,
            ScreenId::Teams => self.teams.table.across,
            _ => 0,
        }
    }

    /// Called while drawing F5 or F6: the furthest its columns can scroll sideways.
    pub fn set_across_max(&self, max: usize) {
        self.across_max.set(max);
    }

    /// How far PgUp/PgDn move: the rows of one screenful.
    pub fn page(&self) -> usize {
        match self.page.get() {
            0 => DEFAULT_PAGE,
            n => n,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(screen: ScreenId, round: RoundNo) -> Place {
        Place::new(screen, round)
    }

    #[test]
    fn a_round_screen_keeps_one_cursor_per_round() {
        let mut v = Views::default();
        *v.cursor_mut(at(ScreenId::Results, 1)) = 4;
        assert_eq!(v.cursor(at(ScreenId::Results, 1)), Some(4));
        assert_eq!(v.cursor(at(ScreenId::Results, 2)), None);
        assert_eq!(v.cursor(at(ScreenId::Pairings, 1)), None);
    }

    #[test]
    fn other_screens_keep_one_cursor_whatever_the_round() {
        let mut v = Views::default();
        *v.cursor_mut(at(ScreenId::Players, 1)) = 7;
        assert_eq!(v.cursor(at(ScreenId::Players, 3)), Some(7));
        assert_eq!(v.cursor(at(ScreenId::Standings, 1)), None);
    }

    #[test]
    fn another_section_forgets_the_cursors_but_not_the_search() {
        let mut v = Views::default();
        *v.cursor_mut(at(ScreenId::Results, 2)) = 3;
        *v.cursor_mut(at(ScreenId::Settings, 0)) = 5;
        v.players.search = "aisyah".into();
        v.forget();
        assert_eq!(v.cursor(at(ScreenId::Results, 2)), None);
        assert_eq!(v.cursor(at(ScreenId::Settings, 0)), None);
        assert_eq!(v.players.search, "aisyah");
    }

    #[test]
    fn the_page_is_what_the_last_drawing_had_room_for() {
        let v = Views::default();
        assert_eq!(v.page(), DEFAULT_PAGE);
        v.set_page(17);
        assert_eq!(v.page(), 17);
    }

    #[test]
    fn the_cursor_moves_within_the_rows() {
        let mut v = Views::default();
        v.set_page(5);
        let p = at(ScreenId::Standings, 0);
        assert!(v.navigate(p, &Command::Up, 12));
        assert_eq!(v.cursor(p), Some(0));
        v.navigate(p, &Command::PageDown, 12);
        v.navigate(p, &Command::PageDown, 12);
        v.navigate(p, &Command::PageDown, 12);
        assert_eq!(v.cursor(p), Some(11), "never past the last row");
        v.navigate(p, &Command::Up, 12);
        assert_eq!(v.cursor(p), Some(10));
        v.navigate(p, &Command::Home, 12);
        assert_eq!(v.cursor(p), Some(0));
        v.navigate(p, &Command::End, 12);
        assert_eq!(v.cursor(p), Some(11));
        assert!(!v.navigate(p, &Command::Sort, 12), "not a navigation key");
    }

    #[test]
    fn moving_in_one_round_leaves_the_next_rounds_cursor_alone() {
        let mut v = Views::default();
        v.navigate(at(ScreenId::Results, 1), &Command::End, 9);
        assert_eq!(v.cursor(at(ScreenId::Results, 1)), Some(8));
        assert_eq!(v.cursor(at(ScreenId::Results, 2)), None);
    }

    #[test]
    fn the_sideways_columns_stop_at_what_was_drawn() {
        let mut v = Views::default();
        v.set_across_max(2);
        let f5 = at(ScreenId::Standings, 0);
        for _ in 0..4 {
            v.navigate(f5, &Command::ScrollRight, 10);
        }
        assert_eq!(v.across(ScreenId::Standings), 2);
        assert_eq!(v.across(ScreenId::Teams), 0, "F6 scrolls on its own");
        v.navigate(f5, &Command::ScrollLeft, 10);
        assert_eq!(v.across(ScreenId::Standings), 1);
    }

    #[test]
    fn the_report_pages_scroll_the_preview_not_the_list_of_reports() {
        let mut v = Views::default();
        v.set_page(10);
        v.set_report_extent(25, 30);
        let f7 = at(ScreenId::Reports, 0);
        for _ in 0..4 {
            v.navigate(f7, &Command::PageDown, 6);
        }
        assert_eq!(v.reports.scroll, 25);
        assert_eq!(v.cursor(f7), None, "the cursor on the list did not move");
        for _ in 0..5 {
            v.navigate(f7, &Command::ScrollRight, 6);
        }
        assert_eq!(v.reports.across, 30);
    }
}
