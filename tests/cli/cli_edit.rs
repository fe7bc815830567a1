//! `catur edit` and `catur pair FILE` as an arbiter runs them: a round the constraints
//! make impossible (exit 1, the constraint named, the file untouched), relaxing it with
//! `catur section edit`, an illegal hand edit refused with the rule named (exit 1, file
//! untouched), then forced (exit 0, warning on stderr), the edit under the pairing
//! list, and the usage (2) and invalid input (3) exits.

use std::path::Path;

use crate::common;

use common::cli::{catur, code, s, stderr, stdout};

const LIST: &str = common::THREE_SCHOOLS;

/// Runs a command that must be refused with `exit` and leave the file byte for byte.
fn refused(file: &Path, args: &[&str], exit: i32) -> String {
    let before = std::fs::read(file).unwrap();
    let o = catur(args);
    assert_eq!(code(&o), exit, "{args:?}: {}", stderr(&o));
    assert_eq!(
        std::fs::read(file).unwrap(),
        before,
        "{args:?} left the file as it was"
    );
    stderr(&o)
}

#[test]
fn an_impossible_round_then_hand_edits_refused_forced_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kuantan.catur");
    let f = s(&file);
    let csv = dir.path().join("l12.csv");
    std::fs::write(&csv, LIST).unwrap();
    let ok = |args: &[&str]| {
        let o = catur(args);
        assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
        o
    };
    ok(&["new", f, "--name", "Kejohanan Catur MSSD Kuantan 2026"]);
    ok(&[
        "section",
        "add",
        f,
        "--code",
        "L12",
        "--name",
        "Lelaki Bawah 12",
        "--rounds",
        "5",
    ]);
    ok(&["players", "import", f, "--section", "L12", "--csv", s(&csv)]);

    // Nine players, all among the top ten seeds kept apart in round 1: the rule is
    // capped at half of the players present (seeds 1-4) and the round pairs.
    ok(&["pair", f, "--section", "L12"]);

    // TPN 2 Ahmad bin Ismail and 4 Tan Wei Ming play for SK Seri Indah.
    let edit = [
        "edit",
        f,
        "--section",
        "L12",
        "--round",
        "1",
        "--reason",
        "ibu bapa",
    ];
    let e = refused(&file, &[&edit[..], &["pair", "2", "4"]].concat(), 1);
    assert!(
        e.contains("the edit is refused: same-team avoidance (rounds 1-2): ")
            && e.contains("both play for SK Seri Indah")
            && e.contains("Ahmad bin Ismail (2)")
            && e.contains("Tan Wei Ming (4)"),
        "{e}"
    );
    assert!(e.contains("it can be forced"), "{e}");

    let o = ok(&[&edit[..], &["--force", "pair", "2", "4"]].concat());
    assert!(
        stderr(&o).contains("warning: same-team avoidance (rounds 1-2)"),
        "{}",
        stderr(&o)
    );
    let table = stdout(&o);
    assert!(
        table.lines().any(|l| l.contains('*')
            && l.contains("Ahmad bin Ismail")
            && l.contains("Tan Wei Ming")),
        "{table}"
    );

    let report = ok(&["report", f, "--section", "L12", "--kind", "pairings"]);
    let page = stdout(&report);
    assert!(page.contains("pasangkan 2-4: ibu bapa (dipaksa)"), "{page}");

    // Usage and invalid input.
    refused(&file, &[&edit[..], &["shuffle"]].concat(), 2);
    let e = refused(&file, &[&edit[..], &["swap", "2", "99"]].concat(), 3);
    assert!(
        e.contains("L12 has no player with pairing number 99"),
        "{e}"
    );
    let e = refused(&file, &[&edit[..], &["colours", "9"]].concat(), 3);
    assert!(e.contains("there is no board 9"), "{e}");

    // Undo takes the forced edit back.
    ok(&["undo", f]);
    refused(&file, &[&edit[..], &["pair", "2", "4"]].concat(), 1);

    // The drawing of lots is made once and kept.
    let o = ok(&["section", "lots", f, "--section", "L12", "--seed", "2026"]);
    assert_eq!(stdout(&o), "L12: lots drawn (seed 2026)\n");
    let e = refused(&file, &["section", "lots", f, "--section", "L12"], 1);
    assert!(e.contains("already drawn (seed 2026)"), "{e}");
}

/// Issue 13: the team tie-breaks are a section setting, set from the command line (and
/// on F8), checked (an unknown code is refused, the file untouched) and used by the
/// team standings in the order given.
#[test]
fn team_tiebreaks_are_set_checked_and_used_in_their_order() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kuantan.catur");
    let f = s(&file);
    assert_eq!(code(&catur(&["demo", f, "--played", "2"])), 0);
    let before = catur(&["teams", f, "--section", "L12"]);
    assert_eq!(code(&before), 0, "{}", stderr(&before));
    assert!(stdout(&before).contains("sum BH-M1"), "{}", stdout(&before));
    let o = catur(&[
        "section",
        "edit",
        f,
        "--section",
        "L12",
        "--team-tiebreaks",
        "best, next",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stdout(&o).contains("team tie-breaks BEST,NEXT"),
        "{}",
        stdout(&o)
    );
    let after = catur(&["teams", f, "--section", "L12"]);
    let text = stdout(&after);
    let (best, next) = (text.find("best"), text.find("next"));
    assert!(best.is_some() && next.is_some() && best < next, "{text}");
    assert!(!text.contains("sum "), "SUM1 is no longer listed: {text}");
    let why = refused(
        &file,
        &[
            "section",
            "edit",
            f,
            "--section",
            "L12",
            "--team-tiebreaks",
            "SUM9",
        ],
        1,
    );
    assert!(why.contains("'SUM9' is not a team tie-break"), "{why}");
}

