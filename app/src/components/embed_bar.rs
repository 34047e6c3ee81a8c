//! The slim bar of an embedded page: the lesson's title, the language switch, and a link that
//! opens the same state in the full lab.

use leptos::prelude::*;
use lessons::content::outline;
use lessons::link::{to_query, Page};
use sim_core::Lang;

use crate::state::{base_url, tr_en, use_lab};

#[component]
pub fn EmbedBar() -> impl IntoView {
    let lab = use_lab();
    let full = move || {
        let mut st = lab.link();
        st.embed = false;
        format!("{}{}", base_url(), to_query(&st))
    };
    let title = move || match lab.page.get() {
        Page::Lesson(n) => outline(n).map(|l| l.title.get(lab.lang.get()).to_string()).unwrap_or_default(),
        Page::Home => "Dayanıklılık Lab".into(),
    };
    let switch = move |l: Lang, text: &'static str| {
        view! {
            <button type="button" class="lang" aria-pressed=move || (lab.lang.get() == l).to_string() on:click=move |_| lab.lang.set(l)>
                {text}
            </button>
        }
    };
    view! {
        <header class="site embed">
            <span class="brand">{title}</span>
            <a class="open-full" href=full target="_blank" rel="noopener">
                {move || tr_en(lab.lang.get(), "Dayanıklılık Lab'da aç ↗", "Open in Dayanıklılık Lab ↗")}
            </a>
            <nav class="langs" aria-label=move || tr_en(lab.lang.get(), "Dil", "Language")>
                {switch(Lang::Tr, "TR")}
                {switch(Lang::En, "EN")}
            </nav>
        </header>
    }
}
