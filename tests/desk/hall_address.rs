//! Issue 35 item 2: the hall display shows the address of the results pages (`catur
//! show FILE --address URL`) in words and as a QR code where one fits whole, dark on
//! light; a phone reads the address back from what is drawn. Drawn at 80x25 and 160x50.

use crate::common;

use catur::cli::{build_demo, play_rounds};
use catur::model::{Language, Tournament};
use catur::ops;
use catur::report::qr::Glyphs;
use catur::tui::hall::{Address, Page, pages_with};
use ratatui::style::Color;

const URL: &str = "http://192.168.1.10:8080/";

/// The demo after three rounds with round 4 paired, L12 in English.
fn demo() -> Tournament {
    let mut t = build_demo().expect("demo builds");
    play_rounds(&mut t, 3, 7).expect("three rounds play");
    let mut settings = t.section("L12").expect("L12").settings.clone();
    settings.language = Language::English;
    ops::edit_section(&mut t, "L12", settings).expect("language set");
    ops::pair_next_round(&mut t, "L12").expect("round 4 paired");
    t
}

fn address(glyphs: Glyphs) -> Address {
    Address {
        url: URL.to_string(),
        glyphs,
    }
}

/// A page drawn as the display draws it: its lines of text, and whether every cell
/// with a QR glyph is dark on light.
fn screen(page: &Page, w: u16, h: u16) -> (Vec<String>, bool) {
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).expect("terminal");
    terminal
        .draw(|f| catur::tui::hall::draw(f, page))
        .expect("draws");
    let buffer = terminal.backend().buffer();
    let mut lines = Vec::new();
    let mut dark_on_light = true;
    for y in 0..h {
        let mut line = String::new();
        for x in 0..w {
            let cell = &buffer[(x, y)];
            let symbol = cell.symbol();
            if ["█", "▀", "▄", "#"].contains(&symbol) {
                dark_on_light &= cell.fg == Color::Black && cell.bg == Color::White;
            }
            line.push_str(symbol);
        }
        lines.push(line);
    }
    (lines, dark_on_light)
}

#[test]
fn a_phone_reads_the_address_from_the_hall_display() {
    let t = demo();
    for (w, h, glyphs) in [
        (80u16, 25u16, Glyphs::Blocks),
        (160, 50, Glyphs::Blocks),
        (160, 50, Glyphs::Ascii),
    ] {
        let pages = pages_with(&t, usize::from(h), usize::from(w), &address(glyphs));
        let with_code: Vec<&Page> = pages.iter().filter(|p| !p.qr.is_empty()).collect();
        assert!(
            !with_code.is_empty(),
            "{w}x{h} {glyphs:?}: no page has the code"
        );
        for page in with_code {
            let (lines, dark_on_light) = screen(page, w, h);
            assert_eq!(
                common::qr::read_codes(&lines),
                [URL],
                "{w}x{h} {glyphs:?} {}:\n{}",
                page.title,
                lines.join("\n")
            );
            assert!(
                dark_on_light,
                "{w}x{h} {glyphs:?}: the code is not dark on light"
            );
        }
        // Every page says the address in words.
        for page in &pages {
            assert!(
                page.event.contains(URL) || page.lines.iter().any(|l| l.contains(URL)),
                "{w}x{h}: {page:?}"
            );
        }
    }
}

#[test]
fn the_code_goes_beside_the_lines_where_it_fits_and_on_a_page_of_its_own_elsewhere() {
    let t = demo();
    // 160 columns: beside the pairings of round 4, no page of its own.
    let wide = pages_with(&t, 50, 160, &address(Glyphs::Blocks));
    let round4 = wide
        .iter()
        .find(|p| p.title.starts_with("L12") && p.title.contains("ROUND 4"))
        .expect("round 4");
    assert!(!round4.qr.is_empty());
    assert_eq!(wide.len(), catur::tui::hall::pages(&t, 50, 160).len());
    // 80 columns: the names leave no room beside them; the code has a page of its own.
    let narrow = pages_with(&t, 25, 80, &address(Glyphs::Blocks));
    let last = narrow.last().expect("pages");
    assert!(!last.qr.is_empty(), "{last:?}");
    assert_eq!(last.title, "RESULTS ON YOUR PHONE (THE HALL'S WI-FI)");
    assert_eq!(narrow.len(), catur::tui::hall::pages(&t, 25, 80).len() + 1);
}

