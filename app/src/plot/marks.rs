//! The marks of a chart as plain geometry: bar rectangles, line and step point lists (thinned
//! per pixel column), the light envelope and rolling mean of an oscillating series, and graph
//! nodes. Pure functions of points already placed in drawing units.

use super::style::Style;
use super::text::Rect;

/// One bar: its rectangle and its tooltip (None in a dense series, drawn as one path).
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    pub rect: Rect,
    pub tip: Option<String>,
}

/// The bars of one trace.
#[derive(Clone, Debug, PartialEq)]
pub struct BarSeries {
    pub name: String,
    pub style: Style,
    /// A bar per round: neighbours of one height are merged into one path, without tooltips.
    pub dense: bool,
    /// The bars lie along x (horizontal bars).
    pub lying: bool,
    pub bars: Vec<Bar>,
}

/// A point of a line with its tooltip (only short series get them: long ones keep the DOM
/// small).
#[derive(Clone, Debug, PartialEq)]
pub struct Hover {
    pub x: f64,
    pub y: f64,
    pub tip: String,
}

/// The width of an envelope's columns, in drawing units: coarser than a pixel, since the band
/// is a backdrop and its path stays short.
pub const ENVELOPE_COLUMN: f64 = 3.0;

/// One column of an envelope: its centre, and the lowest and highest drawing y of the raw
/// series there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Column {
    pub x: f64,
    pub top: f64,
    pub bottom: f64,
}

/// The line of one trace (or a step line, which holds its value until the next point).
#[derive(Clone, Debug, PartialEq)]
pub struct LineSeries {
    pub name: String,
    pub style: Style,
    pub step: bool,
    /// Points under a pixel apart: the SVG stage writes them in whole units.
    pub dense: bool,
    /// The points drawn, after thinning; None breaks the line.
    pub points: Vec<Option<(f64, f64)>>,
    /// For a smoothed series, the raw series' extent per pixel column, run by run (gaps split
    /// runs); `points` is then its rolling mean. Empty otherwise.
    pub envelope: Vec<Vec<Column>>,
    pub hovers: Vec<Hover>,
}

/// A graph node's marker shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symbol {
    Circle,
    Diamond,
    Cross,
}

impl Symbol {
    pub fn of(name: &str) -> Self {
        match name {
            "diamond" => Symbol::Diamond,
            "x" => Symbol::Cross,
            _ => Symbol::Circle,
        }
    }
}

/// Half the size of a node's marker.
pub const NODE_R: f64 = 11.0;

#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    pub x: f64,
    pub y: f64,
    pub symbol: Symbol,
    pub fill: &'static str,
    /// The node's text on one line (its tooltip).
    pub tip: String,
    /// Its label in the layout's labels (None if it has no text).
    pub label: Option<usize>,
}

impl Node {
    /// The square the marker covers (with its outline).
    pub fn rect(&self) -> Rect {
        Rect::new(self.x - NODE_R - 1.0, self.y - NODE_R - 1.0, 2.0 * NODE_R + 2.0, 2.0 * NODE_R + 2.0)
    }
}

/// Thins a long series to what a screen column can show: per pixel column, its first, lowest,
/// highest and last point, in their order (the drawn line looks the same). Gaps stay gaps.
pub fn thin(pts: &[Option<(f64, f64)>]) -> Vec<Option<(f64, f64)>> {
    let mut out = Vec::with_capacity(pts.len().min(4096));
    // The column being gathered: its number and the indices of its first, lowest (largest y),
    // highest (smallest y) and last point.
    let mut col: Option<(f64, [usize; 4])> = None;
    let flush = |col: &mut Option<(f64, [usize; 4])>, out: &mut Vec<Option<(f64, f64)>>| {
        if let Some((_, keep)) = col.take() {
            // The first and last stay in place; the lowest and highest go between, in order.
            let (a, b) = if keep[1] <= keep[2] { (keep[1], keep[2]) } else { (keep[2], keep[1]) };
            let mut last = usize::MAX;
            for k in [keep[0], a, b, keep[3]] {
                if k != last {
                    out.push(pts[k]);
                    last = k;
                }
            }
        }
    };
    let y_of = |k: usize| pts[k].map_or(0.0, |p| p.1);
    for (i, pt) in pts.iter().enumerate() {
        let Some((x, y)) = *pt else {
            flush(&mut col, &mut out);
            out.push(None);
            continue;
        };
        let c = x.floor();
        match &mut col {
            Some((n, keep)) if *n == c => {
                if y > y_of(keep[1]) {
                    keep[1] = i;
                }
                if y < y_of(keep[2]) {
                    keep[2] = i;
                }
                keep[3] = i;
            }
            _ => {
                flush(&mut col, &mut out);
                col = Some((c, [i; 4]));
            }
        }
    }
    flush(&mut col, &mut out);
    out
}

