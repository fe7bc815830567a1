//! Everything that can go wrong with a tournament file, one variant per problem, so the
//! program can react to each (offer a backup, ask to update catur) and tell the arbiter
//! what happened in words. Each problem is worded once, in English and Malay side by
//! side ([`StoreError::say`]); the English is its `Display`, what the command line
//! prints.

use crate::model::Language;
use catur_engine::in_lang;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

/// Where the bytes came from: a file, or memory when [`decode`](super::decode) was given
/// bytes directly. Named as the path, or as "the data".
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Origin(pub Option<PathBuf>);

impl Origin {
    /// The bytes were read from this file.
    pub fn path(path: &Path) -> Self {
        Origin(Some(path.to_path_buf()))
    }

    /// The file's path, or the data in `lang`.
    pub fn say(&self, lang: Language) -> String {
        match &self.0 {
            Some(p) => p.display().to_string(),
            None => lang.pick("the data", "data").to_string(),
        }
    }
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

/// What the program was doing with a file when the operating system refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IoAction {
    Read,
    Write,
    Create,
    Open,
    Sync,
    SyncFolder,
    Lock,
    CheckLockFile,
    CreateLockFile,
    CreateBackupFolder,
    ListBackupFolder,
    FinishSaving,
    Follow,
    MoveAside,
    Replace,
    Restore,
    Rotate,
    SaveOver,
    SaveTo,
}

impl IoAction {
    /// The action in `lang`, as it follows "could not" ("tidak dapat").
    pub fn say(self, lang: Language) -> &'static str {
        match self {
            IoAction::Read => lang.pick("read", "membaca"),
            IoAction::Write => lang.pick("write", "menulis"),
            IoAction::Create => lang.pick("create", "mencipta"),
            IoAction::Open => lang.pick("open", "membuka"),
            IoAction::Sync => lang.pick("sync", "menyimpan ke cakera"),
            IoAction::SyncFolder => lang.pick("sync the folder", "menyimpan folder ke cakera"),
            IoAction::Lock => lang.pick("lock", "mengunci"),
            IoAction::CheckLockFile => lang.pick("check the lock file", "memeriksa fail kunci"),
            IoAction::CreateLockFile => lang.pick("create the lock file", "mencipta fail kunci"),
            IoAction::CreateBackupFolder => {
                lang.pick("create the backup folder", "mencipta folder sandaran")
            }
            IoAction::ListBackupFolder => {
                lang.pick("list the backup folder", "menyenaraikan folder sandaran")
            }
            IoAction::FinishSaving => lang.pick("finish saving", "selesai menyimpan"),
            IoAction::Follow => lang.pick("follow", "mengikut pautan"),
            IoAction::MoveAside => lang.pick("move aside", "mengalihkan"),
            IoAction::Replace => lang.pick("replace", "menggantikan"),
            IoAction::Restore => lang.pick("restore", "memulihkan"),
            IoAction::Rotate => lang.pick("rotate", "memutar sandaran"),
            IoAction::SaveOver => lang.pick("save over", "menyimpan ganti"),
            IoAction::SaveTo => lang.pick("save to", "menyimpan ke"),
        }
    }

    /// Every action, for the tests that check each is worded.
    pub const ALL: [IoAction; 19] = [
        IoAction::Read,
        IoAction::Write,
        IoAction::Create,
        IoAction::Open,
        IoAction::Sync,
        IoAction::SyncFolder,
        IoAction::Lock,
        IoAction::CheckLockFile,
        IoAction::CreateLockFile,
        IoAction::CreateBackupFolder,
        IoAction::ListBackupFolder,
        IoAction::FinishSaving,
        IoAction::Follow,
        IoAction::MoveAside,
        IoAction::Replace,
        IoAction::Restore,
        IoAction::Rotate,
        IoAction::SaveOver,
        IoAction::SaveTo,
    ];
}

