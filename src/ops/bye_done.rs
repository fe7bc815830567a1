//! The message after a requested bye is given or cancelled, worded once for the desk
//! (the prompt on F2) and the command line (`catur bye`), English and Malay side by side:
//! `L12 round 4: half-point bye requested for 7 Tan Wei Ming`.

use crate::model::{ByeKind, Language, Player, RoundNo, Section, Tpn};
use catur_engine::in_lang;

/// A requested bye given or cancelled: the facts of the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ByeDone {
    pub section: String,
    pub round: RoundNo,
    /// The bye requested; `None` when the request was cancelled.
    pub kind: Option<ByeKind>,
    pub tpn: Tpn,
    pub name: String,
}

impl ByeDone {
    /// The message for player `p` of section `s`.
    pub fn new(s: &Section, p: &Player, round: RoundNo, kind: Option<ByeKind>) -> Self {
        ByeDone {
            section: s.code.clone(),
            round,
            kind,
            tpn: p.tpn,
            name: p.name.clone(),
        }
    }

    /// The message in `lang`.
    pub fn say(&self, lang: Language) -> String {
        let (section, round, tpn, name) = (&self.section, self.round, self.tpn, &self.name);
        match self.kind {
            Some(k) => {
                let bye = k.name(lang);
                in_lang!(
                    lang,
                    "{section} round {round}: {bye} requested for {tpn} {name}",
                    "{section} pusingan {round}: {bye} dipohon untuk {tpn} {name}"
                )
            }
            None => in_lang!(
                lang,
                "{section} round {round}: requested bye cancelled for {tpn} {name}",
                "{section} pusingan {round}: bai yang dipohon dibatalkan untuk {tpn} {name}"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn done(kind: Option<ByeKind>) -> ByeDone {
        ByeDone {
            section: "L12".into(),
            round: 4,
            kind,
            tpn: 7,
            name: "Tan Wei Ming".into(),
        }
    }

    #[test]
    fn a_requested_bye_is_said_with_section_round_and_player_in_both_languages() {
        let d = done(Some(ByeKind::Half));
        assert_eq!(
            d.say(Language::English),
            "L12 round 4: half-point bye requested for 7 Tan Wei Ming"
        );
        assert_eq!(
            d.say(Language::Malay),
            "L12 pusingan 4: bai separuh mata dipohon untuk 7 Tan Wei Ming"
        );
    }

    #[test]
    fn a_cancelled_bye_is_said_in_both_languages() {
        let d = done(None);
        assert_eq!(
            d.say(Language::English),
            "L12 round 4: requested bye cancelled for 7 Tan Wei Ming"
        );
        assert_eq!(
            d.say(Language::Malay),
            "L12 pusingan 4: bai yang dipohon dibatalkan untuk 7 Tan Wei Ming"
        );
    }
}
