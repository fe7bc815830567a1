//! Teams, line-ups and substitutions. Under MSSM Pahang 3.2.1 a school sends 4 players
//! and a reserve; under 4.1.9 the reserve may replace a player who cannot go on, with
//! the arbiter's consent, and the replaced player may come back later.

use super::attendance::{check_future_round, end_absence, set_line_up};
use super::error::OpError;
use super::journal::commit;
use super::players::{PlayerFields, check_fields, player_change};
use super::why::{Hint, Same, TextField, Why, clean};
use super::{check_team, find_player, section_index};
use crate::model::Deed;
use crate::model::{
    Change, PlayerId, PlayerStatus, RoundNo, Section, Substitution, Team, TeamId, Tournament,
};

/// Adds a team; without a code one is made from the name's initials.
pub fn add_team(
    t: &mut Tournament,
    section: &str,
    name: &str,
    code: Option<&str>,
) -> Result<TeamId, OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let id = TeamId(s.next_team_id);
    let team = checked_team(s, id, name, code, &[])?;
    let deed = Deed::TeamAdded {
        section: s.code.clone(),
        name: team.name.clone(),
        code: team.code.clone(),
    };
    commit(
        t,
        deed,
        vec![Change::TeamsAdded {
            section: si as u32,
            count: 1,
            stash: vec![team],
        }],
    )?;
    Ok(id)
}

/// Renames a team or changes its code.
pub fn edit_team(
    t: &mut Tournament,
    section: &str,
    id: TeamId,
    name: &str,
    code: &str,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    check_team(s, id)?;
    let before = s
        .teams
        .iter()
        .find(|x| x.id == id)
        .cloned()
        .ok_or(OpError::NoTeam {
            section: s.code.clone(),
            id: id.0,
        })?;
    let after = checked_team(s, id, name, Some(code), &[])?;
    if after == before {
        return Err(OpError::NoChange(Same::Team {
            code: before.code.clone(),
        }));
    }
    let deed = Deed::TeamEdited {
        section: s.code.clone(),
        was: before.code.clone(),
        name: after.name.clone(),
        code: after.code.clone(),
    };
    commit(
        t,
        deed,
        vec![Change::Team {
            section: si as u32,
            before,
            after,
        }],
    )
}

/// Puts a player in a team at a board (or out of any team with `team: None`).
pub fn assign_to_team(
    t: &mut Tournament,
    section: &str,
    player: PlayerId,
    team: Option<TeamId>,
    board: Option<u8>,
    reserve: bool,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let p = find_player(s, player)?;
    let fields = PlayerFields {
        team,
        board,
        reserve,
        ..PlayerFields::of(p)
    };
    let fields = check_fields(s, fields, Some(player), &[])?;
    let mut after = p.clone();
    after.team = fields.team;
    after.board = fields.board;
    after.reserve = fields.reserve;
    if after.reserve != p.reserve {
        let playing = !after.reserve;
        set_line_up(&mut after, playing, super::next_round(s));
    }
    if &after == p {
        return Err(OpError::NoChange(Same::Placed {
            name: p.name.clone(),
        }));
    }
    let deed = Deed::Placed {
        section: s.code.clone(),
        name: p.name.clone(),
        team: after.team.and_then(|x| s.team(x)).map(|x| x.code.clone()),
        board: after.board,
        reserve: after.reserve,
    };
    commit(t, deed, vec![player_change(si, p, after)])
}

