//! The journal keeps what each change did as facts (`model::Deed`) and words them once,
//! in both languages: the Malay desk names an entry as exactly as the English history
//! (a bye's kind and round, the players of a hand edit), where it once named only the
//! kind of change. Files keep the facts, not sentences.

use catur::model::{
    Board, ByeKind, Deed, EditKind, GameResult, Language, Outcome, PlayerId, Round, Sport,
    Tournament,
};
use catur::ops::{self, EditRequest, PlayerFields};

const NAMES: [&str; 4] = [
    "Nur Aisyah binti Hassan",
    "Tan Wei Ming",
    "Priya a/p Raman",
    "Haikal bin Rahman",
];

fn id(t: &Tournament, name: &str) -> PlayerId {
    let s = t.section("L12").expect("L12");
    s.players
        .iter()
        .find(|p| p.name == name)
        .expect("player")
        .id
}

/// A section of four through a requested bye, a withdrawal with its return, round 1
/// paired by hand, a swap of two players with a reason and a result.
fn played() -> Tournament {
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan");
    ops::create_section(&mut t, "L12", "Lelaki Bawah 12", 5, Sport::Chess).expect("section");
    for (k, n) in NAMES.iter().enumerate() {
        let mut f = PlayerFields::named(*n);
        f.rating = Some(1600 - 10 * k as u16);
        ops::add_player(&mut t, "L12", f).expect("player");
    }
    ops::assign_tpns(&mut t, "L12").expect("numbers");
    let (a, b, c, d) = (
        id(&t, NAMES[0]),
        id(&t, NAMES[1]),
        id(&t, NAMES[2]),
        id(&t, NAMES[3]),
    );
    ops::request_bye(&mut t, "L12", d, 3, ByeKind::Half).expect("bye");
    ops::withdraw(&mut t, "L12", c, 4, Some(5)).expect("withdrawn");
    let mut r = Round::new(1);
    r.boards = vec![
        Board::new(a, c, Outcome::Pending),
        Board::new(b, d, Outcome::Pending),
    ];
    ops::publish_round(&mut t, "L12", r).expect("paired");
    let swap = EditRequest {
        at: 0,
        edit: EditKind::Swap { a: c, b: d },
        reason: "papan salah".into(),
        force: true,
    };
    ops::edit_pairing(&mut t, "L12", 1, swap).expect("swapped");
    ops::set_result(&mut t, "L12", 1, 1, Outcome::Played(GameResult::Draw)).expect("result");
    t
}

#[test]
fn every_new_entry_keeps_its_facts_and_says_them_in_both_languages() {
    let t = played();
    let n = t.journal.entries.len();
    assert_eq!(
        n, 11,
        "section, 4 players, numbers, bye, withdrawal, round, swap, result"
    );
    for (i, e) in t.journal.entries.iter().enumerate() {
        assert!(
            !matches!(e.deed, Deed::Words(_)),
            "entry {i} stored a sentence: {:?}",
            e.deed
        );
        let (en, ms) = (
            ops::said(&t, i, Language::English),
            ops::said(&t, i, Language::Malay),
        );
        assert!(!en.is_empty() && !ms.is_empty(), "entry {i}");
        assert_ne!(en, ms, "entry {i} is not worded in Malay");
        assert_eq!(ops::description(&t, i), en);
    }
    let said = |i: usize| {
        (
            ops::said(&t, i, Language::English),
            ops::said(&t, i, Language::Malay),
        )
    };
    assert_eq!(
        said(6),
        (
            "L12: half-point bye for Haikal bin Rahman in round 3".to_string(),
            "L12: bai separuh mata untuk Haikal bin Rahman dalam pusingan 3".to_string()
        )
    );
    assert_eq!(
        said(7),
        (
            "L12: withdraw Priya a/p Raman from round 4, back at round 5".to_string(),
            "L12: Priya a/p Raman tarik diri mulai pusingan 4, kembali pada pusingan 5".to_string()
        )
    );
    assert_eq!(said(8).1, "L12: pusingan 1 dipasangkan (2 papan)");
    let draw = Outcome::Played(GameResult::Draw).code();
    assert_eq!(said(n - 1).1, format!("L12 P1 papan 1: {draw}"));
    assert_eq!(
        said(9),
        (
            "L12 round 1: swap Priya a/p Raman (3) and Haikal bin Rahman (4) (papan salah)"
                .to_string(),
            "L12 pusingan 1: Priya a/p Raman (3) dan Haikal bin Rahman (4) ditukar (papan salah)"
                .to_string()
        )
    );
}

/// The file keeps the facts: a championship saved and read again says its entries in
/// both languages as before.
#[test]
fn the_facts_survive_the_file() {
    let t = played();
    let back = catur::store::decode(&catur::store::encode(&t)).expect("reads");
    assert_eq!(back.journal, t.journal);
    for i in 0..t.journal.entries.len() {
        for lang in [Language::English, Language::Malay] {
            assert_eq!(ops::said(&back, i, lang), ops::said(&t, i, lang));
        }
    }
}

/// Another desk's change is news in the screen's language, in the journal's words.
#[test]
fn news_of_another_desk_is_worded_as_the_journal_words_it() {
    let t = played();
    let mut old = t.clone();
    ops::undo(&mut old).expect("undone");
    let news = ops::news_items(&old, &t);
    assert_eq!(news.len(), 1);
    let last = t.journal.entries.len() - 1;
    assert_eq!(
        news[0].say(Language::Malay),
        ops::said(&t, last, Language::Malay)
    );
    let undone = ops::news_items(&t, &old);
    assert_eq!(
        undone[0].say(Language::Malay),
        format!("dibatalkan: {}", ops::said(&t, last, Language::Malay))
    );
    assert_eq!(
        undone[0].say(Language::English),
        format!("undone: {}", ops::description(&t, last))
    );
}
