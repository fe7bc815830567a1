//! Mutation fuzzing of every reader of outside files, through to pairing, standings
//! and every kind of output: TRF files, CSV player lists, championship files and the
//! small settings files (preferences, recent list, key file, `simulate` configuration).
//!
//! `cargo run --release --example fuzz_inputs -- --count 1000000 [--seed S] [--start I]
//! [--dump DIR]`
//!
//! Every input is written to a file and read the way the program reads a file a user
//! names, through the size limits of `store::limits`; one run of 16 inputs (a cycle of
//! the readers) in 1,250 is made (sparse) files one byte over their kind's limit, which
//! must be refused before they are read. One mutation in ten writes control characters (ESC, an OSC 52 clipboard write,
//! BEL, NUL, form feed, ESC/P printer codes, C1) into the input: whatever reads must
//! come out of every output (text, CSV and HTML reports, the TRF export, the hall
//! display's pages) without a raw control byte. Each input is timed: the run reports
//! the slowest and counts those over 10 s.
//!
//! Seeds: every TRF file under tests/corpus, the CSV lists of sample-data/ (also
//! re-encoded as Windows-1252 and as UTF-16 with tabs, as Excel writes them), and
//! championship files made with the library (the demo championship after two rounds)
//! plus the committed tests/data/store-v*.catur. Input `i` is one seed file mutated by a
//! generator seeded from `S` and `i` alone (bit flips, byte inserts and deletes, chunk
//! copies, numbers replaced by extreme values, lines doubled, cut or dropped), so
//! `--start I --count 1` makes input `i` again and `--dump DIR` writes it out.
//!
//! Each input goes through its reader and, when it reads: a TRF file is written back and
//! read again, converted to a section, ranked with tie-breaks and its next round paired;
//! a CSV list is imported into a championship, a section paired and ranked; a
//! championship file (checksum and length restamped on most inputs, so the payload
//! decoder is reached) is decoded and one section ranked and paired. Pairing is skipped
//! for sections of more than 300 players (the 500-player corpus file), only to keep the
//! run short. Panics are caught and reported with the input number; an abort (say, a
//! huge allocation) would end the run, so the run finishing is the proof there is none.

use catur::model::{Sport, Tournament};
use catur::pairing::dutch::{Acceleration, pair_round_accelerated};
use catur::standings::{self, TieBreak};
use catur::{ops, report, store, trf};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The message and place of the last panic.
static LAST_PANIC: std::sync::Mutex<String> = std::sync::Mutex::new(String::new());

/// Most players a section may have for the harness to pair it.
const PAIR_LIMIT: usize = 300;

/// Numbers a field is replaced with.
const EXTREMES: [&str; 9] = [
    "0",
    "-1",
    "9999",
    "10000",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "999",
    "1000",
];

/// An input slower than this counts as a hang.
const SLOW: Duration = Duration::from_secs(10);

/// Once in this many runs of 16 inputs (one cycle of the readers), every input of the
/// run is made a file one byte over its kind's limit: all readers get their share.
const OVERSIZE_EVERY: u64 = 1_250;

/// Control characters written into inputs: a terminal's clear screen and title, a
/// clipboard write (OSC 52), bell, NUL, form feed, ESC/P reset-bold-condensed, C1 (as
/// UTF-8: NEL and CSI) and DEL.
const HOSTILE: [&[u8]; 9] = [
    b"\x1b[2J\x1b]0;x\x07",
    b"\x1b]52;c;SGVsbG8=\x07",
    b"\x07",
    b"\x00",
    b"\x0c",
    b"\x1b@\x1bE\x0f",
    "\u{85}".as_bytes(),
    "\u{9b}2J".as_bytes(),
    b"\x7f",
];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Reader {
    Trf,
    Csv,
    Store,
    Settings,
}

