//! Issue 29, item 10: a busy lock never freezes the desk. Another holder of the
//! championship's lock (here a thread holding the operating system's lock on the lock
//! file for about a second, its name in the holder file as `catur result` writes it)
//! makes the results typed at the desk wait: the screen draws a line naming the holder,
//! the keys keep working, the slips typed in board order queue on their own boards and
//! land once the lock is free; Esc gives them up and nothing is saved. Any other change
//! (here a late entry) waits where it was made, the screen drawn with the waiting line,
//! until the lock is free or Esc gives it up. 80x25, Malay and English desks.

use crate::common;

use catur::cli::build_demo;
use catur::model::{GameResult, Language, Outcome, Tournament};
use catur::ops;
use catur::tui::act_wait::Asker;
use catur::tui::{App, Command, ScreenId};
use common::tui::{draw, key, message, press, type_text};
use crossterm::event::KeyCode;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;
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

/// What the terminal loop's asker does while a change waits, without a terminal: keeps
/// each waiting line it is shown and answers `go_on` (a pause between looks, as the
/// loop's look at the keyboard takes one).
fn asker(lines: &Rc<RefCell<Vec<String>>>, go_on: bool) -> Asker {
    let lines = lines.clone();
    Asker(Box::new(move |line| {
        lines.borrow_mut().push(line.to_string());
        std::thread::sleep(Duration::from_millis(20));
        go_on
    }))
}

fn players_on_disk(file: &Path) -> Vec<String> {
    let t: Tournament = catur::store::load(file).expect("loads");
    let s = t.section("L12").expect("L12");
    s.players.iter().map(|p| p.name.clone()).collect()
}

/// Issue 29 item 10 for a change other than a result: a late entry confirmed on F2
/// while another process holds the lock waits for it (the asker is shown a line naming
/// the holder, again and again) and is saved once the lock is free, on what the other
/// process saved.
#[test]
fn a_late_entry_made_while_another_desk_saves_waits_and_is_saved_after() {
    for lang in LANGUAGES {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = saved_round1(dir.path());
        let mut app = desk(&file, lang);
        let lines = Rc::new(RefCell::new(Vec::new()));
        app.asker = Some(asker(&lines, true));
        app.update(Command::GoTo(ScreenId::Players));
        app.update(Command::AddPlayer);
        type_text(&mut app, "Tan Wei Ming");
        let other = hold_lock(dir.path());
        press(&mut app, KeyCode::Enter);
        other.join().expect("the holder ends");
        let lines = lines.borrow();
        assert!(lines.len() >= 2, "{lang:?}: asked {} times", lines.len());
        let waiting = match lang {
            Language::Malay => "MENUNGGU",
            Language::English => "WAITING",
        };
        assert!(lines[0].starts_with(waiting), "{lang:?}: {}", lines[0]);
        assert!(lines[0].contains(OTHER), "{lang:?}: {}", lines[0]);
        assert!(lines[0].contains("Esc"), "{lang:?}: {}", lines[0]);
        assert!(
            players_on_disk(&file).contains(&"Tan Wei Ming".to_string()),
            "{lang:?}: the late entry is saved"
        );
        assert!(app.layers.form.is_none(), "{lang:?}: the form closed");
        assert!(
            message(&app).contains("Tan Wei Ming"),
            "{lang:?}: {}",
            message(&app)
        );
    }
}

/// Esc while a change waits (the asker answers no): the change is not made, the file is
/// untouched, the message says so and names the holder, and the form stays open with
/// what was typed, to confirm again.
#[test]
fn esc_gives_up_a_waiting_change_and_the_form_keeps_what_was_typed() {
    for lang in LANGUAGES {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = saved_round1(dir.path());
        let before = std::fs::read(&file).expect("reads");
        let mut app = desk(&file, lang);
        let lines = Rc::new(RefCell::new(Vec::new()));
        app.asker = Some(asker(&lines, false));
        app.update(Command::GoTo(ScreenId::Players));
        app.update(Command::AddPlayer);
        type_text(&mut app, "Tan Wei Ming");
        let other = hold_lock(dir.path());
        press(&mut app, KeyCode::Enter);
        assert_eq!(lines.borrow().len(), 1, "{lang:?}: asked once");
        let said = message(&app);
        let not_made = match lang {
            Language::Malay => "TIDAK dibuat",
            Language::English => "NOT made",
        };
        assert!(said.contains(not_made), "{lang:?}: {said}");
        assert!(said.contains(OTHER), "{lang:?}: {said}");
        assert!(app.layers.form.is_some(), "{lang:?}: the form stays open");
        other.join().expect("the holder ends");
        assert_eq!(std::fs::read(&file).expect("reads"), before, "{lang:?}");
        // Confirmed again once the lock is free, it is saved.
        press(&mut app, KeyCode::Enter);
        assert!(players_on_disk(&file).contains(&"Tan Wei Ming".to_string()));
    }
}

/// The frame drawn while a change waits: the last frame of the desk stays as it was
/// (its title row and its key bar), with the whole waiting line in a box over it.
#[test]
fn the_screen_while_a_change_waits_keeps_the_desk_and_shows_the_whole_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = saved_round1(dir.path());
    let app = desk(&file, Language::Malay);
    let mut terminal = Terminal::new(TestBackend::new(80, 25)).expect("test terminal");
    let last = terminal
        .draw(|f| catur::tui::screens::view(&app, f))
        .expect("draws")
        .buffer
        .clone();
    let line =
        format!("MENUNGGU 7 s: {OTHER} sedang menyimpan; perubahan anda menunggu (Esc batal)");
    terminal
        .draw(|f| catur::tui::screens::waiting(f, &last, &line))
        .expect("draws");
    let shown = terminal.backend().to_string();
    let rows: Vec<&str> = shown.lines().collect();
    let desk_rows: Vec<String> = draw(&app, 80, 25).lines().map(str::to_string).collect();
    assert_eq!(rows[0], desk_rows[0], "the title row stays");
    assert_eq!(rows[24], desk_rows[24], "the key bar stays");
    let boxed: String = rows
        .iter()
        .filter(|r| r.contains('│'))
        .map(|r| r.replace('│', " "))
        .collect::<Vec<_>>()
        .join(" ");
    let words: Vec<&str> = boxed.split_whitespace().collect();
    for word in line.split_whitespace() {
        assert!(words.contains(&word), "'{word}' shown in {shown}");
    }
}
