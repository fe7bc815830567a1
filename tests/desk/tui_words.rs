//! Messages never cut, every confirmation a dialog, the desk's words in the screen
//! language, championships as files and the language remembered (issue 14, items 1-4).
//! Dialogs are drawn at 80x24 and 80x25, the school PC consoles, in both languages.

use catur::cli::build_demo;
use catur::model::{Language, Tournament};
use catur::ops;
use catur::tui::command::ResultKey;
use catur::tui::strings::T;
use catur::tui::strings::words::{ALL_T, W, refusal};
use catur::tui::{App, Command, ScreenId};

use crate::common;

use common::tui::draw;

const SIZES: [(u16, u16); 2] = [(80, 24), (80, 25)];
const LANGUAGES: [(Language, &str); 2] = [(Language::Malay, "ms"), (Language::English, "en")];

/// The demo championship with round 1 of its first section paired and published.
fn demo_app(lang: Language) -> App {
    let mut t = build_demo().expect("demo builds");
    let code = t.sections[0].code.clone();
    ops::pair_next_round(&mut t, &code).expect("round 1 pairs");
    let mut app = App::new(t, None);
    app.clock = "2026-03-14 10:00".into();
    app.lang = lang;
    app
}

/// Draws the app at every size; `make` builds the state in the given language.
fn snap_dialog(name: &str, make: impl Fn(Language) -> App) {
    for (lang, tag) in LANGUAGES {
        let app = make(lang);
        for (w, h) in SIZES {
            let screen = draw(&app, w, h);
            insta::assert_snapshot!(format!("{name}_{tag}_{w}x{h}"), screen);
        }
    }
}

