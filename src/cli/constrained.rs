//! A round the school rules' constraints leave without a legal pairing, in the command
//! line's words: the constraint named with who is in the way, and how to relax it with
//! `catur section edit` (or on the desk's settings screen).

use crate::model::{Language, RoundNo};
use crate::ops::{Blocker, ConstraintFacts, PairError, Remedy};

/// The command line's sentence for [`PairError::Constrained`] (`None` for any other
/// refusal).
pub fn constrained_refusal(e: &PairError) -> Option<String> {
    let PairError::Constrained {
        section,
        round,
        blockers,
        remedy,
        seeds_kept,
        facts,
    } = e
    else {
        return None;
    };
    let round = *round;
    let name = |b: Blocker| b.say(Language::English, *seeds_kept, facts);
    Some(match blockers.as_slice() {
        [b] => format!(
            "{section}: round {round} cannot be paired: {} leaves no legal pairing{}; without \
             it the round can be paired. Relax it: {}",
            name(*b),
            detail(facts),
            relax(section, round, *b, *remedy, facts)
        ),
        all => {
            let names: Vec<String> = all.iter().map(|&b| name(b)).collect();
            format!(
                "{section}: round {round} cannot be paired: together {} leave no legal \
                 pairing, and no one of them alone is the cause; without all of them the \
                 round can be paired. Relax one or more of them in the section settings \
                 (F8) or lift forbidden pairs",
                names.join(", ")
            )
        }
    })
}

/// Same-team avoidance alone: the largest team among the players to be paired.
fn detail(f: &ConstraintFacts) -> String {
    f.largest_team
        .as_ref()
        .map_or_else(String::new, |t| t.say(Language::English))
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
