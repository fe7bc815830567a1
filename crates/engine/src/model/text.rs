//! Text from other programs' files. Tournament programs on Windows and Excel still save
//! in Windows-1252 (a superset of Latin-1 in its printable part) or, as "Unicode text",
//! in UTF-16 with a byte-order mark; catur works in UTF-8. [`decode_text`] turns the
//! bytes of a file into text and says which encoding it found, or the offset of the
//! first byte that no encoding it knows can read.

/// The encoding [`decode_text`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextEncoding {
    /// UTF-8, with or without a byte-order mark.
    Utf8,
    /// UTF-16 little-endian, after its byte-order mark (Excel's "Unicode text").
    Utf16Le,
    /// UTF-16 big-endian, after its byte-order mark.
    Utf16Be,
    /// Not UTF-8, read as Windows-1252.
    Windows1252,
}

impl TextEncoding {
    pub fn name(self) -> &'static str {
        match self {
            TextEncoding::Utf8 => "UTF-8",
            TextEncoding::Utf16Le => "UTF-16 (little-endian)",
            TextEncoding::Utf16Be => "UTF-16 (big-endian)",
            TextEncoding::Windows1252 => "Windows-1252 (Latin-1)",
        }
    }
}

/// Bytes that cannot be read as text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BadByte {
    /// Offset of the offending byte in the input.
    pub offset: usize,
    pub byte: u8,
    pub encoding: TextEncoding,
}

/// The bytes of a file as text: UTF-16 when it starts with a UTF-16 byte-order mark,
/// else UTF-8 (a UTF-8 byte-order mark is dropped), else Windows-1252. With
/// Windows-1252, also the offset of the first byte that is not UTF-8 (where the
/// reader may want to warn).
pub fn decode_text(bytes: &[u8]) -> Result<(String, TextEncoding, Option<usize>), BadByte> {
    if let Some(rest) = bytes.strip_prefix(&[0xFF, 0xFE]) {
        return utf16(rest, 2, TextEncoding::Utf16Le).map(|t| (t, TextEncoding::Utf16Le, None));
    }
    if let Some(rest) = bytes.strip_prefix(&[0xFE, 0xFF]) {
        return utf16(rest, 2, TextEncoding::Utf16Be).map(|t| (t, TextEncoding::Utf16Be, None));
    }
    let body = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(bytes);
    match std::str::from_utf8(body) {
        Ok(text) => Ok((text.to_string(), TextEncoding::Utf8, None)),
        Err(e) => {
            let first = e.valid_up_to();
            let mut out = String::with_capacity(bytes.len());
            for (i, &b) in bytes.iter().enumerate() {
                out.push(windows_1252(b).ok_or(BadByte {
                    offset: i,
                    byte: b,
                    encoding: TextEncoding::Windows1252,
                })?);
            }
            let bom = bytes.len() - body.len();
            Ok((out, TextEncoding::Windows1252, Some(bom + first)))
        }
    }
}

fn utf16(body: &[u8], skipped: usize, enc: TextEncoding) -> Result<String, BadByte> {
    let unit = |pair: &[u8]| match enc {
        TextEncoding::Utf16Be => u16::from_be_bytes([pair[0], pair[1]]),
        _ => u16::from_le_bytes([pair[0], pair[1]]),
    };
    let chunks = body.chunks_exact(2);
    if let [last] = chunks.remainder() {
        return Err(BadByte {
            offset: skipped + body.len() - 1,
            byte: *last,
            encoding: enc,
        });
    }
    let mut out = String::with_capacity(body.len() / 2);
    let mut offset = skipped;
    for c in char::decode_utf16(chunks.map(unit)) {
        match c {
            Ok(c) => {
                out.push(c);
                offset += 2 * c.len_utf16();
            }
            Err(_) => {
                return Err(BadByte {
                    offset,
                    byte: body[offset - skipped],
                    encoding: enc,
                });
            }
        }
    }
    Ok(out)
}