/// The screen's text without the frame's padding, one string.
fn text_of(screen: &str) -> String {
    screen
        .lines()
        .map(|l| l.trim_matches('"').trim_end())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether a text (a message, a question) is on screen whole, wrapped or not.
fn shown_whole(screen: &str, text: &str) -> bool {
    // Inside a box, only what is between its borders.
    let flat: String = text_of(screen)
        .lines()
        .map(|l| match (l.find('│'), l.rfind('│')) {
            (Some(a), Some(b)) if b > a => &l[a + '│'.len_utf8()..b],
            _ => l,
        })
        .collect::<Vec<_>>()
        .join(" ");
    let flat = flat.split_whitespace().collect::<Vec<_>>().join(" ");
    let want = text.split_whitespace().collect::<Vec<_>>().join(" ");
    flat.contains(&want)
}

#[test]
fn a_long_refusal_is_shown_whole_on_more_rows() {
    snap_dialog("long_refusal", |lang| {
        let mut app = demo_app(lang);
        app.update(Command::GoTo(ScreenId::Results));
        app.update(Command::Accept);
        for c in "2-2".chars() {
            app.update(Command::Type(c));
        }
        app.update(Command::Accept);
        app
    });
    for (lang, _) in LANGUAGES {
        let mut app = demo_app(lang);
        app.update(Command::GoTo(ScreenId::Results));
        app.update(Command::Accept);
        app.update(Command::Type('x'));
        app.update(Command::Accept);
        let text = app.message.clone().map(|m| m.0).unwrap_or_default();
        assert!(text.chars().count() > 80, "{text}");
        assert!(shown_whole(&draw(&app, 80, 24), &text), "{text}");
    }
}

#[test]
fn every_confirmation_is_a_centred_dialog_with_its_whole_text() {
    snap_dialog("dialog_delete", |lang| {
        let mut app = demo_app(lang);
        app.update(Command::GoTo(ScreenId::Pairings));
        app.update(Command::DeleteLastRound);
        app
    });
    snap_dialog("dialog_undo", |lang| {
        let mut app = demo_app(lang);
        app.update(Command::GoTo(ScreenId::Results));
        app.update(Command::SetResult(ResultKey::WhiteWins));
        app.update(Command::Undo);
        app
    });
    snap_dialog("dialog_create_missing", |lang| {
        let mut app = App::new(Tournament::new("Kejohanan Catur"), None);
        app.lang = lang;
        app.update(Command::OpenFile);
        for c in "/tiada/folder/kejohanan-mssd-temerloh-2026.catur".chars() {
            app.update(Command::Type(c));
        }
        app.update(Command::Accept);
        app
    });
    for (lang, _) in LANGUAGES {
        let mut app = demo_app(lang);
        app.update(Command::GoTo(ScreenId::Pairings));
        app.update(Command::DeleteLastRound);
        let q = app.layers.confirm.clone().expect("asks").question;
        for (w, h) in SIZES {
            assert!(shown_whole(&draw(&app, w, h), &q), "{q}");
        }
    }
}

/// Nine players, six of one school: same-team avoidance in rounds 1-2 leaves no pairing.
const LIST: &str = "\
Nama,Pasukan,Papan,Jantina,Rating
Ahmad bin Ismail,SMK Taman Melawati,1,L,1500
Tan Wei Ming,SMK Taman Melawati,2,L,1420
Muhammad Hafiz,SMK Taman Melawati,3,L,1300
Arjun a/l Kumar,SMK Taman Melawati,4,L,1550
Mohd Firdaus,SMK Taman Melawati,,L,1400
Chong Wei Jie,SMK Taman Melawati,,L,1310
Aiman Hakimi,SK Sungai Lembing,1,L,1380
Lee Zhi Hao,SK Sungai Lembing,2,L,1350
Ravi a/l Muthu,SMK Seri Ampang,1,L,1200
";

fn blocked(lang: Language) -> App {
    let t = common::school_section("Kejohanan Catur MSSD Gombak 2026", LIST, 2, 0);
    let mut app = App::new(t, None);
    app.lang = lang;
    app.update(Command::GoTo(ScreenId::Pairings));
    app.update(Command::PairNext);
    app
}

#[test]
fn a_rule_that_blocks_pairing_is_named_and_relaxed_for_this_round_only() {
    snap_dialog("dialog_relax", blocked);
    for (lang, _) in LANGUAGES {
        let mut app = blocked(lang);
        let q = app
            .layers
            .confirm
            .clone()
            .expect("the dialog asks")
            .question;
        assert!(app.preview.is_none());
        for (w, h) in SIZES {
            assert!(shown_whole(&draw(&app, w, h), &q), "{q}");
        }
        app.update(Command::Accept);
        assert!(app.preview.is_some(), "{:?}", app.message);
        app.update(Command::Accept);
        let s = app.section().expect("section");
        assert_eq!(s.rounds_paired(), 1, "{:?}", app.message);
        assert_eq!(
            s.settings.local_rules.same_team_rounds, 2,
            "the section's rule is kept for the next rounds"
        );
    }
    // Esc: nothing paired.
    let mut app = blocked(Language::English);
    app.update(Command::Cancel);
    assert!(app.preview.is_none() && app.layers.confirm.is_none());
    assert_eq!(app.section().unwrap().rounds_paired(), 0);
}

#[test]
fn the_last_fifty_messages_can_be_read_again() {
    snap_dialog("messages", |lang| {
        let mut app = demo_app(lang);
        app.update(Command::GoTo(ScreenId::Results));
        for _ in 0..3 {
            app.update(Command::SetResult(ResultKey::Draw));
        }
        app.update(Command::Home);
        app.update(Command::SetResult(ResultKey::WhiteWins));
        app.update(Command::Messages);
        app
    });
    let mut app = demo_app(Language::English);
    app.update(Command::GoTo(ScreenId::Results));
    app.update(Command::Home);
    app.update(Command::SetResult(ResultKey::WhiteWins));
    app.update(Command::Home);
    app.update(Command::SetResult(ResultKey::WhiteWins));
    let refused = app.message.clone().expect("refused").0;
    app.update(Command::Messages);
    assert!(app.layers.history.is_some());
    // The history names the section and round before the message (issue 29 item 4).
    assert_eq!(
        app.extras.history.last().map(|m| m.0.clone()),
        Some(format!("L12 round 1: {refused}"))
    );
    let screen = draw(&app, 80, 25);
    assert!(shown_whole(&screen, &refused), "{screen}");
    app.update(Command::Cancel);
    assert!(app.layers.history.is_none(), "Esc closes the history");
    assert_eq!(
        app.keymap.lookup(
            ScreenId::Results,
            catur::tui::keymap::Key::parse("F12").unwrap()
        ),
        Some(Command::Messages)
    );
}

/// Each fixed text of one language that would stand out on the other's screen: long
/// enough not to be a common word, and not the same in both languages.
fn foreign_phrases(lang: Language) -> Vec<(String, String)> {
    let other = catur::tui::strings::other(lang);
    let mut v = Vec::new();
    let mut add = |name: String, mine: &str, theirs: &str| {
        if mine == theirs {
            return;
        }
        for piece in theirs.split("{}") {
            let piece = piece.trim_matches(|c: char| !c.is_alphanumeric());
            // Short pieces ("Bd", "No") can occur in names; the long ones cannot.
            if piece.chars().count() >= 12 && !mine.contains(piece) {
                v.push((name.clone(), piece.to_string()));
            }
        }
    };
    for t in ALL_T {
        add(format!("{t:?}"), t.get(lang), t.get(other));
    }
    for w in W::ALL {
        add(format!("{w:?}"), w.get(lang), w.get(other));
    }
    v
}

/// Every screen of the demo championship, each dialog, and the refusals of the
/// operations, in `lang`.
fn everything_shown(lang: Language) -> Vec<String> {
    let mut shown = Vec::new();
    let mut app = demo_app(lang);
    for s in [
        ScreenId::Start,
        ScreenId::Players,
        ScreenId::Pairings,
        ScreenId::Results,
        ScreenId::Standings,
        ScreenId::Teams,
        ScreenId::Reports,
        ScreenId::Settings,
        ScreenId::Help,
    ] {
        app.update(Command::GoTo(s));
        shown.push(draw(&app, 80, 25));
        app.update(Command::PageDown);
        shown.push(draw(&app, 132, 43));
    }
    // Refusals on the desk: a result over a result, pairing with results missing, a
    // board that is not there, undo with nothing to undo.
    app.update(Command::GoTo(ScreenId::Results));
    app.update(Command::Home);
    app.update(Command::SetResult(ResultKey::WhiteWins));
    app.update(Command::Home);
    app.update(Command::SetResult(ResultKey::BlackWins));
    shown.push(draw(&app, 80, 25));
    app.update(Command::GoTo(ScreenId::Pairings));
    app.update(Command::PairNext);
    shown.push(draw(&app, 80, 25));
    app.update(Command::DeleteLastRound);
    shown.push(draw(&app, 80, 25));
    app.update(Command::Cancel);
    shown.push(blocked_drawn(lang));
    // Every refusal of the operations, as the desk words it.
    for e in all_refusals() {
        shown.push(refusal(&e, lang));
    }
    shown
}

fn blocked_drawn(lang: Language) -> String {
    draw(&blocked(lang), 80, 25)
}

fn all_refusals() -> Vec<ops::OpError> {
    use ops::OpError as E;
    vec![
        E::NoSection {
            code: "L13".into(),
            known: vec!["L12".into()],
        },
        E::NoSection {
            code: "L13".into(),
            known: vec![],
        },
        E::SectionExists("L12".into()),
        E::BadSectionCode("L 12".into()),
        E::NoPlayer {
            section: "L12".into(),
            id: 40,
        },
        E::NoTeam {
            section: "L12".into(),
            id: 9,
        },
        E::OutOfRange {
            what: ops::Quantity::Rating,
            value: 5000,
            min: 0,
            max: 3500,
        },
        E::RemoveAfterPairing {
            name: "Tan Wei Ming".into(),
            pronoun: "him",
        },
        E::NoRound {
            section: "L12".into(),
            round: 3,
            paired: 2,
        },
        E::NoBoard {
            round: 1,
            board: 30,
            boards: 10,
        },
        E::ResultExists {
            round: 1,
            board: 2,
            result: "1-0".into(),
        },
        E::NoResult { round: 1, board: 2 },
        E::TpnsFrozen {
            section: "L12".into(),
        },
        E::RoundHasResults {
            section: "L12".into(),
            round: 4,
            results: 3,
        },
        E::NothingToUndo,
        E::NothingToRedo,
        E::UndoBlocked {
            what: "L12: round 2 paired".into(),
            later: "L12: round 2 board 1: 1-0".into(),
            entries: (3, 4),
        },
    ]
}

#[test]
fn no_english_on_the_malay_desk_and_no_malay_on_the_english_one() {
    for lang in [Language::Malay, Language::English] {
        let phrases = foreign_phrases(lang);
        assert!(phrases.len() > 100, "{}", phrases.len());
        for (k, screen) in everything_shown(lang).iter().enumerate() {
            let flat = text_of(screen)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            for (name, p) in &phrases {
                assert!(
                    !flat.contains(p.as_str()),
                    "{lang:?} screen {k} shows {name}'s other-language text '{p}':\n{screen}"
                );
            }
        }
    }
}

#[test]
fn f9_new_creates_a_new_file_and_leaves_the_open_one_alone() {
    let dir = tempfile::tempdir().expect("temp dir");
    let first = dir.path().join("pertama.catur");
    catur::store::save(&first, &build_demo().expect("demo")).expect("saved");
    let mut app = App::new(
        catur::store::load(&first).expect("loads"),
        Some(first.clone()),
    );
    app.extras.new_dir = Some(dir.path().join("data"));
    app.update(Command::GoTo(ScreenId::Start));
    app.update(Command::NewChampionship);
    for c in "Kejohanan Catur MSSD Temerloh 2026".chars() {
        app.update(Command::Type(c));
    }
    app.update(Command::Accept);
    // The path offered: in the data directory, named after the championship.
    let offered = dir
        .path()
        .join("data")
        .join("kejohanan-catur-mssd-temerloh-2026.catur");
    assert_eq!(
        app.layers
            .prompt
            .as_ref()
            .map(|p| p.input.value().to_string()),
        Some(offered.display().to_string())
    );
    app.update(Command::Accept);
    assert_eq!(app.path.as_ref(), Some(&offered), "{:?}", app.message);
    assert!(offered.exists());
    assert_eq!(
        app.tournament.championship.name,
        "Kejohanan Catur MSSD Temerloh 2026"
    );
    assert!(app.tournament.sections.is_empty());
    assert!(app.layers.form.is_some(), "the first section's form opens");
    let old = catur::store::load(&first).expect("the first file still loads");
    assert_eq!(
        old.championship.name,
        build_demo().expect("demo").championship.name,
        "not renamed"
    );
    assert!(!old.sections.is_empty());

    // A second new championship of the same name gets a free file name.
    app.update(Command::Cancel);
    app.update(Command::GoTo(ScreenId::Start));
    app.update(Command::NewChampionship);
    for c in "Kejohanan Catur MSSD Temerloh 2026".chars() {
        app.update(Command::Type(c));
    }
    app.update(Command::Accept);
    let second = app
        .layers
        .prompt
        .as_ref()
        .map(|p| p.input.value().to_string());
    assert_eq!(
        second,
        Some(
            dir.path()
                .join("data")
                .join("kejohanan-catur-mssd-temerloh-2026-2.catur")
                .display()
                .to_string()
        )
    );
}

#[test]
fn opening_a_missing_file_offers_to_create_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("mssd_gombak.catur");
    let mut app = App::new(Tournament::new("Kejohanan Catur"), None);
    app.update(Command::OpenFile);
    for c in path.display().to_string().chars() {
        app.update(Command::Type(c));
    }
    app.update(Command::Accept);
    assert!(app.layers.confirm.is_some(), "{:?}", app.message);
    assert!(!path.exists(), "nothing made before Enter");
    app.update(Command::Accept);
    assert!(path.exists());
    assert_eq!(app.path.as_ref(), Some(&path));
    assert_eq!(app.tournament.championship.name, "mssd gombak");
}

