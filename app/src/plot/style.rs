//! How each trace is drawn, decided in one place: colour, stroke, dash, opacity and the hatch
//! pattern that is the second cue beside colour on bars. A new way to draw a trace (the
//! "ghost" of a pinned comparison: lighter and dashed, under the live traces) is one more
//! constructor here; the layout and the SVG stage only read a [`Style`].

use lessons::view::Trace;

/// Hatching for the k-th bar trace of a chart (the first stays plain).
pub use lessons::view::BAR_PATTERNS;

/// A line's dash pattern (a second cue beside colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineDash {
    Solid,
    Dash,
    Dot,
    DashDot,
}

impl LineDash {
    /// The dash named as Plotly names it ("solid", "dash", "dot", "dashdot").
    pub fn of(name: &str) -> Self {
        match name {
            "dash" => LineDash::Dash,
            "dot" => LineDash::Dot,
            "dashdot" => LineDash::DashDot,
            _ => LineDash::Solid,
        }
    }

    /// The SVG `stroke-dasharray` (None for a solid line).
    pub fn array(self) -> Option<&'static str> {
        match self {
            LineDash::Solid => None,
            LineDash::Dash => Some("7 4"),
            LineDash::Dot => Some("2 3"),
            LineDash::DashDot => Some("7 3 2 3"),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Style {
    pub color: &'static str,
    /// Stroke width of a line (and of its legend swatch, which is a little wider).
    pub width: f64,
    pub dash: LineDash,
    /// 1 for a live trace.
    pub opacity: f64,
    /// The hatch pattern drawn over a bar's colour (an index into [`BAR_PATTERNS`]).
    pub pattern: Option<usize>,
}

impl Style {
    /// A trace of the current run. `bar`: the trace's place among the chart's bar traces.
    pub fn live(t: &Trace, bar: Option<usize>) -> Self {
        Self {
            color: t.color,
            width: 2.0,
            dash: LineDash::of(t.dash),
            opacity: 1.0,
            pattern: bar.filter(|k| *k > 0).map(|k| k % BAR_PATTERNS.len()).filter(|k| *k > 0),
        }
    }

    /// How a trace is drawn: live, or as a pinned comparison's A ([`Trace::ghost`]: lighter,
    /// thinner and dashed — a dotted line where the live one is dashed — so it reads apart from
    /// B's trace of the same colour without relying on colour).
    pub fn of(t: &Trace, bar: Option<usize>) -> Self {
        let live = Self::live(t, bar);
        if !t.ghost {
            return live;
        }
        let dash = if live.dash == LineDash::Solid { LineDash::Dash } else { LineDash::Dot };
        Self { width: 1.5, dash, opacity: 0.45, ..live }
    }

    /// The opacity of the light band behind a smoothed series (its per-column minimum to
    /// maximum).
    pub fn envelope_opacity(&self) -> f64 {
        0.22 * self.opacity
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lessons::view::{palette, TraceKind, Xs};

    #[test]
    fn the_first_bar_trace_is_plain_and_later_ones_are_hatched_in_turn() {
        let t = Trace::new("a", TraceKind::Bar, Xs::Num(vec![]), vec![], palette::BLUE);
        assert_eq!(Style::live(&t, Some(0)).pattern, None);
        assert_eq!(Style::live(&t, Some(1)).pattern, Some(1));
        assert_eq!(Style::live(&t, Some(5)).pattern, Some(5));
        // The sixth wraps round past the plain one.
        assert_eq!(Style::live(&t, Some(6)).pattern, None);
        assert_eq!(Style::live(&t, Some(7)).pattern, Some(1));
        assert_eq!(Style::live(&t, None).pattern, None);
    }

    #[test]
    fn a_ghost_is_lighter_thinner_and_dashed_where_the_live_trace_is_solid() {
        let mut t = Trace::new("a", TraceKind::Line, Xs::Num(vec![]), vec![], palette::BLUE);
        assert_eq!(Style::of(&t, None), Style::live(&t, None));
        t.ghost = true;
        let g = Style::of(&t, None);
        assert_eq!((g.dash, g.opacity < 1.0, g.width < 2.0, g.color), (LineDash::Dash, true, true, palette::BLUE));
        t.dash = "dash";
        assert_eq!(Style::of(&t, None).dash, LineDash::Dot);
    }

    #[test]
    fn dashes_follow_plotly_names_and_unknown_ones_are_solid() {
        assert_eq!(LineDash::of("dash").array(), Some("7 4"));
        assert_eq!(LineDash::of("dot").array(), Some("2 3"));
        assert_eq!(LineDash::of("dashdot").array(), Some("7 3 2 3"));
        assert_eq!(LineDash::of("solid").array(), None);
        assert_eq!(LineDash::of("longdash"), LineDash::Solid);
    }
}
