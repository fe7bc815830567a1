//! What the command line prints passes through [`Printable`]: every control character
//! but the line ends and tabs the output is made of becomes `?` (see
//! [`crate::model::printable`]), so a name from an older file or a value typed on the
//! command line cannot retitle the window, clear the screen or write the clipboard.

use std::io::{self, Write};

/// A writer that escapes control characters on their way to `inner`. Text may arrive
/// in pieces cut anywhere: an incomplete UTF-8 sequence or a carriage return at the
/// end of a piece waits for the next one.
pub struct Printable<'a> {
    inner: &'a mut dyn Write,
    held: Vec<u8>,
}

impl<'a> Printable<'a> {
    pub fn new(inner: &'a mut dyn Write) -> Self {
        Printable {
            inner,
            held: Vec::new(),
        }
    }

    /// Escapes what is held, keeping back an unfinished character or a final `\r`
    /// unless `last`.
    fn pass(&mut self, last: bool) -> io::Result<()> {
        let mut out = String::with_capacity(self.held.len());
        let mut rest: &[u8] = &self.held;
        loop {
            match std::str::from_utf8(rest) {
                Ok(text) => {
                    out.push_str(text);
                    rest = &[];
                    break;
                }
                Err(e) => {
                    let (good, bad) = rest.split_at(e.valid_up_to());
                    out.push_str(std::str::from_utf8(good).unwrap_or_default());
                    match e.error_len() {
                        Some(n) => {
                            out.push('?');
                            rest = &bad[n..];
                        }
                        None if last => {
                            out.push('?');
                            rest = &[];
                            break;
                        }
                        None => {
                            rest = bad;
                            break;
                        }
                    }
                }
            }
        }
        let mut keep = rest.to_vec();
        if !last && keep.is_empty() && out.ends_with('\r') {
            out.pop();
            keep.push(b'\r');
        }
        let mut escaped = String::with_capacity(out.len());
        let mut chars = out.chars().peekable();
        while let Some(c) = chars.next() {
            let line_end = c == '\r' && chars.peek() == Some(&'\n');
            if c == '\n' || c == '\t' || line_end || !crate::model::is_control(c) {
                escaped.push(c);
            } else {
                escaped.push('?');
            }
        }
        self.held = keep;
        self.inner.write_all(escaped.as_bytes())
    }
}

impl Write for Printable<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.held.extend_from_slice(buf);
        self.pass(false)?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

impl Drop for Printable<'_> {
    fn drop(&mut self) {
        if !self.held.is_empty() {
            let _ = self.pass(true);
        }
        let _ = self.inner.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn through(pieces: &[&[u8]]) -> String {
        let mut sink = Vec::new();
        {
            let mut p = Printable::new(&mut sink);
            for piece in pieces {
                p.write_all(piece).expect("write");
            }
        }
        String::from_utf8(sink).expect("utf-8")
    }

    #[test]
    fn terminal_sequences_are_escaped_and_layout_kept() {
        assert_eq!(
            through(&[
                b"Kejohanan\x1b]0;owned\x07\n",
                b"a\tb\r\n\x1b[2J\x00\x0c\x1b@\n"
            ]),
            "Kejohanan?]0;owned?\na\tb\r\n?[2J???@\n"
        );
        assert_eq!(
            through(&[b"\x1b]52;c;ZWNobyBoaQ==\x07"]),
            "?]52;c;ZWNobyBoaQ==?"
        );
    }

    #[test]
    fn pieces_cut_inside_a_character_or_a_line_end_are_joined() {
        // U+009B (CSI on some terminals) is C2 9B in UTF-8; ñ is C3 B1.
        assert_eq!(through(&[b"a\xc2", b"\x9b2J \xc3", b"\xb1"]), "a?2J ñ");
        assert_eq!(through(&[b"one\r", b"\ntwo\r", b"x"]), "one\r\ntwo?x");
        assert_eq!(through(&[b"end\xc3"]), "end?");
        assert_eq!(through(&[b"bad \xff byte"]), "bad ? byte");
    }

    #[test]
    fn numbers_pass_unchanged() {
        let pairs = "3\n1 4\n2 5\n3 0\n";
        assert_eq!(through(&[pairs.as_bytes()]), pairs);
    }
}
