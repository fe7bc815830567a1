//! The tournament data: a championship, its sections, players, teams and rounds.
//!
//! The model stores facts the arbiter entered or the engine decided (who played whom,
//! with which colour, what the result was). Everything that can be derived from those
//! facts (scores, colour preferences, floats, tie-breaks) is computed elsewhere and never
//! stored here, so the file can never contradict itself.
//!
//! The model knows nothing of terminals, files or printing.

mod address;
mod date;
mod deed;
mod edit;
mod ids;
mod journal;
mod outcome;
mod player;
mod printer;
mod prize;
mod round;
mod schedule;
mod scoring;
mod section;
mod team;
mod team_match;
mod text;
mod tournament;
mod words;

pub use address::{ADDRESS_MAX, AddressError, web_address};
pub use date::{Date, DateError, DateProblem, days_in_month};
pub use deed::{Deed, Given, HandEdit, PrizeLineDone, result_said};
pub use edit::{EditKind, ManualEdit};
pub use ids::{PlayerId, RoundNo, TeamId, Tpn};
pub use journal::{Change, Journal, JournalEntry, PackedResult};
pub use outcome::{ByeKind, Colour, GameResult, Outcome, PlayerRoundResult, RoundEntry};
pub use player::{Absence, ByeRequest, NotATitle, Player, PlayerStatus, Sex, Title};
pub use printer::{Charset, PrinterSetup};
pub use prize::{MedalPoints, Prize, PrizeFilter, PrizeRules};
pub use round::{Board, Round, RoundState, Unpaired, WhyUnpaired};
pub use schedule::{
    ClockTime, RoundTime, Schedule, ScheduleError, date_from_yy, parse_clock, weekday,
};
pub use scoring::{PointValues, Points, ScoringPreset};
pub use section::{ByeRules, LateEntryScore, RollCallRule, TeamTiebreaks};
pub use section::{
    ForbiddenPair, InitialOrder, Language, LocalRules, PairingSystem, Section, SectionSettings,
    Sport, Substitution, TeamSettings,
};
pub use team::Team;
pub use team_match::{
    ColourPreferences, LineUp, MatchPointValues, TeamMatch, TeamMatchSection, TeamMatchSettings,
    TeamRanking, TeamRound, TeamSystem,
};
pub use text::{
    BRIEF, BadByte, ControlChar, TextEncoding, brief, decode_text, file_safe, first_control,
    first_raw_control, is_control, line_and_column, printable, printable_keeping, windows_1252,
    wrap,
};
pub use tournament::{Championship, Tournament};
