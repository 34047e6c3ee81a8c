//! Where the page shell (built without the `compute` feature) sends model runs: the pack of the
//! model's lesson, which the app loads with the page and installs here. With `compute` (native
//! builds, tests, the packs themselves) runs are local and nothing here is used.
#![cfg_attr(feature = "compute", allow(dead_code))]

use std::cell::RefCell;
use std::collections::BTreeMap;

use sim_core::params::ParamError;
use sim_core::{Label, Lang};

use crate::registry::Overrides;
use crate::sweep::Sweep;
use crate::view::View;

/// Whether models run here (`compute`), so no pack is needed.
pub const LOCAL: bool = cfg!(feature = "compute");

/// A loaded set of lesson packs.
pub trait Remote {
    fn view(&self, lesson: u8, model: &str, values: Overrides, lang: Lang) -> Result<View, ParamError>;
    fn transcript(&self, lesson: u8, model: &str, values: Overrides) -> Result<String, ParamError>;
    fn sweep_row(&self, lesson: u8, model: &str, base: &BTreeMap<String, f64>, xs: &[f64], y: f64) -> Vec<Vec<f64>>;
    /// Empties the packs' caches ([`crate::memo::forget_all`]).
    fn forget(&self);
}

thread_local! {
    static REMOTE: RefCell<Option<Box<dyn Remote>>> = const { RefCell::new(None) };
}

pub fn install(remote: Box<dyn Remote>) {
    REMOTE.with(|r| *r.borrow_mut() = Some(remote));
}

/// Said when a run is asked of a pack that is not loaded (the page shows it in place).
pub const NOT_LOADED: Label = Label::new(
    "Bu dersin modelleri yüklenmedi; sayfayı yenileyin.",
    "This lesson's models are not loaded; reload the page.",
);

/// `f` on the installed packs, if any.
fn with_remote<T>(f: impl FnOnce(&dyn Remote) -> T) -> Option<T> {
    REMOTE.with(|r| r.borrow().as_deref().map(f))
}

pub(crate) fn view(lesson: u8, model: &str, values: Overrides, lang: Lang) -> Result<View, ParamError> {
    with_remote(|r| r.view(lesson, model, values, lang)).unwrap_or(Err(ParamError::Conflict { message: NOT_LOADED }))
}

pub(crate) fn transcript(lesson: u8, model: &str, values: Overrides) -> Result<String, ParamError> {
    with_remote(|r| r.transcript(lesson, model, values)).unwrap_or(Err(ParamError::Conflict { message: NOT_LOADED }))
}

pub(crate) fn sweep_row(sweep: &Sweep, base: &BTreeMap<String, f64>, xs: &[f64], y: f64) -> Vec<Vec<f64>> {
    let lesson = crate::find(sweep.model).map_or(0, |m| m.lesson());
    with_remote(|r| r.sweep_row(lesson, sweep.model, base, xs, y))
        .unwrap_or_else(|| xs.iter().map(|_| vec![f64::NAN; sweep.measures.len()]).collect())
}

pub(crate) fn forget() {
    with_remote(|r| r.forget());
}
