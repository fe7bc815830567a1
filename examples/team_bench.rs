//! Team pairing speed: whole team Swiss events of 20, 50, 100 and 200 teams.
//!
//! `cargo run --release --example team_bench [TEAMS...] [--seeds N]` plays, for each
//! size, `N` events (default 3) of four boards with random board results (the team with
//! the smaller pairing number a little stronger), 7 rounds for 20 teams and 9 for more,
//! each round paired by the C.04.6 engine (`pairing::team_swiss`). Each line gives the
//! processor time of the pairing (from `/proc/thread-self/schedstat`, which programs
//! running beside it do not inflate) and the peak memory of that round (`VmHWM`, reset
//! before the round through `/proc/self/clear_refs`; Linux only, `?` elsewhere). A round
//! the engine refuses with `TooManySets` is counted, then paired by a plain greedy
//! pairing (score order, no rematch) so the event goes on; the summary gives the
//! count per size. `--save FILE` writes every round's pairing to FILE (one line a
//! round), for checking that a change to the engine leaves every pairing as it was.

use catur::model::{Colour, RoundNo};
use catur::pairing::team_swiss::{TeamEntrant, TeamPairingError, TeamSwissRules, pair_swiss_with};

const BOARDS: i32 = 4;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seeds = args
        .iter()
        .position(|a| a == "--seeds")
        .and_then(|i| args.get(i + 1))
        .and_then(|a| a.parse::<u64>().ok())
        .unwrap_or(3);
    let mut sizes: Vec<u32> = args
        .iter()
        .enumerate()
        .filter(|(i, _)| *i == 0 || (args[i - 1] != "--seeds" && args[i - 1] != "--save"))
        .filter_map(|(_, a)| a.parse().ok())
        .collect();
    if sizes.is_empty() {
        sizes = vec![20, 50, 100, 200];
    }
    let save = args
        .iter()
        .position(|a| a == "--save")
        .and_then(|i| args.get(i + 1))
        .cloned();
    let mut saved = String::new();
    println!("teams seed round   cpu (s)  peak (MB)  outcome");
    let mut summary = Vec::new();
    for n in sizes {
        let rounds: RoundNo = if n <= 20 { 7 } else { 9 };
        let mut worst = 0.0f64;
        let mut total = 0.0f64;
        let mut paired = 0u32;
        let mut too_many = 0u32;
        let mut refused = 0u32;
        let mut peak_max = 0.0f64;
        for seed in 1..=seeds {
            for line in play(n, rounds, seed) {
                println!(
                    "{n:5} {seed:4} {:5} {:9.3} {:>10} {}",
                    line.round,
                    line.cpu,
                    line.peak_mb.map_or("?".into(), |m| format!("{m:.1}")),
                    line.outcome
                );
                saved.push_str(&format!("{n} {seed} {}: {}\n", line.round, line.pairing));
                worst = worst.max(line.cpu);
                total += line.cpu;
                paired += 1;
                peak_max = peak_max.max(line.peak_mb.unwrap_or(0.0));
                if line.outcome.starts_with("TooManySets") {
                    too_many += 1;
                } else if line.outcome != "ok" {
                    refused += 1;
                }
            }
        }
        summary.push((
            n, rounds, seeds, paired, total, worst, peak_max, too_many, refused,
        ));
    }
    if let Some(file) = save
        && let Err(e) = std::fs::write(&file, saved)
    {
        eprintln!("{file}: cannot write: {e}");
    }
    println!();
    println!(
        "teams rounds events  rounds paired  mean cpu (s)  worst cpu (s)  peak (MB)  \
         TooManySets  other refusals"
    );
    for (n, rounds, seeds, paired, total, worst, peak, too_many, refused) in summary {
        println!(
            "{n:5} {rounds:6} {seeds:6} {paired:14} {:13.3} {worst:14.3} {peak:10.1} \
             {too_many:12} {refused:15}",
            total / f64::from(paired.max(1))
        );
    }
}

/// One round's measurement.
struct Line {
    round: RoundNo,
    cpu: f64,
    peak_mb: Option<f64>,
    outcome: String,
    /// The pairing as `white-black` pairs, then the bye.
    pairing: String,
}

/// A team's state between rounds.
#[derive(Clone, Default)]
struct Team {
    mp: i32,
    gp: i32,
    opponents: Vec<u32>,
    colours: Vec<Option<Colour>>,
    had_bye: bool,
    floated: bool,
}

