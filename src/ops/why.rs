//! Why an input was refused, as typed data. The English text (`Display`) is what the
//! command line prints; the desk words each reason in its screen language from the
//! fields, so no refusal reaches a Malay screen in English.

use crate::model::{ByeKind, Date, Points, RoundNo};
use std::fmt;

/// An input that does not make sense, with what makes it so.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Why {
    #[error("the championship needs a name")]
    ChampionshipNeedsName,
    #[error("the results address: {0}")]
    BadAddress(crate::model::AddressError),
    #[error("the championship ends ({end}) before it starts ({start})")]
    EndsBeforeStart { start: Date, end: Date },
    #[error("a section needs a name")]
    SectionNeedsName,
    #[error("{paired} rounds are already paired; the section cannot have only {planned}")]
    FewerRoundsThanPaired { paired: RoundNo, planned: RoundNo },
    #[error("tie-break {code} is listed twice")]
    TiebreakTwice { code: String },
    #[error("Baku acceleration needs a win worth two draws and a loss worth 0 (C.04.7)")]
    BakuPoints,
    #[error("a win must be worth more than 0, not {win}")]
    WinNotPositive { win: Points },
    #[error("point values: {what} ({value}) must be between 0 and a win ({win})")]
    PointsBeyondWin {
        what: PointKind,
        value: Points,
        win: Points,
    },
    #[error("point values: a draw ({draw}) cannot be worth less than a loss ({loss})")]
    DrawBelowLoss { draw: Points, loss: Points },
    /// The code and the standings' reason (in English; the code is the useful part).
    #[error("'{code}' is not a tie-break code: {reason}")]
    NotATiebreak { code: String, reason: String },
    #[error("{name} is not in a team")]
    NotInATeam { name: String },
    #[error("{name} is not in team {team}")]
    NotInTeam { name: String, team: String },
    #[error("{name} cannot replace {pronoun}self")]
    ReplaceSelf { name: String, pronoun: &'static str },
    #[error("{name} is not a reserve of team {team}")]
    NotAReserve { name: String, team: String },
    #[error("{name} already plays in round {round}")]
    AlreadyPlays { name: String, round: RoundNo },
    #[error("{name} only enters at round {round}")]
    EntersLater { name: String, round: RoundNo },
    #[error("{name} has a {} requested for round {round}; cancel it first", super::attendance::bye_name(*.kind))]
    ByeRequested {
        name: String,
        kind: ByeKind,
        round: RoundNo,
    },
    #[error("{name} already has a {} requested for round {round}; cancel it first", super::attendance::bye_name(*.kind))]
    AlreadyHasBye {
        name: String,
        kind: ByeKind,
        round: RoundNo,
    },
    #[error("a team needs a name")]
    TeamNeedsName,
    #[error("there is already a team {name} ({code}) in {section}")]
    TeamNameUsed {
        name: String,
        code: String,
        section: String,
    },
    #[error("team code '{code}' is not valid: use 1 to 8 characters without spaces")]
    BadTeamCode { code: String },
    #[error("team code {code} is already used by {team} in {section}")]
    TeamCodeUsed {
        code: String,
        team: String,
        section: String,
    },
    #[error(
        "all {rounds} rounds of {section} are paired; there is no round left to enter a player"
    )]
    NoRoundLeft { rounds: RoundNo, section: String },
    #[error("player '{name}' is in a forbidden pairing; lift it first")]
    InForbiddenPair { name: String },
    #[error("player '{name}' is part of a substitution and cannot be removed")]
    InSubstitution { name: String },
    #[error(
        "{what} {} is not a valid date (DD/MM/YYYY, MM/YYYY or YYYY, 1900-2100)",
        date.day_first()
    )]
    BadDate { what: DateKind, date: Date },
    #[error(
        "{field} holds a control character (U+{code:04X}) at character {column}; type it again"
    )]
    ControlCharacter {
        field: TextField,
        code: u32,
        column: usize,
    },
    #[error("a player needs a name")]
    PlayerNeedsName,
    #[error("federation '{federation}' is too long: use a code such as MAS or PHG")]
    FederationTooLong { federation: String },
    #[error("{name} has a board but no team")]
    BoardWithoutTeam { name: String },
    #[error("{name} is a reserve but has no team")]
    ReserveWithoutTeam { name: String },
    #[error("board {board} of team {team} is already {holder}'s; move {pronoun} first")]
    BoardTaken {
        board: u8,
        team: String,
        holder: String,
        pronoun: &'static str,
    },
    #[error("{section} has no round paired yet")]
    NoRoundPaired { section: String },
    #[error("{name} is named twice")]
    NamedTwice { name: String },
    #[error("name at least two players to keep apart")]
    NameTwoOrMore,
    #[error("rounds {first}-{last} are not a range within 1-{rounds}")]
    BadRoundRange {
        first: RoundNo,
        last: RoundNo,
        rounds: RoundNo,
    },
    #[error("{section} has {count} forbidden pairing(s); there is no number {index}")]
    NoForbiddenPair {
        section: String,
        count: usize,
        index: usize,
    },
    #[error("the return round must be after round {from} and at most {rounds}, not {back}")]
    BadReturnRound {
        from: RoundNo,
        rounds: RoundNo,
        back: RoundNo,
    },
    #[error("{name} is already out from round {from}")]
    AlreadyOut { name: String, from: RoundNo },
    #[error("{name} is a reserve; substitute {pronoun} in instead")]
    IsReserve { name: String, pronoun: &'static str },
    #[error("{name} is not withdrawn in round {round}")]
    NotWithdrawn { name: String, round: RoundNo },
    #[error("a {} cannot be requested: ask for a half-point or zero-point bye, or withdraw the player", super::attendance::bye_name(*.kind))]
    ByeNotRequestable { kind: ByeKind },
    #[error("name at least one player who did not sign in")]
    NoOneAbsent,
    #[error("{name} is withdrawn in round {round}")]
    WithdrawnIn { name: String, round: RoundNo },
    #[error("{name} has no bye requested for round {round}")]
    NoByeRequested { name: String, round: RoundNo },
    #[error("only the last round of {section} ({last}) can be edited, not round {round}")]
    OnlyLastRound {
        section: String,
        last: RoundNo,
        round: RoundNo,
    },
    #[error("{who} is not paired in round {round} ({}); change the attendance instead", super::attendance::bye_name(*.kind))]
    NotPairedIn {
        who: String,
        round: RoundNo,
        kind: ByeKind,
    },
    #[error("{who} is not in round {round}")]
    NotInRound { who: String, round: RoundNo },
    #[error("name two different players to swap")]
    SwapNeedsTwo,
    #[error("{a} and {b} already play each other on board {board}; exchange the colours instead")]
    AlreadyOpponents { a: String, b: String, board: usize },
    #[error("a player cannot be paired with himself")]
    PairedWithSelf,
    #[error("neither player is on a board")]
    NeitherOnBoard,
    #[error(
        "round {round} has no pairing-allocated bye (an even number of players); swap players \
         instead, or record a requested bye"
    )]
    NoPab { round: RoundNo },
    #[error("name two different players to keep apart")]
    ApartNeedsTwo,
    #[error(
        "round {round} must be paired again without them, but board {board} already has a result; \
         clear the results first"
    )]
    RepairOverResult { round: RoundNo, board: usize },
    #[error("a round-robin round comes from the Berger tables and cannot be paired again")]
    RoundRobinRepair,
    /// The pairing engine's reason stays in English (it names the engine's failure).
    #[error("round {round} cannot be paired again with {a} and {b} apart: {reason}")]
    RepairApartFails {
        round: RoundNo,
        a: String,
        b: String,
        reason: String,
    },
    #[error("a printer line is 80 or 136 characters wide, not {width}")]
    PrinterWidth { width: u16 },
    #[error("the printer device name has a control character")]
    PrinterDeviceControl,
    #[error(
        "the lots of {section} are already drawn (seed {seed}); undo that draw to make another"
    )]
    LotsDrawn { section: String, seed: u64 },
    #[error("no result given; to remove a result, clear it")]
    NoResultGiven,
    #[error("an adjusted score must be between 0 and a win ({win}), not {value}")]
    AdjustedBeyondWin { win: Points, value: Points },
    #[error(
        "{section} is not a round robin: a Swiss keeps team-mates apart with the school rules instead"
    )]
    NotRoundRobin { section: String },
    #[error("{section} has paired rounds already: the table order is fixed")]
    TableOrderFixed { section: String },
    #[error("{name} is twice in the order")]
    TwiceInOrder { name: String },
    #[error("{name} is missing from the order")]
    MissingFromOrder { name: String },
    /// A team-match input (schools playing schools).
    #[error(transparent)]
    Team(super::team_why::TeamWhy),
    /// A prize-list input (the prize-giving).
    #[error(transparent)]
    Prize(super::prizes::PrizeWhy),
}

