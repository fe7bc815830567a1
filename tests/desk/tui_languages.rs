//! No English on the Malay desk and no Malay on the English one (issue 14): every
//! screen and view, every dialog and prompt, and every refusal of the operations and
//! the pairing, drawn at 80x24 and 80x25, are read word by word against every entry of
//! the strings tables. A word that only one language's entries use must not show on
//! the other language's screen, so a new English-only text fails here without this
//! test naming it.

use crate::common;

use common::tui::draw;

use catur::cli::build_demo;
use catur::cli::pair::load_section;
use catur::model::{
    ByeKind, Colour, Date, GameResult, Language, Outcome, PlayerId, Points, Section, Tournament,
};
use catur::ops::{
    self, Blocker, ConstraintFacts, ForbiddenFact, OpError, PairError, Remedy, TeamShare,
};
use catur::pairing::check::explain::{ExplainError, explain};
use catur::pairing::check::violations::{Breach, NotToPair, Place};
use catur::pairing::check::{Rule, Violation};
use catur::pairing::dutch::PairingError;
use catur::pairing::round_robin::RoundRobinError;
use catur::pairing::team_swiss::TeamPairingError;
use catur::tui::command::ResultKey;
use catur::tui::strings::byes::B;
use catur::tui::strings::keys::K;
use catur::tui::strings::team::TM;
use catur::tui::strings::team_explain;
use catur::tui::strings::words::{ALL_T, W, pair_refusal, refusal};
use catur::tui::strings::{T, screen_name};
use catur::tui::{App, Command, ScreenId};
use std::collections::BTreeSet;

const LANGUAGES: [Language; 2] = [Language::Malay, Language::English];
const SCREENS: [ScreenId; 9] = [
    ScreenId::Start,
    ScreenId::Players,
    ScreenId::Pairings,
    ScreenId::Results,
    ScreenId::Standings,
    ScreenId::Teams,
    ScreenId::Reports,
    ScreenId::Settings,
    ScreenId::Help,
];

/// The lower-case words of a text: letters only, at least 5 long (shorter words are
/// too often a name, a code or a word both languages share).
fn words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 5)
        .map(str::to_lowercase)
        .collect()
}

/// Every entry of every strings table in one language.
pub(crate) fn table(lang: Language) -> Vec<String> {
    let mut v: Vec<String> = Vec::new();
    v.extend(ALL_T.iter().map(|t| t.get(lang).to_string()));
    v.extend(W::ALL.iter().map(|w| w.get(lang).to_string()));
    v.extend(K::ALL.iter().map(|k| k.get(lang).to_string()));
    v.extend(B::ALL.iter().map(|b| b.get(lang).to_string()));
    v.extend(TM::ALL.iter().map(|b| b.get(lang).to_string()));
    v.extend(SCREENS.iter().map(|s| screen_name(*s, lang).to_string()));
    v.extend(catur::tui::strings::settings::all_words(lang));
    v.extend(team_explanations(lang).into_iter().map(|(_, text)| text));
    // The refusals are worded beside their types (`say`), no longer in the tables
    // above; their words still tell the languages apart.
    v.extend(refusals(lang).into_iter().map(|(_, text)| text));
    // A player's state (F2, the players not paired, the unpaired of a round) is worded
    // in the operations, for the command line's list too.
    v.extend([
        ops::reserve_word(lang).to_string(),
        ops::withdrawn_word(lang).to_string(),
        ops::enters_in_round(3, lang),
    ]);
    use catur::model::ByeKind;
    v.extend([ByeKind::Half, ByeKind::Full, ByeKind::Zero].map(|k| k.name(lang).to_string()));
    v
}

/// Every fact of the team pairing's explanation, as the desk words it in `lang`.
fn team_explanations(lang: Language) -> Vec<(String, String)> {
    team_explain::every_step()
        .iter()
        .map(|s| (format!("{s:?}"), s.say(lang)))
        .collect()
}

/// The words of the championship itself (names, schools, venue): they are the same in
/// both languages.
fn data_words(t: &Tournament) -> BTreeSet<String> {
    let c = &t.championship;
    let mut text = format!("{} {} {:?}", c.name, c.venue, c.deputy_arbiters);
    text.push_str(&format!(" {}", c.chief_arbiter));
    for s in &t.sections {
        text.push_str(&format!(" {} {}", s.code, s.settings.name));
        for p in &s.players {
            text.push_str(&format!(" {} {}", p.name, p.federation));
        }
        for team in &s.teams {
            text.push_str(&format!(" {} {}", team.name, team.code));
        }
    }
    words(&text)
}

