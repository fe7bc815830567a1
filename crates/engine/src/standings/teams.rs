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
    /// The list of a new section (`SUM1 NEXT BEST`, the model's default).
    pub fn defaults() -> Vec<TeamTieBreak> {
        TeamTieBreak::read_all(&crate::model::TeamTiebreaks::default())
    }

    /// The team tie-breaks of a list of codes (codes the operations checked when they
    /// were set; one that does not read is left out).
    fn read_all(codes: &crate::model::TeamTiebreaks) -> Vec<TeamTieBreak> {
        codes
            .0
            .iter()
            .filter_map(|c| TeamTieBreak::parse(c))
            .collect()
    }

    /// Reads a code of the section's list: `SUM1`, `SUM2`, ... (the sum of the
    /// counted players' first, second, ... individual tie-break), `NEXT`, `BEST`; any
    /// case, spaces around ignored.
    pub fn parse(code: &str) -> Option<TeamTieBreak> {
        let code = code.trim().to_ascii_uppercase();
        match code.as_str() {
            "NEXT" => Some(TeamTieBreak::NextPlayerScore),
            "BEST" => Some(TeamTieBreak::BestPlace),
            _ => {
                let n: usize = code.strip_prefix("SUM")?.parse().ok()?;
                n.checked_sub(1).map(TeamTieBreak::SumOfCounted)
            }
        }
    }

    /// The code [`TeamTieBreak::parse`] reads back.
    pub fn code(&self) -> String {
        match self {
            TeamTieBreak::SumOfCounted(i) => format!("SUM{}", i + 1),
            TeamTieBreak::NextPlayerScore => "NEXT".into(),
            TeamTieBreak::BestPlace => "BEST".into(),
        }
    }

    /// The team tie-breaks the section's settings list.
    pub fn of_section(section: &Section) -> Vec<TeamTieBreak> {
        TeamTieBreak::read_all(&section.settings.team_tiebreaks)
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
    let n = section.settings.team_settings.counted as usize;
    // The filler player (pemain penggenap) never counts for his team.
    let team_of: HashMap<PlayerId, TeamId> = section
        .players
        .iter()
        .filter(|p| !p.filler)
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
    /// Sum of the school's team scores (best N players) over the individual sections.
    pub team_points: Points,
    /// Match points and game points of its teams in the sections played as team
    /// matches, kept apart from `team_points` (which they are not part of).
    pub match_points: Points,
    pub game_points: Points,
    /// Individual places 1, 2 and 3 won by its players in finished sections.
    pub individual_medals: [u32; 3],
    /// Team places 1, 2 and 3 won by its teams in finished sections.
    pub team_medals: [u32; 3],
    /// Its medals weighed by the championship's medal points (0 without them).
    pub medal_points: u32,
    pub place: Place,
}

impl SchoolRow {
    /// Gold, silver and bronze, individual and team together.
    pub fn medals(&self) -> [u32; 3] {
        [0, 1, 2].map(|i| self.individual_medals[i] + self.team_medals[i])
    }
}

/// A medal place still shared after every tie-break of a finished section: its medals
/// are not given until the tie is broken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnresolvedTie {
    /// A team place (else an individual one).
    pub team: bool,
    pub place: Place,
}

/// Where a section stands for the medal table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionProgress {
    pub code: String,
    /// The round the table was made after.
    pub round: RoundNo,
    pub planned: RoundNo,
    /// The last planned round is paired, every result is in, and the table is made
    /// after it: the section's medals count.
    pub finished: bool,
    /// The section's tie-break list ends in drawing of lots (`LOT`).
    pub ends_in_lot: bool,
    /// Medal places still shared (finished sections only).
    pub unresolved: Vec<UnresolvedTie>,
    /// The section is played as team matches: it counts in the match and game points
    /// (and its team medals), not in the best-N team points nor the individual medals.
    pub team_match: bool,
}

