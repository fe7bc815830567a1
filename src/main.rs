//! The `catur` program: parse the command line, then run a headless command or the
//! full-screen program. An error of the command line's kinds (refused, usage, bad input,
//! not saved) reaches the user as one clear line and its exit code; an unexpected
//! failure (the terminal cannot be used) is reported by color-eyre with what failed, the
//! file and what to do, and exit code 5 (see README, "Exit codes").
#![forbid(unsafe_code)]

use catur::cli::{self, Cli};
use clap::FromArgMatches;
use color_eyre::Section;
use color_eyre::eyre;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    if let Err(e) = color_eyre::install() {
        eprintln!("catur: {e}");
    }
    // The grammar of `Cli`, with the help's subcommands grouped (`cli::help`).
    let args =
        Cli::from_arg_matches(&cli::help::command().get_matches()).unwrap_or_else(|e| e.exit());
    let mut out = std::io::stdout().lock();
    let mut err = std::io::stderr();
    let result = match args.command {
        Some(cli::Command::Show {
            file,
            seconds,
            address,
            ascii,
        }) => show(&file, seconds, address.as_deref(), ascii),
        Some(command) => cli::run(command, &mut out, &mut err).map_err(eyre::Report::new),
        None => open(args.file),
    };
    let code = match result {
        Ok(code) => return ExitCode::from(code),
        Err(report) => match report.downcast_ref::<cli::CliError>() {
            Some(e) => {
                eprintln!("catur: {}", escaped(&e.to_string()));
                e.exit_code()
            }
            None => {
                eprintln!("catur: {report:?}");
                UNEXPECTED
            }
        },
    };
    keep_window_open();
    ExitCode::from(code)
}

/// An error message of the command line's kinds as it may be printed: a control
/// character from a file or a typed value becomes `?` (line ends and tabs stay).
fn escaped(text: &str) -> String {
    catur::model::printable_keeping(text, &['\n', '\t']).into_owned()
}

/// The exit code of a failure that is none of the command line's kinds (README).
const UNEXPECTED: u8 = 5;

/// The full-screen program or the hall display stopped on a terminal error: what failed,
/// the file, and what to try.
fn terminal_failed(e: std::io::Error, what: &str, file: &std::path::Path) -> eyre::Report {
    eyre::Report::new(e)
        .wrap_err(format!(
            "{what} on {} stopped: the terminal failed",
            file.display()
        ))
        .note("every change confirmed before this was saved to the file")
        .suggestion(format!(
            "run catur in another terminal window, or use the command line (catur info {})",
            file.display()
        ))
}

/// A Windows console opened by a double-click closes as soon as catur ends: after an
/// error, catur waits for Enter there so that the message can be read.
fn keep_window_open() {
    #[cfg(windows)]
    if catur::host::windows::console_is_ours_alone() {
        eprint!("Press Enter to close this window.");
        let _ = std::io::stdin().read_line(&mut String::new());
    }
}

/// The default championship file in the user's data directory.
fn default_file() -> Result<PathBuf, cli::CliError> {
    catur::host::folders::data_dir()
        .map(|d| d.join("catur.catur"))
        .ok_or_else(|| {
            cli::CliError::BadInput("no home directory to keep the default file in".into())
        })
}

/// `catur [FILE]`: the full-screen program on FILE, or, when not attached to a
/// terminal, a summary of the file and what to do next. A FILE that does not exist is
/// created only when the arbiter says so (a mistyped name must not start an empty
/// championship); the default file is made on first use. A damaged file is not opened:
/// the newest good backup is offered instead.
fn open(file: Option<PathBuf>) -> eyre::Result<u8> {
    let asked = file.is_some();
    let path = match file {
        Some(p) => p,
        None => default_file()?,
    };
    let interactive = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    if path.symlink_metadata().is_err() {
        if asked {
            let full = std::path::absolute(&path).unwrap_or_else(|_| path.clone());
            if !interactive {
                return Err(cli::CliError::BadInput(format!(
                    "{}: no such championship file (catur new {} --name NAME creates one)",
                    full.display(),
                    path.display()
                ))
                .into());
            }
            let question = format!(
                "There is no championship file at\n  {}\nCreate a new championship there? [y/N] ",
                full.display()
            );
            if !yes(&question) {
                println!("Nothing was created.");
                return Ok(cli::exit::OK);
            }
        }
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| {
                cli::CliError::NotSaved(format!("cannot create {}: {e}", dir.display()))
            })?;
        }
        cli::create(&path, &catur::model::Tournament::new("Kejohanan Catur"))?;
    }
    let t = match cli::load(&path) {
        Ok(t) => t,
        Err(e) if interactive => offer_backup(&path, e)?,
        Err(e) => return Err(e.into()),
    };
    if !std::io::stdout().is_terminal() {
        let mut out = std::io::stdout().lock();
        cli::run(
            cli::Command::Info {
                file: path.clone(),
                format: cli::args::TableFormat::Text,
            },
            &mut out,
            &mut std::io::stderr(),
        )?;
        println!(
            "\nNext: catur section add {} --code L12 --name NAME --rounds 7",
            path.display()
        );
        println!(
            "      catur players import {} --section L12 --csv PLAYERS.csv",
            path.display()
        );
        println!("      or run catur in a terminal for the full-screen program.");
        return Ok(cli::exit::OK);
    }
    catur::tui::run(desk(t, path.clone()))
        .map_err(|e| terminal_failed(e, "the full-screen program", &path))?;
    Ok(cli::exit::OK)
}

