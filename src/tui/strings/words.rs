//! The desk's words for dialogs, the message history, new files, status lines and the
//! operations' refusals, in Malay and in English. The operations return typed refusals
//! ([`OpError`], [`PairError`]); this is where the desk words them in the screen
//! language (the command line words them in English through their `Display`).

use super::{Language, T};
use crate::model::Section;
use crate::ops::{OpError, PairError, Remedy};

/// A text of the desk's dialogs and status lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum W {
    ConfirmTitle,
    MessagesTitle,
    NoMessages,
    MessagesHint,
    MoreInHistory,
    PromptNewPath,
    FileExists,
    CreateMissing,
    Created,
    PairingBlocked,
    RelaxAsk,
    RelaxTopSeedsOff,
    RelaxTopSeeds,
    RelaxSameTeam,
    RelaxForbidden,
    RelaxedPreview,
    Published,
    BoardResult,
    BoardResultNamed,
    BackToTop,
    StillEmpty,
    ChangeResultTitle,
    ChangeResultAsk,
    ChangeResultLater,
    NoResultYet,
    HistoryPlace,
    DeletePlayerAsk,
    PlayerDeleted,
    TiebreaksEverywhereAsk,
    TiebreaksEverywhereAlready,
    TiebreaksEverywhereDone,
    BoardCleared,
    LastRoundDeleted,
    NumbersFromOrder,
    NoBoardHere,
    NotAResult,
    NoRoundYet,
    PrefsIgnored,
    LanguageKept,
    // Refusals of the operations.
}

super::two_languages!(W);

impl W {
    /// Every text, for the tests that compare the two languages.
    pub const ALL: [W; 39] = [
        W::ConfirmTitle,
        W::MessagesTitle,
        W::NoMessages,
        W::MessagesHint,
        W::MoreInHistory,
        W::PromptNewPath,
        W::FileExists,
        W::CreateMissing,
        W::Created,
        W::PairingBlocked,
        W::RelaxAsk,
        W::RelaxTopSeedsOff,
        W::RelaxTopSeeds,
        W::RelaxSameTeam,
        W::RelaxForbidden,
        W::RelaxedPreview,
        W::Published,
        W::BoardResult,
        W::BoardResultNamed,
        W::BackToTop,
        W::StillEmpty,
        W::ChangeResultTitle,
        W::ChangeResultAsk,
        W::ChangeResultLater,
        W::NoResultYet,
        W::HistoryPlace,
        W::DeletePlayerAsk,
        W::PlayerDeleted,
        W::TiebreaksEverywhereAsk,
        W::TiebreaksEverywhereAlready,
        W::TiebreaksEverywhereDone,
        W::BoardCleared,
        W::LastRoundDeleted,
        W::NumbersFromOrder,
        W::NoBoardHere,
        W::NotAResult,
        W::NoRoundYet,
        W::PrefsIgnored,
        W::LanguageKept,
    ];

