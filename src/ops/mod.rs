//! The arbiter's operations: the only way the program changes a tournament. Each
//! validates its input, applies the change and records it in the journal for undo.
