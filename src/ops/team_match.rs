//! Team-match operations: making a section a team-match section, handing in a line-up,
//! pairing the next round of matches, and a team forfeit. Board results are entered with
//! the ordinary result operations, on the round's boards.
//!
//! Teams are numbered for pairing by the average rating of the first N players of their
//! roster (unrated players count 0), then by the order they were entered; the numbers are
//! the Berger numbers of a team round robin and the pairing numbers of a team Swiss.

use super::error::OpError;
use super::journal::commit;
use super::pairing::PairError;
use super::section_index;
use super::team_why::TeamWhy;
use super::why::{Quantity, Same, Why};
use crate::model::Deed;
use crate::model::{
    Board, ByeKind, Change, Colour, Language, LineUp, Outcome, PlayerId, PlayerStatus, Round,
    RoundNo, Section, TeamId, TeamMatch, TeamMatchSection, TeamMatchSettings, TeamRound,
    TeamSystem, Tournament, Unpaired,
};
use crate::pairing::team_swiss::{self, TeamEntrant, TeamPairing, TeamStep};
use crate::standings::team_match::{TEAM_TIEBREAKS, records};
use catur_engine::in_lang;

/// Most boards a match may have.
pub const MAX_BOARDS: u8 = 10;

/// Makes `section` a team-match section with `settings`, or changes its settings. The
/// board count and the system are fixed once round 1 is paired.
pub fn set_team_match(
    t: &mut Tournament,
    section: &str,
    settings: TeamMatchSettings,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    check_team_settings(&settings)?;
    let before = s.team_match.clone();
    if let Some(old) = &before
        && s.rounds_paired() > 0
        && (old.settings.boards != settings.boards || old.settings.system != settings.system)
    {
        return Err(team_why(TeamWhy::FixedAfterRoundOne {
            section: s.code.clone(),
        }));
    }
    if before.is_none() && s.rounds_paired() > 0 {
        return Err(team_why(TeamWhy::PairedIndividually {
            section: s.code.clone(),
        }));
    }
    let after = TeamMatchSection {
        settings,
        lineups: before.as_ref().map_or_else(Vec::new, |b| b.lineups.clone()),
        rounds: before.as_ref().map_or_else(Vec::new, |b| b.rounds.clone()),
    };
    let deed = Deed::TeamMatchSettings {
        section: s.code.clone(),
    };
    commit(
        t,
        deed,
        vec![Change::TeamMatch {
            section: si as u32,
            before,
            after: Some(Box::new(after)),
        }],
    )
}

/// Makes a team-match section an individual one again (its line-ups go), before round
/// 1 is paired.
pub fn play_individually(t: &mut Tournament, section: &str) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let before = team_section(s)?.clone();
    if s.rounds_paired() > 0 {
        return Err(team_why(TeamWhy::FixedAfterRoundOne {
            section: s.code.clone(),
        }));
    }
    let deed = Deed::PlayedIndividually {
        section: s.code.clone(),
    };
    commit(
        t,
        deed,
        vec![Change::TeamMatch {
            section: si as u32,
            before: Some(Box::new(before)),
            after: None,
        }],
    )
}

/// The checks of team-match settings on their own: 1 to [`MAX_BOARDS`] boards, known
/// team tie-breaks.
pub(crate) fn check_team_settings(settings: &TeamMatchSettings) -> Result<(), OpError> {
    if !(1..=MAX_BOARDS).contains(&settings.boards) {
        return Err(OpError::OutOfRange {
            what: Quantity::Board,
            value: i64::from(settings.boards),
            min: 1,
            max: i64::from(MAX_BOARDS),
        });
    }
    for code in &settings.tiebreaks {
        if !TEAM_TIEBREAKS.contains(&code.as_str()) {
            return Err(team_why(TeamWhy::NotATiebreak {
                code: code.clone(),
                known: TEAM_TIEBREAKS.join(", "),
            }));
        }
    }
    Ok(())
}

fn team_why(w: TeamWhy) -> OpError {
    OpError::Invalid(Why::Team(w))
}

fn team_section(s: &Section) -> Result<&TeamMatchSection, OpError> {
    s.team_match.as_deref().ok_or_else(|| {
        team_why(TeamWhy::NotTeamMatch {
            section: s.code.clone(),
        })
    })
}

