//! Every model the lab knows, behind one object-safe interface, so the `lab` command and the app
//! can drive any of them by id with overrides by key or course symbol.

use sim_core::params::{ParamError, ParamSpec, Params};
use sim_core::Lang;

#[cfg(feature = "compute")]
use crate::models;
use crate::view::View;

/// Values given by name (a stable key or a course symbol), as text.
pub type Overrides<'a> = &'a [(&'a str, &'a str)];

pub trait AnyModel: Sync {
    /// The course's file path without extension, e.g. `kesici/kosum`.
    fn id(&self) -> &'static str;
    fn lesson(&self) -> u8;
    fn schema(&self) -> &'static [ParamSpec];
    /// The course's stdout with these values.
    fn transcript(&self, values: Overrides) -> Result<String, ParamError>;
    /// The parameters and the structured output, as JSON.
    #[cfg(feature = "json")]
    fn json(&self, values: Overrides) -> Result<serde_json::Value, ParamError>;
    /// Validates values without running the model.
    fn check(&self, values: Overrides) -> Result<(), ParamError>;
    /// Every schema key's value (in schema order) after the overrides, read back from `Params`.
    fn values(&self, values: Overrides) -> Result<Vec<f64>, ParamError>;
    /// Tables, charts, facts and the transcript for a page (one run of the model).
    fn view(&self, values: Overrides, lang: Lang) -> Result<View, ParamError>;
}

/// A model: its run function and how its output is shown. Without the `compute` feature (the
/// browser's page shell) only the lesson is known, and runs go to the lesson's pack
/// ([`crate::remote`]).
pub struct Entry<P, O> {
    pub lesson: u8,
    #[cfg(feature = "compute")]
    pub run: fn(&P) -> O,
    #[cfg(feature = "compute")]
    pub transcript: fn(&P, &O) -> String,
    #[cfg(feature = "compute")]
    pub view: fn(&P, &O, Lang) -> View,
    #[cfg(not(feature = "compute"))]
    pub shape: core::marker::PhantomData<fn(&P) -> O>,
}

/// Builds a model's parameters from the course's values and the overrides, each checked.
pub fn params_from<P: Params>(values: Overrides) -> Result<P, ParamError> {
    let mut p = P::default();
    for (name, text) in values {
        p.set_text(name, text)?;
    }
    p.check_all()?;
    Ok(p)
}

/// Checks a set of values by key for one model (used by links).
pub fn params_check(model: &str, values: &std::collections::BTreeMap<String, f64>) -> Result<(), ParamError> {
    let m = find(model).ok_or_else(|| ParamError::UnknownName { model: "lab", name: model.to_string() })?;
    let texts: Vec<(String, String)> = values.iter().map(|(k, v)| (k.clone(), v.to_string())).collect();
    let pairs: Vec<(&str, &str)> = texts.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    m.check(&pairs)
}

impl<P, O> AnyModel for Entry<P, O>
where
    P: Params + serde::Serialize + Sync,
    O: serde::Serialize,
{
    fn id(&self) -> &'static str {
        P::MODEL
    }

    fn lesson(&self) -> u8 {
        self.lesson
    }

    fn schema(&self) -> &'static [ParamSpec] {
        P::SCHEMA
    }

    #[cfg(feature = "compute")]
    fn transcript(&self, values: Overrides) -> Result<String, ParamError> {
        let p: P = params_from(values)?;
        Ok((self.transcript)(&p, &(self.run)(&p)))
    }

    #[cfg(not(feature = "compute"))]
    fn transcript(&self, values: Overrides) -> Result<String, ParamError> {
        params_from::<P>(values)?;
        crate::remote::transcript(self.lesson, P::MODEL, values)
    }

    #[cfg(feature = "json")]
    fn json(&self, values: Overrides) -> Result<serde_json::Value, ParamError> {
        let p: P = params_from(values)?;
        let o = (self.run)(&p);
        let by_symbol: serde_json::Map<String, serde_json::Value> =
            P::SCHEMA.iter().map(|s| (s.name().to_string(), serde_json::json!(p.get(s.key)))).collect();
        Ok(serde_json::json!({ "model": P::MODEL, "lesson": self.lesson, "params": by_symbol, "output": o }))
    }

    fn check(&self, values: Overrides) -> Result<(), ParamError> {
        params_from::<P>(values).map(|_| ())
    }

    fn values(&self, values: Overrides) -> Result<Vec<f64>, ParamError> {
        let p: P = params_from(values)?;
        Ok(P::SCHEMA.iter().map(|s| p.get(s.key).unwrap_or(f64::NAN)).collect())
    }

    #[cfg(not(feature = "compute"))]
    fn view(&self, values: Overrides, lang: Lang) -> Result<View, ParamError> {
        params_from::<P>(values)?;
        crate::remote::view(self.lesson, P::MODEL, values, lang)
    }

    #[cfg(feature = "compute")]
    fn view(&self, values: Overrides, lang: Lang) -> Result<View, ParamError> {
        let p: P = params_from(values)?;
        let o = (self.run)(&p);
        let mut v = (self.view)(&p, &o, lang);
        v.transcript = (self.transcript)(&p, &o);
        Ok(v)
    }
}

