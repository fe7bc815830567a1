//! The details of two refusals as typed facts: what a round handed in for publishing
//! has wrong ([`RoundProblem`]) and where the undo history does not fit the tournament
//! ([`JournalProblem`]), each worded once in English and Malay side by side (`say`).
//! `Display` is the English the command line prints; the desk asks for its language.

use crate::model::{ByeKind, Language, RoundNo};
use catur_engine::in_lang;
use std::fmt;

/// A player as a published round's refusal names him: name and pairing number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    pub name: String,
    pub tpn: u32,
}

impl Named {
    /// The player named in `lang`, with the pairing number.
    pub fn say(&self, lang: Language) -> String {
        let Named { name, tpn } = self;
        in_lang!(lang, "{name} (TPN {tpn})", "{name} (nombor pemain {tpn})")
    }
}

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

/// Why a player on a board is not to play the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotPlaying {
    /// Entered late: plays from this round.
    EntersAt(RoundNo),
    /// Withdrawn, or a reserve out of the line-up.
    Withdrawn,
    /// Asked for a bye of this kind.
    AskedBye(ByeKind),
}

/// Why a round cannot be published as given (`OpError::BadRound`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoundProblem {
    /// The round is not the section's next one.
    NotNext {
        section: String,
        next: RoundNo,
        given: RoundNo,
    },
    /// Every planned round is paired already.
    AllPlanned { section: String, planned: RoundNo },
    /// A player id the section does not have, on a board (1-based) or among the
    /// unpaired (`board` None).
    NoSuchPlayer {
        board: Option<usize>,
        id: u32,
        section: String,
    },
    /// A player on two boards, or on a board and among the unpaired.
    Twice(Named),
    /// A player without a pairing number.
    NoTpn(Named),
    /// A player on a board who is not to play the round.
    NotToPlay {
        board: usize,
        player: Named,
        why: NotPlaying,
    },
    /// A player out of the round (not yet entered, withdrawn) given a bye that scores.
    ByeWhileOut {
        player: Named,
        round: RoundNo,
        kind: ByeKind,
    },
    /// More than one pairing-allocated bye.
    TwoPabs,
    /// The pairing-allocated bye to a player who already scored a win without playing.
    UnplayedWin { player: Named, round: RoundNo },
    /// A player to be paired who is neither on a board nor given a bye.
    Left(Named),
}

