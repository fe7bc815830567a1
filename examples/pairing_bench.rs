//! Pairing speed: rounds 1, 2, 3, 5 and 9 of simulated tournaments of 500 to 5,000 players.
//!
//! `cargo run --release --example pairing_bench [-- OPTIONS]` times the engine pairing
//! rounds 1, 2, 3, 5 and 9 of fields of 500, 1,000, 1,001, 2,000, 2,001 and 5,000 players,
//! on two kinds of field: `greedy`, whose history before the round (random results) was
//! paired by a quick greedy Swiss pairing (score order, no rematches, colours balanced),
//! and `engine`, whose history was paired by the engine itself (as `catur simulate` does).
//! Each case runs in a process of its own, so that its peak memory is its own.
//!
//! Each line gives the processor time of the pairing alone (the time the pairing thread
//! spent on a processor, user and system, from `/proc/thread-self/schedstat`: other
//! programs sharing the machine do not inflate it), the wall-clock time, the case
//! process's peak resident memory (`VmHWM` of `/proc/self/status`, read by the case
//! process itself after the pairing; it includes the history) and the boards paired.
//!
//! Options:
//! - `--sizes 1000,2001` and `--rounds 3,5` pick the cases; `--kind greedy|engine` one
//!   kind of field (default both).
//! - `--limit S` stops a pairing that has used S seconds of processor time (default 60)
//!   and prints "not finished" with the time and memory so far; `--history-limit S`
//!   (default 900) stops a case whose history is not built within S wall-clock seconds.
//! - `--save DIR` writes each case's pairing as `DIR/KIND-N-R.txt` (one board or bye a
//!   line), for checking that a change to the engine leaves every pairing as it was.
//! - `--trf DIR` writes each case's field as `DIR/KIND-N-R.trf` (the rounds before R), for
//!   timing other engines on the same files.
//!
//! `... -- one KIND N R [--limit S] [--save DIR] [--trf DIR]` measures one case in this
//! process; `... -- trf N R SEED` prints a simulated tournament as TRF; `... -- pair
//! FILE.trf` pairs one file and prints the time it took.

use catur::cli::simulate::{run_simulate, simulate, simulate_with};
use catur::model::{
    Board, ByeKind, Outcome, PlayerId, PlayerStatus, Round, RoundNo, Section, Unpaired,
};
use catur::pairing::dutch::PairingError;
use catur::pairing::dutch::pair_round;
use std::collections::HashSet;
use std::io::Write;
use std::time::{Duration, Instant};

const SIZES: [u32; 6] = [500, 1000, 1001, 2000, 2001, 5000];
const ROUNDS: [u32; 5] = [1, 2, 3, 5, 9];
const KINDS: [&str; 2] = ["greedy", "engine"];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("trf") => {
            let num = |i: usize, d: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
            let code = run_simulate(
                num(1, 50) as u32,
                num(2, 9) as u32,
                Some(num(3, 1)),
                None,
                &mut std::io::stdout(),
                &mut std::io::stderr(),
            );
            std::process::exit(i32::from(code));
        }
        Some("pair") => {
            let Some(file) = args.get(1) else { return };
            let t = Instant::now();
            let code = catur::cli::pair::run_pair(
                std::path::Path::new(file),
                None,
                &mut std::io::stdout(),
                &mut std::io::stderr(),
            );
            eprintln!("paired in {:.3} s", t.elapsed().as_secs_f64());
            std::process::exit(i32::from(code));
        }
        _ => {}
    }
    let option = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let limit: f64 = option("--limit")
        .and_then(|s| s.parse().ok())
        .unwrap_or(60.0);
    let save = option("--save");
    let trf = option("--trf");
    if args.first().map(String::as_str) == Some("one") {
        let num = |i: usize| args.get(i).and_then(|a| a.parse::<u32>().ok()).unwrap_or(0);
        let kind = args.get(1).map_or("greedy", String::as_str);
        one(kind, num(2), num(3), limit, save.as_deref(), trf.as_deref());
        return;
    }
    let list = |name: &str, all: &[u32]| -> Vec<u32> {
        option(name).map_or(all.to_vec(), |s| {
            s.split(',').filter_map(|x| x.trim().parse().ok()).collect()
        })
    };
    let sizes = list("--sizes", &SIZES);
    let rounds = list("--rounds", &ROUNDS);
    let kinds: Vec<&str> = match option("--kind") {
        Some(k) => KINDS.iter().copied().filter(|&x| x == k).collect(),
        None => KINDS.to_vec(),
    };
    let history_limit = Duration::from_secs_f64(
        option("--history-limit")
            .and_then(|s| s.parse().ok())
            .unwrap_or(900.0),
    );
    let Ok(me) = std::env::current_exe() else {
        eprintln!("cannot find this program's own path");
        std::process::exit(2);
    };
    println!("field   players round       cpu      wall   peak memory   boards");
    for &kind in &kinds {
        for &n in &sizes {
            for &round in &rounds {
                let mut cmd = std::process::Command::new(&me);
                cmd.args(["one", kind, &n.to_string(), &round.to_string()]);
                cmd.args(["--limit", &limit.to_string()]);
                if let Some(dir) = &save {
                    cmd.args(["--save", dir]);
                }
                if let Some(dir) = &trf {
                    cmd.args(["--trf", dir]);
                }
                cmd.stdout(std::process::Stdio::piped());
                run_case(cmd, kind, n, round, history_limit);
            }
        }
    }
}

