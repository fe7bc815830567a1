//! How long opening a championship and drawing the first screen takes, and the peak
//! memory doing it (DESIGN.md section 8: 6 sections x 100 players x 7 rounds opened and
//! drawn in under 50 ms, peak memory under 20 MB).
//!
//! Builds that championship (and the demo championship), saves both, then runs itself
//! again on each file so the measuring process only opens and draws: load, the program
//! state, one frame at 80x25 and one at 132x43 on a test terminal, and its own peak
//! resident memory (VmHWM of /proc/self/status, Linux only). Run in release mode:
//!
//! ```text
//! cargo run --release --example first_frame [FOLDER]
//! ```

use catur::tui::{App, screens};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::path::{Path, PathBuf};
use std::time::Instant;

#[path = "shared/budget.rs"]
mod budget;

/// Peak resident memory of this process in kB, if the system tells.
fn peak_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn ms(d: std::time::Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The measuring run: open, build the state, draw the first frame at both sizes.
fn measure(path: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let start = Instant::now();
    let t = catur::store::load(path)?;
    let loaded = start.elapsed();
    let app = App::new(t, Some(path.to_path_buf()));
    let mut small = Terminal::new(TestBackend::new(80, 25))?;
    small.draw(|f| screens::view(&app, f))?;
    let first = start.elapsed();
    let mut wide = Terminal::new(TestBackend::new(132, 43))?;
    let w0 = Instant::now();
    wide.draw(|f| screens::view(&app, f))?;
    let wide_frame = w0.elapsed();
    let bytes = std::fs::metadata(path)?.len();
    println!(
        "{}: {bytes} bytes; load {:.2} ms; load + first frame 80x25 {:.2} ms; frame 132x43 {:.2} ms; peak memory {} kB",
        path.file_name().and_then(|n| n.to_str()).unwrap_or("?"),
        ms(loaded),
        ms(first),
        ms(wide_frame),
        peak_kb().map_or_else(|| "unknown".to_string(), |k| k.to_string())
    );
    Ok(())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--measure") {
        let path = args.get(2).ok_or("--measure needs a file")?;
        return measure(Path::new(path));
    }
    let dir = match args.get(1) {
        Some(d) => PathBuf::from(d),
        None => std::env::temp_dir().join("catur-first-frame"),
    };
    std::fs::create_dir_all(&dir)?;
    let budget = dir.join("budget-6x100x7.catur");
    catur::store::save(&budget, &budget::championship())?;
    let demo = dir.join("demo.catur");
    let mut t = catur::cli::build_demo()?;
    catur::cli::play_rounds(&mut t, 3, 7)?;
    catur::store::save(&demo, &t)?;
    let me = std::env::current_exe()?;
    for file in [&budget, &demo] {
        // A fresh process per file, so the peak memory is that of opening and drawing.
        for _ in 0..3 {
            let status = std::process::Command::new(&me)
                .arg("--measure")
                .arg(file)
                .status()?;
            if !status.success() {
                return Err(format!("measuring {} failed", file.display()).into());
            }
        }
    }
    Ok(())
}
