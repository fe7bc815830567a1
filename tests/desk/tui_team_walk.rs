//! Issue 18 at a real venue: the team-match desk walked as an arbiter would, in Malay
//! at 80x25, with school names of 40 characters, team codes of 8 and a 9-round section.
//! Every team screen and every message, prompt, question and refusal the team keys can
//! produce is drawn and read: the whole message is on the screen (nothing cut), no word
//! of a name or a code is cut at a column's edge, and no word only the English tables
//! use shows.

use crate::common;

use catur::model::{Language, Tournament};
use catur::ops;
use catur::tui::App;
use catur::tui::strings::byes::B;
use catur::tui::strings::keys::K;
use catur::tui::strings::team::TM;
use catur::tui::strings::words::{ALL_T, W};
use common::teams::GIVEN;
use common::tui::{key, press, type_text};
use crossterm::event::KeyCode;
use std::collections::BTreeSet;

/// Ten schools of four boards and a reserve, 9 rounds.
fn championship() -> Tournament {
    let schools = common::teams::long_schools();
    for (name, code) in &schools {
        assert_eq!(name.chars().count(), 40, "{name}");
        assert_eq!(code.chars().count(), 8, "{code}");
    }
    common::teams::ten_schools(9, Some(Language::Malay), &schools, &GIVEN)
}

/// The screen at 80x25, the size this walk checks.
fn draw(app: &App) -> String {
    common::tui::draw(app, 80, 25)
}

fn clear_prompt(app: &mut App) {
    for _ in 0..60 {
        press(app, KeyCode::Backspace);
    }
}

fn section(app: &App) -> &catur::model::Section {
    app.section().expect("a section")
}

/// The words of a text: letters only, at least 5 long (as tests/desk/tui_languages.rs reads).
fn words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 5)
        .map(str::to_lowercase)
        .collect()
}

fn tables(lang: Language) -> Vec<String> {
    let mut v: Vec<String> = Vec::new();
    v.extend(ALL_T.iter().map(|t| t.get(lang).to_string()));
    v.extend(W::ALL.iter().map(|w| w.get(lang).to_string()));
    v.extend(K::ALL.iter().map(|k| k.get(lang).to_string()));
    v.extend(B::ALL.iter().map(|b| b.get(lang).to_string()));
    v.extend(TM::ALL.iter().map(|b| b.get(lang).to_string()));
    v
}

/// The words only the English tables use (and not the championship's own data).
fn english_only(t: &Tournament) -> BTreeSet<String> {
    let malay: BTreeSet<String> = tables(Language::Malay)
        .iter()
        .flat_map(|t| words(t))
        .collect();
    let mut data = String::new();
    for s in &t.sections {
        for p in &s.players {
            data.push_str(&format!(" {}", p.name));
        }
        for team in &s.teams {
            data.push_str(&format!(" {} {}", team.name, team.code));
        }
    }
    let data = words(&data);
    let mut english: BTreeSet<String> = tables(Language::English)
        .iter()
        .flat_map(|t| words(t))
        .filter(|w| !malay.contains(w) && !data.contains(w))
        .collect();
    // A few words of the operations' own English reasons, should one pass unworded.
    for w in [
        "withdrawn",
        "absent",
        "entered",
        "roster",
        "cannot",
        "named",
    ] {
        english.insert(w.to_string());
    }
    english
}

