//! What happened on a board or to an unpaired player in one round, and what that means
//! for points, meetings and colours (../rules/handling.md section 2.3).

use super::scoring::{PointValues, Points};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// "White" or "Black" in `lang`, as the pairing explanations name a colour.
    pub fn name(self, lang: super::Language) -> &'static str {
        match self {
            Colour::White => lang.pick("White", "Putih"),
            Colour::Black => lang.pick("Black", "Hitam"),
        }
    }
}

/// The result of a game that was actually played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    WhiteWins,
    Draw,
    BlackWins,
}

/// The outcome of a board as the arbiter enters it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// Paired, result not yet entered.
    Pending,
    /// A game played over the board (TRF `1 = 0`).
    Played(GameResult),
    /// A game of fewer than one move (TRF `W D L`): scored and paired as played, not rated.
    ShortGame(GameResult),
    /// Black did not appear: White wins by forfeit (`+-`).
    WhiteForfeitWin,
    /// White did not appear: Black wins by forfeit (`-+`).
    BlackForfeitWin,
    /// Neither appeared: both lose by forfeit (`--`).
    DoubleForfeit,
    /// Scores fixed by the arbiter (Laws 13.4 style decisions). `played` tells whether
    /// the game counts as played for meetings and colours.
    Adjusted {
        white: Points,
        black: Points,
        played: bool,
    },
}

impl Outcome {
    pub fn is_pending(self) -> bool {
        matches!(self, Outcome::Pending)
    }

    /// The outcome seen from one side of the board.
    pub fn for_colour(self, colour: Colour) -> PlayerRoundResult {
        use GameResult::*;
        use PlayerRoundResult as R;
        let white = colour == Colour::White;
        let side = |r: GameResult, short: bool| match (r, white, short) {
            (Draw, _, false) => R::Draw,
            (Draw, _, true) => R::ShortDraw,
            (WhiteWins, true, false) | (BlackWins, false, false) => R::Win,
            (WhiteWins, true, true) | (BlackWins, false, true) => R::ShortWin,
            (_, _, false) => R::Loss,
            (_, _, true) => R::ShortLoss,
        };
        match self {
            Outcome::Pending => R::Pending,
            Outcome::Played(r) => side(r, false),
            Outcome::ShortGame(r) => side(r, true),
            Outcome::WhiteForfeitWin if white => R::ForfeitWin,
            Outcome::WhiteForfeitWin => R::ForfeitLoss,
            Outcome::BlackForfeitWin if white => R::ForfeitLoss,
            Outcome::BlackForfeitWin => R::ForfeitWin,
            Outcome::DoubleForfeit => R::DoubleForfeit,
            Outcome::Adjusted {
                white: w,
                black: b,
                played,
            } => R::Adjusted {
                points: if white { w } else { b },
                played,
            },
        }
    }

    /// The short form used on the command line and in result lists:
    /// `1-0 0-1 1/2 +- -+ --`, `W-L`-style short games as `1-0s`, adjusted as `a:W-B`.
    pub fn code(self) -> String {
        match self {
            Outcome::Pending => String::new(),
            Outcome::Played(GameResult::WhiteWins) => "1-0".into(),
            Outcome::Played(GameResult::Draw) => "1/2".into(),
            Outcome::Played(GameResult::BlackWins) => "0-1".into(),
            Outcome::ShortGame(GameResult::WhiteWins) => "1-0s".into(),
            Outcome::ShortGame(GameResult::Draw) => "1/2s".into(),
            Outcome::ShortGame(GameResult::BlackWins) => "0-1s".into(),
            Outcome::WhiteForfeitWin => "+-".into(),
            Outcome::BlackForfeitWin => "-+".into(),
            Outcome::DoubleForfeit => "--".into(),
            Outcome::Adjusted {
                white,
                black,
                played,
            } => {
                format!("{}{white}-{black}", if played { "a:" } else { "af:" })
            }
        }
    }

    /// Reads the forms written by [`Outcome::code`] (and `1/2-1/2`, `=`, `0.5-0.5`).
    pub fn parse(text: &str) -> Option<Outcome> {
        use GameResult::*;
        let t = text.trim();
        Some(match t {
            "1-0" => Outcome::Played(WhiteWins),
            "0-1" => Outcome::Played(BlackWins),
            "1/2" | "1/2-1/2" | "=" | "0.5-0.5" | "½-½" | "½" => Outcome::Played(Draw),
            "1-0s" => Outcome::ShortGame(WhiteWins),
            "0-1s" => Outcome::ShortGame(BlackWins),
            "1/2s" => Outcome::ShortGame(Draw),
            "+-" | "+" => Outcome::WhiteForfeitWin,
            "-+" => Outcome::BlackForfeitWin,
            "--" | "-" => Outcome::DoubleForfeit,
            _ => {
                let (played, rest) = if let Some(r) = t.strip_prefix("a:") {
                    (true, r)
                } else {
                    (false, t.strip_prefix("af:")?)
                };
                let (w, b) = rest.split_once('-')?;
                Outcome::Adjusted {
                    white: Points::parse(w)?,
                    black: Points::parse(b)?,
                    played,
                }
            }
        })
    }
}

