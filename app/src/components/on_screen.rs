//! Whether an element is on screen or near it (within 400 px), from one shared
//! `IntersectionObserver`. Charts below the fold use it to skip redrawing while nobody can see
//! them: a long lesson page then pays, on each slider move, for the charts in view only, and a
//! chart brought into view is redrawn before it shows. [`draw_near`] is that rule, for a chart
//! and a system view alike.

use std::cell::RefCell;
use std::collections::BTreeMap;

use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlDivElement, IntersectionObserver, IntersectionObserverEntry, IntersectionObserverInit};

use crate::components::deferred;

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

/// Keeps what `node` holds drawn while it is near the viewport, and only then: a part the learner
/// has scrolled past costs a change nothing, and is brought up to date before it shows.
///
/// `draw` runs as an effect: whenever what it reads changes while the part is near, and when the
/// part comes near. It is given the element and whether the part was near at its last drawing
/// (that drawing is then on the page). It returns whether the new drawing may wait a task
/// ([`deferred::later`], so the input's own task stays short) or is written at once
/// ([`deferred::now`]), and the work that writes it; `None` when there is nothing to draw yet.
pub fn draw_near<W: FnOnce() + 'static>(
    node: NodeRef<Div>,
    draw: impl Fn(HtmlDivElement, bool) -> Option<(bool, W)> + 'static,
) {
    let near = on_screen(node);
    let was_near = StoredValue::new(false);
    let key = deferred::key();
    Effect::new(move |_| {
        if !near.get() {
            was_near.set_value(false);
            return;
        }
        let Some(el) = node.get() else { return };
        let at: Element = (*el).clone().into();
        let Some((wait, write)) = draw(el, was_near.get_value()) else { return };
        if wait {
            deferred::later(key, &at, write);
        } else {
            deferred::now(key, write);
        }
        was_near.set_value(true);
    });
}
