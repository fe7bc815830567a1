//! The operations' typed reasons ([`Why`], [`Same`], [`Hint`], [`Quantity`]) worded in
//! the screen language. English is their own `Display` (what the command line prints),
//! so the two interfaces say the same thing; Malay is worded here from the fields.

use super::Language;
use super::byes::bye_kind;
use crate::model::Tournament;
use crate::ops::{DateKind, Done, Hint, NewsItem, PointKind, Quantity, Same, TextField, Why};

/// A reason an input was refused.
pub fn why(w: &Why, lang: Language) -> String {
    match lang {
        Language::English => w.to_string(),
        Language::Malay => why_ms(w),
    }
}

/// A one-line field named in Malay.
fn text_field_ms(f: TextField) -> &'static str {
    match f {
        TextField::PlayerName => "nama",
        TextField::Federation => "persekutuan",
        TextField::NationalId => "nombor kad pengenalan",
        TextField::ChampionshipName => "nama kejohanan",
        TextField::Venue => "tempat",
        TextField::ChiefArbiter => "nama ketua pengadil",
        TextField::DeputyArbiter => "nama timbalan pengadil",
        TextField::SectionName => "nama kategori",
        TextField::TeamName => "nama pasukan",
        TextField::TeamCode => "kod pasukan",
        TextField::EditReason => "sebab pindaan",
        TextField::SiteFolder => "folder laman keputusan",
    }
}

/// What is already so.
pub fn same(s: &Same, lang: Language) -> String {
    match lang {
        Language::English => s.to_string(),
        Language::Malay => same_ms(s),
    }
}

/// What to do instead of changing a paired round.
pub fn hint(h: &Hint, lang: Language) -> String {
    match lang {
        Language::English => h.to_string(),
        Language::Malay => hint_ms(h),
    }
}

/// Why the pairing engine found no pairing (the absolute criteria, or a round that is
/// not the next one).
pub fn engine(e: &crate::pairing::dutch::PairingError, lang: Language) -> String {
    use crate::pairing::dutch::PairingError as E;
    match (lang, e) {
        (Language::English, _) => e.to_string(),
        (Language::Malay, E::NoLegalPairing { round }) => format!(
            "tiada pasangan yang sah untuk pusingan {round}: kriteria mutlak (tiada pertemuan semula, tiada bai kedua, warna) tidak dapat dipenuhi semuanya"
        ),
        (Language::Malay, E::WrongRound { round, paired }) => format!(
            "pusingan {round} tidak dapat dipasangkan: {paired} pusingan sudah dipasangkan setakat ini"
        ),
        (Language::Malay, E::BeyondLastRound { round, planned }) => {
            format!("pusingan {round} tidak dapat dipasangkan: kategori ini ada {planned} pusingan")
        }
        (Language::Malay, E::TooLarge { players }) => {
            format!("kategori terlalu besar untuk dipasangkan ({players} pemain)")
        }
    }
}

/// A number that must lie in a range.
pub fn quantity(q: Quantity, lang: Language) -> String {
    match lang {
        Language::English => q.to_string(),
        Language::Malay => match q {
            Quantity::Rounds => "bilangan pusingan",
            Quantity::TeamCounted => "bilangan pemain pasukan yang dikira",
            Quantity::SameTeamRounds => "pusingan tanpa perlawanan sepasukan",
            Quantity::Rating => "rating pemain",
            Quantity::Board => "papan",
            Quantity::Round => "pusingan",
        }
        .to_string(),
    }
}

/// The journal entry at `i` named in the screen language: in English the description
/// the file keeps, in Malay worded from what the entry's changes did.
pub fn said(t: &Tournament, i: usize, lang: Language) -> String {
    match (lang, crate::ops::done_at(t, i)) {
        (Language::Malay, Some(d)) => done_ms(&d),
        _ => crate::ops::description(t, i),
    }
}

/// An undo refused, with the journal entries it names worded in the screen language.
pub fn undo_refusal(t: &Tournament, e: &crate::ops::OpError, lang: Language) -> String {
    match e {
        crate::ops::OpError::UndoBlocked {
            entries: (what, later),
            ..
        } => super::words::W::UndoBlocked
            .fill(lang, &[&said(t, *what, lang), &said(t, *later, lang)]),
        _ => super::words::refusal(e, lang),
    }
}