/// The words only `lang`'s table entries use: on the other language's screens, each
/// is a text that was not worded.
fn own_words(lang: Language, data: &BTreeSet<String>) -> BTreeSet<String> {
    let other = catur::tui::strings::other(lang);
    let theirs: BTreeSet<String> = table(other).iter().flat_map(|t| words(t)).collect();
    table(lang)
        .iter()
        .flat_map(|t| words(t))
        .filter(|w| !theirs.contains(w) && !data.contains(w))
        .collect()
}

/// The demo championship, round 1 of its first section paired and one result in,
/// reports printed in the screen language (the report language is a setting of its
/// own, and the report texts have their own table).
fn demo(lang: Language) -> App {
    let mut t = build_demo().expect("demo builds");
    for s in &mut t.sections {
        s.settings.language = lang;
    }
    let code = t.sections[0].code.clone();
    ops::pair_next_round(&mut t, &code).expect("round 1 pairs");
    let mut app = App::new(t, None);
    app.clock = "2026-03-14 10:00".into();
    app.lang = lang;
    app
}

/// Every screen and view, dialog and prompt the desk shows, in `lang`, each drawn at
/// 80x24 and 80x25.
pub(crate) fn screens(lang: Language) -> Vec<(String, String)> {
    let mut shown = Vec::new();
    let mut snap = |app: &App, what: &str| {
        for (w, h) in [(80, 24), (80, 25)] {
            shown.push((format!("{what} {w}x{h}"), draw(app, w, h)));
        }
    };
    let mut app = demo(lang);
    for s in SCREENS {
        app.update(Command::GoTo(s));
        snap(&app, &format!("{s:?}"));
        app.update(Command::PageDown);
        app.update(Command::End);
        snap(&app, &format!("{s:?} end"));
        app.update(Command::SwitchView);
        snap(&app, &format!("{s:?} other view"));
        app.update(Command::SwitchView);
        app.update(Command::Home);
    }
    // Prompts and forms.
    for (screen, command) in [
        (ScreenId::Results, Command::GotoBoard),
        (ScreenId::Results, Command::Search),
        (ScreenId::Results, Command::BoardMode),
        (ScreenId::Players, Command::AddPlayer),
        (ScreenId::Players, Command::EditPlayer),
        (ScreenId::Players, Command::Search),
        (ScreenId::Players, Command::RequestBye),
        (ScreenId::Players, Command::Substitute),
        (ScreenId::Players, Command::ImportCsv),
        (ScreenId::Pairings, Command::SwapPlayers),
        (ScreenId::Settings, Command::NewSection),
        (ScreenId::Start, Command::NewChampionship),
        (ScreenId::Start, Command::OpenFile),
    ] {
        app.update(Command::GoTo(screen));
        app.update(command.clone());
        snap(&app, &format!("{screen:?} {command:?}"));
        app.update(Command::Cancel);
        app.update(Command::Cancel);
    }
    // Dialogs and refusals on the desk: a result over a result, pairing with results
    // missing, deleting the round, undo, the message history.
    app.update(Command::GoTo(ScreenId::Results));
    app.update(Command::Home);
    app.update(Command::SetResult(ResultKey::WhiteWins));
    snap(&app, "result entered");
    app.update(Command::Home);
    app.update(Command::SetResult(ResultKey::BlackWins));
    snap(&app, "result over a result");
    app.update(Command::GoTo(ScreenId::Pairings));
    app.update(Command::PairNext);
    snap(&app, "results missing");
    app.update(Command::DeleteLastRound);
    snap(&app, "delete question");
    app.update(Command::Cancel);
    app.update(Command::Undo);
    snap(&app, "undo question");
    app.update(Command::Accept);
    snap(&app, "undone");
    app.update(Command::Redo);
    snap(&app, "redone");
    app.update(Command::Messages);
    snap(&app, "messages");
    app.update(Command::Cancel);
    // The pairing explanation (`e` on F3), its top and scrolled down.
    app.update(Command::GoTo(ScreenId::Pairings));
    app.update(Command::Explain);
    snap(&app, "explanation");
    app.update(Command::PageDown);
    snap(&app, "explanation scrolled");
    app.update(Command::Cancel);
    app.update(Command::ToggleLanguage);
    app.update(Command::ToggleLanguage);
    snap(&app, "language toggled back");
    shown
}

