//! A round already paired (by the engine, imported, or edited by hand), looked at again:
//! [`violations`] re-checks it against the absolute criteria, the school rules'
//! constraints and plain consistency, each breach named in words a team coach
//! understands; [`explain`] says bracket by bracket and board by board why it is what it is.

pub mod explain;
pub mod violations;
mod words;

pub use violations::{Rule, Violation, check_round};
pub use words::say_all;
