//! The standings half of `catur check --trf`: a TRF file claims each player's points
//! (columns 81-84) and rank (86-89); both are recomputed from the file's own results,
//! its point values (`162`) and its tie-break list (`202`, else `212`), and every claim
//! that differs is named with the player and the criterion that decides it.
//!
//! - Points are the sum of the player's round cells, the rounds decided in advance
//!   (a bye written in the column of the round to be paired) included, as the format
//!   counts them.
//! - A rank is right when it falls inside the player's place: players equal on points
//!   and on every tie-break share a place (`5-7`), and a file may order them by starting
//!   rank or write the first number for all. A blank column claims nothing.

use crate::host::trf_export::{FileStandingsError, file_standings};
use crate::model::PlayerId;
use crate::standings::{Row, Standings};
use crate::trf::TrfFile;

/// One claim of the file that the recomputation does not confirm.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    pub tpn: u32,
    pub name: String,
    /// `PTS` for the points column, `RANK` for the rank column.
    pub code: &'static str,
    pub text: String,
}

impl std::fmt::Display for Difference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "standings: player {} ({}): {}: {}",
            self.tpn, self.name, self.code, self.text
        )
    }
}

/// Every points or rank claim of `file` that its results and tie-break list do not
/// give, and the standings they were checked against.
pub fn differences(file: &TrfFile) -> Result<(Vec<Difference>, Standings), FileStandingsError> {
    let (_, st) = file_standings(file)?;
    let mut out = Vec::new();
    for p in file.players() {
        let name = p.name.clone();
        if let Some(claimed) = p.points {
            let got = file.points_of(p);
            if claimed != got {
                out.push(Difference {
                    tpn: p.tpn,
                    name: name.clone(),
                    code: "PTS",
                    text: format!("the file says {claimed}, its results give {got}"),
                });
            }
        }
        let (Some(claimed), Some(row)) = (p.rank, st.row(PlayerId(p.tpn))) else {
            continue;
        };
        if (row.place.first..=row.place.last).contains(&claimed) {
            continue;
        }
        out.push(Difference {
            tpn: p.tpn,
            name,
            code: "RANK",
            text: format!(
                "the file says {claimed}, the standings give {}{}",
                row.place,
                why(&st, row, claimed)
            ),
        });
    }
    Ok((out, st))
}

/// What separates `row` from the player the standings put at place `claimed`: the
/// first criterion (points, then each tie-break) on which they differ.
fn why(st: &Standings, row: &Row, claimed: u32) -> String {
    let Some(other) = claimed.checked_sub(1).and_then(|i| st.rows.get(i as usize)) else {
        return format!(" (only {} players are ranked)", st.rows.len());
    };
    if other.points != row.points {
        return format!(
            " (decided by PTS: {} against {} for player {} at place {})",
            row.points, other.points, other.tpn, other.place
        );
    }
    let show = |v: Option<crate::standings::Value>| v.map_or("-".to_string(), |v| v.to_string());
    for (i, tb) in st.tiebreaks.iter().enumerate() {
        let (a, b) = (
            row.values.get(i).copied().flatten(),
            other.values.get(i).copied().flatten(),
        );
        if a != b {
            return format!(
                " (decided by {tb}: {} against {} for player {} at place {})",
                show(a),
                show(b),
                other.tpn,
                other.place
            );
        }
    }
    String::new()
}
