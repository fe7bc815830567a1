//! The matching problem of one round as the bracket procedure edits it: every player a
//! vertex, a weight on every pair, and the pairs already decided taken out.
//!
//! Only the players of the bracket being paired and of the next scoregroup (the *focus*)
//! have pairs whose weights carry the quality criteria. Every other pair weighs a fixed
//! `unit` plus one amount per player (`sep`): whom a player outside the focus meets does
//! not matter, only that everybody is paired and who gets the bye. So a maximum-weight
//! matching of the whole round splits into two problems:
//! - a small weighted one on the focus, where leaving a player unpaired in the focus is
//!   worth what pairing them outside it would add (`unit` and the two `sep` amounts are
//!   taken off every focus pair, so that leaving a player out is worth zero), plus, when
//!   the round has a bye, one extra vertex standing for "the bye goes to a focus player";
//! - a question of cardinality on the rest: can the players outside the focus and the
//!   focus players left out all be paired (the left-out ones only with outsiders)?
//!
//! When the answer is yes, the two solutions together are a maximum-weight matching of
//! the whole round: no matching can beat the focus optimum plus what the rest adds, and
//! this one reaches it. When the answer is no (rare: the rest is usually a large, densely
//! connected field), the whole round is solved as one weighted matching instead. Either
//! way the result is exact; the split only saves time, because the weighted work is
//! cubic in the number of players it sees.

mod stand_ins;
mod triangle;

pub use super::pool::Shift;
use super::pool::{Ids, Less, Pool, Shares};
use crate::pairing::matching::Wide;
use crate::pairing::matching::{Cardinality, Core};
use stand_ins::{SINKS_FROM, SINKS_SAVE, Sinks};
use triangle::Triangle;

const NONE: u32 = u32::MAX;
/// How many players [`Graph::first_choice`] looks from at most for a way round before it
/// gives up and the caller asks for a new matching.
const SEARCH: usize = 64;
/// A focus whose next scoregroup has at least this many undecided players gets its
/// first matching's start made (see [`Graph::prime`]).
const PRIME_FROM: usize = 32;

pub struct Graph<const L: usize> {
    n: usize,
    /// Compatibility as bit rows: `words` 64-bit words per vertex.
    words: usize,
    compat: Vec<u64>,
    unit: Wide<L>,
    sep: Vec<Wide<L>>,
    fixed: Vec<Option<usize>>,
    focus: Vec<usize>,
    focus_pos: Vec<u32>,
    /// Lower triangle over focus positions: weight of (i, j), i > j, at `i * (i - 1) / 2 + j`.
    focus_w: Triangle<L>,
    /// Every bit any focus weight has held since the focus was set: a cover of the
    /// bits they use now, kept as they change, so that a solve need not read them all.
    focus_bits: Wide<L>,
    /// Where the next scoregroup starts in the focus (its length when it has none), and
    /// whether the focus's first matching has had its start made (see
    /// [`Graph::prime`]).
    next_at: usize,
    primed: bool,
    /// The least size of the next scoregroup for [`Graph::prime`], and whether the last
    /// solve was started so (for the count of [`super::Shortcuts`]).
    prime_from: usize,
    was_primed: bool,
    /// Low bits kept free for the bracket procedure's nudges, and how far the weights
    /// are moved up now (see [`Graph::rescale`]): every squeeze keeps them, so that
    /// nudging there never changes a problem's squeeze and the next matching can start
    /// from the last.
    room: u32,
    lifted: u32,
    pool: Pool<L>,
    card: Cardinality,
    /// A large next scoregroup as the focus's matchings stand it in for (see
    /// [`Graph::with_stand_ins`]): read once per focus (`sinks_read`); whether the last
    /// solve was made so.
    sinks: Option<Sinks<L>>,
    sinks_read: bool,
    stand_ins_last: bool,
    /// The least size of the next scoregroup for stand-ins, and how many more players
    /// than stand-ins it must have (see [`Graph::with_stand_ins`]).
    sinks_from: usize,
    sinks_save: usize,
    /// Every matching solved whole, in the full weight type, from scratch (see
    /// [`super::EngineOptions::plain`]).
    plain: bool,
}

