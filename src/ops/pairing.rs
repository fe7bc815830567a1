//! Pairing a round: the engine proposes (nothing changes), the arbiter publishes (one
//! journaled change). The school rules' constraints are applied on the way in.
//!
//! When the constraints leave no legal pairing, the arbiter needs to know which one to
//! relax, so the round is tried again without each of them in turn (same-team
//! avoidance, top seeds apart, each of the arbiter's forbidden pairs): one pairing per
//! try, so the diagnosis is bounded by the number of constraints and never hangs.

use super::OpError;
use crate::model::{Language, PairingSystem, Round, RoundNo, Section, Tournament};
use crate::pairing::check::violations::label;
use crate::pairing::{constraints, dutch, round_robin};
use catur_engine::in_lang;

/// Beyond this many forbidden pairs in force, they are tried together as one group.
const FORBIDDEN_TRIED_ONE_BY_ONE: usize = 16;

/// A constraint that can be relaxed to make a round pairable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blocker {
    /// Same-team avoidance (all teams).
    SameTeam,
    /// The top seeds apart in round 1.
    TopSeeds,
    /// The arbiter's forbidden pair number `index` (0-based in `Section::forbidden`).
    Forbidden { index: usize },
    /// All the arbiter's forbidden pairs in force (too many to try one by one).
    AllForbidden,
}

impl Blocker {
    /// The constraint named with its facts in `lang` (`seeds_kept`: the top seeds kept
    /// apart in this round, after the rule's cap).
    pub fn say(self, lang: Language, seeds_kept: u32, f: &ConstraintFacts) -> String {
        match self {
            Blocker::SameTeam => {
                let last = f.same_team_rounds;
                in_lang!(
                    lang,
                    "same-team avoidance for rounds 1-{last}",
                    "sepasukan tidak bertemu pusingan 1-{last}"
                )
            }
            Blocker::TopSeeds if f.seeds_capped => {
                let (asked, present) = (f.seeds_asked, f.present);
                in_lang!(
                    lang,
                    "keeping the top seeds 1-{seeds_kept} apart in round 1 (the rule's 1-{asked} capped at half of the {present} players present)",
                    "mengasingkan pilihan teratas 1-{seeds_kept} dalam pusingan 1 (peraturan 1-{asked} dihadkan kepada separuh daripada {present} pemain yang hadir)"
                )
            }
            Blocker::TopSeeds => {
                let seeds = f.seeds_asked;
                in_lang!(
                    lang,
                    "keeping the top seeds 1-{seeds} apart in round 1",
                    "mengasingkan pilihan teratas 1-{seeds} dalam pusingan 1"
                )
            }
            Blocker::Forbidden { index } => {
                let number = index + 1;
                match f.forbidden.iter().find(|x| x.index == index) {
                    Some(x) => {
                        let players = x.players.join(lang.pick(" and ", " dan "));
                        let (first, last) = (x.first_round, x.last_round);
                        in_lang!(
                            lang,
                            "forbidden pair {number} ({players}, rounds {first}-{last})",
                            "pasangan larangan {number} ({players}, pusingan {first}-{last})"
                        )
                    }
                    None => in_lang!(
                        lang,
                        "forbidden pair {number}",
                        "pasangan larangan {number}"
                    ),
                }
            }
            Blocker::AllForbidden => in_lang!(
                lang,
                "the arbiter's forbidden pairs",
                "pasangan-pasangan larangan"
            ),
        }
    }
}

/// The way out of a refusal the arbiter can take for this round: one constraint
/// relaxed to a value with which the round pairs (the other constraints as they are).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Remedy {
    /// Same-team avoidance for rounds 1..=`rounds` only (`--same-team-rounds`).
    SameTeamRounds { rounds: RoundNo },
    /// The top seeds 1..=`seeds` apart (`--top-seeds-apart`; 0 switches the rule off).
    TopSeedsApart { seeds: u32 },
    /// The arbiter's forbidden pair `index` ends at round `last_round` (0: lifted).
    EndForbidden { index: usize, last_round: RoundNo },
}

