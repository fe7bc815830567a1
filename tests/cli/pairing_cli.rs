//! The `pair`, `check` and `simulate` commands as library calls: output format and exit
//! codes.

use catur::cli::check::run_check;
use catur::cli::pair::run_pair;
use catur::cli::simulate::run_simulate;

fn run(f: impl FnOnce(&mut Vec<u8>, &mut Vec<u8>) -> u8) -> (u8, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = f(&mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

#[test]
fn bad_trf_is_exit_3_with_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rosak.trf");
    std::fs::write(
        &path,
        "012 Kejohanan\n001    1      Ahmad bin Ismail                 2xx0\n",
    )
    .unwrap();
    let (code, out, err) = run(|o, e| run_pair(&path, None, o, e));
    assert_eq!(code, 3, "{err}");
    assert!(out.is_empty());
    assert!(err.contains("line 2"), "{err}");
    assert!(err.contains("column"), "{err}");
    let (code, _, _) = run(|o, e| run_check(&path, o, e));
    assert_eq!(code, 3);
}

#[test]
fn simulated_tournament_pairs_and_checks_clean() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sim.trf");
    let (code, _, err) = run(|o, e| run_simulate(15, 5, Some(7), Some(&path), o, e));
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = run(|o, e| run_check(&path, o, e));
    assert_eq!(code, 0, "{out}{err}");
    // Pairing the finished file again would be round 6 of 5: refused as bad input.
    let (code, _, _) = run(|o, e| run_pair(&path, None, o, e));
    assert_ne!(code, 0);
}

/// Four players cannot play five rounds without a rematch: the simulation stops early,
/// but the file still plans the five rounds asked (`XXR`/`142`), so that a checker does
/// not take the last round played for the final round.
#[test]
fn simulate_stopped_early_writes_the_rounds_asked() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sim4.trf");
    let (code, _, err) = run(|o, e| run_simulate(4, 5, Some(3), Some(&path), o, e));
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("stopped after"), "{err}");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.lines().any(|l| l.trim_end() == "XXR 5"), "{text}");
    assert!(text.lines().any(|l| l.trim_end() == "142 5"), "{text}");
    let section = catur::cli::pair::load_section(&path).unwrap();
    assert_eq!(section.settings.rounds_planned, 5);
    let played = section.rounds.len();
    assert!((1..5).contains(&played), "{played} rounds played");
    assert!(
        err.contains(&format!("stopped after {played} of the 5")),
        "{err}"
    );
    // Every round played checks clean, and the next round is refused (no legal pairing).
    let (code, out, err) = run(|o, e| run_check(&path, o, e));
    assert_eq!(code, 0, "{out}{err}");
    let (code, _, err) = run(|o, e| run_pair(&path, None, o, e));
    assert_eq!(code, 1, "{err}");
}

/// A generated tournament that stops because of the byes and withdrawals drawn for its
/// next round: the file written with `--unpaired-round` keeps them in that round's column,
/// so that the round is refused again when read back, while the ordinary output (rounds
/// played, nothing asked for a round never paired) is pairable as it stands. Another
/// engine asked about the stopped round must be given the first file.
#[test]
fn simulate_config_writes_the_unpaired_round_with_its_byes() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("rtg.txt");
    std::fs::write(
        &config,
        "PlayersNumber=8\nRoundsNumber=6\nDrawPercentage=28\nForfeitRate=20\n\
         RetiredRate=4\nHalfPointByeRate=20\nHighestRating=2502\nLowestRating=1137\n",
    )
    .unwrap();
    let played = dir.path().join("played.trf");
    let unpaired = dir.path().join("unpaired.trf");
    let (code, _, err) = run(|o, e| {
        catur::cli::simulate_config::run_simulate_config(
            &config,
            Some(200061),
            Some(&played),
            Some(&unpaired),
            o,
            e,
        )
    });
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("round 6 has no legal pairing"), "{err}");
    let (code, _, err) = run(|o, e| run_pair(&unpaired, None, o, e));
    assert_eq!(code, 1, "the stopped round is refused again: {err}");
    let (code, _, err) = run(|o, e| run_pair(&played, None, o, e));
    assert_eq!(code, 0, "without its requests the round pairs: {err}");
    let (code, out, err) = run(|o, e| run_check(&played, o, e));
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn first_round_is_top_half_against_bottom_half() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r1.trf");
    let mut text = String::from("012 Kejohanan Catur\n142 5\n152 W\n");
    let names = [
        "Ahmad bin Ismail",
        "Nur Aisyah binti Hassan",
        "Tan Wei Ming",
        "Priya a/p Raman",
        "Lim Jia Hui",
    ];
    for (i, name) in names.iter().enumerate() {
        text += &format!(
            "001 {:4}      {:<32} {:4}                             0.0 {:4}\n",
            i + 1,
            name,
            2000 - i * 10,
            i + 1
        );
    }
    std::fs::write(&path, text).unwrap();
    let (code, out, err) = run(|o, e| run_pair(&path, None, o, e));
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "3\n1 3\n4 2\n5 0\n");
}
