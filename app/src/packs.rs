//! The lesson packs (`packs/lNN.wasm`, built from the `packs` crate): the page shell carries no
//! model, so a lesson page first loads its lesson's pack, then every run of a model, and every
//! row of an explorer, is a call into that module (bytes of `lessons::wire` through its memory).
//!
//! A pack also holds its page's content (texts, widgets, steps): [`load`] reads it once and
//! [`lesson`] gives it to the page; the shell itself knows only every page's outline
//! ([`lessons::content::OUTLINES`]).
//!
//! A pack needs no imports; it is fetched from the site itself (`connect-src 'self'`). It also
//! gives the shell its models' parameters ([`load`] keeps them: [`lessons::catalog::learn`]),
//! the sliders' ranges a link's values are checked against; whether a model's values fit
//! together is the model's code, so the pack answers that too ([`conflict`]).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use js_sys::{Function, Object, Reflect, Uint8Array, WebAssembly};
use lessons::catalog::Overrides;
use lessons::content::Lesson;
use lessons::view::View;
use lessons::wire::{self, Answer, Request};
use sim_core::params::ParamError;
use sim_core::{Label, Lang};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// One instantiated pack (or the chart explorer): its memory and the exports the shell calls.
pub(crate) struct Pack {
    memory: WebAssembly::Memory,
    alloc: Function,
    call: Function,
    free: Function,
}

thread_local! {
    static PACKS: RefCell<BTreeMap<u8, Rc<Pack>>> = const { RefCell::new(BTreeMap::new()) };
    /// Each loaded page's content, read once from its pack and kept while the page runs.
    static CONTENT: RefCell<BTreeMap<u8, &'static Lesson>> = const { RefCell::new(BTreeMap::new()) };
}

/// A loaded page's content ([`load`] first).
pub fn lesson(number: u8) -> Option<&'static Lesson> {
    CONTENT.with(|c| c.borrow().get(&number).copied())
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

/// Fetches and instantiates a module without imports that answers as a pack does: its memory
/// and the exports `{prefix}_alloc`, `{prefix}_call` and `{prefix}_free`, after checking that
/// `{prefix}_version` is this page's format. Lesson packs and the chart explorer
/// (`crate::explore`) are loaded through it. A pack has no imports; with `stub_imports` each
/// import the module declares gets a function that throws (the explorer: plotly.rs links
/// wasm-bindgen on wasm32, and a few of its imports stay reachable through function tables,
/// never called on the figure's path).
pub(crate) async fn instantiate(url: &str, prefix: &str, stub_imports: bool) -> Result<(Pack, Object), String> {
    let resp = JsFuture::from(web_sys::window().ok_or("no window")?.fetch_with_str(url)).await.map_err(js_text)?;
    let resp: web_sys::Response = resp.dyn_into().map_err(js_text)?;
    if !resp.ok() {
        return Err(format!("{} {url}", resp.status()));
    }
    let bytes = JsFuture::from(resp.array_buffer().map_err(js_text)?).await.map_err(js_text)?;
    let module: WebAssembly::Module =
        JsFuture::from(WebAssembly::compile(&bytes)).await.map_err(js_text)?.dyn_into().map_err(js_text)?;
    let imports = Object::new();
    if stub_imports {
        let stub = wasm_bindgen::closure::Closure::<dyn Fn()>::new(|| {
            wasm_bindgen::throw_str("the chart explorer called an import it does not use")
        })
        .into_js_value();
        for i in WebAssembly::Module::imports(&module).iter() {
            let (Ok(m), Ok(name)) = (Reflect::get(&i, &"module".into()), Reflect::get(&i, &"name".into())) else {
                continue;
            };
            let space = match Reflect::get(&imports, &m) {
                Ok(o) if o.is_object() => o,
                _ => {
                    let o: JsValue = Object::new().into();
                    Reflect::set(&imports, &m, &o).map_err(js_text)?;
                    o
                }
            };
            Reflect::set(&space, &name, &stub).map_err(js_text)?;
        }
    }
    let instance: WebAssembly::Instance = JsFuture::from(WebAssembly::instantiate_module(&module, &imports))
        .await
        .map_err(js_text)?
        .dyn_into()
        .map_err(js_text)?;
    let exports = instance.exports();
    let func = |name: &str| {
        export(&exports, &format!("{prefix}_{name}")).and_then(|v| v.dyn_into::<Function>().map_err(js_text))
    };
    let version = number(&func("version")?)?;
    if version != wire::VERSION as f64 {
        return Err(format!("{url}: format {version}, page format {}: reload the page", wire::VERSION));
    }
    let pack = Pack {
        memory: export(&exports, "memory")?.dyn_into().map_err(js_text)?,
        alloc: func("alloc")?,
        call: func("call")?,
        free: func("free")?,
    };
    Ok((pack, exports))
}

