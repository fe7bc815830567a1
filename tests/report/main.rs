//! The report tests, gathered into one test binary (one link instead of one per file).

#[path = "../common/mod.rs"]
mod common;

mod printed_address;
mod prize_giving;
mod report_pages;
mod report_team_match;
mod report_whole;
mod schedule;
mod site;
mod team_forfeits;
mod team_school_table;