/// The smallest swing (as a share of the plot's height) that counts as a reversal.
pub const SWING: f64 = 0.08;
/// The width of the cells in which reversals are counted, in drawing units.
pub const CELL: f64 = 8.0;
/// A cell is busy with four reversals or more: two whole swings, a stroke up or down every two
/// units. (A lone spike turns back twice, so spikes never make a cell busy.)
const BUSY: usize = 4;
/// A series oscillates when at least this share of the cells it spans are busy...
const BUSY_SHARE: f64 = 0.25;
/// ...and at least this many.
const BUSY_MIN: usize = 10;

/// Whether a series reads as a solid band rather than a line: it turns back by at least
/// `swing` (drawing units: [`SWING`] of the plot's height) four times or more per [`CELL`]
/// units over a quarter or more of its length. Steps and trends turn back rarely or by little,
/// so they are drawn as they are.
pub fn oscillates(pts: &[Option<(f64, f64)>], swing: f64) -> bool {
    let mut reversals: Vec<f64> = Vec::new();
    // The swing being followed: its direction (0 until the series has moved by SWING) and
    // its extreme so far.
    let mut dir = 0i8;
    let mut ext = (0.0, 0.0);
    let mut start: Option<(f64, f64)> = None;
    let (mut first, mut last) = (f64::INFINITY, f64::NEG_INFINITY);
    for pt in pts {
        let Some((x, y)) = *pt else {
            dir = 0;
            start = None;
            continue;
        };
        // Series run left to right: the first point seen starts the span, the last ends it.
        if first.is_infinite() {
            first = x;
        }
        last = x;
        match dir {
            0 => {
                let s = *start.get_or_insert((x, y));
                if (y - s.1).abs() >= swing {
                    dir = if y > s.1 { 1 } else { -1 };
                    ext = (x, y);
                }
            }
            _ => {
                let further = if dir > 0 { y > ext.1 } else { y < ext.1 };
                if further {
                    ext = (x, y);
                } else if (y - ext.1).abs() >= swing {
                    reversals.push(ext.0);
                    dir = -dir;
                    ext = (x, y);
                }
            }
        }
    }
    if reversals.len() < BUSY * BUSY_MIN || !first.is_finite() || last < first {
        return false;
    }
    let cells = ((last - first) / CELL).floor() as usize + 1;
    let mut count = vec![0usize; cells];
    for x in reversals {
        let k = (((x - first) / CELL).floor() as usize).min(cells - 1);
        count[k] += 1;
    }
    let busy = count.iter().filter(|n| **n >= BUSY).count();
    busy >= BUSY_MIN && busy as f64 >= BUSY_SHARE * cells as f64
}

/// The rolling-mean window for a series of `n` points: about a fiftieth of it, rounded to 1, 2
/// or 5 times a power of ten, at least 3.
pub fn mean_window(n: usize) -> usize {
    let raw = (n as f64 / 50.0).max(3.0);
    let mag = 10f64.powi(raw.log10().floor() as i32);
    let w = [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * mag)
        .min_by(|a, b| (a / raw).ln().abs().total_cmp(&(b / raw).ln().abs()))
        .unwrap_or(raw);
    (w.round() as usize).max(3)
}

/// The centred rolling mean of `ys` over `w` points (fewer at the ends); a NaN is a gap, and
/// the mean does not reach across it.
pub fn rolling_mean(ys: &[f64], w: usize) -> Vec<f64> {
    let mut out = vec![f64::NAN; ys.len()];
    let mut i = 0;
    while i < ys.len() {
        if !ys[i].is_finite() {
            i += 1;
            continue;
        }
        // A run of finite values, with its prefix sums.
        let end = (i..ys.len()).find(|k| !ys[*k].is_finite()).unwrap_or(ys.len());
        let mut sums = Vec::with_capacity(end - i + 1);
        sums.push(0.0);
        for y in &ys[i..end] {
            sums.push(sums[sums.len() - 1] + y);
        }
        let len = end - i;
        for k in 0..len {
            let lo = k.saturating_sub(w / 2);
            let hi = (k + w - w / 2).min(len);
            out[i + k] = (sums[hi] - sums[lo]) / (hi - lo) as f64;
        }
        i = end;
    }
    out
}

