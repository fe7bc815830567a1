//! From a TRF file to a [`Section`].
//!
//! - Player ids are the starting ranks: `PlayerId(tpn)`, `tpn` set.
//! - A round's boards are the pairs of players naming each other. White is the player
//!   with colour `w`; when neither has a colour (a forfeit written `-`), the lower
//!   starting rank takes white.
//! - Boards are ordered as C.04.2 3.6 recommends: the higher score of the two before
//!   the round (descending), then the sum of both scores (descending), then the
//!   starting rank of the higher-ranked player of the pair (higher score, then lower
//!   starting rank). Unpaired players follow in starting-rank order.
//! - **The round to be paired.** Files asking for the next round list byes decided in
//!   advance in that round's column (`0000 - H`, `0000 - Z`, `0000 - F`). When the last
//!   non-empty column holds no game, no PAB, at least one such bye and at least one
//!   player with nothing in it, it is not a played round: its byes become
//!   [`Player::bye_requests`]. `240` records for that round or later ones, and `XXZ`
//!   (absent from the round to be paired), add requests the same way; `240` records for
//!   rounds already played only repeat the columns and are not read.
//! - A last column in which every player has a bye is a played round in which nobody
//!   met anybody, as the reference engine reads it; a played round of byes with a
//!   player left blank in it still reads as the requests of the next round.

use super::error::{TrfError, TrfErrorKind};
use super::records::{ByeType, CellColour, PlayerRecord, Record, ResultCode, RoundCell, TrfFile};
use super::scoring::{add, cell_points};
use crate::model::*;
use std::collections::HashMap;

/// Builds a section from a file. The records are checked again (as [`parse`] does), so
/// a file built or edited by hand cannot give an inconsistent section.
///
/// [`parse`]: super::parse
pub fn to_section(file: &TrfFile) -> Result<Section, TrfError> {
    super::validate::validate(&file.records)?;
    let players: Vec<(usize, &PlayerRecord)> = file
        .records
        .iter()
        .enumerate()
        .filter_map(|(i, r)| match r {
            Record::Player(p) => Some((i + 1, p)),
            _ => None,
        })
        .collect();
    let columns = players
        .iter()
        .map(|(_, p)| p.rounds.len())
        .max()
        .unwrap_or(0) as RoundNo;
    let to_pair = columns > 0 && is_request_column(&players, columns);
    let played = if to_pair { columns - 1 } else { columns };

    let mut section = settings(file, columns);
    let values = section.settings.points;
    for (_, p) in &players {
        section.players.push(player(p));
    }
    section.players.sort_by_key(|p| p.tpn);
    section.next_player_id = section
        .players
        .iter()
        .map(|p| p.id.0 + 1)
        .max()
        .unwrap_or(1);

    let by_tpn: HashMap<Tpn, (usize, &PlayerRecord)> = players
        .iter()
        .map(|&(line, p)| (p.tpn, (line, p)))
        .collect();
    let mut scores: HashMap<Tpn, Points> = HashMap::new();
    for round in 1..=played {
        let r = build_round(round, &players, &by_tpn, &scores)?;
        for (_, p) in &players {
            let cell = cell_of(p, round);
            let score = scores.entry(p.tpn).or_default();
            *score = add(*score, cell_points(&cell, &values));
        }
        section.rounds.push(r);
    }

    let next = played + 1;
    if to_pair {
        for (_, p) in &players {
            if let Some(kind) = request_kind(&cell_of(p, next)) {
                add_request(&mut section, p.tpn, next, kind);
            }
        }
    }
    requests_and_constraints(&mut section, file, played);
    section.settings.schedule = round_dates(file)?;
    Ok(section)
}

/// The round dates of record `132`: round `r`'s date in columns `92 + 10(r-1)` to
/// `101 + 10(r-1)`, `YY/MM/DD` as TRF writes it (or `YYYY/MM/DD`); a blank block is a
/// round without a date. TRF has no place for a time, so the rounds have none.
fn round_dates(file: &TrfFile) -> Result<Schedule, TrfError> {
    let Some((line, text)) = file
        .records
        .iter()
        .enumerate()
        .rev()
        .find_map(|(i, r)| match r {
            Record::Header { code, text } if code == "132" => Some((i + 1, text)),
            _ => None,
        })
    else {
        return Ok(Schedule::default());
    };
    // The header's text starts at column 5.
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut round: RoundNo = 1;
    loop {
        let column = 92 + 10 * (round as usize - 1);
        let from = column - 5;
        if from >= chars.len() || round > super::MAX_ROUNDS {
            break;
        }
        let block: String = chars[from..(from + 10).min(chars.len())].iter().collect();
        let word = block.trim();
        if !word.is_empty() {
            let date = date_from_yy(word)
                .or_else(|| {
                    word.parse::<Date>()
                        .ok()
                        .filter(|d| d.day.is_some() && word.len() == 10)
                })
                .ok_or_else(|| {
                    TrfError::new(
                        line,
                        column,
                        TrfErrorKind::BadValue {
                            field: "the round date",
                            text: word.to_string(),
                            expected: "YY/MM/DD",
                        },
                    )
                })?;
            out.push(RoundTime {
                round,
                date,
                time: None,
            });
        }
        round += 1;
    }
    Ok(Schedule(out))
}

