//! The lesson packs (`packs/lNN.wasm`, built from the `packs` crate): the page shell carries no
//! model, so a lesson page first loads its lesson's pack, then every run of a model, and every
//! row of an explorer, is a call into that module (bytes of `lessons::wire` through its memory).
//!
//! A pack needs no imports; it is fetched from the site itself (`connect-src 'self'`).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use js_sys::{Function, Object, Reflect, Uint8Array, WebAssembly};
use lessons::registry::Overrides;
use lessons::remote::{Remote, NOT_LOADED};
use lessons::view::View;
use lessons::wire::{self, Request};
use sim_core::params::ParamError;
use sim_core::{Label, Lang};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// One instantiated pack: its memory and the exports the shell calls.
struct Pack {
    memory: WebAssembly::Memory,
    alloc: Function,
    call: Function,
    free: Function,
}

thread_local! {
    static PACKS: RefCell<BTreeMap<u8, Rc<Pack>>> = const { RefCell::new(BTreeMap::new()) };
}

/// Where a lesson's pack is, relative to the page (the site works from any folder).
pub fn url(lesson: u8) -> String {
    format!("packs/l{lesson:02}.wasm")
}

pub fn is_loaded(lesson: u8) -> bool {
    PACKS.with(|p| p.borrow().contains_key(&lesson))
}

fn js_text(e: JsValue) -> String {
    e.as_string()
        .or_else(|| e.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message())))
        .unwrap_or_else(|| format!("{e:?}"))
}

fn export(exports: &Object, name: &str) -> Result<JsValue, String> {
    Reflect::get(exports, &name.into()).map_err(js_text).and_then(|v| {
        if v.is_undefined() {
            Err(format!("the pack has no `{name}`"))
        } else {
            Ok(v)
        }
    })
}

fn number(f: &Function) -> Result<f64, String> {
    f.call0(&JsValue::NULL).map_err(js_text)?.as_f64().ok_or_else(|| "not a number".to_string())
}

/// Fetches and instantiates a lesson's pack (once); the error says what went wrong.
pub async fn load(lesson: u8) -> Result<(), String> {
    if lessons::remote::LOCAL || is_loaded(lesson) {
        return Ok(());
    }
    let resp =
        JsFuture::from(web_sys::window().ok_or("no window")?.fetch_with_str(&url(lesson))).await.map_err(js_text)?;
    let resp: web_sys::Response = resp.dyn_into().map_err(js_text)?;
    if !resp.ok() {
        return Err(format!("{} {}", resp.status(), url(lesson)));
    }
    let bytes = JsFuture::from(resp.array_buffer().map_err(js_text)?).await.map_err(js_text)?;
    let bytes = Uint8Array::new(&bytes).to_vec();
    let made = JsFuture::from(WebAssembly::instantiate_buffer(&bytes, &Object::new())).await.map_err(js_text)?;
    let instance: WebAssembly::Instance = export(made.unchecked_ref(), "instance")?.dyn_into().map_err(js_text)?;
    let exports = instance.exports();
    let func = |name: &str| export(&exports, name).and_then(|v| v.dyn_into::<Function>().map_err(js_text));
    let version = number(&func("pack_version")?)?;
    if version != wire::VERSION as f64 {
        return Err(format!("pack format {version}, page format {}: reload the page", wire::VERSION));
    }
    if number(&func("pack_lesson")?)? != lesson as f64 {
        return Err(format!("{} holds another lesson", url(lesson)));
    }
    let pack = Pack {
        memory: export(&exports, "memory")?.dyn_into().map_err(js_text)?,
        alloc: func("pack_alloc")?,
        call: func("pack_call")?,
        free: func("pack_free")?,
    };
    PACKS.with(|p| p.borrow_mut().insert(lesson, Rc::new(pack)));
    lessons::remote::install(Box::new(Packs));
    Ok(())
}

/// A wasm32 pointer or length as JavaScript returns it (an i32).
fn address(v: JsValue) -> Result<u32, String> {
    v.as_f64().map(|x| x as i32 as u32).ok_or_else(|| "not an address".to_string())
}

impl Pack {
    /// Sends one request, returns the answer's bytes.
    fn ask(&self, request: &[u8]) -> Result<Vec<u8>, String> {
        let len = request.len() as u32;
        let at = address(self.alloc.call1(&JsValue::NULL, &len.into()).map_err(js_text)?)?;
        // The memory may have grown since the last call: take a fresh view each time.
        Uint8Array::new(&self.memory.buffer()).subarray(at, at + len).copy_from(request);
        let out = address(self.call.call2(&JsValue::NULL, &at.into(), &len.into()).map_err(js_text)?)?;
        let mem = Uint8Array::new(&self.memory.buffer());
        let mut head = [0u8; 4];
        mem.subarray(out, out + 4).copy_to(&mut head);
        let n = u32::from_le_bytes(head);
        let mut body = vec![0u8; n as usize];
        mem.subarray(out + 4, out + 4 + n).copy_to(&mut body);
        self.free.call2(&JsValue::NULL, &out.into(), &(n + 4).into()).map_err(js_text)?;
        Ok(body)
    }
}

const FAILED: Label = Label::new(
    "Ders paketi yanıt veremedi; ayrıntı tarayıcının konsolunda. Sayfayı yenileyin.",
    "The lesson's pack could not answer; the browser's console has the details. Reload the page.",
);

fn ask(lesson: u8, request: &Request) -> Result<Vec<u8>, ParamError> {
    let pack = PACKS.with(|p| p.borrow().get(&lesson).cloned()).ok_or(ParamError::Conflict { message: NOT_LOADED })?;
    pack.ask(&request.encode()).map_err(|e| {
        web_sys::console::error_1(&format!("lesson {lesson}'s pack: {e}").into());
        ParamError::Conflict { message: FAILED }
    })
}

/// Empties one loaded pack's caches (the benchmark times whole runs).
pub fn forget(lesson: u8) {
    let _ = ask(lesson, &Request::Forget);
}

/// Values by name as the wire carries them.
fn owned(values: Overrides) -> Vec<(String, String)> {
    values.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

/// The shell's [`Remote`]: every loaded pack.
struct Packs;

impl Remote for Packs {
    fn view(&self, lesson: u8, model: &str, values: Overrides, lang: Lang) -> Result<View, ParamError> {
        let bytes = ask(lesson, &Request::View { model: model.to_string(), lang, values: owned(values) })?;
        wire::decode_view(&bytes).unwrap_or(Err(ParamError::Conflict { message: FAILED }))
    }

    fn transcript(&self, lesson: u8, model: &str, values: Overrides) -> Result<String, ParamError> {
        let bytes = ask(lesson, &Request::Transcript { model: model.to_string(), values: owned(values) })?;
        wire::decode_text(&bytes).unwrap_or(Err(ParamError::Conflict { message: FAILED }))
    }

    fn sweep_row(&self, lesson: u8, model: &str, base: &BTreeMap<String, f64>, xs: &[f64], y: f64) -> Vec<Vec<f64>> {
        let request = Request::SweepRow { model: model.to_string(), base: base.clone(), xs: xs.to_vec(), y };
        ask(lesson, &request).ok().and_then(|b| wire::decode_row(&b).ok()).unwrap_or_default()
    }

    fn forget(&self) {
        let lessons: Vec<u8> = PACKS.with(|p| p.borrow().keys().copied().collect());
        for lesson in lessons {
            forget(lesson);
        }
    }
}
