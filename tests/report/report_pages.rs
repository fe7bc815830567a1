//! Every report of the demo championship after three played rounds, laid out for every
//! printer profile: golden files for a spread of profiles, and for all of them the
//! checks a printed page must pass (width, page length, character set, headers).

use catur::cli::{build_demo, play_rounds};
use catur::model::{Language, Tournament};
use catur::ops;
use catur::report::{self, Charset, PrinterMode, Profile, ReportKind, Request};
use std::sync::OnceLock;

fn demo() -> &'static Tournament {
    static DEMO: OnceLock<Tournament> = OnceLock::new();
    DEMO.get_or_init(|| {
        let mut t = build_demo().expect("demo builds");
        play_rounds(&mut t, 3, 7).expect("three rounds play");
        // One section in English, the rest in Malay.
        let mut settings = t.section("P15").expect("P15").settings.clone();
        settings.language = Language::English;
        ops::edit_section(&mut t, "P15", settings).expect("language set");
        t
    })
}

fn bytes(kind: ReportKind, section: &str, profile: &Profile) -> Vec<u8> {
    let req = Request {
        kind,
        section,
        round: None,
        printed_at: "2026-03-15 17:30".into(),
        wide: profile.width > 80,
        zone: jiff::tz::TimeZone::fixed(jiff::tz::offset(8)),
    };
    let doc = report::build(demo(), &req).unwrap_or_else(|e| panic!("{kind}: {e}"));
    let mut out = Vec::new();
    report::render(&doc, profile, &mut out).expect("renders");
    out
}

/// Bytes made readable for a golden file: control codes and high bytes by name.
fn readable(b: &[u8]) -> String {
    let mut s = String::new();
    for &c in b {
        match c {
            b'\r' => {}
            b'\n' => s.push('\n'),
            0x0C => s.push_str("<FF>\n"),
            0x1B => s.push_str("<ESC>"),
            0x0F => s.push_str("<SI>"),
            0x12 => s.push_str("<DC2>"),
            0x20..=0x7E => s.push(c as char),
            _ => s.push_str(&format!("<{c:02X}>")),
        }
    }
    s
}

fn profiles() -> Vec<Profile> {
    let mut v = Vec::new();
    for width in [80, 136] {
        for charset in [Charset::Ascii, Charset::Cp437, Charset::Cp850] {
            for mode in [PrinterMode::Plain, PrinterMode::EscP] {
                v.push(
                    Profile::plain80()
                        .with_width(width)
                        .with_charset(charset)
                        .with_mode(mode),
                );
            }
        }
    }
    v
}

