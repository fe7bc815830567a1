//! Messages worded once: the desk says, in English, exactly what the command line says
//! for the same thing (issue 36). Each test fails when either side words it on its own.

use crate::common;
use catur::model::{Language, Tournament};
use catur::pairing::dutch::pair_round;
use catur::tui::command::ResultKey;
use catur::tui::{App, Command, ScreenId};
use common::tui::{message, press, type_text};
use crossterm::event::KeyCode;

/// The round explanation (`e` on F3) is the text `catur pair --trf --explain` prints
/// after the pairs.
#[test]
fn the_desk_explains_a_round_in_the_words_of_pair_explain() {
    let trf = common::corpus_dir("pairing").join("n015_r7_clean__k04.trf");
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = catur::cli::pair::run_pair_explained(&trf, None, true, &mut out, &mut err);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    let out = String::from_utf8(out).expect("text");
    let (_, cli) = out
        .split_once("\n\n")
        .expect("the pairs, a blank line, the explanation");

    let mut section = catur::cli::pair::load_section(&trf).expect("a TRF section");
    let next = section.rounds_paired() + 1;
    let round = pair_round(&section, next).expect("paired as the command line pairs it");
    section.rounds.push(round);
    let mut t = Tournament::new("Kejohanan Catur Sekolah");
    t.sections.push(section);
    let mut app = App::new(t, None);
    app.lang = Language::English;
    app.update(Command::GoTo(ScreenId::Pairings));
    app.round = next;
    app.update(Command::Explain);
    let desk = app
        .layers
        .explanation
        .as_ref()
        .map(|(lines, _)| lines.join("\n") + "\n")
        .unwrap_or_default();
    assert!(cli.starts_with("Round 5 of 7"), "{cli}");
    assert_eq!(desk, cli);
}

/// A requested bye and its cancellation: the desk's message (the prompt on F2) is the
/// line `catur bye` prints for the same player and round.
#[test]
fn the_desk_words_a_requested_bye_as_catur_bye_does() {
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("bye.catur");
    let path = common::cli::s(&file);
    assert_eq!(common::cli::code(&common::cli::catur(&["demo", path])), 0);
    let mut app = App::new(catur::store::load(&file).expect("the demo"), None);
    app.lang = Language::English;
    app.update(Command::GoTo(ScreenId::Players));
    app.update(Command::RequestBye);
    press(&mut app, KeyCode::Enter); // the prompt offers "1 h"
    let requested = message(&app);
    let s = &app.tournament.sections[app.section];
    let p = s
        .players
        .iter()
        .find(|p| !p.bye_requests.is_empty())
        .expect("a bye requested on the desk");
    let (code, tpn) = (s.code.clone(), p.tpn.to_string());
    let bye = |more: &[&str]| {
        let mut args = vec![
            "bye",
            path,
            "--section",
            &code,
            "--player",
            &tpn,
            "--round",
            "1",
        ];
        args.extend(more);
        common::cli::stdout(&common::cli::catur(&args))
    };
    assert_eq!(bye(&["--kind", "half"]), format!("{requested}\n"));

    app.update(Command::RequestBye);
    for _ in 0..10 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, "1 x");
    press(&mut app, KeyCode::Enter);
    let cancelled = message(&app);
    assert!(cancelled.contains("cancelled"), "{cancelled}");
    assert_eq!(bye(&["--cancel"]), format!("{cancelled}\n"));
}

/// A player list imported on F2: the desk's message holds, word for word, what
/// `catur players import` prints of it: the initial order, the reserves, and the
/// warning for a girl in a boys' section.
#[test]
fn the_desk_says_an_import_in_the_words_of_players_import() {
    let dir = tempfile::tempdir().expect("a folder");
    let csv = dir.path().join("l12.csv");
    std::fs::write(
        &csv,
        "Bil,Nama,Sekolah,Jantina,Simpanan\n\
         1,Tan Wei Ming,SK Seri Indah,L,\n\
         2,Nur Aisyah binti Hassan,SK Seri Indah,P,\n\
         3,Muhammad Hafiz bin Rahman,SK Seri Indah,L,ya\n",
    )
    .expect("a list");
    let file = dir.path().join("import.catur");
    let (f, list) = (common::cli::s(&file), common::cli::s(&csv));
    for args in [
        vec!["new", f, "--name", "Kejohanan Catur"],
        vec![
            "section",
            "add",
            f,
            "--code",
            "L12",
            "--name",
            "Lelaki Bawah 12",
            "--rounds",
            "5",
        ],
    ] {
        assert_eq!(common::cli::code(&common::cli::catur(&args)), 0, "{args:?}");
    }
    let mut app = App::new(catur::store::load(&file).expect("the file"), None);
    app.lang = Language::English;
    let o = common::cli::succeeds(&["players", "import", f, "--section", "L12", "--csv", list]);
    assert_eq!(common::cli::code(&o), 0);

    press(&mut app, KeyCode::F(2));
    press(&mut app, KeyCode::Char('i'));
    type_text(&mut app, list);
    press(&mut app, KeyCode::Enter);
    let desk = message(&app);
    let out = common::cli::stdout(&o);
    let facts: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("L12: "))
        .collect();
    assert_eq!(facts.len(), 2, "the order and the reserve: {out}");
    let err = common::cli::stderr(&o);
    let warning = err
        .lines()
        .find_map(|l| l.split_once("row 2 (line 3): ").map(|(_, said)| said))
        .expect("the warning");
    for said in facts.into_iter().chain([warning]) {
        assert!(desk.contains(said), "{said}\n{desk}");
    }
    assert!(desk.contains("row 2 (line 3)"), "{desk}");
}

