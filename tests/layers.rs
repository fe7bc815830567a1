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

/// The two crates' source folders: the application's and the engine's. The compiler
/// keeps the engine from using the application (it does not depend on it, nor on the
/// terminal or command-line crates); these tests keep the order of the layers inside
/// each crate, and keep files out of the engine.
fn roots() -> [PathBuf; 2] {
    let top = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    [top.join("src"), top.join("crates/engine/src")]
}

/// Every source file, with its path inside its crate's source folder.
fn sources() -> Vec<(PathBuf, PathBuf)> {
    let mut out = Vec::new();
    for root in roots() {
        let mut files = Vec::new();
        rust_files(&root, &mut files);
        assert!(!files.is_empty(), "no sources in {}", root.display());
        for f in files {
            let rel = f.strip_prefix(&root).unwrap_or(&f).to_path_buf();
            out.push((f, rel));
        }
    }
    out
}

/// The top-level module a source file (its path inside its crate's source folder)
/// belongs to (`model`, `pairing::dutch`, ...).
fn layer_of(rel: &Path) -> String {
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
    let mut offenders = Vec::new();
    for (f, rel) in &sources() {
        let layer = layer_of(rel);
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
    let mut offenders = Vec::new();
    for (f, rel) in &sources() {
        let layer = layer_of(rel);
        let pure = layer == "model"
            || layer == "ops"
            || layer == "standings"
            || layer == "trf"
            || layer == "pairing"
            || layer.starts_with("pairing::");
        if !pure {
            continue;
        }
        let text = fs::read_to_string(f).unwrap_or_default();
        for word in ["std::fs", "File::", "OpenOptions"] {
            // As a name of its own: `TrfFile::write` is no `File::`.
            let named = text.match_indices(word).any(|(at, _)| {
                !text[..at]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_alphanumeric() || c == '_')
            });
            if named {
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
    let files = sources();
    assert!(files.len() > 50, "only {} sources found", files.len());
    let mut found: Vec<Violation> = Vec::new();
    for (f, rel) in &files {
        let text = fs::read_to_string(f).unwrap_or_default();
        found.extend(violations(rel, &text));
    }
    let lines: Vec<String> = found.iter().map(ToString::to_string).collect();
    assert!(lines.is_empty(), "layer rule broken:\n{}", lines.join("\n"));
}
