//! The school rules' pairing constraints, turned into forbidden pairs the engine treats
//! like the no-rematch rule (MSSM Pahang 4.1.5; the `260` records of a TRF file):
//! - players of the same team do not meet in rounds 1..=k (`LocalRules::same_team_rounds`);
//! - the top n seeds do not meet each other in round 1 (`LocalRules::top_seeds_apart`).
//!
//! The arbiter's own forbidden pairs stay as they are; these are added for pairing only
//! and never stored.

use crate::model::{ForbiddenPair, PlayerId, RoundNo, Section, TeamId};

/// Which rule keeps a group of players apart: the re-check of a pairing and the
/// diagnosis of an impossible round name it to the arbiter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Constraint {
    /// Same-team avoidance in rounds 1..=k (`LocalRules::same_team_rounds`).
    SameTeam { team: TeamId },
    /// The top k seeds apart in round 1 (`LocalRules::top_seeds_apart`).
    TopSeeds,
    /// The arbiter's forbidden pair number `index` (0-based in `Section::forbidden`).
    Forbidden { index: usize },
}

/// The forbidden pairs the section's local rules add for pairing `round`, each with the
/// rule it comes from.
pub fn local_rule_groups(section: &Section, round: RoundNo) -> Vec<(Constraint, ForbiddenPair)> {
    let rules = section.local_rules;
    let mut pairs = Vec::new();
    if round <= rules.same_team_rounds {
        for team in &section.teams {
            let members: Vec<PlayerId> = section
                .players
                .iter()
                .filter(|p| p.team == Some(team.id))
                .map(|p| p.id)
                .collect();
            if members.len() > 1 {
                let group = ForbiddenPair {
                    first_round: 1,
                    last_round: rules.same_team_rounds,
                    players: members,
                };
                pairs.push((Constraint::SameTeam { team: team.id }, group));
            }
        }
    }
    if round == 1 && rules.top_seeds_apart > 1 {
        let top: Vec<PlayerId> = section
            .players_by_tpn()
            .into_iter()
            .filter(|p| p.tpn >= 1 && p.tpn <= rules.top_seeds_apart)
            .map(|p| p.id)
            .collect();
        if top.len() > 1 {
            let group = ForbiddenPair {
                first_round: 1,
                last_round: 1,
                players: top,
            };
            pairs.push((Constraint::TopSeeds, group));
        }
    }
    pairs
}

/// Every group kept apart in `round`: the local rules' and the arbiter's own forbidden
/// pairs in force that round.
pub fn all_groups(section: &Section, round: RoundNo) -> Vec<(Constraint, ForbiddenPair)> {
    let mut groups = local_rule_groups(section, round);
    for (index, f) in section.forbidden.iter().enumerate() {
        if f.first_round <= round && round <= f.last_round {
            groups.push((Constraint::Forbidden { index }, f.clone()));
        }
    }
    groups
}

/// The forbidden pairs the section's local rules add for pairing `round`.
pub fn local_rule_pairs(section: &Section, round: RoundNo) -> Vec<ForbiddenPair> {
    local_rule_groups(section, round)
        .into_iter()
        .map(|(_, group)| group)
        .collect()
}

/// The section as the engine should see it for `round`: the arbiter's forbidden pairs
/// plus the local rules'.
pub fn pairing_view(section: &Section, round: RoundNo) -> Section {
    let mut s = section.clone();
    s.forbidden.extend(local_rule_pairs(section, round));
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Player, Team};

    fn school() -> Section {
        let mut s = Section::new("L12", "Lelaki Bawah 12", 6);
        for t in 1..=3u32 {
            s.teams.push(Team {
                id: TeamId(t),
                name: format!("Sekolah {t}"),
                code: format!("S{t}"),
            });
        }
        for i in 1..=12u32 {
            let mut p = Player::new(PlayerId(i), format!("Pemain {i}"));
            p.tpn = i;
            p.team = Some(TeamId((i - 1) % 3 + 1));
            s.players.push(p);
        }
        s
    }

    #[test]
    fn same_team_pairs_only_in_the_first_rounds() {
        let s = school();
        let r1 = local_rule_pairs(&s, 1);
        assert_eq!(r1.iter().filter(|f| f.last_round == 2).count(), 3);
        assert!(
            r1.iter()
                .any(|f| f.last_round == 1 && f.players.len() == 10)
        );
        assert_eq!(local_rule_pairs(&s, 2).len(), 3);
        assert!(local_rule_pairs(&s, 3).is_empty());
    }

    #[test]
    fn groups_name_their_rule_and_include_the_arbiters_pairs() {
        let mut s = school();
        s.forbidden.push(ForbiddenPair {
            first_round: 2,
            last_round: 3,
            players: vec![PlayerId(1), PlayerId(2)],
        });
        let r1 = all_groups(&s, 1);
        assert_eq!(r1.len(), 4);
        assert_eq!(r1[3].0, Constraint::TopSeeds);
        let r2 = all_groups(&s, 2);
        assert_eq!(r2[0].0, Constraint::SameTeam { team: TeamId(1) });
        assert_eq!(r2[3].0, Constraint::Forbidden { index: 0 });
        assert_eq!(all_groups(&s, 4).len(), 0);
    }

    #[test]
    fn rules_switched_off_add_nothing() {
        let mut s = school();
        s.local_rules.same_team_rounds = 0;
        s.local_rules.top_seeds_apart = 0;
        assert!(local_rule_pairs(&s, 1).is_empty());
        assert_eq!(pairing_view(&s, 1).forbidden, s.forbidden);
    }
}
