//! A chart's interactive figure for Plotly.js, built with the `plotly` crate from the same
//! [`Chart`] the page's SVG draws: one figure trace per chart trace, in order (bars, lines, steps
//! as `hv` lines, nodes as markers with text; gaps as nulls), the chart's bands, reference lines
//! and marker as shapes with their labels, its title and axes in the page's language, a range
//! slider under a long numeric series, hover with every trace's value at an x, legend toggling
//! and Plotly's PNG export.
//!
//! It is built as a wasm module of its own (`src/bin/explore.rs`, staged as
//! `explore/explore.wasm` by `scripts/site-extras.sh`): the page shell loads it, and the
//! vendored Plotly.js, the first time a learner opens a chart in the interactive view, so
//! neither is part of the first load nor of a slider's path. Like a lesson pack it needs no
//! imports: the shell writes a [`wire::Figure`] into its memory and reads the figure's JSON back.

use lessons::view::{BarMode as ChartBarMode, Chart, Trace, TraceKind, Xs, BAR_PATTERNS};
use lessons::wire::{self, Figure};
use plotly::color::Rgba;
use plotly::common::{
    Anchor, DashType, Font, HoverInfo, Line, LineShape, Marker, Mode, Orientation, Pattern, PatternShape, Position,
    Title,
};
use plotly::configuration::{ImageButtonFormats, ModeBarButtonName, ToImageButtonOptions};
use plotly::layout::{
    Annotation, Axis, BarMode, HoverMode, Layout, Legend, Margin, RangeSlider, Shape, ShapeLayer, ShapeLine, ShapeType,
};
use plotly::{Bar, Configuration, Plot, Scatter};
use serde::Serialize;
use serde_json::{json, Value};
use sim_core::Lang;

/// A numeric series at least this long gets a range slider under its x axis (the SVG thins
/// such a series per pixel column; the slider picks the stretch to look at closely).
pub const LONG_SERIES: usize = 200;

/// One x value as Plotly takes it: a number (null for a gap) or a category's name.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
enum X {
    Num(Option<f64>),
    Cat(String),
}

/// A number, or null where the chart has a gap (NaN).
fn num(v: f64) -> Option<f64> {
    v.is_finite().then_some(v)
}

fn xs(x: &Xs) -> Vec<X> {
    match x {
        Xs::Num(v) => v.iter().map(|&v| X::Num(num(v))).collect(),
        Xs::Cat(v) => v.iter().cloned().map(X::Cat).collect(),
    }
}

fn ys(t: &Trace) -> Vec<Option<f64>> {
    t.y.iter().map(|&v| num(v)).collect()
}

/// The chart's dash name ("solid", "dash", "dot", "dashdot") as Plotly's.
fn dash(name: &str) -> DashType {
    match name {
        "dash" => DashType::Dash,
        "dot" => DashType::Dot,
        "dashdot" => DashType::DashDot,
        _ => DashType::Solid,
    }
}

fn pattern(k: usize) -> PatternShape {
    match BAR_PATTERNS[k % BAR_PATTERNS.len()] {
        "/" => PatternShape::RightDiagonalLine,
        "." => PatternShape::Dot,
        "x" => PatternShape::DiagonalCross,
        "\\" => PatternShape::LeftDiagonalLine,
        "+" => PatternShape::Cross,
        _ => PatternShape::None,
    }
}

/// Whether the chart's trace shows in the legend (as in the SVG: named, not a node).
fn in_legend(t: &Trace) -> bool {
    t.show_legend && !t.name.is_empty() && t.kind != TraceKind::Nodes
}

/// Bars lie along x when any bar trace says so (the SVG's rule).
fn horizontal(c: &Chart) -> bool {
    c.traces.iter().any(|t| t.kind == TraceKind::Bar && t.horizontal)
}

/// Whether the chart is a long numeric series (a range slider under it).
pub fn is_long(c: &Chart) -> bool {
    !c.bare
        && !horizontal(c)
        && c.traces.iter().all(|t| matches!(t.x, Xs::Num(_)))
        && c.traces.iter().any(|t| t.kind != TraceKind::Nodes && t.y.len() >= LONG_SERIES)
}

