//! How long saving and opening a full championship takes (DESIGN.md section 8: a save
//! after a result under 5 ms, the file under 64 KB).
//!
//! Builds 6 sections x 100 players x 7 rounds with every result entered, then saves it
//! 50 times, entering one more result each time as the arbiter would, and loads it 50
//! times. Run in release mode, in a folder on the disk to be measured:
//!
//! ```text
//! cargo run --release --example store_bench [FOLDER]
//! ```

use catur::model::*;
use catur::store;
use std::path::PathBuf;
use std::time::{Duration, Instant};

#[path = "shared/budget.rs"]
mod budget;
use budget::*;

/// A journal as long as this championship's would be: one entry per round paired and
/// per result entered, in the compact form the operations layer writes for results.
fn with_full_journal(mut t: Tournament) -> Tournament {
    for (si, s) in t.sections.iter().enumerate() {
        for r in &s.rounds {
            t.journal.entries.push(JournalEntry {
                after_previous: if t.journal.entries.is_empty() {
                    1_773_446_400
                } else {
                    600
                },
                deed: Deed::RoundPaired {
                    section: s.code.clone(),
                    round: r.number,
                    boards: r.boards.len() as u32,
                    bye: false,
                },
                changes: vec![Change::RoundAdded {
                    section: si as u32,
                    stash: None,
                }],
            });
            for (b, board) in r.boards.iter().enumerate() {
                t.journal.entries.push(result_entry(
                    si,
                    r.number,
                    b,
                    Outcome::Pending,
                    board.outcome,
                ));
            }
        }
    }
    t.journal.cursor = t.journal.entries.len();
    t
}

/// A result entered on a board, as a journal entry.
fn result_entry(
    section: usize,
    round: RoundNo,
    board: usize,
    before: Outcome,
    after: Outcome,
) -> JournalEntry {
    let packed = PackedResult::pack(section as u32, round, board as u32, before, after);
    let change = match packed {
        Some(p) => Change::Result(p),
        None => Change::Outcome {
            section: section as u32,
            round,
            board: board as u32,
            before,
            after,
        },
    };
    JournalEntry {
        after_previous: 20,
        deed: Deed::Told,
        changes: vec![change],
    }
}

fn summary(label: &str, times: &[Duration]) {
    let total: Duration = times.iter().sum();
    let mean = total / times.len() as u32;
    let mut sorted = times.to_vec();
    sorted.sort();
    let (min, median, max) = (
        sorted[0],
        sorted[sorted.len() / 2],
        sorted[sorted.len() - 1],
    );
    println!(
        "{label:<38} mean {:>7.3}  min {:>7.3}  median {:>7.3}  max {:>7.3} ms",
        ms(mean),
        ms(min),
        ms(median),
        ms(max)
    );
}

/// The least any durable replacement of the file costs on this disk: the same bytes
/// written, synced, renamed over a file and the folder synced, with std alone.
fn bare_durable_write(folder: &std::path::Path, bytes: &[u8]) -> std::io::Result<Duration> {
    use std::io::Write;
    let tmp = folder.join("baseline.tmp");
    let started = Instant::now();
    let mut f = std::fs::File::create(&tmp)?;
    f.write_all(bytes)?;
    f.sync_all()?;
    drop(f);
    std::fs::rename(&tmp, folder.join("baseline.bin"))?;
    std::fs::File::open(folder)?.sync_all()?;
    Ok(started.elapsed())
}

/// Changes the result of a board of round 7 through the operations layer, as a key
/// press at the desk or `catur result --change` does.
fn toggle(t: &mut Tournament, code: &str, board: usize) -> Result<(), catur::ops::OpError> {
    let now = t.section(code).map(|s| s.rounds[6].boards[board].outcome);
    let next = match now {
        Some(Outcome::Played(GameResult::Draw)) => Outcome::Played(GameResult::WhiteWins),
        _ => Outcome::Played(GameResult::Draw),
    };
    catur::ops::change_result(t, code, 7, board + 1, next)
}

