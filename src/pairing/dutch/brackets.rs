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

use super::absolute::compatible;
use super::bye;
use super::context::Context;
use super::graph::Graph;
use super::weights::{self, Bracket, Layout, edge_weight};
use super::wide::Wide;
use crate::model::Points;
use std::collections::HashMap;

/// How far a bracket's weights move up at most for the S1 step's ordering slices. Every
/// bit of it widens every matching of the bracket, while a narrower move only means
/// more matchings for the S1 step, each started from the one before; 64 bits measured
/// best on 500- and 1,000-player rounds.
pub const MAX_LIFT: u32 = 64;

/// Why no pairing could be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// No pairing satisfies C1-C3 for everybody with at most one player left over.
    NoLegalPairing,
}

/// Pairs the round; returns, for each position in `ctx.sorted`, the position of the
/// opponent (`None`: the pairing-allocated bye).
pub fn pair<const L: usize>(ctx: &Context) -> Result<Vec<Option<usize>>, Failure> {
    let n = ctx.sorted.len();
    if n == 0 {
        return Ok(Vec::new());
    }
    let lay = Layout::new(ctx);
    let hist = |v: usize| ctx.sorted[v];
    let score = |v: usize| ctx.score(ctx.sorted[v]);
    let top_score = score(0);
    let mut g: Graph<L> = Graph::new(
        n,
        |a, b| compatible(ctx, hist(a), hist(b)),
        Wide::zero(),
        vec![Wide::zero(); n],
    );
    let no_ranks = HashMap::new();
    let eligible = |v: usize| ctx.history.players[hist(v)].eligible_for_bye;

    // C4 over everybody: all paired, or all but one player who may take the bye.
    let unpaired = g.unpairable();
    let mut bye_score = Points::ZERO;
    let mut single_df = false;
    let mut ranks = HashMap::new();
    if n.is_multiple_of(2) {
        if !unpaired.is_empty() {
            return Err(Failure::NoLegalPairing);
        }
    } else {
        let [root] = unpaired[..] else {
            return Err(Failure::NoLegalPairing);
        };
        // C5: the bye goes to the lowest score it can go to.
        let bye_vertex = g
            .could_stay_unpaired(root)
            .into_iter()
            .filter(|&v| eligible(v))
            .min_by_key(|&v| score(v))
            .ok_or(Failure::NoLegalPairing)?;
        bye_score = score(bye_vertex);
        if bye_score >= top_score {
            // The bye goes to a topscorer's group: whether the other topscorers can all
            // be paired among themselves decides how the unplayed games are ranked.
            let mates = g.solve_with(|p, o| {
                let (p, o) = (p.max(o), p.min(o));
                let mut w = Wide::<L>::zero();
                if compatible(ctx, hist(p), hist(o)) {
                    w = Wide::from_u64(1 + !eligible(p) as u64 + !eligible(o) as u64);
                    w.shl(lay.scores_bits);
                    w.add_u64((lay.shift(score(p)) + lay.shift(score(o))) as u64);
                    w.shl(lay.group_bits);
                    w.add_u64((score(p) >= top_score) as u64);
                }
                w
            });
            single_df = (0..n)
                .take_while(|&v| score(v) >= top_score)
                .all(|v| score(mates[v]) >= top_score);
        }
        ranks = bye::unplayed_ranks(ctx, bye_score);
    }
    {
        let b = Bracket {
            bye_score,
            single_downfloater_bye: single_df,
            unplayed_ranks: if n % 2 == 1 { &ranks } else { &no_ranks },
        };
        let unit = weights::unit::<L>(ctx, &lay);
        let shares: Vec<Wide<L>> = (0..n)
            .map(|v| weights::share(ctx, &lay, hist(v), &b))
            .collect();
        if cfg!(debug_assertions) && n <= 200 {
            for p in 0..n {
                for o in 0..p {
                    let full = edge_weight(ctx, &lay, hist(o), hist(p), false, false, &b);
                    let mut split = Wide::zero();
                    if g.compatible(p, o) {
                        split = unit;
                        split.add(&shares[p]);
                        split.add(&shares[o]);
                    }
                    debug_assert!(full == split, "outside weight of {o}-{p} does not split");
                }
            }
        }
        g.set_shares(unit, shares);
        g.set_room(3 * lay.group_bits + 1);
    }

    let mut result: Vec<Option<usize>> = vec![None; n];
    let mut matched = vec![false; n];
    // The bracket's players (MDPs first, then residents) followed by the next scoregroup,
    // as vertices (positions in `ctx.sorted`).
    let mut group: Vec<usize> = (0..n).take_while(|&v| score(v) >= top_score).collect();
    let mut next = group.len();
    let mut mdps = 0usize;
    let mut begin_vertex = 0usize;

    while group.len() > 1 || next < n {
        let bracket_len = group.len();
        let next_begin_vertex = begin_vertex + (bracket_len - mdps);
        let next_group_start = next;
        while next < n && score(next) >= score(next_group_start) {
            group.push(next);
            next += 1;
        }
        g.set_focus(&group);
        let b = Bracket {
            bye_score,
            single_downfloater_bye: single_df,
            unplayed_ranks: &ranks,
        };
        // base[larger][smaller], indices into `group`.
        let mut base: Vec<Vec<Wide<L>>> = vec![Vec::new(); group.len()];
        for larger in mdps..group.len() {
            base[larger] = (0..larger)
                .map(|smaller| {
                    edge_weight(
                        ctx,
                        &lay,
                        hist(group[smaller]),
                        hist(group[larger]),
                        larger < bracket_len,
                        larger >= bracket_len,
                        &b,
                    )
                })
                .collect();
            for smaller in 0..larger {
                g.set(group[larger], group[smaller], base[larger][smaller]);
            }
        }
        let in_bracket = |m: usize| m >= begin_vertex && m < next_begin_vertex;
        // Without MDPs every resident is in the remainder, so the exchange nudge below
        // can go on before the first matching, guessing that half the bracket pairs up
        // inside it. When the guess holds, that matching already answers the exchange
        // step's question and one matching is saved.
        let guessed_pairs = (mdps == 0).then_some(bracket_len / 2);
        // With the guess, the S1 step's first players can be decided by the same
        // matching: every weight moves up into the unused top bits of the weight type
        // (`early_lift`), the exchange nudge moves up with them, and below it go the S1
        // nudges of the first `first_chunk` players of the guessed S1 (see the S1 step).
        // They are too small to change which matchings are best for the moved-up
        // weights, so the matching is still the one the exchange step asks for; and
        // when it pairs exactly the guessed S1 with S2, it is also a best matching for
        // the S1 step's weights, so those players' opponents are decided.
        let room = 3 * lay.group_bits + 1;
        let spare = (Wide::<L>::BITS)
            .saturating_sub(lay.total_bits() + 2)
            .min(MAX_LIFT);
        let early_slice = weights::bits_for(bracket_len).max(1);
        let mut early_lift = 0;
        let mut first_chunk = 0;
        // A bracket with MDPs moves up at once too (without the guess): then its S1 step
        // needs no move of its own, which would change every weight and make its first
        // matching start afresh.
        if bracket_len > 1 && spare >= early_slice {
            early_lift = spare;
            if let Some(guess) = guessed_pairs {
                first_chunk = ((early_lift / early_slice) as usize).min(guess);
            }
            g.rescale(early_lift, true);
            for row in base.iter_mut() {
                row.iter_mut().for_each(|w| w.shl(early_lift));
            }
        }
        if let Some(guess) = guessed_pairs {
            for oi in 0..bracket_len {
                for pi in 0..oi {
                    let mut w =
                        exchange_nudged(&base, pi, oi, pi, guess, lay.group_bits, early_lift);
                    if pi < first_chunk && oi >= guess && !w.is_zero() {
                        // The S1 step's nudge: among S2, the highest opponent weighs
                        // most; the first S1 player has the highest slice.
                        let mut nudge = Wide::<L>::from_u64((bracket_len - 1 - oi) as u64);
                        nudge.shl(early_slice * (first_chunk - 1 - pi) as u32);
                        w.add(&nudge);
                    }
                    g.set(group[pi], group[oi], w);
                }
            }
        }
        let mut mates = g.solve();

        // Which MDPs are paired inside the bracket.
        let mut md_score = Points::ZERO;
        let mut left = 0usize;
        let mut left_matched = 0usize;
        for pi in 0..mdps {
            let pv = group[pi];
            if pi == 0 || score(pv) < md_score {
                md_score = score(pv);
                left = 0;
                left_matched = 0;
                for &mv in group[pi..].iter().take_while(|&&mv| score(mv) >= md_score) {
                    left += 1;
                    if in_bracket(mates[mv]) {
                        left_matched += 1;
                    }
                }
            }
            if left_matched == 0 {
                continue;
            }
            if left <= left_matched {
                matched[pv] = true;
                continue;
            }
            left -= 1;
            if !in_bracket(mates[pv]) {
                for oi in mdps..bracket_len {
                    let mut w = base[oi][pi];
                    if !w.is_zero() {
                        w.or_u64(1);
                        g.set(pv, group[oi], w);
                    }
                }
                mates = g.solve();
            }
            if in_bracket(mates[pv]) {
                matched[pv] = true;
                left_matched -= 1;
                for oi in mdps..bracket_len {
                    let mut w = base[oi][pi];
                    if !w.is_zero() {
                        w.or_u64((bracket_len - mdps) as u64);
                        w.add_u64(1);
                        g.set(pv, group[oi], w);
                    }
                }
            }
        }

        // The opponents of the paired MDPs, highest MDP first.
        for pi in 0..mdps {
            let pv = group[pi];
            if !matched[pv] {
                continue;
            }
            let mut addend = group.len() as u64;
            let mut favourite = None;
            for oi in (mdps..bracket_len).rev() {
                let ov = group[oi];
                if matched[ov] {
                    continue;
                }
                let mut w = base[oi][pi];
                if !w.is_zero() {
                    w.add_u64(addend);
                    g.set(pv, ov, w);
                    addend += 1;
                    favourite = Some(ov);
                }
            }
            // The matching in hand stays optimal when it already gives the MDP the
            // opponent the nudge favours most; otherwise ask again.
            if favourite != Some(mates[pv]) {
                mates = g.solve();
            }
            let mv = mates[pv];
            matched[mv] = true;
            g.fix(pv, mv);
        }

        // The remainder: residents not paired with an MDP.
        let mut remainder: Vec<usize> = Vec::new();
        let mut pairs = 0usize;
        for (pi, &pv) in group.iter().enumerate().take(bracket_len).skip(mdps) {
            if mates[pv] < begin_vertex {
                continue;
            }
            remainder.push(pi);
            if mates[pv] < pv {
                pairs += 1;
            }
        }
        let exchange_weight =
            |base: &Vec<Vec<Wide<L>>>, smaller: usize, larger: usize, rank: usize| {
                exchange_nudged(base, smaller, larger, rank, pairs, lay.group_bits, 0)
            };
        let s1_role = |mates: &Vec<usize>, v: usize| mates[v] > v && mates[v] < next_begin_vertex;
        let exchanges_in = |mates: &Vec<usize>| {
            remainder[..pairs]
                .iter()
                .filter(|&&pi| !s1_role(mates, group[pi]))
                .count()
        };
        let merged = early_lift > 0 && guessed_pairs == Some(pairs) && exchanges_in(&mates) == 0;
        // The nudges of the first matching are replaced by the exchange step's own, at
        // the bottom of the moved-up weights, which order matchings the same way.
        if guessed_pairs != Some(pairs) || early_lift > 0 {
            for (k, &oi) in remainder.iter().enumerate() {
                for (r, &pi) in remainder[..k].iter().enumerate() {
                    g.set(group[pi], group[oi], exchange_weight(&base, pi, oi, r));
                }
            }
        }
        // The matching in hand is optimal for the weights before this nudge (or for these
        // very weights, when the guess above held). If it needs no exchange, its S1 is the
        // first `pairs` residents, which is what the nudge favours most among pairings of
        // equal quality, so it stays optimal.
        if guessed_pairs != Some(pairs) && exchanges_in(&mates) > 0 {
            mates = g.solve();
        }
        let exchanges = exchanges_in(&mates);

        // Exchanges: lowest S1 players moved to S2 first.
        let mut remaining = exchanges;
        let mut k = pairs;
        while k > 0 && remaining > 0 {
            k -= 1;
            let pi = remainder[k];
            let pv = group[pi];
            if s1_role(&mates, pv) {
                for &oi in &remainder[k + 1..] {
                    let mut w = exchange_weight(&base, pi, oi, k);
                    if !w.is_zero() {
                        w.sub_u64(1);
                        g.set(pv, group[oi], w);
                    }
                }
                mates = g.solve();
            }
            let exchange = !s1_role(&mates, pv);
            remaining -= exchange as usize;
            for &oi in &remainder[k + 1..] {
                if exchange {
                    base[oi][pi] = Wide::zero();
                }
                g.set(pv, group[oi], exchange_weight(&base, pi, oi, k));
            }
        }
        // Then the highest S2 players moved to S1.
        let mut remaining = exchanges;
        let mut k = pairs;
        while k < remainder.len() && remaining > 1 {
            let pi = remainder[k];
            let pv = group[pi];
            let already = s1_role(&mates, pv);
            if !already {
                for &oi in &remainder[k + 1..] {
                    let mut w = exchange_weight(&base, pi, oi, k);
                    if !w.is_zero() {
                        w.add_u64(1);
                        g.set(pv, group[oi], w);
                    }
                }
                mates = g.solve();
            }
            if s1_role(&mates, pv) {
                remaining -= 1;
                for &oi in &remainder[..k] {
                    base[pi][oi] = Wide::zero();
                    g.set(pv, group[oi], Wide::zero());
                }
                for oi in bracket_len..group.len() {
                    base[oi][pi] = Wide::zero();
                    g.set(pv, group[oi], Wide::zero());
                }
            }
            if !already {
                for &oi in &remainder[k + 1..] {
                    g.set(pv, group[oi], exchange_weight(&base, pi, oi, k));
                }
            }
            k += 1;
        }
        // Fix S1 and S2: only S1-to-later-S2 edges stay.
        for (k, &pi) in remainder.iter().enumerate() {
            let pv = group[pi];
            for &oi in &remainder[k + 1..] {
                let ov = group[oi];
                if !s1_role(&mates, pv) || s1_role(&mates, ov) {
                    base[oi][pi] = Wide::zero();
                }
                g.set(pv, ov, base[oi][pi]);
            }
        }
        // Each S1 player in turn takes the highest S2 player that still allows the best
        // pairing. The roles are fixed now, so several S1 players can be decided by one
        // matching: each gets its own slice of the free low bits, the first player the
        // highest slice, which makes the choice lexicographic as if made one by one.
        let s1: Vec<usize> = remainder
            .iter()
            .copied()
            .filter(|&pi| s1_role(&mates, group[pi]))
            .collect();
        // When the weight type has unused top bits, every weight moves up into them for
        // this step, which widens the ordering room and lets more S1 players share one
        // matching; the weights move back down before the next bracket.
        let slice = weights::bits_for(remainder.len()).max(1);
        let lift = if early_lift == 0 && s1.len() > (room / slice).max(1) as usize {
            spare
        } else {
            0
        };
        if lift > 0 {
            g.rescale(lift, true);
            for (k, &pi) in remainder.iter().enumerate() {
                for &oi in &remainder[k + 1..] {
                    base[oi][pi].shl(lift);
                }
            }
        }
        let per_matching = ((room + lift + early_lift) / slice).max(1) as usize;
        let mut decided = 0;
        if merged {
            debug_assert_eq!(slice, early_slice);
            debug_assert!(s1[..first_chunk].iter().enumerate().all(|(c, &pi)| c == pi));
            for &pi in &s1[..first_chunk] {
                let pv = group[pi];
                let mv = mates[pv];
                matched[pv] = true;
                matched[mv] = true;
                g.fix(pv, mv);
            }
            decided = first_chunk;
        }
        for chunk in s1[decided..].chunks(per_matching) {
            let mut settled = true;
            for (c, &pi) in chunk.iter().enumerate() {
                let pv = group[pi];
                let shift = slice * (chunk.len() - 1 - c) as u32;
                let mut addend = 0u64;
                let mut favourite = None;
                for &oi in remainder.iter().rev() {
                    let ov = group[oi];
                    if oi <= pi || matched[ov] {
                        continue;
                    }
                    let mut w = base[oi][pi];
                    if !w.is_zero() {
                        let mut nudge = Wide::<L>::from_u64(addend);
                        nudge.shl(shift);
                        w.add(&nudge);
                        g.set(pv, ov, w);
                        favourite = Some(ov);
                    }
                    addend += 1;
                }
                settled &= favourite == Some(mates[pv]);
            }
            // The matching in hand stays optimal when it already gives every player of
            // the chunk its favoured opponent; otherwise ask again.
            if !settled {
                mates = g.solve();
            }
            for &pi in chunk {
                let pv = group[pi];
                let mv = mates[pv];
                matched[pv] = true;
                matched[mv] = true;
                g.fix(pv, mv);
            }
        }
        if lift + early_lift > 0 {
            g.rescale(lift + early_lift, false);
        }

        // Carry the unpaired players into the next bracket.
        let next_score = (next_group_start < n).then(|| score(next_group_start));
        single_df = n % 2 == 1 && next_score.is_some_and(|s| bye_score >= s);
        let mut carried = Vec::new();
        mdps = 0;
        for (pi, &pv) in group.iter().enumerate() {
            if pi < bracket_len && matched[pv] {
                result[pv] = Some(mates[pv]);
                result[mates[pv]] = Some(pv);
            } else {
                carried.push(pv);
                if pi < bracket_len {
                    mdps += 1;
                }
                if single_df && next_score.is_some_and(|s| score(mates[pv]) < s) {
                    single_df = false;
                }
            }
        }
        group = carried;
        begin_vertex = next_begin_vertex;
    }
    Ok(result)
}

/// The weight of the remainder pair (`smaller`, `larger`) nudged for the exchange step:
/// among pairings of equal quality, prefer S1 = the first `pairs` residents of the
/// remainder, and among those the lowest-ranked S1 players first (`rank`: position of
/// `smaller` in the remainder). The nudge is moved up by `at` bits.
fn exchange_nudged<const L: usize>(
    base: &[Vec<Wide<L>>],
    smaller: usize,
    larger: usize,
    rank: usize,
    pairs: usize,
    group_bits: u32,
    at: u32,
) -> Wide<L> {
    let mut w = base[larger][smaller];
    if !w.is_zero() {
        let mut addend = Wide::<L>::from_u64((rank < pairs) as u64);
        addend.shl(2 * group_bits);
        addend.sub_u64(rank as u64);
        addend.shl(1 + at);
        w.add(&addend);
    }
    w
}
