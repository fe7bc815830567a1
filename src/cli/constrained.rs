//! A round the school rules' constraints leave without a legal pairing, in the command
//! line's words: the constraint named with who is in the way, and how to relax it with
//! `catur section edit` (or on the desk's settings screen).

use crate::model::{Language, RoundNo};
use crate::ops::{Blocker, ConstraintFacts, PairError, Remedy};

/// The command line's sentence for [`PairError::Constrained`] (`None` for any other
/// refusal): the words the desk shows too ([`PairError::say_blocked`]) and, when one constraint is
/// the cause, the flags that relax it.
pub fn constrained_refusal(e: &PairError) -> Option<String> {
    let said = e.say_blocked(Language::English, Some("F8"))?;
    let PairError::Constrained {
        section,
        round,
        blockers,
        remedy,
        facts,
        ..
    } = e
    else {
        return None;
    };
    Some(match blockers.as_slice() {
        [b] => format!(
            "{said} Relax it: {}",
            relax(section, *round, *b, *remedy, facts)
        ),
        _ => said,
    })
}

fn relax(
    section: &str,
    round: RoundNo,
    b: Blocker,
    remedy: Option<Remedy>,
    f: &ConstraintFacts,
) -> String {
    let edit = format!("catur section edit FILE --section {section}");
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
            f.seeds_asked
        ),
        Blocker::Forbidden { index } => format!(
            "lift forbidden pair {} or end it at round {} (forbidden pairs, F8)",
            index + 1,
            round.saturating_sub(1)
        ),
        Blocker::AllForbidden => "lift some of the forbidden pairs (F8)".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Constraints that block a round only together: the command line's sentence, as it
    /// was before the desk took its words from the same place.
    #[test]
    fn constraints_blocking_together_are_named_with_the_settings() {
        let e = PairError::Constrained {
            section: "L12".into(),
            round: 3,
            blockers: vec![Blocker::SameTeam, Blocker::AllForbidden],
            remedy: None,
            seeds_kept: 0,
            facts: Box::new(ConstraintFacts {
                same_team_rounds: 3,
                ..ConstraintFacts::default()
            }),
        };
        assert_eq!(
            constrained_refusal(&e).expect("blocked"),
            "L12: round 3 cannot be paired: together same-team avoidance for rounds 1-3, the \
             arbiter's forbidden pairs leave no legal pairing, and no one of them alone is the \
             cause; without all of them the round can be paired. Relax one or more of them in \
             the section settings (F8) or lift forbidden pairs"
        );
    }
}
