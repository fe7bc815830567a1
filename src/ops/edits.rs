//! Hand edits of the last round's pairing: swap two players, exchange colours, force or
//! forbid a pairing, give a player the bye.
//!
//! Each edit is made on a copy of the round and re-checked with
//! [`check_round`](crate::pairing::check::check_round). What the edit newly breaks is
//! compared with the round as it was, so an earlier forced edit does not block the next
//! one. Without `force`, an edit that breaks C1-C3, an absolute colour preference or a
//! constraint (same team, top seeds, forbidden pair) is refused with the rules named;
//! with `force` it is applied and the broken rules are stored with it as warnings. An
//! edit that would make the round no pairing at all (someone twice, someone left out)
//! is refused even with `force`. Only boards without a result are changed; the boards an
//! edit touches are marked `manual`, and the edit (time, reason, warnings) is kept on the
//! round, all in one journal entry so undo takes it back whole.

use super::error::OpError;
use super::journal::commit;
use super::why::{Same, Why};
use super::{find_player, section_index};
use crate::model::{
    Board, ByeKind, Change, EditKind, ForbiddenPair, Language, ManualEdit, PairingSystem, PlayerId,
    Round, RoundNo, Section, Tournament, Unpaired,
};
use crate::model::{Deed, HandEdit};
use crate::pairing::check::{Violation, check_round, say_all, violations::label};
use crate::pairing::{constraints, dutch};
use catur_engine::in_lang;

/// A hand edit as the arbiter asks for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditRequest {
    /// Seconds since the Unix epoch (the caller reads the clock).
    pub at: u64,
    pub edit: EditKind,
    pub reason: String,
    /// Apply even when the edit breaks a pairing rule (the rules are kept as warnings).
    pub force: bool,
}

/// Why an edit was not applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditError {
    Op(OpError),
    /// The edit breaks pairing rules and was not forced.
    Breaks {
        violations: Vec<Violation>,
    },
    /// The edit would leave the round without a valid pairing (even when forced).
    Unpairable {
        violations: Vec<Violation>,
    },
}

impl EditError {
    /// The refusal in `lang`, the players of the broken rules named from `section` (the
    /// section edited).
    pub fn say(&self, section: &Section, lang: Language) -> String {
        match self {
            EditError::Op(e) => e.say(lang),
            EditError::Breaks { violations: v } | EditError::Unpairable { violations: v } => {
                self.around(&say_all(v, section, lang), lang)
            }
        }
    }

    /// The refusal around the broken rules (`rules`, already in `lang`).
    fn around(&self, rules: &str, lang: Language) -> String {
        match self {
            EditError::Op(e) => e.say(lang),
            EditError::Breaks { .. } => in_lang!(
                lang,
                "the edit is refused: {rules}; it can be forced (the rules broken are then recorded)",
                "suntingan ditolak: {rules}; ia boleh dipaksa (peraturan yang dilanggar akan direkod)"
            ),
            EditError::Unpairable { .. } => in_lang!(
                lang,
                "the edit is refused: {rules}",
                "suntingan ditolak: {rules}"
            ),
        }
    }
}

/// The English, from the sentences the check made (those the journal keeps).
impl std::fmt::Display for EditError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let rules = match self {
            EditError::Op(_) => String::new(),
            EditError::Breaks { violations: v } | EditError::Unpairable { violations: v } => {
                texts(v)
            }
        };
        f.write_str(&self.around(&rules, Language::English))
    }
}

impl std::error::Error for EditError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            EditError::Op(e) => std::error::Error::source(e),
            EditError::Breaks { .. } | EditError::Unpairable { .. } => None,
        }
    }
}

impl From<OpError> for EditError {
    fn from(e: OpError) -> Self {
        EditError::Op(e)
    }
}

fn texts(v: &[Violation]) -> String {
    v.iter()
        .map(|x| x.text.clone())
        .collect::<Vec<_>>()
        .join("; ")
}