/// A change made at another desk, named in the screen language.
pub fn news(n: &NewsItem, lang: Language) -> String {
    match (lang, &n.done) {
        (Language::Malay, Some(d)) if n.undone => format!("dibatalkan: {}", done_ms(d)),
        (Language::Malay, Some(d)) => done_ms(d),
        _ if n.undone => format!("undone: {}", n.description),
        _ => n.description.clone(),
    }
}

/// What a journal entry did, in Malay.
pub fn done_ms(d: &Done) -> String {
    match d {
        Done::Result {
            section,
            round,
            board,
            before,
            after,
        } => {
            let head = format!("{section} P{round} papan {board}: ");
            match (before.is_pending(), after.is_pending()) {
                (true, _) => format!("{head}{}", after.code()),
                (false, true) => format!("{head}{} dipadam", before.code()),
                (false, false) => format!("{head}{} -> {}", before.code(), after.code()),
            }
        }
        Done::SectionAdded { section } => format!("kategori {section} ditambah"),
        Done::Settings { section } => format!("tetapan {section}"),
        Done::Prizes { section } => format!("senarai hadiah {section}"),
        Done::Championship => "butiran kejohanan".into(),
        Done::PlayersAdded { section, count } => format!("{section}: {count} pemain ditambah"),
        Done::PlayerRemoved { section, name } => format!("{section}: {name} dibuang"),
        Done::Withdrawn {
            section,
            name,
            from,
        } => format!("{section}: {name} tarik diri mulai pusingan {from}"),
        Done::Returns {
            section,
            name,
            from,
        } => format!("{section}: {name} kembali mulai pusingan {from}"),
        Done::Bye { section, name } => format!("{section}: permohonan bai {name}"),
        Done::Player { section, name } => format!("{section}: maklumat {name}"),
        Done::TeamsAdded { section, count } => format!("{section}: {count} pasukan ditambah"),
        Done::Team { section, code } => format!("{section}: pasukan {code}"),
        Done::Tpns { section } => format!("{section}: nombor pemain"),
        Done::RoundPaired { section, round } => {
            format!("{section}: pusingan {round} dipasangkan")
        }
        Done::RoundDeleted { section, round } => format!("{section}: pusingan {round} dipadam"),
        Done::Forbidden { section } => format!("{section}: pasangan larangan"),
        Done::Substitution { section } => format!("{section}: pertukaran pemain"),
        Done::PairingEdited { section, round } => {
            format!("{section}: pasangan pusingan {round} disunting")
        }
        Done::Printer => "tetapan pencetak".into(),
        Done::Nothing => "tiada perubahan".into(),
    }
}

fn point_kind_ms(p: PointKind) -> &'static str {
    match p {
        PointKind::Draw => "seri",
        PointKind::Loss => "kalah",
        PointKind::ForfeitWin => "menang walkover",
        PointKind::ForfeitLoss => "kalah walkover",
        PointKind::Pab => "bai pasangan",
        PointKind::HalfBye => "bai separuh mata",
        PointKind::ZeroBye => "bai kosong",
        PointKind::FullBye => "bai penuh mata",
    }
}

/// Why a results address was refused, in Malay.
fn address_ms(e: &crate::model::AddressError) -> String {
    use crate::model::{ADDRESS_MAX, AddressError};
    match e {
        AddressError::Empty => "alamat kosong".into(),
        AddressError::Character { at, found } => {
            format!("aksara ke-{at} alamat ({found:?}) tidak dibenarkan dalam alamat web")
        }
        AddressError::TooLong { length } => format!(
            "alamat ada {length} aksara; paling banyak {ADDRESS_MAX} supaya kod QR cukup kecil untuk dipaparkan"
        ),
    }
}

/// The player named before, whatever pronoun the operation chose for English.
const DIA: &str = "pemain itu";

