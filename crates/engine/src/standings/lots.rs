//! Drawing of lots, the last tie-break of the MSS Johor rules (5.1.3).
//!
//! The draw is made once, when the arbiter fixes the section's seed (`Section::lots_seed`),
//! and is a pure function of that seed and the players' permanent ids, so the standings
//! never change when they are printed again, and adding a player does not reshuffle the
//! others. Each player gets a lot number; the lower number ranks first. Without a seed
//! the lots are not drawn and the tie-break has no value.

use super::context::Context;
use super::value::Value;

/// SplitMix64: a well-known, fixed mixing function (portable, no dependency).
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Lot numbers 1..n, or `None` for everyone when the lots are not drawn.
pub fn lots(ctx: &Context) -> Vec<Option<Value>> {
    let sheet = &ctx.sheet;
    let Some(seed) = sheet.section.settings.lots_seed else {
        return vec![None; sheet.len()];
    };
    let mut order: Vec<(u64, u32, usize)> = sheet
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (mix(mix(seed) ^ u64::from(p.id.0)), p.id.0, i))
        .collect();
    order.sort_unstable();
    let mut out = vec![None; sheet.len()];
    for (lot, &(_, _, i)) in order.iter().enumerate() {
        out[i] = Some(Value::int(lot as i64 + 1));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::scores::Sheet;
    use super::super::scores::tests::section;
    use super::*;

    #[test]
    fn fixed_by_the_seed() {
        let mut s = section(6, 1);
        assert!(
            lots(&Context::new(Sheet::new(&s, 0)))
                .iter()
                .all(Option::is_none)
        );
        s.settings.lots_seed = Some(2026);
        let a = lots(&Context::new(Sheet::new(&s, 0)));
        let b = lots(&Context::new(Sheet::new(&s, 0)));
        assert_eq!(a, b);
        let mut got: Vec<i64> = a.iter().flatten().map(|v| v.0 / 100).collect();
        got.sort_unstable();
        assert_eq!(got, [1, 2, 3, 4, 5, 6]);
        s.settings.lots_seed = Some(2027);
        assert_ne!(lots(&Context::new(Sheet::new(&s, 0))), a);
    }
}
