//! Fixed-width page layout: a [`Document`] becomes pages of at most the profile's width
//! and length, every page with the header and footer, tables that never overflow (long
//! names shortened with a `~`), page breaks that repeat the table header, and form feeds
//! between pages. Output goes to any `io::Write`.

use super::doc::{Align, Block, Document, Table};
use super::encode::{FF, bold_off, bold_on, display_text, encode, job_start};
use super::profile::{PrinterMode, Profile};
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
    let profile = &print_profile(doc, profile);
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
            // A picture half printed is worse than none: whole on one page, or left out.
            Block::Picture(lines)
                if cs.has_blocks()
                    && lines.len() <= body_capacity
                    && lines.iter().all(|l| l.chars().count() <= width) =>
            {
                kept.push((stream.len(), lines.len()));
                stream.extend(lines.iter().map(|l| (Line::plain(l.clone()), None)));
            }
            Block::Picture(_) => {}
            Block::Table(table) => {
                let (head, rows) = lay_table(table, profile);
                let idx = table_headers.len();
                for l in &head {
                    stream.push((l.clone(), None));
                }
                table_headers.push(head);
                for lines in rows {
                    // The lines of one row stay together on a page.
                    if lines.len() > 1 {
                        kept.push((stream.len(), lines.len()));
                    }
                    stream.extend(lines.into_iter().map(|r| (Line::plain(r), Some(idx))));
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

/// Columns a line holds in condensed type (17 cpi) on paper made for 80 columns at 10 cpi.
pub const CONDENSED_WIDTH: usize = 137;

/// How far a row's second line is indented at least, so that it never reads as a row
/// of its own.
const CONTINUATION_INDENT: usize = 2;

/// The profile a document prints with. An ESC/P printer set for 80 columns prints a
/// document with a table too wide for 80 columns (names whole up to
/// [`NAME_WHOLE`](super::doc::NAME_WHOLE), values never cut) in condensed type: 137
/// columns on the same paper, headings laid out to match (the job start then sends SI).
/// Any other profile is kept as it is; its wide tables go on over a second line.
pub fn print_profile(doc: &Document, profile: &Profile) -> Profile {
    let narrow_escp = profile.mode == PrinterMode::EscP && profile.width <= 80;
    if narrow_escp && doc.tables().any(|t| plan(t, profile).segments.len() > 1) {
        profile.with_width(CONDENSED_WIDTH)
    } else {
        *profile
    }
}

/// Where a table's columns go: the width of every column and the runs of columns
/// (segments) printed on each line of a row; one segment when a row fits on one line.
struct Plan {
    widths: Vec<usize>,
    segments: Vec<Segment>,
}

/// Columns `start..end` of a row on one line, after `indent` spaces.
#[derive(Debug, Clone, Copy)]
struct Segment {
    start: usize,
    end: usize,
    indent: usize,
}

/// Every column as wide as its widest cell or title (or its pen space).
fn natural_widths(table: &Table, cs: super::profile::Charset) -> Vec<usize> {
    table
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
        .collect()
}

/// Columns and the spaces between them.
fn span(widths: &[usize]) -> usize {
    widths.iter().sum::<usize>() + widths.len().saturating_sub(1)
}

/// Narrows the columns `first..` (as many as `widths` holds) until they fit `limit`:
/// shrinkable columns give up characters, widest first, down to their minimum; with
/// `any`, every column down to one character (a last resort that cuts). Whether they fit.
fn shrink(table: &Table, first: usize, widths: &mut [usize], limit: usize, any: bool) -> bool {
    while span(widths) > limit {
        let candidate = widths
            .iter()
            .enumerate()
            .filter(|(i, w)| {
                let c = &table.columns[first + *i];
                let floor = if any { 1 } else { c.min_width.max(1) };
                (any || c.shrink) && **w > floor
            })
            .max_by_key(|(_, w)| **w)
            .map(|(i, _)| i);
        match candidate {
            Some(i) => widths[i] -= 1,
            None => return false,
        }
    }
    true
}

/// Lays a table's columns out for the page. A row that fits the width with names at
/// their minimum (names whole up to [`NAME_WHOLE`](super::doc::NAME_WHOLE)) takes one
/// line. A wider row goes on over more lines, broken before the columns marked
/// [`Column::wrap_before`](super::doc::Column::wrap_before) (before any column if
/// those do not suffice): the first line ends at the first mark, each further line
/// holds as much as fits and is indented to sit under the name. Numbers
/// are never shortened; a name only when a single column is wider than the page.
fn plan(table: &Table, profile: &Profile) -> Plan {
    let limit = profile.width.max(20);
    let n = table.columns.len();
    let natural = natural_widths(table, profile.charset);
    let mut widths = natural.clone();
    if shrink(table, 0, &mut widths, limit, false) || n <= 1 {
        shrink(table, 0, &mut widths, limit, true);
        let one = Segment {
            start: 0,
            end: n,
            indent: 0,
        };
        return Plan {
            widths,
            segments: vec![one],
        };
    }
    // Every name at its minimum and still too wide: choose the lines, as long as they
    // can be, at the marked breaks where possible.
    let floors = widths;
    let mut segments = Vec::new();
    let mut start = 0;
    while start < n {
        let room = limit.saturating_sub(if start == 0 { 0 } else { CONTINUATION_INDENT });
        let fits = |end: usize| span(&floors[start..end]) <= room;
        let mut marked = (start + 1..=n)
            .filter(|&e| e == n || table.columns[e].wrap_before)
            .filter(|&e| fits(e));
        // The first line ends at the first break (a standings row: place, name, team
        // and points, the tie-breaks together below); further lines take all they can.
        let marked = if start == 0 {
            marked.next()
        } else {
            marked.max()
        };
        let end = marked
            .or_else(|| (start + 1..=n).filter(|&e| fits(e)).max())
            .unwrap_or(start + 1);
        segments.push(Segment {
            start,
            end,
            indent: 0,
        });
        start = end;
    }
    // Within its line each column may take its natural width again.
    let mut widths = natural;
    for (k, seg) in segments.iter().enumerate() {
        let room = limit.saturating_sub(if k == 0 { 0 } else { CONTINUATION_INDENT });
        let part = &mut widths[seg.start..seg.end];
        if !shrink(table, seg.start, part, room, false) {
            shrink(table, seg.start, part, room, true);
        }
    }
    // A further line starts under the first line's name; a name on it stands under
    // that name.
    let name_at = |seg: &Segment, widths: &[usize]| {
        (seg.start..seg.end)
            .find(|&i| table.columns[i].shrink)
            .map(|i| {
                if i == seg.start {
                    0
                } else {
                    span(&widths[seg.start..i]) + 1
                }
            })
    };
    let lead = name_at(&segments[0], &widths).unwrap_or(0);
    for seg in segments.iter_mut().skip(1) {
        let wanted = lead
            .saturating_sub(name_at(seg, &widths).unwrap_or(0))
            .max(CONTINUATION_INDENT);
        let free = limit.saturating_sub(span(&widths[seg.start..seg.end]));
        seg.indent = wanted.min(free);
    }
    Plan { widths, segments }
}

/// Column widths that fit the page (see [`plan`]): natural widths, names shortened
/// down to their minimum where needed, on each line of a row.
pub fn column_widths(table: &Table, profile: &Profile) -> Vec<usize> {
    plan(table, profile).widths
}

/// A table's header lines (group titles, column titles of every line of a row, a rule)
/// and its rows, each row as its lines, every line at most the page width. A further
/// line of a row that would be blank is left out.
fn lay_table(table: &Table, profile: &Profile) -> (Vec<Line>, Vec<Vec<String>>) {
    let cs = profile.charset;
    let Plan { widths, segments } = plan(table, profile);
    let width = profile.width.max(20);
    let line_text = |seg: &Segment, cells: &[String]| -> String {
        let parts: Vec<String> = (seg.start..seg.end)
            .map(|i| {
                let c = &table.columns[i];
                let text = cells.get(i).map_or("", String::as_str);
                pad(&cell_text(text, c, cs), widths[i], c.align)
            })
            .collect();
        let text = format!("{}{}", " ".repeat(seg.indent), parts.join(" "));
        fit(text.trim_end(), width)
    };
    let titles: Vec<String> = table.columns.iter().map(|c| c.title.clone()).collect();
    let mut head = Vec::new();
    for seg in &segments {
        if table.columns[seg.start..seg.end]
            .iter()
            .any(|c| !c.group.is_empty())
        {
            let groups = group_line(table, &widths, seg, cs);
            let text = format!("{}{groups}", " ".repeat(seg.indent));
            head.push(Line::bold(fit(text.trim_end(), width)));
        }
        head.push(Line::bold(line_text(seg, &titles)));
    }
    let rule_len = segments
        .iter()
        .map(|s| s.indent + span(&widths[s.start..s.end]))
        .max()
        .unwrap_or(0)
        .min(width);
    head.push(Line::plain("-".repeat(rule_len)));
    let rows = table
        .rows
        .iter()
        .map(|r| {
            segments
                .iter()
                .enumerate()
                .map(|(k, seg)| (k, line_text(seg, r)))
                .filter(|(k, text)| *k == 0 || !text.is_empty())
                .map(|(_, text)| text)
                .collect()
        })
        .collect();
    (head, rows)
}

/// The line of group titles over a segment's columns: each group's title centred
/// between dashes over the columns it spans, blanks over the others.
fn group_line(
    table: &Table,
    widths: &[usize],
    seg: &Segment,
    cs: super::profile::Charset,
) -> String {
    let mut line = String::new();
    let mut i = seg.start;
    while i < seg.end {
        let group = &table.columns[i].group;
        let mut end = i + 1;
        while end < seg.end && !group.is_empty() && table.columns[end].group == *group {
            end += 1;
        }
        let span = widths[i..end].iter().sum::<usize>() + (end - i - 1);
        if i > seg.start {
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
    let profile = print_profile(doc, profile);
    write_pages(&layout(doc, &profile), &profile, out)
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

    /// A standings-like table: place, number, a long name, team, points and ten
    /// tie-break columns of half points, which go on a second line when needed.
    fn wide_table(rows: usize) -> Document {
        let mut columns = vec![
            Column::right("Rk"),
            Column::right("No"),
            Column::name("Name", super::super::doc::NAME_WHOLE),
            Column::name("Team", 4),
            Column::right("Pts"),
        ];
        columns.extend((1..=10).map(|k| Column::right(format!("TB{k}")).wrap_before()));
        let table = Table {
            columns,
            rows: (1..=rows)
                .map(|i| {
                    let mut row = vec![
                        i.to_string(),
                        i.to_string(),
                        format!("Siti Khadijah binti Abdul Rahman {i}"),
                        "SKSM".into(),
                        "4½".into(),
                    ];
                    row.extend((1..=10).map(|k| format!("{}½", 10 + k)));
                    row
                })
                .collect(),
        };
        Document {
            blocks: vec![Block::Table(table)],
            ..long_table(0)
        }
    }

    fn lines(pages: &[Page]) -> Vec<String> {
        pages.concat().into_iter().map(|l| l.text).collect()
    }

    #[test]
    fn a_row_too_wide_goes_on_over_a_second_line_with_nothing_cut() {
        let p = Profile::plain80();
        let text = lines(&layout(&wide_table(3), &p));
        assert!(text.iter().all(|l| l.chars().count() <= 80));
        assert!(!text.iter().any(|l| l.contains(SHORTENED)), "{text:#?}");
        let first = text
            .iter()
            .position(|l| l.contains("Siti Khadijah binti Abdul Rahman 1"))
            .unwrap();
        assert!(text[first].trim_end().ends_with("4 1/2"), "{}", text[first]);
        let second = &text[first + 1];
        assert!(second.starts_with("   ") && second.trim_end().ends_with("20 1/2"));
        // The titles of the second line are in the heading, over its values.
        assert!(text.iter().any(|l| l.trim_start().starts_with("TB1 ")));
    }

    #[test]
    fn an_escp_printer_at_80_columns_prints_a_wide_table_condensed() {
        let p = Profile::plain80().with_mode(PrinterMode::EscP);
        let doc = wide_table(3);
        assert_eq!(print_profile(&doc, &p).width, CONDENSED_WIDTH);
        let text = lines(&layout(&doc, &p));
        assert!(
            text.iter()
                .any(|l| l.contains("Abdul Rahman 1") && l.ends_with("20 1/2"))
        );
        assert!(text.iter().all(|l| l.chars().count() <= CONDENSED_WIDTH));
        assert!(
            text.iter().any(|l| l.chars().count() == CONDENSED_WIDTH),
            "header"
        );
        let mut out = Vec::new();
        render(&doc, &p, &mut out).unwrap();
        let start = job_start(&print_profile(&doc, &p));
        assert!(out.starts_with(&start) && start.last() == Some(&super::super::encode::SI));
        // A table that fits stays at 10 cpi.
        assert_eq!(print_profile(&long_table(3), &p), p);
    }

    #[test]
    fn the_lines_of_a_row_stay_on_one_page() {
        // One line above the table: the pages after the first have an odd number of
        // lines for rows of two.
        let mut doc = wide_table(60);
        doc.blocks.insert(0, Block::Text("Notes".into()));
        let pages = layout(&doc, &Profile::plain80());
        assert!(pages.len() > 1);
        for page in &pages {
            let text: Vec<&str> = page.iter().map(|l| l.text.as_str()).collect();
            for (i, l) in text.iter().enumerate() {
                if l.trim_end().ends_with("20 1/2") {
                    assert!(text[i - 1].contains("Siti Khadijah"), "{text:#?}");
                }
            }
        }
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
