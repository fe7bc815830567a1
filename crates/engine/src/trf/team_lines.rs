//! TRF26 team records of a team-match section: `082` (number of teams) in the header and
//! one `310` line per team (pairing number 5-7, name 9-40, short name 42-46, strength
//! 48-53, match points 55-60, game points 62-67, rank 69-71, the members' pairing
//! numbers from 74-77 on, four columns and a space each). The scores and the rank come
//! from the caller (the standings), so this layer stays on the model alone.
//!
//! Beside them, [`TeamRecords`] writes the rest of TRF26's team records. Their layouts
//! (`../shared/rules/trf.md` 3.2-3.3 names the records but not all their columns) are
//! taken from the reader of FIDE's tie-break checker (OttoMilvang/TieBreakServer,
//! `trf2json.py`), which reads them by these columns; the FIDE TRF-2026 text itself was
//! not at hand:
//! - `192` the pairing system's type code, text from column 5: `FIDE_TEAM_TYPEA_MP_GP`
//!   (Type A colour preferences, match points then game points) or `..._GP_MP`, and
//!   `FIDE_TEAM_TYPEB_...` with Type B preferences;
//!   `FIDE_TEAM_ROUNDROBIN` / `FIDE_TEAM_DOUBLEROUNDROBIN` for a team round robin (the
//!   checker's table of type codes).
//! - `352` the colours of the first-named team board by board, from column 5 (`WBWB`).
//! - `362` match points, as `162` writes game points: symbol pairs `TW`, `TD`, `TL` at
//!   columns 5-6, 14-15, 23-24, each value in the four columns after it (7-10, 16-19,
//!   25-28).
//! - `320` the pairing-allocated byes: its match points 5-8 and game points 10-13, then
//!   the team that had it round by round, three columns each from 15-17 (19-21, 23-25
//!   ...; blank: no bye that round).
//! - `330` a forfeited match: the result 5-6 (`+-` the first team wins, `-+` the second,
//!   `--` both lose), the round 8-10, the first and second team 12-14 and 16-18.
//! - `300` a line-up not in the order of the team's `310` members: round 5-7, the team
//!   9-11, its opponent 13-15, then its players' pairing numbers board by board, four
//!   columns each from 17-20 (22-25 ...).
use crate::model::{Points, Tpn};

/// One team's `310` line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamLine {
    /// The team's pairing number (1 first).
    pub number: u32,
    pub name: String,
    /// The team's code, the TRF "nickname".
    pub code: String,
    /// Average rating of the first boards, when known.
    pub strength: Option<u32>,
    pub match_points: Points,
    pub game_points: Points,
    pub rank: u32,
    /// The roster's pairing numbers in board order, reserves last.
    pub members: Vec<Tpn>,
}

/// Points as TRF writes them: `12.0`, `6.5`.
fn decimal(p: Points) -> String {
    let t = p.tenths();
    let sign = if t < 0 { "-" } else { "" };
    format!("{sign}{}.{}", t.unsigned_abs() / 10, t.unsigned_abs() % 10)
}

/// The first `n` characters of a text (a TRF field never runs into the next one).
fn cut(text: &str, n: usize) -> String {
    text.chars().filter(|c| !c.is_control()).take(n).collect()
}

impl TeamLine {
    /// The `310` record.
    pub fn record(&self) -> String {
        let members: Vec<String> = self.members.iter().map(|m| format!("{m:>4}")).collect();
        let line = format!(
            "310 {:>3} {:<32} {:<5} {:>6} {:>6} {:>6} {:>3}  {}",
            self.number,
            cut(&self.name, 32),
            cut(&self.code, 5),
            self.strength.map_or(String::new(), |s| format!("{s}.0")),
            decimal(self.match_points),
            decimal(self.game_points),
            self.rank,
            members.join(" ")
        );
        line.trim_end().to_string()
    }
}

