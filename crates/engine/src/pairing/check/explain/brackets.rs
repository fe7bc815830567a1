//! The bracket walk: residents, moved-down players, floats and the quality criteria
//! each bracket does not meet.
//!
//! C.04.3 Art. 2.3-2.5 (2026): "C6: minimise the number of downfloaters. C7: minimise
//! the scores of the downfloaters, compared from the highest down. C10: minimise the
//! number of topscorers or topscorers' opponents who get a colour difference higher
//! than +2 or lower than -2. C11: ... the same colour three times in a row. C12:
//! minimise the number of players who do not get their colour preference. C13: ...
//! their strong colour preference. C14: minimise the number of resident downfloaters who
//! received a downfloat in the previous round. C15: minimise the number of MDP opponents
//! who received an upfloat in the previous round. C16, C17: the same for two rounds
//! before. C18: minimise the score differences of MDPs who received a downfloat in the
//! previous round. C19: ... of MDP opponents who received an upfloat in the previous
//! round. C20, C21: the same for two rounds before." C8 (the look-ahead) and C9 (the
//! bye's unplayed games) are told with the floats and with the bye.

use super::{BracketNote, ByeNote, CriterionNote, Downfloat, FloatReason};
use crate::model::{Colour, PlayerId, Points, Round};
use crate::pairing::dutch::absolute;
use crate::pairing::dutch::context::Context;
use crate::pairing::dutch::history::Float;
use crate::pairing::matching::max_weight_matching;
use std::collections::HashMap;

/// One paired player: history index, opponent's index (None: the bye), colour.
struct Seat {
    opponent: Option<usize>,
    colour: Option<Colour>,
    board: usize,
}

pub fn walk(
    ctx: &Context,
    round: &Round,
    tpn: &dyn Fn(PlayerId) -> u32,
) -> (Vec<BracketNote>, Option<ByeNote>) {
    let h = &ctx.history;
    let mut seats: HashMap<usize, Seat> = HashMap::new();
    for (k, b) in round.boards.iter().enumerate() {
        if let (Some(w), Some(bl)) = (h.index_of(b.white), h.index_of(b.black)) {
            seats.insert(
                w,
                Seat {
                    opponent: Some(bl),
                    colour: Some(Colour::White),
                    board: k + 1,
                },
            );
            seats.insert(
                bl,
                Seat {
                    opponent: Some(w),
                    colour: Some(Colour::Black),
                    board: k + 1,
                },
            );
        }
    }
    let pab = round.pab().and_then(|id| h.index_of(id));
    if let Some(p) = pab {
        seats.insert(
            p,
            Seat {
                opponent: None,
                colour: None,
                board: 0,
            },
        );
    }
    let mut order: Vec<usize> = seats.keys().copied().collect();
    order.sort_by(|&a, &b| {
        ctx.score(b)
            .cmp(&ctx.score(a))
            .then(h.players[a].rank.cmp(&h.players[b].rank))
    });
    let mut scores: Vec<Points> = order.iter().map(|&i| ctx.score(i)).collect();
    scores.dedup();
    let name = |i: usize| tpn(h.players[i].id).to_string();
    // The score of the bracket a player is paired in (None: the bye, never paired).
    let paired_at =
        |i: usize| -> Option<Points> { seats[&i].opponent.map(|o| ctx.score(i).min(ctx.score(o))) };

    let mut brackets = Vec::new();
    for &g in &scores {
        let residents: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&i| ctx.score(i) == g)
            .collect();
        let moved_down: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&i| ctx.score(i) > g && paired_at(i).is_none_or(|s| s <= g))
            .collect();
        let members: Vec<usize> = moved_down.iter().chain(&residents).copied().collect();
        let leaving: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&i| paired_at(i).is_none_or(|s| s < g))
            .collect();
        let mut boards: Vec<usize> = members
            .iter()
            .filter(|&&i| paired_at(i) == Some(g))
            .map(|&i| seats[&i].board)
            .collect();
        boards.sort_unstable();
        boards.dedup();
        let upfloaters: Vec<(usize, usize)> = residents
            .iter()
            .filter_map(|&i| {
                let o = seats[&i].opponent?;
                (ctx.score(o) > g).then_some((i, o))
            })
            .collect();
        let downfloaters = float_reasons(ctx, &members, &leaving, boards.len(), &residents);
        let mut criteria = Vec::new();
        quantity_criteria(ctx, &leaving, &name, &mut criteria);
        let in_pairs: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&i| paired_at(i) == Some(g))
            .collect();
        colour_criteria(ctx, &in_pairs, &seats, &name, &mut criteria);
        float_criteria(ctx, &residents, &leaving, &upfloaters, &name, &mut criteria);
        brackets.push(BracketNote {
            score: g,
            residents: residents.iter().map(|&i| h.players[i].id).collect(),
            moved_down: moved_down.iter().map(|&i| h.players[i].id).collect(),
            boards,
            downfloaters,
            upfloaters: upfloaters
                .iter()
                .map(|&(u, m)| (h.players[u].id, h.players[m].id))
                .collect(),
            criteria,
        });
    }
    let bye = pab.map(|p| bye_note(ctx, p, &order));
    (brackets, bye)
}

