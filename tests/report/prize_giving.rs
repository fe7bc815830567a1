//! The prize-giving of a district championship, worked out by hand: who takes which
//! prize (a girl's prize and an age prize that one player would win both of), who goes
//! on to the state championship, the school table by MSSM medal points, and the
//! printed prize list and qualifiers at 80 and 136 columns in both languages.

use catur::model::*;
use catur::report::{self, Profile, ReportKind, Request};
use catur::standings::prizes::{award_prizes, qualifiers};
use catur::standings::{Place, school_table, section_standings};

const W: Outcome = Outcome::Played(GameResult::WhiteWins);
const B: Outcome = Outcome::Played(GameResult::BlackWins);
const D: Outcome = Outcome::Played(GameResult::Draw);

fn play(s: &mut Section, boards: &[(u32, u32, Outcome)]) {
    let mut r = Round::new(s.rounds.len() as RoundNo + 1);
    for &(w, b, o) in boards {
        r.boards.push(Board::new(PlayerId(w), PlayerId(b), o));
    }
    s.rounds.push(r);
}

fn team(id: u32, name: &str, code: &str) -> Team {
    Team {
        id: TeamId(id),
        name: name.into(),
        code: code.into(),
    }
}

/// Under 12, open: six players of two schools, three rounds, tie-breaks BH then SB.
///
/// | TPN | player                     | sex | born       | school | R1     | R2     | R3     | pts |
/// |-----|----------------------------|-----|------------|--------|--------|--------|--------|-----|
/// | 1   | Ahmad bin Ismail           | M   | 2014       | SKSI   | 4 W    | 2 W    | 3 W    | 3   |
/// | 2   | Tan Wei Ming               | M   | 2014       | SKTM   | 5 W    | 1 L    | 6 D    | 1.5 |
/// | 3   | Nur Aisyah binti Hassan    | F   | 2016/03/02 | SKSI   | 6 W    | 5 D    | 1 L    | 1.5 |
/// | 4   | Priya a/p Raman            | F   | 2014       | SKTM   | 1 L    | 6 L    | 5 W    | 1   |
/// | 5   | Lim Mei Ling               | F   | 2016/07/01 | SKSI   | 2 L    | 3 D    | 4 L    | 0.5 |
/// | 6   | Muhammad Hafiz bin Osman   | M   | 2016/01/15 | SKTM   | 3 L    | 4 W    | 2 D    | 1.5 |
///
/// Buchholz of the players on 1.5: Tan 0.5 + 3 + 1.5 = 5, Nur Aisyah 1.5 + 0.5 + 3 = 5,
/// Hafiz 1.5 + 1 + 1.5 = 4. Sonneborn-Berger of the two on 5: Tan 0.5 + 1.5/2 = 1.25,
/// Nur Aisyah 1.5 + 0.5/2 = 1.75. Ranking: Ahmad, Nur Aisyah, Tan, Hafiz, Priya, Lim.
fn under_12() -> Section {
    let mut s = Section::new("U12", "Terbuka Bawah 12 Tahun", 3);
    s.settings.tiebreaks = vec!["BH".into(), "SB".into()];
    s.settings.team_settings.counted = 2;
    s.teams = vec![
        team(1, "SK Seri Indah", "SKSI"),
        team(2, "SK Taman Melati", "SKTM"),
    ];
    let people = [
        ("Ahmad bin Ismail", Sex::Male, Date::year(2014), 1),
        ("Tan Wei Ming", Sex::Male, Date::year(2014), 2),
        (
            "Nur Aisyah binti Hassan",
            Sex::Female,
            Date::ymd(2016, 3, 2),
            1,
        ),
        ("Priya a/p Raman", Sex::Female, Date::year(2014), 2),
        ("Lim Mei Ling", Sex::Female, Date::ymd(2016, 7, 1), 1),
        (
            "Muhammad Hafiz bin Osman",
            Sex::Male,
            Date::ymd(2016, 1, 15),
            2,
        ),
    ];
    for (i, (name, sex, born, school)) in people.into_iter().enumerate() {
        let mut p = Player::new(PlayerId(i as u32 + 1), name);
        p.tpn = i as u32 + 1;
        p.sex = Some(sex);
        p.birth = Some(born);
        p.team = Some(TeamId(school));
        s.players.push(p);
    }
    s.next_player_id = 7;
    s.next_team_id = 3;
    play(&mut s, &[(1, 4, W), (5, 2, B), (3, 6, W)]);
    play(&mut s, &[(2, 1, B), (3, 5, D), (4, 6, B)]);
    play(&mut s, &[(1, 3, W), (2, 6, D), (4, 5, W)]);
    let line = |label: &str, amount: &str, places: u32, filter: PrizeFilter| Prize {
        label: label.into(),
        amount: amount.into(),
        places,
        filter,
    };
    s.settings.prizes = PrizeRules {
        prizes: vec![
            line("Johan", "RM 300", 1, PrizeFilter::Overall),
            line(
                "Perempuan terbaik",
                "RM 100",
                1,
                PrizeFilter::Sex(Sex::Female),
            ),
            line(
                "Bawah 10",
                "RM 50",
                1,
                PrizeFilter::BornFrom(Date::ymd(2016, 1, 1)),
            ),
        ],
        several_per_player: false,
        qualifiers: vec![
            line("MSSN", "", 3, PrizeFilter::Overall),
            line("MSSN perempuan", "", 1, PrizeFilter::Sex(Sex::Female)),
        ],
    };
    s
}

