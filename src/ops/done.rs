//! What a journal entry did, told from its stored changes: how the Malay desk names an
//! entry that a file of format version 10 or older stored as an English sentence
//! (newer entries keep their facts, `model::Deed`, and are worded from them).

use crate::model::{Change, Deed, JournalEntry, Language, Outcome, Player, RoundNo, Tournament};

/// An operation of the journal, told from its first change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Done {
    /// A result entered, changed or cleared (`after` pending) on a board (1-based).
    Result {
        section: String,
        round: RoundNo,
        board: usize,
        before: Outcome,
        after: Outcome,
    },
    SectionAdded {
        section: String,
    },
    Settings {
        section: String,
    },
    /// A change of a section's prize list, qualifier list or prizes-per-player rule
    /// (and of nothing else in its settings).
    Prizes {
        section: String,
    },
    Championship,
    PlayersAdded {
        section: String,
        count: u32,
    },
    PlayerRemoved {
        section: String,
        name: String,
    },
    /// A player withdrawn from a round on.
    Withdrawn {
        section: String,
        name: String,
        from: RoundNo,
    },
    /// A withdrawn player back from a round on.
    Returns {
        section: String,
        name: String,
        from: RoundNo,
    },
    /// A bye requested or cancelled.
    Bye {
        section: String,
        name: String,
    },
    /// Any other change of a player's data.
    Player {
        section: String,
        name: String,
    },
    TeamsAdded {
        section: String,
        count: u32,
    },
    Team {
        section: String,
        code: String,
    },
    Tpns {
        section: String,
    },
    RoundPaired {
        section: String,
        round: RoundNo,
    },
    RoundDeleted {
        section: String,
        round: RoundNo,
    },
    Forbidden {
        section: String,
    },
    Substitution {
        section: String,
    },
    PairingEdited {
        section: String,
        round: RoundNo,
    },
    Printer,
    /// An entry with no changes (a damaged file).
    Nothing,
}

impl Done {
    /// What the entry did, in Malay: how the desk names an entry whose English an
    /// older file stored as a sentence.
    pub fn malay(&self) -> String {
        match self {
            Done::Result {
                section,
                round,
                board,
                before,
                after,
            } => {
                crate::model::result_said(section, *round, *board, *before, *after, Language::Malay)
            }
            Done::SectionAdded { section } => format!("kategori {section} ditambah"),
            Done::Settings { section } => format!("tetapan {section}"),
            Done::Prizes { section } => format!("senarai hadiah {section}"),
            Done::Championship => "butiran kejohanan".into(),
            Done::PlayersAdded { section, count } => format!("{section}: {count} pemain ditambah"),
            Done::PlayerRemoved { section, name } => format!("{section}: {name} dibuang"),
            // In the words of the journal's deeds (one home for both).
            Done::Withdrawn {
                section,
                name,
                from,
            } => Deed::Withdrawn {
                section: section.clone(),
                name: name.clone(),
                from: *from,
                back: None,
                reserve: false,
            }
            .say(Language::Malay),
            Done::Returns {
                section,
                name,
                from,
            } => Deed::Returns {
                section: section.clone(),
                name: name.clone(),
                from: *from,
                reserve: false,
            }
            .say(Language::Malay),
            Done::Bye { section, name } => format!("{section}: permohonan bai {name}"),
            Done::Player { section, name } => format!("{section}: maklumat {name}"),
            Done::TeamsAdded { section, count } => format!("{section}: {count} pasukan ditambah"),
            Done::Team { section, code } => format!("{section}: pasukan {code}"),
            Done::Tpns { section } => format!("{section}: nombor pemain"),
            Done::RoundPaired { section, round } => {
                format!("{section}: pusingan {round} dipasangkan")
            }
            Done::RoundDeleted { section, round } => format!("{section}: pusingan {round} dipadam"),
            Done::Forbidden { section } => format!("{section}: pasangan larangan"),
            Done::Substitution { section } => format!("{section}: pertukaran pemain"),
            Done::PairingEdited { section, round } => {
                format!("{section}: pasangan pusingan {round} disunting")
            }
            Done::Printer => "tetapan pencetak".into(),
            Done::Nothing => "tiada perubahan".into(),
        }
    }
}

/// What the entry at `i` did; `None` when there is no such entry.
pub fn done_at(t: &Tournament, i: usize) -> Option<Done> {
    t.journal.entries.get(i).map(|e| done(t, e))
}

