//! How long saving and opening a full championship takes (DESIGN.md section 8: a save
//! after a result under 5 ms, the file under 64 KB).
//!
//! Builds 6 sections x 100 players x 7 rounds with every result entered, then saves it
//! 50 times, entering one more result each time as the arbiter would, and loads it 50
//! times. Run in release mode, in a folder on the disk to be measured:
//!
//! ```text
//! cargo run --release --example store_bench [FOLDER]
//! ```

use catur::model::*;
use catur::store;
use std::path::PathBuf;
use std::time::{Duration, Instant};

const SECTIONS: [&str; 6] = ["L12", "P12", "L15", "P15", "L18", "P18"];
const PLAYERS: u32 = 100;
const ROUNDS: u32 = 7;
const TEAMS: u32 = 20;

const GIVEN: [&str; 10] = [
    "Ahmad",
    "Nur Aisyah",
    "Tan Wei",
    "Priya",
    "Muhammad Hafiz",
    "Lim Jia",
    "Siti",
    "Rajesh",
    "Wong Kah",
    "Aina",
];
const FAMILY: [&str; 10] = [
    "bin Ismail",
    "binti Hassan",
    "Ming",
    "a/p Raman",
    "bin Rahman",
    "Hao",
    "binti Osman",
    "a/l Kumar",
    "Seng",
    "binti Yusof",
];

/// A deterministic spread of numbers, so every run builds the same championship.
fn mix(a: u32, b: u32) -> u32 {
    let mut x = a.wrapping_mul(0x9e37_79b9) ^ b.wrapping_mul(0x85eb_ca6b);
    x ^= x >> 15;
    x = x.wrapping_mul(0x2c1b_3c6d);
    x ^ (x >> 12)
}

fn section(si: usize, code: &str) -> Section {
    let mut s = Section::new(code, format!("Kategori {code}"), ROUNDS);
    s.teams = (1..=TEAMS)
        .map(|t| Team {
            id: TeamId(t),
            name: format!("SK Taman Sekolah {t}"),
            code: format!("SK{t:02}"),
        })
        .collect();
    for i in 1..=PLAYERS {
        let h = mix(si as u32, i);
        let mut p = Player::new(
            PlayerId(i),
            format!(
                "{} {}",
                GIVEN[(h % 10) as usize],
                FAMILY[(h / 10 % 10) as usize]
            ),
        );
        p.tpn = i;
        p.sex = Some(if code.starts_with('P') {
            Sex::Female
        } else {
            Sex::Male
        });
        p.birth = Some(Date::ymd(
            2010 + (h % 6) as u16,
            (h % 12) as u8 + 1,
            (h % 28) as u8 + 1,
        ));
        p.rating = (!h.is_multiple_of(3)).then_some(1000 + (h % 900) as u16);
        p.federation = "PHG".into();
        p.national_id = Some(format!("{:06}-06-{:04}", h % 1_000_000, i));
        p.team = Some(TeamId((i - 1) % TEAMS + 1));
        p.board = Some(((i - 1) / TEAMS) as u8 + 1);
        s.players.push(p);
    }
    s.next_player_id = PLAYERS + 1;
    s.next_team_id = TEAMS + 1;
    for r in 1..=ROUNDS {
        let mut round = Round::new(r);
        // Player 100 is absent in round 3; someone gets the pairing-allocated bye.
        let mut ids: Vec<u32> = (1..=PLAYERS).collect();
        ids.sort_by_key(|&i| mix(r * 31 + si as u32, i));
        if r == 3 {
            ids.retain(|&i| i != PLAYERS);
            round.unpaired.push(Unpaired {
                player: PlayerId(PLAYERS),
                kind: ByeKind::Absent,
            });
        }
        if ids.len() % 2 == 1 {
            let pab = ids.pop().unwrap_or(1);
            round.unpaired.push(Unpaired {
                player: PlayerId(pab),
                kind: ByeKind::Pab,
            });
        }
        for (b, pair) in ids.chunks(2).enumerate() {
            let outcome = match mix(pair[0], b as u32 + r) % 20 {
                0 => Outcome::WhiteForfeitWin,
                1..=7 => Outcome::Played(GameResult::WhiteWins),
                8..=12 => Outcome::Played(GameResult::Draw),
                _ => Outcome::Played(GameResult::BlackWins),
            };
            round.boards.push(Board {
                white: PlayerId(pair[0]),
                black: PlayerId(pair[1]),
                outcome,
                manual: false,
            });
        }
        s.rounds.push(round);
    }
    s
}

fn championship() -> Tournament {
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    t.venue = "Dewan SMK Seri Indah".into();
    t.start = Some(Date::ymd(2026, 3, 14));
    t.chief_arbiter = "Ahmad bin Ismail".into();
    t.federation = "MAS".into();
    t.sections = SECTIONS
        .iter()
        .enumerate()
        .map(|(i, c)| section(i, c))
        .collect();
    t
}

/// A journal as long as this championship's would be: one entry per round paired and
/// per result entered, in the compact form the operations layer writes for results.
fn with_full_journal(mut t: Tournament) -> Tournament {
    for (si, s) in t.sections.iter().enumerate() {
        for r in &s.rounds {
            t.journal.entries.push(JournalEntry {
                after_previous: if t.journal.entries.is_empty() {
                    1_773_446_400
                } else {
                    600
                },
                description: format!("{} pusingan {} dipasangkan", s.code, r.number),
                changes: vec![Change::RoundAdded {
                    section: si as u32,
                    stash: None,
                }],
            });
            for (b, board) in r.boards.iter().enumerate() {
                t.journal.entries.push(result_entry(
                    si,
                    r.number,
                    b,
                    Outcome::Pending,
                    board.outcome,
                ));
            }
        }
    }
    t.journal.cursor = t.journal.entries.len();
    t
}