/// The screen's text with the frame's quotes and the dialog's borders taken off, and
/// runs of spaces made one.
fn flat(screen: &str) -> String {
    screen
        .lines()
        .map(|l| l.trim_matches('"'))
        .collect::<Vec<_>>()
        .join(" ")
        .replace(['│', '─', '┌', '┐', '└', '┘'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Only the text inside the dialog box (between its side borders), flattened.
fn dialog_text(screen: &str) -> String {
    let inside: Vec<String> = screen
        .lines()
        .filter_map(|l| {
            let a = l.find('│')?;
            let b = l.rfind('│')?;
            (b > a).then(|| l[a + '│'.len_utf8()..b].to_string())
        })
        .collect();
    inside
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What one screen shows wrongly: a message not whole, a word of a name or code cut at
/// a column's edge, an English word.
fn problems(app: &App, what: &str, english: &BTreeSet<String>) -> Vec<String> {
    let screen = draw(app);
    let mut found = Vec::new();
    let shown = flat(&screen);
    if let Some(c) = &app.layers.confirm {
        if !dialog_text(&screen).contains(&one_line(&c.question)) {
            found.push(format!(
                "{what}: the question is cut: {}\n{screen}",
                c.question
            ));
        }
    } else if let Some((text, _)) = &app.message
        && app.layers.prompt.is_none()
        && !shown.contains(&one_line(text))
    {
        found.push(format!("{what}: the message is cut: {text}\n{screen}"));
    }
    // Every token on the screen that is a strict beginning of a name's or a code's word
    // (and no word itself) is a word cut at a column's edge.
    let s = section(app);
    let mut vocabulary: BTreeSet<String> = BTreeSet::new();
    let c = &app.tournament.championship;
    vocabulary.extend(c.name.split_whitespace().map(str::to_string));
    vocabulary.extend(s.settings.name.split_whitespace().map(str::to_string));
    for team in &s.teams {
        vocabulary.extend(team.name.split_whitespace().map(str::to_string));
        vocabulary.insert(team.code.clone());
    }
    for p in &s.players {
        vocabulary.extend(p.name.split_whitespace().map(str::to_string));
    }
    let ui: BTreeSet<String> = tables(Language::Malay)
        .iter()
        .flat_map(|t| t.split_whitespace().map(str::to_string).collect::<Vec<_>>())
        .collect();
    // F7's preview of a printed page scrolls sideways (`<` `>`): its edge cuts by design,
    // as the title line's end gives the championship's name only the room left.
    let lines = if what.starts_with("F7") {
        ""
    } else {
        screen.as_str()
    };
    for line in lines.lines().skip(1) {
        for token in line
            .trim_matches('"')
            .split(|c: char| c.is_whitespace() || "│─┌┐└┘>".contains(c))
        {
            let cut = token.chars().count() >= 2
                && token.chars().any(char::is_alphabetic)
                && !vocabulary.contains(token)
                && !ui.contains(token)
                && vocabulary
                    .iter()
                    .any(|w| w.chars().count() >= 4 && w.starts_with(token) && w != token);
            if cut {
                found.push(format!("{what}: '{token}' is cut:\n{screen}"));
                break;
            }
        }
    }
    let foreign: Vec<String> = words(&screen)
        .into_iter()
        .filter(|w| english.contains(w))
        .collect();
    if !foreign.is_empty() {
        found.push(format!("{what}: English words {foreign:?}:\n{screen}"));
    }
    found
}

/// Plays every board of the shown round on F4 with a draw (`=`), board by board.
fn draw_every_board(app: &mut App) {
    press(app, KeyCode::F(4));
    let r = app.round;
    let boards = section(app).round(r).expect("paired").boards.len();
    for k in 0..boards {
        if !section(app).round(r).expect("paired").boards[k]
            .outcome
            .is_pending()
        {
            continue;
        }
        key(app, 'g');
        type_text(app, &(k + 1).to_string());
        press(app, KeyCode::Enter);
        key(app, if k % 3 == 0 { '1' } else { '=' });
    }
}

fn pair(app: &mut App) {
    press(app, KeyCode::F(3));
    key(app, 'p');
    press(app, KeyCode::Enter);
}

#[test]
fn the_team_desk_walked_in_malay_at_80x25_with_long_names() {
    let mut app = App::new(championship(), None);
    app.clock = "2026-03-14 10:00".into();
    app.lang = Language::Malay;
    let english = english_only(&app.tournament);
    let mut all = Vec::new();
    let mut look = |app: &App, what: &str| all.extend(problems(app, what, &english));

    // F3 before anything is paired, the line-ups and their prompt.
    press(&mut app, KeyCode::F(3));
    look(&app, "F3 nothing paired");
    key(&mut app, 'l');
    look(&app, "F3 line-ups");
    press(&mut app, KeyCode::Enter);
    look(&app, "line-up prompt");
    let first = catur::tui::act_team::teams_in_order(section(&app))[0];
    let mut members = section(&app).team_members(first);
    members.sort_by_key(|p| (p.reserve, p.board));
    let tpns: Vec<u32> = members.iter().map(|p| p.tpn).collect();
    // Each refusal of a line-up.
    for (typed, what) in [
        ("9999".to_string(), "not of the team"),
        (format!("{} {}", tpns[1], tpns[0]), "out of board order"),
        (format!("{} {}", tpns[0], tpns[0]), "named twice"),
        (
            tpns.iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            "too many",
        ),
    ] {
        clear_prompt(&mut app);
        type_text(&mut app, &typed);
        press(&mut app, KeyCode::Enter);
        look(&app, &format!("line-up refused: {what}"));
        press(&mut app, KeyCode::Enter);
    }
    press(&mut app, KeyCode::Esc);
    // A line-up handed in: the reserve on board 4 for round 1.
    press(&mut app, KeyCode::Enter);
    clear_prompt(&mut app);
    type_text(
        &mut app,
        &format!("{} {} {} {}", tpns[0], tpns[1], tpns[2], tpns[4]),
    );
    press(&mut app, KeyCode::Enter);
    look(&app, "line-up handed in");
    press(&mut app, KeyCode::Esc);

    // The proposal, its explanation, discarded, proposed again and paired.
    key(&mut app, 'p');
    look(&app, "proposal");
    press(&mut app, KeyCode::Esc);
    look(&app, "proposal discarded");
    key(&mut app, 'p');
    press(&mut app, KeyCode::Enter);
    assert_eq!(section(&app).rounds_paired(), 1);
    look(&app, "round 1 paired");
    key(&mut app, 'c');
    look(&app, "hand edit refused");

    // F4: a team forfeit asked, a wrong code, then recorded; then every board.
    press(&mut app, KeyCode::F(4));
    look(&app, "F4 round 1");
    press(&mut app, KeyCode::Home);
    key(&mut app, 'f');
    look(&app, "forfeit prompt");
    type_text(&mut app, "XYZ");
    press(&mut app, KeyCode::Enter);
    look(&app, "forfeit: not a team of the match");
    let m = ops::round_matches(&app.tournament, "T12", 1)[0].clone();
    let black = section(&app)
        .team(m.black.expect("a match"))
        .expect("team")
        .code
        .clone();
    key(&mut app, 'f');
    type_text(&mut app, &black);
    press(&mut app, KeyCode::Enter);
    look(&app, "team forfeit recorded");
    draw_every_board(&mut app);
    look(&app, "round 1 complete");

    // Round 2 paired: a forfeit in round 1 asks first; Esc.
    pair(&mut app);
    press(&mut app, KeyCode::F(4));
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::End);
    key(&mut app, 'f');
    let m = ops::round_matches(&app.tournament, "T12", 1)
        .last()
        .cloned()
        .expect("match");
    let white = section(&app).team(m.white).expect("team").code.clone();
    type_text(&mut app, &white);
    press(&mut app, KeyCode::Enter);
    assert!(app.layers.confirm.is_some());
    look(&app, "earlier forfeit question");
    press(&mut app, KeyCode::Esc);
    look(&app, "earlier forfeit kept");
    press(&mut app, KeyCode::Right);
    draw_every_board(&mut app);

    // F2: a line-up handed in for round 3 names a reserve, who is then withdrawn.
    let second = catur::tui::act_team::teams_in_order(section(&app))[1];
    let mut members = section(&app).team_members(second);
    members.sort_by_key(|p| (p.reserve, p.board));
    let (reserve, reserve_tpn) = (members[4].id, members[4].tpn);
    let regulars: Vec<String> = members[..4].iter().map(|p| p.tpn.to_string()).collect();
    let line = format!(
        "{} {} {} {reserve_tpn}",
        members[0].tpn, members[1].tpn, members[2].tpn
    );
    press(&mut app, KeyCode::F(3));
    key(&mut app, 'l');
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    clear_prompt(&mut app);
    type_text(&mut app, &line);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::F(2));
    let rows = catur::tui::screens::players::visible(&app, section(&app));
    let at = rows.iter().position(|p| p.id == reserve).expect("listed");
    press(&mut app, KeyCode::Home);
    for _ in 0..at {
        press(&mut app, KeyCode::Down);
    }
    key(&mut app, 'w');
    look(&app, "reserve withdrawn, named in a line-up");
    key(&mut app, 'w');
    look(&app, "reserve back");
    key(&mut app, 'w');
    // Pairing refuses the line-up naming him, in words.
    pair(&mut app);
    look(&app, "pairing refused: a withdrawn player in a line-up");
    press(&mut app, KeyCode::F(3));
    key(&mut app, 'l');
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    look(&app, "line-up prompt again");
    clear_prompt(&mut app);
    type_text(&mut app, &line);
    press(&mut app, KeyCode::Enter);
    look(&app, "line-up refused: withdrawn");
    // The four regular players handed in instead.
    press(&mut app, KeyCode::Enter);
    clear_prompt(&mut app);
    type_text(&mut app, &regulars.join(" "));
    press(&mut app, KeyCode::Enter);
    look(&app, "line-up handed in again");
    press(&mut app, KeyCode::Esc);

    // Rounds 3 to 9, then every view.
    for r in 3..=9 {
        pair(&mut app);
        assert_eq!(section(&app).rounds_paired(), r, "{:?}", app.message);
        draw_every_board(&mut app);
    }
    look(&app, "last round complete");
    press(&mut app, KeyCode::F(3));
    look(&app, "F3 round 9");
    key(&mut app, 'e');
    press(&mut app, KeyCode::Esc);
    key(&mut app, 'l');
    look(&app, "line-ups too late");
    key(&mut app, 'p');
    look(&app, "nothing left to pair");
    press(&mut app, KeyCode::F(6));
    look(&app, "F6 standings");
    key(&mut app, 'v');
    look(&app, "F6 board prizes");
    key(&mut app, 'v');
    look(&app, "F6 schools");
    press(&mut app, KeyCode::F(7));
    look(&app, "F7 reports");
    press(&mut app, KeyCode::F(1));
    look(&app, "F1 help");

    assert!(
        all.is_empty(),
        "{} problems:\n{}",
        all.len(),
        all.join("\n\n")
    );
}
