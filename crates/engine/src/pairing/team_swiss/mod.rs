//! Team pairing: the FIDE Swiss Team Pairing System (Handbook C.04.6, approved October
//! 2025, in force 1 February 2026) and Berger tables for team round robins.
//!
//! This module knows teams only by their pairing number (TPN), their two scores and their
//! history; the operations layer builds that view from the section. The 2026 text is
//! procedural: the bye first, then bracket after bracket from the top scoregroup down,
//! then the colours. Our reading, article by article (each has a named test in
//! `tests.rs`, `team_swiss_<article>_...`):
//! - Art. 0 (preface): Basic Rules 6 and 7 (colour difference within ±2, no colour three
//!   times running) never apply to teams; no colour rule here is absolute.
//! - Art. 1.1 TPN: given by the caller (catur numbers teams by the average rating of their
//!   first N players, then entry order).
//! - Art. 1.2 Score: the primary score (match points by default, or game points when the
//!   section ranks by them) builds the scoregroups; the secondary score is used only to
//!   choose the first-team for colours (4.2.2).
//! - Art. 1.4 Bye: no opponent, no colour; its points are the standings' business (by
//!   default a drawn match: the match points of a draw and half the game points).
//! - Art. 1.5 Floater: a team that played an opponent with a different score. Only the
//!   previous round counts ([C7], [C10]); the caller says who floated, counting matches
//!   actually played.
//! - Art. 1.6 Colour: the colour of board 1 in a match actually played; the colour
//!   difference (CD) is Whites minus Blacks. Byes and forfeited matches give no colour.
//! - Art. 1.7 Colour preference: Type A by default (1.7.1); Type B (1.7.2, strong and
//!   mild) or no preferences when the competition's rules say so ([`Preferences`]).
//! - [C1] (2.1.1, absolute): two teams meet at most once (matches actually played: a
//!   forfeited match may be paired again, General Handling Rules 3.5).
//! - [C2] (2.1.2, absolute): a team that had the bye or won a match by forfeit does not
//!   get the bye.
//! - [C3] (2.2.1, completion): whatever is fixed (the bye, a bracket) leaves a legal
//!   pairing of every team not yet paired; checked with a perfect matching.
//! - Art. 3.4 Bye: the team that leaves a legal pairing, then has the lowest score, then
//!   played the most matches, then has the largest TPN.
//! - Art. 3.5 Upfloaters: the residents of the top scoregroup take a set of teams from
//!   lower scoregroups: [C4] (2.3.1) the fewest, [C5] (2.3.2) their scores, sorted
//!   ascending, as high as possible; the set must give a legal bracket and leave the
//!   others pairable ([C3]); then [C6] (2.3.3) the next scoregroup (what is left of it) can
//!   still be paired with the fewest upfloaters its parity needs, pass or fail; then [C7]
//!   (2.3.4, not in the last two rounds) the fewest upfloaters that floated in the
//!   previous round; then the first set in the order of 3.5.3-3.5.4 (each set's TPNs by
//!   descending score, then ascending TPN; sets in lexicographic order).
//! - Art. 3.6 Bracket: each pair's smaller TPN is its top member; a pairing's identifier is
//!   the top members ascending, then their bottom members; the pairing is the first
//!   identifier among those that meet [C1] and best meet [C8] (2.3.5: fewest teams whose
//!   preference is not met), then [C9] (2.3.6, Type B: fewest strong preferences not met),
//!   then [C10] (2.3.7, not in the last two rounds: fewest upfloaters' opponents that
//!   floated in the previous round). "Complies with" a minimising criterion is read as
//!   reaching the least value any legal pairing of the bracket reaches. Colours are given
//!   after pairing and meet every preference of a pair unless both teams want the same
//!   colour, so a pair costs [C8] one team exactly when both prefer the same colour, and
//!   [C9] one when both have a strong preference for the same colour.
//! - Art. 4.2 First-team: higher primary score, then higher secondary score, then smaller
//!   TPN. Art. 4.3, first that applies: (1) neither team has played a match: the first-team
//!   takes the initial colour when its TPN is odd, the other colour when even; (2) only one
//!   team has a preference: it is met; (3) opposite preferences: both are met; (4) Type B
//!   only: only one strong preference: it is met; (5) the lower CD takes White; (6) going
//!   back over the played colours (byes and forfeits squeezed out, General Handling Rules
//!   3.4), at the latest place the two differ each alternates from it; (7) the first-team's
//!   preference; (8) the first-team alternates from its last played colour; (9) the other
//!   team alternates from its last played colour.
//! - Board colours: the team with White on board 1 has White on every odd board. Matches
//!   are listed as General Handling Rules 3.6 orders them: the higher score of the pair,
//!   then the sum of both scores, then the smaller TPN of the higher-ranked team.
//!
//! The search is exact: perfect matchings (the blossom matcher) decide every legality
//! question, and a bracket's first best identifier is built member by member, each step
//! checked against the bracket's least [C8]-[C10] cost (a step the last best pairing
//! found already keeps needs no new matching). A test oracle
//! (`tests/engine/team_swiss_oracle.rs`) reaches the same pairings by plain enumeration.

