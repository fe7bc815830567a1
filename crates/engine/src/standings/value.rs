//! Exact tie-break values.
//!
//! Points are tenths, and Sonneborn-Berger multiplies two of them, so every FIDE
//! tie-break value except the averages is exact in hundredths; AOB is defined as an
//! average rounded half up to two decimals (C.07 Art. 8.2), so hundredths hold it exactly
//! too. Rating tie-breaks are whole numbers. Floating point is never used, so two
//! players can never differ by a rounding error.

use crate::model::Points;
use std::fmt;

/// A tie-break value in hundredths: `Value(1450)` is 14.5.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Value(pub i64);

impl Value {
    pub const ZERO: Value = Value(0);

    /// A whole number (a count, a rating, a rank).
    pub const fn int(n: i64) -> Value {
        Value(n * 100)
    }

    pub const fn points(p: Points) -> Value {
        Value(p.0 as i64 * 10)
    }

    /// The product of two scores (Sonneborn-Berger: opponent's score times the result).
    pub const fn product(a: Points, b: Points) -> Value {
        Value(a.0 as i64 * b.0 as i64)
    }

    pub const fn hundredths(self) -> i64 {
        self.0
    }

    /// `self / n` rounded half up to hundredths (only for non-negative sums, as averages
    /// of scores are).
    pub fn average(sum: Value, n: i64) -> Option<Value> {
        if n <= 0 {
            return None;
        }
        let (q, r) = (sum.0.div_euclid(n), sum.0.rem_euclid(n));
        Some(Value(if 2 * r >= n { q + 1 } else { q }))
    }

    /// Reads a plain decimal (`14`, `14.5`, `7.25`, `20.50`); more than two decimals
    /// only when the extra digits are zeros.
    pub fn parse(text: &str) -> Option<Value> {
        let t = text.trim();
        let (neg, t) = match t.strip_prefix('-') {
            Some(r) => (true, r),
            None => (false, t),
        };
        let (int, frac) = t.split_once('.').unwrap_or((t, ""));
        if int.is_empty() || !int.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        if !frac.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let frac = frac.trim_end_matches('0');
        if frac.len() > 2 {
            return None;
        }
        let whole: i64 = int.parse().ok()?;
        let mut f: i64 = if frac.is_empty() {
            0
        } else {
            frac.parse().ok()?
        };
        if frac.len() == 1 {
            f *= 10;
        }
        let v = whole.checked_mul(100)?.checked_add(f)?;
        Some(Value(if neg { -v } else { v }))
    }
}

impl std::ops::Add for Value {
    type Output = Value;
    fn add(self, o: Value) -> Value {
        Value(self.0 + o.0)
    }
}

impl std::ops::AddAssign for Value {
    fn add_assign(&mut self, o: Value) {
        self.0 += o.0;
    }
}

impl std::iter::Sum for Value {
    fn sum<I: Iterator<Item = Value>>(iter: I) -> Value {
        iter.fold(Value::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Value {
    /// Plain decimal without trailing zeros: `14`, `14.5`, `7.25`, `-0.5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        let (int, frac) = (a / 100, a % 100);
        let text = if frac == 0 {
            format!("{sign}{int}")
        } else if frac % 10 == 0 {
            format!("{sign}{int}.{}", frac / 10)
        } else {
            format!("{sign}{int}.{frac:02}")
        };
        f.pad(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_plain_decimals() {
        assert_eq!(Value(1400).to_string(), "14");
        assert_eq!(Value(1450).to_string(), "14.5");
        assert_eq!(Value(725).to_string(), "7.25");
        assert_eq!(Value(5).to_string(), "0.05");
        assert_eq!(Value(-50).to_string(), "-0.5");
        assert_eq!(format!("{:>6}", Value(725)), "  7.25");
    }

    #[test]
    fn parses_decimals_with_any_trailing_zeros() {
        assert_eq!(Value::parse("20.50"), Some(Value(2050)));
        assert_eq!(Value::parse("20.5"), Some(Value(2050)));
        assert_eq!(Value::parse("7.25"), Some(Value(725)));
        assert_eq!(Value::parse("12.000"), Some(Value(1200)));
        assert_eq!(Value::parse("1.125"), None);
        assert_eq!(Value::parse("x"), None);
        assert_eq!(Value::parse("-0"), Some(Value(0)));
    }

    #[test]
    fn products_and_averages_are_exact() {
        // 2.5 x 0.5 = 1.25
        assert_eq!(Value::product(Points(25), Points(5)), Value(125));
        assert_eq!(Value::average(Value(1000), 3), Some(Value(333)));
        assert_eq!(Value::average(Value(1001), 2), Some(Value(501)));
        assert_eq!(Value::average(Value(1), 0), None);
    }
}
