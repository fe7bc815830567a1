//! The section settings on the command line: one flag per entry of
//! [`ops::SECTION_SETTINGS`](crate::ops::SECTION_SETTINGS), named by its key, made at run
//! time (`catur section edit` takes every setting of every section, `catur section
//! byes` the bye rules, `catur team-match` the team-match settings), with the help lines
//! and the English words of a value that does not read.

use super::lookup::find_section;
use super::{CliError, change};
use crate::ops::{self, SECTION_SETTINGS, Scope, Setting, SettingError, SettingKind, SettingValue};
use clap::{Arg, ArgAction, ArgMatches, Command};
use std::io::Write;
use std::marker::PhantomData;
use std::path::Path;

/// The help line of a setting's flag (English, the command line's language).
fn help(key: &str) -> &'static str {
    match key {
        "name" => "The section's name, e.g. \"Lelaki Bawah 12\".",
        "rounds" => "Number of rounds planned (1-30).",
        "points" => "Point system: chess (1-1/2-0), draughts (2-1-0) or football (3-1-0).",
        "win" => "Points for a win.",
        "draw" => "Points for a draw.",
        "loss" => "Points for a loss.",
        "forfeit-win" => "Points for a win by forfeit.",
        "pab" => "Points for the pairing-allocated bye.",
        "half-bye" => "Points for a requested half-point bye.",
        "full-bye" => "Points for a requested full-point bye.",
        "zero-bye" => "Points for a zero-point bye.",
        "preset" => "Tie-break preset: pahang, johor, fide, fmjd.",
        "tiebreaks" => "The tie-break codes in order, e.g. BH-M1,BH,BH-C1.",
        "team-counted" => "How many of a team's best scores count for its total (1-10).",
        "team-tiebreaks" => {
            "The team tie-breaks in order, e.g. SUM1,NEXT,BEST: SUMn is the counted \
             players' sum of the section's n-th tie-break, NEXT the points of the best \
             player not counted, BEST the best individual place."
        }
        "same-team-rounds" => "Keep players of one team apart in rounds 1-N (0: never).",
        "top-seeds-apart" => "Keep the top N seeds apart in round 1 (0: off).",
        "initial-order" => {
            "How pairing numbers are given: board (board value first), rating, \
             rating-board or manual."
        }
        "played-as" => {
            "individual, or team-match (school against school, 4 boards and the team \
             Swiss unless set otherwise); changed only before round 1 is paired."
        }
        "boards" => "Boards per match (default 4, or as set before).",
        "system" => "swiss (FIDE C.04.6), round-robin or double-round-robin.",
        "rank" => "What ranks first: match (match points) or game (game points).",
        "match-tiebreaks" => "Team tie-breaks after the primary score: MP, GP, BH, WINS, BOARDS.",
        "substitutions-until" => {
            "Line-ups may bring in new players up to this round (0: none after round 1, the \
             Johor rule); `none` lifts the limit."
        }
        "board-prize-games" => "Games a player needs on a board for the board prizes.",
        "colour-preference" => {
            "Team Swiss colour preferences (C.04.6 Art. 1.7): a (Type A, simple; the \
             default) or b (Type B, strong and mild)."
        }
        "report-language" => "The language of the printed reports: malay or english.",
        "schedule" => {
            "When each round starts, e.g. \"1=2026-12-06 08:30, 2=2026-12-06 14:30, \
             3=07/12/2026\" (the date year first or day first, the time optional); the \
             whole schedule is replaced, 'none' clears it."
        }
        "max-half-byes" => {
            "Most half-point byes one player may request: a number, or none (no limit)."
        }
        "none-in-last" => {
            "No half- or full-point bye may be requested in the last K rounds (0: off)."
        }
        "roll-call" => {
            "What the roll call (catur players absent, F3 a) does with a player who did not \
             sign in: bye (the zero-point bye of that round; the default) or withdraw \
             (withdrawn from that round on, until brought back with catur players return)."
        }
        "late-entry" => {
            "What the rounds a late entry missed score: zero (TRF Z) or half (half-point \
             byes, TRF H)."
        }
        _ => "",
    }
}