/// Applies a hand edit to round `round` (which must be the section's last) and returns
/// the rules it broke (empty when none), whose sentences are the warnings stored with it.
pub fn edit_pairing(
    t: &mut Tournament,
    section: &str,
    round: RoundNo,
    request: EditRequest,
) -> Result<Vec<Violation>, EditError> {
    super::why::clean(super::why::TextField::EditReason, request.reason.trim())?;
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let last = s.rounds_paired();
    if last == 0 {
        return Err(OpError::Invalid(Why::NoRoundPaired {
            section: s.code.clone(),
        })
        .into());
    }
    if round != last {
        return Err(OpError::Invalid(Why::OnlyLastRound {
            section: s.code.clone(),
            last,
            round,
        })
        .into());
    }
    let Some(before) = s.round(round).cloned() else {
        return Err(OpError::NoRound {
            section: s.code.clone(),
            round,
            paired: last,
        }
        .into());
    };
    let mut after = before.clone();
    let mut forbidden = None;
    let what = match request.edit {
        EditKind::Swap { a, b } => {
            swap(s, &mut after, a, b)?;
            HandEdit::Swap(name(s, a)?, name(s, b)?)
        }
        EditKind::Colours { board } => {
            let k = board_index(&after, board)?;
            let b = &mut after.boards[k];
            std::mem::swap(&mut b.white, &mut b.black);
            b.manual = true;
            HandEdit::Colours(board)
        }
        EditKind::Force { a, b } => {
            force_pair(s, &mut after, a, b)?;
            HandEdit::Force(name(s, a)?, name(s, b)?)
        }
        EditKind::Forbid { a, b, first, last } => {
            let list = forbid(s, &mut after, a, b, first, last)?;
            forbidden = Some(list);
            HandEdit::Forbid {
                a: name(s, a)?,
                b: name(s, b)?,
                first,
                last,
            }
        }
        EditKind::Bye { player } => {
            give_bye(s, &mut after, player)?;
            HandEdit::Bye(name(s, player)?)
        }
    };
    if after.boards == before.boards && after.unpaired == before.unpaired && forbidden.is_none() {
        return Err(OpError::NoChange(Same::Round { round }).into());
    }

    // Judge the new round against the rules in force after the edit.
    let mut judged = s.clone();
    if let Some(list) = &forbidden {
        judged.forbidden.clone_from(list);
    }
    let old = check_round(&judged, round);
    // `round` is the last round (checked above), so it has a slot.
    if let Some(slot) = judged.rounds.last_mut() {
        *slot = after.clone();
    }
    let new: Vec<Violation> = check_round(&judged, round)
        .into_iter()
        .filter(|v| !old.contains(v))
        .collect();
    let (structural, breaks): (Vec<Violation>, Vec<Violation>) =
        new.into_iter().partition(|v| v.rule.is_structural());
    if !structural.is_empty() {
        return Err(EditError::Unpairable {
            violations: structural,
        });
    }
    if !breaks.is_empty() && !request.force {
        return Err(EditError::Breaks { violations: breaks });
    }
    let warnings: Vec<String> = breaks.iter().map(|v| v.text.clone()).collect();
    after.edits.push(ManualEdit {
        at: request.at,
        edit: request.edit,
        reason: request.reason.trim().to_string(),
        warnings: warnings.clone(),
    });
    let deed = Deed::PairingEdited {
        section: s.code.clone(),
        round,
        edit: what,
        reason: request.reason.trim().to_string(),
        forced: warnings,
    };
    let mut changes = Vec::new();
    if let Some(list) = forbidden {
        changes.push(Change::Forbidden {
            section: si as u32,
            before: s.forbidden.clone(),
            after: list,
        });
    }
    changes.push(Change::Pairing {
        section: si as u32,
        before: Box::new(before),
        after: Box::new(after),
    });
    commit(t, deed, changes)?;
    Ok(breaks)
}

fn name(s: &Section, id: PlayerId) -> Result<String, OpError> {
    find_player(s, id).map(label)
}

/// Where a player sits in the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seat {
    /// Board index (0-based) and whether the player has white.
    Board(usize, bool),
    Bye,
}

