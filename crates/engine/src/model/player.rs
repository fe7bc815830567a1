//! A player of one section: identity, seeding data, team place and attendance.

use super::date::Date;
use super::ids::{PlayerId, RoundNo, TeamId, Tpn};
use super::outcome::ByeKind;
use super::section::Language;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Sex {
    Male,
    Female,
}

/// FIDE titles in the order C.04.2 Art. 2 uses to break rating ties.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
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

impl Title {
    pub const ALL: [Title; 8] = [
        Title::GM,
        Title::IM,
        Title::WGM,
        Title::FM,
        Title::WIM,
        Title::CM,
        Title::WFM,
        Title::WCM,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Title::GM => "GM",
            Title::IM => "IM",
            Title::WGM => "WGM",
            Title::FM => "FM",
            Title::WIM => "WIM",
            Title::CM => "CM",
            Title::WFM => "WFM",
            Title::WCM => "WCM",
        }
    }
}

impl fmt::Display for Title {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A text that is not a FIDE title; it says which titles there are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotATitle(pub String);

impl NotATitle {
    /// The refusal in `lang` (the Malay cuts a long text short).
    pub fn say(&self, lang: Language) -> String {
        match lang {
            Language::English => format!(
                "'{}' is not a FIDE title (GM IM WGM FM WIM CM WFM WCM)",
                self.0
            ),
            Language::Malay => format!(
                "'{}' bukan gelaran FIDE (GM IM WGM FM WIM CM WFM WCM)",
                super::brief(&self.0)
            ),
        }
    }
}

impl fmt::Display for NotATitle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for NotATitle {}

impl FromStr for Title {
    type Err = NotATitle;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let up = s.trim().to_ascii_uppercase();
        // TRF writes the title in 3 columns; FIDE lists sometimes use a lower-case "g"/"m".
        Title::ALL
            .into_iter()
            .find(|t| t.code() == up || (up.len() == 1 && t.code().starts_with(&up) && up == "G"))
            .ok_or_else(|| NotATitle(super::brief(s)))
    }
}

/// A stretch of rounds in which the player is not available: withdrawn from `from`,
/// back again at `until` (exclusive) or never.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Absence {
    pub from: RoundNo,
    pub until: Option<RoundNo>,
}

impl Absence {
    pub fn covers(&self, round: RoundNo) -> bool {
        round >= self.from && self.until.is_none_or(|u| round < u)
    }
}

/// A bye the player asked for in advance (half-point or zero-point), or a full-point
/// bye granted by the event's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ByeRequest {
    pub round: RoundNo,
    pub kind: ByeKind,
}

/// Whether a player is to be paired in a given round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerStatus {
    Present,
    /// Entered late: the first round the player takes part in is later.
    NotYetEntered,
    /// Withdrawn (or a reserve not in the line-up) for this round.
    Withdrawn,
    /// Asked for a bye of this kind.
    Bye(ByeKind),
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub id: PlayerId,
    /// Pairing number; 0 while not yet assigned.
    pub tpn: Tpn,
    pub name: String,
    pub sex: Option<Sex>,
    pub birth: Option<Date>,
    pub rating: Option<u16>,
    pub title: Option<Title>,
    /// Federation or state code (`MAS`, `PHG`).
    pub federation: String,
    pub national_id: Option<String>,
    pub fide_id: Option<u64>,
    pub team: Option<TeamId>,
    /// Board in the team line-up: 1-5 (5 is the reserve in a 4+1 team), up to the
    /// boards + 1 of a team-match section (`Section::max_board`).
    pub board: Option<u8>,
    /// A reserve is registered with the team but only paired once substituted in.
    pub reserve: bool,
    /// First round the player takes part in (1 unless a late entry).
    pub entry_round: RoundNo,
    pub absences: Vec<Absence>,
    pub bye_requests: Vec<ByeRequest>,
    /// The filler player ("pemain penggenap", MSSM 4.2.2): added by the host to avoid
    /// the bye, paired like anyone, but out of prizes, medals, team totals and
    /// qualifiers (format version 7).
    pub filler: bool,
}

impl Player {
    /// A present, unrated player with only a name, for tests and quick entry.
    pub fn new(id: PlayerId, name: impl Into<String>) -> Self {
        Player {
            id,
            tpn: 0,
            name: name.into(),
            sex: None,
            birth: None,
            rating: None,
            title: None,
            federation: String::new(),
            national_id: None,
            fide_id: None,
            team: None,
            board: None,
            reserve: false,
            entry_round: 1,
            absences: Vec::new(),
            bye_requests: Vec::new(),
            filler: false,
        }
    }

    /// The player's status for a round about to be paired.
    pub fn status(&self, round: RoundNo) -> PlayerStatus {
        if round < self.entry_round {
            return PlayerStatus::NotYetEntered;
        }
        if self.absences.iter().any(|a| a.covers(round)) {
            return PlayerStatus::Withdrawn;
        }
        match self.bye_requests.iter().find(|b| b.round == round) {
            Some(b) => PlayerStatus::Bye(b.kind),
            None => PlayerStatus::Present,
        }
    }

    /// Present and to be paired in this round.
    pub fn is_available(&self, round: RoundNo) -> bool {
        self.status(round) == PlayerStatus::Present
    }

    /// A reserve who has not played yet is kept out of the pairing by one absence from
    /// round 1 on; in a team-match section that reserve is still on call for a line-up.
    /// True for such a reserve in `round` (any other absence, or a withdrawal, is real).
    pub fn reserve_on_call(&self, round: RoundNo) -> bool {
        self.reserve
            && self.entry_round <= round
            && self.absences.len() == 1
            && self
                .absences
                .iter()
                .all(|a| a.until.is_none() && a.from <= 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_follows_entry_absence_and_requests() {
        let mut p = Player::new(PlayerId(1), "Tan Wei Ming");
        p.entry_round = 2;
        p.absences.push(Absence {
            from: 4,
            until: Some(6),
        });
        p.bye_requests.push(ByeRequest {
            round: 7,
            kind: ByeKind::Half,
        });
        assert_eq!(p.status(1), PlayerStatus::NotYetEntered);
        assert_eq!(p.status(2), PlayerStatus::Present);
        assert_eq!(p.status(4), PlayerStatus::Withdrawn);
        assert_eq!(p.status(5), PlayerStatus::Withdrawn);
        assert_eq!(p.status(6), PlayerStatus::Present);
        assert_eq!(p.status(7), PlayerStatus::Bye(ByeKind::Half));
    }

    #[test]
    fn titles_sort_in_fide_order() {
        assert!(Title::GM < Title::IM && Title::IM < Title::WGM && Title::CM < Title::WCM);
        assert_eq!("wgm".parse::<Title>().unwrap(), Title::WGM);
        assert!("XX".parse::<Title>().is_err());
    }
}
