//! `catur bye FILE --section CODE --player N --round R --kind half|zero|full [--cancel]`:
//! a requested bye for a round not yet paired (or its cancellation), and the words of
//! the section's bye rules (`catur section byes`). Exit 0 done, 1 refused by a rule
//! (the rule named, the file untouched), 2 usage, 3 invalid input.

use super::lookup::find_section;
use super::values::ByeKindArg;
use super::{CliError, change};
use crate::model::{ByeKind, Language, LateEntryScore, Player, Section};
use crate::ops;
use std::io::Write;
use std::path::Path;

/// The player with this pairing number.
fn by_tpn(s: &Section, tpn: u32) -> Result<&Player, CliError> {
    s.player_by_tpn(tpn).filter(|_| tpn > 0).ok_or_else(|| {
        CliError::BadInput(format!(
            "{} has no player with pairing number {tpn}",
            s.code
        ))
    })
}

pub fn kind_of(k: ByeKindArg) -> ByeKind {
    match k {
        ByeKindArg::Half => ByeKind::Half,
        ByeKindArg::Zero => ByeKind::Zero,
        ByeKindArg::Full => ByeKind::Full,
    }
}

#[allow(clippy::too_many_arguments)]
pub fn bye(
    file: &Path,
    section: &str,
    player: u32,
    round: u32,
    kind: Option<ByeKindArg>,
    cancel: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let kind = match (kind, cancel) {
        (Some(k), false) => Some(kind_of(k)),
        (None, true) => None,
        _ => {
            return Err(CliError::Usage(
                "give --kind half|zero|full to request a bye, or --cancel to cancel one".into(),
            ));
        }
    };
    let (done, _) = change(file, err, |t| {
        let s = find_section(t, section)?;
        let p = by_tpn(s, player)?;
        let (id, done) = (p.id, ops::ByeDone::new(s, p, round, kind));
        match kind {
            Some(k) => ops::request_bye(t, section, id, round, k)?,
            None => ops::cancel_bye(t, section, id, round)?,
        }
        Ok(done)
    })?;
    let _ = writeln!(out, "{}", done.say(Language::English));
    Ok(super::exit::OK)
}

/// The bye rules in a line: `half-point byes at most 1 per player; none in the last 2
/// rounds; late entries score half-point byes`.
pub fn describe(s: &Section) -> String {
    let b = s.settings.byes;
    let max = b.max_half_byes.map_or("no limit".to_string(), |m| {
        format!("at most {m} per player")
    });
    let last = if b.none_in_last == 0 {
        "allowed in every round".to_string()
    } else {
        format!("none in the last {} round(s)", b.none_in_last)
    };
    let late = match b.late_entry {
        LateEntryScore::Zero => "zero",
        LateEntryScore::HalfBye => "half-point byes",
    };
    format!(
        "half-point byes: {max}; half- and full-point byes {last}; a late entry's missed rounds score {late}"
    )
}
