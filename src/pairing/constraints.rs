//! The school rules' pairing constraints, turned into forbidden pairs the engine treats
//! like the no-rematch rule (MSSM Pahang 4.1.5; the `260` records of a TRF file):
//! - players of the same team do not meet in rounds 1..=k (`LocalRules::same_team_rounds`);
//! - the top n seeds do not meet each other in round 1 (`LocalRules::top_seeds_apart`).
//!
//! The arbiter's own forbidden pairs stay as they are; these are added for pairing only
//! and never stored.

use crate::model::{ForbiddenPair, PlayerId, RoundNo, Section};

/// The forbidden pairs the section's local rules add for pairing `round`.
pub fn local_rule_pairs(section: &Section, round: RoundNo) -> Vec<ForbiddenPair> {
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
                pairs.push(ForbiddenPair {
                    first_round: 1,
                    last_round: rules.same_team_rounds,
                    players: members,
                });
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
            pairs.push(ForbiddenPair {
                first_round: 1,
                last_round: 1,
                players: top,
            });
        }
    }
    pairs
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
    use crate::model::{Player, Team, TeamId};

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
    fn rules_switched_off_add_nothing() {
        let mut s = school();
        s.local_rules.same_team_rounds = 0;
        s.local_rules.top_seeds_apart = 0;
        assert!(local_rule_pairs(&s, 1).is_empty());
        assert_eq!(pairing_view(&s, 1).forbidden, s.forbidden);
    }
}
