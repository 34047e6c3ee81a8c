//! Dayanıklılık Lab's lessons: content (Turkish first, English too), the course's transcripts,
//! the page's tables and chart data, and the model registry the `lab` command and the app use.

pub mod content;
pub mod embed;
pub mod jsfmt;
pub mod link;
pub mod memo;
#[cfg(feature = "compute")]
pub mod models;
pub mod registry;
pub mod remote;
pub mod sweep;
pub mod view;
pub mod wire;

pub use registry::{find, AnyModel, MODELS};
