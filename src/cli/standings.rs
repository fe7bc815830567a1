//! `catur standings`, `catur teams` and the school table, headless.
//!
//! The integrator's argument parsing calls these with files already named; they write
//! the table to `out`, messages to `err`, and return the exit code (`cli::exit`).
//! - `tsv`: header `rank tpn points CODE...`, one line per player in ranking order,
//!   tab-separated, numbers in plain decimal (`14`, `14.5`, `7.25`); a shared place
//!   shows its first number; a tie-break without a value shows `-`.
//! - `text`: an aligned table with shared places (`5-7`) and the notes below it.

use super::exit;
use crate::model::{RoundNo, Section, Tournament};
use crate::standings::{
    self, Standings, TeamTieBreak, TieBreak, Value, parse_list, school_table, team_standings,
};
use std::io::Write;
use std::path::Path;
use std::str::FromStr;

/// Output format of the standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Format {
    #[default]
    Text,
    Tsv,
    /// JSON for scripts (see `cli::json`).
    Json,
}

/// A format name that is neither `text` nor `tsv`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown format '{0}': use text, tsv or json")]
pub struct UnknownFormat(pub String);

impl FromStr for Format {
    type Err = UnknownFormat;
    fn from_str(s: &str) -> Result<Format, UnknownFormat> {
        match s.trim().to_ascii_lowercase().as_str() {
            "text" => Ok(Format::Text),
            "tsv" => Ok(Format::Tsv),
            "json" => Ok(Format::Json),
            other => Err(UnknownFormat(other.to_string())),
        }
    }
}

fn cell(v: Option<Value>) -> String {
    v.map_or_else(|| "-".to_string(), |v| v.to_string())
}

/// `catur standings --trf IN.trf --tiebreaks LIST [--round N] [--format text|tsv]`.
/// Without `--round`, the standings after the file's last round (its declared number
/// of rounds, as FIDE's checker reads a TRF file).
pub fn run_trf_standings(
    trf: &Path,
    codes: &str,
    round: Option<RoundNo>,
    format: Format,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let tiebreaks = match parse_list(codes) {
        Ok(t) => t,
        Err(e) => return fail(err, exit::USAGE, &e.to_string()),
    };
    let text = match super::pair::read_trf_text(trf) {
        Ok((text, warnings)) => {
            for w in warnings {
                let _ = writeln!(err, "{}: warning: {w}", trf.display());
            }
            text
        }
        Err(e) => return fail(err, e.exit_code(), &e.to_string()),
    };
    let read = crate::trf::parse(&text).and_then(|f| {
        f.require_players()?;
        crate::trf::to_section(&f)
    });
    let section = match read {
        Ok(s) => s,
        Err(e) => return fail(err, exit::BAD_INPUT, &format!("{}: {e}", trf.display())),
    };
    let round = round.or(Some(standings::last_round(&section)));
    write_standings(&section, round, &tiebreaks, format, out, err)
}

/// Standings of a section of a tournament file (`catur standings FILE --section CODE
/// [--tiebreaks LIST] [--round N]`), under the section's own tie-break list unless
/// `codes` gives another.
pub fn run_section_standings(
    tournament: &Tournament,
    section: &str,
    codes: Option<&str>,
    round: Option<RoundNo>,
    format: Format,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let Some(s) = find_section(tournament, section, err) else {
        return exit::USAGE;
    };
    let tiebreaks = match codes {
        Some(list) => match parse_list(list) {
            Ok(t) => t,
            Err(e) => return fail(err, exit::USAGE, &e.to_string()),
        },
        None => match standings::parse_codes(&s.settings.tiebreaks) {
            Ok(t) => t,
            Err(e) => return fail(err, exit::BAD_INPUT, &format!("section {}: {e}", s.code)),
        },
    };
    write_standings(s, round, &tiebreaks, format, out, err)
}