/// TRF26's other team records of a section (the module comment gives their columns).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TeamRecords {
    /// `192`, e.g. `FIDE_TEAM_TYPEA_MP_GP`.
    pub type_code: Option<String>,
    /// Boards per match, for `352` (0: no record).
    pub boards: u8,
    /// Match points of a won, drawn and lost match, for `362`.
    pub match_points: Option<[Points; 3]>,
    /// `320`, when some team had the pairing-allocated bye.
    pub byes: Option<ByeLine>,
    /// `330`, one per forfeited match.
    pub forfeits: Vec<ForfeitLine>,
    /// `300`, one per line-up not in board order.
    pub out_of_order: Vec<OutOfOrderLine>,
}

/// The `320` record: what the pairing-allocated bye scores and who had it each round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ByeLine {
    pub match_points: Points,
    pub game_points: Points,
    /// Round 1 first: the team number that had the bye, `None` when no team had it.
    pub teams: Vec<Option<u32>>,
}

/// Who won a forfeited match (`330`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ForfeitResult {
    /// The first-named team won by forfeit: `+-`.
    FirstWins,
    /// The second-named team won by forfeit: `-+`.
    SecondWins,
    /// Neither appeared: `--`.
    BothLose,
}

/// The `330` record of one forfeited match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ForfeitLine {
    pub result: ForfeitResult,
    pub round: u32,
    /// The team with White on board 1, then its opponent (team numbers).
    pub first: u32,
    pub second: u32,
}

/// The `300` record of a line-up not in the order of the team's roster.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutOfOrderLine {
    pub round: u32,
    pub team: u32,
    pub opponent: u32,
    /// The players' pairing numbers, board 1 first.
    pub players: Vec<Tpn>,
}

impl TeamRecords {
    /// The `192`, `352` and `362` header records as (code, text) pairs, in that order.
    pub fn header_lines(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        if let Some(code) = &self.type_code {
            out.push(("192", code.clone()));
        }
        if self.boards > 0 {
            let colours: String = (0..self.boards)
                .map(|k| if k % 2 == 0 { 'W' } else { 'B' })
                .collect();
            out.push(("352", colours));
        }
        if let Some([w, d, l]) = self.match_points {
            // Columns from 5: "TW" then the value in 7-10, the next pair 9 columns on.
            let text = [("TW", w), ("TD", d), ("TL", l)]
                .iter()
                .map(|(sym, p)| format!("{sym}{:>4}", decimal(*p)))
                .collect::<Vec<_>>()
                .join("   ");
            out.push(("362", text));
        }
        out
    }

    /// The `320`, `330` and `300` records, in that order.
    pub fn lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(b) = &self.byes {
            out.push(b.record());
        }
        out.extend(self.forfeits.iter().map(ForfeitLine::record));
        out.extend(self.out_of_order.iter().map(OutOfOrderLine::record));
        out
    }
}

impl ByeLine {
    pub fn record(&self) -> String {
        let mut line = format!(
            "320 {:>4} {:>4}",
            decimal(self.match_points),
            decimal(self.game_points)
        );
        for t in &self.teams {
            line.push_str(&format!(
                " {:>3}",
                t.map_or(String::new(), |n| n.to_string())
            ));
        }
        line.trim_end().to_string()
    }
}

impl ForfeitLine {
    pub fn record(&self) -> String {
        let result = match self.result {
            ForfeitResult::FirstWins => "+-",
            ForfeitResult::SecondWins => "-+",
            ForfeitResult::BothLose => "--",
        };
        format!(
            "330 {result} {:>3} {:>3} {:>3}",
            self.round, self.first, self.second
        )
    }
}

