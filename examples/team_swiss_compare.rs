//! The team Swiss (FIDE C.04.6) against a second engine, round by round.
//!
//! `cargo run --example team_swiss_compare -- generate DIR [--count N] [--seed S]` plays
//! `N` random team Swiss events (default 1,000): 4-60 teams of 4-6 boards and a reserve,
//! 5-11 rounds, Type A or B colour preferences, match or game points first, random
//! initial colour; board forfeits, team forfeits, short line-ups (a board left empty),
//! teams absent for a round, and the pairing-allocated bye of an odd field. Each round is
//! paired by catur's operations (`pair_team_round`, the C.04.6 engine) and, before it,
//! written to `DIR`:
//! - `eEEEE_rRR.trf`: the section as `catur export` writes it (TRF26 with the team
//!   records), the round to pair announced by its absences;
//! - `eEEEE_rRR.teams`: the teams as the pairing sees them (`examples/shared/team_case.rs`);
//! - `eEEEE_rRR.catur`: catur's pairing in the engine format, or `refused: ...`.
//!
//! Another program pairs each `.trf` and writes its answer as `eEEEE_rRR.other` (engine
//! format, or a first line `error: ...`). Then
//! `cargo run --example team_swiss_compare -- compare DIR` sorts every round into one
//! kind (same pairing, or the first way the two differ) and prints the counts and a few
//! rounds of each kind; every kind is decided against the C.04.6 text in the README.
//!
//! The events score the pairing-allocated bye as a won match (2 match points), the value
//! the other engine cannot change, so that both rank the teams alike.

#[path = "shared/team_case.rs"]
mod team_case;

use catur::model::{
    ColourPreferences, GameResult, Outcome, PlayerStatus, RoundNo, Sport, TeamMatchSettings,
    TeamRanking, TeamSystem, Tournament,
};
use catur::ops::{self, PlayerFields};
use catur::trf::{Edition, section_text};
use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use team_case::{TeamAnswer, TeamCase, read_answer, read_case, write_answer, write_case};

const SECTION: &str = "TS";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse::<u64>().ok())
    };
    let (Some(mode), Some(dir)) = (args.first(), args.get(1)) else {
        eprintln!("usage: team_swiss_compare generate|compare DIR [--count N] [--seed S]");
        std::process::exit(2);
    };
    let dir = PathBuf::from(dir);
    let outcome = match mode.as_str() {
        "generate" => generate(
            &dir,
            flag("--count").unwrap_or(1000),
            flag("--seed").unwrap_or(2026),
        ),
        "compare" => compare(&dir),
        _ => Err(format!("unknown mode {mode}")),
    };
    if let Err(e) = outcome {
        eprintln!("team_swiss_compare: {e}");
        std::process::exit(1);
    }
}

/// What an event was made of, for the summary.
#[derive(Default)]
struct Made {
    events: u64,
    rounds: u64,
    refused: u64,
    type_b: u64,
    game_points_first: u64,
    byes: u64,
    board_forfeits: u64,
    team_forfeits: u64,
    short_lineups: u64,
    absences: u64,
}

fn generate(dir: &Path, count: u64, seed: u64) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut made = Made::default();
    for e in 0..count {
        event(dir, e, seed, &mut made)?;
    }
    println!(
        "events {}  rounds paired {}  refused {}  type B {}  game points first {}",
        made.events, made.rounds, made.refused, made.type_b, made.game_points_first
    );
    println!(
        "byes {}  board forfeits {}  team forfeits {}  short line-ups {}  teams absent {}",
        made.byes, made.board_forfeits, made.team_forfeits, made.short_lineups, made.absences
    );
    Ok(())
}

fn write(path: PathBuf, text: &str) -> Result<(), String> {
    std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
}

