//! Issue 12: one championship file, several hands. Processes running `catur` at the
//! same time on one file (as two arbiters on a shared folder do) never lose a change
//! that a command confirmed (exit 0), also when some of them are killed mid-change.

use crate::common;

use catur::model::{Outcome, Tournament};
use common::cli::{catur_unpinned as catur, s};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

/// What one worker confirmed: the pairings it published (section, round, boards as
/// white-black pairing numbers) and the last result it set on each board.
/// A round's boards as white and black pairing numbers.
type Boards = Vec<(u32, u32)>;

#[derive(Default)]
struct Confirmed {
    pairings: Vec<(String, u32, Boards)>,
    results: Vec<(String, u32, usize, &'static str)>,
}

/// The boards `catur pair` printed: `  1    1 Name  -  21 Name`.
fn printed_boards(stdout: &str) -> Vec<(u32, u32)> {
    stdout
        .lines()
        .skip(1)
        .filter(|l| l.contains(" - "))
        .map(|l| {
            let (w, b) = l.split_once(" - ").expect("a board line");
            let white = w.split_whitespace().nth(1).expect("white").parse().unwrap();
            let black = b.split_whitespace().next().expect("black").parse().unwrap();
            (white, black)
        })
        .collect()
}

/// Plays `rounds` rounds of each of `sections` through the command line: pair, then on
/// every board a result, a change of it and a change back.
fn worker(file: &Path, sections: &[&str], rounds: u32, ops: &AtomicUsize) -> Confirmed {
    let mut done = Confirmed::default();
    let cycle = [("1-0", "0-1"), ("1/2", "1-0"), ("0-1", "1/2")];
    for round in 1..=rounds {
        for &code in sections {
            let o = catur(&["pair", s(file), "--section", code]);
            assert!(
                o.status.success(),
                "{code} round {round}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
            ops.fetch_add(1, Ordering::Relaxed);
            let boards = printed_boards(&String::from_utf8_lossy(&o.stdout));
            let n = boards.len();
            done.pairings.push((code.to_string(), round, boards));
            for board in 1..=n {
                let (first, second) = cycle[(board + round as usize) % 3];
                let (r, b) = (round.to_string(), board.to_string());
                let base = ["--section", code, "--round", &r, "--board", &b];
                for (result, change) in [(first, false), (second, true), (first, true)] {
                    let mut args = vec!["result", s(file)];
                    args.extend(base);
                    args.push(result);
                    if change {
                        args.push("--change");
                    }
                    let o = catur(&args);
                    assert!(
                        o.status.success(),
                        "{args:?}: {}",
                        String::from_utf8_lossy(&o.stderr)
                    );
                    ops.fetch_add(1, Ordering::Relaxed);
                }
                done.results.push((code.to_string(), round, board, first));
            }
        }
    }
    done
}

/// Pairs the next round of each section through the command line.
fn pair(file: &Path, sections: &[&str]) {
    for code in sections {
        let o = catur(&["pair", s(file), "--section", code]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    }
}

/// The desk on `file`, on the results screen of its first section.
fn desk_on(file: &Path) -> catur::tui::App {
    use catur::tui::{App, Command, ScreenId};
    let mut desk = App::new(
        catur::store::load(file).expect("loads"),
        Some(file.to_path_buf()),
    );
    desk.update(Command::GoTo(ScreenId::Results));
    desk
}

fn demo_file(dir: &Path) -> PathBuf {
    let file = dir.join("serentak.catur");
    let o = catur(&["demo", s(&file)]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    file
}

/// Checks the file against what the workers confirmed.
fn check(t: &Tournament, confirmed: &[Confirmed]) {
    for c in confirmed {
        for (code, round, boards) in &c.pairings {
            let s = t.section(code).expect("section");
            let r = s
                .round(*round)
                .unwrap_or_else(|| panic!("{code} round {round} lost"));
            let tpn = |id| s.player(id).map(|p| p.tpn).unwrap_or(0);
            let on_file: Vec<(u32, u32)> = r
                .boards
                .iter()
                .map(|b| (tpn(b.white), tpn(b.black)))
                .collect();
            assert_eq!(&on_file, boards, "{code} round {round}: pairing changed");
        }
        for (code, round, board, result) in &c.results {
            let s = t.section(code).expect("section");
            let b = &s.round(*round).expect("round").boards[board - 1];
            assert_eq!(
                b.outcome,
                Outcome::parse(result).expect("a result"),
                "{code} round {round} board {board}: a confirmed result was lost"
            );
        }
    }
}

#[test]
fn issue_12_four_processes_on_one_file_lose_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo_file(dir.path());
    let ops = AtomicUsize::new(0);
    let plan: [&[&str]; 4] = [&["L12", "P18"], &["P12"], &["L15", "L18"], &["P15"]];
    let confirmed: Vec<Confirmed> = thread::scope(|scope| {
        let handles: Vec<_> = plan
            .iter()
            .map(|sections| {
                let (file, ops) = (&file, &ops);
                scope.spawn(move || worker(file, sections, 6, ops))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker"))
            .collect()
    });
    let ops = ops.load(Ordering::Relaxed);
    eprintln!("{ops} operations confirmed by four processes");
    assert!(ops >= 2_000, "{ops}");
    let t = catur::store::load(&file).expect("the file loads");
    check(&t, &confirmed);
    for code in ["L12", "P12", "L15", "P15", "L18", "P18"] {
        assert_eq!(
            t.section(code).expect("section").rounds_paired(),
            6,
            "{code}"
        );
    }
    // Every command released the lock and no save left anything behind.
    let beside: Vec<String> = std::fs::read_dir(dir.path())
        .expect("folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        beside.iter().all(|n| !n.ends_with(".tmp")),
        "temporary files left: {beside:?}"
    );
}

/// A second `pair` of a round that another process paired meanwhile pairs the next
/// round of the file as it is now: the first pairing is never overwritten.
#[test]
fn issue_12_two_pair_commands_at_once_pair_two_different_rounds() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo_file(dir.path());
    let outs: Vec<Output> = thread::scope(|scope| {
        let a = scope.spawn(|| catur(&["pair", s(&file), "--section", "L12"]));
        let b = scope.spawn(|| catur(&["pair", s(&file), "--section", "L12"]));
        vec![a.join().expect("a"), b.join().expect("b")]
    });
    let t = catur::store::load(&file).expect("loads");
    let s12 = t.section("L12").expect("L12");
    let ok: Vec<&Output> = outs.iter().filter(|o| o.status.success()).collect();
    // Round 2 cannot be paired before round 1 has its results: one is refused.
    assert_eq!(ok.len(), 1, "{:?}", outs);
    assert_eq!(s12.rounds_paired(), 1);
    let printed = printed_boards(&String::from_utf8_lossy(&ok[0].stdout));
    let tpn = |id| s12.player(id).map(|p| p.tpn).unwrap_or(0);
    let on_file: Vec<(u32, u32)> = s12.rounds[0]
        .boards
        .iter()
        .map(|b| (tpn(b.white), tpn(b.black)))
        .collect();
    assert_eq!(on_file, printed, "the printed pairing is the one on file");
}

/// Writers are killed with SIGKILL at random moments while two others keep writing:
/// the file always loads, and every result a command confirmed is in it.
#[cfg(unix)]
#[test]
fn issue_12_killed_writers_never_cost_a_confirmed_result() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo_file(dir.path());
    for code in ["L12", "P12", "L15"] {
        assert!(
            catur(&["pair", s(&file), "--section", code])
                .status
                .success()
        );
    }
    let victims_killed = AtomicUsize::new(0);
    let confirmed: Vec<Confirmed> = thread::scope(|scope| {
        // The victim: a process entering L15 results, killed again and again.
        let killer = scope.spawn(|| {
            let mut rng = fastrand::Rng::with_seed(12);
            for i in 0..40 {
                let board = (i % 20 + 1).to_string();
                let mut child = Command::new(env!("CARGO_BIN_EXE_catur"))
                    .args([
                        "result",
                        s(&file),
                        "--section",
                        "L15",
                        "--round",
                        "1",
                        "--board",
                        &board,
                        "1/2",
                        "--change",
                    ])
                    .stdout(std::process::Stdio::null())
                    .stderr(std::process::Stdio::null())
                    .spawn()
                    .expect("spawn");
                thread::sleep(std::time::Duration::from_micros(rng.u64(0..40_000)));
                let _ = child.kill();
                let _ = child.wait();
                victims_killed.fetch_add(1, Ordering::Relaxed);
                catur::store::load(&file).expect("the file loads after a kill");
            }
        });
        let writers: Vec<_> = ["L12", "P12"]
            .into_iter()
            .map(|code| {
                let file = &file;
                scope.spawn(move || {
                    let mut done = Confirmed::default();
                    for board in 1..=20usize {
                        for result in ["1-0", "0-1"] {
                            let (b, change) = (board.to_string(), result == "0-1");
                            let mut args = vec![
                                "result",
                                s(file),
                                "--section",
                                code,
                                "--round",
                                "1",
                                "--board",
                                &b,
                                result,
                            ];
                            if change {
                                args.push("--change");
                            }
                            let o = catur(&args);
                            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
                        }
                        done.results.push((code.to_string(), 1, board, "0-1"));
                    }
                    done
                })
            })
            .collect();
        killer.join().expect("killer");
        writers
            .into_iter()
            .map(|h| h.join().expect("writer"))
            .collect()
    });
    assert_eq!(victims_killed.load(Ordering::Relaxed), 40);
    let t = catur::store::load(&file).expect("loads");
    check(&t, &confirmed);
}

/// The desk (driven by commands, as its keys send them) and the command line take
/// turns on one file: neither overwrites what the other confirmed, and the desk shows
/// the other's changes.
#[test]
fn issue_12_the_desk_and_the_command_line_interleave_without_loss() {
    use catur::tui::{App, Command as Key, ScreenId, command::ResultKey};
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo_file(dir.path());
    pair(&file, &["L12", "P12"]);
    let mut desk = desk_on(&file);
    assert_eq!(desk.section().expect("a section").code, "L12");
    // The rows of F4 also hold the bye and absent rows after the boards.
    let boards = desk.shown_round().map_or(0, |r| r.boards.len());
    for board in 1..=boards {
        // The desk enters L12 board `board`; the command line enters the same board of
        // P12 and, once, pairs L15 between two key presses.
        desk.update(Key::SetResult(ResultKey::WhiteWins));
        assert_eq!(desk.saved, Some(true));
        if board > 1 && board < boards {
            // What the command line did since the last key is named with this one,
            // and the desk's own result is not taken for news from elsewhere.
            let (text, _) = desk.message.clone().expect("a message");
            assert!(text.contains("at another desk: "), "{text}");
            assert!(!text.contains("at another desk: L12"), "{text}");
        }
        let b = board.to_string();
        let o = catur(&[
            "result",
            s(&file),
            "--section",
            "P12",
            "--round",
            "1",
            "--board",
            &b,
            "0-1",
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        if board == 3 {
            assert!(
                catur(&["pair", s(&file), "--section", "L15"])
                    .status
                    .success()
            );
        }
    }
    let t = catur::store::load(&file).expect("loads");
    let white = Outcome::parse("1-0").expect("1-0");
    let black = Outcome::parse("0-1").expect("0-1");
    for (code, want) in [("L12", white), ("P12", black)] {
        let r = &t.section(code).expect("section").rounds[0];
        assert!(r.boards.iter().all(|b| b.outcome == want), "{code}");
    }
    assert_eq!(t.section("L15").expect("L15").rounds_paired(), 1);
    // The desk follows the file: what the command line did is on its screens too.
    desk.followed_at = None;
    desk.follow_file();
    assert_eq!(desk.tournament, t);

    // A second desk on the same file: the first publishes round 2 of L12 from a
    // preview; the second, whose preview was made before, is refused.
    let mut other = App::new(
        catur::store::load(&file).expect("loads"),
        Some(file.clone()),
    );
    other.update(Key::GoTo(ScreenId::Results));
    desk.update(Key::PairNext);
    other.update(Key::PairNext);
    assert!(desk.preview.is_some() && other.preview.is_some());
    desk.update(Key::Accept);
    assert_eq!(desk.section().expect("L12").rounds_paired(), 2);
    other.update(Key::Accept);
    let (text, _) = other.message.clone().expect("a refusal");
    assert!(text.contains("already paired at another desk"), "{text}");
    let t = catur::store::load(&file).expect("loads");
    assert_eq!(t.section("L12").expect("L12").rounds.len(), 2);
    assert_eq!(
        t.section("L12").expect("L12").rounds[1],
        desk.section().expect("L12").rounds[1]
    );
}

/// `catur restore` lists the backups with what each holds, newest change first, and
/// puts one back; the state it replaced is then the first backup, so the restore can
/// itself be taken back.
#[test]
fn issue_12_restore_lists_and_puts_back_a_backup() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo_file(dir.path());
    assert!(
        catur(&["pair", s(&file), "--section", "L12"])
            .status
            .success()
    );
    for board in ["1", "2"] {
        let o = catur(&[
            "result",
            s(&file),
            "--section",
            "L12",
            "--round",
            "1",
            "--board",
            board,
            "1-0",
        ]);
        assert!(o.status.success());
    }
    let o = catur(&["restore", s(&file)]);
    assert!(o.status.success());
    let list = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(list.contains("serentak.1.catur"), "{list}");
    let first = list
        .lines()
        .find(|l| l.trim_start().starts_with("1 "))
        .expect("backup 1");
    assert!(first.contains(" 1/21") || first.contains(" 1/"), "{list}");

    // Backup 1 is the file before the second result.
    let o = catur(&["restore", s(&file), "--from", "1"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let t = catur::store::load(&file).expect("loads");
    assert_eq!(t.section("L12").expect("L12").rounds[0].progress().0, 1);
    // Taking the restore back: the state it replaced is backup 1 now.
    let o = catur(&["restore", s(&file), "--from", "1"]);
    assert!(o.status.success());
    let t = catur::store::load(&file).expect("loads");
    assert_eq!(t.section("L12").expect("L12").rounds[0].progress().0, 2);

    let o = catur(&["restore", s(&file), "--from", "99"]);
    assert_eq!(o.status.code(), Some(2));
}

/// Temporary files of saves that never finished (a process killed mid-save, of any
/// age) are removed the next time a command opens the file for a change.
#[test]
fn issue_12_stale_temporary_files_are_removed_at_the_next_open() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo_file(dir.path());
    let stale = dir.path().join("serentak.4242.catur.tmp");
    std::fs::write(&stale, b"half a save").expect("write");
    let staged = dir.path().join("serentak.backup");
    std::fs::create_dir_all(&staged).expect("backup folder");
    let staged = staged.join("serentak.next.4242.tmp");
    std::fs::write(&staged, b"half a backup").expect("write");
    let o = catur(&["pair", s(&file), "--section", "L12"]);
    assert!(o.status.success());
    assert!(!stale.exists() && !staged.exists());
}

/// A disk that fills up: the command says NOT SAVED and exits 4, and the file and
/// every backup stay exactly as they were. Needs a tiny file system, which only root
/// can mount on Linux; elsewhere the same rule is tested by fault injection in
/// `store::save`'s unit tests.
#[cfg(target_os = "linux")]
#[test]
fn issue_12_a_full_disk_exits_4_and_changes_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mnt = dir.path().join("kecil");
    std::fs::create_dir_all(&mnt).expect("mount point");
    let mounted = Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=400k", "tmpfs", s(&mnt)])
        .output()
        .is_ok_and(|o| o.status.success());
    if !mounted {
        eprintln!("skipped: cannot mount a small file system here (needs root on Linux)");
        return;
    }
    // Unmounted however the test ends.
    struct Mounted<'a>(&'a Path);
    impl Drop for Mounted<'_> {
        fn drop(&mut self) {
            let _ = Command::new("umount").arg(self.0).output();
        }
    }
    let _mounted = Mounted(&mnt);
    let file = mnt.join("penuh.catur");
    let o = catur(&["demo", s(&file), "--played", "2"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // A result that board `b` of L12 round 2 does not have yet.
    let different = |b: usize| -> &'static str {
        let t = catur::store::load(&file).expect("loads");
        let now = t.section("L12").expect("L12").rounds[1].boards[b - 1].outcome;
        if now == Outcome::parse("1/2").expect("draw") {
            "1-0"
        } else {
            "1/2"
        }
    };
    // Results changed while there is room: backups rotate.
    // `catur result --change` on a board of L12 round 2.
    let change = |board: usize, r: &str| {
        let b = board.to_string();
        catur(&[
            "result",
            s(&file),
            "--section",
            "L12",
            "--round",
            "2",
            "--board",
            &b,
            r,
            "--change",
        ])
    };
    for board in [1, 2, 3] {
        let o = change(board, different(board));
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    }
    // Fill the disk.
    let filler = mnt.join("filler");
    let mut k = 0u32;
    while std::fs::write(filler.with_extension(k.to_string()), vec![0u8; 4096]).is_ok() {
        k += 1;
    }
    // Every file but the filler, the lock file and the holder file beside it (which
    // names the lock's last holder), by name, size and checksum.
    let snapshot = |d: &Path| -> Vec<(PathBuf, usize, u32)> {
        let mut v: Vec<(PathBuf, usize, u32)> = walk(d)
            .into_iter()
            .filter(|p| {
                let name = p.to_string_lossy();
                !name.contains("filler") && !name.ends_with(".lock") && !name.ends_with(".holder")
            })
            .map(|p| {
                let b = std::fs::read(&p).expect("read");
                (p, b.len(), crc32fast::hash(&b))
            })
            .collect();
        v.sort();
        v
    };
    let before = snapshot(&mnt);
    let r = different(4);
    for _ in 0..3 {
        let o = change(4, r);
        let err = String::from_utf8_lossy(&o.stderr).into_owned();
        assert_eq!(o.status.code(), Some(4), "{err}");
        assert!(err.contains("NOT SAVED"), "{err}");
    }
    assert_eq!(snapshot(&mnt), before, "nothing on disk changed");
}

fn walk(d: &Path) -> Vec<PathBuf> {
    let mut v = Vec::new();
    for e in std::fs::read_dir(d).expect("folder").flatten() {
        let p = e.path();
        if p.is_dir() {
            v.extend(walk(&p));
        } else {
            v.push(p);
        }
    }
    v
}

/// Undo within a section takes back that section's last change and leaves later
/// changes of other sections in place; redo brings it back.
#[test]
fn issue_12_undo_of_a_section_leaves_other_sections_alone() {
    use catur::ops::{self, UndoScope};
    let mut t = catur::cli::build_demo().expect("demo");
    ops::pair_next_round(&mut t, "L12").expect("L12 paired");
    ops::pair_next_round(&mut t, "P12").expect("P12 paired");
    let win = Outcome::parse("1-0").expect("1-0");
    ops::set_result(&mut t, "L12", 1, 1, win).expect("L12 board 1");
    ops::set_result(&mut t, "P12", 1, 1, win).expect("P12 board 1");
    ops::set_result(&mut t, "P12", 1, 2, win).expect("P12 board 2");
    let l12 = t
        .sections
        .iter()
        .position(|s| s.code == "L12")
        .expect("L12") as u32;
    let (i, what) = ops::last_in_scope(&t, UndoScope::Section(l12)).expect("an L12 change");
    assert!(what.contains("L12") && what.contains("board 1"), "{what}");
    let undone = ops::undo_entry(&mut t, i).expect("undone");
    assert_eq!(undone, what);
    let board = |t: &Tournament, code: &str, b: usize| {
        t.section(code).expect("section").rounds[0].boards[b].outcome
    };
    assert!(board(&t, "L12", 0).is_pending());
    assert_eq!(board(&t, "P12", 0), win);
    assert_eq!(board(&t, "P12", 1), win);
    ops::redo(&mut t).expect("redo");
    assert_eq!(board(&t, "L12", 0), win);
    // The next L12 undo now reaches the pairing of round 1, which nothing in L12
    // depends on any more once its result is undone first.
    let (i, _) = ops::last_in_scope(&t, UndoScope::Section(l12)).expect("L12");
    ops::undo_entry(&mut t, i).expect("the result");
    let (i, what) = ops::last_in_scope(&t, UndoScope::Section(l12)).expect("L12");
    assert!(what.contains("round 1 paired"), "{what}");
    ops::undo_entry(&mut t, i).expect("the pairing");
    assert_eq!(t.section("L12").expect("L12").rounds_paired(), 0);
    assert_eq!(t.section("P12").expect("P12").rounds_paired(), 1);
}

/// At the desk, Ctrl+Z names the change first, and says when it was made at another
/// desk; the command line's `undo --section` names what it undid.
#[test]
fn issue_12_undo_at_the_desk_names_the_change_and_whose_it_is() {
    use catur::tui::{Command as Key, command::ResultKey};
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo_file(dir.path());
    pair(&file, &["L12", "P12"]);
    let mut desk = desk_on(&file);
    desk.update(Key::SetResult(ResultKey::WhiteWins));
    // Another hand enters a P12 result and an L12 result after the desk's.
    for code in ["P12", "L12"] {
        let o = catur(&[
            "result",
            s(&file),
            "--section",
            code,
            "--round",
            "1",
            "--board",
            "5",
            "0-1",
        ]);
        assert!(o.status.success());
    }
    desk.update(Key::Undo);
    let q = desk
        .layers
        .confirm
        .as_ref()
        .expect("asks first")
        .question
        .clone();
    assert!(q.contains("board 5") && q.contains("ANOTHER DESK"), "{q}");
    desk.update(Key::Cancel);
    let o = catur(&["undo", s(&file), "--section", "L12"]);
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).contains("undone: L12 R1 board 5"));
    desk.update(Key::Undo);
    let q = desk
        .layers
        .confirm
        .as_ref()
        .expect("asks first")
        .question
        .clone();
    assert!(q.contains("board 1") && !q.contains("ANOTHER DESK"), "{q}");
    desk.update(Key::Accept);
    let t = catur::store::load(&file).expect("loads");
    let l12 = &t.section("L12").expect("L12").rounds[0];
    assert!(l12.boards[0].outcome.is_pending() && l12.boards[4].outcome.is_pending());
    let p12 = &t.section("P12").expect("P12").rounds[0];
    assert_eq!(p12.boards[4].outcome, Outcome::parse("0-1").expect("0-1"));
}

/// The hall display only reads: without a terminal it says so, and it never leaves a
/// lock file or anything else beside the championship.
#[test]
fn issue_12_the_hall_display_writes_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = demo_file(dir.path());
    let before: Vec<_> = walk(dir.path());
    let o = catur(&["show", s(&file)]);
    assert_eq!(o.status.code(), Some(2), "{:?}", o);
    assert!(String::from_utf8_lossy(&o.stderr).contains("terminal"));
    assert_eq!(walk(dir.path()), before);
    let o = catur(&["show", s(&dir.path().join("tiada.catur"))]);
    assert_eq!(o.status.code(), Some(3));
}
