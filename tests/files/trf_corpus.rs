//! Every TRF file of the shared reference corpus reads, converts to a section, and
//! survives being written and read again.

use crate::common;

use catur::model::{ByeKind, RoundNo};
use catur::trf::{self, Record};
use std::path::{Path, PathBuf};

fn trf_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            trf_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "trf") {
            out.push(p);
        }
    }
}

fn corpus_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for sub in ["pairing", "pairing-school", "pairing-fresh", "tiebreaks"] {
        trf_files(&common::corpus_dir(sub), &mut out);
    }
    out
}

#[test]
fn every_corpus_file_parses_converts_and_round_trips() {
    let files = corpus_files();
    let (mut identical, mut checked) = (0, 0);
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let file = trf::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(
            file.warnings.is_empty(),
            "{}: {:?}",
            path.display(),
            file.warnings
        );
        let section = trf::to_section(&file).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(
            section.players.len(),
            file.players().count(),
            "{}",
            path.display()
        );
        let written = file.to_string();
        let again =
            trf::parse(&written).unwrap_or_else(|e| panic!("{} rewritten: {e}", path.display()));
        assert_eq!(again, file, "{}", path.display());
        assert_eq!(again.to_string(), written, "{}", path.display());
        if written == text {
            identical += 1;
        }
        checked += 1;
    }
    eprintln!(
        "{} corpus files, {identical} written back byte for byte",
        files.len()
    );
    common::assert_ran_all("corpus TRF files", checked, files.len());
}

/// `NAME__kKK.trf` is a tournament after KK rounds: exactly KK rounds are played, the
/// byes in round KK+1's column are requests, and the rounds planned come from `142`.
#[test]
fn cut_files_have_exactly_the_rounds_played_and_the_next_round_as_requests() {
    let mut checked = 0;
    let files = corpus_files();
    let cut = files
        .iter()
        .filter(|p| p.to_string_lossy().contains("__k"))
        .count();
    for path in files {
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let Some((_, k)) = stem.rsplit_once("__k") else {
            continue;
        };
        let k: RoundNo = k.parse().unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let file = trf::parse(&text).unwrap();
        let section = trf::to_section(&file).unwrap();
        assert_eq!(section.rounds.len() as RoundNo, k, "{}", path.display());
        assert_eq!(Some(section.settings.rounds_planned), file.rounds_planned());
        for p in &section.players {
            for b in &p.bye_requests {
                assert_eq!(b.round, k + 1, "{}", path.display());
            }
        }
        // Every bye entry in the next column became a request of the same kind.
        let next = k as usize;
        for rec in file.players() {
            if let Some(cell) = rec.rounds.get(next) {
                let player = section.player_by_tpn(rec.tpn).unwrap();
                let kind = player.bye_requests.first().map(|b| b.kind);
                let want = match cell.result {
                    trf::ResultCode::HalfBye => Some(ByeKind::Half),
                    trf::ResultCode::ZeroBye => Some(ByeKind::Zero),
                    trf::ResultCode::FullBye => Some(ByeKind::Full),
                    _ => None,
                };
                assert_eq!(kind, want, "{} player {}", path.display(), rec.tpn);
            }
        }
        // Every round has every player exactly once.
        for r in &section.rounds {
            let mut seen: Vec<u32> = r
                .boards
                .iter()
                .flat_map(|b| [b.white.0, b.black.0])
                .chain(r.unpaired.iter().map(|u| u.player.0))
                .collect();
            seen.sort();
            let all: Vec<u32> = section.players.iter().map(|p| p.id.0).collect();
            assert_eq!(seen, all, "{} round {}", path.display(), r.number);
        }
        checked += 1;
    }
    eprintln!("{checked} cut files checked");
    common::assert_ran_all("cut files", checked, cut);
}

#[test]
fn school_files_carry_their_forbidden_pairs() {
    let dir = common::corpus_dir("pairing-school");
    let mut files = Vec::new();
    trf_files(&dir, &mut files);
    let mut checked = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let file = trf::parse(&text).unwrap();
        let n260 = file
            .records
            .iter()
            .filter(|r| matches!(r, Record::Forbidden(_)))
            .count();
        let section = trf::to_section(&file).unwrap();
        assert_eq!(section.forbidden.len(), n260, "{}", path.display());
        assert!(n260 > 0, "{}", path.display());
        assert!(
            section
                .forbidden
                .iter()
                .all(|f| (f.first_round, f.last_round) == (1, 2))
        );
        checked += 1;
    }
    common::assert_ran_all("school files", checked, files.len());
}

/// The 500-player file is read, checked and converted well within a second (it is
/// what `catur pair` reads before pairing).
#[test]
fn big_file_reads_quickly() {
    let dir = common::corpus_dir("pairing");
    let text = std::fs::read_to_string(dir.join("big500__k08.trf")).unwrap();
    let start = std::time::Instant::now();
    let file = trf::parse(&text).unwrap();
    let section = trf::to_section(&file).unwrap();
    let written = file.to_string();
    let elapsed = start.elapsed();
    eprintln!("big500__k08: parse + to_section + write in {elapsed:?}");
    assert_eq!(section.players.len(), 500);
    assert_eq!(written, text);
    assert!(elapsed.as_secs_f64() < 1.0, "{elapsed:?}");
}
