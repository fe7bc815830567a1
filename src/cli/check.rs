//! `catur check --trf IN.trf`: re-pair every round of a tournament from the rounds
//! before it, check the points and ranks the file claims against its results and
//! tie-break list (see `check_standings`), and list each difference (exit 1 if any).
//!
//! A TRF file keeps no board numbers, so a round is compared as its set of boards (with
//! colours) and its pairing-allocated bye. The byes, absences and withdrawals a round
//! shows (everything but the PAB and the games) are what the arbiter knew before pairing
//! it, so they are given to the engine as requests.

use super::exit;
use super::pair::load_input;
use crate::model::{Absence, ByeKind, ByeRequest, PlayerId, Round, RoundEntry, RoundNo, Section};
use crate::pairing::dutch::{Acceleration, initial_colour, pair_round_accelerated};
use std::collections::BTreeSet;
use std::io::Write;
use std::path::Path;

/// The section as it stood before round `round` was paired, with that round's byes and
/// absences as requests.
pub fn before_round(section: &Section, round: RoundNo) -> Section {
    let mut s = section.clone();
    s.settings.initial_colour = Some(initial_colour(section));
    s.rounds.truncate(round.saturating_sub(1) as usize);
    for p in &mut s.players {
        p.bye_requests.retain(|b| b.round < round);
        p.absences
            .retain(|a| a.from < round && a.until.is_some_and(|u| u <= round));
        match section.entry(p.id, round) {
            Some(RoundEntry::Game { .. }) | Some(RoundEntry::Bye(ByeKind::Pab)) => {}
            Some(RoundEntry::Bye(ByeKind::Absent)) | None => {
                if p.entry_round <= round {
                    p.absences.push(Absence {
                        from: round,
                        until: Some(round + 1),
                    });
                }
            }
            Some(RoundEntry::Bye(kind)) => p.bye_requests.push(ByeRequest { round, kind }),
        }
    }
    s
}

/// A round as a set of (white, black) pairing numbers, the PAB as (tpn, 0).
fn as_set(section: &Section, round: &Round) -> BTreeSet<(u32, u32)> {
    let tpn = |id: PlayerId| section.player(id).map_or(0, |p| p.tpn);
    let mut set: BTreeSet<(u32, u32)> = round
        .boards
        .iter()
        .map(|b| (tpn(b.white), tpn(b.black)))
        .collect();
    if let Some(p) = round.pab() {
        set.insert((tpn(p), 0));
    }
    set
}

/// Differences between each round of `section` and the engine's pairing of it.
pub fn differences(section: &Section) -> Vec<String> {
    differences_accelerated(section, Acceleration::Section)
}

/// As [`differences`], with the virtual points of an accelerated tournament taken from
/// `acceleration` (a TRF file's own `250`/`XXA` records win over the section's rule).
pub fn differences_accelerated(section: &Section, acceleration: Acceleration) -> Vec<String> {
    let mut out = Vec::new();
    for r in 1..=section.rounds_paired() {
        let Some(actual) = section.round(r) else {
            continue;
        };
        let before = before_round(section, r);
        let want = as_set(section, actual);
        match pair_round_accelerated(&before, r, acceleration) {
            Ok(ours) => {
                let got = as_set(&before, &ours);
                if got != want {
                    let show = |s: &BTreeSet<(u32, u32)>| {
                        s.iter()
                            .map(|(w, b)| format!("{w}-{b}"))
                            .collect::<Vec<_>>()
                            .join(" ")
                    };
                    out.push(format!(
                        "round {r}: file has {} but the engine pairs {}",
                        show(&want.difference(&got).copied().collect()),
                        show(&got.difference(&want).copied().collect())
                    ));
                }
            }
            Err(e) => out.push(format!("round {r}: {e}")),
        }
    }
    out
}

/// Runs the command; returns the exit code.
pub fn run_check(input: &Path, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let path = input;
    let input = match load_input(input) {
        Ok(i) => i,
        Err(e) => {
            let _ = writeln!(stderr, "{e}");
            return e.exit_code();
        }
    };
    for w in &input.warnings {
        let _ = writeln!(stderr, "{w}");
    }
    let section = &input.section;
    let mut diffs = differences_accelerated(section, input.acceleration());
    let (standings, list) = match super::check_standings::differences(&input.file) {
        Ok((found, st)) => (found, st.tiebreaks),
        Err(e) => {
            let _ = writeln!(stderr, "{}: {e}", path.display());
            return exit::BAD_INPUT;
        }
    };
    diffs.extend(standings.iter().map(ToString::to_string));
    for d in &diffs {
        let _ = writeln!(stdout, "{d}");
    }
    if diffs.is_empty() {
        let list: Vec<String> = std::iter::once("PTS".to_string())
            .chain(list.iter().map(ToString::to_string))
            .collect();
        let _ = writeln!(
            stdout,
            "{} rounds checked, no difference; points and ranks checked under {}",
            section.rounds_paired(),
            list.join(",")
        );
        exit::OK
    } else {
        exit::REFUSED
    }
}
