//! Whether an element is on screen or near it (within 400 px), from one shared
//! `IntersectionObserver`. Charts below the fold use it to skip redrawing while nobody can see
//! them: a long lesson page then pays, on each slider move, for the charts in view only, and a
//! chart brought into view is redrawn before it shows.

use std::cell::RefCell;
use std::collections::BTreeMap;

use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Element, IntersectionObserver, IntersectionObserverEntry, IntersectionObserverInit};

struct Watch {
    observer: IntersectionObserver,
    _callback: Closure<dyn FnMut(js_sys::Array)>,
    watched: BTreeMap<u32, (Element, RwSignal<bool>)>,
    next: u32,
}

thread_local! {
    static WATCH: RefCell<Option<Watch>> = const { RefCell::new(None) };
    /// While set (a handout is being printed), every watched element counts as on screen.
    static HOLD: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Makes every watched element count as on screen until called again with `false` (printing
/// needs every chart drawn, not only those near the viewport).
pub fn hold_all(on: bool) {
    HOLD.with(|h| h.set(on));
    if on {
        WATCH.with(|w| {
            if let Some(w) = w.borrow().as_ref() {
                for (_, s) in w.watched.values() {
                    s.try_set(true);
                }
            }
        });
    }
}

const ATTR: &str = "data-on-screen";

fn with_watch<T>(f: impl FnOnce(&mut Watch) -> T) -> Option<T> {
    WATCH.with(|w| {
        let mut w = w.borrow_mut();
        if w.is_none() {
            let callback = Closure::<dyn FnMut(js_sys::Array)>::new(|entries: js_sys::Array| {
                for entry in entries.iter() {
                    let entry: IntersectionObserverEntry = entry.unchecked_into();
                    let id = entry.target().get_attribute(ATTR).and_then(|v| v.parse::<u32>().ok());
                    let signal =
                        id.and_then(|id| WATCH.with(|w| w.borrow().as_ref()?.watched.get(&id).map(|(_, s)| *s)));
                    if let Some(s) = signal {
                        s.try_set(entry.is_intersecting() || HOLD.with(|h| h.get()));
                    }
                }
            });
            let options = IntersectionObserverInit::new();
            options.set_root_margin("400px 0px");
            let observer = IntersectionObserver::new_with_options(callback.as_ref().unchecked_ref(), &options).ok()?;
            *w = Some(Watch { observer, _callback: callback, watched: BTreeMap::new(), next: 0 });
        }
        w.as_mut().map(f)
    })
}

/// A signal that follows whether `node`'s element is near the viewport. It starts true (the
/// first drawing is immediate) and stays true where the browser has no `IntersectionObserver`.
pub fn on_screen(node: NodeRef<Div>) -> RwSignal<bool> {
    let visible = RwSignal::new(true);
    let id = with_watch(|w| {
        w.next += 1;
        w.next
    });
    let Some(id) = id else { return visible };
    node.on_load(move |el| {
        let el: Element = el.into();
        let _ = el.set_attribute(ATTR, &id.to_string());
        with_watch(|w| {
            w.observer.observe(&el);
            w.watched.insert(id, (el, visible));
        });
    });
    on_cleanup(move || {
        with_watch(|w| {
            if let Some((el, _)) = w.watched.remove(&id) {
                w.observer.unobserve(&el);
            }
        });
    });
    visible
}
