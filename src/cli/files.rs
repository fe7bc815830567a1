//! Commands that create or change a tournament file: new, section add, player import
//! and list, info, undo and redo, result entry.

use super::lookup::find_section;
use super::values::{SportArg, TableFormat};
use super::{CliError, change, create, load};
use crate::model::{Language, Outcome, RoundNo, Sport, Tournament};
use crate::ops;
use crate::pairing::team_swiss::TeamStep;
use std::io::Write;
use std::path::Path;

fn w(out: &mut dyn Write, text: std::fmt::Arguments<'_>) {
    // Output to a closed pipe is not an error worth a failure exit.
    let _ = out.write_fmt(text);
}

pub fn new(
    file: &Path,
    name: String,
    venue: String,
    arbiter: String,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    if name.trim().is_empty() {
        return Err(CliError::Usage("--name must not be empty".into()));
    }
    let mut t = Tournament::new(name.trim());
    t.championship.venue = venue.trim().to_string();
    t.championship.chief_arbiter = arbiter.trim().to_string();
    ops::check_championship(&t.championship)?;
    create(file, &t)?;
    let _ = err;
    w(
        out,
        format_args!("created {} ({})\n", file.display(), t.championship.name),
    );
    Ok(super::exit::OK)
}

#[allow(clippy::too_many_arguments)]
pub fn section_add(
    file: &Path,
    code: &str,
    name: &str,
    rounds: u32,
    sport: SportArg,
    preset: Option<&str>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let sport = match sport {
        SportArg::Chess => Sport::Chess,
        SportArg::Draughts => Sport::Draughts,
    };
    let tiebreaks = match preset {
        None => None,
        Some(p) => Some(
            crate::standings::preset(p)
                .map(|p| p.to_codes())
                .ok_or_else(|| {
                    let known: Vec<&str> =
                        crate::standings::PRESETS.iter().map(|p| p.key).collect();
                    CliError::Usage(format!("unknown preset '{p}' ({})", known.join(", ")))
                })?,
        ),
    };
    change(file, err, |t| {
        ops::create_section(t, code, name, rounds, sport)?;
        if let Some(list) = tiebreaks {
            let s = t
                .section(code)
                .ok_or_else(|| CliError::Refused(format!("no section {code}")))?;
            let mut settings = s.settings.clone();
            settings.tiebreaks = list;
            ops::edit_section(t, code, settings)?;
        }
        Ok(())
    })?;
    w(
        out,
        format_args!("added section {code} ({name}, {rounds} rounds)\n"),
    );
    Ok(super::exit::OK)
}

pub fn players_import(
    file: &Path,
    section: &str,
    csv: &Path,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let bytes = super::read_input(csv, crate::store::limits::PLAYER_LIST, |e| {
        format!("cannot read {}: {e}", csv.display())
    })?;
    let (text, _) = ops::decode_players_csv(&bytes)
        .map_err(|e| CliError::BadInput(format!("{}: {e}", csv.display())))?;
    let rows = ops::parse_players_csv(&text)
        .map_err(|e| CliError::BadInput(format!("{}: {e}", csv.display())))?;
    let (report, _) = change(file, err, |t| {
        ops::import_players_said(t, section, &rows)
            .map_err(|e| CliError::BadInput(format!("{}: {e}", csv.display())))
    })?;
    w(
        out,
        format_args!("imported {} players into {section}\n", report.added),
    );
    for line in import_said(&report) {
        w(out, format_args!("{line}\n"));
    }
    // A player whose sex does not fit the section is imported, with a warning.
    for s in &report.sections {
        for m in &s.misfits {
            let (place, said) = (m.place(Language::English), m.say(s, Language::English));
            w(
                err,
                format_args!("warning: {} {place}: {said}\n", csv.display()),
            );
        }
    }
    Ok(super::exit::OK)
}