/// One event, played round by round.
fn event(dir: &Path, e: u64, seed: u64, made: &mut Made) -> Result<(), String> {
    let mut rng = fastrand::Rng::with_seed(seed.wrapping_mul(1_000_003).wrapping_add(e));
    let teams = rng.u32(4..=60);
    let boards = rng.u8(4..=6);
    let rounds: RoundNo = rng.u32(5..=11);
    let mut t = Tournament::new("Kejohanan Catur Berpasukan Rawak");
    let fail = |what: &str, err: &dyn std::fmt::Display| format!("event {e}: {what}: {err}");
    ops::create_section(&mut t, SECTION, "Berpasukan", rounds, Sport::Chess)
        .map_err(|x| fail("section", &x))?;
    let mut settings = TeamMatchSettings::new(boards, TeamSystem::Swiss);
    settings.match_points.bye = settings.match_points.win;
    if rng.bool() {
        settings.colour_preferences = ColourPreferences::TypeB;
        made.type_b += 1;
    }
    if rng.u8(0..4) == 0 {
        settings.ranking = TeamRanking::GamePoints;
        made.game_points_first += 1;
    }
    ops::set_team_match(&mut t, SECTION, settings).map_err(|x| fail("team match", &x))?;
    for k in 0..teams {
        let name = format!("Sekolah Kebangsaan {:03}", k + 1);
        let team = ops::add_team(&mut t, SECTION, &name, None).map_err(|x| fail("team", &x))?;
        let base = 2100u16.saturating_sub(rng.u16(0..900));
        // Most teams bring a reserve; some come with their boards only.
        let players = if rng.u8(0..3) == 0 {
            boards
        } else {
            boards + 1
        };
        for b in 1..=players {
            let mut f = PlayerFields::named(format!("Pemain {:03} {b}", k + 1));
            f.rating = Some(base.saturating_sub(15 * u16::from(b)));
            f.team = Some(team);
            f.board = Some(b);
            f.reserve = b == boards + 1;
            ops::add_player(&mut t, SECTION, f).map_err(|x| fail("player", &x))?;
        }
    }
    let initial = if rng.bool() {
        catur::model::Colour::White
    } else {
        catur::model::Colour::Black
    };
    if let Some(s) = t.sections.iter_mut().find(|s| s.code == SECTION) {
        s.settings.initial_colour = Some(initial);
    }
    ops::assign_tpns(&mut t, SECTION).map_err(|x| fail("numbers", &x))?;
    made.events += 1;
    // Events differ in how rough they are: some clean, some with many forfeits.
    let roughness = rng.u32(0..4);
    for r in 1..=rounds {
        let stem = format!("e{e:04}_r{r:02}");
        absences_and_lineups(&mut t, r, roughness, &mut rng, made);
        let s = t.section(SECTION).ok_or("section lost")?;
        let tm = s.team_match.as_deref().ok_or("team match lost")?;
        let header = catur::host::trf_export::trf_header(&t, s);
        let text = section_text(s, &header, Edition::Trf26).map_err(|x| fail("export", &x))?;
        write(dir.join(format!("{stem}.trf")), &text)?;
        let case = TeamCase {
            round: r,
            rules: catur::pairing::team_swiss::TeamSwissRules {
                initial,
                rounds_planned: Some(rounds),
                preferences: tm.settings.colour_preferences.into(),
            },
            teams: ops::team_entrants(s, tm, r),
        };
        write(dir.join(format!("{stem}.teams")), &write_case(&case))?;
        match ops::pair_team_round(&mut t, SECTION) {
            Ok(_) => {}
            Err(x) => {
                made.refused += 1;
                write(
                    dir.join(format!("{stem}.catur")),
                    &format!("refused: {x}\n"),
                )?;
                break;
            }
        }
        made.rounds += 1;
        let s = t.section(SECTION).ok_or("section lost")?;
        let order = ops::team_order(s, boards);
        let number = |id| {
            order
                .iter()
                .position(|x| *x == id)
                .map_or(0, |k| k as u32 + 1)
        };
        let matches = ops::round_matches(&t, SECTION, r).to_vec();
        let mut answer = TeamAnswer::default();
        for m in &matches {
            match m.black {
                Some(b) => answer.matches.push((number(m.white), number(b))),
                None => {
                    answer.bye = Some(number(m.white));
                    made.byes += 1;
                }
            }
        }
        write(dir.join(format!("{stem}.catur")), &write_answer(&answer))?;
        play(&mut t, r, &matches, &order, roughness, &mut rng, made);
    }
    Ok(())
}

