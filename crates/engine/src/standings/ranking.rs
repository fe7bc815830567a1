//! The ranking: points first, then each tie-break in the order given; players equal on
//! everything share the place (printed `5-7`). Works after any round, not only the last.
//!
//! Tie-breaks are applied one after the other, each splitting the groups still tied:
//! direct encounter depends on which players are still tied when it is reached (C.07
//! Art. 6), so the order matters. Rating tie-breaks are not used, with a note, when
//! unrated players take part (Art. 10): every player gets 0, so they separate nobody.
//! The drawing of lots has no value until it is made.

use super::code::{Kind, TieBreak};
use super::context::Context;
use super::ratings::rating_of;
use super::scores::Sheet;
use super::value::Value;
use super::{
    StandingsError, buchholz, counts, direct, floats, koya, lots, progressive, ratings, sonneborn,
};
use crate::model::{PlayerId, Points, RoundNo, Section, Tpn};
use std::cmp::Ordering;
use std::fmt;

/// A place, shared by `first..=last`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Place {
    pub first: u32,
    pub last: u32,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = if self.first == self.last {
            self.first.to_string()
        } else {
            format!("{}-{}", self.first, self.last)
        };
        f.pad(&text)
    }
}

/// One player's line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub player: PlayerId,
    pub tpn: Tpn,
    pub name: String,
    pub points: Points,
    /// One value per tie-break of [`Standings::tiebreaks`]; `None` where it has none.
    pub values: Vec<Option<Value>>,
    pub place: Place,
}

/// The standings of a section after one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    pub round: RoundNo,
    /// The tie-breaks applied, with `C*` sequences written out.
    pub tiebreaks: Vec<TieBreak>,
    /// In ranking order (tied players by pairing number).
    pub rows: Vec<Row>,
    /// What the reader must know: tie-breaks skipped and why.
    pub notes: Vec<String>,
    /// Reserves who have not played up to the round: not ranked among the players, in
    /// pairing-number order.
    pub unranked: Vec<PlayerId>,
}

impl Standings {
    pub fn row(&self, player: PlayerId) -> Option<&Row> {
        self.rows.iter().find(|r| r.player == player)
    }
}

/// The values of one tie-break for every player of the sheet.
fn values(ctx: &Context, tb: &TieBreak) -> Vec<Option<Value>> {
    match tb.kind {
        Kind::Bh => buchholz::buchholz(ctx, tb, false),
        Kind::Fb => buchholz::buchholz(ctx, tb, true),
        Kind::Aob => buchholz::average_of_buchholz(ctx),
        Kind::Sb => sonneborn::sonneborn_berger(ctx, tb),
        Kind::Ks => koya::koya(ctx, tb),
        Kind::Ps => progressive::progressive(ctx, tb),
        Kind::De => direct::direct_encounter(ctx),
        Kind::Win | Kind::Won | Kind::Bpg | Kind::Bwg | Kind::Rep | Kind::Std | Kind::Tpn => {
            counts::count(ctx, tb.kind)
        }
        Kind::Aro | Kind::Tpr | Kind::Rtng => ratings::ratings(ctx, tb),
        Kind::Uf => floats::upfloats(ctx),
        Kind::Lot => lots::lots(ctx),
    }
}

/// Orders two values of a tie-break: a missing value always comes last.
pub(super) fn compare(a: Option<Value>, b: Option<Value>, ascending: bool) -> Ordering {
    match (a, b) {
        (Some(x), Some(y)) if ascending => x.cmp(&y),
        (Some(x), Some(y)) => y.cmp(&x),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    }
}

/// Group numbers from the order: the position of the group's first player.
fn regroup(order: &[usize], same: impl Fn(usize, usize) -> bool, group: &mut [usize]) {
    for (pos, &p) in order.iter().enumerate() {
        group[p] = if pos > 0 && same(order[pos - 1], p) {
            group[order[pos - 1]]
        } else {
            pos
        };
    }
}

