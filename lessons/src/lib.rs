//! Dayanıklılık Lab's lessons as data: what a page needs to show a lesson without running a
//! model. The list of pages ([`catalog`]), lesson content (Turkish first, English too), the
//! parameter schemas and their checks, the plain data of a view ([`view`]), the bytes between the
//! page and a lesson's pack ([`wire`]), links and embedding.
//!
//! Running the models and computing their views is the `compute` crate's work
//! (`lessons/compute/`), used by the lesson packs and the `lab` command; dependencies run one
//! way: `app → lessons → sim-core` and `packs → compute → lessons → sim-core`.

pub mod catalog;
pub mod content;
pub mod embed;
pub mod frames;
pub mod jsfmt;
pub mod link;
pub mod sweep;
pub mod system;
pub mod view;
pub mod wire;

pub use catalog::{find, ModelInfo, MODELS};
