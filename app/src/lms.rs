//! Inside an LMS: finds a SCORM run-time (2004's `API_1484_11` or 1.2's `API`) the standard
//! way, through this window's parents and then the opener's, and reports to it: every
//! prediction as an interaction, completion once every step of the launched lesson has been
//! revealed, the formative score, and the page's state as suspend data, read back when the
//! learner resumes. Outside an LMS none of this runs.
//!
//! A run-time that refuses a call (returns an error code, or throws) leaves the lab working;
//! the page says so once.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use js_sys::{Function, Reflect};
use leptos::prelude::*;
use lessons::link::{Ignored, LinkState, Page};
use lessons::lms::{interaction, progress, Call, Suspend, Version};
use lessons::record::Prediction;
use sim_core::Lang;
use wasm_bindgen::{JsCast, JsValue};

use crate::components::messages::{Message, Messages};
use crate::state::Lab;

/// How far up a window's parents the search goes (ADL's discovery stops at a few levels; 10 is
/// ample for any LMS's frames).
const MAX_HOPS: usize = 10;

/// A found run-time.
pub struct Lms {
    api: JsValue,
    version: Version,
    /// The lesson the LMS launched (its completion and score), if a lesson was launched.
    lesson: Option<u8>,
    suspend: RefCell<Suspend>,
    /// The next interaction's index (after those the LMS already holds).
    next: Cell<usize>,
    /// Whether the learner has been told of a refused call.
    told: Cell<bool>,
    started: f64,
    ended: Cell<bool>,
    messages: Messages,
}

/// The API object a window holds, if any. A window of another origin cannot be read: reading
/// it throws, and that counts as none.
fn api_of(w: &JsValue) -> Option<(JsValue, Version)> {
    Version::SEARCH.into_iter().find_map(|v| {
        let api = Reflect::get(w, &v.api_name().into()).ok()?;
        (api.is_object() && Reflect::get(&api, &v.call(Call::Initialize).into()).ok()?.is_function())
            .then_some((api, v))
    })
}

/// This window and its parents up to the top, then the opener and its parents.
fn find() -> Option<(JsValue, Version)> {
    let climb = |start: JsValue| {
        let mut w = start;
        for _ in 0..MAX_HOPS {
            if let Some(found) = api_of(&w) {
                return Some(found);
            }
            let parent = Reflect::get(&w, &"parent".into()).ok()?;
            if parent.is_undefined() || parent.is_null() || js_sys::Object::is(&parent, &w) {
                return None;
            }
            w = parent;
        }
        None
    };
    let here: JsValue = window().into();
    climb(here.clone()).or_else(|| {
        let opener = Reflect::get(&here, &"opener".into()).ok()?;
        (opener.is_object()).then(|| climb(opener)).flatten()
    })
}

fn now() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

impl Lms {
    fn invoke(&self, call: Call, args: &[&str]) -> Result<String, String> {
        let f: Function = Reflect::get(&self.api, &self.version.call(call).into())
            .ok()
            .and_then(|f| f.dyn_into().ok())
            .ok_or_else(|| format!("{} missing", self.version.call(call)))?;
        let args: js_sys::Array = args.iter().map(|a| JsValue::from_str(a)).collect();
        let out = f.apply(&self.api, &args).map_err(|e| {
            e.dyn_ref::<js_sys::Error>().map_or_else(|| format!("{e:?}"), |e| String::from(e.message()))
        })?;
        Ok(out.as_string().or_else(|| out.as_bool().map(|b| b.to_string())).unwrap_or_default())
    }

    /// Says once that the LMS refused something, with its error code and text.
    fn refused(&self, what: &str, detail: String) {
        if self.told.replace(true) {
            return;
        }
        self.messages.say(Message::new(
            format!("Öğrenme ortamı (LMS) bir kaydı kabul etmedi ({what}: {detail}). Laboratuvar çalışmaya devam ediyor; yanıtlarınız LMS'ye eksik geçmiş olabilir."),
            format!("The learning platform (LMS) refused a record ({what}: {detail}). The lab goes on working; your answers may have reached the LMS only in part."),
        ));
    }

    /// A call whose answer must be `true`; a refusal is said once.
    fn expect_true(&self, call: Call, args: &[&str]) -> bool {
        match self.invoke(call, args) {
            Ok(r) if r == "true" => true,
            Ok(_) => {
                let code = self.invoke(Call::GetLastError, &[]).unwrap_or_default();
                let text = self.invoke(Call::GetErrorString, &[&code]).unwrap_or_default();
                let what = args.first().copied().unwrap_or(self.version.call(call));
                self.refused(what, format!("{code} {text}").trim().to_string());
                false
            }
            Err(e) => {
                self.refused(self.version.call(call), e);
                false
            }
        }
    }

    fn set(&self, element: &str, value: &str) -> bool {
        self.expect_true(Call::SetValue, &[element, value])
    }

    fn get(&self, element: &str) -> String {
        self.invoke(Call::GetValue, &[element]).unwrap_or_default()
    }

