//! What the arbiter did, as the journal keeps it: the facts of each kind of change
//! (which section, player, round, board), worded here once in English and Malay side by
//! side. The history, undo's question, the news of another desk's change and the
//! command line's history all say an entry through [`Deed::say`], so the Malay desk
//! names a change as exactly as the English one.
//!
//! Files written before format version 11 kept English sentences; they are read as
//! [`Deed::Words`] and shown as they were stored.

use super::{ByeKind, Charset, InitialOrder, Language, Outcome, RollCallRule, RoundNo};
use crate::in_lang;
use serde::{Deserialize, Serialize};

/// One change of the arbiter's, as facts.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Deed {
    /// Nothing stored: the entry is told from its changes (a result on a board), which
    /// keeps the many result entries small.
    Told,
    /// The English sentence a file of format version 10 or older stored.
    Words(String),
    SectionAdded {
        section: String,
        name: String,
        team_matches: bool,
        rounds: u32,
    },
    SectionImported {
        section: String,
        name: String,
        players: u32,
        paired: u32,
        rounds: u32,
    },
    Settings {
        section: String,
    },
    /// One setting given to several sections at once.
    GivenToAll {
        what: Given,
        sections: Vec<String>,
    },
    Championship {
        name: String,
    },
    TeamAdded {
        section: String,
        name: String,
        code: String,
    },
    TeamEdited {
        section: String,
        was: String,
        name: String,
        code: String,
    },
    /// A player placed in a team (on a board, maybe as its reserve) or out of any.
    Placed {
        section: String,
        name: String,
        team: Option<String>,
        board: Option<u8>,
        reserve: bool,
    },
    Substitution {
        section: String,
        from: RoundNo,
        incoming: String,
        outgoing: String,
        team: String,
    },
    /// A player added (`late`: the round he enters, once rounds are paired), maybe with
    /// a new team (name and code).
    PlayerAdded {
        section: String,
        name: String,
        late: Option<RoundNo>,
        team: Option<(String, String)>,
    },
    /// A player's data changed, maybe into a new team (name and code).
    PlayerEdited {
        section: String,
        name: String,
        team: Option<(String, String)>,
    },
    PlayerRemoved {
        section: String,
        name: String,
    },
    Withdrawn {
        section: String,
        name: String,
        from: RoundNo,
        back: Option<RoundNo>,
        reserve: bool,
    },
    Returns {
        section: String,
        name: String,
        from: RoundNo,
        reserve: bool,
    },
    Absent {
        section: String,
        round: RoundNo,
        rule: RollCallRule,
        names: Vec<String>,
    },
    ByeRequested {
        section: String,
        kind: ByeKind,
        name: String,
        round: RoundNo,
    },
    ByeCancelled {
        section: String,
        kind: ByeKind,
        name: String,
        round: RoundNo,
    },
    RoundPaired {
        section: String,
        round: RoundNo,
        boards: u32,
        bye: bool,
    },
    RoundDeleted {
        section: String,
        round: RoundNo,
        results_lost: u32,
    },
    /// A round's pairing changed by hand, with the arbiter's reason and the rules it
    /// was forced past (as the check worded them).
    PairingEdited {
        section: String,
        round: RoundNo,
        edit: HandEdit,
        reason: String,
        forced: Vec<String>,
    },
    KeptApart {
        section: String,
        names: Vec<String>,
        first: RoundNo,
        last: RoundNo,
    },
    ForbiddenLifted {
        section: String,
        index: u32,
    },
    Printer {
        width: u16,
        charset: Charset,
        escp: bool,
        device: String,
    },
    LotsDrawn {
        section: String,
        seed: u64,
    },
    /// Pairing numbers given by the section's initial order (`None`: the arbiter's).
    Tpns {
        section: String,
        order: Option<InitialOrder>,
    },
    TeamMatchSettings {
        section: String,
    },
    PlayedIndividually {
        section: String,
    },
    Lineup {
        section: String,
        team: String,
        round: RoundNo,
    },
    TeamRoundPaired {
        section: String,
        round: RoundNo,
        matches: u32,
    },
    TeamForfeit {
        section: String,
        round: RoundNo,
        number: u32,
        team: String,
    },
    /// Players (and new teams) read from a list: per section, its code, the players
    /// and the teams added.
    Import {
        sections: Vec<(String, u32, u32)>,
    },
    /// A line of a section's prize list (or qualifier list) changed.
    PrizeLine {
        section: String,
        qualifiers: bool,
        line: PrizeLineDone,
    },
    PrizesPerPlayer {
        section: String,
        several: bool,
    },
}

