//! Reports of team-match sections: pairings with line-ups, match results with boards,
//! team standings, the team crosstable and the board-by-board results (board prizes).
//! Words in Malay or English as the section's language says; laid out and printed like
//! every other report.

use super::doc::{Block, Column, Document, Header, Table};
use super::points_text;
use crate::model::{Language, PlayerId, RoundNo, Section, TeamId, TeamMatchSection};
use crate::standings::team_match::{
    MatchForfeit, board_forfeits, board_prizes, match_forfeit, match_score, ranking,
    tiebreak_headings,
};

/// The words of these reports.
struct Words {
    pairings: &'static str,
    results: &'static str,
    standings: &'static str,
    crosstable: &'static str,
    boards: &'static str,
    round: &'static str,
    after_round: &'static str,
    match_: &'static str,
    board: &'static str,
    team: &'static str,
    code: &'static str,
    rank: &'static str,
    mp: &'static str,
    gp: &'static str,
    bye: &'static str,
    no_game: &'static str,
    games: &'static str,
    points: &'static str,
    min_games: &'static str,
    won_by_forfeit: &'static str,
    both_forfeit: &'static str,
}

fn words(l: Language) -> Words {
    match l {
        Language::Malay => Words {
            pairings: "Pasangan Perlawanan Pasukan",
            results: "Keputusan Perlawanan Pasukan",
            standings: "Kedudukan Pasukan",
            crosstable: "Jadual Silang Pasukan",
            boards: "Keputusan Mengikut Papan",
            round: "Pusingan",
            after_round: "selepas pusingan",
            match_: "Perlawanan",
            board: "Papan",
            team: "Pasukan",
            code: "Kod",
            rank: "Kdd",
            mp: "MP",
            gp: "MPap",
            bye: "bai (tiada lawan)",
            no_game: "tiada pemain (kalah walkover)",
            games: "Permainan",
            points: "Mata",
            min_games: "sekurang-kurangnya",
            won_by_forfeit: "menang tanpa bertanding",
            both_forfeit: "kedua-dua pasukan kalah tanpa bertanding",
        },
        Language::English => Words {
            pairings: "Team Pairings",
            results: "Team Match Results",
            standings: "Team Standings",
            crosstable: "Team Crosstable",
            boards: "Board-by-Board Results",
            round: "Round",
            after_round: "after round",
            match_: "Match",
            board: "Board",
            team: "Team",
            code: "Code",
            rank: "Rk",
            mp: "MP",
            gp: "GP",
            bye: "bye (no opponent)",
            no_game: "no player (lost by forfeit)",
            games: "Games",
            points: "Points",
            min_games: "at least",
            won_by_forfeit: "won by forfeit",
            both_forfeit: "both teams lost by forfeit",
        },
    }
}

fn team_name(s: &Section, id: TeamId) -> String {
    s.team(id)
        .map_or_else(|| id.to_string(), |t| format!("{} ({})", t.name, t.code))
}

/// A team's name alone (its code has a column of its own in the tables).
fn team_only_name(s: &Section, id: TeamId) -> String {
    s.team(id)
        .map_or_else(|| id.to_string(), |t| t.name.clone())
}

fn team_code(s: &Section, id: TeamId) -> String {
    s.team(id).map_or_else(String::new, |t| t.code.clone())
}

/// A column of players headed by their team's code: never narrower than the code, so
/// the heading keeps the whole code however narrow the page.
fn players_column(code: &str) -> Column {
    Column::name(code.to_string(), code.chars().count().max(12))
}

fn player_name(s: &Section, id: Option<&PlayerId>) -> String {
    id.and_then(|id| s.player(*id))
        .map_or_else(String::new, |p| p.name.clone())
}

fn doc(title: String, blocks: Vec<Block>) -> Document {
    Document {
        header: Header {
            title,
            ..Default::default()
        },
        footer: Default::default(),
        blocks,
    }
}