/// Before round `r` is paired: some teams absent (every member), some line-ups short by
/// one (the last board left empty).
fn absences_and_lineups(
    t: &mut Tournament,
    r: RoundNo,
    roughness: u32,
    rng: &mut fastrand::Rng,
    made: &mut Made,
) {
    let Some(s) = t.section(SECTION) else { return };
    let Some(tm) = s.team_match.as_deref() else {
        return;
    };
    let order = ops::team_order(s, tm.settings.boards);
    let mut absent = Vec::new();
    let mut short = Vec::new();
    for team in &order {
        if roughness > 0 && rng.u32(0..100) < 2 * roughness && order.len() - absent.len() > 3 {
            let members = s.team_members(*team);
            // A team with a reserve on call would field it alone: only teams without
            // one are absent as a whole.
            if !members.iter().any(|p| p.reserve) {
                absent.push(
                    members
                        .iter()
                        .filter(|p| p.status(r) == PlayerStatus::Present)
                        .map(|p| p.id)
                        .collect::<Vec<_>>(),
                );
            }
        } else if roughness > 0 && rng.u32(0..100) < 2 * roughness {
            let mut lineup = ops::team_lineup(s, tm, *team, r);
            if lineup.len() > 1 {
                lineup.pop();
                short.push((*team, lineup));
            }
        }
    }
    for ids in absent {
        if ops::mark_absent(t, SECTION, r, &ids).is_ok() {
            made.absences += 1;
        }
    }
    for (team, lineup) in short {
        if ops::set_lineup(t, SECTION, r, team, lineup).is_ok() {
            made.short_lineups += 1;
        }
    }
}

/// Results of round `r`: a team forfeit now and then, board forfeits, and games where
/// the team with the smaller pairing number is a little stronger.
fn play(
    t: &mut Tournament,
    r: RoundNo,
    matches: &[catur::model::TeamMatch],
    order: &[catur::model::TeamId],
    roughness: u32,
    rng: &mut fastrand::Rng,
    made: &mut Made,
) {
    for (k, m) in matches.iter().enumerate() {
        let Some(black) = m.black else { continue };
        if roughness > 0 && rng.u32(0..100) < roughness {
            let team = if rng.bool() { m.white } else { black };
            if ops::team_forfeit(t, SECTION, r, k + 1, team).is_ok() {
                made.team_forfeits += 1;
            }
            continue;
        }
        let pos = |id| order.iter().position(|x| *x == id).unwrap_or(0) as i32;
        let edge = (pos(black) - pos(m.white)).signum() * 8;
        for g in 0..m.games() {
            let board = m.first_board as usize + g + 1;
            // Board g: the white team of the match has White on odd boards.
            let white_is_match_white = g % 2 == 0;
            let tilt = if white_is_match_white { edge } else { -edge };
            let x = rng.i32(0..100);
            let outcome = if roughness > 1 && x < i32::try_from(roughness).unwrap_or(0) {
                made.board_forfeits += 1;
                if rng.bool() {
                    Outcome::WhiteForfeitWin
                } else {
                    Outcome::BlackForfeitWin
                }
            } else if x < 40 + tilt {
                Outcome::Played(GameResult::WhiteWins)
            } else if x < 70 + tilt / 2 {
                Outcome::Played(GameResult::Draw)
            } else {
                Outcome::Played(GameResult::BlackWins)
            };
            let _ = ops::set_result(t, SECTION, r, board, outcome);
        }
    }
}

