//! What is already so when a change would change nothing (a setting a section has, a
//! round paired in that order, ...), as typed data worded once in English and Malay
//! side by side ([`Same::say`]); the English is its `Display`.

use crate::model::{Language, RoundNo};
use catur_engine::in_lang;
use std::fmt;

/// What is already so, when a change would change nothing
/// ([`OpError::NoChange`](super::OpError)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Same {
    Settings {
        section: String,
    },
    /// A setting given to every section, which every one of them has already.
    EverySection,
    Championship,
    Team {
        code: String,
    },
    Placed {
        name: String,
    },
    Player {
        name: String,
    },
    Round {
        round: RoundNo,
    },
    Opponents {
        a: String,
        b: String,
    },
    HasBye {
        name: String,
    },
    Printer,
    Result {
        board: usize,
        round: RoundNo,
        result: String,
    },
    TiebreakMove,
    TpnsInOrder {
        section: String,
    },
    TpnsInThisOrder {
        section: String,
    },
    NoPlayersListed,
}

impl Same {
    /// What is already so, in `lang`.
    pub fn say(&self, lang: Language) -> String {
        match self {
            Same::Settings { section } => in_lang!(
                lang,
                "the settings of {section} are already so",
                "tetapan {section} sudah begitu"
            ),
            Same::EverySection => in_lang!(
                lang,
                "every section has this setting already",
                "setiap kategori sudah mempunyai tetapan ini"
            ),
            Same::Championship => in_lang!(
                lang,
                "the championship details are already so",
                "butiran kejohanan sudah begitu"
            ),
            Same::Team { code } => in_lang!(
                lang,
                "team {code} is already so",
                "pasukan {code} sudah begitu"
            ),
            Same::Placed { name } => in_lang!(
                lang,
                "{name} is already so placed",
                "{name} sudah diletakkan begitu"
            ),
            Same::Player { name } => in_lang!(
                lang,
                "{name}'s data is already so",
                "maklumat {name} sudah begitu"
            ),
            Same::Round { round } => in_lang!(
                lang,
                "round {round} is already paired so",
                "pusingan {round} sudah dipasangkan begitu"
            ),
            Same::Opponents { a, b } => in_lang!(
                lang,
                "{a} and {b} already play each other",
                "{a} dan {b} sudah bertemu"
            ),
            Same::HasBye { name } => in_lang!(
                lang,
                "{name} already has the bye",
                "{name} sudah mendapat bai"
            ),
            Same::Printer => in_lang!(
                lang,
                "the printer is already set so",
                "pencetak sudah ditetapkan begitu"
            ),
            Same::Result {
                board,
                round,
                result,
            } => in_lang!(
                lang,
                "board {board} of round {round} already has the result {result}",
                "papan {board} pusingan {round} sudah ada keputusan {result}"
            ),
            Same::TiebreakMove => in_lang!(
                lang,
                "the tie-break list cannot move that way",
                "senarai pemecah seri tidak boleh dialih ke situ"
            ),
            Same::TpnsInOrder { section } => in_lang!(
                lang,
                "the pairing numbers of {section} are already in order",
                "nombor pemain {section} sudah mengikut susunan"
            ),
            Same::TpnsInThisOrder { section } => in_lang!(
                lang,
                "the pairing numbers of {section} are already in this order",
                "nombor pemain {section} sudah mengikut susunan ini"
            ),
            Same::NoPlayersListed => {
                in_lang!(lang, "the list has no players", "senarai itu tiada pemain")
            }
        }
    }
}

impl fmt::Display for Same {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for Same {}
