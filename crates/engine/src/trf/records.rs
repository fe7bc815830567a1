//! The records of a TRF file as data. Every physical line of a file becomes exactly one
//! [`Record`], so line numbers are positions in [`TrfFile::records`] and writing the
//! records back in order loses nothing (unknown lines are kept verbatim).

use super::error::TrfWarning;
use crate::model::{Colour, Points, RoundNo, Tpn};

/// How the lines of a file end; kept so a file is written back the way it came.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LineEnding {
    /// `\n`, the usual ending on Linux and in most engine files.
    #[default]
    Lf,
    /// `\r\n` (Windows).
    CrLf,
    /// `\r` alone, as the TRF specification says.
    Cr,
}

impl LineEnding {
    pub fn as_str(self) -> &'static str {
        match self {
            LineEnding::Lf => "\n",
            LineEnding::CrLf => "\r\n",
            LineEnding::Cr => "\r",
        }
    }
}

/// A whole TRF file: its records in file order, and how its lines ended.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TrfFile {
    /// One record per line; record `i` is line `i + 1`.
    pub records: Vec<Record>,
    pub line_ending: LineEnding,
    /// Whether the last line was followed by a line ending.
    pub final_newline: bool,
    /// Things noticed while reading that do not stop the file from being used.
    pub warnings: Vec<TrfWarning>,
}

/// One line of a TRF file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Record {
    /// `001`: a player and every round.
    Player(PlayerRecord),
    /// A header line kept as text (`012` name, `092` type, `202` tie-breaks, ...):
    /// `code` is columns 1-3, `text` everything from column 5.
    Header { code: String, text: String },
    /// `142` (TRF26) number of rounds.
    TotalRounds(RoundNo),
    /// `XXR` (engine extension) number of rounds.
    XxRounds(RoundNo),
    /// `152` (TRF26) colour of the top seed in round 1.
    InitialColour(Colour),
    /// `XXC`: `rank` (pair by file order), `white1`/`black1`; other words kept.
    XxConfig(XxConfig),
    /// `162` (TRF26) point values.
    Scoring(Vec<ScoreValue>),
    /// `XXS` (JaVaFo) point values, `CODE=VALUE` words.
    XxScoring(Vec<(String, Points)>),
    /// `BBW BBD BBL BBZ BBF BBU` (bbpPairings) point values.
    BbPoints(BbCode, Points),
    /// `240`: byes and absences decided for a round.
    Byes(ByeRecord),
    /// `250`: acceleration (virtual points) for a range of players and rounds.
    Acceleration(Acceleration),
    /// `260`: players kept apart in a range of rounds.
    Forbidden(ForbiddenRecord),
    /// `XXP`: players kept apart in every round.
    XxForbidden(Vec<Tpn>),
    /// `XXZ`: players absent from the round to be paired.
    XxAbsent(Vec<Tpn>),
    /// `XXA`: virtual points of one player, round by round.
    XxAcceleration(XxAcceleration),
    /// `###` comment (TRF26), kept verbatim.
    Comment(String),
    /// Anything else (blank lines, team and national-rating records, unknown codes),
    /// kept verbatim.
    Other(String),
}

/// A `001` player record (trf.md 3.1). Text fields are trimmed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerRecord {
    /// Starting rank, columns 5-8.
    pub tpn: Tpn,
    /// Column 10: `m`, `w` (some programs write `f`), or blank.
    pub sex: Option<char>,
    /// Columns 11-13, as written (`GM`, `WFM`, `g`...).
    pub title: String,
    /// Columns 15-47, "Lastname, Firstname".
    pub name: String,
    /// Columns 49-52; `None` when blank (0 is kept: it means unrated).
    pub rating: Option<u16>,
    /// Columns 54-56.
    pub federation: String,
    /// Columns 58-68, as written.
    pub fide_id: String,
    /// Columns 70-79, as written (`YYYY/MM/DD`, sometimes with `00` parts).
    pub birth: String,
    /// Columns 81-84.
    pub points: Option<Points>,
    /// Columns 86-89.
    pub rank: Option<u32>,
    /// Round `r` is `rounds[r - 1]`; trailing empty cells are dropped.
    pub rounds: Vec<RoundCell>,
}

/// One round block of a player record: opponent, colour, result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RoundCell {
    /// `None` for `0000` or blank.
    pub opponent: Option<Tpn>,
    pub colour: CellColour,
    pub result: ResultCode,
}

impl RoundCell {
    /// A cell with nothing in it (the player took no part in the round).
    pub fn is_empty(&self) -> bool {
        self.opponent.is_none()
            && self.colour == CellColour::Blank
            && self.result == ResultCode::Blank
    }

    /// A bye cell `0000 - X`.
    pub fn bye(result: ResultCode) -> Self {
        RoundCell {
            opponent: None,
            colour: CellColour::None,
            result,
        }
    }
}

/// The colour column of a round block.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CellColour {
    White,
    Black,
    /// `-`: no colour (byes, some forfeits).
    None,
    #[default]
    Blank,
}

impl CellColour {
    pub fn from_char(c: char) -> Option<Self> {
        Some(match c.to_ascii_lowercase() {
            'w' => CellColour::White,
            'b' => CellColour::Black,
            '-' => CellColour::None,
            ' ' => CellColour::Blank,
            _ => return None,
        })
    }

    pub fn to_char(self) -> char {
        match self {
            CellColour::White => 'w',
            CellColour::Black => 'b',
            CellColour::None => '-',
            CellColour::Blank => ' ',
        }
    }

    pub fn colour(self) -> Option<Colour> {
        match self {
            CellColour::White => Some(Colour::White),
            CellColour::Black => Some(Colour::Black),
            CellColour::None | CellColour::Blank => None,
        }
    }
}

