//! Team-match commands: `catur team-match`, `catur lineup`, `catur team-forfeit`, and
//! `catur pair FILE --section CODE` for a team-match section. Board results go through
//! `catur result` with the board numbers the pairing prints (`#` column).

use super::args::TeamMatchArgs;
use super::lookup::{find_section, resolve_player};
use super::{CliError, change, load};
use crate::model::{
    ColourPreferences, Language, PlayerId, Section, TeamId, TeamMatchSettings, TeamRanking,
    TeamSystem, Tournament,
};
use crate::ops;
use std::io::Write;
use std::path::Path;

fn w(out: &mut dyn Write, text: std::fmt::Arguments<'_>) {
    let _ = out.write_fmt(text);
}

/// Whether the file's section is played as team matches (false when unreadable: the
/// ordinary command then reports the problem).
pub fn is_team_section(file: &Path, section: &str) -> bool {
    load(file).is_ok_and(|t| t.section(section).is_some_and(|s| s.team_match.is_some()))
}

fn team_by_code(s: &Section, code: &str) -> Result<TeamId, CliError> {
    s.teams
        .iter()
        .find(|t| t.code.eq_ignore_ascii_case(code.trim()))
        .map(|t| t.id)
        .ok_or_else(|| {
            let known: Vec<&str> = s.teams.iter().map(|t| t.code.as_str()).collect();
            CliError::Usage(format!(
                "no team '{code}' in {} (teams: {})",
                s.code,
                known.join(" ")
            ))
        })
}

/// `catur team-match FILE --section CODE [...]`: the team-match settings (the flags of
/// the settings list's team-match entries) as one change; a section not yet played as
/// team matches becomes one (4 boards, a Swiss, unless the flags say otherwise).
pub fn settings(
    a: TeamMatchArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let section = a.section.clone();
    let given = &a.settings.given;
    let (settings, _) = change(&a.file, err, |t| {
        let s = find_section(t, &section)?;
        let new = || TeamMatchSettings::new(4, TeamSystem::Swiss);
        let mut v = ops::SettingValues::of(s);
        v.team = Some(v.team.take().unwrap_or_else(new));
        for (setting, text) in given {
            (setting.set)(&mut v, text)
                .map_err(|_| CliError::Usage(super::setting_flags::unread(setting, text)))?;
        }
        let st = v.team.unwrap_or_else(new);
        ops::set_team_match(t, &section, st.clone())?;
        Ok(st)
    })?;
    let system = match settings.system {
        TeamSystem::Swiss => "Swiss (C.04.6)".to_string(),
        TeamSystem::RoundRobin { double: false } => "round robin".to_string(),
        TeamSystem::RoundRobin { double: true } => "double round robin".to_string(),
    };
    let subs = match settings.substitutions_until {
        None => "any round".to_string(),
        Some(k) => format!("up to round {}", k.max(1)),
    };
    w(
        out,
        format_args!(
            "{section}: team matches, {} boards, {system}, ranked by {} then {}; new players in \
             line-ups: {subs}; board prizes from {} games{}\n",
            settings.boards,
            match settings.ranking {
                TeamRanking::MatchPoints => "match points",
                TeamRanking::GamePoints => "game points",
            },
            settings.tiebreaks.join(", "),
            settings.board_prize_min_games,
            match settings.colour_preferences {
                ColourPreferences::TypeA => "",
                ColourPreferences::TypeB => "; Type B colour preferences (C.04.6 1.7.2)",
            }
        ),
    );
    Ok(super::exit::OK)
}

/// `catur lineup FILE --section CODE --round N --team CODE P1 P2 ...`.
pub fn lineup(
    file: &Path,
    section: &str,
    round: u32,
    team: &str,
    players: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let (names, _) = change(file, err, |t| {
        let s = find_section(t, section)?;
        let team_id = team_by_code(s, team)?;
        let ids = players
            .iter()
            .map(|p| resolve_player(s, p))
            .collect::<Result<Vec<_>, _>>()?;
        let names: Vec<String> = ids
            .iter()
            .filter_map(|id| s.player(*id).map(|p| p.name.clone()))
            .collect();
        ops::set_lineup(t, section, round, team_id, ids)?;
        Ok(names)
    })?;
    w(out, format_args!("{section} round {round}, team {team}:\n"));
    for (k, n) in names.iter().enumerate() {
        w(out, format_args!("  board {}: {n}\n", k + 1));
    }
    Ok(super::exit::OK)
}

/// `catur team-forfeit FILE --section CODE --round N --match M --team CODE`.
pub fn forfeit(
    file: &Path,
    section: &str,
    round: u32,
    match_no: usize,
    team: &str,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let (said, _) = change(file, err, |t| {
        let s = find_section(t, section)?;
        let team_id = team_by_code(s, team)?;
        let code = s.team(team_id).map_or(team, |x| x.code.as_str());
        let said = ops::team_forfeit_said(&s.code, round, match_no, code, Language::English);
        ops::team_forfeit(t, section, round, match_no, team_id)?;
        Ok(said)
    })?;
    w(out, format_args!("{said}\n"));
    Ok(super::exit::OK)
}

/// `catur pair FILE --section CODE` for a team-match section: pairs the next round of
/// matches, saves, and prints the matches (team numbers, the engine format: number of
/// matches, then `WHITE BLACK`, the bye as `TEAM 0`), the boards, and the explanation.
pub fn pair(
    file: &Path,
    section: &str,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    // Worked out on the file as read, outside its lock; published under it if the
    // section is still as it was (see `files::paired`).
    let (round, explanation, t) = super::files::paired(file, section, err)?;
    print_round(&t, section, round, out);
    w(out, format_args!("\n"));
    for line in explanation {
        w(out, format_args!("{line}\n"));
    }
    Ok(super::exit::OK)
}

fn print_round(t: &Tournament, section: &str, round: u32, out: &mut dyn Write) {
    let Some(s) = t.section(section) else { return };
    let Some(tm) = s.team_match.as_deref() else {
        return;
    };
    let order = ops::team_order(s, tm.settings.boards);
    let number = |id: TeamId| order.iter().position(|x| *x == id).map_or(0, |k| k + 1);
    let matches = ops::round_matches(t, section, round);
    w(out, format_args!("{}\n", matches.len()));
    for m in matches {
        w(
            out,
            format_args!("{} {}\n", number(m.white), m.black.map_or(0, number)),
        );
    }
    w(out, format_args!("\n{} round {round}:\n", s.code));
    let code = |id: TeamId| s.team(id).map_or(String::new(), |x| x.code.clone());
    let name = |id: Option<&PlayerId>| {
        id.and_then(|id| s.player(*id))
            .map_or("-".to_string(), |p| format!("{:>3} {}", p.tpn, p.name))
    };
    for (i, m) in matches.iter().enumerate() {
        let Some(black) = m.black else {
            w(
                out,
                format_args!("match {}: {} bye\n", i + 1, code(m.white)),
            );
            continue;
        };
        w(
            out,
            format_args!("match {}: {} - {}\n", i + 1, code(m.white), code(black)),
        );
        for k in 0..m.white_players.len().max(m.black_players.len()) {
            let global = if k < m.games() {
                format!("{:>3}", m.first_board as usize + k + 1)
            } else {
                "  -".to_string()
            };
            let (a, b) = (name(m.white_players.get(k)), name(m.black_players.get(k)));
            let (white, black) = if k % 2 == 0 { (a, b) } else { (b, a) };
            w(
                out,
                format_args!("  board {} (#{global}): {white:<30} - {black}\n", k + 1),
            );
        }
    }
}
