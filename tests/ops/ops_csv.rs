//! Importing player lists: every bad row names its row, line and column, and a list
//! with any bad row imports nothing.

use catur::model::{Sex, Sport, Title, Tournament};
use catur::ops::{self, OpError, import_players, parse_players_csv, undo};

const GOOD: &str = "\
name,team,board,sex,birth,rating,fide_id,title
Ahmad bin Ismail,SK Seri Indah,1,M,2014/03/02,1450,,
Tan Wei Ming,SK Seri Indah,2,M,2014,,,
Priya a/p Raman,SK Seri Indah,3,F,2015-01-20,1210,5812345,
Lim Jia Hui,SK Seri Indah,4,F,,,,
Muhammad Hafiz bin Yusof,SK Seri Indah,5,M,,,,
Nur Aisyah binti Hassan,SK Bukit Tinggi,1,F,2014,1600,5800001,WCM
\"Wong, Kah Mun\",SK Bukit Tinggi,2,M,,,,
";

fn empty() -> Tournament {
    let mut t = Tournament::new("Kejohanan Catur MSSM Pahang 2026");
    for code in ["L12", "P12", "L15"] {
        ops::create_section(&mut t, code, "Bawah 12", 6, Sport::Chess).unwrap();
    }
    t
}

/// Parses `text`, expecting the message; then checks that importing the good part and
/// the bad file together leaves the tournament untouched.
fn bad(text: &str, message: &str) {
    let e = parse_players_csv(text).unwrap_err();
    assert_eq!(e.to_string(), message);
}

#[test]
fn a_good_list_imports_with_teams_and_reserves_in_one_entry() {
    let mut t = empty();
    let rows = parse_players_csv(GOOD).unwrap();
    assert_eq!(rows.len(), 7);
    let entries = t.journal.entries.len();
    assert_eq!(import_players(&mut t, "l12", &rows).unwrap(), 7);
    assert_eq!(t.journal.entries.len(), entries + 1);
    let s = t.section("L12").unwrap();
    assert_eq!(s.players.len(), 7);
    let codes: Vec<&str> = s.teams.iter().map(|x| x.code.as_str()).collect();
    assert_eq!(codes, ["SSI", "SBT"]);
    let hafiz = s
        .players
        .iter()
        .find(|p| p.name.starts_with("Muhammad"))
        .unwrap();
    assert!(hafiz.reserve && !hafiz.is_available(1));
    let nur = s
        .players
        .iter()
        .find(|p| p.name.starts_with("Nur"))
        .unwrap();
    assert_eq!(
        (nur.title, nur.rating, nur.fide_id, nur.sex),
        (
            Some(Title::WCM),
            Some(1600),
            Some(5800001),
            Some(Sex::Female)
        )
    );
    assert!(s.players.iter().any(|p| p.name == "Wong, Kah Mun"));
    assert_eq!(
        ops::journal_entries(&t).last().unwrap().description,
        "import: L12 7 player(s), 2 new team(s)"
    );
    // A second list for the same schools reuses their teams.
    let more = parse_players_csv("name,team,board\nSiti Zulaikha,sk bukit tinggi,3\n").unwrap();
    import_players(&mut t, "L12", &more).unwrap();
    assert_eq!(t.section("L12").unwrap().teams.len(), 2);
    undo(&mut t).unwrap();
    undo(&mut t).unwrap();
    assert!(t.section("L12").unwrap().players.is_empty());
    assert!(t.section("L12").unwrap().teams.is_empty());
}

#[test]
fn bom_semicolons_and_other_column_orders_are_accepted() {
    let semi = "\u{feff}Title;RATING;Name;Team;Board;Sex;Birth;FIDE_ID\r\n;1450;Ahmad bin Ismail;SK Seri Indah;1;L;2014;\r\nCM;1500,5;x;y;2;P;;\r\n";
    // Row 2's rating uses a decimal comma inside a semicolon file: still not a number.
    assert_eq!(
        parse_players_csv(semi).unwrap_err().to_string(),
        "row 2 (line 3), column B 'RATING': '1500,5' is not a number 0-3500"
    );
    let semi = "\u{feff}Title;RATING;Name;Team;Board;Sex;Birth;FIDE_ID\r\n;1450;Ahmad bin Ismail;SK Seri Indah;1;L;2014;\r\nCM;1500;Tan Wei Ming;SK Seri Indah;2;m;;\r\n";
    let rows = parse_players_csv(semi).unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].name, "Ahmad bin Ismail");
    assert_eq!(rows[0].sex, Some(Sex::Male));
    assert_eq!(rows[1].title, Some(Title::CM));
    assert_eq!(rows[1].line, 3);
    let malay = "Nama,Pasukan,Papan,Jantina,Tarikh Lahir\nNur Aisyah binti Hassan,SK Seri Indah,1,P,2014/05/11\n";
    let rows = parse_players_csv(malay).unwrap();
    assert_eq!(rows[0].team.as_deref(), Some("SK Seri Indah"));
    assert_eq!(
        rows[0].birth.map(|d| d.to_string()).as_deref(),
        Some("2014/05/11")
    );
}

