//! The load test of `catur serve` (issue 35): on loopback only, N concurrent clients
//! (200 by default) ask for the site's pages for S seconds (30) while results are
//! entered into the championship file as a desk enters them (one transaction each).
//! Prints the requests answered, every error, the changes refused and the latency.
//! Not a CI test: `cargo run --release --example serve_load [CLIENTS] [SECONDS]`.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn get(at: SocketAddr, target: &str) -> Result<u16, String> {
    let mut c = TcpStream::connect(at).map_err(|e| e.to_string())?;
    c.set_read_timeout(Some(Duration::from_secs(30)))
        .map_err(|e| e.to_string())?;
    write!(c, "GET {target} HTTP/1.1\r\nHost: hall\r\n\r\n").map_err(|e| e.to_string())?;
    let mut reply = Vec::new();
    c.read_to_end(&mut reply).map_err(|e| e.to_string())?;
    let head = String::from_utf8_lossy(&reply[..reply.len().min(20)]).into_owned();
    head.split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("no status in {head:?}"))
}

/// Runs one command line as the desk's operations do; returns its exit code.
fn catur(args: &[&str]) -> u8 {
    use clap::Parser;
    let cli = catur::cli::Cli::try_parse_from(std::iter::once("catur").chain(args.iter().copied()))
        .expect("arguments");
    let command = cli.command.expect("a subcommand");
    let (mut out, mut err) = (Vec::new(), Vec::new());
    catur::cli::run(command, &mut out, &mut err).unwrap_or_else(|e| {
        eprintln!("{e}");
        e.exit_code()
    })
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let clients: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(200);
    let seconds: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(30);
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("demo.catur");
    let f = file.to_str().expect("a UTF-8 path");
    let mut t = catur::cli::build_demo().expect("demo");
    catur::cli::play_rounds(&mut t, 3, 11).expect("played");
    catur::store::save(&file, &t).expect("saved");
    let codes: Vec<String> = t.sections.iter().map(|s| s.code.clone()).collect();
    for code in &codes {
        assert_eq!(catur(&["pair", f, "--section", code]), 0, "pair {code}");
    }

    let listener = catur::host::serve::bind("127.0.0.1", 0).expect("bind");
    let at = listener.local_addr().expect("address");
    let served = file.clone();
    std::thread::spawn(move || catur::host::serve::serve(listener, &served));
    let pages: Vec<String> = catur::report::site::site(&t, &jiff::tz::TimeZone::UTC)
        .into_iter()
        .map(|p| format!("/{}", p.path))
        .collect();

    let stop = Arc::new(AtomicBool::new(false));
    let answered = Arc::new(AtomicU64::new(0));
    let errors = Arc::new(Mutex::new(Vec::<String>::new()));
    let latencies = Arc::new(Mutex::new(Vec::<f64>::new()));
    let mut threads = Vec::new();
    for c in 0..clients {
        let (stop, answered, errors, latencies) = (
            Arc::clone(&stop),
            Arc::clone(&answered),
            Arc::clone(&errors),
            Arc::clone(&latencies),
        );
        let pages = pages.clone();
        threads.push(std::thread::spawn(move || {
            let mut rng = fastrand::Rng::with_seed(c as u64);
            let mut mine = Vec::new();
            while !stop.load(Ordering::Relaxed) {
                let page = &pages[rng.usize(..pages.len())];
                let start = Instant::now();
                match get(at, page) {
                    Ok(200) => {
                        mine.push(start.elapsed().as_secs_f64() * 1000.0);
                        answered.fetch_add(1, Ordering::Relaxed);
                    }
                    Ok(code) => errors.lock().expect("lock").push(format!("{page}: {code}")),
                    Err(e) => errors.lock().expect("lock").push(format!("{page}: {e}")),
                }
            }
            latencies.lock().expect("lock").extend(mine);
        }));
    }

    let start = Instant::now();
    let (mut entered, mut refused) = (0u32, 0u32);
    let boards = 20;
    'desk: for board in 1..=boards {
        for code in &codes {
            if start.elapsed() >= Duration::from_secs(seconds) {
                break 'desk;
            }
            let b = board.to_string();
            let result = ["1-0", "0-1", "1/2"][board % 3];
            match catur(&[
                "result",
                f,
                "--section",
                code,
                "--round",
                "4",
                "--board",
                &b,
                result,
            ]) {
                0 => entered += 1,
                _ => refused += 1,
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }
    let left = Duration::from_secs(seconds).saturating_sub(start.elapsed());
    std::thread::sleep(left);
    stop.store(true, Ordering::Relaxed);
    for t in threads {
        let _ = t.join();
    }
    let errors = errors.lock().expect("lock");
    let mut l = latencies.lock().expect("lock").clone();
    l.sort_by(f64::total_cmp);
    let at_q = |q: f64| {
        l.get(((l.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or(0.0)
    };
    println!(
        "{clients} clients, {seconds} s: {} pages answered, {} errors, {entered} results entered, \
         {refused} refused; latency ms: median {:.1}, p95 {:.1}, p99 {:.1}, max {:.1}",
        answered.load(Ordering::Relaxed),
        errors.len(),
        at_q(0.5),
        at_q(0.95),
        at_q(0.99),
        at_q(1.0)
    );
    for e in errors.iter().take(10) {
        println!("error: {e}");
    }
}
