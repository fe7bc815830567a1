//! Each board's colours worded once, English and Malay side by side: the step of
//! Art. 5.2 that decided them ([`ColourWhy`]) and any absolute criterion the board
//! breaks ([`BoardBreak`]). The English is what `catur pair --explain` prints.

use super::{BoardBreak, ColourWhy, Preference, Strength};
use crate::in_lang;
use crate::model::{Colour, Language};

/// The colour both players want, or `-` when neither has a preference.
fn wanted(c: Option<Colour>, lang: Language) -> &'static str {
    c.map_or("-", |c| c.name(lang))
}

impl Strength {
    /// "absolute", "strong" or "mild", in `lang`.
    pub fn say(self, lang: Language) -> &'static str {
        match self {
            Strength::Absolute => lang.pick("absolute", "mutlak"),
            Strength::Strong => lang.pick("strong", "kuat"),
            Strength::Mild => lang.pick("mild", "lemah"),
        }
    }
}

impl Preference {
    /// "strong White" ("Putih kuat"), or that there is none.
    pub fn say(&self, lang: Language) -> String {
        match self.wants {
            None => lang.pick("no preference", "tiada pilihan").into(),
            Some((s, c)) => {
                let (s, c) = (s.say(lang), c.name(lang));
                in_lang!(lang, "{s} {c}", "{c} {s}")
            }
        }
    }

    /// How strong the preference is; a player without one counts as mild.
    fn strength(&self) -> Strength {
        self.wants.map_or(Strength::Mild, |p| p.0)
    }
}

impl ColourWhy {
    /// Why the board has its colours, in `lang`, with the step of Art. 5.2.
    pub fn say(&self, lang: Language) -> String {
        match *self {
            ColourWhy::Both { white, black } => {
                let (w, b) = (white.tpn, black.tpn);
                let (pw, pb) = (white.say(lang), black.say(lang));
                match (white.wants, black.wants) {
                    (Some(_), Some(_)) => in_lang!(
                        lang,
                        "both preferences granted: {w} {pw}, {b} {pb} (5.2.1)",
                        "kedua-dua pilihan diberi: {w} {pw}, {b} {pb} (5.2.1)"
                    ),
                    (Some(_), None) => in_lang!(
                        lang,
                        "preference of {w} granted ({pw}); {b} has none yet (5.2.1)",
                        "pilihan {w} diberi ({pw}); {b} belum ada pilihan (5.2.1)"
                    ),
                    _ => in_lang!(
                        lang,
                        "preference of {b} granted ({pb}); {w} has none yet (5.2.1)",
                        "pilihan {b} diberi ({pb}); {w} belum ada pilihan (5.2.1)"
                    ),
                }
            }
            ColourWhy::Stronger {
                wanted: c,
                granted,
                other,
            } => {
                let wanted = wanted(c, lang);
                let (g, sg) = (granted.tpn, granted.strength().say(lang));
                let (o, so) = (other.tpn, other.strength().say(lang));
                in_lang!(
                    lang,
                    "both want {wanted}; the {sg} preference of {g} beats the {so} one of {o} \
                     (5.2.2)",
                    "kedua-dua mahu {wanted}; pilihan {sg} {g} mengatasi pilihan {so} {o} (5.2.2)"
                )
            }
            ColourWhy::Wider {
                wanted: c,
                granted,
                difference,
                other,
            } => {
                let wanted = wanted(c, lang);
                in_lang!(
                    lang,
                    "both topscorers need {wanted}; {granted} has the wider colour difference \
                     ({difference:+} against {other:+}) (5.2.2)",
                    "kedua-dua pemain skor tertinggi perlukan {wanted}; {granted} mempunyai \
                     beza warna lebih besar ({difference:+} berbanding {other:+}) (5.2.2)"
                )
            }
            ColourWhy::Alternation {
                strength,
                wanted: c,
                back,
                white,
                black,
            } => {
                let (s, wanted) = (strength.say(lang), wanted(c, lang));
                let when = match back {
                    1 => lang
                        .pick(
                            "in their last played games",
                            "dalam permainan terakhir mereka",
                        )
                        .to_string(),
                    d => in_lang!(lang, "{d} played games back", "{d} permainan yang lalu"),
                };
                in_lang!(
                    lang,
                    "both have a {s} preference for {wanted}; colours alternate from the \
                     latest time they differed, {when}, when {white} had Black and {black} \
                     White (5.2.3)",
                    "kedua-dua ada pilihan {s} untuk {wanted}; warna berselang dari kali \
                     terakhir warna mereka berbeza, {when}, ketika {white} mendapat Hitam dan \
                     {black} Putih (5.2.3)"
                )
            }
            ColourWhy::HigherRanked {
                strength,
                wanted: c,
                higher,
            } => {
                let (s, wanted) = (strength.say(lang), wanted(c, lang));
                in_lang!(
                    lang,
                    "both have a {s} preference for {wanted} and the same colour history; the \
                     higher-ranked {higher} gets it (5.2.4)",
                    "kedua-dua ada pilihan {s} untuk {wanted} dan sejarah warna yang sama; \
                     {higher} yang lebih tinggi kedudukannya mendapatnya (5.2.4)"
                )
            }
            ColourWhy::Initial {
                higher,
                odd,
                initial,
                counted,
            } => {
                let c = initial.name(lang);
                let rule = if odd {
                    in_lang!(
                        lang,
                        "an odd pairing number: the initial colour, {c}",
                        "nombor pasangan ganjil: warna awal, {c}"
                    )
                } else {
                    in_lang!(
                        lang,
                        "an even pairing number: the opposite of the initial colour {c}",
                        "nombor pasangan genap: lawan bagi warna awal {c}"
                    )
                };
                let note = match counted {
                    None => String::new(),
                    Some(n) => in_lang!(
                        lang,
                        " (number {n} among the players counted)",
                        " (nombor {n} antara pemain yang dikira)"
                    ),
                };
                in_lang!(
                    lang,
                    "no preference yet; the higher-ranked {higher} has {rule}{note} (5.2.5)",
                    "belum ada pilihan; {higher} yang lebih tinggi kedudukannya ada {rule}{note} \
                     (5.2.5)"
                )
            }
            ColourWhy::ByHand { white, black } => in_lang!(
                lang,
                "set by hand: Art. 5.2 gives {white} White and {black} Black",
                "ditetapkan dengan tangan: Perkara 5.2 memberi {white} Putih dan {black} Hitam"
            ),
        }
    }
}

impl BoardBreak {
    /// The absolute criterion the board breaks, in `lang`.
    pub fn say(self, lang: Language) -> String {
        match self {
            BoardBreak::Met => lang
                .pick(
                    "C1: these two have met before",
                    "C1: kedua-dua pemain ini pernah bertemu",
                )
                .into(),
            BoardBreak::Forbidden => lang
                .pick(
                    "this pair is forbidden in this round",
                    "pasangan ini dilarang dalam pusingan ini",
                )
                .into(),
            BoardBreak::SameAbsolute(c) => {
                let c = wanted(c, lang);
                in_lang!(
                    lang,
                    "C3: both have an absolute preference for {c}",
                    "C3: kedua-duanya ada pilihan mutlak untuk {c}"
                )
            }
        }
    }
}
