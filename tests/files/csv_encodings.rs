//! Player lists as spreadsheets really save them: UTF-8, Windows-1252 and Excel's
//! "Unicode text" (UTF-16 with tabs) all read; a team is found by its name only;
//! impossible dates and control characters are refused where they are.

use catur::model::{Sport, TextEncoding, Tournament};
use catur::ops::{self, decode_players_csv, import_players, parse_players_csv};

fn tournament() -> Tournament {
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    ops::create_section(&mut t, "L12", "Lelaki Bawah 12", 6, Sport::Chess).unwrap();
    t
}

fn read(bytes: &[u8]) -> Vec<ops::PlayerRow> {
    let (text, _) = decode_players_csv(bytes).unwrap();
    parse_players_csv(&text).unwrap()
}

#[test]
fn csv_utf16le_with_bom_and_tabs_as_excel_writes_it() {
    let text = "name\tteam\tbirth\r\nMuñoz bin Ismail\tSK Seri Indah\t2014-03-02\r\nTan Wei Ming\tSK Seri Indah\t\r\n";
    let bytes: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(text.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    assert_eq!(decode_players_csv(&bytes).unwrap().1, TextEncoding::Utf16Le);
    let rows = read(&bytes);
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].name, "Muñoz bin Ismail");
    assert_eq!(rows[1].team.as_deref(), Some("SK Seri Indah"));
    let mut t = tournament();
    assert_eq!(import_players(&mut t, "L12", &rows).unwrap(), 2);
}

#[test]
fn csv_utf16be_with_bom_reads() {
    let text = "name;rating\nPriya a/p Raman;1210\n";
    let bytes: Vec<u8> = [0xFE, 0xFF]
        .into_iter()
        .chain(text.encode_utf16().flat_map(u16::to_be_bytes))
        .collect();
    let rows = read(&bytes);
    assert_eq!(
        (rows[0].name.as_str(), rows[0].rating),
        ("Priya a/p Raman", Some(1210))
    );
}

#[test]
fn csv_windows_1252_reads() {
    let bytes = b"name,team\r\nJos\xE9 Mu\xF1oz,SK \x93Seri\x94 Indah\r\n";
    let (_, encoding) = decode_players_csv(bytes).unwrap();
    assert_eq!(encoding, TextEncoding::Windows1252);
    let rows = read(bytes);
    assert_eq!(rows[0].name, "José Muñoz");
    assert_eq!(
        rows[0].team.as_deref(),
        Some("SK \u{201C}Seri\u{201D} Indah")
    );
}

#[test]
fn csv_utf8_with_bom_reads_as_before() {
    let rows = read("\u{feff}name\nNur Aisyah binti Hassan\n".as_bytes());
    assert_eq!(rows[0].name, "Nur Aisyah binti Hassan");
}

#[test]
fn csv_undecodable_byte_is_placed() {
    let e = decode_players_csv(b"name\nTan\x81 Wei Ming\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2, column 4: byte 0x81 is not UTF-8 or Windows-1252 text; save the list as UTF-8 CSV"
    );
    let e = decode_players_csv(&[0xFF, 0xFE, b'n', 0, b'a']).unwrap_err();
    assert!(e.to_string().contains("UTF-16 (little-endian)"), "{e}");
}

#[test]
fn csv_team_matched_by_name_never_by_a_colliding_code() {
    // "SK Seri Indah" gets the code SSI; a school whose name is "SSI" is another team.
    let rows = read(b"name,team\nAhmad bin Ismail,SK Seri Indah\nTan Wei Ming,SSI\nPriya a/p Raman,sk seri indah\n");
    let mut t = tournament();
    import_players(&mut t, "L12", &rows).unwrap();
    let s = t.section("L12").unwrap();
    let teams: Vec<(&str, &str)> = s
        .teams
        .iter()
        .map(|x| (x.name.as_str(), x.code.as_str()))
        .collect();
    assert_eq!(teams, [("SK Seri Indah", "SSI"), ("SSI", "SSI2")]);
    let team_of = |name: &str| s.players.iter().find(|p| p.name == name).unwrap().team;
    assert_ne!(team_of("Tan Wei Ming"), team_of("Ahmad bin Ismail"));
    assert_eq!(team_of("Priya a/p Raman"), team_of("Ahmad bin Ismail"));
    // Two names with the same initials: two teams, two codes.
    let rows = read(
        b"name,team\nNur Aisyah binti Hassan,Sekolah Bukit Tinggi\nLim Jia Hui,SK Bukit Tinggi\n",
    );
    import_players(&mut t, "L12", &rows).unwrap();
    let codes: Vec<&str> = t
        .section("L12")
        .unwrap()
        .teams
        .iter()
        .map(|x| x.code.as_str())
        .collect();
    assert_eq!(codes, ["SSI", "SSI2", "SBT", "SBT2"]);
}

#[test]
fn csv_impossible_dates_are_refused() {
    for (date, ok) in [
        ("2014-02-30", false),
        ("2015-02-29", false),
        ("2014/04/31", false),
        ("2016-02-29", true),
    ] {
        let text = format!("name,birth\nTan Wei Ming,{date}\n");
        let got = parse_players_csv(&text);
        assert_eq!(got.is_ok(), ok, "{date}");
        if !ok {
            let e = got.unwrap_err().to_string();
            assert!(
                e.starts_with(&format!(
                    "row 1 (line 2), column B 'birth': '{date}' is not a date"
                )),
                "{e}"
            );
        }
    }
}

#[test]
fn csv_control_character_in_a_name_is_refused() {
    let e = parse_players_csv("name,team\nTan\u{7}Wei Ming,SK Seri Indah\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "row 1 (line 2), column A 'name': 'Tan\\u{7}Wei Ming' holds a control character (U+0007); type the text again"
    );
    let e = parse_players_csv("name,team\n\"Tan Wei\nMing\",SK\n").unwrap_err();
    assert!(e.to_string().contains("control character (U+000A)"), "{e}");
    let e = parse_players_csv("name,team\nTan Wei Ming,SK\u{1b}[31m\n").unwrap_err();
    assert!(
        e.to_string()
            .starts_with("row 1 (line 2), column B 'team':"),
        "{e}"
    );
}

#[test]
fn csv_long_cells_are_quoted_briefly() {
    let long = "9".repeat(3000);
    let e = parse_players_csv(&format!("name,rating\nTan Wei Ming,{long}\n"))
        .unwrap_err()
        .to_string();
    assert!(e.len() < 150, "{e}");
    assert!(e.contains(&format!("'{}...'", "9".repeat(40))), "{e}");
}

#[test]
fn csv_players_import_cli_reads_windows_1252() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("kejohanan.catur");
    let list = dir.path().join("senarai.csv");
    std::fs::write(&list, b"name,team\r\nJos\xE9 Mu\xF1oz,SK Seri Indah\r\n").unwrap();
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_catur"))
            .args(args)
            .output()
            .unwrap()
    };
    let f = file.to_str().unwrap();
    let ok = |o: std::process::Output| {
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    ok(run(&["new", f, "--name", "Kejohanan"]));
    ok(run(&[
        "section", "add", f, "--code", "L12", "--name", "Lelaki", "--rounds", "5",
    ]));
    let l = list.to_str().unwrap();
    ok(run(&[
        "players",
        "import",
        f,
        "--section",
        "L12",
        "--csv",
        l,
    ]));
    let out = ok(run(&["players", "list", f, "--section", "L12"]));
    assert!(out.contains("José Muñoz"), "{out}");
}
