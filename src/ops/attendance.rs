//! Attendance: withdrawals and returns, requested byes, and a player's place in or
//! out of the line-up (C.04.2: a withdrawn player is no longer paired; a player known
//! in advance to miss a round is not paired and scores the zero-point bye unless a
//! half-point bye was granted).

use super::attendance_done;
use super::error::{ByeRule, OpError};
use super::journal::commit;
use super::players::player_change;
use super::why::{Hint, Quantity, Why};
use super::{find_player, next_round, pronoun, section_index};
use crate::model::Deed;
use crate::model::{
    Absence, ByeKind, ByeRequest, Player, PlayerId, PlayerStatus, RollCallRule, RoundNo, Section,
    Tournament,
};

/// Withdraws a player from round `from` (not yet paired) on, back at round `back`
/// (exclusive end) or for good.
pub fn withdraw(
    t: &mut Tournament,
    section: &str,
    id: PlayerId,
    from: RoundNo,
    back: Option<RoundNo>,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let p = find_player(s, id)?;
    let after = withdrawn(s, p, from, back)?;
    let deed = attendance_done::withdrawn(s, p, from, back);
    let change = player_change(si, p, after);
    commit(t, deed, vec![change])
}

/// The player withdrawn from round `from` on (back at `back`), or why he cannot be.
pub(crate) fn withdrawn(
    s: &Section,
    p: &Player,
    from: RoundNo,
    back: Option<RoundNo>,
) -> Result<Player, OpError> {
    check_future_round(
        s,
        from,
        Hint::ForfeitOrWithdraw {
            name: p.name.clone(),
            pronoun: pronoun(p),
            round: next_round(s),
        },
    )?;
    if let Some(b) = back
        && (b <= from || b > s.settings.rounds_planned)
    {
        return Err(OpError::Invalid(Why::BadReturnRound {
            from,
            rounds: s.settings.rounds_planned,
            back: b,
        }));
    }
    let new = Absence { from, until: back };
    let end = back.unwrap_or(RoundNo::MAX);
    if let Some(a) = p
        .absences
        .iter()
        .find(|a| a.from < end && a.until.is_none_or(|u| u > from))
    {
        return Err(OpError::Invalid(Why::AlreadyOut {
            name: p.name.clone(),
            from: a.from,
        }));
    }
    if let Some(b) = p.bye_requests.iter().find(|b| new.covers(b.round)) {
        return Err(OpError::Invalid(Why::ByeRequested {
            name: p.name.clone(),
            kind: b.kind,
            round: b.round,
        }));
    }
    let mut after = p.clone();
    after.absences.push(new);
    after.absences.sort_by_key(|a| a.from);
    Ok(after)
}

/// A withdrawn player comes back at round `at` (not yet paired).
pub fn return_player(
    t: &mut Tournament,
    section: &str,
    id: PlayerId,
    at: RoundNo,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let p = find_player(s, id)?;
    check_future_round(
        s,
        at,
        Hint::ComeBackFrom {
            name: p.name.clone(),
            round: next_round(s),
        },
    )?;
    if p.reserve && !s.substitutions.iter().any(|x| x.incoming == id) {
        return Err(OpError::Invalid(Why::IsReserve {
            name: p.name.clone(),
            pronoun: pronoun(p),
        }));
    }
    let Some(k) = p.absences.iter().position(|a| a.covers(at)) else {
        return Err(OpError::Invalid(Why::NotWithdrawn {
            name: p.name.clone(),
            round: at,
        }));
    };
    let mut after = p.clone();
    end_absence(&mut after, k, at);
    let deed = attendance_done::returns(s, p, at);
    let change = player_change(si, p, after);
    commit(t, deed, vec![change])
}

