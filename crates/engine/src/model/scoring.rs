//! Points in exact integer tenths, and the point values a section awards.
//!
//! Chess (1 / ½ / 0) and draughts (2 / 1 / 0) are both exact in tenths, and so is 3/1/0
//! football scoring, which some TRF files use.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Neg, Sub, SubAssign};

/// A score in tenths of a point: `Points(15)` is 1.5 points.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Points(pub i32);

impl Points {
    pub const ZERO: Points = Points(0);

    /// Whole points: `Points::whole(2)` is 2.0.
    pub const fn whole(n: i32) -> Points {
        Points(n * 10)
    }

    pub const fn tenths(self) -> i32 {
        self.0
    }

    /// Parses `1`, `1.5`, `0.5`, `2.0`, `-1` (a decimal with at most one digit after the point).
    pub fn parse(text: &str) -> Option<Points> {
        let t = text.trim();
        let (neg, t) = match t.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, t),
        };
        let (int, frac) = match t.split_once(['.', ',']) {
            Some((i, f)) => (i, f),
            None => (t, ""),
        };
        if int.is_empty() && frac.is_empty() {
            return None;
        }
        if !int.chars().all(|c| c.is_ascii_digit()) || !frac.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let whole: i32 = if int.is_empty() { 0 } else { int.parse().ok()? };
        let frac = frac.trim_end_matches('0');
        let tenth: i32 = match frac.len() {
            0 => 0,
            1 => frac.parse().ok()?,
            _ => return None,
        };
        let v = whole.checked_mul(10)?.checked_add(tenth)?;
        Some(Points(if neg { -v } else { v }))
    }
}

impl fmt::Display for Points {
    /// Plain decimal: `14`, `14.5`, `-0.5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        if a.is_multiple_of(10) {
            write!(f, "{sign}{}", a / 10)
        } else {
            write!(f, "{sign}{}.{}", a / 10, a % 10)
        }
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, o: Points) -> Points {
        Points(self.0 + o.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, o: Points) {
        self.0 += o.0;
    }
}

impl Sub for Points {
    type Output = Points;
    fn sub(self, o: Points) -> Points {
        Points(self.0 - o.0)
    }
}

impl SubAssign for Points {
    fn sub_assign(&mut self, o: Points) {
        self.0 -= o.0;
    }
}

impl Neg for Points {
    type Output = Points;
    fn neg(self) -> Points {
        Points(-self.0)
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

/// The points each kind of round outcome is worth in a section.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PointValues {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
    pub forfeit_win: Points,
    pub forfeit_loss: Points,
    /// Pairing-allocated bye (TRF `U`).
    pub pab: Points,
    /// Requested half-point bye (TRF `H`).
    pub half_bye: Points,
    /// Requested zero-point bye or absence (TRF `Z`).
    pub zero_bye: Points,
    /// Full-point bye (TRF `F`).
    pub full_bye: Points,
}

/// The named point systems an arbiter picks from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ScoringPreset {
    /// 1 / ½ / 0.
    Chess,
    /// 2 / 1 / 0 (FMJD regulations 5.6-5.8).
    Draughts,
    /// 3 / 1 / 0.
    Football,
}

impl ScoringPreset {
    pub fn values(self) -> PointValues {
        match self {
            ScoringPreset::Chess => PointValues::with_win_draw(Points(10), Points(5)),
            ScoringPreset::Draughts => PointValues::with_win_draw(Points(20), Points(10)),
            ScoringPreset::Football => PointValues::with_win_draw(Points(30), Points(10)),
        }
    }
}

impl PointValues {
    /// Win and draw values; a forfeit win, the PAB and the full-point bye score a win,
    /// the half-point bye a draw, and every loss or absence nothing.
    pub fn with_win_draw(win: Points, draw: Points) -> Self {
        PointValues {
            win,
            draw,
            loss: Points::ZERO,
            forfeit_win: win,
            forfeit_loss: Points::ZERO,
            pab: win,
            half_bye: draw,
            zero_bye: Points::ZERO,
            full_bye: win,
        }
    }

    pub fn chess() -> Self {
        ScoringPreset::Chess.values()
    }

    pub fn draughts() -> Self {
        ScoringPreset::Draughts.values()
    }

    /// The preset these values match exactly, if any.
    pub fn preset(&self) -> Option<ScoringPreset> {
        [
            ScoringPreset::Chess,
            ScoringPreset::Draughts,
            ScoringPreset::Football,
        ]
        .into_iter()
        .find(|p| p.values() == *self)
    }
}

impl Default for PointValues {
    fn default() -> Self {
        PointValues::chess()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_parse_and_print() {
        assert_eq!(Points::parse("1.5"), Some(Points(15)));
        assert_eq!(Points::parse("14"), Some(Points(140)));
        assert_eq!(Points::parse("0.50"), Some(Points(5)));
        assert_eq!(Points::parse("-1"), Some(Points(-10)));
        assert_eq!(Points::parse("1.25"), None);
        assert_eq!(Points::parse("x"), None);
        assert_eq!(Points(145).to_string(), "14.5");
        assert_eq!(Points(140).to_string(), "14");
        assert_eq!(Points(-5).to_string(), "-0.5");
    }

    #[test]
    fn presets_round_trip() {
        assert_eq!(PointValues::chess().preset(), Some(ScoringPreset::Chess));
        assert_eq!(PointValues::draughts().pab, Points(20));
        let mut custom = PointValues::chess();
        custom.pab = Points(5);
        assert_eq!(custom.preset(), None);
    }
}