/// Writes the standings of `section` after `round` under `tiebreaks`.
pub fn write_standings(
    section: &Section,
    round: Option<RoundNo>,
    tiebreaks: &[TieBreak],
    format: Format,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let st = match standings::standings(section, round, tiebreaks) {
        Ok(st) => st,
        Err(e) => return fail(err, exit::USAGE, &e.to_string()),
    };
    let written = match format {
        Format::Tsv => write_tsv(&st, out),
        Format::Text => write_text(section, &st, out),
        Format::Json => super::json::write(&super::json::standings(section, &st), out),
    };
    match written {
        Ok(()) => exit::OK,
        Err(e) => fail(
            err,
            exit::BAD_INPUT,
            &format!("cannot write the standings: {e}"),
        ),
    }
}

pub fn write_tsv(st: &Standings, out: &mut dyn Write) -> std::io::Result<()> {
    let mut head = vec!["rank".to_string(), "tpn".into(), "points".into()];
    head.extend(st.tiebreaks.iter().map(|t| t.to_string()));
    writeln!(out, "{}", head.join("\t"))?;
    for r in &st.rows {
        let mut line = vec![
            r.place.first.to_string(),
            r.tpn.to_string(),
            r.points.to_string(),
        ];
        line.extend(r.values.iter().map(|v| cell(*v)));
        writeln!(out, "{}", line.join("\t"))?;
    }
    Ok(())
}

