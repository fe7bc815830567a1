//! Printer profiles: how wide a line is, how long a page is, which character set the
//! printer understands and whether it speaks Epson ESC/P (../rules/printing.md).

use std::fmt;
use std::str::FromStr;

/// The byte encoding of the printed text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Charset {
    /// 7-bit ASCII; the half point is printed as `1/2`.
    Ascii,
    /// IBM PC code page 437; `½` is byte 0xAB.
    Cp437,
    /// Code page 850 (multilingual Latin-1); `½` is byte 0xAB too.
    Cp850,
}

impl Charset {
    /// Whether the set has the block elements `▀`, `▄` and `█` that draw a QR code.
    pub fn has_blocks(self) -> bool {
        self != Charset::Ascii
    }
}

/// Whether the output carries printer control codes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PrinterMode {
    /// Text only (form feeds and line ends excepted): for files, laser printers, previews.
    Plain,
    /// Epson ESC/P: reset, 6 lpi, page length, PC437 table, condensed for 136 columns, bold.
    EscP,
}

/// Everything the page layout needs to know about the printer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Profile {
    /// Printable characters per line: 80 (10 cpi) or 136 (condensed).
    pub width: usize,
    /// Lines per sheet: 66 for 11-inch continuous forms at 6 lpi.
    pub page_lines: usize,
    /// Blank lines kept at the top of each sheet.
    pub top_margin: usize,
    /// Blank lines kept above the perforation.
    pub bottom_margin: usize,
    pub charset: Charset,
    pub mode: PrinterMode,
}

impl Profile {
    /// 80 columns, 66 lines, plain ASCII: safe on any printer.
    pub fn plain80() -> Self {
        Profile {
            width: 80,
            page_lines: 66,
            top_margin: 1,
            bottom_margin: 3,
            charset: Charset::Ascii,
            mode: PrinterMode::Plain,
        }
    }

    pub fn with_width(mut self, width: usize) -> Self {
        self.width = width;
        self
    }

    pub fn with_charset(mut self, charset: Charset) -> Self {
        self.charset = charset;
        self
    }

    pub fn with_mode(mut self, mode: PrinterMode) -> Self {
        self.mode = mode;
        self
    }

    /// The profile of the championship's printer (the page length and margins of
    /// continuous forms stay as in [`Profile::plain80`]).
    pub fn from_setup(setup: &crate::model::PrinterSetup) -> Self {
        use crate::model::Charset as C;
        let charset = match setup.charset {
            C::Ascii => Charset::Ascii,
            C::Cp437 => Charset::Cp437,
            C::Cp850 => Charset::Cp850,
        };
        let mode = if setup.escp {
            PrinterMode::EscP
        } else {
            PrinterMode::Plain
        };
        Profile::plain80()
            .with_width(usize::from(setup.width))
            .with_charset(charset)
            .with_mode(mode)
    }

    /// Lines available between the margins.
    pub fn body_lines(&self) -> usize {
        self.page_lines
            .saturating_sub(self.top_margin + self.bottom_margin)
    }
}

impl Default for Profile {
    fn default() -> Self {
        Profile::plain80()
    }
}

impl fmt::Display for Charset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Charset::Ascii => "ascii",
            Charset::Cp437 => "cp437",
            Charset::Cp850 => "cp850",
        })
    }
}

/// A character set name that is not one of the printer's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown character set '{0}' (ascii, cp437, cp850)")]
pub struct UnknownCharset(pub String);

impl FromStr for Charset {
    type Err = UnknownCharset;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "ascii" => Ok(Charset::Ascii),
            "cp437" | "437" => Ok(Charset::Cp437),
            "cp850" | "850" => Ok(Charset::Cp850),
            _ => Err(UnknownCharset(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::PrinterSetup;

    #[test]
    fn the_championship_printer_sets_width_charset_and_mode() {
        assert_eq!(
            Profile::from_setup(&PrinterSetup::default()),
            Profile::plain80()
        );
        let wide = PrinterSetup {
            width: 136,
            charset: crate::model::Charset::Cp850,
            escp: true,
            device: "LPT1".into(),
        };
        let p = Profile::from_setup(&wide);
        assert_eq!(
            (p.width, p.charset, p.mode),
            (136, Charset::Cp850, PrinterMode::EscP)
        );
        assert_eq!(p.page_lines, 66);
    }
}