/// The teams in pairing-number order (number 1 first).
pub fn team_order(s: &Section, boards: u8) -> Vec<TeamId> {
    let mut v: Vec<(i64, usize, TeamId)> = s
        .teams
        .iter()
        .enumerate()
        .map(|(i, team)| {
            let ratings: Vec<i64> = s
                .team_members(team.id)
                .into_iter()
                .filter(|p| !p.reserve)
                .take(usize::from(boards))
                .map(|p| i64::from(p.rating.unwrap_or(0)))
                .collect();
            let avg = ratings.iter().sum::<i64>() / ratings.len().max(1) as i64;
            (-avg, i, team.id)
        })
        .collect();
    v.sort();
    v.into_iter().map(|(_, _, id)| id).collect()
}

/// Whether a player may sit on a board of his team in `round`: entered, not withdrawn,
/// no bye asked. A reserve counts as present (his open absence only keeps him out of the
/// individual pairing until a line-up names him).
fn present(s: &Section, id: PlayerId, round: RoundNo) -> bool {
    let Some(p) = s.player(id) else { return false };
    match p.status(round) {
        PlayerStatus::Present => true,
        PlayerStatus::Withdrawn => p.reserve_on_call(round),
        _ => false,
    }
}

/// The line-up a team plays in `round`: the one handed in; once the section's
/// substitution rule closes, the players of round 1 who are present; otherwise the
/// roster's first N present players in board order (regular players first, then
/// reserves).
pub fn lineup(s: &Section, tm: &TeamMatchSection, team: TeamId, round: RoundNo) -> Vec<PlayerId> {
    if let Some(l) = tm.lineup(team, round) {
        return l.players.clone();
    }
    // No substitution after the rule's round (Johor): the round 1 players, those present.
    if let Some(limit) = tm.settings.substitutions_until
        && round > limit.max(1)
    {
        return first_round_players(s, tm, team)
            .into_iter()
            .filter(|id| present(s, *id, round))
            .collect();
    }
    let mut members = s.team_members(team);
    members.sort_by_key(|p| (p.reserve, p.board.unwrap_or(u8::MAX), p.tpn, p.id));
    members
        .into_iter()
        .filter(|p| present(s, p.id, round))
        .take(usize::from(tm.settings.boards))
        .map(|p| p.id)
        .collect()
}

/// The players a team played with in round 1 (its line-up then, if it had no match).
fn first_round_players(s: &Section, tm: &TeamMatchSection, team: TeamId) -> Vec<PlayerId> {
    if let Some(r) = tm.rounds.first() {
        for m in &r.matches {
            if m.white == team {
                return m.white_players.clone();
            }
            if m.black == Some(team) {
                return m.black_players.clone();
            }
        }
    }
    lineup(s, tm, team, 1)
}

/// Checks a line-up for `round`: the team's own players, each once, present, in roster
/// order, at most N, and (the Johor rule) no newcomer after the round substitutions end.
fn check_lineup(
    s: &Section,
    tm: &TeamMatchSection,
    team: TeamId,
    round: RoundNo,
    players: &[PlayerId],
) -> Result<(), OpError> {
    let code = s.team(team).map_or("?", |x| x.code.as_str());
    let n = usize::from(tm.settings.boards);
    if players.len() > n {
        return Err(team_why(TeamWhy::TooManyPlayers {
            team: code.to_string(),
            named: players.len(),
            boards: tm.settings.boards,
        }));
    }
    let mut roster = s.team_members(team);
    roster.sort_by_key(|p| (p.reserve, p.board.unwrap_or(u8::MAX), p.tpn, p.id));
    let mut last = None;
    for (k, id) in players.iter().enumerate() {
        let Some(p) = s.player(*id) else {
            return Err(OpError::NoPlayer {
                section: s.code.clone(),
                id: id.0,
            });
        };
        if p.team != Some(team) {
            return Err(team_why(TeamWhy::NotInTeam {
                board: k + 1,
                name: p.name.clone(),
                team: code.to_string(),
            }));
        }
        if players[..k].contains(id) {
            return Err(team_why(TeamWhy::NamedTwice {
                board: k + 1,
                name: p.name.clone(),
            }));
        }
        if !present(s, *id, round) {
            return Err(team_why(TeamWhy::CannotPlay {
                board: k + 1,
                name: p.name.clone(),
                round,
            }));
        }
        let place = roster.iter().position(|x| x.id == *id);
        if place < last {
            return Err(team_why(TeamWhy::OutOfBoardOrder {
                board: k + 1,
                name: p.name.clone(),
            }));
        }
        last = place;
    }
    if let Some(limit) = tm.settings.substitutions_until
        && round > limit.max(1)
    {
        let first = first_round_players(s, tm, team);
        if let Some(new) = players.iter().find(|id| !first.contains(id)) {
            let name = s.player(*new).map_or(String::new(), |p| p.name.clone());
            return Err(team_why(TeamWhy::NoSubstitution {
                team: code.to_string(),
                name,
                until: limit.max(1),
            }));
        }
    }
    Ok(())
}

