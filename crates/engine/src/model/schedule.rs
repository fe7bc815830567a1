//! When each round of a section is played: a date and, when known, a starting time.
//! Printed on the schedule and the pairings, shown on the desk's pairing screen and
//! written to TRF as record `132` (dates only: the format has no place for a time).

use super::date::{Date, days_in_month};
use super::ids::RoundNo;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A time of day on the 24-hour clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ClockTime {
    pub hour: u8,
    pub minute: u8,
}

impl fmt::Display for ClockTime {
    /// `14:30`, as both languages' lists print a time.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}", self.hour, self.minute)
    }
}

/// When one round starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct RoundTime {
    pub round: RoundNo,
    /// A whole date (year, month and day).
    pub date: Date,
    pub time: Option<ClockTime>,
}

impl RoundTime {
    /// Day of the week, 0 = Sunday .. 6 = Saturday.
    pub fn weekday(&self) -> u8 {
        weekday(&self.date)
    }
}

/// Day of the week of a whole date, 0 = Sunday .. 6 = Saturday (a date without month or
/// day counts as the first; a date the calendar does not have, as a Sunday).
pub fn weekday(d: &Date) -> u8 {
    let civil = jiff::civil::Date::new(
        i16::try_from(d.year).unwrap_or(i16::MAX),
        i8::try_from(d.month.unwrap_or(1)).unwrap_or(1),
        i8::try_from(d.day.unwrap_or(1)).unwrap_or(1),
    );
    civil.map_or(0, |c| c.weekday().to_sunday_zero_offset() as u8)
}

/// A section's round times, at most one per round, kept in round order.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Schedule(pub Vec<RoundTime>);

impl Schedule {
    /// When round `r` starts, if set.
    pub fn round(&self, r: RoundNo) -> Option<&RoundTime> {
        self.0.iter().find(|x| x.round == r)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Reads the text form `1=2026-12-06 08:30, 2=2026-12-06 14:30, 3=07/12/2026`: each
    /// entry a round, `=`, a date (year first or day first, as [`Date`] reads it) and an
    /// optional time `HH:MM`, separated by commas or semicolons. Empty text, `-` or
    /// `none` is an empty schedule. The whole schedule is replaced by what is read.
    pub fn parse(text: &str) -> Result<Schedule, ScheduleError> {
        let t = text.trim();
        if t.is_empty() || t == "-" || t.eq_ignore_ascii_case("none") {
            return Ok(Schedule::default());
        }
        let mut out: Vec<RoundTime> = Vec::new();
        for entry in t.split([',', ';']).map(str::trim).filter(|e| !e.is_empty()) {
            let rt = parse_entry(entry)?;
            if out.iter().any(|x| x.round == rt.round) {
                return Err(ScheduleError::new(entry, "that round is given twice"));
            }
            out.push(rt);
        }
        out.sort();
        Ok(Schedule(out))
    }
}

impl fmt::Display for Schedule {
    /// The text form [`Schedule::parse`] reads back: `1=2026-12-06 08:30, 2=...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, rt) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            let d = &rt.date;
            write!(
                f,
                "{}={:04}-{:02}-{:02}",
                rt.round,
                d.year,
                d.month.unwrap_or(1),
                d.day.unwrap_or(1)
            )?;
            if let Some(c) = rt.time {
                write!(f, " {c}")?;
            }
        }
        Ok(())
    }
}

fn parse_entry(entry: &str) -> Result<RoundTime, ScheduleError> {
    let err = |why| ScheduleError::new(entry, why);
    let (round, rest) = entry
        .split_once('=')
        .ok_or(err("expected ROUND=DATE [HH:MM]"))?;
    let round: RoundNo = round
        .trim()
        .parse()
        .map_err(|_| err("the round is not a number"))?;
    if !(1..=999).contains(&round) {
        return Err(err("the round is out of range 1-999"));
    }
    let mut words = rest.split_whitespace();
    let date: Date = words
        .next()
        .ok_or(err("the date is missing"))?
        .parse()
        .map_err(|_| err("the date does not read (YYYY-MM-DD or DD/MM/YYYY)"))?;
    if date.day.is_none() {
        return Err(err("the date needs a day and a month"));
    }
    let time = match words.next() {
        None => None,
        Some(w) => Some(parse_clock(w).ok_or(err("the time does not read (HH:MM)"))?),
    };
    if words.next().is_some() {
        return Err(err("more than a date and a time"));
    }
    Ok(RoundTime { round, date, time })
}

