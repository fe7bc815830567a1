//! Reads a Rust source file just far enough to find every module path it names, and
//! checks each against the layer table of DESIGN.md section 2.
//!
//! The reader blanks out comments, strings and character literals (keeping line breaks,
//! so line numbers stay right), splits the rest into tokens, follows inline `mod NAME {`
//! blocks, expands `use` trees (`use crate::{model::A, ops::{b, c}};`) and picks up
//! paths written in the code (`crate::ops::pair(..)`, `super::super::app::App`). Each
//! path that starts with `crate`, `super` or `self` is resolved against the module it is
//! written in. A path that starts otherwise names an external crate or a child module of
//! the same file, which is always the same layer.

use std::fmt;
use std::path::{Component, Path};

/// One path that its module's layer may not use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    pub file: String,
    pub line: usize,
    pub layer: String,
    pub uses: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: {} may not use {}",
            self.file, self.line, self.layer, self.uses
        )
    }
}

/// The layers a module of `layer` may use besides its own, as DESIGN.md's table says.
/// `None` for modules outside the table (the crate root).
fn allowed(layer: &str) -> Option<&'static [&'static str]> {
    const BELOW_INTERFACES: &[&str] = &[
        "model",
        "pairing::matching",
        "pairing",
        "standings",
        "trf",
        "store",
        "report",
        "ops",
        "host",
    ];
    Some(match layer {
        "model" | "pairing::matching" => &[],
        "pairing" => &["model", "pairing::matching"],
        "standings" | "trf" | "store" => &["model"],
        "report" => &["model", "standings"],
        "ops" => &["model", "pairing", "pairing::matching", "standings"],
        "host" => &BELOW_INTERFACES[..BELOW_INTERFACES.len() - 1],
        "cli" | "tui" => BELOW_INTERFACES,
        _ => return None,
    })
}

/// The layer a module path lies in: its first segment, except that the matcher is a
/// layer of its own inside `pairing`.
fn layer_of(path: &[String]) -> Option<String> {
    let first = path.first()?;
    if first == "pairing" && path.get(1).is_some_and(|s| s == "matching") {
        return Some("pairing::matching".to_string());
    }
    let known = [
        "model",
        "pairing",
        "standings",
        "trf",
        "store",
        "report",
        "ops",
        "host",
        "cli",
        "tui",
    ];
    known.contains(&first.as_str()).then(|| first.clone())
}

/// The module a source file is, from its path under `src/` (`pairing/dutch/mod.rs` is
/// `pairing::dutch`). `None` for the binary's `main.rs`, which may use everything.
fn module_of(rel: &Path) -> Option<Vec<String>> {
    let mut parts: Vec<String> = rel
        .components()
        .filter_map(|c| match c {
            Component::Normal(s) => Some(s.to_string_lossy().into_owned()),
            _ => None,
        })
        .collect();
    let last = parts.pop()?;
    let stem = last.strip_suffix(".rs").unwrap_or(&last).to_string();
    if parts.is_empty() && stem == "main" {
        return None;
    }
    if stem != "mod" && !(parts.is_empty() && stem == "lib") {
        parts.push(stem);
    }
    Some(parts)
}

/// The text with comments, strings and character literals replaced by spaces; line
/// breaks are kept.
fn blank_out(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    let blank = |out: &mut String, ch: char| out.push(if ch == '\n' { '\n' } else { ' ' });
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        let next = c.get(i + 1).copied();
        if ch == '/' && next == Some('/') {
            while i < c.len() && c[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if ch == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
        } else if ch == 'r'
            && (i == 0 || !ident(c[i - 1]) || (c[i - 1] == 'b' && (i < 2 || !ident(c[i - 2]))))
            && matches!(next, Some('#') | Some('"'))
        {
            // A raw string r"..." or r#"..."#, if a quote follows the hashes.
            let mut j = i + 1;
            while c.get(j) == Some(&'#') {
                j += 1;
            }
            if c.get(j) != Some(&'"') {
                out.push(ch);
                i += 1;
                continue;
            }
            let hashes = j - i - 1;
            let mut k = j + 1;
            while k < c.len() {
                if c[k] == '"' && (0..hashes).all(|h| c.get(k + 1 + h) == Some(&'#')) {
                    k += 1 + hashes;
                    break;
                }
                k += 1;
            }
            for &x in &c[i..k.min(c.len())] {
                blank(&mut out, x);
            }
            i = k;
        } else if ch == '"' {
            out.push(' ');
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    blank(&mut out, c[i]);
                    i += 1;
                }
                if i < c.len() {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
        } else if ch == '\'' && next == Some('\\') {
            // An escaped character literal: '\n', '\'', '\u{..}'.
            out.push_str("  ");
            i += 2;
            while i < c.len() && c[i] != '\'' {
                out.push(' ');
                i += 1;
            }
            out.push(' ');
            i += 1;
        } else if ch == '\'' && c.get(i + 2) == Some(&'\'') {
            out.push_str("   ");
            i += 3;
        } else {
            out.push(ch);
            i += 1;
        }
    }
    out
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Ident(String),
    Path,
    Open,
    Close,
    Comma,
    Semi,
    Star,
    Other,
}

