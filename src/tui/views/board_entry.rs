//! Board mode on F4 (`b`): the board number typed digit by digit, then its result key.

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
}
