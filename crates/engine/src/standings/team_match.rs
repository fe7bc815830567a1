//! Scores and ranking of team-match sections: match points and game points, the team
//! tie-breaks, and the board prizes.
//!
//! Game points of a match are the sum of its boards under the section's point values;
//! a board where only one team has a player is a forfeit (the section's forfeit values),
//! a board where neither has one counts nothing. The team with more game points wins the
//! match. A Swiss bye scores the bye match points of the section and the game points of
//! a drawn match (every board drawn); a round robin's free round scores nothing, like
//! the individual round robin's dummy number.
//!
//! Team tie-breaks (C.07 for teams, and FMJD 5.11.2.2 for team round robins), by code:
//! - `MP`, `GP`: the score that does not rank first;
//! - `BH`: team Buchholz, the sum of the opponents' primary scores (a bye adds nothing);
//! - `WINS`: matches won;
//! - `BOARDS`: FMJD order, the points on board 1, then on board 2 and so on.

use crate::model::{
    Colour, Outcome, PlayerId, Points, RoundNo, Section, TeamId, TeamMatch, TeamMatchSection,
    TeamRanking, TeamSystem,
};

/// The tie-break codes a team-match section accepts.
pub const TEAM_TIEBREAKS: [&str; 5] = ["MP", "GP", "BH", "WINS", "BOARDS"];

/// One team's side of one match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchSide {
    pub round: RoundNo,
    /// `None`: the bye (or a round robin's free round).
    pub opponent: Option<TeamId>,
    /// Colour on board 1 (`None` for a bye).
    pub colour: Option<Colour>,
    pub game_points: Points,
    pub opponent_game_points: Points,
    pub match_points: Points,
    /// Some board still has no result.
    pub pending: bool,
    /// Game points per board, board 1 first.
    pub boards: Vec<Points>,
    /// The match was actually played: some board of it was a game, not a forfeit
    /// (C.04.6 1.6.1; `false` for a bye and for a match lost or won by forfeit).
    pub played: bool,
}

/// A team's record up to a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamRecord {
    pub team: TeamId,
    pub match_points: Points,
    pub game_points: Points,
    pub wins: u32,
    pub sides: Vec<MatchSide>,
    /// Points per board over all matches, board 1 first.
    pub boards: Vec<Points>,
}

impl TeamRecord {
    pub fn primary(&self, ranking: TeamRanking) -> Points {
        match ranking {
            TeamRanking::MatchPoints => self.match_points,
            TeamRanking::GamePoints => self.game_points,
        }
    }

    pub fn secondary(&self, ranking: TeamRanking) -> Points {
        match ranking {
            TeamRanking::MatchPoints => self.game_points,
            TeamRanking::GamePoints => self.match_points,
        }
    }

    pub fn had_bye(&self) -> bool {
        self.sides.iter().any(|x| x.opponent.is_none())
    }

    /// Won a match without playing it: every board of it forfeited (C.04.6 [C2]: no
    /// pairing-allocated bye after that).
    pub fn won_by_forfeit(&self) -> bool {
        self.sides.iter().any(|x| {
            x.opponent.is_some()
                && !x.played
                && !x.pending
                && x.game_points > x.opponent_game_points
        })
    }
}

/// Game points of each side of a match and the points of each board, white team first.
pub fn match_score(
    s: &Section,
    m: &TeamMatch,
    round: RoundNo,
) -> (Points, Points, Vec<[Points; 2]>, bool) {
    let mut boards = Vec::new();
    let mut pending = false;
    let games = m.games();
    let v = &s.settings.points;
    let n = m.white_players.len().max(m.black_players.len());
    for k in 0..n {
        let pair = if k < games {
            let outcome = s
                .round(round)
                .and_then(|r| r.boards.get(m.first_board as usize + k))
                .map_or(Outcome::Pending, |b| b.outcome);
            pending |= outcome.is_pending();
            // Board k+1: the white team has White on odd boards.
            let white_team_colour = if k % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            [
                outcome.for_colour(white_team_colour).points(v),
                outcome.for_colour(white_team_colour.opposite()).points(v),
            ]
        } else {
            let w = k < m.white_players.len();
            let b = k < m.black_players.len() && m.black.is_some();
            match (w, b) {
                (true, false) => [v.forfeit_win, v.forfeit_loss],
                (false, true) => [v.forfeit_loss, v.forfeit_win],
                _ => [Points::ZERO, Points::ZERO],
            }
        };
        boards.push(pair);
    }
    let sum = |i: usize| boards.iter().map(|p| p[i]).sum::<Points>();
    (sum(0), sum(1), boards, pending)
}