/// One registered model: `model!(NAME, lesson, sim_core path, lessons::models renderer);`
/// (one line each, so lists from different branches merge cleanly).
#[cfg(feature = "compute")]
macro_rules! model {
    ($name:ident, $lesson:literal, $($path:ident)::+, $render:ident) => {
        model!($name, $lesson, $($path)::+, $render, sim_core::$($path)::+::run);
    };
    // A renderer that keeps part of the run between moves runs the model itself.
    ($name:ident, $lesson:literal, $($path:ident)::+, $render:ident, $run:path) => {
        static $name: Entry<sim_core::$($path)::+::Params, sim_core::$($path)::+::Output> = Entry {
            lesson: $lesson,
            run: $run,
            transcript: models::$render::transcript,
            view: models::$render::view,
        };
    };
}

#[cfg(not(feature = "compute"))]
macro_rules! model {
    ($name:ident, $lesson:literal, $($path:ident)::+, $render:ident $(, $run:path)?) => {
        static $name: Entry<sim_core::$($path)::+::Params, sim_core::$($path)::+::Output> =
            Entry { lesson: $lesson, shape: core::marker::PhantomData };
    };
}

model!(BULASMA, 1, kipler::bulasma, kipler_bulasma);
model!(GORUNUM, 1, kipler::gorunum, kipler_gorunum);
model!(KESICI, 2, kesici::kosum, kesici_kosum, models::kesici_kosum::run);
model!(BOLME, 3, bolme::kosum, bolme_kosum, models::bolme_kosum::run);
model!(FIRTINA, 4, firtina::kosum, firtina_kosum, models::firtina_kosum::run);
model!(BUTCE, 5, butce::kosum, butce_kosum);
model!(GERI, 6, geri::kosum, geri_kosum, models::geri_kosum::run);
model!(KAPI, 7, kapi::kosum, kapi_kosum);
model!(BOZULMA, 8, bozulma::kosum, bozulma_kosum);
model!(DEVRALMA_BUTCE, 9, devralma::butce, devralma_butce);
model!(DEVRALMA_OLC, 9, devralma::olc, devralma_olc);
model!(SAGLIK_BUTCE, 10, saglik::butce, saglik_butce);
model!(SAGLIK_OLC, 10, saglik::olc, saglik_olc);
model!(HEDEF_BUTCE, 11, hedef::butce, hedef_butce);
model!(HEDEF_KAYIP, 11, hedef::kayip, hedef_kayip);
model!(BOLGE_KAPASITE, 12, bolge::kapasite, bolge_kapasite);
model!(BOLGE_OLC, 12, bolge::olc, bolge_olc);
model!(DAMGA_OLC, 13, damga::olc, damga_olc);
model!(DAMGA_YUK, 13, damga::yuk, damga_yuk);
model!(TATBIKAT_IS, 14, tatbikat::is, tatbikat_is);
model!(TATBIKAT_PLAN, 14, tatbikat::plan, tatbikat_plan);
model!(ETKISIZ_BEDEL, 15, etkisiz::bedel, etkisiz_bedel);
model!(ETKISIZ_OLC, 15, etkisiz::olc, etkisiz_olc);
model!(TELAFI_BEDEL, 16, telafi::bedel, telafi_bedel);
model!(TELAFI_OLC, 16, telafi::olc, telafi_olc, models::telafi_olc::run);
model!(FIS_BEDEL, 17, fis::bedel, fis_bedel);
model!(FIS_OLC, 17, fis::olc, fis_olc, models::fis_olc::run);
model!(VALE_KAPSAM, 18, vale::kapsam, vale_kapsam);
model!(VALE_OLC, 18, vale::olc, vale_olc);
model!(YAPILANDIRMA_OLC, 19, yapilandirma::olc, yapilandirma_olc);
model!(INCIR_OLC, 20, incir::olc, incir_olc);
model!(EK_KUYRUK_SIRASI, 21, ek::kuyruk_sirasi, ek_kuyruk_sirasi);
model!(SONA_ERME, 22, ek::sona_erme, ek_sona_erme, models::ek_sona_erme::run);
model!(EK_KESICI_TUZAK, 23, ek::kesici_tuzak, ek_kesici_tuzak);
model!(EK_KUYRUK_SURESI, 24, ek::kuyruk_suresi, ek_kuyruk_suresi, models::ek_kuyruk_suresi::run);
model!(KAPANIS, 25, ek::kapanis, ek_kapanis);
model!(SABAH, 26, ek::sabah_surusu, ek_sabah_surusu, models::ek_sabah_surusu::run);

