//! Reading payloads of older format versions, keyed by the version in the header.
//!
//! postcard writes no field names: the bytes of a payload only make sense against the
//! exact Rust types that wrote them. So a file of version `v` is read with the types
//! of version `v`, then brought forward one version at a time to the current model.
//!
//! # The rule when the model changes
//! Any change to the serialized shape of `model` (a field added, removed, renamed or
//! reordered, an enum variant added or reordered, a type changed) must:
//! 1. bump [`FORMAT_VERSION`](super::FORMAT_VERSION);
//! 2. freeze a copy of the old types in `src/store/migrate/vN.rs` (plain structs and
//!    enums with `Deserialize`, named after the model ones, no methods) and add a
//!    conversion `vN -> vN+1` here, with an arm in [`upgrade`] that reads the old types
//!    and runs every conversion up to the current version;
//! 3. commit a sample file of the new version under `tests/data/` (the generator is the
//!    ignored test in `tests/files/store_sample_files.rs`) with a test of its facts.
//!
//! The tests of every older sample file must keep passing unchanged: they prove that
//! arbiters' files from earlier seasons still open.

mod v1;
mod v10;
mod v2;
mod v3;
mod v4;
mod v5;
mod v6;
mod v7;
mod v8;
mod v9;

use super::error::PayloadError;
use crate::model::{self as m, Tournament};
use serde::de::DeserializeOwned;

/// Decodes a payload written under `version` and upgrades it to the current model.
/// The caller has already checked that `1 <= version <= FORMAT_VERSION`.
pub(crate) fn upgrade(version: u16, payload: &[u8]) -> Result<Tournament, PayloadError> {
    match version {
        1 => read_exact::<v1::Tournament>(payload).map(v1_to_v2),
        2 => read_exact::<v2::Tournament>(payload).map(v2_to_v3),
        3 => read_exact::<v3::Tournament>(payload).map(v2_to_v3),
        4 => read_exact::<v4::Tournament>(payload).map(v2_to_v3),
        5 => read_exact::<v5::Tournament>(payload).map(v5_to_v6),
        6 => read_exact::<v6::Tournament>(payload).map(v6_to_v7),
        7 => read_exact::<v7::Tournament>(payload).map(v7_to_v8),
        8 => read_exact::<v8::Tournament>(payload).map(v8_to_v9),
        9 => read_exact::<v9::Tournament>(payload).map(v9_to_v10),
        10 => read_exact::<v10::Tournament>(payload).map(v10_to_v11),
        11 => read_exact::<Tournament>(payload),
        other => Err(PayloadError::NoReader(other)),
    }
}

/// Version 2 added the hand edits of a round (`Round::edits`, empty in older files), the
/// printer setup (`Tournament::printer`, the default plain 80-column ASCII) and the
/// journal changes that record them; everything else is carried over as it was.
fn v1_to_v2(t: v1::Tournament) -> Tournament {
    Tournament {
        championship: t.championship.up(),
        sections: t.sections.up(),
        printer: m::PrinterSetup::default(),
        journal: t.journal.up(),
    }
}

/// Version 3 added the section's bye rules (`SectionSettings::byes`): older
/// sections get the defaults (no limits; a late entry's missed rounds score zero).
/// Version 4 added the team tie-breaks (`SectionSettings::team_tiebreaks`): older
/// sections get `SUM1 NEXT BEST`, the order the standings always used before. Both
/// changed only the settings, so one conversion, generic over them, serves both.
/// Version 5 added the team-match data at the end of the section (`Section::team_match`,
/// `None`: every older section is individual) and read through the same conversion with
/// today's settings.
fn v2_to_v3<S: Up<m::SectionSettings>>(t: v2::Tournament<S>) -> Tournament {
    Tournament {
        championship: t.championship.up(),
        sections: t.sections.up(),
        printer: t.printer,
        journal: t.journal.up(),
    }
}

/// Version 6 added the team Swiss's colour preferences at the end of the team-match
/// settings (`TeamMatchSettings::colour_preferences`): older team-match sections get
/// Type A, the only kind the pairing used before.
fn v5_to_v6(t: v5::Tournament) -> Tournament {
    Tournament {
        championship: t.championship.up(),
        sections: t.sections.up(),
        printer: t.printer,
        journal: t.journal.up(),
    }
}

