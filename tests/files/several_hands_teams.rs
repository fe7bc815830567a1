//! Several hands on a team-match file: processes running `catur` at once on one
//! championship with a team-match section (schools playing schools) and an individual
//! section beside it, entering board results, handing in line-ups, forfeiting a match
//! and pairing the next round of matches, while a desk withdraws and brings back a
//! member and enters results. Every change a command confirmed (exit 0) is in the file,
//! every refused command changed nothing (the journal holds exactly the confirmed
//! changes), and killed writers never cost a confirmed change.

use crate::common;

use catur::model::{Outcome, PlayerId, Sport, TeamId, Tournament};
use catur::ops::{self, PlayerFields};
use catur::tui::App;
use catur::tui::act_wait::Asker;
use common::cli::{catur_unpinned as catur, s};
use common::teams::GIVEN;
use common::tui::{key, message, press};
use crossterm::event::KeyCode;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// The 10-school team section `T12` (7 rounds) and an individual section `L12` of 20
/// players, saved at `dir/berpasukan.catur`.
fn team_file(dir: &Path) -> PathBuf {
    let mut t = common::teams::ten_schools(7, None, &common::teams::schools(), &GIVEN);
    ops::create_section(&mut t, "L12", "Lelaki Bawah 12", 7, Sport::Chess).expect("L12");
    for k in 0..20u16 {
        let mut f = PlayerFields::named(format!("{} {}", GIVEN[usize::from(k % 5)], k + 1));
        f.rating = Some(1700 - 15 * k);
        ops::add_player(&mut t, "L12", f).expect("player");
    }
    ops::assign_tpns(&mut t, "L12").expect("numbers");
    let file = dir.join("berpasukan.catur");
    catur::store::save(&file, &t).expect("saved");
    file
}

fn load(file: &Path) -> Tournament {
    catur::store::load(file).expect("the file loads")
}

fn team_of(t: &Tournament, code: &str) -> TeamId {
    let s = t.section("T12").expect("T12");
    s.teams
        .iter()
        .find(|x| x.code == code)
        .map(|x| x.id)
        .expect("team")
}

/// A team's members in board order (board 5 the reserve).
fn members(t: &Tournament, code: &str) -> Vec<PlayerId> {
    let s = t.section("T12").expect("T12");
    let mut m = s.team_members(team_of(t, code));
    m.sort_by_key(|p| p.board);
    m.iter().map(|p| p.id).collect()
}

/// Match `k` (1-based) of a round as White's and Black's team code, from the file.
fn matches_on_file(t: &Tournament, round: u32) -> Vec<(String, String)> {
    let s = t.section("T12").expect("T12");
    let code = |id: TeamId| s.team(id).map_or(String::new(), |x| x.code.clone());
    ops::round_matches(t, "T12", round)
        .iter()
        .map(|m| (code(m.white), m.black.map_or("bye".to_string(), code)))
        .collect()
}

/// The matches `catur pair` printed under `T12 round N:`: `match 1: SKSI - SKBT` (or
/// `match 5: SKKP bye`), up to the blank line before the explanation.
fn printed_matches(stdout: &str) -> Vec<(String, String)> {
    stdout
        .lines()
        .skip_while(|l| !l.starts_with("T12 round "))
        .take_while(|l| !l.is_empty())
        .filter_map(|l| l.strip_prefix("match "))
        .filter_map(|l| l.split_once(": "))
        .map(|(_, m)| match m.split_once(" - ") {
            Some((w, b)) => (w.to_string(), b.to_string()),
            None => (m.trim_end_matches(" bye").to_string(), "bye".to_string()),
        })
        .collect()
}