/// A board's outcome from one player's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerRoundResult {
    Pending,
    Win,
    Draw,
    Loss,
    ShortWin,
    ShortDraw,
    ShortLoss,
    ForfeitWin,
    ForfeitLoss,
    /// Lost by forfeit while the opponent also did not appear.
    DoubleForfeit,
    Adjusted {
        points: Points,
        played: bool,
    },
}

impl PlayerRoundResult {
    /// Points scored under the section's values (a pending game scores nothing yet).
    pub fn points(self, v: &PointValues) -> Points {
        use PlayerRoundResult::*;
        match self {
            Pending => Points::ZERO,
            Win | ShortWin => v.win,
            Draw | ShortDraw => v.draw,
            Loss | ShortLoss => v.loss,
            ForfeitWin => v.forfeit_win,
            ForfeitLoss | DoubleForfeit => v.forfeit_loss,
            Adjusted { points, .. } => points,
        }
    }

    /// Whether the game was played over the board: it then counts as a meeting (C1)
    /// and its colour enters the colour history (C.04.2 Art. 3.4, 3.5).
    pub fn is_played(self) -> bool {
        use PlayerRoundResult::*;
        match self {
            Win | Draw | Loss | ShortWin | ShortDraw | ShortLoss => true,
            Adjusted { played, .. } => played,
            // A pending game is scheduled to be played: treated as played for pairing
            // (it is only pending while the round is being entered).
            Pending => true,
            ForfeitWin | ForfeitLoss | DoubleForfeit => false,
        }
    }
}

/// Why a player of a round has no opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ByeKind {
    /// Pairing-allocated bye (TRF `U`): given by the pairing to the odd player out.
    Pab,
    /// Requested half-point bye (TRF `H`).
    Half,
    /// Full-point bye (TRF `F`), by the rules of the event.
    Full,
    /// Requested zero-point bye, known absence (TRF `Z`).
    Zero,
    /// Not paired because withdrawn, not yet entered, or a reserve not in the line-up
    /// (TRF `Z` or blank). Scores the zero-point bye value.
    Absent,
}

impl ByeKind {
    pub fn points(self, v: &PointValues) -> Points {
        match self {
            ByeKind::Pab => v.pab,
            ByeKind::Half => v.half_bye,
            ByeKind::Full => v.full_bye,
            ByeKind::Zero | ByeKind::Absent => v.zero_bye,
        }
    }

    /// The TRF result letter.
    pub fn trf_code(self) -> char {
        match self {
            ByeKind::Pab => 'U',
            ByeKind::Half => 'H',
            ByeKind::Full => 'F',
            ByeKind::Zero | ByeKind::Absent => 'Z',
        }
    }
}

/// One player's round, seen from that player's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RoundEntry {
    Game {
        opponent: super::PlayerId,
        colour: Colour,
        result: PlayerRoundResult,
    },
    Bye(ByeKind),
}

impl RoundEntry {
    pub fn points(self, v: &PointValues) -> Points {
        match self {
            RoundEntry::Game { result, .. } => result.points(v),
            RoundEntry::Bye(kind) => kind.points(v),
        }
    }

    /// The opponent met over the board, if the game counts as played.
    pub fn played_opponent(self) -> Option<super::PlayerId> {
        match self {
            RoundEntry::Game {
                opponent, result, ..
            } if result.is_played() => Some(opponent),
            _ => None,
        }
    }

    /// The colour played, if the game counts as played (unplayed games carry no colour).
    pub fn played_colour(self) -> Option<Colour> {
        match self {
            RoundEntry::Game { colour, result, .. } if result.is_played() => Some(colour),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcome_codes_round_trip() {
        let all = [
            Outcome::Played(GameResult::WhiteWins),
            Outcome::Played(GameResult::Draw),
            Outcome::Played(GameResult::BlackWins),
            Outcome::ShortGame(GameResult::WhiteWins),
            Outcome::ShortGame(GameResult::Draw),
            Outcome::ShortGame(GameResult::BlackWins),
            Outcome::WhiteForfeitWin,
            Outcome::BlackForfeitWin,
            Outcome::DoubleForfeit,
            Outcome::Adjusted {
                white: Points(5),
                black: Points(0),
                played: true,
            },
            Outcome::Adjusted {
                white: Points(0),
                black: Points(0),
                played: false,
            },
        ];
        for o in all {
            assert_eq!(Outcome::parse(&o.code()), Some(o), "{}", o.code());
        }
        assert_eq!(Outcome::parse("nonsense"), None);
    }

    #[test]
    fn forfeits_score_but_do_not_count_as_played() {
        let v = PointValues::draughts();
        let w = Outcome::WhiteForfeitWin.for_colour(Colour::White);
        let b = Outcome::WhiteForfeitWin.for_colour(Colour::Black);
        assert_eq!(w.points(&v), Points(20));
        assert_eq!(b.points(&v), Points(0));
        assert!(!w.is_played() && !b.is_played());
        let d = Outcome::DoubleForfeit.for_colour(Colour::Black);
        assert_eq!(d.points(&v), Points(0));
        assert!(
            Outcome::ShortGame(GameResult::Draw)
                .for_colour(Colour::White)
                .is_played()
        );
    }
}