use super::matching::max_weight_matching;
use crate::model::{Colour, RoundNo};
use std::collections::HashSet;

mod explain;
mod round_robin;

pub use explain::{ColourStep, Float, TeamStep, dashed, numbers};
pub use round_robin::{board_colour, pair_round_robin};

/// A team as the pairing sees it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TeamEntrant {
    /// Pairing number (TPN), 1-based.
    pub number: u32,
    /// Score that ranks first, in tenths.
    pub primary: i32,
    /// Score that ranks second, in tenths.
    pub secondary: i32,
    /// TPNs of the teams already met in a match actually played ([C1]).
    pub opponents: Vec<u32>,
    /// Colour on board 1 in each round before this one, round 1 first (`None`: no match
    /// actually played that round: a bye, a free round, a forfeited match, no line-up).
    pub colours: Vec<Option<Colour>>,
    /// Had the pairing-allocated bye ([C2]).
    pub had_bye: bool,
    /// Won a match by forfeit ([C2]: no bye either).
    pub forfeit_win: bool,
    /// Was a floater in the previous round (Art. 1.5): played an opponent whose score
    /// differed from its own.
    pub floated: bool,
}

/// Which colour preferences the competition uses (Art. 1.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Preferences {
    /// Type A, simple preferences (the default).
    #[default]
    TypeA,
    /// Type B, strong and mild preferences.
    TypeB,
    /// No colour preferences at all.
    Unused,
}

/// What the competition's rules fix for the pairing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamSwissRules {
    /// Art. 4.1, drawn before round 1.
    pub initial: Colour,
    /// Rounds of the event (for "the last two rounds" of [C7]/[C10] and Type B's last
    /// round); `None`: not known, no round counts as one of the last.
    pub rounds_planned: Option<RoundNo>,
    pub preferences: Preferences,
}

impl TeamSwissRules {
    pub fn new(initial: Colour) -> Self {
        TeamSwissRules {
            initial,
            rounds_planned: None,
            preferences: Preferences::TypeA,
        }
    }
}

/// A team match: `white` has White on board 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamPair {
    pub white: u32,
    pub black: u32,
}

/// The pairing of a round, matches in board order, with the reason of each decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamPairing {
    pub matches: Vec<TeamPair>,
    pub bye: Option<u32>,
    pub explanation: Vec<TeamStep>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamPairingError {
    TooFewTeams(usize),
    NoLegalPairing {
        teams: usize,
        round: RoundNo,
    },
    /// The Berger table refused (too few or too many teams, a round past the last); the
    /// table's words are about players, said here of teams.
    RoundRobin(super::round_robin::RoundRobinError),
    TooManySets {
        round: RoundNo,
        limit: usize,
    },
}

impl TeamPairingError {
    /// Why the teams could not be paired, in `lang`.
    pub fn say(&self, lang: crate::model::Language) -> String {
        match self {
            TeamPairingError::TooFewTeams(teams) => crate::in_lang!(
                lang,
                "a team event needs at least 2 teams; this one has {teams}",
                "acara berpasukan memerlukan sekurang-kurangnya 2 pasukan; yang ini ada {teams}"
            ),
            TeamPairingError::NoLegalPairing { teams, round } => crate::in_lang!(
                lang,
                "no legal pairing of the {teams} teams exists for round {round}: every way leaves two teams that already met (C.04.6 C1) or a second bye (C2)",
                "tiada pasangan sah bagi {teams} pasukan untuk pusingan {round}: setiap cara meninggalkan dua pasukan yang sudah bertemu (C.04.6 C1) atau bai kedua (C2)"
            ),
            TeamPairingError::RoundRobin(table) => {
                let (players, teams) = match lang {
                    crate::model::Language::English => ("players", "teams"),
                    crate::model::Language::Malay => ("pemain", "pasukan"),
                };
                table.say(lang).replace(players, teams)
            }
            TeamPairingError::TooManySets { round, limit } => crate::in_lang!(
                lang,
                "round {round}: more than {limit} sets of upfloaters to compare for the top scoregroup (C.04.6 Art. 3.5); pair this round by hand",
                "pusingan {round}: lebih daripada {limit} set pasukan yang naik untuk dibandingkan bagi kumpulan mata teratas (C.04.6 Perkara 3.5); pasangkan pusingan ini dengan tangan"
            ),
        }
    }
}

