//! Tie-break codes as FIDE writes them (C.07, 2026), read from text.
//!
//! The Handbook writes modifiers with a hyphen (`BH-C1`), TRF26 and the MTB26 grammar
//! with a slash (`BH/C1`); both are read, in any case, and the hyphen form is printed.
//! Two codes are ours, for the school rules: `UF` (number of upfloats, MSS Johor 5.1.3)
//! and `LOT` (drawing of lots). The cut `C*` means "cut 1, then 2, and so on until the
//! tie breaks" (the Pahang and FMJD "truncated" sequences), written `PS-C*` or `BH-C*`;
//! it stands for the columns `-C1`, `-C2`, ... up to one less than the rounds played.
//! `PS-SUM` (the Pahang "sum of progressive cuts") is read as `PS-C*`.

use std::fmt;
use std::str::FromStr;

/// The tie-break families.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Buchholz (Art. 8.1).
    Bh,
    /// Fore Buchholz (Art. 8.3).
    Fb,
    /// Average of opponents' Buchholz (Art. 8.2).
    Aob,
    /// Sonneborn-Berger (Art. 9.1).
    Sb,
    /// Koya system (Art. 9.2).
    Ks,
    /// Progressive score (Art. 7.5).
    Ps,
    /// Direct encounter (Art. 6).
    De,
    /// Rounds scored at a win's value (Art. 7.1).
    Win,
    /// Games won over the board (Art. 7.2).
    Won,
    /// Games played with Black (Art. 7.3).
    Bpg,
    /// Games won with Black (Art. 7.4).
    Bwg,
    /// Rounds one elected to play (Art. 7.6, formerly GE).
    Rep,
    /// Standard points: 1 / ½ / 0 per round whatever the scoring (Art. 7.7).
    Std,
    /// Pairing number, lower first (Art. 7.8).
    Tpn,
    /// Average rating of opponents (Art. 10.1).
    Aro,
    /// Tournament performance rating (Art. 10.2).
    Tpr,
    /// Own rating (Art. 10.6).
    Rtng,
    /// Number of upfloats (MSS Johor 5.1.3).
    Uf,
    /// Drawing of lots.
    Lot,
}

impl Kind {
    const NAMES: [(&'static str, Kind); 22] = [
        ("BH", Kind::Bh),
        ("FB", Kind::Fb),
        ("AOB", Kind::Aob),
        ("SB", Kind::Sb),
        ("KS", Kind::Ks),
        ("PS", Kind::Ps),
        ("DE", Kind::De),
        ("WIN", Kind::Win),
        ("WON", Kind::Won),
        ("BPG", Kind::Bpg),
        ("BWG", Kind::Bwg),
        ("REP", Kind::Rep),
        ("STD", Kind::Std),
        ("TPN", Kind::Tpn),
        ("ARO", Kind::Aro),
        ("TPR", Kind::Tpr),
        ("RTNG", Kind::Rtng),
        ("UF", Kind::Uf),
        ("LOT", Kind::Lot),
        // Older names still found in rules and TRF files.
        ("GE", Kind::Rep),
        ("SNO", Kind::Tpn),
        ("RTG", Kind::Rtng),
    ];

    pub fn name(self) -> &'static str {
        Kind::NAMES
            .iter()
            .find(|(_, k)| *k == self)
            .map_or("?", |(n, _)| n)
    }

    fn from_name(name: &str) -> Option<Kind> {
        Kind::NAMES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, k)| *k)
    }

    /// Lower values rank first for these (DE gives a place inside the tie, TPN and LOT
    /// a number); higher values rank first for all others.
    pub fn ascending(self) -> bool {
        matches!(self, Kind::De | Kind::Tpn | Kind::Lot)
    }

    /// Rating tie-breaks, which Art. 10 drops when unrated players take part.
    pub fn uses_ratings(self) -> bool {
        matches!(self, Kind::Aro | Kind::Tpr | Kind::Rtng)
    }

    fn cuts_allowed(self) -> (bool, bool) {
        match self {
            Kind::Bh | Kind::Fb | Kind::Sb | Kind::Aro | Kind::Tpr => (true, true),
            Kind::Ps => (true, false),
            _ => (false, false),
        }
    }
}