/// Why the next round could not be paired.
#[derive(Debug)]
pub enum PairError {
    Op(OpError),
    Engine {
        section: String,
        source: dutch::PairingError,
    },
    /// The section is played as team matches: its rounds are paired as matches.
    TeamMatches {
        section: String,
    },
    /// A round robin's table cannot give the round.
    RoundRobin {
        section: String,
        source: round_robin::RoundRobinError,
    },
    /// The team pairing (a Swiss or a round robin of teams) found no pairing.
    TeamPairing {
        section: String,
        source: crate::pairing::team_swiss::TeamPairingError,
    },
    AllRoundsPaired {
        section: String,
        rounds: RoundNo,
    },
    ResultsMissing {
        section: String,
        round: RoundNo,
        done: usize,
        total: usize,
    },
    /// The constraints, not the absolute criteria, leave no legal pairing. `blockers`
    /// holds the one constraint whose removal makes the round pairable, or all of them
    /// when no single one does. The interfaces word it (with their own ways to relax a
    /// rule) from these fields; [`PairError::say`] says it only in general.
    Constrained {
        section: String,
        round: RoundNo,
        blockers: Vec<Blocker>,
        /// When one constraint alone is the cause: that constraint relaxed as far as
        /// needed and no further.
        remedy: Option<Remedy>,
        /// How many top seeds the top-seeds rule keeps apart in this round (after its cap).
        seeds_kept: u32,
        /// What the refusal names beside the blockers.
        facts: Box<ConstraintFacts>,
    },
}

impl PairError {
    /// Why the round could not be paired, in `lang` (a constrained round in general).
    pub fn say(&self, lang: Language) -> String {
        match self {
            PairError::Op(e) => e.say(lang),
            PairError::Engine { section, source } => {
                let why = source.say(lang);
                format!("{section}: {why}")
            }
            PairError::TeamMatches { section } => in_lang!(
                lang,
                "{section} is played as team matches",
                "{section} dimainkan sebagai perlawanan pasukan"
            ),
            PairError::RoundRobin { source, .. } => source.say(lang),
            PairError::TeamPairing { section, source } => {
                let why = source.say(lang);
                format!("{section}: {why}")
            }
            PairError::AllRoundsPaired { section, rounds } => in_lang!(
                lang,
                "{section}: all {rounds} rounds are paired",
                "{section}: kesemua {rounds} pusingan sudah dipasangkan"
            ),
            PairError::ResultsMissing {
                section,
                round,
                done,
                total,
            } => in_lang!(
                lang,
                "{section}: round {round} still lacks results ({done}/{total} entered); enter them first",
                "{section}: pusingan {round} belum lengkap ({done}/{total} keputusan); masukkan dahulu"
            ),
            PairError::Constrained { section, round, .. } => in_lang!(
                lang,
                "{section}: round {round} cannot be paired: the school rules' constraints leave no legal pairing",
                "{section}: pusingan {round} tidak dapat dipasangkan: kekangan peraturan sekolah tidak meninggalkan pasangan yang sah"
            ),
        }
    }

    /// A round the constraints block, with the constraints named, in `lang` (`None` for
    /// any other refusal). When one constraint is the cause, the sentence ends there and
    /// each interface adds its own way to relax it (flags, or the desk's dialog); when
    /// they block together, it ends by sending the arbiter to the section settings,
    /// reached with `settings_key` if there is one.
    pub fn say_blocked(&self, lang: Language, settings_key: Option<&str>) -> Option<String> {
        let PairError::Constrained {
            section,
            round,
            blockers,
            seeds_kept,
            facts,
            ..
        } = self
        else {
            return None;
        };
        let name = |b: &Blocker| b.say(lang, *seeds_kept, facts);
        Some(match blockers.as_slice() {
            [one] => {
                let one = name(one);
                let team = facts
                    .largest_team
                    .as_ref()
                    .map_or_else(String::new, |t| t.say(lang));
                in_lang!(
                    lang,
                    "{section}: round {round} cannot be paired: {one} leaves no legal pairing{team}; without it the round can be paired.",
                    "{section}: pusingan {round} tidak dapat dipasangkan: {one} tidak meninggalkan pasangan yang sah{team}; tanpanya pusingan dapat dipasangkan."
                )
            }
            all => {
                let names = all.iter().map(name).collect::<Vec<_>>().join(", ");
                let key = settings_key.map_or_else(String::new, |k| format!(" ({k})"));
                in_lang!(
                    lang,
                    "{section}: round {round} cannot be paired: together {names} leave no legal pairing, and no one of them alone is the cause; without all of them the round can be paired. Relax one or more of them in the section settings{key} or lift forbidden pairs",
                    "{section}: pusingan {round} tidak dapat dipasangkan: bersama-sama {names} tidak meninggalkan pasangan yang sah, dan tiada satu pun punca tunggal; tanpa kesemuanya pusingan dapat dipasangkan. Longgarkan satu atau lebih dalam tetapan kategori{key} atau tarik balik pasangan dilarang"
                )
            }
        })
    }
}