fn tokens(text: &str) -> Vec<(Tok, usize)> {
    let c: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch.is_alphanumeric() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            let word = word.strip_prefix("r#").map(str::to_string).unwrap_or(word);
            out.push((Tok::Ident(word), line));
        } else {
            let tok = match ch {
                ':' if c.get(i + 1) == Some(&':') => {
                    i += 1;
                    Tok::Path
                }
                '{' => Tok::Open,
                '}' => Tok::Close,
                ',' => Tok::Comma,
                ';' => Tok::Semi,
                '*' => Tok::Star,
                _ => Tok::Other,
            };
            out.push((tok, line));
            i += 1;
        }
    }
    out
}

/// Expands the use tree that starts at `toks[*at]`, below `prefix`, into full paths
/// (a glob or `self` ends at the module that holds it).
fn use_tree(
    toks: &[(Tok, usize)],
    at: &mut usize,
    prefix: Vec<String>,
    out: &mut Vec<Vec<String>>,
) {
    let mut path = prefix;
    loop {
        match toks.get(*at).map(|t| &t.0) {
            Some(Tok::Ident(w)) if w == "as" => {
                *at += 2;
                out.push(path);
                return;
            }
            Some(Tok::Ident(w)) => {
                if w != "self" || path.is_empty() {
                    path.push(w.clone());
                }
                *at += 1;
                if toks.get(*at).map(|t| &t.0) != Some(&Tok::Path) {
                    out.push(path);
                    return;
                }
                *at += 1;
            }
            Some(Tok::Open) => {
                *at += 1;
                loop {
                    match toks.get(*at).map(|t| &t.0) {
                        Some(Tok::Close) => {
                            *at += 1;
                            return;
                        }
                        Some(Tok::Comma) => *at += 1,
                        None | Some(Tok::Semi) => return,
                        _ => use_tree(toks, at, path.clone(), out),
                    }
                }
            }
            Some(Tok::Star) => {
                *at += 1;
                out.push(path);
                return;
            }
            _ => {
                out.push(path);
                return;
            }
        }
    }
}

