//! Players: entering, correcting and removing them, and late entries (C.04.2: late
//! entries get an appropriate pairing number, score 0 for the rounds they missed and
//! are paired only from the round they join).

use super::attendance::set_line_up;
use super::error::OpError;
use super::journal::commit;
use super::teams::{checked_team, offer_team_code};
use super::why::{DateKind, Quantity, Same, TextField, Why, clean};
use super::{check_team, find_player, next_round, pronoun, section_index};
use crate::model::Deed;
use crate::model::{
    Absence, Change, Date, Player, PlayerId, Section, Sex, Team, TeamId, Title, Tournament,
};

/// Highest rating accepted.
pub const MAX_RATING: u16 = 3500;

/// What the arbiter types about a player; the rest (id, pairing number, rounds) is the
/// program's business.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerFields {
    pub name: String,
    pub sex: Option<Sex>,
    pub birth: Option<Date>,
    pub rating: Option<u16>,
    pub title: Option<Title>,
    pub federation: String,
    pub national_id: Option<String>,
    pub fide_id: Option<u64>,
    pub team: Option<TeamId>,
    pub board: Option<u8>,
    pub reserve: bool,
    /// The filler player (pemain penggenap): paired, but out of prizes, medals, team
    /// totals and qualifiers.
    pub filler: bool,
}

impl PlayerFields {
    pub fn named(name: impl Into<String>) -> Self {
        PlayerFields {
            name: name.into(),
            ..PlayerFields::default()
        }
    }

    pub fn of(p: &Player) -> Self {
        PlayerFields {
            name: p.name.clone(),
            sex: p.sex,
            birth: p.birth,
            rating: p.rating,
            title: p.title,
            federation: p.federation.clone(),
            national_id: p.national_id.clone(),
            fide_id: p.fide_id,
            team: p.team,
            board: p.board,
            reserve: p.reserve,
            filler: p.filler,
        }
    }
}

/// Adds a player. Once round 1 is paired this is a late entry: the player takes part
/// from the next round to pair and scores the absence value for the rounds missed.
/// Once pairing numbers are given, the newcomer gets the next free one.
pub fn add_player(
    t: &mut Tournament,
    section: &str,
    fields: PlayerFields,
) -> Result<PlayerId, OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let p = new_player(s, fields, PlayerId(s.next_player_id), &[])?;
    let id = p.id;
    let late = (s.rounds_paired() > 0).then_some(p.entry_round);
    let deed = Deed::PlayerAdded {
        section: s.code.clone(),
        name: p.name.clone(),
        late,
        team: None,
    };
    let change = Change::PlayersAdded {
        section: si as u32,
        count: 1,
        stash: vec![p],
    };
    commit(t, deed, vec![change])?;
    Ok(id)
}

/// A late entry from a school that has no team in the section yet: the team (named
/// `school`, coded `code` or else [`offer_team_code`]) and the player in it, as one
/// change (one journal entry, one undo). A school that already has a team is refused
/// (its name is used): add the player to that team with [`add_player`].
pub fn add_player_with_team(
    t: &mut Tournament,
    section: &str,
    mut fields: PlayerFields,
    school: &str,
    code: Option<&str>,
) -> Result<(PlayerId, TeamId), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let (team, view) = with_new_team(s, school, code)?;
    let team_id = team.id;
    fields.team = Some(team_id);
    let p = new_player(&view, fields, PlayerId(s.next_player_id), &[])?;
    let id = p.id;
    let late = (s.rounds_paired() > 0).then_some(p.entry_round);
    let deed = Deed::PlayerAdded {
        section: s.code.clone(),
        name: p.name.clone(),
        late,
        team: Some((team.name.clone(), team.code.clone())),
    };
    // The player first, so that the journal names the entry as a player added.
    let changes = vec![
        Change::PlayersAdded {
            section: si as u32,
            count: 1,
            stash: vec![p],
        },
        Change::TeamsAdded {
            section: si as u32,
            count: 1,
            stash: vec![team],
        },
    ];
    commit(t, deed, changes)?;
    Ok((id, team_id))
}

