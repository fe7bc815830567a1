//! The drawing of lots (the `LOT` tie-break, and any place the rules leave to chance) is
//! fixed once per section by a seed kept in the file: the same file gives the same draw
//! on every machine, and the draw is in the journal like any other decision.

use super::error::OpError;
use super::journal::commit;
use super::section_index;
use super::why::Why;
use crate::model::Deed;
use crate::model::{Change, Tournament};

/// Records the seed of the section's drawing of lots. A draw already made is not made
/// again (undo it first), so the lots cannot be redrawn until they suit someone.
pub fn draw_lots(t: &mut Tournament, section: &str, seed: u64) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    if let Some(old) = s.settings.lots_seed {
        return Err(OpError::Invalid(Why::LotsDrawn {
            section: s.code.clone(),
            seed: old,
        }));
    }
    let before = s.settings.clone();
    let mut after = before.clone();
    after.lots_seed = Some(seed);
    let deed = Deed::LotsDrawn {
        section: s.code.clone(),
        seed,
    };
    commit(
        t,
        deed,
        vec![Change::Settings {
            section: si as u32,
            before: Box::new(before),
            after: Box::new(after),
        }],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Sport;
    use crate::ops::{create_section, undo};

    #[test]
    fn lots_are_drawn_once_and_undone_like_anything_else() {
        let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan");
        create_section(&mut t, "L12", "Lelaki Bawah 12", 5, Sport::Chess).unwrap();
        draw_lots(&mut t, "L12", 2026).unwrap();
        assert_eq!(t.sections[0].settings.lots_seed, Some(2026));
        let e = draw_lots(&mut t, "L12", 7).unwrap_err().to_string();
        assert!(e.contains("already drawn (seed 2026)"), "{e}");
        assert_eq!(undo(&mut t).unwrap(), "L12: lots drawn (seed 2026)");
        assert_eq!(t.sections[0].settings.lots_seed, None);
        draw_lots(&mut t, "L12", 7).unwrap();
        assert_eq!(t.sections[0].settings.lots_seed, Some(7));
    }
}