/// The value's name in the help (`N`, `CODES`, ...).
fn value_name(kind: SettingKind) -> &'static str {
    match kind {
        SettingKind::Text => "TEXT",
        SettingKind::Number { .. } => "N",
        SettingKind::NumberOrNone { .. } => "N|none",
        SettingKind::Points => "POINTS",
        SettingKind::Codes | SettingKind::List => "CODES",
        SettingKind::Choice(_) | SettingKind::YesNo => "VALUE",
        SettingKind::Schedule => "R=DATE [HH:MM],...",
    }
}

/// Why a flag's value does not read, in the command line's words.
pub(super) fn unread(setting: &Setting, text: &str) -> String {
    let wanted = match setting.kind {
        SettingKind::Text => "a text".to_string(),
        SettingKind::Number { min, max } if max == u32::MAX => {
            format!("a whole number from {min}")
        }
        SettingKind::Number { min, max } => format!("a whole number {min}-{max}"),
        SettingKind::NumberOrNone { max } => format!("a number 0-{max} or 'none'"),
        SettingKind::Points => "a number of points such as 1 or 0.5".to_string(),
        SettingKind::Choice(_) | SettingKind::YesNo => {
            format!("one of {}", setting.choices().join(", "))
        }
        SettingKind::Codes | SettingKind::List => "a list of codes".to_string(),
        SettingKind::Schedule => {
            let why = crate::model::Schedule::parse(text)
                .err()
                .map(|e| format!(" ({e})"))
                .unwrap_or_default();
            format!("a list of round times such as '1=2026-12-06 08:30, 2=2026-12-06 14:30'{why}")
        }
    };
    format!("--{}: '{text}' is not {wanted}", flag(setting.key))
}

/// A setting's value in the command line's words.
fn shown(value: SettingValue) -> String {
    match value {
        SettingValue::Text(s) => s,
        SettingValue::Number(n) => n.to_string(),
        SettingValue::Points(p) => p.to_string(),
        SettingValue::Off => "off".to_string(),
        SettingValue::NoLimit => "no limit".to_string(),
        SettingValue::Choice(c) => c.to_string(),
        SettingValue::Custom => "custom".to_string(),
        SettingValue::Codes(c) => c.join(","),
        SettingValue::YesNo(b) => if b { "yes" } else { "no" }.to_string(),
    }
}

/// The flag of a setting: its key, but `--tiebreaks` for the team-match tie-breaks
/// (`catur team-match` has no other tie-breaks).
fn flag(key: &'static str) -> &'static str {
    match key {
        "match-tiebreaks" => "tiebreaks",
        k => k,
    }
}

/// Which settings a command takes as flags.
pub trait FlagSet {
    /// The keys, or `None` for every setting of [`FlagSet::SCOPE`].
    const KEYS: Option<&'static [&'static str]>;
    /// The settings' scope.
    const SCOPE: Scope = Scope::Section;
}

/// Every setting of every section (`catur section edit`).
#[derive(Debug)]
pub struct EverySetting;

impl FlagSet for EverySetting {
    const KEYS: Option<&'static [&'static str]> = None;
}

/// The team-match settings (`catur team-match`).
#[derive(Debug)]
pub struct TeamMatchFlags;

impl FlagSet for TeamMatchFlags {
    const KEYS: Option<&'static [&'static str]> = None;
    const SCOPE: Scope = Scope::TeamMatch;
}

/// The bye rules (`catur section byes`).
#[derive(Debug)]
pub struct ByeRules;

impl FlagSet for ByeRules {
    const KEYS: Option<&'static [&'static str]> =
        Some(&["max-half-byes", "none-in-last", "late-entry"]);
}

