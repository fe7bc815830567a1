//! A prize line corrected and moved from the command line (`catur prizes edit`,
//! `catur prizes move`), the same operations the desk's prize keys use; a line that
//! cannot move or does not exist is refused (exit 1) and the file is left as it was.

use crate::common;

use common::cli::{catur, code, s, stderr, stdout};

fn ok(args: &[&str]) -> String {
    let o = catur(args);
    assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
    stdout(&o)
}

#[test]
fn a_line_is_corrected_and_moved_up_the_list() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kuantan.catur");
    let f = s(&file);
    ok(&["new", f, "--name", "Kejohanan Catur MSSD Kuantan 2026"]);
    ok(&[
        "section",
        "add",
        f,
        "--code",
        "P12",
        "--name",
        "Perempuan Bawah 12",
        "--rounds",
        "3",
    ]);
    let add = |label: &str| ok(&["prizes", "add", f, "--section", "P12", "--label", label]);
    add("Johan");
    add("Bawah 10");
    let said = ok(&[
        "prizes",
        "edit",
        f,
        "--section",
        "P12",
        "--line",
        "2",
        "--label",
        "Bawah 10",
        "--born-from",
        "2016/01/01",
        "--amount",
        "RM 50",
    ]);
    assert!(said.contains("prize line 2 changed"), "{said}");
    let said = ok(&["prizes", "move", f, "--section", "P12", "--line", "2", "up"]);
    assert!(said.contains("is now line 1"), "{said}");
    let list = ok(&["prizes", "list", f, "--section", "P12"]);
    assert!(
        list.contains("1. Bawah 10 x1 born on or after 2016/01/01 [RM 50]"),
        "{list}"
    );
    assert!(list.contains("2. Johan x1 overall"), "{list}");
    let before = std::fs::read(&file).unwrap();
    for args in [
        &["prizes", "move", f, "--section", "P12", "--line", "1", "up"][..],
        &[
            "prizes",
            "edit",
            f,
            "--section",
            "P12",
            "--line",
            "3",
            "--label",
            "X",
        ][..],
    ] {
        let o = catur(args);
        assert_eq!(code(&o), 1, "{args:?}: {}", stderr(&o));
        assert_eq!(std::fs::read(&file).unwrap(), before);
    }
    let o = catur(&["prizes", "move", f, "--section", "P12", "--line", "1", "up"]);
    assert!(
        stderr(&o).contains("first on the list already"),
        "{}",
        stderr(&o)
    );
}
