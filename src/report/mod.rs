//! Printable reports. Each report is first built as plain data (a [`Document`] of rows
//! and columns, one file per report), then laid out on fixed-width pages for a printer
//! [`Profile`] ([`page`]) and encoded for the printer ([`encode`]). The same documents
//! feed the CSV and HTML exports and the full-screen print preview.

mod crosstable;
pub mod doc;
pub mod encode;
mod export;
pub mod legend;
pub mod page;
mod pairings;
pub mod players;
pub mod prizes;
pub mod profile;
pub mod qr;
mod results;
pub mod schedule;
pub mod site;
mod slips;
mod standings;
pub mod strings;
pub mod team_match;
pub mod teams;
mod test_page;

pub use doc::{Align, Block, Column, Document, Footer, Header, Table};
pub use export::{write_csv, write_html};
pub use page::{Line, Page, layout, render};
pub use players::PlayerOrder;
pub use profile::{Charset, PrinterMode, Profile, UnknownCharset};

use crate::model::{Points, RoundNo, Section, Tournament};
use std::fmt;
use std::str::FromStr;

/// The reports catur prints (the `--kind` of `catur report`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReportKind {
    Pairings,
    PairingsByName,
    Results,
    Standings,
    Crosstable,
    Teams,
    Schools,
    Players,
    PlayersByName,
    PlayersByTeam,
    TestPage,
    Slips,
    TeamPairings,
    TeamResults,
    TeamStandings,
    TeamCrosstable,
    BoardResults,
    Prizes,
    Qualifiers,
    Schedule,
    RollCall,
}

impl ReportKind {
    /// The pairing lists players read in the hall: they carry the championship's
    /// results address (see [`add_address`]).
    pub fn is_pairing_list(self) -> bool {
        matches!(
            self,
            ReportKind::Pairings | ReportKind::PairingsByName | ReportKind::TeamPairings
        )
    }

    pub const ALL: [ReportKind; 12] = [
        ReportKind::Pairings,
        ReportKind::PairingsByName,
        ReportKind::Results,
        ReportKind::Standings,
        ReportKind::Crosstable,
        ReportKind::Teams,
        ReportKind::Schools,
        ReportKind::Players,
        ReportKind::PlayersByName,
        ReportKind::PlayersByTeam,
        ReportKind::TestPage,
        ReportKind::Slips,
    ];

    /// The reports of a team-match section (schools playing schools); they are not in
    /// [`ALL`](Self::ALL), the reports every section has.
    pub const TEAM: [ReportKind; 5] = [
        ReportKind::TeamPairings,
        ReportKind::TeamResults,
        ReportKind::TeamStandings,
        ReportKind::TeamCrosstable,
        ReportKind::BoardResults,
    ];

    /// The reports of the prize-giving: the prize list and the qualifiers. They are not
    /// in [`ALL`](Self::ALL) (the desk's F7 does not list them yet).
    pub const AWARDS: [ReportKind; 2] = [ReportKind::Prizes, ReportKind::Qualifiers];

    /// The reports of the round schedule: the schedule and a round's roll-call sheet.
    pub const SCHEDULE: [ReportKind; 2] = [ReportKind::Schedule, ReportKind::RollCall];

    pub fn code(self) -> &'static str {
        match self {
            ReportKind::Pairings => "pairings",
            ReportKind::PairingsByName => "pairings-by-name",
            ReportKind::Results => "results",
            ReportKind::Standings => "standings",
            ReportKind::Crosstable => "crosstable",
            ReportKind::Teams => "teams",
            ReportKind::Schools => "schools",
            ReportKind::Players => "players",
            ReportKind::PlayersByName => "players-by-name",
            ReportKind::PlayersByTeam => "players-by-team",
            ReportKind::TestPage => "test-page",
            ReportKind::Slips => "slips",
            ReportKind::TeamPairings => "team-pairings",
            ReportKind::TeamResults => "team-results",
            ReportKind::TeamStandings => "team-standings",
            ReportKind::TeamCrosstable => "team-crosstable",
            ReportKind::BoardResults => "board-results",
            ReportKind::Prizes => "prizes",
            ReportKind::Qualifiers => "qualifiers",
            ReportKind::Schedule => "schedule",
            ReportKind::RollCall => "roll-call",
        }
    }

    /// Whether the report is about one round.
    pub fn needs_round(self) -> bool {
        matches!(
            self,
            ReportKind::Pairings
                | ReportKind::PairingsByName
                | ReportKind::Results
                | ReportKind::Slips
                | ReportKind::TeamPairings
                | ReportKind::TeamResults
        )
    }
}

