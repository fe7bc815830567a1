//! The prize list at the desk (F5 `v`): a line added or corrected in a form with the
//! command line's fields, a line removed or moved up and down the list (its order is
//! the order of precedence), and the one-prize-per-player rule. Each change is one
//! transaction through the same operations as `catur prizes` (`ops::prizes`), named in
//! the journal and undone like any other.

use super::act_file::Refusal;
use super::app::App;
use super::command::{Command, ScreenId};
use super::form::{Form, FormKind};
use super::strings::keys::K;
use super::strings::{Language, T};
use crate::model::{Date, Prize, PrizeFilter, Section, Sex};
use crate::ops::{self, PrizeList};

/// The prize form's fields, in order: the line, then its filter (one at most filled).
const FIELDS: [T; 8] = [
    T::FieldPrizeLabel,
    T::FieldAmount,
    T::FieldPlaces,
    T::FieldOnlySex,
    T::FieldBornFrom,
    T::FieldOnlyTeam,
    T::FieldUnratedOnly,
    T::FieldRatingBand,
];

/// Where the filter fields start.
const FILTERS: usize = 3;

impl Form {
    /// The form of a new prize line (`None`) or of line `line` (0 first) as it stands.
    pub fn prize(s: &Section, line: Option<usize>, lang: Language) -> Self {
        let mut values = vec![String::new(), String::new(), "1".to_string()];
        if let Some(p) = line.and_then(|i| s.settings.prizes.prizes.get(i)) {
            values = vec![p.label.clone(), p.amount.clone(), p.places.to_string()];
            values.extend(std::iter::repeat_n(String::new(), FIELDS.len() - FILTERS));
            let (at, text) = match p.filter {
                PrizeFilter::Overall => (FILTERS, String::new()),
                PrizeFilter::Sex(x) => (FILTERS, sex_letter(x, lang).to_string()),
                PrizeFilter::BornFrom(d) => (FILTERS + 1, d.to_string()),
                PrizeFilter::Team(id) => (
                    FILTERS + 2,
                    s.team(id).map_or_else(String::new, |t| t.code.clone()),
                ),
                PrizeFilter::Unrated => (FILTERS + 3, "y".to_string()),
                PrizeFilter::Rating { min, max } => (FILTERS + 4, format!("{min}-{max}")),
            };
            values[at] = text;
        }
        Form::new(FormKind::Prize(line), &FIELDS, values)
    }

    /// The prize line the form says, or `None` with each problem marked on its field.
    /// The operations check the line again (label, places, band, school).
    pub fn prize_fields(&mut self, s: &Section, lang: Language) -> Option<Prize> {
        for f in &mut self.fields {
            f.error = None;
        }
        let places = match self.value(2) {
            "" => 1,
            v => v.parse::<u32>().unwrap_or_else(|_| {
                self.fail(2, T::NotANumber.get(lang).into());
                1
            }),
        };
        let mut filters = Vec::new();
        if !self.value(FILTERS).is_empty() {
            match self.value(FILTERS).to_ascii_uppercase().as_str() {
                "M" | "L" => filters.push((FILTERS, PrizeFilter::Sex(Sex::Male))),
                "F" | "P" | "W" => filters.push((FILTERS, PrizeFilter::Sex(Sex::Female))),
                _ => self.fail(FILTERS, T::SexValues.get(lang).into()),
            }
        }
        match self.value(FILTERS + 1) {
            "" => {}
            v => match v.parse::<Date>() {
                Ok(d) => filters.push((FILTERS + 1, PrizeFilter::BornFrom(d))),
                Err(e) => self.fail(FILTERS + 1, e.to_string()),
            },
        }
        let team = self.value(FILTERS + 2).to_string();
        if !team.is_empty() {
            let known = s
                .teams
                .iter()
                .find(|t| t.code.eq_ignore_ascii_case(&team) || t.name.eq_ignore_ascii_case(&team));
            match known {
                Some(t) => filters.push((FILTERS + 2, PrizeFilter::Team(t.id))),
                None => {
                    let codes: Vec<&str> = s.teams.iter().map(|t| t.code.as_str()).collect();
                    let text = T::UnknownTeam.fill(lang, &[&team, &codes.join(" ")]);
                    self.fail(FILTERS + 2, text);
                }
            }
        }
        match self.value(FILTERS + 3).to_ascii_lowercase().as_str() {
            "" | "n" | "no" | "t" | "tidak" => {}
            "y" | "yes" | "ya" => filters.push((FILTERS + 3, PrizeFilter::Unrated)),
            _ => self.fail(FILTERS + 3, T::YesNo.get(lang).into()),
        }
        match self.value(FILTERS + 4) {
            "" => {}
            v => match rating_band(v) {
                Some((min, max)) => {
                    filters.push((FILTERS + 4, PrizeFilter::Rating { min, max }));
                }
                None => self.fail(FILTERS + 4, T::RatingBandValues.get(lang).into()),
            },
        }
        if let Some((second, _)) = filters.get(1) {
            self.fail(*second, T::OneFilter.get(lang).into());
        }
        if self.has_errors() {
            self.focus_first_error();
            return None;
        }
        Some(Prize {
            label: self.value(0).to_string(),
            amount: self.value(1).to_string(),
            places,
            filter: filters
                .first()
                .map_or(PrizeFilter::Overall, |(_, f)| f.clone()),
        })
    }
}

