//! The engine tests, gathered into one test binary (one link instead of one per file).

#[path = "../common/mod.rs"]
mod common;

mod dutch_2026_criteria;
mod matching_bruteforce;
mod pairing_acceleration;
mod pairing_check;
mod pairing_corpus;
mod pairing_differential;
mod pairing_explain;
mod pairing_golden;
mod pairing_properties;
mod round_robin_fide_tables;
mod round_robin_properties;
mod round_robin_teams;
mod standings_props;
mod standings_scenarios;
mod team_swiss_criteria;
mod team_swiss_golden;
mod team_swiss_oracle;
mod tiebreaks_corpus;
