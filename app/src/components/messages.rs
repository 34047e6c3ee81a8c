//! Short notices from the lab's helpers (the learner's record, an LMS), each said once: what
//! went wrong and that the lab goes on working.

use leptos::prelude::*;

use crate::state::{tr_en, use_lab};

/// A notice in both languages (its text may carry a live detail, an error code say).
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    pub tr: String,
    pub en: String,
}

impl Message {
    pub fn new(tr: impl Into<String>, en: impl Into<String>) -> Self {
        Self { tr: tr.into(), en: en.into() }
    }

    pub fn get(&self, lang: sim_core::Lang) -> &str {
        match lang {
            sim_core::Lang::Tr => &self.tr,
            sim_core::Lang::En => &self.en,
        }
    }
}

/// The notices on screen, shared through the context.
#[derive(Clone, Copy)]
pub struct Messages(pub RwSignal<Vec<Message>>);

impl Messages {
    pub fn provide() -> Self {
        let m = Messages(RwSignal::new(Vec::new()));
        provide_context(m);
        m
    }

    /// Shows a notice unless the same one is already on screen.
    pub fn say(&self, m: Message) {
        self.0.update(|all| {
            if !all.contains(&m) {
                all.push(m);
            }
        });
    }
}

pub fn use_messages() -> Messages {
    expect_context::<Messages>()
}

#[component]
pub fn MessageBox() -> impl IntoView {
    let lab = use_lab();
    let messages = use_messages();
    let html = move || {
        let lang = lab.lang.get();
        messages.0.with(|all| {
            let items: String =
                all.iter().map(|m| format!("<li>{}</li>", lessons::prose::escape(m.get(lang)))).collect();
            format!("<ul>{items}</ul><button type=\"button\">{}</button>", tr_en(lang, "Tamam", "OK"))
        })
    };
    move || {
        messages.0.with(|m| !m.is_empty()).then(|| {
            view! {
                <div class="notice" role="status" data-testid="lab-messages" inner_html=html on:click=move |ev: web_sys::MouseEvent| {
                    use wasm_bindgen::JsCast;
                    if ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).is_some_and(|e| e.tag_name() == "BUTTON") {
                        messages.0.set(Vec::new());
                    }
                }></div>
            }
        })
    }
}
