//! Embedding and export: the `<iframe>` snippet a teacher copies, the oEmbed document of a lesson,
//! CSV of a table, and the file names of exports. Plain strings, shared by the page and the
//! site builder.

use std::collections::BTreeMap;

use sim_core::Lang;

use crate::content::Outline;
use crate::link::{to_query, LinkState};
use crate::view::Table;

/// The message an embedded page posts to its parent when its height changes.
pub const RESIZE_CONTEXT: &str = "iframe.resize";

fn escape_attr(s: &str) -> String {
    s.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

/// The page title an embed carries.
pub fn embed_title(lesson: &Outline, widget: Option<&str>, lang: Lang) -> String {
    let w = widget.and_then(|m| lesson.widgets.iter().find(|w| w.0 == m));
    match w {
        Some(w) => format!("Dayanıklılık Lab — {}: {}", lesson.title.get(lang), w.1.get(lang)),
        None => format!("Dayanıklılık Lab — {}", lesson.title.get(lang)),
    }
}

/// The embedding link for a state: the same state, with `embed=1`.
pub fn embed_query(st: &LinkState) -> String {
    to_query(&LinkState { embed: true, ..st.clone() })
}

/// The `<iframe>` snippet, plus the resize script, for a state. `base` is the lab's address
/// (ending in `/`), as the page knows it.
pub fn snippet(base: &str, st: &LinkState, lesson: &Outline) -> String {
    let src = format!("{base}{}", embed_query(st));
    let title = embed_title(lesson, st.widget.as_deref(), st.lang);
    let height = if st.widget.is_some() { 700 } else { 1200 };
    format!(
        "<iframe src=\"{}\" title=\"{}\" width=\"100%\" height=\"{height}\" loading=\"lazy\" \
         allow=\"fullscreen\" allowfullscreen style=\"border:0;max-width:100%\"></iframe>\n\
         <script src=\"{}embed-resize.js\" defer></script>",
        escape_attr(&src),
        escape_attr(&title),
        escape_attr(base)
    )
}

/// The oEmbed ("rich") document of a lesson, with URLs under `base` (may be relative).
pub fn oembed(base: &str, lesson: &Outline, lang: Lang) -> String {
    let st = LinkState { page: crate::link::Page::Lesson(lesson.number), lang, ..LinkState::default() };
    let html = snippet(base, &st, lesson);
    serde_json::json!({
        "version": "1.0",
        "type": "rich",
        "provider_name": "Dayanıklılık Lab",
        "title": embed_title(lesson, None, lang),
        "html": html,
        "width": 900,
        "height": 1200,
    })
    .to_string()
}

fn csv_cell(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// The table as CSV (RFC 4180), exactly the cells shown.
pub fn csv(table: &Table) -> String {
    let mut out = String::new();
    for row in std::iter::once(&table.headers).chain(table.rows.iter()) {
        let cells: Vec<String> = row.iter().map(|c| csv_cell(c)).collect();
        out.push_str(&cells.join(","));
        out.push_str("\r\n");
    }
    out
}

/// A file name for an export: lesson, model, item and the changed parameters.
pub fn export_name(lesson: u8, model: &str, item: &str, values: Option<&BTreeMap<String, f64>>, ext: &str) -> String {
    let mut name = format!("ders{lesson:02}-{}-{item}", model.replace('/', "-"));
    if let Some(vals) = values {
        for (k, v) in vals {
            name.push_str(&format!("-{k}{}", crate::jsfmt::js_string(*v)));
        }
    }
    let clean: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '.' || c == '_' { c } else { '_' })
        .collect();
    format!("{clean}.{ext}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::outline;
    use crate::link::Page;

    #[test]
    fn snippet_carries_the_state_a_title_lazy_loading_and_fullscreen() {
        let mut st = LinkState { page: Page::Lesson(2), widget: Some("kesici/kosum".into()), ..LinkState::default() };
        st.values.entry("kesici/kosum".into()).or_default().insert("slots".into(), 48.0);
        let s = snippet("https://lab.example/", &st, outline(2).unwrap());
        assert!(s.contains("src=\"https://lab.example/?v=1&amp;lesson=2&amp;lang=tr&amp;embed=1&amp;widget=kesici/kosum&amp;kesici/kosum.slots=48\""), "{s}");
        assert!(s.contains("title=\"Dayanıklılık Lab — Devre Kesici: Kesicisiz ve kesicili aynı senaryo\""));
        assert!(s.contains("loading=\"lazy\"") && s.contains("allowfullscreen"));
        assert!(s.contains("<script src=\"https://lab.example/embed-resize.js\" defer></script>"));
    }

    #[test]
    fn oembed_is_valid_rich_json() {
        let v: serde_json::Value = serde_json::from_str(&oembed("", outline(1).unwrap(), Lang::Tr)).unwrap();
        assert_eq!(v["type"], "rich");
        assert_eq!(v["version"], "1.0");
        assert!(v["html"].as_str().unwrap().contains("lesson=1"));
    }

    #[test]
    fn csv_quotes_what_needs_quoting() {
        let t = Table {
            id: "t",
            caption: "c".into(),
            headers: vec!["a".into(), "b, c".into()],
            rows: vec![vec!["1".into(), "say \"hi\"".into()]],
            highlight: vec![false],
        };
        assert_eq!(csv(&t), "a,\"b, c\"\r\n1,\"say \"\"hi\"\"\"\r\n");
    }

    #[test]
    fn export_names_are_safe_and_say_what_they_hold() {
        let mut v = BTreeMap::new();
        v.insert("threshold".to_string(), 0.3);
        assert_eq!(
            export_name(2, "kesici/kosum", "runs", Some(&v), "csv"),
            "ders02-kesici-kosum-runs-threshold0.3.csv"
        );
        assert_eq!(
            export_name(1, "kipler/bulasma", "blast graph", None, "png"),
            "ders01-kipler-bulasma-blast_graph.png"
        );
    }
}
