//! Why an input was refused, as typed data, and its words: each reason is worded once,
//! in English and Malay side by side ([`Why::say`]). The English is its `Display`
//! (what the command line prints); the desk asks for the screen language, so no
//! refusal reaches a Malay screen in English.

use crate::model::{ByeKind, Date, Language, Points, RoundNo};
use catur_engine::in_lang;
use std::fmt;

pub use super::same::Same;

/// An input that does not make sense, with what makes it so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    ChampionshipNeedsName,
    BadAddress(crate::model::AddressError),
    EndsBeforeStart {
        start: Date,
        end: Date,
    },
    SectionNeedsName,
    FewerRoundsThanPaired {
        paired: RoundNo,
        planned: RoundNo,
    },
    TiebreakTwice {
        code: String,
    },
    BakuPoints,
    WinNotPositive {
        win: Points,
    },
    PointsBeyondWin {
        what: PointKind,
        value: Points,
        win: Points,
    },
    DrawBelowLoss {
        draw: Points,
        loss: Points,
    },
    /// The code and the standings' reason (in English; the code is the useful part,
    /// and the only part the Malay names).
    NotATiebreak {
        code: String,
        reason: String,
    },
    NotInATeam {
        name: String,
    },
    NotInTeam {
        name: String,
        team: String,
    },
    ReplaceSelf {
        name: String,
        pronoun: &'static str,
    },
    NotAReserve {
        name: String,
        team: String,
    },
    AlreadyPlays {
        name: String,
        round: RoundNo,
    },
    EntersLater {
        name: String,
        round: RoundNo,
    },
    ByeRequested {
        name: String,
        kind: ByeKind,
        round: RoundNo,
    },
    AlreadyHasBye {
        name: String,
        kind: ByeKind,
        round: RoundNo,
    },
    TeamNeedsName,
    TeamNameUsed {
        name: String,
        code: String,
        section: String,
    },
    BadTeamCode {
        code: String,
    },
    TeamCodeUsed {
        code: String,
        team: String,
        section: String,
    },
    NoRoundLeft {
        rounds: RoundNo,
        section: String,
    },
    InForbiddenPair {
        name: String,
    },
    InSubstitution {
        name: String,
    },
    BadDate {
        what: DateKind,
        date: Date,
    },
    ControlCharacter {
        field: TextField,
        code: u32,
        column: usize,
    },
    PlayerNeedsName,
    FederationTooLong {
        federation: String,
    },
    BoardWithoutTeam {
        name: String,
    },
    ReserveWithoutTeam {
        name: String,
    },
    BoardTaken {
        board: u8,
        team: String,
        holder: String,
        pronoun: &'static str,
    },
    NoRoundPaired {
        section: String,
    },
    NamedTwice {
        name: String,
    },
    NameTwoOrMore,
    BadRoundRange {
        first: RoundNo,
        last: RoundNo,
        rounds: RoundNo,
    },
    NoForbiddenPair {
        section: String,
        count: usize,
        index: usize,
    },
    BadReturnRound {
        from: RoundNo,
        rounds: RoundNo,
        back: RoundNo,
    },
    AlreadyOut {
        name: String,
        from: RoundNo,
    },
    IsReserve {
        name: String,
        pronoun: &'static str,
    },
    NotWithdrawn {
        name: String,
        round: RoundNo,
    },
    ByeNotRequestable {
        kind: ByeKind,
    },
    NoOneAbsent,
    WithdrawnIn {
        name: String,
        round: RoundNo,
    },
    NoByeRequested {
        name: String,
        round: RoundNo,
    },
    OnlyLastRound {
        section: String,
        last: RoundNo,
        round: RoundNo,
    },
    NotPairedIn {
        who: String,
        round: RoundNo,
        kind: ByeKind,
    },
    NotInRound {
        who: String,
        round: RoundNo,
    },
    SwapNeedsTwo,
    AlreadyOpponents {
        a: String,
        b: String,
        board: usize,
    },
    PairedWithSelf,
    NeitherOnBoard,
    NoPab {
        round: RoundNo,
    },
    ApartNeedsTwo,
    RepairOverResult {
        round: RoundNo,
        board: usize,
    },
    RoundRobinRepair,
    /// The pairing engine's reason stays in English (it names the engine's failure);
    /// the Malay leaves it out.
    RepairApartFails {
        round: RoundNo,
        a: String,
        b: String,
        reason: String,
    },
    PrinterWidth {
        width: u16,
    },
    PrinterDeviceControl,
    LotsDrawn {
        section: String,
        seed: u64,
    },
    NoResultGiven,
    AdjustedBeyondWin {
        win: Points,
        value: Points,
    },
    NotRoundRobin {
        section: String,
    },
    TableOrderFixed {
        section: String,
    },
    TwiceInOrder {
        name: String,
    },
    MissingFromOrder {
        name: String,
    },
    /// A team-match input (schools playing schools).
    Team(super::team_why::TeamWhy),
    /// A prize-list input (the prize-giving).
    Prize(super::prizes::PrizeWhy),
}

