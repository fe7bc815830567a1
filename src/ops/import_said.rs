//! What a player-list import did, as facts for the interfaces to word (issue 29 item
//! 9): how the initial order will be made when the list has no rating or board column,
//! who was marked reserve, and players whose sex does not fit the section.
//!
//! A section knows its sex only by its name: a name with a word such as `Lelaki`,
//! `Putera` or `Boys` is a boys' section, `Perempuan`, `Puteri` or `Girls` a girls'
//! one ([`section_sex`]). A name with neither (an open section, `Terbuka`) or both has
//! no rule. Codes (`L12`, `P12`) are not read: a letter is too weak a sign. A player
//! who does not fit is a warning, never a refusal: the arbiter may have placed a girl
//! in an open or boys' section on purpose.

use super::error::OpError;
use super::import::{PlayerRow, import_players};
use crate::model::{InitialOrder, Language, Player, Section, Sex, Tournament};
use catur_engine::in_lang;

/// A key of the initial order, as the section's players will be ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderKey {
    Rating,
    Title,
    Board,
    Name,
    /// The pairing numbers given by hand; players without one after, in list order.
    Numbers,
}

/// A player of the list whose sex does not fit the section's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SexMisfit {
    pub row: usize,
    pub line: u64,
    pub name: String,
    pub sex: Sex,
}

/// What the import did to one section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionImported {
    pub code: String,
    pub name: String,
    pub added: usize,
    /// The list had no rating (no cell filled) / no board.
    pub no_rating: bool,
    pub no_board: bool,
    /// The keys the initial order will use, those without data in the section left out
    /// (said when the list had no rating or no board).
    pub order: Vec<OrderKey>,
    /// The imported players marked reserve: name and team name.
    pub reserves: Vec<(String, String)>,
    /// The section's sex by its name, if it has one.
    pub sex: Option<Sex>,
    pub misfits: Vec<SexMisfit>,
}

/// Everything an import did, per section in the order first named by the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportReport {
    pub added: usize,
    pub sections: Vec<SectionImported>,
}

impl OrderKey {
    /// The key in `lang`, as the initial order is said.
    pub fn say(self, lang: Language) -> &'static str {
        match self {
            OrderKey::Rating => "rating",
            OrderKey::Title => lang.pick("title", "gelaran"),
            OrderKey::Board => lang.pick("board", "papan"),
            OrderKey::Name => lang.pick("name", "nama"),
            OrderKey::Numbers => lang.pick(
                "the numbers given by hand, then the order of the list",
                "nombor yang diberi, kemudian susunan senarai",
            ),
        }
    }
}

impl SectionImported {
    /// How the initial order will be made when the list had no rating or no board
    /// column (`no rating column: initial order by title, then name`); `None` when it
    /// had both.
    pub fn order_said(&self, lang: Language) -> Option<String> {
        let missing = match (self.no_rating, self.no_board) {
            (true, true) => lang.pick("no rating or board column", "tiada lajur rating atau papan"),
            (true, false) => lang.pick("no rating column", "tiada lajur rating"),
            (false, true) => lang.pick("no board column", "tiada lajur papan"),
            (false, false) => return None,
        };
        let keys: Vec<&str> = self.order.iter().map(|k| k.say(lang)).collect();
        let keys = keys.join(lang.pick(", then ", ", kemudian "));
        Some(in_lang!(
            lang,
            "{missing}: initial order by {keys}",
            "{missing}: susunan awal ikut {keys}"
        ))
    }

    /// The players marked reserve, each with a team
    /// (`reserve: Tan Wei Ming (SK Seri Indah)`); `None` when nobody was.
    pub fn reserves_said(&self, lang: Language) -> Option<String> {
        if self.reserves.is_empty() {
            return None;
        }
        let names: Vec<String> = self
            .reserves
            .iter()
            .map(|(name, team)| match team.is_empty() {
                true => name.clone(),
                false => format!("{name} ({team})"),
            })
            .collect();
        let names = names.join(", ");
        Some(in_lang!(lang, "reserve: {names}", "simpanan: {names}"))
    }
}

impl SexMisfit {
    /// Where the player stands in the list: `row 2 (line 3)`.
    pub fn place(&self, lang: Language) -> String {
        let (row, line) = (self.row, self.line);
        in_lang!(
            lang,
            "row {row} (line {line})",
            "rekod {row} (baris {line})"
        )
    }

