//! The learner's record without an LMS: every revealed prediction is kept in this browser
//! (localStorage, one entry per lesson), so the course map can mark lessons done and "Yanıtlarım
//! / My answers" can export the answers (JSON, CSV) and import a JSON file back.
//!
//! One switch stops the keeping, one button clears what was kept. Storage that is full,
//! switched off by the browser or holds something unreadable gives a notice, never a panic;
//! the lab goes on without it.

use leptos::prelude::*;
use lessons::record::{self, Prediction, Record};
use wasm_bindgen::JsValue;

use crate::components::messages::{use_messages, Message, Messages};
use crate::state::use_lab;

/// Each lesson's predictions are kept under this prefix and the lesson's number (`…:02`).
const PREFIX: &str = "dayaniklilik-lab:answers:v1:";
/// Present (`1`) when the learner turned the keeping off.
const OFF: &str = "dayaniklilik-lab:answers:off";

/// The kept record, shared through the context.
#[derive(Clone, Copy)]
pub struct Answers {
    /// Every kept prediction (from this browser's storage and this visit), in order.
    pub all: RwSignal<Vec<Prediction>>,
    /// Whether predictions are kept in this browser.
    pub keep: RwSignal<bool>,
    messages: Messages,
}

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

fn key(lesson: u8) -> String {
    format!("{PREFIX}{lesson:02}")
}

fn unavailable() -> Message {
    Message::new(
        "Tarayıcı bu sayfaya yerel depo vermiyor: yanıtlarınız yalnız bu ziyarette kalır.",
        "The browser gives this page no local storage: your answers last for this visit only.",
    )
}

/// Plain objects for serde values (structs as objects, maps as objects).
pub fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, serde_wasm_bindgen::Error> {
    value.serialize(
        &serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true).serialize_missing_as_null(true),
    )
}

/// Reads JSON text through the browser's own parser (no JSON library in the page).
pub fn from_json<T: serde::de::DeserializeOwned>(text: &str) -> Option<T> {
    let v = js_sys::JSON::parse(text).ok()?;
    serde_wasm_bindgen::from_value(v).ok()
}

pub fn to_json<T: serde::Serialize>(value: &T) -> Option<String> {
    let v = to_js(value).ok()?;
    js_sys::JSON::stringify_with_replacer_and_space(&v, &JsValue::NULL, &JsValue::from_f64(1.0)).ok()?.as_string()
}

/// Reads every lesson's kept predictions; an unreadable entry is named and left out.
fn read_all() -> (Vec<Prediction>, Vec<u8>) {
    let Some(s) = storage() else { return (Vec::new(), Vec::new()) };
    let mut all = Vec::new();
    let mut broken = Vec::new();
    for &n in lessons::catalog::PAGE_NUMBERS {
        let Ok(Some(text)) = s.get_item(&key(n)) else { continue };
        match from_json::<Vec<Prediction>>(&text) {
            Some(ps) if ps.iter().all(|p| p.lesson == n) => all.extend(ps),
            _ => broken.push(n),
        }
    }
    (all, broken)
}

/// Writes one lesson's predictions (or removes the entry when there are none).
fn write(lesson: u8, all: &[Prediction]) -> Result<(), Message> {
    let s = storage().ok_or_else(unavailable)?;
    let mine: Vec<&Prediction> = all.iter().filter(|p| p.lesson == lesson).collect();
    let done = if mine.is_empty() {
        s.remove_item(&key(lesson))
    } else {
        let text = to_json(&mine).unwrap_or_default();
        s.set_item(&key(lesson), &text)
    };
    done.map_err(|_| {
        Message::new(
            "Tarayıcının deposu dolu ya da kapalı: son yanıtlar bu ziyaretten sonra kalmayacak.",
            "The browser's storage is full or closed: the latest answers will not outlast this visit.",
        )
    })
}

/// Sets up the record: reads what this browser kept, then keeps each new prediction.
pub fn start() -> Answers {
    let lab = use_lab();
    let messages = use_messages();
    let keep_stored = storage().and_then(|s| s.get_item(OFF).ok().flatten()).is_none();
    let (kept, broken) = read_all();
    for n in broken {
        messages.say(Message::new(
            format!(
                "Ders {} için saklanan yanıtlar okunamadı; yok sayıldılar ve yenileri onların yerine yazılacak.",
                lessons::content::short_number(n)
            ),
            format!(
                "The answers kept for lesson {} could not be read; they are left out and new ones will replace them.",
                lessons::content::short_number(n)
            ),
        ));
    }
    let answers = Answers { all: RwSignal::new(kept), keep: RwSignal::new(keep_stored), messages };
    provide_context(answers);
    // Each prediction revealed on this visit joins the record once.
    let taken = std::cell::Cell::new(0usize);
    Effect::new(move |_| {
        let new: Vec<Prediction> = lab.answers.with(|a| a.get(taken.get()..).map(<[_]>::to_vec).unwrap_or_default());
        if new.is_empty() {
            return;
        }
        taken.set(taken.get() + new.len());
        answers.all.update(|all| all.extend(new.iter().cloned()));
        if answers.keep.get_untracked() {
            let lessons: std::collections::BTreeSet<u8> = new.iter().map(|p| p.lesson).collect();
            for n in lessons {
                if let Err(m) = answers.all.with_untracked(|all| write(n, all)) {
                    messages.say(m);
                }
            }
        }
    });
    answers
}

pub fn use_answers() -> Answers {
    expect_context::<Answers>()
}

impl Answers {
    /// Turns the keeping on or off (remembered by the browser where it can).
    pub fn set_keep(&self, on: bool) {
        self.keep.set(on);
        let Some(s) = storage() else {
            self.messages.say(unavailable());
            return;
        };
        let _ = if on { s.remove_item(OFF) } else { s.set_item(OFF, "1") };
        if on {
            let all = self.all.get_untracked();
            let lessons: std::collections::BTreeSet<u8> = all.iter().map(|p| p.lesson).collect();
            for n in lessons {
                if let Err(m) = write(n, &all) {
                    self.messages.say(m);
                    break;
                }
            }
        }
    }

    /// Forgets every kept answer, in the browser and on screen.
    pub fn clear(&self) {
        self.all.set(Vec::new());
        if let Some(s) = storage() {
            for &n in lessons::catalog::PAGE_NUMBERS {
                let _ = s.remove_item(&key(n));
            }
        }
    }

    pub fn done(&self, lesson: u8) -> bool {
        self.all.with(|all| record::done(lesson, all))
    }

    /// The record as the export file holds it.
    pub fn export_json(&self) -> String {
        to_json(&Record::new(self.all.get_untracked())).unwrap_or_default()
    }

    /// Takes an exported file back: its answers join the record (those already in it are not
    /// repeated). Returns how many joined, or the sentence that says why the file was refused.
    pub fn import_json(&self, text: &str) -> Result<usize, sim_core::Label> {
        let r = from_json::<Record>(text).ok_or_else(record::not_ours)?.check()?;
        let mut added = 0;
        let mut lessons = std::collections::BTreeSet::new();
        self.all.update(|all| {
            for p in r.predictions {
                if !all.contains(&p) {
                    lessons.insert(p.lesson);
                    all.push(p);
                    added += 1;
                }
            }
        });
        if self.keep.get_untracked() {
            let all = self.all.get_untracked();
            for n in lessons {
                if let Err(m) = write(n, &all) {
                    self.messages.say(m);
                    break;
                }
            }
        }
        Ok(added)
    }
}
