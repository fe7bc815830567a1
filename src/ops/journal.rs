//! Recording, undoing and redoing changes.
//!
//! Every operation first checks its input against the tournament as it is, then builds
//! the list of [`Change`]s that carries it out, and hands it to [`commit`], which applies
//! exactly those changes. So what undo reverses is by construction what the operation
//! did. Each change checks that the tournament is in the state it expects before it
//! touches anything; if one does not fit (a damaged file), the changes already applied
//! are reversed and the tournament is left as it was.

use super::done::done_at;
use super::error::OpError;
use super::problem::{JournalPart, JournalProblem};
use crate::model::{Change, Deed, JournalEntry, Language, Section, Tournament};
use catur_engine::in_lang;
use std::time::{SystemTime, UNIX_EPOCH};

/// One line of the history screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryItem {
    /// Seconds since the Unix epoch.
    pub at: u64,
    pub description: String,
    /// False for entries that were undone and can be redone.
    pub applied: bool,
}

/// Applies `changes` and records them as one journal entry, dropping whatever could
/// have been redone.
pub(crate) fn commit(
    t: &mut Tournament,
    deed: Deed,
    mut changes: Vec<Change>,
) -> Result<(), OpError> {
    apply_all(t, &mut changes, true)?;
    let j = &mut t.journal;
    j.entries.truncate(j.cursor);
    let last = j.times().last().copied().unwrap_or(0);
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    j.entries.push(JournalEntry {
        after_previous: now.saturating_sub(last),
        deed,
        changes,
    });
    j.cursor = j.entries.len();
    Ok(())
}

/// Reverses the last applied entry and returns its description.
pub fn undo(t: &mut Tournament) -> Result<String, OpError> {
    let Some(i) = t.journal.cursor.checked_sub(1) else {
        return Err(OpError::NothingToUndo);
    };
    let Some(entry) = t.journal.entries.get_mut(i) else {
        return Err(OpError::Journal(JournalProblem::EntryMissing {
            entry: i + 1,
        }));
    };
    let mut changes = std::mem::take(&mut entry.changes);
    let result = apply_all(t, &mut changes, false);
    restore_changes(t, i, changes);
    result?;
    t.journal.cursor = i;
    Ok(said(t, i, Language::English))
}

/// Applies again the first undone entry and returns its description.
pub fn redo(t: &mut Tournament) -> Result<String, OpError> {
    let i = t.journal.cursor;
    let Some(entry) = t.journal.entries.get_mut(i) else {
        return Err(OpError::NothingToRedo);
    };
    let mut changes = std::mem::take(&mut entry.changes);
    let result = apply_all(t, &mut changes, true);
    restore_changes(t, i, changes);
    result?;
    t.journal.cursor = i + 1;
    Ok(said(t, i, Language::English))
}

pub fn can_undo(t: &Tournament) -> bool {
    t.journal.cursor > 0
}

pub fn can_redo(t: &Tournament) -> bool {
    t.journal.cursor < t.journal.entries.len()
}

/// The whole history, oldest first, for a history screen.
pub fn journal_entries(t: &Tournament) -> Vec<HistoryItem> {
    let times = t.journal.times();
    (0..t.journal.entries.len())
        .map(|i| HistoryItem {
            at: times[i],
            description: said(t, i, Language::English),
            applied: i < t.journal.cursor,
        })
        .collect()
}

/// One entry of [`news_items`]: what was done (or undone, when `undone`), worded in both
/// languages for the desk to say in its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewsItem {
    pub undone: bool,
    english: String,
    malay: String,
}

impl NewsItem {
    /// The item in `lang`: `undone: ...` for an entry taken back.
    pub fn say(&self, lang: Language) -> String {
        let what = match lang {
            Language::English => &self.english,
            Language::Malay => &self.malay,
        };
        match self.undone {
            true => in_lang!(lang, "undone: {what}", "dibatalkan: {what}"),
            false => what.to_string(),
        }
    }
}

