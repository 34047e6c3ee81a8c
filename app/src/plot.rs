//! Draws the lessons' chart data as SVG: axes with round ticks, grouped or stacked bars (with a
//! hatch pattern as a second cue beside colour), lines and steps (with dashes), graph drawings
//! (nodes with symbols and labels), shaded bands, reference lines and a legend.
//!
//! A pure function from [`Chart`] to markup, so it is tested natively and costs well under a
//! millisecond per chart. Text widths are estimated from the character count (no DOM reads, so
//! no layout thrash). Each mark carries a `<title>` with its numbers (the browser's tooltip).

use lessons::view::{fmt_num, BarMode, Chart, Trace, TraceKind, Xs};
use sim_core::Lang;
use std::fmt::Write;

/// Drawing units per character of text at font size 1 (a generous average for sans fonts).
const CHAR_W: f64 = 0.6;
const FONT: f64 = 12.0;
const HEIGHT: f64 = 340.0;
/// Hatching for the k-th bar trace of a chart (the first stays plain).
pub const BAR_PATTERNS: [&str; 6] = ["", "/", ".", "x", "\\", "+"];

/// A coordinate with one decimal, written through integers: the standard library's exact
/// float formatting (`{:.1}`) was a seventh of a redraw's time.
struct F1(f64);

impl std::fmt::Display for F1 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let tenths = if self.0.is_finite() { (self.0 * 10.0).round().clamp(-1e15, 1e15) as i64 } else { 0 };
        let sign = if tenths < 0 { "-" } else { "" };
        write!(f, "{sign}{}.{}", tenths.unsigned_abs() / 10, tenths.unsigned_abs() % 10)
    }
}

/// A whole number of units (see [`F1`]).
struct F0(f64);

impl std::fmt::Display for F0 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = if self.0.is_finite() { self.0.round().clamp(-1e15, 1e15) as i64 } else { 0 };
        write!(f, "{n}")
    }
}

/// Text made safe for SVG or HTML markup (text and attribute values).
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * CHAR_W
}

/// Splits text into lines no wider than `width` (at word breaks).
fn wrap(text: &str, width: f64, size: f64) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && text_width(&line, size) + text_width(word, size) + size * CHAR_W > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// A number with 4 significant digits for tooltips (an integer stays whole).
fn fmt_value(v: f64, lang: Lang) -> String {
    if !v.is_finite() {
        return "—".into();
    }
    let decimals =
        if v == v.trunc() || v.abs() >= 1000.0 { 0 } else { (3 - v.abs().log10().floor() as i32).clamp(0, 6) as u8 };
    let s = fmt_num(v, decimals, lang);
    if decimals > 0 {
        let point = if lang == Lang::Tr { ',' } else { '.' };
        s.trim_end_matches('0').trim_end_matches(point).to_string()
    } else {
        s
    }
}

/// A linear axis: the data range widened to round ticks.
#[derive(Clone, Debug, PartialEq)]
struct Linear {
    lo: f64,
    hi: f64,
    ticks: Vec<f64>,
    decimals: u8,
}

impl Linear {
    /// Round ticks over [lo, hi]; `pad` widens the range by that share on each side first.
    fn new(lo: f64, hi: f64, pad: f64, fixed: bool) -> Self {
        let (mut lo, mut hi) = if lo.is_finite() && hi.is_finite() && lo <= hi { (lo, hi) } else { (0.0, 1.0) };
        if hi - lo < 1e-12 {
            let d = if lo.abs() > 1e-12 { lo.abs() * 0.1 } else { 1.0 };
            lo -= d;
            hi += d;
        }
        if !fixed {
            let span = hi - lo;
            let zero_lo = lo == 0.0;
            lo -= span * pad;
            hi += span * pad;
            if zero_lo {
                lo = 0.0;
            }
        }
        let raw = (hi - lo) / 5.0;
        let mag = pow10(raw.log10().floor());
        // The round step (1, 2 or 5 times a power of ten) nearest to a fifth of the range.
        let step = [1.0, 2.0, 5.0, 10.0]
            .iter()
            .map(|m| m * mag)
            .min_by(|a, b| (a / raw).ln().abs().total_cmp(&(b / raw).ln().abs()))
            .unwrap_or(mag);
        let decimals = (-step.log10().floor()).clamp(0.0, 6.0) as u8;
        // Ticks are whole multiples of the step, rounded to the shown decimals (no 0.6000000001).
        let scale = pow10(f64::from(decimals));
        let first = (lo / step - 1e-9).ceil();
        let ticks: Vec<f64> = (0..50)
            .map(|i| ((first + f64::from(i)) * step * scale).round() / scale + 0.0)
            .take_while(|t| *t <= hi + step * 1e-9)
            .collect();
        Self { lo, hi, ticks, decimals }
    }

    fn at(&self, v: f64, from: f64, to: f64) -> f64 {
        from + (v - self.lo) / (self.hi - self.lo) * (to - from)
    }

    fn label(&self, v: f64, lang: Lang) -> String {
        fmt_num(v, self.decimals, lang)
    }
}

fn pow10(e: f64) -> f64 {
    10f64.powi(e as i32)
}

/// How the x values of a chart are laid out.
enum XAxis {
    Num(Linear),
    /// Category names in first-seen order.
    Cat(Vec<String>),
}

/// The drawing area inside the margins.
#[derive(Clone, Copy)]
struct Plot {
    left: f64,
    right: f64,
    top: f64,
    bottom: f64,
}

fn categories(traces: &[Trace]) -> Vec<String> {
    let mut cats: Vec<String> = Vec::new();
    for t in traces {
        if let Xs::Cat(v) = &t.x {
            for c in v {
                if !cats.contains(c) {
                    cats.push(c.clone());
                }
            }
        }
    }
    cats
}

fn num_xs(t: &Trace) -> &[f64] {
    match &t.x {
        Xs::Num(v) => v,
        Xs::Cat(_) => &[],
    }
}

