//! Sections and the championship's own details.

use super::error::OpError;
use super::journal::commit;
use super::section_index;
use super::why::{DateKind, PointKind, Quantity, Same, TextField, Why, clean};
use crate::model::{
    Championship, Change, PointValues, Points, RoundNo, Section, SectionSettings, Sport, Tournament,
};
use crate::model::{Deed, Given};

/// Most rounds a section may have (a long Swiss; round robins of 16 double are 30).
pub const MAX_ROUNDS: RoundNo = 30;

/// Creates an empty section. Draughts sections get the 2-1-0 point values.
pub fn create_section(
    t: &mut Tournament,
    code: &str,
    name: &str,
    rounds: RoundNo,
    sport: Sport,
) -> Result<(), OpError> {
    new_section(t, code, name, rounds, sport, None)
}

/// Adds a section played as team matches (school against school) with `settings`, as
/// one change: F8's new-section form with "team" chosen.
pub fn create_team_section(
    t: &mut Tournament,
    code: &str,
    name: &str,
    rounds: RoundNo,
    sport: Sport,
    settings: crate::model::TeamMatchSettings,
) -> Result<(), OpError> {
    super::team_match::check_team_settings(&settings)?;
    new_section(t, code, name, rounds, sport, Some(settings))
}

fn new_section(
    t: &mut Tournament,
    code: &str,
    name: &str,
    rounds: RoundNo,
    sport: Sport,
    team: Option<crate::model::TeamMatchSettings>,
) -> Result<(), OpError> {
    let code = code.trim();
    if code.is_empty() || code.len() > 8 || !code.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Err(OpError::BadSectionCode(code.to_string()));
    }
    if let Some(s) = t.section(code) {
        return Err(OpError::SectionExists(s.code.clone()));
    }
    let mut s = Section::new(code.to_ascii_uppercase(), name.trim(), rounds);
    s.settings.sport = sport;
    if sport == Sport::Draughts {
        s.settings.points = PointValues::draughts();
    }
    check_settings(&s.settings.clone(), 0)?;
    s.team_match = team.map(|settings| {
        Box::new(crate::model::TeamMatchSection {
            settings,
            lineups: Vec::new(),
            rounds: Vec::new(),
        })
    });
    let deed = Deed::SectionAdded {
        section: s.code.clone(),
        name: s.settings.name.clone(),
        team_matches: s.team_match.is_some(),
        rounds,
    };
    let index = t.sections.len() as u32;
    commit(
        t,
        deed,
        vec![Change::SectionAdded {
            index,
            stash: Some(Box::new(s)),
        }],
    )
}

/// Adds a section made elsewhere (read from a TRF file: players, rounds and results)
/// under `code`. Its settings are checked as a new section's are; the rounds planned
/// are at least the rounds it has.
pub fn import_section(t: &mut Tournament, code: &str, mut s: Section) -> Result<(), OpError> {
    let code = code.trim();
    if code.is_empty() || code.len() > 8 || !code.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Err(OpError::BadSectionCode(code.to_string()));
    }
    if let Some(existing) = t.section(code) {
        return Err(OpError::SectionExists(existing.code.clone()));
    }
    s.code = code.to_ascii_uppercase();
    if s.settings.name.trim().is_empty() {
        s.settings.name = s.code.clone();
    }
    s.settings.rounds_planned = s.settings.rounds_planned.max(s.rounds.len() as RoundNo);
    // A file without tie-break lines names no individual tie-break: the team
    // tie-breaks that would sum them (SUM1 ...) have nothing to sum and are left out.
    let sums = s.settings.tiebreaks.len();
    s.settings.team_tiebreaks.0.retain(|code| {
        !matches!(
            crate::standings::TeamTieBreak::parse(code),
            Some(crate::standings::TeamTieBreak::SumOfCounted(k)) if k >= sums
        )
    });
    check_settings(&s.settings.clone(), s.rounds_paired())?;
    let deed = Deed::SectionImported {
        section: s.code.clone(),
        name: s.settings.name.clone(),
        players: s.players.len() as u32,
        paired: s.rounds_paired(),
        rounds: s.settings.rounds_planned,
    };
    let index = t.sections.len() as u32;
    commit(
        t,
        deed,
        vec![Change::SectionAdded {
            index,
            stash: Some(Box::new(s)),
        }],
    )
}

