//! A save interrupted at any point leaves the last good file loadable, nothing lost.
//!
//! The first test plays real crashes: it runs this very test binary again as a child
//! that saves two tournaments in turn as fast as it can, kills it (SIGKILL on Unix) after
//! a random short while, many times over, and after every kill opens the file. The
//! others play the traces a crash leaves: a temporary file cut short, damaged, or
//! complete but never renamed.

mod store_support;

use catur::model::{GameResult, JournalEntry, Outcome, Tournament};
use catur::store::{self, StoreError};
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Set in the child's environment to the file it must save to.
const CHILD_TARGET: &str = "CATUR_STORE_TEST_SAVE_LOOP";

/// The two tournaments the child saves in turn: the rich championship, and the same after
/// one more result and journal entry (a different size, so a cut lands differently).
fn pair() -> (Tournament, Tournament) {
    let a = store_support::rich_tournament();
    let mut b = a.clone();
    b.sections[0].rounds[4].boards[1].outcome = Outcome::Played(GameResult::WhiteWins);
    b.journal.entries.push(JournalEntry {
        at: 1_773_460_000,
        description: "pusingan 5 papan 2: 1-0 (Wong Kah Seng menang)".into(),
    });
    (a, b)
}

/// Idle in a normal test run. Re-executed by `killed_saves_leave_a_good_file` with
/// `CATUR_STORE_TEST_SAVE_LOOP` set, it saves until it is killed.
#[test]
fn save_loop_child() -> Result<(), StoreError> {
    let Some(target) = std::env::var_os(CHILD_TARGET) else {
        return Ok(());
    };
    let (a, b) = pair();
    let target = Path::new(&target);
    loop {
        store::save(target, &a)?;
        store::save(target, &b)?;
    }
}

/// A small xorshift generator: the delays only need to spread, and the seed is printed so
/// a failure can be replayed with `CATUR_STORE_TEST_SEED`.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn killed_saves_leave_a_good_file() {
    let seed = std::env::var("CATUR_STORE_TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
                | 1
        });
    eprintln!("seed {seed}");
    let mut rng = Rng(seed);
    let (a, b) = pair();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kejohanan.catur");
    store::save(&path, &a).unwrap();
    let exe = std::env::current_exe().unwrap();

    let (mut seen_a, mut seen_b, mut killed_running, mut mid_save) = (0, 0, 0, 0);
    let kills = 60;
    for i in 0..kills {
        let mut child = Command::new(&exe)
            .args([
                "--exact",
                "save_loop_child",
                "--test-threads=1",
                "--nocapture",
            ])
            .env(CHILD_TARGET, &path)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Past the child's start-up (a few milliseconds) most of the time, into a save at
        // a random point; sometimes before it even began.
        std::thread::sleep(Duration::from_micros(2_000 + rng.next() % 40_000));
        if child.try_wait().unwrap().is_none() {
            killed_running += 1;
        } else {
            panic!("kill {i}: the saving child stopped on its own (seed {seed})");
        }
        child.kill().unwrap();
        child.wait().unwrap();
        if store::temp_path(&path).unwrap().exists() {
            mid_save += 1;
        }

        let now = store::load(&path)
            .unwrap_or_else(|e| panic!("kill {i}: the file does not load: {e} (seed {seed})"));
        if now == a {
            seen_a += 1;
        } else if now == b {
            seen_b += 1;
        } else {
            panic!("kill {i}: the file holds neither saved tournament (seed {seed})");
        }
    }
    eprintln!(
        "{kills} kills: {mid_save} inside a save's write, file held a {seen_a} times, b {seen_b}"
    );
    assert_eq!(killed_running, kills);
    // Both states were found on disk, so the child really was saving when killed.
    assert!(
        seen_a > 0 && seen_b > 0,
        "a {seen_a}, b {seen_b}: the child never saved (seed {seed})"
    );

    for backup in store::backups(&path) {
        assert!(backup.loads, "{:?} (seed {seed})", backup);
    }
    // And the next save after all that works and leaves no temporary file.
    let report = store::save(&path, &Tournament::new("Selepas")).unwrap();
    assert!(report.warnings.is_empty(), "{:?}", report.warnings);
    assert_eq!(store::load(&path).unwrap().name, "Selepas");
    assert!(!store::temp_path(&path).unwrap().exists());
}

/// A crash leaves `NAME.catur.tmp` in some state; the file keeps the last good save and
/// the next save goes through.
fn after_a_crash_leaving(temp: impl FnOnce(Vec<u8>) -> Vec<u8>) {
    let (a, b) = pair();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kejohanan.catur");
    store::save(&path, &a).unwrap();
    let tmp = store::temp_path(&path).unwrap();
    fs::write(&tmp, temp(store::encode(&b))).unwrap();

    assert_eq!(
        store::load(&path).unwrap(),
        a,
        "the last good save is what opens"
    );
    let report = store::save(&path, &b).unwrap();
    assert!(report.warnings.is_empty(), "{:?}", report.warnings);
    assert_eq!(store::load(&path).unwrap(), b);
    assert!(
        !tmp.exists(),
        "the stray temporary file is gone after the next save"
    );
    let previous = report.backup.unwrap();
    assert_eq!(
        store::load(&previous).unwrap(),
        a,
        "the replaced save is the first backup"
    );
}

#[test]
fn a_temporary_file_cut_short_is_ignored_and_replaced() {
    after_a_crash_leaving(|mut b| {
        b.truncate(b.len() / 2);
        b
    });
    after_a_crash_leaving(|_| Vec::new());
}

#[test]
fn a_damaged_temporary_file_is_ignored_and_replaced() {
    after_a_crash_leaving(|mut b| {
        let mid = b.len() / 2;
        b[mid] ^= 0xff;
        b
    });
}

#[test]
fn a_complete_temporary_file_never_renamed_is_ignored_and_replaced() {
    after_a_crash_leaving(|b| b);
}

#[test]
fn stray_temporary_files_in_the_backup_folder_do_no_harm() {
    let (a, b) = pair();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kejohanan.catur");
    store::save(&path, &a).unwrap();
    store::save(&path, &b).unwrap();
    let folder = store::backup_dir(&path).unwrap();
    fs::write(folder.join("kejohanan.1.catur.tmp"), b"half a backu").unwrap();
    fs::write(folder.join("kejohanan.L12-r4.catur.tmp"), b"").unwrap();
    assert!(store::backups(&path).iter().all(|x| x.loads));
    store::save(&path, &a).unwrap();
    assert_eq!(store::load(&path).unwrap(), a);
    assert_eq!(store::load(&folder.join("kejohanan.1.catur")).unwrap(), b);
}
