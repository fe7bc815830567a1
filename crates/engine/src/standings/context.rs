//! What every tie-break of one standings computation shares: the sheet, the adjusted
//! scores (computed once, and once more for Fore Buchholz), and the current groups of
//! tied players (direct encounter depends on the tie-breaks before it).

use super::scores::Sheet;
use super::unplayed::OpponentScores;
use std::cell::OnceCell;

pub struct Context<'a> {
    pub sheet: Sheet<'a>,
    normal: OnceCell<OpponentScores>,
    fore: OnceCell<OpponentScores>,
    /// Players still tied, as group numbers: equal numbers are tied so far, and a lower
    /// number ranks higher. Indexed like the sheet's players.
    pub group: Vec<usize>,
}

impl<'a> Context<'a> {
    pub fn new(sheet: Sheet<'a>) -> Context<'a> {
        let n = sheet.len();
        Context {
            sheet,
            normal: OnceCell::new(),
            fore: OnceCell::new(),
            group: vec![0; n],
        }
    }

    pub fn opponent_scores(&self, fore: bool) -> &OpponentScores {
        let cell = if fore { &self.fore } else { &self.normal };
        cell.get_or_init(|| OpponentScores::new(&self.sheet, fore))
    }
}
