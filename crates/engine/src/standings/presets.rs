//! Ready-made tie-break lists an arbiter picks from and may then edit (they are copied
//! into the section as plain codes).
//!
//! - MSSM Pahang 6.2: with the program, Median Buchholz, Buchholz, Buchholz Cut-1; the
//!   "without program" list follows as a fallback: progressive score, then progressive
//!   score with the first round dropped, the first two, and so on (`PS-C*`), then SB.
//! - MSS Johor 5.1.3: Solkoff (BH), Sonneborn-Berger, progressive score, median Solkoff,
//!   wins, direct encounter, games with Black, upfloats, lots.
//! - FIDE individual Swiss: a common modern default built from C.07.
//! - FMJD draughts Swiss (regulations 5.11.1.2b): median-Solkoff, then truncated Solkoff
//!   dropping the weakest opponent, the two weakest, and so on (`BH-C*`).

use super::code::{CodeError, TieBreak, parse_codes};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preset {
    /// Short key for the command line and settings (`pahang`).
    pub key: &'static str,
    pub name: &'static str,
    pub codes: &'static [&'static str],
}

pub const PRESETS: &[Preset] = &[
    Preset {
        key: "pahang",
        name: "MSSM Pahang",
        codes: &["BH-M1", "BH", "BH-C1", "PS", "PS-C*", "SB"],
    },
    Preset {
        key: "johor",
        name: "MSS Johor",
        codes: &["BH", "SB", "PS", "BH-M1", "WIN", "DE", "BPG", "UF", "LOT"],
    },
    Preset {
        key: "fide",
        name: "FIDE individual Swiss",
        codes: &["BH-C1", "BH", "SB", "DE", "WIN", "BPG", "WON", "BWG"],
    },
    Preset {
        key: "fmjd",
        name: "FMJD draughts Swiss",
        codes: &["BH-M1", "BH-C*"],
    },
];

/// The preset with this key or name (any case).
pub fn preset(key: &str) -> Option<&'static Preset> {
    let k = key.trim();
    PRESETS
        .iter()
        .find(|p| p.key.eq_ignore_ascii_case(k) || p.name.eq_ignore_ascii_case(k))
}

impl Preset {
    /// The codes as a section stores them, ready to be edited.
    pub fn to_codes(&self) -> Vec<String> {
        self.codes.iter().map(|c| c.to_string()).collect()
    }

    pub fn tiebreaks(&self) -> Result<Vec<TieBreak>, CodeError> {
        parse_codes(self.codes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_parses_and_is_found() {
        for p in PRESETS {
            assert_eq!(p.tiebreaks().unwrap().len(), p.codes.len(), "{}", p.key);
            assert_eq!(preset(p.key), Some(p));
        }
        assert_eq!(preset("MSS JOHOR").map(|p| p.key), Some("johor"));
        assert!(preset("nowhere").is_none());
        let mut edited = preset("fide").unwrap().to_codes();
        edited.swap(0, 1);
        assert_eq!(edited[0], "BH");
    }
}
