//! The facts of an attendance change, as the journal keeps them (`model::Deed`, which
//! words them): a player withdrawn or back, a team member taken out of his team's
//! line-ups or brought back, the roll call marking who did not sign in. The command
//! line prints the English after the change, the desk says it in the screen's language,
//! and the history names the entry in the same words:
//! `L12: withdraw Tan Wei Ming from round 3`, `L12: absent in round 1 (zero-point bye):
//! Priya a/p Raman`.

use crate::model::{Deed, Player, PlayerId, RoundNo, Section};

/// Player `p` of section `s` withdrawn from round `from` on (see [`withdraw`]).
///
/// [`withdraw`]: super::withdraw
pub fn withdrawn(s: &Section, p: &Player, from: RoundNo, back: Option<RoundNo>) -> Deed {
    Deed::Withdrawn {
        section: s.code.clone(),
        name: p.name.clone(),
        from,
        back,
        reserve: false,
    }
}

/// Member `p` of a team-match section withdrawn from round `from` on (see
/// [`withdraw_member`]): a reserve present for his team's line-ups is named one.
///
/// [`withdraw_member`]: super::withdraw_member
pub fn member_out(s: &Section, p: &Player, from: RoundNo) -> Deed {
    Deed::Withdrawn {
        section: s.code.clone(),
        name: p.name.clone(),
        from,
        back: None,
        reserve: super::team_match::lineup_reserve(s, p, from),
    }
}

/// Withdrawn player `p` of section `s` back from round `at` (see [`return_player`]).
///
/// [`return_player`]: super::return_player
pub fn returns(s: &Section, p: &Player, at: RoundNo) -> Deed {
    Deed::Returns {
        section: s.code.clone(),
        name: p.name.clone(),
        from: at,
        reserve: false,
    }
}

/// Withdrawn member `p` of a team-match section back from round `at` (see
/// [`return_member`]): a withdrawn reserve is named one.
///
/// [`return_member`]: super::return_member
pub fn member_back(s: &Section, p: &Player, at: RoundNo) -> Deed {
    Deed::Returns {
        section: s.code.clone(),
        name: p.name.clone(),
        from: at,
        reserve: super::team_match::withdrawn_reserve(p),
    }
}

/// The roll call of `round` in section `s` marking `ids` (see [`mark_absent`]): the
/// players named in the order given, each once.
///
/// [`mark_absent`]: super::mark_absent
pub fn absent(s: &Section, round: RoundNo, ids: &[PlayerId]) -> Deed {
    let mut seen: Vec<PlayerId> = Vec::new();
    let mut names = Vec::new();
    for &id in ids {
        if seen.contains(&id) {
            continue;
        }
        seen.push(id);
        if let Some(p) = s.player(id) {
            names.push(p.name.clone());
        }
    }
    Deed::Absent {
        section: s.code.clone(),
        round,
        rule: s.settings.roll_call,
        names,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Language, RollCallRule};

    fn said(d: &Deed) -> (String, String) {
        (d.say(Language::English), d.say(Language::Malay))
    }

    fn withdrawn(back: Option<RoundNo>, reserve: bool) -> Deed {
        Deed::Withdrawn {
            section: "L12".into(),
            name: "Tan Wei Ming".into(),
            from: 3,
            back,
            reserve,
        }
    }

    #[test]
    fn a_withdrawal_is_said_with_section_round_and_player_in_both_languages() {
        assert_eq!(
            said(&withdrawn(None, false)),
            (
                "L12: withdraw Tan Wei Ming from round 3".into(),
                "L12: Tan Wei Ming tarik diri mulai pusingan 3".into()
            )
        );
        assert_eq!(
            said(&withdrawn(Some(5), false)),
            (
                "L12: withdraw Tan Wei Ming from round 3, back at round 5".into(),
                "L12: Tan Wei Ming tarik diri mulai pusingan 3, kembali pada pusingan 5".into()
            )
        );
    }

    #[test]
    fn a_reserve_withdrawn_or_back_is_named_a_reserve() {
        assert_eq!(
            said(&withdrawn(None, true)),
            (
                "L12: withdraw reserve Tan Wei Ming from round 3".into(),
                "L12: simpanan Tan Wei Ming tarik diri mulai pusingan 3".into()
            )
        );
        let back = Deed::Returns {
            section: "T12".into(),
            name: "Priya a/p Raman".into(),
            from: 4,
            reserve: true,
        };
        assert_eq!(
            said(&back),
            (
                "T12: reserve Priya a/p Raman back from round 4".into(),
                "T12: simpanan Priya a/p Raman kembali mulai pusingan 4".into()
            )
        );
    }

    #[test]
    fn a_return_is_said_in_both_languages() {
        let back = Deed::Returns {
            section: "L12".into(),
            name: "Tan Wei Ming".into(),
            from: 3,
            reserve: false,
        };
        assert_eq!(
            said(&back),
            (
                "L12: Tan Wei Ming back from round 3".into(),
                "L12: Tan Wei Ming kembali mulai pusingan 3".into()
            )
        );
    }

    #[test]
    fn the_roll_call_is_said_by_the_sections_rule_in_both_languages() {
        let absent = |rule| Deed::Absent {
            section: "L12".into(),
            round: 1,
            rule,
            names: vec!["Ahmad bin Ismail".into(), "Priya a/p Raman".into()],
        };
        assert_eq!(
            said(&absent(RollCallRule::ZeroBye)),
            (
                "L12: absent in round 1 (zero-point bye): Ahmad bin Ismail, Priya a/p Raman".into(),
                "L12: tidak hadir dalam pusingan 1 (bai kosong): Ahmad bin Ismail, Priya a/p \
                 Raman"
                    .into()
            )
        );
        assert_eq!(
            said(&absent(RollCallRule::Withdraw)),
            (
                "L12: absent in round 1 (withdrawn from round 1 on): Ahmad bin Ismail, Priya \
                 a/p Raman"
                    .into(),
                "L12: tidak hadir dalam pusingan 1 (tarik diri mulai pusingan 1): Ahmad bin \
                 Ismail, Priya a/p Raman"
                    .into()
            )
        );
    }
}
