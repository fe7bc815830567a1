//! Every printed list whole on its paper, whatever the tie-break list (issue: with the
//! Pahang preset's eleven tie-break columns the 80-column standings cut every name to
//! four letters and every half point). A section of 50 players with names of 24 to 40
//! characters, four of them "Siti Khadijah binti ...", after its six rounds; every report
//! on every printer for the Pahang, Johor, FIDE and FMJD presets: names whole up to 30
//! characters, no number cut, every line within the paper (137 columns when the ESC/P
//! printer was switched to condensed type).

use catur::cli::play_rounds;
use catur::model::{Sport, Tournament};
use catur::ops;
use catur::report::{self, Block, Charset, PrinterMode, Profile, ReportKind, Request};
use std::sync::OnceLock;

/// Invented names, 24 to 40 characters; four share their first 20 characters.
const NAMES: [&str; 50] = [
    "Siti Khadijah binti Abdul Rahman",
    "Siti Khadijah binti Abdul Rashid",
    "Siti Khadijah binti Abdullah Sani",
    "Siti Khadijah binti Ahmad Fauzi",
    "Nur Aisyah binti Hassan Basri",
    "Nur Aisyah binti Mohd Hafiz Zainal",
    "Muhammad Firdaus bin Ismail",
    "Muhammad Firdaus bin Ibrahim Shah",
    "Muhammad Haziq Danial bin Rosli",
    "Ahmad Zulkarnain bin Abdul Ghani",
    "Nurul Izzati binti Kamaruddin",
    "Wan Muhammad Aqil bin Wan Azman",
    "Tengku Farah Nabila binti Tengku Idris",
    "Mohd Amirul Hakimi bin Mohd Zamri",
    "Puteri Balqis Humaira binti Azlan",
    "Christopher Tan Wei Ming",
    "Jonathan Lim Kah Heng Benedict",
    "Tan Wei Ming Alexander Chong",
    "Lee Jia Hui Stephanie Wong",
    "Ong Kai Xiang Nathaniel Teoh",
    "Chong Mei Ling Evangeline Yap",
    "Ng Zhi Hao Marcus Chee Keong",
    "Goh Shu Qi Valerie Ann Lau",
    "Priya Dharshini a/p Ramanathan",
    "Priya a/p Raman Subramaniam",
    "Kavinesh a/l Selvarajah Pillai",
    "Thivyaa Sri a/p Muniandy Rajoo",
    "Arvind Kumar a/l Krishnasamy",
    "Santhiya Devi a/p Maniam Letchumy",
    "Harish Raj a/l Gunasegaran Nair",
    "Nur Damia Aleesya binti Shamsul",
    "Muhammad Adam Rayyan bin Khairul",
    "Aina Sofea Batrisyia binti Nizam",
    "Luqman Hakim bin Zulkifli Awang",
    "Nur Qistina Imani binti Rahim Yusof",
    "Danish Irfan bin Mohd Faizal Ariff",
    "Syed Muhammad Harith bin Syed Ali",
    "Sharifah Nur Alya binti Syed Omar Alkaf",
    "Dayang Nur Syafiqah binti Awang Tengah",
    "Awangku Mohammad Hafiy bin Awang Rasidin",
    "Lim Jun Wei Timothy Nicholas Lau",
    "Yap Xin Yi Rachel Elizabeth",
    "Rajeswary a/p Thanabalan Perumal",
    "Vikneswaran a/l Ganesan Muthu",
    "Nurul Syahirah binti Abdul Karim",
    "Ahmad Irfan Hakimi bin Che Hassan",
    "Mohamad Izzat Danish bin Kamarul",
    "Fatin Najihah binti Mohd Razali Ab",
    "Kong Wen Jie Samuel Bernard Ho",
    "Deepa Lakshmi a/p Sivakumar Pillai",
];

/// Invented schools, five players each.
const SCHOOLS: [&str; 10] = [
    "Sekolah Kebangsaan Seri Mahkota",
    "Sekolah Kebangsaan Bukit Sekilau",
    "SJK (C) Pay Chee Kuantan",
    "SJK (T) Sungai Lembing",
    "Sekolah Kebangsaan Teluk Cempedak",
    "Sekolah Kebangsaan Tanjung Lumpur",
    "SK Indera Mahkota Utama",
    "Sekolah Kebangsaan Beserah",
    "SJK (C) Semambu Kuantan",
    "Sekolah Kebangsaan Air Putih Dua",
];

