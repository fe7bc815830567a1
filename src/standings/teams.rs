//! School team totals (MSSM Pahang 6.3) and the championship-wide school table.
//!
//! A team's score is the sum of the best N individual scores of its players in the
//! section (N = `TeamSettings::counted`, 4 by default). A player's points are earned
//! only in the rounds he played, always for the team he belongs to, so a reserve
//! substituted in (a `Substitution`) brings his own rounds and the player he replaced
//! keeps his; the best N of all of them count. Ties between teams are broken by a
//! configurable list; by default the sum of the counted players' first individual
//! tie-break, then the score of the next best player (the N+1th), then the team's best
//! individual place.

use super::StandingsError;
use super::ranking::{Place, Standings, compare, section_standings};
use super::value::Value;
use crate::model::{PlayerId, Points, RoundNo, Section, TeamId, Tournament};
use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap};

/// How teams level on points are separated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TeamTieBreak {
    /// Sum over the counted players of the individual tie-break at this index of the
    /// section's list (0 = the first).
    SumOfCounted(usize),
    /// The score of the best player who did not count.
    NextPlayerScore,
    /// The best individual place of a team member (lower first).
    BestPlace,
}

impl TeamTieBreak {
    pub fn defaults() -> Vec<TeamTieBreak> {
        vec![
            TeamTieBreak::SumOfCounted(0),
            TeamTieBreak::NextPlayerScore,
            TeamTieBreak::BestPlace,
        ]
    }

    pub fn label(&self, standings: &Standings) -> String {
        match self {
            TeamTieBreak::SumOfCounted(i) => match standings.tiebreaks.get(*i) {
                Some(tb) => format!("sum {tb}"),
                None => "sum -".into(),
            },
            TeamTieBreak::NextPlayerScore => "next".into(),
            TeamTieBreak::BestPlace => "best".into(),
        }
    }

