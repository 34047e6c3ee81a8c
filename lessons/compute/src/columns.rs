//! The course's fixed-width tables. The course prints a table by padding every cell to its
//! column's width, `padEnd` for a column read from the left and `padStart` for the others; here
//! a table's columns (header and width) are listed once and every line is written from them.

use std::borrow::Cow;

use lessons::jsfmt::{pad_end, pad_start};

/// The columns of one printed table, in order.
#[derive(Clone, Debug, Default)]
pub struct Columns {
    columns: Vec<Column>,
}

/// One column: its head, its width and its side.
#[derive(Clone, Debug)]
pub struct Column {
    head: Cow<'static, str>,
    width: usize,
    /// Padded at the end (`padEnd`): the text starts at the column's left edge.
    left: bool,
}

impl Column {
    /// A column padded at its end (the course's `padEnd`): text on the left.
    pub const fn left(head: &'static str, width: usize) -> Self {
        Self { head: Cow::Borrowed(head), width, left: true }
    }

    /// A column padded at its start (the course's `padStart`): text on the right.
    pub const fn right(head: &'static str, width: usize) -> Self {
        Self { head: Cow::Borrowed(head), width, left: false }
    }
}

impl Columns {
    pub fn new() -> Self {
        Self::default()
    }

    /// The columns a renderer's texts list (`texts/lNN/<file>.toml`, [`crate::texts`]).
    pub fn of(columns: &[Column]) -> Self {
        Self { columns: columns.to_vec() }
    }

    /// A column padded at its end (the course's `padEnd`): text on the left.
    pub fn left(mut self, head: impl Into<String>, width: usize) -> Self {
        self.columns.push(Column { head: Cow::Owned(head.into()), width, left: true });
        self
    }

    /// A column padded at its start (the course's `padStart`): text on the right.
    pub fn right(mut self, head: impl Into<String>, width: usize) -> Self {
        self.columns.push(Column { head: Cow::Owned(head.into()), width, left: false });
        self
    }

    /// The header line, ending in a newline.
    pub fn head(&self) -> String {
        let heads: Vec<&str> = self.columns.iter().map(|c| c.head.as_ref()).collect();
        self.row(&heads)
    }

    /// One row, a cell per column, ending in a newline. A cell wider than its column is kept
    /// whole (padding never truncates, as in JavaScript).
    pub fn row(&self, cells: &[impl AsRef<str>]) -> String {
        debug_assert_eq!(cells.len(), self.columns.len(), "one cell per column");
        let mut line = String::new();
        for (c, cell) in self.columns.iter().zip(cells) {
            let cell = cell.as_ref();
            line += &if c.left { pad_end(cell, c.width) } else { pad_start(cell, c.width) };
        }
        line.push('\n');
        line
    }

    /// The whole table: the header line, then one row per item with the cells `cells` gives it.
    pub fn table<T>(&self, items: impl IntoIterator<Item = T>, mut cells: impl FnMut(T) -> Vec<String>) -> String {
        let mut out = self.head();
        for item in items {
            out += &self.row(&cells(item));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_pads_each_cell_to_its_column_on_its_side() {
        let t = Columns::new().left("kip", 6).right("hata", 6).right("yuva", 5);
        assert_eq!(t.head(), "kip     hata yuva\n");
        assert_eq!(t.row(&["durma", "12", "3"]), "durma     12    3\n");
    }

    #[test]
    fn a_table_is_its_head_and_a_row_per_item() {
        let t = Columns::new().left("kip", 6).right("hata", 6);
        let rows = t.table([("durma", 12), ("yavas", 3)], |(kip, n)| vec![kip.to_string(), n.to_string()]);
        assert_eq!(rows, "kip     hata\ndurma     12\nyavas      3\n");
        assert_eq!(t.table(Vec::<u8>::new(), |_| vec![]), t.head());
    }

    #[test]
    fn a_cell_wider_than_its_column_is_kept_whole() {
        let t = Columns::new().right("n", 3).left("ad", 2);
        assert_eq!(t.row(&["12345", "uzun"]), "12345uzun\n");
    }
}