impl std::fmt::Display for PairError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for PairError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PairError::Op(e) => std::error::Error::source(e),
            PairError::Engine { source, .. } => Some(source),
            PairError::RoundRobin { source, .. } => Some(source),
            PairError::TeamPairing { source, .. } => Some(source),
            _ => None,
        }
    }
}

impl From<OpError> for PairError {
    fn from(e: OpError) -> Self {
        PairError::Op(e)
    }
}

/// The facts a refusal of a constrained round names beside its blockers: the rules'
/// values in force and who is in the way (for the interfaces to word).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConstraintFacts {
    /// Same-team avoidance holds in rounds 1..=this.
    pub same_team_rounds: RoundNo,
    /// The top seeds 1..=this apart, as the section's rule says (before its cap).
    pub seeds_asked: u32,
    /// The top-seeds rule keeps fewer seeds apart than it asks (`seeds_kept`), capped at
    /// half of the players present.
    pub seeds_capped: bool,
    /// The players present for round 1 (the top-seeds rule's cap is half of them).
    pub present: usize,
    /// The forbidden pairs among the blockers, in the blockers' order.
    pub forbidden: Vec<ForbiddenFact>,
    /// When same-team avoidance alone is the cause: the largest team among the players
    /// to be paired, if it has more than one of them.
    pub largest_team: Option<TeamShare>,
}

/// One of the arbiter's forbidden pairs named in a refusal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ForbiddenFact {
    /// 0-based in `Section::forbidden`.
    pub index: usize,
    /// The players kept apart, each as "name (pairing number)".
    pub players: Vec<String>,
    pub first_round: RoundNo,
    pub last_round: RoundNo,
}

/// A team's share of the players to be paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamShare {
    pub team: String,
    /// Its players among those present.
    pub players: usize,
    /// The players present.
    pub present: usize,
}

impl TeamShare {
    /// The team's share, as a note after the constraint, in `lang`.
    pub fn say(&self, lang: Language) -> String {
        let TeamShare {
            team,
            players,
            present,
        } = self;
        in_lang!(
            lang,
            " ({team} has {players} of the {present} players)",
            " ({team} mempunyai {players} daripada {present} pemain)"
        )
    }
}

/// The section's next round, if it may be paired now: a round is left to play and every
/// result of the last round is in. Individual and team-match sections alike.
pub(super) fn next_round_to_pair(s: &Section) -> Result<RoundNo, PairError> {
    let round: RoundNo = s.rounds_paired() + 1;
    if round > s.settings.rounds_planned {
        return Err(PairError::AllRoundsPaired {
            section: s.code.clone(),
            rounds: s.settings.rounds_planned,
        });
    }
    if let Some(last) = s.rounds.last()
        && last.boards.iter().any(|b| b.outcome.is_pending())
    {
        let (done, total) = last.progress();
        return Err(PairError::ResultsMissing {
            section: s.code.clone(),
            round: last.number,
            done,
            total,
        });
    }
    Ok(round)
}

/// The pairing the engine proposes for the section's next round, with the local rules
/// (same-team avoidance, top seeds apart) in force. Changes nothing.
pub fn propose_next_round(t: &Tournament, section: &str) -> Result<Round, PairError> {
    let s = &t.sections[super::section_index(t, section)?];
    if s.team_match.is_some() {
        return Err(PairError::TeamMatches {
            section: s.code.clone(),
        });
    }
    let round = next_round_to_pair(s)?;
    if let PairingSystem::RoundRobin { .. } = s.settings.system {
        return round_robin::pair_round(s, round).map_err(|source| PairError::RoundRobin {
            section: s.code.clone(),
            source,
        });
    }
    let view = constraints::pairing_view(s, round);
    match dutch::pair_round(&view, round) {
        Ok(r) => Ok(r),
        Err(source @ dutch::PairingError::NoLegalPairing { .. }) => Err(diagnose(s, round)
            .unwrap_or(PairError::Engine {
                section: s.code.clone(),
                source,
            })),
        Err(source) => Err(PairError::Engine {
            section: s.code.clone(),
            source,
        }),
    }
}

/// Pairs and publishes the next round in one step (the command line's `pair FILE`).
pub fn pair_next_round(t: &mut Tournament, section: &str) -> Result<RoundNo, PairError> {
    if t.section(section).is_some_and(|s| s.team_match.is_some()) {
        return super::team_match::pair_team_round(t, section).map(|(round, _)| round);
    }
    let round = propose_next_round(t, section)?;
    let number = round.number;
    super::publish_round(t, section, round)?;
    Ok(number)
}

