//! Calendar dates as entered by the arbiter (birth dates, event dates). Only the year is
//! required, because school registrations often give a birth year alone.

use super::Language;
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

impl Date {
    /// As the desk shows it, day first as Malaysian forms write dates: `11/05/2012`,
    /// `05/2012`, or `2012`. It reads back as the same date.
    pub fn day_first(&self) -> String {
        match (self.month, self.day) {
            (Some(m), Some(d)) => format!("{d:02}/{m:02}/{:04}", self.year),
            (Some(m), None) => format!("{m:02}/{:04}", self.year),
            _ => format!("{:04}", self.year),
        }
    }
}

/// Days in `month` (1-12) of `year` under the Gregorian calendar; 0 for another month.
pub fn days_in_month(year: u16, month: u8) -> u8 {
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => 0,
    }
}

/// Why a date could not be read: the text and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DateError {
    pub text: String,
    pub why: DateProblem,
}

/// What is wrong with a date's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateProblem {
    PartCount,
    NotANumber,
    Year,
    Month,
    Day,
    FewerDays,
}

impl DateProblem {
    /// What is wrong, in `lang`.
    pub fn name(self, lang: Language) -> &'static str {
        match self {
            DateProblem::PartCount => lang.pick("wrong number of parts", "bilangan bahagian salah"),
            DateProblem::NotANumber => {
                lang.pick("a part is not a number", "satu bahagian bukan nombor")
            }
            DateProblem::Year => lang.pick(
                "year out of range 1900-2100",
                "tahun di luar julat 1900-2100",
            ),
            DateProblem::Month => lang.pick("month out of range 1-12", "bulan di luar julat 1-12"),
            DateProblem::Day => lang.pick("day out of range 1-31", "hari di luar julat 1-31"),
            DateProblem::FewerDays => lang.pick(
                "that month has fewer days",
                "bulan itu tiada hari sebanyak itu",
            ),
        }
    }
}

impl DateError {
    /// The refusal in `lang`, naming the text (cut short if long).
    pub fn say(&self, lang: Language) -> String {
        let text = super::brief(&self.text);
        let why = self.why.name(lang);
        crate::in_lang!(
            lang,
            "'{text}' is not a date: expected YYYY, YYYY-MM-DD or DD/MM/YYYY ({why})",
            "'{text}' bukan tarikh: gunakan YYYY, YYYY-MM-DD atau DD/MM/YYYY ({why})"
        )
    }
}

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for DateError {}

impl FromStr for Date {
    type Err = DateError;

    /// Accepts the year first (`YYYY`, `YYYY/MM`, `YYYY/MM/DD`) or, as a Malaysian
    /// spreadsheet writes it, the day first (`DD/MM/YYYY`, `D/M/YYYY`, `MM/YYYY`), with
    /// `/`, `-` or `.` between the parts. The year comes last when the first part has
    /// one or two digits and the last has four; a day before the month, never after.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = |why| DateError {
            text: s.to_string(),
            why,
        };
        let mut parts: Vec<&str> = s.trim().split(['/', '-', '.']).collect();
        if parts.is_empty() || parts.len() > 3 {
            return Err(err(DateProblem::PartCount));
        }
        let day_first = parts.len() > 1
            && (1..=2).contains(&parts[0].len())
            && parts.last().is_some_and(|y| y.len() == 4);
        if day_first {
            parts.reverse();
        }
        let num = |p: &str| p.parse::<u16>().map_err(|_| err(DateProblem::NotANumber));
        let year = num(parts[0])?;
        if !(1900..=2100).contains(&year) {
            return Err(err(DateProblem::Year));
        }
        let month = match parts.get(1) {
            Some(p) => {
                let m = num(p)?;
                if !(1..=12).contains(&m) {
                    return Err(err(DateProblem::Month));
                }
                Some(m as u8)
            }
            None => None,
        };
        let day = match parts.get(2) {
            Some(p) => {
                let d = num(p)?;
                if !(1..=31).contains(&d) {
                    return Err(err(DateProblem::Day));
                }
                // A day comes after a month, so the month is known here.
                let m = month.unwrap_or(1);
                if d > u16::from(days_in_month(year, m)) {
                    return Err(err(DateProblem::FewerDays));
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
    fn the_desk_shows_a_date_day_first_and_reads_it_back() {
        for d in [
            Date::ymd(2012, 5, 11),
            Date::ymd(2014, 10, 8),
            Date::year(2013),
        ] {
            assert_eq!(d.day_first().parse::<Date>(), Ok(d), "{}", d.day_first());
        }
        let d = Date {
            year: 2013,
            month: Some(4),
            day: None,
        };
        assert_eq!(d.day_first(), "04/2013");
        assert_eq!(d.day_first().parse::<Date>(), Ok(d));
        assert_eq!(Date::ymd(2012, 5, 11).day_first(), "11/05/2012");
    }

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

    #[test]
    fn impossible_dates_are_refused() {
        assert!("2014-02-30".parse::<Date>().is_err());
        assert!("2015/02/29".parse::<Date>().is_err());
        assert!("2014/04/31".parse::<Date>().is_err());
        assert!("1900/02/29".parse::<Date>().is_err());
        assert_eq!(
            "2016-02-29".parse::<Date>().unwrap(),
            Date::ymd(2016, 2, 29)
        );
        assert_eq!(
            "2000/02/29".parse::<Date>().unwrap(),
            Date::ymd(2000, 2, 29)
        );
        assert_eq!(
            "2014-02-30".parse::<Date>().unwrap_err().to_string(),
            "'2014-02-30' is not a date: expected YYYY, YYYY-MM-DD or DD/MM/YYYY \
             (that month has fewer days)"
        );
    }

    #[test]
    fn malaysian_day_first_dates_are_read() {
        assert_eq!(
            "08/10/2014".parse::<Date>().unwrap(),
            Date::ymd(2014, 10, 8)
        );
        assert_eq!("8/1/2015".parse::<Date>().unwrap(), Date::ymd(2015, 1, 8));
        assert_eq!(
            "08-10-2014".parse::<Date>().unwrap(),
            Date::ymd(2014, 10, 8)
        );
        assert_eq!(
            "29/02/2016".parse::<Date>().unwrap(),
            Date::ymd(2016, 2, 29)
        );
        assert_eq!(
            "10/2014".parse::<Date>().unwrap(),
            Date {
                year: 2014,
                month: Some(10),
                day: None
            }
        );
        // The ISO order stays as it was.
        assert_eq!(
            "2014-10-08".parse::<Date>().unwrap(),
            Date::ymd(2014, 10, 8)
        );
    }

    #[test]
    fn impossible_day_first_dates_are_refused() {
        assert_eq!(
            "30/02/2014".parse::<Date>().unwrap_err().to_string(),
            "'30/02/2014' is not a date: expected YYYY, YYYY-MM-DD or DD/MM/YYYY \
             (that month has fewer days)"
        );
        assert!("29/02/2015".parse::<Date>().is_err());
        assert!("10/13/2014".parse::<Date>().is_err());
        assert!("32/01/2014".parse::<Date>().is_err());
        assert!("08/10/14".parse::<Date>().is_err());
    }
}