impl std::fmt::Display for TeamPairingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(crate::model::Language::English))
    }
}

impl std::error::Error for TeamPairingError {}

/// Whites minus Blacks on board 1 (Art. 1.6.2: the colour difference, CD).
pub fn colour_difference(colours: &[Option<Colour>]) -> i32 {
    colours.iter().flatten().fold(0, |cd, c| match c {
        Colour::White => cd + 1,
        Colour::Black => cd - 1,
    })
}

/// A team's colour preference: the colour, and whether it is strong (Type B only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preference {
    pub colour: Colour,
    pub strong: bool,
}

/// The type A colour preference (Art. 1.7.1), or `None` when the team has none.
pub fn preference(colours: &[Option<Colour>]) -> Option<Colour> {
    preference_of(colours, Preferences::TypeA, false).map(|p| p.colour)
}

/// The colour preference of Art. 1.7 of the given type; `last_round`: pairing the last
/// round (Type B has no mild preference at CD 0 then).
pub fn preference_of(
    colours: &[Option<Colour>],
    kind: Preferences,
    last_round: bool,
) -> Option<Preference> {
    let played: Vec<Colour> = colours.iter().flatten().copied().collect();
    if played.is_empty() || kind == Preferences::Unused {
        return None;
    }
    let cd = colour_difference(colours);
    let last_two =
        |c: Colour| played.len() >= 2 && played[played.len() - 2..].iter().all(|x| *x == c);
    let simple = if cd < -1 || ((cd == 0 || cd == -1) && last_two(Colour::Black)) {
        Some(Colour::White)
    } else if cd > 1 || ((cd == 0 || cd == 1) && last_two(Colour::White)) {
        Some(Colour::Black)
    } else {
        None
    };
    if let Some(colour) = simple {
        return Some(Preference {
            colour,
            strong: kind == Preferences::TypeB,
        });
    }
    if kind == Preferences::TypeA {
        return None;
    }
    // Type B mild preferences.
    let last = played.last().copied();
    let mild = match cd {
        -1 => Some(Colour::White),
        1 => Some(Colour::Black),
        0 if !last_round => last.map(Colour::opposite),
        _ => None,
    };
    mild.map(|colour| Preference {
        colour,
        strong: false,
    })
}

/// The pairing view of a round: teams by index in TPN order, who met whom.
struct Field<'a> {
    teams: Vec<&'a TeamEntrant>,
    met: HashSet<(u32, u32)>,
    kind: Preferences,
    last_round: bool,
    last_two: bool,
}

impl<'a> Field<'a> {
    fn new(teams: &'a [TeamEntrant], round: RoundNo, rules: &TeamSwissRules) -> Self {
        let mut v: Vec<&TeamEntrant> = teams.iter().collect();
        v.sort_by_key(|t| t.number);
        let mut met = HashSet::new();
        for t in &v {
            for o in &t.opponents {
                met.insert((t.number.min(*o), t.number.max(*o)));
            }
        }
        let (last_round, last_two) = match rules.rounds_planned {
            Some(n) => (round >= n, round + 1 >= n),
            None => (false, false),
        };
        Field {
            teams: v,
            met,
            kind: rules.preferences,
            last_round,
            last_two,
        }
    }

    fn may_meet(&self, a: usize, b: usize) -> bool {
        let (x, y) = (self.teams[a].number, self.teams[b].number);
        a != b && !self.met.contains(&(x.min(y), x.max(y)))
    }

    fn pref(&self, a: usize) -> Option<Preference> {
        preference_of(&self.teams[a].colours, self.kind, self.last_round)
    }