/// What another process did between two states of one championship, oldest first, as
/// the journal tells it: the entries `new` applied after the history the two share, and
/// the entries of `old` that `new` has undone. Empty when the journals agree.
pub fn news_items(old: &Tournament, new: &Tournament) -> Vec<NewsItem> {
    let item = |t: &Tournament, i: usize, undone: bool| NewsItem {
        undone,
        english: said(t, i, Language::English),
        malay: said(t, i, Language::Malay),
    };
    let (a, b) = (&old.journal, &new.journal);
    let shared = a
        .entries
        .iter()
        .zip(&b.entries)
        .take_while(|(x, y)| same_entry(x, y))
        .count();
    let base = shared.min(a.cursor).min(b.cursor);
    let mut said = Vec::new();
    if b.cursor < a.cursor && shared >= a.cursor {
        // Only undone (the entries themselves are the same).
        for i in (b.cursor..a.cursor).rev() {
            said.push(item(old, i, true));
        }
        return said;
    }
    for i in base..b.cursor.min(b.entries.len()) {
        said.push(item(new, i, false));
    }
    said
}

/// What part of a championship undo is asked to take a change back from: a section
/// (by its position), the championship's own details and printer, or either.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UndoScope {
    Section(u32),
    Championship,
    SectionOrChampionship(u32),
}

/// The section a change touches; `None` for the championship's details and printer.
fn change_section(c: &Change) -> Option<u32> {
    match c {
        Change::Championship { .. } | Change::Printer { .. } => None,
        Change::Result(p) => p.unpack().map(|(s, ..)| s),
        Change::SectionAdded { index, .. } => Some(*index),
        Change::Settings { section, .. }
        | Change::PlayersAdded { section, .. }
        | Change::PlayerRemoved { section, .. }
        | Change::Player { section, .. }
        | Change::TeamsAdded { section, .. }
        | Change::Team { section, .. }
        | Change::Tpns { section, .. }
        | Change::RoundAdded { section, .. }
        | Change::RoundRemoved { section, .. }
        | Change::Outcome { section, .. }
        | Change::Forbidden { section, .. }
        | Change::SubstitutionAdded { section, .. }
        | Change::Pairing { section, .. }
        | Change::TeamMatch { section, .. } => Some(*section),
    }
}

/// The parts of the championship an entry touches.
fn touched(entry: &JournalEntry) -> Vec<Option<u32>> {
    let mut v: Vec<Option<u32>> = entry.changes.iter().map(change_section).collect();
    v.sort();
    v.dedup();
    v
}

impl UndoScope {
    fn covers(self, part: Option<u32>) -> bool {
        match self {
            UndoScope::Section(s) => part == Some(s),
            UndoScope::Championship => part.is_none(),
            UndoScope::SectionOrChampionship(s) => part.is_none() || part == Some(s),
        }
    }
}

/// Undo refused because section `section` has no change left to take back, in `lang`
/// (the desk's undo and `catur undo --section`).
pub fn nothing_to_undo_in(section: &str, lang: Language) -> String {
    in_lang!(
        lang,
        "nothing to undo in {section}",
        "tiada apa untuk dibatalkan dalam {section}"
    )
}

/// The last applied change within `scope`: its position in the journal and its
/// description, for the desk to name before undoing it.
pub fn last_in_scope(t: &Tournament, scope: UndoScope) -> Option<(usize, String)> {
    let j = &t.journal;
    (0..j.cursor.min(j.entries.len()))
        .rev()
        .find(|&i| touched(&j.entries[i]).into_iter().any(|p| scope.covers(p)))
        .map(|i| (i, said(t, i, Language::English)))
}

/// Takes back the applied entry at `i` alone, leaving the changes made after it (to
/// other sections) in place, and returns its description. It is moved behind them
/// first, which changes nothing since they touch other parts of the championship; so
/// redo brings it back as usual. Refused when a later change touches what it touched.
pub fn undo_entry(t: &mut Tournament, i: usize) -> Result<String, OpError> {
    let j = &t.journal;
    let applied = j.cursor.min(j.entries.len());
    if i >= applied {
        return Err(OpError::NothingToUndo);
    }
    let parts = touched(&j.entries[i]);
    if let Some(k) =
        (i + 1..applied).find(|&k| touched(&j.entries[k]).iter().any(|p| parts.contains(p)))
    {
        return Err(OpError::UndoBlocked {
            what: said(t, i, Language::English),
            later: said(t, k, Language::English),
            entries: (i, k),
        });
    }
    if i + 1 < applied {
        // Keep every entry's time: the gaps are recomputed around the moved entry.
        let mut times = t.journal.times();
        let entry = t.journal.entries.remove(i);
        let at = times.remove(i);
        t.journal.entries.insert(applied - 1, entry);
        times.insert(applied - 1, at);
        let mut previous = 0;
        for (e, at) in t.journal.entries.iter_mut().zip(times) {
            e.after_previous = at.saturating_sub(previous);
            previous = previous.max(at);
        }
    }
    undo(t)
}

