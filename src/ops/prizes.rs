//! The prize-giving's operations: a section's prize and qualifier lists, and the
//! championship's medal points. Each change goes through the journal like any other
//! (the lists as a change of the section's settings, the medal points as a change of
//! the championship's details), so it can be undone. Who wins what is the standings'
//! business (`standings::prizes`).

use super::error::OpError;
use super::section::{edit_championship, edit_section_said};
use super::section_index;
use super::why::Why;
use crate::model::{Deed, PrizeLineDone};
use crate::model::{Language, MedalPoints, Prize, PrizeFilter, Tournament, first_control};
use catur_engine::in_lang;

/// A prize input that does not make sense, with what makes it so (one variant of
/// [`Why`]), worded once in English and Malay side by side ([`PrizeWhy::say`]); the
/// English is its `Display`, what the command line prints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrizeWhy {
    NeedsLabel,
    NoPlaces {
        label: String,
    },
    EmptyBand {
        label: String,
        min: u16,
        max: u16,
    },
    NoTeam {
        label: String,
        team: u32,
    },
    Control {
        label: String,
        field: PrizeField,
        column: usize,
    },
    CannotMove {
        list: PrizeList,
        number: usize,
        label: String,
        up: bool,
    },
    NoLine {
        section: String,
        list: PrizeList,
        number: usize,
        lines: usize,
    },
}

impl PrizeWhy {
    /// The reason in `lang`.
    pub fn say(&self, lang: Language) -> String {
        match self {
            PrizeWhy::NeedsLabel => in_lang!(
                lang,
                "a prize needs a label, e.g. \"Champion\" or \"Best girl\"",
                "hadiah memerlukan nama, cth. \"Johan\" atau \"Perempuan terbaik\""
            ),
            PrizeWhy::NoPlaces { label } => in_lang!(
                lang,
                "prize '{label}': give at least 1 place",
                "hadiah '{label}': beri sekurang-kurangnya 1 tempat"
            ),
            PrizeWhy::EmptyBand { label, min, max } => in_lang!(
                lang,
                "prize '{label}': the rating band {min}-{max} is empty (the lowest rating first)",
                "hadiah '{label}': julat rating {min}-{max} kosong (rating terendah dahulu)"
            ),
            PrizeWhy::NoTeam { label, team } => in_lang!(
                lang,
                "prize '{label}': no team #{team} in the section",
                "hadiah '{label}': tiada pasukan #{team} dalam kategori ini"
            ),
            PrizeWhy::Control {
                label,
                field,
                column,
            } => {
                let field = field.name(lang);
                in_lang!(
                    lang,
                    "prize '{label}': a control character at column {column} of {field}",
                    "hadiah '{label}': aksara kawalan pada lajur {column} {field}"
                )
            }
            PrizeWhy::CannotMove {
                list,
                number,
                label,
                up,
            } => {
                let list = list.name(lang);
                let end = if *up {
                    lang.pick("first", "pertama")
                } else {
                    lang.pick("last", "terakhir")
                };
                in_lang!(
                    lang,
                    "{list} line {number} ('{label}') is {end} on the list already",
                    "baris {number} {list} ('{label}') sudah {end} dalam senarai"
                )
            }
            PrizeWhy::NoLine {
                section,
                list,
                number,
                lines,
            } => {
                let list = list.name(lang);
                in_lang!(
                    lang,
                    "{section} has no {list} line {number} (it has {lines})",
                    "{section} tiada baris {number} dalam {list} (ada {lines})"
                )
            }
        }
    }
}

impl std::fmt::Display for PrizeWhy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for PrizeWhy {}

/// Which text of a prize line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrizeField {
    Label,
    Amount,
}

impl PrizeField {
    /// The text named in `lang`.
    pub fn name(self, lang: Language) -> &'static str {
        match self {
            PrizeField::Label => lang.pick("the label", "nama hadiah"),
            PrizeField::Amount => lang.pick("the amount", "nilai hadiah"),
        }
    }
}

impl std::fmt::Display for PrizeField {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name(Language::English))
    }
}

/// The prize list or the qualifier list of a section.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrizeList {
    Prizes,
    Qualifiers,
}

impl PrizeList {
    /// The list named in `lang` (in English as a word before "line").
    pub fn name(self, lang: Language) -> &'static str {
        match self {
            PrizeList::Prizes => lang.pick("prize", "senarai hadiah"),
            PrizeList::Qualifiers => lang.pick("qualifier", "senarai kelayakan"),
        }
    }
}

