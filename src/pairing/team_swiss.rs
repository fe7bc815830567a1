//! Team pairing: the FIDE Swiss Team Pairing System (Handbook C.04.6, approved October
//! 2025, in force 1 February 2026) and Berger tables for team round robins.
//!
//! This module knows teams only by their pairing number, their two scores and their
//! history; the operations layer builds that view from the section. Our reading of
//! C.04.6, criterion by criterion (each has a named test at the bottom):
//! - Ranking order for pairing (Art. 1): primary score (match points by default, or game
//!   points when the section ranks by them), then the secondary score, then pairing
//!   number.
//! - C1 (absolute): two teams meet at most once.
//! - C2 (absolute): a team receives the pairing-allocated bye at most once.
//! - Bye (Art. 3.4): with an odd number of teams the bye goes to a team that may have it
//!   and leaves the others pairable: the lowest score, then the most matches played,
//!   then the largest pairing number.
//! - Brackets (Art. 3.6, lexicographic pairing): the highest-ranked unpaired team is
//!   paired first. Within its score group of `m` teams it meets the team in the first
//!   place of the lower half (1 v m/2+1, so S1 meets S2 in order), then the following
//!   ones, then the upper half upwards; only when no team of its score group is
//!   possible does a team of a lower score float up, nearest score first. The first
//!   complete pairing in that order is the pairing: the fewest and smallest floats
//!   from the top down.
//! - Colour preference (Art. 1.7.1, type A), read from the colours on board 1, byes and
//!   free rounds left out: with CD the number of Whites minus Blacks, a team prefers
//!   White when CD < -1, or when CD is 0 or -1 and its last two matches were with Black;
//!   Black the other way round; otherwise it has no preference.
//! - Colour allocation (Art. 4.2-4.3): the first-team is the one with the higher score,
//!   then the higher second score, then the smaller pairing number. (1) Neither team has
//!   played a match: the first-team takes the initial colour when its pairing number is
//!   odd, the other colour when even. (2) Only one team has a preference: it is met.
//!   (3) Opposite preferences: both are met. (4) is for type B preferences, not used.
//!   (5) The team with the lower CD takes White. (6) Going back from the last round, at
//!   the first round the two had different colours, each alternates from it. (7) The
//!   first-team's preference is met. (8) The first-team alternates from its last colour.
//!   (9) The other team alternates from its last colour.
//! - Board colours: the team with White on board 1 has White on every odd board.
//!
//! C.04.6's colour quality criteria (C8-C10) are not used to choose between pairings
//! here: colours are allocated after the teams are paired. That is a simplification of
//! the 2026 text and is named in the explanation.

use crate::model::{Colour, RoundNo};

/// A team as the pairing sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamEntrant {
    /// Pairing number, 1-based.
    pub number: u32,
    /// Score that ranks first, in tenths.
    pub primary: i32,
    /// Score that ranks second, in tenths.
    pub secondary: i32,
    /// Pairing numbers of the teams already met.
    pub opponents: Vec<u32>,
    /// Colour on board 1 in each round before this one, round 1 first (`None`: no
    /// match that round: a bye, a free round, no line-up).
    pub colours: Vec<Option<Colour>>,
    pub had_bye: bool,
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
    pub explanation: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TeamPairingError {
    #[error("a team event needs at least 2 teams; this one has {0}")]
    TooFewTeams(usize),
    #[error(
        "no legal pairing of the {teams} teams exists for round {round}: every way leaves \
         two teams that already met (C.04.6 C1) or a second bye (C2)"
    )]
    NoLegalPairing { teams: usize, round: RoundNo },
    #[error("{0}")]
    RoundRobin(String),
}

/// Whites minus Blacks on board 1 (Art. 1.7: the colour difference, CD).
pub fn colour_difference(colours: &[Option<Colour>]) -> i32 {
    colours.iter().flatten().fold(0, |cd, c| match c {
        Colour::White => cd + 1,
        Colour::Black => cd - 1,
    })
}

