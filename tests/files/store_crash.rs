//! A save interrupted at any point leaves the last good file loadable, nothing lost.
//!
//! The first test plays real crashes: it runs this very test binary again as a child
//! that saves two tournaments in turn as fast as it can, kills it (SIGKILL on Unix) after
//! a random short while, many times over, and after every kill opens the file. The
//! others play the traces a crash leaves: a temporary file cut short, damaged, or
//! complete but never renamed.

use crate::store_support;

use catur::model::{Deed, GameResult, JournalEntry, Outcome, Tournament};
use catur::store::{self, StoreError};
use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Set in the child's environment to the file it must save to.
const CHILD_TARGET: &str = "CATUR_STORE_TEST_SAVE_LOOP";

/// The line the child prints once it has started saving.
const SAVING: &str = "store test child: saving";

/// The two tournaments the child saves in turn: the rich championship, and the same after
/// one more result and journal entry (a different size, so a cut lands differently).
fn pair() -> (Tournament, Tournament) {
    let a = store_support::rich_tournament();
    let mut b = a.clone();
    b.sections[0].rounds[4].boards[1].outcome = Outcome::Played(GameResult::WhiteWins);
    b.journal.entries.push(JournalEntry {
        after_previous: 90,
        deed: Deed::Words("pusingan 5 papan 2: 1-0 (Wong Kah Seng menang)".into()),
        changes: Vec::new(),
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
    store::save(target, &b)?;
    println!("{SAVING}");
    std::io::stdout().flush().map_err(|e| StoreError::Io {
        action: store::IoAction::Write,
        path: target.into(),
        source: e,
    })?;
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
    // The child's test name as the harness knows it: its module path in the test binary
    // (`store_crash::save_loop_child`), without the binary's own name.
    let child_test = match module_path!().split_once("::") {
        Some((_, module)) => format!("{module}::save_loop_child"),
        None => "save_loop_child".to_string(),
    };

    let (mut seen_a, mut seen_b, mut killed_running, mut mid_save) = (0, 0, 0, 0);
    let kills = 60;
    for i in 0..kills {
        let mut child = Command::new(&exe)
            .args(["--exact", &child_test, "--test-threads=1", "--nocapture"])
            .env(CHILD_TARGET, &path)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Once the child says it is saving, a random moment within the next few saves.
        let out = BufReader::new(child.stdout.take().unwrap());
        let started = out
            .lines()
            .map_while(Result::ok)
            .any(|line| line.ends_with(SAVING));
        assert!(
            started,
            "kill {i}: the child never started saving (seed {seed})"
        );
        std::thread::sleep(Duration::from_micros(rng.next() % 20_000));
        if child.try_wait().unwrap().is_none() {
            killed_running += 1;
        } else {
            panic!("kill {i}: the saving child stopped on its own (seed {seed})");
        }
        let pid = child.id();
        child.kill().unwrap();
        child.wait().unwrap();
        if temp_of(&path, pid).exists() {
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
    // The killed children left only their temporary files beside the tournament file.
    let strays: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n != "kejohanan.catur" && n != "kejohanan.backup")
        .collect();
    assert_eq!(strays.len(), mid_save, "{strays:?}");
    assert!(
        strays
            .iter()
            .all(|n| n.starts_with("kejohanan.") && n.ends_with(".catur.tmp"))
    );

    // The next save works; once the strays are old, a save clears them away.
    let report = store::save(&path, &Tournament::new("Selepas")).unwrap();
    assert!(report.warnings.is_empty(), "{:?}", report.warnings);
    assert_eq!(store::load(&path).unwrap().championship.name, "Selepas");
    for name in &strays {
        age(&dir.path().join(name));
    }
    store::save(&path, &a).unwrap();
    let left: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left.len(), 2, "{left:?}");
}

/// The temporary file a save of `path` by process `pid` writes (the documented name).
fn temp_of(path: &Path, pid: u32) -> PathBuf {
    path.with_file_name(format!("kejohanan.{pid}.catur.tmp"))
}

/// Makes a file look as if it was left two minutes ago.
fn age(file: &Path) {
    let then = SystemTime::now() - Duration::from_secs(120);
    fs::File::options()
        .write(true)
        .open(file)
        .unwrap()
        .set_modified(then)
        .unwrap();
}

/// A crashed save leaves its temporary file in some state, here as a save by another
/// process (`pid`) would; the file keeps the last good save, the next save goes through,
/// and the stray file is left alone while it could be a save in progress, then removed.
fn after_a_crash_leaving(pid: u32, temp: impl FnOnce(Vec<u8>) -> Vec<u8>) {
    let (a, b) = pair();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kejohanan.catur");
    store::save(&path, &a).unwrap();
    let tmp = temp_of(&path, pid);
    fs::write(&tmp, temp(store::encode(&b))).unwrap();

    assert_eq!(
        store::load(&path).unwrap(),
        a,
        "the last good save is what opens"
    );
    let report = store::save(&path, &b).unwrap();
    assert!(report.warnings.is_empty(), "{:?}", report.warnings);
    assert_eq!(store::load(&path).unwrap(), b);
    let previous = report.backup.unwrap();
    assert_eq!(
        store::load(&previous).unwrap(),
        a,
        "the replaced save is the first backup"
    );

    if pid == std::process::id() {
        assert!(!tmp.exists(), "this process's own temporary file is reused");
        return;
    }
    assert!(
        tmp.exists(),
        "a young temporary file of another process is left alone"
    );
    age(&tmp);
    store::save(&path, &a).unwrap();
    assert!(
        !tmp.exists(),
        "an old stray temporary file is removed by a save"
    );
    assert_eq!(store::load(&path).unwrap(), a);
}

/// A process id that is not this one.
fn other_pid() -> u32 {
    std::process::id().wrapping_add(1)
}

#[test]
fn a_temporary_file_cut_short_is_ignored_and_replaced() {
    after_a_crash_leaving(other_pid(), |mut b| {
        b.truncate(b.len() / 2);
        b
    });
    after_a_crash_leaving(other_pid(), |_| Vec::new());
    after_a_crash_leaving(std::process::id(), |mut b| {
        b.truncate(7);
        b
    });
}

#[test]
fn a_damaged_temporary_file_is_ignored_and_replaced() {
    after_a_crash_leaving(other_pid(), |mut b| {
        let mid = b.len() / 2;
        b[mid] ^= 0xff;
        b
    });
}

#[test]
fn a_complete_temporary_file_never_renamed_is_ignored_and_replaced() {
    after_a_crash_leaving(other_pid(), |b| b);
    after_a_crash_leaving(std::process::id(), |b| b);
}

#[test]
fn stray_temporary_files_in_the_backup_folder_do_no_harm() {
    let (a, b) = pair();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kejohanan.catur");
    store::save(&path, &a).unwrap();
    store::save(&path, &b).unwrap();
    let folder = store::backup_dir(&path).unwrap();
    fs::write(folder.join("kejohanan.1.catur.77.tmp"), b"half a backu").unwrap();
    fs::write(folder.join("kejohanan.L12-r4.catur.77.tmp"), b"").unwrap();
    assert!(store::backups(&path).iter().all(|x| x.loads));
    store::save(&path, &a).unwrap();
    assert_eq!(store::load(&path).unwrap(), a);
    assert_eq!(store::load(&folder.join("kejohanan.1.catur")).unwrap(), b);
}

#[test]
fn the_temporary_file_is_named_after_the_file_and_the_process() {
    let path = Path::new("data").join("kejohanan.catur");
    assert_eq!(
        store::temp_path(&path).unwrap(),
        temp_of(&path, std::process::id())
    );
}