impl std::fmt::Display for PrizeList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name(Language::English))
    }
}

fn refuse(why: PrizeWhy) -> OpError {
    OpError::Invalid(Why::Prize(why))
}

/// Checks one line of a list against the section it is for.
fn check_prize(t: &Tournament, si: usize, prize: &Prize) -> Result<(), OpError> {
    let label = prize.label.trim().to_string();
    if label.is_empty() {
        return Err(refuse(PrizeWhy::NeedsLabel));
    }
    for (field, text) in [
        (PrizeField::Label, &prize.label),
        (PrizeField::Amount, &prize.amount),
    ] {
        if let Some(c) = first_control(text) {
            return Err(refuse(PrizeWhy::Control {
                label: crate::model::brief(&label),
                field,
                column: c.column,
            }));
        }
    }
    if prize.places == 0 {
        return Err(refuse(PrizeWhy::NoPlaces { label }));
    }
    match prize.filter {
        PrizeFilter::Rating { min, max } if min > max => {
            Err(refuse(PrizeWhy::EmptyBand { label, min, max }))
        }
        PrizeFilter::Team(id) if t.sections[si].team(id).is_none() => {
            Err(refuse(PrizeWhy::NoTeam { label, team: id.0 }))
        }
        PrizeFilter::BornFrom(d) => super::players::check_date(d, super::why::DateKind::Date),
        _ => Ok(()),
    }
}

/// Appends a line to the section's prize list (or qualifier list): last in precedence.
pub fn add_prize(
    t: &mut Tournament,
    section: &str,
    list: PrizeList,
    prize: Prize,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let mut prize = prize;
    prize.label = prize.label.trim().to_string();
    prize.amount = prize.amount.trim().to_string();
    check_prize(t, si, &prize)?;
    let mut settings = t.sections[si].settings.clone();
    match list {
        PrizeList::Prizes => settings.prizes.prizes.push(prize),
        PrizeList::Qualifiers => settings.prizes.qualifiers.push(prize),
    }
    let code = t.sections[si].code.clone();
    edit_section_said(t, &code, settings, |c| Deed::PrizeLine {
        section: c.to_string(),
        qualifiers: list == PrizeList::Qualifiers,
        line: PrizeLineDone::Added,
    })
}

/// Takes line `number` (1 first) off the section's prize list (or qualifier list).
pub fn remove_prize(
    t: &mut Tournament,
    section: &str,
    list: PrizeList,
    number: usize,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let mut settings = s.settings.clone();
    let lines = match list {
        PrizeList::Prizes => &mut settings.prizes.prizes,
        PrizeList::Qualifiers => &mut settings.prizes.qualifiers,
    };
    if number == 0 || number > lines.len() {
        return Err(refuse(PrizeWhy::NoLine {
            section: s.code.clone(),
            list,
            number,
            lines: lines.len(),
        }));
    }
    lines.remove(number - 1);
    let code = s.code.clone();
    edit_section_said(t, &code, settings, |c| Deed::PrizeLine {
        section: c.to_string(),
        qualifiers: list == PrizeList::Qualifiers,
        line: PrizeLineDone::Removed(number as u32),
    })
}

/// The lines of a list, and line `number` (1 first) checked to be one of them.
fn line_of(
    t: &Tournament,
    si: usize,
    list: PrizeList,
    number: usize,
) -> Result<(crate::model::SectionSettings, usize), OpError> {
    let s = &t.sections[si];
    let lines = match list {
        PrizeList::Prizes => s.settings.prizes.prizes.len(),
        PrizeList::Qualifiers => s.settings.prizes.qualifiers.len(),
    };
    if number == 0 || number > lines {
        return Err(refuse(PrizeWhy::NoLine {
            section: s.code.clone(),
            list,
            number,
            lines,
        }));
    }
    Ok((s.settings.clone(), number - 1))
}

fn lines_mut(settings: &mut crate::model::SectionSettings, list: PrizeList) -> &mut Vec<Prize> {
    match list {
        PrizeList::Prizes => &mut settings.prizes.prizes,
        PrizeList::Qualifiers => &mut settings.prizes.qualifiers,
    }
}

/// Puts `prize` in the place of line `number` (1 first) of the list: a line corrected,
/// its precedence kept.
pub fn replace_prize(
    t: &mut Tournament,
    section: &str,
    list: PrizeList,
    number: usize,
    prize: Prize,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let (mut settings, i) = line_of(t, si, list, number)?;
    let mut prize = prize;
    prize.label = prize.label.trim().to_string();
    prize.amount = prize.amount.trim().to_string();
    check_prize(t, si, &prize)?;
    lines_mut(&mut settings, list)[i] = prize;
    let code = t.sections[si].code.clone();
    edit_section_said(t, &code, settings, |c| Deed::PrizeLine {
        section: c.to_string(),
        qualifiers: list == PrizeList::Qualifiers,
        line: PrizeLineDone::Changed(number as u32),
    })
}