/// Replaces a section's settings (take them with [`SectionSettings::of`], change, give back).
pub fn edit_section(
    t: &mut Tournament,
    section: &str,
    settings: SectionSettings,
) -> Result<(), OpError> {
    edit_section_said(t, section, settings, |code| Deed::Settings {
        section: code.to_string(),
    })
}

/// [`edit_section`] with the journal's words for the change (from the section's code).
pub(super) fn edit_section_said(
    t: &mut Tournament,
    section: &str,
    settings: SectionSettings,
    said: impl FnOnce(&str) -> Deed,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let mut settings = settings;
    settings.name = settings.name.trim().to_string();
    // Codes are kept in capitals, whatever case they were typed in.
    let capitals = |codes: &[String]| -> Vec<String> {
        codes
            .iter()
            .map(|c| c.trim().to_ascii_uppercase())
            .collect()
    };
    settings.tiebreaks = capitals(&settings.tiebreaks);
    settings.team_tiebreaks.0 = capitals(&settings.team_tiebreaks.0);
    check_settings(&settings, s.rounds_paired())?;
    let before = s.settings.clone();
    if before == settings {
        return Err(OpError::NoChange(Same::Settings {
            section: s.code.clone(),
        }));
    }
    let deed = said(&s.code);
    let change = Change::Settings {
        section: si as u32,
        before: Box::new(before),
        after: Box::new(settings),
    };
    commit(t, deed, vec![change])
}

/// The changes that give every section but `skip` the setting `set` makes, where
/// `has` says it does not have it yet, each checked against its rounds paired; and the
/// codes of the sections changed, in section order; refused when every section has the
/// setting already. The shared part of giving one setting to every section (round
/// times, roll-call rule, tie-breaks).
fn every_section_changes(
    t: &Tournament,
    skip: Option<usize>,
    has: impl Fn(&SectionSettings) -> bool,
    set: impl Fn(&mut SectionSettings),
) -> Result<(Vec<Change>, Vec<String>), OpError> {
    let mut changes = Vec::new();
    let mut codes = Vec::new();
    for (si, s) in t.sections.iter().enumerate() {
        if Some(si) == skip || has(&s.settings) {
            continue;
        }
        let mut after = s.settings.clone();
        set(&mut after);
        check_settings(&after, s.rounds_paired())?;
        codes.push(s.code.clone());
        changes.push(Change::Settings {
            section: si as u32,
            before: Box::new(s.settings.clone()),
            after: Box::new(after),
        });
    }
    if codes.is_empty() {
        return Err(OpError::NoChange(Same::EverySection));
    }
    Ok((changes, codes))
}

/// Puts section `si`'s change first, or an unchanged one for it when it has none: undo
/// on the screen of the section a setting was given from finds this change first, as
/// the arbiter expects after making it there.
fn led_by(t: &Tournament, si: usize, changes: &mut Vec<Change>) {
    let own = changes
        .iter()
        .position(|c| matches!(c, Change::Settings { section, .. } if *section as usize == si));
    let lead = match own {
        Some(k) => changes.remove(k),
        None => {
            let settings = t.sections[si].settings.clone();
            Change::Settings {
                section: si as u32,
                before: Box::new(settings.clone()),
                after: Box::new(settings),
            }
        }
    };
    changes.insert(0, lead);
}

/// Gives every section the same round times (the categories of one championship
/// usually play at the same hours), as one change that one undo takes back. `shown`:
/// the section the arbiter gives them from (part of the change even when its own
/// schedule is already that one, so that undo on its screen finds this change first).
/// Returns the codes of the sections changed; refused when every section has that
/// schedule already, or when a section's settings refuse it.
pub fn schedule_to_every_section(
    t: &mut Tournament,
    schedule: &crate::model::Schedule,
    shown: Option<&str>,
) -> Result<Vec<String>, OpError> {
    let shown = shown.map(|code| section_index(t, code)).transpose()?;
    let (mut changes, codes) = every_section_changes(
        t,
        None,
        |s| &s.schedule == schedule,
        |s| s.schedule = schedule.clone(),
    )?;
    if let Some(si) = shown {
        led_by(t, si, &mut changes);
    }
    let deed = Deed::GivenToAll {
        what: Given::RoundTimes,
        sections: codes.clone(),
    };
    commit(t, deed, changes)?;
    Ok(codes)
}