/// Whether `a` and `b` may meet, in compatibility bit rows of `words` words per vertex.
fn linked(compat: &[u64], words: usize, a: usize, b: usize) -> bool {
    compat[a * words + b / 64] >> (b % 64) & 1 == 1
}

fn tri(a: usize, b: usize) -> usize {
    let (hi, lo) = if a > b { (a, b) } else { (b, a) };
    hi * (hi - 1) / 2 + lo
}

impl<const L: usize> Graph<L> {
    /// A round of `n` players. Outside the focus, a compatible pair weighs
    /// `unit + sep[a] + sep[b]`, an incompatible one nothing.
    pub fn new<F>(n: usize, compatible: F, unit: Wide<L>, sep: Vec<Wide<L>>) -> Self
    where
        F: Fn(usize, usize) -> bool,
    {
        let words = n.div_ceil(64);
        let mut compat = vec![0u64; n * words];
        for a in 0..n {
            for b in 0..a {
                if compatible(a, b) {
                    compat[a * words + b / 64] |= 1 << (b % 64);
                    compat[b * words + a / 64] |= 1 << (a % 64);
                }
            }
        }
        Graph {
            n,
            words,
            compat,
            unit,
            sep,
            fixed: vec![None; n],
            focus: Vec::new(),
            focus_pos: vec![NONE; n],
            focus_w: Triangle::with_capacity(0),
            focus_bits: Wide::ZERO,
            next_at: 0,
            primed: false,
            prime_from: PRIME_FROM,
            was_primed: false,
            room: 0,
            lifted: 0,
            pool: Pool::default(),
            card: Cardinality::new(n),
            sinks: None,
            sinks_read: false,
            stand_ins_last: false,
            sinks_from: SINKS_FROM,
            sinks_save: SINKS_SAVE,
            plain: false,
        }
    }

    /// Before the next matching, which starts from the last one: moves the duals of
    /// `shifts`' vertices up by twice their amounts (weights are doubled inside the
    /// matcher), as a change of the weights that adds an amount per vertex to its pairs
    /// would. A start only: the matching found is a best one from any start, a start
    /// close to it saves the work of finding the duals again.
    pub fn shift_start(&mut self, shifts: Vec<Shift<L>>) {
        self.pool.shifts = shifts;
    }

    /// Sets the least size of the next scoregroup for [`Graph::prime`].
    pub fn set_prime_from(&mut self, players: usize) {
        self.prime_from = players.max(1);
    }

    /// Stands in for the next scoregroup from this many players on, whatever it saves
    /// (see [`Graph::with_stand_ins`]), so that a test can make small brackets take the
    /// path of big ones.
    pub fn set_sinks_from(&mut self, players: usize) {
        self.sinks_from = players.max(1);
        self.sinks_save = 0;
    }

    /// Solves a dense problem on a core of `least` edges of least slack per vertex and
    /// `spread` more first (`least` 0: the engine's own core; see
    /// `Matcher::solve_priced`).
    pub fn set_core_edges(&mut self, least: usize, spread: usize) {
        self.pool.core = Core { least, spread };
    }

    /// Whether the last matching was started by [`Graph::prime`] (asked once).
    pub fn take_primed(&mut self) -> bool {
        std::mem::take(&mut self.was_primed)
    }

    /// Solves every matching plainly: the whole problem, in `Wide<L>`, from scratch.
    pub fn set_plain(&mut self, plain: bool) {
        self.plain = plain;
        self.pool.plain = plain;
    }

    /// The low bits the bracket procedure nudges weights in (before any move up).
    pub fn set_room(&mut self, bits: u32) {
        self.room = bits;
    }

    /// Sets the fixed form of the pairs outside the focus.
    pub fn set_shares(&mut self, unit: Wide<L>, sep: Vec<Wide<L>>) {
        self.unit = unit;
        self.sep = sep;
    }

    pub fn compatible(&self, a: usize, b: usize) -> bool {
        linked(&self.compat, self.words, a, b)
    }

    fn outside_weight(&self, a: usize, b: usize) -> Wide<L> {
        if a == b || !self.compatible(a, b) {
            return Wide::ZERO;
        }
        self.outside_form(a, b)
    }