/// `players import --from OTHER.catur --from-section CODE [--top N]`: the players of a
/// section of another championship, in its final ranking (the filler left out), with
/// their schools, boards and reserve marks, as one change.
pub fn players_carry(
    file: &Path,
    section: &str,
    from: &Path,
    from_section: &str,
    top: Option<usize>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let other = super::load(from)?;
    let s = find_section(&other, from_section)?;
    let rows = ops::rows_from_section(s, top)
        .map_err(|e| CliError::BadInput(format!("{}: {e}", from.display())))?;
    let (report, _) = change(file, err, |t| {
        ops::import_players_said(t, section, &rows)
            .map_err(|e| CliError::BadInput(format!("{} {from_section}: {e}", from.display())))
    })?;
    w(
        out,
        format_args!(
            "imported {} players into {section} from {} {from_section}, best ranked first\n",
            report.added,
            from.display()
        ),
    );
    for line in import_said(&report) {
        w(out, format_args!("{line}\n"));
    }
    Ok(super::exit::OK)
}

/// What an import did besides adding players: how the initial order will be made when
/// the list had no rating or board column, and who is reserve (one line each).
fn import_said(report: &ops::ImportReport) -> Vec<String> {
    let mut lines = Vec::new();
    for s in &report.sections {
        let said = s.order_said(Language::English);
        let said = said.into_iter().chain(s.reserves_said(Language::English));
        lines.extend(said.map(|fact| format!("{}: {fact}", s.code)));
    }
    lines
}

pub fn players_list(
    file: &Path,
    section: &str,
    format: TableFormat,
    out: &mut dyn Write,
) -> Result<u8, CliError> {
    let t = load(file)?;
    let s = find_section(&t, section)?;
    if format == TableFormat::Json {
        return json_out(&super::json::players(s), out);
    }
    w(
        out,
        format_args!(
            "{} - {}: {} players\n",
            s.code,
            s.settings.name,
            s.players.len()
        ),
    );
    w(
        out,
        format_args!(
            "{:>4} {:>5}  {:<34} {:<8} {:>2} {:>6}  {}\n",
            "TPN", "ID", "Name", "Team", "Bd", "Rating", "Status"
        ),
    );
    for p in s.players_by_tpn() {
        let team = p
            .team
            .and_then(|id| s.team(id))
            .map(|t| t.code.as_str())
            .unwrap_or("");
        let status = ops::player_status(s, p, crate::model::Language::English);
        w(
            out,
            format_args!(
                "{:>4} {:>5}  {:<34} {:<8} {:>2} {:>6}  {}\n",
                p.tpn,
                format!("#{}", p.id.0),
                p.name,
                team,
                p.board.map(|b| b.to_string()).unwrap_or_default(),
                p.rating.map(|r| r.to_string()).unwrap_or_default(),
                status
            ),
        );
    }
    Ok(super::exit::OK)
}

/// Writes a JSON document to standard output.
fn json_out(value: &serde_json::Value, out: &mut dyn Write) -> Result<u8, CliError> {
    super::json::write(value, out)
        .map_err(|e| CliError::BadInput(format!("standard output: {e}")))?;
    Ok(super::exit::OK)
}

pub fn info(file: &Path, format: TableFormat, out: &mut dyn Write) -> Result<u8, CliError> {
    let t = load(file)?;
    if format == TableFormat::Json {
        return json_out(&super::json::info(&t), out);
    }
    w(out, format_args!("{}\n", t.championship.name));
    if !t.championship.venue.is_empty() {
        w(out, format_args!("venue: {}\n", t.championship.venue));
    }
    if !t.championship.chief_arbiter.is_empty() {
        w(
            out,
            format_args!("chief arbiter: {}\n", t.championship.chief_arbiter),
        );
    }
    let players: usize = t.sections.iter().map(|s| s.players.len()).sum();
    w(
        out,
        format_args!("{} sections, {players} players\n", t.sections.len()),
    );
    w(
        out,
        format_args!(
            "{:<6} {:<30} {:>7} {:>5} {:>7} {:>9}\n",
            "code", "name", "players", "teams", "rounds", "results"
        ),
    );
    for s in &t.sections {
        let (done, total) = s.rounds.iter().fold((0, 0), |(d, n), r| {
            let (a, b) = r.progress();
            (d + a, n + b)
        });
        w(
            out,
            format_args!(
                "{:<6} {:<30} {:>7} {:>5} {:>7} {:>9}\n",
                s.code,
                s.settings.name,
                s.players.len(),
                s.teams.len(),
                format!("{}/{}", s.rounds_paired(), s.settings.rounds_planned),
                format!("{done}/{total}")
            ),
        );
    }
    let (undo, redo) = (ops::can_undo(&t), ops::can_redo(&t));
    w(
        out,
        format_args!(
            "journal: {} entries{}{}\n",
            t.journal.entries.len(),
            if undo { ", undo possible" } else { "" },
            if redo { ", redo possible" } else { "" }
        ),
    );
    Ok(super::exit::OK)
}

