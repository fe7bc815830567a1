//! Everything that can go wrong with a tournament file, one variant per problem, so the
//! program can react to each (offer a backup, ask to update catur) and tell the arbiter
//! what happened in words.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

/// Where the bytes came from: a file, or memory when [`decode`](super::decode) was given
/// bytes directly. Displayed as the path, or as "the data".
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Origin(pub Option<PathBuf>);

impl Origin {
    /// The bytes were read from this file.
    pub fn path(path: &Path) -> Self {
        Origin(Some(path.to_path_buf()))
    }
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Some(p) => write!(f, "{}", p.display()),
            None => f.write_str("the data"),
        }
    }
}

/// Why a tournament file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The operating system refused a read, write, rename or sync.
    #[error("could not {action} {}: {source}", .path.display())]
    Io {
        action: &'static str,
        path: PathBuf,
        #[source]
        source: io::Error,
    },

    /// A folder, FIFO or device, or a file too large to be a championship: refused
    /// before it is read.
    #[error("{0}")]
    Unfit(#[from] super::limits::Unfit),

    /// The first bytes are not `CATUR`: some other kind of file was opened.
    #[error(
        "{file}: not a catur tournament file (it does not begin with CATUR); check that \
         you opened the right file"
    )]
    NotCatur { file: Origin },

    /// The file ends before the header or the payload does (a copy or save cut short).
    #[error(
        "{file}: file truncated: expected {expected} bytes of {part}, found {found}; \
         the file is incomplete, restore a backup"
    )]
    Truncated {
        file: Origin,
        /// `"header"` or `"payload"`: the part that is cut short.
        part: &'static str,
        /// Bytes that part should have (for the payload, as its header announces).
        expected: u64,
        /// Bytes the file actually holds for it.
        found: u64,
    },

    /// The file holds more bytes than its header announces.
    #[error(
        "{file}: file damaged: the header announces {expected} bytes of payload but \
         {found} follow; restore a backup"
    )]
    TrailingBytes {
        file: Origin,
        expected: u64,
        found: u64,
    },

    /// The payload's CRC-32 differs from the one in the header: bytes changed on disk.
    #[error(
        "{file}: checksum mismatch, the file is damaged (stored CRC-32 {stored:08x}, \
         contents give {computed:08x}); restore a backup"
    )]
    ChecksumMismatch {
        file: Origin,
        stored: u32,
        computed: u32,
    },

    /// The file was written by a later catur with a format this program does not know.
    #[error(
        "{file}: written by a newer catur (file format version {version}, this program \
         reads up to {supported}); update catur to open it (if no such version exists, \
         the header is damaged: restore a backup)"
    )]
    NewerVersion {
        file: Origin,
        version: u16,
        supported: u16,
    },

    /// A version number no catur ever wrote (0): the header is damaged.
    #[error(
        "{file}: file damaged: format version {version} was never written by catur; \
         restore a backup"
    )]
    UnknownVersion { file: Origin, version: u16 },

    /// Header and checksum are right, yet the payload is not a tournament of its version.
    /// This points to a bug in the program that wrote it rather than to disk damage.
    #[error(
        "{file}: the checksum is right but the contents cannot be read as a version \
         {version} tournament ({detail}); please report this file to the catur developers \
         and restore a backup"
    )]
    Undecodable {
        file: Origin,
        version: u16,
        detail: PayloadError,
    },

    /// `save` found a file at the target that does not load and will not overwrite it.
    #[error(
        "refusing to save over {}: the file there does not load ({cause}); restore a \
         backup or save under another name",
        .path.display()
    )]
    TargetDamaged {
        path: PathBuf,
        cause: Box<StoreError>,
    },

    #[error(
        "the championship is busy: {holder}{} has been changing it for more than {} s \
         (lock file {}); try again, or close catur there",
        if *.gone { " (a program that has ended since)" } else { "" },
        .waited.as_secs(),
        .path.display()
    )]
    Busy {
        path: PathBuf,
        /// Who holds the lock, as it wrote itself into the holder file.
        holder: String,
        /// The process named has ended: whoever holds the lock now has not written its
        /// name yet (or is a program that does not).
        gone: bool,
        waited: std::time::Duration,
    },

    /// The lock file was removed or replaced while this process held its lock, and the
    /// championship file changed meanwhile: the change was not saved.
    #[error(
        "the lock file {} was removed while this change was being made, and another \
         program changed the championship meanwhile; this change was not saved, make it \
         again",
        .path.display()
    )]
    LockLost { path: PathBuf },

    #[error("{}: no such championship file; check the name (catur new creates one)", .path.display())]
    Missing { path: PathBuf },
}

/// Why a payload with a right checksum is still not a tournament of its version.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PayloadError {
    #[error("{0}")]
    Decode(postcard::Error),
    #[error("{0} unexpected bytes after the tournament")]
    SpareBytes(usize),
    #[error("this program has no reader for format version {0}")]
    NoReader(u16),
    #[error(
        "section {section} plans {rounds} rounds, more than {}",
        super::format::MAX_ROUNDS_PLANNED
    )]
    TooManyRounds { section: String, rounds: u32 },
}

impl StoreError {
    pub(crate) fn io(action: &'static str, path: &Path, source: io::Error) -> Self {
        StoreError::Io {
            action,
            path: path.to_path_buf(),
            source,
        }
    }

    /// Sets the file name on errors made by `decode`, which only saw bytes.
    pub(crate) fn at(mut self, path: &Path) -> Self {
        match &mut self {
            StoreError::NotCatur { file }
            | StoreError::Truncated { file, .. }
            | StoreError::TrailingBytes { file, .. }
            | StoreError::ChecksumMismatch { file, .. }
            | StoreError::NewerVersion { file, .. }
            | StoreError::UnknownVersion { file, .. }
            | StoreError::Undecodable { file, .. } => *file = Origin::path(path),
            StoreError::Io { .. }
            | StoreError::Unfit(_)
            | StoreError::TargetDamaged { .. }
            | StoreError::Busy { .. }
            | StoreError::LockLost { .. }
            | StoreError::Missing { .. } => {}
        }
        self
    }

    /// Whether the bytes themselves are bad (as opposed to the file being unreachable):
    /// only then is a backup the remedy.
    pub fn is_damage(&self) -> bool {
        !matches!(
            self,
            StoreError::Io { .. }
                | StoreError::Unfit(_)
                | StoreError::TargetDamaged { .. }
                | StoreError::Busy { .. }
                | StoreError::LockLost { .. }
                | StoreError::Missing { .. }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_the_file_and_the_remedy() {
        let e = StoreError::Truncated {
            file: Origin::default(),
            part: "payload",
            expected: 100,
            found: 40,
        }
        .at(Path::new("champ.catur"));
        let m = e.to_string();
        assert!(m.starts_with("champ.catur: file truncated"), "{m}");
        assert!(m.contains("expected 100 bytes of payload, found 40"), "{m}");
        assert!(m.contains("restore a backup"), "{m}");
        assert!(e.is_damage());

        let bytes_only = StoreError::NotCatur {
            file: Origin::default(),
        }
        .to_string();
        assert!(
            bytes_only.starts_with("the data: not a catur"),
            "{bytes_only}"
        );

        let refused = StoreError::TargetDamaged {
            path: "a.catur".into(),
            cause: Box::new(e),
        };
        assert!(
            refused
                .to_string()
                .starts_with("refusing to save over a.catur")
        );
        assert!(!refused.is_damage());
    }
}