    /// What the pair `a`-`b` weighs outside the focus when they may meet: the constant
    /// `unit` plus the two players' shares.
    pub fn outside_form(&self, a: usize, b: usize) -> Wide<L> {
        let mut w = self.unit;
        w.add_wrapping(&self.sep[a]);
        w.add_wrapping(&self.sep[b]);
        w
    }

    /// The weight of the pair `a`-`b` as it stands.
    pub fn weight(&self, a: usize, b: usize) -> Wide<L> {
        let (pa, pb) = (self.focus_pos[a], self.focus_pos[b]);
        if pa != NONE && pb != NONE && a != b {
            self.focus_w.get(tri(pa as usize, pb as usize))
        } else {
            self.outside_weight(a, b)
        }
    }

    /// Makes `group` the focus, the next scoregroup from `next_at` on. Pairs that stay
    /// inside the focus keep the weights they were given; pairs new to it start at their
    /// outside weight.
    pub fn set_focus(&mut self, group: &[usize], next_at: usize) {
        self.pool.release_graphs();
        let mut w = Triangle::with_capacity(group.len() * group.len().saturating_sub(1) / 2);
        let mut bits = Wide::ZERO;
        for (i, &a) in group.iter().enumerate() {
            for &b in &group[..i] {
                let x = self.weight(a, b);
                bits.or_assign(&x);
                w.push(x);
            }
        }
        for &v in &self.focus {
            self.focus_pos[v] = NONE;
        }
        for (i, &v) in group.iter().enumerate() {
            self.focus_pos[v] = i as u32;
        }
        self.focus = group.to_vec();
        self.focus_bits = bits;
        self.focus_w = w;
        self.next_at = next_at.min(group.len());
        // A new focus changes most weights: its first matching starts afresh.
        self.pool.last = None;
        self.primed = false;
        self.sinks = None;
        self.sinks_read = false;
    }

    /// Sets the weight of a pair inside the focus (pairs outside it keep their fixed form).
    pub fn set(&mut self, a: usize, b: usize, w: Wide<L>) {
        let (pa, pb) = (self.focus_pos[a], self.focus_pos[b]);
        debug_assert!(
            pa != NONE && pb != NONE,
            "weights are set inside the focus only"
        );
        if a != b && pa != NONE && pb != NONE {
            self.focus_w.set(tri(pa as usize, pb as usize), w);
            self.focus_bits.or_assign(&w);
        }
    }

    /// Multiplies every weight by `2^bits` (`up`) or divides it back (the low `bits` of
    /// the weights still in play must be zero then), so that the bracket procedure can
    /// borrow the unused top of the weight type for its ordering fields.
    pub fn rescale(&mut self, bits: u32, up: bool) {
        if up {
            self.lifted += bits;
        } else {
            self.lifted = self.lifted.saturating_sub(bits);
        }
        let shift = |w: &mut Wide<L>| {
            if up {
                w.shl_in_place(bits)
            } else {
                w.shr_in_place(bits)
            }
        };
        shift(&mut self.unit);
        self.sep.iter_mut().for_each(shift);
        self.focus_w.shift(bits, up);
        // Shifts carry bitwise unions along: the cover stays a cover.
        shift(&mut self.focus_bits);
    }

    /// Decides the pair `a`-`b` for good.
    pub fn fix(&mut self, a: usize, b: usize) {
        if a != b {
            self.fixed[a] = Some(b);
            self.fixed[b] = Some(a);
        }
    }

    /// Pairs as many undecided players as possible, ignoring weights; returns those left
    /// unpaired.
    pub fn unpairable(&mut self) -> Vec<usize> {
        let active = self.undecided();
        let (card, compat, words) = (&mut self.card, &self.compat, self.words);
        for &v in &active {
            if card.mate(v as usize).is_none() {
                card.augment(v as usize, &active, |a, b| linked(compat, words, a, b));
            }
        }
        active
            .iter()
            .map(|&v| v as usize)
            .filter(|&v| self.card.mate(v).is_none())
            .collect()
    }

    /// After [`unpairable`](Self::unpairable) left exactly `root` unpaired: every player
    /// who could be the one left unpaired instead.
    pub fn could_stay_unpaired(&mut self, root: usize) -> Vec<usize> {
        let active = self.undecided();
        let (card, compat, words) = (&mut self.card, &self.compat, self.words);
        if card.augment(root, &active, |a, b| linked(compat, words, a, b)) {
            return Vec::new();
        }
        active
            .iter()
            .map(|&v| v as usize)
            .filter(|&v| self.card.exposable(v))
            .collect()
    }