    /// (English, Malay).
    pub fn both(self) -> (&'static str, &'static str) {
        match self {
            W::ConfirmTitle => (" Confirm ", " Pengesahan "),
            W::MessagesTitle => (" Messages (newest last) ", " Mesej (terbaharu di bawah) "),
            W::NoMessages => ("No messages yet.", "Belum ada mesej."),
            W::MessagesHint => (
                "Up/Down/PgUp/PgDn: scroll  Esc: close",
                "Atas/Bawah/PgUp/PgDn: skrol  Esc: tutup",
            ),
            W::MoreInHistory => ("({}: all messages)", "({}: semua mesej)"),
            W::PromptNewPath => (
                "File for the new championship: ",
                "Fail untuk kejohanan baharu: ",
            ),
            W::FileExists => (
                "{} already exists; nothing was changed. Give another file name.",
                "{} sudah wujud; tiada perubahan. Beri nama fail lain.",
            ),
            W::CreateMissing => (
                "There is no file {}. Create a new championship \"{}\" there? Enter = create, Esc = no",
                "Tiada fail {}. Cipta kejohanan baharu \"{}\" di situ? Enter = cipta, Esc = tidak",
            ),
            W::Created => (
                "new championship \"{}\" in {}: add its first section",
                "kejohanan baharu \"{}\" dalam {}: tambah kategori pertama",
            ),
            W::PairingBlocked => (" Pairing not possible ", " Pasangan tidak dapat dibuat "),
            W::RelaxAsk => (
                "Pair round {} {}, for this round only (the section's setting stays)? Enter = pair, Esc = no",
                "Pasangkan pusingan {} {}, untuk pusingan ini sahaja (tetapan kategori kekal)? Enter = pasang, Esc = tidak",
            ),
            W::RelaxTopSeedsOff => (
                "without the top-seeds rule",
                "tanpa peraturan pilihan teratas berasingan",
            ),
            W::RelaxTopSeeds => (
                "with only the top seeds 1-{} apart",
                "dengan hanya pilihan teratas 1-{} berasingan",
            ),
            W::RelaxSameTeam => (
                "allowing players of the same team to meet",
                "dengan membenarkan pemain sepasukan bertemu",
            ),
            W::RelaxForbidden => ("without forbidden pair {}", "tanpa pasangan larangan {}"),
            W::RelaxedPreview => (
                "PREVIEW of round {} ({}): Enter publishes, Esc discards",
                "PRATONTON pusingan {} ({}): Enter terbit, Esc buang",
            ),
            W::Published => (
                "round {} published: {} boards",
                "pusingan {} diterbitkan: {} papan",
            ),
            W::BoardResult => ("round {} board {}: {}", "pusingan {} papan {}: {}"),
            W::BoardResultNamed => (
                "{} round {} board {}: {} - {} {}",
                "{} pusingan {} papan {}: {} - {} {}",
            ),
            W::BackToTop => (
                "back to the top: boards {} still without a result",
                "kembali ke atas: papan {} masih tiada keputusan",
            ),
            W::StillEmpty => (
                "boards {} still without a result",
                "papan {} masih tiada keputusan",
            ),
            W::ChangeResultTitle => ("Change a result", "Ubah keputusan"),
            W::NoResultYet => ("(none)", "(tiada)"),
            W::HistoryPlace => ("{} round {}", "{} pusingan {}"),
            W::DeletePlayerAsk => (
                "Delete {} (number {}) from {}, as if never entered? Ctrl+Z brings the player back.",
                "Padam {} (nombor {}) dari {}, seolah-olah tidak pernah dimasukkan? Ctrl+Z mengembalikan pemain itu.",
            ),
            W::PlayerDeleted => ("{} deleted from {}", "{} dipadam dari {}"),
            W::TiebreaksEverywhereAsk => (
                "Give the tie-breaks of {} ({}) to {}? One Ctrl+Z takes it back.",
                "Beri pemecah seri {} ({}) kepada {}? Satu Ctrl+Z membatalkannya.",
            ),
            W::TiebreaksEverywhereAlready => (
                "every section has the tie-breaks of {} already",
                "semua kategori sudah mempunyai pemecah seri {}",
            ),
            W::TiebreaksEverywhereDone => (
                "tie-breaks of {} given to {}",
                "pemecah seri {} diberi kepada {}",
            ),
            W::ChangeResultAsk => (
                "{} round {} board {}:\n  {} (white)\n  {} (black)\nResult: {} -> {}",
                "{} pusingan {} papan {}:\n  {} (putih)\n  {} (hitam)\nKeputusan: {} -> {}",
            ),
            W::ChangeResultLater => (
                "Paired on the old result: round {}; that pairing stands.\n\nEnter = change, Esc = keep the old result",
                "Dipasangkan mengikut keputusan lama: pusingan {}; pasangan itu kekal.\n\nEnter = ubah, Esc = kekalkan keputusan lama",
            ),
            W::BoardCleared => (
                "round {} board {}: cleared",
                "pusingan {} papan {}: dipadam",
            ),
            W::LastRoundDeleted => ("last round deleted", "pusingan terakhir dipadam"),
            W::NumbersFromOrder => (
                "{}: pairing numbers from the initial order",
                "{}: nombor pemain ikut susunan awal",
            ),
            W::NoBoardHere => (
                "no board '{}' in this round (1-{})",
                "tiada papan '{}' dalam pusingan ini (1-{})",
            ),
            W::NotAResult => (
                "'{}' is not a result: 1-0 0-1 1/2 +- -+ --, 1-0s (short game), a:1-0.5 (arbiter's score), af:0-0 (not played)",
                "'{}' bukan keputusan: 1-0 0-1 1/2 +- -+ --, 1-0s (permainan pendek), a:1-0.5 (mata pengadil), af:0-0 (tidak dimain)",
            ),
            W::NoRoundYet => ("no round is paired yet", "belum ada pusingan dipasangkan"),
            W::PrefsIgnored => (
                "preferences not read ({}); the defaults are used",
                "keutamaan tidak dibaca ({}); nilai asal digunakan",
            ),
            W::LanguageKept => (
                "{} (kept for the next start)",
                "{} (diingat untuk permulaan seterusnya)",
            ),
        }
    }
}