/// Per column ([`ENVELOPE_COLUMN`] wide), the lowest and highest y of the points there, run by
/// run.
pub fn envelope(pts: &[Option<(f64, f64)>]) -> Vec<Vec<Column>> {
    let mut runs: Vec<Vec<Column>> = Vec::new();
    let mut run: Vec<Column> = Vec::new();
    let mut at: Option<f64> = None;
    for pt in pts {
        let Some((x, y)) = *pt else {
            if !run.is_empty() {
                runs.push(std::mem::take(&mut run));
            }
            at = None;
            continue;
        };
        let col = (x / ENVELOPE_COLUMN).floor();
        match run.last_mut() {
            Some(c) if at == Some(col) => {
                if y < c.top {
                    c.top = y;
                }
                if y > c.bottom {
                    c.bottom = y;
                }
            }
            _ => {
                run.push(Column { x: (col + 0.5) * ENVELOPE_COLUMN, top: y, bottom: y });
                at = Some(col);
            }
        }
    }
    if !run.is_empty() {
        runs.push(run);
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A series of n points over `px` drawing units with values from f.
    fn series(n: usize, px: f64, f: impl Fn(usize) -> f64) -> Vec<Option<(f64, f64)>> {
        (0..n).map(|i| Some((i as f64 * px / n as f64, f(i)))).collect()
    }

    #[test]
    fn long_series_are_thinned_per_pixel_column_keeping_each_columns_extremes() {
        // 10,000 points over 100 columns: at most four points per column survive.
        let pts: Vec<Option<(f64, f64)>> =
            (0..10_000).map(|i| Some((i as f64 / 100.0, ((i * 7919) % 101) as f64))).collect();
        let thinned = thin(&pts);
        assert!(thinned.len() <= 400, "{}", thinned.len());
        let col0: Vec<f64> = thinned.iter().flatten().filter(|p| p.0 < 1.0).map(|p| p.1).collect();
        assert!(col0.contains(&0.0) && col0.contains(&100.0), "{col0:?}");
        assert_eq!(thin(&[Some((0.0, 1.0)), None, Some((0.5, 2.0))]), [Some((0.0, 1.0)), None, Some((0.5, 2.0))]);
    }

    #[test]
    fn a_series_swinging_every_few_rounds_oscillates() {
        // Page 6's kind: 1,200 rounds over 800 units, a swing of 40% every three rounds.
        let zigzag = series(1200, 800.0, |i| [0.3, 0.5, 0.7][i % 3]);
        assert!(oscillates(&zigzag, SWING));
        // The same swing over only the last third still covers a quarter of the cells.
        let late = series(1200, 800.0, |i| if i < 800 { 0.5 } else { [0.3, 0.7][i % 2] });
        assert!(oscillates(&late, SWING));
    }

    #[test]
    fn steps_trends_noise_and_sparse_zigzags_do_not_oscillate() {
        // A staircase: many steps up, never back.
        assert!(!oscillates(&series(1200, 800.0, |i| (i / 40) as f64 * 0.03), SWING));
        // A square wave with long plateaus (a state that changes every 50 rounds).
        assert!(!oscillates(&series(1200, 800.0, |i| if (i / 50) % 2 == 0 { 0.2 } else { 0.8 }), SWING));
        // A smooth trend with small noise (less than the swing that counts).
        assert!(!oscillates(&series(1200, 800.0, |i| i as f64 / 1200.0 + 0.03 * ((i % 2) as f64)), SWING));
        // A zigzag of 100 points over 800 units: every stroke is 8 units wide, easy to read.
        assert!(!oscillates(&series(100, 800.0, |i| (i % 2) as f64), SWING));
        // A few spikes.
        assert!(!oscillates(&series(1200, 800.0, |i| if i % 200 == 0 { 1.0 } else { 0.1 }), SWING));
        // Page 22's kind: a spike every 300 of 3,600 points, squeezed into 300 units.
        assert!(!oscillates(&series(3600, 300.0, |i| if i % 300 == 1 { 1.0 } else { 0.0 }), SWING));
        assert!(!oscillates(&[], SWING));
    }

    #[test]
    fn the_rolling_mean_is_centred_and_stops_at_gaps() {
        let m = rolling_mean(&[1.0, 2.0, 3.0, 4.0, f64::NAN, 10.0, 20.0], 3);
        assert_eq!(m[0], 1.5);
        assert_eq!(m[1], 2.0);
        assert_eq!(m[3], 3.5);
        assert!(m[4].is_nan());
        assert_eq!(m[5], 15.0);
        assert_eq!(mean_window(1200), 20);
        assert_eq!(mean_window(600), 10);
        assert_eq!(mean_window(40), 3);
        assert_eq!(mean_window(4000), 100);
    }

    #[test]
    fn the_envelope_spans_each_columns_points() {
        let pts = [Some((0.2, 5.0)), Some((1.7, 9.0)), Some((3.1, 4.0)), None, Some((3.5, 1.0))];
        let e = envelope(&pts);
        assert_eq!(
            e,
            [
                vec![Column { x: 1.5, top: 5.0, bottom: 9.0 }, Column { x: 4.5, top: 4.0, bottom: 4.0 }],
                vec![Column { x: 4.5, top: 1.0, bottom: 1.0 }]
            ]
        );
    }
}
