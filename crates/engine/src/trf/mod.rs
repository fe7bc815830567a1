//! FIDE TRF16/TRF26 reader and writer, with the common engine extensions (JaVaFo `XX*`,
//! bbpPairings `BB*`), and conversion between a TRF file and a [`Section`].
//!
//! [`parse`] keeps every line of a file as a [`Record`] (unknown ones verbatim), so
//! [`TrfFile::write`] gives the file back; [`to_section`] and [`from_section`] move
//! between that and the model. Column layouts are those of ../rules/trf.md.
//!
//! ```
//! let text = "012 Kejohanan Catur\n142 5\n\
//! 001    1 m    Ahmad bin Ismail                  1650                             1.0    1     2 w 1\n\
//! 001    2 w    Nur Aisyah binti Hassan           1540                             0.0    2     1 b 0\n";
//! let file = catur_engine::trf::parse(text).unwrap();
//! let section = catur_engine::trf::to_section(&file).unwrap();
//! assert_eq!(section.rounds.len(), 1);
//! assert_eq!(file.to_string(), text);
//! ```

mod audit;
mod convert;
mod error;
mod export;
mod lines;
mod reader;
mod records;
mod scoring;
mod team_lines;
mod validate;
mod writer;

pub use audit::{AUDIT_MARK, audit_lines};
pub use convert::to_section;
pub use error::{TrfError, TrfErrorKind, TrfWarning, TrfWarningKind};
pub use export::{Edition, ExportError, TrfHeader, from_section, section_text};
pub use records::{
    Acceleration, BbCode, ByeRecord, ByeType, CellColour, ForbiddenRecord, LineEnding,
    PlayerRecord, Record, ResultCode, RoundCell, ScoreValue, TrfFile, XxAcceleration, XxConfig,
};
pub use team_lines::{ByeLine, ForfeitLine, ForfeitResult, OutOfOrderLine, TeamLine, TeamRecords};

use crate::model::{Colour, PlayerId, PointValues, Points, RoundNo, TextEncoding, Tpn};
use std::collections::{BTreeMap, BTreeSet};

/// Most rounds a file may have: round numbers are three columns wide in `240`, `250`
/// and `260` records. `142`/`XXR` above it and player lines with round blocks beyond it
/// are refused, so no number in a file sizes anything bigger.
pub const MAX_ROUNDS: RoundNo = 999;

/// Highest pairing number: four columns wide in `001` records.
pub const MAX_TPN: Tpn = 9999;

/// Most points a single result, bye or acceleration may be worth (in tenths: 100 points).
pub const MAX_POINTS: Points = Points(1000);

/// The bytes of a TRF file as text: UTF-8 (with or without byte-order mark), UTF-16
/// after its byte-order mark, else Windows-1252 (as older tournament programs write
/// names such as "Muñoz") with a warning naming the first byte that is not UTF-8. A
/// byte that is text in none of these is refused with its line and column.
pub fn decode(bytes: &[u8]) -> Result<(String, Vec<TrfWarning>), TrfError> {
    match crate::model::decode_text(bytes) {
        Ok((text, TextEncoding::Windows1252, first)) => {
            let (line, column) = crate::model::line_and_column(
                bytes,
                first.unwrap_or_default(),
                TextEncoding::Windows1252,
            );
            let warning = TrfWarning {
                line,
                column,
                kind: TrfWarningKind::NotUtf8,
            };
            Ok((text, vec![warning]))
        }
        Ok((text, _, _)) => Ok((text, Vec::new())),
        Err(bad) => {
            let (line, column) = crate::model::line_and_column(bytes, bad.offset, bad.encoding);
            Err(TrfError::new(
                line,
                column,
                TrfErrorKind::Undecodable { byte: bad.byte },
            ))
        }
    }
}

