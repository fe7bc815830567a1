//! The rules a round breaks (the F3 check line, a hand edit refused or forced) in the
//! screen language. English is the check's own sentence ([`Violation::text`], what
//! `catur check` prints and the journal keeps); Malay is worded here from the typed
//! [`Breach`], with the players named from the section.

use super::Language;
use crate::model::{ByeKind, Colour, PlayerId, Section};
use crate::ops::EditError;
use crate::pairing::check::Violation;
use crate::pairing::check::violations::{Breach, NotToPair, Place, label};

/// One broken rule in the screen language.
pub fn violation(v: &Violation, s: &Section, lang: Language) -> String {
    match lang {
        Language::English => v.text.clone(),
        Language::Malay => malay(&v.breach, s),
    }
}

/// Several broken rules, `; ` between them.
pub fn violations(v: &[Violation], s: &Section, lang: Language) -> String {
    v.iter()
        .map(|x| violation(x, s, lang))
        .collect::<Vec<_>>()
        .join("; ")
}

/// A hand edit refused: the operation's refusal, or the rules it breaks.
pub fn edit_refusal(e: &EditError, s: &Section, lang: Language) -> String {
    match (lang, e) {
        (_, EditError::Op(op)) => super::words::refusal(op, lang),
        (Language::English, _) => e.to_string(),
        (Language::Malay, EditError::Breaks { violations: v }) => format!(
            "suntingan ditolak: {}; ia boleh dipaksa (peraturan yang dilanggar akan direkod)",
            violations(v, s, lang)
        ),
        (Language::Malay, EditError::Unpairable { violations: v }) => {
            format!("suntingan ditolak: {}", violations(v, s, lang))
        }
    }
}

fn name(s: &Section, id: PlayerId) -> String {
    s.player(id)
        .map_or_else(|| format!("pemain #{}", id.0), label)
}

fn colour(c: Colour) -> &'static str {
    match c {
        Colour::White => "putih",
        Colour::Black => "hitam",
    }
}

fn place(p: Place) -> String {
    match p {
        Place::Board(n) => format!("papan {n}"),
        Place::Bye(k) => k.name(Language::Malay).to_string(),
    }
}

fn malay(b: &Breach, s: &Section) -> String {
    let n = |id: PlayerId| name(s, id);
    match b {
        Breach::UnknownPlayer { board, player } => format!(
            "papan {board} menamakan pemain #{}, yang tiada dalam kategori {}",
            player.0, s.code
        ),
        Breach::AgainstHimself { board, player } => {
            format!("{} menentang dirinya sendiri di papan {board}", n(*player))
        }
        Breach::NotToBePaired {
            player,
            round,
            why,
            place: at,
        } => {
            let why = match why {
                NotToPair::EntersIn(r) => format!("hanya masuk pada pusingan {r}"),
                NotToPair::Withdrawn => "telah menarik diri atau tidak hadir".to_string(),
                NotToPair::Asked(k) => format!("meminta {}", k.name(Language::Malay)),
            };
            let at = match at {
                Place::Board(b) => format!("berada di papan {b}"),
                Place::Bye(ByeKind::Pab) => "diberi bai pasangan".to_string(),
                Place::Bye(k) => format!("diberi {}", k.name(Language::Malay)),
            };
            format!("{} {why} bagi pusingan {round} tetapi {at}", n(*player))
        }
        Breach::PairedTwice { player, places } => {
            let places: Vec<String> = places.iter().map(|p| place(*p)).collect();
            format!(
                "{} dipasangkan dua kali ({})",
                n(*player),
                places.join(" dan ")
            )
        }
        Breach::LeftOut { player, round } => format!(
            "{} hadir tetapi tiada papan mahupun bai dalam pusingan {round}",
            n(*player)
        ),
        Breach::Rematch { white, black, met } => format!(
            "C1: {} dan {} sudah bertemu dalam pusingan {met}",
            n(*white),
            n(*black)
        ),
        Breach::SameAbsolute {
            white,
            black,
            colour: c,
        } => format!(
            "C3: {} dan {} kedua-duanya ada pilihan mutlak untuk {}",
            n(*white),
            n(*black),
            c.map_or("satu warna", colour)
        ),
        Breach::AbsoluteColour {
            player,
            wants,
            has,
            board,
        } => format!(
            "warna: {} mesti mendapat {} (pilihan mutlak) tetapi mendapat {} di papan {board}",
            n(*player),
            colour(*wants),
            colour(*has)
        ),
        Breach::SameTeam {
            white,
            black,
            team,
            last_round,
        } => format!(
            "elak sepasukan (pusingan 1-{last_round}): {} dan {} kedua-duanya bermain untuk \
             {team}",
            n(*white),
            n(*black)
        ),
        Breach::TopSeeds { white, black, kept } => format!(
            "pemain pilihan 1-{kept} dipisahkan dalam pusingan 1: {} dan {}",
            n(*white),
            n(*black)
        ),
        Breach::Forbidden {
            white,
            black,
            first_round,
            last_round,
        } => format!(
            "pasangan dilarang (pusingan {first_round}-{last_round}): {} dan {}",
            n(*white),
            n(*black)
        ),
        Breach::TwoByes { players } => {
            let names: Vec<String> = players.iter().map(|&p| n(p)).collect();
            format!(
                "{} bai pasangan dalam satu pusingan ({}); paling banyak seorang pemain tanpa \
                 lawan",
                players.len(),
                names.join(", ")
            )
        }
        Breach::SecondBye { player, first } => format!(
            "C2: {} akan mendapat bai pasangan kali kedua (kali pertama dalam pusingan {first})",
            n(*player)
        ),
        Breach::ByeAfterWin { player, round } => format!(
            "C2: {} sudah mendapat mata menang tanpa bermain (pusingan {round}) dan tidak \
             boleh mendapat bai pasangan",
            n(*player)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Player;
    use crate::pairing::check::Rule;

    fn section() -> Section {
        let mut s = Section::new("L12", "Lelaki 12", 5);
        for (i, name) in ["Ahmad bin Ismail", "Tan Wei Ming"].iter().enumerate() {
            let mut p = Player::new(PlayerId(i as u32 + 1), name.to_string());
            p.tpn = i as u32 + 1;
            s.players.push(p);
        }
        s
    }

    fn rematch() -> Violation {
        Violation {
            rule: Rule::Rematch,
            players: vec![PlayerId(1), PlayerId(2)],
            board: Some(3),
            text: "C1: Ahmad bin Ismail (1) and Tan Wei Ming (2) already met in round 2".into(),
            breach: Breach::Rematch {
                white: PlayerId(1),
                black: PlayerId(2),
                met: 2,
            },
        }
    }

    #[test]
    fn a_rematch_is_named_in_malay_with_the_players() {
        let s = section();
        assert_eq!(
            violation(&rematch(), &s, Language::Malay),
            "C1: Ahmad bin Ismail (1) dan Tan Wei Ming (2) sudah bertemu dalam pusingan 2"
        );
        assert_eq!(violation(&rematch(), &s, Language::English), rematch().text);
    }

    #[test]
    fn a_refused_edit_is_worded_in_malay_and_english_keeps_the_operations_text() {
        let s = section();
        let e = EditError::Breaks {
            violations: vec![rematch()],
        };
        let ms = edit_refusal(&e, &s, Language::Malay);
        assert!(ms.starts_with("suntingan ditolak: C1: Ahmad"), "{ms}");
        assert_eq!(edit_refusal(&e, &s, Language::English), e.to_string());
    }
}
