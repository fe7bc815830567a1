//! F8 as an editor: the championship's details and the chosen section's settings as a
//! list of rows. A row is changed by typing a new value (Enter) or, for a choice among a
//! few, by Enter cycling through them. Every change goes through `ops` (which checks the
//! values, tie-break codes included) as one journal entry.

use super::strings::{Language, T};
use crate::model::{Charset, MedalPoints, Section, Tournament};
use crate::ops::{
    self, OpError, SECTION_SETTINGS, SettingError, SettingKind, SettingValue, SettingValues,
};

/// One row of the settings screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Row {
    Championship,
    Venue,
    ChiefArbiter,
    /// The championship's medal points (none, the MSSM preset or the arbiter's own).
    MedalPoints,
    /// The results address phones open (`Championship::results_address`).
    ResultsAddress,
    /// The folder the results site is kept in (`Championship::site_folder`).
    SiteFolder,
    /// A section setting: its place in [`ops::SECTION_SETTINGS`].
    Setting(usize),
    /// Code `i` of the section's tie-break list (the rows of the list setting).
    Tiebreak(usize),
    ScreenLanguage,
    PrinterWidth,
    PrinterCharset,
    PrinterCodes,
    PrinterDevice,
}

impl Row {
    /// The row of the section setting with this key.
    pub fn setting(key: &str) -> Option<Row> {
        SECTION_SETTINGS
            .iter()
            .position(|s| s.key == key)
            .map(Row::Setting)
    }
}

/// The rows for a championship with this section chosen (only the championship's rows
/// and the screen language when there is no section yet); the results address and the
/// site folder come last, after the printer. The section's rows are its
/// settings in the order of [`ops::SECTION_SETTINGS`] (the team-match settings only for
/// a section played as team matches); the tie-break list has one row per code.
pub fn rows(section: Option<&Section>) -> Vec<Row> {
    let mut v = vec![
        Row::Championship,
        Row::Venue,
        Row::ChiefArbiter,
        Row::MedalPoints,
    ];
    if let Some(s) = section {
        let values = SettingValues::of(s);
        for (i, setting) in SECTION_SETTINGS.iter().enumerate() {
            if !setting.applies(&values) {
                continue;
            }
            match (setting.kind, (setting.get)(&values)) {
                (SettingKind::List, SettingValue::Codes(codes)) => {
                    v.extend((0..codes.len()).map(Row::Tiebreak))
                }
                _ => v.push(Row::Setting(i)),
            }
        }
    }
    v.extend([
        Row::ScreenLanguage,
        Row::PrinterWidth,
        Row::PrinterCharset,
        Row::PrinterCodes,
        Row::PrinterDevice,
        Row::ResultsAddress,
        Row::SiteFolder,
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
        (Row::MedalPoints, _) => (
            name(T::MedalPoints),
            match t.championship.medal_points {
                None => super::strings::keys::K::MedalPointsNone
                    .get(lang)
                    .to_string(),
                Some(m) => {
                    let three = |p: [u32; 3]| format!("{},{},{}", p[0], p[1], p[2]);
                    let both = super::strings::keys::K::MedalPointsShown
                        .fill(lang, &[&three(m.individual), &three(m.team)]);
                    if m == MedalPoints::MSSM {
                        format!("MSSM: {both}")
                    } else {
                        both
                    }
                }
            },
        ),
        (Row::ResultsAddress, _) => (
            name(T::ResultsAddress),
            t.championship
                .results_address
                .clone()
                .unwrap_or_else(|| name(T::NoAddress)),
        ),
        (Row::SiteFolder, _) => (
            name(T::SiteFolder),
            t.championship
                .site_folder
                .clone()
                .unwrap_or_else(|| name(T::NoSiteFolder)),
        ),
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
        (Row::Tiebreak(i), Some(s)) => (
            T::Tiebreak.fill(lang, &[&(i + 1)]),
            s.settings.tiebreaks.get(i).cloned().unwrap_or_default(),
        ),
        (Row::Setting(i), Some(s)) => {
            let Some(setting) = SECTION_SETTINGS.get(i) else {
                return (String::new(), String::new());
            };
            let words = super::strings::settings::setting_name(setting.key, lang)
                .unwrap_or(setting.key)
                .to_string();
            let value = super::strings::settings::setting_value(
                setting,
                &(setting.get)(&SettingValues::of(s)),
                lang,
            );
            if setting.key == "name" {
                // The section's title row: its code before its name.
                return (words, format!("{} - {value}", s.code));
            }
            (words, value)
        }
    }
}

/// Whether Enter cycles the row's value (true) or asks for a new one (false).
pub fn cycles(row: Row) -> bool {
    match row {
        Row::Setting(i) => SECTION_SETTINGS.get(i).is_some_and(|s| s.cycles()),
        _ => matches!(
            row,
            Row::ScreenLanguage | Row::PrinterWidth | Row::PrinterCharset | Row::PrinterCodes
        ),
    }
}

/// The value a typed edit starts from.
pub fn current_text(row: Row, t: &Tournament, s: Option<&Section>) -> String {
    match (row, s) {
        (Row::Setting(i), Some(s)) => match SECTION_SETTINGS
            .get(i)
            .map(|x| (x.get)(&SettingValues::of(s)))
        {
            Some(SettingValue::Text(text)) => text,
            _ => describe(row, t, Some(s), Language::English).1,
        },
        (Row::PrinterDevice, _) => t.printer.device.clone(),
        (Row::MedalPoints, _) => match t.championship.medal_points {
            None => "none".into(),
            Some(MedalPoints::MSSM) => "mssm".into(),
            Some(m) => {
                let three = |p: [u32; 3]| format!("{},{},{}", p[0], p[1], p[2]);
                format!("{} {}", three(m.individual), three(m.team))
            }
        },
        (Row::ResultsAddress, _) => t.championship.results_address.clone().unwrap_or_default(),
        (Row::SiteFolder, _) => t.championship.site_folder.clone().unwrap_or_default(),
        _ => describe(row, t, s, Language::English).1,
    }
}

/// A problem with what was typed (before `ops` is asked).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditError {
    NotANumber(String),
    /// Medal points typed in no form the row reads (`none`, `mssm`, `5,3,1 10,6,2`).
    MedalPoints(String),
    Op(OpError),
}

