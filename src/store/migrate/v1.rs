//! The model as format version 1 wrote it, frozen: these types only read old files and
//! must never change. They mirror the model of that version field for field and variant
//! for variant, in the same order, because postcard writes neither names nor tags, only
//! positions. `migrate.rs` turns them into the current model.

use serde::Deserialize;

#[derive(Deserialize)]
pub struct Date {
    pub year: u16,
    pub month: Option<u8>,
    pub day: Option<u8>,
}

#[derive(Deserialize)]
pub struct PlayerId(pub u32);

#[derive(Deserialize)]
pub struct TeamId(pub u32);

#[derive(Deserialize)]
pub struct Points(pub i32);

#[derive(Deserialize)]
pub struct PointValues {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
    pub forfeit_win: Points,
    pub forfeit_loss: Points,
    pub pab: Points,
    pub half_bye: Points,
    pub zero_bye: Points,
    pub full_bye: Points,
}

#[derive(Deserialize)]
pub enum Colour {
    White,
    Black,
}

#[derive(Deserialize)]
pub enum GameResult {
    WhiteWins,
    Draw,
    BlackWins,
}

#[derive(Deserialize)]
pub enum Outcome {
    Pending,
    Played(GameResult),
    ShortGame(GameResult),
    WhiteForfeitWin,
    BlackForfeitWin,
    DoubleForfeit,
    Adjusted {
        white: Points,
        black: Points,
        played: bool,
    },
}

#[derive(Deserialize)]
pub enum ByeKind {
    Pab,
    Half,
    Full,
    Zero,
    Absent,
}

#[derive(Deserialize)]
pub enum Sex {
    Male,
    Female,
}

#[derive(Deserialize)]
#[allow(clippy::upper_case_acronyms)]
pub enum Title {
    GM,
    IM,
    WGM,
    FM,
    WIM,
    CM,
    WFM,
    WCM,
}

#[derive(Deserialize)]
pub struct Absence {
    pub from: u32,
    pub until: Option<u32>,
}

#[derive(Deserialize)]
pub struct ByeRequest {
    pub round: u32,
    pub kind: ByeKind,
}

#[derive(Deserialize)]
pub struct Player {
    pub id: PlayerId,
    pub tpn: u32,
    pub name: String,
    pub sex: Option<Sex>,
    pub birth: Option<Date>,
    pub rating: Option<u16>,
    pub title: Option<Title>,
    pub federation: String,
    pub national_id: Option<String>,
    pub fide_id: Option<u64>,
    pub team: Option<TeamId>,
    pub board: Option<u8>,
    pub reserve: bool,
    pub entry_round: u32,
    pub absences: Vec<Absence>,
    pub bye_requests: Vec<ByeRequest>,
}

#[derive(Deserialize)]
pub struct Team {
    pub id: TeamId,
    pub name: String,
    pub code: String,
}

#[derive(Deserialize)]
pub struct Board {
    pub white: PlayerId,
    pub black: PlayerId,
    pub outcome: Outcome,
    pub manual: bool,
}

#[derive(Deserialize)]
pub struct Unpaired {
    pub player: PlayerId,
    pub kind: ByeKind,
}

/// Version 1 rounds had no list of hand edits.
#[derive(Deserialize)]
pub struct Round {
    pub number: u32,
    pub boards: Vec<Board>,
    pub unpaired: Vec<Unpaired>,
}

#[derive(Deserialize)]
pub enum Sport {
    Chess,
    Draughts,
}

#[derive(Deserialize)]
pub enum PairingSystem {
    SwissDutch,
    RoundRobin { double: bool },
}

#[derive(Deserialize)]
pub enum InitialOrder {
    Rating,
    BoardValue,
    RatingThenBoard,
    Manual,
}

#[derive(Deserialize)]
pub enum Language {
    Malay,
    English,
}

#[derive(Deserialize)]
pub struct TeamSettings {
    pub counted: u8,
}

