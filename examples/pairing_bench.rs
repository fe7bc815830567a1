//! Pairing speed: rounds 1, 2 and 9 of simulated tournaments.
//!
//! `cargo run --release --example pairing_bench [SIZES...]` (default 100 500 1000 2000)
//! times the engine pairing rounds 1, 2 and 9 of a field of each size, each case in a
//! process of its own so that its peak memory (`VmHWM`) is its own. The history before the
//! round (random results) is paired by a quick greedy Swiss pairing (score order, no
//! rematches, colours balanced), because pairing the early rounds of a 2,000-player field
//! with the engine itself takes far longer than the round being measured;
//! `--engine-history` pairs the history with the engine instead. Each line gives the
//! wall-clock time, the processor time of the pairing (which other programs running
//! beside it do not inflate), the peak memory and the boards paired. `--trf DIR` also writes
//! each case as `DIR/N-R.trf` (the rounds before R), for timing other engines on the same
//! files. `... -- one N R` measures one case in this process.
//! `cargo run --release --example pairing_bench -- trf N R SEED` prints a simulated
//! tournament as TRF instead (for cross-checks with other engines), and
//! `... -- pair FILE.trf` pairs one file and prints the time it took.

use catur::cli::simulate::{run_simulate, simulate, simulate_with};
use catur::model::{
    Board, ByeKind, Outcome, PlayerId, PlayerStatus, Round, RoundNo, Section, Unpaired,
};
use catur::pairing::dutch::PairingError;
use catur::pairing::dutch::pair_round;
use std::collections::HashSet;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("trf") {
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
    if args.first().map(String::as_str) == Some("pair") {
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
    let engine_history = args.iter().any(|a| a == "--engine-history");
    let trf_dir = args
        .iter()
        .position(|a| a == "--trf")
        .and_then(|i| args.get(i + 1))
        .cloned();
    if args.first().map(String::as_str) == Some("one") {
        let num = |i: usize| args.get(i).and_then(|a| a.parse::<u32>().ok()).unwrap_or(0);
        one(num(1), num(2), engine_history, trf_dir.as_deref());
        return;
    }
    let sizes: Vec<u32> = args
        .iter()
        .filter(|a| Some(a.as_str()) != trf_dir.as_deref())
        .filter_map(|a| a.parse().ok())
        .collect();
    let sizes = if sizes.is_empty() {
        vec![100, 500, 1000, 2000]
    } else {
        sizes
    };
    let Ok(me) = std::env::current_exe() else {
        eprintln!("cannot find this program's own path");
        std::process::exit(2);
    };
    println!("players round      time       cpu   peak memory   boards");
    for n in sizes {
        for round in [1, 2, 9] {
            let mut cmd = std::process::Command::new(&me);
            cmd.args(["one", &n.to_string(), &round.to_string()]);
            if engine_history {
                cmd.arg("--engine-history");
            }
            if let Some(dir) = &trf_dir {
                cmd.args(["--trf", dir]);
            }
            match cmd.output() {
                Ok(out) => {
                    print!("{}", String::from_utf8_lossy(&out.stdout));
                    eprint!("{}", String::from_utf8_lossy(&out.stderr));
                }
                Err(e) => eprintln!("{n} players, round {round}: cannot run: {e}"),
            }
        }
    }
}

/// Builds `round - 1` rounds of history for `n` players, then times the engine pairing
/// `round` and prints one line of the table.
fn one(n: u32, round: u32, engine_history: bool, trf_dir: Option<&str>) {
    let played = round.saturating_sub(1);
    let history = if engine_history {
        simulate(n, played, u64::from(n))
    } else {
        simulate_with(n, played, u64::from(n), quick_pairing)
    };
    let mut section = match history {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{n} players: {e}");
            return;
        }
    };
    section.settings.rounds_planned = 9;
    if let Some(dir) = trf_dir {
        let header = catur::trf::TrfHeader::default();
        let text = catur::trf::from_section(&section, &header).to_string();
        let path = std::path::Path::new(dir).join(format!("{n}-{round}.trf"));
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("{}: cannot write: {e}", path.display());
        }
    }
    let cpu = cpu_seconds();
    let t = Instant::now();
    let result = pair_round(&section, round);
    let took = t.elapsed();
    let cpu = cpu_seconds()
        .zip(cpu)
        .map_or("?".to_string(), |(after, before)| {
            format!("{:.3} s", after - before)
        });
    let peak =
        peak_memory_kib().map_or("?".to_string(), |k| format!("{:.1} MB", k as f64 / 1024.0));
    match result {
        Ok(r) => println!(
            "{n:7} {round:5} {:8.3} s {cpu:>9} {peak:>13} {:8}",
            took.as_secs_f64(),
            r.boards.len(),
        ),
        Err(e) => println!("{n:7} {round:5} {e}"),
    }
}

/// The time this thread has spent on a processor, in seconds, from
/// `/proc/thread-self/schedstat` (Linux): unlike the wall-clock time, it does not grow
/// when other programs share the processors.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}

/// The process's peak resident memory in KiB, from `/proc/self/status` (Linux).
fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
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
