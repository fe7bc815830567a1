//! The players screen (F2): its cursor, the search that filters it and its order.

use super::super::strings::{Language, T};

/// The order of the players table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SortKey {
    #[default]
    Tpn,
    Name,
    Team,
    Rating,
}

impl SortKey {
    pub fn next(self) -> SortKey {
        match self {
            SortKey::Tpn => SortKey::Name,
            SortKey::Name => SortKey::Team,
            SortKey::Team => SortKey::Rating,
            SortKey::Rating => SortKey::Tpn,
        }
    }

    pub fn label(self, lang: Language) -> &'static str {
        match self {
            SortKey::Tpn => T::Tpn.get(lang),
            SortKey::Name => T::Name.get(lang),
            SortKey::Team => T::Team.get(lang),
            SortKey::Rating => T::Rating.get(lang),
        }
    }
}

/// F2's state.
#[derive(Debug, Default)]
pub struct PlayersView {
    pub(super) cursor: Option<usize>,
    /// Only players whose name, school or number holds this text are listed.
    pub search: String,
    pub sort: SortKey,
}

impl PlayersView {
    /// `o`: the next order, from the top of the list.
    pub fn next_order(&mut self) {
        self.sort = self.sort.next();
        self.cursor = Some(0);
    }

    /// Esc with a search typed: every player listed again, from the top. Whether there
    /// was a search to clear.
    pub fn clear_search(&mut self) -> bool {
        if self.search.is_empty() {
            return false;
        }
        self.search.clear();
        self.cursor = Some(0);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_order_goes_round_and_starts_at_the_top() {
        let mut v = PlayersView {
            cursor: Some(6),
            ..Default::default()
        };
        for want in [SortKey::Name, SortKey::Team, SortKey::Rating, SortKey::Tpn] {
            v.next_order();
            assert_eq!(v.sort, want);
        }
        assert_eq!(v.cursor, Some(0));
    }

    #[test]
    fn esc_clears_a_search_once() {
        let mut v = PlayersView {
            cursor: Some(3),
            search: "tan".into(),
            ..Default::default()
        };
        assert!(v.clear_search());
        assert_eq!((v.search.as_str(), v.cursor), ("", Some(0)));
        assert!(!v.clear_search(), "nothing left to clear");
    }
}
