//! The headless command line: every subcommand of DESIGN.md section 6. Each command
//! loads what it needs, calls the same operations as the full-screen program, saves,
//! and reports through an exit code (see [`exit`]).

pub mod args;
mod byes;
pub mod championship;
mod demo;
mod edit;
mod files;
pub mod help;
mod hold;
mod json;
mod lookup;
mod players;
mod printable;
pub mod prizes;
mod report;
mod restore;
pub mod serve;
pub mod site;
mod team_match;

/// The demo championship, built below both interfaces (`host::demo`); named here too for
/// the tests and examples that build it.
pub use crate::host::{build_demo, play_rounds};
pub use args::{Cli, Command};
pub use printable::Printable;

use crate::ops::OpError;
use crate::store::StoreError;
use std::io::Write;
use std::path::Path;

pub mod check;
pub mod check_standings;
pub mod pair;
pub mod simulate;
pub mod simulate_config;

pub mod standings;

pub mod setting_flags;
mod trf_files;
mod values;

mod constrained;

/// Exit codes, documented in README.md.
pub mod exit {
    pub const OK: u8 = 0;
    /// Refused by the rules (no legal pairing, an operation the rules forbid).
    pub const REFUSED: u8 = 1;
    /// Wrong usage of the command line.
    pub const USAGE: u8 = 2;
    /// A bad input file (TRF, CSV, tournament file).
    pub const BAD_INPUT: u8 = 3;
    /// The change could not be saved (disk full, read-only folder, the file busy at
    /// another desk); nothing changed on disk.
    pub const NOT_SAVED: u8 = 4;
    /// The report could not be printed: the printer device or queue refused it.
    pub const NOT_PRINTED: u8 = 6;
}

/// Why a command failed, with the exit code it maps to.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The rules (or the state of the tournament) forbid what was asked.
    #[error("{0}")]
    Refused(String),
    #[error("{0}")]
    Usage(String),
    #[error("{0}")]
    BadInput(String),
    /// Nothing was changed on disk: the file could not be written, or was busy.
    #[error("{0}")]
    NotSaved(String),
    /// The printer device or print queue refused the report.
    #[error("{0}")]
    NotPrinted(String),
}

impl CliError {
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Refused(_) => exit::REFUSED,
            CliError::Usage(_) => exit::USAGE,
            CliError::BadInput(_) => exit::BAD_INPUT,
            CliError::NotSaved(_) => exit::NOT_SAVED,
            CliError::NotPrinted(_) => exit::NOT_PRINTED,
        }
    }
}

impl From<OpError> for CliError {
    fn from(e: OpError) -> Self {
        CliError::Refused(e.to_string())
    }
}

impl From<crate::host::HostError> for CliError {
    fn from(e: crate::host::HostError) -> Self {
        use crate::host::HostError;
        match e {
            HostError::Unreadable { ref error, .. }
                if matches!(**error, StoreError::Busy { .. }) =>
            {
                CliError::NotSaved(format!("not saved: {e}"))
            }
            e if e.is_not_saved() => CliError::NotSaved(e.to_string()),
            HostError::Printer(_) => CliError::NotPrinted(e.to_string()),
            e if e.is_refusal() => CliError::Refused(e.to_string()),
            e => CliError::BadInput(e.to_string()),
        }
    }
}

impl From<StoreError> for CliError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Busy { .. } | StoreError::Io { .. } | StoreError::TargetDamaged { .. } => {
                CliError::NotSaved(format!("not saved: {e}"))
            }
            _ => CliError::BadInput(e.to_string()),
        }
    }
}

/// The bytes of a file named on the command line, bounded by `limit` (see
/// `store::limits`): a folder, FIFO, device or oversized file is a bad input (exit 3),
/// refused before it is read. `cannot` words the operating system's error.
pub(crate) fn read_input(
    path: &Path,
    limit: crate::store::limits::Limit,
    cannot: impl FnOnce(std::io::Error) -> String,
) -> Result<Vec<u8>, CliError> {
    use crate::store::limits::{LimitedError, read_limited};
    read_limited(path, limit).map_err(|e| match e {
        LimitedError::Unfit(u) => CliError::BadInput(u.to_string()),
        LimitedError::Io(e) => CliError::BadInput(cannot(e)),
    })
}

/// What the lock file says while the command line changes a championship.
fn who() -> String {
    crate::store::who("catur (command line)")
}

/// A damaged or missing file, in words, with the newest good backup named when there
/// is one.
fn unreadable(path: &Path, e: StoreError) -> CliError {
    crate::host::unreadable(path, e).into()
}

/// Loads a tournament file to read it; a missing or damaged file is a bad input, and
/// the newest good backup is named when there is one (see `host::load`).
pub fn load(path: &Path) -> Result<crate::model::Tournament, CliError> {
    Ok(crate::host::load(path)?)
}

