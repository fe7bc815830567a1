//! Pairing a round: the engine proposes (nothing changes), the arbiter publishes (one
//! journaled change). The school rules' constraints are applied on the way in.

use super::OpError;
use crate::model::{PairingSystem, Round, RoundNo, Tournament};
use crate::pairing::{constraints, dutch, round_robin};

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
    #[error("{0}")]
    Refused(String),
}

/// The pairing the engine proposes for the section's next round, with the local rules
/// (same-team avoidance, top seeds apart) in force. Changes nothing.
pub fn propose_next_round(t: &Tournament, section: &str) -> Result<Round, PairError> {
    let s = t.section(section).ok_or_else(|| {
        let known: Vec<&str> = t.sections.iter().map(|s| s.code.as_str()).collect();
        PairError::Refused(format!(
            "no section '{section}' (sections: {})",
            known.join(" ")
        ))
    })?;
    let round: RoundNo = s.rounds_paired() + 1;
    if round > s.rounds_planned {
        return Err(PairError::Refused(format!(
            "{}: all {} rounds are paired",
            s.code, s.rounds_planned
        )));
    }
    if let Some(last) = s.rounds.last()
        && last.boards.iter().any(|b| b.outcome.is_pending())
    {
        let (done, total) = last.progress();
        return Err(PairError::Refused(format!(
            "{}: round {} still lacks results ({done}/{total} entered); enter them first",
            s.code, last.number
        )));
    }
    if let PairingSystem::RoundRobin { .. } = s.system {
        return round_robin::pair_round(s, round).map_err(|e| PairError::Refused(e.to_string()));
    }
    let view = constraints::pairing_view(s, round);
    dutch::pair_round(&view, round).map_err(|source| PairError::Engine {
        section: s.code.clone(),
        source,
    })
}

/// Pairs and publishes the next round in one step (the command line's `pair FILE`).
pub fn pair_next_round(t: &mut Tournament, section: &str) -> Result<RoundNo, PairError> {
    let round = propose_next_round(t, section)?;
    let number = round.number;
    super::publish_round(t, section, round)?;
    Ok(number)
}