    /// C4 with the players of `out` paired among themselves: whether the other undecided
    /// players can all be paired, or, when they are odd in number, all but one player for
    /// whom `bye_ok` holds.
    pub fn completes_without<F>(&mut self, out: &[usize], bye_ok: F) -> bool
    where
        F: Fn(usize) -> bool,
    {
        let mut in_active = vec![true; self.n];
        for &v in out {
            in_active[v] = false;
        }
        for (v, a) in in_active.iter_mut().enumerate() {
            *a &= self.fixed[v].is_none();
        }
        let active: Vec<u32> = (0..self.n as u32)
            .filter(|&v| in_active[v as usize])
            .collect();
        // Pairs of an earlier search that no longer hold are undone first.
        for v in 0..self.n {
            if let Some(m) = self.card.mate(v)
                && (!in_active[v] || !in_active[m])
            {
                self.card.unmatch(v);
            }
        }
        let (card, compat, words) = (&mut self.card, &self.compat, self.words);
        for &v in &active {
            if card.mate(v as usize).is_none() {
                card.augment(v as usize, &active, |a, b| linked(compat, words, a, b));
            }
        }
        let unpaired: Vec<usize> = active
            .iter()
            .map(|&v| v as usize)
            .filter(|&v| card.mate(v).is_none())
            .collect();
        match unpaired[..] {
            [] => true,
            [root] => {
                if card.augment(root, &active, |a, b| linked(compat, words, a, b)) {
                    return false;
                }
                active
                    .iter()
                    .map(|&v| v as usize)
                    .any(|v| card.exposable(v) && bye_ok(v))
            }
            _ => false,
        }
    }

    /// Whether the undecided players of `players` can all be paired among themselves
    /// (a matcher of their own, so that the round's completion search keeps its pairs).
    pub fn pair_up(&self, players: &[usize]) -> bool {
        if !players.len().is_multiple_of(2) || players.iter().any(|&v| self.fixed[v].is_some()) {
            return false;
        }
        let mut card = Cardinality::new(players.len());
        let active: Vec<u32> = (0..players.len() as u32).collect();
        let adjacent =
            |a: usize, b: usize| linked(&self.compat, self.words, players[a], players[b]);
        for &v in &active {
            if card.mate(v as usize).is_none() && !card.augment(v as usize, &active, adjacent) {
                return false;
            }
        }
        true
    }

    /// Every bit set in a focus weight (or once set since the focus was, see
    /// `focus_bits`: the squeeze only needs a cover), in `unit` or in the share of one
    /// of `players`.
    fn used_bits(&self, players: &[usize]) -> Wide<L> {
        let mut used = self.unit;
        used.or_assign(&self.focus_bits);
        players.iter().for_each(|&v| used.or_assign(&self.sep[v]));
        let mut low = Wide::<L>::ZERO;
        low.add_at(self.room + self.lifted, 1);
        low.sub_u64(1);
        used.or_assign(&low);
        used
    }

    /// The players whose pair is not decided yet.
    fn undecided(&self) -> Vec<u32> {
        (0..self.n as u32)
            .filter(|&v| self.fixed[v as usize].is_none())
            .collect()
    }

    /// A maximum-weight matching of the undecided players with the weights `weight` gives
    /// (instead of the graph's own); each vertex's mate, or the vertex itself.
    pub fn solve_with<F>(&mut self, weight: F) -> Vec<usize>
    where
        F: Fn(usize, usize) -> Wide<L>,
    {
        let free: Vec<usize> = (0..self.n).filter(|&v| self.fixed[v].is_none()).collect();
        self.solve_among(&free, Wide::ZERO, weight)
    }

