//! Re-checking a pairing the engine did not make (imported, or edited by hand) against
//! the absolute criteria, the school rules' constraints and plain consistency, each
//! breach named in words a team coach understands.

pub mod violations;

pub use violations::{Rule, Violation, check_round};
