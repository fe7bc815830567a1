//! A focus's matchings with its next scoregroup stood in for by a few players (see
//! [`Graph::with_stand_ins`]): in a big open, a bracket of a few hundred players beside
//! a next scoregroup of a thousand, whose pairs all weigh alike, is matched with a few
//! stand-ins (no more than a best pairing can float, C6 keeps that near the bracket's
//! odd players), and the result found again among the real players, instead of the
//! whole scoregroup every time.

use super::super::pool::{self, Ids, Less, Shares};
use super::super::shortcuts::took;
use super::{Graph, NONE, linked};
use crate::pairing::matching::Cardinality;
use crate::pairing::matching::Wide;

/// A large next scoregroup as a focus's matchings stand it in for (see
/// [`Graph::with_stand_ins`]), read from the focus weights as they were at `lifted`.
#[derive(Clone)]
pub struct Sinks<const L: usize> {
    lifted: u32,
    /// What every pair of the scoregroup's players that may meet weighs, and every
    /// such player's share outside the focus.
    pair: Wide<L>,
    share: Wide<L>,
    /// By vertex: what the bracket player weighs with every player of the scoregroup
    /// he may meet (zero when there is none, and for everyone else).
    to_group: Vec<Wide<L>>,
}

/// The least number of undecided players in the next scoregroup for a focus matching
/// to stand it in for (see [`Graph::with_stand_ins`]), and how many more players it must
/// have than the stand-ins.
pub(super) const SINKS_FROM: usize = 64;
pub(super) const SINKS_SAVE: usize = 16;
/// How many more players than the bracket's unpaired ones a best matching of the
/// focus may float (see [`Graph::floaters_at_most`]).
const FLOAT_SLACK: usize = 8;

impl<const L: usize> Graph<L> {
    /// Reads the next scoregroup of the focus for [`Graph::with_stand_ins`], once per focus
    /// (again when the weights have moved up or down since): `None` unless its players
    /// all have one share, every pair of them that may meet weighs alike, and every
    /// bracket player weighs alike with all those of them he may meet.
    fn read_sinks(&mut self, inside: &[usize]) -> Option<Sinks<L>> {
        if self.sinks_read && self.sinks.as_ref().is_none_or(|x| x.lifted == self.lifted) {
            return self.sinks.clone();
        }
        self.sinks_read = true;
        self.sinks = None;
        let next = |v: usize| self.focus_pos[v] as usize >= self.next_at;
        let (group, bracket): (Vec<usize>, Vec<usize>) =
            inside.iter().copied().partition(|&v| next(v));
        let first = *group.first()?;
        let share = self.sep[first];
        if group.iter().any(|&v| self.sep[v] != share) {
            return None;
        }
        let mut pair = Wide::ZERO;
        for (i, &a) in group.iter().enumerate() {
            for &b in &group[..i] {
                let w = self.weight(a, b);
                if w.is_zero() {
                    continue;
                }
                if pair.is_zero() {
                    pair = w;
                } else if w != pair {
                    return None;
                }
            }
        }
        if pair.is_zero() {
            return None;
        }
        let mut to_group = vec![Wide::ZERO; self.n];
        for &b in &bracket {
            let mut alike = Wide::ZERO;
            for &v in &group {
                let w = self.weight(b, v);
                if w.is_zero() {
                    continue;
                }
                if alike.is_zero() {
                    alike = w;
                } else if w != alike {
                    return None;
                }
            }
            to_group[b] = alike;
        }
        self.sinks = Some(Sinks {
            lifted: self.lifted,
            pair,
            share,
            to_group,
        });
        self.sinks.clone()
    }