/// The section settings a file declares; a TRF file carries no school rules, so only
/// what the file says constrains the pairing.
fn settings(file: &TrfFile, columns: RoundNo) -> Section {
    let name = file
        .header("012")
        .map(|t| t.trim().to_string())
        .unwrap_or_default();
    let mut section = Section::new("TRF", name, file.rounds_planned().unwrap_or(columns));
    section.settings.points = file.point_values();
    // TRF26 spells a modifier after a slash (`BH/C1`); the section keeps catur's `BH-C1`.
    section.settings.tiebreaks = file
        .tiebreaks()
        .iter()
        .map(|c| c.replace('/', "-"))
        .collect();
    section.settings.initial_colour = file.initial_colour();
    section.settings.initial_order = InitialOrder::Manual;
    section.settings.local_rules = LocalRules {
        same_team_rounds: 0,
        top_seeds_apart: 0,
    };
    section.settings.language = Language::English;
    section.settings.accelerated = ["092", "192"].iter().any(|c| {
        file.header(c)
            .is_some_and(|t| t.trim().to_ascii_uppercase().ends_with("_BAKU"))
    });
    section
}

/// `240` and `XXZ` requests for rounds not yet played, and `260`/`XXP` forbidden pairs.
fn requests_and_constraints(section: &mut Section, file: &TrfFile, played: RoundNo) {
    let next = played + 1;
    for r in &file.records {
        match r {
            Record::Byes(b) if b.round > played => {
                let kind = match b.kind {
                    ByeType::Full => ByeKind::Full,
                    ByeType::Half => ByeKind::Half,
                    ByeType::Zero => ByeKind::Zero,
                };
                for &t in &b.players {
                    add_request(section, t, b.round, kind);
                }
            }
            Record::XxAbsent(v) => {
                for &t in v {
                    add_request(section, t, next, ByeKind::Zero);
                }
            }
            Record::Forbidden(f) => section.forbidden.push(ForbiddenPair {
                first_round: f.first_round,
                last_round: f.last_round,
                players: f.players.iter().map(|&t| PlayerId(t)).collect(),
            }),
            Record::XxForbidden(v) => section.forbidden.push(ForbiddenPair {
                first_round: 1,
                last_round: section.settings.rounds_planned.max(next),
                players: v.iter().map(|&t| PlayerId(t)).collect(),
            }),
            _ => {}
        }
    }
}

fn cell_of(p: &PlayerRecord, round: RoundNo) -> RoundCell {
    p.rounds
        .get(round as usize - 1)
        .copied()
        .unwrap_or_default()
}

/// A byes-only column: no opponent, no PAB anywhere, at least one bye decided in
/// advance (so an all-blank column never counts), and at least one player with nothing
/// in it. A column in which every player has a bye is a played round in which nobody
/// met anybody (the reference engine reads it so too).
fn is_request_column(players: &[(usize, &PlayerRecord)], round: RoundNo) -> bool {
    let cells: Vec<RoundCell> = players.iter().map(|(_, p)| cell_of(p, round)).collect();
    cells
        .iter()
        .all(|c| c.opponent.is_none() && c.result != ResultCode::Pab)
        && cells.iter().any(|c| request_kind(c).is_some())
        && cells.iter().any(RoundCell::is_empty)
}

fn request_kind(cell: &RoundCell) -> Option<ByeKind> {
    if cell.opponent.is_some() {
        return None;
    }
    match cell.result {
        ResultCode::HalfBye | ResultCode::Draw => Some(ByeKind::Half),
        ResultCode::FullBye | ResultCode::ForfeitWin => Some(ByeKind::Full),
        ResultCode::ZeroBye | ResultCode::ForfeitLoss => Some(ByeKind::Zero),
        _ => None,
    }
}

fn add_request(section: &mut Section, tpn: Tpn, round: RoundNo, kind: ByeKind) {
    if let Some(p) = section.player_mut(PlayerId(tpn))
        && !p.bye_requests.iter().any(|b| b.round == round)
    {
        p.bye_requests.push(ByeRequest { round, kind });
        p.bye_requests.sort_by_key(|b| b.round);
    }
}