#[test]
fn a_code_that_does_not_fit_whole_is_not_drawn() {
    let t = demo();
    // `#` takes twice the room: not at 80x25, nor anything at 40x15.
    for (w, h, glyphs) in [(80u16, 25u16, Glyphs::Ascii), (40, 15, Glyphs::Blocks)] {
        let pages = pages_with(&t, usize::from(h), usize::from(w), &address(glyphs));
        for page in &pages {
            assert!(page.qr.is_empty(), "{w}x{h} {glyphs:?}: {}", page.title);
            let (lines, _) = screen(page, w, h);
            assert!(
                !lines.iter().any(|l| l.contains(['█', '▀', '▄', '#'])),
                "{w}x{h}: {}",
                lines.join("\n")
            );
        }
        assert!(
            pages
                .iter()
                .any(|p| p.lines.iter().any(|l| l.contains(URL)))
        );
    }
}

#[test]
fn the_hall_display_with_its_address() {
    let t = demo();
    for (w, h) in [(80u16, 25u16), (160, 50)] {
        let pages = pages_with(&t, usize::from(h), usize::from(w), &address(Glyphs::Blocks));
        let round4 = pages
            .iter()
            .find(|p| p.title.starts_with("L12") && p.title.contains("ROUND 4"))
            .expect("round 4");
        let last = pages.last().expect("pages");
        for (name, page) in [("round", round4), ("last", last)] {
            let (lines, _) = screen(page, w, h);
            insta::assert_snapshot!(format!("hall_address_{name}_{w}x{h}"), lines.join("\n"));
        }
    }
}

/// Issue 35: without `--address` a running display shows the address the file holds
/// now: given a changed championship, its pages show (and draw the code of) the new
/// address, and none once it is removed; an address given on the command line (or
/// `--address none`) wins whatever the file says.
#[test]
fn the_display_follows_the_stored_address_unless_one_was_given() {
    use catur::tui::hall::{AddressSource, display_pages, pages};
    const NEW: &str = "http://192.168.1.20:8080/";
    let set = |t: &mut Tournament, url: Option<&str>| {
        let mut c = t.championship.clone();
        c.results_address = url.map(String::from);
        ops::edit_championship(t, c).expect("address set");
    };
    let at = |url: &str| Address {
        url: url.to_string(),
        glyphs: Glyphs::Blocks,
    };
    let stored = AddressSource::Stored(Glyphs::Blocks);
    let mut t = demo();
    assert_eq!(display_pages(&t, 25, 80, &stored), pages(&t, 25, 80));
    set(&mut t, Some(URL));
    assert_eq!(
        display_pages(&t, 25, 80, &stored),
        pages_with(&t, 25, 80, &at(URL))
    );
    // The file changes while the display runs: the new address, its code with it.
    set(&mut t, Some(NEW));
    let now = display_pages(&t, 25, 80, &stored);
    assert_eq!(now, pages_with(&t, 25, 80, &at(NEW)));
    assert!(now.iter().any(|p| p.event.contains(NEW)));
    assert!(!now.iter().any(|p| p.event.contains(URL)));
    // Given on the command line: it stays.
    let given = AddressSource::Given(Some(at(URL)));
    assert_eq!(
        display_pages(&t, 25, 80, &given),
        pages_with(&t, 25, 80, &at(URL))
    );
    assert_eq!(
        display_pages(&t, 25, 80, &AddressSource::Given(None)),
        pages(&t, 25, 80)
    );
    // Removed from the file: no address any more.
    set(&mut t, None);
    assert_eq!(display_pages(&t, 25, 80, &stored), pages(&t, 25, 80));
}
