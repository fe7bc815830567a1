//! Publishing a round's pairings and taking back the last one.
//!
//! A round may come from the pairing engine or be built by hand, so it is checked as a
//! whole before it is recorded: the right number, nobody twice, nobody forgotten, nobody
//! on a board who is not to be paired (C.04.1 art. 3: at most one pairing-allocated bye).

use super::error::OpError;
use super::journal::commit;
use super::problem::{Named, NotPlaying, RoundProblem};
use super::section_index;
use super::why::Why;
use crate::model::Deed;
use crate::model::{
    ByeKind, Change, PlayerId, PlayerStatus, Round, RoundEntry, RoundNo, Section, Tournament,
    Unpaired,
};
use std::collections::HashSet;

/// The players to be paired in a round, in pairing-number order.
pub fn available_players(s: &Section, round: RoundNo) -> Vec<PlayerId> {
    s.players_by_tpn()
        .into_iter()
        .filter(|p| p.is_available(round))
        .map(|p| p.id)
        .collect()
}

/// Checks and records the next round. Players with a requested bye that the round
/// leaves out get it as an unpaired entry, and players not to be paired (withdrawn, not
/// yet entered, reserves out of the line-up) get an absence entry.
pub fn publish_round(t: &mut Tournament, section: &str, round: Round) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let round = checked_round(s, round)?;
    let deed = Deed::RoundPaired {
        section: s.code.clone(),
        round: round.number,
        boards: round.boards.len() as u32,
        bye: round.pab().is_some(),
    };
    commit(
        t,
        deed,
        vec![Change::RoundAdded {
            section: si as u32,
            stash: Some(Box::new(round)),
        }],
    )
}

/// Takes back the pairings of the last round. A round with results is only deleted
/// when `force` is given, because its results are lost with it.
pub fn delete_last_round(t: &mut Tournament, section: &str, force: bool) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let Some(last) = s.rounds.last() else {
        return Err(OpError::Invalid(Why::NoRoundPaired {
            section: s.code.clone(),
        }));
    };
    let (results, _) = last.progress();
    if results > 0 && !force {
        return Err(OpError::RoundHasResults {
            section: s.code.clone(),
            round: last.number,
            results,
        });
    }
    let deed = Deed::RoundDeleted {
        section: s.code.clone(),
        round: last.number,
        results_lost: results as u32,
    };
    let mut changes = vec![Change::RoundRemoved {
        section: si as u32,
        stash: None,
    }];
    // A team-match section's matches of that round go with it.
    if let Some(tm) = s.team_match.as_deref()
        && tm.rounds.len() >= last.number as usize
    {
        let mut after = tm.clone();
        after.rounds.truncate(last.number as usize - 1);
        changes.push(Change::TeamMatch {
            section: si as u32,
            before: Some(Box::new(tm.clone())),
            after: Some(Box::new(after)),
        });
    }
    commit(t, deed, changes)
}

/// The first round in which the player scored a win's points without playing (a PAB,
/// a full-point bye, a forfeit win), which rules out another PAB.
fn unplayed_win(s: &Section, player: PlayerId) -> Option<RoundNo> {
    (1..=s.rounds_paired()).find(|&n| match s.entry(player, n) {
        Some(RoundEntry::Bye(kind)) => matches!(kind, ByeKind::Pab | ByeKind::Full),
        Some(RoundEntry::Game { result, .. }) => {
            !result.is_played() && result.points(&s.settings.points) >= s.settings.points.win
        }
        None => false,
    })
}

