//! The explanation of rounds the reference engine paired (the shared corpus's whole
//! tournaments): one snapshot an arbiter can read, and over every round, that each
//! player is accounted for exactly once.

use crate::common;

use catur::cli::pair::load_section;
use catur::model::{PlayerId, Section};
use catur::pairing::check::explain::explain;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

fn whole_tournaments(dir: &Path) -> Vec<PathBuf> {
    common::files_with_extension(&dir.join("full"), "trf")
}

fn load(path: &Path) -> Section {
    match load_section(path) {
        Ok(s) => s,
        Err(e) => panic!("{e}"),
    }
}

/// Every player of the section appears once in the explanation's boards, bye, players
/// not paired and players not in the round; everyone paired is a resident of exactly
/// one bracket; every board belongs to one bracket; no line is wider than 80.
fn check_round(s: &Section, round: u32) -> Result<(), String> {
    let e = explain(s, round).map_err(|e| e.to_string())?;
    let mut all: Vec<PlayerId> = e.accounted();
    let distinct: HashSet<PlayerId> = all.iter().copied().collect();
    if distinct.len() != all.len() {
        return Err("a player is accounted for twice".into());
    }
    all.sort();
    let mut want: Vec<PlayerId> = s.players.iter().map(|p| p.id).collect();
    want.sort();
    if all != want {
        return Err(format!("accounted {all:?}, players {want:?}"));
    }
    let paired: HashSet<PlayerId> = e
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(e.bye.as_ref().map(|b| b.player))
        .collect();
    let mut residents: Vec<PlayerId> = e
        .brackets
        .iter()
        .flat_map(|b| b.residents.iter().copied())
        .collect();
    residents.sort();
    let mut paired_sorted: Vec<PlayerId> = paired.iter().copied().collect();
    paired_sorted.sort();
    if residents != paired_sorted {
        return Err("the brackets' residents are not the players paired".into());
    }
    let mut boards: Vec<usize> = e.brackets.iter().flat_map(|b| b.boards.clone()).collect();
    boards.sort();
    if boards != (1..=e.boards.len()).collect::<Vec<_>>() {
        return Err(format!("boards by bracket {boards:?}"));
    }
    let text = e.to_string();
    if let Some(l) = text.lines().find(|l| l.chars().count() > 80) {
        return Err(format!("line wider than 80: {l}"));
    }
    if e.boards
        .iter()
        .any(|b| !b.breaks.is_empty() || b.rule.is_none())
    {
        return Err(format!("a reference board breaks a rule:\n{text}"));
    }
    Ok(())
}

#[test]
fn every_corpus_round_accounts_for_every_player_once() {
    let (mut checked, mut tournaments, mut found) = (0, 0, 0);
    let mut failures = Vec::new();
    for folder in ["pairing", "pairing-school"] {
        let dir = common::corpus_dir(folder);
        found += common::files_with_extension(&dir.join("full"), "trf").len();
        for path in whole_tournaments(&dir) {
            tournaments += 1;
            let s = load(&path);
            for round in 1..=s.rounds_paired() {
                checked += 1;
                if let Err(msg) = check_round(&s, round) {
                    failures.push(format!("{} round {round}: {msg}", path.display()));
                }
            }
        }
    }
    eprintln!("explained {checked} rounds of {tournaments} tournaments");
    common::assert_ran_all("whole tournaments", tournaments, found);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn explanation_of_a_corpus_round_reads_as_plain_text() {
    let dir = common::corpus_dir("pairing");
    let s = load(&dir.join("full/n015_r7_mod2.trf"));
    let e = explain(&s, 5).expect("round 5 is paired");
    insta::assert_snapshot!("n015_r7_mod2_round5", e.to_string());
}