/// The demo championship in a file, and the desk on it in English.
fn demo_desk(dir: &std::path::Path) -> (std::path::PathBuf, App) {
    let file = dir.join("demo.catur");
    let o = common::cli::catur(&["demo", common::cli::s(&file)]);
    assert_eq!(common::cli::code(&o), 0);
    let mut app = App::new(catur::store::load(&file).expect("the demo"), None);
    app.lang = Language::English;
    (file, app)
}

/// The prize rule switched on the prize list (`o`) is said as `catur prizes
/// per-player` says it.
#[test]
fn the_desk_says_the_prize_rule_as_prizes_per_player_does() {
    let dir = tempfile::tempdir().expect("a folder");
    let (file, mut app) = demo_desk(dir.path());
    let code = app.tournament.sections[app.section].code.clone();
    app.update(Command::GoTo(ScreenId::Standings));
    type_text(&mut app, "vo");
    let o = common::cli::catur(&[
        "prizes",
        "per-player",
        common::cli::s(&file),
        "--section",
        &code,
        "several",
    ]);
    assert_eq!(common::cli::stdout(&o), format!("{}\n", message(&app)));
}

/// Undo with nothing left to take back in the section is refused in the words of
/// `catur undo --section`.
#[test]
fn the_desk_refuses_an_empty_undo_as_catur_undo_does() {
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("empty.catur");
    let mut t = Tournament::new("Kejohanan Catur");
    t.sections
        .push(catur::model::Section::new("L12", "Lelaki Bawah 12", 5));
    catur::host::create(&file, &t).expect("written");
    let mut app = App::new(t, None);
    app.lang = Language::English;
    let code = "L12";
    app.update(Command::GoTo(ScreenId::Players));
    app.update(Command::Undo);
    let desk = message(&app);
    assert!(desk.contains(code), "{desk}");
    let o = common::cli::catur(&["undo", common::cli::s(&file), "--section", code]);
    let err = common::cli::stderr(&o);
    assert!(err.lines().any(|l| l.ends_with(&desk)), "{err} / {desk}");
}

/// A result saved while the kept results site's folder is missing: the desk's status
/// line is the warning `catur result` gives on standard error.
#[test]
fn the_desk_warns_of_an_unwritten_site_as_catur_result_does() {
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("kuantan.catur");
    let mut t = catur::cli::build_demo().expect("the demo");
    catur::cli::play_rounds(&mut t, 1, 7).expect("a round played");
    catur::ops::pair_next_round(&mut t, "L12").expect("round 2 paired");
    let mut c = t.championship.clone();
    c.site_folder = Some(dir.path().join("usb").display().to_string());
    catur::ops::edit_championship(&mut t, c).expect("the folder set");
    catur::store::save(&file, &t).expect("saved");
    let mut app = App::new(t, Some(file.clone()));
    app.lang = Language::English;
    app.update(Command::GoTo(ScreenId::Results));
    app.update(Command::SetResult(ResultKey::WhiteWins));
    let desk = message(&app);
    assert!(desk.contains("was not written"), "{desk}");
    let f = common::cli::s(&file);
    let args = [
        "result",
        f,
        "--section",
        "L12",
        "--round",
        "2",
        "--board",
        "2",
        "1-0",
    ];
    let o = common::cli::catur(&args);
    assert_eq!(common::cli::stderr(&o), format!("{desk}\n"));
}

