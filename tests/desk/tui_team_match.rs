//! Issue 18 at the desk: a team-match section played through the full-screen program by
//! keys. A 10-team, 7-round team Swiss (4 boards and a reserve) is paired with `p` and
//! Enter each round, every board result entered with the result keys, a line-up changed
//! before round 2, one board won by forfeit, one team forfeit (`f`), a team withdrawn
//! so that the others have a bye; F6 is checked against `standings::team_match`, and the
//! file reopened with everything kept. Snapshots pin F3, F4 and F6 at 80x25 in both
//! languages.

use catur::model::{Language, Outcome, RoundNo, Tournament};
use catur::ops;
use catur::standings::team_match::{board_prizes, ranking};
use catur::tui::App;
use crossterm::event::KeyCode;

use crate::common;
use crate::team_keys::{enter_results, go_to_board, section};

use common::teams::SCHOOLS;
use common::tui::{draw, key, message, press, type_text};

const GIVEN: [&str; 5] = [
    "Ahmad bin Ismail",
    "Nur Aisyah Hassan",
    "Tan Wei Ming",
    "Priya a/p Raman",
    "Hafiz bin Omar",
];

/// A section of 10 school teams of 5 players (4 boards and a reserve), numbered.
fn championship() -> Tournament {
    common::teams::ten_schools(7, None, &common::teams::schools(), &GIVEN)
}

/// A fixed, varied result key for board `k` (1-based) of round `r`.
fn result_key(r: RoundNo, k: usize) -> char {
    match (r as usize * 7 + k * 3) % 5 {
        0 | 3 => '1',
        1 => '=',
        _ => '0',
    }
}

/// `p` then Enter on F3: the next round of matches, proposed, explained and paired.
fn pair_round(app: &mut App, r: RoundNo) {
    press(app, KeyCode::F(3));
    key(app, 'p');
    let proposed = catur::tui::act_team::preview(app).map(|p| p.round);
    assert_eq!(proposed, Some(r), "round {r} proposed: {}", message(app));
    key(app, 'e');
    let explained = app.layers.explanation.as_ref().map_or(0, |(l, _)| l.len());
    assert!(explained > 1, "round {r}: the proposal is explained");
    press(app, KeyCode::Esc);
    assert!(app.layers.explanation.is_none());
    press(app, KeyCode::Enter);
    assert_eq!(section(app).rounds_paired(), r, "{}", message(app));
}

/// Withdraws a team's regular players from the next round on F2 (`w` on each).
fn withdraw_team(app: &mut App, code: &str) {
    press(app, KeyCode::F(2));
    let team = team_id(app, code);
    let members: Vec<_> = section(app)
        .team_members(team)
        .iter()
        .filter(|p| !p.reserve)
        .map(|p| p.id)
        .collect();
    let next = section(app).rounds_paired() + 1;
    for id in members {
        let rows = catur::tui::screens::players::visible(app, section(app));
        let at = rows.iter().position(|p| p.id == id).expect("listed");
        press(app, KeyCode::Home);
        for _ in 0..at {
            press(app, KeyCode::Down);
        }
        key(app, 'w');
        let p = section(app).player(id).expect("player");
        assert!(!p.is_available(next), "{}", message(app));
    }
}

fn team_id(app: &App, code: &str) -> catur::model::TeamId {
    section(app)
        .teams
        .iter()
        .find(|t| t.code == code)
        .map(|t| t.id)
        .expect("team")
}

/// `l` on F3, Enter on the team, its line-up typed over the one offered.
fn hand_in_lineup(app: &mut App, code: &str, numbers: &str) {
    press(app, KeyCode::F(3));
    key(app, 'l');
    assert!(app.team.lineups, "{}", message(app));
    let team = team_id(app, code);
    let order = catur::tui::act_team::teams_in_order(section(app));
    let at = order.iter().position(|t| *t == team).expect("in order");
    press(app, KeyCode::Home);
    for _ in 0..at {
        press(app, KeyCode::Down);
    }
    press(app, KeyCode::Enter);
    let offered = app
        .layers
        .prompt
        .as_ref()
        .map(|p| p.input.value().to_string())
        .expect("the line-up prompt");
    for _ in 0..offered.len() {
        press(app, KeyCode::Backspace);
    }
    type_text(app, numbers);
    press(app, KeyCode::Enter);
    assert!(message(app).contains(code), "{}", message(app));
    press(app, KeyCode::Esc);
    assert!(!app.team.lineups);
}

