//! A whole section of the demo championship run from the keyboard alone: the section
//! is cut to 5 rounds on the settings screen, then every round is paired (F3, p, Enter)
//! and every result entered with the result keys (F4, 1 / = / 0), the standings, team
//! and report screens are opened, and finally the file is read back from disk and must
//! hold every result that was keyed in.

use crate::common;

use catur::cli::build_demo;
use catur::model::{GameResult, Outcome};
use catur::tui::{App, ScreenId};
use common::tui::{draw as screen, message, press, type_text};
use crossterm::event::KeyCode;

#[test]
fn a_whole_five_round_section_by_keys_then_reopened() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("mssd.catur");
    let demo = build_demo().expect("demo builds");
    catur::store::save(&path, &demo).expect("saved");
    let loaded = catur::store::load(&path).expect("loads");
    let mut app = App::new(loaded, Some(path.clone()));

    // Settings: the section's rounds planned, typed over.
    press(&mut app, KeyCode::F(8));
    assert_eq!(app.screen, ScreenId::Settings);
    let rounds_row = catur::tui::settings_edit::rows(app.section())
        .iter()
        .position(|r| Some(*r) == catur::tui::settings_edit::Row::setting("rounds"))
        .expect("a rounds row");
    for _ in 0..rounds_row {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Backspace);
    type_text(&mut app, "5");
    press(&mut app, KeyCode::Enter);
    let section = app.section().expect("a section").code.clone();
    assert_eq!(
        app.section().map(|s| s.settings.rounds_planned),
        Some(5),
        "{}",
        message(&app)
    );

    // What each key enters, in turn, so some rounds have every kind of result.
    let keys = [
        ('1', Outcome::Played(GameResult::WhiteWins)),
        ('=', Outcome::Played(GameResult::Draw)),
        ('0', Outcome::Played(GameResult::BlackWins)),
    ];
    let mut entered: Vec<Vec<Outcome>> = Vec::new();
    let mut k = 0usize;
    for round in 1..=5u32 {
        press(&mut app, KeyCode::F(3));
        press(&mut app, KeyCode::Char('p'));
        assert!(app.preview.is_some(), "round {round}: {}", message(&app));
        press(&mut app, KeyCode::Enter);
        assert_eq!(
            app.section().map(|s| s.rounds_paired()),
            Some(round),
            "{}",
            message(&app)
        );
        press(&mut app, KeyCode::F(4));
        assert_eq!(app.round, round);
        let boards = app
            .section()
            .and_then(|s| s.round(round))
            .map_or(0, |r| r.boards.len());
        assert!(boards > 15, "round {round} has {boards} boards");
        let mut outcomes = vec![Outcome::Pending; boards];
        for _ in 0..boards {
            let board = app.cursor();
            let (c, outcome) = keys[k % keys.len()];
            k += 1;
            press(&mut app, KeyCode::Char(c));
            outcomes[board] = outcome;
        }
        let r = app.section().and_then(|s| s.round(round)).expect("round");
        assert_eq!(r.progress(), (boards, boards), "round {round}");
        entered.push(outcomes);
    }
    // A sixth round is refused: the section is complete.
    press(&mut app, KeyCode::F(3));
    press(&mut app, KeyCode::Char('p'));
    assert!(app.preview.is_none());

    // Standings, teams, a report preview: drawn from the finished section.
    press(&mut app, KeyCode::F(5));
    let standings = screen(&app, 132, 43);
    assert!(standings.contains("Standings after round 5"), "{standings}");
    press(&mut app, KeyCode::F(6));
    let teams = screen(&app, 132, 43);
    // F6 names the school in full (its code, SAP, is the file's key).
    assert!(teams.contains("Sekolah Air Putih"), "{teams}");
    press(&mut app, KeyCode::F(7));
    for _ in 0..3 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::PageDown);
    let preview = screen(&app, 132, 43);
    assert!(preview.contains(&section), "{preview}");
    assert!(
        screen(&app, 80, 25)
            .lines()
            .next()
            .is_some_and(|l| l.contains("| saved |")),
        "the title line says the file is saved"
    );
    press(&mut app, KeyCode::F(10));
    assert!(app.quit);

    // Reopened from disk: every result keyed in is there, on its board.
    let back = catur::store::load(&path).expect("reopens");
    let s = back.section(&section).expect("section");
    assert_eq!(s.settings.rounds_planned, 5);
    assert_eq!(s.rounds_paired(), 5);
    for (i, outcomes) in entered.iter().enumerate() {
        let r = s.round(i as u32 + 1).expect("round");
        let saved: Vec<Outcome> = r.boards.iter().map(|b| b.outcome).collect();
        assert_eq!(&saved, outcomes, "round {}", i + 1);
    }
    assert_eq!(&back, &app.tournament, "the file is what the screen showed");
}