/// Records a requested bye (half-point, zero-point, or full-point where the rules give
/// one) for a round not yet paired.
pub fn request_bye(
    t: &mut Tournament,
    section: &str,
    id: PlayerId,
    round: RoundNo,
    kind: ByeKind,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let p = find_player(s, id)?;
    let after = with_bye(s, p, round, kind)?;
    let deed = Deed::ByeRequested {
        section: s.code.clone(),
        kind,
        name: p.name.clone(),
        round,
    };
    let change = player_change(si, p, after);
    commit(t, deed, vec![change])
}

/// The roll call before a round is paired: the players who did not sign in get, by the
/// section's rule ([`RollCallRule`]), the zero-point bye of round `round` (not yet
/// paired) or a withdrawal from that round on, as one change (one undo). A player not
/// expected at the boards (withdrawn, not yet entered, with a bye) is refused; each is
/// then checked as [`request_bye`] checks a zero-point bye, or as [`withdraw`] (a
/// team-match section: [`withdraw_member`](super::withdraw_member)) checks a
/// withdrawal. One refusal refuses them all.
pub fn mark_absent(
    t: &mut Tournament,
    section: &str,
    round: RoundNo,
    ids: &[PlayerId],
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    check_future_round(
        s,
        round,
        Hint::ByeFrom {
            round: next_round(s),
        },
    )?;
    let rule = s.settings.roll_call;
    let mut changes = Vec::new();
    let mut seen = Vec::new();
    for &id in ids {
        if seen.contains(&id) {
            continue;
        }
        seen.push(id);
        let p = find_player(s, id)?;
        let after = match rule {
            RollCallRule::ZeroBye => with_bye(s, p, round, ByeKind::Zero)?,
            RollCallRule::Withdraw if s.team_match.is_some() => {
                // A reserve present for his team's line-ups is withdrawn from them, as
                // F2's `w` withdraws him.
                if !super::team_match::lineup_reserve(s, p, round) {
                    expected_at_the_boards(p, round)?;
                }
                super::team_match::member_out(s, p, round)?
            }
            RollCallRule::Withdraw => {
                expected_at_the_boards(p, round)?;
                withdrawn(s, p, round, None)?
            }
        };
        changes.push(player_change(si, p, after));
    }
    if changes.is_empty() {
        return Err(OpError::Invalid(Why::NoOneAbsent));
    }
    let deed = attendance_done::absent(s, round, ids);
    commit(t, deed, changes)
}

/// Whether the roll call of `round` lists `p`: the players expected at the boards, and
/// in a team-match section under the withdraw rule also a reserve present only for his
/// team's line-ups (whom [`mark_absent`] withdraws from them, as F2's `w` does). The
/// desk's list and the operation thus agree on who can be marked absent.
pub fn on_roll_call(s: &Section, p: &Player, round: RoundNo) -> bool {
    p.status(round) == PlayerStatus::Present
        || (s.settings.roll_call == RollCallRule::Withdraw
            && s.team_match.is_some()
            && super::team_match::lineup_reserve(s, p, round))
}

/// The player with a bye requested for `round`, or why it cannot be.
fn with_bye(s: &Section, p: &Player, round: RoundNo, kind: ByeKind) -> Result<Player, OpError> {
    if matches!(kind, ByeKind::Pab | ByeKind::Absent) {
        return Err(OpError::Invalid(Why::ByeNotRequestable { kind }));
    }
    check_future_round(
        s,
        round,
        Hint::ByeFrom {
            round: next_round(s),
        },
    )?;
    expected_at_the_boards(p, round)?;
    if let Some(rule) = broken_bye_rule(s, p, round, kind) {
        return Err(OpError::ByeRefused {
            name: p.name.clone(),
            round,
            kind,
            rule,
        });
    }
    let mut after = p.clone();
    after.bye_requests.push(ByeRequest { round, kind });
    after.bye_requests.sort_by_key(|b| b.round);
    Ok(after)
}

