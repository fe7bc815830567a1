//! `catur edit FILE --section CODE --round N --reason TEXT [--force] ACTION`: a hand
//! edit of the last round's pairing. Exit 0 applied (warnings on stderr), 1 refused by a
//! rule (the rule named, the file untouched), 2 usage, 3 invalid input. With it, the
//! section commands that go with pairing by hand: `section lots` for the drawing of lots
//! (`section edit`, the constraints among the settings, is in [`super::setting_flags`]).

use super::args::{EditAction, EditArgs};
use super::lookup::find_section;
use super::{CliError, change};
use crate::model::{EditKind, PlayerId, RoundNo, Section};
use crate::ops::{EditError, EditRequest, OpError, edit_pairing};
use std::io::Write;
use std::time::{SystemTime, UNIX_EPOCH};

pub fn run(a: EditArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, CliError> {
    let at = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (warnings, t) = change(&a.file, err, |t| {
        let s = find_section(t, &a.section)?;
        let edit = edit_kind(s, a.round, &a.action)?;
        let request = EditRequest {
            at,
            edit,
            reason: a.reason.clone(),
            force: a.force,
        };
        edit_pairing(t, &a.section, a.round, request).map_err(cli_error)
    })?;
    for w in &warnings {
        let _ = writeln!(err, "warning: {}", w.text);
    }
    let s = find_section(&t, &a.section)?;
    if let Some(r) = s.round(a.round) {
        let name = |id: PlayerId| {
            s.player(id)
                .map(|p| format!("{:>3} {}", p.tpn, p.name))
                .unwrap_or_default()
        };
        let _ = writeln!(out, "{} round {}: edited", s.code, r.number);
        for (k, b) in r.boards.iter().enumerate() {
            let mark = if b.manual { "*" } else { " " };
            let _ = writeln!(
                out,
                "{:>3}{mark} {:<38} - {}",
                k + 1,
                name(b.white),
                name(b.black)
            );
        }
        for u in &r.unpaired {
            let _ = writeln!(out, "      {}: bye ({})", name(u.player), u.kind.trf_code());
        }
    }
    Ok(super::exit::OK)
}

/// `catur section lots FILE --section CODE [--seed S]`: fixes the section's drawing of
/// lots (a seed from the clock when none is given).
pub fn draw_lots(
    file: &std::path::Path,
    section: &str,
    seed: Option<u64>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let seed = seed.unwrap_or_else(|| {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    let ((), t) = change(file, err, |t| {
        find_section(t, section)?;
        Ok(crate::ops::draw_lots(t, section, seed)?)
    })?;
    let s = find_section(&t, section)?;
    let _ = writeln!(out, "{}: lots drawn (seed {seed})", s.code);
    Ok(super::exit::OK)
}

/// `catur section team-first`: a round robin's table order with team-mates meeting first.
pub fn team_mates_first(
    file: &std::path::Path,
    section: &str,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let ((), t) = change(file, err, |t| {
        find_section(t, section)?;
        Ok(crate::ops::order_team_mates_first(t, section)?)
    })?;
    let s = find_section(&t, section)?;
    let order: Vec<_> = s.players_by_tpn().iter().map(|p| p.id).collect();
    let rounds = crate::pairing::round_robin::team_meeting_rounds(s, &order);
    let _ = writeln!(
        out,
        "{}: pairing numbers set so that team-mates meet first; team games in rounds {}",
        s.code,
        rounds
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    );
    Ok(super::exit::OK)
}

/// The edit with players found by pairing number.
fn edit_kind(s: &Section, round: RoundNo, action: &EditAction) -> Result<EditKind, CliError> {
    let id = |tpn: u32| {
        s.player_by_tpn(tpn)
            .filter(|_| tpn > 0)
            .map(|p| p.id)
            .ok_or_else(|| {
                CliError::BadInput(format!(
                    "{} has no player with pairing number {tpn}",
                    s.code
                ))
            })
    };
    Ok(match action {
        EditAction::Swap { a, b } => EditKind::Swap {
            a: id(*a)?,
            b: id(*b)?,
        },
        EditAction::Colours { board } => EditKind::Colours { board: *board },
        EditAction::Pair { a, b } => EditKind::Force {
            a: id(*a)?,
            b: id(*b)?,
        },
        EditAction::Forbid { a, b, rounds } => {
            let (first, last) = match rounds {
                None => (round, s.settings.rounds_planned.max(round)),
                Some(text) => parse_rounds(text)?,
            };
            EditKind::Forbid {
                a: id(*a)?,
                b: id(*b)?,
                first,
                last,
            }
        }
        EditAction::Bye { a } => EditKind::Bye { player: id(*a)? },
    })
}

/// `X-Y` or a single round `X`.
fn parse_rounds(text: &str) -> Result<(RoundNo, RoundNo), CliError> {
    let bad = || CliError::Usage(format!("--rounds takes X-Y, e.g. 1-7, not '{text}'"));
    let (a, b) = match text.split_once('-') {
        Some((a, b)) => (a, b),
        None => (text, text),
    };
    let a: RoundNo = a.trim().parse().map_err(|_| bad())?;
    let b: RoundNo = b.trim().parse().map_err(|_| bad())?;
    Ok((a, b))
}

/// Rules and the state of the round refuse (exit 1); input naming nothing that exists
/// is invalid (exit 3).
fn cli_error(e: EditError) -> CliError {
    let text = e.to_string();
    match e {
        EditError::Breaks { .. } | EditError::Unpairable { .. } => CliError::Refused(text),
        EditError::Op(
            OpError::NoSection { .. }
            | OpError::NoPlayer { .. }
            | OpError::NoBoard { .. }
            | OpError::NoRound { .. }
            | OpError::Invalid(_),
        ) => CliError::BadInput(text),
        EditError::Op(_) => CliError::Refused(text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_ranges_read_both_ways() {
        assert_eq!(parse_rounds("1-7").ok().map(|r| r.0), Some(1));
        assert!(matches!(parse_rounds("3"), Ok((3, 3))));
        assert!(matches!(parse_rounds("x-2"), Err(CliError::Usage(_))));
    }
}
