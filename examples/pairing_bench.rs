//! Pairing speed: the last round of simulated 9-round tournaments.
//!
//! `cargo run --release --example pairing_bench [SIZES...]` (default 100 500 1000 2000)
//! simulates 8 rounds with the engine, then times the pairing of round 9.
//! `cargo run --release --example pairing_bench -- trf N R SEED` prints a simulated
//! tournament as TRF instead (for cross-checks with other engines), and
//! `... -- pair FILE.trf` pairs one file and prints the time it took.

use catur::cli::simulate::{run_simulate, simulate};
use catur::pairing::dutch::pair_round;
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
    let sizes: Vec<u32> = if args.is_empty() {
        vec![100, 500, 1000, 2000]
    } else {
        args.iter().filter_map(|a| a.parse().ok()).collect()
    };
    for n in sizes {
        let t = Instant::now();
        let mut section = match simulate(n, 8, u64::from(n)) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{n} players: {e}");
                continue;
            }
        };
        let setup = t.elapsed();
        section.rounds_planned = 9;
        let t = Instant::now();
        let result = pair_round(&section, 9);
        let took = t.elapsed();
        match result {
            Ok(r) => println!(
                "{n:5} players, round 9: {:8.3} s ({} boards; 8 rounds simulated in {:.1} s)",
                took.as_secs_f64(),
                r.boards.len(),
                setup.as_secs_f64()
            ),
            Err(e) => println!("{n:5} players, round 9: {e}"),
        }
    }
}