impl fmt::Display for ReportKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for ReportKind {
    type Err = ReportError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ReportKind::ALL
            .into_iter()
            .chain(ReportKind::TEAM)
            .chain(ReportKind::AWARDS)
            .chain(ReportKind::SCHEDULE)
            .find(|k| k.code() == s)
            .ok_or_else(|| ReportError::UnknownKind(s.to_string()))
    }
}

fn kind_list() -> String {
    ReportKind::ALL
        .iter()
        .chain(&ReportKind::TEAM)
        .chain(&ReportKind::AWARDS)
        .chain(&ReportKind::SCHEDULE)
        .map(|k| k.code())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why a report cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReportError {
    #[error("no report kind '{0}' (kinds: {kinds})", kinds = kind_list())]
    UnknownKind(String),
    #[error("no section '{code}' (sections: {known})")]
    NoSection { code: String, known: String },
    #[error("round {round} of section {section} is not paired (rounds paired: {paired})")]
    RoundNotPaired {
        section: String,
        round: RoundNo,
        paired: RoundNo,
    },
    #[error(transparent)]
    Standings(#[from] crate::standings::StandingsError),
    #[error("section {0} is not played as team matches; the team-match reports need one")]
    NotTeamMatch(String),
}

/// What to print: the report, the section, the round, and when it is printed (given by
/// the caller so that the same data always gives the same pages).
#[derive(Debug, Clone)]
pub struct Request<'a> {
    pub kind: ReportKind,
    pub section: &'a str,
    /// The round for round reports (default: the last paired round).
    pub round: Option<RoundNo>,
    pub printed_at: String,
    /// Lay out for 136 columns (the crosstable then adds its tie-break columns).
    pub wide: bool,
    /// The PC's time zone, for the times of day printed in audit lines (hand edits). The
    /// caller finds it; the report layer never asks the operating system.
    pub zone: jiff::tz::TimeZone,
}

/// Builds a report's document.
pub fn build(t: &Tournament, req: &Request<'_>) -> Result<Document, ReportError> {
    if req.kind == ReportKind::Schedule && req.section.is_empty() {
        return Ok(schedule_of_all(t, req));
    }
    let section = t
        .section(req.section)
        .ok_or_else(|| ReportError::NoSection {
            code: req.section.to_string(),
            known: t
                .sections
                .iter()
                .map(|s| s.code.as_str())
                .collect::<Vec<_>>()
                .join(" "),
        })?;
    let l = strings::labels(section.settings.language);
    // The roll call is for the round about to be paired.
    let not_yet = req.kind == ReportKind::RollCall;
    if let Some(r) = req.round
        && (r == 0 || r > section.rounds_paired())
        && !(not_yet && r > 0 && r <= section.settings.rounds_planned.max(1))
    {
        return Err(ReportError::RoundNotPaired {
            section: section.code.clone(),
            round: r,
            paired: section.rounds_paired(),
        });
    }
    let round = if req.kind.needs_round() {
        let paired = section.rounds_paired();
        let r = req.round.unwrap_or(paired);
        if r == 0 || r > paired {
            return Err(ReportError::RoundNotPaired {
                section: section.code.clone(),
                round: r,
                paired,
            });
        }
        Some(r)
    } else {
        req.round
    };
    let mut doc = match req.kind {
        ReportKind::Pairings => {
            pairings::by_board(section, round.unwrap_or(1), req.wide, &req.zone, l)
        }
        ReportKind::PairingsByName => pairings::by_name(section, round.unwrap_or(1), l),
        ReportKind::Results => results::result_list(section, round.unwrap_or(1), l),
        ReportKind::Standings => {
            let st = crate::standings::section_standings(section, round)?;
            standings::standings_report(section, &st, l)
        }
        ReportKind::Crosstable => {
            let st = crate::standings::section_standings(section, round)?;
            crosstable::crosstable(section, &st, req.wide, l)
        }
        ReportKind::Teams => {
            let st = crate::standings::section_standings(section, round)?;
            let ts = crate::standings::team_standings(
                section,
                &st,
                &crate::standings::TeamTieBreak::of_section(section),
            );
            teams::team_report(section, &st, &ts, l)
        }
        ReportKind::Schools => {
            let table = crate::standings::school_table(t, round)?;
            teams::school_report(&table, l)
        }
        ReportKind::Prizes => {
            let st = crate::standings::section_standings(section, round)?;
            prizes::prize_report(section, &st)
        }
        ReportKind::Qualifiers => {
            let st = crate::standings::section_standings(section, round)?;
            prizes::qualifier_report(section, &st)
        }
        ReportKind::Schedule => schedule::schedule_report(&[section], section.settings.language),
        ReportKind::RollCall => schedule::roll_call(
            section,
            round.unwrap_or(section.rounds_paired() + 1),
            section.settings.language,
        ),
        ReportKind::Players => players::player_list(section, PlayerOrder::Tpn, l),
        ReportKind::PlayersByName => players::player_list(section, PlayerOrder::Name, l),
        ReportKind::PlayersByTeam => players::player_list(section, PlayerOrder::Team, l),
        ReportKind::TestPage => test_page::test_page(l),
        ReportKind::Slips => slips::slips(section, round.unwrap_or(1), &t.championship.name, l),
        ReportKind::TeamPairings
        | ReportKind::TeamResults
        | ReportKind::TeamStandings
        | ReportKind::TeamCrosstable
        | ReportKind::BoardResults => {
            let tm = section
                .team_match
                .as_deref()
                .ok_or_else(|| ReportError::NotTeamMatch(section.code.clone()))?;
            let upto = round.unwrap_or(section.rounds_paired());
            match req.kind {
                ReportKind::TeamPairings => team_match::matches_report(section, tm, upto, false),
                ReportKind::TeamResults => team_match::matches_report(section, tm, upto, true),
                ReportKind::TeamStandings => team_match::standings_report(section, tm, upto),
                ReportKind::TeamCrosstable => team_match::crosstable_report(section, tm, upto),
                _ => team_match::boards_report(section, tm, upto),
            }
        }
    };
    if matches!(req.kind, ReportKind::Pairings | ReportKind::PairingsByName)
        && let Some(line) =
            schedule::round_line(section, round.unwrap_or(1), section.settings.language)
    {
        doc.blocks.splice(0..0, [Block::Text(line), Block::Blank]);
    }
    doc.header.championship = t.championship.name.clone();
    if !matches!(req.kind, ReportKind::TestPage | ReportKind::Schools) {
        doc.header.section = format!("{} - {}", section.code, section.settings.name);
    }
    doc.header.subtitle = subtitle(t);
    doc.footer = footer(l, req);
    Ok(doc)
}

/// Puts the address of the results pages on the hall's network (`catur serve`) at the
/// end of a report, in the section's language: in words, then as a QR code, which
/// prints only where the printer has block glyphs (see [`Block::Picture`]). The
/// address is checked first ([`qr::web_address`]); the error says what is wrong.
pub fn add_address(doc: &mut Document, section: &Section, address: &str) -> Result<(), String> {
    let address = qr::web_address(address)?;
    let l = strings::labels(section.settings.language);
    doc.blocks.push(Block::Blank);
    doc.blocks
        .push(Block::Text(format!("{} {address}", l.on_your_phone)));
    if let Some(picture) = qr::picture(&address, qr::Glyphs::Blocks) {
        doc.blocks.push(Block::Picture(picture));
    }
    Ok(())
}

/// The schedule of every section, in the first section's language.
fn schedule_of_all(t: &Tournament, req: &Request<'_>) -> Document {
    let lang = t
        .sections
        .first()
        .map_or(crate::model::Language::Malay, |s| s.settings.language);
    let l = strings::labels(lang);
    let mut doc = schedule::schedule_report(&schedule::sections_of(t, ""), lang);
    doc.header.championship = t.championship.name.clone();
    doc.header.subtitle = subtitle(t);
    doc.footer = footer(l, req);
    doc
}

/// The footer of every page: page numbers, when printed, by which program.
fn footer(l: &strings::Labels, req: &Request<'_>) -> Footer {
    Footer {
        page: l.page.into(),
        of: l.of.into(),
        printed: l.printed.into(),
        printed_at: req.printed_at.clone(),
        program: format!("catur {}", env!("CARGO_PKG_VERSION")),
    }
}

/// The venue and the dates, day first as a Malaysian reader writes them
/// (`Kuantan, 14/03/2026 - 15/03/2026`).
fn subtitle(t: &Tournament) -> String {
    let dates = match (t.championship.start, t.championship.end) {
        (Some(s), Some(e)) if s != e => format!("{} - {}", s.day_first(), e.day_first()),
        (Some(s), _) => s.day_first(),
        _ => String::new(),
    };
    [t.championship.venue.as_str(), dates.as_str()]
        .iter()
        .filter(|s| !s.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(", ")
}

/// Points the way score sheets write them: `3`, `3½`, `½` (the layout spells ½ as `1/2`
/// on ASCII printers).
pub fn points_text(p: Points) -> String {
    let t = p.tenths();
    let sign = if t < 0 { "-" } else { "" };
    let a = t.unsigned_abs();
    match (a / 10, a % 10) {
        (0, 5) => format!("{sign}½"),
        (w, 5) => format!("{sign}{w}½"),
        (w, 0) => format!("{sign}{w}"),
        (w, f) => format!("{sign}{w}.{f}"),
    }
}

/// A tie-break value in the same style as points: halves as `½` (`12½`) and quarters
/// as `¼` and `¾` (a Sonneborn-Berger sum over half points: `13¾`, printed `13 3/4`
/// beside `16 1/2`), whole numbers bare, other fractions (averages, ratings) as
/// decimals.
pub fn value_text(v: crate::standings::Value) -> String {
    let a = v.0.unsigned_abs();
    let sign = if v.0 < 0 { "-" } else { "" };
    let whole = |w: u64| if w == 0 { String::new() } else { w.to_string() };
    match (a / 100, a % 100) {
        (w, 50) => format!("{sign}{}½", whole(w)),
        (w, 25) => format!("{sign}{}¼", whole(w)),
        (w, 75) => format!("{sign}{}¾", whole(w)),
        _ => v.to_string(),
    }
}

/// A team's short code for narrow columns.
fn team_code(section: &Section, player: &crate::model::Player) -> String {
    player
        .team
        .and_then(|t| section.team(t))
        .map(|t| t.code.clone())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_as_on_score_sheets() {
        assert_eq!(points_text(Points(35)), "3½");
        assert_eq!(points_text(Points(5)), "½");
        assert_eq!(points_text(Points(40)), "4");
        assert_eq!(points_text(Points(0)), "0");
        assert_eq!(points_text(Points(12)), "1.2");
    }

    #[test]
    fn tiebreaks_print_like_points() {
        use crate::standings::Value;
        assert_eq!(value_text(Value(150)), "1½");
        assert_eq!(value_text(Value(50)), "½");
        assert_eq!(value_text(Value(1200)), "12");
        assert_eq!(value_text(Value(725)), "7¼");
        assert_eq!(value_text(Value(1375)), "13¾");
        assert_eq!(value_text(Value(75)), "¾");
        assert_eq!(value_text(Value(-25)), "-¼");
        assert_eq!(value_text(Value(1210)), "12.1");
        assert_eq!(value_text(Value(-50)), "-½");
    }

    #[test]
    fn kinds_parse_by_code() {
        for k in ReportKind::ALL
            .into_iter()
            .chain(ReportKind::AWARDS)
            .chain(ReportKind::SCHEDULE)
        {
            assert_eq!(k.code().parse::<ReportKind>(), Ok(k));
        }
        assert!("nonsense".parse::<ReportKind>().is_err());
    }
}
