//! Text as the layout sees it: estimated widths (no DOM reads, so no layout thrash), wrapping
//! and shortening, and the box a label covers (rotated labels too), so that the layout can keep
//! labels apart and inside the drawing.
//!
//! Widths are estimated per character class, on the generous side of DejaVu Sans (the widest
//! common sans font, and what `system-ui` falls back to on a bare Linux): measured in Chromium,
//! its lowercase letters and digits are at most 0.64 em, its capitals at most 0.79 em (M, W
//! wider), so an estimate at or above those never lets two labels touch in narrower fonts.

/// What a label is, which decides its type size and colour (in the SVG stage) and how it
/// was placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// The chart's title, wrapped above the plot.
    Title,
    /// A line under the title that explains how the chart is drawn (smoothed series).
    Note,
    /// A numeric tick label on either axis.
    Tick,
    /// A category's name on the category axis.
    Category,
    /// The title of an axis.
    AxisTitle,
    /// The name of a legend entry.
    Legend,
    /// The label of a horizontal reference line.
    Reference,
    /// The label of the vertical marker.
    Marker,
    /// The label of a graph node.
    Node,
}

impl Role {
    /// The type size of the role's text, in drawing units.
    pub fn size(self) -> f64 {
        match self {
            Role::Title => 13.0,
            Role::AxisTitle => 12.0,
            _ => 11.0,
        }
    }
}

/// Which end of the text sits at the anchor point (SVG's `text-anchor`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// How a label is turned about its anchor: text reads upwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    Level,
    /// 45° (category names under a crowded axis).
    Up45,
    /// 90° (the y axis's title).
    Up90,
}

impl Turn {
    /// The rotation in degrees, as SVG's `rotate()` takes it.
    pub fn degrees(self) -> i32 {
        match self {
            Turn::Level => 0,
            Turn::Up45 => -45,
            Turn::Up90 => -90,
        }
    }

    /// The rotation's sine and cosine (exact, without trigonometry).
    fn sin_cos(self) -> (f64, f64) {
        match self {
            Turn::Level => (0.0, 1.0),
            Turn::Up45 => (-std::f64::consts::FRAC_1_SQRT_2, std::f64::consts::FRAC_1_SQRT_2),
            Turn::Up90 => (-1.0, 0.0),
        }
    }
}

/// An axis-aligned rectangle in drawing units (y grows downwards).
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    pub fn new(x: f64, y: f64, w: f64, h: f64) -> Self {
        Self { x, y, w, h }
    }

    pub fn right(&self) -> f64 {
        self.x + self.w
    }

    pub fn bottom(&self) -> f64 {
        self.y + self.h
    }

    /// Whether the two rectangles share more than an edge.
    pub fn overlaps(&self, o: &Rect) -> bool {
        self.x < o.right() - EPS && o.x < self.right() - EPS && self.y < o.bottom() - EPS && o.y < self.bottom() - EPS
    }

    /// Whether `o` lies within this rectangle.
    pub fn contains(&self, o: &Rect) -> bool {
        o.x >= self.x - EPS
            && o.y >= self.y - EPS
            && o.right() <= self.right() + EPS
            && o.bottom() <= self.bottom() + EPS
    }

    /// The rectangle grown by `d` on every side.
    pub fn grow(&self, d: f64) -> Rect {
        Rect::new(self.x - d, self.y - d, self.w + 2.0 * d, self.h + 2.0 * d)
    }
}

/// Tolerance for touching boxes (they may share an edge).
const EPS: f64 = 0.01;

