//! The school rules' pairing constraints, turned into forbidden pairs the engine treats
//! like the no-rematch rule (MSSM Pahang 4.1.5; the `260` records of a TRF file):
//! - players of the same team do not meet in rounds 1..=k (`LocalRules::same_team_rounds`);
//! - the top n seeds do not meet each other in round 1 (`LocalRules::top_seeds_apart`).
//!
//! The arbiter's own forbidden pairs stay as they are; these are added for pairing only
//! and never stored.

use crate::in_lang;
use crate::model::{ForbiddenPair, Language, PlayerId, RoundNo, Section, TeamId};

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

/// The top seeds kept apart in round 1: as many as the section asks
/// (`LocalRules::top_seeds_apart`), but never more of the players present than half of
/// them, so that the default rule never makes a small section unpairable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TopSeeds {
    /// Seeds 1..=asked, as the section's rule says.
    pub asked: u32,
    /// Seeds 1..=kept are kept apart (`kept < asked` when capped).
    pub kept: u32,
    /// The players present for round 1.
    pub present: usize,
}

impl TopSeeds {
    pub fn capped(&self) -> bool {
        self.kept < self.asked
    }

    /// The sentence for the arbiter when the rule was capped, in English.
    pub fn note(&self) -> Option<String> {
        self.say(Language::English)
    }

    /// The sentence for the arbiter when the rule was capped, in `lang`.
    pub fn say(&self, lang: Language) -> Option<String> {
        let (kept, asked, present) = (self.kept, self.asked, self.present);
        self.capped().then(|| {
            in_lang!(
                lang,
                "top seeds apart capped to 1-{kept} (the rule asks 1-{asked}; {present} \
                 players present, at most half of them can be kept apart)",
                "pemain pilihan yang dipisahkan dihadkan kepada 1-{kept} (peraturan meminta \
                 1-{asked}; {present} pemain hadir, paling banyak separuh daripada mereka \
                 boleh dipisahkan)"
            )
        })
    }
}

/// The top-seeds rule as it applies to pairing `round`, or `None` when it does not (a
/// later round, or the rule switched off). Seeds `1..=asked` are kept apart while at
/// most half of the players present are among them; otherwise the rule is capped at
/// the seed number of the last present seed that fits in that half.
pub fn top_seeds(section: &Section, round: RoundNo) -> Option<TopSeeds> {
    let asked = section.settings.local_rules.top_seeds_apart;
    if round != 1 || asked <= 1 {
        return None;
    }
    let present: Vec<u32> = section
        .players_by_tpn()
        .into_iter()
        .filter(|p| p.is_available(round))
        .map(|p| p.tpn)
        .collect();
    let room = present.len() / 2;
    let seeds: Vec<u32> = present
        .iter()
        .copied()
        .filter(|&tpn| tpn >= 1 && tpn <= asked)
        .collect();
    let kept = if seeds.len() <= room {
        asked
    } else {
        // `seeds` is in TPN order; the last that fits in the half is the new limit.
        room.checked_sub(1)
            .and_then(|k| seeds.get(k))
            .copied()
            .unwrap_or(0)
    };
    Some(TopSeeds {
        asked,
        kept,
        present: present.len(),
    })
}

/// The forbidden pairs the section's local rules add for pairing `round`, each with the
/// rule it comes from.
pub fn local_rule_groups(section: &Section, round: RoundNo) -> Vec<(Constraint, ForbiddenPair)> {
    let rules = section.settings.local_rules;
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
    if let Some(seeds) = top_seeds(section, round) {
        let top: Vec<PlayerId> = section
            .players_by_tpn()
            .into_iter()
            .filter(|p| p.tpn >= 1 && p.tpn <= seeds.kept)
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
        // The top seeds 1-10, capped at 6 of the 12 players present.
        assert!(r1.iter().any(|f| f.last_round == 1 && f.players.len() == 6));
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

    fn top_seeds_group(s: &Section) -> Option<Vec<PlayerId>> {
        local_rule_groups(s, 1)
            .into_iter()
            .find(|(c, _)| *c == Constraint::TopSeeds)
            .map(|(_, g)| g.players)
    }

    #[test]
    fn top_seeds_apart_is_capped_at_half_the_players_present() {
        let mut s = school();
        s.settings.local_rules.same_team_rounds = 0;
        let seeds = top_seeds(&s, 1).unwrap();
        assert_eq!((seeds.asked, seeds.kept, seeds.present), (10, 6, 12));
        assert!(seeds.note().unwrap().contains("capped to 1-6"));
        let ids: Vec<PlayerId> = (1..=6).map(PlayerId).collect();
        assert_eq!(top_seeds_group(&s), Some(ids));
    }

    #[test]
    fn top_seeds_apart_within_half_the_field_is_not_capped() {
        let mut s = school();
        s.settings.local_rules.top_seeds_apart = 6;
        let seeds = top_seeds(&s, 1).unwrap();
        assert!(!seeds.capped());
        assert_eq!(seeds.note(), None);
        // Absent seeds leave room: seeds 1-10 with 3 of them absent are 7 of 9 present,
        // capped at the 4th present seed.
        s.settings.local_rules.top_seeds_apart = 10;
        for tpn in [2, 4, 6] {
            s.players[tpn - 1].entry_round = 2;
        }
        let seeds = top_seeds(&s, 1).unwrap();
        assert_eq!((seeds.kept, seeds.present), (7, 9));
        assert_eq!(top_seeds(&s, 2), None);
    }

    #[test]
    fn rules_switched_off_add_nothing() {
        let mut s = school();
        s.settings.local_rules.same_team_rounds = 0;
        s.settings.local_rules.top_seeds_apart = 0;
        assert!(local_rule_pairs(&s, 1).is_empty());
        assert_eq!(pairing_view(&s, 1).forbidden, s.forbidden);
    }
}
