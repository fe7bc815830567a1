//! Direct encounter (C.07 Art. 6).
//!
//! Among players still tied after the tie-breaks before it, the points each scored in
//! the games between them decide; games against the same opponent more than once are
//! averaged, and forfeits do not count (in a round robin every paired game counts).
//! When every tied player has met every other, they are ordered by those points. In a
//! Swiss event where some have not met, a player ranks ahead only if no result of the
//! missing games could catch them: the leader's points must exceed what every player
//! below could reach by winning all their missing games; the process goes on down the
//! list while it stays unambiguous, and stops at the first doubt. Players separated this
//! way are then compared again among themselves, until nothing changes.
//!
//! The value is the player's place inside the tied group (1 first), or 0 for every
//! member of a group it could not separate at all, as FIDE's reference checker reports it.

use super::context::Context;
use super::value::Value;
use std::collections::{BTreeMap, HashMap};

pub fn direct_encounter(ctx: &Context) -> Vec<Option<Value>> {
    let n = ctx.sheet.len();
    let mut out = vec![Some(Value::ZERO); n];
    let mut groups: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for p in 0..n {
        groups.entry(ctx.group[p]).or_default().push(p);
    }
    for members in groups.values().filter(|m| m.len() > 1) {
        let mut place: HashMap<usize, u32> = members.iter().map(|&p| (p, 1)).collect();
        refine(ctx, members, 1, &mut place);
        let first = place[&members[0]];
        if members.iter().any(|p| place[p] != first) {
            for p in members {
                out[*p] = Some(Value::int(place[p] as i64));
            }
        }
    }
    out
}

/// Orders `members` (all at place `start`) by their games among themselves, then each
/// part still tied among its own members, as long as something changes.
fn refine(ctx: &Context, members: &[usize], start: u32, place: &mut HashMap<usize, u32>) {
    let assigned = one_pass(ctx, members, start);
    let split = assigned.iter().any(|&(_, r)| r != start);
    for &(p, r) in &assigned {
        place.insert(p, r);
    }
    if !split {
        return;
    }
    let mut parts: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
    for (p, r) in assigned {
        parts.entry(r).or_default().push(p);
    }
    for (r, part) in parts {
        if part.len() > 1 {
            refine(ctx, &part, r, place);
        }
    }
}

/// One comparison among `members`: returns each member's place (from `start`).
fn one_pass(ctx: &Context, members: &[usize], start: u32) -> Vec<(usize, u32)> {
    let sheet = &ctx.sheet;
    let k = members.len() as i64;
    let win = sheet.values.win.0 as i64;
    // (player, points in tenths, distinct opponents met, maximum reachable)
    let mut rows: Vec<(usize, i64, i64, i64)> = members
        .iter()
        .map(|&p| {
            let mut per_opponent: BTreeMap<usize, (i64, i64)> = BTreeMap::new();
            for s in &sheet.slots[p] {
                let Some(o) = s.opponent else { continue };
                let counts = s.played() || !sheet.swiss;
                if counts && members.contains(&o) {
                    let e = per_opponent.entry(o).or_insert((0, 0));
                    e.0 += s.points.0 as i64;
                    e.1 += 1;
                }
            }
            // Averages of repeated games, exact for up to six meetings (120 = lcm 1..6).
            let met = per_opponent.len() as i64;
            let sum: i64 = per_opponent
                .values()
                .map(|&(pts, cnt)| pts * 120 / cnt)
                .sum();
            let max = sum + (k - 1 - met).max(0) * win * 120;
            (p, sum, met, max)
        })
        .collect();
    let all_met = !sheet.swiss || rows.iter().all(|r| r.2 >= k - 1);
    let mut out = Vec::with_capacity(rows.len());
    if all_met {
        rows.sort_by_key(|r| (std::cmp::Reverse(r.1), r.0));
        let mut current = start;
        for (i, r) in rows.iter().enumerate() {
            if i > 0 && r.1 != rows[i - 1].1 {
                current = start + i as u32;
            }
            out.push((r.0, current));
        }
    } else {
        rows.sort_by_key(|r| (std::cmp::Reverse(r.1), std::cmp::Reverse(r.3), r.0));
        let mut current = start;
        let mut unique = true;
        for (i, r) in rows.iter().enumerate() {
            if i > 0 {
                let best_below = rows[i..].iter().map(|x| x.3).max().unwrap_or(0);
                if unique && rows[i - 1].1 > best_below {
                    current = start + i as u32;
                } else {
                    unique = false;
                }
            }
            out.push((r.0, current));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::scores::Sheet;
    use super::super::scores::tests::{B, D, W, round, section};
    use super::*;

    fn de(s: &crate::model::Section, group: Vec<usize>) -> Vec<i64> {
        let mut ctx = Context::new(Sheet::new(s, s.rounds_paired()));
        ctx.group = group;
        direct_encounter(&ctx)
            .iter()
            .map(|v| v.map_or(-1, |v| v.0 / 100))
            .collect()
    }

    #[test]
    fn all_met_orders_by_points_among_them() {
        // A round robin among 1, 2, 3 won by 3, then 1; 4 alone.
        let mut s = section(4, 3);
        round(&mut s, &[(1, 2, W), (3, 4, W)], &[]);
        round(&mut s, &[(3, 1, W), (2, 4, D)], &[]);
        round(&mut s, &[(2, 3, D), (1, 4, D)], &[]);
        assert_eq!(de(&s, vec![0, 0, 0, 1]), [2, 3, 1, 0]);
        // Nobody tied: every value 0.
        assert_eq!(de(&s, vec![0, 1, 2, 3]), [0, 0, 0, 0]);
    }

    #[test]
    fn swiss_leader_must_stay_ahead_whatever_happens() {
        let mut s = section(4, 2);
        round(&mut s, &[(1, 2, W), (3, 4, B)], &[]);
        round(&mut s, &[(1, 3, W), (2, 4, D)], &[]);
        // Taken as tied: 1, 2, 3 (2 has not met 3). 1 scored 2 of 2; 2 and 3 could reach
        // 1 by winning their missing game, so 1 stays ahead; 2 and 3 never met: they
        // share place 2.
        assert_eq!(de(&s, vec![0, 0, 0, 1]), [1, 2, 2, 0]);
        // Had 1 only drawn with 3, 3 could still catch up: nothing is decided.
        let mut t = section(4, 2);
        round(&mut t, &[(1, 2, W), (3, 4, B)], &[]);
        round(&mut t, &[(1, 3, D), (2, 4, D)], &[]);
        assert_eq!(de(&t, vec![0, 0, 0, 1]), [0, 0, 0, 0]);
    }

    #[test]
    fn forfeits_do_not_count() {
        let mut s = section(2, 1);
        round(
            &mut s,
            &[(1, 2, crate::model::Outcome::WhiteForfeitWin)],
            &[],
        );
        assert_eq!(de(&s, vec![0, 0]), [0, 0]);
    }
}