    /// Whether the teams `set` can all be paired among themselves under [C1].
    fn pairable(&self, set: &[usize]) -> bool {
        if set.is_empty() {
            return true;
        }
        if set.len() % 2 == 1 {
            return false;
        }
        let mut edges = Vec::new();
        for i in 0..set.len() {
            for j in i + 1..set.len() {
                if self.may_meet(set[i], set[j]) {
                    edges.push((i, j, 1u64));
                }
            }
        }
        match max_weight_matching(set.len(), &edges) {
            Ok(m) => m.iter().all(Option::is_some),
            Err(_) => false,
        }
    }

    /// [C8], [C9] and [C10] of one pair, as one number ([C8] weighs most).
    fn pair_cost(&self, a: usize, b: usize, upfloaters: &[usize]) -> u64 {
        let (pa, pb) = (self.pref(a), self.pref(b));
        let mut c8 = 0;
        let mut c9 = 0;
        if let (Some(x), Some(y)) = (pa, pb)
            && x.colour == y.colour
        {
            c8 = 1;
            if self.kind == Preferences::TypeB && x.strong && y.strong {
                c9 = 1;
            }
        }
        let mut c10 = 0;
        if !self.last_two {
            for (u, o) in [(a, b), (b, a)] {
                if upfloaters.contains(&u) && self.teams[o].floated {
                    c10 += 1;
                }
            }
        }
        (c8 << 20) | (c9 << 10) | c10
    }
}

/// A score in tenths as it is read: `4`, `2.5`.
pub fn show(tenths: i32) -> String {
    if tenths % 10 == 0 {
        format!("{}", tenths / 10)
    } else {
        format!("{}.{}", tenths / 10, (tenths % 10).abs())
    }
}

/// Pairs round `round` of a team Swiss with Type A preferences and no known end.
/// `initial` is the initial-colour of Art. 4.1.
pub fn pair_swiss(
    teams: &[TeamEntrant],
    round: RoundNo,
    initial: Colour,
) -> Result<TeamPairing, TeamPairingError> {
    pair_swiss_with(teams, round, &TeamSwissRules::new(initial))
}

/// Most sets of upfloaters compared for one bracket before the pairing gives up.
const SET_LIMIT: usize = 200_000;

