//! The tournament file: magic, version, length, CRC-32 and a postcard payload, saved
//! atomically with rotating backups.
