//! The words of a player list that cannot be read ([`CsvImportError`], [`CellProblem`],
//! [`Heading`]), English and Malay side by side. Each names the row, line and column; the
//! English is the errors' `Display`, what the command line prints.

use super::import::{COLUMNS, CellProblem, CsvImportError, Heading};
use crate::model::{Language, brief};
use catur_engine::in_lang;
use std::fmt;

/// The columns by the Malay headers a list may use.
const COLUMNS_MS: &str = "nama, pasukan, papan, jantina, tarikh_lahir, rating, fide, gelaran, \
                          kategori, simpanan, negeri, no_kp";

/// A column of the player list by its name in `lang` (the internal names are English).
fn column_name(column: &str, lang: Language) -> &str {
    if lang == Language::English {
        return column;
    }
    match column {
        "name" => "nama",
        "team" => "pasukan",
        "board" => "papan",
        "sex" => "jantina",
        "birth" => "tarikh_lahir",
        "fide_id" => "id FIDE",
        "title" => "gelaran",
        "section" => "kategori",
        "reserve" => "simpanan",
        "federation" => "negeri",
        "national_id" => "no_kp",
        "row number" => "bilangan",
        other => other,
    }
}

impl Heading {
    /// The column as the file heads it (`D 'Rating FIDE'`), or by its name in `lang`
    /// when the row was not read from a file.
    pub fn say(&self, lang: Language) -> String {
        let Heading {
            column,
            letter,
            text,
        } = self;
        if letter.is_empty() {
            match lang {
                Language::English => text.clone(),
                Language::Malay => column_name(column, lang).to_string(),
            }
        } else if text.is_empty() {
            in_lang!(lang, "{letter} (no header)", "{letter} (tiada tajuk)")
        } else {
            format!("{letter} '{text}'")
        }
    }
}

impl fmt::Display for Heading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl CsvImportError {
    /// What is wrong with the list and where, in `lang`.
    pub fn say(&self, lang: Language) -> String {
        match self {
            CsvImportError::Empty => {
                let (en, ms) = (COLUMNS.join(","), COLUMNS_MS.replace(", ", ","));
                in_lang!(
                    lang,
                    "the list is empty: expected a header row such as {en}",
                    "senarai kosong: perlu baris tajuk seperti {ms}"
                )
            }
            CsvImportError::UnknownColumn { column } => {
                let (column, known) = (brief(column), COLUMNS.join(", "));
                in_lang!(
                    lang,
                    "line 1: unknown column '{column}' (known columns: {known})",
                    "baris 1: lajur '{column}' tidak dikenali (lajur yang dikenali: {COLUMNS_MS})"
                )
            }
            CsvImportError::DuplicateColumn(c) => {
                let c = column_name(c, lang);
                in_lang!(
                    lang,
                    "line 1: column {c} appears twice",
                    "baris 1: lajur {c} muncul dua kali"
                )
            }
            CsvImportError::NoNameColumn => in_lang!(
                lang,
                "line 1: there is no name column",
                "baris 1: tiada lajur nama"
            ),
            CsvImportError::CellCount {
                row,
                line,
                cells,
                expected,
            } => in_lang!(
                lang,
                "row {row} (line {line}): {cells} cells, but the header has {expected}",
                "baris data {row} (baris {line}): {cells} sel, tetapi tajuk ada {expected}"
            ),
            CsvImportError::Cell {
                row,
                line,
                column,
                problem,
            } => {
                let (column, problem) = (column.say(lang), problem.say(lang));
                in_lang!(
                    lang,
                    "row {row} (line {line}), column {column}: {problem}",
                    "baris data {row} (baris {line}), lajur {column}: {problem}"
                )
            }
            CsvImportError::Row { row, line, problem } => {
                let problem = problem.say(lang);
                in_lang!(
                    lang,
                    "row {row} (line {line}): {problem}",
                    "baris data {row} (baris {line}): {problem}"
                )
            }
            CsvImportError::Syntax { line, problem } => in_lang!(
                lang,
                "line {line}: {problem}",
                "baris {line}: teks CSV tidak dapat dibaca ({problem})"
            ),
            CsvImportError::Encoding {
                line,
                column,
                byte,
                encoding,
            } => {
                let encoding = match lang {
                    Language::English => encoding.to_string(),
                    Language::Malay => encoding.replace(" or ", " atau "),
                };
                in_lang!(
                    lang,
                    "line {line}, column {column}: byte 0x{byte:02X} is not {encoding} text; save the list as UTF-8 CSV",
                    "baris {line}, lajur {column}: bait 0x{byte:02X} bukan teks {encoding}; simpan senarai sebagai CSV UTF-8"
                )
            }
        }
    }
}

impl fmt::Display for CsvImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for CsvImportError {}

