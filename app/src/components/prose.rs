//! The lab's own texts on the page (intros, teacher notes): [`lessons::prose`] blocks as
//! elements. Links point only inside the lab (a query); following one loads its state without
//! reloading the page, as a new history entry.

use leptos::prelude::*;
use lessons::prose::{blocks, Block, Inline};

use crate::state::{use_lab, Lab};

/// Opens a link of the lab's own (a query) in this page.
pub fn follow_link(lab: Lab, query: &str) {
    let (st, ignored) = lessons::link::parse(query);
    lab.load(st);
    lab.ignored.set(ignored);
    let q = lab.query();
    if let Ok(h) = window().history() {
        let _ = h.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&q));
    }
    window().scroll_to_with_x_and_y(0.0, 0.0);
}

fn inline_view(lab: Lab, parts: Vec<Inline>) -> impl IntoView {
    parts
        .into_iter()
        .map(|i| match i {
            Inline::Text(s) => s.into_any(),
            Inline::Strong(s) => view! { <strong>{s}</strong> }.into_any(),
            Inline::Link { text, query } => {
                let q = query.clone();
                view! {
                    <a
                        href=query
                        on:click=move |ev| {
                            ev.prevent_default();
                            follow_link(lab, &q);
                        }
                    >
                        {text}
                    </a>
                }
                .into_any()
            }
        })
        .collect_view()
}

/// `text` drawn as blocks; a `#` heading becomes `<h{top}>` (`##` one level below), so that
/// headings sit under the page's own `<h1>` (never above `<h2>`).
pub fn prose(text: &str, top: u8) -> impl IntoView {
    let lab = use_lab();
    blocks(text)
        .into_iter()
        .map(|b| match b {
            Block::Paragraph(parts) => view! { <p>{inline_view(lab, parts)}</p> }.into_any(),
            Block::Heading(level, parts) => {
                let inner = inline_view(lab, parts);
                match (top + level - 1).min(6) {
                    0..=2 => view! { <h2>{inner}</h2> }.into_any(),
                    3 => view! { <h3>{inner}</h3> }.into_any(),
                    4 => view! { <h4>{inner}</h4> }.into_any(),
                    _ => view! { <h5>{inner}</h5> }.into_any(),
                }
            }
            Block::List { ordered, items } => {
                let items = items.into_iter().map(|i| view! { <li>{inline_view(lab, i)}</li> }).collect_view();
                if ordered {
                    view! { <ol>{items}</ol> }.into_any()
                } else {
                    view! { <ul>{items}</ul> }.into_any()
                }
            }
        })
        .collect_view()
}
