//! The words of fast entry, finding, paging and background work, in Malay and in
//! English (the same two-column table as [`super::strings`], kept apart so the two can
//! grow side by side).

/// A fixed text of board mode, the finder, the next-step hints and long work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum K {
    NotABoard,
    NoSuchBoard,
    BoardModeOn,
    BoardModeOff,
    ModeIdle,
    ModeTyping,
    ModeChosen,
    FindPrompt,
    NotFound,
    Working,
    JobCancelled,
    JobLost,
    NextAfterPublish,
    NextPair,
    NextLast,
    Filter,
    Separates,
    BoardModeBanner,
    NotAResultKey,
    Waiting,
    WaitingGaveUp,
    WaitingBusy,
    WaitingChange,
    WaitingChangeGaveUp,
    WaitingBlocks,
    WaitingQuit,
    WaitingSaved,
    WaitingRefused,
    QueuedBoards,
    BoardFirst,
    BoardWaitsResult,
    PreviewColumns,
    RollCallNotANumber,
    PrizeNobody,
    PrizeNone,
    PrizeListAfter,
    PrizeList,
    PrizeColumn,
    PrizeTie,
    ScheduleEverywhereAsk,
    ScheduleEverywhereAlready,
    ScheduleEverywhereDone,
    ScheduleHint,
    NoSchedule,
    RollCallTitle,
    RollCallCount,
    RollCallFind,
    RollCallHint,
    RollCallHintWithdraw,
    RollCallNobody,
    RollCallNoMatch,
    RollCallSchool,
    PrizeAdded,
    PrizeChanged,
    PrizeRemoved,
    PrizeMoved,
    PrizeNoLine,
    MedalPointsValues,
    MedalPointsNone,
    MedalPointsShown,
}

super::two_languages!(K);

impl K {
    pub const ALL: [K; 60] = [
        K::NotABoard,
        K::NoSuchBoard,
        K::BoardModeOn,
        K::BoardModeOff,
        K::ModeIdle,
        K::ModeTyping,
        K::ModeChosen,
        K::FindPrompt,
        K::NotFound,
        K::Working,
        K::JobCancelled,
        K::JobLost,
        K::NextAfterPublish,
        K::NextPair,
        K::NextLast,
        K::Filter,
        K::Separates,
        K::BoardModeBanner,
        K::NotAResultKey,
        K::Waiting,
        K::WaitingGaveUp,
        K::WaitingBusy,
        K::WaitingChange,
        K::WaitingChangeGaveUp,
        K::WaitingBlocks,
        K::WaitingQuit,
        K::WaitingSaved,
        K::WaitingRefused,
        K::QueuedBoards,
        K::BoardFirst,
        K::BoardWaitsResult,
        K::PreviewColumns,
        K::RollCallNotANumber,
        K::PrizeNobody,
        K::PrizeNone,
        K::PrizeListAfter,
        K::PrizeList,
        K::PrizeColumn,
        K::PrizeTie,
        K::ScheduleEverywhereAsk,
        K::ScheduleEverywhereAlready,
        K::ScheduleEverywhereDone,
        K::ScheduleHint,
        K::NoSchedule,
        K::RollCallTitle,
        K::RollCallCount,
        K::RollCallFind,
        K::RollCallHint,
        K::RollCallHintWithdraw,
        K::RollCallNobody,
        K::RollCallNoMatch,
        K::RollCallSchool,
        K::PrizeAdded,
        K::PrizeChanged,
        K::PrizeRemoved,
        K::PrizeMoved,
        K::PrizeNoLine,
        K::MedalPointsValues,
        K::MedalPointsNone,
        K::MedalPointsShown,
    ];

