//! Lines and columns: splitting text at any line ending, and reading a line's fields by
//! 1-based column, counted in characters so that names with accents do not shift the
//! fields after them.

use super::error::{TrfError, TrfErrorKind};
use super::records::LineEnding;
use crate::model::Points;

/// Splits text into lines and tells which line ending it uses (the first one met).
/// Every `\r\n`, lone `\r` and lone `\n` ends a line.
pub(crate) fn split_lines(text: &str) -> (Vec<&str>, LineEnding, bool) {
    // Every leading byte-order mark goes: the writer writes none, so one left on the
    // first line would turn, say, a `012` record into an unknown line and back.
    let text = text.trim_start_matches('\u{feff}');
    let bytes = text.as_bytes();
    let mut lines = Vec::new();
    let mut ending = None;
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        let (len, kind) = match bytes[i] {
            b'\r' if bytes.get(i + 1) == Some(&b'\n') => (2, LineEnding::CrLf),
            b'\r' => (1, LineEnding::Cr),
            b'\n' => (1, LineEnding::Lf),
            _ => {
                i += 1;
                continue;
            }
        };
        ending.get_or_insert(kind);
        lines.push(&text[start..i]);
        i += len;
        start = i;
    }
    let final_newline = start == bytes.len() && !bytes.is_empty();
    if start < bytes.len() {
        lines.push(&text[start..]);
    }
    (lines, ending.unwrap_or_default(), final_newline)
}

/// One line, with access to its fields by column.
pub(crate) struct Line {
    pub(crate) number: usize,
    chars: Vec<char>,
}

impl Line {
    pub(crate) fn new(number: usize, text: &str) -> Self {
        Line {
            number,
            chars: text.chars().collect(),
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.chars.len()
    }

    /// The character at a 1-based column; a space past the end of the line.
    pub(crate) fn at(&self, column: usize) -> char {
        column
            .checked_sub(1)
            .and_then(|i| self.chars.get(i))
            .copied()
            .unwrap_or(' ')
    }

    /// Columns `from..=to` (1-based); missing columns read as spaces.
    pub(crate) fn field(&self, from: usize, to: usize) -> String {
        (from..=to).map(|c| self.at(c)).collect()
    }

    /// Everything from a column on.
    pub(crate) fn rest(&self, from: usize) -> String {
        self.chars.iter().skip(from.saturating_sub(1)).collect()
    }

    pub(crate) fn error(&self, column: usize, kind: TrfErrorKind) -> TrfError {
        TrfError::new(self.number, column, kind)
    }

    /// A whole number in columns `from..=to`, or `None` when the field is blank.
    pub(crate) fn number<T: std::str::FromStr>(
        &self,
        from: usize,
        to: usize,
        field: &'static str,
    ) -> Result<Option<T>, TrfError> {
        let text = self.field(from, to);
        let t = text.trim();
        if t.is_empty() {
            return Ok(None);
        }
        if !t.chars().all(|c| c.is_ascii_digit()) {
            return Err(self.error(
                from,
                TrfErrorKind::NotANumber {
                    field,
                    text: t.into(),
                },
            ));
        }
        t.parse().map(Some).map_err(|_| {
            self.error(
                from,
                TrfErrorKind::BadValue {
                    field,
                    text: t.into(),
                    expected: "a smaller number",
                },
            )
        })
    }

    /// Like [`Line::number`], but the field must be present and positive.
    pub(crate) fn positive(
        &self,
        from: usize,
        to: usize,
        field: &'static str,
    ) -> Result<u32, TrfError> {
        match self.number::<u32>(from, to, field)? {
            None => Err(self.error(from, TrfErrorKind::Missing { field })),
            Some(0) => Err(self.error(
                from,
                TrfErrorKind::BadValue {
                    field,
                    text: "0".into(),
                    expected: "1 or more",
                },
            )),
            Some(n) => Ok(n),
        }
    }

    /// Points in columns `from..=to`, `None` when blank.
    pub(crate) fn points(
        &self,
        from: usize,
        to: usize,
        field: &'static str,
    ) -> Result<Option<Points>, TrfError> {
        let text = self.field(from, to);
        let t = text.trim();
        if t.is_empty() {
            return Ok(None);
        }
        Points::parse(t).map(Some).ok_or_else(|| {
            self.error(
                from,
                TrfErrorKind::BadValue {
                    field,
                    text: t.into(),
                    expected: "points such as 11.5",
                },
            )
        })
    }

    /// Whitespace-separated words from a column on, each with its 1-based column.
    pub(crate) fn words(&self, from: usize) -> Vec<(usize, String)> {
        let mut out = Vec::new();
        let mut current: Option<(usize, String)> = None;
        for (i, &c) in self.chars.iter().enumerate().skip(from.saturating_sub(1)) {
            if c.is_whitespace() {
                out.extend(current.take());
            } else {
                current
                    .get_or_insert_with(|| (i + 1, String::new()))
                    .1
                    .push(c);
            }
        }
        out.extend(current);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_every_line_ending() {
        assert_eq!(
            split_lines("a\nb\n"),
            (vec!["a", "b"], LineEnding::Lf, true)
        );
        assert_eq!(
            split_lines("a\r\nb"),
            (vec!["a", "b"], LineEnding::CrLf, false)
        );
        assert_eq!(
            split_lines("a\rb\r\r"),
            (vec!["a", "b", ""], LineEnding::Cr, true)
        );
        assert_eq!(split_lines(""), (vec![], LineEnding::Lf, false));
        assert_eq!(
            split_lines("\u{feff}\u{feff}012 X"),
            (vec!["012 X"], LineEnding::Lf, false)
        );
    }

    #[test]
    fn fields_pad_short_lines_with_spaces() {
        let l = Line::new(1, "001    7");
        assert_eq!(l.field(5, 8), "   7");
        assert_eq!(l.field(9, 12), "    ");
        assert_eq!(l.at(0), ' ');
    }
}
