//! TRF26 team records of a team-match section: `082` (number of teams) in the header and
//! one `310` line per team (pairing number 5-7, name 9-40, short name 42-46, strength
//! 48-53, match points 55-60, game points 62-67, rank 69-71, the members' pairing
//! numbers from 74-77 on, four columns and a space each). The scores and the rank come
//! from the caller (the standings), so this layer stays on the model alone.

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
}