/// Version 7 added the filler mark at the end of the player (`Player::filler`, no one in
/// an older file), the prize list and qualifiers at the end of the section's settings
/// (`SectionSettings::prizes`, empty) and the medal points at the end of the championship
/// (`Championship::medal_points`, none: the school table ranks as it always did).
fn v6_to_v7(t: v6::Tournament) -> Tournament {
    Tournament {
        championship: t.championship.up(),
        sections: t.sections.up(),
        printer: t.printer,
        journal: t.journal.up(),
    }
}

/// Version 8 added the round times at the end of the section's settings
/// (`SectionSettings::schedule`, empty: no round has a time).
fn v7_to_v8(t: v7::Tournament) -> Tournament {
    Tournament {
        championship: t.championship.up(),
        sections: t.sections.up(),
        printer: t.printer,
        journal: t.journal.up(),
    }
}

/// Version 9 added the results address and the site folder at the end of the
/// championship (`Championship::results_address`, `Championship::site_folder`, none:
/// nothing shows an address unless told, and no site is kept).
fn v8_to_v9(t: v8::Tournament) -> Tournament {
    Tournament {
        championship: t.championship.up(),
        sections: t.sections.up(),
        printer: t.printer,
        journal: t.journal.up(),
    }
}

/// Version 10 added the roll-call rule at the end of the section's settings
/// (`SectionSettings::roll_call`, the zero-point bye: what the roll call always gave).
fn v9_to_v10(t: v9::Tournament) -> Tournament {
    Tournament {
        championship: t.championship,
        sections: t.sections.up(),
        printer: t.printer,
        journal: t.journal.up(),
    }
}

/// Version 11 keeps what a journal entry did as facts (`model::Deed`) where version 10
/// kept an English sentence; the sentences of older files are kept as they were stored.
fn v10_to_v11(t: v10::Tournament) -> Tournament {
    Tournament {
        championship: t.championship,
        sections: t.sections,
        printer: t.printer,
        journal: t.journal.up(),
    }
}

/// A journal entry's stored sentence (format version 10 and older) as its deed: empty
/// for an entry told from its change.
fn stored_words(description: String) -> m::Deed {
    if description.is_empty() {
        m::Deed::Told
    } else {
        m::Deed::Words(description)
    }
}

impl Up<m::JournalEntry> for v10::JournalEntry {
    fn up(self) -> m::JournalEntry {
        let (after_previous, description, changes) = match self {
            v10::JournalEntry::One(gap, c) => (gap, String::new(), vec![c]),
            v10::JournalEntry::Many(gap, d, cs) => (gap, d, cs),
        };
        m::JournalEntry {
            after_previous,
            deed: stored_words(description),
            changes,
        }
    }
}

/// Conversion of a frozen version 1 value into the current model.
trait Up<T> {
    fn up(self) -> T;
}

impl<A: Up<B>, B> Up<Option<B>> for Option<A> {
    fn up(self) -> Option<B> {
        self.map(Up::up)
    }
}

impl<A: Up<B>, B> Up<Vec<B>> for Vec<A> {
    fn up(self) -> Vec<B> {
        self.into_iter().map(Up::up).collect()
    }
}

impl<A: Up<B>, B> Up<Box<B>> for Box<A> {
    fn up(self) -> Box<B> {
        Box::new((*self).up())
    }
}

