//! The team pairing's refusals in both languages: the Berger table's words said of
//! teams, and the same numbers in the Malay as in the English.

use super::super::round_robin::RoundRobinError;
use super::TeamPairingError;
use crate::model::{Language, PlayerId};

fn tables() -> Vec<RoundRobinError> {
    vec![
        RoundRobinError::TooFewPlayers { players: 1 },
        RoundRobinError::TooManyPlayers { players: 1000 },
        RoundRobinError::RoundOutOfRange {
            round: 9,
            players: 6,
            double: true,
            last: 10,
        },
    ]
}

#[test]
fn the_team_tables_refusals_speak_of_teams_in_both_languages() {
    for e in tables() {
        let players = e.to_string();
        let e = TeamPairingError::RoundRobin(e);
        let (en, ms) = (e.say(Language::English), e.say(Language::Malay));
        assert_eq!(en, players.replace("players", "teams"));
        assert!(ms.contains("pasukan"), "{ms}");
        for w in ["team", "player", "pemain"] {
            assert!(!ms.contains(w), "'{w}' in {ms}");
        }
    }
}

#[test]
fn every_table_and_team_refusal_has_malay_words_with_the_same_numbers() {
    let numbers = |t: &str| -> Vec<String> {
        let mut v: Vec<String> = t
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| w.chars().any(|c| c.is_ascii_digit()))
            .map(str::to_string)
            .collect();
        v.sort();
        v
    };
    let mut all: Vec<TeamPairingError> = tables()
        .into_iter()
        .chain([
            RoundRobinError::NotRoundRobin {
                section: "L12".into(),
            },
            RoundRobinError::PairingNumberOutOfRange {
                player: PlayerId(3),
                name: "Tan Wei Ming".into(),
                tpn: 9,
                players: 8,
            },
            RoundRobinError::DuplicatePairingNumber {
                tpn: 4,
                first: PlayerId(2),
                second: PlayerId(5),
            },
        ])
        .map(TeamPairingError::RoundRobin)
        .collect();
    all.extend([
        TeamPairingError::TooFewTeams(1),
        TeamPairingError::NoLegalPairing { teams: 6, round: 3 },
        TeamPairingError::TooManySets {
            round: 4,
            limit: 100,
        },
    ]);
    for e in &all {
        let (en, ms) = (e.say(Language::English), e.say(Language::Malay));
        assert_ne!(en, ms, "{e:?}");
        assert_eq!(numbers(&en), numbers(&ms), "{e:?}:\n{en}\n{ms}");
        for w in [
            "needs", "exists", "every", "pairing", "teams", "players", "does",
        ] {
            assert!(!ms.contains(w), "'{w}' in the Malay of {e:?}: {ms}");
        }
    }
    let e = RoundRobinError::DuplicatePairingNumber {
        tpn: 4,
        first: PlayerId(2),
        second: PlayerId(5),
    };
    let named = e.say_named(Language::Malay, |id| {
        (id.0 == 2).then(|| "Priya a/p Raman".into())
    });
    assert!(
        named.starts_with("Priya a/p Raman dan pemain #5 "),
        "{named}"
    );
    assert!(
        e.to_string().starts_with("player#2 and player#5 both"),
        "{e}"
    );
}
