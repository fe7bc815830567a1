//! The bracket-by-bracket procedure.
//!
//! C.04.3 Art. 3-4 (2026): brackets are paired from the highest score down; a bracket is
//! one scoregroup's residents plus the players moved down from above (MDPs). Within a
//! bracket the candidates are generated in a fixed order (MDP sets, then transpositions
//! of S2, then exchanges between S1 and S2) and the first candidate that best satisfies
//! the quality criteria is taken.
//!
//! Rather than enumerate candidates, every decision is one maximum-weight matching over
//! all players not yet paired: the current bracket and the next scoregroup carry the
//! full criteria weights ([`super::weights`]), everybody else only the completion field,
//! so C4 holds for the rest of the round at every step. The decisions a bracket makes in
//! the FIDE order (which MDPs are paired, to whom, which residents are exchanged between
//! S1 and S2, and each S1 player's opponent) are then fixed one at a time by nudging
//! the lowest weight bits and asking the matching again, so that among equally good
//! pairings the one the FIDE generation order reaches first is chosen.
//!
//! [`pair`] runs the phases in order: [`Pairer::bye_facts`] and
//! [`Pairer::outside_weights`] once per round, then for each bracket
//! [`Pairer::open_bracket`]; a bracket that pairs nobody ([`Pairer::pairs_nobody`]) or
//! can be paired by counting colour preferences ([`Pairer::by_colours`],
//! [`Pairer::by_colours_with_mdp`]) is settled there, the others go through
//! [`Pairer::focus`] (which leaves the next scoregroup out when the bracket closes on
//! itself, [`Pairer::closes`]), [`Pairer::first_matching`], [`Pairer::paired_mdps`],
//! [`Pairer::mdp_opponents`], [`Pairer::remainder`], [`Pairer::exchanges`],
//! [`Pairer::fix_s1_and_s2`], [`Pairer::s1_opponents`] and [`Pairer::carry_over`].

use super::EngineOptions;
use super::absolute::compatible;
use super::bye;
use super::context::Context;
use super::graph::{Graph, Shift};
use super::quick_hash::QuickMap;
use super::weights::{self, Bracket, Facts, Layout, edge_weight, fields_weight};
use crate::model::Points;
use crate::pairing::matching::Wide;
use std::collections::HashMap;

mod counting;

use super::shortcuts::{took, took_times};

/// How far a bracket's weights move up at most for the S1 step's ordering slices. Every
/// bit of it widens every matching of the bracket, while a narrower move only means
/// more matchings for the S1 step, each started from the one before; 64 bits measured
/// best on 500- and 1,000-player rounds.
pub const MAX_LIFT: u32 = 64;
/// A bracket of this many players or more moves up as far as the weight type has
/// unused top bits, up to [`WIDE_LIFT`]: its S1 step has hundreds of players, each of
/// its matchings reads the whole bracket, and deciding twice as many players per
/// matching saves more than the wider weights cost (round 3 of 5,000 players, a
/// bracket of 1,701: 30 s -> 26 s; brackets of 900 at 2,000 players: 5-10% less).
const WIDE_FROM: usize = 800;
const WIDE_LIFT: u32 = 256;

/// Why no pairing could be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// No pairing satisfies C1-C3 for everybody with at most one player left over.
    NoLegalPairing,
}

/// Pairs the round; returns, for each position in `ctx.sorted`, the position of the
/// opponent (`None`: the pairing-allocated bye).
pub fn pair<const L: usize>(
    ctx: &Context,
    options: EngineOptions,
) -> Result<Vec<Option<usize>>, Failure> {
    let n = ctx.sorted.len();
    if n == 0 {
        return Ok(Vec::new());
    }
    let mut round = Pairer::<L>::new(ctx, options);
    round.bye_facts()?;
    round.outside_weights();
    if let Some(mates) = round.uniform() {
        return Ok(mates);
    }
    let top_score = round.score(0);
    // The first bracket: the top scoregroup.
    let mut group: Vec<usize> = (0..n)
        .take_while(|&v| round.score(v) >= top_score)
        .collect();
    let mut next = group.len();
    let mut mdps = 0usize;
    let mut begin_vertex = 0usize;
    while group.len() > 1 || next < n {
        let mut b = round.open_bracket(group, next, mdps, begin_vertex);
        let settled = round.pairs_nobody(&mut b)
            || round.by_colours(&mut b)
            || round.by_colours_with_mdp(&mut b);
        if !settled {
            round.focus(&mut b);
            round.first_matching(&mut b);
            round.paired_mdps(&mut b);
            round.mdp_opponents(&mut b);
            round.remainder(&mut b);
            round.exchanges(&mut b);
            round.fix_s1_and_s2(&mut b);
            round.s1_opponents(&mut b);
        }
        (group, mdps) = round.carry_over(&b);
        next = b.next;
        begin_vertex = b.next_begin_vertex;
    }
    Ok(round.result)
}

/// The round being paired: its players as vertices (positions in `ctx.sorted`), the
/// matching problem, the facts about the bye, and what is decided so far.
struct Pairer<'a, const L: usize> {
    ctx: &'a Context,
    lay: Layout,
    g: Graph<L>,
    plain: bool,
    /// See [`EngineOptions::s1_per_matching`].
    s1_per_matching: usize,
    /// See [`EngineOptions::wide_lift_from`].
    wide_from: usize,
    n: usize,
    /// C5: the score of whoever gets the bye (zero when the number is even).
    bye_score: Points,
    /// C9 applies: the bracket downfloats exactly one player, who gets the bye.
    single_df: bool,
    /// C9: the rank of each number of played games among the bye candidates.
    ranks: HashMap<u32, u64>,
    result: Vec<Option<usize>>,
    matched: Vec<bool>,
    /// The low bits the bracket procedure nudges weights in (before any move up).
    room: u32,
}

