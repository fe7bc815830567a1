//! Issue 35 item 2: the printed pairing list gives the address of the results pages
//! (`catur report ... --address URL`): in words always, and as a QR code drawn in the
//! block characters only where the printer's character set has them, whole on a page.

use crate::common;

use catur::cli::{build_demo, play_rounds};
use catur::model::Tournament;
use catur::ops;
use catur::report::{self, Charset, PrinterMode, Profile, ReportKind, Request};

const URL: &str = "http://192.168.1.10:8080/";

fn demo() -> Tournament {
    let mut t = build_demo().expect("demo builds");
    play_rounds(&mut t, 2, 7).expect("two rounds play");
    ops::pair_next_round(&mut t, "L12").expect("round 3 paired");
    t
}

fn pairing_list(t: &Tournament, address: &str) -> report::Document {
    let req = Request {
        kind: ReportKind::Pairings,
        section: "L12",
        round: None,
        printed_at: "2026-03-15 17:30".into(),
        wide: false,
        zone: jiff::tz::TimeZone::UTC,
    };
    let mut doc = report::build(t, &req).expect("pairings");
    let s = t.section("L12").expect("L12");
    report::add_address(&mut doc, s, address).expect("a good address");
    doc
}

#[test]
fn a_phone_reads_the_address_from_the_printed_pairing_list() {
    let t = demo();
    let doc = pairing_list(&t, URL);
    for charset in [Charset::Cp437, Charset::Cp850] {
        for profile in [
            Profile::plain80().with_charset(charset),
            Profile::plain80()
                .with_charset(charset)
                .with_mode(PrinterMode::EscP),
        ] {
            let pages = report::layout(&doc, &profile);
            let read: Vec<String> = pages
                .iter()
                .flat_map(|page| {
                    let lines: Vec<String> = page.iter().map(|l| l.text.clone()).collect();
                    common::qr::read_codes(&lines)
                })
                .collect();
            assert_eq!(read, [URL], "{profile:?}");
            let words = pages
                .iter()
                .flatten()
                .any(|l| l.text.contains("Keputusan di telefon anda") && l.text.contains(URL));
            assert!(words, "{profile:?}");
        }
        // On paper the glyphs are the code page's block bytes.
        let mut bytes = Vec::new();
        report::render(&doc, &Profile::plain80().with_charset(charset), &mut bytes)
            .expect("renders");
        for b in [0xDB, 0xDC, 0xDF] {
            assert!(bytes.contains(&b), "{charset:?}: no byte {b:02X}");
        }
    }
}

#[test]
fn an_ascii_printer_gets_the_address_in_words_and_no_code() {
    let t = demo();
    let doc = pairing_list(&t, "192.168.1.10:8080");
    let mut bytes = Vec::new();
    report::render(&doc, &Profile::plain80(), &mut bytes).expect("renders");
    let text = String::from_utf8(bytes).expect("ASCII");
    assert!(text.contains("Keputusan di telefon anda (Wi-Fi dewan): http://192.168.1.10:8080"));
    assert!(!text.contains('?'), "a glyph the printer lacks:\n{text}");
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    assert!(common::qr::read_codes(&lines).is_empty());
}

#[test]
fn the_code_is_never_split_over_two_pages() {
    let t = demo();
    let doc = pairing_list(&t, URL);
    // Short sheets: the code must start a page rather than break across one.
    for page_lines in [30, 36, 44, 50] {
        let profile = Profile {
            page_lines,
            ..Profile::plain80().with_charset(Charset::Cp437)
        };
        let pages = report::layout(&doc, &profile);
        let holding: Vec<usize> = pages
            .iter()
            .enumerate()
            .filter(|(_, p)| p.iter().any(|l| l.text.contains('█')))
            .map(|(k, _)| k)
            .collect();
        assert_eq!(
            holding.len(),
            1,
            "{page_lines} lines a sheet: pages {holding:?}"
        );
        let lines: Vec<String> = pages[holding[0]].iter().map(|l| l.text.clone()).collect();
        assert_eq!(common::qr::read_codes(&lines), [URL], "{page_lines}");
    }
}

#[test]
fn a_bad_address_is_refused_before_anything_prints() {
    let t = demo();
    let s = t.section("L12").expect("L12");
    let mut doc = report::Document::default();
    let e = report::add_address(&mut doc, s, "http://dewan sekolah/").expect_err("a space");
    assert!(e.contains("character 13"), "{e}");
    assert!(doc.blocks.is_empty());
}
