//! The rules a round breaks, in words: each [`Breach`] is worded once, English and Malay
//! side by side, with the players named from the section. The English is the sentence
//! `catur check` prints and the journal keeps ([`Violation::text`]); the desk shows the
//! screen language.

use super::Violation;
use super::violations::{Breach, NotToPair, Place, label};
use crate::in_lang;
use crate::model::{ByeKind, Colour, Language, PlayerId, Section};

impl Violation {
    /// The broken rule in `lang`, the players named from `section`.
    pub fn say(&self, section: &Section, lang: Language) -> String {
        self.breach.say(section, lang)
    }
}

/// Several broken rules in `lang`, `; ` between them.
pub fn say_all(v: &[Violation], section: &Section, lang: Language) -> String {
    v.iter()
        .map(|x| x.say(section, lang))
        .collect::<Vec<_>>()
        .join("; ")
}

/// `Name (TPN)`, or the number when the section does not know the player.
fn name(section: &Section, id: PlayerId, lang: Language) -> String {
    match section.player(id) {
        Some(p) => label(p),
        None => {
            let n = id.0;
            in_lang!(lang, "player #{n}", "pemain #{n}")
        }
    }
}

fn colour(c: Colour, lang: Language) -> &'static str {
    match c {
        Colour::White => lang.pick("white", "putih"),
        Colour::Black => lang.pick("black", "hitam"),
    }
}

/// A bye as a thing given: with its article in English ("a half-point bye").
fn bye(kind: ByeKind, lang: Language) -> &'static str {
    match (lang, kind) {
        (Language::English, ByeKind::Pab) => "the pairing-allocated bye",
        (Language::English, ByeKind::Half) => "a half-point bye",
        (Language::English, ByeKind::Full) => "a full-point bye",
        (Language::English, ByeKind::Zero) => "a zero-point bye",
        (Language::English, ByeKind::Absent) => "an absence",
        (Language::Malay, k) => k.name(Language::Malay),
    }
}

impl Place {
    /// Where a player is placed, in `lang` ("board 3", "a half-point bye").
    pub fn say(self, lang: Language) -> String {
        match self {
            Place::Board(n) => in_lang!(lang, "board {n}", "papan {n}"),
            Place::Bye(k) => bye(k, lang).to_string(),
        }
    }
}

