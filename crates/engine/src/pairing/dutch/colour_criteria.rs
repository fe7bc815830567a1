//! C10-C13: colour criteria of the bracket.
//!
//! C.04.3 Art. 2.4 (2026): "C10: minimise the number of topscorers or topscorers'
//! opponents who get a colour difference higher than +2 or lower than -2. C11: minimise
//! the number of topscorers or topscorers' opponents who get the same colour three times
//! in a row. C12: minimise the number of players who do not get their colour preference.
//! C13: minimise the number of players who do not get their strong colour preference."
//!
//! Each criterion is a one-unit field set when the pair does not break it; only pairs
//! inside the current bracket count. Two players with the same absolute preference can
//! only meet as (or against) topscorers, so C10 and C11 look at those pairs alone.

use super::context::Context;
use super::history::PlayerState;
use super::weights::{Layout, Packer};
use crate::model::Colour;

/// Both preferences can be granted.
pub fn compatible_preferences(a: Option<Colour>, b: Option<Colour>) -> bool {
    a != b || a.is_none() || b.is_none()
}

fn c10(l: &PlayerState, h: &PlayerState) -> bool {
    !l.absolute_imbalance() || !h.absolute_imbalance() || l.preference != h.preference
}

fn c11(l: &PlayerState, h: &PlayerState) -> bool {
    if !l.absolute() || !h.absolute() || l.preference != h.preference {
        return true;
    }
    if l.imbalance == h.imbalance {
        // The one who gives way repeats a colour: fine unless both already repeated it.
        l.repeated.is_none() || l.repeated != h.repeated
    } else {
        // The player with the smaller imbalance gives way.
        let yielding = if l.imbalance > h.imbalance { h } else { l };
        yielding.repeated != l.preference.map(Colour::opposite)
    }
}

fn c13(l: &PlayerState, h: &PlayerState) -> bool {
    (!l.strong && !l.absolute())
        || (!h.strong && !h.absolute())
        || (l.absolute() && h.absolute())
        || l.preference != h.preference
}

pub fn fields<const L: usize>(
    p: &mut Packer<L>,
    ctx: &Context,
    lay: &Layout,
    higher: usize,
    lower: usize,
    in_current: bool,
) {
    let (l, h) = (&ctx.history.players[lower], &ctx.history.players[higher]);
    let g = lay.group_bits;
    p.field(g, (in_current && c10(l, h)) as u64);
    p.field(g, (in_current && c11(l, h)) as u64);
    p.field(
        g,
        (in_current && compatible_preferences(l.preference, h.preference)) as u64,
    );
    p.field(g, (in_current && c13(l, h)) as u64);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preferences_are_compatible_unless_equal() {
        use Colour::*;
        assert!(compatible_preferences(Some(White), Some(Black)));
        assert!(compatible_preferences(None, Some(Black)));
        assert!(!compatible_preferences(Some(White), Some(White)));
    }
}
