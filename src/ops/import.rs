//! Player lists from a spreadsheet (CSV), as schools and districts send them.
//!
//! Reading and importing are separate: [`parse_players_csv`] turns text into rows and
//! names the row, line and column of anything it cannot read; [`import_players`] adds
//! the rows to the tournament all at once or not at all, as one journal entry.
//! Spreadsheets in Malaysia save with a comma or, in locales with a decimal comma, a
//! semicolon, often with a byte-order mark; both are accepted, and so are the Malay
//! column names in any case and spacing, a row-number column (`Bil`, `No`, `#`, read
//! past) and day-first dates (`08/10/2014`). [`decode_players_csv`] reads the bytes of a file saved as UTF-8,
//! Windows-1252 (Excel's "CSV" on Windows) or UTF-16 (Excel's "Unicode text", which
//! separates cells with tabs).

use super::error::OpError;
use super::journal::commit;
use super::players::{PlayerFields, new_player};
use super::section_index;
use super::teams::checked_team;
use super::why::Same;
use crate::model::Deed;
use crate::model::{
    Change, Date, Player, PlayerId, Sex, Team, TeamId, TextEncoding, Title, Tournament, brief,
};

/// One data row of a player list. Empty cells are `None` (unknown).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerRow {
    /// 1-based number of the data row (the header is not counted).
    pub row: usize,
    /// 1-based line of the file where the row starts.
    pub line: u64,
    pub name: String,
    pub team: Option<String>,
    pub board: Option<u8>,
    pub sex: Option<Sex>,
    pub birth: Option<Date>,
    pub rating: Option<u16>,
    pub fide_id: Option<u64>,
    pub title: Option<Title>,
    pub section: Option<String>,
    pub reserve: Option<bool>,
    pub federation: Option<String>,
    pub national_id: Option<String>,
    /// The list's own column headings, to name a column in a message as the file
    /// names it (empty for rows not read from a file).
    pub headings: std::sync::Arc<[Heading]>,
}

impl PlayerRow {
    /// The heading of the column that holds `column` (the column's own name when the
    /// row was not read from a file).
    pub fn heading(&self, column: &'static str) -> Heading {
        self.headings
            .iter()
            .find(|h| h.column == column)
            .cloned()
            .unwrap_or_else(|| Heading::named(column))
    }
}

/// A column of a player list as the file heads it: where it is (`D`, as a spreadsheet
/// letters its columns) and the heading typed there (`Rating FIDE`), beside the column
/// it was read as (`rating`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heading {
    /// The column read (one of [`COLUMNS`], or a row-number or unnamed column).
    pub column: &'static str,
    /// The spreadsheet letter of the column (`A`, `Z`, `AA`); empty when not from a file.
    pub letter: String,
    /// The heading as the file has it, trimmed and cut short if long.
    pub text: String,
}

impl Heading {
    /// The heading of the column at `index` (0-based), headed `text` in the file.
    pub fn at(column: &'static str, index: usize, text: &str) -> Heading {
        Heading {
            column,
            letter: column_letter(index),
            text: brief(text.trim()).to_string(),
        }
    }

    /// A column known by its own name only.
    pub fn named(column: &'static str) -> Heading {
        Heading {
            column,
            letter: String::new(),
            text: column.to_string(),
        }
    }
}

/// A spreadsheet's name of the column at `index` (0-based): `A` ... `Z`, `AA` ...
pub fn column_letter(index: usize) -> String {
    let mut n = index + 1;
    let mut letters = Vec::new();
    while n > 0 {
        let r = (n - 1) % 26;
        letters.push(char::from(b'A' + r as u8));
        n = (n - 1) / 26;
    }
    letters.iter().rev().collect()
}

/// A player list that cannot be read, with where (row, line, column) and why; worded
/// in `import_words.rs`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CsvImportError {
    Empty,
    UnknownColumn {
        column: String,
    },
    DuplicateColumn(&'static str),
    NoNameColumn,
    CellCount {
        row: usize,
        line: u64,
        cells: usize,
        expected: usize,
    },
    Cell {
        row: usize,
        line: u64,
        /// Boxed: the error stays small for every caller that returns it.
        column: Box<Heading>,
        problem: CellProblem,
    },
    /// The player the row describes is refused (the operation's own refusal).
    Row {
        row: usize,
        line: u64,
        problem: Box<OpError>,
    },
    /// The CSV reader's own reason (in English on both sides).
    Syntax {
        line: u64,
        problem: String,
    },
    Encoding {
        line: usize,
        column: usize,
        byte: u8,
        encoding: &'static str,
    },
}

