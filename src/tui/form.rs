//! Forms: a few labelled input lines (tui-input) with the problem of each field shown
//! beside it, so the arbiter sees at once what to correct. A form only reads what was
//! typed into values the operations take; the operations check again and have the last
//! word (their refusal is shown on the message line and the form stays open).

use super::strings::{Language, T};
use crate::model::{Date, PlayerId, Section, Sex, Sport, TeamMatchSettings, TeamSystem};
use crate::ops::PlayerFields;
use tui_input::{Input, InputRequest};

/// What the form is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormKind {
    AddPlayer,
    EditPlayer(PlayerId),
    NewSection,
    /// A line of the section's prize list: a new one (`None`) or this one (0 first).
    Prize(Option<usize>),
}

#[derive(Debug, Clone)]
pub struct Field {
    pub label: T,
    pub input: Input,
    /// The problem with what was typed, in the screen language.
    pub error: Option<String>,
    /// A word about the field that is no problem (the code offered for a new school).
    pub note: Option<String>,
}

#[derive(Debug, Clone)]
pub struct Form {
    pub kind: FormKind,
    pub fields: Vec<Field>,
    pub focus: usize,
    /// The school typed as the player's team that has no team in the section yet:
    /// the form then has one more field, the new team's code (offered, editable), and
    /// saving creates the team with the player.
    pub school: Option<String>,
}

/// The player form's fields, in order.
const PLAYER: [T; 9] = [
    T::FieldName,
    T::FieldTeam,
    T::FieldBoard,
    T::FieldRating,
    T::FieldSex,
    T::FieldBirth,
    T::FieldReserve,
    T::FieldFideId,
    T::FieldFiller,
];

/// Where the player form puts the new team's code field (after the others).
const NEW_TEAM_CODE: usize = PLAYER.len();

/// The new section's fields: the last three make it a team-match section (school
/// against school) with its boards and team pairing system.
const SECTION: [T; 7] = [
    T::FieldCode,
    T::FieldName,
    T::FieldRounds,
    T::FieldSport,
    T::FieldPlayedAs,
    T::FieldMatchBoards,
    T::FieldTeamSystem,
];

/// What the new-section form asks for: code, name, rounds, sport, and the team-match
/// settings when the section is played as team matches.
pub type NewSectionFields = (String, String, u32, Sport, Option<TeamMatchSettings>);

impl Form {
    pub(super) fn new(kind: FormKind, labels: &[T], values: Vec<String>) -> Self {
        let fields = labels
            .iter()
            .zip(values.into_iter().chain(std::iter::repeat(String::new())))
            .map(|(label, v)| Field {
                label: *label,
                input: Input::new(v),
                error: None,
                note: None,
            })
            .collect();
        Form {
            kind,
            fields,
            focus: 0,
            school: None,
        }
    }

    pub fn add_player() -> Self {
        Form::new(FormKind::AddPlayer, &PLAYER, Vec::new())
    }

    /// The player form for section `s`: its board label names the range 1-5 of a school
    /// team of four and a reserve; a team match of more boards goes further (the
    /// message of a wrong board says how far), so the label names no range.
    pub fn for_section(mut self, s: &Section) -> Self {
        if s.max_board() != 5
            && let Some(f) = self.fields.iter_mut().find(|f| f.label == T::FieldBoard)
        {
            f.label = T::FieldBoardAny;
        }
        self
    }

    /// The player's data as it stands, ready to correct.
    pub fn edit_player(s: &Section, id: PlayerId, lang: Language) -> Option<Self> {
        let p = s.player(id)?;
        let team = p
            .team
            .and_then(|t| s.team(t))
            .map(|t| t.code.clone())
            .unwrap_or_default();
        let opt = |v: Option<String>| v.unwrap_or_default();
        let values = vec![
            p.name.clone(),
            team,
            opt(p.board.map(|b| b.to_string())),
            opt(p.rating.map(|r| r.to_string())),
            opt(p.sex.map(|x| sex_letter(x, lang).to_string())),
            opt(p.birth.map(|d| d.day_first())),
            yes_no(p.reserve, lang).to_string(),
            opt(p.fide_id.map(|f| f.to_string())),
            yes_no(p.filler, lang).to_string(),
        ];
        Some(Form::new(FormKind::EditPlayer(id), &PLAYER, values).for_section(s))
    }