/// Issue 17: every section setting of F8 is a flag of `catur section edit`, made from
/// the one list of settings; the flags given are one change (one undo), a value that
/// does not read is a usage error naming the flag, and the section's checks still
/// refuse a value out of range (the file untouched each time).
#[test]
fn every_section_setting_is_a_flag_and_the_flags_are_one_change() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kuantan.catur");
    let f = s(&file);
    let ok = |args: &[&str]| {
        let o = catur(args);
        assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
        stdout(&o)
    };
    ok(&["new", f, "--name", "Kejohanan Catur MSSD Kuantan"]);
    ok(&[
        "section",
        "add",
        f,
        "--code",
        "L12",
        "--name",
        "Lelaki Bawah 12",
        "--rounds",
        "6",
    ]);
    let help = ok(&["section", "edit", "--help"]);
    for flag in [
        "--name",
        "--rounds",
        "--points",
        "--win",
        "--zero-bye",
        "--preset",
        "--tiebreaks",
        "--team-counted",
        "--initial-order",
        "--report-language",
        "--same-team-rounds",
        "--late-entry",
    ] {
        assert!(help.contains(flag), "{flag}: {help}");
    }
    let text = ok(&[
        "section",
        "edit",
        f,
        "--section",
        "L12",
        "--rounds",
        "7",
        "--initial-order",
        "rating",
        "--half-bye",
        "0",
    ]);
    assert!(text.contains("L12: rounds 7"), "{text}");
    assert!(text.contains("L12: initial-order rating"), "{text}");
    ok(&["undo", f]);
    // The undo took all three back: the old values are no change.
    let why = refused(
        &file,
        &[
            "section",
            "edit",
            f,
            "--section",
            "L12",
            "--rounds",
            "6",
            "--initial-order",
            "board",
            "--half-bye",
            "0.5",
        ],
        1,
    );
    assert!(why.contains("nothing to change"), "{why}");
    let why = refused(
        &file,
        &["section", "edit", f, "--section", "L12", "--rounds", "lima"],
        2,
    );
    assert!(
        why.contains("--rounds: 'lima' is not a whole number 1-30"),
        "{why}"
    );
    let why = refused(
        &file,
        &["section", "edit", f, "--section", "L12", "--rounds", "31"],
        1,
    );
    assert!(
        why.contains("the number of rounds must be 1-30, not 31"),
        "{why}"
    );
    let why = refused(
        &file,
        &[
            "section",
            "edit",
            f,
            "--section",
            "L12",
            "--initial-order",
            "alphabet",
        ],
        2,
    );
    assert!(why.contains("alphabet"), "{why}");
}

/// Issue 29 item 9: `players import` says how the initial order will be made when the
/// list has no rating or board column, who is reserve, and warns (on stderr, exit 0)
/// about a girl in a boys' section.
#[test]
fn players_import_says_the_order_the_reserves_and_a_girl_in_a_boys_section() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("kejohanan.catur");
    let f = s(&file);
    let csv = dir.path().join("l12.csv");
    std::fs::write(
        &csv,
        "nama,sekolah,jantina,simpanan\n\
         Tan Wei Ming,SK Seri Indah,L,\n\
         Nur Aisyah binti Hassan,SK Seri Indah,P,\n\
         Muhammad Hafiz bin Rahman,SK Seri Indah,L,ya\n",
    )
    .expect("csv written");
    let ok = |args: &[&str]| {
        let o = catur(args);
        assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
        o
    };
    ok(&["new", f, "--name", "Kejohanan Catur"]);
    ok(&[
        "section",
        "add",
        f,
        "--code",
        "L12",
        "--name",
        "Lelaki Bawah 12",
        "--rounds",
        "5",
    ]);
    let o = ok(&["players", "import", f, "--section", "L12", "--csv", s(&csv)]);
    let out = stdout(&o);
    assert!(out.contains("imported 3 players into L12"), "{out}");
    assert!(
        out.contains("L12: no rating or board column: initial order by name"),
        "{out}"
    );
    assert!(
        out.contains("L12: reserve: Muhammad Hafiz bin Rahman (SK Seri Indah)"),
        "{out}"
    );
    let err = stderr(&o);
    assert!(
        err.contains("Nur Aisyah binti Hassan is a girl in L12 Lelaki Bawah 12"),
        "{err}"
    );
    assert!(err.contains("row 2 (line 3)"), "{err}");
}