/// The text of a player list file and the encoding it was in: UTF-8 (with or without
/// byte-order mark), UTF-16 after its byte-order mark, else Windows-1252. A byte none
/// of these can read is refused with its line and column.
pub fn decode_players_csv(bytes: &[u8]) -> Result<(String, TextEncoding), CsvImportError> {
    match crate::model::decode_text(bytes) {
        Ok((text, encoding, _)) => Ok((text, encoding)),
        Err(bad) => {
            let (line, column) = crate::model::line_and_column(bytes, bad.offset, bad.encoding);
            Err(CsvImportError::Encoding {
                line,
                column,
                byte: bad.byte,
                encoding: match bad.encoding {
                    TextEncoding::Windows1252 => "UTF-8 or Windows-1252",
                    other => other.name(),
                },
            })
        }
    }
}

/// The columns, by their English names; the order in the file does not matter.
pub(super) const COLUMNS: [&str; 12] = [
    "name",
    "team",
    "board",
    "sex",
    "birth",
    "rating",
    "fide_id",
    "title",
    "section",
    "reserve",
    "federation",
    "national_id",
];

/// The internal name of a row-number column (`Bil`, `No`, `#`, as a spreadsheet
/// numbers its rows): read past, and it may appear more than once.
const ROW_NUMBER: &str = "row number";

/// Headers of row-number columns, normalised as [`header_key`] does. `no` alone is a
/// row number; `No KP` (`no_kp`) stays the national identity number.
/// The internal name of a column with an empty header (Excel keeps such columns when
/// a cell beyond the table was ever formatted): allowed while its cells are empty.
const UNNAMED: &str = "(no header)";

const ROW_NUMBER_HEADERS: [&str; 5] = ["bil", "no", "#", "bilangan", "nombor"];

/// Other spellings of the column names (header names are compared as [`header_key`]
/// normalises them).
const ALIASES: [(&str, &str); 28] = [
    ("nama", "name"),
    ("player", "name"),
    ("pasukan", "team"),
    ("sekolah", "team"),
    ("school", "team"),
    ("papan", "board"),
    ("jantina", "sex"),
    ("gender", "sex"),
    ("tarikh_lahir", "birth"),
    ("birth_date", "birth"),
    ("birthdate", "birth"),
    ("born", "birth"),
    ("elo", "rating"),
    ("penarafan", "rating"),
    ("fide", "fide_id"),
    ("fideid", "fide_id"),
    ("gelaran", "title"),
    ("kategori", "section"),
    ("category", "section"),
    ("simpanan", "reserve"),
    ("fed", "federation"),
    ("negeri", "federation"),
    ("ic", "national_id"),
    ("mykad", "national_id"),
    ("no_kp", "national_id"),
    ("no_ic", "national_id"),
    ("kad_pengenalan", "national_id"),
    ("no_kad_pengenalan", "national_id"),
];

/// Reads a player list: a header row, then one player a line.
pub fn parse_players_csv(text: &str) -> Result<Vec<PlayerRow>, CsvImportError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let first = text
        .lines()
        .find(|l| !l.trim().is_empty())
        .ok_or(CsvImportError::Empty)?;
    let separator = [b',', b';', b'\t']
        .into_iter()
        .max_by_key(|&c| (first.bytes().filter(|&b| b == c).count(), c == b','))
        .unwrap_or(b',');
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(separator)
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let mut records = reader.records();
    let header = match records.next() {
        None => return Err(CsvImportError::Empty),
        Some(r) => r.map_err(|e| syntax(text, e))?,
    };
    let columns = read_header(&header)?;
    let headings: std::sync::Arc<[Heading]> = columns
        .iter()
        .zip(header.iter())
        .enumerate()
        .map(|(k, (&column, text))| Heading::at(column, k, text))
        .collect();
    let mut rows = Vec::new();
    for record in records {
        let record = record.map_err(|e| syntax(text, e))?;
        // A blank line, or a numbered but empty row of a spreadsheet's template.
        let blank = record
            .iter()
            .enumerate()
            .all(|(k, c)| c.trim().is_empty() || columns.get(k) == Some(&ROW_NUMBER));
        if blank {
            continue;
        }
        let row = rows.len() + 1;
        let line = line_at(text, record.position());
        if record.len() != columns.len()
            && record
                .iter()
                .skip(columns.len())
                .any(|c| !c.trim().is_empty())
            || record.len() < columns.len()
        {
            return Err(CsvImportError::CellCount {
                row,
                line,
                cells: record.len(),
                expected: columns.len(),
            });
        }
        let mut r = PlayerRow {
            row,
            line,
            headings: headings.clone(),
            ..PlayerRow::default()
        };
        for (&column, cell) in columns.iter().zip(record.iter()) {
            read_cell(&mut r, column, cell.trim()).map_err(|problem| CsvImportError::Cell {
                row,
                line,
                column: Box::new(r.heading(column)),
                problem,
            })?;
        }
        if r.name.is_empty() {
            return Err(CsvImportError::Cell {
                row,
                line,
                column: Box::new(r.heading("name")),
                problem: CellProblem::NameRequired,
            });
        }
        rows.push(r);
    }
    Ok(rows)
}