fn names(s: &Section, lines: &[catur::standings::prizes::PrizeLine]) -> Vec<Vec<String>> {
    lines
        .iter()
        .map(|l| {
            l.winners
                .iter()
                .map(|w| {
                    s.player(w.player)
                        .map(|p| p.name.clone())
                        .unwrap_or_default()
                })
                .collect()
        })
        .collect()
}

#[test]
fn the_ranking_the_prizes_are_given_from() {
    let s = under_12();
    let st = section_standings(&s, None).unwrap();
    let order: Vec<u32> = st.rows.iter().map(|r| r.tpn).collect();
    assert_eq!(order, [1, 3, 2, 6, 4, 5]);
}

/// Nur Aisyah would win both the girls' prize and the under-10 prize: she takes the
/// girls' prize (earlier on the list) and the under-10 prize goes to Hafiz.
#[test]
fn one_prize_each_in_the_lists_order() {
    let s = under_12();
    let st = section_standings(&s, None).unwrap();
    let lines = award_prizes(&s, &st);
    assert_eq!(
        names(&s, &lines),
        [
            vec!["Ahmad bin Ismail"],
            vec!["Nur Aisyah binti Hassan"],
            vec!["Muhammad Hafiz bin Osman"],
        ]
    );
    assert!(lines.iter().all(|l| !l.unresolved));
}

#[test]
fn several_prizes_when_the_section_says_so() {
    let mut s = under_12();
    s.settings.prizes.several_per_player = true;
    let st = section_standings(&s, None).unwrap();
    let lines = award_prizes(&s, &st);
    assert_eq!(names(&s, &lines)[2], ["Nur Aisyah binti Hassan"]);
    assert_eq!(names(&s, &lines)[1], ["Nur Aisyah binti Hassan"]);
}

/// The top three go on, and the best girl not among them: Priya.
#[test]
fn qualifiers_for_the_state_championship() {
    let s = under_12();
    let st = section_standings(&s, None).unwrap();
    let lines = qualifiers(&s, &st);
    assert_eq!(
        names(&s, &lines),
        [
            vec![
                "Ahmad bin Ismail",
                "Nur Aisyah binti Hassan",
                "Tan Wei Ming"
            ],
            vec!["Priya a/p Raman"],
        ]
    );
}

/// With Buchholz alone Nur Aisyah and Tan stay level on 5: the second prize is theirs to
/// share, both are listed at 2-3, and the line says the tie is not broken.
#[test]
fn a_tie_still_shared_is_shown() {
    let mut s = under_12();
    s.settings.tiebreaks = vec!["BH".into()];
    s.settings.prizes.prizes[0].places = 2;
    let st = section_standings(&s, None).unwrap();
    let lines = award_prizes(&s, &st);
    let first = &lines[0];
    assert!(first.unresolved);
    assert_eq!(
        names(&s, &lines)[0],
        [
            "Ahmad bin Ismail",
            "Tan Wei Ming",
            "Nur Aisyah binti Hassan"
        ]
    );
    assert_eq!(first.winners[1].place, Place { first: 2, last: 3 });
    // Both hold the shared prize while the tie stands: the girls' prize goes on to Priya.
    assert_eq!(names(&s, &lines)[1], ["Priya a/p Raman"]);
    let doc = build(&s, ReportKind::Prizes, Language::English, 80);
    assert!(doc.contains("2-3="), "{doc}");
    assert!(doc.contains("Johan: tie not broken"), "{doc}");
}

/// Under 15: four players, all met all. SKTM's Wong wins every game.
/// Wong 3, Farid 2, Siti 1, Kumar 0; one player counts for the team.
fn under_15() -> Section {
    let mut s = Section::new("U15", "Terbuka Bawah 15 Tahun", 3);
    s.settings.tiebreaks = vec!["BH".into()];
    s.settings.team_settings.counted = 1;
    s.teams = vec![
        team(1, "SK Seri Indah", "SKSI"),
        team(2, "SK Taman Melati", "SKTM"),
    ];
    for (i, (name, school)) in [
        ("Farid bin Kassim", 1),
        ("Siti Hajar binti Ali", 1),
        ("Wong Kah Seng", 2),
        ("Kumar a/l Selvam", 2),
    ]
    .into_iter()
    .enumerate()
    {
        let mut p = Player::new(PlayerId(i as u32 + 1), name);
        p.tpn = i as u32 + 1;
        p.team = Some(TeamId(school));
        s.players.push(p);
    }
    s.next_player_id = 5;
    s.next_team_id = 3;
    play(&mut s, &[(3, 1, W), (2, 4, W)]);
    play(&mut s, &[(3, 2, W), (1, 4, W)]);
    play(&mut s, &[(3, 4, W), (1, 2, W)]);
    s
}