/// Pairs round `round` of a team Swiss under `rules` (C.04.6, read as the module
/// comment says).
pub fn pair_swiss_with(
    teams: &[TeamEntrant],
    round: RoundNo,
    rules: &TeamSwissRules,
) -> Result<TeamPairing, TeamPairingError> {
    if teams.len() < 2 {
        return Err(TeamPairingError::TooFewTeams(teams.len()));
    }
    let f = Field::new(teams, round, rules);
    let no_pairing = || TeamPairingError::NoLegalPairing {
        teams: teams.len(),
        round,
    };
    let mut ranked: Vec<&TeamEntrant> = f.teams.clone();
    ranked.sort_by_key(|t| rank_key(t));
    let mut explanation = vec![TeamStep::Ranking {
        round,
        teams: ranked.iter().map(|t| (t.number, t.primary)).collect(),
    }];
    if f.last_two {
        explanation.push(TeamStep::LastTwoRounds);
    }
    let mut remaining: Vec<usize> = (0..f.teams.len()).collect();
    let mut bye = None;
    if remaining.len() % 2 == 1 {
        for t in &f.teams {
            if t.had_bye {
                explanation.push(TeamStep::HadBye { team: t.number });
            } else if t.forfeit_win {
                explanation.push(TeamStep::WonByForfeit { team: t.number });
            }
        }
        let mut order: Vec<usize> = remaining
            .iter()
            .copied()
            .filter(|&k| !f.teams[k].had_bye && !f.teams[k].forfeit_win)
            .collect();
        order.sort_by_key(|&k| {
            let t = f.teams[k];
            let played = t.colours.iter().flatten().count();
            (
                t.primary,
                std::cmp::Reverse(played),
                std::cmp::Reverse(t.number),
            )
        });
        let chosen = order.into_iter().find(|&k| {
            let rest: Vec<usize> = remaining.iter().copied().filter(|&i| i != k).collect();
            f.pairable(&rest)
        });
        let Some(k) = chosen else {
            return Err(no_pairing());
        };
        explanation.push(TeamStep::Bye {
            team: f.teams[k].number,
        });
        bye = Some(f.teams[k].number);
        remaining.retain(|&i| i != k);
    } else if !f.pairable(&remaining) {
        return Err(no_pairing());
    }
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    while !remaining.is_empty() {
        let top = remaining
            .iter()
            .map(|&i| f.teams[i].primary)
            .max()
            .unwrap_or(0);
        let residents: Vec<usize> = remaining
            .iter()
            .copied()
            .filter(|&i| f.teams[i].primary == top)
            .collect();
        let ups = select_upfloaters(&f, &residents, &remaining, round, &mut explanation)?
            .ok_or_else(no_pairing)?;
        let mut bracket: Vec<usize> = residents.iter().chain(&ups).copied().collect();
        bracket.sort();
        let (bracket_pairs, cost) = pair_bracket(&f, &bracket, &ups).ok_or_else(no_pairing)?;
        let (c8, c9, c10) = (cost >> 20, (cost >> 10) & 0x3ff, cost & 0x3ff);
        explanation.push(TeamStep::Bracket {
            score: top,
            pairs: bracket_pairs
                .iter()
                .map(|&(a, b)| (f.teams[a].number, f.teams[b].number))
                .collect(),
            c8: c8 as u32,
            c9: c9 as u32,
            c10: c10 as u32,
        });
        pairs.extend(bracket_pairs);
        remaining.retain(|i| !bracket.contains(i));
    }
    // General Handling Rules 3.6: the higher score of the pair, the sum of both scores,
    // the smaller pairing number of the higher-ranked team.
    let mut ordered: Vec<(&TeamEntrant, &TeamEntrant)> = pairs
        .iter()
        .map(|&(a, b)| {
            let (x, y) = (f.teams[a], f.teams[b]);
            if rank_key(x) <= rank_key(y) {
                (x, y)
            } else {
                (y, x)
            }
        })
        .collect();
    ordered.sort_by_key(|(hi, lo)| (-hi.primary, -(hi.primary + lo.primary), hi.number));
    let mut out = Vec::new();
    for (board, (hi, lo)) in ordered.into_iter().enumerate() {
        let float = (hi.primary != lo.primary).then_some(Float {
            team: lo.number,
            from: lo.primary,
            to: hi.primary,
        });
        let (white_hi, why) = allocate(hi, lo, &f, rules.initial);
        let (w, bl) = if white_hi { (hi, lo) } else { (lo, hi) };
        explanation.push(TeamStep::Match {
            number: board + 1,
            white: w.number,
            black: bl.number,
            float,
            colours: why,
        });
        out.push(TeamPair {
            white: w.number,
            black: bl.number,
        });
    }
    Ok(TeamPairing {
        matches: out,
        bye,
        explanation,
    })
}

fn rank_key(t: &TeamEntrant) -> (i32, i32, u32) {
    (-t.primary, -t.secondary, t.number)
}

/// Art. 3.5: the upfloaters joining `residents` (the top scoregroup of `remaining`), or
/// `None` when no set gives a legal pairing.
fn select_upfloaters(
    f: &Field,
    residents: &[usize],
    remaining: &[usize],
    round: RoundNo,
    explanation: &mut Vec<TeamStep>,
) -> Result<Option<Vec<usize>>, TeamPairingError> {
    let lower: Vec<usize> = remaining
        .iter()
        .copied()
        .filter(|i| !residents.contains(i))
        .collect();
    // Score levels below the top, highest first, each in TPN order.
    let mut scores: Vec<i32> = lower.iter().map(|&i| f.teams[i].primary).collect();
    scores.sort_by(|a, b| b.cmp(a));
    scores.dedup();
    let levels: Vec<Vec<usize>> = scores
        .iter()
        .map(|s| {
            lower
                .iter()
                .copied()
                .filter(|&i| f.teams[i].primary == *s)
                .collect()
        })
        .collect();
    let legal = |ups: &[usize]| {
        let bracket: Vec<usize> = residents.iter().chain(ups).copied().collect();
        let rest: Vec<usize> = lower.iter().copied().filter(|i| !ups.contains(i)).collect();
        f.pairable(&bracket) && f.pairable(&rest)
    };
    let mut compared = 0usize;
    let mut k = residents.len() % 2;
    while k <= lower.len() {
        for profile in profiles(&levels, k) {
            // Every set of this profile, in the order of Art. 3.5.3-3.5.4.
            let mut best: Option<((bool, usize), Vec<usize>)> = None;
            let mut failed: Option<usize> = None;
            for_each_set(&levels, &profile, &mut |ups: &[usize]| {
                compared += 1;
                if compared > SET_LIMIT {
                    failed = Some(SET_LIMIT);
                    return false;
                }
                if !legal(ups) {
                    return true;
                }
                let c6 = !c6_met(f, &lower, &levels, ups);
                let c7 = if f.last_two {
                    0
                } else {
                    ups.iter().filter(|&&u| f.teams[u].floated).count()
                };
                let key = (c6, c7);
                if best.as_ref().is_none_or(|(b, _)| key < *b) {
                    best = Some((key, ups.to_vec()));
                }
                // Nothing beats a set meeting C6 with no floater: it is the first such.
                key != (false, 0)
            });
            if let Some(limit) = failed {
                return Err(TeamPairingError::TooManySets { round, limit });
            }
            if let Some(((c6, c7), ups)) = best {
                if !ups.is_empty() {
                    explanation.push(TeamStep::Upfloaters {
                        teams: ups.iter().map(|&u| f.teams[u].number).collect(),
                        residents: residents.len(),
                        score: f.teams[residents[0]].primary,
                        c6_failed: c6,
                        floated: c7,
                    });
                }
                return Ok(Some(ups));
            }
        }
        k += 2;
    }
    Ok(None)
}

