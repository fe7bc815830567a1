//! Bounded reading of the files a user names. A file larger than any real championship,
//! player list or TRF file is refused before it is read, with its size; a FIFO, device,
//! socket or folder is refused at once (reading a FIFO would wait for a writer forever,
//! `/dev/zero` would fill the memory). The type and size are checked on the metadata
//! before the file is opened; the read itself stops one byte past the limit, as a
//! device or a `/proc` file can say it holds nothing and still give bytes.

use crate::model::Language;
use catur_engine::in_lang;
use std::fmt;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// A kind of file a user names, each with its own size limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Championship,
    PlayerList,
    Trf,
    Settings,
}

impl FileKind {
    /// The kind in `lang` ("championship file", "fail kejohanan").
    pub fn say(self, lang: Language) -> &'static str {
        match self {
            FileKind::Championship => lang.pick("championship file", "fail kejohanan"),
            FileKind::PlayerList => lang.pick("player list", "senarai pemain"),
            FileKind::Trf => lang.pick("TRF file", "fail TRF"),
            FileKind::Settings => lang.pick("settings file", "fail tetapan"),
        }
    }
}

/// The most a kind of file may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    pub what: FileKind,
    pub bytes: u64,
}

const MB: u64 = 1024 * 1024;

/// A championship file: one of 6 sections x 100 players x 7 rounds is under 64 KB, one
/// of 2,000 players x 15 rounds about 1 MB.
pub const CHAMPIONSHIP_FILE: Limit = Limit {
    what: FileKind::Championship,
    bytes: 16 * MB,
};

/// A CSV player list: 20,000 rows of 200 characters.
pub const PLAYER_LIST: Limit = Limit {
    what: FileKind::PlayerList,
    bytes: 4 * MB,
};

/// A TRF file: 9,999 players of 30 rounds take about 4 MB.
pub const TRF_FILE: Limit = Limit {
    what: FileKind::Trf,
    bytes: 16 * MB,
};

/// The small files of settings: key file, preferences, recent list, a `simulate`
/// configuration.
pub const SETTINGS_FILE: Limit = Limit {
    what: FileKind::Settings,
    bytes: MB,
};

/// What a path that is not a plain file is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Special {
    Folder,
    Fifo,
    Device,
    Socket,
    /// A device or some other special file the system does not name (not Unix).
    Other,
}

impl Special {
    /// The kind in `lang`, with its article in English ("a folder").
    pub fn say(self, lang: Language) -> &'static str {
        match self {
            Special::Folder => lang.pick("a folder", "folder"),
            Special::Fifo => lang.pick("a FIFO (named pipe)", "FIFO (paip bernama)"),
            Special::Device => lang.pick("a device", "peranti"),
            Special::Socket => lang.pick("a socket", "soket"),
            Special::Other => lang.pick("a device or other special file", "peranti"),
        }
    }
}

/// A file refused before it is read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unfit {
    NotAFile {
        path: PathBuf,
        kind: Special,
        limit: Limit,
    },
    TooLarge {
        path: PathBuf,
        /// The size the metadata gave, or `None` when the file said less than it held.
        size: Option<u64>,
        limit: Limit,
    },
}

impl Unfit {
    /// The refusal in `lang`, with the path and the remedy; sizes by [`size_in_words`].
    pub fn say(&self, lang: Language) -> String {
        match self {
            Unfit::NotAFile { path, kind, limit } => {
                let (path, kind, what) = (path.display(), kind.say(lang), limit.what.say(lang));
                in_lang!(
                    lang,
                    "{path}: this is {kind}, not a {what}; give the path of a file",
                    "{path}: ini {kind}, bukan {what}; berikan laluan sebuah fail"
                )
            }
            Unfit::TooLarge { path, size, limit } => {
                let path = path.display();
                let size = match size {
                    Some(b) => size_in_words(*b, lang),
                    None => lang.pick("the file", "fail ini").to_string(),
                };
                let (what, most) = (limit.what.say(lang), size_in_words(limit.bytes, lang));
                in_lang!(
                    lang,
                    "{path}: {size} is more than any {what} holds (at most {most}); check that \
                     this is the right file",
                    "{path}: {size} melebihi mana-mana {what} (paling besar {most}); pastikan \
                     ini fail yang betul"
                )
            }
        }
    }
}

impl fmt::Display for Unfit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for Unfit {}

/// Why [`read_limited`] gave no bytes.
#[derive(Debug)]
pub enum LimitedError {
    Unfit(Unfit),
    /// The operating system's error (no such file, no permission ...).
    Io(io::Error),
}

