//! The counting shortcuts of the bracket procedure: brackets settled without the
//! matcher, or with less of the round in its focus, each beside its argument from the
//! C.04.3 text that it reaches the pairing the full matching reaches (each counted in
//! `shortcuts.rs`, so that the tests see it taken).
//!
//! [`Pairer::uniform`] pairs round 1 by the natural order, [`Pairer::pairs_nobody`]
//! floats down a bracket none of whose players may meet, [`Pairer::by_colours`] and
//! [`Pairer::by_colours_with_mdp`] pair a bracket by counting colour preferences, and
//! [`Pairer::closes`] leaves the next scoregroup out of the matching's focus.

use super::{Current, Pairer};
use crate::model::Points;
use crate::pairing::dutch::shortcuts::took;
use crate::pairing::dutch::{bye, direct, uniform, weights};
use crate::pairing::matching::Wide;

impl<const L: usize> Pairer<'_, L> {
    /// C.04.3 Art. 3 (2026), round 1: a single homogeneous bracket whose pairs are all
    /// equally good pairs S1 against S2 in order (see [`uniform`]).
    pub(super) fn uniform(&self) -> Option<Vec<Option<usize>>> {
        if self.plain || self.score(self.n - 1) < self.score(0) {
            return None;
        }
        uniform::natural_pairing::<L>(self.ctx, &self.lay, &self.bracket())
    }

    /// Whether the bracket of `players` (MDPs first) closes on itself: every best
    /// pairing pairs all of them inside it, so the next scoregroup (from
    /// `next_group_start` to before `next`) need not join the matching's focus.
    /// C.04.3 Art. 2 (2026) ranks C4 (complete the round) and C5 (the bye's score)
    /// above C6 (as many pairs in the bracket as possible). So when the bracket's
    /// players can all be paired among themselves, the bye cannot go to one of them,
    /// and the round completes without them, every best pairing pairs them all inside
    /// the bracket; its weight is then the bracket's pairs plus a completion of the
    /// rest that the bracket's choice does not touch, and the next scoregroup's weights
    /// change nothing the bracket decides. The next scoregroup's mates in the matching
    /// in hand are then a mere completion, not a best look-ahead, so the bye must not
    /// be able to fall in the next scoregroup either while players remain below it
    /// ([`Pairer::bye_near`]): whether C9 applies there is read from those mates (see
    /// [`Pairer::carry_over`]). (Only a faster way to the same pairing.)
    pub(super) fn closes(
        &mut self,
        players: &[usize],
        next_group_start: usize,
        next: usize,
    ) -> bool {
        let ctx = self.ctx;
        let Some(&last) = players.last() else {
            return false;
        };
        if self.plain || next_group_start >= self.n || !players.len().is_multiple_of(2) {
            return false;
        }
        if self.bye_near(next_group_start, next, self.score(last)) {
            return false;
        }
        let bye_score = self.bye_score;
        self.g.pair_up(players)
            && self.g.completes_without(players, |v| {
                bye::is_candidate(ctx, ctx.sorted[v], bye_score)
            })
    }

    /// C.04.3 Art. 3-4 (2026) for a bracket without MDPs whose pairs differ only by
    /// colours (see [`direct`]): when every pair that may meet weighs one amount if both
    /// preferences can be met and a smaller one if not (pairs that met before, as in the
    /// bracket of round 2 whose players drew, are stepped around), and the players below can
    /// complete the round (C4, with the bye at the chosen score, C5), every best pairing
    /// pairs the whole bracket inside itself (C6; in an odd bracket all but one player,
    /// whose choice must change nothing below) with the fewest colour conflicts, and
    /// the S1 step's choices follow by counting. Returns whether the bracket was paired
    /// so; otherwise nothing is changed and the matching procedure pairs it.
    ///
    /// The amounts are compared without the players' splits ([`Pairer::splits`]): in the
    /// bracket of round 2 whose players won, those who won by forfeit or took a bye in
    /// round 1 floated down, and each of their pairs weighs more by their float part;
    /// in the last bracket of an odd round, which holds the bye, a player who may not
    /// take it (or missed more games) weighs more by their share. A pairing of the whole
    /// bracket counts every split once, whoever meets whom; in an odd bracket the
    /// player left over loses theirs, so only some may be left over
    /// ([`Pairer::who_may_be_left`]).
    pub(super) fn by_colours(&mut self, b: &mut Current<L>) -> bool {
        let k = b.bracket_len;
        if self.plain || b.mdps > 0 || k < 2 {
            return false;
        }
        if self.bye_here(b, self.score(b.group[0])) {
            return false;
        }
        let classes = self.classes(b);
        let conflict =
            |i: usize, j: usize| classes[i] == classes[j] && classes[i] != direct::Class::None;
        let (shares, splits) = self.splits(b);
        let uneven = splits.iter().any(|p| *p != splits[0]);
        let (mut met, mut unmet): (Option<Wide<L>>, Option<Wide<L>>) = (None, None);
        // Pairs that may not meet (they met before) weigh nothing; the counting steps
        // around them (see [`direct::natural_pairs_avoiding`]).
        let mut rematches = false;
        for larger in 1..k {
            for smaller in 0..larger {
                let mut w = b.base.get(larger, smaller);
                if w.is_zero() {
                    rematches = true;
                    continue;
                }
                w.sub_wrapping(&splits[larger]);
                w.sub_wrapping(&splits[smaller]);
                let slot = if conflict(smaller, larger) {
                    &mut unmet
                } else {
                    &mut met
                };
                match slot {
                    None => *slot = Some(w),
                    Some(x) if *x == w => {}
                    Some(_) => return false,
                }
            }
        }
        if let (Some(m), Some(u)) = (met, unmet)
            && m <= u
        {
            return false;
        }
        let odd = !k.is_multiple_of(2);
        // An odd bracket floats one player down: who it is must change nothing below
        // (see `floater_is_free`); the last bracket's player left over gets the bye.
        if odd && !self.is_last(b) && !self.floater_is_free(b, 0, &shares) {
            return false;
        }
        let Some(may_leave) = self.who_may_be_left(&shares, &splits, 0, |may| {
            direct::fewest_conflicts(&classes, may)
        }) else {
            return false;
        };
        let base = &b.base;
        let Some(natural) =
            direct::natural_pairs_avoiding(&classes, |i, j| !base.get(j, i).is_zero(), &may_leave)
        else {
            return false;
        };
        if !self.fix_counted(b, natural.left_over, natural.pairs) {
            return false;
        }
        if rematches {
            took(|s| &mut s.around_rematches);
        }
        if uneven {
            took(|s| &mut s.with_floaters);
        }
        self.count_bye(b);
        true
    }

    /// C.04.3 Art. 3-4 (2026) for a heterogeneous bracket of one MDP whose pairs
    /// differ only by colours, as round 2 of a big open has when an odd number of
    /// players won in round 1: the winner left over floats into the bracket of those
    /// who drew, and one of them on into the bracket of those who lost. Pairs the
    /// bracket by [`direct::seat_mdp_then_natural`] when this argument holds, and
    /// otherwise changes nothing and returns `false` (the matcher pairs it):
    /// - The MDP's score is above every resident's, and a pairing of the bracket with
    ///   the MDP paired and at most one resident left over completes the round (C4,
    ///   checked below on the pairing made). Every best pairing then makes as many pairs
    ///   in the bracket (C6) and pairs the MDP in it: a pair of the bracket counts a unit
    ///   at its higher player's score in the C7 field ([`super::downfloaters`]), so with
    ///   the same number of pairs, the pairing with the MDP weighs more there, above
    ///   every field that the pairs below the bracket or the floater's pair set.
    /// - Among those pairings, every pair the MDP may meet weighs one amount without a
    ///   colour conflict and a smaller one with it, and so does every pair of residents
    ///   (its own two amounts), the two gaps equal when both show: the float criteria
    ///   and the unplayed-games field (C9) show no player apart. So the bracket's weight
    ///   falls by one gap per conflict, whoever the pairs are.
    /// - In an odd bracket the resident left over floats down, and who it is changes
    ///   nothing below ([`Pairer::floater_is_free`] over the residents).
    ///
    /// Then the best pairings are those with the fewest conflicts, the MDP pairing is
    /// decided first ("S1 = the MDPs", each taking the highest resident of S2 that
    /// allows a best pairing) and the remainder is paired as a homogeneous bracket:
    /// the counting of [`direct`] makes exactly these choices, or gives up.
    pub(super) fn by_colours_with_mdp(&mut self, b: &mut Current<L>) -> bool {
        let k = b.bracket_len;
        if self.plain || b.mdps != 1 || k < 2 {
            return false;
        }
        let top = self.score(b.group[0]);
        if (1..k).any(|i| self.score(b.group[i]) >= top) {
            return false;
        }
        if self.bye_here(b, self.score(b.group[1])) {
            return false;
        }
        let classes = self.classes(b);
        let conflict =
            |i: usize, j: usize| classes[i] == classes[j] && classes[i] != direct::Class::None;
        let (shares, splits) = self.splits(b);
        // The two amounts of the MDP's pairs (index 0) and of the residents' pairs,
        // without the residents' splits.
        let mut amounts: [(Option<Wide<L>>, Option<Wide<L>>); 2] = [(None, None); 2];
        for larger in 1..k {
            for smaller in 0..larger {
                let mut w = b.base.get(larger, smaller);
                if w.is_zero() {
                    continue;
                }
                w.sub_wrapping(&splits[larger]);
                if smaller > 0 {
                    w.sub_wrapping(&splits[smaller]);
                }
                let (met, unmet) = &mut amounts[(smaller > 0) as usize];
                let slot = if conflict(smaller, larger) {
                    unmet
                } else {
                    met
                };
                match slot {
                    None => *slot = Some(w),
                    Some(x) if *x == w => {}
                    Some(_) => return false,
                }
            }
        }
        let mut gaps = Vec::new();
        for (met, unmet) in amounts {
            if let (Some(m), Some(u)) = (met, unmet) {
                if m <= u {
                    return false;
                }
                let mut gap = m;
                gap.sub_wrapping(&u);
                gaps.push(gap);
            }
        }
        if gaps.len() == 2 && gaps[0] != gaps[1] {
            return false;
        }
        let odd = !k.is_multiple_of(2);
        if odd && !self.is_last(b) && !self.floater_is_free(b, 1, &shares) {
            return false;
        }
        let base = &b.base;
        let allowed = |i: usize, j: usize| !base.get(j, i).is_zero();
        let Some(may_leave) = self.who_may_be_left(&shares, &splits, 1, |may| {
            direct::seat_bound(&classes, allowed, may)
        }) else {
            return false;
        };
        let Some(seated) = direct::seat_mdp_then_natural(&classes, allowed, &may_leave) else {
            return false;
        };
        let pairs = std::iter::once((0, seated.opponent)).chain(seated.rest.pairs);
        if !self.fix_counted(b, seated.rest.left_over, pairs) {
            return false;
        }
        took(|s| &mut s.with_mdp);
        self.count_bye(b);
        true
    }

    /// A bracket none of whose players may meet one another (round 2 of a big open:
    /// the only two players who drew, with each other) pairs nobody: all of them float
    /// down, whatever the matching, and the matcher is not asked. Not when the bye may
    /// fall near it ([`Pairer::bye_here`]): whether C9 applies in the next bracket would
    /// then be read from the matching's look-ahead mates.
    pub(super) fn pairs_nobody(&mut self, b: &mut Current<L>) -> bool {
        let k = b.bracket_len;
        if self.plain || k == 0 || self.bye_here(b, self.score(b.group[k - 1])) {
            return false;
        }
        let players = &b.group[..k];
        for (i, &a) in players.iter().enumerate() {
            if players[..i].iter().any(|&o| self.g.compatible(a, o)) {
                return false;
            }
        }
        b.mates = (0..self.n).collect();
        if k > 1 {
            took(|s| &mut s.nobody);
        }
        true
    }

    /// For the counting paths: whether the round is odd and its bye may go to this
    /// bracket (whose residents score `residents`) while players remain below it, or
    /// to the next scoregroup while players remain below that one: whether C9 applies
    /// in the next bracket then depends on whom the matching in hand pairs the players
    /// carried down with (see [`Pairer::carry_over`]), which counting does not know. With
    /// nobody below the next scoregroup, each of them is paired in it, or in this
    /// bracket, or not at all, whatever the matching. Such a bracket is left to the
    /// matcher. The last bracket may hold the bye: its player left over gets it (see
    /// [`Pairer::splits`]).
    fn bye_here(&self, b: &Current<L>, residents: Points) -> bool {
        self.bye_near(b.next_group_start, b.next, residents)
    }

    /// [`Pairer::bye_here`] for a bracket whose residents score `residents`, with the
    /// next scoregroup from `next_group_start` to before `next`.
    fn bye_near(&self, next_group_start: usize, next: usize, residents: Points) -> bool {
        let n = self.n;
        if n.is_multiple_of(2) {
            return false;
        }
        let next_score = (next_group_start < n).then(|| self.score(next_group_start));
        (self.bye_score >= residents && next_group_start < n)
            || (next < n && next_score.is_some_and(|s| self.bye_score >= s))
    }

    /// Counts a bracket paired by counting that held the bye.
    fn count_bye(&self, b: &Current<L>) {
        if !self.n.is_multiple_of(2) && self.is_last(b) {
            took(|s| &mut s.with_bye);
        }
    }

    /// Whether no player is left below the bracket being paired.
    fn is_last(&self, b: &Current<L>) -> bool {
        b.next_group_start >= self.n
    }

    /// What each player of the bracket adds to each of their pairs inside it: their
    /// share of the completion and unplayed-games fields (C4, C5, C9: whether they may
    /// not take the bye, and the rank of their played games; [`weights::share`]), and
    /// their part of the float fields (C14-C21: a forfeit win or a bye in the last two
    /// rounds counts as a downfloat; [`weights::float_part`]). Returns the shares and
    /// the splits (share plus part). Without the splits, the pairs of a bracket whose
    /// pairs differ only by colours weigh one of two amounts; the counting paths take
    /// them off. A pairing of the whole bracket counts every split once, whoever meets
    /// whom; in an odd bracket the player left over loses theirs. (For an MDP, only the
    /// resident's split is taken off its pairs.)
    fn splits(&self, b: &Current<L>) -> (Vec<Wide<L>>, Vec<Wide<L>>) {
        let (ctx, lay) = (self.ctx, &self.lay);
        let bracket = self.bracket();
        let mut shares = Vec::with_capacity(b.bracket_len);
        let mut splits = Vec::with_capacity(b.bracket_len);
        for i in 0..b.bracket_len {
            let h = self.hist(b.group[i]);
            let share: Wide<L> = weights::share(ctx, lay, h, &bracket);
            let mut split = share;
            split.add_wrapping(&weights::float_part(ctx, lay, h));
            shares.push(share);
            splits.push(split);
        }
        (shares, splits)
    }

    /// In an odd bracket (from index `from` on: the residents), who may be left over in
    /// a best pairing. The shares' fields come before the colours, the float parts'
    /// after: the best pairings leave over a player of the least share, then have the
    /// fewest conflicts, then leave over the least part among those. So only players
    /// of the least split may be left over, and this is right only when the fewest
    /// conflicts (by `fewest`, given who may be left over) are as few so as with any
    /// player of the least share left over; otherwise `None` (the matcher decides).
    /// In an even bracket, everybody may be.
    fn who_may_be_left(
        &self,
        shares: &[Wide<L>],
        splits: &[Wide<L>],
        from: usize,
        fewest: impl Fn(&[bool]) -> Option<usize>,
    ) -> Option<Vec<bool>> {
        let k = splits.len();
        if k.is_multiple_of(2) || from >= k {
            return Some(vec![true; k]);
        }
        let least = |v: &[Wide<L>]| v[from..].iter().min().copied();
        let (least_share, least_split) = (least(shares)?, least(splits)?);
        let by_share: Vec<bool> = (0..k)
            .map(|i| i >= from && shares[i] == least_share)
            .collect();
        let by_split: Vec<bool> = (0..k)
            .map(|i| i >= from && splits[i] == least_split)
            .collect();
        let fewest_by_split = fewest(&by_split)?;
        (fewest(&by_share)? == fewest_by_split).then_some(by_split)
    }

    /// The colour preference of each player of the bracket as a class for the counting
    /// (see [`direct`]).
    fn classes(&self, b: &Current<L>) -> Vec<direct::Class> {
        let players = &self.ctx.history.players;
        (0..b.bracket_len)
            .map(|i| match players[self.hist(b.group[i])].preference {
                Some(crate::model::Colour::White) => direct::Class::White,
                Some(crate::model::Colour::Black) => direct::Class::Black,
                None => direct::Class::None,
            })
            .collect()
    }

    /// The last step of a bracket paired by counting: when the round still completes
    /// with the bracket's players paired as `pairs` (indices into the bracket, the
    /// player `left_over` floating down), fixes those pairs and returns `true`;
    /// otherwise changes nothing and returns `false` (the matcher pairs the bracket).
    fn fix_counted(
        &mut self,
        b: &mut Current<L>,
        left_over: Option<usize>,
        pairs: impl IntoIterator<Item = (usize, usize)>,
    ) -> bool {
        let (ctx, n, k) = (self.ctx, self.n, b.bracket_len);
        let inside: Vec<usize> = (0..k)
            .filter(|&i| Some(i) != left_over)
            .map(|i| b.group[i])
            .collect();
        let bye_score = self.bye_score;
        if !self.g.completes_without(&inside, |v| {
            bye::is_candidate(ctx, ctx.sorted[v], bye_score)
        }) {
            return false;
        }
        b.mates = (0..n).collect();
        for (i, j) in pairs {
            let (pv, mv) = (b.group[i], b.group[j]);
            b.mates[pv] = mv;
            b.mates[mv] = pv;
            self.matched[pv] = true;
            self.matched[mv] = true;
            self.g.fix(pv, mv);
        }
        true
    }

    /// For [`Pairer::by_colours`] in an odd bracket: whether every best pairing of the
    /// round below the bracket is as good whoever of the bracket from index `from` on
    /// (the residents, after the MDPs) floats down. Each such
    /// player of the bracket has the same weight with each player of the next scoregroup
    /// (none of whom they met) and the same share outside the focus, so only whom they
    /// may meet outside it could differ. That does not matter when the players outside
    /// (`O`) may all meet one another and outnumber those who could come to them (the
    /// floater and the next scoregroup) by more than the most players of `O` anyone of
    /// the focus has met, plus one for the bye: then any of them can be paired in `O`
    /// with the rest of `O` still complete, whoever floats. When `O` is not that large,
    /// [`Pairer::few_go_outside`] may still show it.
    /// `shares` are the bracket players' shares outside the focus ([`Pairer::splits`]).
    fn floater_is_free(&self, b: &Current<L>, from: usize, shares: &[Wide<L>]) -> bool {
        let (n, k) = (self.n, b.bracket_len);
        if from >= k || shares.len() != k {
            return false;
        }
        if shares[from + 1..].iter().any(|s| *s != shares[from]) {
            return false;
        }
        for larger in k..b.group.len() {
            let first = b.base.get(larger, from);
            if first.is_zero() || (from + 1..k).any(|s| b.base.get(larger, s) != first) {
                return false;
            }
        }
        let outside: Vec<usize> = (b.next..n).filter(|&v| !self.matched[v]).collect();
        if outside.is_empty() {
            return true;
        }
        for (i, &a) in outside.iter().enumerate() {
            if outside[..i].iter().any(|&o| !self.g.compatible(a, o)) {
                return false;
            }
        }
        let most_met = b
            .group
            .iter()
            .map(|&v| {
                outside
                    .iter()
                    .filter(|&&o| !self.g.compatible(v, o))
                    .count()
            })
            .max()
            .unwrap_or(0);
        let incoming = b.group.len() - k + 1;
        if outside.len() > incoming + most_met {
            return true;
        }
        let free = self.few_go_outside(b, from, outside.len(), most_met);
        if free {
            took(|s| &mut s.few_outside);
        }
        free
    }

    /// The second argument of [`Pairer::floater_is_free`], for a bracket whose next
    /// scoregroup (`T`) outnumbers the players outside the focus (`O`, who may all meet
    /// one another; `outside` of them, none met by more than `most_met` players of the
    /// focus), as in round 2 when more players drew than lost.
    ///
    /// Take a best pairing of the round below with some player `g` of the bracket
    /// floated down, and another player `f` to float instead. Both weigh alike with
    /// every player of `T` and share alike outside, so `f` takes `g`'s place unless
    /// `g`'s partner is a player `o` of `O` whom `f` has met. Then a pair `o'`-`o''` of
    /// `O` with `f` free to meet `o'` gives `f`-`o'` and `o`-`o''`, which weigh what
    /// `g`-`o` and `o'`-`o''` did (every pair outside the focus weighs a constant plus
    /// the two players' shares). So the floater changes nothing below when every best
    /// pairing below has more pairs inside `O` than `f` has met players of `O`.
    ///
    /// How many players of `T` and the floater a best pairing sends to `O`: when every
    /// pair of them that may meet weighs at least what the two would add paired
    /// outside the focus, two of them sent to `O` that may meet one another could
    /// meet instead, with their partners in `O` paired together, for no less weight.
    /// So some best pairing sends only players none of whom may meet one another: at
    /// most one more than the most of them any one of them may not meet. Those, and the
    /// player left over in an odd round, leave the rest of `O` in pairs of its own.
    /// (Only a faster way to the same pairing: [`Pairer::by_colours`] still checks
    /// the pairing it counts out against C4.)
    fn few_go_outside(&self, b: &Current<L>, from: usize, outside: usize, most_met: usize) -> bool {
        let k = b.bracket_len;
        // How many of the next scoregroup and the floater each player of the next
        // scoregroup may not meet.
        let mut apart = vec![0usize; b.group.len() - k];
        for larger in k..b.group.len() {
            for smaller in (k..larger).chain(std::iter::once(from)) {
                let w = b.base.get(larger, smaller);
                if w.is_zero() {
                    apart[larger - k] += 1;
                    if smaller >= k {
                        apart[smaller - k] += 1;
                    }
                } else if w < self.g.outside_form(b.group[larger], b.group[smaller]) {
                    return false;
                }
            }
        }
        let most_apart = apart.iter().copied().max().unwrap_or(0);
        let sent = most_apart + 1;
        let left_over = self.n % 2;
        outside >= sent + left_over + 2 * (most_met + 1)
    }
}