/// Issue 14 item 6: slips arrive in any order. A 16-player section is paired from the
/// keyboard, board mode is switched on once (`b` on F4), and 30 slips are entered out of
/// order, each by its board number and one result key: at most 3 key presses a slip
/// (2 here, with single-digit boards). After each round's last slip and each
/// publication the message names the next step and its key; `/` finds a player by name.
#[test]
fn issue_14_thirty_slips_out_of_order_by_board_number() {
    use catur::model::{Sport, Tournament};
    use catur::ops;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("daerah.catur");
    let mut t = Tournament::new("Kejohanan Catur Daerah Kuantan 2026");
    ops::create_section(&mut t, "L12", "Lelaki Bawah 12 Tahun", 5, Sport::Chess).expect("section");
    let names = [
        "Ahmad bin Ismail",
        "Tan Wei Ming",
        "Priya a/p Raman",
        "Nur Aisyah binti Hassan",
        "Muhammad Aiman bin Yusof",
        "Lim Kah Mun",
        "Siti Nurhaliza binti Omar",
        "Ravi a/l Suresh",
        "Wong Jia Hui",
        "Farah binti Ahmad",
        "Chong Wei Jie",
        "Kavitha a/p Muthu",
        "Hafiz bin Razak",
        "Lee Xin Yi",
        "Aminah binti Salleh",
        "Daniel Tan Jun Hao",
    ];
    let mut csv = String::from("name,team,board\n");
    for (i, n) in names.iter().enumerate() {
        csv.push_str(&format!("{n},SK Sekolah {},{}\n", i / 2, 1 + i % 2));
    }
    let rows = ops::parse_players_csv(&csv).expect("the list reads");
    ops::import_players(&mut t, "L12", &rows).expect("imported");
    catur::store::save(&path, &t).expect("saved");
    let mut app = App::new(
        catur::store::load(&path).expect("loads"),
        Some(path.clone()),
    );

    let presses = std::cell::Cell::new(0usize);
    let key = |app: &mut App, code: KeyCode| {
        presses.set(presses.get() + 1);
        press(app, code);
    };
    let order = [5usize, 2, 8, 1, 7, 3, 6, 4];
    let results = [
        ('1', Outcome::Played(GameResult::WhiteWins)),
        ('=', Outcome::Played(GameResult::Draw)),
        ('0', Outcome::Played(GameResult::BlackWins)),
    ];
    let mut slips = 0usize;
    let mut most = 0usize;
    for round in 1..=4u32 {
        key(&mut app, KeyCode::F(3));
        key(&mut app, KeyCode::Char('p'));
        key(&mut app, KeyCode::Enter);
        assert_eq!(
            app.round,
            round,
            "round {round} published: {}",
            message(&app)
        );
        assert!(
            message(&app).contains("F4"),
            "no next step after publishing: {}",
            message(&app)
        );
        key(&mut app, KeyCode::F(4));
        if round == 1 {
            key(&mut app, KeyCode::Char('b'));
        }
        let count = if round == 4 { 6 } else { 8 };
        for (k, board) in order.iter().take(count).enumerate() {
            let (result, outcome) = results[(k + round as usize) % 3];
            let before = presses.get();
            for c in board.to_string().chars() {
                key(&mut app, KeyCode::Char(c));
            }
            key(&mut app, KeyCode::Char(result));
            most = most.max(presses.get() - before);
            assert!(presses.get() - before <= 3, "slip of board {board}");
            let got = app
                .section()
                .and_then(|s| s.round(round))
                .map(|r| r.boards[board - 1].outcome);
            assert_eq!(
                got,
                Some(outcome),
                "round {round} board {board}: {}",
                message(&app)
            );
            slips += 1;
        }
        if count == 8 {
            let next = format!("next: pair round {} (F3 then p)", round + 1);
            assert!(message(&app).contains(&next), "{}", message(&app));
        }
    }
    assert_eq!(slips, 30);
    assert_eq!(most, 2, "a slip is a board digit and a result key");

    // "Which board is Aiman on?": `/`, part of the name, Enter.
    key(&mut app, KeyCode::Char('/'));
    for c in "aiman".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Enter);
    let s = app.section().expect("L12");
    let r = s.round(4).expect("round 4");
    let aiman = s
        .players
        .iter()
        .find(|p| p.name.contains("Aiman"))
        .map(|p| p.id)
        .expect("Aiman");
    let row = r
        .boards
        .iter()
        .position(|b| b.white == aiman || b.black == aiman)
        .expect("Aiman plays in round 4");
    assert_eq!(app.cursor(), row);
    assert!(screen(&app, 80, 25).contains("Aiman"));

    // Every slip is in the file.
    let back = catur::store::load(&path).expect("reloads");
    let done: usize = back
        .section("L12")
        .map(|s| s.rounds.iter().map(|r| r.progress().0).sum())
        .unwrap_or(0);
    assert_eq!(done, 30);
}