/// The player named before, in Malay, whatever pronoun the operation chose for English.
const DIA: &str = "pemain itu";

impl Why {
    /// The reason in `lang`.
    pub fn say(&self, lang: Language) -> String {
        match self {
            Why::ChampionshipNeedsName => in_lang!(
                lang,
                "the championship needs a name",
                "kejohanan mesti ada nama"
            ),
            Why::BadAddress(e) => {
                let e = e.say(lang);
                in_lang!(lang, "the results address: {e}", "alamat keputusan: {e}")
            }
            Why::EndsBeforeStart { start, end } => in_lang!(
                lang,
                "the championship ends ({end}) before it starts ({start})",
                "kejohanan tamat ({end}) sebelum bermula ({start})"
            ),
            Why::SectionNeedsName => {
                in_lang!(lang, "a section needs a name", "kategori mesti ada nama")
            }
            Why::FewerRoundsThanPaired { paired, planned } => in_lang!(
                lang,
                "{paired} rounds are already paired; the section cannot have only {planned}",
                "{paired} pusingan sudah dipasangkan; kategori ini tidak boleh ada {planned} pusingan sahaja"
            ),
            Why::TiebreakTwice { code } => in_lang!(
                lang,
                "tie-break {code} is listed twice",
                "pemecah seri {code} disenaraikan dua kali"
            ),
            Why::BakuPoints => in_lang!(
                lang,
                "Baku acceleration needs a win worth two draws and a loss worth 0 (C.04.7)",
                "pecutan Baku memerlukan menang bernilai dua seri dan kalah bernilai 0 (C.04.7)"
            ),
            Why::WinNotPositive { win } => in_lang!(
                lang,
                "a win must be worth more than 0, not {win}",
                "menang mesti bernilai lebih daripada 0, bukan {win}"
            ),
            Why::PointsBeyondWin { what, value, win } => {
                let what = what.name(lang);
                in_lang!(
                    lang,
                    "point values: {what} ({value}) must be between 0 and a win ({win})",
                    "nilai mata: {what} ({value}) mesti antara 0 dan nilai menang ({win})"
                )
            }
            Why::DrawBelowLoss { draw, loss } => in_lang!(
                lang,
                "point values: a draw ({draw}) cannot be worth less than a loss ({loss})",
                "nilai mata: seri ({draw}) tidak boleh kurang daripada kalah ({loss})"
            ),
            Why::NotATiebreak { code, reason } => in_lang!(
                lang,
                "'{code}' is not a tie-break code: {reason}",
                "'{code}' bukan kod pemecah seri"
            ),
            Why::NotInATeam { name } => {
                in_lang!(lang, "{name} is not in a team", "{name} tiada pasukan")
            }
            Why::NotInTeam { name, team } => in_lang!(
                lang,
                "{name} is not in team {team}",
                "{name} bukan ahli pasukan {team}"
            ),
            Why::ReplaceSelf { name, pronoun } => in_lang!(
                lang,
                "{name} cannot replace {pronoun}self",
                "{name} tidak boleh menggantikan dirinya sendiri"
            ),
            Why::NotAReserve { name, team } => in_lang!(
                lang,
                "{name} is not a reserve of team {team}",
                "{name} bukan pemain simpanan pasukan {team}"
            ),
            Why::AlreadyPlays { name, round } => in_lang!(
                lang,
                "{name} already plays in round {round}",
                "{name} sudah bermain pada pusingan {round}"
            ),
            Why::EntersLater { name, round } => in_lang!(
                lang,
                "{name} only enters at round {round}",
                "{name} hanya masuk mulai pusingan {round}"
            ),
            Why::ByeRequested { name, kind, round } => {
                let bye = kind.name(lang);
                in_lang!(
                    lang,
                    "{name} has a {bye} requested for round {round}; cancel it first",
                    "{name} ada {bye} dipohon untuk pusingan {round}; batalkannya dahulu"
                )
            }
            Why::AlreadyHasBye { name, kind, round } => {
                let bye = kind.name(lang);
                in_lang!(
                    lang,
                    "{name} already has a {bye} requested for round {round}; cancel it first",
                    "{name} sudah ada {bye} dipohon untuk pusingan {round}; batalkannya dahulu"
                )
            }
            Why::TeamNeedsName => in_lang!(lang, "a team needs a name", "pasukan mesti ada nama"),
            Why::TeamNameUsed {
                name,
                code,
                section,
            } => in_lang!(
                lang,
                "there is already a team {name} ({code}) in {section}",
                "sudah ada pasukan {name} ({code}) dalam {section}"
            ),
            Why::BadTeamCode { code } => in_lang!(
                lang,
                "team code '{code}' is not valid: use 1 to 8 characters without spaces",
                "kod pasukan '{code}' tidak sah: guna 1 hingga 8 aksara tanpa jarak"
            ),
            Why::TeamCodeUsed {
                code,
                team,
                section,
            } => in_lang!(
                lang,
                "team code {code} is already used by {team} in {section}",
                "kod pasukan {code} sudah digunakan oleh {team} dalam {section}"
            ),
            Why::NoRoundLeft { rounds, section } => in_lang!(
                lang,
                "all {rounds} rounds of {section} are paired; there is no round left to enter a player",
                "kesemua {rounds} pusingan {section} sudah dipasangkan; tiada pusingan lagi untuk pemain baharu"
            ),
            Why::InForbiddenPair { name } => in_lang!(
                lang,
                "player '{name}' is in a forbidden pairing; lift it first",
                "pemain '{name}' ada dalam pasangan larangan; tarik balik larangan itu dahulu"
            ),
            Why::InSubstitution { name } => in_lang!(
                lang,
                "player '{name}' is part of a substitution and cannot be removed",
                "pemain '{name}' terlibat dalam pertukaran pemain dan tidak boleh dibuang"
            ),
            Why::BadDate { what, date } => {
                let (what, date) = (what.name(lang), date.day_first());
                in_lang!(
                    lang,
                    "{what} {date} is not a valid date (DD/MM/YYYY, MM/YYYY or YYYY, 1900-2100)",
                    "{what} {date} bukan tarikh yang sah (DD/MM/YYYY, MM/YYYY atau YYYY, 1900-2100)"
                )
            }
            Why::ControlCharacter {
                field,
                code,
                column,
            } => {
                let field = field.name(lang);
                in_lang!(
                    lang,
                    "{field} holds a control character (U+{code:04X}) at character {column}; type it again",
                    "{field} mengandungi aksara kawalan (U+{code:04X}) pada aksara ke-{column}; taip semula"
                )
            }
            Why::PlayerNeedsName => {
                in_lang!(lang, "a player needs a name", "pemain mesti ada nama")
            }
            Why::FederationTooLong { federation } => in_lang!(
                lang,
                "federation '{federation}' is too long: use a code such as MAS or PHG",
                "persekutuan '{federation}' terlalu panjang: guna kod seperti MAS atau PHG"
            ),
            Why::BoardWithoutTeam { name } => in_lang!(
                lang,
                "{name} has a board but no team",
                "{name} ada papan tetapi tiada pasukan"
            ),
            Why::ReserveWithoutTeam { name } => in_lang!(
                lang,
                "{name} is a reserve but has no team",
                "{name} pemain simpanan tetapi tiada pasukan"
            ),
            Why::BoardTaken {
                board,
                team,
                holder,
                pronoun,
            } => in_lang!(
                lang,
                "board {board} of team {team} is already {holder}'s; move {pronoun} first",
                "papan {board} pasukan {team} sudah milik {holder}; alihkan {DIA} dahulu"
            ),
            Why::NoRoundPaired { section } => in_lang!(
                lang,
                "{section} has no round paired yet",
                "{section} belum ada pusingan dipasangkan"
            ),
            Why::NamedTwice { name } => {
                in_lang!(lang, "{name} is named twice", "{name} disebut dua kali")
            }
            Why::NameTwoOrMore => in_lang!(
                lang,
                "name at least two players to keep apart",
                "namakan sekurang-kurangnya dua pemain untuk diasingkan"
            ),
            Why::BadRoundRange {
                first,
                last,
                rounds,
            } => in_lang!(
                lang,
                "rounds {first}-{last} are not a range within 1-{rounds}",
                "pusingan {first}-{last} bukan julat dalam 1-{rounds}"
            ),
            Why::NoForbiddenPair {
                section,
                count,
                index,
            } => in_lang!(
                lang,
                "{section} has {count} forbidden pairing(s); there is no number {index}",
                "{section} ada {count} pasangan larangan; tiada nombor {index}"
            ),
            Why::BadReturnRound { from, rounds, back } => in_lang!(
                lang,
                "the return round must be after round {from} and at most {rounds}, not {back}",
                "pusingan kembali mesti selepas pusingan {from} dan paling lewat {rounds}, bukan {back}"
            ),
            Why::AlreadyOut { name, from } => in_lang!(
                lang,
                "{name} is already out from round {from}",
                "{name} sudah tarik diri mulai pusingan {from}"
            ),
            Why::IsReserve { name, pronoun } => in_lang!(
                lang,
                "{name} is a reserve; substitute {pronoun} in instead",
                "{name} pemain simpanan; masukkan {DIA} melalui pertukaran pemain"
            ),
            Why::NotWithdrawn { name, round } => in_lang!(
                lang,
                "{name} is not withdrawn in round {round}",
                "{name} tidak tarik diri pada pusingan {round}"
            ),
            Why::ByeNotRequestable { kind } => {
                let bye = kind.name(lang);
                in_lang!(
                    lang,
                    "a {bye} cannot be requested: ask for a half-point or zero-point bye, or withdraw the player",
                    "{bye} tidak boleh dipohon: pohon bai separuh mata atau bai kosong, atau tarik diri pemain itu"
                )
            }
            Why::NoOneAbsent => in_lang!(
                lang,
                "name at least one player who did not sign in",
                "namakan sekurang-kurangnya seorang pemain yang tidak mendaftar hadir"
            ),
            Why::WithdrawnIn { name, round } => in_lang!(
                lang,
                "{name} is withdrawn in round {round}",
                "{name} sudah tarik diri pada pusingan {round}"
            ),
            Why::NoByeRequested { name, round } => in_lang!(
                lang,
                "{name} has no bye requested for round {round}",
                "{name} tiada bai dipohon untuk pusingan {round}"
            ),
            Why::OnlyLastRound {
                section,
                last,
                round,
            } => in_lang!(
                lang,
                "only the last round of {section} ({last}) can be edited, not round {round}",
                "hanya pusingan terakhir {section} ({last}) boleh disunting, bukan pusingan {round}"
            ),
            Why::NotPairedIn { who, round, kind } => {
                let bye = kind.name(lang);
                in_lang!(
                    lang,
                    "{who} is not paired in round {round} ({bye}); change the attendance instead",
                    "{who} tidak dipasangkan pada pusingan {round} ({bye}); ubah kehadiran sahaja"
                )
            }
            Why::NotInRound { who, round } => in_lang!(
                lang,
                "{who} is not in round {round}",
                "{who} tiada dalam pusingan {round}"
            ),
            Why::SwapNeedsTwo => in_lang!(
                lang,
                "name two different players to swap",
                "namakan dua pemain yang berlainan untuk ditukar"
            ),
            Why::AlreadyOpponents { a, b, board } => in_lang!(
                lang,
                "{a} and {b} already play each other on board {board}; exchange the colours instead",
                "{a} dan {b} sudah bertemu di papan {board}; tukar warna sahaja"
            ),
            Why::PairedWithSelf => in_lang!(
                lang,
                "a player cannot be paired with himself",
                "pemain tidak boleh dipasangkan dengan dirinya sendiri"
            ),
            Why::NeitherOnBoard => in_lang!(
                lang,
                "neither player is on a board",
                "kedua-dua pemain tiada di papan"
            ),
            Why::NoPab { round } => in_lang!(
                lang,
                "round {round} has no pairing-allocated bye (an even number of players); swap players instead, or record a requested bye",
                "pusingan {round} tiada bai pasangan (bilangan pemain genap); tukar pemain, atau rekod bai yang dipohon"
            ),
            Why::ApartNeedsTwo => in_lang!(
                lang,
                "name two different players to keep apart",
                "namakan dua pemain yang berlainan untuk diasingkan"
            ),
            Why::RepairOverResult { round, board } => in_lang!(
                lang,
                "round {round} must be paired again without them, but board {board} already has a result; clear the results first",
                "pusingan {round} mesti dipasangkan semula tanpa mereka bertemu, tetapi papan {board} sudah ada keputusan; padam keputusan dahulu"
            ),
            Why::RoundRobinRepair => in_lang!(
                lang,
                "a round-robin round comes from the Berger tables and cannot be paired again",
                "pusingan liga datang daripada jadual Berger dan tidak boleh dipasangkan semula"
            ),
            Why::RepairApartFails {
                round,
                a,
                b,
                reason,
            } => in_lang!(
                lang,
                "round {round} cannot be paired again with {a} and {b} apart: {reason}",
                "pusingan {round} tidak dapat dipasangkan semula dengan {a} dan {b} diasingkan"
            ),
            Why::PrinterWidth { width } => in_lang!(
                lang,
                "a printer line is 80 or 136 characters wide, not {width}",
                "baris pencetak selebar 80 atau 136 aksara, bukan {width}"
            ),
            Why::PrinterDeviceControl => in_lang!(
                lang,
                "the printer device name has a control character",
                "nama peranti pencetak mengandungi aksara kawalan"
            ),
            Why::LotsDrawn { section, seed } => in_lang!(
                lang,
                "the lots of {section} are already drawn (seed {seed}); undo that draw to make another",
                "undian {section} sudah dibuat (benih {seed}); batalkan undian itu untuk membuat yang lain"
            ),
            Why::NoResultGiven => in_lang!(
                lang,
                "no result given; to remove a result, clear it",
                "tiada keputusan diberi; untuk membuang keputusan, padamkannya"
            ),
            Why::AdjustedBeyondWin { win, value } => in_lang!(
                lang,
                "an adjusted score must be between 0 and a win ({win}), not {value}",
                "mata pelarasan mesti antara 0 dan nilai menang ({win}), bukan {value}"
            ),
            Why::NotRoundRobin { section } => in_lang!(
                lang,
                "{section} is not a round robin: a Swiss keeps team-mates apart with the school rules instead",
                "{section} bukan liga: sistem Swiss mengasingkan rakan sepasukan dengan peraturan sekolah"
            ),
            Why::TableOrderFixed { section } => in_lang!(
                lang,
                "{section} has paired rounds already: the table order is fixed",
                "{section} sudah ada pusingan dipasangkan: susunan jadual sudah tetap"
            ),
            Why::TwiceInOrder { name } => in_lang!(
                lang,
                "{name} is twice in the order",
                "{name} dua kali dalam susunan"
            ),
            Why::MissingFromOrder { name } => in_lang!(
                lang,
                "{name} is missing from the order",
                "{name} tiada dalam susunan"
            ),
            Why::Team(t) => t.say(lang),
            Why::Prize(p) => p.say(lang),
        }
    }
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for Why {}

/// A point value of the section's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointKind {
    Draw,
    Loss,
    ForfeitWin,
    ForfeitLoss,
    Pab,
    HalfBye,
    ZeroBye,
    FullBye,
}

