//! Undo, redo and the changes made at another desk, named in the screen language. The operations' reasons ([`Why`](crate::ops::Why) and
//! its parts) are worded beside their types, in both languages (`Why::say`).

use super::Language;
use crate::model::Tournament;
use crate::ops::{AttendanceDone, Done, NewsItem};

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
        } => crate::ops::OpError::UndoBlocked {
            what: said(t, *what, lang),
            later: said(t, *later, lang),
            entries: (*what, *later),
        }
        .say(lang),
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
        // In the words of the message after the change (one home for both).
        Done::Withdrawn {
            section,
            name,
            from,
        } => AttendanceDone::Withdrawn {
            section: section.clone(),
            name: name.clone(),
            from: *from,
            back: None,
            reserve: false,
        }
        .say(Language::Malay),
        Done::Returns {
            section,
            name,
            from,
        } => AttendanceDone::Returns {
            section: section.clone(),
            name: name.clone(),
            from: *from,
            reserve: false,
        }
        .say(Language::Malay),
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