/// The type A colour preference (Art. 1.7.1), or `None` when the team has none.
pub fn preference(colours: &[Option<Colour>]) -> Option<Colour> {
    let played: Vec<Colour> = colours.iter().flatten().copied().collect();
    let cd = colour_difference(colours);
    let last_two =
        |c: Colour| played.len() >= 2 && played[played.len() - 2..].iter().all(|x| *x == c);
    if cd < -1 || ((cd == 0 || cd == -1) && last_two(Colour::Black)) {
        Some(Colour::White)
    } else if cd > 1 || ((cd == 0 || cd == 1) && last_two(Colour::White)) {
        Some(Colour::Black)
    } else {
        None
    }
}

fn last_colour(colours: &[Option<Colour>]) -> Option<Colour> {
    colours.iter().rev().flatten().next().copied()
}

fn rank_key(t: &TeamEntrant) -> (i32, i32, i64) {
    (-t.primary, -t.secondary, i64::from(t.number))
}

/// Pairs round `round` of a team Swiss. `initial` is White's team of match 1 in round 1.
pub fn pair_swiss(
    teams: &[TeamEntrant],
    round: RoundNo,
    initial: Colour,
) -> Result<TeamPairing, TeamPairingError> {
    if teams.len() < 2 {
        return Err(TeamPairingError::TooFewTeams(teams.len()));
    }
    let mut ranked: Vec<&TeamEntrant> = teams.iter().collect();
    ranked.sort_by_key(|t| rank_key(t));
    let mut explanation = vec![format!(
        "round {round}: {} teams in ranking order (score, second score, pairing number): {}",
        ranked.len(),
        ranked
            .iter()
            .map(|t| format!("{} ({})", t.number, show(t.primary)))
            .collect::<Vec<_>>()
            .join(", ")
    )];
    let mut bye = None;
    let mut pairs = None;
    if ranked.len() % 2 == 1 {
        for t in ranked.iter().filter(|t| t.had_bye) {
            explanation.push(format!(
                "team {} already had the bye (C2): not given it again",
                t.number
            ));
        }
        // Art. 3.4: the lowest score, then the most matches played, then the largest
        // pairing number.
        let mut order: Vec<usize> = (0..ranked.len()).filter(|&k| !ranked[k].had_bye).collect();
        order.sort_by_key(|&k| {
            let t = ranked[k];
            let played = t.colours.iter().flatten().count();
            (
                t.primary,
                std::cmp::Reverse(played),
                std::cmp::Reverse(t.number),
            )
        });
        for k in order {
            let rest: Vec<&TeamEntrant> = ranked
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != k)
                .map(|(_, t)| *t)
                .collect();
            if let Some(p) = pair_all(&rest) {
                explanation.push(format!(
                    "bye: team {} (Art. 3.4: lowest score, most matches played, largest \
                     pairing number, leaving the others pairable)",
                    ranked[k].number
                ));
                bye = Some(ranked[k].number);
                pairs = Some((rest, p));
                break;
            }
        }
    } else {
        pairs = pair_all(&ranked).map(|p| (ranked.clone(), p));
    }
    let Some((rest, pairs)) = pairs else {
        return Err(TeamPairingError::NoLegalPairing {
            teams: teams.len(),
            round,
        });
    };
    let mut matches: Vec<(usize, usize)> = pairs
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    // Board order: the match of the higher-ranked team first.
    matches.sort();
    let mut out = Vec::new();
    for (board, &(a, b)) in matches.iter().enumerate() {
        let (hi, lo) = (rest[a], rest[b]);
        let float = if hi.primary == lo.primary {
            "same score".to_string()
        } else {
            format!(
                "team {} floats up from {} to {}",
                lo.number,
                show(lo.primary),
                show(hi.primary)
            )
        };
        let (white_hi, why) = allocate(hi, lo, initial);
        let (w, bl) = if white_hi { (hi, lo) } else { (lo, hi) };
        explanation.push(format!(
            "match {}: team {} - team {} ({float}); colours: {why}",
            board + 1,
            w.number,
            bl.number
        ));
        out.push(TeamPair {
            white: w.number,
            black: bl.number,
        });
    }
    explanation.push(
        "colours are allocated after pairing; C.04.6 C8-C10 do not choose between pairings here"
            .to_string(),
    );
    Ok(TeamPairing {
        matches: out,
        bye,
        explanation,
    })
}