/// Every model, in course order.
pub static MODELS: &[&dyn AnyModel] = &[
    &BULASMA,
    &GORUNUM,
    &KESICI,
    &BOLME,
    &FIRTINA,
    &BUTCE,
    &GERI,
    &KAPI,
    &BOZULMA,
    &DEVRALMA_BUTCE,
    &DEVRALMA_OLC,
    &SAGLIK_BUTCE,
    &SAGLIK_OLC,
    &HEDEF_BUTCE,
    &HEDEF_KAYIP,
    &BOLGE_KAPASITE,
    &BOLGE_OLC,
    &DAMGA_OLC,
    &DAMGA_YUK,
    &TATBIKAT_IS,
    &TATBIKAT_PLAN,
    &ETKISIZ_BEDEL,
    &ETKISIZ_OLC,
    &TELAFI_BEDEL,
    &TELAFI_OLC,
    &FIS_BEDEL,
    &FIS_OLC,
    &VALE_KAPSAM,
    &VALE_OLC,
    &YAPILANDIRMA_OLC,
    &INCIR_OLC,
    &EK_KUYRUK_SIRASI,
    &SONA_ERME,
    &EK_KESICI_TUZAK,
    &EK_KUYRUK_SURESI,
    &KAPANIS,
    &SABAH,
];

static L01: [&dyn AnyModel; 2] = [&BULASMA, &GORUNUM];
static L02: [&dyn AnyModel; 1] = [&KESICI];
static L03: [&dyn AnyModel; 1] = [&BOLME];
static L04: [&dyn AnyModel; 1] = [&FIRTINA];
static L05: [&dyn AnyModel; 1] = [&BUTCE];
static L06: [&dyn AnyModel; 1] = [&GERI];
static L07: [&dyn AnyModel; 1] = [&KAPI];
static L08: [&dyn AnyModel; 1] = [&BOZULMA];
static L09: [&dyn AnyModel; 2] = [&DEVRALMA_BUTCE, &DEVRALMA_OLC];
static L10: [&dyn AnyModel; 2] = [&SAGLIK_BUTCE, &SAGLIK_OLC];
static L11: [&dyn AnyModel; 2] = [&HEDEF_BUTCE, &HEDEF_KAYIP];
static L12: [&dyn AnyModel; 2] = [&BOLGE_KAPASITE, &BOLGE_OLC];
static L13: [&dyn AnyModel; 2] = [&DAMGA_OLC, &DAMGA_YUK];
static L14: [&dyn AnyModel; 2] = [&TATBIKAT_IS, &TATBIKAT_PLAN];
static L15: [&dyn AnyModel; 2] = [&ETKISIZ_BEDEL, &ETKISIZ_OLC];
static L16: [&dyn AnyModel; 2] = [&TELAFI_BEDEL, &TELAFI_OLC];
static L17: [&dyn AnyModel; 2] = [&FIS_BEDEL, &FIS_OLC];
static L18: [&dyn AnyModel; 2] = [&VALE_KAPSAM, &VALE_OLC];
static L19: [&dyn AnyModel; 1] = [&YAPILANDIRMA_OLC];
static L20: [&dyn AnyModel; 1] = [&INCIR_OLC];
static L21: [&dyn AnyModel; 1] = [&EK_KUYRUK_SIRASI];
static L22: [&dyn AnyModel; 1] = [&SONA_ERME];
static L23: [&dyn AnyModel; 1] = [&EK_KESICI_TUZAK];
static L24: [&dyn AnyModel; 1] = [&EK_KUYRUK_SURESI];
static L25: [&dyn AnyModel; 1] = [&KAPANIS];
static L26: [&dyn AnyModel; 1] = [&SABAH];

/// One lesson's models, in course order. A `const fn`, so a lesson's pack (`packs/`) that
/// evaluates it at compile time links only that lesson's models.
pub const fn of_lesson(lesson: u8) -> &'static [&'static dyn AnyModel] {
    match lesson {
        1 => &L01,
        2 => &L02,
        3 => &L03,
        4 => &L04,
        5 => &L05,
        6 => &L06,
        7 => &L07,
        8 => &L08,
        9 => &L09,
        10 => &L10,
        11 => &L11,
        12 => &L12,
        13 => &L13,
        14 => &L14,
        15 => &L15,
        16 => &L16,
        17 => &L17,
        18 => &L18,
        19 => &L19,
        20 => &L20,
        21 => &L21,
        22 => &L22,
        23 => &L23,
        24 => &L24,
        25 => &L25,
        26 => &L26,
        _ => &[],
    }
}

pub fn find(id: &str) -> Option<&'static dyn AnyModel> {
    let id = id.trim_end_matches(".mjs");
    MODELS.iter().copied().find(|m| m.id() == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_lesson_lists_exactly_its_models_in_course_order() {
        for lesson in 0..=30u8 {
            let listed: Vec<&str> = of_lesson(lesson).iter().map(|m| m.id()).collect();
            let expected: Vec<&str> = MODELS.iter().filter(|m| m.lesson() == lesson).map(|m| m.id()).collect();
            assert_eq!(listed, expected, "lesson {lesson}");
        }
    }

    #[test]
    fn each_lesson_page_uses_only_its_own_models() {
        // A page loads one pack: its widgets and steps must not need another lesson's model.
        for l in crate::content::LESSONS {
            let own: Vec<&str> = of_lesson(l.number).iter().map(|m| m.id()).collect();
            for model in l.widgets.iter().map(|w| w.model).chain(l.steps.iter().map(|s| s.model)) {
                assert!(own.contains(&model), "lesson {} uses {model}", l.number);
            }
        }
    }
}
