//! Reading each line of a TRF file into a record, field by field in the columns
//! trf.md 3.1-3.4 gives them.

use super::error::{TrfError, TrfErrorKind};
use super::lines::Line;
use super::records::*;
use super::{MAX_POINTS, MAX_ROUNDS, MAX_TPN};
use crate::model::{Colour, Points, RoundNo, Tpn};

/// What a point value in a file must be.
const POINTS_RANGE: &str = "points from 0 to 100, such as 1.0";

/// A point value (a result, a bye, virtual points) at `column`: 0 to 100 points.
fn point_value(
    line: &Line,
    column: usize,
    field: &'static str,
    text: &str,
) -> Result<Points, TrfError> {
    Points::parse(text)
        .filter(|p| (Points::ZERO..=MAX_POINTS).contains(p))
        .ok_or_else(|| {
            line.error(
                column,
                TrfErrorKind::BadValue {
                    field,
                    text: text.to_string(),
                    expected: POINTS_RANGE,
                },
            )
        })
}

/// A blank or virtual points (`250`, `XXA`) in columns `from..=to`: -100 to 100
/// points (a file may take points away as well as give them).
fn virtual_points_field(
    line: &Line,
    from: usize,
    to: usize,
    field: &'static str,
) -> Result<Option<Points>, TrfError> {
    let text = line.field(from, to);
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    Points::parse(t)
        .filter(|p| p.0.abs() <= MAX_POINTS.0)
        .map(Some)
        .ok_or_else(|| {
            line.error(
                from,
                TrfErrorKind::BadValue {
                    field,
                    text: t.to_string(),
                    expected: "points from -100 to 100, such as 1.0",
                },
            )
        })
}

/// Header codes kept as text (the ones with a meaning the reader needs are typed).
const TEXT_HEADERS: [&str; 21] = [
    "012", "022", "032", "042", "052", "062", "072", "082", "092", "102", "112", "122", "132",
    "172", "182", "192", "202", "212", "222", "352", "362",
];

/// Refuses a control character anywhere in a line, except a tab between fields (some
/// programs pad with tabs); a tab in a player's name or a header's text is refused too,
/// as it would reach the screen, the printer and other files inside that text.
pub(crate) fn refuse_controls(line: &Line, text: &str) -> Result<(), TrfError> {
    let refuse = |column: usize, field: &'static str, code: u32| {
        line.error(column, TrfErrorKind::ControlCharacter { field, code })
    };
    if let Some((i, c)) = text
        .chars()
        .enumerate()
        .find(|(_, c)| *c != '\t' && crate::model::is_control(*c))
    {
        return Err(refuse(i + 1, "the line", u32::from(c)));
    }
    let code: String = text.chars().take(3).collect();
    let text_from = match code.as_str() {
        "001" => Some((15, 47, "the player's name")),
        c if TEXT_HEADERS.contains(&c) => Some((4, usize::MAX, "the header's text")),
        _ => None,
    };
    if let Some((from, to, field)) = text_from
        && let Some((i, _)) = text
            .chars()
            .enumerate()
            .skip(from - 1)
            .take(to - from + 1)
            .find(|(_, c)| *c == '\t')
    {
        return Err(refuse(i + 1, field, 9));
    }
    Ok(())
}