/// `1400-1599` as the lowest and highest rating.
fn rating_band(text: &str) -> Option<(u16, u16)> {
    let (min, max) = text.split_once('-')?;
    Some((min.trim().parse().ok()?, max.trim().parse().ok()?))
}

fn sex_letter(s: Sex, lang: Language) -> &'static str {
    match (s, lang) {
        (Sex::Male, Language::English) => "M",
        (Sex::Female, Language::English) => "F",
        (Sex::Male, Language::Malay) => "L",
        (Sex::Female, Language::Malay) => "P",
    }
}

impl App {
    /// Whether F5 shows the prize list (where the prize keys act).
    fn on_prize_list(&self) -> bool {
        self.screen == ScreenId::Standings && self.views.show_prizes
    }

    /// The prize line (0 first) under the cursor of the prize list.
    fn prize_line(&self) -> Option<usize> {
        super::screens::prizes::line_at(self, self.cursor())
    }

    /// Puts the cursor on the first row of prize line `line`.
    fn cursor_to_prize(&mut self, line: usize) {
        let row = super::screens::prizes::first_row(self, line);
        *self.cursor_mut() = row;
    }

    /// a, e (or Enter), x, u, d and o on the prize list.
    pub(super) fn prize_key(&mut self, cmd: &Command) {
        if !self.on_prize_list() {
            return;
        }
        let Some(s) = self.section() else { return };
        let code = s.code.clone();
        let line = self.prize_line();
        // The label of the line under the cursor, for the message after a change.
        let label = line
            .and_then(|i| s.settings.prizes.prizes.get(i))
            .map_or_else(String::new, |p| p.label.clone());
        let no_line = || {
            let key = self
                .keymap
                .key_for(ScreenId::Standings, &Command::AddPrize)
                .map_or_else(String::new, |k| k.to_string());
            K::PrizeNoLine.fill(self.lang, &[&key])
        };
        match (cmd, line) {
            (Command::AddPrize, _) => {
                self.layers.form = Some(Form::prize(s, None, self.lang));
            }
            (Command::EditPrize, Some(i)) => {
                self.layers.form = Some(Form::prize(s, Some(i), self.lang));
            }
            (Command::RemovePrize, Some(i)) => {
                let result = self.apply(|t| ops::remove_prize(t, &code, PrizeList::Prizes, i + 1));
                let done = K::PrizeRemoved.fill(self.lang, &[&code, &(i + 1), &label]);
                self.after_op(result, done);
                self.clamp_round();
            }
            (Command::PrizeUp | Command::PrizeDown, Some(i)) => {
                let up = *cmd == Command::PrizeUp;
                let result =
                    self.apply(|t| ops::move_prize(t, &code, PrizeList::Prizes, i + 1, up));
                let done = match &result {
                    Ok(n) => K::PrizeMoved.fill(self.lang, &[&code, &label, n]),
                    Err(_) => String::new(),
                };
                if let Ok(n) = &result {
                    self.cursor_to_prize(n - 1);
                }
                self.after_op(result.map(|_| ()), done);
            }
            (Command::PrizesPerPlayer, _) => {
                let several = !s.settings.prizes.several_per_player;
                let result = self.apply(|t| ops::set_several_prizes(t, &code, several));
                let rule = ops::prizes_per_player(several, self.lang);
                let done = format!("{code}: {rule}");
                self.after_op(result, done);
            }
            (_, None) => self.error(no_line()),
            _ => {}
        }
    }

