//! `catur championship FILE [--address URL|none] [--site-folder DIR|none]`: the
//! championship's results address (what phones open; the hall display, the printed
//! pairing list and `catur serve` use it) and the folder its results site is kept in
//! (rewritten after every change). Both set in one journal entry through the same
//! operation as the desk's F8; without a flag it says what is set.

use super::{CliError, change, load};
use crate::model::Championship;
use crate::ops;
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct ChampionshipArgs {
    pub file: PathBuf,
    /// The address phones open for the results pages, e.g. http://192.168.1.10:8080/
    /// (what `catur serve` says); `none` removes it.
    #[arg(long, value_name = "URL")]
    pub address: Option<String>,
    /// The folder the results site is kept in, rewritten after every change (a folder
    /// on a USB stick or a shared drive; a relative folder is beside the championship
    /// file); `none` stops keeping it.
    #[arg(long, value_name = "DIR")]
    pub site_folder: Option<String>,
}

/// `none` (any case) or an empty text clears a setting.
fn given(text: &str) -> String {
    if text.trim().eq_ignore_ascii_case("none") {
        String::new()
    } else {
        text.to_string()
    }
}

pub fn run(a: ChampionshipArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, CliError> {
    let t = if a.address.is_none() && a.site_folder.is_none() {
        load(&a.file)?
    } else {
        let ((), t) = change(&a.file, err, |t| {
            let mut c = t.championship.clone();
            if let Some(address) = &a.address {
                c.results_address = Some(given(address));
            }
            if let Some(folder) = &a.site_folder {
                c.site_folder = Some(given(folder));
            }
            ops::edit_championship(t, c).map_err(refused)
        })?;
        t
    };
    said(&t.championship, out);
    Ok(super::exit::OK)
}

/// A bad address or folder is a wrong use (exit 2, as a bad `--address` of `report`
/// is); setting what is set already is refused as no change (exit 1).
fn refused(e: ops::OpError) -> CliError {
    match e {
        ops::OpError::Invalid(_) => CliError::Usage(e.to_string()),
        e => CliError::from(e),
    }
}

fn said(c: &Championship, out: &mut dyn Write) {
    let _ = writeln!(
        out,
        "results address: {}",
        c.results_address.as_deref().unwrap_or("none")
    );
    let _ = writeln!(
        out,
        "site folder: {}",
        c.site_folder.as_deref().unwrap_or("none")
    );
}

/// The results address a print or display shows: the one given on the command line
/// (checked; `none` shows none this time), else the championship's stored one.
pub fn address_for(
    given: Option<&str>,
    t: &crate::model::Tournament,
) -> Result<Option<String>, CliError> {
    match given {
        Some(a) if a.trim().eq_ignore_ascii_case("none") => Ok(None),
        Some(a) => crate::model::web_address(a)
            .map(Some)
            .map_err(|e| CliError::Usage(format!("--address {a}: {e}"))),
        None => Ok(t.championship.results_address.clone()),
    }
}