    /// A maximum-weight matching of `free` with the weights `weight` gives, squeezed so
    /// that the bits of `keep` stay too (see [`Graph::used_bits`]).
    fn solve_among<F>(&mut self, free: &[usize], keep: Wide<L>, weight: F) -> Vec<usize>
    where
        F: Fn(usize, usize) -> Wide<L>,
    {
        let mut used = keep;
        for (i, &a) in free.iter().enumerate() {
            for &b in &free[..i] {
                used.or_assign(&weight(a, b));
            }
        }
        let each = |f: &mut dyn FnMut(usize, usize, &Wide<L>, Less)| {
            for (i, &a) in free.iter().enumerate() {
                for (j, &b) in free[..i].iter().enumerate() {
                    let w = weight(a, b);
                    if !w.is_zero() {
                        f(i, j, &w, Less::Nothing);
                    }
                }
            }
        };
        let zero = Wide::<L>::ZERO;
        let none = Shares {
            unit: &zero,
            of: &[],
        };
        // Weights are built below the matcher's limit, so it cannot refuse the graph.
        let ids: Vec<u32> = free.iter().map(|&v| v as u32).collect();
        let ids = Ids {
            of: &ids,
            split: false,
        };
        let m = self
            .pool
            .solve(&used, ids, &none, &each)
            .unwrap_or_else(|| vec![None; free.len()]);
        let mut mates: Vec<usize> = (0..self.n).map(|v| self.fixed[v].unwrap_or(v)).collect();
        for (i, &a) in free.iter().enumerate() {
            if let Some(j) = m[i] {
                mates[a] = free[j];
            }
        }
        mates
    }

    /// A maximum-weight matching of the undecided players; each vertex's mate, or the
    /// vertex itself when unmatched.
    pub fn solve(&mut self) -> Vec<usize> {
        let rest: Vec<usize> = (0..self.n)
            .filter(|&v| self.fixed[v].is_none() && self.focus_pos[v] == NONE)
            .collect();
        let inside: Vec<usize> = self
            .focus
            .iter()
            .copied()
            .filter(|&v| self.fixed[v].is_none())
            .collect();
        if !self.plain
            && let Some(mates) = self.solve_split(&inside, &rest)
        {
            return mates;
        }
        self.stand_ins_last = false;
        let free: Vec<usize> = (0..self.n).filter(|&v| self.fixed[v].is_none()).collect();
        let mut table = Vec::with_capacity(free.len() * free.len().saturating_sub(1) / 2);
        let mut index = vec![NONE; self.n];
        for (i, &a) in free.iter().enumerate() {
            index[a] = i as u32;
            for &b in &free[..i] {
                table.push(self.weight(a, b));
            }
        }
        // The nudges' low bits stay in the squeeze, as in the split, so that the next
        // matching of the bracket can start from this one.
        let mut low = Wide::<L>::ZERO;
        low.add_at(self.room + self.lifted, 1);
        low.sub_u64(1);
        self.solve_among(&free, low, |a, b| {
            table[tri(index[a] as usize, index[b] as usize)]
        })
    }

    /// Calls `f` with every edge of the focus problem of `inside` (see
    /// [`Graph::solve_split`]): each pair with its weight less what its two players would
    /// add outside the focus, and, when the round is odd, the extra vertex after the
    /// players with each player's gain from the bye going to them (`best_rest`: the
    /// cheapest bye outside). `apart`: without the pairs between the bracket and the
    /// next scoregroup.
    fn focus_edges(
        &self,
        inside: &[usize],
        odd: bool,
        best_rest: Option<&Wide<L>>,
        apart: bool,
        f: &mut dyn FnMut(usize, usize, &Wide<L>, Less),
    ) {
        let next = |v: usize| self.focus_pos[v] as usize >= self.next_at;
        let k = inside.len();
        for (i, &a) in inside.iter().enumerate() {
            for (j, &b) in inside[..i].iter().enumerate() {
                if apart && next(a) != next(b) {
                    continue;
                }
                let w = self.weight(a, b);
                if !w.is_zero() {
                    f(i, j, &w, Less::Pair(i, j));
                }
            }
            if odd && let Some(best) = best_rest {
                f(k, i, best, Less::Share(i));
            }
        }
    }