/// The matches of a round with both line-ups board by board; with `results`, each
/// board's result and the match score.
pub fn matches_report(
    s: &Section,
    tm: &TeamMatchSection,
    round: RoundNo,
    results: bool,
) -> Document {
    let w = words(s.settings.language);
    let mut blocks = Vec::new();
    let matches = tm
        .rounds
        .get((round as usize).wrapping_sub(1))
        .map_or(&[][..], |r| &r.matches[..]);
    let r = s.round(round);
    for (i, m) in matches.iter().enumerate() {
        let Some(black) = m.black else {
            blocks.push(Block::Text(format!(
                "{} {}: {} - {}",
                w.match_,
                i + 1,
                team_name(s, m.white),
                w.bye
            )));
            blocks.push(Block::Blank);
            continue;
        };
        let (gw, gb, per_board, _) = match_score(s, m, round);
        let forfeits = board_forfeits(s, m, round);
        // A match nobody played: who won it by forfeit, on the line under its teams
        // (long school names leave no room beside them).
        let said = match match_forfeit(s, m, round).filter(|_| results) {
            Some(MatchForfeit::WonBy(team)) => {
                Some(format!("  {} {}", team_code(s, team), w.won_by_forfeit))
            }
            Some(MatchForfeit::Neither) => Some(format!("  {}", w.both_forfeit)),
            None => None,
        };
        let head = if results {
            format!(
                "{} {}: {} - {}   {} - {}",
                w.match_,
                i + 1,
                team_name(s, m.white),
                team_name(s, black),
                points_text(gw),
                points_text(gb)
            )
        } else {
            format!(
                "{} {}: {} - {}",
                w.match_,
                i + 1,
                team_name(s, m.white),
                team_name(s, black)
            )
        };
        blocks.push(Block::Text(head));
        blocks.extend(said.map(Block::Text));
        let mut columns = vec![
            Column::right(w.board),
            Column::right("#"),
            players_column(&team_code(s, m.white)),
            Column::center("-"),
            players_column(&team_code(s, black)),
        ];
        if results {
            columns.push(Column::center(w.points));
        }
        let mut rows = Vec::new();
        for k in 0..m.white_players.len().max(m.black_players.len()) {
            let colours = if k % 2 == 0 { "W - B" } else { "B - W" };
            let global = if k < m.games() {
                (m.first_board as usize + k + 1).to_string()
            } else {
                String::new()
            };
            let mut row = vec![
                (k + 1).to_string(),
                global,
                or_missing(player_name(s, m.white_players.get(k)), &w),
                colours.to_string(),
                or_missing(player_name(s, m.black_players.get(k)), &w),
            ];
            if results {
                let pending = k < m.games()
                    && r.and_then(|r| r.boards.get(m.first_board as usize + k))
                        .is_none_or(|b| b.outcome.is_pending());
                // A board won or lost without a game: `+ - -`, `- - +`, `- - -`.
                let forfeit = forfeits.get(k).copied().flatten();
                row.push(match (per_board.get(k), forfeit) {
                    (Some(_), _) if pending => String::new(),
                    (Some(_), Some(f)) => {
                        format!("{} - {}", forfeit_mark(f[0]), forfeit_mark(f[1]))
                    }
                    (Some(p), None) => format!("{} - {}", points_text(p[0]), points_text(p[1])),
                    (None, _) => String::new(),
                });
            }
            rows.push(row);
        }
        blocks.push(Block::Table(Table { columns, rows }));
        blocks.push(Block::Blank);
    }
    let title = if results { w.results } else { w.pairings };
    doc(format!("{title}, {} {round}", w.round), blocks)
}

/// `+` for a board (or match) won by forfeit, `-` for one lost by forfeit.
fn forfeit_mark(won: bool) -> &'static str {
    if won { "+" } else { "-" }
}

fn or_missing(name: String, w: &Words) -> String {
    if name.is_empty() {
        w.no_game.to_string()
    } else {
        name
    }
}

