//! `catur prizes add|edit|move|remove|list|per-player` (a section's prize list and qualifier list)
//! and `catur medals` (the championship's medal points). Each change is one transaction
//! through the operations (typed refusals, one journal entry, `catur undo` takes it
//! back). Exit 0 done, 1 refused by the rules, 2 a value the command line names wrongly.

use super::lookup::find_section;
use super::lookup::find_team;
use super::values::SexArg;
use super::{CliError, change};
use crate::model::{Date, Language, MedalPoints, Prize, PrizeFilter, Sex};
use crate::ops::{self, PrizeList};
use clap::{Args, Subcommand, ValueEnum};
use std::io::Write;
use std::path::PathBuf;

/// `catur prizes`: the prize list and the qualifiers of a section.
#[derive(Debug, Subcommand)]
pub enum PrizesCommand {
    /// Add a line at the end of the prize list (or, --qualifier, of the qualifier list).
    /// The list's order is its precedence. With no filter the line is overall.
    Add(AddArgs),
    /// Put a corrected line in the place of line N (1 first, as `prizes list` numbers
    /// them): the whole line is given again, as to `add`.
    Edit {
        /// The line to correct.
        #[arg(long)]
        line: usize,
        #[command(flatten)]
        prize: AddArgs,
    },
    /// Move line N one place up the list (it goes first when a player wins both) or down.
    Move {
        file: PathBuf,
        #[arg(long)]
        section: String,
        #[arg(long)]
        line: usize,
        #[arg(value_enum)]
        way: Way,
        /// In the qualifier list.
        #[arg(long)]
        qualifier: bool,
    },
    /// Take line N (1 first, as `prizes list` numbers them) off the list.
    Remove {
        file: PathBuf,
        #[arg(long)]
        section: String,
        #[arg(long)]
        line: usize,
        /// From the qualifier list.
        #[arg(long)]
        qualifier: bool,
    },
    /// The prize list and the qualifier list of a section, numbered.
    List {
        file: PathBuf,
        #[arg(long)]
        section: String,
    },
    /// One prize per player (the default: the first on the list that he wins) or several.
    PerPlayer {
        file: PathBuf,
        #[arg(long)]
        section: String,
        #[arg(value_enum)]
        rule: PerPlayer,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Way {
    Up,
    Down,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PerPlayer {
    One,
    Several,
}

#[derive(Debug, Args)]
pub struct AddArgs {
    pub file: PathBuf,
    #[arg(long)]
    pub section: String,
    /// What the prize is called, e.g. "Johan" or "Pemain perempuan terbaik".
    #[arg(long)]
    pub label: String,
    /// How many places the line gives.
    #[arg(long, default_value_t = 1)]
    pub places: u32,
    /// What it is worth, e.g. "RM 300" (printed as given).
    #[arg(long, default_value = "")]
    pub amount: String,
    /// Only girls (f) or boys (m).
    #[arg(long, value_enum, group = "filter")]
    pub sex: Option<SexArg>,
    /// Only players born on or after this date (YYYY, YYYY/MM or YYYY/MM/DD).
    #[arg(long, group = "filter")]
    pub born_from: Option<String>,
    /// Only players of this team (code or name).
    #[arg(long, group = "filter")]
    pub team: Option<String>,
    /// Only players with no rating.
    #[arg(long, group = "filter")]
    pub unrated: bool,
    /// Only players rated MIN-MAX, e.g. 1400-1599.
    #[arg(long, group = "filter")]
    pub rating: Option<String>,
    /// A line of the qualifier list (who goes on to the next level), not a prize.
    #[arg(long)]
    pub qualifier: bool,
}

/// `catur medals`: the points per medal for the school table.
#[derive(Debug, Args)]
pub struct MedalsArgs {
    pub file: PathBuf,
    /// Ready-made figures: mssm (gold 3, silver 2, bronze 1, individual and team).
    #[arg(long, value_enum, conflicts_with_all = ["individual", "team", "off"])]
    pub preset: Option<MedalPreset>,
    /// Points for an individual gold, silver and bronze: G,S,B.
    #[arg(long, requires = "team")]
    pub individual: Option<String>,
    /// Points for a team gold, silver and bronze: G,S,B.
    #[arg(long, requires = "individual")]
    pub team: Option<String>,
    /// No medal points: the school table ranks by team points, then medals.
    #[arg(long)]
    pub off: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum MedalPreset {
    Mssm,
}

pub fn run(cmd: PrizesCommand, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, CliError> {
    match cmd {
        PrizesCommand::Add(a) => {
            let list = list_of(a.qualifier);
            change(&a.file, err, |t| {
                let prize = prize_of(t, &a)?;
                Ok(ops::add_prize(t, &a.section, list, prize)?)
            })?;
            let _ = writeln!(out, "{}: {list} line added: {}", a.section, a.label.trim());
        }
        PrizesCommand::Edit { line, prize: a } => {
            let list = list_of(a.qualifier);
            change(&a.file, err, |t| {
                let prize = prize_of(t, &a)?;
                Ok(ops::replace_prize(t, &a.section, list, line, prize)?)
            })?;
            let _ = writeln!(
                out,
                "{}: {list} line {line} changed: {}",
                a.section,
                a.label.trim()
            );
        }
        PrizesCommand::Move {
            file,
            section,
            line,
            way,
            qualifier,
        } => {
            let list = list_of(qualifier);
            let up = way == Way::Up;
            let (now, _) = change(&file, err, |t| {
                Ok(ops::move_prize(t, &section, list, line, up)?)
            })?;
            let _ = writeln!(out, "{section}: {list} line {line} is now line {now}");
        }
        PrizesCommand::Remove {
            file,
            section,
            line,
            qualifier,
        } => {
            let list = if qualifier {
                PrizeList::Qualifiers
            } else {
                PrizeList::Prizes
            };
            change(&file, err, |t| {
                Ok(ops::remove_prize(t, &section, list, line)?)
            })?;
            let _ = writeln!(out, "{section}: {list} line {line} removed");
        }
        PrizesCommand::PerPlayer {
            file,
            section,
            rule,
        } => {
            let several = rule == PerPlayer::Several;
            change(&file, err, |t| {
                Ok(ops::set_several_prizes(t, &section, several)?)
            })?;
            let said = ops::prizes_per_player(several, Language::English);
            let _ = writeln!(out, "{section}: {said}");
        }
        PrizesCommand::List { file, section } => {
            let t = super::load(&file)?;
            let s = find_section(&t, &section)?;
            let rules = &s.settings.prizes;
            let per = if rules.several_per_player {
                "several prizes per player"
            } else {
                "one prize per player"
            };
            let _ = writeln!(out, "{} prizes ({per}):", s.code);
            for (title, list) in [("", &rules.prizes), ("qualifiers:\n", &rules.qualifiers)] {
                let _ = write!(out, "{title}");
                if list.is_empty() {
                    let _ = writeln!(out, "  (none)");
                }
                for (i, p) in list.iter().enumerate() {
                    let _ = writeln!(
                        out,
                        "{:>3}. {} x{} {}{}",
                        i + 1,
                        p.label,
                        p.places,
                        filter_words(s, &p.filter),
                        if p.amount.is_empty() {
                            String::new()
                        } else {
                            format!(" [{}]", p.amount)
                        }
                    );
                }
            }
        }
    }
    Ok(super::exit::OK)
}

fn filter_words(s: &crate::model::Section, f: &PrizeFilter) -> String {
    match f {
        PrizeFilter::Overall => "overall".into(),
        PrizeFilter::Sex(Sex::Female) => "girls".into(),
        PrizeFilter::Sex(Sex::Male) => "boys".into(),
        PrizeFilter::BornFrom(d) => format!("born on or after {d}"),
        PrizeFilter::Team(id) => format!("team {}", s.team(*id).map_or("?", |t| t.code.as_str())),
        PrizeFilter::Unrated => "unrated".into(),
        PrizeFilter::Rating { min, max } => format!("rated {min}-{max}"),
    }
}

fn list_of(qualifier: bool) -> PrizeList {
    if qualifier {
        PrizeList::Qualifiers
    } else {
        PrizeList::Prizes
    }
}

/// The line the flags give, its school looked up in the section.
fn prize_of(t: &crate::model::Tournament, a: &AddArgs) -> Result<Prize, CliError> {
    let s = find_section(t, &a.section)?;
    Ok(Prize {
        label: a.label.clone(),
        amount: a.amount.clone(),
        places: a.places,
        filter: filter_of(a, s)?,
    })
}

fn filter_of(a: &AddArgs, s: &crate::model::Section) -> Result<PrizeFilter, CliError> {
    if let Some(sex) = a.sex {
        return Ok(PrizeFilter::Sex(match sex {
            SexArg::M => Sex::Male,
            SexArg::F => Sex::Female,
        }));
    }
    if let Some(d) = &a.born_from {
        let date: Date = d
            .parse()
            .map_err(|e| CliError::Usage(format!("--born-from {d}: {e}")))?;
        return Ok(PrizeFilter::BornFrom(date));
    }
    if let Some(team) = &a.team {
        return Ok(PrizeFilter::Team(find_team(s, team)?));
    }
    if a.unrated {
        return Ok(PrizeFilter::Unrated);
    }
    if let Some(band) = &a.rating {
        let bad = || CliError::Usage(format!("--rating {band}: give MIN-MAX, e.g. 1400-1599"));
        let (min, max) = band.split_once('-').ok_or_else(bad)?;
        let min: u16 = min.trim().parse().map_err(|_| bad())?;
        let max: u16 = max.trim().parse().map_err(|_| bad())?;
        return Ok(PrizeFilter::Rating { min, max });
    }
    Ok(PrizeFilter::Overall)
}

/// Reads `G,S,B` into three whole numbers.
fn three(flag: &str, text: &str) -> Result<[u32; 3], CliError> {
    let bad = || {
        CliError::Usage(format!(
            "--{flag} {text}: give three numbers G,S,B, e.g. 3,2,1"
        ))
    };
    let parts: Vec<u32> = text
        .split(',')
        .map(|p| p.trim().parse::<u32>())
        .collect::<Result<_, _>>()
        .map_err(|_| bad())?;
    <[u32; 3]>::try_from(parts).map_err(|_| bad())
}

pub fn medals(a: MedalsArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<u8, CliError> {
    let points = match (&a.preset, &a.individual, &a.team, a.off) {
        (Some(MedalPreset::Mssm), ..) => Some(MedalPoints::MSSM),
        (None, Some(i), Some(t), false) => Some(MedalPoints {
            individual: three("individual", i)?,
            team: three("team", t)?,
        }),
        (None, None, None, true) => None,
        _ => {
            return Err(CliError::Usage(
                "give --preset mssm, --individual G,S,B with --team G,S,B, or --off".into(),
            ));
        }
    };
    change(&a.file, err, |t| Ok(ops::set_medal_points(t, points)?))?;
    let _ = match points {
        Some(p) => writeln!(
            out,
            "medal points: individual {}-{}-{}, team {}-{}-{}",
            p.individual[0], p.individual[1], p.individual[2], p.team[0], p.team[1], p.team[2]
        ),
        None => writeln!(
            out,
            "no medal points: schools ranked by team points, then medals"
        ),
    };
    Ok(super::exit::OK)
}
