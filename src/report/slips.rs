//! Result slips: one framed slip per board for the players to fill in and sign (the
//! championship, section, round and board, both players with their numbers and colours,
//! a box for each result and two signature lines). Several slips share a page; the page
//! layout never splits a slip over two pages, so they can be cut apart.

use super::doc::{Block, Document, Header};
use super::strings::Labels;
use super::team_code;
use crate::model::{PlayerId, RoundNo, Section};

/// Room for a signature.
const SIGN_HERE: &str = "________________";

/// The slips of a round, in board order (players without a board get none).
pub fn slips(section: &Section, round: RoundNo, championship: &str, l: &Labels) -> Document {
    let mut blocks = Vec::new();
    let boards = section
        .rounds
        .get((round as usize).saturating_sub(1))
        .map(|r| r.boards.as_slice())
        .unwrap_or_default();
    let player = |id: PlayerId, colour: &str| -> (String, String) {
        match section.player(id) {
            Some(p) => (
                format!("{colour:<6} {:>4}  {}", p.tpn, p.name),
                team_code(section, p),
            ),
            None => (format!("{colour:<6} {:>4}  ?", ""), String::new()),
        }
    };
    for (i, b) in boards.iter().enumerate() {
        if i > 0 {
            blocks.push(Block::Blank);
        }
        blocks.push(Block::Frame(vec![
            (championship.to_string(), String::new()),
            (
                format!("{} - {}", section.code, section.settings.name),
                format!("{} {round}   {} {}", l.round, l.board_full, i + 1),
            ),
            player(b.white, l.white),
            player(b.black, l.black),
            (String::new(), String::new()),
            (
                format!("{}:    [   ] 1-0      [   ] ½-½      [   ] 0-1", l.result),
                String::new(),
            ),
            (String::new(), String::new()),
            (
                format!("{}: {SIGN_HERE}", l.sign_white),
                format!("{}: {SIGN_HERE}", l.sign_black),
            ),
        ]));
    }
    if boards.is_empty() {
        blocks.push(Block::Text(l.not_paired.to_string()));
    }
    Document {
        header: Header {
            title: format!("{} - {} {round}", l.slips, l.round),
            ..Default::default()
        },
        footer: Default::default(),
        blocks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Board, Outcome, Player, Round};

    fn section(boards: u32) -> Section {
        let mut s = Section::new("L12", "Lelaki Bawah 12 Tahun", 5);
        for i in 1..=boards * 2 {
            let mut p = Player::new(PlayerId(i), format!("Ahmad bin Ismail {i}"));
            p.tpn = i;
            s.players.push(p);
        }
        let mut r = Round::new(1);
        for b in 0..boards {
            r.boards.push(Board::new(
                PlayerId(b + 1),
                PlayerId(b + 1 + boards),
                Outcome::Pending,
            ));
        }
        s.rounds.push(r);
        s
    }

    #[test]
    fn one_slip_per_board() {
        let doc = slips(&section(7), 1, "Kejohanan", &super::super::strings::ENGLISH);
        let frames = doc
            .blocks
            .iter()
            .filter(|b| matches!(b, Block::Frame(_)))
            .count();
        assert_eq!(frames, 7);
    }

    #[test]
    fn no_slip_is_split_over_two_pages() {
        use super::super::{Profile, layout};
        let doc = slips(&section(23), 1, "Kejohanan", &super::super::strings::MALAY);
        for profile in [Profile::plain80(), Profile::plain80().with_width(136)] {
            let pages = layout(&doc, &profile);
            assert!(pages.len() > 1);
            let mut slips = 0;
            for (n, page) in pages.iter().enumerate() {
                // Every frame that opens on a page closes on it.
                let rules = page.iter().filter(|l| l.text.starts_with("+-")).count();
                assert_eq!(rules % 2, 0, "a slip split over two pages");
                slips += rules / 2;
                if n + 1 < pages.len() {
                    assert!(rules / 2 >= 5, "five slips a 66-line page");
                }
            }
            assert_eq!(slips, 23);
        }
    }
}