/// Team standings: rank, team, match points, game points, tie-breaks.
pub fn standings_report(s: &Section, tm: &TeamMatchSection, upto: RoundNo) -> Document {
    let w = words(s.settings.language);
    let ranked = ranking(s, tm, upto);
    let mut columns = vec![
        Column::right(w.rank),
        Column::left(w.code),
        Column::name(w.team, 14),
        Column::right(w.mp),
        Column::right(w.gp),
    ];
    columns.extend(tiebreak_headings(tm).into_iter().map(Column::right));
    let rows = ranked
        .iter()
        .map(|r| {
            let mut row = vec![
                r.rank.to_string(),
                team_code(s, r.record.team),
                team_only_name(s, r.record.team),
                points_text(r.record.match_points),
                points_text(r.record.game_points),
            ];
            row.extend(
                r.values
                    .iter()
                    .map(|v| points_text(crate::model::Points(*v as i32))),
            );
            row
        })
        .collect();
    doc(
        format!("{} {} {upto}", w.standings, w.after_round),
        vec![Block::Table(Table { columns, rows })],
    )
}

/// Team crosstable: each team's game points against each other team, in ranking order.
pub fn crosstable_report(s: &Section, tm: &TeamMatchSection, upto: RoundNo) -> Document {
    let w = words(s.settings.language);
    let ranked = ranking(s, tm, upto);
    let mut columns = vec![
        Column::right(w.rank),
        Column::left(w.code),
        Column::name(w.team, 12),
    ];
    columns.extend((1..=ranked.len()).map(|k| Column::center(k.to_string())));
    columns.push(Column::right(w.mp));
    columns.push(Column::right(w.gp));
    let mut rows = Vec::new();
    for (i, r) in ranked.iter().enumerate() {
        let mut row = vec![
            (i + 1).to_string(),
            team_code(s, r.record.team),
            team_only_name(s, r.record.team),
        ];
        for (j, other) in ranked.iter().enumerate() {
            if i == j {
                row.push("X".into());
                continue;
            }
            let cells: Vec<String> = r
                .record
                .sides
                .iter()
                .filter(|x| x.opponent == Some(other.record.team) && !x.pending)
                .map(|x| {
                    // A match not played: `+` won by forfeit, `-` lost by forfeit.
                    if x.played {
                        points_text(x.game_points)
                    } else {
                        forfeit_mark(x.game_points > x.opponent_game_points).to_string()
                    }
                })
                .collect();
            row.push(cells.join("/"));
        }
        row.push(points_text(r.record.match_points));
        row.push(points_text(r.record.game_points));
        rows.push(row);
    }
    doc(
        format!("{} {} {upto}", w.crosstable, w.after_round),
        vec![Block::Table(Table { columns, rows })],
    )
}

/// Board-by-board results: for each board the players with the minimum games, best
/// percentage first (the board prizes).
pub fn boards_report(s: &Section, tm: &TeamMatchSection, upto: RoundNo) -> Document {
    let w = words(s.settings.language);
    let mut blocks = Vec::new();
    if tm.settings.board_prize_min_games > 0 {
        blocks.push(Block::Text(format!(
            "{} {} {}",
            w.games, w.min_games, tm.settings.board_prize_min_games
        )));
        blocks.push(Block::Blank);
    }
    for (k, list) in board_prizes(s, tm, upto).iter().enumerate() {
        blocks.push(Block::Text(format!("{} {}", w.board, k + 1)));
        let columns = vec![
            Column::right(w.rank),
            Column::name(w.team, 14),
            Column::name("", 16),
            Column::right(w.points),
            Column::right(w.games),
            Column::right("%"),
        ];
        let rows = list
            .iter()
            .enumerate()
            .map(|(i, b)| {
                let pct = i64::from(b.points.tenths()) * 100
                    / (i64::from(b.games.max(1))
                        * i64::from(s.settings.points.win.tenths().max(1)));
                vec![
                    (i + 1).to_string(),
                    s.team(b.team).map_or(String::new(), |t| t.code.clone()),
                    player_name(s, Some(&b.player)),
                    points_text(b.points),
                    b.games.to_string(),
                    pct.to_string(),
                ]
            })
            .collect();
        blocks.push(Block::Table(Table { columns, rows }));
        blocks.push(Block::Blank);
    }
    doc(format!("{} {} {upto}", w.boards, w.after_round), blocks)
}