/// Plotly's toolbar and messages in Turkish (the lab's own words), registered as the `tr`
/// locale; English is Plotly's own.
const TURKISH: &[(&str, &str)] = &[
    ("Zoom", "Yakınlaştır (alan seçin)"),
    ("Pan", "Kaydır"),
    ("Zoom in", "Yakınlaştır"),
    ("Zoom out", "Uzaklaştır"),
    ("Autoscale", "Otomatik ölçek"),
    ("Reset axes", "Eksenleri sıfırla"),
    ("Download plot as a png", "PNG olarak indir"),
    ("Download plot", "Grafiği indir"),
    ("Toggle Spike Lines", "Kılavuz çizgilerini aç/kapat"),
    ("Show closest data on hover", "Üzerine gelince en yakın değeri göster"),
    ("Compare data on hover", "Üzerine gelince değerleri karşılaştır"),
    ("Double-click to zoom back out", "Geri uzaklaşmak için çift tıklayın"),
    ("Taking snapshot - this may take a few seconds", "Görüntü alınıyor; birkaç saniye sürebilir"),
    ("Snapshot succeeded", "Görüntü alındı"),
    ("Sorry, there was a problem downloading your snapshot!", "Görüntü indirilemedi."),
    ("trace", "seri"),
];

/// One chart trace as a Plotly trace. `bar`: its place among the chart's bar traces.
fn trace(t: &Trace, bar: Option<usize>, horizontal: bool) -> Box<dyn plotly::Trace> {
    let legend = in_legend(t);
    // A pinned comparison's A: lighter and dashed (dotted where B's line is dashed), as the SVG draws it.
    let opacity = if t.ghost { 0.45 } else { 1.0 };
    let line_dash = match (t.ghost, t.dash) {
        (true, "solid") => "dash",
        (true, _) => "dot",
        (false, d) => d,
    };
    match t.kind {
        TraceKind::Bar => {
            let mut marker = Marker::new().color(t.color);
            if let Some(k) = bar.filter(|k| *k > 0) {
                marker = marker.pattern(Pattern::new().shape(pattern(k)).size(6.0).solidity(0.3));
            }
            if horizontal {
                Bar::new(ys(t), xs(&t.x))
                    .orientation(Orientation::Horizontal)
                    .name(&t.name)
                    .show_legend(legend)
                    .opacity(opacity)
                    .marker(marker)
            } else {
                Bar::new(xs(&t.x), ys(t)).name(&t.name).show_legend(legend).opacity(opacity).marker(marker)
            }
        }
        TraceKind::Line | TraceKind::Step => {
            let shape = if t.kind == TraceKind::Step { LineShape::Hv } else { LineShape::Linear };
            Scatter::new(xs(&t.x), ys(t))
                .name(&t.name)
                .show_legend(legend)
                .mode(Mode::Lines)
                .connect_gaps(false)
                .opacity(opacity)
                .line(Line::new().color(t.color).width(2.0).dash(dash(line_dash)).shape(shape))
        }
        TraceKind::Nodes => {
            let colors: Vec<&str> = (0..t.y.len()).map(|i| t.point_colors.get(i).copied().unwrap_or(t.color)).collect();
            Scatter::new(xs(&t.x), ys(t))
                .name(&t.name)
                .show_legend(false)
                .mode(Mode::MarkersText)
                .text_array(t.point_text.clone())
                .text_position(Position::BottomCenter)
                .hover_info(HoverInfo::Text)
                .marker(Marker::new().size(18).color_array(colors))
        }
    }
}

/// A line across the plot at a value, with its label (reference lines; the marker is one across
/// the x axis).
fn rule(across_x: bool, at: f64, label: &str, color: &'static str) -> (Shape, Annotation) {
    let line = ShapeLine::new().color(color).width(1.5).dash(DashType::Dash);
    let shape = Shape::new().shape_type(ShapeType::Line).layer(ShapeLayer::Above).line(line);
    let (shape, note) = if across_x {
        (
            shape.x_ref("paper").x0(0.0).x1(1.0).y_ref("y").y0(at).y1(at),
            Annotation::new().x_ref("paper").x(1.0).x_anchor(Anchor::Right).y_ref("y").y(at).y_anchor(Anchor::Bottom),
        )
    } else {
        (
            shape.x_ref("x").x0(at).x1(at).y_ref("paper").y0(0.0).y1(1.0),
            Annotation::new().x_ref("x").x(at).x_anchor(Anchor::Left).y_ref("paper").y(1.0).y_anchor(Anchor::Top),
        )
    };
    (shape, note.text(label).show_arrow(false).font(Font::new().size(11).color(color)))
}

