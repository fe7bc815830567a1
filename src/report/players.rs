//! Player lists: by pairing number (the arbiter's master list), by name (the
//! registration desk) and by team (the team managers' check).

use super::doc::{Block, Column, Document, Header, NAME_WHOLE, Table};
use super::strings::Labels;
use super::team_code;
use crate::model::{Player, Section, Sex};

/// The order of a player list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlayerOrder {
    Tpn,
    Name,
    Team,
}

fn row(section: &Section, p: &Player, l: &Labels) -> Vec<String> {
    let mut status = String::new();
    if p.reserve {
        status = l.reserve.to_string();
    } else if !p.absences.is_empty() && p.absences.iter().any(|a| a.until.is_none()) {
        status = l.withdrawn.to_string();
    }
    if p.filler {
        status = if status.is_empty() {
            "(P)".into()
        } else {
            format!("{status} (P)")
        };
    }
    vec![
        if p.tpn == 0 {
            String::new()
        } else {
            p.tpn.to_string()
        },
        p.name.clone(),
        team_code(section, p),
        p.board.map(|b| b.to_string()).unwrap_or_default(),
        match p.sex {
            Some(Sex::Male) => "L".into(),
            Some(Sex::Female) => "P".into(),
            None => String::new(),
        },
        p.birth.map(|d| d.year.to_string()).unwrap_or_default(),
        p.rating.map(|r| r.to_string()).unwrap_or_default(),
        p.title.map(|t| t.to_string()).unwrap_or_default(),
        status,
    ]
}

pub fn player_list(section: &Section, order: PlayerOrder, l: &Labels) -> Document {
    let mut players: Vec<&Player> = section.players.iter().collect();
    match order {
        PlayerOrder::Tpn => players.sort_by_key(|p| (p.tpn == 0, p.tpn, p.id)),
        PlayerOrder::Name => players.sort_by_key(|p| (p.name.to_lowercase(), p.id)),
        PlayerOrder::Team => players.sort_by_key(|p| {
            (
                team_code(section, p),
                p.board.unwrap_or(u8::MAX),
                p.tpn,
                p.id,
            )
        }),
    }
    let table = Table {
        columns: vec![
            Column::right(l.no),
            Column::name(l.name, NAME_WHOLE),
            Column::name(l.team, 4),
            Column::right(l.board).wrap_before(),
            Column::center(l.sex),
            Column::right(l.birth),
            Column::right(l.rating),
            Column::left("FIDE"),
            Column::left(""),
        ],
        rows: players.iter().map(|p| row(section, p, l)).collect(),
    };
    let by = match order {
        PlayerOrder::Tpn => l.by_tpn,
        PlayerOrder::Name => l.by_name,
        PlayerOrder::Team => l.by_team,
    };
    Document {
        header: Header {
            title: format!("{} ({by}): {}", l.players, section.players.len()),
            ..Default::default()
        },
        footer: Default::default(),
        blocks: std::iter::once(Block::Table(table))
            .chain(super::prizes::filler_legend(section).map(Block::Text))
            .collect(),
    }
}
