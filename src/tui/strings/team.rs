//! The team-match refusals ([`TeamWhy`]) worded in Malay from their fields; English is
//! their own `Display`, as for every other reason (`strings/why.rs`).

use crate::ops::TeamWhy;

/// A team-match reason in Malay.
pub fn team_why_ms(w: &TeamWhy) -> String {
    match w {
        TeamWhy::NotATiebreak { code, known } => {
            format!("'{code}' bukan penentu seri perlawanan pasukan (guna {known})")
        }
        TeamWhy::FixedAfterRoundOne { section } => format!(
            "{section}: bilangan papan dan sistem pasangan tetap selepas pusingan 1 dipasangkan"
        ),
        TeamWhy::PairedIndividually { section } => {
            format!("{section} sudah ada pusingan dipasangkan sebagai bahagian individu")
        }
        TeamWhy::NotTeamMatch { section } => format!(
            "{section} bukan bahagian perlawanan pasukan (catur team-match FAIL --section {section})"
        ),
        TeamWhy::TooManyPlayers {
            team,
            named,
            boards,
        } => format!("pasukan {team}: {named} pemain dinamakan untuk {boards} papan"),
        TeamWhy::NotInTeam { board, name, team } => {
            format!("papan {board}: {name} bukan ahli pasukan {team}")
        }
        TeamWhy::NamedTwice { board, name } => {
            format!("papan {board}: {name} dinamakan dua kali")
        }
        TeamWhy::CannotPlay { board, name, round } => format!(
            "papan {board}: {name} tidak boleh bermain dalam pusingan {round} (tarik diri, \
             tidak hadir atau belum masuk)"
        ),
        TeamWhy::OutOfBoardOrder { board, name } => format!(
            "papan {board}: {name} di atas pemain papan lebih tinggi dalam senarai; barisan \
             mengikut susunan papan senarai pasukan"
        ),
        TeamWhy::NoSubstitution { team, name, until } => format!(
            "pasukan {team}: {name} tidak bermain dalam pusingan 1, dan peraturan pertukaran \
             pemain bahagian ini (Johor, benih 001 3.2) tidak membenarkan pertukaran selepas \
             pusingan {until}"
        ),
        TeamWhy::LineUpTooLate { round } => format!(
            "pusingan {round} sudah dipasangkan; barisan diserahkan sebelum pusingannya dipasangkan"
        ),
        TeamWhy::NoMatch {
            round,
            matches,
            number,
        } => format!("pusingan {round} ada {matches} perlawanan; tiada perlawanan {number}"),
        TeamWhy::NotInMatch {
            team,
            number,
            round,
        } => format!("pasukan {team} tidak bermain dalam perlawanan {number} pusingan {round}"),
    }
}

/// A fixed text of the team-match desk (F3, F4, F6 on a team-match section), in the
/// same two-column table as [`super::T`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TM {
    TeamBye,
    Previewed,
    PreviewGone,
    Paired,
    ChangedSince,
    NoExplanation,
    ExplainTitle,
    LineUps,
    LineUpNone,
    LineUpPrompt,
    LineUpSet,
    LineUpNotTeam,
    LineUpTooLate,
    ForfeitPrompt,
    ForfeitDone,
    ForfeitNoMatch,
    ForfeitNoTeam,
    NoHandEdits,
    Standings,
    Rank,
    BoardPrizes,
    Board,
    Games,
    NoBoardPrizes,
    NothingYet,
    EarlierForfeit,
    MemberOut,
    MemberBack,
    LineUpNamesOut,
    WonByForfeit,
    BothForfeit,
}

super::two_languages!(TM);

impl TM {
    pub const ALL: [TM; 31] = [
        TM::TeamBye,
        TM::Previewed,
        TM::PreviewGone,
        TM::Paired,
        TM::ChangedSince,
        TM::NoExplanation,
        TM::ExplainTitle,
        TM::LineUps,
        TM::LineUpNone,
        TM::LineUpPrompt,
        TM::LineUpSet,
        TM::LineUpNotTeam,
        TM::LineUpTooLate,
        TM::ForfeitPrompt,
        TM::ForfeitDone,
        TM::ForfeitNoMatch,
        TM::ForfeitNoTeam,
        TM::NoHandEdits,
        TM::Standings,
        TM::Rank,
        TM::BoardPrizes,
        TM::Board,
        TM::Games,
        TM::NoBoardPrizes,
        TM::NothingYet,
        TM::EarlierForfeit,
        TM::MemberOut,
        TM::MemberBack,
        TM::LineUpNamesOut,
        TM::WonByForfeit,
        TM::BothForfeit,
    ];