    /// The warning without its place, the player in section `s`:
    /// `Nur Aisyah binti Hassan is a girl in L12 Lelaki B12 (imported all the same)`.
    pub fn say(&self, s: &SectionImported, lang: Language) -> String {
        let who = match self.sex {
            Sex::Female => lang.pick("a girl", "murid perempuan"),
            Sex::Male => lang.pick("a boy", "murid lelaki"),
        };
        let (name, code, section) = (&self.name, &s.code, &s.name);
        in_lang!(
            lang,
            "{name} is {who} in {code} {section} (imported all the same)",
            "{name} ialah {who} dalam {code} {section} (tetap dimasukkan)"
        )
    }
}

/// The sex of a section by the words of its name (see the module docs).
pub fn section_sex(s: &Section) -> Option<Sex> {
    const BOYS: [&str; 6] = ["lelaki", "putera", "boys", "boy", "men", "male"];
    const GIRLS: [&str; 7] = [
        "perempuan",
        "puteri",
        "wanita",
        "girls",
        "girl",
        "women",
        "female",
    ];
    let name = s.settings.name.to_lowercase();
    let words: Vec<&str> = name.split(|c: char| !c.is_alphanumeric()).collect();
    let boys = words.iter().any(|w| BOYS.contains(w));
    let girls = words.iter().any(|w| GIRLS.contains(w));
    match (boys, girls) {
        (true, false) => Some(Sex::Male),
        (false, true) => Some(Sex::Female),
        _ => None,
    }
}

/// The keys of the section's initial order that its players give data for.
fn order_keys(s: &Section) -> Vec<OrderKey> {
    let keys: &[OrderKey] = match s.settings.initial_order {
        InitialOrder::Rating => &[OrderKey::Rating, OrderKey::Title, OrderKey::Name],
        InitialOrder::BoardValue => &[OrderKey::Board, OrderKey::Rating, OrderKey::Name],
        InitialOrder::RatingThenBoard => &[OrderKey::Rating, OrderKey::Board, OrderKey::Name],
        InitialOrder::Manual => &[OrderKey::Numbers],
    };
    let any = |f: fn(&Player) -> bool| s.players.iter().any(f);
    keys.iter()
        .copied()
        .filter(|k| match k {
            OrderKey::Rating => any(|p| p.rating.is_some_and(|r| r > 0)),
            OrderKey::Title => any(|p| p.title.is_some()),
            OrderKey::Board => any(|p| p.board.is_some()),
            OrderKey::Name | OrderKey::Numbers => true,
        })
        .collect()
}