/// Plain values the versions share.
macro_rules! same {
    ($($t:ty),*) => {$(
        impl Up<$t> for $t {
            fn up(self) -> $t {
                self
            }
        }
    )*};
}
same!(u8, u16, u32, u64, usize, i32, bool, String);
// The model types versions 3 and 4 kept from version 2 (see `v2.rs`).
same!(
    m::Team,
    m::Round,
    m::Outcome,
    m::ForbiddenPair,
    m::Substitution,
    m::PrinterSetup,
    m::PackedResult,
    m::Sport,
    m::PairingSystem,
    m::PointValues,
    m::TeamSettings,
    m::LocalRules,
    m::InitialOrder,
    m::Colour,
    m::Language,
    m::ByeRules,
    m::TeamTiebreaks
);
// The model types version 6 kept from version 5 (see `v5.rs`).
same!(
    m::TeamSystem,
    m::MatchPointValues,
    m::TeamRanking,
    m::LineUp,
    m::TeamRound
);
// The model types version 7 kept from version 6 inside the player and the section (see
// `v6.rs`).
same!(
    m::PlayerId,
    m::TeamId,
    m::Sex,
    m::Title,
    m::Date,
    m::Absence,
    m::ByeRequest,
    m::TeamMatchSection
);
// The model types version 8 kept from version 7 (see `v7.rs`).
same!(m::Player, m::PrizeRules);
// The model types version 9 kept from version 8 (see `v8.rs`).
same!(m::MedalPoints);
// The model types version 10 kept from version 9 (see `v9.rs`).
same!(m::Championship, m::Schedule);

/// A struct whose fields are all carried over one by one (from version 1 unless a
/// version is named), and whose fields after `+` are new and start at their default.
macro_rules! fields {
    ($name:ident { $($f:ident),* $(,)? }) => {
        fields!(v1::$name { $($f),* });
    };
    ($v:ident :: $name:ident | $w:ident :: $wname:ident { $($f:ident),* $(,)? } $(+ { $($new:ident),* })?) => {
        fields!($v::$name { $($f),* } $(+ { $($new),* })?);
        fields!($w::$wname { $($f),* } $(+ { $($new),* })?);
    };
    ($v:ident :: $name:ident < $g:ident > { $($f:ident),* $(,)? } $(+ { $($new:ident),* })?) => {
        impl<$g: Up<m::SectionSettings>> Up<m::$name> for $v::$name<$g> {
            fn up(self) -> m::$name {
                m::$name { $($f: self.$f.up(),)* $($($new: Default::default(),)*)? }
            }
        }
    };
    ($v:ident :: $name:ident { $($f:ident),* $(,)? } $(+ { $($new:ident),* })?) => {
        impl Up<m::$name> for $v::$name {
            fn up(self) -> m::$name {
                m::$name { $($f: self.$f.up(),)* $($($new: Default::default(),)*)? }
            }
        }
    };
}

/// An enum whose variants carry nothing.
macro_rules! unit_variants {
    ($name:ident { $($v:ident),* $(,)? }) => {
        impl Up<m::$name> for v1::$name {
            fn up(self) -> m::$name {
                match self {
                    $(v1::$name::$v => m::$name::$v),*
                }
            }
        }
    };
}

