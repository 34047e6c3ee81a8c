//! The page's state: language, page, open step and every changed parameter, kept in the URL.

use std::collections::BTreeMap;

use leptos::prelude::*;
use lessons::link::{self, Ignored, LinkState, Page};
use sim_core::Lang;

/// Parameters that differ from the course's values: model id → key → value.
pub type Values = BTreeMap<String, BTreeMap<String, f64>>;

/// A model's setting as content writes it (values by key) as the page keeps it.
fn setting(values: &[(&str, f64)]) -> BTreeMap<String, f64> {
    // Inserted one by one: `collect` into a map sorts first, and that sort is code the page
    // does not otherwise carry.
    let mut out = BTreeMap::new();
    for (k, x) in values {
        out.insert((*k).to_string(), *x);
    }
    out
}

#[derive(Clone, Copy)]
pub struct Lab {
    pub lang: RwSignal<Lang>,
    pub page: RwSignal<Page>,
    pub step: RwSignal<Option<usize>>,
    pub values: RwSignal<Values>,
    /// What the opening link asked for that could not be taken.
    pub ignored: RwSignal<Vec<Ignored>>,
    /// Shown inside another page (no site bar), and showing only one model's widget.
    pub embed: RwSignal<bool>,
    pub widget: RwSignal<Option<String>>,
    /// Per model, the round its system view shows (the link's `<model>.t`; the first when absent).
    pub times: RwSignal<BTreeMap<String, u32>>,
    /// Per model, the setting pinned as A for a comparison (the link's `a.<model>.<key>`).
    pub pinned: RwSignal<Values>,
    /// A narrow window (a phone): charts are drawn for a narrow box, so their text stays
    /// readable instead of a wide drawing shrunk to fit.
    pub narrow: RwSignal<bool>,
    /// Every prediction revealed on this visit, in order (the steps append; the learner's
    /// record, an LMS and a host page read it).
    pub answers: RwSignal<Vec<lessons::record::Prediction>>,
    /// A step's results stay hidden until its reveal (`hide=1`).
    pub hide: RwSignal<bool>,
    /// Presenter mode (`present=1`): large type, projector contrast, step keys.
    pub present: RwSignal<bool>,
    /// The lesson's teacher notes in place of the lesson (`notes=1`).
    pub notes: RwSignal<bool>,
    /// The embedding page's origin (`host=`), the only one the host-page API talks to.
    pub host: RwSignal<Option<String>>,
    /// The link's values for models whose pack is not loaded yet ([`LinkState::unchecked`]).
    pub unchecked: RwSignal<Vec<String>>,
}

/// Below this window width (CSS pixels) charts are drawn narrow.
pub const NARROW_PX: f64 = 720.0;

fn window_is_narrow() -> bool {
    window().inner_width().ok().and_then(|w| w.as_f64()).is_some_and(|w| w < NARROW_PX)
}

impl Lab {
    pub fn from_link(st: LinkState, ignored: Vec<Ignored>) -> Self {
        Self {
            lang: RwSignal::new(st.lang),
            page: RwSignal::new(st.page),
            step: RwSignal::new(st.step),
            values: RwSignal::new(st.values),
            ignored: RwSignal::new(ignored),
            embed: RwSignal::new(st.embed),
            widget: RwSignal::new(st.widget),
            times: RwSignal::new(st.times),
            pinned: RwSignal::new(st.pinned),
            narrow: RwSignal::new(window_is_narrow()),
            answers: RwSignal::new(Vec::new()),
            hide: RwSignal::new(st.hide),
            present: RwSignal::new(st.present),
            notes: RwSignal::new(st.notes),
            host: RwSignal::new(st.host),
            unchecked: RwSignal::new(st.unchecked),
        }
    }