/// The championship-wide school table and, per section, whether its medals count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchoolTable {
    pub rows: Vec<SchoolRow>,
    pub sections: Vec<SectionProgress>,
    /// The championship's medal points, when it ranks schools by them.
    pub medal_points: Option<crate::model::MedalPoints>,
}

impl SchoolTable {
    /// Some section is played as team matches: the table has its match and game points.
    pub fn has_team_matches(&self) -> bool {
        self.sections.iter().any(|s| s.team_match)
    }

    /// At least one section is finished, so medals can be shown.
    pub fn has_medals(&self) -> bool {
        self.sections.iter().any(|s| s.finished)
    }

    /// Some section is not finished yet: the table is provisional.
    pub fn provisional(&self) -> bool {
        self.sections.iter().any(|s| !s.finished)
    }
}

/// Whether `section`'s medals count after `round`: the last planned round is paired,
/// complete, and the table is made after it.
pub fn section_finished(section: &Section, round: RoundNo) -> bool {
    let planned = section.settings.rounds_planned;
    planned > 0
        && section.rounds_paired() >= planned
        && round >= planned
        && section
            .round(planned)
            .is_some_and(|r| r.state() == crate::model::RoundState::ResultsComplete)
}

/// Gives the medals of places 1-3 to `award` for every row whose place is not shared;
/// shared medal places are returned instead (each sharer getting the medal would need
/// a section setting that does not exist yet).
fn medal_places<T>(
    rows: &[T],
    place: impl Fn(&T) -> Place,
    mut award: impl FnMut(&T, usize),
) -> Vec<Place> {
    let mut shared = Vec::new();
    for r in rows {
        let p = place(r);
        if p.first == 0 || p.first > 3 {
            continue;
        }
        if p.first == p.last {
            award(r, p.first as usize - 1);
        } else if !shared.contains(&p) {
            shared.push(p);
        }
    }
    shared
}