/// The setting [`Deed::GivenToAll`] gave.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Given {
    RoundTimes,
    RollCallRule,
    /// The tie-breaks of the section with this code.
    Tiebreaks(String),
}

/// What was done to a line of a prize list (line numbers from 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PrizeLineDone {
    Added,
    Removed(u32),
    Changed(u32),
    Moved { line: u32, up: bool },
}

/// A hand edit of a round, with the players' names.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HandEdit {
    Swap(String, String),
    Colours(u32),
    Force(String, String),
    Forbid {
        a: String,
        b: String,
        first: RoundNo,
        last: RoundNo,
    },
    Bye(String),
}

impl Deed {
    /// The entry in `lang`; [`Deed::Told`] says nothing (the journal words it from
    /// its change) and [`Deed::Words`] its stored English.
    pub fn say(&self, lang: Language) -> String {
        match self {
            Deed::Told => String::new(),
            Deed::Words(w) => w.clone(),
            Deed::SectionAdded {
                section,
                name,
                team_matches,
                rounds,
            } => {
                let kind = match team_matches {
                    true => lang.pick("team matches, ", "perlawanan berpasukan, "),
                    false => "",
                };
                in_lang!(
                    lang,
                    "new section {section} ({name}, {kind}{rounds} rounds)",
                    "kategori baharu {section} ({name}, {kind}{rounds} pusingan)"
                )
            }
            Deed::SectionImported {
                section,
                name,
                players,
                paired,
                rounds,
            } => in_lang!(
                lang,
                "imported section {section} ({name}, {players} players, {paired} of {rounds} rounds)",
                "kategori {section} diimport ({name}, {players} pemain, {paired} daripada {rounds} pusingan)"
            ),
            Deed::Settings { section } => {
                in_lang!(lang, "settings of {section}", "tetapan {section}")
            }
            Deed::GivenToAll { what, sections } => {
                let to = sections.join(" ");
                match what {
                    Given::RoundTimes => in_lang!(
                        lang,
                        "round times given to {to}",
                        "waktu pusingan diberi kepada {to}"
                    ),
                    Given::RollCallRule => in_lang!(
                        lang,
                        "roll-call rule given to {to}",
                        "peraturan panggilan nama diberi kepada {to}"
                    ),
                    Given::Tiebreaks(from) => {
                        in_lang!(
                            lang,
                            "tie-breaks of {from} given to {to}",
                            "pemutus seri {from} diberi kepada {to}"
                        )
                    }
                }
            }
            Deed::Championship { name } => in_lang!(
                lang,
                "championship details ({name})",
                "butiran kejohanan ({name})"
            ),
            Deed::TeamAdded {
                section,
                name,
                code,
            } => in_lang!(
                lang,
                "{section}: new team {name} ({code})",
                "{section}: pasukan baharu {name} ({code})"
            ),
            Deed::TeamEdited {
                section,
                was,
                name,
                code,
            } => in_lang!(
                lang,
                "{section}: team {was} is now {name} ({code})",
                "{section}: pasukan {was} kini {name} ({code})"
            ),
            Deed::Placed {
                section,
                name,
                team,
                board,
                reserve,
            } => {
                let place = match (team, board) {
                    (Some(code), Some(b)) => {
                        let reserve = match reserve {
                            true => in_lang!(lang, " (reserve)", " (simpanan)"),
                            false => String::new(),
                        };
                        in_lang!(
                            lang,
                            "team {code} board {b}{reserve}",
                            "pasukan {code} papan {b}{reserve}"
                        )
                    }
                    (Some(code), None) => in_lang!(lang, "team {code}", "pasukan {code}"),
                    _ => lang.pick("no team", "tiada pasukan").to_string(),
                };
                in_lang!(
                    lang,
                    "{section}: {name} to {place}",
                    "{section}: {name} ke {place}"
                )
            }
            Deed::Substitution {
                section,
                from,
                incoming,
                outgoing,
                team,
            } => in_lang!(
                lang,
                "{section}: from round {from} {incoming} plays for {outgoing} ({team})",
                "{section}: mulai pusingan {from} {incoming} bermain menggantikan {outgoing} ({team})"
            ),
            Deed::PlayerAdded {
                section,
                name,
                late,
                team,
            } => {
                let late = late.map_or_else(String::new, |r| {
                    in_lang!(
                        lang,
                        " (late entry from round {r})",
                        " (masuk lewat mulai pusingan {r})"
                    )
                });
                match team {
                    None => in_lang!(
                        lang,
                        "{section}: add {name}{late}",
                        "{section}: {name} ditambah{late}"
                    ),
                    Some((team, code)) => in_lang!(
                        lang,
                        "{section}: add {name}{late} with the new team {team} ({code})",
                        "{section}: {name} ditambah{late} bersama pasukan baharu {team} ({code})"
                    ),
                }
            }
            Deed::PlayerEdited {
                section,
                name,
                team,
            } => match team {
                None => in_lang!(
                    lang,
                    "{section}: edit {name}",
                    "{section}: maklumat {name} diubah"
                ),
                Some((team, code)) => in_lang!(
                    lang,
                    "{section}: edit {name} into the new team {team} ({code})",
                    "{section}: maklumat {name} diubah, ke pasukan baharu {team} ({code})"
                ),
            },
            Deed::PlayerRemoved { section, name } => {
                in_lang!(
                    lang,
                    "{section}: remove {name}",
                    "{section}: {name} dibuang"
                )
            }
            Deed::Withdrawn {
                section,
                name,
                from,
                back,
                reserve,
            } => {
                let who = named(name, *reserve, lang);
                let until = back.map_or_else(String::new, |b| {
                    in_lang!(lang, ", back at round {b}", ", kembali pada pusingan {b}")
                });
                in_lang!(
                    lang,
                    "{section}: withdraw {who} from round {from}{until}",
                    "{section}: {who} tarik diri mulai pusingan {from}{until}"
                )
            }
            Deed::Returns {
                section,
                name,
                from,
                reserve,
            } => {
                let who = named(name, *reserve, lang);
                in_lang!(
                    lang,
                    "{section}: {who} back from round {from}",
                    "{section}: {who} kembali mulai pusingan {from}"
                )
            }
            Deed::Absent {
                section,
                round,
                rule,
                names,
            } => {
                let done = match rule {
                    RollCallRule::ZeroBye => ByeKind::Zero.name(lang).to_string(),
                    RollCallRule::Withdraw => in_lang!(
                        lang,
                        "withdrawn from round {round} on",
                        "tarik diri mulai pusingan {round}"
                    ),
                };
                let names = names.join(", ");
                in_lang!(
                    lang,
                    "{section}: absent in round {round} ({done}): {names}",
                    "{section}: tidak hadir dalam pusingan {round} ({done}): {names}"
                )
            }
            Deed::ByeRequested {
                section,
                kind,
                name,
                round,
            } => {
                let bye = kind.name(lang);
                in_lang!(
                    lang,
                    "{section}: {bye} for {name} in round {round}",
                    "{section}: {bye} untuk {name} dalam pusingan {round}"
                )
            }
            Deed::ByeCancelled {
                section,
                kind,
                name,
                round,
            } => {
                let bye = kind.name(lang);
                in_lang!(
                    lang,
                    "{section}: cancel the {bye} of {name} in round {round}",
                    "{section}: {bye} {name} dalam pusingan {round} dibatalkan"
                )
            }
            Deed::RoundPaired {
                section,
                round,
                boards,
                bye,
            } => {
                let bye = match bye {
                    true => lang.pick(", 1 bye", ", 1 bai"),
                    false => "",
                };
                in_lang!(
                    lang,
                    "{section}: round {round} paired ({boards} boards{bye})",
                    "{section}: pusingan {round} dipasangkan ({boards} papan{bye})"
                )
            }
            Deed::RoundDeleted {
                section,
                round,
                results_lost,
            } => {
                let lost = match results_lost {
                    0 => String::new(),
                    n => in_lang!(lang, ", {n} result(s) lost", ", {n} keputusan hilang"),
                };
                in_lang!(
                    lang,
                    "{section}: pairings of round {round} deleted{lost}",
                    "{section}: pasangan pusingan {round} dipadam{lost}"
                )
            }
            Deed::PairingEdited {
                section,
                round,
                edit,
                reason,
                forced,
            } => {
                let what = edit.say(lang);
                let mut text = in_lang!(
                    lang,
                    "{section} round {round}: {what}",
                    "{section} pusingan {round}: {what}"
                );
                if !reason.is_empty() {
                    text.push_str(&format!(" ({reason})"));
                }
                if !forced.is_empty() {
                    let rules = forced.join("; ");
                    text.push_str(&in_lang!(lang, " [forced: {rules}]", " [dipaksa: {rules}]"));
                }
                text
            }
            Deed::KeptApart {
                section,
                names,
                first,
                last,
            } => {
                let names = names.join(", ");
                in_lang!(
                    lang,
                    "{section}: keep apart {names} in rounds {first}-{last}",
                    "{section}: {names} dipisahkan dalam pusingan {first}-{last}"
                )
            }
            Deed::ForbiddenLifted { section, index } => in_lang!(
                lang,
                "{section}: forbidden pairing {index} lifted",
                "{section}: pasangan larangan {index} ditarik balik"
            ),
            Deed::Printer {
                width,
                charset,
                escp,
                device,
            } => {
                let escp = if *escp { ", ESC/P" } else { "" };
                let device = match device.is_empty() {
                    true => lang.pick("no device", "tiada peranti").to_string(),
                    false => device.clone(),
                };
                in_lang!(
                    lang,
                    "printer: {width} columns, {charset:?}{escp}, {device}",
                    "pencetak: {width} lajur, {charset:?}{escp}, {device}"
                )
            }
            Deed::LotsDrawn { section, seed } => in_lang!(
                lang,
                "{section}: lots drawn (seed {seed})",
                "{section}: cabutan undi dibuat (benih {seed})"
            ),
            Deed::Tpns { section, order } => match order {
                Some(order) => {
                    let by = order_name(*order, lang);
                    in_lang!(
                        lang,
                        "{section}: pairing numbers by {by}",
                        "{section}: nombor pemain mengikut {by}"
                    )
                }
                None => in_lang!(
                    lang,
                    "{section}: pairing numbers in the arbiter's order",
                    "{section}: nombor pemain mengikut susunan pengadil"
                ),
            },
            Deed::TeamMatchSettings { section } => in_lang!(
                lang,
                "{section}: team-match settings",
                "{section}: tetapan perlawanan berpasukan"
            ),
            Deed::PlayedIndividually { section } => in_lang!(
                lang,
                "{section}: played individually",
                "{section}: dimainkan secara individu"
            ),
            Deed::Lineup {
                section,
                team,
                round,
            } => in_lang!(
                lang,
                "{section}: line-up of {team} for round {round}",
                "{section}: barisan {team} untuk pusingan {round}"
            ),
            Deed::TeamRoundPaired {
                section,
                round,
                matches,
            } => in_lang!(
                lang,
                "{section}: round {round} paired ({matches} matches)",
                "{section}: pusingan {round} dipasangkan ({matches} perlawanan)"
            ),
            Deed::TeamForfeit {
                section,
                round,
                number,
                team,
            } => in_lang!(
                lang,
                "{section} R{round} match {number}: team {team} forfeits",
                "{section} P{round} perlawanan {number}: pasukan {team} kalah walkover"
            ),
            Deed::Import { sections } => {
                let parts: Vec<String> = sections
                    .iter()
                    .map(|(code, players, teams)| {
                        let teams = match teams {
                            0 => String::new(),
                            n => in_lang!(lang, ", {n} new team(s)", ", {n} pasukan baharu"),
                        };
                        in_lang!(
                            lang,
                            "{code} {players} player(s){teams}",
                            "{code} {players} pemain{teams}"
                        )
                    })
                    .collect();
                let parts = parts.join("; ");
                in_lang!(lang, "import: {parts}", "import: {parts}")
            }
            Deed::PrizeLine {
                section,
                qualifiers,
                line,
            } => {
                let list = match qualifiers {
                    true => in_lang!(
                        lang,
                        "qualifier list of {section}",
                        "senarai kelayakan {section}"
                    ),
                    false => in_lang!(lang, "prize list of {section}", "senarai hadiah {section}"),
                };
                let done = match line {
                    PrizeLineDone::Added => lang.pick("line added", "baris ditambah").to_string(),
                    PrizeLineDone::Removed(n) => {
                        in_lang!(lang, "line {n} removed", "baris {n} dibuang")
                    }
                    PrizeLineDone::Changed(n) => {
                        in_lang!(lang, "line {n} changed", "baris {n} diubah")
                    }
                    PrizeLineDone::Moved { line, up: true } => {
                        in_lang!(lang, "line {line} moved up", "baris {line} dinaikkan")
                    }
                    PrizeLineDone::Moved { line, up: false } => {
                        in_lang!(lang, "line {line} moved down", "baris {line} diturunkan")
                    }
                };
                format!("{list}: {done}")
            }
            Deed::PrizesPerPlayer { section, several } => {
                let rule = match several {
                    true => lang.pick("several", "beberapa"),
                    false => lang.pick("one", "satu"),
                };
                in_lang!(
                    lang,
                    "prizes per player of {section}: {rule}",
                    "hadiah setiap pemain {section}: {rule}"
                )
            }
        }
    }
}