fn checked_round(s: &Section, mut round: Round) -> Result<Round, OpError> {
    let bad = |m: RoundProblem| Err(OpError::BadRound(m));
    let next = s.rounds_paired() + 1;
    if round.number != next {
        return bad(RoundProblem::NotNext {
            section: s.code.clone(),
            next,
            given: round.number,
        });
    }
    if next > s.settings.rounds_planned {
        return bad(RoundProblem::AllPlanned {
            section: s.code.clone(),
            planned: s.settings.rounds_planned,
        });
    }
    let name = |p: &crate::model::Player| Named {
        name: p.name.clone(),
        tpn: p.tpn,
    };
    let mut seen = HashSet::new();
    let on_boards = round
        .boards
        .iter()
        .enumerate()
        .flat_map(|(k, b)| [(k, b.white), (k, b.black)]);
    for (k, id) in on_boards {
        let Some(p) = s.player(id) else {
            return bad(RoundProblem::NoSuchPlayer {
                board: Some(k + 1),
                id: id.0,
                section: s.code.clone(),
            });
        };
        if !seen.insert(id) {
            return bad(RoundProblem::Twice(name(p)));
        }
        if p.tpn == 0 {
            return bad(RoundProblem::NoTpn(name(p)));
        }
        let why = match p.status(next) {
            PlayerStatus::Present => continue,
            PlayerStatus::NotYetEntered => NotPlaying::EntersAt(p.entry_round),
            PlayerStatus::Withdrawn => NotPlaying::Withdrawn,
            PlayerStatus::Bye(kind) => NotPlaying::AskedBye(kind),
        };
        return bad(RoundProblem::NotToPlay {
            board: k + 1,
            player: name(p),
            why,
        });
    }
    let mut pabs = 0;
    for u in &round.unpaired {
        let Some(p) = s.player(u.player) else {
            return bad(RoundProblem::NoSuchPlayer {
                board: None,
                id: u.player.0,
                section: s.code.clone(),
            });
        };
        if !seen.insert(u.player) {
            return bad(RoundProblem::Twice(name(p)));
        }
        let status = p.status(next);
        let out = matches!(
            status,
            PlayerStatus::NotYetEntered | PlayerStatus::Withdrawn
        );
        if out && !matches!(u.kind, ByeKind::Absent | ByeKind::Zero) {
            return bad(RoundProblem::ByeWhileOut {
                player: name(p),
                round: next,
                kind: u.kind,
            });
        }
        if u.kind == ByeKind::Pab {
            pabs += 1;
            if pabs > 1 {
                return bad(RoundProblem::TwoPabs);
            }
            if let Some(earlier) = unplayed_win(s, u.player) {
                return bad(RoundProblem::UnplayedWin {
                    player: name(p),
                    round: earlier,
                });
            }
        }
    }
    let mut added = Vec::new();
    for p in s.players_by_tpn() {
        if seen.contains(&p.id) {
            continue;
        }
        let kind = match p.status(next) {
            PlayerStatus::Present => {
                return bad(RoundProblem::Left(name(p)));
            }
            PlayerStatus::Bye(kind) => kind,
            PlayerStatus::NotYetEntered | PlayerStatus::Withdrawn => ByeKind::Absent,
        };
        added.push(Unpaired { player: p.id, kind });
    }
    round.unpaired.extend(added);
    Ok(round)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Board, Outcome, Sport};
    use crate::ops::{
        PlayerFields, add_player, assign_tpns, create_section, request_bye, set_result, undo,
        withdraw,
    };

    /// Six players with pairing numbers 1-6 (ids 1-6).
    fn six() -> Tournament {
        let mut t = Tournament::new("Kejohanan");
        create_section(&mut t, "L12", "Lelaki B12", 5, Sport::Chess).unwrap();
        for (k, n) in [
            "Ahmad bin Ismail",
            "Tan Wei Ming",
            "Priya a/p Raman",
            "Lim Jia Hui",
            "Muhammad Hafiz",
            "Wong Kah Mun",
        ]
        .into_iter()
        .enumerate()
        {
            let f = PlayerFields {
                rating: Some(1600 - 10 * k as u16),
                ..PlayerFields::named(n)
            };
            add_player(&mut t, "L12", f).unwrap();
        }
        t.section_mut("L12").unwrap().settings.initial_order = crate::model::InitialOrder::Rating;
        assign_tpns(&mut t, "L12").unwrap();
        t
    }

    fn board(w: u32, b: u32) -> Board {
        Board::new(PlayerId(w), PlayerId(b), Outcome::Pending)
    }

    fn round(n: RoundNo, boards: &[(u32, u32)], pab: Option<u32>) -> Round {
        let mut r = Round::new(n);
        r.boards = boards.iter().map(|&(w, b)| board(w, b)).collect();
        r.unpaired = pab
            .map(|p| Unpaired {
                player: PlayerId(p),
                kind: ByeKind::Pab,
            })
            .into_iter()
            .collect();
        r
    }

    fn refusal(t: &mut Tournament, r: Round) -> String {
        let before = t.clone();
        let e = publish_round(t, "L12", r).unwrap_err().to_string();
        assert_eq!(*t, before, "a refused round changes nothing");
        e
    }

    #[test]
    fn refuses_every_kind_of_bad_round() {
        let mut t = six();
        let p = "the round cannot be published: ";
        assert_eq!(
            refusal(&mut t, round(2, &[(1, 2)], None)),
            format!("{p}the next round of L12 is 1, not 2")
        );
        assert_eq!(
            refusal(&mut t, round(1, &[(1, 2), (3, 1)], None)),
            format!("{p}Ahmad bin Ismail (TPN 1) appears twice")
        );
        assert_eq!(
            refusal(&mut t, round(1, &[(1, 2), (3, 4)], None)),
            format!(
                "{p}Muhammad Hafiz (TPN 5) is to be paired but is neither on a board nor given a bye"
            )
        );
        assert_eq!(
            refusal(&mut t, round(1, &[(1, 2), (3, 9)], None)),
            format!("{p}board 2: no such player player#9 in L12")
        );
        let mut two = round(1, &[(1, 2), (3, 4)], Some(5));
        two.unpaired.push(Unpaired {
            player: PlayerId(6),
            kind: ByeKind::Pab,
        });
        assert_eq!(
            refusal(&mut t, two),
            format!("{p}more than one pairing-allocated bye")
        );
        withdraw(&mut t, "L12", PlayerId(6), 1, None).unwrap();
        assert_eq!(
            refusal(&mut t, round(1, &[(1, 2), (3, 4), (5, 6)], None)),
            format!(
                "{p}board 3: Wong Kah Mun (TPN 6) is withdrawn (or a reserve out of the line-up)"
            )
        );
        let mut pab_for_absent = round(1, &[(1, 2), (3, 4)], Some(6));
        pab_for_absent.unpaired.push(Unpaired {
            player: PlayerId(5),
            kind: ByeKind::Half,
        });
        assert_eq!(
            refusal(&mut t, pab_for_absent),
            format!(
                "{p}Wong Kah Mun (TPN 6) is not to be paired in round 1 but is given a pairing-allocated bye"
            )
        );
        request_bye(&mut t, "L12", PlayerId(5), 1, ByeKind::Half).unwrap();
        assert_eq!(
            refusal(&mut t, round(1, &[(1, 2), (3, 5)], None)),
            format!("{p}board 2: Muhammad Hafiz (TPN 5) asked for a half-point bye")
        );
        // Round 1 without the withdrawn and the bye: they are added as unpaired entries.
        publish_round(&mut t, "L12", round(1, &[(1, 2), (3, 4)], None)).unwrap();
        let r = t.section("L12").unwrap().round(1).unwrap().clone();
        assert_eq!(
            r.entry(PlayerId(5)),
            Some(crate::model::RoundEntry::Bye(ByeKind::Half))
        );
        assert_eq!(
            r.entry(PlayerId(6)),
            Some(crate::model::RoundEntry::Bye(ByeKind::Absent))
        );
    }

    #[test]
    fn late_entries_without_number_and_planned_rounds() {
        let mut t = six();
        t.section_mut("L12").unwrap().players[0].tpn = 0;
        assert_eq!(
            refusal(&mut t, round(1, &[(1, 2), (3, 4), (5, 6)], None)),
            "the round cannot be published: Ahmad bin Ismail (TPN 0) has no pairing number; assign pairing numbers first"
        );
        let mut t = six();
        for n in 1..=5 {
            publish_round(&mut t, "L12", round(n, &[(1, 2), (3, 4), (5, 6)], None)).unwrap();
        }
        assert_eq!(
            refusal(&mut t, round(6, &[(1, 2), (3, 4), (5, 6)], None)),
            "the round cannot be published: L12 has only 5 rounds; change the number of rounds first"
        );
    }

    #[test]
    fn delete_last_round_counts_the_results_it_would_lose() {
        let mut t = six();
        publish_round(&mut t, "L12", round(1, &[(1, 2), (3, 4), (5, 6)], None)).unwrap();
        set_result(&mut t, "L12", 1, 1, Outcome::WhiteForfeitWin).unwrap();
        set_result(&mut t, "L12", 1, 3, Outcome::DoubleForfeit).unwrap();
        let before = t.clone();
        assert_eq!(
            delete_last_round(&mut t, "L12", false)
                .unwrap_err()
                .to_string(),
            "round 1 of L12 has 2 result(s); deleting its pairings would lose them (force the deletion to go ahead)"
        );
        assert_eq!(t, before);
        delete_last_round(&mut t, "L12", true).unwrap();
        assert_eq!(t.section("L12").unwrap().rounds_paired(), 0);
        assert_eq!(
            delete_last_round(&mut t, "L12", true)
                .unwrap_err()
                .to_string(),
            "L12 has no round paired yet"
        );
        undo(&mut t).unwrap();
        assert_eq!(t.sections, before.sections);
    }

    #[test]
    fn no_second_point_without_playing() {
        let mut t = six();
        withdraw(&mut t, "L12", PlayerId(6), 1, Some(3)).unwrap();
        publish_round(&mut t, "L12", round(1, &[(1, 2), (3, 4)], Some(5))).unwrap();
        set_result(&mut t, "L12", 1, 2, Outcome::BlackForfeitWin).unwrap();
        let p = "the round cannot be published: ";
        assert_eq!(
            refusal(&mut t, round(2, &[(1, 2), (3, 4)], Some(5))),
            format!(
                "{p}Muhammad Hafiz (TPN 5) already scored a win without playing in round 1, \
                 so cannot have the pairing-allocated bye (C.04.1 art. 4)"
            )
        );
        assert_eq!(
            refusal(&mut t, round(2, &[(1, 2), (3, 5)], Some(4))),
            format!(
                "{p}Lim Jia Hui (TPN 4) already scored a win without playing in round 1, \
                 so cannot have the pairing-allocated bye (C.04.1 art. 4)"
            )
        );
        publish_round(&mut t, "L12", round(2, &[(1, 4), (2, 5)], Some(3))).unwrap();
    }
}
