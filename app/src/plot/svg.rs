//! The output stage: a [`Layout`] written as SVG markup, and nothing decided here. Coordinates
//! go through integer writers ([`F1`], [`F0`]) and long series as relative whole-unit paths, so
//! a redraw spends its time in the browser's parser, not in float formatting.

use std::fmt::Write;

use super::esc;
use super::layout::{Layout, Swatch};
use super::marks::{BarSeries, Column, LineSeries, Node, Symbol};
use super::style::{Style, BAR_PATTERNS};
use super::text::{Anchor, Label, Role, Turn};

/// A coordinate with one decimal, written through integers: the standard library's exact
/// float formatting (`{:.1}`) was a seventh of a redraw's time.
pub struct F1(pub f64);

impl std::fmt::Display for F1 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(Digits::tenths(self.0).as_str())
    }
}

/// A whole number of units (see [`F1`]).
pub struct F0(pub f64);

impl std::fmt::Display for F0 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(Digits::whole(self.0).as_str())
    }
}

/// A number's text built in a small buffer from the right, without the formatting machinery
/// (long series write thousands of them per redraw). Not finite: 0.
struct Digits {
    buf: [u8; 24],
    start: usize,
}

impl Digits {
    fn whole(v: f64) -> Self {
        let n = if v.is_finite() { v.round().clamp(-1e15, 1e15) as i64 } else { 0 };
        let mut d = Self { buf: [0; 24], start: 24 };
        d.number(n.unsigned_abs(), None);
        d.sign(n < 0);
        d
    }

    fn tenths(v: f64) -> Self {
        let n = if v.is_finite() { (v * 10.0).round().clamp(-1e15, 1e15) as i64 } else { 0 };
        let mut d = Self { buf: [0; 24], start: 24 };
        d.number(n.unsigned_abs() / 10, Some((n.unsigned_abs() % 10) as u8));
        d.sign(n < 0);
        d
    }

    fn put(&mut self, b: u8) {
        self.start -= 1;
        self.buf[self.start] = b;
    }

    fn number(&mut self, mut n: u64, tenth: Option<u8>) {
        if let Some(t) = tenth {
            self.put(b'0' + t);
            self.put(b'.');
        }
        loop {
            self.put(b'0' + (n % 10) as u8);
            n /= 10;
            if n == 0 {
                break;
            }
        }
    }

    fn sign(&mut self, negative: bool) {
        if negative {
            self.put(b'-');
        }
    }

    fn bytes(&self) -> &[u8] {
        &self.buf[self.start..]
    }

    fn as_str(&self) -> &str {
        std::str::from_utf8(self.bytes()).unwrap_or("0")
    }
}

