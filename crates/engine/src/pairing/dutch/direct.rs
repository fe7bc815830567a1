//! A bracket whose pairs differ only by colours: its pairing by counting, without a
//! matching.
//!
//! Round 2 of a big open is the usual case: nobody in a scoregroup has met, everyone who
//! played has a strong preference for the colour they did not have (or none, after a
//! bye), and no criterion but the colours tells two full pairings of the bracket apart.
//! When every pair of a bracket without MDPs weighs one amount if the two preferences
//! can both be met (C12, C13) and a smaller one if they cannot, the best pairings of the
//! bracket are those with the fewest such conflicts (in an odd bracket, one player is
//! left over, and the caller makes sure it does not matter below who), and that number
//! follows from counting the players who want White, who want Black and who have no
//! preference ([`least_conflicts`]).
//!
//! The bracket procedure ([`super::brackets`]) then takes, among the best pairings, the
//! one with the fewest exchanges between S1 and S2 (C.04.3 Art. 4, 2026), and in it each
//! S1 player in turn takes the highest S2 player that still allows a best pairing (Art. 3,
//! transpositions "in lexicographic order"). When S1 = the first half can reach the
//! fewest conflicts (no exchange needed), both steps are counting again: with S1 and S2
//! fixed, whether the players not yet paired can still reach it depends only on how many
//! of each preference are left on each side ([`across`]). With these three classes S1 =
//! the first half always reaches the fewest conflicts of the whole bracket (the tests
//! check it against trying every pairing); [`natural_pairs`] still checks it and returns
//! `None` if not, and the caller then asks the matcher.
//!
//! In round 2, the players who drew in round 1 form a bracket where each has met one
//! other (the one they drew with, whose preference is the opposite). The counts then
//! only bound the conflicts from below; [`natural_pairs_avoiding`] makes the same
//! choices around the pairs that may not meet, and the pairing it makes shows that the
//! bound is reached, or it gives up and the matcher decides.
//!
//! When an odd number of players won round 1, one winner floats down into the drew
//! bracket (and one drawer on into the bracket of the losers). Such a bracket of one
//! MDP is paired by [`seat_mdp_then_natural`]: the MDP first (Art. 3), with the highest
//! resident whose pairing still allows the fewest conflicts the counts permit, then
//! the remainder as above; again the pairing it makes proves the bound reached, or
//! the matcher decides. `Pairer::by_colours_with_mdp` in [`super::brackets`] says when
//! a bracket qualifies.

/// A player's colour preference as a class: White, Black, or none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    White,
    Black,
    None,
}

impl Class {
    fn at(self) -> usize {
        match self {
            Class::White => 0,
            Class::Black => 1,
            Class::None => 2,
        }
    }
}

const CLASSES: [Class; 3] = [Class::White, Class::Black, Class::None];

/// Whether a pair of these preferences leaves one of the two without it.
fn conflict(a: Class, b: Class) -> bool {
    a == b && a != Class::None
}

/// Counts by class (White, Black, none).
type Counts = [usize; 3];

fn counts(classes: &[Class]) -> Counts {
    let mut c = [0; 3];
    for k in classes {
        c[k.at()] += 1;
    }
    c
}

/// The fewest pairs in conflict over all full pairings of an even number of players with
/// these counts: the players of the larger preference beyond those the other preference
/// and the players without one can take pair among themselves.
pub fn least_conflicts(c: Counts) -> usize {
    let [w, b, n] = c;
    (w.saturating_sub(b + n) / 2).max(b.saturating_sub(w + n) / 2)
}

/// The fewest pairs in conflict over all pairings of S1 (counts `s1`) with S2 (counts
/// `s2`, as many players): White in S1 takes Black in S2 first, Black takes White, those
/// left over share the players of S2 without a preference, and the rest conflict.
/// (Players of S1 without a preference take whoever is left; they never conflict.)
pub fn across(s1: Counts, s2: Counts) -> usize {
    let white_left = s1[0].saturating_sub(s2[1]);
    let black_left = s1[1].saturating_sub(s2[0]);
    (white_left + black_left).saturating_sub(s2[2])
}