/// Reads one line into a record. Semantic checks that need other lines (opponents,
/// duplicate numbers) are made afterwards, in `validate`.
pub(crate) fn read_record(line: &Line, text: &str) -> Result<Record, TrfError> {
    let code: String = text.chars().take(3).collect();
    if text.starts_with("###") {
        return Ok(Record::Comment(text.to_string()));
    }
    Ok(match code.as_str() {
        "001" => Record::Player(read_player(line)?),
        "142" => Record::TotalRounds(single_number(line, "number of rounds")?),
        "XXR" => Record::XxRounds(single_number(line, "number of rounds")?),
        "152" => Record::InitialColour(read_colour(line)?),
        "XXC" => Record::XxConfig(read_xxc(line)),
        "162" => Record::Scoring(read_162(line)?),
        "XXS" => Record::XxScoring(read_xxs(line)?),
        "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
            let bb = BbCode::ALL
                .into_iter()
                .find(|b| b.code() == code)
                .unwrap_or(BbCode::Win);
            let words = line.words(4);
            match words.as_slice() {
                [(col, w)] => Record::BbPoints(bb, point_value(line, *col, "points", w)?),
                _ => return Err(line.error(4, TrfErrorKind::Missing { field: "points" })),
            }
        }
        "240" => Record::Byes(read_240(line)?),
        "250" => Record::Acceleration(read_250(line)?),
        "260" => Record::Forbidden(read_260(line)?),
        "XXP" => Record::XxForbidden(tpn_words(line, "player")?),
        "XXZ" => Record::XxAbsent(tpn_words(line, "player")?),
        "XXA" => Record::XxAcceleration(read_xxa(line)?),
        c if TEXT_HEADERS.contains(&c) => Record::Header {
            code: code.clone(),
            text: if line.at(4) == ' ' {
                line.rest(5)
            } else {
                line.rest(4)
            },
        },
        _ => Record::Other(text.to_string()),
    })
}

fn read_player(line: &Line) -> Result<PlayerRecord, TrfError> {
    let tpn = line.positive(5, 8, "starting rank")?;
    // A tab or other blank in the sex column is no sex: the writer drops trailing blanks
    // of a player line, so a blank kept here would not survive a short line.
    let sex = match line.at(10) {
        c if c.is_whitespace() => None,
        c => Some(c.to_ascii_lowercase()),
    };
    let rating = line.number::<u16>(49, 52, "rating")?;
    let points = line.points(81, 84, "points")?;
    let rank = line.number::<u32>(86, 89, "rank")?;
    let mut rounds = Vec::new();
    let mut start = 92;
    while start <= line.len() {
        let round = rounds.len() as RoundNo + 1;
        if round > MAX_ROUNDS {
            let rest = line.rest(start);
            if rest.trim().is_empty() {
                break;
            }
            return Err(line.error(
                start,
                TrfErrorKind::BadValue {
                    field: "round",
                    text: rest.trim().to_string(),
                    expected: "at most 999 rounds on a player line",
                },
            ));
        }
        rounds.push(read_cell(line, tpn, round, start)?);
        start += 10;
    }
    while rounds.last().is_some_and(RoundCell::is_empty) {
        rounds.pop();
    }
    Ok(PlayerRecord {
        tpn,
        sex,
        title: line.field(11, 13).trim().to_string(),
        name: line.field(15, 47).trim().to_string(),
        rating,
        federation: line.field(54, 56).trim().to_string(),
        fide_id: line.field(58, 68).trim().to_string(),
        birth: line.field(70, 79).trim().to_string(),
        points,
        rank,
        rounds,
    })
}

/// The first column of round `round`'s block.
pub(crate) fn cell_column(round: RoundNo) -> usize {
    92 + 10 * (round as usize).saturating_sub(1)
}

