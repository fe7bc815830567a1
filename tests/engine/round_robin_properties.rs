//! Invariants of round robin pairing over every field size the tables cover and beyond:
//! everyone meets everyone (twice, colours swapped, in a double round robin), an odd
//! field rests exactly one player per round, and colours stay balanced.

use catur::model::{ByeKind, Colour, PairingSystem, Player, PlayerId, Section};
use catur::pairing::round_robin::{MAX_PLAYERS, pair_round, rounds_needed};
use proptest::prelude::*;
use std::collections::BTreeMap;

/// A round robin section whose players hold `tpns` (player `i` gets `tpns[i]`).
fn section(tpns: &[u32], double: bool) -> Section {
    let n = tpns.len() as u32;
    let mut s = Section::new("L18", "Lelaki Bawah 18", rounds_needed(n, double));
    s.settings.system = PairingSystem::RoundRobin { double };
    for (i, &tpn) in tpns.iter().enumerate() {
        let mut p = Player::new(PlayerId(i as u32 + 1), format!("Ahmad bin Ismail {i}"));
        p.tpn = tpn;
        s.players.push(p);
    }
    s
}

/// Every player's colours round by round (`None`: the round off).
type History = BTreeMap<PlayerId, Vec<Option<Colour>>>;

/// Pairs every round; checks that each round holds every player once and that an odd
/// field has exactly one bye per round; returns the colour histories and the games
/// (white, black) of all rounds.
fn play_all(s: &Section, double: bool) -> Result<(History, Vec<(PlayerId, PlayerId)>), String> {
    let n = s.players.len() as u32;
    let mut history = History::new();
    let mut games = Vec::new();
    for round in 1..=rounds_needed(n, double) {
        let r = pair_round(s, round).map_err(|e| format!("round {round}: {e}"))?;
        let mut seen = Vec::new();
        for b in &r.boards {
            seen.push(b.white);
            seen.push(b.black);
            history
                .entry(b.white)
                .or_default()
                .push(Some(Colour::White));
            history
                .entry(b.black)
                .or_default()
                .push(Some(Colour::Black));
            games.push((b.white, b.black));
        }
        let byes = if n % 2 == 1 { 1 } else { 0 };
        if r.unpaired.len() != byes || r.unpaired.iter().any(|u| u.kind != ByeKind::Pab) {
            return Err(format!("round {round}: unpaired {:?}", r.unpaired));
        }
        for u in &r.unpaired {
            seen.push(u.player);
            history.entry(u.player).or_default().push(None);
        }
        seen.sort();
        let all: Vec<PlayerId> = {
            let mut v: Vec<PlayerId> = s.players.iter().map(|p| p.id).collect();
            v.sort();
            v
        };
        if seen != all {
            return Err(format!("round {round}: players {seen:?}"));
        }
    }
    Ok((history, games))
}

fn colour_count(h: &[Option<Colour>], c: Colour) -> usize {
    h.iter().filter(|x| **x == Some(c)).count()
}

/// Longest run of one colour in consecutive rounds, a round off breaking the run.
fn longest_run(h: &[Option<Colour>]) -> usize {
    let (mut best, mut run, mut last) = (0, 0, None);
    for x in h {
        match x {
            Some(c) if Some(*c) == last => run += 1,
            Some(c) => {
                run = 1;
                last = Some(*c);
            }
            None => {
                run = 0;
                last = None;
            }
        }
        best = best.max(run);
    }
    best
}

fn check_field(tpns: &[u32], double: bool) -> Result<(), String> {
    let n = tpns.len();
    let s = section(tpns, double);
    let (history, games) = play_all(&s, double)?;
    // Each pair meets once a cycle; in the second cycle with the colours swapped.
    let mut met: BTreeMap<(PlayerId, PlayerId), Vec<(PlayerId, PlayerId)>> = BTreeMap::new();
    for &(w, b) in &games {
        met.entry((w.min(b), w.max(b))).or_default().push((w, b));
    }
    if met.len() != n * (n - 1) / 2 {
        return Err(format!("{} pairs met, not {}", met.len(), n * (n - 1) / 2));
    }
    for (pair, meetings) in &met {
        let ok = if double {
            meetings.len() == 2 && meetings[0].0 == meetings[1].1
        } else {
            meetings.len() == 1
        };
        if !ok {
            return Err(format!("{pair:?} met as {meetings:?}"));
        }
    }
    for (id, h) in &history {
        let (w, b) = (
            colour_count(h, Colour::White),
            colour_count(h, Colour::Black),
        );
        let off = h.iter().filter(|x| x.is_none()).count();
        let cycles = if double { 2 } else { 1 };
        if off != (n % 2) * cycles {
            return Err(format!("{id} has {off} rounds off"));
        }
        // Colour balance: a single cycle leaves at most one colour over on an even field
        // (an odd number of games) and at most two on an odd field (the round off makes
        // the alternation skip); a double round robin gives everyone as many of each.
        let allowed = match (double, n % 2) {
            (true, _) => 0,
            (false, 0) => 1,
            (false, _) => 2,
        };
        if w.abs_diff(b) > allowed {
            return Err(format!("{id}: {w} whites, {b} blacks"));
        }
        if longest_run(h) > 2 {
            return Err(format!("{id}: three of a colour running in {h:?}"));
        }
    }
    Ok(())
}

#[test]
fn every_size_from_3_to_20_single_and_double() {
    for n in 3..=20u32 {
        let tpns: Vec<u32> = (1..=n).collect();
        for double in [false, true] {
            if let Err(e) = check_field(&tpns, double) {
                panic!("{n} players, double {double}: {e}");
            }
        }
    }
}

#[test]
fn the_largest_fields_hold_too() {
    for n in [MAX_PLAYERS - 1, MAX_PLAYERS] {
        let tpns: Vec<u32> = (1..=n).collect();
        if let Err(e) = check_field(&tpns, true) {
            panic!("{n} players: {e}");
        }
    }
}

proptest! {
    /// Whatever order the players were entered in, the TPNs decide the pairing.
    #[test]
    fn any_numbering_of_any_field(
        tpns in (3u32..=20).prop_flat_map(|n| Just((1..=n).collect::<Vec<u32>>()).prop_shuffle()),
        double in any::<bool>(),
    ) {
        prop_assert_eq!(check_field(&tpns, double), Ok(()));
        // Board 1 of round 1 is number 1 with White (or the round off on an odd field).
        let s = section(&tpns, double);
        let r = pair_round(&s, 1).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let first = s.players.iter().find(|p| p.tpn == 1).map(|p| p.id);
        let first_seat = if tpns.len() % 2 == 1 {
            r.unpaired.first().map(|u| u.player)
        } else {
            r.boards.first().map(|b| b.white)
        };
        prop_assert_eq!(first_seat, first);
    }
}
