//! What can be wrong with a TRF file, and where. Every error names a line and a column
//! (1-based, counted in characters) so the arbiter can open the file and fix it.

use crate::model::{Points, RoundNo, Tpn, brief};
use std::fmt;

/// A TRF file that cannot be read, or whose records contradict each other.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct TrfError {
    pub line: usize,
    pub column: usize,
    pub kind: TrfErrorKind,
}

impl TrfError {
    pub(crate) fn new(line: usize, column: usize, kind: TrfErrorKind) -> Self {
        TrfError { line, column, kind }
    }
}

/// What is wrong at the position of a [`TrfError`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TrfErrorKind {
    /// A field that must hold a whole number holds something else.
    #[error("{field} '{}' is not a number", brief(text))]
    NotANumber { field: &'static str, text: String },
    /// A field holds a value outside what the format allows.
    #[error("{field} '{}' is not valid: expected {expected}", brief(text))]
    BadValue {
        field: &'static str,
        text: String,
        expected: &'static str,
    },
    /// A byte that is text in neither UTF-8 nor Windows-1252.
    #[error(
        "byte 0x{byte:02X} is not text (neither UTF-8 nor Windows-1252); save the file as UTF-8"
    )]
    Undecodable { byte: u8 },
    /// A control character (escape, bell, NUL, form feed ...) in a line, or a tab in a
    /// name or header text. Refused, not replaced: no tournament program writes one, so
    /// the file is damaged or was made to upset a terminal or printer, and a name quietly
    /// changed would hide that.
    #[error("control character U+{code:04X} in {field}; remove it and save the file again")]
    ControlCharacter { field: &'static str, code: u32 },
    /// A file with no `001` line has nobody to pair or rank.
    #[error("the file has no player (001) lines")]
    NoPlayers,
    /// A required field is empty.
    #[error("{field} is missing")]
    Missing { field: &'static str },
    #[error("pairing number {tpn} is used twice (first on line {first_line})")]
    DuplicateTpn { tpn: Tpn, first_line: usize },
    #[error("round {round}: opponent {opponent} is not a player of this file")]
    UnknownOpponent { round: RoundNo, opponent: Tpn },
    #[error("{what} names player {tpn}, who is not in this file")]
    UnknownPlayer { what: &'static str, tpn: Tpn },
    #[error("round {round}: player {tpn} is paired with himself")]
    SelfOpponent { round: RoundNo, tpn: Tpn },
    #[error("round {round}: player {opponent} is named as opponent by both {first} and {second}")]
    PairedTwice {
        round: RoundNo,
        opponent: Tpn,
        first: Tpn,
        second: Tpn,
    },
    /// Two players' entries for the same game do not fit together.
    #[error("round {round}: player {tpn} and opponent {opponent} disagree: {detail}")]
    Disagree {
        round: RoundNo,
        tpn: Tpn,
        opponent: Tpn,
        detail: String,
    },
    /// A round entry whose parts do not make sense together (a bye with an opponent, a
    /// played game without a colour).
    #[error("round {round}: {detail}")]
    BadRoundEntry { round: RoundNo, detail: String },
}

/// Something odd that does not stop the file from being used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrfWarning {
    pub line: usize,
    pub column: usize,
    pub kind: TrfWarningKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrfWarningKind {
    /// The points column (81-84) is not the sum of the player's results under the file's
    /// scoring. The results are trusted; the column is only a check.
    PointsMismatch {
        tpn: Tpn,
        stated: Points,
        computed: Points,
    },
    /// The file is not UTF-8 and was read as Windows-1252 (Latin-1); the position is
    /// that of the first byte that is not UTF-8.
    NotUtf8,
}

impl fmt::Display for TrfWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: ", self.line, self.column)?;
        match &self.kind {
            TrfWarningKind::PointsMismatch {
                tpn,
                stated,
                computed,
            } => write!(
                f,
                "player {tpn} has {stated} points in the file but {computed} from the results"
            ),
            TrfWarningKind::NotUtf8 => write!(
                f,
                "the file is not UTF-8; read as Windows-1252 (Latin-1): check the names"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_say_where_and_what() {
        let e = TrfError::new(
            14,
            92,
            TrfErrorKind::NotANumber {
                field: "opponent",
                text: "12x4".into(),
            },
        );
        assert_eq!(
            e.to_string(),
            "line 14, column 92: opponent '12x4' is not a number"
        );
        let w = TrfWarning {
            line: 3,
            column: 81,
            kind: TrfWarningKind::PointsMismatch {
                tpn: 2,
                stated: Points(15),
                computed: Points(10),
            },
        };
        assert_eq!(
            w.to_string(),
            "line 3, column 81: player 2 has 1.5 points in the file but 1 from the results"
        );
    }
}