impl Breach {
    /// The broken rule in `lang`, the players named from `section`.
    pub fn say(&self, section: &Section, lang: Language) -> String {
        let n = |id: PlayerId| name(section, id, lang);
        match self {
            Breach::UnknownPlayer { board, player } => {
                let (id, code) = (player.0, &section.code);
                in_lang!(
                    lang,
                    "board {board} names player #{id}, who is not in section {code}",
                    "papan {board} menamakan pemain #{id}, yang tiada dalam kategori {code}"
                )
            }
            Breach::AgainstHimself { board, player } => {
                let p = n(*player);
                in_lang!(
                    lang,
                    "{p} plays against himself on board {board}",
                    "{p} menentang dirinya sendiri di papan {board}"
                )
            }
            Breach::NotToBePaired {
                player,
                round,
                why,
                place,
            } => {
                let p = n(*player);
                let why = match why {
                    NotToPair::EntersIn(r) => {
                        in_lang!(
                            lang,
                            "only enters in round {r}",
                            "hanya masuk pada pusingan {r}"
                        )
                    }
                    NotToPair::Withdrawn => lang
                        .pick(
                            "is withdrawn or absent",
                            "telah menarik diri atau tidak hadir",
                        )
                        .to_string(),
                    NotToPair::Asked(k) => {
                        let k = bye(*k, lang);
                        in_lang!(lang, "asked for {k}", "meminta {k}")
                    }
                };
                let at = match place {
                    Place::Board(b) => in_lang!(lang, "on board {b}", "berada di papan {b}"),
                    Place::Bye(k) => {
                        let k = bye(*k, lang);
                        in_lang!(lang, "given {k}", "diberi {k}")
                    }
                };
                in_lang!(
                    lang,
                    "{p} {why} in round {round} but is {at}",
                    "{p} {why} bagi pusingan {round} tetapi {at}"
                )
            }
            Breach::PairedTwice { player, places } => {
                let p = n(*player);
                let places: Vec<String> = places.iter().map(|x| x.say(lang)).collect();
                let places = places.join(lang.pick(" and ", " dan "));
                in_lang!(
                    lang,
                    "{p} is paired twice ({places})",
                    "{p} dipasangkan dua kali ({places})"
                )
            }
            Breach::LeftOut { player, round } => {
                let p = n(*player);
                in_lang!(
                    lang,
                    "{p} is present but has neither a board nor the bye in round {round}",
                    "{p} hadir tetapi tiada papan mahupun bai dalam pusingan {round}"
                )
            }
            Breach::Rematch { white, black, met } => {
                let (w, b) = (n(*white), n(*black));
                in_lang!(
                    lang,
                    "C1: {w} and {b} already met in round {met}",
                    "C1: {w} dan {b} sudah bertemu dalam pusingan {met}"
                )
            }
            Breach::SameAbsolute {
                white,
                black,
                colour: c,
            } => {
                let (w, b) = (n(*white), n(*black));
                let c = match c {
                    Some(c) => colour(*c, lang),
                    None => lang.pick("a colour", "satu warna"),
                };
                in_lang!(
                    lang,
                    "C3: {w} and {b} both have an absolute preference for {c}",
                    "C3: {w} dan {b} kedua-duanya ada pilihan mutlak untuk {c}"
                )
            }
            Breach::AbsoluteColour {
                player,
                wants,
                has,
                board,
            } => {
                let (p, wants, has) = (n(*player), colour(*wants, lang), colour(*has, lang));
                in_lang!(
                    lang,
                    "colours: {p} must have {wants} (absolute preference) but has {has} on board {board}",
                    "warna: {p} mesti mendapat {wants} (pilihan mutlak) tetapi mendapat {has} di papan {board}"
                )
            }
            Breach::SameTeam {
                white,
                black,
                team,
                last_round,
            } => {
                let (w, b) = (n(*white), n(*black));
                in_lang!(
                    lang,
                    "same-team avoidance (rounds 1-{last_round}): {w} and {b} both play for {team}",
                    "elak sepasukan (pusingan 1-{last_round}): {w} dan {b} kedua-duanya bermain untuk {team}"
                )
            }
            Breach::TopSeeds { white, black, kept } => {
                let (w, b) = (n(*white), n(*black));
                in_lang!(
                    lang,
                    "top seeds 1-{kept} apart in round 1: {w} and {b}",
                    "pemain pilihan 1-{kept} dipisahkan dalam pusingan 1: {w} dan {b}"
                )
            }
            Breach::Forbidden {
                white,
                black,
                first_round,
                last_round,
            } => {
                let (w, b) = (n(*white), n(*black));
                in_lang!(
                    lang,
                    "forbidden pair (rounds {first_round}-{last_round}): {w} and {b}",
                    "pasangan dilarang (pusingan {first_round}-{last_round}): {w} dan {b}"
                )
            }
            Breach::TwoByes { players } => {
                let count = players.len();
                let names: Vec<String> = players.iter().map(|&p| n(p)).collect();
                let names = names.join(", ");
                in_lang!(
                    lang,
                    "{count} pairing-allocated byes in one round ({names}); at most one player is left without an opponent",
                    "{count} bai pasangan dalam satu pusingan ({names}); paling banyak seorang pemain tanpa lawan"
                )
            }
            Breach::SecondBye { player, first } => {
                let p = n(*player);
                in_lang!(
                    lang,
                    "C2: {p} would get a second pairing-allocated bye (the first in round {first})",
                    "C2: {p} akan mendapat bai pasangan kali kedua (kali pertama dalam pusingan {first})"
                )
            }
            Breach::ByeAfterWin { player, round } => {
                let p = n(*player);
                in_lang!(
                    lang,
                    "C2: {p} already scored a win without playing (round {round}) and may not get the pairing-allocated bye",
                    "C2: {p} sudah mendapat mata menang tanpa bermain (pusingan {round}) dan tidak boleh mendapat bai pasangan"
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Player;

    fn section() -> Section {
        let mut s = Section::new("L12", "Lelaki 12", 5);
        for (i, name) in ["Ahmad bin Ismail", "Tan Wei Ming"].iter().enumerate() {
            let mut p = Player::new(PlayerId(i as u32 + 1), name.to_string());
            p.tpn = i as u32 + 1;
            s.players.push(p);
        }
        s
    }

    #[test]
    fn a_rematch_is_named_in_both_languages_with_the_players() {
        let b = Breach::Rematch {
            white: PlayerId(1),
            black: PlayerId(2),
            met: 2,
        };
        let s = section();
        assert_eq!(
            b.say(&s, Language::English),
            "C1: Ahmad bin Ismail (1) and Tan Wei Ming (2) already met in round 2"
        );
        assert_eq!(
            b.say(&s, Language::Malay),
            "C1: Ahmad bin Ismail (1) dan Tan Wei Ming (2) sudah bertemu dalam pusingan 2"
        );
    }

    /// A player the section does not know is named by number in each language.
    #[test]
    fn an_unknown_player_is_named_by_number_in_each_language() {
        let b = Breach::PairedTwice {
            player: PlayerId(9),
            places: vec![Place::Board(1), Place::Bye(ByeKind::Half)],
        };
        let s = section();
        assert_eq!(
            b.say(&s, Language::English),
            "player #9 is paired twice (board 1 and a half-point bye)"
        );
        assert_eq!(
            b.say(&s, Language::Malay),
            "pemain #9 dipasangkan dua kali (papan 1 dan bai separuh mata)"
        );
    }
}
