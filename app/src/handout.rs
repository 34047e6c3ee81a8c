//! "Yazdır / Print": the current state as a clean A4 handout. The print stylesheet keeps the
//! lesson's title, intro, charts and tables and drops the controls; this adds what a sheet
//! needs: each step's question with an empty box for the answer, and the page's link as text
//! and as a QR code (so a printed sheet leads back to the same state).
//!
//! Printing draws every chart first (charts far below the fold wait until they come near, see
//! `on_screen`), then asks the browser to print; Ctrl+P does the same through `beforeprint`.

use leptos::prelude::*;
use lessons::content::{fill, Lesson};
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
    crate::components::deferred::flush();
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

/// One step on the sheet: its title, its question as the page shows it, its options as the page
/// offers them (none for an order, a range or a number).
pub struct Question {
    pub title: String,
    pub text: String,
    pub options: Vec<String>,
}

/// The handout's own part as HTML (the browser parses it once, when printing): the questions
/// with their answer boxes, then the page's link as text and as a QR code (`qr`, SVG markup).
pub fn handout_html(questions: &[Question], url: &str, qr: &str, lang: sim_core::Lang) -> String {
    use lessons::prose::escape;
    let t = |tr: &'static str, en: &'static str| tr_en(lang, tr, en);
    let mut out = format!(
        "<h2>{}</h2><p class=\"hint\">{}</p><ol class=\"handout-steps\">",
        t("Sorular", "Questions"),
        t(
            "Her adımda önce tahmininizi yazın, sonra laboratuvarda sonucu açın.",
            "For each step, write your prediction first, then open the result in the lab."
        )
    );
    for (i, q) in questions.iter().enumerate() {
        out.push_str(&format!(
            "<li class=\"handout-step\"><h3>{} {}: {}</h3><p>{}</p>",
            t("Adım", "Step"),
            i + 1,
            escape(&q.title),
            escape(&q.text)
        ));
        if !q.options.is_empty() {
            out.push_str("<ul class=\"handout-options\">");
            for o in &q.options {
                out.push_str(&format!("<li>☐ {}</li>", escape(o)));
            }
            out.push_str("</ul>");
        }
        out.push_str(&format!(
            "<div class=\"answer-box\" role=\"note\" aria-label=\"{}\"><span>{}</span></div></li>",
            t("Yanıt alanı", "Answer space"),
            t("Tahminim ve gerekçem:", "My prediction and why:")
        ));
    }
    out.push_str(&format!(
        "</ol><div class=\"handout-link\"><div class=\"qr\">{qr}</div><p>{}<span class=\"url\" data-testid=\"handout-url\">{}</span></p></div>",
        t("Bu sayfa, bu değerlerle: ", "This page, with these values: "),
        escape(url)
    ));
    out
}

/// The handout's own part: drawn only while printing, shown only in print.
#[component]
pub fn Handout(lesson: &'static Lesson, views: Vec<(&'static str, ViewMemo)>) -> impl IntoView {
    let lab = use_lab();
    let printing = use_printing();
    let memo_of = move |model: &str| views.iter().find(|(m, _)| *m == model).map(|(_, v)| *v);
    let html = move || {
        let lang = lab.lang.get();
        let questions: Vec<Question> = lesson
            .steps
            .iter()
            .map(|st| {
                // The question and its options as the page shows them (a step whose model
                // cannot run prints its title and an empty box).
                let (text, options) = memo_of(st.model)
                    .and_then(|m| {
                        m.with(|v| {
                            v.as_ref().ok().map(|v| {
                                (fill(st.question.get(lang), v, lang), st.ask.options(lang, &|t| fill(t, v, lang)))
                            })
                        })
                    })
                    .unwrap_or_default();
                Question { title: st.title.get(lang).to_string(), text, options }
            })
            .collect();
        let mut st = lab.link();
        st.embed = false;
        st.present = false;
        st.notes = false;
        st.host = None;
        let url = format!("{}{}", base_url(), to_query(&st));
        let label = tr_en(lang, "Bu sayfanın bağlantısı, QR kod olarak", "This page's link as a QR code");
        let qr = crate::qr::svg(&url, 150, label).unwrap_or_default();
        handout_html(&questions, &url, &qr, lang)
    };
    move || {
        printing
            .0
            .get()
            .then(|| view! { <section class="handout" data-testid="handout" inner_html=html.clone()></section> })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_handout_has_each_question_with_its_box_and_the_link_escaped() {
        let qs = [
            Question { title: "Bir <adım>".into(), text: "Kaç?".into(), options: vec![] },
            Question { title: "İki".into(), text: "Hangisi?".into(), options: vec!["a & b".into(), "c".into()] },
        ];
        let html = handout_html(&qs, "https://x.example/?lesson=2&lang=tr", "<svg></svg>", sim_core::Lang::Tr);
        assert_eq!(html.matches("class=\"answer-box\"").count(), 2);
        assert!(html.contains("<h3>Adım 1: Bir &lt;adım&gt;</h3><p>Kaç?</p>"));
        assert!(html.contains("<li>☐ a &amp; b</li>"));
        assert!(html.contains("?lesson=2&amp;lang=tr</span>"));
        assert!(html.contains("<div class=\"qr\"><svg></svg></div>"));
    }
}