/// Issue 14, the whole run in one go from the keyboard: a new championship from F9, its
/// first section from the form that opens, the screen switched to Malay, the entry
/// list imported as a school's Excel saves it (a `Bil` column, headers in odd case and
/// spacing, day-first dates in three spellings, a byte-order mark, CR LF), the 16
/// players paired round after round, 30 slips entered out of order by board number (at
/// most 3 key presses a slip), a player found by name with `/`, then quit and reopen:
/// the results are in the file and the desk speaks Malay again.
#[test]
fn issue_14_one_run_from_f9_new_to_reopening_in_malay() {
    use catur::model::{Language, Tournament};
    let dir = tempfile::tempdir().expect("temp dir");
    let prefs = dir.path().join("config").join("prefs.txt");
    let data = dir.path().join("data");
    let mut app = App::new(Tournament::new("Kejohanan Catur"), None);
    assert_eq!(app.use_prefs(prefs.clone()), None, "no preferences yet");
    app.extras.new_dir = Some(data.clone());

    let presses = std::cell::Cell::new(0usize);
    let key = |app: &mut App, code: KeyCode| {
        presses.set(presses.get() + 1);
        press(app, code);
    };
    let keys_for = |app: &mut App, text: &str| {
        for c in text.chars() {
            key(app, KeyCode::Char(c));
        }
    };

    // F9, n: the championship's name, then Enter on the file name offered.
    key(&mut app, KeyCode::F(9));
    assert_eq!(app.screen, ScreenId::Start);
    key(&mut app, KeyCode::Char('n'));
    keys_for(&mut app, "Kejohanan Catur MSSD Temerloh 2026");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    let path = data.join("kejohanan-catur-mssd-temerloh-2026.catur");
    assert_eq!(app.path.as_ref(), Some(&path), "{}", message(&app));
    assert!(path.exists());

    // The first section's form is open: code, name, rounds (5 instead of 7), sport.
    assert!(app.layers.form.is_some(), "{}", message(&app));
    keys_for(&mut app, "L12");
    key(&mut app, KeyCode::Tab);
    keys_for(&mut app, "Lelaki Bawah 12 Tahun");
    key(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::Backspace);
    keys_for(&mut app, "5");
    key(&mut app, KeyCode::Enter);
    assert!(app.layers.form.is_none(), "{}", message(&app));
    assert_eq!(
        app.section()
            .map(|s| (s.code.as_str(), s.settings.rounds_planned)),
        Some(("L12", 5))
    );

    // The screen in Malay (F8, l), remembered in the preferences.
    key(&mut app, KeyCode::F(8));
    key(&mut app, KeyCode::Char('l'));
    assert_eq!(app.lang, Language::Malay);

    // The list as Excel saves it.
    let names = [
        "Ahmad bin Ismail",
        "Tan Wei Ming",
        "Priya a/p Raman",
        "Nur Aisyah binti Hassan",
        "Muhammad Aiman bin Yusof",
        "Lim Kah Mun",
        "Siti Nurhaliza binti Omar",
        "Ravi a/l Suresh",
        "Wong Jia Hui",
        "Farah binti Ahmad",
        "Chong Wei Jie",
        "Kavitha a/p Muthu",
        "Hafiz bin Razak",
        "Lee Xin Yi",
        "Aminah binti Salleh",
        "Daniel Tan Jun Hao",
    ];
    let births = ["08/10/2014", "8/1/2014", "21-03-2014", "30/12/2013"];
    let mut csv = String::from("\u{feff}Bil,  NAMA ,Sekolah , papan,Tarikh  Lahir\r\n");
    for (i, n) in names.iter().enumerate() {
        csv.push_str(&format!(
            "{},{n},SK Sekolah {},{},{}\r\n",
            i + 1,
            i / 2,
            1 + i % 2,
            births[i % births.len()]
        ));
    }
    let list = dir.path().join("senarai L12.csv");
    std::fs::write(&list, csv).expect("list written");
    key(&mut app, KeyCode::F(2));
    key(&mut app, KeyCode::Char('i'));
    keys_for(&mut app, &list.display().to_string());
    key(&mut app, KeyCode::Enter);
    let s = app.section().expect("L12");
    assert_eq!(s.players.len(), 16, "{}", message(&app));
    assert_eq!(s.teams.len(), 8);
    let ahmad = s.players.iter().find(|p| p.name == "Ahmad bin Ismail");
    assert_eq!(
        ahmad
            .and_then(|p| p.birth)
            .map(|d| d.to_string())
            .as_deref(),
        Some("2014/10/08")
    );

    // Four rounds: paired (F3, p, Enter), then 8, 8, 8 and 6 slips by board number.
    let order = [5usize, 2, 8, 1, 7, 3, 6, 4];
    let results = [
        ('1', Outcome::Played(GameResult::WhiteWins)),
        ('=', Outcome::Played(GameResult::Draw)),
        ('0', Outcome::Played(GameResult::BlackWins)),
    ];
    let (mut slips, mut most) = (0usize, 0usize);
    for round in 1..=4u32 {
        key(&mut app, KeyCode::F(3));
        key(&mut app, KeyCode::Char('p'));
        key(&mut app, KeyCode::Enter);
        assert_eq!(app.round, round, "round {round}: {}", message(&app));
        key(&mut app, KeyCode::F(4));
        if round == 1 {
            key(&mut app, KeyCode::Char('b'));
        }
        let count = if round == 4 { 6 } else { 8 };
        for (k, board) in order.iter().take(count).enumerate() {
            let (result, outcome) = results[(k + round as usize) % 3];
            let before = presses.get();
            keys_for(&mut app, &board.to_string());
            key(&mut app, KeyCode::Char(result));
            let used = presses.get() - before;
            most = most.max(used);
            assert!(used <= 3, "slip of board {board}: {used} key presses");
            let got = app
                .section()
                .and_then(|s| s.round(round))
                .map(|r| r.boards[board - 1].outcome);
            assert_eq!(got, Some(outcome), "round {round} board {board}");
            slips += 1;
        }
    }
    assert_eq!(slips, 30);
    assert!(most <= 3, "{most}");

    // "Which board is Aiman on?": `/`, part of the name, Enter.
    key(&mut app, KeyCode::Char('/'));
    keys_for(&mut app, "aiman");
    key(&mut app, KeyCode::Enter);
    let s = app.section().expect("L12");
    let aiman = s
        .players
        .iter()
        .find(|p| p.name.contains("Aiman"))
        .map(|p| p.id)
        .expect("Aiman");
    let row = s
        .round(4)
        .and_then(|r| {
            r.boards
                .iter()
                .position(|b| b.white == aiman || b.black == aiman)
        })
        .expect("Aiman plays in round 4");
    assert_eq!(app.cursor(), row);
    let shown = screen(&app, 80, 25);
    assert!(shown.contains("Aiman"), "{shown}");
    assert!(
        shown.contains("Pusingan"),
        "the desk speaks Malay:\n{shown}"
    );

    // Quit, and start again on the same file and preferences.
    key(&mut app, KeyCode::F(10));
    assert!(app.quit);
    let mut again = App::new(
        catur::store::load(&path).expect("reopens"),
        Some(path.clone()),
    );
    assert_eq!(again.use_prefs(prefs), None);
    assert_eq!(again.lang, Language::Malay, "the language is kept");
    let done: usize = again
        .tournament
        .section("L12")
        .map(|s| s.rounds.iter().map(|r| r.progress().0).sum())
        .unwrap_or(0);
    assert_eq!(done, 30, "every slip is in the file");
    assert_eq!(
        again.tournament.championship.name,
        "Kejohanan Catur MSSD Temerloh 2026"
    );
}