/// A point value of the section's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointKind {
    Draw,
    Loss,
    ForfeitWin,
    ForfeitLoss,
    Pab,
    HalfBye,
    ZeroBye,
    FullBye,
}

impl fmt::Display for PointKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PointKind::Draw => "a draw",
            PointKind::Loss => "a loss",
            PointKind::ForfeitWin => "a forfeit win",
            PointKind::ForfeitLoss => "a forfeit loss",
            PointKind::Pab => "the pairing-allocated bye",
            PointKind::HalfBye => "the half-point bye",
            PointKind::ZeroBye => "the zero-point bye",
            PointKind::FullBye => "the full-point bye",
        })
    }
}

/// Which date of a form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateKind {
    /// A date of the championship.
    Date,
    BirthDate,
}

impl fmt::Display for DateKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DateKind::Date => "date",
            DateKind::BirthDate => "birth date",
        })
    }
}

/// A one-line text an operation sets, named when it holds a control character.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextField {
    PlayerName,
    Federation,
    NationalId,
    ChampionshipName,
    Venue,
    ChiefArbiter,
    DeputyArbiter,
    SectionName,
    TeamName,
    TeamCode,
    EditReason,
    SiteFolder,
}

impl fmt::Display for TextField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TextField::PlayerName => "the name",
            TextField::Federation => "the federation",
            TextField::NationalId => "the national id",
            TextField::ChampionshipName => "the championship's name",
            TextField::Venue => "the venue",
            TextField::ChiefArbiter => "the chief arbiter's name",
            TextField::DeputyArbiter => "a deputy arbiter's name",
            TextField::SectionName => "the section's name",
            TextField::TeamName => "the team's name",
            TextField::TeamCode => "the team code",
            TextField::EditReason => "the reason for the edit",
            TextField::SiteFolder => "the site folder",
        })
    }
}

