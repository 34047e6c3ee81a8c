//! Dayanıklılık Lab's lessons as data: what a page needs to show a lesson without running a
//! model. The list of pages ([`catalog`]), lesson content (Turkish first, English too), the
//! parameter schemas and their checks, the plain data of a view ([`view`]), the bytes between the
//! page and a lesson's pack ([`wire`]), links and embedding.
//!
//! Running the models and computing their views is the `compute` crate's work
//! (`lessons/compute/`), used by the lesson packs and the `lab` command; dependencies run one
//! way: `app → lessons → sim-core` and `packs → compute → lessons → sim-core`.

/// An array of [`sim_core::Label`]s written as `"Turkish" => "English"` pairs, so a list of
/// labels (a table's headers, a step's options) reads as a two-column table:
/// `labels!["eşik" => "threshold", "pencere" => "window"]`.
#[macro_export]
macro_rules! labels {
    ($($tr:expr => $en:expr),* $(,)?) => {
        [$(::sim_core::Label::new($tr, $en)),*]
    };
}

pub mod catalog;
pub mod compare;
pub mod content;
pub mod embed;
pub mod frames;
pub mod jsfmt;
pub mod link;
pub mod lms;
pub mod notes;
pub mod prose;
pub mod record;
pub mod sweep;
pub mod system;
pub mod tr;
pub mod view;
pub mod wire;

pub use catalog::{find, ModelInfo, MODELS};