fn player(p: &PlayerRecord) -> Player {
    let mut player = Player::new(PlayerId(p.tpn), p.name.clone());
    player.tpn = p.tpn;
    player.sex = match p.sex {
        Some('m') => Some(Sex::Male),
        Some('w' | 'f') => Some(Sex::Female),
        _ => None,
    };
    player.title = title(&p.title);
    player.rating = p.rating.filter(|&r| r > 0);
    player.federation = p.federation.clone();
    player.fide_id = p.fide_id.parse().ok().filter(|&id| id > 0);
    player.birth = birth_date(&p.birth);
    player
}

/// Titles in full (`WGM`) or in the one- and two-letter codes of older files (`g` GM,
/// `m` IM, `f` FM, `c` CM, `wg` WGM ...); anything else is no title.
fn title(text: &str) -> Option<Title> {
    Some(match text.to_ascii_lowercase().as_str() {
        "gm" | "g" => Title::GM,
        "im" | "m" => Title::IM,
        "wgm" | "wg" => Title::WGM,
        "fm" | "f" => Title::FM,
        "wim" | "wm" => Title::WIM,
        "cm" | "c" => Title::CM,
        "wfm" | "wf" => Title::WFM,
        "wcm" | "wc" => Title::WCM,
        _ => return None,
    })
}

/// Birth dates as FIDE lists write them, where `00` stands for an unknown month or day.
fn birth_date(text: &str) -> Option<Date> {
    let mut parts = text
        .split(['/', '-', '.'])
        .map(|s| s.trim().parse::<u16>().ok());
    let year = parts.next()??;
    if !(1900..=2100).contains(&year) {
        return None;
    }
    let month = parts
        .next()
        .flatten()
        .filter(|m| (1..=12).contains(m))
        .map(|m| m as u8);
    // A day the month does not have (2014/02/30) is no day.
    let day = parts
        .next()
        .flatten()
        .zip(month)
        .filter(|&(d, m)| d >= 1 && d <= u16::from(days_in_month(year, m)))
        .map(|(d, _)| d as u8);
    Some(Date {
        year,
        month,
        day: month.and(day),
    })
}

type Key = (std::cmp::Reverse<Points>, std::cmp::Reverse<Points>, Tpn);

fn build_round(
    round: RoundNo,
    players: &[(usize, &PlayerRecord)],
    by_tpn: &HashMap<Tpn, (usize, &PlayerRecord)>,
    scores: &HashMap<Tpn, Points>,
) -> Result<Round, TrfError> {
    let mut r = Round::new(round);
    let mut boards: Vec<(Key, Board)> = Vec::new();
    let score = |t: Tpn| scores.get(&t).copied().unwrap_or_default();
    for &(line, p) in players {
        let cell = cell_of(p, round);
        let Some(opp) = cell.opponent else {
            let kind = match cell.result {
                ResultCode::Pab => ByeKind::Pab,
                _ => request_kind(&cell).unwrap_or(ByeKind::Absent),
            };
            r.unpaired.push(Unpaired {
                player: PlayerId(p.tpn),
                kind,
            });
            continue;
        };
        let column = super::reader::cell_column(round);
        let theirs = by_tpn
            .get(&opp)
            .map(|(_, o)| cell_of(o, round))
            .unwrap_or_default();
        if theirs.opponent != Some(p.tpn) {
            return Err(TrfError::new(
                line,
                column,
                TrfErrorKind::Disagree {
                    round,
                    tpn: p.tpn,
                    opponent: opp,
                    detail: format!("{opp} does not name {} in that round", p.tpn),
                },
            ));
        }
        let i_am_white = match cell.colour {
            CellColour::White => true,
            CellColour::Black => false,
            CellColour::None | CellColour::Blank => {
                theirs.colour != CellColour::White && p.tpn < opp
            }
        };
        if !i_am_white {
            continue;
        }
        let outcome = outcome(&cell, &theirs).ok_or_else(|| {
            TrfError::new(
                line,
                column + 7,
                TrfErrorKind::Disagree {
                    round,
                    tpn: p.tpn,
                    opponent: opp,
                    detail: format!(
                        "results '{}' and '{}' do not fit",
                        cell.result.to_char(),
                        theirs.result.to_char()
                    ),
                },
            )
        })?;
        let (sw, sb) = (score(p.tpn), score(opp));
        let higher = if sw > sb || (sw == sb && p.tpn < opp) {
            p.tpn
        } else {
            opp
        };
        let key = (
            std::cmp::Reverse(sw.max(sb)),
            std::cmp::Reverse(add(sw, sb)),
            higher,
        );
        let board = Board::new(PlayerId(p.tpn), PlayerId(opp), outcome);
        boards.push((key, board));
    }
    boards.sort_by_key(|(key, _)| *key);
    r.boards = boards.into_iter().map(|(_, b)| b).collect();
    r.unpaired.sort_by_key(|u| u.player);
    Ok(r)
}