const SECTION: &str = "T12";
const PRESETS: [&str; 4] = ["pahang", "johor", "fide", "fmjd"];

/// The section after all six rounds, without a tie-break preset yet.
fn played() -> &'static Tournament {
    static PLAYED: OnceLock<Tournament> = OnceLock::new();
    PLAYED.get_or_init(|| {
        let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
        ops::create_section(&mut t, SECTION, "Terbuka Bawah 12 Tahun", 6, Sport::Chess)
            .expect("section");
        let mut csv = String::from("section,name,team\n");
        for (i, name) in NAMES.iter().enumerate() {
            csv.push_str(&format!("{SECTION},{name},\"{}\"\n", SCHOOLS[i % 10]));
        }
        let rows = ops::parse_players_csv(&csv).expect("csv");
        ops::import_players(&mut t, SECTION, &rows).expect("import");
        ops::assign_tpns(&mut t, SECTION).expect("numbers");
        play_rounds(&mut t, 6, 11).expect("six rounds");
        t
    })
}

fn with_preset(preset: &str) -> Tournament {
    let mut t = played().clone();
    let mut settings = t.section(SECTION).expect("section").settings.clone();
    settings.tiebreaks = catur::standings::preset(preset).expect("preset").to_codes();
    ops::edit_section(&mut t, SECTION, settings).expect("preset set");
    t
}

fn document(t: &Tournament, kind: ReportKind, profile: &Profile) -> report::Document {
    let req = Request {
        kind,
        section: SECTION,
        round: None,
        printed_at: "2026-03-15 17:30".into(),
        wide: profile.width > 80,
        zone: jiff::tz::TimeZone::fixed(jiff::tz::offset(8)),
    };
    report::build(t, &req).unwrap_or_else(|e| panic!("{kind}: {e}"))
}

fn bytes(t: &Tournament, kind: ReportKind, profile: &Profile) -> Vec<u8> {
    let mut out = Vec::new();
    report::render(&document(t, kind, profile), profile, &mut out).expect("renders");
    out
}

fn profiles() -> Vec<Profile> {
    let mut v = Vec::new();
    for width in [80, 136] {
        for charset in [Charset::Ascii, Charset::Cp437] {
            for mode in [PrinterMode::Plain, PrinterMode::EscP] {
                v.push(
                    Profile::plain80()
                        .with_width(width)
                        .with_charset(charset)
                        .with_mode(mode),
                );
            }
        }
    }
    v
}

fn profile_name(p: &Profile) -> String {
    let mode = if p.mode == PrinterMode::EscP {
        "escp"
    } else {
        "plain"
    };
    format!("{}_{}_{mode}", p.width, p.charset)
}

/// The printed lines without control codes, and whether condensed type was switched on
/// before the first of them (SI in the job start).
fn printed_lines(out: &[u8]) -> (Vec<String>, bool) {
    let mut condensed = false;
    let mut text = String::new();
    let mut i = 0;
    while i < out.len() {
        let c = out[i];
        i += 1;
        match c {
            // ESC C n and ESC t n take two bytes after ESC; the others one.
            0x1B => {
                i += match out.get(i) {
                    Some(b'C') | Some(b't') => 2,
                    _ => 1,
                }
            }
            0x0F => condensed = true,
            0x12 | b'\r' => {}
            0x0C => text.push('\n'),
            // The printer's one-column half and quarter points.
            0xAB => text.push('½'),
            0xAC => text.push('¼'),
            0x20..=0x7E | b'\n' => text.push(char::from(c)),
            _ => text.push('?'),
        }
    }
    (text.lines().map(str::to_string).collect(), condensed)
}

/// Every name the section prints: players and schools.
fn names(t: &Tournament) -> Vec<String> {
    let s = t.section(SECTION).expect("section");
    s.players
        .iter()
        .map(|p| p.name.clone())
        .chain(s.teams.iter().map(|t| t.name.clone()))
        .collect()
}