/// Whether two journal entries record the same operation. Undo and redo move what an
/// entry keeps (its stash), so entries are compared by what was done, not by content.
pub fn same_entry(x: &JournalEntry, y: &JournalEntry) -> bool {
    x.after_previous == y.after_previous
        && x.deed == y.deed
        && x.changes.len() == y.changes.len()
        && x.changes.iter().zip(&y.changes).all(|(a, b)| match (a, b) {
            (Change::Result(p), Change::Result(q)) => p == q,
            (Change::Outcome { .. }, Change::Outcome { .. }) => a == b,
            _ => std::mem::discriminant(a) == std::mem::discriminant(b),
        })
}

fn restore_changes(t: &mut Tournament, i: usize, changes: Vec<Change>) {
    if let Some(entry) = t.journal.entries.get_mut(i) {
        entry.changes = changes;
    }
}

/// The English description of the entry at `i` (empty when there is no such entry).
pub fn description(t: &Tournament, i: usize) -> String {
    said(t, i, Language::English)
}

/// What the entry at `i` did, in `lang`: its deed, or for a result the change it holds
/// (empty when there is no such entry). A sentence stored by an older file is English;
/// the Malay names what its changes did.
pub fn said(t: &Tournament, i: usize, lang: Language) -> String {
    let Some(entry) = t.journal.entries.get(i) else {
        return String::new();
    };
    match (&entry.deed, lang) {
        (Deed::Told, _) => told(t, entry, lang),
        (Deed::Words(_), Language::Malay) => done_at(t, i).map(|d| d.malay()).unwrap_or_default(),
        (deed, _) => deed.say(lang),
    }
}

/// An entry told from its changes: a result on a board.
fn told(t: &Tournament, entry: &JournalEntry, lang: Language) -> String {
    let result = match entry.changes.as_slice() {
        [change] => change.board_result(),
        _ => None,
    };
    match result {
        Some((section, round, board, before, after)) => {
            let n = section + 1;
            let code = t.sections.get(section as usize).map_or_else(
                || in_lang!(lang, "section #{n}", "kategori #{n}"),
                |s| s.code.clone(),
            );
            crate::model::result_said(&code, round, board as usize + 1, before, after, lang)
        }
        None => {
            let n = entry.changes.len();
            in_lang!(lang, "{n} change(s)", "{n} perubahan")
        }
    }
}

/// Applies changes forward in order, or backward in reverse order; all or nothing.
fn apply_all(t: &mut Tournament, changes: &mut [Change], forward: bool) -> Result<(), OpError> {
    let order: Vec<usize> = if forward {
        (0..changes.len()).collect()
    } else {
        (0..changes.len()).rev().collect()
    };
    for (done, &k) in order.iter().enumerate() {
        if let Err(e) = apply(t, &mut changes[k], forward) {
            for &j in order[..done].iter().rev() {
                // Reversing what was just applied cannot meet an unexpected state.
                let _ = apply(t, &mut changes[j], !forward);
            }
            return Err(e);
        }
    }
    Ok(())
}

/// A change's two states in the order it is applied: `before` to `after` when going
/// forward, back otherwise.
fn direction<'a, T>(forward: bool, before: &'a T, after: &'a T) -> (&'a T, &'a T) {
    if forward {
        (before, after)
    } else {
        (after, before)
    }
}

fn bad(what: JournalProblem) -> OpError {
    OpError::Journal(what)
}

fn section_at(t: &mut Tournament, index: u32) -> Result<&mut Section, OpError> {
    t.sections
        .get_mut(index as usize)
        .ok_or_else(|| bad(JournalProblem::NoSection { number: index + 1 }))
}

