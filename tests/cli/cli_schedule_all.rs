//! One schedule for every section (issue 34): `catur section edit FILE --section all
//! --schedule "..."` gives the same round times to every section as one change, which
//! one `catur undo` takes back; a setting other than the schedule is refused with
//! `--section all` (exit 2), the file left as it was.

use crate::common;

use common::cli::{catur, code, s, stderr, stdout};

fn ok(args: &[&str]) -> String {
    let o = catur(args);
    assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
    stdout(&o)
}

#[test]
fn the_round_times_go_to_every_section_in_one_change() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kuantan.catur");
    let f = s(&file);
    ok(&["new", f, "--name", "Kejohanan Catur MSSD Kuantan 2026"]);
    for c in ["L12", "P12", "L18"] {
        ok(&[
            "section", "add", f, "--code", c, "--name", c, "--rounds", "5",
        ]);
    }
    let day = "1=2026-12-05 08:30, 2=2026-12-05 14:30, 3=2026-12-06 08:30";
    let said = ok(&["section", "edit", f, "--section", "all", "--schedule", day]);
    assert!(said.contains("L12 P12 L18"), "{said}");
    let t = catur::store::load(&file).expect("loads");
    let first = t.sections[0].settings.schedule.clone();
    assert!(!first.to_string().is_empty());
    assert!(t.sections.iter().all(|x| x.settings.schedule == first));
    // The same as giving each section the text in turn.
    let one = dir.path().join("one.catur");
    let g = s(&one);
    ok(&["new", g, "--name", "Kejohanan Catur MSSD Kuantan 2026"]);
    ok(&[
        "section", "add", g, "--code", "L12", "--name", "L12", "--rounds", "5",
    ]);
    ok(&["section", "edit", g, "--section", "L12", "--schedule", day]);
    let by_one = catur::store::load(&one).expect("loads");
    assert_eq!(by_one.sections[0].settings.schedule, first);
    // One undo takes back all three.
    ok(&["undo", f]);
    let t = catur::store::load(&file).expect("loads");
    assert!(
        t.sections
            .iter()
            .all(|x| x.settings.schedule.to_string().is_empty())
    );
    // Another setting with --section all is wrong use; nothing changes.
    let before = std::fs::read(&file).unwrap();
    let o = catur(&["section", "edit", f, "--section", "all", "--rounds", "6"]);
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(stderr(&o).contains("--schedule only"), "{}", stderr(&o));
    assert_eq!(std::fs::read(&file).unwrap(), before);
}