/// The settings given on the command line, each with the text given, in the order of
/// the settings list.
#[derive(Debug)]
pub struct SettingFlags<S> {
    pub given: Vec<(&'static Setting, String)>,
    set: PhantomData<S>,
}

impl<S: FlagSet> SettingFlags<S> {
    fn settings() -> impl Iterator<Item = &'static Setting> {
        SECTION_SETTINGS
            .iter()
            .filter(|s| s.scope == S::SCOPE && S::KEYS.is_none_or(|keys| keys.contains(&s.key)))
    }
}

impl<S: FlagSet> clap::FromArgMatches for SettingFlags<S> {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        let given = Self::settings()
            .filter_map(|s| {
                let text = m.try_get_one::<String>(s.key).ok().flatten()?;
                Some((s, text.clone()))
            })
            .collect();
        Ok(SettingFlags {
            given,
            set: PhantomData,
        })
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(m)?;
        Ok(())
    }
}

impl<S: FlagSet> clap::Args for SettingFlags<S> {
    fn augment_args(cmd: Command) -> Command {
        Self::settings().fold(cmd, |cmd, s| {
            let arg = Arg::new(s.key)
                .long(flag(s.key))
                .action(ArgAction::Set)
                .help(help(s.key));
            let arg = if s.cycles() {
                arg.value_parser(clap::builder::PossibleValuesParser::new(s.choices()))
            } else {
                arg.value_name(value_name(s.kind))
                    .value_parser(clap::value_parser!(String))
            };
            cmd.arg(arg)
        })
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

/// Sets the given settings of a section as one change; returns the changed file.
fn apply(
    file: &Path,
    section: &str,
    given: &[(&'static Setting, String)],
    err: &mut dyn Write,
) -> Result<crate::model::Tournament, CliError> {
    let pairs: Vec<(&Setting, &str)> = given.iter().map(|(s, v)| (*s, v.as_str())).collect();
    let ((), t) = change(file, err, |t| {
        find_section(t, section)?;
        ops::edit_section_settings(t, section, &pairs).map_err(|e| match e {
            SettingError::Op(op) => op.into(),
            SettingError::NotTeamMatch { .. } => CliError::Usage(e.to_string()),
            SettingError::Unread { key, ref text } => {
                let setting = given.iter().find(|(s, _)| s.key == key).map(|(s, _)| *s);
                CliError::Usage(setting.map_or_else(|| e.to_string(), |s| unread(s, text)))
            }
        })
    })?;
    Ok(t)
}

/// `catur section edit FILE --section CODE [--KEY VALUE ...]`: changes any of the
/// section's settings as one change (undone as one), then shows the school rules'
/// constraints and every setting given.
pub fn section_edit(
    file: &Path,
    section: &str,
    given: &[(&'static Setting, String)],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    if given.is_empty() {
        return Err(CliError::Usage(
            "give a setting to change, e.g. --same-team-rounds N, --top-seeds-apart N or \
             --team-tiebreaks CODES (catur section edit --help lists them all)"
                .into(),
        ));
    }
    if section.eq_ignore_ascii_case(EVERY_SECTION)
        && super::load(file)?.section(EVERY_SECTION).is_none()
    {
        return schedule_everywhere(file, given, out, err);
    }
    let t = apply(file, section, given, err)?;
    let s = find_section(&t, section)?;
    let _ = writeln!(
        out,
        "{}: same-team players apart in rounds 1-{}; top {} seeds apart in round 1; team \
         tie-breaks {}",
        s.code,
        s.settings.local_rules.same_team_rounds,
        s.settings.local_rules.top_seeds_apart,
        s.settings.team_tiebreaks.0.join(",")
    );
    for (setting, _) in given {
        if !matches!(
            setting.key,
            "same-team-rounds" | "top-seeds-apart" | "team-tiebreaks"
        ) {
            let _ = writeln!(
                out,
                "{}: {} {}",
                s.code,
                setting.key,
                shown((setting.get)(&ops::SettingValues::of(s)))
            );
        }
    }
    Ok(super::exit::OK)
}

/// `--section all`: the setting given goes to every section (the round times or the
/// roll-call rule).
const EVERY_SECTION: &str = "all";

/// `catur section edit FILE --section all --schedule "..."` (or `--roll-call RULE`): the
/// same round times (or roll-call rule) for every section, as one change. (A section
/// whose code is ALL is not hidden by it: then `--section all` names that section, as
/// before; see `section_edit`.)
fn schedule_everywhere(
    file: &Path,
    given: &[(&'static Setting, String)],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let [(setting, text)] = given else {
        return Err(CliError::Usage(
            "--section all gives one setting to every section: --roll-call, or --schedule only"
                .into(),
        ));
    };
    if setting.key == "roll-call" {
        return roll_call_everywhere(file, setting, text, out, err);
    }
    if setting.key != "schedule" {
        return Err(CliError::Usage(format!(
            "--section all gives the roll-call rule or the round times to every section: \
             --roll-call, or --schedule only, not --{}",
            flag(setting.key)
        )));
    }
    let schedule =
        crate::model::Schedule::parse(text).map_err(|_| CliError::Usage(unread(setting, text)))?;
    let (codes, _) = change(file, err, |t| {
        Ok(ops::schedule_to_every_section(t, &schedule, None)?)
    })?;
    let _ = writeln!(
        out,
        "round times of every section: {} ({})",
        if schedule.to_string().is_empty() {
            "none".to_string()
        } else {
            schedule.to_string()
        },
        changed(&codes)
    );
    Ok(super::exit::OK)
}

/// `catur section edit FILE --section all --roll-call bye|withdraw`.
fn roll_call_everywhere(
    file: &Path,
    setting: &'static Setting,
    text: &str,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let mut values = ops::SettingValues {
        section: crate::model::SectionSettings::new("", 1),
        team: None,
    };
    (setting.set)(&mut values, text).map_err(|_| CliError::Usage(unread(setting, text)))?;
    let rule = values.section.roll_call;
    let (codes, _) = change(file, err, |t| Ok(ops::roll_call_to_every_section(t, rule)?))?;
    let _ = writeln!(
        out,
        "roll-call rule of every section: {} ({})",
        shown((setting.get)(&values)),
        changed(&codes)
    );
    Ok(super::exit::OK)
}

/// Which sections a change given to every section changed (`changed in L12 P12`; the
/// others had it already; a change that changes none is refused before this).
fn changed(codes: &[String]) -> String {
    format!("changed in {}", codes.join(" "))
}

/// `catur section byes FILE --section CODE [--max-half-byes N|none] [--none-in-last K]
/// [--late-entry zero|half]`: the section's bye rules, shown in a line.
pub fn section_byes(
    file: &Path,
    section: &str,
    given: &[(&'static Setting, String)],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let t = apply(file, section, given, err)?;
    let s = find_section(&t, section)?;
    let _ = writeln!(out, "{}: {}", s.code, super::byes::describe(s));
    Ok(super::exit::OK)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_setting_has_a_help_line() {
        for s in SECTION_SETTINGS {
            assert!(!help(s.key).is_empty(), "--{} has no help", s.key);
        }
    }

    #[test]
    fn the_team_match_tiebreaks_are_the_tiebreaks_flag_of_team_match() {
        let s = crate::ops::section_setting("match-tiebreaks").unwrap();
        assert_eq!(flag(s.key), "tiebreaks");
        assert!(SettingFlags::<TeamMatchFlags>::settings().any(|x| x.key == "match-tiebreaks"));
        assert!(SettingFlags::<EverySetting>::settings().all(|x| x.scope == Scope::Section));
        assert_eq!(
            unread(crate::ops::section_setting("boards").unwrap(), "empat"),
            "--boards: 'empat' is not a whole number 1-10"
        );
    }

    #[test]
    fn a_value_that_does_not_read_names_the_flag_and_what_it_takes() {
        let s = |k| crate::ops::section_setting(k).unwrap();
        assert_eq!(
            unread(s("max-half-byes"), "x"),
            "--max-half-byes: 'x' is not a number 0-255 or 'none'"
        );
        assert_eq!(
            unread(s("rounds"), "lima"),
            "--rounds: 'lima' is not a whole number 1-30"
        );
    }
}
