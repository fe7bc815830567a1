//! The desk tests, gathered into one test binary (one link instead of one per file).

#[path = "../common/mod.rs"]
mod common;

mod hall_address;
mod kept_site;
mod one_wording;
mod prize_desk;
mod prize_view;
mod roll_call;
mod schedule_all;
mod screens_read;
mod team_keys;
mod tui_desk;
mod tui_desk_keys;
mod tui_district_day;
mod tui_import_said;
mod tui_labels_fit;
mod tui_languages;
mod tui_lock_wait;
mod tui_new_school;
mod tui_pty;
mod tui_result_desk;
mod tui_scenario;
mod tui_screens;
mod tui_team_day;
mod tui_team_match;
mod tui_team_walk;
mod tui_text_fields;
mod tui_words;
