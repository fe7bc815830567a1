//! Fixed-width page layout: a [`Document`] becomes pages of at most the profile's width
//! and length, every page with the header and footer, tables that never overflow (long
//! names shortened with a `~`), page breaks that repeat the table header, and form feeds
//! between pages. Output goes to any `io::Write`.

use super::doc::{Align, Block, Document, Table};
use super::encode::{FF, bold_off, bold_on, display_text, encode, job_start};
use super::profile::Profile;
use std::io::{self, Write};

/// The marker that ends a shortened text.
pub const SHORTENED: char = '~';

/// A laid-out line: its text (already in the target character set's repertoire) and
/// whether it prints in bold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub text: String,
    pub bold: bool,
}

impl Line {
    fn plain(text: String) -> Self {
        Line { text, bold: false }
    }
    fn bold(text: String) -> Self {
        Line { text, bold: true }
    }
}

/// One sheet: the lines between the top margin and the form feed.
pub type Page = Vec<Line>;

const HEADER_LINES: usize = 4;
const FOOTER_LINES: usize = 2;

/// Lays a document out on pages for a profile.
pub fn layout(doc: &Document, profile: &Profile) -> Vec<Page> {
    let width = profile.width.max(20);
    let cs = profile.charset;
    let body_capacity = profile
        .body_lines()
        .saturating_sub(HEADER_LINES + FOOTER_LINES)
        .max(5);

    // The body as a stream of lines, each with the table header to repeat when a page
    // breaks inside that table.
    let mut stream: Vec<(Line, Option<usize>)> = Vec::new();
    let mut table_headers: Vec<Vec<Line>> = Vec::new();
    let mut breaks: Vec<usize> = Vec::new();
    // Runs of lines kept on one page: (first line, number of lines).
    let mut kept: Vec<(usize, usize)> = Vec::new();
    for block in &doc.blocks {
        match block {
            Block::Heading(t) => stream.push((Line::bold(fit(&display_text(t, cs), width)), None)),
            // A text longer than the line goes on over more lines, broken at spaces.
            Block::Text(t) => stream.extend(
                crate::model::wrap(&display_text(t, cs), width)
                    .into_iter()
                    .map(|l| (Line::plain(l), None)),
            ),
            Block::Blank => stream.push((Line::plain(String::new()), None)),
            Block::PageBreak => breaks.push(stream.len()),
            Block::Ruler => stream.push((Line::plain(ruler(width)), None)),
            Block::Frame(lines) => {
                let framed = frame(lines, width, cs);
                kept.push((stream.len(), framed.len()));
                stream.extend(framed.into_iter().map(|l| (Line::plain(l), None)));
            }
            Block::Table(table) => {
                let (head, rows) = lay_table(table, profile);
                let idx = table_headers.len();
                for l in &head {
                    stream.push((l.clone(), None));
                }
                table_headers.push(head);
                for r in rows {
                    stream.push((Line::plain(r), Some(idx)));
                }
            }
        }
    }

    let mut bodies: Vec<Vec<Line>> = vec![Vec::new()];
    for (i, (line, table)) in stream.into_iter().enumerate() {
        let current_len = bodies.last().map_or(0, Vec::len);
        let forced = breaks.contains(&i) && current_len > 0;
        // A frame that would not fit in what is left of the page starts the next one
        // (unless it is longer than a whole page and would not fit anywhere).
        let keep = kept.iter().any(|&(start, len)| {
            start == i && current_len > 0 && current_len + len > body_capacity
        });
        if current_len >= body_capacity || forced || keep {
            bodies.push(Vec::new());
            if let Some(t) = table
                && let (Some(head), Some(b)) = (table_headers.get(t), bodies.last_mut())
            {
                b.extend(head.iter().cloned());
            }
        }
        let continuation = bodies.len() > 1;
        if let Some(b) = bodies.last_mut() {
            // A blank line at the top of a continuation page is wasted paper.
            if !(b.is_empty() && line.text.is_empty() && continuation) {
                b.push(line);
            }
        }
    }

    let total = bodies.len();
    bodies
        .into_iter()
        .enumerate()
        .map(|(n, body)| {
            let mut page = header_lines(doc, profile, width);
            let body_len = body.len();
            page.extend(body);
            // The footer sits at the same place on every sheet.
            for _ in body_len..body_capacity {
                page.push(Line::plain(String::new()));
            }
            page.push(Line::plain(String::new()));
            page.push(Line::plain(footer_line(doc, profile, width, n + 1, total)));
            page
        })
        .collect()
}

