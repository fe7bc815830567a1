//! A school (or district) team inside one section. Membership lives on the players
//! (team and board), so it can never disagree with them.

use super::ids::TeamId;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Team {
    pub id: TeamId,
    /// Full name, e.g. `SK Seri Indah`.
    pub name: String,
    /// Short code printed in narrow columns, e.g. `SKSI`.
    pub code: String,
}