#[test]
fn ten_team_swiss_played_through_the_desk_by_keys_and_reopened() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("berpasukan.catur");
    catur::store::save(&file, &championship()).expect("saved");
    let mut app = App::new(
        catur::store::load(&file).expect("loads"),
        Some(file.clone()),
    );
    app.clock = "2026-03-14 10:00".into();

    // Round 1.
    pair_round(&mut app, 1);
    assert_eq!(ops::round_matches(&app.tournament, "T12", 1).len(), 5);
    enter_results(&mut app, 1, &[], result_key);

    // Before round 2: SKSI's reserve plays board 4 (`l`, Enter on the team, the
    // pairing numbers typed over the default line-up, which is offered first).
    let sksi = team_id(&app, "SKSI");
    let mut numbers: Vec<u32> = section(&app)
        .team_members(sksi)
        .iter()
        .map(|p| p.tpn)
        .collect();
    numbers.sort_by_key(|n| {
        section(&app)
            .player_by_tpn(*n)
            .map(|p| (p.reserve, p.board))
    });
    press(&mut app, KeyCode::F(3));
    key(&mut app, 'l');
    let at = catur::tui::act_team::teams_in_order(section(&app))
        .iter()
        .position(|t| *t == sksi)
        .expect("in order");
    for _ in 0..at {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    let offered = app
        .layers
        .prompt
        .as_ref()
        .map(|p| p.input.value().to_string());
    let default: Vec<String> = numbers[..4].iter().map(u32::to_string).collect();
    assert_eq!(
        offered,
        Some(default.join(" ")),
        "the default line-up is offered"
    );
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Esc);
    let changed = format!(
        "{} {} {} {}",
        numbers[0], numbers[1], numbers[2], numbers[4]
    );
    hand_in_lineup(&mut app, "SKSI", &changed);

    // Round 2: board 3 won by forfeit by White ('+'); the reserve on SKSI's board 4.
    pair_round(&mut app, 2);
    let reserve = section(&app)
        .player_by_tpn(numbers[4])
        .map(|p| p.id)
        .expect("reserve");
    let m = ops::round_matches(&app.tournament, "T12", 2)
        .iter()
        .find(|m| m.white == sksi || m.black == Some(sksi))
        .cloned()
        .expect("SKSI plays");
    let line = if m.white == sksi {
        &m.white_players
    } else {
        &m.black_players
    };
    assert_eq!(line.get(3), Some(&reserve), "the changed line-up is played");
    enter_results(&mut app, 2, &[(3, '+')], result_key);
    assert_eq!(
        section(&app).round(2).expect("r2").boards[2].outcome,
        Outcome::WhiteForfeitWin
    );

    // Round 3: match 2's Black team does not come (`f` on a board of the match).
    pair_round(&mut app, 3);
    let m2 = ops::round_matches(&app.tournament, "T12", 3)[1].clone();
    let absent = m2.black.expect("a match");
    let absent_code = section(&app).team(absent).expect("team").code.clone();
    press(&mut app, KeyCode::F(4));
    go_to_board(&mut app, m2.first_board as usize + 2);
    key(&mut app, 'f');
    assert!(app.layers.prompt.is_some(), "f asks which team");
    type_text(&mut app, &absent_code.to_lowercase());
    press(&mut app, KeyCode::Enter);
    let r3 = section(&app).round(3).expect("r3").clone();
    for k in 0..m2.games() {
        let expected = if k % 2 == 0 {
            Outcome::WhiteForfeitWin
        } else {
            Outcome::BlackForfeitWin
        };
        assert_eq!(
            r3.boards[m2.first_board as usize + k].outcome,
            expected,
            "board {} of match 2: {}",
            k + 1,
            message(&app)
        );
    }
    enter_results(&mut app, 3, &[], result_key);

    // From round 4 SKKP's school has gone home: its players are withdrawn and it
    // hands in no line-up (its reserve would otherwise play alone); nine teams, one
    // bye a round.
    withdraw_team(&mut app, "SKKP");
    for r in 4..=7 {
        hand_in_lineup(&mut app, "SKKP", "");
        pair_round(&mut app, r);
        let matches = ops::round_matches(&app.tournament, "T12", r);
        assert_eq!(matches.len(), 5, "four matches and the bye in round {r}");
        assert_eq!(
            matches.iter().filter(|m| m.black.is_none()).count(),
            1,
            "round {r}"
        );
        enter_results(&mut app, r, &[], result_key);
    }

    // F6: the team standings as standings::team_match ranks them.
    press(&mut app, KeyCode::F(6));
    let screen = draw(&app, 80, 25);
    let s = section(&app);
    let tm = s.team_match.as_deref().expect("team match");
    let table = ranking(s, tm, 7);
    let mut from = 0;
    for r in &table {
        let code = &s.team(r.record.team).expect("team").code;
        let row = screen
            .lines()
            .skip(from)
            .position(|l| l.contains(code.as_str()))
            .map(|k| k + from)
            .unwrap_or_else(|| panic!("{code} in order on F6:\n{screen}"));
        let line = screen.lines().nth(row).unwrap_or_default();
        // The cursor's mark stands before the first row's rank.
        let cells: Vec<&str> = line
            .trim_matches('"')
            .trim_start_matches('>')
            .split_whitespace()
            .collect();
        assert!(cells.contains(&r.rank.to_string().as_str()), "{line}");
        assert!(
            cells.contains(&r.record.match_points.to_string().as_str()),
            "{line}"
        );
        assert!(
            cells.contains(&r.record.game_points.to_string().as_str()),
            "{line}"
        );
        from = row + 1;
    }
    let prizes = board_prizes(s, tm, 7);
    let best = s.player(prizes[0][0].player).expect("player").name.clone();
    // `v`: the board prizes, board 1's best first.
    key(&mut app, 'v');
    let prizes_screen = draw(&app, 80, 25);
    assert!(prizes_screen.contains(&best), "{prizes_screen}");

    // F7: the team reports are listed and saved beside the file (`p`).
    press(&mut app, KeyCode::F(7));
    press(&mut app, KeyCode::End);
    key(&mut app, 'p');
    assert!(
        dir.path().join("T12-board-results-r7.txt").exists(),
        "{}",
        message(&app)
    );
    for _ in 0..2 {
        press(&mut app, KeyCode::Up);
    }
    key(&mut app, 'p');
    let saved = std::fs::read_to_string(dir.path().join("T12-team-standings-r7.txt"))
        .expect("team standings saved");
    assert!(saved.contains("Team Standings") || saved.contains("Kedudukan Pasukan"));

    // `t` on F7: the TRF26 file holds a 310 record per team, as `catur export` writes it
    // (both call host::trf_export; the desk's export had none before).
    key(&mut app, 't');
    let trf = std::fs::read_to_string(dir.path().join("T12.trf")).expect("TRF written");
    let team_records = trf.lines().filter(|l| l.starts_with("310")).count();
    assert_eq!(team_records, SCHOOLS.len(), "{trf}");

    // Reopened: everything kept, F6 the same.
    let back = catur::store::load(&file).expect("reopens");
    assert_eq!(back.sections, app.tournament.sections);
    let mut again = App::new(back, Some(file.clone()));
    again.clock = app.clock.clone();
    press(&mut again, KeyCode::F(6));
    assert_eq!(draw(&again, 80, 25), screen);
}