/// Hands in a team's line-up for a round not yet paired (players by pairing number or
/// id as the caller resolved them), board 1 first.
pub fn set_lineup(
    t: &mut Tournament,
    section: &str,
    round: RoundNo,
    team: TeamId,
    players: Vec<PlayerId>,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let tm = team_section(s)?;
    super::check_team(s, team)?;
    if round <= s.rounds_paired() {
        return Err(team_why(TeamWhy::LineUpTooLate { round }));
    }
    if round > s.settings.rounds_planned {
        return Err(OpError::OutOfRange {
            what: Quantity::Round,
            value: i64::from(round),
            min: 1,
            max: i64::from(s.settings.rounds_planned),
        });
    }
    check_lineup(s, tm, team, round, &players)?;
    let mut after = tm.clone();
    after
        .lineups
        .retain(|l| !(l.team == team && l.round == round));
    after.lineups.push(LineUp {
        round,
        team,
        players,
    });
    let code = s.team(team).map_or("?", |x| x.code.as_str());
    let deed = Deed::Lineup {
        section: s.code.clone(),
        team: code.to_string(),
        round,
    };
    commit(
        t,
        deed,
        vec![Change::TeamMatch {
            section: si as u32,
            before: Some(Box::new(tm.clone())),
            after: Some(Box::new(after)),
        }],
    )
}

/// The teams of a team Swiss as the pairing of `round` sees them (C.04.6 Art. 1): those
/// with a line-up for the round, by pairing number, with their scores after the rounds
/// before, the opponents met and the board-1 colours of matches actually played, the
/// bye, a match won by forfeit, and whether they floated in the previous round.
pub fn team_entrants(s: &Section, tm: &TeamMatchSection, round: RoundNo) -> Vec<TeamEntrant> {
    let order = team_order(s, tm.settings.boards);
    let number = |id: TeamId| {
        order
            .iter()
            .position(|x| *x == id)
            .map_or(0, |k| k as u32 + 1)
    };
    let recs = records(s, tm, round - 1);
    // Scores before the previous round, to tell its floaters (C.04.6 1.5).
    let before = records(s, tm, round.saturating_sub(2));
    let rk = tm.settings.ranking;
    let score_before = |id: TeamId| {
        before
            .iter()
            .find(|r| r.team == id)
            .map(|r| r.primary(rk).tenths())
    };
    order
        .iter()
        .filter(|id| !lineup(s, tm, **id, round).is_empty())
        .filter_map(|id| recs.iter().find(|r| r.team == *id))
        .map(|r| {
            // Only matches actually played count for meetings and colours.
            let played: Vec<_> = r.sides.iter().filter(|x| x.played).collect();
            let floated = played
                .iter()
                .find(|x| x.round + 1 == round)
                .and_then(|x| x.opponent)
                .is_some_and(|o| score_before(o) != score_before(r.team));
            TeamEntrant {
                number: number(r.team),
                primary: r.primary(rk).tenths(),
                secondary: r.secondary(rk).tenths(),
                opponents: played
                    .iter()
                    .filter_map(|x| x.opponent)
                    .map(number)
                    .collect(),
                colours: (1..round)
                    .map(|k| played.iter().find(|x| x.round == k).and_then(|x| x.colour))
                    .collect(),
                had_bye: r.had_bye(),
                forfeit_win: r.won_by_forfeit(),
                floated,
            }
        })
        .collect()
}

