//! The lock file removed while a writer holds it (a cleaning tool, or a person tidying a
//! shared folder). Writer A holds the lock and has read the file; `NAME.lock` is
//! removed; writer B takes a lock on a new lock file and saves a result; then A saves.
//! Before the fix A saved the state it had read, and B's confirmed result was gone.

use catur::model::{Outcome, Tournament};
use catur::store::{Shared, TxError};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread;

/// The demo championship with round 1 of L12 paired and no result entered.
fn championship(dir: &Path) -> PathBuf {
    let file = dir.join("lumba.catur");
    let mut t = catur::host::build_demo().expect("demo");
    catur::ops::pair_next_round(&mut t, "L12").expect("pairs");
    catur::store::save(&file, &t).expect("saves");
    file
}

fn outcome(t: &Tournament, board: usize) -> Outcome {
    t.section("L12").expect("L12").rounds[0].boards[board - 1].outcome
}

#[cfg(unix)]
#[test]
fn a_removed_lock_file_never_lets_two_writers_in() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = championship(dir.path());
    let lock_file = dir.path().join("lumba.lock");
    let win = Outcome::parse("1-0").expect("a result");
    let loss = Outcome::parse("0-1").expect("a result");
    let (read, read_done) = mpsc::channel();
    let (go, wait) = mpsc::channel::<()>();
    let a = {
        let file = file.clone();
        thread::spawn(move || {
            let (mut shared, mut t) = Shared::open(&file, "writer A").expect("opens");
            shared.transact(&mut t, |t| {
                // A has taken the lock and read the file: hold it here.
                read.send(()).expect("main waits");
                wait.recv().expect("main says go");
                catur::ops::set_result(t, "L12", 1, 1, win)
            })
        })
    };
    read_done.recv().expect("A has read");
    std::fs::remove_file(&lock_file).expect("the lock file is removed");
    let (mut shared, mut t) = Shared::open(&file, "writer B").expect("opens");
    let b = shared.transact(&mut t, |t| catur::ops::set_result(t, "L12", 1, 2, loss));
    assert!(b.is_ok(), "B saves under a new lock file: {:?}", b.err());
    go.send(()).expect("A waits");
    let a = a.join().expect("A ends");
    let on_file = catur::store::load(&file).expect("loads");
    assert_eq!(outcome(&on_file, 2), loss, "B's confirmed result was lost");
    match a {
        // A confirmed its result: then it is on file too.
        Ok(_) => assert_eq!(outcome(&on_file, 1), win, "A's confirmed result was lost"),
        // A was told that nothing was saved: then nothing of it is there.
        Err(TxError::NotSaved(e)) => {
            assert!(e.to_string().contains("was removed"), "{e}");
            assert!(outcome(&on_file, 1).is_pending(), "{e}");
        }
        Err(e) => panic!("A: {e}"),
    }
}