/// The school table of the two sections with MSSM medal points, by hand.
///
/// U12 individual: gold Ahmad (SKSI), silver Nur Aisyah (SKSI), bronze Tan (SKTM).
/// U12 teams (best 2): SKSI 3 + 1.5 = 4.5 gold, SKTM 1.5 + 1.5 = 3 silver.
/// U15 individual: gold Wong (SKTM), silver Farid (SKSI), bronze Siti (SKSI).
/// U15 teams (best 1): SKTM 3 gold, SKSI 2 silver.
/// Points with individual 5-3-1 and team 10-6-2:
/// SKSI: 5 + 3 + 10 (U12) + 3 + 1 + 6 (U15) = 28, medals 2 gold, 3 silver, 1 bronze;
/// SKTM: 1 + 6 (U12) + 5 + 10 (U15) = 22, medals 2 gold, 1 silver, 1 bronze.
/// With the MSSM preset (3-2-1 both): SKSI 3+2+3+2+1+2 = 13, SKTM 1+2+3+3 = 9.
#[test]
fn medal_point_table_by_hand() {
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    t.sections = vec![under_12(), under_15()];
    t.championship.medal_points = Some(MedalPoints {
        individual: [5, 3, 1],
        team: [10, 6, 2],
    });
    let table = school_table(&t, None).unwrap();
    type SchoolLine = (String, u32, [u32; 3], [u32; 3], u32);
    let got: Vec<SchoolLine> = table
        .rows
        .iter()
        .map(|r| {
            (
                r.name.clone(),
                r.place.first,
                r.individual_medals,
                r.team_medals,
                r.medal_points,
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("SK Seri Indah".into(), 1, [1, 2, 1], [1, 1, 0], 28),
            ("SK Taman Melati".into(), 2, [1, 0, 1], [1, 1, 0], 22),
        ]
    );
    t.championship.medal_points = Some(MedalPoints::MSSM);
    let table = school_table(&t, None).unwrap();
    let points: Vec<u32> = table.rows.iter().map(|r| r.medal_points).collect();
    assert_eq!(points, [13, 9]);
}

fn build(s: &Section, kind: ReportKind, language: Language, width: usize) -> String {
    let mut s = s.clone();
    s.settings.language = language;
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    t.championship.venue = "SK Seri Indah, Kuantan".into();
    t.sections.push(s);
    let req = Request {
        kind,
        section: "U12",
        round: None,
        printed_at: "2026-03-15 17:30".into(),
        wide: width > 80,
        zone: jiff::tz::TimeZone::fixed(jiff::tz::offset(8)),
    };
    let doc = report::build(&t, &req).unwrap_or_else(|e| panic!("{kind}: {e}"));
    let mut out = Vec::new();
    report::render(&doc, &Profile::plain80().with_width(width), &mut out).expect("renders");
    String::from_utf8_lossy(&out).replace('\r', "")
}

#[test]
fn golden_prize_list_and_qualifiers() {
    let mut s = under_12();
    // A filler in the list: marked in the legend, absent from every line.
    s.players[4].filler = true;
    for kind in [ReportKind::Prizes, ReportKind::Qualifiers] {
        for (language, code) in [(Language::English, "en"), (Language::Malay, "ms")] {
            for width in [80, 136] {
                let text = build(&s, kind, language, width);
                insta::assert_snapshot!(format!("{kind}_{code}_{width}"), text);
            }
        }
    }
}

/// The qualifiers' CSV is a player list the next level's import reads back.
#[test]
fn qualifiers_csv_is_a_player_list() {
    let s = under_12();
    for language in [Language::English, Language::Malay] {
        let mut s = s.clone();
        s.settings.language = language;
        let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
        t.sections.push(s);
        let req = Request {
            kind: ReportKind::Qualifiers,
            section: "U12",
            round: None,
            printed_at: "x".into(),
            wide: false,
            zone: jiff::tz::TimeZone::UTC,
        };
        let doc = report::build(&t, &req).unwrap();
        let mut csv = Vec::new();
        report::write_csv(&doc, &mut csv).unwrap();
        let text = String::from_utf8(csv).unwrap();
        let rows = catur::ops::parse_players_csv(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        type Entry = (String, Option<String>, Option<Sex>, Option<Date>);
        let got: Vec<Entry> = rows
            .into_iter()
            .map(|r| (r.name, r.team, r.sex, r.birth))
            .collect();
        assert_eq!(got.len(), 4, "{text}");
        assert_eq!(
            got[1],
            (
                "Nur Aisyah binti Hassan".into(),
                Some("SK Seri Indah".into()),
                Some(Sex::Female),
                Some(Date::ymd(2016, 3, 2))
            )
        );
    }
}