/// Resolves a written path against the module `here`; `None` for a path that names an
/// external crate or a child module (it does not start with crate, super or self).
fn resolve(here: &[String], written: &[String]) -> Option<Vec<String>> {
    let first = written.first()?;
    let mut base: Vec<String> = match first.as_str() {
        "crate" => Vec::new(),
        "self" => here.to_vec(),
        "super" => here.to_vec(),
        _ => return None,
    };
    let mut rest = written;
    if first == "crate" || first == "self" {
        rest = &written[1..];
    }
    while rest.first().is_some_and(|s| s == "super") {
        base.pop();
        rest = &rest[1..];
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// Every path the file at `rel` (relative to `src/`) names that its layer may not use.
pub fn violations(rel: &Path, text: &str) -> Vec<Violation> {
    let Some(file_module) = module_of(rel) else {
        return Vec::new();
    };
    let toks = tokens(&blank_out(text));
    let mut found = Vec::new();
    // Inline modules open at the brace depth they were opened at.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut check = |here: &[String], written: &[String], line: usize| {
        let Some(target) = resolve(here, written) else {
            return;
        };
        let (Some(mine), Some(theirs)) = (layer_of(here), layer_of(&target)) else {
            return;
        };
        let Some(ok) = allowed(&mine) else { return };
        if mine != theirs && !ok.contains(&theirs.as_str()) {
            found.push(Violation {
                file: rel.display().to_string(),
                line,
                layer: mine,
                uses: written.join("::"),
            });
        }
    };
    let mut i = 0;
    while i < toks.len() {
        let here: Vec<String> = file_module
            .iter()
            .cloned()
            .chain(inline.iter().map(|(m, _)| m.clone()))
            .collect();
        let (tok, line) = (&toks[i].0, toks[i].1);
        match tok {
            Tok::Open => {
                depth += 1;
                i += 1;
            }
            Tok::Close => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                i += 1;
            }
            Tok::Ident(w) if w == "mod" => {
                if let (Some((Tok::Ident(name), _)), Some((Tok::Open, _))) =
                    (toks.get(i + 1), toks.get(i + 2))
                {
                    inline.push((name.clone(), depth));
                    depth += 1;
                    i += 3;
                } else {
                    i += 1;
                }
            }
            Tok::Ident(w) if w == "use" && toks.get(i + 1).is_some_and(|t| t.0 != Tok::Path) => {
                let mut at = i + 1;
                let mut paths = Vec::new();
                // A leading `::` (an external crate spelled absolutely) names no module.
                use_tree(&toks, &mut at, Vec::new(), &mut paths);
                for p in &paths {
                    check(&here, p, line);
                }
                i = at.max(i + 1);
            }
            Tok::Ident(w)
                if matches!(w.as_str(), "crate" | "super" | "self")
                    && toks.get(i + 1).is_some_and(|t| t.0 == Tok::Path)
                    && !(i > 0 && toks[i - 1].0 == Tok::Path) =>
            {
                let mut path = vec![w.clone()];
                let mut at = i + 1;
                while toks.get(at).is_some_and(|t| t.0 == Tok::Path) {
                    match toks.get(at + 1) {
                        Some((Tok::Ident(next), _)) => {
                            path.push(next.clone());
                            at += 2;
                        }
                        _ => break,
                    }
                }
                check(&here, &path, line);
                i = at;
            }
            _ => i += 1,
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(file: &str, text: &str) -> Vec<String> {
        violations(Path::new(file), text)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn a_lower_layer_importing_a_higher_one_is_caught() {
        assert_eq!(
            check("model/player.rs", "use crate::ops::players::add;\n"),
            ["model/player.rs:1: model may not use crate::ops::players::add"]
        );
    }

    #[test]
    fn grouped_and_nested_use_trees_are_each_checked() {
        let text = "use crate::{model::Section, tui::{app::App, strings}};\n";
        assert_eq!(
            check("ops/pairing.rs", text),
            [
                "ops/pairing.rs:1: ops may not use crate::tui::app::App",
                "ops/pairing.rs:1: ops may not use crate::tui::strings"
            ]
        );
    }

    #[test]
    fn super_paths_are_resolved_against_the_module() {
        // pairing/dutch/brackets.rs is pairing::dutch::brackets: three supers reach the
        // crate root, so this names the standings layer, which pairing may not use.
        let text = "use super::super::super::standings::rank;\nuse super::weights::Layout;\n";
        assert_eq!(
            check("pairing/dutch/brackets.rs", text),
            [
                "pairing/dutch/brackets.rs:1: pairing may not use super::super::super::standings::rank"
            ]
        );
    }

    #[test]
    fn paths_in_code_are_checked_not_only_use_items() {
        let text = "fn f() {\n    let x = crate::cli::desk::open(p);\n}\n";
        assert_eq!(
            check("tui/act_setup.rs", text),
            ["tui/act_setup.rs:2: tui may not use crate::cli::desk::open"]
        );
    }

    #[test]
    fn inline_modules_move_super() {
        // In `mod tests` of model/mod.rs, `super` is `model` itself.
        let ok = "mod tests {\n    use super::*;\n    use super::player::Player;\n}\n";
        assert!(check("model/mod.rs", ok).is_empty());
        let bad = "mod tests {\n    use super::super::report::layout;\n}\n";
        assert_eq!(
            check("model/mod.rs", bad),
            ["model/mod.rs:2: model may not use super::super::report::layout"]
        );
    }

    #[test]
    fn comments_strings_and_allowed_layers_are_not_violations() {
        let text = "//! See [`crate::tui::App`].\n\
                    /* crate::cli::run */\n\
                    const HINT: &str = \"crate::ops::pair\";\n\
                    const RAW: &str = r#\"use crate::tui;\"#;\n\
                    use crate::model::Section;\n\
                    use std::fmt;\n\
                    fn f<'a>(c: char) -> bool { c == '\"' }\n\
                    use crate::standings::rank;\n";
        assert!(check("report/standings.rs", text).is_empty());
        assert_eq!(
            check("trf/writer.rs", text),
            ["trf/writer.rs:8: trf may not use crate::standings::rank"]
        );
    }

    #[test]
    fn the_desk_and_the_command_line_may_not_use_each_other() {
        assert_eq!(
            check("cli/pair.rs", "use crate::tui::App;\n"),
            ["cli/pair.rs:1: cli may not use crate::tui::App"]
        );
        assert!(check("main.rs", "use catur::tui::App;\nuse catur::cli;\n").is_empty());
    }

    #[test]
    fn the_shared_host_layer_lies_below_both_interfaces() {
        assert_eq!(
            check(
                "host/files.rs",
                "use crate::cli::CliError;
use crate::tui::App;
"
            ),
            [
                "host/files.rs:1: host may not use crate::cli::CliError",
                "host/files.rs:2: host may not use crate::tui::App"
            ]
        );
        assert!(
            check(
                "host/files.rs",
                "use crate::store::StoreError;
"
            )
            .is_empty()
        );
        assert!(
            check(
                "tui/app.rs",
                "use crate::host::files::open;
"
            )
            .is_empty()
        );
        assert!(
            check(
                "cli/mod.rs",
                "use crate::host::HostError;
"
            )
            .is_empty()
        );
        assert_eq!(
            check(
                "ops/players.rs",
                "use crate::host::load;
"
            ),
            ["ops/players.rs:1: ops may not use crate::host::load"]
        );
    }
}
