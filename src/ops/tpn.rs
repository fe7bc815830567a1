//! Pairing numbers from the section's initial order (C.04.2 Art. 2: rating, then title
//! GM IM WGM FM WIM CM WFM WCM, then name; frozen once round 4 is paired). School
//! events seed by team board value instead (MSSM Pahang 4.1.4: each school's board 1
//! is worth 5, board 2 4, ... the reserve 1), so every board-1 player comes first.

use super::error::OpError;
use super::journal::commit;
use super::section_index;
use super::why::{Same, Why};
use crate::model::Deed;
use crate::model::{Change, InitialOrder, PairingSystem, Player, PlayerId, Section, Tournament};
use std::cmp::Ordering;

/// For a round robin: numbers the players so that team-mates meet in the first rounds
/// (the school rule; see [`team_first_order`](crate::pairing::round_robin::team_first_order)),
/// through [`set_tpn_order`], so it is recorded and can be undone. Before round 1 only.
pub fn order_team_mates_first(t: &mut Tournament, section: &str) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    if !matches!(s.settings.system, PairingSystem::RoundRobin { .. }) {
        return Err(OpError::Invalid(Why::NotRoundRobin {
            section: s.code.clone(),
        }));
    }
    if s.rounds_paired() > 0 {
        return Err(OpError::Invalid(Why::TableOrderFixed {
            section: s.code.clone(),
        }));
    }
    let order = crate::pairing::round_robin::team_first_order(s);
    set_tpn_order(t, section, &order)
}

/// Numbers the players 1..n in the section's initial order.
pub fn assign_tpns(t: &mut Tournament, section: &str) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    if s.tpns_frozen() {
        return Err(OpError::TpnsFrozen {
            section: s.code.clone(),
        });
    }
    let order = initial_order(s);
    let already = Same::TpnsInOrder {
        section: s.code.clone(),
    };
    let deed = Deed::Tpns {
        section: s.code.clone(),
        order: Some(s.settings.initial_order),
    };
    renumber(t, si, &order, already, deed)
}

/// Numbers the players 1..n in the arbiter's own order (last year's placings under
/// the Johor rules, say); `order` must name every player of the section once.
pub fn set_tpn_order(t: &mut Tournament, section: &str, order: &[PlayerId]) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    if s.tpns_frozen() {
        return Err(OpError::TpnsFrozen {
            section: s.code.clone(),
        });
    }
    for (k, id) in order.iter().enumerate() {
        let p = super::find_player(s, *id)?;
        if order[..k].contains(id) {
            return Err(OpError::Invalid(Why::TwiceInOrder {
                name: p.name.clone(),
            }));
        }
    }
    if let Some(p) = s.players.iter().find(|p| !order.contains(&p.id)) {
        return Err(OpError::Invalid(Why::MissingFromOrder {
            name: p.name.clone(),
        }));
    }
    let already = Same::TpnsInThisOrder {
        section: s.code.clone(),
    };
    let deed = Deed::Tpns {
        section: s.code.clone(),
        order: None,
    };
    renumber(t, si, order, already, deed)
}

/// Gives each player of section `si` its position in `order` (1-based) as pairing
/// number, as one journaled change; refused with `already` when nothing would change.
fn renumber(
    t: &mut Tournament,
    si: usize,
    order: &[PlayerId],
    already: Same,
    deed: Deed,
) -> Result<(), OpError> {
    let s = &t.sections[si];
    let before: Vec<u32> = s.players.iter().map(|p| p.tpn).collect();
    let after: Vec<u32> = s
        .players
        .iter()
        .map(|p| {
            order
                .iter()
                .position(|&id| id == p.id)
                .map_or(0, |k| k as u32 + 1)
        })
        .collect();
    if before == after {
        return Err(OpError::NoChange(already));
    }
    commit(
        t,
        deed,
        vec![Change::Tpns {
            section: si as u32,
            before,
            after,
        }],
    )
}