/// The fewest conflicts when one player of `c` is left out (none left out when even),
/// a player of a class with a player who may be left over (`leave`, counts of those);
/// `None` when no player may be.
fn least_leaving_one(c: Counts, odd: bool, leave: Counts) -> Option<usize> {
    if !odd {
        return Some(least_conflicts(c));
    }
    CLASSES
        .iter()
        .filter(|d| leave[d.at()] > 0)
        .map(|d| {
            let mut rest = c;
            rest[d.at()] -= 1;
            least_conflicts(rest)
        })
        .min()
}

/// As [`across`], S2 one player larger when `odd` (that player is left over, one of
/// those counted in `leave`); `None` when none of S2 may be left over.
fn across_leaving_one(s1: Counts, s2: Counts, odd: bool, leave: Counts) -> Option<usize> {
    if !odd {
        return Some(across(s1, s2));
    }
    CLASSES
        .iter()
        .filter(|d| leave[d.at()] > 0)
        .map(|d| {
            let mut rest = s2;
            rest[d.at()] -= 1;
            across(s1, rest)
        })
        .min()
}

/// Counts by class of the players of `classes` (from index `from` on) that `may_leave`
/// marks.
fn leave_counts(classes: &[Class], may_leave: &[bool], from: usize) -> Counts {
    let mut c = [0; 3];
    for (k, &m) in classes.iter().zip(may_leave).skip(from) {
        c[k.at()] += m as usize;
    }
    c
}

/// The fewest conflicts over the pairings of a bracket (`classes`) with one player left
/// over when it is odd, a player `may_leave` marks (the counts only: a lower bound when
/// some pairs may not meet); `None` when the bracket is odd and nobody may be left over.
pub fn fewest_conflicts(classes: &[Class], may_leave: &[bool]) -> Option<usize> {
    let odd = !classes.len().is_multiple_of(2);
    least_leaving_one(counts(classes), odd, leave_counts(classes, may_leave, 0))
}

/// A bracket's pairing by colour counts: the pairs `(S1 index, S2 index)` and, in an odd
/// bracket, the S2 player left over (who floats down).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Natural {
    pub pairs: Vec<(usize, usize)>,
    pub left_over: Option<usize>,
}

/// For a bracket in its order (`classes`), the pairing the bracket procedure chooses
/// when pairs differ only by conflicts and, in an odd bracket, it does not matter who is
/// left over (see the module): S1 is the first `len / 2` players, each S1 player in order
/// takes the highest S2 player that still allows the fewest conflicts, and the S2 player
/// no one took is left over. `None` when S1 = the first half cannot reach the fewest
/// conflicts of the whole bracket (an exchange is needed) or the bracket has under two
/// players. (The engine calls [`natural_pairs_avoiding`]; the tests call this.)
#[cfg(test)]
pub fn natural_pairs(classes: &[Class]) -> Option<Natural> {
    natural_pairs_avoiding(classes, |_, _| true, &vec![true; classes.len()])
}