/// Standings of `section` after `round` under `tiebreaks`. `None` means after the last
/// round paired; a later round up to the rounds planned counts the rounds nobody has
/// played yet as absences (as FIDE's checker reads a TRF file declaring more rounds).
pub fn standings(
    section: &Section,
    round: Option<RoundNo>,
    tiebreaks: &[TieBreak],
) -> Result<Standings, StandingsError> {
    let paired = section.rounds_paired();
    let round = round.unwrap_or(paired);
    let last = super::scores::last_round(section);
    if round > last {
        return Err(StandingsError::RoundOutOfRange {
            section: section.code.clone(),
            round,
            last,
        });
    }
    let mut ctx = Context::new(Sheet::new(section, round));
    let n = ctx.sheet.len();
    let score = ctx.sheet.score.clone();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| score[b].cmp(&score[a]).then(a.cmp(&b)));
    let mut group = vec![0; n];
    regroup(&order, |a, b| score[a] == score[b], &mut group);
    ctx.group = group;

    let all_rated = ctx
        .sheet
        .players
        .iter()
        .all(|p| rating_of(p.rating).is_some());
    let mut applied = Vec::new();
    let mut columns: Vec<Vec<Option<Value>>> = Vec::new();
    let mut notes = Vec::new();
    for tb in tiebreaks.iter().flat_map(|t| t.expand(round)) {
        let vals = if tb.kind.uses_ratings() && !all_rated {
            // 0 for everyone: it separates nobody (the reference checker prints -0).
            notes.push(format!(
                "{tb} not used: unrated players take part (C.07 Art. 10)"
            ));
            vec![Some(Value::ZERO); n]
        } else {
            values(&ctx, &tb)
        };
        if tb.kind == Kind::Lot && vals.iter().all(Option::is_none) && n > 0 {
            notes.push(format!("{tb} not used: the lots have not been drawn yet"));
        }
        let asc = tb.ascending();
        let group = &ctx.group;
        order.sort_by(|&a, &b| group[a].cmp(&group[b]).then(compare(vals[a], vals[b], asc)));
        let mut next = vec![0; n];
        regroup(
            &order,
            |a, b| group[a] == group[b] && vals[a] == vals[b],
            &mut next,
        );
        ctx.group = next;
        applied.push(tb);
        columns.push(vals);
    }

    // Reserves who have not played yet are not ranked among the players.
    let unranked: Vec<PlayerId> = ctx
        .sheet
        .players
        .iter()
        .filter(|p| section.is_unplayed_reserve(p.id, round))
        .map(|p| p.id)
        .collect();
    order.retain(|&p| !unranked.contains(&ctx.sheet.players[p].id));
    let n = order.len();
    let mut rows = Vec::with_capacity(n);
    let mut start = 0;
    while start < n {
        let g = ctx.group[order[start]];
        let size = order[start..]
            .iter()
            .take_while(|&&q| ctx.group[q] == g)
            .count();
        let place = Place {
            first: start as u32 + 1,
            last: (start + size) as u32,
        };
        for &p in &order[start..start + size] {
            let player = ctx.sheet.players[p];
            rows.push(Row {
                player: player.id,
                tpn: player.tpn,
                name: player.name.clone(),
                points: score[p],
                values: columns.iter().map(|c| c[p]).collect(),
                place,
            });
        }
        start += size;
    }
    Ok(Standings {
        round,
        tiebreaks: applied,
        rows,
        notes,
        unranked,
    })
}

/// Standings under the section's own tie-break list.
pub fn section_standings(
    section: &Section,
    round: Option<RoundNo>,
) -> Result<Standings, StandingsError> {
    let tbs = super::code::parse_codes(&section.settings.tiebreaks).map_err(|e| {
        StandingsError::Code {
            section: section.code.clone(),
            source: e,
        }
    })?;
    standings(section, round, &tbs)
}

#[cfg(test)]
mod tests {
    use super::super::code::parse_list;
    use super::super::scores::tests::{B, D, W, round, section};
    use super::*;
    use crate::model::{ByeKind, Outcome};

    #[test]
    fn shared_places() {
        // Everyone draws everything: all share 1-4.
        let mut s = section(4, 1);
        round(&mut s, &[(1, 2, D), (3, 4, D)], &[]);
        let st = standings(&s, None, &parse_list("BH,SB").unwrap()).unwrap();
        let places: Vec<String> = st.rows.iter().map(|r| r.place.to_string()).collect();
        assert_eq!(places, ["1-4", "1-4", "1-4", "1-4"]);
        assert_eq!(
            st.rows.iter().map(|r| r.tpn).collect::<Vec<_>>(),
            [1, 2, 3, 4]
        );
    }

