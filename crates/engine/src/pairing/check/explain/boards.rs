//! For each board: which step of the colour allocation gives these colours.
//!
//! C.04.3 Art. 5.2 (2026), the first rule that decides: "5.2.1 Grant both colour
//! preferences. 5.2.2 Grant the stronger colour preference. If both are absolute
//! (topscorers), grant the wider colour difference. 5.2.3 Taking into account
//! C.04.2.3.4, alternate the colours to the most recent time in which one player had
//! white and the other black. 5.2.4 Grant the colour preference of the higher-ranked
//! player. 5.2.5 If the higher-ranked player has an odd TPN, give them the initial
//! colour; otherwise give them the opposite colour." The step is the engine's own
//! ([`allocate`]), so the explanation cannot drift from what the engine does.

use super::{BoardBreak, BoardNote, ColourWhy, Preference, Strength};
use crate::model::{Colour, PlayerId, Round, Tpn};
use crate::pairing::dutch::absolute;
use crate::pairing::dutch::board_order::ranks_higher;
use crate::pairing::dutch::colours::{ColourStep, allocate};
use crate::pairing::dutch::context::Context;
use crate::pairing::dutch::history::PlayerState;

/// White games minus Black games.
fn difference_of(p: &PlayerState) -> i32 {
    let (w, b) = p
        .rounds
        .iter()
        .fold((0i32, 0i32), |(w, b), f| match f.colour {
            Some(Colour::White) => (w + 1, b),
            Some(Colour::Black) => (w, b + 1),
            None => (w, b),
        });
    w - b
}

fn strength_of(p: &PlayerState) -> Strength {
    if p.absolute() {
        Strength::Absolute
    } else if p.strong {
        Strength::Strong
    } else {
        Strength::Mild
    }
}

fn preference_of(p: &PlayerState, tpn: Tpn) -> Preference {
    Preference {
        tpn,
        wants: p.preference.map(|c| (strength_of(p), c)),
    }
}

/// How many played games back (1 = the latest) the two last had different colours.
fn alternation_depth(a: &PlayerState, b: &PlayerState) -> usize {
    let ca: Vec<Colour> = a.rounds.iter().rev().filter_map(|f| f.colour).collect();
    let cb: Vec<Colour> = b.rounds.iter().rev().filter_map(|f| f.colour).collect();
    ca.iter()
        .zip(&cb)
        .position(|(x, y)| x != y)
        .map_or(0, |i| i + 1)
}

/// The board notes of `round`; `tpn` gives the pairing number the arbiter knows.
pub fn boards(
    ctx: &Context,
    round: &Round,
    initial: Colour,
    tpn: &dyn Fn(PlayerId) -> Tpn,
) -> Vec<BoardNote> {
    let h = &ctx.history;
    let number = |i: usize| tpn(h.players[i].id);
    let mut out = Vec::new();
    for (k, b) in round.boards.iter().enumerate() {
        let (Some(w), Some(bl)) = (h.index_of(b.white), h.index_of(b.black)) else {
            continue;
        };
        // The engine allocates for the player with the smaller pairing number.
        let (p, o) = if h.players[w].rank < h.players[bl].rank {
            (w, bl)
        } else {
            (bl, w)
        };
        let (pc, step) = allocate(&h.players[p], &h.players[o], initial);
        let (rule_white, rule_black) = if pc == Colour::White { (p, o) } else { (o, p) };
        let follows = rule_white == w;
        let why = if follows {
            why(ctx, w, bl, step, initial, &number)
        } else {
            ColourWhy::ByHand {
                white: number(rule_white),
                black: number(rule_black),
            }
        };
        let mut breaks = Vec::new();
        let (pw, pb) = (&h.players[w], &h.players[bl]);
        if pw.opponents.contains(&pb.id) {
            breaks.push(BoardBreak::Met);
        } else if ctx.forbidden(w, bl) {
            breaks.push(BoardBreak::Forbidden);
        } else if !absolute::compatible(ctx, w, bl) {
            breaks.push(BoardBreak::SameAbsolute(pw.preference));
        }
        out.push(BoardNote {
            board: k + 1,
            white: b.white,
            black: b.black,
            manual: b.manual,
            rule: follows.then_some(step),
            why,
            breaks,
        });
    }
    out
}

/// Why a board whose colours follow Art. 5.2 has them.
fn why(
    ctx: &Context,
    w: usize,
    b: usize,
    step: ColourStep,
    initial: Colour,
    number: &dyn Fn(usize) -> Tpn,
) -> ColourWhy {
    let h = &ctx.history;
    let (pw, pb) = (&h.players[w], &h.players[b]);
    let wanted = pw.preference.or(pb.preference);
    let granted = if pw.preference == Some(Colour::White) {
        (w, b)
    } else {
        (b, w)
    };
    let hi = if ranks_higher(pw, pb) { w } else { b };
    match step {
        ColourStep::BothPreferences => ColourWhy::Both {
            white: preference_of(pw, number(w)),
            black: preference_of(pb, number(b)),
        },
        ColourStep::StrongerPreference => ColourWhy::Stronger {
            wanted,
            granted: preference_of(&h.players[granted.0], number(granted.0)),
            other: preference_of(&h.players[granted.1], number(granted.1)),
        },
        ColourStep::WiderDifference => ColourWhy::Wider {
            wanted,
            granted: number(granted.0),
            difference: difference_of(&h.players[granted.0]),
            other: difference_of(&h.players[granted.1]),
        },
        ColourStep::Alternation => ColourWhy::Alternation {
            strength: strength_of(pw),
            wanted,
            back: alternation_depth(pw, pb),
            white: number(w),
            black: number(b),
        },
        ColourStep::HigherRankedPreference => ColourWhy::HigherRanked {
            strength: strength_of(pw),
            wanted,
            higher: number(hi),
        },
        ColourStep::InitialColour => {
            let effective = h.players[hi].rank + 1;
            ColourWhy::Initial {
                higher: number(hi),
                odd: h.players[hi].rank.is_multiple_of(2),
                initial,
                counted: (effective != number(hi)).then_some(effective),
            }
        }
    }
}