/// A proposed round of matches: the round, the matches (White's team on board 1 first,
/// `None`: the bye) and the explanation, as facts the interfaces word.
pub type TeamRoundProposal = (RoundNo, Vec<(TeamId, Option<TeamId>)>, Vec<TeamStep>);

/// The pairing the engine proposes for the next round: team pairs by team id, the bye,
/// and the explanation. Changes nothing.
pub fn propose_team_round(t: &Tournament, section: &str) -> Result<TeamRoundProposal, PairError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let tm = team_section(s)?;
    let round = super::pairing::next_round_to_pair(s)?;
    let order = team_order(s, tm.settings.boards);
    let by_number = |n: u32| order.get((n as usize).wrapping_sub(1)).copied();
    let pairing: TeamPairing = match tm.settings.system {
        TeamSystem::RoundRobin { double } => {
            team_swiss::pair_round_robin(order.len() as u32, double, round)
        }
        TeamSystem::Swiss => {
            let entrants = team_entrants(s, tm, round);
            let rules = team_swiss::TeamSwissRules {
                initial: s.settings.initial_colour.unwrap_or(Colour::White),
                rounds_planned: Some(s.settings.rounds_planned),
                preferences: tm.settings.colour_preferences.into(),
            };
            team_swiss::pair_swiss_with(&entrants, round, &rules)
        }
    }
    .map_err(|source| PairError::TeamPairing {
        section: s.code.clone(),
        source,
    })?;
    let mut pairs = Vec::new();
    for m in &pairing.matches {
        if let (Some(w), Some(b)) = (by_number(m.white), by_number(m.black)) {
            pairs.push((w, Some(b)));
        }
    }
    if let Some(b) = pairing.bye.and_then(by_number) {
        pairs.push((b, None));
    }
    Ok((round, pairs, pairing.explanation))
}

/// Pairs and publishes the next round of matches with the line-ups in force; returns the
/// round number and the explanation of the pairing.
pub fn pair_team_round(
    t: &mut Tournament,
    section: &str,
) -> Result<(RoundNo, Vec<TeamStep>), PairError> {
    let proposal = propose_team_round(t, section)?;
    publish_team_round(t, section, proposal)
}

/// Publishes a round of matches [`propose_team_round`] proposed, with the line-ups in
/// force: the proposal may be worked out on a copy of the championship outside the
/// file's lock, and published under it when the section is still as it was.
pub fn publish_team_round(
    t: &mut Tournament,
    section: &str,
    proposal: TeamRoundProposal,
) -> Result<(RoundNo, Vec<TeamStep>), PairError> {
    let (round, pairs, explanation) = proposal;
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let tm = team_section(s)?;
    let mut after = tm.clone();
    let mut r = Round::new(round);
    let mut team_round = TeamRound::default();
    for (white, black) in pairs {
        let wp = lineup(s, tm, white, round);
        check_lineup(s, tm, white, round, &wp)?;
        let bp = match black {
            Some(b) => {
                let bp = lineup(s, tm, b, round);
                check_lineup(s, tm, b, round, &bp)?;
                bp
            }
            None => Vec::new(),
        };
        let m = TeamMatch {
            white,
            black,
            white_players: wp,
            black_players: bp,
            first_board: r.boards.len() as u32,
        };
        for k in 0..m.games() {
            let (a, b) = (m.white_players[k], m.black_players[k]);
            let board = if k % 2 == 0 {
                Board::new(a, b, Outcome::Pending)
            } else {
                Board::new(b, a, Outcome::Pending)
            };
            r.boards.push(board);
        }
        team_round.matches.push(m);
    }
    // Everyone not on a board has no game this round.
    let on: Vec<PlayerId> = r.boards.iter().flat_map(|b| [b.white, b.black]).collect();
    for p in s.players_by_tpn() {
        if !on.contains(&p.id) {
            r.unpaired.push(Unpaired {
                player: p.id,
                kind: ByeKind::Absent,
            });
        }
    }
    after.rounds.truncate(round as usize - 1);
    after.rounds.push(team_round);
    let deed = Deed::TeamRoundPaired {
        section: s.code.clone(),
        round,
        matches: after.rounds.last().map_or(0, |x| x.matches.len()) as u32,
    };
    commit(
        t,
        deed,
        vec![
            Change::RoundAdded {
                section: si as u32,
                stash: Some(Box::new(r)),
            },
            Change::TeamMatch {
                section: si as u32,
                before: Some(Box::new(tm.clone())),
                after: Some(Box::new(after)),
            },
        ],
    )?;
    Ok((round, explanation))
}