/// What the command line confirmed (exit 0).
#[derive(Default)]
struct Confirmed {
    /// Changes, one journal entry each.
    changes: usize,
    /// The last result set on a board: section, round, board (1-based), result.
    results: Vec<(&'static str, u32, usize, Outcome)>,
    /// Line-ups handed in: round, team code, players.
    lineups: Vec<(u32, String, Vec<PlayerId>)>,
    /// Line-ups refused: round, team code.
    lineups_refused: Vec<(u32, String)>,
    /// Team rounds paired: round and the printed matches.
    team_rounds: Vec<(u32, Vec<(String, String)>)>,
    /// Commands refused (non-zero exit, nothing may have changed).
    refused: usize,
}

impl Confirmed {
    fn merge(&mut self, other: Confirmed) {
        self.changes += other.changes;
        self.results.extend(other.results);
        self.lineups.extend(other.lineups);
        self.lineups_refused.extend(other.lineups_refused);
        self.team_rounds.extend(other.team_rounds);
        self.refused += other.refused;
    }
}

/// `catur result` on a board of a section.
fn result(file: &Path, section: &str, round: u32, board: usize, r: &str, change: bool) -> Output {
    let (round, board) = (round.to_string(), board.to_string());
    let mut args = vec![
        "result",
        s(file),
        "--section",
        section,
        "--round",
        &round,
        "--board",
        &board,
        r,
    ];
    if change {
        args.push("--change");
    }
    catur(&args)
}

/// A fixed, varied result for board `k` of round `r` and its change.
fn results_for(r: u32, k: usize) -> (&'static str, &'static str) {
    match (r as usize * 7 + k * 3) % 3 {
        0 => ("1-0", "1/2"),
        1 => ("1/2", "0-1"),
        _ => ("0-1", "1-0"),
    }
}

fn outcome(text: &str) -> Outcome {
    Outcome::parse(text).expect("a result")
}

/// The boards (1-based) of match `k` (1-based) of a team round.
fn boards_of_match(t: &Tournament, round: u32, k: usize) -> Vec<usize> {
    let m = &ops::round_matches(t, "T12", round)[k - 1];
    (0..m.games())
        .map(|g| m.first_board as usize + g + 1)
        .collect()
}

/// Results on the boards of `team_matches` of T12 round `round`: each board its result,
/// a second result without `--change` (refused: the board has one), and on odd boards
/// the change; on round 2, when `forfeit` is set, the Black team of that match forfeits
/// instead, after a forfeit naming a team not in the match was refused.
fn result_worker(
    file: &Path,
    round: u32,
    team_matches: &[usize],
    forfeit: Option<usize>,
) -> Confirmed {
    let mut done = Confirmed::default();
    let t = load(file);
    for &k in team_matches {
        if round == 2 && forfeit == Some(k) {
            let m = ops::round_matches(&t, "T12", 2)[k - 1].clone();
            let sec = t.section("T12").expect("T12");
            let black = sec
                .team(m.black.expect("a match"))
                .expect("team")
                .code
                .clone();
            let outsider = sec
                .teams
                .iter()
                .find(|x| x.id != m.white && Some(x.id) != m.black)
                .map(|x| x.code.clone())
                .expect("another team");
            let k_text = k.to_string();
            for (team, ok) in [(outsider.as_str(), false), (black.as_str(), true)] {
                let o = catur(&[
                    "team-forfeit",
                    s(file),
                    "--section",
                    "T12",
                    "--round",
                    "2",
                    "--match",
                    &k_text,
                    "--team",
                    team,
                ]);
                assert_eq!(
                    o.status.success(),
                    ok,
                    "team forfeit by {team}: {}",
                    text(&o)
                );
                if ok {
                    done.changes += 1;
                } else {
                    done.refused += 1;
                }
            }
            for (g, b) in boards_of_match(&t, 2, k).into_iter().enumerate() {
                // Board 1 of a match: White's team is White.
                let black_is_white = g % 2 == 1;
                let r = if black_is_white {
                    Outcome::BlackForfeitWin
                } else {
                    Outcome::WhiteForfeitWin
                };
                done.results.push(("T12", 2, b, r));
            }
            continue;
        }
        for b in boards_of_match(&t, round, k) {
            let (first, second) = results_for(round, b);
            let o = result(file, "T12", round, b, first, false);
            assert!(o.status.success(), "T12 R{round} board {b}: {}", text(&o));
            done.changes += 1;
            let o = result(file, "T12", round, b, second, false);
            assert_eq!(o.status.code(), Some(1), "a second result: {}", text(&o));
            done.refused += 1;
            let last = if b % 2 == 1 {
                let o = result(file, "T12", round, b, second, true);
                assert!(o.status.success(), "T12 R{round} board {b}: {}", text(&o));
                done.changes += 1;
                second
            } else {
                first
            };
            done.results.push(("T12", round, b, outcome(last)));
        }
    }
    done
}

/// Line-ups for round `round + 1` of SKSI, SKBT and SKTM (the reserve on board 4 in
/// odd rounds, the regular four in even ones), and one for round `round` of SKSL,
/// refused (the round is paired).
fn lineup_worker(file: &Path, round: u32) -> Confirmed {
    let mut done = Confirmed::default();
    let t = load(file);
    for code in ["SKSI", "SKBT", "SKTM"] {
        let m = members(&t, code);
        let players = if (round + 1) % 2 == 1 {
            vec![m[0], m[1], m[2], m[4]]
        } else {
            vec![m[0], m[1], m[2], m[3]]
        };
        let o = lineup(file, round + 1, code, &players);
        if o.status.success() {
            done.changes += 1;
            done.lineups.push((round + 1, code.to_string(), players));
        } else {
            // Only when the next round was paired first.
            assert_eq!(o.status.code(), Some(1), "{}", text(&o));
            done.refused += 1;
            done.lineups_refused.push((round + 1, code.to_string()));
        }
    }
    let m = members(&t, "SKSL");
    let o = lineup(file, round, "SKSL", &[m[0], m[1], m[2], m[4]]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    done.refused += 1;
    done.lineups_refused.push((round, "SKSL".to_string()));
    done
}

fn lineup(file: &Path, round: u32, team: &str, players: &[PlayerId]) -> Output {
    let round = round.to_string();
    let ids: Vec<String> = players.iter().map(|p| format!("#{}", p.0)).collect();
    let mut args = vec![
        "lineup",
        s(file),
        "--section",
        "T12",
        "--round",
        &round,
        "--team",
        team,
    ];
    args.extend(ids.iter().map(String::as_str));
    catur(&args)
}

/// Pairs the next team round as soon as the file allows it: refused (exit 1) while the
/// round before has boards without a result (for two minutes at most: a round that
/// never completes lost a confirmed result).
fn pair_worker(file: &Path, round: u32) -> Confirmed {
    let mut done = Confirmed::default();
    let start = std::time::Instant::now();
    while start.elapsed() < Duration::from_secs(120) {
        let o = catur(&["pair", s(file), "--section", "T12"]);
        if o.status.success() {
            done.changes += 1;
            let out = String::from_utf8_lossy(&o.stdout).into_owned();
            done.team_rounds.push((round, printed_matches(&out)));
            return done;
        }
        assert_eq!(o.status.code(), Some(1), "{}", text(&o));
        done.refused += 1;
        thread::sleep(Duration::from_millis(30));
    }
    let t = load(file);
    let r = t
        .section("T12")
        .and_then(|s| s.round(round - 1))
        .map(|r| r.progress());
    panic!(
        "T12 round {round} never paired: round {} has {r:?} results",
        round - 1
    );
}

/// The individual section beside: round `round` paired, then every board's result.
fn individual_worker(file: &Path, round: u32) -> Confirmed {
    let mut done = Confirmed::default();
    let o = catur(&["pair", s(file), "--section", "L12"]);
    assert!(o.status.success(), "L12 round {round}: {}", text(&o));
    done.changes += 1;
    for b in 1..=10 {
        let (first, _) = results_for(round, b);
        let o = result(file, "L12", round, b, first, false);
        assert!(o.status.success(), "L12 R{round} board {b}: {}", text(&o));
        done.changes += 1;
        done.results.push(("L12", round, b, outcome(first)));
    }
    done
}

/// `w` on F2 on a member's row: withdrawn from the next round, or brought back.
fn toggle_member(desk: &mut App, id: PlayerId) {
    press(desk, KeyCode::F(2));
    let s = desk.section().expect("T12");
    let rows = catur::tui::screens::players::visible(desk, s);
    let at = rows.iter().position(|p| p.id == id).expect("listed");
    press(desk, KeyCode::Home);
    for _ in 0..at {
        press(desk, KeyCode::Down);
    }
    desk.saved = None;
    key(desk, 'w');
    assert_eq!(desk.saved, Some(true), "{}", message(desk));
}

/// What the terminal loop's asker does while a change other than a result waits for
/// another process's lock: goes on waiting, with a pause between looks.
fn patient() -> Asker {
    Asker(Box::new(|_| {
        thread::sleep(Duration::from_millis(20));
        true
    }))
}

/// What the terminal loop does while results typed at the desk wait for another
/// process's lock (`Waiting`): tries the lock every few milliseconds until they are
/// saved, a minute at most. A waiting result is not yet confirmed: only once saved.
fn settle(desk: &mut App) {
    let start = Instant::now();
    while desk.waiting.is_some() {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "results still wait for the lock: {:?}",
            desk.waiting_line()
        );
        desk.poll_waiting();
        thread::sleep(Duration::from_millis(20));
    }
}

/// The desk's round `round`: the file followed, F4 on the newest round, the boards of
/// match 5 entered with the result keys.
fn desk_results(desk: &mut App, round: u32) -> Vec<(&'static str, u32, usize, Outcome)> {
    press(desk, KeyCode::F(4));
    for _ in 0..8 {
        press(desk, KeyCode::Right);
    }
    assert_eq!(desk.round, round, "{}", message(desk));
    let boards = boards_of_match(&desk.tournament, round, 5);
    let mut done = Vec::new();
    for b in boards {
        key(desk, 'g');
        for c in b.to_string().chars() {
            key(desk, c);
        }
        press(desk, KeyCode::Enter);
        assert_eq!(desk.cursor(), b - 1);
        let (c, r) = match b % 3 {
            0 => ('1', "1-0"),
            1 => ('=', "1/2"),
            _ => ('0', "0-1"),
        };
        desk.saved = None;
        key(desk, c);
        settle(desk);
        assert_eq!(desk.saved, Some(true), "{}", message(desk));
        done.push(("T12", round, b, outcome(r)));
    }
    done
}

/// Checks the file against what was confirmed.
fn check(t: &Tournament, c: &Confirmed) {
    for (code, round, board, want) in &c.results {
        let r = t
            .section(code)
            .expect("section")
            .round(*round)
            .unwrap_or_else(|| panic!("{code} round {round} lost"));
        assert_eq!(
            r.boards[board - 1].outcome,
            *want,
            "{code} round {round} board {board}: a confirmed result was lost"
        );
    }
    let s = t.section("T12").expect("T12");
    let tm = s.team_match.as_deref().expect("team match");
    for (round, code, players) in &c.lineups {
        let team = team_of(t, code);
        let on_file = tm.lineup(team, *round).map(|l| l.players.clone());
        assert_eq!(
            on_file.as_ref(),
            Some(players),
            "{code}'s line-up for round {round} lost"
        );
        // Handed in before the round was paired: its matches play it.
        if let Some(m) = ops::round_matches(t, "T12", *round)
            .iter()
            .find(|m| m.white == team || m.black == Some(team))
        {
            let played = if m.white == team {
                &m.white_players
            } else {
                &m.black_players
            };
            assert_eq!(played, players, "{code} round {round}: the line-up played");
        }
    }
    for (round, code) in &c.lineups_refused {
        let team = team_of(t, code);
        assert!(
            tm.lineup(team, *round).is_none(),
            "a refused line-up of {code} for round {round} is on file"
        );
    }
    for (round, printed) in &c.team_rounds {
        assert_eq!(
            &matches_on_file(t, *round),
            printed,
            "T12 round {round}: the printed matches are the ones on file"
        );
    }
}

/// Four team rounds with, in each, five processes at once (two entering board results
/// with refused second results and a refused team forfeit, one handing in line-ups for
/// the next round and one too late, one pairing the next round as soon as the file
/// allows, one pairing and playing the individual section) and the desk withdrawing and
/// bringing back a member and entering the results of match 5.
#[test]
fn team_match_several_processes_and_a_desk_lose_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = team_file(dir.path());
    let setup = load(&file).journal.entries.len();
    // Round 1 by two `pair` commands at once: one pairs it, the other is refused
    // (round 2 cannot be paired before round 1 has its results).
    let outs: Vec<Output> = thread::scope(|scope| {
        let a = scope.spawn(|| catur(&["pair", s(&file), "--section", "T12"]));
        let b = scope.spawn(|| catur(&["pair", s(&file), "--section", "T12"]));
        vec![a.join().expect("a"), b.join().expect("b")]
    });
    let ok: Vec<&Output> = outs.iter().filter(|o| o.status.success()).collect();
    assert_eq!(ok.len(), 1, "{outs:?}");
    let mut all = Confirmed {
        changes: 1,
        refused: 1,
        ..Confirmed::default()
    };
    let first = printed_matches(&String::from_utf8_lossy(&ok[0].stdout));
    assert_eq!(first.len(), 5);
    all.team_rounds.push((1, first));

