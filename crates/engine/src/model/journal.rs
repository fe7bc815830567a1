//! The record of changes made through the operations layer, kept in the file so that
//! undo and redo survive saving and reopening. The operations layer builds the changes
//! and applies or reverses them; the model only keeps the list.
//!
//! The journal must stay small: a championship of 6 sections x 100 players x 7 rounds
//! and its whole history should fit well under 64 KB. So a change holds only what it
//! touched (one player, one board's outcome, one team), and whatever is currently in the
//! tournament is not stored twice: an added player, team, round or section lives in the
//! tournament while the change is applied and moves into the change's `stash` when it is
//! undone (and back on redo). Times are stored as seconds after the previous entry.

use super::deed::Deed;
use super::ids::{RoundNo, Tpn};
use super::outcome::{GameResult, Outcome};
use super::player::Player;
use super::printer::PrinterSetup;
use super::round::Round;
use super::section::{ForbiddenPair, Section, SectionSettings, Substitution};
use super::team::Team;
use super::team_match::TeamMatchSection;
use super::tournament::Championship;
use serde::{Deserialize, Serialize};

/// One fine-grained, reversible change. Sections are named by their position in
/// `Tournament::sections` (sections are only ever appended, and removed only by undoing
/// their creation), boards by their 0-based position in the round.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Change {
    /// The championship's own details.
    Championship {
        before: Box<Championship>,
        after: Box<Championship>,
    },
    /// A section appended at `index`; `stash` holds it while the change is undone.
    SectionAdded {
        index: u32,
        stash: Option<Box<Section>>,
    },
    /// A section's settings.
    Settings {
        section: u32,
        before: Box<SectionSettings>,
        after: Box<SectionSettings>,
    },
    /// Players appended with the section's next player ids; `stash` holds them while
    /// the change is undone (and is empty while it is applied).
    PlayersAdded {
        section: u32,
        count: u32,
        stash: Vec<Player>,
    },
    /// A player taken out from `index`; `stash` holds the player while it is applied.
    PlayerRemoved {
        section: u32,
        index: u32,
        stash: Option<Box<Player>>,
    },
    /// A player's data (same id before and after).
    Player {
        section: u32,
        before: Box<Player>,
        after: Box<Player>,
    },
    /// Teams appended with the section's next team ids; `stash` holds them while the
    /// change is undone.
    TeamsAdded {
        section: u32,
        count: u32,
        stash: Vec<Team>,
    },
    /// A team's name or code (same id before and after).
    Team {
        section: u32,
        before: Team,
        after: Team,
    },
    /// Every player's pairing number, in the order of `Section::players`.
    Tpns {
        section: u32,
        before: Vec<Tpn>,
        after: Vec<Tpn>,
    },
    /// A round appended; `stash` holds it while the change is undone.
    RoundAdded {
        section: u32,
        stash: Option<Box<Round>>,
    },
    /// The last round taken away; `stash` holds it while the change is applied.
    RoundRemoved {
        section: u32,
        stash: Option<Box<Round>>,
    },
    /// One board's outcome between two of the common outcomes, packed into one number
    /// because results are most of a journal (see [`PackedResult`]).
    Result(PackedResult),
    /// One board's outcome, in general (an arbiter's adjusted score, say).
    Outcome {
        section: u32,
        round: RoundNo,
        board: u32,
        before: Outcome,
        after: Outcome,
    },
    /// The section's forbidden pairs (a short list, kept whole).
    Forbidden {
        section: u32,
        before: Vec<ForbiddenPair>,
        after: Vec<ForbiddenPair>,
    },
    /// A substitution appended to the section's list.
    SubstitutionAdded {
        section: u32,
        substitution: Substitution,
    },
    /// The last round's pairing changed by hand (boards, unpaired players and the list
    /// of edits together). Hand edits are rare, so the whole round is kept twice.
    Pairing {
        section: u32,
        before: Box<Round>,
        after: Box<Round>,
    },
    /// The championship's printer.
    Printer {
        before: PrinterSetup,
        after: PrinterSetup,
    },
    /// One section's team-match data (settings, line-ups, matches), kept whole: a few
    /// hundred bytes, changed when a round is paired or a line-up handed in. `None`: an
    /// individual section. Added in file format 5, at the end so older changes keep
    /// their place.
    TeamMatch {
        section: u32,
        before: Option<Box<TeamMatchSection>>,
        after: Option<Box<TeamMatchSection>>,
    },
}

/// A board's result change: section, round, board (0-based) and the outcomes before and
/// after as small codes, in one integer that postcard writes in 3 or 4 bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PackedResult(pub u64);

/// The outcomes a packed result can hold, by code.
const CODES: [Outcome; 10] = [
    Outcome::Pending,
    Outcome::Played(GameResult::WhiteWins),
    Outcome::Played(GameResult::Draw),
    Outcome::Played(GameResult::BlackWins),
    Outcome::ShortGame(GameResult::WhiteWins),
    Outcome::ShortGame(GameResult::Draw),
    Outcome::ShortGame(GameResult::BlackWins),
    Outcome::WhiteForfeitWin,
    Outcome::BlackForfeitWin,
    Outcome::DoubleForfeit,
];

