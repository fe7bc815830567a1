//! Helpers shared by the scenario tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

pub mod cli;
pub mod qr;
pub mod teams;
pub mod tui;

/// The folder of reference cases: `tests/corpus` in the repository (a copy of the
/// reference engines' answers, see its README), or the folder named by `CATUR_CORPUS`
/// (for example a larger set of cases). A missing folder is a failure, never a skip.
pub fn corpus_dir(sub: &str) -> PathBuf {
    let base = std::env::var_os("CATUR_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus"));
    let dir = base.join(sub);
    assert!(
        dir.is_dir(),
        "reference corpus folder {} is missing (CATUR_CORPUS names another corpus)",
        dir.display()
    );
    dir
}

/// The files of `dir` whose name ends in `.EXT`, sorted by name (the folder must be
/// readable).
pub fn files_with_extension(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let entries = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read the corpus folder {}: {e}", dir.display()));
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == ext))
        .collect();
    files.sort();
    files
}

/// The `CASE` filter of the corpus tests (a part of the case names), if set.
pub fn case_filter() -> Option<String> {
    std::env::var("CASE").ok().filter(|f| !f.is_empty())
}

/// Every corpus test ends here: it ran at least one case, and (unless `CASE` narrows
/// the run) exactly as many as the folder holds, so an empty folder or cases silently
/// passed over fail the test.
pub fn assert_ran_all(what: &str, ran: usize, found: usize) {
    assert!(ran > 0, "{what}: no case ran (empty corpus folder?)");
    if case_filter().is_none() {
        assert_eq!(ran, found, "{what}: {ran} cases ran of the {found} found");
    }
}

/// Nine boys of three schools, three boards each (a small district section).
pub const THREE_SCHOOLS: &str = "\
Nama,Pasukan,Papan,Jantina,Rating
Ahmad bin Ismail,SK Seri Indah,1,L,1500
Tan Wei Ming,SK Seri Indah,2,L,1420
Muhammad Hafiz,SK Seri Indah,3,L,1300
Arjun a/l Kumar,SK Bukit Tinggi,1,L,1550
Mohd Firdaus,SK Bukit Tinggi,2,L,1400
Chong Wei Jie,SK Bukit Tinggi,3,L,1310
Aiman Hakimi,SK Sungai Lembing,1,L,1380
Lee Zhi Hao,SK Sungai Lembing,2,L,1350
Ravi a/l Muthu,SK Sungai Lembing,3,L,1200
";

/// A championship with one 5-round section `L12` of the players in `list` (CSV), the
/// school rules set as given and pairing numbers by board value.
pub fn school_section(
    name: &str,
    list: &str,
    same_team_rounds: u32,
    top_seeds_apart: u32,
) -> catur::model::Tournament {
    use catur::model::{Sport, Tournament};
    use catur::ops;
    let mut t = Tournament::new(name);
    ops::create_section(&mut t, "L12", "Lelaki Bawah 12", 5, Sport::Chess).unwrap();
    let rows = ops::parse_players_csv(list).unwrap();
    ops::import_players(&mut t, "L12", &rows).unwrap();
    let mut set = t.section("L12").unwrap().settings.clone();
    set.local_rules.same_team_rounds = same_team_rounds;
    set.local_rules.top_seeds_apart = top_seeds_apart;
    ops::edit_section(&mut t, "L12", set).unwrap();
    ops::assign_tpns(&mut t, "L12").unwrap();
    t
}