impl CellProblem {
    /// What is wrong with the cell, in `lang`.
    pub fn say(&self, lang: Language) -> String {
        match self {
            CellProblem::Control { text, code } => in_lang!(
                lang,
                "'{text}' holds a control character (U+{code:04X}); type the text again",
                "'{text}' mengandungi aksara kawalan (U+{code:04X}); taip semula teks itu"
            ),
            CellProblem::NoHeader(text) => in_lang!(
                lang,
                "'{text}' is in a column without a header; name the column or clear it",
                "'{text}' berada dalam lajur tanpa tajuk; namakan lajur itu atau kosongkannya"
            ),
            CellProblem::Board { text, max } => in_lang!(
                lang,
                "'{text}' is not a board 1-{max}",
                "'{text}' bukan papan 1-{max}"
            ),
            CellProblem::Rating(text) => in_lang!(
                lang,
                "'{text}' is not a number 0-3500",
                "'{text}' bukan nombor 0-3500"
            ),
            CellProblem::FideId(text) => in_lang!(
                lang,
                "'{text}' is not a FIDE id (digits only)",
                "'{text}' bukan id FIDE (digit sahaja)"
            ),
            CellProblem::Birth(e) => e.say(lang),
            CellProblem::Title(t) => t.say(lang),
            CellProblem::Sex(text) => in_lang!(
                lang,
                "'{text}' is not a sex: use M or F (or L or P)",
                "'{text}' bukan jantina: gunakan L atau P (atau M atau F)"
            ),
            CellProblem::YesNo(text) => in_lang!(
                lang,
                "'{text}' is not yes or no",
                "'{text}' bukan ya atau tidak"
            ),
            CellProblem::NameRequired => {
                in_lang!(lang, "a name is required", "nama diperlukan")
            }
            CellProblem::BoardNeedsTeam => in_lang!(
                lang,
                "a board needs a team in the team column",
                "papan memerlukan pasukan dalam lajur pasukan"
            ),
            CellProblem::ReserveNeedsTeam => in_lang!(
                lang,
                "a reserve needs a team in the team column",
                "pemain simpanan memerlukan pasukan dalam lajur pasukan"
            ),
            CellProblem::BoardTaken { board, name } => in_lang!(
                lang,
                "board {board} of this team is already {name}'s",
                "papan {board} pasukan ini sudah milik {name}"
            ),
            CellProblem::Refused(op) => op.say(lang),
        }
    }
}

impl fmt::Display for CellProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for CellProblem {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{DateError, DateProblem, NotATitle};
    use crate::ops::{OpError, parse_players_csv};

    #[test]
    fn a_bad_date_in_a_player_list_is_named_in_malay_with_row_line_and_column() {
        let e = parse_players_csv("nama,tarikh_lahir\nTan Wei Ming,31/02/2014\n")
            .expect_err("31 February");
        let ms = e.say(Language::Malay);
        assert!(
            ms.starts_with(
                "baris data 1 (baris 2), lajur B 'tarikh_lahir': '31/02/2014' bukan tarikh"
            ),
            "{ms}"
        );
        assert!(
            e.to_string()
                .starts_with("row 1 (line 2), column B 'tarikh_lahir': '31/02/2014' is not a date"),
            "{e}"
        );
    }

    fn cell(problem: CellProblem) -> CsvImportError {
        CsvImportError::Cell {
            row: 4,
            line: 5,
            column: Box::new(Heading::at("rating", 3, "Rating FIDE")),
            problem,
        }
    }

    /// One of each error and cell problem.
    fn samples() -> Vec<CsvImportError> {
        let mut v = vec![
            CsvImportError::Empty,
            CsvImportError::UnknownColumn {
                column: "umur".into(),
            },
            CsvImportError::DuplicateColumn("team"),
            CsvImportError::NoNameColumn,
            CsvImportError::CellCount {
                row: 3,
                line: 4,
                cells: 5,
                expected: 6,
            },
            CsvImportError::Row {
                row: 7,
                line: 8,
                problem: Box::new(OpError::NothingToUndo),
            },
            CsvImportError::Syntax {
                line: 9,
                problem: "CSV".into(),
            },
            CsvImportError::Encoding {
                line: 2,
                column: 11,
                byte: 0x81,
                encoding: "UTF-8 or Windows-1252",
            },
        ];
        for p in [
            CellProblem::Control {
                text: "Tan".into(),
                code: 7,
            },
            CellProblem::NoHeader("12".into()),
            CellProblem::Board {
                text: "9".into(),
                max: 5,
            },
            CellProblem::Rating("4000".into()),
            CellProblem::FideId("12a".into()),
            CellProblem::Birth(DateError {
                text: "2014-13-01".into(),
                why: DateProblem::Month,
            }),
            CellProblem::Title(NotATitle("XM".into())),
            CellProblem::Sex("Q".into()),
            CellProblem::YesNo("mungkin".into()),
            CellProblem::NameRequired,
            CellProblem::BoardNeedsTeam,
            CellProblem::ReserveNeedsTeam,
            CellProblem::BoardTaken {
                board: 2,
                name: "Priya a/p Raman".into(),
            },
            CellProblem::Refused(Box::new(OpError::NothingToRedo)),
        ] {
            v.push(cell(p));
        }
        v
    }

    /// The numbers a text names, in order of size.
    fn numbers(text: &str) -> Vec<String> {
        let mut v: Vec<String> = text
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| w.chars().any(|c| c.is_ascii_digit()))
            .map(str::to_string)
            .collect();
        v.sort();
        v
    }

    #[test]
    fn every_list_error_is_worded_in_malay_with_the_same_place_and_facts() {
        for e in samples() {
            let (en, ms) = (e.say(Language::English), e.say(Language::Malay));
            assert_eq!(en, e.to_string());
            assert_ne!(ms, en, "{e:?}");
            // The row and line (and the header row's line 1) are named in Malay.
            assert!(ms.contains("baris"), "{e:?}: {ms}");
            if !matches!(
                e,
                CsvImportError::Empty | CsvImportError::UnknownColumn { .. }
            ) {
                assert_eq!(numbers(&en), numbers(&ms), "{e:?}:\n{en}\n{ms}");
            }
            for w in [
                "row", "line", "column", "not", "is", "the", "needs", "already",
            ] {
                let found = ms.split(|c: char| !c.is_alphabetic()).any(|x| x == w);
                // Only the reader's own reason (Syntax) keeps its English.
                assert!(
                    !found || matches!(e, CsvImportError::Syntax { .. }),
                    "English '{w}' in the Malay of {e:?}: {ms}"
                );
            }
        }
    }
}
