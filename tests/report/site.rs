//! The results site (issue 35 item 1) of the demo championship after 3 rounds: every
//! page is a whole HTML document with its tags closed, every player's name is on his
//! section's standings page (in both languages), every link leads to a page of the
//! site, nothing is fetched from elsewhere, and a second run rewrites nothing.

use catur::report::site::{SitePage, site};
use std::collections::BTreeSet;

fn demo_site() -> (catur::model::Tournament, Vec<SitePage>) {
    let mut t = catur::cli::build_demo().expect("demo");
    catur::cli::play_rounds(&mut t, 3, 7).expect("played");
    let pages = site(&t, &jiff::tz::TimeZone::UTC);
    (t, pages)
}

fn text(p: &SitePage) -> &str {
    std::str::from_utf8(&p.bytes).expect("UTF-8")
}

/// The element names opened and closed in `html`, checked as a stack (void elements
/// and the doctype aside).
fn balanced(html: &str) -> Result<(), String> {
    let mut stack: Vec<String> = Vec::new();
    let mut rest = html;
    while let Some(at) = rest.find('<') {
        rest = &rest[at + 1..];
        let end = rest.find('>').ok_or("a tag not closed")?;
        let tag = &rest[..end];
        rest = &rest[end + 1..];
        if tag.starts_with('!') {
            continue;
        }
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        if ["meta", "br", "img", "link"].contains(&name.as_str()) {
            continue;
        }
        if tag.starts_with('/') {
            match stack.pop() {
                Some(open) if open == name => {}
                other => return Err(format!("</{name}> closes {other:?}")),
            }
        } else {
            stack.push(name);
        }
    }
    if stack.is_empty() {
        Ok(())
    } else {
        Err(format!("left open: {stack:?}"))
    }
}

