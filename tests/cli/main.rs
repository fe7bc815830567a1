//! The cli tests, gathered into one test binary (one link instead of one per file).

#[path = "../common/mod.rs"]
mod common;

mod check_export;
mod check_standings;
mod cli_commands;
mod cli_edit;
mod cli_exit_codes;
mod cli_json;
mod cli_players;
mod cli_prize_lines;
mod cli_prizes;
mod cli_same_day;
mod cli_schedule_all;
mod pairing_cli;
mod results_site;
mod roll_call_rule;
mod serve;
mod standings_cli;
mod trf_audit;
