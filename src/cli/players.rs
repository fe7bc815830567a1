//! The desk's player and team actions on the command line: `players add|edit|withdraw|
//! return|substitute|delete|absent` and `teams add|edit`. Each is one transaction
//! through the same operation as the desk (so the same typed refusals, one journal
//! entry, undone by `catur undo`), and says what it did in the journal's words. Exit 0
//! done, 1 refused by the rules (the file untouched), 2 a player, team or value the
//! command line names wrongly, 3 a bad championship file, 4 not saved.

use super::args::{PlayerFieldArgs, PlayersCommand, TeamsCommand};
use super::lookup::{find_section, find_team, resolve_player};
use super::values::SexArg;
use super::{CliError, change};
use crate::model::{Date, Deed, Language, Section, Sex, TeamId, Tournament};
use crate::ops::{self, OpError, PlayerFields, attendance_done};
use std::io::Write;
use std::path::Path;

/// Runs one of the player actions (`list` and `import` are elsewhere).
pub fn run(cmd: PlayersCommand, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, CliError> {
    let said = match cmd {
        PlayersCommand::Add {
            file,
            section,
            name,
            fields,
            reserve,
            filler,
        } => add(&file, &section, name, &fields, reserve, filler, err)?,
        PlayersCommand::Edit {
            file,
            section,
            player,
            name,
            fields,
            reserve,
            not_reserve,
            no_team,
            filler,
            not_filler,
        } => {
            let reserve = match (reserve, not_reserve) {
                (true, _) => Some(true),
                (_, true) => Some(false),
                _ => None,
            };
            let filler = match (filler, not_filler) {
                (true, _) => Some(true),
                (_, true) => Some(false),
                _ => None,
            };
            let edit = Edit {
                name,
                fields: &fields,
                reserve,
                no_team,
                filler,
            };
            journaled(&file, err, |t| {
                let s = find_section(t, &section)?;
                let id = resolve_player(s, &player)?;
                let p = fields_of(s, id)?;
                let (f, school) = edit.apply(s, p)?;
                match school {
                    Some(school) => {
                        let code = fields.team_code.as_deref();
                        ops::edit_player_with_team(t, &section, id, f, &school, code)?;
                        Ok(())
                    }
                    None => Ok(ops::edit_player(t, &section, id, f)?),
                }
            })?
        }
        PlayersCommand::Withdraw {
            file,
            section,
            player,
            from_round,
        } => said(&file, err, |t| {
            let s = find_section(t, &section)?;
            let id = resolve_player(s, &player)?;
            let p = player_of(s, id)?;
            let from = from_round.unwrap_or(s.rounds_paired() + 1);
            if s.team_match.is_some() {
                let done = attendance_done::member_out(s, p, from);
                ops::withdraw_member(t, &section, id, from)?;
                Ok(done)
            } else {
                let done = attendance_done::withdrawn(s, p, from, None);
                ops::withdraw(t, &section, id, from, None)?;
                Ok(done)
            }
        })?,
        PlayersCommand::Return {
            file,
            section,
            player,
            from_round,
        } => said(&file, err, |t| {
            let s = find_section(t, &section)?;
            let id = resolve_player(s, &player)?;
            let p = player_of(s, id)?;
            let at = from_round.unwrap_or(s.rounds_paired() + 1);
            if s.team_match.is_some() {
                let done = attendance_done::member_back(s, p, at);
                ops::return_member(t, &section, id, at)?;
                Ok(done)
            } else {
                let done = attendance_done::returns(s, p, at);
                ops::return_player(t, &section, id, at)?;
                Ok(done)
            }
        })?,
        PlayersCommand::Substitute {
            file,
            section,
            round,
            reserve,
            outgoing,
        } => journaled(&file, err, |t| {
            let s = find_section(t, &section)?;
            let incoming = resolve_player(s, &reserve)?;
            let out = resolve_player(s, &outgoing)?;
            Ok(ops::substitute(t, &section, out, incoming, round)?)
        })?,
        PlayersCommand::Delete {
            file,
            section,
            player,
        } => journaled(&file, err, |t| {
            let s = find_section(t, &section)?;
            let id = resolve_player(s, &player)?;
            ops::remove_player(t, &section, id).map_err(|e| match e {
                OpError::RemoveAfterPairing { .. } => CliError::Refused(format!(
                    "{e}: catur players withdraw FILE --section {} {player}",
                    section.to_ascii_uppercase()
                )),
                e => e.into(),
            })
        })?,
        PlayersCommand::Absent {
            file,
            section,
            round,
            players,
        } => said(&file, err, |t| {
            let s = find_section(t, &section)?;
            let ids = players
                .iter()
                .map(|p| resolve_player(s, p))
                .collect::<Result<Vec<_>, _>>()?;
            let done = attendance_done::absent(s, round, &ids);
            ops::mark_absent(t, &section, round, &ids)?;
            Ok(done)
        })?,
        PlayersCommand::List { .. } | PlayersCommand::Import { .. } => {
            return Err(CliError::Usage("not a player action".into()));
        }
    };
    let _ = writeln!(out, "{said}");
    Ok(super::exit::OK)
}

/// `catur teams add|edit`.
pub fn teams(cmd: TeamsCommand, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, CliError> {
    let said = match cmd {
        TeamsCommand::Add {
            file,
            section,
            code,
            name,
        } => journaled(&file, err, |t| {
            let s = find_section(t, &section)?;
            let code = code.unwrap_or_else(|| ops::offer_team_code(s, &name));
            ops::add_team(t, &section, &name, Some(&code))?;
            Ok(())
        })?,
        TeamsCommand::Edit {
            file,
            section,
            code,
            name,
            new_code,
        } => {
            if name.is_none() && new_code.is_none() {
                return Err(CliError::Usage(
                    "give the team's new --name, its --new-code, or both".into(),
                ));
            }
            journaled(&file, err, |t| {
                let s = find_section(t, &section)?;
                let id = find_team(s, &code)?;
                let team = s
                    .team(id)
                    .cloned()
                    .ok_or_else(|| CliError::Usage(format!("no team '{code}' in {}", s.code)))?;
                let name = name.as_deref().unwrap_or(&team.name);
                let new_code = new_code.as_deref().unwrap_or(&team.code);
                Ok(ops::edit_team(t, &section, id, name, new_code)?)
            })?
        }
    };
    let _ = writeln!(out, "{said}");
    Ok(super::exit::OK)
}

/// Runs `op` as one transaction and returns the journal's words for what it did.
fn journaled(
    file: &Path,
    err: &mut dyn Write,
    op: impl FnOnce(&mut Tournament) -> Result<(), CliError>,
) -> Result<String, CliError> {
    let ((), t) = change(file, err, op)?;
    Ok(last_said(&t))
}

/// Runs `op`, an attendance change, as one transaction and returns its message in
/// English (the words the desk says, and the journal's).
fn said(
    file: &Path,
    err: &mut dyn Write,
    op: impl FnOnce(&mut Tournament) -> Result<Deed, CliError>,
) -> Result<String, CliError> {
    let (done, _) = change(file, err, op)?;
    Ok(done.say(Language::English))
}

fn last_said(t: &Tournament) -> String {
    ops::journal_entries(t)
        .last()
        .map(|h| h.description.clone())
        .unwrap_or_default()
}

/// `players add`: with `--school` naming no team of the section, the team comes with
/// the player in one change.
fn add(
    file: &Path,
    section: &str,
    name: String,
    args: &PlayerFieldArgs,
    reserve: bool,
    filler: bool,
    err: &mut dyn Write,
) -> Result<String, CliError> {
    let mut fields = PlayerFields::named(name);
    fields.reserve = reserve;
    fields.filler = filler;
    read_fields(args, &mut fields)?;
    let (id, t) = change(file, err, |t| {
        let s = find_section(t, section)?;
        Ok(match team_of(s, args)? {
            Placed::Team(team) => {
                fields.team = team;
                ops::add_player(t, section, fields)?
            }
            Placed::NewSchool(school) => {
                let code = args.team_code.as_deref();
                ops::add_player_with_team(t, section, fields, &school, code)?.0
            }
        })
    })?;
    // The number to name the player by in the next commands.
    let tpn = t
        .section(section)
        .and_then(|s| s.player(id))
        .map_or(0, |p| p.tpn);
    let number = if tpn > 0 {
        format!("pairing number {tpn}, #{}", id.0)
    } else {
        format!("#{}", id.0)
    };
    Ok(format!("{}; {number}", last_said(&t)))
}

/// What `players edit` changes.
struct Edit<'a> {
    name: Option<String>,
    fields: &'a PlayerFieldArgs,
    reserve: Option<bool>,
    no_team: bool,
    filler: Option<bool>,
}

impl Edit<'_> {
    /// The fields after the edit, and the school new to the section whose team comes
    /// with the player (`--school` naming no team of the section).
    fn apply(
        &self,
        s: &Section,
        mut f: PlayerFields,
    ) -> Result<(PlayerFields, Option<String>), CliError> {
        if let Some(n) = &self.name {
            f.name.clone_from(n);
        }
        read_fields(self.fields, &mut f)?;
        if let Some(r) = self.reserve {
            f.reserve = r;
        }
        if let Some(filler) = self.filler {
            f.filler = filler;
        }
        if self.no_team {
            f.team = None;
            f.board = None;
            f.reserve = false;
        }
        match team_of(s, self.fields)? {
            Placed::Team(Some(team)) => {
                if f.team != Some(team) && self.fields.board.is_none() {
                    // A board of the old team means nothing in the new one.
                    f.board = None;
                }
                f.team = Some(team);
            }
            Placed::Team(None) => {}
            Placed::NewSchool(school) => {
                if self.fields.board.is_none() {
                    f.board = None;
                }
                return Ok((f, Some(school)));
            }
        }
        Ok((f, None))
    }
}