/// How a board of a match was decided without a game: `None` for a game (or a board
/// still without a result); otherwise, white team first, whether each side scored by
/// forfeit (`+`) or lost by it (`-`). A board where one team has no player counts as a
/// forfeit won by the other, as its points do in [`match_score`].
pub fn board_forfeits(s: &Section, m: &TeamMatch, round: RoundNo) -> Vec<Option<[bool; 2]>> {
    let games = m.games();
    let n = m.white_players.len().max(m.black_players.len());
    let v = &s.settings.points;
    (0..n)
        .map(|k| {
            if k >= games {
                let w = k < m.white_players.len();
                let b = k < m.black_players.len() && m.black.is_some();
                return Some([w && !b, b && !w]);
            }
            let outcome = s
                .round(round)
                .and_then(|r| r.boards.get(m.first_board as usize + k))
                .map_or(Outcome::Pending, |b| b.outcome);
            let white_team_colour = if k % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            let mine = outcome.for_colour(white_team_colour);
            if outcome.is_pending() || mine.is_played() {
                return None;
            }
            let theirs = outcome.for_colour(white_team_colour.opposite());
            Some([
                mine.points(v) > Points::ZERO,
                theirs.points(v) > Points::ZERO,
            ])
        })
        .collect()
}

/// A match decided without a game on any board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchForfeit {
    /// This team won the match by forfeit.
    WonBy(TeamId),
    /// Neither team came: both lost by forfeit.
    Neither,
}

/// Whether a match (not a bye) was won by forfeit: every board decided without a game,
/// none still open. The winner is the team with more game points.
pub fn match_forfeit(s: &Section, m: &TeamMatch, round: RoundNo) -> Option<MatchForfeit> {
    let black = m.black?;
    let boards = board_forfeits(s, m, round);
    if boards.is_empty() || boards.iter().any(Option::is_none) {
        return None;
    }
    let (gw, gb, _, pending) = match_score(s, m, round);
    if pending {
        return None;
    }
    Some(if gw > gb {
        MatchForfeit::WonBy(m.white)
    } else if gb > gw {
        MatchForfeit::WonBy(black)
    } else {
        MatchForfeit::Neither
    })
}

/// Every team's record after rounds 1..=`upto`, in the order of the section's teams.
pub fn records(s: &Section, tm: &TeamMatchSection, upto: RoundNo) -> Vec<TeamRecord> {
    let n = usize::from(tm.settings.boards);
    let mut out: Vec<TeamRecord> = s
        .teams
        .iter()
        .map(|t| TeamRecord {
            team: t.id,
            match_points: Points::ZERO,
            game_points: Points::ZERO,
            wins: 0,
            sides: Vec::new(),
            boards: vec![Points::ZERO; n],
        })
        .collect();
    let mp = &tm.settings.match_points;
    let swiss = tm.settings.system == TeamSystem::Swiss;
    let rounds = upto.min(s.rounds_paired()) as usize;
    for (ri, tr) in tm.rounds.iter().take(rounds).enumerate() {
        let round = ri as RoundNo + 1;
        for m in &tr.matches {
            let Some(black) = m.black else {
                let (mpts, gpts) = if swiss {
                    let draw = s.settings.points.draw.tenths() * i32::from(tm.settings.boards);
                    (mp.bye, Points(draw))
                } else {
                    (Points::ZERO, Points::ZERO)
                };
                if let Some(r) = out.iter_mut().find(|r| r.team == m.white) {
                    r.match_points += mpts;
                    r.game_points += gpts;
                    r.sides.push(MatchSide {
                        round,
                        opponent: None,
                        colour: None,
                        game_points: gpts,
                        opponent_game_points: Points::ZERO,
                        match_points: mpts,
                        pending: false,
                        boards: Vec::new(),
                        played: false,
                    });
                }
                continue;
            };
            let (gw, gb, boards, pending) = match_score(s, m, round);
            let played = s.round(round).is_some_and(|r| {
                (0..m.games()).any(|k| {
                    r.boards
                        .get(m.first_board as usize + k)
                        .is_some_and(|b| b.outcome.for_colour(Colour::White).is_played())
                })
            });
            for (team, colour, mine, theirs, side) in [
                (m.white, Colour::White, gw, gb, 0usize),
                (black, Colour::Black, gb, gw, 1usize),
            ] {
                let mpts = if pending {
                    Points::ZERO
                } else if mine > theirs {
                    mp.win
                } else if mine == theirs {
                    mp.draw
                } else {
                    mp.loss
                };
                let Some(r) = out.iter_mut().find(|r| r.team == team) else {
                    continue;
                };
                r.match_points += mpts;
                r.game_points += mine;
                if !pending && mine > theirs {
                    r.wins += 1;
                }
                let per_board: Vec<Points> = boards.iter().map(|p| p[side]).collect();
                for (k, p) in per_board.iter().enumerate() {
                    if let Some(slot) = r.boards.get_mut(k) {
                        *slot += *p;
                    }
                }
                r.sides.push(MatchSide {
                    round,
                    opponent: Some(if side == 0 { black } else { m.white }),
                    colour: Some(colour),
                    game_points: mine,
                    opponent_game_points: theirs,
                    match_points: mpts,
                    pending,
                    boards: per_board,
                    played,
                });
            }
        }
    }
    out
}

/// A ranked team: its record, the values of the tie-breaks, its rank (shared on a tie).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankedTeam {
    pub rank: u32,
    pub record: TeamRecord,
    /// One value per tie-break code (`BOARDS` gives one per board), in tenths.
    pub values: Vec<i64>,
}