/// Gives every section the roll-call rule `rule` (the championship's rules usually say
/// it once for every category), as one change that one undo takes back. Returns the
/// codes of the sections changed; refused when every section has that rule already.
pub fn roll_call_to_every_section(
    t: &mut Tournament,
    rule: crate::model::RollCallRule,
) -> Result<Vec<String>, OpError> {
    let (changes, codes) =
        every_section_changes(t, None, |s| s.roll_call == rule, |s| s.roll_call = rule)?;
    let deed = Deed::GivenToAll {
        what: Given::RollCallRule,
        sections: codes.clone(),
    };
    commit(t, deed, changes)?;
    Ok(codes)
}

/// Gives every other section the tie-break list of `from` (the Pahang preset set once
/// for a championship's six categories), as one change that one undo takes back.
/// Returns the codes of the sections changed; refused when every section has the list
/// already, or when a section's list may no longer change.
pub fn tiebreaks_to_every_section(t: &mut Tournament, from: &str) -> Result<Vec<String>, OpError> {
    let fi = section_index(t, from)?;
    let list = t.sections[fi].settings.tiebreaks.clone();
    let (mut changes, codes) = every_section_changes(
        t,
        Some(fi),
        |s| s.tiebreaks == list,
        |s| s.tiebreaks = list.clone(),
    )?;
    // The section the list came from is part of the change (unchanged).
    led_by(t, fi, &mut changes);
    let deed = Deed::GivenToAll {
        what: Given::Tiebreaks(t.sections[fi].code.clone()),
        sections: codes.clone(),
    };
    commit(t, deed, changes)?;
    Ok(codes)
}

/// Replaces the championship's details: name, venue, dates, arbiters, federation, medal
/// points, results address (checked and written as phones open it, `http://` added) and
/// site folder (kept as typed). An empty address or folder is none.
pub fn edit_championship(t: &mut Tournament, details: Championship) -> Result<(), OpError> {
    let mut details = details;
    details.name = details.name.trim().to_string();
    check_championship(&details)?;
    if let (Some(a), Some(b)) = (details.start, details.end)
        && b < a
    {
        return Err(OpError::Invalid(Why::EndsBeforeStart { start: a, end: b }));
    }
    for d in [details.start, details.end].into_iter().flatten() {
        super::players::check_date(d, DateKind::Date)?;
    }
    details.deputy_arbiters.retain(|a| !a.trim().is_empty());
    details.results_address = match details.results_address.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(a) => {
            Some(crate::model::web_address(a).map_err(|e| OpError::Invalid(Why::BadAddress(e)))?)
        }
    };
    details.site_folder = match details.site_folder.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(f) => {
            clean(TextField::SiteFolder, f)?;
            Some(f.to_string())
        }
    };
    let before = t.championship.clone();
    if before == details {
        return Err(OpError::NoChange(Same::Championship));
    }
    let deed = Deed::Championship {
        name: details.name.clone(),
    };
    commit(
        t,
        deed,
        vec![Change::Championship {
            before: Box::new(before),
            after: Box::new(details),
        }],
    )
}

/// Checks the texts of a championship's details: a name, and no control character in
/// any of them (the command line's `new` checks a new championship with it too).
pub fn check_championship(c: &Championship) -> Result<(), OpError> {
    if c.name.trim().is_empty() {
        return Err(OpError::Invalid(Why::ChampionshipNeedsName));
    }
    clean(TextField::ChampionshipName, c.name.trim())?;
    clean(TextField::Venue, c.venue.trim())?;
    clean(TextField::ChiefArbiter, c.chief_arbiter.trim())?;
    for a in &c.deputy_arbiters {
        clean(TextField::DeputyArbiter, a.trim())?;
    }
    clean(TextField::Federation, c.federation.trim())
}