/// One bracket being paired, with the next scoregroup beside it.
struct Current<const L: usize> {
    /// The bracket's players (MDPs first, then residents) followed by the next
    /// scoregroup, as vertices.
    group: Vec<usize>,
    bracket_len: usize,
    mdps: usize,
    /// The residents' vertices run from `begin_vertex` to `next_begin_vertex`.
    begin_vertex: usize,
    next_begin_vertex: usize,
    /// The first vertex of the next scoregroup, and the first after it.
    next_group_start: usize,
    /// The bracket closes on itself (see [`Pairer::closes`]): the next scoregroup stays
    /// out of the focus.
    closed: bool,
    next: usize,
    /// The criteria weights of the pairs (indices into `group`).
    base: Criteria<L>,
    /// The matching in hand: each vertex's mate, or the vertex itself.
    mates: Vec<usize>,
    /// Without MDPs: the number of pairs the remainder is guessed to make.
    guessed_pairs: Option<usize>,
    /// How far the weights moved up at once, and how many S1 players the first
    /// matching decided (see [`Pairer::first_matching`]).
    early_lift: u32,
    first_chunk: usize,
    spare: u32,
    /// The remainder (indices into `group`) and the number of pairs it makes.
    remainder: Vec<usize>,
    pairs: usize,
    /// The first matching already decided the first `first_chunk` S1 players.
    merged: bool,
    /// Added to every remainder pair's exchange nudge (see [`Pairer::remainder`]).
    offset: u64,
}

impl<const L: usize> Current<L> {
    fn in_bracket(&self, m: usize) -> bool {
        m >= self.begin_vertex && m < self.next_begin_vertex
    }

    /// Whether `v` plays as an S1 player of the remainder in `mates`.
    fn s1_role(&self, mates: &[usize], v: usize) -> bool {
        mates[v] > v && mates[v] < self.next_begin_vertex
    }

    /// How many of the remainder's first `pairs` residents are not in S1 in `mates`.
    fn exchanges_in(&self, mates: &[usize]) -> usize {
        self.remainder[..self.pairs]
            .iter()
            .filter(|&&pi| !self.s1_role(mates, self.group[pi]))
            .count()
    }

    /// The exchange step's nudge for the remainder (at the bottom of the weights).
    fn order(&self, group_bits: u32) -> Order {
        Order {
            pairs: self.pairs,
            group_bits,
            at: 0,
            offset: self.offset,
        }
    }

    fn exchange_weight(
        &self,
        smaller: usize,
        larger: usize,
        rank: usize,
        group_bits: u32,
    ) -> Wide<L> {
        exchange_nudged(&self.base, smaller, larger, rank, &self.order(group_bits))
    }
}

impl<'a, const L: usize> Pairer<'a, L> {
    fn new(ctx: &'a Context, options: EngineOptions) -> Self {
        let n = ctx.sorted.len();
        let lay = Layout::new(ctx);
        let hist = |v: usize| ctx.sorted[v];
        let mut g: Graph<L> = Graph::new(
            n,
            |a, b| compatible(ctx, hist(a), hist(b)),
            Wide::ZERO,
            vec![Wide::ZERO; n],
        );
        g.set_plain(options.plain);
        if options.sinks_from > 0 {
            g.set_sinks_from(options.sinks_from);
        }
        if options.prime_from > 0 {
            g.set_prime_from(options.prime_from);
        }
        g.set_core_edges(options.core_edges, options.core_spread);
        let room = 3 * lay.group_bits + 1;
        Pairer {
            ctx,
            lay,
            g,
            plain: options.plain,
            s1_per_matching: options.s1_per_matching,
            wide_from: match options.wide_lift_from {
                0 => WIDE_FROM,
                from => from,
            },
            n,
            bye_score: Points::ZERO,
            single_df: false,
            ranks: HashMap::new(),
            result: vec![None; n],
            matched: vec![false; n],
            room,
        }
    }

    fn hist(&self, v: usize) -> usize {
        self.ctx.sorted[v]
    }

    fn score(&self, v: usize) -> Points {
        self.ctx.score(self.ctx.sorted[v])
    }

