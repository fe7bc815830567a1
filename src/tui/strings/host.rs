//! File, printer and preferences errors as the desk shows them, in the screen language.
//! English is the errors' own `Display` (what the command line prints); Malay is worded
//! here from the typed errors ([`HostError`], [`StoreError`]). A player list's errors
//! word themselves (`CsvImportError::say`).

use super::Language;
use crate::host::HostError;
use crate::host::prefs::PrefsProblem;
use crate::host::print::{PrinterError, SpoolStep};
use crate::store::StoreError;
use crate::store::limits::{Limit, Unfit, size_in_words};
use std::path::Path;

/// A file, printer or preferences error.
pub fn host(e: &HostError, lang: Language) -> String {
    match lang {
        Language::English => e.to_string(),
        Language::Malay => host_ms(e),
    }
}

/// A championship file that cannot be read or saved.
pub fn store(e: &StoreError, lang: Language) -> String {
    match lang {
        Language::English => e.to_string(),
        Language::Malay => store_ms(e),
    }
}

/// What the operating system said, by its kind; the system's own text when the kind
/// has no Malay word here.
fn io_ms(e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
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

fn shown(p: &Path) -> String {
    p.display().to_string()
}

fn host_ms(e: &HostError) -> String {
    match e {
        HostError::Unreadable {
            path,
            error,
            backup,
        } => {
            let mut s = store_ms(error);
            if let Some(b) = backup {
                s += &format!(
                    "\nsandaran baik yang terbaharu ialah {} (catur restore {} menyenaraikan \
                     semuanya)",
                    shown(b),
                    shown(path)
                );
            }
            s
        }
        HostError::Exists(p) => format!(
            "{} sudah wujud; pilih nama lain (catur tidak pernah menulis ganti kejohanan)",
            shown(p)
        ),
        HostError::NotSaved(s) => format!("TIDAK DISIMPAN: {}", store_ms(s)),
        HostError::Read { path, source } => {
            format!("tidak dapat membaca {}: {}", shown(path), io_ms(source))
        }
        HostError::Write { path, source } => {
            format!("tidak dapat menulis {}: {}", shown(path), io_ms(source))
        }
        HostError::NoFolder(path) => format!(
            "folder {} tiada (pemacu USB dicabut, pemacu kongsi tidak bersambung?)",
            shown(path)
        ),
        HostError::BadLine {
            path,
            line,
            problem,
        } => format!(
            "{}: baris {line}: {}",
            shown(path),
            prefs_problem_ms(problem)
        ),
        HostError::NotText(p) => format!("{}: bukan fail teks (UTF-8)", shown(p)),
        HostError::Unfit(u) => unfit_ms(u),
        HostError::Printer(e) => printer_ms(e),
        HostError::Refused(op) => super::words::refusal(op, Language::Malay),
        HostError::Pairing(pe) => super::words::pair_refusal(pe, None, Language::Malay),
        HostError::Demo(text) => format!("senarai demo terbina: {text}"),
    }
}

/// A file refused before it is read (a folder, FIFO or device, or too large).
fn unfit_ms(u: &Unfit) -> String {
    let what = |l: &Limit| match l.what {
        "championship file" => "fail kejohanan",
        "player list" => "senarai pemain",
        "TRF file" => "fail TRF",
        _ => "fail tetapan",
    };
    match u {
        Unfit::NotAFile { path, kind, limit } => {
            let kind = match *kind {
                "a folder" => "folder",
                "a FIFO (named pipe)" => "FIFO (paip bernama)",
                "a socket" => "soket",
                _ => "peranti",
            };
            format!(
                "{}: ini {kind}, bukan {}; berikan laluan sebuah fail",
                shown(path),
                what(limit)
            )
        }
        Unfit::TooLarge { path, size, limit } => format!(
            "{}: {} melebihi mana-mana {} (paling besar {}); pastikan ini fail yang betul",
            shown(path),
            size.map_or("fail ini".to_string(), size_in_words),
            what(limit),
            size_in_words(limit.bytes)
        ),
    }
}

fn printer_ms(e: &PrinterError) -> String {
    match e {
        PrinterError::DeviceOpen { device, source } => format!(
            "tidak dapat membuka peranti pencetak {}: {}",
            shown(device),
            io_ms(source)
        ),
        PrinterError::DeviceWrite { device, source } => {
            format!("peranti pencetak {}: {}", shown(device), io_ms(source))
        }
        PrinterError::QueueStart { queue, source } => format!(
            "tidak dapat memulakan 'lp' untuk baris gilir {queue}: {}",
            io_ms(source)
        ),
        PrinterError::QueueWrite { queue, source } => {
            format!("baris gilir cetak {queue}: {}", io_ms(source))
        }
        PrinterError::QueueRefused {
            queue,
            status,
            message,
        } => {
            let said = if message.is_empty() {
                String::new()
            } else {
                format!(": {message}")
            };
            format!("'lp -d {queue}' gagal ({status}){said}")
        }
        PrinterError::NoQueue { queue } => {
            format!("tiada baris gilir cetak '{queue}' (`lpstat -p` menyenaraikannya)")
        }
        PrinterError::QueueStopped { queue } => format!(
            "baris gilir cetak '{queue}' dihentikan; mulakannya (`cupsenable {queue}`) dan cetak semula"
        ),
        PrinterError::Spooler {
            queue,
            step,
            source,
        } => {
            let what = match step {
                SpoolStep::Open => "tidak dapat membuka pencetak",
                SpoolStep::StartDocument => "tidak dapat memulakan dokumen",
                SpoolStep::Send => "tidak dapat menghantar laporan",
                SpoolStep::Finish => "tidak dapat menamatkan dokumen",
            };
            format!(
                "baris gilir cetak Windows '{queue}': {what}: {}",
                io_ms(source)
            )
        }
    }
}

fn payload_ms(e: &crate::store::PayloadError) -> String {
    use crate::store::PayloadError as P;
    match e {
        P::Decode(d) => format!("postcard: {d}"),
        P::SpareBytes(n) => format!("{n} bait lebihan selepas kejohanan"),
        P::NoReader(v) => format!("program ini tiada pembaca bagi versi format {v}"),
        P::TooManyRounds { section, rounds } => format!(
            "kategori {section} merancang {rounds} pusingan, melebihi {}",
            crate::store::MAX_ROUNDS_PLANNED
        ),
    }
}

fn store_ms(e: &StoreError) -> String {
    let file = |o: &crate::store::Origin| match &o.0 {
        Some(p) => shown(p),
        None => "data".to_string(),
    };
    match e {
        StoreError::Io {
            action,
            path,
            source,
        } => {
            let action = match *action {
                "read" => "membaca",
                "write" => "menulis",
                "rename" => "menamakan semula",
                "sync" => "menyimpan ke cakera",
                "create" => "mencipta",
                "create the backup folder" => "mencipta folder sandaran",
                "create the lock file" => "mencipta fail kunci",
                "finish saving" => "selesai menyimpan",
                "follow" => "mengikut pautan",
                "list the backup folder" => "menyenaraikan folder sandaran",
                "move aside" => "mengalihkan",
                "replace" => "menggantikan",
                "restore" => "memulihkan",
                "rotate" => "memutar sandaran",
                "save over" => "menyimpan ganti",
                "save to" => "menyimpan ke",
                "sync the folder" => "menyimpan folder ke cakera",
                "open" => "membuka",
                "lock" => "mengunci",
                other => other,
            };
            format!("tidak dapat {action} {}: {}", shown(path), io_ms(source))
        }
        StoreError::NotCatur { file: f } => format!(
            "{}: bukan fail kejohanan catur (tidak bermula dengan CATUR); pastikan fail yang \
             betul dibuka",
            file(f)
        ),
        StoreError::Truncated {
            file: f,
            expected,
            found,
            ..
        } => format!(
            "{}: fail terpotong: dijangka {expected} bait, ada {found}; fail tidak lengkap, \
             pulihkan sandaran",
            file(f)
        ),
        StoreError::TrailingBytes {
            file: f,
            expected,
            found,
        } => format!(
            "{}: fail rosak: tajuk menyatakan {expected} bait tetapi ada {found}; pulihkan \
             sandaran",
            file(f)
        ),
        StoreError::ChecksumMismatch {
            file: f,
            stored,
            computed,
        } => format!(
            "{}: checksum tidak sepadan, fail rosak (CRC-32 tersimpan {stored:08x}, \
             kandungan memberi {computed:08x}); pulihkan sandaran",
            file(f)
        ),
        StoreError::NewerVersion {
            file: f,
            version,
            supported,
        } => format!(
            "{}: ditulis oleh catur yang lebih baharu (versi format {version}, program ini \
             membaca hingga {supported}); kemas kini catur untuk membukanya",
            file(f)
        ),
        StoreError::UnknownVersion { file: f, version } => format!(
            "{}: fail rosak: versi format {version} tidak pernah ditulis oleh catur; \
             pulihkan sandaran",
            file(f)
        ),
        StoreError::Undecodable {
            file: f,
            version,
            detail,
        } => format!(
            "{}: checksum betul tetapi kandungan tidak dapat dibaca sebagai kejohanan versi \
             {version} ({}); laporkan fail ini kepada pembangun catur dan pulihkan sandaran",
            file(f),
            payload_ms(detail)
        ),
        StoreError::Unfit(u) => unfit_ms(u),
        StoreError::TargetDamaged { path, cause } => format!(
            "tidak menyimpan ganti {}: fail di situ tidak dapat dibuka ({}); pulihkan \
             sandaran atau simpan dengan nama lain",
            shown(path),
            store_ms(cause)
        ),
        StoreError::Busy {
            path,
            holder,
            gone,
            waited,
        } => format!(
            "kejohanan sedang digunakan: {holder}{} telah mengubahnya lebih daripada {} s \
             (fail kunci {}); cuba lagi, atau tutup catur di sana",
            if *gone {
                " (program yang telah tamat sejak itu)"
            } else {
                ""
            },
            waited.as_secs(),
            shown(path)
        ),
        StoreError::LockLost { path } => format!(
            "fail kunci {} telah dipadam semasa perubahan ini dibuat, dan program lain \
             mengubah kejohanan itu sementara itu; perubahan ini tidak disimpan, buat semula",
            shown(path)
        ),
        StoreError::Missing { path } => format!(
            "{}: tiada fail kejohanan sedemikian; semak nama itu (catur new menciptanya)",
            shown(path)
        ),
    }
}

/// A line of the preferences file that does not read, in Malay.
fn prefs_problem_ms(p: &PrefsProblem) -> String {
    match p {
        PrefsProblem::NotKeyValue(text) => format!("'{text}' bukan KUNCI = NILAI"),
        PrefsProblem::Language(value) => format!("bahasa '{value}' bukan ms atau en"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A printer that cannot be reached is named in Malay on the Malay desk, with the
    /// step that failed (before, the English text followed "pencetak:").
    #[test]
    fn a_printer_failure_is_worded_in_malay() {
        let e = HostError::Printer(PrinterError::DeviceOpen {
            device: "LPT1".into(),
            source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
        });
        assert_eq!(
            host(&e, Language::Malay),
            "tidak dapat membuka peranti pencetak LPT1: tiada kebenaran"
        );
        assert!(host(&e, Language::English).starts_with("cannot open printer device LPT1: "));
        let e = HostError::Printer(PrinterError::Spooler {
            queue: "Epson LQ".into(),
            step: SpoolStep::Send,
            source: std::io::Error::from(std::io::ErrorKind::NotFound),
        });
        let ms = host(&e, Language::Malay);
        assert!(ms.contains("tidak dapat menghantar laporan"), "{ms}");
        assert!(!ms.contains("cannot"), "{ms}");
    }

    #[test]
    fn a_missing_file_is_said_in_malay() {
        let e = HostError::Read {
            path: "senarai.csv".into(),
            source: std::io::Error::from(std::io::ErrorKind::NotFound),
        };
        assert_eq!(
            host(&e, Language::Malay),
            "tidak dapat membaca senarai.csv: fail atau folder tidak wujud"
        );
        assert!(host(&e, Language::English).starts_with("cannot read senarai.csv"));
    }
}
