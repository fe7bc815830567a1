//! Edge weights: the quality criteria packed into one number per possible pair.
//!
//! Absolute criteria remove edges (weight zero). Every other criterion is a bit field,
//! the most important highest, each wide enough that the sum over a whole matching
//! cannot carry into the field above; so the maximum-weight matching compares two
//! pairings criterion by criterion, exactly as C.04.3 Art. 2 compares candidates. The
//! lowest fields are left free for the bracket procedure ([`super::brackets`]), which
//! uses them to prefer the candidate the FIDE generation order reaches first.

use super::context::Context;
use super::history::Float;
use super::quick_hash::QuickMap;
use super::{bye, colour_criteria, completion, downfloaters, float_criteria};
use crate::model::{Colour, Points};
use crate::pairing::matching::Wide;
use std::collections::HashMap;

/// Number of bits needed to write `n` (0 for 0).
pub fn bits_for(n: usize) -> u32 {
    usize::BITS - n.leading_zeros()
}

/// Field widths for one round.
pub struct Layout {
    /// Wide enough to count the players of the largest scoregroup.
    pub group_bits: u32,
    /// Sum of the per-scoregroup widths: a field with one sub-field per score.
    pub scores_bits: u32,
    /// Where each score's sub-field starts (lowest score lowest).
    pub shifts: QuickMap<Points, u32>,
    pub played_rounds: u32,
}

impl Layout {
    pub fn new(ctx: &Context) -> Self {
        let mut shifts = QuickMap::default();
        let mut scores_bits = 0;
        let mut largest = 0;
        let mut run = 0usize;
        let sorted = &ctx.sorted;
        for (k, &i) in sorted.iter().enumerate().rev() {
            run += 1;
            let score = ctx.score(i);
            if k == 0 || ctx.score(sorted[k - 1]) > score {
                shifts.insert(score, scores_bits);
                largest = largest.max(run);
                scores_bits += bits_for(run);
                run = 0;
            }
        }
        Layout {
            group_bits: bits_for(largest).max(1),
            scores_bits,
            shifts,
            played_rounds: ctx.played_rounds,
        }
    }

    pub fn shift(&self, score: Points) -> u32 {
        self.shifts.get(&score).copied().unwrap_or(0)
    }

    /// Total width of an edge weight, with two spare bits for the matching.
    pub fn total_bits(&self) -> u32 {
        let g = self.group_bits;
        let s = self.scores_bits;
        let mut bits = 2 + g + s + g + s + 2 * g + 4 * g;
        if self.played_rounds > 0 {
            bits += 2 * g + 2 * s;
        }
        if self.played_rounds > 1 {
            bits += 2 * g + 2 * s;
        }
        bits + 3 * g + 1 + 2
    }
}

/// Most fields and score units one weight is built from.
const MAX_ITEMS: usize = 64;

/// Builds a weight field by field, most important first.
///
/// Fields are written top down, so where a field lands is only known once the fields
/// below it are: the packer keeps the list and places every field at [`Packer::finish`],
/// adding each value at its bit, which costs far less than shifting the whole wide
/// number for every field.
pub struct Packer<const L: usize> {
    /// `(width, offset, value)`: a field of `width` bits, to which `value` is added at
    /// `offset` bits above its bottom. A score unit is an item of width zero that lands
    /// inside the field before it.
    items: [(u32, u32, u64); MAX_ITEMS],
    len: usize,
}

impl<const L: usize> Packer<L> {
    /// A weight whose top field holds `top` (as wide as the type leaves it).
    pub fn new(top: u64) -> Self {
        let mut p = Packer {
            items: [(0, 0, 0); MAX_ITEMS],
            len: 0,
        };
        p.push(0, 0, top);
        p
    }

    fn push(&mut self, width: u32, offset: u32, value: u64) {
        debug_assert!(self.len < MAX_ITEMS, "too many weight fields");
        if self.len < MAX_ITEMS {
            self.items[self.len] = (width, offset, value);
            self.len += 1;
        }
    }

    /// Opens a new field of `bits` bits holding `value`.
    pub fn field(&mut self, bits: u32, value: u64) {
        self.push(bits, 0, value);
    }

    /// Opens a new score field and sets one unit in the sub-field of each given score.
    pub fn score_field(&mut self, lay: &Layout, scores: &[Option<Points>]) {
        self.push(lay.scores_bits, 0, 0);
        for s in scores.iter().flatten() {
            self.push(0, lay.shift(*s), 1);
        }
    }

    /// The weight: every field in its place (bits above the type are lost).
    pub fn finish(&self) -> Wide<L> {
        let mut w = Wide::ZERO;
        let mut bottom = 0u32;
        for &(width, offset, value) in self.items[..self.len].iter().rev() {
            if value != 0 {
                w.add_at(bottom.saturating_add(offset), value);
            }
            bottom = bottom.saturating_add(width);
        }
        w
    }
}

