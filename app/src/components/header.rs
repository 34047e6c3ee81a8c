//! The site bar: the lab's name (back to the course map) and the language switch.

use leptos::prelude::*;
use lessons::link::Page;
use sim_core::Lang;

use crate::state::{tr_en, use_lab};

#[component]
pub fn Header() -> impl IntoView {
    let lab = use_lab();
    let lang_button = move |l: Lang, text: &'static str, name: &'static str| {
        view! {
            <button
                type="button"
                class="lang"
                lang=if l == Lang::En { "en" } else { "tr" }
                aria-pressed=move || (lab.lang.get() == l).to_string()
                data-testid=format!("lang-{text}")
                title=name
                on:click=move |_| lab.lang.set(l)
            >
                {text}
            </button>
        }
    };
    view! {
        <a class="skip" href="#main">{move || tr_en(lab.lang.get(), "İçeriğe geç", "Skip to content")}</a>
        <header class="site">
            <a
                class="brand"
                href="?"
                data-testid="home-link"
                on:click=move |ev| {
                    ev.prevent_default();
                    lab.go(Page::Home);
                }
            >
                "Dayanıklılık Lab"
            </a>
            <span class="tagline">
                {move || tr_en(lab.lang.get(), "Dayanıklılık ve Güvenilirlik kursunun etkileşimli laboratuvarı", "An interactive lab for the course Resilience and Reliability")}
            </span>
            <nav class="langs" aria-label=move || tr_en(lab.lang.get(), "Dil", "Language")>
                {lang_button(Lang::Tr, "TR", "Türkçe")}
                {lang_button(Lang::En, "EN", "English")}
            </nav>
        </header>
    }
}