fn tx_error(e: store::TxError<catur::ops::OpError>) -> store::StoreError {
    match e {
        store::TxError::Unreadable(e) | store::TxError::NotSaved(e) => e,
        store::TxError::Refused(e) => store::StoreError::Io {
            action: store::IoAction::Write,
            path: ".".into(),
            source: std::io::Error::other(e.to_string()),
        },
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn run(label: &str, folder: &std::path::Path, mut t: Tournament) -> Result<(), store::StoreError> {
    let path = folder.join(format!("{label}.catur"));
    println!("-- {label}");
    let started = Instant::now();
    let first = store::save(&path, &t)?;
    println!(
        "{:<38} {:>7.3} ms ({} round snapshots written)",
        "first save",
        ms(started.elapsed()),
        first.snapshots.len()
    );
    println!("{:<38} {} bytes", "file size", first.bytes);

    let mut saves = Vec::new();
    let mut encodes = Vec::new();
    let mut baseline = Vec::new();
    for i in 0..50u32 {
        // One result corrected, as after an arbiter's key press.
        let (si, bi) = ((i % 6) as usize, (i % 49) as usize);
        let board = &mut t.sections[si].rounds[6].boards[bi];
        let before = board.outcome;
        board.outcome = match before {
            Outcome::Played(GameResult::Draw) => Outcome::Played(GameResult::WhiteWins),
            _ => Outcome::Played(GameResult::Draw),
        };
        let after = board.outcome;
        if !t.journal.entries.is_empty() {
            t.journal
                .entries
                .push(result_entry(si, 7, bi, before, after));
            t.journal.cursor += 1;
        }
        let e = Instant::now();
        std::hint::black_box(store::encode(&t));
        encodes.push(e.elapsed());
        let started = Instant::now();
        let report = store::save(&path, &t)?;
        saves.push(started.elapsed());
        assert!(!report.unchanged && report.warnings.is_empty());
        let bytes = store::encode(&t);
        baseline.push(
            bare_durable_write(folder, &bytes).map_err(|e| store::StoreError::Io {
                action: store::IoAction::Write,
                path: folder.into(),
                source: e,
            })?,
        );
    }
    let mut loads = Vec::new();
    let mut decodes = Vec::new();
    let bytes = store::encode(&t);
    for _ in 0..50 {
        let started = Instant::now();
        let back = store::load(&path)?;
        loads.push(started.elapsed());
        std::hint::black_box(back);
        let d = Instant::now();
        std::hint::black_box(store::decode(&bytes)?);
        decodes.push(d.elapsed());
    }
    // The same as the desk and the command line do it: each change a transaction under
    // the file's lock, re-reading the file first. Every other change another process
    // (a second hold on the file) changed a result first, so half the transactions
    // read and decode the file before changing it.
    let (mut mine, mut current) = store::Shared::open(&path, "store_bench")?;
    let (mut theirs, mut other) = store::Shared::open(&path, "store_bench (other desk)")?;
    let (mut quiet, mut after_other, mut beyond) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..100u32 {
        let reread = i % 2 == 1;
        if reread {
            let code = other.sections[((i + 3) % 6) as usize].code.clone();
            theirs
                .transact(&mut other, |t| toggle(t, &code, (i % 49) as usize))
                .map_err(tx_error)?;
        }
        let code = current.sections[(i % 6) as usize].code.clone();
        let started = Instant::now();
        mine.transact(&mut current, |t| toggle(t, &code, (i % 47) as usize))
            .map_err(tx_error)?;
        let took = started.elapsed();
        // The disk alone, measured right beside it so that both see the same load.
        let disk = bare_durable_write(folder, &store::encode(&current)).map_err(|e| {
            store::StoreError::Io {
                action: store::IoAction::Write,
                path: folder.into(),
                source: e,
            }
        })?;
        if reread { &mut after_other } else { &mut quiet }.push(took);
        beyond.push(took.saturating_sub(disk));
    }
    summary("save (50, one result changed each)", &saves);
    summary("  of which encode", &encodes);
    summary("disk alone: write, sync, rename, sync", &baseline);
    summary("result as a transaction (lock, save)", &quiet);
    summary("  the same after another desk's change", &after_other);
    summary("  transaction minus the disk beside it", &beyond);
    summary("load (50)", &loads);
    summary("  of which decode", &decodes);
    Ok(())
}

fn main() -> Result<(), store::StoreError> {
    let dir = tempfile::tempdir_in(
        std::env::args_os()
            .nth(1)
            .map_or_else(std::env::temp_dir, PathBuf::from),
    )
    .map_err(|e| store::StoreError::Io {
        action: store::IoAction::Create,
        path: ".".into(),
        source: e,
    })?;
    let t = championship();
    let boards: usize = t
        .sections
        .iter()
        .flat_map(|s| &s.rounds)
        .map(|r| r.boards.len())
        .sum();
    println!(
        "{} sections x {PLAYERS} players x {ROUNDS} rounds, {boards} boards with results, in {}",
        SECTIONS.len(),
        dir.path().display()
    );
    run("championship", dir.path(), t.clone())?;
    let full = with_full_journal(t);
    println!(
        "(with a journal of {} entries, one per pairing and result)",
        full.journal.entries.len()
    );
    run("championship-with-journal", dir.path(), full)?;
    Ok(())
}
