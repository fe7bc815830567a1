//! Results on the boards. Entering over an existing result is refused, so that a typing
//! slip on the wrong board cannot silently overwrite it; a real correction (a protest
//! upheld, MSSM Pahang 10.1) goes through `change_result`, which works on any round and
//! keeps the old value in the journal.

use super::error::OpError;
use super::journal::commit;
use super::section_index;
use super::why::{Same, Why};
use crate::model::Deed;
use crate::model::{Change, Outcome, PackedResult, Points, RoundNo, Section, Tournament};

/// Enters the result of a board that has none (or the same one again is refused too).
pub fn set_result(
    t: &mut Tournament,
    section: &str,
    round: RoundNo,
    board: usize,
    outcome: Outcome,
) -> Result<(), OpError> {
    let (si, before) = locate(t, section, round, board)?;
    check_outcome(&t.sections[si], outcome)?;
    check_no_later_round(&t.sections[si], round)?;
    if !before.is_pending() {
        return Err(OpError::ResultExists {
            round,
            board,
            result: before.code(),
        });
    }
    record(t, si, round, board, before, outcome)
}

/// Replaces a result, in the current round or an earlier one.
pub fn change_result(
    t: &mut Tournament,
    section: &str,
    round: RoundNo,
    board: usize,
    outcome: Outcome,
) -> Result<(), OpError> {
    let (si, before) = locate(t, section, round, board)?;
    check_outcome(&t.sections[si], outcome)?;
    if before == outcome {
        return Err(OpError::NoChange(Same::Result {
            board,
            round,
            result: outcome.code(),
        }));
    }
    record(t, si, round, board, before, outcome)
}

/// Removes a board's result.
pub fn clear_result(
    t: &mut Tournament,
    section: &str,
    round: RoundNo,
    board: usize,
) -> Result<(), OpError> {
    let (si, before) = locate(t, section, round, board)?;
    if before.is_pending() {
        return Err(OpError::NoResult { round, board });
    }
    check_no_later_round(&t.sections[si], round)?;
    record(t, si, round, board, before, Outcome::Pending)
}

/// The round after `round` when it is already paired: a result changed in `round` then
/// leaves that pairing as it was made, on the old result.
pub fn later_round_paired(s: &Section, round: RoundNo) -> Option<RoundNo> {
    (round < s.rounds_paired()).then_some(round + 1)
}

/// Refuses an ordinary entry or clearing in a round followed by a paired round: the
/// interface warns first and then goes through [`change_earlier_result`].
fn check_no_later_round(s: &Section, round: RoundNo) -> Result<(), OpError> {
    match later_round_paired(s, round) {
        Some(later) => Err(OpError::LaterRoundPaired {
            section: s.code.clone(),
            round,
            later,
        }),
        None => Ok(()),
    }
}

/// Enters, replaces or (with `Outcome::Pending`) clears a result of a round followed by
/// a paired round, once the arbiter has been told that the later pairing stands.
pub fn change_earlier_result(
    t: &mut Tournament,
    section: &str,
    round: RoundNo,
    board: usize,
    outcome: Outcome,
) -> Result<(), OpError> {
    let (si, before) = locate(t, section, round, board)?;
    if !outcome.is_pending() {
        check_outcome(&t.sections[si], outcome)?;
    }
    if before == outcome {
        return Err(OpError::NoChange(Same::Result {
            board,
            round,
            result: outcome.code(),
        }));
    }
    record(t, si, round, board, before, outcome)
}

fn record(
    t: &mut Tournament,
    si: usize,
    round: RoundNo,
    board: usize,
    before: Outcome,
    after: Outcome,
) -> Result<(), OpError> {
    // The description is told from the change itself, which keeps the entry small.
    let (section, board) = (si as u32, (board - 1) as u32);
    let change = match PackedResult::pack(section, round, board, before, after) {
        Some(packed) => Change::Result(packed),
        None => Change::Outcome {
            section,
            round,
            board,
            before,
            after,
        },
    };
    commit(t, Deed::Told, vec![change])
}

/// Finds the board (1-based) and returns the section's position and the board's outcome.
fn locate(
    t: &Tournament,
    section: &str,
    round: RoundNo,
    board: usize,
) -> Result<(usize, Outcome), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let r = s.round(round).ok_or(OpError::NoRound {
        section: s.code.clone(),
        round,
        paired: s.rounds_paired(),
    })?;
    let b = board
        .checked_sub(1)
        .and_then(|k| r.boards.get(k))
        .ok_or(OpError::NoBoard {
            round,
            board,
            boards: r.boards.len(),
        })?;
    Ok((si, b.outcome))
}

