//! Backups: the last three saves rotate, each completed round is kept once, and when the
//! file is damaged the newest good backup is found and can be restored.

use crate::store_support;

use catur::model::{Board, GameResult, Outcome, PlayerId, Round, Section, Tournament};
use catur::store::{self, BackupKind, StoreError};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

fn numbered(k: u32) -> Tournament {
    let mut t = Tournament::new(format!("Kejohanan ke-{k}"));
    t.sections.push(Section::new("L12", "Lelaki Bawah 12", 7));
    t
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .map(|r| {
            r.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn setup() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kejohanan.catur");
    let backups = dir.path().join("kejohanan.backup");
    assert_eq!(store::backup_dir(&path).unwrap(), backups);
    (dir, path, backups)
}

#[test]
fn the_last_three_saves_rotate() {
    let (_dir, path, folder) = setup();
    let first = store::save(&path, &numbered(0)).unwrap();
    assert!(first.backup.is_none() && first.snapshots.is_empty());
    assert!(!folder.exists(), "a first save has nothing to back up");

    for k in 1..=6 {
        let report = store::save(&path, &numbered(k)).unwrap();
        assert_eq!(report.backup, Some(folder.join("kejohanan.1.catur")));
        assert!(report.warnings.is_empty(), "{:?}", report.warnings);
        assert_eq!(store::load(&path).unwrap(), numbered(k));
        for n in 1..=3 {
            let b = folder.join(format!("kejohanan.{n}.catur"));
            if n <= k {
                assert_eq!(
                    store::load(&b).unwrap(),
                    numbered(k - n),
                    "after save {k}, backup {n}"
                );
            } else {
                assert!(!b.exists(), "after save {k}, backup {n}");
            }
        }
        assert!(!folder.join("kejohanan.4.catur").exists());
    }
    assert_eq!(
        files_in(&folder),
        [
            "kejohanan.1.catur",
            "kejohanan.2.catur",
            "kejohanan.3.catur"
        ]
    );
}

#[test]
fn saving_the_same_tournament_again_keeps_the_history() {
    let (_dir, path, folder) = setup();
    store::save(&path, &numbered(1)).unwrap();
    store::save(&path, &numbered(2)).unwrap();
    for _ in 0..5 {
        let r = store::save(&path, &numbered(2)).unwrap();
        assert!(r.unchanged && r.backup.is_none());
    }
    assert_eq!(
        store::load(&folder.join("kejohanan.1.catur")).unwrap(),
        numbered(1)
    );
    assert!(!folder.join("kejohanan.2.catur").exists());
}

fn with_round(t: &mut Tournament, section: usize, outcomes: &[Outcome]) {
    let s = &mut t.sections[section];
    let mut r = Round::new(s.rounds.len() as u32 + 1);
    for (i, o) in outcomes.iter().enumerate() {
        let i = i as u32;
        r.boards
            .push(Board::new(PlayerId(2 * i + 1), PlayerId(2 * i + 2), *o));
    }
    s.rounds.push(r);
}

#[test]
fn each_completed_round_is_kept_once() {
    let (_dir, path, folder) = setup();
    let mut t = numbered(0);
    t.sections
        .push(Section::new("P15 Dam", "Perempuan Bawah 15 (Dam)", 5));
    let win = Outcome::Played(GameResult::WhiteWins);

    // An empty round (nothing paired yet) and a round with a result missing: no snapshot.
    t.sections[0].rounds.push(Round::new(1));
    assert!(store::save(&path, &t).unwrap().snapshots.is_empty());
    t.sections[0].rounds.clear();
    with_round(&mut t, 0, &[win, Outcome::Pending]);
    assert!(store::save(&path, &t).unwrap().snapshots.is_empty());

    // The last result arrives: round 1 is kept, as saved at that moment.
    t.sections[0].rounds[0].boards[1].outcome = Outcome::DoubleForfeit;
    let r1 = store::save(&path, &t).unwrap();
    assert_eq!(r1.snapshots, [folder.join("kejohanan.L12-r1.catur")]);
    let completed = t.clone();

    // A correction does not replace the snapshot; other saves make none.
    t.sections[0].rounds[0].boards[0].outcome = Outcome::Played(GameResult::Draw);
    assert!(store::save(&path, &t).unwrap().snapshots.is_empty());
    t.championship.name.push_str(" (dikemas kini)");
    assert!(store::save(&path, &t).unwrap().snapshots.is_empty());
    assert_eq!(
        store::load(&folder.join("kejohanan.L12-r1.catur")).unwrap(),
        completed
    );

    // Rounds completed in two sections at once each get theirs; section codes are made
    // safe for file names.
    with_round(&mut t, 0, &[win, win]);
    with_round(&mut t, 1, &[Outcome::BlackForfeitWin]);
    let both = store::save(&path, &t).unwrap();
    assert_eq!(
        both.snapshots,
        [
            folder.join("kejohanan.L12-r2.catur"),
            folder.join("kejohanan.P15_Dam-r1.catur")
        ]
    );
    assert_eq!(store::load(&both.snapshots[1]).unwrap(), t);

    let snapshots: Vec<BackupKind> = store::backups(&path)
        .into_iter()
        .map(|b| b.kind)
        .filter(|k| matches!(k, BackupKind::RoundSnapshot { .. }))
        .collect();
    assert_eq!(snapshots.len(), 3);
    assert!(snapshots.contains(&BackupKind::RoundSnapshot {
        section: "P15_Dam".into(),
        round: 1
    }));
    assert!(snapshots.contains(&BackupKind::RoundSnapshot {
        section: "L12".into(),
        round: 2
    }));
}

#[test]
fn the_rich_championship_snapshots_its_complete_rounds() {
    let (_dir, path, folder) = setup();
    let report = store::save(&path, &store_support::rich_tournament()).unwrap();
    let made: Vec<String> = report
        .snapshots
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        made,
        [
            "kejohanan.L12-r1.catur",
            "kejohanan.L12-r2.catur",
            "kejohanan.L12-r3.catur",
            "kejohanan.L12-r4.catur",
            "kejohanan.P15_Dam-r1.catur",
        ]
    );
    assert_eq!(files_in(&folder), made);
}

#[test]
fn a_damaged_file_offers_the_newest_good_backup_and_restores_it() {
    let (_dir, path, folder) = setup();
    for k in 1..=3 {
        store::save(&path, &numbered(k)).unwrap();
        std::thread::sleep(Duration::from_millis(20));
    }
    // Disk damage in the file and in its newest backup.
    let mut bytes = fs::read(&path).unwrap();
    let mid = bytes.len() / 2;
    bytes[mid] ^= 0x04;
    fs::write(&path, &bytes).unwrap();
    let newest = folder.join("kejohanan.1.catur");
    let mut b1 = fs::read(&newest).unwrap();
    b1.truncate(b1.len() - 1);
    fs::write(&newest, &b1).unwrap();
    let when = SystemTime::now() - Duration::from_secs(1);
    fs::File::options()
        .write(true)
        .open(&newest)
        .unwrap()
        .set_modified(when + Duration::from_millis(500))
        .unwrap();
    fs::File::options()
        .write(true)
        .open(folder.join("kejohanan.2.catur"))
        .unwrap()
        .set_modified(when)
        .unwrap();

    assert!(matches!(
        store::load(&path),
        Err(StoreError::ChecksumMismatch { .. })
    ));
    // The backups that load come first, newest change first (by the time recorded
    // inside the file); one that does not load is listed last, with its problem.
    let list = store::backups(&path);
    assert_eq!(list.len(), 2);
    assert_eq!(list[1].kind, BackupKind::Rotating(1));
    assert!(!list[1].loads);
    assert!(
        list[1]
            .problem
            .as_deref()
            .unwrap()
            .contains("file truncated"),
        "{:?}",
        list[1].problem
    );
    assert!(list[0].loads && list[0].problem.is_none());

    let offer = store::newest_good_backup(&path).unwrap();
    assert_eq!(offer.kind, BackupKind::Rotating(2));
    assert_eq!(store::load(&offer.path).unwrap(), numbered(1));

    let restored = store::restore(&path, &offer.path).unwrap();
    assert_eq!(restored.tournament, numbered(1));
    assert_eq!(store::load(&path).unwrap(), numbered(1));
    let kept = restored.damaged_kept.unwrap();
    assert_eq!(kept, folder.join("kejohanan.damaged-1.catur"));
    assert_eq!(
        fs::read(&kept).unwrap(),
        bytes,
        "the damaged file is kept as it was"
    );
    assert!(restored.report.backup.is_none());
    assert!(
        store::backups(&path).iter().all(|b| b.path != kept),
        "not offered as a backup"
    );

    // Saving works again and rotates as usual.
    let after = store::save(&path, &numbered(4)).unwrap();
    assert_eq!(store::load(&after.backup.unwrap()).unwrap(), numbered(1));
}

#[test]
fn restoring_over_a_good_file_keeps_it_as_a_backup() {
    let (_dir, path, folder) = setup();
    store::save(&path, &numbered(1)).unwrap();
    store::save(&path, &numbered(2)).unwrap();
    let restored = store::restore(&path, &folder.join("kejohanan.1.catur")).unwrap();
    assert!(restored.damaged_kept.is_none());
    assert_eq!(store::load(&path).unwrap(), numbered(1));
    assert_eq!(
        store::load(&folder.join("kejohanan.1.catur")).unwrap(),
        numbered(2)
    );
    assert_eq!(
        store::load(&folder.join("kejohanan.2.catur")).unwrap(),
        numbered(1)
    );
}

#[test]
fn when_the_clock_cannot_tell_snapshots_come_first() {
    let (_dir, path, folder) = setup();
    let mut t = numbered(1);
    let win = Outcome::Played(GameResult::WhiteWins);
    with_round(&mut t, 0, &[win]);
    store::save(&path, &t).unwrap();
    with_round(&mut t, 0, &[win]);
    store::save(&path, &t).unwrap();
    t.championship.name.push('!');
    store::save(&path, &t).unwrap();
    let same = SystemTime::now() - Duration::from_secs(60);
    for name in files_in(&folder) {
        fs::File::options()
            .write(true)
            .open(folder.join(name))
            .unwrap()
            .set_modified(same)
            .unwrap();
    }
    let kinds: Vec<BackupKind> = store::backups(&path).into_iter().map(|b| b.kind).collect();
    assert_eq!(
        kinds,
        [
            BackupKind::RoundSnapshot {
                section: "L12".into(),
                round: 2
            },
            BackupKind::RoundSnapshot {
                section: "L12".into(),
                round: 1
            },
            BackupKind::Rotating(1),
            BackupKind::Rotating(2),
        ]
    );
}

#[test]
fn no_backup_folder_means_no_backups() {
    let (_dir, path, _) = setup();
    assert!(store::backups(&path).is_empty());
    assert!(store::newest_good_backup(&path).is_none());
    assert!(store::backups(Path::new("/")).is_empty());
}

#[cfg(unix)]
#[test]
fn issue_12_saving_through_a_symbolic_link_writes_the_target_and_keeps_the_link() {
    let (dir, path, _) = setup();
    let real = dir.path().join("asal.catur");
    let folder = dir.path().join("asal.backup");
    store::save(&real, &numbered(1)).unwrap();
    std::os::unix::fs::symlink("asal.catur", &path).unwrap();
    store::save(&path, &numbered(2)).unwrap();
    store::save(&path, &numbered(3)).unwrap();
    assert!(
        fs::symlink_metadata(&path)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(store::load(&real).unwrap(), numbered(3));
    let first = folder.join("asal.1.catur");
    let second = folder.join("asal.2.catur");
    assert!(fs::symlink_metadata(&second).unwrap().file_type().is_file());
    assert_eq!(store::load(&second).unwrap(), numbered(1));
    assert_eq!(store::load(&first).unwrap(), numbered(2));
    assert_eq!(store::load(&path).unwrap(), numbered(3));
}

/// A full disk during a round snapshot (or a backup) leaves its temporary file in the
/// backup folder; opening the file for a change removes it with the other temporary
/// files, and keeps the real backups.
#[test]
fn an_unfinished_round_snapshot_is_swept_at_open() {
    let (_dir, path, backups) = setup();
    store::save(&path, &numbered(1)).unwrap();
    store::save(&path, &numbered(2)).unwrap();
    let partial = backups.join("kejohanan.L12-r1.catur.4242.tmp");
    fs::write(&partial, b"CATUR half a snapshot").unwrap();
    let before = files_in(&backups);
    assert!(before.contains(&"kejohanan.L12-r1.catur.4242.tmp".to_string()));
    let _open = store::Shared::open(&path, "test").unwrap();
    let mut left = before.clone();
    left.retain(|f| !f.ends_with(".tmp"));
    assert_eq!(files_in(&backups), left);
    assert!(left.contains(&"kejohanan.1.catur".to_string()), "{left:?}");
}
