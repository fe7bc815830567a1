//! F8 as an editor: the championship's details and the chosen section's settings as a
//! list of rows. A row is changed by typing a new value (Enter) or, for a choice among a
//! few, by Enter cycling through them. Every change goes through `ops` (which checks the
//! values, tie-break codes included) as one journal entry.

use super::strings::{Language, T};
use crate::model::{
    Charset, InitialOrder, LateEntryScore, PointValues, Points, ScoringPreset, Section, Tournament,
};
use crate::ops::{self, OpError};
use crate::standings::PRESETS;

/// One row of the settings screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Row {
    Championship,
    Venue,
    ChiefArbiter,
    SectionName,
    Rounds,
    PointPreset,
    Point(PointField),
    TiebreakPreset,
    Tiebreak(usize),
    TeamCounted,
    /// The team tie-breaks as codes (`SUM1 NEXT BEST`), typed.
    TeamTiebreaks,
    SameTeamRounds,
    TopSeedsApart,
    InitialOrder,
    ReportLanguage,
    ScreenLanguage,
    PrinterWidth,
    PrinterCharset,
    PrinterCodes,
    PrinterDevice,
    /// The section's bye rules (typed, typed, cycled).
    MaxHalfByes,
    NoneInLast,
    LateEntry,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointField {
    Win,
    Draw,
    Loss,
    ForfeitWin,
    Pab,
    HalfBye,
    FullBye,
    ZeroBye,
}

const POINTS: [PointField; 8] = [
    PointField::Win,
    PointField::Draw,
    PointField::Loss,
    PointField::ForfeitWin,
    PointField::Pab,
    PointField::HalfBye,
    PointField::FullBye,
    PointField::ZeroBye,
];

impl PointField {
    fn slot(self, v: &mut PointValues) -> &mut Points {
        match self {
            PointField::Win => &mut v.win,
            PointField::Draw => &mut v.draw,
            PointField::Loss => &mut v.loss,
            PointField::ForfeitWin => &mut v.forfeit_win,
            PointField::Pab => &mut v.pab,
            PointField::HalfBye => &mut v.half_bye,
            PointField::FullBye => &mut v.full_bye,
            PointField::ZeroBye => &mut v.zero_bye,
        }
    }

    fn label(self) -> T {
        match self {
            PointField::Win => T::Win,
            PointField::Draw => T::Draw,
            PointField::Loss => T::Loss,
            PointField::ForfeitWin => T::ForfeitWin,
            PointField::Pab => T::Pab,
            PointField::HalfBye => T::HalfBye,
            PointField::FullBye => T::FullBye,
            PointField::ZeroBye => T::ZeroBye,
        }
    }
}

/// The rows for a championship with this section chosen (only the championship's rows
/// and the screen language when there is no section yet).
pub fn rows(section: Option<&Section>) -> Vec<Row> {
    let mut v = vec![Row::Championship, Row::Venue, Row::ChiefArbiter];
    if let Some(s) = section {
        v.extend([Row::SectionName, Row::Rounds, Row::PointPreset]);
        v.extend(POINTS.iter().map(|p| Row::Point(*p)));
        v.push(Row::TiebreakPreset);
        v.extend((0..s.settings.tiebreaks.len()).map(Row::Tiebreak));
        v.extend([
            Row::TeamCounted,
            Row::TeamTiebreaks,
            Row::SameTeamRounds,
            Row::TopSeedsApart,
            Row::InitialOrder,
            Row::ReportLanguage,
            Row::MaxHalfByes,
            Row::NoneInLast,
            Row::LateEntry,
        ]);
    }
    v.extend([
        Row::ScreenLanguage,
        Row::PrinterWidth,
        Row::PrinterCharset,
        Row::PrinterCodes,
        Row::PrinterDevice,
    ]);
    v
}

