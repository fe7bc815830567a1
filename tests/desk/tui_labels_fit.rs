//! Issue 30 item 5: no label, heading or title is cut on any screen or dialog at 80x24
//! (and 80x25), in either language. Every screen, view, form, prompt and dialog the
//! language test draws (`tui_languages`: the individual and the team-match desk) is
//! read row by row: wherever text runs into the right edge of the screen or of a box,
//! the word that touches the edge must not be the start of a longer word of any text
//! of the strings tables. A label cut there (`Tab/Up/Down: fie│`) fails, naming the
//! screen, the row and the label.
//!
//! A box that is a window onto something wider (F7's preview of a printed page, which
//! scrolls across with `<` `>`) says so in its title (`columns 1-58 of 80 <>`); its
//! right edge is the window's, not the text's, and is not read.
//!
//! What it cannot see: a label whose whole last words were dropped at a word boundary,
//! and data (names are fitted by their own rules and tests).

use crate::tui_languages::{screens, table, team_screens};
use catur::model::Language;

const LANGUAGES: [Language; 2] = [Language::Malay, Language::English];

/// The right edge of a box drawn by the desk.
fn is_border(c: char) -> bool {
    matches!(c, '│' | '┐' | '┘' | '┤' | '║' | '╗' | '╝')
}

/// The fixed pieces of the strings tables' texts (between the `{}` of the values),
/// at least 4 characters long.
fn fragments(lang: Language) -> Vec<Vec<char>> {
    let mut out: Vec<Vec<char>> = table(lang)
        .iter()
        .flat_map(|t| {
            t.split("{}")
                .flat_map(|p| p.split('\n'))
                .map(|p| p.trim().chars().collect::<Vec<char>>())
                .collect::<Vec<_>>()
        })
        .filter(|f| f.len() >= 4)
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The labels cut in one drawn row: for each place where text runs into the edge of
/// the screen or of a box, a fragment of which only a start shows there, cut inside a
/// word (`(fragment, what shows)`).
fn cut_in(row: &str, fragments: &[Vec<char>], windows: &[usize]) -> Vec<(String, String)> {
    let chars: Vec<char> = row.chars().collect();
    let mut found = Vec::new();
    for edge in 1..=chars.len() {
        let at_edge = edge == chars.len() || is_border(chars[edge]);
        if windows.contains(&edge) {
            continue;
        }
        if !at_edge || !chars[edge - 1].is_alphanumeric() {
            continue;
        }
        let tail = &chars[..edge];
        for f in fragments {
            for k in 3..f.len() {
                // Cut inside a word: the last letter shown and the first one lost.
                if !(f[k - 1].is_alphanumeric() && f[k].is_alphanumeric()) {
                    continue;
                }
                if k > tail.len() || tail[tail.len() - k..] != f[..k] {
                    continue;
                }
                // The piece starts where a word starts on screen.
                let start = tail.len() - k;
                if start > 0 && tail[start - 1].is_alphanumeric() {
                    continue;
                }
                found.push((f.iter().collect(), f[..k].iter().collect()));
            }
        }
    }
    found
}

/// The right edges (columns) of the boxes on a drawn screen that are windows onto
/// something wider: their top border's title ends in `<>`.
fn window_edges(screen: &str) -> Vec<usize> {
    screen
        .lines()
        .filter_map(|row| {
            let chars: Vec<char> = row.trim_matches('"').chars().collect();
            let mark = chars.windows(2).position(|w| w == ['<', '>'])?;
            let corner = chars[mark..].iter().position(|&c| c == '┐')?;
            Some(mark + corner)
        })
        .collect()
}

#[test]
fn the_check_finds_a_label_cut_at_a_box_edge_or_the_screen_edge() {
    let fragments: Vec<Vec<char>> = ["Tab/Up/Down: field", "Kedudukan"]
        .iter()
        .map(|f| f.chars().collect())
        .collect();
    assert_eq!(
        cut_in("│Tab/Up/Down: fie│", &fragments, &[]),
        vec![("Tab/Up/Down: field".into(), "Tab/Up/Down: fie".into())]
    );
    assert_eq!(
        cut_in(" 1 Kedudu", &fragments, &[]),
        vec![("Kedudukan".into(), "Kedudu".into())]
    );
    // Whole, or ended at a word's end, or a longer word that only ends like one: fine.
    assert!(cut_in("│Tab/Up/Down: field │", &fragments, &[]).is_empty());
    assert!(cut_in(" Kedudukan", &fragments, &[]).is_empty());
    assert!(cut_in(" Tab/Up/Down:", &fragments, &[]).is_empty());
    assert!(cut_in(" XKedudu", &fragments, &[]).is_empty());
    // The edge of a window onto a wider page is not read.
    let top = "┌ list ┐┌ slips columns 1-8 of 80 <> ┐";
    let row = format!("│      ││{}Kedudu│", " ".repeat(22));
    assert_eq!(row.chars().count(), top.chars().count());
    let windows = window_edges(&format!("{top}\n{row}"));
    assert_eq!(windows, vec![37]);
    assert!(cut_in(&row, &fragments, &windows).is_empty());
    assert_eq!(cut_in(&row, &fragments, &[]).len(), 1);
}

#[test]
fn no_label_is_cut_on_any_screen_at_80_columns_in_either_language() {
    let mut problems = Vec::new();
    let mut rows_read = 0;
    for lang in LANGUAGES {
        let fragments = fragments(lang);
        assert!(fragments.len() > 300, "{lang:?}: {}", fragments.len());
        let mut shown = screens(lang);
        shown.extend(team_screens(lang));
        for (what, text) in &shown {
            let windows = window_edges(text);
            for (n, row) in text.lines().enumerate() {
                // The test backend draws each row between quotes.
                let row = row.trim_end_matches('"').trim_start_matches('"');
                rows_read += 1;
                for (label, showing) in cut_in(row, &fragments, &windows) {
                    problems.push(format!(
                        "{lang:?}, {what}, row {n}: '{showing}' of '{label}' in\n{row}"
                    ));
                }
            }
        }
    }
    assert!(rows_read > 5_000, "rows read: {rows_read}");
    assert!(
        problems.is_empty(),
        "{} labels cut:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