/// Left-aligned first columns, right-aligned numbers, widths from the content.
fn write_table(out: &mut dyn Write, rows: &[Vec<String>], left: usize) -> std::io::Result<()> {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..cols)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| s.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    for r in rows {
        let mut line = String::new();
        for (c, text) in r.iter().enumerate() {
            if c > 0 {
                line.push_str("  ");
            }
            if c < left {
                line.push_str(&format!("{text:<w$}", w = widths[c]));
            } else {
                line.push_str(&format!("{text:>w$}", w = widths[c]));
            }
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    Ok(())
}

pub fn write_text(section: &Section, st: &Standings, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(
        out,
        "{} {} - standings after round {}",
        section.code, section.settings.name, st.round
    )?;
    writeln!(out)?;
    let mut rows = vec![{
        let mut h = vec!["Pl.".to_string(), "Name".into(), "TPN".into(), "Pts".into()];
        h.extend(st.tiebreaks.iter().map(|t| t.to_string()));
        h
    }];
    for r in &st.rows {
        let mut line = vec![
            r.place.to_string(),
            r.name.clone(),
            r.tpn.to_string(),
            r.points.to_string(),
        ];
        line.extend(r.values.iter().map(|v| cell(*v)));
        rows.push(line);
    }
    write_table(out, &rows, 2)?;
    for n in &st.notes {
        writeln!(out, "Note: {n}")?;
    }
    Ok(())
}

/// `catur teams FILE --section CODE [--round N]`: team standings (best N count), each
/// team's players listed below it, `*` marking those whose points count.
pub fn run_teams(
    tournament: &Tournament,
    section: &str,
    round: Option<RoundNo>,
    json: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let Some(s) = find_section(tournament, section, err) else {
        return exit::USAGE;
    };
    let st = match standings::section_standings(s, round) {
        Ok(st) => st,
        Err(e) => return fail(err, exit::USAGE, &e.to_string()),
    };
    let written = if json {
        super::json::write(&super::json::teams(s, &st), out)
    } else {
        write_teams(s, &st, out)
    };
    match written {
        Ok(()) => exit::OK,
        Err(e) => fail(
            err,
            exit::BAD_INPUT,
            &format!("cannot write the team standings: {e}"),
        ),
    }
}

pub fn write_teams(section: &Section, st: &Standings, out: &mut dyn Write) -> std::io::Result<()> {
    let tbs = TeamTieBreak::of_section(section);
    let ts = team_standings(section, st, &tbs);
    writeln!(
        out,
        "{} {} - team standings after round {} (best {} count)",
        section.code, section.settings.name, st.round, ts.counted
    )?;
    writeln!(out)?;
    let mut rows = vec![{
        let mut h = vec!["Pl.".to_string(), "Team".into(), "Pts".into()];
        h.extend(tbs.iter().map(|t| t.label(st)));
        h
    }];
    for t in &ts.rows {
        let mut line = vec![
            t.place.to_string(),
            format!("{} ({})", t.name, t.code),
            t.score.to_string(),
        ];
        line.extend(t.values.iter().map(|v| cell(*v)));
        rows.push(line);
        for m in &t.members {
            let name = section.player(m.player).map_or("?", |p| p.name.as_str());
            let mark = if m.counted { "*" } else { " " };
            rows.push(vec![
                String::new(),
                format!("  {mark} {name} ({})", m.place),
                m.points.to_string(),
            ]);
        }
    }
    write_table(out, &rows, 2)
}

/// The championship-wide school table: team points over all sections and medals.
pub fn run_schools(
    tournament: &Tournament,
    round: Option<RoundNo>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let table = match school_table(tournament, round) {
        Ok(t) => t,
        Err(e) => return fail(err, exit::BAD_INPUT, &e.to_string()),
    };
    let medals = table.has_medals();
    let matches = table.has_team_matches();
    let mut head = vec!["Pl.", "School", "Team pts"];
    if matches {
        head.extend(["Match MP", "Match GP"]);
    }
    if medals {
        head.extend([
            "Ind gold",
            "Ind silver",
            "Ind bronze",
            "Team gold",
            "Team silver",
            "Team bronze",
        ]);
    }
    let mut rows = vec![head.into_iter().map(String::from).collect::<Vec<_>>()];
    for s in &table.rows {
        let mut row = vec![
            s.place.to_string(),
            s.name.clone(),
            s.team_points.to_string(),
        ];
        if matches {
            row.push(s.match_points.to_string());
            row.push(s.game_points.to_string());
        }
        if medals {
            row.extend(s.individual_medals.iter().map(u32::to_string));
            row.extend(s.team_medals.iter().map(u32::to_string));
        }
        rows.push(row);
    }
    let notes = crate::report::teams::school_notes(&table, &crate::report::strings::ENGLISH);
    let written = writeln!(out, "{} - schools", tournament.championship.name)
        .and_then(|()| writeln!(out))
        .and_then(|()| write_table(out, &rows, 2))
        .and_then(|()| {
            if !notes.is_empty() {
                writeln!(out)?;
            }
            notes.iter().try_for_each(|n| writeln!(out, "{n}"))
        });
    match written {
        Ok(()) => exit::OK,
        Err(e) => fail(
            err,
            exit::BAD_INPUT,
            &format!("cannot write the school table: {e}"),
        ),
    }
}

fn find_section<'a>(t: &'a Tournament, code: &str, err: &mut dyn Write) -> Option<&'a Section> {
    let s = t.section(code);
    if s.is_none() {
        let known: Vec<&str> = t.sections.iter().map(|s| s.code.as_str()).collect();
        let _ = writeln!(
            err,
            "catur: no section '{code}' (sections: {})",
            known.join(", ")
        );
    }
    s
}