fields!(Date { year, month, day });
fields!(PointValues {
    win,
    draw,
    loss,
    forfeit_win,
    forfeit_loss,
    pab,
    half_bye,
    zero_bye,
    full_bye,
});
fields!(Absence { from, until });
fields!(ByeRequest { round, kind });
fields!(
    v1::Player {
        id,
        tpn,
        name,
        sex,
        birth,
        rating,
        title,
        federation,
        national_id,
        fide_id,
        team,
        board,
        reserve,
        entry_round,
        absences,
        bye_requests,
    } + { filler }
);
fields!(Team { id, name, code });
fields!(Board {
    white,
    black,
    outcome,
    manual
});
fields!(Unpaired { player, kind });
fields!(TeamSettings { counted });
fields!(LocalRules {
    same_team_rounds,
    top_seeds_apart
});
fields!(ForbiddenPair {
    first_round,
    last_round,
    players
});
fields!(Substitution {
    team,
    from_round,
    incoming,
    outgoing
});
fields!(
    v1::Section {
        code,
        settings,
        players,
        teams,
        rounds,
        forbidden,
        substitutions,
        next_player_id,
        next_team_id,
    } + { team_match }
);
fields!(v2::Section<S> {
    code,
    settings,
    players,
    teams,
    rounds,
    forbidden,
    substitutions,
    next_player_id,
    next_team_id,
} + { team_match });
fields!(
    v1::Championship {
        name,
        venue,
        start,
        end,
        chief_arbiter,
        deputy_arbiters,
        federation,
    } + { medal_points, results_address, site_folder }
);
// Versions 1 and 2 wrote the same settings (of their own field types).
fields!(
    v1::SectionSettings | v2::SectionSettings {
        name,
        sport,
        rounds_planned,
        system,
        points,
        tiebreaks,
        team_settings,
        local_rules,
        initial_order,
        initial_colour,
        accelerated,
        language,
        lots_seed,
    } + { byes, team_tiebreaks, prizes, schedule, roll_call }
);
fields!(
    v3::SectionSettings {
        name,
        sport,
        rounds_planned,
        system,
        points,
        tiebreaks,
        team_settings,
        local_rules,
        initial_order,
        initial_colour,
        accelerated,
        language,
        lots_seed,
        byes,
    } + { team_tiebreaks, prizes, schedule, roll_call }
);
fields!(v5::Section {
    code,
    settings,
    players,
    teams,
    rounds,
    forbidden,
    substitutions,
    next_player_id,
    next_team_id,
    team_match,
});
fields!(v5::TeamMatchSection {
    settings,
    lineups,
    rounds
});
fields!(
    v5::TeamMatchSettings {
        boards,
        system,
        match_points,
        ranking,
        tiebreaks,
        substitutions_until,
        board_prize_min_games,
    } + { colour_preferences }
);
fields!(v5::Journal { entries, cursor });
fields!(v6::Journal { entries, cursor });
fields!(
    v6::Player {
        id,
        tpn,
        name,
        sex,
        birth,
        rating,
        title,
        federation,
        national_id,
        fide_id,
        team,
        board,
        reserve,
        entry_round,
        absences,
        bye_requests,
    } + { filler }
);
fields!(
    v6::Championship {
        name,
        venue,
        start,
        end,
        chief_arbiter,
        deputy_arbiters,
        federation,
    } + { medal_points, results_address, site_folder }
);
fields!(
    v6::SectionSettings {
        name,
        sport,
        rounds_planned,
        system,
        points,
        tiebreaks,
        team_settings,
        local_rules,
        initial_order,
        initial_colour,
        accelerated,
        language,
        lots_seed,
        byes,
        team_tiebreaks,
    } + { prizes, schedule, roll_call }
);
fields!(v6::Section {
    code,
    settings,
    players,
    teams,
    rounds,
    forbidden,
    substitutions,
    next_player_id,
    next_team_id,
    team_match,
});
fields!(Journal { entries, cursor });
fields!(v7::Journal { entries, cursor });
fields!(v8::Journal { entries, cursor });
fields!(v9::Journal { entries, cursor });
fields!(v10::Journal { entries, cursor });
fields!(
    v8::Championship {
        name,
        venue,
        start,
        end,
        chief_arbiter,
        deputy_arbiters,
        federation,
        medal_points,
    } + { results_address, site_folder }
);
fields!(
    v7::SectionSettings {
        name,
        sport,
        rounds_planned,
        system,
        points,
        tiebreaks,
        team_settings,
        local_rules,
        initial_order,
        initial_colour,
        accelerated,
        language,
        lots_seed,
        byes,
        team_tiebreaks,
        prizes,
    } + { schedule, roll_call }
);
fields!(
    v9::SectionSettings {
        name,
        sport,
        rounds_planned,
        system,
        points,
        tiebreaks,
        team_settings,
        local_rules,
        initial_order,
        initial_colour,
        accelerated,
        language,
        lots_seed,
        byes,
        team_tiebreaks,
        prizes,
        schedule,
    } + { roll_call }
);
fields!(
    v7::Section
        | v9::Section {
            code,
            settings,
            players,
            teams,
            rounds,
            forbidden,
            substitutions,
            next_player_id,
            next_team_id,
            team_match,
        }
);
fields!(v2::Journal<S> { entries, cursor });
unit_variants!(Colour { White, Black });
unit_variants!(GameResult {
    WhiteWins,
    Draw,
    BlackWins
});
unit_variants!(ByeKind {
    Pab,
    Half,
    Full,
    Zero,
    Absent
});
unit_variants!(Sex { Male, Female });
unit_variants!(Title {
    GM,
    IM,
    WGM,
    FM,
    WIM,
    CM,
    WFM,
    WCM
});
unit_variants!(Sport { Chess, Draughts });
unit_variants!(InitialOrder {
    Rating,
    BoardValue,
    RatingThenBoard,
    Manual
});
unit_variants!(Language { Malay, English });

