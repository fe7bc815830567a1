//! The reasons' words: every reason has a Malay text of its own, with no English word in
//! it, filled from the same fields as the English.

use super::*;
use crate::model::{ByeKind, Date, Language, Points};

/// One of each reason; [`why_index`] fails to compile when a reason is added and
/// the test below fails until it is in this list.
fn why_samples() -> Vec<Why> {
    vec![
        Why::ChampionshipNeedsName,
        Why::BadAddress(crate::model::AddressError::Character { at: 7, found: ' ' }),
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
        Why::Team(super::super::team_why::TeamWhy::NamedTwice {
            board: 2,
            name: "Nur Aisyah binti Hassan".into(),
        }),
        Why::Prize(super::super::prizes::PrizeWhy::NeedsLabel),
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
        Same::EverySection,
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
        Same::EverySection => 14,
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

const SAME_COUNT: usize = 15;

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
    "aisyah", "binti", "hassan", "ming", "priya", "raman", "ahmad", "ismail", "pairing", "baku",
    "berger", "yyyy", "rating", "swiss", "malaysia",
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
            &w.say(Language::English),
            &w.say(Language::Malay),
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
            &s.say(Language::English),
            &s.say(Language::Malay),
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
            &h.say(Language::English),
            &h.say(Language::Malay),
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
        let (en, ms) = (q.name(Language::English), q.name(Language::Malay));
        apart(&format!("{q:?}"), en, ms);
    }
}

#[test]
fn a_reason_reads_in_malay_and_english_from_the_same_fields() {
    let w = Why::EntersLater {
        name: "Nur Aisyah binti Hassan".into(),
        round: 3,
    };
    assert_eq!(
        w.say(Language::Malay),
        "Nur Aisyah binti Hassan hanya masuk mulai pusingan 3"
    );
    assert_eq!(
        w.say(Language::English),
        "Nur Aisyah binti Hassan only enters at round 3"
    );
}
