//! What each screen keeps while another one is shown (its cursor), how many rows the
//! last drawing showed (so PgUp/PgDn move by a page), and the two fast ways to a board
//! on F3/F4: typing its number in board mode, and `/` finding a player.
//!
//! A cursor on F3 and F4 belongs to a round, not to the screen: a round the desk has not
//! shown yet opens on its first board (F4: its first board without a result), never on
//! the board the previous round was left on, so slips typed in board order right after
//! a round is published land on their own boards.

use super::command::ScreenId;
use crate::model::{PlayerId, Round, RoundNo, Section};
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

/// Per-screen memory, kept across screen switches and cleared when the section changes.
#[derive(Debug, Default)]
pub struct ScreenMemory {
    cursors: HashMap<Place, usize>,
    /// Rows of the main table the last drawing had room for (drawing only reads the
    /// app, so it leaves the number here).
    page: Cell<usize>,
    /// How far the F7 preview can scroll down and sideways before its end shows.
    report: Cell<(usize, usize)>,
    /// F6 shows the schools of the championship instead of the section's teams.
    pub show_schools: bool,
    /// The first of the columns that scroll sideways (`<` `>`) shown on F5 and on F6;
    /// the columns before them (place, number, name, points) always stay.
    pub across: HashMap<ScreenId, usize>,
    /// The furthest the shown screen's columns can scroll sideways, as last drawn.
    across_max: Cell<usize>,
}

impl ScreenMemory {
    /// Keeps a screen's cursor (on F3/F4: the round's) for when the user comes back.
    pub fn leave(&mut self, place: Place, cursor: usize) {
        self.cursors.insert(place, cursor);
    }

    /// The cursor a screen (on F3/F4: a round) had when it was left, if it was shown.
    pub fn cursor(&self, place: Place) -> Option<usize> {
        self.cursors.get(&place).copied()
    }

    /// Forgets every screen's cursor (another section is shown).
    pub fn forget(&mut self) {
        self.cursors.clear();
    }

    /// Called while drawing: this many table rows fit on the screen.
    pub fn set_page(&self, rows: usize) {
        self.page.set(rows.max(1));
    }

    /// Called while drawing F7: the furthest the preview can scroll down and across.
    pub fn set_report_extent(&self, down: usize, across: usize) {
        self.report.set((down, across));
    }

    /// The furthest the F7 preview can scroll (down, across), as last drawn.
    pub fn report_extent(&self) -> (usize, usize) {
        self.report.get()
    }

    /// The first sideways-scrolled column shown on `screen`.
    pub fn across(&self, screen: ScreenId) -> usize {
        self.across.get(&screen).copied().unwrap_or(0)
    }

    /// Called while drawing F5 or F6: the furthest its columns can scroll sideways.
    pub fn set_across_max(&self, max: usize) {
        self.across_max.set(max);
    }

    /// Scrolls the shown screen's columns one column left or right, within what the
    /// last drawing had.
    pub fn scroll_across(&mut self, screen: ScreenId, right: bool) {
        let at = self.across(screen);
        let at = if right {
            (at + 1).min(self.across_max.get())
        } else {
            at.saturating_sub(1)
        };
        self.across.insert(screen, at);
    }

    /// How far PgUp/PgDn move: the rows of one screenful.
    pub fn page(&self) -> usize {
        match self.page.get() {
            0 => DEFAULT_PAGE,
            n => n,
        }
    }
}

/// Board mode on F4: digits name the board, then one result key enters its result.
/// Board numbers and result keys never clash: while a number is being typed, every
/// digit belongs to it; it ends by itself when no longer board could start with it, or
/// with Enter; only then do `1 0 = 5 + - *` mean results.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BoardEntry {
    /// Digits typed so far.
    pub typed: String,
    /// The board chosen, waiting for its result key.
    pub board: Option<usize>,
}

/// What a digit (or Enter) typed in board mode did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Typed {
    /// More digits may follow.
    More,
    /// The board is chosen (1-based); the result key comes next.
    Board(usize),
    /// No such board in the round (1-`boards`): the typed number, to say so.
    NoSuchBoard(String),
}