/// `14:30`, `8:05` or `14.30`.
pub fn parse_clock(w: &str) -> Option<ClockTime> {
    let (h, m) = w.split_once([':', '.'])?;
    let (hour, minute) = (h.parse::<u8>().ok()?, m.parse::<u8>().ok()?);
    (hour < 24 && minute < 60 && m.len() == 2).then_some(ClockTime { hour, minute })
}

/// A whole date from TRF's `YY/MM/DD` (record `132`): years 00-69 are 2000-2069, the
/// rest 1970-1999. `None` when it does not read.
pub fn date_from_yy(text: &str) -> Option<Date> {
    let parts: Vec<&str> = text.trim().split('/').collect();
    let [y, m, d] = parts.as_slice() else {
        return None;
    };
    if y.len() != 2 {
        return None;
    }
    let (y, m, d) = (
        y.parse::<u16>().ok()?,
        m.parse::<u8>().ok()?,
        d.parse::<u8>().ok()?,
    );
    let year = if y < 70 { 2000 + y } else { 1900 + y };
    ((1..=12).contains(&m) && d >= 1 && d <= days_in_month(year, m))
        .then_some(Date::ymd(year, m, d))
}

/// Why a schedule's text did not read: the entry and the reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{}': {why}", super::brief(entry))]
pub struct ScheduleError {
    pub entry: String,
    pub why: &'static str,
}

impl ScheduleError {
    fn new(entry: &str, why: &'static str) -> Self {
        ScheduleError {
            entry: entry.to_string(),
            why,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weekdays_of_known_dates() {
        // 6 December 2026 is a Sunday; 1 January 2000 a Saturday; 29 February 2024 a
        // Thursday.
        assert_eq!(weekday(&Date::ymd(2026, 12, 6)), 0);
        assert_eq!(weekday(&Date::ymd(2026, 12, 5)), 6);
        assert_eq!(weekday(&Date::ymd(2000, 1, 1)), 6);
        assert_eq!(weekday(&Date::ymd(2024, 2, 29)), 4);
    }

    #[test]
    fn the_text_form_reads_back() {
        let s = Schedule::parse("2=06/12/2026 14:30; 1=2026-12-06 8:30, 3=2026-12-07").unwrap();
        assert_eq!(
            s.to_string(),
            "1=2026-12-06 08:30, 2=2026-12-06 14:30, 3=2026-12-07"
        );
        assert_eq!(Schedule::parse(&s.to_string()), Ok(s.clone()));
        assert_eq!(s.round(2).and_then(|r| r.time).map(|c| c.hour), Some(14));
        assert!(Schedule::parse("none").unwrap().is_empty());
    }

    #[test]
    fn bad_entries_say_which_and_why() {
        let e = Schedule::parse("1=2026-12-06 08:30, 2=2026-13-01").unwrap_err();
        assert_eq!(e.entry, "2=2026-13-01");
        let e = Schedule::parse("1=2026-12-06 25:00").unwrap_err();
        assert!(e.to_string().contains("time"), "{e}");
        assert!(Schedule::parse("1=2026-12-06, 1=2026-12-07").is_err());
        assert!(Schedule::parse("0=2026-12-06").is_err());
        assert!(Schedule::parse("2026-12-06").is_err());
        assert!(Schedule::parse("1=2026").is_err());
    }

    #[test]
    fn trf_short_dates() {
        assert_eq!(date_from_yy("26/12/06"), Some(Date::ymd(2026, 12, 6)));
        assert_eq!(date_from_yy("99/01/31"), Some(Date::ymd(1999, 1, 31)));
        assert_eq!(date_from_yy("26/02/30"), None);
        assert_eq!(date_from_yy("2026/12/06"), None);
    }
}
