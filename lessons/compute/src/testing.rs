//! What the renderers' unit tests share: a fact, chart, table or trace by name and one run's
//! view or transcript.

use lessons::view::{Chart, Table, View};
use sim_core::Lang;

use crate::Model;

/// A fact's value; a missing fact fails the test with its name.
pub fn fact(v: &View, name: &str) -> f64 {
    v.fact(name).unwrap_or_else(|| panic!("no fact {name}")).value
}

/// A chart by id; a missing chart fails the test with its id.
pub fn chart<'a>(v: &'a View, id: &str) -> &'a Chart {
    v.charts.iter().find(|c| c.id == id).unwrap_or_else(|| panic!("no chart {id}"))
}

/// A table by id; a missing table fails the test with its id.
pub fn table<'a>(v: &'a View, id: &str) -> &'a Table {
    v.tables.iter().find(|t| t.id == id).unwrap_or_else(|| panic!("no table {id}"))
}

/// The y values of a chart's trace (by the trace's place in the chart).
pub fn trace_y<'a>(v: &'a View, chart_id: &str, trace: usize) -> &'a [f64] {
    &chart(v, chart_id).traces[trace].y
}

/// The renderer's view of one run at these values.
pub fn view_of<P, O>(model: &Model<P, O>, p: &P, lang: Lang) -> View {
    (model.view)(p, &(model.run)(p), lang)
}

/// The renderer's transcript of one run at these values.
pub fn transcript_of<P, O>(model: &Model<P, O>, p: &P) -> String {
    (model.transcript)(p, &(model.run)(p))
}

/// One run at the course's values with one of them changed (by key; an unknown key or a value
/// out of its domain fails the test), and the renderer's view of it.
pub fn run_at<P: sim_core::params::Params + Default, O>(
    model: &Model<P, O>,
    key: &str,
    value: f64,
    lang: Lang,
) -> (P, O, View) {
    let mut p = P::default();
    p.set(key, value).unwrap_or_else(|e| panic!("{key}={value}: {e:?}"));
    let o = (model.run)(&p);
    let v = (model.view)(&p, &o, lang);
    (p, o, v)
}