impl PointKind {
    /// The point value named in `lang`.
    pub fn name(self, lang: Language) -> &'static str {
        match self {
            PointKind::Draw => lang.pick("a draw", "seri"),
            PointKind::Loss => lang.pick("a loss", "kalah"),
            PointKind::ForfeitWin => lang.pick("a forfeit win", "menang walkover"),
            PointKind::ForfeitLoss => lang.pick("a forfeit loss", "kalah walkover"),
            PointKind::Pab => lang.pick("the pairing-allocated bye", "bai pasangan"),
            PointKind::HalfBye => lang.pick("the half-point bye", "bai separuh mata"),
            PointKind::ZeroBye => lang.pick("the zero-point bye", "bai kosong"),
            PointKind::FullBye => lang.pick("the full-point bye", "bai penuh mata"),
        }
    }
}

impl fmt::Display for PointKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name(Language::English))
    }
}

/// Which date of a form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateKind {
    /// A date of the championship.
    Date,
    BirthDate,
}

impl DateKind {
    /// The date named in `lang`.
    pub fn name(self, lang: Language) -> &'static str {
        match self {
            DateKind::Date => lang.pick("date", "tarikh"),
            DateKind::BirthDate => lang.pick("birth date", "tarikh lahir"),
        }
    }
}

