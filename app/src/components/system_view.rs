//! The system view: the lesson's system drawn at one round of the model's frames, one SVG per
//! scene (without and with the breaker, say), with a table of the same round's values beside
//! it and a live description when the timeline rests.
//!
//! Components are coloured by their state, with a second cue beside colour (a symbol in a
//! badge and the state's word; a saturated or failed component also gets a hatched fill or a
//! dashed outline); a gauge shows a pool's or a buffer's fill by flow; a link's strands are as
//! wide as the requests that passed, failed or were turned away in that round; the pattern sits
//! on its link with its state. The markup comes from pure functions ([`scene_svg`],
//! [`round_table`]) tested natively like `plot.rs`: layout data and one frame in, markup out.

use std::fmt::Write;
use std::sync::Arc;

use leptos::html::Div;
use leptos::prelude::*;
use lessons::frames::{capital, component_count, hit_nodes, Frames, LinkTrack, NodeTrack, Scene, State, Tone};
use lessons::system::{Kind, Node, Pattern, System};
use lessons::view::{fmt_num, palette};
use sim_core::Lang;

use crate::components::on_screen::draw_near;
use crate::components::patch;
use crate::components::timeline::Clock;
use crate::plot::esc;
use crate::plot::svg::F1;
use crate::state::use_lab;

/// The colours of a gauge's flows, in order (a hatch marks every flow after the first).
const FLOW_COLORS: [&str; 4] = [palette::BLUE, palette::PURPLE, palette::GREEN, palette::SKY];
const CHAR_W: f64 = 0.6;
const FONT: f64 = 11.0;
/// The size of a component's note and of the round's events.
const NOTE: f64 = 9.5;
const EVENT: f64 = 11.0;
/// A scene's heading (a long one shrinks to fit a phone's drawing).
const TITLE: f64 = 13.0;
/// Below the components: the blast radius and the round's events (a bottom row's taller boxes
/// reach a little into it); a narrow drawing has a line more.
const FOOTER: f64 = 54.0;

fn width_of(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * CHAR_W
}

/// Bold text is wider (a tag's head).
fn bold_width_of(text: &str, size: f64) -> f64 {
    width_of(text, size) * 1.2
}

/// The font size at which `text` fits `width`, at most `size` (a long reading shrinks a little
/// rather than run over its box's edge).
fn fit(text: &str, width: f64, size: f64) -> f64 {
    let w = width_of(text, size);
    if w <= width {
        size
    } else {
        (size * width / w).max(size * 0.7)
    }
}

/// Splits a label into lines no wider than `width`.
fn wrap(text: &str, width: f64, size: f64) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match lines.last_mut() {
            Some(line) if width_of(line, size) + width_of(word, size) + size * CHAR_W <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// How far a note or an event line shrinks on one line before it wraps, and the size its
/// wrapped lines are drawn at.
const WRAPPED: f64 = 0.85;
/// What starts a round's events, and what stands between two of them.
const EVENT_MARK: &str = "▸ ";
const EVENT_SEP: &str = "; ";

/// Whether a line `w` wide at its size fits `width` shrunk by at most 15 % (see [`fit`]).
fn one_line(w: f64, width: f64) -> bool {
    w * WRAPPED <= width
}

/// The size the lines of [`lines_in`] are drawn at: `size` for one line, smaller for two.
fn lines_size(lines: &[String], size: f64) -> f64 {
    if lines.len() > 1 {
        size * WRAPPED
    } else {
        size
    }
}

/// A line of small text in `width`: one line if it fits at 85 % of `size` or more, else wrapped
/// at 85 % into at most `most` lines (the last one takes what is left and shrinks with `fit`).
fn lines_in(text: &str, width: f64, size: f64, most: usize) -> Vec<String> {
    if one_line(width_of(text, size), width) {
        return vec![text.to_string()];
    }
    let mut lines = wrap(text, width, size * WRAPPED);
    if lines.len() > most {
        let rest = lines.split_off(most - 1).join(" ");
        lines.push(rest);
    }
    lines
}

/// A number for a drawing: whole numbers whole, others with one decimal.
fn num(v: f64, lang: Lang) -> String {
    fmt_num(v, if v.fract() == 0.0 { 0 } else { 1 }, lang)
}

/// The text colour that reads on a state's colour.
fn ink_on(fill: &str) -> &'static str {
    match fill {
        palette::YELLOW | palette::ORANGE | palette::SKY => "#000",
        _ => "#fff",
    }
}

