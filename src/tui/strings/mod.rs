//! Every word the full-screen program shows, in Malay and in English, in one place, so a
//! translation can be checked side by side and the language switched while running (F8).
//! The operations return typed refusals that word themselves in both languages
//! (`say(lang)` beside each type, e.g. [`crate::ops::Why::say`]); this module and its
//! parts hold the desk's own texts and word the facts that do not word themselves yet:
//!
//! | part | words |
//! | --- | --- |
//! | here (`T`) | screens, key bar, help, forms, status lines |
//! | [`words`] (`W`) | refusals of the operations and the engine, dialogs, files |
//! | [`why`] | undo and redo, what changed |
//! | [`keys`] (`K`) | key names and the key map's problems |
//! | [`byes`] (`B`) | bye requests and absences |
//! | [`reports`] | report and printer names on F7 |
//! | [`import`] | a player-list import's report on one line (words from the operation) |
//! | [`team`] | the team-match desk's texts |
//! | [`team_explain`] | the team pairing's explanation laid out (words from the engine) |
//! | [`settings`] | the section settings' names and values on F8 |

pub mod byes;
pub mod import;
pub mod keys;
pub mod reports;
pub mod settings;
pub mod team;
pub mod team_explain;
pub mod why;
pub mod words;

use super::command::{Command, ResultKey, ScreenId};
pub use crate::model::Language;
use std::fmt::Display;

/// The other language (the F8 switch).
pub fn other(lang: Language) -> Language {
    match lang {
        Language::Malay => Language::English,
        Language::English => Language::Malay,
    }
}

/// The language's own name, as the switch shows it.
pub fn language_name(lang: Language) -> &'static str {
    match lang {
        Language::Malay => "Bahasa Melayu",
        Language::English => "English",
    }
}

/// A fixed text of the screens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum T {
    // Column headings.
    Tpn,
    Name,
    Team,
    Bd,
    Rating,
    Pts,
    Status,
    White,
    Black,
    Result,
    Place,
    No,
    Section,
    Code,
    Players,
    Teams,
    Rounds,
    Round,
    Results,
    Screen,
    Key,
    Does,
    Everywhere,
    Setting,
    Value,
    // Player status and unpaired players.
    Absent,
    ByePab,
    Entered,
    EnteredFrom,
    EnteredWithTeam,
    EnteredFromWithTeam,
    MovedToTeam,
    // Screens' own lines.
    NoSectionYet,
    StartNew,
    StartOpen,
    StartDemo,
    Recent,
    PreviewHint,
    PreviewDiscarded,
    Cancelled,
    AllResultsIn,
    Missing,
    Schools,
    SchoolsMedals,
    PlayersBestN,
    TeamsAfterRound,
    SchoolsAfterRound,
    FormFeed,
    NoFolder,
    Saved,
    NotSaved,
    NotSavedMark,
    ElsewhereChanged,
    ConfirmUndo,
    ConfirmUndoOther,
    Undone,
    Redone,
    UndoMoved,
    ElsewhereMore,
    PairedElsewhere,
    ChangedSincePreview,
    FileUnreadable,
    PromptBoard,
    PromptSearch,
    PromptResult,
    PromptCsv,
    PromptOpen,
    PromptChampionship,
    PromptSubstitute,
    PromptTiebreak,
    FormHint,
    FormAddPlayer,
    FormEditPlayer,
    FormNewSection,
    FieldName,
    FieldTeam,
    FieldBoard,
    FieldBoardAny,
    FieldRating,
    FieldSex,
    FieldBirth,
    FieldReserve,
    FieldFideId,
    FieldFiller,
    FieldNewTeamCode,
    NewSchool,
    FieldCode,
    FieldRounds,
    FieldSport,
    FieldPlayedAs,
    FieldMatchBoards,
    FieldTeamSystem,
    FormAddPrize,
    FormEditPrize,
    FieldPrizeLabel,
    FieldAmount,
    FieldPlaces,
    FieldOnlySex,
    FieldBornFrom,
    FieldOnlyTeam,
    FieldUnratedOnly,
    FieldRatingBand,
    OneFilter,
    RatingBandValues,
    MedalPoints,
    NeedName,
    NotANumber,
    BoardRange,
    BoardRangeUpTo,
    RatingRange,
    SexValues,
    YesNo,
    UnknownTeam,
    SportValues,
    PlayedAsValues,
    MatchBoardsRange,
    TeamSystemValues,
    Championship,
    Venue,
    ChiefArbiter,
    ResultsAddress,
    NoAddress,
    SiteFolder,
    NoSiteFolder,
    SectionName,
    RoundsPlanned,
    PointPreset,
    Custom,
    Win,
    Draw,
    Loss,
    ForfeitWin,
    Pab,
    HalfBye,
    FullBye,
    ZeroBye,
    Tiebreak,
    TiebreakPreset,
    TeamCounted,
    SameTeamRounds,
    TopSeedsApart,
    InitialOrder,
    ReportLanguage,
    ScreenLanguage,
    OrderRating,
    OrderBoard,
    OrderRatingBoard,
    OrderManual,
    SortedBy,
    PromptSwap,
    PromptBye,
    ForceEdit,
    NotPlayingIn,
    TeamTiebreaks,
    RoundNotPairedYet,
    NoSuchTpn,
    CheckOk,
    CheckProblems,
    AfterRound,
    ColumnsShown,
    School,
    Preview,
    ConfirmDelete,
    YesEnterNoEsc,
    NoRoundPaired,
    PairOnF3,
    EditHint,
    KeyFileProblem,
    PrinterWidth,
    PrinterCharset,
    PrinterMode,
    PrinterDevice,
    NoDevice,
    SentToPrinter,
}