/// The team of a school new to `s` (named `school`, coded `code` or else
/// [`offer_team_code`]), checked, and the section as it will be with it, so that a
/// player's team is known to the checks.
fn with_new_team(
    s: &Section,
    school: &str,
    code: Option<&str>,
) -> Result<(Team, Section), OpError> {
    let team_id = TeamId(s.next_team_id);
    let offered;
    let code = match code {
        Some(c) => c,
        None => {
            offered = offer_team_code(s, school);
            offered.as_str()
        }
    };
    let team = checked_team(s, team_id, school, Some(code), &[])?;
    let mut view = s.clone();
    view.teams.push(team.clone());
    Ok((team, view))
}

/// Checks the fields and builds a new player with the given id. `pending` are players
/// about to be added in the same operation (a CSV import), checked like existing ones.
pub(crate) fn new_player(
    s: &Section,
    fields: PlayerFields,
    id: PlayerId,
    pending: &[Player],
) -> Result<Player, OpError> {
    let first = next_round(s);
    if first > s.settings.rounds_planned {
        return Err(OpError::Invalid(Why::NoRoundLeft {
            rounds: s.settings.rounds_planned,
            section: s.code.clone(),
        }));
    }
    let fields = check_fields(s, fields, None, pending)?;
    let mut p = Player::new(id, fields.name.clone());
    write_fields(&mut p, &fields);
    p.entry_round = first;
    if p.reserve {
        p.absences.push(Absence {
            from: first,
            until: None,
        });
    }
    let highest = s
        .players
        .iter()
        .chain(pending)
        .map(|q| q.tpn)
        .max()
        .unwrap_or(0);
    if highest > 0 {
        p.tpn = highest + 1;
    }
    Ok(p)
}

/// Corrects a player's data. A change of the reserve flag puts the player out of the
/// line-up (or back in) from the next round to pair.
pub fn edit_player(
    t: &mut Tournament,
    section: &str,
    id: PlayerId,
    fields: PlayerFields,
) -> Result<(), OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let before = find_player(s, id)?;
    let after = edited(s, before, fields)?;
    if &after == before {
        return Err(OpError::NoChange(Same::Player {
            name: before.name.clone(),
        }));
    }
    let deed = Deed::PlayerEdited {
        section: s.code.clone(),
        name: after.name.clone(),
        team: None,
    };
    let change = player_change(si, before, after);
    commit(t, deed, vec![change])
}

/// The player `before` with `fields` written over, checked against the section `s` (as
/// it is, or as it will be with a new team). A change of the reserve flag puts the
/// player out of the line-up (or back in) from the next round to pair.
fn edited(s: &Section, before: &Player, fields: PlayerFields) -> Result<Player, OpError> {
    let fields = check_fields(s, fields, Some(before.id), &[])?;
    let mut after = before.clone();
    write_fields(&mut after, &fields);
    if after.reserve != before.reserve {
        let playing = !after.reserve;
        set_line_up(&mut after, playing, next_round(s));
    }
    Ok(after)
}

/// Corrects a player's data and puts him in a school that has no team in the section
/// yet (a player entered under the wrong school): the team (named `school`, coded
/// `code` or else [`offer_team_code`]) and the correction as one change (one journal
/// entry, one undo). A school that already has a team is refused (its name is used):
/// move the player to that team with [`edit_player`].
pub fn edit_player_with_team(
    t: &mut Tournament,
    section: &str,
    id: PlayerId,
    mut fields: PlayerFields,
    school: &str,
    code: Option<&str>,
) -> Result<TeamId, OpError> {
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let before = find_player(s, id)?;
    let (team, view) = with_new_team(s, school, code)?;
    let team_id = team.id;
    fields.team = Some(team_id);
    let after = edited(&view, before, fields)?;
    let deed = Deed::PlayerEdited {
        section: s.code.clone(),
        name: after.name.clone(),
        team: Some((team.name.clone(), team.code.clone())),
    };
    // The player first, so that the journal names the entry as a player edited.
    let changes = vec![
        player_change(si, before, after),
        Change::TeamsAdded {
            section: si as u32,
            count: 1,
            stash: vec![team],
        },
    ];
    commit(t, deed, changes)?;
    Ok(team_id)
}

