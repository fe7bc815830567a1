//! The TRF header of a section as both interfaces export it: the championship's facts
//! and, for a team-match section, the TRF26 `310` team records. The desk's export key
//! and `catur export` call this one function, so the two files agree.

use crate::model::{Points, Section, Tournament};
use crate::ops;
use crate::standings::team_match;
use crate::trf::{TeamLine, TrfHeader};

/// The header to export `s` of `t` with.
pub fn trf_header(t: &Tournament, s: &Section) -> TrfHeader {
    let mut header = TrfHeader::for_section(t, s);
    header.teams = team_lines(s);
    header
}

/// The TRF26 `310` records of a team-match section (none for an individual section):
/// pairing numbers as the pairing gives them, scores and rank from the team standings
/// after the last paired round.
fn team_lines(s: &Section) -> Vec<TeamLine> {
    let Some(tm) = s.team_match.as_deref() else {
        return Vec::new();
    };
    let order = ops::team_order(s, tm.settings.boards);
    let table = team_match::ranking(s, tm, s.rounds_paired());
    order
        .iter()
        .enumerate()
        .filter_map(|(k, id)| {
            let team = s.team(*id)?;
            let mut members = s.team_members(*id);
            members.sort_by_key(|p| (p.reserve, p.board.unwrap_or(u8::MAX), p.tpn));
            let ratings: Vec<u32> = members
                .iter()
                .filter(|p| !p.reserve)
                .take(usize::from(tm.settings.boards))
                .filter_map(|p| p.rating.map(u32::from))
                .collect();
            let ranked = table.iter().find(|r| r.record.team == *id);
            Some(TeamLine {
                number: k as u32 + 1,
                name: team.name.clone(),
                code: team.code.clone(),
                strength: (!ratings.is_empty())
                    .then(|| ratings.iter().sum::<u32>() / ratings.len() as u32),
                match_points: ranked.map_or(Points::ZERO, |r| r.record.match_points),
                game_points: ranked.map_or(Points::ZERO, |r| r.record.game_points),
                rank: ranked.map_or(0, |r| r.rank),
                members: members.iter().map(|p| p.tpn).collect(),
            })
        })
        .collect()
}