/// The estimated advance of one character, in em (see the module comment).
pub fn char_em(c: char) -> f64 {
    match c {
        ' ' | '.' | ',' | ':' | ';' | '\'' | '!' | '|' | '·' | 'i' | 'j' | 'l' | 'ı' | 'I' | 'İ' | 'J' => 0.36,
        'f' | 't' | 'r' | '(' | ')' | '[' | ']' | '/' | '\\' | '-' | '"' | '{' | '}' => 0.45,
        'm' | 'w' | 'M' | 'W' | '%' | '—' | '…' | '@' => 1.0,
        '+' | '×' | '<' | '>' | '=' | '#' | '&' | '±' | '−' | '≤' | '≥' | '→' | '²' | '³' => 0.88,
        c if c.is_ascii_uppercase() => 0.82,
        c if c.is_ascii() => 0.66,
        // Turkish's own letters and Latin-1's, by range (core's Unicode case tables would weigh
        // several KB in the page for letters the lab does not print).
        'ç' | 'ğ' | 'ö' | 'ş' | 'ü' | 'à'..='þ' => 0.66,
        'Ç' | 'Ğ' | 'Ö' | 'Ş' | 'Ü' | 'À'..='Þ' => 0.82,
        _ => 1.0,
    }
}

/// The estimated width of a line of text at type size `size`.
pub fn width(text: &str, size: f64) -> f64 {
    text.chars().map(char_em).sum::<f64>() * size
}

/// The distance between the baselines of two lines of text.
pub fn line_height(size: f64) -> f64 {
    (size * 1.25).round()
}

/// How far a line of text reaches above and below its baseline, in em: numbers (digits,
/// signs, separators) stay within their digit height and the comma's tail; other text may
/// carry accented capitals and descenders.
fn extents(text: &str) -> (f64, f64) {
    if text.chars().all(|c| c.is_ascii_digit() || " .,%+-−–×/:".contains(c)) {
        (0.76, 0.16)
    } else {
        (0.95, 0.25)
    }
}

/// The baseline offset that centres a line of text of this size on a point (for tick labels
/// beside a grid line and text beside a marker).
pub fn centre_shift(size: f64) -> f64 {
    0.36 * size
}

/// Text shortened with an ellipsis to fit `max` (the whole text if it fits).
pub fn shorten(text: &str, max: f64, size: f64) -> String {
    if width(text, size) <= max {
        return text.to_string();
    }
    let room = max - char_em('…') * size;
    let mut out = String::new();
    let mut w = 0.0;
    for c in text.chars() {
        w += char_em(c) * size;
        if w > room {
            break;
        }
        out.push(c);
    }
    let kept = out.trim_end_matches([' ', ',', ';', ':', '·', '-', '(']).len();
    out.truncate(kept);
    out.push('…');
    out
}

