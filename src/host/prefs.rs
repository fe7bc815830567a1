//! The desk's preferences, kept in the user's config directory so that the next start
//! looks the same: for now the screen language. The file is plain text, one
//! `key = value` a line (`#` starts a comment); it is small and hand-editable. A file
//! that cannot be read is named with the line at fault and ignored: the desk starts
//! with its defaults and never refuses to start because of it.

use super::{HostError, make_dir};
use crate::model::Language;
use catur_engine::in_lang;
use std::path::{Path, PathBuf};

/// What the desk remembers between starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Prefs {
    /// The screen language chosen last (F8 `l`); `None`: from the locale.
    pub language: Option<Language>,
}

/// The preferences file in the user's config directory, if there is a home.
pub fn prefs_file() -> Option<PathBuf> {
    super::files::config_dir().map(|d| d.join("prefs.txt"))
}

/// Reads the preferences. A missing file gives the defaults; a damaged one is an error
/// naming the file and line, for the caller to show (and then use the defaults).
pub fn read_prefs(path: &Path) -> Result<Prefs, HostError> {
    use crate::store::limits::{LimitedError, SETTINGS_FILE, read_limited};
    let bytes = match read_limited(path, SETTINGS_FILE) {
        Ok(b) => b,
        Err(LimitedError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            return Ok(Prefs::default());
        }
        Err(LimitedError::Io(source)) => {
            return Err(HostError::Read {
                path: path.to_path_buf(),
                source,
            });
        }
        Err(LimitedError::Unfit(u)) => return Err(HostError::Unfit(u)),
    };
    let text = String::from_utf8(bytes).map_err(|_| HostError::NotText(path.to_path_buf()))?;
    parse_prefs(&text).map_err(|e| HostError::BadLine {
        path: path.to_path_buf(),
        line: e.line,
        problem: e.problem,
    })
}

/// A line of the preferences that does not read: its number (from 1) and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct PrefsLineError {
    pub line: usize,
    pub problem: PrefsProblem,
}

/// Why a line of the preferences does not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrefsProblem {
    /// The line (as written) has no `=`.
    NotKeyValue(String),
    /// The language is neither `ms` nor `en`.
    Language(String),
}

impl PrefsProblem {
    /// The problem in `lang`, quoting the line or the value.
    pub fn say(&self, lang: Language) -> String {
        match self {
            PrefsProblem::NotKeyValue(text) => in_lang!(
                lang,
                "'{text}' is not KEY = VALUE",
                "'{text}' bukan KUNCI = NILAI"
            ),
            PrefsProblem::Language(value) => in_lang!(
                lang,
                "language '{value}' is not ms or en",
                "bahasa '{value}' bukan ms atau en"
            ),
        }
    }
}

impl std::fmt::Display for PrefsProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for PrefsProblem {}

/// The preferences from the file's text; an error names the line.
pub fn parse_prefs(text: &str) -> Result<Prefs, PrefsLineError> {
    let mut prefs = Prefs::default();
    for (k, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            return Err(PrefsLineError {
                line: k + 1,
                problem: PrefsProblem::NotKeyValue(line.to_string()),
            });
        };
        let value = value.trim();
        // A key of a newer version is left alone.
        if key.trim() == "language" {
            prefs.language = Some(match value {
                "ms" => Language::Malay,
                "en" => Language::English,
                _ => {
                    return Err(PrefsLineError {
                        line: k + 1,
                        problem: PrefsProblem::Language(value.to_string()),
                    });
                }
            });
        }
    }
    Ok(prefs)
}

/// The file's text for these preferences.
pub fn format_prefs(prefs: &Prefs) -> String {
    let mut text = String::from("# catur desk preferences\n");
    if let Some(l) = prefs.language {
        let code = match l {
            Language::Malay => "ms",
            Language::English => "en",
        };
        text.push_str(&format!("language = {code}\n"));
    }
    text
}

/// Writes the preferences (the folder is made when missing).
pub fn write_prefs(path: &Path, prefs: &Prefs) -> Result<(), HostError> {
    if let Some(dir) = path.parent() {
        make_dir(dir)?;
    }
    super::files::write_file(path, format_prefs(prefs).as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_is_written_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("cfg").join("prefs.txt");
        assert_eq!(read_prefs(&path).unwrap(), Prefs::default());
        let p = Prefs {
            language: Some(Language::Malay),
        };
        write_prefs(&path, &p).unwrap();
        assert_eq!(read_prefs(&path).unwrap(), p);
    }

    #[test]
    fn a_damaged_file_names_the_line() {
        let e = parse_prefs("# ok\nlanguage = fr\n").unwrap_err();
        assert_eq!(e.to_string(), "line 2: language 'fr' is not ms or en");
        let e = parse_prefs("nonsense\n").unwrap_err();
        assert_eq!(e.line, 1, "{e}");
        assert_eq!(parse_prefs("colour = blue\n"), Ok(Prefs::default()));
    }
}