fn read_cell(line: &Line, tpn: Tpn, round: RoundNo, start: usize) -> Result<RoundCell, TrfError> {
    let opponent = match line.number::<u32>(start, start + 3, "opponent")? {
        None | Some(0) => None,
        Some(n) => Some(n),
    };
    let colour_col = start + 5;
    let colour = CellColour::from_char(line.at(colour_col)).ok_or_else(|| {
        line.error(
            colour_col,
            TrfErrorKind::BadValue {
                field: "colour",
                text: line.at(colour_col).to_string(),
                expected: "w, b, - or blank",
            },
        )
    })?;
    let result_col = start + 7;
    let result = ResultCode::from_char(line.at(result_col)).ok_or_else(|| {
        line.error(
            result_col,
            TrfErrorKind::BadValue {
                field: "result",
                text: line.at(result_col).to_string(),
                expected: "one of 1 = 0 + - W D L H F U Z or blank",
            },
        )
    })?;
    let bad =
        |column, detail: String| line.error(column, TrfErrorKind::BadRoundEntry { round, detail });
    match opponent {
        Some(o) if o == tpn => {
            return Err(line.error(start, TrfErrorKind::SelfOpponent { round, tpn }));
        }
        Some(_) => {
            if matches!(
                result,
                ResultCode::HalfBye | ResultCode::FullBye | ResultCode::Pab | ResultCode::ZeroBye
            ) {
                return Err(bad(
                    result_col,
                    format!(
                        "result '{}' is a bye but an opponent is given",
                        result.to_char()
                    ),
                ));
            }
            let needs_colour = result.is_played_game() || result == ResultCode::Blank;
            if needs_colour && colour.colour().is_none() {
                return Err(bad(
                    colour_col,
                    "a game on the board needs colour w or b".into(),
                ));
            }
        }
        None => {
            if result.is_played_game() && result != ResultCode::Draw {
                return Err(bad(
                    result_col,
                    format!("result '{}' needs an opponent", result.to_char()),
                ));
            }
            if colour.colour().is_some() {
                return Err(bad(
                    colour_col,
                    "an entry without an opponent has no colour".into(),
                ));
            }
        }
    }
    Ok(RoundCell {
        opponent,
        colour,
        result,
    })
}

fn single_number(line: &Line, field: &'static str) -> Result<u32, TrfError> {
    match line.words(4).as_slice() {
        [] => Err(line.error(5, TrfErrorKind::Missing { field })),
        [(col, w)] => match w.parse::<u32>() {
            Ok(n) if (1..=MAX_ROUNDS).contains(&n) => Ok(n),
            _ if w.chars().all(|c| c.is_ascii_digit()) => Err(line.error(
                *col,
                TrfErrorKind::BadValue {
                    field,
                    text: w.clone(),
                    expected: "a number from 1 to 999",
                },
            )),
            _ => Err(line.error(
                *col,
                TrfErrorKind::NotANumber {
                    field,
                    text: w.clone(),
                },
            )),
        },
        [_, (col, w), ..] => Err(line.error(
            *col,
            TrfErrorKind::BadValue {
                field,
                text: w.clone(),
                expected: "a single number",
            },
        )),
    }
}

fn read_colour(line: &Line) -> Result<Colour, TrfError> {
    let words = line.words(4);
    let (col, w) = words.first().cloned().unwrap_or((5, String::new()));
    match (w.to_ascii_uppercase().as_str(), words.len()) {
        ("W", 1) => Ok(Colour::White),
        ("B", 1) => Ok(Colour::Black),
        _ => Err(line.error(
            col,
            TrfErrorKind::BadValue {
                field: "initial colour",
                text: w,
                expected: "W or B",
            },
        )),
    }
}

fn read_xxc(line: &Line) -> XxConfig {
    let mut config = XxConfig::default();
    for (_, w) in line.words(4) {
        if w.eq_ignore_ascii_case("rank") {
            config.rank = true;
        } else if w.eq_ignore_ascii_case("white1") {
            config.initial_colour = Some(Colour::White);
        } else if w.eq_ignore_ascii_case("black1") {
            config.initial_colour = Some(Colour::Black);
        } else {
            config.other.push(w);
        }
    }
    config
}

