//! The page's Web Worker (`pack-worker.js`, copied from `assets/` by Trunk): the requests that
//! take many pack calls (a seed ensemble, an explorer's rows) run there, so a learner's next
//! input never waits behind them. The worker loads the lesson's pack itself and answers with
//! the same bytes the page's own pack would ([`crate::packs`]).
//!
//! Started on first use, from the page's folder (the site works from any subfolder; the CSP's
//! `worker-src 'self'`). A worker that cannot start or fails is not tried again: the requests
//! then run on the page as before, and [`fell_back`] says so for the views to show. So is one
//! whose script has not said it is running within [`START_LIMIT`] (a stalled download raises
//! no error, and its requests would wait for ever). A single request the worker could not
//! answer runs on the page alone.

use std::cell::RefCell;

use js_sys::{Function, Object, Promise, Reflect, Uint8Array};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, Worker};

/// Where the worker's script is, relative to the page.
const SCRIPT: &str = "pack-worker.js";

/// How long the worker's script may take to start (its first message, `{ ready: true }`).
/// A long computation does not count: the script says it is running before any request.
const START_LIMIT: std::time::Duration = std::time::Duration::from_secs(10);

struct Running {
    worker: Worker,
    /// Requests sent and not answered (a few at most): id, their promise's resolve and reject.
    pending: Vec<(u32, Function, Function)>,
    /// Whether the script has said it is running.
    ready: bool,
    next: u32,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

enum State {
    NotStarted,
    Running(Running),
    Failed,
}

thread_local! {
    static STATE: RefCell<State> = const { RefCell::new(State::NotStarted) };
}

/// Whether the worker could not start or failed (the heavy requests then run on the page).
pub fn fell_back() -> bool {
    STATE.with(|s| matches!(*s.borrow(), State::Failed))
}

/// Gives up on the worker: every request waiting for it fails (its caller runs it on the page).
fn fail(why: &str) {
    web_sys::console::warn_1(&format!("{SCRIPT}: {why}; heavy requests run on the page").into());
    let old = STATE.with(|s| std::mem::replace(&mut *s.borrow_mut(), State::Failed));
    if let State::Running(r) = old {
        r.worker.terminate();
        for (_, _, reject) in r.pending {
            let _ = reject.call1(&JsValue::NULL, &why.into());
        }
    }
}

fn start() -> Result<Running, JsValue> {
    let worker = Worker::new(SCRIPT)?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|ev: MessageEvent| {
        let data = ev.data();
        if Reflect::get(&data, &"ready".into()).is_ok_and(|v| v.is_truthy()) {
            STATE.with(|s| {
                if let State::Running(r) = &mut *s.borrow_mut() {
                    r.ready = true;
                }
            });
            return;
        }
        let id = Reflect::get(&data, &"id".into()).ok().and_then(|v| v.as_f64()).map(|v| v as u32);
        let Some(waiting) = id.and_then(|id| {
            STATE.with(|s| match &mut *s.borrow_mut() {
                State::Running(r) => {
                    let k = r.pending.iter().position(|p| p.0 == id)?;
                    Some(r.pending.swap_remove(k))
                }
                _ => None,
            })
        }) else {
            return;
        };
        let (_, resolve, reject) = waiting;
        match Reflect::get(&data, &"answer".into()) {
            Ok(a) if a.is_instance_of::<Uint8Array>() => {
                let _ = resolve.call1(&JsValue::NULL, &a);
            }
            _ => {
                let why = Reflect::get(&data, &"error".into()).ok().and_then(|e| e.as_string()).unwrap_or_default();
                let _ = reject.call1(&JsValue::NULL, &why.into());
            }
        }
    });
    // The script missing, refused or failing: no more tries.
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|_| fail("the worker failed"));
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    leptos::prelude::set_timeout(
        || {
            let stalled = STATE.with(|s| matches!(&*s.borrow(), State::Running(r) if !r.ready));
            if stalled {
                fail("the worker did not start");
            }
        },
        START_LIMIT,
    );
    Ok(Running { worker, pending: Vec::new(), ready: false, next: 0, _on_message: on_message, _on_error: on_error })
}

/// Sends a `lessons::wire` request for `lesson`'s pack to the worker; its answer's bytes, or
/// `None` when there is no worker (never started, failed) or it could not answer.
pub async fn ask(lesson: u8, request: &[u8]) -> Option<Vec<u8>> {
    let promise = STATE.with(|s| {
        let mut s = s.borrow_mut();
        if matches!(*s, State::NotStarted) {
            *s = match start() {
                Ok(r) => State::Running(r),
                Err(_) => State::Failed,
            };
        }
        let State::Running(r) = &mut *s else { return None };
        let id = r.next;
        r.next = r.next.wrapping_add(1);
        let message = Object::new();
        let bytes = Uint8Array::from(request);
        for (k, v) in [
            ("id", JsValue::from(id)),
            ("url", crate::packs::url(lesson).into()),
            ("version", lessons::wire::VERSION.into()),
            ("request", bytes.clone().into()),
        ] {
            Reflect::set(&message, &k.into(), &v).ok()?;
        }
        let mut settle = None;
        let promise = Promise::new(&mut |resolve, reject| settle = Some((resolve, reject)));
        let (resolve, reject) = settle?;
        r.pending.push((id, resolve, reject));
        let transfer = js_sys::Array::of1(&bytes.buffer());
        r.worker.post_message_with_transfer(&message, &transfer).ok()?;
        Some(promise)
    });
    match JsFuture::from(promise?).await {
        Ok(a) => Some(a.unchecked_into::<Uint8Array>().to_vec()),
        Err(e) => {
            web_sys::console::warn_1(&format!("{SCRIPT}: {}", e.as_string().unwrap_or_default()).into());
            None
        }
    }
}