impl T {
    /// (English, Malay).
    fn both(self) -> (&'static str, &'static str) {
        match self {
            T::Tpn => ("TPN", "No"),
            T::Name => ("Name", "Nama"),
            T::Team => ("Team", "Pasukan"),
            T::School => ("School", "Sekolah"),
            T::Bd => ("Bd", "Pp"),
            T::Rating => ("Rating", "Rating"),
            T::Pts => ("Pts", "Mata"),
            T::Status => ("Status", "Status"),
            T::White => ("White", "Putih"),
            T::Black => ("Black", "Hitam"),
            T::Result => ("Result", "Keputusan"),
            T::Place => ("Place", "Tempat"),
            T::No => ("No", "No"),
            T::Section => ("Section", "Kategori"),
            T::Code => ("Code", "Kod"),
            T::Players => ("Players", "Pemain"),
            T::Teams => ("Teams", "Pasukan"),
            T::Rounds => ("Rounds", "Pusingan"),
            T::Round => ("Round", "Pusingan"),
            T::Results => ("Results", "Keputusan"),
            T::Screen => ("Screen", "Skrin"),
            T::Key => ("Key", "Kekunci"),
            T::Does => ("Does", "Tindakan"),
            T::Everywhere => ("everywhere", "di mana-mana"),
            T::Setting => ("Setting", "Tetapan"),
            T::Value => ("Value", "Nilai"),
            T::Absent => ("absent", "tidak hadir"),
            T::ByePab => ("bye (PAB)", "bai pasangan (PAB)"),
            T::Entered => ("{} entered", "{} didaftarkan"),
            T::EnteredFrom => (
                "{} entered: plays from round {}",
                "{} didaftarkan: bermain mulai pusingan {}",
            ),
            T::EnteredWithTeam => (
                "{} entered, with the new team {}",
                "{} didaftarkan, bersama pasukan baharu {}",
            ),
            T::EnteredFromWithTeam => (
                "{} entered: plays from round {}, with the new team {}",
                "{} didaftarkan: bermain mulai pusingan {}, bersama pasukan baharu {}",
            ),
            T::MovedToTeam => (
                "{} moved to the new team {}",
                "{} dipindahkan ke pasukan baharu {}",
            ),
            T::NoSectionYet => ("{} has no sections yet.", "{} belum mempunyai kategori."),
            T::StartNew => (
                "New championship: name it, then add sections (F8)",
                "Kejohanan baharu: beri nama, kemudian tambah kategori (F8)",
            ),
            T::StartOpen => ("Open a championship file", "Buka fail kejohanan"),
            T::StartDemo => ("Open the demo championship", "Buka kejohanan contoh (demo)"),
            T::Recent => ("Recent: {}", "Terkini: {}"),
            T::PreviewHint => (
                "PREVIEW of round {}: Enter publishes, Esc discards",
                "PRATONTON pusingan {}: Enter terbit, Esc buang",
            ),
            T::PreviewDiscarded => (
                "preview discarded; nothing was changed",
                "pratonton dibuang; tiada perubahan",
            ),
            T::Cancelled => ("cancelled", "dibatalkan"),
            T::AllResultsIn => (
                "round {}: all results entered",
                "pusingan {}: semua keputusan dimasukkan",
            ),
            T::Missing => ("missing", "belum"),
            T::Schools => (" Schools (team points) ", " Sekolah (mata pasukan) "),
            T::SchoolsMedals => (
                " Schools (individual G/S/B, team G/S/B) ",
                " Sekolah (individu E/P/G, pasukan E/P/G) ",
            ),
            T::PlayersBestN => ("Players (* best {})", "Pemain (* terbaik {})"),
            T::TeamsAfterRound => (
                "{}: teams after round {} of {}; points, then {}",
                "{}: pasukan selepas pusingan {} daripada {}; mata, kemudian {}",
            ),
            T::SchoolsAfterRound => (
                "Schools after round {} of each section (or its last round)",
                "Sekolah selepas pusingan {} setiap kategori (atau pusingan terakhirnya)",
            ),
            T::FormFeed => (
                "- - - - - - - - form feed - - - - - - - -",
                "- - - - - - - - halaman baru - - - - - - -",
            ),
            T::NoFolder => (
                "no folder to save the report in (scratch tournament)",
                "tiada folder untuk menyimpan laporan (kejohanan sementara)",
            ),
            T::Saved => ("saved", "disimpan"),
            T::NotSavedMark => ("NOT SAVED", "TIDAK DISIMPAN"),
            T::NotSaved => ("NOT SAVED: {}", "TIDAK DISIMPAN: {}"),
            T::ElsewhereChanged => ("at another desk: {}", "di meja lain: {}"),
            T::ConfirmUndo => ("Undo \"{}\"?", "Batalkan \"{}\"?"),
            T::ConfirmUndoOther => (
                "Undo \"{}\" (from ANOTHER DESK)?",
                "Batalkan \"{}\" (dari MEJA LAIN)?",
            ),
            T::Undone => ("undone: {}", "dibatalkan: {}"),
            T::Redone => ("redone: {}", "dibuat semula: {}"),
            T::UndoMoved => (
                "not undone: the last change here is now \"{}\" (changed at another desk); undo again to take it back",
                "tidak dibatalkan: perubahan terakhir di sini kini \"{}\" (diubah di meja lain); batalkan semula untuk mengambilnya balik",
            ),
            T::ElsewhereMore => ("(+{} more)", "(+{} lagi)"),
            T::PairedElsewhere => (
                "round {} of {} was already paired at another desk; the preview is discarded",
                "pusingan {} bagi {} sudah dipadankan di meja lain; pratonton dibuang",
            ),
            T::ChangedSincePreview => (
                "{} was changed at another desk after the preview; the preview is discarded, pair again (p)",
                "{} diubah di meja lain selepas pratonton; pratonton dibuang, padankan semula (p)",
            ),
            T::FileUnreadable => (
                "the file cannot be read now, nothing was changed: {}",
                "fail tidak dapat dibaca sekarang, tiada perubahan: {}",
            ),
            T::PromptBoard => ("Board number: ", "Nombor papan: "),
            T::PromptSearch => ("Search name: ", "Cari nama: "),
            T::PromptResult => (
                "Result (1-0s short game, a:1-0.5 arbiter's score, af:0-0 not played): ",
                "Keputusan (1-0s permainan pendek, a:1-0.5 mata pengadil, af:0-0 tidak dimain): ",
            ),
            T::PromptCsv => ("CSV file to import: ", "Fail CSV untuk diimport: "),
            T::PromptOpen => ("File to open: ", "Fail untuk dibuka: "),
            T::PromptChampionship => ("Championship name: ", "Nama kejohanan: "),
            T::PromptSubstitute => (
                "Reserve's TPN to play instead of {}: ",
                "No pemain simpanan untuk menggantikan {}: ",
            ),
            T::PromptTiebreak => ("Tie-break code: ", "Kod pemecah seri: "),
            T::FormHint => (
                "Tab/Up/Down: field  Enter: save  Esc: cancel",
                "Tab/Atas/Bawah: medan  Enter: simpan  Esc: batal",
            ),
            T::FormAddPlayer => (" New player ", " Pemain baharu "),
            T::FormEditPlayer => (" Edit player ", " Ubah pemain "),
            T::FormNewSection => (" New section ", " Kategori baharu "),
            T::FieldName => ("Name", "Nama"),
            T::FieldTeam => ("Team code", "Kod pasukan"),
            T::FieldBoard => ("Board (1-5)", "Papan (1-5)"),
            T::FieldBoardAny => ("Board", "Papan"),
            T::FieldRating => ("Rating", "Rating"),
            T::FieldSex => ("Sex (M/F)", "Jantina (L/P)"),
            T::FieldBirth => ("Birth (YYYY/MM/DD)", "Lahir (YYYY/MM/DD)"),
            T::FieldReserve => ("Reserve (y/n)", "Simpanan (y/t)"),
            T::FieldFideId => ("FIDE id", "ID FIDE"),
            T::FieldFiller => ("Filler (y/n)", "Penggenap (y/t)"),
            T::FieldNewTeamCode => ("New team's code", "Kod pasukan baharu"),
            T::NewSchool => (
                "new school: Enter adds it",
                "sekolah baharu: Enter menambahnya",
            ),
            T::FieldCode => ("Code (e.g. L12)", "Kod (cth. L12)"),
            T::FieldRounds => ("Rounds", "Pusingan"),
            T::FieldSport => ("Sport (chess/draughts)", "Sukan (catur/dam)"),
            T::FieldPlayedAs => ("Kind (individual/team)", "Jenis (individu/pasukan)"),
            T::FieldMatchBoards => ("Boards per match (team)", "Papan setiap perlawanan"),
            T::FieldTeamSystem => ("Pairing (swiss/rr/drr)", "Sistem (swiss/rr/drr)"),
            T::FormAddPrize => (" New prize line ", " Baris hadiah baharu "),
            T::FormEditPrize => (" Prize line ", " Baris hadiah "),
            T::FieldPrizeLabel => ("Label (Johan)", "Nama hadiah (Johan)"),
            T::FieldAmount => ("Amount (RM 300)", "Nilai (RM 300)"),
            T::FieldPlaces => ("Places", "Bilangan tempat"),
            T::FieldOnlySex => ("Only sex (M/F)", "Jantina sahaja (L/P)"),
            T::FieldBornFrom => (
                "Born on/after (YYYY/MM/DD)",
                "Lahir pada/selepas (YYYY/MM/DD)",
            ),
            T::FieldOnlyTeam => ("Only school (team code)", "Sekolah sahaja (kod pasukan)"),
            T::FieldUnratedOnly => ("Unrated only (y/n)", "Tanpa rating sahaja (y/t)"),
            T::FieldRatingBand => ("Rating band (1400-1599)", "Julat rating (1400-1599)"),
            T::OneFilter => (
                "one filter only: empty the others (all empty: overall)",
                "satu tapisan sahaja: kosongkan yang lain (semua kosong: keseluruhan)",
            ),
            T::RatingBandValues => (
                "give the lowest and highest rating, e.g. 1400-1599",
                "beri rating terendah dan tertinggi, cth. 1400-1599",
            ),
            T::MedalPoints => ("Medal points", "Mata pingat"),
            T::NeedName => ("a name is needed", "nama diperlukan"),
            T::NotANumber => ("not a number", "bukan nombor"),
            T::BoardRange => ("board 1 to 5, or empty", "papan 1 hingga 5, atau kosong"),
            T::BoardRangeUpTo => ("board 1 to {}, or empty", "papan 1 hingga {}, atau kosong"),
            T::RatingRange => (
                "rating 0 to 3500, or empty",
                "rating 0 hingga 3500, atau kosong",
            ),
            T::SexValues => ("M or F, or empty", "L atau P, atau kosong"),
            T::YesNo => ("y or n", "y atau t"),
            T::UnknownTeam => (
                "no team with code '{}' (known: {})",
                "tiada pasukan berkod '{}' (ada: {})",
            ),
            T::SportValues => ("chess or draughts", "catur atau dam"),
            T::PlayedAsValues => (
                "individual or team (school against school)",
                "individu atau pasukan (sekolah lawan sekolah)",
            ),
            T::MatchBoardsRange => ("boards 1 to 10", "papan 1 hingga 10"),
            T::TeamSystemValues => (
                "swiss, rr (round robin) or drr (double round robin)",
                "swiss, rr (round robin) atau drr (round robin berganda)",
            ),
            T::Championship => ("Championship", "Kejohanan"),
            T::Venue => ("Venue", "Tempat"),
            T::ChiefArbiter => ("Chief arbiter", "Ketua pengadil"),
            T::ResultsAddress => ("Results address (phones)", "Alamat keputusan (telefon)"),
            T::NoAddress => ("(none)", "(tiada)"),
            T::SiteFolder => ("Results site folder", "Folder laman keputusan"),
            T::NoSiteFolder => (
                "(none: no site is kept)",
                "(tiada: laman tidak dikemas kini)",
            ),
            T::SectionName => ("Section name", "Nama kategori"),
            T::RoundsPlanned => ("Rounds planned", "Bilangan pusingan"),
            T::PointPreset => ("Point system", "Sistem mata"),
            T::Custom => ("custom", "khas"),
            T::Win => ("Win", "Menang"),
            T::Draw => ("Draw", "Seri"),
            T::Loss => ("Loss", "Kalah"),
            T::ForfeitWin => ("Forfeit win", "Menang walkover"),
            T::Pab => ("Pairing bye (PAB)", "Bai pasangan (PAB)"),
            T::HalfBye => ("Half-point bye", "Bai separuh mata"),
            T::FullBye => ("Full-point bye", "Bai penuh mata"),
            T::ZeroBye => ("Zero-point bye", "Bai kosong"),
            T::Tiebreak => ("Tie-break {}", "Pemecah seri {}"),
            T::TiebreakPreset => ("Tie-break preset", "Pratetap pemecah seri"),
            T::TeamCounted => ("Team total: best N", "Jumlah pasukan: N terbaik"),
            T::TeamTiebreaks => (
                "Team tie-breaks (SUMn NEXT BEST)",
                "Penentu seri pasukan (SUMn NEXT BEST)",
            ),
            T::SameTeamRounds => (
                "Same team apart in rounds 1-k",
                "Sepasukan tidak bertemu pusingan 1-k",
            ),
            T::TopSeedsApart => (
                "Top seeds apart in round 1",
                "Pilihan teratas berasingan pusingan 1",
            ),
            T::InitialOrder => ("Initial order", "Susunan awal"),
            T::ReportLanguage => ("Report language", "Bahasa laporan"),
            T::ScreenLanguage => ("Screen language", "Bahasa skrin"),
            T::OrderRating => ("rating, title, name", "rating, gelaran, nama"),
            T::OrderBoard => (
                "board value 5-4-3-2-1, rating, name",
                "nilai papan 5-4-3-2-1, rating, nama",
            ),
            T::OrderRatingBoard => ("rating, board value, name", "rating, nilai papan, nama"),
            T::OrderManual => ("manual", "manual"),
            T::AfterRound => ("Standings after round {}", "Kedudukan selepas pusingan {}"),
            T::ColumnsShown => (
                "columns {}-{} of {} ({} {} for the others)",
                "lajur {}-{} daripada {} ({} {} untuk yang lain)",
            ),
            T::Preview => ("PREVIEW", "PRATONTON"),
            T::CheckOk => (
                "Check: every rule of the pairing holds",
                "Semakan: semua peraturan pasangan dipatuhi",
            ),
            T::CheckProblems => ("! Check: {} problem(s). {}", "! Semakan: {} masalah. {}"),
            T::NoSuchTpn => ("no player with number {}", "tiada pemain bernombor {}"),
            T::PromptSwap => (
                "Swap players (two numbers, then why, e.g. 5 12 siblings): ",
                "Tukar pemain (dua nombor, kemudian sebab, cth. 5 12 adik-beradik): ",
            ),
            T::PromptBye => (
                "Number of the player to get the bye, then why: ",
                "Nombor pemain yang diberi bai, kemudian sebab: ",
            ),
            T::ForceEdit => (
                "Breaks a rule. Enter = apply anyway (recorded), Esc = no. {}",
                "Melanggar peraturan. Enter = teruskan (direkod), Esc = tidak. {}",
            ),
            T::SortedBy => ("sorted by {}", "disusun ikut {}"),
            T::NotPlayingIn => (
                "Not playing in round {} (byes requested, late entries, withdrawals):",
                "Tidak bermain pusingan {} (bai dipohon, peserta lewat, tarik diri):",
            ),
            T::RoundNotPairedYet => (
                "Round {} is not paired yet: pair it on the Pairings screen (F3).",
                "Pusingan {} belum dipasangkan: pasangkan di skrin Pasangan (F3).",
            ),
            T::ConfirmDelete => (
                "Delete the pairings of round {} of {} ({} results would be lost)?",
                "Padam pasangan pusingan {} {} ({} keputusan akan hilang)?",
            ),
            T::YesEnterNoEsc => ("Enter = yes, Esc = no", "Enter = ya, Esc = tidak"),
            T::NoRoundPaired => (
                "No round of {} is paired yet ({} players).",
                "Belum ada pusingan {} dipasangkan ({} pemain).",
            ),
            T::PairOnF3 => (
                "No round is paired yet: pair one on the Pairings screen (F3).",
                "Belum ada pusingan dipasangkan: pasangkan di skrin Pasangan (F3).",
            ),
            T::EditHint => (
                "Enter: change the selected setting (choices cycle)",
                "Enter: ubah tetapan yang dipilih (pilihan bergilir)",
            ),
            T::KeyFileProblem => ("key file: {}", "fail kekunci: {}"),
            T::PrinterWidth => ("Printer width", "Lebar pencetak"),
            T::PrinterCharset => ("Printer character set", "Set aksara pencetak"),
            T::PrinterMode => ("Printer control codes", "Kod kawalan pencetak"),
            T::PrinterDevice => ("Printer device", "Peranti pencetak"),
            T::NoDevice => (
                "(none: reports are saved beside the file)",
                "(tiada: laporan disimpan di sebelah fail)",
            ),
            T::SentToPrinter => ("sent to the printer {}", "dihantar ke pencetak {}"),
        }
    }
}

