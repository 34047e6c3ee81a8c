//! The layout stage: a [`Chart`] becomes plain geometry in drawing units — the plot box, the
//! axes with their ticks, every piece of text with the box it covers, the legend, each trace's
//! marks, the bands, reference lines and the marker, and the map from data x to drawing x.
//! Every decision is taken here (margins, which ticks, how labels wrap, turn or move apart,
//! which series are thinned or smoothed); the SVG stage only writes it out.
//!
//! Text never collides and is never cut off: the margins grow to fit the labels, crowded ticks
//! are thinned, long category names wrap, or turn and are shortened (their whole name stays in
//! a `<title>`), and floating labels (reference lines, the marker, graph nodes) take the first
//! free spot around their mark ([`super::place`]).

use lessons::view::{BarMode, Chart, Trace, TraceKind, Xs};
use sim_core::Lang;

use super::marks::{self, Bar, BarSeries, Hover, LineSeries, Node, Symbol};
use super::place;
use super::scale::{fmt_value, Linear};
use super::style::{Style, BAR_PATTERNS};
use super::text::{self, Anchor, Label, Rect, Role, Turn};

/// How to draw a chart.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// For a phone's width: the drawing scales to its box, so a wide drawing there would
    /// shrink its text.
    pub narrow: bool,
    /// Draw oscillating series as they are, not as an envelope and a rolling mean.
    pub raw: bool,
}

/// Drawing widths: on a phone, in a column of the results, across the whole results.
pub const NARROW_W: f64 = 380.0;
pub const NORMAL_W: f64 = 440.0;
pub const WIDE_W: f64 = 900.0;

/// A linear map from data x to drawing x, given by two points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Map {
    pub x0: f64,
    pub x1: f64,
    pub px0: f64,
    pub px1: f64,
}

impl Map {
    pub fn at(&self, v: f64) -> f64 {
        self.px0 + (v - self.x0) / (self.x1 - self.x0) * (self.px1 - self.px0)
    }
}