    fn bracket(&self) -> Bracket<'_> {
        Bracket {
            bye_score: self.bye_score,
            single_downfloater_bye: self.single_df,
            unplayed_ranks: &self.ranks,
        }
    }

    /// C.04.3 Art. 2 (2026), C1-C5 and C9 over the whole round: "C4: choose the set of
    /// downfloaters in order to complete the round-pairing" (all paired, or all but one
    /// player, who may take the bye by C2), "C5: minimise the score of the participant
    /// who receives the pairing-allocated bye", and the ranks of played games C9 compares
    /// when a single downfloater is to get the bye.
    fn bye_facts(&mut self) -> Result<(), Failure> {
        let (ctx, n) = (self.ctx, self.n);
        let hist = |v: usize| ctx.sorted[v];
        let score = |v: usize| ctx.score(ctx.sorted[v]);
        let eligible = |v: usize| ctx.history.players[hist(v)].eligible_for_bye;
        let top_score = score(0);
        let unpaired = self.g.unpairable();
        if n.is_multiple_of(2) {
            if !unpaired.is_empty() {
                return Err(Failure::NoLegalPairing);
            }
            return Ok(());
        }
        let [root] = unpaired[..] else {
            return Err(Failure::NoLegalPairing);
        };
        // C5: the bye goes to the lowest score it can go to.
        let bye_vertex = self
            .g
            .could_stay_unpaired(root)
            .into_iter()
            .filter(|&v| eligible(v))
            .min_by_key(|&v| score(v))
            .ok_or(Failure::NoLegalPairing)?;
        self.bye_score = score(bye_vertex);
        if self.bye_score >= top_score && !self.plain && score(n - 1) >= top_score {
            // Everybody is a topscorer: whoever is left over is too.
            self.single_df = true;
        } else if self.bye_score >= top_score {
            // The bye goes to a topscorer's group: whether the other topscorers can all
            // be paired among themselves decides how the unplayed games are ranked.
            let lay = &self.lay;
            let mates = self.g.solve_with(|p, o| {
                let (p, o) = (p.max(o), p.min(o));
                let mut w = Wide::<L>::ZERO;
                if compatible(ctx, hist(p), hist(o)) {
                    w = Wide::from_u64(1 + !eligible(p) as u64 + !eligible(o) as u64);
                    w.shl_in_place(lay.scores_bits);
                    w.add_u64((lay.shift(score(p)) + lay.shift(score(o))) as u64);
                    w.shl_in_place(lay.group_bits);
                    w.add_u64((score(p) >= top_score) as u64);
                }
                w
            });
            self.single_df = (0..n)
                .take_while(|&v| score(v) >= top_score)
                .all(|v| score(mates[v]) >= top_score);
        }
        self.ranks = bye::unplayed_ranks(ctx, self.bye_score);
        Ok(())
    }

    /// C4 for the players outside the bracket being paired: their pairs weigh only the
    /// completion and bye fields, one constant plus one share per player (see
    /// [`super::graph`]).
    fn outside_weights(&mut self) {
        let (ctx, n) = (self.ctx, self.n);
        let b = self.bracket();
        let unit = weights::unit::<L>(ctx, &self.lay);
        let shares: Vec<Wide<L>> = (0..n)
            .map(|v| weights::share(ctx, &self.lay, self.hist(v), &b))
            .collect();
        if cfg!(debug_assertions) && n <= 200 {
            for p in 0..n {
                for o in 0..p {
                    let full =
                        edge_weight(ctx, &self.lay, self.hist(o), self.hist(p), false, false, &b);
                    let mut split = Wide::ZERO;
                    if self.g.compatible(p, o) {
                        split = unit;
                        split.add_wrapping(&shares[p]);
                        split.add_wrapping(&shares[o]);
                    }
                    debug_assert!(full == split, "outside weight of {o}-{p} does not split");
                }
            }
        }
        self.g.set_shares(unit, shares);
        self.g.set_room(self.room);
    }

    /// C.04.3 Art. 1 (2026): "a bracket is formed by the residents of a scoregroup and
    /// the players moved down from higher brackets"; C8 looks at the next scoregroup, so
    /// every pair of the bracket and of that scoregroup gets its criteria weight
    /// (Art. 2, C6-C21), which the counting paths read and [`Pairer::focus`] gives the
    /// matcher. Made once per pair of players' distinct [`Facts`] ([`Criteria::alike`]),
    /// but by the plain matching, which makes every pair's own.
    fn open_bracket(
        &mut self,
        mut group: Vec<usize>,
        mut next: usize,
        mdps: usize,
        begin_vertex: usize,
    ) -> Current<L> {
        let (ctx, n) = (self.ctx, self.n);
        let bracket_len = group.len();
        let next_begin_vertex = begin_vertex + (bracket_len - mdps);
        let next_group_start = next;
        while next < n && self.score(next) >= self.score(next_group_start) {
            group.push(next);
            next += 1;
        }
        let b = Bracket {
            bye_score: self.bye_score,
            single_downfloater_bye: self.single_df,
            unplayed_ranks: &self.ranks,
        };
        let hist = |k: usize| ctx.sorted[group[k]];
        let fields = |larger: usize, smaller: usize| {
            fields_weight(
                ctx,
                &self.lay,
                hist(smaller),
                hist(larger),
                larger < bracket_len,
                larger >= bracket_len,
                &b,
            )
        };
        let base = if self.plain {
            Criteria::new(group.len(), mdps, |larger, smaller| {
                match compatible(ctx, hist(smaller), hist(larger)) {
                    true => fields(larger, smaller),
                    false => Wide::ZERO,
                }
            })
        } else {
            let facts: Vec<Facts> = (0..group.len()).map(|k| Facts::of(ctx, hist(k))).collect();
            Criteria::alike(
                &facts,
                mdps,
                bracket_len,
                |larger, smaller| self.g.compatible(group[larger], group[smaller]),
                fields,
            )
        };
        Current {
            closed: false,
            group,
            bracket_len,
            mdps,
            begin_vertex,
            next_begin_vertex,
            next_group_start,
            next,
            base,
            mates: Vec::new(),
            guessed_pairs: None,
            early_lift: 0,
            first_chunk: 0,
            spare: 0,
            remainder: Vec::new(),
            pairs: 0,
            merged: false,
            offset: 0,
        }
    }

    /// For a bracket the matcher pairs: makes it and the next scoregroup the
    /// matching's focus, with the criteria weights of [`Pairer::open_bracket`], or the
    /// bracket alone when it closes on itself ([`Pairer::closes`]). The brackets settled
    /// without the matcher skip this work.
    fn focus(&mut self, b: &mut Current<L>) {
        let k = b.bracket_len;
        b.closed = self.closes(&b.group[..k], b.next_group_start, b.next);
        if b.closed {
            took(|s| &mut s.closed);
        }
        let focus = if b.closed {
            &b.group[..k]
        } else {
            &b.group[..]
        };
        self.g.set_focus(focus, k);
        for larger in b.mdps..focus.len() {
            for smaller in 0..larger {
                self.g.set(
                    b.group[larger],
                    b.group[smaller],
                    b.base.get(larger, smaller),
                );
            }
        }
    }

    /// The bracket's first matching: the best pairing by C1-C21. C.04.3 Art. 3 (2026),
    /// in a homogeneous bracket "S1 contains the first MaxPairs players": without MDPs
    /// the exchange step's nudge can go on before this matching, guessing that half the
    /// bracket pairs up inside it, and the first S1 players' nudges with it.
    fn first_matching(&mut self, b: &mut Current<L>) {
        let bracket_len = b.bracket_len;
        // Without MDPs every resident is in the remainder, so the exchange nudge below
        // can go on before the first matching, guessing that half the bracket pairs up
        // inside it. When the guess holds, that matching already answers the exchange
        // step's question and one matching is saved.
        b.guessed_pairs = (b.mdps == 0 && !self.plain).then_some(bracket_len / 2);
        // With the guess, the S1 step's first players can be decided by the same
        // matching: every weight moves up into the unused top bits of the weight type
        // (`early_lift`), the exchange nudge moves up with them, and below it go the S1
        // nudges of the first `first_chunk` players of the guessed S1 (see the S1 step).
        // They are too small to change which matchings are best for the moved-up
        // weights, so the matching is still the one the exchange step asks for; and
        // when it pairs exactly the guessed S1 with S2, it is also a best matching for
        // the S1 step's weights, so those players' opponents are decided.
        b.spare = if self.plain {
            0
        } else {
            let most = if bracket_len >= self.wide_from {
                WIDE_LIFT
            } else {
                MAX_LIFT
            };
            (Wide::<L>::BITS)
                .saturating_sub(self.lay.total_bits() + 2)
                .min(most)
        };
        if b.spare > MAX_LIFT {
            took(|s| &mut s.wide_lifts);
        }
        let early_slice = weights::bits_for(bracket_len).max(1);
        // A bracket with MDPs moves up at once too (without the guess): then its S1 step
        // needs no move of its own, which would change every weight and make its first
        // matching start afresh.
        if bracket_len > 1 && b.spare >= early_slice {
            b.early_lift = b.spare;
            if let Some(guess) = b.guessed_pairs {
                b.first_chunk = ((b.early_lift / early_slice) as usize).min(guess);
            }
            self.g.rescale(b.early_lift, true);
            b.base.shift_up(b.early_lift);
        }
        if let Some(guess) = b.guessed_pairs {
            for oi in 0..bracket_len {
                for pi in 0..oi {
                    let order = Order {
                        pairs: guess,
                        group_bits: self.lay.group_bits,
                        at: b.early_lift,
                        offset: 0,
                    };
                    let mut w = exchange_nudged(&b.base, pi, oi, pi, &order);
                    if pi < b.first_chunk && oi >= guess && !w.is_zero() {
                        // The S1 step's nudge: among S2, the highest opponent weighs
                        // most; the first S1 player has the highest slice.
                        let mut nudge = Wide::<L>::from_u64((bracket_len - 1 - oi) as u64);
                        nudge.shl_in_place(early_slice * (b.first_chunk - 1 - pi) as u32);
                        w.add_wrapping(&nudge);
                    }
                    self.g.set(b.group[pi], b.group[oi], w);
                }
            }
        }
        b.mates = self.g.solve();
        if self.g.take_primed() {
            took(|s| &mut s.primed);
        }
    }

    /// C.04.3 Art. 3 (2026), heterogeneous bracket: "M1 is the number of MDPs actually
    /// paired" and S1 is the first valid set of M1 MDPs, the higher MDPs first: which
    /// MDPs are paired inside the bracket.
    fn paired_mdps(&mut self, b: &mut Current<L>) {
        let ctx = self.ctx;
        let score = |v: usize| ctx.score(ctx.sorted[v]);
        let (mdps, bracket_len) = (b.mdps, b.bracket_len);
        let mut md_score = Points::ZERO;
        let mut left = 0usize;
        let mut left_matched = 0usize;
        for pi in 0..mdps {
            let pv = b.group[pi];
            if pi == 0 || score(pv) < md_score {
                md_score = score(pv);
                left = 0;
                left_matched = 0;
                for &mv in b.group[pi..]
                    .iter()
                    .take_while(|&&mv| score(mv) >= md_score)
                {
                    left += 1;
                    if b.in_bracket(b.mates[mv]) {
                        left_matched += 1;
                    }
                }
            }
            if left_matched == 0 {
                continue;
            }
            if left <= left_matched {
                self.matched[pv] = true;
                continue;
            }
            left -= 1;
            if self.plain || !b.in_bracket(b.mates[pv]) {
                for oi in mdps..bracket_len {
                    let mut w = b.base.get(oi, pi);
                    if !w.is_zero() {
                        w.or_u64(1);
                        self.g.set(pv, b.group[oi], w);
                    }
                }
                b.mates = self.g.solve();
            }
            if b.in_bracket(b.mates[pv]) {
                self.matched[pv] = true;
                left_matched -= 1;
                for oi in mdps..bracket_len {
                    let mut w = b.base.get(oi, pi);
                    if !w.is_zero() {
                        w.or_u64((bracket_len - mdps) as u64);
                        w.add_u64(1);
                        self.g.set(pv, b.group[oi], w);
                    }
                }
            }
        }
    }

    /// C.04.3 Art. 3 (2026): the candidate pairs S1[i] with S2[i], S2 transposed in
    /// lexicographic order: the opponents of the paired MDPs, highest MDP first, each
    /// the highest resident that still allows the best pairing.
    fn mdp_opponents(&mut self, b: &mut Current<L>) {
        for pi in 0..b.mdps {
            let pv = b.group[pi];
            if !self.matched[pv] {
                continue;
            }
            let mut addend = b.group.len() as u64;
            let mut favourite = None;
            for oi in (b.mdps..b.bracket_len).rev() {
                let ov = b.group[oi];
                if self.matched[ov] {
                    continue;
                }
                let mut w = b.base.get(oi, pi);
                if !w.is_zero() {
                    w.add_u64(addend);
                    self.g.set(pv, ov, w);
                    addend += 1;
                    favourite = Some(ov);
                }
            }
            // The matching in hand stays optimal when it already gives the MDP the
            // opponent the nudge favours most; otherwise ask again.
            if self.plain || favourite != Some(b.mates[pv]) {
                b.mates = self.g.solve();
            }
            let mv = b.mates[pv];
            self.matched[mv] = true;
            self.g.fix(pv, mv);
        }
    }

    /// C.04.3 Art. 1 (2026): "the remainder is the resident part of a heterogeneous
    /// bracket", paired as a homogeneous bracket: the residents not paired with an MDP,
    /// and how many pairs they make. The exchange step's nudge goes on (at the bottom of
    /// the moved-up weights, which order matchings the same way), and the matching is
    /// asked again unless the one in hand already needs no exchange.
    fn remainder(&mut self, b: &mut Current<L>) {
        for (pi, &pv) in b.group.iter().enumerate().take(b.bracket_len).skip(b.mdps) {
            if b.mates[pv] < b.begin_vertex {
                continue;
            }
            b.remainder.push(pi);
            if b.mates[pv] < pv {
                b.pairs += 1;
            }
        }
        b.merged =
            b.early_lift > 0 && b.guessed_pairs == Some(b.pairs) && b.exchanges_in(&b.mates) == 0;
        // With MDPs the remainder's pairs weighed their criteria alone until now. Every
        // best pairing has the same number of remainder pairs (C6 fixes the bracket's
        // pairs, and the MDPs' pairs are decided), so the same amount added to each of
        // them orders those pairings as before; enough of it keeps every nudge
        // positive. Then no nudge borrows from the criteria bits, the weights use no
        // bit they did not, and the exchange step's matching starts from the one in
        // hand ([`Pairer::exchange_shifts`]). Only when the sum of the nudges over a
        // matching still stays inside the room below the criteria.
        if !self.plain && b.guessed_pairs.is_none() {
            let g = self.lay.group_bits;
            let offset = b.remainder.len() as u128;
            let most = (b.pairs as u128) * ((1u128 << (2 * g)) + offset) * 2;
            if 3 * g + 1 < 120 && most < (1u128 << (3 * g + 1)) {
                b.offset = offset as u64;
            }
        }
        // The nudges of the first matching are replaced by the exchange step's own, at
        // the bottom of the moved-up weights, which order matchings the same way.
        if b.guessed_pairs != Some(b.pairs) || b.early_lift > 0 {
            for (k, &oi) in b.remainder.iter().enumerate() {
                for (r, &pi) in b.remainder[..k].iter().enumerate() {
                    let w = b.exchange_weight(pi, oi, r, self.lay.group_bits);
                    self.g.set(b.group[pi], b.group[oi], w);
                }
            }
        }
        // The matching in hand is optimal for the weights before this nudge (or for these
        // very weights, when the guess above held). If it needs no exchange, its S1 is the
        // first `pairs` residents, which is what the nudge favours most among pairings of
        // equal quality, so it stays optimal.
        if self.plain || (b.guessed_pairs != Some(b.pairs) && b.exchanges_in(&b.mates) > 0) {
            if b.offset > 0 {
                self.g.shift_start(self.exchange_shifts(b));
                took(|s| &mut s.shifted);
            }
            b.mates = self.g.solve();
        }
    }

    /// The start of the exchange step's matching in a bracket with MDPs, whose
    /// remainder pairs weighed their criteria alone before the nudge went on. The nudge
    /// adds to each pair an amount of its first player's alone (its place in the
    /// remainder, [`exchange_nudged`]), so the duals of the matching in hand move up by
    /// that amount for each player who plays first in its pair there: every pair of it
    /// stays without slack, every other pair stays covered but for the pairs of
    /// players it exchanged, whose cover the matcher restores. A start only (see
    /// [`Graph::shift_start`]).
    fn exchange_shifts(&self, b: &Current<L>) -> Vec<Shift<L>> {
        let order = b.order(self.lay.group_bits);
        b.remainder
            .iter()
            .enumerate()
            .filter(|&(_, &pi)| b.s1_role(&b.mates, b.group[pi]))
            .map(|(rank, &pi)| Shift {
                vertex: b.group[pi],
                by: exchange_addend(rank, &order),
                down: false,
            })
            .collect()
    }

    /// C.04.3 Art. 4 (2026), exchanges between S1 and S2 of the remainder, "fewest
    /// swapped; ... highest BSN moved S1 to S2; lowest BSN moved S2 to S1": the lowest
    /// S1 players moved to S2 first, then the highest S2 players moved to S1.
    fn exchanges(&mut self, b: &mut Current<L>) {
        let group_bits = self.lay.group_bits;
        let exchanges = b.exchanges_in(&b.mates);
        let mut remaining = exchanges;
        let mut k = b.pairs;
        while k > 0 && remaining > 0 {
            k -= 1;
            let pi = b.remainder[k];
            let pv = b.group[pi];
            if self.plain || b.s1_role(&b.mates, pv) {
                for &oi in &b.remainder[k + 1..] {
                    let mut w = b.exchange_weight(pi, oi, k, group_bits);
                    if !w.is_zero() {
                        w.sub_u64(1);
                        self.g.set(pv, b.group[oi], w);
                    }
                }
                b.mates = self.g.solve();
            }
            let exchange = !b.s1_role(&b.mates, pv);
            remaining -= exchange as usize;
            for j in k + 1..b.remainder.len() {
                let oi = b.remainder[j];
                if exchange {
                    b.base.clear(oi, pi);
                }
                let w = b.exchange_weight(pi, oi, k, group_bits);
                self.g.set(pv, b.group[oi], w);
            }
        }
        let mut remaining = exchanges;
        let mut k = b.pairs;
        while k < b.remainder.len() && remaining > 1 {
            let pi = b.remainder[k];
            let pv = b.group[pi];
            let already = b.s1_role(&b.mates, pv);
            let nudged = self.plain || !already;
            if nudged {
                for &oi in &b.remainder[k + 1..] {
                    let mut w = b.exchange_weight(pi, oi, k, group_bits);
                    if !w.is_zero() {
                        w.add_u64(1);
                        self.g.set(pv, b.group[oi], w);
                    }
                }
                b.mates = self.g.solve();
            }
            if b.s1_role(&b.mates, pv) {
                remaining -= 1;
                for j in 0..k {
                    let oi = b.remainder[j];
                    b.base.clear(pi, oi);
                    self.g.set(pv, b.group[oi], Wide::ZERO);
                }
                for oi in b.bracket_len..b.group.len() {
                    b.base.clear(oi, pi);
                    if !b.closed {
                        self.g.set(pv, b.group[oi], Wide::ZERO);
                    }
                }
            }
            if nudged {
                for &oi in &b.remainder[k + 1..] {
                    let w = b.exchange_weight(pi, oi, k, group_bits);
                    self.g.set(pv, b.group[oi], w);
                }
            }
            k += 1;
        }
    }

    /// C.04.3 Art. 3 (2026): with the exchanges made, S1 and S2 are fixed: only the
    /// pairs of an S1 player with a later S2 player stay.
    ///
    /// Those pairs lose the exchange step's nudge, which depends on the S1 player
    /// alone ([`exchange_nudged`]: his place in the remainder), so the S1 step's first
    /// matching starts from the one in hand with each S1 player's dual moved down by
    /// what his own pair lost ([`Graph::shift_start`]): every pair that stays loses
    /// that much of its cover and of its weight, and the pairs in hand stay without
    /// slack (measured: round 3 of 1,001 players, the first S1 matching of the big
    /// bracket left 22 players to match instead of 204). A start only.
    fn fix_s1_and_s2(&mut self, b: &mut Current<L>) {
        let before: Vec<(usize, Wide<L>)> = b
            .remainder
            .iter()
            .map(|&pi| b.group[pi])
            .filter(|&pv| b.s1_role(&b.mates, pv))
            .map(|pv| (pv, self.g.weight(pv, b.mates[pv])))
            .collect();
        for k in 0..b.remainder.len() {
            let pi = b.remainder[k];
            let pv = b.group[pi];
            for j in k + 1..b.remainder.len() {
                let oi = b.remainder[j];
                let ov = b.group[oi];
                if !b.s1_role(&b.mates, pv) || b.s1_role(&b.mates, ov) {
                    b.base.clear(oi, pi);
                }
                self.g.set(pv, ov, b.base.get(oi, pi));
            }
        }
        let shifts: Vec<Shift<L>> = before
            .into_iter()
            .filter_map(|(pv, was)| {
                let now = self.g.weight(pv, b.mates[pv]);
                (was > now).then(|| Shift {
                    vertex: pv,
                    by: was - now,
                    down: true,
                })
            })
            .collect();
        if !self.plain && !shifts.is_empty() {
            self.g.shift_start(shifts);
            took(|s| &mut s.s1_shifted);
        }
    }

    /// C.04.3 Art. 3 (2026), transpositions of S2 "in lexicographic order": each S1
    /// player in turn takes the highest S2 player that still allows the best pairing.
    /// The roles are fixed now, so several S1 players can be decided by one matching:
    /// each gets its own slice of the free low bits, the first player the highest
    /// slice, which makes the choice lexicographic as if made one by one.
    fn s1_opponents(&mut self, b: &mut Current<L>) {
        let s1: Vec<usize> = b
            .remainder
            .iter()
            .copied()
            .filter(|&pi| b.s1_role(&b.mates, b.group[pi]))
            .collect();
        // When the weight type has unused top bits, every weight moves up into them for
        // this step, which widens the ordering room and lets more S1 players share one
        // matching; the weights move back down before the next bracket.
        let slice = weights::bits_for(b.remainder.len()).max(1);
        let lift = if b.early_lift == 0 && s1.len() > (self.room / slice).max(1) as usize {
            b.spare
        } else {
            0
        };
        if lift > 0 {
            // Only the remainder's pairs are read from here on.
            self.g.rescale(lift, true);
            b.base.shift_up(lift);
        }
        let mut per_matching = if self.plain {
            1
        } else {
            ((self.room + lift + b.early_lift) / slice).max(1) as usize
        };
        if self.s1_per_matching > 0 {
            per_matching = per_matching.min(self.s1_per_matching);
        }
        let mut decided = 0;
        if b.merged {
            debug_assert_eq!(slice, weights::bits_for(b.bracket_len).max(1));
            debug_assert!(
                s1[..b.first_chunk]
                    .iter()
                    .enumerate()
                    .all(|(c, &pi)| c == pi)
            );
            for &pi in &s1[..b.first_chunk] {
                let pv = b.group[pi];
                let mv = b.mates[pv];
                self.matched[pv] = true;
                self.matched[mv] = true;
                self.g.fix(pv, mv);
            }
            decided = b.first_chunk;
        }
        // After a matching of this step, and after fixing pairs of that matching, its
        // duals still prove it a best pairing of the undecided players: the next S1
        // player may then be decided from them (see [`Graph::first_choice`]).
        let mut proven = false;
        let mut at = decided;
        while at < s1.len() {
            if proven {
                let pi = s1[at];
                let pv = b.group[pi];
                let order: Vec<usize> = b
                    .remainder
                    .iter()
                    .filter(|&&oi| {
                        oi > pi && !self.matched[b.group[oi]] && !b.base.get(oi, pi).is_zero()
                    })
                    .map(|&oi| b.group[oi])
                    .collect();
                if let Some(mv) = self.g.first_choice(pv, &order, &mut b.mates) {
                    self.matched[pv] = true;
                    self.matched[mv] = true;
                    self.g.fix(pv, mv);
                    at += 1;
                    continue;
                }
            }
            let end = (at + per_matching).min(s1.len());
            let chunk = &s1[at..end];
            let mut settled = true;
            for (c, &pi) in chunk.iter().enumerate() {
                let pv = b.group[pi];
                let shift = slice * (chunk.len() - 1 - c) as u32;
                let mut addend = 0u64;
                let mut favourite = None;
                for &oi in b.remainder.iter().rev() {
                    let ov = b.group[oi];
                    if oi <= pi || self.matched[ov] {
                        continue;
                    }
                    let mut w = b.base.get(oi, pi);
                    if !w.is_zero() {
                        let mut nudge = Wide::<L>::from_u64(addend);
                        nudge.shl_in_place(shift);
                        w.add_wrapping(&nudge);
                        self.g.set(pv, ov, w);
                        favourite = Some(ov);
                    }
                    addend += 1;
                }
                settled &= favourite == Some(b.mates[pv]);
            }
            // The matching in hand stays optimal when it already gives every player of
            // the chunk its favoured opponent; otherwise ask again.
            if self.plain || !settled {
                b.mates = self.g.solve();
                proven = true;
            }
            for &pi in chunk {
                let pv = b.group[pi];
                let mv = b.mates[pv];
                self.matched[pv] = true;
                self.matched[mv] = true;
                self.g.fix(pv, mv);
                // A pair with a player outside the bracket may change the problem
                // beyond the pair (the best bye outside the focus).
                proven &= b.in_bracket(mv);
            }
            at = end;
        }
        if lift + b.early_lift > 0 {
            self.g.rescale(lift + b.early_lift, false);
        }
        // Moves of duals no matching of this step took are no start for another bracket.
        self.g.shift_start(Vec::new());
    }

    /// C.04.3 Art. 1 (2026): "a downfloater is a player left unpaired in a bracket and
    /// moved down"; they join the next scoregroup's bracket as its MDPs. Records the
    /// bracket's pairs and returns the next bracket's players (MDPs first) and its
    /// number of MDPs; C9 stays in force while a single downfloater may get the bye.
    fn carry_over(&mut self, b: &Current<L>) -> (Vec<usize>, usize) {
        let (ctx, n) = (self.ctx, self.n);
        let score = |v: usize| ctx.score(ctx.sorted[v]);
        let next_score = (b.next_group_start < n).then(|| score(b.next_group_start));
        let mut single_df = n % 2 == 1 && next_score.is_some_and(|s| self.bye_score >= s);
        let mut carried = Vec::new();
        let mut mdps = 0;
        for (pi, &pv) in b.group.iter().enumerate() {
            if pi < b.bracket_len && self.matched[pv] {
                self.result[pv] = Some(b.mates[pv]);
                self.result[b.mates[pv]] = Some(pv);
            } else {
                carried.push(pv);
                if pi < b.bracket_len {
                    mdps += 1;
                }
                if single_df && next_score.is_some_and(|s| score(b.mates[pv]) < s) {
                    single_df = false;
                }
            }
        }
        self.single_df = single_df;
        (carried, mdps)
    }
}