/// The `get` and `fill` of a word table, from its `both` (English, Malay): every table
/// of this module says `two_languages!(Table);` instead of writing them again.
macro_rules! two_languages {
    ($table:ty) => {
        impl $table {
            /// The text in the given language.
            pub fn get(self, lang: $crate::model::Language) -> &'static str {
                let (en, ms) = self.both();
                match lang {
                    $crate::model::Language::English => en,
                    $crate::model::Language::Malay => ms,
                }
            }

            /// The text with each `{}` replaced by the next argument.
            pub fn fill(
                self,
                lang: $crate::model::Language,
                args: &[&dyn std::fmt::Display],
            ) -> String {
                $crate::tui::strings::fill(self.get(lang), args)
            }
        }
    };
}
pub(crate) use two_languages;

two_languages!(T);

/// Replaces each `{}` of a template by the next argument, in order.
pub fn fill(template: &str, args: &[&dyn Display]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    let mut args = args.iter();
    while let Some(k) = rest.find("{}") {
        out.push_str(&rest[..k]);
        if let Some(a) = args.next() {
            out.push_str(&a.to_string());
        }
        rest = &rest[k + 2..];
    }
    out.push_str(rest);
    out
}

/// A screen's name in the title line and the help screen.
pub fn screen_name(s: ScreenId, lang: Language) -> &'static str {
    let (en, ms) = match s {
        ScreenId::Start => ("Start", "Mula"),
        ScreenId::Players => ("Players", "Pemain"),
        ScreenId::Pairings => ("Pairings", "Pasangan"),
        ScreenId::Results => ("Results", "Keputusan"),
        ScreenId::Standings => ("Standings", "Kedudukan"),
        ScreenId::Teams => ("Teams", "Pasukan"),
        ScreenId::Reports => ("Reports", "Laporan"),
        ScreenId::Settings => ("Settings", "Tetapan"),
        ScreenId::Help => ("Help", "Bantuan"),
    };
    pick(lang, en, ms)
}

