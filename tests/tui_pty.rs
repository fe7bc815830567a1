//! The real program in a pseudo-terminal: open the demo championship, pair round 1
//! (F3, p, Enter), enter results on the first three boards (F4, 1, =, 0), quit with F10,
//! and check the saved file with `catur info`. When no pseudo-terminal can be opened the
//! test fails with the reason: a full-screen program untested is not a pass.

use catur::model::{GameResult, Outcome};
use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_catur");

/// Everything the program wrote to the terminal so far.
#[derive(Clone, Default)]
struct Screen(Arc<Mutex<(Vec<u8>, Option<Instant>)>>);

impl Screen {
    fn len(&self) -> usize {
        self.0.lock().map(|g| g.0.len()).unwrap_or(0)
    }

    fn text(&self) -> String {
        self.0
            .lock()
            .map(|g| String::from_utf8_lossy(&g.0).into_owned())
            .unwrap_or_default()
    }

    /// Waits until the program has drawn something after `since` bytes and then been
    /// quiet for a moment (it waits for the next key), or fails after `limit`.
    fn settle(&self, since: usize, limit: Duration, what: &str) {
        let start = Instant::now();
        loop {
            let (len, last) = self.0.lock().map(|g| (g.0.len(), g.1)).unwrap_or((0, None));
            if len > since && last.is_some_and(|t| t.elapsed() > Duration::from_millis(150)) {
                return;
            }
            assert!(
                start.elapsed() < limit,
                "no screen after {what} within {limit:?}; the terminal shows:\n{}",
                self.text()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// Runs the program headless and returns its standard output.
fn catur(args: &[&str], home: &Path) -> String {
    let out = std::process::Command::new(BIN)
        .args(args)
        .env("HOME", home)
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("XDG_DATA_HOME", home.join("data"))
        .output()
        .expect("the catur binary runs");
    assert!(
        out.status.success(),
        "catur {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn pair_enter_results_and_quit_in_a_real_terminal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let home = dir.path();
    let file = home.join("demo.catur");
    let file_arg = file.to_str().expect("utf-8 temp path");
    catur(&["demo", file_arg], home);

    let pty = native_pty_system();
    let pair = pty
        .openpty(PtySize {
            rows: 25,
            cols: 80,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap_or_else(|e| panic!("cannot open a pseudo-terminal for the end-to-end test: {e}"));
    let mut cmd = CommandBuilder::new(BIN);
    cmd.arg(file_arg);
    cmd.env("TERM", "xterm-256color");
    cmd.env("HOME", home);
    cmd.env("XDG_CONFIG_HOME", home.join("config"));
    cmd.env("XDG_DATA_HOME", home.join("data"));
    let mut child = pair
        .slave
        .spawn_command(cmd)
        .unwrap_or_else(|e| panic!("cannot start catur in the pseudo-terminal: {e}"));
    drop(pair.slave);
    let mut reader = pair.master.try_clone_reader().expect("terminal reader");
    let mut keys = pair.master.take_writer().expect("terminal writer");

    let screen = Screen::default();
    let sink = screen.clone();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            if let Ok(mut g) = sink.0.lock() {
                g.0.extend_from_slice(&buf[..n]);
                g.1 = Some(Instant::now());
            }
        }
    });

    let limit = Duration::from_secs(20);
    screen.settle(0, limit, "start");
    assert!(
        screen.text().contains("\u{1b}[?1049h"),
        "the program did not switch to the full screen:\n{}",
        screen.text()
    );
    // F3, p, Enter (pair and publish round 1); F4, 1, =, 0 (three results); F10.
    for (bytes, what) in [
        ("\u{1b}OR", "F3"),
        ("p", "p"),
        ("\r", "Enter"),
        ("\u{1b}OS", "F4"),
        ("1", "1"),
        ("=", "="),
        ("0", "0"),
    ] {
        let before = screen.len();
        keys.write_all(bytes.as_bytes()).expect("key sent");
        keys.flush().expect("key flushed");
        screen.settle(before, limit, what);
    }
    keys.write_all(b"\x1b[21~").expect("F10 sent");
    keys.flush().expect("F10 flushed");

    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("child status") {
            break status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!(
                "catur did not quit on F10; the terminal shows:\n{}",
                screen.text()
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(status.success(), "catur exited with {status:?}");
    std::thread::sleep(Duration::from_millis(100));
    assert!(
        screen.text().contains("\u{1b}[?1049l"),
        "the terminal was not given back (no leave of the alternate screen)"
    );

    let t = catur::store::load(&file).expect("the saved file loads");
    let r = t.section("L12").and_then(|s| s.round(1)).expect("round 1");
    let info = catur(&["info", file_arg], home);
    let l12 = info
        .lines()
        .find(|l| l.starts_with("L12"))
        .unwrap_or_else(|| panic!("no L12 in catur info:\n{info}"));
    let cells: Vec<&str> = l12.split_whitespace().collect();
    assert!(cells.contains(&"1/6"), "round 1 of 6 paired: {l12}");
    let results = format!("3/{}", r.boards.len());
    assert!(
        cells.contains(&results.as_str()),
        "{results} results in: {l12}"
    );
    let first: Vec<Outcome> = r.boards.iter().take(4).map(|b| b.outcome).collect();
    assert_eq!(
        first,
        vec![
            Outcome::Played(GameResult::WhiteWins),
            Outcome::Played(GameResult::Draw),
            Outcome::Played(GameResult::BlackWins),
            Outcome::Pending,
        ]
    );
}