/// Changes a championship file as one transaction (lock, read the file as it is now,
/// apply `op`, save atomically, unlock; see `store::Shared`): whatever other desks or
/// commands do beside it, nothing they confirmed is lost and nothing of this change is
/// either. Returns what `op` returned and the championship as saved. After the save,
/// outside the lock, the championship's kept results site is rewritten
/// (`host::site::keep_current`); if it cannot be, stderr says so and the change stands.
pub fn change<R>(
    path: &Path,
    err: &mut dyn Write,
    op: impl FnOnce(&mut crate::model::Tournament) -> Result<R, CliError>,
) -> Result<(R, crate::model::Tournament), CliError> {
    use crate::store::TxError;
    // A FIFO, device or oversized file in the championship's place is refused before
    // anything opens it.
    crate::store::limits::check_file(path, crate::store::limits::CHAMPIONSHIP_FILE)
        .map_err(|u| unreadable(path, u.into()))?;
    let (mut shared, mut t) =
        crate::store::Shared::open(path, &who()).map_err(|e| unreadable(path, e))?;
    match shared.transact(&mut t, op) {
        Ok(done) => {
            for w in &done.report.warnings {
                let _ = writeln!(err, "warning: {w}");
            }
            // The change is saved and the lock let go: the kept site follows, and a
            // failure there is said, never the change's.
            keep_site(path, &t, err);
            Ok((done.value, t))
        }
        Err(TxError::Refused(e)) => Err(e),
        Err(TxError::Unreadable(e)) => Err(unreadable(path, e)),
        Err(TxError::NotSaved(e)) => Err(CliError::NotSaved(format!(
            "NOT SAVED: {e}; the file and its backups are as they were"
        ))),
    }
}

/// Rewrites the championship's kept results site after `path` was saved (outside the
/// lock; see `host::site::keep_current`); if it cannot be, `err` says so: what was
/// saved stands.
pub fn keep_site(path: &Path, t: &crate::model::Tournament, err: &mut dyn Write) {
    if let Some(Err(e)) = crate::host::site::keep_current(path, t) {
        let _ = writeln!(err, "{}", e.say(crate::model::Language::English));
    }
}

/// Creates a championship file, refusing to replace one (catur never overwrites a
/// championship).
pub fn create(path: &Path, t: &crate::model::Tournament) -> Result<(), CliError> {
    Ok(crate::host::create(path, t)?)
}

/// Refuses a path where a file (or a link) is already.
pub fn refuse_existing(path: &Path) -> Result<(), CliError> {
    Ok(crate::host::refuse_existing(path)?)
}

