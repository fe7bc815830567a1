//! Messages worded once: the desk says, in English, exactly what the command line says
//! for the same thing (issue 36). Each test fails when either side words it on its own.

use crate::common;
use catur::model::Tournament;
use catur::pairing::dutch::pair_round;
use catur::tui::{App, Command, ScreenId};

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
    app.lang = catur::model::Language::English;
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