#[derive(Default)]
struct Counts {
    inputs: u64,
    read: u64,
    converted: u64,
    ranked: u64,
    reached_pairing: u64,
    paired: u64,
    /// Inputs one byte over the size limit, and how many of them were refused.
    oversized: u64,
    oversize_refused: u64,
    /// Outputs made from inputs that read, and those with a raw control byte.
    outputs: u64,
    leaks: u64,
    panics: u64,
    slow: u64,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let num = |name: &str, default: u64| {
        flag(name).map_or(Ok(default), |v| {
            v.parse::<u64>()
                .map_err(|_| format!("{name} '{v}' is not a whole number"))
        })
    };
    let (count, seed, start) = match (num("--count", 10_000), num("--seed", 1), num("--start", 0)) {
        (Ok(c), Ok(s), Ok(i)) => (c, s, i),
        (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => {
            eprintln!("fuzz_inputs: {e}");
            std::process::exit(2);
        }
    };
    let dump = flag("--dump").map(PathBuf::from);

    let seeds = Seeds::load();
    eprintln!(
        "seeds: {} TRF, {} CSV, {} championship files, {} settings files",
        seeds.trf.len(),
        seeds.csv.len(),
        seeds.store.len(),
        seeds.settings.len()
    );
    let work = match tempfile_dir() {
        Ok(dir) => dir,
        Err(e) => {
            eprintln!("fuzz_inputs: cannot make a folder for the inputs: {e}");
            std::process::exit(2);
        }
    };
    // Panics are counted and reported here, with where they happened, instead of
    // printed by the default hook.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("panic: {info}");
        if let Ok(mut last) = LAST_PANIC.lock() {
            *last = info.to_string();
        }
    }));
    let tiebreaks = standings::parse_list("BH/C1,BH,SB,DE,WIN,BPG,ARO,AOB,PS,KS,REP,TPR,FB")
        .unwrap_or_default();

    let mut counts: [Counts; 4] = Default::default();
    let mut slowest = (Duration::ZERO, 0);
    let began = Instant::now();
    for i in start..start + count {
        let mut rng = fastrand::Rng::with_seed(seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let (reader, k) = match i % 16 {
            0..=6 => (Reader::Trf, 0),
            7..=10 => (Reader::Csv, 1),
            11..=14 => (Reader::Store, 2),
            _ => (Reader::Settings, 3),
        };
        let pool = match reader {
            Reader::Trf => &seeds.trf,
            Reader::Csv => &seeds.csv,
            Reader::Store => &seeds.store,
            Reader::Settings => &seeds.settings,
        };
        if pool.is_empty() {
            continue;
        }
        let mut input = pool[rng.usize(..pool.len())].clone();
        mutate(&mut rng, &mut input, reader);
        if let Some(dir) = &dump {
            let name = format!("input-{i}.{}", extension(reader));
            if let Err(e) = std::fs::write(dir.join(&name), &input) {
                eprintln!("fuzz_inputs: cannot write {name}: {e}");
            }
        }
        let path = work.join(format!("input.{}", extension(reader)));
        let oversize = (i / 16) % OVERSIZE_EVERY == OVERSIZE_EVERY - 1;
        if let Err(e) = write_input(&path, &input, oversize.then(|| limit(reader))) {
            eprintln!("fuzz_inputs: cannot write {}: {e}", path.display());
            std::process::exit(2);
        }
        let c = &mut counts[k];
        c.inputs += 1;
        let mut stage = Stage::default();
        let timer = Instant::now();
        let outcome = catch_unwind(AssertUnwindSafe(|| match reader {
            Reader::Trf => run_trf(&path, &tiebreaks, &mut stage),
            Reader::Csv => run_csv(&path, &tiebreaks, &mut stage),
            Reader::Store => run_store(&path, &tiebreaks, &mut stage),
            Reader::Settings => run_settings(&path, &input, &mut stage),
        }));
        let took = timer.elapsed();
        if took > slowest.0 {
            slowest = (took, i);
        }
        if took > SLOW {
            c.slow += 1;
            println!(
                "SLOW in the {reader:?} reader: input {i} took {:.1} s (--seed {seed} --start {i} --count 1 --dump DIR)",
                took.as_secs_f64()
            );
        }
        if oversize {
            c.oversized += 1;
            c.oversize_refused += u64::from(!stage.read);
            if stage.read {
                println!("OVERSIZE READ in the {reader:?} reader: input {i} was not refused");
            }
        }
        c.outputs += stage.outputs;
        c.leaks += stage.leaks.len() as u64;
        for leak in &stage.leaks {
            println!(
                "RAW CONTROL in the {reader:?} reader: input {i} (--seed {seed} --start {i} --count 1 --dump DIR): {leak}"
            );
        }
        c.read += u64::from(stage.read);
        c.converted += u64::from(stage.converted);
        c.ranked += u64::from(stage.ranked);
        c.reached_pairing += u64::from(stage.reached_pairing);
        c.paired += u64::from(stage.paired);
        if outcome.is_err() {
            c.panics += 1;
            let message = LAST_PANIC.lock().map(|m| m.clone()).unwrap_or_default();
            println!(
                "PANIC in the {reader:?} reader: input {i} (--seed {seed} --start {i} --count 1 --dump DIR): {message}"
            );
        }
        if (i - start + 1) % 100_000 == 0 {
            eprintln!(
                "{} inputs, {:.0} s",
                i - start + 1,
                began.elapsed().as_secs_f64()
            );
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    let total: u64 = counts.iter().map(|c| c.inputs).sum();
    let sum = |f: fn(&Counts) -> u64| counts.iter().map(f).sum::<u64>();
    let (panics, slow, leaks) = (sum(|c| c.panics), sum(|c| c.slow), sum(|c| c.leaks));
    let oversize_read = sum(|c| c.oversized - c.oversize_refused);
    println!(
        "{total} inputs (seed {seed}, from {start}) in {:.0} s; slowest input {} took {:.2} s",
        began.elapsed().as_secs_f64(),
        slowest.1,
        slowest.0.as_secs_f64()
    );
    println!(
        "reader        inputs       read  converted     ranked   to pair     paired  over limit (refused)  outputs  raw  panics  >10 s"
    );
    for (name, c) in ["TRF", "CSV", "championship", "settings"]
        .iter()
        .zip(&counts)
    {
        println!(
            "{name:<12} {:>7} {:>10} {:>10} {:>10} {:>9} {:>10} {:>7} ({:>7}) {:>9} {:>4} {:>7} {:>6}",
            c.inputs,
            c.read,
            c.converted,
            c.ranked,
            c.reached_pairing,
            c.paired,
            c.oversized,
            c.oversize_refused,
            c.outputs,
            c.leaks,
            c.panics,
            c.slow
        );
    }
    println!(
        "panics: {panics}; over 10 s: {slow}; raw control bytes in outputs: {leaks}; over the limit and read: {oversize_read}"
    );
    if panics + slow + leaks + oversize_read > 0 {
        std::process::exit(1);
    }
}

/// A fresh folder of this run's own for the input files.
fn tempfile_dir() -> std::io::Result<PathBuf> {
    let dir = std::env::temp_dir().join(format!("catur-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    Ok(dir)
}

/// Writes an input to its file; `over` makes the file one byte longer than that limit
/// (sparse: the reader must refuse it on its size, before reading).
fn write_input(path: &Path, input: &[u8], over: Option<u64>) -> std::io::Result<()> {
    std::fs::write(path, input)?;
    if let Some(limit) = over {
        std::fs::OpenOptions::new()
            .write(true)
            .open(path)?
            .set_len(limit + 1)?;
    }
    Ok(())
}

/// The size limit of a reader's files.
fn limit(reader: Reader) -> u64 {
    use catur::store::limits;
    match reader {
        Reader::Trf => limits::TRF_FILE.bytes,
        Reader::Csv => limits::PLAYER_LIST.bytes,
        Reader::Store => limits::CHAMPIONSHIP_FILE.bytes,
        Reader::Settings => limits::SETTINGS_FILE.bytes,
    }
}

fn extension(reader: Reader) -> &'static str {
    match reader {
        Reader::Trf => "trf",
        Reader::Csv => "csv",
        Reader::Store => "catur",
        Reader::Settings => "txt",
    }
}

/// How far one input got.
#[derive(Default)]
struct Stage {
    read: bool,
    converted: bool,
    ranked: bool,
    reached_pairing: bool,
    paired: bool,
    /// Outputs made and checked, and what each raw control byte found was in.
    outputs: u64,
    leaks: Vec<String>,
}

impl Stage {
    /// Checks one output for raw control bytes.
    fn check(&mut self, what: &str, bytes: &[u8]) {
        self.outputs += 1;
        if let Some((at, b)) = catur::model::first_raw_control(bytes) {
            let from = at.saturating_sub(20);
            let to = (at + 20).min(bytes.len());
            self.leaks.push(format!(
                "{what}: byte 0x{b:02X} at {at}: {:?}",
                String::from_utf8_lossy(&bytes[from..to])
            ));
        }
    }
}

/// Every kind of output of a championship that read: the text, CSV and HTML reports of
/// its first small section, its TRF export and the hall display's pages.
fn outputs(t: &Tournament, stage: &mut Stage) {
    let Some(s) = t.sections.iter().find(|s| s.players.len() <= PAIR_LIMIT) else {
        return;
    };
    let kinds = [
        report::ReportKind::Standings,
        report::ReportKind::Pairings,
        report::ReportKind::Players,
        report::ReportKind::Crosstable,
        report::ReportKind::Teams,
    ];
    for kind in kinds {
        let request = report::Request {
            kind,
            section: &s.code,
            round: None,
            printed_at: "2026-12-01 08:00".into(),
            wide: false,
            zone: jiff::tz::TimeZone::UTC,
        };
        let Ok(doc) = report::build(t, &request) else {
            continue;
        };
        let mut text = Vec::new();
        if report::render(&doc, &report::Profile::plain80(), &mut text).is_ok() {
            stage.check(&format!("{kind:?} text"), &text);
        }
        let mut csv = Vec::new();
        if report::write_csv(&doc, &mut csv).is_ok() {
            stage.check(&format!("{kind:?} CSV"), &csv);
        }
        let mut html = Vec::new();
        if report::write_html(&doc, &mut html).is_ok() {
            stage.check(&format!("{kind:?} HTML"), &html);
        }
    }
    let header = catur::host::trf_export::trf_header(t, s);
    for edition in [trf::Edition::Trf16, trf::Edition::Trf26] {
        if let Ok(text) = trf::section_text(s, &header, edition) {
            stage.check(&format!("{edition:?} export"), text.as_bytes());
        }
    }
    for page in catur::tui::hall::pages(t, 25, 80) {
        for line in [&page.title, &page.event].into_iter().chain(&page.lines) {
            stage.check("hall display", line.as_bytes());
        }
    }
}

fn run_trf(path: &Path, tiebreaks: &[TieBreak], stage: &mut Stage) {
    let Ok((text, _)) = catur::cli::pair::read_trf_text(path) else {
        return;
    };
    let Ok(file) = trf::parse(&text) else { return };
    stage.read = true;
    // What we write must read again.
    let written = file.to_string();
    if trf::parse(&written).is_err() {
        panic!("a TRF file written from a read one does not read");
    }
    let Ok(section) = trf::to_section(&file) else {
        return;
    };
    stage.converted = true;
    let last = standings::last_round(&section);
    stage.ranked = standings::standings(&section, Some(last), tiebreaks).is_ok();
    if section.players.len() > PAIR_LIMIT {
        return;
    }
    let mut t = Tournament::new("Kejohanan Catur");
    if ops::import_section(&mut t, "TRF", section.clone()).is_ok() {
        outputs(&t, stage);
    }
    stage.reached_pairing = true;
    let points = file.virtual_points();
    let acceleration = match &points {
        Some(v) => Acceleration::Explicit(v),
        None => Acceleration::Section,
    };
    let next = section.rounds_paired() + 1;
    stage.paired = pair_round_accelerated(&section, next, acceleration).is_ok();
}

fn run_csv(path: &Path, tiebreaks: &[TieBreak], stage: &mut Stage) {
    let Ok(bytes) = catur::host::files::read_bytes(path) else {
        return;
    };
    let Ok((text, _)) = ops::decode_players_csv(&bytes) else {
        return;
    };
    let Ok(rows) = ops::parse_players_csv(&text) else {
        return;
    };
    stage.read = true;
    let mut t = Tournament::new("Kejohanan Catur");
    for code in ["L12", "P12", "L15", "P15", "L18", "P18"] {
        if ops::create_section(&mut t, code, "Kategori", 7, Sport::Chess).is_err() {
            panic!("cannot create section {code}");
        }
    }
    if ops::import_players(&mut t, "L12", &rows).is_err() {
        return;
    }
    stage.converted = true;
    let Some(code) = t
        .sections
        .iter()
        .find(|s| !s.players.is_empty())
        .map(|s| s.code.clone())
    else {
        return;
    };
    if t.section(&code)
        .is_some_and(|s| s.players.len() <= PAIR_LIMIT)
        && ops::assign_tpns(&mut t, &code).is_ok()
    {
        stage.reached_pairing = true;
        stage.paired = ops::pair_next_round(&mut t, &code).is_ok();
    }
    if let Some(s) = t.section(&code) {
        stage.ranked = standings::standings(s, None, tiebreaks).is_ok();
    }
    outputs(&t, stage);
}

fn run_store(path: &Path, tiebreaks: &[TieBreak], stage: &mut Stage) {
    let Ok(t) = store::load(path) else { return };
    stage.read = true;
    stage.converted = true;
    outputs(&t, stage);
    let mut ranked = true;
    for s in &t.sections {
        let own = standings::parse_codes(&s.settings.tiebreaks).unwrap_or_default();
        ranked &= standings::standings(s, None, &own).is_ok();
        ranked &= standings::standings(s, None, tiebreaks).is_ok();
    }
    stage.ranked = ranked;
    // Pair the section with the fewest rounds still to pair (one section per input).
    let Some(s) = t
        .sections
        .iter()
        .filter(|s| s.players.len() <= PAIR_LIMIT && s.rounds_paired() < s.settings.rounds_planned)
        .min_by_key(|s| s.players.len())
    else {
        return;
    };
    stage.reached_pairing = true;
    let next = s.rounds_paired() + 1;
    stage.paired = pair_round_accelerated(s, next, Acceleration::Section).is_ok();
}

/// The small settings files, each read by its own reader from the same file: the
/// preferences, the list of recent files, the key file and a `simulate` configuration.
fn run_settings(path: &Path, input: &[u8], stage: &mut Stage) {
    use catur::cli::simulate_config::GeneratorConfig;
    use catur::host::{files, prefs};
    let read = prefs::read_prefs(path).is_ok();
    // The recent list has no error: a file it cannot read is an empty list.
    let _ = files::read_recent(path);
    let key = files::read_text(path);
    let config = key
        .as_ref()
        .ok()
        .map(|text| GeneratorConfig::parse(text).is_ok());
    stage.read = read || key.is_ok();
    stage.converted = config == Some(true);
    // A settings file is written back as the program writes it.
    if let Ok(p) = prefs::parse_prefs(&String::from_utf8_lossy(input)) {
        stage.check("preferences written", prefs::format_prefs(&p).as_bytes());
    }
}

struct Seeds {
    trf: Vec<Vec<u8>>,
    csv: Vec<Vec<u8>>,
    store: Vec<Vec<u8>>,
    settings: Vec<Vec<u8>>,
}

impl Seeds {
    fn load() -> Seeds {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut trf = Vec::new();
        let mut csv = Vec::new();
        for dir in [root.join("tests/corpus"), root.join("sample-data")] {
            files(
                &dir,
                &mut |p| match p.extension().and_then(|e| e.to_str()) {
                    Some("trf") => trf.extend(std::fs::read(p).ok()),
                    Some("csv") => csv.extend(std::fs::read(p).ok()),
                    _ => {}
                },
            );
        }
        // The same lists as Excel saves them elsewhere: Windows-1252, and "Unicode
        // text" (UTF-16 little-endian with a byte-order mark, cells split by tabs).
        let mut more = Vec::new();
        for list in &csv {
            let text = String::from_utf8_lossy(list);
            let short: String = text.lines().take(30).map(|l| format!("{l}\r\n")).collect();
            more.push(short.bytes().collect());
            more.push(
                short
                    .replace("Air", "Ñoño Air")
                    .chars()
                    .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?'))
                    .collect(),
            );
            let tabs = short.replace(',', "\t");
            more.push(
                [0xFF, 0xFE]
                    .into_iter()
                    .chain(tabs.encode_utf16().flat_map(u16::to_le_bytes))
                    .collect(),
            );
        }
        csv.extend(more);
        let mut store = Vec::new();
        for v in ["store-v1.catur", "store-v2.catur"] {
            store.extend(std::fs::read(root.join("tests/data").join(v)).ok());
        }
        if let Ok(mut t) = catur::cli::build_demo() {
            if catur::cli::play_rounds(&mut t, 2, 2026).is_ok() {
                store.push(store::encode(&t));
            }
            // A small one too: the first section alone, so more inputs reach pairing.
            t.sections.truncate(1);
            store.push(store::encode(&t));
        }
        let settings = vec![
            catur::host::prefs::format_prefs(&catur::host::prefs::Prefs::default()).into_bytes(),
            b"language = ms\r\nlanguage = en\n# a comment\n".to_vec(),
            b"/home/guru/kejohanan/mssd-2026.catur\nC:\\Catur\\MSSN Pahang.catur\r\n".to_vec(),
            b"PlayersNumber=40\nRoundsNumber=7\nDrawPercentage=30\nForfeitRate=2\n\
              HighestRating=2200\nLowestRating=1000\nPointsForWin=1\nPointsForDraw=0.5\n"
                .to_vec(),
        ];
        Seeds {
            trf,
            csv,
            store,
            settings,
        }
    }
}

fn files(dir: &Path, f: &mut dyn FnMut(&Path)) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            files(&p, f);
        } else {
            f(&p);
        }
    }
}

