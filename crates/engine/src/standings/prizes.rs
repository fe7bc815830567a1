//! Who wins which prize, and who goes on to the next level: the section's prize list
//! and qualifier list (`PrizeRules`) applied to its standings.
//!
//! The rules, as the Malaysian school championships give them:
//! - the list's order is its precedence: each line takes, in ranking order, the
//!   players its filter admits who have no prize yet (one prize per player, unless the
//!   section allows several), so a girl who is third overall takes the overall prize and
//!   the best-girl prize goes to the next girl;
//! - the filler player (pemain penggenap, MSSM 4.2.2) is paired like anyone but wins
//!   nothing and qualifies for nothing: he is left out before any place is counted;
//! - places follow the section's tie-breaks; players still level after every tie-break
//!   share their place (`3-4`), and when such a tie reaches past the last place of a
//!   line, every sharer is listed and the line is marked unresolved: the tie is shown,
//!   never hidden, and the arbiter breaks it (by lot, say) before giving the prize. The
//!   sharers of an unresolved tie count as holding that line's prize for the lines
//!   after it, so nobody is listed twice while the tie stands.
//!
//! Qualifiers are the same walk over the qualifier list, always one place per player.

use super::ranking::{Place, Standings};
use crate::model::{Date, Player, PlayerId, Prize, PrizeFilter, Section};
use std::collections::HashSet;

/// One player on a prize (or qualifier) line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Winner {
    pub player: PlayerId,
    /// The place within the line (1 = the line's first prize), shared as `3-4`.
    pub place: Place,
}

/// One line of the list with the players who take it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrizeLine {
    /// The line's index in the section's list.
    pub index: usize,
    pub prize: Prize,
    /// In ranking order; fewer than `places` when too few players qualify for the line.
    pub winners: Vec<Winner>,
    /// A tie still shared after every tie-break reaches past the line's last place.
    pub unresolved: bool,
}

/// Whether `player` may win a prize of this filter. A player whose birth date is
/// unknown, or known only to a year or month that could fall before the date, is not
/// born on or after it.
pub fn admits(filter: &PrizeFilter, player: &Player) -> bool {
    match filter {
        PrizeFilter::Overall => true,
        PrizeFilter::Sex(s) => player.sex == Some(*s),
        PrizeFilter::BornFrom(date) => player.birth.is_some_and(|b| earliest(b) >= earliest(*date)),
        PrizeFilter::Team(id) => player.team == Some(*id),
        PrizeFilter::Unrated => player.rating.is_none_or(|r| r == 0),
        PrizeFilter::Rating { min, max } => player
            .rating
            .is_some_and(|r| r != 0 && (*min..=*max).contains(&r)),
    }
}

/// The first day a date can mean (`2015` is 1 January 2015 at the earliest).
fn earliest(d: Date) -> (u16, u8, u8) {
    (d.year, d.month.unwrap_or(1), d.day.unwrap_or(1))
}

/// The standings without the filler players, places counted again among the others
/// (players level in the standings stay level): the ranking prizes, medals and
/// qualifiers are given from.
pub fn ranked_without_fillers(section: &Section, st: &Standings) -> Vec<Winner> {
    let kept: Vec<(PlayerId, Place)> = st
        .rows
        .iter()
        .filter(|r| section.player(r.player).is_some_and(|p| !p.filler))
        .map(|r| (r.player, r.place))
        .collect();
    regroup(&kept)
}

/// Places 1.. over `rows` (in ranking order), keeping together the rows that shared a
/// place before.
fn regroup(rows: &[(PlayerId, Place)]) -> Vec<Winner> {
    let mut out = Vec::with_capacity(rows.len());
    let mut start = 0;
    while start < rows.len() {
        let mut end = start + 1;
        while end < rows.len() && rows[end].1 == rows[start].1 {
            end += 1;
        }
        for (player, _) in &rows[start..end] {
            out.push(Winner {
                player: *player,
                place: Place {
                    first: start as u32 + 1,
                    last: end as u32,
                },
            });
        }
        start = end;
    }
    out
}