/// Round 1 paired and partly played, for the snapshots.
fn snapshot_app() -> App {
    let mut app = App::new(championship(), None);
    app.clock = "2026-03-14 10:00".into();
    pair_round(&mut app, 1);
    press(&mut app, KeyCode::F(4));
    for (board, c) in [(1, '1'), (2, '='), (3, '0'), (4, '1'), (5, '-'), (6, '=')] {
        go_to_board(&mut app, board);
        key(&mut app, c);
    }
    app
}

fn snap_both(app: &mut App, name: &str) {
    for (lang, tag) in [(Language::Malay, "ms"), (Language::English, "en")] {
        app.lang = lang;
        insta::assert_snapshot!(format!("{name}_{tag}_80x25"), draw(app, 80, 25));
    }
    app.lang = Language::English;
}

#[test]
fn team_screens_at_80x25_in_both_languages() {
    let mut app = snapshot_app();
    press(&mut app, KeyCode::F(3));
    snap_both(&mut app, "team_f3_round");
    press(&mut app, KeyCode::F(4));
    go_to_board(&mut app, 7);
    snap_both(&mut app, "team_f4_results");
    press(&mut app, KeyCode::F(6));
    snap_both(&mut app, "team_f6_standings");
    key(&mut app, 'v');
    snap_both(&mut app, "team_f6_prizes");
}

#[test]
fn the_proposal_and_the_line_ups_before_round_1() {
    let mut app = App::new(championship(), None);
    app.clock = "2026-03-14 10:00".into();
    press(&mut app, KeyCode::F(3));
    key(&mut app, 'l');
    snap_both(&mut app, "team_f3_lineups");
    press(&mut app, KeyCode::Esc);
    key(&mut app, 'p');
    app.message = None;
    snap_both(&mut app, "team_f3_proposal");
    // Esc discards the proposal: nothing was paired.
    press(&mut app, KeyCode::Esc);
    assert!(catur::tui::act_team::preview(&app).is_none());
    assert_eq!(section(&app).rounds_paired(), 0);
}

