//! Placing the labels that float over the plot (reference lines, the marker, graph nodes):
//! each tries positions in order of preference and takes the first where it stays inside its
//! bounds and touches no label already placed and no mark it must not cover.

use super::marks::NODE_R;
use super::text::{self, Anchor, Label, Rect, Role, Turn};

/// Space kept between a floating label and its neighbours.
const GAP: f64 = 2.0;

/// The first candidate inside `bounds` that overlaps nothing in `placed` or `avoid` (with a
/// small gap around it). Candidates are unrotated.
pub fn first_free(
    candidates: impl IntoIterator<Item = Label>,
    placed: &[Label],
    avoid: &[Rect],
    bounds: &Rect,
) -> Option<Label> {
    candidates.into_iter().find(|l| {
        let padded = l.bbox.grow(GAP);
        bounds.contains(&l.bbox)
            && !placed.iter().any(|p| p.overlaps_rect(&padded))
            && !avoid.iter().any(|r| r.overlaps(&padded))
    })
}

/// Text as lines no wider than `room` (three at most).
fn lines(text: &str, room: f64, size: f64) -> (Vec<String>, Option<String>) {
    let (lines, cut) = text::wrap(text, room.max(size * 3.0), size, 3);
    (lines, cut.then(|| text.to_string()))
}

/// Where a reference line's label may go, best first: above the line, then below it, at the
/// plot's right end, its left end, then at points in between; wrapped if the plot is narrow.
pub fn reference(text: &str, y: f64, plot: &Rect) -> Vec<Label> {
    let size = Role::Reference.size();
    let (ls, full) = lines(text, plot.w - 8.0, size);
    let n = ls.len() as f64;
    let lh = text::line_height(size);
    let above = y - 4.0 - (n - 1.0) * lh;
    let below = y + 4.0 + 0.95 * size;
    let mut out = Vec::new();
    let spots = [(plot.right() - 2.0, Anchor::End), (plot.x + 4.0, Anchor::Start)]
        .into_iter()
        .chain((1..8).rev().map(|k| (plot.x + plot.w * f64::from(k) / 8.0, Anchor::Middle)));
    for (x, anchor) in spots {
        for base in [above, below] {
            out.push(Label::new(Role::Reference, ls.clone(), full.clone(), x, base, anchor, Turn::Level));
        }
    }
    out
}

/// Where the vertical marker's label may go, best first: beside the marker at the top of the
/// plot, on the roomier side first, then lower down; wrapped to the room on its side.
pub fn marker(text: &str, x: f64, plot: &Rect) -> Vec<Label> {
    let size = Role::Marker.size();
    let right_room = plot.right() - x - 6.0;
    let left_room = x - plot.x - 6.0;
    let mut sides = [(x + 4.0, Anchor::Start, right_room), (x - 4.0, Anchor::End, left_room)];
    if left_room > right_room {
        sides.swap(0, 1);
    }
    let mut out = Vec::new();
    for row in 0..12 {
        let y = plot.y + 11.0 + f64::from(row) * text::line_height(size);
        for (ax, anchor, room) in sides {
            if room <= size * 3.0 {
                continue;
            }
            let (ls, full) = lines(text, room, size);
            out.push(Label::new(Role::Marker, ls, full, ax, y, anchor, Turn::Level));
        }
    }
    out
}

/// Where a graph node's label may go, best first: below the node, above it, to its right, its
/// left, at the four diagonals, then the same further and further out; each also slid
/// sideways to stay inside `bounds`.
pub fn node(lines: &[String], x: f64, y: f64, bounds: &Rect) -> Vec<Label> {
    let size = Role::Node.size();
    let lh = text::line_height(size);
    let n = lines.len().max(1) as f64;
    let block = 0.95 * size + (n - 1.0) * lh + 0.25 * size;
    let mut out = Vec::new();
    for reach in [0.0, 10.0, 22.0, 40.0, 70.0] {
        let r = NODE_R + 3.0 + reach;
        // (anchor x, anchor, top of the text block)
        let spots = [
            (x, Anchor::Middle, y + r),
            (x, Anchor::Middle, y - r - block),
            (x + r + 1.0, Anchor::Start, y - block / 2.0),
            (x - r - 1.0, Anchor::End, y - block / 2.0),
            (x + r * 0.7, Anchor::Start, y + r * 0.7),
            (x - r * 0.7, Anchor::End, y + r * 0.7),
            (x + r * 0.7, Anchor::Start, y - r * 0.7 - block),
            (x - r * 0.7, Anchor::End, y - r * 0.7 - block),
        ];
        for (ax, anchor, top) in spots {
            let l = Label::new(Role::Node, lines.to_vec(), None, ax, top + 0.95 * size, anchor, Turn::Level);
            // Slid sideways into the bounds if it sticks out.
            let dx = if l.bbox.x < bounds.x {
                bounds.x - l.bbox.x
            } else if l.bbox.right() > bounds.right() {
                bounds.right() - l.bbox.right()
            } else {
                0.0
            };
            out.push(l.moved(dx, 0.0));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_takes_the_first_free_spot_inside_its_bounds() {
        let bounds = Rect::new(0.0, 0.0, 200.0, 100.0);
        let taken = Label::line(Role::Tick, "busy", 100.0, 50.0, Anchor::Middle);
        let cands = [
            Label::line(Role::Node, "outside", 250.0, 50.0, Anchor::Middle),
            Label::line(Role::Node, "on top", 100.0, 50.0, Anchor::Middle),
            Label::line(Role::Node, "on the mark", 20.0, 20.0, Anchor::Start),
            Label::line(Role::Node, "free", 20.0, 80.0, Anchor::Start),
        ];
        let mark = Rect::new(15.0, 5.0, 10.0, 10.0);
        let got = first_free(cands, &[taken], &[mark], &bounds).unwrap();
        assert_eq!(got.lines, ["free"]);
        assert_eq!(first_free([], &[], &[], &bounds), None);
    }

    #[test]
    fn node_labels_start_below_the_node_and_stay_inside_sideways() {
        let bounds = Rect::new(0.0, 0.0, 300.0, 300.0);
        let c = node(&["a name".to_string()], 2.0, 150.0, &bounds);
        assert!(c[0].bbox.y > 150.0 + NODE_R);
        assert!(c.iter().all(|l| l.bbox.x >= 0.0 && l.bbox.right() <= 300.0));
        assert_eq!(c.len(), 40);
    }

    #[test]
    fn a_long_marker_label_wraps_to_the_room_beside_the_marker() {
        let plot = Rect::new(40.0, 30.0, 300.0, 200.0);
        let c = marker("a rather long label for a marker in the middle", 190.0, &plot);
        assert!(c[0].lines.len() > 1, "{:?}", c[0].lines);
        assert!(c[0].bbox.x >= 190.0 && c[0].bbox.right() <= plot.right(), "{:?}", c[0].bbox);
        assert!(c[1].bbox.right() <= 190.0 && c[1].bbox.x >= plot.x, "{:?}", c[1].bbox);
    }
}