/// One to four mutations; a championship file then gets a true length and checksum
/// (most of the time) so that its payload is decoded rather than refused at once.
fn mutate(rng: &mut fastrand::Rng, input: &mut Vec<u8>, reader: Reader) {
    let header = if reader == Reader::Store {
        store::HEADER_LEN
    } else {
        0
    };
    // One mutation most of the time, so that many inputs still read and go on to the
    // pairing; up to four otherwise.
    let times = if rng.u8(..4) > 0 { 1 } else { rng.usize(2..=4) };
    for _ in 0..times {
        let from = if input.len() > header && rng.u8(..10) > 0 {
            header
        } else {
            0
        };
        let span = input.len().saturating_sub(from);
        let at = |rng: &mut fastrand::Rng| from + rng.usize(..=span);
        if rng.u8(..10) == 0 {
            hostile(rng, input, from);
            continue;
        }
        match rng.u8(..9) {
            0 if span > 0 => {
                let i = at(rng).min(input.len() - 1);
                input[i] ^= 1 << rng.u8(..8);
            }
            1 => {
                let i = at(rng);
                const TEXT: &[u8] = b" 0123456789\n\r\t-.=+wbWDLHFUZ,;\"";
                const ODD: [u8; 8] = [0x00, 0x7F, 0x80, 0x81, 0x8D, 0xC3, 0xF1, 0xFF];
                let b = match rng.u8(..3) {
                    0 => rng.u8(..),
                    1 => TEXT[rng.usize(..TEXT.len())],
                    _ => ODD[rng.usize(..ODD.len())],
                };
                input.insert(i, b);
            }
            2 if span > 0 => {
                let i = at(rng).min(input.len() - 1);
                let n = rng.usize(1..=8).min(input.len() - i);
                input.drain(i..i + n);
            }
            3 if span > 0 => {
                let i = at(rng).min(input.len() - 1);
                let n = rng.usize(1..=64).min(input.len() - i);
                let chunk: Vec<u8> = input[i..i + n].to_vec();
                let j = at(rng);
                input.splice(j..j, chunk);
            }
            4 | 5 => replace_number(rng, input, from),
            6 => lines(rng, input, |rng, lines| {
                let i = rng.usize(..lines.len());
                let copies = if rng.bool() { 1 } else { rng.usize(1..50) };
                for _ in 0..copies {
                    lines.insert(i, lines[i].clone());
                }
            }),
            7 => lines(rng, input, |rng, lines| {
                let i = rng.usize(..lines.len());
                let cut = rng.usize(..=lines[i].len());
                lines[i].truncate(cut);
            }),
            _ => lines(rng, input, |rng, lines| {
                let i = rng.usize(..lines.len());
                lines.remove(i);
            }),
        }
    }
    if reader == Reader::Store && input.len() >= header && rng.u8(..10) > 0 {
        let len = (input.len() - header) as u64;
        let crc = crc32(&input[header..]);
        input[7..15].copy_from_slice(&len.to_le_bytes());
        input[15..19].copy_from_slice(&crc.to_le_bytes());
    }
}