/// The first way two pairings of one round differ.
fn kind(
    case: &TeamCase,
    ours: &Result<TeamAnswer, String>,
    other: &Result<TeamAnswer, String>,
) -> String {
    let (ours, other) = match (ours, other) {
        (Err(_), Err(_)) => return "both refuse".into(),
        (Err(_), Ok(o)) => {
            return if !complete(case, o) {
                "catur refuses, other leaves teams out".into()
            } else if rematches(case, o) > 0 {
                "catur refuses, other pairs a rematch (C1)".into()
            } else {
                "catur refuses, other pairs".into()
            };
        }
        (Ok(_), Err(e)) => {
            return format!("other fails: {}", e.chars().take(50).collect::<String>());
        }
        (Ok(a), Ok(b)) => (a, b),
    };
    if ours == other {
        return "same".into();
    }
    if !complete(case, other) {
        return "other leaves teams out or places one twice".into();
    }
    let by = |n: u32| case.teams.iter().find(|t| t.number == n);
    if rematches(case, other) > 0 {
        return "other pairs a rematch (C1)".into();
    }
    if let Some(b) = other.bye
        && by(b).is_some_and(|t| t.had_bye || t.forfeit_win)
    {
        return "other gives the bye to a team that had it or won by forfeit (C2)".into();
    }
    if ours.bye != other.bye {
        let score = |b: Option<u32>| b.and_then(by).map(|t| t.primary);
        return if score(ours.bye) == score(other.bye) {
            "bye to another team of the same score".into()
        } else {
            "bye to a team of another score".into()
        };
    }
    let set = |a: &TeamAnswer| {
        a.matches
            .iter()
            .map(|&(w, b)| (w.min(b), w.max(b)))
            .collect::<HashSet<_>>()
    };
    if set(ours) != set(other) {
        // Do the brackets differ already in which teams meet across scores?
        let floats = |a: &TeamAnswer| {
            a.matches
                .iter()
                .filter(|(w, b)| by(*w).map(|t| t.primary) != by(*b).map(|t| t.primary))
                .count()
        };
        return if floats(ours) != floats(other) {
            "other matches with more or fewer floaters (C4-C6)".into()
        } else {
            "other matches, as many floaters (C5-C10, 3.6 order)".into()
        };
    }
    let colours = |a: &TeamAnswer| a.matches.iter().copied().collect::<HashSet<_>>();
    if colours(ours) != colours(other) {
        return "same matches, other colours (Art. 4)".into();
    }
    "same matches and colours, other board order".into()
}

/// Every team of the round placed exactly once (in a match or as the bye).
fn complete(case: &TeamCase, a: &TeamAnswer) -> bool {
    let mut placed: Vec<u32> = a.matches.iter().flat_map(|&(w, b)| [w, b]).collect();
    placed.extend(a.bye);
    placed.sort_unstable();
    let mut all: Vec<u32> = case.teams.iter().map(|t| t.number).collect();
    all.sort_unstable();
    placed == all
}

fn rematches(case: &TeamCase, a: &TeamAnswer) -> usize {
    a.matches
        .iter()
        .filter(|(w, b)| {
            case.teams
                .iter()
                .any(|t| t.number == *w && t.opponents.contains(b))
        })
        .count()
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn answer(text: &str) -> Result<TeamAnswer, String> {
    if text.starts_with("refused") || text.starts_with("error") {
        return Err(text.lines().next().unwrap_or("").to_string());
    }
    read_answer(text)
}

fn compare(dir: &Path) -> Result<(), String> {
    let mut stems: Vec<String> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|x| x.ok())
        .filter_map(|x| x.file_name().to_str().map(str::to_string))
        .filter_map(|n| n.strip_suffix(".catur").map(str::to_string))
        .collect();
    stems.sort();
    let mut kinds: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut events = HashSet::new();
    let mut missing = 0;
    for stem in &stems {
        let Ok(other) = read(&dir.join(format!("{stem}.other"))) else {
            missing += 1;
            continue;
        };
        let case = read_case(&read(&dir.join(format!("{stem}.teams")))?)
            .map_err(|e| format!("{stem}.teams: {e}"))?;
        let ours = answer(&read(&dir.join(format!("{stem}.catur")))?);
        let k = kind(&case, &ours, &answer(&other));
        events.insert(stem.split('_').next().unwrap_or("").to_string());
        kinds.entry(k).or_default().push(stem.clone());
    }
    println!(
        "events {}  rounds compared {}  without the other's answer {missing}",
        events.len(),
        kinds.values().map(Vec::len).sum::<usize>()
    );
    for (k, stems) in &kinds {
        let some: Vec<&str> = stems.iter().take(4).map(String::as_str).collect();
        println!("{:6}  {k}  (e.g. {})", stems.len(), some.join(" "));
    }
    Ok(())
}
