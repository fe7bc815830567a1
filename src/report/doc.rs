//! Report data before text: every report is first built as a [`Document`] of plain
//! rows and columns, then laid out on pages by [`super::page`]. The full-screen
//! program's print preview shows the same pages; CSV and HTML exports read the same data.

/// A person's, team's or school's name prints whole up to this many characters, on any
/// printer and whatever the tie-break list: the page layout rather condenses the print
/// or puts the row on two lines (see [`Column::wrap_before`]).
pub const NAME_WHOLE: usize = 30;

/// How a column's text sits in its width.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
    Center,
}

/// One column of a table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    pub title: String,
    pub align: Align,
    /// Names and team names may be shortened (with a marker) when the page is too
    /// narrow; numbers never are.
    pub shrink: bool,
    /// The narrowest a shrinkable column may become.
    pub min_width: usize,
    /// A column of empty cells kept at least this wide (the arbiter's pen column).
    pub blank_width: usize,
    /// A title over several neighbouring columns (printed on a line above theirs, e.g.
    /// `Individual` over gold, silver and bronze); empty for none.
    pub group: String,
    /// Points in a narrow column: on an ASCII printer a half prints as `.5` (`1.5`,
    /// three characters) instead of `1 1/2`.
    pub decimal_halves: bool,
    /// A row too wide for the page may go on over a second line from this column (the
    /// tie-break values under the name, the black player under the white one).
    pub wrap_before: bool,
    /// On a web page, the column comes right after the name column, so that a phone
    /// shows it beside the name without scrolling (the points of the standings).
    pub beside_name: bool,
}

impl Column {
    pub fn left(title: impl Into<String>) -> Self {
        Column {
            title: title.into(),
            align: Align::Left,
            shrink: false,
            min_width: 1,
            blank_width: 0,
            group: String::new(),
            decimal_halves: false,
            wrap_before: false,
            beside_name: false,
        }
    }

    pub fn right(title: impl Into<String>) -> Self {
        Column {
            align: Align::Right,
            ..Column::left(title)
        }
    }

    pub fn center(title: impl Into<String>) -> Self {
        Column {
            align: Align::Center,
            ..Column::left(title)
        }
    }

    /// A left-aligned text column that may be shortened down to `min_width`.
    pub fn name(title: impl Into<String>, min_width: usize) -> Self {
        Column {
            shrink: true,
            min_width,
            ..Column::left(title)
        }
    }

    /// Puts the column under a group title shared with its neighbours.
    pub fn group(mut self, title: impl Into<String>) -> Self {
        self.group = title.into();
        self
    }

    /// The title with its group, for exports that have one header line.
    pub fn full_title(&self) -> String {
        if self.group.is_empty() {
            self.title.clone()
        } else {
            format!("{} {}", self.group, self.title)
        }
    }

    /// Halves print as `.5` on ASCII printers (see [`Column::decimal_halves`]).
    pub fn decimal_halves(mut self) -> Self {
        self.decimal_halves = true;
        self
    }

    /// Lets a row too wide for the page go on over a new line from this column.
    pub fn wrap_before(mut self) -> Self {
        self.wrap_before = true;
        self
    }

    /// Puts the column right after the name column on a web page (see
    /// [`Column::beside_name`]); printed pages keep the order of the columns.
    pub fn beside_name(mut self) -> Self {
        self.beside_name = true;
        self
    }

    pub fn blank(mut self, width: usize) -> Self {
        self.blank_width = width;
        self
    }
}

/// A table: columns and rows of cell texts (each row as long as `columns`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Table {
    pub columns: Vec<Column>,
    pub rows: Vec<Vec<String>>,
}

/// A piece of a report body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block {
    /// A line printed in bold (a sub-title).
    Heading(String),
    Text(String),
    Blank,
    Table(Table),
    /// Start the next block on a new page.
    PageBreak,
    /// A column ruler as wide as the printer's line (`....+....1....+....2`).
    Ruler,
    /// Lines inside a frame as wide as the page, each with a part at the left and a part
    /// flush right; never split over two pages (a result slip to cut out).
    Frame(Vec<(String, String)>),
    /// A picture drawn in the block characters `▀`, `▄` and `█` (a QR code, see
    /// [`super::qr`]), its lines kept on one page. Printed only where the character set
    /// has those glyphs (CP437, CP850); left out on an ASCII printer and in exports.
    Picture(Vec<String>),
}

/// What every page repeats at its top and bottom.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Header {
    pub championship: String,
    /// Section code and name, e.g. `L12 - Lelaki Bawah 12`.
    pub section: String,
    /// The report's title, e.g. `Pasangan Pusingan 3`.
    pub title: String,
    /// Event dates or venue line.
    pub subtitle: String,
}

/// Words of the footer in the report's language.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Footer {
    /// "Page" / "Muka surat".
    pub page: String,
    /// "of" / "daripada".
    pub of: String,
    /// "Printed" / "Dicetak", followed by `printed_at`.
    pub printed: String,
    pub printed_at: String,
    /// Program name and version printed in the footer's left corner.
    pub program: String,
}

/// A whole report, ready for layout.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Document {
    pub header: Header,
    pub footer: Footer,
    pub blocks: Vec<Block>,
}

impl Document {
    /// All tables of the document, in order (for CSV and HTML export).
    pub fn tables(&self) -> impl Iterator<Item = &Table> {
        self.blocks.iter().filter_map(|b| match b {
            Block::Table(t) => Some(t),
            _ => None,
        })
    }
}