impl HandEdit {
    /// The edit in `lang`, after the section and round.
    pub fn say(&self, lang: Language) -> String {
        match self {
            HandEdit::Swap(a, b) => in_lang!(lang, "swap {a} and {b}", "{a} dan {b} ditukar"),
            HandEdit::Colours(board) => in_lang!(
                lang,
                "colours exchanged on board {board}",
                "warna ditukar di papan {board}"
            ),
            HandEdit::Force(a, b) => in_lang!(lang, "{a} to play {b}", "{a} bertemu {b}"),
            HandEdit::Forbid { a, b, first, last } => in_lang!(
                lang,
                "{a} and {b} kept apart in rounds {first}-{last}",
                "{a} dan {b} dipisahkan dalam pusingan {first}-{last}"
            ),
            HandEdit::Bye(p) => in_lang!(
                lang,
                "pairing-allocated bye to {p}",
                "bai pasangan kepada {p}"
            ),
        }
    }
}

/// A result entered (`before` pending), cleared (`after` pending) or changed on a board
/// (1-based): how the journal words an entry it tells from its change.
pub fn result_said(
    section: &str,
    round: RoundNo,
    board: usize,
    before: Outcome,
    after: Outcome,
    lang: Language,
) -> String {
    let head = in_lang!(
        lang,
        "{section} R{round} board {board}: ",
        "{section} P{round} papan {board}: "
    );
    let (b, a) = (before.code(), after.code());
    match (before.is_pending(), after.is_pending()) {
        (true, _) => format!("{head}{a}"),
        (false, true) => in_lang!(lang, "{head}{b} cleared", "{head}{b} dipadam"),
        (false, false) => format!("{head}{b} -> {a}"),
    }
}

