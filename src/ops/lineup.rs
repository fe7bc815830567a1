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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Player, Substitution, Team};

    #[test]
    fn substitutes_take_the_board_from_their_round_on() {
        let mut s = Section::new("L12", "Lelaki Bawah 12", 5);
        s.teams.push(Team {
            id: TeamId(1),
            name: "SK Seri Indah".into(),
            code: "SKSI".into(),
        });
        for (i, board, reserve) in [(1, 1, false), (2, 2, false), (3, 5, true)] {
            let mut p = Player::new(PlayerId(i), format!("Pemain {i}"));
            p.team = Some(TeamId(1));
            p.board = Some(board);
            p.reserve = reserve;
            s.players.push(p);
        }
        s.substitutions.push(Substitution {
            team: TeamId(1),
            from_round: 3,
            incoming: PlayerId(3),
            outgoing: PlayerId(1),
        });
        let ids = |r| -> Vec<(u8, u32)> {
            line_up(&s, TeamId(1), r)
                .into_iter()
                .map(|(b, p)| (b, p.0))
                .collect()
        };
        assert_eq!(ids(2), [(1, 1), (2, 2)]);
        assert_eq!(ids(3), [(1, 3), (2, 2)]);
    }
}
