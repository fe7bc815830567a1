//! The tournament file: one championship per file, written so that no crash can lose
//! more than the change being saved, and read so that any damage is named precisely.
//!
//! # The file
//! A 19-byte header, then the payload (details in `format.rs`):
//! magic `CATUR`, format version (u16 LE), payload length (u64 LE), CRC-32 of the
//! payload (u32 LE), then the postcard encoding of [`model::Tournament`](crate::model::Tournament).
//! [`load`] checks each field in turn and reports each problem as its own
//! [`StoreError`] variant: not a catur file, truncated, checksum mismatch (damaged),
//! written by a newer catur, undecodable. Loading never writes.
//!
//! # Saving
//! [`save`] writes `NAME.PID.catur.tmp` beside the target, syncs it, renames it over the
//! target and syncs the folder, so the file on disk is always either the previous save
//! or the new one, whole; the backups rotate only after that, so a save that fails
//! leaves them as they were. Changes made by the desk and the command line go through
//! [`Shared`], which holds the file's lock around reading, changing and saving. A file at the target that does not load is never overwritten:
//! `save` refuses with [`StoreError::TargetDamaged`] and the arbiter restores a backup
//! ([`newest_good_backup`], [`restore`]) or saves under another name. A read-only file is
//! not saved over either. Only the tournament file is synced to disk; backups and
//! snapshots are written without a sync, as a second line of defence that costs no time.
//!
//! # Files beside `NAME.catur`
//! ```text
//! NAME.catur                 the tournament
//! NAME.lock                  the file whose OS lock every change holds (see `Shared`);
//!                            never removed by catur (one removed by someone else is
//!                            noticed, see `lock.rs`)
//! NAME.holder                who holds the lock or held it last (the program, the
//!                            computer, the process); never locked, so it can be read
//!                            while the lock is held, also on Windows
//! NAME.PID.catur.tmp         a save in progress by process PID (one left by a crash is
//!                            harmless, and removed at the next open for a change)
//! NAME.backup/NAME.next.PID.tmp
//!                            the state a save of process PID is replacing, until the
//!                            new file is in place and the backups rotate
//! NAME.backup/NAME.1.catur   the previous save; .2 and .3 the ones before (3 kept)
//! NAME.backup/NAME.L12-r3.catur
//!                            the file as saved when round 3 of section L12 first had
//!                            every result (one per completed round, never replaced)
//! NAME.backup/NAME.damaged-1.catur
//!                            a damaged file that `restore` replaced, kept for inspection
//! ```
//! Section codes appear in names with anything but ASCII letters, digits, `-` and `_`
//! turned into `_`. Saving a tournament identical to the file rewrites nothing and
//! rotates nothing, so repeated saves never push real history out of the backups.
//!
//! # Older files
//! The version in the header selects how the payload is read; older versions are read
//! with frozen copies of their types and upgraded (see `migrate.rs`). **Any change to the
//! serialized shape of the model bumps [`FORMAT_VERSION`] and adds a migration from
//! frozen copies of the old types; the tests over the committed sample files
//! (`tests/data/store-v1.catur` and later) must keep passing unchanged.**

mod backups;
mod error;
mod format;
pub mod limits;
mod load;
mod lock;
mod migrate;
mod paths;
mod save;
mod shareable;
mod shared;
#[cfg(windows)]
mod windows;

pub use backups::{BackupInfo, Restored, Summary, backups, newest_good_backup, restore};
pub use error::{IoAction, Origin, PayloadError, StoreError, say_io};
pub use format::{FORMAT_VERSION, HEADER_LEN, MAGIC, MAX_ROUNDS_PLANNED, decode, encode};
pub use load::load;
pub use lock::{AskToWait, LOCK_WAIT, holder_of, who};
pub use paths::{BACKUPS_KEPT, BackupKind, backup_dir, temp_path};
pub use save::{SaveReport, save};
pub use shared::{Committed, Shared, TxError};