/// The 1-based file line where a record starts, counted from its byte offset (the
/// reader's own line count does not follow CR LF endings).
fn line_at(text: &str, at: Option<&csv::Position>) -> u64 {
    let bytes = text.as_bytes();
    let mut byte = at.map_or(0, |p| p.byte() as usize).min(bytes.len());
    // The reader may place a record after the CR of a CR LF, before its LF.
    while byte < bytes.len() && (bytes[byte] == b'\n' || bytes[byte] == b'\r') {
        byte += 1;
    }
    1 + bytes[..byte].iter().filter(|&&b| b == b'\n').count() as u64
}

fn syntax(text: &str, e: csv::Error) -> CsvImportError {
    let line = line_at(text, e.position());
    CsvImportError::Syntax {
        line,
        problem: e.to_string(),
    }
}

/// A header cell as the column tables spell it: lower case, full stops dropped, words
/// (separated by spaces, dashes or underscores, however many) joined by one underscore.
/// `Tarikh  Lahir`, `TARIKH-LAHIR` and `tarikh_lahir` are one column; `Bil.` is `bil`.
fn header_key(cell: &str) -> String {
    cell.to_lowercase()
        .replace('.', " ")
        .split([' ', '-', '_', '\u{a0}'])
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("_")
}

fn read_header(header: &csv::StringRecord) -> Result<Vec<&'static str>, CsvImportError> {
    let mut columns: Vec<&'static str> = Vec::new();
    for cell in header {
        let key = header_key(cell);
        if ROW_NUMBER_HEADERS.contains(&key.as_str()) {
            columns.push(ROW_NUMBER);
            continue;
        }
        if key.is_empty() {
            columns.push(UNNAMED);
            continue;
        }
        let column = COLUMNS
            .into_iter()
            .find(|c| *c == key)
            .or_else(|| ALIASES.iter().find(|(a, _)| *a == key).map(|(_, c)| *c))
            .ok_or_else(|| CsvImportError::UnknownColumn {
                column: cell.trim().to_string(),
            })?;
        if columns.contains(&column) {
            return Err(CsvImportError::DuplicateColumn(column));
        }
        columns.push(column);
    }
    if !columns.contains(&"name") {
        return Err(CsvImportError::NoNameColumn);
    }
    Ok(columns)
}

/// What is wrong with one cell of a player list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CellProblem {
    Control {
        text: String,
        code: u32,
    },
    NoHeader(String),
    Board {
        text: String,
        max: u8,
    },
    Rating(String),
    FideId(String),
    Birth(crate::model::DateError),
    Title(crate::model::NotATitle),
    Sex(String),
    YesNo(String),
    NameRequired,
    BoardNeedsTeam,
    ReserveNeedsTeam,
    BoardTaken {
        board: u8,
        name: String,
    },
    /// The section or team named in the cell is refused (the operation's own refusal).
    Refused(Box<OpError>),
}

