//! The crosstable: for each player in ranking order, every round's opponent (by pairing
//! number), colour and result, then points and the first tie-breaks. On 80 columns the
//! tie-breaks are left out; the wide 136-column format has room for them.

use super::doc::{Block, Column, Document, Header, NAME_WHOLE, Table};
use super::points_text;
use super::strings::Labels;
use crate::model::{ByeKind, Colour, PlayerRoundResult, RoundEntry, Section};
use crate::standings::Standings;

/// One cell: `12w1`, `3b½`, `7w+` (forfeit), `U1` (pairing-allocated bye), `H½`, `--`.
fn cell(section: &Section, entry: Option<RoundEntry>) -> String {
    let v = &section.settings.points;
    match entry {
        None => "--".into(),
        Some(RoundEntry::Bye(kind)) => {
            let code = match kind {
                ByeKind::Absent => return "--".into(),
                k => k.trf_code(),
            };
            format!("{code}{}", points_text(RoundEntry::Bye(kind).points(v)))
        }
        Some(RoundEntry::Game {
            opponent,
            colour,
            result,
        }) => {
            let opp = section.player(opponent).map_or(0, |p| p.tpn);
            let c = match colour {
                Colour::White => 'w',
                Colour::Black => 'b',
            };
            let r = match result {
                PlayerRoundResult::Pending => String::new(),
                PlayerRoundResult::ForfeitWin => "+".into(),
                PlayerRoundResult::ForfeitLoss | PlayerRoundResult::DoubleForfeit => "-".into(),
                other => points_text(other.points(v)),
            };
            format!("{opp}{c}{r}")
        }
    }
}

/// `wide`: the 136-column layout with tie-break columns.
pub fn crosstable(section: &Section, st: &Standings, wide: bool, l: &Labels) -> Document {
    let mut columns = vec![
        Column::right(l.rank),
        Column::right(l.no),
        Column::name(l.name, NAME_WHOLE),
    ];
    // On a page too narrow for a row, the rounds go on a second line under the name,
    // and the tie-breaks too if need be.
    for r in 1..=st.round {
        let c = Column::right(r.to_string());
        columns.push(if r == 1 { c.wrap_before() } else { c });
    }
    columns.push(Column::right(l.points));
    let tbs = if wide { st.tiebreaks.len() } else { 0 };
    columns.extend(
        st.tiebreaks
            .iter()
            .take(tbs)
            .map(|tb| Column::right(tb.to_string()).wrap_before()),
    );
    let rows = st
        .rows
        .iter()
        .map(|row| {
            let mut cells = vec![row.place.to_string(), row.tpn.to_string(), row.name.clone()];
            for r in 1..=st.round {
                cells.push(cell(section, section.entry(row.player, r)));
            }
            cells.push(points_text(row.points));
            cells.extend(
                row.values
                    .iter()
                    .take(tbs)
                    .map(|v| v.map(super::value_text).unwrap_or_default()),
            );
            cells
        })
        .collect();
    Document {
        header: Header {
            title: format!("{} {} {}", l.crosstable, l.after_round, st.round),
            ..Default::default()
        },
        footer: Default::default(),
        blocks: std::iter::once(Block::Table(Table { columns, rows }))
            .chain(super::standings::unranked_reserves(section, st, l).map(Block::Text))
            .collect(),
    }
}