/// As [`natural_pairs`] in a bracket where some pairs may not meet: `allowed(i, j)`
/// (S1 index `i`, S2 index `j`) says whether they may. S1 player `i` takes the highest S2
/// player that still allows a best pairing, then player `i + 1`, and so on: this is a
/// depth-first walk of the S2 orders in the procedure's (lexicographic) order, so the
/// first complete pairing it meets that reaches the fewest conflicts is the procedure's
/// choice. The counts, which ignore the pairs that may not meet, bound the conflicts of
/// the players still to pair from below: a candidate whose choice the counts already
/// rule out is passed over (no best pairing follows it), and when a later S1 player is
/// left with no candidate (the pairs that may not meet close every way the counts left
/// open, as near the end of round 2's bracket of those who drew), the walk goes back and
/// the player before it takes its next candidate. A candidate passed over so is proven
/// not to allow a best pairing: every pairing after it was tried. When the counts' bound
/// cannot be reached with S1 = the first half (an exchange is needed, or the pairs that
/// may not meet forbid it), or the walk takes more than [`WALK_LIMIT`] steps past the
/// first try of each player, `None`: the caller asks the matcher.
///
/// In an odd bracket only a player that `may_leave` marks (by bracket index) may be
/// left over, and the fewest conflicts are counted so.
pub fn natural_pairs_avoiding<F>(
    classes: &[Class],
    allowed: F,
    may_leave: &[bool],
) -> Option<Natural>
where
    F: Fn(usize, usize) -> bool,
{
    let k = classes.len();
    if k < 2 || may_leave.len() != k {
        return None;
    }
    let odd = !k.is_multiple_of(2);
    let half = k / 2;
    let mut s1 = counts(&classes[..half]);
    let mut s2 = counts(&classes[half..]);
    let mut l2 = leave_counts(classes, may_leave, half);
    let mut budget = fewest_conflicts(classes, may_leave)?;
    if across_leaving_one(s1, s2, odd, l2) != Some(budget) {
        return None;
    }
    let mut taken = vec![false; k];
    // The S2 player each S1 player took, and where its search goes on from.
    let mut pairs: Vec<(usize, usize)> = Vec::with_capacity(half);
    let mut from = half;
    let mut steps = 0usize;
    s1[classes[0].at()] -= 1;
    while pairs.len() < half {
        let i = pairs.len();
        let c = classes[i];
        let candidate = (from..k).find(|&j| {
            if taken[j] || !allowed(i, j) {
                return false;
            }
            let d = classes[j];
            let leaves = (odd && may_leave[j]) as usize;
            s2[d.at()] -= 1;
            l2[d.at()] -= leaves;
            let rest = across_leaving_one(s1, s2, odd, l2);
            s2[d.at()] += 1;
            l2[d.at()] += leaves;
            rest.map(|r| conflict(c, d) as usize + r) == Some(budget)
        });
        match candidate {
            Some(j) => {
                let d = classes[j];
                s2[d.at()] -= 1;
                l2[d.at()] -= (odd && may_leave[j]) as usize;
                budget -= conflict(c, d) as usize;
                taken[j] = true;
                pairs.push((i, j));
                from = half;
                if let Some(&next) = classes.get(i + 1).filter(|_| i + 1 < half) {
                    s1[next.at()] -= 1;
                }
            }
            None => {
                // No S2 player keeps the fewest conflicts for player `i` after the
                // choices before it: player `i - 1` takes its next candidate.
                steps += 1;
                let (back, j) = pairs.pop()?;
                if steps > WALK_LIMIT {
                    return None;
                }
                s1[c.at()] += 1;
                let d = classes[j];
                s2[d.at()] += 1;
                l2[d.at()] += (odd && may_leave[j]) as usize;
                budget += conflict(classes[back], d) as usize;
                taken[j] = false;
                from = j + 1;
            }
        }
    }
    let left_over = odd.then(|| (half..k).find(|&j| !taken[j])).flatten();
    Some(Natural { pairs, left_over })
}

/// How many times [`natural_pairs_avoiding`] may go back before it leaves the bracket to
/// the matcher: enough for the few players near the end of a bracket whose every way is
/// closed by pairs that may not meet; a bracket that needs more is the matcher's.
pub const WALK_LIMIT: usize = 10_000;

/// A bracket with one MDP paired by counting: the resident the MDP meets, and the
/// remainder's pairing by [`natural_pairs_avoiding`], all as indices into the bracket
/// (the MDP at 0, the residents after it in bracket order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seated {
    pub opponent: usize,
    pub rest: Natural,
}

/// For a bracket of one MDP (index 0) and its residents in order (see the module and
/// [`super::brackets`]), when every best pairing pairs the MDP inside the bracket and
/// pairs differ only by colour conflicts, all counted alike: C.04.3 Art. 3 (2026) pairs
/// the MDP first, with the highest resident that still allows a best pairing, then
/// the remainder (the other residents) as a homogeneous bracket.
///
/// With the MDP against resident `r`, no pairing has fewer conflicts than
/// `conflict(MDP, r)` plus the fewest conflicts the counts of the other residents
/// allow (one of them left over when they are odd); the least of these bounds over
/// every `r` the MDP may meet bounds every pairing of the bracket. The MDP takes the
/// highest `r` whose bound is that least one: every higher resident's bound is
/// larger, so none of them allows a best pairing. When the remainder is then paired
/// by [`natural_pairs_avoiding`] (which succeeds only when its pairing reaches the
/// remainder's bound), the whole pairing reaches the least bound: it is a best
/// pairing, so `r` allows one and is the procedure's choice, and the remainder's
/// choices are those of the bracket procedure for the remainder. Otherwise `None`:
/// the caller asks the matcher. `allowed(a, b)` (`a < b`) says whether two players of
/// the bracket may meet; when the residents are odd, only one that `may_leave` marks
/// (by bracket index) may be left over.
pub fn seat_mdp_then_natural<F>(classes: &[Class], allowed: F, may_leave: &[bool]) -> Option<Seated>
where
    F: Fn(usize, usize) -> bool,
{
    let k = classes.len();
    let least = seat_bound(classes, &allowed, may_leave)?;
    let opponent =
        (1..k).find(|&r| allowed(0, r) && seat_cost(classes, may_leave, r) == Some(least))?;
    let rest: Vec<usize> = (1..k).filter(|&i| i != opponent).collect();
    let rest = match rest.len() {
        0 => Natural {
            pairs: Vec::new(),
            left_over: None,
        },
        1 if may_leave[rest[0]] => Natural {
            pairs: Vec::new(),
            left_over: Some(rest[0]),
        },
        1 => return None,
        _ => {
            let rest_classes: Vec<Class> = rest.iter().map(|&i| classes[i]).collect();
            let rest_leave: Vec<bool> = rest.iter().map(|&i| may_leave[i]).collect();
            let natural = natural_pairs_avoiding(
                &rest_classes,
                |i, j| allowed(rest[i], rest[j]),
                &rest_leave,
            )?;
            Natural {
                pairs: natural
                    .pairs
                    .iter()
                    .map(|&(i, j)| (rest[i], rest[j]))
                    .collect(),
                left_over: natural.left_over.map(|x| rest[x]),
            }
        }
    };
    Some(Seated { opponent, rest })
}