impl From<OpError> for EditError {
    fn from(e: OpError) -> Self {
        EditError::Op(e)
    }
}

impl From<SettingError> for EditError {
    fn from(e: SettingError) -> Self {
        match e {
            SettingError::Unread { text, .. } => EditError::NotANumber(text),
            SettingError::NotTeamMatch { section, .. } => {
                EditError::Op(OpError::NoChange(ops::Same::Settings { section }))
            }
            SettingError::Op(e) => EditError::Op(e),
        }
    }
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
        Row::Championship
        | Row::Venue
        | Row::ChiefArbiter
        | Row::ResultsAddress
        | Row::SiteFolder => {
            let mut c = t.championship.clone();
            match row {
                Row::Championship => c.name = text.to_string(),
                Row::Venue => c.venue = text.to_string(),
                Row::ResultsAddress => c.results_address = Some(text.to_string()),
                Row::SiteFolder => c.site_folder = Some(text.to_string()),
                _ => c.chief_arbiter = text.to_string(),
            }
            return Ok(ops::edit_championship(t, c)?);
        }
        Row::PrinterDevice => {
            let mut p = t.printer.clone();
            p.device = text.to_string();
            return Ok(ops::set_printer(t, p)?);
        }
        Row::MedalPoints => {
            let points =
                medal_points(text).ok_or_else(|| EditError::MedalPoints(text.to_string()))?;
            return Ok(ops::set_medal_points(t, points)?);
        }
        _ => {}
    }
    let Some(code) = code else { return Ok(()) };
    let Some(s) = t.section(code) else {
        return Ok(());
    };
    match row {
        Row::Setting(i) => match SECTION_SETTINGS.get(i) {
            Some(setting) => Ok(ops::edit_section_settings(t, code, &[(setting, text)])?),
            None => Ok(()),
        },
        Row::Tiebreak(i) => {
            let mut v = s.settings.clone();
            if let Some(c) = v.tiebreaks.get_mut(i) {
                *c = text.to_string();
            }
            Ok(ops::edit_section(t, code, v)?)
        }
        _ => Ok(()),
    }
}

