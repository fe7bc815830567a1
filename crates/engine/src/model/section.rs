//! A section (category) of the championship: its settings, players, teams and rounds.

use super::ids::{PlayerId, RoundNo, TeamId, Tpn};
use super::outcome::{ByeKind, Colour, RoundEntry};
use super::player::Player;
use super::round::{Round, Unpaired, WhyUnpaired};
use super::scoring::{PointValues, Points};
use super::team::Team;
use super::team_match::TeamMatchSection;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Sport {
    Chess,
    Draughts,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PairingSystem {
    /// FIDE Dutch system (C.04.3, 2026 text).
    SwissDutch,
    /// Berger tables (C.05 Annex 1); `double` plays every pairing twice.
    RoundRobin { double: bool },
}

/// How the initial order (and so the TPNs) is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum InitialOrder {
    /// C.04.2 Art. 2: rating, then title, then name.
    Rating,
    /// School events (MSSM Pahang 4.1.4): team board value 5-4-3-2-1, so every board-1
    /// player comes first, then board 2 and so on; within a board, rating, then name.
    BoardValue,
    /// Rating first, then board value, then name.
    RatingThenBoard,
    /// The arbiter's own order (e.g. last year's placing under the Johor rules): the
    /// players' current TPNs are kept as they are.
    Manual,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    Malay,
    English,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TeamSettings {
    /// How many of a team's best scores count for the team total (default 4).
    pub counted: u8,
}

impl Default for TeamSettings {
    fn default() -> Self {
        TeamSettings { counted: 4 }
    }
}

/// Constraints the school rules add to the pairing system.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LocalRules {
    /// Players of the same team do not meet in rounds 1..=k (0 = no avoidance).
    pub same_team_rounds: RoundNo,
    /// The top k seeds do not meet each other in round 1 (0 = no such rule).
    pub top_seeds_apart: u32,
}

impl Default for LocalRules {
    fn default() -> Self {
        LocalRules {
            same_team_rounds: 2,
            top_seeds_apart: 10,
        }
    }
}

/// What the rounds a late entry missed give him (the event's rules decide, C.04.2).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LateEntryScore {
    /// The zero-point bye (TRF `Z`).
    #[default]
    Zero,
    /// A half-point bye for each round missed (TRF `H`).
    HalfBye,
}

/// Limits on the byes a player may request, and what a late entry's missed rounds give.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ByeRules {
    /// Most half-point byes one player may request in the section (`None`: no limit).
    pub max_half_byes: Option<u8>,
    /// No half-point or full-point bye may be requested in the last k rounds (0: no
    /// such rule). A zero-point bye can always be requested: the player is away anyway.
    pub none_in_last: RoundNo,
    pub late_entry: LateEntryScore,
}

/// What the roll call before a round does with a player who did not sign in (the
/// event's rules decide; issue 34 item 6).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RollCallRule {
    /// The zero-point bye of that round; he is paired again in the next one.
    #[default]
    ZeroBye,
    /// Withdrawn from that round on: not paired again until brought back.
    Withdraw,
}

/// Players who must not be paired with each other in a range of rounds (TRF `260`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ForbiddenPair {
    pub first_round: RoundNo,
    pub last_round: RoundNo,
    /// Every two of these players are kept apart.
    pub players: Vec<PlayerId>,
}

/// A reserve taking a team member's place from a round on (MSSM Pahang 4.1.9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Substitution {
    pub team: TeamId,
    pub from_round: RoundNo,
    pub incoming: PlayerId,
    pub outgoing: PlayerId,
}