/// Issue 29 item 7: a team-match section whose players have no pairing numbers yet
/// (entered or imported, not numbered) gets them from its initial order when the
/// line-up view opens, instead of offering line-ups of zeros; the change is said.
#[test]
fn line_ups_before_pairing_numbers_get_the_numbers_first() {
    for (lang, said) in [
        (Language::Malay, "nombor pemain ikut susunan awal"),
        (Language::English, "pairing numbers from the initial order"),
    ] {
        let mut t = championship();
        for p in &mut t.sections[0].players {
            p.tpn = 0;
        }
        let mut app = App::new(t, None);
        app.lang = lang;
        press(&mut app, KeyCode::F(3));
        key(&mut app, 'l');
        assert!(app.team.lineups, "{lang:?}: {}", message(&app));
        assert!(message(&app).contains(said), "{lang:?}: {}", message(&app));
        let mut numbers: Vec<u32> = section(&app).players.iter().map(|p| p.tpn).collect();
        numbers.sort_unstable();
        assert_eq!(numbers, (1..=50).collect::<Vec<u32>>(), "{lang:?}");
        // The first team's line-up is offered as its four boards' numbers, not zeros.
        press(&mut app, KeyCode::Home);
        press(&mut app, KeyCode::Enter);
        let offered = app
            .layers
            .prompt
            .as_ref()
            .map(|p| p.input.value().to_string())
            .expect("the line-up prompt");
        let words: Vec<&str> = offered.split(' ').collect();
        assert_eq!(words.len(), 4, "{lang:?}: {offered}");
        assert!(!words.contains(&"0"), "{lang:?}: {offered}");
        press(&mut app, KeyCode::Enter);
        let screen = draw(&app, 80, 25);
        assert!(!screen.contains("1 0 "), "{lang:?}:\n{screen}");
    }
}

/// A line-up naming a player of another team is refused in words, in Malay too.
#[test]
fn a_wrong_line_up_is_refused_in_the_screen_language() {
    let mut app = App::new(championship(), None);
    app.lang = Language::Malay;
    press(&mut app, KeyCode::F(3));
    key(&mut app, 'l');
    press(&mut app, KeyCode::Enter);
    let typed = app
        .layers
        .prompt
        .as_ref()
        .map(|p| p.input.value().to_string())
        .expect("prompt");
    for _ in 0..typed.len() {
        press(&mut app, KeyCode::Backspace);
    }
    // Board order broken: board 2's player above board 1's.
    let first = catur::tui::act_team::teams_in_order(section(&app))[0];
    let mut members = section(&app).team_members(first);
    members.sort_by_key(|p| p.board);
    let text = format!("{} {}", members[1].tpn, members[0].tpn);
    type_text(&mut app, &text);
    press(&mut app, KeyCode::Enter);
    let said = message(&app);
    assert!(said.contains("papan") && said.contains("susunan"), "{said}");
    assert_eq!(
        app.message.as_ref().map(|m| m.1),
        Some(catur::tui::app::Severity::Error)
    );
    // A number of another team's player.
    key(&mut app, 'l');
    key(&mut app, 'l');
    press(&mut app, KeyCode::Enter);
    for _ in 0..40 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "9999");
    press(&mut app, KeyCode::Enter);
    assert!(
        message(&app).contains("bukan nombor pemain"),
        "{}",
        message(&app)
    );
}

/// Hand edits of a team round are refused with the way to do it instead.
#[test]
fn a_team_round_is_not_edited_by_hand() {
    let mut app = App::new(championship(), None);
    pair_round(&mut app, 1);
    let before = section(&app).round(1).cloned();
    key(&mut app, 'c');
    assert!(message(&app).contains("line-ups"), "{}", message(&app));
    assert_eq!(section(&app).round(1).cloned(), before);
    // F7 lists the team reports after every section's.
    press(&mut app, KeyCode::F(7));
    assert_eq!(app.rows(), 17);
}