fn check_settings(s: &SectionSettings, paired: RoundNo) -> Result<(), OpError> {
    if s.name.is_empty() {
        return Err(OpError::Invalid(Why::SectionNeedsName));
    }
    clean(TextField::SectionName, &s.name)?;
    let range = |what: Quantity, value: i64, min: i64, max: i64| {
        if (min..=max).contains(&value) {
            Ok(())
        } else {
            Err(OpError::OutOfRange {
                what,
                value,
                min,
                max,
            })
        }
    };
    range(
        Quantity::Rounds,
        i64::from(s.rounds_planned),
        1,
        i64::from(MAX_ROUNDS),
    )?;
    if s.rounds_planned < paired {
        return Err(OpError::Invalid(Why::FewerRoundsThanPaired {
            paired,
            planned: s.rounds_planned,
        }));
    }
    check_points(&s.points)?;
    range(
        Quantity::TeamCounted,
        i64::from(s.team_settings.counted),
        1,
        10,
    )?;
    range(
        Quantity::SameTeamRounds,
        i64::from(s.local_rules.same_team_rounds),
        0,
        i64::from(s.rounds_planned),
    )?;
    for (i, code) in s.tiebreaks.iter().enumerate() {
        check_tiebreak(code)?;
        if s.tiebreaks[..i].contains(code) {
            return Err(OpError::Invalid(Why::TiebreakTwice { code: code.clone() }));
        }
    }
    let sums = s.tiebreaks.len();
    for (i, code) in s.team_tiebreaks.0.iter().enumerate() {
        let known = match crate::standings::TeamTieBreak::parse(code) {
            Some(crate::standings::TeamTieBreak::SumOfCounted(k)) => k < sums,
            Some(_) => true,
            None => false,
        };
        if !known || s.team_tiebreaks.0[..i].contains(code) {
            return Err(OpError::BadTeamTiebreak {
                code: code.clone(),
                sums,
            });
        }
    }
    if s.accelerated
        && (s.points.win != s.points.draw + s.points.draw || s.points.loss != Points::ZERO)
    {
        return Err(OpError::Invalid(Why::BakuPoints));
    }
    Ok(())
}

fn check_points(v: &PointValues) -> Result<(), OpError> {
    if v.win <= Points::ZERO {
        return Err(OpError::Invalid(Why::WinNotPositive { win: v.win }));
    }
    let named = [
        (PointKind::Draw, v.draw),
        (PointKind::Loss, v.loss),
        (PointKind::ForfeitWin, v.forfeit_win),
        (PointKind::ForfeitLoss, v.forfeit_loss),
        (PointKind::Pab, v.pab),
        (PointKind::HalfBye, v.half_bye),
        (PointKind::ZeroBye, v.zero_bye),
        (PointKind::FullBye, v.full_bye),
    ];
    for (what, p) in named {
        if p < Points::ZERO || p > v.win {
            return Err(OpError::Invalid(Why::PointsBeyondWin {
                what,
                value: p,
                win: v.win,
            }));
        }
    }
    if v.draw < v.loss {
        return Err(OpError::Invalid(Why::DrawBelowLoss {
            draw: v.draw,
            loss: v.loss,
        }));
    }
    Ok(())
}