/// Runs one case's process, printing its line, or "not finished" when it is still
/// running after `wall` (the history took too long to build).
fn run_case(mut cmd: std::process::Command, kind: &str, n: u32, round: u32, wall: Duration) {
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{kind} {n} players, round {round}: cannot run: {e}");
            return;
        }
    };
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if start.elapsed() > wall => {
                let _ = child.kill();
                let _ = child.wait();
                println!(
                    "{kind:7} {n:7} {round:5} not finished: history not built in {} s",
                    wall.as_secs()
                );
                return;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(100)),
            Err(e) => {
                eprintln!("{kind} {n} players, round {round}: {e}");
                return;
            }
        }
    }
    if let Some(mut out) = child.stdout.take() {
        let _ = std::io::copy(&mut out, &mut std::io::stdout());
    }
    let _ = std::io::stdout().flush();
}

/// Builds `round - 1` rounds of history for `n` players, then times the engine pairing
/// `round` and prints one line of the table; a watcher thread stops the process when the
/// pairing has used `limit` seconds of processor time.
fn one(kind: &str, n: u32, round: u32, limit: f64, save: Option<&str>, trf: Option<&str>) {
    let played = round.saturating_sub(1);
    let history = if kind == "engine" {
        simulate(n, played, u64::from(n))
    } else {
        simulate_with(n, played, u64::from(n), quick_pairing)
    };
    let mut section = match history {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{kind} {n} players: {e}");
            return;
        }
    };
    section.settings.rounds_planned = 9;
    if let Some(dir) = trf {
        let header = catur::trf::TrfHeader::default();
        let text = catur::trf::from_section(&section, &header).to_string();
        let path = std::path::Path::new(dir).join(format!("{kind}-{n}-{round}.trf"));
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("{}: cannot write: {e}", path.display());
        }
    }
    let Some(cpu_before) = cpu_seconds("/proc/thread-self/schedstat") else {
        eprintln!("cannot read this thread's processor time");
        return;
    };
    let main_stat = format!("/proc/self/task/{}/schedstat", thread_id().unwrap_or(0));
    let line_start = format!("{kind:7} {n:7} {round:5}");
    {
        let line_start = line_start.clone();
        std::thread::spawn(move || {
            loop {
                std::thread::sleep(Duration::from_millis(200));
                let used = cpu_seconds(&main_stat).map_or(0.0, |c| c - cpu_before);
                if used > limit {
                    println!(
                        "{line_start} not finished: stopped after {used:.1} s cpu, {} so far",
                        peak()
                    );
                    let _ = std::io::stdout().flush();
                    std::process::exit(0);
                }
            }
        });
    }
    let t = Instant::now();
    let result = pair_round(&section, round);
    let took = t.elapsed();
    let cpu = cpu_seconds("/proc/thread-self/schedstat").map_or("?".to_string(), |after| {
        format!("{:.3} s", after - cpu_before)
    });
    match result {
        Ok(r) => {
            println!(
                "{line_start} {cpu:>9} {:7.3} s {:>13} {:8}",
                took.as_secs_f64(),
                peak(),
                r.boards.len(),
            );
            if let Some(dir) = save {
                let mut text = String::new();
                for b in &r.boards {
                    text.push_str(&format!("{} {}\n", b.white.0, b.black.0));
                }
                for u in &r.unpaired {
                    text.push_str(&format!("{} {:?}\n", u.player.0, u.kind));
                }
                let path = std::path::Path::new(dir).join(format!("{kind}-{n}-{round}.txt"));
                if let Err(e) = std::fs::write(&path, text) {
                    eprintln!("{}: cannot write: {e}", path.display());
                }
            }
        }
        Err(e) => println!("{line_start} {e}"),
    }
}