    /// The new section's form; the sport offered is chess, in the screen language.
    pub fn new_section(lang: Language) -> Self {
        let (chess, individual) = match lang {
            Language::English => ("chess", "individual"),
            Language::Malay => ("catur", "individu"),
        };
        Form::new(
            FormKind::NewSection,
            &SECTION,
            vec![
                String::new(),
                String::new(),
                "7".into(),
                chess.into(),
                individual.into(),
                "4".into(),
                "swiss".into(),
            ],
        )
    }

    pub fn value(&self, i: usize) -> &str {
        self.fields.get(i).map_or("", |f| f.input.value().trim())
    }

    pub fn type_char(&mut self, c: char) {
        if let Some(f) = self.fields.get_mut(self.focus) {
            f.input.handle(InputRequest::InsertChar(c));
            f.error = None;
        }
    }

    pub fn backspace(&mut self) {
        if let Some(f) = self.fields.get_mut(self.focus) {
            f.input.handle(InputRequest::DeletePrevChar);
            f.error = None;
        }
    }

    /// Moves the cursor in the focused field, or deletes the character under it.
    pub fn edit(&mut self, e: super::text_field::FieldEdit) {
        if let Some(f) = self.fields.get_mut(self.focus)
            && f.input.handle(e.request()).is_some_and(|c| c.value)
        {
            f.error = None;
        }
    }

    pub fn next(&mut self) {
        self.focus = (self.focus + 1) % self.fields.len().max(1);
    }

    pub fn prev(&mut self) {
        let n = self.fields.len().max(1);
        self.focus = (self.focus + n - 1) % n;
    }

    pub(super) fn fail(&mut self, i: usize, text: String) {
        if let Some(f) = self.fields.get_mut(i) {
            f.error = Some(text);
        }
    }

    pub(super) fn has_errors(&self) -> bool {
        self.fields.iter().any(|f| f.error.is_some())
    }

    /// The focus moves to the first field with a problem.
    pub(super) fn focus_first_error(&mut self) {
        if let Some(k) = self.fields.iter().position(|f| f.error.is_some()) {
            self.focus = k;
        }
    }

