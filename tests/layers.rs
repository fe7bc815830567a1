//! The layer map of DESIGN.md section 2, enforced on the source text: only the
//! full-screen program names the terminal crates, and each library layer uses only the
//! layers its row of the table allows.

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

/// Which crate layers a file of `layer` may name with `crate::`.
fn allowed(layer: &str) -> Option<&'static [&'static str]> {
    Some(match layer {
        "model" => &["model"],
        "pairing::matching" => &["pairing::matching"],
        "pairing"
        | "pairing::dutch"
        | "pairing::round_robin"
        | "pairing::constraints"
        | "pairing::check" => &["model", "pairing"],
        "standings" => &["model", "standings"],
        "trf" => &["model", "trf"],
        "store" => &["model", "store"],
        "report" => &["model", "standings", "report"],
        "ops" => &["model", "pairing", "standings", "ops"],
        _ => return None,
    })
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
fn library_layers_use_only_the_layers_below_them() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let mut offenders = Vec::new();
    for f in &files {
        let layer = layer_of(f);
        let Some(ok) = allowed(&layer) else { continue };
        let text = fs::read_to_string(f).unwrap_or_default();
        for (i, line) in text.lines().enumerate() {
            let mut rest = line;
            while let Some(pos) = rest.find("crate::") {
                let after = &rest[pos + "crate::".len()..];
                let name: String = after
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                let full = if name == "pairing" {
                    let sub: String = after["pairing::".len().min(after.len())..]
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    if after.starts_with("pairing::") {
                        format!("pairing::{sub}")
                    } else {
                        name.clone()
                    }
                } else {
                    name.clone()
                };
                let permitted = ok.iter().any(|a| *a == full || *a == name);
                if !permitted {
                    offenders.push(format!(
                        "{}:{}: {layer} uses crate::{full}",
                        f.display(),
                        i + 1
                    ));
                }
                rest = after;
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