impl Up<m::PlayerId> for v1::PlayerId {
    fn up(self) -> m::PlayerId {
        m::PlayerId(self.0)
    }
}

impl Up<m::TeamId> for v1::TeamId {
    fn up(self) -> m::TeamId {
        m::TeamId(self.0)
    }
}

impl Up<m::Points> for v1::Points {
    fn up(self) -> m::Points {
        m::Points(self.0)
    }
}

impl Up<m::Round> for v1::Round {
    fn up(self) -> m::Round {
        m::Round {
            number: self.number,
            boards: self.boards.up(),
            unpaired: self.unpaired.up(),
            edits: Vec::new(),
        }
    }
}

impl Up<m::PairingSystem> for v1::PairingSystem {
    fn up(self) -> m::PairingSystem {
        match self {
            v1::PairingSystem::SwissDutch => m::PairingSystem::SwissDutch,
            v1::PairingSystem::RoundRobin { double } => m::PairingSystem::RoundRobin { double },
        }
    }
}

impl Up<m::Outcome> for v1::Outcome {
    fn up(self) -> m::Outcome {
        use v1::Outcome as O;
        match self {
            O::Pending => m::Outcome::Pending,
            O::Played(r) => m::Outcome::Played(r.up()),
            O::ShortGame(r) => m::Outcome::ShortGame(r.up()),
            O::WhiteForfeitWin => m::Outcome::WhiteForfeitWin,
            O::BlackForfeitWin => m::Outcome::BlackForfeitWin,
            O::DoubleForfeit => m::Outcome::DoubleForfeit,
            O::Adjusted {
                white,
                black,
                played,
            } => m::Outcome::Adjusted {
                white: white.up(),
                black: black.up(),
                played,
            },
        }
    }
}

/// The journal of an older version: entries and changes carried over variant by
/// variant. The arms every version shares are written once here; each version adds the
/// arms in which it differs (how a packed result is read, the variants it did not have
/// or that came later). `up_journal!([v6 v7] { arms })` gives several versions the
/// same arms.
macro_rules! up_journal {
    ([] $arms:tt) => {};
    ([$v:ident $($rest:ident)*] { $($arms:tt)* }) => {
        up_journal!($v; $($arms)*);
        up_journal!([$($rest)*] { $($arms)* });
    };
    ($v:ident $(<$g:ident>)?; $($arms:tt)*) => {
        impl$(<$g: Up<m::SectionSettings>>)? Up<m::JournalEntry> for $v::JournalEntry$(<$g>)? {
            fn up(self) -> m::JournalEntry {
                let (after_previous, description, changes) = match self {
                    $v::JournalEntry::One(gap, c) => (gap, String::new(), vec![c.up()]),
                    $v::JournalEntry::Many(gap, d, cs) => (gap, d, cs.up()),
                };
                m::JournalEntry {
                    after_previous,
                    deed: stored_words(description),
                    changes,
                }
            }
        }

        impl$(<$g: Up<m::SectionSettings>>)? Up<m::Change> for $v::Change$(<$g>)? {
            fn up(self) -> m::Change {
                use m::Change as C;
                use $v::Change as V;
                match self {
                    V::Championship { before, after } => C::Championship {
                        before: before.up(),
                        after: after.up(),
                    },
                    V::SectionAdded { index, stash } => C::SectionAdded {
                        index,
                        stash: stash.up(),
                    },
                    V::Settings {
                        section,
                        before,
                        after,
                    } => C::Settings {
                        section,
                        before: before.up(),
                        after: after.up(),
                    },
                    V::PlayersAdded {
                        section,
                        count,
                        stash,
                    } => C::PlayersAdded {
                        section,
                        count,
                        stash: stash.up(),
                    },
                    V::PlayerRemoved {
                        section,
                        index,
                        stash,
                    } => C::PlayerRemoved {
                        section,
                        index,
                        stash: stash.up(),
                    },
                    V::Player {
                        section,
                        before,
                        after,
                    } => C::Player {
                        section,
                        before: before.up(),
                        after: after.up(),
                    },
                    V::TeamsAdded {
                        section,
                        count,
                        stash,
                    } => C::TeamsAdded {
                        section,
                        count,
                        stash: stash.up(),
                    },
                    V::Team {
                        section,
                        before,
                        after,
                    } => C::Team {
                        section,
                        before: before.up(),
                        after: after.up(),
                    },
                    V::Tpns {
                        section,
                        before,
                        after,
                    } => C::Tpns {
                        section,
                        before,
                        after,
                    },
                    V::RoundAdded { section, stash } => C::RoundAdded {
                        section,
                        stash: stash.up(),
                    },
                    V::RoundRemoved { section, stash } => C::RoundRemoved {
                        section,
                        stash: stash.up(),
                    },
                    V::Outcome {
                        section,
                        round,
                        board,
                        before,
                        after,
                    } => C::Outcome {
                        section,
                        round,
                        board,
                        before: before.up(),
                        after: after.up(),
                    },
                    V::Forbidden {
                        section,
                        before,
                        after,
                    } => C::Forbidden {
                        section,
                        before: before.up(),
                        after: after.up(),
                    },
                    V::SubstitutionAdded {
                        section,
                        substitution,
                    } => C::SubstitutionAdded {
                        section,
                        substitution: substitution.up(),
                    },
                    $($arms)*
                }
            }
        }
    };
}

