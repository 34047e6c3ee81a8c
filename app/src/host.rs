//! The host-page API: an embedding page that named its origin in the embed link
//! (`&host=https://school.example`) hears the lab through `postMessage` and can steer it.
//!
//! The lab sends, to that origin only: `lab:ready` (once, with the state), `lab:state` (after
//! each change, once it rests) and `lab:answer` (each revealed prediction). It takes `lab:set`
//! (lesson, step, language, values) from that origin and from its parent window only;
//! everything else is ignored. Without `host=` the lab sends nothing but its height
//! ([`crate::embed`]) and takes nothing. Payloads are plain objects (serde-wasm-bindgen).

use std::collections::BTreeMap;
use std::rc::Rc;

use leptos::prelude::*;
use lessons::link::{self, LinkState, Page};
use serde::{Deserialize, Serialize};
use sim_core::Lang;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::record::to_js;
use crate::state::Lab;

/// What `lab:ready` and `lab:state` carry.
#[derive(Serialize)]
struct State<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    /// The page's number, or null on the course map.
    lesson: Option<u8>,
    lang: &'static str,
    /// The open step, counted from 1 as in links, or null.
    step: Option<usize>,
    /// Values that differ from the course's: model id → stable key → value.
    values: &'a crate::state::Values,
    /// The state as a link's query string.
    query: String,
    /// What the last `lab:set` asked for that could not be taken (one sentence each).
    ignored: Vec<String>,
}

/// What `lab:answer` carries: one revealed prediction.
#[derive(Serialize)]
struct Answer<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    lesson: u8,
    /// Counted from 1, as in links.
    step: usize,
    /// How the step asked (`choice`, `numeric`, …).
    ask: &'a str,
    given: &'a str,
    truth: &'a str,
    right: bool,
    latency_ms: f64,
}

/// `lab:set`: every field may be left out.
#[derive(Deserialize)]
struct SetMessage {
    #[serde(rename = "type")]
    kind: String,
    lesson: Option<u8>,
    /// Counted from 1; 0 closes the open step.
    step: Option<usize>,
    lang: Option<String>,
    values: Option<BTreeMap<String, BTreeMap<String, f64>>>,
}

fn lang_code(l: Lang) -> &'static str {
    if l == Lang::En {
        "en"
    } else {
        "tr"
    }
}

/// Whether the embedding page is the named host, where the browser says whose page holds the
/// frame (`location.ancestorOrigins`); elsewhere the browser's own check on the target origin
/// keeps the message from any other page.
fn parent_is(host: &str) -> bool {
    let Ok(origins) = js_sys::Reflect::get(&window().location(), &"ancestorOrigins".into()) else { return true };
    if !origins.is_object() {
        return true;
    }
    match js_sys::Reflect::get(&origins, &JsValue::from(0)).ok().and_then(|o| o.as_string()) {
        Some(first) => first == host,
        None => true,
    }
}

fn post(host: &str, message: &JsValue) {
    if let Ok(Some(parent)) = window().parent() {
        if parent != window() && parent_is(host) {
            let _ = parent.post_message(message, host);
        }
    }
}

fn state_message(lab: Lab, kind: &'static str, ignored: Vec<String>) -> Option<JsValue> {
    let st = untrack(|| lab.link());
    let lesson = match st.page {
        Page::Lesson(n) => Some(n),
        Page::Home => None,
    };
    to_js(&State {
        kind,
        lesson,
        lang: lang_code(st.lang),
        step: st.step.map(|s| s + 1),
        values: &st.values,
        query: link::to_query(&st),
        ignored,
    })
    .ok()
}

