//! Rating tie-breaks (C.07 Art. 10): ARO, TPR and RTNG.
//!
//! - ARO (10.1): the average rating of the opponents met over the board, rounded half up;
//!   `ARO-C1` leaves out the lowest rating, `ARO-M1` also the highest.
//! - TPR (10.2): ARO plus the rating difference `dp` of FIDE B.02 table 8.1.1 for the
//!   percentage scored in those games (on the 1 / ½ / 0 scale), rounded to a whole
//!   percent half up.
//! - RTNG (10.6, 2026): the player's own rating.
//!
//! Art. 10 drops them when unrated players take part, unless the event published how to
//! rate them; the ranking reports that with a note (see `ranking.rs`). Games of fewer than
//! one move count as met, as in the reference checker.

use super::code::{Kind, TieBreak};
use super::context::Context;
use super::value::Value;

/// FIDE B.02 table 8.1.1: `DP[p]` is the rating difference for a score of p percent
/// from 50 up; below 50 it is the negative of `DP[100 - p]`.
const DP: [i64; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// The rating difference for a score of `percent` (0-100).
pub fn dp(percent: i64) -> i64 {
    let p = percent.clamp(0, 100);
    if p >= 50 {
        DP[(p - 50) as usize]
    } else {
        -DP[(50 - p) as usize]
    }
}

/// `sum / n` rounded half up (for non-negative sums).
fn round_div(sum: i64, n: i64) -> i64 {
    (2 * sum + n) / (2 * n)
}

/// The rating of a player, `None` when unrated (a TRF rating of 0 is unrated).
pub fn rating_of(r: Option<u16>) -> Option<i64> {
    r.filter(|&r| r > 0).map(i64::from)
}

pub fn ratings(ctx: &Context, tb: &TieBreak) -> Vec<Option<Value>> {
    let sheet = &ctx.sheet;
    if tb.kind == Kind::Rtng {
        return sheet
            .players
            .iter()
            .map(|p| rating_of(p.rating).map(Value::int))
            .collect();
    }
    (0..sheet.len())
        .map(|p| {
            let mut games: Vec<(i64, i64)> = Vec::new();
            let mut played = 0u32;
            for s in sheet.slots[p].iter().filter(|s| s.played()) {
                let Some(o) = s.opponent else { continue };
                played += 1;
                if let Some(r) = rating_of(sheet.players[o].rating) {
                    games.push((r, s.rating_points.0 as i64));
                }
            }
            // Cuts apply only when every opponent met is rated, as they are all rated
            // whenever a rating tie-break is used.
            if games.len() as u32 == played {
                games.sort_by_key(|g| g.0);
                let low = (tb.cut_low as usize).min(games.len());
                let high = (tb.cut_high as usize).min(games.len() - low);
                games = games[low..games.len() - high].to_vec();
            }
            // No game against a rated opponent: nothing to average; 0 ranks last.
            if games.is_empty() {
                return Some(Value::ZERO);
            }
            let n = games.len() as i64;
            let aro = round_div(games.iter().map(|g| g.0).sum(), n);
            Some(Value::int(match tb.kind {
                Kind::Tpr => {
                    // Score in tenths; percent = score x 10 / n, rounded half up.
                    let tenths: i64 = games.iter().map(|g| g.1).sum();
                    aro + dp(round_div(tenths * 10, n))
                }
                _ => aro,
            }))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::scores::Sheet;
    use super::super::scores::tests::{B, D, W, round, section};
    use super::*;

    #[test]
    fn dp_table_is_symmetric() {
        assert_eq!(dp(100), 800);
        assert_eq!(dp(0), -800);
        assert_eq!(dp(50), 0);
        assert_eq!(dp(75), 193);
        assert_eq!(dp(25), -193);
        assert_eq!(dp(67), 125);
    }

    #[test]
    fn average_and_performance() {
        let mut s = section(4, 3);
        s.players[1].rating = Some(2001);
        s.players[2].rating = Some(1800);
        s.players[3].rating = Some(1600);
        round(&mut s, &[(1, 2, W), (3, 4, D)], &[]);
        round(&mut s, &[(3, 1, D), (2, 4, B)], &[]);
        round(&mut s, &[(1, 4, W), (2, 3, D)], &[]);
        let ctx = Context::new(Sheet::new(&s, 3));
        let get = |t: &str| ratings(&ctx, &t.parse().unwrap())[0].map(|v| v.to_string());
        // (2001 + 1800 + 1600) / 3 = 1800.33 -> 1800; 2.5/3 = 83% -> +273.
        assert_eq!(get("ARO").as_deref(), Some("1800"));
        assert_eq!(get("TPR").as_deref(), Some("2073"));
        // Without the lowest: (2001 + 1800) / 2 = 1900.5 -> 1901.
        assert_eq!(get("ARO-C1").as_deref(), Some("1901"));
        assert_eq!(get("RTNG").as_deref(), Some("1990"));
    }
}
