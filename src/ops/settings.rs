//! The one list of a section's settings. Each entry names a setting by its key (the
//! command line's flag without `--` and the F8 row's id), says what kind of value it
//! takes, shows its value and reads a typed value into [`SectionSettings`]. The settings
//! screen builds its section rows from this list, the command line its flags, and both
//! change a setting through [`edit_section_settings`], so the same checks
//! ([`edit_section`](super::edit_section)) apply wherever a value is typed.
//!
//! A section played as team matches has its team-match settings
//! ([`TeamMatchSettings`]) in the same list, each entry marked [`Scope::TeamMatch`]: F8
//! shows them only for such a section and `catur team-match` takes them as its flags.
//!
//! A new section setting is its field in [`SectionSettings`] (or [`TeamMatchSettings`]),
//! one entry here, its name in the desk's two languages (`tui::strings::settings`), its
//! help line on the command line (`cli::setting_flags`) and a test.

use super::OpError;
use super::section::{MAX_ROUNDS, edit_section};
use super::team_match::{MAX_BOARDS, set_team_match};
use crate::model::{
    ColourPreferences, InitialOrder, Language, LateEntryScore, Points, RollCallRule, ScoringPreset,
    Section, SectionSettings, TeamMatchSettings, TeamRanking, TeamSystem, TeamTiebreaks,
    Tournament,
};
use crate::standings::PRESETS;

/// What kind of value a setting takes (how it is typed, cycled and shown).
#[derive(Debug, Clone, Copy)]
pub enum SettingKind {
    /// Free text.
    Text,
    /// A whole number in `min..=max` (the checks of the section may narrow it further,
    /// e.g. no more same-team rounds than rounds planned).
    Number { min: u32, max: u32 },
    /// A whole number, or `none` for no limit.
    NumberOrNone { max: u32 },
    /// A number of points such as `1` or `0.5`.
    Points,
    /// One of a few named values; Enter on F8 moves to the next one.
    Choice(fn() -> Vec<&'static str>),
    /// Codes on one line, separated by commas or spaces.
    Codes,
    /// Codes in order, one F8 row each (added, removed and moved on the list).
    List,
    /// Yes or no; Enter on F8 switches it.
    YesNo,
    /// Round times in the text form of [`crate::model::Schedule::parse`]
    /// (`1=2026-12-06 08:30, 2=2026-12-06 14:30`); the whole schedule is replaced.
    Schedule,
}

/// A setting's value as it is shown (the interfaces word it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingValue {
    Text(String),
    Number(u32),
    Points(Points),
    /// A number that switches its rule off (0).
    Off,
    /// No limit is set.
    NoLimit,
    /// One of the named values of a [`SettingKind::Choice`].
    Choice(&'static str),
    /// A choice setting whose value is none of the named ones (e.g. point values set
    /// one by one).
    Custom,
    Codes(Vec<String>),
    YesNo(bool),
}

/// What was typed does not read as a value of the setting's kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unread;

/// The values the settings show and change: the section's settings and, for a section
/// played as team matches, its team-match settings. Reads as the section's settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingValues {
    pub section: SectionSettings,
    pub team: Option<TeamMatchSettings>,
}

impl SettingValues {
    /// The values of this section.
    pub fn of(s: &Section) -> Self {
        SettingValues {
            section: s.settings.clone(),
            team: s.team_match.as_deref().map(|m| m.settings.clone()),
        }
    }
}

impl std::ops::Deref for SettingValues {
    type Target = SectionSettings;
    fn deref(&self) -> &SectionSettings {
        &self.section
    }
}

impl std::ops::DerefMut for SettingValues {
    fn deref_mut(&mut self) -> &mut SectionSettings {
        &mut self.section
    }
}

/// Which sections a setting belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Every section.
    Section,
    /// Only a section played as team matches (its [`TeamMatchSettings`]).
    TeamMatch,
}

