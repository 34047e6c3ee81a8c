//! Turns the lessons' chart data into a Plotly figure and draws it in place with `Plotly.react`,
//! so a redraw updates the existing chart rather than building a new one.
//!
//! The figure is written as JSON by hand (a few object and array helpers) instead of through
//! the plotly crate and serde_json: those two made up a fifth of the wasm. Native builds use
//! [`figure`] only from tests (drawing needs the browser).
#![cfg_attr(not(target_family = "wasm"), allow(dead_code))]

use lessons::view::{BarMode, Chart, Trace, TraceKind, Xs};

/// A JSON string literal.
fn s(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A JSON number; NaN and infinities become `null` (a gap in a line).
fn n(x: f64) -> String {
    if x.is_finite() {
        format!("{x}")
    } else {
        "null".to_string()
    }
}

fn b(x: bool) -> String {
    x.to_string()
}

/// A JSON object from (key, already written value) pairs.
fn obj(fields: &[(&str, String)]) -> String {
    let body: Vec<String> = fields.iter().map(|(k, v)| format!("{}:{v}", s(k))).collect();
    format!("{{{}}}", body.join(","))
}

fn arr(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(","))
}

fn xs(x: &Xs, pick: impl Fn(usize) -> bool) -> String {
    match x {
        Xs::Num(v) => arr(v.iter().enumerate().filter(|(i, _)| pick(*i)).map(|(_, x)| n(*x))),
        Xs::Cat(v) => arr(v.iter().enumerate().filter(|(i, _)| pick(*i)).map(|(_, x)| s(x))),
    }
}

fn ys(y: &[f64], pick: impl Fn(usize) -> bool) -> String {
    arr(y.iter().enumerate().filter(|(i, _)| pick(*i)).map(|(_, y)| n(*y)))
}

/// Hatching for the k-th bar trace of a chart: a second cue beside colour, so bars stay apart
/// in greyscale and for colour-blind readers. The first bar trace stays plain.
pub const BAR_PATTERNS: [&str; 6] = ["", "/", ".", "x", "\\", "+"];

fn traces(t: &Trace, bar_index: usize) -> Vec<String> {
    let all = |_: usize| true;
    match t.kind {
        TraceKind::Bar => {
            let pattern = BAR_PATTERNS[bar_index % BAR_PATTERNS.len()];
            let marker = obj(&[
                ("color", s(t.color)),
                (
                    "pattern",
                    obj(&[("shape", s(pattern)), ("bgcolor", s(t.color)), ("fgcolor", s("rgba(0,0,0,0.55)")), ("size", n(7.0)), ("solidity", n(0.3))]),
                ),
            ]);
            let (x, y, orientation) =
                if t.horizontal { (ys(&t.y, all), xs(&t.x, all), "h") } else { (xs(&t.x, all), ys(&t.y, all), "v") };
            vec![obj(&[
                ("type", s("bar")),
                ("x", x),
                ("y", y),
                ("orientation", s(orientation)),
                ("name", s(&t.name)),
                ("marker", marker),
                ("showlegend", b(t.show_legend)),
            ])]
        }
        TraceKind::Line | TraceKind::Step => {
            let shape = if t.kind == TraceKind::Step { "hv" } else { "linear" };
            let dash = match t.dash {
                "dash" | "dot" => t.dash,
                _ => "solid",
            };
            vec![obj(&[
                ("type", s("scatter")),
                ("mode", s("lines")),
                ("x", xs(&t.x, all)),
                ("y", ys(&t.y, all)),
                ("name", s(&t.name)),
                ("line", obj(&[("color", s(t.color)), ("dash", s(dash)), ("width", n(2.0)), ("shape", s(shape))])),
                ("showlegend", b(t.show_legend)),
            ])]
        }
        TraceKind::Nodes => {
            // One trace per marker symbol, so shape carries meaning next to colour.
            let mut seen: Vec<&str> = Vec::new();
            for s in t.point_symbols.iter().copied() {
                if !seen.contains(&s) {
                    seen.push(s);
                }
            }
            seen.into_iter()
                .map(|sym| {
                    let pick = |i: usize| t.point_symbols.get(i).copied() == Some(sym);
                    let idx: Vec<usize> = (0..t.y.len()).filter(|&i| pick(i)).collect();
                    let symbol = match sym {
                        "x" | "diamond" => sym,
                        _ => "circle",
                    };
                    let marker = obj(&[
                        ("color", arr(idx.iter().map(|&i| s(t.point_colors[i])))),
                        ("size", n(22.0)),
                        ("symbol", s(symbol)),
                        ("line", obj(&[("color", s("#222222")), ("width", n(1.5))])),
                    ]);
                    obj(&[
                        ("type", s("scatter")),
                        ("mode", s("markers+text")),
                        ("x", xs(&t.x, pick)),
                        ("y", ys(&t.y, pick)),
                        ("text", arr(idx.iter().map(|&i| s(&t.point_text[i])))),
                        ("textposition", s("bottom center")),
                        ("hoverinfo", s("text")),
                        ("marker", marker),
                        ("showlegend", b(false)),
                    ])
                })
                .collect()
        }
    }
}