    /// What the player form says, or `None` with each problem marked on its field.
    pub fn player_fields(&mut self, s: &Section, lang: Language) -> Option<PlayerFields> {
        let mut out = match self.kind {
            FormKind::EditPlayer(id) => s.player(id).map(PlayerFields::of).unwrap_or_default(),
            _ => PlayerFields::default(),
        };
        for f in &mut self.fields {
            f.error = None;
        }
        out.name = self.value(0).to_string();
        if out.name.is_empty() {
            self.fail(0, T::NeedName.get(lang).into());
        }
        let team = self.value(1).to_string();
        out.team = None;
        let mut offered = false;
        let known = s
            .teams
            .iter()
            .find(|t| t.code.eq_ignore_ascii_case(&team) || t.name.eq_ignore_ascii_case(&team));
        match known {
            _ if team.is_empty() => self.no_school(),
            Some(t) => {
                out.team = Some(t.id);
                self.no_school();
            }
            // A school new to the section: its team comes with the player (a late
            // entry, or a player entered under the wrong school).
            None if matches!(self.kind, FormKind::AddPlayer | FormKind::EditPlayer(_)) => {
                offered = !self.is_school(&team);
                if offered {
                    self.offer_school(s, &team, lang);
                }
            }
            None => {
                let known: Vec<&str> = s.teams.iter().map(|t| t.code.as_str()).collect();
                let text = T::UnknownTeam.fill(lang, &[&team, &known.join(" ")]);
                self.fail(1, text);
            }
        }
        out.board = None;
        match self.value(2) {
            "" => {}
            v => match v.parse::<u8>() {
                Ok(b) if (1..=s.max_board()).contains(&b) => out.board = Some(b),
                _ if s.max_board() == 5 => self.fail(2, T::BoardRange.get(lang).into()),
                _ => self.fail(2, T::BoardRangeUpTo.fill(lang, &[&s.max_board()])),
            },
        }
        out.rating = None;
        match self.value(3) {
            "" => {}
            v => match v.parse::<u16>() {
                Ok(r) if r <= 3500 => out.rating = Some(r),
                _ => self.fail(3, T::RatingRange.get(lang).into()),
            },
        }
        out.sex = match self.value(4).to_ascii_uppercase().as_str() {
            "" => None,
            "M" | "L" => Some(Sex::Male),
            "F" | "P" | "W" => Some(Sex::Female),
            _ => {
                self.fail(4, T::SexValues.get(lang).into());
                None
            }
        };
        out.birth = None;
        match self.value(5) {
            "" => {}
            v => match v.parse::<Date>() {
                Ok(d) => out.birth = Some(d),
                Err(e) => self.fail(5, e.to_string()),
            },
        }
        out.reserve = match self.value(6).to_ascii_lowercase().as_str() {
            "" | "n" | "no" | "t" | "tidak" => false,
            "y" | "yes" | "ya" => true,
            _ => {
                self.fail(6, T::YesNo.get(lang).into());
                false
            }
        };
        out.fide_id = None;
        match self.value(7) {
            "" => {}
            v => match v.parse::<u64>() {
                Ok(f) => out.fide_id = Some(f),
                Err(_) => self.fail(7, T::NotANumber.get(lang).into()),
            },
        }
        out.filler = match self.value(8).to_ascii_lowercase().as_str() {
            "" | "n" | "no" | "t" | "tidak" => false,
            "y" | "yes" | "ya" => true,
            _ => {
                self.fail(8, T::YesNo.get(lang).into());
                false
            }
        };
        if self.has_errors() {
            self.focus_first_error();
            return None;
        }
        if offered {
            // The arbiter sees the code offered before anything is saved.
            self.focus = NEW_TEAM_CODE;
            return None;
        }
        Some(out)
    }

    /// The new school and the code typed for its team, when saving creates a team.
    pub fn new_school(&self) -> Option<(String, String)> {
        let school = self.school.clone()?;
        Some((school, self.value(NEW_TEAM_CODE).to_string()))
    }

    fn is_school(&self, team: &str) -> bool {
        self.school
            .as_deref()
            .is_some_and(|x| x.eq_ignore_ascii_case(team))
            && self.fields.len() > NEW_TEAM_CODE
    }

    /// Adds (or renews) the new team's code field with the code offered for `school`.
    fn offer_school(&mut self, s: &Section, school: &str, lang: Language) {
        self.fields.truncate(NEW_TEAM_CODE);
        self.fields.push(Field {
            label: T::FieldNewTeamCode,
            input: Input::new(crate::ops::offer_team_code(s, school)),
            error: None,
            note: Some(T::NewSchool.get(lang).to_string()),
        });
        self.school = Some(school.to_string());
    }

    /// The team typed is no new school (any more): its code field goes.
    fn no_school(&mut self) {
        self.fields.truncate(NEW_TEAM_CODE);
        self.school = None;
        self.focus = self.focus.min(NEW_TEAM_CODE - 1);
    }

    /// Marks a refusal about the new team's code beside that field.
    pub fn refused_code(&mut self, text: String) {
        if self.fields.len() > NEW_TEAM_CODE {
            self.focus = NEW_TEAM_CODE;
            self.fail(NEW_TEAM_CODE, text);
        } else {
            self.refused(text);
        }
    }

