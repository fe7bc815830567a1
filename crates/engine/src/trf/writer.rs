//! Writing records back as TRF text, each field in the columns trf.md gives it.
//!
//! Typed records are written in one canonical layout, so a file read and written again
//! reads back to equal records, and a file this writer produced comes back byte for
//! byte. Text kept verbatim (comments, unknown lines, header text) is written as read.
//! Trailing spaces of `001` lines are dropped.

use super::records::*;
use crate::model::{Colour, Points};
use std::fmt::{self, Write as _};

impl TrfFile {
    /// Writes the file with its own line ending.
    pub fn write(&self, w: &mut impl std::io::Write) -> std::io::Result<()> {
        w.write_all(self.to_string().as_bytes())
    }
}

impl fmt::Display for TrfFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let eol = self.line_ending.as_str();
        for (i, r) in self.records.iter().enumerate() {
            if i > 0 {
                f.write_str(eol)?;
            }
            let line = record_line(r);
            // A line break inside a field would split the record; any other control
            // character but a tab between fields (the reader refuses them, but records
            // can be built in other ways) is written as `?`.
            let line = line.replace(['\r', '\n'], " ");
            f.write_str(&crate::model::printable_keeping(&line, &['\t']))?;
        }
        if self.final_newline && !self.records.is_empty() {
            f.write_str(eol)?;
        }
        Ok(())
    }
}

/// Points with one decimal, as TRF writes them: `3.0`, `11.5`, `-0.5`.
pub(crate) fn trf_points(p: Points) -> String {
    let sign = if p.0 < 0 { "-" } else { "" };
    let a = p.0.unsigned_abs();
    format!("{sign}{}.{}", a / 10, a % 10)
}

/// Points for a fixed-width field: the usual `11.5` form when it fits, else the shortest
/// form that reads back to the same value (`100`, `-.5`). A field of width `w` can only
/// have held values whose shortest form has at most `w` characters, so whatever was read
/// from a field can be written back into it without spilling into the next column.
pub(crate) fn points_field(p: Points, width: usize) -> String {
    let usual = trf_points(p);
    if usual.chars().count() <= width {
        return usual;
    }
    let sign = if p.0 < 0 { "-" } else { "" };
    let a = p.0.unsigned_abs();
    match (a / 10, a % 10) {
        (whole, 0) => format!("{sign}{whole}"),
        (0, tenth) => format!("{sign}.{tenth}"),
        _ => usual,
    }
}

/// The text of one record, without its line ending.
pub(crate) fn record_line(r: &Record) -> String {
    let mut s = String::new();
    // Writing into a String cannot fail.
    let _ = write_record(&mut s, r);
    s
}

fn write_record(s: &mut String, r: &Record) -> fmt::Result {
    match r {
        Record::Player(p) => s.push_str(&player_line(p)),
        Record::Header { code, text } => write!(s, "{code} {text}")?,
        Record::TotalRounds(n) => write!(s, "142 {n}")?,
        Record::XxRounds(n) => write!(s, "XXR {n}")?,
        Record::InitialColour(c) => {
            write!(s, "152 {}", if *c == Colour::White { 'W' } else { 'B' })?
        }
        Record::XxConfig(x) => {
            s.push_str("XXC");
            if x.rank {
                s.push_str(" rank");
            }
            match x.initial_colour {
                Some(Colour::White) => s.push_str(" white1"),
                Some(Colour::Black) => s.push_str(" black1"),
                None => {}
            }
            for w in &x.other {
                write!(s, " {w}")?;
            }
        }
        Record::Scoring(values) => {
            s.push_str("162 ");
            for (i, v) in values.iter().enumerate() {
                let sep = if i == 0 { " " } else { "    " };
                write!(s, "{sep}{}{:>4}", v.symbol, trf_points(v.points))?;
            }
        }
        Record::XxScoring(codes) => {
            s.push_str("XXS");
            for (code, p) in codes {
                write!(s, " {code}={}", trf_points(*p))?;
            }
        }
        Record::BbPoints(code, p) => write!(s, "{} {:>4}", code.code(), trf_points(*p))?,
        Record::Byes(b) => {
            write!(s, "240 {} {:>3}", b.kind.to_char(), b.round)?;
            for t in &b.players {
                write!(s, " {t:>4}")?;
            }
        }
        Record::Acceleration(a) => {
            let mp = a
                .match_points
                .map(|p| points_field(p, 4))
                .unwrap_or_default();
            write!(
                s,
                "250 {mp:>4} {:>4} {:>3} {:>3} {:>4} {:>4}",
                points_field(a.points, 4),
                a.first_round,
                a.last_round,
                a.first_player,
                a.last_player
            )?;
        }
        Record::Forbidden(f) => {
            write!(s, "260 {:>3} {:>3}", f.first_round, f.last_round)?;
            for t in &f.players {
                write!(s, " {t:>4}")?;
            }
        }
        Record::XxForbidden(v) | Record::XxAbsent(v) => {
            s.push_str(if matches!(r, Record::XxForbidden(_)) {
                "XXP"
            } else {
                "XXZ"
            });
            for t in v {
                write!(s, " {t}")?;
            }
        }
        Record::XxAcceleration(a) => {
            write!(s, "XXA {:>4}", a.player)?;
            for p in &a.points {
                let text = p.map(|p| points_field(p, 4)).unwrap_or_default();
                write!(s, " {text:>4}")?;
            }
            let trimmed = s.trim_end().len();
            s.truncate(trimmed);
        }
        Record::Comment(t) | Record::Other(t) => s.push_str(t),
    }
    Ok(())
}