/// Every fixed text of the screens' table ([`T`]), for the tests that look for one
/// language's words on the other language's screens.
pub const ALL_T: [T; 166] = [
    T::Tpn,
    T::Name,
    T::Team,
    T::Bd,
    T::Rating,
    T::Pts,
    T::Status,
    T::White,
    T::Black,
    T::Result,
    T::Place,
    T::No,
    T::Section,
    T::Code,
    T::Players,
    T::Teams,
    T::Rounds,
    T::Round,
    T::Results,
    T::Screen,
    T::Key,
    T::Does,
    T::Everywhere,
    T::Setting,
    T::Value,
    T::Absent,
    T::ByePab,
    T::Entered,
    T::EnteredFrom,
    T::EnteredWithTeam,
    T::EnteredFromWithTeam,
    T::MovedToTeam,
    T::NoSectionYet,
    T::StartNew,
    T::StartOpen,
    T::StartDemo,
    T::Recent,
    T::PreviewHint,
    T::PreviewDiscarded,
    T::Cancelled,
    T::AllResultsIn,
    T::Missing,
    T::Schools,
    T::SchoolsMedals,
    T::PlayersBestN,
    T::FormFeed,
    T::NoFolder,
    T::Saved,
    T::NotSaved,
    T::NotSavedMark,
    T::ElsewhereChanged,
    T::ConfirmUndo,
    T::ConfirmUndoOther,
    T::Undone,
    T::Redone,
    T::UndoMoved,
    T::ElsewhereMore,
    T::PairedElsewhere,
    T::ChangedSincePreview,
    T::FileUnreadable,
    T::PromptBoard,
    T::PromptSearch,
    T::PromptResult,
    T::PromptCsv,
    T::PromptOpen,
    T::PromptChampionship,
    T::PromptSubstitute,
    T::PromptTiebreak,
    T::FormHint,
    T::FormAddPlayer,
    T::FormEditPlayer,
    T::FormNewSection,
    T::FieldName,
    T::FieldTeam,
    T::FieldBoard,
    T::FieldBoardAny,
    T::FieldRating,
    T::FieldSex,
    T::FieldBirth,
    T::FieldReserve,
    T::FieldFideId,
    T::FieldFiller,
    T::FieldNewTeamCode,
    T::NewSchool,
    T::FieldCode,
    T::FieldRounds,
    T::FieldSport,
    T::FieldPlayedAs,
    T::FieldMatchBoards,
    T::FieldTeamSystem,
    T::NeedName,
    T::NotANumber,
    T::BoardRange,
    T::BoardRangeUpTo,
    T::RatingRange,
    T::SexValues,
    T::YesNo,
    T::UnknownTeam,
    T::SportValues,
    T::PlayedAsValues,
    T::MatchBoardsRange,
    T::TeamSystemValues,
    T::FormAddPrize,
    T::FormEditPrize,
    T::FieldPrizeLabel,
    T::FieldAmount,
    T::FieldPlaces,
    T::FieldOnlySex,
    T::FieldBornFrom,
    T::FieldOnlyTeam,
    T::FieldUnratedOnly,
    T::FieldRatingBand,
    T::OneFilter,
    T::RatingBandValues,
    T::MedalPoints,
    T::Championship,
    T::Venue,
    T::ChiefArbiter,
    T::ResultsAddress,
    T::NoAddress,
    T::SiteFolder,
    T::NoSiteFolder,
    T::SectionName,
    T::RoundsPlanned,
    T::PointPreset,
    T::Custom,
    T::Win,
    T::Draw,
    T::Loss,
    T::ForfeitWin,
    T::Pab,
    T::HalfBye,
    T::FullBye,
    T::ZeroBye,
    T::Tiebreak,
    T::TiebreakPreset,
    T::TeamCounted,
    T::SameTeamRounds,
    T::TopSeedsApart,
    T::InitialOrder,
    T::ReportLanguage,
    T::ScreenLanguage,
    T::OrderRating,
    T::OrderBoard,
    T::OrderRatingBoard,
    T::OrderManual,
    T::SortedBy,
    T::PromptSwap,
    T::PromptBye,
    T::ForceEdit,
    T::NoSuchTpn,
    T::CheckOk,
    T::CheckProblems,
    T::AfterRound,
    T::Preview,
    T::ConfirmDelete,
    T::YesEnterNoEsc,
    T::NoRoundPaired,
    T::EditHint,
    T::KeyFileProblem,
    T::PrinterWidth,
    T::PrinterCharset,
    T::PrinterMode,
    T::PrinterDevice,
    T::NoDevice,
    T::SentToPrinter,
];