/// Refuses a player who is not expected at the boards in `round`: not yet entered,
/// withdrawn, or with a bye already.
fn expected_at_the_boards(p: &Player, round: RoundNo) -> Result<(), OpError> {
    match p.status(round) {
        PlayerStatus::Present => Ok(()),
        PlayerStatus::NotYetEntered => Err(OpError::Invalid(Why::EntersLater {
            name: p.name.clone(),
            round: p.entry_round,
        })),
        PlayerStatus::Withdrawn => Err(OpError::Invalid(Why::WithdrawnIn {
            name: p.name.clone(),
            round,
        })),
        PlayerStatus::Bye(k) => Err(OpError::Invalid(Why::AlreadyHasBye {
            name: p.name.clone(),
            kind: k,
            round,
        })),
    }
}

/// The section's bye rule a request would break: no half-point or full-point bye in the
/// last k rounds; at most so many half-point byes per player (those already played and
/// those still requested count alike).
fn broken_bye_rule(s: &Section, p: &Player, round: RoundNo, kind: ByeKind) -> Option<ByeRule> {
    let rules = s.settings.byes;
    let scoring = matches!(kind, ByeKind::Half | ByeKind::Full);
    let from = s.settings.rounds_planned.saturating_sub(rules.none_in_last) + 1;
    if scoring && rules.none_in_last > 0 && round >= from {
        return Some(ByeRule::NoneInLastRounds {
            last: rules.none_in_last,
            from,
        });
    }
    if kind == ByeKind::Half
        && let Some(max) = rules.max_half_byes
    {
        let played = (1..=s.rounds_paired())
            .filter(|&r| {
                r >= p.entry_round
                    && s.entry(p.id, r) == Some(crate::model::RoundEntry::Bye(ByeKind::Half))
            })
            .count();
        let asked = p
            .bye_requests
            .iter()
            .filter(|b| b.kind == ByeKind::Half && b.round > s.rounds_paired())
            .count();
        if played + asked >= usize::from(max) {
            return Some(ByeRule::MostHalfByes { max });
        }
    }
    None
}

/// Cancels a requested bye of a round not yet paired.
pub fn cancel_bye(
    t: &mut Tournament,
    section: &str,
    id: PlayerId,
    round: RoundNo,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let p = find_player(s, id)?;
    check_future_round(s, round, Hint::ByeStands)?;
    let Some(k) = p.bye_requests.iter().position(|b| b.round == round) else {
        return Err(OpError::Invalid(Why::NoByeRequested {
            name: p.name.clone(),
            round,
        }));
    };
    let mut after = p.clone();
    let kind = after.bye_requests.remove(k).kind;
    let deed = Deed::ByeCancelled {
        section: s.code.clone(),
        kind,
        name: p.name.clone(),
        round,
    };
    let change = player_change(si, p, after);
    commit(t, deed, vec![change])
}

/// Refuses rounds already paired or beyond the last planned round.
pub(crate) fn check_future_round(s: &Section, round: RoundNo, hint: Hint) -> Result<(), OpError> {
    if round == 0 || round > s.settings.rounds_planned {
        return Err(OpError::OutOfRange {
            what: Quantity::Round,
            value: i64::from(round),
            min: 1,
            max: i64::from(s.settings.rounds_planned),
        });
    }
    if round <= s.rounds_paired() {
        return Err(OpError::RoundAlreadyPaired {
            section: s.code.clone(),
            round,
            hint,
        });
    }
    Ok(())
}

/// Ends absence `k` so the player plays again from `at`; an absence that had not begun
/// yet disappears.
pub(crate) fn end_absence(p: &mut Player, k: usize, at: RoundNo) {
    if p.absences[k].from >= at {
        p.absences.remove(k);
    } else {
        p.absences[k].until = Some(at);
    }
}