/// `catur show FILE`: the read-only hall display, with the results address when given.
fn show(
    file: &std::path::Path,
    seconds: u64,
    address: Option<&str>,
    ascii: bool,
) -> eyre::Result<u8> {
    use catur::report::qr;
    use catur::tui::hall::{Address, AddressSource};
    let t = cli::load(file)?; // reads only: no lock, nothing written
    let glyphs = if ascii {
        qr::Glyphs::Ascii
    } else {
        qr::Glyphs::Blocks
    };
    // The address given wins; else the championship's own, followed as the file changes.
    let address = match address {
        Some(_) => AddressSource::Given(
            cli::championship::address_for(address, &t)?.map(|url| Address { url, glyphs }),
        ),
        None => AddressSource::Stored(glyphs),
    };
    if !std::io::stdout().is_terminal() {
        return Err(cli::CliError::Usage(
            "catur show draws on a terminal (a projector or a second monitor)".into(),
        )
        .into());
    }
    catur::tui::hall::run(file, seconds, &address)
        .map_err(|e| terminal_failed(e, "the hall display", file))?;
    Ok(cli::exit::OK)
}

/// Asks a yes/no question on the console; anything but y/ya/yes is no.
fn yes(question: &str) -> bool {
    use std::io::Write;
    print!("{question}");
    let _ = std::io::stdout().flush();
    let mut answer = String::new();
    if std::io::stdin().read_line(&mut answer).is_err() {
        return false;
    }
    matches!(answer.trim().to_lowercase().as_str(), "y" | "ya" | "yes")
}

/// A file that does not load: its problem, and the newest good backup offered in its
/// place (the damaged file is kept beside the backups).
fn offer_backup(
    path: &std::path::Path,
    e: cli::CliError,
) -> Result<catur::model::Tournament, cli::CliError> {
    let Some(b) = catur::store::newest_good_backup(path) else {
        return Err(e);
    };
    println!("{e}\n");
    if let Some(s) = &b.summary {
        println!(
            "The newest good backup holds {} rounds and {} of {} results.",
            s.rounds, s.results, s.boards
        );
    }
    if !yes(&format!(
        "Put back {} and open it? [y/N] ",
        b.path.display()
    )) {
        return Err(cli::CliError::BadInput(format!(
            "{} was not opened (catur restore {} lists the backups)",
            path.display(),
            path.display()
        )));
    }
    let done = catur::store::restore(path, &b.path).map_err(cli::CliError::from)?;
    if let Some(kept) = &done.damaged_kept {
        println!("The damaged file is kept as {}.", kept.display());
    }
    cli::keep_site(path, &done.tournament, &mut std::io::stderr());
    Ok(done.tournament)
}

/// The full-screen program's state for a file: the user's key file over the default
/// keys (a bad line is named on the message line and the defaults stay), the recent
/// list with this file first, and the screen language from the locale (Malay for `ms`).
fn desk(t: catur::model::Tournament, path: PathBuf) -> catur::tui::App {
    use catur::host::{files as desk, print};
    use catur::tui::keymap::KeyMap;
    use catur::tui::strings::T;
    let mut app = catur::tui::App::new(t, Some(path.clone()));
    app.clock = print::printed_at();
    app.zone = print::local_zone();
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .find_map(|v| std::env::var(v).ok().filter(|x| !x.is_empty()))
        .unwrap_or_default();
    if locale.starts_with("ms") {
        app.lang = catur::model::Language::Malay;
    }
    let mut problems: Vec<String> = Vec::new();
    // The language chosen last wins over the locale; a damaged file is named and ignored.
    let warning = catur::host::prefs::prefs_file().and_then(|f| app.use_prefs(f));
    app.extras.new_dir = desk::data_dir();
    if let Some(keys) = desk::key_file().filter(|k| k.exists()) {
        match desk::read_text(&keys) {
            Ok(text) => {
                let (map, bad) = KeyMap::with_user_file(&text);
                app.keymap = map;
                problems.extend(bad.iter().map(|b| format!("{} {b}", keys.display())));
            }
            Err(e) => problems.push(e.to_string()),
        }
    }
    if let Some(list) = desk::recent_list_file() {
        match desk::remember(&list, &path) {
            // The file just opened is first in the list; the start screen offers the others.
            Ok(v) => app.recent = v,
            Err(e) => app.message = Some((e.to_string(), catur::tui::app::Severity::Warning)),
        }
        app.recent_list = Some(list);
        app.extras.recent_names = desk::championship_names(&app.recent);
    }
    if let Some(w) = warning {
        app.message = Some((w, catur::tui::app::Severity::Warning));
    }
    if !problems.is_empty() {
        let text = T::KeyFileProblem.fill(app.lang, &[&problems.join("; ")]);
        app.message = Some((text, catur::tui::app::Severity::Error));
    }
    app
}
