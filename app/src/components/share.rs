//! Share and embed: "copy link" reproduces the exact state; "Göm" shows a copyable `<iframe>`
//! snippet (with the resize script) for the lesson or for one widget.

use leptos::prelude::*;
use lessons::content::lesson;
use lessons::embed::snippet;
use lessons::link::Page;

use crate::state::{base_url, tr_en, use_lab};

fn copy(text: String, done: RwSignal<bool>) {
    let clipboard = window().navigator().clipboard();
    let promise = clipboard.write_text(&text);
    leptos::task::spawn_local(async move {
        if wasm_bindgen_futures::JsFuture::from(promise).await.is_ok() {
            done.set(true);
        }
    });
}

/// `widget`: the model to embed alone, or None for the whole lesson.
#[component]
pub fn SharePanel(widget: Option<&'static str>) -> impl IntoView {
    let lab = use_lab();
    let open = RwSignal::new(false);
    let copied_link = RwSignal::new(false);
    let copied_snippet = RwSignal::new(false);
    let testid = widget.map_or("lesson".to_string(), |w| w.replace('/', "-"));
    let code = move || {
        let mut st = lab.link();
        st.widget = widget.map(str::to_string);
        let Page::Lesson(n) = st.page else { return String::new() };
        lesson(n).map(|l| snippet(&base_url(), &st, l)).unwrap_or_default()
    };
    let link = move || format!("{}{}", base_url(), lab.query());
    view! {
        <div class="share">
            <button
                type="button"
                data-testid=format!("copy-link-{testid}")
                on:click=move |_| copy(link(), copied_link)
            >
                {move || if copied_link.get() { tr_en(lab.lang.get(), "Bağlantı kopyalandı ✓", "Link copied ✓") } else { tr_en(lab.lang.get(), "Bağlantıyı kopyala", "Copy link") }}
            </button>
            <button
                type="button"
                aria-expanded=move || open.get().to_string()
                data-testid=format!("embed-{testid}")
                on:click=move |_| open.update(|o| *o = !*o)
            >
                {move || tr_en(lab.lang.get(), "Göm", "Embed")}
            </button>
            {move || open.get().then(|| view! {
                <div class="embed-panel" data-testid=format!("embed-panel-{testid}")>
                    <label>
                        {move || tr_en(lab.lang.get(), "Bu kodu ders sayfanıza yapıştırın (yükseklik kendiliğinden ayarlanır):", "Paste this into your course page (the height adjusts itself):")}
                        <textarea readonly rows="5" data-testid=format!("snippet-{testid}") prop:value=code></textarea>
                    </label>
                    <button type="button" on:click=move |_| copy(code(), copied_snippet)>
                        {move || if copied_snippet.get() { tr_en(lab.lang.get(), "Kopyalandı ✓", "Copied ✓") } else { tr_en(lab.lang.get(), "Kodu kopyala", "Copy the code") }}
                    </button>
                </div>
            })}
        </div>
    }
}