/// Puts a player into the line-up (`playing`) or out of it from round `from`.
pub(crate) fn set_line_up(p: &mut Player, playing: bool, from: RoundNo) {
    let open = p
        .absences
        .iter()
        .position(|a| a.until.is_none() && a.from <= from.max(p.entry_round));
    if playing {
        if let Some(k) = open {
            end_absence(p, k, from);
        }
    } else if open.is_none() {
        p.absences.retain(|a| a.from < from);
        for a in &mut p.absences {
            if a.until.is_some_and(|u| u > from) {
                a.until = Some(from);
            }
        }
        p.absences.push(Absence { from, until: None });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Sex, Sport, TeamId};
    use crate::ops::test_support::{pair, refused};
    use crate::ops::{PlayerFields, add_player};
    use crate::ops::{add_team, assign_tpns, create_section};

    fn section() -> (Tournament, TeamId) {
        let mut t = Tournament::new("Kejohanan");
        create_section(&mut t, "L12", "Lelaki B12", 5, Sport::Chess).unwrap();
        let team = add_team(&mut t, "L12", "SK Seri Indah", Some("SKSI")).unwrap();
        (t, team)
    }

    fn add(t: &mut Tournament, f: PlayerFields) -> Result<PlayerId, OpError> {
        add_player(t, "L12", f)
    }

    #[test]
    fn withdraw_return_and_byes() {
        let (mut t, _) = section();
        let a = add(
            &mut t,
            PlayerFields {
                sex: Some(Sex::Female),
                ..PlayerFields::named("Nur Aisyah binti Hassan")
            },
        )
        .unwrap();
        add(&mut t, PlayerFields::named("Tan Wei Ming")).unwrap();
        assign_tpns(&mut t, "L12").unwrap();
        pair(&mut t, 1);
        assert_eq!(
            refused(&mut t, |t| withdraw(t, "L12", a, 1, None)),
            "round 1 of L12 is already paired; enter a forfeit for Nur Aisyah binti Hassan there, or withdraw her from round 2"
        );
        assert_eq!(
            refused(&mut t, |t| withdraw(t, "L12", a, 6, None)),
            "the round must be 1-5, not 6"
        );
        assert_eq!(
            refused(&mut t, |t| withdraw(t, "L12", a, 3, Some(3))),
            "the return round must be after round 3 and at most 5, not 3"
        );
        request_bye(&mut t, "L12", a, 4, ByeKind::Half).unwrap();
        assert_eq!(
            refused(&mut t, |t| withdraw(t, "L12", a, 3, None)),
            "Nur Aisyah binti Hassan has a half-point bye requested for round 4; cancel it first"
        );
        assert_eq!(
            refused(&mut t, |t| request_bye(t, "L12", a, 4, ByeKind::Zero)),
            "Nur Aisyah binti Hassan already has a half-point bye requested for round 4; cancel it first"
        );
        assert_eq!(
            refused(&mut t, |t| request_bye(t, "L12", a, 1, ByeKind::Zero)),
            "round 1 of L12 is already paired; a bye can be requested from round 2 on"
        );
        assert_eq!(
            refused(&mut t, |t| request_bye(t, "L12", a, 2, ByeKind::Pab)),
            "a pairing-allocated bye cannot be requested: ask for a half-point or zero-point bye, or withdraw the player"
        );
        assert_eq!(
            refused(&mut t, |t| cancel_bye(t, "L12", a, 3)),
            "Nur Aisyah binti Hassan has no bye requested for round 3"
        );
        cancel_bye(&mut t, "L12", a, 4).unwrap();
        withdraw(&mut t, "L12", a, 3, Some(5)).unwrap();
        let p = t.section("L12").unwrap().player(a).unwrap().clone();
        assert_eq!(p.status(3), PlayerStatus::Withdrawn);
        assert_eq!(p.status(5), PlayerStatus::Present);
        assert_eq!(
            refused(&mut t, |t| withdraw(t, "L12", a, 2, Some(4))),
            "Nur Aisyah binti Hassan is already out from round 3"
        );
        assert_eq!(
            refused(&mut t, |t| request_bye(t, "L12", a, 4, ByeKind::Half)),
            "Nur Aisyah binti Hassan is withdrawn in round 4"
        );
        return_player(&mut t, "L12", a, 4).unwrap();
        let p = t.section("L12").unwrap().player(a).unwrap().clone();
        assert_eq!(
            (p.status(3), p.status(4)),
            (PlayerStatus::Withdrawn, PlayerStatus::Present)
        );
        assert_eq!(
            refused(&mut t, |t| return_player(t, "L12", a, 4)),
            "Nur Aisyah binti Hassan is not withdrawn in round 4"
        );
        return_player(&mut t, "L12", a, 3).unwrap();
        assert!(
            t.section("L12")
                .unwrap()
                .player(a)
                .unwrap()
                .absences
                .is_empty()
        );
    }

    #[test]
    fn byes_and_returns_for_latecomers_and_reserves() {
        let (mut t, team) = section();
        add(&mut t, PlayerFields::named("Ahmad bin Ismail")).unwrap();
        add(&mut t, PlayerFields::named("Tan Wei Ming")).unwrap();
        let reserve = PlayerFields {
            team: Some(team),
            board: Some(5),
            reserve: true,
            ..PlayerFields::named("Wong Kah Mun")
        };
        let wong = add(&mut t, reserve).unwrap();
        assign_tpns(&mut t, "L12").unwrap();
        request_bye(&mut t, "L12", PlayerId(1), 2, ByeKind::Zero).unwrap();
        pair(&mut t, 1);
        let late = add(&mut t, PlayerFields::named("Siti Zulaikha")).unwrap();
        assert_eq!(
            refused(&mut t, |t| request_bye(t, "L12", late, 1, ByeKind::Half)),
            "round 1 of L12 is already paired; a bye can be requested from round 2 on"
        );
        t.sections[0].players[3].entry_round = 3;
        assert_eq!(
            refused(&mut t, |t| request_bye(t, "L12", late, 2, ByeKind::Half)),
            "Siti Zulaikha only enters at round 3"
        );
        assert_eq!(
            refused(&mut t, |t| cancel_bye(t, "L12", PlayerId(1), 1)),
            "round 1 of L12 is already paired; its bye stands as paired"
        );
        assert_eq!(
            refused(&mut t, |t| return_player(t, "L12", wong, 2)),
            "Wong Kah Mun is a reserve; substitute the player in instead"
        );
    }

    #[test]
    fn the_roll_call_marks_every_absentee_in_one_change() {
        let (mut t, _) = section();
        let mut ids = Vec::new();
        for n in ["Ahmad bin Ismail", "Tan Wei Ming", "Priya a/p Raman"] {
            ids.push(add(&mut t, PlayerFields::named(n)).unwrap());
        }
        assign_tpns(&mut t, "L12").unwrap();
        let entries = t.journal.entries.len();
        mark_absent(&mut t, "L12", 1, &[ids[0], ids[2], ids[0]]).unwrap();
        assert_eq!(t.journal.entries.len(), entries + 1, "one journal entry");
        let s = t.section("L12").unwrap();
        for (id, bye) in [(ids[0], true), (ids[1], false), (ids[2], true)] {
            assert_eq!(
                s.player(id).unwrap().status(1) == PlayerStatus::Bye(ByeKind::Zero),
                bye
            );
        }
        assert_eq!(
            crate::ops::journal_entries(&t).last().unwrap().description,
            "L12: absent in round 1 (zero-point bye): Ahmad bin Ismail, Priya a/p Raman"
        );
        // One refusal refuses the whole roll call.
        assert_eq!(
            refused(&mut t, |t| mark_absent(t, "L12", 1, &[ids[1], ids[2]])),
            "Priya a/p Raman already has a zero-point bye requested for round 1; cancel it first"
        );
        assert_eq!(
            refused(&mut t, |t| mark_absent(t, "L12", 1, &[])),
            "name at least one player who did not sign in"
        );
        crate::ops::undo(&mut t).unwrap();
        let s = t.section("L12").unwrap();
        assert!(
            ids.iter()
                .all(|&id| s.player(id).unwrap().status(1) == PlayerStatus::Present)
        );
        pair(&mut t, 1);
        assert_eq!(
            refused(&mut t, |t| mark_absent(t, "L12", 1, &[ids[1]])),
            "round 1 of L12 is already paired; a bye can be requested from round 2 on"
        );
    }

    /// Issue 34 item 6: under the section's withdraw rule the roll call withdraws the
    /// absentees from that round on (not paired again until they return), as one
    /// change that one undo takes back; who is out already, or has a bye, is refused.
    #[test]
    fn the_roll_call_withdraws_under_the_withdraw_rule() {
        let (mut t, _) = section();
        let mut ids = Vec::new();
        for n in [
            "Ahmad bin Ismail",
            "Tan Wei Ming",
            "Priya a/p Raman",
            "Siti Zulaikha",
        ] {
            ids.push(add(&mut t, PlayerFields::named(n)).unwrap());
        }
        assign_tpns(&mut t, "L12").unwrap();
        let mut settings = t.sections[0].settings.clone();
        settings.roll_call = RollCallRule::Withdraw;
        crate::ops::edit_section(&mut t, "L12", settings).unwrap();
        request_bye(&mut t, "L12", ids[3], 1, ByeKind::Half).unwrap();
        let entries = t.journal.entries.len();
        mark_absent(&mut t, "L12", 1, &[ids[0], ids[2]]).unwrap();
        assert_eq!(t.journal.entries.len(), entries + 1, "one journal entry");
        assert_eq!(
            crate::ops::journal_entries(&t).last().unwrap().description,
            "L12: absent in round 1 (withdrawn from round 1 on): Ahmad bin Ismail, Priya a/p Raman"
        );
        let s = t.section("L12").unwrap();
        for id in [ids[0], ids[2]] {
            let p = s.player(id).unwrap();
            assert_eq!(
                (p.status(1), p.status(5)),
                (PlayerStatus::Withdrawn, PlayerStatus::Withdrawn)
            );
            assert!(p.bye_requests.is_empty());
        }
        assert_eq!(s.player(ids[1]).unwrap().status(1), PlayerStatus::Present);
        assert_eq!(
            refused(&mut t, |t| mark_absent(t, "L12", 1, &[ids[1], ids[2]])),
            "Priya a/p Raman is withdrawn in round 1"
        );
        assert_eq!(
            refused(&mut t, |t| mark_absent(t, "L12", 1, &[ids[3]])),
            "Siti Zulaikha already has a half-point bye requested for round 1; cancel it first"
        );
        // Not paired in round 1 nor after, until brought back.
        pair(&mut t, 1);
        let r1 = t.section("L12").unwrap().round(1).unwrap();
        assert!(r1.boards.iter().all(|b| {
            ![b.white, b.black]
                .iter()
                .any(|x| *x == ids[0] || *x == ids[2])
        }));
        return_player(&mut t, "L12", ids[2], 2).unwrap();
        let p = t.section("L12").unwrap().player(ids[2]).unwrap().clone();
        assert_eq!(
            (p.status(1), p.status(2)),
            (PlayerStatus::Withdrawn, PlayerStatus::Present)
        );
        // One undo each: the return, the pairing, then the roll call as a whole.
        for _ in 0..3 {
            crate::ops::undo(&mut t).unwrap();
        }
        let s = t.section("L12").unwrap();
        assert!(
            ids[..3]
                .iter()
                .all(|&id| s.player(id).unwrap().status(1) == PlayerStatus::Present)
        );
        assert!(s.players.iter().all(|p| p.absences.is_empty()));
    }
}