#[test]
fn the_screen_language_is_kept_after_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let prefs = dir.path().join("config").join("prefs.txt");
    let mut app = App::new(build_demo().expect("demo"), None);
    assert_eq!(app.use_prefs(prefs.clone()), None, "no file yet: defaults");
    assert_eq!(app.lang, Language::English);
    app.update(Command::GoTo(ScreenId::Settings));
    app.update(Command::ToggleLanguage);
    assert_eq!(app.lang, Language::Malay);
    // Quit and start again: Malay.
    let mut again = App::new(build_demo().expect("demo"), None);
    assert_eq!(again.use_prefs(prefs.clone()), None);
    assert_eq!(again.lang, Language::Malay);

    // A damaged file is named and ignored; the desk starts in its default language.
    std::fs::write(&prefs, "language = klingon\n").expect("written");
    let mut third = App::new(build_demo().expect("demo"), None);
    let warning = third.use_prefs(prefs).expect("a warning");
    assert!(warning.contains("line 1"), "{warning}");
    assert_eq!(third.lang, Language::English);
}

#[test]
fn status_lines_are_in_the_screen_language() {
    let mut app = demo_app(Language::Malay);
    app.update(Command::GoTo(ScreenId::Results));
    app.update(Command::Home);
    app.update(Command::SetResult(ResultKey::WhiteWins));
    let text = app.message.clone().map(|m| m.0).unwrap_or_default();
    // The line names the section, board and both players (issue 29 item 1).
    assert!(text.starts_with("L12 pusingan 1 papan 1: "), "{text}");
    assert!(text.ends_with(" 1-0"), "{text}");
    app.update(Command::Home);
    app.update(Command::SetResult(ResultKey::WhiteWins));
    let text = app.message.clone().map(|m| m.0).unwrap_or_default();
    assert!(
        text.starts_with("papan 1 pusingan 1 sudah ada keputusan"),
        "{text}"
    );
    assert_eq!(T::Cancelled.get(Language::Malay), "dibatalkan");
}