/// What the exchange step's nudge is made from: the number of pairs the remainder makes,
/// the width of a group count, how far the weights are moved up, and the amount added
/// to every pair's nudge (see [`Pairer::remainder`]).
struct Order {
    pairs: usize,
    group_bits: u32,
    at: u32,
    offset: u64,
}

/// The weight of the remainder pair (`smaller`, `larger`) nudged for the exchange step:
/// among pairings of equal quality, prefer S1 = the first `pairs` residents of the
/// remainder, and among those the lowest-ranked S1 players first (`rank`: position of
/// `smaller` in the remainder), the order's `offset` more for every pair. The nudge is
/// moved up by the order's `at` bits.
fn exchange_nudged<const L: usize>(
    base: &Criteria<L>,
    smaller: usize,
    larger: usize,
    rank: usize,
    order: &Order,
) -> Wide<L> {
    let mut w = base.get(larger, smaller);
    if !w.is_zero() {
        w.add_wrapping(&exchange_addend(rank, order));
    }
    w
}

/// What [`exchange_nudged`] adds to a pair whose first player stands at `rank` in the
/// remainder (below zero, wrapped, when the order's offset is smaller than the rank of
/// a player beyond the first `pairs`).
fn exchange_addend<const L: usize>(rank: usize, order: &Order) -> Wide<L> {
    let mut addend = Wide::<L>::from_u64((rank < order.pairs) as u64);
    addend.shl_in_place(2 * order.group_bits);
    addend.add_u64(order.offset);
    addend.sub_u64(rank as u64);
    addend.shl_in_place(1 + order.at);
    addend
}

