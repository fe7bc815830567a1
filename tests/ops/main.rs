//! The ops tests, gathered into one test binary (one link instead of one per file).

#[path = "../common/mod.rs"]
mod common;

mod byes_reserves;
mod filler_player;
mod journal_words;
mod ops_attendance_rounds;
mod ops_csv;
mod ops_edits;
mod ops_impossible;
mod ops_scenario;
mod ops_size;
mod ops_team_first;
mod ops_undo;
mod team_match;