/// What the operating system said: in English its own text, in Malay its kind in words
/// (the system's text when the kind has no Malay word here).
pub fn say_io(e: &io::Error, lang: Language) -> String {
    use io::ErrorKind as K;
    if lang == Language::English {
        return e.to_string();
    }
    match e.kind() {
        K::NotFound => "fail atau folder tidak wujud".into(),
        K::PermissionDenied => "tiada kebenaran".into(),
        K::AlreadyExists => "sudah wujud".into(),
        K::IsADirectory => "itu sebuah folder, bukan fail".into(),
        K::NotADirectory => "sebahagian laluan bukan folder".into(),
        K::StorageFull => "cakera penuh".into(),
        K::ReadOnlyFilesystem => "cakera hanya boleh dibaca".into(),
        K::InvalidFilename => "nama fail tidak sah".into(),
        K::WouldBlock | K::ResourceBusy => "sedang digunakan".into(),
        _ => format!("ralat sistem ({e})"),
    }
}

/// Why a tournament file could not be read or written.
#[derive(Debug)]
pub enum StoreError {
    /// The operating system refused a read, write, rename or sync.
    Io {
        action: IoAction,
        path: PathBuf,
        source: io::Error,
    },

    /// A folder, FIFO or device, or a file too large to be a championship: refused
    /// before it is read.
    Unfit(super::limits::Unfit),

    /// The first bytes are not `CATUR`: some other kind of file was opened.
    NotCatur { file: Origin },

    /// The file ends before the header or the payload does (a copy or save cut short).
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
    TrailingBytes {
        file: Origin,
        expected: u64,
        found: u64,
    },

    /// The payload's CRC-32 differs from the one in the header: bytes changed on disk.
    ChecksumMismatch {
        file: Origin,
        stored: u32,
        computed: u32,
    },

    /// The file was written by a later catur with a format this program does not know.
    NewerVersion {
        file: Origin,
        version: u16,
        supported: u16,
    },

    /// A version number no catur ever wrote (0): the header is damaged.
    UnknownVersion { file: Origin, version: u16 },

    /// Header and checksum are right, yet the payload is not a tournament of its version.
    /// This points to a bug in the program that wrote it rather than to disk damage.
    Undecodable {
        file: Origin,
        version: u16,
        detail: PayloadError,
    },

    /// `save` found a file at the target that does not load and will not overwrite it.
    TargetDamaged {
        path: PathBuf,
        cause: Box<StoreError>,
    },

    /// Another program holds the lock and did not let go in time.
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
    LockLost { path: PathBuf },

    /// There is no file at the path given.
    Missing { path: PathBuf },
}

