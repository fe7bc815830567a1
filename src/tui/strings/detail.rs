//! The details of two refusals in the screen language: what a round handed in for
//! publishing has wrong ([`RoundProblem`]) and where the undo history does not fit the
//! tournament ([`JournalProblem`]). English is their own `Display` (what the command
//! line prints); Malay is worded here from the fields.

use super::Language;
use crate::ops::{JournalPart, JournalProblem, NotPlaying, RoundProblem};

/// Why a round cannot be published.
pub fn round_problem(p: &RoundProblem, lang: Language) -> String {
    match lang {
        Language::English => p.to_string(),
        Language::Malay => round_problem_ms(p),
    }
}

/// Where the undo history does not fit the tournament.
pub fn journal_problem(p: &JournalProblem, lang: Language) -> String {
    match lang {
        Language::English => p.to_string(),
        Language::Malay => journal_problem_ms(p),
    }
}

fn round_problem_ms(p: &RoundProblem) -> String {
    let named = |p: &crate::ops::Named| format!("{} (nombor pemain {})", p.name, p.tpn);
    match p {
        RoundProblem::NotNext {
            section,
            next,
            given,
        } => format!("pusingan seterusnya bagi {section} ialah {next}, bukan {given}"),
        RoundProblem::AllPlanned { section, planned } => {
            format!("{section} hanya ada {planned} pusingan; ubah bilangan pusingan dahulu")
        }
        RoundProblem::NoSuchPlayer {
            board: Some(board),
            id,
            section,
        } => format!("papan {board}: tiada pemain #{id} dalam {section}"),
        RoundProblem::NoSuchPlayer {
            board: None,
            id,
            section,
        } => format!("tiada pemain #{id} dalam {section}"),
        RoundProblem::Twice(p) => format!("{} muncul dua kali", named(p)),
        RoundProblem::NoTpn(p) => format!(
            "{} tiada nombor pemain; tetapkan nombor pemain dahulu",
            named(p)
        ),
        RoundProblem::NotToPlay { board, player, why } => {
            let why = match why {
                NotPlaying::EntersAt(round) => format!("hanya masuk pada pusingan {round}"),
                NotPlaying::Withdrawn => {
                    "sudah menarik diri (atau pemain simpanan di luar barisan)".to_string()
                }
                NotPlaying::AskedBye(kind) => {
                    format!("telah meminta {}", kind.name(Language::Malay))
                }
            };
            format!("papan {board}: {} {why}", named(player))
        }
        RoundProblem::ByeWhileOut {
            player,
            round,
            kind,
        } => format!(
            "{} tidak dipasangkan pada pusingan {round} tetapi diberi {}",
            named(player),
            kind.name(Language::Malay)
        ),
        RoundProblem::TwoPabs => "lebih daripada satu bai pasangan".to_string(),
        RoundProblem::UnplayedWin { player, round } => format!(
            "{} sudah mendapat mata menang tanpa bermain pada pusingan {round}, jadi tidak \
             boleh diberi bai pasangan (C.04.1 Per. 4)",
            named(player)
        ),
        RoundProblem::Left(p) => format!(
            "{} perlu dipasangkan tetapi tiada di mana-mana papan dan tidak diberi bai",
            named(p)
        ),
    }
}

fn part_ms(p: JournalPart) -> &'static str {
    match p {
        JournalPart::ChampionshipDetails => "butiran kejohanan",
        JournalPart::SectionSettings => "tetapan kategori",
        JournalPart::Player => "seorang pemain",
        JournalPart::Team => "satu pasukan",
        JournalPart::BoardResult => "keputusan sebuah papan",
        JournalPart::ForbiddenPairs => "pasangan terlarang",
        JournalPart::RoundPairing => "pasangan pusingan",
        JournalPart::PrinterSetup => "tetapan pencetak",
        JournalPart::TeamMatches => "perlawanan berpasukan",
        JournalPart::AddedPlayers => "pemain yang ditambah",
        JournalPart::AddedTeams => "pasukan yang ditambah",
    }
}

fn journal_problem_ms(p: &JournalProblem) -> String {
    match p {
        JournalProblem::EntryMissing { entry } => format!("catatan {entry} tiada"),
        JournalProblem::NoSection { number } => format!("tiada kategori ke-{number}"),
        JournalProblem::NotAsRecorded(part) => {
            format!("{} tidak seperti yang dicatat", part_ms(*part))
        }
        JournalProblem::Batch(part) => part_ms(*part).to_string(),
        JournalProblem::AddedSectionNotKept => "kategori yang ditambah tidak disimpan".into(),
        JournalProblem::SectionPosition => "kedudukan kategori".into(),
        JournalProblem::RemovedPlayer => "pemain yang dibuang".into(),
        JournalProblem::PlayerMissing { id } => format!("pemain #{id} tiada"),
        JournalProblem::TeamMissing { id } => format!("pasukan #{id} tiada"),
        JournalProblem::PairingNumbers => "nombor pemain".into(),
        JournalProblem::PackedResult => "satu keputusan yang disimpan".into(),
        JournalProblem::Board { round, board } => format!("pusingan {round} papan {board}"),
        JournalProblem::Substitution => "penggantian".into(),
        JournalProblem::Round { number } => format!("pusingan {number}"),
        JournalProblem::RoundNumber => "nombor pusingan".into(),
        JournalProblem::NoRoundToTakeAway => "tiada pusingan untuk dibuang".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::ByeKind;
    use crate::ops::Named;

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

    #[test]
    fn every_round_problem_is_worded_in_malay() {
        for p in every_round_problem() {
            let ms = round_problem(&p, Language::Malay);
            assert_eq!(round_problem(&p, Language::English), p.to_string());
            assert_ne!(ms, p.to_string(), "{p:?}");
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
            let ms = journal_problem(&p, Language::Malay);
            assert_eq!(journal_problem(&p, Language::English), p.to_string());
            assert_ne!(ms, p.to_string(), "{p:?}");
            for w in ["round", "board", "player", "missing", "section", "recorded"] {
                assert!(!ms.contains(w), "'{w}' in the Malay of {p:?}: {ms}");
            }
        }
    }

    #[test]
    fn the_english_is_the_text_the_command_line_printed_before() {
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