/// A row's name and its value as shown.
pub fn describe(row: Row, t: &Tournament, s: Option<&Section>, lang: Language) -> (String, String) {
    let name = |x: T| x.get(lang).to_string();
    let lang_name = |l: Language| super::strings::language_name(l).to_string();
    match (row, s) {
        (Row::Championship, _) => (name(T::Championship), t.championship.name.clone()),
        (Row::Venue, _) => (name(T::Venue), t.championship.venue.clone()),
        (Row::ChiefArbiter, _) => (name(T::ChiefArbiter), t.championship.chief_arbiter.clone()),
        (Row::ScreenLanguage, _) => (name(T::ScreenLanguage), lang_name(lang)),
        (Row::PrinterWidth, _) => (name(T::PrinterWidth), t.printer.width.to_string()),
        (Row::PrinterCharset, _) => (
            name(T::PrinterCharset),
            match t.printer.charset {
                Charset::Ascii => "ASCII (1/2)",
                Charset::Cp437 => "CP437",
                Charset::Cp850 => "CP850",
            }
            .to_string(),
        ),
        (Row::PrinterCodes, _) => (
            name(T::PrinterMode),
            if t.printer.escp { "ESC/P" } else { "-" }.to_string(),
        ),
        (Row::PrinterDevice, _) => (
            name(T::PrinterDevice),
            if t.printer.device.is_empty() {
                name(T::NoDevice)
            } else {
                t.printer.device.clone()
            },
        ),
        (_, None) => (String::new(), String::new()),
        (Row::SectionName, Some(s)) => (
            name(T::SectionName),
            format!("{} - {}", s.code, s.settings.name),
        ),
        (Row::Rounds, Some(s)) => (
            name(T::RoundsPlanned),
            s.settings.rounds_planned.to_string(),
        ),
        (Row::PointPreset, Some(s)) => (
            name(T::PointPreset),
            match s.settings.points.preset() {
                Some(ScoringPreset::Chess) => "1 - 1/2 - 0".into(),
                Some(ScoringPreset::Draughts) => "2 - 1 - 0".into(),
                Some(ScoringPreset::Football) => "3 - 1 - 0".into(),
                None => name(T::Custom),
            },
        ),
        (Row::Point(f), Some(s)) => {
            let mut v = s.settings.points;
            (name(f.label()), f.slot(&mut v).to_string())
        }
        (Row::TiebreakPreset, Some(s)) => (
            name(T::TiebreakPreset),
            PRESETS
                .iter()
                .find(|p| p.to_codes() == s.settings.tiebreaks)
                .map_or_else(|| name(T::Custom), |p| p.name.to_string()),
        ),
        (Row::Tiebreak(i), Some(s)) => (
            T::Tiebreak.fill(lang, &[&(i + 1)]),
            s.settings.tiebreaks.get(i).cloned().unwrap_or_default(),
        ),
        (Row::TeamCounted, Some(s)) => (
            name(T::TeamCounted),
            s.settings.team_settings.counted.to_string(),
        ),
        (Row::TeamTiebreaks, Some(s)) => (
            name(T::TeamTiebreaks),
            s.settings.team_tiebreaks.0.join(" "),
        ),
        (Row::SameTeamRounds, Some(s)) => (
            name(T::SameTeamRounds),
            s.settings.local_rules.same_team_rounds.to_string(),
        ),
        (Row::TopSeedsApart, Some(s)) => (
            name(T::TopSeedsApart),
            s.settings.local_rules.top_seeds_apart.to_string(),
        ),
        (Row::InitialOrder, Some(s)) => (
            name(T::InitialOrder),
            name(match s.settings.initial_order {
                InitialOrder::Rating => T::OrderRating,
                InitialOrder::BoardValue => T::OrderBoard,
                InitialOrder::RatingThenBoard => T::OrderRatingBoard,
                InitialOrder::Manual => T::OrderManual,
            }),
        ),
        (Row::ReportLanguage, Some(s)) => (name(T::ReportLanguage), lang_name(s.settings.language)),
        (Row::MaxHalfByes | Row::NoneInLast | Row::LateEntry, Some(s)) => {
            describe_byes(row, s, lang)
        }
    }
}

