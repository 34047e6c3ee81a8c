//! Markup redrawn in place. The system view and its round's table are drawn as strings (one
//! call into the browser instead of one per element), and redrawn on every frame of playback and
//! every slider move. Between two such drawings most of the markup stays (the layout, the
//! labels, the patterns): states, fills, widths and numbers move, and now and then a part
//! appears or goes (a failed strand, a gauge's fill, an event's line). [`redraw`] compares the
//! markup on screen with the new one as trees and writes only what differs: an attribute's
//! value, an element's text, or, where an element's shape changed (other children, other
//! attributes), that element's markup alone.
//!
//! The markup is the app's own (`plot::esc` escapes its texts and attribute values, attributes
//! are double-quoted, no comments), so a small reader of it is enough: it is not an HTML parser,
//! and markup it does not follow is simply written whole, as before.

use web_sys::Element;

/// An element of the markup: its name, its attributes (name, escaped value) in order, its
/// children, and where it is in the markup (for writing it whole).
#[derive(Debug)]
struct Node<'a> {
    name: &'a str,
    attrs: Vec<(&'a str, &'a str)>,
    children: Vec<Child<'a>>,
    span: (usize, usize),
}

#[derive(Debug)]
enum Child<'a> {
    Element(Node<'a>),
    /// Text, escaped.
    Text(&'a str),
}

/// The markup's top-level elements and texts, or `None` where it is not markup this module reads.
fn parse(markup: &str) -> Option<Vec<Child<'_>>> {
    // The elements open at this point, innermost last, below the top level's children.
    let mut stack: Vec<Node> = Vec::new();
    let mut top = Vec::new();
    let mut at = 0;
    fn push<'a>(stack: &mut [Node<'a>], top: &mut Vec<Child<'a>>, child: Child<'a>) {
        match stack.last_mut() {
            Some(parent) => parent.children.push(child),
            None => top.push(child),
        }
    }
    while at < markup.len() {
        let rest = &markup[at..];
        if let Some(after) = rest.strip_prefix("</") {
            let end = at + 2 + after.find('>')? + 1;
            let mut node = stack.pop()?;
            node.span.1 = end;
            push(&mut stack, &mut top, Child::Element(node));
            at = end;
        } else if let Some(after) = rest.strip_prefix('<') {
            let close = after.find('>')?;
            let (tag, self_closing) = match after[..close].strip_suffix('/') {
                Some(t) => (t, true),
                None => (&after[..close], false),
            };
            let (name, mut attrs_text) = tag.split_once(' ').unwrap_or((tag, ""));
            let mut attrs = Vec::new();
            loop {
                attrs_text = attrs_text.trim_start();
                if attrs_text.is_empty() {
                    break;
                }
                let (attr, value_on) = attrs_text.split_once("=\"")?;
                if attr.is_empty() || attr.contains(char::is_whitespace) {
                    return None; // an attribute without a value: not the app's markup
                }
                let end = value_on.find('"')?;
                attrs.push((attr, &value_on[..end]));
                attrs_text = &value_on[end + 1..];
            }
            let end = at + 1 + close + 1;
            let node = Node { name, attrs, children: Vec::new(), span: (at, end) };
            if self_closing {
                push(&mut stack, &mut top, Child::Element(node));
            } else {
                stack.push(node);
            }
            at = end;
        } else {
            let end = rest.find('<').unwrap_or(rest.len());
            push(&mut stack, &mut top, Child::Text(&rest[..end]));
            at += end;
        }
    }
    stack.is_empty().then_some(top)
}

/// One change to the markup on screen. An element is named by its index among the container's
/// descendants in document order, as they are on screen before any change.
#[derive(Debug, PartialEq)]
pub enum Change {
    Attr {
        element: usize,
        name: String,
        value: String,
    },
    /// The new text of an element whose only content is text.
    Text {
        element: usize,
        text: String,
    },
    /// The element written anew (its whole new markup).
    Element {
        element: usize,
        markup: String,
    },
}

