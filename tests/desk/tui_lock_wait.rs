//! Issue 29, item 10: a busy lock never freezes the desk. Another holder of the
//! championship's lock (here a thread holding the operating system's lock on the lock
//! file for about a second, its name in the holder file as `catur result` writes it)
//! makes the results typed at the desk wait: the screen draws a line naming the holder,
//! the keys keep working, the slips typed in board order queue on their own boards and
//! land once the lock is free; Esc gives them up and nothing is saved. 80x25, Malay and
//! English desks.

use crate::common;

use catur::cli::build_demo;
use catur::model::{GameResult, Language, Outcome, Tournament};
use catur::ops;
use catur::tui::{App, Command, ScreenId};
use common::tui::{draw, key, message, press};
use crossterm::event::KeyCode;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

const LANGUAGES: [Language; 2] = [Language::Malay, Language::English];

/// How long the other holder keeps the lock.
const HELD: Duration = Duration::from_millis(1000);

/// The name the other holder leaves in the holder file.
const OTHER: &str = "catur result on PC-2 (process 4242)";

/// The demo championship with round 1 of L12 paired, saved at `dir/champ.catur`.
fn saved_round1(dir: &Path) -> PathBuf {
    let mut t = build_demo().expect("demo builds");
    ops::pair_next_round(&mut t, "L12").expect("round 1 pairs");
    let file = dir.join("champ.catur");
    catur::store::save(&file, &t).expect("saves");
    file
}

/// Another process's hold on the file's lock, as `catur result` takes it: the lock on
/// `champ.lock` and its name in `champ.holder`. Returns once the lock is held; the
/// thread lets it go after `HELD`.
fn hold_lock(dir: &Path) -> JoinHandle<()> {
    let lock = dir.join("champ.lock");
    let holder = dir.join("champ.holder");
    let (held, is_held) = mpsc::channel();
    let thread = std::thread::spawn(move || {
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lock)
            .expect("lock file opens");
        file.lock().expect("the lock is taken");
        std::fs::write(&holder, format!("{OTHER}\n4242 PC-2\n")).expect("holder written");
        held.send(()).expect("the test listens");
        std::thread::sleep(HELD);
        file.unlock().expect("the lock is let go");
    });
    is_held.recv().expect("the lock is held");
    thread
}

fn desk(file: &Path, lang: Language) -> App {
    let t = catur::store::load(file).expect("loads");
    let mut app = App::new(t, Some(file.to_path_buf()));
    app.lang = lang;
    app.clock = "2026-03-14 10:00".into();
    press(&mut app, KeyCode::F(4));
    app
}

fn on_disk(file: &Path, board: usize) -> Outcome {
    let t: Tournament = catur::store::load(file).expect("loads");
    t.section("L12").expect("L12").rounds[0].boards[board - 1].outcome
}

/// A key pressed, and how long the desk took to answer it.
fn timed(app: &mut App, c: char) -> Duration {
    let start = Instant::now();
    key(app, c);
    start.elapsed()
}

/// What the terminal loop does while results wait: try the lock, draw; until nothing
/// waits (or 10 s).
fn run_until_saved(app: &mut App) -> Duration {
    let start = Instant::now();
    while app.waiting.is_some() && start.elapsed() < Duration::from_secs(10) {
        app.poll_waiting();
        draw(app, 80, 25);
        std::thread::sleep(Duration::from_millis(20));
    }
    start.elapsed()
}