/// One tie-break: a family with its modifiers (Art. 14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TieBreak {
    pub kind: Kind,
    /// Lowest values removed (`Cn`, and the low half of `Mn`).
    pub cut_low: u32,
    /// Highest values removed (the high half of `Mn`).
    pub cut_high: u32,
    /// `C*`: the sequence `C1`, `C2`, ... (expanded when the rounds are known).
    pub cut_sequence: bool,
    /// `R`: the order is reversed.
    pub reverse: bool,
    /// Koya limit in percent of the maximum score (`KS-L60`; default 50).
    pub koya_percent: u32,
}

impl TieBreak {
    pub fn new(kind: Kind) -> TieBreak {
        TieBreak {
            kind,
            cut_low: 0,
            cut_high: 0,
            cut_sequence: false,
            reverse: false,
            koya_percent: 50,
        }
    }

    pub fn cut(mut self, low: u32) -> TieBreak {
        self.cut_low = low;
        self
    }

    pub fn median(mut self, n: u32) -> TieBreak {
        self.cut_low = n;
        self.cut_high = n;
        self
    }

    /// Whether lower values rank first.
    pub fn ascending(&self) -> bool {
        self.kind.ascending() != self.reverse
    }

    /// `C*` replaced by `C1 .. C(rounds-1)`; other codes as they are.
    pub fn expand(&self, rounds: u32) -> Vec<TieBreak> {
        if !self.cut_sequence {
            return vec![*self];
        }
        (1..rounds.max(2))
            .map(|n| TieBreak {
                cut_sequence: false,
                ..self.cut(n)
            })
            .collect()
    }
}

impl fmt::Display for TieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = self.kind.name().to_string();
        if self.cut_sequence {
            s.push_str("-C*");
        } else if self.cut_low > 0 && self.cut_low == self.cut_high {
            s.push_str(&format!("-M{}", self.cut_low));
        } else if self.cut_low > 0 {
            s.push_str(&format!("-C{}", self.cut_low));
        }
        if self.kind == Kind::Ks && self.koya_percent != 50 {
            s.push_str(&format!("-L{}", self.koya_percent));
        }
        if self.reverse {
            s.push_str("-R");
        }
        f.pad(&s)
    }
}

/// Why a tie-break code could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    #[error(
        "tie-break '{code}': unknown name '{name}' (known: BH FB AOB SB KS PS DE WIN WON BPG BWG REP STD TPN ARO TPR RTNG UF LOT)"
    )]
    UnknownName { code: String, name: String },
    #[error(
        "tie-break '{code}': unknown modifier '{modifier}' (known: Cn, C*, SUM, Mn, R, and Ln for KS)"
    )]
    UnknownModifier { code: String, modifier: String },
    #[error("tie-break '{code}': {name} cannot take the modifier '{modifier}'")]
    NotApplicable {
        code: String,
        name: String,
        modifier: String,
    },
    #[error("empty tie-break code in the list '{list}'")]
    Empty { list: String },
}

impl FromStr for TieBreak {
    type Err = CodeError;

    fn from_str(text: &str) -> Result<TieBreak, CodeError> {
        let code = text.trim().to_ascii_uppercase();
        let mut parts = code.split(['-', '/']);
        let head = parts.next().unwrap_or("");
        // `:MP` / `:GP` choose the score of a team event; an individual event has one.
        let name = head.split(':').next().unwrap_or("");
        let kind = Kind::from_name(name).ok_or_else(|| CodeError::UnknownName {
            code: text.trim().to_string(),
            name: name.to_string(),
        })?;
        let mut tb = TieBreak::new(kind);
        let (low_ok, high_ok) = kind.cuts_allowed();
        for m in parts {
            let bad = || CodeError::NotApplicable {
                code: text.trim().to_string(),
                name: kind.name().to_string(),
                modifier: m.to_string(),
            };
            let unknown = || CodeError::UnknownModifier {
                code: text.trim().to_string(),
                modifier: m.to_string(),
            };
            let (letter, arg) = m.split_at(m.len().min(1));
            match letter {
                "C" if arg == "*" => {
                    if !low_ok {
                        return Err(bad());
                    }
                    tb.cut_sequence = true;
                }
                // `PS-SUM`, the "sum of progressive cuts" of the Pahang rules: `PS-C*`.
                "S" if arg == "UM" => {
                    if !low_ok {
                        return Err(bad());
                    }
                    tb.cut_sequence = true;
                }
                "C" | "M" => {
                    let n: u32 = arg.parse().map_err(|_| unknown())?;
                    if !low_ok || (letter == "M" && !high_ok) {
                        return Err(bad());
                    }
                    tb.cut_low = n;
                    if letter == "M" {
                        tb.cut_high = n;
                    }
                }
                "L" => {
                    let n: u32 = arg.parse().map_err(|_| unknown())?;
                    if kind != Kind::Ks {
                        return Err(bad());
                    }
                    tb.koya_percent = n;
                }
                "R" if arg.is_empty() => tb.reverse = true,
                _ => return Err(unknown()),
            }
        }
        Ok(tb)
    }
}