/// What the weight of a pair depends on besides the two players.
pub struct Bracket<'a> {
    pub bye_score: Points,
    pub single_downfloater_bye: bool,
    pub unplayed_ranks: &'a HashMap<u32, u64>,
}

/// The weight of pairing `higher` with `lower` (history indices; `higher` comes first
/// in the bracket order), zero when they may not meet.
pub fn edge_weight<const L: usize>(
    ctx: &Context,
    lay: &Layout,
    higher: usize,
    lower: usize,
    in_current: bool,
    in_next: bool,
    b: &Bracket,
) -> Wide<L> {
    if !super::absolute::compatible(ctx, higher, lower) {
        return Wide::ZERO;
    }
    fields_weight(ctx, lay, higher, lower, in_current, in_next, b)
}

/// The weight of pairing `higher` with `lower` when they may meet (see [`edge_weight`]):
/// the criteria fields, which read of each player only their [`Facts`].
pub fn fields_weight<const L: usize>(
    ctx: &Context,
    lay: &Layout,
    higher: usize,
    lower: usize,
    in_current: bool,
    in_next: bool,
    b: &Bracket,
) -> Wide<L> {
    let mut p = Packer::new(completion::field(ctx, higher, lower, b.bye_score));
    downfloaters::fields(&mut p, ctx, lay, higher, lower, in_current, in_next);
    bye::unplayed_field(&mut p, ctx, lay, higher, lower, b);
    colour_criteria::fields(&mut p, ctx, lay, higher, lower, in_current);
    float_criteria::fields(&mut p, ctx, lay, higher, lower, in_current);
    // Room for the bracket procedure's ordering fields.
    p.field(3 * lay.group_bits + 1, 0);
    p.finish()
}

/// Every fact about one player that the criteria fields of [`fields_weight`] read
/// (C5-C21 and the bye's fields; whether two players may meet is apart): two players
/// with the same facts weigh alike with anyone, so a bracket's hundreds of thousands of
/// pairs need the fields made only once per pair of distinct facts (see `brackets`).
/// A criterion that comes to read another fact of a player must add it here; the
/// differential tests against the plain matching, which makes every pair's fields
/// itself, show the difference when one is missing.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Facts {
    /// C5, C7, C8, C9 and the float criteria: the pairing score.
    score: Points,
    /// C5 and C9: may get the bye, and the games played.
    eligible_for_bye: bool,
    played_games: u32,
    /// C10-C13: the colour difference, the preference and its strength, and the colour
    /// of the last two games when alike.
    imbalance: u32,
    preference: Option<Colour>,
    strong: bool,
    repeated: Option<Colour>,
    /// C14-C21: the floats of the last two rounds.
    floats: [Float; 2],
}

impl Facts {
    pub fn of(ctx: &Context, i: usize) -> Self {
        let p = &ctx.history.players[i];
        Facts {
            score: ctx.score(i),
            eligible_for_bye: p.eligible_for_bye,
            played_games: p.played_games,
            imbalance: p.imbalance,
            preference: p.preference,
            strong: p.strong,
            repeated: p.repeated,
            floats: [ctx.float(i, 1), ctx.float(i, 2)],
        }
    }
}

/// The weight of a pair that is neither in the bracket being paired nor in the next
/// scoregroup splits into a constant (`top` = 1) and one share per player: their
/// completion and unplayed-games terms (`top` = whether they may not take the bye). Built
/// with the same fields as [`edge_weight`], so `unit + share(a) + share(b)` equals it.
fn packed<const L: usize>(ctx: &Context, lay: &Layout, top: u64, unplayed: u64) -> Wide<L> {
    let mut p = Packer::new(top);
    let v = ctx.sorted.first().copied().unwrap_or(0);
    downfloaters::fields(&mut p, ctx, lay, v, v, false, false);
    p.field(2 * lay.group_bits, unplayed);
    colour_criteria::fields(&mut p, ctx, lay, v, v, false);
    float_criteria::fields(&mut p, ctx, lay, v, v, false);
    p.field(3 * lay.group_bits + 1, 0);
    p.finish()
}

