//! The explanation's notes worded once, English and Malay side by side. The English is
//! what `catur pair --explain` prints (`render.rs` lays it out), the desk shows the
//! screen language.

use super::ByeNote;
use crate::in_lang;
use crate::model::Language;

/// "player" or "players" after a count, in English; Malay has no plural here.
fn players(n: usize, lang: Language) -> &'static str {
    match (lang, n) {
        (Language::English, 1) => "player",
        (Language::English, _) => "players",
        (Language::Malay, _) => "pemain",
    }
}

impl ByeNote {
    /// Why this player got the pairing-allocated bye, in `lang`: the criteria that
    /// chose him (C2, C4, C5, C9), `; ` between them.
    pub fn say(&self, lang: Language) -> String {
        let mut parts = Vec::new();
        if !self.eligible {
            parts.push(
                lang.pick(
                    "BREAKS C2: this player already had a bye or a win's points without playing",
                    "MELANGGAR C2: pemain ini sudah mendapat bai atau mata menang tanpa bermain",
                )
                .to_string(),
            );
        }
        if self.lower == 0 {
            parts.push(
                lang.pick(
                    "the lowest pairing score of the round (C5)",
                    "mata pasangan terendah dalam pusingan ini (C5)",
                )
                .to_string(),
            );
        } else if self.lower_eligible == 0 {
            let (n, who) = (self.lower, players(self.lower, lang));
            parts.push(in_lang!(
                lang,
                "the {n} lower-scored {who} already had a bye or a win without playing and may not get it (C2), so this is the lowest score that may (C5)",
                "{n} {who} bermata lebih rendah sudah mendapat bai atau menang tanpa bermain dan tidak boleh mendapatnya (C2), jadi inilah mata terendah yang boleh (C5)"
            ));
        } else {
            let (n, who) = (self.lower_eligible, players(self.lower_eligible, lang));
            parts.push(in_lang!(
                lang,
                "{n} lower-scored {who} who could have had it had to be paired so that the whole round can be paired (C4 comes before C5)",
                "{n} {who} bermata lebih rendah yang boleh mendapatnya terpaksa dipasangkan supaya seluruh pusingan dapat dipasangkan (C4 sebelum C5)"
            ));
        }
        if self.same_score_eligible > 0 {
            if self.fewer_unplayed == 0 {
                let (all, unplayed) = (self.same_score_eligible + 1, self.unplayed);
                parts.push(in_lang!(
                    lang,
                    "of the {all} players on this score who may get it, none has fewer unplayed games than this player's {unplayed} (C9)",
                    "antara {all} pemain pada mata ini yang boleh mendapatnya, tiada yang kurang permainan tidak dimainkan berbanding {unplayed} bagi pemain ini (C9)"
                ));
            } else {
                let n = self.fewer_unplayed;
                // Malay needs neither a plural nor a verb that follows it.
                let (who, has) = match n {
                    1 => ("player", "has"),
                    _ => ("players", "have"),
                };
                parts.push(in_lang!(
                    lang,
                    "{n} other {who} on this score {has} fewer unplayed games (C9), but the criteria before C9 decided",
                    "{n} pemain lain pada mata ini kurang permainan tidak dimainkan (C9), tetapi kriteria sebelum C9 yang menentukan"
                ));
            }
        }
        parts.join("; ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::PlayerId;

    fn note() -> ByeNote {
        ByeNote {
            player: PlayerId(7),
            eligible: true,
            lower: 3,
            lower_eligible: 0,
            same_score_eligible: 2,
            fewer_unplayed: 1,
            unplayed: 1,
        }
    }

    #[test]
    fn a_bye_is_explained_in_both_languages_with_the_same_counts() {
        let b = note();
        assert_eq!(
            b.say(Language::English),
            "the 3 lower-scored players already had a bye or a win without playing and may \
             not get it (C2), so this is the lowest score that may (C5); 1 other player on \
             this score has fewer unplayed games (C9), but the criteria before C9 decided"
        );
        assert_eq!(
            b.say(Language::Malay),
            "3 pemain bermata lebih rendah sudah mendapat bai atau menang tanpa bermain dan \
             tidak boleh mendapatnya (C2), jadi inilah mata terendah yang boleh (C5); 1 pemain \
             lain pada mata ini kurang permainan tidak dimainkan (C9), tetapi kriteria \
             sebelum C9 yang menentukan"
        );
    }

    /// Every branch of the English, as `catur pair --explain` printed it before the two
    /// languages were written side by side.
    #[test]
    fn every_branch_of_the_english_reads_as_before() {
        let b = ByeNote {
            eligible: false,
            lower: 0,
            same_score_eligible: 3,
            fewer_unplayed: 0,
            unplayed: 2,
            ..note()
        };
        assert_eq!(
            b.say(Language::English),
            "BREAKS C2: this player already had a bye or a win's points without playing; the \
             lowest pairing score of the round (C5); of the 4 players on this score who may \
             get it, none has fewer unplayed games than this player's 2 (C9)"
        );
        let b = ByeNote {
            lower: 5,
            lower_eligible: 1,
            same_score_eligible: 2,
            fewer_unplayed: 2,
            ..note()
        };
        assert_eq!(
            b.say(Language::English),
            "1 lower-scored player who could have had it had to be paired so that the whole \
             round can be paired (C4 comes before C5); 2 other players on this score have \
             fewer unplayed games (C9), but the criteria before C9 decided"
        );
        let ms = b.say(Language::Malay);
        assert!(
            ms.starts_with("1 pemain bermata lebih rendah yang boleh"),
            "{ms}"
        );
        assert!(ms.contains("; 2 pemain lain pada mata ini"), "{ms}");
    }
}