fn check_outcome(s: &Section, outcome: Outcome) -> Result<(), OpError> {
    match outcome {
        Outcome::Pending => Err(OpError::Invalid(Why::NoResultGiven)),
        Outcome::Adjusted { white, black, .. } => {
            for p in [white, black] {
                if p < Points::ZERO || p > s.settings.points.win {
                    return Err(OpError::Invalid(Why::AdjustedBeyondWin {
                        win: s.settings.points.win,
                        value: p,
                    }));
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Board, GameResult, PlayerId, Round, Sport};
    use crate::ops::{
        PlayerFields, add_player, assign_tpns, create_section, journal_entries, publish_round,
        redo, undo,
    };

    fn paired() -> Tournament {
        let mut t = Tournament::new("Kejohanan");
        create_section(&mut t, "L12", "Lelaki B12", 5, Sport::Chess).unwrap();
        for n in [
            "Ahmad bin Ismail",
            "Tan Wei Ming",
            "Priya a/p Raman",
            "Lim Jia Hui",
        ] {
            add_player(&mut t, "L12", PlayerFields::named(n)).unwrap();
        }
        assign_tpns(&mut t, "L12").unwrap();
        let mut r = Round::new(1);
        for (w, b) in [(1, 2), (3, 4)] {
            r.boards
                .push(Board::new(PlayerId(w), PlayerId(b), Outcome::Pending));
        }
        publish_round(&mut t, "L12", r).unwrap();
        t
    }

    const WIN: Outcome = Outcome::Played(GameResult::WhiteWins);
    const DRAW: Outcome = Outcome::Played(GameResult::Draw);

    fn refused(t: &mut Tournament, r: Result<(), OpError>, before: &Tournament) -> String {
        assert_eq!(t, before, "a refusal changes nothing");
        r.unwrap_err().to_string()
    }

    #[test]
    fn set_change_and_clear() {
        let mut t = paired();
        set_result(&mut t, "L12", 1, 2, WIN).unwrap();
        let b = t.clone();
        let r = set_result(&mut t, "L12", 1, 2, DRAW);
        assert_eq!(
            refused(&mut t, r, &b),
            "board 2 of round 1 already has a result: 1-0; clear it first"
        );
        let r = set_result(&mut t, "L12", 1, 2, WIN);
        assert_eq!(
            refused(&mut t, r, &b),
            "board 2 of round 1 already has a result: 1-0; clear it first"
        );
        let r = set_result(&mut t, "L12", 1, 3, WIN);
        assert_eq!(
            refused(&mut t, r, &b),
            "round 1 has 2 boards; there is no board 3"
        );
        let r = set_result(&mut t, "L12", 1, 0, WIN);
        assert_eq!(
            refused(&mut t, r, &b),
            "round 1 has 2 boards; there is no board 0"
        );
        let r = set_result(&mut t, "L12", 2, 1, WIN);
        assert_eq!(
            refused(&mut t, r, &b),
            "round 2 of L12 is not paired (rounds paired: 1)"
        );
        let r = set_result(&mut t, "L13", 1, 1, WIN);
        assert_eq!(refused(&mut t, r, &b), "no section L13 (sections: L12)");
        let r = set_result(&mut t, "L12", 1, 1, Outcome::Pending);
        assert_eq!(
            refused(&mut t, r, &b),
            "no result given; to remove a result, clear it"
        );
        let adj = Outcome::Adjusted {
            white: Points(15),
            black: Points(0),
            played: true,
        };
        let r = set_result(&mut t, "L12", 1, 1, adj);
        assert_eq!(
            refused(&mut t, r, &b),
            "an adjusted score must be between 0 and a win (1), not 1.5"
        );
        let r = clear_result(&mut t, "L12", 1, 1);
        assert_eq!(
            refused(&mut t, r, &b),
            "board 1 of round 1 has no result to clear"
        );
        let r = change_result(&mut t, "L12", 1, 2, WIN);
        assert_eq!(
            refused(&mut t, r, &b),
            "nothing to change: board 2 of round 1 already has the result 1-0"
        );

        change_result(&mut t, "L12", 1, 2, DRAW).unwrap();
        clear_result(&mut t, "L12", 1, 2).unwrap();
        change_result(&mut t, "L12", 1, 1, Outcome::BlackForfeitWin).unwrap();
        let h = journal_entries(&t);
        let last: Vec<&str> = h[h.len() - 4..]
            .iter()
            .map(|e| e.description.as_str())
            .collect();
        assert_eq!(
            last,
            [
                "L12 R1 board 2: 1-0",
                "L12 R1 board 2: 1-0 -> 1/2",
                "L12 R1 board 2: 1/2 cleared",
                "L12 R1 board 1: -+"
            ]
        );
        for _ in 0..3 {
            undo(&mut t).unwrap();
        }
        assert_eq!(t.sections, b.sections);
        assert_eq!(redo(&mut t).unwrap(), "L12 R1 board 2: 1-0 -> 1/2");
        assert_eq!(t.section("L12").unwrap().rounds[0].boards[1].outcome, DRAW);
    }
}
