//! Reading QR codes back from what catur draws in characters, as a phone's camera
//! would: the test of a drawn code is that a decoder reads the address from it.

/// Every QR code found in a picture of character cells (one string a line): `█` is a
/// dark cell, `▀` and `▄` its dark upper or lower half, `#` a dark cell, anything else
/// light. A cell becomes 4 x 8 pixels, about its shape on a screen or on paper.
pub fn read_codes(lines: &[String]) -> Vec<String> {
    const CELL_W: usize = 4;
    const CELL_H: usize = 8;
    let cells: Vec<Vec<char>> = lines.iter().map(|l| l.chars().collect()).collect();
    let cols = cells.iter().map(Vec::len).max().unwrap_or(0);
    // A light margin around the whole picture, as the wall or the paper around it.
    let margin = 4;
    let (w, h) = (
        (cols + 2 * margin) * CELL_W,
        (cells.len() + 2 * margin) * CELL_H,
    );
    let mut img = rqrr::PreparedImage::prepare_from_greyscale(w, h, |x, y| {
        let (cx, cy) = (
            (x / CELL_W).wrapping_sub(margin),
            (y / CELL_H).wrapping_sub(margin),
        );
        let upper = y % CELL_H < CELL_H / 2;
        let c = cells
            .get(cy)
            .and_then(|row| row.get(cx))
            .copied()
            .unwrap_or(' ');
        let dark = match c {
            '█' | '#' => true,
            '▀' => upper,
            '▄' => !upper,
            _ => false,
        };
        if dark { 0 } else { 255 }
    });
    img.detect_grids()
        .into_iter()
        .filter_map(|g| g.decode().ok().map(|(_, text)| text))
        .collect()
}