fn header_lines(doc: &Document, profile: &Profile, width: usize) -> Vec<Line> {
    let cs = profile.charset;
    let h = &doc.header;
    vec![
        Line::bold(fit(
            &center(&display_text(&h.championship, cs), width),
            width,
        )),
        Line::plain(fit(
            &left_first(
                &display_text(&h.section, cs),
                &display_text(&h.subtitle, cs),
                width,
            ),
            width,
        )),
        Line::bold(fit(&display_text(&h.title, cs), width)),
        Line::plain("=".repeat(width)),
    ]
}

fn footer_line(
    doc: &Document,
    profile: &Profile,
    width: usize,
    page: usize,
    total: usize,
) -> String {
    let f = &doc.footer;
    let cs = profile.charset;
    let right = format!("{} {page} {} {total}", f.page, f.of);
    let left = display_text(
        &format!("{}  {} {}", f.program, f.printed, f.printed_at),
        cs,
    );
    fit(&two_ends(&left, &right, width), width)
}

/// A frame around `lines` filling the width: `+---+` above and below, `| left  right |`
/// between.
fn frame(lines: &[(String, String)], width: usize, cs: super::profile::Charset) -> Vec<String> {
    let inner = width.saturating_sub(4);
    let rule = format!("+{}+", "-".repeat(width.saturating_sub(2)));
    let mut out = vec![rule.clone()];
    for (left, right) in lines {
        let text = two_ends(&display_text(left, cs), &display_text(right, cs), inner);
        let fill = inner.saturating_sub(text.chars().count());
        out.push(format!("| {text}{} |", " ".repeat(fill)));
    }
    out.push(rule);
    out
}

/// `....+....1....+....2` up to the width: every tenth column numbered.
fn ruler(width: usize) -> String {
    (1..=width)
        .map(|c| match c % 10 {
            0 => char::from_digit(((c / 10) % 10) as u32, 10).unwrap_or('0'),
            5 => '+',
            _ => '.',
        })
        .collect()
}

/// Text in the middle of the line.
fn center(text: &str, width: usize) -> String {
    let len = text.chars().count();
    if len >= width {
        return text.to_string();
    }
    format!("{}{}", " ".repeat((width - len) / 2), text)
}

/// `left` at the left margin, `right` flush right; shortens `left` if both do not fit.
fn two_ends(left: &str, right: &str, width: usize) -> String {
    let rl = right.chars().count();
    if rl + 1 >= width {
        return fit(right, width);
    }
    let room = width - rl - 1;
    let l = fit(left, room);
    let gap = width - l.chars().count() - rl;
    format!("{l}{}{right}", " ".repeat(gap))
}

/// `left` whole at the left margin and as much of `right` as fits, flush right: the
/// section's name matters more than the venue. A `right` too long loses its leading
/// parts (`Dewan ..., Kuantan, ` before the dates) before anything is cut, so that a
/// date is never printed half.
fn left_first(left: &str, right: &str, width: usize) -> String {
    let ll = left.chars().count();
    if ll + 2 >= width {
        return fit(left, width);
    }
    let room = width - ll - 2;
    let mut right = right;
    while right.chars().count() > room {
        match right.split_once(", ") {
            Some((_, rest)) => right = rest,
            None => break,
        }
    }
    let r = fit(right, room);
    let gap = width - ll - r.chars().count();
    format!("{left}{}{r}", " ".repeat(gap))
}

/// Shortens a text to `width` characters, marking the cut.
pub fn fit(text: &str, width: usize) -> String {
    let len = text.chars().count();
    if len <= width {
        return text.to_string();
    }
    if width == 0 {
        return String::new();
    }
    let mut s: String = text.chars().take(width - 1).collect();
    s.push(SHORTENED);
    s
}

fn pad(text: &str, width: usize, align: Align) -> String {
    let t = fit(text, width);
    let len = t.chars().count();
    let fill = width - len;
    match align {
        Align::Left => format!("{t}{}", " ".repeat(fill)),
        Align::Right => format!("{}{t}", " ".repeat(fill)),
        Align::Center => format!("{}{t}{}", " ".repeat(fill / 2), " ".repeat(fill - fill / 2)),
    }
}