    /// Enter in the prize form: the line added or corrected, or the form kept open
    /// with the problem beside its field.
    pub(super) fn submit_prize_form(&mut self, mut form: Form, line: Option<usize>) {
        let (Some(code), Some(s)) = (self.section_code(), self.section()) else {
            return;
        };
        let Some(prize) = form.prize_fields(s, self.lang) else {
            self.layers.form = Some(form);
            return;
        };
        let label = prize.label.trim().to_string();
        let result = self.apply(|t| match line {
            Some(i) => ops::replace_prize(t, &code, PrizeList::Prizes, i + 1, prize).map(|()| i),
            None => ops::add_prize(t, &code, PrizeList::Prizes, prize).map(|()| {
                t.section(&code)
                    .map_or(0, |s| s.settings.prizes.prizes.len())
                    - 1
            }),
        });
        match result {
            Ok(i) => {
                let words = if line.is_some() {
                    K::PrizeChanged
                } else {
                    K::PrizeAdded
                };
                self.cursor_to_prize(i);
                self.done(words.fill(self.lang, &[&code, &(i + 1), &label]));
            }
            Err(Refusal::Op(e)) => {
                let text = super::strings::words::refusal(&e, self.lang);
                form.refused(text.clone());
                self.error(text);
                self.layers.form = Some(form);
            }
            Err(other) => {
                self.after_op(Err(other), String::new());
                self.layers.form = Some(form);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Team, TeamId};

    fn section() -> Section {
        let mut s = Section::new("P12", "Perempuan Bawah 12", 6);
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
            while !form.value(i).is_empty() {
                form.backspace();
            }
            for c in v.chars() {
                form.type_char(c);
            }
        }
    }

    #[test]
    fn each_filter_reads_as_the_command_line_reads_it() {
        let s = section();
        let cases = [
            ("", PrizeFilter::Overall),
            ("p", PrizeFilter::Sex(Sex::Female)),
        ];
        for (sex, filter) in cases {
            let mut form = Form::prize(&s, None, Language::Malay);
            typed(&mut form, &["Perempuan terbaik", "RM 50", "2", sex]);
            let p = form.prize_fields(&s, Language::Malay).expect("reads");
            assert_eq!((p.places, p.filter), (2, filter));
        }
        let mut form = Form::prize(&s, None, Language::English);
        typed(&mut form, &["Bawah 10", "", "", "", "2016/01/01"]);
        let p = form.prize_fields(&s, Language::English).expect("reads");
        assert_eq!(p.places, 1);
        assert_eq!(
            p.filter,
            PrizeFilter::BornFrom("2016/01/01".parse().unwrap())
        );
        let mut form = Form::prize(&s, None, Language::English);
        typed(&mut form, &["Sekolah", "", "1", "", "", "sksi"]);
        let p = form.prize_fields(&s, Language::English).expect("reads");
        assert_eq!(p.filter, PrizeFilter::Team(TeamId(1)));
        let mut form = Form::prize(&s, None, Language::English);
        typed(&mut form, &["Band", "", "1", "", "", "", "", "1400-1599"]);
        let p = form.prize_fields(&s, Language::English).expect("reads");
        assert_eq!(
            p.filter,
            PrizeFilter::Rating {
                min: 1400,
                max: 1599
            }
        );
    }

    #[test]
    fn bad_fields_and_two_filters_are_marked_in_place() {
        let s = section();
        let mut form = Form::prize(&s, None, Language::English);
        typed(
            &mut form,
            &["X", "", "tiga", "Q", "2016/13/01", "ZZ", "maybe", "1400"],
        );
        assert!(form.prize_fields(&s, Language::English).is_none());
        let bad: Vec<bool> = form.fields.iter().map(|f| f.error.is_some()).collect();
        assert_eq!(bad, [false, false, true, true, true, true, true, true]);
        assert_eq!(form.focus, 2);
        let mut form = Form::prize(&s, None, Language::Malay);
        typed(&mut form, &["X", "", "1", "P", "", "", "y"]);
        assert!(form.prize_fields(&s, Language::Malay).is_none());
        assert_eq!(
            form.fields[6].error.as_deref(),
            Some(T::OneFilter.get(Language::Malay))
        );
    }

    #[test]
    fn a_line_opens_as_it_stands() {
        let mut s = section();
        s.settings.prizes.prizes.push(Prize {
            label: "SK Seri Indah".into(),
            amount: "RM 100".into(),
            places: 2,
            filter: PrizeFilter::Team(TeamId(1)),
        });
        let mut form = Form::prize(&s, Some(0), Language::English);
        assert_eq!(form.value(5), "SKSI");
        let p = form.prize_fields(&s, Language::English).expect("reads");
        assert_eq!(p, s.settings.prizes.prizes[0]);
    }
}
