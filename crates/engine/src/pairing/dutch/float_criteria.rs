//! C14-C21: repeated floats.
//!
//! C.04.3 Art. 2.5 (2026): "C14: minimise the number of resident downfloaters who
//! received a downfloat in the previous round. C15: minimise the number of MDP opponents
//! who received an upfloat in the previous round. C16, C17: the same for two rounds
//! before. C18: minimise the score differences of MDPs who received a downfloat in the
//! previous round. C19: minimise the score differences of MDP opponents who received an
//! upfloat in the previous round. C20, C21: the same for two rounds before."
//!
//! A pair in the current bracket earns a unit for each player it keeps from floating
//! again: a previous downfloater who is paired here does not float down, and a previous
//! upfloater who is not the lower player against a higher score does not float up.

use super::context::Context;
use super::history::Float;
use super::weights::{Layout, Packer};

pub fn fields<const L: usize>(
    p: &mut Packer<L>,
    ctx: &Context,
    lay: &Layout,
    higher: usize,
    lower: usize,
    in_current: bool,
) {
    let g = lay.group_bits;
    let (sh, sl) = (ctx.score(higher), ctx.score(lower));
    let down = |i, back| ctx.float(i, back) == Float::Down;
    let up = |i, back| ctx.float(i, back) == Float::Up;
    let count = |back| -> (u64, u64) {
        if !in_current {
            return (0, 0);
        }
        let downs = down(lower, back) as u64 + (sh <= sl && down(higher, back)) as u64;
        let ups = !(sh > sl && up(lower, back)) as u64;
        (downs, ups)
    };
    let backs: &[usize] = match ctx.played_rounds {
        0 => &[],
        1 => &[1],
        _ => &[1, 2],
    };
    // C14-C17: counts.
    for &back in backs {
        let (downs, ups) = count(back);
        p.field(g, downs);
        p.field(g, ups);
    }
    // C18-C21: scores.
    for &back in backs {
        let on = |b: bool, s| if in_current && b { Some(s) } else { None };
        p.score_field(
            lay,
            &[on(down(lower, back), sl), on(down(higher, back), sh)],
        );
        p.score_field(lay, &[on(!(up(lower, back) && sh > sl), sh)]);
    }
}

/// One player's part of [`fields`] for a pair of the current bracket whose two players
/// have the same score (a homogeneous bracket): there each downfloat count and score
/// unit belongs to one of the two players alone (a previous downfloater who is paired
/// here), and the upfloat fields count one unit for every such pair. So the float
/// fields of such a pair are those units, the same for every pair, plus this part of
/// each of its players: the same fields, holding only what `i` brings.
pub fn player_fields<const L: usize>(p: &mut Packer<L>, ctx: &Context, lay: &Layout, i: usize) {
    let g = lay.group_bits;
    let s = ctx.score(i);
    let down = |back| ctx.float(i, back) == Float::Down;
    let backs: &[usize] = match ctx.played_rounds {
        0 => &[],
        1 => &[1],
        _ => &[1, 2],
    };
    for &back in backs {
        p.field(g, down(back) as u64);
        p.field(g, 0);
    }
    for &back in backs {
        p.score_field(lay, &[down(back).then_some(s)]);
        p.score_field(lay, &[]);
    }
}