/// The school table across every section of the championship, each section ranked
/// under its own tie-break list after `round` (its last paired round when `None` or
/// when it has fewer). Ordered by team points, then gold, silver and bronze medals; or,
/// when the championship sets medal points, by medal points, then gold, silver and
/// bronze medals, then team points. Filler players win no medal and count for no team.
/// Medals count only for finished sections (see [`section_finished`]); a medal place
/// still shared after every tie-break gives no medal and is listed as unresolved.
pub fn school_table(t: &Tournament, round: Option<RoundNo>) -> Result<SchoolTable, StandingsError> {
    let mut by_name: BTreeMap<String, SchoolRow> = BTreeMap::new();
    let mut sections = Vec::new();
    for section in &t.sections {
        let st = section_standings(section, round.map(|r| r.min(section.rounds_paired())))?;
        let r = st.round;
        let ts = team_standings(section, &st, &TeamTieBreak::of_section(section));
        for team in &section.teams {
            by_name
                .entry(team.name.clone())
                .or_insert_with(|| SchoolRow {
                    name: team.name.clone(),
                    team_points: Points::ZERO,
                    match_points: Points::ZERO,
                    game_points: Points::ZERO,
                    individual_medals: [0; 3],
                    team_medals: [0; 3],
                    medal_points: 0,
                    place: Place { first: 0, last: 0 },
                });
        }
        let finished = section_finished(section, r);
        let mut unresolved = Vec::new();
        if let Some(tm) = section.team_match.as_deref() {
            // Team matches: match and game points of their own; the team medals by the
            // team-match ranking; no best-N total and no individual medals.
            let ranked = super::team_match::ranking(section, tm, r);
            let name = |id| section.team(id).map(|x| x.name.clone());
            for row in &ranked {
                if let Some(school) = name(row.record.team).and_then(|n| by_name.get_mut(&n)) {
                    school.match_points += row.record.match_points;
                    school.game_points += row.record.game_points;
                }
            }
            if finished {
                let places: Vec<(Place, TeamId)> = ranked
                    .iter()
                    .map(|x| {
                        let shared = ranked.iter().filter(|y| y.rank == x.rank).count() as u32;
                        let place = Place {
                            first: x.rank,
                            last: x.rank + shared - 1,
                        };
                        (place, x.record.team)
                    })
                    .collect();
                let ties = medal_places(
                    &places,
                    |(place, _)| *place,
                    |(_, team), i| {
                        if let Some(school) = name(*team).and_then(|n| by_name.get_mut(&n)) {
                            school.team_medals[i] += 1;
                        }
                    },
                );
                unresolved.extend(
                    ties.into_iter()
                        .map(|place| UnresolvedTie { team: true, place }),
                );
            }
        } else {
            for row in &ts.rows {
                if let Some(school) = by_name.get_mut(&row.name) {
                    school.team_points += row.score;
                }
            }
        }
        if finished && section.team_match.is_none() {
            let team_ties = medal_places(
                &ts.rows,
                |row| row.place,
                |row, i| {
                    if let Some(school) = by_name.get_mut(&row.name) {
                        school.team_medals[i] += 1;
                    }
                },
            );
            // The filler player takes no medal: places counted among the others.
            let ranked = super::prizes::ranked_without_fillers(section, &st);
            let solo_ties = medal_places(
                &ranked,
                |row| row.place,
                |row, i| {
                    let team = section
                        .player(row.player)
                        .and_then(|p| p.team)
                        .and_then(|id| section.team(id));
                    if let Some(school) = team.and_then(|tm| by_name.get_mut(&tm.name)) {
                        school.individual_medals[i] += 1;
                    }
                },
            );
            unresolved.extend(
                solo_ties
                    .into_iter()
                    .map(|place| UnresolvedTie { team: false, place }),
            );
            unresolved.extend(
                team_ties
                    .into_iter()
                    .map(|place| UnresolvedTie { team: true, place }),
            );
        }
        sections.push(SectionProgress {
            code: section.code.clone(),
            round: r,
            planned: section.settings.rounds_planned,
            finished,
            ends_in_lot: section
                .settings
                .tiebreaks
                .last()
                .is_some_and(|c| c.trim().eq_ignore_ascii_case("LOT")),
            unresolved,
            team_match: section.team_match.is_some(),
        });
    }
    let medal_points = t.championship.medal_points;
    let mut rows: Vec<SchoolRow> = by_name.into_values().collect();
    if let Some(mp) = medal_points {
        for r in &mut rows {
            r.medal_points = (0..3)
                .map(|i| r.individual_medals[i] * mp.individual[i] + r.team_medals[i] * mp.team[i])
                .sum();
        }
    }
    // With medal points (MSSM): points, then golds, silvers, bronzes; the team points
    // only order schools level on all of them. Without: team points, then medals.
    let key = |r: &SchoolRow| match medal_points {
        Some(_) => (
            std::cmp::Reverse(Points(r.medal_points as i32)),
            r.medals().map(std::cmp::Reverse),
            std::cmp::Reverse(r.team_points),
        ),
        None => (
            std::cmp::Reverse(r.team_points),
            r.medals().map(std::cmp::Reverse),
            std::cmp::Reverse(Points::ZERO),
        ),
    };
    rows.sort_by(|a, b| key(a).cmp(&key(b)).then(a.name.cmp(&b.name)));
    assign_places(&mut rows, |a, b| key(a) == key(b), |r, p| r.place = p);
    Ok(SchoolTable {
        rows,
        sections,
        medal_points,
    })
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
        s.settings.team_settings.counted = 2;
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
        let s = all_level();
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
        assert!(!table.provisional());
        let rows = &table.rows;
        assert_eq!(rows[0].name, "SK Taman Melati");
        assert_eq!(rows[0].team_points, Points(60));
        assert_eq!(rows[0].team_medals, [2, 0, 0]);
        assert_eq!(rows[1].team_medals, [0, 2, 0]);
        // Per section: 6 (2 pts) gold, 1 (1.5) silver, 4 and 5 (1 each) split by BH.
        let per_place: Vec<u32> = (0..3)
            .map(|i| rows.iter().map(|r| r.individual_medals[i]).sum())
            .collect();
        assert_eq!(per_place, [2, 2, 2]);
    }

    fn one_section(s: Section) -> Tournament {
        let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
        t.sections.push(s);
        t
    }

    #[test]
    fn no_medals_before_the_first_round() {
        let mut s = two_schools();
        s.rounds.clear();
        let table = school_table(&one_section(s), None).unwrap();
        assert!(table.provisional());
        assert!(!table.has_medals());
        assert_eq!(table.sections[0].round, 0);
        for r in &table.rows {
            assert_eq!((r.individual_medals, r.team_medals), ([0; 3], [0; 3]));
            assert_eq!(r.team_points, Points::ZERO);
        }
    }

    #[test]
    fn no_medals_while_rounds_remain() {
        let mut s = two_schools();
        s.settings.rounds_planned = 3;
        let table = school_table(&one_section(s), None).unwrap();
        let p = &table.sections[0];
        assert_eq!((p.round, p.planned, p.finished), (2, 3, false));
        assert!(!table.has_medals());
        // Points still count.
        assert_eq!(table.rows[0].team_points, Points(30));
        assert!(table.rows.iter().all(|r| r.medals() == [0; 3]));
    }

    #[test]
    fn no_medals_while_a_last_round_result_is_missing() {
        let mut s = two_schools();
        s.rounds[1].boards[0].outcome = crate::model::Outcome::Pending;
        let table = school_table(&one_section(s), None).unwrap();
        assert!(!table.sections[0].finished);
        assert!(!table.has_medals());
    }

    #[test]
    fn a_table_after_an_earlier_round_is_provisional() {
        let table = school_table(&one_section(two_schools()), Some(1)).unwrap();
        assert!(!table.sections[0].finished);
        assert!(!table.has_medals());
    }

    #[test]
    fn medals_once_the_last_round_is_complete() {
        let table = school_table(&one_section(two_schools()), None).unwrap();
        assert!(table.sections[0].finished);
        assert!(table.sections[0].unresolved.is_empty());
        let melati = &table.rows[0];
        // Player 6 (school B) wins, players 1 (A) then 4 (B) or 5 (A) follow.
        assert_eq!(melati.team_medals, [1, 0, 0]);
        assert_eq!(melati.individual_medals[0], 1);
        assert_eq!(table.rows[1].individual_medals[1], 1);
    }

    /// Four players all drawn: every place shared, two teams level.
    fn all_level() -> Section {
        let mut s = section(4, 1);
        s.settings.team_settings.counted = 1;
        s.settings.tiebreaks.clear();
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
        s
    }

    #[test]
    fn a_shared_medal_place_gives_no_medal_and_asks_for_lots() {
        let table = school_table(&one_section(all_level()), None).unwrap();
        let p = &table.sections[0];
        assert!(p.finished);
        assert!(!p.ends_in_lot);
        let ties: Vec<(bool, String)> = p
            .unresolved
            .iter()
            .map(|u| (u.team, u.place.to_string()))
            .collect();
        assert_eq!(ties, [(false, "1-4".into()), (true, "1-2".into())]);
        assert!(table.rows.iter().all(|r| r.medals() == [0; 3]));
    }

    #[test]
    fn drawing_of_lots_resolves_the_shared_places() {
        let mut s = all_level();
        s.settings.tiebreaks = vec!["LOT".into()];
        s.settings.lots_seed = Some(2026);
        let table = school_table(&one_section(s), None).unwrap();
        let p = &table.sections[0];
        assert!(p.ends_in_lot);
        assert!(p.unresolved.is_empty(), "{:?}", p.unresolved);
        let gold: u32 = table.rows.iter().map(|r| r.individual_medals[0]).sum();
        let team_gold: u32 = table.rows.iter().map(|r| r.team_medals[0]).sum();
        assert_eq!((gold, team_gold), (1, 1));
    }
}