/// [`import_players`], and what it did (see [`ImportReport`]).
pub fn import_players_said(
    t: &mut Tournament,
    section: &str,
    rows: &[PlayerRow],
) -> Result<ImportReport, OpError> {
    let before: Vec<u32> = t.sections.iter().map(|s| s.next_player_id).collect();
    let added = import_players(t, section, rows)?;
    let mut sections: Vec<SectionImported> = Vec::new();
    // The new players of each section, in list order (ids are given in that order).
    let mut taken: Vec<(usize, usize)> = Vec::new();
    for r in rows {
        let code = r.section.as_deref().unwrap_or(section);
        let Some(si) = t
            .sections
            .iter()
            .position(|s| s.code.eq_ignore_ascii_case(code))
        else {
            continue;
        };
        let s = &t.sections[si];
        let first = before.get(si).copied().unwrap_or(0);
        let new: Vec<&Player> = s.players.iter().filter(|p| p.id.0 >= first).collect();
        let k = match taken.iter_mut().find(|(x, _)| *x == si) {
            Some((_, n)) => {
                *n += 1;
                *n - 1
            }
            None => {
                taken.push((si, 1));
                0
            }
        };
        let Some(p) = new.get(k) else { continue };
        let said = match sections.iter().position(|x| x.code == s.code) {
            Some(x) => &mut sections[x],
            None => {
                sections.push(SectionImported {
                    code: s.code.clone(),
                    name: s.settings.name.clone(),
                    added: 0,
                    no_rating: true,
                    no_board: true,
                    order: order_keys(s),
                    reserves: Vec::new(),
                    sex: section_sex(s),
                    misfits: Vec::new(),
                });
                let last = sections.len() - 1;
                &mut sections[last]
            }
        };
        said.added += 1;
        said.no_rating &= r.rating.is_none();
        said.no_board &= r.board.is_none();
        if p.reserve {
            let team = p
                .team
                .and_then(|id| s.team(id))
                .map_or_else(String::new, |x| x.name.clone());
            said.reserves.push((p.name.clone(), team));
        }
        if let (Some(want), Some(sex)) = (said.sex, p.sex)
            && want != sex
        {
            said.misfits.push(SexMisfit {
                row: r.row,
                line: r.line,
                name: p.name.clone(),
                sex,
            });
        }
    }
    Ok(ImportReport { added, sections })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Sport;
    use crate::ops::{create_section, parse_players_csv};

    fn championship(name: &str) -> Tournament {
        let mut t = Tournament::new("Kejohanan");
        create_section(&mut t, "L12", name, 6, Sport::Chess).expect("section");
        t
    }

    /// What an import did is worded once, both languages side by side.
    #[test]
    fn an_import_is_said_in_both_languages() {
        let mut t = championship("Lelaki B12");
        let rows = parse_players_csv(
            "nama,sekolah,jantina,simpanan\nTan Wei Ming,SK Seri Indah,L,ya\nNur Aisyah binti Hassan,SK Seri Indah,P,\n",
        )
        .expect("reads");
        let said = import_players_said(&mut t, "L12", &rows).expect("imports");
        let s = &said.sections[0];
        let m = &s.misfits[0];
        let (en, ms) = (Language::English, Language::Malay);
        assert_eq!(
            s.order_said(en).as_deref(),
            Some("no rating or board column: initial order by name")
        );
        assert_eq!(
            s.order_said(ms).as_deref(),
            Some("tiada lajur rating atau papan: susunan awal ikut nama")
        );
        assert_eq!(
            s.reserves_said(en).as_deref(),
            Some("reserve: Tan Wei Ming (SK Seri Indah)")
        );
        assert_eq!(
            s.reserves_said(ms).as_deref(),
            Some("simpanan: Tan Wei Ming (SK Seri Indah)")
        );
        assert_eq!(
            format!("{}: {}", m.place(en), m.say(s, en)),
            "row 2 (line 3): Nur Aisyah binti Hassan is a girl in L12 Lelaki B12 (imported all \
             the same)"
        );
        assert_eq!(
            format!("{}: {}", m.place(ms), m.say(s, ms)),
            "rekod 2 (baris 3): Nur Aisyah binti Hassan ialah murid perempuan dalam L12 Lelaki \
             B12 (tetap dimasukkan)"
        );
    }

    #[test]
    fn a_section_knows_its_sex_by_the_words_of_its_name() {
        let sex = |name: &str| section_sex(&championship(name).sections[0]);
        assert_eq!(sex("Lelaki Bawah 12"), Some(Sex::Male));
        assert_eq!(sex("Perempuan B15"), Some(Sex::Female));
        assert_eq!(sex("Girls U12"), Some(Sex::Female));
        assert_eq!(sex("Terbuka"), None);
        assert_eq!(sex("Lelaki dan Perempuan"), None);
        // A word inside another is no sign.
        assert_eq!(sex("Boysenberry Open"), None);
    }

    #[test]
    fn a_list_without_ratings_or_boards_says_the_order_is_by_name() {
        let mut t = championship("Lelaki B12");
        let rows = parse_players_csv(
            "nama,sekolah,jantina\nTan Wei Ming,SK Seri Indah,L\nNur Aisyah binti Hassan,SK Seri Indah,P\n",
        )
        .expect("reads");
        let said = import_players_said(&mut t, "L12", &rows).expect("imports");
        assert_eq!(said.added, 2);
        let s = &said.sections[0];
        assert!(s.no_rating && s.no_board);
        assert_eq!(s.order, vec![OrderKey::Name]);
        assert_eq!(s.sex, Some(Sex::Male));
        assert_eq!(s.misfits.len(), 1);
        assert_eq!(s.misfits[0].name, "Nur Aisyah binti Hassan");
        assert_eq!((s.misfits[0].row, s.misfits[0].line), (2, 3));
        // A warning, not a refusal: both are in the section.
        assert_eq!(t.sections[0].players.len(), 2);
    }

    #[test]
    fn the_players_marked_reserve_are_named() {
        let mut t = championship("Terbuka");
        let rows = parse_players_csv(
            "name,team,board,rating\nTan Wei Ming,SK Seri Indah,1,1500\nPriya a/p Raman,SK Seri Indah,5,1400\n",
        )
        .expect("reads");
        let said = import_players_said(&mut t, "L12", &rows).expect("imports");
        let s = &said.sections[0];
        assert!(!s.no_rating && !s.no_board);
        assert_eq!(
            s.reserves,
            vec![("Priya a/p Raman".to_string(), "SK Seri Indah".to_string())]
        );
        assert_eq!(s.sex, None);
    }
}
