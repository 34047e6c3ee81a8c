//! One renderer per model: the course's transcript and the page's view of its output.

pub mod bolge_kapasite;
pub mod bolge_olc;
pub mod bolme_kosum;
pub mod bozulma_kosum;
pub mod butce_kosum;
pub mod damga_olc;
pub mod damga_yuk;
pub mod devralma_butce;
pub mod devralma_olc;
pub mod etkisiz_bedel;
pub mod etkisiz_olc;
pub mod firtina_kosum;
pub mod geri_kosum;
pub mod hedef_butce;
pub mod hedef_kayip;
pub mod kapi_kosum;
pub mod kesici_kosum;
pub mod kipler_bulasma;
pub mod kipler_gorunum;
pub mod saglik_butce;
pub mod saglik_olc;
pub mod tatbikat_is;
pub mod tatbikat_plan;
pub mod telafi_bedel;
pub mod telafi_olc;
pub mod ek_kuyruk_sirasi;
