//! The words of requested byes, reserves and earlier-round result changes on the desk,
//! in English and Malay (kept apart from `strings.rs` so that the list there stays short).

use crate::model::{ByeKind, RoundNo};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum B {
    PromptRequestBye,
    BadByeInput,
    MaxHalfByes,
    NoneInLast,
    LateEntry,
    NoLimit,
    Off,
    LateZero,
    LateHalf,
    RequestedByes,
}

super::two_languages!(B);

impl B {
    /// Every text, for the tests that compare the two languages.
    pub const ALL: [B; 10] = [
        B::PromptRequestBye,
        B::BadByeInput,
        B::MaxHalfByes,
        B::NoneInLast,
        B::LateEntry,
        B::NoLimit,
        B::Off,
        B::LateZero,
        B::LateHalf,
        B::RequestedByes,
    ];

    /// (English, Malay).
    fn both(self) -> (&'static str, &'static str) {
        match self {
            B::PromptRequestBye => (
                "Bye for {}: round and kind (h half, z zero, f full, x cancel), e.g. 4 h: ",
                "Bai untuk {}: pusingan dan jenis (h separuh, z kosong, f penuh, x batal), cth. 4 h: ",
            ),
            B::BadByeInput => (
                "'{}': give a round and h, z, f or x (e.g. 4 h)",
                "'{}': beri pusingan dan h, z, f atau x (cth. 4 h)",
            ),
            B::MaxHalfByes => (
                "Most half-point byes per player",
                "Had bai separuh mata setiap pemain",
            ),
            B::NoneInLast => (
                "No half/full-point bye in the last rounds",
                "Tiada bai separuh/penuh pada pusingan terakhir",
            ),
            B::LateEntry => (
                "Late entry: rounds missed score",
                "Peserta lewat: pusingan tertinggal diberi",
            ),
            B::NoLimit => ("no limit", "tiada had"),
            B::Off => ("off", "tiada"),
            B::LateZero => ("zero (Z)", "kosong (Z)"),
            B::LateHalf => ("half-point byes (H)", "bai separuh mata (H)"),
            B::RequestedByes => ("Requested byes", "Bai dipohon"),
        }
    }
}

/// The round and kind typed into the bye prompt: `4 h`, `4h`, `4 x` (cancel: `None`).
pub fn parse_bye_input(text: &str) -> Option<(RoundNo, Option<ByeKind>)> {
    let t = text.trim().to_ascii_lowercase();
    let split = t.find(|c: char| !c.is_ascii_digit())?;
    let round: RoundNo = t[..split].parse().ok()?;
    let kind = match t[split..].trim() {
        "h" => Some(ByeKind::Half),
        "z" => Some(ByeKind::Zero),
        "f" => Some(ByeKind::Full),
        "x" => None,
        _ => return None,
    };
    Some((round, kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bye_input_reads_round_and_kind() {
        assert_eq!(parse_bye_input("4 h"), Some((4, Some(ByeKind::Half))));
        assert_eq!(parse_bye_input(" 12Z "), Some((12, Some(ByeKind::Zero))));
        assert_eq!(parse_bye_input("3 f"), Some((3, Some(ByeKind::Full))));
        assert_eq!(parse_bye_input("5 x"), Some((5, None)));
        assert_eq!(parse_bye_input("h"), None);
        assert_eq!(parse_bye_input("4"), None);
        assert_eq!(parse_bye_input("4 q"), None);
    }

    #[test]
    fn every_text_has_both_languages_with_the_same_blanks() {
        use B::*;
        for t in [
            PromptRequestBye,
            BadByeInput,
            MaxHalfByes,
            NoneInLast,
            LateEntry,
            NoLimit,
            Off,
            LateZero,
            LateHalf,
            RequestedByes,
        ] {
            let (en, ms) = t.both();
            assert!(!en.is_empty() && !ms.is_empty());
            assert_eq!(en.matches("{}").count(), ms.matches("{}").count(), "{t:?}");
        }
    }
}
