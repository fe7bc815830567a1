//! Pairing a round: the engine proposes (nothing changes), the arbiter publishes (one
//! journaled change). The school rules' constraints are applied on the way in.
//!
//! When the constraints leave no legal pairing, the arbiter needs to know which one to
//! relax, so the round is tried again without each of them in turn (same-team
//! avoidance, top seeds apart, each of the arbiter's forbidden pairs): one pairing per
//! try, so the diagnosis is bounded by the number of constraints and never hangs.

use super::OpError;
use crate::model::{PairingSystem, PlayerId, Round, RoundNo, Section, Tournament};
use crate::pairing::check::violations::label;
use crate::pairing::{constraints, dutch, round_robin};

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
#[derive(Debug, thiserror::Error)]
pub enum PairError {
    #[error(transparent)]
    Op(#[from] OpError),
    #[error("{section}: {source}")]
    Engine {
        section: String,
        source: dutch::PairingError,
    },
    /// The section is played as team matches: its rounds are paired as matches.
    #[error("{section} is played as team matches")]
    TeamMatches { section: String },
    /// A round robin's table cannot give the round.
    #[error("{source}")]
    RoundRobin {
        section: String,
        source: round_robin::RoundRobinError,
    },
    /// The team pairing (a Swiss or a round robin of teams) found no pairing.
    #[error("{section}: {source}")]
    TeamPairing {
        section: String,
        source: crate::pairing::team_swiss::TeamPairingError,
    },
    #[error("{section}: all {rounds} rounds are paired")]
    AllRoundsPaired { section: String, rounds: RoundNo },
    #[error(
        "{section}: round {round} still lacks results ({done}/{total} entered); enter them first"
    )]
    ResultsMissing {
        section: String,
        round: RoundNo,
        done: usize,
        total: usize,
    },
    /// The constraints, not the absolute criteria, leave no legal pairing. `blockers`
    /// holds the one constraint whose removal makes the round pairable, or all of them
    /// when no single one does.
    #[error("{section}: {message}")]
    Constrained {
        section: String,
        round: RoundNo,
        blockers: Vec<Blocker>,
        /// When one constraint alone is the cause: that constraint relaxed as far as
        /// needed and no further.
        remedy: Option<Remedy>,
        /// How many top seeds the top-seeds rule keeps apart in this round (after its cap).
        seeds_kept: u32,
        message: String,
    },
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
    let (blockers, remedy, message) = match single {
        Some(b) => {
            let remedy = remedy(s, round, b);
            (
                vec![b],
                remedy,
                format!(
                    "round {round} cannot be paired: {} leaves no legal pairing{}; without it \
                     the round can be paired. Relax it: {}",
                    describe(s, round, b),
                    detail(s, round, b),
                    relax(s, round, b, remedy)
                ),
            )
        }
        None => {
            let names: Vec<String> = all.iter().map(|&b| describe(s, round, b)).collect();
            (
                all.clone(),
                None,
                format!(
                    "round {round} cannot be paired: together {} leave no legal pairing, and \
                     no one of them alone is the cause; without all of them the round can be \
                     paired. Relax one or more of them in the section settings (F8) or lift \
                     forbidden pairs",
                    names.join(", ")
                ),
            )
        }
    };
    Some(PairError::Constrained {
        section: s.code.clone(),
        round,
        blockers,
        remedy,
        seeds_kept: constraints::top_seeds(s, round).map_or(0, |t| t.kept),
        message,
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

fn describe(s: &Section, round: RoundNo, b: Blocker) -> String {
    match b {
        Blocker::SameTeam => format!(
            "same-team avoidance for rounds 1-{}",
            s.settings.local_rules.same_team_rounds
        ),
        Blocker::TopSeeds => match constraints::top_seeds(s, round) {
            Some(t) if t.capped() => format!(
                "keeping the top seeds 1-{} apart in round 1 (the rule's 1-{} capped at half \
                 of the {} players present)",
                t.kept, t.asked, t.present
            ),
            _ => format!(
                "keeping the top seeds 1-{} apart in round 1",
                s.settings.local_rules.top_seeds_apart
            ),
        },
        Blocker::Forbidden { index } => match s.forbidden.get(index) {
            Some(f) => format!(
                "forbidden pair {} ({}, rounds {}-{})",
                index + 1,
                names(s, &f.players),
                f.first_round,
                f.last_round
            ),
            None => format!("forbidden pair {}", index + 1),
        },
        Blocker::AllForbidden => "the arbiter's forbidden pairs".to_string(),
    }
}

fn names(s: &Section, ids: &[PlayerId]) -> String {
    ids.iter()
        .map(|&id| s.player(id).map_or_else(|| id.to_string(), label))
        .collect::<Vec<_>>()
        .join(" and ")
}

/// For same-team avoidance: the largest team among the players to be paired.
fn detail(s: &Section, round: RoundNo, b: Blocker) -> String {
    if b != Blocker::SameTeam {
        return String::new();
    }
    let present: Vec<_> = s.players.iter().filter(|p| p.is_available(round)).collect();
    let biggest = s
        .teams
        .iter()
        .map(|t| {
            let n = present.iter().filter(|p| p.team == Some(t.id)).count();
            (n, t)
        })
        .max_by_key(|(n, t)| (*n, std::cmp::Reverse(t.id)));
    match biggest {
        Some((n, t)) if n > 1 => format!(" ({} has {n} of the {} players)", t.name, present.len()),
        _ => String::new(),
    }
}

fn relax(s: &Section, round: RoundNo, b: Blocker, remedy: Option<Remedy>) -> String {
    let edit = format!("catur section edit FILE --section {}", s.code);
    if let Some(Remedy::TopSeedsApart { seeds }) = remedy {
        let off = if seeds == 0 {
            String::new()
        } else {
            "; --top-seeds-apart 0 switches the rule off".to_string()
        };
        return format!(
            "{edit} --top-seeds-apart {seeds}{off} (or the top seeds in the section settings, \
             F8)"
        );
    }
    match b {
        Blocker::SameTeam => format!(
            "{edit} --same-team-rounds {} (or the same-team rounds in the section settings, F8)",
            round.saturating_sub(1)
        ),
        Blocker::TopSeeds => format!(
            "{edit} --top-seeds-apart 0, or fewer than {} (or the top seeds in the section \
             settings, F8)",
            s.settings.local_rules.top_seeds_apart
        ),
        Blocker::Forbidden { index } => format!(
            "lift forbidden pair {} or end it at round {} (forbidden pairs, F8)",
            index + 1,
            round.saturating_sub(1)
        ),
        Blocker::AllForbidden => "lift some of the forbidden pairs (F8)".into(),
    }
}
