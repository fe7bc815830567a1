//! Finding what a command names in the championship: a section by its code, a team by
//! its code or name, a player by pairing number or `#ID`. Each refusal says what there
//! is to name instead. The commands of every file use these (a leaf of the command
//! line: it uses none of its siblings).

use super::CliError;
use crate::model::{PlayerId, Section, TeamId, Tournament};

/// A section of the championship by its code; the refusal lists the codes there are.
pub fn find_section<'a>(
    t: &'a Tournament,
    code: &str,
) -> Result<&'a crate::model::Section, CliError> {
    t.section(code).ok_or_else(|| {
        let known: Vec<&str> = t.sections.iter().map(|s| s.code.as_str()).collect();
        CliError::Usage(format!(
            "no section '{code}' (sections: {})",
            known.join(" ")
        ))
    })
}

/// A team of the section by its code (or its name).
pub fn find_team(s: &Section, text: &str) -> Result<TeamId, CliError> {
    let text = text.trim();
    s.teams
        .iter()
        .find(|x| x.code.eq_ignore_ascii_case(text))
        .or_else(|| s.teams.iter().find(|x| x.name.eq_ignore_ascii_case(text)))
        .map(|x| x.id)
        .ok_or_else(|| {
            let known: Vec<&str> = s.teams.iter().map(|x| x.code.as_str()).collect();
            CliError::Usage(format!(
                "no team '{text}' in {} (teams: {}); --school NAME enters a new school with \
                 its team",
                s.code,
                if known.is_empty() {
                    "none".to_string()
                } else {
                    known.join(" ")
                }
            ))
        })
}

/// A player named by pairing number, or by `#ID` before pairing numbers are given.
pub fn resolve_player(s: &Section, text: &str) -> Result<PlayerId, CliError> {
    let bad = || CliError::Usage(format!("'{text}' is not a pairing number or #ID"));
    if let Some(id) = text.strip_prefix('#') {
        let id = id.parse::<u32>().map_err(|_| bad())?;
        return s
            .player(PlayerId(id))
            .map(|p| p.id)
            .ok_or_else(|| CliError::Usage(format!("no player #{id} in {}", s.code)));
    }
    let tpn = text.parse::<u32>().map_err(|_| bad())?;
    s.player_by_tpn(tpn)
        .filter(|_| tpn > 0)
        .map(|p| p.id)
        .ok_or_else(|| {
            CliError::Usage(format!("no player with pairing number {tpn} in {}", s.code))
        })
}