/// `catur undo FILE [--section CODE]`: the last change of the file, or of one section.
pub fn undo(
    file: &Path,
    section: Option<&str>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let (what, _) = change(file, err, |t| match section {
        None => Ok(ops::undo(t)?),
        Some(code) => {
            find_section(t, code)?;
            let index = t.sections.iter().position(|s| s.code == code).unwrap_or(0);
            match ops::last_in_scope(t, ops::UndoScope::Section(index as u32)) {
                Some((i, _)) => Ok(ops::undo_entry(t, i)?),
                None => Err(CliError::Refused(ops::nothing_to_undo_in(
                    code,
                    Language::English,
                ))),
            }
        }
    })?;
    w(out, format_args!("undone: {what}\n"));
    Ok(super::exit::OK)
}

pub fn redo(file: &Path, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, CliError> {
    let (what, _) = change(file, err, |t| Ok(ops::redo(t)?))?;
    w(out, format_args!("redone: {what}\n"));
    Ok(super::exit::OK)
}

#[allow(clippy::too_many_arguments)]
pub fn result(
    file: &Path,
    section: &str,
    round: u32,
    board: usize,
    text: &str,
    change: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let outcome = Outcome::parse(text).ok_or_else(|| {
        CliError::Usage(format!(
            "'{text}' is not a result (1-0 0-1 1/2 +- -+ --, or a:W-B)"
        ))
    })?;
    let (_, t) = super::change(file, err, |t| {
        find_section(t, section)?;
        if change {
            ops::change_result(t, section, round, board, outcome)?;
        } else {
            ops::set_result(t, section, round, board, outcome).map_err(|e| match e {
                ops::OpError::LaterRoundPaired {
                    section,
                    round,
                    later,
                } => CliError::Refused(format!(
                    "round {later} of {section} was paired on the old result of round \
                         {round}; its pairing stands. Add --change to change the result anyway"
                )),
                e => e.into(),
            })?;
        }
        Ok(())
    })?;
    if let Some(later) = find_section(&t, section)
        .ok()
        .and_then(|s| ops::later_round_paired(s, round))
    {
        w(
            err,
            format_args!(
                "warning: round {later} was paired on the old result; its pairing stands\n"
            ),
        );
    }
    w(
        out,
        format_args!(
            "{section} round {round} board {board}: {}\n",
            outcome.code()
        ),
    );
    Ok(super::exit::OK)
}

/// How often `pair` computes the round again when its section was changed elsewhere
/// while it computed, before it gives up.
const PAIR_TRIES: usize = 3;

/// Before round 1, players still without a pairing number get theirs from the
/// section's initial order (nothing is saved if the round cannot be paired).
fn number_players(t: &mut Tournament, section: &str) -> Result<(), CliError> {
    let s = find_section(t, section)?;
    if s.rounds_paired() == 0 && s.players.iter().any(|p| p.tpn == 0 && !p.reserve) {
        ops::assign_tpns(t, section)?;
    }
    Ok(())
}

/// What the engine proposed on the snapshot: a round of boards, or of team matches.
enum Proposal {
    Boards(Result<crate::model::Round, ops::PairError>),
    Matches(Result<ops::TeamRoundProposal, ops::PairError>),
}

/// The engine's proposal for the next round of the section in `t`.
fn propose(t: &Tournament, section: &str) -> Proposal {
    // Team matches too: 200 teams take a second to pair.
    match t.section(section) {
        Some(s) if s.team_match.is_some() => Proposal::Matches(ops::propose_team_round(t, section)),
        _ => Proposal::Boards(ops::propose_next_round(t, section)),
    }
}

/// Publishes a proposal in `t`: the round's number and the team pairing's explanation
/// (empty for boards).
fn publish(
    t: &mut Tournament,
    section: &str,
    proposal: Proposal,
) -> Result<(RoundNo, Vec<TeamStep>), CliError> {
    match proposal {
        Proposal::Boards(round) => {
            let round = round.map_err(pair_refusal)?;
            let number = round.number;
            ops::publish_round(t, section, round)?;
            Ok((number, Vec::new()))
        }
        Proposal::Matches(matches) => {
            let matches = matches.map_err(pair_refusal)?;
            ops::publish_team_round(t, section, matches).map_err(pair_refusal)
        }
    }
}

/// `catur pair FILE --section CODE`: pairs the next round with the school rules in
/// force, publishes it and saves.
///
/// A pairing of thousands of players computes for seconds, and other desks must not be
/// kept waiting (refused as busy) meanwhile: the round is computed on the file as read
/// without the lock, and the change then takes the lock, re-reads the file and
/// publishes the round only if the section is exactly as it was paired from (changes
/// to other sections do not matter). Otherwise it computes again; after
/// [`PAIR_TRIES`] rounds computed in vain (the section kept changing: line-ups typed
/// at another desk, say), it computes once more under the lock, so that the command
/// ends with the round paired rather than asking the arbiter to try again.
pub fn pair(
    file: &Path,
    section: &str,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let (round, _, t) = paired(file, section, err)?;
    print_paired(&t, section, round, out)
}

/// Pairs the next round of the section in the file (of boards, or of team matches),
/// computed outside the lock as [`pair`] says, and saves it; the round, the team
/// pairing's explanation (empty for boards) and the championship as saved.
pub(super) fn paired(
    file: &Path,
    section: &str,
    err: &mut dyn Write,
) -> Result<(RoundNo, Vec<TeamStep>, Tournament), CliError> {
    let mut outcome = None;
    for _ in 0..PAIR_TRIES {
        let mut snapshot = load(file)?;
        number_players(&mut snapshot, section)?;
        let base = find_section(&snapshot, section)?.clone();
        let proposal = propose(&snapshot, section);
        drop(snapshot);
        let mut stale = false;
        let done = change(file, err, |t| {
            number_players(t, section)?;
            if t.section(section) != Some(&base) {
                stale = true;
                return Err(CliError::NotSaved(String::new()));
            }
            publish(t, section, proposal)
        });
        match done {
            Err(_) if stale => continue,
            done => {
                outcome = Some(done?);
                break;
            }
        }
    }
    let ((round, explanation), t) = match outcome {
        Some(done) => done,
        None => change(file, err, |t| {
            number_players(t, section)?;
            let proposal = propose(t, section);
            publish(t, section, proposal)
        })?,
    };
    Ok((round, explanation, t))
}

/// The round just paired, as `catur pair` prints it.
fn print_paired(
    t: &Tournament,
    section: &str,
    round: RoundNo,
    out: &mut dyn Write,
) -> Result<u8, CliError> {
    let s = find_section(t, section)?;
    if let Some(r) = s.round(round) {
        w(
            out,
            format_args!("{} round {round}: {} boards\n", s.code, r.boards.len()),
        );
        for (i, b) in r.boards.iter().enumerate() {
            let name = |id| {
                s.player(id)
                    .map(|p| format!("{:>3} {}", p.tpn, p.name))
                    .unwrap_or_default()
            };
            w(
                out,
                format_args!("{:>3}  {:<38} - {}\n", i + 1, name(b.white), name(b.black)),
            );
        }
        for u in &r.unpaired {
            let p = s.player(u.player);
            w(
                out,
                format_args!(
                    "     {:>3} {}: bye ({})\n",
                    p.map_or(0, |p| p.tpn),
                    p.map(|p| p.name.as_str()).unwrap_or(""),
                    u.kind.trf_code()
                ),
            );
        }
    }
    Ok(super::exit::OK)
}

/// A pairing refusal in the command line's words (exit 1).
fn pair_refusal(e: ops::PairError) -> CliError {
    match e {
        ops::PairError::TeamMatches { section } => CliError::Refused(format!(
            "{section} is played as team matches: pair it with catur pair FILE --section \
             {section}"
        )),
        e => CliError::Refused(
            super::constrained::constrained_refusal(&e).unwrap_or_else(|| e.to_string()),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_team_match_section_is_refused_with_the_command_that_pairs_it() {
        let e = pair_refusal(ops::PairError::TeamMatches {
            section: "L12".into(),
        });
        assert!(
            matches!(&e, CliError::Refused(m)
                if m == "L12 is played as team matches: pair it with catur pair FILE --section L12"),
            "{e:?}"
        );
    }
}