fn seat(s: &Section, r: &Round, id: PlayerId) -> Result<Seat, OpError> {
    let p = find_player(s, id)?;
    for (k, b) in r.boards.iter().enumerate() {
        if b.white == id || b.black == id {
            if !b.outcome.is_pending() {
                return Err(OpError::ResultExists {
                    round: r.number,
                    board: k + 1,
                    result: b.outcome.code(),
                });
            }
            return Ok(Seat::Board(k, b.white == id));
        }
    }
    match r.unpaired.iter().find(|u| u.player == id) {
        Some(u) if u.kind == ByeKind::Pab => Ok(Seat::Bye),
        Some(u) => Err(OpError::Invalid(Why::NotPairedIn {
            who: label(p),
            round: r.number,
            kind: u.kind,
        })),
        None => Err(OpError::Invalid(Why::NotInRound {
            who: label(p),
            round: r.number,
        })),
    }
}

fn put(r: &mut Round, seat: Seat, id: PlayerId) {
    match seat {
        Seat::Board(k, white) => {
            let b = &mut r.boards[k];
            if white {
                b.white = id;
            } else {
                b.black = id;
            }
            b.manual = true;
        }
        Seat::Bye => {
            if let Some(u) = r.unpaired.iter_mut().find(|u| u.kind == ByeKind::Pab) {
                u.player = id;
            }
        }
    }
}

/// A and B exchange places (boards and colours, or one of them with the bye).
fn swap(s: &Section, r: &mut Round, a: PlayerId, b: PlayerId) -> Result<(), OpError> {
    if a == b {
        return Err(OpError::Invalid(Why::SwapNeedsTwo));
    }
    let (sa, sb) = (seat(s, r, a)?, seat(s, r, b)?);
    if let (Seat::Board(i, _), Seat::Board(j, _)) = (sa, sb)
        && i == j
    {
        return Err(OpError::Invalid(Why::AlreadyOpponents {
            a: name(s, a)?,
            b: name(s, b)?,
            board: i + 1,
        }));
    }
    put(r, sa, b);
    put(r, sb, a);
    Ok(())
}

fn opponent(r: &Round, seat: Seat) -> Option<PlayerId> {
    match seat {
        Seat::Board(k, true) => Some(r.boards[k].black),
        Seat::Board(k, false) => Some(r.boards[k].white),
        Seat::Bye => None,
    }
}

/// A plays B; their former opponents play each other (or the one left over gets the
/// bye): that is, A's opponent and B exchange places.
fn force_pair(s: &Section, r: &mut Round, a: PlayerId, b: PlayerId) -> Result<(), OpError> {
    if a == b {
        return Err(OpError::Invalid(Why::PairedWithSelf));
    }
    let (sa, sb) = (seat(s, r, a)?, seat(s, r, b)?);
    if opponent(r, sa) == Some(b) {
        return Err(OpError::NoChange(Same::Opponents {
            a: name(s, a)?,
            b: name(s, b)?,
        }));
    }
    match (opponent(r, sa), opponent(r, sb)) {
        (Some(oa), _) => swap(s, r, oa, b),
        (None, Some(ob)) => swap(s, r, a, ob),
        (None, None) => Err(OpError::Invalid(Why::NeitherOnBoard)),
    }
}

/// Gives A the pairing-allocated bye; the player who had it takes A's place.
fn give_bye(s: &Section, r: &mut Round, a: PlayerId) -> Result<(), OpError> {
    let Some(holder) = r.pab() else {
        return Err(OpError::Invalid(Why::NoPab { round: r.number }));
    };
    if holder == a {
        return Err(OpError::NoChange(Same::HasBye { name: name(s, a)? }));
    }
    swap(s, r, a, holder)
}