/// Fetches and instantiates a lesson's pack (once); the error says what went wrong.
pub async fn load(lesson: u8) -> Result<(), String> {
    if is_loaded(lesson) {
        return Ok(());
    }
    let (pack, exports) = instantiate(&url(lesson), "pack", false).await?;
    let lesson_of = export(&exports, "pack_lesson")?.dyn_into::<Function>().map_err(js_text)?;
    if number(&lesson_of)? != lesson as f64 {
        return Err(format!("{} holds another lesson", url(lesson)));
    }
    let pack = Rc::new(pack);
    // The shell carries no model's parameters: the pack says what its models take.
    let schemas = match wire::decode::<Answer>(&pack.ask(&wire::encode(&Request::Schemas))?) {
        Ok(Answer::Schemas(bytes)) => wire::decode_schemas(bytes).ok(),
        _ => None,
    };
    for (id, schema) in schemas.ok_or_else(|| format!("{}: unreadable parameters", url(lesson)))? {
        lessons::catalog::learn(id, schema);
    }
    let content = match wire::decode::<Answer>(&pack.ask(&wire::encode(&Request::Content))?) {
        Ok(Answer::Content(bytes)) => wire::decode_content(bytes).ok(),
        _ => None,
    };
    let content =
        content.filter(|l| l.number == lesson).ok_or_else(|| format!("{}: unreadable content", url(lesson)))?;
    CONTENT.with(|c| c.borrow_mut().insert(lesson, content));
    PACKS.with(|p| p.borrow_mut().insert(lesson, pack));
    Ok(())
}

/// A wasm32 pointer or length as JavaScript returns it (an i32).
fn address(v: JsValue) -> Result<u32, String> {
    v.as_f64().map(|x| x as i32 as u32).ok_or_else(|| "not an address".to_string())
}