/// Why each player leaving the bracket floats down.
fn float_reasons(
    ctx: &Context,
    members: &[usize],
    leaving: &[usize],
    made: usize,
    residents: &[usize],
) -> Vec<Downfloat> {
    if leaving.is_empty() {
        return Vec::new();
    }
    let mut edges = Vec::new();
    for (x, &a) in members.iter().enumerate() {
        for (y, &b) in members.iter().enumerate().skip(x + 1) {
            if absolute::compatible(ctx, a, b) {
                edges.push((x, y, 1u64));
            }
        }
    }
    let possible = max_weight_matching(members.len(), &edges)
        .map(|m| m.iter().flatten().count() / 2)
        .unwrap_or(made);
    let h = &ctx.history;
    leaving
        .iter()
        .map(|&x| {
            let others: Vec<usize> = members.iter().copied().filter(|&o| o != x).collect();
            let opponents = others
                .iter()
                .filter(|&&o| absolute::compatible(ctx, x, o))
                .count();
            let reason = if opponents == 0 {
                let px = &h.players[x];
                let met = others
                    .iter()
                    .filter(|&&o| px.opponents.contains(&h.players[o].id))
                    .count();
                let forbidden = others
                    .iter()
                    .filter(|&&o| !px.opponents.contains(&h.players[o].id) && ctx.forbidden(x, o))
                    .count();
                FloatReason::NoCompatibleOpponent {
                    others: others.len(),
                    met,
                    same_absolute: others.len() - met - forbidden,
                    forbidden,
                }
            } else if made < possible {
                FloatReason::Completion { possible, made }
            } else if members.len() % 2 == 1 && leaving.len() == 1 {
                FloatReason::OddBracket {
                    size: members.len(),
                    opponents,
                }
            } else {
                FloatReason::MaxPairs {
                    size: members.len(),
                    pairs: possible,
                    opponents,
                }
            };
            Downfloat {
                player: h.players[x].id,
                resident: residents.contains(&x),
                reason,
            }
        })
        .collect()
}

/// C6-C7: how many float down, and their scores.
fn quantity_criteria(
    ctx: &Context,
    leaving: &[usize],
    name: &dyn Fn(usize) -> String,
    out: &mut Vec<CriterionNote>,
) {
    if leaving.is_empty() {
        return;
    }
    let n = leaving.len();
    let who: Vec<String> = leaving.iter().map(|&i| name(i)).collect();
    out.push(CriterionNote {
        code: "C6",
        count: n,
        who,
        by: Vec::new(),
    });
    let mut scores: Vec<Points> = leaving.iter().map(|&i| ctx.score(i)).collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    let scores: Vec<String> = scores.iter().map(Points::to_string).collect();
    out.push(CriterionNote {
        code: "C7",
        count: n,
        who: scores,
        by: Vec::new(),
    });
}