/// `162`: symbol at column 6, value in 7-10, the next pair 9 columns on. The words are
/// read by spacing rather than by column, so `W 3.0` and `W3.0` both read.
fn read_162(line: &Line) -> Result<Vec<ScoreValue>, TrfError> {
    let words = line.words(4);
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let (col, w) = &words[i];
        let mut chars = w.chars();
        let symbol = match chars.next() {
            Some(c) if c.is_ascii_alphabetic() => c.to_ascii_uppercase(),
            _ => {
                return Err(line.error(
                    *col,
                    TrfErrorKind::BadValue {
                        field: "scoring symbol",
                        text: w.clone(),
                        expected: "a letter such as W, D, L, A or P",
                    },
                ));
            }
        };
        let glued: String = chars.collect();
        let (value_col, value) = if glued.is_empty() {
            i += 1;
            match words.get(i) {
                Some((c, v)) => (*c, v.clone()),
                None => return Err(line.error(col + 1, TrfErrorKind::Missing { field: "points" })),
            }
        } else {
            (col + 1, glued)
        };
        let points = point_value(line, value_col, "points", &value)?;
        out.push(ScoreValue { symbol, points });
        i += 1;
    }
    Ok(out)
}

fn read_xxs(line: &Line) -> Result<Vec<(String, Points)>, TrfError> {
    line.words(4)
        .into_iter()
        .map(|(col, w)| {
            let Some((k, v)) = w.split_once('=') else {
                return Err(line.error(
                    col,
                    TrfErrorKind::BadValue {
                        field: "scoring",
                        text: w,
                        expected: "CODE=VALUE such as W=1.0",
                    },
                ));
            };
            Ok((k.to_ascii_uppercase(), point_value(line, col, "points", v)?))
        })
        .collect()
}

/// Player numbers in 4-column fields every 5 columns from `from`, up to the line's end.
fn tpn_fields(line: &Line, from: usize) -> Result<Vec<Tpn>, TrfError> {
    let mut out = Vec::new();
    let mut col = from;
    while col <= line.len() {
        match line.number::<u32>(col, col + 3, "player")? {
            Some(0) => {
                return Err(line.error(
                    col,
                    TrfErrorKind::BadValue {
                        field: "player",
                        text: "0".into(),
                        expected: "1 or more",
                    },
                ));
            }
            Some(n) => out.push(n),
            None => {}
        }
        col += 5;
    }
    Ok(out)
}

fn tpn_words(line: &Line, field: &'static str) -> Result<Vec<Tpn>, TrfError> {
    line.words(4)
        .into_iter()
        .map(|(col, w)| match w.parse::<u32>() {
            Ok(n) if (1..=MAX_TPN).contains(&n) => Ok(n),
            _ if w.chars().all(|c| c.is_ascii_digit()) => Err(line.error(
                col,
                TrfErrorKind::BadValue {
                    field,
                    text: w,
                    expected: "a player number from 1 to 9999",
                },
            )),
            _ => Err(line.error(col, TrfErrorKind::NotANumber { field, text: w })),
        })
        .collect()
}

fn read_240(line: &Line) -> Result<ByeRecord, TrfError> {
    let kind = ByeType::from_char(line.at(5)).ok_or_else(|| {
        line.error(
            5,
            TrfErrorKind::BadValue {
                field: "bye type",
                text: line.at(5).to_string(),
                expected: "F, H or Z",
            },
        )
    })?;
    let round = line.positive(7, 9, "round")?;
    Ok(ByeRecord {
        kind,
        round,
        players: tpn_fields(line, 11)?,
    })
}

fn read_250(line: &Line) -> Result<Acceleration, TrfError> {
    let points = virtual_points_field(line, 10, 13, "points")?
        .ok_or_else(|| line.error(10, TrfErrorKind::Missing { field: "points" }))?;
    Ok(Acceleration {
        match_points: virtual_points_field(line, 5, 8, "match points")?,
        points,
        first_round: line.positive(15, 17, "first round")?,
        last_round: line.positive(19, 21, "last round")?,
        first_player: line.positive(23, 26, "first player")?,
        last_player: line.positive(28, 31, "last player")?,
    })
}

