//! Why an operation was refused. Every message names the thing concerned and, where
//! there is one, the way forward, because the arbiter reads it on the screen mid-round.
//! Each refusal is worded once, in English and Malay side by side ([`OpError::say`]);
//! the English is its `Display`, what the command line prints.

use super::import::CsvImportError;
use super::why::{Hint, Quantity, Same, Why};
use crate::model::{ByeKind, Language, RoundNo};
use catur_engine::in_lang;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OpError {
    NoSection {
        code: String,
        known: Vec<String>,
    },
    SectionExists(String),
    BadSectionCode(String),
    NoPlayer {
        section: String,
        id: u32,
    },
    NoTeam {
        section: String,
        id: u32,
    },
    OutOfRange {
        what: Quantity,
        value: i64,
        min: i64,
        max: i64,
    },
    BadTeamTiebreak {
        code: String,
        sums: usize,
    },
    /// An input that does not make sense, with the reason as typed data.
    Invalid(Why),
    RemoveAfterPairing {
        name: String,
        pronoun: &'static str,
    },
    NoRound {
        section: String,
        round: RoundNo,
        paired: RoundNo,
    },
    RoundAlreadyPaired {
        section: String,
        round: RoundNo,
        hint: Hint,
    },
    NoBoard {
        round: RoundNo,
        board: usize,
        boards: usize,
    },
    ResultExists {
        round: RoundNo,
        board: usize,
        result: String,
    },
    NoResult {
        round: RoundNo,
        board: usize,
    },
    TpnsFrozen {
        section: String,
    },
    RoundHasResults {
        section: String,
        round: RoundNo,
        results: usize,
    },
    BadRound(super::RoundProblem),
    NoChange(Same),
    NothingToUndo,
    NothingToRedo,
    UndoBlocked {
        what: String,
        later: String,
        /// The journal positions of the two entries, for the desk to name them.
        entries: (usize, usize),
    },
    /// The journal does not fit the tournament (a damaged or hand-edited file, or a bug).
    Journal(super::JournalProblem),
    /// A player list that cannot be read; it names the line and column.
    Import(CsvImportError),
    /// A result entered or cleared in a round after which another is already paired;
    /// the interface asks first (desk) or needs `--change` (command line).
    LaterRoundPaired {
        section: String,
        round: RoundNo,
        later: RoundNo,
    },
    /// A requested bye the section's bye rules do not allow.
    ByeRefused {
        name: String,
        round: RoundNo,
        kind: ByeKind,
        rule: ByeRule,
    },
}