    /// The start of a focus's first matching when the focus holds a large next
    /// scoregroup that is not stood in for (see [`Graph::with_stand_ins`]): the same
    /// problem without the pairs between the bracket and that scoregroup, solved
    /// first. Those two parts then separate: the bracket is a small weighted problem,
    /// and inside the next scoregroup every pair weighs alike (only the look-ahead of
    /// C8 counts there, see `downfloaters`), which a first greedy
    /// pass nearly settles. The matching of the whole focus then starts from that
    /// solution and its duals, where a fresh start would lower the duals of the whole
    /// scoregroup step by step. It is a start only: the matcher's result is a best
    /// matching of the whole focus from any start, so the pairing is the same.
    #[allow(clippy::too_many_arguments)]
    fn prime(
        &self,
        pool: &mut Pool<L>,
        inside: &[usize],
        odd: bool,
        best_rest: Option<Wide<L>>,
        used: &Wide<L>,
        ids: &Ids,
        shares: &Shares<L>,
    ) -> bool {
        let next = |v: usize| self.focus_pos[v] as usize >= self.next_at;
        let later = inside.iter().filter(|&&v| next(v)).count();
        if later < self.prime_from || inside.len() - later < 2 {
            return false;
        }
        let each = |f: &mut dyn FnMut(usize, usize, &Wide<L>, Less)| {
            self.focus_edges(inside, odd, best_rest.as_ref(), true, f);
        };
        pool.solve(used, *ids, shares, &each).is_some()
    }

    /// The focus solved alone, then the rest checked for a completion; `None` when the
    /// rest cannot be completed that way.
    fn solve_split(&mut self, inside: &[usize], rest: &[usize]) -> Option<Vec<usize>> {
        let prime_now = !self.primed;
        self.primed = true;
        let odd = (inside.len() + rest.len()) % 2 == 1;
        // The player outside the focus whose bye costs least. With nobody outside, the
        // bye goes to a focus player: the extra vertex gains more than any share with
        // each of them, so every best matching gives it one, and the focus problem then
        // differs from the whole by a constant (every player's share taken off once,
        // `best` added once) on every matching that leaves one player over.
        let best_rest = match rest.is_empty() {
            false => rest.iter().map(|&v| self.sep[v]).min(),
            true => odd.then(|| self.above_every_share(inside)),
        };
        let sunk = self.with_stand_ins(inside, odd, best_rest);
        self.stand_ins_last = sunk.is_some();
        // With nobody outside the focus, only the stand-ins' problem is smaller than
        // the whole one.
        if rest.is_empty() && sunk.is_none() {
            return None;
        }
        let m = match sunk {
            Some(m) => Some(m),
            None => {
                let used = self.split_used(inside, best_rest.as_ref());
                self.focus_matching(inside, odd, best_rest, &used, prime_now)
            }
        }?;
        self.complete(inside, rest, odd, best_rest, m)
    }

    /// Every bit a focus problem of `inside` uses (see [`Graph::used_bits`]), the bye
    /// outside it (`best_rest`) included.
    fn split_used(&self, inside: &[usize], best_rest: Option<&Wide<L>>) -> Wide<L> {
        let mut used = self.used_bits(inside);
        if let Some(best) = best_rest {
            used.or_assign(best);
        }
        used
    }

    /// One more than the largest share of `inside`'s players.
    fn above_every_share(&self, inside: &[usize]) -> Wide<L> {
        let mut most = inside
            .iter()
            .map(|&v| self.sep[v])
            .max()
            .unwrap_or(Wide::ZERO);
        most.add_u64(1);
        most
    }

    /// The maximum-weight matching of the focus problem of `inside` (see
    /// [`Graph::solve_split`]), by position in `inside` (`inside.len()`: the extra
    /// vertex of the bye); `prime_now`: the focus's first matching.
    fn focus_matching(
        &mut self,
        inside: &[usize],
        odd: bool,
        best_rest: Option<Wide<L>>,
        used: &Wide<L>,
        prime_now: bool,
    ) -> Option<Vec<Option<usize>>> {
        let mut pool = std::mem::take(&mut self.pool);
        // Each focus pair gains its weight less what its two players would add outside;
        // the extra vertex `k` gains the difference of the bye going to a focus player.
        let each = |f: &mut dyn FnMut(usize, usize, &Wide<L>, Less)| {
            self.focus_edges(inside, odd, best_rest.as_ref(), false, f);
        };
        let of: Vec<Wide<L>> = inside.iter().map(|&v| self.sep[v]).collect();
        let shares = Shares {
            unit: &self.unit,
            of: &of,
        };
        // The extra vertex's id is one past the players'.
        let mut ids: Vec<u32> = inside.iter().map(|&v| v as u32).collect();
        if odd {
            ids.push(self.n as u32);
        }
        let ids = Ids {
            of: &ids,
            split: true,
        };
        let primed =
            prime_now && self.prime(&mut pool, inside, odd, best_rest, used, &ids, &shares);
        let m = pool.solve(used, ids, &shares, &each);
        self.pool = pool;
        self.was_primed = primed;
        m
    }