impl Pack {
    /// Sends one request, returns the answer's bytes.
    pub(crate) fn ask(&self, request: &[u8]) -> Result<Vec<u8>, String> {
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

/// Said when a run is asked of a pack that is not loaded (the page shows it in place).
const NOT_LOADED: Label = Label::new(
    "Bu dersin modelleri yüklenmedi; sayfayı yenileyin.",
    "This lesson's models are not loaded; reload the page.",
);

const UNKNOWN: Label = Label::new("Laboratuvarda bu adda bir model yok.", "The lab has no model by that name.");

/// The model with this id, or why there is none.
fn model(id: &str) -> Result<&'static lessons::ModelInfo, ParamError> {
    lessons::find(id).ok_or(ParamError::Conflict { message: UNKNOWN })
}

const FAILED: Label = Label::new(
    "Ders paketi yanıt veremedi; ayrıntı tarayıcının konsolunda. Sayfayı yenileyin.",
    "The lesson's pack could not answer; the browser's console has the details. Reload the page.",
);

/// Asks a loaded pack; a pack that is missing, fails or answers in another format gives a
/// sentence to show (and the details in the console).
fn ask(lesson: u8, request: &Request) -> Result<Answer, ParamError> {
    let pack = PACKS.with(|p| p.borrow().get(&lesson).cloned()).ok_or(ParamError::Conflict { message: NOT_LOADED })?;
    let bytes = pack.ask(&wire::encode(request)).map_err(|e| {
        web_sys::console::error_1(&format!("lesson {lesson}'s pack: {e}").into());
        ParamError::Conflict { message: FAILED }
    })?;
    wire::decode(&bytes).map_err(|_| {
        web_sys::console::error_1(&format!("lesson {lesson}'s pack: an answer in another format").into());
        ParamError::Conflict { message: FAILED }
    })
}

/// Values by name as the wire carries them.
fn owned(values: Overrides) -> Vec<(String, String)> {
    values.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

/// Why a model's values (from a link) do not fit together, asked of its lesson's pack; `None`
/// when they fit, when the pack is not loaded yet (the page asks again once it is) or when it
/// could not answer (a run then says why).
pub fn conflict(model: &str, values: &BTreeMap<String, f64>) -> Option<ParamError> {
    let m = lessons::find(model).filter(|m| is_loaded(m.lesson))?;
    let values = values.iter().map(|(k, v)| (k.clone(), v.to_string())).collect();
    match ask(m.lesson, &Request::Check { model: model.to_string(), values }) {
        Ok(Answer::Checked(r)) => r.err().map(ParamError::from),
        _ => None,
    }
}

/// A model's view with these values, from its lesson's pack (which checks them).
pub fn view(model: &str, values: Overrides, lang: Lang) -> Result<View, ParamError> {
    let m = self::model(model)?;
    view_of(ask(m.lesson, &Request::View { model: model.to_string(), lang, values: owned(values) })?)
}

/// As [`view`], in the worker (a heavy model's runs after the first, `ModelInfo::heavy`).
pub async fn view_off_thread(model: &str, values: Overrides<'_>, lang: Lang) -> Result<View, ParamError> {
    let m = self::model(model)?;
    let request = Request::View { model: model.to_string(), lang, values: owned(values) };
    view_of(ask_off_thread(m.lesson, &request).await?)
}

/// A pack's answer to a view request, on the page or from the worker.
fn view_of(answer: Answer) -> Result<View, ParamError> {
    match answer {
        Answer::View(v) => v.map_err(ParamError::from),
        _ => Err(ParamError::Conflict { message: FAILED }),
    }
}

/// A model's transcript alone (the benchmark and the identity test, `bench.rs`: wasm only).
#[cfg_attr(not(target_family = "wasm"), allow(dead_code))]
pub fn transcript(model: &str, values: Overrides) -> Result<String, ParamError> {
    let m = self::model(model)?;
    match ask(m.lesson, &Request::Transcript { model: model.to_string(), values: owned(values) })? {
        Answer::Text(t) => t.map_err(ParamError::from),
        _ => Err(ParamError::Conflict { message: FAILED }),
    }
}

/// Asks `lesson`'s pack through the page's worker ([`crate::worker`]), or on the page when the
/// worker is not there or could not answer.
async fn ask_off_thread(lesson: u8, request: &Request) -> Result<Answer, ParamError> {
    if let Some(bytes) = crate::worker::ask(lesson, &wire::encode(request)).await {
        if let Ok(answer) = wire::decode(&bytes) {
            return Ok(answer);
        }
    }
    ask(lesson, request)
}

fn sweep_request(model: &str, base: &BTreeMap<String, f64>, x: (&str, &[f64]), y: (&str, f64)) -> Request {
    Request::SweepRow {
        model: model.to_string(),
        base: base.clone(),
        x_key: x.0.to_string(),
        xs: x.1.to_vec(),
        y_key: y.0.to_string(),
        y: y.1,
    }
}

/// The rows of an answer (empty if the pack could not answer).
fn rows(answer: Result<Answer, ParamError>) -> Vec<Vec<f64>> {
    match answer {
        Ok(Answer::Row(rows)) => rows,
        _ => Vec::new(),
    }
}

/// One row of a model's explorer (`row[x][measure]`; empty if the pack cannot answer), on the
/// page (the benchmark times it there: `bench.rs`).
#[cfg_attr(not(target_family = "wasm"), allow(dead_code))]
pub fn sweep_row(model: &str, base: &BTreeMap<String, f64>, x: (&str, &[f64]), y: (&str, f64)) -> Vec<Vec<f64>> {
    let Some(m) = lessons::find(model) else { return Vec::new() };
    rows(ask(m.lesson, &sweep_request(model, base, x, y)))
}

/// As [`sweep_row`], in the worker.
pub async fn sweep_row_off_thread(
    model: &str,
    base: &BTreeMap<String, f64>,
    x: (&str, &[f64]),
    y: (&str, f64),
) -> Vec<Vec<f64>> {
    let Some(m) = lessons::find(model) else { return Vec::new() };
    rows(ask_off_thread(m.lesson, &sweep_request(model, base, x, y)).await)
}

/// A model's headline measures for `count` seeds from `from` on (an ensemble's chunk; empty if
/// the pack cannot answer), in the worker.
pub async fn ensemble(model: &str, values: Overrides<'_>, from: u64, count: u32) -> Vec<Vec<f64>> {
    let Some(m) = lessons::find(model) else { return Vec::new() };
    let request = Request::Ensemble { model: model.to_string(), values: owned(values), from, count };
    rows(ask_off_thread(m.lesson, &request).await)
}

/// Empties one loaded pack's caches (the benchmark times whole runs; `bench.rs`, wasm only).
#[cfg_attr(not(target_family = "wasm"), allow(dead_code))]
pub fn forget(lesson: u8) {
    let _ = ask(lesson, &Request::Forget);
}