/// A section's settings: the one home of every value the arbiter sets for a section.
/// The settings screen, the command line's flags, the journal (a change records the
/// value before and after) and the file all use this type, so a new setting is one field
/// here plus its label and its flag.
///
/// The fields sit in the file in this order, right after the section's code; a new
/// field changes the file format (see the store's migration rules).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SectionSettings {
    pub name: String,
    pub sport: Sport,
    /// Number of rounds planned.
    pub rounds_planned: RoundNo,
    pub system: PairingSystem,
    pub points: PointValues,
    /// Tie-break codes in order (FIDE codes such as `BH-M1`, `BH`, `BH-C1`).
    pub tiebreaks: Vec<String>,
    pub team_settings: TeamSettings,
    pub local_rules: LocalRules,
    pub initial_order: InitialOrder,
    /// Colour of the top seed in round 1; `None` until drawn by lot.
    pub initial_colour: Option<Colour>,
    /// Baku acceleration (C.04.7) for pairing only.
    pub accelerated: bool,
    pub language: Language,
    /// Seed of the drawing of lots used by the `LOT` tie-break, fixed once drawn.
    pub lots_seed: Option<u64>,
    /// Requested-bye limits and late entries (format version 3).
    pub byes: ByeRules,
    /// How teams level on points are separated (format version 4).
    pub team_tiebreaks: TeamTiebreaks,
    /// The prize list and the qualifiers (format version 7).
    pub prizes: super::prize::PrizeRules,
    /// When each round starts (format version 8).
    pub schedule: super::schedule::Schedule,
    /// What the roll call does with a player who did not sign in (format version 10).
    pub roll_call: RollCallRule,
}

/// The team tie-breaks of a section in order, as codes: `SUM1` (the sum over the
/// counted players of the section's first individual tie-break; `SUM2` the second, and
/// so on), `NEXT` (the points of the best player who did not count) and `BEST` (the
/// best individual place of a team member). The standings read the codes.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TeamTiebreaks(pub Vec<String>);

impl TeamTiebreaks {
    /// The codes as typed on F8 or given to `--team-tiebreaks`: separated by commas or
    /// spaces, in any case (kept as typed; the operation that sets them checks them).
    pub fn from_text(text: &str) -> Self {
        TeamTiebreaks(
            text.split([',', ' '])
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .map(String::from)
                .collect(),
        )
    }
}

impl Default for TeamTiebreaks {
    /// `SUM1 NEXT BEST`, the order of the Malaysian school championships.
    fn default() -> Self {
        TeamTiebreaks(["SUM1", "NEXT", "BEST"].map(String::from).to_vec())
    }
}