/// Whether Enter cycles the row's value (true) or asks for a new one (false).
pub fn cycles(row: Row) -> bool {
    matches!(
        row,
        Row::PointPreset
            | Row::TiebreakPreset
            | Row::InitialOrder
            | Row::ReportLanguage
            | Row::ScreenLanguage
            | Row::PrinterWidth
            | Row::PrinterCharset
            | Row::PrinterCodes
            | Row::LateEntry
    )
}

/// The bye rule rows: most half-point byes, none in the last rounds, late entries.
fn describe_byes(row: Row, s: &Section, lang: Language) -> (String, String) {
    use super::strings::byes::B;
    let b = s.settings.byes;
    let value = match row {
        Row::MaxHalfByes => b
            .max_half_byes
            .map_or_else(|| B::NoLimit.get(lang).to_string(), |m| m.to_string()),
        Row::NoneInLast if b.none_in_last == 0 => B::Off.get(lang).to_string(),
        Row::NoneInLast => b.none_in_last.to_string(),
        _ => match b.late_entry {
            LateEntryScore::Zero => B::LateZero.get(lang).to_string(),
            LateEntryScore::HalfBye => B::LateHalf.get(lang).to_string(),
        },
    };
    let name = match row {
        Row::MaxHalfByes => B::MaxHalfByes,
        Row::NoneInLast => B::NoneInLast,
        _ => B::LateEntry,
    };
    (name.get(lang).to_string(), value)
}

/// A typed limit of half-point byes: a number, or nothing / `-` / a word for no limit.
fn half_bye_limit(text: &str) -> Result<Option<u8>, EditError> {
    let t = text.trim();
    if t.is_empty() || t == "-" || t.chars().all(|c| c.is_alphabetic() || c == ' ') {
        return Ok(None);
    }
    number(t).map(Some)
}

/// The value a typed edit starts from.
pub fn current_text(row: Row, t: &Tournament, s: Option<&Section>) -> String {
    match (row, s) {
        (Row::SectionName, Some(s)) => s.settings.name.clone(),
        (Row::PrinterDevice, _) => t.printer.device.clone(),
        _ => describe(row, t, s, Language::English).1,
    }
}

/// A problem with what was typed (before `ops` is asked).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditError {
    NotANumber(String),
    Op(OpError),
}

impl From<OpError> for EditError {
    fn from(e: OpError) -> Self {
        EditError::Op(e)
    }
}

fn number<N: std::str::FromStr>(text: &str) -> Result<N, EditError> {
    text.trim()
        .parse()
        .map_err(|_| EditError::NotANumber(text.trim().to_string()))
}

/// Applies a typed value to a row.
pub fn apply_text(
    t: &mut Tournament,
    code: Option<&str>,
    row: Row,
    text: &str,
) -> Result<(), EditError> {
    let text = text.trim();
    match row {
        Row::Championship | Row::Venue | Row::ChiefArbiter => {
            let mut c = t.championship.clone();
            match row {
                Row::Championship => c.name = text.to_string(),
                Row::Venue => c.venue = text.to_string(),
                _ => c.chief_arbiter = text.to_string(),
            }
            return Ok(ops::edit_championship(t, c)?);
        }
        Row::PrinterDevice => {
            let mut p = t.printer.clone();
            p.device = text.to_string();
            return Ok(ops::set_printer(t, p)?);
        }
        _ => {}
    }
    let Some(code) = code else { return Ok(()) };
    let Some(s) = t.section(code) else {
        return Ok(());
    };
    let mut v = s.settings.clone();
    match row {
        Row::SectionName => v.name = text.to_string(),
        Row::Rounds => v.rounds_planned = number(text)?,
        Row::Point(f) => {
            *f.slot(&mut v.points) =
                Points::parse(text).ok_or_else(|| EditError::NotANumber(text.to_string()))?
        }
        Row::Tiebreak(i) => {
            if let Some(c) = v.tiebreaks.get_mut(i) {
                *c = text.to_string();
            }
        }
        Row::TeamCounted => v.team_settings.counted = number(text)?,
        Row::TeamTiebreaks => v.team_tiebreaks = crate::model::TeamTiebreaks::from_text(text),
        Row::SameTeamRounds => v.local_rules.same_team_rounds = number(text)?,
        Row::TopSeedsApart => v.local_rules.top_seeds_apart = number(text)?,
        Row::MaxHalfByes => v.byes.max_half_byes = half_bye_limit(text)?,
        Row::NoneInLast => {
            v.byes.none_in_last = if text.chars().all(char::is_alphabetic) {
                0
            } else {
                number(text)?
            }
        }
        _ => return Ok(()),
    }
    Ok(ops::edit_section(t, code, v)?)
}