impl RoundProblem {
    /// What is wrong with the round, in `lang`.
    pub fn say(&self, lang: Language) -> String {
        match self {
            RoundProblem::NotNext {
                section,
                next,
                given,
            } => in_lang!(
                lang,
                "the next round of {section} is {next}, not {given}",
                "pusingan seterusnya bagi {section} ialah {next}, bukan {given}"
            ),
            RoundProblem::AllPlanned { section, planned } => in_lang!(
                lang,
                "{section} has only {planned} rounds; change the number of rounds first",
                "{section} hanya ada {planned} pusingan; ubah bilangan pusingan dahulu"
            ),
            RoundProblem::NoSuchPlayer {
                board: Some(board),
                id,
                section,
            } => in_lang!(
                lang,
                "board {board}: no such player player#{id} in {section}",
                "papan {board}: tiada pemain #{id} dalam {section}"
            ),
            RoundProblem::NoSuchPlayer {
                board: None,
                id,
                section,
            } => in_lang!(
                lang,
                "no such player player#{id} in {section}",
                "tiada pemain #{id} dalam {section}"
            ),
            RoundProblem::Twice(p) => {
                let p = p.say(lang);
                in_lang!(lang, "{p} appears twice", "{p} muncul dua kali")
            }
            RoundProblem::NoTpn(p) => {
                let p = p.say(lang);
                in_lang!(
                    lang,
                    "{p} has no pairing number; assign pairing numbers first",
                    "{p} tiada nombor pemain; tetapkan nombor pemain dahulu"
                )
            }
            RoundProblem::NotToPlay { board, player, why } => {
                let player = player.say(lang);
                let why = match why {
                    NotPlaying::EntersAt(round) => in_lang!(
                        lang,
                        "only enters at round {round}",
                        "hanya masuk pada pusingan {round}"
                    ),
                    NotPlaying::Withdrawn => lang
                        .pick(
                            "is withdrawn (or a reserve out of the line-up)",
                            "sudah menarik diri (atau pemain simpanan di luar barisan)",
                        )
                        .to_string(),
                    NotPlaying::AskedBye(kind) => {
                        let bye = kind.name(lang);
                        in_lang!(lang, "asked for a {bye}", "telah meminta {bye}")
                    }
                };
                in_lang!(
                    lang,
                    "board {board}: {player} {why}",
                    "papan {board}: {player} {why}"
                )
            }
            RoundProblem::ByeWhileOut {
                player,
                round,
                kind,
            } => {
                let (player, bye) = (player.say(lang), kind.name(lang));
                in_lang!(
                    lang,
                    "{player} is not to be paired in round {round} but is given a {bye}",
                    "{player} tidak dipasangkan pada pusingan {round} tetapi diberi {bye}"
                )
            }
            RoundProblem::TwoPabs => in_lang!(
                lang,
                "more than one pairing-allocated bye",
                "lebih daripada satu bai pasangan"
            ),
            RoundProblem::UnplayedWin { player, round } => {
                let player = player.say(lang);
                in_lang!(
                    lang,
                    "{player} already scored a win without playing in round {round}, so cannot have the pairing-allocated bye (C.04.1 art. 4)",
                    "{player} sudah mendapat mata menang tanpa bermain pada pusingan {round}, jadi tidak boleh diberi bai pasangan (C.04.1 Per. 4)"
                )
            }
            RoundProblem::Left(p) => {
                let p = p.say(lang);
                in_lang!(
                    lang,
                    "{p} is to be paired but is neither on a board nor given a bye",
                    "{p} perlu dipasangkan tetapi tiada di mana-mana papan dan tidak diberi bai"
                )
            }
        }
    }
}

impl fmt::Display for RoundProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

/// A part of the championship a journal entry changes, as a refusal names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JournalPart {
    ChampionshipDetails,
    SectionSettings,
    Player,
    Team,
    BoardResult,
    ForbiddenPairs,
    RoundPairing,
    PrinterSetup,
    TeamMatches,
    AddedPlayers,
    AddedTeams,
}

impl JournalPart {
    /// The part named in `lang`.
    pub fn name(self, lang: Language) -> &'static str {
        match self {
            JournalPart::ChampionshipDetails => {
                lang.pick("the championship details", "butiran kejohanan")
            }
            JournalPart::SectionSettings => lang.pick("the section settings", "tetapan kategori"),
            JournalPart::Player => lang.pick("a player", "seorang pemain"),
            JournalPart::Team => lang.pick("a team", "satu pasukan"),
            JournalPart::BoardResult => lang.pick("a board's result", "keputusan sebuah papan"),
            JournalPart::ForbiddenPairs => lang.pick("the forbidden pairs", "pasangan terlarang"),
            JournalPart::RoundPairing => lang.pick("the round's pairing", "pasangan pusingan"),
            JournalPart::PrinterSetup => lang.pick("the printer setup", "tetapan pencetak"),
            JournalPart::TeamMatches => lang.pick("the team matches", "perlawanan berpasukan"),
            JournalPart::AddedPlayers => lang.pick("added players", "pemain yang ditambah"),
            JournalPart::AddedTeams => lang.pick("added teams", "pasukan yang ditambah"),
        }
    }
}

impl fmt::Display for JournalPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name(Language::English))
    }
}

