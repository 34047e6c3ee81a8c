//! The chart explorer: a chart in an interactive Plotly view (zoom, pan, a range slider under a
//! long series, hover values, legend toggling, PNG export).
//!
//! Neither the figure-building code nor Plotly.js is part of the page shell: the first time a
//! learner opens the view, the page fetches `explore/explore.wasm` (built from `app/explore`,
//! the `plotly` crate turning a [`Chart`] into a figure) and adds
//! `<script src="explore/plotly.min.js">` (the vendored basic bundle, which needs no
//! `unsafe-eval`); both come from the site itself. Later opens reuse them.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Function, Promise, Reflect};
use lessons::view::Chart;
use lessons::wire::{self, Figure};
use sim_core::Lang;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::packs::{instantiate, Pack};

/// Where the explorer's files are, relative to the page (`scripts/site-extras.sh` puts them).
pub const MODULE_URL: &str = "explore/explore.wasm";
pub const PLOTLY_URL: &str = "explore/plotly.min.js";

thread_local! {
    static MODULE: RefCell<Option<Rc<Pack>>> = const { RefCell::new(None) };
    /// Plotly.js's script, added once: resolves when it has run.
    static SCRIPT: RefCell<Option<Promise>> = const { RefCell::new(None) };
}

fn js_text(e: JsValue) -> String {
    e.as_string()
        .or_else(|| e.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message())))
        .unwrap_or_else(|| format!("{e:?}"))
}

fn plotly() -> Result<JsValue, String> {
    let window = web_sys::window().ok_or("no window")?;
    Reflect::get(&window, &"Plotly".into()).map_err(js_text).and_then(|p| {
        if p.is_undefined() {
            Err("Plotly.js did not load".to_string())
        } else {
            Ok(p)
        }
    })
}

/// Adds Plotly.js's script (once) and gives the promise of its load.
fn script() -> Result<Promise, String> {
    if let Some(p) = SCRIPT.with(|s| s.borrow().clone()) {
        return Ok(p);
    }
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let el: web_sys::HtmlScriptElement =
        document.create_element("script").map_err(js_text)?.dyn_into().map_err(|_| "not a script element")?;
    let promise = Promise::new(&mut |resolve, reject| {
        el.set_onload(Some(&resolve));
        el.set_onerror(Some(&reject));
    });
    el.set_src(PLOTLY_URL);
    document.head().ok_or("no head")?.append_child(&el).map_err(js_text)?;
    SCRIPT.with(|s| *s.borrow_mut() = Some(promise.clone()));
    Ok(promise)
}

async fn module() -> Result<Rc<Pack>, String> {
    if let Some(m) = MODULE.with(|m| m.borrow().clone()) {
        return Ok(m);
    }
    let (m, _) = instantiate(MODULE_URL, "explore", true).await?;
    let m = Rc::new(m);
    MODULE.with(|s| *s.borrow_mut() = Some(m.clone()));
    Ok(m)
}

/// The chart's figure (as a JavaScript object) for a place `width` CSS pixels wide, from the
/// explorer's module.
async fn figure(chart: &Chart, lang: Lang, file: &str, width: u32) -> Result<JsValue, String> {
    let request = Figure { lang, file: file.to_string(), width, chart: chart.clone() };
    let bytes = module().await?.ask(&wire::encode(&request))?;
    let text = String::from_utf8(bytes).map_err(|_| "the figure is not UTF-8".to_string())?;
    let fig = js_sys::JSON::parse(&text).map_err(js_text)?;
    let error = Reflect::get(&fig, &"error".into()).map_err(js_text)?;
    if !error.is_undefined() {
        let key = if lang == Lang::Tr { "tr" } else { "en" };
        return Err(Reflect::get(&error, &key.into()).ok().and_then(|e| e.as_string()).unwrap_or_default());
    }
    Ok(fig)
}

/// Draws the chart's interactive figure into `el`, loading the explorer first if need be; the
/// error says what failed.
pub async fn show(el: &web_sys::HtmlElement, chart: &Chart, lang: Lang, file: &str) -> Result<(), String> {
    // Plotly.js downloads while the module is fetched and builds the figure.
    let loaded = script()?;
    let fig = figure(chart, lang, file, el.client_width().max(0) as u32).await?;
    if let Err(e) = JsFuture::from(loaded).await {
        // A failed script may be added again on the next open.
        SCRIPT.with(|s| *s.borrow_mut() = None);
        return Err(format!("{PLOTLY_URL}: {}", js_text(e)));
    }
    let plotly = plotly()?;
    let new_plot: Function = Reflect::get(&plotly, &"newPlot".into()).map_err(js_text)?.dyn_into().map_err(js_text)?;
    let drawn = new_plot.call2(&plotly, el, &fig).map_err(js_text)?;
    JsFuture::from(Promise::resolve(&drawn)).await.map_err(js_text)?;
    Ok(())
}

/// Fits the figure to `el` again on the next frame: the status line above it may have taken
/// another line once the figure was drawn, and Plotly follows only the window's size.
pub fn refit(el: &web_sys::HtmlElement) {
    let el = el.clone();
    let again = wasm_bindgen::closure::Closure::once_into_js(move || {
        let Ok(plots) = plotly().and_then(|p| Reflect::get(&p, &"Plots".into()).map_err(js_text)) else { return };
        if let Ok(resize) = Reflect::get(&plots, &"resize".into()).and_then(|f| f.dyn_into::<Function>()) {
            let _ = resize.call1(&plots, &el);
        }
    });
    if let Some(w) = web_sys::window() {
        let _ = w.request_animation_frame(again.unchecked_ref());
    }
}

/// Frees what Plotly holds for `el` (the view was closed).
pub fn purge(el: &web_sys::HtmlElement) {
    let Ok(plotly) = plotly() else { return };
    if let Ok(purge) = Reflect::get(&plotly, &"purge".into()).and_then(|f| f.dyn_into::<Function>()) {
        let _ = purge.call1(&plotly, el);
    }
}