    /// How many bracket players a best matching of the focus problem floats into the
    /// next scoregroup at most: `bracket` (its undecided players) less twice the pairs
    /// of a matching of the problem's bracket pairs, plus [`FLOAT_SLACK`].
    ///
    /// Why. C.04.3 Art. 2.3 (2026), "C6: minimise the number of downfloaters (maximise
    /// the number of pairs)", ranks above C7-C21 and the bracket procedure's nudges:
    /// every pair of the bracket carries one unit `u` of the C6 field
    /// (`downfloaters.rs`), a pair with a player of the next scoregroup and the bye
    /// none, and every field below it holds its sum over a pairing without carrying
    /// (`weights.rs`). A focus pair gains its weight less its weight outside the focus,
    /// two sums over one set of pairs whose completion fields are equal: so a matching
    /// `M` of the focus problem with `p(M)` bracket pairs gains between `u (p(M) - 1)`
    /// and `u (p(M) + 1)` beyond what its bye edge gains, and that edge gains its
    /// completion field's difference plus less than `u`. A best matching `M*` gains at
    /// least what its own bye edge (if any) together with the most pairs of the other
    /// bracket players gains, which is at least `nu - 1` pairs, `nu` the most pairs of
    /// the whole bracket: `u (p(M*) + 2) > u (nu - 3)`, so `p(M*) >= nu - 4`, and
    /// every bracket player not in one of those pairs (at most `|B| - 2 nu + 8`) is
    /// the only kind that can float. Any matching of the bracket's pairs has at most
    /// `nu` pairs, so a quick one, taken greedily, only counts more floaters than
    /// that. That is all [`Graph::with_stand_ins`] needs of its stand-ins: at least as
    /// many as a best matching floats.
    fn floaters_at_most(&self, bracket: &[usize]) -> usize {
        // The problem keeps a pair only when it gains something in the focus.
        let adjacent = |a: usize, b: usize| self.weight(a, b) > self.outside_form(a, b);
        let mut paired = vec![false; bracket.len()];
        let mut pairs = 0;
        for i in 0..bracket.len() {
            if paired[i] {
                continue;
            }
            let mate =
                (i + 1..bracket.len()).find(|&j| !paired[j] && adjacent(bracket[i], bracket[j]));
            if let Some(j) = mate {
                paired[i] = true;
                paired[j] = true;
                pairs += 1;
            }
        }
        bracket.len() - 2 * pairs + FLOAT_SLACK
    }

