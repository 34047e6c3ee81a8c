//! What a lesson page shows of a model run: tables, chart data and named facts, all plain data
//! (no DOM, no Plotly) so they are tested natively. A lesson's pack computes them and sends them
//! to the page in the bytes of [`crate::wire`] (serde derives).

use std::cell::RefCell;
use std::collections::BTreeSet;

use serde::{Deserialize, Deserializer, Serialize};
use sim_core::{Label, Lang};

/// A fixed text a view names by (an id, a colour, a fact's name): `&'static str`, read back
/// through [`interned`]. (The alias also keeps serde from treating the field as borrowed from
/// the message's bytes.)
pub type Name = &'static str;

/// A table with the course's number formatting.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Table {
    #[serde(deserialize_with = "interned")]
    pub id: Name,
    pub caption: String,
    pub headers: Vec<String>,
    pub rows: Vec<Vec<String>>,
    /// Rows the lesson wants the eye on (the mode shown in the charts, say).
    pub highlight: Vec<bool>,
}

/// A table's id, caption and column heads in both languages, as a renderer keeps them in
/// `lessons/compute/texts/` (an empty caption or no heads: the renderer writes them itself).
#[derive(Clone, Copy, Debug)]
pub struct TableText {
    pub id: Name,
    pub caption: Label,
    pub headers: &'static [Label],
}

impl Table {
    /// A table with the id, caption and column heads of its texts, in this language, and these
    /// rows (none highlighted).
    pub fn of(text: &TableText, lang: Lang, rows: Vec<Vec<String>>) -> Self {
        Self::new(text.id, text.caption.get(lang).into(), texts(lang, text.headers), rows)
    }

    /// The same table with a caption its texts cannot hold (one that names the run's values).
    pub fn with_caption(self, caption: String) -> Self {
        Self { caption, ..self }
    }

    /// The same table with column heads its texts cannot hold.
    pub fn with_headers(self, headers: Vec<String>) -> Self {
        Self { headers, ..self }
    }

    /// A table with no row highlighted.
    pub fn new(id: Name, caption: String, headers: Vec<String>, rows: Vec<Vec<String>>) -> Self {
        Self { id, caption, headers, highlight: vec![false; rows.len()], rows }
    }

    /// The same table with each cell that is a number as the course's JavaScript writes one
    /// (`String(x)`, `toFixed`) in the page's format instead (one number format per page; the
    /// course's transcript keeps the course's).
    pub fn course_numbers(mut self, lang: Lang) -> Self {
        for cell in self.rows.iter_mut().flatten() {
            if let Some((before, n, after)) = number_in_cell(cell).filter(|(_, n, _)| is_js_number(n)) {
                *cell = format!("{before}{}{after}", page_format(n, lang));
            }
        }
        self
    }

    /// As [`Table::course_numbers`], for cells in the course's `toLocaleString("tr-TR")`.
    pub fn course_locale_numbers(mut self, lang: Lang) -> Self {
        for cell in self.rows.iter_mut().flatten() {
            if let Some((before, js, after)) =
                number_in_cell(cell).and_then(|(b, n, a)| from_course_locale(n).map(|js| (b, js, a)))
            {
                *cell = format!("{before}{}{after}", page_format(&js, lang));
            }
        }
        self
    }

    /// The same table with these rows highlighted (one flag per row).
    pub fn highlight(mut self, highlight: Vec<bool>) -> Self {
        self.highlight = highlight;
        self
    }
}

/// Each label in the page's language (a table's headers, say).
pub fn texts(lang: Lang, labels: &[Label]) -> Vec<String> {
    labels.iter().map(|l| l.get(lang).to_string()).collect()
}

/// The x values of a trace (NaN breaks a drawing's line, as in [`Series`]).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Xs {
    Num(Vec<f64>),
    Cat(Vec<String>),
}