fn fail(err: &mut dyn Write, code: u8, message: &str) -> u8 {
    let _ = writeln!(err, "catur: {message}");
    code
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Board, GameResult, Outcome, Player, PlayerId, Round, Team, TeamId};

    fn tournament() -> Tournament {
        let mut s = Section::new("L12", "Boys under 12", 1);
        s.settings.tiebreaks = vec!["BH".into(), "SB".into()];
        s.settings.team_settings.counted = 1;
        s.teams.push(Team {
            id: TeamId(1),
            name: "SK Seri Indah".into(),
            code: "SKSI".into(),
        });
        s.teams.push(Team {
            id: TeamId(2),
            name: "SK Taman Melati".into(),
            code: "SKTM".into(),
        });
        for (i, name) in [
            "Ahmad bin Ismail",
            "Tan Wei Ming",
            "Priya a/p Raman",
            "Nur Aisyah binti Hassan",
        ]
        .iter()
        .enumerate()
        {
            let mut p = Player::new(PlayerId(i as u32 + 1), *name);
            p.tpn = i as u32 + 1;
            p.team = Some(TeamId(i as u32 % 2 + 1));
            s.players.push(p);
        }
        let mut r = Round::new(1);
        r.boards.push(Board::new(
            PlayerId(1),
            PlayerId(2),
            Outcome::Played(GameResult::WhiteWins),
        ));
        r.boards.push(Board::new(
            PlayerId(3),
            PlayerId(4),
            Outcome::Played(GameResult::Draw),
        ));
        s.rounds.push(r);
        let mut t = Tournament::new("Kejohanan Catur MSSD Johor 2026");
        t.sections.push(s);
        t
    }

    fn run(f: impl FnOnce(&mut Vec<u8>, &mut Vec<u8>) -> u8) -> (u8, String, String) {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = f(&mut out, &mut err);
        (
            code,
            String::from_utf8_lossy(&out).into(),
            String::from_utf8_lossy(&err).into(),
        )
    }

    #[test]
    fn tsv_has_the_contract_header_and_plain_numbers() {
        let t = tournament();
        let (code, out, _) =
            run(|o, e| run_section_standings(&t, "l12", None, None, Format::Tsv, o, e));
        assert_eq!(code, exit::OK);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "rank\ttpn\tpoints\tBH\tSB");
        assert_eq!(lines[1], "1\t1\t1\t0\t0");
        assert_eq!(lines[2], "2\t3\t0.5\t0.5\t0.25");
        assert_eq!(lines[3], "2\t4\t0.5\t0.5\t0.25");
    }

    #[test]
    fn text_shows_shared_places() {
        let t = tournament();
        let (code, out, _) =
            run(|o, e| run_section_standings(&t, "L12", None, None, Format::Text, o, e));
        assert_eq!(code, exit::OK);
        assert!(out.contains("2-3  Priya a/p Raman"), "{out}");
        assert!(out.contains("2-3  Nur Aisyah binti Hassan"), "{out}");
    }

    #[test]
    fn teams_and_schools() {
        let t = tournament();
        let (code, out, _) = run(|o, e| run_teams(&t, "L12", None, false, o, e));
        assert_eq!(code, exit::OK);
        assert!(out.contains("SK Seri Indah (SKSI)"), "{out}");
        assert!(out.contains("* Ahmad bin Ismail (1)"), "{out}");
        let (code, out, _) = run(|o, e| run_schools(&t, None, o, e));
        assert_eq!(code, exit::OK);
        assert!(
            out.lines()
                .nth(3)
                .is_some_and(|l| l.contains("SK Seri Indah")),
            "{out}"
        );
    }

    #[test]
    fn errors_name_the_problem() {
        let t = tournament();
        let (code, _, err) =
            run(|o, e| run_section_standings(&t, "P15", None, None, Format::Text, o, e));
        assert_eq!(code, exit::USAGE);
        assert!(err.contains("L12"), "{err}");
        let (code, _, err) =
            run(|o, e| run_section_standings(&t, "L12", Some("SB"), Some(5), Format::Text, o, e));
        assert_eq!(code, exit::USAGE);
        assert!(err.contains("round 5"), "{err}");
        let (code, _, err) = run(|o, e| {
            run_trf_standings(Path::new("nowhere.trf"), "BH,XX", None, Format::Tsv, o, e)
        });
        assert_eq!(code, exit::USAGE);
        assert!(err.contains("XX"), "{err}");
        assert!("csv".parse::<Format>().is_err());
    }

    #[test]
    fn an_unknown_format_is_named_with_the_ones_allowed() {
        assert_eq!(" TSV ".parse::<Format>(), Ok(Format::Tsv));
        let e = "csv".parse::<Format>().expect_err("not a format");
        assert_eq!(e, UnknownFormat("csv".into()));
        assert_eq!(e.to_string(), "unknown format 'csv': use text, tsv or json");
    }
}