/// From round `from` (not yet paired) `incoming` plays instead of `outgoing`. The
/// incoming player is the team's reserve, or a player who was substituted out earlier
/// and now comes back. The outgoing player is out from that round until substituted in
/// again (or returned by the arbiter).
pub fn substitute(
    t: &mut Tournament,
    section: &str,
    outgoing: PlayerId,
    incoming: PlayerId,
    from: RoundNo,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let out = find_player(s, outgoing)?;
    let inc = find_player(s, incoming)?;
    check_future_round(
        s,
        from,
        Hint::SubstituteFrom {
            round: super::next_round(s),
        },
    )?;
    let Some(team) = out.team else {
        return Err(OpError::Invalid(Why::NotInATeam {
            name: out.name.clone(),
        }));
    };
    let code = s.team(team).map_or("", |x| x.code.as_str());
    if inc.team != Some(team) {
        return Err(OpError::Invalid(Why::NotInTeam {
            name: inc.name.clone(),
            team: code.to_string(),
        }));
    }
    if outgoing == incoming {
        return Err(OpError::Invalid(Why::ReplaceSelf {
            name: out.name.clone(),
            pronoun: super::pronoun(out),
        }));
    }
    let came_out = s.substitutions.iter().any(|x| x.outgoing == incoming);
    if !inc.reserve && !came_out {
        return Err(OpError::Invalid(Why::NotAReserve {
            name: inc.name.clone(),
            team: code.to_string(),
        }));
    }
    let Some(k) = inc.absences.iter().position(|a| a.covers(from)) else {
        return Err(OpError::Invalid(Why::AlreadyPlays {
            name: inc.name.clone(),
            round: from,
        }));
    };
    if inc.entry_round > from {
        return Err(OpError::Invalid(Why::EntersLater {
            name: inc.name.clone(),
            round: inc.entry_round,
        }));
    }
    if let Some(b) = out.bye_requests.iter().find(|b| b.round >= from) {
        return Err(OpError::Invalid(Why::ByeRequested {
            name: out.name.clone(),
            kind: b.kind,
            round: b.round,
        }));
    }
    let mut new_in = inc.clone();
    end_absence(&mut new_in, k, from);
    let mut new_out = out.clone();
    match out.status(from) {
        PlayerStatus::Withdrawn => {
            // Already out (ill, say): keep him out until he is brought back.
            if let Some(a) = new_out.absences.iter_mut().find(|a| a.covers(from)) {
                a.until = None;
            }
            new_out.absences.retain(|a| a.from <= from);
        }
        _ => set_line_up(&mut new_out, false, from),
    }
    let sub = Substitution {
        team,
        from_round: from,
        incoming,
        outgoing,
    };
    let deed = Deed::Substitution {
        section: s.code.clone(),
        from,
        incoming: inc.name.clone(),
        outgoing: out.name.clone(),
        team: code.to_string(),
    };
    let changes = vec![
        player_change(si, out, new_out),
        player_change(si, inc, new_in),
        Change::SubstitutionAdded {
            section: si as u32,
            substitution: sub,
        },
    ];
    commit(t, deed, changes)
}

/// Checks a team's name and code against the section and the teams about to be added.
pub(crate) fn checked_team(
    s: &Section,
    id: TeamId,
    name: &str,
    code: Option<&str>,
    pending: &[Team],
) -> Result<Team, OpError> {
    clean(TextField::TeamName, name.trim())?;
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(OpError::Invalid(Why::TeamNeedsName));
    }
    let others = || s.teams.iter().chain(pending).filter(|x| x.id != id);
    if let Some(x) = others().find(|x| x.name.eq_ignore_ascii_case(&name)) {
        return Err(OpError::Invalid(Why::TeamNameUsed {
            name: x.name.clone(),
            code: x.code.clone(),
            section: s.code.clone(),
        }));
    }
    let code = match code {
        Some(c) => {
            clean(TextField::TeamCode, c.trim())?;
            let c = c.trim().to_uppercase();
            if c.is_empty() || c.chars().count() > 8 || c.chars().any(char::is_whitespace) {
                return Err(OpError::Invalid(Why::BadTeamCode { code: c.clone() }));
            }
            if let Some(x) = others().find(|x| x.code.eq_ignore_ascii_case(&c)) {
                return Err(OpError::Invalid(Why::TeamCodeUsed {
                    code: c.clone(),
                    team: x.name.clone(),
                    section: s.code.clone(),
                }));
            }
            c
        }
        None => unique_code(
            &name,
            &others().map(|x| x.code.to_uppercase()).collect::<Vec<_>>(),
        ),
    };
    Ok(Team { id, name, code })
}

