//! Words in both languages side by side. A message is written once, English and Malay
//! next to each other, where its facts are defined; the command line prints the
//! English, the desk the screen language.

use super::{ByeKind, Language};

/// A text in `lang`, from an English and a Malay format string written side by side
/// (each names the facts it fills in, as `format!` does):
/// `in_lang!(lang, "round {round} is paired", "pusingan {round} dipasangkan")`.
#[macro_export]
macro_rules! in_lang {
    ($lang:expr, $en:literal, $ms:literal $(,)?) => {
        match $lang {
            $crate::model::Language::English => ::std::format!($en),
            $crate::model::Language::Malay => ::std::format!($ms),
        }
    };
}

impl Language {
    /// One of two fixed texts: the English or the Malay.
    pub fn pick(self, en: &'static str, ms: &'static str) -> &'static str {
        match self {
            Language::English => en,
            Language::Malay => ms,
        }
    }
}

impl ByeKind {
    /// The bye named in `lang` ("half-point bye", "bai separuh mata").
    pub fn name(self, lang: Language) -> &'static str {
        match self {
            ByeKind::Half => lang.pick("half-point bye", "bai separuh mata"),
            ByeKind::Zero => lang.pick("zero-point bye", "bai kosong"),
            ByeKind::Full => lang.pick("full-point bye", "bai penuh mata"),
            ByeKind::Pab => lang.pick("pairing-allocated bye", "bai pasangan"),
            ByeKind::Absent => lang.pick("absence", "ketidakhadiran"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_is_chosen_by_language_with_its_facts() {
        let round = 3;
        assert_eq!(
            in_lang!(Language::English, "round {round}", "pusingan {round}"),
            "round 3"
        );
        assert_eq!(
            in_lang!(Language::Malay, "round {round}", "pusingan {round}"),
            "pusingan 3"
        );
    }

    #[test]
    fn every_bye_has_two_different_names() {
        for k in [
            ByeKind::Half,
            ByeKind::Zero,
            ByeKind::Full,
            ByeKind::Pab,
            ByeKind::Absent,
        ] {
            let (en, ms) = (k.name(Language::English), k.name(Language::Malay));
            assert!(!en.is_empty() && !ms.is_empty() && en != ms, "{k:?}");
        }
    }

    #[test]
    fn every_date_problem_has_two_different_names() {
        use super::super::DateProblem as D;
        for d in [
            D::PartCount,
            D::NotANumber,
            D::Year,
            D::Month,
            D::Day,
            D::FewerDays,
        ] {
            let (en, ms) = (d.name(Language::English), d.name(Language::Malay));
            assert!(!en.is_empty() && !ms.is_empty() && en != ms, "{d:?}");
        }
    }
}