impl PartialEq for Xs {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Xs::Num(a), Xs::Num(b)) => same_numbers(a, b),
            (Xs::Cat(a), Xs::Cat(b)) => a == b,
            _ => false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TraceKind {
    Bar,
    Line,
    /// A line that holds its value until the next point.
    Step,
    /// Markers with text (the component graph's nodes).
    Nodes,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Trace {
    pub name: String,
    pub kind: TraceKind,
    pub x: Xs,
    /// NaN breaks a line (serialised as null).
    pub y: Series,
    /// Colour from the colour-blind-safe palette.
    #[serde(deserialize_with = "interned")]
    pub color: Name,
    /// A second cue beside colour: "solid", "dash", "dot".
    #[serde(deserialize_with = "interned")]
    pub dash: Name,
    /// Per-point colours, marker symbols and labels (nodes).
    #[serde(deserialize_with = "interned_all")]
    pub point_colors: Vec<Name>,
    #[serde(deserialize_with = "interned_all")]
    pub point_symbols: Vec<Name>,
    pub point_text: Vec<String>,
    pub horizontal: bool,
    pub show_legend: bool,
    /// A pinned comparison's A (drawn lighter and dashed, under the live traces:
    /// [`crate::compare`]).
    pub ghost: bool,
}

impl Trace {
    pub fn new(name: impl Into<String>, kind: TraceKind, x: Xs, y: Vec<f64>, color: &'static str) -> Self {
        Self {
            name: name.into(),
            kind,
            x,
            y: Series(y),
            color,
            dash: "solid",
            point_colors: Vec::new(),
            point_symbols: Vec::new(),
            point_text: Vec::new(),
            horizontal: false,
            show_legend: true,
            ghost: false,
        }
    }

    /// Bars (grouped or stacked as the chart's [`BarMode`] says).
    pub fn bar(name: impl Into<String>, x: Xs, y: Vec<f64>, color: &'static str) -> Self {
        Self::new(name, TraceKind::Bar, x, y, color)
    }

    /// A line through the points.
    pub fn line(name: impl Into<String>, x: Xs, y: Vec<f64>, color: &'static str) -> Self {
        Self::new(name, TraceKind::Line, x, y, color)
    }

    /// A line that holds each value until the next point.
    pub fn step(name: impl Into<String>, x: Xs, y: Vec<f64>, color: &'static str) -> Self {
        Self::new(name, TraceKind::Step, x, y, color)
    }

    /// Bars over the same x values, one trace per (name, y values, colour): a chart's series
    /// side by side or stacked, written one line each.
    pub fn bars<const N: usize>(x: Xs, series: [(String, Vec<f64>, &'static str); N]) -> Vec<Self> {
        Self::each(TraceKind::Bar, x, series)
    }

    /// Lines over the same x values, one per (name, y values, colour).
    pub fn lines<const N: usize>(x: Xs, series: [(String, Vec<f64>, &'static str); N]) -> Vec<Self> {
        Self::each(TraceKind::Line, x, series)
    }

    /// Steps over the same x values, one per (name, y values, colour).
    pub fn steps<const N: usize>(x: Xs, series: [(String, Vec<f64>, &'static str); N]) -> Vec<Self> {
        Self::each(TraceKind::Step, x, series)
    }

    fn each<const N: usize>(kind: TraceKind, x: Xs, series: [(String, Vec<f64>, &'static str); N]) -> Vec<Self> {
        series.into_iter().map(|(name, y, color)| Self::new(name, kind, x.clone(), y, color)).collect()
    }

    pub fn dash(mut self, dash: &'static str) -> Self {
        self.dash = dash;
        self
    }

    pub fn horizontal(mut self) -> Self {
        self.horizontal = true;
        self
    }
}

/// A trace's values. NaN is a gap, and two series are equal when they hold the same numbers
/// with their gaps in the same places (plain `f64` equality would call every gap unequal).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Series(pub Vec<f64>);

impl PartialEq for Series {
    fn eq(&self, other: &Self) -> bool {
        same_numbers(&self.0, &other.0)
    }
}

/// The same numbers with the same gaps (NaN) in the same places.
fn same_numbers(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()))
}

impl<const N: usize> PartialEq<[f64; N]> for Series {
    fn eq(&self, other: &[f64; N]) -> bool {
        *self == Series(other.to_vec())
    }
}

impl core::ops::Deref for Series {
    type Target = Vec<f64>;
    fn deref(&self) -> &Vec<f64> {
        &self.0
    }
}

impl core::ops::DerefMut for Series {
    fn deref_mut(&mut self) -> &mut Vec<f64> {
        &mut self.0
    }
}

impl From<Vec<f64>> for Series {
    fn from(v: Vec<f64>) -> Self {
        Series(v)
    }
}

/// A shaded stretch of the x axis (the breaker open, say).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Band {
    pub from: f64,
    pub to: f64,
    #[serde(deserialize_with = "interned")]
    pub color: Name,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BarMode {
    Group,
    Stack,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Chart {
    #[serde(deserialize_with = "interned")]
    pub id: Name,
    pub title: String,
    pub x_title: String,
    pub y_title: String,
    pub traces: Vec<Trace>,
    /// Horizontal reference lines: (y, label).
    pub lines: Vec<(f64, String)>,
    /// A vertical marker: (x, label).
    pub marker: Option<(f64, String)>,
    pub bands: Vec<Band>,
    pub bar_mode: BarMode,
    /// Hide axes (a graph drawing rather than a plot).
    pub bare: bool,
    /// Fixed axis ranges (a drawing whose labels must not be cut).
    pub x_range: Option<(f64, f64)>,
    pub y_range: Option<(f64, f64)>,
    /// Takes the full width of the results column.
    pub wide: bool,
}

/// A chart's id and the texts of its title and axes, as a renderer keeps them in
/// `lessons/compute/texts/` (an empty label: the renderer writes that text itself).
#[derive(Clone, Copy, Debug)]
pub struct ChartText {
    pub id: Name,
    pub title: Label,
    pub x: Label,
    pub y: Label,
}

impl Chart {
    /// A chart with the id, title and axis titles of its texts, in this language.
    pub fn of(text: &ChartText, lang: Lang) -> Self {
        Self::new(text.id, text.title.get(lang).into(), text.x.get(lang).into(), text.y.get(lang).into())
    }

    /// The same chart with a title its texts cannot hold (one that names the run's values).
    pub fn with_title(self, title: String) -> Self {
        Self { title, ..self }
    }

    /// The same chart with what the run shows after its texts' title (`title: tag`): the mode,
    /// day or setting it is drawn for.
    pub fn with_tag(self, tag: impl AsRef<str>) -> Self {
        let title = format!("{}: {}", self.title, tag.as_ref());
        Self { title, ..self }
    }

    /// The same chart with another x-axis title.
    pub fn with_x_title(self, x_title: String) -> Self {
        Self { x_title, ..self }
    }

    /// The same chart with another y-axis title.
    pub fn with_y_title(self, y_title: String) -> Self {
        Self { y_title, ..self }
    }

    pub fn new(id: &'static str, title: String, x_title: String, y_title: String) -> Self {
        Self {
            id,
            title,
            x_title,
            y_title,
            traces: Vec::new(),
            lines: Vec::new(),
            marker: None,
            bands: Vec::new(),
            bar_mode: BarMode::Group,
            bare: false,
            x_range: None,
            y_range: None,
            wide: false,
        }
    }
}

/// A number the lesson's steps quote, by name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fact {
    #[serde(deserialize_with = "interned")]
    pub name: Name,
    pub value: f64,
    pub decimals: u8,
}

impl Fact {
    /// A named figure of the run, written with `decimals` decimals.
    pub const fn new(name: Name, value: f64, decimals: u8) -> Self {
        Self { name, value, decimals }
    }

    /// A named count, written with no decimals.
    pub fn count(name: Name, value: u64) -> Self {
        Self::new(name, value as f64, 0)
    }

    /// A named setting or constant, written with as few decimals as it needs (at most three):
    /// 12, 0.25, 171.3.
    pub fn exact(name: Name, value: f64) -> Self {
        let decimals = (0..3).find(|&d| {
            let scaled = value * 10f64.powi(d);
            (scaled - scaled.round()).abs() < 1e-9 * scaled.abs().max(1.0)
        });
        Self::new(name, value, decimals.unwrap_or(3) as u8)
    }

    /// A named figure that can be undefined (a ratio over nothing, a time that never comes),
    /// written as 0 when it is not a finite number.
    pub fn or_zero(name: Name, value: f64, decimals: u8) -> Self {
        Self::new(name, if value.is_finite() { value } else { 0.0 }, decimals)
    }
}

/// Where the course says more than its model shows, on the very part it concerns: a short text
/// the page opens by click or keyboard (after the reveal, and in free exploration).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Note {
    pub on: NoteOn,
    pub text: String,
}

/// The part of a view a [`Note`] concerns.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum NoteOn {
    /// A table, by id.
    Table(#[serde(deserialize_with = "interned")] Name),
    /// A row of a table: (table id, row index).
    Row(#[serde(deserialize_with = "interned")] Name, usize),
    /// One cell: (table id, row index, column index).
    Cell(#[serde(deserialize_with = "interned")] Name, usize, usize),
    /// A chart, by id.
    Chart(#[serde(deserialize_with = "interned")] Name),
}

impl NoteOn {
    /// The table a note is on, and the row (if it names one).
    pub fn table(&self) -> Option<(&'static str, Option<usize>)> {
        match *self {
            NoteOn::Table(t) => Some((t, None)),
            NoteOn::Row(t, r) | NoteOn::Cell(t, r, _) => Some((t, Some(r))),
            NoteOn::Chart(_) => None,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub tables: Vec<Table>,
    pub charts: Vec<Chart>,
    pub facts: Vec<Fact>,
    /// The course's notes on tables, rows, cells and charts.
    pub notes: Vec<Note>,
    /// One sentence on the headline numbers, for the live region.
    pub summary: String,
    /// The course's stdout for the same run.
    pub transcript: String,
    /// The run round by round, for the system view and its timeline (models that run in
    /// rounds; a model without rounds may give one frame per scenario).
    pub frames: Option<crate::frames::Frames>,
}

impl View {
    /// A renderer's view of one run; the transcript is added by the caller that ran the model
    /// (`Model::show`), the frames by [`View::with_frames`].
    pub fn new(tables: Vec<Table>, charts: Vec<Chart>, facts: Vec<Fact>, notes: Vec<Note>, summary: String) -> View {
        View { tables, charts, facts, notes, summary, ..View::default() }
    }

    /// The same view with the run's frames for the system view and its timeline.
    pub fn with_frames(self, frames: crate::frames::Frames) -> View {
        View { frames: Some(frames), ..self }
    }

    pub fn fact(&self, name: &str) -> Option<&Fact> {
        self.facts.iter().find(|f| f.name == name)
    }

    /// The notes on a table (its own, its rows' and its cells').
    pub fn table_notes<'a>(&'a self, id: &'a str) -> impl Iterator<Item = &'a Note> + 'a {
        self.notes.iter().filter(move |n| n.on.table().is_some_and(|(t, _)| t == id))
    }

    /// The notes on a chart.
    pub fn chart_notes<'a>(&'a self, id: &'a str) -> impl Iterator<Item = &'a Note> + 'a {
        self.notes.iter().filter(move |n| matches!(n.on, NoteOn::Chart(c) if c == id))
    }
}

thread_local! {
    static INTERNED: RefCell<BTreeSet<&'static str>> = const { RefCell::new(BTreeSet::new()) };
}

/// The one stored copy of this text (stored on first sight).
pub fn intern(s: &str) -> &'static str {
    INTERNED.with(|set| {
        let mut set = set.borrow_mut();
        if let Some(&found) = set.get(s) {
            return found;
        }
        let leaked: &'static str = Box::leak(s.to_string().into_boxed_str());
        set.insert(leaked);
        leaked
    })
}

/// Reads a `&'static str` field (serde's `deserialize_with`).
pub fn interned<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    <&str>::deserialize(d).map(intern)
}

/// Reads a list of `&'static str` (serde's `deserialize_with`).
pub fn interned_all<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<&'static str>, D::Error> {
    <Vec<&str>>::deserialize(d).map(|v| v.into_iter().map(intern).collect())
}

/// The hatch pattern of the k-th bar trace of a chart, a second cue beside colour (the first
/// stays plain), named as Plotly names its pattern shapes; the SVG charts and the explorer's
/// figure draw the same.
pub const BAR_PATTERNS: [&str; 6] = ["", "/", ".", "x", "\\", "+"];

/// Okabe–Ito colours (safe for the common colour-vision deficiencies).
pub mod palette {
    pub const BLUE: &str = "#0072B2";
    pub const ORANGE: &str = "#E69F00";
    pub const GREEN: &str = "#009E73";
    pub const VERMILLION: &str = "#D55E00";
    pub const PURPLE: &str = "#CC79A7";
    pub const SKY: &str = "#56B4E9";
    pub const YELLOW: &str = "#F0E442";
    pub const GREY: &str = "#777777";
    pub const BLACK: &str = "#000000";
}

/// A number for prose in the page's language: Turkish uses a decimal comma and groups
/// thousands with dots from five digits on, English a point and commas.
pub fn fmt_num(value: f64, decimals: u8, lang: Lang) -> String {
    if !value.is_finite() {
        return "—".into();
    }
    let fixed = crate::jsfmt::to_fixed(value, decimals as usize);
    page_format(&fixed, lang)
}

/// A number with the digits the course's JavaScript gives it (`String(x)`: as many as it needs)
/// in the page's format; one JavaScript writes with an exponent (`1e-7`) stays as it is.
pub fn fmt_js(value: f64, lang: Lang) -> String {
    let js = crate::jsfmt::js_string(value);
    if is_js_number(&js) {
        page_format(&js, lang)
    } else {
        js
    }
}

/// Whole numbers as a list in the page's language: "2, 3, 4 ve 6", "2, 3, 4 and 6".
pub fn fmt_list(values: &[f64], lang: Lang) -> String {
    let items: Vec<String> = values.iter().map(|&v| fmt_num(v, 0, lang)).collect();
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} {} {last}", rest.join(", "), t(lang, "ve", "and")),
        _ => items.concat(),
    }
}

/// A number written as JavaScript writes it (`String(x)` below 1e21, `toFixed`: an optional
/// minus, digits, an optional point and digits) in the page's format, with its digits as they
/// are ([`fmt_num`]'s rule).
fn page_format(js: &str, lang: Lang) -> String {
    let (sign, body) = js.strip_prefix('-').map_or(("", js), |b| ("-", b));
    let (int_part, frac) = body.split_once('.').unwrap_or((body, ""));
    let (group, point) = match lang {
        Lang::Tr => ('.', ','),
        Lang::En => (',', '.'),
    };
    let mut out = String::from(sign);
    let grouping = int_part.len() > 4;
    for (i, c) in int_part.chars().enumerate() {
        if grouping && i > 0 && (int_part.len() - i) % 3 == 0 {
            out.push(group);
        }
        out.push(c);
    }
    if !frac.is_empty() {
        out.push(point);
        out.push_str(frac);
    }
    out
}

/// A table cell that is a number, read as (before, the number, after): the number may follow
/// a sign of its unit (`%`, `x`) and come before a space and more text ("%90.9 (1/1)").
pub fn number_in_cell(cell: &str) -> Option<(&str, &str, &str)> {
    let cell = cell.trim();
    let before = ["%", "x"].into_iter().find(|p| cell.starts_with(p)).unwrap_or("");
    let rest = &cell[before.len()..];
    let end = rest
        .char_indices()
        .find(|&(i, c)| !(c.is_ascii_digit() || c == '.' || c == ',' || (i == 0 && c == '-')))
        .map_or(rest.len(), |(i, _)| i);
    let (number, after) = rest.split_at(end);
    let starts = number.strip_prefix('-').unwrap_or(number).starts_with(|c: char| c.is_ascii_digit());
    (starts && !number.ends_with(['.', ',']) && (after.is_empty() || after.starts_with(' ')))
        .then_some((before, number, after))
}

/// Whether a text is a number as JavaScript writes one: `-?digits(.digits)?`.
fn is_js_number(s: &str) -> bool {
    let body = s.strip_prefix('-').unwrap_or(s);
    let (int_part, frac) = body.split_once('.').unwrap_or((body, "0"));
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    digits(int_part) && digits(frac)
}

/// A number in the course's `toLocaleString("tr-TR")` (dots between thousands, a decimal
/// comma) as JavaScript's `String(x)` would write its digits, or `None`.
fn from_course_locale(s: &str) -> Option<String> {
    let body = s.strip_prefix('-').unwrap_or(s);
    let (int_part, frac) = body.split_once(',').unwrap_or((body, ""));
    let mut groups = int_part.split('.');
    let first = groups.next()?;
    let ok = (1..=3).contains(&first.len())
        && first.bytes().all(|b| b.is_ascii_digit())
        && groups.all(|g| g.len() == 3 && g.bytes().all(|b| b.is_ascii_digit()))
        && frac.bytes().all(|b| b.is_ascii_digit());
    let plain = int_part.replace('.', "") + if frac.is_empty() { "" } else { "." } + frac;
    ok.then(|| if s.starts_with('-') { format!("-{plain}") } else { plain })
}

/// `num / den` for a fact, or 0 when the denominator is 0 (facts stay finite).
pub fn ratio(num: f64, den: f64) -> f64 {
    if den == 0.0 {
        0.0
    } else {
        num / den
    }
}

/// Picks the Turkish or English text.
pub fn t(lang: Lang, tr: &str, en: &str) -> String {
    match lang {
        Lang::Tr => tr.to_string(),
        Lang::En => en.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prose_numbers_follow_the_language() {
        assert_eq!(fmt_num(0.703, 3, Lang::Tr), "0,703");
        assert_eq!(fmt_num(19312.0, 0, Lang::Tr), "19.312");
        assert_eq!(fmt_num(19312.0, 0, Lang::En), "19,312");
        assert_eq!(fmt_num(1646.0, 0, Lang::Tr), "1646");
        assert_eq!(fmt_num(-750006.0, 0, Lang::En), "-750,006");
        assert_eq!(fmt_num(f64::NAN, 2, Lang::En), "—");
        // As many digits as JavaScript's String(x) gives; its exponent form stays.
        assert_eq!(fmt_js(0.000001, Lang::Tr), "0,000001");
        assert_eq!(fmt_js(12345.5, Lang::Tr), "12.345,5");
        assert_eq!(fmt_js(12345.5, Lang::En), "12,345.5");
        assert_eq!(fmt_js(1e-7, Lang::Tr), "1e-7");
        assert_eq!(fmt_list(&[2.0, 3.0, 4.0, 6.0], Lang::Tr), "2, 3, 4 ve 6");
        assert_eq!(fmt_list(&[2.0, 4.0], Lang::En), "2 and 4");
        assert_eq!(fmt_list(&[12_000.0], Lang::En), "12,000");
        assert_eq!(fmt_list(&[], Lang::En), "");
        let exact = |v| Fact::exact("x", v).decimals;
        assert_eq!((exact(12.0), exact(0.25), exact(171.3), exact(0.35), exact(1.0 / 3.0)), (0, 2, 1, 2, 3));
    }

    #[test]
    fn a_table_s_course_numbers_are_written_in_the_page_s_format_and_its_words_stay() {
        let cells = ["kesici", "19312", "0.703", "-1.5", "x2.5", "1135", "%90.9 (1/1)", "v1.2", "12.5ms", "3."];
        let t = Table::new("t", String::new(), vec![], vec![cells.map(String::from).to_vec()]);
        let tr = ["kesici", "19.312", "0,703", "-1,5", "x2,5", "1135", "%90,9 (1/1)", "v1.2", "12.5ms", "3."];
        assert_eq!(t.clone().course_numbers(Lang::Tr).rows[0], tr);
        let en = ["kesici", "19,312", "0.703", "-1.5", "x2.5", "1135", "%90.9 (1/1)", "v1.2", "12.5ms", "3."];
        assert_eq!(t.course_numbers(Lang::En).rows[0], en);
        let locale = Table::new(
            "l",
            String::new(),
            vec![],
            vec![vec!["1.850.004".into(), "116.667".into(), "4,5".into(), "1.2.3".into()]],
        );
        assert_eq!(locale.clone().course_locale_numbers(Lang::En).rows[0], ["1,850,004", "116,667", "4.5", "1.2.3"]);
        assert_eq!(locale.course_locale_numbers(Lang::Tr).rows[0], ["1.850.004", "116.667", "4,5", "1.2.3"]);
    }
}