/// The constraints in force for `round` that could be relaxed.
fn blockers(s: &Section, round: RoundNo) -> Vec<Blocker> {
    let mut out = Vec::new();
    let groups = constraints::local_rule_groups(s, round);
    if groups
        .iter()
        .any(|(c, _)| matches!(c, constraints::Constraint::SameTeam { .. }))
    {
        out.push(Blocker::SameTeam);
    }
    if groups
        .iter()
        .any(|(c, _)| *c == constraints::Constraint::TopSeeds)
    {
        out.push(Blocker::TopSeeds);
    }
    let forbidden: Vec<usize> = (0..s.forbidden.len())
        .filter(|&k| (s.forbidden[k].first_round..=s.forbidden[k].last_round).contains(&round))
        .collect();
    if forbidden.len() > FORBIDDEN_TRIED_ONE_BY_ONE {
        out.push(Blocker::AllForbidden);
    } else {
        out.extend(
            forbidden
                .into_iter()
                .map(|index| Blocker::Forbidden { index }),
        );
    }
    out
}

/// The section with the given constraints switched off for `round`.
fn without(s: &Section, round: RoundNo, off: &[Blocker]) -> Section {
    let mut v = s.clone();
    let mut dropped = vec![false; s.forbidden.len()];
    for b in off {
        match *b {
            Blocker::SameTeam => v.settings.local_rules.same_team_rounds = round.saturating_sub(1),
            Blocker::TopSeeds => v.settings.local_rules.top_seeds_apart = 0,
            Blocker::Forbidden { index } => {
                if let Some(d) = dropped.get_mut(index) {
                    *d = true;
                }
            }
            Blocker::AllForbidden => dropped.iter_mut().for_each(|d| *d = true),
        }
    }
    v.forbidden = s
        .forbidden
        .iter()
        .zip(&dropped)
        .filter(|(_, d)| !**d)
        .map(|(f, _)| f.clone())
        .collect();
    v
}

fn pairable(s: &Section, round: RoundNo) -> bool {
    dutch::pair_round(&constraints::pairing_view(s, round), round).is_ok()
}

/// Which constraint makes `round` impossible, or `None` when the absolute criteria
/// alone leave no pairing (or there are no constraints).
fn diagnose(s: &Section, round: RoundNo) -> Option<PairError> {
    let all = blockers(s, round);
    if all.is_empty() || !pairable(&without(s, round, &all), round) {
        return None;
    }
    let single = all
        .iter()
        .copied()
        .find(|b| pairable(&without(s, round, &[*b]), round));
    let (blockers, remedy) = match single {
        Some(b) => (vec![b], remedy(s, round, b)),
        None => (all, None),
    };
    let seeds = constraints::top_seeds(s, round);
    let facts = ConstraintFacts {
        same_team_rounds: s.settings.local_rules.same_team_rounds,
        seeds_asked: seeds.map_or(s.settings.local_rules.top_seeds_apart, |t| t.asked),
        seeds_capped: seeds.is_some_and(|t| t.capped()),
        present: seeds.map_or_else(
            || s.players.iter().filter(|p| p.is_available(round)).count(),
            |t| t.present,
        ),
        forbidden: blockers
            .iter()
            .filter_map(|b| match *b {
                Blocker::Forbidden { index } => s.forbidden.get(index).map(|f| ForbiddenFact {
                    index,
                    players: f
                        .players
                        .iter()
                        .map(|&id| s.player(id).map_or_else(|| id.to_string(), label))
                        .collect(),
                    first_round: f.first_round,
                    last_round: f.last_round,
                }),
                _ => None,
            })
            .collect(),
        largest_team: match blockers.as_slice() {
            [Blocker::SameTeam] => largest_team(s, round),
            _ => None,
        },
    };
    Some(PairError::Constrained {
        section: s.code.clone(),
        round,
        blockers,
        remedy,
        seeds_kept: seeds.map_or(0, |t| t.kept),
        facts: Box::new(facts),
    })
}

/// The blocker `b` relaxed as little as possible with the round still pairable. Only
/// the top-seeds rule is tried at several values (at most its capped number of seeds,
/// one pairing each); the others have one way out.
fn remedy(s: &Section, round: RoundNo, b: Blocker) -> Option<Remedy> {
    match b {
        Blocker::SameTeam => Some(Remedy::SameTeamRounds {
            rounds: round.saturating_sub(1),
        }),
        Blocker::TopSeeds => {
            let kept = constraints::top_seeds(s, round).map_or(0, |t| t.kept);
            let seeds = (2..kept)
                .rev()
                .find(|&k| {
                    let mut v = s.clone();
                    v.settings.local_rules.top_seeds_apart = k;
                    pairable(&v, round)
                })
                .unwrap_or(0);
            Some(Remedy::TopSeedsApart { seeds })
        }
        Blocker::Forbidden { index } => Some(Remedy::EndForbidden {
            index,
            last_round: round.saturating_sub(1),
        }),
        Blocker::AllForbidden => None,
    }
}

