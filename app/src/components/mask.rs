//! What a lesson page hides while a step waits for a prediction: the parts of its model's widget
//! that would give the answer away (the step's [`Evidence`]), plus the widget's summary line and
//! the course's transcript, which state every number. A hidden part shows a "predict first"
//! placeholder in its place and nothing of its content, on screen or to a screen reader. After
//! the reveal the evidence shows again, highlighted; outside the steps everything shows. A
//! teacher's `hide=1` link hides the whole widget of a waiting step and keeps the learner in the
//! steps (no "leave the steps" button).

use leptos::prelude::*;
use lessons::content::{Evidence, Lesson, Step};

use crate::state::use_lab;

/// The page's masking, shared by the steps (which reveal) and the widgets (which hide).
#[derive(Clone, Copy)]
pub struct Masking {
    lesson: &'static Lesson,
    /// Whether the open step's answer has been revealed.
    pub revealed: RwSignal<bool>,
}

impl Masking {
    /// Provides the page's masking (a lesson page, before its steps and widgets).
    pub fn provide(lesson: &'static Lesson) -> Self {
        let m = Masking { lesson, revealed: RwSignal::new(false) };
        provide_context(m);
        m
    }

    /// The open step, while it waits for a prediction.
    fn waiting(&self) -> Option<&'static Step> {
        let lab = use_lab();
        if self.revealed.get() {
            return None;
        }
        self.lesson.steps.get(lab.step.get()?)
    }

    /// The open step's model and evidence, once its answer is revealed.
    fn shown(&self) -> Option<(&'static str, &'static [Evidence])> {
        let lab = use_lab();
        let st = self.lesson.steps.get(lab.step.get()?)?;
        self.revealed.get().then_some((st.model, st.evidence))
    }

    /// Whether the summary line and the transcript of `model`'s widget are hidden.
    pub fn hides_all_numbers(&self, model: &str) -> bool {
        self.waiting().is_some_and(|st| st.model == model)
    }

    /// Whether `part` of `model`'s widget is hidden now. A teacher's `hide=1` link hides every
    /// part of the step's widget, not only its evidence.
    pub fn hides(&self, model: &str, part: Evidence) -> bool {
        let all = use_lab().hide.get();
        // A step in time keeps its system view even under `hide=1`: it opens at the step's round
        // and the timeline holds there until the reveal ([`Step::masked`]).
        let in_time = |st: &Step| st.time.is_some() && part == Evidence::System;
        self.waiting().is_some_and(|st| st.model == model && !in_time(st) && (all || st.masked().any(|e| e == part)))
    }

    /// The rows of table `id` hidden now: `None` for none, an empty list for every row.
    pub fn hidden_rows(&self, model: &str, id: &str) -> Option<Vec<usize>> {
        let st = self.waiting()?;
        let ev = st.evidence;
        if st.model != model {
            return None;
        }
        if use_lab().hide.get() || ev.iter().any(|e| matches!(e, Evidence::Table(t) if *t == id)) {
            return Some(Vec::new());
        }
        let rows: Vec<usize> = ev
            .iter()
            .filter_map(|e| match e {
                Evidence::Row(t, r) if *t == id => Some(*r),
                _ => None,
            })
            .collect();
        (!rows.is_empty()).then_some(rows)
    }

    /// Whether `part` of `model`'s widget is the evidence of a step just revealed (highlighted).
    pub fn highlights(&self, model: &str, part: Evidence) -> bool {
        self.shown().is_some_and(|(m, ev)| {
            m == model
                && ev.iter().any(|e| match (e, part) {
                    (Evidence::Row(t, _), Evidence::Table(id)) => *t == id,
                    (e, p) => *e == p,
                })
        })
    }
}

/// The page's masking, if the page has steps (an embedded single widget has none).
pub fn use_masking() -> Option<Masking> {
    use_context::<Masking>()
}

/// The DOM id of a part of a widget, where the reveal scrolls to (see the widget's markup).
pub fn part_dom_id(model: &str, part: Evidence) -> String {
    let slug = lessons::catalog::slug(model);
    match part {
        Evidence::Table(id) | Evidence::Row(id, _) => format!("table-{slug}-{id}"),
        Evidence::Chart(id) => format!("chart-box-{slug}-{id}"),
        Evidence::Explorer => format!("explorer-{slug}"),
        Evidence::Ensemble => format!("ensemble-{slug}"),
        Evidence::System => format!("system-{slug}"),
    }
}

/// The text in a hidden part's place.
pub fn placeholder(lang: sim_core::Lang) -> &'static str {
    crate::state::tr_en(
        lang,
        "Önce tahmin edin: bu bölüm yanıtı gösteriyor, tahmininizden sonra açılacak.",
        "Predict first: this part shows the answer and opens after your prediction.",
    )
}