/// A result entered on a board, as a journal entry.
fn result_entry(
    section: usize,
    round: RoundNo,
    board: usize,
    before: Outcome,
    after: Outcome,
) -> JournalEntry {
    let packed = PackedResult::pack(section as u32, round, board as u32, before, after);
    let change = match packed {
        Some(p) => Change::Result(p),
        None => Change::Outcome {
            section: section as u32,
            round,
            board: board as u32,
            before,
            after,
        },
    };
    JournalEntry {
        after_previous: 20,
        description: String::new(),
        changes: vec![change],
    }
}

fn summary(label: &str, times: &[Duration]) {
    let total: Duration = times.iter().sum();
    let mean = total / times.len() as u32;
    let mut sorted = times.to_vec();
    sorted.sort();
    let (min, median, max) = (
        sorted[0],
        sorted[sorted.len() / 2],
        sorted[sorted.len() - 1],
    );
    println!(
        "{label:<38} mean {:>7.3}  min {:>7.3}  median {:>7.3}  max {:>7.3} ms",
        ms(mean),
        ms(min),
        ms(median),
        ms(max)
    );
}

/// The least any durable replacement of the file costs on this disk: the same bytes
/// written, synced, renamed over a file and the folder synced, with std alone.
fn bare_durable_write(folder: &std::path::Path, bytes: &[u8]) -> std::io::Result<Duration> {
    use std::io::Write;
    let tmp = folder.join("baseline.tmp");
    let started = Instant::now();
    let mut f = std::fs::File::create(&tmp)?;
    f.write_all(bytes)?;
    f.sync_all()?;
    drop(f);
    std::fs::rename(&tmp, folder.join("baseline.bin"))?;
    std::fs::File::open(folder)?.sync_all()?;
    Ok(started.elapsed())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn run(label: &str, folder: &std::path::Path, mut t: Tournament) -> Result<(), store::StoreError> {
    let path = folder.join(format!("{label}.catur"));
    println!("-- {label}");
    let started = Instant::now();
    let first = store::save(&path, &t)?;
    println!(
        "{:<38} {:>7.3} ms ({} round snapshots written)",
        "first save",
        ms(started.elapsed()),
        first.snapshots.len()
    );
    println!("{:<38} {} bytes", "file size", first.bytes);

    let mut saves = Vec::new();
    let mut encodes = Vec::new();
    let mut baseline = Vec::new();
    for i in 0..50u32 {
        // One result corrected, as after an arbiter's key press.
        let (si, bi) = ((i % 6) as usize, (i % 49) as usize);
        let board = &mut t.sections[si].rounds[6].boards[bi];
        let before = board.outcome;
        board.outcome = match before {
            Outcome::Played(GameResult::Draw) => Outcome::Played(GameResult::WhiteWins),
            _ => Outcome::Played(GameResult::Draw),
        };
        let after = board.outcome;
        if !t.journal.entries.is_empty() {
            t.journal
                .entries
                .push(result_entry(si, 7, bi, before, after));
            t.journal.cursor += 1;
        }
        let e = Instant::now();
        std::hint::black_box(store::encode(&t));
        encodes.push(e.elapsed());
        let started = Instant::now();
        let report = store::save(&path, &t)?;
        saves.push(started.elapsed());
        assert!(!report.unchanged && report.warnings.is_empty());
        let bytes = store::encode(&t);
        baseline.push(
            bare_durable_write(folder, &bytes).map_err(|e| store::StoreError::Io {
                action: "write in",
                path: folder.into(),
                source: e,
            })?,
        );
    }
    let mut loads = Vec::new();
    let mut decodes = Vec::new();
    let bytes = store::encode(&t);
    for _ in 0..50 {
        let started = Instant::now();
        let back = store::load(&path)?;
        loads.push(started.elapsed());
        std::hint::black_box(back);
        let d = Instant::now();
        std::hint::black_box(store::decode(&bytes)?);
        decodes.push(d.elapsed());
    }
    summary("save (50, one result changed each)", &saves);
    summary("  of which encode", &encodes);
    summary("disk alone: write, sync, rename, sync", &baseline);
    summary("load (50)", &loads);
    summary("  of which decode", &decodes);
    Ok(())
}

fn main() -> Result<(), store::StoreError> {
    let dir = tempfile::tempdir_in(
        std::env::args_os()
            .nth(1)
            .map_or_else(std::env::temp_dir, PathBuf::from),
    )
    .map_err(|e| store::StoreError::Io {
        action: "create a folder in",
        path: ".".into(),
        source: e,
    })?;
    let t = championship();
    let boards: usize = t
        .sections
        .iter()
        .flat_map(|s| &s.rounds)
        .map(|r| r.boards.len())
        .sum();
    println!(
        "{} sections x {PLAYERS} players x {ROUNDS} rounds, {boards} boards with results, in {}",
        SECTIONS.len(),
        dir.path().display()
    );
    run("championship", dir.path(), t.clone())?;
    let full = with_full_journal(t);
    println!(
        "(with a journal of {} entries, one per pairing and result)",
        full.journal.entries.len()
    );
    run("championship-with-journal", dir.path(), full)?;
    Ok(())
}
