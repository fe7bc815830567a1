//! Size of the demo championship's file and the time to save it, as the arbiter meets
//! them: fresh, and after three played rounds. Run in release:
//! `cargo run --release --example demo_file [FOLDER]`.

use catur::cli::{build_demo, play_rounds};
use catur::model::Tournament;
use std::time::Instant;

fn measure(label: &str, t: &Tournament, dir: &std::path::Path) {
    let path = dir.join(format!("{label}.catur"));
    let mut times = Vec::new();
    let mut t = t.clone();
    for i in 0..30 {
        // A different tournament each time, as after a result, so every save writes.
        t.championship.venue = format!("Dewan {i}");
        let start = Instant::now();
        let report = catur::store::save(&path, &t).expect("saves");
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        assert!(!report.unchanged);
    }
    times.sort_by(f64::total_cmp);
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    let start = Instant::now();
    let loaded = catur::store::load(&path).expect("loads");
    let load_ms = start.elapsed().as_secs_f64() * 1000.0;
    assert_eq!(loaded, t);
    println!(
        "{label:>14}: {size:>6} bytes, journal {:>4} entries; save median {:.2} ms, min {:.2} ms, max {:.2} ms; load {load_ms:.2} ms",
        t.journal.entries.len(),
        times[times.len() / 2],
        times[0],
        times[times.len() - 1],
    );
}

fn main() {
    let dir = match std::env::args().nth(1) {
        Some(d) => std::path::PathBuf::from(d),
        None => std::env::temp_dir().join(format!("catur-demo-file-{}", std::process::id())),
    };
    std::fs::create_dir_all(&dir).expect("folder");
    let fresh = build_demo().expect("demo");
    measure("demo", &fresh, &dir);
    let mut played = fresh.clone();
    play_rounds(&mut played, 3, 1).expect("plays");
    measure("demo-played-3", &played, &dir);
    let mut full = fresh;
    play_rounds(&mut full, 7, 1).expect("plays");
    measure("demo-played-all", &full, &dir);
}