/// The result column of a round block (trf.md 3.1), read case-insensitively.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ResultCode {
    /// `1`
    Win,
    /// `=`
    Draw,
    /// `0`
    Loss,
    /// `+`
    ForfeitWin,
    /// `-`
    ForfeitLoss,
    /// `W`: win in a game of fewer than one move.
    ShortWin,
    /// `D`
    ShortDraw,
    /// `L`
    ShortLoss,
    /// `H`: half-point bye.
    HalfBye,
    /// `F`: full-point bye.
    FullBye,
    /// `U`: pairing-allocated bye.
    Pab,
    /// `Z`: zero-point bye.
    ZeroBye,
    /// Blank: no result yet (with an opponent) or absent (without).
    #[default]
    Blank,
}

impl ResultCode {
    pub fn from_char(c: char) -> Option<Self> {
        use ResultCode::*;
        Some(match c.to_ascii_uppercase() {
            '1' => Win,
            '=' => Draw,
            '0' => Loss,
            '+' => ForfeitWin,
            '-' => ForfeitLoss,
            'W' => ShortWin,
            'D' => ShortDraw,
            'L' => ShortLoss,
            'H' => HalfBye,
            'F' => FullBye,
            'U' => Pab,
            'Z' => ZeroBye,
            ' ' => Blank,
            _ => return None,
        })
    }

    pub fn to_char(self) -> char {
        use ResultCode::*;
        match self {
            Win => '1',
            Draw => '=',
            Loss => '0',
            ForfeitWin => '+',
            ForfeitLoss => '-',
            ShortWin => 'W',
            ShortDraw => 'D',
            ShortLoss => 'L',
            HalfBye => 'H',
            FullBye => 'F',
            Pab => 'U',
            ZeroBye => 'Z',
            Blank => ' ',
        }
    }

    /// The code the opponent must have for the same game, if this is a game result.
    pub fn mirror(self) -> Option<Self> {
        use ResultCode::*;
        Some(match self {
            Win => Loss,
            Draw => Draw,
            Loss => Win,
            ForfeitWin => ForfeitLoss,
            ShortWin => ShortLoss,
            ShortDraw => ShortDraw,
            ShortLoss => ShortWin,
            Blank => Blank,
            // A forfeit loss fits a forfeit win or a double forfeit.
            ForfeitLoss | HalfBye | FullBye | Pab | ZeroBye => return None,
        })
    }

    /// Whether the game was played over the board (or in fewer than one move).
    pub fn is_played_game(self) -> bool {
        use ResultCode::*;
        matches!(self, Win | Draw | Loss | ShortWin | ShortDraw | ShortLoss)
    }
}

/// Options of an `XXC` record.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct XxConfig {
    /// `rank`: pair by the order of the file, not by the starting ranks.
    pub rank: bool,
    /// `white1` / `black1`.
    pub initial_colour: Option<Colour>,
    /// Words this reader does not know, kept in order.
    pub other: Vec<String>,
}

/// One symbol and value of a `162` record: `W` win, `D` draw, `L` loss, `A` (or `Z`)
/// zero-point bye and forfeit loss, `P` pairing-allocated bye, `X` adjourned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoreValue {
    pub symbol: char,
    pub points: Points,
}

/// The bbpPairings point records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BbCode {
    /// `BBW`: win (and PAB, unless `BBU` is given).
    Win,
    /// `BBD`: draw.
    Draw,
    /// `BBL`: loss.
    Loss,
    /// `BBZ`: zero-point bye.
    ZeroBye,
    /// `BBF`: forfeit loss.
    ForfeitLoss,
    /// `BBU`: pairing-allocated bye.
    Pab,
}

impl BbCode {
    pub const ALL: [BbCode; 6] = [
        BbCode::Win,
        BbCode::Draw,
        BbCode::Loss,
        BbCode::ZeroBye,
        BbCode::ForfeitLoss,
        BbCode::Pab,
    ];

    pub fn code(self) -> &'static str {
        match self {
            BbCode::Win => "BBW",
            BbCode::Draw => "BBD",
            BbCode::Loss => "BBL",
            BbCode::ZeroBye => "BBZ",
            BbCode::ForfeitLoss => "BBF",
            BbCode::Pab => "BBU",
        }
    }
}

/// The kind letter of a `240` record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ByeType {
    Full,
    Half,
    Zero,
}

impl ByeType {
    pub fn from_char(c: char) -> Option<Self> {
        match c.to_ascii_uppercase() {
            'F' => Some(ByeType::Full),
            'H' => Some(ByeType::Half),
            'Z' => Some(ByeType::Zero),
            _ => None,
        }
    }

    pub fn to_char(self) -> char {
        match self {
            ByeType::Full => 'F',
            ByeType::Half => 'H',
            ByeType::Zero => 'Z',
        }
    }
}

/// `240 T RRR IIII IIII ...`: players with a bye of one kind in one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ByeRecord {
    pub kind: ByeType,
    pub round: RoundNo,
    pub players: Vec<Tpn>,
}

/// `250`: virtual points for players `first..=last` in rounds `first_round..=last_round`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Acceleration {
    /// Match points (team events; `None` for individuals).
    pub match_points: Option<Points>,
    pub points: Points,
    pub first_round: RoundNo,
    pub last_round: RoundNo,
    pub first_player: Tpn,
    pub last_player: Tpn,
}

/// `260 RRF RRL PPPP ...`: every two of `players` are kept apart in the rounds given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ForbiddenRecord {
    pub first_round: RoundNo,
    pub last_round: RoundNo,
    pub players: Vec<Tpn>,
}

/// `XXA NNNN pp.p pp.p ...`: a player's virtual points, one field per round (blank = 0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XxAcceleration {
    pub player: Tpn,
    pub points: Vec<Option<Points>>,
}
