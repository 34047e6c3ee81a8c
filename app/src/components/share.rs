//! Share and embed: "copy link" reproduces the exact state; "Göm / Embed" opens the link
//! builder, where a teacher chooses the lesson, the step, whether this page's values go along,
//! the language, the slim embed, one model alone, "hide results until the reveal", presenter
//! mode and the host page's origin (the host-page API), and copies the link or the `<iframe>`
//! snippet (with the resize script).

use leptos::prelude::*;
use lessons::content::{lesson, short_number, LESSONS};
use lessons::embed::snippet;
use lessons::link::{origin, to_query, LinkState, Page};
use sim_core::Lang;

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

/// The builder's choices (each a signal, set from the page when the builder opens).
#[derive(Clone, Copy)]
struct Choices {
    lesson: RwSignal<u8>,
    step: RwSignal<Option<usize>>,
    values: RwSignal<bool>,
    lang: RwSignal<Lang>,
    embed: RwSignal<bool>,
    widget: RwSignal<Option<String>>,
    hide: RwSignal<bool>,
    present: RwSignal<bool>,
    host: RwSignal<String>,
}

/// `widget`: the model to embed alone, or None for the whole lesson.
#[component]
pub fn SharePanel(widget: Option<&'static str>) -> impl IntoView {
    let lab = use_lab();
    let open = RwSignal::new(false);
    let copied_link = RwSignal::new(false);
    let copied_built = RwSignal::new(false);
    let copied_snippet = RwSignal::new(false);
    let testid = widget.map_or("lesson".to_string(), |w| w.replace('/', "-"));
    let current = move || match lab.page.get_untracked() {
        Page::Lesson(n) => n,
        Page::Home => 1,
    };
    let c = Choices {
        lesson: RwSignal::new(current()),
        step: RwSignal::new(None),
        values: RwSignal::new(true),
        lang: RwSignal::new(Lang::Tr),
        embed: RwSignal::new(true),
        widget: RwSignal::new(widget.map(str::to_string)),
        hide: RwSignal::new(false),
        present: RwSignal::new(false),
        host: RwSignal::new(String::new()),
    };
    // Opening the builder starts from the page as it is.
    let toggle = move |_| {
        if !open.get_untracked() {
            c.lesson.set(current());
            c.step.set(lab.step.get_untracked());
            c.values.set(true);
            c.lang.set(lab.lang.get_untracked());
            c.embed.set(true);
            c.widget.set(widget.map(str::to_string));
            c.hide.set(lab.hide.get_untracked());
            c.present.set(false);
            c.host.set(lab.host.get_untracked().unwrap_or_default());
            copied_built.set(false);
            copied_snippet.set(false);
        }
        open.update(|o| *o = !*o);
    };
    let host_ok = move || c.host.with(|h| h.trim().is_empty() || origin(h).is_some());
    let built = move || {
        let n = c.lesson.get();
        let same = Page::Lesson(n) == lab.page.get();
        LinkState {
            page: Page::Lesson(n),
            lang: c.lang.get(),
            step: c.step.get().filter(|s| lesson(n).is_some_and(|l| *s < l.steps.len())),
            values: if same && c.values.get() { lab.values.get() } else { Default::default() },
            embed: c.embed.get(),
            widget: c.widget.get().filter(|w| lesson(n).is_some_and(|l| l.widgets.iter().any(|x| x.model == w))),
            hide: c.hide.get(),
            present: c.present.get(),
            notes: false,
            host: c.host.with(|h| origin(h)),
        }
    };
    let built_link = move || format!("{}{}", base_url(), to_query(&built()));
    let code = move || {
        let st = built();
        let Page::Lesson(n) = st.page else { return String::new() };
        lesson(n).map(|l| snippet(&base_url(), &st, l)).unwrap_or_default()
    };
    let link = move || format!("{}{}", base_url(), lab.query());
    let t = testid.clone();
    let id = move |what: &str| format!("builder-{what}-{t}");
    let outer_testid = testid.clone();
    let panel = move || {
        let id = id.clone();
        let testid = testid.clone();
        open.get().then(move || {
            let lang = lab.lang.get();
            let lessons_options = LESSONS
                .iter()
                .map(|l| {
                    let n = l.number;
                    view! {
                        <option value=n.to_string() prop:selected=move || c.lesson.get() == n>
                            {format!("{}. {}", short_number(n), l.title.get(lang))}
                        </option>
                    }
                })
                .collect_view();
            let step_options = move || {
                let n = c.lesson.get();
                let none = view! {
                    <option value="" prop:selected=move || c.step.get().is_none()>{tr_en(lang, "adım açık değil", "no step open")}</option>
                };
                let steps = lesson(n)
                    .map(|l| {
                        l.steps
                            .iter()
                            .enumerate()
                            .map(|(i, s)| {
                                view! {
                                    <option value=(i + 1).to_string() prop:selected=move || c.step.get() == Some(i)>
                                        {format!("{}. {}", i + 1, s.title.get(lang))}
                                    </option>
                                }
                            })
                            .collect_view()
                    })
                    .unwrap_or_default();
                view! { {none} {steps} }
            };
            let widget_options = move || {
                let n = c.lesson.get();
                let whole = view! {
                    <option value="" prop:selected=move || c.widget.get().is_none()>{tr_en(lang, "bütün ders", "the whole lesson")}</option>
                };
                let ws = lesson(n)
                    .map(|l| {
                        l.widgets
                            .iter()
                            .map(|w| {
                                let m = w.model;
                                view! {
                                    <option value=m prop:selected=move || c.widget.get().as_deref() == Some(m)>
                                        {w.title.get(lang)}
                                    </option>
                                }
                            })
                            .collect_view()
                    })
                    .unwrap_or_default();
                view! { {whole} {ws} }
            };
            let check_id = id.clone();
            let check = move |what: &'static str, sig: RwSignal<bool>, tr: &'static str, en: &'static str| {
                view! {
                    <label class="check">
                        <input
                            type="checkbox"
                            data-testid=check_id(what)
                            prop:checked=move || sig.get()
                            on:change=move |ev| sig.set(event_target_checked(&ev))
                        />
                        " "
                        {tr_en(lang, tr, en)}
                    </label>
                }
            };
            let same_page = move || Page::Lesson(c.lesson.get()) == lab.page.get();
            view! {
                <div class="embed-panel builder" data-testid=format!("embed-panel-{testid}")>
                    <fieldset>
                        <legend>{tr_en(lang, "Bağlantı ne göstersin?", "What should the link show?")}</legend>
                        <label>
                            {tr_en(lang, "Ders", "Lesson")}
                            <select data-testid=id("lesson") on:change=move |ev| {
                                if let Ok(n) = event_target_value(&ev).parse::<u8>() {
                                    c.lesson.set(n);
                                    c.step.set(None);
                                    c.widget.set(None);
                                }
                            }>
                                {lessons_options}
                            </select>
                        </label>
                        <label>
                            {tr_en(lang, "Adım", "Step")}
                            <select data-testid=id("step") on:change=move |ev| {
                                c.step.set(event_target_value(&ev).parse::<usize>().ok().filter(|s| *s >= 1).map(|s| s - 1));
                            }>
                                {step_options}
                            </select>
                        </label>
                        <label>
                            {tr_en(lang, "Gösterilen", "Showing")}
                            <select data-testid=id("widget") on:change=move |ev| {
                                let v = event_target_value(&ev);
                                c.widget.set((!v.is_empty()).then_some(v));
                            }>
                                {widget_options}
                            </select>
                        </label>
                        <label>
                            {tr_en(lang, "Dil", "Language")}
                            <select data-testid=id("lang") on:change=move |ev| {
                                c.lang.set(if event_target_value(&ev) == "en" { Lang::En } else { Lang::Tr });
                            }>
                                <option value="tr" prop:selected=move || c.lang.get() == Lang::Tr>"Türkçe"</option>
                                <option value="en" prop:selected=move || c.lang.get() == Lang::En>"English"</option>
                            </select>
                        </label>
                        <label class="check">
                            <input
                                type="checkbox"
                                data-testid=id("values")
                                prop:checked=move || c.values.get() && same_page()
                                prop:disabled=move || !same_page()
                                on:change=move |ev| c.values.set(event_target_checked(&ev))
                            />
                            " "
                            {tr_en(lang, "bu sayfada değiştirdiğim değerlerle", "with the values I changed on this page")}
                        </label>
                    </fieldset>
                    <fieldset>
                        <legend>{tr_en(lang, "Nasıl açılsın?", "How should it open?")}</legend>
                        {check("embed", c.embed, "ince gömme (site çubuğu yok)", "slim embed (no site bar)")}
                        {check("hide", c.hide, "sonuçlar tahminden sonra görünsün", "hide results until the reveal")}
                        {check("present", c.present, "sunum kipinde", "in presenter mode")}
                        <label>
                            {tr_en(lang, "Gömen sayfanın kökeni (sayfa API'si için, isteğe bağlı)", "The embedding page's origin (for the host-page API, optional)")}
                            <input
                                type="text"
                                inputmode="url"
                                placeholder="https://okul.example"
                                data-testid=id("host")
                                prop:value=move || c.host.get()
                                aria-invalid=move || (!host_ok()).to_string()
                                on:input=move |ev| c.host.set(event_target_value(&ev))
                            />
                        </label>
                        {move || (!host_ok()).then(|| view! {
                            <p class="error" role="alert">{tr_en(lab.lang.get(), "Köken https://okul.example gibi olmalı: yol, sorgu ya da başka bir şey olmadan.", "An origin looks like https://school.example: no path, no query, nothing else.")}</p>
                        })}
                    </fieldset>
                    <label>
                        {tr_en(lang, "Bağlantı", "Link")}
                        <input type="text" readonly data-testid=id("link") prop:value=built_link/>
                    </label>
                    <button type="button" data-testid=id("copy-link") on:click=move |_| copy(built_link(), copied_built)>
                        {move || if copied_built.get() { tr_en(lab.lang.get(), "Kopyalandı ✓", "Copied ✓") } else { tr_en(lab.lang.get(), "Bağlantıyı kopyala", "Copy the link") }}
                    </button>
                    <label>
                        {tr_en(lang, "Ders sayfanıza yapıştırılacak kod (yükseklik kendiliğinden ayarlanır):", "Code to paste into your course page (the height adjusts itself):")}
                        <textarea readonly rows="5" data-testid=format!("snippet-{testid}") prop:value=code></textarea>
                    </label>
                    <button type="button" on:click=move |_| copy(code(), copied_snippet)>
                        {move || if copied_snippet.get() { tr_en(lab.lang.get(), "Kopyalandı ✓", "Copied ✓") } else { tr_en(lab.lang.get(), "Kodu kopyala", "Copy the code") }}
                    </button>
                </div>
            }
        })
    };
    view! {
        <div class="share">
            <button
                type="button"
                data-testid=format!("copy-link-{}", outer_testid)
                on:click=move |_| copy(link(), copied_link)
            >
                {move || if copied_link.get() { tr_en(lab.lang.get(), "Bağlantı kopyalandı ✓", "Link copied ✓") } else { tr_en(lab.lang.get(), "Bağlantıyı kopyala", "Copy link") }}
            </button>
            <button
                type="button"
                aria-expanded=move || open.get().to_string()
                data-testid=format!("embed-{}", outer_testid)
                on:click=toggle
            >
                {move || tr_en(lab.lang.get(), "Göm / bağlantı kur", "Embed / build a link")}
            </button>
            {panel}
        </div>
    }
}