/// A team forfeit recorded, in `lang`, as the desk and `catur team-forfeit` say it:
/// `T12 round 3 match 2: team SKSI forfeits every board`.
pub fn team_forfeit_said(
    section: &str,
    round: RoundNo,
    match_no: usize,
    team: &str,
    lang: Language,
) -> String {
    in_lang!(
        lang,
        "{section} round {round} match {match_no}: team {team} forfeits every board",
        "{section} pusingan {round} perlawanan {match_no}: pasukan {team} kalah walkover di \
         semua papan"
    )
}

/// A team does not appear for its match: every board of the match is lost by forfeit by
/// `team` (results already entered are replaced).
pub fn team_forfeit(
    t: &mut Tournament,
    section: &str,
    round: RoundNo,
    match_no: usize,
    team: TeamId,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let tm = team_section(s)?;
    let r = s.round(round).ok_or(OpError::NoRound {
        section: s.code.clone(),
        round,
        paired: s.rounds_paired(),
    })?;
    let matches = tm
        .rounds
        .get(round as usize - 1)
        .map_or(&[][..], |x| &x.matches[..]);
    let m = match_no
        .checked_sub(1)
        .and_then(|k| matches.get(k))
        .ok_or_else(|| {
            team_why(TeamWhy::NoMatch {
                round,
                matches: matches.len(),
                number: match_no,
            })
        })?;
    if m.white != team && m.black != Some(team) {
        let code = s.team(team).map_or("?", |x| x.code.as_str());
        return Err(team_why(TeamWhy::NotInMatch {
            team: code.to_string(),
            number: match_no,
            round,
        }));
    }
    let mut changes = Vec::new();
    for k in 0..m.games() {
        let at = m.first_board as usize + k;
        let Some(b) = r.boards.get(at) else { continue };
        let team_is_white_on_board = (m.white == team) == (k % 2 == 0);
        let after = if team_is_white_on_board {
            Outcome::BlackForfeitWin
        } else {
            Outcome::WhiteForfeitWin
        };
        if b.outcome != after {
            changes.push(Change::Outcome {
                section: si as u32,
                round,
                board: at as u32,
                before: b.outcome,
                after,
            });
        }
    }
    if changes.is_empty() {
        return Err(OpError::NoChange(Same::Round { round }));
    }
    let code = s.team(team).map_or("?", |x| x.code.as_str());
    let deed = Deed::TeamForfeit {
        section: s.code.clone(),
        round,
        number: match_no as u32,
        team: code.to_string(),
    };
    commit(t, deed, changes)
}

/// The matches of a round (empty for a round not paired or not a team-match section).
pub fn round_matches<'a>(t: &'a Tournament, section: &str, round: RoundNo) -> &'a [TeamMatch] {
    t.section(section)
        .and_then(|s| s.team_match.as_deref())
        .and_then(|tm| tm.rounds.get((round as usize).wrapping_sub(1)))
        .map_or(&[][..], |r| &r.matches[..])
}

/// Whether a team member is withdrawn for `round`: out of the team's line-ups (unlike a
/// reserve merely not named yet, whose standing absence only keeps him out of the
/// individual pairing).
pub fn member_withdrawn(s: &Section, id: PlayerId, round: RoundNo) -> bool {
    s.player(id)
        .is_some_and(|p| p.status(round) == PlayerStatus::Withdrawn && !present(s, id, round))
}