/// Where the undo history does not fit the tournament (`OpError::Journal`): a damaged
/// or hand-edited file, or a bug.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JournalProblem {
    /// The entry (1-based) to undo is not in the history.
    EntryMissing { entry: usize },
    /// The section (1-based position) a change names is not there.
    NoSection { number: u32 },
    /// A part is not as the change recorded it.
    NotAsRecorded(JournalPart),
    /// Added players or teams are not the newest ones, or not all there.
    Batch(JournalPart),
    /// A section added by the change was not kept for a redo.
    AddedSectionNotKept,
    /// A section is not at the position the change recorded.
    SectionPosition,
    /// A removed player is not where the change recorded him.
    RemovedPlayer,
    /// A player the change names is missing.
    PlayerMissing { id: u32 },
    /// A team the change names is missing.
    TeamMissing { id: u32 },
    /// The pairing numbers are not as recorded.
    PairingNumbers,
    /// A stored result cannot be read.
    PackedResult,
    /// A board the change names is missing.
    Board { round: RoundNo, board: usize },
    /// The substitution to take back is not the last one.
    Substitution,
    /// A round the change names is missing.
    Round { number: RoundNo },
    /// A round to put back is not the next one.
    RoundNumber,
    /// There is no round to take back.
    NoRoundToTakeAway,
}

impl JournalProblem {
    /// Where the history does not fit, in `lang`.
    pub fn say(&self, lang: Language) -> String {
        match self {
            JournalProblem::EntryMissing { entry } => {
                in_lang!(lang, "entry {entry} is missing", "catatan {entry} tiada")
            }
            JournalProblem::NoSection { number } => {
                in_lang!(lang, "no section #{number}", "tiada kategori ke-{number}")
            }
            JournalProblem::NotAsRecorded(part) => {
                let part = part.name(lang);
                in_lang!(
                    lang,
                    "{part} is not as recorded",
                    "{part} tidak seperti yang dicatat"
                )
            }
            JournalProblem::Batch(part) => part.name(lang).to_string(),
            JournalProblem::AddedSectionNotKept => in_lang!(
                lang,
                "added section not kept",
                "kategori yang ditambah tidak disimpan"
            ),
            JournalProblem::SectionPosition => {
                in_lang!(lang, "section position", "kedudukan kategori")
            }
            JournalProblem::RemovedPlayer => {
                in_lang!(lang, "removed player", "pemain yang dibuang")
            }
            JournalProblem::PlayerMissing { id } => {
                in_lang!(lang, "player#{id} is missing", "pemain #{id} tiada")
            }
            JournalProblem::TeamMissing { id } => {
                in_lang!(lang, "team#{id} is missing", "pasukan #{id} tiada")
            }
            JournalProblem::PairingNumbers => in_lang!(lang, "pairing numbers", "nombor pemain"),
            JournalProblem::PackedResult => {
                in_lang!(lang, "a packed result", "satu keputusan yang disimpan")
            }
            JournalProblem::Board { round, board } => in_lang!(
                lang,
                "round {round} board {board}",
                "pusingan {round} papan {board}"
            ),
            JournalProblem::Substitution => in_lang!(lang, "substitution", "penggantian"),
            JournalProblem::Round { number } => {
                in_lang!(lang, "round {number}", "pusingan {number}")
            }
            JournalProblem::RoundNumber => in_lang!(lang, "round number", "nombor pusingan"),
            JournalProblem::NoRoundToTakeAway => in_lang!(
                lang,
                "no round to take away",
                "tiada pusingan untuk dibuang"
            ),
        }
    }
}

