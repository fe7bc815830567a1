//! Team standings (the best N players' points) with each team's players under it, the
//! counted ones marked `*`; and the school table across all sections with medal counts.

use super::doc::{Block, Column, Document, Header, NAME_WHOLE, Table};
use super::points_text;
use super::strings::Labels;
use crate::model::Section;
use crate::standings::{SchoolTable, Standings, TeamStandings};

pub fn team_report(section: &Section, st: &Standings, ts: &TeamStandings, l: &Labels) -> Document {
    let label = |name: &str, code: &str| format!("{name} ({code})");
    // A team's name and code print whole, and its players' names (after `  * `) up to
    // NAME_WHOLE characters.
    let widest = ts
        .rows
        .iter()
        .map(|t| label(&t.name, &t.code).chars().count())
        .max()
        .unwrap_or(0);
    let mut columns = vec![
        Column::right(l.rank),
        Column::right(l.no),
        Column::name(l.team, widest.max(NAME_WHOLE + 4)),
        Column::right(l.points),
    ];
    columns.extend(ts.tiebreaks.iter().map(|tb| {
        Column::right(super::legend::team_header(
            tb,
            st,
            section.settings.language,
        ))
        .wrap_before()
    }));
    let mut rows = Vec::new();
    for team in &ts.rows {
        let mut row = vec![
            team.place.to_string(),
            String::new(),
            label(&team.name, &team.code),
            points_text(team.score),
        ];
        row.extend(
            team.values
                .iter()
                .map(|v| v.map(super::value_text).unwrap_or_default()),
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
    let mut blocks = vec![
        Block::Table(Table { columns, rows }),
        Block::Blank,
        Block::Text(format!("* {} ({} {})", l.counted, l.total, ts.counted)),
    ];
    blocks.extend(ts.tiebreaks.iter().map(|tb| {
        Block::Text(super::legend::team_line(
            tb,
            st,
            ts.counted,
            section.settings.language,
        ))
    }));
    Document {
        header: Header {
            title: format!("{} {} {}", l.team_standings, l.after_round, st.round),
            ..Default::default()
        },
        footer: Default::default(),
        blocks,
    }
}

/// What a reader must know about the school table: which sections are provisional
/// (and after which round), which are final, and medal places still shared.
pub fn school_notes(table: &SchoolTable, l: &Labels) -> Vec<String> {
    let mut notes = Vec::new();
    if let Some(mp) = table.medal_points {
        let three = |p: [u32; 3]| {
            format!(
                "{} {}, {} {}, {} {}",
                l.gold, p[0], l.silver, p[1], l.bronze, p[2]
            )
        };
        notes.push(format!(
            "{}: {} {}; {} {}",
            l.medal_points,
            l.individual,
            three(mp.individual),
            l.team,
            three(mp.team)
        ));
    }
    if table.has_team_matches() {
        // Which sections make which columns.
        for (label, matches) in [(l.counts_in_points, false), (l.counts_in_matches, true)] {
            let codes: Vec<String> = table
                .sections
                .iter()
                .filter(|s| s.team_match == matches)
                .map(|s| s.code.clone())
                .collect();
            if !codes.is_empty() {
                notes.push(format!("{label}:"));
                notes.extend(wrap(&codes, 76).into_iter().map(|line| format!("  {line}")));
            }
        }
    }
    let open: Vec<String> = table
        .sections
        .iter()
        .filter(|s| !s.finished)
        .map(|s| {
            if s.round == 0 {
                format!("{} {}", s.code, l.not_started)
            } else {
                format!(
                    "{} {} {} {} {}",
                    s.code, l.after_round, s.round, l.out_of, s.planned
                )
            }
        })
        .collect();
    if !open.is_empty() {
        notes.push(format!("{} ({}):", l.provisional, l.points_only));
        notes.extend(wrap(&open, 76).into_iter().map(|line| format!("  {line}")));
    }
    let done: Vec<String> = table
        .sections
        .iter()
        .filter(|s| s.finished)
        .map(|s| s.code.clone())
        .collect();
    if !done.is_empty() && !open.is_empty() {
        notes.push(format!("{}:", l.final_));
        notes.extend(wrap(&done, 76).into_iter().map(|line| format!("  {line}")));
    }
    for s in &table.sections {
        for tie in &s.unresolved {
            let what = if tie.team { l.team } else { l.individual };
            let fix = if s.ends_in_lot {
                l.draw_lots
            } else {
                l.add_lot
            };
            notes.push(format!(
                "{} {} {} ({what}): {}, {fix}",
                s.code, l.place, tie.place, l.tie_unresolved
            ));
        }
    }
    notes
}

/// Items joined by `, ` on lines of at most `width` characters.
fn wrap(items: &[String], width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for item in items {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 2 + item.chars().count() <= width => {
                line.push_str(", ");
                line.push_str(item);
            }
            _ => lines.push(item.clone()),
        }
    }
    lines
}

/// The school table: team points over all sections and, once sections are finished,
/// their individual and team medals in separate column groups.
pub fn school_report(table: &SchoolTable, l: &Labels) -> Document {
    let medals = table.has_medals();
    let matches = table.has_team_matches();
    let mut columns = vec![
        Column::right(l.rank),
        Column::name(l.school, NAME_WHOLE),
        Column::right(l.points),
    ];
    if matches {
        // Wide enough for the group's title over the two.
        let wide = (l.team_matches.chars().count() + 3).div_ceil(2);
        columns.push(Column::right("MP").group(l.team_matches).blank(wide));
        columns.push(Column::right(l.gp).group(l.team_matches).blank(wide));
    }
    if medals {
        for group in [l.individual, l.team] {
            for (i, m) in [l.gold, l.silver, l.bronze].into_iter().enumerate() {
                let c = Column::right(m).group(group);
                columns.push(if i == 0 { c.wrap_before() } else { c });
            }
        }
        if table.medal_points.is_some() {
            columns.push(Column::right(l.medal_points));
        }
    }
    let rows = table
        .rows
        .iter()
        .map(|r| {
            let mut row = vec![
                r.place.to_string(),
                r.name.clone(),
                points_text(r.team_points),
            ];
            if matches {
                row.push(points_text(r.match_points));
                row.push(points_text(r.game_points));
            }
            if medals {
                row.extend(r.individual_medals.iter().map(u32::to_string));
                row.extend(r.team_medals.iter().map(u32::to_string));
                if table.medal_points.is_some() {
                    row.push(r.medal_points.to_string());
                }
            }
            row
        })
        .collect();
    let mut blocks = vec![Block::Table(Table { columns, rows })];
    let notes = school_notes(table, l);
    if !notes.is_empty() {
        blocks.push(Block::Blank);
        blocks.extend(notes.into_iter().map(Block::Text));
    }
    let title = if table.provisional() {
        format!("{} ({})", l.school_table, l.provisional)
    } else {
        l.school_table.to_string()
    };
    Document {
        header: Header {
            title,
            ..Default::default()
        },
        footer: Default::default(),
        blocks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Points;
    use crate::report::page::layout;
    use crate::report::profile::Profile;
    use crate::report::strings::{ENGLISH, MALAY};
    use crate::standings::{Place, SchoolRow, SectionProgress, UnresolvedTie};

    fn finished_table() -> SchoolTable {
        SchoolTable {
            rows: vec![SchoolRow {
                name: "SK Seri Indah".into(),
                team_points: Points(125),
                match_points: Points::ZERO,
                game_points: Points::ZERO,
                individual_medals: [1, 0, 2],
                team_medals: [0, 1, 0],
                medal_points: 0,
                place: Place { first: 1, last: 1 },
            }],
            sections: vec![SectionProgress {
                code: "L12".into(),
                round: 6,
                planned: 6,
                finished: true,
                ends_in_lot: false,
                team_match: false,
                unresolved: vec![UnresolvedTie {
                    team: false,
                    place: Place { first: 3, last: 4 },
                }],
            }],
            medal_points: None,
        }
    }

    fn text(doc: &Document) -> String {
        layout(doc, &Profile::plain80())
            .concat()
            .into_iter()
            .map(|l| l.text + "\n")
            .collect()
    }

    #[test]
    fn medal_columns_say_individual_and_team() {
        let t = text(&school_report(&finished_table(), &MALAY));
        let group = t.lines().find(|l| l.contains("Individu")).unwrap_or("");
        assert!(group.contains("Pasukan"), "{t}");
        assert!(t.contains("Kdk Sekolah"), "{t}");
        assert!(!t.contains("Sementara"), "{t}");
    }

    #[test]
    fn an_unresolved_tie_asks_for_lots() {
        let t = text(&school_report(&finished_table(), &ENGLISH));
        assert!(
            t.contains("L12 place 3-4 (Individual): tie unresolved, add LOT"),
            "{t}"
        );
    }

    #[test]
    fn provisional_tables_show_points_only() {
        let mut table = finished_table();
        table.sections[0].finished = false;
        table.sections[0].round = 4;
        table.sections[0].unresolved.clear();
        let t = text(&school_report(&table, &ENGLISH));
        assert!(t.contains("L12 after Round 4 of 6"), "{t}");
        assert!(!t.contains("Gold"), "{t}");
    }
}