#[test]
fn every_bad_cell_names_row_line_and_column() {
    let head = "name,team,board,sex,birth,rating,fide_id,title\n";
    let ok = "Ahmad bin Ismail,SK Seri Indah,1,M,2014,1450,,\n";
    let with = |bad_row: &str| format!("{head}{ok}{ok}{bad_row}");
    bad(
        &with("Tan Wei Ming,SK Seri Indah,2,M,2014,abc,,\n"),
        "row 3 (line 4), column F 'rating': 'abc' is not a number 0-3500",
    );
    bad(
        &with("Tan Wei Ming,SK Seri Indah,2,M,2014,3600,,\n"),
        "row 3 (line 4), column F 'rating': '3600' is not a number 0-3500",
    );
    bad(
        &with("Tan Wei Ming,SK Seri Indah,12,M,2014,,,\n"),
        "row 3 (line 4), column C 'board': '12' is not a board 1-11",
    );
    bad(
        &with("Tan Wei Ming,SK Seri Indah,2,M,2014,,,XM\n"),
        "row 3 (line 4), column H 'title': 'XM' is not a FIDE title (GM IM WGM FM WIM CM WFM WCM)",
    );
    bad(
        &with("Tan Wei Ming,SK Seri Indah,2,X,2014,,,\n"),
        "row 3 (line 4), column D 'sex': 'X' is not a sex: use M or F (or L or P)",
    );
    bad(
        &with(",SK Seri Indah,2,M,2014,,,\n"),
        "row 3 (line 4), column A 'name': a name is required",
    );
    bad(
        &with("Tan Wei Ming,SK Seri Indah,2,M\n"),
        "row 3 (line 4): 4 cells, but the header has 8",
    );
    bad(
        &with("Tan Wei Ming,SK Seri Indah,2,M,2014,,,,extra\n"),
        "row 3 (line 4): 9 cells, but the header has 8",
    );
    bad(
        &with("Tan Wei Ming,SK Seri Indah,2,M,20xx,,,\n"),
        "row 3 (line 4), column E 'birth': '20xx' is not a date: expected YYYY, YYYY-MM-DD or DD/MM/YYYY (a part is not a number)",
    );
    bad(
        &with("Tan Wei Ming,SK Seri Indah,2,M,2014,,F123,\n"),
        "row 3 (line 4), column G 'fide_id': 'F123' is not a FIDE id (digits only)",
    );
    bad(
        "name,team,rank\nTan Wei Ming,SK Seri Indah,1\n",
        "line 1: unknown column 'rank' (known columns: name, team, board, sex, birth, rating, fide_id, title, section, \
         reserve, federation, national_id)",
    );
    // A blank line counts for the line number but not for the row number.
    bad(
        &format!("{head}{ok}\n{ok}Tan,SK,0,M,,,,\n"),
        "row 3 (line 5), column C 'board': '0' is not a board 1-11",
    );
}

#[test]
fn an_import_with_one_bad_row_imports_nothing() {
    let mut t = empty();
    let before = t.clone();
    let refuse = |t: &mut Tournament, text: &str, message: &str| {
        let rows = parse_players_csv(text).unwrap();
        let e: OpError = import_players(t, "L12", &rows).unwrap_err();
        assert_eq!(e.to_string(), message);
    };
    let text = format!("{GOOD}Siti Zulaikha,SK Seri Indah,2,F,,,,\n");
    refuse(
        &mut t,
        &text,
        "row 8 (line 9), column C 'board': board 2 of this team is already Tan Wei Ming's",
    );
    let text = "name,team,board,section\nAhmad bin Ismail,SK Seri Indah,1,L12\nTan Wei Ming,SK Seri Indah,2,L13\n";
    refuse(
        &mut t,
        text,
        "row 2 (line 3), column D 'section': no section L13 (sections: L12 P12 L15)",
    );
    let text = "name,board\nAhmad bin Ismail,1\n";
    refuse(
        &mut t,
        text,
        "row 1 (line 2), column B 'board': a board needs a team in the team column",
    );
    let text = "name,team,reserve\nAhmad bin Ismail,,ya\n";
    refuse(
        &mut t,
        text,
        "row 1 (line 2), column C 'reserve': a reserve needs a team in the team column",
    );
    let text = "name,federation\nAhmad bin Ismail,PAHANG DARUL MAKMUR\n";
    refuse(
        &mut t,
        text,
        "row 1 (line 2): federation 'PAHANG DARUL MAKMUR' is too long: use a code such as MAS or PHG",
    );
    let rows = parse_players_csv(GOOD).unwrap();
    assert_eq!(
        import_players(&mut t, "L13", &rows)
            .unwrap_err()
            .to_string(),
        "no section L13 (sections: L12 P12 L15)"
    );
    assert_eq!(t, before, "nothing imported, nothing journaled");
}

