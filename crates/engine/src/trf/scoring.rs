//! The point values a file declares, and what a round cell scores under them.
//!
//! Three spellings exist: TRF26 `162`, bbpPairings `BBW BBD BBL BBZ BBF BBU` and JaVaFo
//! `XXS CODE=VALUE`. When a file has several, `162` wins over `BB*`, which wins over
//! `XXS`; within one kind the later line wins. Values not given follow the TRF26
//! defaults: forfeit win, PAB and full-point bye score a win, the half-point bye a draw,
//! losses and absences nothing.

use super::records::{BbCode, Record, ResultCode, RoundCell};
use crate::model::{PointValues, Points};

#[derive(Default)]
struct Given {
    win: Option<Points>,
    draw: Option<Points>,
    loss: Option<Points>,
    forfeit_win: Option<Points>,
    forfeit_loss: Option<Points>,
    pab: Option<Points>,
    half_bye: Option<Points>,
    zero_bye: Option<Points>,
    full_bye: Option<Points>,
}

/// The point values of a file (chess 1 / ½ / 0 when it declares none).
pub(crate) fn point_values(records: &[Record]) -> PointValues {
    let mut g = Given::default();
    for r in records {
        if let Record::XxScoring(codes) = r {
            for (code, p) in codes {
                let p = Some(*p);
                match code.as_str() {
                    "W" | "WW" | "BW" => g.win = p,
                    "D" | "WD" | "BD" => g.draw = p,
                    "L" | "WL" | "BL" => g.loss = p,
                    "ZPB" => g.zero_bye = p,
                    "HPB" => g.half_bye = p,
                    "FPB" => g.full_bye = p,
                    "PAB" => g.pab = p,
                    "FW" => g.forfeit_win = p,
                    "FL" => g.forfeit_loss = p,
                    _ => {}
                }
            }
        }
    }
    for r in records {
        if let Record::BbPoints(code, p) = r {
            let p = Some(*p);
            match code {
                BbCode::Win => g.win = p,
                BbCode::Draw => g.draw = p,
                BbCode::Loss => g.loss = p,
                BbCode::ZeroBye => g.zero_bye = p,
                BbCode::ForfeitLoss => g.forfeit_loss = p,
                BbCode::Pab => g.pab = p,
            }
        }
    }
    for r in records {
        if let Record::Scoring(values) = r {
            for v in values {
                let p = Some(v.points);
                match v.symbol {
                    'W' => g.win = p,
                    'D' => g.draw = p,
                    'L' => g.loss = p,
                    // TRF26 spells it A; bbpPairings reads Z.
                    'A' | 'Z' => {
                        g.zero_bye = p;
                        g.forfeit_loss = p;
                    }
                    'P' => g.pab = p,
                    _ => {}
                }
            }
        }
    }
    let win = g.win.unwrap_or(Points(10));
    let draw = g.draw.unwrap_or(Points(5));
    PointValues {
        win,
        draw,
        loss: g.loss.unwrap_or(Points::ZERO),
        forfeit_win: g.forfeit_win.unwrap_or(win),
        forfeit_loss: g.forfeit_loss.unwrap_or(Points::ZERO),
        pab: g.pab.unwrap_or(win),
        half_bye: g.half_bye.unwrap_or(draw),
        zero_bye: g.zero_bye.unwrap_or(Points::ZERO),
        full_bye: g.full_bye.unwrap_or(win),
    }
}

/// What one round cell scores. Without an opponent, `=` is an old spelling of the
/// half-point bye, `+` of a full-point bye and `-` of a zero-point bye.
pub(crate) fn cell_points(cell: &RoundCell, v: &PointValues) -> Points {
    use ResultCode::*;
    match (cell.opponent.is_some(), cell.result) {
        (_, Win | ShortWin) => v.win,
        (true, Draw | ShortDraw) => v.draw,
        (_, Loss | ShortLoss) => v.loss,
        (true, ForfeitWin) => v.forfeit_win,
        (true, ForfeitLoss) => v.forfeit_loss,
        (true, Blank) => Points::ZERO,
        (false, HalfBye | Draw | ShortDraw) => v.half_bye,
        (false, FullBye | ForfeitWin) => v.full_bye,
        (_, Pab) => v.pab,
        (false, ZeroBye | ForfeitLoss | Blank) => v.zero_bye,
        (true, HalfBye | FullBye | ZeroBye) => Points::ZERO,
    }
}

/// Sum of points that cannot overflow, whatever values a file declares.
pub(crate) fn add(a: Points, b: Points) -> Points {
    Points(a.0.saturating_add(b.0))
}

/// A player's points over the given cells.
pub(crate) fn total(cells: &[RoundCell], v: &PointValues) -> Points {
    cells
        .iter()
        .fold(Points::ZERO, |sum, c| add(sum, cell_points(c, v)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trf::records::{CellColour, ScoreValue};

    #[test]
    fn chess_by_default_and_162_wins_over_bbp_and_javafo() {
        assert_eq!(point_values(&[]), PointValues::chess());
        let records = vec![
            Record::XxScoring(vec![("W".into(), Points(20)), ("D".into(), Points(10))]),
            Record::BbPoints(BbCode::Win, Points(25)),
            Record::Scoring(vec![ScoreValue {
                symbol: 'W',
                points: Points(30),
            }]),
        ];
        let v = point_values(&records);
        assert_eq!(
            (v.win, v.draw, v.pab, v.half_bye),
            (Points(30), Points(10), Points(30), Points(10))
        );
    }

    #[test]
    fn bbu_sets_only_the_pab_and_a_covers_zero_bye_and_forfeit_loss() {
        let v = point_values(&[
            Record::BbPoints(BbCode::Pab, Points(5)),
            Record::Scoring(vec![ScoreValue {
                symbol: 'A',
                points: Points(1),
            }]),
        ]);
        assert_eq!(
            (v.win, v.pab, v.zero_bye, v.forfeit_loss),
            (Points(10), Points(5), Points(1), Points(1))
        );
    }

    #[test]
    fn cells_score_by_kind() {
        let v = PointValues::with_win_draw(Points(30), Points(10));
        let game = |result| RoundCell {
            opponent: Some(2),
            colour: CellColour::White,
            result,
        };
        assert_eq!(cell_points(&game(ResultCode::Win), &v), Points(30));
        assert_eq!(cell_points(&game(ResultCode::Draw), &v), Points(10));
        assert_eq!(cell_points(&game(ResultCode::ForfeitLoss), &v), Points(0));
        assert_eq!(
            cell_points(&RoundCell::bye(ResultCode::HalfBye), &v),
            Points(10)
        );
        assert_eq!(
            cell_points(&RoundCell::bye(ResultCode::Pab), &v),
            Points(30)
        );
        assert_eq!(cell_points(&RoundCell::default(), &v), Points(0));
    }
}
