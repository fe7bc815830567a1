//! The prize list and the qualifiers of a section (`--kind prizes`, `--kind
//! qualifiers`), from `standings::prizes`. The prize list prints every line of the
//! section's list with its winners, a tie still shared after every tie-break marked on
//! its line and explained under the table. The qualifiers' table has the columns of a
//! player list that `catur players import` reads, so its CSV is the next level's entry
//! list.

use super::doc::{Block, Column, Document, Header, NAME_WHOLE, Table};
use super::points_text;
use crate::model::{Language, Player, PrizeFilter, Section, Sex};
use crate::standings::Standings;
use crate::standings::prizes::{PrizeLine, award_prizes, qualifiers};

/// The words of these two reports in one language.
struct Words {
    prizes: &'static str,
    qualifiers: &'static str,
    provisional: &'static str,
    after_round: &'static str,
    prize: &'static str,
    who: &'static str,
    place: &'static str,
    amount: &'static str,
    no: &'static str,
    name: &'static str,
    school: &'static str,
    points: &'static str,
    nobody: &'static str,
    tie: &'static str,
    no_list: &'static str,
    no_qualifiers: &'static str,
    one_each: &'static str,
    several: &'static str,
    filler: &'static str,
    filler_rule: &'static str,
    overall: &'static str,
    girls: &'static str,
    boys: &'static str,
    born_from: &'static str,
    unrated: &'static str,
    rating: &'static str,
    // The qualifiers' columns, spelt as the player import reads them.
    q_no: &'static str,
    q_sex: &'static str,
    q_birth: &'static str,
    male: &'static str,
    female: &'static str,
}

const MALAY: Words = Words {
    prizes: "Senarai Hadiah",
    qualifiers: "Layak ke Peringkat Seterusnya",
    provisional: "sementara",
    after_round: "selepas Pusingan",
    prize: "Hadiah",
    who: "Untuk",
    place: "Tempat",
    amount: "Nilai",
    no: "No",
    name: "Nama",
    school: "Sekolah",
    points: "Mata",
    nobody: "(tiada)",
    tie: "seri belum diputuskan",
    no_list: "Tiada senarai hadiah untuk kategori ini (catur prizes add).",
    no_qualifiers: "Tiada senarai kelayakan untuk kategori ini (catur prizes add --qualifier).",
    one_each: "Seorang pemain, satu hadiah: hadiah yang lebih awal dalam senarai didahulukan.",
    several: "Seorang pemain boleh menerima lebih daripada satu hadiah.",
    filler: "(P) pemain penggenap",
    filler_rule: "dipasangkan seperti biasa, tetapi tidak layak untuk hadiah, pingat, mata pasukan atau kelayakan",
    overall: "keseluruhan",
    girls: "perempuan",
    boys: "lelaki",
    born_from: "lahir pada atau selepas",
    unrated: "tiada rating",
    rating: "rating",
    q_no: "Bil",
    q_sex: "Jantina",
    q_birth: "Tarikh lahir",
    male: "L",
    female: "P",
};

const ENGLISH: Words = Words {
    prizes: "Prize List",
    qualifiers: "Qualifiers for the Next Level",
    provisional: "provisional",
    after_round: "after Round",
    prize: "Prize",
    who: "For",
    place: "Place",
    amount: "Amount",
    no: "No",
    name: "Name",
    school: "School",
    points: "Pts",
    nobody: "(none)",
    tie: "tie not broken",
    no_list: "This section has no prize list (catur prizes add).",
    no_qualifiers: "This section has no qualifier list (catur prizes add --qualifier).",
    one_each: "One prize per player: the prize earlier on the list comes first.",
    several: "A player may take more than one prize.",
    filler: "(P) filler player",
    filler_rule: "paired as usual, but takes no prize, medal, team points or qualification",
    overall: "overall",
    girls: "girls",
    boys: "boys",
    born_from: "born on or after",
    unrated: "unrated",
    rating: "rating",
    q_no: "#",
    q_sex: "Sex",
    q_birth: "Birth",
    male: "M",
    female: "F",
};

fn words(language: Language) -> &'static Words {
    match language {
        Language::Malay => &MALAY,
        Language::English => &ENGLISH,
    }
}

/// Who a line's filter admits, in words (`girls`, `born on or after 2015/01/01`).
fn filter_text(section: &Section, filter: &PrizeFilter, w: &Words) -> String {
    match filter {
        PrizeFilter::Overall => w.overall.into(),
        PrizeFilter::Sex(Sex::Female) => w.girls.into(),
        PrizeFilter::Sex(Sex::Male) => w.boys.into(),
        PrizeFilter::BornFrom(d) => format!("{} {d}", w.born_from),
        PrizeFilter::Team(id) => section
            .team(*id)
            .map_or_else(|| "?".into(), |t| t.name.clone()),
        PrizeFilter::Unrated => w.unrated.into(),
        PrizeFilter::Rating { min, max } => format!("{} {min}-{max}", w.rating),
    }
}

fn title(section: &Section, st: &Standings, what: &str, w: &Words) -> String {
    let finished = crate::standings::section_finished(section, st.round);
    let mut t = format!("{what} {} {}", w.after_round, st.round);
    if !finished {
        t.push_str(&format!(" ({})", w.provisional));
    }
    t
}

