//! A team Swiss pairing case as plain text: the round to pair, the competition's rules
//! and every team as C.04.6 sees it before that round; and a pairing in the engine
//! format (`catur pair`'s: the number of matches, then `WHITE BLACK` per match in board
//! order, the bye as `TEAM 0`). Written by the comparison example
//! (`team_swiss_compare`) and read by the golden cases of `tests/corpus/team_swiss`,
//! which include this file with `#[path]`.
//!
//! ```text
//! # anything after '#' is a comment
//! round 4
//! rounds 7                    (planned rounds; `?` when not known)
//! initial white               (Art. 4.1: white or black)
//! preferences a               (Art. 1.7: a, b or none)
//! team 1 40 95 - 4,2,6 WBW    (TPN, primary and secondary score in tenths, flags,
//! team 2 20 60 bu 1,5 BW-      opponents met or `-`, board-1 colour per round: W, B,
//!                              or - for no match played; `.` before round 1)
//! ```
//! Flags: `b` had the bye, `f` won a match by forfeit, `u` floated in the previous
//! round, `-` none.

#![allow(dead_code)]

use catur::model::{Colour, RoundNo};
use catur::pairing::team_swiss::{Preferences, TeamEntrant, TeamSwissRules};

/// One case: the round to pair, the rules, the teams present.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamCase {
    pub round: RoundNo,
    pub rules: TeamSwissRules,
    pub teams: Vec<TeamEntrant>,
}

/// A round's pairing: matches (White's team on board 1 first) in board order, the bye.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TeamAnswer {
    pub matches: Vec<(u32, u32)>,
    pub bye: Option<u32>,
}

pub fn write_case(c: &TeamCase) -> String {
    let mut out = format!("round {}\n", c.round);
    match c.rules.rounds_planned {
        Some(n) => out.push_str(&format!("rounds {n}\n")),
        None => out.push_str("rounds ?\n"),
    }
    let initial = if c.rules.initial == Colour::White {
        "white"
    } else {
        "black"
    };
    out.push_str(&format!("initial {initial}\n"));
    let prefs = match c.rules.preferences {
        Preferences::TypeA => "a",
        Preferences::TypeB => "b",
        Preferences::Unused => "none",
    };
    out.push_str(&format!("preferences {prefs}\n"));
    for t in &c.teams {
        let mut flags = String::new();
        if t.had_bye {
            flags.push('b');
        }
        if t.forfeit_win {
            flags.push('f');
        }
        if t.floated {
            flags.push('u');
        }
        if flags.is_empty() {
            flags.push('-');
        }
        let opponents = if t.opponents.is_empty() {
            "-".to_string()
        } else {
            let o: Vec<String> = t.opponents.iter().map(u32::to_string).collect();
            o.join(",")
        };
        let colours: String = if t.colours.is_empty() {
            ".".to_string()
        } else {
            t.colours
                .iter()
                .map(|c| match c {
                    Some(Colour::White) => 'W',
                    Some(Colour::Black) => 'B',
                    None => '-',
                })
                .collect()
        };
        out.push_str(&format!(
            "team {} {} {} {flags} {opponents} {colours}\n",
            t.number, t.primary, t.secondary
        ));
    }
    out
}

fn number<T: std::str::FromStr>(word: Option<&str>, line: usize, what: &str) -> Result<T, String> {
    let w = word.ok_or_else(|| format!("line {line}: {what} missing"))?;
    w.parse()
        .map_err(|_| format!("line {line}: {what} `{w}` is not a number"))
}

pub fn read_case(text: &str) -> Result<TeamCase, String> {
    let mut round = None;
    let mut rules = TeamSwissRules::new(Colour::White);
    let mut teams = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let body = raw.split('#').next().unwrap_or("").trim();
        if body.is_empty() {
            continue;
        }
        let mut words = body.split_whitespace();
        match words.next() {
            Some("round") => round = Some(number(words.next(), line, "round")?),
            Some("rounds") => {
                rules.rounds_planned = match words.next() {
                    Some("?") => None,
                    w => Some(number(w, line, "rounds")?),
                }
            }
            Some("initial") => {
                rules.initial = match words.next() {
                    Some("white") => Colour::White,
                    Some("black") => Colour::Black,
                    w => return Err(format!("line {line}: initial colour {w:?}")),
                }
            }
            Some("preferences") => {
                rules.preferences = match words.next() {
                    Some("a") => Preferences::TypeA,
                    Some("b") => Preferences::TypeB,
                    Some("none") => Preferences::Unused,
                    w => return Err(format!("line {line}: preferences {w:?}")),
                }
            }
            Some("team") => {
                let number_ = number(words.next(), line, "team number")?;
                let primary = number(words.next(), line, "primary score")?;
                let secondary = number(words.next(), line, "secondary score")?;
                let flags = words.next().ok_or(format!("line {line}: flags missing"))?;
                let opponents = match words.next() {
                    Some("-") => Vec::new(),
                    Some(list) => list
                        .split(',')
                        .map(|o| number(Some(o), line, "opponent"))
                        .collect::<Result<_, _>>()?,
                    None => return Err(format!("line {line}: opponents missing")),
                };
                let colours = match words.next() {
                    Some(".") => Vec::new(),
                    Some(list) => list
                        .chars()
                        .map(|c| match c {
                            'W' => Ok(Some(Colour::White)),
                            'B' => Ok(Some(Colour::Black)),
                            '-' => Ok(None),
                            _ => Err(format!("line {line}: colour `{c}`")),
                        })
                        .collect::<Result<_, _>>()?,
                    None => return Err(format!("line {line}: colours missing")),
                };
                teams.push(TeamEntrant {
                    number: number_,
                    primary,
                    secondary,
                    opponents,
                    colours,
                    had_bye: flags.contains('b'),
                    forfeit_win: flags.contains('f'),
                    floated: flags.contains('u'),
                });
            }
            Some(w) => return Err(format!("line {line}: unknown record `{w}`")),
            None => {}
        }
    }
    Ok(TeamCase {
        round: round.ok_or("no `round` line")?,
        rules,
        teams,
    })
}

pub fn write_answer(a: &TeamAnswer) -> String {
    let mut out = format!("{}\n", a.matches.len() + usize::from(a.bye.is_some()));
    for (w, b) in &a.matches {
        out.push_str(&format!("{w} {b}\n"));
    }
    if let Some(b) = a.bye {
        out.push_str(&format!("{b} 0\n"));
    }
    out
}

/// Reads an answer in the engine format; the count line must give the lines after it,
/// or the matches alone (some engines leave the bye out of the count).
pub fn read_answer(text: &str) -> Result<TeamAnswer, String> {
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let count: usize = number(lines.next(), 1, "count")?;
    let mut a = TeamAnswer::default();
    let mut seen = 0;
    for (i, l) in lines.enumerate() {
        let mut w = l.split_whitespace();
        let white: u32 = number(w.next(), i + 2, "team")?;
        let black: u32 = number(w.next(), i + 2, "team")?;
        if black == 0 {
            a.bye = Some(white);
        } else {
            a.matches.push((white, black));
        }
        seen += 1;
    }
    // The count line counts the bye or not (both spellings are about).
    if seen != count && a.matches.len() != count {
        return Err(format!("count says {count}, {seen} lines follow"));
    }
    Ok(a)
}
