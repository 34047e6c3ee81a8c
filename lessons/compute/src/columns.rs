//! The course's fixed-width tables. The course prints a table by padding every cell to its
//! column's width, `padEnd` for a column read from the left and `padStart` for the others; here
//! a table's columns (header and width) are listed once and every line is written from them.
//! Some of its tables are piped: cells apart by ` | `, and a rule of dashes under the header.

use std::borrow::Cow;

use lessons::jsfmt::{pad_end, pad_start};

/// The columns of one printed table, in order.
#[derive(Clone, Debug, Default)]
pub struct Columns {
    columns: Vec<Column>,
    /// Cells apart by ` | ` and a rule under the header ([`Columns::piped`]).
    piped: bool,
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
        Self { columns: columns.to_vec(), piped: false }
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

    /// The same table printed the way the course prints some of its own: cells apart by ` | `,
    /// and under the header a rule of dashes as wide as each header cell with its spaces
    /// (`-----|----------|---`).
    pub fn piped(mut self) -> Self {
        self.piped = true;
        self
    }

    /// The header line (and a piped table's rule), ending in a newline.
    pub fn head(&self) -> String {
        let heads: Vec<&str> = self.columns.iter().map(|c| c.head.as_ref()).collect();
        let mut out = self.row(&heads);
        if self.piped {
            let last = self.columns.len().saturating_sub(1);
            let rule: Vec<String> = (self.columns.iter().enumerate())
                .map(|(i, c)| {
                    let spaces = if i == 0 || i == last { 1 } else { 2 };
                    "-".repeat(c.width.max(c.head.chars().count()) + spaces)
                })
                .collect();
            out += &rule.join("|");
            out.push('\n');
        }
        out
    }

    /// One row, a cell per column, ending in a newline. A cell wider than its column is kept
    /// whole (padding never truncates, as in JavaScript).
    pub fn row(&self, cells: &[impl AsRef<str>]) -> String {
        debug_assert_eq!(cells.len(), self.columns.len(), "one cell per column");
        let padded: Vec<String> = (self.columns.iter().zip(cells))
            .map(|(c, cell)| if c.left { pad_end(cell.as_ref(), c.width) } else { pad_start(cell.as_ref(), c.width) })
            .collect();
        let mut line = padded.join(if self.piped { " | " } else { "" });
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
    fn a_piped_table_has_bars_between_cells_and_a_rule_under_its_head() {
        let t = Columns::new().left("kip", 5).right("hata", 4).right("  yuva", 4).piped();
        assert_eq!(t.head(), "kip   | hata |   yuva\n------|------|-------\n");
        assert_eq!(t.row(&["durma", "12", "3"]), "durma |   12 |    3\n");
    }

    #[test]
    fn a_cell_wider_than_its_column_is_kept_whole() {
        let t = Columns::new().right("n", 3).left("ad", 2);
        assert_eq!(t.row(&["12345", "uzun"]), "12345uzun\n");
    }
}
