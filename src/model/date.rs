//! Calendar dates as entered by the arbiter (birth dates, event dates). Only the year is
//! required, because school registrations often give a birth year alone.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A date with an optional month and day (`2012`, `2012/05`, `2012/05/11`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Date {
    pub year: u16,
    pub month: Option<u8>,
    pub day: Option<u8>,
}

impl Date {
    pub fn year(year: u16) -> Self {
        Date {
            year,
            month: None,
            day: None,
        }
    }

    pub fn ymd(year: u16, month: u8, day: u8) -> Self {
        Date {
            year,
            month: Some(month),
            day: Some(day),
        }
    }
}

impl fmt::Display for Date {
    /// Written the TRF way: `YYYY/MM/DD`, or shorter when month or day are unknown.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}", self.year)?;
        if let Some(m) = self.month {
            write!(f, "/{m:02}")?;
            if let Some(d) = self.day {
                write!(f, "/{d:02}")?;
            }
        }
        Ok(())
    }
}

/// Why a date could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{text}' is not a date: expected YYYY, YYYY/MM/DD or YYYY-MM-DD ({why})")]
pub struct DateError {
    pub text: String,
    pub why: &'static str,
}

impl FromStr for Date {
    type Err = DateError;

    /// Accepts `YYYY`, `YYYY/MM`, `YYYY/MM/DD`, with `/`, `-` or `.` between the parts.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = |why| DateError {
            text: s.to_string(),
            why,
        };
        let parts: Vec<&str> = s.trim().split(['/', '-', '.']).collect();
        if parts.is_empty() || parts.len() > 3 {
            return Err(err("wrong number of parts"));
        }
        let num = |p: &str| p.parse::<u16>().map_err(|_| err("a part is not a number"));
        let year = num(parts[0])?;
        if !(1900..=2100).contains(&year) {
            return Err(err("year out of range 1900-2100"));
        }
        let month = match parts.get(1) {
            Some(p) => {
                let m = num(p)?;
                if !(1..=12).contains(&m) {
                    return Err(err("month out of range 1-12"));
                }
                Some(m as u8)
            }
            None => None,
        };
        let day = match parts.get(2) {
            Some(p) => {
                let d = num(p)?;
                if !(1..=31).contains(&d) {
                    return Err(err("day out of range 1-31"));
                }
                Some(d as u8)
            }
            None => None,
        };
        Ok(Date { year, month, day })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_the_trf_way() {
        assert_eq!(
            "2012/05/11".parse::<Date>().unwrap().to_string(),
            "2012/05/11"
        );
        assert_eq!("2012-5-1".parse::<Date>().unwrap(), Date::ymd(2012, 5, 1));
        assert_eq!("2013".parse::<Date>().unwrap(), Date::year(2013));
        assert!("2013/13/01".parse::<Date>().is_err());
        assert!("abc".parse::<Date>().is_err());
    }
}