impl BoardEntry {
    /// A digit of the board number, with `boards` boards in the round.
    pub fn digit(&mut self, d: char, boards: usize) -> Typed {
        self.typed.push(d);
        let n: usize = self.typed.parse().unwrap_or(usize::MAX);
        if n == 0 || n > boards {
            return Typed::NoSuchBoard(std::mem::take(&mut self.typed));
        }
        // Complete as soon as no longer number could still be a board, except a number
        // of two or more digits ending in 0 or 1: those are result keys too (`1` `1` is
        // board 11, or board 1 and White wins), so such a number waits for Enter or `=`.
        // A slip typed without its result then runs into the next board number and is
        // refused there, instead of putting the next result on board 11.
        let ambiguous = self.typed.len() > 1 && matches!(d, '0' | '1');
        if n.saturating_mul(10) > boards && !ambiguous {
            return self.choose(n);
        }
        Typed::More
    }

    /// Enter: the number typed so far is the board.
    pub fn enter(&mut self, boards: usize) -> Typed {
        match self.typed.parse::<usize>() {
            Ok(n) if n >= 1 && n <= boards => self.choose(n),
            _ => Typed::NoSuchBoard(std::mem::take(&mut self.typed)),
        }
    }

    fn choose(&mut self, n: usize) -> Typed {
        self.typed.clear();
        self.board = Some(n);
        Typed::Board(n)
    }

    /// Backspace: one digit back, or the chosen board given up.
    pub fn back(&mut self) {
        if self.board.take().is_none() {
            self.typed.pop();
        }
    }

    /// Nothing typed and no board chosen.
    pub fn is_idle(&self) -> bool {
        self.typed.is_empty() && self.board.is_none()
    }
}

/// The rows of F3/F4 in drawing order: each board, then each unpaired player (bye,
/// absent, reserve); `/` and the cursor count them the same way.
pub fn row_players(r: &Round) -> Vec<Vec<PlayerId>> {
    r.boards
        .iter()
        .map(|b| vec![b.white, b.black])
        .chain(r.unpaired.iter().map(|u| vec![u.player]))
        .collect()
}

/// The two players of a board (1-based) of a round, as `Name (number)`; empty texts for
/// a board that is not there.
pub fn board_players(s: &Section, round: RoundNo, board: usize) -> (String, String) {
    let Some(b) = s
        .round(round)
        .and_then(|r| r.boards.get(board.wrapping_sub(1)))
    else {
        return Default::default();
    };
    let said = |id: PlayerId| {
        s.player(id)
            .map(|p| format!("{} ({})", p.name, p.tpn))
            .unwrap_or_default()
    };
    (said(b.white), said(b.black))
}

/// Numbers in ascending order as ranges: `1-3, 7, 9-10`.
pub fn ranges(numbers: &[usize]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut k = 0;
    while k < numbers.len() {
        let start = numbers[k];
        let mut end = start;
        while k + 1 < numbers.len() && numbers[k + 1] == end + 1 {
            k += 1;
            end = numbers[k];
        }
        parts.push(if end == start {
            start.to_string()
        } else {
            format!("{start}-{end}")
        });
        k += 1;
    }
    parts.join(", ")
}