/// Withdraws a member of a team-match section from round `from` (not yet paired) on: he
/// leaves the default line-ups of those rounds and a line-up naming him is refused; the
/// rounds already paired keep his games. A regular player is withdrawn as on an
/// individual section; a reserve's standing absence is split at `from` (round 2 at the
/// earliest), so that he no longer counts as present for a line-up.
pub fn withdraw_member(
    t: &mut Tournament,
    section: &str,
    id: PlayerId,
    from: RoundNo,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    team_section(s)?;
    let p = super::find_player(s, id)?;
    let after = member_out(s, p, from)?;
    let deed = super::attendance_done::member_out(s, p, from);
    let change = super::players::player_change(si, p, after);
    commit(t, deed, vec![change])
}

/// A reserve withdrawn by [`withdraw_member`]: his standing absence split in two, the
/// second for good.
pub(super) fn withdrawn_reserve(p: &crate::model::Player) -> bool {
    p.reserve
        && matches!(
            p.absences.as_slice(),
            [a, b] if a.from <= 1 && a.until == Some(b.from) && b.until.is_none()
        )
}

/// A reserve present for a line-up in `from`: his standing absence keeps him out of
/// the individual pairing, not out of his team.
pub(super) fn lineup_reserve(s: &Section, p: &crate::model::Player, from: RoundNo) -> bool {
    p.reserve && present(s, p.id, from) && p.status(from) == PlayerStatus::Withdrawn
}

/// The member withdrawn from round `from` on as [`withdraw_member`] withdraws him, or
/// why he cannot be.
pub(super) fn member_out(
    s: &Section,
    p: &crate::model::Player,
    from: RoundNo,
) -> Result<crate::model::Player, OpError> {
    if !lineup_reserve(s, p, from) {
        return super::attendance::withdrawn(s, p, from, None);
    }
    super::attendance::check_future_round(
        s,
        from,
        super::why::Hint::ForfeitOrWithdraw {
            name: p.name.clone(),
            pronoun: super::pronoun(p),
            round: super::next_round(s),
        },
    )?;
    let split = from.max(2);
    let mut after = p.clone();
    let first = after.absences.first().map_or(1, |a| a.from);
    after.absences = vec![
        crate::model::Absence {
            from: first,
            until: Some(split),
        },
        crate::model::Absence {
            from: split,
            until: None,
        },
    ];
    Ok(after)
}

