//! A polite note naming what an opened link asked for that could not be taken.

use leptos::prelude::*;

use crate::state::{tr_en, use_lab};

#[component]
pub fn Notice() -> impl IntoView {
    let lab = use_lab();
    move || {
        let ignored = lab.ignored.get();
        (!ignored.is_empty()).then(|| {
            let lang = lab.lang.get();
            view! {
                <div class="notice" role="status" data-testid="link-notice">
                    <p>
                        {tr_en(lang, "Bağlantıdaki bazı ayarlar kullanılamadı; onların yerine kursun değerleri geçerli:", "Some settings in the link could not be used; the course's values stand in for them:")}
                    </p>
                    <ul>{ignored.iter().map(|i| view! { <li><code>{i.message(lang)}</code></li> }).collect_view()}</ul>
                    <button type="button" on:click=move |_| lab.ignored.set(Vec::new())>
                        {tr_en(lang, "Tamam", "OK")}
                    </button>
                </div>
            }
        })
    }
}