/// An operation's refusal in the screen language: its own words ([`OpError::say`]), with
/// the desk's key for the way forward where it has one.
pub fn refusal(e: &OpError, lang: Language) -> String {
    let said = e.say(lang);
    match e {
        OpError::ResultExists { .. } => format!("{said} (Backspace)"),
        OpError::RemoveAfterPairing { .. } => format!("{said} (w)"),
        _ => said,
    }
}

/// A pairing refusal in the screen language.
/// `section` (the one refused) gives a round robin's facts.
pub fn pair_refusal(e: &PairError, section: Option<&Section>, lang: Language) -> String {
    pair_refusal_keyed(e, section, lang, None)
}

/// A pairing refusal in the screen language, naming `settings_key` (the key bound to the
/// settings screen, if any) where the words send the arbiter to the section settings.
pub fn pair_refusal_keyed(
    e: &PairError,
    section: Option<&Section>,
    lang: Language,
    settings_key: Option<&str>,
) -> String {
    match e {
        PairError::Op(op) => refusal(op, lang),
        PairError::ResultsMissing { .. } => format!("{} (F4)", e.say(lang)),
        PairError::Constrained { .. } => e.say_blocked(lang, settings_key).unwrap_or_default(),
        PairError::RoundRobin {
            section: code,
            source,
        } => {
            let name = |id| section.and_then(|s| s.player(id)).map(|p| p.name.clone());
            format!("{code}: {}", source.say_named(lang, name))
        }
        _ => e.say(lang),
    }
}

/// What relaxing the constraint for one round means, in words.
pub fn remedy(r: Remedy, lang: Language) -> String {
    match r {
        Remedy::TopSeedsApart { seeds: 0 } => W::RelaxTopSeedsOff.get(lang).to_string(),
        Remedy::TopSeedsApart { seeds } => W::RelaxTopSeeds.fill(lang, &[&seeds]),
        Remedy::SameTeamRounds { .. } => W::RelaxSameTeam.get(lang).to_string(),
        Remedy::EndForbidden { index, .. } => W::RelaxForbidden.fill(lang, &[&(index + 1)]),
    }
}

/// A refusal the desk can word in the screen language.
pub trait Worded {
    fn worded(&self, lang: Language) -> String;
}

impl Worded for OpError {
    fn worded(&self, lang: Language) -> String {
        refusal(self, lang)
    }
}

/// Texts the desk made itself are in the screen language already.
impl Worded for String {
    fn worded(&self, _: Language) -> String {
        self.clone()
    }
}

impl Worded for PairError {
    fn worded(&self, lang: Language) -> String {
        pair_refusal(self, None, lang)
    }
}

impl Worded for crate::ops::EditError {
    fn worded(&self, lang: Language) -> String {
        match self {
            crate::ops::EditError::Op(e) => refusal(e, lang),
            other => other.to_string(),
        }
    }
}

impl Worded for super::super::settings_edit::EditError {
    fn worded(&self, lang: Language) -> String {
        match self {
            super::super::settings_edit::EditError::Op(e) => refusal(e, lang),
            super::super::settings_edit::EditError::NotANumber(t) => {
                format!("'{t}': {}", super::T::NotANumber.get(lang))
            }
            super::super::settings_edit::EditError::MedalPoints(t) => {
                format!("'{t}': {}", super::keys::K::MedalPointsValues.get(lang))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_has_both_languages_with_the_same_blanks() {
        for w in W::ALL {
            let (en, ms) = w.both();
            assert!(!en.is_empty() && !ms.is_empty(), "{w:?}");
            assert_eq!(en.matches("{}").count(), ms.matches("{}").count(), "{w:?}");
        }
    }

    #[test]
    fn a_refusal_is_worded_in_malay() {
        let e = OpError::ResultExists {
            round: 2,
            board: 3,
            result: "1-0".into(),
        };
        assert_eq!(
            refusal(&e, Language::Malay),
            "papan 3 pusingan 2 sudah ada keputusan: 1-0; padam dahulu (Backspace)"
        );
        assert!(refusal(&e, Language::English).starts_with("board 3 of round 2"));
    }
}
