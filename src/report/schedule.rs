//! The round schedule (`--kind schedule`: every round of a section, or of every section)
//! and the roll-call sheet of a round (`--kind roll-call`: the players in pairing-number
//! order with their school and a box to sign in). Also the line "Round 3, Saturday 6
//! December 2026, 14:30" that the pairing lists print under their heading and the
//! desk shows on its pairing screen.

use super::doc::{Block, Column, Document, Header, NAME_WHOLE, Table};
use crate::model::{
    ByeKind, Language, PlayerStatus, RoundNo, RoundTime, Section, Tournament, weekday,
};

/// The most rounds a schedule lists for a section: what a TRF player line holds and a
/// championship file may plan (a round time read from a file may name any round).
const MOST_ROUNDS: RoundNo = 999;

/// The words of these reports in one language.
struct Words {
    round: &'static str,
    schedule: &'static str,
    roll_call: &'static str,
    section: &'static str,
    day: &'static str,
    date: &'static str,
    time: &'static str,
    no: &'static str,
    name: &'static str,
    school: &'static str,
    sign: &'static str,
    not_set: &'static str,
    no_schedule: &'static str,
    roll_call_note: &'static str,
    half_bye: &'static str,
    full_bye: &'static str,
    zero_bye: &'static str,
    days: [&'static str; 7],
    months: [&'static str; 12],
}

const MALAY: Words = Words {
    round: "Pusingan",
    schedule: "Jadual Pusingan",
    roll_call: "Senarai Kehadiran",
    section: "Kategori",
    day: "Hari",
    date: "Tarikh",
    time: "Masa",
    no: "No",
    name: "Nama",
    school: "Sekolah",
    sign: "Tandatangan",
    not_set: "-",
    no_schedule: "Masa pusingan belum ditetapkan (catur section edit --schedule, atau F8).",
    roll_call_note: "Pemain yang tidak menandatangani diberi bai kosong sebelum pasangan dibuat.",
    half_bye: "bai separuh mata",
    full_bye: "bai penuh mata",
    zero_bye: "tidak hadir",
    days: [
        "Ahad", "Isnin", "Selasa", "Rabu", "Khamis", "Jumaat", "Sabtu",
    ],
    months: [
        "Januari",
        "Februari",
        "Mac",
        "April",
        "Mei",
        "Jun",
        "Julai",
        "Ogos",
        "September",
        "Oktober",
        "November",
        "Disember",
    ],
};

const ENGLISH: Words = Words {
    round: "Round",
    schedule: "Round Schedule",
    roll_call: "Roll Call",
    section: "Section",
    day: "Day",
    date: "Date",
    time: "Time",
    no: "No",
    name: "Name",
    school: "School",
    sign: "Signature",
    not_set: "-",
    no_schedule: "No round times are set (catur section edit --schedule, or F8).",
    roll_call_note: "Players who do not sign get the zero-point bye before the round is paired.",
    half_bye: "half-point bye",
    full_bye: "full-point bye",
    zero_bye: "absent",
    days: [
        "Sunday",
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
    ],
    months: [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ],
};

fn words(lang: Language) -> &'static Words {
    match lang {
        Language::Malay => &MALAY,
        Language::English => &ENGLISH,
    }
}

/// The day, date and time of a round's start: `Saturday 6 December 2026, 14:30`
/// (`Sabtu 6 Disember 2026, 14:30`).
pub fn when(rt: &RoundTime, lang: Language) -> String {
    let w = words(lang);
    let mut s = format!("{} {}", day_name(rt, w), date_text(rt, w));
    if let Some(c) = rt.time {
        s.push_str(&format!(", {c}"));
    }
    s
}

/// The short form for a screen's title: `Sat 5/12 14:30` (`Sab 5/12 14:30`).
pub fn short_when(rt: &RoundTime, lang: Language) -> String {
    let w = words(lang);
    let day: String = match lang {
        // As Malay calendars shorten them.
        Language::Malay => ["Ahd", "Isn", "Sel", "Rab", "Kha", "Jum", "Sab"]
            [usize::from(weekday(&rt.date) % 7)]
        .to_string(),
        Language::English => day_name(rt, w).chars().take(3).collect(),
    };
    let mut s = format!(
        "{day} {}/{}",
        rt.date.day.unwrap_or(1),
        rt.date.month.unwrap_or(1)
    );
    if let Some(c) = rt.time {
        s.push_str(&format!(" {c}"));
    }
    s
}

fn day_name(rt: &RoundTime, w: &Words) -> &'static str {
    w.days[usize::from(weekday(&rt.date) % 7)]
}

fn date_text(rt: &RoundTime, w: &Words) -> String {
    let d = &rt.date;
    let month = d
        .month
        .and_then(|m| w.months.get(usize::from(m).wrapping_sub(1)))
        .copied()
        .unwrap_or("");
    format!("{} {month} {}", d.day.unwrap_or(1), d.year)
}

/// `Round 3, Saturday 6 December 2026, 14:30`, or `None` when the round has no time.
pub fn round_line(section: &Section, round: RoundNo, lang: Language) -> Option<String> {
    let rt = section.settings.schedule.round(round)?;
    Some(format!("{} {round}, {}", words(lang).round, when(rt, lang)))
}