/// An initial order named after "by".
fn order_name(order: InitialOrder, lang: Language) -> &'static str {
    match order {
        InitialOrder::Rating => lang.pick("rating", "rating"),
        InitialOrder::BoardValue => lang.pick("board value", "nilai papan"),
        InitialOrder::RatingThenBoard => lang.pick("rating then board", "rating kemudian papan"),
        InitialOrder::Manual => lang.pick("the existing order", "susunan sedia ada"),
    }
}

/// The player's name, after the word reserve for a team's reserve.
fn named(name: &str, reserve: bool, lang: Language) -> String {
    match reserve {
        true => format!("{} {name}", lang.pick("reserve", "simpanan")),
        false => name.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn both(d: &Deed) -> (String, String) {
        (d.say(Language::English), d.say(Language::Malay))
    }

    /// The English is the sentence format version 10 stored for the same change, word
    /// for word (the command line and the English history say it as before).
    #[test]
    fn the_english_is_the_sentence_files_stored_before() {
        let cases = [
            (
                Deed::SectionAdded {
                    section: "T12".into(),
                    name: "Berpasukan".into(),
                    team_matches: true,
                    rounds: 7,
                },
                "new section T12 (Berpasukan, team matches, 7 rounds)",
            ),
            (
                Deed::RoundDeleted {
                    section: "L12".into(),
                    round: 3,
                    results_lost: 2,
                },
                "L12: pairings of round 3 deleted, 2 result(s) lost",
            ),
            (
                Deed::Printer {
                    width: 136,
                    charset: Charset::Cp437,
                    escp: true,
                    device: String::new(),
                },
                "printer: 136 columns, Cp437, ESC/P, no device",
            ),
            (
                Deed::Import {
                    sections: vec![("L12".into(), 20, 4), ("P12".into(), 3, 0)],
                },
                "import: L12 20 player(s), 4 new team(s); P12 3 player(s)",
            ),
            (
                Deed::PrizeLine {
                    section: "L12".into(),
                    qualifiers: true,
                    line: PrizeLineDone::Moved { line: 2, up: false },
                },
                "qualifier list of L12: line 2 moved down",
            ),
            (
                Deed::Placed {
                    section: "L12".into(),
                    name: "Tan Wei Ming".into(),
                    team: Some("SKSI".into()),
                    board: Some(5),
                    reserve: true,
                },
                "L12: Tan Wei Ming to team SKSI board 5 (reserve)",
            ),
        ];
        for (deed, english) in cases {
            assert_eq!(deed.say(Language::English), english);
        }
    }

    #[test]
    fn the_malay_names_the_same_facts() {
        let d = Deed::ByeCancelled {
            section: "L12".into(),
            kind: ByeKind::Half,
            name: "Priya a/p Raman".into(),
            round: 4,
        };
        assert_eq!(
            both(&d),
            (
                "L12: cancel the half-point bye of Priya a/p Raman in round 4".into(),
                "L12: bai separuh mata Priya a/p Raman dalam pusingan 4 dibatalkan".into()
            )
        );
        let d = Deed::TeamForfeit {
            section: "T12".into(),
            round: 2,
            number: 3,
            team: "SKBT".into(),
        };
        assert_eq!(
            both(&d).1,
            "T12 P2 perlawanan 3: pasukan SKBT kalah walkover"
        );
    }

    #[test]
    fn a_result_is_told_in_either_language() {
        let win = Outcome::Played(crate::model::GameResult::WhiteWins);
        let said = |before, after, lang| result_said("L12", 3, 7, before, after, lang);
        assert_eq!(
            said(Outcome::Pending, win, Language::English),
            "L12 R3 board 7: 1-0"
        );
        assert_eq!(
            said(win, Outcome::Pending, Language::Malay),
            "L12 P3 papan 7: 1-0 dipadam"
        );
    }
}
