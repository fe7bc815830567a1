//! CSV and self-contained HTML from the same report data as the printed pages, for the
//! school notice board, a spreadsheet or a web page.

use super::doc::{Align, Block, Document};
use std::io::{self, Write};

fn csv_field(text: &str) -> String {
    // A control character (from an older file) is written as `?`, as on paper.
    let text = crate::model::printable(text);
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// Every table of the report as CSV (UTF-8, comma, CR LF), tables separated by an empty line.
pub fn write_csv(doc: &Document, out: &mut dyn Write) -> io::Result<()> {
    for (i, t) in doc.tables().enumerate() {
        if i > 0 {
            out.write_all(b"\r\n")?;
        }
        let head: Vec<String> = t
            .columns
            .iter()
            .map(|c| csv_field(&c.full_title()))
            .collect();
        write!(out, "{}\r\n", head.join(","))?;
        for r in &t.rows {
            let cells: Vec<String> = r.iter().map(|c| csv_field(c)).collect();
            write!(out, "{}\r\n", cells.join(","))?;
        }
    }
    Ok(())
}

pub(crate) fn html_escape(text: &str) -> String {
    let mut s = String::with_capacity(text.len());
    // A control character (from an older file) is written as `?`, as on paper.
    for c in crate::model::printable(text).chars() {
        match c {
            '&' => s.push_str("&amp;"),
            '<' => s.push_str("&lt;"),
            '>' => s.push_str("&gt;"),
            '"' => s.push_str("&quot;"),
            c => s.push(c),
        }
    }
    s
}

/// One self-contained HTML page (no external files): header, tables, footer.
pub fn write_html(doc: &Document, out: &mut dyn Write) -> io::Result<()> {
    write_html_page(doc, "", "", out)
}

/// [`write_html`] with `nav` (HTML, already escaped) at the top of the body and `list`
/// (HTML) below the title: the links of a page of the results site (`site`).
pub(crate) fn write_html_page(
    doc: &Document,
    nav: &str,
    list: &str,
    out: &mut dyn Write,
) -> io::Result<()> {
    let h = &doc.header;
    writeln!(out, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">")?;
    writeln!(
        out,
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
    )?;
    writeln!(
        out,
        "<title>{} - {}</title>",
        html_escape(&h.title),
        html_escape(&h.championship)
    )?;
    writeln!(
        out,
        "<style>body{{font-family:sans-serif;margin:1em}}table{{border-collapse:collapse;margin:1em 0}}\
         h1{{font-size:1.5em}}h2{{font-size:1.25em}}\
         td,th{{border:1px solid #999;padding:2px 6px;white-space:nowrap}}th{{background:#eee}}\
         .r{{text-align:right}}.c{{text-align:center}}footer{{color:#666;font-size:small}}\
         .wide{{overflow-x:auto}}nav a{{margin-right:1em}}li{{margin:.4em 0}}\
         .n{{position:sticky;left:0;background:#fff;box-shadow:1px 0 0 #999}}th.n{{background:#eee}}\
         @media (max-width:600px){{body{{margin:.5em}}h1{{font-size:1.2em}}h2{{font-size:1.05em}}\
         td,th{{padding:2px 4px}}}}\
         @media print{{nav{{display:none}}body{{margin:0}}.n{{position:static}}}}</style>"
    )?;
    writeln!(out, "</head><body>")?;
    if !nav.is_empty() {
        writeln!(out, "<nav>{nav}</nav>")?;
    }
    writeln!(out, "<h1>{}</h1>", html_escape(&h.championship))?;
    writeln!(
        out,
        "<p>{} {}</p>",
        html_escape(&h.section),
        html_escape(&h.subtitle)
    )?;
    writeln!(out, "<h2>{}</h2>", html_escape(&h.title))?;
    if !list.is_empty() {
        writeln!(out, "{list}")?;
    }
    for b in &doc.blocks {
        match b {
            Block::Heading(t) => writeln!(out, "<h3>{}</h3>", html_escape(t))?,
            Block::Text(t) => writeln!(out, "<p>{}</p>", html_escape(t))?,
            Block::Blank | Block::PageBreak | Block::Ruler | Block::Picture(_) => {}
            Block::Frame(lines) => {
                writeln!(out, "<div class=\"slip\">")?;
                for (left, right) in lines {
                    writeln!(
                        out,
                        "<p>{} <span class=\"r\">{}</span></p>",
                        html_escape(left),
                        html_escape(right)
                    )?;
                }
                writeln!(out, "</div>")?;
            }
            Block::Table(t) => {
                writeln!(out, "<div class=\"wide\"><table>")?;
                // The first name column stays in view while a phone scrolls the
                // table sideways: a name beside its points and tie-breaks.
                let sticky = t
                    .columns
                    .iter()
                    .position(|c| c.shrink && c.min_width >= super::doc::NAME_WHOLE);
                let order = web_order(&t.columns, sticky);
                let head: String = order
                    .iter()
                    .filter_map(|&k| t.columns.get(k).map(|c| (k, c)))
                    .map(|(k, c)| {
                        let class = if sticky == Some(k) {
                            " class=\"n\""
                        } else {
                            ""
                        };
                        format!("<th{class}>{}</th>", html_escape(&c.full_title()))
                    })
                    .collect();
                writeln!(out, "<tr>{head}</tr>")?;
                for r in &t.rows {
                    let cells: String = order
                        .iter()
                        .filter_map(|&k| Some((k, (r.get(k)?, t.columns.get(k)?))))
                        .map(|(k, (v, c))| {
                            let class = match c.align {
                                _ if sticky == Some(k) => " class=\"n\"",
                                Align::Right => " class=\"r\"",
                                Align::Center => " class=\"c\"",
                                Align::Left => "",
                            };
                            format!("<td{class}>{}</td>", html_escape(v))
                        })
                        .collect();
                    writeln!(out, "<tr>{cells}</tr>")?;
                }
                writeln!(out, "</table></div>")?;
            }
        }
    }
    let f = &doc.footer;
    writeln!(
        out,
        "<footer>{} {} {}</footer>",
        html_escape(&f.program),
        html_escape(&f.printed),
        html_escape(&f.printed_at)
    )?;
    writeln!(out, "</body></html>")
}
/// The order of a table's columns on a web page: as printed, except that the columns
/// marked [`Column::beside_name`] come right after the name column that stays in view
/// (`sticky`), so that a phone 360 pixels wide shows a name and its points without
/// scrolling sideways; the columns they passed follow them and may scroll.
fn web_order(columns: &[super::doc::Column], sticky: Option<usize>) -> Vec<usize> {
    let all = 0..columns.len();
    let Some(name) = sticky else {
        return all.collect();
    };
    let after =
        |beside: bool| (name + 1..columns.len()).filter(move |&k| columns[k].beside_name == beside);
    (0..=name).chain(after(true)).chain(after(false)).collect()
}