fn read_cell(r: &mut PlayerRow, column: &str, cell: &str) -> Result<(), CellProblem> {
    let text = || Some(cell.split_whitespace().collect::<Vec<_>>().join(" "));
    if cell.is_empty() {
        return Ok(());
    }
    if let Some(c) = cell.chars().find(|c| crate::model::is_control(*c)) {
        return Err(CellProblem::Control {
            text: brief(cell),
            code: u32::from(c),
        });
    }
    let q = brief(cell);
    match column {
        UNNAMED => {
            return Err(CellProblem::NoHeader(q));
        }
        "name" => r.name = text().unwrap_or_default(),
        "team" => r.team = text(),
        "section" => r.section = text(),
        "federation" => r.federation = text(),
        "national_id" => r.national_id = text(),
        "board" => {
            // The section's own limit is checked once the row's section is known.
            let most = super::team_match::MAX_BOARDS + 1;
            let b = cell.parse::<u8>().ok().filter(|b| (1..=most).contains(b));
            r.board = Some(b.ok_or(CellProblem::Board { text: q, max: most })?);
        }
        "rating" => {
            let v = cell
                .parse::<u16>()
                .ok()
                .filter(|v| *v <= super::players::MAX_RATING);
            r.rating = Some(v.ok_or(CellProblem::Rating(q))?);
        }
        "fide_id" => {
            let ok = cell.len() <= 12 && cell.bytes().all(|b| b.is_ascii_digit());
            let v = cell.parse::<u64>().ok().filter(|_| ok);
            r.fide_id = Some(v.ok_or(CellProblem::FideId(q))?);
        }
        "birth" => r.birth = Some(cell.parse::<Date>().map_err(CellProblem::Birth)?),
        "title" => r.title = Some(cell.parse::<Title>().map_err(CellProblem::Title)?),
        "sex" => {
            r.sex = Some(match cell.to_lowercase().as_str() {
                "m" | "male" | "l" | "lelaki" | "boy" => Sex::Male,
                "f" | "female" | "p" | "perempuan" | "w" | "girl" => Sex::Female,
                _ => return Err(CellProblem::Sex(q)),
            });
        }
        "reserve" => {
            r.reserve = Some(match cell.to_lowercase().as_str() {
                "yes" | "y" | "ya" | "true" | "1" | "x" => true,
                "no" | "n" | "tidak" | "t" | "false" | "0" => false,
                _ => return Err(CellProblem::YesNo(q)),
            });
        }
        _ => {}
    }
    Ok(())
}

/// Per section: the teams and players about to be added.
struct Pending {
    section: usize,
    teams: Vec<Team>,
    players: Vec<Player>,
}

