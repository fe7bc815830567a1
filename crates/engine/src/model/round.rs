//! One round of a section: its boards in order and the players without an opponent.

use super::edit::ManualEdit;
use super::ids::{PlayerId, RoundNo};
use super::outcome::{ByeKind, Colour, Outcome, RoundEntry};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    pub white: PlayerId,
    pub black: PlayerId,
    pub outcome: Outcome,
    /// Set when the arbiter changed this board by hand after the engine paired it.
    pub manual: bool,
}

impl Board {
    /// A board as the engine pairs it (not changed by hand).
    pub fn new(white: PlayerId, black: PlayerId, outcome: Outcome) -> Self {
        Board {
            white,
            black,
            outcome,
            manual: false,
        }
    }
}

/// A player of the round who has no opponent, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Unpaired {
    pub player: PlayerId,
    pub kind: ByeKind,
}

/// Why a player of a paired round has no opponent, as people are told it: a bye of a
/// kind, or one of the reasons that [`ByeKind::Absent`] lumps together (a withdrawn
/// player must not read "absent", nor a reserve out of the line-up).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WhyUnpaired {
    /// A bye: pairing-allocated, requested (half or zero) or full-point.
    Bye(ByeKind),
    /// Withdrawn for this round (for good or until a later round).
    Withdrawn,
    /// A late entry whose first round is later.
    NotYetEntered,
    /// A team's reserve not in the line-up.
    Reserve,
    /// Not paired for any other reason (not in a team's line-up, an imported blank).
    Absent,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RoundState {
    /// Pairings published, some results still missing.
    Paired,
    /// Every board has a result.
    ResultsComplete,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Round {
    pub number: RoundNo,
    /// Boards in board order (board 1 first).
    pub boards: Vec<Board>,
    pub unpaired: Vec<Unpaired>,
    /// The arbiter's hand edits of this round, oldest first.
    pub edits: Vec<ManualEdit>,
}

impl Round {
    pub fn new(number: RoundNo) -> Self {
        Round {
            number,
            boards: Vec::new(),
            unpaired: Vec::new(),
            edits: Vec::new(),
        }
    }

    pub fn state(&self) -> RoundState {
        if self.boards.iter().any(|b| b.outcome.is_pending()) {
            RoundState::Paired
        } else {
            RoundState::ResultsComplete
        }
    }

    /// Boards with a result, and all boards.
    pub fn progress(&self) -> (usize, usize) {
        let done = self
            .boards
            .iter()
            .filter(|b| !b.outcome.is_pending())
            .count();
        (done, self.boards.len())
    }

    /// The player's entry in this round, if the player appears in it.
    pub fn entry(&self, player: PlayerId) -> Option<RoundEntry> {
        for b in &self.boards {
            if b.white == player || b.black == player {
                let colour = if b.white == player {
                    Colour::White
                } else {
                    Colour::Black
                };
                let opponent = if b.white == player { b.black } else { b.white };
                return Some(RoundEntry::Game {
                    opponent,
                    colour,
                    result: b.outcome.for_colour(colour),
                });
            }
        }
        self.unpaired
            .iter()
            .find(|u| u.player == player)
            .map(|u| RoundEntry::Bye(u.kind))
    }

    /// The PAB receiver of the round, if any.
    pub fn pab(&self) -> Option<PlayerId> {
        self.unpaired
            .iter()
            .find(|u| u.kind == ByeKind::Pab)
            .map(|u| u.player)
    }
}
