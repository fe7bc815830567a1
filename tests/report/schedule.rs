//! The round schedule, the roll-call sheet and the line the pairing list prints under
//! its heading, at 80 and 136 columns in both languages (golden files).

use catur::model::*;
use catur::report::{self, Profile, ReportKind, Request};

fn team(id: u32, name: &str, code: &str) -> Team {
    Team {
        id: TeamId(id),
        name: name.into(),
        code: code.into(),
    }
}

/// Under 12 of five rounds over two days; five players of two schools, one of whom
/// asked for a half-point bye in round 2 and one withdrawn from round 2 on.
fn under_12() -> Section {
    let mut s = Section::new("U12", "Terbuka Bawah 12 Tahun", 5);
    s.teams = vec![
        team(1, "SK Seri Indah", "SKSI"),
        team(2, "SK Taman Melati", "SKTM"),
    ];
    let people = [
        ("Ahmad bin Ismail", 1),
        ("Tan Wei Ming", 2),
        ("Nur Aisyah binti Hassan", 1),
        ("Priya a/p Raman", 2),
        ("Lim Mei Ling", 1),
    ];
    for (i, (name, school)) in people.into_iter().enumerate() {
        let mut p = Player::new(PlayerId(i as u32 + 1), name);
        p.tpn = i as u32 + 1;
        p.team = Some(TeamId(school));
        s.players.push(p);
    }
    s.players[3].bye_requests.push(ByeRequest {
        round: 2,
        kind: ByeKind::Half,
    });
    s.players[4].absences.push(Absence {
        from: 2,
        until: None,
    });
    s.next_player_id = 6;
    s.next_team_id = 3;
    let mut r = Round::new(1);
    r.boards
        .push(Board::new(PlayerId(1), PlayerId(4), Outcome::Pending));
    r.boards
        .push(Board::new(PlayerId(5), PlayerId(2), Outcome::Pending));
    r.unpaired.push(Unpaired {
        player: PlayerId(3),
        kind: ByeKind::Pab,
    });
    s.rounds.push(r);
    s.settings.schedule =
        Schedule::parse("1=2026-12-05 08:30, 2=2026-12-05 14:30, 3=2026-12-06 08:30, 4=2026-12-06")
            .expect("reads");
    s
}

fn championship(s: &Section, language: Language) -> Tournament {
    let mut s = s.clone();
    s.settings.language = language;
    let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
    t.championship.venue = "SK Seri Indah, Kuantan".into();
    t.sections.push(s);
    t
}

fn build(
    t: &Tournament,
    kind: ReportKind,
    section: &str,
    round: Option<u32>,
    width: usize,
) -> String {
    let req = Request {
        kind,
        section,
        round,
        printed_at: "2026-12-05 07:30".into(),
        wide: width > 80,
        zone: jiff::tz::TimeZone::fixed(jiff::tz::offset(8)),
    };
    let doc = report::build(t, &req).unwrap_or_else(|e| panic!("{kind}: {e}"));
    let mut out = Vec::new();
    report::render(&doc, &Profile::plain80().with_width(width), &mut out).expect("renders");
    String::from_utf8_lossy(&out).replace('\r', "")
}

#[test]
fn golden_schedule_and_roll_call() {
    let s = under_12();
    for (language, code) in [(Language::English, "en"), (Language::Malay, "ms")] {
        let t = championship(&s, language);
        for width in [80, 136] {
            let text = build(&t, ReportKind::Schedule, "U12", None, width);
            insta::assert_snapshot!(format!("schedule_{code}_{width}"), text);
            let text = build(&t, ReportKind::RollCall, "U12", Some(2), width);
            insta::assert_snapshot!(format!("roll_call_{code}_{width}"), text);
        }
    }
}

/// The roll call is for a round not yet paired; the withdrawn player is not on it,
/// and the one with a bye has it written in the box.
#[test]
fn the_roll_call_is_of_a_round_not_yet_paired() {
    let t = championship(&under_12(), Language::English);
    let text = build(&t, ReportKind::RollCall, "U12", Some(2), 80);
    assert!(
        text.contains("Round 2, Saturday 5 December 2026, 14:30"),
        "{text}"
    );
    assert!(!text.contains("Lim Mei Ling"), "{text}");
    assert!(text.contains("half-point bye"), "{text}");
    // A round past the planned ones is refused.
    let req = Request {
        kind: ReportKind::RollCall,
        section: "U12",
        round: Some(6),
        printed_at: String::new(),
        wide: false,
        zone: jiff::tz::TimeZone::UTC,
    };
    assert!(report::build(&t, &req).is_err());
}

#[test]
fn the_pairing_list_says_when_the_round_starts() {
    for (language, line) in [
        (
            Language::English,
            "Round 1, Saturday 5 December 2026, 08:30",
        ),
        (Language::Malay, "Pusingan 1, Sabtu 5 Disember 2026, 08:30"),
    ] {
        let t = championship(&under_12(), language);
        for kind in [ReportKind::Pairings, ReportKind::PairingsByName] {
            let text = build(&t, kind, "U12", Some(1), 80);
            let at = text.find(line).unwrap_or_else(|| panic!("{kind}: {text}"));
            // Under the heading, above the table.
            assert!(at < text.find("----").unwrap_or(0), "{text}");
        }
    }
}

/// Without `--section` the schedule lists every section's rounds.
#[test]
fn the_schedule_of_every_section() {
    let mut t = championship(&under_12(), Language::English);
    let mut p12 = Section::new("P12", "Perempuan Bawah 12 Tahun", 2);
    p12.settings.schedule = Schedule::parse("1=06/12/2026 09:00").unwrap();
    t.sections.push(p12);
    let text = build(&t, ReportKind::Schedule, "", None, 80);
    assert!(text.contains("P12"), "{text}");
    assert!(
        text.contains("Sunday    6 December 2026 09:00") || text.contains("6 December 2026 09:00"),
        "{text}"
    );
    assert_eq!(text.matches("U12 ").count(), 5, "{text}");
}