#[test]
fn slips_typed_while_another_desk_saves_wait_on_their_boards_and_land_after() {
    for lang in LANGUAGES {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = saved_round1(dir.path());
        let mut app = desk(&file, lang);
        assert_eq!(app.cursor(), 0);
        let other = hold_lock(dir.path());
        // Three slips in board order: each key is answered at once, none freezes the
        // screen for the lock's wait (5 s before this change).
        for c in ['1', '0', '='] {
            let took = timed(&mut app, c);
            assert!(
                took < Duration::from_millis(600),
                "{lang:?}: {c} took {took:?}"
            );
        }
        assert_eq!(app.cursor(), 3, "{lang:?}: the cursor moved on to board 4");
        let screen = draw(&app, 80, 25);
        let (waiting, boards) = match lang {
            Language::Malay => ("MENUNGGU", "L12 pusingan 1 papan 1-3"),
            Language::English => ("WAITING", "L12 round 1 boards 1-3"),
        };
        assert!(screen.contains(waiting), "{lang:?}:\n{screen}");
        assert!(
            screen.contains("catur result on PC-2"),
            "{lang:?}:\n{screen}"
        );
        // The line may take two rows: its words, unwrapped, name the boards.
        let line = app.waiting_line().unwrap_or_default();
        assert!(line.contains(boards), "{lang:?}: {line}");
        assert!(
            screen.contains("1-0 …"),
            "{lang:?}: the slip is on its board\n{screen}"
        );
        // Nothing is on disk yet; quitting is refused while results wait.
        assert!(on_disk(&file, 1).is_pending());
        app.update(Command::Quit);
        assert!(!app.quit, "{lang:?}: quit while results wait");
        assert!(message(&app).contains("Esc"), "{lang:?}: {}", message(&app));
        // Any other change waits its turn: refused with a message, never silently.
        press(&mut app, KeyCode::F(2));
        app.update(Command::AssignTpns);
        let blocked = message(&app);
        assert!(blocked.contains("3 "), "{lang:?}: {blocked}");
        press(&mut app, KeyCode::F(4));
        // The lock comes free: the queued results land, in order, on their boards.
        let took = run_until_saved(&mut app);
        assert!(
            app.waiting.is_none(),
            "{lang:?}: still waiting after {took:?}"
        );
        other.join().expect("the holder ends");
        assert_eq!(on_disk(&file, 1), Outcome::Played(GameResult::WhiteWins));
        assert_eq!(on_disk(&file, 2), Outcome::Played(GameResult::BlackWins));
        assert_eq!(on_disk(&file, 3), Outcome::Played(GameResult::Draw));
        assert!(on_disk(&file, 4).is_pending());
        assert!(message(&app).contains('3'), "{lang:?}: {}", message(&app));
        assert_eq!(app.saved, Some(true));
        // The desk goes on as before, straight to the file.
        key(&mut app, '1');
        assert!(app.waiting.is_none());
        assert_eq!(on_disk(&file, 4), Outcome::Played(GameResult::WhiteWins));
    }
}

#[test]
fn slips_typed_in_board_mode_in_any_order_wait_on_their_own_boards() {
    for lang in LANGUAGES {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = saved_round1(dir.path());
        let mut app = desk(&file, lang);
        let other = hold_lock(dir.path());
        app.update(Command::BoardMode);
        assert!(
            app.views.results.board_entry.is_some(),
            "{lang:?}: board mode on"
        );
        for (board, result) in [('5', '1'), ('2', '='), ('4', '0')] {
            key(&mut app, board);
            key(&mut app, result);
        }
        let screen = draw(&app, 80, 25);
        assert!(screen.contains(OTHER), "{lang:?}:\n{screen}");
        run_until_saved(&mut app);
        other.join().expect("the holder ends");
        assert_eq!(on_disk(&file, 5), Outcome::Played(GameResult::WhiteWins));
        assert_eq!(on_disk(&file, 2), Outcome::Played(GameResult::Draw));
        assert_eq!(on_disk(&file, 4), Outcome::Played(GameResult::BlackWins));
        for b in [1, 3, 6] {
            assert!(on_disk(&file, b).is_pending(), "{lang:?}: board {b}");
        }
    }
}

#[test]
fn esc_gives_up_the_waiting_results_and_nothing_is_saved() {
    for lang in LANGUAGES {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = saved_round1(dir.path());
        let before = std::fs::read(&file).expect("reads");
        let mut app = desk(&file, lang);
        let other = hold_lock(dir.path());
        key(&mut app, '1');
        key(&mut app, '0');
        assert!(app.waiting.is_some(), "{lang:?}: the slips wait");
        press(&mut app, KeyCode::Esc);
        assert!(app.waiting.is_none(), "{lang:?}: Esc gave them up");
        let said = message(&app);
        let (not_saved, boards) = match lang {
            Language::Malay => ("TIDAK DISIMPAN", "papan 1-2"),
            Language::English => ("NOT SAVED", "boards 1-2"),
        };
        assert!(said.contains(not_saved), "{lang:?}: {said}");
        assert!(said.contains(boards), "{lang:?}: {said}");
        assert_eq!(
            app.cursor(),
            0,
            "{lang:?}: back on the first board without a result"
        );
        assert_eq!(ScreenId::Results, app.screen);
        other.join().expect("the holder ends");
        app.poll_waiting();
        assert_eq!(std::fs::read(&file).expect("reads"), before, "{lang:?}");
        assert!(
            app.section().expect("L12").rounds[0].boards[0]
                .outcome
                .is_pending()
        );
    }
}
