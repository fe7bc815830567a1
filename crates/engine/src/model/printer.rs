//! The printer the arbiter uses for this championship, kept in the file so every report
//! prints the same way on the venue's machine. The report module turns it into its own
//! page profile; the model only records the choice.

use serde::{Deserialize, Serialize};

/// The character set the printer understands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Charset {
    Ascii,
    Cp437,
    Cp850,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PrinterSetup {
    /// Characters per line: 80, or 136 on wide carriages (condensed print).
    pub width: u16,
    pub charset: Charset,
    /// Whether the printer takes Epson ESC/P control codes.
    pub escp: bool,
    /// Where reports are sent (`LPT1`, `/dev/usb/lp0`, a queue name); empty: no printer,
    /// reports are written to files.
    pub device: String,
}

impl Default for PrinterSetup {
    /// Plain 80-column ASCII without control codes: prints on anything.
    fn default() -> Self {
        PrinterSetup {
            width: 80,
            charset: Charset::Ascii,
            escp: false,
            device: String::new(),
        }
    }
}