    /// The rest of [`Graph::solve_split`]: with the focus matched by `m` (by position in
    /// `inside`), the players outside it and those it left out paired by cardinality;
    /// each vertex's mate, or `None` when they cannot all be.
    fn complete(
        &mut self,
        inside: &[usize],
        rest: &[usize],
        odd: bool,
        best_rest: Option<Wide<L>>,
        m: Vec<Option<usize>>,
    ) -> Option<Vec<usize>> {
        let k = inside.len();

        // The focus players left out must all be paired outside, with everybody else.
        let mut left_out = vec![false; self.n];
        let mut bye_inside = None;
        let mut active: Vec<u32> = rest.iter().map(|&v| v as u32).collect();
        for (i, &a) in inside.iter().enumerate() {
            match m[i] {
                None => {
                    left_out[a] = true;
                    active.push(a as u32);
                }
                Some(j) if j == k => bye_inside = Some(a),
                Some(_) => {}
            }
        }
        let mut in_active = vec![false; self.n];
        for &v in &active {
            in_active[v as usize] = true;
        }
        for v in 0..self.n {
            if let Some(m) = self.card.mate(v)
                && (!in_active[v] || !in_active[m] || (left_out[v] && left_out[m]))
            {
                self.card.unmatch(v);
            }
        }
        let (card, compat, sep, words) = (&mut self.card, &self.compat, &self.sep, self.words);
        let adjacent =
            |a: usize, b: usize| !(left_out[a] && left_out[b]) && linked(compat, words, a, b);
        for &v in &active {
            if card.mate(v as usize).is_none() {
                card.augment(v as usize, &active, adjacent);
            }
        }
        let unpaired: Vec<usize> = active
            .iter()
            .map(|&v| v as usize)
            .filter(|&v| card.mate(v).is_none())
            .collect();
        let expected = (odd && bye_inside.is_none()) as usize;
        if unpaired.len() != expected {
            return None;
        }
        // With the bye outside the focus, some maximum matching must leave a player of the
        // least bye cost unpaired; `stand_in` is such a player.
        let mut stand_in = None;
        if let (Some(&x), Some(best)) = (unpaired.first(), best_rest) {
            if !left_out[x] && sep[x] == best {
                stand_in = Some(x);
            } else {
                if card.augment(x, &active, adjacent) {
                    return None;
                }
                stand_in = rest
                    .iter()
                    .copied()
                    .find(|&v| card.exposable(v) && sep[v] == best);
                stand_in?;
            }
        }
        let mut mates: Vec<usize> = (0..self.n).map(|v| self.fixed[v].unwrap_or(v)).collect();
        for &v in rest {
            if let Some(m) = self.card.mate(v) {
                mates[v] = m;
            }
        }
        for (i, &a) in inside.iter().enumerate() {
            match m[i] {
                Some(j) if j < k => mates[a] = inside[j],
                Some(_) => {}
                None => match self.card.mate(a) {
                    Some(o) => mates[a] = o,
                    // Paired outside in the matching that leaves `stand_in` unpaired.
                    None => {
                        if let Some(s) = stand_in {
                            mates[a] = s;
                            mates[s] = a;
                        }
                    }
                },
            }
        }
        Some(mates)
    }
}

