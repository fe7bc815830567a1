//! Team round robins from the Berger tables (C.05 Annex 1).

use super::{TeamPair, TeamPairing, TeamPairingError, TeamStep};
use crate::model::{Colour, RoundNo};

/// Round `round` of a team round robin from the Berger tables (C.05 Annex 1): team
/// pairing numbers are the Berger numbers, the first-named has White on board 1. With
/// an odd number of teams the team meeting the dummy number has the round off.
pub fn pair_round_robin(
    teams: u32,
    double: bool,
    round: RoundNo,
) -> Result<TeamPairing, TeamPairingError> {
    let games = crate::pairing::round_robin::schedule_round(teams, double, round)
        .map_err(TeamPairingError::RoundRobin)?;
    let mut matches = Vec::new();
    let mut bye = None;
    for g in games {
        if g.white > teams {
            bye = Some(g.black);
        } else if g.black > teams {
            bye = Some(g.white);
        } else {
            matches.push(TeamPair {
                white: g.white,
                black: g.black,
            });
        }
    }
    let mut explanation = vec![TeamStep::BergerTable {
        round,
        numbers: crate::pairing::round_robin::table_size(teams),
        double,
    }];
    explanation.extend(
        matches
            .iter()
            .enumerate()
            .map(|(k, m)| TeamStep::TableMatch {
                number: k + 1,
                white: m.white,
                black: m.black,
            }),
    );
    if let Some(b) = bye {
        explanation.push(TeamStep::DummyNumber { team: b });
    }
    Ok(TeamPairing {
        matches,
        bye,
        explanation,
    })
}

/// The colour a board of a match has for the team with White on board 1: White on odd
/// boards, Black on even ones.
pub fn board_colour(board: usize) -> Colour {
    if !board.is_multiple_of(2) {
        Colour::White
    } else {
        Colour::Black
    }
}