fn pick(lang: Language, en: &'static str, ms: &'static str) -> &'static str {
    match lang {
        Language::English => en,
        Language::Malay => ms,
    }
}

/// What a command does, in words for the help screen.
pub fn command_label(c: &Command, lang: Language) -> &'static str {
    command_labels(c, lang).1
}

/// A one-word label for the key bar, so the bar fits 80 columns.
pub fn command_short(c: &Command, lang: Language) -> &'static str {
    command_labels(c, lang).0
}

fn command_labels(c: &Command, lang: Language) -> (&'static str, &'static str) {
    let ((es, el), (ms, ml)) = match c {
        Command::Quit => (("quit", "quit"), ("keluar", "keluar")),
        Command::GoTo(s) => {
            let (en, ms) = match s {
                ScreenId::Start => ("start", "mula"),
                ScreenId::Players => ("players", "pemain"),
                ScreenId::Pairings => ("pairs", "pasang"),
                ScreenId::Results => ("results", "markah"),
                ScreenId::Standings => ("standing", "kedudukan"),
                ScreenId::Teams => ("teams", "pasukan"),
                ScreenId::Reports => ("print", "cetak"),
                ScreenId::Settings => ("setup", "tetapan"),
                ScreenId::Help => ("help", "bantu"),
            };
            (
                (en, screen_name(*s, Language::English)),
                (ms, screen_name(*s, Language::Malay)),
            )
        }
        Command::NextSection => (
            ("section", "next section"),
            ("kategori", "kategori seterusnya"),
        ),
        Command::PrevSection => (
            ("section", "previous section"),
            ("kategori", "kategori sebelumnya"),
        ),
        Command::PrevRound => (
            ("round", "previous round"),
            ("pusingan", "pusingan sebelumnya"),
        ),
        Command::NextRound => (("round", "next round"), ("pusingan", "pusingan seterusnya")),
        Command::Up => (("up", "up"), ("atas", "naik")),
        Command::Down => (("down", "down"), ("bawah", "turun")),
        Command::PageUp => (("page", "page up"), ("halaman", "halaman atas")),
        Command::PageDown => (("page", "page down"), ("halaman", "halaman bawah")),
        Command::Home => (("first", "first row"), ("pertama", "baris pertama")),
        Command::End => (("last", "last row"), ("akhir", "baris akhir")),
        Command::Accept => (
            ("ok", "open, confirm, publish"),
            ("ok", "buka, sahkan, terbit"),
        ),
        Command::Cancel => (("back", "back, discard"), ("kembali", "kembali, buang")),
        Command::Undo => (("undo", "undo"), ("batal", "buat asal")),
        Command::Redo => (("redo", "redo"), ("ulang", "buat semula")),
        Command::SetResult(r) => match r {
            ResultKey::WhiteWins => (("1-0", "white wins"), ("1-0", "putih menang")),
            ResultKey::BlackWins => (("0-1", "black wins"), ("0-1", "hitam menang")),
            ResultKey::Draw => (("draw", "draw"), ("seri", "seri")),
            ResultKey::WhiteForfeit => (
                ("+-", "white wins by forfeit"),
                ("+-", "putih menang walkover"),
            ),
            ResultKey::BlackForfeit => (
                ("-+", "black wins by forfeit"),
                ("-+", "hitam menang walkover"),
            ),
            ResultKey::DoubleForfeit => (("--", "double forfeit"), ("--", "kedua-dua tidak hadir")),
        },
        Command::ClearResult => (("clear", "clear the result"), ("padam", "padam keputusan")),
        Command::GotoBoard => (("board", "go to board"), ("papan", "pergi ke papan")),
        Command::PairNext => (
            ("pair", "pair the next round"),
            ("pasang", "pasangkan pusingan seterusnya"),
        ),
        Command::DeleteLastRound => (
            ("delete", "delete the last round"),
            ("padam", "padam pusingan terakhir"),
        ),
        Command::SwapPlayers => (
            ("swap", "swap two players (by number)"),
            ("tukar", "tukar dua pemain (ikut nombor)"),
        ),
        Command::SwapColours => (
            ("colours", "swap colours on the board"),
            ("warna", "tukar warna di papan"),
        ),
        Command::MoveToBye => (
            ("bye", "give a player the bye"),
            ("bai", "beri bai kepada pemain"),
        ),
        Command::Explain => (
            ("why", "explain the pairing"),
            ("sebab", "terangkan pasangan"),
        ),
        Command::ToggleWithdraw => (
            ("out/in", "withdraw or bring back"),
            ("tarik", "tarik diri atau kembali"),
        ),
        Command::Search => (("search", "search by name"), ("cari", "cari nama")),
        Command::CycleWidth => (
            ("width", "printer width 80/136"),
            ("lebar", "lebar cetakan 80/136"),
        ),
        Command::CycleCharset => (("charset", "character set"), ("aksara", "set aksara")),
        Command::CycleMode => (("codes", "plain or ESC/P"), ("kod", "biasa atau ESC/P")),
        Command::Print => (("print", "print or save"), ("cetak", "cetak atau simpan")),
        Command::ExportTrf => (
            ("TRF", "save the section as TRF"),
            ("TRF", "simpan kategori sebagai TRF"),
        ),
        Command::AddPlayer => (
            ("add", "add a player (late entry)"),
            ("tambah", "tambah pemain (lewat)"),
        ),
        Command::EditPlayer => (("edit", "edit the player"), ("ubah", "ubah pemain")),
        Command::Substitute => (
            ("sub", "reserve plays instead"),
            ("ganti", "pemain simpanan menggantikan"),
        ),
        Command::ImportCsv => (
            ("import", "import players from CSV"),
            ("csv", "import pemain dari CSV"),
        ),
        Command::DeletePlayer => (
            ("delete", "delete a player entered by mistake (asks first)"),
            (
                "padam",
                "padam pemain yang tersilap masuk (bertanya dahulu)",
            ),
        ),
        Command::Sort => (
            ("sort", "sort by TPN/name/team/rating"),
            ("susun", "susun ikut no/nama/pasukan/rating"),
        ),
        Command::AssignTpns => (
            ("number", "pairing numbers from the initial order"),
            ("no", "nombor pemain ikut susunan awal"),
        ),
        Command::ToggleLanguage => (
            ("language", "Malay / English"),
            ("bahasa", "Bahasa Melayu / English"),
        ),
        Command::NewSection => (("section", "new section"), ("kategori", "kategori baharu")),
        Command::TiebreaksEverywhere => (
            (
                "all",
                "this tie-break list (or, on its row, these round times) for every section",
            ),
            (
                "semua",
                "senarai pemecah seri ini (atau, pada barisnya, masa pusingan ini) untuk semua kategori",
            ),
        ),
        Command::AddItem => (
            ("add", "add a tie-break"),
            ("tambah", "tambah pemecah seri"),
        ),
        Command::RemoveItem => (
            ("remove", "remove the tie-break"),
            ("buang", "buang pemecah seri"),
        ),
        Command::MoveUp => (
            ("up", "move the tie-break up"),
            ("naik", "alih pemecah seri ke atas"),
        ),
        Command::MoveDown => (
            ("down", "move the tie-break down"),
            ("turun", "alih pemecah seri ke bawah"),
        ),
        Command::NewChampionship => (("new", "new championship"), ("baharu", "kejohanan baharu")),
        Command::OpenFile => (("open", "open a file"), ("buka", "buka fail")),
        Command::OpenDemo => (
            ("demo", "open the demo championship"),
            ("demo", "buka kejohanan contoh"),
        ),
        Command::BoardMode => (
            ("board#", "board mode: board number, then result key"),
            (
                "papan#",
                "mod papan: nombor papan, kemudian kekunci keputusan",
            ),
        ),
        Command::ScrollLeft => (
            (
                "left",
                "scroll left: the report preview, the tie-break columns",
            ),
            (
                "kiri",
                "skrol ke kiri: pratonton laporan, lajur pemecah seri",
            ),
        ),
        Command::ScrollRight => (
            (
                "right",
                "scroll right: the report preview, the tie-break columns",
            ),
            (
                "kanan",
                "skrol ke kanan: pratonton laporan, lajur pemecah seri",
            ),
        ),
        Command::SwitchView => (
            ("view", "teams or schools"),
            ("paparan", "pasukan atau sekolah"),
        ),
        Command::Type(_) => (("type", "type"), ("taip", "taip")),
        Command::Backspace => (("bksp", "delete a character"), ("padam", "padam aksara")),
        Command::Messages => (
            ("messages", "the last 50 messages"),
            ("mesej", "50 mesej terakhir"),
        ),
        Command::TogglePrizes => (
            ("prizes", "standings or prize list"),
            ("hadiah", "kedudukan atau senarai hadiah"),
        ),
        Command::AddPrize => (
            ("add", "prize list: add a line"),
            ("tambah", "senarai hadiah: tambah baris"),
        ),
        Command::EditPrize => (
            ("edit", "prize list: correct the line"),
            ("ubah", "senarai hadiah: betulkan baris"),
        ),
        Command::RemovePrize => (
            ("remove", "prize list: remove the line"),
            ("buang", "senarai hadiah: buang baris"),
        ),
        Command::PrizeUp => (
            ("up", "prize list: line up (goes first)"),
            ("naik", "senarai hadiah: baris ke atas (didahulukan)"),
        ),
        Command::PrizeDown => (
            ("down", "prize list: line down"),
            ("turun", "senarai hadiah: baris ke bawah"),
        ),
        Command::PrizesPerPlayer => (
            ("1/many", "one prize per player, or several"),
            ("1/banyak", "satu hadiah setiap pemain, atau beberapa"),
        ),
        Command::RollCall => (
            ("absent", "roll call: who did not sign in"),
            ("absen", "kehadiran: siapa tidak hadir"),
        ),
        Command::RequestBye => (
            ("bye", "request or cancel a bye"),
            ("bai", "mohon atau batal bai"),
        ),
        Command::Field(e) => e.labels(),
        Command::TeamForfeit => (
            ("forfeit", "team forfeit (team-match section)"),
            ("walkover", "walkover pasukan (perlawanan pasukan)"),
        ),
        Command::LineUps => (
            (
                "line-ups",
                "line-ups of the next round (team-match section)",
            ),
            (
                "barisan",
                "barisan pusingan seterusnya (perlawanan pasukan)",
            ),
        ),
    };
    match lang {
        Language::English => (es, el),
        Language::Malay => (ms, ml),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_puts_the_arguments_in_order() {
        assert_eq!(fill("{} of {}", &[&1, &"L12"]), "1 of L12");
        assert_eq!(fill("no args", &[]), "no args");
        assert_eq!(fill("{} {}", &[&"a"]), "a ");
    }

    #[test]
    fn every_text_has_both_languages_with_the_same_blanks() {
        // A template whose translations take a different number of arguments would
        // show a wrong or missing value in one language.
        let all = [
            T::NoSectionYet,
            T::Recent,
            T::PreviewHint,
            T::AllResultsIn,
            T::PlayersBestN,
            T::TeamsAfterRound,
            T::SchoolsAfterRound,
            T::NotSaved,
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
            T::PromptSubstitute,
            T::UnknownTeam,
            T::FieldNewTeamCode,
            T::NewSchool,
            T::Tiebreak,
            T::SortedBy,
            T::ConfirmDelete,
            T::NoRoundPaired,
            T::KeyFileProblem,
            T::SentToPrinter,
            T::AfterRound,
            T::ColumnsShown,
            T::CheckProblems,
            T::NoSuchTpn,
            T::ForceEdit,
            T::NotPlayingIn,
            T::TeamTiebreaks,
            T::RoundNotPairedYet,
        ];
        for t in all {
            let (en, ms) = t.both();
            assert!(!en.is_empty() && !ms.is_empty());
            assert_eq!(en.matches("{}").count(), ms.matches("{}").count(), "{t:?}");
        }
    }
}