/// The chart's figure for Plotly.js (`{"data", "layout", "config"}`) in the page's language;
/// `file` names the PNG export (without extension).
pub fn figure(chart: &Chart, lang: Lang, file: &str) -> Value {
    let c = chart;
    let lying = horizontal(c);
    let mut plot = Plot::new();
    let mut bars = 0;
    for t in &c.traces {
        let bar = (t.kind == TraceKind::Bar).then(|| {
            bars += 1;
            bars - 1
        });
        plot.add_trace(trace(t, bar, lying));
    }

    let mut shapes = Vec::new();
    let mut notes = Vec::new();
    for b in &c.bands {
        // A palette colour is drawn light, as in the SVG; an rgba() colour as it is.
        let opacity = if b.color.starts_with('#') { 0.18 } else { 1.0 };
        let band = Shape::new()
            .shape_type(ShapeType::Rect)
            .layer(ShapeLayer::Below)
            .x_ref("x")
            .x0(b.from)
            .x1(b.to)
            .y_ref("paper")
            .y0(0.0)
            .y1(1.0)
            .fill_color(b.color)
            .opacity(opacity)
            .line(ShapeLine::new().width(0.0));
        shapes.push(band);
    }
    for (y, label) in &c.lines {
        // Reference values lie on the value axis: across the plot, or upright beside lying bars.
        let (s, a) = rule(!lying, *y, label, "#555555");
        shapes.push(s);
        notes.push(a);
    }
    if let Some((x, label)) = &c.marker {
        let (s, a) = rule(false, *x, label, "#000000");
        shapes.push(s);
        notes.push(a);
    }

    let font = Font::new().family("DejaVu Sans, Verdana, Arial, sans-serif").size(13).color("#1a1a1a");
    let mut x_axis = Axis::new().title(Title::with_text(&c.x_title)).auto_margin(true).zero_line(false);
    let mut y_axis = Axis::new().title(Title::with_text(&c.y_title)).auto_margin(true).zero_line(false);
    if let Some((lo, hi)) = c.x_range {
        x_axis = x_axis.range(vec![lo, hi]);
    }
    if let Some((lo, hi)) = c.y_range.filter(|_| !lying) {
        y_axis = y_axis.range(vec![lo, hi]);
    }
    if c.bare {
        x_axis = x_axis.visible(false);
        y_axis = y_axis.visible(false);
    }
    let long = is_long(c);
    if long {
        x_axis = x_axis.range_slider(RangeSlider::new().visible(true).thickness(0.08));
    }
    let has_nodes = c.traces.iter().any(|t| t.kind == TraceKind::Nodes);
    let hover = match (c.bare || has_nodes, lying) {
        (true, _) => HoverMode::Closest,
        (false, true) => HoverMode::YUnified,
        (false, false) => HoverMode::XUnified,
    };
    let layout = Layout::new()
        .title(Title::with_text(&c.title).font(Font::new().size(16)))
        .font(font)
        .separators(match lang {
            Lang::Tr => ",.",
            Lang::En => ".,",
        })
        .x_axis(x_axis)
        .y_axis(y_axis)
        .bar_mode(match c.bar_mode {
            ChartBarMode::Group => BarMode::Group,
            ChartBarMode::Stack => BarMode::Stack,
        })
        .hover_mode(hover)
        .legend(Legend::new().orientation(Orientation::Horizontal))
        .margin(Margin::new().top(60).right(24))
        .paper_background_color(Rgba::new(255, 255, 255, 1.0))
        .plot_background_color(Rgba::new(255, 255, 255, 1.0))
        .shapes(shapes)
        .annotations(notes);
    plot.set_layout(layout);

    let locale = match lang {
        Lang::Tr => "tr",
        Lang::En => "en",
    };
    plot.set_configuration(
        Configuration::new()
            .responsive(true)
            .display_logo(false)
            .typeset_math(false)
            .locale(locale)
            .mode_bar_buttons_to_remove(vec![
                ModeBarButtonName::Select2d,
                ModeBarButtonName::Lasso2d,
                ModeBarButtonName::ToggleSpikelines,
            ])
            .to_image_button_options(ToImageButtonOptions::new().format(ImageButtonFormats::Png).filename(file)),
    );

    // Straight to a value (never through text, whose reading would round numbers).
    let mut fig: Value = serde_json::to_value(&plot).unwrap_or_else(|_| json!({}));
    // What plotly.rs does not model: per-point marker symbols (the graph's nodes), lying bars'
    // categories from the top down (as the SVG lists them), the registered Turkish locale, and
    // no frames.
    if let Some(data) = fig.get_mut("data").and_then(Value::as_array_mut) {
        for (d, t) in data.iter_mut().zip(&c.traces) {
            if t.kind == TraceKind::Nodes && !t.point_symbols.is_empty() {
                d["marker"]["symbol"] = json!(t.point_symbols);
            }
        }
    }
    if lying {
        fig["layout"]["yaxis"]["autorange"] = json!("reversed");
    }
    // The legend at the foot of the figure (container-referenced, which plotly.rs does not
    // model): Plotly then makes room for it under the axis title and the range slider, where a
    // position in plot fractions runs into them on a short plot.
    fig["layout"]["legend"]["yref"] = json!("container");
    fig["layout"]["legend"]["y"] = json!(0);
    fig["layout"]["legend"]["yanchor"] = json!("bottom");
    if lang == Lang::Tr {
        let dictionary: serde_json::Map<String, Value> =
            TURKISH.iter().map(|(en, tr)| (en.to_string(), Value::from(*tr))).collect();
        fig["config"]["locales"] =
            json!({ "tr": { "dictionary": dictionary, "format": { "decimal": ",", "thousands": "." } } });
    }
    if let Some(o) = fig.as_object_mut() {
        o.remove("frames");
    }
    fig
}

