//! Teams, line-ups and substitutions. Under MSSM Pahang 3.2.1 a school sends 4 players
//! and a reserve; under 4.1.9 the reserve may replace a player who cannot go on, with
//! the arbiter's consent, and the replaced player may come back later.

use super::error::OpError;
use super::journal::commit;
use super::players::{
    PlayerFields, check_fields, check_future_round, end_absence, player_change, set_line_up,
};
use super::{check_team, find_player, section_index};
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
    let description = format!("{}: new team {} ({})", s.code, team.name, team.code);
    commit(
        t,
        description,
        vec![Change::TeamAdded {
            section: si as u32,
            stash: Some(team),
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
        return Err(OpError::NoChange(format!(
            "team {} is already so",
            before.code
        )));
    }
    let description = format!(
        "{}: team {} is now {} ({})",
        s.code, before.code, after.name, after.code
    );
    commit(
        t,
        description,
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
        return Err(OpError::NoChange(format!(
            "{} is already so placed",
            p.name
        )));
    }
    let place = match (after.team.and_then(|x| s.team(x)), after.board) {
        (Some(x), Some(b)) => format!(
            "team {} board {b}{}",
            x.code,
            if after.reserve { " (reserve)" } else { "" }
        ),
        (Some(x), None) => format!("team {}", x.code),
        _ => "no team".to_string(),
    };
    let description = format!("{}: {} to {place}", s.code, p.name);
    commit(t, description, vec![player_change(si, p, after)])
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
        &format!(
            "a substitution can start at round {} at the earliest",
            super::next_round(s)
        ),
    )?;
    let Some(team) = out.team else {
        return Err(OpError::Invalid(format!("{} is not in a team", out.name)));
    };
    let code = s.team(team).map_or("", |x| x.code.as_str());
    if inc.team != Some(team) {
        return Err(OpError::Invalid(format!(
            "{} is not in team {code}",
            inc.name
        )));
    }
    if outgoing == incoming {
        return Err(OpError::Invalid(format!(
            "{} cannot replace {}self",
            out.name,
            super::pronoun(out)
        )));
    }
    let came_out = s.substitutions.iter().any(|x| x.outgoing == incoming);
    if !inc.reserve && !came_out {
        return Err(OpError::Invalid(format!(
            "{} is not a reserve of team {code}",
            inc.name
        )));
    }
    let Some(k) = inc.absences.iter().position(|a| a.covers(from)) else {
        return Err(OpError::Invalid(format!(
            "{} already plays in round {from}",
            inc.name
        )));
    };
    if inc.entry_round > from {
        return Err(OpError::Invalid(format!(
            "{} only enters at round {}",
            inc.name, inc.entry_round
        )));
    }
    if let Some(b) = out.bye_requests.iter().find(|b| b.round >= from) {
        return Err(OpError::Invalid(format!(
            "{} has a {} requested for round {}; cancel it first",
            out.name,
            super::players::bye_name(b.kind),
            b.round
        )));
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
    let description = format!(
        "{}: from round {from} {} plays for {} ({code})",
        s.code, inc.name, out.name
    );
    let changes = vec![
        player_change(si, out, new_out),
        player_change(si, inc, new_in),
        Change::SubstitutionAdded {
            section: si as u32,
            substitution: sub,
        },
    ];
    commit(t, description, changes)
}

/// Checks a team's name and code against the section and the teams about to be added.
pub(crate) fn checked_team(
    s: &Section,
    id: TeamId,
    name: &str,
    code: Option<&str>,
    pending: &[Team],
) -> Result<Team, OpError> {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(OpError::Invalid("a team needs a name".into()));
    }
    let others = || s.teams.iter().chain(pending).filter(|x| x.id != id);
    if let Some(x) = others().find(|x| x.name.eq_ignore_ascii_case(&name)) {
        return Err(OpError::Invalid(format!(
            "there is already a team {} ({}) in {}",
            x.name, x.code, s.code
        )));
    }
    let code = match code {
        Some(c) => {
            let c = c.trim().to_uppercase();
            if c.is_empty() || c.chars().count() > 8 || c.chars().any(char::is_whitespace) {
                return Err(OpError::Invalid(format!(
                    "team code '{c}' is not valid: use 1 to 8 characters without spaces"
                )));
            }
            if let Some(x) = others().find(|x| x.code.eq_ignore_ascii_case(&c)) {
                return Err(OpError::Invalid(format!(
                    "team code {c} is already used by {} in {}",
                    x.name, s.code
                )));
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

/// A short code from a team's name: the initials of its words (`SK Seri Indah` gives
/// `SSI`), or the first letters of a one-word name, made unique with a number.
pub(crate) fn unique_code(name: &str, taken: &[String]) -> String {
    let words: Vec<&str> = name.split_whitespace().collect();
    let mut base: String = if words.len() > 1 {
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
    base = base.to_uppercase().chars().take(6).collect();
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
}