/// The board's outcome from White's cell and Black's.
fn outcome(white: &RoundCell, black: &RoundCell) -> Option<Outcome> {
    use GameResult::*;
    use ResultCode as C;
    Some(match (white.result, black.result) {
        (C::Win, C::Loss) => Outcome::Played(WhiteWins),
        (C::Draw, C::Draw) => Outcome::Played(Draw),
        (C::Loss, C::Win) => Outcome::Played(BlackWins),
        (C::ShortWin, C::ShortLoss) => Outcome::ShortGame(WhiteWins),
        (C::ShortDraw, C::ShortDraw) => Outcome::ShortGame(Draw),
        (C::ShortLoss, C::ShortWin) => Outcome::ShortGame(BlackWins),
        (C::ForfeitWin, C::ForfeitLoss) => Outcome::WhiteForfeitWin,
        (C::ForfeitLoss, C::ForfeitWin) => Outcome::BlackForfeitWin,
        (C::ForfeitLoss, C::ForfeitLoss) => Outcome::DoubleForfeit,
        (C::Blank, C::Blank) => Outcome::Pending,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_old_and_new() {
        assert_eq!(title("GM"), Some(Title::GM));
        assert_eq!(title("g"), Some(Title::GM));
        assert_eq!(title("wf"), Some(Title::WFM));
        assert_eq!(title("WCM"), Some(Title::WCM));
        assert_eq!(title(""), None);
        assert_eq!(title("AGM"), None);
    }

    #[test]
    fn birth_dates_with_unknown_parts() {
        assert_eq!(birth_date("2011/03/09"), Some(Date::ymd(2011, 3, 9)));
        assert_eq!(birth_date("1990/00/00"), Some(Date::year(1990)));
        assert_eq!(birth_date("0000/00/00"), None);
        assert_eq!(
            birth_date("2014/02/30"),
            Some(Date {
                year: 2014,
                month: Some(2),
                day: None
            })
        );
        assert_eq!(birth_date(""), None);
    }

    #[test]
    fn outcomes_need_both_sides_to_fit() {
        let c = |result| RoundCell {
            opponent: Some(1),
            colour: CellColour::White,
            result,
        };
        assert_eq!(
            outcome(&c(ResultCode::Win), &c(ResultCode::Loss)),
            Some(Outcome::Played(GameResult::WhiteWins))
        );
        assert_eq!(
            outcome(&c(ResultCode::ForfeitLoss), &c(ResultCode::ForfeitLoss)),
            Some(Outcome::DoubleForfeit)
        );
        assert_eq!(outcome(&c(ResultCode::Win), &c(ResultCode::Win)), None);
    }

    fn section_of(text: &str) -> Section {
        let file = super::super::parse(text).expect("a valid file");
        to_section(&file).expect("a section")
    }

    /// Bug: a played round in which every player has a bye (nobody met anybody) was read
    /// as the byes requested for the round to be paired. Every player has an entry in
    /// that column, so it is a played round (as the reference engine reads it).
    #[test]
    fn all_bye_round_is_a_played_round_not_the_next_rounds_requests() {
        let text = "012 Ujian
XXR 3
001    1 m    Ahmad bin Ismail                  1650                             1.5    1     2 w 1  0000 - H
001    2 w    Nur Aisyah binti Hassan           1540                             1.0    2     1 b 0  0000 - F
001    3 m    Tan Wei Ming                      1500                             0.0    3  0000 - Z  0000 - Z
";
        let s = section_of(text);
        assert_eq!(s.rounds.len(), 2);
        assert!(s.rounds[1].boards.is_empty());
        assert_eq!(s.rounds[1].unpaired.len(), 3);
        assert!(s.players.iter().all(|p| p.bye_requests.is_empty()));
    }

    /// A byes-only last column in which some player has no entry stays the requests of
    /// the round to be paired.
    #[test]
    fn byes_only_last_column_with_a_blank_entry_is_the_next_rounds_requests() {
        let text = "012 Ujian
XXR 3
001    1 m    Ahmad bin Ismail                  1650                             1.0    1     2 w 1  0000 - H
001    2 w    Nur Aisyah binti Hassan           1540                             0.0    2     1 b 0
001    3 m    Tan Wei Ming                      1500                             0.0    3  0000 - Z  0000 - Z
";
        let s = section_of(text);
        assert_eq!(s.rounds.len(), 1);
        let requests: Vec<(Tpn, ByeKind)> = s
            .players
            .iter()
            .flat_map(|p| p.bye_requests.iter().map(move |b| (p.tpn, b.kind)))
            .collect();
        assert_eq!(requests, vec![(1, ByeKind::Half), (3, ByeKind::Zero)]);
    }
}