    /// (English, Malay).
    fn both(self) -> (&'static str, &'static str) {
        match self {
            K::BoardModeBanner => (
                "BOARD MODE: board number first, then its result ({} ends)",
                "MOD PAPAN: nombor papan dahulu, kemudian keputusan ({} tamat)",
            ),
            K::NotAResultKey => (
                "'{}' is not a result key: board numbers are typed in board mode ({})",
                "'{}' bukan kekunci keputusan: nombor papan ditaip dalam mod papan ({})",
            ),
            K::BoardFirst => (
                "board mode: type the board number first, then the result ({} ends board mode)",
                "mod papan: taip nombor papan dahulu, kemudian keputusan ({} tamat mod papan)",
            ),
            K::BoardWaitsResult => (
                "board {} waits for its result (1, 0, = ...), not '{}': nothing entered; Esc gives the board up",
                "papan {} menunggu keputusannya (1, 0, = ...), bukan '{}': tiada yang dimasukkan; Esc lepaskan papan",
            ),
            K::NotABoard => (
                "this row is not a board: results go on boards only",
                "baris ini bukan papan: keputusan hanya untuk papan",
            ),
            K::NoSuchBoard => (
                "no board '{}' in this round (1-{})",
                "tiada papan '{}' dalam pusingan ini (1-{})",
            ),
            K::BoardModeOn => (
                "board mode: type the board number, then its result key ({} ends it)",
                "mod papan: taip nombor papan, kemudian kekunci keputusan ({} untuk tamat)",
            ),
            K::BoardModeOff => (
                "board mode off: result keys go on the selected board",
                "mod papan tamat: kekunci keputusan untuk papan yang dipilih",
            ),
            K::ModeIdle => ("[board?]", "[papan?]"),
            K::ModeTyping => ("[board {}_]", "[papan {}_]"),
            K::ModeChosen => ("[board {} result?]", "[papan {} hasil?]"),
            K::FindPrompt => (
                "Find player (name or number): ",
                "Cari pemain (nama atau nombor): ",
            ),
            K::NotFound => (
                "no player '{}' in this round",
                "tiada pemain '{}' dalam pusingan ini",
            ),
            K::Working => (
                "pairing {} … {} s (Esc cancels)",
                "memasangkan {} … {} s (Esc batal)",
            ),
            K::JobCancelled => (
                "pairing {} cancelled; nothing was changed",
                "pemasangan {} dibatalkan; tiada perubahan",
            ),
            K::JobLost => (
                "pairing {} stopped without an answer; nothing was changed",
                "pemasangan {} berhenti tanpa jawapan; tiada perubahan",
            ),
            K::NextAfterPublish => (
                "next: print the pairings ({} then {}), then enter the results ({})",
                "seterusnya: cetak pasangan ({} kemudian {}), kemudian masukkan keputusan ({})",
            ),
            K::NextPair => (
                "next: pair round {} ({} then {})",
                "seterusnya: pasangkan pusingan {} ({} kemudian {})",
            ),
            K::NextLast => (
                "that was the last round: standings on {}, print on {}",
                "itu pusingan terakhir: kedudukan di {}, cetak di {}",
            ),
            K::Waiting => (
                "WAITING {} s: {} is saving; queued: {} (Esc gives up)",
                "MENUNGGU {} s: {} sedang menyimpan; beratur: {} (Esc batal)",
            ),
            K::WaitingGaveUp => (
                "gave up waiting: NOT SAVED, the results of {} (type them again)",
                "berhenti menunggu: TIDAK DISIMPAN, keputusan {} (taip semula)",
            ),
            K::WaitingBusy => (
                "{} is saving the championship: nothing was changed, try again in a moment",
                "{} sedang menyimpan kejohanan: tiada perubahan, cuba lagi sebentar lagi",
            ),
            K::WaitingChange => (
                "WAITING {} s: {} is saving; your change waits (Esc gives it up)",
                "MENUNGGU {} s: {} sedang menyimpan; perubahan anda menunggu (Esc batal)",
            ),
            K::WaitingChangeGaveUp => (
                "gave up waiting: the change was NOT made ({} was still saving)",
                "berhenti menunggu: perubahan TIDAK dibuat ({} masih menyimpan)",
            ),
            K::WaitingBlocks => (
                "{} results wait for the file: this change was not made (Esc gives them up)",
                "{} keputusan menunggu fail: perubahan ini tidak dibuat (Esc membatalkannya)",
            ),
            K::WaitingQuit => (
                "{} results still wait for the file: Esc gives them up, then quit",
                "{} keputusan masih menunggu fail: Esc membatalkannya, kemudian keluar",
            ),
            K::WaitingSaved => (
                "the file is free: {} waiting results saved; last {}",
                "fail sudah bebas: {} keputusan yang menunggu disimpan; terakhir {}",
            ),
            K::WaitingRefused => (
                "a waiting result was refused, {}: {}",
                "keputusan yang menunggu ditolak, {}: {}",
            ),
            K::QueuedBoards => ("{} boards {}", "{} papan {}"),
            K::PreviewColumns => ("columns {}-{} of {} <>", "lajur {}-{} daripada {} <>"),
            K::RollCallNotANumber => (
                "'{}' is not a pairing number of this section",
                "'{}' bukan nombor pemain kategori ini",
            ),
            K::PrizeNobody => ("(nobody)", "(tiada)"),
            K::PrizeNone => (
                "This section has no prize list yet: {} adds a prize line, {} goes back to the standings",
                "Belum ada senarai hadiah untuk kategori ini: {} menambah baris hadiah, {} kembali ke kedudukan",
            ),
            K::PrizeListAfter => (
                "Prize list after round {}",
                "Senarai hadiah selepas pusingan {}",
            ),
            K::PrizeList => ("Prize list", "Senarai hadiah"),
            K::PrizeColumn => ("Prize", "Hadiah"),
            K::PrizeTie => (
                "= a tie still shared after every tie-break",
                "= seri yang masih dikongsi selepas semua pemecah seri",
            ),
            K::PrizeAdded => (
                "{}: prize line {} added: {}",
                "{}: baris hadiah {} ditambah: {}",
            ),
            K::PrizeChanged => (
                "{}: prize line {} changed: {}",
                "{}: baris hadiah {} diubah: {}",
            ),
            K::PrizeRemoved => (
                "{}: prize line {} removed: {}",
                "{}: baris hadiah {} dibuang: {}",
            ),
            K::PrizeMoved => (
                "{}: '{}' is now prize line {}",
                "{}: '{}' kini baris hadiah {}",
            ),
            K::PrizeNoLine => (
                "no prize line here: {} adds one",
                "tiada baris hadiah di sini: {} untuk menambah",
            ),
            K::MedalPointsValues => (
                "type none, mssm, or the points of gold, silver and bronze: individual then team, e.g. 5,3,1 10,6,2",
                "taip tiada, mssm, atau mata emas, perak dan gangsa: individu kemudian pasukan, cth. 5,3,1 10,6,2",
            ),
            K::MedalPointsNone => (
                "none (the school table counts medals)",
                "tiada (jadual sekolah mengira pingat)",
            ),
            K::MedalPointsShown => ("individual {}, team {}", "individu {}, pasukan {}"),
            K::RollCallTitle => (
                " Absent in round {}: who did not sign in ",
                " Tidak hadir pusingan {}: siapa tidak mendaftar ",
            ),
            K::RollCallCount => ("Marked absent: {}", "Ditanda tidak hadir: {}"),
            K::RollCallFind => ("Find (name or number):", "Cari (nama atau nombor):"),
            K::RollCallHint => (
                "Space mark/unmark  type to find  PgUp/PgDn  Enter confirms  Esc gives up",
                "Space tanda/buang  taip untuk cari  PgUp/PgDn  Enter sahkan  Esc batal",
            ),
            K::RollCallHintWithdraw => (
                "Space mark/unmark  type to find  PgUp/PgDn  Enter withdraws  Esc gives up",
                "Space tanda/buang  taip untuk cari  PgUp/PgDn  Enter tarik diri  Esc batal",
            ),
            K::RollCallNobody => (
                "nobody was marked absent: nothing changed",
                "tiada pemain ditanda tidak hadir: tiada perubahan",
            ),
            K::RollCallNoMatch => (
                "nobody expected at the boards matches '{}' (Backspace)",
                "tiada pemain yang dijangka hadir sepadan dengan '{}' (Backspace)",
            ),
            K::RollCallSchool => ("School", "Sekolah"),
            K::ScheduleEverywhereAsk => (
                "Give the round times of {} ({}) to {}? One Ctrl+Z takes it back.",
                "Beri masa pusingan {} ({}) kepada {}? Satu Ctrl+Z membatalkannya.",
            ),
            K::ScheduleEverywhereAlready => (
                "every section has the round times of {} already",
                "semua kategori sudah mempunyai masa pusingan {}",
            ),
            K::ScheduleEverywhereDone => (
                "round times of {} given to {}",
                "masa pusingan {} diberi kepada {}",
            ),
            K::ScheduleHint => (
                "Enter: change the round times   {}: the same round times for every section",
                "Enter: ubah masa pusingan   {}: masa pusingan yang sama untuk semua kategori",
            ),
            K::NoSchedule => ("none", "tiada"),
            K::Filter => ("Filter: {}  (Esc clears)", "Tapisan: {}  (Esc padam)"),
            K::Separates => ("Tie-break", "Pemecah"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_has_both_languages_with_the_same_blanks() {
        for k in K::ALL {
            let (en, ms) = k.both();
            assert!(!en.is_empty() && !ms.is_empty(), "{k:?}");
            assert_ne!(en, ms, "{k:?} is not translated");
            assert_eq!(en.matches("{}").count(), ms.matches("{}").count(), "{k:?}");
        }
    }
}
