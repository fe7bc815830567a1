//! Who plays on which board of a team in a round. A reserve who comes in takes the board
//! of the player he replaces (MSSM Pahang 4.1.9), while his score stays his own: the
//! board belongs to the team, the points to the player.

use crate::model::{PlayerId, RoundNo, Section, TeamId};

/// The team's boards in round `round`, board 1 first: each regular member on his board,
/// except that a substitution in force by then puts the incoming player on the board of
/// the outgoing one. Reserves not substituted in have no board.
pub fn line_up(s: &Section, team: TeamId, round: RoundNo) -> Vec<(u8, PlayerId)> {
    let mut boards: Vec<(u8, PlayerId)> = s
        .team_members(team)
        .into_iter()
        .filter(|p| !p.reserve)
        .filter_map(|p| p.board.map(|b| (b, p.id)))
        .collect();
    let mut subs: Vec<_> = s
        .substitutions
        .iter()
        .filter(|x| x.team == team && x.from_round <= round)
        .collect();
    // Stable: substitutions of the same round keep the order they were made in.
    subs.sort_by_key(|x| x.from_round);
    for x in subs {
        if let Some(slot) = boards.iter_mut().find(|(_, p)| *p == x.outgoing) {
            slot.1 = x.incoming;
        }
    }
    boards.sort_by_key(|&(b, _)| b);
    boards
}