/// Moves line `number` (1 first) one place up the list (before the line above it: it
/// goes first when a player wins both) or down; returns its new number.
pub fn move_prize(
    t: &mut Tournament,
    section: &str,
    list: PrizeList,
    number: usize,
    up: bool,
) -> Result<usize, OpError> {
    let si = section_index(t, section)?;
    let (mut settings, i) = line_of(t, si, list, number)?;
    let lines = lines_mut(&mut settings, list);
    let to = match up {
        true if i > 0 => i - 1,
        false if i + 1 < lines.len() => i + 1,
        _ => {
            return Err(refuse(PrizeWhy::CannotMove {
                list,
                number,
                label: crate::model::brief(&lines[i].label),
                up,
            }));
        }
    };
    lines.swap(i, to);
    let code = t.sections[si].code.clone();
    edit_section_said(t, &code, settings, |c| Deed::PrizeLine {
        section: c.to_string(),
        qualifiers: list == PrizeList::Qualifiers,
        line: PrizeLineDone::Moved {
            line: number as u32,
            up,
        },
    })?;
    Ok(to + 1)
}

/// A section's prize rule in `lang`, as the desk (F6) and `catur prizes rule` say it.
pub fn prizes_per_player(several: bool, lang: Language) -> &'static str {
    if several {
        lang.pick(
            "a player may take several prizes",
            "pemain boleh menerima beberapa hadiah",
        )
    } else {
        lang.pick("one prize per player", "satu hadiah setiap pemain")
    }
}

/// Whether a player may take several prizes (else one, the first on the list).
pub fn set_several_prizes(t: &mut Tournament, section: &str, several: bool) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let mut settings = t.sections[si].settings.clone();
    settings.prizes.several_per_player = several;
    let code = t.sections[si].code.clone();
    edit_section_said(t, &code, settings, |c| Deed::PrizesPerPlayer {
        section: c.to_string(),
        several,
    })
}