/// The headings of the tie-break columns: `BOARDS` becomes `B1`, `B2`, ….
pub fn tiebreak_headings(tm: &TeamMatchSection) -> Vec<String> {
    let mut v = Vec::new();
    for code in &tm.settings.tiebreaks {
        if code == "BOARDS" {
            v.extend((1..=tm.settings.boards).map(|b| format!("B{b}")));
        } else {
            v.push(code.clone());
        }
    }
    v
}

/// The team standings after round `upto`.
pub fn ranking(s: &Section, tm: &TeamMatchSection, upto: RoundNo) -> Vec<RankedTeam> {
    let recs = records(s, tm, upto);
    let rk = tm.settings.ranking;
    let primary = |t: TeamId| {
        recs.iter()
            .find(|r| r.team == t)
            .map_or(0, |r| i64::from(r.primary(rk).tenths()))
    };
    let mut ranked: Vec<RankedTeam> =
        recs.iter()
            .map(|r| {
                let mut values = vec![i64::from(r.primary(rk).tenths())];
                for code in &tm.settings.tiebreaks {
                    match code.as_str() {
                        "MP" => values.push(i64::from(r.match_points.tenths())),
                        "GP" => values.push(i64::from(r.game_points.tenths())),
                        "BH" => values
                            .push(r.sides.iter().filter_map(|x| x.opponent).map(primary).sum()),
                        "WINS" => values.push(i64::from(r.wins) * 10),
                        "BOARDS" => values.extend(r.boards.iter().map(|p| i64::from(p.tenths()))),
                        _ => {}
                    }
                }
                RankedTeam {
                    rank: 0,
                    record: r.clone(),
                    values,
                }
            })
            .collect();
    let order = |t: TeamId| s.teams.iter().position(|x| x.id == t).unwrap_or(usize::MAX);
    ranked.sort_by(|a, b| {
        b.values
            .cmp(&a.values)
            .then_with(|| order(a.record.team).cmp(&order(b.record.team)))
    });
    for i in 0..ranked.len() {
        ranked[i].rank = if i > 0 && ranked[i].values == ranked[i - 1].values {
            ranked[i - 1].rank
        } else {
            i as u32 + 1
        };
    }
    for r in &mut ranked {
        r.values.remove(0);
    }
    ranked
}

/// One player's record on one board, for the board prizes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardRecord {
    pub player: PlayerId,
    pub team: TeamId,
    /// Points of the games played (a forfeit won scores nothing here).
    pub points: Points,
    /// Games played over the board on this board (forfeits are not games).
    pub games: u32,
}

/// Board prizes: for each board (board 1 first) the players with at least the
/// section's minimum games on it (and at least one), best first: percentage of the
/// points of the games played, then points, then order of entry. A forfeit, won or
/// lost, is neither a game nor a point here (the shared rules say nothing of board
/// prizes; FIDE Olympiad practice counts games played), a bye and an absence neither.
pub fn board_prizes(s: &Section, tm: &TeamMatchSection, upto: RoundNo) -> Vec<Vec<BoardRecord>> {
    let n = usize::from(tm.settings.boards);
    let mut per: Vec<Vec<BoardRecord>> = vec![Vec::new(); n];
    let rounds = upto.min(s.rounds_paired()) as usize;
    for (ri, tr) in tm.rounds.iter().take(rounds).enumerate() {
        let Some(r) = s.round(ri as RoundNo + 1) else {
            continue;
        };
        for m in &tr.matches {
            let Some(black) = m.black else { continue };
            for k in 0..m.games() {
                let Some(b) = r.boards.get(m.first_board as usize + k) else {
                    continue;
                };
                if b.outcome.is_pending() {
                    continue;
                }
                for (player, colour) in [(b.white, Colour::White), (b.black, Colour::Black)] {
                    let result = b.outcome.for_colour(colour);
                    let team = if m.white_players.get(k) == Some(&player) {
                        m.white
                    } else {
                        black
                    };
                    let list = &mut per[k.min(n.saturating_sub(1))];
                    let at = match list.iter().position(|x| x.player == player) {
                        Some(i) => i,
                        None => {
                            list.push(BoardRecord {
                                player,
                                team,
                                points: Points::ZERO,
                                games: 0,
                            });
                            list.len() - 1
                        }
                    };
                    // A forfeit is neither a game nor a point for the prize.
                    let rec = &mut list[at];
                    if result.is_played() {
                        rec.points += result.points(&s.settings.points);
                        rec.games += 1;
                    }
                }
            }
        }
    }
    // Nobody is ranked without a game played (a percentage of nothing).
    let min = u32::from(tm.settings.board_prize_min_games).max(1);
    for list in &mut per {
        list.retain(|x| x.games >= min);
        list.sort_by(|a, b| {
            // Percentage first: points per game, compared without division.
            let pa = i64::from(a.points.tenths()) * i64::from(b.games.max(1));
            let pb = i64::from(b.points.tenths()) * i64::from(a.games.max(1));
            pb.cmp(&pa)
                .then(b.points.cmp(&a.points))
                .then(a.player.cmp(&b.player))
        });
    }
    per
}