    let mut desk = App::new(load(&file), Some(file.clone()));
    desk.asker = Some(patient());
    let desk_changes = AtomicUsize::new(0);
    // SKKP's board 2: withdrawn and brought back in every round, withdrawn for good in
    // the last.
    let member = members(&desk.tournament, "SKKP")[1];
    let rounds = 4;
    for round in 1..=rounds {
        let done = Mutex::new(Confirmed::default());
        thread::scope(|scope| {
            let file = &file;
            let mut workers = vec![
                scope.spawn(move || lineup_worker(file, round)),
                scope.spawn(move || result_worker(file, round, &[1, 2], None)),
                scope.spawn(move || result_worker(file, round, &[3, 4], Some(4))),
                scope.spawn(move || individual_worker(file, round)),
            ];
            if round < rounds {
                workers.push(scope.spawn(move || pair_worker(file, round + 1)));
            }
            // The desk, meanwhile.
            desk.followed_at = None;
            desk.follow_file();
            toggle_member(&mut desk, member);
            assert!(
                ops::member_withdrawn(load(file).section("T12").expect("T12"), member, round + 1),
                "{}",
                message(&desk)
            );
            desk_changes.fetch_add(1, Ordering::Relaxed);
            if round < rounds {
                toggle_member(&mut desk, member);
                let t = load(file);
                let s = t.section("T12").expect("T12");
                assert!(s.player(member).is_some_and(|p| p.is_available(round + 1)));
                desk_changes.fetch_add(1, Ordering::Relaxed);
            }
            let desk_done = desk_results(&mut desk, round);
            desk_changes.fetch_add(desk_done.len(), Ordering::Relaxed);
            done.lock().expect("lock").results.extend(desk_done);
            for w in workers {
                let c = w.join().expect("a worker");
                done.lock().expect("lock").merge(c);
            }
        });
        all.merge(done.into_inner().expect("lock"));
    }
    all.changes += desk_changes.load(Ordering::Relaxed);
    let t = load(&file);
    check(&t, &all);
    let s = t.section("T12").expect("T12");
    assert_eq!(s.rounds_paired(), rounds);
    assert_eq!(t.section("L12").expect("L12").rounds_paired(), rounds);
    assert!(ops::member_withdrawn(s, member, rounds + 1));
    // Every confirmed change is one entry of the journal, and no refused one is.
    assert!(all.refused >= 4 * rounds as usize, "{}", all.refused);
    assert_eq!(
        t.journal.entries.len(),
        setup + all.changes,
        "the journal holds exactly the {} confirmed changes ({} refused)",
        all.changes,
        all.refused
    );
    eprintln!("{} changes confirmed, {} refused", all.changes, all.refused);
}

