//! Checks across lines: every pairing number once, every opponent a player of the file,
//! both sides of a game telling the same story, and the points column adding up.
//! A contradiction is an error (the file cannot be paired from); a points column that
//! does not add up is only a warning, because the results are what count.

use super::error::{TrfError, TrfErrorKind, TrfWarning, TrfWarningKind};
use super::reader::cell_column;
use super::records::{CellColour, PlayerRecord, Record, ResultCode, RoundCell};
use super::scoring::{point_values, total};
use crate::model::{RoundNo, Tpn};
use std::collections::HashMap;

/// Players by number, with their line (1-based).
pub(crate) type Index<'a> = HashMap<Tpn, (usize, &'a PlayerRecord)>;

pub(crate) fn index(records: &[Record]) -> Result<Index<'_>, TrfError> {
    let mut by_tpn: Index = HashMap::new();
    for (i, r) in records.iter().enumerate() {
        if let Record::Player(p) = r {
            if let Some((first_line, _)) = by_tpn.get(&p.tpn) {
                return Err(TrfError::new(
                    i + 1,
                    5,
                    TrfErrorKind::DuplicateTpn {
                        tpn: p.tpn,
                        first_line: *first_line,
                    },
                ));
            }
            by_tpn.insert(p.tpn, (i + 1, p));
        }
    }
    Ok(by_tpn)
}

/// Checks the whole file; returns the warnings.
pub(crate) fn validate(records: &[Record]) -> Result<Vec<TrfWarning>, TrfError> {
    let players = index(records)?;
    check_games(records, &players)?;
    check_references(records, &players)?;
    Ok(points_warnings(records))
}

fn check_games(records: &[Record], players: &Index) -> Result<(), TrfError> {
    // (round, opponent) -> the player who named him first.
    let mut named: HashMap<(RoundNo, Tpn), Tpn> = HashMap::new();
    for (i, r) in records.iter().enumerate() {
        let Record::Player(p) = r else { continue };
        let line = i + 1;
        for (k, cell) in p.rounds.iter().enumerate() {
            let Some(opp) = cell.opponent else { continue };
            let round = k as RoundNo + 1;
            let col = cell_column(round);
            let Some(&(opp_line, opp_rec)) = players.get(&opp) else {
                return Err(TrfError::new(
                    line,
                    col,
                    TrfErrorKind::UnknownOpponent {
                        round,
                        opponent: opp,
                    },
                ));
            };
            if let Some(&first) = named.get(&(round, opp)) {
                return Err(TrfError::new(
                    line,
                    col,
                    TrfErrorKind::PairedTwice {
                        round,
                        opponent: opp,
                        first,
                        second: p.tpn,
                    },
                ));
            }
            named.insert((round, opp), p.tpn);
            let theirs = opp_rec.rounds.get(k).copied().unwrap_or_default();
            // Report a disagreement once, on the later of the two lines, unless the
            // opponent names someone else (then this line is where the story breaks).
            if theirs.opponent == Some(p.tpn) && opp_line > line {
                continue;
            }
            if let Some((offset, detail)) = disagreement(p.tpn, cell, opp, &theirs) {
                let (l, c) = if theirs.opponent == Some(p.tpn) {
                    (line, col + offset)
                } else {
                    (line, col)
                };
                return Err(TrfError::new(
                    l,
                    c,
                    TrfErrorKind::Disagree {
                        round,
                        tpn: p.tpn,
                        opponent: opp,
                        detail,
                    },
                ));
            }
        }
    }
    Ok(())
}

/// Why `mine` (player `me` against `opp`) and `theirs` cannot describe the same game,
/// with the offset of the offending field in the round block.
fn disagreement(
    me: Tpn,
    mine: &RoundCell,
    opp: Tpn,
    theirs: &RoundCell,
) -> Option<(usize, String)> {
    match theirs.opponent {
        Some(o) if o == me => {}
        Some(o) => return Some((0, format!("{opp} has opponent {o} in that round"))),
        None => return Some((0, format!("{opp} has no opponent in that round"))),
    }
    let colours_fit = matches!(
        (mine.colour, theirs.colour),
        (CellColour::White, CellColour::Black)
            | (CellColour::Black, CellColour::White)
            | (
                CellColour::None | CellColour::Blank,
                CellColour::None | CellColour::Blank
            )
    );
    if !colours_fit {
        return Some((
            5,
            format!(
                "colours '{}' and '{}' do not fit",
                mine.colour.to_char(),
                theirs.colour.to_char()
            ),
        ));
    }
    let results_fit = match mine.result {
        ResultCode::ForfeitLoss => {
            matches!(
                theirs.result,
                ResultCode::ForfeitWin | ResultCode::ForfeitLoss
            )
        }
        r => r.mirror() == Some(theirs.result),
    };
    if !results_fit {
        return Some((
            7,
            format!(
                "results '{}' and '{}' do not fit",
                mine.result.to_char(),
                theirs.result.to_char()
            ),
        ));
    }
    None
}

fn check_references(records: &[Record], players: &Index) -> Result<(), TrfError> {
    for (i, r) in records.iter().enumerate() {
        let line = i + 1;
        let (what, list, first_col, step): (&'static str, &[Tpn], usize, usize) = match r {
            Record::Byes(b) => ("a 240 record", &b.players, 11, 5),
            Record::Forbidden(f) => ("a 260 record", &f.players, 13, 5),
            Record::XxForbidden(v) => ("an XXP record", v, 5, 0),
            Record::XxAbsent(v) => ("an XXZ record", v, 5, 0),
            Record::XxAcceleration(a) => ("an XXA record", std::slice::from_ref(&a.player), 5, 0),
            _ => continue,
        };
        for (k, tpn) in list.iter().enumerate() {
            if !players.contains_key(tpn) {
                return Err(TrfError::new(
                    line,
                    first_col + k * step,
                    TrfErrorKind::UnknownPlayer { what, tpn: *tpn },
                ));
            }
        }
    }
    Ok(())
}

fn points_warnings(records: &[Record]) -> Vec<TrfWarning> {
    let values = point_values(records);
    let mut out = Vec::new();
    for (i, r) in records.iter().enumerate() {
        let Record::Player(p) = r else { continue };
        let Some(stated) = p.points else { continue };
        let computed = total(&p.rounds, &values);
        if stated != computed {
            out.push(TrfWarning {
                line: i + 1,
                column: 81,
                kind: TrfWarningKind::PointsMismatch {
                    tpn: p.tpn,
                    stated,
                    computed,
                },
            });
        }
    }
    out
}