/// The criteria weights of a bracket's pairs (`larger`, `smaller`: indices into the
/// bracket's group, the pairs of two MDPs left out), each held as the number of its
/// value in a table of the bracket's distinct weights. A bracket beside a large next
/// scoregroup has hundreds of thousands of pairs but few distinct weights (the criteria
/// fields take few values), so the table costs a fraction of the wide weights it
/// stands for; moving every weight up moves the few values.
struct Criteria<const L: usize> {
    /// The distinct values, zero first.
    values: Vec<Wide<L>>,
    /// Per `larger`, the number of each pair's value (empty for the MDPs).
    rows: Vec<Vec<u32>>,
}

impl<const L: usize> Criteria<L> {
    fn new(len: usize, mdps: usize, weight: impl Fn(usize, usize) -> Wide<L>) -> Self {
        let mut values = vec![Wide::ZERO];
        let mut number: QuickMap<Wide<L>, u32> = QuickMap::from_iter([(Wide::ZERO, 0)]);
        let mut rows = vec![Vec::new(); len];
        for (larger, row) in rows.iter_mut().enumerate().skip(mdps) {
            *row = (0..larger)
                .map(|smaller| {
                    let w = weight(larger, smaller);
                    *number.entry(w).or_insert_with(|| {
                        values.push(w);
                        (values.len() - 1) as u32
                    })
                })
                .collect();
        }
        Criteria { values, rows }
    }

