//! The TRF header of a section as both interfaces export it: the championship's facts
//! and, for a team-match section, the TRF26 team records (`192`, `352`, `362`, `310`,
//! `320`, `330`, `300`). The desk's export key and `catur export` call this one
//! function, so the two files agree.

use crate::model::{
    ColourPreferences, Points, RoundNo, Section, TeamId, TeamRanking, TeamSystem, Tournament,
};
use crate::ops;
use crate::standings::team_match;
use crate::trf::{
    ByeLine, ForfeitLine, ForfeitResult, OutOfOrderLine, TeamLine, TeamRecords, TrfHeader,
};

/// The header to export `s` of `t` with.
pub fn trf_header(t: &Tournament, s: &Section) -> TrfHeader {
    let mut header = TrfHeader::for_section(t, s);
    header.teams = team_lines(s);
    header.team_records = team_records(s);
    header.kept_apart = school_rules(s);
    if let Some(index) = t.sections.iter().position(|x| x.code == s.code) {
        header.audit = crate::trf::audit_lines(&t.journal, index as u32, s);
    }
    with_ranks(s, header)
}

/// What [`without_unfinished_round`] left out: the round and its results entered of
/// its boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeftOut {
    pub round: crate::model::RoundNo,
    pub results: usize,
    pub boards: usize,
}

/// The section as it stood before its last round was paired, when that round still
/// lacks a result (`catur export --without-unfinished-round`): bbpPairings reads no
/// game without a result, and TRF26 has no code for a game not yet played (a blank
/// result reads as an absence, `?` as an adjourned game); without the round, the file
/// is the one that round was paired from, with its byes and absences in the round's
/// column. `None` when the last round has every result (or none is paired).
pub fn without_unfinished_round(s: &Section) -> Option<(Section, LeftOut)> {
    let last = s.rounds.last()?;
    if last.state() == crate::model::RoundState::ResultsComplete {
        return None;
    }
    let (results, boards) = last.progress();
    let left = LeftOut {
        round: last.number,
        results,
        boards,
    };
    let mut earlier = s.clone();
    earlier.rounds.pop();
    if let Some(tm) = earlier.team_match.as_deref_mut() {
        tm.rounds.truncate(earlier.rounds.len());
    }
    Some((earlier, left))
}

/// The school rules of a section as groups kept apart (`260` records): each team's
/// players in rounds 1..=k (same-team avoidance) and the top seeds in round 1 (as
/// capped when round 1 was paired). TRF26's prohibited-pairings record says exactly
/// this, so every engine and checker that reads `260` pairs under the same rules.
pub fn school_rules(s: &Section) -> Vec<crate::model::ForbiddenPair> {
    crate::pairing::constraints::local_rule_pairs(s, 1)
}

/// `header` with the rank column the file's reader finds: the places of the standings
/// computed from the file itself (see [`file_standings`]), so that a checker reading
/// the file back (`catur check`, FIDE's tie-break checker) agrees with every rank.
/// Without a usable tie-break list the places are by points alone.
pub fn with_ranks(s: &Section, mut header: TrfHeader) -> TrfHeader {
    let file = crate::trf::from_section(s, &header);
    header.ranks = match file_standings(&file) {
        Ok((_, st)) => st.rows.iter().map(|r| (r.tpn, r.place.first)).collect(),
        Err(_) => Default::default(),
    };
    header
}

