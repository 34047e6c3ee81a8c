//! Dayanıklılık Lab in the browser: a Leptos page over the `lessons` crate. No model logic here.
//!
//! Two builds of this crate go to the browser. The whole lab (built by Trunk) draws the course
//! map and every lesson page. The course map's own build (the feature `map`, built by the site
//! hook, `scripts/site-extras.sh`) draws the map alone: no lesson page is in it, so its first
//! load is lighter, and going to a lesson loads the whole lab. `index.html`'s loader picks the
//! build for the address (`lessons/src/bin/site.rs`). A feature of one binary rather than a
//! library and two binaries: the library's build of the whole lab came out 3 KB gzip heavier.

// The browser build erases the view types (scripts/env.sh sets the flag); without it the page
// shell is some 50 KB gzip heavier and over the first load's budget.
#[cfg(all(target_family = "wasm", not(erase_components)))]
compile_error!("build the page with `source scripts/env.sh` first: it sets `--cfg erase_components` for wasm32");

#[cfg(target_family = "wasm")]
mod bench;
mod components;
mod download;
mod embed;
#[cfg(target_family = "wasm")]
mod explore;
mod handout;
mod host;
mod lms;
mod packs;
mod pages;
mod plot;
mod presenter;
mod qr;
mod record;
mod state;
mod worker;

use leptos::prelude::*;
use lessons::link::{self, Page};
use sim_core::Lang;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use crate::components::embed_bar::EmbedBar;
use crate::components::header::Header;
use crate::components::messages::{MessageBox, Messages};
use crate::components::notice::Notice;
use crate::pages::{home::Home, lesson::LessonPage};
use crate::presenter::PresenterBar;
use crate::state::Lab;

fn current_query() -> String {
    window().location().search().unwrap_or_default()
}

/// A panic must not leave a dead page: say so, and offer a reload and the state's link.
fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        let doc = document();
        if let Some(body) = doc.body() {
            let here = window().location().href().unwrap_or_default();
            let box_ = doc.create_element("div").ok();
            if let Some(b) = box_ {
                b.set_attribute("role", "alert").ok();
                b.set_attribute("class", "panic").ok();
                b.set_attribute("data-testid", "panic").ok();
                b.set_inner_html(&format!(
                    "<p>Beklenmeyen bir hata oldu. / Something unexpected went wrong.</p>\
                     <p><a href=\"{here}\">Sayfayı yeniden yükle / Reload the page</a></p>"
                ));
                let _ = body.prepend_with_node_1(&b);
            }
        }
    }));
}

/// Draws a lesson page, given its number: each build's own answer (see the crate's doc).
type LessonView = fn(u8) -> AnyView;

fn main() {
    // Known when the binary is compiled: each build keeps one of the two, and not the other's code.
    if cfg!(feature = "map") {
        start_map();
    } else {
        start_lab();
    }
}

/// The whole lab: the course map and every lesson page, in place.
fn start_lab() {
    start(|n| view! { <LessonPage number=n/> }.into_any());
}

/// The course map's own build: a lesson is not drawn here. Going to one (its link, the back
/// button) loads the address of the state, which has the lesson in it, and the loader then
/// starts the whole lab there.
fn start_map() {
    start(|_| {
        let query = crate::state::use_lab().query();
        if window().location().replace(&query).is_err() {
            let _ = window().location().reload();
        }
        ().into_any()
    });
}

fn start(lesson: LessonView) {
    install_panic_hook();
    leptos::mount::mount_to_body(move || view! { <App lesson/> });
}

#[component]
fn App(lesson: LessonView) -> impl IntoView {
    let messages = Messages::provide();
    let (mut st, mut ignored) = link::parse(&current_query());
    // Inside an LMS a resumed session opens where the learner left.
    lms::start(&mut st, &mut ignored, messages);
    let lab = Lab::from_link(st, ignored);
    lab.follow_window_width();
    provide_context(lab);
    record::start();
    handout::watch_print();
    lms::follow(lab);
    host::follow(lab);
    presenter::follow(lab);

    // Back and forward restore the state their link holds.
    let on_pop = Closure::<dyn Fn()>::new(move || {
        let (st, _) = link::parse(&current_query());
        lab.load(st);
        lab.settle_values();
    });
    window().set_onpopstate(Some(on_pop.as_ref().unchecked_ref()));
    on_pop.forget();

    // The URL follows the state (without adding history entries for slider moves), once the
    // slider rests for a moment: the browser's replaceState costs a millisecond or more, too
    // much on every step of a drag.
    let pending: std::rc::Rc<std::cell::Cell<Option<TimeoutHandle>>> = Default::default();
    Effect::new(move |_| {
        let _ = lab.query();
        if let Some(h) = pending.take() {
            h.clear();
        }
        let handle = set_timeout_with_handle(
            move || {
                let q = untrack(|| lab.query());
                if let Ok(h) = window().history() {
                    let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&q));
                }
            },
            std::time::Duration::from_millis(150),
        );
        pending.set(handle.ok());
    });
    // The document's language follows the switch, for screen readers and hyphenation.
    Effect::new(move |_| {
        let lang = if lab.lang.get() == Lang::En { "en" } else { "tr" };
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", lang);
        }
        let title = match (lab.page.get(), lab.lang.get()) {
            (Page::Lesson(n), l) => {
                format!("{} — Dayanıklılık Lab", lessons::content::outline(n).map_or("", |x| x.title.get(l)))
            }
            (Page::Home, _) => "Dayanıklılık Lab".to_string(),
        };
        document().set_title(&title);
    });

    // The oEmbed document of the lesson on screen, for consumers that discover it.
    Effect::new(move |_| {
        let href = match lab.page.get() {
            Page::Lesson(n) => Some(format!("oembed/lesson-{n}.json")),
            Page::Home => None,
        };
        let doc = document();
        if let Some(old) = doc.query_selector("link[type='application/json+oembed']").ok().flatten() {
            old.remove();
        }
        if let (Some(href), Some(head)) = (href, doc.head()) {
            if let Ok(link) = doc.create_element("link") {
                let _ = link.set_attribute("rel", "alternate");
                let _ = link.set_attribute("type", "application/json+oembed");
                let _ = link.set_attribute("href", &href);
                let _ = head.append_child(&link);
            }
        }
    });
    if lab.embed.get_untracked() {
        embed::post_height_on_resize();
    }

    view! {
        {move || if lab.embed.get() { view! { <EmbedBar/> }.into_any() } else { view! { <Header/> }.into_any() }}
        <main id="main" tabindex="-1" class:embedded=move || lab.embed.get()>
            <Notice/>
            <MessageBox/>
            {move || match lab.page.get() {
                Page::Home => view! { <Home/> }.into_any(),
                Page::Lesson(n) => lesson(n),
            }}
        </main>
        <PresenterBar/>
    }
}