up_journal!(v1; V::Result(p) => C::Result(m::PackedResult(p.0)),);
up_journal!(v2<S>;
    V::Result(p) => C::Result(p),
    V::Pairing {
        section,
        before,
        after,
    } => C::Pairing {
        section,
        before,
        after,
    },
    V::Printer { before, after } => C::Printer { before, after },
);
up_journal!(v5;
    V::Result(p) => C::Result(p),
    V::Pairing {
        section,
        before,
        after,
    } => C::Pairing {
        section,
        before,
        after,
    },
    V::Printer { before, after } => C::Printer { before, after },
    V::TeamMatch {
        section,
        before,
        after,
    } => C::TeamMatch {
        section,
        before: before.up(),
        after: after.up(),
    },
);

// Versions 6 to 9 carry these variants the same way.
up_journal!([v6 v7 v8 v9] {
    V::Result(p) => C::Result(p),
    V::Pairing {
        section,
        before,
        after,
    } => C::Pairing {
        section,
        before,
        after,
    },
    V::Printer { before, after } => C::Printer { before, after },
    V::TeamMatch {
        section,
        before,
        after,
    } => C::TeamMatch {
        section,
        before,
        after,
    },
});

/// Decodes one value and insists that nothing follows it: a payload with spare bytes
/// was not written by the types it is being read with.
fn read_exact<T: DeserializeOwned>(payload: &[u8]) -> Result<T, PayloadError> {
    let (value, rest) = postcard::take_from_bytes::<T>(payload).map_err(PayloadError::Decode)?;
    if rest.is_empty() {
        Ok(value)
    } else {
        Err(PayloadError::SpareBytes(rest.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn current_version_reads_exactly_one_tournament() {
        let t = Tournament::new("Kejohanan Catur Sekolah-Sekolah Pahang");
        let mut payload = postcard::to_stdvec(&t).unwrap();
        assert_eq!(upgrade(10, &payload), Ok(t));
        payload.push(0);
        let err = upgrade(10, &payload).unwrap_err();
        assert_eq!(err, PayloadError::SpareBytes(1));
        assert!(err.to_string().contains("1 unexpected bytes"), "{err}");
    }

    #[test]
    fn versions_without_a_reader_are_refused() {
        let err = upgrade(99, &[]).unwrap_err();
        assert!(err.to_string().contains("version 99"), "{err}");
    }
}