/// A state's symbol, drawn in a badge of radius 7 around (0, 0): a tick, a bang, a cross, a
/// clock for slow, two bars for holding back, a half disc for stale or degraded.
fn symbol(s: State, ink: &str) -> String {
    match s {
        State::Slow => format!(
            r#"<circle r="4.2" fill="none" stroke="{ink}" stroke-width="1.4"/><path d="M0,-2.6 V0 H2.2" fill="none" stroke="{ink}" stroke-width="1.4"/>"#
        ),
        State::Paused => format!(r#"<path d="M-2,-3.5 V3.5 M2,-3.5 V3.5" stroke="{ink}" stroke-width="1.8"/>"#),
        State::Stale | State::Degraded => format!(
            r#"<circle r="4" fill="none" stroke="{ink}" stroke-width="1.3"/><path d="M0,-4 A4,4 0 0 1 0,4 Z" fill="{ink}"/>"#
        ),
        _ => match s.tone() {
            Tone::Good => {
                format!(r#"<path d="M-3.5,0.2 L-1,2.8 L3.6,-2.6" fill="none" stroke="{ink}" stroke-width="1.8"/>"#)
            }
            Tone::Warn => {
                format!(
                    r#"<path d="M0,-4 V1.2" stroke="{ink}" stroke-width="1.9"/><circle cy="3.3" r="1.1" fill="{ink}"/>"#
                )
            }
            Tone::Bad => format!(r#"<path d="M-3,-3 L3,3 M3,-3 L-3,3" stroke="{ink}" stroke-width="1.9"/>"#),
            Tone::Neutral => format!(r#"<path d="M-3,0 H3" stroke="{ink}" stroke-width="1.9"/>"#),
        },
    }
}

/// A badge with the state's symbol centred at (x, y).
fn badge(o: &mut String, x: f64, y: f64, s: State) {
    let fill = s.color();
    let _ = write!(
        o,
        r##"<g transform="translate({x},{y})"><circle r="7.5" fill="{fill}" stroke="#fff" stroke-width="1.2"/>{}</g>"##,
        symbol(s, ink_on(fill)),
        x = F1(x),
        y = F1(y)
    );
}

/// A pattern's own glyph (a breaker's lever, a retry's loop, a budget's hourglass, a signal's
/// bars, a gate's funnel, a field's page, a health check's pulse), about 12 units wide, centred at (0, 0).
fn pattern_glyph(p: Pattern, s: Option<State>) -> String {
    let c = "#1d1d1f";
    match p {
        Pattern::Breaker => {
            // A switch: its lever (as long as the gap) lies on the far contact when closed,
            // stands well clear of it when open, a little when half-open.
            let (dx, dy) = match s {
                Some(State::Open) => (8.4, -7.1),
                Some(State::HalfOpen) => (10.6, -2.8),
                _ => (11.0, 0.0),
            };
            format!(
                r#"<circle cx="-5.5" r="1.6" fill="{c}"/><circle cx="5.5" r="1.6" fill="{c}"/><path d="M-5.5,0 l{dx},{dy}" stroke="{c}" stroke-width="1.8" stroke-linecap="round"/>"#
            )
        }
        Pattern::Retry => format!(
            r#"<path d="M4,-2.5 A4.5,4.5 0 1 0 4.5,2" fill="none" stroke="{c}" stroke-width="1.5"/><path d="M2.2,-4.6 L4.6,-2.2 L1.6,-1" fill="none" stroke="{c}" stroke-width="1.3"/>"#
        ),
        Pattern::Budget => format!(r#"<path d="M-4,-5 H4 L-4,5 H4 Z" fill="none" stroke="{c}" stroke-width="1.4"/>"#),
        Pattern::Signal => format!(r#"<path d="M-2.2,-4.5 V4.5 M2.2,-4.5 V4.5" stroke="{c}" stroke-width="2"/>"#),
        Pattern::Gate => format!(
            r#"<path d="M-5,-4.5 H5 L1.2,0.5 V4.8 L-1.2,3.6 V0.5 Z" fill="none" stroke="{c}" stroke-width="1.3"/>"#
        ),
        Pattern::Check => {
            format!(r#"<path d="M-6,0 H-2.5 L-1,-4.5 L1,4.5 L2.5,0 H6" fill="none" stroke="{c}" stroke-width="1.4"/>"#)
        }
        Pattern::Field => {
            format!(
                r#"<path d="M-3.5,-4.5 H2 L3.5,-3 V4.5 H-3.5 Z M-2,-1 H2 M-2,1.5 H2" fill="none" stroke="{c}" stroke-width="1.2"/>"#
            )
        }
    }
}

/// Where a component is drawn and how large.
struct Place {
    cx: f64,
    cy: f64,
    w: f64,
    h: f64,
    lines: Vec<String>,
    /// The note under the name, on one line or two.
    note: Vec<String>,
}

/// The geometry of one scene's drawing.
struct Layout {
    width: f64,
    height: f64,
    top: f64,
    node_w: f64,
    /// The room below the components.
    footer: f64,
    /// The lines the round's events may take (two where a scene's longest does not fit one).
    events: usize,
}

impl Layout {
    fn new(sys: &System, narrow: bool) -> Self {
        let width = if narrow { 340.0 } else { 440.0 };
        let node_w = if narrow { 92.0 } else { 112.0 };
        let top = 30.0;
        // A narrow screen scrolls: its drawing is taller, so that wrapped names and tags fit.
        let body = (width * sys.aspect * if narrow { 1.3 } else { 1.0 }).max(120.0);
        let footer = if narrow { FOOTER + 14.0 } else { FOOTER };
        Self { width, height: top + body + footer, top, node_w, footer, events: 1 }
    }

    /// The width a line of text may take: the drawing less its margin of 8 on either side.
    fn text_room(&self) -> f64 {
        self.width - 16.0
    }

    /// Room for a second line of events where one of the scene's rounds needs it (the same
    /// height at every round, so the drawing does not jump while it plays).
    fn with_events(mut self, scene: &Scene) -> Self {
        // Each round's line measured by its length alone (this runs at every frame while a run
        // plays): the mark, then the events with a separator between two, as `event_lines`
        // writes it.
        let (mark, sep) = (EVENT_MARK.chars().count(), EVENT_SEP.chars().count());
        let mut rounds: Vec<(u32, usize)> = Vec::new();
        for e in &scene.events {
            let n = e.text.chars().count();
            match rounds.iter_mut().find(|(r, _)| *r == e.round) {
                Some((_, len)) => *len += sep + n,
                None => rounds.push((e.round, mark + n)),
            }
        }
        let two = rounds.iter().any(|&(_, len)| !one_line(len as f64 * EVENT * CHAR_W, self.text_room()));
        if two {
            self.events = 2;
            self.footer += 14.0;
            self.height += 14.0;
        }
        self
    }

    fn place(&self, n: &Node, t: &NodeTrack, lang: Lang) -> Place {
        // A source (where requests come from) is only a name: a narrower box, on two lines if
        // need be, leaves its links room.
        let source = n.kind == Kind::Source;
        let lines = wrap(n.label.get(lang), if source { self.node_w * 0.62 } else { self.node_w - 12.0 }, FONT);
        let mut h = 8.0 + 12.5 * lines.len() as f64;
        if t.capacity > 0.0 {
            h += 10.0;
        }
        if n.kind != Kind::Source {
            h += 13.0;
        }
        let w = if source {
            let text = lines.iter().map(|l| bold_width_of(l, FONT)).fold(0.0, f64::max);
            (text + 18.0).clamp(50.0, self.node_w)
        } else {
            self.node_w
        };
        let note = if t.note.is_empty() { Vec::new() } else { lines_in(&t.note, w - 8.0, NOTE, 2) };
        h += 11.0 * note.len() as f64;
        let mx = w / 2.0 + 6.0;
        let body = self.height - self.footer - self.top;
        let my = 26.0;
        Place {
            cx: mx + n.x.clamp(0.0, 1.0) * (self.width - 2.0 * mx),
            cy: self.top + my + n.y.clamp(0.0, 1.0) * (body - 2.0 * my),
            w,
            h: h + 4.0,
            lines,
            note,
        }
    }
}

/// The point where the segment from a box's centre towards (tx, ty) leaves the box.
fn edge(p: &Place, tx: f64, ty: f64) -> (f64, f64) {
    let (dx, dy) = (tx - p.cx, ty - p.cy);
    if dx == 0.0 && dy == 0.0 {
        return (p.cx, p.cy);
    }
    let sx = if dx == 0.0 { f64::INFINITY } else { (p.w / 2.0 + 3.0) / dx.abs() };
    let sy = if dy == 0.0 { f64::INFINITY } else { (p.h / 2.0 + 3.0) / dy.abs() };
    let s = sx.min(sy).min(1.0);
    (p.cx + dx * s, p.cy + dy * s)
}

/// A rectangle of the drawing: left, top, right, bottom.
type Rect = (f64, f64, f64, f64);

impl Place {
    /// The box with a margin of `m` around it.
    fn rect(&self, m: f64) -> Rect {
        (self.cx - self.w / 2.0 - m, self.cy - self.h / 2.0 - m, self.cx + self.w / 2.0 + m, self.cy + self.h / 2.0 + m)
    }
}

/// The area two rectangles share.
fn overlap(a: Rect, b: Rect) -> f64 {
    let w = a.2.min(b.2) - a.0.max(b.0);
    let h = a.3.min(b.3) - a.1.max(b.1);
    if w > 0.0 && h > 0.0 {
        w * h
    } else {
        0.0
    }
}

/// Where a tag `w` wide and `h` high is centred for the segment from `(x1, y1)` to `(x2, y2)`:
/// of the places on the segment or set off to either side of it (one to four steps), kept
/// inside `bounds`, the nearest to the segment's middle that covers nothing in `taken` (the
/// components and the tags already placed), or, if every one covers something, the one that
/// covers least.
fn place_tag((x1, y1, x2, y2): Rect, w: f64, h: f64, taken: &[Rect], bounds: Rect) -> (f64, f64) {
    let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt().max(1.0);
    let (nx, ny) = (-(y2 - y1) / len, (x2 - x1) / len);
    let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
    // One step to the side takes the tag just off the segment.
    let step = (nx.abs() * w + ny.abs() * h) / 2.0 + 5.0;
    let mut best = (mx, my, f64::INFINITY, f64::INFINITY);
    for side in [0.0, 1.0, -1.0, 2.0, -2.0, 3.0, -3.0, 4.0, -4.0] {
        for t in [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.1, 0.9] {
            let cx = (x1 + (x2 - x1) * t + nx * step * side).clamp(bounds.0 + w / 2.0, bounds.2 - w / 2.0);
            let cy = (y1 + (y2 - y1) * t + ny * step * side).clamp(bounds.1 + h / 2.0, bounds.3 - h / 2.0);
            let r = (cx - w / 2.0, cy - h / 2.0, cx + w / 2.0, cy + h / 2.0);
            let covered: f64 = taken.iter().map(|&q| overlap(r, q)).sum();
            let dist = ((cx - mx).powi(2) + (cy - my).powi(2)).sqrt();
            if (covered, dist) < (best.2, best.3) {
                best = (cx, cy, covered, dist);
            }
        }
    }
    (best.0, best.1)
}

/// One link between its two ends' places, at frame `i`, strands scaled against `max_flow`; its
/// pattern's tag goes to `tags` (drawn over the components), placed clear of `taken` (which it
/// then joins) within `bounds`.
#[allow(clippy::too_many_arguments)]
fn draw_link(
    o: &mut String,
    tags: &mut String,
    taken: &mut Vec<Rect>,
    bounds: Rect,
    sys: &System,
    l: &LinkTrack,
    (a, b): (&Place, &Place),
    i: usize,
    max_flow: f64,
    lang: Lang,
) {
    let (x1, y1) = edge(a, b.cx, b.cy);
    let (x2, y2) = edge(b, a.cx, a.cy);
    let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt().max(1.0);
    let (ux, uy) = ((x2 - x1) / len, (y2 - y1) / len);
    let (nx, ny) = (-uy, ux);
    let scale = |v: f64| if v <= 0.0 || max_flow <= 0.0 { 0.0 } else { 1.2 + 8.0 * (v / max_flow).min(1.0) };
    let (flow, failed, refused) = (l.flow.at(i), l.failed.at(i), l.refused.at(i));
    let main = scale(flow).max(1.0);
    let label = format!(
        "{} → {}",
        sys.node(l.from).map_or(l.from, |n| n.label.get(lang)),
        sys.node(l.to).map_or(l.to, |n| n.label.get(lang))
    );
    let _ = write!(o, r#"<g class="link" data-from="{}" data-to="{}">"#, l.from, l.to);
    let _ = write!(o, r#"<title>{}: {}</title>"#, esc(&label), esc(&strand_text(l, i, lang)));
    let _ = write!(
        o,
        r##"<path d="M{x1},{y1} L{},{}" stroke="#5b5b66" stroke-width="{main}" stroke-linecap="round" opacity="{}"/>"##,
        F1(x2 - ux * 6.0),
        F1(y2 - uy * 6.0),
        if flow > 0.0 { "0.85" } else { "0.35" },
        x1 = F1(x1),
        y1 = F1(y1),
        main = F1(main)
    );
    // The arrowhead.
    let (hx, hy) = (x2 - ux * 8.0, y2 - uy * 8.0);
    let hw = 3.5 + main / 2.0;
    let _ = write!(
        o,
        r##"<path d="M{x2},{y2} L{},{} L{},{} Z" fill="#5b5b66"/>"##,
        F1(hx + nx * hw),
        F1(hy + ny * hw),
        F1(hx - nx * hw),
        F1(hy - ny * hw),
        x2 = F1(x2),
        y2 = F1(y2)
    );
    // Failed (dashed) and refused (dotted) strands beside the main one.
    for (v, side, color, dash) in
        [(failed, 1.0, palette::VERMILLION, "5 3"), (refused, -1.0, palette::ORANGE, "1.5 2.5")]
    {
        let w = scale(v);
        if w == 0.0 {
            continue;
        }
        let off = side * (main / 2.0 + w / 2.0 + 1.5);
        let _ = write!(
            o,
            r#"<path d="M{},{} L{},{}" stroke="{color}" stroke-width="{w}" stroke-dasharray="{dash}" fill="none"/>"#,
            F1(x1 + nx * off),
            F1(y1 + ny * off),
            F1(x2 - ux * 10.0 + nx * off),
            F1(y2 - uy * 10.0 + ny * off),
            w = F1(w)
        );
    }
    // The pattern, where it acts.
    let pattern = sys.link(l.from, l.to).and_then(|x| x.pattern);
    let state = l.state.at(i);
    if let Some(p) = pattern.filter(|_| state.is_some() || !l.tag.is_empty()) {
        let head = match (state, p) {
            (Some(s), Pattern::Field) => format!("{} {}", l.tag, s.label().get(lang)),
            (Some(s), _) => format!("{}: {}", p.label().get(lang), s.label().get(lang)),
            (None, _) => l.tag.clone(),
        };
        let sub = if state.is_some() && p != Pattern::Field { l.tag.as_str() } else { "" };
        let w = 26.0 + bold_width_of(&head, 10.0).max(width_of(sub, 9.0));
        let h = if sub.is_empty() { 17.0 } else { 27.0 };
        let border = state.map_or("#5b5b66", State::color);
        let (mx, my) = place_tag((x1, y1, x2, y2), w, h, taken, bounds);
        taken.push((mx - w / 2.0 - 2.0, my - h / 2.0 - 2.0, mx + w / 2.0 + 2.0, my + h / 2.0 + 2.0));
        // Set off the link, a leader line ties the tag to the link's middle.
        let (lx, ly) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
        let (dx, dy) = (mx - lx, my - ly);
        let on_link = {
            let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt().max(1.0);
            ((dx * (y2 - y1) - dy * (x2 - x1)) / len).abs() < 1.0
        };
        if !on_link {
            let _ = write!(
                tags,
                r##"<path d="M{lx},{ly} L{mx},{my}" stroke="{border}" stroke-width="1.2" stroke-dasharray="2 2"/>"##,
                lx = F1(lx),
                ly = F1(ly),
                mx = F1(mx),
                my = F1(my)
            );
        }
        let o = &mut *tags;
        let _ = write!(
            o,
            r##"<g class="pattern" data-from="{}" data-to="{}" data-state="{}" transform="translate({},{})"><rect x="0" y="0" width="{w}" height="{h}" rx="4" fill="#fff" stroke="{border}" stroke-width="2"/><g transform="translate(11,8.5)">{}</g><text x="21" y="12" font-size="10" font-weight="600">{}</text>"##,
            l.from,
            l.to,
            state.map_or("none", State::key),
            F1(mx - w / 2.0),
            F1(my - h / 2.0),
            pattern_glyph(p, state),
            esc(&head),
            w = F1(w)
        );
        if !sub.is_empty() {
            let _ = write!(o, r##"<text x="21" y="23" font-size="9" fill="#4a4a55">{}</text>"##, esc(sub));
        }
        o.push_str("</g>");
    }
    o.push_str("</g>");
}

/// What went along a link in frame `i`, in words (tooltips and the round's table).
fn strand_text(l: &LinkTrack, i: usize, lang: Lang) -> String {
    let mut parts = vec![match lang {
        Lang::Tr => format!("geçen {}", num(l.flow.at(i), lang)),
        Lang::En => format!("{} through", num(l.flow.at(i), lang)),
    }];
    if !l.failed.is_empty() {
        parts.push(match lang {
            Lang::Tr => format!("başarısız ya da kaybolan {}", num(l.failed.at(i), lang)),
            Lang::En => format!("{} failed or lost", num(l.failed.at(i), lang)),
        });
    }
    if !l.refused.is_empty() {
        parts.push(match lang {
            Lang::Tr => format!("geri çevrilen {}", num(l.refused.at(i), lang)),
            Lang::En => format!("{} turned away", num(l.refused.at(i), lang)),
        });
    }
    parts.join(", ")
}

/// A component's gauge and state in words: "doygun · 32 / 32".
fn node_text(t: &NodeTrack, i: usize, lang: Lang) -> String {
    let state = t.state.at(i).map(|s| s.label().get(lang)).unwrap_or_default();
    if t.capacity > 0.0 {
        format!("{state} · {} / {}", num(t.level(i), lang), num(t.capacity as f64, lang))
    } else {
        state.to_string()
    }
}

fn draw_node(o: &mut String, n: &Node, t: &NodeTrack, p: &Place, i: usize, uid: &str, lang: Lang) {
    let state = t.state.at(i).unwrap_or(State::Idle);
    let (x0, y0) = (p.cx - p.w / 2.0, p.cy - p.h / 2.0);
    let source = n.kind == Kind::Source;
    let stroke = if source { "#5b5b66" } else { state.color() };
    let dash = match (n.kind, state) {
        (Kind::Source, _) => r#" stroke-dasharray="4 3""#,
        (_, State::Failed) => r#" stroke-dasharray="6 3""#,
        _ => "",
    };
    let rx = match n.kind {
        Kind::Source => p.h / 2.0,
        Kind::Store => 12.0,
        _ => 5.0,
    };
    let _ = write!(
        o,
        r#"<g class="node" data-node="{}" data-state="{}"><title>{}: {}</title>"#,
        n.id,
        state.key(),
        esc(n.label.get(lang)),
        esc(&node_text(t, i, lang))
    );
    let fill = if source { "#f4f6f8" } else { "#fff" };
    let _ = write!(
        o,
        r#"<rect x="{x0}" y="{y0}" width="{}" height="{}" rx="{rx}" fill="{fill}" stroke="{stroke}" stroke-width="{}"{dash}/>"#,
        F1(p.w),
        F1(p.h),
        if state.hit() { 2.8 } else { 1.6 },
        x0 = F1(x0),
        y0 = F1(y0),
        rx = F1(rx)
    );
    if state == State::Saturated {
        let _ = write!(
            o,
            r#"<rect x="{x0}" y="{y0}" width="{}" height="{}" rx="{rx}" fill="url(#{uid}-hot)"/>"#,
            F1(p.w),
            F1(p.h),
            x0 = F1(x0),
            y0 = F1(y0),
            rx = F1(rx)
        );
    }
    let mut y = y0 + 14.0;
    for line in &p.lines {
        let _ = write!(
            o,
            r#"<text x="{}" y="{y}" text-anchor="middle" font-size="{}" font-weight="600">{}</text>"#,
            F1(p.cx),
            F1(fit(line, (p.w - 10.0) / 1.2, FONT)),
            esc(line),
            y = F1(y)
        );
        y += 12.5;
    }
    let note_size = lines_size(&p.note, NOTE);
    for line in &p.note {
        let _ = write!(
            o,
            r##"<text x="{}" y="{}" text-anchor="middle" font-size="{}" fill="#4a4a55">{}</text>"##,
            F1(p.cx),
            F1(y - 1.5),
            F1(fit(line, p.w - 8.0, note_size)),
            esc(line)
        );
        y += 11.0;
    }
    if t.capacity > 0.0 {
        let (gx, gw) = (x0 + 8.0, p.w - 16.0);
        let gy = y - 6.0;
        let _ = write!(
            o,
            r##"<rect x="{gx}" y="{gy}" width="{gw}" height="6" fill="#e4e7eb" stroke="#8a8f98" stroke-width="0.6"/>"##,
            gx = F1(gx),
            gy = F1(gy),
            gw = F1(gw)
        );
        let mut at = 0.0;
        for (flow, track) in &t.fill {
            let v = track.at(i).max(0.0);
            let w = (gw * v / t.capacity as f64).min(gw - at).max(0.0);
            if w > 0.0 {
                let color = FLOW_COLORS[*flow as usize % FLOW_COLORS.len()];
                let (x, gy, w) = (F1(gx + at), F1(gy), F1(w));
                let _ = write!(o, r#"<rect x="{x}" y="{gy}" width="{w}" height="6" fill="{color}"/>"#);
                if *flow > 0 {
                    let _ = write!(o, r#"<rect x="{x}" y="{gy}" width="{w}" height="6" fill="url(#{uid}-flow)"/>"#);
                }
            }
            at += w;
        }
        y += 10.0;
    }
    if !source {
        let text = node_text(t, i, lang);
        let _ = write!(
            o,
            r#"<text x="{}" y="{}" text-anchor="middle" font-size="{}">{}</text>"#,
            F1(p.cx),
            F1(y - 1.0),
            F1(fit(&text, p.w - 8.0, 10.0)),
            esc(&text)
        );
        badge(o, x0 + p.w - 3.0, y0 + 3.0, state);
    }
    o.push_str("</g>");
}

/// A scene's heading at a round: its name, and the round unless the view is static.
fn scene_title(scene: &Scene, f: &Frames, round: u32, lang: Lang) -> String {
    if f.is_static() {
        scene.title.clone()
    } else {
        format!("{} — {} {}", scene.title, f.unit, fmt_num(round as f64, 0, lang))
    }
}

/// Scene `k` of the frames at frame `i`, as one SVG. `uid` keeps its pattern ids apart from
/// the page's other drawings.
pub fn scene_svg(sys: &System, f: &Frames, k: usize, i: usize, lang: Lang, narrow: bool, uid: &str) -> String {
    let Some(scene) = f.scenes.get(k) else { return String::new() };
    let lay = Layout::new(sys, narrow).with_events(scene);
    let round = f.rounds.get(i).copied().unwrap_or(0);
    let title = scene_title(scene, f, round, lang);
    let mut o = String::with_capacity(6000);
    let _ = write!(
        o,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {} {}" role="img" aria-labelledby="{uid}-t" font-family="system-ui, sans-serif" data-scene="{k}" data-round="{round}"><title id="{uid}-t">{}</title>"#,
        lay.width,
        lay.height,
        esc(&title)
    );
    let _ = write!(
        o,
        r#"<defs><pattern id="{uid}-hot" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M-1,7 L7,-1" stroke="{}" stroke-width="1" opacity="0.35"/></pattern><pattern id="{uid}-flow" width="5" height="5" patternUnits="userSpaceOnUse"><path d="M-1,6 L6,-1" stroke="rgba(255,255,255,0.7)" stroke-width="1.2"/></pattern></defs>"#,
        palette::VERMILLION
    );
    let _ = write!(
        o,
        r#"<text x="8" y="18" font-size="{}" font-weight="700">{}</text>"#,
        F1(fit(&title, lay.text_room(), TITLE)),
        esc(&title)
    );
    let places: Vec<Option<(&Node, &NodeTrack, Place)>> =
        sys.nodes.iter().map(|n| scene.node(n.id).map(|t| (n, t, lay.place(n, t, lang)))).collect();
    let find = |id: &str| places.iter().flatten().find(|(n, _, _)| n.id == id);
    let max_flow = f.max_flow();
    // Tags keep clear of every component (and badge) and of each other, inside the drawing.
    let mut taken: Vec<Rect> = places.iter().flatten().map(|(_, _, p)| p.rect(4.0)).collect();
    let bounds = (2.0, lay.top - 6.0, lay.width - 2.0, lay.height - lay.footer + 16.0);
    let mut tags = String::new();
    for l in &scene.links {
        if let (Some((_, _, a)), Some((_, _, b))) = (find(l.from), find(l.to)) {
            draw_link(&mut o, &mut tags, &mut taken, bounds, sys, l, (a, b), i, max_flow, lang);
        }
    }
    for (n, t, p) in places.iter().flatten() {
        draw_node(&mut o, n, t, p, i, uid, lang);
    }
    o.push_str(&tags);
    footer(&mut o, sys, scene, &lay, i, round, lang);
    o.push_str("</svg>");
    o
}

/// The blast radius at this frame and the round's events, under the drawing.
fn footer(o: &mut String, sys: &System, scene: &Scene, lay: &Layout, i: usize, round: u32, lang: Lang) {
    let hit = hit_nodes(sys, scene, i);
    let total = component_count(sys, scene);
    let text = match lang {
        Lang::Tr => format!("Bulaşma kapsamı: {} / {total} bileşen doygun ya da arızalı", hit.len()),
        Lang::En => format!("Blast radius: {} of {total} components saturated or failing", hit.len()),
    };
    let mut y = lay.height - lay.footer + 26.0;
    let color = if hit.is_empty() { "#1d1d1f" } else { "#a3310a" };
    // One line, a little smaller if need be; on a narrow drawing two lines at full size.
    let room = lay.text_room() / 1.2;
    let size = fit(&text, room, 11.5);
    let lines = if one_line(width_of(&text, 11.5), room) { vec![text.clone()] } else { wrap(&text, room, 11.5) };
    let size = if lines.len() == 1 { size } else { 11.5 };
    let _ = write!(
        o,
        r#"<text class="blast" x="8" y="{y}" font-size="{size}" font-weight="700" fill="{color}" data-hit="{}">"#,
        hit.len(),
        y = F1(y),
        size = F1(size)
    );
    for (k, line) in lines.iter().enumerate() {
        if k == 0 {
            o.push_str(&esc(line));
        } else {
            y += 14.0;
            let _ = write!(o, r#"<tspan x="8" y="{}">{}</tspan>"#, F1(y), esc(line));
        }
    }
    o.push_str("</text>");
    let lines = event_lines(scene, round, lay);
    let size = lines_size(&lines, EVENT);
    for (k, line) in lines.iter().enumerate() {
        let _ = write!(
            o,
            r##"<text class="event" x="8" y="{}" font-size="{}" fill="#005a8c">{}</text>"##,
            F1(y + 15.0 + 13.5 * k as f64),
            F1(fit(line, lay.text_room(), size)),
            esc(line)
        );
    }
}

/// The round's events as lines of the drawing `lay` lays out (none: no event this round).
fn event_lines(scene: &Scene, round: u32, lay: &Layout) -> Vec<String> {
    let events: Vec<&str> = scene.events.iter().filter(|e| e.round == round).map(|e| e.text.as_str()).collect();
    if events.is_empty() {
        return Vec::new();
    }
    lines_in(&format!("{EVENT_MARK}{}", events.join(EVENT_SEP)), lay.text_room(), EVENT, lay.events)
}

/// The round's numbers as a table: a row per component (its state and gauge) and per link
/// that carries something, a column per scene.
pub fn round_table(sys: &System, f: &Frames, i: usize, lang: Lang) -> String {
    let round = f.rounds.get(i).copied().unwrap_or(0);
    let mut o = String::with_capacity(2000);
    let what = if lang == Lang::Tr { "bileşenler ve bağlantılar" } else { "components and links" };
    let caption = if f.is_static() {
        capital(what, lang)
    } else {
        format!("{} {}: {what}", capital(&f.unit, lang), fmt_num(round as f64, 0, lang))
    };
    let _ = write!(
        o,
        "<caption>{}</caption><thead><tr><th scope=\"col\">{}</th>",
        esc(&caption),
        if lang == Lang::Tr { "bileşen" } else { "component" }
    );
    for s in &f.scenes {
        let _ = write!(o, r#"<th scope="col">{}</th>"#, esc(&s.title));
    }
    o.push_str("</tr></thead><tbody>");
    for n in sys.nodes.iter().filter(|n| n.kind != Kind::Source) {
        if f.scenes.iter().all(|s| s.node(n.id).is_none()) {
            continue;
        }
        let _ = write!(o, r#"<tr><th scope="row">{}</th>"#, esc(n.label.get(lang)));
        for s in &f.scenes {
            let cell = s.node(n.id).map(|t| node_text(t, i, lang)).unwrap_or_else(|| "—".into());
            let _ = write!(o, "<td>{}</td>", esc(&cell));
        }
        o.push_str("</tr>");
    }
    for l in sys.links {
        let tracks: Vec<Option<&LinkTrack>> =
            f.scenes.iter().map(|s| s.links.iter().find(|x| x.from == l.from && x.to == l.to)).collect();
        if tracks.iter().all(|t| t.is_none()) {
            continue;
        }
        let name = format!(
            "{} → {}",
            sys.node(l.from).map_or(l.from, |n| n.label.get(lang)),
            sys.node(l.to).map_or(l.to, |n| n.label.get(lang))
        );
        let _ = write!(o, r#"<tr><th scope="row">{}</th>"#, esc(&name));
        for t in tracks {
            let cell = t.map_or_else(
                || "—".to_string(),
                |t| {
                    let mut s = strand_text(t, i, lang);
                    if let (Some(st), Some(p)) = (t.state.at(i), l.pattern) {
                        let what = if p == Pattern::Field { t.tag.clone() } else { p.label().get(lang).to_string() };
                        s = format!("{what} {}; {s}", st.label().get(lang));
                    }
                    s
                },
            );
            let _ = write!(o, "<td>{}</td>", esc(&cell));
        }
        o.push_str("</tr>");
    }
    o.push_str("</tbody>");
    o
}

/// The legend of a gauge's flows and of the link strands, as HTML.
pub fn legend(f: &Frames, lang: Lang) -> String {
    let mut o = String::from(r#"<ul class="sv-legend">"#);
    for (k, name) in f.flows.iter().enumerate() {
        let color = FLOW_COLORS[k % FLOW_COLORS.len()];
        let hatch = if k > 0 { " hatched" } else { "" };
        let _ = write!(o, r#"<li><span class="swatch{hatch}" style="background:{color}"></span>{}</li>"#, esc(name));
    }
    let (failed, refused) = match lang {
        Lang::Tr => ("başarısız ya da kaybolan (kesikli)", "geri çevrilen (noktalı)"),
        Lang::En => ("failed or lost (dashed)", "turned away (dotted)"),
    };
    let _ = write!(
        o,
        r#"<li><span class="strand failed"></span>{failed}</li><li><span class="strand refused"></span>{refused}</li></ul>"#
    );
    o
}

/// The system view's frame around the drawings: the scenes' place, the legend, the note and the
/// round's table (filled per frame by [`SystemView`]), as one string.
pub fn frame_html(f: &Frames, slug: &str, lang: Lang) -> String {
    let region = if lang == Lang::Tr { "Gösterilen turun sayıları" } else { "The shown round's numbers" };
    format!(
        r#"<div class="sv-scenes" data-testid="system-view"></div><div class="sv-legend-wrap">{}</div><p class="sv-note">{}</p><div class="table-wrap round-table" tabindex="0" role="region" aria-label="{region}"><table data-testid="round-table-{slug}"></table></div>"#,
        legend(f, lang),
        esc(&f.note)
    )
}

/// `system`: the lesson's layout; `clock`: the widget's run (its frames) and shown round;
/// `slug`: the widget's id part.
///
/// Redrawn in place ([`patch::redraw`]: only the attributes and texts that moved) and only near
/// the viewport ([`draw_near`]): a view the learner has scrolled past costs a slider move or a
/// played frame nothing, and is brought up to date before it shows.
#[component]
pub fn SystemView(system: &'static System, clock: Clock, slug: String) -> impl IntoView {
    let lab = use_lab();
    let root = NodeRef::<Div>::new();
    let uid = format!("sv-{slug}");
    let id = slug.clone();
    // What is on the page: the frame around the drawings (its legend and note, rewritten when
    // they change; looked at only for a new run or language), the scenes' markup and the round's
    // table.
    let drawn = StoredValue::new(Drawn::default());
    // Redrawn when the frame, the run or the language changes (playback changes only the
    // frame; no model runs).
    draw_near(root, move |el, was_near| {
        let i = clock.frame.get();
        let lang = lab.lang.get();
        let narrow = lab.narrow.get();
        let f = clock.frames.get()?;
        let new_run = drawn.with_value(|d| !d.run.as_ref().is_some_and(|(r, l)| Arc::ptr_eq(r, &f) && *l == lang));
        if new_run {
            let around = frame_html(&f, &id, lang);
            if drawn.with_value(|d| d.around != around) {
                el.set_inner_html(&around);
                drawn.set_value(Drawn { around, ..Drawn::default() });
            }
            drawn.update_value(|d| d.run = Some((f.clone(), lang)));
        }
        let (Ok(Some(scenes)), Ok(Some(t))) = (el.query_selector(".sv-scenes"), el.query_selector("table")) else {
            return None;
        };
        let uid = uid.clone();
        let write = move || {
            let svgs: String =
                (0..f.scenes.len()).map(|k| scene_svg(system, &f, k, i, lang, narrow, &format!("{uid}-{k}"))).collect();
            let table = round_table(system, &f, i, lang);
            let Some(()) = drawn.try_with_value(|d| {
                patch::redraw(&scenes, &d.scenes, &svgs);
                patch::redraw(&t, &d.table, &table);
            }) else {
                return;
            };
            drawn.update_value(|d| (d.scenes, d.table) = (svgs, table));
        };
        // A new run (a slider moved) is drawn a task later ([`deferred::later`]); a played or
        // scrubbed round, the first drawing and one that comes into view at once.
        Some((new_run && was_near && drawn.with_value(|d| !d.scenes.is_empty()), write))
    });
    view! { <div class="system-view" data-testid=format!("system-view-{slug}") node_ref=root></div> }
}

/// What a system view has on the page (see [`SystemView`]).
#[derive(Default)]
struct Drawn {
    run: Option<(Arc<Frames>, Lang)>,
    around: String,
    scenes: String,
    table: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use lessons::content::LESSONS;

    fn well_formed(svg: &str) {
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        for (open, close) in [("<g", "</g>"), ("<text", "</text>"), ("<svg", "</svg>")] {
            assert_eq!(svg.matches(open).count(), svg.matches(close).count(), "{open} in {svg}");
        }
        assert!(!svg.contains("NaN") && !svg.contains("inf"), "{svg}");
    }

    /// Every widget with a system, at its course values, in both languages.
    fn systems() -> Vec<(&'static str, &'static System, lessons::view::View)> {
        let mut out = Vec::new();
        for l in LESSONS {
            for w in l.widgets {
                let Some(sys) = w.system else { continue };
                let v = compute::find(w.model).unwrap().view(&[], Lang::Tr).unwrap();
                out.push((w.model, sys, v));
            }
        }
        out
    }

    #[test]
    fn every_system_draws_every_scene_at_its_first_middle_and_last_frame() {
        let all = systems();
        assert!(!all.is_empty());
        for (model, sys, v) in all {
            let f = v.frames.as_ref().unwrap_or_else(|| panic!("{model} has a system but no frames"));
            for i in [0, f.len() / 2, f.len() - 1] {
                for k in 0..f.scenes.len() {
                    for narrow in [false, true] {
                        let svg = scene_svg(sys, f, k, i, Lang::Tr, narrow, "u");
                        well_formed(&svg);
                        // Every component of the scene is drawn, with its state.
                        for n in &f.scenes[k].nodes {
                            let state = n.state.at(i).unwrap().key();
                            assert!(
                                svg.contains(&format!(r#"data-node="{}" data-state="{state}""#, n.id)),
                                "{model} {}",
                                n.id
                            );
                        }
                    }
                }
                let table = round_table(sys, f, i, Lang::En);
                assert_eq!(table.matches("<tr>").count(), table.matches("</tr>").count());
            }
        }
    }

    #[test]
    fn a_saturated_component_is_hatched_and_counted_in_the_blast_radius() {
        let (_, sys, v) = systems().into_iter().find(|(m, _, _)| *m == "kesici/kosum").unwrap();
        let f = v.frames.as_ref().unwrap();
        // Without the breaker, the slowdown fills the gateway's pool.
        let i =
            (0..f.len()).find(|&i| f.scenes[0].node("gateway").unwrap().state.at(i) == Some(State::Saturated)).unwrap();
        let svg = scene_svg(sys, f, 0, i, Lang::En, false, "u");
        assert!(svg.contains(r#"data-node="gateway" data-state="saturated""#));
        assert!(svg.contains("url(#u-hot)"));
        assert!(svg.contains(r#"data-hit="2""#), "{svg}");
        assert!(svg.contains("Blast radius: 2 of 3 components saturated or failing"));
        // The first frame is healthy: nothing in the radius, the breaker closed.
        let svg = scene_svg(sys, f, 1, 0, Lang::Tr, false, "u");
        assert!(svg.contains(r#"data-hit="0""#) && svg.contains("kesici: kapalı"), "{svg}");
    }

    #[test]
    fn a_link_s_strands_follow_its_round_s_counts() {
        let (_, sys, v) = systems().into_iter().find(|(m, _, _)| *m == "kesici/kosum").unwrap();
        let f = v.frames.as_ref().unwrap();
        let call = |i: usize| f.scenes[1].links.iter().find(|l| l.to == "dependency").unwrap().refused.at(i);
        let i = (0..f.len()).find(|&i| call(i) > 0.0).unwrap();
        let svg = scene_svg(sys, f, 1, i, Lang::Tr, false, "u");
        assert!(svg.contains(r#"stroke-dasharray="1.5 2.5""#), "a refused strand");
        assert!(svg.contains("kesici: açık"));
        let table = round_table(sys, f, i, Lang::Tr);
        assert!(table.contains("kesici açık;") && table.contains("geri çevrilen"), "{table}");
    }

    /// The number after `key="` in `s`.
    fn attr(s: &str, key: &str) -> f64 {
        let at = s.find(&format!(r#"{key}=""#)).unwrap() + key.len() + 2;
        s[at..].split('"').next().unwrap().parse().unwrap()
    }

    /// The boxes of a drawing's components and of its patterns' tags.
    fn boxes(svg: &str) -> (Vec<Rect>, Vec<Rect>) {
        let nodes = svg
            .split(r#"<g class="node""#)
            .skip(1)
            .map(|g| {
                let r = &g[g.find("<rect").unwrap()..];
                let (x, y) = (attr(r, "x"), attr(r, "y"));
                (x, y, x + attr(r, "width"), y + attr(r, "height"))
            })
            .collect();
        let tags = svg
            .split(r#"<g class="pattern""#)
            .skip(1)
            .map(|g| {
                let t = &g[g.find("translate(").unwrap() + 10..];
                let mut xy = t.split(')').next().unwrap().split(',').map(|v| v.parse::<f64>().unwrap());
                let (x, y) = (xy.next().unwrap(), xy.next().unwrap());
                let r = &g[g.find("<rect").unwrap()..];
                (x, y, x + attr(r, "width"), y + attr(r, "height"))
            })
            .collect();
        (nodes, tags)
    }

    #[test]
    fn a_pattern_s_tag_covers_no_component_and_no_other_tag_in_any_lesson() {
        for (model, sys, v) in systems() {
            let f = v.frames.as_ref().unwrap();
            for i in [0, f.len() / 3, f.len() - 1] {
                for k in 0..f.scenes.len() {
                    for narrow in [false, true] {
                        let (nodes, tags) = boxes(&scene_svg(sys, f, k, i, Lang::Tr, narrow, "u"));
                        for (a, t) in tags.iter().enumerate() {
                            for n in &nodes {
                                assert_eq!(overlap(*t, *n), 0.0, "{model} scene {k} frame {i} narrow {narrow}");
                            }
                            for u in &tags[a + 1..] {
                                assert_eq!(overlap(*t, *u), 0.0, "{model} scene {k} frame {i} narrow {narrow}: tags");
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn every_title_event_line_and_component_note_fits_a_phone_s_drawing_at_its_smallest_size() {
        // A line shrinks to 70 % of its size at most (`fit`): past that it would run out of the
        // drawing (a title, an event) or out of its box (a note). Two lines each at most; every page's
        // texts at the course's values, in both languages, on a phone.
        let fits = |lines: &[String], room: f64, size: f64| {
            lines.len() <= 2 && lines.iter().all(|l| width_of(l, lines_size(lines, size) * 0.7) <= room)
        };
        let mut bad = Vec::new();
        for l in LESSONS {
            for w in l.widgets {
                let Some(sys) = w.system else { continue };
                for lang in [Lang::Tr, Lang::En] {
                    let v = compute::find(w.model).unwrap().view(&[], lang).unwrap();
                    let f = v.frames.as_ref().unwrap();
                    for s in &f.scenes {
                        let lay = Layout::new(sys, true).with_events(s);
                        for &round in &f.rounds {
                            let title = scene_title(s, f, round, lang);
                            if !fits(std::slice::from_ref(&title), lay.text_room(), TITLE) {
                                bad.push(format!("{} title: {title:?}", w.model));
                            }
                            let lines = event_lines(s, round, &lay);
                            if !fits(&lines, lay.text_room(), EVENT) {
                                bad.push(format!("{} event: {lines:?}", w.model));
                            }
                        }
                        for n in &s.nodes {
                            let Some(node) = sys.nodes.iter().find(|m| m.id == n.id) else { continue };
                            let p = lay.place(node, n, lang);
                            if !fits(&p.note, p.w - 8.0, NOTE) {
                                bad.push(format!("{} note of {}: {:?}", w.model, n.id, p.note));
                            }
                        }
                    }
                }
            }
        }
        bad.dedup();
        assert!(bad.is_empty(), "{} texts overflow: {bad:#?}", bad.len());
    }

    #[test]
    fn a_scene_s_heading_is_drawn_small_enough_to_fit_a_phone_s_drawing() {
        // The longest heading of each scene (the round with the most digits), as drawn.
        let mut bad = Vec::new();
        for (model, sys, v) in systems() {
            let f = v.frames.as_ref().unwrap();
            for (k, scene) in f.scenes.iter().enumerate() {
                let lay = Layout::new(sys, true).with_events(scene);
                let (i, title) = (0..f.len())
                    .map(|i| (i, scene_title(scene, f, f.rounds[i], Lang::Tr)))
                    .max_by_key(|(_, t)| t.chars().count())
                    .unwrap();
                let svg = scene_svg(sys, f, k, i, Lang::Tr, true, "u");
                let head = svg.split(r#"<text x="8" y="18" font-size=""#).nth(1).unwrap();
                let size: f64 = head[..head.find('"').unwrap()].parse().unwrap();
                assert!(head.contains(&format!(">{}</text>", esc(&title))), "{model}: {head}");
                if width_of(&title, size) > lay.text_room() + 0.5 {
                    bad.push(format!("{model} scene {k}: {title:?} at {size}"));
                }
            }
        }
        assert!(bad.is_empty(), "headings run out of the drawing: {bad:#?}");
    }

    #[test]
    fn no_two_components_overlap_in_any_lesson_on_desktop_or_phone() {
        let mut bad = Vec::new();
        for (model, sys, v) in systems() {
            let f = v.frames.as_ref().unwrap();
            for k in 0..f.scenes.len() {
                for narrow in [false, true] {
                    for lang in [Lang::Tr, Lang::En] {
                        let (nodes, _) = boxes(&scene_svg(sys, f, k, f.len() - 1, lang, narrow, "u"));
                        for (a, n) in nodes.iter().enumerate() {
                            for m in &nodes[a + 1..] {
                                if overlap(*n, *m) > 0.0 {
                                    bad.push(format!("{model} scene {k} narrow {narrow} {lang:?}"));
                                }
                            }
                        }
                    }
                }
            }
        }
        bad.dedup();
        assert!(bad.is_empty(), "components overlap: {bad:#?}");
    }

    #[test]
    fn a_tag_sits_on_its_link_when_that_is_free_and_beside_it_when_not() {
        let bounds = (0.0, 0.0, 400.0, 300.0);
        assert_eq!(place_tag((0.0, 100.0, 400.0, 100.0), 60.0, 20.0, &[], bounds), (200.0, 100.0));
        // A box on the middle of the link: the nearest free place, along the link or beside it.
        let square = (150.0, 50.0, 250.0, 150.0);
        let (x, y) = place_tag((0.0, 100.0, 400.0, 100.0), 60.0, 20.0, &[square], bounds);
        assert_eq!(overlap((x - 30.0, y - 10.0, x + 30.0, y + 10.0), square), 0.0, "{x} {y}");
        assert!(((x - 200.0).powi(2) + (y - 100.0).powi(2)).sqrt() <= 80.0, "{x} {y}");
        // A link covered end to end: the tag goes off to one side, within the drawing.
        let (_, y) = place_tag((0.0, 100.0, 400.0, 100.0), 60.0, 20.0, &[(0.0, 80.0, 400.0, 120.0)], bounds);
        assert!(y <= 70.0 || y >= 130.0, "{y}");
    }
}