/// The largest team among the players to be paired, if it has more than one of them.
fn largest_team(s: &Section, round: RoundNo) -> Option<TeamShare> {
    let present: Vec<_> = s.players.iter().filter(|p| p.is_available(round)).collect();
    s.teams
        .iter()
        .map(|t| {
            let n = present.iter().filter(|p| p.team == Some(t.id)).count();
            (n, t)
        })
        .max_by_key(|(n, t)| (*n, std::cmp::Reverse(t.id)))
        .filter(|(n, _)| *n > 1)
        .map(|(n, t)| TeamShare {
            team: t.name.clone(),
            players: n,
            present: present.len(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_blocker_is_named_in_malay_with_the_same_numbers() {
        let facts = ConstraintFacts {
            same_team_rounds: 3,
            seeds_asked: 8,
            seeds_capped: false,
            present: 11,
            forbidden: vec![ForbiddenFact {
                index: 1,
                players: vec!["Tan Wei Ming (4)".into(), "Priya a/p Raman (9)".into()],
                first_round: 2,
                last_round: 5,
            }],
            largest_team: Some(TeamShare {
                team: "SKA".into(),
                players: 6,
                present: 11,
            }),
        };
        let capped = ConstraintFacts {
            seeds_capped: true,
            ..facts.clone()
        };
        let mut texts = Vec::new();
        for b in [
            Blocker::SameTeam,
            Blocker::TopSeeds,
            Blocker::Forbidden { index: 1 },
            Blocker::Forbidden { index: 7 },
            Blocker::AllForbidden,
        ] {
            texts.push((
                b.say(Language::English, 8, &facts),
                b.say(Language::Malay, 8, &facts),
            ));
        }
        texts.push((
            Blocker::TopSeeds.say(Language::English, 5, &capped),
            Blocker::TopSeeds.say(Language::Malay, 5, &capped),
        ));
        let share = facts
            .largest_team
            .as_ref()
            .map(|t| (t.say(Language::English), t.say(Language::Malay)));
        texts.extend(share);
        let digits = |t: &str| t.chars().filter(char::is_ascii_digit).collect::<String>();
        for (en, ms) in &texts {
            assert_ne!(en, ms);
            assert_eq!(digits(en), digits(ms), "{en} / {ms}");
            for w in ["round", "pair", "seeds", "team", "players", " and "] {
                assert!(!ms.contains(w), "'{w}' in the Malay: {ms}");
            }
        }
        assert_eq!(
            texts[2].0,
            "forbidden pair 2 (Tan Wei Ming (4) and Priya a/p Raman (9), rounds 2-5)"
        );
    }

    /// A blocked round is said in both languages with the same facts: the section, the
    /// round, each constraint's numbers and the settings key.
    #[test]
    fn a_blocked_round_is_said_in_both_languages_with_the_same_facts() {
        let blocked = |blockers| PairError::Constrained {
            section: "L12".into(),
            round: 4,
            blockers,
            remedy: None,
            seeds_kept: 0,
            facts: Box::new(ConstraintFacts {
                same_team_rounds: 3,
                largest_team: Some(TeamShare {
                    team: "SMK Taman Melawati".into(),
                    players: 6,
                    present: 9,
                }),
                ..ConstraintFacts::default()
            }),
        };
        let one = blocked(vec![Blocker::SameTeam]);
        let both = blocked(vec![Blocker::SameTeam, Blocker::AllForbidden]);
        for (e, facts) in [
            (&one, vec!["L12", "4", "1-3", "SMK Taman Melawati"]),
            (&both, vec!["L12", "4", "1-3", "(F8)"]),
        ] {
            let en = e
                .say_blocked(Language::English, Some("F8"))
                .expect("blocked");
            let ms = e.say_blocked(Language::Malay, Some("F8")).expect("blocked");
            for f in facts {
                assert!(en.contains(f) && ms.contains(f), "{f}: {en} / {ms}");
            }
            assert!(ms.contains("tidak dapat dipasangkan"), "{ms}");
            for english in ["round", "cannot", "paired", "settings", "without"] {
                assert!(!ms.contains(english), "{english}: {ms}");
            }
        }
        assert_eq!(
            PairError::TeamMatches {
                section: "L12".into()
            }
            .say_blocked(Language::English, None),
            None
        );
    }
}
