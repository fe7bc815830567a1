//! Baku acceleration: virtual points added to the score for pairing only.
//!
//! C.04.7 (2026 edition, as restated in ../rules/handling.md 2.4): "Group A is the first
//! 2·⌈N/4⌉ players of the initial list. The first ⌈R/2⌉ rounds are accelerated; in the
//! first ⌈accelerated/2⌉ of them the players of group A get one win's points, in the
//! rest half that. The pairing score (score plus virtual points) drives scoregroups,
//! ordering and board order; never standings or tie-breaks. Late entries: the last
//! player of group A stays the same." A TRF file may instead say exactly who gets what
//! (`250` or `XXA` records); such explicit points replace the rule entirely.
//!
//! Virtual points are never cumulative: the points given for round `r` count only when
//! pairing round `r` (and when judging that round's floats afterwards).

use crate::model::{PlayerId, Points, RoundNo, Section};
use std::collections::BTreeMap;

/// Virtual points given explicitly, by player and round (what a TRF file's `250`/`XXA`
/// records say). Players and rounds not listed get none.
pub type VirtualPoints = BTreeMap<(PlayerId, RoundNo), Points>;

/// Where a section's virtual points come from.
#[derive(Debug, Clone, Copy)]
pub enum Acceleration<'a> {
    /// The section's own setting: the Baku rule when `Section::accelerated`, else none.
    Section,
    /// Explicit points (they win over the section's setting).
    Explicit(&'a VirtualPoints),
}

/// The number of accelerated rounds, ⌈R/2⌉ (0 when the number of rounds is unknown).
pub fn accelerated_rounds(rounds_planned: RoundNo) -> RoundNo {
    rounds_planned.div_ceil(2)
}

/// The players of group A: the first 2·⌈N/4⌉ of the initial list, N counting the players
/// entered for round 1 (reserves excluded); a late entry whose pairing number is not
/// after the last of them belongs to group A too.
pub fn group_a(section: &Section) -> Vec<PlayerId> {
    let players = section.players_by_tpn();
    let original: Vec<_> = players
        .iter()
        .filter(|p| p.entry_round <= 1 && !p.reserve && p.tpn > 0)
        .collect();
    let size = (2 * original.len().div_ceil(4)).min(original.len());
    let Some(last) = size.checked_sub(1).and_then(|i| original.get(i)) else {
        return Vec::new();
    };
    players
        .iter()
        .filter(|p| p.tpn > 0 && p.tpn <= last.tpn && !p.reserve)
        .map(|p| p.id)
        .collect()
}

/// The virtual points the Baku rule gives a member of group A in `round`: one win's
/// points in the first half of the accelerated rounds, half that in the second half,
/// nothing afterwards.
pub fn rule_points(section: &Section, round: RoundNo) -> Points {
    let accelerated = accelerated_rounds(section.settings.rounds_planned);
    if round == 0 || round > accelerated {
        return Points::ZERO;
    }
    let win = section.settings.points.win;
    if round <= accelerated.div_ceil(2) {
        win
    } else {
        Points(win.0 / 2)
    }
}

/// Every player's virtual points for `round`, from the source given (players with none
/// are left out).
pub fn virtual_points(
    section: &Section,
    round: RoundNo,
    source: Acceleration<'_>,
) -> BTreeMap<PlayerId, Points> {
    match source {
        Acceleration::Explicit(points) => points
            .iter()
            .filter(|((_, r), p)| *r == round && **p != Points::ZERO)
            .map(|((id, _), p)| (*id, *p))
            .collect(),
        Acceleration::Section if section.settings.accelerated => {
            let points = rule_points(section, round);
            if points == Points::ZERO {
                return BTreeMap::new();
            }
            group_a(section)
                .into_iter()
                .map(|id| (id, points))
                .collect()
        }
        Acceleration::Section => BTreeMap::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Player;

    fn section(n: u32, rounds: RoundNo) -> Section {
        let mut s = Section::new("L12", "Lelaki 12", rounds);
        s.settings.accelerated = true;
        for i in 1..=n {
            let mut p = Player::new(PlayerId(i), format!("Tan Wei Ming {i}"));
            p.tpn = i;
            s.players.push(p);
        }
        s
    }

    #[test]
    fn group_a_is_two_times_a_quarter_rounded_up() {
        assert_eq!(group_a(&section(40, 9)).len(), 20);
        assert_eq!(group_a(&section(41, 9)).len(), 22);
        assert_eq!(group_a(&section(161, 9)).len(), 82);
        assert_eq!(group_a(&section(1, 9)).len(), 1);
        assert!(group_a(&section(0, 9)).is_empty());
    }

    #[test]
    fn late_entries_ahead_of_the_last_member_join_group_a() {
        let mut s = section(8, 5);
        // Group A is TPN 1-4; a late entry renumbered to TPN 3 joins it, and so does
        // nobody after TPN 5 (the old TPN 4, still the last member).
        for p in &mut s.players {
            if p.tpn >= 3 {
                p.tpn += 1;
            }
        }
        let mut late = Player::new(PlayerId(9), "Priya a/p Raman");
        late.tpn = 3;
        late.entry_round = 2;
        s.players.push(late);
        let a = group_a(&s);
        assert_eq!(a.len(), 5);
        assert!(a.contains(&PlayerId(9)) && a.contains(&PlayerId(4)));
        assert!(!a.contains(&PlayerId(5)));
    }

    #[test]
    fn nine_rounds_give_a_win_in_rounds_1_to_3_and_half_in_4_and_5() {
        let s = section(40, 9);
        let got: Vec<i32> = (1..=9).map(|r| rule_points(&s, r).0).collect();
        assert_eq!(got, vec![10, 10, 10, 5, 5, 0, 0, 0, 0]);
        let mut d = section(40, 7);
        d.settings.points = crate::model::PointValues::draughts();
        let got: Vec<i32> = (1..=7).map(|r| rule_points(&d, r).0).collect();
        // 7 rounds: 4 accelerated, 2 of them with a full win (2 points in draughts).
        assert_eq!(got, vec![20, 20, 10, 10, 0, 0, 0]);
    }

    #[test]
    fn explicit_points_replace_the_rule() {
        let mut s = section(4, 5);
        let mut explicit = VirtualPoints::new();
        explicit.insert((PlayerId(4), 1), Points(10));
        explicit.insert((PlayerId(3), 2), Points(5));
        let got = virtual_points(&s, 1, Acceleration::Explicit(&explicit));
        assert_eq!(
            got.into_iter().collect::<Vec<_>>(),
            [(PlayerId(4), Points(10))]
        );
        assert_eq!(virtual_points(&s, 1, Acceleration::Section).len(), 2);
        s.settings.accelerated = false;
        assert!(virtual_points(&s, 1, Acceleration::Section).is_empty());
    }
}
