//! Markup redrawn in place. The system view and its round's table are drawn as strings (one
//! call into the browser instead of one per element), and redrawn on every frame of playback and
//! every slider move. Between two such drawings most of the markup stays (the layout, the
//! labels, the patterns): states, fills, widths and numbers move, and now and then a part
//! appears or goes (a failed strand, a gauge's fill, an event's line). The charts are drawn the
//! same way, and a slider move mostly moves their lines, bars and tick labels. [`redraw`]
//! compares the markup on screen with the new one as trees and writes only what differs: an
//! attribute's value (or the attribute itself, where one appeared or went), an element's text,
//! the elements that appeared or went from a list of elements (those alike at both ends of the
//! list are kept), or, where an element's shape changed otherwise (another element, texts beside
//! elements), that element's markup alone.
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
    // Read byte by byte (this runs for every element on every redraw): the markup's `<`, `>`
    // and `"` are ASCII, so every position found is a character boundary.
    let bytes = markup.as_bytes();
    while at < bytes.len() {
        if bytes[at] != b'<' {
            let end = find(bytes, at, b'<').unwrap_or(bytes.len());
            push(&mut stack, &mut top, Child::Text(&markup[at..end]));
            at = end;
        } else if bytes.get(at + 1) == Some(&b'/') {
            let end = find(bytes, at + 2, b'>')? + 1;
            let mut node = stack.pop()?;
            node.span.1 = end;
            push(&mut stack, &mut top, Child::Element(node));
            at = end;
        } else {
            let close = find(bytes, at + 1, b'>')?;
            let inner = &markup[at + 1..close];
            let (tag, self_closing) = match inner.strip_suffix('/') {
                Some(t) => (t, true),
                None => (inner, false),
            };
            let (name, attrs) = tag_parts(tag)?;
            let end = close + 1;
            let node = Node { name, attrs, children: Vec::new(), span: (at, end) };
            if self_closing {
                push(&mut stack, &mut top, Child::Element(node));
            } else {
                stack.push(node);
            }
            at = end;
        }
    }
    stack.is_empty().then_some(top)
}

/// A start tag's name and attributes (`tag` is what stands between `<` and `>`, without a
/// closing `/`), read byte by byte as [`parse`] reads. `None`: an attribute without a
/// double-quoted value, which the app does not write.
fn tag_parts(tag: &str) -> Option<(&str, Vec<(&str, &str)>)> {
    let bytes = tag.as_bytes();
    let name_end = find(bytes, 0, b' ').unwrap_or(bytes.len());
    let mut attrs = Vec::with_capacity(8);
    let mut at = name_end;
    loop {
        while bytes.get(at).is_some_and(u8::is_ascii_whitespace) {
            at += 1;
        }
        if at == bytes.len() {
            return Some((&tag[..name_end], attrs));
        }
        let eq = find(bytes, at, b'=')?;
        let attr = &tag[at..eq];
        if attr.is_empty() || attr.bytes().any(|b| b.is_ascii_whitespace()) || bytes.get(eq + 1) != Some(&b'"') {
            return None;
        }
        let end = find(bytes, eq + 2, b'"')?;
        attrs.push((attr, &tag[eq + 2..end]));
        at = end + 1;
    }
}

