//! The lab's own texts on the page (intros, teacher notes): [`lessons::prose::to_html`] set as
//! an element's content (the browser parses it; no element is built one by one here). Their
//! `{fact}` placeholders are filled from the page's models at the page's values. Links point
//! only inside the lab (a query); following one loads its state without reloading the page, as
//! a new history entry.

use leptos::prelude::*;
use lessons::content::{fill, fill_with};
use sim_core::Lang;
use wasm_bindgen::JsCast;

use crate::components::widget::ViewMemo;
use crate::state::{tr_en, use_lab, Lab};

/// `text` with each `{fact}` filled by the page's models in the page's language; a fact whose
/// model cannot run at these values reads "…". Tracks the views.
pub fn fill_from(text: String, views: &[(&'static str, ViewMemo)], lang: Lang) -> String {
    let filled = views
        .iter()
        .fold(text, |t, (_, memo)| memo.with(|v| v.as_ref().map(|v| fill(&t, v, lang)).unwrap_or_else(|_| t.clone())));
    // No suffix follows the mark: only a Turkish page's numbers take one.
    fill_with(&filled, Lang::En, |_| Some("…".into()))
}

/// Opens a link of the lab's own (a query) in this page.
pub fn follow_link(lab: Lab, query: &str) {
    let (st, mut ignored) = lessons::link::parse(query);
    lab.load(st);
    ignored.extend(lab.settle_values());
    lab.ignored.set(ignored);
    let q = lab.query();
    if let Ok(h) = window().history() {
        let _ = h.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&q));
    }
    window().scroll_to_with_x_and_y(0.0, 0.0);
}

/// A click inside drawn prose: a link into the lab is followed in place.
pub fn on_prose_click(lab: Lab, ev: web_sys::MouseEvent) {
    let Some(target) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
    let Ok(Some(a)) = target.closest("a[data-lab-link]") else { return };
    if let Some(href) = a.get_attribute("href") {
        ev.prevent_default();
        follow_link(lab, &href);
    }
}

/// `text` (the lab's Markdown) drawn in a `<div class=…>`; see [`lessons::prose::to_html`]
/// for `top`. `fold`: on a phone (and not when printing) only the first block shows, the rest
/// behind a summary ([`lessons::prose::to_html_folded`]).
#[component]
pub fn Prose(
    #[prop(into)] text: Signal<String>,
    top: u8,
    class: &'static str,
    #[prop(optional)] fold: bool,
) -> impl IntoView {
    let lab = use_lab();
    let printing = crate::handout::use_printing();
    let html = move || {
        let text = text.get();
        if fold && lab.narrow.get() && !printing.0.get() {
            let more = tr_en(lab.lang.get(), "Girişin devamını oku", "Read the rest of the introduction");
            lessons::prose::to_html_folded(&text, top, more)
        } else {
            lessons::prose::to_html(&text, top)
        }
    };
    view! {
        <div class=class inner_html=html on:click=move |ev| on_prose_click(lab, ev)></div>
    }
}
