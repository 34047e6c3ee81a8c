//! The small Markdown the lab's own texts use (intros and teacher notes), read into blocks the
//! page draws: paragraphs, headings (`#`, `##`, `###`), lists (`- ` or `1. `), `**strong**`
//! and links. A link is kept only when it points inside the lab (a query, `?lesson=2&…`);
//! any other target is dropped and its text stays as text, so a note can never send a reader
//! elsewhere or run anything.

/// A run of text within a block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Inline {
    Text(String),
    Strong(String),
    /// A link into the lab: its text and its query (`?lesson=2&kesici/kosum.threshold=0.3`).
    Link {
        text: String,
        query: String,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    Paragraph(Vec<Inline>),
    /// Level 1 to 3.
    Heading(u8, Vec<Inline>),
    List {
        ordered: bool,
        items: Vec<Vec<Inline>>,
    },
}

/// Whether a link target is inside the lab: a query string of the lab's own page.
pub fn is_internal(target: &str) -> bool {
    target.starts_with('?') && !target.contains(['"', '<', '>', '\\', ' ']) && target.is_ascii()
}

/// Reads `**strong**` and `[text](target)` within a line of text.
pub fn inlines(text: &str) -> Vec<Inline> {
    let mut out: Vec<Inline> = Vec::new();
    let mut plain = String::new();
    let mut rest = text;
    let flush = |plain: &mut String, out: &mut Vec<Inline>| {
        if !plain.is_empty() {
            out.push(Inline::Text(std::mem::take(plain)));
        }
    };
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("**") {
            if let Some(end) = after.find("**") {
                flush(&mut plain, &mut out);
                out.push(Inline::Strong(after[..end].to_string()));
                rest = &after[end + 2..];
                continue;
            }
        }
        if let Some(after) = rest.strip_prefix('[') {
            if let Some((label, tail)) = after.split_once("](") {
                if let Some(end) = tail.find(')') {
                    if !label.contains('[') {
                        flush(&mut plain, &mut out);
                        let target = &tail[..end];
                        if is_internal(target) {
                            out.push(Inline::Link { text: label.to_string(), query: target.to_string() });
                        } else {
                            out.push(Inline::Text(label.to_string()));
                        }
                        rest = &tail[end + 1..];
                        continue;
                    }
                }
            }
        }
        let mut chars = rest.chars();
        if let Some(c) = chars.next() {
            plain.push(c);
        }
        rest = chars.as_str();
    }
    flush(&mut plain, &mut out);
    out
}

/// A list item's text, if the line starts one: (ordered, text).
fn list_item(line: &str) -> Option<(bool, &str)> {
    if let Some(t) = line.strip_prefix("- ").or_else(|| line.strip_prefix("* ")) {
        return Some((false, t));
    }
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 {
        if let Some(t) = line[digits..].strip_prefix(". ") {
            return Some((true, t));
        }
    }
    None
}

/// Reads a text into blocks. Blank lines separate paragraphs; a paragraph's lines join with a
/// space; a heading or a list item is one line.
pub fn blocks(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut para: Vec<&str> = Vec::new();
    let end_para = |para: &mut Vec<&str>, out: &mut Vec<Block>| {
        if !para.is_empty() {
            out.push(Block::Paragraph(inlines(&para.join(" "))));
            para.clear();
        }
    };
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() {
            end_para(&mut para, &mut out);
            continue;
        }
        let hashes = line.bytes().take_while(|b| *b == b'#').count();
        if (1..=3).contains(&hashes) && line[hashes..].starts_with(' ') {
            end_para(&mut para, &mut out);
            out.push(Block::Heading(hashes as u8, inlines(line[hashes..].trim())));
            continue;
        }
        if let Some((ordered, item)) = list_item(line) {
            end_para(&mut para, &mut out);
            match out.last_mut() {
                Some(Block::List { ordered: o, items }) if *o == ordered => items.push(inlines(item)),
                _ => out.push(Block::List { ordered, items: vec![inlines(item)] }),
            }
            continue;
        }
        para.push(line);
    }
    end_para(&mut para, &mut out);
    out
}

/// Text made safe for HTML (element content and attribute values).
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn inline_html(parts: &[Inline], out: &mut String) {
    for i in parts {
        match i {
            Inline::Text(s) => out.push_str(&escape(s)),
            Inline::Strong(s) => {
                out.push_str("<strong>");
                out.push_str(&escape(s));
                out.push_str("</strong>");
            }
            Inline::Link { text, query } => {
                out.push_str(&format!("<a href=\"{}\" data-lab-link>{}</a>", escape(query), escape(text)));
            }
        }
    }
}

/// The blocks as HTML (the page sets it as an element's content, so it is drawn by the
/// browser's parser, not element by element): a `#` heading becomes `<h{top}>`, `##` one level
/// below, never above `<h2>` nor below `<h6>`. Every text is escaped; links into the lab carry
/// `data-lab-link`, for the page to follow them without a reload.
pub fn to_html(text: &str, top: u8) -> String {
    blocks_html(&blocks(text), top)
}

