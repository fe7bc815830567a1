//! The arbiter's operations: the only way the program changes a tournament. Each
//! validates its input, applies the change and records it in the journal for undo.
//!
//! Every operation is a free function on `&mut Tournament` naming the section by its
//! code and boards 1-based, as the arbiter says them. A successful operation records
//! exactly one journal entry; a refused one returns an [`OpError`] and changes nothing.
//!
//! A reserve who is not in the team's line-up is recorded as absent (an open
//! [`Absence`](crate::model::Absence) from the first round), so that every reader of
//! [`Player::status`](crate::model::Player::status), the pairing engine included, leaves
//! him out without knowing about reserves; a substitution ends that absence.
//!
//! An operation never edits the model directly: it checks its input, describes its
//! effect as a list of [`Change`](crate::model::Change)s and lets the journal apply
//! them, so undo reverses exactly what was done. The changes are fine-grained (one
//! player, one board) to keep the journal, which is saved with the tournament, small.

mod attendance;
pub mod attendance_done;
mod bye_done;
mod carry;
mod done;
mod edits;
mod error;
mod forbidden;
mod import;
mod import_said;
mod import_words;
mod journal;
mod lineup;
mod lots;
mod pairing;
mod players;
mod printer;
mod prizes;
mod problem;
mod results;
mod rounds;
mod same;
mod section;
mod settings;
mod status;
mod team_match;
mod team_why;
mod teams;
#[cfg(test)]
mod test_support;
mod tpn;
mod why;

pub use attendance::{cancel_bye, mark_absent, on_roll_call, request_bye, return_player, withdraw};
pub use bye_done::ByeDone;
pub use carry::rows_from_section;
pub use done::{Done, done_at};
pub use edits::{EditError, EditRequest, edit_pairing};
pub use error::{ByeRule, OpError};
pub use forbidden::{add_forbidden_pair, remove_forbidden_pair};
pub use import::{
    CellProblem, CsvImportError, Heading, PlayerRow, decode_players_csv, import_players,
    parse_players_csv,
};
pub use import_said::{
    ImportReport, OrderKey, SectionImported, SexMisfit, import_players_said, section_sex,
};
pub use journal::{
    HistoryItem, NewsItem, UndoScope, can_redo, can_undo, description, journal_entries,
    last_in_scope, news_items, nothing_to_undo_in, redo, said, same_entry, undo, undo_entry,
};
pub use lineup::line_up;
pub use lots::draw_lots;
pub use pairing::{
    Blocker, ConstraintFacts, ForbiddenFact, PairError, Remedy, TeamShare, pair_next_round,
    propose_next_round,
};
pub use players::{
    PlayerFields, add_player, add_player_with_team, check_remove_player, edit_player,
    edit_player_with_team, remove_player,
};
pub use printer::{PRINTER_WIDTHS, set_printer};
pub use prizes::{
    PrizeField, PrizeList, PrizeWhy, add_prize, move_prize, prizes_per_player, remove_prize,
    replace_prize, set_medal_points, set_several_prizes,
};
pub use problem::{JournalPart, JournalProblem, Named, NotPlaying, RoundProblem};
pub use results::{
    change_earlier_result, change_result, clear_result, later_round_paired, set_result,
};
pub use rounds::{available_players, delete_last_round, publish_round};
pub use section::{
    MAX_ROUNDS, check_championship, create_section, create_team_section, edit_championship,
    edit_section, import_section, roll_call_to_every_section, schedule_to_every_section,
    tiebreaks_to_every_section,
};
pub use settings::{
    SECTION_SETTINGS, Scope, Setting, SettingError, SettingKind, SettingValue, SettingValues,
    edit_section_settings, section_setting,
};
pub use status::{enters_in_round, player_status, reserve_word, withdrawn_word};
pub use team_match::{
    MAX_BOARDS, TeamRoundProposal, lineup as team_lineup, pair_team_round, play_individually,
    propose_team_round, publish_team_round, round_matches, set_lineup, set_team_match,
    team_entrants, team_forfeit, team_forfeit_said, team_order,
};
pub use team_match::{member_withdrawn, return_member, withdraw_member};
pub use team_why::TeamWhy;
pub use teams::{add_team, assign_to_team, edit_team, offer_team_code, substitute};
pub use tpn::{assign_tpns, initial_order, order_team_mates_first, set_tpn_order};
pub use why::{DateKind, Hint, PointKind, Quantity, Same, TextField, Why};

use crate::model::{Player, PlayerId, Section, Sex, TeamId, Tournament};

/// The position of a section, found by its code (case-insensitive).
fn section_index(t: &Tournament, code: &str) -> Result<usize, OpError> {
    t.sections
        .iter()
        .position(|s| s.code.eq_ignore_ascii_case(code.trim()))
        .ok_or_else(|| OpError::NoSection {
            code: code.trim().to_string(),
            known: t.sections.iter().map(|s| s.code.clone()).collect(),
        })
}

fn find_player(s: &Section, id: PlayerId) -> Result<&Player, OpError> {
    s.player(id).ok_or(OpError::NoPlayer {
        section: s.code.clone(),
        id: id.0,
    })
}

fn check_team(s: &Section, id: TeamId) -> Result<(), OpError> {
    match s.team(id) {
        Some(_) => Ok(()),
        None => Err(OpError::NoTeam {
            section: s.code.clone(),
            id: id.0,
        }),
    }
}

/// How a message refers to a player already named in it.
fn pronoun(p: &Player) -> &'static str {
    match p.sex {
        Some(Sex::Male) => "him",
        Some(Sex::Female) => "her",
        None => "the player",
    }
}

/// The next round to pair in a section.
fn next_round(s: &Section) -> crate::model::RoundNo {
    s.rounds_paired() + 1
}