fn why_ms(w: &Why) -> String {
    let ms = Language::Malay;
    match w {
        Why::ChampionshipNeedsName => "kejohanan mesti ada nama".into(),
        Why::BadAddress(e) => format!("alamat keputusan: {}", address_ms(e)),
        Why::EndsBeforeStart { start, end } => {
            format!("kejohanan tamat ({end}) sebelum bermula ({start})")
        }
        Why::SectionNeedsName => "kategori mesti ada nama".into(),
        Why::FewerRoundsThanPaired { paired, planned } => format!(
            "{paired} pusingan sudah dipasangkan; kategori ini tidak boleh ada {planned} pusingan sahaja"
        ),
        Why::TiebreakTwice { code } => format!("pemecah seri {code} disenaraikan dua kali"),
        Why::BakuPoints => {
            "pecutan Baku memerlukan menang bernilai dua seri dan kalah bernilai 0 (C.04.7)".into()
        }
        Why::WinNotPositive { win } => {
            format!("menang mesti bernilai lebih daripada 0, bukan {win}")
        }
        Why::PointsBeyondWin { what, value, win } => format!(
            "nilai mata: {} ({value}) mesti antara 0 dan nilai menang ({win})",
            point_kind_ms(*what)
        ),
        Why::DrawBelowLoss { draw, loss } => {
            format!("nilai mata: seri ({draw}) tidak boleh kurang daripada kalah ({loss})")
        }
        Why::NotATiebreak { code, .. } => format!("'{code}' bukan kod pemecah seri"),
        Why::NotInATeam { name } => format!("{name} tiada pasukan"),
        Why::NotInTeam { name, team } => format!("{name} bukan ahli pasukan {team}"),
        Why::ReplaceSelf { name, .. } => {
            format!("{name} tidak boleh menggantikan dirinya sendiri")
        }
        Why::NotAReserve { name, team } => format!("{name} bukan pemain simpanan pasukan {team}"),
        Why::AlreadyPlays { name, round } => format!("{name} sudah bermain pada pusingan {round}"),
        Why::EntersLater { name, round } => {
            format!("{name} hanya masuk mulai pusingan {round}")
        }
        Why::ByeRequested { name, kind, round } => format!(
            "{name} ada {} dipohon untuk pusingan {round}; batalkannya dahulu",
            bye_kind(*kind, ms)
        ),
        Why::AlreadyHasBye { name, kind, round } => format!(
            "{name} sudah ada {} dipohon untuk pusingan {round}; batalkannya dahulu",
            bye_kind(*kind, ms)
        ),
        Why::TeamNeedsName => "pasukan mesti ada nama".into(),
        Why::TeamNameUsed {
            name,
            code,
            section,
        } => format!("sudah ada pasukan {name} ({code}) dalam {section}"),
        Why::BadTeamCode { code } => {
            format!("kod pasukan '{code}' tidak sah: guna 1 hingga 8 aksara tanpa jarak")
        }
        Why::TeamCodeUsed {
            code,
            team,
            section,
        } => format!("kod pasukan {code} sudah digunakan oleh {team} dalam {section}"),
        Why::NoRoundLeft { rounds, section } => format!(
            "kesemua {rounds} pusingan {section} sudah dipasangkan; tiada pusingan lagi untuk pemain baharu"
        ),
        Why::InForbiddenPair { name } => {
            format!("pemain '{name}' ada dalam pasangan larangan; tarik balik larangan itu dahulu")
        }
        Why::InSubstitution { name } => {
            format!("pemain '{name}' terlibat dalam pertukaran pemain dan tidak boleh dibuang")
        }
        Why::BadDate { what, date } => format!(
            "{} {} bukan tarikh yang sah (DD/MM/YYYY, MM/YYYY atau YYYY, 1900-2100)",
            match what {
                DateKind::Date => "tarikh",
                DateKind::BirthDate => "tarikh lahir",
            },
            date.day_first()
        ),
        Why::ControlCharacter {
            field,
            code,
            column,
        } => format!(
            "{} mengandungi aksara kawalan (U+{code:04X}) pada aksara ke-{column}; taip semula",
            text_field_ms(*field)
        ),
        Why::PlayerNeedsName => "pemain mesti ada nama".into(),
        Why::FederationTooLong { federation } => {
            format!("persekutuan '{federation}' terlalu panjang: guna kod seperti MAS atau PHG")
        }
        Why::BoardWithoutTeam { name } => format!("{name} ada papan tetapi tiada pasukan"),
        Why::ReserveWithoutTeam { name } => {
            format!("{name} pemain simpanan tetapi tiada pasukan")
        }
        Why::BoardTaken {
            board,
            team,
            holder,
            ..
        } => format!("papan {board} pasukan {team} sudah milik {holder}; alihkan {DIA} dahulu"),
        Why::NoRoundPaired { section } => format!("{section} belum ada pusingan dipasangkan"),
        Why::NamedTwice { name } => format!("{name} disebut dua kali"),
        Why::NameTwoOrMore => "namakan sekurang-kurangnya dua pemain untuk diasingkan".into(),
        Why::BadRoundRange {
            first,
            last,
            rounds,
        } => format!("pusingan {first}-{last} bukan julat dalam 1-{rounds}"),
        Why::NoForbiddenPair {
            section,
            count,
            index,
        } => format!("{section} ada {count} pasangan larangan; tiada nombor {index}"),
        Why::BadReturnRound { from, rounds, back } => format!(
            "pusingan kembali mesti selepas pusingan {from} dan paling lewat {rounds}, bukan {back}"
        ),
        Why::AlreadyOut { name, from } => {
            format!("{name} sudah tarik diri mulai pusingan {from}")
        }
        Why::IsReserve { name, .. } => {
            format!("{name} pemain simpanan; masukkan {DIA} melalui pertukaran pemain")
        }
        Why::NotWithdrawn { name, round } => {
            format!("{name} tidak tarik diri pada pusingan {round}")
        }
        Why::ByeNotRequestable { kind } => format!(
            "{} tidak boleh dipohon: pohon bai separuh mata atau bai kosong, atau tarik diri pemain itu",
            bye_kind(*kind, ms)
        ),
        Why::NoOneAbsent => {
            "namakan sekurang-kurangnya seorang pemain yang tidak mendaftar hadir".into()
        }
        Why::WithdrawnIn { name, round } => {
            format!("{name} sudah tarik diri pada pusingan {round}")
        }
        Why::NoByeRequested { name, round } => {
            format!("{name} tiada bai dipohon untuk pusingan {round}")
        }
        Why::OnlyLastRound {
            section,
            last,
            round,
        } => format!(
            "hanya pusingan terakhir {section} ({last}) boleh disunting, bukan pusingan {round}"
        ),
        Why::NotPairedIn { who, round, kind } => format!(
            "{who} tidak dipasangkan pada pusingan {round} ({}); ubah kehadiran sahaja",
            bye_kind(*kind, ms)
        ),
        Why::NotInRound { who, round } => format!("{who} tiada dalam pusingan {round}"),
        Why::SwapNeedsTwo => "namakan dua pemain yang berlainan untuk ditukar".into(),
        Why::AlreadyOpponents { a, b, board } => {
            format!("{a} dan {b} sudah bertemu di papan {board}; tukar warna sahaja")
        }
        Why::PairedWithSelf => "pemain tidak boleh dipasangkan dengan dirinya sendiri".into(),
        Why::NeitherOnBoard => "kedua-dua pemain tiada di papan".into(),
        Why::NoPab { round } => format!(
            "pusingan {round} tiada bai pasangan (bilangan pemain genap); tukar pemain, atau rekod bai yang dipohon"
        ),
        Why::ApartNeedsTwo => "namakan dua pemain yang berlainan untuk diasingkan".into(),
        Why::RepairOverResult { round, board } => format!(
            "pusingan {round} mesti dipasangkan semula tanpa mereka bertemu, tetapi papan {board} sudah ada keputusan; padam keputusan dahulu"
        ),
        Why::RoundRobinRepair => {
            "pusingan liga datang daripada jadual Berger dan tidak boleh dipasangkan semula".into()
        }
        Why::RepairApartFails { round, a, b, .. } => {
            format!("pusingan {round} tidak dapat dipasangkan semula dengan {a} dan {b} diasingkan")
        }
        Why::PrinterWidth { width } => {
            format!("baris pencetak selebar 80 atau 136 aksara, bukan {width}")
        }
        Why::PrinterDeviceControl => "nama peranti pencetak mengandungi aksara kawalan".into(),
        Why::LotsDrawn { section, seed } => format!(
            "undian {section} sudah dibuat (benih {seed}); batalkan undian itu untuk membuat yang lain"
        ),
        Why::NoResultGiven => {
            "tiada keputusan diberi; untuk membuang keputusan, padamkannya".into()
        }
        Why::AdjustedBeyondWin { win, value } => {
            format!("mata pelarasan mesti antara 0 dan nilai menang ({win}), bukan {value}")
        }
        Why::NotRoundRobin { section } => format!(
            "{section} bukan liga: sistem Swiss mengasingkan rakan sepasukan dengan peraturan sekolah"
        ),
        Why::TableOrderFixed { section } => {
            format!("{section} sudah ada pusingan dipasangkan: susunan jadual sudah tetap")
        }
        Why::TwiceInOrder { name } => format!("{name} dua kali dalam susunan"),
        Why::MissingFromOrder { name } => format!("{name} tiada dalam susunan"),
        Why::Team(t) => super::team::team_why_ms(t),
        Why::Prize(p) => super::prize_why::prize_why_ms(p),
    }
}

