//! The section settings on F8: each setting's name and the words of its values, in
//! English and Malay, keyed by the setting's key in [`crate::ops::SECTION_SETTINGS`].
//! A new setting adds its name here (and its named values, if it has any).

use super::byes::B;
use super::{Language, T, language_name};
use crate::ops::{SECTION_SETTINGS, Setting, SettingValue};

/// The text of the language from an (English, Malay) pair.
fn pick(lang: Language, english: &'static str, malay: &'static str) -> &'static str {
    match lang {
        Language::English => english,
        Language::Malay => malay,
    }
}

/// The name of a section setting, by its key (`None` for a key without words yet).
/// The tie-break list's name has a blank for the code's place (`Tie-break {}`).
pub fn setting_name(key: &str, lang: Language) -> Option<&'static str> {
    let t = match key {
        "name" => T::SectionName,
        "rounds" => T::RoundsPlanned,
        "points" => T::PointPreset,
        "win" => T::Win,
        "draw" => T::Draw,
        "loss" => T::Loss,
        "forfeit-win" => T::ForfeitWin,
        "pab" => T::Pab,
        "half-bye" => T::HalfBye,
        "full-bye" => T::FullBye,
        "zero-bye" => T::ZeroBye,
        "preset" => T::TiebreakPreset,
        "tiebreaks" => T::Tiebreak,
        "team-counted" => T::TeamCounted,
        "team-tiebreaks" => T::TeamTiebreaks,
        "same-team-rounds" => T::SameTeamRounds,
        "top-seeds-apart" => T::TopSeedsApart,
        "initial-order" => T::InitialOrder,
        "report-language" => T::ReportLanguage,
        "max-half-byes" => return Some(B::MaxHalfByes.get(lang)),
        "none-in-last" => return Some(B::NoneInLast.get(lang)),
        "late-entry" => return Some(B::LateEntry.get(lang)),
        "boards" => return Some(pick(lang, "Boards per match", "Papan setiap perlawanan")),
        "system" => return Some(pick(lang, "Team pairing", "Pasangan pasukan")),
        "rank" => return Some(pick(lang, "Ranked first by", "Kedudukan utama ikut")),
        "match-tiebreaks" => {
            return Some(pick(lang, "Match tie-breaks", "Penentu seri perlawanan"));
        }
        "substitutions-until" => {
            return Some(pick(
                lang,
                "New players in line-ups up to round",
                "Pemain baharu hingga pusingan",
            ));
        }
        "colour-preference" => {
            return Some(pick(
                lang,
                "Team colour preferences",
                "Keutamaan putih/hitam pasukan",
            ));
        }
        "roll-call" => {
            return Some(pick(
                lang,
                "Not signed in at the roll call",
                "Tidak mendaftar semasa panggilan",
            ));
        }
        "played-as" => return Some(pick(lang, "Played as", "Dimainkan sebagai")),
        "schedule" => return Some(pick(lang, "Round times", "Masa pusingan")),
        "board-prize-games" => {
            return Some(pick(
                lang,
                "Games for a board prize",
                "Permainan untuk hadiah papan",
            ));
        }
        _ => return None,
    };
    Some(t.get(lang))
}

/// The words of one named value of a choice setting (`None`: no words, the key shows).
pub fn choice_name(key: &str, choice: &str, lang: Language) -> Option<&'static str> {
    Some(match (key, choice) {
        ("points", "chess") => "1 - 1/2 - 0",
        ("points", "draughts") => "2 - 1 - 0",
        ("points", "football") => "3 - 1 - 0",
        ("preset", k) => crate::standings::preset(k)?.name,
        ("initial-order", "board") => T::OrderBoard.get(lang),
        ("initial-order", "rating") => T::OrderRating.get(lang),
        ("initial-order", "rating-board") => T::OrderRatingBoard.get(lang),
        ("initial-order", "manual") => T::OrderManual.get(lang),
        ("report-language", "malay") => language_name(Language::Malay),
        ("report-language", "english") => language_name(Language::English),
        ("late-entry", "zero") => B::LateZero.get(lang),
        ("late-entry", "half") => B::LateHalf.get(lang),
        ("roll-call", "bye") => pick(lang, "zero-point bye", "bai kosong"),
        ("roll-call", "withdraw") => pick(lang, "withdrawn", "tarik diri"),
        ("played-as", "individual") => pick(lang, "individuals", "individu"),
        ("played-as", "team-match") => pick(lang, "team matches", "perlawanan pasukan"),
        ("system", "swiss") => "Swiss (C.04.6)",
        ("system", "round-robin") => pick(lang, "round robin", "round robin"),
        ("system", "double-round-robin") => {
            pick(lang, "double round robin", "round robin berganda")
        }
        ("colour-preference", "a") => pick(lang, "Type A (simple)", "Jenis A (mudah)"),
        ("colour-preference", "b") => pick(lang, "Type B (strong, mild)", "Jenis B (kuat, lemah)"),
        ("rank", "match") => pick(lang, "match points", "mata perlawanan"),
        ("rank", "game") => pick(lang, "game points", "mata permainan"),
        (_, "yes") => pick(lang, "yes", "ya"),
        (_, "no") => pick(lang, "no", "tidak"),
        _ => return None,
    })
}

/// A setting's value as F8 shows it.
pub fn setting_value(setting: &Setting, value: &SettingValue, lang: Language) -> String {
    match value {
        SettingValue::Text(s) => s.clone(),
        SettingValue::Number(n) => n.to_string(),
        SettingValue::Points(p) => p.to_string(),
        SettingValue::Off => B::Off.get(lang).to_string(),
        SettingValue::NoLimit => B::NoLimit.get(lang).to_string(),
        SettingValue::Choice(c) => choice_name(setting.key, c, lang).unwrap_or(c).to_string(),
        SettingValue::Custom => T::Custom.get(lang).to_string(),
        SettingValue::Codes(c) => c.join(" "),
        SettingValue::YesNo(b) => choice_name(setting.key, if *b { "yes" } else { "no" }, lang)
            .unwrap_or_default()
            .to_string(),
    }
}

/// Every name and named value of every section setting in one language (for the
/// tests that compare the two languages).
pub fn all_words(lang: Language) -> Vec<String> {
    let mut v = Vec::new();
    for s in SECTION_SETTINGS {
        v.extend(setting_name(s.key, lang).map(String::from));
        v.extend(
            s.choices()
                .iter()
                .filter_map(|c| choice_name(s.key, c, lang).map(String::from)),
        );
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_setting_and_every_named_value_has_words_in_both_languages() {
        for s in SECTION_SETTINGS {
            for lang in [Language::English, Language::Malay] {
                assert!(setting_name(s.key, lang).is_some(), "{} has no name", s.key);
                for c in s.choices() {
                    assert!(
                        choice_name(s.key, c, lang).is_some(),
                        "{} = {c} has no words",
                        s.key
                    );
                }
            }
        }
    }
}
