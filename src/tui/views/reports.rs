//! The report screen (F7): the list of reports (its cursor chooses one) and how far the
//! preview of the chosen report is scrolled, down and sideways.

/// F7's state.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct ReportView {
    pub(super) cursor: Option<usize>,
    /// The report chosen (a row of the list).
    pub kind: usize,
    /// Lines of the preview scrolled off the top.
    pub scroll: usize,
    /// Columns scrolled sideways (`<` `>`), so every printed column can be read.
    pub across: usize,
}

/// How far `<` and `>` move the preview.
const ACROSS_STEP: usize = 10;

impl ReportView {
    /// The cursor rests on report `kind`: a report newly chosen shows from its top.
    pub fn choose(&mut self, kind: usize) {
        if kind != self.kind {
            self.scroll = 0;
        }
        self.kind = kind;
    }

    pub(super) fn page_up(&mut self, page: usize) {
        self.scroll = self.scroll.saturating_sub(page);
    }

    /// One page down, no further than `down` (where the preview's end shows).
    pub(super) fn page_down(&mut self, page: usize, down: usize) {
        self.scroll = (self.scroll + page).min(down);
    }

    pub(super) fn left(&mut self) {
        self.across = self.across.saturating_sub(ACROSS_STEP);
    }

    /// Ten columns right, no further than `across` (where the widest line ends).
    pub(super) fn right(&mut self, across: usize) {
        self.across = (self.across + ACROSS_STEP).min(across);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn another_report_shows_from_its_top() {
        let mut v = ReportView::default();
        v.page_down(20, 50);
        v.choose(0);
        assert_eq!(v.scroll, 20, "the same report keeps its place");
        v.choose(2);
        assert_eq!((v.kind, v.scroll), (2, 0));
    }

    #[test]
    fn the_preview_scrolls_within_its_extent() {
        let mut v = ReportView::default();
        v.page_down(20, 15);
        assert_eq!(v.scroll, 15);
        v.page_up(20);
        assert_eq!(v.scroll, 0);
        v.right(14);
        v.right(14);
        assert_eq!(v.across, 14);
        v.left();
        assert_eq!(v.across, 4);
    }
}
