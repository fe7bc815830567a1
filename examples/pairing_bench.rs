//! Pairing speed: the last round of simulated 9-round tournaments.
//!
//! `cargo run --release --example pairing_bench [SIZES...]` (default 100 500 1000 2000)
//! builds 8 rounds of history with random results, then times the engine pairing round 9.
//! The history is paired by a quick greedy Swiss pairing (score order, no rematches,
//! colours balanced), because pairing the early rounds of a 2,000-player field with the
//! engine itself takes far longer than the round being measured; `--engine-history`
//! pairs the history with the engine instead.
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
    let sizes: Vec<u32> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let sizes = if sizes.is_empty() {
        vec![100, 500, 1000, 2000]
    } else {
        sizes
    };
    for n in sizes {
        let t = Instant::now();
        let history = if engine_history {
            simulate(n, 8, u64::from(n))
        } else {
            simulate_with(n, 8, u64::from(n), quick_pairing)
        };
        let mut section = match history {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{n} players: {e}");
                continue;
            }
        };
        let setup = t.elapsed();
        section.settings.rounds_planned = 9;
        let t = Instant::now();
        let result = pair_round(&section, 9);
        let took = t.elapsed();
        match result {
            Ok(r) => println!(
                "{n:5} players, round 9: {:8.3} s ({} boards; history of 8 rounds built in {:.1} s)",
                took.as_secs_f64(),
                r.boards.len(),
                setup.as_secs_f64()
            ),
            Err(e) => println!("{n:5} players, round 9: {e}"),
        }
    }
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