/// The section's prize list given out over its standings.
pub fn award_prizes(section: &Section, st: &Standings) -> Vec<PrizeLine> {
    let rules = &section.settings.prizes;
    walk(section, st, &rules.prizes, !rules.several_per_player)
}

/// The section's qualifiers: the qualifier list given out, one place per player.
pub fn qualifiers(section: &Section, st: &Standings) -> Vec<PrizeLine> {
    walk(section, st, &section.settings.prizes.qualifiers, true)
}

fn walk(section: &Section, st: &Standings, list: &[Prize], one_each: bool) -> Vec<PrizeLine> {
    let ranked = ranked_without_fillers(section, st);
    let mut taken: HashSet<PlayerId> = HashSet::new();
    let mut lines = Vec::with_capacity(list.len());
    for (index, prize) in list.iter().enumerate() {
        let candidates: Vec<(PlayerId, Place)> = ranked
            .iter()
            .filter(|w| !(one_each && taken.contains(&w.player)))
            .filter(|w| {
                section
                    .player(w.player)
                    .is_some_and(|p| admits(&prize.filter, p))
            })
            .map(|w| (w.player, w.place))
            .collect();
        let regrouped = regroup(&candidates);
        let places = prize.places;
        let winners: Vec<Winner> = regrouped
            .into_iter()
            .take_while(|w| w.place.first <= places)
            .collect();
        let unresolved = winners.iter().any(|w| w.place.last > places);
        taken.extend(winners.iter().map(|w| w.player));
        lines.push(PrizeLine {
            index,
            prize: prize.clone(),
            winners,
            unresolved,
        });
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Sex, TeamId};
    use crate::standings::Row;

    fn row(id: u32, first: u32, last: u32) -> Row {
        Row {
            player: PlayerId(id),
            tpn: id,
            name: format!("P{id}"),
            points: crate::model::Points::ZERO,
            values: Vec::new(),
            place: Place { first, last },
        }
    }

    /// Six players; 3 and 5 are girls, 4 born in 2016, 6 the filler.
    fn district() -> (Section, Standings) {
        let mut s = Section::new("P12", "Perempuan", 5);
        for i in 1..=6 {
            let mut p = Player::new(PlayerId(i), format!("P{i}"));
            p.tpn = i;
            p.birth = Some(Date::year(2014));
            s.players.push(p);
        }
        s.players[2].sex = Some(Sex::Female);
        s.players[4].sex = Some(Sex::Female);
        s.players[3].birth = Some(Date::ymd(2016, 2, 1));
        s.players[5].filler = true;
        s.players[5].sex = Some(Sex::Female);
        let st = Standings {
            round: 5,
            tiebreaks: Vec::new(),
            // Filler first, then 1, 2, 3, 4 and 5.
            rows: vec![
                row(6, 1, 1),
                row(1, 2, 2),
                row(2, 3, 3),
                row(3, 4, 4),
                row(4, 5, 5),
                row(5, 6, 6),
            ],
            notes: Vec::new(),
            unranked: Vec::new(),
        };
        (s, st)
    }

    fn prize(label: &str, places: u32, filter: PrizeFilter) -> Prize {
        Prize {
            label: label.into(),
            amount: String::new(),
            places,
            filter,
        }
    }

    fn ids(line: &PrizeLine) -> Vec<u32> {
        line.winners.iter().map(|w| w.player.0).collect()
    }

    #[test]
    fn the_filler_wins_nothing_and_places_close_up() {
        let (s, st) = district();
        let ranked = ranked_without_fillers(&s, &st);
        assert_eq!(ranked[0].player, PlayerId(1));
        assert_eq!(ranked[0].place, Place { first: 1, last: 1 });
        assert_eq!(ranked.len(), 5);
    }

    #[test]
    fn one_prize_per_player_in_the_lists_order() {
        let (mut s, st) = district();
        s.settings.prizes.prizes = vec![
            prize("Johan", 3, PrizeFilter::Overall),
            prize("Perempuan", 1, PrizeFilter::Sex(Sex::Female)),
            prize("Bawah 10", 1, PrizeFilter::BornFrom(Date::ymd(2016, 1, 1))),
        ];
        let lines = award_prizes(&s, &st);
        assert_eq!(ids(&lines[0]), [1, 2, 3]);
        // Player 3 is a girl but already has an overall prize: the next girl takes it
        // (the filler, a girl ranked first, is never considered).
        assert_eq!(ids(&lines[1]), [5]);
        assert_eq!(ids(&lines[2]), [4]);
    }

    #[test]
    fn several_prizes_when_the_section_allows_them() {
        let (mut s, st) = district();
        s.settings.prizes.several_per_player = true;
        s.settings.prizes.prizes = vec![
            prize("Johan", 3, PrizeFilter::Overall),
            prize("Perempuan", 1, PrizeFilter::Sex(Sex::Female)),
        ];
        let lines = award_prizes(&s, &st);
        assert_eq!(ids(&lines[1]), [3]);
    }

    #[test]
    fn a_tie_past_the_last_place_is_shown_and_marked() {
        let (mut s, mut st) = district();
        // Players 2 and 3 level after every tie-break.
        st.rows[2].place = Place { first: 3, last: 4 };
        st.rows[3].place = Place { first: 3, last: 4 };
        s.settings.prizes.prizes = vec![
            prize("Johan", 2, PrizeFilter::Overall),
            prize("Perempuan", 1, PrizeFilter::Sex(Sex::Female)),
        ];
        let lines = award_prizes(&s, &st);
        assert_eq!(ids(&lines[0]), [1, 2, 3]);
        assert_eq!(lines[0].winners[1].place, Place { first: 2, last: 3 });
        assert!(lines[0].unresolved);
        assert_eq!(ids(&lines[1]), [5]);
        assert!(!lines[1].unresolved);
    }

    #[test]
    fn filters_read_birth_dates_and_ratings_carefully() {
        let mut p = Player::new(PlayerId(1), "Priya a/p Raman");
        p.birth = Some(Date::year(2016));
        assert!(admits(&PrizeFilter::BornFrom(Date::ymd(2016, 1, 1)), &p));
        assert!(!admits(&PrizeFilter::BornFrom(Date::ymd(2016, 6, 1)), &p));
        p.birth = None;
        assert!(!admits(&PrizeFilter::BornFrom(Date::year(2000)), &p));
        assert!(admits(&PrizeFilter::Unrated, &p));
        p.rating = Some(1450);
        assert!(!admits(&PrizeFilter::Unrated, &p));
        assert!(admits(
            &PrizeFilter::Rating {
                min: 1400,
                max: 1599
            },
            &p
        ));
        assert!(!admits(
            &PrizeFilter::Rating {
                min: 1500,
                max: 1599
            },
            &p
        ));
        p.team = Some(TeamId(2));
        assert!(admits(&PrizeFilter::Team(TeamId(2)), &p));
        assert!(!admits(&PrizeFilter::Team(TeamId(1)), &p));
    }

    #[test]
    fn qualifiers_are_one_place_per_player() {
        let (mut s, st) = district();
        s.settings.prizes.qualifiers = vec![
            prize("MSSN", 2, PrizeFilter::Overall),
            prize("MSSN perempuan", 1, PrizeFilter::Sex(Sex::Female)),
        ];
        s.settings.prizes.several_per_player = true;
        let lines = qualifiers(&s, &st);
        assert_eq!(ids(&lines[0]), [1, 2]);
        assert_eq!(ids(&lines[1]), [3]);
    }
}