/// Every way to take `k` upfloaters from the levels (how many from each), best [C5]
/// first: the upfloaters' scores sorted ascending, compared lexicographically, highest
/// first.
fn profiles(levels: &[Vec<usize>], k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut cur = vec![0; levels.len()];
    fn walk(
        levels: &[Vec<usize>],
        at: usize,
        left: usize,
        cur: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if at == levels.len() {
            if left == 0 {
                out.push(cur.clone());
            }
            return;
        }
        for take in (0..=left.min(levels[at].len())).rev() {
            cur[at] = take;
            walk(levels, at + 1, left - take, cur, out);
        }
        cur[at] = 0;
    }
    walk(levels, 0, k, &mut cur, &mut out);
    // The ascending list of level indices (a larger index is a lower score); the best
    // profile has the lexicographically smallest list read from its lowest score up,
    // i.e. compare the largest indices first.
    let key = |p: &Vec<usize>| {
        let mut v: Vec<usize> = p
            .iter()
            .enumerate()
            .flat_map(|(lvl, &n)| std::iter::repeat_n(lvl, n))
            .collect();
        v.reverse();
        v
    };
    out.sort_by_key(key);
    out
}

/// Calls `visit` with every set of the profile, in lexicographic order of its TPNs
/// (higher levels first); stops when `visit` returns false.
fn for_each_set(levels: &[Vec<usize>], profile: &[usize], visit: &mut dyn FnMut(&[usize]) -> bool) {
    fn walk(
        levels: &[Vec<usize>],
        profile: &[usize],
        lvl: usize,
        from: usize,
        cur: &mut Vec<usize>,
        visit: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if lvl == levels.len() {
            return visit(cur);
        }
        let taken_here = cur.len() - profile[..lvl].iter().sum::<usize>();
        if taken_here == profile[lvl] {
            return walk(levels, profile, lvl + 1, 0, cur, visit);
        }
        let need = profile[lvl] - taken_here;
        for i in from..levels[lvl].len() {
            if levels[lvl].len() - i < need {
                break;
            }
            cur.push(levels[lvl][i]);
            let go_on = walk(levels, profile, lvl, i + 1, cur, visit);
            cur.pop();
            if !go_on {
                return false;
            }
        }
        true
    }
    let mut cur = Vec::new();
    walk(levels, profile, 0, 0, &mut cur, visit);
}

/// [C6]: unless the next scoregroup is emptied by `ups`, what is left of it can be
/// paired ([C1], and [C3] for the teams below) with the fewest upfloaters its parity
/// allows (none when even, one when odd).
fn c6_met(f: &Field, lower: &[usize], levels: &[Vec<usize>], ups: &[usize]) -> bool {
    let Some(next) = levels.first() else {
        return true;
    };
    let left: Vec<usize> = next.iter().copied().filter(|i| !ups.contains(i)).collect();
    if left.is_empty() {
        return true;
    }
    let below: Vec<usize> = lower
        .iter()
        .copied()
        .filter(|i| !ups.contains(i) && !next.contains(i))
        .collect();
    if left.len().is_multiple_of(2) {
        return f.pairable(&left) && f.pairable(&below);
    }
    below.iter().any(|&u| {
        let with: Vec<usize> = left.iter().copied().chain([u]).collect();
        let rest: Vec<usize> = below.iter().copied().filter(|&i| i != u).collect();
        f.pairable(&with) && f.pairable(&rest)
    })
}

