//! Players kept apart by the arbiter for a range of rounds (TRF record 260): brothers,
//! say, or players of one club beyond the same-team rule of the school regulations.

use super::error::OpError;
use super::journal::commit;
use super::why::Why;
use super::{find_player, section_index};
use crate::model::Deed;
use crate::model::{Change, ForbiddenPair, PlayerId, RoundNo, Tournament};

/// Keeps every two of `players` apart from round `first` to round `last`.
pub fn add_forbidden_pair(
    t: &mut Tournament,
    section: &str,
    players: &[PlayerId],
    first: RoundNo,
    last: RoundNo,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let mut names = Vec::new();
    for (k, id) in players.iter().enumerate() {
        let p = find_player(s, *id)?;
        if players[..k].contains(id) {
            return Err(OpError::Invalid(Why::NamedTwice {
                name: p.name.clone(),
            }));
        }
        names.push(p.name.clone());
    }
    if players.len() < 2 {
        return Err(OpError::Invalid(Why::NameTwoOrMore));
    }
    if first == 0 || last < first || last > s.settings.rounds_planned {
        return Err(OpError::Invalid(Why::BadRoundRange {
            first,
            last,
            rounds: s.settings.rounds_planned,
        }));
    }
    let before = s.forbidden.clone();
    let mut after = before.clone();
    after.push(ForbiddenPair {
        first_round: first,
        last_round: last,
        players: players.to_vec(),
    });
    let deed = Deed::KeptApart {
        section: s.code.clone(),
        names,
        first,
        last,
    };
    commit(
        t,
        deed,
        vec![Change::Forbidden {
            section: si as u32,
            before,
            after,
        }],
    )
}

/// Lifts the `index`-th (1-based, as listed) forbidden pairing.
pub fn remove_forbidden_pair(
    t: &mut Tournament,
    section: &str,
    index: usize,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    if index == 0 || index > s.forbidden.len() {
        return Err(OpError::Invalid(Why::NoForbiddenPair {
            section: s.code.clone(),
            count: s.forbidden.len(),
            index,
        }));
    }
    let before = s.forbidden.clone();
    let mut after = before.clone();
    after.remove(index - 1);
    let deed = Deed::ForbiddenLifted {
        section: s.code.clone(),
        index: index as u32,
    };
    commit(
        t,
        deed,
        vec![Change::Forbidden {
            section: si as u32,
            before,
            after,
        }],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Sport;
    use crate::ops::{PlayerFields, add_player, create_section, undo};

    #[test]
    fn keep_apart_and_lift() {
        let mut t = Tournament::new("Kejohanan");
        create_section(&mut t, "L12", "Lelaki B12", 5, Sport::Chess).unwrap();
        let a = add_player(&mut t, "L12", PlayerFields::named("Ahmad bin Ismail")).unwrap();
        let b = add_player(&mut t, "L12", PlayerFields::named("Ali bin Ismail")).unwrap();
        let e = |t: &mut Tournament, r: Result<(), OpError>| {
            let m = r.unwrap_err().to_string();
            assert_eq!(t.journal.entries.len(), 3);
            m
        };
        let r = add_forbidden_pair(&mut t, "L12", &[a], 1, 5);
        assert_eq!(e(&mut t, r), "name at least two players to keep apart");
        let r = add_forbidden_pair(&mut t, "L12", &[a, a], 1, 5);
        assert_eq!(e(&mut t, r), "Ahmad bin Ismail is named twice");
        let r = add_forbidden_pair(&mut t, "L12", &[a, b], 3, 6);
        assert_eq!(e(&mut t, r), "rounds 3-6 are not a range within 1-5");
        let r = remove_forbidden_pair(&mut t, "L12", 1);
        assert_eq!(
            e(&mut t, r),
            "L12 has 0 forbidden pairing(s); there is no number 1"
        );
        add_forbidden_pair(&mut t, "L12", &[a, b], 1, 5).unwrap();
        assert_eq!(t.section("L12").unwrap().forbidden[0].players, vec![a, b]);
        remove_forbidden_pair(&mut t, "L12", 1).unwrap();
        assert!(t.section("L12").unwrap().forbidden.is_empty());
        undo(&mut t).unwrap();
        undo(&mut t).unwrap();
        assert!(t.section("L12").unwrap().forbidden.is_empty());
    }
}