impl OpError {
    /// The refusal in `lang`.
    pub fn say(&self, lang: Language) -> String {
        match self {
            OpError::NoSection { code, known } => {
                let list = known.join(" ");
                match (lang, known.is_empty()) {
                    (Language::English, true) => {
                        format!("no section {code} (there are no sections yet)")
                    }
                    (Language::English, false) => format!("no section {code} (sections: {list})"),
                    (Language::Malay, true) => {
                        format!("tiada kategori {code} (belum ada kategori)")
                    }
                    (Language::Malay, false) => format!("tiada kategori {code} (kategori: {list})"),
                }
            }
            OpError::SectionExists(code) => in_lang!(
                lang,
                "section code {code} is already used",
                "kod kategori {code} sudah digunakan"
            ),
            OpError::BadSectionCode(code) => in_lang!(
                lang,
                "section code '{code}' is not valid: use 1 to 8 letters or digits, e.g. L12",
                "kod kategori '{code}' tidak sah: guna 1 hingga 8 huruf atau angka, cth. L12"
            ),
            OpError::NoPlayer { section, id } => in_lang!(
                lang,
                "no player #{id} in section {section}",
                "tiada pemain #{id} dalam kategori {section}"
            ),
            OpError::NoTeam { section, id } => in_lang!(
                lang,
                "no team #{id} in section {section}",
                "tiada pasukan #{id} dalam kategori {section}"
            ),
            OpError::OutOfRange {
                what,
                value,
                min,
                max,
            } => {
                let what = what.name(lang);
                in_lang!(
                    lang,
                    "{what} must be {min}-{max}, not {value}",
                    "{what} mesti {min}-{max}, bukan {value}"
                )
            }
            OpError::BadTeamTiebreak { code, sums } => in_lang!(
                lang,
                "'{code}' is not a team tie-break: use SUM1 to SUM{sums} (the counted players' sum of the section's first, second, ... tie-break), NEXT or BEST, each once",
                "'{code}' bukan penentu seri pasukan: guna SUM1 hingga SUM{sums} (jumlah penentu seri pertama, kedua, ... kategori bagi pemain yang dikira), NEXT atau BEST, sekali setiap satu"
            ),
            OpError::Invalid(why) => why.say(lang),
            OpError::RemoveAfterPairing { name, pronoun } => in_lang!(
                lang,
                "player '{name}' cannot be removed: paired rounds name {pronoun}; withdraw {pronoun} instead",
                "pemain '{name}' tidak boleh dipadam: pusingan yang sudah dipasangkan menamakan pemain itu; tarik diri pemain itu"
            ),
            OpError::NoRound {
                section,
                round,
                paired,
            } => in_lang!(
                lang,
                "round {round} of {section} is not paired (rounds paired: {paired})",
                "pusingan {round} bagi {section} belum dipasangkan (pusingan dipasangkan: {paired})"
            ),
            OpError::RoundAlreadyPaired {
                section,
                round,
                hint,
            } => {
                let hint = hint.say(lang);
                in_lang!(
                    lang,
                    "round {round} of {section} is already paired; {hint}",
                    "pusingan {round} bagi {section} sudah dipasangkan; {hint}"
                )
            }
            OpError::NoBoard {
                round,
                board,
                boards,
            } => in_lang!(
                lang,
                "round {round} has {boards} boards; there is no board {board}",
                "pusingan {round} ada {boards} papan; tiada papan {board}"
            ),
            OpError::ResultExists {
                round,
                board,
                result,
            } => in_lang!(
                lang,
                "board {board} of round {round} already has a result: {result}; clear it first",
                "papan {board} pusingan {round} sudah ada keputusan: {result}; padam dahulu"
            ),
            OpError::NoResult { round, board } => in_lang!(
                lang,
                "board {board} of round {round} has no result to clear",
                "papan {board} pusingan {round} tiada keputusan untuk dipadam"
            ),
            OpError::TpnsFrozen { section } => in_lang!(
                lang,
                "pairing numbers of {section} are frozen: round 4 is already paired (C.04.2 Art. 2)",
                "nombor pemain {section} sudah tetap: pusingan 4 sudah dipasangkan (C.04.2 Per. 2)"
            ),
            OpError::RoundHasResults {
                section,
                round,
                results,
            } => in_lang!(
                lang,
                "round {round} of {section} has {results} result(s); deleting its pairings would lose them (force the deletion to go ahead)",
                "pusingan {round} bagi {section} ada {results} keputusan; memadam pasangannya akan menghilangkannya (paksa pemadaman untuk meneruskan)"
            ),
            OpError::BadRound(problem) => {
                let problem = problem.say(lang);
                in_lang!(
                    lang,
                    "the round cannot be published: {problem}",
                    "pusingan tidak dapat diterbitkan: {problem}"
                )
            }
            OpError::NoChange(same) => {
                let same = same.say(lang);
                in_lang!(lang, "nothing to change: {same}", "tiada perubahan: {same}")
            }
            OpError::NothingToUndo => {
                in_lang!(lang, "nothing to undo", "tiada apa untuk dibatalkan")
            }
            OpError::NothingToRedo => {
                in_lang!(lang, "nothing to redo", "tiada apa untuk dibuat semula")
            }
            OpError::UndoBlocked { what, later, .. } => in_lang!(
                lang,
                "'{what}' cannot be undone alone: '{later}' was done after it and depends on it",
                "'{what}' tidak boleh dibatalkan sendiri: '{later}' dibuat selepasnya dan bergantung padanya"
            ),
            OpError::Journal(problem) => {
                let problem = problem.say(lang);
                in_lang!(
                    lang,
                    "the undo history does not match the tournament ({problem}); nothing was changed",
                    "sejarah pembatalan tidak sepadan dengan kejohanan ({problem}); tiada perubahan"
                )
            }
            OpError::Import(e) => e.say(lang),
            OpError::LaterRoundPaired {
                section,
                round,
                later,
            } => in_lang!(
                lang,
                "round {later} of {section} was paired on the old result of round {round}; its pairing stands (confirm the change to go ahead)",
                "pusingan {later} {section} telah dipasangkan dengan keputusan lama pusingan {round}; pasangannya kekal (sahkan perubahan untuk meneruskan)"
            ),
            OpError::ByeRefused {
                name,
                round,
                kind,
                rule,
            } => {
                let (bye, rule) = (kind.name(lang), rule.say(lang));
                in_lang!(
                    lang,
                    "{name} cannot have a {bye} in round {round}: {rule}",
                    "{name} tidak boleh diberi {bye} pada pusingan {round}: {rule}"
                )
            }
        }
    }
}