/// A cut is marked by `~`; it is allowed only at the end of at least 29 characters of
/// a name longer than 30.
fn allowed_cut(before: &str, names: &[String]) -> bool {
    names.iter().any(|n| {
        let chars: Vec<char> = n.chars().collect();
        chars.len() > 30
            && (29..chars.len()).any(|k| before.ends_with(&chars[..k].iter().collect::<String>()))
    })
}

/// The texts of a document's tables and slips, where every name must print whole.
fn listed_texts(doc: &report::Document) -> String {
    let mut s = String::new();
    for block in &doc.blocks {
        match block {
            Block::Table(t) => {
                for row in &t.rows {
                    for cell in row {
                        s.push_str(cell);
                        s.push('\n');
                    }
                }
            }
            Block::Frame(lines) => {
                for (l, r) in lines {
                    s.push_str(&format!("{l}\n{r}\n"));
                }
            }
            _ => {}
        }
    }
    s
}

#[test]
fn the_test_section_has_long_names_that_look_alike() {
    for n in NAMES {
        assert!((24..=40).contains(&n.chars().count()), "{n}");
    }
    assert_eq!(
        NAMES
            .iter()
            .filter(|n| n.starts_with("Siti Khadijah binti "))
            .count(),
        4
    );
    let t = with_preset("pahang");
    let s = t.section(SECTION).expect("section");
    assert_eq!(s.players.len(), 50);
    assert_eq!(s.rounds_paired(), 6);
    let st = catur::standings::section_standings(s, None).expect("standings");
    assert_eq!(st.tiebreaks.len(), 10, "PS-C* expands to PS-C1 .. PS-C5");
}

#[test]
fn every_report_prints_names_whole_and_no_number_cut_for_every_preset() {
    for preset in PRESETS {
        let t = with_preset(preset);
        let names = names(&t);
        for kind in ReportKind::ALL {
            for p in profiles() {
                let what = format!("{preset} {kind} {}", profile_name(&p));
                let out = bytes(&t, kind, &p);
                let (lines, condensed) = printed_lines(&out);
                if condensed {
                    assert!(
                        p.mode == PrinterMode::EscP,
                        "{what}: condensed on a plain printer"
                    );
                }
                let paper = if condensed { 137 } else { p.width };
                for line in &lines {
                    assert!(
                        line.chars().count() <= paper,
                        "{what}: line of {} on {paper}: {line}",
                        line.chars().count()
                    );
                    // The test page prints every character, `~` too.
                    if kind == ReportKind::TestPage {
                        continue;
                    }
                    for (at, _) in line.match_indices('~') {
                        assert!(
                            allowed_cut(&line[..at], &names),
                            "{what}: cut that is not a long name's end: {line}"
                        );
                    }
                }
                let listed = listed_texts(&document(&t, kind, &p));
                let all = lines.join("\n");
                for n in &names {
                    if n.chars().count() <= 30 && listed.contains(n.as_str()) {
                        assert!(all.contains(n.as_str()), "{what}: {n} not whole");
                    }
                }
            }
        }
    }
}

/// The golden pages of the issue: standings for the four presets, 80 and 136 columns,
/// ASCII and CP437, plain and ESC/P.
#[test]
fn golden_standings_for_every_preset() {
    for preset in PRESETS {
        let t = with_preset(preset);
        for p in profiles() {
            let (lines, _) = printed_lines(&bytes(&t, ReportKind::Standings, &p));
            let mut text = String::new();
            if p.mode == PrinterMode::EscP {
                let out = bytes(&t, ReportKind::Standings, &p);
                let start = out.iter().position(|b| *b == b'\r').unwrap_or(0);
                let codes: Vec<String> = out[..start].iter().map(|b| format!("{b:02X}")).collect();
                text.push_str(&format!("job start: {}\n", codes.join(" ")));
            }
            for l in lines {
                text.push_str(&l);
                text.push('\n');
            }
            insta::assert_snapshot!(format!("standings_{preset}_{}", profile_name(&p)), text);
        }
    }
}