fn show(tenths: i32) -> String {
    if tenths % 10 == 0 {
        format!("{}", tenths / 10)
    } else {
        format!("{}.{}", tenths / 10, (tenths % 10).abs())
    }
}

/// Whether the first-team `hi` (ranked higher: Art. 4.2) gets White, and the step of
/// Art. 4.3 that decided it.
fn allocate(hi: &TeamEntrant, lo: &TeamEntrant, initial: Colour) -> (bool, String) {
    let name = |c: Colour| match c {
        Colour::White => "White",
        Colour::Black => "Black",
    };
    let never_played = |t: &TeamEntrant| t.colours.iter().all(Option::is_none);
    if never_played(hi) && never_played(lo) {
        let c = if hi.number % 2 == 1 {
            initial
        } else {
            initial.opposite()
        };
        return (
            c == Colour::White,
            format!(
                "4.3.1 neither team has played: team {} ({} pairing number) takes {}",
                hi.number,
                if hi.number % 2 == 1 { "odd" } else { "even" },
                name(c)
            ),
        );
    }
    let (ph, pl) = (preference(&hi.colours), preference(&lo.colours));
    match (ph, pl) {
        (Some(c), None) => {
            return (
                c == Colour::White,
                format!(
                    "4.3.2 only team {} has a preference ({})",
                    hi.number,
                    name(c)
                ),
            );
        }
        (None, Some(c)) => {
            return (
                c == Colour::Black,
                format!(
                    "4.3.2 only team {} has a preference ({})",
                    lo.number,
                    name(c)
                ),
            );
        }
        (Some(a), Some(b)) if a != b => {
            return (a == Colour::White, "4.3.3 both preferences met".to_string());
        }
        _ => {}
    }
    let (cdh, cdl) = (
        colour_difference(&hi.colours),
        colour_difference(&lo.colours),
    );
    if cdh != cdl {
        let (w, _) = if cdh < cdl { (hi, lo) } else { (lo, hi) };
        return (
            cdh < cdl,
            format!(
                "4.3.5 team {} has the lower colour difference: White",
                w.number
            ),
        );
    }
    for (a, b) in hi.colours.iter().zip(&lo.colours).rev() {
        if let (Some(a), Some(b)) = (a, b)
            && a != b
        {
            return (
                *a == Colour::Black,
                format!(
                    "4.3.6 both alternate from the last round they had different colours \
                     (team {} had {})",
                    hi.number,
                    name(*a)
                ),
            );
        }
    }
    if let Some(c) = ph {
        return (
            c == Colour::White,
            format!(
                "4.3.7 the first-team {}'s preference ({})",
                hi.number,
                name(c)
            ),
        );
    }
    if let Some(c) = last_colour(&hi.colours) {
        return (
            c == Colour::Black,
            format!("4.3.8 team {} alternates from {}", hi.number, name(c)),
        );
    }
    if let Some(c) = last_colour(&lo.colours) {
        return (
            c == Colour::White,
            format!("4.3.9 team {} alternates from {}", lo.number, name(c)),
        );
    }
    (true, format!("team {} takes White", hi.number))
}

/// The first complete pairing in the lexicographic order described in the module
/// comment, as index pairs into `ranked`, or `None` if C1 leaves none.
fn pair_all(ranked: &[&TeamEntrant]) -> Option<Vec<(usize, usize)>> {
    let mut used = vec![false; ranked.len()];
    let mut out = Vec::new();
    if search(ranked, &mut used, &mut out, &mut 0) {
        Some(out)
    } else {
        None
    }
}