/// Every refusal of the operations and the pairing, worded as the desk words it.
fn refusals(lang: Language) -> Vec<(String, String)> {
    let name = || "Nur Aisyah binti Hassan".to_string();
    let ops_errors = vec![
        OpError::NoSection {
            code: "L13".into(),
            known: vec!["L12".into()],
        },
        OpError::NoSection {
            code: "L13".into(),
            known: vec![],
        },
        OpError::SectionExists("L12".into()),
        OpError::BadSectionCode("L 12".into()),
        OpError::NoPlayer {
            section: "L12".into(),
            id: 40,
        },
        OpError::NoTeam {
            section: "L12".into(),
            id: 9,
        },
        OpError::OutOfRange {
            what: ops::Quantity::SameTeamRounds,
            value: 9,
            min: 0,
            max: 7,
        },
        OpError::Invalid(ops::Why::PointsBeyondWin {
            what: ops::PointKind::ForfeitLoss,
            value: Points::whole(3),
            win: Points::whole(1),
        }),
        OpError::Invalid(ops::Why::BadDate {
            what: ops::DateKind::BirthDate,
            date: Date::ymd(1850, 1, 1),
        }),
        OpError::Invalid(ops::Why::NotPairedIn {
            who: name(),
            round: 2,
            kind: ByeKind::Half,
        }),
        OpError::RemoveAfterPairing {
            name: name(),
            pronoun: "her",
        },
        OpError::NoRound {
            section: "L12".into(),
            round: 3,
            paired: 2,
        },
        OpError::RoundAlreadyPaired {
            section: "L12".into(),
            round: 2,
            hint: ops::Hint::ForfeitOrWithdraw {
                name: name(),
                pronoun: "her",
                round: 3,
            },
        },
        OpError::NoBoard {
            round: 1,
            board: 30,
            boards: 10,
        },
        OpError::ResultExists {
            round: 1,
            board: 2,
            result: "1-0".into(),
        },
        OpError::NoResult { round: 1, board: 2 },
        OpError::TpnsFrozen {
            section: "L12".into(),
        },
        OpError::RoundHasResults {
            section: "L12".into(),
            round: 4,
            results: 3,
        },
        OpError::NoChange(ops::Same::Settings {
            section: "L12".into(),
        }),
        OpError::NothingToUndo,
        OpError::NothingToRedo,
        OpError::LaterRoundPaired {
            section: "L12".into(),
            round: 2,
            later: 3,
        },
        OpError::ByeRefused {
            name: name(),
            round: 6,
            kind: ByeKind::Half,
            rule: ops::ByeRule::NoneInLastRounds { last: 2, from: 6 },
        },
    ];
    let mut v: Vec<(String, String)> = ops_errors
        .iter()
        .map(|e| (format!("{e:?}"), refusal(e, lang)))
        .collect();
    let pair_errors = [
        PairError::AllRoundsPaired {
            section: "L12".into(),
            rounds: 7,
        },
        PairError::ResultsMissing {
            section: "L12".into(),
            round: 2,
            done: 3,
            total: 10,
        },
        PairError::Constrained {
            section: "L12".into(),
            round: 1,
            blockers: vec![Blocker::TopSeeds],
            remedy: None,
            seeds_kept: 4,
            facts: Box::new(ConstraintFacts {
                seeds_asked: 10,
                seeds_capped: true,
                present: 8,
                ..ConstraintFacts::default()
            }),
        },
        PairError::Constrained {
            section: "L12".into(),
            round: 2,
            blockers: vec![Blocker::SameTeam, Blocker::Forbidden { index: 0 }],
            remedy: None,
            seeds_kept: 4,
            facts: Box::new(ConstraintFacts {
                same_team_rounds: 2,
                forbidden: vec![ForbiddenFact {
                    index: 0,
                    players: vec!["Ahmad bin Ismail (1)".into(), "Tan Wei Ming (2)".into()],
                    first_round: 2,
                    last_round: 3,
                }],
                ..ConstraintFacts::default()
            }),
        },
        PairError::Constrained {
            section: "L12".into(),
            round: 1,
            blockers: vec![Blocker::SameTeam],
            remedy: Some(Remedy::SameTeamRounds { rounds: 0 }),
            seeds_kept: 0,
            facts: Box::new(ConstraintFacts {
                same_team_rounds: 2,
                largest_team: Some(TeamShare {
                    team: "SMK Taman Melawati".into(),
                    players: 6,
                    present: 9,
                }),
                ..ConstraintFacts::default()
            }),
        },
        PairError::Engine {
            section: "L12".into(),
            source: PairingError::NoLegalPairing { round: 5 },
        },
        PairError::Engine {
            section: "L12".into(),
            source: PairingError::TooLarge { players: 99_999 },
        },
        PairError::TeamMatches {
            section: "L12".into(),
        },
        PairError::RoundRobin {
            section: "L12".into(),
            source: RoundRobinError::NotRoundRobin {
                section: "L12".into(),
            },
        },
        PairError::RoundRobin {
            section: "L12".into(),
            source: RoundRobinError::TooFewPlayers { players: 2 },
        },
        PairError::RoundRobin {
            section: "L12".into(),
            source: RoundRobinError::TooManyPlayers { players: 99 },
        },
        PairError::RoundRobin {
            section: "L12".into(),
            source: RoundRobinError::RoundOutOfRange {
                round: 9,
                players: 6,
                double: true,
                last: 10,
            },
        },
        PairError::RoundRobin {
            section: "L12".into(),
            source: RoundRobinError::PairingNumberOutOfRange {
                player: PlayerId(3),
                name: "Tan Wei Ming".into(),
                tpn: 9,
                players: 6,
            },
        },
        PairError::RoundRobin {
            section: "L12".into(),
            source: RoundRobinError::DuplicatePairingNumber {
                tpn: 2,
                first: PlayerId(3),
                second: PlayerId(4),
            },
        },
        PairError::TeamPairing {
            section: "L12".into(),
            source: TeamPairingError::TooFewTeams(1),
        },
        PairError::TeamPairing {
            section: "L12".into(),
            source: TeamPairingError::NoLegalPairing { teams: 6, round: 4 },
        },
        PairError::TeamPairing {
            section: "L12".into(),
            source: TeamPairingError::TooManySets {
                round: 3,
                limit: 200_000,
            },
        },
        PairError::TeamPairing {
            section: "L12".into(),
            source: TeamPairingError::RoundRobin(RoundRobinError::TooFewPlayers { players: 2 }),
        },
        PairError::TeamPairing {
            section: "L12".into(),
            source: TeamPairingError::RoundRobin(RoundRobinError::TooManyPlayers { players: 1000 }),
        },
        PairError::TeamPairing {
            section: "L12".into(),
            source: TeamPairingError::RoundRobin(RoundRobinError::RoundOutOfRange {
                round: 9,
                players: 6,
                double: false,
                last: 5,
            }),
        },
    ];
    v.extend(
        pair_errors
            .iter()
            .map(|e| (format!("{e:?}"), pair_refusal(e, None, lang))),
    );
    v
}

