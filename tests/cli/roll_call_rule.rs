//! The roll call follows the section's rule (issue 34 item 6): `catur section edit FILE
//! --section CODE --roll-call withdraw` makes `catur players absent` withdraw who did
//! not sign in from that round on (not paired again until `catur players return`),
//! instead of the zero-point bye of that round; `--section all` gives the rule to every
//! section. A withdrawal made so is exported to TRF as any other withdrawal.

use crate::common;

use catur::model::{PlayerStatus, RollCallRule, Tournament};
use common::cli::{catur, code, s, stderr, stdout};

fn ok(args: &[&str]) -> String {
    let o = catur(args);
    assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
    stdout(&o)
}

fn load(file: &std::path::Path) -> Tournament {
    catur::store::load(file).expect("loads")
}

/// The status of L12's player with pairing number `tpn` in `round`.
fn status(t: &Tournament, tpn: u32, round: u32) -> PlayerStatus {
    let s = t.section("L12").expect("L12");
    s.player_by_tpn(tpn).expect("player").status(round)
}

#[test]
fn the_withdraw_rule_withdraws_who_did_not_sign_in() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kuantan.catur");
    let f = s(&file);
    ok(&["demo", f]);
    let said = ok(&[
        "section",
        "edit",
        f,
        "--section",
        "L12",
        "--roll-call",
        "withdraw",
    ]);
    assert!(said.contains("L12: roll-call withdraw"), "{said}");
    let name = load(&file)
        .section("L12")
        .and_then(|s| s.player_by_tpn(3))
        .map(|p| p.name.clone())
        .expect("player 3");
    let absent = [
        "players",
        "absent",
        f,
        "--section",
        "L12",
        "--round",
        "1",
        "3",
    ];
    assert_eq!(
        ok(&absent),
        format!("L12: absent in round 1 (withdrawn from round 1 on): {name}\n")
    );
    let t = load(&file);
    assert_eq!(status(&t, 3, 1), PlayerStatus::Withdrawn);
    assert_eq!(status(&t, 3, 2), PlayerStatus::Withdrawn);
    assert_eq!(status(&t, 4, 1), PlayerStatus::Present);
    // Already out: refused by the rules, nothing changed.
    let before = std::fs::read(&file).unwrap();
    let o = catur(&absent);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    assert!(
        stderr(&o).contains(&format!("{name} is withdrawn in round 1")),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read(&file).unwrap(), before);
    // Not paired in round 1 nor in round 2, until brought back.
    let id = t
        .section("L12")
        .and_then(|s| s.player_by_tpn(3))
        .expect("3")
        .id;
    let in_round = |t: &Tournament, r: u32| {
        t.section("L12")
            .and_then(|s| s.round(r))
            .is_some_and(|r| r.boards.iter().any(|b| b.white == id || b.black == id))
    };
    ok(&["pair", f, "--section", "L12"]);
    assert!(!in_round(&load(&file), 1));
    ok(&[
        "players",
        "return",
        f,
        "--section",
        "L12",
        "3",
        "--from-round",
        "3",
    ]);
    let t = load(&file);
    assert_eq!(status(&t, 3, 2), PlayerStatus::Withdrawn);
    assert_eq!(status(&t, 3, 3), PlayerStatus::Present);
}

#[test]
fn the_bye_rule_stays_the_default_and_a_wrong_rule_is_wrong_use() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kuantan.catur");
    let f = s(&file);
    ok(&["demo", f]);
    let said = ok(&[
        "players",
        "absent",
        f,
        "--section",
        "L12",
        "--round",
        "1",
        "3",
    ]);
    assert!(said.contains("(zero-point bye)"), "{said}");
    let before = std::fs::read(&file).unwrap();
    let o = catur(&[
        "section",
        "edit",
        f,
        "--section",
        "L12",
        "--roll-call",
        "tarik",
    ]);
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(stderr(&o).contains("withdraw"), "{}", stderr(&o));
    assert_eq!(std::fs::read(&file).unwrap(), before);
}

#[test]
fn section_all_gives_the_rule_to_every_section_in_one_change() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kuantan.catur");
    let f = s(&file);
    ok(&["demo", f]);
    let said = ok(&[
        "section",
        "edit",
        f,
        "--section",
        "all",
        "--roll-call",
        "withdraw",
    ]);
    assert!(
        said.starts_with("roll-call rule of every section: withdraw (changed in "),
        "{said}"
    );
    let t = load(&file);
    assert!(t.sections.len() > 1);
    assert!(
        t.sections
            .iter()
            .all(|x| x.settings.roll_call == RollCallRule::Withdraw)
    );
    ok(&["undo", f]);
    assert!(
        load(&file)
            .sections
            .iter()
            .all(|x| x.settings.roll_call == RollCallRule::ZeroBye)
    );
}

/// A withdrawal by the roll call is exported as the same withdrawal `catur players
/// withdraw` makes: the TRF files of the two ways are the same.
#[test]
fn a_roll_call_withdrawal_exports_as_a_withdrawal() {
    let dir = tempfile::tempdir().unwrap();
    let mut trf = Vec::new();
    for way in ["roll-call", "withdraw"] {
        let file = dir.path().join(format!("{way}.catur"));
        let f = s(&file);
        ok(&["demo", f]);
        if way == "roll-call" {
            ok(&[
                "section",
                "edit",
                f,
                "--section",
                "L12",
                "--roll-call",
                "withdraw",
            ]);
            ok(&[
                "players",
                "absent",
                f,
                "--section",
                "L12",
                "--round",
                "1",
                "3",
            ]);
        } else {
            ok(&["players", "withdraw", f, "--section", "L12", "3"]);
        }
        ok(&["pair", f, "--section", "L12"]);
        let out = dir.path().join(format!("{way}.trf"));
        ok(&["export", f, "--section", "L12", "--trf", s(&out)]);
        trf.push(std::fs::read_to_string(&out).expect("exported"));
    }
    assert_eq!(trf[0], trf[1]);
}