    /// A matching of a focus whose next scoregroup is large, made without most of it;
    /// by position in `inside`, as [`Graph::focus_matching`] gives it, or `None`
    /// (the caller then solves the whole focus).
    ///
    /// Why it is exact. In the next scoregroup `N` every pair that may meet weighs
    /// alike, every player has one share outside the focus, and each bracket player `b`
    /// weighs alike with every player of `N` he may meet (checked, see
    /// [`Graph::read_sinks`]): a pair of `N` gains some `c` in the focus problem and a
    /// pair `b`-`n` some `c_b`. So a matching of the focus gains what its pairs inside
    /// the bracket gain, plus `c_b` for each bracket player it floats into `N`, plus `c`
    /// for each pair inside `N`, plus the bye; with `f` players floated, at most
    /// `(|N| - f) / 2` pairs inside `N`. Now take the same problem with `N` replaced by
    /// `K` stand-ins (`K` at least as many as a best matching floats, see
    /// [`Graph::floaters_at_most`], of the parity of `|N|`) whom
    /// every bracket player may meet if he may meet anyone in `N`, paired with each
    /// other for `c`, with `b` for `c_b`, and given the bye for what it gives a player
    /// of `N` (all have one share). Every matching of the focus that floats at most `K`
    /// players maps onto one of the stand-ins' problem gaining at least as much, less
    /// `c` times `(|N| - K) / 2`: the same pairs in the bracket, each floater onto a
    /// stand-in of his own, the bye where it was (on a stand-in if on a player of `N`),
    /// and as many pairs of stand-ins as `K - f` allows, which is `(|N| - K) / 2` fewer
    /// than `|N| - f` allows. So a best matching of the stand-ins' problem, once found
    /// again among the real players (each floater given a player of `N` he may meet,
    /// all of them different, as many pairs inside `N` as the stand-ins made plus
    /// `(|N| - K) / 2`, and the bye, if a stand-in took it, on the player of `N` left
    /// over), gains at least what a best matching of the focus gains, which floats at
    /// most `K`: it is a best one. When it cannot be found again so (a floater without
    /// a partner, too few pairs), the caller solves the whole focus.
    pub(super) fn with_stand_ins(
        &mut self,
        inside: &[usize],
        odd: bool,
        best_rest: Option<Wide<L>>,
    ) -> Option<Vec<Option<usize>>> {
        if self.plain {
            return None;
        }
        let (focus_pos, next_at) = (&self.focus_pos, self.next_at);
        let (group, bracket): (Vec<usize>, Vec<usize>) = inside
            .iter()
            .copied()
            .partition(|&v| focus_pos[v] as usize >= next_at);
        if group.len() < self.sinks_from {
            return None;
        }
        let mut ks = (bracket.len() + 2).min(self.floaters_at_most(&bracket));
        if ks % 2 != group.len() % 2 {
            ks += 1;
        }
        if ks + self.sinks_save > group.len() {
            return None;
        }
        let sinks = self.read_sinks(inside)?;
        // Only once the scoregroup is known to qualify: the start replaces the whole
        // focus's, which a solve of the whole focus would otherwise start from.
        if !self.stand_ins_last {
            self.seed_sinks(&bracket, &group, ks);
        }
        let nb = bracket.len();
        let mut pool = std::mem::take(&mut self.pool);
        let bye_at = nb + ks;
        // The bye given to a stand-in is worth what it is worth to the player of `N`
        // it is worth most to: every player of `N` has the same share.
        let mut of: Vec<Wide<L>> = bracket.iter().map(|&v| self.sep[v]).collect();
        of.extend(std::iter::repeat_n(sinks.share, ks));
        let each = |f: &mut dyn FnMut(usize, usize, &Wide<L>, Less)| {
            for (i, &a) in bracket.iter().enumerate() {
                for (j, &b) in bracket[..i].iter().enumerate() {
                    let w = self.weight(a, b);
                    if !w.is_zero() {
                        f(i, j, &w, Less::Pair(i, j));
                    }
                }
                if odd && let Some(best) = &best_rest {
                    f(bye_at, i, best, Less::Share(i));
                }
            }
            for s in 0..ks {
                let at = nb + s;
                for (i, &b) in bracket.iter().enumerate() {
                    let w = &sinks.to_group[b];
                    if !w.is_zero() {
                        f(at, i, w, Less::Pair(at, i));
                    }
                }
                for t in 0..s {
                    f(at, nb + t, &sinks.pair, Less::Pair(at, nb + t));
                }
                if odd && let Some(best) = &best_rest {
                    f(bye_at, at, best, Less::Share(at));
                }
            }
        };
        let shares = Shares {
            unit: &self.unit,
            of: &of,
        };
        // Stand-ins take ids past the bye's (`n`), so that one problem can start from
        // the last.
        let mut ids: Vec<u32> = bracket.iter().map(|&v| v as u32).collect();
        ids.extend((0..ks).map(|s| (self.n + 1 + s) as u32));
        if odd {
            ids.push(self.n as u32);
        }
        let ids = Ids {
            of: &ids,
            split: true,
        };
        let used = self.split_used(inside, best_rest.as_ref());
        let m = pool.solve(&used, ids, &shares, &each);
        self.pool = pool;
        let found = self.find_again(inside, &bracket, &group, ks, m?);
        took(match found {
            Some(_) => |s| &mut s.sinks,
            None => |s| &mut s.sinks_refused,
        });
        if found.is_some() && ks < bracket.len() {
            took(|s| &mut s.sinks_fewer);
        }
        found
    }

