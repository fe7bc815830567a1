//! Why a team-match input was refused, as typed data (one variant of [`Why`](super::Why)).
//! The English text (`Display`) is what the command line prints; the desk words each
//! reason in Malay from the fields (`tui/strings/team.rs`).

use crate::model::RoundNo;

/// A team-match input that does not make sense, with what makes it so.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TeamWhy {
    #[error("'{code}' is not a team-match tie-break (use {known})")]
    NotATiebreak { code: String, known: String },
    #[error(
        "{section}: the boards per match and the pairing system are fixed once round 1 is paired"
    )]
    FixedAfterRoundOne { section: String },
    #[error("{section} already has rounds paired as an individual section")]
    PairedIndividually { section: String },
    #[error(
        "{section} is not a team-match section (catur team-match FILE --section {section} makes it one)"
    )]
    NotTeamMatch { section: String },
    #[error("team {team}: {named} players named for {boards} boards")]
    TooManyPlayers {
        team: String,
        named: usize,
        boards: u8,
    },
    #[error("board {board}: {name} is not in team {team}")]
    NotInTeam {
        board: usize,
        name: String,
        team: String,
    },
    #[error("board {board}: {name} is named twice")]
    NamedTwice { board: usize, name: String },
    #[error(
        "board {board}: {name} cannot play in round {round} (withdrawn, absent or not yet entered)"
    )]
    CannotPlay {
        board: usize,
        name: String,
        round: RoundNo,
    },
    #[error(
        "board {board}: {name} stands above a player of a higher board in the roster; a line-up \
         keeps the roster's board order"
    )]
    OutOfBoardOrder { board: usize, name: String },
    /// The Johor rule (seed 001, 3.2): no newcomer to a line-up after round `until`.
    #[error(
        "team {team}: {name} did not play in round 1, and the section's substitution rule \
         (Johor, seed 001 3.2) allows no substitution after round {until}"
    )]
    NoSubstitution {
        team: String,
        name: String,
        until: RoundNo,
    },
    #[error("round {round} is already paired; a line-up is handed in before its round is paired")]
    LineUpTooLate { round: RoundNo },
    #[error("round {round} has {matches} matches; there is no match {number}")]
    NoMatch {
        round: RoundNo,
        matches: usize,
        number: usize,
    },
    #[error("team {team} does not play in match {number} of round {round}")]
    NotInMatch {
        team: String,
        number: usize,
        round: RoundNo,
    },
}