/// Every round of the given sections with its day, date and time (a section's rounds
/// without a time show a dash). One section: no section column.
pub fn schedule_report(sections: &[&Section], lang: Language) -> Document {
    let w = words(lang);
    let several = sections.len() > 1;
    let mut columns = Vec::new();
    if several {
        columns.push(Column::left(w.section));
    }
    columns.extend([
        Column::right(w.round),
        Column::left(w.day),
        Column::left(w.date),
        Column::left(w.time),
    ]);
    let mut table = Table {
        columns,
        rows: Vec::new(),
    };
    for s in sections {
        let last = s
            .settings
            .rounds_planned
            .max(s.settings.schedule.0.last().map_or(0, |r| r.round))
            // A file may hold any number; the list stops where a section's rounds can.
            .min(MOST_ROUNDS);
        for round in 1..=last {
            let mut row = Vec::new();
            if several {
                row.push(s.code.clone());
            }
            row.push(round.to_string());
            match s.settings.schedule.round(round) {
                Some(rt) => row.extend([
                    day_name(rt, w).to_string(),
                    date_text(rt, w),
                    rt.time.map_or_else(String::new, |c| c.to_string()),
                ]),
                None => row.extend([w.not_set.to_string(), String::new(), String::new()]),
            }
            table.rows.push(row);
        }
    }
    let mut blocks = vec![Block::Table(table)];
    if sections.iter().all(|s| s.settings.schedule.is_empty()) {
        blocks.push(Block::Blank);
        blocks.push(Block::Text(w.no_schedule.to_string()));
    }
    Document {
        header: Header {
            title: w.schedule.to_string(),
            ..Default::default()
        },
        footer: Default::default(),
        blocks,
    }
}

/// The roll-call sheet of `round`: every player entered and not withdrawn, in
/// pairing-number order (players without a number yet after them, by name), with the
/// school and a line to sign on; a bye already granted for the round is written there
/// instead.
pub fn roll_call(section: &Section, round: RoundNo, lang: Language) -> Document {
    let w = words(lang);
    let mut players: Vec<_> = section
        .players
        .iter()
        .filter(|p| {
            !matches!(
                p.status(round),
                PlayerStatus::Withdrawn | PlayerStatus::NotYetEntered
            )
        })
        .collect();
    players.sort_by(|a, b| (a.tpn == 0, a.tpn, &a.name).cmp(&(b.tpn == 0, b.tpn, &b.name)));
    let mut table = Table {
        columns: vec![
            Column::right(w.no),
            Column::name(w.name, NAME_WHOLE),
            Column::name(w.school, 8),
            Column::left(w.sign).blank(16),
        ],
        rows: Vec::new(),
    };
    for p in players {
        let school = p
            .team
            .and_then(|t| section.team(t))
            .map_or_else(String::new, |t| t.name.clone());
        let note = match p.status(round) {
            PlayerStatus::Bye(ByeKind::Half) => w.half_bye,
            PlayerStatus::Bye(ByeKind::Full) => w.full_bye,
            PlayerStatus::Bye(_) => w.zero_bye,
            // The box to sign in.
            _ => "________________",
        };
        let no = if p.tpn == 0 {
            String::new()
        } else {
            p.tpn.to_string()
        };
        table
            .rows
            .push(vec![no, p.name.clone(), school, note.to_string()]);
    }
    let mut blocks = Vec::new();
    if let Some(line) = round_line(section, round, lang) {
        blocks.push(Block::Text(line));
        blocks.push(Block::Blank);
    }
    blocks.push(Block::Table(table));
    blocks.push(Block::Blank);
    blocks.push(Block::Text(w.roll_call_note.to_string()));
    Document {
        header: Header {
            title: format!("{} - {} {round}", w.roll_call, w.round),
            ..Default::default()
        },
        footer: Default::default(),
        blocks,
    }
}

/// The sections a schedule covers: the one named, or every section when the code is
/// empty.
pub fn sections_of<'a>(t: &'a Tournament, code: &str) -> Vec<&'a Section> {
    t.sections
        .iter()
        .filter(|s| code.is_empty() || s.code == code)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ClockTime, Date, Schedule};

    fn section() -> Section {
        let mut s = Section::new("L12", "Lelaki Bawah 12", 6);
        s.settings.schedule = Schedule(vec![RoundTime {
            round: 3,
            date: Date::ymd(2026, 12, 5),
            time: Some(ClockTime {
                hour: 14,
                minute: 30,
            }),
        }]);
        s
    }

    #[test]
    fn the_round_line_in_both_languages() {
        let s = section();
        assert_eq!(
            round_line(&s, 3, Language::English).as_deref(),
            Some("Round 3, Saturday 5 December 2026, 14:30")
        );
        assert_eq!(
            round_line(&s, 3, Language::Malay).as_deref(),
            Some("Pusingan 3, Sabtu 5 Disember 2026, 14:30")
        );
        assert_eq!(round_line(&s, 2, Language::English), None);
        let rt = s.settings.schedule.round(3).unwrap();
        assert_eq!(short_when(rt, Language::English), "Sat 5/12 14:30");
        assert_eq!(short_when(rt, Language::Malay), "Sab 5/12 14:30");
    }

    /// A file may hold a round time of any round: the list stops at 999 rows.
    #[test]
    fn a_round_number_from_a_file_does_not_size_the_list() {
        let mut s = section();
        s.settings.schedule.0.push(RoundTime {
            round: u32::MAX,
            date: Date::ymd(2026, 12, 6),
            time: None,
        });
        let doc = schedule_report(&[&s], Language::English);
        assert_eq!(doc.tables().next().unwrap().rows.len(), 999);
    }

    #[test]
    fn the_schedule_lists_every_planned_round() {
        let doc = schedule_report(&[&section()], Language::English);
        let rows = &doc.tables().next().unwrap().rows;
        assert_eq!(rows.len(), 6);
        assert_eq!(rows[2], ["3", "Saturday", "5 December 2026", "14:30"]);
        assert_eq!(rows[0][1], "-");
    }
}