impl fmt::Display for OpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for OpError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            // The list's own error stands in for this one (it is the whole message).
            OpError::Import(e) => std::error::Error::source(e),
            _ => None,
        }
    }
}

impl From<CsvImportError> for OpError {
    fn from(e: CsvImportError) -> Self {
        OpError::Import(e)
    }
}

/// The section bye rule a requested bye breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ByeRule {
    /// The player already has `max` half-point byes, the most the section allows.
    MostHalfByes { max: u8 },
    /// No half-point or full-point bye in the last `last` rounds (from round `from`).
    NoneInLastRounds { last: RoundNo, from: RoundNo },
}

impl ByeRule {
    /// The rule in `lang`.
    pub fn say(&self, lang: Language) -> String {
        match self {
            ByeRule::MostHalfByes { max } => in_lang!(
                lang,
                "the section allows at most {max} half-point bye(s) per player (rule: most half-point byes)",
                "kategori ini membenarkan paling banyak {max} bai separuh mata bagi setiap pemain (peraturan: had bai separuh mata)"
            ),
            ByeRule::NoneInLastRounds { last, from } => in_lang!(
                lang,
                "the section allows no half-point or full-point bye in the last {last} round(s), from round {from} on (rule: no byes in the last rounds)",
                "kategori ini tidak membenarkan bai separuh atau penuh mata dalam {last} pusingan terakhir, mulai pusingan {from} (peraturan: tiada bai pada pusingan akhir)"
            ),
        }
    }
}

