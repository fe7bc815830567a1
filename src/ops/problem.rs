//! The details of two refusals as typed facts: what a round handed in for publishing
//! has wrong ([`RoundProblem`]) and where the undo history does not fit the tournament
//! ([`JournalProblem`]). `Display` is the English the command line prints; the desk
//! words them in its language.

use crate::model::{ByeKind, RoundNo};
use std::fmt;

/// A player as a published round's refusal names him: name and pairing number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    pub name: String,
    pub tpn: u32,
}

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (TPN {})", self.name, self.tpn)
    }
}

/// Why a player on a board is not to play the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotPlaying {
    /// Entered late: plays from this round.
    EntersAt(RoundNo),
    /// Withdrawn, or a reserve out of the line-up.
    Withdrawn,
    /// Asked for a bye of this kind.
    AskedBye(ByeKind),
}

/// Why a round cannot be published as given (`OpError::BadRound`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoundProblem {
    /// The round is not the section's next one.
    NotNext {
        section: String,
        next: RoundNo,
        given: RoundNo,
    },
    /// Every planned round is paired already.
    AllPlanned { section: String, planned: RoundNo },
    /// A player id the section does not have, on a board (1-based) or among the
    /// unpaired (`board` None).
    NoSuchPlayer {
        board: Option<usize>,
        id: u32,
        section: String,
    },
    /// A player on two boards, or on a board and among the unpaired.
    Twice(Named),
    /// A player without a pairing number.
    NoTpn(Named),
    /// A player on a board who is not to play the round.
    NotToPlay {
        board: usize,
        player: Named,
        why: NotPlaying,
    },
    /// A player out of the round (not yet entered, withdrawn) given a bye that scores.
    ByeWhileOut {
        player: Named,
        round: RoundNo,
        kind: ByeKind,
    },
    /// More than one pairing-allocated bye.
    TwoPabs,
    /// The pairing-allocated bye to a player who already scored a win without playing.
    UnplayedWin { player: Named, round: RoundNo },
    /// A player to be paired who is neither on a board nor given a bye.
    Left(Named),
}

impl fmt::Display for RoundProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoundProblem::NotNext {
                section,
                next,
                given,
            } => write!(f, "the next round of {section} is {next}, not {given}"),
            RoundProblem::AllPlanned { section, planned } => write!(
                f,
                "{section} has only {planned} rounds; change the number of rounds first"
            ),
            RoundProblem::NoSuchPlayer {
                board: Some(board),
                id,
                section,
            } => write!(f, "board {board}: no such player player#{id} in {section}"),
            RoundProblem::NoSuchPlayer {
                board: None,
                id,
                section,
            } => write!(f, "no such player player#{id} in {section}"),
            RoundProblem::Twice(p) => write!(f, "{p} appears twice"),
            RoundProblem::NoTpn(p) => {
                write!(f, "{p} has no pairing number; assign pairing numbers first")
            }
            RoundProblem::NotToPlay { board, player, why } => {
                write!(f, "board {board}: {player} ")?;
                match why {
                    NotPlaying::EntersAt(round) => write!(f, "only enters at round {round}"),
                    NotPlaying::Withdrawn => {
                        write!(f, "is withdrawn (or a reserve out of the line-up)")
                    }
                    NotPlaying::AskedBye(kind) => {
                        write!(f, "asked for a {}", crate::ops::bye_name(*kind))
                    }
                }
            }
            RoundProblem::ByeWhileOut {
                player,
                round,
                kind,
            } => write!(
                f,
                "{player} is not to be paired in round {round} but is given a {}",
                crate::ops::bye_name(*kind)
            ),
            RoundProblem::TwoPabs => write!(f, "more than one pairing-allocated bye"),
            RoundProblem::UnplayedWin { player, round } => write!(
                f,
                "{player} already scored a win without playing in round {round}, so cannot \
                 have the pairing-allocated bye (C.04.1 art. 4)"
            ),
            RoundProblem::Left(p) => write!(
                f,
                "{p} is to be paired but is neither on a board nor given a bye"
            ),
        }
    }
}

/// A part of the championship a journal entry changes, as a refusal names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JournalPart {
    ChampionshipDetails,
    SectionSettings,
    Player,
    Team,
    BoardResult,
    ForbiddenPairs,
    RoundPairing,
    PrinterSetup,
    TeamMatches,
    AddedPlayers,
    AddedTeams,
}

impl fmt::Display for JournalPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            JournalPart::ChampionshipDetails => "the championship details",
            JournalPart::SectionSettings => "the section settings",
            JournalPart::Player => "a player",
            JournalPart::Team => "a team",
            JournalPart::BoardResult => "a board's result",
            JournalPart::ForbiddenPairs => "the forbidden pairs",
            JournalPart::RoundPairing => "the round's pairing",
            JournalPart::PrinterSetup => "the printer setup",
            JournalPart::TeamMatches => "the team matches",
            JournalPart::AddedPlayers => "added players",
            JournalPart::AddedTeams => "added teams",
        })
    }
}

/// Where the undo history does not fit the tournament (`OpError::Journal`): a damaged
/// or hand-edited file, or a bug.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JournalProblem {
    /// The entry (1-based) to undo is not in the history.
    EntryMissing { entry: usize },
    /// The section (1-based position) a change names is not there.
    NoSection { number: u32 },
    /// A part is not as the change recorded it.
    NotAsRecorded(JournalPart),
    /// Added players or teams are not the newest ones, or not all there.
    Batch(JournalPart),
    /// A section added by the change was not kept for a redo.
    AddedSectionNotKept,
    /// A section is not at the position the change recorded.
    SectionPosition,
    /// A removed player is not where the change recorded him.
    RemovedPlayer,
    /// A player the change names is missing.
    PlayerMissing { id: u32 },
    /// A team the change names is missing.
    TeamMissing { id: u32 },
    /// The pairing numbers are not as recorded.
    PairingNumbers,
    /// A stored result cannot be read.
    PackedResult,
    /// A board the change names is missing.
    Board { round: RoundNo, board: usize },
    /// The substitution to take back is not the last one.
    Substitution,
    /// A round the change names is missing.
    Round { number: RoundNo },
    /// A round to put back is not the next one.
    RoundNumber,
    /// There is no round to take back.
    NoRoundToTakeAway,
}

impl fmt::Display for JournalProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JournalProblem::EntryMissing { entry } => write!(f, "entry {entry} is missing"),
            JournalProblem::NoSection { number } => write!(f, "no section #{number}"),
            JournalProblem::NotAsRecorded(part) => write!(f, "{part} is not as recorded"),
            JournalProblem::Batch(part) => write!(f, "{part}"),
            JournalProblem::AddedSectionNotKept => write!(f, "added section not kept"),
            JournalProblem::SectionPosition => write!(f, "section position"),
            JournalProblem::RemovedPlayer => write!(f, "removed player"),
            JournalProblem::PlayerMissing { id } => write!(f, "player#{id} is missing"),
            JournalProblem::TeamMissing { id } => write!(f, "team#{id} is missing"),
            JournalProblem::PairingNumbers => write!(f, "pairing numbers"),
            JournalProblem::PackedResult => write!(f, "a packed result"),
            JournalProblem::Board { round, board } => write!(f, "round {round} board {board}"),
            JournalProblem::Substitution => write!(f, "substitution"),
            JournalProblem::Round { number } => write!(f, "round {number}"),
            JournalProblem::RoundNumber => write!(f, "round number"),
            JournalProblem::NoRoundToTakeAway => write!(f, "no round to take away"),
        }
    }
}