impl OutOfOrderLine {
    pub fn record(&self) -> String {
        let mut line = format!(
            "300 {:>3} {:>3} {:>3}",
            self.round, self.team, self.opponent
        );
        for p in &self.players {
            line.push_str(&format!(" {p:>4}"));
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trf26_team_record_310_puts_every_field_in_its_columns() {
        let line = TeamLine {
            number: 3,
            name: "SK Seri Indah".into(),
            code: "SSI".into(),
            strength: Some(1745),
            match_points: Points::whole(9),
            game_points: Points(165),
            rank: 2,
            members: vec![5, 15, 25, 35, 45],
        }
        .record();
        let col = |a: usize, b: usize| &line[a - 1..b];
        assert_eq!(col(1, 3), "310");
        assert_eq!(col(5, 7), "  3");
        assert_eq!(col(9, 40).trim_end(), "SK Seri Indah");
        assert_eq!(col(42, 46).trim_end(), "SSI");
        assert_eq!(col(48, 53), "1745.0");
        assert_eq!(col(55, 60), "   9.0");
        assert_eq!(col(62, 67), "  16.5");
        assert_eq!(col(69, 71), "  2");
        assert_eq!(col(74, 77), "   5");
        assert_eq!(col(79, 82), "  15");
        assert_eq!(&line[93..], "  45");
    }

    #[test]
    fn trf26_team_header_records_192_352_362() {
        let r = TeamRecords {
            type_code: Some("FIDE_TEAM_TYPEA_MP_GP".into()),
            boards: 4,
            match_points: Some([Points::whole(2), Points::whole(1), Points::ZERO]),
            ..TeamRecords::default()
        };
        let lines: Vec<String> = r
            .header_lines()
            .into_iter()
            .map(|(code, text)| format!("{code} {text}"))
            .collect();
        assert_eq!(lines[0], "192 FIDE_TEAM_TYPEA_MP_GP");
        assert_eq!(lines[1], "352 WBWB");
        let l = &lines[2];
        let col = |a: usize, b: usize| &l[a - 1..b];
        assert_eq!(col(1, 3), "362");
        assert_eq!(col(5, 6), "TW");
        assert_eq!(col(7, 10), " 2.0");
        assert_eq!(col(14, 15), "TD");
        assert_eq!(col(16, 19), " 1.0");
        assert_eq!(col(23, 24), "TL");
        assert_eq!(col(25, 28), " 0.0");
        assert_eq!(l.len(), 28);
    }

    #[test]
    fn trf26_team_bye_record_320_has_a_team_column_per_round() {
        let l = ByeLine {
            match_points: Points::whole(1),
            game_points: Points::whole(2),
            teams: vec![Some(5), None, Some(12)],
        }
        .record();
        let col = |a: usize, b: usize| &l[a - 1..b];
        assert_eq!(col(1, 3), "320");
        assert_eq!(col(5, 8), " 1.0");
        assert_eq!(col(10, 13), " 2.0");
        assert_eq!(col(15, 17), "  5");
        assert_eq!(col(19, 21), "   ");
        assert_eq!(col(23, 25), " 12");
        assert_eq!(l.len(), 25);
    }

    #[test]
    fn trf26_forfeited_match_record_330() {
        for (result, sign) in [
            (ForfeitResult::FirstWins, "+-"),
            (ForfeitResult::SecondWins, "-+"),
            (ForfeitResult::BothLose, "--"),
        ] {
            let l = ForfeitLine {
                result,
                round: 3,
                first: 7,
                second: 10,
            }
            .record();
            let col = |a: usize, b: usize| &l[a - 1..b];
            assert_eq!(col(1, 3), "330");
            assert_eq!(col(5, 6), sign);
            assert_eq!(col(8, 10), "  3");
            assert_eq!(col(12, 14), "  7");
            assert_eq!(col(16, 18), " 10");
        }
    }

    #[test]
    fn trf26_out_of_order_record_300() {
        let l = OutOfOrderLine {
            round: 2,
            team: 4,
            opponent: 9,
            players: vec![17, 16, 18, 0],
        }
        .record();
        let col = |a: usize, b: usize| &l[a - 1..b];
        assert_eq!(col(1, 3), "300");
        assert_eq!(col(5, 7), "  2");
        assert_eq!(col(9, 11), "  4");
        assert_eq!(col(13, 15), "  9");
        assert_eq!(col(17, 20), "  17");
        assert_eq!(col(22, 25), "  16");
        assert_eq!(col(27, 30), "  18");
        assert_eq!(col(32, 35), "   0");
    }
}