/// The demo championship with rounds 1-3 of every section paired and played (wins,
/// draws and losses mixed, so that players float and colours clash).
fn three_rounds() -> Tournament {
    let mut t = build_demo().expect("demo builds");
    let codes: Vec<String> = t.sections.iter().map(|s| s.code.clone()).collect();
    let outcomes = [
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::WhiteWins,
    ];
    for code in &codes {
        for round in 1..=3 {
            ops::pair_next_round(&mut t, code).expect("pairs");
            let boards = t
                .section(code)
                .and_then(|s| s.round(round))
                .map_or(0, |r| r.boards.len());
            for b in 1..=boards {
                let o = outcomes[(b * round as usize) % outcomes.len()];
                ops::set_result(&mut t, code, round, b, Outcome::Played(o)).expect("result");
            }
        }
    }
    t
}

/// The explanation of every round of [`three_rounds`], and every refusal to explain.
fn explanations(lang: Language) -> Vec<(String, String)> {
    let t = three_rounds();
    let mut v = Vec::new();
    for s in &t.sections {
        for round in 1..=3 {
            let e = explain(s, round).expect("explained");
            v.push((
                format!("explanation {} R{round}", s.code),
                e.lines(lang).join("\n"),
            ));
        }
        v.push((
            format!("explain {} R9", s.code),
            explain(s, 9).expect_err("not paired").say(lang),
        ));
    }
    for e in [
        ExplainError::NotSwiss {
            section: "L12".into(),
        },
        ExplainError::UnknownPlayer {
            round: 2,
            board: 3,
            player: PlayerId(40),
        },
        ExplainError::Duplicate {
            round: 2,
            player: PlayerId(4),
        },
    ] {
        v.push((format!("{e:?}"), e.say(lang)));
    }
    v
}

