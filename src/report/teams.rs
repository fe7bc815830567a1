//! Team standings (the best N players' points) with each team's players under it, the
//! counted ones marked `*`; and the school table across all sections with medal counts.

use super::doc::{Block, Column, Document, Header, Table};
use super::points_text;
use super::strings::Labels;
use crate::model::Section;
use crate::standings::{SchoolRow, Standings, TeamStandings};

pub fn team_report(section: &Section, st: &Standings, ts: &TeamStandings, l: &Labels) -> Document {
    let mut columns = vec![
        Column::right(l.rank),
        Column::right(l.no),
        Column::name(l.team, 14),
        Column::right(l.points),
    ];
    columns.extend(ts.tiebreaks.iter().map(|tb| Column::right(tb.label(st))));
    let mut rows = Vec::new();
    for team in &ts.rows {
        let mut row = vec![
            team.place.to_string(),
            String::new(),
            format!("{} ({})", team.name, team.code),
            points_text(team.score),
        ];
        row.extend(
            team.values
                .iter()
                .map(|v| v.map(|v| v.to_string()).unwrap_or_default()),
        );
        rows.push(row);
        for m in &team.members {
            let Some(p) = section.player(m.player) else {
                continue;
            };
            let mark = if m.counted { "*" } else { " " };
            rows.push(vec![
                String::new(),
                p.tpn.to_string(),
                format!("  {mark} {}", p.name),
                points_text(m.points),
            ]);
        }
    }
    let blocks = vec![
        Block::Table(Table { columns, rows }),
        Block::Blank,
        Block::Text(format!("* {} ({} {})", l.counted, l.total, ts.counted)),
    ];
    Document {
        header: Header {
            title: format!("{} {} {}", l.team_standings, l.after_round, st.round),
            ..Default::default()
        },
        footer: Default::default(),
        blocks,
    }
}

pub fn school_report(rows: &[SchoolRow], l: &Labels) -> Document {
    let columns = vec![
        Column::right(l.rank),
        Column::name(l.team, 14),
        Column::right(l.points),
        Column::right(l.gold),
        Column::right(l.silver),
        Column::right(l.bronze),
        Column::right(format!("{} {}", l.team, l.gold)),
        Column::right(l.silver),
        Column::right(l.bronze),
    ];
    let rows = rows
        .iter()
        .map(|r| {
            vec![
                r.place.to_string(),
                r.name.clone(),
                points_text(r.team_points),
                r.individual_medals[0].to_string(),
                r.individual_medals[1].to_string(),
                r.individual_medals[2].to_string(),
                r.team_medals[0].to_string(),
                r.team_medals[1].to_string(),
                r.team_medals[2].to_string(),
            ]
        })
        .collect();
    Document {
        header: Header {
            title: l.school_table.to_string(),
            ..Default::default()
        },
        footer: Default::default(),
        blocks: vec![Block::Table(Table { columns, rows })],
    }
}