/// Where `byte` is first found in `bytes` at or after `from` (at most `bytes.len()`).
fn find(bytes: &[u8], from: usize, byte: u8) -> Option<usize> {
    bytes[from..].iter().position(|&b| b == byte).map(|k| from + k)
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
    /// An attribute the new markup no longer has.
    RemoveAttr {
        element: usize,
        name: String,
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
    /// The element taken out, with all it holds.
    Remove {
        element: usize,
    },
    /// New elements' markup, put just after the element.
    After {
        element: usize,
        markup: String,
    },
    /// New elements' markup, put at the start of the element's content.
    Prepend {
        element: usize,
        markup: String,
    },
}

impl Change {
    /// The element on screen the change is made at.
    fn element(&self) -> usize {
        match self {
            Change::Attr { element, .. }
            | Change::RemoveAttr { element, .. }
            | Change::Text { element, .. }
            | Change::Element { element, .. }
            | Change::Remove { element }
            | Change::After { element, .. }
            | Change::Prepend { element, .. } => *element,
        }
    }
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
    if !children(&a, &b, None, new, &mut next, &mut changes) {
        return None;
    }
    changes.reverse();
    Some((changes, next))
}

/// Compares two lists of children (of the element `parent` of `old`; `None`: the top level):
/// `false` when their shape differs in a way this cannot patch (the parent must be written
/// anew); `next` is the index of the next element of `old`.
fn children(
    a: &[Child],
    b: &[Child],
    parent: Option<usize>,
    new: &str,
    next: &mut usize,
    out: &mut Vec<Change>,
) -> bool {
    let same_shape = a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|p| matches!(p, (Child::Element(_), Child::Element(_)) | (Child::Text(_), Child::Text(_))));
    if same_shape {
        for pair in a.iter().zip(b) {
            if let (Child::Element(x), Child::Element(y)) = pair {
                element(x, y, new, next, out);
            }
        }
        return true;
    }
    match (parent, elements(a), elements(b)) {
        (Some(parent), Some(xs), Some(ys)) => {
            realign(&xs, &ys, parent, new, next, out);
            true
        }
        _ => false,
    }
}

/// A list's children when they are all elements.
fn elements<'n, 'a>(list: &'n [Child<'a>]) -> Option<Vec<&'n Node<'a>>> {
    list.iter().map(|c| if let Child::Element(n) = c { Some(n) } else { None }).collect()
}

/// Two lists of elements of another length or order: the elements alike (by name) at the
/// head and at the tail of both are compared in place; the old ones between are removed and
/// the new ones between inserted in their place (after the head's last element, or at the start
/// of `parent`: neither is written anew before the insertion is made).
fn realign(xs: &[&Node], ys: &[&Node], parent: usize, new: &str, next: &mut usize, out: &mut Vec<Change>) {
    let alike = |(x, y): &(&&Node, &&Node)| x.name == y.name;
    let head = xs.iter().zip(ys).take_while(alike).count();
    let room = xs.len().min(ys.len()) - head;
    let tail = xs.iter().rev().zip(ys.iter().rev()).take(room).take_while(alike).count();
    let mut anchor = None;
    for (x, y) in xs[..head].iter().zip(&ys[..head]) {
        anchor = Some(*next);
        element(x, y, new, next, out);
    }
    for x in &xs[head..xs.len() - tail] {
        out.push(Change::Remove { element: *next });
        *next += 1 + count(&x.children);
    }
    let added = &ys[head..ys.len() - tail];
    if let (Some(first), Some(last)) = (added.first(), added.last()) {
        let markup = new[first.span.0..last.span.1].to_string();
        out.push(match anchor {
            Some(element) => Change::After { element, markup },
            None => Change::Prepend { element: parent, markup },
        });
    }
    for (x, y) in xs[xs.len() - tail..].iter().zip(&ys[ys.len() - tail..]) {
        element(x, y, new, next, out);
    }
}

