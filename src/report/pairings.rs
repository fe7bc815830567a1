//! Pairing lists: by board (posted beside the boards, with an empty result column for
//! the arbiter's pen) and by name (the wall list where players and parents find their
//! board).

use super::doc::{Block, Column, Document, NAME_WHOLE, Table};
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
/// On 80 columns the titles are short (explained under the list), the `-` between the
/// players is left out and the pen column is narrow, so that names of up to 24
/// characters print on one line; on 136 columns everything is in full. Names print
/// whole up to [`NAME_WHOLE`] characters: when they do not fit on one line, the black
/// player goes on a second line under the white one (or the ESC/P printer condenses).
pub fn by_board(
    section: &Section,
    round: RoundNo,
    wide: bool,
    zone: &jiff::tz::TimeZone,
    l: &Labels,
) -> Document {
    let r = round_of(section, round);
    let (board, team, points, result) = if wide {
        (l.board, l.team, l.points, l.result)
    } else {
        (l.board_short, l.team_short, l.points_short, l.result_short)
    };
    let mut columns = vec![
        Column::right(board),
        Column::right(l.no),
        Column::name(l.white, NAME_WHOLE),
        Column::name(team, 3),
        Column::right(points).decimal_halves(),
        Column::center("-"),
        Column::right(l.no).wrap_before(),
        Column::name(l.black, NAME_WHOLE),
        Column::name(team, 3),
        Column::right(points).decimal_halves(),
        Column::left(result).blank(if wide { 9 } else { 3 }),
    ];
    if !wide {
        columns.remove(5);
    }
    let mut table = Table {
        columns,
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
        if wide {
            row.push("-".into());
        }
        row.extend(k);
        row.push(if b.outcome.is_pending() {
            String::new()
        } else {
            b.outcome.code()
        });
        table.rows.push(row);
    }
    let mut blocks = vec![Block::Table(table)];
    if !wide {
        blocks.push(Block::Text(l.short_key.to_string()));
    }
    if !r.unpaired.is_empty() {
        blocks.push(Block::Blank);
        let mut byes = Table {
            columns: vec![
                Column::right(l.no),
                Column::name(l.name, NAME_WHOLE),
                Column::name(team, 3),
                Column::right(points).decimal_halves(),
                Column::left(""),
            ],
            rows: Vec::new(),
        };
        let mut unpaired: Vec<_> = r.unpaired.iter().collect();
        unpaired.sort_by_key(|u| section.player(u.player).map_or(u32::MAX, |p| p.tpn));
        for u in unpaired {
            let p = section.player(u.player);
            let mut row = player_cells(section, p, round).to_vec();
            row.push(l.unpaired(section, u, r.number).to_string());
            byes.rows.push(row);
        }
        blocks.push(Block::Table(byes));
    }
    if r.boards.iter().any(|b| b.manual) {
        blocks.push(Block::Blank);
        blocks.push(Block::Text(format!("* {}", l.manual)));
    }
    for e in &r.edits {
        blocks.push(Block::Text(edit_line(section, e, zone, l)));
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
                l.unpaired(section, u, r.number).to_string(),
                String::new(),
            ],
        ));
    }
    rows.sort();
    let table = Table {
        columns: vec![
            Column::name(l.name, NAME_WHOLE),
            Column::name(l.team, 3),
            Column::right(l.no),
            Column::right(l.board),
            Column::left(l.colour),
            Column::name(l.opponent, NAME_WHOLE).wrap_before(),
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

/// One hand edit under the pairing list: local time of day, what, pairing numbers, reason.
fn edit_line(
    section: &Section,
    e: &crate::model::ManualEdit,
    zone: &jiff::tz::TimeZone,
    l: &Labels,
) -> String {
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
    let mut line = format!("  {}  {what}", time_of_day(e.at, zone));
    if !e.reason.is_empty() {
        line.push_str(&format!(": {}", e.reason));
    }
    if !e.warnings.is_empty() {
        line.push_str(&format!(" ({forced})"));
    }
    line
}

/// A moment (seconds since the Unix epoch, as the journal keeps it) as the hour and
/// minute on the PC's clock: `07:30` in Malaysia for 23:30 UTC.
pub fn time_of_day(secs: u64, zone: &jiff::tz::TimeZone) -> String {
    let at = i64::try_from(secs)
        .ok()
        .and_then(|s| jiff::Timestamp::from_second(s).ok())
        .unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    zone.to_datetime(at).strftime("%H:%M").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_times_are_local() {
        // 2026-11-30 23:30 UTC is 07:30 the next morning in Malaysia.
        let at = 1_796_081_400;
        let myt = jiff::tz::TimeZone::fixed(jiff::tz::offset(8));
        assert_eq!(time_of_day(at, &myt), "07:30");
        assert_eq!(time_of_day(at, &jiff::tz::TimeZone::UTC), "23:30");
    }
}