/// Gives up after this many steps (a field where C1 leaves almost nothing), so that a
/// hopeless search ends with a refusal rather than hanging.
const STEP_LIMIT: u64 = 2_000_000;

fn search(
    ranked: &[&TeamEntrant],
    used: &mut [bool],
    out: &mut Vec<(usize, usize)>,
    steps: &mut u64,
) -> bool {
    let Some(first) = used.iter().position(|u| !u) else {
        return true;
    };
    *steps += 1;
    if *steps > STEP_LIMIT {
        return false;
    }
    used[first] = true;
    for c in candidates(ranked, used, first) {
        if ranked[first].opponents.contains(&ranked[c].number) {
            continue;
        }
        used[c] = true;
        out.push((first, c));
        if search(ranked, used, out, steps) {
            return true;
        }
        out.pop();
        used[c] = false;
    }
    used[first] = false;
    false
}

/// The opponents `first` tries, in order: its own score group (lower half first, from
/// its top; then the upper half upwards), then lower scores, nearest first.
fn candidates(ranked: &[&TeamEntrant], used: &[bool], first: usize) -> Vec<usize> {
    let score = ranked[first].primary;
    let group: Vec<usize> = (0..ranked.len())
        .filter(|&i| !used[i] && ranked[i].primary == score)
        .collect();
    // `group` lacks `first` itself, which stands at the top of its group.
    let m = group.len() + 1;
    let half = m / 2;
    let mut order: Vec<usize> = Vec::with_capacity(ranked.len());
    if half >= 1 {
        order.extend(group.iter().skip(half - 1));
        order.extend(group.iter().take(half - 1).rev());
    }
    order.extend((0..ranked.len()).filter(|&i| !used[i] && ranked[i].primary != score));
    order
}

/// Round `round` of a team round robin from the Berger tables (C.05 Annex 1): team
/// pairing numbers are the Berger numbers, the first-named has White on board 1. With
/// an odd number of teams the team meeting the dummy number has the round off.
pub fn pair_round_robin(
    teams: u32,
    double: bool,
    round: RoundNo,
) -> Result<TeamPairing, TeamPairingError> {
    let games = super::round_robin::schedule_round(teams, double, round)
        .map_err(|e| TeamPairingError::RoundRobin(e.to_string().replace("players", "teams")))?;
    let mut matches = Vec::new();
    let mut bye = None;
    for g in games {
        if g.white > teams {
            bye = Some(g.black);
        } else if g.black > teams {
            bye = Some(g.white);
        } else {
            matches.push(TeamPair {
                white: g.white,
                black: g.black,
            });
        }
    }
    let mut explanation = vec![format!(
        "round {round}: Berger table for {} numbers{}",
        super::round_robin::table_size(teams),
        if double { ", double round robin" } else { "" }
    )];
    explanation.extend(matches.iter().enumerate().map(|(k, m)| {
        format!(
            "match {}: team {} - team {} as the table gives (White on board 1 to the first)",
            k + 1,
            m.white,
            m.black
        )
    }));
    if let Some(b) = bye {
        explanation.push(format!(
            "team {b} meets the dummy number: no match this round"
        ));
    }
    Ok(TeamPairing {
        matches,
        bye,
        explanation,
    })
}

