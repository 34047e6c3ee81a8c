//! One Turkish word per concept: the spellings GLOSSARY.md lists as not used ("Not in Turkish
//! text") appear nowhere in a page's Turkish text: its content, its teacher notes and its
//! models' views at the course's values (the course's transcript keeps the course's words).

use compute::of_lesson;
use lessons::content::{Ask, LESSONS};
use sim_core::Lang;

/// The listed spellings: every `code` item in the last column of the glossary's terms table.
fn avoided() -> Vec<String> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../GLOSSARY.md")).unwrap();
    let table = text.split("## Terms").nth(1).expect("GLOSSARY.md has a terms table");
    let mut out = Vec::new();
    for row in table.lines().filter(|l| l.starts_with('|')) {
        let last = row.trim_end_matches('|').rsplit('|').next().unwrap_or("");
        out.extend(last.split('`').skip(1).step_by(2).map(str::to_lowercase));
    }
    out
}

/// Every Turkish text of a page, with where it comes from.
fn turkish_texts(n: u8) -> Vec<(String, String)> {
    let l = LESSONS.iter().find(|l| l.number == n).unwrap();
    let mut out = vec![("title".into(), l.title.tr.to_string()), ("intro".into(), l.intro.tr.to_string())];
    for (i, s) in l.steps.iter().enumerate() {
        let mut texts = vec![s.title.tr, s.question.tr, s.explain.tr];
        match &s.ask {
            Ask::Choice { options, .. } => texts.extend(options.iter().map(|o| o.tr)),
            Ask::Order { items } => texts.extend(items.iter().map(|(o, _)| o.tr)),
            Ask::Compare { a, b, .. } => texts.extend([a.0.tr, b.0.tr]),
            _ => {}
        }
        out.extend(texts.into_iter().map(|t| (format!("step {}", i + 1), t.to_string())));
    }
    for w in l.widgets {
        out.push((format!("widget {}", w.model), w.title.tr.to_string()));
        for (what, label) in [
            (w.explorer.map(|e| e.title), "explorer"),
            (w.explorer.map(|e| e.hint), "explorer hint"),
            (w.ensemble.map(|e| e.title), "ensemble"),
            (w.ensemble.map(|e| e.hint), "ensemble hint"),
        ]
        .iter()
        .filter_map(|(l, w)| l.map(|l| (w, l)))
        {
            out.push(((*what).to_string(), label.tr.to_string()));
        }
    }
    let notes = format!("{}/../{}", env!("CARGO_MANIFEST_DIR"), lessons::notes::source(n, Lang::Tr));
    if let Ok(text) = std::fs::read_to_string(&notes) {
        out.push(("teacher notes".into(), text));
    }
    for m in of_lesson(n) {
        let mut view = m.view(&[], Lang::Tr).unwrap();
        view.transcript.clear();
        out.push((format!("view of {}", m.id()), serde_json::to_string(&view).unwrap()));
    }
    out
}

#[test]
fn no_page_uses_a_spelling_the_glossary_rules_out() {
    let avoided = avoided();
    assert!(avoided.len() >= 5, "the glossary lists {avoided:?}");
    let mut found = Vec::new();
    for l in LESSONS.iter() {
        for (place, text) in turkish_texts(l.number) {
            let lower = text.to_lowercase();
            for a in &avoided {
                if lower.contains(a.as_str()) {
                    found.push(format!("page {}, {place}: {a}", l.number));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