impl fmt::Display for ByeRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::{JournalPart, JournalProblem, RoundProblem};

    #[test]
    fn no_section_lists_the_sections() {
        let e = OpError::NoSection {
            code: "L13".into(),
            known: vec!["L12".into(), "P12".into(), "L15".into()],
        };
        assert_eq!(e.to_string(), "no section L13 (sections: L12 P12 L15)");
        assert_eq!(
            e.say(Language::Malay),
            "tiada kategori L13 (kategori: L12 P12 L15)"
        );
        let e = OpError::NoSection {
            code: "L13".into(),
            known: vec![],
        };
        assert_eq!(e.to_string(), "no section L13 (there are no sections yet)");
    }

    /// One of each refusal; [`index`] fails to compile when a refusal is added, and the
    /// test below fails until it is in this list.
    fn samples() -> Vec<OpError> {
        let section = || "L12".to_string();
        vec![
            OpError::NoSection {
                code: "L13".into(),
                known: vec!["L12".into()],
            },
            OpError::SectionExists(section()),
            OpError::BadSectionCode("L 12".into()),
            OpError::NoPlayer {
                section: section(),
                id: 41,
            },
            OpError::NoTeam {
                section: section(),
                id: 42,
            },
            OpError::OutOfRange {
                what: Quantity::Rating,
                value: 9000,
                min: 0,
                max: 3500,
            },
            OpError::BadTeamTiebreak {
                code: "XX".into(),
                sums: 3,
            },
            OpError::Invalid(Why::NoOneAbsent),
            OpError::RemoveAfterPairing {
                name: "Tan Wei Ming".into(),
                pronoun: "him",
            },
            OpError::NoRound {
                section: section(),
                round: 5,
                paired: 3,
            },
            OpError::RoundAlreadyPaired {
                section: section(),
                round: 3,
                hint: Hint::ByeFrom { round: 4 },
            },
            OpError::NoBoard {
                round: 3,
                board: 17,
                boards: 12,
            },
            OpError::ResultExists {
                round: 2,
                board: 3,
                result: "1-0".into(),
            },
            OpError::NoResult { round: 2, board: 3 },
            OpError::TpnsFrozen { section: section() },
            OpError::RoundHasResults {
                section: section(),
                round: 4,
                results: 6,
            },
            OpError::BadRound(RoundProblem::TwoPabs),
            OpError::NoChange(Same::Printer),
            OpError::NothingToUndo,
            OpError::NothingToRedo,
            OpError::UndoBlocked {
                what: "L12 R2 B3".into(),
                later: "L12 R3".into(),
                entries: (1, 2),
            },
            OpError::Journal(JournalProblem::NotAsRecorded(JournalPart::Player)),
            OpError::Import(CsvImportError::NoNameColumn),
            OpError::LaterRoundPaired {
                section: section(),
                round: 2,
                later: 3,
            },
            OpError::ByeRefused {
                name: "Priya a/p Raman".into(),
                round: 6,
                kind: ByeKind::Half,
                rule: ByeRule::MostHalfByes { max: 2 },
            },
            OpError::ByeRefused {
                name: "Priya a/p Raman".into(),
                round: 6,
                kind: ByeKind::Full,
                rule: ByeRule::NoneInLastRounds { last: 2, from: 6 },
            },
        ]
    }

    fn index(e: &OpError) -> usize {
        match e {
            OpError::NoSection { .. } => 0,
            OpError::SectionExists(_) => 1,
            OpError::BadSectionCode(_) => 2,
            OpError::NoPlayer { .. } => 3,
            OpError::NoTeam { .. } => 4,
            OpError::OutOfRange { .. } => 5,
            OpError::BadTeamTiebreak { .. } => 6,
            OpError::Invalid(_) => 7,
            OpError::RemoveAfterPairing { .. } => 8,
            OpError::NoRound { .. } => 9,
            OpError::RoundAlreadyPaired { .. } => 10,
            OpError::NoBoard { .. } => 11,
            OpError::ResultExists { .. } => 12,
            OpError::NoResult { .. } => 13,
            OpError::TpnsFrozen { .. } => 14,
            OpError::RoundHasResults { .. } => 15,
            OpError::BadRound(_) => 16,
            OpError::NoChange(_) => 17,
            OpError::NothingToUndo => 18,
            OpError::NothingToRedo => 19,
            OpError::UndoBlocked { .. } => 20,
            OpError::Journal(_) => 21,
            OpError::Import(_) => 22,
            OpError::LaterRoundPaired { .. } => 23,
            OpError::ByeRefused { .. } => 24,
        }
    }

    const COUNT: usize = 25;

    /// The numbers and codes a text names, in order of size (the facts filled in).
    fn facts(text: &str) -> Vec<String> {
        let mut v: Vec<String> = text
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| w.chars().any(|c| c.is_ascii_digit()))
            .map(str::to_string)
            .collect();
        v.sort();
        v
    }

    /// English words a Malay text must not hold (and Malay words an English one must
    /// not), among those the refusals use.
    const ENGLISH: &[&str] = &[
        "round", "board", "section", "player", "team", "result", "paired", "already", "cannot",
        "nothing", "undo", "redo", "must", "clear", "withdraw", "change",
    ];
    const MALAY: &[&str] = &[
        "pusingan",
        "papan",
        "kategori",
        "pemain",
        "pasukan",
        "keputusan",
        "tiada",
        "sudah",
    ];

    fn has_word(text: &str, word: &str) -> bool {
        text.split(|c: char| !c.is_alphabetic())
            .any(|w| w.eq_ignore_ascii_case(word))
    }

    #[test]
    fn every_refusal_is_worded_in_malay_with_the_same_facts() {
        let all = samples();
        let mut seen: Vec<usize> = all.iter().map(index).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), COUNT, "a refusal has no sample");
        for e in &all {
            let (en, ms) = (e.say(Language::English), e.say(Language::Malay));
            assert_eq!(en, e.to_string());
            assert!(!ms.is_empty() && ms != en, "{e:?}: {ms}");
            assert_eq!(facts(&en), facts(&ms), "{e:?}:\n{en}\n{ms}");
            for w in ENGLISH {
                assert!(
                    !has_word(&ms, w),
                    "English '{w}' in the Malay of {e:?}: {ms}"
                );
            }
            for w in MALAY {
                assert!(
                    !has_word(&en, w),
                    "Malay '{w}' in the English of {e:?}: {en}"
                );
            }
        }
    }

    #[test]
    fn a_bye_refusal_names_the_rule_in_both_languages() {
        let e = OpError::ByeRefused {
            name: "Tan Wei Ming".into(),
            round: 5,
            kind: ByeKind::Half,
            rule: ByeRule::NoneInLastRounds { last: 2, from: 4 },
        };
        assert_eq!(
            e.to_string(),
            "Tan Wei Ming cannot have a half-point bye in round 5: the section allows no \
             half-point or full-point bye in the last 2 round(s), from round 4 on (rule: no \
             byes in the last rounds)"
        );
        assert!(
            e.say(Language::Malay)
                .starts_with("Tan Wei Ming tidak boleh diberi bai separuh mata pada pusingan 5")
        );
    }
}