/// The team keys stand on the key bar of F3 (`l`) and F4 (`f`) of a team-match section,
/// the refused hand edits do not, and the bar fits 80 columns in both languages.
#[test]
fn team_keys_are_on_the_key_bar_at_80_columns() {
    let mut app = snapshot_app();
    for lang in [Language::Malay, Language::English] {
        app.lang = lang;
        press(&mut app, KeyCode::F(3));
        let f3 = catur::tui::screens::key_bar_text(&app, 80);
        assert!(
            f3.contains("l line-ups") || f3.contains("l barisan"),
            "{f3}"
        );
        assert!(!f3.contains("s swap") && !f3.contains("s tukar"), "{f3}");
        press(&mut app, KeyCode::F(4));
        let f4 = catur::tui::screens::key_bar_text(&app, 80);
        assert!(
            f4.contains("f forfeit") || f4.contains("f walkover"),
            "{f4}"
        );
        for bar in [&f3, &f4] {
            assert!(bar.trim_end().chars().count() <= 80, "{bar}");
            assert!(bar.contains("F1"), "{bar}");
        }
    }
}

/// `f` on a match of a round followed by a paired round asks first: Esc keeps the old
/// results, Enter records the team forfeit.
#[test]
fn a_team_forfeit_in_an_earlier_round_asks_first() {
    let mut app = App::new(championship(), None);
    app.clock = "2026-03-14 10:00".into();
    pair_round(&mut app, 1);
    enter_results(&mut app, 1, &[], result_key);
    pair_round(&mut app, 2);
    press(&mut app, KeyCode::F(4));
    press(&mut app, KeyCode::Left);
    assert_eq!(app.round, 1);
    let m = ops::round_matches(&app.tournament, "T12", 1)[0].clone();
    let absent = m.black.expect("a match");
    let absent_code = section(&app).team(absent).expect("team").code.clone();
    let before = section(&app).round(1).cloned();
    for (lang, words) in [
        (Language::Malay, "Enter = rekod walkover"),
        (Language::English, "Enter = record the forfeit"),
    ] {
        app.lang = lang;
        go_to_board(&mut app, 2);
        key(&mut app, 'f');
        type_text(&mut app, &absent_code);
        press(&mut app, KeyCode::Enter);
        let question = app
            .layers
            .confirm
            .as_ref()
            .map(|c| c.question.clone())
            .unwrap_or_default();
        assert!(
            question.contains(words) && question.contains(&absent_code),
            "{question}"
        );
        let screen = draw(&app, 80, 25);
        assert!(screen.contains("Esc"), "{screen}");
        press(&mut app, KeyCode::Esc);
        assert!(app.layers.confirm.is_none());
        assert_eq!(
            section(&app).round(1).cloned(),
            before,
            "Esc keeps the old results"
        );
    }
    key(&mut app, 'f');
    type_text(&mut app, &absent_code);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    let r1 = section(&app).round(1).expect("r1").clone();
    for k in 0..m.games() {
        let expected = if k % 2 == 0 {
            Outcome::WhiteForfeitWin
        } else {
            Outcome::BlackForfeitWin
        };
        assert_eq!(
            r1.boards[m.first_board as usize + k].outcome,
            expected,
            "board {}",
            k + 1
        );
    }
    assert!(message(&app).contains(&absent_code), "{}", message(&app));
    // In the last round `f` records at once, as before.
    press(&mut app, KeyCode::Right);
    assert_eq!(app.round, 2);
    let m2 = ops::round_matches(&app.tournament, "T12", 2)[0].clone();
    let code2 = section(&app).team(m2.white).expect("team").code.clone();
    go_to_board(&mut app, 1);
    key(&mut app, 'f');
    type_text(&mut app, &code2);
    press(&mut app, KeyCode::Enter);
    assert!(app.layers.confirm.is_none());
    assert_eq!(
        section(&app).round(2).expect("r2").boards[0].outcome,
        Outcome::BlackForfeitWin
    );
}

/// Moves the F2 cursor to a player and presses `w`.
fn press_w_on(app: &mut App, id: catur::model::PlayerId) {
    press(app, KeyCode::F(2));
    let rows = catur::tui::screens::players::visible(app, section(app));
    let at = rows.iter().position(|p| p.id == id).expect("listed");
    press(app, KeyCode::Home);
    for _ in 0..at {
        press(app, KeyCode::Down);
    }
    key(app, 'w');
}

