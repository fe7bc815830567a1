//! F7's names of the reports and printer modes in the screen language. English keeps
//! the command line's names (`catur report pairings`), so what the desk shows can be
//! typed there; Malay names them in words.

use super::Language;
use crate::model::RoundNo;
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
            ReportKind::Schedule => "jadual",
            ReportKind::RollCall => "kehadiran",
        },
    }
}

/// The text file F7 writes a report to when no printer is set, named in the screen
/// language: `L12-standings-r3.txt`, `L12-kedudukan-p3.txt` (`p` for pusingan).
pub fn report_file(section: &str, kind: ReportKind, round: RoundNo, lang: Language) -> String {
    let name: String = report_name(kind, lang)
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '(' | ')' => None,
            c => Some(c),
        })
        .collect();
    let r = match lang {
        Language::English => 'r',
        Language::Malay => 'p',
    };
    format!("{}-{name}-{r}{round}.txt", crate::model::file_safe(section))
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
    fn a_report_file_is_named_in_the_screen_language() {
        let f = |kind, lang| report_file("L12", kind, 3, lang);
        assert_eq!(
            f(ReportKind::Standings, Language::English),
            "L12-standings-r3.txt"
        );
        assert_eq!(
            f(ReportKind::Standings, Language::Malay),
            "L12-kedudukan-p3.txt"
        );
        assert_eq!(
            f(ReportKind::PairingsByName, Language::Malay),
            "L12-pasangan-nama-p3.txt"
        );
        for k in ReportKind::ALL.into_iter().chain(ReportKind::TEAM) {
            for lang in [Language::English, Language::Malay] {
                let name = f(k, lang);
                assert!(
                    name.chars()
                        .all(|c| c.is_ascii_alphanumeric() || "-.".contains(c)),
                    "{name}"
                );
            }
        }
    }

    #[test]
    fn every_report_has_a_malay_name_that_fits_the_menu() {
        for k in ReportKind::ALL.into_iter().chain(ReportKind::TEAM) {
            let ms = report_name(k, Language::Malay);
            assert!(ms.chars().count() <= 18, "{ms}");
            assert_ne!(ms, k.code(), "{k:?}");
        }
    }
}
