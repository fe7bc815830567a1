//! The files tests, gathered into one test binary (one link instead of one per file).

#[path = "../common/mod.rs"]
mod common;
#[path = "../store_support/mod.rs"]
mod store_support;

mod csv_encodings;
mod hostile_text;
mod input_limits;
mod several_hands;
mod several_hands_big_pairing;
mod several_hands_teams;
mod store_backups;
mod store_crash;
mod store_damage;
mod store_lock_race;
mod store_roundtrip;
mod store_sample_files;
mod trf_convert;
mod trf_corpus;
mod trf_errors;
mod trf_export_import;
mod trf_fuzz;
mod trf_limits;
mod trf_round_dates;
mod trf_roundtrip;