    /// Records one revealed prediction, the lesson's progress and the state, and commits.
    pub fn answer(&self, p: &Prediction, lang: Lang, query: &str) {
        if self.ended.get() {
            return;
        }
        let n = self.next.get();
        self.next.set(n + 1);
        for (element, value) in interaction(
            self.version,
            n,
            p,
            crate::packs::lesson(p.lesson).and_then(|l| l.steps.get(p.step)).map(|s| &s.ask),
            lang,
        ) {
            if !self.set(&element, &value) {
                break;
            }
        }
        if let Some(l) = self.lesson.filter(|l| *l == p.lesson) {
            let steps = lessons::content::outline(l).map_or(0, |x| x.steps.len());
            self.suspend.borrow_mut().note(steps, p);
            let writes = progress(self.version, &self.suspend.borrow());
            for (element, value) in writes {
                self.set(element, &value);
            }
        }
        self.state(query);
        self.expect_true(Call::Commit, &[""]);
    }

    /// Keeps the page's state (the link) as the suspend data and the open step as the location.
    pub fn state(&self, query: &str) {
        if self.ended.get() {
            return;
        }
        let data = {
            let mut s = self.suspend.borrow_mut();
            s.query = query.to_string();
            s.write()
        };
        self.set(self.version.suspend_data(), &data);
        // The location is the open step (an empty location is refused by some run-times).
        if let Some(step) = lessons::link::parse(query).0.step {
            self.set(self.version.location(), &(step + 1).to_string());
        }
    }

    /// Leaves the LMS: the session's time, "suspend" (so a relaunch resumes), commit, finish.
    pub fn end(&self, query: &str) {
        if self.ended.get() {
            return;
        }
        self.state(query);
        self.set(self.version.session_time(), &self.version.timespan(now() - self.started));
        self.set(self.version.exit(), "suspend");
        self.expect_true(Call::Commit, &[""]);
        self.expect_true(Call::Terminate, &[""]);
        self.ended.set(true);
    }
}

thread_local! {
    static LMS: RefCell<Option<Rc<Lms>>> = const { RefCell::new(None) };
}

/// Looks for a run-time and starts a session with it. On a resumed session the opening state
/// becomes the suspended one (with what of it could not be taken). Returns whether an LMS is
/// there.
pub fn start(st: &mut LinkState, ignored: &mut Vec<Ignored>, messages: Messages) -> bool {
    let Some((api, version)) = find() else { return false };
    let lms = Lms {
        api,
        version,
        lesson: match st.page {
            Page::Lesson(n) => Some(n),
            Page::Home => None,
        },
        suspend: RefCell::new(Suspend::default()),
        next: Cell::new(0),
        told: Cell::new(false),
        started: now(),
        ended: Cell::new(false),
        messages,
    };
    if !lms.expect_true(Call::Initialize, &[""]) {
        return false;
    }
    lms.next.set(lms.get(version.interaction_count()).trim().parse().unwrap_or(0));
    if lms.get(version.entry()) == "resume" {
        if let Some(s) = Suspend::read(&lms.get(version.suspend_data())) {
            let (resumed, left_out) = s.state();
            *st = resumed;
            *ignored = left_out;
            *lms.suspend.borrow_mut() = s;
        }
    }
    let status = match version {
        Version::Scorm12 => "cmi.core.lesson_status",
        Version::Scorm2004 => "cmi.completion_status",
    };
    if matches!(lms.get(status).as_str(), "" | "not attempted" | "unknown") {
        lms.set(status, "incomplete");
    }
    LMS.with(|l| *l.borrow_mut() = Some(Rc::new(lms)));
    true
}

fn with_lms(f: impl FnOnce(&Lms)) {
    if let Some(l) = LMS.with(|l| l.borrow().clone()) {
        f(&l);
    }
}

/// Reports the page to the LMS found by [`start`]: each new prediction, the state once it
/// rests, and the end of the session when the page goes away.
pub fn follow(lab: Lab) {
    if LMS.with(|l| l.borrow().is_none()) {
        return;
    }
    let taken = Cell::new(0usize);
    Effect::new(move |_| {
        let new: Vec<Prediction> = lab.answers.with(|a| a.get(taken.get()..).map(<[_]>::to_vec).unwrap_or_default());
        taken.set(taken.get() + new.len());
        let (lang, query) = (lab.lang.get_untracked(), untrack(|| lab.query()));
        for p in &new {
            with_lms(|l| l.answer(p, lang, &query));
        }
    });
    let pending: Rc<Cell<Option<TimeoutHandle>>> = Default::default();
    Effect::new(move |_| {
        let _ = lab.query();
        if let Some(h) = pending.take() {
            h.clear();
        }
        let h = set_timeout_with_handle(
            move || with_lms(|l| l.state(&untrack(|| lab.query()))),
            std::time::Duration::from_millis(300),
        );
        pending.set(h.ok());
    });
    let on_hide = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
        with_lms(|l| l.end(&untrack(|| lab.query())));
    });
    let _ = window().add_event_listener_with_callback("pagehide", on_hide.as_ref().unchecked_ref());
    on_hide.forget();
}
