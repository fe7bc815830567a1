//! A hand edit refused, in the screen language. The broken rules word themselves
//! ([`crate::pairing::check::Violation::say`]); this words the refusal around them.

use super::Language;
use crate::model::Section;
use crate::ops::EditError;
use crate::pairing::check::say_all;

/// A hand edit refused: the operation's refusal, or the rules it breaks.
pub fn edit_refusal(e: &EditError, s: &Section, lang: Language) -> String {
    match (lang, e) {
        (_, EditError::Op(op)) => super::words::refusal(op, lang),
        (Language::English, _) => e.to_string(),
        (Language::Malay, EditError::Breaks { violations: v }) => format!(
            "suntingan ditolak: {}; ia boleh dipaksa (peraturan yang dilanggar akan direkod)",
            say_all(v, s, lang)
        ),
        (Language::Malay, EditError::Unpairable { violations: v }) => {
            format!("suntingan ditolak: {}", say_all(v, s, lang))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Player, PlayerId};
    use crate::pairing::check::violations::Breach;
    use crate::pairing::check::{Rule, Violation};

    #[test]
    fn a_refused_edit_is_worded_in_malay_and_english_keeps_the_operations_text() {
        let mut s = Section::new("L12", "Lelaki 12", 5);
        for (i, name) in ["Ahmad bin Ismail", "Tan Wei Ming"].iter().enumerate() {
            let mut p = Player::new(PlayerId(i as u32 + 1), name.to_string());
            p.tpn = i as u32 + 1;
            s.players.push(p);
        }
        let breach = Breach::Rematch {
            white: PlayerId(1),
            black: PlayerId(2),
            met: 2,
        };
        let e = EditError::Breaks {
            violations: vec![Violation {
                rule: Rule::Rematch,
                players: vec![PlayerId(1), PlayerId(2)],
                board: Some(3),
                text: breach.say(&s, Language::English),
                breach,
            }],
        };
        let ms = edit_refusal(&e, &s, Language::Malay);
        assert!(ms.starts_with("suntingan ditolak: C1: Ahmad"), "{ms}");
        assert_eq!(edit_refusal(&e, &s, Language::English), e.to_string());
    }
}