/// Long titles break at a space near their middle (Plotly does not wrap).
pub fn wrap_title(title: &str) -> String {
    if title.chars().count() <= 48 {
        return title.to_string();
    }
    let mid = title.len() / 2;
    let cut = title.match_indices(' ').map(|(i, _)| i).min_by_key(|i| i.abs_diff(mid)).unwrap_or(title.len());
    if cut >= title.len() {
        return title.to_string();
    }
    format!("{}<br>{}", &title[..cut], &title[cut + 1..])
}

fn line_shape(xref: &str, yref: &str, (x0, x1, y0, y1): (f64, f64, f64, f64), color: &str, dash: &str) -> String {
    obj(&[
        ("type", s("line")),
        ("xref", s(xref)),
        ("yref", s(yref)),
        ("x0", n(x0)),
        ("x1", n(x1)),
        ("y0", n(y0)),
        ("y1", n(y1)),
        ("line", obj(&[("color", s(color)), ("width", n(1.5)), ("dash", s(dash))])),
    ])
}

fn note(xref: &str, x: f64, yref: &str, y: f64, text: &str, anchor: &str, shift: f64) -> String {
    obj(&[
        ("xref", s(xref)),
        ("x", n(x)),
        ("yref", s(yref)),
        ("y", n(y)),
        ("text", s(text)),
        ("showarrow", b(false)),
        ("yshift", n(shift)),
        ("xanchor", s(anchor)),
    ])
}

fn layout(c: &Chart) -> String {
    let mut shapes = Vec::new();
    let mut notes = Vec::new();
    for (y, label) in &c.lines {
        shapes.push(line_shape("paper", "y", (0.0, 1.0, *y, *y), "#333333", "dash"));
        notes.push(note("paper", 1.0, "y", *y, label, "right", 9.0));
    }
    for band in &c.bands {
        shapes.push(obj(&[
            ("type", s("rect")),
            ("xref", s("x")),
            ("yref", s("paper")),
            ("x0", n(band.from)),
            ("x1", n(band.to)),
            ("y0", n(0.0)),
            ("y1", n(1.0)),
            ("fillcolor", s(band.color)),
            ("layer", s("below")),
            ("line", obj(&[("width", n(0.0))])),
        ]));
    }
    if let Some((x, label)) = &c.marker {
        shapes.push(line_shape("x", "paper", (*x, *x, 0.0, 1.0), "#000000", "dot"));
        notes.push(note("x", *x, "paper", 1.0, label, "left", 8.0));
    }
    let axis = |title: &str, range: Option<(f64, f64)>| {
        let mut fields = vec![("title", obj(&[("text", s(title))])), ("automargin", b(true))];
        if let Some((lo, hi)) = range {
            fields.push(("range", arr([n(lo), n(hi)])));
        }
        if c.bare {
            fields.extend([("visible", b(false)), ("showgrid", b(false)), ("zeroline", b(false))]);
        }
        obj(&fields)
    };
    let title = wrap_title(&c.title);
    let top = if title.contains("<br>") { 70.0 } else { 50.0 };
    obj(&[
        ("title", obj(&[("text", s(&title)), ("font", obj(&[("size", n(14.0))])), ("x", n(0.01)), ("xanchor", s("left"))])),
        ("xaxis", axis(&c.x_title, c.x_range)),
        ("yaxis", axis(&c.y_title, c.y_range)),
        ("barmode", s(if c.bar_mode == BarMode::Stack { "stack" } else { "group" })),
        ("shapes", arr(shapes)),
        ("annotations", arr(notes)),
        ("legend", obj(&[("orientation", s("h")), ("y", n(-0.25))])),
        ("margin", obj(&[("l", n(50.0)), ("r", n(20.0)), ("t", n(top)), ("b", n(40.0))])),
        ("height", n(if c.bare { 360.0 } else { 340.0 })),
        ("font", obj(&[("family", s("system-ui, sans-serif"))])),
        ("autosize", b(true)),
    ])
}

