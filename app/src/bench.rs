//! Hooks for the benchmark and the browser tests (exported to JavaScript as
//! `window.wasmBindings`): a model's transcript inside the browser's wasm engine, timed or with
//! overrides, so the tests can hold the wasm build to the native fixtures byte for byte.

use wasm_bindgen::prelude::*;

/// Empties the caches that could answer for a model of this lesson.
fn forget(lesson: u8) {
    if lessons::remote::LOCAL {
        lessons::memo::forget_all();
    } else {
        crate::packs::forget(lesson);
    }
}

fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// Times `samples` samples of a model's transcript at its defaults, in milliseconds per
/// transcript. Each sample repeats the transcript until at least 2 ms have passed (the
/// browser's clock is coarse) and divides. An unknown model gives an empty list.
#[wasm_bindgen]
pub fn bench_transcript(model: &str, samples: u32) -> Vec<f64> {
    let Some(m) = lessons::find(model) else { return Vec::new() };
    let _ = m.transcript(&[]); // warm up
    (0..samples)
        .map(|_| {
            let (t0, mut runs) = (now(), 0u32);
            while runs == 0 || now() - t0 < 2.0 {
                // Whole runs: no page cache in the model's pack may answer for the model.
                forget(m.lesson());
                let _ = m.transcript(&[]);
                runs += 1;
            }
            (now() - t0) / runs as f64
        })
        .collect()
}

/// Loads every lesson's pack, so the hooks below can run any model (call and await it first).
#[wasm_bindgen]
pub async fn load_packs() -> Result<(), JsValue> {
    for lesson in 1..=lessons::content::LESSONS.len() as u8 {
        crate::packs::load(lesson).await.map_err(|e| JsValue::from_str(&e))?;
    }
    Ok(())
}

/// The registered models' ids, in course order.
#[wasm_bindgen]
pub fn bench_models() -> Vec<String> {
    lessons::MODELS.iter().map(|m| m.id().to_string()).collect()
}

/// Times each registered two-parameter explorer's full grid at the course's values:
/// `[model, total ms, slowest row ms]` as a flat list of strings.
#[wasm_bindgen]
pub fn bench_sweeps() -> Vec<String> {
    let side = crate::components::sweep::SIDE;
    let mut out = Vec::new();
    for s in lessons::sweep::SWEEPS {
        let Some(m) = lessons::find(s.model) else { continue };
        let spec = |k: &str| m.schema().iter().find(|x| x.key == k).copied();
        let (Some(xs), Some(ys)) = (spec(s.x), spec(s.y)) else { continue };
        let (xs, ys) = (lessons::sweep::axis(&xs, side), lessons::sweep::axis(&ys, side));
        let base = Default::default();
        let (t0, mut slowest) = (now(), 0.0f64);
        for &y in &ys {
            let r0 = now();
            std::hint::black_box(lessons::sweep::row(s, &base, &xs, y));
            slowest = slowest.max(now() - r0);
        }
        out.extend([s.model.to_string(), format!("{:.2}", now() - t0), format!("{slowest:.2}")]);
    }
    out
}

/// A model's transcript with overrides written as in a fixture's `.args` line
/// (`SYMBOL=VALUE ...`, keys allowed), or the error's message.
#[wasm_bindgen]
pub fn transcript_with(model: &str, args: &str) -> Result<String, JsValue> {
    let m = lessons::find(model).ok_or_else(|| JsValue::from_str(&format!("unknown model {model}")))?;
    let pairs: Vec<(&str, &str)> = args.split_whitespace().filter_map(|a| a.split_once('=')).collect();
    m.transcript(&pairs).map_err(|e| JsValue::from_str(&e.to_string()))
}