    #[test]
    fn points_then_tiebreaks_in_order() {
        let mut s = section(6, 2);
        round(&mut s, &[(1, 2, W), (3, 4, W), (5, 6, D)], &[]);
        round(&mut s, &[(3, 1, D), (2, 5, B), (4, 6, W)], &[]);
        // Points: 1 1.5, 3 1.5, 5 1.5, 4 1, 2 0, 6 0.5.
        let st = standings(&s, None, &parse_list("BH").unwrap()).unwrap();
        let got: Vec<(u32, String, String)> = st
            .rows
            .iter()
            .map(|r| (r.tpn, r.points.to_string(), r.place.to_string()))
            .collect();
        // BH: 1 = 0 + 1.5 = 1.5; 3 = 1 + 1.5 = 2.5; 5 = 0.5 + 0 = 0.5.
        assert_eq!(got[0], (3, "1.5".to_string(), "1".to_string()));
        assert_eq!(got[1], (1, "1.5".to_string(), "2".to_string()));
        assert_eq!(got[2], (5, "1.5".to_string(), "3".to_string()));
        assert_eq!(got[3].0, 4);
        // After round 1 with no tie-breaks, 1 and 3 share the lead.
        let st1 = standings(&s, Some(1), &[]).unwrap();
        assert_eq!(st1.rows[0].place.to_string(), "1-2");
        assert_eq!(st1.rows[2].place.to_string(), "3-4");
    }

    #[test]
    fn unrated_players_skip_rating_tiebreaks_with_a_note() {
        let mut s = section(2, 1);
        s.players[1].rating = None;
        round(&mut s, &[(1, 2, W)], &[]);
        let st = standings(&s, None, &parse_list("ARO,TPR,BH").unwrap()).unwrap();
        assert_eq!(st.notes.len(), 2);
        assert!(st.notes[0].contains("unrated"), "{:?}", st.notes);
        assert!(st.rows.iter().all(|r| r.values[0] == Some(Value::ZERO)));
        assert_eq!(st.rows[0].values[2], Some(Value(0)));
        assert_eq!(st.rows[1].values[2], Some(Value(100)));
    }

    #[test]
    fn lots_without_a_seed_are_noted() {
        let mut s = section(2, 1);
        round(&mut s, &[(1, 2, D)], &[]);
        let st = standings(&s, None, &parse_list("LOT").unwrap()).unwrap();
        assert!(st.notes[0].contains("not been drawn"));
        assert_eq!(st.rows[0].place.to_string(), "1-2");
        s.settings.lots_seed = Some(7);
        let st = standings(&s, None, &parse_list("LOT").unwrap()).unwrap();
        assert!(st.notes.is_empty());
        assert_eq!(st.rows[1].place.to_string(), "2");
    }

    #[test]
    fn withdrawal_and_double_forfeit() {
        let mut s = section(4, 3);
        round(&mut s, &[(1, 2, W), (3, 4, Outcome::DoubleForfeit)], &[]);
        round(
            &mut s,
            &[(1, 3, W)],
            &[(2, ByeKind::Pab), (4, ByeKind::Absent)],
        );
        round(
            &mut s,
            &[(2, 3, D)],
            &[(1, ByeKind::Pab), (4, ByeKind::Absent)],
        );
        let st = standings(&s, None, &parse_list("BH").unwrap()).unwrap();
        let got: Vec<(u32, String)> = st
            .rows
            .iter()
            .map(|r| (r.tpn, r.points.to_string()))
            .collect();
        assert_eq!(
            got,
            [
                (1, "3".into()),
                (2, "1.5".into()),
                (3, "0.5".into()),
                (4, "0".into())
            ]
        );
        // Player 4 never played: worth 0 + ½ + ½ (withdrawn) to opponents. Player 3's BH:
        // round 1 forfeit loss -> dummy min(own 0.5, 4's adjusted 1.0) = 0.5, round 2 vs 1
        // (3), round 3 vs 2 (1.5) = 5.
        assert_eq!(
            st.rows[2].values[0].map(|v| v.to_string()).as_deref(),
            Some("5")
        );
        assert!(standings(&s, Some(4), &[]).is_err());
    }
}
