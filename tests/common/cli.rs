//! Running the built `catur` program as a user does, and reading what it printed.

use std::path::Path;
use std::process::{Command, Output};

/// The print time every report of a test carries (`CATUR_PRINTED_AT`), so that printed
/// pages compare equal from one run to the next.
pub const PRINTED_AT: &str = "2026-03-15 17:30";

/// Runs `catur ARGS` with the print time fixed at [`PRINTED_AT`] and waits for it.
pub fn catur(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_catur"))
        .args(args)
        .env("CATUR_PRINTED_AT", PRINTED_AT)
        .output()
        .expect("catur runs")
}

/// Runs `catur ARGS` in the environment as it is (the print time not fixed), as the
/// tests of several processes on one file do.
pub fn catur_unpinned(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_catur"))
        .args(args)
        .output()
        .expect("catur runs")
}

/// Runs `catur ARGS` as [`catur`] does and checks that it succeeded: exit 0, with its
/// standard error in the failure message.
pub fn succeeds(args: &[&str]) -> Output {
    let o = catur(args);
    assert_eq!(code(&o), 0, "catur {}: {}", args.join(" "), stderr(&o));
    o
}

/// The exit code (-1 when the process was ended by a signal).
pub fn code(o: &Output) -> i32 {
    o.status.code().unwrap_or(-1)
}

/// What the process wrote on standard output.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// What the process wrote on standard error.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A path as a program argument (the temporary folders of the tests are UTF-8).
pub fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}