/// The players' ids in the section's initial order.
pub fn initial_order(s: &Section) -> Vec<PlayerId> {
    let mut v: Vec<&Player> = s.players.iter().collect();
    let method = s.settings.initial_order;
    v.sort_by(|a, b| compare(method, a, b));
    v.into_iter().map(|p| p.id).collect()
}

fn compare(method: InitialOrder, a: &Player, b: &Player) -> Ordering {
    // Unrated players count as 0; untitled ones after every title; no board after board 5.
    let rating = |p: &Player| std::cmp::Reverse(p.rating.unwrap_or(0));
    let title = |p: &Player| (p.title.is_none(), p.title);
    let board = |p: &Player| p.board.unwrap_or(u8::MAX);
    let name = |p: &Player| (p.name.to_lowercase(), p.name.clone());
    let tail = || name(a).cmp(&name(b)).then(a.id.cmp(&b.id));
    match method {
        InitialOrder::Rating => rating(a)
            .cmp(&rating(b))
            .then(title(a).cmp(&title(b)))
            .then_with(tail),
        InitialOrder::BoardValue => board(a)
            .cmp(&board(b))
            .then(rating(a).cmp(&rating(b)))
            .then_with(tail),
        InitialOrder::RatingThenBoard => rating(a)
            .cmp(&rating(b))
            .then(board(a).cmp(&board(b)))
            .then_with(tail),
        InitialOrder::Manual => {
            let tpn = |p: &Player| (p.tpn == 0, p.tpn);
            tpn(a).cmp(&tpn(b)).then(a.id.cmp(&b.id))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Sport, Title};
    use crate::ops::{PlayerFields, add_player, add_team, create_section, remove_player, undo};

    fn section(order: InitialOrder) -> Tournament {
        let mut t = Tournament::new("Kejohanan");
        create_section(&mut t, "L12", "Lelaki B12", 6, Sport::Chess).unwrap();
        t.section_mut("L12").unwrap().settings.initial_order = order;
        let a = add_team(&mut t, "L12", "SK Seri Indah", None).unwrap();
        let b = add_team(&mut t, "L12", "SK Bukit Tinggi", None).unwrap();
        let rows: [(&str, Option<u16>, Option<Title>, _, u8); 6] = [
            ("Tan Wei Ming", Some(1500), None, a, 2),
            ("Ahmad bin Ismail", Some(1500), Some(Title::CM), a, 1),
            ("Nur Aisyah binti Hassan", None, None, b, 1),
            ("Priya a/p Raman", Some(1600), None, b, 2),
            ("Lim Jia Hui", Some(1500), None, b, 3),
            ("Muhammad Hafiz", Some(1400), None, a, 3),
        ];
        for (name, rating, title, team, board) in rows {
            let f = PlayerFields {
                rating,
                title,
                team: Some(team),
                board: Some(board),
                ..PlayerFields::named(name)
            };
            add_player(&mut t, "L12", f).unwrap();
        }
        t
    }

    fn names(t: &Tournament) -> Vec<String> {
        let s = t.section("L12").unwrap();
        s.players_by_tpn()
            .iter()
            .map(|p| format!("{}:{}", p.tpn, p.name.split(' ').next().unwrap_or("")))
            .collect()
    }

    #[test]
    fn rating_then_title_then_name() {
        let mut t = section(InitialOrder::Rating);
        assign_tpns(&mut t, "L12").unwrap();
        assert_eq!(
            names(&t),
            [
                "1:Priya",
                "2:Ahmad",
                "3:Lim",
                "4:Tan",
                "5:Muhammad",
                "6:Nur"
            ]
        );
    }

    #[test]
    fn board_value_puts_every_first_board_first() {
        let mut t = section(InitialOrder::BoardValue);
        assign_tpns(&mut t, "L12").unwrap();
        assert_eq!(
            names(&t),
            [
                "1:Ahmad",
                "2:Nur",
                "3:Priya",
                "4:Tan",
                "5:Lim",
                "6:Muhammad"
            ]
        );
    }

    #[test]
    fn rating_then_board() {
        let mut t = section(InitialOrder::RatingThenBoard);
        assign_tpns(&mut t, "L12").unwrap();
        assert_eq!(
            names(&t),
            [
                "1:Priya",
                "2:Ahmad",
                "3:Tan",
                "4:Lim",
                "5:Muhammad",
                "6:Nur"
            ]
        );
    }

    #[test]
    fn manual_closes_gaps_and_latecomers_get_the_next_number() {
        let mut t = section(InitialOrder::Rating);
        assign_tpns(&mut t, "L12").unwrap();
        let id = add_player(&mut t, "L12", PlayerFields::named("Siti Zulaikha")).unwrap();
        assert_eq!(t.section("L12").unwrap().player(id).unwrap().tpn, 7);
        let lim = t.section("L12").unwrap().player_by_tpn(3).unwrap().id;
        remove_player(&mut t, "L12", lim).unwrap();
        assert_eq!(
            names(&t),
            [
                "1:Priya",
                "2:Ahmad",
                "3:Tan",
                "4:Muhammad",
                "5:Nur",
                "6:Siti"
            ]
        );
        undo(&mut t).unwrap();
        // A gap made by hand is closed by the manual order.
        t.section_mut("L12").unwrap().settings.initial_order = InitialOrder::Manual;
        t.section_mut("L12")
            .unwrap()
            .players
            .retain(|p| p.id != lim);
        assign_tpns(&mut t, "L12").unwrap();
        assert_eq!(
            names(&t),
            [
                "1:Priya",
                "2:Ahmad",
                "3:Tan",
                "4:Muhammad",
                "5:Nur",
                "6:Siti"
            ]
        );
        assert_eq!(
            assign_tpns(&mut t, "L12").unwrap_err().to_string(),
            "nothing to change: the pairing numbers of L12 are already in order"
        );
    }

    #[test]
    fn frozen_after_round_four() {
        let mut t = section(InitialOrder::Rating);
        for n in 1..=4 {
            t.section_mut("L12")
                .unwrap()
                .rounds
                .push(crate::model::Round::new(n));
        }
        let before = t.clone();
        assert_eq!(
            assign_tpns(&mut t, "L12").unwrap_err().to_string(),
            "pairing numbers of L12 are frozen: round 4 is already paired (C.04.2 Art. 2)"
        );
        assert_eq!(t, before);
    }

    #[test]
    fn the_arbiters_own_order() {
        let mut t = section(InitialOrder::Manual);
        let ids: Vec<PlayerId> = t
            .section("L12")
            .unwrap()
            .players
            .iter()
            .map(|p| p.id)
            .collect();
        let mut order = ids.clone();
        order.reverse();
        set_tpn_order(&mut t, "L12", &order).unwrap();
        assert_eq!(names(&t)[0], "1:Muhammad");
        let e = |t: &mut Tournament, o: &[PlayerId]| {
            let before = t.clone();
            let m = set_tpn_order(t, "L12", o).unwrap_err().to_string();
            assert_eq!(*t, before);
            m
        };
        assert_eq!(
            e(&mut t, &order[1..]),
            "Muhammad Hafiz is missing from the order"
        );
        let mut twice = order.clone();
        twice[1] = twice[0];
        assert_eq!(e(&mut t, &twice), "Muhammad Hafiz is twice in the order");
        assert_eq!(e(&mut t, &[PlayerId(77)]), "no player #77 in section L12");
        assert_eq!(
            e(&mut t, &order),
            "nothing to change: the pairing numbers of L12 are already in this order"
        );
        // Manual order keeps it.
        assert!(assign_tpns(&mut t, "L12").is_err());
        undo(&mut t).unwrap();
        assert!(t.section("L12").unwrap().players.iter().all(|p| p.tpn == 0));
    }
}