    /// As [`Criteria::new`] for the players of `facts` (the bracket's group), with the
    /// criteria fields made by `fields` once per pair of distinct [`Facts`] and side of
    /// `next_at` (whether the later player is in the next scoregroup, the only thing
    /// about a pair besides its two players that the fields read): the criteria read
    /// nothing else of a player, so every other pair with those facts on that side
    /// weighs the same. A pair that may not meet (`may_meet`) weighs nothing.
    fn alike(
        facts: &[Facts],
        mdps: usize,
        next_at: usize,
        may_meet: impl Fn(usize, usize) -> bool,
        fields: impl Fn(usize, usize) -> Wide<L>,
    ) -> Self {
        let mut class: QuickMap<Facts, u32> = QuickMap::default();
        let of: Vec<u64> = facts
            .iter()
            .map(|f| {
                let next = class.len() as u32;
                *class.entry(*f).or_insert(next) as u64
            })
            .collect();
        let mut values = vec![Wide::ZERO];
        let mut number: QuickMap<Wide<L>, u32> = QuickMap::from_iter([(Wide::ZERO, 0)]);
        let mut made: QuickMap<u64, u32> = QuickMap::default();
        let mut rows = vec![Vec::new(); facts.len()];
        let mut meetings = 0;
        for (larger, row) in rows.iter_mut().enumerate().skip(mdps) {
            let later = of[larger] << 1 | (larger >= next_at) as u64;
            *row = (0..larger)
                .map(|smaller| {
                    if !may_meet(larger, smaller) {
                        return 0;
                    }
                    meetings += 1;
                    *made.entry(of[smaller] << 33 | later).or_insert_with(|| {
                        let w = fields(larger, smaller);
                        *number.entry(w).or_insert_with(|| {
                            values.push(w);
                            (values.len() - 1) as u32
                        })
                    })
                })
                .collect();
        }
        took_times(|s| &mut s.fields_shared, meetings - made.len());
        Criteria { values, rows }
    }

    fn get(&self, larger: usize, smaller: usize) -> Wide<L> {
        self.values[self.rows[larger][smaller] as usize]
    }

    /// The pair may not be chosen any more.
    fn clear(&mut self, larger: usize, smaller: usize) {
        self.rows[larger][smaller] = 0;
    }

    /// Every weight moved up by `bits`.
    fn shift_up(&mut self, bits: u32) {
        self.values.iter_mut().for_each(|w| w.shl_in_place(bits));
    }
}