/// Replaces `slot` by `to` if it holds `from`.
fn swap_checked<T: PartialEq + Clone>(
    slot: &mut T,
    from: &T,
    to: &T,
    what: JournalPart,
) -> Result<(), OpError> {
    if slot != from {
        return Err(bad(JournalProblem::NotAsRecorded(what)));
    }
    *slot = to.clone();
    Ok(())
}

fn apply(t: &mut Tournament, change: &mut Change, forward: bool) -> Result<(), OpError> {
    match change {
        Change::Championship { before, after } => {
            let (from, to) = direction(forward, before, after);
            let mut now = t.championship.clone();
            swap_checked(&mut now, from, to, JournalPart::ChampionshipDetails)?;
            t.championship = now;
        }
        Change::SectionAdded { index, stash } => {
            let i = *index as usize;
            if forward {
                let s = stash
                    .take()
                    .ok_or_else(|| bad(JournalProblem::AddedSectionNotKept))?;
                if i != t.sections.len() {
                    *stash = Some(s);
                    return Err(bad(JournalProblem::SectionPosition));
                }
                t.sections.push(*s);
            } else {
                if i + 1 != t.sections.len() {
                    return Err(bad(JournalProblem::SectionPosition));
                }
                stash.replace(Box::new(t.sections.remove(i)));
            }
        }
        Change::Settings {
            section,
            before,
            after,
        } => {
            let s = section_at(t, *section)?;
            let (from, to) = direction(forward, before, after);
            let mut now = s.settings.clone();
            swap_checked(&mut now, from, to, JournalPart::SectionSettings)?;
            s.settings = now;
        }
        Change::PlayersAdded {
            section,
            count,
            stash,
        } => {
            let s = section_at(t, *section)?;
            let (list, next) = (&mut s.players, &mut s.next_player_id);
            let id = |p: &crate::model::Player| p.id.0;
            if forward {
                push_batch(list, next, *count, stash, id, JournalPart::AddedPlayers)?;
            } else {
                pop_batch(list, next, *count, stash, id, JournalPart::AddedPlayers)?;
            }
        }
        Change::PlayerRemoved {
            section,
            index,
            stash,
        } => {
            let s = section_at(t, *section)?;
            let i = *index as usize;
            if forward {
                if i >= s.players.len() {
                    return Err(bad(JournalProblem::RemovedPlayer));
                }
                *stash = Some(Box::new(s.players.remove(i)));
            } else {
                match stash.take() {
                    Some(p) if i <= s.players.len() => s.players.insert(i, *p),
                    other => {
                        *stash = other;
                        return Err(bad(JournalProblem::RemovedPlayer));
                    }
                }
            }
        }
        Change::Player {
            section,
            before,
            after,
        } => {
            let s = section_at(t, *section)?;
            let (from, to) = direction(forward, before, after);
            let p = s
                .player_mut(from.id)
                .ok_or_else(|| bad(JournalProblem::PlayerMissing { id: from.id.0 }))?;
            swap_checked(p, from, to, JournalPart::Player)?;
        }
        Change::TeamsAdded {
            section,
            count,
            stash,
        } => {
            let s = section_at(t, *section)?;
            let (list, next) = (&mut s.teams, &mut s.next_team_id);
            let id = |x: &crate::model::Team| x.id.0;
            if forward {
                push_batch(list, next, *count, stash, id, JournalPart::AddedTeams)?;
            } else {
                pop_batch(list, next, *count, stash, id, JournalPart::AddedTeams)?;
            }
        }
        Change::Team {
            section,
            before,
            after,
        } => {
            let s = section_at(t, *section)?;
            let (from, to) = direction(forward, before, after);
            let team = s
                .teams
                .iter_mut()
                .find(|x| x.id == from.id)
                .ok_or_else(|| bad(JournalProblem::TeamMissing { id: from.id.0 }))?;
            swap_checked(team, from, to, JournalPart::Team)?;
        }
        Change::Tpns {
            section,
            before,
            after,
        } => {
            let s = section_at(t, *section)?;
            let (from, to) = direction(forward, before, after);
            let now: Vec<u32> = s.players.iter().map(|p| p.tpn).collect();
            if &now != from || to.len() != now.len() {
                return Err(bad(JournalProblem::PairingNumbers));
            }
            for (p, &n) in s.players.iter_mut().zip(to.iter()) {
                p.tpn = n;
            }
        }
        Change::RoundAdded { section, stash } => {
            let s = section_at(t, *section)?;
            if forward {
                push_round(s, stash)?;
            } else {
                pop_round(s, stash)?;
            }
        }
        Change::RoundRemoved { section, stash } => {
            let s = section_at(t, *section)?;
            if forward {
                pop_round(s, stash)?;
            } else {
                push_round(s, stash)?;
            }
        }
        Change::Result(packed) => {
            let (section, round, board, before, after) = packed
                .unpack()
                .ok_or_else(|| bad(JournalProblem::PackedResult))?;
            let mut general = Change::Outcome {
                section,
                round,
                board,
                before,
                after,
            };
            apply(t, &mut general, forward)?;
        }
        Change::Outcome {
            section,
            round,
            board,
            before,
            after,
        } => {
            let s = section_at(t, *section)?;
            let (from, to) = direction(forward, before, after);
            let b = (*round as usize)
                .checked_sub(1)
                .and_then(|r| s.rounds.get_mut(r))
                .and_then(|r| r.boards.get_mut(*board as usize))
                .ok_or_else(|| {
                    bad(JournalProblem::Board {
                        round: *round,
                        board: *board as usize + 1,
                    })
                })?;
            swap_checked(&mut b.outcome, from, to, JournalPart::BoardResult)?;
        }
        Change::Forbidden {
            section,
            before,
            after,
        } => {
            let s = section_at(t, *section)?;
            let (from, to) = direction(forward, before, after);
            swap_checked(&mut s.forbidden, from, to, JournalPart::ForbiddenPairs)?;
        }
        Change::SubstitutionAdded {
            section,
            substitution,
        } => {
            let s = section_at(t, *section)?;
            if forward {
                s.substitutions.push(*substitution);
            } else if s.substitutions.last() == Some(substitution) {
                s.substitutions.pop();
            } else {
                return Err(bad(JournalProblem::Substitution));
            }
        }
        Change::Pairing {
            section,
            before,
            after,
        } => {
            let s = section_at(t, *section)?;
            let (from, to) = direction(forward, before, after);
            let slot = (from.number as usize)
                .checked_sub(1)
                .and_then(|r| s.rounds.get_mut(r))
                .ok_or_else(|| {
                    bad(JournalProblem::Round {
                        number: from.number,
                    })
                })?;
            swap_checked(slot, from.as_ref(), to.as_ref(), JournalPart::RoundPairing)?;
        }
        Change::Printer { before, after } => {
            let (from, to) = direction(forward, before, after);
            swap_checked(&mut t.printer, from, to, JournalPart::PrinterSetup)?;
        }
        Change::TeamMatch {
            section,
            before,
            after,
        } => {
            let s = section_at(t, *section)?;
            let (from, to) = direction(forward, before, after);
            swap_checked(&mut s.team_match, from, to, JournalPart::TeamMatches)?;
        }
    }
    Ok(())
}