impl Change {
    /// A change of one board's outcome, whichever way it is stored (packed or whole):
    /// section index, round, board index (0-based), outcome before and after.
    pub fn board_result(&self) -> Option<(u32, RoundNo, u32, Outcome, Outcome)> {
        match self {
            Change::Result(p) => p.unpack(),
            Change::Outcome {
                section,
                round,
                board,
                before,
                after,
            } => Some((*section, *round, *board, *before, *after)),
            _ => None,
        }
    }
}

impl PackedResult {
    /// `None` for outcomes without a code (adjusted scores) or out-of-range positions.
    pub fn pack(
        section: u32,
        round: RoundNo,
        board: u32,
        before: Outcome,
        after: Outcome,
    ) -> Option<Self> {
        let code = |o: Outcome| CODES.iter().position(|c| *c == o).map(|k| k as u64);
        if round >= 64 || board >= 1024 {
            return None;
        }
        let place = (u64::from(section) * 64 + u64::from(round)) * 1024 + u64::from(board);
        Some(PackedResult(
            (place * 16 + code(before)?) * 16 + code(after)?,
        ))
    }

    /// Section, round, board (0-based), outcome before, outcome after.
    pub fn unpack(self) -> Option<(u32, RoundNo, u32, Outcome, Outcome)> {
        let v = self.0;
        let after = *CODES.get((v % 16) as usize)?;
        let before = *CODES.get((v / 16 % 16) as usize)?;
        let place = v / 256;
        let board = (place % 1024) as u32;
        let round = (place / 1024 % 64) as RoundNo;
        let section = u32::try_from(place / 1024 / 64).ok()?;
        Some((section, round, board, before, after))
    }
}

/// One operation of the arbiter: its time, what was done (as facts) and its changes in
/// the order they were applied (they are undone in reverse order).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "EntryRepr", into = "EntryRepr")]
pub struct JournalEntry {
    /// Seconds after the previous entry (the first entry: after the Unix epoch).
    pub after_previous: u64,
    /// What the arbiter did; [`Deed::Told`] when it can be told from the changes alone
    /// (a result entered on a board), which keeps the many result entries small.
    pub deed: Deed,
    pub changes: Vec<Change>,
}

/// How an entry is written: most entries are one result told from its change, and
/// those are written without the deed and the list length.
#[derive(Serialize, Deserialize)]
enum EntryRepr {
    One(u64, Change),
    Many(u64, Deed, Vec<Change>),
}

impl From<EntryRepr> for JournalEntry {
    fn from(r: EntryRepr) -> Self {
        match r {
            EntryRepr::One(after_previous, c) => JournalEntry {
                after_previous,
                deed: Deed::Told,
                changes: vec![c],
            },
            EntryRepr::Many(after_previous, deed, changes) => JournalEntry {
                after_previous,
                deed,
                changes,
            },
        }
    }
}

impl From<JournalEntry> for EntryRepr {
    fn from(mut e: JournalEntry) -> Self {
        if e.deed == Deed::Told
            && e.changes.len() == 1
            && let Some(c) = e.changes.pop()
        {
            return EntryRepr::One(e.after_previous, c);
        }
        EntryRepr::Many(e.after_previous, e.deed, e.changes)
    }
}

/// Changes in order; the first `cursor` entries are applied, the rest can be redone.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Journal {
    pub entries: Vec<JournalEntry>,
    pub cursor: usize,
}

impl Journal {
    /// The time of each entry in seconds since the Unix epoch.
    pub fn times(&self) -> Vec<u64> {
        let mut at = 0u64;
        self.entries
            .iter()
            .map(|e| {
                at = at.saturating_add(e.after_previous);
                at
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packed_results_round_trip() {
        let all = CODES;
        for (k, &before) in all.iter().enumerate() {
            let after = all[(k * 7 + 3) % all.len()];
            let p = PackedResult::pack(5, 11, 49, before, after).unwrap();
            assert_eq!(p.unpack(), Some((5, 11, 49, before, after)));
        }
        let adjusted = Outcome::Adjusted {
            white: super::super::Points(5),
            black: super::super::Points(0),
            played: true,
        };
        assert_eq!(
            PackedResult::pack(0, 1, 0, Outcome::Pending, adjusted),
            None
        );
        assert_eq!(
            PackedResult::pack(0, 64, 0, Outcome::Pending, Outcome::Pending),
            None
        );
    }

    #[test]
    fn times_add_up_the_gaps() {
        let e = |gap| JournalEntry {
            after_previous: gap,
            deed: Deed::Told,
            changes: vec![],
        };
        let j = Journal {
            entries: vec![e(1000), e(5), e(0)],
            cursor: 3,
        };
        assert_eq!(j.times(), vec![1000, 1005, 1005]);
    }
}
