//! The bracket notes worded once, English and Malay side by side: why a player floated,
//! which quality criteria a bracket does not meet, why the bye went where it did. The
//! English is what `catur pair --explain` prints; the desk shows the screen language
//! (`render.rs` lays both out the same way).

use super::{ByeNote, CriterionNote, FloatReason};
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

/// "1 pair", "3 pairs"; "3 pasangan".
fn pairs(n: usize, lang: Language) -> String {
    match (lang, n) {
        (Language::English, 1) => "1 pair".into(),
        (Language::English, _) => format!("{n} pairs"),
        (Language::Malay, _) => format!("{n} pasangan"),
    }
}

/// ", and could meet only 2 of the 4 others" when some others were out of reach.
fn only(opponents: usize, size: usize, lang: Language) -> String {
    let others = size.saturating_sub(1);
    if opponents < others {
        in_lang!(
            lang,
            ", and could meet only {opponents} of the {others} others",
            ", dan hanya boleh bertemu {opponents} daripada {others} pemain lain"
        )
    } else {
        String::new()
    }
}

impl FloatReason {
    /// Why the player floated down, in `lang`.
    pub fn say(&self, lang: Language) -> String {
        match *self {
            FloatReason::NoCompatibleOpponent {
                others,
                met,
                same_absolute,
                forbidden,
            } => {
                // With one other player the reasons need no count.
                let one = others == 1;
                let mut why = Vec::new();
                if met > 0 {
                    why.push(if one {
                        lang.pick("already met (C1)", "sudah bertemu (C1)")
                            .to_string()
                    } else {
                        in_lang!(lang, "already met {met} (C1)", "{met} sudah bertemu (C1)")
                    });
                }
                if same_absolute > 0 {
                    why.push(if one {
                        lang.pick(
                            "has the same absolute colour preference (C3)",
                            "mempunyai pilihan warna mutlak yang sama (C3)",
                        )
                        .to_string()
                    } else {
                        in_lang!(
                            lang,
                            "{same_absolute} with the same absolute colour preference (C3)",
                            "{same_absolute} dengan pilihan warna mutlak yang sama (C3)"
                        )
                    });
                }
                if forbidden > 0 {
                    why.push(if one {
                        lang.pick("kept apart by the arbiter", "dipisahkan oleh pengadil")
                            .to_string()
                    } else {
                        in_lang!(
                            lang,
                            "{forbidden} kept apart by the arbiter",
                            "{forbidden} dipisahkan oleh pengadil"
                        )
                    });
                }
                let why = why.join(", ");
                match others {
                    0 => lang
                        .pick("alone in the bracket", "bersendirian dalam kumpulan")
                        .into(),
                    1 => in_lang!(
                        lang,
                        "no possible opponent: the only other player here {why}",
                        "tiada lawan yang boleh: satu-satunya pemain lain di sini {why}"
                    ),
                    _ => in_lang!(
                        lang,
                        "no possible opponent among the {others} others here: {why}",
                        "tiada lawan yang boleh antara {others} pemain lain di sini: {why}"
                    ),
                }
            }
            FloatReason::OddBracket { size, opponents } => {
                let only = only(opponents, size, lang);
                in_lang!(
                    lang,
                    "the bracket has an odd number of players ({size}){only}",
                    "kumpulan ini ada bilangan pemain ganjil ({size}){only}"
                )
            }
            FloatReason::MaxPairs {
                size,
                pairs: n,
                opponents,
            } => {
                let (pairs, only) = (pairs(n, lang), only(opponents, size, lang));
                in_lang!(
                    lang,
                    "at most {pairs} can be made among the {size} players here (C6){only}",
                    "paling banyak {pairs} boleh dibuat antara {size} pemain di sini (C6){only}"
                )
            }
            FloatReason::Completion { possible, made } => {
                let possible = pairs(possible, lang);
                let made = match made {
                    0 => lang.pick("none", "tiada").to_string(),
                    n => in_lang!(lang, "only {n}", "hanya {n}"),
                };
                in_lang!(
                    lang,
                    "{possible} possible here but {made} made: the rest of the round must \
                     still be pairable (C4) with the bye at the lowest score possible (C5), \
                     both before C6",
                    "{possible} boleh dibuat di sini tetapi {made} dibuat: baki pusingan mesti \
                     masih boleh dipasangkan (C4) dengan bai pada mata serendah mungkin (C5), \
                     kedua-duanya sebelum C6"
                )
            }
        }
    }
}

