//! Invariants of every pairing the engine makes, on random tournaments: no rematch, no
//! second pairing-allocated bye, no two non-topscorers with the same absolute colour
//! preference paired, and every present player paired exactly once or given the bye.

use catur::cli::simulate::{simulate, simulate_with};
use catur::model::{ByeKind, Colour, ForbiddenPair, PlayerId, PlayerStatus, RoundEntry, Section};
use catur::pairing::dutch::pair_round;
use proptest::prelude::*;
use std::collections::{HashMap, HashSet};

/// Colour difference and the last two played colours of a player before `round`.
fn colours(s: &Section, id: PlayerId, round: u32) -> (i32, Vec<Colour>) {
    let mut diff = 0;
    let mut seq = Vec::new();
    for r in 1..round {
        if let Some(c) = s.entry(id, r).and_then(|e| e.played_colour()) {
            diff += if c == Colour::White { 1 } else { -1 };
            seq.push(c);
        }
    }
    (diff, seq)
}

fn absolute_preference(s: &Section, id: PlayerId, round: u32) -> Option<Colour> {
    let (diff, seq) = colours(s, id, round);
    if diff > 1 {
        return Some(Colour::Black);
    }
    if diff < -1 {
        return Some(Colour::White);
    }
    match seq.as_slice() {
        [.., a, b] if a == b => Some(a.opposite()),
        _ => None,
    }
}

fn check_invariants(s: &Section) -> Result<(), String> {
    let final_round = s.settings.rounds_planned;
    for round in &s.rounds {
        let r = round.number;
        let mut seen: HashMap<PlayerId, usize> = HashMap::new();
        for b in &round.boards {
            *seen.entry(b.white).or_default() += 1;
            *seen.entry(b.black).or_default() += 1;
            for earlier in 1..r {
                if s.entry(b.white, earlier).and_then(|e| e.played_opponent()) == Some(b.black) {
                    return Err(format!("round {r}: rematch {} {}", b.white, b.black));
                }
            }
            if r < final_round {
                let (pw, pb) = (
                    absolute_preference(s, b.white, r),
                    absolute_preference(s, b.black, r),
                );
                if pw.is_some() && pw == pb {
                    return Err(format!(
                        "round {r}: same absolute preference {} {}",
                        b.white, b.black
                    ));
                }
            }
        }
        let pabs: Vec<PlayerId> = round
            .unpaired
            .iter()
            .filter(|u| u.kind == ByeKind::Pab)
            .map(|u| u.player)
            .collect();
        if pabs.len() > 1 {
            return Err(format!("round {r}: {} byes", pabs.len()));
        }
        for &p in &pabs {
            *seen.entry(p).or_default() += 1;
            for earlier in 1..r {
                if s.entry(p, earlier) == Some(RoundEntry::Bye(ByeKind::Pab)) {
                    return Err(format!("round {r}: second bye for {p}"));
                }
            }
        }
        for p in &s.players {
            let present = p.status(r) == PlayerStatus::Present;
            let times = seen.get(&p.id).copied().unwrap_or(0);
            if present != (times == 1) || times > 1 {
                return Err(format!(
                    "round {r}: {} present={present} paired {times} times",
                    p.id
                ));
            }
        }
        let _ = HashSet::<PlayerId>::new();
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]
    #[test]
    fn every_pairing_keeps_the_absolute_rules(n in 2u32..40, rounds in 1u32..10, seed in any::<u64>()) {
        let s = simulate(n, rounds, seed).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(check_invariants(&s).is_ok(), "{:?}", check_invariants(&s));
    }

    /// The same with pairs the arbiter forbids (siblings, say), each for a random range
    /// of rounds: none of them is ever paired inside its range.
    #[test]
    fn forbidden_pairs_never_meet(
        n in 4u32..40,
        rounds in 1u32..10,
        seed in any::<u64>(),
        picks in proptest::collection::vec((1u32..40, 1u32..40, 1u32..10, 0u32..9), 1..8),
    ) {
        let forbidden: Vec<ForbiddenPair> = picks
            .iter()
            .filter(|(a, b, _, _)| a != b && *a <= n && *b <= n)
            .map(|&(a, b, first, span)| ForbiddenPair {
                first_round: first,
                last_round: first + span,
                players: vec![PlayerId(a), PlayerId(b)],
            })
            .collect();
        let paired = simulate_with(n, rounds, seed, |s, r| {
            let mut s = s.clone();
            s.forbidden = forbidden.clone();
            pair_round(&s, r)
        });
        // A first round the forbidden pairs make impossible is a refusal, not a pairing.
        let Ok(s) = paired else { return Ok(()) };
        prop_assert!(check_invariants(&s).is_ok(), "{:?}", check_invariants(&s));
        for round in &s.rounds {
            for b in &round.boards {
                for f in &forbidden {
                    let inside = (f.first_round..=f.last_round).contains(&round.number);
                    let both = f.players.contains(&b.white) && f.players.contains(&b.black);
                    prop_assert!(!(inside && both), "round {}: forbidden pair {} {}", round.number, b.white, b.black);
                }
            }
        }
    }
}