/// Writes a control sequence into the input: inserted, or over the bytes there (so that
/// a column layout such as a TRF name field keeps its width).
fn hostile(rng: &mut fastrand::Rng, input: &mut Vec<u8>, from: usize) {
    let bytes = HOSTILE[rng.usize(..HOSTILE.len())];
    let at = from + rng.usize(..=input.len().saturating_sub(from));
    if rng.bool() && at + bytes.len() <= input.len() {
        input[at..at + bytes.len()].copy_from_slice(bytes);
    } else {
        input.splice(at..at, bytes.iter().copied());
    }
}

/// Replaces a run of digits (found from a random place) with an extreme value, or puts
/// one at a random place when there is no digit after it.
fn replace_number(rng: &mut fastrand::Rng, input: &mut Vec<u8>, from: usize) {
    let value = EXTREMES[rng.usize(..EXTREMES.len())].as_bytes();
    let start = from + rng.usize(..=input.len().saturating_sub(from));
    let Some(i) = input[start..].iter().position(u8::is_ascii_digit) else {
        input.splice(start..start, value.iter().copied());
        return;
    };
    let i = start + i;
    let n = input[i..].iter().take_while(|b| b.is_ascii_digit()).count();
    if rng.bool() {
        // In place, right-aligned over the same width, so column layouts hold.
        let mut padded = vec![b' '; n.saturating_sub(value.len())];
        padded.extend_from_slice(value);
        input.splice(i..i + n, padded);
    } else {
        input.splice(i..i + n, value.iter().copied());
    }
}

/// Applies `f` to the lines of a text input (split at `\n`, kept with their ends).
fn lines(
    rng: &mut fastrand::Rng,
    input: &mut Vec<u8>,
    f: impl FnOnce(&mut fastrand::Rng, &mut Vec<Vec<u8>>),
) {
    let mut lines: Vec<Vec<u8>> = input
        .split_inclusive(|&b| b == b'\n')
        .map(<[u8]>::to_vec)
        .collect();
    if lines.is_empty() {
        return;
    }
    f(rng, &mut lines);
    *input = lines.concat();
}

fn crc32(bytes: &[u8]) -> u32 {
    crc32fast::hash(bytes)
}