/// Adds the forbidden pair and, if A and B meet in this round, pairs it again without
/// them meeting. Returns the section's new list of forbidden pairs.
fn forbid(
    s: &Section,
    r: &mut Round,
    a: PlayerId,
    b: PlayerId,
    first: RoundNo,
    last: RoundNo,
) -> Result<Vec<ForbiddenPair>, OpError> {
    if a == b {
        return Err(OpError::Invalid(Why::ApartNeedsTwo));
    }
    find_player(s, a)?;
    find_player(s, b)?;
    if first == 0 || last < first || last > s.settings.rounds_planned {
        return Err(OpError::Invalid(Why::BadRoundRange {
            first,
            last,
            rounds: s.settings.rounds_planned,
        }));
    }
    let mut list = s.forbidden.clone();
    list.push(ForbiddenPair {
        first_round: first,
        last_round: last,
        players: vec![a, b],
    });
    let meet = r
        .boards
        .iter()
        .any(|x| (x.white == a && x.black == b) || (x.white == b && x.black == a));
    if !(meet && (first..=last).contains(&r.number)) {
        return Ok(list);
    }
    if let Some(k) = r.boards.iter().position(|x| !x.outcome.is_pending()) {
        return Err(OpError::Invalid(Why::RepairOverResult {
            round: r.number,
            board: k + 1,
        }));
    }
    if let PairingSystem::RoundRobin { .. } = s.settings.system {
        return Err(OpError::Invalid(Why::RoundRobinRepair));
    }
    let mut earlier = s.clone();
    earlier.rounds.pop();
    earlier.forbidden.clone_from(&list);
    let view = constraints::pairing_view(&earlier, r.number);
    let fresh = dutch::pair_round(&view, r.number).map_err(|e| {
        OpError::Invalid(Why::RepairApartFails {
            round: r.number,
            a: name(s, a).unwrap_or_default(),
            b: name(s, b).unwrap_or_default(),
            reason: e.to_string(),
        })
    })?;
    let old_pairs: Vec<(PlayerId, PlayerId)> =
        r.boards.iter().map(|x| (x.white, x.black)).collect();
    r.boards = fresh
        .boards
        .into_iter()
        .map(|x| Board {
            manual: !old_pairs.contains(&(x.white, x.black)),
            ..x
        })
        .collect();
    r.unpaired = merge_unpaired(&r.unpaired, fresh.unpaired);
    Ok(list)
}

/// The engine's unpaired list, keeping the order of the entries the round already had.
fn merge_unpaired(old: &[Unpaired], fresh: Vec<Unpaired>) -> Vec<Unpaired> {
    let mut out: Vec<Unpaired> = old.iter().filter(|u| fresh.contains(u)).copied().collect();
    for u in fresh {
        if !out.contains(&u) {
            out.push(u);
        }
    }
    out
}