/// Runs one subcommand, writing its normal output to `out` and warnings to `err`.
/// Control characters in either are escaped (see [`Printable`]), except in a report's
/// own bytes (its printer codes are meant; its text is escaped where it is laid out).
pub fn run(command: Command, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, CliError> {
    let mut err = Printable::new(err);
    if matches!(command, Command::Report(_)) {
        return run_escaped(command, out, &mut err);
    }
    run_escaped(command, &mut Printable::new(out), &mut err)
}

fn run_escaped(command: Command, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, CliError> {
    match command {
        Command::New {
            file,
            name,
            venue,
            arbiter,
        } => files::new(&file, name, venue, arbiter, out, err),
        Command::Section(args::SectionCommand::Add {
            file,
            code,
            name,
            rounds,
            sport,
            preset,
        }) => files::section_add(
            &file,
            &code,
            &name,
            rounds,
            sport,
            preset.as_deref(),
            out,
            err,
        ),
        Command::Section(args::SectionCommand::Edit {
            file,
            section,
            settings,
        }) => setting_flags::section_edit(&file, &section, &settings.given, out, err),
        Command::Section(args::SectionCommand::TeamFirst { file, section }) => {
            edit::team_mates_first(&file, &section, out, err)
        }
        Command::Section(args::SectionCommand::Lots {
            file,
            section,
            seed,
        }) => edit::draw_lots(&file, &section, seed, out, err),
        Command::Players(args::PlayersCommand::Import {
            file,
            section,
            csv,
            from,
            from_section,
            top,
        }) => match (csv, from, from_section) {
            (Some(csv), None, _) => files::players_import(&file, &section, &csv, out, err),
            (None, Some(from), Some(from_section)) => {
                files::players_carry(&file, &section, &from, &from_section, top, out, err)
            }
            _ => Err(CliError::Usage(
                "give --csv LIST, or --from OTHER.catur --from-section CODE".into(),
            )),
        },
        Command::Players(args::PlayersCommand::List {
            file,
            section,
            format,
        }) => files::players_list(&file, &section, format, out),
        Command::Players(cmd) => players::run(cmd, out, err),
        Command::Prizes(cmd) => prizes::run(cmd, out, err),
        Command::Medals(a) => prizes::medals(a, out, err),
        Command::Championship(a) => championship::run(a, out, err),
        Command::Info { file, format } => files::info(&file, format, out),
        Command::Restore { file, from } => restore::run(&file, from, out, err),
        // The binary runs the hall display itself (it is a screen of the desk's layer).
        Command::Show { .. } => Err(CliError::Usage(
            "catur show needs a terminal to draw on".into(),
        )),
        Command::HoldOpen { file, ms, until } => hold::run(&file, ms, &until, out),
        Command::HoldLock { file, ms } => hold::hold_lock(&file, ms, out),
        Command::Undo { file, section } => files::undo(&file, section.as_deref(), out, err),
        Command::Redo { file } => files::redo(&file, out, err),
        Command::Demo { file, played } => demo::run(&file, played, out, err),
        Command::Result {
            file,
            section,
            round,
            board,
            result,
            change,
        } => files::result(&file, &section, round, board, &result, change, out, err),
        Command::Report(a) => report::run(a, out, err),
        Command::Site {
            file,
            output,
            watch,
        } => site::run(&file, &output, watch, out, err),
        Command::Serve {
            file,
            address,
            port,
        } => serve::run(&file, &address, port, out),
        Command::Pair(a) => match (a.trf, a.file, a.section) {
            (Some(trf), _, _) => Ok(pair::run_pair_explained(
                &trf,
                a.output.as_deref(),
                a.explain,
                out,
                err,
            )),
            (None, Some(file), Some(section)) if team_match::is_team_section(&file, &section) => {
                team_match::pair(&file, &section, out, err)
            }
            (None, Some(file), Some(section)) => files::pair(&file, &section, out, err),
            _ => Err(CliError::Usage(
                "use: catur pair --trf IN.trf [-o OUT] or catur pair FILE --section CODE".into(),
            )),
        },
        Command::Check { trf } => Ok(check::run_check(&trf, out, err)),
        Command::Simulate {
            players,
            rounds,
            config,
            seed,
            output,
            unpaired_round,
        } => Ok(match (config, players, rounds) {
            (Some(config), _, _) => simulate_config::run_simulate_config(
                &config,
                seed,
                output.as_deref(),
                unpaired_round.as_deref(),
                out,
                err,
            ),
            (None, players, rounds) => simulate::run_simulate(
                players.unwrap_or(0),
                rounds.unwrap_or(0),
                seed,
                output.as_deref(),
                out,
                err,
            ),
        }),
        Command::Standings(a) => {
            let format = match a.format {
                args::FormatArg::Text => standings::Format::Text,
                args::FormatArg::Tsv => standings::Format::Tsv,
                args::FormatArg::Json => standings::Format::Json,
            };
            match (a.trf, a.file, a.section) {
                (Some(trf), _, _) => {
                    let Some(codes) = a.tiebreaks else {
                        return Err(CliError::Usage("--tiebreaks LIST is needed with --trf".into()));
                    };
                    Ok(standings::run_trf_standings(&trf, &codes, a.round, format, out, err))
                }
                (None, Some(file), Some(section)) => {
                    let t = load(&file)?;
                    Ok(standings::run_section_standings(
                        &t,
                        &section,
                        a.tiebreaks.as_deref(),
                        a.round,
                        format,
                        out,
                        err,
                    ))
                }
                _ => Err(CliError::Usage(
                    "use: catur standings --trf IN.trf --tiebreaks LIST or catur standings FILE --section CODE"
                        .into(),
                )),
            }
        }
        Command::Edit(a) => edit::run(a, out, err),
        Command::Teams(args::TeamsArgs {
            action: Some(cmd), ..
        }) => players::teams(cmd, out, err),
        Command::Teams(args::TeamsArgs {
            file: Some(file),
            section: Some(section),
            round,
            format,
            action: None,
        }) => {
            let t = load(&file)?;
            let json = format == args::TableFormat::Json;
            Ok(standings::run_teams(&t, &section, round, json, out, err))
        }
        Command::Teams(_) => Err(CliError::Usage(
            "use: catur teams FILE --section CODE [--round N], or catur teams add|edit".into(),
        )),
        Command::Export {
            file,
            section,
            trf,
            format,
            without_unfinished_round,
        } => trf_files::export(&file, &section, &trf, format, without_unfinished_round, out),
        Command::Import { file, trf, section } => {
            trf_files::import(&file, &trf, &section, out, err)
        }
        Command::Bye {
            file,
            section,
            player,
            round,
            kind,
            cancel,
        } => byes::bye(&file, &section, player, round, kind, cancel, out, err),
        Command::Section(args::SectionCommand::Byes {
            file,
            section,
            rules,
        }) => setting_flags::section_byes(&file, &section, &rules.given, out, err),
        Command::TeamMatch(a) => team_match::settings(a, out, err),
        Command::Lineup {
            file,
            section,
            round,
            team,
            players,
        } => team_match::lineup(&file, &section, round, &team, &players, out, err),
        Command::TeamForfeit {
            file,
            section,
            round,
            match_no,
            team,
        } => team_match::forfeit(&file, &section, round, match_no, &team, out, err),
    }
}
