//! Team matches: schools playing schools. A team-match section keeps its players, teams
//! and boards in the ordinary [`Section`]; what is particular to team matches lives here:
//! the section's team-match settings, the line-ups chosen for a round and which team
//! meets which in each round.
//!
//! The games of a round stay in the section's [`Round`](super::Round), match after match,
//! each match's boards in board order, so results are entered on boards exactly as in an
//! individual section. A match's boards are the ones where both teams have a player; a
//! board where only one team has a player is won by forfeit by that team (FIDE Olympiad
//! practice) and has no game in the round.
//!
//! The data hang on the section (`Section::team_match`, `None` for an individual
//! section), added at the end of the section in file format 5.

use super::ids::{PlayerId, RoundNo, TeamId};
use super::scoring::Points;
use serde::{Deserialize, Serialize};

/// How the teams are paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TeamSystem {
    /// FIDE Swiss Team Pairing System (C.04.6, 2026 text).
    Swiss,
    /// Berger tables with the teams as numbers; `double` plays every pairing twice.
    RoundRobin { double: bool },
}

/// Which of the two scores ranks first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TeamRanking {
    MatchPoints,
    GamePoints,
}

/// Match points for a won, drawn and lost match, and for the pairing-allocated bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MatchPointValues {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
    pub bye: Points,
}

impl MatchPointValues {
    /// 2 for a win, 1 for a draw, 0 for a loss (chess and FMJD draughts alike); the
    /// pairing-allocated bye scores as a drawn match (FIDE C.04.6 Art. 1.4).
    pub fn standard() -> Self {
        MatchPointValues {
            win: Points::whole(2),
            draw: Points::whole(1),
            loss: Points::ZERO,
            bye: Points::whole(1),
        }
    }
}

/// Which colour preferences a team Swiss uses (FIDE C.04.6 Art. 1.7).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ColourPreferences {
    /// Type A, simple preferences (Art. 1.7.1, the default).
    #[default]
    TypeA,
    /// Type B, strong and mild preferences (Art. 1.7.2).
    TypeB,
}

/// The team-match settings of one section.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TeamMatchSettings {
    /// Boards per match (4 for school events).
    pub boards: u8,
    pub system: TeamSystem,
    pub match_points: MatchPointValues,
    pub ranking: TeamRanking,
    /// Team tie-break codes after the primary score, in order (see `standings::team_match`).
    pub tiebreaks: Vec<String>,
    /// Line-ups may differ from the first round's up to this round; `Some(0)` or
    /// `Some(1)`: no change after round 1 (Johor, seed 001 3.2); `None`: no limit.
    pub substitutions_until: Option<RoundNo>,
    /// Games a player needs on a board to be ranked for that board's prize.
    pub board_prize_min_games: u8,
    /// The colour preferences of a team Swiss. Added in file format 6.
    pub colour_preferences: ColourPreferences,
}

impl TeamMatchSettings {
    pub fn new(boards: u8, system: TeamSystem) -> Self {
        let tiebreaks = match system {
            TeamSystem::Swiss => ["GP", "BH"],
            TeamSystem::RoundRobin { .. } => ["GP", "BOARDS"],
        };
        TeamMatchSettings {
            boards,
            system,
            match_points: MatchPointValues::standard(),
            ranking: TeamRanking::MatchPoints,
            tiebreaks: tiebreaks.map(String::from).to_vec(),
            substitutions_until: None,
            board_prize_min_games: 0,
            colour_preferences: ColourPreferences::TypeA,
        }
    }
}

/// A team's players for one round, board 1 first, as the captain handed it in.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LineUp {
    pub round: RoundNo,
    pub team: TeamId,
    pub players: Vec<PlayerId>,
}

/// One match of a round. `white` has White on board 1 (and so on every odd board).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TeamMatch {
    pub white: TeamId,
    /// `None`: `white` has the pairing-allocated bye.
    pub black: Option<TeamId>,
    /// The line-ups played, board 1 first.
    pub white_players: Vec<PlayerId>,
    pub black_players: Vec<PlayerId>,
    /// 0-based position of this match's first game in the round's boards.
    pub first_board: u32,
}

impl TeamMatch {
    /// Boards with a game: those where both teams have a player.
    pub fn games(&self) -> usize {
        if self.black.is_none() {
            return 0;
        }
        self.white_players.len().min(self.black_players.len())
    }
}

/// The team matches of one round.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TeamRound {
    pub matches: Vec<TeamMatch>,
}

/// A section played as team matches.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TeamMatchSection {
    pub settings: TeamMatchSettings,
    /// Line-ups handed in for rounds not yet paired (and kept for those paired).
    pub lineups: Vec<LineUp>,
    /// Round 1 first; only as many as the section has rounds paired count.
    pub rounds: Vec<TeamRound>,
}

impl TeamMatchSection {
    pub fn lineup(&self, team: TeamId, round: RoundNo) -> Option<&LineUp> {
        self.lineups
            .iter()
            .find(|l| l.team == team && l.round == round)
    }
}
