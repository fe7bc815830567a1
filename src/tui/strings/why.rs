//! Undo's refusal naming the changes it would cross, in the screen language. The
//! journal's entries are worded once, beside their facts (`model::Deed`, through
//! [`ops::said`](crate::ops::said)); the operations' reasons
//! ([`Why`](crate::ops::Why) and its parts) beside their types (`Why::say`).

use super::Language;
use crate::model::Tournament;

/// An undo refused, with the journal entries it names worded in the screen language.
pub fn undo_refusal(t: &Tournament, e: &crate::ops::OpError, lang: Language) -> String {
    match e {
        crate::ops::OpError::UndoBlocked {
            entries: (what, later),
            ..
        } => crate::ops::OpError::UndoBlocked {
            what: crate::ops::said(t, *what, lang),
            later: crate::ops::said(t, *later, lang),
            entries: (*what, *later),
        }
        .say(lang),
        _ => super::words::refusal(e, lang),
    }
}