    fn ascending(&self) -> bool {
        matches!(self, TeamTieBreak::BestPlace)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamMember {
    pub player: PlayerId,
    pub points: Points,
    pub place: Place,
    /// Among the best N whose points make the team score.
    pub counted: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamRow {
    pub team: TeamId,
    pub name: String,
    pub code: String,
    pub score: Points,
    pub values: Vec<Option<Value>>,
    /// Best first (by points, then individual place).
    pub members: Vec<TeamMember>,
    pub place: Place,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamStandings {
    pub counted: u8,
    pub tiebreaks: Vec<TeamTieBreak>,
    pub rows: Vec<TeamRow>,
}

/// Team standings of `section` from its individual `standings`.
pub fn team_standings(
    section: &Section,
    standings: &Standings,
    tiebreaks: &[TeamTieBreak],
) -> TeamStandings {
    let n = section.team_settings.counted as usize;
    let team_of: HashMap<PlayerId, TeamId> = section
        .players
        .iter()
        .filter_map(|p| Some((p.id, p.team?)))
        .collect();
    let mut rows: Vec<TeamRow> = section
        .teams
        .iter()
        .map(|team| {
            let mut members: Vec<(TeamMember, &super::ranking::Row)> = standings
                .rows
                .iter()
                .filter(|r| team_of.get(&r.player) == Some(&team.id))
                .map(|r| {
                    let m = TeamMember {
                        player: r.player,
                        points: r.points,
                        place: r.place,
                        counted: false,
                    };
                    (m, r)
                })
                .collect();
            // Standings rows are already best first.
            for (i, (m, _)) in members.iter_mut().enumerate() {
                m.counted = i < n;
            }
            let score = members
                .iter()
                .filter(|(m, _)| m.counted)
                .map(|(m, _)| m.points)
                .sum();
            let values = tiebreaks
                .iter()
                .map(|tb| match tb {
                    TeamTieBreak::SumOfCounted(i) => {
                        let vals: Option<Vec<Value>> = members
                            .iter()
                            .filter(|(m, _)| m.counted)
                            .map(|(_, r)| r.values.get(*i).copied().flatten())
                            .collect();
                        vals.map(|v| v.into_iter().sum())
                    }
                    TeamTieBreak::NextPlayerScore => Some(
                        members
                            .get(n)
                            .map_or(Value::ZERO, |(m, _)| Value::points(m.points)),
                    ),
                    TeamTieBreak::BestPlace => members
                        .first()
                        .map(|(m, _)| Value::int(m.place.first as i64)),
                })
                .collect();
            TeamRow {
                team: team.id,
                name: team.name.clone(),
                code: team.code.clone(),
                score,
                values,
                members: members.into_iter().map(|(m, _)| m).collect(),
                place: Place { first: 0, last: 0 },
            }
        })
        .collect();
    let order = |a: &TeamRow, b: &TeamRow| {
        b.score.cmp(&a.score).then_with(|| {
            tiebreaks
                .iter()
                .enumerate()
                .map(|(i, tb)| compare(a.values[i], b.values[i], tb.ascending()))
                .find(|o| o.is_ne())
                .unwrap_or(Ordering::Equal)
        })
    };
    rows.sort_by(|a, b| order(a, b).then(a.name.cmp(&b.name)));
    assign_places(&mut rows, |a, b| order(a, b).is_eq(), |r, p| r.place = p);
    TeamStandings {
        counted: n as u8,
        tiebreaks: tiebreaks.to_vec(),
        rows,
    }
}

/// Shared places over rows already sorted.
fn assign_places<T>(rows: &mut [T], same: impl Fn(&T, &T) -> bool, set: impl Fn(&mut T, Place)) {
    let mut start = 0;
    while start < rows.len() {
        let mut end = start + 1;
        while end < rows.len() && same(&rows[start], &rows[end]) {
            end += 1;
        }
        for r in &mut rows[start..end] {
            set(
                r,
                Place {
                    first: start as u32 + 1,
                    last: end as u32,
                },
            );
        }
        start = end;
    }
}

/// One school in the championship-wide table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchoolRow {
    /// The team name, which is the school's name in every section.
    pub name: String,
    /// Sum of the school's team scores over all sections.
    pub team_points: Points,
    /// Individual places 1, 2 and 3 won by its players.
    pub individual_medals: [u32; 3],
    /// Team places 1, 2 and 3 won by its teams.
    pub team_medals: [u32; 3],
    pub place: Place,
}

impl SchoolRow {
    /// Gold, silver and bronze, individual and team together.
    pub fn medals(&self) -> [u32; 3] {
        [0, 1, 2].map(|i| self.individual_medals[i] + self.team_medals[i])
    }
}

/// The school table across every section of the championship, each section ranked
/// under its own tie-break list after `round` (its last paired round when `None` or
/// when it has fewer). Ordered by team points, then gold, silver and bronze medals.
pub fn school_table(
    t: &Tournament,
    round: Option<RoundNo>,
) -> Result<Vec<SchoolRow>, StandingsError> {
    let mut by_name: BTreeMap<String, SchoolRow> = BTreeMap::new();
    for section in &t.sections {
        let r = round.map(|r| r.min(section.rounds_paired()));
        let st = section_standings(section, r)?;
        let ts = team_standings(section, &st, &TeamTieBreak::defaults());
        for team in &section.teams {
            by_name
                .entry(team.name.clone())
                .or_insert_with(|| SchoolRow {
                    name: team.name.clone(),
                    team_points: Points::ZERO,
                    individual_medals: [0; 3],
                    team_medals: [0; 3],
                    place: Place { first: 0, last: 0 },
                });
        }
        for row in &ts.rows {
            let Some(school) = by_name.get_mut(&row.name) else {
                continue;
            };
            school.team_points += row.score;
            if (1..=3).contains(&row.place.first) {
                school.team_medals[row.place.first as usize - 1] += 1;
            }
        }
        for row in st.rows.iter().filter(|r| (1..=3).contains(&r.place.first)) {
            let team = section
                .player(row.player)
                .and_then(|p| p.team)
                .and_then(|id| section.team(id));
            if let Some(school) = team.and_then(|tm| by_name.get_mut(&tm.name)) {
                school.individual_medals[row.place.first as usize - 1] += 1;
            }
        }
    }
    let mut rows: Vec<SchoolRow> = by_name.into_values().collect();
    let key = |r: &SchoolRow| {
        (
            std::cmp::Reverse(r.team_points),
            r.medals().map(std::cmp::Reverse),
        )
    };
    rows.sort_by(|a, b| key(a).cmp(&key(b)).then(a.name.cmp(&b.name)));
    assign_places(&mut rows, |a, b| key(a) == key(b), |r, p| r.place = p);
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::super::code::parse_list;
    use super::super::ranking::standings;
    use super::super::scores::tests::{B, D, W, round, section};
    use super::*;
    use crate::model::{ByeKind, Substitution, Team};

    /// Two schools of three players each (one a reserve for school A), best 2 counting.
    fn two_schools() -> Section {
        let mut s = section(6, 2);
        s.team_settings.counted = 2;
        s.teams.push(Team {
            id: TeamId(1),
            name: "SK Seri Indah".into(),
            code: "SKSI".into(),
        });
        s.teams.push(Team {
            id: TeamId(2),
            name: "SK Taman Melati".into(),
            code: "SKTM".into(),
        });
        for (i, p) in s.players.iter_mut().enumerate() {
            p.team = Some(TeamId(if i % 2 == 0 { 1 } else { 2 }));
            p.board = Some(i as u8 / 2 + 1);
        }
        // Player 5 (school A) is the reserve, in for player 1 from round 2.
        s.players[4].reserve = true;
        s.substitutions.push(Substitution {
            team: TeamId(1),
            from_round: 2,
            incoming: PlayerId(5),
            outgoing: PlayerId(1),
        });
        round(
            &mut s,
            &[(1, 2, W), (3, 4, D)],
            &[(5, ByeKind::Absent), (6, ByeKind::Pab)],
        );
        round(&mut s, &[(5, 2, W), (3, 6, B), (4, 1, D)], &[]);
        s
    }

    #[test]
    fn best_n_with_a_substitution() {
        let s = two_schools();
        let st = standings(&s, None, &parse_list("BH").unwrap()).unwrap();
        let ts = team_standings(&s, &st, &TeamTieBreak::defaults());
        // A: 1 = 1.5, 3 = 0.5, 5 = 1 -> best two 2.5. B: 2 = 0, 4 = 1, 6 = 2 -> 3.
        let got: Vec<(String, String, String)> = ts
            .rows
            .iter()
            .map(|r| (r.code.clone(), r.score.to_string(), r.place.to_string()))
            .collect();
        assert_eq!(
            got,
            [
                ("SKTM".into(), "3".into(), "1".into()),
                ("SKSI".into(), "2.5".into(), "2".into())
            ]
        );
        let a = &ts.rows[1];
        let counted: Vec<(u32, bool)> = a.members.iter().map(|m| (m.player.0, m.counted)).collect();
        assert_eq!(counted, [(1, true), (5, true), (3, false)]);
        // The next player's score is the third best: 0.5.
        assert_eq!(a.values[1], Some(Value(50)));
    }

    #[test]
    fn level_teams_use_the_tiebreaks() {
        let mut s = section(4, 1);
        s.team_settings.counted = 1;
        s.teams.push(Team {
            id: TeamId(1),
            name: "SK Alpha".into(),
            code: "A".into(),
        });
        s.teams.push(Team {
            id: TeamId(2),
            name: "SK Beta".into(),
            code: "B".into(),
        });
        for (i, p) in s.players.iter_mut().enumerate() {
            p.team = Some(TeamId(if i < 2 { 1 } else { 2 }));
        }
        round(&mut s, &[(1, 3, D), (2, 4, D)], &[]);
        let st = standings(&s, None, &[]).unwrap();
        let ts = team_standings(&s, &st, &[TeamTieBreak::BestPlace]);
        assert_eq!(ts.rows[0].place.to_string(), "1-2");
        let tpl = team_standings(&s, &st, &[]);
        assert_eq!(tpl.rows[1].place.to_string(), "1-2");
    }

    #[test]
    fn school_table_across_sections() {
        let mut t = Tournament::new("Kejohanan Catur MSSM Pahang 2026");
        t.sections.push(two_schools());
        let mut g = two_schools();
        g.code = "P12".into();
        t.sections.push(g);
        let table = school_table(&t, None).unwrap();
        assert_eq!(table[0].name, "SK Taman Melati");
        assert_eq!(table[0].team_points, Points(60));
        assert_eq!(table[0].team_medals, [2, 0, 0]);
        assert_eq!(table[1].team_medals, [0, 2, 0]);
        // Individual places 1-3 per section: 6 (2 pts), 1 (1.5), then 4 and 5 (1 each,
        // BH decides).
        let total: u32 = table
            .iter()
            .map(|r| r.individual_medals.iter().sum::<u32>())
            .sum();
        assert!(total >= 6);
    }
}