/// Refuses a one-line text that holds a control character (tab and line ends
/// included), naming the field, the character and where it is.
pub(crate) fn clean(field: TextField, text: &str) -> Result<(), super::OpError> {
    match crate::model::first_control(text) {
        None => Ok(()),
        Some(c) => Err(super::OpError::Invalid(Why::ControlCharacter {
            field,
            code: c.code,
            column: c.column,
        })),
    }
}

/// A number that must lie in a range ([`OpError::OutOfRange`](super::OpError)).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantity {
    Rounds,
    TeamCounted,
    SameTeamRounds,
    Rating,
    Board,
    Round,
}

impl fmt::Display for Quantity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Quantity::Rounds => "the number of rounds",
            Quantity::TeamCounted => "the number of team players counted",
            Quantity::SameTeamRounds => "the rounds without same-team games",
            Quantity::Rating => "the rating",
            Quantity::Board => "the board",
            Quantity::Round => "the round",
        })
    }
}

/// What is already so, when a change would change nothing
/// ([`OpError::NoChange`](super::OpError)).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Same {
    #[error("the settings of {section} are already so")]
    Settings { section: String },
    #[error("the championship details are already so")]
    Championship,
    #[error("team {code} is already so")]
    Team { code: String },
    #[error("{name} is already so placed")]
    Placed { name: String },
    #[error("{name}'s data is already so")]
    Player { name: String },
    #[error("round {round} is already paired so")]
    Round { round: RoundNo },
    #[error("{a} and {b} already play each other")]
    Opponents { a: String, b: String },
    #[error("{name} already has the bye")]
    HasBye { name: String },
    #[error("the printer is already set so")]
    Printer,
    #[error("board {board} of round {round} already has the result {result}")]
    Result {
        board: usize,
        round: RoundNo,
        result: String,
    },
    #[error("the tie-break list cannot move that way")]
    TiebreakMove,
    #[error("the pairing numbers of {section} are already in order")]
    TpnsInOrder { section: String },
    #[error("the pairing numbers of {section} are already in this order")]
    TpnsInThisOrder { section: String },
    #[error("the list has no players")]
    NoPlayersListed,
}

/// What to do instead when a round is already paired
/// ([`OpError::RoundAlreadyPaired`](super::OpError)).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Hint {
    #[error("a substitution can start at round {round} at the earliest")]
    SubstituteFrom { round: RoundNo },
    #[error("enter a forfeit for {name} there, or withdraw {pronoun} from round {round}")]
    ForfeitOrWithdraw {
        name: String,
        pronoun: &'static str,
        round: RoundNo,
    },
    #[error("{name} can come back from round {round}")]
    ComeBackFrom { name: String, round: RoundNo },
    #[error("a bye can be requested from round {round} on")]
    ByeFrom { round: RoundNo },
    #[error("its bye stands as paired")]
    ByeStands,
}
