//! Helpers the operations' unit tests share: a refusal that must change nothing, and a
//! plain pairing in pairing-number order to publish rounds without the engine.

use super::{OpError, available_players, publish_round};
use crate::model::{Board, ByeKind, Outcome, Round, RoundNo, Tournament, Unpaired};

/// Runs an operation that must be refused; returns its message after checking that
/// the tournament (journal included) is exactly as before.
pub fn refused<T: std::fmt::Debug>(
    t: &mut Tournament,
    f: impl FnOnce(&mut Tournament) -> Result<T, OpError>,
) -> String {
    let before = t.clone();
    let e = f(t).unwrap_err().to_string();
    assert_eq!(*t, before, "a refusal changes nothing");
    e
}

/// Publishes round `n` of section L12: the available players two by two in
/// pairing-number order, the odd one out with the pairing-allocated bye.
pub fn pair(t: &mut Tournament, n: RoundNo) {
    let ids = available_players(t.section("L12").unwrap(), n);
    let mut r = Round::new(n);
    for c in ids.chunks(2) {
        match c {
            [w, b] => r.boards.push(Board::new(*w, *b, Outcome::Pending)),
            [p] => r.unpaired.push(Unpaired {
                player: *p,
                kind: ByeKind::Pab,
            }),
            _ => {}
        }
    }
    publish_round(t, "L12", r).unwrap();
}