/// `w` on F2 withdraws a team's reserve (and a regular player): he leaves the default
/// line-ups from the next round, his games stay, a line-up naming him is refused in
/// words; `w` again brings him back.
#[test]
fn a_reserve_is_withdrawn_from_the_desk() {
    let mut app = App::new(championship(), None);
    app.clock = "2026-03-14 10:00".into();
    app.lang = Language::Malay;
    let sksi = team_id(&app, "SKSI");
    let mut members: Vec<_> = section(&app)
        .team_members(sksi)
        .iter()
        .map(|p| (p.reserve, p.board, p.id, p.tpn))
        .collect();
    members.sort();
    let (_, _, board1, board1_tpn) = members[0];
    let (_, _, reserve, reserve_tpn) = members[4];

    // Round 1: the reserve plays board 4 (a line-up), then a result for every board.
    let lineup: Vec<String> = [0, 1, 2, 4]
        .iter()
        .map(|k| members[*k].3.to_string())
        .collect();
    hand_in_lineup(&mut app, "SKSI", &lineup.join(" "));
    pair_round(&mut app, 1);
    enter_results(&mut app, 1, &[], result_key);
    let games_before: Vec<_> = section(&app).round(1).expect("r1").boards.clone();
    assert!(
        games_before
            .iter()
            .any(|b| b.white == reserve || b.black == reserve)
    );

    // From round 2 the reserve is withdrawn.
    press_w_on(&mut app, reserve);
    assert!(message(&app).contains("tarik diri"), "{}", message(&app));
    assert!(ops::member_withdrawn(section(&app), reserve, 2));
    let f2 = draw(&app, 80, 25);
    let row = f2
        .lines()
        .find(|l| l.contains(&section(&app).player(reserve).expect("p").name))
        .unwrap_or_default()
        .to_string();
    assert!(row.contains("tarik diri") || row.contains("Tarik"), "{row}");
    // A line-up naming him is refused, with his name and the reason.
    press(&mut app, KeyCode::F(3));
    key(&mut app, 'l');
    let at = catur::tui::act_team::teams_in_order(section(&app))
        .iter()
        .position(|t| *t == sksi)
        .expect("in order");
    press(&mut app, KeyCode::Home);
    for _ in 0..at {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    for _ in 0..40 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, &format!("{board1_tpn} {reserve_tpn}"));
    press(&mut app, KeyCode::Enter);
    let said = message(&app);
    assert!(
        said.contains("tidak boleh bermain") && said.contains("tarik diri"),
        "{said}"
    );
    press(&mut app, KeyCode::Esc);
    // The default line-up of round 2 is the four regular players; round 1 kept his game.
    let s = section(&app);
    let tm = s.team_match.as_deref().expect("team match");
    let next = ops::team_lineup(s, tm, sksi, 2);
    assert!(!next.contains(&reserve) && next.len() == 4, "{next:?}");
    pair_round(&mut app, 2);
    assert_eq!(section(&app).round(1).expect("r1").boards, games_before);
    enter_results(&mut app, 2, &[], result_key);

    // A regular player withdrawn too: SKSI plays round 3 with three boards.
    press_w_on(&mut app, board1);
    let s = section(&app);
    let tm = s.team_match.as_deref().expect("team match");
    assert_eq!(ops::team_lineup(s, tm, sksi, 3).len(), 3);
    // The reserve back: he fills board 4 again.
    press_w_on(&mut app, reserve);
    assert!(message(&app).contains("kembali"), "{}", message(&app));
    let s = section(&app);
    let tm = s.team_match.as_deref().expect("team match");
    let line = ops::team_lineup(s, tm, sksi, 3);
    assert_eq!(line.last(), Some(&reserve), "{line:?}");
}

/// F8 of a team-match section ends with its team-match settings (from the one settings
/// list); Enter cycles a choice and a typed value goes through the same checks as
/// `catur team-match`.
#[test]
fn f8_shows_and_edits_the_team_match_settings() {
    use catur::model::TeamRanking;
    use catur::tui::settings_edit::{Row, rows};
    let mut app = App::new(championship(), None);
    app.clock = "2026-03-14 10:00".into();
    press(&mut app, KeyCode::F(8));
    let all = rows(Some(section(&app)));
    let at = |key: &str| {
        let row = Row::setting(key).expect("a setting");
        all.iter().position(|r| *r == row).expect("a row on F8")
    };
    let last = at("board-prize-games");
    while app.cursor() < last {
        press(&mut app, KeyCode::Down);
    }
    snap_both(&mut app, "team_f8_settings");
    while app.cursor() > at("rank") {
        press(&mut app, KeyCode::Up);
    }
    press(&mut app, KeyCode::Enter);
    let m = |app: &App| {
        section(app)
            .team_match
            .as_ref()
            .expect("team")
            .settings
            .clone()
    };
    assert_eq!(m(&app).ranking, TeamRanking::GamePoints);
    press(&mut app, KeyCode::Up);
    assert_eq!(app.cursor(), at("system"));
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    for _ in 0..3 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "11");
    press(&mut app, KeyCode::Enter);
    assert_eq!(m(&app).boards, 4, "11 boards are refused");
    press(&mut app, KeyCode::Enter);
    for _ in 0..3 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "6");
    press(&mut app, KeyCode::Enter);
    assert_eq!(m(&app).boards, 6);
}