    /// The start of a stand-ins' matching after a matching of the whole focus (see
    /// [`Graph::with_stand_ins`]): that matching, with its duals, the bracket players
    /// kept and the players of the next scoregroup `group` turned into the `ks`
    /// stand-ins, first the floaters' partners, then pairs inside the scoregroup. A
    /// start only: the matcher finds a best matching from any start (none is left when
    /// it cannot be made).
    fn seed_sinks(&mut self, bracket: &[usize], group: &[usize], ks: usize) {
        let Some(last) = self.pool.last.as_ref() else {
            return;
        };
        let n = self.n;
        let mut was = vec![NONE; n + 1];
        for (i, &id) in last.ids.iter().enumerate() {
            if let Some(w) = was.get_mut(id as usize) {
                *w = i as u32;
            }
        }
        let mate_of = |v: usize| -> Option<usize> {
            let i = *was.get(v)?;
            let m = (*last.mates.get(i as usize)?)?;
            Some(last.ids[m] as usize)
        };
        // The players of `group` that become stand-ins, in order.
        let mut chosen: Vec<usize> = Vec::with_capacity(ks);
        let mut taken = vec![false; n];
        let in_group = |v: usize| v < n && self.focus_pos[v] as usize >= self.next_at;
        for &b in bracket {
            if let Some(m) = mate_of(b)
                && in_group(m)
                && !taken[m]
                && chosen.len() < ks
            {
                taken[m] = true;
                chosen.push(m);
            }
        }
        for &v in group {
            if chosen.len() + 2 > ks {
                break;
            }
            if let Some(m) = mate_of(v)
                && !taken[v]
                && m < n
                && in_group(m)
                && !taken[m]
            {
                taken[v] = true;
                taken[m] = true;
                chosen.push(v);
                chosen.push(m);
            }
        }
        for &v in group {
            if chosen.len() >= ks {
                break;
            }
            if !taken[v] {
                taken[v] = true;
                chosen.push(v);
            }
        }
        // The new problem's vertices, where each sat in the last one, and their mates.
        let nb = bracket.len();
        let odd_bye = was[n] != NONE;
        let mut ids: Vec<u32> = bracket.iter().map(|&v| v as u32).collect();
        ids.extend((0..ks).map(|s| (n + 1 + s) as u32));
        let mut src: Vec<u32> = bracket.iter().map(|&v| was[v]).collect();
        src.extend(chosen.iter().map(|&v| was[v]));
        if odd_bye {
            ids.push(n as u32);
            src.push(was[n]);
        }
        let mut now = vec![NONE; n + 1];
        for (i, &v) in bracket.iter().enumerate() {
            now[v] = i as u32;
        }
        for (s, &v) in chosen.iter().enumerate() {
            now[v] = (nb + s) as u32;
        }
        if odd_bye {
            now[n] = (nb + ks) as u32;
        }
        let mates: Vec<Option<usize>> = src
            .iter()
            .map(|&i| {
                let m = (*last.mates.get(i as usize)?)?;
                let v = last.ids[m] as usize;
                let at = *now.get(v)?;
                (at != NONE).then_some(at as usize)
            })
            .collect();
        let seeded = pool::Last {
            sq: last.sq.clone(),
            used: last.used,
            terms: last.terms,
            ids,
            split: true,
            mates,
            kind: last.kind,
        };
        let pool = &mut self.pool;
        let kept = match seeded.kind {
            1 => pick_duals(&mut pool.m1, &src),
            2 => pick_duals(&mut pool.m2, &src),
            3 => pick_duals(&mut pool.m3, &src),
            4 => pick_duals(&mut pool.m4, &src),
            5 => pick_duals(&mut pool.m5, &src),
            6 => pick_duals(&mut pool.m6, &src),
            8 => pick_duals(&mut pool.m8, &src),
            _ => false,
        };
        pool.last = kept.then_some(seeded);
    }