/// Whether [`remove_player`] would remove this player, without removing anyone: the
/// refusal it would give (the desk asks only when there is none).
pub fn check_remove_player(t: &Tournament, section: &str, id: PlayerId) -> Result<(), OpError> {
    let s = &t.sections[section_index(t, section)?];
    let p = find_player(s, id)?;
    let in_a_round = s.rounds.iter().any(|r| {
        r.boards.iter().any(|b| b.white == id || b.black == id)
            || r.unpaired.iter().any(|u| u.player == id)
    });
    let highest = s.players.iter().map(|q| q.tpn).max().unwrap_or(0);
    if s.rounds_paired() > 0 && (in_a_round || (p.tpn > 0 && p.tpn < highest)) {
        return Err(OpError::RemoveAfterPairing {
            name: p.name.clone(),
            pronoun: pronoun(p),
        });
    }
    if s.forbidden.iter().any(|f| f.players.contains(&id)) {
        return Err(OpError::Invalid(Why::InForbiddenPair {
            name: p.name.clone(),
        }));
    }
    if s.substitutions
        .iter()
        .any(|x| x.incoming == id || x.outgoing == id)
    {
        return Err(OpError::Invalid(Why::InSubstitution {
            name: p.name.clone(),
        }));
    }
    Ok(())
}

/// Removes a player entirely, as if never entered: before round 1 is paired, or later
/// a late entry typed by mistake, who is in no paired round yet and holds the highest
/// pairing number (so no number that was printed for a game changes). A player who is
/// in a paired round belongs to its results: withdraw instead. Pairing numbers close up.
pub fn remove_player(t: &mut Tournament, section: &str, id: PlayerId) -> Result<(), OpError> {
    check_remove_player(t, section, id)?;
    let si = section_index(t, section)?;
    let s = &t.sections[si];
    let p = find_player(s, id)?;
    let index = s.players.iter().position(|q| q.id == id).unwrap_or(0);
    let mut changes = vec![Change::PlayerRemoved {
        section: si as u32,
        index: index as u32,
        stash: None,
    }];
    if p.tpn > 0 {
        let before: Vec<u32> = s
            .players
            .iter()
            .filter(|q| q.id != id)
            .map(|q| q.tpn)
            .collect();
        let after: Vec<u32> = before
            .iter()
            .map(|&n| if n > p.tpn { n - 1 } else { n })
            .collect();
        if before != after {
            changes.push(Change::Tpns {
                section: si as u32,
                before,
                after,
            });
        }
    }
    let deed = Deed::PlayerRemoved {
        section: s.code.clone(),
        name: p.name.clone(),
    };
    commit(t, deed, changes)
}

pub(crate) fn player_change(si: usize, before: &Player, after: Player) -> Change {
    Change::Player {
        section: si as u32,
        before: Box::new(before.clone()),
        after: Box::new(after),
    }
}

fn write_fields(p: &mut Player, f: &PlayerFields) {
    p.name.clone_from(&f.name);
    p.sex = f.sex;
    p.birth = f.birth;
    p.rating = f.rating;
    p.title = f.title;
    p.federation.clone_from(&f.federation);
    p.national_id.clone_from(&f.national_id);
    p.fide_id = f.fide_id;
    p.team = f.team;
    p.board = f.board;
    p.reserve = f.reserve;
    p.filler = f.filler;
}