/// The code offered for a new school's team: the school type's letters kept whole (a
/// word in capitals of up to four letters, as `SK`, `SMK`, `SJKC`) and the initials of
/// the other words, so `SK Seri Indah` gives `SKSI`; at most 8 characters, made unique
/// in the section with a number. The arbiter may type another.
pub fn offer_team_code(s: &Section, name: &str) -> String {
    let mut code = String::new();
    for w in name.split_whitespace() {
        let letters: Vec<char> = w.chars().filter(|c| c.is_alphanumeric()).collect();
        let short_capitals =
            (2..=4).contains(&letters.len()) && letters.iter().all(|c| c.is_uppercase());
        if short_capitals {
            code.extend(letters);
        } else if let Some(c) = letters.first() {
            code.push(*c);
        }
    }
    let taken: Vec<String> = s.teams.iter().map(|x| x.code.to_uppercase()).collect();
    numbered(&code, &taken)
}

/// A short code from a team's name: the initials of its words (`SK Seri Indah` gives
/// `SSI`), or the first letters of a one-word name, made unique with a number.
pub(crate) fn unique_code(name: &str, taken: &[String]) -> String {
    let words: Vec<&str> = name.split_whitespace().collect();
    let base: String = if words.len() > 1 {
        words
            .iter()
            .filter_map(|w| w.chars().find(|c| c.is_alphanumeric()))
            .collect()
    } else {
        name.chars()
            .filter(|c| c.is_alphanumeric())
            .take(4)
            .collect()
    };
    numbered(&base, taken)
}

/// A code's letters in capitals (at most 6, `T` when there are none), with a number
/// after them when another team of the section has the code already.
fn numbered(letters: &str, taken: &[String]) -> String {
    let mut base: String = letters.to_uppercase().chars().take(6).collect();
    if base.is_empty() {
        base = "T".into();
    }
    if !taken.contains(&base) {
        return base;
    }
    (2..)
        .map(|n| format!("{base}{n}"))
        .find(|c| !taken.contains(c))
        .unwrap_or(base)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_come_from_initials_and_stay_unique() {
        assert_eq!(unique_code("SK Seri Indah", &[]), "SSI");
        assert_eq!(unique_code("Kuantan", &[]), "KUAN");
        assert_eq!(unique_code("SK Seri Indah", &["SSI".into()]), "SSI2");
        assert_eq!(
            unique_code("SK Seri Indah", &["SSI".into(), "SSI2".into()]),
            "SSI3"
        );
        assert_eq!(unique_code("--", &[]), "T");
    }

    #[test]
    fn a_new_school_is_offered_its_type_and_initials() {
        let mut s = Section::new("L12", "Lelaki Bawah 12", 5);
        assert_eq!(offer_team_code(&s, "SK Seri Indah"), "SKSI");
        assert_eq!(offer_team_code(&s, "SMK Air Putih"), "SMKAP");
        assert_eq!(offer_team_code(&s, "Sekolah Kebangsaan Kuantan"), "SKK");
        assert_eq!(offer_team_code(&s, "(-)"), "T");
        s.teams.push(Team {
            id: TeamId(1),
            name: "SK Seri Intan".into(),
            code: "SKSI".into(),
        });
        assert_eq!(offer_team_code(&s, "SK Seri Indah"), "SKSI2");
    }
}

#[cfg(test)]
mod op_tests {
    use super::*;
    use crate::model::{ByeKind, Sex, Sport};
    use crate::ops::test_support::{pair, refused};
    use crate::ops::{
        PlayerFields, add_player, assign_tpns, available_players, create_section, undo,
    };