impl fmt::Display for DateKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name(Language::English))
    }
}

/// A one-line text an operation sets, named when it holds a control character.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextField {
    PlayerName,
    Federation,
    NationalId,
    ChampionshipName,
    Venue,
    ChiefArbiter,
    DeputyArbiter,
    SectionName,
    TeamName,
    TeamCode,
    EditReason,
    SiteFolder,
}

impl TextField {
    /// The field named in `lang`.
    pub fn name(self, lang: Language) -> &'static str {
        match self {
            TextField::PlayerName => lang.pick("the name", "nama"),
            TextField::Federation => lang.pick("the federation", "persekutuan"),
            TextField::NationalId => lang.pick("the national id", "nombor kad pengenalan"),
            TextField::ChampionshipName => lang.pick("the championship's name", "nama kejohanan"),
            TextField::Venue => lang.pick("the venue", "tempat"),
            TextField::ChiefArbiter => lang.pick("the chief arbiter's name", "nama ketua pengadil"),
            TextField::DeputyArbiter => {
                lang.pick("a deputy arbiter's name", "nama timbalan pengadil")
            }
            TextField::SectionName => lang.pick("the section's name", "nama kategori"),
            TextField::TeamName => lang.pick("the team's name", "nama pasukan"),
            TextField::TeamCode => lang.pick("the team code", "kod pasukan"),
            TextField::EditReason => lang.pick("the reason for the edit", "sebab pindaan"),
            TextField::SiteFolder => lang.pick("the site folder", "folder laman keputusan"),
        }
    }
}

