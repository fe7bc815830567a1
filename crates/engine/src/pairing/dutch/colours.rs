//! Colour allocation for each pair.
//!
//! C.04.3 Art. 5 (2026), for each pair, the first rule that decides:
//! "5.2.1 Grant both colour preferences. 5.2.2 Grant the stronger colour preference. If
//! both are absolute (topscorers), grant the wider colour difference. 5.2.3 Taking into
//! account C.04.2.3.4, alternate the colours to the most recent time in which one player
//! had white and the other black. 5.2.4 Grant the colour preference of the higher-ranked
//! player. 5.2.5 If the higher-ranked player has an odd TPN, give them the initial
//! colour; otherwise give them the opposite colour."
//! The TPN parity is read on the effective pairing numbers (players absent now who never
//! took part are not counted), and the initial colour, when not given, is read back from
//! the first round in which colours were given.

use super::colour_criteria::compatible_preferences;
use super::history::{History, PlayerState};
use crate::model::{Colour, Section};

/// Colours of the latest round, played games only, in which the two had different ones.
fn first_difference(a: &PlayerState, b: &PlayerState) -> (Option<Colour>, Option<Colour>) {
    let mut ia = a.rounds.iter().rev().filter_map(|f| f.colour);
    let mut ib = b.rounds.iter().rev().filter_map(|f| f.colour);
    loop {
        match (ia.next(), ib.next()) {
            (Some(x), Some(y)) if x == y => continue,
            other => return other,
        }
    }
}

/// The step of Art. 5.2 that decided a pair's colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourStep {
    /// 5.2.1: both preferences granted (or the only one there is).
    BothPreferences,
    /// 5.2.2: the stronger preference granted.
    StrongerPreference,
    /// 5.2.2: both absolute (topscorers); the wider colour difference granted.
    WiderDifference,
    /// 5.2.3: colours alternated from the latest played round in which they differed.
    Alternation,
    /// 5.2.4: the higher-ranked player's preference granted.
    HigherRankedPreference,
    /// 5.2.5: the initial colour by the higher-ranked player's TPN parity.
    InitialColour,
}

/// Rules 5.2.1-5.2.3: the colour of `p` against `o`, if those rules decide.
fn decided(p: &PlayerState, o: &PlayerState) -> Option<(Colour, ColourStep)> {
    use ColourStep::*;
    let mine = |c: Option<Colour>, step| c.map(|c| (c, step));
    let theirs = |c: Option<Colour>, step| c.map(|c| (c.opposite(), step));
    if compatible_preferences(p.preference, o.preference) {
        return mine(p.preference, BothPreferences).or(theirs(o.preference, BothPreferences));
    }
    if p.absolute() && (p.imbalance > o.imbalance || !o.absolute()) {
        let step = if o.absolute() {
            WiderDifference
        } else {
            StrongerPreference
        };
        return mine(p.preference, step);
    }
    if o.absolute() && (o.imbalance > p.imbalance || !p.absolute()) {
        let step = if p.absolute() {
            WiderDifference
        } else {
            StrongerPreference
        };
        return theirs(o.preference, step);
    }
    if p.strong && !o.strong {
        return mine(p.preference, StrongerPreference);
    }
    if o.strong && !p.strong {
        return theirs(o.preference, StrongerPreference);
    }
    match first_difference(p, o) {
        (Some(_), Some(theirs)) => Some((theirs, Alternation)),
        _ => None,
    }
}

/// The colour of `p` (the player with the smaller TPN) against `o`.
pub fn colour_of(p: &PlayerState, o: &PlayerState, initial: Colour) -> Colour {
    allocate(p, o, initial).0
}

/// The colour of `p` (the player with the smaller TPN) against `o`, and the step of
/// Art. 5.2 that decided it.
pub fn allocate(p: &PlayerState, o: &PlayerState, initial: Colour) -> (Colour, ColourStep) {
    if let Some(c) = decided(p, o) {
        return c;
    }
    let p_higher = (p.score, o.rank) > (o.score, p.rank);
    let higher = if p_higher { p } else { o };
    let (higher_colour, step) = match (p.preference, higher.preference) {
        // 5.2.5: the higher-ranked player's TPN parity (rank is 0-based).
        (None, _) | (_, None) => {
            let c = if higher.rank % 2 == 0 {
                initial
            } else {
                initial.opposite()
            };
            (c, ColourStep::InitialColour)
        }
        // 5.2.4
        (_, Some(pref)) => (pref, ColourStep::HigherRankedPreference),
    };
    if p_higher {
        (higher_colour, step)
    } else {
        (higher_colour.opposite(), step)
    }
}

/// The initial colour: as set, or read back from the earliest round with colours.
pub fn initial_colour(section: &Section, history: &History) -> Colour {
    if let Some(c) = section.settings.initial_colour {
        return c;
    }
    let first = history
        .players
        .iter()
        .filter_map(|p| p.rounds.iter().position(|f| f.board_colour.is_some()))
        .min();
    let Some(first) = first else {
        return Colour::White;
    };
    let mut counted = 0;
    for p in &history.players {
        if !p.rounds[..=first].iter().any(|f| f.participated) {
            continue;
        }
        if let Some(c) = p.rounds[first].board_colour {
            return if counted % 2 == 1 { c.opposite() } else { c };
        }
        counted += 1;
    }
    Colour::White
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::dutch::context::tests::two_rounds;
    use crate::pairing::dutch::history::derive;

    #[test]
    fn preferences_then_history_then_rank_decide() {
        let s = two_rounds();
        let h = derive(&s, 3);
        let (p1, p2, p3, p4) = (&h.players[0], &h.players[1], &h.players[2], &h.players[3]);
        // 1 played white twice (absolute black), 3 played black once (mild white): both granted.
        assert_eq!(colour_of(p1, p3, Colour::White), Colour::Black);
        // 2 played black once: strong white; 4 has no games: 2 gets white.
        assert_eq!(colour_of(p2, p4, Colour::White), Colour::White);
        // 3 (white preference) against 4 (none): 3 gets white.
        assert_eq!(colour_of(p3, p4, Colour::Black), Colour::White);
    }

    #[test]
    fn initial_colour_is_read_back_from_round_one() {
        let mut s = two_rounds();
        assert_eq!(initial_colour(&s, &derive(&s, 3)), Colour::White);
        s.settings.initial_colour = Some(Colour::Black);
        assert_eq!(initial_colour(&s, &derive(&s, 3)), Colour::Black);
    }
}