/// One section setting.
#[derive(Clone, Copy)]
pub struct Setting {
    /// The command line's flag (without `--`) and the F8 row's id, e.g. `rounds`.
    pub key: &'static str,
    pub kind: SettingKind,
    /// Which sections have it.
    pub scope: Scope,
    /// The value as shown.
    pub get: fn(&SettingValues) -> SettingValue,
    /// Reads typed text into the settings (not checked yet: [`edit_section`] and
    /// [`set_team_match`] check).
    pub set: fn(&mut SettingValues, &str) -> Result<(), Unread>,
}

impl std::fmt::Debug for Setting {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Setting").field("key", &self.key).finish()
    }
}

impl Setting {
    /// Whether a section with these values has this setting.
    pub fn applies(&self, v: &SettingValues) -> bool {
        match self.scope {
            Scope::Section => true,
            Scope::TeamMatch => v.team.is_some(),
        }
    }

    /// The named values of a choice setting, in the order Enter cycles them (yes/no:
    /// `yes`, `no`; none for other kinds).
    pub fn choices(&self) -> Vec<&'static str> {
        match self.kind {
            SettingKind::Choice(list) => list(),
            SettingKind::YesNo => vec!["yes", "no"],
            _ => Vec::new(),
        }
    }

    /// Whether Enter moves the value to the next named one instead of asking for text.
    pub fn cycles(&self) -> bool {
        matches!(self.kind, SettingKind::Choice(_) | SettingKind::YesNo)
    }

    /// The named value after the current one (the first when the value is none of them).
    pub fn next_choice(&self, s: &SettingValues) -> Option<&'static str> {
        let list = self.choices();
        let now = match (self.get)(s) {
            SettingValue::Choice(c) => list.iter().position(|x| *x == c),
            SettingValue::YesNo(b) => Some(usize::from(!b)),
            _ => None,
        };
        let next = now.map_or(0, |k| (k + 1) % list.len().max(1));
        list.get(next).copied()
    }
}

fn number<N: std::str::FromStr>(text: &str) -> Result<N, Unread> {
    text.trim().parse().map_err(|_| Unread)
}

fn points(text: &str) -> Result<Points, Unread> {
    Points::parse(text.trim()).ok_or(Unread)
}

/// Words for "off" or "no limit" (`none`, `off`, `tiada`, ...): letters only, or nothing
/// or `-`.
fn is_none_word(text: &str) -> bool {
    let t = text.trim();
    t.is_empty() || t == "-" || t.chars().all(|c| c.is_alphabetic() || c == ' ')
}

fn choice<T: Copy>(text: &str, named: &[(&str, T)]) -> Result<T, Unread> {
    let t = text.trim();
    named
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(t))
        .map(|(_, v)| *v)
        .ok_or(Unread)
}

fn codes(text: &str) -> Vec<String> {
    TeamTiebreaks::from_text(text).0
}

const SCORING: [(&str, ScoringPreset); 3] = [
    ("chess", ScoringPreset::Chess),
    ("draughts", ScoringPreset::Draughts),
    ("football", ScoringPreset::Football),
];

const ORDERS: [(&str, InitialOrder); 4] = [
    ("board", InitialOrder::BoardValue),
    ("rating", InitialOrder::Rating),
    ("rating-board", InitialOrder::RatingThenBoard),
    ("manual", InitialOrder::Manual),
];

const LANGUAGES: [(&str, Language); 2] =
    [("malay", Language::Malay), ("english", Language::English)];

const LATE: [(&str, LateEntryScore); 2] = [
    ("zero", LateEntryScore::Zero),
    ("half", LateEntryScore::HalfBye),
];

/// What the roll call gives a player who did not sign in.
const ROLL_CALL: [(&str, RollCallRule); 2] = [
    ("bye", RollCallRule::ZeroBye),
    ("withdraw", RollCallRule::Withdraw),
];