impl fmt::Display for TextField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name(Language::English))
    }
}

/// Refuses a one-line text that holds a control character (tab and line ends
/// included), naming the field, the character and where it is.
pub(crate) fn clean(field: TextField, text: &str) -> Result<(), super::OpError> {
    match crate::model::first_control(text) {
        None => Ok(()),
        Some(c) => Err(super::OpError::Invalid(Why::ControlCharacter {
            field,
            code: c.code,
            column: c.column,
        })),
    }
}

/// A number that must lie in a range ([`OpError::OutOfRange`](super::OpError)).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantity {
    Rounds,
    TeamCounted,
    SameTeamRounds,
    Rating,
    Board,
    Round,
}

impl Quantity {
    /// The number named in `lang`.
    pub fn name(self, lang: Language) -> &'static str {
        match self {
            Quantity::Rounds => lang.pick("the number of rounds", "bilangan pusingan"),
            Quantity::TeamCounted => lang.pick(
                "the number of team players counted",
                "bilangan pemain pasukan yang dikira",
            ),
            Quantity::SameTeamRounds => lang.pick(
                "the rounds without same-team games",
                "pusingan tanpa perlawanan sepasukan",
            ),
            Quantity::Rating => lang.pick("the rating", "rating pemain"),
            Quantity::Board => lang.pick("the board", "papan"),
            Quantity::Round => lang.pick("the round", "pusingan"),
        }
    }
}