/// Below this width (CSS pixels) a figure is fitted to a phone ([`fit_width`]).
pub const NARROW_PX: u32 = 600;

/// Plotly draws a title, an axis title or a legend entry on one line, however narrow the
/// figure: on a phone's width long ones run off both sides. Under [`NARROW_PX`] the figure
/// leaves out its own title (the explorer's heading above it names the chart) and breaks the
/// axis titles, the trace names and the lines' labels between words to the width's characters
/// (0: width unknown, nothing changes).
pub fn fit_width(fig: &mut Value, width: u32) {
    if width == 0 || width >= NARROW_PX {
        return;
    }
    let chars = line_chars(width);
    let fit = |t: &mut Value| {
        if let Some(text) = t.as_str() {
            *t = json!(break_words(text, chars));
        }
    };
    if let Some(layout) = fig.get_mut("layout").and_then(Value::as_object_mut) {
        layout.remove("title");
    }
    for axis in ["/layout/xaxis/title/text", "/layout/yaxis/title/text"] {
        fig.pointer_mut(axis).map(fit);
    }
    // The reference lines' and the marker's labels, and the traces' names (the legend).
    for (list, key) in [("/layout/annotations", "text"), ("/data", "name")] {
        for item in fig.pointer_mut(list).and_then(Value::as_array_mut).into_iter().flatten() {
            item.get_mut(key).map(fit);
        }
    }
}

/// How many characters a line may take across `width` pixels: about 8.5 pixels a character
/// (13-px legend text, axis titles a little larger), less the axis's room.
fn line_chars(width: u32) -> usize {
    (width.saturating_sub(60) as f64 / 8.5).max(12.0) as usize
}

/// `text` in lines of at most `chars` characters where its words allow, joined by Plotly's
/// line break (`<br>`); a longer word keeps a line of its own.
fn break_words(text: &str, chars: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= chars => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines.join("<br>")
}

/// Said in the figure's place when the shell's bytes cannot be read (a shell and an explorer
/// from different builds).
const UNREADABLE: (&str, &str) = (
    "Grafik gezgini isteği okuyamadı; sayfayı yenileyin.",
    "The chart explorer could not read the request; reload the page.",
);

/// A [`wire::Figure`]'s bytes → the figure's JSON, or `{"error": {"tr", "en"}}`.
pub fn answer(request: &[u8]) -> Vec<u8> {
    let out = match wire::decode::<Figure>(request) {
        Ok(f) => {
            let mut fig = figure(&f.chart, f.lang, &f.file);
            fit_width(&mut fig, f.width);
            fig
        }
        Err(wire::Malformed) => json!({ "error": { "tr": UNREADABLE.0, "en": UNREADABLE.1 } }),
    };
    out.to_string().into_bytes()
}

/// `len` bytes for the shell to write a request into.
pub fn alloc(len: usize) -> *mut u8 {
    Box::into_raw(vec![0u8; len].into_boxed_slice()).cast()
}

/// Returns memory from [`alloc`] or [`call`].
///
/// # Safety
/// `ptr` and `len` must be one block from [`alloc`] or [`call`] (for `call`, `4 + length`),
/// returned once.
pub unsafe fn free(ptr: *mut u8, len: usize) {
    drop(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len)) });
}

/// Answers the request in `ptr..ptr + len` (taken over and freed) with a length-prefixed block,
/// as a lesson pack does (`packs::call`).
///
/// # Safety
/// `ptr` and `len` must be one block from [`alloc`], not used again by the caller.
pub unsafe fn call(ptr: *mut u8, len: usize) -> *mut u8 {
    let request = unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len)) };
    let body = answer(&request);
    let mut out = Vec::with_capacity(4 + body.len());
    out.extend_from_slice(&(body.len() as u32).to_le_bytes());
    out.extend_from_slice(&body);
    Box::into_raw(out.into_boxed_slice()).cast()
}

#[cfg(test)]
mod tests;