impl CriterionNote {
    /// The criterion not met, in `lang`, without its code: how many players and who.
    pub fn say(&self, lang: Language) -> String {
        let n = self.count;
        let who = self.who.join(", ");
        let players = players(n, lang);
        // English: "1 player floats", "2 players float".
        let floats = if n == 1 { "floats" } else { "float" };
        let by = self
            .who
            .iter()
            .zip(&self.by)
            .map(|(w, d)| in_lang!(lang, "{w} by {d}", "{w} sebanyak {d}"))
            .collect::<Vec<_>>()
            .join(", ");
        match self.code {
            "C6" => in_lang!(
                lang,
                "{n} {players} {floats} down ({who})",
                "{n} {players} turun ({who})"
            ),
            "C7" => in_lang!(
                lang,
                "downfloater scores, highest first: {who}",
                "mata pemain yang turun, tertinggi dahulu: {who}"
            ),
            "C10" => in_lang!(
                lang,
                "{n} {players} (topscorers or their opponents) end with a colour difference \
                 beyond 2 ({who})",
                "{n} {players} (skor tertinggi atau lawan mereka) berakhir dengan beza warna \
                 melebihi 2 ({who})"
            ),
            "C11" => in_lang!(
                lang,
                "{n} {players} (topscorers or their opponents) get the same colour three \
                 times running ({who})",
                "{n} {players} (skor tertinggi atau lawan mereka) mendapat warna yang sama \
                 tiga kali berturut-turut ({who})"
            ),
            "C12" => in_lang!(
                lang,
                "{n} {players} did not get their colour preference ({who})",
                "{n} {players} tidak mendapat pilihan warna mereka ({who})"
            ),
            "C13" => in_lang!(
                lang,
                "{n} {players} did not get a strong or absolute colour preference ({who})",
                "{n} {players} tidak mendapat pilihan warna kuat atau mutlak ({who})"
            ),
            "C14" => in_lang!(
                lang,
                "{n} {players} {floats} down for the second round in a row ({who})",
                "{n} {players} turun untuk pusingan kedua berturut-turut ({who})"
            ),
            "C15" => in_lang!(
                lang,
                "{n} {players} {floats} up for the second round in a row ({who})",
                "{n} {players} naik untuk pusingan kedua berturut-turut ({who})"
            ),
            "C16" => in_lang!(
                lang,
                "{n} {players} {floats} down again after a downfloat two rounds ago ({who})",
                "{n} {players} turun lagi selepas turun dua pusingan lalu ({who})"
            ),
            "C17" => in_lang!(
                lang,
                "{n} {players} {floats} up again after an upfloat two rounds ago ({who})",
                "{n} {players} naik lagi selepas naik dua pusingan lalu ({who})"
            ),
            "C18" => in_lang!(
                lang,
                "{n} moved-down {players} {floats} down for the second round in a row; \
                 score differences: {by}",
                "{n} {players} yang diturunkan turun untuk pusingan kedua berturut-turut; \
                 beza mata: {by}"
            ),
            "C19" => in_lang!(
                lang,
                "{n} {players} {floats} up for the second round in a row; score \
                 differences: {by}",
                "{n} {players} naik untuk pusingan kedua berturut-turut; beza mata: {by}"
            ),
            "C20" => in_lang!(
                lang,
                "{n} moved-down {players} {floats} down again after a downfloat two rounds \
                 ago; score differences: {by}",
                "{n} {players} yang diturunkan turun lagi selepas turun dua pusingan lalu; \
                 beza mata: {by}"
            ),
            "C21" => in_lang!(
                lang,
                "{n} {players} {floats} up again after an upfloat two rounds ago; score \
                 differences: {by}",
                "{n} {players} naik lagi selepas naik dua pusingan lalu; beza mata: {by}"
            ),
            // The walk notes no other criterion; the facts still read.
            _ => format!("{n} ({who})"),
        }
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

/// The quality criteria (C.04.3 Art. 2) named in Malay, for a reader who meets a code.
pub fn criterion_ms(code: &str) -> &'static str {
    match code {
        "C1" => "tiada pertemuan semula",
        "C2" => "tiada bai pasangan kedua",
        "C3" => "tiada pertemuan dua pemain dengan pilihan warna mutlak yang sama",
        "C4" => "baki pusingan mesti boleh dipasangkan",
        "C5" => "bai pada mata serendah mungkin",
        "C6" => "seberapa sedikit pemain turun",
        "C7" => "mata pemain yang turun serendah mungkin",
        "C8" => "kumpulan seterusnya boleh memenuhi kriteria mutlak",
        "C9" => "bai kepada pemain yang paling sedikit permainan tidak dimainkan",
        "C10" => "beza warna tidak melebihi 2 (skor tertinggi)",
        "C11" => "tiada warna sama tiga kali berturut-turut (skor tertinggi)",
        "C12" => "pilihan warna diberi",
        "C13" => "pilihan warna kuat diberi",
        "C14" => "tiada turun dua pusingan berturut-turut",
        "C15" => "tiada naik dua pusingan berturut-turut",
        "C16" => "tiada turun lagi selepas turun dua pusingan lalu",
        "C17" => "tiada naik lagi selepas naik dua pusingan lalu",
        "C18" => "beza mata pemain yang diturunkan dua kali berturut-turut serendah mungkin",
        "C19" => "beza mata pemain yang naik dua kali berturut-turut serendah mungkin",
        "C20" => "beza mata pemain yang diturunkan lagi selepas dua pusingan serendah mungkin",
        "C21" => "beza mata pemain yang naik lagi selepas dua pusingan serendah mungkin",
        _ => "",
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