/// One Windows-1252 byte as a character; `None` for the five bytes the code page
/// leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D).
pub fn windows_1252(b: u8) -> Option<char> {
    const HIGH: [u16; 32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
        0x0152, 0, 0x017D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC,
        0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ];
    match b {
        0x80..=0x9F => match HIGH[usize::from(b - 0x80)] {
            0 => None,
            u => char::from_u32(u32::from(u)),
        },
        _ => Some(char::from(b)),
    }
}

/// Where a byte offset falls in text read with `decode_text`: 1-based line (any of
/// CR, LF, CR LF ends a line) and 1-based column counted in characters, as the readers
/// count them. The bytes before `offset` are taken as they were decoded.
pub fn line_and_column(bytes: &[u8], offset: usize, encoding: TextEncoding) -> (usize, usize) {
    let offset = offset.min(bytes.len());
    let (unit, start) = match encoding {
        TextEncoding::Utf16Le | TextEncoding::Utf16Be => (2, 2),
        TextEncoding::Utf8 | TextEncoding::Windows1252 => (1, 0),
    };
    let code = |i: usize| -> u16 {
        match encoding {
            TextEncoding::Utf16Le => u16::from_le_bytes([bytes[i], bytes[i + 1]]),
            TextEncoding::Utf16Be => u16::from_be_bytes([bytes[i], bytes[i + 1]]),
            _ => u16::from(bytes[i]),
        }
    };
    let (mut line, mut column) = (1, 1);
    let mut i = start;
    while i + unit <= offset {
        let c = code(i);
        let next = if i + 2 * unit <= bytes.len() {
            Some(code(i + unit))
        } else {
            None
        };
        match c {
            0x0D if next == Some(0x0A) => {
                line += 1;
                column = 1;
                i += unit;
            }
            0x0A | 0x0D => {
                line += 1;
                column = 1;
            }
            // A UTF-8 continuation byte or a low surrogate is part of the last character.
            0x80..=0xBF if encoding == TextEncoding::Utf8 => {}
            0xDC00..=0xDFFF if unit == 2 => {}
            _ => column += 1,
        }
        i += unit;
    }
    (line, column)
}

/// A piece of a file quoted in a message: at most [`BRIEF`] characters, then `...`;
/// control characters written as escapes so they cannot upset the terminal.
pub fn brief(text: &str) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == BRIEF {
            out.push_str("...");
            break;
        }
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// How many characters of a file [`brief`] quotes.
pub const BRIEF: usize = 40;

/// A control character found in a one-line text: where it is (1-based column, in
/// characters) and which it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ControlChar {
    pub column: usize,
    pub code: u32,
}

/// Whether `c` may not stand in a one-line text: every control character (C0 with
/// tab, carriage return and line feed, DEL, C1) and the Unicode line and paragraph
/// separators. Any of them can move a terminal's cursor, start an escape sequence or
/// a printer command, or split a record of a file.
pub fn is_control(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')
}

/// The first control character of a one-line text (a name, a venue, a TRF field),
/// or `None` when the text is clean. Entry points refuse a text for which this is
/// `Some`, naming the field and the column.
pub fn first_control(text: &str) -> Option<ControlChar> {
    text.chars()
        .enumerate()
        .find(|(_, c)| is_control(*c))
        .map(|(i, c)| ControlChar {
            column: i + 1,
            code: u32::from(c),
        })
}

/// What every output writes for a text that may still hold control characters (an
/// older file, a file from another program): each of them becomes `?`, one character
/// for one, so fixed-width columns stay aligned. Clean text comes back unchanged.
pub fn printable(text: &str) -> std::borrow::Cow<'_, str> {
    printable_keeping(text, &[])
}

/// [`printable`], keeping the characters of `keep` (the line ends and tabs a whole
/// output is made of, when it is escaped as one piece).
pub fn printable_keeping<'a>(text: &'a str, keep: &[char]) -> std::borrow::Cow<'a, str> {
    let bad = |c: char| is_control(c) && !keep.contains(&c);
    if !text.chars().any(bad) {
        return std::borrow::Cow::Borrowed(text);
    }
    std::borrow::Cow::Owned(text.chars().map(|c| if bad(c) { '?' } else { c }).collect())
}