/// C10-C13 over the pairs made in the bracket.
fn colour_criteria(
    ctx: &Context,
    in_pairs: &[usize],
    seats: &HashMap<usize, Seat>,
    name: &dyn Fn(usize) -> String,
    out: &mut Vec<CriterionNote>,
) {
    let h = &ctx.history;
    let (mut c10, mut c11, mut c12, mut c13) = (vec![], vec![], vec![], vec![]);
    for &i in in_pairs {
        let (Some(c), Some(o)) = (seats[&i].colour, seats[&i].opponent) else {
            continue;
        };
        let p = &h.players[i];
        if ctx.is_topscorer(i) || ctx.is_topscorer(o) {
            let played: Vec<Colour> = p.rounds.iter().filter_map(|f| f.colour).collect();
            let diff: i32 = played
                .iter()
                .chain([&c])
                .map(|&x| if x == Colour::White { 1 } else { -1 })
                .sum();
            if diff.abs() > 2 {
                c10.push(name(i));
            }
            if played.len() >= 2 && played[played.len() - 2..].iter().all(|&x| x == c) {
                c11.push(name(i));
            }
        }
        if p.preference.is_some_and(|pref| pref != c) {
            c12.push(name(i));
            if p.strong || p.absolute() {
                c13.push(name(i));
            }
        }
    }
    for (code, who) in [("C10", c10), ("C11", c11), ("C12", c12), ("C13", c13)] {
        if !who.is_empty() {
            out.push(CriterionNote {
                code,
                count: who.len(),
                who,
                by: Vec::new(),
            });
        }
    }
}

/// C14-C21: floats repeated from one and two rounds before.
fn float_criteria(
    ctx: &Context,
    residents: &[usize],
    leaving: &[usize],
    upfloaters: &[(usize, usize)],
    name: &dyn Fn(usize) -> String,
    out: &mut Vec<CriterionNote>,
) {
    let backs: &[usize] = match ctx.played_rounds {
        0 => &[],
        1 => &[1],
        _ => &[1, 2],
    };
    for &back in backs {
        let downs: Vec<String> = leaving
            .iter()
            .filter(|&&i| residents.contains(&i) && ctx.float(i, back) == Float::Down)
            .map(|&i| name(i))
            .collect();
        let ups: Vec<String> = upfloaters
            .iter()
            .filter(|&&(u, _)| ctx.float(u, back) == Float::Up)
            .map(|&(u, _)| name(u))
            .collect();
        let (cd, cu) = if back == 1 {
            ("C14", "C15")
        } else {
            ("C16", "C17")
        };
        for (code, who) in [(cd, downs), (cu, ups)] {
            if !who.is_empty() {
                out.push(CriterionNote {
                    code,
                    count: who.len(),
                    who,
                    by: Vec::new(),
                });
            }
        }
    }
    for &back in backs {
        let (cd, cu) = if back == 1 {
            ("C18", "C19")
        } else {
            ("C20", "C21")
        };
        // Who floats again, and the score difference of his pair.
        let (mut mdps, mut ups) = ((vec![], vec![]), (vec![], vec![]));
        for &(u, m) in upfloaters {
            let diff = ctx.score(m) - ctx.score(u);
            if ctx.float(m, back) == Float::Down {
                mdps.0.push(name(m));
                mdps.1.push(diff);
            }
            if ctx.float(u, back) == Float::Up {
                ups.0.push(name(u));
                ups.1.push(diff);
            }
        }
        for (code, (who, by)) in [(cd, mdps), (cu, ups)] {
            if !who.is_empty() {
                out.push(CriterionNote {
                    code,
                    count: who.len(),
                    who,
                    by,
                });
            }
        }
    }
}

/// Why the pairing-allocated bye went to `p` (C2, C5, C9).
fn bye_note(ctx: &Context, p: usize, order: &[usize]) -> ByeNote {
    let h = &ctx.history;
    let score = ctx.score(p);
    let unplayed = |i: usize| ctx.played_rounds.saturating_sub(h.players[i].played_games);
    let others: Vec<usize> = order.iter().copied().filter(|&i| i != p).collect();
    let lower: Vec<usize> = others
        .iter()
        .copied()
        .filter(|&i| ctx.score(i) < score)
        .collect();
    let same: Vec<usize> = others
        .iter()
        .copied()
        .filter(|&i| ctx.score(i) == score && h.players[i].eligible_for_bye)
        .collect();
    ByeNote {
        player: h.players[p].id,
        eligible: h.players[p].eligible_for_bye,
        lower: lower.len(),
        lower_eligible: lower
            .iter()
            .filter(|&&i| h.players[i].eligible_for_bye)
            .count(),
        same_score_eligible: same.len(),
        fewer_unplayed: same.iter().filter(|&&i| unplayed(i) < unplayed(p)).count(),
        unplayed: unplayed(p),
    }
}