/// Text broken at spaces into lines no wider than `max`, at most `max_lines` of them. A word
/// wider than a line, or text beyond the last line, is shortened with an ellipsis; the flag
/// says whether anything was shortened.
pub fn wrap(text: &str, max: f64, size: f64, max_lines: usize) -> (Vec<String>, bool) {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    let mut cut = false;
    let space = char_em(' ') * size;
    let words: Vec<&str> = text.split(' ').filter(|w| !w.is_empty()).collect();
    for (i, word) in words.iter().enumerate() {
        let fits_on_line = line.is_empty() || width(&line, size) + space + width(word, size) <= max;
        if !fits_on_line {
            if lines.len() + 1 == max_lines {
                // The last line allowed: the rest of the text goes on it, shortened.
                let rest = words[i..].join(" ");
                lines.push(shorten(&format!("{line} {rest}"), max, size));
                return (lines, true);
            }
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        if width(word, size) > max {
            line.push_str(&shorten(word, max, size));
            cut = true;
        } else {
            line.push_str(word);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    (lines, cut)
}

/// A piece of text in the drawing: its lines, where it is anchored, and the box it covers.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub role: Role,
    pub lines: Vec<String>,
    /// The whole text when `lines` shortened it (the SVG stage adds it as a `<title>`).
    pub full: Option<String>,
    /// The anchor point: the first line's baseline, at the side `anchor` names.
    pub x: f64,
    pub y: f64,
    pub anchor: Anchor,
    pub size: f64,
    pub turn: Turn,
    /// The text block in its own (unrotated) frame, relative to the anchor point.
    pub frame: Rect,
    /// The axis-aligned box the label covers in the drawing.
    pub bbox: Rect,
}

impl Label {
    /// A label of `lines` anchored at (x, y). `full` is the whole text if the lines shortened it.
    pub fn new(
        role: Role,
        lines: Vec<String>,
        full: Option<String>,
        x: f64,
        y: f64,
        anchor: Anchor,
        turn: Turn,
    ) -> Self {
        let size = role.size();
        let w = lines.iter().map(|l| width(l, size)).fold(0.0, f64::max);
        let (up, _) = lines.first().map_or((0.95, 0.25), |l| extents(l));
        let (_, down) = lines.last().map_or((0.95, 0.25), |l| extents(l));
        let lh = line_height(size);
        let left = match anchor {
            Anchor::Start => 0.0,
            Anchor::Middle => -w / 2.0,
            Anchor::End => -w,
        };
        let frame = Rect::new(left, -up * size, w, up * size + (lines.len().max(1) - 1) as f64 * lh + down * size);
        let mut l = Self { role, lines, full, x, y, anchor, size, turn, frame, bbox: Rect::default() };
        l.bbox = l.aabb();
        l
    }

    /// One line of text, not shortened.
    pub fn line(role: Role, text: &str, x: f64, y: f64, anchor: Anchor) -> Self {
        Self::new(role, vec![text.to_string()], None, x, y, anchor, Turn::Level)
    }

    /// The same label moved by (dx, dy).
    pub fn moved(&self, dx: f64, dy: f64) -> Self {
        let mut l = self.clone();
        l.x += dx;
        l.y += dy;
        l.bbox.x += dx;
        l.bbox.y += dy;
        l
    }

    /// The four corners of the label's box in the drawing.
    pub fn corners(&self) -> [(f64, f64); 4] {
        let f = self.frame;
        let (sin, cos) = self.turn.sin_cos();
        [(f.x, f.y), (f.right(), f.y), (f.right(), f.bottom()), (f.x, f.bottom())]
            .map(|(u, v)| (self.x + u * cos - v * sin, self.y + u * sin + v * cos))
    }

    fn aabb(&self) -> Rect {
        if self.turn == Turn::Level {
            return Rect::new(self.x + self.frame.x, self.y + self.frame.y, self.frame.w, self.frame.h);
        }
        let c = self.corners();
        let (x0, x1) = c.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), p| (a.min(p.0), b.max(p.0)));
        let (y0, y1) = c.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), p| (a.min(p.1), b.max(p.1)));
        Rect::new(x0, y0, x1 - x0, y1 - y0)
    }

    /// Whether the two labels' boxes overlap (exactly, for rotated boxes too).
    pub fn overlaps(&self, o: &Label) -> bool {
        self.bbox.overlaps(&o.bbox)
            && ((self.turn == Turn::Level && o.turn == Turn::Level) || quads_overlap(&self.corners(), &o.corners()))
    }

    /// Whether the label's box overlaps the rectangle.
    pub fn overlaps_rect(&self, r: &Rect) -> bool {
        let rc = [(r.x, r.y), (r.right(), r.y), (r.right(), r.bottom()), (r.x, r.bottom())];
        self.bbox.overlaps(r) && (self.turn == Turn::Level || quads_overlap(&self.corners(), &rc))
    }
}

