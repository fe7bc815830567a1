//! The layer map of DESIGN.md section 2, enforced on the source text: only the
//! full-screen program names the terminal crates, only the file layers touch files, and
//! every module uses only the layers its row of the table allows. The last check reads
//! every `use` item and every path (`crate::`, `super::`, `self::`) of every module,
//! resolves it against the module the file (or its inline `mod`) is, and looks up the
//! layer it lands in; see tests/layer_check/mod.rs.

mod layer_check;

use layer_check::{Violation, violations};

use std::fs;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

fn src() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The top-level module a source file belongs to (`model`, `pairing::dutch`, ...).
fn layer_of(path: &Path) -> String {
    let rel = path.strip_prefix(src()).unwrap_or(path);
    let parts: Vec<String> = rel
        .iter()
        .map(|c| c.to_string_lossy().into_owned())
        .collect();
    let first = parts
        .first()
        .cloned()
        .unwrap_or_default()
        .trim_end_matches(".rs")
        .to_string();
    if first == "pairing" && parts.len() > 2 {
        format!("pairing::{}", parts[1].trim_end_matches(".rs"))
    } else {
        first
    }
}

#[test]
fn only_the_terminal_layer_names_terminal_crates() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    assert!(!files.is_empty(), "no sources found");
    let mut offenders = Vec::new();
    for f in &files {
        let layer = layer_of(f);
        if layer == "tui" || layer == "main" {
            continue;
        }
        let text = fs::read_to_string(f).unwrap_or_default();
        for word in ["ratatui", "crossterm", "tui_input"] {
            if text.contains(word) {
                offenders.push(format!("{} names {word}", f.display()));
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "layer rule broken:\n{}",
        offenders.join("\n")
    );
}

#[test]
fn only_the_file_layers_touch_files() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let mut offenders = Vec::new();
    for f in &files {
        let layer = layer_of(f);
        let pure = layer == "model"
            || layer == "ops"
            || layer == "standings"
            || layer == "pairing"
            || layer.starts_with("pairing::");
        if !pure {
            continue;
        }
        let text = fs::read_to_string(f).unwrap_or_default();
        for word in ["std::fs", "File::", "OpenOptions"] {
            if text.contains(word) {
                offenders.push(format!("{} ({layer}) uses {word}", f.display()));
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "layer rule broken:\n{}",
        offenders.join("\n")
    );
}

#[test]
fn every_module_uses_only_the_layers_its_row_allows() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    assert!(files.len() > 50, "only {} sources found", files.len());
    let mut found: Vec<Violation> = Vec::new();
    for f in &files {
        let rel = f.strip_prefix(src()).unwrap_or(f);
        let text = fs::read_to_string(f).unwrap_or_default();
        found.extend(violations(rel, &text));
    }
    let lines: Vec<String> = found.iter().map(ToString::to_string).collect();
    assert!(lines.is_empty(), "layer rule broken:\n{}", lines.join("\n"));
}
