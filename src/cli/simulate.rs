//! `catur simulate --players N --rounds R [--seed S] [-o OUT.trf]`: a whole random
//! tournament paired by our engine, for benchmarks and cross-checks.
//!
//! Results follow the rating difference, with draws; now and then a forfeit, a double
//! forfeit, a requested half-point or zero-point bye, or a player who withdraws for the
//! rest of the event. The same seed always gives the same tournament.

use super::exit;
use crate::model::{
    Absence, ByeKind, ByeRequest, Colour, GameResult, Outcome, Player, PlayerId, Round, RoundNo,
    Section,
};
use crate::pairing::dutch::{PairingError, pair_round};
use crate::trf::{TrfHeader, from_section};
use std::io::Write;
use std::path::Path;

pub(super) const NAMES: [&str; 8] = [
    "Ahmad bin Ismail",
    "Nur Aisyah binti Hassan",
    "Tan Wei Ming",
    "Priya a/p Raman",
    "Muhammad Haziq bin Rahman",
    "Lim Jia Hui",
    "Siti Nurhaliza binti Omar",
    "Arjun a/l Selvam",
];

/// The players of a simulated section, strongest first.
fn players(rng: &mut fastrand::Rng, n: u32) -> Vec<Player> {
    let mut ratings: Vec<u16> = (0..n).map(|_| rng.u16(1000..=2600)).collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    ratings
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            let id = i as u32 + 1;
            let mut p = Player::new(PlayerId(id), format!("{} {id}", NAMES[i % NAMES.len()]));
            p.tpn = id;
            p.rating = Some(r);
            p
        })
        .collect()
}

/// A result for a game between the two ratings.
fn outcome(rng: &mut fastrand::Rng, white: u16, black: u16) -> Outcome {
    let roll = rng.f64();
    if roll < 0.005 {
        return Outcome::DoubleForfeit;
    }
    if roll < 0.02 {
        return Outcome::WhiteForfeitWin;
    }
    if roll < 0.035 {
        return Outcome::BlackForfeitWin;
    }
    let diff = f64::from(white) - f64::from(black) + 35.0;
    let expected = 1.0 / (1.0 + 10f64.powf(-diff / 400.0));
    let draw = 0.3 * (1.0 - (2.0 * expected - 1.0).abs());
    let x = rng.f64();
    Outcome::Played(if x < expected - draw / 2.0 {
        GameResult::WhiteWins
    } else if x < expected + draw / 2.0 {
        GameResult::Draw
    } else {
        GameResult::BlackWins
    })
}

/// Pairs round `r` of a generated tournament with `pair`. `None` when no legal pairing
/// exists after round 1: the tournament stops there (the byes and withdrawals drawn for
/// the round never paired stay until [`forget_requests_from`] drops them).
pub(super) fn pair_or_stop<F>(
    s: &mut Section,
    r: RoundNo,
    pair: &mut F,
) -> Result<Option<Round>, PairingError>
where
    F: FnMut(&Section, RoundNo) -> Result<Round, PairingError>,
{
    match pair(s, r) {
        Ok(round) => Ok(Some(round)),
        Err(PairingError::NoLegalPairing { .. }) if r > 1 => Ok(None),
        Err(e) => Err(e),
    }
}

/// Drops the byes and withdrawals drawn for round `r` and later: a tournament that
/// stopped before round `r` is written as the rounds played, with no request for a round
/// that was never paired.
pub(super) fn forget_requests_from(s: &mut Section, r: RoundNo) {
    for p in &mut s.players {
        p.bye_requests.retain(|b| b.round < r);
        p.absences.retain(|a| a.from < r);
    }
}

/// Plays a whole tournament. Stops early (with fewer rounds) only if a round cannot be
/// paired legally; the rounds planned stay the rounds asked, so that the last round
/// played is not taken for the final round (whose topscorers are paired differently).
pub fn simulate(n: u32, rounds: u32, seed: u64) -> Result<Section, PairingError> {
    simulate_with(n, rounds, seed, pair_round)
}

/// As [`simulate`], with the rounds paired by `pair` instead of the Dutch engine (the
/// pairing benchmark uses a quick pairing to build the history of very large fields).
pub fn simulate_with<F>(
    n: u32,
    rounds: u32,
    seed: u64,
    mut pair: F,
) -> Result<Section, PairingError>
where
    F: FnMut(&Section, RoundNo) -> Result<Round, PairingError>,
{
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut s = Section::new("SIM", "Simulasi", rounds);
    s.settings.initial_colour = Some(if rng.bool() {
        Colour::White
    } else {
        Colour::Black
    });
    s.players = players(&mut rng, n);
    s.next_player_id = n + 1;
    for r in 1..=rounds {
        for p in &mut s.players {
            if p.status(r) != crate::model::PlayerStatus::Present {
                continue;
            }
            let roll = rng.f64();
            if roll < 0.03 && r < rounds {
                p.bye_requests.push(ByeRequest {
                    round: r,
                    kind: ByeKind::Half,
                });
            } else if roll < 0.045 {
                p.bye_requests.push(ByeRequest {
                    round: r,
                    kind: ByeKind::Zero,
                });
            } else if roll < 0.05 && r > 1 {
                p.absences.push(Absence {
                    from: r,
                    until: None,
                });
            }
        }
        let Some(mut round) = pair_or_stop(&mut s, r, &mut pair)? else {
            forget_requests_from(&mut s, r);
            break;
        };
        let rating = |id: PlayerId| s.player(id).and_then(|p| p.rating).unwrap_or(1500);
        for b in &mut round.boards {
            b.outcome = outcome(&mut rng, rating(b.white), rating(b.black));
        }
        s.rounds.push(round);
    }
    Ok(s)
}

/// Runs the command; returns the exit code.
pub fn run_simulate(
    players: u32,
    rounds: u32,
    seed: Option<u64>,
    out: Option<&Path>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    if players < 2 || rounds < 1 {
        let _ = writeln!(stderr, "simulate needs at least 2 players and 1 round");
        return exit::USAGE;
    }
    let seed = seed.unwrap_or(1);
    let section = match simulate(players, rounds, seed) {
        Ok(s) => s,
        Err(e) => {
            let _ = writeln!(stderr, "{e}");
            return exit::REFUSED;
        }
    };
    let played = section.rounds.len() as RoundNo;
    if played < rounds {
        let _ = writeln!(
            stderr,
            "round {} has no legal pairing: stopped after {played} of the {rounds} rounds asked",
            played + 1
        );
    }
    let header = TrfHeader {
        name: format!("Simulasi {players} pemain, benih {seed}"),
        ..TrfHeader::default()
    };
    // The rank column as the standings under the file's tie-break list give it.
    let header = crate::host::trf_export::with_ranks(&section, header);
    let text = from_section(&section, &header).to_string();
    let written = match out {
        Some(path) => std::fs::write(path, &text)
            .map_err(|e| format!("{}: cannot write: {e}", path.display())),
        None => stdout.write_all(text.as_bytes()).map_err(|e| e.to_string()),
    };
    match written {
        Ok(()) => exit::OK,
        Err(msg) => {
            let _ = writeln!(stderr, "{msg}");
            exit::BAD_INPUT
        }
    }
}
