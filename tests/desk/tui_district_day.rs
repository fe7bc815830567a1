//! Issue 29, "what it must show": a whole district day at the desk, driven by keys on
//! an 80x25 screen. Six sections are made on F8 and filled from Excel-like CSV lists on
//! F2; the Pahang preset is set on one and given to all six; a mistaken player is
//! deleted before pairing; six rounds of L12 are paired and published, their slips
//! typed in board order in some rounds and in random order (board mode) in others;
//! a protest corrects an earlier round after the next one is paired; a late entry
//! comes from a new school. At the end every result stands on its own board: the one
//! a seeded generator meant for that board. The keys each task takes are counted.

use crate::common;

use std::collections::BTreeMap;

use catur::model::{GameResult, Language, Outcome, Tournament};
use catur::tui::{App, ScreenId};
use common::tui::{draw, message};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The six sections of the day: code, name, sex letter in the lists, schools.
const SECTIONS: [(&str, &str, &str, usize); 6] = [
    ("L12", "Lelaki Bawah 12", "L", 6),
    ("P12", "Perempuan Bawah 12", "P", 2),
    ("L15", "Lelaki Bawah 15", "L", 2),
    ("P15", "Perempuan Bawah 15", "P", 2),
    ("L18", "Lelaki Bawah 18", "L", 2),
    ("P18", "Perempuan Bawah 18", "P", 2),
];

const SCHOOLS: [&str; 6] = [
    "SK Seri Indah",
    "SK Bukit Tinggi",
    "SK Sungai Lembing",
    "SK Taman Maju",
    "SK Padang Luas",
    "SK Teluk Cempedak",
];

const BOYS: [&str; 8] = [
    "Ahmad",
    "Tan Wei",
    "Arjun",
    "Muhammad",
    "Lee Zhi",
    "Haikal",
    "Ravi",
    "Chong Kah",
];
const GIRLS: [&str; 8] = [
    "Nur Aisyah",
    "Priya",
    "Lim Jia",
    "Siti Khadijah",
    "Nurul Huda",
    "Kavitha",
    "Ong Mei",
    "Farah",
];
const SECOND: [&str; 6] = ["Hassan", "Raman", "Ismail", "Omar", "Ming", "Yusof"];

/// An Excel-like list (spaces around a heading, a two-space heading, dates written
/// three ways): `schools` schools of four boards each. With `mistake` a fifth player
/// of the first school is listed twice over, a line typed by mistake.
fn csv_list(sex: &str, schools: usize, mistake: bool) -> String {
    let firsts = if sex == "L" { BOYS } else { GIRLS };
    let mut out = String::from("Bil, NAMA ,Sekolah,Papan,Jantina,Tarikh  Lahir\n");
    let mut n = 0;
    for (s, school) in SCHOOLS.iter().take(schools).enumerate() {
        for board in 1..=4 {
            n += 1;
            let name = format!(
                "{} {}",
                firsts[(s + board) % 8],
                SECOND[(s * 4 + board) % 6]
            );
            let name = format!("{name} {}", ["A", "B", "C", "D"][board - 1]);
            let birth = ["08/10/2014", "21-03-2014", "2014-10-08", "8/1/2015"][board - 1];
            out.push_str(&format!("{n},{name},{school},{board},{sex},{birth}\n"));
        }
    }
    if mistake {
        n += 1;
        out.push_str(&format!(
            "{n},Tan Wei Ming Tersilap,SK Seri Indah,5,{sex},1/1/2014\n"
        ));
    }
    out
}

/// The late entry and the school that has no team in L12 yet.
const LATE_NAME: &str = "Muhammad Hafiz bin Rahman";
const LATE_SCHOOL: &str = "SK Air Putih";

/// A small seeded generator (xorshift), so the intended results are the same each run.
struct Seeded(u64);

impl Seeded {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The result key of a slip and the result it stands for.
const SLIPS: [(char, GameResult); 3] = [
    ('1', GameResult::WhiteWins),
    ('0', GameResult::BlackWins),
    ('=', GameResult::Draw),
];

/// The desk with a key counter: every key goes through the key map as the terminal
/// loop sends it, and is counted.
struct Desk {
    app: App,
    keys: usize,
}

impl Desk {
    fn send(&mut self, code: KeyCode, mods: KeyModifiers) {
        self.keys += 1;
        if let Some(cmd) = catur::tui::command_for(&self.app, &KeyEvent::new(code, mods)) {
            self.app.update(cmd);
        }
    }