/// Reads TRF text (any of CR, LF, CRLF line ends). Fails on the first line that cannot
/// be read or on records that contradict each other; a points column that does not add
/// up is only reported in [`TrfFile::warnings`]. A DOS end-of-file mark (Ctrl+Z) that
/// ends the text is where the file ends, as DOS programs wrote it, not a character of
/// its last line; anywhere else it is refused like any control character.
pub fn parse(text: &str) -> Result<TrfFile, TrfError> {
    let text = text.strip_suffix('\u{1a}').unwrap_or(text);
    let (lines, line_ending, final_newline) = lines::split_lines(text);
    let mut records = Vec::with_capacity(lines.len());
    for (i, text) in lines.iter().enumerate() {
        let line = lines::Line::new(i + 1, text);
        reader::refuse_controls(&line, text)?;
        records.push(reader::read_record(&line, text)?);
    }
    let warnings = validate::validate(&records)?;
    Ok(TrfFile {
        records,
        line_ending,
        final_newline,
        warnings,
    })
}

impl TrfFile {
    /// Refuses a file without `001` lines: there is nobody to pair or rank, and such
    /// a file is most likely another kind of file given by mistake. (An empty section
    /// still converts, so a new section's file reads back.)
    pub fn require_players(&self) -> Result<(), TrfError> {
        match self.players().next() {
            Some(_) => Ok(()),
            None => Err(TrfError::new(1, 1, TrfErrorKind::NoPlayers)),
        }
    }

    /// The `001` records in file order.
    pub fn players(&self) -> impl Iterator<Item = &PlayerRecord> {
        self.records.iter().filter_map(|r| match r {
            Record::Player(p) => Some(p),
            _ => None,
        })
    }

    /// Rounds planned: `142`, else `XXR`.
    pub fn rounds_planned(&self) -> Option<RoundNo> {
        let find = |want_142: bool| {
            self.records.iter().rev().find_map(|r| match r {
                Record::TotalRounds(n) if want_142 => Some(*n),
                Record::XxRounds(n) if !want_142 => Some(*n),
                _ => None,
            })
        };
        find(true).or_else(|| find(false))
    }

    /// Colour of the top seed in round 1: `152`, else `XXC white1/black1`.
    pub fn initial_colour(&self) -> Option<Colour> {
        let from_152 = self.records.iter().rev().find_map(|r| match r {
            Record::InitialColour(c) => Some(*c),
            _ => None,
        });
        from_152.or_else(|| {
            self.records.iter().rev().find_map(|r| match r {
                Record::XxConfig(x) => x.initial_colour,
                _ => None,
            })
        })
    }

    /// Whether `XXC rank` asks to pair by file order instead of starting rank.
    pub fn pair_by_rank(&self) -> bool {
        self.records
            .iter()
            .any(|r| matches!(r, Record::XxConfig(x) if x.rank))
    }

    /// The point values the file declares (`162`, `BB*` or `XXS`; chess by default).
    pub fn point_values(&self) -> PointValues {
        scoring::point_values(&self.records)
    }

    /// The points a player's round cells give under the file's point values (what the
    /// points column, 81-84, should say).
    pub fn points_of(&self, player: &PlayerRecord) -> Points {
        scoring::total(&player.rounds, &self.point_values())
    }

    /// The text of the last header record with this code (`012`, `092`, `202` ...).
    pub fn header(&self, code: &str) -> Option<&str> {
        self.records.iter().rev().find_map(|r| match r {
            Record::Header { code: c, text } if c == code => Some(text.as_str()),
            _ => None,
        })
    }

    /// The tie-break list: `202`, else `212` without its leading `PTS`, as written
    /// (TRF26 spells modifiers with a slash, `BH/C1`). Empty when the file has none.
    pub fn tiebreaks(&self) -> Vec<String> {
        let split = |t: &str| -> Vec<String> {
            t.split([',', ' ', ';'])
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect()
        };
        if let Some(t) = self.header("202") {
            return split(t);
        }
        let mut list = self.header("212").map(split).unwrap_or_default();
        if list.first().is_some_and(|c| c.eq_ignore_ascii_case("PTS")) {
            list.remove(0);
        }
        list
    }