fn play(n: u32, rounds: RoundNo, seed: u64) -> Vec<Line> {
    let mut rng = fastrand::Rng::with_seed(seed * 1000 + u64::from(n));
    let mut teams = vec![Team::default(); n as usize];
    let rules = TeamSwissRules {
        initial: Colour::White,
        rounds_planned: Some(rounds),
        ..TeamSwissRules::new(Colour::White)
    };
    let mut out = Vec::new();
    for round in 1..=rounds {
        let entrants: Vec<TeamEntrant> = teams
            .iter()
            .enumerate()
            .map(|(i, t)| TeamEntrant {
                number: i as u32 + 1,
                primary: t.mp,
                secondary: t.gp,
                opponents: t.opponents.clone(),
                colours: t.colours.clone(),
                had_bye: t.had_bye,
                forfeit_win: false,
                floated: t.floated,
            })
            .collect();
        reset_peak();
        let before = cpu_seconds();
        let result = pair_swiss_with(&entrants, round, &rules);
        let cpu = cpu_seconds()
            .zip(before)
            .map_or(0.0, |(after, before)| after - before);
        let peak_mb = peak_memory_kib().map(|k| k as f64 / 1024.0);
        let (pairs, bye, outcome) = match result {
            Ok(p) => (
                p.matches.iter().map(|m| (m.white, m.black)).collect(),
                p.bye,
                "ok".to_string(),
            ),
            Err(e @ TeamPairingError::TooManySets { .. }) => {
                let (pairs, bye) = greedy(&teams);
                (pairs, bye, format!("TooManySets ({e}); paired greedily"))
            }
            Err(e) => {
                out.push(Line {
                    round,
                    cpu,
                    peak_mb,
                    outcome: format!("refused: {e}"),
                    pairing: String::new(),
                });
                break;
            }
        };
        let pairs: Vec<(u32, u32)> = pairs;
        let pairing = format!(
            "{}; bye {bye:?}",
            catur::pairing::team_swiss::dashed(&pairs)
        );
        out.push(Line {
            round,
            cpu,
            peak_mb,
            outcome,
            pairing,
        });
        // Results: each board won by the stronger team (smaller number) 45%, drawn 20%.
        let scores: Vec<i32> = teams.iter().map(|t| t.mp).collect();
        for t in teams.iter_mut() {
            t.colours.push(None);
            t.floated = false;
        }
        for (w, b) in pairs {
            let (wi, bi) = (w as usize - 1, b as usize - 1);
            let mut gw = 0;
            for _ in 0..BOARDS {
                let r = rng.u32(0..100);
                let stronger_wins = r < 45;
                let draw = (45..65).contains(&r);
                gw += if draw {
                    5
                } else if stronger_wins == (w < b) {
                    10
                } else {
                    0
                };
            }
            let gb = BOARDS * 10 - gw;
            let (mw, mb) = match gw.cmp(&gb) {
                std::cmp::Ordering::Greater => (20, 0),
                std::cmp::Ordering::Equal => (10, 10),
                std::cmp::Ordering::Less => (0, 20),
            };
            let floated = scores[wi] != scores[bi];
            for (i, o, g, m, c) in [
                (wi, b, gw, mw, Colour::White),
                (bi, w, gb, mb, Colour::Black),
            ] {
                let t = &mut teams[i];
                t.gp += g;
                t.mp += m;
                t.opponents.push(o);
                if let Some(last) = t.colours.last_mut() {
                    *last = Some(c);
                }
                t.floated = floated;
            }
        }
        if let Some(b) = bye {
            let t = &mut teams[b as usize - 1];
            t.had_bye = true;
            t.mp += 10;
            t.gp += BOARDS * 5;
        }
    }
    out
}

/// Score order, each team the next one below it has not met; the lowest team without a
/// bye left over gets it.
fn greedy(teams: &[Team]) -> (Vec<(u32, u32)>, Option<u32>) {
    let mut order: Vec<u32> = (1..=teams.len() as u32).collect();
    order.sort_by_key(|&k| {
        let t = &teams[k as usize - 1];
        (-t.mp, -t.gp, k)
    });
    let mut bye = None;
    if order.len() % 2 == 1
        && let Some(pos) = order.iter().rposition(|&k| !teams[k as usize - 1].had_bye)
    {
        bye = Some(order.remove(pos));
    }
    let mut pairs = Vec::new();
    let mut left = order;
    while let Some(a) = left.first().copied() {
        left.remove(0);
        let met = &teams[a as usize - 1].opponents;
        let k = left.iter().position(|b| !met.contains(b)).unwrap_or(0);
        if k < left.len() {
            pairs.push((a, left.remove(k)));
        }
    }
    (pairs, bye)
}

/// The time this thread has spent on a processor, in seconds (Linux).
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}

/// Resets the process's peak resident memory to its current size (Linux).
fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// The process's peak resident memory in KiB, from `/proc/self/status` (Linux).
fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
