//! The result list of a round, for the organiser and the notice board: every board with
//! its result, the byes with their points, and which boards still lack a result.

use super::doc::{Block, Column, Document, Header, NAME_WHOLE, Table};
use super::points_text;
use super::strings::Labels;
use crate::model::{RoundEntry, RoundNo, Section};

pub fn result_list(section: &Section, round: RoundNo, l: &Labels) -> Document {
    let r = &section.rounds[(round as usize)
        .saturating_sub(1)
        .min(section.rounds.len().saturating_sub(1))];
    let name = |id| {
        section
            .player(id)
            .map(|p| (p.tpn.to_string(), p.name.clone()))
            .unwrap_or_default()
    };
    let mut table = Table {
        columns: vec![
            Column::right(l.board),
            Column::right(l.no),
            Column::name(l.white, NAME_WHOLE),
            Column::center(l.result).blank(7),
            Column::right(l.no).wrap_before(),
            Column::name(l.black, NAME_WHOLE),
        ],
        rows: Vec::new(),
    };
    let mut missing = Vec::new();
    for (i, b) in r.boards.iter().enumerate() {
        let (wn, w) = name(b.white);
        let (bn, bl) = name(b.black);
        if b.outcome.is_pending() {
            missing.push((i + 1).to_string());
        }
        let result = match b.outcome {
            crate::model::Outcome::Pending => String::new(),
            o => {
                let v = &section.settings.points;
                let wp = o.for_colour(crate::model::Colour::White).points(v);
                let bp = o.for_colour(crate::model::Colour::Black).points(v);
                let forfeit = matches!(
                    o,
                    crate::model::Outcome::WhiteForfeitWin
                        | crate::model::Outcome::BlackForfeitWin
                        | crate::model::Outcome::DoubleForfeit
                );
                let sep = if forfeit { " F " } else { " - " };
                format!("{}{sep}{}", points_text(wp), points_text(bp))
            }
        };
        table
            .rows
            .push(vec![(i + 1).to_string(), wn, w, result, bn, bl]);
    }
    let mut blocks = vec![Block::Table(table)];
    if !r.unpaired.is_empty() {
        blocks.push(Block::Blank);
        let mut byes = Table {
            columns: vec![
                Column::right(l.no),
                Column::name(l.name, NAME_WHOLE),
                Column::left(""),
                Column::right(l.points),
            ],
            rows: Vec::new(),
        };
        for u in &r.unpaired {
            let (n, nm) = name(u.player);
            // A late entry's missed round reads as the section's late-entry bye.
            let kind = match section.entry(u.player, r.number) {
                Some(RoundEntry::Bye(k)) => k,
                _ => u.kind,
            };
            let pts = RoundEntry::Bye(kind).points(&section.settings.points);
            byes.rows.push(vec![
                n,
                nm,
                l.unpaired(section, u, r.number).to_string(),
                points_text(pts),
            ]);
        }
        blocks.push(Block::Table(byes));
    }
    if !missing.is_empty() {
        blocks.push(Block::Blank);
        blocks.push(Block::Text(format!(
            "{} ({}): {}",
            l.results_missing,
            l.board,
            missing.join(", ")
        )));
    }
    Document {
        header: Header {
            title: format!("{} - {} {round}", l.results, l.round),
            ..Default::default()
        },
        footer: Default::default(),
        blocks,
    }
}