/// A tie-break code is valid when the standings engine can compute it, so the check
/// and the computation can never disagree.
pub(crate) fn check_tiebreak(code: &str) -> Result<(), OpError> {
    code.parse::<crate::standings::TieBreak>()
        .map(|_| ())
        .map_err(|e| {
            OpError::Invalid(Why::NotATiebreak {
                code: code.to_string(),
                reason: e.to_string(),
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::{redo, undo};

    fn three() -> Tournament {
        let mut t = Tournament::new("Kejohanan Catur MSSM Pahang");
        for c in ["L12", "P12", "L15"] {
            create_section(&mut t, c, "Bawah 12", 6, Sport::Chess).unwrap();
        }
        t
    }

    #[test]
    fn one_schedule_goes_to_every_section_as_one_change() {
        use crate::model::Schedule;
        let mut t = three();
        let day = Schedule::parse("1=2026-12-05 08:30, 2=2026-12-05 14:30").unwrap();
        let entries = t.journal.entries.len();
        let codes = schedule_to_every_section(&mut t, &day, None).unwrap();
        assert_eq!(codes, ["L12", "P12", "L15"]);
        assert!(t.sections.iter().all(|s| s.settings.schedule == day));
        assert_eq!(t.journal.entries.len(), entries + 1);
        assert!(matches!(
            schedule_to_every_section(&mut t, &day, Some("P12")),
            Err(OpError::NoChange(Same::EverySection))
        ));
        undo(&mut t).unwrap();
        assert!(
            t.sections
                .iter()
                .all(|s| s.settings.schedule == Schedule::default())
        );
    }

    #[test]
    fn one_roll_call_rule_goes_to_every_section_as_one_change() {
        use crate::model::RollCallRule;
        let mut t = three();
        let entries = t.journal.entries.len();
        let codes = roll_call_to_every_section(&mut t, RollCallRule::Withdraw).unwrap();
        assert_eq!(codes, ["L12", "P12", "L15"]);
        assert!(
            t.sections
                .iter()
                .all(|s| s.settings.roll_call == RollCallRule::Withdraw)
        );
        assert_eq!(t.journal.entries.len(), entries + 1);
        // Given again, the refusal speaks of every section, not of one of them.
        assert!(matches!(
            roll_call_to_every_section(&mut t, RollCallRule::Withdraw),
            Err(OpError::NoChange(Same::EverySection))
        ));
        undo(&mut t).unwrap();
        assert!(
            t.sections
                .iter()
                .all(|s| s.settings.roll_call == RollCallRule::ZeroBye)
        );
    }

    #[test]
    fn the_results_address_is_checked_and_written_as_phones_open_it() {
        let mut t = three();
        let mut c = t.championship.clone();
        c.results_address = Some(" 192.168.1.10:8080/ ".into());
        c.site_folder = Some(" E:\\keputusan ".into());
        edit_championship(&mut t, c).unwrap();
        assert_eq!(
            t.championship.results_address.as_deref(),
            Some("http://192.168.1.10:8080/")
        );
        assert_eq!(t.championship.site_folder.as_deref(), Some("E:\\keputusan"));
        undo(&mut t).unwrap();
        assert_eq!(t.championship.results_address, None);
        assert_eq!(t.championship.site_folder, None);
    }

    #[test]
    fn a_bad_results_address_or_site_folder_is_refused_and_changes_nothing() {
        let mut t = three();
        let mut c = t.championship.clone();
        c.results_address = Some("http://dewan sekolah/".into());
        assert!(matches!(
            edit_championship(&mut t, c),
            Err(OpError::Invalid(Why::BadAddress(_)))
        ));
        let mut c = t.championship.clone();
        c.site_folder = Some("E:\\keputusan\u{7}".into());
        assert!(matches!(
            edit_championship(&mut t, c),
            Err(OpError::Invalid(Why::ControlCharacter { .. }))
        ));
        assert_eq!(t.championship.results_address, None);
        assert_eq!(t.journal.entries.len(), 3);
    }

    #[test]
    fn an_empty_address_or_folder_is_none() {
        let mut t = three();
        let mut c = t.championship.clone();
        c.results_address = Some("http://keputusan.local/".into());
        c.site_folder = Some("laman".into());
        edit_championship(&mut t, c).unwrap();
        let mut c = t.championship.clone();
        c.results_address = Some("  ".into());
        c.site_folder = Some(String::new());
        edit_championship(&mut t, c).unwrap();
        assert_eq!(t.championship.results_address, None);
        assert_eq!(t.championship.site_folder, None);
    }

    #[test]
    fn one_sections_tiebreaks_go_to_every_section_in_one_undo() {
        let mut t = three();
        let pahang = crate::standings::preset("pahang").unwrap().to_codes();
        let mut l12 = t.sections[0].settings.clone();
        l12.tiebreaks = pahang.clone();
        edit_section(&mut t, "L12", l12).unwrap();
        let before = t.sections[1].settings.tiebreaks.clone();
        assert_ne!(before, pahang);
        assert_eq!(
            tiebreaks_to_every_section(&mut t, "L12").unwrap(),
            vec!["P12".to_string(), "L15".to_string()]
        );
        assert!(t.sections.iter().all(|s| s.settings.tiebreaks == pahang));
        undo(&mut t).unwrap();
        assert_eq!(t.sections[1].settings.tiebreaks, before);
        assert_eq!(t.sections[2].settings.tiebreaks, before);
        assert_eq!(t.sections[0].settings.tiebreaks, pahang);
        redo(&mut t).unwrap();
        assert!(matches!(
            tiebreaks_to_every_section(&mut t, "P12"),
            Err(OpError::NoChange(Same::EverySection))
        ));
    }

    #[test]
    fn create_refuses_duplicates_bad_codes_and_round_counts() {
        let mut t = three();
        let e = |r: Result<(), OpError>| r.unwrap_err().to_string();
        assert_eq!(
            e(create_section(&mut t, "l12", "x", 6, Sport::Chess)),
            "section code L12 is already used"
        );
        assert_eq!(
            e(create_section(&mut t, "L 13", "x", 6, Sport::Chess)),
            "section code 'L 13' is not valid: use 1 to 8 letters or digits, e.g. L12"
        );
        assert_eq!(
            e(create_section(&mut t, "L13", "x", 31, Sport::Chess)),
            "the number of rounds must be 1-30, not 31"
        );
        assert_eq!(
            e(create_section(&mut t, "L13", "x", 0, Sport::Chess)),
            "the number of rounds must be 1-30, not 0"
        );
        assert_eq!(
            e(create_section(&mut t, "L13", " ", 5, Sport::Chess)),
            "a section needs a name"
        );
        assert_eq!(t.sections.len(), 3);
        assert_eq!(t.journal.entries.len(), 3);
    }

    #[test]
    fn draughts_sections_score_two_one_zero() {
        let mut t = three();
        create_section(&mut t, "D1", "Dam", 7, Sport::Draughts).unwrap();
        assert_eq!(
            t.section("D1").unwrap().settings.points,
            PointValues::draughts()
        );
    }

    #[test]
    fn edit_section_validates_and_undoes() {
        let mut t = three();
        let before = t.clone();
        let mut s = t.section("P12").unwrap().settings.clone();
        let e = |t: &mut Tournament, s: &SectionSettings| {
            edit_section(t, "P12", s.clone()).unwrap_err().to_string()
        };
        s.tiebreaks = vec!["BH-M1".into(), "XYZ".into()];
        assert!(e(&mut t, &s).starts_with("'XYZ' is not a tie-break code"));
        s.tiebreaks = vec!["BH".into(), "bh".into()];
        assert_eq!(e(&mut t, &s), "tie-break BH is listed twice");
        s.tiebreaks = vec!["BH/C1".into(), "PS".into(), "SB".into()];
        s.team_tiebreaks.0 = vec!["SUM4".into()];
        assert!(e(&mut t, &s).starts_with("'SUM4' is not a team tie-break: use SUM1 to SUM3"));
        s.team_tiebreaks.0 = vec!["next".into(), "NEXT".into()];
        assert!(e(&mut t, &s).starts_with("'NEXT' is not a team tie-break"));
        s.team_tiebreaks.0 = vec!["best".into(), "sum2".into()];
        s.points.draw = Points(15);
        assert_eq!(
            e(&mut t, &s),
            "point values: a draw (1.5) must be between 0 and a win (1)"
        );
        s.points = PointValues::chess();
        s.accelerated = true;
        s.points.draw = Points(4);
        assert_eq!(
            e(&mut t, &s),
            "Baku acceleration needs a win worth two draws and a loss worth 0 (C.04.7)"
        );
        s.points.draw = Points(5);
        s.team_settings.counted = 0;
        assert_eq!(
            e(&mut t, &s),
            "the number of team players counted must be 1-10, not 0"
        );
        s.team_settings.counted = 4;
        s.local_rules.same_team_rounds = 7;
        assert_eq!(
            e(&mut t, &s),
            "the rounds without same-team games must be 0-6, not 7"
        );
        s.local_rules.same_team_rounds = 2;
        assert_eq!(t, before, "refusals change nothing");
        s.rounds_planned = 7;
        edit_section(&mut t, "p12", s.clone()).unwrap();
        // Codes are kept in capitals, whatever case they were typed in.
        s.team_tiebreaks.0 = vec!["BEST".into(), "SUM2".into()];
        assert_eq!(t.section("P12").unwrap().settings.clone(), s);
        assert_eq!(
            e(&mut t, &s),
            "nothing to change: the settings of P12 are already so"
        );
        undo(&mut t).unwrap();
        assert_eq!(t.sections, before.sections);
        redo(&mut t).unwrap();
        assert_eq!(t.section("P12").unwrap().settings.rounds_planned, 7);
    }

    #[test]
    fn unknown_section_lists_the_known_ones() {
        let mut t = three();
        let s = t.section("P12").unwrap().settings.clone();
        assert_eq!(
            edit_section(&mut t, "L13", s).unwrap_err().to_string(),
            "no section L13 (sections: L12 P12 L15)"
        );
    }

    #[test]
    fn championship_details() {
        let mut t = three();
        let mut d = t.championship.clone();
        d.venue = "SMK Abdul Rahman Talib, Kuantan".into();
        d.start = Some(crate::model::Date::ymd(2026, 3, 10));
        d.end = Some(crate::model::Date::ymd(2026, 3, 9));
        assert_eq!(
            edit_championship(&mut t, d.clone())
                .unwrap_err()
                .to_string(),
            "the championship ends (2026/03/09) before it starts (2026/03/10)"
        );
        d.end = Some(crate::model::Date::ymd(2026, 3, 12));
        d.chief_arbiter = "Ahmad bin Ismail".into();
        edit_championship(&mut t, d.clone()).unwrap();
        assert_eq!(t.championship.clone(), d);
        d.name = "  ".into();
        assert_eq!(
            edit_championship(&mut t, d).unwrap_err().to_string(),
            "the championship needs a name"
        );
        undo(&mut t).unwrap();
        assert_eq!(t.championship.venue, "");
    }

    #[test]
    fn settings_refusals_that_need_a_played_section() {
        let mut t = three();
        let mut s = t.section("L12").unwrap().settings.clone();
        let e = |t: &mut Tournament, s: &SectionSettings| {
            let before = t.clone();
            let m = edit_section(t, "L12", s.clone()).unwrap_err().to_string();
            assert_eq!(*t, before);
            m
        };
        s.points.win = Points::ZERO;
        assert_eq!(e(&mut t, &s), "a win must be worth more than 0, not 0");
        s.points = PointValues::chess();
        s.points.loss = Points(5);
        s.points.draw = Points(2);
        assert_eq!(
            e(&mut t, &s),
            "point values: a draw (0.2) cannot be worth less than a loss (0.5)"
        );
        s.points = PointValues::chess();
        for n in 1..=3 {
            t.sections[0].rounds.push(crate::model::Round::new(n));
        }
        s.rounds_planned = 2;
        assert_eq!(
            e(&mut t, &s),
            "3 rounds are already paired; the section cannot have only 2"
        );
    }

    #[test]
    fn championship_refusals() {
        let mut t = three();
        let mut d = t.championship.clone();
        assert_eq!(
            edit_championship(&mut t, d.clone())
                .unwrap_err()
                .to_string(),
            "nothing to change: the championship details are already so"
        );
        d.start = Some(crate::model::Date::ymd(2026, 13, 1));
        assert_eq!(
            edit_championship(&mut t, d).unwrap_err().to_string(),
            "date 01/13/2026 is not a valid date (DD/MM/YYYY, MM/YYYY or YYYY, 1900-2100)"
        );
    }

    #[test]
    fn the_school_presets_codes_are_valid() {
        for code in ["PS-C*", "PS-SUM", "UF", "LOT", "BH-C*", "BH/C1", "DE"] {
            assert!(check_tiebreak(code).is_ok(), "{code}");
        }
        assert!(check_tiebreak("XYZ").is_err());
    }
}