/// The whole figure as JSON: `{"data": [...], "layout": {...}, "config": {...}}`.
pub fn figure(c: &Chart) -> String {
    let mut data = Vec::new();
    let mut bars = 0;
    for t in &c.traces {
        data.extend(traces(t, bars));
        if t.kind == TraceKind::Bar {
            bars += 1;
        }
    }
    let config = obj(&[("responsive", b(true)), ("displaylogo", b(false)), ("displayModeBar", s("hover"))]);
    obj(&[("data", arr(data)), ("layout", layout(c)), ("config", config)])
}

#[cfg(target_family = "wasm")]
mod js {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = Plotly, catch)]
        pub fn react(id: &str, data: &JsValue, layout: &JsValue, config: &JsValue) -> Result<js_sys::Promise, JsValue>;
        #[wasm_bindgen(js_namespace = Plotly, js_name = downloadImage, catch)]
        pub fn download_image(id: &str, opts: &JsValue) -> Result<js_sys::Promise, JsValue>;
    }
}

thread_local! {
    /// Chart draws started and not yet finished (the benchmark waits for zero).
    static PENDING: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

pub fn draw_started() {
    PENDING.with(|p| p.set(p.get() + 1));
}

pub fn draw_finished() {
    PENDING.with(|p| p.set(p.get().saturating_sub(1)));
}

pub fn pending_draws() -> u32 {
    PENDING.with(|p| p.get())
}

/// Draws (or redraws in place) a figure into the element with this id.
#[cfg(target_family = "wasm")]
pub async fn draw(id: &str, c: &Chart) {
    use wasm_bindgen::JsValue;
    let Ok(fig) = js_sys::JSON::parse(&figure(c)) else { return };
    let field = |k: &str| js_sys::Reflect::get(&fig, &JsValue::from_str(k)).unwrap_or(JsValue::UNDEFINED);
    if let Ok(p) = js::react(id, &field("data"), &field("layout"), &field("config")) {
        let _ = wasm_bindgen_futures::JsFuture::from(p).await;
    }
}

/// Saves the chart in this element as a PNG file with this name (without extension).
#[cfg(target_family = "wasm")]
pub fn save_png(id: &str, name: &str) {
    let opts = obj(&[("format", s("png")), ("filename", s(name)), ("width", n(1000.0)), ("height", n(600.0))]);
    if let Ok(opts) = js_sys::JSON::parse(&opts) {
        let _ = js::download_image(id, &opts);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lessons::view::{palette, Chart, Trace};
    use sim_core::Lang;

    fn parse(c: &Chart) -> serde_json::Value {
        serde_json::from_str(&figure(c)).unwrap_or_else(|e| panic!("{}: {e}\n{}", c.id, figure(c)))
    }

    #[test]
    fn every_chart_of_every_model_becomes_a_valid_plotly_figure() {
        for m in lessons::MODELS.iter() {
            for lang in [Lang::Tr, Lang::En] {
                let v = m.view(&[], lang).unwrap();
                for c in &v.charts {
                    let json = parse(c);
                    assert!(!json["data"].as_array().unwrap().is_empty(), "{} {}", m.id(), c.id);
                    assert_eq!(json["layout"]["title"]["text"].as_str().unwrap().replace("<br>", " "), c.title);
                }
            }
        }
    }

    #[test]
    fn graph_nodes_split_by_symbol_and_breaks_become_null() {
        let v = lessons::find("kipler/bulasma").unwrap().view(&[], Lang::Tr).unwrap();
        let json = parse(&v.charts[0]);
        let data = json["data"].as_array().unwrap();
        // edges, then normal / faulty / saturated nodes
        assert_eq!(data.len(), 4);
        assert!(data[0]["x"].as_array().unwrap().iter().any(|x| x.is_null()));
    }

    #[test]
    fn bars_carry_a_pattern_beside_their_colour_and_text_is_escaped() {
        let mut c = Chart::new("t", "a \"quoted\" \\ title".into(), "x".into(), "y".into());
        for (i, color) in [palette::BLUE, palette::ORANGE, palette::GREEN].into_iter().enumerate() {
            let x = Xs::Cat(vec!["a".into(), "b".into()]);
            c.traces.push(Trace::new(format!("bar {i}"), TraceKind::Bar, x, vec![1.0, f64::NAN], color));
        }
        let json = parse(&c);
        let shapes: Vec<&str> = json["data"].as_array().unwrap().iter().map(|t| t["marker"]["pattern"]["shape"].as_str().unwrap()).collect();
        assert_eq!(shapes, ["", "/", "."]);
        assert!(json["data"][0]["y"][1].is_null());
        assert_eq!(json["layout"]["title"]["text"], "a \"quoted\" \\ title");
    }
}
