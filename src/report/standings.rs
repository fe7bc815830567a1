//! Standings after a round: place (shared places as `5-7`), pairing number, name, team,
//! points and the section's tie-break columns, with the notes the reader must know
//! (tie-breaks skipped and why).

use super::doc::{Block, Column, Document, Header, NAME_WHOLE, Table};
use super::strings::Labels;
use super::{points_text, team_code};
use crate::model::Section;
use crate::standings::Standings;

pub fn standings_report(section: &Section, st: &Standings, l: &Labels) -> Document {
    let mut columns = vec![
        Column::right(l.rank),
        Column::right(l.no),
        Column::name(l.name, NAME_WHOLE),
        Column::name(l.team, 4),
        // On a phone the points stand beside the name; the school and the tie-breaks
        // may scroll.
        Column::right(l.points).beside_name(),
    ];
    // On a page too narrow for them all, the tie-breaks go on a second line under the name.
    columns.extend(
        st.tiebreaks
            .iter()
            .map(|tb| Column::right(tb.to_string()).wrap_before()),
    );
    let rows = st
        .rows
        .iter()
        .map(|r| {
            let team = section
                .player(r.player)
                .map(|p| team_code(section, p))
                .unwrap_or_default();
            // The filler player (pemain penggenap) is ranked but marked.
            let name = match section.player(r.player) {
                Some(p) if p.filler => format!("{} (P)", r.name),
                _ => r.name.clone(),
            };
            let mut row = vec![
                r.place.to_string(),
                r.tpn.to_string(),
                name,
                team,
                points_text(r.points),
            ];
            row.extend(
                r.values
                    .iter()
                    .map(|v| v.map(super::value_text).unwrap_or_default()),
            );
            row
        })
        .collect();
    let mut blocks = vec![Block::Table(Table { columns, rows })];
    for note in &st.notes {
        blocks.push(Block::Text(note.clone()));
    }
    if let Some(line) = unranked_reserves(section, st, l) {
        blocks.push(Block::Text(line));
    }
    if let Some(line) = super::prizes::filler_legend(section) {
        blocks.push(Block::Text(line));
    }
    let legend = super::legend::standings_legend(st, section.settings.language);
    if !legend.is_empty() {
        blocks.push(Block::Blank);
        blocks.extend(legend.into_iter().map(Block::Text));
    }
    Document {
        header: Header {
            title: format!("{} {} {}", l.standings, l.after_round, st.round),
            ..Default::default()
        },
        footer: Default::default(),
        blocks,
    }
}
/// The reserves who have not played, listed after the ranking without a place:
/// `Simpanan (belum bermain): Wong Kah Mun (7), ...`.
pub(super) fn unranked_reserves(section: &Section, st: &Standings, l: &Labels) -> Option<String> {
    if st.unranked.is_empty() {
        return None;
    }
    let names: Vec<String> = st
        .unranked
        .iter()
        .filter_map(|id| section.player(*id))
        .map(|p| format!("{} ({})", p.name, p.tpn))
        .collect();
    let not_played = match section.settings.language {
        crate::model::Language::Malay => "belum bermain, tidak disenaraikan",
        crate::model::Language::English => "not played, not ranked",
    };
    Some(format!(
        "{} ({not_played}): {}",
        l.reserve,
        names.join(", ")
    ))
}
