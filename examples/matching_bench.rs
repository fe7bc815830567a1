//! Times the matcher on dense random graphs with 320-bit weights laid out like a pairing
//! engine's (a few small high fields over a random low field).
//!
//! Run with `cargo run --release --example matching_bench [sizes...] [--density N]
//! [--generate-only]`. Times are wall-clock; on a busy machine compare CPU time instead
//! (e.g. under `perf stat`), subtracting a `--generate-only` run for the graph building.

use std::time::Instant;

use catur::pairing::matching::{Matcher, Wide, matching_weight};

type W5 = Wide<5>;

/// SplitMix64: reproducible graphs without a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

fn dense_graph(n: usize, density_percent: u64, seed: u64) -> Vec<(usize, usize, W5)> {
    let mut rng = Rng(seed);
    let mut edges = Vec::with_capacity(n * n.saturating_sub(1) / 2);
    for u in 0..n {
        for v in (u + 1)..n {
            if rng.next() % 100 >= density_percent {
                continue;
            }
            let fields = [
                (300, 1),
                (280, rng.next() % 4),
                (200, rng.next() % 64),
                (100, rng.next() % 1000),
                (0, rng.next() >> 8),
            ];
            if let Some(w) = W5::from_fields(&fields) {
                edges.push((u, v, w));
            }
        }
    }
    edges
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let generate_only = args.iter().any(|a| a == "--generate-only");
    let density_at = args.iter().position(|a| a == "--density");
    let densities: Vec<u64> = match density_at
        .and_then(|i| args.get(i + 1))
        .and_then(|d| d.parse().ok())
    {
        Some(d) => vec![d],
        None => vec![100, 30],
    };
    let sizes: Vec<usize> = args
        .iter()
        .enumerate()
        .filter(|&(i, _)| density_at.is_none_or(|d| i != d + 1))
        .filter_map(|(_, a)| a.parse().ok())
        .collect();
    let sizes = if sizes.is_empty() {
        vec![100, 500, 1000, 2000]
    } else {
        sizes
    };
    let mut matcher = Matcher::new();
    for n in sizes {
        for &density in &densities {
            let edges = dense_graph(n, density, n as u64);
            if generate_only {
                println!(
                    "n={n:5} density={density:3}% edges={:8} (generated only)",
                    edges.len()
                );
                continue;
            }
            let start = Instant::now();
            match matcher.solve(n, &edges) {
                Ok(mates) => {
                    let elapsed = start.elapsed();
                    let pairs = mates.iter().filter(|m| m.is_some()).count() / 2;
                    let weight = matching_weight(&mates, &edges).unwrap_or(W5::ZERO);
                    println!(
                        "n={n:5} density={density:3}% edges={:8} pairs={pairs:5} time={:8.3}s weight={weight:?}",
                        edges.len(),
                        elapsed.as_secs_f64()
                    );
                }
                Err(e) => println!("n={n}: {e}"),
            }
        }
    }
}
