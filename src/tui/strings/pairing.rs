//! The refusals of pairing a round that come from the section's kind or its tables: a
//! section played as team matches, a round robin's table, the team pairing; in English
//! and Malay.

use crate::model::{Language, PlayerId, Section};
use crate::pairing::round_robin::RoundRobinError;
use crate::pairing::team_swiss::TeamPairingError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum P {
    TeamMatches,
    NotRoundRobin,
    TooFewPlayers,
    TooManyPlayers,
    RoundOutOfRange,
    Single,
    Double,
    NumberOutOfRange,
    NumberTwice,
    TooFewTeams,
    NoTeamPairing,
    TeamTable,
    TooManySets,
    TeamTooFew,
    TeamTooMany,
    TeamRoundOutOfRange,
}

super::two_languages!(P);

impl P {
    /// Every text, for the tests that compare the two languages.
    pub const ALL: [P; 16] = [
        P::TeamMatches,
        P::NotRoundRobin,
        P::TooFewPlayers,
        P::TooManyPlayers,
        P::RoundOutOfRange,
        P::Single,
        P::Double,
        P::NumberOutOfRange,
        P::NumberTwice,
        P::TooFewTeams,
        P::NoTeamPairing,
        P::TeamTable,
        P::TooManySets,
        P::TeamTooFew,
        P::TeamTooMany,
        P::TeamRoundOutOfRange,
    ];

    /// (English, Malay).
    fn both(self) -> (&'static str, &'static str) {
        match self {
            P::TeamMatches => (
                "{} is played as team matches",
                "{} dimainkan sebagai perlawanan pasukan",
            ),
            P::NotRoundRobin => (
                "section {} is paired by the Swiss system, not as a round robin",
                "kategori {} dipasangkan dengan sistem Swiss, bukan round robin",
            ),
            P::TooFewPlayers => (
                "a round robin needs at least {} players; this one has {}",
                "round robin memerlukan sekurang-kurangnya {} pemain; yang ini ada {}",
            ),
            P::TooManyPlayers => (
                "a round robin of {} players is more than the {} this program pairs; split \
                 the section or play a Swiss",
                "round robin {} pemain melebihi {} yang dapat dipasangkan oleh program ini; \
                 bahagikan kategori atau guna sistem Swiss",
            ),
            P::RoundOutOfRange => (
                "round {} does not exist: a {} round robin of {} players has rounds 1 to {}",
                "pusingan {} tiada: round robin {} bagi {} pemain ada pusingan 1 hingga {}",
            ),
            P::Single => ("single", "tunggal"),
            P::Double => ("double", "berganda"),
            P::NumberOutOfRange => (
                "{} has pairing number {}; give the {} players the numbers 1 to {} before \
                 pairing the round robin",
                "{} ada nombor pasangan {}; beri {} pemain itu nombor 1 hingga {} sebelum \
                 round robin dipasangkan",
            ),
            P::NumberTwice => (
                "{} and {} both have pairing number {}; every player needs their own",
                "{} dan {} sama-sama ada nombor pasangan {}; setiap pemain perlu nombor sendiri",
            ),
            P::TooFewTeams => (
                "a team event needs at least 2 teams; this one has {}",
                "acara berpasukan memerlukan sekurang-kurangnya 2 pasukan; yang ini ada {}",
            ),
            P::NoTeamPairing => (
                "no legal pairing of the {} teams exists for round {}: every way leaves two \
                 teams that already met (C.04.6 C1) or a second bye (C2)",
                "tiada pasangan sah bagi {} pasukan untuk pusingan {}: setiap cara meninggalkan \
                 dua pasukan yang sudah bertemu (C.04.6 C1) atau bai kedua (C2)",
            ),
            P::TeamTable => (
                "the Berger table of the teams cannot give this round",
                "jadual Berger pasukan tidak dapat memberi pusingan ini",
            ),
            P::TooManySets => (
                "round {}: more than {} sets of upfloaters to compare for the top scoregroup \
                 (C.04.6 Art. 3.5); pair this round by hand",
                "pusingan {}: lebih daripada {} set pasukan yang naik untuk dibandingkan bagi \
                 kumpulan mata teratas (C.04.6 Perkara 3.5); pasangkan pusingan ini dengan tangan",
            ),
            P::TeamTooFew => (
                "a round robin needs at least {} teams; this one has {}",
                "round robin memerlukan sekurang-kurangnya {} pasukan; yang ini ada {}",
            ),
            P::TeamTooMany => (
                "a round robin of {} teams is more than the {} this program pairs; split the \
                 section or play a Swiss",
                "round robin {} pasukan melebihi {} yang dapat dipasangkan oleh program ini; \
                 bahagikan kategori atau guna sistem Swiss",
            ),
            P::TeamRoundOutOfRange => (
                "round {} does not exist: a {} round robin of {} teams has rounds 1 to {}",
                "pusingan {} tiada: round robin {} bagi {} pasukan ada pusingan 1 hingga {}",
            ),
        }
    }
}