/// Every kind of broken rule, as the F3 check line and a hand edit refused word it.
fn breaches(lang: Language) -> Vec<(String, String)> {
    let t = three_rounds();
    let s = &t.sections[0];
    let (a, b) = (s.players[0].id, s.players[1].id);
    let all = vec![
        Breach::UnknownPlayer {
            board: 2,
            player: PlayerId(99),
        },
        Breach::AgainstHimself {
            board: 2,
            player: a,
        },
        Breach::NotToBePaired {
            player: a,
            round: 3,
            why: NotToPair::EntersIn(4),
            place: Place::Board(2),
        },
        Breach::NotToBePaired {
            player: a,
            round: 3,
            why: NotToPair::Withdrawn,
            place: Place::Bye(ByeKind::Pab),
        },
        Breach::NotToBePaired {
            player: a,
            round: 3,
            why: NotToPair::Asked(ByeKind::Half),
            place: Place::Bye(ByeKind::Zero),
        },
        Breach::PairedTwice {
            player: a,
            places: vec![Place::Board(1), Place::Bye(ByeKind::Full)],
        },
        Breach::LeftOut {
            player: a,
            round: 3,
        },
        Breach::Rematch {
            white: a,
            black: b,
            met: 1,
        },
        Breach::SameAbsolute {
            white: a,
            black: b,
            colour: Some(Colour::White),
        },
        Breach::AbsoluteColour {
            player: a,
            wants: Colour::Black,
            has: Colour::White,
            board: 1,
        },
        Breach::SameTeam {
            white: a,
            black: b,
            team: "SK Seri Indah".into(),
            last_round: 2,
        },
        Breach::TopSeeds {
            white: a,
            black: b,
            kept: 4,
        },
        Breach::Forbidden {
            white: a,
            black: b,
            first_round: 1,
            last_round: 3,
        },
        Breach::TwoByes {
            players: vec![a, b],
        },
        Breach::SecondBye {
            player: a,
            first: 2,
        },
        Breach::ByeAfterWin {
            player: a,
            round: 1,
        },
    ];
    let violations: Vec<Violation> = all
        .into_iter()
        .map(|breach| Violation {
            rule: Rule::BadBoard,
            players: vec![a],
            board: None,
            text: format!("{breach:?}"),
            breach,
        })
        .collect();
    let mut v: Vec<(String, String)> = violations
        .iter()
        .map(|x| (x.text.clone(), x.say(s, lang)))
        .collect();
    for e in [
        ops::EditError::Breaks {
            violations: violations.clone(),
        },
        ops::EditError::Unpairable { violations },
    ] {
        if lang == Language::Malay {
            v.push((format!("{e:?}"), e.say(s, lang)));
        }
    }
    // The real check of a round with a rematch forced onto its first board.
    let mut rematch = s.clone();
    let r1 = rematch.round(1).expect("round 1").boards[0].clone();
    if let Some(r3) = rematch.rounds.get_mut(2) {
        let (w, bl) = (r1.white, r1.black);
        let other = r3
            .boards
            .iter()
            .position(|x| x.white == bl || x.black == bl)
            .expect("on a board");
        let mine = r3
            .boards
            .iter()
            .position(|x| x.white == w || x.black == w)
            .expect("on a board");
        if other != mine {
            let partner = if r3.boards[mine].white == w {
                r3.boards[mine].black
            } else {
                r3.boards[mine].white
            };
            let o = &mut r3.boards[other];
            if o.white == bl {
                o.white = partner;
            } else {
                o.black = partner;
            }
            let m = &mut r3.boards[mine];
            if m.white == w {
                m.black = bl;
            } else {
                m.white = bl;
            }
        }
    }
    let found = catur::pairing::check::check_round(&rematch, 3);
    assert!(
        found.iter().any(|x| x.rule == Rule::Rematch),
        "a rematch is found: {found:?}"
    );
    v.push((
        "check line with a rematch".into(),
        catur::pairing::check::say_all(&found, &rematch, lang),
    ));
    v
}

/// The Malay explanation of round `round` fits 80 columns, has a line for each
/// criterion the English one names, and shares no word with it but the names of the
/// championship (`data`); the English one is the command line's text.
fn check_malay_explanation(s: &Section, round: u32, data: &BTreeSet<String>) {
    let e = explain(s, round).expect("explained");
    let en = e.lines(Language::English);
    assert_eq!(
        en.join("\n") + "\n",
        e.to_string(),
        "English is the CLI's text"
    );
    let ms = e.lines(Language::Malay);
    assert!(ms.iter().all(|l| l.chars().count() <= 80), "{ms:#?}");
    let criteria = |v: &[String]| v.iter().filter(|l| l.starts_with("  C")).count();
    assert_eq!(criteria(&ms), criteria(&en), "the same criteria lines");
    let english = words(&en.join(" "));
    let shared: Vec<String> = words(&ms.join(" "))
        .into_iter()
        .filter(|w| english.contains(w) && !data.contains(w))
        .collect();
    assert!(
        shared.is_empty(),
        "{} R{round}: {shared:?}\n{}",
        s.code,
        ms.join("\n")
    );
}