/// The value range the bars and lines need (stacked bars add up per category).
fn value_range(c: &Chart) -> (f64, f64) {
    let mut lo = f64::INFINITY;
    let mut hi = f64::NEG_INFINITY;
    let mut see = |v: f64| {
        if v.is_finite() {
            lo = lo.min(v);
            hi = hi.max(v);
        }
    };
    let has_bars = c.traces.iter().any(|t| t.kind == TraceKind::Bar);
    if has_bars {
        see(0.0);
    }
    if c.bar_mode == BarMode::Stack && has_bars {
        let n = c.traces.iter().filter(|t| t.kind == TraceKind::Bar).map(|t| t.y.len()).max().unwrap_or(0);
        for i in 0..n {
            let (mut pos, mut neg) = (0.0, 0.0);
            for t in c.traces.iter().filter(|t| t.kind == TraceKind::Bar) {
                let v = t.y.get(i).copied().filter(|v| v.is_finite()).unwrap_or(0.0);
                if v >= 0.0 {
                    pos += v
                } else {
                    neg += v
                }
            }
            see(pos);
            see(neg);
        }
    }
    for t in &c.traces {
        if t.kind != TraceKind::Bar || c.bar_mode == BarMode::Group {
            t.y.iter().for_each(|v| see(*v));
        }
    }
    for (y, _) in &c.lines {
        see(*y);
    }
    (lo, hi)
}