/// Sets (or, with `None`, clears) the championship's medal points.
pub fn set_medal_points(t: &mut Tournament, points: Option<MedalPoints>) -> Result<(), OpError> {
    let mut details = t.championship.clone();
    details.medal_points = points;
    edit_championship(t, details)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Section, TeamId};
    use crate::ops::OpError;

    fn one_section() -> Tournament {
        let mut t = Tournament::new("Kejohanan Catur MSSD Kuantan 2026");
        t.sections
            .push(Section::new("P12", "Perempuan Bawah 12", 5));
        t
    }

    fn prize(label: &str, places: u32, filter: PrizeFilter) -> Prize {
        Prize {
            label: label.into(),
            amount: "RM 100".into(),
            places,
            filter,
        }
    }

    #[test]
    fn lines_are_added_in_order_and_undone() {
        let mut t = one_section();
        add_prize(
            &mut t,
            "p12",
            PrizeList::Prizes,
            prize(" Johan ", 3, PrizeFilter::Overall),
        )
        .unwrap();
        add_prize(
            &mut t,
            "P12",
            PrizeList::Qualifiers,
            prize("MSSN", 4, PrizeFilter::Overall),
        )
        .unwrap();
        let rules = &t.sections[0].settings.prizes;
        assert_eq!(rules.prizes[0].label, "Johan");
        assert_eq!(rules.qualifiers[0].places, 4);
        remove_prize(&mut t, "P12", PrizeList::Prizes, 1).unwrap();
        assert!(t.sections[0].settings.prizes.prizes.is_empty());
    }

    #[test]
    fn senseless_lines_are_refused_with_a_reason() {
        let mut t = one_section();
        let refused = |t: &mut Tournament, p: Prize| match add_prize(t, "P12", PrizeList::Prizes, p)
        {
            Err(OpError::Invalid(Why::Prize(w))) => w,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            refused(&mut t, prize(" ", 1, PrizeFilter::Overall)),
            PrizeWhy::NeedsLabel
        );
        assert!(matches!(
            refused(&mut t, prize("Johan", 0, PrizeFilter::Overall)),
            PrizeWhy::NoPlaces { .. }
        ));
        assert!(matches!(
            refused(
                &mut t,
                prize(
                    "B",
                    1,
                    PrizeFilter::Rating {
                        min: 1600,
                        max: 1400
                    }
                )
            ),
            PrizeWhy::EmptyBand { .. }
        ));
        assert!(matches!(
            refused(&mut t, prize("S", 1, PrizeFilter::Team(TeamId(9)))),
            PrizeWhy::NoTeam { team: 9, .. }
        ));
        assert!(matches!(
            refused(&mut t, prize("Jo\u{7}han", 1, PrizeFilter::Overall)),
            PrizeWhy::Control { column: 3, .. }
        ));
        assert!(matches!(
            remove_prize(&mut t, "P12", PrizeList::Qualifiers, 1),
            Err(OpError::Invalid(Why::Prize(PrizeWhy::NoLine {
                lines: 0,
                ..
            })))
        ));
        assert!(t.sections[0].settings.prizes.prizes.is_empty());
    }

    #[test]
    fn a_line_is_corrected_and_moved_in_place() {
        let mut t = one_section();
        for label in ["Johan", "Perempuan terbaik", "Bawah 10"] {
            add_prize(
                &mut t,
                "P12",
                PrizeList::Prizes,
                prize(label, 1, PrizeFilter::Overall),
            )
            .unwrap();
        }
        replace_prize(
            &mut t,
            "P12",
            PrizeList::Prizes,
            2,
            prize(
                "Perempuan terbaik ",
                2,
                PrizeFilter::Sex(crate::model::Sex::Female),
            ),
        )
        .unwrap();
        assert_eq!(
            move_prize(&mut t, "P12", PrizeList::Prizes, 3, true).unwrap(),
            2
        );
        let labels: Vec<&str> = t.sections[0]
            .settings
            .prizes
            .prizes
            .iter()
            .map(|p| p.label.as_str())
            .collect();
        assert_eq!(labels, ["Johan", "Bawah 10", "Perempuan terbaik"]);
        assert_eq!(t.sections[0].settings.prizes.prizes[2].places, 2);
        assert!(crate::ops::description(&t, t.journal.cursor - 1).contains("moved up"));
        assert!(matches!(
            move_prize(&mut t, "P12", PrizeList::Prizes, 1, true),
            Err(OpError::Invalid(Why::Prize(PrizeWhy::CannotMove {
                up: true,
                ..
            })))
        ));
        assert!(matches!(
            replace_prize(
                &mut t,
                "P12",
                PrizeList::Prizes,
                4,
                prize("X", 1, PrizeFilter::Overall)
            ),
            Err(OpError::Invalid(Why::Prize(PrizeWhy::NoLine {
                lines: 3,
                ..
            })))
        ));
        crate::ops::undo(&mut t).unwrap();
        assert_eq!(
            t.sections[0].settings.prizes.prizes[1].label,
            "Perempuan terbaik"
        );
    }

    #[test]
    fn medal_points_are_a_championship_detail() {
        let mut t = one_section();
        set_medal_points(&mut t, Some(MedalPoints::MSSM)).unwrap();
        assert_eq!(t.championship.medal_points, Some(MedalPoints::MSSM));
        set_medal_points(&mut t, None).unwrap();
        assert_eq!(t.championship.medal_points, None);
    }

    #[test]
    fn every_prize_reason_has_malay_words_with_its_facts() {
        let all = [
            PrizeWhy::NeedsLabel,
            PrizeWhy::NoPlaces {
                label: "Johan".into(),
            },
            PrizeWhy::EmptyBand {
                label: "B".into(),
                min: 1600,
                max: 1400,
            },
            PrizeWhy::NoTeam {
                label: "S".into(),
                team: 9,
            },
            PrizeWhy::Control {
                label: "Johan".into(),
                field: PrizeField::Amount,
                column: 2,
            },
            PrizeWhy::NoLine {
                section: "P12".into(),
                list: PrizeList::Qualifiers,
                number: 2,
                lines: 1,
            },
            PrizeWhy::CannotMove {
                list: PrizeList::Prizes,
                number: 1,
                label: "Johan".into(),
                up: true,
            },
        ];
        for w in &all {
            let (en, ms) = (w.say(Language::English), w.say(Language::Malay));
            assert_eq!(en, w.to_string());
            assert_ne!(ms, en);
            assert!(ms.contains("hadiah") || ms.contains("tiada"), "{ms}");
            for fact in ["'Johan'", "1600", "#9", "P12"] {
                assert_eq!(en.contains(fact), ms.contains(fact), "{fact}: {en} / {ms}");
            }
        }
    }
}