/// Words of the players' names, whole and as the board lines cut them (24 characters).
fn name_words(s: &Section) -> BTreeSet<String> {
    let mut v = BTreeSet::new();
    for p in &s.players {
        v.extend(words(&p.name));
        v.extend(words(&p.name.chars().take(24).collect::<String>()));
    }
    v.extend(words(&format!("{} {}", s.code, s.settings.name)));
    v
}

#[test]
fn the_malay_explanation_shares_no_word_with_the_english_one_but_names() {
    let t = three_rounds();
    for s in &t.sections {
        let data = name_words(s);
        for round in 1..=3 {
            check_malay_explanation(s, round, &data);
        }
    }
}

#[test]
fn the_malay_explanation_of_reference_tournaments_words_every_criterion() {
    // Whole tournaments of the reference corpus: floats up and down, colour criteria,
    // byes and every step of the colour allocation.
    let files = common::files_with_extension(&common::corpus_dir("pairing/full"), "trf");
    let mut rounds = 0;
    for path in &files {
        let s = load_section(path).expect("the corpus loads");
        let data = name_words(&s);
        for round in 1..=s.rounds_paired() {
            check_malay_explanation(&s, round, &data);
            rounds += 1;
        }
    }
    assert!(rounds > 20, "{rounds} rounds");
}