/// A player withdrawn with `w` on F2 and brought back: each message is the line `catur
/// players withdraw|return` prints for the same player and round; the Malay desk says
/// it in Malay.
#[test]
fn the_desk_words_a_withdrawal_and_return_as_catur_players_does() {
    let dir = tempfile::tempdir().expect("a folder");
    let (file, mut app) = demo_desk(dir.path());
    app.update(Command::GoTo(ScreenId::Players));
    let s = &app.tournament.sections[app.section];
    assert!(s.team_match.is_none());
    let rows = catur::tui::screens::players::visible(&app, s);
    let p = rows
        .get(app.cursor())
        .copied()
        .expect("a player under the cursor");
    let (code, name, id) = (s.code.clone(), p.name.clone(), p.id);
    let next = s.rounds_paired() + 1;
    let cli = |verb: &str| {
        let who = format!("#{}", id.0);
        let args = [
            "players",
            verb,
            common::cli::s(&file),
            "--section",
            &code,
            &who,
        ];
        let o = common::cli::succeeds(&args);
        common::cli::stdout(&o)
    };

    app.update(Command::ToggleWithdraw);
    let out = message(&app);
    assert!(out.contains(&name), "{out}");
    assert_eq!(cli("withdraw"), format!("{out}\n"));
    app.update(Command::ToggleWithdraw);
    let back = message(&app);
    assert!(back.contains(&name), "{back}");
    assert_eq!(cli("return"), format!("{back}\n"));

    app.lang = Language::Malay;
    // The Malay history (undo's question, the list of changes) names each change in
    // the words of the message after it.
    let history = |app: &App| {
        let last = app.tournament.journal.entries.len() - 1;
        catur::ops::said(&app.tournament, last, Language::Malay)
    };
    app.update(Command::ToggleWithdraw);
    assert_eq!(
        message(&app),
        format!("{code}: {name} tarik diri mulai pusingan {next}")
    );
    assert_eq!(history(&app), message(&app));
    app.update(Command::ToggleWithdraw);
    assert_eq!(
        message(&app),
        format!("{code}: {name} kembali mulai pusingan {next}")
    );
    assert_eq!(history(&app), message(&app));
}

/// The roll call on F3 (`a`, numbers, Enter) is said as `catur players absent` says it
/// for the same players; the Malay desk says it in Malay.
#[test]
fn the_desk_words_the_roll_call_as_catur_players_absent_does() {
    let dir = tempfile::tempdir().expect("a folder");
    let (file, mut app) = demo_desk(dir.path());
    let before = app.tournament.clone();
    let code = app.tournament.sections[app.section].code.clone();
    let names: Vec<String> = [3, 7]
        .iter()
        .map(|tpn| {
            app.tournament.sections[app.section]
                .player_by_tpn(*tpn)
                .map(|p| p.name.clone())
                .expect("a player")
        })
        .collect();
    let roll_call = |app: &mut App| {
        app.update(Command::GoTo(ScreenId::Pairings));
        type_text(app, "a");
        type_text(app, "7 3");
        press(app, KeyCode::Enter);
        message(app)
    };
    let desk = roll_call(&mut app);
    assert!(desk.contains(&names[0]), "{desk}");
    let args = [
        "players",
        "absent",
        common::cli::s(&file),
        "--section",
        &code,
        "--round",
        "1",
        "3",
        "7",
    ];
    let o = common::cli::succeeds(&args);
    assert_eq!(common::cli::stdout(&o), format!("{desk}\n"));

    let mut app = App::new(before, None);
    app.lang = Language::Malay;
    assert_eq!(
        roll_call(&mut app),
        format!(
            "{code}: tidak hadir dalam pusingan 1 (bai kosong): {}",
            names.join(", ")
        )
    );
}

/// Undo asked at the desk while another desk undoes that very change, the section's
/// last: confirmed, the refusal still names the section, as `catur undo --section`
/// does (it said "nothing to undo in " with no name).
#[test]
fn an_undo_taken_elsewhere_meanwhile_is_refused_naming_the_section() {
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("dua.catur");
    let mut t = Tournament::new("Kejohanan Catur");
    t.sections
        .push(catur::model::Section::new("L12", "Lelaki Bawah 12", 5));
    catur::ops::add_team(&mut t, "L12", "SK Seri Indah", Some("SKSI")).expect("a team");
    catur::store::save(&file, &t).expect("saved");
    let mut app = App::new(t, Some(file.clone()));
    app.lang = Language::English;
    app.update(Command::GoTo(ScreenId::Players));
    app.update(Command::Undo);
    let f = common::cli::s(&file);
    common::cli::succeeds(&["undo", f, "--section", "L12"]);
    press(&mut app, KeyCode::Enter);
    let desk = message(&app);
    assert!(desk.ends_with("nothing to undo in L12"), "{desk}");
}