/// The elements in a list of children and below them.
fn count(children: &[Child]) -> usize {
    children.iter().map(|c| if let Child::Element(n) = c { 1 + count(&n.children) } else { 0 }).sum()
}

/// The changes from the markup `old` to `new` (in the order they can be made: last element
/// first, so that writing an element anew moves no element still to be changed), and the
/// number of elements `old` has. `None`: write `new` whole (the top level's shape changed, or
/// markup this module does not read).
pub fn diff(old: &str, new: &str) -> Option<(Vec<Change>, usize)> {
    let (a, b) = (parse(old)?, parse(new)?);
    let mut changes = Vec::new();
    let mut next = 0;
    if !children(&a, &b, new, &mut next, &mut changes) {
        return None;
    }
    changes.reverse();
    Some((changes, next))
}

/// Compares two lists of children: `false` when their shape differs (the parent must be
/// written anew); `next` is the index of the next element of `old`.
fn children(a: &[Child], b: &[Child], new: &str, next: &mut usize, out: &mut Vec<Change>) -> bool {
    let same_shape = a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|p| matches!(p, (Child::Element(_), Child::Element(_)) | (Child::Text(_), Child::Text(_))));
    if !same_shape {
        return false;
    }
    for pair in a.iter().zip(b) {
        if let (Child::Element(x), Child::Element(y)) = pair {
            element(x, y, new, next, out);
        }
    }
    true
}

fn element(x: &Node, y: &Node, new: &str, next: &mut usize, out: &mut Vec<Change>) {
    let index = *next;
    let rewrite = |next: &mut usize, out: &mut Vec<Change>| {
        *next = index + 1 + count(&x.children);
        out.push(Change::Element { element: index, markup: new[y.span.0..y.span.1].to_string() });
    };
    let same_attrs =
        x.name == y.name && x.attrs.len() == y.attrs.len() && x.attrs.iter().zip(&y.attrs).all(|(p, q)| p.0 == q.0);
    if !same_attrs {
        return rewrite(next, out);
    }
    let start = out.len();
    for (_, q) in x.attrs.iter().zip(&y.attrs).filter(|(p, q)| p.1 != q.1) {
        out.push(Change::Attr { element: index, name: q.0.to_string(), value: unescape(q.1) });
    }
    *next += 1;
    match (&x.children[..], &y.children[..]) {
        // An element that holds only text takes its new text as a whole.
        ([Child::Text(s)], [Child::Text(t)]) if s != t => out.push(Change::Text { element: index, text: unescape(t) }),
        _ => {
            let texts_same = x.children.iter().zip(&y.children).all(|p| match p {
                (Child::Text(s), Child::Text(t)) => s == t,
                _ => true,
            });
            if !texts_same || !children(&x.children, &y.children, new, next, out) {
                out.truncate(start);
                rewrite(next, out);
            }
        }
    }
}

/// Text as `plot::esc` wrote it, read back.
fn unescape(text: &str) -> String {
    if !text.contains('&') {
        return text.to_string();
    }
    text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&")
}

