//! Hand-made bad files: each error names the line and the column where it is.

use catur::model::Points;
use catur::trf::{self, TrfErrorKind, TrfWarningKind};

/// A `001` line with the round blocks `cells` (each `"OOOO C R"`, joined by two spaces).
fn player(tpn: u32, name: &str, points: &str, cells: &[&str]) -> String {
    let mut s = format!(
        "001 {tpn:>4} m    {name:<33} 1500 MAS {:>11} 2012/01/01 {points:>4} {tpn:>4}",
        ""
    );
    for c in cells {
        s.push_str("  ");
        s.push_str(c);
    }
    s
}

fn err(text: &str) -> (usize, usize, TrfErrorKind) {
    let e = trf::parse(text).expect_err("the file should be refused");
    (e.line, e.column, e.kind)
}

#[test]
fn opponent_that_is_not_a_number() {
    let text = [
        player(1, "Ahmad bin Ismail", "1.0", &["   2 w 1"]).replace("   2 w 1", "12x4 w 1"),
        player(2, "Tan Wei Ming", "0.0", &["   1 b 0"]),
    ]
    .join("\n");
    let e = trf::parse(&text).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 1, column 92: opponent '12x4' is not a number"
    );
}

#[test]
fn bad_colour_and_bad_result_codes() {
    let text = player(1, "Ahmad bin Ismail", "1.0", &["   2 x 1"]);
    assert!(matches!(
        err(&text),
        (
            1,
            97,
            TrfErrorKind::BadValue {
                field: "colour",
                ..
            }
        )
    ));
    let text = player(1, "Ahmad bin Ismail", "1.0", &["   2 w 1", "   3 b ?"]);
    assert!(matches!(
        err(&text),
        (
            1,
            109,
            TrfErrorKind::BadValue {
                field: "result",
                ..
            }
        )
    ));
}

#[test]
fn unknown_opponent() {
    let text = [
        "012 Test".to_string(),
        player(1, "Ahmad bin Ismail", "0.0", &["0000 - H", "   7 w 1"]),
    ]
    .join("\n");
    assert_eq!(
        err(&text),
        (
            2,
            102,
            TrfErrorKind::UnknownOpponent {
                round: 2,
                opponent: 7
            }
        )
    );
}

#[test]
fn duplicate_pairing_number() {
    let text = [
        player(1, "Ahmad bin Ismail", "0.0", &[]),
        player(2, "Tan Wei Ming", "0.0", &[]),
        player(1, "Priya a/p Raman", "0.0", &[]),
    ]
    .join("\n");
    assert_eq!(
        err(&text),
        (
            3,
            5,
            TrfErrorKind::DuplicateTpn {
                tpn: 1,
                first_line: 1
            }
        )
    );
}

#[test]
fn player_paired_twice_in_a_round() {
    let text = [
        player(1, "Ahmad bin Ismail", "1.0", &["   2 w 1"]),
        player(2, "Tan Wei Ming", "0.0", &["   1 b 0"]),
        player(3, "Priya a/p Raman", "1.0", &["   2 w 1"]),
    ]
    .join("\n");
    assert_eq!(
        err(&text),
        (
            3,
            92,
            TrfErrorKind::PairedTwice {
                round: 1,
                opponent: 2,
                first: 1,
                second: 3
            }
        )
    );
}

#[test]
fn opponents_that_disagree() {
    // Both say white.
    let text = [
        player(1, "Ahmad bin Ismail", "1.0", &["   2 w 1"]),
        player(2, "Tan Wei Ming", "0.0", &["   1 w 0"]),
    ]
    .join("\n");
    let (line, col, kind) = err(&text);
    assert_eq!((line, col), (2, 97));
    assert!(matches!(
        kind,
        TrfErrorKind::Disagree {
            round: 1,
            tpn: 2,
            opponent: 1,
            ..
        }
    ));
    // Both won.
    let text = [
        player(1, "Ahmad bin Ismail", "1.0", &["   2 w 1"]),
        player(2, "Tan Wei Ming", "1.0", &["   1 b 1"]),
    ]
    .join("\n");
    assert!(matches!(
        err(&text),
        (2, 99, TrfErrorKind::Disagree { round: 1, .. })
    ));
    // The opponent names somebody else.
    let text = [
        player(1, "Ahmad bin Ismail", "1.0", &["   2 w 1"]),
        player(2, "Tan Wei Ming", "0.0", &["0000 - U"]),
    ]
    .join("\n");
    assert!(matches!(
        err(&text),
        (
            1,
            92,
            TrfErrorKind::Disagree {
                round: 1,
                tpn: 1,
                opponent: 2,
                ..
            }
        )
    ));
}