/// A text field cut to its width (in characters), so the columns after it stay put.
fn fit(text: &str, width: usize) -> String {
    text.chars().take(width).collect()
}

fn player_line(p: &PlayerRecord) -> String {
    let rating = p.rating.map(|r| r.to_string()).unwrap_or_default();
    let points = p.points.map(|p| points_field(p, 4)).unwrap_or_default();
    let rank = p.rank.map(|r| r.to_string()).unwrap_or_default();
    let mut s = format!(
        "001 {:>4} {}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
        p.tpn,
        p.sex.unwrap_or(' '),
        fit(&p.title, 3),
        fit(&p.name, 33),
        fit(&rating, 4),
        fit(&p.federation, 3),
        fit(&p.fide_id, 11),
        fit(&p.birth, 10),
        fit(&points, 4),
        fit(&rank, 4),
    );
    for c in &p.rounds {
        let opponent = match c.opponent {
            Some(t) => format!("{t:>4}"),
            None if c.is_empty() => "    ".into(),
            None => "0000".into(),
        };
        let _ = write!(
            s,
            "  {opponent} {} {}",
            c.colour.to_char(),
            c.result.to_char()
        );
    }
    let trimmed = s.trim_end().len();
    s.truncate(trimmed);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads one line alone (no checks across lines) and writes it back.
    fn rewrite(text: &str) -> String {
        let line = crate::trf::lines::Line::new(1, text);
        record_line(&crate::trf::reader::read_record(&line, text).unwrap())
    }

    #[test]
    fn player_lines_land_in_their_columns() {
        let text = format!(
            "001 {:>4} m {:>2} {:<33} {:>4} MAS {:>11} 2011/03/09 {:>4} {:>4}  {}",
            12, "FM", "Tan Wei Ming", 1834, 12345678, "2.5", 4, "   5 w 1  0000 - H    17 b -"
        );
        assert_eq!(rewrite(&text), text);
        // Trailing spaces go; a short line is padded only as far as its last field.
        assert_eq!(
            rewrite("001    3      Priya a/p Raman      "),
            "001    3      Priya a/p Raman"
        );
    }

    #[test]
    fn points_always_have_one_decimal() {
        assert_eq!(trf_points(Points(30)), "3.0");
        assert_eq!(trf_points(Points(115)), "11.5");
        assert_eq!(trf_points(Points(-5)), "-0.5");
    }

    #[test]
    fn points_too_wide_for_their_field_take_the_shortest_form() {
        assert_eq!(points_field(Points(15), 4), "1.5");
        assert_eq!(points_field(Points(1000), 4), "100");
        assert_eq!(points_field(Points(-990), 4), "-99");
        assert_eq!(points_field(Points(-5), 3), "-.5");
    }

    #[test]
    fn typed_records_write_in_trf_columns() {
        for text in [
            "142 7",
            "152 B",
            "XXC rank white1",
            "162  W 3.0    D 1.0",
            "XXS WW=1.0 BW=1.0 D=0.5",
            "BBW  3.0",
            "240 H   3    4   12",
            "250       1.0   1   3    1   20",
            "260   1   2    1    5   10   16",
            "XXP 3 5",
            "XXZ 12",
            "XXA    3  1.0       0.5",
            "012  Kejohanan  ",
        ] {
            assert_eq!(rewrite(text), text);
        }
        // Other spellings are read, then written the canonical way.
        assert_eq!(rewrite("142   7"), "142 7");
        assert_eq!(rewrite("162 W2 D1"), "162  W 2.0    D 1.0");
        assert_eq!(rewrite("152 w"), "152 W");
    }
}