#[test]
fn one_list_can_fill_several_sections_and_reserve_column_overrides_board_five() {
    let mut t = empty();
    let text = "name,team,board,section,reserve\n\
                Ahmad bin Ismail,SK Seri Indah,1,,\n\
                Tan Wei Ming,SK Seri Indah,5,,no\n\
                Nur Aisyah binti Hassan,SK Seri Indah,1,P12,\n\
                Priya a/p Raman,SK Seri Indah,5,P12,\n";
    let rows = parse_players_csv(text).unwrap();
    import_players(&mut t, "L12", &rows).unwrap();
    let l12 = t.section("L12").unwrap();
    let p12 = t.section("P12").unwrap();
    assert_eq!((l12.players.len(), p12.players.len()), (2, 2));
    assert!(!l12.players[1].reserve && l12.players[1].is_available(1));
    assert!(p12.players[1].reserve && !p12.players[1].is_available(1));
    undo(&mut t).unwrap();
    assert!(
        t.sections
            .iter()
            .all(|s| s.players.is_empty() && s.teams.is_empty())
    );
}

#[test]
fn the_demo_player_list_imports_into_six_sections_at_once() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sample-data/mssd-demo.csv");
    let text = std::fs::read_to_string(path).unwrap();
    let rows = parse_players_csv(&text).unwrap();
    assert_eq!(rows.len(), 252);
    let mut t = Tournament::new("Kejohanan Catur MSSD 2026");
    for code in ["L12", "P12", "L15", "P15", "L18", "P18"] {
        ops::create_section(&mut t, code, "Kategori", 7, Sport::Chess).unwrap();
    }
    assert_eq!(import_players(&mut t, "L12", &rows).unwrap(), 252);
    let total: usize = t.sections.iter().map(|s| s.players.len()).sum();
    assert_eq!(total, 252);
    let reserves = t
        .sections
        .iter()
        .flat_map(|s| &s.players)
        .filter(|p| p.reserve)
        .count();
    assert_eq!(reserves, 12);
    assert_eq!(t.journal.entries.len(), 7);
    undo(&mut t).unwrap();
    assert!(t.sections.iter().all(|s| s.players.is_empty()));
}

/// The list as a district office's spreadsheet saves it: a `Bil` column, Malay headers
/// in capitals and with extra spaces, day-first dates, CR LF, numbered empty rows.
#[test]
fn a_list_straight_from_excel_imports_into_a_section() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sample-data/excel-p12.csv");
    let text = std::fs::read_to_string(path).unwrap();
    let rows = parse_players_csv(&text).unwrap();
    assert_eq!(
        rows.len(),
        12,
        "the numbered empty rows 13 and 14 are read past"
    );
    assert_eq!(rows[0].name, "Nur Aisyah binti Hassan");
    assert_eq!(
        rows[0].birth.map(|d| d.to_string()).as_deref(),
        Some("2014/10/08")
    );
    assert_eq!(
        rows[1].birth.map(|d| d.to_string()).as_deref(),
        Some("2015/01/08")
    );
    assert_eq!(
        rows[2].birth.map(|d| d.to_string()).as_deref(),
        Some("2014/03/21")
    );
    assert_eq!(
        rows[3].birth.map(|d| d.to_string()).as_deref(),
        Some("2014/10/08")
    );
    assert_eq!(rows[0].sex, Some(Sex::Female));
    assert_eq!(rows[0].board, Some(1));
    let mut t = empty();
    assert_eq!(import_players(&mut t, "P12", &rows).unwrap(), 12);
    let s = t.section("P12").unwrap();
    assert_eq!(s.players.len(), 12);
    assert_eq!(s.teams.len(), 5);
}