/// Player `i`'s part of the float fields (C14-C21) of a pair inside a homogeneous
/// bracket, in place in the weight (see [`float_criteria::player_fields`]): there a
/// pair's weight is the same fields of every other criterion plus the two players'
/// parts. Zero for a player who floated in neither of the last two rounds.
pub fn float_part<const L: usize>(ctx: &Context, lay: &Layout, i: usize) -> Wide<L> {
    let mut p = Packer::new(0);
    let v = ctx.sorted.first().copied().unwrap_or(0);
    downfloaters::fields(&mut p, ctx, lay, v, v, false, false);
    p.field(2 * lay.group_bits, 0);
    colour_criteria::fields(&mut p, ctx, lay, v, v, false);
    float_criteria::player_fields(&mut p, ctx, lay, i);
    p.field(3 * lay.group_bits + 1, 0);
    p.finish()
}

/// The constant part of a pair's weight outside the focus (see [`packed`]).
pub fn unit<const L: usize>(ctx: &Context, lay: &Layout) -> Wide<L> {
    packed(ctx, lay, 1, 0)
}

/// One player's share of a pair's weight outside the focus (see [`packed`]).
pub fn share<const L: usize>(ctx: &Context, lay: &Layout, i: usize, b: &Bracket) -> Wide<L> {
    let top = !bye::is_candidate(ctx, i, b.bye_score) as u64;
    packed(ctx, lay, top, bye::unplayed_value(ctx, i, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packer_places_fields_as_shifting_would() {
        let s = super::super::context::tests::two_rounds();
        let ctx = Context::new(&s, 3);
        let lay = Layout::new(&ctx);
        let mut p = Packer::<4>::new(3);
        p.field(5, 17);
        p.score_field(&lay, &[Some(Points(10)), Some(Points(10)), None]);
        p.field(70, u64::MAX);
        p.field(3, 0);
        // The same number built by shifting.
        let mut w = Wide::<4>::from_u64(3);
        w.shl_in_place(5);
        w.add_u64(17);
        w.shl_in_place(lay.scores_bits);
        w.add_at(lay.shift(Points(10)), 1);
        w.add_at(lay.shift(Points(10)), 1);
        w.shl_in_place(70);
        w.add_u64(u64::MAX);
        w.shl_in_place(3);
        assert_eq!(p.finish(), w);
    }

    /// C14-C21 in a homogeneous bracket: a player who won by forfeit floated down, and
    /// each of their pairs weighs their float part more than a pair of players who did
    /// not float, when the colours are met alike.
    #[test]
    fn dutch_2026_c14_forfeit_winner_pairs_weigh_its_float_part_more() {
        use crate::model::{Board, GameResult, Outcome, PlayerId, Round};
        let mut s = super::super::context::tests::field(6);
        let mut r1 = Round::new(1);
        let board = |w, b, outcome| Board::new(PlayerId(w), PlayerId(b), outcome);
        r1.boards
            .push(board(1, 4, Outcome::Played(GameResult::WhiteWins)));
        r1.boards
            .push(board(5, 2, Outcome::Played(GameResult::BlackWins)));
        r1.boards.push(board(3, 6, Outcome::WhiteForfeitWin));
        s.rounds.push(r1);
        let ctx = Context::new(&s, 2);
        let lay = Layout::new(&ctx);
        let ranks = HashMap::new();
        let b = Bracket {
            bye_score: Points::ZERO,
            single_downfloater_bye: false,
            unplayed_ranks: &ranks,
        };
        // History indices 0, 1, 2: the three winners; 2 won by forfeit.
        let w = |h: usize, l: usize| edge_weight::<4>(&ctx, &lay, h, l, true, false, &b);
        let part = |i: usize| float_part::<4>(&ctx, &lay, i);
        assert!(part(0).is_zero() && part(1).is_zero());
        assert!(!part(2).is_zero());
        // 0 wants Black, 1 White, 2 has no preference: no pair conflicts.
        let mut with_floater = w(0, 2);
        with_floater.sub_wrapping(&part(2));
        assert_eq!(with_floater, w(0, 1));
        let mut with_floater = w(1, 2);
        with_floater.sub_wrapping(&part(2));
        assert_eq!(with_floater, w(0, 1));
    }

    #[test]
    fn widths_count_bits() {
        assert_eq!(bits_for(0), 0);
        assert_eq!(bits_for(1), 1);
        assert_eq!(bits_for(4), 3);
        assert_eq!(bits_for(7), 3);
    }

    #[test]
    fn layout_gives_each_scoregroup_its_own_field() {
        let s = super::super::context::tests::two_rounds();
        let ctx = Context::new(&s, 3);
        let lay = Layout::new(&ctx);
        // Present: 1 (1.5), 2 (1.5), 3 (1.0); 4 was absent in round 2 but is present now.
        assert_eq!(lay.shift(Points(0)), 0);
        assert_eq!(lay.shift(Points(10)), 1);
        assert_eq!(lay.shift(Points(15)), 2);
        assert_eq!(lay.scores_bits, 4);
        assert_eq!(lay.group_bits, 2);
    }
}