    #[test]
    fn team_names_and_codes_are_unique() {
        let mut t = Tournament::new("Kejohanan");
        create_section(&mut t, "L12", "Lelaki B12", 5, Sport::Chess).unwrap();
        let a = add_team(&mut t, "L12", "SK Seri Indah", None).unwrap();
        assert_eq!(t.section("L12").unwrap().team(a).unwrap().code, "SSI");
        assert_eq!(
            refused(&mut t, |t| add_team(t, "L12", "sk seri indah", None)),
            "there is already a team SK Seri Indah (SSI) in L12"
        );
        assert_eq!(
            refused(&mut t, |t| add_team(
                t,
                "L12",
                "SMK Sultan Ismail",
                Some("ssi")
            )),
            "team code SSI is already used by SK Seri Indah in L12"
        );
        assert_eq!(
            refused(&mut t, |t| add_team(t, "L12", " ", None)),
            "a team needs a name"
        );
        assert_eq!(
            refused(&mut t, |t| add_team(t, "L12", "SK Bukit", Some("S K"))),
            "team code 'S K' is not valid: use 1 to 8 characters without spaces"
        );
        let b = add_team(&mut t, "L12", "SMK Sultan Ismail", None).unwrap();
        assert_eq!(t.section("L12").unwrap().team(b).unwrap().code, "SSI2");
        edit_team(&mut t, "L12", b, "SMK Sultan Ismail", "SMKSI").unwrap();
        assert_eq!(
            refused(&mut t, |t| edit_team(
                t,
                "L12",
                b,
                "SMK Sultan Ismail",
                "SMKSI"
            )),
            "nothing to change: team SMKSI is already so"
        );
        assert_eq!(
            refused(&mut t, |t| edit_team(t, "L12", TeamId(7), "X", "X")),
            "no team #7 in section L12"
        );
        undo(&mut t).unwrap();
        assert_eq!(t.section("L12").unwrap().team(b).unwrap().code, "SSI2");
    }

    /// A team of four and a reserve, plus a second team of four, all numbered.
    fn two_teams() -> (Tournament, Vec<PlayerId>, Vec<PlayerId>) {
        let mut t = Tournament::new("Kejohanan");
        create_section(&mut t, "L12", "Lelaki B12", 6, Sport::Chess).unwrap();
        let a = add_team(&mut t, "L12", "SK Seri Indah", Some("SKSI")).unwrap();
        let b = add_team(&mut t, "L12", "SK Bukit Tinggi", Some("SKBT")).unwrap();
        let mut ids = (Vec::new(), Vec::new());
        for k in 1..=5u8 {
            let f = PlayerFields {
                team: Some(a),
                board: Some(k),
                sex: Some(Sex::Male),
                reserve: k == 5,
                ..PlayerFields::named(format!("Ahmad {k}"))
            };
            ids.0.push(add_player(&mut t, "L12", f).unwrap());
        }
        for k in 1..=4u8 {
            let f = PlayerFields {
                team: Some(b),
                board: Some(k),
                ..PlayerFields::named(format!("Tan {k}"))
            };
            ids.1.push(add_player(&mut t, "L12", f).unwrap());
        }
        assign_tpns(&mut t, "L12").unwrap();
        (t, ids.0, ids.1)
    }

