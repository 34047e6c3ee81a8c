//! "Yazdır / Print": the current state as a clean A4 handout. The print stylesheet keeps the
//! lesson's title, intro, charts and tables and drops the controls; this adds what a sheet
//! needs: each step's question with an empty box for the answer, and the page's link as text
//! and as a QR code (so a printed sheet leads back to the same state).
//!
//! Printing draws every chart first (charts far below the fold wait until they come near, see
//! `on_screen`), then asks the browser to print; Ctrl+P does the same through `beforeprint`.

use leptos::prelude::*;
use lessons::content::{fill, Ask, Lesson};
use lessons::link::to_query;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use crate::components::on_screen::hold_all;
use crate::components::widget::ViewMemo;
use crate::state::{base_url, tr_en, use_lab};

/// Whether the page is laid out for printing (the handout drawn, every chart drawn).
#[derive(Clone, Copy)]
pub struct Printing(pub RwSignal<bool>);

fn prepare(p: Printing) {
    hold_all(true);
    p.0.set(true);
}

fn finish(p: Printing) {
    hold_all(false);
    p.0.try_set(false);
}

/// Watches the browser's own print command (Ctrl+P) for the whole page, and shares the
/// printing state through the context.
pub fn watch_print() {
    let p = Printing(RwSignal::new(false));
    provide_context(p);
    let before = Closure::<dyn Fn()>::new(move || prepare(p));
    let after = Closure::<dyn Fn()>::new(move || finish(p));
    let w = window();
    let _ = w.add_event_listener_with_callback("beforeprint", before.as_ref().unchecked_ref());
    let _ = w.add_event_listener_with_callback("afterprint", after.as_ref().unchecked_ref());
    before.forget();
    after.forget();
}

pub fn use_printing() -> Printing {
    expect_context::<Printing>()
}

#[component]
pub fn PrintButton() -> impl IntoView {
    let lab = use_lab();
    let printing = use_printing();
    let print = move |_| {
        prepare(printing);
        // Give the charts a moment to be drawn, then print.
        set_timeout(
            move || {
                let _ = window().print();
            },
            std::time::Duration::from_millis(400),
        );
    };
    view! {
        <button type="button" data-testid="print" on:click=print>
            {move || tr_en(lab.lang.get(), "Yazdır", "Print")}
        </button>
    }
}

/// The handout's own part: shown only in print.
#[component]
pub fn Handout(lesson: &'static Lesson, views: Vec<(&'static str, ViewMemo)>) -> impl IntoView {
    let lab = use_lab();
    let printing = use_printing();
    let memo_of = move |model: &str| views.iter().find(|(m, _)| *m == model).map(|(_, v)| *v);
    move || {
        if !printing.0.get() {
            return None;
        }
        let lang = lab.lang.get();
        let questions = lesson
            .steps
            .iter()
            .enumerate()
            .map(|(i, st)| {
                let q = memo_of(st.model)
                    .and_then(|m| m.with(|v| v.as_ref().ok().map(|v| fill(st.question.get(lang), v, lang))))
                    .unwrap_or_default();
                let options = match &st.ask {
                    Ask::Choice { options, .. } => {
                        Some(options.iter().map(|o| view! { <li>"☐ " {o.get(lang)}</li> }).collect_view())
                    }
                    _ => None,
                };
                view! {
                    <li class="handout-step">
                        <h3>{format!("{} {}: {}", tr_en(lang, "Adım", "Step"), i + 1, st.title.get(lang))}</h3>
                        <p>{q}</p>
                        {options.map(|o| view! { <ul class="handout-options">{o}</ul> })}
                        <div class="answer-box" aria-label=tr_en(lang, "Yanıt alanı", "Answer space")>
                            <span>{tr_en(lang, "Tahminim ve gerekçem:", "My prediction and why:")}</span>
                        </div>
                    </li>
                }
            })
            .collect_view();
        let mut st = lab.link();
        st.embed = false;
        st.present = false;
        st.notes = false;
        st.host = None;
        let url = format!("{}{}", base_url(), to_query(&st));
        let qr_label = tr_en(lang, "Bu sayfanın bağlantısı, QR kod olarak", "This page's link as a QR code");
        let qr = crate::qr::svg(&url, 150, qr_label).unwrap_or_default();
        Some(view! {
            <section class="handout" data-testid="handout">
                <h2>{tr_en(lang, "Sorular", "Questions")}</h2>
                <p class="hint">{tr_en(lang, "Her adımda önce tahmininizi yazın, sonra laboratuvarda sonucu açın.", "For each step, write your prediction first, then open the result in the lab.")}</p>
                <ol class="handout-steps">{questions}</ol>
                <div class="handout-link">
                    <div class="qr" inner_html=qr></div>
                    <p>
                        {tr_en(lang, "Bu sayfa, bu değerlerle: ", "This page, with these values: ")}
                        <span class="url" data-testid="handout-url">{url.clone()}</span>
                    </p>
                </div>
            </section>
        })
    }
}