thread_local! {
    /// How many matchings the calling thread's bracket pairings ran, for the test that
    /// keeps round 1 of a large event quick.
    static BRACKET_MATCHINGS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many matchings [`pair_bracket`] has run on the calling thread so far.
#[cfg(test)]
fn bracket_matchings() -> usize {
    BRACKET_MATCHINGS.with(std::cell::Cell::get)
}

/// Art. 3.6: the first pairing of `bracket` (indices in TPN order) in identifier order
/// among those of least [C8]-[C10] cost, with that cost.
fn pair_bracket(f: &Field, bracket: &[usize], ups: &[usize]) -> Option<(Vec<(usize, usize)>, u64)> {
    let m = bracket.len();
    let cost = |i: usize, j: usize| f.pair_cost(bracket[i], bracket[j], ups);
    // Edge weight: a pair first (so the matching is perfect), then the least cost, then,
    // in the low `tie_bits`, a tie-break toward pairs half the bracket apart (S1 against
    // S2, as the identifier's steps below will most often ask). The tie-breaks of a whole
    // matching sum to less than one unit of cost, so every matching found still has the
    // least cost there is under its constraint, and the answers of `feasible` below are
    // the same; the tie-break only makes the best pairing in hand more often the one the
    // next step keeps, so that fewer matchings are run (round 1 of 200 teams).
    let tie_bits = u128::BITS - ((m * m / 2 + 1) as u128).leading_zeros();
    let tie_break = |i: usize, j: usize| (m - (j - i).abs_diff(m / 2)) as u128;
    let weight = |i: usize, j: usize| {
        (((1u128 << 40) + ((1u128 << 22) - u128::from(cost(i, j)))) << tie_bits) + tie_break(i, j)
    };
    let solve = |allowed: &dyn Fn(usize, usize) -> bool| -> Option<(Vec<Option<usize>>, u64)> {
        let mut edges = Vec::new();
        for i in 0..m {
            for j in i + 1..m {
                if f.may_meet(bracket[i], bracket[j]) && allowed(i, j) {
                    edges.push((i, j, weight(i, j)));
                }
            }
        }
        BRACKET_MATCHINGS.with(|c| c.set(c.get() + 1));
        let mates = max_weight_matching(m, &edges).ok()?;
        if !mates.iter().all(Option::is_some) {
            return None;
        }
        let total = (0..m)
            .filter_map(|i| mates[i].filter(|&j| j > i).map(|j| cost(i, j)))
            .sum();
        Some((mates, total))
    };
    let (first, least) = solve(&|_, _| true)?;
    // The last best pairing found: when it keeps a new constraint, it proves the
    // constraint leaves a best pairing, and no matching is run (round 1 of 200 teams:
    // a few matchings instead of 300).
    let witness = std::cell::RefCell::new(first);
    let feasible = |allowed: &dyn Fn(usize, usize) -> bool| {
        let kept = witness
            .borrow()
            .iter()
            .enumerate()
            .all(|(i, mate)| mate.is_some_and(|j| j < i || allowed(i, j)));
        if kept {
            return true;
        }
        match solve(allowed) {
            Some((mates, total)) if total == least => {
                *witness.borrow_mut() = mates;
                true
            }
            _ => false,
        }
    };
    // The identifier starts with the top members: each team, in TPN order, is a top member
    // (paired with a larger TPN) whenever a best pairing allows it.
    #[derive(Clone, Copy, PartialEq)]
    enum Role {
        Open,
        Top,
        Bottom,
    }
    let mut role = vec![Role::Open; m];
    for i in 0..m {
        role[i] = Role::Top;
        // Each top member is the smaller number of its pair and its opponent no top
        // member, so a pairing of the whole bracket has at most half of it as top
        // members: one more cannot be, and no matching is run to see it.
        let tops = role.iter().filter(|&&x| x == Role::Top).count();
        let r = role.clone();
        if tops > m / 2 || !feasible(&|a, b| r[a] != Role::Bottom && r[b] != Role::Top) {
            role[i] = Role::Bottom;
        }
    }
    // Then each top member, smallest first, takes the smallest bottom member it can.
    let mut fixed: Vec<Option<usize>> = vec![None; m];
    for t in 0..m {
        if role[t] != Role::Top {
            continue;
        }
        for b in t + 1..m {
            if role[b] != Role::Bottom
                || fixed.contains(&Some(b))
                || !f.may_meet(bracket[t], bracket[b])
            {
                continue;
            }
            fixed[t] = Some(b);
            let (r, fx) = (role.clone(), fixed.clone());
            let ok = feasible(&|x, y| {
                r[x] == Role::Top
                    && r[y] == Role::Bottom
                    && fx[x].is_none_or(|z| z == y)
                    && !fx.iter().enumerate().any(|(k, z)| k != x && *z == Some(y))
            });
            if ok {
                break;
            }
            fixed[t] = None;
        }
        fixed[t]?;
    }
    let pairs = (0..m)
        .filter_map(|t| fixed[t].map(|b| (bracket[t], bracket[b])))
        .collect();
    Some((pairs, least))
}

/// Whether the first-team `hi` (ranked higher: Art. 4.2) gets White, and the step of
/// Art. 4.3 that decided it.
fn allocate(hi: &TeamEntrant, lo: &TeamEntrant, f: &Field, initial: Colour) -> (bool, ColourStep) {
    let played = |t: &TeamEntrant| -> Vec<Colour> { t.colours.iter().flatten().copied().collect() };
    let (ch, cl) = (played(hi), played(lo));
    if ch.is_empty() && cl.is_empty() {
        let c = if hi.number % 2 == 1 {
            initial
        } else {
            initial.opposite()
        };
        return (
            c == Colour::White,
            ColourStep::NeitherPlayed {
                team: hi.number,
                colour: c,
            },
        );
    }
    let pref = |t: &TeamEntrant| preference_of(&t.colours, f.kind, f.last_round);
    let (ph, pl) = (pref(hi), pref(lo));
    match (ph, pl) {
        (Some(p), None) => {
            return (
                p.colour == Colour::White,
                ColourStep::OnlyPreference {
                    team: hi.number,
                    colour: p.colour,
                },
            );
        }
        (None, Some(p)) => {
            return (
                p.colour == Colour::Black,
                ColourStep::OnlyPreference {
                    team: lo.number,
                    colour: p.colour,
                },
            );
        }
        (Some(a), Some(b)) if a.colour != b.colour => {
            return (a.colour == Colour::White, ColourStep::BothMet);
        }
        (Some(a), Some(b)) if f.kind == Preferences::TypeB && a.strong != b.strong => {
            let (t, p) = if a.strong { (hi, a) } else { (lo, b) };
            return (
                (p.colour == Colour::White) == a.strong,
                ColourStep::OnlyStrong {
                    team: t.number,
                    colour: p.colour,
                },
            );
        }
        _ => {}
    }
    let (cdh, cdl) = (
        colour_difference(&hi.colours),
        colour_difference(&lo.colours),
    );
    if cdh != cdl {
        let w = if cdh < cdl { hi } else { lo };
        return (cdh < cdl, ColourStep::LowerDifference { team: w.number });
    }
    for (a, b) in ch.iter().rev().zip(cl.iter().rev()) {
        if a != b {
            return (
                *a == Colour::Black,
                ColourStep::Alternate {
                    team: hi.number,
                    had: *a,
                },
            );
        }
    }
    if let Some(p) = ph {
        return (
            p.colour == Colour::White,
            ColourStep::FirstTeamPreference {
                team: hi.number,
                colour: p.colour,
            },
        );
    }
    if let Some(c) = ch.last() {
        return (
            *c == Colour::Black,
            ColourStep::FirstTeamAlternates {
                team: hi.number,
                from: *c,
            },
        );
    }
    if let Some(c) = cl.last() {
        return (
            *c == Colour::White,
            ColourStep::OtherTeamAlternates {
                team: lo.number,
                from: *c,
            },
        );
    }
    (true, ColourStep::FirstTeamWhite { team: hi.number })
}
#[cfg(test)]
mod tests;

#[cfg(test)]
mod refusal_words;