    #[test]
    fn the_reserve_waits_until_substituted_in() {
        let (mut t, a, b) = two_teams();
        let reserve = a[4];
        assert!(t.section("L12").unwrap().player(reserve).unwrap().reserve);
        assert_eq!(available_players(t.section("L12").unwrap(), 1).len(), 8);
        pair(&mut t, 1);
        assert_eq!(
            refused(&mut t, |t| substitute(t, "L12", a[1], reserve, 1)),
            "round 1 of L12 is already paired; a substitution can start at round 2 at the earliest"
        );
        assert_eq!(
            refused(&mut t, |t| substitute(t, "L12", a[1], b[0], 2)),
            "Tan 1 is not in team SKSI"
        );
        assert_eq!(
            refused(&mut t, |t| substitute(t, "L12", a[1], a[2], 2)),
            "Ahmad 3 is not a reserve of team SKSI"
        );
        assert_eq!(
            refused(&mut t, |t| substitute(t, "L12", a[1], a[1], 2)),
            "Ahmad 2 cannot replace himself"
        );
        substitute(&mut t, "L12", a[1], reserve, 2).unwrap();
        let s = t.section("L12").unwrap();
        assert!(s.player(reserve).unwrap().is_available(2));
        assert!(!s.player(a[1]).unwrap().is_available(2));
        assert_eq!(s.substitutions.len(), 1);
        assert_eq!(
            refused(&mut t, |t| substitute(t, "L12", a[2], reserve, 3)),
            "Ahmad 5 already plays in round 3"
        );
        pair(&mut t, 2);
        pair(&mut t, 3);
        // Ahmad 2 comes back for the reserve at round 4.
        substitute(&mut t, "L12", reserve, a[1], 4).unwrap();
        pair(&mut t, 4);
        let s = t.section("L12").unwrap();
        let played = |id, n| matches!(s.entry(id, n), Some(crate::model::RoundEntry::Game { .. }));
        assert_eq!(
            (1..=4).map(|n| played(a[1], n)).collect::<Vec<_>>(),
            [true, false, false, true]
        );
        assert_eq!(
            (1..=4).map(|n| played(reserve, n)).collect::<Vec<_>>(),
            [false, true, true, false]
        );
        assert_eq!(
            s.round(1).unwrap().entry(reserve),
            Some(crate::model::RoundEntry::Bye(ByeKind::Absent))
        );
        assert_eq!(s.substitutions.len(), 2);
    }

    #[test]
    fn assigning_the_reserve_role() {
        let (mut t, a, b) = two_teams();
        let team_b = t.section("L12").unwrap().player(b[0]).unwrap().team;
        assert_eq!(
            refused(&mut t, |t| assign_to_team(
                t,
                "L12",
                a[0],
                team_b,
                Some(2),
                false
            )),
            "board 2 of team SKBT is already Tan 2's; move the player first"
        );
        assign_to_team(&mut t, "L12", a[0], team_b, Some(5), true).unwrap();
        let p = t.section("L12").unwrap().player(a[0]).unwrap().clone();
        assert!(p.reserve && !p.is_available(1));
        assign_to_team(&mut t, "L12", a[0], team_b, Some(5), false).unwrap();
        assert!(
            t.section("L12")
                .unwrap()
                .player(a[0])
                .unwrap()
                .is_available(1)
        );
        assert_eq!(
            refused(&mut t, |t| assign_to_team(
                t,
                "L12",
                a[0],
                team_b,
                Some(5),
                false
            )),
            "nothing to change: Ahmad 1 is already so placed"
        );
        assign_to_team(&mut t, "L12", a[0], None, None, false).unwrap();
        assert_eq!(t.section("L12").unwrap().player(a[0]).unwrap().team, None);
    }

    #[test]
    fn substitution_refusals_about_the_players() {
        let (mut t, a, b) = two_teams();
        let reserve = a[4];
        let loner = add_player(&mut t, "L12", PlayerFields::named("Siti Zulaikha")).unwrap();
        assert_eq!(
            refused(&mut t, |t| substitute(t, "L12", loner, reserve, 1)),
            "Siti Zulaikha is not in a team"
        );
        crate::ops::request_bye(&mut t, "L12", a[0], 3, ByeKind::Half).unwrap();
        assert_eq!(
            refused(&mut t, |t| substitute(t, "L12", a[0], reserve, 2)),
            "Ahmad 1 has a half-point bye requested for round 3; cancel it first"
        );
        t.sections[0].players[4].entry_round = 3;
        assert_eq!(
            refused(&mut t, |t| substitute(t, "L12", a[1], reserve, 2)),
            "Ahmad 5 only enters at round 3"
        );
        t.sections[0].players[4].entry_round = 1;
        substitute(&mut t, "L12", a[1], reserve, 1).unwrap();
        assert_eq!(
            refused(&mut t, |t| crate::ops::remove_player(t, "L12", reserve)),
            "player 'Ahmad 5' is part of a substitution and cannot be removed"
        );
        let _ = b;
    }
}