/// This thread's id (the last part of `/proc/thread-self`), for the watcher to read the
/// pairing thread's processor time.
fn thread_id() -> Option<u32> {
    let link = std::fs::read_link("/proc/thread-self").ok()?;
    link.file_name()?.to_str()?.parse().ok()
}

/// The time a thread has spent on a processor, in seconds, from its `schedstat` (Linux).
fn cpu_seconds(path: &str) -> Option<f64> {
    let stat = std::fs::read_to_string(path).ok()?;
    let ns: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}

/// The process's peak resident memory, from `VmHWM` in `/proc/self/status` (Linux).
fn peak() -> String {
    let kib = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let line = status
                .lines()
                .find(|l| l.starts_with("VmHWM:"))?
                .to_string();
            line.split_whitespace().nth(1)?.parse::<u64>().ok()
        });
    kib.map_or("?".to_string(), |k| format!("{:.1} MB", k as f64 / 1024.0))
}

/// A plain Swiss pairing for building history fast: players in score order (then
/// pairing number) each take the next one below they have not met, the one with fewer
/// whites gets white, and the last player left over gets the bye (the engine pairs a
/// round the greedy order cannot finish).
fn quick_pairing(section: &Section, round: RoundNo) -> Result<Round, PairingError> {
    let mut met: HashSet<(PlayerId, PlayerId)> = HashSet::new();
    let mut whites = std::collections::HashMap::new();
    for r in &section.rounds {
        for b in &r.boards {
            met.insert((b.white, b.black));
            met.insert((b.black, b.white));
            *whites.entry(b.white).or_insert(0i32) += 1;
            *whites.entry(b.black).or_insert(0i32) -= 1;
        }
    }
    let mut out = Round::new(round);
    let mut present = Vec::new();
    for p in section.players_by_tpn() {
        match p.status(round) {
            PlayerStatus::Present => present.push(p.id),
            PlayerStatus::NotYetEntered => {}
            PlayerStatus::Withdrawn => out.unpaired.push(Unpaired {
                player: p.id,
                kind: ByeKind::Absent,
            }),
            PlayerStatus::Bye(kind) => out.unpaired.push(Unpaired { player: p.id, kind }),
        }
    }
    let score = |id| section.score_after(id, round - 1);
    present.sort_by_key(|&id| std::cmp::Reverse(score(id)));
    let mut taken = vec![false; present.len()];
    for i in 0..present.len() {
        if taken[i] {
            continue;
        }
        let a = present[i];
        let partner =
            (i + 1..present.len()).find(|&j| !taken[j] && !met.contains(&(a, present[j])));
        let Some(j) = partner else {
            if out.unpaired.iter().any(|u| u.kind == ByeKind::Pab) {
                // The greedy order painted itself into a corner: let the engine pair it.
                return pair_round(section, round);
            }
            taken[i] = true;
            out.unpaired.push(Unpaired {
                player: a,
                kind: ByeKind::Pab,
            });
            continue;
        };
        taken[i] = true;
        taken[j] = true;
        let b = present[j];
        let balance = |id| whites.get(&id).copied().unwrap_or(0);
        let (white, black) = if balance(a) <= balance(b) {
            (a, b)
        } else {
            (b, a)
        };
        out.boards.push(Board::new(white, black, Outcome::Pending));
    }
    Ok(out)
}
