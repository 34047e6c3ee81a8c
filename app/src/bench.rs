//! Hooks for the benchmark and the browser tests (exported to JavaScript as
//! `window.wasmBindings`): a model's transcript inside the browser's wasm engine, timed or with
//! overrides, so the tests can hold the wasm build to the native fixtures byte for byte.

use wasm_bindgen::prelude::*;

fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// Times `samples` samples of a model's transcript at its defaults, in milliseconds per
/// transcript. Each sample repeats the transcript until at least 2 ms have passed (the
/// browser's clock is coarse) and divides. An unknown model gives an empty list.
#[wasm_bindgen]
pub fn bench_transcript(model: &str, samples: u32) -> Vec<f64> {
    let Some(m) = lessons::find(model) else { return Vec::new() };
    let _ = crate::packs::transcript(model, &[]); // warm up
    (0..samples)
        .map(|_| {
            let (t0, mut runs) = (now(), 0u32);
            while runs == 0 || now() - t0 < 2.0 {
                // Whole runs: no page cache in the model's pack may answer for the model.
                crate::packs::forget(m.lesson);
                let _ = crate::packs::transcript(model, &[]);
                runs += 1;
            }
            (now() - t0) / runs as f64
        })
        .collect()
}

/// Loads every page's pack, so the hooks below can run any model (call and await it first).
#[wasm_bindgen]
pub async fn load_packs() -> Result<(), JsValue> {
    for &lesson in lessons::catalog::PAGE_NUMBERS {
        crate::packs::load(lesson).await.map_err(|e| JsValue::from_str(&e))?;
    }
    Ok(())
}

/// The registered models' ids, in course order.
#[wasm_bindgen]
pub fn bench_models() -> Vec<String> {
    lessons::MODELS.iter().map(|m| m.id.to_string()).collect()
}

/// Every page's number, in course order (the browser tests' list of pages).
#[wasm_bindgen]
pub fn lab_pages() -> Vec<u8> {
    lessons::catalog::PAGE_NUMBERS.to_vec()
}

/// Times each two-parameter explorer's full grid at the course's values:
/// `[model, total ms, slowest row ms]` as a flat list of strings.
#[wasm_bindgen]
pub fn bench_sweeps() -> Vec<String> {
    let side = crate::components::sweep::SIDE;
    let mut out = Vec::new();
    // The pages' content, from their packs (`load_packs` first).
    let pages = lessons::catalog::PAGE_NUMBERS.iter().filter_map(|&n| crate::packs::lesson(n));
    let widgets = pages.flat_map(|l| l.widgets.iter());
    for (model, s) in widgets.filter_map(|w| w.explorer.map(|s| (w.model, s))) {
        let Some(m) = lessons::find(model) else { continue };
        let (Some(xs), Some(ys)) = (m.spec(s.x), m.spec(s.y)) else { continue };
        let (xs, ys) = (lessons::sweep::axis(xs, side), lessons::sweep::axis(ys, side));
        let base = Default::default();
        let (t0, mut slowest) = (now(), 0.0f64);
        for &y in &ys {
            let r0 = now();
            std::hint::black_box(crate::packs::sweep_row(model, &base, (s.x, &xs), (s.y, y)));
            slowest = slowest.max(now() - r0);
        }
        out.extend([model.to_string(), format!("{:.2}", now() - t0), format!("{slowest:.2}")]);
    }
    out
}

/// A model's transcript with overrides written as in a fixture's `.args` line
/// (`SYMBOL=VALUE ...`, keys allowed), or the error's message.
#[wasm_bindgen]
pub fn transcript_with(model: &str, args: &str) -> Result<String, JsValue> {
    let pairs: Vec<(&str, &str)> = args.split_whitespace().filter_map(|a| a.split_once('=')).collect();
    crate::packs::transcript(model, &pairs).map_err(|e| JsValue::from_str(&e.to_string()))
}