/// Makes `el`'s content the markup `new`, given that `old` is what it holds now (as last
/// written by this function or by `set_inner_html`): in place where [`diff`] allows, else by
/// writing it whole. Nothing is done when the two are the same.
pub fn redraw(el: &Element, old: &str, new: &str) {
    if old == new {
        return;
    }
    let all = el.get_elements_by_tag_name("*");
    match diff(old, new) {
        // The element count checks that the page still holds what was written.
        Some((changes, n)) if all.length() as usize == n => {
            for c in changes {
                let (Change::Attr { element, .. } | Change::Text { element, .. } | Change::Element { element, .. }) = c;
                let Some(e) = all.item(element as u32) else { continue };
                match c {
                    Change::Attr { name, value, .. } => {
                        let _ = e.set_attribute(&name, &value);
                    }
                    Change::Text { text, .. } => e.set_text_content(Some(&text)),
                    Change::Element { markup, .. } => e.set_outer_html(&markup),
                }
            }
        }
        _ => el.set_inner_html(new),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attr(element: usize, name: &str, value: &str) -> Change {
        Change::Attr { element, name: name.into(), value: value.into() }
    }

    #[test]
    fn the_same_elements_with_other_values_give_only_the_values_that_differ() {
        let old = r##"<svg data-round="1"><title>tur 1</title><g class="node" data-state="ok"><rect fill="#fff"></rect></g></svg>"##;
        let new = r##"<svg data-round="2"><title>tur 2 &amp; 3</title><g class="node" data-state="saturated"><rect fill="#fff"></rect></g></svg>"##;
        let (changes, n) = diff(old, new).unwrap();
        assert_eq!(n, 4);
        assert_eq!(
            changes,
            vec![
                attr(2, "data-state", "saturated"),
                Change::Text { element: 1, text: "tur 2 & 3".into() },
                attr(0, "data-round", "2"),
            ]
        );
    }

    #[test]
    fn an_element_whose_shape_changed_is_written_anew_alone() {
        let old = r#"<svg x="1"><g class="a"><path d="M0"></path></g><g class="b"><rect y="1"></rect></g></svg>"#;
        // The first group gains a strand; the second's rect moves.
        let new = r#"<svg x="2"><g class="a"><path d="M0"></path><path d="M1"></path></g><g class="b"><rect y="2"></rect></g></svg>"#;
        let (changes, n) = diff(old, new).unwrap();
        assert_eq!(n, 5);
        assert_eq!(
            changes,
            vec![
                attr(4, "y", "2"),
                Change::Element {
                    element: 1,
                    markup: r#"<g class="a"><path d="M0"></path><path d="M1"></path></g>"#.into()
                },
                attr(0, "x", "2"),
            ]
        );
        // Other attribute names or another tag: that element anew.
        let (changes, _) = diff(r#"<g><rect x="1"></rect></g>"#, r#"<g><circle x="1"></circle></g>"#).unwrap();
        assert_eq!(changes, vec![Change::Element { element: 1, markup: r#"<circle x="1"></circle>"#.into() }]);
        let (changes, _) = diff(r#"<g><rect x="1"></rect></g>"#, r#"<g><rect x="1" y="2"></rect></g>"#).unwrap();
        assert_eq!(changes, vec![Change::Element { element: 1, markup: r#"<rect x="1" y="2"></rect>"#.into() }]);
    }

    #[test]
    fn another_top_level_or_a_text_beside_elements_is_written_whole_or_by_its_parent() {
        assert_eq!(diff("<svg></svg>", "<svg></svg><svg></svg>"), None);
        // Setting the <text>'s whole text would drop its <tspan>: the <text> is written anew.
        let (changes, _) = diff("<text>a<tspan>b</tspan></text>", "<text>c<tspan>b</tspan></text>").unwrap();
        assert_eq!(changes, vec![Change::Element { element: 0, markup: "<text>c<tspan>b</tspan></text>".into() }]);
        let (changes, _) = diff("<text>a<tspan>b</tspan></text>", "<text>a<tspan>d</tspan></text>").unwrap();
        assert_eq!(changes, vec![Change::Text { element: 1, text: "d".into() }]);
    }

    #[test]
    fn self_closing_tags_and_unchanged_markup() {
        let old = r#"<g><path d="M0,0"/><rect x="1"></rect></g>"#;
        assert_eq!(diff(old, old), Some((vec![], 3)));
        let (changes, _) = diff(old, r#"<g><path d="M1,1"/><rect x="1"></rect></g>"#).unwrap();
        assert_eq!(changes, vec![attr(1, "d", "M1,1")]);
    }

    #[test]
    fn markup_it_does_not_read_is_written_whole() {
        assert_eq!(diff("<g", "<g>"), None);
        assert_eq!(diff(r#"<g x="1></g>"#, r#"<g x="2"></g>"#), None);
        assert_eq!(diff("<g></g></g>", "<g></g></g>"), None);
        assert_eq!(diff("<g>", "<g>"), None);
        assert_eq!(diff(r#"<rect hidden x="1"></rect>"#, r#"<rect hidden x="2"></rect>"#), None);
    }

    /// Applies changes to markup as the page would (for the test: elements by index).
    fn apply(old: &str, changes: &[Change]) -> String {
        fn write(c: &[Child], edits: &[Change], next: &mut usize, o: &mut String) {
            for child in c {
                match child {
                    Child::Text(t) => o.push_str(t),
                    Child::Element(n) => {
                        let i = *next;
                        *next += 1;
                        if let Some(Change::Element { markup, .. }) =
                            edits.iter().find(|e| matches!(e, Change::Element { element, .. } if *element == i))
                        {
                            o.push_str(&apply(markup, &[]));
                            *next += count(&n.children);
                            continue;
                        }
                        o.push('<');
                        o.push_str(n.name);
                        for (k, v) in &n.attrs {
                            let v = edits
                                .iter()
                                .find_map(|e| match e {
                                    Change::Attr { element, name, value } if *element == i && name == k => {
                                        Some(crate::plot::esc(value))
                                    }
                                    _ => None,
                                })
                                .unwrap_or_else(|| v.to_string());
                            o.push_str(&format!(" {k}=\"{v}\""));
                        }
                        o.push('>');
                        match edits.iter().find_map(|e| match e {
                            Change::Text { element, text } if *element == i => Some(text),
                            _ => None,
                        }) {
                            Some(t) => o.push_str(&crate::plot::esc(t)),
                            None => write(&n.children, edits, next, o),
                        }
                        o.push_str(&format!("</{}>", n.name));
                    }
                }
            }
        }
        let tree = parse(old).unwrap();
        let mut o = String::new();
        write(&tree, changes, &mut 0, &mut o);
        o
    }

    #[test]
    fn every_system_view_redraw_of_a_run_patched_gives_the_new_drawing() {
        use crate::components::system_view::{round_table, scene_svg};
        use lessons::content::LESSONS;
        use sim_core::Lang;
        let (mut patched, mut frames) = (0, 0);
        for l in LESSONS {
            for w in l.widgets {
                let Some(sys) = w.system else { continue };
                let v = compute::find(w.model).unwrap().view(&[], Lang::Tr).unwrap();
                let f = v.frames.as_ref().unwrap();
                let draw = |i: usize| -> String {
                    (0..f.scenes.len()).map(|k| scene_svg(sys, f, k, i, Lang::Tr, false, "sv")).collect()
                };
                let step = (f.len() / 40).max(1);
                for i in (step..f.len()).step_by(step) {
                    for (old, new) in [
                        (draw(i - step), draw(i)),
                        (round_table(sys, f, i - step, Lang::Tr), round_table(sys, f, i, Lang::Tr)),
                    ] {
                        frames += 1;
                        let (changes, _) =
                            diff(&old, &new).unwrap_or_else(|| panic!("{} frame {i}: written whole", w.model));
                        // (Compared as the test writes markup: self-closing tags closed.)
                        assert_eq!(apply(&old, &changes), apply(&new, &[]), "{} frame {i}", w.model);
                        let whole = changes.iter().filter(|c| matches!(c, Change::Element { .. })).map(|c| match c {
                            Change::Element { markup, .. } => markup.len(),
                            _ => 0,
                        });
                        // Most of the drawing is left as it is.
                        if whole.sum::<usize>() * 2 < new.len() {
                            patched += 1;
                        }
                    }
                }
            }
        }
        assert!(patched * 10 > frames * 9, "{patched} of {frames} redraws kept most of the drawing");
    }
}