/// Moves a choice row to its next value.
pub fn cycle(t: &mut Tournament, code: &str, row: Row) -> Result<(), OpError> {
    if matches!(
        row,
        Row::PrinterWidth | Row::PrinterCharset | Row::PrinterCodes
    ) {
        let mut p = t.printer.clone();
        match row {
            Row::PrinterWidth => p.width = if p.width == 80 { 136 } else { 80 },
            Row::PrinterCharset => {
                p.charset = match p.charset {
                    Charset::Ascii => Charset::Cp437,
                    Charset::Cp437 => Charset::Cp850,
                    Charset::Cp850 => Charset::Ascii,
                }
            }
            _ => p.escp = !p.escp,
        }
        return ops::set_printer(t, p);
    }
    let Some(s) = t.section(code) else {
        return Ok(());
    };
    let mut v = s.settings.clone();
    match row {
        Row::PointPreset => {
            let order = [
                ScoringPreset::Chess,
                ScoringPreset::Draughts,
                ScoringPreset::Football,
            ];
            let next = match v
                .points
                .preset()
                .and_then(|p| order.iter().position(|x| *x == p))
            {
                Some(k) => order[(k + 1) % order.len()],
                None => ScoringPreset::Chess,
            };
            v.points = next.values();
        }
        Row::TiebreakPreset => {
            let k = PRESETS.iter().position(|p| p.to_codes() == v.tiebreaks);
            let next = k.map_or(0, |k| (k + 1) % PRESETS.len());
            v.tiebreaks = PRESETS[next].to_codes();
        }
        Row::InitialOrder => {
            v.initial_order = match v.initial_order {
                InitialOrder::BoardValue => InitialOrder::Rating,
                InitialOrder::Rating => InitialOrder::RatingThenBoard,
                InitialOrder::RatingThenBoard => InitialOrder::Manual,
                InitialOrder::Manual => InitialOrder::BoardValue,
            }
        }
        Row::ReportLanguage => v.language = super::strings::other(v.language),
        Row::LateEntry => {
            v.byes.late_entry = match v.byes.late_entry {
                LateEntryScore::Zero => LateEntryScore::HalfBye,
                LateEntryScore::HalfBye => LateEntryScore::Zero,
            }
        }
        _ => return Ok(()),
    }
    ops::edit_section(t, code, v)
}

/// Tie-break list edits: add a code after `at` (or at the end), remove, move.
pub enum ListEdit {
    Add { at: Option<usize>, code: String },
    Remove(usize),
    MoveUp(usize),
    MoveDown(usize),
}