fn element(x: &Node, y: &Node, new: &str, next: &mut usize, out: &mut Vec<Change>) {
    let index = *next;
    let rewrite = |next: &mut usize, out: &mut Vec<Change>| {
        *next = index + 1 + count(&x.children);
        out.push(Change::Element { element: index, markup: new[y.span.0..y.span.1].to_string() });
    };
    if x.name != y.name {
        return rewrite(next, out);
    }
    let start = out.len();
    // Attributes by name: those gone, then those new or with another value (in the new order).
    for (name, _) in x.attrs.iter().filter(|p| !y.attrs.iter().any(|q| q.0 == p.0)) {
        out.push(Change::RemoveAttr { element: index, name: name.to_string() });
    }
    for (name, value) in y.attrs.iter().filter(|q| !x.attrs.contains(q)) {
        out.push(Change::Attr { element: index, name: name.to_string(), value: unescape(value) });
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
            if !texts_same || !children(&x.children, &y.children, Some(index), new, next, out) {
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
///
/// The changes cross into the browser as one string ([`encode`]) and are made there by one
/// call ([`apply`]): a slider move on a page with a system view makes several hundred, and a
/// call per change spent more time passing its strings than the browser spent making it.
pub fn redraw(el: &Element, old: &str, new: &str) {
    if old == new {
        return;
    }
    let written = diff(old, new).and_then(|(changes, n)| encode(&changes).map(|ops| apply(el, &ops, n as u32)));
    if written != Some(true) {
        el.set_inner_html(new);
    }
}

/// The changes as records (`\u{1e}` between them) of fields (`\u{1f}` between them): the
/// change's letter, its element's index, then its name, value, text or markup. `None` where a
/// field itself holds a separator (the app's markup has none: the page then writes the
/// markup whole).
fn encode(changes: &[Change]) -> Option<String> {
    let mut out = String::new();
    for c in changes {
        let (letter, fields): (&str, [&str; 2]) = match c {
            Change::Attr { name, value, .. } => ("a", [name, value]),
            Change::RemoveAttr { name, .. } => ("r", [name, ""]),
            Change::Text { text, .. } => ("t", [text, ""]),
            Change::Element { markup, .. } => ("e", [markup, ""]),
            Change::Remove { .. } => ("x", ["", ""]),
            Change::After { markup, .. } => ("f", [markup, ""]),
            Change::Prepend { markup, .. } => ("p", [markup, ""]),
        };
        if fields.iter().any(|f| f.contains(['\u{1e}', '\u{1f}'])) {
            return None;
        }
        if !out.is_empty() {
            out.push('\u{1e}');
        }
        out.push_str(letter);
        out.push('\u{1f}');
        out.push_str(&c.element().to_string());
        for f in fields {
            out.push('\u{1f}');
            out.push_str(f);
        }
    }
    Some(out)
}

// The browser's side of `redraw`: the elements are looked up before any change (in document
// order, as the changes name them), and `false` is returned without a change when the
// container no longer holds the `count` elements the changes were made for.
#[wasm_bindgen::prelude::wasm_bindgen(inline_js = r#"
export function apply_changes(root, ops, count) {
  const all = root.getElementsByTagName("*");
  if (all.length !== count) return false;
  const els = Array.from(all);
  for (const op of ops.split("\u001e")) {
    const [k, i, a, b] = op.split("\u001f");
    const e = els[+i];
    if (!e) continue;
    if (k === "a") e.setAttribute(a, b);
    else if (k === "r") e.removeAttribute(a);
    else if (k === "t") e.textContent = a;
    else if (k === "e") e.outerHTML = a;
    else if (k === "x") e.remove();
    else if (k === "f") e.insertAdjacentHTML("afterend", a);
    else if (k === "p") e.insertAdjacentHTML("afterbegin", a);
  }
  return true;
}
"#)]
extern "C" {
    #[wasm_bindgen::prelude::wasm_bindgen(js_name = apply_changes)]
    fn apply_changes(root: &Element, ops: &str, count: u32) -> bool;
}

/// Makes the encoded changes in `root`'s content; `false` when it does not hold `count`
/// elements (nothing changed).
fn apply(root: &Element, ops: &str, count: u32) -> bool {
    ops.is_empty() || apply_changes(root, ops, count)
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
        // The first group gains a strand (added after its first, the group kept); the second's
        // rect moves.
        let new = r#"<svg x="2"><g class="a"><path d="M0"></path><path d="M1"></path></g><g class="b"><rect y="2"></rect></g></svg>"#;
        let (changes, n) = diff(old, new).unwrap();
        assert_eq!(n, 5);
        assert_eq!(
            changes,
            vec![
                attr(4, "y", "2"),
                Change::After { element: 2, markup: r#"<path d="M1"></path>"#.into() },
                attr(0, "x", "2"),
            ]
        );
        // Another tag: that element anew (an attribute more is only set).
        let (changes, _) = diff(r#"<g><rect x="1"></rect></g>"#, r#"<g><circle x="1"></circle></g>"#).unwrap();
        assert_eq!(changes, vec![Change::Element { element: 1, markup: r#"<circle x="1"></circle>"#.into() }]);
        let (changes, _) = diff(r#"<g><rect x="1"></rect></g>"#, r#"<g><rect x="1" y="2"></rect></g>"#).unwrap();
        assert_eq!(changes, vec![attr(1, "y", "2")]);
    }

    #[test]
    fn elements_that_appear_or_go_are_inserted_or_removed_and_the_rest_kept() {
        let check = |old: &str, new: &str, expected: Vec<Change>| {
            let (changes, _) = diff(old, new).unwrap();
            assert_eq!(changes, expected, "{old} -> {new}");
            assert_eq!(apply(old, &changes), apply(new, &[]), "{old} -> {new}");
        };
        // An event's line more at the end, its fill changed: kept and added after the last.
        check(
            r#"<svg><g x="1"></g><text y="1">a</text></svg>"#,
            r#"<svg><g x="2"></g><text y="1">a</text><text y="2">b</text></svg>"#,
            vec![Change::After { element: 2, markup: r#"<text y="2">b</text>"#.into() }, attr(1, "x", "2")],
        );
        // A strand gone from the middle; the tail's value moves.
        check(
            r#"<g><rect x="0"></rect><path d="M0"></path><circle r="1"></circle></g>"#,
            r#"<g><rect x="0"></rect><circle r="2"></circle></g>"#,
            vec![attr(3, "r", "2"), Change::Remove { element: 2 }],
        );
        // Another element where the list starts: in at the parent's start, the rest kept.
        check(
            r#"<g><rect x="0"></rect><circle r="1"></circle></g>"#,
            r#"<g><path d="M1"></path><path d="M2"></path><circle r="1"></circle></g>"#,
            vec![
                Change::Prepend { element: 0, markup: r#"<path d="M1"></path><path d="M2"></path>"#.into() },
                Change::Remove { element: 1 },
            ],
        );
        // Everything gone: each old element out, nothing in.
        check(
            r#"<g><rect></rect><rect></rect></g>"#,
            "<g></g>",
            vec![Change::Remove { element: 2 }, Change::Remove { element: 1 }],
        );
        // The head's last element written anew as well (its text beside an element changed): the
        // insertion goes in first, after it.
        check(
            r#"<g><text>a<tspan>b</tspan></text></g>"#,
            r#"<g><text>c<tspan>b</tspan></text><path d="M0"></path></g>"#,
            vec![
                Change::After { element: 1, markup: r#"<path d="M0"></path>"#.into() },
                Change::Element { element: 1, markup: r#"<text>c<tspan>b</tspan></text>"#.into() },
            ],
        );
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
    fn an_attribute_that_appears_or_goes_is_set_or_removed_and_the_element_stays() {
        let old = r#"<g class="node" stroke-dasharray="4 2"><rect x="1"></rect></g>"#;
        let new = r#"<g class="node failed" opacity="0.5"><rect x="1"></rect></g>"#;
        let (changes, n) = diff(old, new).unwrap();
        assert_eq!(n, 2);
        assert_eq!(
            changes,
            // (The changes come last element first, each element's in reverse: the order of
            // one element's attributes means nothing.)
            vec![
                attr(0, "opacity", "0.5"),
                attr(0, "class", "node failed"),
                Change::RemoveAttr { element: 0, name: "stroke-dasharray".into() },
            ]
        );
        assert_eq!(apply(old, &changes), apply(new, &[]));
        // Another element name is still written anew.
        let (changes, _) = diff("<g><rect></rect></g>", "<g><circle></circle></g>").unwrap();
        assert_eq!(changes, vec![Change::Element { element: 1, markup: "<circle></circle>".into() }]);
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
        assert_eq!(diff("<rect x=1></rect>", "<rect x=2></rect>"), None);
        // Spaces or a line break between attributes, and text beyond ASCII, are read.
        let (changes, n) = diff("<text  x=\"1\"\n y=\"2\">çığ</text>", r#"<text x="1" y="3">öğe</text>"#).unwrap();
        assert_eq!((changes, n), (vec![Change::Text { element: 0, text: "öğe".into() }, attr(0, "y", "3")], 1));
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
                        let inserted = |o: &mut String, after: bool| {
                            for e in edits {
                                match e {
                                    Change::After { element, markup } if after && *element == i => {
                                        o.push_str(&apply(markup, &[]))
                                    }
                                    Change::Prepend { element, markup } if !after && *element == i => {
                                        o.push_str(&apply(markup, &[]))
                                    }
                                    _ => {}
                                }
                            }
                        };
                        if edits.iter().any(|e| matches!(e, Change::Remove { element } if *element == i)) {
                            *next += count(&n.children);
                            inserted(o, true);
                            continue;
                        }
                        if let Some(Change::Element { markup, .. }) =
                            edits.iter().find(|e| matches!(e, Change::Element { element, .. } if *element == i))
                        {
                            o.push_str(&apply(markup, &[]));
                            *next += count(&n.children);
                            inserted(o, true);
                            continue;
                        }
                        o.push('<');
                        o.push_str(n.name);
                        // Attributes in name order (their order on an element means nothing):
                        // the old ones less those removed, with the new values set.
                        let mut attrs: std::collections::BTreeMap<&str, String> = n
                            .attrs
                            .iter()
                            .filter(|(k, _)| {
                                !edits.iter().any(
                                    |e| matches!(e, Change::RemoveAttr { element, name } if *element == i && name == k),
                                )
                            })
                            .map(|(k, v)| (*k, v.to_string()))
                            .collect();
                        for e in edits {
                            if let Change::Attr { element, name, value } = e {
                                if *element == i {
                                    attrs.insert(name, crate::plot::esc(value));
                                }
                            }
                        }
                        for (k, v) in attrs {
                            o.push_str(&format!(" {k}=\"{v}\""));
                        }
                        o.push('>');
                        inserted(o, false);
                        match edits.iter().find_map(|e| match e {
                            Change::Text { element, text } if *element == i => Some(text),
                            _ => None,
                        }) {
                            Some(t) => o.push_str(&crate::plot::esc(t)),
                            None => write(&n.children, edits, next, o),
                        }
                        o.push_str(&format!("</{}>", n.name));
                        inserted(o, true);
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

    #[test]
    fn every_chart_redrawn_for_a_slider_move_patched_gives_the_new_drawing() {
        use crate::plot::{draw, Options};
        use sim_core::Lang;
        let (mut kept, mut redraws) = (0usize, 0usize);
        for m in lessons::MODELS {
            let model = compute::find(m.id).unwrap();
            let at = |values: &[(&str, &str)]| model.view(values, Lang::Tr).ok();
            let Some(base) = at(&[]) else { continue };
            // Each slider at either end of its range, from the defaults.
            for spec in model.schema().iter().filter(|s| s.key != "seed") {
                for v in [spec.min, spec.max] {
                    let text = lessons::jsfmt::js_string(v);
                    let Some(moved) = at(&[(spec.key, &text)]) else { continue };
                    for (a, b) in base.charts.iter().zip(&moved.charts).filter(|(a, b)| a.id == b.id) {
                        let old = draw(a, "c", Lang::Tr, Options::default()).svg;
                        let new = draw(b, "c", Lang::Tr, Options::default()).svg;
                        if old == new {
                            continue;
                        }
                        redraws += 1;
                        let (changes, n) = diff(&old, &new)
                            .unwrap_or_else(|| panic!("{} {}={text} chart {}: written whole", m.id, spec.key, a.id));
                        assert_eq!(
                            apply(&old, &changes),
                            apply(&new, &[]),
                            "{} {}={text} chart {}",
                            m.id,
                            spec.key,
                            a.id
                        );
                        let rewritten: usize = changes
                            .iter()
                            .map(|c| match c {
                                Change::Element { markup, .. }
                                | Change::After { markup, .. }
                                | Change::Prepend { markup, .. } => {
                                    markup.matches('<').count() - markup.matches("</").count()
                                }
                                _ => 0,
                            })
                            .sum();
                        // Most of the drawing's elements stay on the page.
                        if rewritten * 2 < n {
                            kept += 1;
                        }
                    }
                }
            }
        }
        assert!(redraws > 500, "{redraws} redraws");
        assert!(kept * 10 > redraws * 8, "{kept} of {redraws} redraws kept most of the chart");
    }
}