fn board_index(r: &Round, board: u32) -> Result<usize, OpError> {
    let k = (board as usize)
        .checked_sub(1)
        .filter(|&k| k < r.boards.len());
    let Some(k) = k else {
        return Err(OpError::NoBoard {
            round: r.number,
            board: board as usize,
            boards: r.boards.len(),
        });
    };
    if !r.boards[k].outcome.is_pending() {
        return Err(OpError::ResultExists {
            round: r.number,
            board: board as usize,
            result: r.boards[k].outcome.code(),
        });
    }
    Ok(k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Outcome, Player, Sport};
    use crate::ops::create_section;

    /// Five players (TPN = id) on two pending boards 1-2, 3-4 and the bye to 5.
    fn five() -> Tournament {
        let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan");
        create_section(&mut t, "L12", "Lelaki Bawah 12", 5, Sport::Chess).unwrap();
        let s = &mut t.sections[0];
        s.settings.local_rules.same_team_rounds = 0;
        s.settings.local_rules.top_seeds_apart = 0;
        for i in 1..=5 {
            let mut p = Player::new(PlayerId(i), format!("Pemain {i}"));
            p.tpn = i;
            s.players.push(p);
        }
        s.next_player_id = 6;
        let mut r = Round::new(1);
        for (w, b) in [(1, 2), (3, 4)] {
            r.boards
                .push(Board::new(PlayerId(w), PlayerId(b), Outcome::Pending));
        }
        r.unpaired.push(Unpaired {
            player: PlayerId(5),
            kind: ByeKind::Pab,
        });
        s.rounds.push(r);
        t
    }

    fn req(edit: EditKind) -> EditRequest {
        EditRequest {
            at: 60,
            edit,
            reason: " lewat ".into(),
            force: false,
        }
    }

    fn pairs(t: &Tournament) -> Vec<(u32, u32)> {
        let r = &t.sections[0].rounds[0];
        r.boards.iter().map(|b| (b.white.0, b.black.0)).collect()
    }

    #[test]
    fn forcing_a_pair_makes_the_former_opponents_meet() {
        let mut t = five();
        edit_pairing(
            &mut t,
            "L12",
            1,
            req(EditKind::Force {
                a: PlayerId(1),
                b: PlayerId(3),
            }),
        )
        .unwrap();
        assert_eq!(pairs(&t), [(1, 3), (2, 4)]);
        assert_eq!(t.sections[0].rounds[0].edits[0].reason, "lewat");
    }

    #[test]
    fn forcing_a_pair_with_the_bye_holder_hands_the_bye_on() {
        let mut t = five();
        edit_pairing(
            &mut t,
            "L12",
            1,
            req(EditKind::Force {
                a: PlayerId(5),
                b: PlayerId(4),
            }),
        )
        .unwrap();
        assert_eq!(pairs(&t), [(1, 2), (5, 4)]);
        assert_eq!(t.sections[0].rounds[0].pab(), Some(PlayerId(3)));
    }

    #[test]
    fn swapping_partners_on_one_board_or_nothing_is_refused() {
        let mut t = five();
        let before = t.clone();
        let e = edit_pairing(
            &mut t,
            "L12",
            1,
            req(EditKind::Swap {
                a: PlayerId(1),
                b: PlayerId(2),
            }),
        )
        .unwrap_err();
        assert!(
            e.to_string().contains("exchange the colours instead"),
            "{e}"
        );
        let e = edit_pairing(
            &mut t,
            "L12",
            1,
            req(EditKind::Bye {
                player: PlayerId(5),
            }),
        )
        .unwrap_err();
        assert!(matches!(e, EditError::Op(OpError::NoChange(_))), "{e:?}");
        assert_eq!(t, before);
    }

    #[test]
    fn merging_keeps_the_old_order_and_adds_the_new() {
        let u = |p, kind| Unpaired {
            player: PlayerId(p),
            kind,
        };
        let old = [u(7, ByeKind::Half), u(5, ByeKind::Pab)];
        let fresh = vec![u(3, ByeKind::Pab), u(7, ByeKind::Half)];
        assert_eq!(
            merge_unpaired(&old, fresh),
            [u(7, ByeKind::Half), u(3, ByeKind::Pab)]
        );
    }

    /// A refused edit names the broken rules in Malay with the players, and its
    /// English is the command line's text.
    #[test]
    fn a_refused_edit_is_worded_in_both_languages() {
        let t = five();
        let s = &t.sections[0];
        let breach = crate::pairing::check::violations::Breach::Rematch {
            white: PlayerId(1),
            black: PlayerId(2),
            met: 1,
        };
        let rematch = Violation {
            rule: crate::pairing::check::Rule::Rematch,
            players: vec![PlayerId(1), PlayerId(2)],
            board: Some(1),
            text: breach.say(s, Language::English),
            breach,
        };
        for e in [
            EditError::Breaks {
                violations: vec![rematch.clone()],
            },
            EditError::Unpairable {
                violations: vec![rematch.clone()],
            },
        ] {
            assert_eq!(e.say(s, Language::English), e.to_string());
            let ms = e.say(s, Language::Malay);
            assert!(ms.starts_with("suntingan ditolak: C1: "), "{ms}");
            assert!(ms.contains("sudah bertemu dalam pusingan 1"), "{ms}");
            assert!(!ms.contains("refused") && !ms.contains("met"), "{ms}");
        }
    }
}