fn school(section: &Section, p: &Player) -> String {
    p.team
        .and_then(|t| section.team(t))
        .map(|t| t.name.clone())
        .unwrap_or_default()
}

/// The filler players of the section, as the legend line under a list names them.
pub fn filler_legend(section: &Section) -> Option<String> {
    let w = words(section.settings.language);
    let names: Vec<String> = section
        .players
        .iter()
        .filter(|p| p.filler)
        .map(|p| format!("{} ({})", p.name, p.tpn))
        .collect();
    (!names.is_empty()).then(|| format!("{}: {}; {}.", w.filler, names.join(", "), w.filler_rule))
}

/// The prize list: one row per winner, a line with no winner printed with `(none)`.
pub fn prize_report(section: &Section, st: &Standings) -> Document {
    let w = words(section.settings.language);
    let lines = award_prizes(section, st);
    let mut blocks = Vec::new();
    if lines.is_empty() {
        blocks.push(Block::Text(w.no_list.into()));
    } else {
        blocks.push(Block::Table(prize_table(section, st, &lines, w)));
        blocks.push(Block::Blank);
        let rule = if section.settings.prizes.several_per_player {
            w.several
        } else {
            w.one_each
        };
        blocks.push(Block::Text(rule.into()));
        for line in lines.iter().filter(|l| l.unresolved) {
            blocks.push(Block::Text(format!("{}: {} (=)", line.prize.label, w.tie)));
        }
    }
    if let Some(legend) = filler_legend(section) {
        blocks.push(Block::Text(legend));
    }
    Document {
        header: Header {
            title: title(section, st, w.prizes, w),
            ..Default::default()
        },
        footer: Default::default(),
        blocks,
    }
}

fn prize_table(section: &Section, st: &Standings, lines: &[PrizeLine], w: &Words) -> Table {
    let columns = vec![
        Column::name(w.prize, 12),
        Column::name(w.who, 8),
        Column::right(w.place),
        Column::left(w.amount),
        Column::right(w.no),
        Column::name(w.name, NAME_WHOLE),
        Column::name(w.school, 8),
        Column::right(w.points),
    ];
    let mut rows = Vec::new();
    for line in lines {
        let label = line.prize.label.clone();
        let who = filter_text(section, &line.prize.filter, w);
        if line.winners.is_empty() {
            rows.push(vec![
                label,
                who,
                String::new(),
                line.prize.amount.clone(),
                String::new(),
                w.nobody.into(),
                String::new(),
                String::new(),
            ]);
            continue;
        }
        for (k, winner) in line.winners.iter().enumerate() {
            let Some(p) = section.player(winner.player) else {
                continue;
            };
            let shared = winner.place.last > line.prize.places;
            let place = if shared {
                format!("{}=", winner.place)
            } else {
                winner.place.to_string()
            };
            let points = st
                .row(winner.player)
                .map(|r| points_text(r.points))
                .unwrap_or_default();
            rows.push(vec![
                if k == 0 { label.clone() } else { String::new() },
                if k == 0 { who.clone() } else { String::new() },
                place,
                if k == 0 {
                    line.prize.amount.clone()
                } else {
                    String::new()
                },
                p.tpn.to_string(),
                p.name.clone(),
                school(section, p),
                points,
            ]);
        }
    }
    Table { columns, rows }
}

/// The qualifiers: a player list the next level's championship imports (its CSV reads
/// with `catur players import`), each qualifier line named above the table.
pub fn qualifier_report(section: &Section, st: &Standings) -> Document {
    let w = words(section.settings.language);
    let lines = qualifiers(section, st);
    let mut blocks = Vec::new();
    if lines.is_empty() {
        blocks.push(Block::Text(w.no_qualifiers.into()));
    } else {
        for line in &lines {
            let mut text = format!(
                "{} ({}): {}",
                line.prize.label,
                filter_text(section, &line.prize.filter, w),
                line.prize.places
            );
            if line.unresolved {
                text.push_str(&format!(", {} (=)", w.tie));
            }
            blocks.push(Block::Text(text));
        }
        blocks.push(Block::Blank);
        let columns = vec![
            Column::right(w.q_no),
            Column::name(w.name, NAME_WHOLE),
            Column::name(w.school, 8),
            Column::center(w.q_sex),
            Column::left(w.q_birth),
            Column::right("Rating"),
        ];
        let mut rows = Vec::new();
        for line in &lines {
            for winner in &line.winners {
                let Some(p) = section.player(winner.player) else {
                    continue;
                };
                let shared = winner.place.last > line.prize.places;
                rows.push(vec![
                    if shared {
                        format!("{}=", winner.place)
                    } else {
                        winner.place.to_string()
                    },
                    p.name.clone(),
                    school(section, p),
                    match p.sex {
                        Some(Sex::Male) => w.male.into(),
                        Some(Sex::Female) => w.female.into(),
                        None => String::new(),
                    },
                    p.birth.map(|d| d.to_string()).unwrap_or_default(),
                    p.rating.map(|r| r.to_string()).unwrap_or_default(),
                ]);
            }
        }
        blocks.push(Block::Table(Table { columns, rows }));
    }
    if let Some(legend) = filler_legend(section) {
        blocks.push(Block::Blank);
        blocks.push(Block::Text(legend));
    }
    Document {
        header: Header {
            title: title(section, st, w.qualifiers, w),
            ..Default::default()
        },
        footer: Default::default(),
        blocks,
    }
}