/// A section played as team matches, refused where single games are paired.
pub fn team_matches(section: &str, lang: Language) -> String {
    P::TeamMatches.fill(lang, &[&section])
}

/// A round robin's table refusal, after the section's code.
pub fn round_robin(
    section: &str,
    e: &RoundRobinError,
    s: Option<&Section>,
    lang: Language,
) -> String {
    let name = |id: PlayerId| {
        s.and_then(|s| s.player(id))
            .map_or_else(|| format!("#{}", id.0), |p| p.name.clone())
    };
    let text = match e {
        RoundRobinError::NotRoundRobin { section } => P::NotRoundRobin.fill(lang, &[section]),
        RoundRobinError::TooFewPlayers { players } => {
            P::TooFewPlayers.fill(lang, &[&crate::pairing::round_robin::MIN_PLAYERS, players])
        }
        RoundRobinError::TooManyPlayers { players } => {
            P::TooManyPlayers.fill(lang, &[players, &crate::pairing::round_robin::MAX_PLAYERS])
        }
        RoundRobinError::RoundOutOfRange {
            round,
            players,
            double,
            last,
        } => {
            let kind = if *double { P::Double } else { P::Single }.get(lang);
            P::RoundOutOfRange.fill(lang, &[round, &kind, players, last])
        }
        RoundRobinError::PairingNumberOutOfRange {
            name, tpn, players, ..
        } => P::NumberOutOfRange.fill(lang, &[name, tpn, players, players]),
        RoundRobinError::DuplicatePairingNumber { tpn, first, second } => {
            P::NumberTwice.fill(lang, &[&name(*first), &name(*second), tpn])
        }
    };
    format!("{section}: {text}")
}

/// The team pairing's refusal, after the section's code.
pub fn team_pairing(section: &str, e: &TeamPairingError, lang: Language) -> String {
    let text = match e {
        TeamPairingError::TooFewTeams(n) => P::TooFewTeams.fill(lang, &[n]),
        TeamPairingError::NoLegalPairing { teams, round } => {
            P::NoTeamPairing.fill(lang, &[teams, round])
        }
        TeamPairingError::RoundRobin(table) => match table {
            RoundRobinError::TooFewPlayers { players } => {
                P::TeamTooFew.fill(lang, &[&crate::pairing::round_robin::MIN_PLAYERS, players])
            }
            RoundRobinError::TooManyPlayers { players } => {
                P::TeamTooMany.fill(lang, &[players, &crate::pairing::round_robin::MAX_PLAYERS])
            }
            RoundRobinError::RoundOutOfRange {
                round,
                players,
                double,
                last,
            } => {
                let kind = if *double { P::Double } else { P::Single }.get(lang);
                P::TeamRoundOutOfRange.fill(lang, &[round, &kind, players, last])
            }
            // The team table has no players' numbers or section to refuse.
            _ => P::TeamTable.get(lang).to_string(),
        },
        TeamPairingError::TooManySets { round, limit } => {
            P::TooManySets.fill(lang, &[round, limit])
        }
    };
    format!("{section}: {text}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages_have_the_same_blanks() {
        for p in P::ALL {
            let (en, ms) = p.both();
            assert_eq!(en.matches("{}").count(), ms.matches("{}").count(), "{p:?}");
        }
    }

    #[test]
    fn the_team_tables_refusals_are_worded_as_catur_pair_says_them() {
        for e in [
            RoundRobinError::TooFewPlayers { players: 1 },
            RoundRobinError::TooManyPlayers { players: 1000 },
            RoundRobinError::RoundOutOfRange {
                round: 9,
                players: 6,
                double: true,
                last: 10,
            },
        ] {
            let e = TeamPairingError::RoundRobin(e);
            assert_eq!(
                team_pairing("T12", &e, Language::English),
                format!("T12: {e}")
            );
            let ms = team_pairing("T12", &e, Language::Malay);
            assert!(ms.contains("pasukan"), "{ms}");
            assert!(!ms.contains("team") && !ms.contains("player"), "{ms}");
        }
    }
}