    /// Code, name, rounds, sport and (for a team-match section) the team-match settings
    /// of a new section, or `None` with the problems marked.
    pub fn section_fields(&mut self, lang: Language) -> Option<NewSectionFields> {
        for f in &mut self.fields {
            f.error = None;
        }
        let code = self.value(0).to_string();
        if code.is_empty() {
            self.fail(0, T::NeedName.get(lang).into());
        }
        let name = self.value(1).to_string();
        if name.is_empty() {
            self.fail(1, T::NeedName.get(lang).into());
        }
        let rounds = match self.value(2).parse::<u32>() {
            Ok(r) => r,
            Err(_) => {
                self.fail(2, T::NotANumber.get(lang).into());
                0
            }
        };
        let sport = match self.value(3).to_ascii_lowercase().as_str() {
            "" | "chess" | "catur" => Sport::Chess,
            "draughts" | "dam" => Sport::Draughts,
            _ => {
                self.fail(3, T::SportValues.get(lang).into());
                Sport::Chess
            }
        };
        let team = match self.value(4).to_ascii_lowercase().as_str() {
            "" | "individual" | "individu" | "i" => false,
            "team" | "pasukan" | "team match" | "t" | "p" => true,
            _ => {
                self.fail(4, T::PlayedAsValues.get(lang).into());
                false
            }
        };
        let boards = match self.value(5).parse::<u8>() {
            Ok(b) if (1..=crate::ops::MAX_BOARDS).contains(&b) => b,
            _ if !team => 4,
            _ => {
                self.fail(5, T::MatchBoardsRange.get(lang).into());
                4
            }
        };
        let system = match self.value(6).to_ascii_lowercase().as_str() {
            "" | "swiss" => TeamSystem::Swiss,
            "rr" | "round-robin" | "round robin" => TeamSystem::RoundRobin { double: false },
            "drr" | "double-round-robin" | "double round robin" => {
                TeamSystem::RoundRobin { double: true }
            }
            _ if !team => TeamSystem::Swiss,
            _ => {
                self.fail(6, T::TeamSystemValues.get(lang).into());
                TeamSystem::Swiss
            }
        };
        if self.has_errors() {
            self.focus_first_error();
            return None;
        }
        let team = team.then(|| TeamMatchSettings::new(boards, system));
        Some((code, name, rounds, sport, team))
    }

    /// Marks a refusal of the operations beside the field it names (the field whose
    /// label's first word comes first in the refusal: "team 'X' is not ..." goes beside
    /// the team code), else beside the focused field; the focus moves there.
    pub fn refused(&mut self, text: String) {
        let words: Vec<String> = text
            .to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(String::from)
            .collect();
        let named = self
            .fields
            .iter()
            .enumerate()
            .filter_map(|(i, f)| {
                let label = f.label.get(Language::English).to_lowercase();
                let first = label.split(|c: char| !c.is_alphanumeric()).next()?;
                words.iter().position(|w| w == first).map(|at| (at, i))
            })
            .min();
        let i = named.map_or(self.focus, |(_, i)| i);
        self.focus = i;
        self.fail(i, text);
    }
}

fn sex_letter(s: Sex, lang: Language) -> &'static str {
    match (s, lang) {
        (Sex::Male, Language::English) => "M",
        (Sex::Female, Language::English) => "F",
        (Sex::Male, Language::Malay) => "L",
        (Sex::Female, Language::Malay) => "P",
    }
}