/// For [`seat_mdp_then_natural`]: the fewest conflicts the counts allow with the MDP
/// (index 0) against resident `r`, the other residents paired among themselves (one
/// that `may_leave` marks left over when they are odd); `None` when none may be.
fn seat_cost(classes: &[Class], may_leave: &[bool], r: usize) -> Option<usize> {
    let k = classes.len();
    let mut rest = counts(&classes[1..]);
    let mut leave = leave_counts(classes, may_leave, 1);
    rest[classes[r].at()] -= 1;
    leave[classes[r].at()] -= may_leave[r] as usize;
    let odd_rest = (k - 2) % 2 == 1;
    least_leaving_one(rest, odd_rest, leave).map(|x| conflict(classes[0], classes[r]) as usize + x)
}

/// The fewest conflicts the counts allow in a bracket of one MDP (index 0) and its
/// residents, the MDP paired with a resident it may meet (see [`seat_mdp_then_natural`]):
/// a lower bound for every such pairing. `None` when the MDP can meet nobody or no
/// resident may be left over.
pub fn seat_bound<F>(classes: &[Class], allowed: F, may_leave: &[bool]) -> Option<usize>
where
    F: Fn(usize, usize) -> bool,
{
    let k = classes.len();
    if k < 2 || may_leave.len() != k {
        return None;
    }
    (1..k)
        .filter(|&r| allowed(0, r))
        .filter_map(|r| seat_cost(classes, may_leave, r))
        .min()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tests' random numbers: one xorshift step of `rng`.
    fn next(rng: &mut u64) -> u64 {
        *rng ^= *rng << 13;
        *rng ^= *rng >> 7;
        *rng ^= *rng << 17;
        *rng
    }

    fn random_classes(rng: &mut u64, len: usize) -> Vec<Class> {
        (0..len)
            .map(|_| CLASSES[(next(rng) % 3) as usize])
            .collect()
    }

    /// Fewest conflicts over every full pairing of `players`, by trying them all.
    fn brute_least(players: &[Class]) -> usize {
        let Some((&first, rest)) = players.split_first() else {
            return 0;
        };
        (0..rest.len())
            .map(|j| {
                let mut others = rest.to_vec();
                let mate = others.remove(j);
                conflict(first, mate) as usize + brute_least(&others)
            })
            .min()
            .unwrap_or(0)
    }

    /// Fewest conflicts over every pairing of `s1` with `s2`, by trying them all.
    fn brute_across(s1: &[Class], s2: &[Class]) -> usize {
        let Some((&first, rest)) = s1.split_first() else {
            return 0;
        };
        (0..s2.len())
            .map(|j| {
                let mut others = s2.to_vec();
                let mate = others.remove(j);
                conflict(first, mate) as usize + brute_across(rest, &others)
            })
            .min()
            .unwrap_or(0)
    }

    #[test]
    fn least_conflicts_counts_as_trying_every_pairing() {
        let mut rng = 0x9e37_79b9_7f4a_7c15;
        for len in [2, 4, 6, 8] {
            for _ in 0..200 {
                let c = random_classes(&mut rng, len);
                assert_eq!(least_conflicts(counts(&c)), brute_least(&c), "{c:?}");
            }
        }
    }

    #[test]
    fn conflicts_across_s1_and_s2_count_as_trying_every_pairing() {
        let mut rng = 0x1234_5678_9abc_def1;
        for half in 1..=5 {
            for _ in 0..200 {
                let c = random_classes(&mut rng, 2 * half);
                let (s1, s2) = c.split_at(half);
                assert_eq!(
                    across(counts(s1), counts(s2)),
                    brute_across(s1, s2),
                    "{c:?}"
                );
            }
        }
    }

    #[test]
    fn natural_pairs_take_the_highest_s2_player_that_keeps_the_fewest_conflicts() {
        use Class::*;
        // S1: W W B, S2: W B B. Player 0 (W) would take player 3 (W) first, but then a
        // W-W and a B-B conflict remain possible only; it takes the highest Black.
        let natural = natural_pairs(&[White, White, Black, White, Black, Black]);
        assert_eq!(natural.map(|n| n.pairs), Some(vec![(0, 4), (1, 5), (2, 3)]));
    }

    #[test]
    fn natural_pairs_leave_over_the_s2_player_no_one_took() {
        use Class::*;
        // S1: W, S2: W B: the White takes the Black, the White of S2 is left over.
        let natural = natural_pairs(&[White, White, Black]);
        assert_eq!(
            natural,
            Some(Natural {
                pairs: vec![(0, 2)],
                left_over: Some(1)
            })
        );
        assert!(natural_pairs(&[White]).is_none());
    }

    #[test]
    fn natural_pairs_always_reach_the_fewest_conflicts() {
        let mut rng = 0x0bad_cafe_dead_beef;
        for len in 2..=10 {
            for _ in 0..300 {
                let c = random_classes(&mut rng, len);
                let half = len / 2;
                let Some(natural) = natural_pairs(&c) else {
                    panic!("{c:?}: S1 = the first half always reaches the fewest conflicts");
                };
                let made: usize = natural
                    .pairs
                    .iter()
                    .map(|&(i, j)| conflict(c[i], c[j]) as usize)
                    .sum();
                // The fewest over every choice of the player left over.
                let least = if len % 2 == 0 {
                    brute_least(&c)
                } else {
                    (0..len)
                        .map(|x| {
                            let mut rest = c.clone();
                            rest.remove(x);
                            brute_least(&rest)
                        })
                        .min()
                        .unwrap_or(0)
                };
                assert_eq!(made, least, "{c:?}");
                assert!(natural.pairs.iter().all(|&(i, j)| i < half && j >= half));
                assert_eq!(natural.left_over.is_some(), len % 2 == 1);
                assert!(natural.left_over.is_none_or(|x| x >= half));
            }
        }
    }

    /// A random set of pairs that may not meet, each player in at most one (`matching`)
    /// or any pairs.
    fn random_forbidden(rng: &mut u64, len: usize, matching: bool) -> Vec<Vec<bool>> {
        let mut next = || next(rng);
        let mut f = vec![vec![false; len]; len];
        if matching {
            let mut order: Vec<usize> = (0..len).collect();
            for i in (1..len).rev() {
                order.swap(i, (next() % (i as u64 + 1)) as usize);
            }
            for pair in order.chunks(2) {
                if let [a, b] = pair[..]
                    && next() % 3 != 0
                {
                    f[a][b] = true;
                    f[b][a] = true;
                }
            }
        } else {
            let mut pairs = Vec::new();
            for a in 0..len {
                for b in 0..a {
                    if next() % 4 == 0 {
                        pairs.push((a, b));
                    }
                }
            }
            for (a, b) in pairs {
                f[a][b] = true;
                f[b][a] = true;
            }
        }
        f
    }

    /// Fewest conflicts over every pairing of `players` (indices) avoiding `forbidden`,
    /// one player left over when odd (one that `may` marks); `None` if there is no such
    /// pairing.
    fn brute_least_avoiding(
        c: &[Class],
        forbidden: &[Vec<bool>],
        players: &[usize],
        may: &[bool],
    ) -> Option<usize> {
        if players.len() == 1 {
            return may[players[0]].then_some(0);
        }
        if players.is_empty() {
            return Some(0);
        }
        let (first, rest) = (players[0], &players[1..]);
        let mut best = None;
        if players.len() % 2 == 1 && may[first] {
            best = brute_least_avoiding(c, forbidden, rest, &vec![false; c.len()]);
        }
        for (x, &mate) in rest.iter().enumerate() {
            if forbidden[first][mate] {
                continue;
            }
            let mut others = rest.to_vec();
            others.remove(x);
            if let Some(r) = brute_least_avoiding(c, forbidden, &others, may) {
                let cost = conflict(c[first], c[mate]) as usize + r;
                best = Some(best.map_or(cost, |b: usize| b.min(cost)));
            }
        }
        best
    }

    /// The bracket procedure by trying every pairing of S1 (the first half) with S2 in
    /// lexicographic order of S2: the first that reaches the fewest conflicts of the
    /// whole bracket, `None` if none does.
    fn brute_first_best(
        c: &[Class],
        forbidden: &[Vec<bool>],
        may: &[bool],
    ) -> Option<Vec<(usize, usize)>> {
        let k = c.len();
        let half = k / 2;
        let all: Vec<usize> = (0..k).collect();
        let least = brute_least_avoiding(c, forbidden, &all, may)?;
        /// Player `pairs.len()` of S1 and those after it, in lexicographic order.
        #[allow(clippy::too_many_arguments)]
        fn search(
            c: &[Class],
            forbidden: &[Vec<bool>],
            may: &[bool],
            half: usize,
            least: usize,
            taken: &mut [bool],
            pairs: &mut Vec<(usize, usize)>,
            cost: usize,
        ) -> bool {
            let i = pairs.len();
            if cost > least {
                return false;
            }
            if i == half {
                let left_ok = (half..c.len()).all(|j| taken[j] || may[j]);
                return cost == least && left_ok;
            }
            for j in half..c.len() {
                if taken[j] || forbidden[i][j] {
                    continue;
                }
                taken[j] = true;
                pairs.push((i, j));
                let more = conflict(c[i], c[j]) as usize;
                if search(c, forbidden, may, half, least, taken, pairs, cost + more) {
                    return true;
                }
                pairs.pop();
                taken[j] = false;
            }
            false
        }
        let mut pairs = Vec::new();
        let mut taken = vec![false; k];
        search(c, forbidden, may, half, least, &mut taken, &mut pairs, 0).then_some(pairs)
    }

    /// Who may be left over: everybody in a third of the cases, else each player with
    /// odds of one in two.
    fn random_may_leave(rng: &mut u64, len: usize) -> Vec<bool> {
        let mut next = || next(rng);
        if next() % 3 == 0 {
            return vec![true; len];
        }
        (0..len).map(|_| next() % 2 == 0).collect()
    }

    #[test]
    fn natural_pairs_avoiding_pairs_that_may_not_meet_are_those_of_trying_every_pairing() {
        let mut rng = 0x5eed_f00d_1234_abcd;
        let (mut agreed, mut left_to_matcher) = (0, 0);
        for matching in [true, false] {
            for len in 2..=10 {
                for _ in 0..300 {
                    let c = random_classes(&mut rng, len);
                    let f = random_forbidden(&mut rng, len, matching);
                    let may = random_may_leave(&mut rng, len);
                    let natural = natural_pairs_avoiding(&c, |i, j| !f[i][j], &may);
                    let brute = brute_first_best(&c, &f, &may);
                    match natural {
                        Some(n) => {
                            assert_eq!(Some(n.pairs.clone()), brute, "{c:?} {f:?}");
                            let left: Vec<usize> = (len / 2..len)
                                .filter(|j| n.pairs.iter().all(|p| p.1 != *j))
                                .collect();
                            assert_eq!(n.left_over.into_iter().collect::<Vec<_>>(), left);
                            agreed += 1;
                        }
                        None => left_to_matcher += brute.is_some() as usize,
                    }
                }
            }
        }
        // The counting must settle most brackets that have a pairing, else it is no
        // shortcut (4,186 against 512 with these seeds).
        assert!(agreed > 4 * left_to_matcher, "{agreed} / {left_to_matcher}");
    }

    /// Round 2's bracket of those who drew: near its end the pairs that may not meet can
    /// close every way the counts left open to the last S1 players. The walk goes back
    /// and finds the procedure's pairing whenever S1 = the first half reaches the
    /// counts' fewest conflicts; before, it gave up and the matcher paired a bracket
    /// of 900 players for 30 s.
    #[test]
    fn natural_pairs_avoiding_goes_back_where_the_choices_before_closed_every_way() {
        use Class::*;
        // S1: 0 W, 1 B; S2: 2 B, 3 W; 1-3 have met. The counts allow no conflict; 0
        // takes 2, which leaves 1 only 3; going back, 0 taking 3 costs two conflicts
        // (W-W, then B-B): S1 = the first half cannot reach the bound, the matcher
        // decides.
        let met = |i: usize, j: usize| (i, j) == (1, 3);
        assert!(
            natural_pairs_avoiding(&[White, Black, Black, White], |i, j| !met(i, j), &[true; 4])
                .is_none()
        );
        // S1: 0 W, 1 W; S2: 2 B, 3 B, 4 B (one left over); 1 has met all three: every
        // candidate of 0 leaves 1 nobody, the walk ends without a pairing.
        let met = |i: usize, j: usize| i == 1 && j >= 2;
        assert!(
            natural_pairs_avoiding(
                &[White, White, Black, Black, Black],
                |i, j| !met(i, j),
                &[true; 5]
            )
            .is_none()
        );
        // S1: 0 W, 1 W; S2: 2 B, 3 B, 4 B; 1 has met 2 and 3 only: 0 takes 2 (the
        // highest), 1 takes 4, and 3 is left over.
        let met = |i: usize, j: usize| i == 1 && (j == 2 || j == 3);
        let n = natural_pairs_avoiding(
            &[White, White, Black, Black, Black],
            |i, j| !met(i, j),
            &[true; 5],
        )
        .expect("paired by counting");
        assert_eq!((n.pairs, n.left_over), (vec![(0, 2), (1, 4)], Some(3)));
        // S1: 0 W, 1 W; S2: 2 B, 3 B, 4 B; 1 may only meet 2 (it met 3 and 4): counting
        // alone, 0 took 2 and 1 was stuck; going back, 0 takes 3 and 1 takes 2.
        let met = |i: usize, j: usize| i == 1 && j >= 3;
        let n = natural_pairs_avoiding(
            &[White, White, Black, Black, Black],
            |i, j| !met(i, j),
            &[true; 5],
        )
        .expect("paired after going back");
        assert_eq!((n.pairs, n.left_over), (vec![(0, 3), (1, 2)], Some(4)));
    }

    /// Whenever trying every pairing finds one with S1 = the first half that reaches the
    /// counts' fewest conflicts, the walk finds the same (the old counting stopped at the
    /// first player left without a candidate).
    #[test]
    fn natural_pairs_avoiding_finds_every_pairing_the_counts_allow() {
        let mut rng = 0x0dd_ba11_5eed_2026;
        let mut checked = 0;
        for matching in [true, false] {
            for len in 2..=10 {
                for _ in 0..300 {
                    let c = random_classes(&mut rng, len);
                    let f = random_forbidden(&mut rng, len, matching);
                    let may = random_may_leave(&mut rng, len);
                    let Some(bound) = fewest_conflicts(&c, &may) else {
                        continue;
                    };
                    let Some(brute) = brute_first_best(&c, &f, &may) else {
                        continue;
                    };
                    let cost: usize = brute
                        .iter()
                        .map(|&(i, j)| conflict(c[i], c[j]) as usize)
                        .sum();
                    if cost != bound {
                        continue;
                    }
                    let natural = natural_pairs_avoiding(&c, |i, j| !f[i][j], &may);
                    assert_eq!(natural.map(|n| n.pairs), Some(brute), "{c:?} {f:?} {may:?}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 2_000, "{checked}");
    }

    #[test]
    fn natural_pairs_avoiding_leave_to_the_matcher_a_bracket_that_needs_an_exchange() {
        use Class::*;
        // S1: W B, S2: B W; 0-2 and 1-3 have met. The counts say no conflict, which only
        // 0-1 with 2-3 (an exchange) reaches: the matcher decides.
        let met = |i: usize, j: usize| (i, j) == (0, 2) || (i, j) == (1, 3);
        assert!(
            natural_pairs_avoiding(&[White, Black, Black, White], |i, j| !met(i, j), &[true; 4])
                .is_none()
        );
        // S1: W W, S2: B B; 0-2 met: 0 takes 3 and 1 takes 2, no conflict.
        let met = |i: usize, j: usize| (i, j) == (0, 2);
        let natural =
            natural_pairs_avoiding(&[White, White, Black, Black], |i, j| !met(i, j), &[true; 4]);
        assert_eq!(natural.map(|n| n.pairs), Some(vec![(0, 3), (1, 2)]));
    }

    /// The bracket procedure for one MDP (index 0) by trying every pairing: the fewest
    /// conflicts with the MDP paired and at most one resident left over, the highest
    /// resident the MDP may meet that allows them, then the remainder by
    /// [`brute_first_best`]; `None` if the MDP cannot be paired.
    fn brute_seated(
        c: &[Class],
        forbidden: &[Vec<bool>],
        may: &[bool],
    ) -> Option<(usize, Vec<(usize, usize)>)> {
        let k = c.len();
        let rest_of = |r: usize| -> Vec<usize> { (1..k).filter(|&i| i != r).collect() };
        let cost = |r: usize| {
            let rest = rest_of(r);
            brute_least_avoiding(c, forbidden, &rest, may)
                .map(|x| x + conflict(c[0], c[r]) as usize)
        };
        let least = (1..k)
            .filter(|&r| !forbidden[0][r])
            .filter_map(cost)
            .min()?;
        let r = (1..k).find(|&r| !forbidden[0][r] && cost(r) == Some(least))?;
        let rest = rest_of(r);
        let rc: Vec<Class> = rest.iter().map(|&i| c[i]).collect();
        let rf: Vec<Vec<bool>> = rest
            .iter()
            .map(|&a| rest.iter().map(|&b| forbidden[a][b]).collect())
            .collect();
        let rm: Vec<bool> = rest.iter().map(|&i| may[i]).collect();
        let pairs = if rest.len() < 2 {
            Vec::new()
        } else {
            brute_first_best(&rc, &rf, &rm)?
                .into_iter()
                .map(|(i, j)| (rest[i], rest[j]))
                .collect()
        };
        Some((r, pairs))
    }

    #[test]
    fn seat_mdp_then_natural_pairs_as_trying_every_pairing() {
        let mut rng = 0x7a11_b0a7_c0de_5eed;
        let (mut agreed, mut left_to_matcher) = (0, 0);
        for matching in [true, false] {
            for len in 2..=10 {
                for _ in 0..300 {
                    let c = random_classes(&mut rng, len);
                    let f = random_forbidden(&mut rng, len, matching);
                    let may = random_may_leave(&mut rng, len);
                    let seated = seat_mdp_then_natural(&c, |i, j| !f[i][j], &may);
                    let brute = brute_seated(&c, &f, &may);
                    match seated {
                        Some(s) => {
                            assert_eq!(
                                Some((s.opponent, s.rest.pairs.clone())),
                                brute,
                                "{c:?} {f:?}"
                            );
                            let left: Vec<usize> = (1..len)
                                .filter(|&j| {
                                    j != s.opponent
                                        && s.rest.pairs.iter().all(|p| p.0 != j && p.1 != j)
                                })
                                .collect();
                            assert_eq!(s.rest.left_over.into_iter().collect::<Vec<_>>(), left);
                            assert!(left.len() <= 1);
                            agreed += 1;
                        }
                        None => left_to_matcher += brute.is_some() as usize,
                    }
                }
            }
        }
        assert!(agreed > 4 * left_to_matcher, "{agreed} / {left_to_matcher}");
    }

    #[test]
    fn seat_mdp_takes_the_highest_resident_that_keeps_the_fewest_conflicts() {
        use Class::*;
        // MDP White; residents W B B W. Resident 1 (W) would conflict with it; resident
        // 2 (B) does not, and leaves W B W, which pairs 1-3 without a conflict (4 is
        // left over).
        let seated = seat_mdp_then_natural(
            &[White, White, Black, Black, White],
            |_, _| true,
            &[true; 5],
        );
        assert_eq!(seated.as_ref().map(|s| s.opponent), Some(2));
        assert_eq!(seated.map(|s| s.rest.pairs), Some(vec![(1, 3)]));
        // The MDP has met resident 2: it takes resident 3, the other Black.
        let seated = seat_mdp_then_natural(
            &[White, White, Black, Black, White],
            |a, b| (a, b) != (0, 2),
            &[true; 5],
        );
        assert_eq!(seated.as_ref().map(|s| s.opponent), Some(3));
        // No resident the MDP may meet: the matcher decides.
        assert!(seat_mdp_then_natural(&[White, Black], |_, _| false, &[true; 2]).is_none());
    }
}