/// Why the standings of a TRF file could not be computed.
#[derive(Debug, thiserror::Error)]
pub enum FileStandingsError {
    #[error("{0}")]
    Trf(#[from] crate::trf::TrfError),
    #[error("the tie-break list (202/212): {0}")]
    Codes(#[from] crate::standings::CodeError),
    #[error("{0}")]
    Standings(#[from] crate::standings::StandingsError),
}

/// The section a TRF file describes and its standings after the file's last round (its
/// declared number of rounds, as FIDE's checker reads it) under the file's own
/// tie-break list (`202`, else `212`).
pub fn file_standings(
    file: &crate::trf::TrfFile,
) -> Result<(Section, crate::standings::Standings), FileStandingsError> {
    let section = crate::trf::to_section(file)?;
    let codes = crate::standings::parse_codes(&section.settings.tiebreaks)?;
    let round = crate::standings::last_round(&section);
    let st = crate::standings::standings(&section, Some(round), &codes)?;
    Ok((section, st))
}

/// The TRF26 type code of `192` for a team-match section: the Swiss Team Pairing System
/// with its kind of colour preferences (Type A or Type B, C.04.6 Art. 1.7), the score
/// that ranks first, then the other (used for the first-team, C.04.6 4.2); Berger tables
/// for a team round robin.
pub fn team_type_code(
    system: TeamSystem,
    ranking: TeamRanking,
    colours: ColourPreferences,
) -> &'static str {
    use ColourPreferences::{TypeA, TypeB};
    match (system, ranking, colours) {
        (TeamSystem::Swiss, TeamRanking::MatchPoints, TypeA) => "FIDE_TEAM_TYPEA_MP_GP",
        (TeamSystem::Swiss, TeamRanking::GamePoints, TypeA) => "FIDE_TEAM_TYPEA_GP_MP",
        (TeamSystem::Swiss, TeamRanking::MatchPoints, TypeB) => "FIDE_TEAM_TYPEB_MP_GP",
        (TeamSystem::Swiss, TeamRanking::GamePoints, TypeB) => "FIDE_TEAM_TYPEB_GP_MP",
        (TeamSystem::RoundRobin { double: false }, ..) => "FIDE_TEAM_ROUNDROBIN",
        (TeamSystem::RoundRobin { double: true }, ..) => "FIDE_TEAM_DOUBLEROUNDROBIN",
    }
}

/// `192`, `352`, `362`, and the `320`, `330` and `300` records of the rounds paired.
fn team_records(s: &Section) -> TeamRecords {
    let Some(tm) = s.team_match.as_deref() else {
        return TeamRecords::default();
    };
    let order = ops::team_order(s, tm.settings.boards);
    let number = |id: TeamId| {
        order
            .iter()
            .position(|x| *x == id)
            .map_or(0, |k| k as u32 + 1)
    };
    let paired = s.rounds_paired();
    let recs = team_match::records(s, tm, paired);
    let side = |team: TeamId, round: RoundNo| {
        recs.iter()
            .find(|r| r.team == team)
            .and_then(|r| r.sides.iter().find(|x| x.round == round))
    };
    let mp = &tm.settings.match_points;
    let mut out = TeamRecords {
        type_code: Some(
            team_type_code(
                tm.settings.system,
                tm.settings.ranking,
                tm.settings.colour_preferences,
            )
            .to_string(),
        ),
        boards: tm.settings.boards,
        match_points: Some([mp.win, mp.draw, mp.loss]),
        ..TeamRecords::default()
    };
    let mut byes = Vec::new();
    for (ri, tr) in tm.rounds.iter().take(paired as usize).enumerate() {
        let round = ri as RoundNo + 1;
        let mut bye = None;
        for m in &tr.matches {
            let Some(black) = m.black else {
                // A round robin's free round is no pairing-allocated bye.
                if tm.settings.system == TeamSystem::Swiss {
                    bye = Some(number(m.white));
                    if out.byes.is_none()
                        && let Some(x) = side(m.white, round)
                    {
                        out.byes = Some(ByeLine {
                            match_points: x.match_points,
                            game_points: x.game_points,
                            teams: Vec::new(),
                        });
                    }
                }
                continue;
            };
            if let Some(x) = side(m.white, round)
                && !x.played
                && !x.pending
            {
                let result = if x.game_points > x.opponent_game_points {
                    Some(ForfeitResult::FirstWins)
                } else if x.game_points < x.opponent_game_points {
                    Some(ForfeitResult::SecondWins)
                } else if x.game_points == Points::ZERO {
                    Some(ForfeitResult::BothLose)
                } else {
                    None
                };
                if let Some(result) = result {
                    out.forfeits.push(ForfeitLine {
                        result,
                        round,
                        first: number(m.white),
                        second: number(black),
                    });
                }
            }
            for (team, players, opponent) in [
                (m.white, &m.white_players, black),
                (black, &m.black_players, m.white),
            ] {
                let roster = roster(s, team);
                let places: Vec<Option<usize>> = players
                    .iter()
                    .map(|id| roster.iter().position(|p| p.id == *id))
                    .collect();
                if places.windows(2).any(|w| w[1] <= w[0]) {
                    out.out_of_order.push(OutOfOrderLine {
                        round,
                        team: number(team),
                        opponent: number(opponent),
                        players: players
                            .iter()
                            .map(|id| s.player(*id).map_or(0, |p| p.tpn))
                            .collect(),
                    });
                }
            }
        }
        byes.push(bye);
    }
    if let Some(b) = out.byes.as_mut() {
        b.teams = byes;
    }
    out
}

/// A team's players in the order of its `310` record: regular players by board, then
/// reserves.
fn roster(s: &Section, team: TeamId) -> Vec<&crate::model::Player> {
    let mut members = s.team_members(team);
    members.sort_by_key(|p| (p.reserve, p.board.unwrap_or(u8::MAX), p.tpn));
    members
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
            let members = roster(s, *id);
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A team Swiss with Type B colour preferences says so in its `192` code.
    #[test]
    fn trf26_192_names_type_b_colour_preferences() {
        let code = |r, c| team_type_code(TeamSystem::Swiss, r, c);
        assert_eq!(
            code(TeamRanking::MatchPoints, ColourPreferences::TypeB),
            "FIDE_TEAM_TYPEB_MP_GP"
        );
        assert_eq!(
            code(TeamRanking::GamePoints, ColourPreferences::TypeB),
            "FIDE_TEAM_TYPEB_GP_MP"
        );
        assert_eq!(
            code(TeamRanking::MatchPoints, ColourPreferences::TypeA),
            "FIDE_TEAM_TYPEA_MP_GP"
        );
    }
}
