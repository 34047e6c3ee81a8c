//! One renderer per model: the course's transcript and the page's view of its output.

pub mod bolme_kosum;
pub mod bozulma_kosum;
pub mod butce_kosum;
pub mod devralma_butce;
pub mod devralma_olc;
pub mod firtina_kosum;
pub mod geri_kosum;
pub mod kesici_kosum;
pub mod kipler_bulasma;
pub mod kipler_gorunum;
pub mod telafi_bedel;
pub mod telafi_olc;