/// Appends the stashed items, which must carry the next ids in order.
fn push_batch<T>(
    list: &mut Vec<T>,
    next: &mut u32,
    count: u32,
    stash: &mut Vec<T>,
    id: impl Fn(&T) -> u32,
    what: JournalPart,
) -> Result<(), OpError> {
    let in_order = stash.iter().zip(*next..).all(|(x, n)| id(x) == n);
    if stash.len() != count as usize || !in_order {
        return Err(bad(JournalProblem::Batch(what)));
    }
    *next += count;
    list.append(stash);
    Ok(())
}

/// Takes the last `count` items back into the stash; they must be the newest ids.
fn pop_batch<T>(
    list: &mut Vec<T>,
    next: &mut u32,
    count: u32,
    stash: &mut Vec<T>,
    id: impl Fn(&T) -> u32,
    what: JournalPart,
) -> Result<(), OpError> {
    let first = next
        .checked_sub(count)
        .ok_or_else(|| bad(JournalProblem::Batch(what)))?;
    let start = list
        .len()
        .checked_sub(count as usize)
        .ok_or_else(|| bad(JournalProblem::Batch(what)))?;
    let in_order = list[start..].iter().zip(first..).all(|(x, n)| id(x) == n);
    if !stash.is_empty() || !in_order {
        return Err(bad(JournalProblem::Batch(what)));
    }
    *stash = list.split_off(start);
    *next = first;
    Ok(())
}