/// Reads a comma-separated list such as `BH-M1,BH,BH-C1,PS,SB`.
pub fn parse_list(list: &str) -> Result<Vec<TieBreak>, CodeError> {
    if list.trim().is_empty() {
        return Ok(Vec::new());
    }
    list.split([',', ' ', ';'])
        .filter(|s| !s.is_empty())
        .map(|s| {
            if s.trim().is_empty() {
                Err(CodeError::Empty {
                    list: list.to_string(),
                })
            } else {
                s.parse()
            }
        })
        .collect()
}

/// Reads the codes stored on a section.
pub fn parse_codes<S: AsRef<str>>(codes: &[S]) -> Result<Vec<TieBreak>, CodeError> {
    codes.iter().map(|c| c.as_ref().parse()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_spellings_in_any_case() {
        let a: TieBreak = "BH-M1".parse().unwrap();
        let b: TieBreak = "bh/m1".parse().unwrap();
        assert_eq!(a, b);
        assert_eq!((a.cut_low, a.cut_high), (1, 1));
        assert_eq!(a.to_string(), "BH-M1");
        assert_eq!("sb-c1".parse::<TieBreak>().unwrap().to_string(), "SB-C1");
        assert_eq!("GE".parse::<TieBreak>().unwrap().kind, Kind::Rep);
        assert_eq!("ks/l60".parse::<TieBreak>().unwrap().to_string(), "KS-L60");
        assert_eq!("BH:GP".parse::<TieBreak>().unwrap().kind, Kind::Bh);
    }

    #[test]
    fn refuses_nonsense_with_a_reason() {
        assert!(matches!(
            "XYZ".parse::<TieBreak>(),
            Err(CodeError::UnknownName { .. })
        ));
        assert!(matches!(
            "WIN-C1".parse::<TieBreak>(),
            Err(CodeError::NotApplicable { .. })
        ));
        assert!(matches!(
            "PS-M1".parse::<TieBreak>(),
            Err(CodeError::NotApplicable { .. })
        ));
        assert!(matches!(
            "BH-Q".parse::<TieBreak>(),
            Err(CodeError::UnknownModifier { .. })
        ));
        let e = "BH,XX".parse::<TieBreak>().unwrap_err().to_string();
        assert!(e.contains("BH,XX"), "{e}");
    }

    #[test]
    fn lists_and_sequences() {
        let l = parse_list("BH-M1, BH,BH/C1,PS,PS-C*,SB").unwrap();
        assert_eq!(l.len(), 6);
        let seq = l[4].expand(6);
        let names: Vec<String> = seq.iter().map(|t| t.to_string()).collect();
        assert_eq!(names, ["PS-C1", "PS-C2", "PS-C3", "PS-C4", "PS-C5"]);
        assert_eq!(l[4].to_string(), "PS-C*");
        assert_eq!("ps-sum".parse::<TieBreak>().unwrap(), l[4]);
        assert!("WIN-SUM".parse::<TieBreak>().is_err());
        assert!(parse_list("").unwrap().is_empty());
    }

    #[test]
    fn order_direction() {
        assert!(TieBreak::new(Kind::De).ascending());
        assert!(!TieBreak::new(Kind::Bh).ascending());
        assert!("BH-R".parse::<TieBreak>().unwrap().ascending());
    }
}