impl fmt::Display for Quantity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name(Language::English))
    }
}

/// What to do instead when a round is already paired
/// ([`OpError::RoundAlreadyPaired`](super::OpError)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Hint {
    SubstituteFrom {
        round: RoundNo,
    },
    ForfeitOrWithdraw {
        name: String,
        pronoun: &'static str,
        round: RoundNo,
    },
    ComeBackFrom {
        name: String,
        round: RoundNo,
    },
    ByeFrom {
        round: RoundNo,
    },
    ByeStands,
}

impl Hint {
    /// What to do instead, in `lang`.
    pub fn say(&self, lang: Language) -> String {
        match self {
            Hint::SubstituteFrom { round } => in_lang!(
                lang,
                "a substitution can start at round {round} at the earliest",
                "pertukaran pemain boleh bermula paling awal pada pusingan {round}"
            ),
            Hint::ForfeitOrWithdraw {
                name,
                pronoun,
                round,
            } => in_lang!(
                lang,
                "enter a forfeit for {name} there, or withdraw {pronoun} from round {round}",
                "masukkan kalah walkover untuk {name} di situ, atau tarik diri {DIA} mulai pusingan {round}"
            ),
            Hint::ComeBackFrom { name, round } => in_lang!(
                lang,
                "{name} can come back from round {round}",
                "{name} boleh kembali mulai pusingan {round}"
            ),
            Hint::ByeFrom { round } => in_lang!(
                lang,
                "a bye can be requested from round {round} on",
                "bai boleh dipohon mulai pusingan {round}"
            ),
            Hint::ByeStands => in_lang!(
                lang,
                "its bye stands as paired",
                "bainya kekal seperti dipasangkan"
            ),
        }
    }
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for Hint {}

#[cfg(test)]
mod tests;