    /// The `250` acceleration records in file order.
    pub fn accelerations(&self) -> Vec<&Acceleration> {
        self.records
            .iter()
            .filter_map(|r| match r {
                Record::Acceleration(a) => Some(a),
                _ => None,
            })
            .collect()
    }

    /// The `XXA` per-player virtual points in file order.
    pub fn xx_accelerations(&self) -> Vec<&XxAcceleration> {
        self.records
            .iter()
            .filter_map(|r| match r {
                Record::XxAcceleration(a) => Some(a),
                _ => None,
            })
            .collect()
    }

    /// The virtual points the file gives explicitly (`250` and `XXA` records), by
    /// player (`PlayerId(tpn)`, as [`to_section`] numbers them) and round; `None` when
    /// the file has no such record. A later `250` record replaces an earlier one for
    /// the same player and round; a player's second `XXA` line goes on from the round
    /// after the first one's last. The pairing uses these instead of the Baku rule of a
    /// `_BAKU` type code.
    pub fn virtual_points(&self) -> Option<BTreeMap<(PlayerId, RoundNo), Points>> {
        let mut out: BTreeMap<(PlayerId, RoundNo), Points> = BTreeMap::new();
        let mut listed: BTreeMap<Tpn, RoundNo> = BTreeMap::new();
        let mut any = false;
        // Only players of the file, so a range such as 1-9999 sizes nothing.
        let tpns: BTreeSet<Tpn> = self.players().map(|p| p.tpn).collect();
        for r in &self.records {
            match r {
                Record::Acceleration(a) => {
                    any = true;
                    if a.first_player > a.last_player {
                        continue;
                    }
                    for &tpn in tpns.range(a.first_player..=a.last_player) {
                        for round in a.first_round..=a.last_round.min(MAX_ROUNDS) {
                            out.insert((PlayerId(tpn), round), a.points);
                        }
                    }
                }
                Record::XxAcceleration(a) => {
                    any = true;
                    let next = listed.entry(a.player).or_insert(0);
                    for p in &a.points {
                        *next += 1;
                        out.insert((PlayerId(a.player), *next), p.unwrap_or_default());
                    }
                }
                _ => {}
            }
        }
        any.then_some(out)
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_dos_end_of_file_mark_ends_the_file_and_is_refused_elsewhere() {
        let text = "012 Kejohanan Catur MSSD Kuantan 2026\r\n";
        let marked = format!("{text}\u{1a}");
        assert!(
            parse(&marked).is_ok(),
            "a final Ctrl+Z is the end of the file"
        );
        let inside = "012 Kejohanan\u{1a} Catur\r\n";
        let e = parse(inside).expect_err("a Ctrl+Z inside a line");
        assert_eq!((e.line, e.column), (1, 14));
    }

    use super::*;

    #[test]
    fn virtual_points_from_250_and_xxa_records() {
        let text = "001    1 m    Ahmad bin Ismail\n001    2 w    Nur Aisyah binti Hassan\n\
                    250       1.0   1   3    1    2\n250       0.5   3   3    2    2\n\
                    XXA    1  1.0  1.0\nXXA    1       0.5\n";
        let file = parse(text).expect("parsed");
        let v = file.virtual_points().expect("records");
        let at = |p, r| v.get(&(PlayerId(p), r)).copied();
        assert_eq!(at(2, 1), Some(Points(10)));
        // The later 250 record replaces the earlier one.
        assert_eq!(at(2, 3), Some(Points(5)));
        // The second XXA line of player 1 goes on with rounds 3 and 4.
        assert_eq!(at(1, 2), Some(Points(10)));
        assert_eq!(at(1, 3), Some(Points(0)));
        assert_eq!(at(1, 4), Some(Points(5)));
        assert_eq!(at(2, 4), None);
        assert!(parse("012 x\n").expect("parsed").virtual_points().is_none());
    }
}