/// Writers entering team results and line-ups while others, entering results on
/// another match, forfeiting it and handing in another team's line-up, are killed with
/// SIGKILL at random moments: the file always loads and every confirmed change is in it.
#[cfg(unix)]
#[test]
fn team_match_killed_writers_never_cost_a_confirmed_change() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = team_file(dir.path());
    assert!(
        catur(&["pair", s(&file), "--section", "T12"])
            .status
            .success()
    );
    let t = load(&file);
    let m5 = ops::round_matches(&t, "T12", 1)[4].clone();
    let loser = t
        .section("T12")
        .and_then(|s| s.team(m5.white))
        .map(|x| x.code.clone())
        .expect("team");
    let victim_boards = boards_of_match(&t, 1, 5);
    let skkp = members(&t, "SKKP");
    let killed = AtomicUsize::new(0);
    let confirmed: Vec<Confirmed> = thread::scope(|scope| {
        let file = &file;
        let killer = scope.spawn(|| {
            let mut rng = fastrand::Rng::with_seed(25);
            for i in 0..40usize {
                let board = victim_boards[i % victim_boards.len()].to_string();
                let ids: Vec<String> = [skkp[0], skkp[2], skkp[3], skkp[4]]
                    .iter()
                    .map(|p| format!("#{}", p.0))
                    .collect();
                let args: Vec<&str> = match i % 3 {
                    0 => vec![
                        "result",
                        s(file),
                        "--section",
                        "T12",
                        "--round",
                        "1",
                        "--board",
                        &board,
                        "1/2",
                        "--change",
                    ],
                    1 => vec![
                        "team-forfeit",
                        s(file),
                        "--section",
                        "T12",
                        "--round",
                        "1",
                        "--match",
                        "5",
                        "--team",
                        &loser,
                    ],
                    _ => {
                        let mut a = vec![
                            "lineup",
                            s(file),
                            "--section",
                            "T12",
                            "--round",
                            "2",
                            "--team",
                            "SKKP",
                        ];
                        a.extend(ids.iter().map(String::as_str));
                        a
                    }
                };
                let mut child = Command::new(env!("CARGO_BIN_EXE_catur"))
                    .args(&args)
                    .stdout(std::process::Stdio::null())
                    .stderr(std::process::Stdio::null())
                    .spawn()
                    .expect("spawn");
                thread::sleep(Duration::from_micros(rng.u64(0..40_000)));
                let _ = child.kill();
                let _ = child.wait();
                killed.fetch_add(1, Ordering::Relaxed);
                load(file);
            }
        });
        let results = [&[1usize, 2][..], &[3, 4][..]].map(|ms| {
            scope.spawn(move || {
                let mut done = Confirmed::default();
                let t = load(file);
                for &k in ms {
                    for b in boards_of_match(&t, 1, k) {
                        for (r, change) in [("1-0", false), ("0-1", true), ("1/2", true)] {
                            let o = result(file, "T12", 1, b, r, change);
                            assert!(o.status.success(), "board {b}: {}", text(&o));
                        }
                        done.results.push(("T12", 1, b, outcome("1/2")));
                    }
                }
                done
            })
        });
        let lineups = scope.spawn(move || {
            let mut done = Confirmed::default();
            let t = load(file);
            for pass in 0..6 {
                for code in ["SKSI", "SKBT", "SKTM"] {
                    let m = members(&t, code);
                    let players = if pass % 2 == 0 {
                        vec![m[0], m[1], m[2], m[4]]
                    } else {
                        vec![m[1], m[2], m[3], m[4]]
                    };
                    let o = lineup(file, 2, code, &players);
                    assert!(o.status.success(), "{code}: {}", text(&o));
                    done.lineups.retain(|(_, c, _)| c != code);
                    done.lineups.push((2, code.to_string(), players));
                }
            }
            done
        });
        killer.join().expect("killer");
        let mut v: Vec<Confirmed> = results
            .into_iter()
            .map(|h| h.join().expect("writer"))
            .collect();
        v.push(lineups.join().expect("line-ups"));
        v
    });
    assert_eq!(killed.load(Ordering::Relaxed), 40);
    let t = load(&file);
    for c in &confirmed {
        check(&t, c);
    }
    // What killed saves left beside the file is swept at the next open for a change.
    assert!(
        catur(&["pair", s(&file), "--section", "L12"])
            .status
            .success()
    );
    let left: Vec<String> = std::fs::read_dir(dir.path())
        .expect("folder")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "temporary files left: {left:?}");
}
