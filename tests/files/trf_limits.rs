//! Bad TRF input never aborts and never misleads: numbers beyond what the format allows
//! are refused with line and column before they size anything, a file without players
//! is refused, Windows-1252 files read with a warning, bytes that are no text are
//! placed, and long lines are quoted briefly.

use catur::trf::{self, TrfErrorKind, TrfWarningKind};
use std::process::Command;

fn player(tpn: u32, name: &str, cells: &str) -> String {
    format!(
        "001 {tpn:>4} m    {name:<33} 1650 MAS {:>11} 2013/05/11  1.0 {tpn:>4}  {cells}\n",
        ""
    )
}

fn two_players() -> String {
    player(1, "Ahmad bin Ismail", "   2 w 1") + &player(2, "Tan Wei Ming", "   1 b 0")
}

/// The error of reading and converting `text`, as the command line shows it.
fn refused(text: &str) -> String {
    match trf::parse(text).and_then(|f| trf::to_section(&f)) {
        Ok(_) => panic!("read: {text}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn trf_xxr_beyond_limit_is_refused() {
    let text = format!("012 Kejohanan\nXXR 4294967295\n{}", two_players());
    assert_eq!(
        refused(&text),
        "line 2, column 5: number of rounds '4294967295' is not valid: expected a number from 1 to 999"
    );
    let text = format!("142 1000\n{}", two_players());
    assert!(refused(&text).starts_with("line 1, column 5: number of rounds '1000'"));
    let text = format!("142 999\n{}", two_players());
    let section = trf::to_section(&trf::parse(&text).unwrap()).unwrap();
    assert_eq!(section.settings.rounds_planned, 999);
}

#[test]
fn trf_rounds_beyond_a_player_line_are_refused() {
    let cells = "   2 w 1  ".repeat(1000);
    let text = format!("{}{}", player(1, "Ahmad bin Ismail", &cells), two_players());
    let e = trf::parse(&text).unwrap_err();
    // Round 1000 starts at column 92 + 999 * 10.
    assert_eq!((e.line, e.column), (1, 10082));
    assert!(matches!(
        e.kind,
        TrfErrorKind::BadValue { field: "round", .. }
    ));
    // Blanks after round 999 are no round.
    let blanks = format!("{}{}", "   2 w 1  ", " ".repeat(20_000));
    let text = player(1, "Ahmad bin Ismail", &blanks) + &player(2, "Tan Wei Ming", "   1 b 0");
    assert!(trf::parse(&text).is_ok());
}

#[test]
fn trf_point_values_beyond_100_are_refused() {
    let cases = [
        ("162  W 100.5", 8),
        ("162  W -1.0", 8),
        ("XXS W=1.0 D=250", 11),
        ("BBW 101", 5),
    ];
    for (line, column) in cases {
        let text = format!("{line}\n{}", two_players());
        let e = trf::parse(&text).unwrap_err();
        assert_eq!((e.line, e.column), (1, column), "{line}");
        assert!(
            e.to_string().contains("expected points from 0 to 100"),
            "{line}: {e}"
        );
    }
    let text = format!("162  W 100.0    D 0.0\n{}", two_players());
    assert!(trf::parse(&text).is_ok());
    // Virtual points may also be taken away, as far as -100.
    let text = format!("250       101.0   1   3    1    2\n{}", two_players());
    let e = trf::parse(&text).unwrap_err();
    assert_eq!((e.line, e.column), (1, 10));
    assert!(
        e.to_string().contains("expected points from -100 to 100"),
        "{e}"
    );
    let text = format!("{}XXA    1 -100  -0.5\n", two_players());
    assert!(trf::parse(&text).is_ok());
}

#[test]
fn trf_player_numbers_over_9999_are_refused() {
    let text = format!("{}XXP 1 10000\n", two_players());
    let e = trf::parse(&text).unwrap_err();
    assert_eq!((e.line, e.column), (3, 7));
    assert_eq!(
        e.to_string(),
        "line 3, column 7: player '10000' is not valid: expected a player number from 1 to 9999"
    );
}

#[test]
fn trf_acceleration_ranges_count_only_players_of_the_file() {
    let text = format!("{}250       1.0   1 999    1 9999\n", two_players());
    let file = trf::parse(&text).unwrap();
    let points = file.virtual_points().unwrap();
    assert_eq!(points.len(), 2 * 999);
    let text = format!("{}250       1.0   1   1    2    1\n", two_players());
    assert!(
        trf::parse(&text)
            .unwrap()
            .virtual_points()
            .unwrap()
            .is_empty()
    );
}

#[test]
fn trf_file_without_players_is_refused() {
    let refused = |text: &str| {
        trf::parse(text)
            .and_then(|f| f.require_players())
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        refused("012 Kejohanan\n142 7\n"),
        "line 1, column 1: the file has no player (001) lines"
    );
    assert_eq!(
        refused(""),
        "line 1, column 1: the file has no player (001) lines"
    );
    assert!(
        trf::parse(&two_players())
            .unwrap()
            .require_players()
            .is_ok()
    );
}

#[test]
fn trf_file_without_players_is_refused_by_the_commands() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("list.trf");
    std::fs::write(&path, "name,team\nTan Wei Ming,SK Seri Indah\n").unwrap();
    for args in [
        &["pair", "--trf"][..],
        &["check", "--trf"],
        &["standings", "--trf"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_catur"))
            .args(args)
            .arg(&path)
            .args(if args[0] == "standings" {
                &["--tiebreaks", "BH"][..]
            } else {
                &[]
            })
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(3), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("the file has no player (001) lines"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn trf_windows_1252_reads_with_a_warning() {
    let mut bytes = b"012 Kejohanan\n".to_vec();
    let line = player(1, "Mu\u{f1}oz, Carlos", "   2 w 1");
    bytes.extend(line.chars().map(|c| u8::try_from(u32::from(c)).unwrap()));
    bytes.extend(player(2, "Tan Wei Ming", "   1 b 0").bytes());
    let (text, warnings) = trf::decode(&bytes).unwrap();
    assert_eq!(warnings.len(), 1);
    let w = &warnings[0];
    assert_eq!(
        (w.line, w.column, &w.kind),
        (2, 17, &TrfWarningKind::NotUtf8)
    );
    assert_eq!(
        w.to_string(),
        "line 2, column 17: the file is not UTF-8; read as Windows-1252 (Latin-1): check the names"
    );
    let section = trf::to_section(&trf::parse(&text).unwrap()).unwrap();
    assert_eq!(section.players[0].name, "Muñoz, Carlos");
    // UTF-8 reads without a warning.
    let (_, warnings) = trf::decode(text.as_bytes()).unwrap();
    assert!(warnings.is_empty());
}

#[test]
fn trf_undecodable_byte_is_placed() {
    let mut bytes = b"012 Kejohanan\r\n012 Mu\xF1oz\x81\r\n".to_vec();
    bytes.extend(two_players().bytes());
    let e = trf::decode(&bytes).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2, column 10: byte 0x81 is not text (neither UTF-8 nor Windows-1252); save the file as UTF-8"
    );
}

#[test]
fn trf_long_values_are_quoted_briefly() {
    let long = "7".repeat(5000);
    let e = refused(&format!("XXR {long}\n{}", two_players()));
    assert!(e.len() < 200, "{e}");
    assert!(e.contains(&format!("'{}...'", "7".repeat(40))), "{e}");
}

/// The command used to abort on `XXR 4294967295` with a 137 GB allocation.
#[test]
fn trf_standings_cli_refuses_huge_round_count_with_exit_3() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("xxr.trf");
    std::fs::write(
        &path,
        format!("012 Kejohanan\nXXR 4294967295\n{}", two_players()),
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_catur"))
        .args(["standings", "--trf"])
        .arg(&path)
        .args(["--tiebreaks", "BH"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("line 2, column 5: number of rounds '4294967295' is not valid"),
        "{err}"
    );
}

#[test]
fn trf_pair_cli_warns_on_windows_1252() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("latin1.trf");
    let mut bytes = b"012 Kejohanan\n".to_vec();
    // Round 1 still to pair.
    let line = player(1, "Mu\u{f1}oz, Carlos", "");
    bytes.extend(line.chars().map(|c| u8::try_from(u32::from(c)).unwrap()));
    bytes.extend(player(2, "Tan Wei Ming", "").bytes());
    bytes.extend(b"XXR 3\nXXC white1\n");
    std::fs::write(&path, bytes).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_catur"))
        .args(["pair", "--trf"])
        .arg(&path)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("latin1.trf: warning: line 2, column 17: the file is not UTF-8"),
        "{err}"
    );
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1\n1 2\n");
}