/// A cell's text in the printer's character set; in a column of narrow points an
/// ASCII printer gets `1.5` and `0.5` for `1½` and `½`.
fn cell_text(text: &str, column: &super::doc::Column, cs: super::profile::Charset) -> String {
    if column.decimal_halves && cs == super::profile::Charset::Ascii && text.ends_with('½') {
        let whole = text.trim_end_matches('½');
        let whole = if whole.is_empty() || whole == "-" {
            format!("{whole}0")
        } else {
            whole.to_string()
        };
        return format!("{whole}.5");
    }
    display_text(text, cs)
}

/// Column widths that fit the page: natural widths first, then shrinkable columns
/// give up characters (widest first) down to their minimum, then any column.
pub fn column_widths(table: &Table, profile: &Profile) -> Vec<usize> {
    let cs = profile.charset;
    let mut widths: Vec<usize> = table
        .columns
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let cells = table.rows.iter().filter_map(|r| r.get(i));
            let natural = cells
                .map(|t| cell_text(t, c, cs).chars().count())
                .max()
                .unwrap_or(0);
            natural
                .max(display_text(&c.title, cs).chars().count())
                .max(c.blank_width)
        })
        .collect();
    let seps = widths.len().saturating_sub(1);
    let limit = profile.width.max(20);
    let total = |w: &[usize]| w.iter().sum::<usize>() + seps;
    for pass_any in [false, true] {
        while total(&widths) > limit {
            let candidate = widths
                .iter()
                .enumerate()
                .filter(|(i, w)| {
                    let c = &table.columns[*i];
                    let floor = if pass_any { 1 } else { c.min_width.max(1) };
                    (pass_any || c.shrink) && **w > floor
                })
                .max_by_key(|(_, w)| **w)
                .map(|(i, _)| i);
            match candidate {
                Some(i) => widths[i] -= 1,
                None => break,
            }
        }
    }
    widths
}

/// A table's header lines (titles and a rule) and its rows, each at most the page width.
fn lay_table(table: &Table, profile: &Profile) -> (Vec<Line>, Vec<String>) {
    let cs = profile.charset;
    let widths = column_widths(table, profile);
    let width = profile.width.max(20);
    let row_text = |cells: Vec<String>| -> String {
        let parts: Vec<String> = cells
            .iter()
            .zip(&widths)
            .zip(&table.columns)
            .map(|((t, w), c)| pad(&cell_text(t, c, cs), *w, c.align))
            .collect();
        fit(parts.join(" ").trim_end(), width)
    };
    let titles = row_text(table.columns.iter().map(|c| c.title.clone()).collect());
    let rule_len = (widths.iter().sum::<usize>() + widths.len().saturating_sub(1)).min(width);
    let mut head = Vec::new();
    if table.columns.iter().any(|c| !c.group.is_empty()) {
        head.push(Line::bold(fit(
            group_line(table, &widths, cs).trim_end(),
            width,
        )));
    }
    head.push(Line::bold(titles));
    head.push(Line::plain("-".repeat(rule_len)));
    let rows = table
        .rows
        .iter()
        .map(|r| {
            let mut cells = r.clone();
            cells.resize(table.columns.len(), String::new());
            row_text(cells)
        })
        .collect();
    (head, rows)
}

/// The line of group titles over a table's columns: each group's title centred between
/// dashes over the columns it spans, blanks over the others.
fn group_line(table: &Table, widths: &[usize], cs: super::profile::Charset) -> String {
    let mut line = String::new();
    let mut i = 0;
    while i < table.columns.len() {
        let group = &table.columns[i].group;
        let mut end = i + 1;
        while end < table.columns.len() && !group.is_empty() && table.columns[end].group == *group {
            end += 1;
        }
        let span = widths[i..end].iter().sum::<usize>() + (end - i - 1);
        if !line.is_empty() {
            line.push(' ');
        }
        if group.is_empty() {
            line.push_str(&" ".repeat(span));
        } else {
            let title = fit(&display_text(group, cs), span.saturating_sub(2));
            let fill = span - title.chars().count();
            if title.is_empty() {
                line.push_str(&"-".repeat(span));
            } else {
                let left = (fill - 2) / 2 + 1;
                line.push_str(&"-".repeat(left.min(fill)));
                line.push_str(&title);
                line.push_str(&"-".repeat(fill - left.min(fill)));
            }
        }
        i = end;
    }
    line
}