#[test]
fn no_word_of_one_language_on_the_other_languages_desk() {
    let mut data = data_words(&build_demo().expect("demo builds"));
    data.extend(data_words(&team_championship(Language::English)));
    let mut problems = Vec::new();
    for lang in LANGUAGES {
        let other = catur::tui::strings::other(lang);
        let foreign = own_words(other, &data);
        assert!(foreign.len() > 50, "{other:?}: {}", foreign.len());
        let mut everything = screens(lang);
        everything.extend(refusals(lang));
        everything.extend(explanations(lang));
        everything.extend(breaches(lang));
        everything.extend(file_errors(lang));
        everything.extend(team_screens(lang));
        everything.extend(team_explanations(lang));
        for (what, text) in &everything {
            let found: Vec<String> = words(text)
                .into_iter()
                .filter(|w| foreign.contains(w))
                .collect();
            if !found.is_empty() {
                problems.push(format!(
                    "{lang:?} desk, {what}: {other:?} words {found:?}:\n{text}"
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} texts with the other language's words:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// A team-match section (issue 18): four schools of a team of four and a reserve,
/// reports in `lang`.
fn team_championship(lang: Language) -> Tournament {
    let mut t = Tournament::new("Kejohanan Catur Berpasukan");
    ops::create_section(&mut t, "T12", "Berpasukan", 5, catur::model::Sport::Chess)
        .expect("section");
    t.sections[0].settings.language = lang;
    for (i, (name, code)) in [
        ("SK Seri Indah", "SKSI"),
        ("SK Bukit Tinggi", "SKBT"),
        ("SK Taman Maju", "SKTM"),
        ("SK Beserah", "SKBS"),
    ]
    .into_iter()
    .enumerate()
    {
        let team = ops::add_team(&mut t, "T12", name, Some(code)).expect("team");
        for b in 1..=5u8 {
            let mut f = ops::PlayerFields::named(format!("Tan Wei Ming {}{b}", i + 1));
            f.rating = Some(1700 - 30 * i as u16 - 10 * u16::from(b));
            f.team = Some(team);
            f.board = Some(b);
            f.reserve = b == 5;
            ops::add_player(&mut t, "T12", f).expect("player");
        }
    }
    let settings = catur::model::TeamMatchSettings::new(4, catur::model::TeamSystem::Swiss);
    ops::set_team_match(&mut t, "T12", settings).expect("team match");
    ops::assign_tpns(&mut t, "T12").expect("numbers");
    t
}

/// The team-match desk: the line-ups and their prompt, a refused line-up, the proposal,
/// the round on F3 and F4 with a result, the team forfeit prompt, a refused hand edit,
/// the team standings and board prizes on F6, a team report on F7. (The pairing
/// explanation of a team round is the engine's own English text: not checked here.)
pub(crate) fn team_screens(lang: Language) -> Vec<(String, String)> {
    let mut shown = Vec::new();
    let mut snap = |app: &App, what: &str| {
        for (w, h) in [(80, 24), (80, 25)] {
            shown.push((format!("team {what} {w}x{h}"), draw(app, w, h)));
        }
    };
    let mut app = App::new(team_championship(lang), None);
    app.clock = "2026-03-14 10:00".into();
    app.lang = lang;
    app.update(Command::GoTo(ScreenId::Pairings));
    snap(&app, "nothing paired");
    app.update(Command::LineUps);
    snap(&app, "line-ups");
    app.update(Command::Accept);
    snap(&app, "line-up prompt");
    for _ in 0..20 {
        app.update(Command::Backspace);
    }
    for c in "6 1".chars() {
        app.update(Command::Type(c));
    }
    app.update(Command::Accept);
    let refused = app.message.as_ref().map(|m| m.1);
    assert_eq!(
        refused,
        Some(catur::tui::app::Severity::Error),
        "{:?}",
        app.message
    );
    snap(&app, "line-up refused");
    app.update(Command::Cancel);
    app.update(Command::PairNext);
    assert!(
        catur::tui::act_team::preview(&app).is_some(),
        "{:?}",
        app.message
    );
    snap(&app, "proposal");
    // The team pairing's reasons, in the desk's language (issue 18).
    app.update(Command::Explain);
    assert!(app.layers.explanation.is_some());
    snap(&app, "explanation");
    app.update(Command::Cancel);
    app.update(Command::Accept);
    assert_eq!(app.section().map(|s| s.rounds_paired()), Some(1));
    snap(&app, "paired");
    app.update(Command::SwapColours);
    snap(&app, "hand edit refused");
    app.update(Command::GoTo(ScreenId::Results));
    app.update(Command::SetResult(ResultKey::Draw));
    snap(&app, "result");
    app.update(Command::TeamForfeit);
    snap(&app, "team forfeit prompt");
    for c in "SKSI".chars() {
        app.update(Command::Type(c));
    }
    app.update(Command::Accept);
    let forfeited = app
        .section()
        .and_then(|s| s.round(1))
        .map_or(0, |r| r.progress().0);
    assert_eq!(forfeited, 4, "{:?}", app.message);
    snap(&app, "team forfeit");
    app.update(Command::GoTo(ScreenId::Teams));
    snap(&app, "standings");
    app.update(Command::SwitchView);
    snap(&app, "board prizes");
    app.update(Command::GoTo(ScreenId::Reports));
    app.update(Command::End);
    snap(&app, "board results report");
    app.update(Command::Up);
    app.update(Command::Up);
    snap(&app, "team standings report");
    shown
}

/// Every player-list error (each cell problem among them) and every file error the desk
/// shows, worded as the desk words it. Left out: the texts that come from elsewhere
/// word for word (a printer's or the CSV reader's message, a preferences line).
fn file_errors(lang: Language) -> Vec<(String, String)> {
    use catur::host::HostError;
    use catur::ops::{CellProblem, CsvImportError};
    use catur::store::{IoAction, Origin, PayloadError, StoreError};
    use std::io::{Error, ErrorKind};
    let cell = |problem: CellProblem| CsvImportError::Cell {
        row: 2,
        line: 3,
        column: Box::new(catur::ops::Heading::at("birth", 3, "DOB")),
        problem,
    };
    let mut csv = vec![
        CsvImportError::Empty,
        // The column's name is the file's own text, shown as it is on both desks: a
        // name of no desk word ("warna" is one since the team explanation, issue 18).
        CsvImportError::UnknownColumn {
            column: "Saiz Baju".into(),
        },
        CsvImportError::DuplicateColumn("board"),
        CsvImportError::NoNameColumn,
        CsvImportError::CellCount {
            row: 2,
            line: 3,
            cells: 5,
            expected: 4,
        },
        CsvImportError::Row {
            row: 2,
            line: 3,
            problem: Box::new(OpError::TpnsFrozen {
                section: "L12".into(),
            }),
        },
        CsvImportError::Encoding {
            line: 2,
            column: 7,
            byte: 0x81,
            encoding: "UTF-8 or Windows-1252",
        },
    ];
    for text in [
        "2014/13/01",
        "31/02/2014",
        "abc",
        "1850",
        "2014/01/40",
        "1/2/3/4",
    ] {
        let e = text.parse::<Date>().expect_err("not a date");
        csv.push(cell(CellProblem::Birth(e)));
    }
    csv.extend(
        [
            CellProblem::Control {
                text: "Tan\u{7}".into(),
                code: 7,
            },
            CellProblem::NoHeader("x".into()),
            CellProblem::Board {
                text: "9".into(),
                max: 5,
            },
            CellProblem::Rating("abc".into()),
            CellProblem::FideId("12a".into()),
            CellProblem::Title(catur::model::NotATitle("XM".into())),
            CellProblem::Sex("Q".into()),
            CellProblem::YesNo("mungkin".into()),
            CellProblem::NameRequired,
            CellProblem::BoardNeedsTeam,
            CellProblem::ReserveNeedsTeam,
            CellProblem::BoardTaken {
                board: 2,
                name: "Tan Wei Ming".into(),
            },
            CellProblem::Refused(Box::new(OpError::NoSection {
                code: "L13".into(),
                known: vec!["L12".into()],
            })),
        ]
        .map(cell),
    );
    let mut v: Vec<(String, String)> = csv
        .iter()
        .map(|e| (format!("{e:?}"), e.say(lang)))
        .collect();
    let path = || std::path::PathBuf::from("kejohanan.catur");
    let file = || Origin(Some(path()));
    let io = |kind: ErrorKind| Error::from(kind);
    let stores = || {
        vec![
            StoreError::Io {
                action: IoAction::Write,
                path: path(),
                source: io(ErrorKind::PermissionDenied),
            },
            StoreError::Io {
                action: IoAction::Rotate,
                path: path(),
                source: io(ErrorKind::StorageFull),
            },
            StoreError::NotCatur { file: file() },
            StoreError::Truncated {
                file: file(),
                part: "payload",
                expected: 900,
                found: 512,
            },
            StoreError::TrailingBytes {
                file: file(),
                expected: 900,
                found: 950,
            },
            StoreError::ChecksumMismatch {
                file: file(),
                stored: 1,
                computed: 2,
            },
            StoreError::NewerVersion {
                file: file(),
                version: 9,
                supported: 4,
            },
            StoreError::UnknownVersion {
                file: file(),
                version: 0,
            },
            StoreError::Undecodable {
                file: file(),
                version: 4,
                detail: PayloadError::SpareBytes(3),
            },
            StoreError::TargetDamaged {
                path: path(),
                cause: Box::new(StoreError::NotCatur { file: file() }),
            },
            StoreError::Busy {
                path: path(),
                holder: "catur (meja 2)".into(),
                gone: false,
                waited: std::time::Duration::from_secs(10),
            },
            StoreError::Busy {
                path: path(),
                holder: "catur (meja 2)".into(),
                gone: true,
                waited: std::time::Duration::from_secs(10),
            },
            StoreError::LockLost { path: path() },
            StoreError::Missing { path: path() },
        ]
    };
    let mut hosts: Vec<HostError> = stores()
        .into_iter()
        .map(|error| HostError::Unreadable {
            path: path(),
            error: Box::new(error),
            backup: Some("kejohanan.1.catur".into()),
        })
        .collect();
    hosts.extend(stores().into_iter().map(HostError::NotSaved));
    hosts.extend(IoAction::ALL.map(|action| {
        HostError::NotSaved(StoreError::Io {
            action,
            path: path(),
            source: io(ErrorKind::PermissionDenied),
        })
    }));
    for kind in [
        ErrorKind::NotFound,
        ErrorKind::PermissionDenied,
        ErrorKind::AlreadyExists,
        ErrorKind::IsADirectory,
        ErrorKind::ReadOnlyFilesystem,
    ] {
        hosts.push(HostError::Read {
            path: "l12-2026.csv".into(),
            source: io(kind),
        });
        hosts.push(HostError::Write {
            path: "L12.trf".into(),
            source: io(kind),
        });
    }
    hosts.extend([
        HostError::Exists(path()),
        HostError::NotText("prefs.txt".into()),
        HostError::Refused(OpError::NothingToUndo),
        HostError::BadLine {
            path: "prefs.txt".into(),
            line: 2,
            problem: catur::host::prefs::PrefsProblem::NotKeyValue("xyz 1".into()),
        },
        HostError::BadLine {
            path: "prefs.txt".into(),
            line: 3,
            problem: catur::host::prefs::PrefsProblem::Language("xx".into()),
        },
    ]);
    v.extend(hosts.iter().map(|e| (format!("{e:?}"), e.say(lang))));
    v
}

#[test]
fn the_table_words_tell_the_languages_apart() {
    // The check above has teeth: each language's own words include its everyday
    // words of the desk.
    let data = BTreeSet::new();
    let en = own_words(Language::English, &data);
    let ms = own_words(Language::Malay, &data);
    for w in ["round", "result", "player", "board", "section"] {
        assert!(en.contains(w) || en.contains(&format!("{w}s")), "{w}");
    }
    for w in ["pusingan", "keputusan", "pemain", "papan", "kategori"] {
        assert!(ms.contains(w), "{w}");
    }
    assert!(T::Round.get(Language::Malay) != T::Round.get(Language::English));
}

#[test]
fn every_team_pairing_fact_is_worded_in_both_languages() {
    // The Malay differs from the English in every fact (the check above finds any
    // English word left in it).
    let steps = team_explain::every_step();
    assert!(steps.len() >= 20, "{}", steps.len());
    for s in &steps {
        assert_ne!(s.say(Language::Malay), s.say(Language::English), "{s:?}");
    }
}
