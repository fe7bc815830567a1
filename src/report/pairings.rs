//! Pairing lists: by board (posted beside the boards, with an empty result column for
//! the arbiter's pen) and by name (the wall list where players and parents find their
//! board).

use super::doc::{Block, Column, Document, Table};
use super::strings::Labels;
use super::{points_text, team_code};
use crate::model::{Player, RoundNo, Section};

fn round_of(section: &Section, round: RoundNo) -> &crate::model::Round {
    // `build` checked the round exists.
    &section.rounds[(round as usize)
        .saturating_sub(1)
        .min(section.rounds.len().saturating_sub(1))]
}

fn player_cells(section: &Section, p: Option<&Player>, round: RoundNo) -> [String; 4] {
    match p {
        Some(p) => [
            p.tpn.to_string(),
            p.name.clone(),
            team_code(section, p),
            points_text(section.score_after(p.id, round - 1)),
        ],
        None => [String::new(), "?".into(), String::new(), String::new()],
    }
}

/// Board by board: board, white (number, name, team, points), black, and a blank result.
pub fn by_board(section: &Section, round: RoundNo, l: &Labels) -> Document {
    let r = round_of(section, round);
    let mut table = Table {
        columns: vec![
            Column::right(l.board),
            Column::right(l.no),
            Column::name(l.white, 12),
            Column::name(l.team, 4),
            Column::right(l.points),
            Column::center("-"),
            Column::right(l.no),
            Column::name(l.black, 12),
            Column::name(l.team, 4),
            Column::right(l.points),
            Column::left(l.result).blank(9),
        ],
        rows: Vec::new(),
    };
    for (i, b) in r.boards.iter().enumerate() {
        let w = player_cells(section, section.player(b.white), round);
        let k = player_cells(section, section.player(b.black), round);
        let mut board = (i + 1).to_string();
        if b.manual {
            board.push('*');
        }
        let mut row = vec![board];
        row.extend(w);
        row.push("-".into());
        row.extend(k);
        row.push(if b.outcome.is_pending() {
            String::new()
        } else {
            b.outcome.code()
        });
        table.rows.push(row);
    }
    let mut blocks = vec![Block::Table(table)];
    if !r.unpaired.is_empty() {
        blocks.push(Block::Blank);
        let mut byes = Table {
            columns: vec![
                Column::right(l.no),
                Column::name(l.name, 12),
                Column::name(l.team, 4),
                Column::right(l.points),
                Column::left(""),
            ],
            rows: Vec::new(),
        };
        let mut unpaired: Vec<_> = r.unpaired.iter().collect();
        unpaired.sort_by_key(|u| section.player(u.player).map_or(u32::MAX, |p| p.tpn));
        for u in unpaired {
            let p = section.player(u.player);
            let mut row = player_cells(section, p, round).to_vec();
            let reserve = p.is_some_and(|p| p.reserve) && u.kind == crate::model::ByeKind::Absent;
            row.push(if reserve { l.reserve } else { l.bye(u.kind) }.to_string());
            byes.rows.push(row);
        }
        blocks.push(Block::Table(byes));
    }
    if r.boards.iter().any(|b| b.manual) {
        blocks.push(Block::Blank);
        blocks.push(Block::Text(format!("* {}", l.manual)));
    }
    for e in &r.edits {
        blocks.push(Block::Text(edit_line(section, e, l)));
    }
    Document {
        header: super::doc::Header {
            title: format!("{} - {} {round}", l.pairings, l.round),
            ..Default::default()
        },
        footer: Default::default(),
        blocks,
    }
}

/// Alphabetical: each player's board, colour and opponent.
pub fn by_name(section: &Section, round: RoundNo, l: &Labels) -> Document {
    let r = round_of(section, round);
    let mut rows: Vec<(String, Vec<String>)> = Vec::new();
    for (i, b) in r.boards.iter().enumerate() {
        for (me, opp, colour) in [(b.white, b.black, l.white), (b.black, b.white, l.black)] {
            let Some(p) = section.player(me) else {
                continue;
            };
            let o = section.player(opp);
            rows.push((
                p.name.to_lowercase(),
                vec![
                    p.name.clone(),
                    team_code(section, p),
                    p.tpn.to_string(),
                    (i + 1).to_string(),
                    colour.to_string(),
                    o.map(|o| o.name.clone()).unwrap_or_default(),
                    o.map(|o| o.tpn.to_string()).unwrap_or_default(),
                ],
            ));
        }
    }
    for u in &r.unpaired {
        let Some(p) = section.player(u.player) else {
            continue;
        };
        rows.push((
            p.name.to_lowercase(),
            vec![
                p.name.clone(),
                team_code(section, p),
                p.tpn.to_string(),
                String::new(),
                String::new(),
                l.unpaired(p.reserve, u.kind).to_string(),
                String::new(),
            ],
        ));
    }
    rows.sort();
    let table = Table {
        columns: vec![
            Column::name(l.name, 12),
            Column::name(l.team, 4),
            Column::right(l.no),
            Column::right(l.board),
            Column::left(l.colour),
            Column::name(l.opponent, 12),
            Column::right(l.no),
        ],
        rows: rows.into_iter().map(|(_, r)| r).collect(),
    };
    Document {
        header: super::doc::Header {
            title: format!("{} - {} {round}", l.pairings_by_name, l.round),
            ..Default::default()
        },
        footer: Default::default(),
        blocks: vec![Block::Table(table)],
    }
}

/// One hand edit under the pairing list: time of day (UTC), what, pairing numbers, reason.
fn edit_line(section: &Section, e: &crate::model::ManualEdit, l: &Labels) -> String {
    use crate::model::EditKind;
    let no = |id| section.player(id).map_or(0, |p: &Player| p.tpn);
    let [swap, colours, pair, forbid, bye, forced] = l.edit_words;
    let what = match e.edit {
        EditKind::Swap { a, b } => format!("{swap} {}-{}", no(a), no(b)),
        EditKind::Colours { board } => format!("{colours} {board}"),
        EditKind::Force { a, b } => format!("{pair} {}-{}", no(a), no(b)),
        EditKind::Forbid { a, b, first, last } => {
            format!("{forbid} {}-{} ({first}-{last})", no(a), no(b))
        }
        EditKind::Bye { player } => format!("{bye} {}", no(player)),
    };
    let mut line = format!(
        "  {:02}:{:02} UTC  {what}",
        (e.at / 3600) % 24,
        (e.at / 60) % 60
    );
    if !e.reason.is_empty() {
        line.push_str(&format!(": {}", e.reason));
    }
    if !e.warnings.is_empty() {
        line.push_str(&format!(" ({forced})"));
    }
    line
}