/// The query a `lab:set` asks for: the current state changed as it says, its values written
/// as a link writes them, so that they are checked exactly as a link's are.
fn wanted(current: &LinkState, set: &SetMessage) -> String {
    let mut st = current.clone();
    if let Some(n) = set.lesson {
        if st.page != Page::Lesson(n) {
            st.page = Page::Lesson(n);
            st.step = None;
            st.widget = None;
            st.values.clear();
        }
    }
    match set.lang.as_deref() {
        Some("en") => st.lang = Lang::En,
        Some("tr") => st.lang = Lang::Tr,
        _ => {}
    }
    let mut q = link::to_query(&LinkState { step: None, ..st.clone() });
    if let Some(s) = set.step.or(st.step.map(|s| s + 1)) {
        if s > 0 {
            q.push_str(&format!("&step={s}"));
        }
    }
    if let Some(l) = set.lang.as_deref().filter(|l| *l != "en" && *l != "tr") {
        q.push_str(&format!("&lang={l}"));
    }
    for (model, keys) in set.values.iter().flatten() {
        for (key, v) in keys {
            q.push_str(&format!("&{model}.{key}={}", lessons::jsfmt::js_string(*v)));
        }
    }
    q
}

/// Starts the API when the link names a host; does nothing otherwise.
pub fn follow(lab: Lab) {
    let Some(host) = lab.host.get_untracked() else { return };
    let host: Rc<str> = host.into();
    // The last `lab:set`'s refusals, told with the next state.
    let refusals: Rc<std::cell::RefCell<Vec<String>>> = Default::default();

    if let Some(m) = state_message(lab, "lab:ready", Vec::new()) {
        post(&host, &m);
    }

    let (h, r) = (host.clone(), refusals.clone());
    let pending: Rc<std::cell::Cell<Option<TimeoutHandle>>> = Default::default();
    let first = std::cell::Cell::new(true);
    Effect::new(move |_| {
        let _ = lab.query();
        if first.replace(false) {
            return;
        }
        if let Some(p) = pending.take() {
            p.clear();
        }
        let (h, r) = (h.clone(), r.clone());
        let handle = set_timeout_with_handle(
            move || {
                if let Some(m) = state_message(lab, "lab:state", std::mem::take(&mut *r.borrow_mut())) {
                    post(&h, &m);
                }
            },
            std::time::Duration::from_millis(150),
        );
        pending.set(handle.ok());
    });

    let h = host.clone();
    let taken = std::cell::Cell::new(0usize);
    Effect::new(move |_| {
        lab.answers.with(|all| {
            for p in all.iter().skip(taken.get()) {
                let a = Answer {
                    kind: "lab:answer",
                    lesson: p.lesson,
                    step: p.step + 1,
                    ask: &p.kind,
                    given: &p.given,
                    truth: &p.truth,
                    right: p.right,
                    latency_ms: p.latency_ms,
                };
                if let Ok(m) = to_js(&a) {
                    post(&h, &m);
                }
            }
            taken.set(all.len());
        });
    });

    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
        // Only the named origin, and only the window that holds the lab.
        if ev.origin() != *host {
            return;
        }
        let from_parent = match (ev.source(), window().parent()) {
            (Some(src), Ok(Some(parent))) => {
                let src: JsValue = src.into();
                let parent: JsValue = parent.into();
                js_sys::Object::is(&src, &parent)
            }
            _ => false,
        };
        if !from_parent {
            return;
        }
        let Ok(set) = serde_wasm_bindgen::from_value::<SetMessage>(ev.data()) else { return };
        if set.kind != "lab:set" {
            return;
        }
        let q = wanted(&untrack(|| lab.link()), &set);
        let (st, mut ignored) = link::parse(&q);
        let lang = st.lang;
        let page_changed = untrack(|| lab.page.get()) != st.page;
        let before = untrack(|| lab.query());
        lab.load(st);
        // Values that do not fit together are known now if the page's pack is loaded (else
        // when it is, as a notice on the page).
        ignored.extend(lab.settle_values());
        *refusals.borrow_mut() = ignored.iter().map(|i| i.message(lang)).collect();
        if !ignored.is_empty() {
            lab.ignored.set(ignored);
        }
        if page_changed {
            window().scroll_to_with_x_and_y(0.0, 0.0);
        }
        // A set that changes nothing still gets its answer.
        if untrack(|| lab.query()) == before {
            let r = std::mem::take(&mut *refusals.borrow_mut());
            if let Some(m) = state_message(lab, "lab:state", r) {
                post(&host, &m);
            }
        }
    });
    let _ = window().add_event_listener_with_callback("message", on_message.as_ref().unchecked_ref());
    on_message.forget();
}