/// The player's fields as they stand.
fn fields_of(s: &Section, id: crate::model::PlayerId) -> Result<PlayerFields, CliError> {
    player_of(s, id).map(PlayerFields::of)
}

fn player_of(s: &Section, id: crate::model::PlayerId) -> Result<&crate::model::Player, CliError> {
    s.player(id)
        .ok_or_else(|| CliError::Usage(format!("no player #{} in {}", id.0, s.code)))
}

/// Where `--team` or `--school` puts the player.
enum Placed {
    /// A team of the section (None: neither was given).
    Team(Option<TeamId>),
    /// A school with no team in the section yet.
    NewSchool(String),
}

fn team_of(s: &Section, args: &PlayerFieldArgs) -> Result<Placed, CliError> {
    if let Some(code) = &args.team {
        return Ok(Placed::Team(Some(find_team(s, code)?)));
    }
    let Some(school) = &args.school else {
        return Ok(Placed::Team(None));
    };
    let school = school.trim();
    match s.teams.iter().find(|x| x.name.eq_ignore_ascii_case(school)) {
        Some(x) if args.team_code.is_some() => Err(CliError::Usage(format!(
            "{} already has the team {} ({}); --team-code is only for a new school",
            s.code, x.name, x.code
        ))),
        Some(x) => Ok(Placed::Team(Some(x.id))),
        None => Ok(Placed::NewSchool(school.to_string())),
    }
}

/// The typed fields given on the command line over `f` (team and school apart).
fn read_fields(args: &PlayerFieldArgs, f: &mut PlayerFields) -> Result<(), CliError> {
    if let Some(b) = args.board {
        f.board = Some(b);
    }
    if let Some(x) = args.sex {
        f.sex = Some(match x {
            SexArg::M => Sex::Male,
            SexArg::F => Sex::Female,
        });
    }
    if let Some(text) = &args.born {
        let d = text.trim().parse::<Date>().map_err(|e| {
            CliError::Usage(format!(
                "--born '{text}': {e} (YYYY, YYYY/MM or YYYY/MM/DD)"
            ))
        })?;
        f.birth = Some(d);
    }
    if let Some(r) = args.rating {
        f.rating = Some(r);
    }
    if let Some(id) = args.fide_id {
        f.fide_id = Some(id);
    }
    Ok(())
}
