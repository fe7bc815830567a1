//! From event to event: the players of a section of another championship (the
//! district's, last year's) as rows of a player list, in that section's final ranking,
//! so that the same all-or-nothing import as a CSV list brings them in with their
//! schools, boards and reserve marks (Johor 4.2.2a orders round 1 by the previous
//! results; the state event's players are the districts' qualifiers). The filler player
//! of the other event is never carried: he took no place there.

use super::import::PlayerRow;
use crate::model::Section;
use crate::standings::{StandingsError, prizes::ranked_without_fillers, section_standings};

/// The players of `from` in its final ranking (the top `top` when given), as rows of a
/// player list; row and line numbers are their places in that ranking. Reserves who
/// never played (not ranked there) follow the ranked players.
pub fn rows_from_section(
    from: &Section,
    top: Option<usize>,
) -> Result<Vec<PlayerRow>, StandingsError> {
    let st = section_standings(from, None)?;
    let ranked = ranked_without_fillers(from, &st);
    let unranked = st
        .unranked
        .iter()
        .filter(|id| from.player(**id).is_some_and(|p| !p.filler));
    let ids = ranked.iter().map(|w| w.player).chain(unranked.copied());
    let rows = ids
        .filter_map(|id| from.player(id))
        .take(top.unwrap_or(usize::MAX))
        .enumerate()
        .map(|(k, p)| PlayerRow {
            row: k + 1,
            line: k as u64 + 1,
            name: p.name.clone(),
            team: p.team.and_then(|t| from.team(t)).map(|t| t.name.clone()),
            board: p.board,
            sex: p.sex,
            birth: p.birth,
            rating: p.rating,
            fide_id: p.fide_id,
            title: p.title,
            section: None,
            reserve: Some(p.reserve),
            federation: (!p.federation.is_empty()).then(|| p.federation.clone()),
            national_id: p.national_id.clone(),
            headings: Default::default(),
        })
        .collect();
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Board, GameResult, Outcome, Player, PlayerId, Round, Team, TeamId};

    #[test]
    fn players_come_in_the_final_ranking_without_the_filler() {
        let mut s = Section::new("L12", "Lelaki Bawah 12", 1);
        s.teams.push(Team {
            id: TeamId(1),
            name: "SK Seri Indah".into(),
            code: "SKSI".into(),
        });
        for (i, name) in [
            "Ahmad bin Ismail",
            "Tan Wei Ming",
            "Lim Jia Hao",
            "Arif bin Zulkifli",
        ]
        .into_iter()
        .enumerate()
        {
            let mut p = Player::new(PlayerId(i as u32 + 1), name);
            p.tpn = i as u32 + 1;
            p.team = Some(TeamId(1));
            p.board = Some(i as u8 + 1);
            s.players.push(p);
        }
        s.players[3].filler = true;
        let mut r = Round::new(1);
        r.boards = vec![
            Board::new(
                PlayerId(1),
                PlayerId(2),
                Outcome::Played(GameResult::BlackWins),
            ),
            Board::new(
                PlayerId(4),
                PlayerId(3),
                Outcome::Played(GameResult::WhiteWins),
            ),
        ];
        s.rounds.push(r);
        let rows = rows_from_section(&s, None).unwrap();
        let names: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["Tan Wei Ming", "Ahmad bin Ismail", "Lim Jia Hao"]);
        assert_eq!(rows[0].team.as_deref(), Some("SK Seri Indah"));
        assert_eq!(rows[0].board, Some(2));
        let top = rows_from_section(&s, Some(1)).unwrap();
        assert_eq!(top.len(), 1);
    }
}