impl StoreError {
    /// The problem in `lang`, with the file and the remedy.
    pub fn say(&self, lang: Language) -> String {
        match self {
            StoreError::Io {
                action,
                path,
                source,
            } => {
                let (action, path, why) = (action.say(lang), path.display(), say_io(source, lang));
                in_lang!(
                    lang,
                    "could not {action} {path}: {why}",
                    "tidak dapat {action} {path}: {why}"
                )
            }
            StoreError::Unfit(u) => u.say(lang),
            StoreError::NotCatur { file } => {
                let file = file.say(lang);
                in_lang!(
                    lang,
                    "{file}: not a catur tournament file (it does not begin with CATUR); check \
                     that you opened the right file",
                    "{file}: bukan fail kejohanan catur (tidak bermula dengan CATUR); pastikan \
                     fail yang betul dibuka"
                )
            }
            StoreError::Truncated {
                file,
                part,
                expected,
                found,
            } => {
                let file = file.say(lang);
                in_lang!(
                    lang,
                    "{file}: file truncated: expected {expected} bytes of {part}, found {found}; \
                     the file is incomplete, restore a backup",
                    "{file}: fail terpotong: dijangka {expected} bait, ada {found}; fail tidak \
                     lengkap, pulihkan sandaran"
                )
            }
            StoreError::TrailingBytes {
                file,
                expected,
                found,
            } => {
                let file = file.say(lang);
                in_lang!(
                    lang,
                    "{file}: file damaged: the header announces {expected} bytes of payload but \
                     {found} follow; restore a backup",
                    "{file}: fail rosak: tajuk menyatakan {expected} bait tetapi ada {found}; \
                     pulihkan sandaran"
                )
            }
            StoreError::ChecksumMismatch {
                file,
                stored,
                computed,
            } => {
                let file = file.say(lang);
                in_lang!(
                    lang,
                    "{file}: checksum mismatch, the file is damaged (stored CRC-32 {stored:08x}, \
                     contents give {computed:08x}); restore a backup",
                    "{file}: checksum tidak sepadan, fail rosak (CRC-32 tersimpan {stored:08x}, \
                     kandungan memberi {computed:08x}); pulihkan sandaran"
                )
            }
            StoreError::NewerVersion {
                file,
                version,
                supported,
            } => {
                let file = file.say(lang);
                in_lang!(
                    lang,
                    "{file}: written by a newer catur (file format version {version}, this \
                     program reads up to {supported}); update catur to open it (if no such \
                     version exists, the header is damaged: restore a backup)",
                    "{file}: ditulis oleh catur yang lebih baharu (versi format {version}, \
                     program ini membaca hingga {supported}); kemas kini catur untuk membukanya"
                )
            }
            StoreError::UnknownVersion { file, version } => {
                let file = file.say(lang);
                in_lang!(
                    lang,
                    "{file}: file damaged: format version {version} was never written by catur; \
                     restore a backup",
                    "{file}: fail rosak: versi format {version} tidak pernah ditulis oleh catur; \
                     pulihkan sandaran"
                )
            }
            StoreError::Undecodable {
                file,
                version,
                detail,
            } => {
                let (file, detail) = (file.say(lang), detail.say(lang));
                in_lang!(
                    lang,
                    "{file}: the checksum is right but the contents cannot be read as a version \
                     {version} tournament ({detail}); please report this file to the catur \
                     developers and restore a backup",
                    "{file}: checksum betul tetapi kandungan tidak dapat dibaca sebagai \
                     kejohanan versi {version} ({detail}); laporkan fail ini kepada pembangun \
                     catur dan pulihkan sandaran"
                )
            }
            StoreError::TargetDamaged { path, cause } => {
                let (path, cause) = (path.display(), cause.say(lang));
                in_lang!(
                    lang,
                    "refusing to save over {path}: the file there does not load ({cause}); \
                     restore a backup or save under another name",
                    "tidak menyimpan ganti {path}: fail di situ tidak dapat dibuka ({cause}); \
                     pulihkan sandaran atau simpan dengan nama lain"
                )
            }
            StoreError::Busy {
                path,
                holder,
                gone,
                waited,
            } => {
                let ended = match gone {
                    true => lang.pick(
                        " (a program that has ended since)",
                        " (program yang telah tamat sejak itu)",
                    ),
                    false => "",
                };
                let (secs, path) = (waited.as_secs(), path.display());
                in_lang!(
                    lang,
                    "the championship is busy: {holder}{ended} has been changing it for more \
                     than {secs} s (lock file {path}); try again, or close catur there",
                    "kejohanan sedang digunakan: {holder}{ended} telah mengubahnya lebih \
                     daripada {secs} s (fail kunci {path}); cuba lagi, atau tutup catur di sana"
                )
            }
            StoreError::LockLost { path } => {
                let path = path.display();
                in_lang!(
                    lang,
                    "the lock file {path} was removed while this change was being made, and \
                     another program changed the championship meanwhile; this change was not \
                     saved, make it again",
                    "fail kunci {path} telah dipadam semasa perubahan ini dibuat, dan program \
                     lain mengubah kejohanan itu sementara itu; perubahan ini tidak disimpan, \
                     buat semula"
                )
            }
            StoreError::Missing { path } => {
                let path = path.display();
                in_lang!(
                    lang,
                    "{path}: no such championship file; check the name (catur new creates one)",
                    "{path}: tiada fail kejohanan sedemikian; semak nama itu (catur new \
                     menciptanya)"
                )
            }
        }
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Io { source, .. } => Some(source),
            StoreError::Unfit(u) => Some(u),
            _ => None,
        }
    }
}

