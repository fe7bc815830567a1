//! Helpers shared by the scenario tests.
#![allow(dead_code)]

use std::path::PathBuf;

/// The folder of shared reference cases: `CATUR_CORPUS`, or `../shared/corpus` beside the
/// crate. Returns `None` (after saying so) when it is missing, so that a lone clone still
/// passes `cargo test`; with `CATUR_REQUIRE_CORPUS=1` a missing corpus is a failure.
pub fn corpus_dir(sub: &str) -> Option<PathBuf> {
    let base = std::env::var_os("CATUR_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus"));
    let dir = base.join(sub);
    if dir.is_dir() {
        return Some(dir);
    }
    let required = std::env::var("CATUR_REQUIRE_CORPUS").is_ok_and(|v| v == "1");
    assert!(
        !required,
        "reference corpus {} is missing (CATUR_REQUIRE_CORPUS=1)",
        dir.display()
    );
    eprintln!(
        "skipping: reference corpus {} not found (set CATUR_CORPUS)",
        dir.display()
    );
    None
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
    use catur::model::{SectionSettings, Sport, Tournament};
    use catur::ops;
    let mut t = Tournament::new(name);
    ops::create_section(&mut t, "L12", "Lelaki Bawah 12", 5, Sport::Chess).unwrap();
    let rows = ops::parse_players_csv(list).unwrap();
    ops::import_players(&mut t, "L12", &rows).unwrap();
    let mut set = SectionSettings::of(t.section("L12").unwrap());
    set.local_rules.same_team_rounds = same_team_rounds;
    set.local_rules.top_seeds_apart = top_seeds_apart;
    ops::edit_section(&mut t, "L12", set).unwrap();
    ops::assign_tpns(&mut t, "L12").unwrap();
    t
}