#[test]
fn entries_that_make_no_sense_alone() {
    let text = player(1, "Ahmad bin Ismail", "0.0", &["   1 w 1"]);
    assert_eq!(
        err(&text),
        (1, 92, TrfErrorKind::SelfOpponent { round: 1, tpn: 1 })
    );
    let text = player(1, "Ahmad bin Ismail", "0.5", &["   2 w H"]);
    assert!(matches!(
        err(&text),
        (1, 99, TrfErrorKind::BadRoundEntry { round: 1, .. })
    ));
    let text = player(1, "Ahmad bin Ismail", "1.0", &["0000 - 1"]);
    assert!(matches!(
        err(&text),
        (1, 99, TrfErrorKind::BadRoundEntry { round: 1, .. })
    ));
    let text = player(1, "Ahmad bin Ismail", "1.0", &["   2 - 1"]);
    assert!(matches!(
        err(&text),
        (1, 97, TrfErrorKind::BadRoundEntry { round: 1, .. })
    ));
}

#[test]
fn header_and_extension_records() {
    assert!(matches!(
        err("142 five"),
        (1, 5, TrfErrorKind::NotANumber { .. })
    ));
    assert!(matches!(
        err("012 x\n152 G"),
        (
            2,
            5,
            TrfErrorKind::BadValue {
                field: "initial colour",
                ..
            }
        )
    ));
    assert!(matches!(
        err("162  W 3.0    D x.5"),
        (
            1,
            17,
            TrfErrorKind::BadValue {
                field: "points",
                ..
            }
        )
    ));
    assert!(matches!(
        err("XXS W=one"),
        (1, 5, TrfErrorKind::BadValue { .. })
    ));
    assert!(matches!(err("BBW"), (1, 4, TrfErrorKind::Missing { .. })));
    assert!(matches!(
        err("240 Q   3    1"),
        (
            1,
            5,
            TrfErrorKind::BadValue {
                field: "bye type",
                ..
            }
        )
    ));
    assert!(matches!(
        err("260   1   x    1    2"),
        (1, 9, TrfErrorKind::NotANumber { .. })
    ));
    assert!(matches!(
        err("260   0   2    1    2"),
        (1, 5, TrfErrorKind::BadValue { .. })
    ));
    let text = [
        player(1, "Ahmad bin Ismail", "0.0", &[]),
        "260   1   2    1    9".into(),
    ]
    .join("\n");
    assert_eq!(
        err(&text),
        (
            2,
            18,
            TrfErrorKind::UnknownPlayer {
                what: "a 260 record",
                tpn: 9
            }
        )
    );
    let text = [player(1, "Ahmad bin Ismail", "0.0", &[]), "XXZ 4".into()].join("\n");
    assert!(matches!(
        err(&text),
        (2, 5, TrfErrorKind::UnknownPlayer { tpn: 4, .. })
    ));
}

#[test]
fn points_that_do_not_add_up_are_a_warning() {
    let text = [
        "162  W 3.0    D 1.0".to_string(),
        player(1, "Ahmad bin Ismail", "3.0", &["   2 w 1", "0000 - H"]),
        player(2, "Tan Wei Ming", "0.0", &["   1 b 0", "0000 - U"]),
    ]
    .join("\n");
    let file = trf::parse(&text).unwrap();
    assert_eq!(file.warnings.len(), 2);
    assert_eq!((file.warnings[0].line, file.warnings[0].column), (2, 81));
    assert_eq!(
        file.warnings[0].kind,
        TrfWarningKind::PointsMismatch {
            tpn: 1,
            stated: Points(30),
            computed: Points(40)
        }
    );
    assert_eq!(
        file.warnings[1].kind,
        TrfWarningKind::PointsMismatch {
            tpn: 2,
            stated: Points(0),
            computed: Points(30)
        }
    );
}

#[test]
fn unknown_lines_comments_and_blank_lines_are_kept() {
    let text =
        "### made by hand\n012 Kejohanan\nRUS some national record\n\n013 Team A     1    2\nZZZ\n";
    let file = trf::parse(text).unwrap();
    assert_eq!(file.records.len(), 6);
    assert_eq!(file.to_string(), text);
}