impl From<super::limits::Unfit> for StoreError {
    fn from(u: super::limits::Unfit) -> Self {
        StoreError::Unfit(u)
    }
}

/// Why a payload with a right checksum is still not a tournament of its version.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PayloadError {
    Decode(postcard::Error),
    SpareBytes(usize),
    NoReader(u16),
    TooManyRounds { section: String, rounds: u32 },
}

impl PayloadError {
    /// The problem in `lang` (the decoder's own text is English in both).
    pub fn say(&self, lang: Language) -> String {
        match self {
            PayloadError::Decode(d) => in_lang!(lang, "{d}", "postcard: {d}"),
            PayloadError::SpareBytes(n) => in_lang!(
                lang,
                "{n} unexpected bytes after the tournament",
                "{n} bait lebihan selepas kejohanan"
            ),
            PayloadError::NoReader(v) => in_lang!(
                lang,
                "this program has no reader for format version {v}",
                "program ini tiada pembaca bagi versi format {v}"
            ),
            PayloadError::TooManyRounds { section, rounds } => {
                let most = super::format::MAX_ROUNDS_PLANNED;
                in_lang!(
                    lang,
                    "section {section} plans {rounds} rounds, more than {most}",
                    "kategori {section} merancang {rounds} pusingan, melebihi {most}"
                )
            }
        }
    }
}

impl fmt::Display for PayloadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for PayloadError {}

impl StoreError {
    pub(crate) fn io(action: IoAction, path: &Path, source: io::Error) -> Self {
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

    /// Every action the system can refuse is named in Malay, not in English after
    /// "tidak dapat" (the desk's old table of English phrases missed "check the lock
    /// file", shown in English on the Malay desk).
    #[test]
    fn every_refused_action_is_named_in_both_languages() {
        for a in IoAction::ALL {
            let e = StoreError::io(
                a,
                Path::new("kejohanan.catur"),
                io::Error::from(io::ErrorKind::PermissionDenied),
            );
            let (en, ms) = (e.say(Language::English), e.say(Language::Malay));
            assert_eq!(en, e.to_string());
            assert!(
                en.starts_with(&format!(
                    "could not {} kejohanan.catur: ",
                    a.say(Language::English)
                )),
                "{en}"
            );
            assert_eq!(
                ms,
                format!(
                    "tidak dapat {} kejohanan.catur: tiada kebenaran",
                    a.say(Language::Malay)
                ),
                "{a:?}"
            );
            // The verb is Malay ("folder" is a word of both languages).
            let verb = a.say(Language::English).split(' ').next();
            assert!(
                a.say(Language::Malay).split(' ').all(|w| Some(w) != verb),
                "{a:?}: {ms}"
            );
        }
    }

    /// Each damaged-file problem keeps its facts (file, sizes, versions) in Malay.
    #[test]
    fn a_damaged_file_is_worded_in_malay_with_its_facts() {
        let file = || Origin::path(Path::new("l12.catur"));
        let cases = [
            (
                StoreError::Truncated {
                    file: file(),
                    part: "payload",
                    expected: 100,
                    found: 40,
                },
                vec!["l12.catur", "100", "40", "pulihkan sandaran"],
            ),
            (
                StoreError::ChecksumMismatch {
                    file: file(),
                    stored: 0xabc,
                    computed: 0xdef,
                },
                vec!["l12.catur", "00000abc", "00000def"],
            ),
            (
                StoreError::NewerVersion {
                    file: file(),
                    version: 12,
                    supported: 9,
                },
                vec!["versi format 12", "hingga 9"],
            ),
            (
                StoreError::Undecodable {
                    file: Origin::default(),
                    version: 9,
                    detail: PayloadError::SpareBytes(7),
                },
                vec!["data:", "7 bait lebihan"],
            ),
        ];
        for (e, facts) in cases {
            let ms = e.say(Language::Malay);
            for f in facts {
                assert!(ms.contains(f), "{f}: {ms}");
            }
            assert_ne!(ms, e.to_string());
        }
    }
}