/// Issue 33 item 1: a team forfeit (`f` on F4) shows on F3 and F4 as a forfeit: the
/// boards `+-`/`-+` and, under the match, who won it by forfeit, in both languages.
#[test]
fn issue_33_a_team_forfeit_says_won_by_forfeit_on_f4() {
    let mut app = snapshot_app();
    press(&mut app, KeyCode::F(4));
    let m = ops::round_matches(&app.tournament, "T12", 1)[2].clone();
    let absent = section(&app).team(m.white).expect("team").code.clone();
    let winner = section(&app)
        .team(m.black.expect("a match"))
        .expect("team")
        .code
        .clone();
    go_to_board(&mut app, m.first_board as usize + 1);
    key(&mut app, 'f');
    type_text(&mut app, &absent);
    press(&mut app, KeyCode::Enter);
    assert!(message(&app).contains(&absent), "{}", message(&app));
    for (lang, words) in [
        (Language::Malay, format!("{winner} menang tanpa bertanding")),
        (Language::English, format!("{winner} won by forfeit")),
    ] {
        app.lang = lang;
        for screen in [KeyCode::F(3), KeyCode::F(4)] {
            press(&mut app, screen);
            let shown = draw(&app, 80, 25);
            // The words may wrap in their column: read the screen's words in a row.
            let text: Vec<&str> = shown
                .split_whitespace()
                .map(|w| w.trim_matches('"'))
                .filter(|w| !w.is_empty())
                .collect();
            assert!(text.join(" ").contains(&words), "{shown}");
            assert!(shown.contains("-+") && shown.contains("+-"), "{shown}");
        }
    }
    press(&mut app, KeyCode::F(4));
    snap_both(&mut app, "team_f4_team_forfeit");
}

/// Issue 33 item 3: F8's new-section form makes a team-match section (boards and
/// system typed), in one change.
#[test]
fn issue_33_the_new_section_form_makes_a_team_match_section() {
    let mut app = App::new(championship(), None);
    app.clock = "2026-03-14 10:00".into();
    press(&mut app, KeyCode::F(8));
    key(&mut app, 'n');
    assert!(app.layers.form.is_some());
    snap_both(&mut app, "team_f8_new_section_form");
    let entries = app.tournament.journal.entries.len();
    // Code, name, rounds and sport as offered; then played as, boards, system.
    type_text(&mut app, "B15");
    press(&mut app, KeyCode::Down);
    type_text(&mut app, "Berpasukan Bawah 15");
    for _ in 0..3 {
        press(&mut app, KeyCode::Down);
    }
    for _ in 0..12 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "pasukan");
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Backspace);
    type_text(&mut app, "6");
    press(&mut app, KeyCode::Down);
    for _ in 0..5 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "rr");
    press(&mut app, KeyCode::Enter);
    assert!(app.layers.form.is_none(), "{}", message(&app));
    let s = app.tournament.section("B15").expect("made");
    let tm = s.team_match.as_deref().expect("a team-match section");
    assert_eq!(tm.settings.boards, 6);
    assert_eq!(
        tm.settings.system,
        catur::model::TeamSystem::RoundRobin { double: false }
    );
    assert_eq!(app.tournament.journal.entries.len(), entries + 1);
    // Eleven boards are refused beside the field, in the screen language.
    app.lang = Language::Malay;
    key(&mut app, 'n');
    for _ in 0..4 {
        press(&mut app, KeyCode::Down);
    }
    for _ in 0..12 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "pasukan");
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Backspace);
    type_text(&mut app, "11");
    press(&mut app, KeyCode::Enter);
    let shown = draw(&app, 80, 25);
    assert!(shown.contains("papan 1 hingga 10"), "{shown}");
}