fn same_ms(s: &Same) -> String {
    match s {
        Same::Settings { section } => format!("tetapan {section} sudah begitu"),
        Same::Championship => "butiran kejohanan sudah begitu".into(),
        Same::Team { code } => format!("pasukan {code} sudah begitu"),
        Same::Placed { name } => format!("{name} sudah diletakkan begitu"),
        Same::Player { name } => format!("maklumat {name} sudah begitu"),
        Same::Round { round } => format!("pusingan {round} sudah dipasangkan begitu"),
        Same::Opponents { a, b } => format!("{a} dan {b} sudah bertemu"),
        Same::HasBye { name } => format!("{name} sudah mendapat bai"),
        Same::Printer => "pencetak sudah ditetapkan begitu".into(),
        Same::Result {
            board,
            round,
            result,
        } => format!("papan {board} pusingan {round} sudah ada keputusan {result}"),
        Same::TiebreakMove => "senarai pemecah seri tidak boleh dialih ke situ".into(),
        Same::TpnsInOrder { section } => format!("nombor pemain {section} sudah mengikut susunan"),
        Same::TpnsInThisOrder { section } => {
            format!("nombor pemain {section} sudah mengikut susunan ini")
        }
        Same::NoPlayersListed => "senarai itu tiada pemain".into(),
    }
}