    /// Keeps `narrow` in step with the window (set only when it flips: charts redraw then).
    pub fn follow_window_width(&self) {
        let narrow = self.narrow;
        let on_resize = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
            let now = window_is_narrow();
            if narrow.get_untracked() != now {
                narrow.set(now);
            }
        });
        let _ = window()
            .add_event_listener_with_callback("resize", wasm_bindgen::JsCast::unchecked_ref(on_resize.as_ref()));
        on_resize.forget();
    }

    /// Takes the link's values that waited for their models' parameters ([`link::settle`]),
    /// then drops the values of any model whose pack is loaded and finds them not fitting
    /// together (they fall back to the course's, [`lessons::link::drop_conflicts`]); returns the
    /// notices. Called once a page's pack is there and after each state loaded from a link.
    pub fn settle_values(&self) -> Vec<Ignored> {
        let mut dropped = Vec::new();
        if !self.unchecked.with_untracked(Vec::is_empty) {
            let mut st = self.link_untracked();
            dropped = link::settle(&mut st);
            self.values.set(st.values);
            self.pinned.set(st.pinned);
            self.unchecked.set(st.unchecked);
        }
        for (signal, prefix) in [(self.values, ""), (self.pinned, lessons::link::PIN_PREFIX)] {
            let mut values = signal.get_untracked();
            let found = lessons::link::drop_conflicts(&mut values, crate::packs::conflict);
            if !found.is_empty() {
                signal.set(values);
            }
            dropped.extend(found.into_iter().map(|mut i| {
                i.item = format!("{prefix}{}", i.item);
                i
            }));
        }
        dropped
    }

    /// Replaces the whole state from a link (back/forward navigation).
    pub fn load(&self, st: LinkState) {
        self.lang.set(st.lang);
        self.page.set(st.page);
        self.step.set(st.step);
        self.values.set(st.values);
        self.embed.set(st.embed);
        self.widget.set(st.widget);
        self.times.set(st.times);
        self.pinned.set(st.pinned);
        self.hide.set(st.hide);
        self.present.set(st.present);
        self.notes.set(st.notes);
        self.host.set(st.host);
        self.unchecked.set(st.unchecked);
    }

    fn link_untracked(&self) -> LinkState {
        untrack(|| self.link())
    }

    pub fn link(&self) -> LinkState {
        LinkState {
            page: self.page.get(),
            lang: self.lang.get(),
            step: self.step.get(),
            values: self.values.get(),
            embed: self.embed.get(),
            widget: self.widget.get(),
            times: self.times.get(),
            pinned: self.pinned.get(),
            hide: self.hide.get(),
            present: self.present.get(),
            notes: self.notes.get(),
            host: self.host.get(),
            unchecked: self.unchecked.get(),
        }
    }

    /// The query string of the current state.
    pub fn query(&self) -> String {
        link::to_query(&self.link())
    }

    /// Sets one parameter; a value equal to the course's is dropped from the state.
    pub fn set_value(&self, model: &str, key: &str, value: f64, default: f64) {
        self.values.update(|v| {
            let m = v.entry(model.to_string()).or_default();
            if value == default {
                m.remove(key);
            } else {
                m.insert(key.to_string(), value);
            }
            if m.is_empty() {
                v.remove(model);
            }
        });
    }

    /// Pins the model's current setting as A (a comparison starts; every later move is B).
    pub fn pin(&self, model: &str) {
        let now = self.values.with_untracked(|v| v.get(model).cloned().unwrap_or_default());
        self.pinned.update(|p| {
            p.insert(model.to_string(), now);
        });
    }

    /// Starts a comparison the lesson offers: the pair's A pinned, its B shown.
    pub fn pin_pair(&self, model: &str, pair: &lessons::content::Pair) {
        self.pinned.update(|p| {
            p.insert(model.to_string(), setting(pair.a));
        });
        self.show(model, pair.b);
    }

    /// Shows the model at `values` (by key), every other value the course's.
    pub fn show(&self, model: &str, values: &[(&str, f64)]) {
        self.values.update(|v| {
            if values.is_empty() {
                v.remove(model);
            } else {
                v.insert(model.to_string(), setting(values));
            }
        });
    }

    /// Pins the course's own setting as A (the learner's stays B).
    pub fn pin_course(&self, model: &str) {
        self.pinned.update(|p| {
            p.insert(model.to_string(), BTreeMap::new());
        });
    }

    /// Ends the model's comparison.
    pub fn unpin(&self, model: &str) {
        self.pinned.update(|p| {
            p.remove(model);
        });
    }

    /// A becomes the setting shown and the setting shown becomes A.
    pub fn swap(&self, model: &str) {
        let Some(a) = self.pinned.with_untracked(|p| p.get(model).cloned()) else { return };
        let b = self.values.with_untracked(|v| v.get(model).cloned().unwrap_or_default());
        self.pinned.update(|p| {
            p.insert(model.to_string(), b);
        });
        self.values.update(|v| {
            if a.is_empty() {
                v.remove(model);
            } else {
                v.insert(model.to_string(), a);
            }
        });
    }

    pub fn reset_model(&self, model: &str) {
        self.values.update(|v| {
            v.remove(model);
        });
    }

    /// Goes to a page, as a new history entry.
    pub fn go(&self, page: Page) {
        self.page.set(page);
        self.step.set(None);
        self.widget.set(None);
        self.notes.set(false);
        let q = self.query();
        if let Ok(h) = window().history() {
            let _ = h.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&q));
        }
        window().scroll_to_with_x_and_y(0.0, 0.0);
    }
}

pub fn use_lab() -> Lab {
    expect_context::<Lab>()
}

/// Picks the Turkish or English text for the current language.
pub fn tr_en(lang: Lang, tr: &'static str, en: &'static str) -> &'static str {
    match lang {
        Lang::Tr => tr,
        Lang::En => en,
    }
}

/// The lab's own address (the page's URL without query or fragment): what snippets point to.
pub fn base_url() -> String {
    let loc = window().location();
    let href = loc.href().unwrap_or_default();
    let cut = href.find(['?', '#']).unwrap_or(href.len());
    href[..cut].to_string()
}
