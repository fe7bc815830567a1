//! The team-match desk's fixed texts (F3, F4, F6 on a team-match section) in English
//! and Malay. The team-match refusals ([`TeamWhy`](crate::ops::TeamWhy)) are worded
//! beside their type, in both languages.

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
    LineUpNamesOut,
    WonByForfeit,
    BothForfeit,
}

super::two_languages!(TM);

impl TM {
    pub const ALL: [TM; 28] = [
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
        TM::LineUpNamesOut,
        TM::WonByForfeit,
        TM::BothForfeit,
    ];

    /// (English, Malay).
    fn both(self) -> (&'static str, &'static str) {
        match self {
            TM::TeamBye => ("bye, {} match points", "bai, {} mata perlawanan"),
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