/// A tick: its value (a category's index on a category axis), its position along the axis in
/// drawing units, and its label among the layout's labels (None where ticks were thinned).
#[derive(Clone, Debug, PartialEq)]
pub struct Tick {
    pub value: f64,
    pub pos: f64,
    pub label: Option<usize>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Swatch {
    Bar,
    Line,
}

/// A legend entry: its swatch at (x, y) (the top left of its row) and its name's label.
#[derive(Clone, Debug, PartialEq)]
pub struct LegendEntry {
    pub x: f64,
    pub y: f64,
    pub swatch: Swatch,
    pub style: Style,
    pub label: usize,
}

impl LegendEntry {
    /// The box of the swatch.
    pub fn rect(&self) -> Rect {
        Rect::new(self.x, self.y + 2.0, 22.0, 11.0)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct BandMark {
    pub rect: Rect,
    pub color: &'static str,
    pub opacity: f64,
}

/// A horizontal reference line at drawing y, with its label (None if no free spot was left;
/// its text is then the line's tooltip).
#[derive(Clone, Debug, PartialEq)]
pub struct RefLine {
    pub y: f64,
    pub text: String,
    pub label: Option<usize>,
}

/// The vertical marker at drawing x.
#[derive(Clone, Debug, PartialEq)]
pub struct MarkerLine {
    pub x: f64,
    pub text: String,
    pub label: Option<usize>,
}

/// A chart laid out: everything the SVG stage draws, as plain data.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub width: f64,
    pub height: f64,
    /// The chart's whole title (the drawing's accessible name).
    pub title: String,
    /// A graph drawing: no axes, no grid.
    pub bare: bool,
    pub plot: Rect,
    /// Data x → drawing x: the value axis for horizontal bars; on a category axis category i
    /// sits at i. Written on the root `<svg>` so a cursor can be placed without a redraw.
    pub x_map: Map,
    /// Ticks along the bottom (positions are drawing x) and the left (drawing y).
    pub x_ticks: Vec<Tick>,
    pub y_ticks: Vec<Tick>,
    /// Grid lines: vertical ones at these x, horizontal ones at these y.
    pub grid_x: Vec<f64>,
    pub grid_y: Vec<f64>,
    /// Every piece of text in the drawing.
    pub labels: Vec<Label>,
    pub legend: Vec<LegendEntry>,
    pub bars: Vec<BarSeries>,
    pub lines: Vec<LineSeries>,
    pub nodes: Vec<Node>,
    pub bands: Vec<BandMark>,
    pub refs: Vec<RefLine>,
    pub marker: Option<MarkerLine>,
    /// The hatch patterns the bars and legend use (indices into `BAR_PATTERNS`).
    pub patterns: Vec<usize>,
    /// Some series oscillate (see [`marks::oscillates`]): the page may offer the raw series.
    pub oscillating: bool,
    /// Those series are drawn as an envelope and a rolling mean over `window` points.
    pub smoothed: bool,
    pub window: usize,
}

/// The category axis (x, or y for horizontal bars) in data terms.
enum Along {
    Num(Linear),
    /// Category names in first-seen order.
    Cat(Vec<String>),
}

/// What the frame needs to know about the chart.
struct Ctx<'a> {
    c: &'a Chart,
    lang: Lang,
    width: f64,
    base_h: f64,
    horizontal: bool,
    along: Along,
    values: Linear,
    title: (Vec<String>, Option<String>),
    legend: Vec<&'a Trace>,
    bar_traces: Vec<&'a Trace>,
}

/// The axes, margins and fixed text of a chart.
struct Frame {
    plot: Rect,
    height: f64,
    values: Linear,
    x_ticks: Vec<Tick>,
    y_ticks: Vec<Tick>,
    grid_x: Vec<f64>,
    grid_y: Vec<f64>,
    labels: Vec<Label>,
    legend: Vec<LegendEntry>,
}

/// Type size of the axis labels and floating labels.
const SMALL: f64 = 11.0;
/// Widest a category name may be beside horizontal bars, and when turned under the plot.
const SIDE_CAT_W: f64 = 150.0;
const TURNED_W: f64 = 170.0;
/// Narrowest category band for turned names (one line of text across the band at 45°).
const TURNED_BAND: f64 = 22.0;
/// Least plot height (the drawing grows taller rather than squeeze it).
const MIN_PLOT: f64 = 140.0;
const MIN_PLOT_BARE: f64 = 200.0;
/// Least room between neighbouring tick labels.
const TICK_GAP: f64 = 8.0;

/// Lays a chart out for drawing.
pub fn layout(c: &Chart, lang: Lang, opts: Options) -> Layout {
    let width = match (opts.narrow, c.wide) {
        (true, _) => NARROW_W,
        (false, true) => WIDE_W,
        (false, false) => NORMAL_W,
    };
    let horizontal = c.traces.iter().any(|t| t.kind == TraceKind::Bar && t.horizontal);
    let cats = categories(&c.traces);
    let bar_traces: Vec<&Trace> = c.traces.iter().filter(|t| t.kind == TraceKind::Bar).collect();
    let has_nodes = c.traces.iter().any(|t| t.kind == TraceKind::Nodes);
    // Nodes are markers with text: keep them off the plot's edges.
    let pad = if c.bare || has_nodes { 0.08 } else { 0.0 };
    let (vlo, vhi) = value_range(c);
    let values = match c.y_range.filter(|_| !horizontal) {
        Some((lo, hi)) => Linear::new(lo, hi, 0.0, true),
        None => Linear::new(vlo, vhi, if has_nodes { 0.1 } else { 0.05 }, false),
    };
    let along = if !cats.is_empty() {
        Along::Cat(cats)
    } else {
        let (lo, hi) = c.x_range.unwrap_or_else(|| {
            let mut lo = f64::INFINITY;
            let mut hi = f64::NEG_INFINITY;
            for v in c.traces.iter().flat_map(num_xs).filter(|v| v.is_finite()) {
                lo = lo.min(*v);
                hi = hi.max(*v);
            }
            if !bar_traces.is_empty() {
                let step = bar_step(&bar_traces);
                lo -= step / 2.0;
                hi += step / 2.0;
            }
            (lo, hi)
        });
        Along::Num(Linear::new(lo, hi, pad, c.x_range.is_some()))
    };
    let title = text::wrap(&c.title, width - 16.0, Role::Title.size(), 3);
    let title = (title.0, title.1.then(|| c.title.clone()));
    let legend =
        c.traces.iter().filter(|t| t.show_legend && !t.name.is_empty() && t.kind != TraceKind::Nodes).collect();
    let k = Ctx {
        c,
        lang,
        width,
        base_h: if c.bare { 360.0 } else { 340.0 },
        horizontal,
        along,
        values,
        title,
        legend,
        bar_traces,
    };

    // Which series oscillate is judged on a frame without the note that explains smoothing;
    // the note then takes its line (the plot's width, which the judgement reads, stays).
    let plain = frame(&k, None);
    let line_traces: Vec<&Trace> =
        c.traces.iter().filter(|t| matches!(t.kind, TraceKind::Line | TraceKind::Step)).collect();
    let mut plain_points: Vec<Vec<Option<(f64, f64)>>> =
        line_traces.iter().map(|t| points(&t.x, &t.y, &k, &plain)).collect();
    // A step series holds states or counts: a mean between them is a value it never takes,
    // so only lines are smoothed.
    let swing = marks::SWING * plain.plot.h;
    let oscillating: Vec<bool> = line_traces
        .iter()
        .zip(&plain_points)
        .map(|(t, pts)| t.kind == TraceKind::Line && marks::oscillates(pts, swing))
        .collect();
    let any_oscillating = oscillating.contains(&true);
    let smoothed = any_oscillating && !opts.raw;
    let longest = line_traces.iter().zip(&oscillating).filter(|(_, o)| **o).map(|(t, _)| t.y.len()).max();
    let window = marks::mean_window(longest.unwrap_or(0));
    let mut f = if smoothed {
        let note = match lang {
            Lang::Tr => {
                format!("Salınan seriler: açık şerit en az–en çok aralığı, çizgi {window} noktalık kayan ortalama")
            }
            Lang::En => format!(
                "Oscillating series: light band from minimum to maximum, line a rolling mean over {window} points"
            ),
        };
        frame(&k, Some(&note))
    } else {
        plain
    };

    let p = f.plot;
    let x_map = match (&k.along, horizontal) {
        (_, true) => Map { x0: f.values.lo, x1: f.values.hi, px0: p.x, px1: p.right() },
        (Along::Num(a), false) => Map { x0: a.lo, x1: a.hi, px0: p.x, px1: p.right() },
        (Along::Cat(names), false) => Map { x0: -0.5, x1: names.len() as f64 - 0.5, px0: p.x, px1: p.right() },
    };
    let y_of = |v: f64| f.values.at(v, p.bottom(), p.y);

    let bands = c
        .bands
        .iter()
        .map(|b| {
            let (a, z) = (x_map.at(b.from).clamp(p.x, p.right()), x_map.at(b.to).clamp(p.x, p.right()));
            let opacity = if b.color.starts_with('#') { 0.18 } else { 1.0 };
            BandMark { rect: Rect::new(a.min(z), p.y, (z - a).abs(), p.h), color: b.color, opacity }
        })
        .collect();

    let bars = bar_marks(&k, &f);
    // The points found for the judgement serve unless the note moved the plot down.
    let mut lines = Vec::new();
    for (i, (t, osc)) in line_traces.iter().zip(&oscillating).enumerate() {
        let raw = if smoothed { points(&t.x, &t.y, &k, &f) } else { std::mem::take(&mut plain_points[i]) };
        lines.push(line_marks(t, raw, &k, &f, (smoothed && *osc).then_some(window)));
    }

    let mut labels = std::mem::take(&mut f.labels);
    // Marks the floating labels must not cover: the legend's swatches and the nodes.
    let mut avoid: Vec<Rect> = f.legend.iter().map(LegendEntry::rect).collect();
    let mut nodes = Vec::new();
    let mut node_lines = Vec::new();
    let mut node_xy = Vec::new();
    for t in c.traces.iter().filter(|t| t.kind == TraceKind::Nodes) {
        for (i, pt) in points(&t.x, &t.y, &k, &f).into_iter().enumerate() {
            let Some((x, y)) = pt else { continue };
            let text = t.point_text.get(i).map(String::as_str).unwrap_or("");
            let n = Node {
                x,
                y,
                symbol: Symbol::of(t.point_symbols.get(i).copied().unwrap_or("circle")),
                fill: t.point_colors.get(i).copied().unwrap_or(t.color),
                tip: text.replace("<br>", " "),
                label: None,
            };
            avoid.push(n.rect());
            node_xy.push((x, y));
            node_lines.push(text.split("<br>").filter(|l| !l.is_empty()).map(String::from).collect::<Vec<_>>());
            nodes.push(n);
        }
    }

    // Reference lines and the marker: where they are, then their labels, each kept off the
    // other lines (a label never sits across another line).
    let ref_ys: Vec<(f64, &String)> = c
        .lines
        .iter()
        .map(|(y, text)| (y_of(*y), text))
        .filter(|(y, _)| *y >= p.y - 1.0 && *y <= p.bottom() + 1.0)
        .collect();
    let marker_x = c
        .marker
        .as_ref()
        .map(|(x, text)| (x_map.at(*x), text))
        .filter(|(x, _)| *x >= p.x - 1.0 && *x <= p.right() + 1.0);
    let ref_rect = |y: f64| Rect::new(p.x, y - 0.5, p.w, 1.0);
    let marker_rect = marker_x.map(|(x, _)| Rect::new(x - 0.5, p.y, 1.0, p.h));
    let mut refs = Vec::new();
    for (k, (yy, text)) in ref_ys.iter().enumerate() {
        let mut keep_off = avoid.clone();
        keep_off.extend(ref_ys.iter().enumerate().filter(|(j, _)| *j != k).map(|(_, (y, _))| ref_rect(*y)));
        keep_off.extend(marker_rect);
        // Off the other lines if there is room, else across them (the label has a halo).
        let spot = (!text.is_empty())
            .then(|| {
                let cands = place::reference(text, *yy, &p);
                place::first_free(cands.clone(), &labels, &keep_off, &p)
                    .or_else(|| place::first_free(cands, &labels, &avoid, &p))
            })
            .flatten();
        refs.push(RefLine { y: *yy, text: (*text).clone(), label: spot.map(|l| push(&mut labels, l)) });
    }
    let mut keep_off = avoid.clone();
    keep_off.extend(ref_ys.iter().map(|(y, _)| ref_rect(*y)));
    let marker = marker_x.map(|(xx, text)| {
        let spot = (!text.is_empty())
            .then(|| {
                let cands = place::marker(text, xx, &p);
                place::first_free(cands.clone(), &labels, &keep_off, &p)
                    .or_else(|| place::first_free(cands, &labels, &avoid, &p))
            })
            .flatten();
        MarkerLine { x: xx, text: text.clone(), label: spot.map(|l| push(&mut labels, l)) }
    });
    let drawing = Rect::new(2.0, 2.0, width - 4.0, f.height - 4.0);
    for (n, spot) in nodes.iter_mut().zip(node_labels(&node_lines, &node_xy, &labels, &avoid, &p, &drawing)) {
        n.label = spot.map(|l| push(&mut labels, l));
    }

    let patterns: Vec<usize> =
        (1..BAR_PATTERNS.len()).filter(|k| bars.iter().any(|b| b.style.pattern == Some(*k))).collect();
    Layout {
        width,
        height: f.height,
        title: c.title.clone(),
        bare: c.bare,
        plot: p,
        x_map,
        x_ticks: f.x_ticks,
        y_ticks: f.y_ticks,
        grid_x: f.grid_x,
        grid_y: f.grid_y,
        labels,
        legend: f.legend,
        bars,
        lines,
        nodes,
        bands,
        refs,
        marker,
        patterns,
        oscillating: any_oscillating,
        smoothed,
        window,
    }
}

/// Labels for graph nodes (`lines` per node, at `xy`), each inside the plot if there is room
/// and else anywhere in the drawing. Greedy placement in the given order can leave a node
/// boxed in by its neighbours' labels, so a node that finds no spot is moved to the front and
/// all are placed again (as many times as there are nodes), keeping the best outcome.
fn node_labels(
    lines: &[Vec<String>],
    xy: &[(f64, f64)],
    placed: &[Label],
    avoid: &[Rect],
    plot: &Rect,
    drawing: &Rect,
) -> Vec<Option<Label>> {
    let mut order: Vec<usize> = (0..lines.len()).collect();
    let mut best: Vec<Option<Label>> = vec![None; lines.len()];
    let mut best_missing = usize::MAX;
    for _ in 0..lines.len().max(1) {
        let mut got: Vec<Option<Label>> = vec![None; lines.len()];
        let mut taken: Vec<Label> = placed.to_vec();
        let mut missing = None;
        for &i in &order {
            if lines[i].is_empty() {
                continue;
            }
            let (x, y) = xy[i];
            let spot = place::first_free(place::node(&lines[i], x, y, plot), &taken, avoid, plot)
                .or_else(|| place::first_free(place::node(&lines[i], x, y, drawing), &taken, avoid, drawing));
            match spot {
                Some(l) => {
                    taken.push(l.clone());
                    got[i] = Some(l);
                }
                None => {
                    missing.get_or_insert(i);
                }
            }
        }
        let count = (0..lines.len()).filter(|i| !lines[*i].is_empty() && got[*i].is_none()).count();
        if count < best_missing {
            best_missing = count;
            best = got;
        }
        match missing {
            None => break,
            Some(i) => {
                order.retain(|k| *k != i);
                order.insert(0, i);
            }
        }
    }
    best
}

fn push(labels: &mut Vec<Label>, l: Label) -> usize {
    labels.push(l);
    labels.len() - 1
}

/// The frame with the y title on one line, or on two if one would not fit the plot's height.
fn frame(k: &Ctx, note: Option<&str>) -> Frame {
    let (f, fits) = frame_with(k, note, 1);
    if fits {
        f
    } else {
        frame_with(k, note, 2).0
    }
}

/// How the category names sit under the plot.
struct CatLabels {
    /// Per category: its lines and, if shortened, its whole name (None: left out, the bands
    /// are too narrow for every name).
    texts: Vec<Option<(Vec<String>, Option<String>)>>,
    turned: bool,
    /// The height they take under the plot.
    height: f64,
}

/// Category names in bands `band` wide: on one line if they fit, else wrapped on up to three
/// lines if no word must be cut, else turned by 45° (on two lines where the bands are wide
/// enough, shortened past a limit), every other one or fewer when the bands are narrower than
/// a turned line.
fn cat_labels(cats: &[String], band: f64) -> CatLabels {
    let room = band - 6.0;
    let lh = text::line_height(SMALL);
    let wrapped: Vec<(Vec<String>, bool)> = cats.iter().map(|c| text::wrap(c, room, SMALL, 3)).collect();
    if wrapped.iter().all(|(_, cut)| !cut) {
        let n = wrapped.iter().map(|(l, _)| l.len()).max().unwrap_or(1).max(1);
        return CatLabels {
            texts: wrapped.into_iter().map(|(l, _)| Some((l, None))).collect(),
            turned: false,
            height: BELOW_Y + (n - 1) as f64 * lh + 0.25 * SMALL + 4.0,
        };
    }
    let every = (TURNED_BAND / band).ceil().max(1.0) as usize;
    // Two turned lines need the band to hold two lines across it.
    let most = if band * std::f64::consts::FRAC_1_SQRT_2 >= 2.0 * lh + 6.0 { 2 } else { 1 };
    let texts: Vec<Option<(Vec<String>, Option<String>)>> = cats
        .iter()
        .enumerate()
        .map(|(i, c)| {
            (i % every == 0).then(|| {
                let (ls, cut) = text::wrap(c, TURNED_W, SMALL, most);
                (ls, cut.then(|| c.clone()))
            })
        })
        .collect();
    let lowest =
        texts.iter().flatten().map(|(ls, _)| turned(ls.clone(), None, 0.0, 0.0).bbox.bottom()).fold(0.0, f64::max);
    CatLabels { texts, turned: true, height: lowest + 4.0 }
}

/// How far below the plot a turned category name is anchored.
const TURNED_Y: f64 = 10.0;
/// The baseline of tick labels under the plot.
const BELOW_Y: f64 = 15.0;

/// A category name turned by 45° under the tick at `x` of a plot whose bottom is `bottom`: its
/// lines end at the tick, the middle of their ends right under it.
fn turned(lines: Vec<String>, full: Option<String>, x: f64, bottom: f64) -> Label {
    let n = lines.len().max(1) as f64;
    let middle = ((n - 1.0) * text::line_height(SMALL) + 0.25 * SMALL - 0.95 * SMALL) / 2.0;
    let x = x - middle * std::f64::consts::FRAC_1_SQRT_2;
    Label::new(Role::Category, lines, full, x, bottom + TURNED_Y, Anchor::End, Turn::Up45)
}

/// The frame with `yt_lines` lines for the y title; the flag says whether the y title fit.
fn frame_with(k: &Ctx, note: Option<&str>, yt_lines: usize) -> (Frame, bool) {
    let c = k.c;
    let width = k.width;
    let mut labels: Vec<Label> = Vec::new();

    // Title and note, top left.
    let title = Label::new(Role::Title, k.title.0.clone(), k.title.1.clone(), 8.0, 22.0, Anchor::Start, Turn::Level);
    let mut top = title.bbox.bottom() + 10.0;
    if !c.title.is_empty() {
        labels.push(title);
    }
    if let Some(note) = note {
        let (ls, cut) = text::wrap(note, width - 16.0, SMALL, 3);
        let l = Label::new(
            Role::Note,
            ls,
            cut.then(|| note.to_string()),
            8.0,
            top - 4.0 + 0.95 * SMALL,
            Anchor::Start,
            Turn::Level,
        );
        top = l.bbox.bottom() + 10.0;
        labels.push(l);
    }

    // Left margin: the value tick labels (or category names beside horizontal bars) and the
    // y title; right margin: room for the last tick label's half.
    let side_cat_w = SIDE_CAT_W.min(width * 0.3);
    let value_labels: Vec<String> = k.values.ticks.iter().map(|t| k.values.label(*t, k.lang)).collect();
    let y_label_w = match (&k.along, k.horizontal) {
        (Along::Cat(cats), true) => cats.iter().map(|l| text::width(l, SMALL).min(side_cat_w)).fold(0.0, f64::max),
        _ => value_labels.iter().map(|l| text::width(l, SMALL)).fold(0.0, f64::max),
    };
    let y_title_w = if c.y_title.is_empty() { 0.0 } else { 18.0 + 15.0 * (yt_lines - 1) as f64 };
    let mut left = if c.bare { 12.0 } else { y_label_w + 14.0 + y_title_w };
    let bottom_numbers: Option<&Linear> = match (&k.along, k.horizontal) {
        (_, true) => Some(&k.values),
        (Along::Num(a), false) => Some(a),
        (Along::Cat(_), false) => None,
    };
    let mut right_pad: f64 = if c.lines.is_empty() { 16.0 } else { 20.0 };
    if let (Some(a), false) = (bottom_numbers, c.bare) {
        let widest = a.ticks.iter().map(|t| text::width(&a.label(*t, k.lang), SMALL)).fold(0.0, f64::max);
        right_pad = right_pad.max(widest / 2.0 + 3.0);
    }
    let right = width - right_pad;

    // Category names under the plot; turned ones may need a wider left margin.
    let cats_below = match (&k.along, k.horizontal, c.bare) {
        (Along::Cat(cats), false, false) => {
            // The leftmost corner of turned name i lies at its band's centre less its reach; a
            // wider margin narrows the bands, which may turn two lines into one longer one, so
            // this settles in a few rounds.
            let n = cats.len() as f64;
            let mut cl = cat_labels(cats, (right - left) / n);
            for _ in 0..3 {
                let before = left;
                for (i, t) in cl.texts.iter().enumerate().filter(|_| cl.turned) {
                    let Some((ls, _)) = t else { continue };
                    let need = 2.0 - turned(ls.clone(), None, 0.0, 0.0).bbox.x;
                    let share = (i as f64 + 0.5) / n;
                    left = left.max((need - right * share) / (1.0 - share));
                }
                if left == before {
                    break;
                }
                cl = cat_labels(cats, (right - left) / n);
            }
            Some(cl)
        }
        _ => None,
    };

    // Heights under the plot: tick labels or category names, the x title, the legend.
    let x_label_h = match (&cats_below, c.bare) {
        (_, true) => 0.0,
        (Some(cl), _) => cl.height,
        (None, _) => BELOW_Y + 0.16 * SMALL + 4.0,
    };
    let centre = (left + right) / 2.0;
    let x_title_room = 2.0 * (centre - 8.0).min(width - 8.0 - centre);
    let x_title = (!c.bare && !c.x_title.is_empty()).then(|| text::wrap(&c.x_title, x_title_room, 12.0, 2));
    let x_title_h = x_title.as_ref().map_or(0.0, |(ls, _)| 3.0 + 15.0 * ls.len() as f64);
    let (rows, legend_h) = legend_rows(&k.legend, left, width);
    let bottom_margin = x_label_h + x_title_h + legend_h + 10.0;
    let min_plot = if c.bare { MIN_PLOT_BARE } else { MIN_PLOT };
    let bottom = (k.base_h - bottom_margin).max(top + min_plot);
    let height = bottom + bottom_margin;
    let plot = Rect::new(left, top, right - left, bottom - top);

    // The y title, turned, centred on the plot's height.
    let mut fits = true;
    if !c.bare && !c.y_title.is_empty() {
        let room = plot.h - 4.0;
        fits = text::wrap(&c.y_title, room, 12.0, 3).0.len() <= yt_lines;
        let (ls, cut) = text::wrap(&c.y_title, room, 12.0, yt_lines);
        let full = cut.then(|| c.y_title.clone());
        labels.push(Label::new(Role::AxisTitle, ls, full, 13.0, plot.y + plot.h / 2.0, Anchor::Middle, Turn::Up90));
    }
    if let Some((ls, cut)) = x_title {
        let full = cut.then(|| c.x_title.clone());
        let y = bottom + x_label_h + 13.0;
        labels.push(Label::new(Role::AxisTitle, ls, full, centre, y, Anchor::Middle, Turn::Level));
    }

    // Ticks.
    let mut values = k.values.clone();
    let (mut x_ticks, mut y_ticks, mut grid_x, mut grid_y) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    if !c.bare {
        if k.horizontal {
            let (v, ticks) = bottom_ticks(&values, &plot, width, k.lang, &mut labels);
            values = v;
            grid_x = ticks.iter().map(|t| t.pos).collect();
            x_ticks = ticks;
            if let Along::Cat(cats) = &k.along {
                let band = plot.h / cats.len() as f64;
                let lh = text::line_height(SMALL);
                let most = if band >= 2.0 * lh + 4.0 { 2 } else { 1 };
                for (i, name) in cats.iter().enumerate() {
                    let pos = plot.y + band * (i as f64 + 0.5);
                    let (ls, cut) = text::wrap(name, side_cat_w, SMALL, most);
                    let first = pos - (ls.len() - 1) as f64 * lh / 2.0 + text::centre_shift(SMALL);
                    let l = Label::new(
                        Role::Category,
                        ls,
                        cut.then(|| name.clone()),
                        left - 5.0,
                        first,
                        Anchor::End,
                        Turn::Level,
                    );
                    y_ticks.push(Tick { value: i as f64, pos, label: Some(push(&mut labels, l)) });
                }
            }
        } else {
            // Value ticks at least a line and a little apart.
            while values.step / (values.hi - values.lo) * plot.h < SMALL + 4.0 {
                match values.coarser() {
                    Some(v) => values = v,
                    None => break,
                }
            }
            for t in &values.ticks {
                let pos = values.at(*t, plot.bottom(), plot.y);
                let l = Label::line(
                    Role::Tick,
                    &values.label(*t, k.lang),
                    left - 5.0,
                    pos + text::centre_shift(SMALL),
                    Anchor::End,
                );
                y_ticks.push(Tick { value: *t, pos, label: Some(push(&mut labels, l)) });
                grid_y.push(pos);
            }
            match (&k.along, cats_below) {
                (Along::Num(a), _) => {
                    x_ticks = bottom_ticks(a, &plot, width, k.lang, &mut labels).1;
                }
                (Along::Cat(cats), Some(cl)) => {
                    let band = plot.w / cats.len() as f64;
                    for (i, t) in cl.texts.into_iter().enumerate() {
                        let pos = plot.x + band * (i as f64 + 0.5);
                        let label = t.map(|(ls, full)| {
                            let l = if cl.turned {
                                turned(ls, full, pos, bottom)
                            } else {
                                Label::new(Role::Category, ls, full, pos, bottom + BELOW_Y, Anchor::Middle, Turn::Level)
                            };
                            push(&mut labels, l)
                        });
                        x_ticks.push(Tick { value: i as f64, pos, label });
                    }
                }
                (Along::Cat(_), None) => {}
            }
        }
        // A tick label under the plot that meets one beside it (the corner) gives way.
        for t in x_ticks.iter_mut() {
            if let Some(i) = t.label {
                let hit = y_ticks.iter().filter_map(|y| y.label).any(|j| labels[i].overlaps(&labels[j]));
                if hit && labels[i].role == Role::Tick {
                    t.label = None;
                }
            }
        }
    }

    // The legend under everything.
    let legend_top = bottom + x_label_h + x_title_h + 6.0;
    let mut legend = Vec::new();
    for (t, x, dy, ls, full) in rows {
        let y = legend_top + dy;
        let l = Label::new(Role::Legend, ls, full, x + 28.0, y + 12.0, Anchor::Start, Turn::Level);
        let bar = k.bar_traces.iter().position(|b| std::ptr::eq(*b, t));
        let swatch = if bar.is_some() { Swatch::Bar } else { Swatch::Line };
        legend.push(LegendEntry { x, y, swatch, style: Style::of(t, bar), label: push(&mut labels, l) });
    }
    // Labels that lost their place to a thinned tick are dropped from the list (their index
    // is gone from every tick).
    let labels = compact(labels, &mut x_ticks, &mut y_ticks, &mut legend);
    (Frame { plot, height, values, x_ticks, y_ticks, grid_x, grid_y, labels, legend }, fits)
}

/// Removes labels no tick, legend entry or role refers to (ticks that gave way), renumbering.
fn compact(labels: Vec<Label>, xs: &mut [Tick], ys: &mut [Tick], legend: &mut [LegendEntry]) -> Vec<Label> {
    let mut used = vec![false; labels.len()];
    for (i, l) in labels.iter().enumerate() {
        used[i] = !matches!(l.role, Role::Tick | Role::Category | Role::Legend);
    }
    for t in xs.iter().chain(ys.iter()) {
        if let Some(i) = t.label {
            used[i] = true;
        }
    }
    for e in legend.iter() {
        used[e.label] = true;
    }
    let mut new_index = vec![0; labels.len()];
    let mut out = Vec::with_capacity(labels.len());
    for (i, l) in labels.into_iter().enumerate() {
        if used[i] {
            new_index[i] = out.len();
            out.push(l);
        }
    }
    for t in xs.iter_mut().chain(ys.iter_mut()) {
        t.label = t.label.map(|i| new_index[i]);
    }
    for e in legend.iter_mut() {
        e.label = new_index[e.label];
    }
    out
}

/// Numeric tick labels under the plot, the step made coarser until neighbours keep
/// [`TICK_GAP`] apart and every label lies inside the drawing.
fn bottom_ticks(axis: &Linear, plot: &Rect, width: f64, lang: Lang, labels: &mut Vec<Label>) -> (Linear, Vec<Tick>) {
    let mut a = axis.clone();
    let y = plot.bottom() + BELOW_Y;
    let make = |a: &Linear| -> Vec<(f64, f64, Label)> {
        a.ticks
            .iter()
            .map(|t| {
                let pos = a.at(*t, plot.x, plot.right());
                (*t, pos, Label::line(Role::Tick, &a.label(*t, lang), pos, y, Anchor::Middle))
            })
            .collect()
    };
    let fine = |ls: &[(f64, f64, Label)]| {
        ls.windows(2).all(|w| w[0].2.bbox.right() + TICK_GAP <= w[1].2.bbox.x)
            && ls.iter().all(|(_, _, l)| l.bbox.x >= 1.0 && l.bbox.right() <= width - 1.0)
    };
    let mut ls = make(&a);
    while !fine(&ls) {
        match a.coarser() {
            Some(b) => {
                a = b;
                ls = make(&a);
            }
            None => break,
        }
    }
    let ticks = ls
        .into_iter()
        .map(|(value, pos, l)| {
            let inside = l.bbox.x >= 1.0 && l.bbox.right() <= width - 1.0;
            Tick { value, pos, label: inside.then(|| push(labels, l)) }
        })
        .collect();
    (a, ticks)
}

/// Legend entries flowed into rows from `x0`: (trace, x, row offset, lines, whole name if
/// shortened), and the height the rows take (with the gap above them).
#[allow(clippy::type_complexity)]
fn legend_rows<'a>(
    entries: &[&'a Trace],
    x0: f64,
    width: f64,
) -> (Vec<(&'a Trace, f64, f64, Vec<String>, Option<String>)>, f64) {
    let lh = text::line_height(SMALL);
    let room = width - 8.0 - x0;
    let mut out = Vec::new();
    let (mut x, mut row_y, mut row_h) = (0.0, 0.0, 0.0f64);
    for t in entries {
        let (ls, cut) = if 28.0 + text::width(&t.name, SMALL) <= room {
            (vec![t.name.clone()], false)
        } else {
            text::wrap(&t.name, room - 28.0, SMALL, 2)
        };
        let w = 28.0 + ls.iter().map(|l| text::width(l, SMALL)).fold(0.0, f64::max) + 14.0;
        if x > 0.0 && x + w - 14.0 > room {
            row_y += row_h;
            x = 0.0;
            row_h = 0.0;
        }
        row_h = row_h.max(4.0 + lh * ls.len() as f64);
        out.push((*t, x0 + x, row_y, ls, cut.then(|| t.name.clone())));
        x += w;
    }
    let h = if out.is_empty() { 0.0 } else { row_y + row_h + 6.0 };
    (out, h)
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

/// The drawing position of every point of a line or node trace (None for a gap).
fn points(xs: &Xs, ys: &[f64], k: &Ctx, f: &Frame) -> Vec<Option<(f64, f64)>> {
    let p = f.plot;
    let v = &f.values;
    // Both maps as one multiply and add per point.
    let (vy, dy) = ((p.y - p.bottom()) / (v.hi - v.lo), p.bottom());
    match (xs, &k.along) {
        (Xs::Num(xs), Along::Num(a)) => {
            let (vx, dx) = (p.w / (a.hi - a.lo), p.x);
            ys.iter()
                .enumerate()
                .map(|(i, y)| {
                    let px = xs.get(i).map_or(f64::NAN, |x| dx + (x - a.lo) * vx);
                    (y.is_finite() && px.is_finite()).then(|| (px, dy + (y - v.lo) * vy))
                })
                .collect()
        }
        (Xs::Cat(xs), Along::Cat(cats)) => {
            let band = p.w / cats.len().max(1) as f64;
            ys.iter()
                .enumerate()
                .map(|(i, y)| {
                    let at = cats.iter().position(|c| Some(c) == xs.get(i));
                    at.filter(|_| y.is_finite()).map(|n| (p.x + band * (n as f64 + 0.5), dy + (y - v.lo) * vy))
                })
                .collect()
        }
        _ => vec![None; ys.len()],
    }
}

/// A line or step trace's marks from its points `raw`; `smooth`: draw it as an envelope and a
/// rolling mean over that many points.
fn line_marks(t: &Trace, raw: Vec<Option<(f64, f64)>>, k: &Ctx, f: &Frame, smooth: Option<usize>) -> LineSeries {
    let plot_w = f.plot.w;
    let (drawn, envelope) = match smooth {
        Some(w) => (points(&t.x, &marks::rolling_mean(&t.y, w), k, f), marks::envelope(&raw)),
        None => (raw, Vec::new()),
    };
    let dense = drawn.len() as f64 > plot_w / 2.0;
    let hovers = if t.y.len() <= 60 {
        drawn
            .iter()
            .enumerate()
            .filter_map(|(i, pt)| {
                let (x, y) = (*pt)?;
                let xv = match &t.x {
                    Xs::Num(v) => fmt_value(v[i], k.lang),
                    Xs::Cat(v) => v[i].clone(),
                };
                Some(Hover { x, y, tip: format!("{}: {xv} — {}", t.name, fmt_value(t.y[i], k.lang)) })
            })
            .collect()
    } else {
        Vec::new()
    };
    // Thinning keeps up to four points a column: it pays where there are more than two.
    let points = if drawn.len() as f64 > 2.0 * plot_w { marks::thin(&drawn) } else { drawn };
    LineSeries {
        name: t.name.clone(),
        style: Style::of(t, None),
        step: t.kind == TraceKind::Step,
        dense,
        points,
        envelope,
        hovers,
    }
}

/// The bars of every bar trace: grouped side by side or stacked, upright or lying down.
fn bar_marks(k: &Ctx, f: &Frame) -> Vec<BarSeries> {
    let bars = &k.bar_traces;
    if bars.is_empty() {
        return Vec::new();
    }
    let p = f.plot;
    let horizontal = k.horizontal;
    let stacked = k.c.bar_mode == BarMode::Stack;
    let groups = if stacked { 1 } else { bars.len() };
    // Slot centre and width along the category axis for point i of a trace.
    let (axis_from, axis_to) = if horizontal { (p.y, p.bottom()) } else { (p.x, p.right()) };
    let step_px = match &k.along {
        Along::Cat(c) => (axis_to - axis_from) / c.len().max(1) as f64,
        Along::Num(a) => (a.at(bar_step(bars), axis_from, axis_to) - a.at(0.0, axis_from, axis_to)).abs(),
    };
    let slot = |t: &Trace, i: usize| -> Option<f64> {
        match (&t.x, &k.along) {
            (Xs::Cat(v), Along::Cat(cats)) => {
                let n = cats.iter().position(|c| Some(c) == v.get(i))?;
                Some(axis_from + step_px * (n as f64 + 0.5))
            }
            (Xs::Num(v), Along::Num(a)) => v.get(i).map(|x| a.at(*x, axis_from, axis_to)),
            _ => None,
        }
    };
    // Long series (a bar per round) are drawn as one path per trace, without gaps or tooltips:
    // thousands of elements would make every redraw slow.
    let dense = bars.iter().map(|t| t.y.len()).sum::<usize>() > 150;
    let fill_share = if dense { 1.0 } else { 0.8 };
    let bar_w = step_px * fill_share / groups as f64;
    let value_px = |v: f64| if horizontal { f.values.at(v, p.x, p.right()) } else { f.values.at(v, p.bottom(), p.y) };
    let n = bars.iter().map(|t| t.y.len()).max().unwrap_or(0);
    let mut pos_base = vec![0.0; n];
    let mut neg_base = vec![0.0; n];
    let mut out = Vec::with_capacity(bars.len());
    for (g, t) in bars.iter().enumerate() {
        let mut marks = Vec::with_capacity(t.y.len());
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
            let offset = if stacked { -bar_w / 2.0 } else { -step_px * fill_share / 2.0 + bar_w * g as f64 };
            let (a, b) = (value_px(from), value_px(to));
            let rect = if horizontal {
                Rect::new(a.min(b), centre + offset, (b - a).abs(), bar_w)
            } else {
                Rect::new(centre + offset, a.min(b), bar_w, (b - a).abs())
            };
            let tip = (!dense).then(|| {
                let at = match &t.x {
                    Xs::Cat(v) => v.get(i).cloned().unwrap_or_default(),
                    Xs::Num(v) => v.get(i).map(|x| fmt_value(*x, k.lang)).unwrap_or_default(),
                };
                format!("{}: {at} — {}", t.name, fmt_value(*v, k.lang))
            });
            marks.push(Bar { rect, tip });
        }
        out.push(BarSeries {
            name: t.name.clone(),
            style: Style::of(t, Some(g)),
            dense,
            lying: horizontal,
            bars: marks,
        });
    }
    out
}