impl SectionSettings {
    /// The settings of a new section: chess, the Dutch system, FIDE points, the
    /// tie-breaks BH-M1, BH, BH-C1, Malay printouts, no bye limits.
    pub fn new(name: impl Into<String>, rounds: RoundNo) -> Self {
        SectionSettings {
            name: name.into(),
            sport: Sport::Chess,
            rounds_planned: rounds,
            system: PairingSystem::SwissDutch,
            points: PointValues::chess(),
            tiebreaks: ["BH-M1", "BH", "BH-C1"].map(String::from).to_vec(),
            team_settings: TeamSettings::default(),
            local_rules: LocalRules::default(),
            initial_order: InitialOrder::BoardValue,
            initial_colour: None,
            accelerated: false,
            language: Language::Malay,
            lots_seed: None,
            byes: ByeRules::default(),
            team_tiebreaks: TeamTiebreaks::default(),
            prizes: Default::default(),
            schedule: Default::default(),
            roll_call: RollCallRule::ZeroBye,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Section {
    /// Short code, e.g. `L12` (boys under 12) or `P15` (girls under 15).
    pub code: String,
    /// Everything the arbiter sets for the section (F8, `catur section edit`).
    pub settings: SectionSettings,
    pub players: Vec<Player>,
    pub teams: Vec<Team>,
    pub rounds: Vec<Round>,
    pub forbidden: Vec<ForbiddenPair>,
    pub substitutions: Vec<Substitution>,
    /// Next unused player and team ids (ids are never reused).
    pub next_player_id: u32,
    pub next_team_id: u32,
    /// The team-match data when the section is played as team matches (schools playing
    /// schools); `None` for an individual section. Added in file format 5.
    pub team_match: Option<Box<TeamMatchSection>>,
}

impl Section {
    /// An empty chess section with the defaults of a Malaysian school event.
    pub fn new(code: impl Into<String>, name: impl Into<String>, rounds: RoundNo) -> Self {
        Section {
            code: code.into(),
            settings: SectionSettings::new(name, rounds),
            players: Vec::new(),
            teams: Vec::new(),
            rounds: Vec::new(),
            forbidden: Vec::new(),
            substitutions: Vec::new(),
            next_player_id: 1,
            next_team_id: 1,
            team_match: None,
        }
    }

    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.players.iter().find(|p| p.id == id)
    }

    pub fn player_mut(&mut self, id: PlayerId) -> Option<&mut Player> {
        self.players.iter_mut().find(|p| p.id == id)
    }

    pub fn player_by_tpn(&self, tpn: Tpn) -> Option<&Player> {
        self.players.iter().find(|p| p.tpn == tpn)
    }

    /// Players sorted by pairing number.
    pub fn players_by_tpn(&self) -> Vec<&Player> {
        let mut v: Vec<&Player> = self.players.iter().collect();
        v.sort_by_key(|p| (p.tpn, p.id));
        v
    }

    pub fn team(&self, id: TeamId) -> Option<&Team> {
        self.teams.iter().find(|t| t.id == id)
    }

    /// The code of a player's team; empty for a player without one.
    pub fn team_code(&self, player: PlayerId) -> &str {
        self.player(player)
            .and_then(|p| p.team)
            .and_then(|t| self.team(t))
            .map_or("", |t| t.code.as_str())
    }

    /// A team's players in board order (reserves last).
    /// Boards a team plays on: a team-match section's boards, else 4 (the school
    /// rules' four players and a reserve).
    pub fn team_boards(&self) -> u8 {
        self.team_match
            .as_deref()
            .map_or(4, |tm| tm.settings.boards)
    }

    /// The highest board number a team member may hold: the boards and one reserve
    /// (at least 5, the school rules' 4 + 1), so a roster of a 10-board match goes to 11.
    pub fn max_board(&self) -> u8 {
        self.team_boards().saturating_add(1).max(5)
    }

    /// Whether a member on `board` is a reserve unless said otherwise: the board after
    /// the team's boards (board 5 of a school team of four).
    pub fn reserve_board(&self, board: u8) -> bool {
        board > self.team_boards()
    }

    pub fn team_members(&self, id: TeamId) -> Vec<&Player> {
        let mut v: Vec<&Player> = self.players.iter().filter(|p| p.team == Some(id)).collect();
        v.sort_by_key(|p| (p.board.unwrap_or(u8::MAX), p.tpn, p.id));
        v
    }

    pub fn round(&self, number: RoundNo) -> Option<&Round> {
        self.rounds.get((number as usize).checked_sub(1)?)
    }

    /// Number of rounds paired so far.
    pub fn rounds_paired(&self) -> RoundNo {
        self.rounds.len() as RoundNo
    }

    /// The player's entry in a round (None: round not paired, or player not in it). A
    /// late entry's rounds before his first read as the section's late-entry bye.
    pub fn entry(&self, player: PlayerId, round: RoundNo) -> Option<RoundEntry> {
        let e = self.round(round)?.entry(player);
        match e {
            None | Some(RoundEntry::Bye(ByeKind::Absent)) => {
                self.late_entry_bye(player, round).or(e)
            }
            _ => e,
        }
    }

    /// What a round before a late entry's first gives him, by the section setting
    /// (`None` for a round he could play, or an unknown player).
    pub fn late_entry_bye(&self, player: PlayerId, round: RoundNo) -> Option<RoundEntry> {
        let p = self.player(player)?;
        (round < p.entry_round).then_some(RoundEntry::Bye(match self.settings.byes.late_entry {
            LateEntryScore::Zero => ByeKind::Zero,
            LateEntryScore::HalfBye => ByeKind::Half,
        }))
    }

    /// A player's points from rounds 1..=`round` under the section's point values
    /// (pending games count nothing yet; rounds the player has no entry in count nothing).
    pub fn score_after(&self, player: PlayerId, round: RoundNo) -> Points {
        self.rounds
            .iter()
            .take(round as usize)
            .filter_map(|r| self.entry(player, r.number))
            .map(|e| e.points(&self.settings.points))
            .sum()
    }

    /// A reserve who has not played a game (over the board or by forfeit) in rounds
    /// 1..=`round`: he is called a reserve, not absent, and is not ranked.
    pub fn is_unplayed_reserve(&self, player: PlayerId, round: RoundNo) -> bool {
        self.player(player).is_some_and(|p| p.reserve)
            && !(1..=round.min(self.rounds_paired()))
                .any(|r| matches!(self.entry(player, r), Some(RoundEntry::Game { .. })))
    }

    /// Why an unpaired player of `round` has no opponent: the bye's kind, or for a
    /// player simply left out, whether he is a reserve, withdrawn, not yet entered or
    /// absent (a reserve out of the line-up is a reserve first, as the line-up keeps
    /// him out, not a withdrawal).
    pub fn why_unpaired(&self, u: &Unpaired, round: RoundNo) -> WhyUnpaired {
        if u.kind != ByeKind::Absent {
            return WhyUnpaired::Bye(u.kind);
        }
        let Some(p) = self.player(u.player) else {
            return WhyUnpaired::Absent;
        };
        if p.reserve {
            WhyUnpaired::Reserve
        } else if round < p.entry_round {
            WhyUnpaired::NotYetEntered
        } else if p.absences.iter().any(|a| a.covers(round)) {
            WhyUnpaired::Withdrawn
        } else {
            WhyUnpaired::Absent
        }
    }

    /// C.04.2 Art. 2: pairing numbers may not change once round 4 has been paired.
    pub fn tpns_frozen(&self) -> bool {
        self.rounds.len() >= 4
    }

    /// The team a player played for in a round: substitutions move a reserve into a
    /// team's line-up without changing the team he belongs to, so this is the player's
    /// team whenever the player took part.
    pub fn team_in_round(&self, player: PlayerId, round: RoundNo) -> Option<TeamId> {
        let p = self.player(player)?;
        self.entry(player, round)?;
        p.team
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Absence, Player};

    /// Issue 30 item 4: a withdrawn player left out of a round is withdrawn, not absent;
    /// a reserve is a reserve, a late entry enters later, a requested bye keeps its kind.
    #[test]
    fn a_withdrawn_player_is_not_called_absent() {
        let mut s = Section::new("L12", "Lelaki Bawah 12", 5);
        for (i, name) in ["Tan Wei Ming", "Priya a/p Raman", "Arjun", "Adam"]
            .iter()
            .enumerate()
        {
            s.players.push(Player::new(PlayerId(i as u32 + 1), *name));
        }
        s.players[0].absences.push(Absence {
            from: 2,
            until: None,
        });
        s.players[1].reserve = true;
        s.players[2].entry_round = 3;
        let why = |id, kind| {
            s.why_unpaired(
                &Unpaired {
                    player: PlayerId(id),
                    kind,
                },
                2,
            )
        };
        assert_eq!(why(1, ByeKind::Absent), WhyUnpaired::Withdrawn);
        assert_eq!(why(2, ByeKind::Absent), WhyUnpaired::Reserve);
        assert_eq!(why(3, ByeKind::Absent), WhyUnpaired::NotYetEntered);
        assert_eq!(why(4, ByeKind::Absent), WhyUnpaired::Absent);
        assert_eq!(why(4, ByeKind::Half), WhyUnpaired::Bye(ByeKind::Half));
    }
}