fn escaped(name: &str) -> String {
    name.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[test]
fn every_page_of_the_demo_site_is_whole_html() {
    let (_, pages) = demo_site();
    assert!(pages.len() > 40, "{} pages", pages.len());
    for p in &pages {
        let html = text(p);
        assert!(html.starts_with("<!DOCTYPE html>"), "{}", p.path);
        assert!(html.trim_end().ends_with("</html>"), "{}", p.path);
        if let Err(e) = balanced(html) {
            panic!("{}: {e}", p.path);
        }
    }
}

#[test]
fn every_player_is_on_the_standings_page_of_his_section() {
    let (t, pages) = demo_site();
    for s in &t.sections {
        for dir in ["", "en/"] {
            let path = format!("{dir}{}-standings.html", s.code);
            let page = pages
                .iter()
                .find(|p| p.path == path)
                .unwrap_or_else(|| panic!("no {path}"));
            for p in &s.players {
                if s.is_unplayed_reserve(p.id, 3) {
                    continue;
                }
                assert!(
                    text(page).contains(&escaped(&p.name)),
                    "{path}: {} missing",
                    p.name
                );
            }
        }
    }
}

#[test]
fn every_link_leads_to_a_page_of_the_site_and_nothing_is_external() {
    let (_, pages) = demo_site();
    let paths: BTreeSet<&str> = pages.iter().map(|p| p.path.as_str()).collect();
    for p in &pages {
        let html = text(p);
        for bad in ["http:", "https:", "src=", "<script", "url(", "@import"] {
            assert!(!html.contains(bad), "{}: {bad}", p.path);
        }
        let dir = p.path.rsplit_once('/').map_or("", |(d, _)| d);
        for part in html.split("href=\"").skip(1) {
            let href = part.split('"').next().unwrap_or("");
            let mut at: Vec<&str> = if dir.is_empty() { vec![] } else { vec![dir] };
            for piece in href.split('/') {
                if piece == ".." {
                    assert!(at.pop().is_some(), "{}: {href} leaves the site", p.path);
                } else {
                    at.push(piece);
                }
            }
            let target = at.join("/");
            assert!(
                paths.contains(target.as_str()),
                "{}: {href} leads nowhere",
                p.path
            );
        }
    }
}

#[test]
fn a_second_run_of_the_site_rewrites_nothing() {
    let (mut t, pages) = demo_site();
    let dir = tempfile::tempdir().unwrap();
    let first = catur::host::site::write_site(dir.path(), &pages).unwrap();
    assert_eq!((first.changed, first.unchanged), (pages.len(), 0));
    let again =
        catur::host::site::write_site(dir.path(), &site(&t, &jiff::tz::TimeZone::UTC)).unwrap();
    assert_eq!((again.changed, again.unchanged), (0, pages.len()));
    // A name changed: only the pages that show it are written again.
    t.sections[0].settings.name = "Lelaki Bawah 12 Tahun (Kuantan)".into();
    let after =
        catur::host::site::write_site(dir.path(), &site(&t, &jiff::tz::TimeZone::UTC)).unwrap();
    assert!(after.changed > 0 && after.unchanged > 0, "{after:?}");
}

/// Read on a phone (a 390-pixel screen): a name never breaks over two lines, and the
/// name column stays in view while the table scrolls sideways, so that a name is read
/// beside its points and tie-breaks.
#[test]
fn on_a_phone_a_name_stays_whole_and_in_view_beside_its_figures() {
    let (t, pages) = demo_site();
    let page = pages
        .iter()
        .find(|p| p.path == "L12-standings.html")
        .expect("the standings of L12");
    let html = text(page);
    assert!(html.contains("white-space:nowrap"), "{html}");
    assert!(html.contains(".n{position:sticky;left:0"), "{html}");
    assert!(html.contains("<th class=\"n\">Nama</th>"), "{html}");
    let l12 = t.section("L12").expect("L12");
    for p in l12
        .players
        .iter()
        .filter(|p| !l12.is_unplayed_reserve(p.id, 3))
    {
        let cell = format!("<td class=\"n\">{}</td>", escaped(&p.name));
        assert!(html.contains(&cell), "{} not in a sticky cell", p.name);
    }
    // One sticky column a table: the team column beside the name scrolls.
    let row = html
        .lines()
        .find(|l| l.starts_with("<tr><td"))
        .expect("a row");
    assert_eq!(row.matches("class=\"n\"").count(), 1, "{row}");
}

/// Issue 35: at phone width (360 px) the standings show a name and its points without
/// scrolling sideways: the points column comes right after the name (which stays in
/// view); the school and the tie-breaks follow and may scroll. The printed standings
/// keep their order.
#[test]
fn on_a_phone_the_points_stand_right_after_the_name() {
    let (t, pages) = demo_site();
    for (path, name, points) in [
        ("L12-standings.html", "Nama", "Mata"),
        ("en/L12-standings.html", "Name", "Pts"),
    ] {
        let page = pages.iter().find(|p| p.path == path).expect(path);
        let html = text(page);
        let head = html
            .lines()
            .find(|l| l.starts_with("<tr><th"))
            .expect("a header row");
        let pair = format!("<th class=\"n\">{name}</th><th>{points}</th>");
        assert!(head.contains(&pair), "{path}: {head}");
        let row = html
            .lines()
            .find(|l| l.starts_with("<tr><td"))
            .expect("a row");
        let after_name = row.split("<td class=\"n\">").nth(1).unwrap_or("");
        let next = after_name.split("<td").nth(1).unwrap_or("");
        assert!(next.starts_with(" class=\"r\">"), "{path}: {row}");
    }
    // On paper the school still comes between the name and the points.
    let req = catur::report::Request {
        kind: catur::report::ReportKind::Standings,
        section: "L12",
        round: None,
        printed_at: String::new(),
        wide: false,
        zone: jiff::tz::TimeZone::UTC,
    };
    let doc = catur::report::build(&t, &req).expect("standings");
    let catur::report::Block::Table(table) = doc
        .blocks
        .iter()
        .find(|b| matches!(b, catur::report::Block::Table(_)))
        .expect("a table")
    else {
        unreachable!()
    };
    assert!(
        table.columns[4].beside_name,
        "the points are the fifth column"
    );
}