    /// The stand-ins' matching `m` of [`Graph::with_stand_ins`] (bracket players first,
    /// then `ks` stand-ins, then the bye) found again among the real players of the
    /// next scoregroup `group`: by position in `inside`; `None` when it cannot be.
    fn find_again(
        &self,
        inside: &[usize],
        bracket: &[usize],
        group: &[usize],
        ks: usize,
        m: Vec<Option<usize>>,
    ) -> Option<Vec<Option<usize>>> {
        let nb = bracket.len();
        let bye_at = nb + ks;
        let mut pos = vec![NONE; self.n];
        for (i, &v) in inside.iter().enumerate() {
            pos[v] = i as u32;
        }
        let k = inside.len();
        let mut out = vec![None; k];
        let mut floaters = Vec::new();
        for (i, &b) in bracket.iter().enumerate() {
            match m[i] {
                Some(j) if j < nb => out[pos[b] as usize] = Some(pos[bracket[j]] as usize),
                Some(j) if j == bye_at => out[pos[b] as usize] = Some(k),
                Some(_) => floaters.push(b),
                None => {}
            }
        }
        let stand_ins = &m[nb..bye_at];
        let bye_on_stand_in = stand_ins.contains(&Some(bye_at));
        let stand_in_pairs = (nb..bye_at)
            .filter(|&s| m[s].is_some_and(|t| (nb..s).contains(&t)))
            .count();
        // Floaters first, each to a player of `N` he may meet; then pairs inside `N`.
        let mut card = Cardinality::new(self.n);
        let mut is_floater = vec![false; self.n];
        for &b in &floaters {
            is_floater[b] = true;
        }
        let active: Vec<u32> = floaters
            .iter()
            .chain(group.iter())
            .map(|&v| v as u32)
            .collect();
        let (compat, words) = (&self.compat, self.words);
        let adjacent =
            |a: usize, b: usize| !(is_floater[a] && is_floater[b]) && linked(compat, words, a, b);
        for &b in &floaters {
            if !card.augment(b, &active, adjacent) {
                return None;
            }
        }
        // `active` lists the floaters first, then the scoregroup.
        card.pair_greedily(&active[floaters.len()..], adjacent);
        for &v in group {
            if card.mate(v).is_none() {
                card.augment(v, &active, adjacent);
            }
        }
        let mut pairs_inside = 0;
        let mut bye_given = false;
        for &v in group {
            let Some(o) = card.mate(v) else {
                // The bye a stand-in took goes to a player of `N` left over: all have
                // the same share, so the bye gains as much on any of them.
                if bye_on_stand_in && !bye_given {
                    out[pos[v] as usize] = Some(k);
                    bye_given = true;
                }
                continue;
            };
            out[pos[v] as usize] = Some(pos[o] as usize);
            if is_floater[o] {
                out[pos[o] as usize] = Some(pos[v] as usize);
            } else if v < o {
                pairs_inside += 1;
            }
        }
        let found =
            bye_given == bye_on_stand_in && pairs_inside == stand_in_pairs + (group.len() - ks) / 2;
        if found && bye_given {
            took(|s| &mut s.sinks_bye);
        }
        found.then_some(out)
    }
}

