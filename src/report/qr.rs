//! The address of the results pages (`catur serve`) as a QR code drawn in characters,
//! for the hall display and the printed pairing list: phones on the venue's network
//! scan it instead of typing the address. The encoding is the `qrcode` crate's; this
//! file only checks the address and draws the modules.
//!
//! Two drawings: [`Glyphs::Blocks`] puts two modules above each other in one character
//! cell (`▀`, `▄`, `█` or a space), so that a module is about square on a terminal or a
//! printer (a cell is about twice as high as it is wide); [`Glyphs::Ascii`] is for a
//! console or printer without those glyphs: a module is `##` or two spaces, one line
//! high, twice the room. Either way the code has its quiet zone of four light modules
//! around it, drawn as spaces: whoever shows the picture must show the spaces light
//! (paper, or a white background on a screen) and the glyphs dark.

use qrcode::{Color, EcLevel, QrCode};

/// The longest address drawn (the model checks it: [`crate::model::web_address`]).
pub use crate::model::ADDRESS_MAX;

/// The light border every QR code needs around it, in modules.
pub const QUIET_ZONE: usize = 4;

/// How modules become characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Glyphs {
    /// Two modules a cell, one above the other: `▀`, `▄`, `█`, space.
    Blocks,
    /// One module as two characters, `##` or two spaces, a line each.
    Ascii,
}

/// The address as phones should open it ([`crate::model::web_address`]), or why not in
/// words.
pub fn web_address(text: &str) -> Result<String, String> {
    crate::model::web_address(text).map_err(|e| e.to_string())
}

/// The code's modules, dark or not, row by row, with the quiet zone around them.
fn modules(text: &str) -> Option<Vec<Vec<bool>>> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
    let n = code.width();
    let colors = code.to_colors();
    let side = n + 2 * QUIET_ZONE;
    let mut rows = vec![vec![false; side]; side];
    for (k, c) in colors.iter().enumerate() {
        if let Some(cell) = rows
            .get_mut(QUIET_ZONE + k / n)
            .and_then(|r| r.get_mut(QUIET_ZONE + k % n))
        {
            *cell = *c == Color::Dark;
        }
    }
    Some(rows)
}

/// The QR code of `text` drawn in characters, one string a line, every line as long
/// (in characters) as the others; `None` if the text cannot be encoded.
pub fn picture(text: &str, glyphs: Glyphs) -> Option<Vec<String>> {
    let m = modules(text)?;
    let lines = match glyphs {
        Glyphs::Blocks => m
            .chunks(2)
            .map(|pair| {
                let top = &pair[0];
                let bottom = pair.get(1);
                (0..top.len())
                    .map(|x| {
                        let lower = bottom.is_some_and(|b| b[x]);
                        match (top[x], lower) {
                            (true, true) => '█',
                            (true, false) => '▀',
                            (false, true) => '▄',
                            (false, false) => ' ',
                        }
                    })
                    .collect()
            })
            .collect(),
        Glyphs::Ascii => m
            .iter()
            .map(|row| {
                row.iter()
                    .map(|&dark| if dark { "##" } else { "  " })
                    .collect()
            })
            .collect(),
    };
    Some(lines)
}

/// How many columns and lines [`picture`] takes for `text`, without drawing it.
pub fn picture_size(text: &str, glyphs: Glyphs) -> Option<(usize, usize)> {
    let side = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M)
        .ok()?
        .width()
        + 2 * QUIET_ZONE;
    Some(match glyphs {
        Glyphs::Blocks => (side, side.div_ceil(2)),
        Glyphs::Ascii => (2 * side, side),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A drawing read back as modules: what a camera would see of it.
    fn read_back(lines: &[String], glyphs: Glyphs) -> Vec<Vec<bool>> {
        match glyphs {
            Glyphs::Blocks => lines
                .iter()
                .flat_map(|l| {
                    let top = l.chars().map(|c| c == '█' || c == '▀').collect();
                    let bottom = l.chars().map(|c| c == '█' || c == '▄').collect();
                    [top, bottom]
                })
                .collect(),
            Glyphs::Ascii => lines
                .iter()
                .map(|l| l.as_bytes().chunks(2).map(|m| m == b"##").collect())
                .collect(),
        }
    }

    #[test]
    fn the_drawing_holds_every_module_of_the_code() {
        let text = "http://192.168.1.10:8080/";
        let code = QrCode::with_error_correction_level(text, EcLevel::M).expect("encodes");
        let n = code.width();
        let colors = code.to_colors();
        for glyphs in [Glyphs::Blocks, Glyphs::Ascii] {
            let lines = picture(text, glyphs).expect("drawn");
            let (w, h) = picture_size(text, glyphs).expect("sized");
            assert_eq!(lines.len(), h);
            assert!(lines.iter().all(|l| l.chars().count() == w));
            let seen = read_back(&lines, glyphs);
            for y in 0..n + 2 * QUIET_ZONE {
                for x in 0..n + 2 * QUIET_ZONE {
                    let inside = (QUIET_ZONE..QUIET_ZONE + n).contains(&x)
                        && (QUIET_ZONE..QUIET_ZONE + n).contains(&y);
                    let dark =
                        inside && colors[(y - QUIET_ZONE) * n + (x - QUIET_ZONE)] == Color::Dark;
                    assert_eq!(seen[y][x], dark, "{glyphs:?} module ({x}, {y})");
                }
            }
        }
    }

    #[test]
    fn a_bad_address_is_refused_with_why() {
        assert!(web_address("").is_err());
        let e = web_address("http://dewan sekolah/").expect_err("a space");
        assert!(e.contains("character 13"), "{e}");
        assert!(web_address("http://sekolah.my/ñ").is_err());
        let long = format!("http://{}.local/", "a".repeat(60));
        assert!(web_address(&long).expect_err("long").contains("at most"));
    }

    #[test]
    fn a_25_line_screen_holds_the_code_of_any_allowed_address() {
        let longest = format!("http://{}", "a".repeat(ADDRESS_MAX - 7));
        let (w, h) = picture_size(&longest, Glyphs::Blocks).expect("sized");
        assert!(h <= 21 && w <= 80, "{w}x{h}");
    }
}