/// The first raw control byte of a whole output (a printed report, a CSV or HTML file,
/// an exported TRF, a screen line), with its offset, or `None` when it is clean: C0
/// other than a line feed, a carriage return before one and a tab, DEL, and C1 written
/// as UTF-8 (C2 80 to C2 9F). A form feed right after a line end is a printed report's
/// own page break. The tests and the fuzzing check every output with this.
pub fn first_raw_control(bytes: &[u8]) -> Option<(usize, u8)> {
    bytes.iter().enumerate().find_map(|(i, &b)| {
        let next = bytes.get(i + 1).copied();
        let bad = match b {
            b'\n' | b'\t' => false,
            0x0C => i == 0 || bytes[i - 1] != b'\n',
            b'\r' => next != Some(b'\n'),
            0x00..=0x1F | 0x7F => true,
            0xC2 => next.is_some_and(|n| (0x80..=0x9F).contains(&n)),
            _ => false,
        };
        bad.then_some((i, b))
    })
}

/// A code (a section's) as it can stand in a file name on every system: ASCII
/// letters, digits, `-` and `_` kept, anything else `_`; never empty.
pub fn file_safe(code: &str) -> String {
    let s: String = code
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if s.is_empty() { "_".to_string() } else { s }
}

/// `text` broken into lines of at most `width` characters, at spaces where it can.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    for para in text.split('\n') {
        // A paragraph's leading spaces indent each of its lines (while they leave room).
        let body = para.trim_start_matches(' ');
        let indent = &para[..para.len() - body.len()];
        let indent = if indent.len() < width / 2 { indent } else { "" };
        let start = indent.chars().count();
        let mut line = indent.to_string();
        let mut len = start;
        for word in body.split(' ') {
            let mut word: Vec<char> = word.chars().collect();
            let need = if len == start {
                word.len()
            } else {
                word.len() + 1
            };
            if len + need > width && len > start {
                lines.push(std::mem::replace(&mut line, indent.to_string()));
                len = start;
            }
            // A word longer than the line is cut into pieces.
            while word.len() > width - start {
                let rest = word.split_off(width - start);
                lines.push(indent.chars().chain(word).collect());
                word = rest;
            }
            if len > start {
                line.push(' ');
                len += 1;
            }
            len += word.len();
            line.extend(word);
        }
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {

    #[test]
    fn wrap_keeps_a_paragraphs_indent_on_every_line() {
        let lines = wrap("  BH-C1 = Buchholz, without the lowest value", 20);
        assert_eq!(
            lines,
            ["  BH-C1 = Buchholz,", "  without the lowest", "  value"]
        );
        assert_eq!(wrap("", 10), [""]);
        assert_eq!(wrap("  abcdefghijkl", 8), ["  abcdef", "  ghijkl"]);
    }

    use super::*;

    #[test]
    fn a_raw_control_byte_of_an_output_is_found_and_line_ends_are_not() {
        assert_eq!(
            first_raw_control(b"Tan Wei Ming\r\n\tx\n\x0cPage 2\n"),
            None
        );
        assert_eq!(first_raw_control(b"a\x1b[2J"), Some((1, 0x1B)));
        assert_eq!(first_raw_control(b"a\rb"), Some((1, b'\r')));
        assert_eq!(first_raw_control(b"x\x0c"), Some((1, 0x0C)));
        assert_eq!(first_raw_control("a\u{9b}".as_bytes()), Some((1, 0xC2)));
        assert_eq!(first_raw_control("Ñoño ½".as_bytes()), None);
    }

    #[test]
    fn long_text_is_quoted_briefly() {
        let long = "9".repeat(1000);
        assert_eq!(brief(&long), format!("{}...", "9".repeat(40)));
        assert_eq!(brief("a\u{1b}b"), "a\\u{1b}b");
        assert_eq!(brief("Muñoz"), "Muñoz");
    }

    #[test]
    fn utf8_with_and_without_bom() {
        let (t, e, first) = decode_text("Muñoz".as_bytes()).expect("utf-8");
        assert_eq!((t.as_str(), e, first), ("Muñoz", TextEncoding::Utf8, None));
        let (t, _, _) = decode_text(b"\xEF\xBB\xBFname").expect("bom");
        assert_eq!(t, "name");
    }

    #[test]
    fn windows_1252_when_not_utf8() {
        let (t, e, first) = decode_text(b"Mu\xF1oz \x80 \x93x\x94").expect("cp1252");
        assert_eq!(t, "Muñoz € \u{201C}x\u{201D}");
        assert_eq!((e, first), (TextEncoding::Windows1252, Some(2)));
    }

    #[test]
    fn undefined_windows_1252_bytes_are_refused_where_they_are() {
        let bytes = b"ab\ncd\xF1\r\nx\x81";
        let e = decode_text(bytes).expect_err("0x81");
        assert_eq!((e.offset, e.byte), (9, 0x81));
        assert_eq!(line_and_column(bytes, e.offset, e.encoding), (3, 2));
        for b in [0x81, 0x8D, 0x8F, 0x90, 0x9D] {
            assert_eq!(windows_1252(b), None);
        }
    }

    #[test]
    fn utf16_both_ways_and_broken() {
        let le: Vec<u8> = [0xFF, 0xFE]
            .into_iter()
            .chain("ñ\ta".encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
        assert_eq!(
            decode_text(&le).expect("le").0.as_str(),
            "ñ\ta",
            "little-endian"
        );
        let be: Vec<u8> = [0xFE, 0xFF]
            .into_iter()
            .chain("a\nñ".encode_utf16().flat_map(u16::to_be_bytes))
            .collect();
        assert_eq!(decode_text(&be).expect("be").1, TextEncoding::Utf16Be);
        let odd = [0xFF, 0xFE, b'a', 0, b'b'];
        assert_eq!(decode_text(&odd).expect_err("odd").offset, 4);
        // A lone high surrogate, on line 2.
        let lone = [0xFF, 0xFE, b'a', 0, b'\n', 0, 0x00, 0xD8, b'b', 0];
        let e = decode_text(&lone).expect_err("surrogate");
        assert_eq!(line_and_column(&lone, e.offset, e.encoding), (2, 1));
    }

    #[test]
    fn control_characters_are_found_with_their_column() {
        assert_eq!(first_control("Tan Wei Ming"), None);
        assert_eq!(first_control("Muñoz"), None);
        for (text, column, code) in [
            ("a\u{1b}]52;c;eA==\u{7}", 2, 0x1B),
            ("ab\u{7}", 3, 7),
            ("\0", 1, 0),
            ("ñ\u{c}", 2, 0x0C),
            ("Tan\tWei", 4, 9),
            ("a\r\n", 2, 13),
            ("a\u{9b}2J", 2, 0x9B),
            ("a\u{7f}", 2, 0x7F),
            ("x\u{2028}", 2, 0x2028),
        ] {
            assert_eq!(
                first_control(text),
                Some(ControlChar { column, code }),
                "{text:?}"
            );
        }
    }

    #[test]
    fn printable_replaces_each_control_character_by_one_question_mark() {
        assert!(matches!(
            printable("Priya a/p Raman"),
            std::borrow::Cow::Borrowed(_)
        ));
        assert_eq!(printable("a\u{1b}[2Jb\u{7}\0\u{c}\u{9b}"), "a?[2Jb????");
        assert_eq!(printable("a\tb\nc"), "a?b?c");
        assert_eq!(
            printable_keeping("a\tb\nc\u{1b}", &['\t', '\n']),
            "a\tb\nc?"
        );
    }
}
