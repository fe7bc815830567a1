//! Re-checking a round already paired (imported or edited by hand) and explaining it.

pub mod explain;
