//! Inside another page: tell the parent how tall the content is whenever that changes. Only the
//! height is sent, as `{"context": "iframe.resize", "height": N}`; nothing is read from the
//! parent.

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

fn post_height() {
    let Some(body) = document().body() else { return };
    let height = body.scroll_height().max(body.offset_height());
    let msg = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&msg, &"context".into(), &lessons::embed::RESIZE_CONTEXT.into());
    let _ = js_sys::Reflect::set(&msg, &"height".into(), &(height as f64).into());
    if let Ok(Some(parent)) = window().parent() {
        if parent != window() {
            let _ = parent.post_message(&msg, "*");
        }
    }
}

pub fn post_height_on_resize() {
    let cb = Closure::<dyn Fn()>::new(post_height);
    if let (Ok(observer), Some(body)) = (web_sys::ResizeObserver::new(cb.as_ref().unchecked_ref()), document().body()) {
        observer.observe(&body);
        std::mem::forget(observer);
    }
    cb.forget();
}