/// The printable text of a line: control sequences removed.
fn printable(line: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < line.len() {
        match line[i] {
            0x1B => {
                // ESC @, ESC 2, ESC E, ESC F take one byte; ESC C n and ESC t n take two.
                let skip = match line.get(i + 1) {
                    Some(b'C') | Some(b't') => 3,
                    _ => 2,
                };
                i += skip;
            }
            0x0F | 0x12 | b'\r' => i += 1,
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

#[test]
fn every_report_on_every_profile_fits_the_paper() {
    let t = demo();
    for section in ["L12", "P15"] {
        for kind in ReportKind::ALL {
            for p in profiles() {
                let out = bytes(kind, section, &p);
                let what = format!("{kind} {section} {}x{} {:?}", p.width, p.charset, p.mode);
                let pages: Vec<&[u8]> = out
                    .split(|b| *b == 0x0C)
                    .filter(|pg| !pg.is_empty())
                    .collect();
                assert!(!pages.is_empty(), "{what}: no page");
                assert_eq!(*out.last().unwrap(), 0x0C, "{what}: ends with a form feed");
                for (n, page) in pages.iter().enumerate() {
                    let lines: Vec<&[u8]> = page.split(|b| *b == b'\n').collect();
                    assert!(
                        lines.len() <= 67,
                        "{what}: page {} has {} lines",
                        n + 1,
                        lines.len()
                    );
                    let text: Vec<Vec<u8>> = lines.iter().map(|l| printable(l)).collect();
                    for l in &text {
                        assert!(
                            l.len() <= p.width,
                            "{what}: line of {} bytes: {}",
                            l.len(),
                            String::from_utf8_lossy(l)
                        );
                        if p.charset == Charset::Ascii {
                            assert!(l.iter().all(|b| b.is_ascii()), "{what}: non-ASCII byte");
                        }
                    }
                    let page_text: Vec<u8> = text.concat();
                    let name = t.championship.name.as_bytes();
                    assert!(
                        page_text.windows(name.len()).any(|w| w == name),
                        "{what}: page {} lacks the header",
                        n + 1
                    );
                    let footer = format!(" {} ", n + 1);
                    assert!(
                        String::from_utf8_lossy(text.iter().rev().find(|l| !l.is_empty()).unwrap())
                            .contains(footer.trim()),
                        "{what}: page {} lacks its number",
                        n + 1
                    );
                }
                if p.charset != Charset::Ascii
                    && matches!(
                        kind,
                        ReportKind::Standings | ReportKind::Crosstable | ReportKind::TestPage
                    )
                {
                    assert!(
                        out.contains(&0xAB),
                        "{what}: the half-point byte is missing"
                    );
                }
                if p.mode == PrinterMode::EscP {
                    assert!(out.starts_with(&[0x1B, b'@']), "{what}: ESC/P reset first");
                } else {
                    assert!(!out.contains(&0x1B), "{what}: plain mode has no ESC codes");
                }
            }
        }
    }
}

#[test]
fn golden_pages() {
    let spread = [
        ("L12", Profile::plain80()),
        (
            "P15",
            Profile::plain80()
                .with_width(136)
                .with_charset(Charset::Cp437)
                .with_mode(PrinterMode::EscP),
        ),
        (
            "L12",
            Profile::plain80()
                .with_width(136)
                .with_charset(Charset::Cp850),
        ),
        ("P15", Profile::plain80().with_mode(PrinterMode::EscP)),
    ];
    for kind in ReportKind::ALL {
        for (section, p) in &spread {
            let name = format!(
                "{kind}_{section}_{}_{}_{}",
                p.width,
                p.charset,
                if p.mode == PrinterMode::EscP {
                    "escp"
                } else {
                    "plain"
                }
            );
            insta::assert_snapshot!(name, readable(&bytes(kind, section, p)));
        }
    }
}

#[test]
fn csv_and_html_of_the_same_data() {
    let req = Request {
        kind: ReportKind::Standings,
        section: "L12",
        round: None,
        printed_at: "x".into(),
        wide: false,
        zone: jiff::tz::TimeZone::UTC,
    };
    let doc = report::build(demo(), &req).expect("builds");
    let mut csv = Vec::new();
    report::write_csv(&doc, &mut csv).expect("csv");
    let csv = String::from_utf8(csv).expect("utf-8");
    let rows = doc.tables().next().map(|t| t.rows.len()).unwrap_or(0);
    assert_eq!(csv.lines().count(), rows + 1);
    let mut html = Vec::new();
    report::write_html(&doc, &mut html).expect("html");
    let html = String::from_utf8(html).expect("utf-8");
    assert!(html.starts_with("<!DOCTYPE html>") && html.contains("</table>"));
    assert_eq!(html.matches("<tr>").count(), rows + 1);
}

/// Issue 13 item 5: children look for their name on the notice board. Every name of up
/// to 24 characters that the 136-column list prints prints whole at 80 columns too, in
/// both pairing lists, on ASCII and CP437 printers.
#[test]
fn names_up_to_24_characters_print_whole_at_80_columns() {
    let t = demo();
    for kind in [ReportKind::Pairings, ReportKind::PairingsByName] {
        for section in ["L12", "P15"] {
            let wide = Profile::plain80().with_width(136);
            let wide = String::from_utf8_lossy(&bytes(kind, section, &wide)).into_owned();
            let s = t.section(section).expect("section");
            let listed: Vec<&str> = s
                .players
                .iter()
                .map(|p| p.name.as_str())
                .filter(|n| wide.contains(n))
                .collect();
            assert!(
                listed.iter().any(|n| n.chars().count() > 20),
                "{kind} {section}"
            );
            for charset in [Charset::Ascii, Charset::Cp437] {
                let p = Profile::plain80().with_charset(charset);
                let narrow = readable(&bytes(kind, section, &p));
                for name in &listed {
                    if name.chars().count() <= 24 {
                        assert!(
                            narrow.contains(name),
                            "{kind} {section} {charset}: {name} cut at 80 columns"
                        );
                    }
                }
            }
        }
    }
}