/// A chart drawn as SVG markup. `uid` makes the ids inside (patterns, clip path) unique on
/// the page; `lang` picks the decimal mark of the tick labels; `narrow` draws for a phone's
/// width (the drawing scales to its box, so a wide drawing there would shrink its text).
pub fn svg(c: &Chart, uid: &str, lang: Lang, narrow: bool) -> String {
    let width = match (narrow, c.wide) {
        (true, _) => 380.0,
        (false, true) => 900.0,
        (false, false) => 440.0,
    };
    let height = if c.bare { 360.0 } else { HEIGHT };
    let horizontal = c.traces.iter().any(|t| t.kind == TraceKind::Bar && t.horizontal);
    let cats = categories(&c.traces);
    let bars: Vec<&Trace> = c.traces.iter().filter(|t| t.kind == TraceKind::Bar).collect();

    // The category axis is x, or y for horizontal bars; the value axis is the other one.
    let (vlo, vhi) = value_range(c);
    let values = match c.y_range.filter(|_| !horizontal) {
        Some((lo, hi)) => Linear::new(lo, hi, 0.0, true),
        None => Linear::new(vlo, vhi, 0.05, false),
    };
    let x_axis = if !cats.is_empty() {
        XAxis::Cat(cats.clone())
    } else {
        let (lo, hi) = match c.x_range {
            Some(r) => r,
            None => {
                let mut lo = f64::INFINITY;
                let mut hi = f64::NEG_INFINITY;
                for v in c.traces.iter().flat_map(num_xs).filter(|v| v.is_finite()) {
                    lo = lo.min(*v);
                    hi = hi.max(*v);
                }
                if !bars.is_empty() {
                    let step = bar_step(&bars);
                    lo -= step / 2.0;
                    hi += step / 2.0;
                }
                (lo, hi)
            }
        };
        let pad = if c.bare { 0.08 } else { 0.0 };
        XAxis::Num(Linear::new(lo, hi, pad, c.x_range.is_some()))
    };

    // Title lines, legend rows and the margins they need.
    let title_lines = wrap(&c.title, width - 16.0, 13.0);
    let top = 10.0 + title_lines.len() as f64 * 17.0 + 8.0;
    let legend: Vec<&Trace> =
        c.traces.iter().filter(|t| t.show_legend && !t.name.is_empty() && t.kind != TraceKind::Nodes).collect();
    let cat_labels: &[String] = if horizontal { &[] } else { &cats };
    let rotate = {
        let n = cat_labels.len().max(1) as f64;
        let band = (width - 120.0) / n;
        cat_labels.iter().any(|l| text_width(l, 11.0) > band - 4.0)
    };
    let x_label_h = if c.bare {
        0.0
    } else if rotate {
        cat_labels.iter().map(|l| text_width(l, 11.0)).fold(0.0, f64::max).min(110.0) * 0.71 + 14.0
    } else {
        18.0
    };
    let y_labels: Vec<String> =
        if horizontal { cats.clone() } else { values.ticks.iter().map(|t| values.label(*t, lang)).collect() };
    let y_label_w = y_labels.iter().map(|l| text_width(l, 11.0)).fold(0.0, f64::max).min(150.0);
    let left = if c.bare { 12.0 } else { y_label_w + 14.0 + if c.y_title.is_empty() { 0.0 } else { 18.0 } };
    let x_title_h = if c.bare || c.x_title.is_empty() { 0.0 } else { 18.0 };
    // Legend items flow into rows.
    let mut legend_rows: Vec<Vec<(&Trace, f64)>> = Vec::new();
    {
        let mut x = 0.0;
        for t in &legend {
            let w = 28.0 + text_width(&t.name, 11.0) + 14.0;
            if legend_rows.is_empty() || x + w > width - left - 10.0 {
                legend_rows.push(Vec::new());
                x = 0.0;
            }
            if let Some(r) = legend_rows.last_mut() {
                r.push((*t, x));
            }
            x += w;
        }
    }
    let legend_h = legend_rows.len() as f64 * 18.0 + if legend_rows.is_empty() { 0.0 } else { 6.0 };
    let bottom_margin = x_label_h + x_title_h + legend_h + 10.0;
    let right_pad = if c.lines.is_empty() { 16.0 } else { 20.0 };
    let p = Plot { left, right: width - right_pad, top, bottom: (height - bottom_margin).max(top + 60.0) };
    let height = p.bottom + bottom_margin;

    let mut o = String::with_capacity(4096);
    let title_id = format!("{uid}-t");
    // A numeric x axis's mapping (data x -> drawing x) and the plot's top and bottom, for a
    // cursor placed over the drawing without redrawing it.
    let x_map = match &x_axis {
        XAxis::Num(a) if !c.bare => format!(
            r#" data-x0="{}" data-x1="{}" data-px0="{}" data-px1="{}" data-py0="{}" data-py1="{}""#,
            a.lo, a.hi, p.left, p.right, p.top, p.bottom
        ),
        _ => String::new(),
    };
    let _ = write!(
        o,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" role="img" aria-labelledby="{title_id}" font-family="system-ui, sans-serif" font-size="{FONT}"{x_map}>"#
    );
    let _ = write!(o, r#"<title id="{title_id}">{}</title>"#, esc(&c.title));
    // Patterns for bar traces after the first, and the clip path of the plot area.
    o.push_str("<defs>");
    for k in 1..bars.len() {
        let _ = write!(
            o,
            r#"<pattern id="{uid}-p{k}" width="7" height="7" patternUnits="userSpaceOnUse">{}</pattern>"#,
            hatch(k)
        );
    }
    let _ = write!(
        o,
        r#"<clipPath id="{uid}-clip"><rect x="{}" y="{}" width="{}" height="{}"/></clipPath>"#,
        p.left,
        p.top - 2.0,
        p.right - p.left,
        p.bottom - p.top + 4.0
    );
    o.push_str("</defs>");
    o.push_str(r##"<rect width="100%" height="100%" fill="#ffffff"/>"##);
    for (i, line) in title_lines.iter().enumerate() {
        let _ = write!(
            o,
            r##"<text x="8" y="{}" font-size="13" fill="#222">{}</text>"##,
            22.0 + i as f64 * 17.0,
            esc(line)
        );
    }

    // Where x values and categories fall.
    let cat_band = |n: usize, from: f64, to: f64| (to - from) / n.max(1) as f64;
    // On a category axis, category i sits at i (as in Plotly), so bands and markers use indices.
    let x_of = |v: f64| match &x_axis {
        XAxis::Num(a) => a.at(v, p.left, p.right),
        XAxis::Cat(names) => p.left + cat_band(names.len(), p.left, p.right) * (v + 0.5),
    };
    let cat_x = |name: &str| -> Option<f64> {
        let i = cats.iter().position(|c| c == name)?;
        let band = cat_band(cats.len(), p.left, p.right);
        Some(p.left + band * (i as f64 + 0.5))
    };
    let y_of = |v: f64| values.at(v, p.bottom, p.top);

    // Bands below everything.
    o.push_str(&format!(r#"<g clip-path="url(#{uid}-clip)">"#));
    for band in &c.bands {
        let (a, b) = (x_of(band.from), x_of(band.to));
        let opacity = if band.color.starts_with('#') { 0.18 } else { 1.0 };
        let _ = write!(
            o,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}" fill-opacity="{opacity}"/>"#,
            F1(a.min(b)),
            p.top,
            F1((b - a).abs()),
            p.bottom - p.top,
            band.color
        );
    }
    o.push_str("</g>");

    // Grid and axes.
    if !c.bare {
        o.push_str(r##"<g stroke="#e3e3e3" stroke-width="1">"##);
        if horizontal {
            for t in &values.ticks {
                let x = values.at(*t, p.left, p.right);
                let _ = write!(o, r#"<line x1="{}" x2="{}" y1="{}" y2="{}"/>"#, F1(x), F1(x), p.top, p.bottom);
            }
        } else {
            for t in &values.ticks {
                let y = y_of(*t);
                let _ = write!(o, r#"<line x1="{}" x2="{}" y1="{}" y2="{}"/>"#, p.left, p.right, F1(y), F1(y));
            }
        }
        o.push_str("</g>");
        let _ = write!(
            o,
            r##"<g stroke="#555" stroke-width="1"><line x1="{l}" x2="{r}" y1="{b}" y2="{b}"/><line x1="{l}" x2="{l}" y1="{t}" y2="{b}"/></g>"##,
            l = p.left,
            r = p.right,
            b = p.bottom,
            t = p.top
        );
        o.push_str(r##"<g font-size="11" fill="#333">"##);
        // Value tick labels.
        if horizontal {
            for t in &values.ticks {
                let x = values.at(*t, p.left, p.right);
                let _ = write!(
                    o,
                    r#"<text x="{}" y="{}" text-anchor="middle">{}</text>"#,
                    F1(x),
                    p.bottom + 14.0,
                    values.label(*t, lang)
                );
            }
            let band = cat_band(cats.len(), p.top, p.bottom);
            for (i, name) in cats.iter().enumerate() {
                let y = p.top + band * (i as f64 + 0.5);
                let _ = write!(
                    o,
                    r#"<text x="{}" y="{}" text-anchor="end" dominant-baseline="middle">{}</text>"#,
                    p.left - 5.0,
                    F1(y),
                    esc(name)
                );
            }
        } else {
            for t in &values.ticks {
                let _ = write!(
                    o,
                    r#"<text x="{}" y="{}" text-anchor="end" dominant-baseline="middle">{}</text>"#,
                    p.left - 5.0,
                    F1(y_of(*t)),
                    values.label(*t, lang)
                );
            }
            match &x_axis {
                XAxis::Num(a) => {
                    for t in &a.ticks {
                        let x = a.at(*t, p.left, p.right);
                        let _ = write!(
                            o,
                            r#"<text x="{}" y="{}" text-anchor="middle">{}</text>"#,
                            F1(x),
                            p.bottom + 14.0,
                            a.label(*t, lang)
                        );
                    }
                }
                XAxis::Cat(names) => {
                    for name in names {
                        let x = cat_x(name).unwrap_or(p.left);
                        if rotate {
                            let label: String = if text_width(name, 11.0) > 110.0 {
                                name.chars().take(16).chain(['…']).collect()
                            } else {
                                name.clone()
                            };
                            let _ = write!(
                                o,
                                r#"<text transform="translate({},{}) rotate(-45)" text-anchor="end">{}<title>{}</title></text>"#,
                                F1(x),
                                p.bottom + 10.0,
                                esc(&label),
                                esc(name)
                            );
                        } else {
                            let _ = write!(
                                o,
                                r#"<text x="{}" y="{}" text-anchor="middle">{}</text>"#,
                                F1(x),
                                p.bottom + 14.0,
                                esc(name)
                            );
                        }
                    }
                }
            }
        }
        o.push_str("</g>");
        // Axis titles (for horizontal bars the value axis is x, but the titles keep their sides).
        if !c.x_title.is_empty() {
            let _ = write!(
                o,
                r##"<text x="{}" y="{}" text-anchor="middle" fill="#222">{}</text>"##,
                F1((p.left + p.right) / 2.0),
                F1(p.bottom + x_label_h + 13.0),
                esc(&c.x_title)
            );
        }
        if !c.y_title.is_empty() {
            let cy = (p.top + p.bottom) / 2.0;
            let _ = write!(
                o,
                r##"<text transform="translate(13,{}) rotate(-90)" text-anchor="middle" fill="#222">{}</text>"##,
                F1(cy),
                esc(&c.y_title)
            );
        }
    }

    // Marks.
    let _ = write!(o, r#"<g clip-path="url(#{uid}-clip)">"#);
    draw_bars(&mut o, c, &bars, &x_axis, &values, &p, horizontal, uid, lang);
    for t in &c.traces {
        match t.kind {
            TraceKind::Line | TraceKind::Step => draw_line(&mut o, t, &x_axis, &cats, &values, &p, lang),
            _ => {}
        }
    }
    o.push_str("</g>");
    // Nodes are not clipped: their labels may run past the plot area.
    for t in c.traces.iter().filter(|t| t.kind == TraceKind::Nodes) {
        draw_nodes(&mut o, t, &x_axis, &values, &p);
    }

    // Reference lines and the marker, with their labels.
    for (y, label) in &c.lines {
        let yy = y_of(*y);
        if yy >= p.top - 1.0 && yy <= p.bottom + 1.0 {
            let _ = write!(
                o,
                r##"<line x1="{}" x2="{}" y1="{}" y2="{}" stroke="#333" stroke-width="1.5" stroke-dasharray="6 4"/>"##,
                p.left,
                p.right,
                F1(yy),
                F1(yy)
            );
            let _ = write!(
                o,
                r##"<text x="{}" y="{}" text-anchor="end" font-size="11" fill="#222" paint-order="stroke" stroke="#fff" stroke-width="3">{}</text>"##,
                p.right - 2.0,
                F1(yy - 4.0),
                esc(label)
            );
        }
    }
    if let Some((x, label)) = &c.marker {
        let xx = x_of(*x);
        if xx >= p.left - 1.0 && xx <= p.right + 1.0 {
            let _ = write!(
                o,
                r##"<line x1="{}" x2="{}" y1="{}" y2="{}" stroke="#000" stroke-width="1.5" stroke-dasharray="2 3"/>"##,
                F1(xx),
                F1(xx),
                p.top,
                p.bottom
            );
            let anchor = if xx > (p.left + p.right) / 2.0 { ("end", -4.0) } else { ("start", 4.0) };
            let _ = write!(
                o,
                r##"<text x="{}" y="{}" text-anchor="{}" font-size="11" fill="#222" paint-order="stroke" stroke="#fff" stroke-width="3">{}</text>"##,
                F1(xx + anchor.1),
                p.top + 11.0,
                anchor.0,
                esc(label)
            );
        }
    }

    // Legend.
    let bar_index = |t: &Trace| bars.iter().position(|b| std::ptr::eq(*b, t)).unwrap_or(0);
    for (r, row) in legend_rows.iter().enumerate() {
        let y = height - legend_h + r as f64 * 18.0 + 6.0;
        for (t, x) in row {
            let x = p.left + x;
            let _ = write!(o, r#"<g transform="translate({},{})">"#, F1(x), F1(y));
            match t.kind {
                TraceKind::Bar => {
                    let k = bar_index(t);
                    let _ = write!(o, r#"<rect x="0" y="2" width="22" height="11" fill="{}"/>"#, t.color);
                    if k > 0 {
                        let _ = write!(o, r#"<rect x="0" y="2" width="22" height="11" fill="url(#{uid}-p{k})"/>"#);
                    }
                }
                _ => {
                    let _ = write!(
                        o,
                        r#"<line x1="0" x2="22" y1="8" y2="8" stroke="{}" stroke-width="2.5"{}/>"#,
                        t.color,
                        dasharray(t.dash)
                    );
                }
            }
            let _ = write!(o, r##"<text x="28" y="12" font-size="11" fill="#222">{}</text></g>"##, esc(&t.name));
        }
    }
    o.push_str("</svg>");
    o
}

fn dasharray(dash: &str) -> &'static str {
    match dash {
        "dash" => r#" stroke-dasharray="7 4""#,
        "dot" => r#" stroke-dasharray="2 3""#,
        _ => "",
    }
}

/// The marks of a hatch pattern (dark strokes over the bar's own colour).
fn hatch(k: usize) -> &'static str {
    match BAR_PATTERNS[k % BAR_PATTERNS.len()] {
        "/" => r#"<path d="M-1,8 L8,-1 M-1,1 L1,-1 M6,8 L8,6" stroke="rgba(0,0,0,0.55)" stroke-width="1.2"/>"#,
        "." => r#"<circle cx="3.5" cy="3.5" r="1.3" fill="rgba(0,0,0,0.55)"/>"#,
        "x" => r#"<path d="M0,0 L7,7 M7,0 L0,7" stroke="rgba(0,0,0,0.55)" stroke-width="1"/>"#,
        "\\" => r#"<path d="M-1,-1 L8,8 M6,-1 L8,1 M-1,6 L1,8" stroke="rgba(0,0,0,0.55)" stroke-width="1.2"/>"#,
        "+" => r#"<path d="M3.5,0 V7 M0,3.5 H7" stroke="rgba(0,0,0,0.55)" stroke-width="1"/>"#,
        _ => "",
    }
}

/// The spacing between neighbouring numeric bar positions (the bar slot's width).
fn bar_step(bars: &[&Trace]) -> f64 {
    let mut xs: Vec<f64> = bars.iter().flat_map(|t| num_xs(t).iter().copied()).filter(|v| v.is_finite()).collect();
    xs.sort_by(f64::total_cmp);
    xs.dedup();
    let step = xs.windows(2).map(|w| w[1] - w[0]).fold(f64::INFINITY, f64::min);
    if step.is_finite() && step > 0.0 {
        step
    } else {
        1.0
    }
}

#[allow(clippy::too_many_arguments)]
fn draw_bars(
    o: &mut String,
    c: &Chart,
    bars: &[&Trace],
    x_axis: &XAxis,
    values: &Linear,
    p: &Plot,
    horizontal: bool,
    uid: &str,
    lang: Lang,
) {
    if bars.is_empty() {
        return;
    }
    let stacked = c.bar_mode == BarMode::Stack;
    let groups = if stacked { 1 } else { bars.len() };
    // Slot centre and width along the category axis for point i of a trace.
    let (axis_from, axis_to) = if horizontal { (p.top, p.bottom) } else { (p.left, p.right) };
    let cats: &[String] = match x_axis {
        XAxis::Cat(c) => c,
        XAxis::Num(_) => &[],
    };
    let step_px = match x_axis {
        XAxis::Cat(c) => (axis_to - axis_from) / c.len().max(1) as f64,
        XAxis::Num(a) => (a.at(bar_step(bars), axis_from, axis_to) - a.at(0.0, axis_from, axis_to)).abs(),
    };
    let slot = |t: &Trace, i: usize| -> Option<f64> {
        match (&t.x, x_axis) {
            (Xs::Cat(v), _) => {
                let k = cats.iter().position(|c| Some(c) == v.get(i))?;
                Some(axis_from + step_px * (k as f64 + 0.5))
            }
            (Xs::Num(v), XAxis::Num(a)) => v.get(i).map(|x| a.at(*x, axis_from, axis_to)),
            _ => None,
        }
    };
    // Long series (a bar per round) are drawn as one path per trace, without gaps or tooltips:
    // thousands of elements would make every redraw slow.
    let dense = bars.iter().map(|t| t.y.len()).sum::<usize>() > 150;
    let fill_share = if dense { 1.0 } else { 0.8 };
    let bar_w = step_px * fill_share / groups as f64;
    let value_px = |v: f64| if horizontal { values.at(v, p.left, p.right) } else { values.at(v, p.bottom, p.top) };
    let n = bars.iter().map(|t| t.y.len()).max().unwrap_or(0);
    let mut pos_base = vec![0.0; n];
    let mut neg_base = vec![0.0; n];
    for (k, t) in bars.iter().enumerate() {
        let mut runs = Runs::default();
        let _ = write!(o, r#"<g fill="{}">"#, t.color);
        for (i, v) in t.y.iter().enumerate() {
            let (Some(centre), true) = (slot(t, i), v.is_finite()) else { continue };
            let (from, to) = if stacked {
                let base = if *v >= 0.0 { &mut pos_base[i] } else { &mut neg_base[i] };
                let from = *base;
                *base += v;
                (from, *base)
            } else {
                (0.0, *v)
            };
            let offset = if stacked { -bar_w / 2.0 } else { -step_px * fill_share / 2.0 + bar_w * k as f64 };
            let (a, b) = (value_px(from), value_px(to));
            if dense {
                let (x, y, w, h) = if horizontal {
                    (a.min(b), centre + offset, (b - a).abs(), bar_w)
                } else {
                    (centre + offset, a.min(b), bar_w, (b - a).abs())
                };
                runs.add(x, y, w, h, horizontal);
                continue;
            }
            let label = match &t.x {
                Xs::Cat(v) => v.get(i).cloned().unwrap_or_default(),
                Xs::Num(v) => v.get(i).map(|x| fmt_value(*x, lang)).unwrap_or_default(),
            };
            let tip = format!("{}: {} — {}", esc(&t.name), esc(&label), fmt_value(*v, lang));
            let (x, y, w, h) = if horizontal {
                (a.min(b), centre + offset, (b - a).abs(), bar_w)
            } else {
                (centre + offset, a.min(b), bar_w, (b - a).abs())
            };
            let _ = write!(
                o,
                r#"<rect x="{}" y="{}" width="{}" height="{}"><title>{tip}</title></rect>"#,
                F1(x),
                F1(y),
                F1(w),
                F1(h)
            );
            if k > 0 {
                let _ = write!(
                    o,
                    r#"<rect x="{}" y="{}" width="{}" height="{}" fill="url(#{uid}-p{k})" pointer-events="none"/>"#,
                    F1(x),
                    F1(y),
                    F1(w),
                    F1(h)
                );
            }
        }
        let path = runs.finish();
        if !path.is_empty() {
            let _ = write!(o, r#"<path d="{path}" shape-rendering="crispEdges"/>"#);
            if k > 0 {
                let _ = write!(o, r#"<path d="{path}" fill="url(#{uid}-p{k})" shape-rendering="crispEdges"/>"#);
            }
        }
        o.push_str("</g>");
    }
}

/// Neighbouring bars of one height (or one width, lying down) merged into one rectangle,
/// written as one path: a bar per round for a thousand rounds stays a few hundred segments.
#[derive(Default)]
struct Runs {
    path: String,
    run: Option<(f64, f64, f64, f64)>,
    horizontal: bool,
}

impl Runs {
    fn add(&mut self, x: f64, y: f64, w: f64, h: f64, horizontal: bool) {
        self.horizontal = horizontal;
        let near = |a: f64, b: f64| (a - b).abs() < 0.05;
        if let Some((rx, ry, rw, rh)) = &mut self.run {
            if !horizontal && near(*ry, y) && near(*rh, h) && (*rx + *rw - x).abs() < 0.5 {
                *rw = x + w - *rx;
                return;
            }
            if horizontal && near(*rx, x) && near(*rw, w) && (*ry + *rh - y).abs() < 0.5 {
                *rh = y + h - *ry;
                return;
            }
        }
        self.flush();
        self.run = Some((x, y, w, h));
    }

    fn flush(&mut self) {
        // Each run reaches 0.6 units into the next, so no seam shows where two runs meet.
        if let Some((x, y, w, h)) =
            self.run.take().map(|(x, y, w, h)| if self.horizontal { (x, y, w, h + 0.6) } else { (x, y, w + 0.6, h) })
        {
            if w > 0.0 && h > 0.0 {
                let _ = write!(self.path, "M{},{}h{}v{}h{}Z", F1(x), F1(y), F1(w), F1(h), F1(-w));
            }
        }
    }

    fn finish(mut self) -> String {
        self.flush();
        self.path
    }
}

/// The screen position of point i of a line (None for a gap).
fn point(t: &Trace, i: usize, x_axis: &XAxis, cats: &[String], values: &Linear, p: &Plot) -> Option<(f64, f64)> {
    let y = *t.y.get(i)?;
    if !y.is_finite() {
        return None;
    }
    let x = match (&t.x, x_axis) {
        (Xs::Num(v), XAxis::Num(a)) => a.at(*v.get(i)?, p.left, p.right),
        (Xs::Cat(v), _) => {
            let k = cats.iter().position(|c| Some(c) == v.get(i))?;
            p.left + (p.right - p.left) / cats.len().max(1) as f64 * (k as f64 + 0.5)
        }
        _ => return None,
    };
    x.is_finite().then_some((x, values.at(y, p.bottom, p.top)))
}

/// Thins a long series to what a screen column can show: per pixel column, its first, lowest,
/// highest and last point, in their order (the drawn line looks the same). Gaps stay gaps.
fn thin(pts: &[Option<(f64, f64)>]) -> Vec<Option<(f64, f64)>> {
    let mut out = Vec::new();
    let mut column: Vec<(f64, f64)> = Vec::new();
    let flush = |column: &mut Vec<(f64, f64)>, out: &mut Vec<Option<(f64, f64)>>| {
        if column.is_empty() {
            return;
        }
        let (lo, hi) = column.iter().enumerate().fold((0, 0), |(lo, hi), (i, pt)| {
            (if pt.1 > column[lo].1 { i } else { lo }, if pt.1 < column[hi].1 { i } else { hi })
        });
        let mut keep = [0, lo, hi, column.len() - 1];
        keep.sort_unstable();
        let mut last = usize::MAX;
        for k in keep {
            if k != last {
                out.push(Some(column[k]));
                last = k;
            }
        }
        column.clear();
    };
    for pt in pts {
        match pt {
            None => {
                flush(&mut column, &mut out);
                out.push(None);
            }
            Some((x, y)) => {
                if column.first().is_some_and(|c| c.0.floor() != x.floor()) {
                    flush(&mut column, &mut out);
                }
                column.push((*x, *y));
            }
        }
    }
    flush(&mut column, &mut out);
    out
}

/// Writes path commands: absolute with one decimal, or, for dense series (points under a pixel
/// apart), relative in whole units, which is less than half the text to parse on every redraw.
struct Pen {
    d: String,
    whole: bool,
    at: (f64, f64),
}

impl Pen {
    fn new(whole: bool, points: usize) -> Self {
        Self { d: String::with_capacity(points * if whole { 6 } else { 12 }), whole, at: (0.0, 0.0) }
    }

    fn move_to(&mut self, x: f64, y: f64) {
        let _ =
            if self.whole { write!(self.d, "M{},{}", F0(x), F0(y)) } else { write!(self.d, "M{},{}", F1(x), F1(y)) };
        self.at = (x, y);
    }

    fn line_to(&mut self, x: f64, y: f64) {
        if self.whole && (x, y) == self.at {
            return;
        }
        let _ = if self.whole {
            write!(self.d, "l{},{}", F0(x - self.at.0), F0(y - self.at.1))
        } else {
            write!(self.d, "L{},{}", F1(x), F1(y))
        };
        self.at = (x, y);
    }

    fn across(&mut self, x: f64) {
        if self.whole {
            if x != self.at.0 {
                let _ = write!(self.d, "h{}", F0(x - self.at.0));
            }
        } else {
            let _ = write!(self.d, "H{}", F1(x));
        }
        self.at.0 = x;
    }

    fn down(&mut self, y: f64) {
        let _ = if self.whole { write!(self.d, "v{}", F0(y - self.at.1)) } else { write!(self.d, "V{}", F1(y)) };
        self.at.1 = y;
    }
}

/// The path of a line or step series; runs at one height become one segment. `whole`: the
/// points are rounded to whole units and written relative (see [`Pen`]).
fn line_path(pts: &[Option<(f64, f64)>], step: bool, whole: bool) -> String {
    let mut pen = Pen::new(whole, pts.len());
    let round = |(x, y): (f64, f64)| if whole { (x.round(), y.round()) } else { (x, y) };
    // The last point written, and a point on the same height not yet written (a run's end).
    let mut at: Option<(f64, f64)> = None;
    let mut pending: Option<(f64, f64)> = None;
    let same = |a: f64, b: f64| (a - b).abs() < 0.05;
    let finish = |pen: &mut Pen, at: Option<(f64, f64)>, pending: &mut Option<(f64, f64)>| {
        if let (Some((x, y)), Some(_)) = (pending.take(), at) {
            if step {
                pen.across(x)
            } else {
                pen.line_to(x, y)
            }
        }
    };
    for pt in pts {
        match (pt.map(round), at) {
            (None, _) => {
                finish(&mut pen, at, &mut pending);
                at = None;
            }
            (Some((x, y)), None) => {
                pen.move_to(x, y);
                at = Some((x, y));
            }
            (Some((x, y)), Some((_, ay))) => {
                if same(y, ay) {
                    pending = Some((x, y));
                    continue;
                }
                if step {
                    pen.across(x);
                    pen.down(y);
                    pending = None;
                } else {
                    finish(&mut pen, at, &mut pending);
                    pen.line_to(x, y);
                }
                at = Some((x, y));
            }
        }
    }
    finish(&mut pen, at, &mut pending);
    pen.d
}

fn draw_line(o: &mut String, t: &Trace, x_axis: &XAxis, cats: &[String], values: &Linear, p: &Plot, lang: Lang) {
    let pts: Vec<Option<(f64, f64)>> = (0..t.y.len()).map(|i| point(t, i, x_axis, cats, values, p)).collect();
    let width = p.right - p.left;
    let step = t.kind == TraceKind::Step;
    let d = if pts.len() as f64 > width {
        line_path(&thin(&pts), step, true)
    } else {
        line_path(&pts, step, pts.len() as f64 > width / 2.0)
    };
    let _ = write!(
        o,
        r#"<path d="{d}" fill="none" stroke="{}" stroke-width="2" stroke-linejoin="round"{}/>"#,
        t.color,
        dasharray(t.dash)
    );
    // A few points get a hover target with their numbers (long series keep the DOM small).
    if t.y.len() <= 60 {
        let _ = write!(o, r#"<g fill="{}" fill-opacity="0">"#, t.color);
        for (i, pt) in pts.iter().enumerate() {
            if let Some((x, y)) = *pt {
                let xv = match &t.x {
                    Xs::Num(v) => fmt_value(v[i], lang),
                    Xs::Cat(v) => esc(&v[i]),
                };
                let _ = write!(
                    o,
                    r#"<circle cx="{}" cy="{}" r="5"><title>{}: {xv} — {}</title></circle>"#,
                    F1(x),
                    F1(y),
                    esc(&t.name),
                    fmt_value(t.y[i], lang)
                );
            }
        }
        o.push_str("</g>");
    }
}

/// Graph drawings: markers shaped by their symbol, filled by their colour, labelled below.
fn draw_nodes(o: &mut String, t: &Trace, x_axis: &XAxis, values: &Linear, p: &Plot) {
    for i in 0..t.y.len() {
        let Some((x, y)) = point(t, i, x_axis, &[], values, p) else { continue };
        let fill = t.point_colors.get(i).copied().unwrap_or(t.color);
        let text = t.point_text.get(i).map(String::as_str).unwrap_or("");
        let stroke = r##"stroke="#222222" stroke-width="1.5""##;
        let _ = write!(o, "<g><title>{}</title>", esc(&text.replace("<br>", " ")));
        match t.point_symbols.get(i).copied().unwrap_or("circle") {
            "diamond" => {
                let _ = write!(
                    o,
                    r#"<path d="M{},{} L{},{} L{},{} L{},{} Z" fill="{fill}" {stroke}/>"#,
                    F1(x),
                    F1(y - 11.0),
                    F1(x + 11.0),
                    F1(y),
                    F1(x),
                    F1(y + 11.0),
                    F1(x - 11.0),
                    F1(y)
                );
            }
            "x" => {
                let _ = write!(
                    o,
                    r#"<path d="M{},{} l4,-4 l7,7 l7,-7 l4,4 l-7,7 l7,7 l-4,4 l-7,-7 l-7,7 l-4,-4 l7,-7 Z" fill="{fill}" {stroke}/>"#,
                    F1(x - 11.0),
                    F1(y - 7.0)
                );
            }
            _ => {
                let _ = write!(o, r#"<circle cx="{}" cy="{}" r="10" fill="{fill}" {stroke}/>"#, F1(x), F1(y));
            }
        }
        for (k, line) in text.split("<br>").enumerate() {
            let _ = write!(
                o,
                r##"<text x="{}" y="{}" text-anchor="middle" font-size="11" fill="#222" paint-order="stroke" stroke="#fff" stroke-width="3">{}</text>"##,
                F1(x),
                F1(y + 24.0 + k as f64 * 13.0),
                esc(line)
            );
        }
        o.push_str("</g>");
    }
}

#[cfg(target_family = "wasm")]
mod png {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;

    /// Renders SVG markup onto a canvas at twice its size and saves it as a PNG file.
    pub fn save(svg: &str, name: &str) -> Option<()> {
        let doc = leptos::prelude::document();
        let parts = js_sys::Array::of1(&JsValue::from_str(svg));
        let opts = web_sys::BlobPropertyBag::new();
        opts.set_type("image/svg+xml;charset=utf-8");
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).ok()?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
        let img: web_sys::HtmlImageElement = doc.create_element("img").ok()?.dyn_into().ok()?;
        let file = format!("{name}.png");
        let img2 = img.clone();
        let url2 = url.clone();
        let onload = Closure::once_into_js(move || {
            let draw = || -> Option<()> {
                let doc = leptos::prelude::document();
                let canvas: web_sys::HtmlCanvasElement = doc.create_element("canvas").ok()?.dyn_into().ok()?;
                let (w, h) = (img2.natural_width().max(1) * 2, img2.natural_height().max(1) * 2);
                canvas.set_width(w);
                canvas.set_height(h);
                let ctx: web_sys::CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
                ctx.draw_image_with_html_image_element_and_dw_and_dh(&img2, 0.0, 0.0, w as f64, h as f64).ok()?;
                let data = canvas.to_data_url_with_type("image/png").ok()?;
                let a: web_sys::HtmlAnchorElement = doc.create_element("a").ok()?.dyn_into().ok()?;
                a.set_href(&data);
                a.set_download(&file);
                a.click();
                Some(())
            };
            let _ = draw();
            let _ = web_sys::Url::revoke_object_url(&url2);
        });
        img.set_onload(Some(onload.unchecked_ref()));
        img.set_src(&url);
        Some(())
    }
}

/// Saves a chart's SVG markup as a PNG file with this name (without extension).
#[cfg(target_family = "wasm")]
pub fn save_png(svg: &str, name: &str) {
    let _ = png::save(svg, name);
}

#[cfg(test)]
mod tests {
    use super::*;
    use lessons::view::{palette, Band, Chart, Trace};

    fn well_formed(svg: &str) {
        // Tags balance (a cheap check that no text broke the markup).
        let opens = svg.matches('<').count();
        let closes = svg.matches('>').count();
        assert_eq!(opens, closes, "{svg}");
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(!svg.contains("NaN") && !svg.contains("inf"), "{svg}");
        let mut depth: Vec<&str> = Vec::new();
        for tag in svg.split('<').skip(1) {
            let body = tag.split('>').next().unwrap_or("");
            if let Some(name) = body.strip_prefix('/') {
                assert_eq!(depth.pop(), Some(name), "unbalanced </{name}> in {svg}");
            } else if !body.ends_with('/') {
                depth.push(body.split([' ', '\n']).next().unwrap_or(""));
            }
        }
        assert!(depth.is_empty(), "unclosed {depth:?}");
    }

    #[test]
    fn every_chart_of_every_model_draws_as_well_formed_svg() {
        for m in compute::MODELS.iter() {
            for lang in [Lang::Tr, Lang::En] {
                let v = m.view(&[], lang).unwrap();
                for c in &v.charts {
                    let s = svg(c, "c", lang, false);
                    well_formed(&svg(c, "n", lang, true));
                    well_formed(&s);
                    assert!(s.contains(&esc(&c.title)), "{} {}", m.id(), c.id);
                }
            }
        }
    }

    #[test]
    fn coordinates_print_as_the_standard_formatting_would() {
        for x in [0.0, 0.04, 0.05, -0.04, -0.06, 1.25, 123.449, -7.0, 899.96, 1e6 + 0.3] {
            assert_eq!(F1(x).to_string(), format!("{:.1}", (x * 10.0_f64).round() / 10.0 + 0.0), "{x}");
            assert_eq!(F0(x).to_string(), format!("{}", x.round() as i64), "{x}");
        }
        assert_eq!(F1(f64::NAN).to_string(), "0.0");
    }

    #[test]
    fn ticks_are_round_and_cover_the_data() {
        let a = Linear::new(0.0, 1.189, 0.05, false);
        assert_eq!(a.ticks, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.2]);
        assert!(a.lo == 0.0 && a.hi >= 1.189);
        assert_eq!(a.label(0.2, Lang::Tr), "0,2");
        let b = Linear::new(0.0, 19312.0, 0.05, false);
        assert_eq!(b.label(b.ticks[1], Lang::Tr), "5000");
        assert_eq!(b.label(20000.0, Lang::En), "20,000");
        let c = Linear::new(-3.0, -3.0, 0.0, false);
        assert!(c.lo < -3.0 && c.hi > -3.0 && !c.ticks.is_empty());
        let d = Linear::new(f64::NAN, 2.0, 0.0, false);
        assert!(d.ticks.iter().all(|t| t.is_finite()));
    }

    #[test]
    fn bars_carry_patterns_lines_dashes_and_gaps_break_lines() {
        let mut c = Chart::new("t", "a <b> & \"c\"".into(), "x".into(), "y".into());
        for (i, color) in [palette::BLUE, palette::ORANGE, palette::GREEN].into_iter().enumerate() {
            let x = Xs::Cat(vec!["a".into(), "b".into()]);
            c.traces.push(Trace::new(format!("bar {i}"), TraceKind::Bar, x, vec![1.0, f64::NAN], color));
        }
        let line =
            Trace::new("line", TraceKind::Line, Xs::Cat(vec!["a".into(), "b".into()]), vec![1.0, 2.0], palette::BLACK)
                .dash("dash");
        c.traces.push(line);
        let s = svg(&c, "u", Lang::En, false);
        well_formed(&s);
        assert!(s.contains("a &lt;b&gt; &amp; &quot;c&quot;"));
        assert!(s.contains(r#"fill="url(#u-p1)""#) && s.contains(r#"fill="url(#u-p2)""#) && !s.contains("url(#u-p0)"));
        assert!(s.contains(r#"stroke-dasharray="7 4""#));
        // A NaN bar is left out: three traces, two categories, one value each.
        assert_eq!(s.matches("<title>bar").count(), 3);

        let mut l = Chart::new("l", "l".into(), "x".into(), "y".into());
        let tr = Trace::new(
            "s",
            TraceKind::Step,
            Xs::Num(vec![0.0, 1.0, 2.0, 3.0]),
            vec![1.0, f64::NAN, 2.0, 3.0],
            palette::BLUE,
        );
        l.traces.push(tr);
        l.bands.push(Band { from: 1.0, to: 2.0, color: palette::ORANGE });
        l.marker = Some((1.5, "now".into()));
        l.lines.push((2.5, "limit".into()));
        let s = svg(&l, "v", Lang::En, false);
        well_formed(&s);
        let d = s.split(r#"<path d=""#).nth(1).unwrap().split('"').next().unwrap();
        assert_eq!(d.matches('M').count(), 2, "{d}");
        assert!(d.contains('H') && d.contains('V'), "{d}");
        assert!(s.contains(">limit<") && s.contains(">now<"));
    }

    #[test]
    fn long_series_are_thinned_per_pixel_column_and_flat_runs_merge() {
        // 10,000 points over 100 columns: at most four points per column survive, with the
        // extremes of each column kept.
        let pts: Vec<Option<(f64, f64)>> =
            (0..10_000).map(|i| Some((i as f64 / 100.0, ((i * 7919) % 101) as f64))).collect();
        let thinned = thin(&pts);
        assert!(thinned.len() <= 400, "{}", thinned.len());
        let col0: Vec<f64> = thinned.iter().flatten().filter(|p| p.0 < 1.0).map(|p| p.1).collect();
        assert!(col0.contains(&0.0) && col0.contains(&100.0), "{col0:?}");
        // A flat run is one segment; a gap starts a new one.
        let flat = [Some((0.0, 5.0)), Some((1.0, 5.0)), Some((2.0, 5.0)), Some((3.0, 7.0)), None, Some((5.0, 1.0))];
        assert_eq!(line_path(&flat, false, false), "M0.0,5.0L2.0,5.0L3.0,7.0M5.0,1.0");
        assert_eq!(line_path(&flat, true, false), "M0.0,5.0H3.0V7.0M5.0,1.0");
        // Dense series: whole units, relative; points in one pixel column add nothing.
        let dense = [Some((0.2, 5.4)), Some((0.6, 5.1)), Some((1.4, 5.0)), Some((2.1, 7.2)), Some((2.4, 7.4))];
        assert_eq!(line_path(&dense, true, true), "M0,5h2v2");
        assert_eq!(line_path(&dense, false, true), "M0,5l1,0l1,2");
        let mut r = Runs::default();
        for i in 0..10 {
            r.add(i as f64, 2.0, 1.0, 3.0, false);
        }
        r.add(10.0, 1.0, 1.0, 4.0, false);
        assert_eq!(r.finish(), "M0.0,2.0h10.6v3.0h-10.6ZM10.0,1.0h1.6v4.0h-1.6Z");
    }

    #[test]
    fn empty_and_degenerate_charts_still_draw() {
        let c = Chart::new("e", String::new(), String::new(), String::new());
        well_formed(&svg(&c, "e", Lang::Tr, false));
        let mut d = Chart::new("d", "d".into(), "x".into(), "y".into());
        d.traces.push(Trace::new(
            "n",
            TraceKind::Line,
            Xs::Num(vec![f64::NAN, f64::INFINITY]),
            vec![f64::NAN, 1.0],
            palette::BLUE,
        ));
        d.traces.push(Trace::new("h", TraceKind::Bar, Xs::Num(vec![5.0]), vec![1e300], palette::BLUE).horizontal());
        well_formed(&svg(&d, "d", Lang::Tr, false));
    }
}