impl fmt::Display for JournalProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::ByeKind;

    fn ahmad() -> Named {
        Named {
            name: "Ahmad bin Ismail".into(),
            tpn: 7,
        }
    }

    fn every_round_problem() -> Vec<RoundProblem> {
        let section = "L12".to_string();
        vec![
            RoundProblem::NotNext {
                section: section.clone(),
                next: 3,
                given: 4,
            },
            RoundProblem::AllPlanned {
                section: section.clone(),
                planned: 7,
            },
            RoundProblem::NoSuchPlayer {
                board: Some(2),
                id: 40,
                section: section.clone(),
            },
            RoundProblem::NoSuchPlayer {
                board: None,
                id: 41,
                section,
            },
            RoundProblem::Twice(ahmad()),
            RoundProblem::NoTpn(ahmad()),
            RoundProblem::NotToPlay {
                board: 3,
                player: ahmad(),
                why: NotPlaying::EntersAt(2),
            },
            RoundProblem::NotToPlay {
                board: 3,
                player: ahmad(),
                why: NotPlaying::Withdrawn,
            },
            RoundProblem::NotToPlay {
                board: 3,
                player: ahmad(),
                why: NotPlaying::AskedBye(ByeKind::Half),
            },
            RoundProblem::ByeWhileOut {
                player: ahmad(),
                round: 4,
                kind: ByeKind::Full,
            },
            RoundProblem::TwoPabs,
            RoundProblem::UnplayedWin {
                player: ahmad(),
                round: 2,
            },
            RoundProblem::Left(ahmad()),
        ]
    }

    fn every_journal_problem() -> Vec<JournalProblem> {
        let mut v = vec![
            JournalProblem::EntryMissing { entry: 3 },
            JournalProblem::NoSection { number: 2 },
            JournalProblem::AddedSectionNotKept,
            JournalProblem::SectionPosition,
            JournalProblem::RemovedPlayer,
            JournalProblem::PlayerMissing { id: 9 },
            JournalProblem::TeamMissing { id: 4 },
            JournalProblem::PairingNumbers,
            JournalProblem::PackedResult,
            JournalProblem::Board { round: 2, board: 5 },
            JournalProblem::Substitution,
            JournalProblem::Round { number: 3 },
            JournalProblem::RoundNumber,
            JournalProblem::NoRoundToTakeAway,
        ];
        for part in [
            JournalPart::ChampionshipDetails,
            JournalPart::SectionSettings,
            JournalPart::Player,
            JournalPart::Team,
            JournalPart::BoardResult,
            JournalPart::ForbiddenPairs,
            JournalPart::RoundPairing,
            JournalPart::PrinterSetup,
            JournalPart::TeamMatches,
            JournalPart::AddedPlayers,
            JournalPart::AddedTeams,
        ] {
            v.push(JournalProblem::NotAsRecorded(part));
            v.push(JournalProblem::Batch(part));
        }
        v
    }

    /// The numbers a text names, in order (the facts filled in).
    fn numbers(text: &str) -> Vec<String> {
        text.split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| w.chars().any(|c| c.is_ascii_digit()))
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn every_round_problem_is_worded_in_malay() {
        for p in every_round_problem() {
            let (en, ms) = (p.say(Language::English), p.say(Language::Malay));
            assert_eq!(en, p.to_string());
            assert_ne!(ms, en, "{p:?}");
            assert_eq!(numbers(&en), numbers(&ms), "{p:?}: {en} / {ms}");
            for w in [
                "round",
                "board",
                "player",
                " bye",
                "twice",
                "pairing number",
            ] {
                assert!(!ms.contains(w), "'{w}' in the Malay of {p:?}: {ms}");
            }
        }
    }

    #[test]
    fn every_journal_problem_is_worded_in_malay() {
        for p in every_journal_problem() {
            let (en, ms) = (p.say(Language::English), p.say(Language::Malay));
            assert_eq!(en, p.to_string());
            assert_ne!(ms, en, "{p:?}");
            assert_eq!(numbers(&en), numbers(&ms), "{p:?}: {en} / {ms}");
            for w in ["round", "board", "player", "missing", "section", "recorded"] {
                assert!(!ms.contains(w), "'{w}' in the Malay of {p:?}: {ms}");
            }
        }
    }

    #[test]
    fn the_english_is_the_text_the_command_line_prints() {
        let p = RoundProblem::NotToPlay {
            board: 3,
            player: ahmad(),
            why: NotPlaying::EntersAt(2),
        };
        assert_eq!(
            p.to_string(),
            "board 3: Ahmad bin Ismail (TPN 7) only enters at round 2"
        );
        assert_eq!(
            JournalProblem::NotAsRecorded(JournalPart::BoardResult).to_string(),
            "a board's result is not as recorded"
        );
        assert_eq!(
            JournalProblem::PlayerMissing { id: 9 }.to_string(),
            "player#9 is missing"
        );
    }
}