fn read_260(line: &Line) -> Result<ForbiddenRecord, TrfError> {
    Ok(ForbiddenRecord {
        first_round: line.positive(5, 7, "first round")?,
        last_round: line.positive(9, 11, "last round")?,
        players: tpn_fields(line, 13)?,
    })
}

fn read_xxa(line: &Line) -> Result<XxAcceleration, TrfError> {
    let player = line.positive(5, 8, "player")?;
    let mut points = Vec::new();
    let mut col = 10;
    while col <= line.len() {
        if points.len() as RoundNo == MAX_ROUNDS {
            let rest = line.rest(col);
            if rest.trim().is_empty() {
                break;
            }
            return Err(line.error(
                col,
                TrfErrorKind::BadValue {
                    field: "points",
                    text: rest.trim().to_string(),
                    expected: "at most 999 rounds on an XXA line",
                },
            ));
        }
        points.push(virtual_points_field(line, col, col + 3, "points")?);
        col += 5;
    }
    while points.last().is_some_and(Option::is_none) {
        points.pop();
    }
    Ok(XxAcceleration { player, points })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_refused_with_line_and_column() {
        let refused = |text: &str| {
            let e = refuse_controls(&Line::new(7, text), text).expect_err(text);
            (e.line, e.column, e.to_string())
        };
        let (line, column, message) = refused("012 Kejohanan\u{1b}]52;c;eA==\u{7}");
        assert_eq!((line, column), (7, 14));
        assert!(
            message.contains("control character U+001B in the line"),
            "{message}"
        );
        assert_eq!(refused("001    1      Tan\u{0}Wei").1, 18);
        assert_eq!(refused("001    1      Tan\u{c}Wei").1, 18);
        let (_, column, message) = refused("001    1      Tan\tWei Ming");
        assert_eq!(column, 18);
        assert!(message.contains("U+0009 in the player's name"), "{message}");
        assert!(
            refused("012 Kejohanan\tCatur")
                .2
                .contains("the header's text")
        );
        // A tab between other fields is still read as a blank.
        let line = "001    1\t     Tan Wei Ming";
        assert!(refuse_controls(&Line::new(1, line), line).is_ok());
    }

    #[test]
    fn reads_a_player_line_by_columns() {
        let text = format!(
            "001 {:>4} m {:>2} {:<33} {:>4} MAS {:>11} 2011/03/09 {:>4} {:>4}  {}",
            12, "FM", "Tan Wei Ming", 1834, 12345678, "2.5", 4, "   5 w 1  0000 - H    17 b -"
        );
        let r = read_record(&Line::new(1, &text), &text).unwrap();
        let Record::Player(p) = r else {
            panic!("not a player: {r:?}")
        };
        assert_eq!((p.tpn, p.sex, p.title.as_str()), (12, Some('m'), "FM"));
        assert_eq!(p.name, "Tan Wei Ming");
        assert_eq!(p.rating, Some(1834));
        assert_eq!(p.fide_id, "12345678");
        assert_eq!(p.birth, "2011/03/09");
        assert_eq!(p.points, Some(Points(25)));
        assert_eq!(p.rank, Some(4));
        assert_eq!(p.rounds.len(), 3);
        assert_eq!(p.rounds[1], RoundCell::bye(ResultCode::HalfBye));
        assert_eq!(p.rounds[2].result, ResultCode::ForfeitLoss);
    }

    #[test]
    fn reads_the_162_record_both_ways() {
        let text = "162  W 3.0    D 1.0";
        let r = read_record(&Line::new(1, text), text).unwrap();
        assert_eq!(
            r,
            Record::Scoring(vec![
                ScoreValue {
                    symbol: 'W',
                    points: Points(30)
                },
                ScoreValue {
                    symbol: 'D',
                    points: Points(10)
                },
            ])
        );
        let text = "162 W2.0 D1.0";
        assert!(
            matches!(read_record(&Line::new(1, text), text), Ok(Record::Scoring(v)) if v.len() == 2)
        );
    }
}