/// Writes laid-out pages as printer bytes: the ESC/P job start, CR LF line ends, bold
/// where asked, and a form feed after every page.
pub fn write_pages(pages: &[Page], profile: &Profile, out: &mut dyn Write) -> io::Result<()> {
    out.write_all(&job_start(profile))?;
    for page in pages {
        for _ in 0..profile.top_margin {
            out.write_all(b"\r\n")?;
        }
        for line in page {
            if line.bold && !line.text.is_empty() {
                out.write_all(bold_on(profile))?;
                out.write_all(&encode(&line.text, profile.charset))?;
                out.write_all(bold_off(profile))?;
            } else {
                out.write_all(&encode(&line.text, profile.charset))?;
            }
            out.write_all(b"\r\n")?;
        }
        out.write_all(&[FF])?;
    }
    Ok(())
}

/// Lays out and writes a document.
pub fn render(doc: &Document, profile: &Profile, out: &mut dyn Write) -> io::Result<()> {
    write_pages(&layout(doc, profile), profile, out)
}

#[cfg(test)]
mod tests {
    use super::super::doc::Column;
    use super::*;

    fn long_table(rows: usize) -> Document {
        let table = Table {
            columns: vec![
                Column::right("No"),
                Column::name("Name", 10),
                Column::name("Team", 6),
                Column::right("Pts"),
            ],
            rows: (1..=rows)
                .map(|i| {
                    vec![
                        i.to_string(),
                        format!("Muhammad Haziq bin Abdul Rahman Shah Alam {i}"),
                        "Sekolah Menengah Kebangsaan Tengku Ampuan Afzan".into(),
                        "3½".into(),
                    ]
                })
                .collect(),
        };
        Document {
            header: Header {
                championship: "Kejohanan Catur MSSD".into(),
                section: "L12".into(),
                title: "Test".into(),
                subtitle: String::new(),
            },
            footer: Default::default(),
            blocks: vec![Block::Table(table)],
        }
    }
    use super::super::doc::Header;

    #[test]
    fn tables_fit_the_width_and_pages_repeat_the_header() {
        for width in [80, 136] {
            let p = Profile::plain80().with_width(width);
            let pages = layout(&long_table(150), &p);
            assert!(pages.len() >= 3);
            for page in &pages {
                assert!(page.len() + p.top_margin <= 66);
                assert!(page.iter().all(|l| l.text.chars().count() <= width));
                assert!(
                    page.iter().any(|l| l.text.trim_start().starts_with("No")),
                    "table header repeated"
                );
                assert!(page[0].text.contains("Kejohanan"));
            }
        }
    }

    #[test]
    fn names_are_shortened_with_a_marker() {
        let p = Profile::plain80();
        let pages = layout(&long_table(3), &p);
        let row = pages[0]
            .iter()
            .find(|l| l.text.trim_start().starts_with("1 "))
            .unwrap();
        assert!(row.text.contains(SHORTENED), "{}", row.text);
    }

    /// Issue: the 80-column header printed `2026/03/14 - 2026~`; the venue gives way to
    /// the dates.
    #[test]
    fn a_long_subtitle_drops_the_venue_before_cutting_a_date() {
        let line = left_first(
            "L12 - Lelaki Bawah 12 Tahun",
            "Dewan SMK Seri Mahkota, Kuantan, 2026/03/14 - 2026/03/15",
            80,
        );
        assert!(
            line.ends_with("  Kuantan, 2026/03/14 - 2026/03/15"),
            "{line}"
        );
        assert!(line.starts_with("L12 - Lelaki Bawah 12 Tahun "), "{line}");
        assert_eq!(line.chars().count(), 80);
    }

    #[test]
    fn form_feed_after_every_page() {
        let p = Profile::plain80();
        let mut out = Vec::new();
        render(&long_table(150), &p, &mut out).unwrap();
        let pages = layout(&long_table(150), &p).len();
        assert_eq!(out.iter().filter(|b| **b == FF).count(), pages);
        for chunk in out.split(|b| *b == FF) {
            assert!(chunk.split(|b| *b == b'\n').count() <= 67);
        }
    }
}