/// Applies a tie-break list edit; returns the row index of the moved or added code.
pub fn edit_tiebreaks(t: &mut Tournament, code: &str, edit: ListEdit) -> Result<usize, OpError> {
    let Some(s) = t.section(code) else {
        return Ok(0);
    };
    let mut v = s.settings.clone();
    let n = v.tiebreaks.len();
    let at = match edit {
        ListEdit::Add { at, code } => {
            let k = at.map_or(n, |a| (a + 1).min(n));
            v.tiebreaks.insert(k, code);
            k
        }
        ListEdit::Remove(i) if i < n => {
            v.tiebreaks.remove(i);
            i.min(n.saturating_sub(2))
        }
        ListEdit::MoveUp(i) if i > 0 && i < n => {
            v.tiebreaks.swap(i, i - 1);
            i - 1
        }
        ListEdit::MoveDown(i) if i + 1 < n => {
            v.tiebreaks.swap(i, i + 1);
            i + 1
        }
        _ => {
            return Err(OpError::NoChange(ops::Same::TiebreakMove));
        }
    };
    ops::edit_section(t, code, v)?;
    Ok(at)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Sport;

    fn t() -> Tournament {
        let mut t = Tournament::new("Kejohanan Catur");
        ops::create_section(&mut t, "L12", "Lelaki Bawah 12", 6, Sport::Chess).unwrap();
        t
    }

    #[test]
    fn typed_values_go_through_ops() {
        let mut t = t();
        apply_text(&mut t, Some("L12"), Row::Rounds, "5").unwrap();
        assert_eq!(t.sections[0].settings.rounds_planned, 5);
        apply_text(&mut t, Some("L12"), Row::Point(PointField::Pab), "0.5").unwrap();
        assert_eq!(t.sections[0].settings.points.pab, Points(5));
        assert!(matches!(
            apply_text(&mut t, Some("L12"), Row::Rounds, "lima"),
            Err(EditError::NotANumber(_))
        ));
        assert!(matches!(
            apply_text(&mut t, Some("L12"), Row::Rounds, "99"),
            Err(EditError::Op(_))
        ));
        apply_text(&mut t, None, Row::Venue, "Dewan Besar").unwrap();
        assert_eq!(t.championship.venue, "Dewan Besar");
    }

    #[test]
    fn tie_break_list_edits_and_bad_codes_are_refused() {
        let mut t = t();
        assert_eq!(t.sections[0].settings.tiebreaks, ["BH-M1", "BH", "BH-C1"]);
        let at = edit_tiebreaks(&mut t, "L12", ListEdit::MoveUp(2)).unwrap();
        assert_eq!(at, 1);
        assert_eq!(t.sections[0].settings.tiebreaks, ["BH-M1", "BH-C1", "BH"]);
        edit_tiebreaks(
            &mut t,
            "L12",
            ListEdit::Add {
                at: None,
                code: "SB".into(),
            },
        )
        .unwrap();
        edit_tiebreaks(&mut t, "L12", ListEdit::Remove(0)).unwrap();
        assert_eq!(t.sections[0].settings.tiebreaks, ["BH-C1", "BH", "SB"]);
        assert!(
            edit_tiebreaks(
                &mut t,
                "L12",
                ListEdit::Add {
                    at: None,
                    code: "XYZ".into()
                }
            )
            .is_err()
        );
        assert!(edit_tiebreaks(&mut t, "L12", ListEdit::MoveDown(2)).is_err());
    }

    #[test]
    fn choices_cycle() {
        let mut t = t();
        cycle(&mut t, "L12", Row::PointPreset).unwrap();
        assert_eq!(t.sections[0].settings.points, PointValues::draughts());
        cycle(&mut t, "L12", Row::TiebreakPreset).unwrap();
        assert_eq!(t.sections[0].settings.tiebreaks, PRESETS[0].to_codes());
        cycle(&mut t, "L12", Row::ReportLanguage).unwrap();
        assert_eq!(t.sections[0].settings.language, Language::English);
    }

    #[test]
    fn the_printer_is_the_championships() {
        let mut t = t();
        cycle(&mut t, "L12", Row::PrinterWidth).unwrap();
        cycle(&mut t, "L12", Row::PrinterCharset).unwrap();
        cycle(&mut t, "L12", Row::PrinterCodes).unwrap();
        apply_text(&mut t, None, Row::PrinterDevice, " /dev/usb/lp0 ").unwrap();
        let p = &t.printer;
        assert_eq!((p.width, p.charset, p.escp), (136, Charset::Cp437, true));
        assert_eq!(p.device, "/dev/usb/lp0");
        ops::undo(&mut t).unwrap();
        assert_eq!(t.printer.device, "");
    }
}