pub(crate) fn check_date(d: Date, what: DateKind) -> Result<(), OpError> {
    let ok = (1900..=2100).contains(&d.year)
        && d.month.is_none_or(|m| (1..=12).contains(&m))
        && d.day
            .is_none_or(|day| d.month.is_some() && (1..=31).contains(&day));
    if ok {
        Ok(())
    } else {
        Err(OpError::Invalid(Why::BadDate { what, date: d }))
    }
}

/// Validates and tidies the fields (trimmed name, upper-case federation, empty ids as
/// unknown). `own` is the player being edited, `pending` players about to be added.
pub(crate) fn check_fields(
    s: &Section,
    mut f: PlayerFields,
    own: Option<PlayerId>,
    pending: &[Player],
) -> Result<PlayerFields, OpError> {
    clean(TextField::PlayerName, f.name.trim())?;
    clean(TextField::Federation, f.federation.trim())?;
    if let Some(id) = &f.national_id {
        clean(TextField::NationalId, id.trim())?;
    }
    f.name = f.name.split_whitespace().collect::<Vec<_>>().join(" ");
    if f.name.is_empty() {
        return Err(OpError::Invalid(Why::PlayerNeedsName));
    }
    if let Some(r) = f.rating
        && r > MAX_RATING
    {
        return Err(OpError::OutOfRange {
            what: Quantity::Rating,
            value: i64::from(r),
            min: 0,
            max: i64::from(MAX_RATING),
        });
    }
    if let Some(d) = f.birth {
        check_date(d, DateKind::BirthDate)?;
    }
    f.federation = f.federation.trim().to_ascii_uppercase();
    if f.federation.chars().count() > 5 {
        return Err(OpError::Invalid(Why::FederationTooLong {
            federation: f.federation.clone(),
        }));
    }
    f.national_id = f
        .national_id
        .map(|x| x.trim().to_string())
        .filter(|x| !x.is_empty());
    if let Some(b) = f.board
        && !(1..=s.max_board()).contains(&b)
    {
        return Err(OpError::OutOfRange {
            what: Quantity::Board,
            value: i64::from(b),
            min: 1,
            max: i64::from(s.max_board()),
        });
    }
    match f.team {
        None if f.board.is_some() => {
            return Err(OpError::Invalid(Why::BoardWithoutTeam {
                name: f.name.clone(),
            }));
        }
        None if f.reserve => {
            return Err(OpError::Invalid(Why::ReserveWithoutTeam {
                name: f.name.clone(),
            }));
        }
        None => {}
        Some(team) => {
            check_team(s, team)?;
            if let Some(b) = f.board
                && let Some(other) = s
                    .players
                    .iter()
                    .chain(pending)
                    .find(|q| Some(q.id) != own && q.team == Some(team) && q.board == Some(b))
            {
                let code = s.team(team).map_or("", |x| x.code.as_str());
                return Err(OpError::Invalid(Why::BoardTaken {
                    board: b,
                    team: code.to_string(),
                    holder: other.name.clone(),
                    pronoun: pronoun(other),
                }));
            }
        }
    }
    Ok(f)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Sport;
    use crate::ops::test_support::{pair, refused};
    use crate::ops::{add_team, assign_tpns, create_section, undo};

    fn section() -> (Tournament, TeamId) {
        let mut t = Tournament::new("Kejohanan");
        create_section(&mut t, "L12", "Lelaki B12", 5, Sport::Chess).unwrap();
        let team = add_team(&mut t, "L12", "SK Seri Indah", Some("SKSI")).unwrap();
        (t, team)
    }

    fn add(t: &mut Tournament, f: PlayerFields) -> Result<PlayerId, OpError> {
        add_player(t, "L12", f)
    }

    #[test]
    fn add_validates_every_field() {
        let (mut t, team) = section();
        let f = |name: &str| PlayerFields::named(name);
        assert_eq!(
            refused(&mut t, |t| add(t, f("  "))),
            "a player needs a name"
        );
        assert_eq!(
            refused(&mut t, |t| add(t, f("Tan\u{7}Wei Ming"))),
            "the name holds a control character (U+0007) at character 4; type it again"
        );
        assert_eq!(
            refused(&mut t, |t| add(
                t,
                PlayerFields {
                    rating: Some(3501),
                    ..f("A")
                }
            )),
            "the rating must be 0-3500, not 3501"
        );
        assert_eq!(
            refused(&mut t, |t| add(
                t,
                PlayerFields {
                    board: Some(6),
                    team: Some(team),
                    ..f("A")
                }
            )),
            "the board must be 1-5, not 6"
        );
        assert_eq!(
            refused(&mut t, |t| add(
                t,
                PlayerFields {
                    board: Some(1),
                    ..f("Tan")
                }
            )),
            "Tan has a board but no team"
        );
        assert_eq!(
            refused(&mut t, |t| add(
                t,
                PlayerFields {
                    reserve: true,
                    ..f("Tan")
                }
            )),
            "Tan is a reserve but has no team"
        );
        assert_eq!(
            refused(&mut t, |t| add(
                t,
                PlayerFields {
                    team: Some(TeamId(9)),
                    ..f("Tan")
                }
            )),
            "no team #9 in section L12"
        );
        let bad_date = Date {
            year: 2012,
            month: None,
            day: Some(3),
        };
        assert_eq!(
            refused(&mut t, |t| add(
                t,
                PlayerFields {
                    birth: Some(bad_date),
                    ..f("Tan")
                }
            )),
            "birth date 2012 is not a valid date (DD/MM/YYYY, MM/YYYY or YYYY, 1900-2100)"
        );
        assert_eq!(
            refused(&mut t, |t| add(
                t,
                PlayerFields {
                    federation: "MALAYSIA".into(),
                    ..f("Tan")
                }
            )),
            "federation 'MALAYSIA' is too long: use a code such as MAS or PHG"
        );
        assert_eq!(
            refused(&mut t, |t| add_player(t, "X1", f("Tan"))),
            "no section X1 (sections: L12)"
        );
        let a = add(
            &mut t,
            PlayerFields {
                team: Some(team),
                board: Some(1),
                sex: Some(Sex::Male),
                ..f(" Ahmad  bin Ismail ")
            },
        )
        .unwrap();
        assert_eq!(
            t.section("L12").unwrap().player(a).unwrap().name,
            "Ahmad bin Ismail"
        );
        assert_eq!(
            refused(&mut t, |t| add(
                t,
                PlayerFields {
                    team: Some(team),
                    board: Some(1),
                    ..f("Tan Wei Ming")
                }
            )),
            "board 1 of team SKSI is already Ahmad bin Ismail's; move him first"
        );
        assert_eq!(t.journal.entries.len(), 3);
    }

    #[test]
    fn edit_and_remove() {
        let (mut t, team) = section();
        let a = add(
            &mut t,
            PlayerFields {
                sex: Some(Sex::Male),
                ..PlayerFields::named("Tan Wei Ming")
            },
        )
        .unwrap();
        let b = add(&mut t, PlayerFields::named("Priya a/p Raman")).unwrap();
        let mut f = PlayerFields::of(t.section("L12").unwrap().player(a).unwrap());
        assert_eq!(
            refused(&mut t, |t| edit_player(t, "L12", a, f.clone())),
            "nothing to change: Tan Wei Ming's data is already so"
        );
        f.rating = Some(1720);
        f.team = Some(team);
        edit_player(&mut t, "L12", a, f).unwrap();
        assert_eq!(
            t.section("L12").unwrap().player(a).unwrap().rating,
            Some(1720)
        );
        assert_eq!(
            refused(&mut t, |t| edit_player(
                t,
                "L12",
                PlayerId(99),
                PlayerFields::named("X")
            )),
            "no player #99 in section L12"
        );
        remove_player(&mut t, "L12", b).unwrap();
        assert!(t.section("L12").unwrap().player(b).is_none());
        undo(&mut t).unwrap();
        assert!(t.section("L12").unwrap().player(b).is_some());
        assign_tpns(&mut t, "L12").unwrap();
        pair(&mut t, 1);
        assert_eq!(
            refused(&mut t, |t| remove_player(t, "L12", a)),
            "player 'Tan Wei Ming' cannot be removed: paired rounds name him; withdraw him instead"
        );
        assert_eq!(
            refused(&mut t, |t| remove_player(t, "L12", b)),
            "player 'Priya a/p Raman' cannot be removed: paired rounds name the player; withdraw the player instead"
        );
    }

    #[test]
    fn a_late_entry_typed_by_mistake_is_deleted_until_a_round_names_it() {
        let (mut t, _) = section();
        for n in [
            "Ahmad bin Ismail",
            "Tan Wei Ming",
            "Siti Khadijah binti Omar",
        ] {
            add(&mut t, PlayerFields::named(n)).unwrap();
        }
        assign_tpns(&mut t, "L12").unwrap();
        pair(&mut t, 1);
        let first = add(&mut t, PlayerFields::named("Priya a/p Raman")).unwrap();
        let second = add(&mut t, PlayerFields::named("Nur Aisyah binti Hassan")).unwrap();
        // Not the highest number: deleting it would renumber the later entry.
        assert!(refused(&mut t, |t| remove_player(t, "L12", first)).contains("withdraw"));
        remove_player(&mut t, "L12", second).unwrap();
        assert!(t.section("L12").unwrap().player(second).is_none());
        undo(&mut t).unwrap();
        assert!(t.section("L12").unwrap().player(second).is_some());
        remove_player(&mut t, "L12", second).unwrap();
        remove_player(&mut t, "L12", first).unwrap();
        let late = add(&mut t, PlayerFields::named("Tan Mei Ling")).unwrap();
        pair(&mut t, 2);
        assert_eq!(
            refused(&mut t, |t| remove_player(t, "L12", late)),
            "player 'Tan Mei Ling' cannot be removed: paired rounds name the player; withdraw the player instead"
        );
    }

    #[test]
    fn late_entry_starts_at_the_next_round_with_the_next_number() {
        let (mut t, _) = section();
        for n in ["Ahmad bin Ismail", "Tan Wei Ming"] {
            add(&mut t, PlayerFields::named(n)).unwrap();
        }
        assign_tpns(&mut t, "L12").unwrap();
        pair(&mut t, 1);
        let late = add(&mut t, PlayerFields::named("Nur Aisyah binti Hassan")).unwrap();
        let p = t.section("L12").unwrap().player(late).unwrap().clone();
        assert_eq!((p.entry_round, p.tpn), (2, 3));
        assert_eq!(
            last_entry(&t),
            "L12: add Nur Aisyah binti Hassan (late entry from round 2)"
        );
        pair(&mut t, 2);
        let r2 = t.section("L12").unwrap().round(2).unwrap();
        assert_eq!(r2.pab(), Some(late));
        let mut short = t.section("L12").unwrap().settings.clone();
        short.rounds_planned = 2;
        crate::ops::edit_section(&mut t, "L12", short).unwrap();
        assert_eq!(
            refused(&mut t, |t| add(t, PlayerFields::named("Siti"))),
            "all 2 rounds of L12 are paired; there is no round left to enter a player"
        );
    }

    #[test]
    fn a_late_entry_from_a_new_school_brings_its_team_in_one_change() {
        let (mut t, _) = section();
        for n in ["Ahmad bin Ismail", "Tan Wei Ming"] {
            add(&mut t, PlayerFields::named(n)).unwrap();
        }
        assign_tpns(&mut t, "L12").unwrap();
        pair(&mut t, 1);
        let entries = t.journal.entries.len();
        let fields = PlayerFields {
            board: Some(1),
            ..PlayerFields::named("Nur Aisyah binti Hassan")
        };
        let (id, team) =
            add_player_with_team(&mut t, "L12", fields, "SK Bukit Tinggi", None).unwrap();
        assert_eq!(t.journal.entries.len(), entries + 1, "one journal entry");
        let s = t.section("L12").unwrap();
        assert_eq!(s.team(team).unwrap().code, "SKBT");
        let p = s.player(id).unwrap();
        assert_eq!(
            (p.team, p.board, p.entry_round, p.tpn),
            (Some(team), Some(1), 2, 3)
        );
        assert_eq!(
            last_entry(&t),
            "L12: add Nur Aisyah binti Hassan (late entry from round 2) with the new team SK Bukit Tinggi (SKBT)"
        );
        // A school that has a team already, a code taken, a bad board: nothing changes.
        let named = |n: &str| PlayerFields::named(n);
        assert_eq!(
            refused(&mut t, |t| add_player_with_team(
                t,
                "L12",
                named("Priya a/p Raman"),
                "sk seri indah",
                None
            )),
            "there is already a team SK Seri Indah (SKSI) in L12"
        );
        assert!(
            refused(&mut t, |t| add_player_with_team(
                t,
                "L12",
                named("Priya a/p Raman"),
                "SK Air Putih",
                Some("sksi")
            ))
            .contains("SKSI")
        );
        assert_eq!(
            refused(&mut t, |t| add_player_with_team(
                t,
                "L12",
                PlayerFields {
                    board: Some(7),
                    ..named("Priya a/p Raman")
                },
                "SK Air Putih",
                None
            )),
            "the board must be 1-5, not 7"
        );
        undo(&mut t).unwrap();
        let s = t.section("L12").unwrap();
        assert!(s.player(id).is_none() && s.team(team).is_none());
        assert_eq!(s.teams.len(), 1);
    }

    /// A player entered under the wrong school, whose school has no team yet: the
    /// correction brings the team in the same change, and one undo takes both back.
    #[test]
    fn a_player_moved_to_a_new_school_brings_its_team_in_one_change() {
        let (mut t, _) = section();
        let id = add(&mut t, PlayerFields::named("Ahmad bin Ismail")).unwrap();
        let entries = t.journal.entries.len();
        let before = t.section("L12").unwrap().player(id).unwrap().clone();
        let fields = PlayerFields {
            board: Some(2),
            ..PlayerFields::of(&before)
        };
        let team =
            edit_player_with_team(&mut t, "L12", id, fields, "SK Bukit Tinggi", None).unwrap();
        assert_eq!(t.journal.entries.len(), entries + 1, "one journal entry");
        let s = t.section("L12").unwrap();
        assert_eq!(s.team(team).unwrap().code, "SKBT");
        let p = s.player(id).unwrap();
        assert_eq!((p.team, p.board), (Some(team), Some(2)));
        assert_eq!(
            last_entry(&t),
            "L12: edit Ahmad bin Ismail into the new team SK Bukit Tinggi (SKBT)"
        );
        // A school that has a team already is refused: nothing changes.
        let fields = PlayerFields::of(t.section("L12").unwrap().player(id).unwrap());
        assert_eq!(
            refused(&mut t, |t| edit_player_with_team(
                t,
                "L12",
                id,
                fields,
                "sk seri indah",
                None
            )),
            "there is already a team SK Seri Indah (SKSI) in L12"
        );
        undo(&mut t).unwrap();
        let s = t.section("L12").unwrap();
        assert!(s.team(team).is_none());
        assert_eq!(s.player(id).unwrap(), &before);
    }

    /// The description of the newest journal entry.
    fn last_entry(t: &Tournament) -> String {
        crate::ops::journal_entries(t)
            .last()
            .map(|h| h.description.clone())
            .unwrap_or_default()
    }
}