/// The duals of `slot`'s last solution at the positions `src` (into that solution), as
/// the start of the next; `false` when a position is not there.
fn pick_duals<T: Copy>(slot: &mut pool::Slot<T>, src: &[u32]) -> bool {
    let picked: Option<Vec<T>> = src
        .iter()
        .map(|&i| slot.duals.get(i as usize).copied())
        .collect();
    match picked {
        Some(d) => {
            slot.duals = d;
            true
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::dutch::shortcuts::{Shortcuts, shortcuts};

    /// A focus of bracket players up to `bracket`, the first `low` of whom may not meet
    /// one another, beside a next scoregroup up to `group` whose pairs all weigh alike,
    /// and players outside the focus up to `n`. [`second_matching`]'s: eight bracket
    /// players, six of whom must float, a next scoregroup of fourteen and four outside.
    fn graph_sized(plain: bool, lonely: usize, [low, bracket, group, n]: [usize; 4]) -> Graph<2> {
        // The first `lonely` players of the next scoregroup may meet nobody in it.
        let in_lonely = move |v: usize| (bracket..bracket + lonely).contains(&v);
        let in_group = move |v: usize| (bracket..group).contains(&v);
        let apart = move |a: usize, b: usize| in_lonely(a) && in_group(b);
        let compatible = move |a: usize, b: usize| {
            let both_low = a < low && b < low;
            !both_low && !apart(a, b) && !apart(b, a)
        };
        let mut g = Graph::new(n, compatible, Wide::from_u64(1), vec![Wide::ZERO; n]);
        g.set_plain(plain);
        if !plain {
            g.set_sinks_from(4);
        }
        let focus: Vec<usize> = (0..group).collect();
        g.set_focus(&focus, bracket);
        for a in 0..group {
            for b in 0..a {
                let w = match (a < bracket, b < bracket) {
                    (true, true) => 100 + a as u64,
                    (false, true) => 50 + b as u64,
                    _ => 40,
                };
                if compatible(a, b) {
                    g.set(a, b, Wide::from_u64(w));
                }
            }
        }
        g
    }

    fn total(g: &Graph<2>, mates: &[usize]) -> Wide<2> {
        let mut sum = Wide::ZERO;
        for (a, &b) in mates.iter().enumerate() {
            if a < b {
                sum.add_wrapping(&g.weight(a, b));
            }
        }
        sum
    }

    /// The second matching of the focus, made by the engine and by the plain full
    /// matching, and the change in the count of matchings made with stand-ins.
    fn second_matching(lonely: usize) -> (Graph<2>, Vec<usize>, Graph<2>, Vec<usize>, Shortcuts) {
        second_matching_sized(lonely, [6, 8, 22, 26])
    }

    /// As [`second_matching`], on [`graph_sized`]'s focus.
    fn second_matching_sized(
        lonely: usize,
        sizes: [usize; 4],
    ) -> (Graph<2>, Vec<usize>, Graph<2>, Vec<usize>, Shortcuts) {
        let mut fast = graph_sized(false, lonely, sizes);
        let mut plain = graph_sized(true, lonely, sizes);
        // The last two bracket players, who may meet, decided between the matchings.
        let last = fast.next_at - 1;
        for g in [&mut fast, &mut plain] {
            g.solve();
            g.fix(last - 1, last);
        }
        let before = shortcuts();
        let (f, p) = (fast.solve(), plain.solve());
        let after = shortcuts();
        let taken = Shortcuts {
            sinks: after.sinks - before.sinks,
            sinks_refused: after.sinks_refused - before.sinks_refused,
            sinks_fewer: after.sinks_fewer - before.sinks_fewer,
            sinks_bye: after.sinks_bye - before.sinks_bye,
            ..Shortcuts::default()
        };
        (fast, f, plain, p, taken)
    }

    /// Stand-ins for the next scoregroup (`with_stand_ins`) give a matching that weighs what
    /// the plain full matching weighs, with every floater the bracket needs: fewer
    /// stand-ins than bracket players could be too few.
    #[test]
    fn stand_ins_float_as_many_as_the_whole_scoregroup_takes() {
        let (fast, f, plain, p, taken) = second_matching(0);
        assert_eq!(taken.sinks, 1);
        assert_eq!(total(&fast, &f), total(&plain, &p));
        let floated = (0..6).filter(|&b| f[b] >= 8 && f[b] < 22).count();
        assert_eq!(floated, 6);
    }

    /// A bracket of thirty, twenty of whom may not meet one another, beside a next
    /// scoregroup of thirty: with the last two paired, twelve of the twenty float. Fewer
    /// stand-ins than bracket players (those twelve plus the slack, as
    /// `floaters_at_most` counts) still take every floater a best matching needs, where
    /// the twenty players outside the focus would take any left over.
    #[test]
    fn fewer_stand_ins_than_bracket_players_float_as_many_as_the_whole_scoregroup_takes() {
        let (fast, f, plain, p, taken) = second_matching_sized(0, [20, 30, 60, 80]);
        assert_eq!((taken.sinks, taken.sinks_fewer), (1, 1));
        assert_eq!(total(&fast, &f), total(&plain, &p));
        let floated = (0..20).filter(|&b| f[b] >= 30 && f[b] < 60).count();
        assert_eq!(floated, 12);
    }

    /// The last brackets of an odd round: nobody outside the focus, so the bye goes to
    /// a focus player, here to a stand-in, and then to the player of the next
    /// scoregroup left over once the floaters and the pairs are found again.
    #[test]
    fn a_bye_on_a_stand_in_goes_to_the_player_of_the_next_scoregroup_left_over() {
        let (fast, f, plain, p, taken) = second_matching_sized(0, [20, 30, 61, 61]);
        assert_eq!((taken.sinks, taken.sinks_bye), (1, 1));
        assert_eq!(total(&fast, &f), total(&plain, &p));
        let byes: Vec<usize> = (0..61).filter(|&v| f[v] == v).collect();
        assert!(byes.len() == 1 && byes[0] >= 30, "the bye: {byes:?}");
    }

    /// When the stand-ins' matching cannot be found again among the real players (here
    /// eight players of the next scoregroup may meet nobody in it, so it makes fewer
    /// pairs than the stand-ins did), the whole focus is solved instead.
    #[test]
    fn a_matching_the_real_players_cannot_make_is_not_taken() {
        let (fast, f, plain, p, taken) = second_matching(8);
        assert_eq!(total(&fast, &f), total(&plain, &p));
        assert_eq!((taken.sinks, taken.sinks_refused), (0, 1));
    }
}