fn push_round(
    s: &mut Section,
    stash: &mut Option<Box<crate::model::Round>>,
) -> Result<(), OpError> {
    match stash.take() {
        Some(r) if r.number as usize == s.rounds.len() + 1 => {
            s.rounds.push(*r);
            Ok(())
        }
        other => {
            *stash = other;
            Err(bad(JournalProblem::RoundNumber))
        }
    }
}

fn pop_round(s: &mut Section, stash: &mut Option<Box<crate::model::Round>>) -> Result<(), OpError> {
    let r = s
        .rounds
        .pop()
        .ok_or_else(|| bad(JournalProblem::NoRoundToTakeAway))?;
    *stash = Some(Box::new(r));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Board, GameResult, Outcome, PlayerId, Round, Sport};
    use crate::ops::{
        PlayerFields, add_player, add_team, assign_tpns, create_section, publish_round, set_result,
        substitute,
    };

    fn paired() -> Tournament {
        let mut t = Tournament::new("Kejohanan");
        create_section(&mut t, "L12", "Lelaki B12", 5, Sport::Chess).unwrap();
        let team = add_team(&mut t, "L12", "SK Seri Indah", None).unwrap();
        for (k, n) in ["Ahmad bin Ismail", "Tan Wei Ming", "Priya a/p Raman"]
            .into_iter()
            .enumerate()
        {
            let f = PlayerFields {
                team: Some(team),
                board: Some(k as u8 + 3),
                reserve: k == 2,
                ..PlayerFields::named(n)
            };
            add_player(&mut t, "L12", f).unwrap();
        }
        assign_tpns(&mut t, "L12").unwrap();
        let mut r = Round::new(1);
        r.boards
            .push(Board::new(PlayerId(1), PlayerId(2), Outcome::Pending));
        publish_round(&mut t, "L12", r).unwrap();
        t
    }

    #[test]
    fn undo_and_redo_at_the_ends_of_the_history() {
        let mut t = Tournament::new("Kejohanan");
        assert_eq!(undo(&mut t).unwrap_err().to_string(), "nothing to undo");
        assert_eq!(redo(&mut t).unwrap_err().to_string(), "nothing to redo");
        create_section(&mut t, "L12", "Lelaki B12", 5, Sport::Chess).unwrap();
        assert_eq!(
            undo(&mut t).unwrap(),
            "new section L12 (Lelaki B12, 5 rounds)"
        );
        assert!(t.sections.is_empty() && can_redo(&t) && !can_undo(&t));
        let h = journal_entries(&t);
        assert_eq!(h.len(), 1);
        assert!(!h[0].applied && h[0].at > 1_700_000_000);
    }

    #[test]
    fn a_journal_that_does_not_fit_changes_nothing() {
        let mut t = paired();
        set_result(&mut t, "L12", 1, 1, Outcome::Played(GameResult::Draw)).unwrap();
        // The board was changed behind the journal's back: undo must refuse.
        t.sections[0].rounds[0].boards[0].outcome = Outcome::DoubleForfeit;
        let before = t.clone();
        let e = undo(&mut t).unwrap_err().to_string();
        assert_eq!(
            e,
            "the undo history does not match the tournament (a board's result is not as recorded); \
             nothing was changed"
        );
        assert_eq!(t, before);
    }

    #[test]
    fn a_compound_entry_is_undone_whole_or_not_at_all() {
        let mut t = paired();
        substitute(&mut t, "L12", PlayerId(2), PlayerId(3), 2).unwrap();
        // The incoming reserve was edited behind the journal's back: the first changes
        // of the reversal (the substitution record, then the reserve) fail or are rolled back.
        t.sections[0].players[2].rating = Some(1234);
        let before = t.clone();
        assert!(matches!(undo(&mut t), Err(OpError::Journal(_))));
        assert_eq!(t, before);
        // Put it right and the undo goes through.
        t.sections[0].players[2].rating = None;
        undo(&mut t).unwrap();
        assert!(t.sections[0].substitutions.is_empty());
    }
}