/// Medal points as typed on F8: `none` (or `tiada`, or nothing), `mssm`, or the points
/// of gold, silver and bronze for individual places, then for team places
/// (`5,3,1 10,6,2`; `/` or `;` may part the two).
pub fn medal_points(text: &str) -> Option<Option<MedalPoints>> {
    let lower = text.trim().to_lowercase();
    match lower.as_str() {
        "" | "none" | "tiada" | "off" => return Some(None),
        "mssm" => return Some(Some(MedalPoints::MSSM)),
        _ => {}
    }
    let three = |part: &str| -> Option<[u32; 3]> {
        let v: Vec<u32> = part
            .split(',')
            .map(|x| x.trim().parse().ok())
            .collect::<Option<_>>()?;
        v.try_into().ok()
    };
    let parts: Vec<&str> = lower
        .split([' ', '/', ';'])
        .filter(|p| !p.is_empty())
        .collect();
    match parts.as_slice() {
        [individual, team] => Some(Some(MedalPoints {
            individual: three(individual)?,
            team: three(team)?,
        })),
        _ => None,
    }
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
    let (Some(s), Row::Setting(i)) = (t.section(code), row) else {
        return Ok(());
    };
    let Some(setting) = SECTION_SETTINGS.get(i).filter(|x| x.cycles()) else {
        return Ok(());
    };
    let Some(next) = setting.next_choice(&SettingValues::of(s)) else {
        return Ok(());
    };
    match ops::edit_section_settings(t, code, &[(setting, next)]) {
        Ok(()) | Err(SettingError::Unread { .. } | SettingError::NotTeamMatch { .. }) => Ok(()),
        Err(SettingError::Op(e)) => Err(e),
    }
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
    use crate::model::{Language, PointValues, Points, Sport};
    use crate::standings::PRESETS;

    fn row(key: &str) -> Row {
        Row::setting(key).unwrap()
    }

    fn t() -> Tournament {
        let mut t = Tournament::new("Kejohanan Catur");
        ops::create_section(&mut t, "L12", "Lelaki Bawah 12", 6, Sport::Chess).unwrap();
        t
    }

    #[test]
    fn team_match_rows_only_for_a_section_played_as_team_matches() {
        let mut t = t();
        let individual = rows(t.section("L12"));
        assert!(!individual.contains(&row("boards")));
        let settings = crate::model::TeamMatchSettings::new(4, crate::model::TeamSystem::Swiss);
        ops::set_team_match(&mut t, "L12", settings).unwrap();
        let team = rows(t.section("L12"));
        let extra: Vec<Row> = team
            .iter()
            .filter(|r| !individual.contains(r))
            .copied()
            .collect();
        let keys = [
            "boards",
            "system",
            "rank",
            "match-tiebreaks",
            "substitutions-until",
            "board-prize-games",
            "colour-preference",
        ];
        assert_eq!(extra, keys.map(row).to_vec());
    }

    #[test]
    fn typed_values_go_through_ops() {
        let mut t = t();
        apply_text(&mut t, Some("L12"), row("rounds"), "5").unwrap();
        assert_eq!(t.sections[0].settings.rounds_planned, 5);
        apply_text(&mut t, Some("L12"), row("pab"), "0.5").unwrap();
        assert_eq!(t.sections[0].settings.points.pab, Points(5));
        assert!(matches!(
            apply_text(&mut t, Some("L12"), row("rounds"), "lima"),
            Err(EditError::NotANumber(_))
        ));
        assert!(matches!(
            apply_text(&mut t, Some("L12"), row("rounds"), "99"),
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
        cycle(&mut t, "L12", row("points")).unwrap();
        assert_eq!(t.sections[0].settings.points, PointValues::draughts());
        cycle(&mut t, "L12", row("preset")).unwrap();
        assert_eq!(t.sections[0].settings.tiebreaks, PRESETS[0].to_codes());
        cycle(&mut t, "L12", row("report-language")).unwrap();
        assert_eq!(t.sections[0].settings.language, Language::English);
    }

    #[test]
    fn medal_points_are_typed_as_a_preset_or_six_numbers() {
        let mut t = t();
        apply_text(&mut t, None, Row::MedalPoints, "MSSM").unwrap();
        assert_eq!(t.championship.medal_points, Some(MedalPoints::MSSM));
        apply_text(&mut t, None, Row::MedalPoints, "5,3,1 10,6,2").unwrap();
        let m = t.championship.medal_points.unwrap();
        assert_eq!((m.individual, m.team), ([5, 3, 1], [10, 6, 2]));
        assert_eq!(current_text(Row::MedalPoints, &t, None), "5,3,1 10,6,2");
        for bad in ["5,3 10,6,2", "emas", "5,3,1"] {
            assert_eq!(
                apply_text(&mut t, None, Row::MedalPoints, bad),
                Err(EditError::MedalPoints(bad.into()))
            );
        }
        apply_text(&mut t, None, Row::MedalPoints, "tiada").unwrap();
        assert_eq!(t.championship.medal_points, None);
    }

    #[test]
    fn the_results_address_and_site_folder_are_championship_rows() {
        let mut t = t();
        assert!(rows(None).contains(&Row::ResultsAddress));
        apply_text(&mut t, None, Row::ResultsAddress, "192.168.1.10:8080").unwrap();
        apply_text(&mut t, None, Row::SiteFolder, "laman").unwrap();
        let c = &t.championship;
        assert_eq!(
            c.results_address.as_deref(),
            Some("http://192.168.1.10:8080")
        );
        assert_eq!(c.site_folder.as_deref(), Some("laman"));
        assert_eq!(current_text(Row::SiteFolder, &t, None), "laman");
        assert!(matches!(
            apply_text(&mut t, None, Row::ResultsAddress, "dewan sekolah"),
            Err(EditError::Op(_))
        ));
        apply_text(&mut t, None, Row::SiteFolder, "").unwrap();
        let (_, shown) = describe(Row::SiteFolder, &t, None, Language::Malay);
        assert_eq!(shown, T::NoSiteFolder.get(Language::Malay));
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