#[derive(Deserialize)]
pub struct LocalRules {
    pub same_team_rounds: u32,
    pub top_seeds_apart: u32,
}

#[derive(Deserialize)]
pub struct ForbiddenPair {
    pub first_round: u32,
    pub last_round: u32,
    pub players: Vec<PlayerId>,
}

#[derive(Deserialize)]
pub struct Substitution {
    pub team: TeamId,
    pub from_round: u32,
    pub incoming: PlayerId,
    pub outgoing: PlayerId,
}

#[derive(Deserialize)]
/// postcard writes a nested struct as its fields in order, so the settings read here as
/// one value are the same bytes as version 1's fields of the section.
pub struct Section {
    pub code: String,
    pub settings: SectionSettings,
    pub players: Vec<Player>,
    pub teams: Vec<Team>,
    pub rounds: Vec<Round>,
    pub forbidden: Vec<ForbiddenPair>,
    pub substitutions: Vec<Substitution>,
    pub next_player_id: u32,
    pub next_team_id: u32,
}

#[derive(Deserialize)]
pub struct Championship {
    pub name: String,
    pub venue: String,
    pub start: Option<Date>,
    pub end: Option<Date>,
    pub chief_arbiter: String,
    pub deputy_arbiters: Vec<String>,
    pub federation: String,
}

#[derive(Deserialize)]
pub struct SectionSettings {
    pub name: String,
    pub sport: Sport,
    pub rounds_planned: u32,
    pub system: PairingSystem,
    pub points: PointValues,
    pub tiebreaks: Vec<String>,
    pub team_settings: TeamSettings,
    pub local_rules: LocalRules,
    pub initial_order: InitialOrder,
    pub initial_colour: Option<Colour>,
    pub accelerated: bool,
    pub language: Language,
    pub lots_seed: Option<u64>,
}

#[derive(Deserialize)]
pub struct PackedResult(pub u64);

/// Version 1 had no `Pairing` and no `Printer` change.
#[derive(Deserialize)]
pub enum Change {
    Championship {
        before: Box<Championship>,
        after: Box<Championship>,
    },
    SectionAdded {
        index: u32,
        stash: Option<Box<Section>>,
    },
    Settings {
        section: u32,
        before: Box<SectionSettings>,
        after: Box<SectionSettings>,
    },
    PlayersAdded {
        section: u32,
        count: u32,
        stash: Vec<Player>,
    },
    PlayerRemoved {
        section: u32,
        index: u32,
        stash: Option<Box<Player>>,
    },
    Player {
        section: u32,
        before: Box<Player>,
        after: Box<Player>,
    },
    TeamsAdded {
        section: u32,
        count: u32,
        stash: Vec<Team>,
    },
    Team {
        section: u32,
        before: Team,
        after: Team,
    },
    Tpns {
        section: u32,
        before: Vec<u32>,
        after: Vec<u32>,
    },
    RoundAdded {
        section: u32,
        stash: Option<Box<Round>>,
    },
    RoundRemoved {
        section: u32,
        stash: Option<Box<Round>>,
    },
    Result(PackedResult),
    Outcome {
        section: u32,
        round: u32,
        board: u32,
        before: Outcome,
        after: Outcome,
    },
    Forbidden {
        section: u32,
        before: Vec<ForbiddenPair>,
        after: Vec<ForbiddenPair>,
    },
    SubstitutionAdded {
        section: u32,
        substitution: Substitution,
    },
}

/// A journal entry as written: a lone change without description, or the full form.
#[derive(Deserialize)]
pub enum JournalEntry {
    One(u64, Change),
    Many(u64, String, Vec<Change>),
}

#[derive(Deserialize)]
pub struct Journal {
    pub entries: Vec<JournalEntry>,
    pub cursor: usize,
}

/// Version 1 had no printer setup.
#[derive(Deserialize)]
pub struct Tournament {
    /// The details, read as one value (the same bytes as version 1's fields).
    pub championship: Championship,
    pub sections: Vec<Section>,
    pub journal: Journal,
}