/// Whether two rectangles (given by their corners in order, rotated any way) overlap: the
/// separating axis test over both rectangles' edge normals.
fn quads_overlap(a: &[(f64, f64); 4], b: &[(f64, f64); 4]) -> bool {
    let project = |c: &[(f64, f64); 4], (nx, ny): (f64, f64)| {
        c.iter()
            .map(|p| p.0 * nx + p.1 * ny)
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| (lo.min(v), hi.max(v)))
    };
    let normals = [(a[0], a[1]), (a[1], a[2]), (b[0], b[1]), (b[1], b[2])].map(|(p, q)| {
        let (dx, dy) = (q.0 - p.0, q.1 - p.1);
        let n = (dx * dx + dy * dy).sqrt().max(1e-12);
        (-dy / n, dx / n)
    });
    !normals.into_iter().any(|axis| {
        let ((a0, a1), (b0, b1)) = (project(a, axis), project(b, axis));
        a1 <= b0 + EPS || b1 <= a0 + EPS
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_width_estimate_is_at_least_dejavu_sans_advance() {
        // Advances of DejaVu Sans in em, measured in Chromium (canvas measureText at 100 px).
        let measured = [
            ('a', 0.61),
            ('m', 0.97),
            ('ş', 0.52),
            ('ğ', 0.63),
            ('0', 0.64),
            ('W', 0.99),
            ('O', 0.79),
            ('Ö', 0.79),
            ('İ', 0.29),
            (' ', 0.32),
            ('%', 0.95),
            ('+', 0.84),
            ('—', 1.0),
            ('…', 1.0),
            ('₁', 0.4),
        ];
        for (c, em) in measured {
            assert!(char_em(c) >= em, "{c}: {} < {em}", char_em(c));
        }
        assert!((width("ab", 10.0) - 13.2).abs() < 1e-9);
    }

    #[test]
    fn wrapping_breaks_at_spaces_and_shortens_what_does_not_fit() {
        let (lines, cut) = wrap("one two three four", width("one two", 11.0), 11.0, 3);
        assert_eq!(lines, ["one two", "three", "four"]);
        assert!(!cut);
        let (lines, cut) = wrap("one two three four", width("one two", 11.0), 11.0, 2);
        assert_eq!(lines.len(), 2);
        assert!(cut && lines[1].ends_with('…'), "{lines:?}");
        assert!(lines.iter().all(|l| width(l, 11.0) <= width("one two", 11.0)));
        let (lines, cut) = wrap("incomprehensibilities", 40.0, 11.0, 2);
        assert!(cut && width(&lines[0], 11.0) <= 40.0, "{lines:?}");
        assert_eq!(shorten("short", 100.0, 11.0), "short");
        let short = shorten("FIFO + drop expired", width("FIFO + drop", 11.0), 11.0);
        assert!(short.starts_with("FIFO + dr") && short.ends_with('…'), "{short}");
        assert!(width(&short, 11.0) <= width("FIFO + drop", 11.0));
    }

    #[test]
    fn a_label_box_follows_its_anchor_and_lines() {
        let l = Label::line(Role::Tick, "100", 50.0, 20.0, Anchor::End);
        assert_eq!(l.bbox.right(), 50.0);
        assert!((l.bbox.w - width("100", 11.0)).abs() < 1e-9);
        assert!(l.bbox.y < 20.0 && l.bbox.bottom() > 20.0);
        let two = Label::new(Role::Node, vec!["a".into(), "b".into()], None, 50.0, 20.0, Anchor::Middle, Turn::Level);
        assert!((two.bbox.h - (0.95 * 11.0 + line_height(11.0) + 0.25 * 11.0)).abs() < 1e-9);
        assert!((two.bbox.x + two.bbox.w / 2.0 - 50.0).abs() < 1e-9);
    }

    #[test]
    fn rotated_labels_overlap_only_where_their_boxes_do() {
        // Two parallel labels at -45 degrees whose axis-aligned boxes overlap but which do not.
        let a = Label::new(Role::Category, vec!["a long category".into()], None, 100.0, 10.0, Anchor::End, Turn::Up45);
        let b = a.moved(20.0, 0.0);
        assert!(a.bbox.overlaps(&b.bbox));
        assert!(!a.overlaps(&b) && !b.overlaps(&a));
        assert!(a.overlaps(&a.moved(3.0, 0.0)));
        // The text hangs down to the left of its anchor: the corner right below the anchor is
        // free, the text's lowest corner is not.
        assert!(!a.overlaps_rect(&Rect::new(a.x - 2.0, a.bbox.bottom() - 4.0, 4.0, 4.0)));
        let low = a.corners()[3];
        assert!(a.overlaps_rect(&Rect::new(low.0 - 2.0, low.1 - 3.0, 4.0, 3.0)));
    }
}