#[test]
fn row_number_columns_are_read_past_and_no_kp_stays_the_identity_number() {
    for header in ["Bil", "No", "#", "No.", "BIL."] {
        let rows = parse_players_csv(&format!(
            "{header},Nama\n1,Tan Wei Ming\n2,Priya a/p Raman\n"
        ))
        .unwrap();
        assert_eq!(rows.len(), 2, "{header}");
        assert_eq!(rows[1].name, "Priya a/p Raman", "{header}");
    }
    let rows = parse_players_csv("No,Nama,No KP\n1,Tan Wei Ming,140308-06-1234\n").unwrap();
    assert_eq!(rows[0].national_id.as_deref(), Some("140308-06-1234"));
    for header in ["No. IC", "No Kad Pengenalan", "Kad Pengenalan"] {
        let rows = parse_players_csv(&format!(
            "No,Nama,{header}\n1,Tan Wei Ming,140308-06-1234\n"
        ))
        .unwrap();
        assert_eq!(
            rows[0].national_id.as_deref(),
            Some("140308-06-1234"),
            "{header}"
        );
    }
}

#[test]
fn headers_in_any_case_and_spacing() {
    let rows = parse_players_csv(
        "  nAmA , Tarikh   Lahir ,FIDE  ID,No. KP\nAhmad bin Ismail,08/10/2014,5800001,x\n",
    )
    .unwrap();
    assert_eq!(
        rows[0].birth.map(|d| d.to_string()).as_deref(),
        Some("2014/10/08")
    );
    assert_eq!(rows[0].fide_id, Some(5_800_001));
    assert_eq!(rows[0].national_id.as_deref(), Some("x"));
}

#[test]
fn an_impossible_day_first_date_names_row_line_and_column() {
    bad(
        "Bil,Nama,Tarikh Lahir\n1,Tan Wei Ming,08/10/2014\n2,Priya a/p Raman,30/02/2014\n",
        "row 2 (line 3), column C 'Tarikh Lahir': '30/02/2014' is not a date: expected YYYY, YYYY-MM-DD \
         or DD/MM/YYYY (that month has fewer days)",
    );
}

#[test]
fn a_column_without_a_header_is_allowed_while_empty() {
    let rows = parse_players_csv("Bil,Nama,,\n1,Tan Wei Ming,,\n").unwrap();
    assert_eq!(rows.len(), 1);
    bad(
        "Bil,Nama,\n1,Tan Wei Ming,x\n",
        "row 1 (line 2), column C (no header): 'x' is in a column without a header; name the \
         column or clear it",
    );
}

/// A board the section has no room for is refused on import with its row, line and
/// column: an individual section's teams are four and a reserve (boards 1-5).
#[test]
fn issue_33_an_individual_section_refuses_board_six_on_import() {
    let mut t = empty();
    let before = t.clone();
    let rows = parse_players_csv(
        "name,team,board\nAhmad bin Ismail,SK Seri Indah,1\nTan Wei Ming,SK Seri Indah,6\n",
    )
    .unwrap();
    let e = import_players(&mut t, "L12", &rows).unwrap_err();
    assert_eq!(
        e.to_string(),
        "row 2 (line 3), column C 'board': '6' is not a board 1-5"
    );
    assert_eq!(t, before);
}

/// Issue 33 item 6: a roster of a 10-board team match (boards 1-10 and a reserve on
/// board 11) imports whole; board 11 is the reserve without a reserve column, and the
/// default line-up is boards 1-10.
#[test]
fn issue_33_a_ten_board_roster_imports_with_its_reserve_on_board_eleven() {
    let mut t = empty();
    let settings = catur::model::TeamMatchSettings::new(10, catur::model::TeamSystem::Swiss);
    ops::set_team_match(&mut t, "L12", settings).unwrap();
    let mut text = String::from("name,team,board\n");
    for b in 1..=11 {
        text.push_str(&format!("Tan Wei Ming {b},SK Seri Indah,{b}\n"));
        text.push_str(&format!("Priya a/p Raman {b},SK Air Putih,{b}\n"));
    }
    let rows = parse_players_csv(&text).unwrap();
    assert_eq!(import_players(&mut t, "L12", &rows).unwrap(), 22);
    let s = t.section("L12").unwrap();
    let reserves: Vec<&str> = s
        .players
        .iter()
        .filter(|p| p.reserve)
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(reserves, ["Tan Wei Ming 11", "Priya a/p Raman 11"]);
    let tm = s.team_match.as_deref().unwrap();
    let team = s.teams[0].id;
    let line: Vec<String> = ops::team_lineup(s, tm, team, 1)
        .iter()
        .filter_map(|id| s.player(*id).map(|p| p.name.clone()))
        .collect();
    let want: Vec<String> = (1..=10).map(|b| format!("Tan Wei Ming {b}")).collect();
    assert_eq!(line, want);
    // Board 12 has no room even there.
    let e = parse_players_csv("name,team,board\nTan,SK Seri Indah,12\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "row 1 (line 2), column C 'board': '12' is not a board 1-11"
    );
}