impl<const L: usize> Graph<L> {
    /// C.04.3 Art. 3 (2026), "S2 transposed in lexicographic order", read from the duals
    /// of the last matching instead of a new one: `p`'s opponent is the first player of
    /// `order` (its possible opponents, most wanted first) that some best pairing of the
    /// undecided players gives it.
    ///
    /// Valid when the last solve's problem is the present one less pairs of its own
    /// matching decided since (the caller's promise): the duals stay optimal then, and
    /// every best matching uses only edges without slack. So when `p` is in no blossom
    /// and its dual is positive (an edge the focus problem dropped has slack then too),
    /// no player before the first of `order` whose edge to `p` has no slack can be its
    /// opponent, and that first one is, if the matching in hand pairs them, or can be
    /// changed to pair them along a cycle of edges without slack through players in no
    /// blossom (`p`, that player, their partner, others, `p`'s partner): the matched
    /// edges stay tight, the same players stay unpaired and no blossom changes, so the
    /// matching stays a best one. `mates` (the matching in hand) follows the change.
    /// `None`: not proven this way (the caller asks for a new matching).
    pub fn first_choice(
        &mut self,
        p: usize,
        order: &[usize],
        mates: &mut [usize],
    ) -> Option<usize> {
        if self.plain || self.stand_ins_last {
            return None;
        }
        let m = *mates.get(p)?;
        let last = self.pool.last.as_ref()?;
        let count = last.ids.len();
        let mut at = vec![NONE; self.n];
        for (i, &id) in last.ids.iter().enumerate() {
            if let Some(a) = at.get_mut(id as usize) {
                *a = i as u32;
            }
        }
        let pos = |v: usize| {
            at.get(v)
                .copied()
                .filter(|&i| i != NONE)
                .map(|i| i as usize)
        };
        let (pi, mi) = (pos(p)?, pos(m)?);
        if last.mates.get(pi).copied().flatten() != Some(mi) {
            return None;
        }
        let duals = self.pool.last_duals()?;
        let mut near = Vec::new();
        if !duals.positive(pi) || !duals.tight_at(pi, &mut near) {
            return None;
        }
        let mut tight = vec![false; count];
        for &u in &near {
            tight[u] = true;
        }
        let mut first = None;
        for &q in order {
            if q == m {
                return Some(m);
            }
            let qi = pos(q)?;
            if tight[qi] {
                first = Some((q, qi));
                break;
            }
        }
        let (q, qi) = first?;
        // A player of the problem who is undecided (not the extra vertex of the bye).
        let (ids, fixed, n) = (&last.ids, &self.fixed, self.n);
        let real = |i: usize| {
            let id = ids[i] as usize;
            id < n && fixed[id].is_none()
        };
        let oi = last.mates.get(qi).copied().flatten()?;
        if !real(oi) || !real(mi) || !duals.unnested(qi) || !duals.unnested(mi) {
            return None;
        }
        // `q`'s partner `o` looks for a new one: a path of edges without slack, each
        // new edge followed by a matched one, from `o` to a player with such an edge to
        // `m`, who is then left without a partner.
        let mut seen = vec![false; count];
        for i in [pi, qi, mi, oi] {
            seen[i] = true;
        }
        let mut through = vec![NONE; count];
        let mut queue = vec![oi];
        let mut head = 0;
        let mut end = None;
        while head < queue.len() && head < SEARCH {
            let f = queue[head];
            head += 1;
            if duals.tight_pair(f, mi) {
                end = Some(f);
                break;
            }
            near.clear();
            if !duals.tight_at(f, &mut near) {
                continue;
            }
            for &x in &near {
                if seen[x] || !real(x) || !duals.unnested(x) {
                    continue;
                }
                let Some(xm) = last.mates.get(x).copied().flatten() else {
                    continue;
                };
                if seen[xm] || !real(xm) || !duals.unnested(xm) {
                    continue;
                }
                seen[x] = true;
                seen[xm] = true;
                through[x] = f as u32;
                through[xm] = x as u32;
                queue.push(xm);
            }
        }
        let end = end?;
        let mut pairs = vec![(pi, qi), (end, mi)];
        let mut f = end;
        while f != oi {
            let x = through[f] as usize;
            let g = through[x] as usize;
            pairs.push((g, x));
            f = g;
        }
        let ids: Vec<usize> = last.ids.iter().map(|&id| id as usize).collect();
        if let Some(last) = self.pool.last.as_mut() {
            for &(a, b) in &pairs {
                last.mates[a] = Some(b);
                last.mates[b] = Some(a);
            }
        }
        for &(a, b) in &pairs {
            mates[ids[a]] = ids[b];
            mates[ids[b]] = ids[a];
        }
        Some(q)
    }
}