/// The colour a board of a match has for the team with White on board 1: White on odd
/// boards, Black on even ones.
pub fn board_colour(board: usize) -> Colour {
    if !board.is_multiple_of(2) {
        Colour::White
    } else {
        Colour::Black
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    fn team(number: u32, primary: i32) -> TeamEntrant {
        TeamEntrant {
            number,
            primary,
            secondary: 0,
            opponents: Vec::new(),
            colours: Vec::new(),
            had_bye: false,
        }
    }

    fn with_colours(mut t: TeamEntrant, colours: &[Option<Colour>]) -> TeamEntrant {
        t.colours = colours.to_vec();
        t
    }

    fn pairs(p: &TeamPairing) -> Vec<(u32, u32)> {
        p.matches.iter().map(|m| (m.white, m.black)).collect()
    }

    fn unordered(p: &TeamPairing) -> Vec<(u32, u32)> {
        let mut v: Vec<(u32, u32)> = pairs(p)
            .into_iter()
            .map(|(a, b)| (a.min(b), a.max(b)))
            .collect();
        v.sort();
        v
    }

    fn says(p: &TeamPairing, what: &str) -> bool {
        p.explanation.iter().any(|l| l.contains(what))
    }

    #[test]
    fn team_swiss_round_one_pairs_top_half_against_bottom_half() {
        let teams: Vec<_> = (1..=8).map(|n| team(n, 0)).collect();
        let p = pair_swiss(&teams, 1, W).unwrap();
        // 4.3.1: odd first-teams take the initial colour, even ones the other.
        assert_eq!(pairs(&p), vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
        assert_eq!(p.bye, None);
    }

    #[test]
    fn team_swiss_ranking_uses_the_second_score_then_the_number() {
        let mut teams: Vec<_> = (1..=4).map(|n| team(n, 20)).collect();
        teams[3].secondary = 40; // team 4 heads its group
        let p = pair_swiss(&teams, 2, W).unwrap();
        // Ranking 4, 1, 2, 3: 4 meets 2, 1 meets 3.
        assert_eq!(unordered(&p), vec![(1, 3), (2, 4)]);
    }

    #[test]
    fn team_swiss_c1_no_rematch() {
        let mut teams: Vec<_> = (1..=4).map(|n| team(n, 20)).collect();
        teams[0].opponents = vec![3];
        teams[2].opponents = vec![1];
        let p = pair_swiss(&teams, 2, W).unwrap();
        assert!(!unordered(&p).contains(&(1, 3)), "1 met 3 again: {p:?}");
    }

    #[test]
    fn team_swiss_c1_refuses_when_every_pairing_is_a_rematch() {
        let mut teams = vec![team(1, 0), team(2, 0)];
        teams[0].opponents = vec![2];
        teams[1].opponents = vec![1];
        let e = pair_swiss(&teams, 2, W).unwrap_err();
        assert!(matches!(e, TeamPairingError::NoLegalPairing { .. }));
        assert!(e.to_string().contains("C1"));
    }

    #[test]
    fn team_swiss_c2_no_second_bye() {
        let mut teams: Vec<_> = (1..=5).map(|n| team(n, 10 * (6 - n as i32))).collect();
        teams[4].had_bye = true;
        let p = pair_swiss(&teams, 2, W).unwrap();
        assert_eq!(p.bye, Some(4));
        assert!(says(&p, "(C2)"));
    }

    #[test]
    fn team_swiss_art3_4_bye_to_lowest_score_then_most_matches_then_largest_number() {
        let teams = vec![
            team(1, 40),
            team(2, 20),
            team(3, 20),
            // Same lowest score: team 4 played two matches, team 5 one.
            with_colours(team(4, 0), &[Some(W), Some(B)]),
            with_colours(team(5, 0), &[None, Some(W)]),
        ];
        let p = pair_swiss(&teams, 3, W).unwrap();
        assert_eq!(p.bye, Some(4));
        assert!(says(&p, "Art. 3.4"));
        // Equal matches played: the largest pairing number.
        let teams: Vec<_> = [1, 2, 3, 4, 5].map(|n| team(n, 0)).to_vec();
        assert_eq!(pair_swiss(&teams, 1, W).unwrap().bye, Some(5));
    }

    #[test]
    fn team_swiss_bye_leaves_the_others_pairable() {
        // 4 and 5 met; giving 3 the bye would leave them to meet again.
        let mut teams = vec![team(1, 40), team(2, 40), team(3, 0), team(4, 0), team(5, 0)];
        teams[3].opponents = vec![5];
        teams[4].opponents = vec![4];
        teams[0].opponents = vec![2];
        teams[1].opponents = vec![1];
        let p = pair_swiss(&teams, 3, W).unwrap();
        assert_ne!(p.bye, Some(3));
        assert!(!unordered(&p).contains(&(4, 5)));
    }

    #[test]
    fn team_swiss_float_takes_the_nearest_lower_score() {
        // 1 and 2 met already; 1 meets 3, the best of the next group.
        let mut teams = vec![team(1, 40), team(2, 40), team(3, 20), team(4, 20)];
        teams[0].opponents = vec![2];
        teams[1].opponents = vec![1];
        let p = pair_swiss(&teams, 3, W).unwrap();
        assert_eq!(unordered(&p), vec![(1, 3), (2, 4)]);
        assert!(says(&p, "floats up"));
    }

    #[test]
    fn team_swiss_art1_7_1_type_a_colour_preference() {
        assert_eq!(preference(&[]), None);
        assert_eq!(preference(&[Some(W)]), None);
        assert_eq!(preference(&[Some(W), Some(B)]), None);
        assert_eq!(preference(&[Some(B), Some(B)]), Some(W));
        assert_eq!(preference(&[Some(W), Some(W)]), Some(B));
        // Byes are left out: the last two matches were both with White.
        assert_eq!(preference(&[Some(W), None, Some(W)]), Some(B));
        // CD -1 and the last two with Black.
        assert_eq!(preference(&[Some(W), Some(B), Some(B)]), Some(W));
        // CD +1 without two Whites in a row: no preference.
        assert_eq!(preference(&[Some(W), Some(W), Some(B)]), None);
        // CD < -1 whatever the last two.
        assert_eq!(preference(&[Some(B), Some(B), Some(B), Some(W)]), Some(W));
    }

    #[test]
    fn team_swiss_art4_3_1_neither_played_initial_colour_by_number_parity() {
        // Teams 2 and 4 had no match in round 1: the first-team 2 is even.
        let teams = vec![
            with_colours(team(2, 0), &[None]),
            with_colours(team(4, 0), &[None]),
        ];
        let p = pair_swiss(&teams, 2, W).unwrap();
        assert_eq!(pairs(&p), vec![(4, 2)]);
        assert!(says(&p, "4.3.1"));
        let p = pair_swiss(&teams, 2, B).unwrap();
        assert_eq!(pairs(&p), vec![(2, 4)]);
    }

    #[test]
    fn team_swiss_art4_3_2_only_one_preference_is_met() {
        let teams = vec![
            with_colours(team(1, 20), &[Some(W), Some(B)]),
            with_colours(team(2, 20), &[Some(W), Some(W)]),
        ];
        let p = pair_swiss(&teams, 3, W).unwrap();
        assert_eq!(pairs(&p), vec![(1, 2)]);
        assert!(says(&p, "4.3.2 only team 2"));
    }

    #[test]
    fn team_swiss_art4_3_3_opposite_preferences_are_both_met() {
        let teams = vec![
            with_colours(team(1, 20), &[Some(B), Some(B)]),
            with_colours(team(2, 20), &[Some(W), Some(W)]),
        ];
        let p = pair_swiss(&teams, 3, W).unwrap();
        assert_eq!(pairs(&p), vec![(1, 2)]);
        assert!(says(&p, "4.3.3"));
    }

    #[test]
    fn team_swiss_art4_3_5_lower_colour_difference_takes_white() {
        let teams = vec![
            with_colours(team(1, 20), &[Some(W), Some(W), Some(B)]),
            with_colours(team(2, 20), &[Some(B), Some(W), None]),
        ];
        let p = pair_swiss(&teams, 4, W).unwrap();
        assert_eq!(pairs(&p), vec![(2, 1)]);
        assert!(says(&p, "4.3.5"));
    }

    #[test]
    fn team_swiss_art4_3_6_both_alternate_from_the_last_different_round() {
        let teams = vec![
            with_colours(team(1, 20), &[Some(W), Some(B)]),
            with_colours(team(2, 20), &[Some(B), Some(W)]),
        ];
        let p = pair_swiss(&teams, 3, W).unwrap();
        assert_eq!(pairs(&p), vec![(1, 2)]);
        assert!(says(&p, "4.3.6"));
    }

    #[test]
    fn team_swiss_art4_3_7_the_first_teams_preference() {
        let teams = vec![
            with_colours(team(1, 20), &[Some(B), Some(B)]),
            with_colours(team(2, 20), &[Some(B), Some(B)]),
        ];
        let p = pair_swiss(&teams, 3, W).unwrap();
        assert_eq!(pairs(&p), vec![(1, 2)]);
        assert!(says(&p, "4.3.7"));
    }

    #[test]
    fn team_swiss_art4_3_8_the_first_team_alternates() {
        let teams = vec![
            with_colours(team(1, 20), &[Some(W), None]),
            with_colours(team(2, 20), &[None, Some(W)]),
        ];
        let p = pair_swiss(&teams, 3, W).unwrap();
        assert_eq!(pairs(&p), vec![(2, 1)]);
        assert!(says(&p, "4.3.8"));
    }

    #[test]
    fn team_swiss_art4_2_first_team_is_the_higher_score() {
        // Team 2 leads: it is the first-team, and its preference decides 4.3.7.
        let teams = vec![
            with_colours(team(1, 20), &[Some(W), Some(W)]),
            with_colours(team(2, 40), &[Some(W), Some(W)]),
        ];
        let p = pair_swiss(&teams, 3, W).unwrap();
        assert!(says(&p, "first-team 2"), "{:?}", p.explanation);
    }

    #[test]
    fn team_board_colours_white_team_has_the_odd_boards() {
        assert_eq!(board_colour(1), W);
        assert_eq!(board_colour(2), B);
        assert_eq!(board_colour(3), W);
        assert_eq!(board_colour(4), B);
    }

    /// C.05 Annex 1, the table for 5 or 6 players, every round.
    #[test]
    fn team_round_robin_six_teams_follow_the_berger_table() {
        let table = [
            [(1, 6), (2, 5), (3, 4)],
            [(6, 4), (5, 3), (1, 2)],
            [(2, 6), (3, 1), (4, 5)],
            [(6, 5), (1, 4), (2, 3)],
            [(3, 6), (4, 2), (5, 1)],
        ];
        for (r, want) in table.iter().enumerate() {
            let got = pair_round_robin(6, false, r as RoundNo + 1).unwrap();
            assert_eq!(pairs(&got), want.to_vec(), "round {}", r + 1);
            assert_eq!(got.bye, None);
        }
    }

    /// C.05 Annex 1, the table for 7 or 8 players: with 7 teams the team meeting number
    /// 8 has the round off.
    #[test]
    fn team_round_robin_seven_teams_follow_the_berger_table() {
        let table = [
            [(1, 8), (2, 7), (3, 6), (4, 5)],
            [(8, 5), (6, 4), (7, 3), (1, 2)],
            [(2, 8), (3, 1), (4, 7), (5, 6)],
            [(8, 6), (7, 5), (1, 4), (2, 3)],
            [(3, 8), (4, 2), (5, 1), (6, 7)],
            [(8, 7), (1, 6), (2, 5), (3, 4)],
            [(4, 8), (5, 3), (6, 2), (7, 1)],
        ];
        for (r, want) in table.iter().enumerate() {
            let got = pair_round_robin(7, false, r as RoundNo + 1).unwrap();
            let (off, games): (Vec<_>, Vec<_>) = want.iter().partition(|(w, b)| *w == 8 || *b == 8);
            assert_eq!(pairs(&got), games, "round {}", r + 1);
            let (w, b) = off[0];
            assert_eq!(got.bye, Some(if w == 8 { b } else { w }), "round {}", r + 1);
        }
    }

    #[test]
    fn team_round_robin_every_team_meets_every_other_once() {
        let mut met = std::collections::HashSet::new();
        for r in 1..=9 {
            for m in pair_round_robin(10, false, r).unwrap().matches {
                assert!(met.insert((m.white.min(m.black), m.white.max(m.black))));
            }
        }
        assert_eq!(met.len(), 45);
    }
}
