//! One renderer per model: the course's transcript and the page's view of its output.

pub mod kesici_kosum;
pub mod kipler_bulasma;
pub mod kipler_gorunum;
pub mod kapi_kosum;