/// As [`to_html`], with every block after the first folded into a `<details>` whose summary
/// is `more` (a phone shows a lesson's first paragraph and the rest on demand).
pub fn to_html_folded(text: &str, top: u8, more: &str) -> String {
    let all = blocks(text);
    if all.len() < 2 {
        return blocks_html(&all, top);
    }
    format!(
        r#"{}<details class="more"><summary>{}</summary>{}</details>"#,
        blocks_html(&all[..1], top),
        escape(more),
        blocks_html(&all[1..], top)
    )
}

fn blocks_html(blocks: &[Block], top: u8) -> String {
    let mut out = String::new();
    for b in blocks {
        match b {
            Block::Paragraph(parts) => {
                out.push_str("<p>");
                inline_html(parts, &mut out);
                out.push_str("</p>");
            }
            Block::Heading(level, parts) => {
                let h = (top + level - 1).clamp(2, 6);
                out.push_str(&format!("<h{h}>"));
                inline_html(parts, &mut out);
                out.push_str(&format!("</h{h}>"));
            }
            Block::List { ordered, items } => {
                let tag = if *ordered { "ol" } else { "ul" };
                out.push_str(&format!("<{tag}>"));
                for item in items {
                    out.push_str("<li>");
                    inline_html(item, &mut out);
                    out.push_str("</li>");
                }
                out.push_str(&format!("</{tag}>"));
            }
        }
        out.push('\n');
    }
    out
}

/// Every link target written in a text, inside the lab or not (for the tests of notes).
pub fn targets(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("](") {
        let tail = &rest[at + 2..];
        let Some(end) = tail.find(')') else { break };
        found.push(&tail[..end]);
        rest = &tail[end..];
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Inline {
        Inline::Text(s.into())
    }

    #[test]
    fn paragraphs_and_strong_read_as_the_intros_always_did() {
        let b = blocks("One **two**\nthree.\n\nFour.");
        assert_eq!(
            b,
            [
                Block::Paragraph(vec![text("One "), Inline::Strong("two".into()), text(" three.")]),
                Block::Paragraph(vec![text("Four.")]),
            ]
        );
    }

    #[test]
    fn headings_and_lists_are_blocks() {
        let b = blocks("## Plan\n- one\n- two\n\n1. first\n2. second\nAfter.");
        assert_eq!(b[0], Block::Heading(2, vec![text("Plan")]));
        assert_eq!(b[1], Block::List { ordered: false, items: vec![vec![text("one")], vec![text("two")]] });
        assert_eq!(b[2], Block::List { ordered: true, items: vec![vec![text("first")], vec![text("second")]] });
        assert_eq!(b[3], Block::Paragraph(vec![text("After.")]));
        // Four hashes or none after a space are text.
        assert_eq!(blocks("#### x")[0], Block::Paragraph(vec![text("#### x")]));
    }

    #[test]
    fn only_links_into_the_lab_are_links() {
        let i = inlines("See [the run](?lesson=2&kesici/kosum.threshold=0.3), not [this](https://evil.example) or [that](javascript:alert(1)).");
        assert_eq!(
            i,
            [
                text("See "),
                Inline::Link { text: "the run".into(), query: "?lesson=2&kesici/kosum.threshold=0.3".into() },
                text(", not "),
                text("this"),
                text(" or "),
                text("that"),
                text(")."),
            ]
        );
        assert!(!is_internal("?lesson=2\"onclick=x"));
        assert!(!is_internal("//evil.example"));
        assert_eq!(targets("[a](?x=1) and [b](https://y)"), ["?x=1", "https://y"]);
    }

    #[test]
    fn html_is_escaped_and_only_internal_links_are_links() {
        let html =
            to_html("## Plan <b>\n- **a & b**\n- [go](?lesson=2&x=1) [out](https://e.example)\n\nText \"q\".", 1);
        assert_eq!(
            html,
            "<h2>Plan &lt;b&gt;</h2>\n<ul><li><strong>a &amp; b</strong></li><li><a href=\"?lesson=2&amp;x=1\" data-lab-link>go</a> out</li></ul>\n<p>Text &quot;q&quot;.</p>\n"
        );
        // An intro: paragraphs and strong, as they always were.
        assert_eq!(to_html("One **two**\nthree.", 2), "<p>One <strong>two</strong> three.</p>\n");
        assert_eq!(to_html("# Top", 1), "<h2>Top</h2>\n");
    }

    #[test]
    fn a_folded_text_shows_its_first_block_and_keeps_the_rest_behind_a_summary() {
        let html = to_html_folded("First.\n\nSecond.\n\nThird.", 2, "More <of it>");
        assert_eq!(
            html,
            "<p>First.</p>\n<details class=\"more\"><summary>More &lt;of it&gt;</summary><p>Second.</p>\n<p>Third.</p>\n</details>"
        );
        assert_eq!(to_html_folded("Only.", 2, "More"), to_html("Only.", 2));
    }

    #[test]
    fn unclosed_marks_stay_text() {
        assert_eq!(inlines("a ** b [c](d"), [text("a ** b [c](d")]);
    }
}
