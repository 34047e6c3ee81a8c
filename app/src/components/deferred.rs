//! Drawings written after the task that made them, one a task. A slider move on a rich page
//! (lesson 1: two system views, three charts and their tables) used to change several hundred
//! elements in the input's own task, and the browser then restyled, laid out and painted all of
//! it before it took the next input: one change held the main thread for up to two frames. Now
//! the input's task updates the controls, the summary and the tables and computes each drawing;
//! the drawings go into the page one a task after it ([`later`]; a newer drawing of the same
//! part replaces one still waiting), so the browser can take an input or paint a frame between
//! them.
//!
//! While a widget has drawings waiting, its results are marked busy ([`mark`]: `aria-busy`, so
//! a screen reader waits for them). The same mark says a run is out in the worker; the
//! "recomputing" badge and the dimmed charts belong to that alone.

use std::cell::{Cell, RefCell};

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// Why a widget's results are busy; they are while either is.
#[derive(Clone, Copy)]
pub enum Busy {
    /// A newer run is out (in the worker): the attribute `data-running`.
    Running,
    /// Drawings wait to be written: the attribute `data-drawing`.
    Drawing,
}

impl Busy {
    fn attr(self) -> &'static str {
        match self {
            Busy::Running => "data-running",
            Busy::Drawing => "data-drawing",
        }
    }
}

/// Sets or clears one reason for `results` to be busy, and `aria-busy` while any is set.
pub fn mark(results: &Element, why: Busy, on: bool) {
    if on {
        let _ = results.set_attribute(why.attr(), "");
        let _ = results.set_attribute("aria-busy", "true");
    } else {
        let _ = results.remove_attribute(why.attr());
        if ![Busy::Running, Busy::Drawing].iter().any(|b| results.has_attribute(b.attr())) {
            let _ = results.remove_attribute("aria-busy");
        }
    }
}

struct Job {
    key: u32,
    results: Option<Element>,
    run: Box<dyn FnOnce()>,
}

thread_local! {
    static QUEUE: RefCell<Vec<Job>> = const { RefCell::new(Vec::new()) };
    static NEXT_KEY: Cell<u32> = const { Cell::new(0) };
    static TICK: RefCell<Option<Closure<dyn FnMut()>>> = const { RefCell::new(None) };
}

// A task after this one: a message to ourselves (a timer would be held back to 4 ms once
// nested, and a drawing waits behind no timer).
#[wasm_bindgen::prelude::wasm_bindgen(inline_js = r#"
const channel = new MessageChannel();
let waiting = null;
channel.port1.onmessage = () => { const f = waiting; waiting = null; if (f) f(); };
export function next_task(f) { waiting = f; channel.port2.postMessage(0); }
"#)]
extern "C" {
    fn next_task(f: &js_sys::Function);
}

/// A key for one part's drawings (a chart, a system view).
pub fn key() -> u32 {
    NEXT_KEY.with(|k| {
        k.set(k.get() + 1);
        k.get()
    })
}

/// Writes a drawing of the part `key` (its element `at`) a task from now, after those already
/// waiting; one of the same part still waiting is replaced. `at`'s widget results are busy until
/// its last drawing is written.
pub fn later(key: u32, at: &Element, run: impl FnOnce() + 'static) {
    let results = at.closest(".results").ok().flatten();
    if let Some(r) = &results {
        mark(r, Busy::Drawing, true);
    }
    let first = QUEUE.with(|q| {
        let mut q = q.borrow_mut();
        match q.iter_mut().find(|j| j.key == key) {
            Some(j) => j.run = Box::new(run),
            None => q.push(Job { key, results, run: Box::new(run) }),
        }
        q.len() == 1
    });
    if first {
        schedule();
    }
}

/// Writes a drawing of the part `key` now; one still waiting is dropped (it is older).
pub fn now(key: u32, run: impl FnOnce()) {
    let dropped = QUEUE.with(|q| {
        let mut q = q.borrow_mut();
        let at = q.iter().position(|j| j.key == key)?;
        Some(q.remove(at))
    });
    run();
    if let Some(r) = dropped.and_then(|j| j.results) {
        done_with(&r);
    }
}

/// Clears `results`' drawing mark when none of its drawings is waiting.
fn done_with(results: &Element) {
    if !QUEUE.with(|q| q.borrow().iter().any(|j| j.results.as_ref() == Some(results))) {
        mark(results, Busy::Drawing, false);
    }
}

/// Writes every waiting drawing now (before printing).
pub fn flush() {
    while run_one() {}
}

fn schedule() {
    TICK.with(|t| {
        let mut t = t.borrow_mut();
        let tick = t.get_or_insert_with(|| {
            Closure::new(|| {
                if run_one() && QUEUE.with(|q| !q.borrow().is_empty()) {
                    schedule();
                }
            })
        });
        next_task(tick.as_ref().unchecked_ref());
    });
}

/// Writes the first waiting drawing; `false` when none was waiting.
fn run_one() -> bool {
    let Some(job) = QUEUE.with(|q| {
        let mut q = q.borrow_mut();
        (!q.is_empty()).then(|| q.remove(0))
    }) else {
        return false;
    };
    (job.run)();
    if let Some(r) = &job.results {
        done_with(r);
    }
    true
}