fn done(t: &Tournament, e: &JournalEntry) -> Done {
    let code = |s: u32| {
        t.sections
            .get(s as usize)
            .map_or_else(|| format!("#{}", s + 1), |x| x.code.clone())
    };
    let round_of = |stash: &Option<Box<crate::model::Round>>, s: u32| {
        stash.as_ref().map_or_else(
            || t.sections.get(s as usize).map_or(0, |x| x.rounds_paired()),
            |r| r.number,
        )
    };
    let Some(first) = e.changes.first() else {
        return Done::Nothing;
    };
    match first {
        Change::Result(_) | Change::Outcome { .. } => match first.board_result() {
            Some((s, round, board, before, after)) => Done::Result {
                section: code(s),
                round,
                board: board as usize + 1,
                before,
                after,
            },
            None => Done::Nothing,
        },
        Change::Championship { .. } => Done::Championship,
        Change::SectionAdded { index, .. } => Done::SectionAdded {
            section: code(*index),
        },
        Change::Settings {
            section,
            before,
            after,
        } if e.changes.len() == 1 && only_prizes(before, after) => Done::Prizes {
            section: code(*section),
        },
        Change::Settings { section, .. } => Done::Settings {
            section: code(*section),
        },
        Change::PlayersAdded { section, count, .. } => Done::PlayersAdded {
            section: code(*section),
            count: *count,
        },
        Change::PlayerRemoved { section, stash, .. } => Done::PlayerRemoved {
            section: code(*section),
            name: stash.as_ref().map(|p| p.name.clone()).unwrap_or_default(),
        },
        Change::Player {
            section,
            before,
            after,
        } => player(code(*section), before, after),
        Change::TeamsAdded { section, count, .. } => Done::TeamsAdded {
            section: code(*section),
            count: *count,
        },
        Change::Team { section, after, .. } => Done::Team {
            section: code(*section),
            code: after.code.clone(),
        },
        Change::Tpns { section, .. } => Done::Tpns {
            section: code(*section),
        },
        Change::RoundAdded { section, stash } => Done::RoundPaired {
            section: code(*section),
            round: round_of(stash, *section),
        },
        Change::RoundRemoved { section, stash } => Done::RoundDeleted {
            section: code(*section),
            round: stash.as_ref().map_or_else(
                || {
                    t.sections
                        .get(*section as usize)
                        .map_or(0, |x| x.rounds_paired() + 1)
                },
                |r| r.number,
            ),
        },
        Change::Forbidden { section, .. } => Done::Forbidden {
            section: code(*section),
        },
        Change::SubstitutionAdded { section, .. } => Done::Substitution {
            section: code(*section),
        },
        Change::Pairing { section, after, .. } => Done::PairingEdited {
            section: code(*section),
            round: after.number,
        },
        Change::Printer { .. } => Done::Printer,
        // Team-match settings and line-ups are named as the section's settings.
        Change::TeamMatch { section, .. } => Done::Settings {
            section: code(*section),
        },
    }
}

/// Whether two settings differ in their prizes alone.
fn only_prizes(
    before: &crate::model::SectionSettings,
    after: &crate::model::SectionSettings,
) -> bool {
    let mut same = after.clone();
    same.prizes = before.prizes.clone();
    before.prizes != after.prizes && &same == before
}

/// A player's change, named by what differs.
fn player(section: String, before: &Player, after: &Player) -> Done {
    let name = after.name.clone();
    if let Some(a) = after.absences.iter().find(|a| !before.absences.contains(a)) {
        let was_open = before
            .absences
            .iter()
            .any(|b| b.from == a.from && b.until.is_none());
        return match a.until {
            Some(back) if was_open => Done::Returns {
                section,
                name,
                from: back,
            },
            _ => Done::Withdrawn {
                section,
                name,
                from: a.from,
            },
        };
    }
    // A withdrawal taken back before its first round was paired: the open absence is
    // gone, and the player is back from the round it began in.
    if let Some(a) = before
        .absences
        .iter()
        .find(|a| a.until.is_none() && !after.absences.contains(a))
    {
        return Done::Returns {
            section,
            name,
            from: a.from,
        };
    }
    if before.bye_requests != after.bye_requests {
        return Done::Bye { section, name };
    }
    Done::Player { section, name }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Board, PlayerId, Round, Sport};
    use crate::ops::{PlayerFields, add_player, assign_tpns, create_section, publish_round};

    #[test]
    fn a_result_entry_is_told_from_its_change() {
        let mut t = Tournament::new("Kejohanan");
        create_section(&mut t, "L12", "Lelaki B12", 5, Sport::Chess).unwrap();
        for n in ["Ahmad bin Ismail", "Tan Wei Ming"] {
            add_player(&mut t, "L12", PlayerFields::named(n)).unwrap();
        }
        assign_tpns(&mut t, "L12").unwrap();
        let mut r = Round::new(1);
        r.boards
            .push(Board::new(PlayerId(1), PlayerId(2), Outcome::Pending));
        publish_round(&mut t, "L12", r).unwrap();
        assert!(matches!(
            done_at(&t, t.journal.entries.len() - 1),
            Some(Done::RoundPaired { round: 1, .. })
        ));
        crate::ops::set_result(
            &mut t,
            "L12",
            1,
            1,
            Outcome::Played(crate::model::GameResult::WhiteWins),
        )
        .unwrap();
        let last = t.journal.entries.len() - 1;
        assert!(matches!(
            done_at(&t, last),
            Some(Done::Result { ref section, round: 1, board: 1, .. }) if section == "L12"
        ));
        assert_eq!(done_at(&t, last + 1), None);
    }
}