/// A size in words in `lang`, as the messages give it: `900 bytes` (`900 bait`),
/// `64 KB`, `16.0 MB`. The one place a size is worded for a person.
pub fn size_in_words(bytes: u64, lang: Language) -> String {
    if bytes < 1024 {
        in_lang!(lang, "{bytes} bytes", "{bytes} bait")
    } else if bytes < MB {
        format!("{} KB", bytes / 1024)
    } else {
        format!("{:.1} MB", bytes as f64 / MB as f64)
    }
}

/// What a path that is not a plain file is.
fn kind_of(t: std::fs::FileType) -> Special {
    if t.is_dir() {
        return Special::Folder;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return Special::Fifo;
        }
        if t.is_char_device() || t.is_block_device() {
            return Special::Device;
        }
        if t.is_socket() {
            return Special::Socket;
        }
    }
    Special::Other
}

/// Checks a path before it is opened: a plain file (links followed) of at most
/// `limit` bytes. `Ok(())` also when the path cannot be looked at, so that the read
/// which follows reports the operating system's own reason (no such file ...).
pub fn check_file(path: &Path, limit: Limit) -> Result<(), Unfit> {
    let Ok(meta) = std::fs::metadata(path) else {
        return Ok(());
    };
    if !meta.is_file() {
        return Err(Unfit::NotAFile {
            path: path.to_path_buf(),
            kind: kind_of(meta.file_type()),
            limit,
        });
    }
    if meta.len() > limit.bytes {
        return Err(Unfit::TooLarge {
            path: path.to_path_buf(),
            size: Some(meta.len()),
            limit,
        });
    }
    Ok(())
}

/// Reads a file whole after [`check_file`], stopping one byte past the limit.
pub fn read_limited(path: &Path, limit: Limit) -> Result<Vec<u8>, LimitedError> {
    check_file(path, limit).map_err(LimitedError::Unfit)?;
    let file = std::fs::File::open(path).map_err(LimitedError::Io)?;
    let mut bytes = Vec::new();
    file.take(limit.bytes + 1)
        .read_to_end(&mut bytes)
        .map_err(LimitedError::Io)?;
    if bytes.len() as u64 > limit.bytes {
        return Err(LimitedError::Unfit(Unfit::TooLarge {
            path: path.to_path_buf(),
            size: None,
            limit,
        }));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TINY: Limit = Limit {
        what: FileKind::PlayerList,
        bytes: 10,
    };

    #[test]
    fn a_file_over_the_limit_is_refused_with_its_size() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("list.csv");
        std::fs::write(&path, "0123456789").expect("written");
        assert_eq!(read_limited(&path, TINY).expect("fits"), b"0123456789");
        std::fs::write(&path, vec![b'x'; 3 * 1024 * 1024]).expect("written");
        let Err(LimitedError::Unfit(e)) = read_limited(&path, TINY) else {
            panic!("not refused");
        };
        assert!(
            e.to_string()
                .ends_with("list.csv: 3.0 MB is more than any player list holds (at most 10 bytes); check that this is the right file"),
            "{e}"
        );
    }

    /// The Malay refusal says its sizes in Malay: `bait`, never `bytes`.
    #[test]
    fn the_malay_refusal_of_a_file_too_large_gives_its_sizes_in_bait() {
        let e = Unfit::TooLarge {
            path: PathBuf::from("senarai.csv"),
            size: Some(900),
            limit: TINY,
        };
        assert_eq!(
            e.say(Language::Malay),
            "senarai.csv: 900 bait melebihi mana-mana senarai pemain (paling besar 10 bait); \
             pastikan ini fail yang betul"
        );
    }

    #[test]
    fn a_folder_is_refused_at_once() {
        let dir = tempfile::tempdir().expect("temp dir");
        let e = check_file(dir.path(), CHAMPIONSHIP_FILE).expect_err("folder");
        assert!(
            e.to_string()
                .contains("this is a folder, not a championship file"),
            "{e}"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_device_is_refused_and_an_endless_file_stops_at_the_limit() {
        let e = check_file(Path::new("/dev/zero"), TINY).expect_err("device");
        assert!(e.to_string().contains("this is a device"), "{e}");
        // A /proc file says it is empty, then gives bytes: the read stops.
        let Err(LimitedError::Unfit(Unfit::TooLarge { size: None, .. })) =
            read_limited(Path::new("/proc/self/maps"), TINY)
        else {
            panic!("read past the limit");
        };
    }

    #[test]
    fn sizes_in_words() {
        let en = |b| size_in_words(b, Language::English);
        assert_eq!(en(900), "900 bytes");
        assert_eq!(en(64 * 1024), "64 KB");
        assert_eq!(en(16 * MB), "16.0 MB");
    }

    #[test]
    fn sizes_in_malay_are_in_bait() {
        let ms = |b| size_in_words(b, Language::Malay);
        assert_eq!(ms(900), "900 bait");
        assert_eq!(ms(64 * 1024), "64 KB");
        assert_eq!(ms(16 * MB), "16.0 MB");
    }
}
