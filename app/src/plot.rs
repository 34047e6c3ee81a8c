//! Turns the lessons' chart data into a Plotly figure (plotly crate), and draws it in place with
//! `Plotly.react`, so a redraw updates the existing chart rather than building a new one.
//! (Native builds use `to_plot` only from tests: drawing needs the browser.)
#![cfg_attr(not(target_family = "wasm"), allow(dead_code))]

use lessons::view::{BarMode, Chart, Trace, TraceKind, Xs};
use plotly::common::{DashType, Font, HoverInfo, Line, LineShape, Marker, MarkerSymbol, Mode, Orientation, Position, Title};
use plotly::layout::{Annotation, Axis, BarMode as PBarMode, Legend, Margin, Shape, ShapeLayer, ShapeLine, ShapeType};
use plotly::{Bar, Configuration, Layout, Plot, Scatter};

fn dash(t: &Trace) -> DashType {
    match t.dash {
        "dash" => DashType::Dash,
        "dot" => DashType::Dot,
        _ => DashType::Solid,
    }
}

fn symbol(s: &str) -> MarkerSymbol {
    match s {
        "x" => MarkerSymbol::X,
        "diamond" => MarkerSymbol::Diamond,
        _ => MarkerSymbol::Circle,
    }
}

fn add_trace<X: serde::Serialize + Clone + 'static>(plot: &mut Plot, t: &Trace, x: Vec<X>) {
    match t.kind {
        TraceKind::Bar => {
            let marker = Marker::new().color(t.color);
            if t.horizontal {
                let bar = Bar::new(t.y.clone(), x).orientation(Orientation::Horizontal);
                plot.add_trace(bar.name(&t.name).marker(marker).show_legend(t.show_legend));
            } else {
                plot.add_trace(Bar::new(x, t.y.clone()).name(&t.name).marker(marker).show_legend(t.show_legend));
            }
        }
        TraceKind::Line | TraceKind::Step => {
            let shape = if t.kind == TraceKind::Step { LineShape::Hv } else { LineShape::Linear };
            let line = Line::new().color(t.color).dash(dash(t)).width(2.0).shape(shape);
            plot.add_trace(Scatter::new(x, t.y.clone()).mode(Mode::Lines).name(&t.name).line(line).show_legend(t.show_legend));
        }
        TraceKind::Nodes => {
            // One trace per marker symbol, so shape carries meaning next to colour.
            let mut symbols: Vec<&str> = t.point_symbols.clone();
            symbols.dedup();
            let mut seen: Vec<&str> = Vec::new();
            for s in t.point_symbols.iter().copied() {
                if !seen.contains(&s) {
                    seen.push(s);
                }
            }
            for s in seen {
                let idx: Vec<usize> = (0..t.y.len()).filter(|&i| t.point_symbols.get(i).copied() == Some(s)).collect();
                let xs: Vec<X> = idx.iter().map(|&i| x[i].clone()).collect();
                let ys: Vec<f64> = idx.iter().map(|&i| t.y[i]).collect();
                let colors: Vec<&str> = idx.iter().map(|&i| t.point_colors[i]).collect();
                let text: Vec<String> = idx.iter().map(|&i| t.point_text[i].clone()).collect();
                let marker = Marker::new()
                    .color_array(colors)
                    .size(22)
                    .symbol(symbol(s))
                    .line(Line::new().color("#222222").width(1.5));
                plot.add_trace(
                    Scatter::new(xs, ys)
                        .mode(Mode::MarkersText)
                        .text_array(text)
                        .text_position(Position::BottomCenter)
                        .hover_info(HoverInfo::Text)
                        .marker(marker)
                        .show_legend(false),
                );
            }
        }
    }
}

/// Long titles break at a space near their middle (Plotly does not wrap).
fn wrap_title(title: &str) -> String {
    if title.chars().count() <= 48 {
        return title.to_string();
    }
    let mid = title.len() / 2;
    let cut = title
        .match_indices(' ')
        .map(|(i, _)| i)
        .min_by_key(|i| i.abs_diff(mid))
        .unwrap_or(title.len());
    if cut >= title.len() {
        return title.to_string();
    }
    format!("{}<br>{}", &title[..cut], &title[cut + 1..])
}

