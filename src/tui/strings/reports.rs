//! F7's names of the reports and printer modes in the screen language. English keeps
//! the command line's names (`catur report pairings`), so what the desk shows can be
//! typed there; Malay names them in words.

use super::Language;
use crate::report::{PrinterMode, ReportKind};

/// A report's name on F7.
pub fn report_name(kind: ReportKind, lang: Language) -> &'static str {
    match lang {
        Language::English => kind.code(),
        Language::Malay => match kind {
            ReportKind::Pairings => "pasangan",
            ReportKind::PairingsByName => "pasangan (nama)",
            ReportKind::Results => "keputusan",
            ReportKind::Standings => "kedudukan",
            ReportKind::Crosstable => "jadual silang",
            ReportKind::Teams => "pasukan",
            ReportKind::Schools => "sekolah",
            ReportKind::Players => "pemain",
            ReportKind::PlayersByName => "pemain (nama)",
            ReportKind::PlayersByTeam => "pemain (pasukan)",
            ReportKind::TestPage => "halaman ujian",
            ReportKind::Slips => "slip keputusan",
            ReportKind::TeamPairings => "pasangan pasukan",
            ReportKind::TeamResults => "keputusan pasukan",
            ReportKind::TeamStandings => "kedudukan pasukan",
            ReportKind::TeamCrosstable => "jadual pasukan",
            ReportKind::BoardResults => "keputusan papan",
            ReportKind::Prizes => "hadiah",
            ReportKind::Qualifiers => "kelayakan",
        },
    }
}

/// A printer mode's name on F7.
pub fn mode_name(mode: PrinterMode, lang: Language) -> &'static str {
    match (mode, lang) {
        (PrinterMode::Plain, Language::English) => "Plain",
        (PrinterMode::Plain, Language::Malay) => "Biasa",
        (PrinterMode::EscP, _) => "EscP",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_report_has_a_malay_name_that_fits_the_menu() {
        for k in ReportKind::ALL.into_iter().chain(ReportKind::TEAM) {
            let ms = report_name(k, Language::Malay);
            assert!(ms.chars().count() <= 18, "{ms}");
            assert_ne!(ms, k.code(), "{k:?}");
        }
    }
}
