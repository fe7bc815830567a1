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

use catur::model::*;
use catur::tui::{App, screens};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::path::{Path, PathBuf};
use std::time::Instant;

const SECTIONS: [&str; 6] = ["L12", "P12", "L15", "P15", "L18", "P18"];
const PLAYERS: u32 = 100;
const ROUNDS: u32 = 7;
const TEAMS: u32 = 20;
const NAMES: [&str; 8] = [
    "Ahmad bin Ismail",
    "Nur Aisyah binti Hassan",
    "Tan Wei Ming",
    "Priya a/p Raman",
    "Muhammad Hafiz bin Rahman",
    "Lim Jia Hao",
    "Siti binti Osman",
    "Rajesh a/l Kumar",
];

/// A deterministic spread of numbers, so every run builds the same championship.
fn mix(a: u32, b: u32) -> u32 {
    let mut x = a.wrapping_mul(0x9e37_79b9) ^ b.wrapping_mul(0x85eb_ca6b);
    x ^= x >> 15;
    x = x.wrapping_mul(0x2c1b_3c6d);
    x ^ (x >> 12)
}

fn section(si: u32, code: &str) -> Section {
    let mut s = Section::new(code, format!("Kategori {code}"), ROUNDS);
    s.teams = (1..=TEAMS)
        .map(|t| Team {
            id: TeamId(t),
            name: format!("SK Taman Sekolah {t}"),
            code: format!("SK{t:02}"),
        })
        .collect();
    for i in 1..=PLAYERS {
        let h = mix(si, i);
        let mut p = Player::new(PlayerId(i), format!("{} {i}", NAMES[(h % 8) as usize]));
        p.tpn = i;
        p.rating = (!h.is_multiple_of(3)).then_some(1000 + (h % 900) as u16);
        p.team = Some(TeamId((i - 1) % TEAMS + 1));
        p.board = Some(((i - 1) / TEAMS) as u8 + 1);
        s.players.push(p);
    }
    s.next_player_id = PLAYERS + 1;
    s.next_team_id = TEAMS + 1;
    for r in 1..=ROUNDS {
        let mut round = Round::new(r);
        let mut ids: Vec<u32> = (1..=PLAYERS).collect();
        ids.sort_by_key(|&i| mix(r * 31 + si, i));
        for (b, pair) in ids.chunks(2).enumerate() {
            let outcome = match mix(pair[0], b as u32 + r) % 20 {
                0 => Outcome::WhiteForfeitWin,
                1..=7 => Outcome::Played(GameResult::WhiteWins),
                8..=12 => Outcome::Played(GameResult::Draw),
                _ => Outcome::Played(GameResult::BlackWins),
            };
            round.boards.push(Board {
                white: PlayerId(pair[0]),
                black: PlayerId(pair[1]),
                outcome,
                manual: false,
            });
        }
        s.rounds.push(round);
    }
    s
}

fn budget_championship() -> Tournament {
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    t.sections = SECTIONS
        .iter()
        .enumerate()
        .map(|(i, c)| section(i as u32, c))
        .collect();
    t
}

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
    catur::store::save(&budget, &budget_championship())?;
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
