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

fn colour_word(c: Colour) -> &'static str {
    match c {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

/// "absolute", "strong", "mild" or "no" preference, with the colour.
fn preference(p: &PlayerState) -> String {
    match p.preference {
        None => "no preference".into(),
        Some(c) => format!("{} {}", strength(p), colour_word(c)),
    }
}

/// Colour difference as a signed number: `+2`, `-1`, `0`.
fn difference(p: &PlayerState) -> String {
    format!("{:+}", difference_of(p))
}

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
    let name = |i: usize| number(i).to_string();
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
        let text = if follows {
            reason(ctx, w, bl, step, initial, &number)
        } else {
            format!(
                "set by hand: Art. 5.2 gives {} White and {} Black",
                name(rule_white),
                name(rule_black)
            )
        };
        let mut broken = Vec::new();
        let mut breaks = Vec::new();
        let (pw, pb) = (&h.players[w], &h.players[bl]);
        if pw.opponents.contains(&pb.id) {
            broken.push("C1: these two have met before".to_string());
            breaks.push(BoardBreak::Met);
        } else if ctx.forbidden(w, bl) {
            broken.push("this pair is forbidden in this round".to_string());
            breaks.push(BoardBreak::Forbidden);
        } else if !absolute::compatible(ctx, w, bl) {
            broken.push(format!(
                "C3: both have an absolute preference for {}",
                pw.preference.map_or("-", colour_word)
            ));
            breaks.push(BoardBreak::SameAbsolute(pw.preference));
        }
        out.push(BoardNote {
            board: k + 1,
            white: b.white,
            black: b.black,
            manual: b.manual,
            rule: follows.then_some(step),
            text,
            broken,
            why,
            breaks,
        });
    }
    out
}

/// The sentence for a board whose colours follow Art. 5.2.
fn reason(
    ctx: &Context,
    w: usize,
    b: usize,
    step: ColourStep,
    initial: Colour,
    number: &dyn Fn(usize) -> Tpn,
) -> String {
    let name = |i: usize| number(i).to_string();
    let h = &ctx.history;
    let (pw, pb) = (&h.players[w], &h.players[b]);
    let wanted = pw.preference.or(pb.preference).map_or("-", colour_word);
    // The player whose preference is granted when both want the same colour.
    let granted = if pw.preference == Some(Colour::White) {
        (w, b)
    } else {
        (b, w)
    };
    let hi = if ranks_higher(pw, pb) { w } else { b };
    match step {
        ColourStep::BothPreferences => match (pw.preference, pb.preference) {
            (Some(_), Some(_)) => format!(
                "both preferences granted: {} {}, {} {} (5.2.1)",
                name(w),
                preference(pw),
                name(b),
                preference(pb)
            ),
            (Some(_), None) => format!(
                "preference of {} granted ({}); {} has none yet (5.2.1)",
                name(w),
                preference(pw),
                name(b)
            ),
            _ => format!(
                "preference of {} granted ({}); {} has none yet (5.2.1)",
                name(b),
                preference(pb),
                name(w)
            ),
        },
        ColourStep::StrongerPreference => format!(
            "both want {wanted}; the {} preference of {} beats the {} one of {} (5.2.2)",
            strength(&h.players[granted.0]),
            name(granted.0),
            strength(&h.players[granted.1]),
            name(granted.1)
        ),
        ColourStep::WiderDifference => format!(
            "both topscorers need {wanted}; {} has the wider colour difference \
             ({} against {}) (5.2.2)",
            name(granted.0),
            difference(&h.players[granted.0]),
            difference(&h.players[granted.1])
        ),
        ColourStep::Alternation => {
            let when = match alternation_depth(pw, pb) {
                1 => "in their last played games".to_string(),
                d => format!("{d} played games back"),
            };
            format!(
                "both have a {} preference for {wanted}; colours alternate from the \
                 latest time they differed, {when}, when {} had Black and {} White (5.2.3)",
                strength(pw),
                name(w),
                name(b)
            )
        }
        ColourStep::HigherRankedPreference => format!(
            "both have a {} preference for {wanted} and the same colour history; the \
             higher-ranked {} gets it (5.2.4)",
            strength(pw),
            name(hi)
        ),
        ColourStep::InitialColour => {
            let odd = h.players[hi].rank.is_multiple_of(2);
            let rule = if odd {
                format!(
                    "an odd pairing number: the initial colour, {}",
                    colour_word(initial)
                )
            } else {
                format!(
                    "an even pairing number: the opposite of the initial colour {}",
                    colour_word(initial)
                )
            };
            let effective = h.players[hi].rank + 1;
            let note = if effective != number(hi) {
                format!(" (number {effective} among the players counted)")
            } else {
                String::new()
            };
            format!(
                "no preference yet; the higher-ranked {} has {rule}{note} (5.2.5)",
                name(hi)
            )
        }
    }
}

/// The facts of [`reason`], for an interface that words them itself.
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

/// "absolute", "strong" or "mild".
fn strength(p: &PlayerState) -> &'static str {
    if p.absolute() {
        "absolute"
    } else if p.strong {
        "strong"
    } else {
        "mild"
    }
}
