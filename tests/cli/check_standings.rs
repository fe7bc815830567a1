//! `catur check --trf` checks standings as well as pairings (issue 35 item 3): on 100
//! simulated tournaments with their tie-break list it flags no correct file, and finds
//! every file in which one points or rank value was changed, naming the player and the
//! column.

use catur::cli::check::run_check;
use catur::model::Points;
use catur::trf::{Record, TrfFile, TrfHeader, from_section};

fn check(path: &std::path::Path) -> (u8, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_check(path, &mut out, &mut err);
    let text = String::from_utf8_lossy(&out).into_owned() + &String::from_utf8_lossy(&err);
    (code, text)
}

/// The TRF text of simulated tournament `seed`, its ranks under its tie-break list.
fn simulated(seed: u64) -> TrfFile {
    let players = 8 + (seed % 23) as u32;
    let rounds = 5 + (seed % 5) as u32;
    let section = catur::cli::simulate::simulate(players, rounds, seed).expect("simulated");
    assert!(!section.settings.tiebreaks.is_empty(), "a tie-break list");
    let header = catur::host::trf_export::with_ranks(&section, TrfHeader::default());
    from_section(&section, &header)
}

/// Changes one value of the file: the points of one player (odd seeds) or the rank
/// of one player, moved out of his place (even seeds). Returns that player's number.
fn spoil(file: &mut TrfFile, seed: u64) -> u32 {
    let mut rng = fastrand::Rng::with_seed(seed);
    let players: Vec<usize> = (0..file.records.len())
        .filter(|&i| matches!(file.records[i], Record::Player(_)))
        .collect();
    let n = players.len() as u32;
    let at = players[rng.usize(..players.len())];
    let Record::Player(p) = &mut file.records[at] else {
        unreachable!("chosen among the players")
    };
    if seed % 2 == 1 {
        let now = p.points.unwrap_or(Points::ZERO);
        p.points = Some(Points(now.0 + if now.0 >= 5 { -5 } else { 5 }));
    } else {
        // First or last place, whichever is further from where the player stands.
        let rank = p.rank.unwrap_or(1);
        p.rank = Some(if rank > n / 2 { 1 } else { n });
    }
    p.tpn
}

#[test]
fn check_finds_every_spoiled_standings_and_flags_no_correct_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut shared_place_rank_spoils = 0;
    for seed in 1..=100u64 {
        let mut file = simulated(seed);
        let path = dir.path().join(format!("t{seed}.trf"));
        std::fs::write(&path, file.to_string()).unwrap();
        let (code, text) = check(&path);
        assert_eq!(code, 0, "seed {seed}: a correct file flagged:\n{text}");

        let before = file.to_string();
        let tpn = spoil(&mut file, seed);
        if file.to_string() == before {
            // The rank already was at the end chosen (a place shared by everyone).
            shared_place_rank_spoils += 1;
            continue;
        }
        std::fs::write(&path, file.to_string()).unwrap();
        let (code, text) = check(&path);
        let column = if seed % 2 == 1 { "PTS" } else { "RANK" };
        assert_eq!(code, 1, "seed {seed}: the spoiled file passed:\n{text}");
        assert!(
            text.contains(&format!("player {tpn} (")) && text.contains(&format!("): {column}:")),
            "seed {seed}: player {tpn} and {column} not named:\n{text}"
        );
    }
    assert!(shared_place_rank_spoils < 5, "{shared_place_rank_spoils}");
}

#[test]
fn check_names_the_tiebreak_that_decides_a_wrong_rank() {
    let dir = tempfile::tempdir().unwrap();
    let mut file = simulated(12);
    // Swap the claimed ranks of the first two places when a tie-break decides them.
    let ranks: Vec<(usize, u32)> = file
        .records
        .iter()
        .enumerate()
        .filter_map(|(i, r)| match r {
            Record::Player(p) => p.rank.map(|k| (i, k)),
            _ => None,
        })
        .collect();
    let first = ranks.iter().find(|(_, k)| *k == 1).map(|x| x.0);
    let second = ranks.iter().find(|(_, k)| *k == 2).map(|x| x.0);
    let (Some(a), Some(b)) = (first, second) else {
        panic!("places 1 and 2 not distinct in seed 12")
    };
    for (i, k) in [(a, 2), (b, 1)] {
        if let Record::Player(p) = &mut file.records[i] {
            p.rank = Some(k);
        }
    }
    let path = dir.path().join("swapped.trf");
    std::fs::write(&path, file.to_string()).unwrap();
    let (code, text) = check(&path);
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("RANK: the file says 2"), "{text}");
    assert!(text.contains("decided by "), "{text}");
}