/// The layout as SVG markup. `uid` makes the ids inside (patterns, clip path, title) unique on
/// the page. The root carries the x map (`data-x0`, `data-x1` in data units at `data-px0`,
/// `data-px1` in drawing units) and the plot's top and bottom, so a cursor can be placed on
/// the drawing without redrawing it.
pub fn svg(l: &Layout, uid: &str) -> String {
    let points: usize = l.lines.iter().map(|s| s.points.len() + s.envelope.iter().map(Vec::len).sum::<usize>()).sum();
    let bars: usize = l.bars.iter().map(|b| b.bars.len()).sum();
    let mut o = String::with_capacity(3072 + 8 * points + 40 * bars.min(400) + 64 * l.labels.len());
    let p = l.plot;
    let m = l.x_map;
    let _ = write!(
        o,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {} {}" role="img" aria-labelledby="{uid}-t" font-family="system-ui, sans-serif" font-size="12" data-x0="{}" data-x1="{}" data-px0="{}" data-px1="{}" data-top="{}" data-bottom="{}">"#,
        F0(l.width),
        F1(l.height),
        num(m.x0),
        num(m.x1),
        F1(m.px0),
        F1(m.px1),
        F1(p.y),
        F1(p.bottom())
    );
    let _ = write!(o, r#"<title id="{uid}-t">{}</title>"#, esc(&l.title));
    // Hatch patterns for bar traces after the first, and the clip path of the plot area.
    o.push_str("<defs>");
    for k in &l.patterns {
        let _ = write!(
            o,
            r#"<pattern id="{uid}-p{k}" width="7" height="7" patternUnits="userSpaceOnUse">{}</pattern>"#,
            hatch(*k)
        );
    }
    let _ = write!(
        o,
        r#"<clipPath id="{uid}-clip"><rect x="{}" y="{}" width="{}" height="{}"/></clipPath>"#,
        F1(p.x),
        F1(p.y - 2.0),
        F1(p.w),
        F1(p.h + 4.0)
    );
    o.push_str("</defs>");
    o.push_str(r##"<rect width="100%" height="100%" fill="#ffffff"/>"##);

    // Bands below everything.
    for b in &l.bands {
        let _ = write!(
            o,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}" fill-opacity="{}"/>"#,
            F1(b.rect.x),
            F1(b.rect.y),
            F1(b.rect.w),
            F1(b.rect.h),
            b.color,
            b.opacity
        );
    }

    // Grid and axes.
    if !l.bare {
        o.push_str(r##"<g stroke="#e3e3e3" stroke-width="1">"##);
        for x in &l.grid_x {
            let _ = write!(o, r#"<line x1="{}" x2="{}" y1="{}" y2="{}"/>"#, F1(*x), F1(*x), F1(p.y), F1(p.bottom()));
        }
        for y in &l.grid_y {
            let _ = write!(o, r#"<line x1="{}" x2="{}" y1="{}" y2="{}"/>"#, F1(p.x), F1(p.right()), F1(*y), F1(*y));
        }
        o.push_str("</g>");
        let _ = write!(
            o,
            r##"<g stroke="#555" stroke-width="1"><line x1="{l}" x2="{r}" y1="{b}" y2="{b}"/><line x1="{l}" x2="{l}" y1="{t}" y2="{b}"/></g>"##,
            l = F1(p.x),
            r = F1(p.right()),
            b = F1(p.bottom()),
            t = F1(p.y)
        );
    }

    // Marks, clipped to the plot.
    let _ = write!(o, r#"<g clip-path="url(#{uid}-clip)">"#);
    for b in &l.bars {
        bars_markup(&mut o, b, uid);
    }
    for s in l.lines.iter().filter(|s| !s.envelope.is_empty()) {
        let _ = write!(
            o,
            r#"<path d="{}" fill="{}" fill-opacity="{}"/>"#,
            envelope_path(&s.envelope),
            s.style.color,
            s.style.envelope_opacity()
        );
    }
    for s in &l.lines {
        line_markup(&mut o, s);
    }
    o.push_str("</g>");
    // Nodes are not clipped: their labels may run past the plot area.
    for n in &l.nodes {
        node_markup(&mut o, n, n.label.map(|i| &l.labels[i]));
    }

    // Reference lines and the marker.
    for r in &l.refs {
        let _ = write!(
            o,
            r##"<line x1="{}" x2="{}" y1="{}" y2="{}" stroke="#333" stroke-width="1.5" stroke-dasharray="6 4">"##,
            F1(p.x),
            F1(p.right()),
            F1(r.y),
            F1(r.y)
        );
        if r.label.is_none() && !r.text.is_empty() {
            let _ = write!(o, "<title>{}</title>", esc(&r.text));
        }
        o.push_str("</line>");
    }
    if let Some(mk) = &l.marker {
        let _ = write!(
            o,
            r##"<line x1="{}" x2="{}" y1="{}" y2="{}" stroke="#000" stroke-width="1.5" stroke-dasharray="2 3">"##,
            F1(mk.x),
            F1(mk.x),
            F1(p.y),
            F1(p.bottom())
        );
        if mk.label.is_none() && !mk.text.is_empty() {
            let _ = write!(o, "<title>{}</title>", esc(&mk.text));
        }
        o.push_str("</line>");
    }

    // Legend swatches (their names are labels).
    for e in &l.legend {
        let r = e.rect();
        match e.swatch {
            Swatch::Bar => {
                let _ = write!(
                    o,
                    r#"<rect x="{}" y="{}" width="22" height="11" fill="{}"{}/>"#,
                    F1(r.x),
                    F1(r.y),
                    e.style.color,
                    opacity(&e.style)
                );
                if let Some(k) = e.style.pattern {
                    let _ = write!(
                        o,
                        r#"<rect x="{}" y="{}" width="22" height="11" fill="url(#{uid}-p{k})"/>"#,
                        F1(r.x),
                        F1(r.y)
                    );
                }
            }
            Swatch::Line => {
                let _ = write!(
                    o,
                    r#"<line x1="{}" x2="{}" y1="{}" y2="{}" stroke="{}" stroke-width="{}"{}{}/>"#,
                    F1(r.x),
                    F1(r.right()),
                    F1(e.y + 8.0),
                    F1(e.y + 8.0),
                    e.style.color,
                    e.style.width + 0.5,
                    dasharray(&e.style),
                    opacity(&e.style)
                );
            }
        }
    }

    // Text, by role (node labels went with their nodes).
    for role in [
        Role::Title,
        Role::Note,
        Role::Tick,
        Role::Category,
        Role::AxisTitle,
        Role::Legend,
        Role::Reference,
        Role::Marker,
    ] {
        let mut of_role = l.labels.iter().filter(|x| x.role == role).peekable();
        if of_role.peek().is_none() {
            continue;
        }
        let _ = write!(o, "<g{}>", role_attrs(role));
        for label in of_role {
            text_markup(&mut o, label);
        }
        o.push_str("</g>");
    }
    o.push_str("</svg>");
    o
}

/// A data value as the shortest text that reads back the same (for the data attributes).
fn num(v: f64) -> String {
    if v.is_finite() {
        format!("{}", v + 0.0)
    } else {
        "0".into()
    }
}

/// The attributes a role's text shares (on its group).
fn role_attrs(role: Role) -> &'static str {
    match role {
        Role::Title => r##" font-size="13" fill="#222""##,
        Role::Note => r##" font-size="11" fill="#555""##,
        Role::Tick | Role::Category => r##" font-size="11" fill="#333""##,
        Role::AxisTitle => r##" fill="#222""##,
        Role::Legend => r##" font-size="11" fill="#222""##,
        Role::Reference | Role::Marker | Role::Node => {
            r##" font-size="11" fill="#222" paint-order="stroke" stroke="#fff" stroke-width="3" stroke-linejoin="round""##
        }
    }
}

/// One label: a `<text>` at its anchor (turned about it), a `<tspan>` per further line, and
/// the whole text as a `<title>` if the lines shortened it.
fn text_markup(o: &mut String, l: &Label) {
    let anchor = match l.anchor {
        Anchor::Start => "",
        Anchor::Middle => r#" text-anchor="middle""#,
        Anchor::End => r#" text-anchor="end""#,
    };
    let x = if l.turn == Turn::Level {
        let _ = write!(o, r#"<text x="{}" y="{}"{anchor}>"#, F1(l.x), F1(l.y));
        F1(l.x)
    } else {
        let _ =
            write!(o, r#"<text transform="translate({},{}) rotate({})"{anchor}>"#, F1(l.x), F1(l.y), l.turn.degrees());
        F1(0.0)
    };
    let lh = super::text::line_height(l.size);
    for (i, line) in l.lines.iter().enumerate() {
        if i == 0 {
            o.push_str(&esc(line));
        } else {
            let _ = write!(o, r#"<tspan x="{x}" dy="{lh}">{}</tspan>"#, esc(line));
        }
    }
    if let Some(full) = &l.full {
        let _ = write!(o, "<title>{}</title>", esc(full));
    }
    o.push_str("</text>");
}

fn dasharray(s: &Style) -> String {
    s.dash.array().map(|a| format!(r#" stroke-dasharray="{a}""#)).unwrap_or_default()
}

fn opacity(s: &Style) -> String {
    if s.opacity < 1.0 {
        format!(r#" opacity="{}""#, s.opacity)
    } else {
        String::new()
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

fn bars_markup(o: &mut String, b: &BarSeries, uid: &str) {
    let _ = write!(o, r#"<g fill="{}"{}>"#, b.style.color, opacity(&b.style));
    if b.dense {
        let mut runs = Runs::default();
        for bar in &b.bars {
            runs.add(bar.rect.x, bar.rect.y, bar.rect.w, bar.rect.h, b.lying);
        }
        let path = runs.finish();
        if !path.is_empty() {
            let _ = write!(o, r#"<path d="{path}" shape-rendering="crispEdges"/>"#);
            if let Some(k) = b.style.pattern {
                let _ = write!(o, r#"<path d="{path}" fill="url(#{uid}-p{k})" shape-rendering="crispEdges"/>"#);
            }
        }
    } else {
        for bar in &b.bars {
            let r = bar.rect;
            let _ = write!(o, r#"<rect x="{}" y="{}" width="{}" height="{}">"#, F1(r.x), F1(r.y), F1(r.w), F1(r.h));
            if let Some(tip) = &bar.tip {
                let _ = write!(o, "<title>{}</title>", esc(tip));
            }
            o.push_str("</rect>");
            if let Some(k) = b.style.pattern {
                let _ = write!(
                    o,
                    r#"<rect x="{}" y="{}" width="{}" height="{}" fill="url(#{uid}-p{k})" pointer-events="none"/>"#,
                    F1(r.x),
                    F1(r.y),
                    F1(r.w),
                    F1(r.h)
                );
            }
        }
    }
    o.push_str("</g>");
}

fn line_markup(o: &mut String, s: &LineSeries) {
    let d = line_path(&s.points, s.step, s.dense);
    let _ = write!(
        o,
        r#"<path d="{d}" fill="none" stroke="{}" stroke-width="{}" stroke-linejoin="round"{}{}/>"#,
        s.style.color,
        s.style.width,
        dasharray(&s.style),
        opacity(&s.style)
    );
    if !s.hovers.is_empty() {
        let _ = write!(o, r#"<g fill="{}" fill-opacity="0">"#, s.style.color);
        for h in &s.hovers {
            let _ =
                write!(o, r#"<circle cx="{}" cy="{}" r="5"><title>{}</title></circle>"#, F1(h.x), F1(h.y), esc(&h.tip));
        }
        o.push_str("</g>");
    }
}

/// Graph nodes: a marker shaped by its symbol, filled by its colour, and its label, in one
/// group under the node's tooltip.
fn node_markup(o: &mut String, n: &Node, label: Option<&Label>) {
    let (x, y) = (n.x, n.y);
    let fill = n.fill;
    let stroke = r##"stroke="#222222" stroke-width="1.5""##;
    let _ = write!(o, "<g><title>{}</title>", esc(&n.tip));
    match n.symbol {
        Symbol::Diamond => {
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
        Symbol::Cross => {
            let _ = write!(
                o,
                r#"<path d="M{},{} l4,-4 l7,7 l7,-7 l4,4 l-7,7 l7,7 l-4,4 l-7,-7 l-7,7 l-4,-4 l7,-7 Z" fill="{fill}" {stroke}/>"#,
                F1(x - 11.0),
                F1(y - 7.0)
            );
        }
        Symbol::Circle => {
            let _ = write!(o, r#"<circle cx="{}" cy="{}" r="10" fill="{fill}" {stroke}/>"#, F1(x), F1(y));
        }
    }
    if let Some(l) = label {
        let _ = write!(o, "<g{}>", role_attrs(Role::Node));
        text_markup(o, l);
        o.push_str("</g>");
    }
    o.push_str("</g>");
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

/// Writes path commands: absolute with one decimal, or, for dense series (points under a pixel
/// apart), relative in whole units, which is less than half the text to parse on every redraw.
struct Pen {
    /// The commands so far (ASCII).
    d: Vec<u8>,
    whole: bool,
    at: (f64, f64),
}

impl Pen {
    fn new(whole: bool, points: usize) -> Self {
        Self { d: Vec::with_capacity(points * if whole { 6 } else { 12 }), whole, at: (0.0, 0.0) }
    }

    /// A command letter and its numbers: whole units or one decimal.
    fn command(&mut self, letter: u8, numbers: &[f64]) {
        self.d.push(letter);
        for (i, v) in numbers.iter().enumerate() {
            if i > 0 {
                self.d.push(b',');
            }
            let digits = if self.whole { Digits::whole(*v) } else { Digits::tenths(*v) };
            self.d.extend_from_slice(digits.bytes());
        }
    }

    /// The path text (only ASCII was written).
    fn text(self) -> String {
        String::from_utf8(self.d).unwrap_or_default()
    }

    fn move_to(&mut self, x: f64, y: f64) {
        self.command(b'M', &[x, y]);
        self.at = (x, y);
    }

    fn line_to(&mut self, x: f64, y: f64) {
        if self.whole && (x, y) == self.at {
            return;
        }
        if self.whole {
            self.command(b'l', &[x - self.at.0, y - self.at.1]);
        } else {
            self.command(b'L', &[x, y]);
        }
        self.at = (x, y);
    }

    fn across(&mut self, x: f64) {
        if self.whole {
            if x != self.at.0 {
                self.command(b'h', &[x - self.at.0]);
            }
        } else {
            self.command(b'H', &[x]);
        }
        self.at.0 = x;
    }

    fn down(&mut self, y: f64) {
        if self.whole {
            self.command(b'v', &[y - self.at.1]);
        } else {
            self.command(b'V', &[y]);
        }
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
    pen.text()
}

/// The light band of smoothed series: per run, along the tops and back along the bottoms, in
/// whole units.
fn envelope_path(runs: &[Vec<Column>]) -> String {
    let mut pen = Pen::new(true, runs.iter().map(Vec::len).sum::<usize>() * 2);
    for run in runs {
        let (Some(first), Some(last)) = (run.first(), run.last()) else { continue };
        let half = super::marks::ENVELOPE_COLUMN / 2.0;
        pen.move_to((first.x - half).round(), first.top.round());
        for c in run {
            pen.line_to(c.x.round(), c.top.round());
        }
        pen.line_to((last.x + half).round(), last.top.round());
        pen.line_to((last.x + half).round(), last.bottom.round().max(last.top.round() + 1.0));
        for c in run.iter().rev() {
            pen.line_to(c.x.round(), c.bottom.round().max(c.top.round() + 1.0));
        }
        pen.line_to((first.x - half).round(), first.bottom.round().max(first.top.round() + 1.0));
        pen.d.push(b'Z');
    }
    pen.text()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_print_as_the_standard_formatting_would() {
        for x in [0.0, 0.04, 0.05, -0.04, -0.06, 1.25, 123.449, -7.0, 899.96, 1e6 + 0.3] {
            assert_eq!(F1(x).to_string(), format!("{:.1}", (x * 10.0_f64).round() / 10.0 + 0.0), "{x}");
            assert_eq!(F0(x).to_string(), format!("{}", x.round() as i64), "{x}");
        }
        assert_eq!(F1(f64::NAN).to_string(), "0.0");
    }

    #[test]
    fn flat_runs_merge_and_dense_series_are_written_in_whole_relative_units() {
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
    fn an_envelope_runs_along_the_tops_and_back_along_the_bottoms() {
        let run = vec![Column { x: 1.5, top: 2.0, bottom: 6.0 }, Column { x: 4.5, top: 3.0, bottom: 5.0 }];
        assert_eq!(envelope_path(&[run]), "M0,2l2,0l3,1l1,0l0,2l-1,0l-3,1l-2,0Z");
    }
}
