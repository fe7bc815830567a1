//! Keys a team-match day at the desk presses again and again, shared by the team-match
//! scenario tests: a board chosen on F4 with `g`, and every open board of a round given
//! its result key.

use crate::common::tui::{key, message, press, type_text};
use catur::model::{RoundNo, Section};
use catur::tui::App;
use crossterm::event::KeyCode;

pub fn section(app: &App) -> &Section {
    app.section().expect("a section")
}

/// `g`, the board number, Enter: the cursor on that board of F4.
pub fn go_to_board(app: &mut App, board: usize) {
    key(app, 'g');
    type_text(app, &board.to_string());
    press(app, KeyCode::Enter);
    assert_eq!(app.cursor(), board - 1, "{}", message(app));
}

/// Every board of round `r` still without a result gets its key on F4: the one
/// `special` gives it, else `result_key(r, board)`; each is checked entered.
pub fn enter_results(
    app: &mut App,
    r: RoundNo,
    special: &[(usize, char)],
    result_key: fn(RoundNo, usize) -> char,
) {
    press(app, KeyCode::F(4));
    let boards = section(app).round(r).expect("paired").boards.len();
    for k in 1..=boards {
        if !section(app).round(r).expect("paired").boards[k - 1]
            .outcome
            .is_pending()
        {
            continue;
        }
        go_to_board(app, k);
        let c = special
            .iter()
            .find(|(b, _)| *b == k)
            .map_or_else(|| result_key(r, k), |(_, c)| *c);
        key(app, c);
        assert!(
            !section(app).round(r).expect("paired").boards[k - 1]
                .outcome
                .is_pending(),
            "round {r} board {k}: {}",
            message(app)
        );
    }
    assert_eq!(
        section(app).round(r).map(|x| x.progress()),
        Some((boards, boards)),
        "{}",
        message(app)
    );
}