    /// (English, Malay).
    fn both(self) -> (&'static str, &'static str) {
        match self {
            TM::TeamBye => ("bye, {} match points", "bye, {} mata perlawanan"),
            TM::Previewed => (
                "round {}: {} matches proposed; Enter pairs them, Esc discards, e explains",
                "pusingan {}: {} perlawanan dicadangkan; Enter pasangkan, Esc buang, e terangkan",
            ),
            TM::PreviewGone => ("proposal discarded", "cadangan dibuang"),
            TM::Paired => (
                "round {} paired: {} matches, {} boards",
                "pusingan {} dipasangkan: {} perlawanan, {} papan",
            ),
            TM::ChangedSince => (
                "{} changed at another desk since the proposal: press p again",
                "{} diubah di meja lain selepas cadangan: tekan p semula",
            ),
            TM::NoExplanation => (
                "round {} is not paired: no explanation",
                "pusingan {} belum dipasangkan: tiada penerangan",
            ),
            TM::ExplainTitle => (
                "How round {} is paired (Esc closes):",
                "Bagaimana pusingan {} dipasangkan (Esc tutup):",
            ),
            TM::LineUps => (
                "Line-ups for round {} (Enter changes the selected team's, l or Esc closes)",
                "Barisan pusingan {} (Enter ubah barisan pasukan dipilih, l atau Esc tutup)",
            ),
            TM::LineUpNone => ("no player present", "tiada pemain hadir"),
            TM::LineUpPrompt => (
                "Line-up of {} for round {} (pairing numbers, board 1 first): ",
                "Barisan {} untuk pusingan {} (nombor pemain, papan 1 dahulu): ",
            ),
            TM::LineUpSet => (
                "line-up of {} for round {}: {}",
                "barisan {} untuk pusingan {}: {}",
            ),
            TM::LineUpNotTeam => (
                "'{}' is not a pairing number of {}",
                "'{}' bukan nombor pemain {}",
            ),
            TM::LineUpTooLate => (
                "every round is paired: no line-up left to hand in",
                "semua pusingan sudah dipasangkan: tiada barisan lagi untuk diserahkan",
            ),
            TM::ForfeitPrompt => (
                "Team forfeit, match {} ({} v {}): code of the team that did not come: ",
                "Walkover pasukan, perlawanan {} ({} lwn {}): kod pasukan yang tidak hadir: ",
            ),
            TM::ForfeitDone => (
                "round {} match {}: {} forfeits every board",
                "pusingan {} perlawanan {}: {} kalah walkover di semua papan",
            ),
            TM::ForfeitNoMatch => (
                "select a board of the match first",
                "pilih papan perlawanan itu dahulu",
            ),
            TM::ForfeitNoTeam => (
                "'{}' is not a team of this match ({} or {})",
                "'{}' bukan pasukan perlawanan ini ({} atau {})",
            ),
            TM::NoHandEdits => (
                "a team round is not edited by hand: change the line-ups, or delete the round and pair it again",
                "pusingan pasukan tidak diubah dengan tangan: ubah barisan, atau padam pusingan dan pasangkan semula",
            ),
            TM::Standings => (
                "Team standings after round {} (v: board prizes)",
                "Kedudukan pasukan selepas pusingan {} (v: hadiah papan)",
            ),
            TM::Rank => ("Rk", "Kdd"),
            TM::BoardPrizes => (
                "Board prizes after round {}, at least {} games (v: next view)",
                "Hadiah papan selepas pusingan {}, minimum {} permainan (v: paparan lain)",
            ),
            TM::Board => ("Board {}", "Papan {}"),
            TM::Games => ("Gms", "Main"),
            TM::NoBoardPrizes => ("nobody on this board yet", "belum ada pemain di papan ini"),
            TM::NothingYet => (
                "no round paired yet: p on F3 pairs round 1",
                "belum ada pusingan dipasangkan: p di F3 pasangkan pusingan 1",
            ),
            TM::EarlierForfeit => (
                "Round {} match {}: {} forfeits every board. Round {} was paired on the old results; its pairing stands. Enter = record the forfeit, Esc = no",
                "Pusingan {} perlawanan {}: {} kalah walkover di semua papan. Pusingan {} dipasangkan mengikut keputusan lama; pasangannya kekal. Enter = rekod walkover, Esc = tidak",
            ),
            TM::MemberOut => (
                "{} withdrawn from round {}: out of the line-ups of {}",
                "{} tarik diri mulai pusingan {}: keluar dari barisan {}",
            ),
            TM::MemberBack => (
                "{} back from round {}: may play for {} again",
                "{} kembali mulai pusingan {}: boleh bermain untuk {} semula",
            ),
            TM::LineUpNamesOut => (
                "the line-up of {} for round {} names {}: hand in a new one (l on F3)",
                "barisan {} untuk pusingan {} menamakan {}: serahkan barisan baharu (l di F3)",
            ),
            TM::WonByForfeit => ("{} won by forfeit", "{} menang tanpa bertanding"),
            TM::BothForfeit => (
                "both teams lost by forfeit",
                "kedua-dua pasukan kalah tanpa bertanding",
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::{OpError, Why};
    use crate::tui::strings::Language;
    use crate::tui::strings::why::why;

    /// The Johor rule is named in both languages, from the same fields.
    #[test]
    fn johor_refusal_names_the_rule_in_malay_and_english() {
        let w = Why::Team(TeamWhy::NoSubstitution {
            team: "SKSI".into(),
            name: "Priya a/p Raman".into(),
            until: 1,
        });
        let en = why(&w, Language::English);
        let ms = why(&w, Language::Malay);
        assert!(en.contains("Johor") && en.contains("after round 1"), "{en}");
        assert!(
            ms.contains("Johor") && ms.contains("selepas pusingan 1"),
            "{ms}"
        );
        assert!(
            ms.contains("Priya a/p Raman") && ms.contains("SKSI"),
            "{ms}"
        );
        assert_eq!(OpError::Invalid(w).to_string(), en);
    }

    #[test]
    fn every_team_reason_differs_between_the_languages() {
        let all = [
            TeamWhy::NotATiebreak {
                code: "XX".into(),
                known: "MP, GP".into(),
            },
            TeamWhy::FixedAfterRoundOne {
                section: "L12".into(),
            },
            TeamWhy::PairedIndividually {
                section: "L12".into(),
            },
            TeamWhy::NotTeamMatch {
                section: "L12".into(),
            },
            TeamWhy::TooManyPlayers {
                team: "SKSI".into(),
                named: 5,
                boards: 4,
            },
            TeamWhy::NotInTeam {
                board: 1,
                name: "Tan Wei Ming".into(),
                team: "SKSI".into(),
            },
            TeamWhy::NamedTwice {
                board: 2,
                name: "Tan Wei Ming".into(),
            },
            TeamWhy::CannotPlay {
                board: 3,
                name: "Tan Wei Ming".into(),
                round: 2,
            },
            TeamWhy::OutOfBoardOrder {
                board: 2,
                name: "Tan Wei Ming".into(),
            },
            TeamWhy::LineUpTooLate { round: 2 },
            TeamWhy::NoMatch {
                round: 2,
                matches: 5,
                number: 6,
            },
            TeamWhy::NotInMatch {
                team: "SKSI".into(),
                number: 1,
                round: 2,
            },
        ];
        for w in all {
            let w = Why::Team(w);
            assert_ne!(
                why(&w, Language::English),
                why(&w, Language::Malay),
                "{w:?}"
            );
        }
    }
    #[test]
    fn every_team_desk_text_has_both_languages_with_the_same_blanks() {
        for k in TM::ALL {
            let (en, ms) = k.both();
            assert!(!en.is_empty() && !ms.is_empty(), "{k:?}");
            assert_ne!(en, ms, "{k:?} is not translated");
            assert_eq!(en.matches("{}").count(), ms.matches("{}").count(), "{k:?}");
        }
    }
}