/// The first row at or after `from` (wrapping) with a player whose pairing number is
/// `text`, or whose name contains `text` (any case).
pub fn find_row(s: &Section, r: &Round, text: &str, from: usize) -> Option<usize> {
    let needle = text.trim().to_lowercase();
    if needle.is_empty() {
        return None;
    }
    let number: Option<u32> = needle.parse().ok();
    let rows = row_players(r);
    let hit = |ids: &Vec<PlayerId>| {
        ids.iter()
            .filter_map(|id| s.player(*id))
            .any(|p| match number {
                Some(n) => p.tpn == n,
                None => p.name.to_lowercase().contains(&needle),
            })
    };
    let n = rows.len();
    (0..n).map(|k| (from + k) % n).find(|&i| hit(&rows[i]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_number_ends_when_no_longer_board_can_follow() {
        let mut e = BoardEntry::default();
        assert_eq!(e.digit('3', 8), Typed::Board(3));
        assert_eq!(e.board, Some(3));
        let mut e = BoardEntry::default();
        assert_eq!(e.digit('2', 25), Typed::More);
        assert_eq!(e.digit('2', 25), Typed::Board(22));
        // 21 ends in a result key: it waits for Enter (see the test below).
        let mut e = BoardEntry::default();
        e.digit('2', 25);
        assert_eq!(e.digit('1', 25), Typed::More);
        assert_eq!(e.enter(25), Typed::Board(21));
        let mut e = BoardEntry::default();
        assert_eq!(e.digit('3', 25), Typed::Board(3));
    }

    #[test]
    fn a_number_ending_in_a_result_key_waits_for_enter() {
        // 20 boards: `1` `1` may be board 11 or board 1 and White wins.
        let mut e = BoardEntry::default();
        assert_eq!(e.digit('1', 20), Typed::More);
        assert_eq!(e.digit('1', 20), Typed::More);
        assert_eq!(e.board, None);
        assert_eq!(e.enter(20), Typed::Board(11));
        // The next slip's board number runs into it and is refused.
        let mut e = BoardEntry::default();
        e.digit('1', 20);
        e.digit('0', 20);
        assert_eq!(e.digit('3', 20), Typed::NoSuchBoard("103".into()));
        // A digit that is no result key still completes the number at once.
        let mut e = BoardEntry::default();
        e.digit('1', 20);
        assert_eq!(e.digit('2', 20), Typed::Board(12));
    }

    #[test]
    fn enter_ends_a_number_that_a_longer_one_could_start() {
        let mut e = BoardEntry::default();
        assert_eq!(e.digit('2', 25), Typed::More);
        assert_eq!(e.enter(25), Typed::Board(2));
    }

    #[test]
    fn a_board_outside_the_round_is_named_and_forgotten() {
        let mut e = BoardEntry::default();
        assert_eq!(e.digit('0', 8), Typed::NoSuchBoard("0".into()));
        assert!(e.is_idle());
        assert_eq!(e.digit('9', 8), Typed::NoSuchBoard("9".into()));
        assert_eq!(e.enter(8), Typed::NoSuchBoard(String::new()));
    }

    #[test]
    fn backspace_gives_up_the_board_then_digits() {
        let mut e = BoardEntry::default();
        e.digit('1', 25);
        e.digit('2', 25);
        assert_eq!(e.board, Some(12));
        e.back();
        assert!(e.is_idle());
        e.digit('1', 25);
        e.back();
        assert!(e.is_idle());
    }

    #[test]
    fn numbers_are_said_as_ranges() {
        assert_eq!(ranges(&[1, 2, 3, 7, 9, 10]), "1-3, 7, 9-10");
        assert_eq!(ranges(&[4]), "4");
        assert_eq!(ranges(&[]), "");
    }

    #[test]
    fn a_round_screen_keeps_one_cursor_per_round() {
        let mut m = ScreenMemory::default();
        m.leave(Place::new(ScreenId::Results, 1), 4);
        assert_eq!(m.cursor(Place::new(ScreenId::Results, 1)), Some(4));
        assert_eq!(m.cursor(Place::new(ScreenId::Results, 2)), None);
        assert_eq!(m.cursor(Place::new(ScreenId::Pairings, 1)), None);
    }

    #[test]
    fn other_screens_keep_one_cursor_whatever_the_round() {
        let mut m = ScreenMemory::default();
        m.leave(Place::new(ScreenId::Players, 1), 7);
        assert_eq!(m.cursor(Place::new(ScreenId::Players, 3)), Some(7));
    }

    #[test]
    fn the_page_is_what_the_last_drawing_had_room_for() {
        let m = ScreenMemory::default();
        assert_eq!(m.page(), DEFAULT_PAGE);
        m.set_page(17);
        assert_eq!(m.page(), 17);
    }
}