/// Adds the rows to the tournament, all or none, as one journal entry. Rows without a
/// section cell go to `section`. Teams are matched by name (never by code) and created
/// when missing, with a code of their own. A player on the board after the team's
/// boards (board 5 of a team of four, board 7 of a six-board team match) is the team's
/// reserve unless the reserve column says otherwise. Returns the number of players added.
pub fn import_players(
    t: &mut Tournament,
    section: &str,
    rows: &[PlayerRow],
) -> Result<usize, OpError> {
    if rows.is_empty() {
        return Err(OpError::NoChange(Same::NoPlayersListed));
    }
    let default = section_index(t, section);
    let mut pending: Vec<Pending> = Vec::new();
    for r in rows {
        let cell = |column: &'static str, problem: CellProblem| CsvImportError::Cell {
            row: r.row,
            line: r.line,
            column: Box::new(r.heading(column)),
            problem,
        };
        let si = match &r.section {
            Some(code) => section_index(t, code)
                .map_err(|e| cell("section", CellProblem::Refused(Box::new(e))))?,
            None => default.clone()?,
        };
        let s = &t.sections[si];
        let k = match pending.iter().position(|p| p.section == si) {
            Some(k) => k,
            None => {
                pending.push(Pending {
                    section: si,
                    teams: Vec::new(),
                    players: Vec::new(),
                });
                pending.len() - 1
            }
        };
        let pend = &mut pending[k];
        let team = match &r.team {
            None => None,
            Some(name) => {
                // By name only: a school named like another's generated code
                // (`SSI` beside `SK Seri Indah`) is a team of its own.
                let found = s
                    .teams
                    .iter()
                    .chain(&pend.teams)
                    .find(|x| x.name.eq_ignore_ascii_case(name));
                Some(match found {
                    Some(x) => x.id,
                    None => {
                        let id = TeamId(s.next_team_id + pend.teams.len() as u32);
                        let team = checked_team(s, id, name, None, &pend.teams)
                            .map_err(|e| cell("team", CellProblem::Refused(Box::new(e))))?;
                        pend.teams.push(team);
                        id
                    }
                })
            }
        };
        if let Some(b) = r.board
            && b > s.max_board()
        {
            let problem = CellProblem::Board {
                text: b.to_string(),
                max: s.max_board(),
            };
            return Err(cell("board", problem).into());
        }
        if r.board.is_some() && team.is_none() {
            return Err(cell("board", CellProblem::BoardNeedsTeam).into());
        }
        if r.reserve == Some(true) && team.is_none() {
            return Err(cell("reserve", CellProblem::ReserveNeedsTeam).into());
        }
        if let (Some(b), Some(team)) = (r.board, team)
            && let Some(other) = s
                .players
                .iter()
                .chain(&pend.players)
                .find(|q| q.team == Some(team) && q.board == Some(b))
        {
            return Err(cell(
                "board",
                CellProblem::BoardTaken {
                    board: b,
                    name: other.name.clone(),
                },
            )
            .into());
        }
        let fields = PlayerFields {
            name: r.name.clone(),
            sex: r.sex,
            birth: r.birth,
            rating: r.rating,
            title: r.title,
            federation: r.federation.clone().unwrap_or_default(),
            national_id: r.national_id.clone(),
            fide_id: r.fide_id,
            team,
            board: r.board,
            reserve: r
                .reserve
                .unwrap_or(r.board.is_some_and(|b| s.reserve_board(b))),
            filler: false,
        };
        // The section with its teams as they will be, so the player's team is known.
        let mut view = s.clone();
        view.teams.extend(pend.teams.iter().cloned());
        let id = PlayerId(s.next_player_id + pend.players.len() as u32);
        let p = new_player(&view, fields, id, &pend.players).map_err(|e| CsvImportError::Row {
            row: r.row,
            line: r.line,
            problem: Box::new(e),
        })?;
        pend.players.push(p);
    }
    let mut changes = Vec::new();
    let mut added = Vec::new();
    for pend in pending {
        let s = &t.sections[pend.section];
        added.push((
            s.code.clone(),
            pend.players.len() as u32,
            pend.teams.len() as u32,
        ));
        let si = pend.section as u32;
        if !pend.teams.is_empty() {
            changes.push(Change::TeamsAdded {
                section: si,
                count: pend.teams.len() as u32,
                stash: pend.teams,
            });
        }
        changes.push(Change::PlayersAdded {
            section: si,
            count: pend.players.len() as u32,
            stash: pend.players,
        });
    }
    commit(t, Deed::Import { sections: added }, changes)?;
    Ok(rows.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_lettered_as_a_spreadsheet_letters_them() {
        let letters: Vec<String> = [0, 1, 25, 26, 27, 51, 52, 701, 702]
            .into_iter()
            .map(column_letter)
            .collect();
        assert_eq!(
            letters,
            ["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]
        );
    }

    #[test]
    fn a_bad_cell_is_named_by_the_lists_own_heading() {
        let e = parse_players_csv(
            "Bil,NAMA,Elo
1,Tan Wei Ming,abc
",
        )
        .expect_err("not a rating");
        assert_eq!(
            e.to_string(),
            "row 1 (line 2), column C 'Elo': 'abc' is not a number 0-3500"
        );
    }

    #[test]
    fn header_names_are_case_insensitive_and_in_any_order() {
        let rows = parse_players_csv(
            "Rating,NAME,Fide ID,Jantina\n1500,Tan Wei Ming,,L\n,Nur Aisyah binti Hassan,123,p\n",
        )
        .unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].rating, Some(1500));
        assert_eq!(rows[0].sex, Some(Sex::Male));
        assert_eq!(rows[1].fide_id, Some(123));
        assert_eq!(rows[1].sex, Some(Sex::Female));
        assert_eq!((rows[1].row, rows[1].line), (2, 3));
    }

    /// A Malay list heads the rating `Penarafan`.
    #[test]
    fn the_malay_heading_of_the_rating_is_read() {
        let rows = parse_players_csv("Nama,Penarafan\nTan Wei Ming,1490\n").unwrap();
        assert_eq!(rows[0].rating, Some(1490));
    }

    #[test]
    fn header_problems() {
        let e = |s: &str| parse_players_csv(s).unwrap_err().to_string();
        assert!(e("").starts_with("the list is empty"));
        assert_eq!(e("name,team,name\n"), "line 1: column name appears twice");
        assert_eq!(e("team,board\nA,1\n"), "line 1: there is no name column");
    }

    #[test]
    fn trailing_empty_cells_are_forgiven_but_not_missing_ones() {
        assert!(parse_players_csv("name,rating\nTan Wei Ming,1500,,\n").is_ok());
        assert_eq!(
            parse_players_csv("name,rating\nTan Wei Ming\n")
                .unwrap_err()
                .to_string(),
            "row 1 (line 2): 1 cells, but the header has 2"
        );
    }

    #[test]
    fn an_empty_list_is_refused() {
        let mut t = Tournament::new("Kejohanan");
        crate::ops::create_section(&mut t, "L12", "Lelaki", 5, crate::model::Sport::Chess).unwrap();
        let rows = parse_players_csv("name,team\n").unwrap();
        assert_eq!(
            import_players(&mut t, "L12", &rows)
                .unwrap_err()
                .to_string(),
            "nothing to change: the list has no players"
        );
        assert_eq!(t.journal.entries.len(), 1);
    }
}
