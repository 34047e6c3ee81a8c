//! A lesson's teacher notes (`?lesson=N&notes=1`): fetched from `notes/{tr,en}/NN.md` beside
//! the page when opened (the shell carries none of their text), their `{fact}` placeholders
//! filled from the page's models at the page's values, printable on their own.

use leptos::prelude::*;
use lessons::content::Lesson;
use lessons::notes;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::components::prose::{fill_from, on_prose_click};
use crate::components::widget::ViewMemo;
use crate::state::{tr_en, use_lab};

async fn fetch_text(url: &str) -> Result<String, String> {
    let resp = JsFuture::from(window().fetch_with_str(url)).await.map_err(|e| format!("{e:?}"))?;
    let resp: web_sys::Response = resp.dyn_into().map_err(|e| format!("{e:?}"))?;
    if !resp.ok() {
        return Err(format!("{} {url}", resp.status()));
    }
    let text = JsFuture::from(resp.text().map_err(|e| format!("{e:?}"))?).await.map_err(|e| format!("{e:?}"))?;
    text.as_string().ok_or_else(|| "not text".to_string())
}

/// The link that opens a lesson's notes, or nothing when the lesson has none yet.
#[component]
pub fn NotesLink(number: u8) -> impl IntoView {
    let lab = use_lab();
    notes::has_notes(number).then(|| {
        let href = move || {
            let mut st = lab.link();
            st.notes = true;
            st.step = None;
            lessons::link::to_query(&st)
        };
        view! {
            <a
                class="button-link"
                data-testid="notes-link"
                href=href
                on:click=move |ev| {
                    ev.prevent_default();
                    crate::components::prose::follow_link(lab, &href());
                }
            >
                {move || tr_en(lab.lang.get(), "Öğretmen notları", "Teacher notes")}
            </a>
        }
    })
}

#[component]
pub fn TeacherNotes(lesson: &'static Lesson, views: Vec<(&'static str, ViewMemo)>) -> impl IntoView {
    let lab = use_lab();
    let n = lesson.number;
    let text: RwSignal<Option<Result<String, String>>> = RwSignal::new(None);
    Effect::new(move |_| {
        let url = notes::url(n, lab.lang.get());
        text.set(None);
        leptos::task::spawn_local(async move {
            text.try_set(Some(fetch_text(&url).await));
        });
    });
    let back = move || {
        let mut st = lab.link();
        st.notes = false;
        lessons::link::to_query(&st)
    };
    let body = move || {
        let lang = lab.lang.get();
        match text.get() {
            None => view! { <p role="status">{tr_en(lang, "Notlar yükleniyor…", "Loading the notes…")}</p> }.into_any(),
            Some(Err(e)) => view! {
                <p class="error" role="alert">{tr_en(lang, "Notlar yüklenemedi: ", "The notes could not be loaded: ")}{e}</p>
            }
            .into_any(),
            Some(Ok(md)) => {
                let html = lessons::prose::to_html(&fill_from(md, &views, lang), 1);
                view! {
                    <div class="notes-body" data-testid="notes-body" inner_html=html on:click=move |ev| on_prose_click(lab, ev)></div>
                }
                .into_any()
            }
        }
    };
    view! {
        <article class="teacher-notes" data-testid=format!("notes-{n}")>
            <p class="crumb">{move || lessons::content::kicker(n, lab.lang.get())}</p>
            <h1>
                {move || tr_en(lab.lang.get(), "Öğretmen notları: ", "Teacher notes: ")}
                {move || lesson.title.get(lab.lang.get())}
            </h1>
            <div class="notes-actions">
                <a
                    class="button-link"
                    data-testid="notes-back"
                    href=back
                    on:click=move |ev| {
                        ev.prevent_default();
                        crate::components::prose::follow_link(lab, &back());
                    }
                >
                    {move || tr_en(lab.lang.get(), "← Derse dön", "← Back to the lesson")}
                </a>
                <button type="button" data-testid="notes-print" on:click=move |_| {
                    let _ = window().print();
                }>
                    {move || tr_en(lab.lang.get(), "Yazdır", "Print")}
                </button>
            </div>
            {body}
        </article>
    }
}