/// Issue 33 item 3: an individual section not yet paired is turned into a team-match
/// section on F8 (the "played as" row), and back; once paired it is refused.
#[test]
fn issue_33_an_unpaired_individual_section_becomes_a_team_match_on_f8() {
    use catur::tui::settings_edit::{Row, rows};
    let mut t = championship();
    ops::play_individually(&mut t, "T12").expect("individual again");
    let mut app = App::new(t, None);
    app.clock = "2026-03-14 10:00".into();
    assert!(section(&app).team_match.is_none());
    press(&mut app, KeyCode::F(8));
    let all = rows(Some(section(&app)));
    let row = Row::setting("played-as").expect("a setting");
    let at = all.iter().position(|r| *r == row).expect("a row on F8");
    while app.cursor() < at {
        press(&mut app, KeyCode::Down);
    }
    snap_both(&mut app, "team_f8_played_as_individual");
    press(&mut app, KeyCode::Enter);
    let tm = section(&app)
        .team_match
        .as_deref()
        .expect("now team matches");
    assert_eq!(tm.settings.boards, 4);
    // Its team settings follow on F8 at once, under the row.
    press(&mut app, KeyCode::Down);
    let shown = draw(&app, 80, 25);
    assert!(shown.contains(">Boards per match"), "{shown}");
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    assert!(section(&app).team_match.is_none(), "{}", message(&app));
    // Paired as individuals: no longer.
    let mut t = app.tournament.clone();
    ops::pair_next_round(&mut t, "T12").expect("paired individually");
    let mut app = App::new(t, None);
    press(&mut app, KeyCode::F(8));
    while app.cursor() < at {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    assert!(section(&app).team_match.is_none());
    assert!(message(&app).contains("T12"), "{}", message(&app));
}

/// Issue 36: a team forfeit recorded with `f` is said in the words of
/// `catur team-forfeit` (worded once, in ops).
#[test]
fn a_team_forfeit_is_said_as_catur_team_forfeit_says_it() {
    let mut app = App::new(championship(), None);
    app.lang = Language::English;
    pair_round(&mut app, 1);
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("t12.catur");
    catur::store::save(&file, &app.tournament).expect("saved");
    press(&mut app, KeyCode::F(4));
    let m = ops::round_matches(&app.tournament, "T12", 1)[0].clone();
    let absent = m.black.expect("a match");
    let absent_code = section(&app).team(absent).expect("team").code.clone();
    go_to_board(&mut app, 2);
    key(&mut app, 'f');
    type_text(&mut app, &absent_code);
    press(&mut app, KeyCode::Enter);
    let desk = message(&app);
    assert!(desk.contains("forfeits every board"), "{desk}");
    let f = common::cli::s(&file);
    let args = [
        "team-forfeit",
        f,
        "--section",
        "T12",
        "--round",
        "1",
        "--match",
        "1",
        "--team",
        &absent_code,
    ];
    let o = common::cli::succeeds(&args);
    assert_eq!(common::cli::stdout(&o), format!("{desk}\n"));
}

/// Issue 36: a team's reserve taken out of the line-ups with `w` on F2, and brought
/// back, is said in the words of `catur players withdraw|return` (worded once, in ops);
/// the Malay desk says it in Malay.
#[test]
fn a_member_out_and_back_is_said_as_catur_players_withdraw_and_return_say_it() {
    let mut app = App::new(championship(), None);
    app.lang = Language::English;
    pair_round(&mut app, 1);
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("t12.catur");
    catur::store::save(&file, &app.tournament).expect("saved");
    let sksi = team_id(&app, "SKSI");
    let s = section(&app);
    let p = s
        .team_members(sksi)
        .into_iter()
        .find(|p| p.reserve)
        .expect("a reserve");
    let (id, name, tpn, code) = (p.id, p.name.clone(), p.tpn.to_string(), s.code.clone());
    let cli = |verb: &str| {
        let args = [
            "players",
            verb,
            common::cli::s(&file),
            "--section",
            &code,
            &tpn,
        ];
        let o = common::cli::succeeds(&args);
        common::cli::stdout(&o)
    };

    press_w_on(&mut app, id);
    let out = message(&app);
    assert!(ops::member_withdrawn(section(&app), id, 2), "{out}");
    assert_eq!(cli("withdraw"), format!("{out}\n"));
    press_w_on(&mut app, id);
    let back = message(&app);
    assert!(!ops::member_withdrawn(section(&app), id, 2), "{back}");
    assert_eq!(cli("return"), format!("{back}\n"));

    app.lang = Language::Malay;
    press_w_on(&mut app, id);
    assert_eq!(
        message(&app),
        format!("{code}: simpanan {name} tarik diri mulai pusingan 2")
    );
    press_w_on(&mut app, id);
    assert_eq!(
        message(&app),
        format!("{code}: simpanan {name} kembali mulai pusingan 2")
    );
}