fn yes_no(v: bool, lang: Language) -> &'static str {
    match (v, lang) {
        (true, _) => "y",
        (false, Language::English) => "n",
        (false, Language::Malay) => "t",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Team, TeamId};

    fn section() -> Section {
        let mut s = Section::new("L12", "Lelaki Bawah 12", 6);
        s.teams.push(Team {
            id: TeamId(1),
            name: "SK Seri Indah".into(),
            code: "SKSI".into(),
        });
        s
    }

    fn typed(form: &mut Form, values: &[&str]) {
        for (i, v) in values.iter().enumerate() {
            form.focus = i;
            for c in v.chars() {
                form.type_char(c);
            }
        }
    }

    #[test]
    fn every_bad_field_is_marked_in_place() {
        let s = section();
        let mut form = Form::add_player();
        typed(
            &mut form,
            &[
                "",
                "XYZ",
                "7",
                "4000",
                "Q",
                "2013/13/01",
                "maybe",
                "abc",
                "perhaps",
            ],
        );
        assert!(form.player_fields(&s, Language::English).is_none());
        let bad: Vec<bool> = form.fields.iter().map(|f| f.error.is_some()).collect();
        // The team names no team: on a new player that is a new school (its code is
        // offered in one more field), not a problem.
        let mut expected = vec![true; 9];
        expected[1] = false;
        expected.push(false);
        assert_eq!(bad, expected);
        assert_eq!(form.focus, 0, "the first problem gets the focus");
        // Correcting a player, a team that does not exist is a new school too (a
        // player entered under the wrong school): its code is offered, not refused.
        let mut s = s;
        s.players
            .push(crate::model::Player::new(PlayerId(1), "Tan Wei Ming"));
        let mut form = Form::edit_player(&s, PlayerId(1), Language::English).expect("form");
        form.focus = 1;
        for c in "XYZ".chars() {
            form.type_char(c);
        }
        assert!(form.player_fields(&s, Language::English).is_none());
        assert!(form.fields[1].error.is_none());
        assert_eq!(form.fields.len(), 10);
        assert_eq!(
            form.new_school().map(|(school, _)| school).as_deref(),
            Some("XYZ")
        );
    }

    #[test]
    fn the_filler_field_marks_the_player() {
        let s = section();
        let mut form = Form::add_player();
        typed(
            &mut form,
            &["Siti Hajar binti Ali", "", "", "", "", "", "", "", "ya"],
        );
        let f = form
            .player_fields(&s, Language::Malay)
            .expect("a filler is a player like any other");
        assert!(f.filler);
    }

    #[test]
    fn a_new_school_is_offered_its_code_before_anything_is_saved() {
        let s = section();
        let mut form = Form::add_player();
        typed(&mut form, &["Nur Aisyah binti Hassan", "SK Air Putih", "1"]);
        assert!(
            form.player_fields(&s, Language::English).is_none(),
            "the first Enter shows the code"
        );
        assert_eq!(form.fields.len(), 10);
        assert_eq!(form.value(9), "SKAP");
        assert_eq!(form.focus, 9);
        assert_eq!(
            form.fields[9].note.as_deref(),
            Some("new school: Enter adds it")
        );
        form.type_char('H');
        let f = form
            .player_fields(&s, Language::English)
            .expect("the second saves");
        assert_eq!(f.team, None);
        assert_eq!(f.board, Some(1));
        assert_eq!(
            form.new_school(),
            Some(("SK Air Putih".to_string(), "SKAPH".to_string()))
        );
        // Back to a team of the section: the new code's field goes.
        form.focus = 1;
        for _ in 0.."SK Air Putih".len() {
            form.backspace();
        }
        for c in "sksi".chars() {
            form.type_char(c);
        }
        let f = form
            .player_fields(&s, Language::English)
            .expect("a known team");
        assert_eq!(f.team, Some(TeamId(1)));
        assert_eq!((form.fields.len(), form.new_school()), (9, None));
    }

    #[test]
    fn good_fields_become_player_fields() {
        let s = section();
        let mut form = Form::add_player();
        typed(
            &mut form,
            &[
                "Ahmad bin Ismail",
                "sksi",
                "2",
                "1450",
                "L",
                "2014",
                "t",
                "",
            ],
        );
        let f = form.player_fields(&s, Language::Malay).expect("valid");
        assert_eq!(f.name, "Ahmad bin Ismail");
        assert_eq!(f.team, Some(TeamId(1)));
        assert_eq!(f.board, Some(2));
        assert_eq!(f.rating, Some(1450));
        assert_eq!(f.sex, Some(Sex::Male));
        assert!(!f.reserve);
    }

    #[test]
    fn a_refusal_goes_beside_the_field_it_names() {
        let mut form = Form::add_player();
        assert_eq!(form.focus, 0);
        form.refused("team 'SKX' is not a team of L12 (its name is unknown)".into());
        assert_eq!(form.focus, 1);
        assert!(form.fields[1].error.is_some() && form.fields[0].error.is_none());
        let mut form = Form::add_player();
        form.refused("something went wrong".into());
        assert!(form.fields[0].error.is_some());
    }

    #[test]
    fn typing_clears_the_fields_problem() {
        let s = section();
        let mut form = Form::add_player();
        assert!(form.player_fields(&s, Language::English).is_none());
        assert!(form.fields[0].error.is_some());
        form.type_char('A');
        assert!(form.fields[0].error.is_none());
        form.backspace();
        assert_eq!(form.value(0), "");
    }
}