/// Brings a withdrawn member of a team-match section back from round `at` (not yet
/// paired): a reserve becomes a reserve again (present for a line-up), a regular player
/// returns as on an individual section.
pub fn return_member(
    t: &mut Tournament,
    section: &str,
    id: PlayerId,
    at: RoundNo,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    team_section(s)?;
    let p = super::find_player(s, id)?;
    if !withdrawn_reserve(p) {
        return super::return_player(t, section, id, at);
    }
    super::attendance::check_future_round(
        s,
        at,
        super::why::Hint::ComeBackFrom {
            name: p.name.clone(),
            round: super::next_round(s),
        },
    )?;
    let mut after = p.clone();
    let first = after.absences[0].from;
    after.absences = vec![crate::model::Absence {
        from: first,
        until: None,
    }];
    let deed = super::attendance_done::member_back(s, p, at);
    let change = super::players::player_change(si, p, after);
    commit(t, deed, vec![change])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Sport;
    use crate::ops::{PlayerFields, add_player, add_team, create_section};

    /// Two teams of two boards and a reserve each; returns the first team's reserve.
    fn two_teams() -> (Tournament, TeamId, PlayerId) {
        let mut t = Tournament::new("Kejohanan Ujian");
        create_section(&mut t, "T9", "Berpasukan", 5, Sport::Chess).expect("section");
        let mut reserve = None;
        let mut first = None;
        for (k, (name, code)) in [("SK Seri Indah", "SKSI"), ("SK Air Putih", "SKAP")]
            .iter()
            .enumerate()
        {
            let team = add_team(&mut t, "T9", name, Some(code)).expect("team");
            first.get_or_insert(team);
            for b in 1..=3u8 {
                let mut f = PlayerFields::named(format!("Tan Wei Ming {k}{b}"));
                f.team = Some(team);
                f.board = Some(b);
                f.reserve = b == 3;
                let id = add_player(&mut t, "T9", f).expect("player");
                if k == 0 && b == 3 {
                    reserve = Some(id);
                }
            }
        }
        set_team_match(&mut t, "T9", TeamMatchSettings::new(2, TeamSystem::Swiss))
            .expect("team match");
        (t, first.expect("team"), reserve.expect("reserve"))
    }

    #[test]
    fn a_withdrawn_reserve_is_refused_in_a_line_up_and_comes_back() {
        let (mut t, team, reserve) = two_teams();
        let regular = t.sections[0]
            .team_members(team)
            .iter()
            .find(|p| !p.reserve)
            .map(|p| p.id)
            .expect("regular");
        assert!(!member_withdrawn(&t.sections[0], reserve, 1));
        withdraw_member(&mut t, "T9", reserve, 1).expect("withdrawn");
        let s = &t.sections[0];
        assert!(member_withdrawn(s, reserve, 1) && member_withdrawn(s, reserve, 3));
        let refused = set_lineup(&mut t, "T9", 1, team, vec![regular, reserve]);
        assert!(
            matches!(
                refused,
                Err(OpError::Invalid(Why::Team(TeamWhy::CannotPlay {
                    board: 2,
                    ..
                })))
            ),
            "{refused:?}"
        );
        return_member(&mut t, "T9", reserve, 1).expect("back");
        assert!(!member_withdrawn(&t.sections[0], reserve, 1));
        set_lineup(&mut t, "T9", 1, team, vec![regular, reserve]).expect("named again");
    }

    /// Issue 34 item 6: the roll call of a team-match section under the withdraw rule
    /// withdraws members as F2's `w` does (a reserve from his team's line-ups too).
    #[test]
    fn the_roll_call_withdraws_members_as_withdraw_member_does() {
        let (mut t, team, reserve) = two_teams();
        let regular = t.sections[0]
            .team_members(team)
            .iter()
            .find(|p| !p.reserve)
            .map(|p| p.id)
            .expect("regular");
        let mut by_hand = t.clone();
        withdraw_member(&mut by_hand, "T9", regular, 1).expect("withdrawn");
        withdraw_member(&mut by_hand, "T9", reserve, 1).expect("withdrawn");
        t.sections[0].settings.roll_call = crate::model::RollCallRule::Withdraw;
        crate::ops::mark_absent(&mut t, "T9", 1, &[regular, reserve]).expect("absent");
        assert_eq!(t.sections[0].players, by_hand.sections[0].players);
        let s = &t.sections[0];
        assert!(member_withdrawn(s, regular, 1) && member_withdrawn(s, reserve, 1));
    }

    /// The roll call lists exactly the members `mark_absent` accepts: under the
    /// withdraw rule a reserve named only in line-ups too (the desk's list left him
    /// out, so he could be marked absent from the command line only); under the
    /// zero-point bye rule he has no individual game to take a bye from.
    #[test]
    fn the_roll_call_lists_whom_mark_absent_accepts() {
        for rule in [
            crate::model::RollCallRule::Withdraw,
            crate::model::RollCallRule::ZeroBye,
        ] {
            let (mut t, _, reserve) = two_teams();
            t.sections[0].settings.roll_call = rule;
            let s = &t.sections[0];
            for p in &s.players {
                let listed = crate::ops::on_roll_call(s, p, 1);
                let accepted = crate::ops::mark_absent(&mut t.clone(), "T9", 1, &[p.id]).is_ok();
                assert_eq!(listed, accepted, "{rule:?} {}", p.name);
            }
            let r = s.player(reserve).expect("reserve");
            assert_eq!(
                crate::ops::on_roll_call(s, r, 1),
                rule == crate::model::RollCallRule::Withdraw
            );
        }
    }

    #[test]
    fn a_withdrawn_regular_player_leaves_the_default_line_up() {
        let (mut t, team, reserve) = two_teams();
        let regular = t.sections[0]
            .team_members(team)
            .iter()
            .find(|p| !p.reserve)
            .map(|p| p.id)
            .expect("regular");
        withdraw_member(&mut t, "T9", regular, 1).expect("withdrawn");
        let s = &t.sections[0];
        let tm = s.team_match.as_deref().expect("team match");
        let line = lineup(s, tm, team, 1);
        assert!(
            !line.contains(&regular) && line.contains(&reserve),
            "{line:?}"
        );
        assert!(member_withdrawn(s, regular, 1));
    }
}