fn hint_ms(h: &Hint) -> String {
    match h {
        Hint::SubstituteFrom { round } => {
            format!("pertukaran pemain boleh bermula paling awal pada pusingan {round}")
        }
        Hint::ForfeitOrWithdraw { name, round, .. } => format!(
            "masukkan kalah walkover untuk {name} di situ, atau tarik diri {DIA} mulai pusingan {round}"
        ),
        Hint::ComeBackFrom { name, round } => {
            format!("{name} boleh kembali mulai pusingan {round}")
        }
        Hint::ByeFrom { round } => format!("bai boleh dipohon mulai pusingan {round}"),
        Hint::ByeStands => "bainya kekal seperti dipasangkan".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ByeKind, Date, Points};

    /// One of each reason; [`why_index`] fails to compile when a reason is added and
    /// the test below fails until it is in this list.
    fn why_samples() -> Vec<Why> {
        vec![
            Why::ChampionshipNeedsName,
            Why::EndsBeforeStart {
                start: Date::ymd(2026, 3, 14),
                end: Date::ymd(2026, 3, 14),
            },
            Why::SectionNeedsName,
            Why::FewerRoundsThanPaired {
                paired: 3,
                planned: 3,
            },
            Why::TiebreakTwice { code: "SKA".into() },
            Why::BakuPoints,
            Why::WinNotPositive {
                win: Points::whole(1),
            },
            Why::PointsBeyondWin {
                what: PointKind::Loss,
                value: Points::whole(1),
                win: Points::whole(1),
            },
            Why::DrawBelowLoss {
                draw: Points::whole(1),
                loss: Points::whole(1),
            },
            Why::NotATiebreak {
                code: "SKA".into(),
                reason: "no pairing".into(),
            },
            Why::NotInATeam {
                name: "Nur Aisyah binti Hassan".into(),
            },
            Why::NotInTeam {
                name: "Nur Aisyah binti Hassan".into(),
                team: "SKA".into(),
            },
            Why::ReplaceSelf {
                name: "Nur Aisyah binti Hassan".into(),
                pronoun: "him",
            },
            Why::NotAReserve {
                name: "Nur Aisyah binti Hassan".into(),
                team: "SKA".into(),
            },
            Why::AlreadyPlays {
                name: "Nur Aisyah binti Hassan".into(),
                round: 3,
            },
            Why::EntersLater {
                name: "Nur Aisyah binti Hassan".into(),
                round: 3,
            },
            Why::ByeRequested {
                name: "Nur Aisyah binti Hassan".into(),
                kind: ByeKind::Half,
                round: 3,
            },
            Why::AlreadyHasBye {
                name: "Nur Aisyah binti Hassan".into(),
                kind: ByeKind::Half,
                round: 3,
            },
            Why::TeamNeedsName,
            Why::TeamNameUsed {
                name: "Nur Aisyah binti Hassan".into(),
                code: "SKA".into(),
                section: "L12".into(),
            },
            Why::BadTeamCode { code: "SKA".into() },
            Why::TeamCodeUsed {
                code: "SKA".into(),
                team: "SKA".into(),
                section: "L12".into(),
            },
            Why::NoRoundLeft {
                rounds: 3,
                section: "L12".into(),
            },
            Why::InForbiddenPair {
                name: "Nur Aisyah binti Hassan".into(),
            },
            Why::InSubstitution {
                name: "Nur Aisyah binti Hassan".into(),
            },
            Why::BadDate {
                what: DateKind::BirthDate,
                date: Date::ymd(2026, 3, 14),
            },
            Why::ControlCharacter {
                field: TextField::Venue,
                code: 7,
                column: 4,
            },
            Why::PlayerNeedsName,
            Why::FederationTooLong {
                federation: "MALAYSIA".into(),
            },
            Why::BoardWithoutTeam {
                name: "Nur Aisyah binti Hassan".into(),
            },
            Why::ReserveWithoutTeam {
                name: "Nur Aisyah binti Hassan".into(),
            },
            Why::BoardTaken {
                board: 2,
                team: "SKA".into(),
                holder: "Priya a/p Raman".into(),
                pronoun: "him",
            },
            Why::NoRoundPaired {
                section: "L12".into(),
            },
            Why::NamedTwice {
                name: "Nur Aisyah binti Hassan".into(),
            },
            Why::NameTwoOrMore,
            Why::BadRoundRange {
                first: 3,
                last: 3,
                rounds: 3,
            },
            Why::NoForbiddenPair {
                section: "L12".into(),
                count: 4,
                index: 4,
            },
            Why::BadReturnRound {
                from: 3,
                rounds: 3,
                back: 3,
            },
            Why::AlreadyOut {
                name: "Nur Aisyah binti Hassan".into(),
                from: 3,
            },
            Why::IsReserve {
                name: "Nur Aisyah binti Hassan".into(),
                pronoun: "him",
            },
            Why::NotWithdrawn {
                name: "Nur Aisyah binti Hassan".into(),
                round: 3,
            },
            Why::ByeNotRequestable {
                kind: ByeKind::Half,
            },
            Why::NoOneAbsent,
            Why::WithdrawnIn {
                name: "Nur Aisyah binti Hassan".into(),
                round: 3,
            },
            Why::NoByeRequested {
                name: "Nur Aisyah binti Hassan".into(),
                round: 3,
            },
            Why::OnlyLastRound {
                section: "L12".into(),
                last: 3,
                round: 3,
            },
            Why::NotPairedIn {
                who: "Tan Wei Ming".into(),
                round: 3,
                kind: ByeKind::Half,
            },
            Why::NotInRound {
                who: "Tan Wei Ming".into(),
                round: 3,
            },
            Why::SwapNeedsTwo,
            Why::AlreadyOpponents {
                a: "Ahmad bin Ismail".into(),
                b: "Tan Wei Ming".into(),
                board: 4,
            },
            Why::PairedWithSelf,
            Why::NeitherOnBoard,
            Why::NoPab { round: 3 },
            Why::ApartNeedsTwo,
            Why::RepairOverResult { round: 3, board: 4 },
            Why::RoundRobinRepair,
            Why::RepairApartFails {
                round: 3,
                a: "Ahmad bin Ismail".into(),
                b: "Tan Wei Ming".into(),
                reason: "no pairing".into(),
            },
            Why::PrinterWidth { width: 100 },
            Why::PrinterDeviceControl,
            Why::LotsDrawn {
                section: "L12".into(),
                seed: 42,
            },
            Why::NoResultGiven,
            Why::AdjustedBeyondWin {
                win: Points::whole(1),
                value: Points::whole(1),
            },
            Why::NotRoundRobin {
                section: "L12".into(),
            },
            Why::TableOrderFixed {
                section: "L12".into(),
            },
            Why::TwiceInOrder {
                name: "Nur Aisyah binti Hassan".into(),
            },
            Why::MissingFromOrder {
                name: "Nur Aisyah binti Hassan".into(),
            },
            Why::Team(crate::ops::TeamWhy::NamedTwice {
                board: 2,
                name: "Nur Aisyah binti Hassan".into(),
            }),
            Why::Prize(crate::ops::PrizeWhy::NeedsLabel),
            Why::BadAddress(crate::model::AddressError::Empty),
        ]
    }

    fn why_index(w: &Why) -> usize {
        match w {
            Why::ChampionshipNeedsName => 0,
            Why::EndsBeforeStart { .. } => 1,
            Why::SectionNeedsName => 2,
            Why::FewerRoundsThanPaired { .. } => 3,
            Why::TiebreakTwice { .. } => 4,
            Why::BakuPoints => 5,
            Why::WinNotPositive { .. } => 6,
            Why::PointsBeyondWin { .. } => 7,
            Why::DrawBelowLoss { .. } => 8,
            Why::NotATiebreak { .. } => 9,
            Why::NotInATeam { .. } => 10,
            Why::NotInTeam { .. } => 11,
            Why::ReplaceSelf { .. } => 12,
            Why::NotAReserve { .. } => 13,
            Why::AlreadyPlays { .. } => 14,
            Why::EntersLater { .. } => 15,
            Why::ByeRequested { .. } => 16,
            Why::AlreadyHasBye { .. } => 17,
            Why::TeamNeedsName => 18,
            Why::TeamNameUsed { .. } => 19,
            Why::BadTeamCode { .. } => 20,
            Why::TeamCodeUsed { .. } => 21,
            Why::NoRoundLeft { .. } => 22,
            Why::InForbiddenPair { .. } => 23,
            Why::InSubstitution { .. } => 24,
            Why::BadDate { .. } => 25,
            Why::ControlCharacter { .. } => 26,
            Why::PlayerNeedsName => 27,
            Why::FederationTooLong { .. } => 28,
            Why::BoardWithoutTeam { .. } => 29,
            Why::ReserveWithoutTeam { .. } => 30,
            Why::BoardTaken { .. } => 31,
            Why::NoRoundPaired { .. } => 32,
            Why::NamedTwice { .. } => 33,
            Why::NameTwoOrMore => 34,
            Why::BadRoundRange { .. } => 35,
            Why::NoForbiddenPair { .. } => 36,
            Why::BadReturnRound { .. } => 37,
            Why::AlreadyOut { .. } => 38,
            Why::IsReserve { .. } => 39,
            Why::NotWithdrawn { .. } => 40,
            Why::ByeNotRequestable { .. } => 41,
            Why::WithdrawnIn { .. } => 42,
            Why::NoByeRequested { .. } => 43,
            Why::OnlyLastRound { .. } => 44,
            Why::NotPairedIn { .. } => 45,
            Why::NotInRound { .. } => 46,
            Why::SwapNeedsTwo => 47,
            Why::AlreadyOpponents { .. } => 48,
            Why::PairedWithSelf => 49,
            Why::NeitherOnBoard => 50,
            Why::NoPab { .. } => 51,
            Why::ApartNeedsTwo => 52,
            Why::RepairOverResult { .. } => 53,
            Why::RoundRobinRepair => 54,
            Why::RepairApartFails { .. } => 55,
            Why::PrinterWidth { .. } => 56,
            Why::PrinterDeviceControl => 57,
            Why::LotsDrawn { .. } => 58,
            Why::NoResultGiven => 59,
            Why::AdjustedBeyondWin { .. } => 60,
            Why::NotRoundRobin { .. } => 61,
            Why::TableOrderFixed { .. } => 62,
            Why::TwiceInOrder { .. } => 63,
            Why::MissingFromOrder { .. } => 64,
            Why::Team(_) => 65,
            Why::NoOneAbsent => 66,
            Why::Prize(_) => 67,
            Why::BadAddress(_) => 68,
        }
    }

    const WHY_COUNT: usize = 69;

    /// One of each reason; [`same_index`] fails to compile when a reason is added and
    /// the test below fails until it is in this list.
    fn same_samples() -> Vec<Same> {
        vec![
            Same::Settings {
                section: "L12".into(),
            },
            Same::Championship,
            Same::Team { code: "SKA".into() },
            Same::Placed {
                name: "Nur Aisyah binti Hassan".into(),
            },
            Same::Player {
                name: "Nur Aisyah binti Hassan".into(),
            },
            Same::Round { round: 3 },
            Same::Opponents {
                a: "Ahmad bin Ismail".into(),
                b: "Tan Wei Ming".into(),
            },
            Same::HasBye {
                name: "Nur Aisyah binti Hassan".into(),
            },
            Same::Printer,
            Same::Result {
                board: 4,
                round: 3,
                result: "1-0".into(),
            },
            Same::TiebreakMove,
            Same::TpnsInOrder {
                section: "L12".into(),
            },
            Same::TpnsInThisOrder {
                section: "L12".into(),
            },
            Same::NoPlayersListed,
        ]
    }

    fn same_index(w: &Same) -> usize {
        match w {
            Same::Settings { .. } => 0,
            Same::Championship => 1,
            Same::Team { .. } => 2,
            Same::Placed { .. } => 3,
            Same::Player { .. } => 4,
            Same::Round { .. } => 5,
            Same::Opponents { .. } => 6,
            Same::HasBye { .. } => 7,
            Same::Printer => 8,
            Same::Result { .. } => 9,
            Same::TiebreakMove => 10,
            Same::TpnsInOrder { .. } => 11,
            Same::TpnsInThisOrder { .. } => 12,
            Same::NoPlayersListed => 13,
        }
    }

    const SAME_COUNT: usize = 14;

    /// One of each reason; [`hint_index`] fails to compile when a reason is added and
    /// the test below fails until it is in this list.
    fn hint_samples() -> Vec<Hint> {
        vec![
            Hint::SubstituteFrom { round: 3 },
            Hint::ForfeitOrWithdraw {
                name: "Nur Aisyah binti Hassan".into(),
                pronoun: "him",
                round: 3,
            },
            Hint::ComeBackFrom {
                name: "Nur Aisyah binti Hassan".into(),
                round: 3,
            },
            Hint::ByeFrom { round: 3 },
            Hint::ByeStands,
        ]
    }

    fn hint_index(w: &Hint) -> usize {
        match w {
            Hint::SubstituteFrom { .. } => 0,
            Hint::ForfeitOrWithdraw { .. } => 1,
            Hint::ComeBackFrom { .. } => 2,
            Hint::ByeFrom { .. } => 3,
            Hint::ByeStands => 4,
        }
    }

    const HINT_COUNT: usize = 5;

    /// The words of a text, lower case, letters only, at least 4 long.
    fn words(text: &str) -> Vec<String> {
        text.split(|c: char| !c.is_alphabetic())
            .filter(|w| w.chars().count() >= 4)
            .map(str::to_lowercase)
            .collect()
    }

    /// Words of the sample values (names, codes) and words both languages share.
    const NEUTRAL: &[&str] = &[
        "aisyah", "binti", "hassan", "ming", "priya", "raman", "ahmad", "ismail", "pairing",
        "baku", "berger", "yyyy", "rating", "swiss", "malaysia",
    ];

    /// Asserts that `ms` and `en` say the same thing in two languages: different texts,
    /// and no word of one that is not a name or a shared word found in the other.
    fn apart(label: &str, en: &str, ms: &str) {
        let (we, wm) = (words(en), words(ms));
        let mut wrong = Vec::new();
        if en == ms {
            wrong.push(format!("{label}: the Malay text is the English one"));
        }
        for w in we.iter().filter(|w| !NEUTRAL.contains(&w.as_str())) {
            if wm.contains(w) {
                wrong.push(format!("{label}: English '{w}' in Malay: {ms}"));
            }
        }
        for w in wm.iter().filter(|w| !NEUTRAL.contains(&w.as_str())) {
            if we.contains(w) {
                wrong.push(format!("{label}: Malay '{w}' in English: {en}"));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn every_reason_is_worded_in_malay_without_english_words() {
        let samples = why_samples();
        let mut seen: Vec<usize> = samples.iter().map(why_index).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), WHY_COUNT, "a reason has no sample");
        for w in &samples {
            apart(
                &format!("{w:?}"),
                &why(w, Language::English),
                &why(w, Language::Malay),
            );
        }
        let samples = same_samples();
        let mut seen: Vec<usize> = samples.iter().map(same_index).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(
            seen.len(),
            SAME_COUNT,
            "a 'nothing to change' has no sample"
        );
        for s in &samples {
            apart(
                &format!("{s:?}"),
                &same(s, Language::English),
                &same(s, Language::Malay),
            );
        }
        let samples = hint_samples();
        let mut seen: Vec<usize> = samples.iter().map(hint_index).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), HINT_COUNT, "a hint has no sample");
        for h in &samples {
            apart(
                &format!("{h:?}"),
                &hint(h, Language::English),
                &hint(h, Language::Malay),
            );
        }
        for q in [
            Quantity::Rounds,
            Quantity::TeamCounted,
            Quantity::SameTeamRounds,
            Quantity::Rating,
            Quantity::Board,
            Quantity::Round,
        ] {
            let (en, ms) = (quantity(q, Language::English), quantity(q, Language::Malay));
            apart(&format!("{q:?}"), &en, &ms);
        }
    }

    #[test]
    fn a_reason_reads_in_malay_and_english_from_the_same_fields() {
        let w = Why::EntersLater {
            name: "Nur Aisyah binti Hassan".into(),
            round: 3,
        };
        assert_eq!(
            why(&w, Language::Malay),
            "Nur Aisyah binti Hassan hanya masuk mulai pusingan 3"
        );
        assert_eq!(
            why(&w, Language::English),
            "Nur Aisyah binti Hassan only enters at round 3"
        );
    }
}