/// The key a value has in a list of named values.
fn key_of<T: PartialEq + Copy>(named: &[(&'static str, T)], v: T) -> SettingValue {
    named
        .iter()
        .find(|(_, x)| *x == v)
        .map_or(SettingValue::Custom, |(k, _)| SettingValue::Choice(k))
}

/// One point value of the section (`win`, `draw`, ...).
macro_rules! point_value {
    ($key:literal, $field:ident) => {
        Setting {
            key: $key,
            scope: Scope::Section,
            kind: SettingKind::Points,
            get: |s| SettingValue::Points(s.points.$field),
            set: |s, text| {
                s.points.$field = points(text)?;
                Ok(())
            },
        }
    };
}

/// Every section setting, in the order of the F8 rows.
pub static SECTION_SETTINGS: &[Setting] = &[
    Setting {
        key: "name",
        scope: Scope::Section,
        kind: SettingKind::Text,
        get: |s| SettingValue::Text(s.name.clone()),
        set: |s, text| {
            s.name = text.trim().to_string();
            Ok(())
        },
    },
    Setting {
        key: "rounds",
        scope: Scope::Section,
        kind: SettingKind::Number {
            min: 1,
            max: MAX_ROUNDS,
        },
        get: |s| SettingValue::Number(s.rounds_planned),
        set: |s, text| {
            s.rounds_planned = number(text)?;
            Ok(())
        },
    },
    Setting {
        key: "points",
        scope: Scope::Section,
        kind: SettingKind::Choice(|| SCORING.iter().map(|(k, _)| *k).collect()),
        get: |s| {
            s.points
                .preset()
                .map_or(SettingValue::Custom, |p| key_of(&SCORING, p))
        },
        set: |s, text| {
            s.points = choice(text, &SCORING)?.values();
            Ok(())
        },
    },
    point_value!("win", win),
    point_value!("draw", draw),
    point_value!("loss", loss),
    point_value!("forfeit-win", forfeit_win),
    point_value!("pab", pab),
    point_value!("half-bye", half_bye),
    point_value!("full-bye", full_bye),
    point_value!("zero-bye", zero_bye),
    Setting {
        key: "preset",
        scope: Scope::Section,
        kind: SettingKind::Choice(|| PRESETS.iter().map(|p| p.key).collect()),
        get: |s| {
            PRESETS
                .iter()
                .find(|p| p.to_codes() == s.tiebreaks)
                .map_or(SettingValue::Custom, |p| SettingValue::Choice(p.key))
        },
        set: |s, text| {
            s.tiebreaks = crate::standings::preset(text).ok_or(Unread)?.to_codes();
            Ok(())
        },
    },
    Setting {
        key: "tiebreaks",
        scope: Scope::Section,
        kind: SettingKind::List,
        get: |s| SettingValue::Codes(s.tiebreaks.clone()),
        set: |s, text| {
            s.tiebreaks = codes(text);
            Ok(())
        },
    },
    Setting {
        key: "team-counted",
        scope: Scope::Section,
        kind: SettingKind::Number { min: 1, max: 10 },
        get: |s| SettingValue::Number(u32::from(s.team_settings.counted)),
        set: |s, text| {
            s.team_settings.counted = number(text)?;
            Ok(())
        },
    },
    Setting {
        key: "team-tiebreaks",
        scope: Scope::Section,
        kind: SettingKind::Codes,
        get: |s| SettingValue::Codes(s.team_tiebreaks.0.clone()),
        set: |s, text| {
            s.team_tiebreaks = TeamTiebreaks::from_text(text);
            Ok(())
        },
    },
    Setting {
        key: "same-team-rounds",
        scope: Scope::Section,
        kind: SettingKind::Number {
            min: 0,
            max: MAX_ROUNDS,
        },
        get: |s| SettingValue::Number(s.local_rules.same_team_rounds),
        set: |s, text| {
            s.local_rules.same_team_rounds = number(text)?;
            Ok(())
        },
    },
    Setting {
        key: "top-seeds-apart",
        scope: Scope::Section,
        kind: SettingKind::Number {
            min: 0,
            max: u32::MAX,
        },
        get: |s| SettingValue::Number(s.local_rules.top_seeds_apart),
        set: |s, text| {
            s.local_rules.top_seeds_apart = number(text)?;
            Ok(())
        },
    },
    Setting {
        key: "initial-order",
        scope: Scope::Section,
        kind: SettingKind::Choice(|| ORDERS.iter().map(|(k, _)| *k).collect()),
        get: |s| key_of(&ORDERS, s.initial_order),
        set: |s, text| {
            s.initial_order = choice(text, &ORDERS)?;
            Ok(())
        },
    },
    Setting {
        key: "report-language",
        scope: Scope::Section,
        kind: SettingKind::Choice(|| LANGUAGES.iter().map(|(k, _)| *k).collect()),
        get: |s| key_of(&LANGUAGES, s.language),
        set: |s, text| {
            s.language = choice(text, &LANGUAGES)?;
            Ok(())
        },
    },
    Setting {
        key: "max-half-byes",
        scope: Scope::Section,
        kind: SettingKind::NumberOrNone {
            max: u8::MAX as u32,
        },
        get: |s| {
            s.byes.max_half_byes.map_or(SettingValue::NoLimit, |m| {
                SettingValue::Number(u32::from(m))
            })
        },
        set: |s, text| {
            s.byes.max_half_byes = if is_none_word(text) {
                None
            } else {
                Some(number(text)?)
            };
            Ok(())
        },
    },
    Setting {
        key: "none-in-last",
        scope: Scope::Section,
        kind: SettingKind::Number {
            min: 0,
            max: MAX_ROUNDS,
        },
        get: |s| match s.byes.none_in_last {
            0 => SettingValue::Off,
            k => SettingValue::Number(k),
        },
        set: |s, text| {
            s.byes.none_in_last = if is_none_word(text) { 0 } else { number(text)? };
            Ok(())
        },
    },
    Setting {
        key: "late-entry",
        scope: Scope::Section,
        kind: SettingKind::Choice(|| LATE.iter().map(|(k, _)| *k).collect()),
        get: |s| key_of(&LATE, s.byes.late_entry),
        set: |s, text| {
            s.byes.late_entry = choice(text, &LATE)?;
            Ok(())
        },
    },
    Setting {
        key: "roll-call",
        scope: Scope::Section,
        kind: SettingKind::Choice(|| ROLL_CALL.iter().map(|(k, _)| *k).collect()),
        get: |s| key_of(&ROLL_CALL, s.roll_call),
        set: |s, text| {
            s.roll_call = choice(text, &ROLL_CALL)?;
            Ok(())
        },
    },
    Setting {
        key: "played-as",
        scope: Scope::Section,
        kind: SettingKind::Choice(|| PLAYED_AS.to_vec()),
        get: |v| SettingValue::Choice(PLAYED_AS[usize::from(v.team.is_some())]),
        set: |v, text| {
            match choice(text, &[(PLAYED_AS[0], false), (PLAYED_AS[1], true)])? {
                // Team matches with the defaults (4 boards, team Swiss), or as they were.
                true => {
                    v.team
                        .get_or_insert_with(|| TeamMatchSettings::new(4, TeamSystem::Swiss));
                }
                false => v.team = None,
            }
            Ok(())
        },
    },
    Setting {
        key: "boards",
        scope: Scope::TeamMatch,
        kind: SettingKind::Number {
            min: 1,
            max: MAX_BOARDS as u32,
        },
        get: |v| team_value(v, |m| SettingValue::Number(u32::from(m.boards))),
        set: |v, text| {
            team(v)?.boards = number(text)?;
            Ok(())
        },
    },
    Setting {
        key: "system",
        scope: Scope::TeamMatch,
        kind: SettingKind::Choice(|| SYSTEMS.iter().map(|(k, _)| *k).collect()),
        get: |v| team_value(v, |m| key_of(&SYSTEMS, m.system)),
        set: |v, text| {
            let system = choice(text, &SYSTEMS)?;
            let m = team(v)?;
            if m.system != system {
                // Another system brings its own default tie-breaks (set after this if
                // they are given too).
                m.tiebreaks = TeamMatchSettings::new(m.boards, system).tiebreaks;
            }
            m.system = system;
            Ok(())
        },
    },
    Setting {
        key: "rank",
        scope: Scope::TeamMatch,
        kind: SettingKind::Choice(|| RANKINGS.iter().map(|(k, _)| *k).collect()),
        get: |v| team_value(v, |m| key_of(&RANKINGS, m.ranking)),
        set: |v, text| {
            team(v)?.ranking = choice(text, &RANKINGS)?;
            Ok(())
        },
    },
    Setting {
        key: "match-tiebreaks",
        scope: Scope::TeamMatch,
        kind: SettingKind::Codes,
        get: |v| team_value(v, |m| SettingValue::Codes(m.tiebreaks.clone())),
        set: |v, text| {
            team(v)?.tiebreaks = text
                .split([',', ' '])
                .map(|x| x.trim().to_ascii_uppercase())
                .filter(|x| !x.is_empty())
                .collect();
            Ok(())
        },
    },
    Setting {
        key: "substitutions-until",
        scope: Scope::TeamMatch,
        kind: SettingKind::NumberOrNone { max: MAX_ROUNDS },
        get: |v| {
            team_value(v, |m| {
                m.substitutions_until
                    .map_or(SettingValue::NoLimit, SettingValue::Number)
            })
        },
        set: |v, text| {
            team(v)?.substitutions_until = if is_none_word(text) {
                None
            } else {
                Some(number(text)?)
            };
            Ok(())
        },
    },
    Setting {
        key: "board-prize-games",
        scope: Scope::TeamMatch,
        kind: SettingKind::Number {
            min: 0,
            max: u8::MAX as u32,
        },
        get: |v| {
            team_value(v, |m| {
                SettingValue::Number(u32::from(m.board_prize_min_games))
            })
        },
        set: |v, text| {
            team(v)?.board_prize_min_games = number(text)?;
            Ok(())
        },
    },
    Setting {
        key: "colour-preference",
        scope: Scope::TeamMatch,
        kind: SettingKind::Choice(|| PREFERENCES.iter().map(|(k, _)| *k).collect()),
        get: |v| team_value(v, |m| key_of(&PREFERENCES, m.colour_preferences)),
        set: |v, text| {
            team(v)?.colour_preferences = choice(text, &PREFERENCES)?;
            Ok(())
        },
    },
    Setting {
        key: "schedule",
        scope: Scope::Section,
        kind: SettingKind::Schedule,
        get: |s| SettingValue::Text(s.schedule.to_string()),
        set: |s, text| {
            s.schedule = crate::model::Schedule::parse(text).map_err(|_| Unread)?;
            Ok(())
        },
    },
];

const PREFERENCES: [(&str, ColourPreferences); 2] = [
    ("a", ColourPreferences::TypeA),
    ("b", ColourPreferences::TypeB),
];

/// How a section is played: each player for himself, or school against school. Turned
/// either way only before round 1 is paired.
const PLAYED_AS: [&str; 2] = ["individual", "team-match"];

const SYSTEMS: [(&str, TeamSystem); 3] = [
    ("swiss", TeamSystem::Swiss),
    ("round-robin", TeamSystem::RoundRobin { double: false }),
    (
        "double-round-robin",
        TeamSystem::RoundRobin { double: true },
    ),
];

const RANKINGS: [(&str, TeamRanking); 2] = [
    ("match", TeamRanking::MatchPoints),
    ("game", TeamRanking::GamePoints),
];

/// The team-match settings to change (none for an individual section).
fn team(v: &mut SettingValues) -> Result<&mut TeamMatchSettings, Unread> {
    v.team.as_mut().ok_or(Unread)
}

/// A team-match setting's value (`Custom` for an individual section, which has none).
fn team_value(v: &SettingValues, f: impl Fn(&TeamMatchSettings) -> SettingValue) -> SettingValue {
    v.team.as_ref().map_or(SettingValue::Custom, f)
}

/// The setting with this key.
pub fn section_setting(key: &str) -> Option<&'static Setting> {
    SECTION_SETTINGS.iter().find(|s| s.key == key)
}

/// Why settings given as text were not changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettingError {
    /// What was typed for `key` does not read as a value of its kind.
    #[error("'{text}' is not a value for {key}")]
    Unread { key: &'static str, text: String },
    /// The setting belongs to sections played as team matches and this one is not.
    #[error("{section} is not played as team matches: it has no setting {key}")]
    NotTeamMatch { section: String, key: &'static str },
    #[error(transparent)]
    Op(#[from] OpError),
}

/// Sets section settings from typed text (each setting with its text, e.g. from the
/// command line's flags or an F8 row) as one change, checked as [`edit_section`] checks
/// (and [`set_team_match`] for the team-match settings; settings of both kinds at once
/// are two changes).
pub fn edit_section_settings(
    t: &mut Tournament,
    section: &str,
    given: &[(&Setting, &str)],
) -> Result<(), SettingError> {
    let s = &t.sections[super::section_index(t, section)?];
    let before = SettingValues::of(s);
    let mut v = before.clone();
    for (setting, text) in given {
        if !setting.applies(&v) {
            return Err(SettingError::NotTeamMatch {
                section: s.code.clone(),
                key: setting.key,
            });
        }
        (setting.set)(&mut v, text).map_err(|Unread| SettingError::Unread {
            key: setting.key,
            text: text.trim().to_string(),
        })?;
    }
    let team_changed = v.team != before.team;
    let section_changed = v.section != before.section;
    // Both kinds at once: the first change is taken back if the second is refused.
    let keep = (team_changed && section_changed).then(|| t.clone());
    if section_changed || !team_changed {
        edit_section(t, section, v.section)?;
    }
    let team_result = match (team_changed, v.team) {
        (false, _) => Ok(()),
        (true, Some(m)) => set_team_match(t, section, m),
        (true, None) => super::team_match::play_individually(t, section),
    };
    if let Err(e) = team_result {
        if let Some(keep) = keep {
            *t = keep;
        }
        return Err(e.into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{PointValues, Sport};
    use crate::ops::create_section;

    fn t() -> Tournament {
        let mut t = Tournament::new("Kejohanan Catur");
        create_section(&mut t, "L12", "Lelaki Bawah 12", 6, Sport::Chess).unwrap();
        t
    }

    fn edit(t: &mut Tournament, given: &[(&str, &str)]) -> Result<(), SettingError> {
        let given: Vec<(&Setting, &str)> = given
            .iter()
            .map(|(k, v)| (section_setting(k).unwrap(), *v))
            .collect();
        edit_section_settings(t, "L12", &given)
    }

    fn get(t: &Tournament, key: &str) -> SettingValue {
        (section_setting(key).unwrap().get)(&SettingValues::of(&t.sections[0]))
    }

    #[test]
    fn keys_are_unique_and_flag_shaped() {
        for (i, s) in SECTION_SETTINGS.iter().enumerate() {
            assert!(
                s.key.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
                "{}",
                s.key
            );
            assert!(
                SECTION_SETTINGS[..i].iter().all(|x| x.key != s.key),
                "{} twice",
                s.key
            );
        }
    }

    #[test]
    fn every_value_shown_reads_back_unchanged() {
        let mut t = t();
        ops_team_match(&mut t);
        let s = &SettingValues::of(&t.sections[0]);
        for setting in SECTION_SETTINGS {
            let text = match (setting.get)(s) {
                SettingValue::Text(x) => x,
                SettingValue::Number(n) => n.to_string(),
                SettingValue::Points(p) => p.to_string(),
                SettingValue::Off => "off".into(),
                SettingValue::NoLimit => "none".into(),
                SettingValue::Choice(c) => c.to_string(),
                SettingValue::Custom => continue,
                SettingValue::Codes(c) => c.join(","),
                SettingValue::YesNo(b) => if b { "yes" } else { "no" }.into(),
            };
            let mut v = s.clone();
            (setting.set)(&mut v, &text).unwrap();
            assert_eq!(&v, s, "{}", setting.key);
        }
    }

    #[test]
    fn several_settings_are_one_change() {
        let mut t = t();
        let before = t.journal.entries.len();
        edit(
            &mut t,
            &[
                ("rounds", "7"),
                ("same-team-rounds", "3"),
                ("late-entry", "half"),
            ],
        )
        .unwrap();
        assert_eq!(t.journal.entries.len(), before + 1);
        assert_eq!(get(&t, "rounds"), SettingValue::Number(7));
        assert_eq!(get(&t, "same-team-rounds"), SettingValue::Number(3));
        assert_eq!(get(&t, "late-entry"), SettingValue::Choice("half"));
    }

    #[test]
    fn typed_refusals_name_the_setting_or_the_rule() {
        let mut t = t();
        let before = t.clone();
        assert_eq!(
            edit(&mut t, &[("rounds", "lima")]),
            Err(SettingError::Unread {
                key: "rounds",
                text: "lima".into()
            })
        );
        assert!(section_setting("colour").is_none());
        assert!(matches!(
            edit(&mut t, &[("rounds", "31")]),
            Err(SettingError::Op(OpError::OutOfRange { .. }))
        ));
        assert!(matches!(
            edit(&mut t, &[("same-team-rounds", "7")]),
            Err(SettingError::Op(OpError::OutOfRange { .. }))
        ));
        assert_eq!(t, before);
    }

    #[test]
    fn choices_cycle_in_order_and_custom_starts_over() {
        let mut t = t();
        let points = section_setting("points").unwrap();
        let s = &SettingValues::of(&t.sections[0]);
        assert_eq!(points.next_choice(s), Some("draughts"));
        edit(&mut t, &[("draw", "0.4")]).unwrap();
        assert_eq!(get(&t, "points"), SettingValue::Custom);
        let s = &SettingValues::of(&t.sections[0]);
        assert_eq!(points.next_choice(s), Some("chess"));
        edit(&mut t, &[("points", "draughts")]).unwrap();
        assert_eq!(t.sections[0].settings.points, PointValues::draughts());
        let order = section_setting("initial-order").unwrap();
        assert_eq!(get(&t, "initial-order"), SettingValue::Choice("board"));
        let s = &SettingValues::of(&t.sections[0]);
        assert_eq!(order.next_choice(s), Some("rating"));
    }

    #[test]
    fn bye_limits_read_words_as_none_and_off() {
        let mut t = t();
        edit(&mut t, &[("max-half-byes", "2"), ("none-in-last", "1")]).unwrap();
        assert_eq!(get(&t, "max-half-byes"), SettingValue::Number(2));
        assert_eq!(get(&t, "none-in-last"), SettingValue::Number(1));
        edit(
            &mut t,
            &[("max-half-byes", "none"), ("none-in-last", "off")],
        )
        .unwrap();
        assert_eq!(get(&t, "max-half-byes"), SettingValue::NoLimit);
        assert_eq!(get(&t, "none-in-last"), SettingValue::Off);
    }

    /// Issue 34 item 6: the roll call's rule is a setting, the zero-point bye unless set.
    #[test]
    fn the_roll_call_gives_a_bye_unless_set_to_withdraw() {
        let mut t = t();
        assert_eq!(get(&t, "roll-call"), SettingValue::Choice("bye"));
        edit(&mut t, &[("roll-call", "withdraw")]).unwrap();
        assert_eq!(t.sections[0].settings.roll_call, RollCallRule::Withdraw);
        assert_eq!(get(&t, "roll-call"), SettingValue::Choice("withdraw"));
        let setting = section_setting("roll-call").unwrap();
        assert_eq!(
            setting.next_choice(&SettingValues::of(&t.sections[0])),
            Some("bye")
        );
        crate::ops::undo(&mut t).unwrap();
        assert_eq!(t.sections[0].settings.roll_call, RollCallRule::ZeroBye);
    }

    /// The section `L12` played as team matches (a Swiss of 4 boards).
    fn ops_team_match(t: &mut Tournament) {
        crate::ops::set_team_match(t, "L12", TeamMatchSettings::new(4, TeamSystem::Swiss)).unwrap();
    }

    #[test]
    fn team_match_settings_belong_to_team_match_sections_only() {
        let mut t = t();
        let boards = section_setting("boards").unwrap();
        assert!(!boards.applies(&SettingValues::of(&t.sections[0])));
        let before = t.clone();
        assert_eq!(
            edit(&mut t, &[("boards", "6")]),
            Err(SettingError::NotTeamMatch {
                section: "L12".into(),
                key: "boards"
            })
        );
        assert_eq!(t, before);
        ops_team_match(&mut t);
        assert!(boards.applies(&SettingValues::of(&t.sections[0])));
        let entries = t.journal.entries.len();
        edit(
            &mut t,
            &[
                ("boards", "6"),
                ("rank", "game"),
                ("substitutions-until", "0"),
                ("board-prize-games", "3"),
            ],
        )
        .unwrap();
        assert_eq!(t.journal.entries.len(), entries + 1, "one change");
        let m = &t.sections[0].team_match.as_ref().unwrap().settings;
        assert_eq!(
            (
                m.boards,
                m.ranking,
                m.substitutions_until,
                m.board_prize_min_games
            ),
            (6, TeamRanking::GamePoints, Some(0), 3)
        );
        assert_eq!(get(&t, "substitutions-until"), SettingValue::Number(0));
        edit(&mut t, &[("substitutions-until", "none")]).unwrap();
        assert_eq!(get(&t, "substitutions-until"), SettingValue::NoLimit);
    }

    /// C.04.6 Art. 1.7: Type A by default, Type B chosen by its setting, and the engine
    /// gets what the section says.
    #[test]
    fn team_colour_preferences_are_type_a_unless_set_to_type_b() {
        use crate::pairing::team_swiss::Preferences;
        let mut t = t();
        ops_team_match(&mut t);
        assert_eq!(get(&t, "colour-preference"), SettingValue::Choice("a"));
        edit(&mut t, &[("colour-preference", "b")]).unwrap();
        let m = &t.sections[0].team_match.as_ref().unwrap().settings;
        assert_eq!(m.colour_preferences, ColourPreferences::TypeB);
        assert_eq!(Preferences::from(m.colour_preferences), Preferences::TypeB);
        assert_eq!(
            Preferences::from(ColourPreferences::TypeA),
            Preferences::TypeA
        );
    }

    #[test]
    fn another_team_system_brings_its_tiebreaks_unless_they_are_given() {
        let mut t = t();
        ops_team_match(&mut t);
        edit(&mut t, &[("system", "round-robin")]).unwrap();
        assert_eq!(get(&t, "system"), SettingValue::Choice("round-robin"));
        assert_eq!(
            get(&t, "match-tiebreaks"),
            SettingValue::Codes(vec!["GP".into(), "BOARDS".into()])
        );
        edit(
            &mut t,
            &[("system", "swiss"), ("match-tiebreaks", "gp, wins")],
        )
        .unwrap();
        assert_eq!(
            get(&t, "match-tiebreaks"),
            SettingValue::Codes(vec!["GP".into(), "WINS".into()])
        );
        assert!(matches!(
            edit(&mut t, &[("boards", "11")]),
            Err(SettingError::Op(OpError::OutOfRange { .. }))
        ));
    }
}