pub fn to_plot(c: &Chart) -> Plot {
    let mut plot = Plot::new();
    for t in &c.traces {
        match &t.x {
            Xs::Num(x) => add_trace(&mut plot, t, x.clone()),
            Xs::Cat(x) => add_trace(&mut plot, t, x.clone()),
        }
    }
    let mut shapes = Vec::new();
    let mut notes = Vec::new();
    for (y, label) in &c.lines {
        shapes.push(
            Shape::new()
                .shape_type(ShapeType::Line)
                .x_ref("paper")
                .x0(0.0)
                .x1(1.0)
                .y0(*y)
                .y1(*y)
                .line(ShapeLine::new().color("#333333").width(1.5).dash(DashType::Dash)),
        );
        notes.push(Annotation::new().x_ref("paper").x(1.0).y(*y).text(label).show_arrow(false).y_shift(9.0).x_anchor(plotly::common::Anchor::Right));
    }
    for b in &c.bands {
        shapes.push(
            Shape::new()
                .shape_type(ShapeType::Rect)
                .x_ref("x")
                .y_ref("paper")
                .x0(b.from)
                .x1(b.to)
                .y0(0.0)
                .y1(1.0)
                .fill_color(b.color)
                .layer(ShapeLayer::Below)
                .line(ShapeLine::new().width(0.0)),
        );
    }
    if let Some((x, label)) = &c.marker {
        shapes.push(
            Shape::new()
                .shape_type(ShapeType::Line)
                .x_ref("x")
                .y_ref("paper")
                .x0(*x)
                .x1(*x)
                .y0(0.0)
                .y1(1.0)
                .line(ShapeLine::new().color("#000000").width(1.5).dash(DashType::Dot)),
        );
        notes.push(Annotation::new().x(*x).y_ref("paper").y(1.0).text(label).show_arrow(false).y_shift(8.0).x_anchor(plotly::common::Anchor::Left));
    }
    let axis = |title: &str, range: Option<(f64, f64)>| {
        let mut a = Axis::new().title(Title::with_text(title)).auto_margin(true);
        if let Some((lo, hi)) = range {
            a = a.range(vec![lo, hi]);
        }
        if c.bare {
            a.visible(false).show_grid(false).zero_line(false)
        } else {
            a
        }
    };
    let layout = Layout::new()
        .title(Title::with_text(wrap_title(&c.title)).font(Font::new().size(14)).x(0.01).x_anchor(plotly::common::Anchor::Left))
        .x_axis(axis(&c.x_title, c.x_range))
        .y_axis(axis(&c.y_title, c.y_range))
        .bar_mode(match c.bar_mode {
            BarMode::Group => PBarMode::Group,
            BarMode::Stack => PBarMode::Stack,
        })
        .shapes(shapes)
        .annotations(notes)
        .legend(Legend::new().orientation(plotly::common::Orientation::Horizontal).y(-0.25))
        .margin(Margin::new().left(50).right(20).top(if wrap_title(&c.title).contains("<br>") { 70 } else { 50 }).bottom(40))
        .height(if c.bare { 360 } else { 340 })
        .font(Font::new().family("system-ui, sans-serif"))
        .auto_size(true);
    plot.set_layout(layout);
    plot.set_configuration(Configuration::new().responsive(true).display_logo(false).display_mode_bar(plotly::configuration::DisplayModeBar::Hover));
    plot
}

/// Draws (or redraws in place) a figure into the element with this id.
#[cfg(target_family = "wasm")]
pub async fn draw(id: &str, c: &Chart) {
    plotly::bindings::react(id, &to_plot(c)).await;
}

#[cfg(test)]
mod tests {
    use super::*;
    use sim_core::Lang;

    #[test]
    fn every_chart_of_every_model_becomes_a_plotly_figure() {
        for m in lessons::MODELS.iter() {
            let v = m.view(&[], Lang::En).unwrap();
            for c in &v.charts {
                let json: serde_json::Value = serde_json::from_str(&to_plot(c).to_json()).unwrap();
                assert!(!json["data"].as_array().unwrap().is_empty(), "{} {}", m.id(), c.id);
                assert_eq!(json["layout"]["title"]["text"].as_str().unwrap().replace("<br>", " "), c.title);
            }
        }
    }

    #[test]
    fn graph_nodes_split_by_symbol_and_breaks_become_null() {
        let v = lessons::find("kipler/bulasma").unwrap().view(&[], Lang::Tr).unwrap();
        let json: serde_json::Value = serde_json::from_str(&to_plot(&v.charts[0]).to_json()).unwrap();
        let data = json["data"].as_array().unwrap();
        // edges, then normal / faulty / saturated nodes
        assert_eq!(data.len(), 4);
        assert!(data[0]["x"].as_array().unwrap().iter().any(|x| x.is_null()));
    }
}

#[cfg(target_family = "wasm")]
mod js {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = Plotly, js_name = downloadImage, catch)]
        pub fn download_image(id: &str, opts: &JsValue) -> Result<js_sys::Promise, JsValue>;
    }
}

/// Saves the chart in this element as a PNG file with this name (without extension).
#[cfg(target_family = "wasm")]
pub fn save_png(id: &str, name: &str) {
    let opts = js_sys::JSON::parse(&serde_json::json!({ "format": "png", "filename": name, "width": 1000, "height": 600 }).to_string())
        .unwrap_or(wasm_bindgen::JsValue::NULL);
    let _ = js::download_image(id, &opts);
}