    fn press(&mut self, code: KeyCode) {
        self.send(code, KeyModifiers::NONE);
    }

    fn key(&mut self, c: char) {
        self.press(KeyCode::Char(c));
    }

    fn text(&mut self, text: &str) {
        text.chars().for_each(|c| self.key(c));
    }

    /// Keys counted from here on: the count so far, to subtract.
    fn mark(&self) -> usize {
        self.keys
    }

    fn section_code(&self) -> String {
        self.app
            .section()
            .map(|s| s.code.clone())
            .unwrap_or_default()
    }

    fn screen(&self) -> String {
        draw(&self.app, 80, 25)
    }
}

/// What one round of L12 intends: board number (1-based) to result.
type Intended = BTreeMap<usize, GameResult>;

fn round_outcomes(t: &Tournament, round: u32) -> Vec<Outcome> {
    t.section("L12")
        .and_then(|s| s.round(round))
        .map(|r| r.boards.iter().map(|b| b.outcome).collect())
        .expect("the round")
}

/// The whole day on one desk language; returns the key counts said in the report:
/// (30 slips in board order, 30 in random order, protest, late entry, Pahang).
fn district_day(lang: Language) -> [usize; 5] {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("mssd-kuantan-2026.catur");
    let t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    catur::store::save(&file, &t).expect("the championship file");
    let loaded = catur::store::load(&file).expect("loads");
    let mut app = App::new(loaded, Some(file.clone()));
    app.lang = lang;
    app.clock = "2026-03-14 08:00".into();
    let mut d = Desk { app, keys: 0 };

    // Six sections on F8 `n`, each filled on F2 `i` from its list.
    for (code, name, sex, schools) in SECTIONS {
        d.press(KeyCode::F(8));
        d.key('n');
        d.text(code);
        d.press(KeyCode::Down);
        d.text(name);
        d.press(KeyCode::Down);
        d.press(KeyCode::Backspace);
        d.key('6');
        d.press(KeyCode::Enter);
        assert_eq!(d.section_code(), code, "{lang:?}: {}", message(&d.app));
        let csv = dir.path().join(format!("{}.csv", code.to_lowercase()));
        std::fs::write(&csv, csv_list(sex, schools, code == "L12")).expect("csv written");
        d.press(KeyCode::F(2));
        d.key('i');
        d.text(csv.to_str().expect("utf-8 path"));
        d.press(KeyCode::Enter);
        let listed = schools * 4 + usize::from(code == "L12");
        assert_eq!(
            d.app.section().map(|s| s.players.len()),
            Some(listed),
            "{lang:?} {code}: {}",
            message(&d.app)
        );
    }
    assert_eq!(d.app.tournament.sections.len(), 6);

    // The Pahang preset on the section on show (P18), then given to all six.
    let pahang = catur::standings::preset("pahang")
        .expect("the Pahang preset")
        .to_codes();
    let start = d.mark();
    d.press(KeyCode::F(8));
    d.press(KeyCode::Home);
    let rows = catur::tui::settings_edit::rows(d.app.section());
    let setting = catur::ops::SECTION_SETTINGS
        .iter()
        .position(|s| s.key == "preset")
        .expect("a preset setting");
    let at = rows
        .iter()
        .position(|r| *r == catur::tui::settings_edit::Row::Setting(setting))
        .expect("a preset row");
    for _ in 0..at {
        d.press(KeyCode::Down);
    }
    let mut turns = 0;
    while d.app.section().expect("P18").settings.tiebreaks != pahang {
        d.press(KeyCode::Enter);
        turns += 1;
        assert!(turns < 12, "{lang:?}: Pahang never came");
    }
    d.key('e');
    assert!(d.app.layers.confirm.is_some(), "{lang:?}: asks first");
    d.press(KeyCode::Enter);
    let pahang_keys = d.keys - start;
    assert!(
        d.app
            .tournament
            .sections
            .iter()
            .all(|s| s.settings.tiebreaks == pahang),
        "{lang:?}: {}",
        message(&d.app)
    );

    // To L12 (Tab goes round the sections), where the mistaken line is deleted.
    while d.section_code() != "L12" {
        d.press(KeyCode::Tab);
    }
    d.press(KeyCode::F(2));
    d.press(KeyCode::Home);
    let selected = |app: &App| {
        let s = app.section().expect("L12");
        catur::tui::screens::players::visible(app, s)
            .get(app.cursor())
            .map(|p| p.name.clone())
    };
    let mut steps = 0;
    while selected(&d.app).as_deref() != Some("Tan Wei Ming Tersilap") {
        d.press(KeyCode::Down);
        steps += 1;
        assert!(steps < 40, "{lang:?}: the mistaken line is not listed");
    }
    d.press(KeyCode::Delete);
    let question = d.app.layers.confirm.as_ref().map(|c| c.question.clone());
    assert!(
        question.is_some_and(|q| q.contains("Tan Wei Ming Tersilap")),
        "{lang:?}: asks first"
    );
    d.press(KeyCode::Enter);
    let s = d.app.section().expect("L12");
    assert_eq!(s.players.len(), 24, "{lang:?}: {}", message(&d.app));
    assert!(s.players.iter().all(|p| p.name != "Tan Wei Ming Tersilap"));
    // Pairing numbers, then the rounds.
    d.key('n');
    if d.app.layers.confirm.is_some() {
        d.press(KeyCode::Enter);
    }

    let mut seeded = Seeded(0x2026_0314_c47a_u64);
    let mut intended: BTreeMap<u32, Intended> = BTreeMap::new();
    let (mut ordered, mut ordered_keys) = (0, 0);
    let (mut random, mut random_keys) = (0, 0);
    let (mut protest_keys, mut late_keys) = (0, 0);
    for round in 1..=6u32 {
        // Pair and publish on F3.
        d.press(KeyCode::F(3));
        d.key('p');
        assert!(
            d.app.preview.is_some(),
            "{lang:?}: round {round} proposed: {}",
            message(&d.app)
        );
        d.press(KeyCode::Enter);
        assert_eq!(d.app.round, round, "{lang:?}: {}", message(&d.app));
        d.press(KeyCode::F(4));
        assert_eq!(d.app.screen, ScreenId::Results);
        assert_eq!(d.app.round, round);

        // The protest: after round 3 is paired, a board of round 2 was scored wrong.
        if round == 3 {
            let before = &intended[&2];
            let (&board, &was) = before
                .iter()
                .find(|(b, r)| (2..10).contains(*b) && **r != GameResult::WhiteWins)
                .expect("a board to correct");
            let start = d.mark();
            d.key('b');
            d.press(KeyCode::Left);
            d.text(&board.to_string());
            d.key('1');
            let question = d.app.layers.confirm.as_ref().map(|c| c.question.clone());
            let question = question.expect("one dialog");
            assert!(question.contains("L12"), "{lang:?}: {question}");
            assert!(
                draw(&d.app, 80, 25).contains("-> 1-0"),
                "{lang:?}: {was:?}\n{}",
                d.screen()
            );
            d.press(KeyCode::Enter);
            protest_keys = d.keys - start;
            intended
                .get_mut(&2)
                .map(|r| r.insert(board, GameResult::WhiteWins));
            // Back to round 3 and out of board mode.
            d.press(KeyCode::Right);
            d.key('b');
            assert_eq!(d.app.round, 3);
            assert!(d.app.views.results.board_entry.is_none());
        }

        let open: Vec<usize> = round_outcomes(&d.app.tournament, round)
            .iter()
            .enumerate()
            .filter(|(_, o)| o.is_pending())
            .map(|(i, _)| i + 1)
            .collect();
        let mut plan = Intended::new();
        for &b in &open {
            plan.insert(b, SLIPS[seeded.below(3)].1);
        }
        let key_of = |r: GameResult| SLIPS.iter().find(|s| s.1 == r).map(|s| s.0);
        if round % 2 == 1 {
            // Board order: result keys only, the cursor moves on by itself.
            for &b in &open {
                assert_eq!(d.app.cursor(), b - 1, "{lang:?}: round {round} board {b}");
                let start = d.mark();
                d.key(key_of(plan[&b]).expect("a key"));
                if ordered < 30 {
                    ordered += 1;
                    ordered_keys += d.keys - start;
                }
            }
        } else {
            // Random order: board mode, board number then result key.
            let mut order = open.clone();
            for i in (1..order.len()).rev() {
                order.swap(i, seeded.below(i + 1));
            }
            let open_boards = round_outcomes(&d.app.tournament, round).len();
            d.key('b');
            for &b in &order {
                let start = d.mark();
                d.text(&b.to_string());
                // A number that a longer one could still extend (board 1 of 12) is
                // ended by Enter; `1` and `0` would be taken as its next digit. So is
                // one of two digits ending in 0 or 1 (boards 10 and 11): `1` `1` could
                // also be board 1 and White wins, and the desk waits for Enter.
                if b * 10 <= open_boards || (b >= 10 && b % 10 <= 1) {
                    d.press(KeyCode::Enter);
                }
                d.key(key_of(plan[&b]).expect("a key"));
                if random < 30 {
                    random += 1;
                    random_keys += d.keys - start;
                }
            }
            d.key('b');
            assert!(
                d.app.views.results.board_entry.is_none(),
                "{lang:?}: board mode off"
            );
        }
        assert!(
            round_outcomes(&d.app.tournament, round)
                .iter()
                .all(|o| !o.is_pending()),
            "{lang:?}: round {round} complete: {}",
            message(&d.app)
        );
        intended.insert(round, plan);

        // A late entry from a new school after round 2 is paired: plays from round 3.
        if round == 2 {
            let start = d.mark();
            d.press(KeyCode::F(2));
            d.key('a');
            d.text(LATE_NAME);
            d.press(KeyCode::Down);
            d.text(LATE_SCHOOL);
            d.press(KeyCode::Down);
            d.key('1');
            d.press(KeyCode::Enter);
            assert!(
                d.screen().contains("SKAP"),
                "{lang:?}: the code offered\n{}",
                d.screen()
            );
            d.press(KeyCode::Enter);
            late_keys = d.keys - start;
            assert!(d.app.layers.form.is_none(), "{lang:?}: {}", message(&d.app));
            let s = d.app.section().expect("L12");
            let team = s
                .teams
                .iter()
                .find(|x| x.name == LATE_SCHOOL)
                .expect("the new school's team");
            assert_eq!(team.code, "SKAP");
            let p = s
                .players
                .iter()
                .find(|p| p.name == LATE_NAME)
                .expect("the late entry");
            assert_eq!((p.team, p.entry_round), (Some(team.id), 3));
        }
    }
    assert_eq!((ordered, random), (30, 30), "{lang:?}: enough slips");

    // Every result stands on its own board, in the championship file as on the desk.
    let t = &catur::store::load(&file).expect("the file reopens");
    assert_eq!(
        t, &d.app.tournament,
        "{lang:?}: the file holds what the desk shows"
    );
    let s = t.section("L12").expect("L12");
    assert_eq!(s.rounds_paired(), 6);
    for (round, plan) in &intended {
        let outcomes = round_outcomes(t, *round);
        for (board, want) in plan {
            assert_eq!(
                outcomes[board - 1],
                Outcome::Played(*want),
                "{lang:?}: round {round} board {board}"
            );
        }
        // Boards the plan does not name were never open: byes and the like.
        let pending = outcomes.iter().filter(|o| o.is_pending()).count();
        assert_eq!(pending, 0, "{lang:?}: round {round}");
    }
    let late = s
        .players
        .iter()
        .find(|p| p.name == LATE_NAME)
        .map(|p| p.id)
        .expect("late entry");
    let played: usize = (3..=6)
        .filter_map(|r| s.round(r))
        .map(|r| {
            r.boards
                .iter()
                .filter(|b| b.white == late || b.black == late)
                .count()
        })
        .sum();
    assert!(played > 0, "{lang:?}: the late entry plays");
    [
        ordered_keys,
        random_keys,
        protest_keys,
        late_keys,
        pahang_keys,
    ]
}

#[test]
fn a_district_day_at_the_desk_puts_every_result_on_its_own_board() {
    for lang in [Language::Malay, Language::English] {
        let [ordered, random, protest, late, pahang] = district_day(lang);
        eprintln!(
            "{lang:?}: keys: 30 slips in board order {ordered}, 30 in random order {random}, \
             protest {protest}, late entry with a new school {late} (of them {typed} \
             letters of name and school), Pahang preset for six sections {pahang}",
            typed = LATE_NAME.len() + LATE_SCHOOL.len()
        );
        assert_eq!(ordered, 30, "{lang:?}: one key a slip in board order");
        assert!(random <= 30 * 3, "{lang:?}: {random} keys");
        assert!(protest <= 5, "{lang:?}: a protest in {protest} keys");
        assert!(pahang <= 20, "{lang:?}: {pahang} keys for the preset");
    }
}
